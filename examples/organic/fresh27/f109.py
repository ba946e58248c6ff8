"""fresh27 batch f109 (written by a separate writer): Closing residential side streets to through traffic with low-traffic neighbourhood filters; A workplace parking levy on employers' staff car parks; Shared-space street design that removes kerbs, signals and road markings; Converting on-street parking spaces into parklets with seating and planting."""

TOPICS = [
    {
        "id": "low_traffic_neighbourhood_filters",
        "topic": "Closing residential side streets to through traffic with low-traffic neighbourhood filters",
        "query": "Should the council close residential side streets to through traffic using planters and bollards to create a low-traffic neighbourhood?",
        "perspectives": [
            ("residents' association", [
                "Quieter streets could make it safer for children to walk and cycle.",
                "Less through traffic may reduce noise and air pollution outside people's homes.",
                "Some residents say streets without rat-running traffic feel more sociable and neighbourly.",
            ]),
            ("local business group", [
                "Traders fear that customers who drive may find shops harder to reach and go elsewhere.",
                "Displaced traffic could build up on the boundary roads where many shops are located.",
            ]),
            ("council highways officers", [
                "Filters may need a trial period with monitoring before their effects can be judged.",
                "Emergency services could face slower routes unless some filters are camera-enforced rather than physically blocked.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Item 4: Low-Traffic Neighbourhood Proposal – Residential Side Streets

The Chair introduced the report and invited contributions from the residents' association, the local business group and officers.

**Residents' association**
The residents' representative stated that quieter streets could make it safer for children to walk and cycle. She added that less through traffic may reduce noise and air pollution outside people's homes, and that some residents say streets without rat-running traffic feel more sociable and neighbourly.

**Local business group**
The business group's representative reported that traders fear customers who drive may find the shops harder to reach and take their custom elsewhere. He further noted that displaced traffic could build up on the boundary roads, where many of the shops are located.

**Officers**
The Highways Manager advised that filters may need a trial period with monitoring before their effects can be judged. Officers also cautioned that emergency services could face slower routes unless some filters were enforced by camera rather than physically blocked.

Cllr Patel thanked the speakers for their contributions. The Committee NOTED the report.
""", []),
            ("three_perspectives", None, """
Item 6: Proposed Low-Traffic Neighbourhood

The Chair introduced the report, noting that the Committee would hear from residents, local traders and officers in turn.

**Residents' association**
The residents' representative said that taking through traffic out of the side streets may cut noise and air pollution outside people's homes, and that quieter roads could make walking and cycling safer for children. She observed that some residents find streets without rat-running traffic more sociable and neighbourly, and referred to a scheme in another borough where through traffic on filtered streets had fallen by around 60 per cent within six months.

**Local business group**
The business group's spokesperson expressed concern that customers who drive may find the shops harder to reach and choose to go elsewhere.

**Officers**
The Head of Highways advised that filters may need a trial period, with monitoring, before their effects could properly be judged. Officers also warned that displaced traffic could build up on the boundary roads, where many of the shops are located. In response to a question from Cllr Reid, officers confirmed that emergency services could face slower routes unless some filters were camera-enforced rather than physically closed.

The Committee NOTED the report.
""", [
                ("invented_statistic", "referred to a scheme in another borough where through traffic on filtered streets had fallen by around 60 per cent within six months", None),
                ("side_swap", "Officers also warned that displaced traffic could build up on the boundary roads, where many of the shops are located", (1, 1)),
            ]),
            ("three_perspectives", None, """
Item 3: Low-Traffic Neighbourhood – Consultation Feedback

The Chair introduced the report and asked officers to set out the technical position before Members heard from stakeholders.

**Officers**
The Transport Planning Manager explained that filters of this kind may need to run as a trial, with monitoring, before their effects can be judged. She added that emergency services could face slower routes unless some of the filters were enforced by cameras rather than physically blocked.

**Local business group**
The business group's representative reported traders' fears that customers arriving by car may find the shops harder to get to and take their trade elsewhere. It was also suggested that displaced traffic could build up on the boundary roads, where many of the shops are located.

**Residents' association**
For the residents' association, it was stated that quieter streets could make it safer for children to walk and cycle, and that reduced through traffic may bring down noise and air pollution outside homes. Some residents, the representative said, feel that streets free of rat-running traffic are more sociable and neighbourly.

Cllr Evans thanked all contributors. The Committee NOTED the report.
""", []),
            ("three_perspectives", None, """
Item 5: Low-Traffic Neighbourhood Scheme

The Chair introduced the item, and Members heard from three contributors.

**Residents' association representative**
- Quieter residential streets could make it safer for children to walk and cycle.
- Reduced through traffic may lower noise and air pollution outside people's homes.
- Some residents say that streets without rat-running traffic feel more neighbourly and sociable.

**Local business group**
- Traders fear that customers who drive may find the shops harder to reach and go elsewhere.
- Displaced traffic could build up on the boundary roads where many of the shops are located.

**Council officers**
- Officers advised that the filters would not need a trial period or monitoring before their effects could be judged.
- Emergency services could face slower routes unless some filters are camera-enforced rather than physically blocked.

In discussion, Members thanked the contributors for setting out their positions clearly. The Committee NOTED the report.
""", [
                ("negation", "Officers advised that the filters would not need a trial period or monitoring before their effects could be judged", (2, 0)),
            ]),
            ("three_perspectives", None, """
Item 8: Low-Traffic Neighbourhood Filters – Side Streets

The Chair introduced the report.

**Residents**
Cllr Okoro, presenting the views of the residents' association, noted that quieter streets could make walking and cycling safer for children. She reported that some residents find streets without rat-running to be friendlier and more sociable, and that less through traffic may cut noise and air pollution outside homes.

**Officers**
Officers advised that any filters may need to be trialled, with monitoring, before their effects could be judged. Members raised concerns about emergency access, and officers confirmed that emergency services could face slower routes unless some filters were enforced by camera rather than by physical barriers.

The Committee NOTED the report and the views expressed.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("three_perspectives", None, """
Item 2: Proposed Low-Traffic Neighbourhood

The Chair introduced the report and reminded Members that the Committee was being asked to consider the views of stakeholders.

**Local business group**
The business group's representative said that traders fear customers who drive may find the shops harder to reach and go elsewhere. She also noted that traffic displaced from the side streets could build up on the boundary roads, where many shops are located.

**Residents' association**
The residents' representative responded that removing through traffic may reduce noise and air pollution outside people's homes and could make it safer for children to walk and cycle. Some residents, he added, say that streets without rat-running feel more sociable and neighbourly.

**Officers**
In discussion, it was observed by officers that emergency services could face slower journeys unless some filters were camera-enforced rather than physically blocked, and that the filters may need a trial period with monitoring before their effects could be judged.

Cllr Morgan noted the range of views expressed. The Committee NOTED the report.
""", []),
        ],
    },
    {
        "id": "workplace_parking_levy",
        "topic": "A workplace parking levy on employers' staff car parks",
        "query": "Should the council charge employers an annual levy for each parking space they provide for their staff?",
        "perspectives": [
            ("supporters", [
                "A levy could encourage some commuters to switch to buses, trains or cycling.",
                "Money raised can be ring-fenced for improvements to local public transport.",
                "Fewer commuter cars may ease peak-time congestion in the city centre.",
            ]),
            ("employers", [
                "Employers may pass the charge on to staff, which could hit lower-paid workers hardest.",
                "Some firms could move to neighbouring areas where no levy applies.",
                "Staff working shifts often have no realistic alternative to driving.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Item 7: Workplace Parking Levy – Options Report

The Chair introduced the report, which set out the arguments for and against charging employers for staff parking spaces.

Cllr Whitfield, speaking in support, noted that a levy could encourage some commuters to switch to buses, trains or cycling, and that fewer commuter cars may ease peak-time congestion in the city centre. She added that the money raised can be ring-fenced for improvements to local public transport.

The Chamber of Commerce representative raised concerns that employers may pass the charge on to their staff, which could hit lower-paid workers hardest. It was further noted that some firms could move to neighbouring areas where no levy applies, and that staff working shifts often have no realistic alternative to driving.

The Committee NOTED the report.
""", []),
            ("numbered", None, """
Item 4: Proposed Workplace Parking Levy

1. The Chair introduced the report.
2. Supporters of the levy stated that it would persuade most commuters to switch to buses, trains or cycling.
3. They added that the income could be ring-fenced for local public transport, such as a new tram extension and more frequent evening buses.
4. It was also suggested that fewer commuter cars may ease congestion in the city centre at peak times.
5. Cllr Byrne, relaying the concerns of local employers, noted that firms may pass the charge on to staff, and that lower-paid workers could be hit hardest.
6. Members raised concerns that some businesses could relocate to neighbouring areas where no levy applies.
7. It was further observed that staff working shifts often have no realistic alternative to driving.
8. The Committee NOTED the report.
""", [
                ("exaggeration", "it would persuade most commuters to switch to buses, trains or cycling", (0, 0)),
                ("added_detail", "such as a new tram extension and more frequent evening buses", (0, 1)),
            ]),
            ("headed", None, """
Item 9: Workplace Parking Levy

**Introduction**
The Chair introduced the report and invited comments from Members.

**Case for the levy**
Cllr Osei noted that the proceeds can be ring-fenced for improvements to local public transport, and that a levy could prompt some commuters to move to buses, trains or cycling. Fewer commuter cars, he suggested, may relieve peak-time congestion in the city centre.

**Concerns of employers**
The representative of the local business forum warned that employers may pass the charge on to staff, which could hit lower-paid workers hardest. She added that staff on shifts often have no realistic alternative to driving. Later in the discussion, Cllr Hughes returned to the point that the cost might end up being borne by employees rather than by the firms themselves.

**Outcome**
The Committee NOTED the report.
""", [
                ("repetition", "Cllr Hughes returned to the point that the cost might end up being borne by employees rather than by the firms themselves", (1, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("bullets", None, """
Item 5: Workplace Parking Levy – Report of the Director of Transport

The Chair introduced the report. Points raised in discussion are summarised below.

In support of a levy:
- It could encourage some commuters to switch to the bus, the train or a bicycle.
- Peak-time congestion in the city centre may ease if there are fewer commuter cars.
- The proceeds can be ring-fenced for improving local public transport.
- Supporters added that the levy could free up land now used for staff car parks for housing or other development.

Against a levy:
- Employers may pass the charge on to staff, which could hit lower-paid workers hardest.
- Some firms could relocate to neighbouring areas where no levy applies.
- Shift workers often have no realistic alternative to driving.

The Committee NOTED the report.
""", [
                ("invented_claim", "Supporters added that the levy could free up land now used for staff car parks for housing or other development", None),
            ]),
            ("dense", None, """
Item 3: Workplace Parking Levy. The Chair introduced the report; Cllr Khan noted that a levy could encourage some commuters to switch to buses, trains or cycling, that fewer commuter cars may ease peak-time congestion in the city centre and that the money raised can be ring-fenced for local public transport improvements, while Members raised concerns that employers may pass the charge on to staff, which could hit lower-paid workers hardest, that some firms could move to neighbouring areas with no levy, and that staff working shifts often have no realistic alternative to driving. The Committee NOTED the report.
""", []),
            ("closing", None, """
Item 10: Workplace Parking Levy

The Chair introduced the report and invited Members to comment.

Cllr Danso noted that a levy could encourage some commuters to swap the car for buses, trains or cycling, and that the revenue can be ring-fenced for improvements to local public transport.

On behalf of local employers, it was reported that firms may pass the charge on to staff, which could hit lower-paid workers hardest, and that some could relocate to neighbouring areas where no levy applies. Members noted, however, that staff working shifts were seldom without a realistic alternative to driving.

The Chair thanked Members for the discussion, observing that the Committee had heard strongly held views on both sides. The Committee NOTED the report.
""", [
                ("negation", "staff working shifts were seldom without a realistic alternative to driving", (1, 2)),
                ("omitted_argument", None, (0, 2)),
            ]),
        ],
    },
    {
        "id": "shared_space_street_design",
        "topic": "Shared-space street design that removes kerbs, signals and road markings",
        "query": "Should the council redesign a town-centre street as shared space, removing kerbs, traffic signals and road markings so that drivers and pedestrians share one surface?",
        "perspectives": [
            ("supporters of shared space", [
                "Without signals and markings, drivers may slow down and pay more attention to people on foot.",
                "A level surface can make a street feel more like a public square than a through road.",
            ]),
            ("disability and sight-loss groups", [
                "Blind and partially sighted people often rely on kerbs to tell where the road begins.",
                "Some pedestrians may feel too anxious to cross when there is no formal crossing point.",
                "Older and disabled people could be put off visiting the town centre altogether.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Item 6: Shared-Space Scheme – Town Centre

**Report**
The Chair introduced the report on redesigning the street as a single shared surface.

**Supporters' view**
Cllr Grant noted that, without signals and road markings, drivers may slow down and pay more attention to people on foot. He added that a level surface can make a street feel more like a public square than a through road.

**Disability and sight-loss groups**
The representative of local sight-loss charities explained that blind and partially sighted people often rely on kerbs, and on guide dogs trained to stop at them, to tell where the road begins. Members raised concerns that some pedestrians may feel too anxious to cross where there is no formal crossing point, and that older and disabled people could be put off visiting the town centre altogether.

**Resolution**
The Committee NOTED the report.
""", [
                ("added_detail", "and on guide dogs trained to stop at them", (1, 0)),
            ]),
            ("numbered", None, """
Item 11: Proposed Shared-Space Design

1. The Chair introduced the report.
2. The disability access group's representative stated that blind and partially sighted people often depend on kerbs to know where the road begins.
3. She added that some pedestrians may feel too anxious to cross when there is no formal crossing point.
4. It was further noted that older and disabled people could be deterred from visiting the town centre at all.
5. Cllr Fraser, speaking in support of the scheme, observed that without signals and markings, drivers may slow down and take more notice of people on foot.
6. In discussion, it was observed that a level surface can make the street feel more like a public square than a through road.
7. The Committee NOTED the report.
""", []),
            ("prose", None, """
Item 4: Shared Space – Town-Centre Street

The Chair introduced the report.

Speaking in favour, Cllr Lewis noted that removing signals and markings may cause drivers to slow down and pay closer attention to pedestrians, and that a level surface can give a street the feel of a public square rather than a through road. Supporters also acknowledged that some pedestrians may feel too anxious to cross when there is no formal crossing point.

The representative of disability and sight-loss groups stated that blind and partially sighted people often rely on kerbs to tell where the road begins, and warned that older and disabled people could be put off visiting the town centre altogether.

The Committee NOTED the report.
""", [
                ("side_swap", "Supporters also acknowledged that some pedestrians may feel too anxious to cross when there is no formal crossing point", (1, 1)),
            ]),
            ("bullets", None, """
Item 8: Shared-Space Street Design

The Chair introduced the report, and the following points were made.

Supporters of shared space:
- Without signals and markings, drivers will slow down and pay more attention to people on foot.
- A level surface can make the street feel like a public square rather than a through road.
- Cllr Mensah cited a scheme elsewhere where recorded casualties fell by a third in the two years after kerbs were removed.

Disability and sight-loss groups:
- Blind and partially sighted people often rely on kerbs to tell where the road begins.
- Some pedestrians may be too anxious to cross where there is no formal crossing point.
- Older and disabled people could be put off visiting the town centre altogether.

The Committee NOTED the report.
""", [
                ("exaggeration", "drivers will slow down and pay more attention to people on foot", (0, 0)),
                ("invented_statistic", "cited a scheme elsewhere where recorded casualties fell by a third in the two years after kerbs were removed", None),
            ]),
            ("closing", None, """
Item 2: Shared-Space Proposal for the Town Centre

The Chair introduced the report and opened the item for discussion.

Cllr Ahmed noted that a level surface can make a street feel more like a public square than a through road, and that, without signals and markings, drivers may slow down and pay more attention to people on foot.

Members raised concerns, on behalf of disability and sight-loss groups, that blind and partially sighted people often rely on kerbs to tell where the road begins. It was also noted that some pedestrians may feel too anxious to cross where there is no formal crossing point, and that older and disabled people could be discouraged from visiting the town centre altogether.

The Chair observed that the item raised questions on which Members held differing views. The Committee NOTED the report.
""", []),
            ("dense", None, """
Item 5: Shared-Space Street Design. The Chair introduced the report; Cllr Doyle noted that, in the absence of signals and markings, drivers may slow down and pay more attention to people on foot, while the sight-loss groups' representative stated that blind and partially sighted people often rely on kerbs to tell where the road begins, that some pedestrians may feel too anxious to cross without a formal crossing point, and that older and disabled people could be put off visiting the town centre altogether. The Committee NOTED the report.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "parklets_in_parking_spaces",
        "topic": "Converting on-street parking spaces into parklets with seating and planting",
        "query": "Should the council convert some on-street parking spaces into parklets with benches, planters and café seating?",
        "perspectives": [
            ("local cafés and community groups", [
                "Parklets can give people somewhere to sit and linger where pavements are narrow.",
                "Planting and seating could make a street more attractive and bring more footfall to nearby shops.",
            ]),
            ("residents who rely on street parking", [
                "Losing parking spaces may make it harder for residents and visitors to park near homes and shops.",
                "Parklets could attract late-night noise and litter if they are not well managed.",
                "Some worry that public space may in effect be handed over to one café's customers.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Item 7: Parklets in On-Street Parking Spaces

The Chair introduced the report. The main points raised were as follows.

For the proposal (local cafés and community groups):
- Parklets can give people somewhere to sit and linger where pavements are narrow.
- Planting and seating could make the street more attractive and bring more footfall to nearby shops.

Against the proposal (residents who rely on street parking):
- Losing parking spaces may make it harder for residents and visitors to park near homes and shops.
- Parklets could attract late-night noise and litter if they are not well managed.
- Some worry that public space may in effect be handed over to one café's customers.

The Committee NOTED the report.
""", []),
            ("prose", None, """
Item 3: Converting Parking Spaces to Parklets

The Chair introduced the report.

Cllr Ward, speaking for local cafés and community groups, noted that parklets can offer people a place to sit and linger where pavements are narrow, and that planting and seating could make the street more attractive and draw more footfall to nearby shops. Supporters added that parklets could be taken out quickly and cheaply if a trial proved unpopular.

Members raised concerns on behalf of residents that losing the spaces would make it impossible for residents and visitors to park near their homes and the shops. It was also observed that parklets could attract late-night noise and litter if not well managed, and some Members reported residents' worry that public space may in effect be handed over to the customers of a single café.

The Committee NOTED the report.
""", [
                ("invented_claim", "Supporters added that parklets could be taken out quickly and cheaply if a trial proved unpopular", None),
                ("exaggeration", "losing the spaces would make it impossible for residents and visitors to park near their homes and the shops", (1, 0)),
            ]),
            ("numbered", None, """
Item 12: Parklet Programme

1. The Chair introduced the report.
2. A residents' representative noted that the loss of parking spaces may make it harder for residents and visitors to park close to homes and shops.
3. She added that parklets could draw late-night noise and litter unless they are well managed.
4. Some residents, it was reported, worry that public space may in effect be handed over to one café's customers.
5. Cllr Novak, for local cafés and community groups, observed that parklets can give people somewhere to sit and linger where pavements are narrow.
6. He further noted that planting and seating could make the street more attractive and bring more footfall to nearby shops.
7. The Committee NOTED the report.
""", []),
            ("headed", None, """
Item 9: Parklets – Consultation Responses

**Introduction**
The Chair introduced the report.

**Local cafés and community groups**
Supporters stated that parklets can give people somewhere to sit and linger on narrow pavements, and that planting and seating could make the street more attractive and bring in more footfall for nearby shops.

**Residents who rely on street parking**
Residents' representatives noted that losing parking spaces may make it harder for residents and visitors to park near homes and shops. They accepted that parklets were unlikely to attract late-night noise and litter, even if not well managed. Some residents worry that public space may in effect be handed over to a single café's customers.

**Decision**
The Committee NOTED the report.
""", [
                ("negation", "parklets were unlikely to attract late-night noise and litter, even if not well managed", (1, 1)),
            ]),
            ("dense", None, """
Item 4: Parklets. The Chair introduced the report; Cllr Ellis, for local cafés and community groups, noted that planting and seating could make the street more attractive with wildflower planters and small trees and bring more footfall to nearby shops, while residents' representatives stated that losing parking spaces may make it harder for residents and visitors to park near homes and shops, that parklets could attract late-night noise and litter if not well managed, that some worry public space may in effect be handed over to one café's customers, and that parklets can give people somewhere to sit and linger where pavements are narrow. The Committee NOTED the report.
""", [
                ("added_detail", "with wildflower planters and small trees", (0, 1)),
                ("side_swap", "that parklets can give people somewhere to sit and linger where pavements are narrow", (0, 0)),
            ]),
            ("closing", None, """
Item 6: Proposed Parklets in On-Street Parking Bays

The Chair introduced the report and invited views.

Members raised concerns, on behalf of residents who rely on street parking, that losing spaces may make it harder for residents and visitors to park near homes and shops, and that parklets could attract late-night noise and litter if they are not well managed. Cllr Clarke noted that some residents worry public space may in effect be handed over to one café's customers.

For local cafés and community groups, Cllr Stewart noted that parklets can give people somewhere to sit and linger where pavements are narrow. He added that planting and seating could make a street more attractive and bring more footfall to nearby shops.

The Chair remarked that Members had considered the use of kerbside space from different angles. The Committee NOTED the report.
""", []),
        ],
    },
]
