"""fresh20 batch f81 (written by a separate writer): Requiring preregistration of study plans for publicly funded research; Giving long-serving postdoctoral researchers open-ended contracts; Banning fossil fuel company funding for university climate research; Requiring academic conferences to offer remote attendance."""

TOPICS = [
    {
        "id": "preregistration_public_research",
        "topic": "Requiring preregistration of study plans for publicly funded research",
        "query": "Should researchers funded by public money be required to preregister their hypotheses and analysis plans before collecting data?",
        "perspectives": [
            ("reproducibility advocates", [
                "Preregistration makes it harder to change hypotheses after seeing the results.",
                "It could reduce the number of published findings that later fail to replicate.",
            ]),
            ("exploratory and field researchers", [
                "Much valuable research starts without a fixed hypothesis and fits poorly into a preregistration form.",
                "The extra paperwork may slow down projects that are already short of time.",
            ]),
            ("research funders", [
                "A registry would let funders compare what was planned with what was actually done.",
                "Some funders would rather reward preregistration than make it compulsory.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Report on the submission: "Should publicly funded researchers be required to preregister their hypotheses and analysis plans?"

Summary of the case
The submission sets out three positions on compulsory preregistration: those of reproducibility advocates, of exploratory and field researchers, and of research funders. I take each in turn.

Strengths (as argued by reproducibility advocates)
1. Preregistration, it is argued, makes it more difficult to alter one's hypotheses once the results are in.
2. The advocates further contend that it could lower the number of published findings that subsequently fail to replicate.

Weaknesses / concerns raised by exploratory and field researchers
3. A good deal of valuable research begins without a fixed hypothesis, and such work, they submit, sits awkwardly within a preregistration form.
4. The additional paperwork may slow projects that are already pressed for time.

Remarks from research funders
5. A registry would allow funders to set what was planned against what was in fact done.
6. Some funders, however, would prefer to reward preregistration rather than make it compulsory.

Minor points
None of substance. The three positions are clearly stated, and this report does not recommend one over the others.
""", []),
            ("three_perspectives", None, """
Referee's report: compulsory preregistration for publicly funded research

Summary of the case
The question is whether researchers in receipt of public funds should have to lodge their hypotheses and analysis plans before collecting any data. The case is argued from two directions.

Strengths (as argued by reproducibility advocates)
(a) Committing to hypotheses in advance, the advocates argue, makes it harder to revise them after the results have been seen.
(b) They also suggest that the practice could reduce the number of published findings that later fail to replicate.

Weaknesses / concerns raised by exploratory and field researchers
(c) Much worthwhile research, on their account, begins with no fixed hypothesis at all and fits poorly into a preregistration template.
(d) The added administrative burden may slow projects that are already short of time.

Minor points
The arguments are set out with reasonable clarity; I have no further remarks.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Summary of the case
The submission asks whether publicly funded studies should be preregistered, and it canvasses the views of reproducibility advocates, exploratory and field researchers, and research funders.

Strengths (as argued by reproducibility advocates)
1. Preregistration makes it harder for researchers to shift their hypotheses once the results are known.
2. The advocates go further and maintain that compulsory preregistration would eliminate the problem of published findings failing to replicate. In support, they point to an audit of one funder's portfolio in which fewer than a third of completed studies had kept to their original analysis plan.

Weaknesses / concerns raised by exploratory and field researchers
3. Much valuable work begins without any fixed hypothesis and would fit poorly into a preregistration form.
4. The extra paperwork may hold up projects that are already short of time.

Remarks from research funders
5. A registry would enable funders to compare what was proposed with what was eventually done.
6. Some funders would prefer to reward preregistration than to mandate it.

Minor points
The case would be strengthened if the three positions were brought into closer dialogue, but each is stated intelligibly.
""", [
                ("exaggeration", "compulsory preregistration would eliminate the problem of published findings failing to replicate", (0, 1)),
                ("invented_statistic", "an audit of one funder's portfolio in which fewer than a third of completed studies had kept to their original analysis plan", None),
            ]),
            ("three_perspectives", None, """
Summary of the case
This is a three-sided debate over whether preregistration of hypotheses and analysis plans should be a condition of public research funding. I summarise each position before offering a brief overall remark.

1. Reproducibility advocates. The central claim is that preregistration makes it harder to change hypotheses after the results have been seen. A second, more tentative claim is that it could reduce how many published findings later fail to replicate.

2. Exploratory and field researchers. Their principal concern is that much valuable research starts without a fixed hypothesis and so fits poorly into a preregistration form. They also raise the practical worry that the extra paperwork may slow down projects already short of time.

3. Research funders. From the funders' side, a registry would make it possible to compare what was planned with what was actually done. Yet some funders, it is reported, would rather reward preregistration than make it compulsory.

Overall, the positions are clearly distinguished, and I see no grounds in the submission itself for preferring one to the others.
""", []),
            ("three_perspectives", None, """
Summary of the case
The submission considers mandatory preregistration for publicly funded research from the standpoints of reproducibility advocates, exploratory and field researchers, and research funders.

Strengths (as argued by reproducibility advocates)
(i) Preregistration makes it harder to rework hypotheses in the light of the results.
(ii) It could cut the number of published findings that subsequently fail to replicate.

Weaknesses / concerns raised by exploratory and field researchers
(iii) A great deal of valuable research begins without a fixed hypothesis and fits poorly into a preregistration form.
(iv) The additional paperwork, they concede, is unlikely to slow projects down, even those already short of time.
(v) They would also prefer that preregistration be rewarded rather than made compulsory.

Remarks from research funders
(vi) A registry would let funders compare what was planned with what was actually delivered.

Minor points
The distinction between remarks (iii) and (v) could be drawn more sharply, though this is a matter of presentation.
""", [
                ("negation", "The additional paperwork, they concede, is unlikely to slow projects down", (1, 1)),
                ("side_swap", "They would also prefer that preregistration be rewarded rather than made compulsory", (2, 1)),
            ]),
            ("three_perspectives", None, """
Summary of the case
At issue is whether researchers who receive public money should be obliged to preregister their hypotheses and analysis plans before data collection begins. Three constituencies are heard.

Strengths (as argued by reproducibility advocates)
1. The advocates' first point is that preregistration makes it harder to change hypotheses after seeing the results, for instance by quietly swapping a clinical trial's primary outcome once the data have been unblinded.
2. Their second is that it could reduce the number of published findings that later fail to replicate.

Weaknesses / concerns raised by exploratory and field researchers
3. Much valuable research starts with no fixed hypothesis, and such work fits poorly into a preregistration form.
4. The extra paperwork may slow projects that are already short of time.

Remarks from research funders
5. A registry would show funders what was planned alongside what was actually done.
6. Some funders would sooner reward preregistration than require it.

Minor points
No further points; the positions are set out fairly.
""", [
                ("added_detail", "for instance by quietly swapping a clinical trial's primary outcome once the data have been unblinded", (0, 0)),
            ]),
        ],
    },
    {
        "id": "open_ended_contracts_postdocs",
        "topic": "Giving long-serving postdoctoral researchers open-ended contracts",
        "query": "Should universities have to move postdoctoral researchers onto open-ended contracts once they have worked on fixed-term contracts for several years?",
        "perspectives": [
            ("research staff unions", [
                "Years of rolling short contracts leave researchers unable to plan their lives, such as buying a home or starting a family.",
                "Experienced researchers often leave academia, taking their skills with them, when a contract runs out.",
            ]),
            ("university managers", [
                "Most research posts are paid for by grants that last only a few years.",
                "Open-ended contracts could leave universities paying staff between grants or making them redundant.",
                "Fewer posts might be offered if each one carries a long-term commitment.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of the case. The question put is whether universities should be obliged to move postdoctoral researchers onto open-ended contracts once they have spent several years on fixed-term ones. The debate is conducted between research staff unions and university managers.

The unions' case rests on two points. First, years of rolling short contracts leave researchers unable to plan their lives, whether that means buying a home or starting a family. Second, experienced researchers often leave academia when a contract runs out, and their skills leave with them.

The managers raise three concerns in reply. Most research posts, they observe, are funded by grants lasting only a few years. Open-ended contracts could leave universities either paying staff between grants or making them redundant. And if each post carried a long-term commitment, fewer posts might be offered at all.
""", []),
            ("bullets", None, """
Summary of the case
- Question: should long-serving postdoctoral researchers be moved from fixed-term onto open-ended contracts?
- Parties: research staff unions and university managers.

Strengths (as argued by research staff unions)
- Years of rolling short contracts leave researchers unable to plan their lives, for example to buy a home or start a family.
- Experienced researchers, the unions note, tend to stay in academia when a contract runs out, so their skills are retained within the sector.
- Fixed-term staff are also, on the unions' account, routinely passed over for promotion and excluded from departmental decision-making.

Weaknesses / concerns raised by university managers
- Most research posts are paid for by grants that last only a few years.
- Open-ended contracts could leave universities paying staff between grants, or else making them redundant.
- Fewer posts might be offered if each came with a long-term commitment.

Minor points
- None.
""", [
                ("negation", "Experienced researchers, the unions note, tend to stay in academia when a contract runs out, so their skills are retained within the sector", (0, 1)),
                ("invented_claim", "Fixed-term staff are also, on the unions' account, routinely passed over for promotion and excluded from departmental decision-making", None),
            ]),
            ("numbered", None, """
Summary of the case: whether universities should have to convert long-serving postdoctoral researchers from fixed-term to open-ended contracts. My remarks follow the order in which the arguments are made.

1. (Research staff unions) Years spent on rolling short contracts leave researchers unable to plan their lives, for instance to buy a home or start a family.
2. (Research staff unions) When a contract runs out, experienced researchers often leave academia and take their skills with them.
3. (University managers) Most research posts are funded by grants that last only a few years.
4. (University managers) Open-ended contracts could leave universities paying staff in the gaps between grants, or making them redundant.
5. (University managers) If every post carried a long-term commitment, fewer posts might be offered.

Minor points: none; each side's arguments are stated clearly.
""", []),
            ("headed", None, """
Summary of the case
The submission debates whether postdoctoral researchers who have worked on fixed-term contracts for several years should be moved onto open-ended ones.

Strengths (as argued by research staff unions)
The unions argue that years of rolling short contracts leave researchers unable to plan their lives, such as buying a home or starting a family. They add that experienced researchers often leave academia when their contract ends, taking their skills with them. The unions do, however, accept that fewer posts might be offered if each one carried a long-term commitment.

Weaknesses / concerns raised by university managers
The managers point out that most research posts are paid for by grants lasting only a few years, and that open-ended contracts could leave universities paying staff between grants or making them redundant.

Minor points
The two sections are of comparable length and weight; I have nothing further to add.
""", [
                ("side_swap", "The unions do, however, accept that fewer posts might be offered if each one carried a long-term commitment", (1, 2)),
            ]),
            ("dense", None, """
In summary, research staff unions argue that years of rolling short contracts leave postdoctoral researchers unable to plan their lives, for instance to buy a home or start a family, and that experienced researchers often leave academia with their skills when a contract runs out, whereas university managers counter that every research post is paid for by grants lasting only a few years, that open-ended contracts could leave universities paying staff between grants or making them redundant, and that fewer posts might be offered if each carried a long-term commitment; both positions are, in my view, adequately argued.
""", [
                ("exaggeration", "every research post is paid for by grants lasting only a few years", (1, 0)),
            ]),
            ("closing", None, """
Summary of the case
Should postdoctoral researchers on long runs of fixed-term contracts be given open-ended ones? The submission hears from research staff unions and from university managers.

Strengths (as argued by research staff unions)
(a) Rolling short contracts, sustained over years, leave researchers unable to plan their lives, for example to buy a home or start a family.
(b) Experienced researchers often quit academia when a contract runs out, and their skills go with them.

Weaknesses / concerns raised by university managers
(c) Most research posts depend on grants of only a few years' duration.
(d) Open-ended contracts could leave universities either paying staff between grants or making them redundant.
(e) Fewer posts might be offered if each came with a long-term commitment.

In closing: both sides make their case with care, and I leave the weighing of them to the editor.
""", []),
        ],
    },
    {
        "id": "fossil_fuel_funding_climate_research",
        "topic": "Banning fossil fuel company funding for university climate research",
        "query": "Should universities refuse funding from oil and gas companies for their climate and energy research?",
        "perspectives": [
            ("supporters", [
                "Industry money may bias which questions get studied and how results are presented.",
                "Accepting the funding can damage public trust in university climate research.",
            ]),
            ("critics", [
                "Energy companies fund work on technologies such as carbon capture that might otherwise go unfunded.",
                "Universities already have review processes to protect academic independence.",
                "Refusing the money would not stop companies from funding research elsewhere.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of the case. The submission considers whether universities should refuse funding from oil and gas companies for their climate and energy research, and presents the views of supporters and critics of such a ban.

Supporters make two principal points. Industry money, they suggest, may bias both which questions are studied and how the results are presented, not least through contract clauses that give sponsors an early look at papers before submission. They further argue that accepting such funding can damage public trust in university climate research.

Critics respond that energy companies fund work on technologies such as carbon capture that might otherwise go unfunded. They also observe that universities already operate review processes designed to protect academic independence.

Minor points. The exchange is even-handed in tone, if somewhat brief.
""", [
                ("added_detail", "not least through contract clauses that give sponsors an early look at papers before submission", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
Summary of the case
- The question is whether universities ought to turn down oil and gas company funding for climate and energy research.

Strengths (as argued by supporters of a ban)
- Industry money may skew which questions get studied and how findings are presented.
- Taking the funding can erode public trust in university climate research.

Weaknesses / concerns raised by critics
- Energy companies pay for work on technologies such as carbon capture that might otherwise find no funder.
- Universities already have review processes in place to safeguard academic independence.
- Turning the money down would not prevent companies from funding research elsewhere.

Minor points
- None; the arguments on each side are stated plainly.
""", []),
            ("numbered", None, """
Summary of the case: should universities decline oil and gas company funding for their climate and energy research? Remarks are numbered for ease of reference.

1. Supporters of a ban argue that industry money may bias which questions are studied and how results are presented.
2. They add that accepting such funding can damage public trust in university climate research.
3. Supporters also note that several universities which have refused the money have gone on to attract larger grants from public funders.
4. Critics reply that energy companies fund work on technologies such as carbon capture that might otherwise go unfunded.
5. They acknowledge that universities' existing review processes do little to protect academic independence.
6. Finally, critics contend that refusing the money would not stop companies from funding research elsewhere.

Minor points: none.
""", [
                ("invented_claim", "several universities which have refused the money have gone on to attract larger grants from public funders", None),
                ("negation", "They acknowledge that universities' existing review processes do little to protect academic independence", (1, 1)),
            ]),
            ("headed", None, """
Summary of the case
Whether universities should refuse oil and gas company money for climate and energy research is contested between supporters and critics of a ban.

Strengths (as argued by supporters)
Supporters hold that industry funding may bias which questions researchers pursue and how they present their results. They also maintain that accepting the money can damage public trust in university climate research.

Weaknesses / concerns raised by critics
Critics point out that energy companies fund work on technologies such as carbon capture that might otherwise go unfunded. They note that universities already have review processes to protect academic independence. And they argue that a refusal would not stop companies funding research elsewhere.

Minor points
I have no minor points to raise.
""", []),
            ("dense", None, """
The case for a ban, as its supporters put it, is that industry money may bias which questions get studied and how results are presented, and that accepting it will inevitably destroy public trust in university climate research; the critics reply that energy companies fund work on technologies such as carbon capture that might otherwise go unfunded, that universities already have review processes to protect academic independence, and that refusing the money would not stop companies from funding research elsewhere.
""", [
                ("exaggeration", "accepting it will inevitably destroy public trust in university climate research", (0, 1)),
            ]),
            ("closing", None, """
Summary of the case
The submission asks whether universities should refuse funding from oil and gas companies for their climate and energy research.

Strengths (as argued by supporters)
1. Industry money may influence which questions are studied and how results are presented.
2. Accepting it can damage public trust in university climate research.

Weaknesses / concerns raised by critics
3. Energy companies fund work on technologies such as carbon capture that might otherwise go unfunded.
4. Universities already have review processes for protecting academic independence.
5. Refusing the money would not stop companies funding research elsewhere.

To close: both sides argue from defensible premises, and the submission does not, in my reading, settle the question one way or the other.
""", []),
        ],
    },
    {
        "id": "remote_attendance_academic_conferences",
        "topic": "Requiring academic conferences to offer remote attendance",
        "query": "Should academic conferences be required to offer a remote attendance option for every session?",
        "perspectives": [
            ("supporters", [
                "Remote attendance lets researchers with little travel money, caring duties or visa problems take part.",
                "Less flying to conferences would cut the carbon emissions of academic travel.",
            ]),
            ("conference organisers", [
                "Streaming every session adds costs that could push up registration fees.",
                "Much of a conference's value comes from informal conversations that are hard to recreate online.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of the case. The submission asks whether academic conferences should be required to offer remote attendance for every session; the debate is between supporters of such a requirement and conference organisers.

Supporters argue that remote attendance allows researchers with little travel money, caring duties or visa problems to take part. They return to this point with some emphasis: researchers who lack the funds or the freedom to travel could still take part if sessions were available remotely.

Organisers reply that streaming every session adds costs that could push up registration fees. They also contend that much of a conference's value lies in informal conversations, which are hard to recreate online.

Minor points. The two sides engage each other only obliquely, though both are clearly expressed.
""", [
                ("repetition", "They return to this point with some emphasis: researchers who lack the funds or the freedom to travel could still take part if sessions were available remotely", (0, 1)),
            ]),
            ("bullets", None, """
Summary of the case
- At issue: mandatory remote attendance at every session of an academic conference.
- Parties: supporters of the requirement and conference organisers.

Strengths (as argued by supporters)
- Remote attendance lets researchers with little travel money, caring responsibilities or visa difficulties take part.
- Less flying to conferences would reduce the carbon emissions of academic travel.
- Supporters accept, though, that much of a conference's value comes from informal conversations that are hard to recreate online.

Weaknesses / concerns raised by conference organisers
- Streaming every session adds costs, from camera crews to licences for streaming platforms, that could push up registration fees.

Minor points
- None.
""", [
                ("side_swap", "Supporters accept, though, that much of a conference's value comes from informal conversations that are hard to recreate online", (1, 1)),
                ("added_detail", "from camera crews to licences for streaming platforms", (1, 0)),
            ]),
            ("numbered", None, """
Summary of the case: should academic conferences be obliged to offer remote attendance for every session? Four remarks.

1. Supporters contend that remote attendance makes it possible for researchers with little travel money, caring duties or visa problems to take part.
2. They also argue that less flying to conferences would lower the carbon emissions of academic travel.
3. Conference organisers counter that streaming every session adds costs which could push registration fees up.
4. They further hold that much of what makes a conference valuable is informal conversation, and that this is hard to recreate online.
""", []),
            ("headed", None, """
Summary of the case
The submission considers a requirement that academic conferences offer remote attendance for every session.

Strengths (as argued by supporters)
Supporters argue that remote attendance lets researchers with little travel money, caring duties or visa problems take part, and that less flying to conferences would cut the carbon emissions of academic travel. They add that recorded sessions would remain available afterwards, so that researchers in other time zones could catch up at their convenience.

Weaknesses / concerns raised by conference organisers
Organisers warn that streaming every session adds costs that could push up registration fees. They also stress that much of a conference's value comes from informal conversations that are hard to recreate online.

Minor points
None of consequence.
""", [
                ("invented_claim", "recorded sessions would remain available afterwards, so that researchers in other time zones could catch up at their convenience", None),
            ]),
            ("dense", None, """
Supporters of compulsory remote attendance argue that less flying to conferences would cut the carbon emissions of academic travel, while conference organisers respond that streaming every session adds costs that could push up registration fees and that the informal conversations from which a conference draws its value simply cannot be recreated online; on the case as presented, neither position is decisively stronger.
""", [
                ("omitted_argument", None, (0, 0)),
                ("exaggeration", "the informal conversations from which a conference draws its value simply cannot be recreated online", (1, 1)),
            ]),
            ("closing", None, """
Summary of the case
Whether every session at an academic conference should have a remote attendance option is debated by supporters and by conference organisers.

Strengths (as argued by supporters)
(a) Remote attendance opens participation to researchers with little travel money, caring duties or visa problems.
(b) Less flying to conferences would cut the carbon emissions of academic travel.

Weaknesses / concerns raised by conference organisers
(c) Streaming every session brings added costs that could drive up registration fees.
(d) Much of a conference's value comes from informal conversations, which are hard to reproduce online.

In closing, I would simply observe that both sides raise considerations a programme committee might reasonably weigh, and the submission leaves that weighing open.
""", []),
        ],
    },
]
