"""Fresh18 batch f76 (written by a separate writer): Publishing death and complication rates for individual named surgeons; Printing shop receipts only when customers ask for one; Council-funded tool lending libraries; A shot clock in all professional snooker tournaments."""

TOPICS = [
    {
        "id": "named_surgeon_outcome_rates",
        "topic": "Publishing death and complication rates for individual named surgeons",
        "query": "Should hospitals publish death and complication rates for individual named surgeons?",
        "perspectives": [
            ("patient groups", [
                "Patients have a right to see how often an operation goes wrong before they choose a surgeon.",
                "Public figures could push surgeons with weaker results to improve.",
            ]),
            ("surgeons", [
                "Some surgeons may avoid high-risk patients to protect their published figures.",
                "With small numbers of operations, one surgeon's rate can swing widely by chance.",
            ]),
            ("hospital managers", [
                "Published data could help managers spot problems in a unit earlier.",
                "Producing fair, risk-adjusted figures would take staff time and money.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Slide 1: Title — Publishing named surgeons' outcome data
- Death and complication rates, surgeon by surgeon
- Three groups, three different concerns

Slide 2: Patient groups
- Right to know before choosing
- Public figures could lift weaker performers

Speaker notes: Patient groups argue that people should be able to see how often an operation goes wrong before they pick a surgeon. They also think that publishing the numbers could push surgeons with weaker results to improve.

Slide 3: Surgeons
- Risk of avoiding high-risk patients
- Small caseloads, big random swings

Speaker notes: Many surgeons worry that some colleagues may turn down high-risk patients simply to protect their published figures. They also point out that when a surgeon does relatively few operations, his or her rate can swing widely by chance alone.

Slide 4: Hospital managers
- Possible earlier warning of unit problems
- Fair, risk-adjusted figures cost time and money

Speaker notes: Managers see a possible benefit in spotting problems in a unit sooner. The catch is the work involved: producing figures that are properly risk-adjusted would take staff time and money.

Slide 5: Discussion
- How should openness be weighed against fairness to individual surgeons?
""", []),
            ("three_perspectives", None, """
Slide 1: Title — Surgeon-level results: publish or not?
- Named surgeons, named outcomes
- Patients and profession at odds

Slide 2: The patient view
- Informed choice of surgeon
- Visibility as a possible spur to improve

Speaker notes: Patient groups say people deserve to know how often an operation goes wrong before deciding who operates on them. Making the figures public could also nudge surgeons with poorer results to raise their game.

Slide 3: The surgeons' view
- Incentive to avoid difficult cases
- Low volumes can distort the numbers

Speaker notes: Some surgeons may steer away from high-risk patients to keep their published figures looking good. And where a surgeon performs only a handful of a given operation, chance alone can move the rate a long way.

Slide 4: Discussion
- What would make surgeon-level figures fair to patients and surgeons alike?
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Slide 1: Title — Naming surgeons, publishing results
- Who benefits from the numbers?

Slide 2: Patient groups
- Knowing the odds before choosing
- Pressure on weaker performers

Speaker notes: Patient groups frame this as a right: before choosing a surgeon, people should be able to see how often that operation goes wrong. They argue that once the figures are public, surgeons with weaker results will have no choice but to improve.

Slide 3: Surgeons
- Possible avoidance of high-risk patients
- Chance swings in small caseloads

Speaker notes: Surgeons warn that some colleagues may avoid high-risk patients to protect their figures. They add that with small numbers of operations, a single surgeon's rate can swing widely by chance.

Slide 4: Hospital managers
- Could flag unit problems sooner
- Real cost of fair, risk-adjusted figures

Speaker notes: Managers think the data could help them spot problems in a unit earlier; an audit of cardiac units found problems were picked up eighteen months sooner once surgeon-level data went public. They also note that producing fair, risk-adjusted figures would take staff time and money.

Slide 5: Discussion
- Who should decide what counts as a fair comparison?
""", [
                ("exaggeration", "surgeons with weaker results will have no choice but to improve", (0, 1)),
                ("invented_statistic", "an audit of cardiac units found problems were picked up eighteen months sooner once surgeon-level data went public", None),
            ]),
            ("three_perspectives", None, """
Slide 1: Title — Should individual surgeons' outcomes be public?

Slide 2: Patient groups — the case for
- See the odds before choosing
- Could push weaker surgeons to improve

Slide 3: Surgeons — the case for caution
- Some may avoid high-risk patients
- Small numbers, large chance swings

Speaker notes: Surgeons' first worry is behaviour: some may turn away high-risk patients to protect their figures. Their second is statistical, since a surgeon with few operations can see his or her rate jump about by chance.

Slide 4: Hospital managers — both sides
- Could flag unit problems earlier
- Risk-adjusting fairly takes time, money

Speaker notes: Managers sit in the middle here. Published data could help them notice trouble in a unit sooner, but producing figures that are fair and properly risk-adjusted would eat into staff time and budgets.

Slide 5: Discussion
- Which of these concerns should carry most weight?
""", []),
            ("three_perspectives", None, """
Slide 1: Title — Surgeon-by-surgeon outcome data
- What would publication change?

Slide 2: Patients' perspective
- Right to know failure rates
- Openness could drive improvement

Speaker notes: For patient groups, it is about informed choice: you should be able to see how often an operation goes wrong before you choose who does it. They also believe that public figures could push surgeons with weaker results to do better.

Slide 3: Surgeons' perspective
- Small samples, misleading swings

Speaker notes: Surgeons stress the statistics. With small numbers of operations, one surgeon's rate can swing widely by chance.

Slide 4: Hospital managers' perspective
- Earlier sight of struggling units
- Costly to risk-adjust properly

Speaker notes: Managers think published data could help them spot problems in a unit earlier. They also worry that some surgeons may avoid high-risk patients just to protect their figures. Producing fair, risk-adjusted figures would take staff time and money, with each trust needing its own team of statisticians.

Slide 5: Discussion
- What safeguards, if any, would make publication workable?
""", [
                ("side_swap", "They also worry that some surgeons may avoid high-risk patients just to protect their figures", (1, 0)),
                ("added_detail", "with each trust needing its own team of statisticians", (2, 1)),
            ]),
            ("three_perspectives", None, """
Slide 1: Title — Publishing individual surgeons' results

Slide 2: Patient groups
- Right to see failure rates first
- Compare surgeons before agreeing to surgery

Slide 3: Surgeons
- Some may shun high-risk patients to protect figures
- Small numbers, chance-driven swings

Slide 4: Hospital managers
- Could reveal unit problems sooner
- Fair risk adjustment needs time, money

Speaker notes: The managers' position is mixed. The same data that could help them spot a struggling unit early would also need staff time and money to turn into fair, risk-adjusted figures.

Slide 5: Discussion
- What would a fair version of this look like?
""", [
                ("repetition", "Compare surgeons before agreeing to surgery", (0, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "receipts_only_on_request",
        "topic": "Printing shop receipts only when customers ask for one",
        "query": "Should shops print paper receipts only when a customer asks for one?",
        "perspectives": [
            ("supporters", [
                "Printing fewer receipts would cut paper waste.",
                "Till staff would handle less receipt paper, which can contain chemicals of concern.",
                "Shops could save money on till rolls.",
            ]),
            ("critics", [
                "Customers without a smartphone or email address may struggle to prove a purchase when returning goods.",
                "Offering digital receipts could let shops collect customers' email addresses for marketing.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Slide 1: Title — Receipts on request only
- Paper by default, or by choice?

Speaker notes: This deck sets out the arguments for and against shops printing a receipt only when the customer asks for one.

Slide 2: The case for
- Less paper waste
- Less chemical contact for till staff
- Possible savings on till rolls

Speaker notes: Supporters say printing fewer receipts would cut paper waste. They also point out that till staff would handle less receipt paper, which can contain chemicals of concern, and that shops could save money on till rolls.

Slide 3: The case against
- Proof of purchase without a smartphone
- Email capture for marketing

Speaker notes: Critics worry that customers who have no smartphone or email address may struggle to prove what they bought when they bring something back. They also suspect that digital receipts could become a way for shops to gather email addresses for marketing.

Slide 4: Discussion
- Who should decide whether a receipt is printed?
""", []),
            ("bullets", None, """
Slide 1: Title — Should receipts be printed only on request?

Slide 2: The case for
- Cuts paper waste
- Less staff contact with chemical-containing paper
- Could save shops on till rolls

Slide 3: The case against
- Little effect on returns for non-smartphone users
- Possible email harvesting for marketing

Slide 4: Discussion
- Is a printed receipt best treated as a default or an option?
""", [
                ("negation", "Little effect on returns for non-smartphone users", (1, 0)),
            ]),
            ("numbered", None, """
Slide 1: Title — Paper receipts: opt in, not default

Slide 2: Five arguments at a glance
1. Less paper thrown away
2. Less handling of chemical-containing paper by staff
3. Possibly lower till-roll costs for shops
4. Possible returns problems without smartphone or email
5. Possible marketing use of email addresses

Speaker notes: The first three points come from supporters. Fewer receipts would mean less paper waste, till staff would touch less receipt paper that can contain chemicals of concern, and shops could spend less on till rolls. The last two are the critics' concerns: customers with no smartphone or email may find it harder to prove a purchase when returning goods, and digital receipts could hand shops email addresses to use for marketing.

Slide 3: Discussion
- How should shops handle customers who prefer paper?
""", []),
            ("headed", None, """
Slide 1: Title — Receipts only when asked

Slide 2: The environmental and health case
- Fewer receipts, less paper waste
- Staff handle less coated paper

Speaker notes: Supporters put the environment first: fewer printed receipts would mean less paper waste. They add a health angle, since till staff would handle less receipt paper, which can contain chemicals of concern.

Slide 3: Concerns from critics
- Proving purchases without a smartphone
- Email addresses gathered for marketing

Speaker notes: Critics say customers without a smartphone or email address may struggle to prove a purchase when they return goods. They also note that digital receipts could let shops collect email addresses for marketing. Asking every customer whether they want a receipt could also slow down queues at busy tills.

Slide 4: Discussion
- What should the default be at the till?
""", [
                ("invented_claim", "Asking every customer whether they want a receipt could also slow down queues at busy tills", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
Slide 1: Title — Receipts on request: the debate in brief

Slide 2: Overview
- For: waste, staff health, cost
- Against: returns, data, marketing

Speaker notes: Supporters argue that printing receipts only on request would cut paper waste, mean till staff handle less receipt paper, which can contain chemicals of concern, and could save shops money on till rolls, while critics warn that customers without a smartphone or email address may struggle to prove a purchase when returning goods and that digital receipts could let shops collect email addresses for marketing.

Slide 3: Discussion
- Which of these trade-offs matters most?
""", []),
            ("closing", None, """
Slide 1: Title — No receipt unless requested

Slide 2: Why supporters back it
- Less paper waste
- Less staff contact with treated paper
- Lower spending on till rolls

Speaker notes: Supporters say printing fewer receipts would cut paper waste, and till staff would handle less receipt paper, which can contain chemicals of concern. Shops could also save money on till rolls, with the biggest savings going to large supermarket chains.

Slide 3: Why critics are wary
- Harder returns without smartphone or email
- Possible email harvesting for marketing

Speaker notes: Critics say customers without a smartphone or email address may struggle to prove a purchase when returning goods, and digital receipts could give shops a route to collect email addresses for marketing.

Slide 4: Closing thought
- Waste and cost weighed against customer access

Speaker notes: Where shops land on this will depend on their own customers and priorities.

Slide 5: Discussion
- Should customers be asked, or should shops decide?
""", [
                ("added_detail", "with the biggest savings going to large supermarket chains", (0, 2)),
            ]),
        ],
    },
    {
        "id": "council_tool_lending_libraries",
        "topic": "Council-funded tool lending libraries",
        "query": "Should councils fund libraries that lend tools and equipment to residents?",
        "perspectives": [
            ("supporters", [
                "Borrowing a drill instead of buying one could save households money.",
                "Sharing tools may cut the number of little-used items that end up in landfill.",
            ]),
            ("critics", [
                "Councils with stretched budgets may have more urgent services to fund.",
                "Lending power tools could expose councils to injury claims.",
                "Tools may come back broken or not at all, pushing up running costs.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Slide 1: Title — Tool libraries: a job for the council?

Slide 2: Arguments in favour
- Borrow a drill, skip the purchase
- Possibly fewer barely used tools in landfill

Speaker notes: Supporters say borrowing a drill rather than buying one could save households money. A pilot scheme in Bristol found that members saved an average of £180 a year. Sharing tools may also reduce the number of little-used items that end up in landfill.

Slide 3: Arguments against
- Stretched budgets, more urgent priorities
- Risk of injury claims from power tools
- Breakages and losses could raise costs

Speaker notes: Critics argue that councils already short of money may have more pressing services to pay for. Lending out power tools could leave councils open to injury claims, and tools may come back damaged or not come back at all, which would push up running costs.

Slide 4: Discussion
- Where should tool lending sit among council priorities?
""", [
                ("invented_statistic", "A pilot scheme in Bristol found that members saved an average of £180 a year", None),
            ]),
            ("bullets", None, """
Slide 1: Title — Council tool libraries

Slide 2: The case for
- Households could save on buying tools
- Potentially less landfill from rarely used kit

Slide 3: The case against
- Tight budgets, possibly more urgent services
- Possible injury claims over power tools
- Broken or missing tools add costs

Slide 4: Discussion
- Should tool lending be a council responsibility?
""", []),
            ("prose", None, """
Slide 1: Title — Lending libraries for tools
- Should councils pay for them?

Slide 2: Supporters' view
- Savings for households
- Less waste heading to landfill

Speaker notes: Supporters argue that borrowing a drill instead of buying one could save households money, and that sharing tools may mean fewer little-used items end up in landfill. They accept that some tools may come back broken or not at all, pushing up running costs.

Slide 3: Critics' view
- Budgets already stretched
- Liability for power-tool injuries

Speaker notes: Critics say councils with stretched budgets may have more urgent services to fund. They also warn that lending power tools could expose councils to injury claims.

Slide 4: Discussion
- How should councils weigh small schemes against core services?
""", [
                ("side_swap", "They accept that some tools may come back broken or not at all, pushing up running costs", (1, 2)),
            ]),
            ("numbered", None, """
Slide 1: Title — Should councils run tool libraries?

Slide 2: For
1. Possibly cheaper than buying a drill
2. Less little-used kit in landfill

Speaker notes: Supporters say borrowing could save households money, and sharing may keep little-used items out of landfill.

Slide 3: Against
1. Stretched budgets, higher priorities
2. Damaged or unreturned tools raise costs

Speaker notes: Critics point out that councils with stretched budgets may have more urgent services to fund. They also expect some tools to come back broken or not at all, pushing up running costs.

Slide 4: Discussion
- Which argument would matter most to your council?
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
Slide 1: Title — Tool libraries in one slide

Slide 2: The arguments
- Savings and less waste
- Budgets, liability and losses

Speaker notes: Supporters say borrowing a drill instead of buying one could save households money and that sharing tools would put an end to little-used items going to landfill, while critics argue that councils with stretched budgets may have more urgent services to fund, that lending out power tools is unlikely to expose councils to injury claims, and that tools may come back broken or not at all, pushing up running costs.

Slide 3: Discussion
- Where does this sit on a council's list?
""", [
                ("exaggeration", "sharing tools would put an end to little-used items going to landfill", (0, 1)),
                ("negation", "lending out power tools is unlikely to expose councils to injury claims", (1, 1)),
            ]),
            ("closing", None, """
Slide 1: Title — Should councils fund tool lending?

Slide 2: Residents' gains
- Borrowing could beat buying on cost
- Possibly fewer idle tools in landfill

Slide 3: Council risks
- Possibly more urgent calls on tight budgets
- Potential injury claims from power tools
- Damage and losses push up costs

Speaker notes: On the risks side, critics note that tools may come back broken or not at all, and that this would push up running costs. Lending power tools could also expose councils to injury claims, and with budgets stretched, there may be more urgent services to fund.

Slide 4: Summary
- Benefits for households, risks for councils

Speaker notes: How this balances out will vary from one council to the next.

Slide 5: Discussion
- How would you weigh these points locally?
""", []),
        ],
    },
    {
        "id": "snooker_shot_clock",
        "topic": "A shot clock in all professional snooker tournaments",
        "query": "Should every professional snooker tournament use a shot clock?",
        "perspectives": [
            ("supporters", [
                "A time limit could make matches shorter and more appealing to TV audiences.",
                "It would stop slow players unsettling opponents by taking too long over shots.",
            ]),
            ("critics", [
                "Rushing shots may lower the standard of safety play and tactics.",
                "The clock may favour fast players over careful, thoughtful ones.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Slide 1: Title — A shot clock for professional snooker?

Slide 2: The case for
- Potentially shorter, more TV-friendly matches
- No more stalling to unsettle opponents

Slide 3: The case against
- Rushed shots, possibly weaker safety play
- Possible edge for faster players
- Extra burden on referees timing shots

Slide 4: Discussion
- What matters more: pace or precision?
""", [
                ("invented_claim", "Extra burden on referees timing shots", None),
            ]),
            ("prose", None, """
Slide 1: Title — Timing every shot in snooker

Speaker notes: This short deck looks at the proposal for a shot clock at every professional tournament.

Slide 2: Arguments for
- Quicker matches for TV
- An end to gamesmanship by stalling

Speaker notes: Supporters believe a time limit could shorten matches and make them more appealing to television audiences. They also say it would stop slow players from unsettling their opponents by taking too long over their shots.

Slide 3: Arguments against
- Safety play may suffer
- Careful players may lose out

Speaker notes: Critics fear that rushing shots may lower the standard of safety play and tactics. They also argue that a clock may favour quick players over careful, thoughtful ones.

Slide 4: Discussion
- How much time should a player have over a shot?
""", []),
            ("headed", None, """
Slide 1: Title — Snooker and the shot clock

Slide 2: Broadcasting and pace
- Matches could run shorter
- Possibly more appealing to TV viewers

Speaker notes: The main argument from supporters is about the audience: a time limit could make matches shorter and more attractive to people watching on television.

Slide 3: Quality and style of play
- Rushed shots may weaken safety play
- Possible bias towards fast players

Speaker notes: Critics worry that rushing may lower the standard of safety play and tactics. They also think the clock may favour fast players over those who are careful and thoughtful.

Slide 4: Discussion
- Should the rules be shaped around players or viewers?
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
            ("numbered", None, """
Slide 1: Title — Should snooker adopt a shot clock?

Slide 2: Four key points
1. Supporters: matches could be shorter, more watchable
2. Supporters: stops slow players unsettling opponents
3. Critics: rushing may harm safety play and tactics
4. Critics: may favour fast over careful players

Speaker notes: The first two points are the supporters' case, built on TV appeal and on stopping players from unsettling opponents by taking too long. The last two are the critics' worries about tactics and about careful, thoughtful players.

Slide 3: Discussion
- Which of these points do you find most convincing?
""", []),
            ("closing", None, """
Slide 1: Title — Shot clocks: speeding up snooker?

Slide 2: Supporters
- Shorter matches, stronger TV appeal
- Ends slow play as gamesmanship
- May favour quick, instinctive players

Speaker notes: Supporters think a time limit could make matches shorter and more appealing to television audiences, and say it would stop slow players unsettling their opponents by taking too long.

Slide 3: Critics
- Safety play and tactics may suffer

Speaker notes: Critics warn that rushing shots may lower the standard of safety play and tactics.

Slide 4: Takeaway
- A question of pace versus craft

Slide 5: Discussion
- What should snooker value most?
""", [
                ("side_swap", "May favour quick, instinctive players", (1, 1)),
            ]),
            ("dense", None, """
Slide 1: Title — The shot clock debate at a glance

Slide 2: Summary
- For: pace, TV appeal, fair play
- Against: tactics, careful players

Speaker notes: Supporters say a shot clock could make matches shorter and more appealing to TV audiences and would stop slow players unsettling opponents by taking too long over shots, whereas critics argue that rushing shots may lower the standard of safety play and tactics and that the clock may favour fast players over careful, thoughtful ones.

Slide 3: Discussion
- Where should the balance lie?
""", []),
        ],
    },
]
