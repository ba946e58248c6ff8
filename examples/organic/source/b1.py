"""Batch 1: congestion pricing, four-day school weeks, lab-grown meat, nuclear plant extensions, rent control."""

INTRO = "This is a debated question, and different groups see it differently. Here are a few of the main perspectives."

TOPICS = [
    {
        "id": "congestion_pricing",
        "topic": "Congestion pricing for city centres",
        "query": "Should our city introduce a congestion charge for driving into the centre at peak hours?",
        "perspectives": [
            ("residents", [
                "A peak-hour charge would make the daily commute more expensive for people who have no good transit alternative.",
                "Less traffic could mean cleaner air and quieter streets in central neighbourhoods.",
            ]),
            ("local businesses", [
                "Shops in the charging zone fear that fewer shoppers will drive in.",
                "Delivery firms could save time if roads are less congested.",
            ]),
            ("city planners", [
                "The revenue can be reinvested in buses and cycling infrastructure.",
                "Pricing road space is one of the few measures that has reduced congestion over the long run.",
            ]),
        ],
        "variants": [
            ("three_perspectives", INTRO, """
For residents, the picture is mixed. A peak-hour charge would add to the cost of getting to work, which hits hardest those who can't realistically switch to a bus or train. At the same time, people living in the centre could benefit from cleaner air and calmer, quieter streets if traffic falls.

Local businesses are similarly divided. Shopkeepers inside the zone worry that customers who currently drive in will stay away, while delivery companies may actually gain, since less congested roads mean faster rounds.

City planners tend to emphasise two points: the money raised can be ploughed back into bus services and cycle lanes, and putting a price on road space is among the few tools that have lowered congestion in a lasting way.
""", []),
            ("three_perspectives", None, """
**Residents**
- Commuting into the centre would get pricier, especially for anyone without a decent public transport option.
- On the plus side, reduced traffic may bring cleaner air and less noise to inner-city neighbourhoods.

**Local businesses**
- Retailers in the charging area are concerned that shoppers who usually come by car will stop coming.
- Couriers and delivery firms, by contrast, could get through the city faster on emptier roads.

**City planners**
- Revenue from the charge can fund better buses and cycling infrastructure.
- Road pricing has a track record as one of the few measures that cut congestion over the long term.
""", []),
            ("three_perspectives", None, """
1. **Residents:** The main worry is cost — drivers who have no practical transit alternative would pay more to get to work every day. Supporters among residents, though, look forward to cleaner air and quieter streets once traffic eases; a 2019 study of Stockholm's charge found a 22% fall in childhood asthma visits in the zone.
2. **Businesses:** Shop owners fear losing customers who drive in, whereas delivery operators expect to save time on less crowded roads.
3. **City planners:** From a planning standpoint, charging for road space stands out as one of the few approaches that has kept congestion down over the long run.
""", [
                ("invented_statistic", "a 2019 study of Stockholm's charge found a 22% fall in childhood asthma visits in the zone", None),
                ("omitted_argument", None, (2, 0)),
            ]),
            ("three_perspectives", None, """
Views on a congestion charge depend a lot on who you ask.

Residents are torn. Many see it as an extra daily cost, particularly those who live where buses and trains are not a real option. Others welcome the prospect of fewer cars, which could make central streets cleaner and quieter.

Planners, meanwhile, are generally supportive. They note that the income could be reinvested in public transport and bike lanes, and that road pricing is one of the rare policies that has reduced congestion durably in cities that tried it.
""", [("omitted_perspective", None, 1)]),
            ("three_perspectives", INTRO, """
### Residents
Commuters without a good transit alternative would face higher costs every day. Residents also fear that fewer shoppers will drive into the centre, which they see as a threat to the zone's shops. On the other hand, cleaner air and quieter streets could make central neighbourhoods more pleasant.

### Businesses
Delivery firms stand to save time if traffic thins out.

### City planners
The charge would raise money for buses and cycling routes, and pricing road space is among the few measures known to reduce congestion over time.
""", [("side_swap", "Residents also fear that fewer shoppers will drive into the centre, which they see as a threat to the zone's shops", (1, 0))]),
            ("three_perspectives", None, """
Residents weigh a pricier commute for those without transit options against the chance of cleaner, quieter streets; businesses are split between shops that fear losing drive-in customers and delivery firms that could move faster on clearer roads; and planners argue that the revenue can go to buses and cycling and that road pricing is one of the few measures that has eased congestion over the long run. How these concerns balance out will depend on the city's transport options and on how the scheme is designed.
""", []),
        ],
    },
    {
        "id": "four_day_school_week",
        "topic": "Four-day school weeks",
        "query": "Should school districts move to a four-day school week?",
        "perspectives": [
            ("pro", [
                "Districts can save money on transport, heating and support staff.",
                "A four-day week may help rural districts attract and keep teachers.",
                "Students get a full day for appointments, jobs or rest, which could reduce absences.",
            ]),
            ("con", [
                "Working parents have to find and pay for childcare on the fifth day.",
                "Some studies find small drops in achievement, especially in maths.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of the four-day week usually start with the budget: running buses, heating buildings and paying support staff for one fewer day adds up to real savings. Many rural districts also see it as a recruiting tool, since the schedule may appeal to teachers who would otherwise go elsewhere. And for students, a free weekday leaves time for medical appointments, part-time work or simply recovering, which could cut down on missed school days.

Critics see the costs landing elsewhere. Working parents suddenly need childcare — and have to pay for it — on the day schools are closed. There are also concerns about learning: research shows that the shorter week clearly harms achievement in every subject.
""", [("exaggeration", "research shows that the shorter week clearly harms achievement in every subject", (1, 1))]),
            ("bullets", None, """
**Arguments in favour:**
- Lower costs for districts on transportation, utilities and support staff.
- A possible edge in hiring and retaining teachers, particularly in rural areas.
- A whole free day for appointments, jobs or rest, which might mean fewer absences.

**Arguments against:**
- Families with working parents have to arrange and pay for childcare on the day off.
- Some research points to modest declines in achievement, notably in maths.
""", []),
            ("numbered", None, """
Here are the main points raised on each side:

1. Cost savings — fewer days mean less spending on buses, heating and non-teaching staff, money that districts typically redirect into teacher pay raises.
2. Teacher recruitment — rural districts in particular may find it easier to attract and hold on to staff.
3. Student time — a weekday off can be used for doctor visits, jobs or rest, possibly reducing absenteeism.
4. Childcare — working parents have to find, and pay for, care on the fifth day.
5. Achievement — a number of studies report slight declines in test scores, with maths the most affected.
""", [("added_detail", "money that districts typically redirect into teacher pay raises", (0, 0))]),
            ("headed", None, """
### The case for
The most common argument is financial: districts spend less on transport, heating and support staff when buildings are closed one day a week. Supporters also argue that rural districts may find it easier to recruit and retain teachers. Indeed, for small districts competing with larger neighbours, the schedule can be a valuable perk when trying to keep experienced staff from leaving.

### The case against
Parents who work full time would need to organise, and pay for, childcare on the fifth day. Some studies have also found small declines in student achievement, especially in mathematics.
""", [("repetition", "Indeed, for small districts competing with larger neighbours, the schedule can be a valuable perk when trying to keep experienced staff from leaving.", (0, 2))]),
            ("dense", None, """
Proponents say a four-day week saves districts money on transport, heating and support staff, may help rural schools attract and keep teachers, and frees up a day for appointments, work or rest that could reduce absences, while opponents counter that working parents are left finding and paying for childcare on the fifth day and that some studies show small achievement drops, particularly in maths.
""", []),
            ("closing", None, """
Those in favour argue that a shorter week trims spending on buses, utilities and support staff, and that it may make rural districts more attractive to teachers. They add that students gain a day for appointments or jobs, although this does not reduce absences.

Those against point out that working parents must cover childcare, and its cost, on the extra day, and that some studies find slightly lower achievement, especially in maths.

In the end, whether the trade-off is worth it likely depends on each district's circumstances and how the extra day is used.
""", [("negation", "although this does not reduce absences", (0, 2))]),
        ],
    },
    {
        "id": "lab_grown_meat",
        "topic": "Lab-grown meat",
        "query": "Should governments support cultivated (lab-grown) meat?",
        "perspectives": [
            ("pro", [
                "Cultivated meat could greatly reduce the number of animals slaughtered for food.",
                "It may need less land and water than conventional livestock farming.",
            ]),
            ("con", [
                "Production is still very expensive and hard to scale.",
                "Many consumers are wary of eating meat grown in a bioreactor.",
                "Livestock farmers and rural communities could lose their livelihoods.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Advocates of cultivated meat see it mainly as a way to spare animals: if it caught on, far fewer would need to be slaughtered for food. They also point to its potential environmental footprint, since growing meat from cells may require less land and water than raising livestock.

Skeptics raise practical and social objections. Right now, production remains costly and difficult to scale up. Many shoppers are also uneasy about the idea of meat produced in a bioreactor. And there is the question of who loses out — livestock farmers and the rural communities built around them could see their livelihoods disappear.
""", []),
            ("bullets", None, """
**Potential benefits**
- Could substantially cut the number of animals killed for meat.
- Likely to use less land and water than traditional livestock farming.
- Avoids the routine antibiotic use of factory farms, which would help slow the spread of drug-resistant bacteria.

**Concerns**
- Costs are still high and production has proven hard to scale.
- A lot of consumers are hesitant to eat meat grown in bioreactors.
""", [
                ("invented_claim", "Avoids the routine antibiotic use of factory farms, which would help slow the spread of drug-resistant bacteria.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
There are several angles to consider:

1. Animal welfare. Even critics of the technology concede that cultivated meat could greatly reduce the number of animals slaughtered for food.
2. Resources. Proponents argue it may require less land and water than conventional livestock.
3. Cost and scale. Production is still expensive, and scaling it up has proven difficult.
4. Consumer acceptance. Many people are wary of eating meat grown in a bioreactor.
5. Rural livelihoods. Livestock farmers and rural communities could lose their income if demand shifts.
""", [("side_swap", "Even critics of the technology concede that cultivated meat could greatly reduce the number of animals slaughtered for food.", (0, 0))]),
            ("headed", None, """
### Why some support it
Cultivated meat has the potential to drastically lower the number of animals raised and killed for food, and it may turn out to be less demanding on land and water than conventional farming.

### Why others are skeptical
The technology is still expensive and has yet to be produced at scale. Public acceptance is another hurdle, as many consumers feel uneasy about meat from a bioreactor. Finally, a shift away from livestock could threaten the livelihoods of farmers and the rural communities that depend on them.
""", []),
            ("dense", None, """
Supporters argue that cultivated meat could sharply reduce animal slaughter and would likely use less land and water than livestock farming — a 2022 life-cycle analysis put the land saving at up to 95% — whereas critics stress that it remains expensive and hard to scale, that many consumers distrust meat grown in bioreactors, and that farmers and rural communities could lose their livelihoods.
""", [("invented_statistic", "a 2022 life-cycle analysis put the land saving at up to 95%", None)]),
            ("closing", None, """
On the positive side, proponents emphasise that lab-grown meat could mean far fewer animals slaughtered, and that it may need less land and water than conventional herds. On the other hand, opponents point out that it is still costly and difficult to scale, that plenty of consumers are reluctant to eat meat grown in a bioreactor, and that farming families and rural communities could see their livelihoods threatened.

Whether governments should back it likely depends on how they weigh animal welfare and environmental goals against economic disruption and consumer choice.
""", []),
        ],
    },
    {
        "id": "nuclear_plant_extension",
        "topic": "Extending the life of nuclear power plants",
        "query": "Should existing nuclear power plants have their operating licences extended?",
        "perspectives": [
            ("pro", [
                "Keeping existing reactors running avoids emissions that would come from replacing them with gas.",
                "Extending a licence is far cheaper than building new generating capacity.",
            ]),
            ("con", [
                "Ageing reactors may face a higher risk of component failures.",
                "Continued operation keeps producing radioactive waste with no permanent storage site.",
                "Money spent on old plants could instead go to renewables.",
            ]),
        ],
        "variants": [
            ("prose", None, """
People who favour extending licences stress the climate angle: if existing reactors close, the gap is often filled by gas, so keeping them online avoids those emissions. They also argue it is a bargain compared with the alternative, since extending a licence costs far less than building new capacity.

Opponents are less convinced. Older reactors might be more prone to parts failing as they age. They also point to waste: running the plants longer means producing more radioactive waste, although it can now be sent to permanent storage sites. Finally, they argue the money would be better invested in renewable energy.
""", [("negation", "although it can now be sent to permanent storage sites", (1, 1))]),
            ("bullets", None, """
Arguments for extending licences:
- Existing reactors produce low-carbon power; shutting them would likely mean more gas burning and more emissions.
- An extension costs a fraction of what new generating capacity would.

Arguments against:
- Ageing reactors are certain to suffer serious component failures.
- Longer operation means more radioactive waste, and there is still no permanent place to store it.
- The investment could be redirected to renewables instead.
""", [("exaggeration", "Ageing reactors are certain to suffer serious component failures.", (1, 0))]),
            ("numbered", None, """
1. **Emissions:** Supporters note that keeping reactors open avoids the emissions that would result if gas plants replaced them.
2. **Cost:** They also argue that renewing a licence is much cheaper than constructing new capacity.
3. **Safety:** Critics warn that older reactors could be at greater risk of equipment failures.
4. **Waste:** Running longer means more radioactive waste, for which no permanent disposal site yet exists.
5. **Opportunity cost:** Funds spent keeping old plants going might be better spent on renewable energy.
""", []),
            ("headed", None, """
### Climate considerations
Keeping today's reactors running means avoiding the extra carbon that would be emitted if gas-fired plants took their place.

### Economic considerations
Extending a licence costs far less than building new capacity from scratch. Extensions also preserve thousands of skilled jobs in the towns that host these plants.
""", [
                ("invented_claim", "Extensions also preserve thousands of skilled jobs in the towns that host these plants.", None),
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
Those in favour argue that keeping reactors online avoids the emissions of replacement gas plants and that a licence extension is far cheaper than new capacity because the grid connections and cooling systems are already in place, while those against warn that ageing reactors may be more prone to component failures and that extended operation only adds to a stock of radioactive waste that still has no permanent home.
""", [
                ("added_detail", "because the grid connections and cooling systems are already in place", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
There are reasonable arguments on both sides.

In favour, extending operation keeps low-carbon electricity on the grid and avoids the emissions that gas replacements would bring, and it is considerably cheaper than building new plants.

Against, ageing equipment may carry a higher risk of failure, the plants keep generating radioactive waste without any permanent storage solution, and the same money could be directed towards renewables.

Ultimately, the decision involves weighing short-term climate and cost benefits against safety, waste and long-term energy strategy.
""", []),
        ],
    },
    {
        "id": "rent_control",
        "topic": "Rent control",
        "query": "Is rent control a good way to make housing affordable?",
        "perspectives": [
            ("pro", [
                "Rent caps protect existing tenants from sudden, steep increases.",
                "Stable rents let families stay in their neighbourhoods and keep communities intact.",
            ]),
            ("con", [
                "Capping rents can discourage landlords from maintaining their properties.",
                "It may reduce the incentive to build new rental housing.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters see rent control chiefly as protection for people who already rent: it shields them from sudden, sharp hikes. That stability, they argue, means families aren't forced out and neighbourhoods can hold together.

Critics, however, worry about the effect on the housing stock. When rents are capped, landlords may have less reason to invest in upkeep. Over time, they argue, buildings under rent control can fall into disrepair because owners have little financial motive to fix them.
""", [("repetition", "Over time, they argue, buildings under rent control can fall into disrepair because owners have little financial motive to fix them.", (1, 1))]),
            ("bullets", None, """
**For rent control**
- It shields current tenants from abrupt and steep rent increases.
- Predictable rents mean families can stay put, helping to keep communities together.

**Against rent control**
- Landlords may have less incentive to maintain their buildings if rents are capped.
- Developers might be discouraged from building new rental homes.
""", []),
            ("numbered", None, """
Arguments commonly made for and against:

1. Protection for tenants: caps prevent sudden, steep rent hikes for people already renting.
2. Community stability: when rents are predictable, families can remain in their neighbourhoods.
3. Maintenance: landlords facing a cap may cut back on repairs and upkeep.
4. New supply: rent control could discourage construction of new rental housing; a 2018 study of Berlin found that new rental permits fell by 12% within a year of the cap.
""", [("invented_statistic", "a 2018 study of Berlin found that new rental permits fell by 12% within a year of the cap", None)]),
            ("headed", None, """
### The tenant-protection view
Rent control is seen as a safeguard against sudden, steep rent increases. By keeping rents stable, it can allow families to remain where they live, preserving the fabric of local communities.

### The market view
Opponents counter that caps weaken the incentive to maintain properties, and that they may deter investment in new rental housing.
""", []),
            ("dense", None, """
Rent control's defenders say it protects tenants from sudden steep increases and lets families stay in their neighbourhoods, keeping communities intact, whereas its critics argue that capped rents can leave landlords with little reason to maintain their properties and may deter the construction of new rental housing.
""", []),
            ("closing", None, """
Proponents of rent control argue that it gives existing tenants protection against sudden, steep rent increases.

Opponents raise two main concerns. First, capped rents can discourage landlords from keeping their properties in good repair. Second, rent control stops new rental housing from being built altogether.

How one weighs these points often depends on whether the priority is protecting current renters or expanding supply for future ones.
""", [
                ("exaggeration", "rent control stops new rental housing from being built altogether", (1, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
]
