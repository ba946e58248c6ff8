"""Batch 4: deep-sea mining, free museum entry, collider funding, right to repair, universal school meals."""

TOPICS = [
    {
        "id": "deep_sea_mining",
        "topic": "Deep-sea mining",
        "query": "Should deep-sea mining of the ocean floor be allowed?",
        "perspectives": [
            ("mining companies", [
                "Seabed nodules hold cobalt and nickel needed for electric-vehicle batteries.",
                "Mining the seabed could reduce pressure to open new mines on land.",
            ]),
            ("marine scientists", [
                "Deep-sea ecosystems are poorly understood and could take centuries to recover.",
                "Sediment plumes from mining may spread far beyond the mining site.",
            ]),
            ("coastal and island communities", [
                "Some Pacific nations see royalties as a chance for economic development.",
                "Fishing communities worry that disturbance could affect fish stocks they depend on.",
            ]),
        ],
        "variants": [
            ("three_perspectives", "Deep-sea mining pits several interests against each other. Here is how the main groups see it.", """
Mining companies make the case that the nodules scattered across the seabed contain the cobalt and nickel that electric-vehicle batteries require. They also suggest that getting these metals from the ocean floor could ease the pressure to dig new mines on land.

Marine scientists are far more cautious. We still know very little about deep-sea ecosystems, and once disturbed they might need centuries to recover. There is also the problem of sediment plumes, which could drift well beyond the area actually being mined.

Coastal and island communities are split. For some Pacific nations, royalties from mining represent an opportunity for economic development. Fishing communities, on the other hand, fear that the disturbance could harm the fish stocks they rely on.
""", []),
            ("three_perspectives", None, """
1. **Mining companies** argue that seabed nodules contain cobalt and nickel essential for EV batteries, and that ocean mining could take pressure off new land mines. They also emphasise that royalties could fund development in Pacific nations.
2. **Marine scientists** warn that deep-sea ecosystems are poorly understood and might take centuries to recover, and that sediment plumes could spread far from the mining site.
3. **Coastal communities** — especially those that fish — are concerned that the disturbance could damage the fish stocks they depend on.
""", [("side_swap", "They also emphasise that royalties could fund development in Pacific nations.", (2, 0))]),
            ("three_perspectives", None, """
### Industry
The seabed holds nodules rich in cobalt and nickel, both needed for electric-vehicle batteries, and mining them could reduce the need for new land-based mines.

### Science
Researchers point out that deep-sea ecosystems remain poorly understood and could take centuries to recover from damage. Plumes of sediment stirred up by mining may also spread far beyond the site itself; tests in 2021 tracked plumes travelling up to 600 kilometres from the collector vehicle.

### Coastal communities
Some Pacific nations view royalties as a route to economic development.
""", [
                ("invented_statistic", "tests in 2021 tracked plumes travelling up to 600 kilometres from the collector vehicle", None),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
- **Mining companies:** the seabed is a source of cobalt and nickel for EV batteries; tapping it might relieve pressure to open new mines on land.
- **Marine scientists:** we understand deep-sea ecosystems poorly, they could need centuries to recover, and sediment plumes may travel well beyond the mined area.
- **Coastal and island communities:** some Pacific states hope royalties will support their development, while fishing communities fear damage to the fish stocks they live from.
""", []),
            ("three_perspectives", None, """
Supporters in the mining industry note that seabed nodules contain cobalt and nickel for electric-vehicle batteries, and that mining them could ease pressure to open new mines on land.

Marine scientists see serious risks. Deep-sea ecosystems are poorly understood and could take centuries to recover, and sediment plumes from mining may spread far beyond the site. Scientists add that noise from mining equipment could disrupt the migration of whales.
""", [
                ("invented_claim", "Scientists add that noise from mining equipment could disrupt the migration of whales.", None),
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Mining companies see cobalt- and nickel-rich nodules for electric-vehicle batteries and a way to relieve pressure on land mining; marine scientists warn that the poorly understood deep-sea ecosystems would never recover once mined and that sediment plumes may spread far beyond the site; and coastal communities are divided between Pacific nations hoping royalties will fund development and fishing communities worried about the fish stocks they depend on.
""", [("exaggeration", "the poorly understood deep-sea ecosystems would never recover once mined", (1, 0))]),
        ],
    },
    {
        "id": "free_museum_entry",
        "topic": "Free entry to national museums",
        "query": "Should national museums be free to enter?",
        "perspectives": [
            ("pro", [
                "Free entry widens access for low-income families and school groups.",
                "Visitor numbers tend to rise when admission charges are dropped.",
            ]),
            ("con", [
                "Without ticket income, museums depend more on uncertain government funding.",
                "Tourists who could easily pay would also get in free.",
                "Larger crowds may strain staff and fragile collections.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The strongest argument for free admission is access. Without a ticket price, low-income families and school groups can visit far more easily, and museums typically see visitor numbers climb after they stop charging.

There are trade-offs, though. Museums that give up ticket revenue become more reliant on government funding, which can be unpredictable. Free entry also applies to tourists who would have no trouble paying. And bigger crowds can put pressure on staff and on delicate objects in the collection.
""", []),
            ("bullets", None, """
**For free entry**
- Attendance usually goes up when admission fees are removed.

**Against free entry**
- Museums would rely more heavily on government funding, which is not guaranteed.
- Visitors who could comfortably afford a ticket — including many tourists — would pay nothing.
- Bigger crowds could stretch staff and endanger fragile items.
- It widens access for low-income families and school groups.
""", [("side_swap", "It widens access for low-income families and school groups.", (0, 0))]),
            ("numbered", None, """
Here are the main arguments:

1. Free entry opens museums to low-income families and school groups who might otherwise stay away.
2. Visitor numbers generally increase once admission charges are scrapped.
3. On the other hand, losing ticket income leaves museums more dependent on government funding that may not be secure.
4. Tourists who could easily afford to pay would get in free as well.
5. Larger crowds could put a strain on staff and on fragile collections.
""", []),
            ("headed", None, """
### Access and attendance
Supporters argue that removing charges makes museums accessible to low-income families and school groups. Visitor numbers tend to rise as a result; when Norway's national galleries went free, attendance rose by 47% in the first year.

### Funding and pressure
Critics counter that without ticket revenue, museums must lean more on uncertain public funding. They also point out that tourists who could easily pay would get in for nothing, and that larger crowds may strain staff and fragile collections.
""", [("invented_statistic", "when Norway's national galleries went free, attendance rose by 47% in the first year", None)]),
            ("dense", None, """
Advocates of free admission say it opens museums to low-income families and school groups and tends to boost visitor numbers, while critics argue that losing ticket income makes museums more dependent on uncertain government funding, lets tourists who could easily pay in for free, and brings crowds that may strain staff and fragile collections.
""", []),
            ("closing", None, """
Proponents of free entry stress that it makes museums accessible to families on low incomes and to school groups. Removing the price barrier means that children from every background can experience their national heritage, not just those whose parents can afford a ticket. Visitor numbers also tend to rise when charges are dropped.

Opponents worry that without ticket revenue, museums would be more exposed to unreliable government funding, and that bigger crowds could strain staff and delicate collections.

Ultimately, the answer depends on how museums are funded and what role they are expected to play.
""", [("repetition", "Removing the price barrier means that children from every background can experience their national heritage, not just those whose parents can afford a ticket.", (1, 1))]),
        ],
    },
    {
        "id": "collider_funding",
        "topic": "Funding a next-generation particle collider",
        "query": "Should governments fund a next-generation particle collider?",
        "perspectives": [
            ("pro", [
                "A new collider could answer open questions about the Higgs boson and dark matter.",
                "Big physics projects have produced spin-off technologies such as advances in medical imaging.",
                "Such projects train thousands of engineers and scientists.",
            ]),
            ("con", [
                "The cost of tens of billions could fund many smaller experiments.",
                "There is no guarantee it will discover new particles.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Physicists who back the project argue that a new collider could shed light on questions that remain open, from the properties of the Higgs boson to the nature of dark matter. They also note that large physics projects have a history of producing spin-off technologies, such as improvements in medical imaging. It would also create thousands of construction jobs in the host region.

Skeptics focus on cost and uncertainty. Tens of billions spent on a single machine could instead support a large number of smaller experiments, and there is no guarantee that the collider will find any new particles.
""", [
                ("invented_claim", "It would also create thousands of construction jobs in the host region.", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("bullets", None, """
**Reasons to fund it**
- It could help resolve open questions about the Higgs boson and dark matter.
- Projects like this have led to spin-off technologies, for example in medical imaging.
- They train thousands of scientists and engineers.

**Reasons for caution**
- Its price tag of tens of billions could pay for many smaller experiments.
- Nothing guarantees that it will discover new particles.
""", []),
            ("numbered", None, """
1. Scientific questions: a next-generation collider could help answer open questions about the Higgs boson and dark matter.
2. Spin-offs: unlike earlier big physics projects, it is not expected to produce spin-off technologies such as advances in medical imaging.
3. Training: such projects train thousands of engineers and scientists.
4. Opportunity cost: tens of billions could fund many smaller experiments instead.
5. Uncertainty: there is no guarantee the machine will find new particles.
""", [("negation", "unlike earlier big physics projects, it is not expected to produce spin-off technologies such as advances in medical imaging", (0, 1))]),
            ("headed", None, """
### The scientific and economic case
A new collider might answer some of the biggest open questions in physics, including those about the Higgs boson and dark matter. Past projects of this scale have generated spin-off technologies, including advances in medical imaging, and they train thousands of engineers and scientists.

### The case against
At a cost of tens of billions, the same money could support many smaller experiments. And there is no guarantee of discovering new particles.
""", []),
            ("dense", None, """
Backers argue that a new collider could resolve open questions about the Higgs boson and dark matter, that such projects have yielded spin-offs like advances in medical imaging, that they train thousands of engineers and scientists, and that there is no guarantee it will find new particles, while critics say that its cost of tens of billions could fund many smaller experiments.
""", [("side_swap", "that there is no guarantee it will find new particles", (1, 1))]),
            ("closing", None, """
Supporters say a new collider will finally solve the mysteries of the Higgs boson and dark matter. They also point to spin-off technologies from past physics projects, such as advances in medical imaging, and to the thousands of engineers and scientists such projects train.

Critics counter that tens of billions could instead fund many smaller experiments, and that there is no guarantee of discovering new particles.

How governments decide will depend on how they balance long-term fundamental research against other scientific priorities.
""", [("exaggeration", "a new collider will finally solve the mysteries of the Higgs boson and dark matter", (0, 0))]),
        ],
    },
    {
        "id": "right_to_repair",
        "topic": "Right-to-repair laws",
        "query": "Should manufacturers be required to make their products repairable by owners and independent shops?",
        "perspectives": [
            ("pro", [
                "Repairable products last longer, cutting electronic waste.",
                "Independent repair shops can offer cheaper fixes than manufacturers.",
            ]),
            ("con", [
                "Opening up repair manuals and parts may expose security vulnerabilities.",
                "Unqualified repairs could make devices unsafe, for example when batteries are replaced.",
                "Design requirements could raise production costs.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Advocates of right-to-repair laws argue that products which can be fixed stay in use for longer, which means less electronic waste. They also point out that independent repair shops can usually fix things for less than the manufacturer charges.

Manufacturers see several risks. Making repair manuals and parts widely available might expose security weaknesses. Repairs done by people without the right training could leave devices unsafe — replacing batteries is a commonly cited example. And having to design for repairability could push up production costs.
""", []),
            ("bullets", None, """
Concerns raised by manufacturers:
- Publishing repair manuals and selling parts could reveal security vulnerabilities.
- Repairs by unqualified people might make devices dangerous, especially battery replacements.
- Mandatory repairable designs could increase production costs; industry estimates suggest the rules could add 8% to the price of a smartphone.
""", [
                ("invented_statistic", "industry estimates suggest the rules could add 8% to the price of a smartphone", None),
                ("omitted_perspective", None, 0),
            ]),
            ("numbered", None, """
1. **Less waste.** Products that can be repaired last longer, reducing electronic waste.
2. **Cheaper repairs.** Independent shops can fix devices for less than manufacturers, using the same genuine parts.
3. **Security.** Making manuals and components widely available may expose security vulnerabilities.
4. **Safety.** Repairs by unqualified people could make devices unsafe, particularly when batteries are swapped.
5. **Cost.** Design requirements could make products more expensive to produce.
""", [("added_detail", "using the same genuine parts", (0, 1))]),
            ("headed", None, """
### Why supporters want it
Longer-lasting, repairable products would cut electronic waste, and independent repairers could offer cheaper fixes than manufacturers do.

### Why manufacturers resist
Opening up manuals and parts might create security vulnerabilities, unqualified repairs — battery replacements in particular — could make devices unsafe, and design mandates may raise production costs.
""", []),
            ("dense", None, """
Right-to-repair supporters say repairable products last longer and so cut electronic waste, and that independent shops can fix them more cheaply than manufacturers, while opponents warn that releasing manuals and parts may expose security holes, that unqualified repairs such as battery swaps could make devices unsafe, and that design requirements could raise production costs.
""", []),
            ("closing", None, """
On one side, independent repair shops point out that they can offer cheaper fixes than manufacturers. Manufacturers, for their part, note that repairable products last longer and cut electronic waste, but they also warn that sharing repair manuals and parts could expose security vulnerabilities, that unqualified repairs — for instance battery replacements — could leave devices unsafe, and that design requirements may increase production costs.

The right balance will depend on how lawmakers weigh consumer choice and sustainability against safety and security.
""", [("side_swap", "Manufacturers, for their part, note that repairable products last longer and cut electronic waste", (0, 0))]),
        ],
    },
    {
        "id": "universal_school_meals",
        "topic": "Universal free school meals",
        "query": "Should all schoolchildren get free school meals, regardless of family income?",
        "perspectives": [
            ("pro", [
                "Free meals for all remove the stigma that comes with means-tested lunches.",
                "Well-fed children may concentrate better in class.",
                "Universal schemes cut the paperwork of checking eligibility.",
            ]),
            ("con", [
                "Subsidising meals for wealthy families is a poor use of limited budgets.",
                "Schools may lack the kitchens and staff to serve everyone.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of universal free meals make three main points. When every child eats for free, nobody is singled out as the "free lunch kid", so the stigma attached to means-tested meals disappears. Children who are properly fed may also find it easier to focus in lessons. And schools and families are spared the administrative work of proving and checking eligibility.

Critics respond that paying for the lunches of well-off families is not a sensible use of tight budgets. They also question whether schools have enough kitchen space and staff to feed every pupil.
""", []),
            ("bullets", None, """
**Arguments for universal free meals**
- No stigma: when meals are free for everyone, no child stands out as receiving a means-tested lunch.
- Better concentration: children who have eaten well may focus better in class.
- Less bureaucracy: there is no eligibility paperwork to process.
- Universal meals also support local farmers when schools buy their produce nearby.

**Arguments against**
- Public money would subsidise meals for families who can easily afford them.
- Many schools may not have the kitchens or staff to serve all pupils.
""", [("invented_claim", "Universal meals also support local farmers when schools buy their produce nearby.", None)]),
            ("numbered", None, """
1. Removing stigma — universal provision means no child is marked out by means-tested lunches.
2. Learning — well-nourished children may concentrate better.
3. Simplicity — no need to check each family's eligibility.
4. Cost — critics argue that subsidising meals for wealthy families is a poor use of scarce funds.
5. Capacity — some schools may not have the kitchens and staff to serve everyone.
""", []),
            ("headed", None, """
### Ending the stigma
Making meals free for everyone removes the stigma attached to means-tested lunches.

### Better learning
Children who are well fed may concentrate better in class, leading to higher exam results.

### Less red tape
A universal scheme does away with the paperwork of checking which families qualify.
""", [
                ("added_detail", "leading to higher exam results", (0, 1)),
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
Supporters argue that well-fed children may concentrate better in class, even though means-tested lunches carry little stigma, whereas opponents say that subsidising meals for wealthy families wastes limited budgets and that schools may lack the kitchens and staff to serve everyone.
""", [
                ("negation", "even though means-tested lunches carry little stigma", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
Advocates argue that universal free meals remove the stigma of means-tested lunches, cut the paperwork involved in checking eligibility, and ensure that children are guaranteed to concentrate better in every lesson. Opponents contend that subsidising wealthier families is a poor use of limited budgets and that many schools may lack the kitchens and staff to feed everyone.

In the end, it comes down to whether a government prefers a universal or a targeted approach.
""", [("exaggeration", "children are guaranteed to concentrate better in every lesson", (0, 1))]),
        ],
    },
]
