"""Fresh3 batch f14 (written by a separate writer): Year-round school calendars; CCTV cameras in care homes; Free period products in public toilets; Registration plates for bicycles."""

TOPICS = [
    {
        "id": "year_round_school_calendar",
        "topic": "Year-round school calendars",
        "query": "Should schools switch to a year-round calendar with shorter, more frequent breaks instead of a long summer holiday?",
        "perspectives": [
            ("parents", [
                "Shorter, more frequent breaks could make it easier to plan family holidays outside the peak season.",
                "Childcare may become harder to arrange when breaks fall at times that other schools and holiday camps don't cover.",
            ]),
            ("teachers", [
                "Spreading breaks across the year may reduce burnout and give teachers regular time to recharge.",
                "A shorter summer limits the time some teachers use for training or second jobs.",
            ]),
            ("students", [
                "A shorter summer may reduce the learning loss that builds up over a long holiday.",
                "Some students worry about losing summer jobs and camps.",
                "More frequent breaks could help students stay rested and less stressed.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Let's break this down by who is affected, because each group weighs the change differently.

**Parents**
- On the plus side, shorter and more frequent breaks could let families book holidays outside the busy peak season.
- On the minus side, childcare may get harder to organise if the breaks land when other schools and holiday camps aren't running.

**Teachers**
- Breaks spread through the year may ease burnout and give teachers a regular chance to recharge.
- However, a shorter summer cuts into the time some teachers rely on for training or for second jobs.

**Students**
- A shorter summer may limit the learning loss that tends to build up over a long holiday.
- More frequent breaks could also help students stay rested and less stressed.
- That said, some students worry they'd lose their summer jobs and camps.

To recap: every group sees both a benefit and a cost, so the question is really about which trade-offs matter most to each of them.
""", []),
            ("three_perspectives", None, """
First, consider the parents. For them the appeal is practical: with shorter, more frequent breaks, it could be easier to plan a family holiday outside peak season. The worry is childcare, which may become harder to arrange when breaks fall at times that other schools and camps don't cover.

Next, the teachers. Their main argument in favour is wellbeing: spreading breaks across the year may reduce burnout and give them time to recharge. Teachers add that a shorter summer may cut down on the learning loss pupils tend to suffer over a long holiday.

Finally, the students themselves. Some worry about losing summer jobs and camps, while others point out that more frequent breaks could help them stay rested and less stressed.

So, in short, each group has something to gain and something to lose from the change.
""", [
                ("side_swap", "Teachers add that a shorter summer may cut down on the learning loss pupils tend to suffer over a long holiday.", (2, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
Think of this debate as three overlapping conversations, one per group, each with its own trade-off.

Parents start with the upside: shorter, more frequent breaks could make it easier to get away on family holidays when it isn't peak season. Their concern is the flip side of the same change, because childcare may be harder to arrange if breaks fall when other schools and holiday camps offer nothing.

Teachers see a similar split. Breaks spread across the year may reduce burnout and give them regular time to recharge, but a shorter summer also limits the time some of them use for training or second jobs.

Students, finally, have three points to weigh. A shorter summer may reduce the learning loss that builds up over a long break, and more frequent breaks could help them stay rested and less stressed. Some, though, worry about losing summer jobs and camps.

To recap, nobody's position is purely for or against; each group is balancing a benefit against a cost.
""", []),
            ("three_perspectives", None, """
Let's go through this group by group.

### Parents
Shorter, more frequent breaks could make it easier for families to plan holidays outside the peak season. Childcare, they add, may actually get easier to arrange, since breaks would no longer be bunched into one long summer. One district survey found that around 60% of parents preferred the year-round model once they had tried it.

### Teachers
Spreading breaks across the year may reduce burnout and give teachers time to recharge. On the other hand, a shorter summer limits the time some teachers rely on for professional training or a second job.

### Students
A shorter summer may cut the learning loss that accumulates over a long holiday, and more frequent breaks could help students stay rested and less stressed. Some students, however, worry about losing summer jobs and camps.

To recap: the calendar change touches each group's time in a different way.
""", [
                ("negation", "Childcare, they add, may actually get easier to arrange, since breaks would no longer be bunched into one long summer.", (0, 1)),
                ("invented_statistic", "One district survey found that around 60% of parents preferred the year-round model once they had tried it.", None),
            ]),
            ("three_perspectives", None, """
Here is a step-by-step look at how each group sees a year-round calendar:

1. **Parents – the benefit:** shorter, more frequent breaks could make family holidays easier to plan outside peak season.
2. **Parents – the concern:** childcare may become harder to arrange if breaks fall when other schools and camps aren't covering them.
3. **Teachers – the benefit:** spreading breaks out may reduce burnout and give teachers regular time to recharge.
4. **Teachers – the concern:** a shorter summer limits the time some teachers use for training or second jobs.
5. **Students – the benefits:** a shorter summer may reduce learning loss over the long holiday, and more frequent breaks could help students stay rested and less stressed.
6. **Students – the concern:** some worry about losing summer jobs and camps.

Notice the pattern: the same feature, shorter and more frequent breaks, shows up as both a benefit and a cost depending on whose schedule you look at.
""", []),
            ("three_perspectives", None, """
Let's break this down, starting with families and then turning to the students.

**Parents**
- Shorter, more frequent breaks could make it easier to plan family trips away from the peak season.
- But childcare may become harder to arrange when breaks fall at times other schools and holiday camps don't cover.

**Students**
- The big academic argument is that a shorter summer eliminates the learning loss that builds up over a long holiday.
- More frequent breaks could also help students stay rested and less stressed.
- On the other side, some students worry about losing summer jobs and camps.

To recap, the case for a year-round calendar rests on better rest and learning, while the case against centres on disrupted routines outside school.
""", [
                ("omitted_perspective", None, 1),
                ("exaggeration", "a shorter summer eliminates the learning loss that builds up over a long holiday", (2, 0)),
            ]),
        ],
    },
    {
        "id": "cctv_in_care_homes",
        "topic": "CCTV cameras in care homes",
        "query": "Should CCTV cameras be installed in care homes for older people?",
        "perspectives": [
            ("pro", [
                "Cameras could deter abuse and neglect of vulnerable residents.",
                "Footage may provide evidence when families raise complaints about care.",
                "Relatives could feel more reassured about a loved one's safety.",
            ]),
            ("con", [
                "Constant filming intrudes on residents' privacy and dignity, especially during personal care.",
                "Staff may feel distrusted, which could hurt morale and recruitment.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Let's break this down into the two sides.

**Arguments for cameras**
- They could deter abuse and neglect of vulnerable residents.
- Footage may serve as evidence when families raise complaints about care.
- Relatives could feel more reassured that their loved one is safe.

**Arguments against cameras**
- Constant filming intrudes on residents' privacy and dignity, particularly during personal care.
- Staff may feel distrusted, which could hurt morale and make recruitment harder.

In short, the debate is about weighing protection against privacy and trust.
""", []),
            ("prose", None, """
First, consider what supporters are trying to achieve. Their central point is protection: cameras could deter abuse and neglect of vulnerable residents. They also see a practical benefit, since footage will settle any complaint a family raises about care, and they note that relatives could feel more reassured about a loved one's safety. Cameras could also help night staff spot falls more quickly and get help to residents sooner.

Now turn to the objections. The first is about the residents themselves: constant filming intrudes on their privacy and dignity, especially during personal care. The second is about the workforce, since staff may feel distrusted, which could hurt morale and recruitment.

Think of it this way: the supporters' points are about safety and accountability, while the objections are about privacy and trust.
""", [
                ("exaggeration", "footage will settle any complaint a family raises about care", (0, 1)),
                ("invented_claim", "Cameras could also help night staff spot falls more quickly and get help to residents sooner.", None),
            ]),
            ("numbered", None, """
Let's take the arguments one at a time.

In favour:
1. Cameras could act as a deterrent against abuse and neglect of vulnerable residents.
2. Footage may provide evidence, for instance to the police or the care regulator, when families raise complaints about care.
3. Simply knowing cameras are there may discourage anyone from mistreating or neglecting residents.

Against:
4. Constant filming intrudes on residents' privacy and dignity, above all during personal care.
5. Staff may feel they are not trusted, which could damage morale and recruitment.

To recap, the "for" column is about deterrence and evidence, while the "against" column is about privacy and the people doing the caring.
""", [
                ("added_detail", "for instance to the police or the care regulator", (0, 1)),
                ("repetition", "Simply knowing cameras are there may discourage anyone from mistreating or neglecting residents.", (0, 2)),
            ]),
            ("headed", None, """
Here's how the debate is structured.

### The case for CCTV
Supporters argue that cameras could deter abuse and neglect of vulnerable residents. If something does go wrong, footage may give families evidence to back up a complaint about care. And there is an emotional side too: relatives could feel more reassured about their loved one's safety.

### The case against CCTV
Opponents focus first on residents' privacy and dignity, which constant filming intrudes on, especially during personal care. They also point to staff, who may feel distrusted, with possible knock-on effects on morale and recruitment.

### Putting it together
One side frames cameras as a safeguard; the other frames them as a cost to the dignity of residents and the trust placed in staff.
""", []),
            ("dense", None, """
Put simply, supporters say cameras could deter abuse and neglect of vulnerable residents, give families evidence when they complain about care, and reassure relatives about a loved one's safety, while opponents counter that staff may feel distrusted in ways that could hurt morale and recruitment, though they accept that cameras leave residents' privacy and dignity intact, even during personal care.
""", [
                ("negation", "they accept that cameras leave residents' privacy and dignity intact, even during personal care", (1, 0)),
            ]),
            ("closing", None, """
Let's break this down.

**Why some want cameras:** they could deter abuse and neglect of vulnerable residents, and relatives could feel more reassured about a loved one's safety.

**Why others object:** constant filming intrudes on residents' privacy and dignity, especially during personal care, and staff may feel distrusted, which could hurt morale and recruitment.

Ultimately, where people land tends to depend on how they balance safety against privacy and trust.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "free_period_products_public_toilets",
        "topic": "Free period products in public toilets",
        "query": "Should free period products be provided in all public toilets?",
        "perspectives": [
            ("pro", [
                "Free products could reduce period poverty for people who can't afford them.",
                "Having products on hand may spare people embarrassment when they are caught unprepared.",
                "It treats period products as a basic necessity, like toilet paper.",
            ]),
            ("con", [
                "Supplies may be taken in bulk or vandalised, driving up costs.",
                "Some argue the money would be better spent on targeted help for those most in need.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Let's start with the case in favour, which rests on three ideas. First, free products could reduce period poverty for people who can't afford them. Second, having products on hand may spare people embarrassment if they're caught unprepared. Third, there's a principle at stake: supporters see period products as a basic necessity, in the same category as toilet paper.

The case against is more about how the policy would work in practice. Supplies may be taken in bulk or vandalised, which would push costs up. And some argue that the money would do more good as targeted help for those most in need.

To recap, supporters focus on need and dignity, while critics focus on cost and whether universal provision is the best use of funds.
""", []),
            ("bullets", None, """
Let's break this down into the two positions.

**Supporters argue:**
- Free products could reduce period poverty among people who can't afford them.
- Having products available may save people from embarrassment when they're caught unprepared.

**Critics argue:**
- Dispensers may be emptied in bulk or vandalised, especially in unstaffed toilets at train stations, which would drive up costs.
- Some believe the money would be better directed towards targeted help for those most in need.

Think of it as a disagreement about whether a universal scheme or a targeted one is the better tool.
""", [
                ("added_detail", "especially in unstaffed toilets at train stations", (1, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
Here is the debate, step by step.

1. **Tackling period poverty:** free products could reduce period poverty for people who can't afford them.
2. **Avoiding embarrassment:** having products on hand may spare people embarrassment when they're caught unprepared.
3. **A basic necessity:** supporters say period products should be treated like toilet paper, as something everyone needs.
4. **Cost and misuse:** critics warn that supplies may be taken in bulk or vandalised, driving up costs.
5. **Better-targeted spending:** some argue the money would be better spent on targeted help for those most in need.

Points 1–3 make the case for, and points 4–5 the case against.
""", []),
            ("headed", None, """
Let's break this down.

## The case for
Supporters say free products would end period poverty for anyone who can't afford them. They add that having products on hand may spare people embarrassment when they're caught unprepared, and that period products are a basic necessity, just like toilet paper. A 2019 survey found that one in ten girls had been unable to afford period products at some point.

## The case against
Critics worry that supplies may be taken in bulk or vandalised, driving up costs. Some also argue the money would be better spent on targeted help for those most in need.

## The core tension
At heart, this is a choice between universal provision and a targeted approach.
""", [
                ("exaggeration", "free products would end period poverty for anyone who can't afford them", (0, 0)),
                ("invented_statistic", "A 2019 survey found that one in ten girls had been unable to afford period products at some point.", None),
            ]),
            ("dense", None, """
In a nutshell, supporters argue that free products could reduce period poverty, may spare people embarrassment when they're caught unprepared, and treat period products as a necessity like toilet paper, whereas critics fear supplies may be taken in bulk or vandalised, pushing up costs, and some believe the money would be better spent on targeted help for those most in need.
""", []),
            ("closing", None, """
First, consider the supporters' reasoning. Free products could reduce period poverty for people who can't afford them, and having them on hand may spare people embarrassment when they're caught unprepared. Supporters also see period products as a basic necessity, like toilet paper, and say free provision could stop toilets being blocked by improvised alternatives.

Next, the critics. They point out that supplies may be taken in bulk or vandalised, which would drive up costs, and some feel that targeted help for those most in need would be a poorer use of the money.

It's a genuinely divisive issue, and the answer may depend on local budgets and priorities.
""", [
                ("invented_claim", "say free provision could stop toilets being blocked by improvised alternatives", None),
                ("negation", "some feel that targeted help for those most in need would be a poorer use of the money", (1, 1)),
            ]),
        ],
    },
    {
        "id": "bicycle_registration_plates",
        "topic": "Registration plates for bicycles",
        "query": "Should bicycles be required to carry registration plates?",
        "perspectives": [
            ("pro", [
                "Plates could make it easier to identify cyclists who run red lights or ride dangerously.",
                "Registration may help police recover stolen bikes.",
            ]),
            ("con", [
                "Administering a registry could cost more than it raises.",
                "Extra bureaucracy may discourage people from cycling, with knock-on effects for health and congestion.",
                "Plates would be impractical on children's bikes and bike-share fleets.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Let's break the debate into its two halves.

### Arguments for plates
Supporters say plates could make it easier to identify cyclists who run red lights or ride dangerously. They also argue that registration may help police recover stolen bikes. In one city pilot, fewer than 5% of stolen bikes were ever returned to their owners without a registration scheme.

### Arguments against plates
Opponents point out that administering a registry could cost more than it raises. They also warn that the extra bureaucracy will drive people away from cycling altogether, with knock-on effects for health and congestion. Finally, plates would be impractical on children's bikes and bike-share fleets.

### Summing up
The for side is about accountability and theft; the against side is about cost and practicality.
""", [
                ("invented_statistic", "In one city pilot, fewer than 5% of stolen bikes were ever returned to their owners without a registration scheme.", None),
                ("exaggeration", "the extra bureaucracy will drive people away from cycling altogether", (1, 1)),
            ]),
            ("numbered", None, """
Let's go through this step by step, pro first and then con.

1. **Accountability:** plates could make it easier to identify cyclists who run red lights or ride dangerously.
2. **Theft:** registration may help police get stolen bikes back to their owners.
3. **Cost:** running a registry could end up costing more than it brings in.
4. **Discouraging cycling:** the extra paperwork may put people off cycling, with knock-on effects for health and congestion.
5. **Practicality:** plates would be impractical on children's bikes and on bike-share fleets.

To recap, the first two points are the case for plates and the last three the case against.
""", []),
            ("prose", None, """
Think of this debate as accountability versus practicality. On the accountability side, supporters argue that plates could make it easier to identify cyclists who run red lights or ride dangerously.

Critics, for their part, concede that registration may help police recover stolen bikes, but they see bigger problems. To begin with, administering a registry could cost more than it raises. Beyond that, extra bureaucracy may discourage people from cycling, which could have knock-on effects for public health and congestion.

So the question becomes whether the benefits of identifying riders outweigh the costs of running the system.
""", [
                ("side_swap", "Critics, for their part, concede that registration may help police recover stolen bikes", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Briefly, supporters see plates as a way to help police recover stolen bikes, though not as a way to identify cyclists who run red lights or ride dangerously, and add that plates could make bikes easier to insure, while opponents argue that a registry could cost more than it raises, that the extra bureaucracy may deter people from cycling with knock-on effects for health and congestion, and that plates would be impractical on children's bikes and bike-share fleets.
""", [
                ("negation", "though not as a way to identify cyclists who run red lights or ride dangerously", (0, 0)),
                ("invented_claim", "add that plates could make bikes easier to insure", None),
            ]),
            ("bullets", None, """
Let's break this down.

The case for plates:
- They could make it easier to identify cyclists who run red lights or ride dangerously.
- Registration may help police recover stolen bikes.

The case against plates:
- Administering a registry could cost more than it raises.
- Extra bureaucracy may discourage people from cycling, which could affect health and congestion.
- Plates would be impractical on children's bikes and bike-share fleets.

Notice that the two sides are largely talking past each other: one focuses on enforcement, the other on cost and convenience.
""", []),
            ("closing", None, """
First, consider the arguments in favour. Plates could make it easier to identify cyclists who run red lights or ride dangerously, and registration may help police recover stolen bikes.

Next, the arguments against. A registry run through the national vehicle licensing agency could cost more than it raises. Extra bureaucracy may also discourage people from cycling, with knock-on effects for health and congestion, and plates would be impractical on children's bikes and bike-share fleets.

Ultimately, it comes down to how a given city weighs enforcement against keeping cycling simple.
""", [
                ("added_detail", "A registry run through the national vehicle licensing agency could cost more than it raises.", (1, 0)),
            ]),
        ],
    },
]
