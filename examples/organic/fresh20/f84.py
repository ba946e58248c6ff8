"""fresh20 batch f84 (written by a separate writer): Ending anonymity for sperm and egg donors; Requiring state-funded faith schools to reserve places for children of other faiths or none; Requiring separating parents to try mediation before family court; Requiring large new developments to spend a share of their budget on public art."""

TOPICS = [
    {
        "id": "ending_donor_anonymity",
        "topic": "Ending anonymity for sperm and egg donors",
        "query": "Should sperm and egg donors lose the right to stay anonymous to the children conceived from their donations?",
        "perspectives": [
            ("donor-conceived adults", [
                "Knowing who the donor is can matter for a person's sense of identity.",
                "Access to the donor's identity could help people learn about inherited health risks.",
            ]),
            ("fertility clinics", [
                "Ending anonymity may discourage some people from donating.",
                "Fewer donors could mean longer waits for patients who need treatment.",
            ]),
            ("parents who conceived with donors", [
                "Some parents worry that a named donor could unsettle the family they have built.",
                "Many parents would welcome clear rules on what their children can learn and when.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Thesis: the donor-conceived adults hold that knowledge of one's donor can bear on a person's very sense of identity, and that access to the donor's name could, moreover, help them learn of health risks they may have inherited.

Antithesis: the fertility clinics object that the abolition of anonymity may deter some would-be donors, and that a diminished supply of donors could in turn mean longer waits for the patients who need treatment.

A third voice, that of the parents who conceived with donors, complicates the opposition rather than resolving it: some of them fear that a named donor could unsettle the family they have built, while many would nonetheless welcome clear rules about what their children may learn and at what point.

Synthesis: what remains is not a victory for either side but a tension between the claim to self-knowledge and the practical conditions under which donation takes place at all, and the parents' position suggests, prima facie, that the question may turn as much on the manner and timing of disclosure as on disclosure itself.
""", []),
            ("three_perspectives", None, """
Thesis: for the donor-conceived adults, the identity of one's donor is not a matter of indifference, since knowing who that person is can matter for one's sense of who one is; and the same access, they add, could allow them to learn about health risks passed down to them.

Antithesis: the fertility clinics reply that to end anonymity may dissuade some people from donating in the first place, and that a smaller pool of donors could mean longer waits for the patients who depend on treatment.

Synthesis: what remains, once both positions have been heard, is a conflict between an interest rooted in the individual's self-understanding and an interest rooted in the continued functioning of a practice; neither can be dismissed without loss, and the weight one assigns to each will determine the answer one gives.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
The first position, that of the donor-conceived adults, holds that knowing who the donor is can matter for a person's sense of identity, and that access to the donor's identity could help people discover the health risks they have inherited.

Against this it is objected by the fertility clinics that to end anonymity would drive away the great majority of donors, a point they support with a survey in which over half of current donors said they would have withdrawn had their names been disclosable; and fewer donors, they continue, could mean longer waits for patients who need treatment.

The parents who conceived with donors occupy a position between the two: some worry that a named donor could unsettle the family they have built, whereas many would welcome clear rules on what their children can learn, and when.

What remains is a weighing of the individual's claim to know his or her origins against the collective interest in a practice that depends on willing donors, with the parents reminding us that the manner of any disclosure is itself part of the question.
""", [
                ("exaggeration", "to end anonymity would drive away the great majority of donors", (1, 0)),
                ("invented_statistic", "a point they support with a survey in which over half of current donors said they would have withdrawn had their names been disclosable", None),
            ]),
            ("three_perspectives", None, """
One may begin, as the dialectic requires, with the claim of those most directly concerned. The donor-conceived adults maintain that knowing who one's donor is can matter for a person's sense of identity, and that access to the donor's identity could help people learn about health risks they may have inherited.

Against this the fertility clinics raise an objection of a practical order: ending anonymity may discourage some people from donating, and fewer donors could in turn mean longer waits for the patients who need treatment.

The parents who conceived with donors do not simply side with either party. Some of them worry that a named donor could unsettle the family they have built; many, at the same time, would welcome clear rules about what their children can learn and when.

What remains is a question of priority rather than of fact: whether the claims of identity and health knowledge should outweigh the risk to the supply of donors, and how far the parents' concern for the stability of the family can be met by rules that settle the terms of disclosure.
""", []),
            ("three_perspectives", None, """
Thesis: the donor-conceived adults insist that knowing who the donor is can matter for a person's sense of identity, though they grant that the donor's identity would do little to help anyone learn about inherited health risks.

Antithesis: the fertility clinics counter that ending anonymity may discourage some people from donating, and that fewer donors could mean longer waits for patients who need treatment; the clinics add that many families would welcome clear rules on what children can learn and when.

A further moment: the parents who conceived with donors express the worry, held by some of them, that a named donor could unsettle the family they have built.

Synthesis: what remains is the familiar antinomy between the individual's claim to know and the institution's need to function, with the parents' unease standing as a reminder that the family, too, has interests that neither of the other positions fully represents.
""", [
                ("negation", "the donor's identity would do little to help anyone learn about inherited health risks", (0, 1)),
                ("side_swap", "the clinics add that many families would welcome clear rules on what children can learn and when", (2, 1)),
            ]),
            ("three_perspectives", None, """
I. The claim of the donor-conceived
The donor-conceived adults argue that knowing the donor's identity can matter for one's sense of self, and that such knowledge could help people find out about health risks they have inherited.

II. The objection of the clinics
The fertility clinics hold that ending anonymity may put some people off donating, and that fewer donors could leave patients who need treatment waiting longer for it.

III. The ambivalence of the parents
The parents who conceived with donors are divided within themselves: some worry that a named donor could unsettle the family they have built, while many would welcome clear rules on what their children can learn and when.

IV. What remains
Each position, taken in isolation, is coherent; the difficulty lies in their coexistence, since the good that the first position seeks and the good that the second defends may pull in opposite directions, and the third position, among its concerns, asks that whatever is decided be decided clearly.
""", []),
        ],
    },
    {
        "id": "faith_school_open_places",
        "topic": "Requiring state-funded faith schools to reserve places for children of other faiths or none",
        "query": "Should state-funded faith schools have to keep a share of their places for children from other faiths or none?",
        "perspectives": [
            ("supporters", [
                "Mixing pupils from different backgrounds could build understanding between communities.",
                "Schools funded by all taxpayers should be open to families of every belief.",
                "Selecting by faith can leave local families without a place at their nearest school.",
            ]),
            ("faith groups", [
                "Faith schools exist to pass on a religious tradition to children of that faith.",
                "Parents who share the faith may lose places they have relied on.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The first position, that of the supporters, holds that a state-funded faith school ought to keep a share of its places for children of other faiths or none, and it rests this on three grounds: that the mingling of pupils from different backgrounds could foster understanding between communities; that an institution paid for by every taxpayer should, in justice, stand open to families of every belief; and that selection by faith can leave local families without a place at the school nearest to them.

Against this it is objected, by the faith groups, that such schools exist precisely in order to hand on a religious tradition to the children of that faith, and that parents who share the faith may lose places on which they have come to rely.

What remains is a collision between two goods, the civic ideal of a schooling open to all who pay for it and the communal ideal of a tradition transmitted within its own walls, and neither position, taken on its own premises, can simply absorb the other.
""", []),
            ("bullets", None, """
Thesis (the supporters):
- The mixing of pupils from different backgrounds could cultivate understanding between communities.
- A school sustained by the taxes of all ought, as a matter of principle, to be open to families of every belief.
- Selection by faith can leave local families without a place at their nearest school, obliging them to send young children on long journeys across town each morning.

Antithesis (the faith groups):
- The raison d'être of a faith school is to pass on a religious tradition to the children of that faith.

Synthesis:
- What remains is the question whether public funding confers a public character, a question on which the two positions proceed from premises the other does not share.
""", [
                ("added_detail", "obliging them to send young children on long journeys across town each morning", (0, 2)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
The question may be set out as a sequence of propositions.

1. Thesis: mixing pupils from different backgrounds, the supporters concede, is unlikely by itself to build understanding between communities.
2. Thesis: schools funded by all taxpayers should, on the supporters' view, be open to families of every belief.
3. Thesis: selecting by faith can leave local families without a place at their nearest school.
4. Antithesis: the faith groups answer that faith schools exist to pass on a religious tradition to children of that faith.
5. Antithesis: they add that parents who share the faith may lose places they have relied on.
6. Antithesis: a quota would also oblige such schools to reshape their worship and religious teaching around pupils who do not share the faith.
7. Synthesis: what remains is the weighing of a claim grounded in public funding and local access against a claim grounded in the purpose of the institution and the expectations of its own community.
""", [
                ("negation", "is unlikely by itself to build understanding between communities", (0, 0)),
                ("invented_claim", "a quota would also oblige such schools to reshape their worship and religious teaching around pupils who do not share the faith", None),
            ]),
            ("headed", None, """
I. Thesis: the supporters
The supporters contend that bringing together pupils from different backgrounds could build understanding between communities; that schools funded by all taxpayers ought to be open to families of every belief; and that selecting by faith can leave local families without a place at their nearest school.

II. Antithesis: the faith groups
The faith groups reply that the very purpose of a faith school is to pass on a religious tradition to children of that faith, and that parents who share the faith may lose places they have relied on.

III. Synthesis
What remains is not the refutation of one side by the other but the recognition that they answer different questions, the first asking to whom a publicly funded school belongs, the second asking what such a school is for; any settlement will, mutatis mutandis, have to say how much weight each question deserves.
""", []),
            ("dense", None, """
The supporters hold that mixing pupils from different backgrounds would dissolve the divisions between communities altogether, that schools funded by all taxpayers should be open to families of every belief, and that selecting by faith can leave local families without a place at their nearest school; against which the faith groups object that faith schools exist to pass on a religious tradition to children of that faith and that parents who share the faith may lose places they have relied on, so that what remains is a contest between the claims of the public purse and the claims of a particular tradition.
""", [
                ("exaggeration", "would dissolve the divisions between communities altogether", (0, 0)),
            ]),
            ("closing", None, """
The first position holds that state-funded faith schools should reserve a share of their places for other children, because the mixing of pupils from different backgrounds could build understanding between communities, because schools funded by all taxpayers should be open to families of every belief, and because selecting by faith can leave local families without a place at their nearest school.

Against this it is objected by the faith groups that faith schools exist to pass on a religious tradition to children of that faith; and, returning to the same ground, that the very point of such a school is to hand the faith on to the children of the faithful.

What remains is a genuine tension between openness and particularity, and the reader must decide which of these the public funding of such schools ought, ceteris paribus, to serve.
""", [
                ("repetition", "the very point of such a school is to hand the faith on to the children of the faithful", (1, 1)),
            ]),
        ],
    },
    {
        "id": "compulsory_family_mediation",
        "topic": "Requiring separating parents to try mediation before family court",
        "query": "Should separating parents be required to try mediation before they can take a dispute over their children to family court?",
        "perspectives": [
            ("supporters", [
                "Mediation is usually quicker and cheaper than going to court.",
                "Parents who reach their own agreement may be more likely to keep to it.",
            ]),
            ("critics", [
                "Mediation could put victims of domestic abuse in the same room as their abuser.",
                "A compulsory step may delay urgent decisions about a child's safety.",
                "A more powerful parent may pressure the other into an unfair deal.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The first position holds that separating parents should be required to attempt mediation before turning to the family court, on the grounds that mediation is usually quicker and cheaper than litigation, and that parents who arrive at their own agreement may be more inclined to abide by it.

Against this it is objected that mediation could place victims of domestic abuse in the same room as their abuser, that a compulsory step may delay urgent decisions about a child's safety, and that a more powerful parent may pressure the other into an unfair settlement.

What remains is a weighing of efficiency and ownership of the outcome against the protection of the vulnerable party, and the two positions differ less in their facts than in which of these goods they take to be prior.
""", []),
            ("bullets", None, """
Thesis (the supporters):
- Mediation is usually quicker and cheaper than going to court, often settling matters in weeks rather than the many months a contested hearing can take.
- Parents who reach their own agreement may be more likely to keep to it.
- The supporters even grant that a more powerful parent may pressure the other into an unfair deal.

Antithesis (the critics):
- Mediation could bring victims of domestic abuse into the same room as their abuser.
- A compulsory step may hold up urgent decisions about a child's safety.

Synthesis:
- What remains is the question whether the advantages of agreement can be secured without exposing the weaker or endangered party to the very process meant to help.
""", [
                ("added_detail", "often settling matters in weeks rather than the many months a contested hearing can take", (0, 0)),
                ("side_swap", "The supporters even grant that a more powerful parent may pressure the other into an unfair deal", (1, 2)),
            ]),
            ("numbered", None, """
Let the positions be stated in order, as propositions to be weighed.

1. Thesis: mediation is, as a rule, quicker and cheaper than going to court.
2. Thesis: parents who arrive at their own agreement may be more likely to honour it.
3. Antithesis: mediation could put victims of domestic abuse in the same room as their abuser.
4. Antithesis: a compulsory step may delay urgent decisions about a child's safety.
5. Antithesis: a more powerful parent may press the other into an unfair deal.
6. Synthesis: what remains is a balance between the goods of speed, economy and durable agreement on one side and the dangers of coercion, delay and exposure to abuse on the other; the propositions do not contradict one another so much as compete for priority.
""", []),
            ("headed", None, """
I. Thesis
The supporters argue that mediation is usually quicker and cheaper than going to court, and that parents who reach their own agreement may be more likely to keep to it.

II. Antithesis
The critics answer that mediation could put victims of domestic abuse in the same room as their abuser; that a compulsory step would rarely hold up urgent decisions about a child's safety; and that a more powerful parent may pressure the other into an unfair deal.

III. Synthesis
What remains is the question, prima facie unresolved, of whether a requirement designed for the ordinary case can be made to accommodate the cases in which the parties do not meet as equals.
""", [
                ("negation", "a compulsory step would rarely hold up urgent decisions about a child's safety", (1, 1)),
            ]),
            ("dense", None, """
The supporters of compulsory mediation hold that it is usually quicker and cheaper than going to court and that parents who reach their own agreement may be more likely to keep to it, while the critics object that it could put victims of domestic abuse in the same room as their abuser, that a compulsory step may delay urgent decisions about a child's safety, and that a more powerful parent may push the other into an unfair deal; what remains is a choice between the virtues of consensus and the demands of protection, which neither position, on its own terms, can reconcile.
""", []),
            ("closing", None, """
The first position holds that separating parents should try mediation before going to court, since mediation is usually quicker and cheaper than a court hearing.

Against this it is objected that mediation could put victims of domestic abuse in the same room as their abuser, that a compulsory step may delay urgent decisions about a child's safety, and that a more powerful parent may pressure the other into an unfair deal; the critics further observe that mediators are seldom trained well enough to recognise when one parent is being coerced.

What remains is a question on which reasonable people weigh the same considerations differently, and the answer one gives will depend on which of these risks and benefits one regards as decisive.
""", [
                ("omitted_argument", None, (0, 1)),
                ("invented_claim", "mediators are seldom trained well enough to recognise when one parent is being coerced", None),
            ]),
        ],
    },
    {
        "id": "percent_for_public_art",
        "topic": "Requiring large new developments to spend a share of their budget on public art",
        "query": "Should large new building developments be required to spend a small share of their budget on public art?",
        "perspectives": [
            ("artists and arts groups", [
                "Public art could make new neighbourhoods feel more distinctive and welcoming.",
                "The rule would give local artists a steady source of paid work.",
            ]),
            ("developers", [
                "The extra cost may be passed on to buyers and tenants.",
                "The money might do more good spent on parks or community facilities.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The first position, advanced by artists and arts groups, holds that public art could lend new neighbourhoods a more distinctive and welcoming character, and that such a rule would provide local artists, especially recent art-school graduates, with a steady source of paid work.

Against this the developers object that the additional cost will inevitably be passed on in full to buyers and tenants, and that the same money might do more good if spent on parks or community facilities.

What remains is a disagreement about whether the benefits claimed for public art justify the burden and the alternatives forgone; on that question the two positions, prima facie, reach opposite verdicts.
""", [
                ("added_detail", "especially recent art-school graduates", (0, 1)),
                ("exaggeration", "the additional cost will inevitably be passed on in full to buyers and tenants", (1, 0)),
            ]),
            ("bullets", None, """
Thesis (artists and arts groups):
- Public art could make new neighbourhoods feel more distinctive and more welcoming.
- The rule would offer local artists a steady source of paid work.

Antithesis (developers):
- The extra cost may end up being passed on to buyers and tenants.
- The money might accomplish more good if spent on parks or community facilities.

Synthesis:
- What remains is a comparison of goods rather than a clash of facts: the aesthetic and economic benefits claimed by the first position set against the costs and alternative uses pointed to by the second.
""", []),
            ("numbered", None, """
The matter resolves itself into four propositions and a fifth that the developers add.

1. Thesis: public art could make new neighbourhoods feel more distinctive and welcoming.
2. Thesis: the rule would give local artists a steady source of paid work.
3. Antithesis: the extra cost may be passed on to buyers and tenants.
4. Antithesis: the money might do more good spent on parks or community facilities.
5. Antithesis: commissioned works often age badly and become a maintenance burden for whoever manages the building.
6. Synthesis: what remains is the question of whether a benefit to the character of a place and to the livelihoods of artists outweighs the costs and the alternative uses of the same money.
""", [
                ("invented_claim", "commissioned works often age badly and become a maintenance burden for whoever manages the building", None),
            ]),
            ("headed", None, """
I. Thesis: artists and arts groups
The artists and arts groups maintain that public art could make new neighbourhoods feel more distinctive and welcoming, and that the rule would give local artists a steady source of paid work; they even allow that the money might do more good spent on parks or community facilities.

II. Antithesis: developers
The developers reply that the extra cost may be passed on to buyers and tenants.

III. Synthesis
What remains is a question of distribution, namely who should bear the cost of a public good and whether that good, among the competing goods a development might fund, deserves a place secured by rule.
""", [
                ("side_swap", "they even allow that the money might do more good spent on parks or community facilities", (1, 1)),
            ]),
            ("dense", None, """
Artists and arts groups hold that public art could make new neighbourhoods feel more distinctive and welcoming and that the rule would give local artists a steady source of paid work, whereas developers object that the extra cost may be passed on to buyers and tenants and that the money might do more good spent on parks or community facilities; what remains, in nuce, is the tension between the claims of beauty and the claims of utility, which each side weighs in its own way.
""", []),
            ("closing", None, """
The first position, that of the artists and arts groups, holds that a rule of this kind would give local artists a steady source of paid work.

Against this the developers object that the extra cost may be passed on to buyers and tenants, and that the money might do more good if spent on parks or community facilities.

What remains is a judgement about priorities that the arguments themselves do not settle, and it is left to the reader to decide how these considerations should be weighed.
""", [
                ("omitted_argument", None, (0, 0)),
            ]),
        ],
    },
]
