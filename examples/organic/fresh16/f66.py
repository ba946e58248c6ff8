"""Fresh16 batch f66 (written by a separate writer): Collecting general waste every three weeks instead of every two; Locking park gates overnight; Putting secure bike hangars in on-street parking spaces; A local connection rule for council housing waiting lists."""

TOPICS = [
    {
        "id": "three_weekly_general_waste_collections",
        "topic": "Collecting general waste every three weeks instead of every two",
        "query": "Should the council collect general rubbish bins every three weeks instead of every fortnight?",
        "perspectives": [
            ("recycling campaigners", [
                "Less frequent rubbish collections could push households to recycle more of their waste.",
                "Fewer collection rounds would mean fewer bin lorry journeys and lower emissions.",
            ]),
            ("residents' groups", [
                "Bins left full for three weeks may start to smell and attract rats and foxes, especially in summer.",
                "Large families and households using nappies could struggle to fit their rubbish in one bin.",
                "Some residents may dump extra bags in the street, leading to more fly-tipping.",
            ]),
            ("council finance officers", [
                "Switching to three-weekly rounds could save money that could be spent on other services.",
                "Some of the savings could be lost if the council has to hand out larger bins or run extra clear-ups.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Thanks for your question! The council is currently consulting on a proposal to collect general waste bins every three weeks rather than every fortnight. Here's a summary of what people have told us so far:

**Recycling campaigners**
- Collecting rubbish less often could encourage households to recycle more of what they throw away.
- Fewer collection rounds would mean fewer bin lorry journeys, and so lower emissions.

**Residents' groups**
- A bin left for three weeks may start to smell and attract rats and foxes, particularly in the summer months.
- Larger families and households using nappies could find it hard to fit all their rubbish into one bin.
- Some people may leave extra bags out in the street, which could lead to more fly-tipping.

**Council finance officers**
- Moving to three-weekly rounds could free up money to spend on other services.
- Some of those savings could be lost if the council has to provide larger bins or run extra clear-ups.

You can have your say by filling in the consultation survey on our website.
""", []),
            ("three_perspectives", None, """
Thanks for getting in touch! The council is currently consulting on whether general rubbish should be collected every three weeks instead of every two, and we've heard a range of views.

Recycling campaigners feel that less frequent rubbish collections could nudge households into recycling more. They also point out that fewer rounds would mean fewer journeys by bin lorries, which would cut emissions.

Residents' groups have raised a few concerns. They worry that bins left full for three weeks may begin to smell and draw in rats and foxes, especially in hot weather. Big families and homes with babies in nappies could struggle to fit everything into a single bin. And some residents might put extra bags out on the pavement, which could mean more fly-tipping.

If you'd like to share your own views, you can have your say through the consultation page on our website.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Thank you for your question! Here's a summary of what people have told us so far about the idea of three-weekly general waste collections.

Council finance officers:
1. The switch could save money, which could then go towards other council services.
2. However, those savings could shrink if larger bins have to be handed out or additional clear-ups are needed.

Recycling campaigners:
1. If the rubbish bin is emptied less often, households could be encouraged to recycle more.
2. Fewer rounds would mean fewer bin lorry trips and lower emissions.

Residents' groups:
1. Full bins may smell and attract pests such as rats and foxes, especially in summer.
2. Households with several children or using nappies could struggle to get all their rubbish into one bin.
3. There's a worry that some people may dump extra bags in the street, adding to fly-tipping.

The council hasn't made a decision yet, and all comments will be considered. You can have your say through the consultation on our website.
""", []),
            ("three_perspectives", None, """
Thanks for your question! The council is currently consulting on moving general waste collections from fortnightly to three-weekly. Here's what people have told us so far:

**Recycling campaigners** believe less frequent rubbish collections could encourage people to recycle more. They note that councils which have already made the change have seen recycling rates rise by around ten percentage points.

**Residents' groups** are concerned that bins left for three weeks may smell and attract rats and foxes, especially during summer. They also say larger families and households using nappies could struggle to fit their rubbish into one bin, and that some residents may leave extra bags in the street, which could lead to more fly-tipping.

**Council finance officers** say the change could save money that could be spent on other services, and add that fewer collection rounds would mean fewer bin lorry journeys and lower emissions. They also caution that some of the savings could be lost if the council needs to provide bigger bins or carry out extra clear-ups.

You can have your say by completing the consultation survey on our website.
""", [
                ("invented_statistic", "councils which have already made the change have seen recycling rates rise by around ten percentage points", None),
                ("side_swap", "add that fewer collection rounds would mean fewer bin lorry journeys and lower emissions", (0, 1)),
            ]),
            ("three_perspectives", None, """
Thanks for your question! There is a range of views on collecting general waste every three weeks, and here's a summary of what people have told us so far.

From recycling campaigners, we've heard that emptying rubbish bins less often could prompt households to recycle more, and that fewer rounds would reduce bin lorry journeys and the emissions that come with them.

From residents' groups, we've heard three main concerns: bins may smell and attract rats and foxes if they're left full for three weeks, particularly in summer; big families and those using nappies could struggle to fit their waste in one bin; and some people may leave extra bags in the street, which could result in more fly-tipping.

From council finance officers, we've heard that the change could save money for other services, although part of that saving could be lost if the council has to supply larger bins or organise additional clear-ups.

You can have your say through the consultation page on our website.
""", []),
            ("three_perspectives", None, """
Thanks for your question! The council is currently consulting on three-weekly general waste collections. Here's a summary of what people have told us so far:

Recycling campaigners
• Less frequent collections could encourage people to recycle more.
• Fewer rounds would mean fewer bin lorry journeys and lower emissions.

Residents' groups
• Bins left for three weeks may smell and attract rats and foxes, particularly in summer.
• Large households and those using nappies could have trouble fitting their rubbish into one bin.
• Some residents may put extra bags out in the street, which could lead to more fly-tipping.

Council finance officers
• The switch could save money that could be spent on other services.
• Any extra spending on larger bins or clear-ups would be unlikely to eat into those savings.

You can have your say by taking part in the consultation on our website.
""", [
                ("negation", "Any extra spending on larger bins or clear-ups would be unlikely to eat into those savings", (2, 1)),
            ]),
        ],
    },
    {
        "id": "locking_park_gates_overnight",
        "topic": "Locking park gates overnight",
        "query": "Should the council lock the gates of its parks overnight?",
        "perspectives": [
            ("supporters", [
                "Locking parks at night could reduce vandalism and antisocial behaviour.",
                "Neighbours living next to parks may be disturbed less by late-night noise.",
            ]),
            ("opponents", [
                "Parks often provide useful walking routes, and locking them could force people onto longer or less safe roads.",
                "Staff time spent opening and closing gates every day would add to the council's costs.",
                "Closing parks may simply move antisocial behaviour onto nearby streets.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Thanks for your question! The council is currently consulting on whether to lock the gates of its parks overnight, and we've had a lot of helpful feedback.

Supporters say locking parks at night would put an end to vandalism and antisocial behaviour. They also feel that people who live next to parks may be disturbed less by noise late in the evening.

Those against the idea point out that many people use parks as walking routes, and that locking them could force people onto longer roads or ones that feel less safe. They add that the staff time needed to open and close the gates every day would increase the council's costs, and that closing parks may just move antisocial behaviour onto nearby streets.

You can have your say through the consultation page on our website.
""", [
                ("exaggeration", "Supporters say locking parks at night would put an end to vandalism and antisocial behaviour", (0, 0)),
            ]),
            ("bullets", None, """
Thanks for your question! Here's a summary of what people have told us so far about locking park gates overnight.

In favour:
- Locking parks after dark could help cut vandalism and antisocial behaviour.
- Residents living next to parks may be troubled less by late-night noise.

Against:
- Parks are often handy walking routes, and closing them could push people onto longer or less safe roads.
- Opening and locking the gates each day would take staff time, which would add to costs.
- Closing parks may simply shift antisocial behaviour onto surrounding streets.

You can have your say by filling in the consultation survey on our website.
""", []),
            ("headed", None, """
Thanks for your question! The council is currently consulting on locking park gates overnight. Here's a summary of what people have told us so far.

**What supporters have said**
Supporters think locking parks at night could reduce vandalism and antisocial behaviour, and that neighbours living beside parks may be disturbed less by late-night noise. They also feel that shutting the gates after dark could make it harder for people to damage park facilities or cause trouble.

**What opponents have said**
Opponents note that many parks act as useful walking routes, so locking them could force people onto longer or less safe roads. They also worry that closing parks may simply move antisocial behaviour onto nearby streets.

You can have your say through the consultation on our website.
""", [
                ("repetition", "shutting the gates after dark could make it harder for people to damage park facilities or cause trouble", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
Thanks for your question! The council is currently consulting on locking its park gates at night. Here's a summary of the main points people have raised:

1. Locking parks overnight could help reduce vandalism and antisocial behaviour.
2. People living next to parks may be disturbed less by noise late at night.
3. Some supporters also suggest that quieter parks at night could give nesting birds and other wildlife less disturbance.
4. On the other hand, parks are often useful walking routes, and locking them could mean people having to take longer or less safe roads.
5. Opening and closing the gates every day, including weekend shifts paid at overtime rates, would add to the council's staffing costs.
6. Closing parks may simply move antisocial behaviour onto nearby streets.

You can have your say through the consultation page on our website.
""", [
                ("invented_claim", "Some supporters also suggest that quieter parks at night could give nesting birds and other wildlife less disturbance", None),
                ("added_detail", "including weekend shifts paid at overtime rates", (1, 1)),
            ]),
            ("dense", None, """
Thanks for your question! On locking park gates overnight, supporters say it could reduce vandalism and antisocial behaviour and may mean less late-night noise for neighbours living next to parks, while opponents say parks often serve as useful walking routes that, if locked, could force people onto longer or less safe roads, that daily opening and closing would take staff time and add to costs, and that closures may simply move antisocial behaviour onto nearby streets. You can have your say through the consultation on our website.
""", []),
            ("closing", None, """
Thanks for getting in touch! The council is currently consulting on locking park gates overnight, and here's a summary of what people have told us so far.

Those in favour believe that locking parks at night could help reduce vandalism and antisocial behaviour.

Those against have raised three points:
- Many parks are useful walking routes, and locking them could force people to take longer or less safe roads.
- Staff time spent opening and closing the gates every day would add to the council's costs.
- Closing parks may simply move antisocial behaviour onto nearby streets.

It's clear that residents feel strongly about their local parks, and every response will be read carefully. You can have your say through the consultation page on our website.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "onstreet_bike_hangars_in_parking_spaces",
        "topic": "Putting secure bike hangars in on-street parking spaces",
        "query": "Should the council install lockable bike hangars in on-street parking spaces?",
        "perspectives": [
            ("supporters", [
                "Residents in flats without storage could keep bikes safely and be more likely to cycle.",
                "One parking space can hold several bikes, making better use of street space.",
            ]),
            ("opponents", [
                "Losing parking spaces may make it harder for drivers to park near their homes.",
                "Rental fees for hangar spaces could put off lower-income residents.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Thanks for your question! The council is currently consulting on installing lockable bike hangars in some on-street parking spaces. Here's a summary of what people have told us so far.

**Views in favour**
Supporters say residents living in flats without anywhere to store a bike could keep one safely, and may then be more likely to cycle. They also point out that a single parking space can hold several bikes, which makes better use of street space.

**Views against**
Opponents worry that losing parking spaces may make it harder for drivers to park close to home. They also say the rental fee for a hangar space could put off residents on lower incomes.

You can have your say through the consultation page on our website.
""", []),
            ("bullets", None, """
Thanks for your question! Here's a summary of what people have told us so far about bike hangars in parking spaces:

- Supporters say people in flats with no storage space could keep their bikes secure, which may encourage them to cycle more.
- They add that one parking space can fit several bikes, so the street space is used more efficiently.
- Opponents are concerned that removing parking spaces may make it harder for drivers to find a space near their homes.
- They also feel the hangars could look cluttered and spoil the appearance of residential streets.
- Some have said that hangar rental fees could put off residents on lower incomes.

You can have your say by taking part in the consultation on our website.
""", [
                ("invented_claim", "They also feel the hangars could look cluttered and spoil the appearance of residential streets", None),
            ]),
            ("prose", None, """
Thanks for your question! The council is currently consulting on putting secure bike hangars into some residents' parking spaces, and opinions are mixed.

People who support the idea say it could give residents in flats without storage a safe place to keep their bikes, although it may not make them any more likely to cycle. They also note that one parking space can hold up to six bikes, making better use of the space on our streets.

People who oppose the idea say that losing parking spaces may make it harder for drivers to park near where they live. There are also concerns that the rental fees for a hangar space could put off lower-income residents.

You can have your say through the consultation page on our website.
""", [
                ("negation", "although it may not make them any more likely to cycle", (0, 0)),
                ("added_detail", "one parking space can hold up to six bikes", (0, 1)),
            ]),
            ("numbered", None, """
Thanks for your question! Here's a summary of what people have told us so far about on-street bike hangars.

Those in favour say:
1. Residents in flats with no storage could keep their bikes securely, and might be more inclined to cycle.
2. Several bikes can fit into the space of one parked car, which is a better use of the street.

Those against say:
1. Drivers may find it harder to park near their homes if parking spaces are lost.
2. The cost of renting a hangar space could put off residents on lower incomes.

The council will consider all of the feedback it receives. You can have your say through the consultation on our website.
""", []),
            ("closing", None, """
Thanks for your question! The council is currently consulting on bike hangars in on-street parking spaces. Here's a summary of what people have told us so far:

Supporters think residents in flats without storage could keep their bikes safe and may be more likely to cycle as a result. They also say one parking space can hold several bikes, which is a better use of street space, though even some supporters accept that the rental fees could put off lower-income residents.

Opponents are mainly concerned that losing parking spaces may make it harder for drivers to park near their homes.

We know this is an issue many residents care about, and we'd encourage everyone to take part. You can have your say through the consultation page on our website.
""", [
                ("side_swap", "even some supporters accept that the rental fees could put off lower-income residents", (1, 1)),
            ]),
            ("dense", None, """
Thanks for your question! Here's a summary of what people have told us so far: supporters of bike hangars say they could let residents in flats without storage keep bikes safely and be more likely to cycle, and that fitting several bikes into one parking space makes better use of the street, while opponents say losing spaces may make it harder for drivers to park near home and that hangar rental fees could put off lower-income residents. You can have your say through the consultation on our website.
""", []),
        ],
    },
    {
        "id": "local_connection_rule_council_housing_list",
        "topic": "A local connection rule for council housing waiting lists",
        "query": "Should people need a local connection to join the council's housing waiting list?",
        "perspectives": [
            ("supporters", [
                "Giving priority to people with local ties could help keep families and communities together.",
                "A residency requirement may shorten waiting lists and make them easier to manage.",
            ]),
            ("critics", [
                "People fleeing domestic abuse or moving for work could be unfairly shut out.",
                "Shorter lists may hide real housing need rather than reduce it.",
                "Homeless people who move between areas may struggle to prove a local connection.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Thanks for your question! The council is currently consulting on whether applicants should need a local connection to join the housing waiting list. Here's a summary of what people have told us so far:

Supporters
- Giving priority to people with local ties could help keep families and communities together.
- A residency requirement may make the waiting list shorter and easier to manage, with some pointing out that around a third of applicants on the current list have lived in the area for less than two years.

Critics
- People fleeing domestic abuse, or moving to the area for work, could be unfairly shut out.
- Shorter lists may hide real housing need rather than reduce it.
- Homeless people who move between areas may find it hard to prove a local connection.

You can have your say through the consultation page on our website.
""", [
                ("invented_statistic", "around a third of applicants on the current list have lived in the area for less than two years", None),
            ]),
            ("prose", None, """
Thanks for your question! The council is currently consulting on a local connection rule for its housing waiting list, and we've heard views on both sides.

Those in favour say that prioritising people with local ties could help keep families and communities together. They also think a residency requirement may cut the length of the waiting list and make it easier to manage.

Those against argue that people fleeing domestic abuse or relocating for work would be shut out of the list altogether. They also worry that homeless people who move from area to area may struggle to prove a local connection.

You can have your say through the consultation on our website.
""", [
                ("exaggeration", "people fleeing domestic abuse or relocating for work would be shut out of the list altogether", (1, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
Thank you for your question! Here's a summary of what people have told us so far about introducing a local connection rule for council housing.

**Arguments for the rule**
Supporters feel that giving priority to applicants with ties to the area could help keep families and communities together. They also say that a residency requirement may shorten the waiting list and make it more manageable.

**Arguments against the rule**
Critics are concerned that people escaping domestic abuse, or those moving here for work, could be unfairly excluded. They also warn that a shorter list may hide real housing need rather than reduce it, and that homeless people who move between areas may struggle to show a local connection.

You can have your say through the consultation page on our website.
""", []),
            ("numbered", None, """
Thanks for your question! The council is currently consulting on requiring a local connection for the housing waiting list. Here's what people have told us so far:

1. Supporters say prioritising people with local ties could help keep families and communities together, for example by letting adult children live near elderly parents who need their care.
2. They also say a residency requirement may shorten the waiting list and make it easier to run.
3. Critics say people fleeing domestic abuse or moving for work could be unfairly shut out.
4. They warn that shorter lists may hide genuine housing need rather than reduce it.
5. They also point out that homeless people who move between areas may struggle to prove a local connection.

You can have your say through the consultation on our website.
""", [
                ("added_detail", "for example by letting adult children live near elderly parents who need their care", (0, 0)),
            ]),
            ("closing", None, """
Thanks for your question! The council is currently consulting on a local connection rule for council housing. Here's a summary of what people have told us so far.

Supporters believe that giving priority to people with local ties could help keep families and communities together, and that a residency requirement will bring the waiting list down to a far more manageable size.

Critics raise several concerns. People fleeing domestic abuse or moving for work could be unfairly shut out, and shorter lists may mask real housing need rather than reduce it. Homeless people who move between areas may struggle to prove a local connection. Some critics add that checking every applicant's residency history would create extra work for housing staff and slow down decisions.

This is a complex issue and the council wants to hear from as many residents as possible. You can have your say through the consultation page on our website.
""", [
                ("exaggeration", "a residency requirement will bring the waiting list down to a far more manageable size", (0, 1)),
                ("invented_claim", "Some critics add that checking every applicant's residency history would create extra work for housing staff and slow down decisions", None),
            ]),
            ("closing", None, """
Thanks for getting in touch! Here's a summary of what people have told us so far about a local connection rule for the housing waiting list.

In favour:
• It could help keep families and communities together by giving priority to people with local ties.
• Requiring applicants to have lived in the area may shorten the list and make it easier to manage.

Against:
• People fleeing domestic abuse or moving for work could be unfairly shut out.
• A shorter list may hide real housing need rather than actually reduce it.
• Homeless people who move between areas may struggle to prove a local connection.

Every response to the consultation will be considered before any decision is made. You can have your say through the consultation on our website.
""", []),
        ],
    },
]
