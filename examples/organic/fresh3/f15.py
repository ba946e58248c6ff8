"""Fresh3 batch f15 (written by a separate writer): fining pedestrians who use phones while crossing; subsidising municipal swimming pools; allergen information on restaurant menus; ending winners and losers at primary school sports days."""

TOPICS = [
    {
        "id": "phone_pedestrian_fines",
        "topic": "Fining pedestrians who use phones while crossing the road",
        "query": "Should cities fine pedestrians who use their phones while crossing the road?",
        "perspectives": [
            ("road safety groups", [
                "Distracted walking may contribute to a share of pedestrian injuries at crossings.",
                "A fine could act as a clear deterrent and change habits over time.",
            ]),
            ("pedestrian advocates", [
                "Fines may shift blame onto pedestrians when driver speed and road design are the bigger dangers.",
                "Some people, such as those using navigation apps or with disabilities, may rely on their phones while walking.",
                "Penalties could fall hardest on low-income residents.",
            ]),
            ("police", [
                "Officers may find the rule hard to enforce consistently at busy crossings.",
                "Enforcement could take time away from higher-priority traffic offences.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**TL;DR:** Road safety groups see fines as a deterrent to a possible risk; pedestrian advocates worry about fairness and misplaced blame; police question whether it can be enforced sensibly.

**Key considerations**

**Road safety groups**
- Distracted walking may play a part in some of the pedestrian injuries that happen at crossings.
- A fine could work as a clear deterrent, gradually changing people's habits.

**Pedestrian advocates**
- Fines risk putting the blame on pedestrians, when driver speed and road design are the larger dangers.
- Some people may rely on their phones while walking — for example, those following navigation apps or people with disabilities.
- The penalties could hit low-income residents hardest.

**Police**
- Applying the rule consistently at busy crossings may prove difficult for officers.
- Time spent enforcing it could come at the expense of higher-priority traffic offences.
""", []),
            ("three_perspectives", None, """
Bottom line: this is a safety-versus-fairness call, with practical doubts from the people who would have to enforce it.

**Key considerations**

From the road safety side, the case rests on the idea that distracted walking may be contributing to pedestrian injuries at crossings — by some estimates, roughly one in five crossing injuries involves a pedestrian looking at a phone. A fine, they argue, could act as a clear deterrent and shift behaviour over time.

Pedestrian advocates push back on two fronts. First, fines may pin the blame on walkers when driver speed and road design are the bigger dangers. Second, some people — navigation-app users, or people with disabilities — may genuinely rely on their phones while walking.

Police raise the operational angle: officers may struggle to enforce the rule consistently at busy crossings, and the time spent doing so could be diverted from higher-priority traffic offences.
""", [
                ("invented_statistic", "by some estimates, roughly one in five crossing injuries involves a pedestrian looking at a phone", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("three_perspectives", None, """
**Bottom line:** There's a plausible safety rationale, but serious questions about fairness and enforceability.

**Key considerations**

*Safety case.* Road safety groups point out that distracted walking may contribute to a portion of injuries at crossings, and that the prospect of a fine could deter the behaviour and, over time, change habits.

*Fairness case.* Pedestrian advocates counter that fines may shift responsibility onto pedestrians, when driver speed and road design are the bigger hazards. They also note that some people — those relying on navigation apps, or people with disabilities — may need their phones while walking, and that penalties could land hardest on low-income residents.

*Enforcement case.* Police caution that the rule may be hard to apply consistently at busy crossings, and that policing it could eat into time otherwise spent on higher-priority traffic offences.

**Recommendation:** Weigh the potential safety gain against the fairness and enforcement concerns before deciding.
""", []),
            ("three_perspectives", None, """
TL;DR: Three camps, three different concerns — safety, fairness and practicality.

### Road safety groups
Distracted walking may be a factor in some pedestrian injuries at crossings, and a fine could serve as a clear deterrent that shifts habits over time.

### Pedestrian advocates
Advocates argue fines may shift blame onto pedestrians when driver speed and road design are the larger dangers. They point out that some people, including those using navigation apps or with disabilities, may rely on their phones while walking, that penalties could fall hardest on low-income residents, and that a rule like this could be hard for officers to enforce consistently at busy crossings.

### Police
From a policing perspective, the concern is that enforcement could pull officers away from higher-priority traffic offences.
""", [
                ("side_swap", "and that a rule like this could be hard for officers to enforce consistently at busy crossings", (2, 0)),
            ]),
            ("three_perspectives", None, """
**Bottom line:** The debate splits three ways — safety, fairness and enforcement.

1. **Road safety groups — deterrence.** Distracted walking may contribute to a share of pedestrian injuries at crossings; a fine could deter it and change habits over time.
2. **Pedestrian advocates — misplaced blame.** Fines may put the onus on pedestrians when driver speed and road design are the bigger dangers.
3. **Pedestrian advocates — legitimate phone use.** Some people, such as those navigating with apps or living with disabilities, may rely on their phones while walking.
4. **Pedestrian advocates — equity.** Penalties could fall hardest on low-income residents.
5. **Police — enforceability.** Officers may find the rule hard to enforce consistently at busy crossings.
6. **Police — priorities.** Enforcement could take time away from higher-priority traffic offences.
""", []),
            ("three_perspectives", None, """
TL;DR: It comes down to deterrence versus fairness.

**Key considerations**

**For a fine (road safety groups)**
- Distracted walking may contribute to some of the pedestrian injuries seen at crossings.
- A fine would be a clear deterrent that reliably breaks the habit.

**Against (pedestrian advocates)**
- Fines may shift blame onto pedestrians, even though driver speed and road design are the bigger dangers.
- Some people — navigation-app users, people with disabilities — may rely on their phones while walking.
- Penalties could fall hardest on those on low incomes.

**Recommendation:** Treat this as a values question about where responsibility for road safety should sit.
""", [
                ("exaggeration", "A fine would be a clear deterrent that reliably breaks the habit.", (0, 1)),
                ("omitted_perspective", None, 2),
            ]),
        ],
    },
    {
        "id": "municipal_pool_subsidies",
        "topic": "Subsidising municipal swimming pools",
        "query": "Should local councils subsidise municipal swimming pools?",
        "perspectives": [
            ("pro", [
                "Affordable pools may help children learn to swim, which could reduce drowning risk.",
                "Public pools offer low-cost exercise for older residents and people with health conditions.",
                "Pools can serve as community hubs in neighbourhoods with few other facilities.",
            ]),
            ("con", [
                "Pools are expensive to heat and maintain, and subsidies may divert money from other services.",
                "Some facilities are underused outside the summer months.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**TL;DR:** Subsidies may buy social benefits, but at a significant running cost.

**Pros**
- **Swimming skills:** Keeping pools affordable may help more children learn to swim, which could lower the risk of drowning.
- **Health:** They offer a cheap way for older residents and people with health conditions to stay active.
- **Community:** In neighbourhoods with few other facilities, a pool can act as a community hub.

**Cons**
- **Cost:** Heating and maintaining pools is expensive, and subsidies may draw money away from other services.
- **Seasonal use:** Some facilities see little use outside the summer months.
""", []),
            ("prose", None, """
Bottom line: the case for subsidy is mostly social, the case against is mostly financial.

Supporters start with children: affordable pools may help them learn to swim, which could in turn reduce the risk of drowning. They also see pools as community hubs, particularly in neighbourhoods that have few other facilities, and point out that subsidised pools help sustain local jobs for lifeguards and swimming instructors. That said, pools offer relatively little to older residents or people with health conditions looking for low-cost exercise.

Opponents focus on the budget. Pools are costly to heat and maintain, and every pound of subsidy may be a pound diverted from other services. They add that some facilities are underused once summer is over.
""", [
                ("invented_claim", "subsidised pools help sustain local jobs for lifeguards and swimming instructors", None),
                ("negation", "pools offer relatively little to older residents or people with health conditions looking for low-cost exercise", (0, 1)),
            ]),
            ("numbered", None, """
**Bottom line:** A trade-off between public health and community value on one side and cost on the other.

**Key considerations**

1. **Learning to swim.** Affordable pools may help children pick up swimming, which could cut drowning risk.
2. **Accessible exercise.** They provide low-cost exercise for older people and those with health conditions.
3. **Community role.** Where neighbourhoods have few other facilities, pools can double as community hubs.
4. **Running costs.** Pools are expensive to heat and maintain; subsidising them may divert funds from other services.
5. **Off-season demand.** Some facilities are underused outside summer.

**Recommendation:** Decide based on how the council weighs these social benefits against the cost and the other calls on its budget.
""", []),
            ("headed", None, """
TL;DR: Social arguments for, cost arguments against.

### The case for subsidy
Affordable entry may help children learn to swim, which could reduce their risk of drowning. Pools also give older residents and people with health conditions a low-cost way to exercise, and in neighbourhoods with few other facilities they can become a community hub.

### The case against
Pools are expensive to heat and maintain — ageing 1970s-era buildings with leaky roofs and worn-out filtration systems are a particular drain — and subsidies may divert money from other services. On top of that, some facilities are underused outside the summer months.
""", [
                ("added_detail", "ageing 1970s-era buildings with leaky roofs and worn-out filtration systems are a particular drain", (1, 0)),
            ]),
            ("dense", None, """
TL;DR: Supporters say affordable pools may help children learn to swim and so could reduce drowning risk, while also giving older residents and people with health conditions a low-cost way to exercise; critics reply that pools are expensive to heat and maintain, that subsidies may divert money from other services, and that most facilities sit largely empty once the summer ends.
""", [
                ("exaggeration", "most facilities sit largely empty once the summer ends", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
**Bottom line:** Worth debating on local terms — the benefits are social, the costs are concrete.

**Pros**
- **Child safety:** Affordable pools may help children learn to swim, potentially reducing drowning risk.
- **Health:** They give older residents and people with health conditions an inexpensive way to exercise; one council study estimated that every £1 spent on subsidised swimming saves around £3 in health costs.
- **Community:** Pools can act as hubs in neighbourhoods that lack other facilities.

**Cons**
- **Cost:** They are expensive to heat and maintain, and subsidies may pull money away from other services.
- **Seasonality:** Some pools are underused outside summer.

Ultimately, the right answer depends on local priorities and how much a council values these benefits against the cost.
""", [
                ("invented_statistic", "one council study estimated that every £1 spent on subsidised swimming saves around £3 in health costs", None),
            ]),
        ],
    },
    {
        "id": "menu_allergen_labelling",
        "topic": "Allergen information on restaurant menus",
        "query": "Should restaurants be required to list allergens on their menus?",
        "perspectives": [
            ("allergy charities", [
                "Clear allergen labels could help people with allergies avoid dangerous reactions.",
                "Printed information may reduce reliance on busy staff remembering every ingredient.",
            ]),
            ("restaurant owners", [
                "Updating menus every time a recipe or supplier changes could be costly for small kitchens.",
                "Some owners worry that labels may give false reassurance, since cross-contamination is hard to rule out.",
                "Chefs may feel pushed to simplify seasonal menus to keep labelling manageable.",
            ]),
        ],
        "variants": [
            ("headed", None, """
**TL;DR:** Allergy charities see labelling as a safety measure; restaurant owners point to cost, the limits of what labels can promise, and menu constraints.

## Allergy charities
Clear allergen labelling could help people with allergies steer clear of dangerous reactions. Having the information in print may also mean less dependence on busy staff remembering every ingredient.

## Restaurant owners
Small kitchens could face real costs from updating menus each time a recipe or supplier changes. Some owners also worry that labels may create false reassurance, because cross-contamination is hard to rule out. And chefs may feel pressure to simplify seasonal menus just to keep the labelling manageable.
""", []),
            ("bullets", None, """
Bottom line: a safety measure with practical and cost trade-offs.

**Key considerations**

**Allergy charities**
- Clear allergen labels could help people with allergies avoid dangerous reactions.
- Printed information may ease reliance on busy staff having to remember every ingredient.
- They also caution that labels may lull diners into false reassurance, since cross-contamination is hard to rule out.

**Restaurant owners**
- Updating menus whenever a recipe or supplier changes could be costly for small kitchens.
- Chefs may feel pushed to simplify seasonal menus so labelling stays manageable.
""", [
                ("side_swap", "They also caution that labels may lull diners into false reassurance, since cross-contamination is hard to rule out.", (1, 1)),
            ]),
            ("prose", None, """
Bottom line: this is a clash between diner safety and kitchen practicality.

Allergy charities argue that clear allergen labels could help people with allergies avoid dangerous reactions, and that having the information printed may reduce reliance on busy staff to remember every ingredient.

Restaurant owners see it differently. For small kitchens, updating menus every time a recipe or supplier changes could get expensive. Some owners also fear labels may offer false reassurance, given how hard it is to rule out cross-contamination. Finally, chefs may feel pushed to pare back seasonal menus to keep the labelling manageable.

Recommendation: Weigh the safety benefit for diners against the practical burden on kitchens.
""", []),
            ("numbered", None, """
**TL;DR:** Safety benefits on one side, cost and practicality on the other.

1. **Avoiding reactions (allergy charities):** Clear allergen labels could help people with allergies avoid dangerous reactions, and a consistent format across restaurants could make it easier to compare options when choosing where to eat.
2. **Staff reliance (allergy charities):** Printed information would barely lessen the need for busy staff to remember every ingredient.
3. **Cost (restaurant owners):** Small kitchens could face significant costs updating menus whenever a recipe or supplier changes.
4. **False reassurance (restaurant owners):** Some owners worry labels may give false reassurance, as cross-contamination is hard to rule out.
5. **Menu flexibility (restaurant owners):** Chefs may feel pushed to simplify seasonal menus to keep labelling manageable.
""", [
                ("invented_claim", "a consistent format across restaurants could make it easier to compare options when choosing where to eat", None),
                ("negation", "Printed information would barely lessen the need for busy staff to remember every ingredient.", (0, 1)),
            ]),
            ("dense", None, """
Bottom line: allergy charities argue that clear labelling could help allergic diners avoid dangerous reactions and might lessen dependence on hard-pressed staff recalling every ingredient, while restaurant owners counter that small kitchens could face high costs rewriting menus whenever a recipe or supplier changes, that labels may breed false reassurance because cross-contamination is hard to rule out, and that chefs may feel pushed to simplify seasonal menus just to keep labelling manageable.
""", []),
            ("closing", None, """
TL;DR: Potential safety gains versus a burden on kitchens.

**Pros**
- **Safety:** Clear allergen labels would prevent dangerous reactions among people with allergies.
- **Less pressure on staff:** Printed information may reduce reliance on busy staff remembering every ingredient.

**Cons**
- **Cost:** Small kitchens could find it costly to reprint menus each time a recipe or supplier changes.
- **False reassurance:** Some owners worry labels may give false reassurance, since cross-contamination is hard to rule out.
- **Upkeep:** Small restaurants could face a steady expense keeping printed menus in line with every change to dishes or suppliers.

In the end, it's a judgement call about how to balance diner safety against the practical demands on restaurants.
""", [
                ("exaggeration", "Clear allergen labels would prevent dangerous reactions among people with allergies.", (0, 0)),
                ("repetition", "Small restaurants could face a steady expense keeping printed menus in line with every change to dishes or suppliers.", (1, 2)),
            ]),
        ],
    },
    {
        "id": "sports_day_no_winners",
        "topic": "Ending winners and losers at primary school sports days",
        "query": "Should primary schools stop naming winners and losers at sports day?",
        "perspectives": [
            ("pro", [
                "Removing rankings may make sports day more enjoyable for less athletic children.",
                "Some pupils could feel humiliated coming last in front of parents and classmates.",
            ]),
            ("con", [
                "Learning to win and lose gracefully is a useful life skill.",
                "Sporty children may lose motivation if their effort is never recognised.",
                "Competition can be part of what makes the day exciting.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Bottom line: it's inclusion versus competition, and each side raises points worth weighing.

Those in favour of dropping rankings argue it may make the day more enjoyable for children who are less athletic. They also stress that finishing last in front of parents and classmates is invariably humiliating for the child concerned — a recent parent survey found that 62% of families backed non-competitive sports days for exactly this reason.

Critics, however, see value in the competition. Learning to win and lose gracefully is, in their view, a useful life skill. They also warn that sporty children may lose motivation if their effort never gets recognised, and that competition can be a big part of what makes the day exciting.
""", [
                ("exaggeration", "finishing last in front of parents and classmates is invariably humiliating for the child concerned", (0, 1)),
                ("invented_statistic", "a recent parent survey found that 62% of families backed non-competitive sports days for exactly this reason", None),
            ]),
            ("bullets", None, """
**TL;DR:** A balance between making the day inclusive and keeping its competitive spirit.

**Pros of ending winners and losers**
- Without rankings, sports day may be more fun for less athletic children.
- Some pupils could be spared the humiliation of coming last in front of parents and classmates.

**Cons**
- Learning to handle both winning and losing with good grace is a valuable life skill.
- Sporty children may lose motivation if their effort is never recognised.
- Competition can be part of what makes the day exciting.
""", []),
            ("headed", None, """
TL;DR: Supporters prioritise enjoyment and dignity; critics prioritise sportsmanship and excitement.

### Arguments for ending rankings
Taking away rankings may make sports day more enjoyable for less athletic children. It could also spare some pupils the humiliation of finishing last in front of parents and classmates.

### Arguments against
Critics say learning to win and lose gracefully is a useful life skill — one that helps children cope later with setbacks such as failing exams or missing out on a job. They add that sporty children would not lose motivation even if their effort went unrecognised, and note that competition can be part of what makes the day exciting.
""", [
                ("added_detail", "one that helps children cope later with setbacks such as failing exams or missing out on a job", (1, 0)),
                ("negation", "sporty children would not lose motivation even if their effort went unrecognised", (1, 1)),
            ]),
            ("closing", None, """
**Bottom line:** There's no clear-cut answer; it depends on what a school wants sports day to achieve.

**Pros**
- **Enjoyment:** Scrapping rankings may make the day more enjoyable for less athletic children.
- **Dignity:** Some pupils could find coming last with parents and classmates watching humiliating.
- **Less friction:** Without official results, teachers may spend less time handling complaints and disputes over who really won.

**Cons**
- **Life skills:** Learning to win and lose gracefully is a useful skill for life.
- **Motivation:** Sporty children may lose motivation if their effort is never recognised.
- **Excitement:** Competition can be part of what makes the day exciting.

Ultimately, schools will need to weigh inclusivity against the benefits of competition in light of their own pupils.
""", [
                ("invented_claim", "Without official results, teachers may spend less time handling complaints and disputes over who really won.", None),
            ]),
            ("dense", None, """
TL;DR: Supporters of dropping winners and losers say it may make the day more fun for less sporty children and could spare some pupils the humiliation of finishing last in front of parents and classmates; opponents reply that winning and losing gracefully is a valuable life skill, that athletic children may lose motivation if their effort goes unrecognised, and that competition can be part of the day's excitement.
""", []),
            ("numbered", None, """
**Bottom line:** Inclusion and enjoyment on one side; life skills and motivation on the other.

**Key considerations**

1. **More enjoyable for less athletic children (for).** Removing rankings may make the day more fun for them, particularly children with conditions such as dyspraxia or asthma who rarely stand a chance in races.
2. **Avoiding humiliation (for).** Some pupils could find coming last in front of parents and classmates humiliating.
3. **Life skills (against).** Learning to win and lose gracefully is useful preparation for life.
4. **Motivation (against).** Sporty children may lose motivation if their effort is never recognised.

**Recommendation:** Weigh both sets of concerns rather than treating either as decisive.
""", [
                ("added_detail", "particularly children with conditions such as dyspraxia or asthma who rarely stand a chance in races", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
]
