"""Batch 2: municipal broadband, daylight saving time, tipping, return-to-office mandates, AI chatbots in classrooms."""

TOPICS = [
    {
        "id": "municipal_broadband",
        "topic": "Municipal broadband networks",
        "query": "Should towns build their own public broadband networks?",
        "perspectives": [
            ("residents", [
                "A public network could bring faster, cheaper internet to areas that private providers have neglected.",
                "Some residents worry about paying for the network through local taxes if it loses money.",
            ]),
            ("private internet providers", [
                "A government-backed competitor distorts the market.",
                "Towns lack the expertise to run and upgrade a network.",
            ]),
            ("local government", [
                "Reliable broadband is essential infrastructure for attracting employers.",
                "Several municipal networks have run into debt, which makes some councils cautious.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Residents** stand to gain the most directly: a public network could deliver faster and cheaper connections to neighbourhoods that commercial providers have largely ignored. Not everyone is convinced, though — some worry that if the network runs at a loss, the shortfall would end up on their local tax bill.

**Private internet providers** are generally opposed. In their view, a competitor backed by government money distorts the market, and they question whether a town has the technical know-how to operate and keep upgrading a network.

**Local government** sees things from an economic-development angle. Officials increasingly regard dependable broadband as basic infrastructure that helps attract employers. At the same time, some councils are wary because a number of municipal networks have ended up in debt.
""", []),
            ("three_perspectives", None, """
1. Residents — A town-run network could finally give underserved areas quicker, more affordable internet.
2. Private providers — Incumbent ISPs argue that a publicly funded rival tilts the playing field, and that councils don't have the expertise to run and modernise a network. They also warn that if the network loses money, local taxpayers will be left to cover it.
3. Local government — For officials, reliable broadband is core infrastructure that helps bring in employers, though the debts some municipal networks have run up make certain councils hesitant.
""", [("side_swap", "They also warn that if the network loses money, local taxpayers will be left to cover it.", (0, 1))]),
            ("three_perspectives", None, """
### Residents
For households in areas that private companies have passed over, a municipal network could mean faster and cheaper service; towns that built their own fibre have seen average prices fall by around 30%. Some residents, however, are uneasy about the prospect of covering any losses through local taxes.

### Internet providers
Existing providers contend that a government-supported competitor distorts the market, and they doubt that towns have the skills to run and upgrade a network.

### Local government
Many officials treat reliable broadband as essential for attracting employers, but the debt problems of several municipal networks have made some councils cautious.
""", [("invented_statistic", "towns that built their own fibre have seen average prices fall by around 30%", None)]),
            ("three_perspectives", None, """
- **Residents:** better, cheaper internet where private firms haven't bothered to invest — but also the risk that taxpayers foot the bill if the network loses money.
- **Private providers:** a government-backed competitor is unfair competition, and municipalities lack the expertise to run and upgrade networks.
- **Local government:** broadband is essential infrastructure for drawing in employers, yet debts at several municipal networks are making some councils think twice.
""", []),
            ("three_perspectives", None, """
The debate over municipal broadband looks quite different depending on the stakeholder.

For residents in neglected areas, the appeal is obvious: a public network could offer faster, lower-cost internet than private companies currently provide there. Others in the community are more cautious, fearing that local taxes would have to cover any losses.

Private providers object that public money creates an uneven playing field and distorts the market.

Local officials often see broadband as vital infrastructure for attracting businesses and jobs. Still, municipal networks have almost always ended up deep in debt, which makes many councils reluctant.
""", [
                ("exaggeration", "municipal networks have almost always ended up deep in debt", (2, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
Residents hope a public network would bring faster, cheaper internet to places private providers have neglected but some fear footing the bill through local taxes if it loses money; providers argue that a government-backed rival distorts the market and that towns lack the expertise to run and upgrade a network; and local officials see reliable broadband as essential for attracting employers — and as a way for the council to guarantee net neutrality for residents — even as the debts of several municipal networks make some councils cautious.
""", [("invented_claim", "and as a way for the council to guarantee net neutrality for residents", None)]),
        ],
    },
    {
        "id": "daylight_saving_time",
        "topic": "Ending daylight saving time clock changes",
        "query": "Should we stop changing the clocks for daylight saving time?",
        "perspectives": [
            ("end the clock changes", [
                "The twice-yearly clock change disrupts sleep and may briefly raise the risk of heart attacks and road accidents.",
                "Many people find switching the clocks confusing and inconvenient.",
                "Modern lighting makes the original energy-saving rationale largely obsolete.",
            ]),
            ("keep the clock changes", [
                "Lighter evenings in summer encourage outdoor activity and benefit retail and tourism.",
                "Permanent summer time would mean very dark winter mornings for children going to school.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Those who want to stop changing the clocks point first to health. The twice-a-year switch throws off people's sleep, and there is some evidence that it briefly increases the risk of heart attacks and traffic accidents. Beyond that, many people simply find the change confusing and a nuisance. And the original justification — saving energy — carries much less weight now that homes and offices rely on modern lighting.

Those who would keep the current system value long, light summer evenings, which get people outdoors and are good for shops and tourism. They also warn that if summer time were made permanent, winter mornings would be very dark for children on their way to school.
""", []),
            ("bullets", None, """
**Reasons to end the clock changes**
- The switch disrupts sleep, though it does not appear to affect heart attack or accident rates.
- Lots of people find moving the clocks confusing and inconvenient.
- Modern lighting has made the original energy-saving argument largely irrelevant.

**Reasons to keep them**
- Lighter summer evenings encourage people to spend time outside and give retail and tourism a boost.
- Making summer time permanent would leave children walking to school in very dark winter mornings.
""", [("negation", "though it does not appear to affect heart attack or accident rates", (0, 0))]),
            ("numbered", None, """
1. Health: the clock change disrupts sleep and may briefly raise the risk of heart attacks and road accidents.
2. Convenience: many people find the switch confusing and annoying.
3. Energy: with modern lighting, the original energy-saving rationale no longer really applies.
4. Summer evenings: longer, lighter evenings encourage outdoor activity and help retail and tourism.
5. Winter mornings: permanent summer time would mean pitch-dark mornings for schoolchildren, forcing many schools to push back their start times.

The first three points are usually made by those who want to abolish the change, the last two by those who want to keep it.
""", [("added_detail", "forcing many schools to push back their start times", (1, 1))]),
            ("headed", None, """
### The case for abolishing the change
Switching the clocks disrupts sleep and might temporarily increase heart attacks and road accidents. Many people also find it confusing. The energy savings that originally justified it have largely disappeared with modern lighting.

### The case for keeping it
Summer evenings with more daylight encourage people to be active outdoors and benefit shops and tourism. Meanwhile, permanent summer time would leave children going to school in the dark on winter mornings.
""", []),
            ("dense", None, """
Opponents of the clock change say it disrupts sleep, may briefly raise the risk of heart attacks and crashes, confuses many people, and leaves people groggy and short of rest for days after each switch, whereas supporters argue that light summer evenings encourage outdoor activity and help retail and tourism, and that permanent summer time would plunge schoolchildren's winter mornings into darkness.
""", [("repetition", "leaves people groggy and short of rest for days after each switch", (0, 2))]),
            ("closing", None, """
Arguments for ending the clock changes focus on health and convenience: the switch disrupts sleep and may briefly raise the risk of heart attacks and road accidents, many people find it confusing, and the energy-saving rationale is largely outdated given modern lighting.

Arguments for keeping them centre on daylight: brighter summer evenings encourage outdoor activity and support retail and tourism, while permanent summer time would mean very dark winter mornings for schoolchildren.

Which option is preferable ultimately comes down to how people value morning versus evening light.
""", []),
        ],
    },
    {
        "id": "tipping_culture",
        "topic": "Tipping culture in restaurants",
        "query": "Should restaurants replace tipping with higher menu prices and fixed wages?",
        "perspectives": [
            ("keep tipping", [
                "Tips reward good service and give staff an incentive to work hard.",
                "Servers in busy restaurants can often earn more from tips than from a fixed wage.",
            ]),
            ("replace tipping", [
                "Tipping makes workers' income unpredictable from week to week.",
                "Research suggests tips can reflect customers' biases rather than service quality.",
                "Customers would see the real price of a meal upfront.",
            ]),
        ],
        "variants": [
            ("prose", None, """
People who want to keep tipping argue that it rewards good service and motivates staff to put in extra effort. Some owners add that tipping lets restaurants keep menu prices low and stay competitive. Servers at busy restaurants, in particular, can often make more from tips than they would on a fixed wage.

Those who favour replacing tips with higher prices and set wages counter that tipping makes a worker's income swing unpredictably from one week to the next. They also cite research suggesting that the size of a tip can reflect customers' biases more than the quality of the service.
""", [
                ("invented_claim", "Some owners add that tipping lets restaurants keep menu prices low and stay competitive.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
**In favour of keeping tips**
- Tips reward good service and motivate staff.

**In favour of fixed wages and higher prices**
- Income from tips can vary a lot from week to week.
- Studies suggest tips may say more about customer bias than about service.
- Diners would know what a meal really costs before they order.
- Servers in busy restaurants can frequently earn more from tips than a fixed wage would pay.
""", [("side_swap", "Servers in busy restaurants can frequently earn more from tips than a fixed wage would pay.", (0, 1))]),
            ("numbered", None, """
Arguments for keeping tipping:
1. It rewards good service and gives staff a reason to work hard.
2. In a busy restaurant, servers can often make more through tips than they would on a set wage.

Arguments for replacing it:
1. Tip income is unpredictable, changing from week to week.
2. Research suggests tips can be shaped by customers' biases rather than by how good the service was.
3. Menu prices would show the true cost of a meal upfront.
""", []),
            ("headed", None, """
### Why some want to keep tipping
Tipping is seen as a way to reward good service, giving servers an incentive to work hard. At busy restaurants, staff can often earn more from tips than a flat wage would give them.

### Why others want to end it
Critics note that tips make pay unpredictable week to week. Research has shown that tips are driven entirely by customers' prejudices rather than by the service they receive. Finally, building service into menu prices would let customers see the real cost of their meal upfront.
""", [("exaggeration", "Research has shown that tips are driven entirely by customers' prejudices rather than by the service they receive.", (1, 1))]),
            ("dense", None, """
Defenders of tipping say it rewards good service, motivates staff and often lets servers in busy restaurants earn more than a fixed wage would, while those who want to replace it argue that tips make income unpredictable, can reflect customer biases rather than service quality, and hide the real price of a meal that higher menu prices would show upfront.
""", []),
            ("closing", None, """
There is a growing case for moving away from tipping. For one, it makes servers' earnings unpredictable, rising and falling from week to week; in the US, tips make up roughly 60% of a typical server's income. Research also suggests tips may reflect customers' biases rather than the quality of service. And folding service into menu prices would show diners the actual price of a meal upfront.

In the end, the decision rests with each restaurant and the expectations of its customers.
""", [
                ("invented_statistic", "in the US, tips make up roughly 60% of a typical server's income", None),
                ("omitted_perspective", None, 0),
            ]),
        ],
    },
    {
        "id": "return_to_office",
        "topic": "Return-to-office mandates",
        "query": "Should companies require employees to return to the office?",
        "perspectives": [
            ("for mandates", [
                "In-person work makes spontaneous collaboration and mentoring of junior staff easier.",
                "Managers say a shared office helps build company culture.",
            ]),
            ("against mandates", [
                "Commuting costs employees time and money.",
                "Many workers report being at least as productive at home.",
                "Flexible arrangements help firms recruit from a wider talent pool.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Employers pushing for a return to the office often emphasise the value of being together: spontaneous collaboration happens more easily in person, and junior staff get mentored more naturally when they can sit near experienced colleagues. Managers also believe a shared workspace is key to building a strong company culture.

Employees who resist mandates point to the commute, which eats into both their time and their budget. Many workers also concede that they are less productive at home than in the office.
""", [
                ("negation", "Many workers also concede that they are less productive at home than in the office.", (1, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
Reasons companies give for return-to-office mandates:
- Being in the same place makes unplanned collaboration and mentoring junior employees easier.
- A shared office helps build company culture, according to many managers.

Reasons employees push back:
- Commuting costs time and money.
- Many report they are just as productive, or more so, working from home.
- Offering flexibility widens the pool of candidates a firm can hire from.
""", []),
            ("numbered", None, """
1. **Collaboration and mentoring** — In-person work makes it easier for ideas to come up spontaneously and for junior staff to learn from senior colleagues.
2. **Culture** — Managers argue that a shared office builds a sense of company identity.
3. **Commuting** — Critics of mandates note the time and money employees spend getting to work.
4. **Productivity** — Many workers say they are at least as productive at home.
5. **Hiring** — Flexible arrangements let firms recruit from a broader talent pool.
""", []),
            ("headed", None, """
### The employer view
Managers see a shared office as the foundation of company culture. Working side by side, they argue, helps people identify with the organisation and its values in a way video calls cannot. Offices also make it easier to protect confidential information.

### The employee view
Commuting costs workers time and money, and many report being at least as productive from home. Flexible policies also let companies recruit from a much wider talent pool.
""", [
                ("repetition", "Working side by side, they argue, helps people identify with the organisation and its values in a way video calls cannot.", (0, 0)),
                ("invented_claim", "Offices also make it easier to protect confidential information.", None),
            ]),
            ("dense", None, """
Supporters of mandates argue that being in the office makes spontaneous collaboration easier and helps junior staff get mentored, since remote juniors tend to be passed over for promotion, and managers add that a shared office builds company culture; opponents reply that commuting costs time and money, that many workers are at least as productive at home, and that flexible arrangements let firms hire from a wider talent pool.
""", [("added_detail", "since remote juniors tend to be passed over for promotion", (0, 0))]),
            ("closing", None, """
On one side, companies argue that in-person work fosters spontaneous collaboration and makes mentoring junior staff easier, and managers believe a shared office strengthens company culture. On the other side, employees point to the time and money lost commuting, say they are often just as productive at home, and note that flexibility allows firms to recruit from a wider pool of talent.

The right balance will likely vary by team, role and organisation.
""", []),
        ],
    },
    {
        "id": "ai_in_classrooms",
        "topic": "AI chatbots in school classrooms",
        "query": "Should schools allow students to use AI chatbots for schoolwork?",
        "perspectives": [
            ("pro", [
                "AI tutors can give students instant feedback and explanations at their own pace.",
                "Learning to use AI tools prepares students for workplaces where they are common.",
            ]),
            ("con", [
                "Students may rely on chatbots to write assignments instead of learning the material.",
                "Chatbots sometimes give confident but wrong answers.",
                "Sharing student work with AI companies raises privacy concerns.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of classroom AI highlight its potential as a tutor: students can get explanations and feedback immediately, and at a pace that suits them. They also argue that getting comfortable with AI tools now will help students in future jobs where such tools are everywhere.

Opponents worry that students will simply let chatbots write their essays rather than learning the material themselves. Chatbots also sometimes produce answers that sound authoritative but are wrong. Perhaps most importantly, they fear that outsourcing homework to AI means students never build the understanding the assignment was meant to develop.
""", [("repetition", "Perhaps most importantly, they fear that outsourcing homework to AI means students never build the understanding the assignment was meant to develop.", (1, 2))]),
            ("bullets", None, """
**Those in favour say:**
- AI tutors offer instant feedback and explanations, letting students learn at their own pace.

**Those opposed say:**
- Students may use chatbots to do their assignments instead of learning.
- Chatbots can give confident answers that turn out to be wrong.
- Sending student work to AI companies raises privacy questions.
- Learning to use AI tools matters because students will meet them in the workplace.
""", [("side_swap", "Learning to use AI tools matters because students will meet them in the workplace.", (0, 1))]),
            ("numbered", None, """
Here is how the debate usually breaks down.

1. Personalised help: AI tutors can explain concepts and give instant feedback at each student's own pace; in one district pilot, students using an AI tutor raised their maths scores by 15 points in a semester.
2. Future skills: familiarity with AI prepares students for workplaces where these tools are standard.
3. Over-reliance: students might have chatbots write their assignments instead of learning the material.
4. Privacy: sharing students' work with AI companies raises data-protection concerns.
""", [
                ("invented_statistic", "in one district pilot, students using an AI tutor raised their maths scores by 15 points in a semester", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
### Potential benefits
An AI tutor can respond instantly, explaining ideas and giving feedback at whatever pace a student needs. Using these tools in school also prepares students for jobs in which AI is commonplace.

### Potential risks
There is a real risk that students lean on chatbots to write their work for them instead of mastering the content. The tools also sometimes state wrong answers with confidence. And passing student work to AI companies raises privacy concerns.
""", []),
            ("dense", None, """
The main objections are that students will inevitably stop doing their own work and let chatbots write all their assignments, that chatbots sometimes deliver wrong answers with great confidence, and that sharing student work with AI companies raises privacy concerns.
""", [
                ("exaggeration", "students will inevitably stop doing their own work and let chatbots write all their assignments", (1, 0)),
                ("omitted_perspective", None, 0),
            ]),
            ("closing", None, """
Advocates argue that AI tutors give students immediate feedback and explanations tailored to their pace, and that using these tools now prepares them for workplaces where AI is routine. Critics counter that students may lean on chatbots to write assignments rather than learn, that chatbots can be confidently wrong, and that sharing student work with AI firms raises privacy issues.

Ultimately, much depends on how schools set rules for using these tools.
""", []),
        ],
    },
]
