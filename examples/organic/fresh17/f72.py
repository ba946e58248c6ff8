"""Fresh17 batch f72 (written by a separate writer): Automatic approval of building permits when the authority misses its deadline; Compulsory seat reservations on long-distance trains; Health insurance premium discounts for sharing fitness-tracker data; Rebuilding destroyed historic buildings as faithful replicas."""

TOPICS = [
    {
        "id": "tacit_approval_building_permits",
        "topic": "Automatic approval of building permits when the authority misses its deadline",
        "query": "Should a building permit count as approved automatically if the planning authority does not decide within a fixed deadline?",
        "perspectives": [
            ("builders and applicants", [
                "A fixed deadline with automatic approval could end months of waiting for a simple decision.",
                "Faster permits may lower the cost of building new homes.",
            ]),
            ("planning authorities", [
                "Understaffed offices could be forced to approve plans they have not properly checked.",
                "Staff may rush or reject applications just to stop the clock from running out.",
            ]),
            ("neighbours and environmental groups", [
                "Projects could go ahead without anyone having looked at their effect on the surroundings.",
                "Some residents may lose the chance to object before building starts.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
In the question of the automatic approval of building permits after the expiry of the deadline, three groups take position, and each of them looks on the matter from its own side.

For the builders and applicants stands in the foreground that a fixed deadline with automatic approval could make an end to the months-long waiting on a simple decision. Furthermore they hope that faster permits may lower the costs of the construction of new dwellings.

The planning authorities see it otherwise. One fears there that offices which are under-staffed could be forced to approve plans which they have not properly checked. Also it is possible, so they say, that the employees rush the applications or reject them only so that the clock does not run out.

From the side of the neighbours and the environmental groups comes the concern that projects could be realised without that anybody has looked at their effect on the surroundings. In addition, some residents may lose the possibility to raise objection before the construction begins.
""", []),
            ("three_perspectives", None, """
The proposal, that a building permit counts as given when the authority remains silent beyond the deadline, finds both hope and worry.

Speaking for it is, from the view of the applicants and building firms, above all the end of the waiting. Who today waits for months on a simple decision could, with a fixed deadline and the automatic approval, finally plan. Additionally, so they argue, a quicker permit may press down the costs for new housing.

The planning offices, however, hold against it that with their thin staff they could be forced to let through plans without a proper examination. And one must count with it that the employees work through the files in haste or simply reject them, only in order that the deadline does not expire.

Thus stands the acceleration against the thoroughness, and the legislator must find here the right measure.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
To this question there exist three perspectives, which I summarise here:

1. Builders and applicants: With a fixed deadline, after which the permit is automatically approved, the months of waiting for a simple decision could come to an end. Also the building of new homes may become cheaper when the permits come faster.

2. Planning authorities: The offices, which have too little personnel, could see themselves forced to approve plans that nobody has properly checked. Besides, there is the danger that the staff hurry the applications or reject them, only to stop the running of the clock.

3. Neighbours and environmental groups: It could happen that projects go ahead without that anybody has looked at which effect they have on the surroundings. And some residents may lose the chance to bring an objection before the building starts.

Which weight one gives to each point, this remains a question of political evaluation.
""", []),
            ("three_perspectives", None, """
Over the so-called approval by silence one discusses since some time intensively.

The builders and the applicants place in the centre that the months-long waiting for simple decisions could find its end through a firm deadline with automatic approval. According to a survey of a builders' association, applicants wait today in the average eleven months for a permit for a single-family house. Cheaper construction of new dwellings may be the consequence of faster permits, so they say.

Quite different it sounds from the planning authorities. The offices, which lack personnel, will be forced to approve plans which they have not properly examined. And the employees may hurry applications or reject them, only so that the clock does not run out.

The neighbours and environmental groups, finally, fear that projects could go ahead without that someone has looked on their effect to the surroundings, and that some residents may lose the chance to object before the building starts.
""", [
                ("invented_statistic", "According to a survey of a builders' association, applicants wait today in the average eleven months for a permit for a single-family house", None),
                ("exaggeration", "The offices, which lack personnel, will be forced to approve plans which they have not properly examined", (1, 0)),
            ]),
            ("three_perspectives", None, """
Three sides are to be heard when one asks if the silence of the authority shall count as a yes.

The neighbours and the environmental groups warn of it that projects could be carried out without that one has examined their effect on the surroundings. Some residents, so their second concern, may not any more have the occasion to object before the building works begin.

The planning authorities bring two points. Offices with too small personnel could be obliged to approve plans that were never properly checked by them. And the staff might, in order that the deadline does not run out, treat applications in a hurry or simply reject them.

For the applicants and the builders, on the contrary, the advantages stand in the foreground: the fixed deadline with automatic approval could put an end to the waiting of months on an easy decision, and through faster permits the costs for new houses may sink.
""", []),
            ("three_perspectives", None, """
Whether a building permit shall be considered as granted when the office does not decide in time, about this the opinions go far apart.

The builders and the applicants see in the fixed deadline with automatic approval a means to finish with the months-long waiting for simple decisions. Besides, faster permits may make the construction of new dwellings cheaper.

Out of the planning authorities one hears warnings. Offices with too few employees could be forced to give the approval for plans they have not properly checked, and the employees may rush applications or reject them only so that the clock does not run down. The authorities point also out that some residents may lose the chance to object before the construction begins.

The neighbours and environmental groups, for their part, fear that projects could go ahead without that somebody has looked at their effect on the surroundings.
""", [
                ("side_swap", "The authorities point also out that some residents may lose the chance to object before the construction begins", (2, 1)),
            ]),
        ],
    },
    {
        "id": "compulsory_seat_reservation_long_distance_trains",
        "topic": "Compulsory seat reservations on long-distance trains",
        "query": "Should a seat reservation be compulsory on all long-distance trains?",
        "perspectives": [
            ("supporters", [
                "Compulsory reservations could prevent overcrowded carriages with passengers standing for hours.",
                "Operators would know demand in advance and could add extra coaches where needed.",
            ]),
            ("critics", [
                "Travellers would lose the flexibility to simply take the next train.",
                "Commuters who use long-distance trains for short trips may face higher costs or a booking step every day.",
                "Some trains might be shown as full while seats stay empty because of no-shows.",
            ]),
        ],
        "variants": [
            ("prose", None, """
In the debate over the obligation of the seat reservation in the long-distance trains, two camps stand against each other.

For the supporters stands in the foreground that compulsory reservations could avoid overfilled carriages in which the passengers must stand during hours. Moreover, the operators would know the demand in advance and could put extra coaches where it is needed, for example on Friday afternoons and before the school holidays.

The critics, however, see in the introduction of the obligation a loss of flexibility: one could not any more simply take the next train. Commuters who use the long-distance trains for short distances may have to carry higher costs or to make a booking every day. And finally some trains might be shown as full, while seats remain empty because passengers with a reservation do not appear.
""", [
                ("added_detail", "for example on Friday afternoons and before the school holidays", (0, 1)),
            ]),
            ("numbered", None, """
The question of a compulsory seat reservation one can divide in the following points.

From the side of the supporters:
1. Overcrowded carriages, in which passengers stand for hours, could be prevented by the reservation obligation.
2. The operators would know in advance the demand and could add more coaches where these are necessary.

From the side of the critics:
1. The travellers would lose the flexibility to take simply the next train.
2. For commuters who take the long-distance train for short stretches, there may be higher costs or every day a booking step.
3. Because of passengers who do not appear, some trains might be shown as full although seats stay empty.
""", []),
            ("closing", None, """
If on all long-distance trains a seat reservation shall become obligation, this is a question on which one can have different opinions.

The supporters bring forward that the obligation could hinder overfilled carriages where people stand for hours. The operators would know the demand before the departure, even if they could hardly add extra coaches on short notice.

On the other side, the critics fear that the travellers lose the flexibility to take simply the next train. Furthermore, it might occur that trains are displayed as fully booked while seats stay empty, because of the no-shows.

In the end it comes on the balance between planning security and freedom of travel.
""", [
                ("negation", "even if they could hardly add extra coaches on short notice", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
**What speaks for the reservation obligation**

The supporters argue that with compulsory reservations the overcrowded carriages, in which passengers must stand for hours, could be avoided. Further, the operators would know the demand in advance and could add extra coaches where there is need. Also in this way, so they say, fewer passengers would have to spend the journey standing in the corridor of a full train.

**What speaks against it**

The critics hold that the travellers would lose the flexibility to take simply the next train. Especially the commuters, who use the long-distance trains for short trips, may face higher costs or a booking step each day.
""", [
                ("repetition", "Also in this way, so they say, fewer passengers would have to spend the journey standing in the corridor of a full train", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Supporters of obligatory seat reservations on long-distance trains see two advantages: overfilled carriages with passengers standing over hours could be prevented, and the operators, because they would know in advance the demand, could attach extra coaches where needed. Critics hold against it that the travellers would lose the flexibility simply to board the next train, that commuters who use such trains for short trips may be confronted with higher costs or with a daily booking step, and that some trains might appear as full while seats remain empty because of no-shows.
""", []),
            ("closing", None, """
One discusses whether on all long-distance trains the reservation of a seat should be made obligatory.

The supporters are of the opinion that with it one could prevent overcrowded carriages, in which travellers stand for hours. Thanks to the reservations, the operators would know the demand in advance and could put additional coaches where it is needed. Besides, the ticket control by the conductors could become simpler, because each passenger sits on a known place.

The critics see it otherwise. The passengers would lose the flexibility to take simply the next train. Commuters who make short trips with long-distance trains may have higher costs or must each day go through a booking step. And some trains might be displayed as full, while seats remain empty because of people who do not come.

Both sides have understandable reasons, and the decision lies finally with the politics and the railway companies.
""", [
                ("invented_claim", "Besides, the ticket control by the conductors could become simpler, because each passenger sits on a known place", None),
            ]),
        ],
    },
    {
        "id": "health_insurance_fitness_tracker_discounts",
        "topic": "Health insurance premium discounts for sharing fitness-tracker data",
        "query": "Should health insurers be allowed to offer lower premiums to customers who share data from fitness trackers?",
        "perspectives": [
            ("supporters", [
                "Premium discounts could motivate customers to exercise more and live healthier.",
                "Customers who take part do so voluntarily and can keep the savings.",
            ]),
            ("critics", [
                "Sensitive health data might be misused or leak to third parties.",
                "People with chronic illness or disabilities could end up paying more in effect.",
                "Over time, not sharing data may become a costly choice that few can afford.",
            ]),
        ],
        "variants": [
            ("prose", None, """
At the question if health insurers may offer lower premiums to customers who share the data of their fitness trackers, the opinions part themselves.

The supporters see in the premium discounts a motivation for the customers to move more and to live healthier. They underline also that the participation happens voluntarily and that the customers who take part can keep the savings.

The critics, on the contrary, fear that the sensitive health data might be misused or arrive at third parties. People with chronic illness or with disabilities could in effect end up paying more. And with the time, so one fears, not sharing the data may become an expensive decision which only few can permit themselves.
""", []),
            ("dense", None, """
For the supporters it is clear that the premium discounts will bring the customers to more movement and a healthier life; besides, the participation is voluntary, and who participates can keep the savings. The critics hold against it that sensitive health data might be misused or leak to third persons, that people with chronic illnesses or disabilities could effectively pay more, and that the refusal to share data may with the time become a costly choice which few can afford.
""", [
                ("exaggeration", "For the supporters it is clear that the premium discounts will bring the customers to more movement and a healthier life", (0, 0)),
            ]),
            ("prose", None, """
The offer of cheaper premiums in exchange for the data of fitness trackers is seen by the supporters as an incentive: the discounts could motivate the insured persons to exercise more and to lead a healthier life.

The critics are sceptical. They concede that the participation is voluntary and that the participants can keep what they save, but they fear that the sensitive health data might be misused or might leak to third parties such as employers or advertising companies. Further, people with chronic illnesses or with a disability could de facto pay more. And in the long run, the decision not to share data may become a costly one that few can afford.
""", [
                ("side_swap", "They concede that the participation is voluntary and that the participants can keep what they save", (0, 1)),
                ("added_detail", "such as employers or advertising companies", (1, 0)),
            ]),
            ("numbered", None, """
In this question one can distinguish the following arguments.

The supporters:
1. Through discounts on the premium, the customers could be motivated to practise more sport and to live healthier.
2. Nobody is obliged; who takes part does it of free will and keeps the saved money.

The critics:
1. The sensitive health data might be abused or come into the hands of third parties.
2. Chronically ill persons or people with disabilities could in the effect pay more.
3. In the course of time, the not-sharing of data may become a costly option which few can afford.
""", []),
            ("closing", None, """
Shall health insurances reward with lower premiums the customers who give them the data from their fitness tracker? Here is the summary of the arguments.

On the side of the supporters one argues that the discounts could motivate the customers to move more and to live more healthy. The participation would be voluntary, and the customers could keep the savings for themselves.

The critics doubt. According to a study, about forty percent of the users stop after six months to wear their tracker. They fear moreover that sensitive health data might be misused or come to third parties. For people with chronic illness or disabilities it could mean in effect higher payments. And over time the not sharing of the data may become an expensive choice that few can afford.

How one weighs these points, this everybody must decide for himself.
""", [
                ("invented_statistic", "According to a study, about forty percent of the users stop after six months to wear their tracker", None),
            ]),
            ("closing", None, """
The insured persons give their tracker data to the insurer and receive for this a discount: this model has friends and enemies.

The friends of the model say that discounts on the premium could motivate people to more exercise and a healthier way of living, and they point out that each customer decides voluntarily about the participation and can keep the savings.

The enemies of the model see three dangers. First, the sensitive health data might be misused or arrive by third parties. Second, for chronically ill or disabled people it could come to paying effectively more. Third, the not sharing of data may become over the time a costly choice that few can afford.

Thus it remains a weighing between incentive and protection, which the legislator must make.
""", []),
        ],
    },
    {
        "id": "replica_reconstruction_historic_buildings",
        "topic": "Rebuilding destroyed historic buildings as faithful replicas",
        "query": "Should cities rebuild destroyed historic buildings as faithful replicas?",
        "perspectives": [
            ("supporters", [
                "A reconstruction could restore a lost piece of a city's identity and its historic streetscape.",
                "Rebuilt landmarks may attract visitors and bring life back to the centre.",
            ]),
            ("critics", [
                "A replica is a new building and could give a false picture of history.",
                "The high costs might be better spent on maintaining original monuments that still stand.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Over the reconstruction of destroyed historic buildings as faithful copies, one disputes in many cities.

The supporters argue that a reconstruction could give back to a city a lost piece of its identity and its historic street image. Rebuilt landmarks may attract visitors, even if they would bring little life back into the centre.

The critics object that a replica is in truth a new building and could transmit a false picture of the history. Also the high costs might, in their view, be better spent for the maintenance of original monuments which still stand.
""", [
                ("negation", "even if they would bring little life back into the centre", (0, 1)),
            ]),
            ("numbered", None, """
To the rebuilding of destroyed historic buildings as faithful replicas, the arguments are the following.

For the reconstruction:
1. The city could receive back a lost piece of its identity and of its historic streetscape.
2. Rebuilt landmarks may draw visitors and bring again life into the centre.

Against the reconstruction:
1. A replica is a new building and could give a false image of the history.
2. The high costs might find a better use in the maintenance of the original monuments that are still standing.
""", []),
            ("dense", None, """
The supporters of faithful reconstructions put forward that such a rebuilding could restore a lost piece of the identity of a city and its historic streetscape. The critics hold against it that a replica is nevertheless a new building which could give a false picture of history, that the modern prescriptions for fire protection and accessibility would anyway force deviations from the original, and that the high costs might be better spent for the maintenance of original monuments that still stand.
""", [
                ("invented_claim", "that the modern prescriptions for fire protection and accessibility would anyway force deviations from the original", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
Whether a city should rebuild its destroyed historic buildings as faithful replicas: here are the arguments of both sides.

For the supporters stands in the foreground the identity: a reconstruction could give back a lost piece of it and restore the historic streetscape as it stood before the destruction in the war. Moreover, rebuilt landmarks may attract visitors and bring life back into the centre.

The critics see in the replica a new building which could give a false picture of the history. And the high costs, so they think, might be better invested in the care of original monuments which still stand.

At the end, every city must find its own answer to this question.
""", [
                ("added_detail", "as it stood before the destruction in the war", (0, 0)),
            ]),
            ("prose", None, """
One asks whether cities shall build up again their destroyed historic buildings as faithful copies.

The critics are of the opinion that a replica is a new building and therefore could give a wrong picture of the history; the high costs might, according to them, be spent better on maintaining the original monuments which are still standing.

The supporters on the other side point to it that a reconstruction could give back to the city a lost part of its identity and of its historic street image, and that rebuilt landmarks may attract visitors and bring again life in the centre.
""", []),
            ("headed", None, """
**The arguments of the supporters**

A reconstruction could restore a lost piece of the identity of a city and of its historic streetscape. In addition, the rebuilt landmarks may attract visitors and bring life back into the centre.

**The arguments of the critics**

A replica remains a new building and gives in every case a false picture of history. Besides, the high costs might be better used for the maintenance of original monuments that still stand.
""", [
                ("exaggeration", "A replica remains a new building and gives in every case a false picture of history", (1, 0)),
            ]),
        ],
    },
]
