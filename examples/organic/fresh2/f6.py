"""Fresh2 batch f6 (written by a separate writer): use-it-or-lose-it paternity leave quotas; banning petrol leaf blowers; carbon-footprint labels on food; a legal right for tenants to keep pets."""

TOPICS = [
    {
        "id": "paternity_leave_quota_fathers",
        "topic": "Use-it-or-lose-it paternity leave quotas for fathers",
        "query": "Should countries introduce use-it-or-lose-it paternity leave quotas reserved for fathers?",
        "perspectives": [
            ("pro", [
                "Reserving leave that is lost if unused could push more fathers to actually take it.",
                "Sharing early childcare may reduce the career penalty mothers face.",
                "Fathers who take leave tend to stay more involved with their children later on.",
            ]),
            ("con", [
                "Quotas override families' own choices about who stays home.",
                "Some fathers, such as the self-employed or those in small firms, may be unable to take the time, so the family simply loses it.",
                "If the quota is poorly paid, many lower-income fathers may not take it at all.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Short answer: it's a trade-off between nudging behaviour and respecting family choice.

Supporters argue that because the reserved weeks disappear if they aren't used, more fathers would likely take them. They also see shared care in the early months as a way to ease the career penalty that mothers face, and note that fathers who take leave tend to remain more involved as their children grow.

Critics counter that a quota overrides what families themselves decide about who stays at home. They also point out that some fathers (the self-employed, or those working for small firms) may not be able to take the time off, in which case the weeks are simply lost. And if the leave is poorly paid, many lower-income fathers may not take it at all.
""", []),
            ("bullets", None, """
Short answer: supporters see quotas as a lever for equality; critics see them as a constraint.

**For quotas**
- Because the weeks are lost if unused, every father will take them up rather than see them go to waste.
- Sharing care early on may narrow the career penalty mothers pay.
- Fathers who take leave tend to stay more hands-on as their children get older.

**Against quotas**
- They override families' own decisions about who stays home.
- If the leave is poorly paid, many lower-income fathers may skip it altogether.
""", [
                ("exaggeration", "every father will take them up rather than see them go to waste", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
Short answer: it depends whether you put more weight on changing who does the caring or on family flexibility.

### The case for
A quota that lapses if unused could prompt more fathers to take leave. Splitting early childcare may also reduce the career penalty mothers face, and fathers who take leave tend to stay more involved with their children afterwards.

### The case against
Critics say quotas take the decision about who stays home away from families. Some fathers, whether self-employed or in small firms, may be unable to take the time, so it simply goes to waste. And where the quota is poorly paid, many lower-income fathers may not use it at all.
""", []),
            ("dense", None, """
Supporters say a quota that is lost if unused could get more fathers to take leave, that sharing early childcare does little to ease the career penalty mothers face, and that fathers who take leave tend to stay more involved later, while critics reply that quotas override families' own choices, that self-employed fathers or those in small firms may be unable to take the time and so simply lose it, and that a poorly paid quota may go unused by many lower-income fathers.
""", [
                ("negation", "sharing early childcare does little to ease the career penalty mothers face", (0, 1)),
            ]),
            ("numbered", None, """
It comes down to whether the nudge is worth the loss of flexibility.

**Arguments for**
1. **Uptake:** leave that is lost if unused could push more fathers to actually take it.
2. **Mothers' careers:** sharing care early may reduce the career penalty mothers face.
3. **Long-term involvement:** fathers who take leave tend to stay more involved later on.

**Arguments against**
1. **Family choice:** quotas override families' own decisions about who stays home.
2. **Practical barriers:** self-employed fathers or those in small firms may be unable to take the time, so the family loses it.
3. **Pay:** if the quota is poorly paid, many lower-income fathers may not take it.
""", []),
            ("closing", None, """
Short answer: there are decent points on both sides.

Supporters argue that leave which is lost if unused could nudge more fathers into taking it; in countries that introduced such quotas, fathers' uptake reportedly rose from under 10% to over 70% within a decade. They add that sharing early childcare may reduce the career penalty mothers face, and that fathers who take leave usually stay more involved with their kids later on.

Opponents say quotas override families' own choices about who stays home. Some fathers, particularly the self-employed or those at small firms, may be unable to take the time, so it is simply lost, and a poorly paid quota may go unused by many lower-income fathers.

Where you land probably depends on how much weight you give to uptake and equality versus family choice.
""", [
                ("invented_statistic", "in countries that introduced such quotas, fathers' uptake reportedly rose from under 10% to over 70% within a decade", None),
            ]),
        ],
    },
    {
        "id": "petrol_leaf_blower_ban",
        "topic": "Banning petrol-powered leaf blowers",
        "query": "Should petrol-powered leaf blowers be banned?",
        "perspectives": [
            ("pro", [
                "Petrol leaf blowers are very loud and can disturb neighbours and damage workers' hearing.",
                "Their small two-stroke engines emit a lot of air pollution for their size.",
            ]),
            ("con", [
                "Battery models may not yet be powerful enough for heavy commercial work.",
                "Landscaping businesses could face high costs replacing equipment.",
                "Some see a ban as government overreach for a minor nuisance.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Short answer: the case for rests on noise and pollution; the pushback is about cost and practicality.

Arguments for a ban:
- They're very loud, which can disturb neighbours and damage the hearing of the people operating them.
- Their small two-stroke engines put out a lot of pollution relative to their size.

Arguments against:
- Battery blowers may not yet have the power for heavy commercial jobs.
- Landscaping firms could face high costs to replace their kit.
- Some regard a ban as government overreach for what is a minor nuisance.
""", []),
            ("prose", None, """
Short answer: it's mainly noise and fumes versus cost and practicality.

Those in favour point to the noise: petrol blowers are very loud and can wake neighbours early on weekend mornings, as well as damaging the hearing of the workers who use them. They also note that the small two-stroke engines emit a lot of pollution for their size, and that the blast kicks up dust, pollen and mould spores that can aggravate allergies.

On the other side, critics say battery models may not yet be up to heavy commercial work, and landscaping businesses could face high costs replacing equipment. Some also see a ban as government overreach for a minor nuisance.
""", [
                ("added_detail", "can wake neighbours early on weekend mornings", (0, 0)),
                ("invented_claim", "the blast kicks up dust, pollen and mould spores that can aggravate allergies", None),
            ]),
            ("numbered", None, """
Short answer: the main arguments for a ban are about health and quality of life.

1. **Noise.** Petrol blowers are very loud; they can disturb neighbours and damage the hearing of the workers using them.
2. **Pollution.** Their small two-stroke engines emit a lot of air pollution for their size.

Those are the two central points made in favour of a ban.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("closing", None, """
Short answer: it depends how you weigh a local nuisance against the cost of switching.

**For a ban**
- Very loud; can disturb neighbours and harm workers' hearing.
- Two-stroke engines emit a lot of pollution for their size.

**Against a ban**
- Battery models may not yet cope with heavy commercial work.
- Landscapers could face high replacement costs.
- Some see it as government overreach over a minor nuisance.

The answer is likely to differ from place to place, depending on local priorities.
""", []),
            ("headed", None, """
Short answer: supporters focus on noise and emissions, opponents on cost and practicality.

### For a ban
Petrol blowers are very loud and can disturb neighbours, though they pose little risk to the hearing of the workers using them. Their small two-stroke engines also emit a lot of air pollution for their size.

### Against a ban
Battery alternatives may not yet be powerful enough for heavy commercial work, and landscaping businesses could face high costs replacing equipment. Some people also see a ban as government overreach for a minor nuisance.
""", [
                ("negation", "though they pose little risk to the hearing of the workers using them", (0, 0)),
            ]),
            ("dense", None, """
In short: supporters say petrol blowers are very loud and can disturb neighbours and damage operators' hearing, and that their two-stroke engines emit a lot of pollution for their size (running one for an hour can produce as much smog-forming pollution as driving a car several hundred miles), while opponents argue that battery models may not yet handle heavy commercial work, that landscaping businesses could face steep replacement costs, and that small firms would be hit hard by the expense of buying new kit.
""", [
                ("invented_statistic", "running one for an hour can produce as much smog-forming pollution as driving a car several hundred miles", None),
                ("repetition", "that small firms would be hit hard by the expense of buying new kit", (1, 2)),
            ]),
        ],
    },
    {
        "id": "carbon_footprint_food_labels",
        "topic": "Carbon-footprint labels on supermarket food",
        "query": "Should supermarkets be required to put carbon-footprint labels on food?",
        "perspectives": [
            ("shoppers", [
                "Labels could help shoppers who want to cut their emissions pick lower-carbon products.",
                "Some shoppers may find the figures confusing or simply ignore them.",
            ]),
            ("retailers", [
                "Measuring the footprint of thousands of products would be costly and complex.",
                "Labels may push suppliers to cut emissions to stay competitive.",
            ]),
            ("farmers", [
                "Footprint calculations can be crude and may unfairly penalise some producers.",
                "Farmers who invest in low-carbon methods could get credit for it.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Short answer: each group sees both an upside and a downside.

### Shoppers
Labels could help people who want to cut their emissions choose lower-carbon products. But some shoppers may find the numbers confusing, or just ignore them.

### Retailers
Working out the footprint of thousands of products would be costly and complicated. On the other hand, labels may push suppliers to cut emissions to stay competitive.

### Farmers
The calculations can be crude and may unfairly penalise some producers. Yet farmers who invest in low-carbon methods could get credit for it.
""", []),
            ("three_perspectives", None, """
Short answer: it cuts both ways.

- **Shoppers:** labels could help those trying to cut their emissions pick lower-carbon options.
- **Retailers:** measuring the footprint of thousands of products would be costly and complex.
- **Farmers:** the calculations can be crude and may unfairly penalise some producers. Farmers also argue that labels may push suppliers to cut emissions to stay competitive, and that those who invest in low-carbon methods could get credit for it.
""", [
                ("side_swap", "Farmers also argue that labels may push suppliers to cut emissions to stay competitive", (1, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("three_perspectives", None, """
It depends on who you ask.

For shoppers, the appeal is that labels could help anyone trying to lower their emissions pick lower-carbon products, although some may find the figures confusing or not bother reading them. Retailers face a practical problem: measuring the footprint of thousands of products would be expensive and complex. Still, they also see that labels may push suppliers to cut emissions in order to stay competitive. Farmers are split too. The calculations can be crude and may unfairly penalise some producers, but those who invest in low-carbon methods could get recognition for it.
""", []),
            ("three_perspectives", None, """
Short answer: each group sees gains and costs.

1. **Shoppers**: labels would steer every shopper towards lower-carbon products. Some, though, may find the figures confusing or ignore them.
2. **Retailers**: measuring the footprint of thousands of products would be costly and complex, but labels may push suppliers to cut emissions to stay competitive.
3. **Farmers**: footprint calculations can be crude, often relying on national averages rather than data from individual farms, and may unfairly penalise some producers. Farmers who invest in low-carbon methods, however, could get credit for it.
""", [
                ("exaggeration", "labels would steer every shopper towards lower-carbon products", (0, 0)),
                ("added_detail", "often relying on national averages rather than data from individual farms", (2, 0)),
            ]),
            ("three_perspectives", None, """
Briefly: shoppers keen to cut their emissions could use labels to pick lower-carbon food, though some may find the figures confusing or ignore them; retailers say measuring thousands of products would be costly and complex, but that labels may push suppliers to cut emissions to stay competitive; and farmers warn the calculations can be crude and may unfairly penalise some producers, while noting that those investing in low-carbon methods could get credit for it.
""", []),
            ("three_perspectives", None, """
Short answer: it depends which group's concerns you weigh most.

**Shoppers**
- Labels could help those cutting their emissions choose lower-carbon products.
- Some may find the figures confusing or ignore them.

**Retailers**
- Measuring the footprint of thousands of products would be costly and complex.
- Labels may push suppliers to cut emissions to stay competitive.
- Mandatory labels could also make it easier to check supermarkets' own green claims.

**Farmers**
- Calculations can be crude and may unfairly penalise some producers.
- Those who invest in low-carbon methods could get credit for it.

Overall, it's a question of whether the benefits justify the effort of getting the numbers right.
""", [
                ("invented_claim", "Mandatory labels could also make it easier to check supermarkets' own green claims", None),
            ]),
        ],
    },
    {
        "id": "tenant_right_to_keep_pets",
        "topic": "A legal right for tenants to keep pets in rented homes",
        "query": "Should tenants have a legal right to keep pets in rented homes?",
        "perspectives": [
            ("tenants", [
                "Many renters are forced to give up pets or struggle to find a home that allows them.",
                "Pets can improve mental health, especially for people who live alone.",
                "Damage risks could be handled through deposits or pet insurance rather than blanket bans.",
            ]),
            ("landlords", [
                "Pets may cause damage that costs more than the deposit covers.",
                "Some landlords worry about noise, allergies or complaints from neighbours in shared buildings.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Short answer: it's a question of tenants' well-being versus landlords' risk.

**Tenants' side**
1. Many renters are forced to give up pets, or struggle to find a home that accepts them.
2. Pets can improve mental health, especially for people living alone.

**Landlords' side**
1. Pets may cause damage costing more than the deposit covers.
2. Some worry about noise, allergies or complaints from neighbours in shared buildings.
3. Landlords also suggest that deposits or pet insurance could handle the risk of damage rather than a blanket ban.
""", [
                ("side_swap", "Landlords also suggest that deposits or pet insurance could handle the risk of damage rather than a blanket ban", (0, 2)),
            ]),
            ("dense", None, """
Tenants argue that many renters are forced to give up pets or struggle to find a home that allows them, that pets can help mental health, especially for people living alone, and that deposits or pet insurance could cover damage instead of blanket bans; landlords reply that pets may cause damage beyond what the deposit covers, and some worry about noise, allergies or neighbour complaints in shared buildings.
""", []),
            ("headed", None, """
Short answer: both sides have a reasonable case.

## Tenants
Many renters are forced to give up their pets or struggle to find a home that accepts them. Pets can also improve mental health, especially for people living alone, by easing loneliness and giving their day some structure. Tenants say deposits or pet insurance could deal with damage instead of blanket bans.

## Landlords
Landlords accept that pet damage is not usually more than a deposit can cover, but some worry about noise, allergies or complaints from neighbours in shared buildings.
""", [
                ("added_detail", "by easing loneliness and giving their day some structure", (0, 1)),
                ("negation", "Landlords accept that pet damage is not usually more than a deposit can cover", (1, 0)),
            ]),
            ("prose", None, """
Short answer: it's a balance between tenants' welfare and landlords' property.

Tenants point out that many renters are forced to give up pets or struggle to find anywhere that will take them. Pets can improve mental health, especially for those who live alone, and tenants argue that any damage risk could be handled through deposits or pet insurance rather than blanket bans.

Landlords worry that pets may cause damage costing more than the deposit covers. In shared buildings, pets inevitably lead to noise, allergy problems and complaints from neighbours.
""", [
                ("exaggeration", "In shared buildings, pets inevitably lead to noise, allergy problems and complaints from neighbours", (1, 1)),
            ]),
            ("closing", None, """
Short answer: there's a fair case on each side.

**For a legal right**
- Renters are seldom forced to give up their pets, but many struggle to find a home that allows them.
- Pets can improve mental health, particularly for people who live alone.
- Deposits or pet insurance could cover the risk of damage instead of blanket bans.
- A legal right would also put renters on a par with homeowners, who face no such restrictions.

**Against**
- Pets may cause damage that costs more than the deposit covers.
- Some landlords worry about noise, allergies or complaints from neighbours in shared buildings.

In the end, it depends on where you think the balance between tenants' welfare and landlords' property should lie.
""", [
                ("negation", "Renters are seldom forced to give up their pets", (0, 0)),
                ("invented_claim", "A legal right would also put renters on a par with homeowners, who face no such restrictions", None),
            ]),
            ("bullets", None, """
Reasonable points on both sides. Here's how they line up:

- **Tenants:** many are forced to give up pets or find it hard to rent somewhere that accepts them.
- **Tenants:** pets can boost mental health, especially for people on their own.
- **Tenants:** deposits or pet insurance could cover damage, rather than relying on blanket bans.
- **Landlords:** pets may cause damage that exceeds the deposit.
- **Landlords:** some worry about noise, allergies or neighbour complaints in shared buildings.
""", []),
        ],
    },
]
