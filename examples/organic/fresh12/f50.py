"""Fresh12 batch f50 (written by a separate writer): Banning climbing on sacred indigenous rock formations; Lifting the ban on drinking alcohol in view of the pitch at football matches; Charging fees for public tennis courts in parks; Compulsory licensing and safety inspections for escape rooms."""

TOPICS = [
    {
        "id": "sacred_site_climbing_ban",
        "topic": "Banning climbing on sacred indigenous rock formations",
        "query": "Should climbing be banned on rock formations that indigenous peoples regard as sacred?",
        "perspectives": [
            ("indigenous custodians", [
                "Climbing a sacred site disrespects beliefs and ceremonies that custodians have kept for generations.",
                "Custodians should have the final say over how visitors use land returned to them.",
                "Chalk, bolts and litter left by climbers damage rock art and fragile plants.",
            ]),
            ("climbers", [
                "A blanket ban shuts climbers out of routes they have used responsibly for decades.",
                "Negotiated seasonal closures could respect ceremonies without stopping climbing altogether.",
            ]),
            ("tour operators", [
                "A ban may reduce visitor numbers and hurt guiding businesses in remote areas.",
                "Custodian-led cultural tours would give operators a new product and create local jobs.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
This is one of those debates where three groups each have a real stake, so let's take them in turn.

What do the custodians feel is at stake? First and foremost, respect: for them, climbing a sacred site disrespects beliefs and ceremonies they have kept up for generations. Who should decide? They argue that they should have the final say over how visitors use land that has been returned to them. And is there a physical cost too? Yes: the chalk, bolts and litter climbers leave behind damage rock art and fragile plants.

Why do climbers push back? Because a blanket ban would shut them out of routes they have climbed responsibly for decades. Is there a middle way? They suggest that negotiated seasonal closures could respect ceremonies without ending climbing altogether.

And what about the tour operators? Their first worry is economic: a ban may reduce visitor numbers and hurt guiding businesses in remote areas. Might they gain something as well? They point out that custodian-led cultural tours would give them a new product and create local jobs.

Which of these considerations would weigh most heavily with you?
""", []),
            ("three_perspectives", None, """
Should climbing stop on rocks that indigenous peoples hold sacred? Let's look at it through the eyes of the people most directly involved.

Why do custodians want climbing to end? To begin with, they see it as disrespectful: climbing a sacred site, they say, disregards beliefs and ceremonies that have been kept for generations. But isn't this also about control? Partly, yes. They believe they should have the final say over how visitors use land that has been handed back to them. Is any harm being done to the site itself? In their view it is, because chalk, bolts and litter left by climbers damage rock art and fragile plants.

How do climbers see it? As a loss: a blanket ban would shut them out of routes they have used responsibly for decades. Do they reject any restriction at all? No. They propose negotiated seasonal closures, which could respect ceremonies without stopping climbing altogether.

Which of those arguments do you find more persuasive, and why?
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Three groups have a say in this question, and each brings a different kind of argument.

**Indigenous custodians.** What is the heart of their objection? Respect: climbing a sacred site disrespects beliefs and ceremonies they have maintained for generations. Who, then, should make the rules? They argue that the final say over how visitors use returned land should rest with them. Are there physical effects as well? Yes, they point to chalk, bolts and litter left by climbers damaging rock art and fragile plants. Surveys at one well-known site found that fewer than one in five visitors actually wanted to climb it.

**Climbers.** Why are they uneasy? They argue that a blanket ban would do little to keep climbers off routes they have used responsibly for decades. What would they prefer? Negotiated seasonal closures, which they believe could respect ceremonies without stopping climbing altogether.

**Tour operators.** What does a ban mean for their trade? It may reduce visitor numbers and hurt guiding businesses in remote areas. Is there an upside? Custodian-led cultural tours would give operators a new product and create jobs locally.

Which of these three viewpoints do you think deserves the most weight?
""", [
                ("invented_statistic", "Surveys at one well-known site found that fewer than one in five visitors actually wanted to climb it.", None),
                ("negation", "a blanket ban would do little to keep climbers off routes they have used responsibly for decades", (1, 0)),
            ]),
            ("three_perspectives", None, """
It helps to ask what each group actually stands to gain or lose.

- **What do the custodians want?** Above all, an end to a practice they regard as disrespectful, since climbing a sacred site disregards beliefs and ceremonies they have kept for generations. They also want the final say over how visitors use land returned to them, and they note that chalk, bolts and litter left by climbers damage rock art and fragile plants.
- **What do the climbers fear losing?** Access: a blanket ban shuts them out of routes they have used responsibly for decades. Their alternative is negotiated seasonal closures, which could respect ceremonies without stopping climbing altogether.
- **What's the view from the tour operators?** Mixed. A ban may cut visitor numbers and hurt guiding businesses in remote areas, yet custodian-led cultural tours would give operators a new product and create local jobs.

Which of these stakes strikes you as the most important?
""", []),
            ("three_perspectives", None, """
Should sacred rock formations be closed to climbers? Let's ask each group in turn what matters to them.

What's the custodians' case? It starts with belief: climbing a sacred site disrespects ceremonies and beliefs kept alive for generations. They add that, once land has been returned to them, they should have the final say over how visitors use it. And what about the rock itself? Chalk, bolts and litter from climbers damage rock art and fragile plants, especially the slow-growing lichens that can take centuries to recover.

What do climbers say in reply? That a blanket ban shuts them out of routes they have used responsibly for decades. Is there a compromise on offer? They argue that negotiated seasonal closures would fully respect ceremonies without stopping climbing altogether.

Where do tour operators stand? On one hand, a ban may reduce visitor numbers and hurt guiding businesses in remote areas. On the other, custodian-led cultural tours would give operators a new product and create local jobs.

So which of these arguments do you find most compelling?
""", [
                ("added_detail", "especially the slow-growing lichens that can take centuries to recover", (0, 2)),
                ("exaggeration", "negotiated seasonal closures would fully respect ceremonies", (1, 1)),
            ]),
            ("three_perspectives", None, """
This is a question about belief, access and livelihoods, and three groups see it quite differently.

Why do custodians support a ban? Because, as they see it, climbing a sacred site disrespects beliefs and ceremonies that have been kept for generations. Whose decision should it be? Theirs, they argue: custodians should have the final say over how visitors use land returned to them. What else do they point to? Damage, since chalk, bolts and litter left by climbers harm rock art and fragile plants. They also argue that custodian-led cultural tours would give operators a new product and create local jobs.

Why do climbers resist? A blanket ban, they say, shuts them out of routes they have used responsibly for decades. Is there room for compromise? In their view, negotiated seasonal closures could respect ceremonies without stopping climbing altogether.

What worries tour operators? Mainly that a ban may reduce visitor numbers and hurt guiding businesses in remote areas.

Which of these perspectives would you give the most weight to?
""", [
                ("side_swap", "They also argue that custodian-led cultural tours would give operators a new product and create local jobs.", (2, 1)),
            ]),
        ],
    },
    {
        "id": "football_alcohol_in_view_of_pitch",
        "topic": "Lifting the ban on drinking alcohol in view of the pitch at football matches",
        "query": "Should football fans be allowed to drink alcohol in their seats during matches again?",
        "perspectives": [
            ("supporters", [
                "Rugby and cricket fans drink in their seats without trouble, so football fans deserve the same.",
                "The ban causes crushes on concourses at half-time as fans rush to drink before the restart.",
                "Clubs could earn extra bar revenue to reinvest in grounds and grassroots football.",
            ]),
            ("opponents", [
                "More alcohol in the stands may lead to more disorder, abuse and objects thrown at players.",
                "Stewards and police would find it harder to keep packed stands safe with drunker crowds.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Should fans be able to have a pint in their seats again? It's a genuinely divided question, so let's ask what each side would say.

Why lift the ban? Supporters point out that rugby and cricket fans drink in their seats without any trouble, and they think football fans deserve the same treatment. What's the practical problem with the current rule? In their view, it causes crushes on the concourses at half-time, as everyone rushes to get a drink before the restart. Is there money in it? Clubs could earn extra bar revenue, they say, which could be reinvested in grounds and grassroots football.

So why keep it? Opponents worry that more alcohol in the stands may lead to more disorder, more abuse and more objects thrown at players. And who would have to deal with that? Stewards and police, who they argue would find it harder to keep packed stands safe with drunker crowds.

Which of these carries more weight for you?
""", []),
            ("bullets", None, """
Should alcohol be allowed back in view of the pitch? Here's how the arguments line up.

**For lifting the ban**
- Why should football be treated differently? Supporters note that rugby and cricket fans drink in their seats without trouble, so football fans deserve the same.
- What would clubs gain? Potentially extra bar revenue, which they could reinvest in their grounds and in grassroots football.
- Doesn't the ban at least keep fans sober? Supporters say the ban just pushes heavy drinking into pubs before kick-off, so many fans arrive at the ground already drunk.

**For keeping it**
- What's the main fear? That more alcohol in the stands may lead to more disorder, abuse and objects thrown at players.
- Who carries the burden? Stewards and police, who would find it harder to keep packed stands safe with drunker crowds.

Which of these points would you put at the top of your list?
""", [
                ("invented_claim", "Supporters say the ban just pushes heavy drinking into pubs before kick-off, so many fans arrive at the ground already drunk.", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("numbered", None, """
Let's take the main questions one at a time.

1. Is the current rule fair? Supporters say no: rugby and cricket fans drink in their seats without trouble, so football fans deserve the same.
2. Is it even safe as it stands? Supporters argue the ban causes crushes on concourses at half-time, as fans rush to get a drink before the restart.
3. Could clubs benefit? Possibly, through extra bar revenue that could be reinvested in grounds and grassroots football.
4. What do opponents fear most? That more alcohol in the stands will lead to more disorder, abuse and objects thrown at players.
5. Who would have to manage the consequences? Stewards and police, who opponents say would find it harder to keep packed stands safe with drunker crowds.

Having seen both sides, which argument do you find hardest to set aside?
""", [
                ("exaggeration", "more alcohol in the stands will lead to more disorder", (1, 0)),
            ]),
            ("headed", None, """
### Why lift the ban?
What's the fairness argument? Supporters observe that rugby and cricket fans already drink in their seats without trouble, and see no reason football fans shouldn't enjoy the same. What about crowd safety? They say the ban itself causes crushes on concourses at half-time, with fans rushing to drink before the restart. And the finances? Clubs could earn extra bar revenue to put back into their grounds and grassroots football.

### Why keep it?
What's the main risk? Opponents say more alcohol in the stands may lead to more disorder, abuse and objects thrown at players. And who would bear the strain? Stewards and police, who would find it harder to keep packed stands safe with drunker crowds.

### Over to you
Which side's concerns seem more pressing to you?
""", []),
            ("dense", None, """
Ask supporters why the ban should go and they will tell you that rugby fans at Twickenham and cricket fans at Lord's drink in their seats without trouble, so football fans deserve the same, that the rule causes half-time crushes on concourses as fans rush to drink before the restart, and that clubs could earn extra bar revenue to reinvest in grounds and grassroots football; ask opponents why it should stay and they warn that more alcohol in the stands may bring more disorder, abuse and objects thrown at players, though they accept that stewards and police would cope with packed stands just as easily. So which side do you find more convincing?
""", [
                ("added_detail", "rugby fans at Twickenham and cricket fans at Lord's drink in their seats without trouble", (0, 0)),
                ("negation", "stewards and police would cope with packed stands just as easily", (1, 1)),
            ]),
            ("closing", None, """
Why do some people want the ban lifted? Chiefly on grounds of fairness: rugby and cricket fans drink in their seats without trouble, so supporters think football fans deserve the same. Is there a safety angle too? They believe so, arguing that the ban causes crushes on concourses at half-time as fans hurry to drink before the restart. And what's in it for the clubs? Extra bar revenue, which could be reinvested in grounds and grassroots football.

Why do others resist? Opponents fear that more alcohol in the stands may lead to more disorder, abuse and objects thrown at players. And what about those keeping order? They say stewards and police would find it harder to keep packed stands safe with drunker crowds.

In short, the debate sets fairness, concourse safety and club income against the risk of disorder and the strain on those policing the stands. Which of those would tip the balance for you?
""", []),
        ],
    },
    {
        "id": "park_tennis_court_fees",
        "topic": "Charging fees for public tennis courts in parks",
        "query": "Is it fair for councils to charge people to play on park tennis courts?",
        "perspectives": [
            ("supporters", [
                "Booking fees pay for resurfacing, nets and lighting that councils otherwise cannot afford.",
                "Online booking ends the frustration of turning up to find every court taken.",
                "A small charge may deter people who book courts and then never turn up.",
            ]),
            ("critics", [
                "Fees shut out low-income families and young people who most need free exercise.",
                "Charging could cut casual play, leaving courts empty and park tennis in decline.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Should councils charge to play tennis in the park? Let's work through it.

Why charge at all? Supporters say booking fees pay for resurfacing, nets and lighting that councils otherwise couldn't afford. What about the everyday experience of players? Online booking, they argue, ends the frustration of turning up to find every court taken. And doesn't it all come back to upkeep? Yes, because the fees are what keep the courts in decent repair when council budgets won't stretch that far.

Why object? Critics say fees shut out low-income families and young people, the very people who most need free exercise. Could it backfire? They fear charging could cut casual play, leaving courts empty and park tennis in decline.

So which matters more to you?
""", [
                ("repetition", "the fees are what keep the courts in decent repair when council budgets won't stretch that far", (0, 2)),
            ]),
            ("bullets", None, """
Is paying for a park tennis court fair? Here are the questions each side would ask.

**Supporters**
- Who pays for the upkeep? Booking fees cover resurfacing, nets and lighting that councils otherwise cannot afford.
- What about finding a free court? Online booking ends the frustration of turning up only to find every court taken.
- And the people who book and never come? A small charge may put them off.

**Critics**
- Who gets left out? Low-income families and young people, who most need free exercise, are shut out by fees.
- Could charging backfire? It could cut casual play, leaving courts empty and park tennis in decline.

Which of these do you think matters most?
""", []),
            ("numbered", None, """
Here's the debate broken into a few questions.

1. Where does the money go? Supporters say booking fees pay for resurfacing, nets and lighting that councils otherwise cannot afford.
2. Why bother with booking? Because, they argue, online booking ends the frustration of turning up to find every court taken.
3. What about no-shows? A small charge may deter people who book courts and then never turn up. One council reported that no-shows fell by 40 per cent within a year of introducing a £1 fee.
4. Is there a downside supporters acknowledge? Even supporters concede that charging could cut casual play, leaving courts empty and park tennis in decline.
5. Who loses out? Critics argue fees shut out low-income families and young people who most need free exercise.

Weighing these up, where would you come down?
""", [
                ("invented_statistic", "One council reported that no-shows fell by 40 per cent within a year of introducing a £1 fee.", None),
                ("side_swap", "Even supporters concede that charging could cut casual play, leaving courts empty and park tennis in decline.", (1, 1)),
            ]),
            ("headed", None, """
## The case for charging
What's the money for? Supporters say booking fees pay for resurfacing, nets and lighting, upkeep that councils could easily fund without them. Why move to booking? Online booking ends the frustration of arriving to find every court taken. And what about people who reserve a court and never appear? A small charge may deter them.

## The case against
Who is most affected? Critics argue that fees shut out low-income families and young people who most need free exercise. What might happen to the game itself? Charging could cut casual play, leaving courts empty and park tennis in decline.

## Your turn
Which of these arguments would matter most to you if it were your local park?
""", [
                ("negation", "upkeep that councils could easily fund without them", (0, 0)),
            ]),
            ("dense", None, """
Why charge? Because, supporters say, booking fees pay for resurfacing, nets and lighting councils otherwise cannot afford, online booking ends the frustration of finding every court taken, and a small charge may deter people who book and never turn up; why not? Because, critics reply, fees shut out the low-income families and young people who most need free exercise, and charging could cut casual play, leaving courts empty and park tennis in decline. Which side convinces you more?
""", []),
            ("closing", None, """
What do supporters of charging want? Properly maintained courts: booking fees pay for resurfacing, nets and lighting that councils otherwise cannot afford. What else would change? Online booking would end the frustration of turning up to find every court taken, and a small charge may deter people who book and then never turn up. Many councils also use the income to run free coaching sessions for children.

What worries critics? That fees shut out low-income families and young people, who most need free exercise. And the longer term? Charging could cut casual play, leaving courts empty and park tennis in decline.

Overall, it is a trade-off between better-maintained, bookable courts and open access for everyone. Which would you prioritise?
""", [
                ("invented_claim", "Many councils also use the income to run free coaching sessions for children.", None),
            ]),
        ],
    },
    {
        "id": "escape_room_licensing",
        "topic": "Compulsory licensing and safety inspections for escape rooms",
        "query": "Should escape rooms need a licence and regular safety inspections to operate?",
        "perspectives": [
            ("supporters", [
                "Players are locked into small rooms, so a fire could trap them with no way out.",
                "Regular inspections would catch blocked exits and faulty locks before anyone gets hurt.",
            ]),
            ("operators", [
                "Existing fire safety law already covers escape rooms like any other business premises.",
                "Licence fees and paperwork may force small independent venues to close.",
                "Most rooms already let players leave at any time by pressing a release button.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Do escape rooms need their own licensing regime? Let's consider what each side would say.

Why do supporters want one? Because players are locked into small rooms, and a fire could trap them with no way out. What would inspections add? Regular checks would catch blocked exits and faulty locks before anyone gets hurt.

Why are operators sceptical? First, they say existing fire safety law already covers escape rooms, just as it does any other business premises. Second, licence fees and paperwork may force small independent venues to close. And isn't the danger overstated? They point out that most rooms already let players leave at any time by pressing a release button.

Which of these points do you find most persuasive?
""", []),
            ("bullets", None, """
Should escape rooms be licensed and inspected? Here's how the two sides answer.

**Supporters**
- What's the risk? Players are locked into small rooms, so a fire could trap them with no way out.
- What would inspections achieve? Annual inspections by the local fire service would catch blocked exits and faulty locks before anyone gets hurt.
- Is there a wider benefit? Insurers would also be more willing to cover licensed venues, making the whole sector more stable.

**Operators**
- Isn't this already covered? Existing fire safety law applies to escape rooms like any other business premises.
- What would it cost? Licence fees and paperwork may force small independent venues to close.
- Are players really trapped? Most rooms already let them leave at any time by pressing a release button.

Which of these arguments would sway you?
""", [
                ("added_detail", "Annual inspections by the local fire service would catch blocked exits and faulty locks", (0, 1)),
                ("invented_claim", "Insurers would also be more willing to cover licensed venues, making the whole sector more stable.", None),
            ]),
            ("numbered", None, """
Let's break this down into the questions people usually ask.

1. Why might a licence be needed? Supporters note that players are locked into small rooms, so a fire could trap them with no way out.
2. What would inspections do? Regular ones would catch blocked exits and faulty locks before anyone gets hurt.
3. Isn't the law already enough? Operators argue that existing fire safety law already covers escape rooms like any other business premises.
4. Can players actually get out? Most rooms, operators say, already let players leave at any time with a release button.
5. What about the cost? Licence fees and paperwork may force small independent venues to close.

Which of these strikes you as the deciding factor?
""", []),
            ("headed", None, """
**Why license escape rooms?**
What's the underlying worry? Supporters say players are locked into small rooms, so a fire could trap them with no way out. What would inspections achieve? Regular inspections would catch blocked exits and faulty locks before anyone gets hurt.

**Why not?**
Isn't there already a law for this? Operators say existing fire safety law already covers escape rooms as it does any other business premises. What would it cost them? Licence fees and paperwork will force small independent venues to close. And are players really trapped? Most rooms already let players leave at any time by pressing a release button.

**Weighing it up**
Which of these concerns matters more to you?
""", [
                ("exaggeration", "Licence fees and paperwork will force small independent venues to close.", (1, 1)),
            ]),
            ("dense", None, """
Why license escape rooms? Supporters answer that players are locked into small rooms where a fire could trap them with no way out and that regular inspections would catch blocked exits and faulty locks before anyone gets hurt, while operators, asked why not, reply that existing fire safety law already covers escape rooms like any other business premises and that licence fees and paperwork may force small independent venues to close. Which answer do you find stronger?
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
What's the case for a licence? Supporters say that because players are locked into small rooms, a fire could trap them with no way out. And why inspect regularly? Inspections would catch blocked exits and faulty locks before anyone gets hurt.

What do operators say in response? That existing fire safety law already covers escape rooms like any other business premises, and that most rooms already let players leave at any time by pressing a release button. What's their biggest worry? That licence fees and paperwork may force small independent venues to close.

On balance, the question is whether the fire risk justifies an extra layer of rules on top of existing law and the cost it may bring. Which way would you lean?
""", []),
        ],
    },
]
