"""Fresh5 batch f23 (written by a separate writer): carpool-only lanes on city motorways; council-run parcel lockers on housing estates; free eye tests for all adults; extending the sugar tax to sweetened milk drinks."""

TOPICS = [
    {
        "id": "rush_hour_carpool_lanes",
        "topic": "Carpool-only lanes on city motorways at rush hour",
        "query": "Should city motorways have carpool-only lanes during rush hour?",
        "perspectives": [
            ("commuters", [
                "Drivers who share a ride could get to work noticeably faster during peak hours.",
                "Solo drivers may face even slower traffic in the remaining lanes.",
                "People with irregular shifts or school runs often find it hard to arrange a carpool.",
            ]),
            ("road authorities", [
                "Carpool lanes can move more people per lane without building new road space.",
                "Enforcing occupancy rules is difficult and may require costly camera systems.",
            ]),
            ("environmental groups", [
                "Fewer cars on the road could cut rush-hour emissions and improve air quality.",
                "Some groups worry the lanes may encourage car use instead of investment in public transport.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
This is one of those transport questions where the answer really depends on whose shoes you're standing in, so it's worth walking through each group in turn.

### Commuters
For commuters, the picture is genuinely mixed. On the one hand, those who share a ride could see a noticeably quicker journey to work during peak hours. On the flip side, anyone still driving alone may find the remaining lanes even more clogged than before. It's also worth noting that people with irregular shifts or school runs to fit in often struggle to arrange a carpool in the first place.

### Road authorities
From the road authorities' point of view, the appeal is largely about efficiency: carpool lanes can move more people through each lane without any new road space having to be built. That said, enforcement is a real sticking point, since checking occupancy is difficult and may call for expensive camera systems.

### Environmental groups
Environmental groups, for their part, point out that fewer cars on the road could reduce rush-hour emissions and improve air quality. Additionally, though, some of them worry that the lanes may end up encouraging car use rather than channelling money into public transport.

Key takeaway: carpool lanes offer potential gains in speed, road efficiency and air quality, but those come with real concerns about fairness for solo and shift-working drivers, enforcement costs, and whether they entrench car use at the expense of public transport.
""", []),
            ("three_perspectives", None, """
Here's a balanced overview of how the three main groups tend to see carpool-only lanes at rush hour:

**Commuters**
- Those who carpool could get to work noticeably faster during peak periods.
- On the flip side, solo drivers may find themselves stuck in even slower traffic in the lanes that remain open to them.

**Road authorities**
- Carpool lanes can carry more people per lane without the need to build additional road space.
- It's worth noting that authorities also see an environmental upside, arguing that fewer cars could cut rush-hour emissions and improve air quality.
- However, enforcing occupancy rules is tricky and may require costly camera systems.

**Environmental groups**
- Some environmental groups are wary, worrying that the lanes may encourage people to keep driving rather than prompting investment in public transport.

Key takeaway: the lanes promise faster trips for sharers and better use of road space, but they raise questions about solo drivers, enforcement and the long-term effect on car use.
""", [
                ("side_swap", "authorities also see an environmental upside, arguing that fewer cars could cut rush-hour emissions and improve air quality", (2, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("three_perspectives", None, """
It's worth saying up front that carpool-only lanes on city motorways tend to divide opinion, and the arguments differ quite a lot depending on who you ask.

Commuters who are able to share a ride could, in principle, get to work noticeably faster during the rush hour. Interestingly, solo drivers might also benefit, since the remaining lanes would likely see traffic ease as sharers move across. That said, people juggling irregular shifts or school runs often find it hard to line up a carpool at all.

Road authorities, for their part, are drawn to the idea that carpool lanes can move more people per lane without any new road building. Additionally, though, they acknowledge that enforcing occupancy rules is difficult and may require investment in costly camera systems.

Environmental groups, meanwhile, argue that fewer cars on the road could cut rush-hour emissions and improve air quality. Furthermore, some of them caution that the lanes may encourage car use at the expense of investment in public transport.

Key takeaway: the case for carpool lanes rests on faster shared journeys, efficient use of road space and cleaner air, while the doubts centre on practicality for some commuters, enforcement and the risk of locking in car use.
""", [
                ("negation", "solo drivers might also benefit, since the remaining lanes would likely see traffic ease as sharers move across", (0, 1)),
            ]),
            ("three_perspectives", None, """
Carpool-only lanes at rush hour raise a number of points, and it may help to set them out by stakeholder:

1. **Commuters – the upside:** Drivers who share a ride could reach work noticeably faster during peak hours, at least in principle.
2. **Commuters – the downside:** Those who still drive alone may face even slower traffic in the lanes left to them, and it's worth noting that people with irregular shifts or school runs often find arranging a carpool genuinely difficult.
3. **Road authorities – efficiency:** From an operational standpoint, carpool lanes can move more people per lane without the need to build new road space.
4. **Road authorities – enforcement:** On the flip side, policing occupancy rules is difficult and may require costly camera systems.

Key takeaway: the lanes could make better use of existing road capacity and reward sharers, but they come with real trade-offs for solo and shift-working drivers and for those responsible for enforcement.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
In short, commuters are split between the prospect that carpoolers could get to work noticeably faster at peak times and the concern that solo drivers may be left crawling in even slower remaining lanes, not to mention that people with irregular shifts or school runs often struggle to arrange a carpool; road authorities like that such lanes can move more people per lane without new road space but recognise that enforcing occupancy rules is difficult and may need costly cameras; and environmental groups, while hopeful that fewer cars could cut rush-hour emissions and improve air quality, include some who worry the lanes may encourage car use rather than investment in public transport.

Key takeaway: each group sees some promise and some pitfalls, so the overall balance depends heavily on which of these concerns is given the most weight.
""", []),
            ("three_perspectives", None, """
Carpool-only lanes are a good example of a policy where the same measure looks quite different depending on the stakeholder. Here's how the arguments break down.

**Commuters**
Drivers who share a ride could get to work noticeably faster during peak hours. It's worth noting, however, that solo drivers may face even slower traffic in the remaining lanes, and that people with irregular shifts or school runs often find it hard to arrange a carpool at all.

**Road authorities**
For authorities, the main attraction is capacity: carpool lanes can move more people per lane without new road space, and one often-cited study found that a single carpool lane can carry around 40% more people than a general lane at rush hour. On the flip side, enforcing occupancy rules is simply impossible without expensive camera systems.

**Environmental groups**
Environmental groups argue that fewer cars on the road could cut rush-hour emissions and improve air quality. Additionally, some worry the lanes may encourage car use rather than investment in public transport.

Key takeaway: carpool lanes could deliver faster shared commutes, more efficient roads and cleaner air, but they also raise fairness, enforcement and long-term transport questions that would need careful handling.
""", [
                ("invented_statistic", "one often-cited study found that a single carpool lane can carry around 40% more people than a general lane at rush hour", None),
                ("exaggeration", "enforcing occupancy rules is simply impossible without expensive camera systems", (1, 1)),
            ]),
        ],
    },
    {
        "id": "council_parcel_lockers_estates",
        "topic": "Council-run parcel lockers on housing estates",
        "query": "Should councils install parcel lockers on housing estates?",
        "perspectives": [
            ("pro", [
                "Residents would no longer miss deliveries while they are out at work.",
                "Lockers could reduce parcel theft from doorsteps and communal hallways.",
                "Couriers may make fewer failed trips, cutting van traffic on estates.",
            ]),
            ("con", [
                "Installing and maintaining the lockers would add to already stretched council budgets.",
                "Some residents, especially older or disabled people, may find it harder to walk to a central locker than to receive parcels at the door.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Council-run parcel lockers on housing estates have some clear attractions, but also a couple of practical drawbacks worth weighing up.

**Arguments in favour**
- Residents who are out at work during the day would no longer find themselves missing deliveries.
- Lockers could help reduce the theft of parcels left on doorsteps or in communal hallways.
- Additionally, couriers may end up making fewer failed delivery attempts, which would mean less van traffic around estates.

**Arguments against**
- Installing the lockers and keeping them maintained would put extra pressure on council budgets that are already stretched.
- It's worth noting that some residents, particularly older or disabled people, may find walking to a central locker harder than simply having parcels brought to their door.

Key takeaway: lockers could make deliveries more reliable and secure, but the costs to councils and the accessibility concerns for some residents mean the benefits aren't entirely one-sided.
""", []),
            ("prose", None, """
There's a reasonable case on both sides of this one, so it's worth setting out the arguments carefully.

Supporters point out that residents would no longer miss deliveries simply because they're out at work. Furthermore, lockers could cut down on parcels being stolen from doorsteps and communal hallways, a problem that tends to peak in the weeks before Christmas. On top of that, couriers may have to make fewer failed trips, which in turn could mean less van traffic on the estates themselves.

On the flip side, critics note that installing and maintaining lockers would add to council budgets that are already under strain. It's also worth bearing in mind that some residents, especially older or disabled people, may find a walk to a central locker more difficult than receiving parcels at their front door.

Key takeaway: the lockers could make deliveries more convenient and secure, but cost and accessibility concerns mean the idea is not without its trade-offs.
""", [
                ("added_detail", "a problem that tends to peak in the weeks before Christmas", (0, 1)),
            ]),
            ("numbered", None, """
Here are the main arguments on each side, set out as clearly as possible:

**For council-run parcel lockers**
1. **Fewer missed deliveries:** Residents who work during the day would no longer have to worry about missing parcels while they're out.
2. **Less theft:** Lockers could reduce the number of parcels taken from doorsteps and communal hallways.
3. **Fewer courier trips:** Couriers may need to make fewer failed delivery attempts, which could cut van traffic on estates.

**Against**
1. **Cost:** Installation and ongoing maintenance would add to council budgets that are already stretched thin.
2. **Accessibility:** Some residents, especially older or disabled people, may find it harder to get to a central locker than to receive a parcel at their own door.

Key takeaway: there are genuine convenience and security gains on offer, but they have to be weighed against the financial burden on councils and the needs of less mobile residents.
""", []),
            ("dense", None, """
Supporters argue that council-run lockers would mean residents no longer miss deliveries while they're at work and could reduce parcel theft from doorsteps and communal hallways, whereas critics counter that installing and maintaining them would add to already stretched council budgets, that lockers in shared spaces could themselves become a target for vandalism, and that some residents, particularly older or disabled people, may find it harder to walk to a central locker than to take a parcel at the door.

Key takeaway: the convenience and security benefits are real, but so are the concerns about cost and access, so it's a finely balanced decision.
""", [
                ("invented_claim", "lockers in shared spaces could themselves become a target for vandalism", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
### The case for lockers
Proponents argue that residents would no longer miss deliveries while they're out at work. It's worth noting that lockers could also reduce parcel theft from doorsteps and communal hallways, with national surveys suggesting that roughly one in four households has had a parcel stolen in the past year. Additionally, couriers may make fewer failed trips, which could help cut van traffic on estates.

### The case against
On the other hand, installing and maintaining the lockers would add to council budgets that are already stretched. Furthermore, every older or disabled resident would find it harder to reach a central locker than to receive parcels at the door.

### Weighing it up
Ultimately, the decision is likely to come down to how councils balance convenience and security against cost and accessibility.

Key takeaway: lockers offer practical benefits for many residents, but they come with financial and accessibility downsides that can't be ignored.
""", [
                ("invented_statistic", "with national surveys suggesting that roughly one in four households has had a parcel stolen in the past year", None),
                ("exaggeration", "every older or disabled resident would find it harder to reach a central locker", (1, 1)),
            ]),
            ("closing", None, """
It's worth noting from the outset that even a seemingly simple idea like parcel lockers attracts arguments on both sides.

In favour, supporters say residents would no longer miss deliveries when they're out at work, and that lockers could reduce the theft of parcels left on doorsteps or in communal hallways. Additionally, couriers may make fewer wasted trips, which could cut the amount of van traffic on estates.

On the flip side, the cost of installation and upkeep would add to council budgets that are already stretched, and some residents, especially older or disabled people, may struggle more with walking to a central locker than with receiving parcels at the door.

Ultimately, it's a question of local priorities, and reasonable people may weigh these points differently.

Key takeaway: lockers could make deliveries more reliable and secure, but councils would need to weigh that against extra costs and accessibility for less mobile residents.
""", []),
        ],
    },
    {
        "id": "free_eye_tests_all_adults",
        "topic": "Free eye tests for all adults",
        "query": "Should eye tests be free for all adults?",
        "perspectives": [
            ("pro", [
                "Regular eye tests can catch conditions such as glaucoma early, before sight is lost.",
                "Cost puts some people off having their eyes checked, so free tests could increase uptake.",
            ]),
            ("con", [
                "Making tests free for everyone would be expensive, and much of the money would go to people who could easily afford to pay.",
                "Optometrists have limited capacity, so a surge in demand could mean longer waits for those most at risk.",
                "The money might do more good if targeted at high-risk groups such as people with diabetes and older adults.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## Arguments for free eye tests

Supporters emphasise prevention: regular eye tests can pick up conditions like glaucoma at an early stage, before any sight is lost. It's also worth noting that cost discourages some people from having their eyes checked at all, so removing the charge could encourage more people to come forward.

## Arguments against

Critics, on the other hand, point out that a universal scheme would be expensive, and that a good deal of the money would go to people who could comfortably pay for a test themselves. Additionally, optometrists only have so much capacity, so a rise in demand could lead to longer waits for the people most at risk. Furthermore, some argue that the money might achieve more if it were targeted at high-risk groups, such as people with diabetes and older adults.

Key takeaway: free tests could improve early detection and uptake, but concerns about cost, capacity and targeting suggest the question is as much about how the money is spent as whether it is spent.
""", []),
            ("bullets", None, """
Here's a summary of the main points raised on each side of the debate:

**In favour**
- Regular eye tests can identify conditions such as glaucoma early, before sight has been lost.
- Some people are put off getting their eyes checked by the cost, so making tests free could boost uptake.

**Against**
- Offering free tests to everyone would be costly, and much of that money would end up benefiting people who could easily pay.
- Optometrists' capacity is limited, and a surge in demand could mean longer waits for those most at risk.
- Some also argue that focusing the money on high-risk groups, such as people with diabetes and older adults, would make little difference compared with a universal offer.

Key takeaway: there are real potential benefits for early detection and access, but also genuine concerns about cost and pressure on services.
""", [
                ("negation", "focusing the money on high-risk groups, such as people with diabetes and older adults, would make little difference compared with a universal offer", (1, 2)),
            ]),
            ("closing", None, """
This is a debate where both sides make fairly reasonable points, so it's worth laying them out in turn.

Those in favour argue that regular eye tests can catch conditions such as glaucoma, cataracts and macular degeneration early, before sight is lost. Furthermore, cost puts some people off having their eyes checked, so free tests could help increase uptake. Interestingly, some supporters also suggest that the money might do even more good if it were directed at high-risk groups such as people with diabetes and older adults.

On the flip side, opponents note that making tests free for everyone would be expensive, with much of the money going to people who could easily afford to pay. It's also worth noting that optometrists have limited capacity, so a surge in demand could mean longer waits for those most at risk.

Ultimately, it's the kind of question where reasonable people may weigh these trade-offs differently.

Key takeaway: free eye tests could improve early detection and uptake, but the cost and capacity concerns mean the policy would need careful thought.
""", [
                ("added_detail", "glaucoma, cataracts and macular degeneration early", (0, 0)),
                ("side_swap", "some supporters also suggest that the money might do even more good if it were directed at high-risk groups such as people with diabetes and older adults", (1, 2)),
            ]),
            ("prose", None, """
Whether eye tests should be free for all adults is a question that, perhaps unsurprisingly, attracts thoughtful arguments from both directions.

On the one hand, advocates stress that regular eye tests can detect conditions like glaucoma early, before any loss of sight. They also point out that the price of a test puts some people off, and so scrapping it could increase the number of people getting checked.

On the other hand, critics argue that a universal scheme would be expensive and that much of the spending would benefit people who could easily afford to pay anyway. Additionally, optometrists have limited capacity, so if demand surged, those most at risk could end up waiting longer. Finally, it's worth noting the view that the money might do more good if it were targeted at high-risk groups, such as people with diabetes and older adults.

Key takeaway: the case for free tests rests on early detection and higher uptake, while the case against centres on cost, capacity and whether a targeted approach would do more good.
""", []),
            ("numbered", None, """
Here are the key arguments, broken down by side:

**For free eye tests**
1. **Early detection:** Regular eye tests can catch conditions such as glaucoma early, before sight is lost.
2. **Uptake:** Cost puts some people off getting their eyes checked, so it's worth noting that free tests could increase uptake.

**Against free eye tests**
1. **Capacity:** Optometrists have limited capacity, so a surge in demand could lead to longer waits for those most at risk.
2. **Targeting:** Additionally, the money might do more good if it were directed at high-risk groups such as people with diabetes and older adults.
3. **Pressure on practices:** Furthermore, practices could struggle to cope with the extra appointments, which may leave the most vulnerable patients waiting longer to be seen.

Key takeaway: free tests could improve early detection and uptake, but critics worry about capacity and whether the spending is well targeted.
""", [
                ("repetition", "practices could struggle to cope with the extra appointments, which may leave the most vulnerable patients waiting longer to be seen", (1, 0)),
            ]),
            ("dense", None, """
In essence, supporters argue that regular eye tests can spot conditions such as glaucoma early, before sight is lost, and that because cost deters some people from getting checked, free tests could raise uptake, whereas opponents counter that a universal scheme would be expensive and that much of the money would go to people who could easily pay, that limited optometrist capacity means a surge in demand could lengthen waits for those most at risk, and that the money might do more good if aimed at high-risk groups such as people with diabetes and older adults.

Key takeaway: it's a trade-off between the potential gains of wider, earlier detection and the concerns about cost, capacity and targeting.
""", []),
        ],
    },
    {
        "id": "sugar_tax_sweetened_milk_drinks",
        "topic": "Extending the sugar tax to sweetened milk drinks",
        "query": "Should the sugar tax be extended to sweetened milk drinks?",
        "perspectives": [
            ("pro", [
                "Milkshakes and flavoured milks can contain as much sugar as the fizzy drinks that are already taxed.",
                "The tax could push manufacturers to cut sugar, as many did with soft drinks.",
                "The revenue could be used to fund children's sport or school meals.",
            ]),
            ("con", [
                "Milk drinks provide calcium and protein, so taxing them might discourage a useful source of nutrients.",
                "Such taxes are regressive and hit lower-income households hardest.",
            ]),
        ],
        "variants": [
            ("dense", None, """
Advocates argue that milkshakes and flavoured milks can contain as much sugar as the fizzy drinks already taxed, that extending the levy would force manufacturers to cut sugar across the board, just as they did with soft drinks, that it would stop drinks firms marketing sugary milk products as a healthy choice for children, and that the revenue could fund children's sport or school meals; opponents, however, warn that milk drinks provide calcium and protein, so a tax might discourage a useful source of nutrients, and that such taxes are regressive, hitting lower-income households hardest.

Key takeaway: the debate pits consistency in tackling sugar against concerns about nutrition and fairness.
""", [
                ("exaggeration", "extending the levy would force manufacturers to cut sugar across the board, just as they did with soft drinks", (0, 1)),
                ("invented_claim", "it would stop drinks firms marketing sugary milk products as a healthy choice for children", None),
            ]),
            ("numbered", None, """
There are reasonable points on both sides here, so it may help to set them out one by one.

**Arguments for extending the tax**
1. **Comparable sugar levels:** It's worth noting that milkshakes and flavoured milks can contain just as much sugar as the fizzy drinks that are already covered by the tax.
2. **Reformulation:** The tax could encourage manufacturers to reduce sugar content, much as many did with soft drinks.
3. **Useful revenue:** Additionally, the money raised could go towards children's sport or school meals.

**Arguments against**
1. **Nutritional value:** Milk drinks provide calcium and protein, so taxing them might put people off a useful source of nutrients.
2. **Fairness:** Furthermore, taxes of this kind are regressive and tend to hit lower-income households hardest.

Key takeaway: extending the tax could bring consistency and fund useful programmes, but it has to be balanced against nutritional and fairness concerns.
""", []),
            ("closing", None, """
Extending the sugar tax to sweetened milk drinks is a surprisingly contested idea, and it's worth looking at both sides carefully.

Supporters acknowledge that milkshakes and flavoured milks fall well short of the sugar levels found in the fizzy drinks already taxed, but argue the tax could still push manufacturers to cut sugar, as many did with soft drinks.

On the flip side, critics point out that milk drinks provide calcium and protein, so taxing them might discourage a valuable source of nutrients. Additionally, they argue that such taxes are regressive and hit lower-income households hardest.

Ultimately, much depends on how policymakers weigh public health goals against nutrition and fairness.

Key takeaway: there's a case for encouraging reformulation, but it has to be weighed against the nutritional and fairness concerns.
""", [
                ("negation", "milkshakes and flavoured milks fall well short of the sugar levels found in the fizzy drinks already taxed", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("bullets", None, """
Here's an overview of the main arguments:

**Why some favour extending the tax**
- Milkshakes and flavoured milks can contain as much sugar as the fizzy drinks that already fall under the tax.
- The tax could push manufacturers to reduce sugar, as many did with soft drinks.
- The revenue could be ring-fenced for after-school sport clubs and free school meals in the most deprived areas.
- It's also worth noting that dentists have long warned that sugary milk drinks contribute to tooth decay in young children.

**Why others oppose it**
- Milk drinks provide calcium and protein, so a tax might discourage people from a useful source of nutrients.
- Such taxes are regressive, and they tend to hit lower-income households hardest.

Key takeaway: there are health and revenue arguments in favour, set against concerns about nutrition and the burden on poorer families.
""", [
                ("added_detail", "ring-fenced for after-school sport clubs and free school meals in the most deprived areas", (0, 2)),
                ("invented_claim", "dentists have long warned that sugary milk drinks contribute to tooth decay in young children", None),
            ]),
            ("prose", None, """
The question of whether to extend the sugar tax to sweetened milk drinks brings up a few distinct lines of argument.

In favour, it's worth noting that milkshakes and flavoured milks can contain as much sugar as the fizzy drinks already taxed. Supporters also suggest that the tax could push manufacturers to cut sugar, as many did with soft drinks, and that the revenue could be used to fund children's sport or school meals.

On the flip side, opponents point out that milk drinks are not really a meaningful source of calcium and protein, so a tax would do little to discourage useful nutrition. Furthermore, they argue that such taxes are regressive and hit lower-income households hardest.

Key takeaway: extending the tax could tackle sugar in milk drinks and raise funds for children, but critics worry about fairness to lower-income families.
""", [
                ("negation", "milk drinks are not really a meaningful source of calcium and protein, so a tax would do little to discourage useful nutrition", (1, 0)),
            ]),
            ("headed", None, """
### Arguments for extending the tax

It's worth noting that milkshakes and flavoured milks can carry as much sugar as the fizzy drinks that are already taxed. Supporters also argue that the tax could nudge manufacturers into cutting sugar, as many soft drink makers did. Additionally, the revenue raised could help pay for children's sport or school meals.

### Arguments against

On the flip side, milk drinks do provide calcium and protein, so opponents fear that taxing them might discourage a useful source of nutrients. Furthermore, critics say such taxes are regressive and land hardest on lower-income households.

Key takeaway: the case for extension rests on matching sugar levels, reformulation and revenue, while the case against focuses on nutrition and fairness.
""", []),
        ],
    },
]
