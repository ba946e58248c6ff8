"""fresh24 batch f100 (written by a separate writer): Compulsory eyesight tests for drivers at every licence renewal; Charging households for garden waste collection; Minimum unit pricing for alcohol; Licensed safe-standing areas at top-flight football grounds."""

TOPICS = [
    {
        "id": "driver_eyesight_tests_at_renewal",
        "topic": "Compulsory eyesight tests for drivers at every licence renewal",
        "query": "Should drivers have to pass a professional eyesight test every time they renew their driving licence?",
        "perspectives": [
            ("road safety campaigners", [
                "Drivers' eyesight can decline gradually without them noticing.",
                "Regular checks could take some dangerously poor-sighted drivers off the road.",
                "The one-off number-plate reading at the driving test says little about a driver's sight decades later.",
            ]),
            ("motoring groups", [
                "Mandatory tests may add cost and hassle for millions of drivers with perfectly good sight.",
                "Losing a licence could leave some older people cut off from shops and services.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Purpose: To set out for the minister the arguments on whether drivers should be required to pass a professional eyesight test each time they renew their licence.

1. Road safety campaigners assess that a driver's eyesight can deteriorate gradually without the driver being aware of it. They further note that the one-off number-plate reading at the driving test tells us little about how well someone sees decades later. In their view, there is a realistic possibility that regular checks would take some drivers whose sight has become dangerously poor off the road.

2. Motoring groups take the opposite view. They argue that a mandatory test might impose cost and inconvenience on millions of drivers whose sight is perfectly good, and they warn that losing a licence could leave some older people cut off from shops and services.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("bullets", None, """
Purpose: This note summarises the case for and against compulsory professional eyesight tests at licence renewal.

Key points:

Arguments advanced by road safety campaigners
– Eyesight can fade slowly without the driver noticing.
– The number-plate reading taken at the driving test is a single snapshot and reveals little about a motorist's vision decades on.
– It is likely that regular checks would remove every dangerously poor-sighted driver from the road.
– An estimated 1 in 8 drivers over 60 would fail a professional test without realising their sight had slipped.

Risks raised by motoring groups
– A compulsory test may add expense and bother for millions of drivers who see perfectly well.
– Some older people who lose their licence could find themselves cut off from shops and services.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("exaggeration", "It is likely that regular checks would remove every dangerously poor-sighted driver from the road.", (0, 1)),
                ("invented_statistic", "An estimated 1 in 8 drivers over 60 would fail a professional test without realising their sight had slipped.", None),
            ]),
            ("numbered", None, """
EYESIGHT TESTING AT LICENCE RENEWAL: BRIEFING FOR THE MINISTER

1. Purpose
1.1 To inform the minister of the arguments on a requirement for drivers to pass a professional eyesight test whenever they renew their licence.

2. Arguments advanced by road safety campaigners
2.1 Vision can decline by degrees without drivers themselves noticing.
2.2 Reading a number plate once at the driving test offers little assurance about a driver's sight decades afterwards.
2.3 Periodic testing could identify and remove from the road some drivers whose sight has become dangerously poor.

3. Risks raised by motoring groups
3.1 A compulsory test may add cost and inconvenience for millions of motorists with perfectly adequate sight.
3.2 Some older people could be left cut off from shops and services if they lose their licence.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("headed", None, """
Purpose: To brief the minister on proposals for professional eyesight tests at every licence renewal.

Arguments advanced by road safety campaigners
Campaigners point out that the number-plate check at the driving test is a one-off and says little about a driver's eyesight decades afterwards. They consider that regular testing could take some drivers with dangerously poor vision off the road.

Risks raised by motoring groups
Motoring groups accept that a driver's sight can worsen gradually without the driver noticing, but they argue that a mandatory test may burden millions of drivers who have good sight with extra cost and hassle. They also note that losing a licence could leave some older people cut off from shops and services.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("side_swap", "Motoring groups accept that a driver's sight can worsen gradually without the driver noticing", (0, 0)),
            ]),
            ("dense", None, """
Purpose: summary of stakeholder positions on compulsory eyesight tests at licence renewal. Road safety campaigners assess that eyesight can deteriorate slowly without drivers noticing, and consider that there is a realistic possibility that regular checks would take some dangerously poor-sighted drivers off the road, while accepting that the number-plate reading at the driving test remains a reasonable guide to a driver's sight decades later. Motoring groups, for their part, argue that a mandatory test may add cost and hassle for the millions of drivers whose sight is perfectly good. Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("negation", "the number-plate reading at the driving test remains a reasonable guide to a driver's sight decades later", (0, 2)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Purpose: The minister has asked for a short note on whether a professional eyesight test should be required every time a driving licence is renewed.

Key points:
1. Road safety campaigners make three points. First, sight can decline gradually without a driver realising it. Second, the single number-plate reading at the driving test is a poor indicator of how well someone sees decades on. Third, regular checks could remove some drivers with dangerously poor eyesight from the road.
2. Motoring groups raise two risks. A compulsory test might add cost and hassle for millions of drivers with perfectly good sight, and some older people who lose their licence could become cut off from shops and services.

The two sides differ mainly on whether the possible safety benefit of periodic testing justifies the burden it would place on drivers.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
        ],
    },
    {
        "id": "garden_waste_collection_charge",
        "topic": "Charging households for garden waste collection",
        "query": "Should councils charge households an annual fee for collecting their garden waste?",
        "perspectives": [
            ("councils supporting the charge", [
                "A charge means only the households that use the service pay for it.",
                "The income could help protect other council services facing cuts.",
            ]),
            ("residents' groups opposing the charge", [
                "Some households may dump or burn their garden waste rather than pay.",
                "Council tax is already meant to cover basic bin collections.",
                "A flat fee can weigh more heavily on households on low incomes.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Purpose: To inform the minister of the arguments on councils charging an annual fee for garden waste collection.

1. Arguments advanced by councils supporting the charge
1.1 Councils assess that a charge ensures that only those households which use the service pay for it.
1.2 The income raised could help protect other council services facing cuts, such as libraries and youth provision.
1.3 Households without gardens would, on this view, no longer subsidise a collection they never use.

2. Risks raised by residents' groups
2.1 Some households may dump or burn their garden waste rather than pay the fee.
2.2 A flat fee can fall more heavily on households on low incomes.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("added_detail", "could help protect other council services facing cuts, such as libraries and youth provision", (0, 1)),
                ("repetition", "Households without gardens would, on this view, no longer subsidise a collection they never use.", (1, 1)),
            ]),
            ("prose", None, """
Purpose: This note sets out, for the minister's information, the arguments for and against councils levying an annual charge for garden waste collection.

1. Councils that favour the charge argue that, under a charge, only the households that actually use the service would pay for it. They add that the income might help to shield other council services from the cuts they face.

2. Residents' groups opposing the charge advance three objections. Stakeholders in this group assess that council tax is already intended to pay for basic bin collections. They also warn that there is a realistic possibility that some households would dump or burn garden waste rather than pay, and that a flat fee can bear more heavily on those on low incomes.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("bullets", None, """
Purpose: Summary for the minister of views on a paid garden waste collection service.

Key points:
• Councils supporting the charge: only the households that use the service would pay for it.
• Councils supporting the charge: the money raised could help protect other services under budget pressure.
• Councils supporting the charge: a fee would encourage more residents to compost garden waste at home.
• Residents' groups: households will dump or burn their garden waste rather than pay.
• Residents' groups: council tax is already supposed to cover basic bin collections.
• Residents' groups: a flat fee can weigh more heavily on low-income households.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("invented_claim", "a fee would encourage more residents to compost garden waste at home", None),
                ("exaggeration", "households will dump or burn their garden waste rather than pay", (1, 0)),
            ]),
            ("dense", None, """
Purpose: to summarise the arguments on charging for garden waste collection. Councils in favour of a charge argue that it confines the cost to the households that use the service and that the resulting income could help protect other services facing cuts. Residents' groups opposed to the charge assess that basic bin collections are already meant to be covered by council tax; they also consider that there is a realistic possibility that some households might dump or burn their garden waste rather than pay, and they point out that a flat fee can weigh more heavily on households with low incomes. Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("headed", None, """
GARDEN WASTE COLLECTION CHARGES

Purpose
To brief the minister on the proposal that councils charge households an annual fee for collecting garden waste.

Risks raised by residents' groups
Residents' groups contend that council tax is already meant to cover basic bin collections. They warn that some households may choose to dump or burn their garden waste rather than pay. They also observe that a flat fee can weigh more heavily on households with low incomes.

Recommendation
None at this stage; the minister is invited to note the arguments.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("closing", None, """
Purpose: To set out the arguments the minister may wish to consider on charging households for garden waste collection.

1. Councils in favour of the charge say that it means the households using the service are the ones who pay for it. There is, in their assessment, a realistic possibility that the income would help protect other services facing cuts.

2. Residents' groups opposing the charge maintain that council tax is already meant to cover basic bin collections, and that some households might dump or burn garden waste rather than pay. A flat fee, they accept, falls evenly on all households whatever their income.

The arguments turn principally on who should bear the cost of the service.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("negation", "A flat fee, they accept, falls evenly on all households whatever their income.", (1, 2)),
            ]),
        ],
    },
    {
        "id": "minimum_unit_pricing_alcohol",
        "topic": "Minimum unit pricing for alcohol",
        "query": "Should the government set a minimum price per unit of alcohol sold in shops and bars?",
        "perspectives": [
            ("public health bodies", [
                "Cheap, strong drinks are often bought by the heaviest drinkers.",
                "A minimum price could reduce alcohol-related hospital admissions.",
                "The policy mainly affects the cheapest products rather than moderately priced drinks.",
            ]),
            ("retailers and consumer groups", [
                "Moderate drinkers on low incomes may end up paying more for no benefit.",
                "Much of the extra money could end up with retailers rather than the public purse.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Purpose: To brief the minister on the arguments for and against a minimum price per unit of alcohol.

Arguments advanced by public health bodies
Public health bodies observe that cheap, strong drinks are frequently bought by the heaviest drinkers. They point out that a floor price bears chiefly on the cheapest products rather than on moderately priced drinks. They also consider that it could reduce alcohol-related hospital admissions.

Risks raised by retailers and consumer groups
Retailers and consumer groups caution that moderate drinkers on low incomes might end up paying more without any benefit. They also note that much of the additional money could accrue to retailers rather than to the public purse.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("dense", None, """
Purpose: a short note on minimum unit pricing for alcohol. Public health bodies assess that cheap, strong drinks are often bought by the heaviest drinkers, and that a minimum price could reduce alcohol-related hospital admissions; they cite modelling suggesting that admissions would fall by around 8 per cent within five years. Retailers and consumer groups counter that moderate drinkers on low incomes may end up paying more for no benefit, and that there is a realistic possibility that much of the extra money would end up with retailers rather than the public purse. Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("invented_statistic", "they cite modelling suggesting that admissions would fall by around 8 per cent within five years", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("bullets", None, """
Purpose: This note summarises stakeholder views on setting a minimum price per unit of alcohol sold in shops and bars.

Key points:
– Public health bodies: the heaviest drinkers often buy cheap, strong drinks.
– Public health bodies: a minimum unit price might lower the number of alcohol-related hospital admissions.
– Public health bodies: the measure would mostly affect the cheapest products, not moderately priced drinks.
– Retailers and consumer groups: there is a realistic possibility that moderate drinkers on low incomes would pay more for no benefit.
– Retailers and consumer groups: much of the extra money could go to retailers rather than to the public purse.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("prose", None, """
Purpose: To inform the minister of the main arguments on minimum unit pricing for alcohol.

1. Public health bodies argue that cheap, strong drinks are invariably bought by the heaviest drinkers, and that a minimum price could reduce alcohol-related hospital admissions. They stress that the measure mainly affects the cheapest products rather than moderately priced drinks. Public health bodies also acknowledge that much of the extra money could end up with retailers rather than the public purse.

2. Retailers and consumer groups are concerned that moderate drinkers on low incomes may end up paying more for no benefit.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("exaggeration", "cheap, strong drinks are invariably bought by the heaviest drinkers", (0, 0)),
                ("side_swap", "Public health bodies also acknowledge that much of the extra money could end up with retailers rather than the public purse.", (1, 1)),
            ]),
            ("numbered", None, """
MINIMUM UNIT PRICING FOR ALCOHOL: NOTE FOR THE MINISTER

1. Purpose: to set out the arguments on a statutory minimum price per unit of alcohol.

2. Arguments advanced by public health bodies
2.1 The heaviest drinkers often buy cheap, strong drinks.
2.2 A minimum price could bring down alcohol-related hospital admissions.
2.3 The policy's effect falls mainly on the cheapest products rather than on moderately priced drinks.
2.4 In their assessment, it is the heaviest drinkers who in many cases choose the cheapest high-strength products.

3. Risks raised by retailers and consumer groups
3.1 There is a realistic possibility that much of the extra money would end up with retailers rather than the public purse.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("repetition", "it is the heaviest drinkers who in many cases choose the cheapest high-strength products", (1, 0)),
            ]),
            ("closing", None, """
Purpose: The minister asked for the arguments on whether a minimum price per unit of alcohol should apply in shops and bars.

1. Public health bodies make three points: that the heaviest drinkers often buy cheap, strong drinks; that the measure bears mainly on the cheapest products rather than on moderately priced drinks; and that a minimum price could cut alcohol-related hospital admissions.

2. Retailers and consumer groups raise two risks: that moderate drinkers on low incomes may pay more for no benefit, and that much of the extra money could flow to retailers rather than the public purse.

In short, the two sides weigh the possible health benefits against the effect on moderate drinkers and the question of where the extra money goes.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
        ],
    },
    {
        "id": "safe_standing_top_flight_football",
        "topic": "Licensed safe-standing areas at top-flight football grounds",
        "query": "Should top-flight football grounds be allowed to install licensed safe-standing areas?",
        "perspectives": [
            ("supporters' groups", [
                "Many fans already stand in seated areas, so rail seating could make this safer.",
                "Standing sections can improve the atmosphere at matches.",
            ]),
            ("bereaved families and safety campaigners", [
                "Any return to standing may feel like a step backwards on hard-won safety lessons.",
                "Crowd pressure in standing areas could be harder to control in an emergency.",
            ]),
            ("football clubs", [
                "Rail seating can fit more spectators into the same space.",
                "Converting existing stands may cost some clubs a significant sum.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Purpose: To brief the minister on whether top-flight football grounds should be permitted to install licensed safe-standing areas.

Key points: three groups of stakeholders have expressed views, summarised below.

1. Arguments advanced by supporters' groups
1.1 Many fans already stand in seated areas, and rail seating could make that practice safer.
1.2 Standing sections can lift the atmosphere at matches.

2. Risks raised by bereaved families and safety campaigners
2.1 There is a realistic possibility that any return to standing would feel like a step backwards on safety lessons learned at great cost.
2.2 In an emergency, crowd pressure in standing areas could prove harder to control.

3. Points made by football clubs
3.1 Rail seating can accommodate more spectators in the same space.
3.2 Converting existing stands may cost some clubs a significant sum.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("three_perspectives", None, """
Purpose: This note sets out the positions of three stakeholder groups on licensed safe standing at top-flight grounds.

1. Supporters' groups point out that many fans already stand in seated areas and argue that rail seating could make this safer.

2. Bereaved families and safety campaigners warn that any return to standing may feel like a step backwards on hard-won safety lessons. They add that crowd pressure in standing areas could be harder to control in an emergency.

3. Football clubs note that rail seating can fit more spectators into the same footprint, but that converting existing stands may cost some clubs a significant sum, particularly older grounds whose stands would need structural strengthening.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("added_detail", "particularly older grounds whose stands would need structural strengthening", (2, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("three_perspectives", None, """
Purpose: To summarise views on licensed safe-standing areas in top-flight football.

Arguments advanced by supporters' groups
Supporters' groups assess that many fans already stand in seated areas and that rail seating could make this safer. They add that standing sections can improve the atmosphere at matches.

Risks raised by bereaved families and safety campaigners
This group is concerned that any return to standing may feel like a step backwards on hard-won safety lessons, although it accepts that crowd pressure in standing areas would be no harder to manage in an emergency than in seated sections.

Position of football clubs
Clubs observe that rail seating can fit more spectators into the same space, while converting existing stands may cost some of them a significant sum. They also expect that standing areas would allow them to offer cheaper tickets to younger supporters.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("negation", "it accepts that crowd pressure in standing areas would be no harder to manage in an emergency than in seated sections", (1, 1)),
                ("invented_claim", "standing areas would allow them to offer cheaper tickets to younger supporters", None),
            ]),
            ("three_perspectives", None, """
SAFE STANDING AT TOP-FLIGHT GROUNDS: NOTE FOR THE MINISTER

Purpose: to record the arguments put forward by the three groups most closely concerned.

Key points:
– Supporters' groups: a large number of fans already stand in seated areas, and rail seating might make this safer; standing sections are also capable of improving the matchday atmosphere.
– Bereaved families and safety campaigners: there is a realistic possibility that any return to standing would be felt as a step backwards on hard-won safety lessons; crowd pressure in standing areas could also be harder to control in an emergency.
– Football clubs: rail seating can hold more spectators in the same space, though converting existing stands may cost some clubs a significant sum.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", []),
            ("three_perspectives", None, """
Purpose: To inform the minister of the arguments on permitting licensed safe-standing areas at top-flight grounds.

1. Supporters' groups
1.1 Many fans already stand in seated areas; rail seating could make this safer.
1.2 It is likely that standing sections would transform the atmosphere at every match.

2. Bereaved families and safety campaigners
2.1 Any return to standing may feel like a step backwards on hard-won safety lessons.
2.2 Crowd pressure in standing areas could be harder to control in an emergency.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("exaggeration", "It is likely that standing sections would transform the atmosphere at every match.", (0, 1)),
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Purpose: A summary of stakeholder arguments on safe standing at top-flight football grounds.

Arguments advanced by supporters' groups: Supporters' groups assess that many fans already stand in seated areas and that rail seating could make this safer. They also argue that standing sections can improve the atmosphere at matches, and that rail seating can fit more spectators into the same space.

Risks raised by bereaved families and safety campaigners: For these stakeholders, there is a realistic possibility that any return to standing would feel like a step backwards on hard-won safety lessons. They stress that reintroducing standing could be seen as undoing what was learned at such cost.

Points made by football clubs: Clubs note that converting existing stands may cost some of them a significant sum.

Recommendation: none at this stage; the minister is invited to note the arguments.
""", [
                ("side_swap", "and that rail seating can fit more spectators into the same space", (2, 0)),
                ("repetition", "They stress that reintroducing standing could be seen as undoing what was learned at such cost.", (1, 1)),
            ]),
        ],
    },
]
