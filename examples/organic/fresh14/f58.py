"""Fresh14 batch f58 (written by a separate writer): Holding routine criminal court hearings by video link; Letting museums sell objects from their collections to cover running costs; Letting residents vote directly on part of the council budget; A moratorium on new intensive poultry units in river catchments."""

TOPICS = [
    {
        "id": "video_link_criminal_hearings",
        "topic": "Holding routine criminal court hearings by video link",
        "query": "Should routine criminal court hearings be held by video link rather than in person?",
        "perspectives": [
            ("court administrators", [
                "Video hearings could help courts work through their backlog of cases more quickly.",
                "Holding hearings remotely may cut the cost of transporting defendants from prison to court.",
            ]),
            ("defence lawyers", [
                "Defendants appearing on a screen may find it harder to speak privately with their lawyers.",
                "Defendants who appear remotely may come across less sympathetically to magistrates and judges.",
                "Vulnerable defendants may struggle to follow proceedings through a video screen.",
            ]),
            ("victims' groups", [
                "Victims and witnesses could be spared the stress of meeting the defendant in a court building.",
                "Fewer adjournments could mean cases reach a conclusion sooner for victims.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
When the proposal to move routine criminal hearings onto a video link was first floated, it was the court administrators who made the running. Their case, at first, was a practical one: hearings conducted by video could, they argued, help the courts work through their backlog of cases more quickly, and holding them remotely might also cut the cost of ferrying defendants from prison to court.

Defence lawyers were quick to counter. A defendant appearing on a screen, they said, might find it harder to speak privately with his or her lawyer; defendants who appeared remotely might also come across less sympathetically to magistrates and judges; and vulnerable defendants, they warned, could struggle to follow the proceedings at all through a video screen.

By the time the matter was being argued in earnest, a third voice had joined the debate. Victims' groups pointed out that video hearings could spare victims and witnesses the stress of encountering the defendant inside a court building, and that fewer adjournments might mean cases reached a conclusion sooner for the people most affected by them.

In the end, the argument turned less on whether screens belonged in the courtroom than on which of these considerations ought to weigh most heavily.
""", []),
            ("three_perspectives", None, """
The debate over video hearings in the criminal courts began, as such debates often do, with a question of arithmetic. Court administrators argued that remote hearings could help clear the backlog of cases faster, and that keeping defendants in prison rather than driving them to court and back might bring the cost of transport down. They added, too, that victims and witnesses could be spared the strain of coming face to face with the defendant in a court building. A pilot in one region was said to have cut the average wait for a first hearing by eleven days.

Defence lawyers were unpersuaded. A client on a screen, they argued, might find it harder to have a private word with counsel; a defendant who appeared remotely might strike the bench as less sympathetic than one standing in the room; and the vulnerable, they insisted, might struggle to follow what was happening through a video screen.

Victims' groups, for their part, came at the question from another angle. Fewer adjournments, they said, could mean that cases reached their conclusion sooner for victims.
""", [
                ("side_swap", "They added, too, that victims and witnesses could be spared the strain of coming face to face with the defendant in a court building", (2, 0)),
                ("invented_statistic", "A pilot in one region was said to have cut the average wait for a first hearing by eleven days", None),
            ]),
            ("three_perspectives", None, """
**The administrators' case**

When the idea of taking routine criminal hearings onto video was first put forward, its champions were the people who ran the courts. Remote hearings, they argued, could help the courts work through their backlog more quickly, and by keeping defendants where they were, the system might save on the cost of transporting them from prison to court.

**The lawyers' reply**

Defence lawyers were quick to counter that justice delivered through a screen was not the same thing. Their objections came in three parts. A defendant appearing by video, they said, might find it harder to speak privately with the lawyer representing him. A defendant who appeared remotely might come across less sympathetically to magistrates and judges. And the vulnerable, in particular, might struggle to follow the proceedings through a video screen at all.

**Where it stood**

For a time the two camps talked past each other, the one counting cases and costs, the other counting the ways in which a defendant could be disadvantaged, and neither quite answering the other.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Of the three camps that took shape around the proposal, the victims' groups came at it from the most personal angle. Video hearings, they said, could spare victims and witnesses the stress of meeting the defendant in a court building, and fewer adjournments could mean that cases reached a conclusion sooner for those waiting on them.

The court administrators had set out their own case earlier and in plainer terms. Video hearings could help the courts work through their backlog more quickly, they argued, and hearing cases remotely might trim the cost of transporting defendants from prison to court.

Defence lawyers, meanwhile, had spent much of the debate sounding a warning. What each of them said came, in the end, to three points:

- that a defendant appearing on a screen might find it harder to speak privately with a lawyer;
- that a defendant who appeared remotely might come across less sympathetically to magistrates and judges;
- that vulnerable defendants might struggle to follow proceedings through a video screen.

Each camp, it was fair to say, was describing a different part of the same courtroom.
""", []),
            ("three_perspectives", None, """
When the idea of holding routine criminal hearings by video link was first floated, the court administrators set out the case in favour with some confidence. The courts, they argued, could get through their backlog of cases more quickly if hearings were held remotely, and remote hearings might cut the cost of transporting defendants from prison to court, much of it paid out to private escort firms by the journey.

Defence lawyers were quick to respond, though not always on the ground their opponents expected. They conceded that a defendant on screen could still speak privately with counsel easily enough, but argued that a defendant appearing remotely might come across less sympathetically to magistrates and judges, and that vulnerable defendants might struggle to follow the proceedings through a video screen.

Later, victims' groups entered the argument. For them, video hearings could spare victims and witnesses the stress of meeting the defendant face to face in a court building, and fewer adjournments could mean that cases reached a conclusion sooner for victims. By then the debate had become a genuinely three-sided one.
""", [
                ("added_detail", "much of it paid out to private escort firms by the journey", (0, 1)),
                ("negation", "They conceded that a defendant on screen could still speak privately with counsel easily enough", (1, 0)),
            ]),
            ("three_perspectives", None, """
At first the case for video hearings was made almost entirely by the people who administered the courts, and it rested on two claims: that hearings held by video link could help the courts work through their backlog of cases more quickly, and that conducting them remotely might cut the cost of transporting defendants from prison to court.

Opponents were quick to counter. Defence lawyers argued that a defendant appearing on a screen might find it harder to speak privately with a lawyer, and that vulnerable defendants, in particular, might struggle to follow proceedings through a video screen. Those least able to cope, they went on, might simply lose the thread of a hearing conducted through a screen.

By the time the plan was being debated in detail, a third camp had emerged. Victims' groups said that remote hearings could spare victims and witnesses the stress of meeting the defendant in a court building, and that fewer adjournments could mean cases came to a conclusion sooner for victims. It was an argument that cut across the other two.
""", [
                ("repetition", "Those least able to cope, they went on, might simply lose the thread of a hearing conducted through a screen", (1, 2)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "museums_selling_collection_objects",
        "topic": "Letting museums sell objects from their collections to cover running costs",
        "query": "Should museums be allowed to sell objects from their collections to help cover their running costs?",
        "perspectives": [
            ("supporters", [
                "Many objects sit in storage for decades and are never seen by the public.",
                "Sales could raise money to keep galleries open and fund education work.",
            ]),
            ("critics", [
                "Objects sold to private buyers may disappear from public view for good.",
                "Donors could be less willing to give items if they might later be sold.",
                "Once sales are allowed, cash-strapped councils may push museums to sell their most valuable pieces.",
            ]),
        ],
        "variants": [
            ("prose", None, """
When the idea was first floated that museums might sell objects from their collections to help pay their running costs, supporters began from a simple observation: many objects sat in storage for decades and were never seen by the public at all. Selling some of them, they argued, could raise money to keep galleries open and to pay for education work.

Critics were quick to counter that an object sold to a private buyer might vanish from public view for good, and that donors could grow less willing to give items if they thought those items might one day be sold. Later, as the debate moved from principle to practice, a further worry took hold among the critics: that once sales were permitted, cash-strapped councils might lean on the museums they funded to part with their most valuable pieces.
""", []),
            ("headed", None, """
**The case for selling**

The argument for letting museums sell from their collections was, at first, an argument about the storeroom. Supporters pointed out that many objects had sat in storage for decades without ever being seen by the public, and argued that selling some of them could raise money to keep galleries open and to fund education work. They argued, too, that a carefully managed sale could place an object with another museum better able to display it.

**The case against**

Critics were quick to respond. Objects sold to private buyers would be lost to the public for ever, they said, and donors could become less willing to give items if there was a chance they would later be sold. There was also a fear, voiced more loudly as the debate went on, that once sales were allowed, councils short of money might push the museums they ran to sell their most valuable pieces.
""", [
                ("invented_claim", "They argued, too, that a carefully managed sale could place an object with another museum better able to display it", None),
                ("exaggeration", "Objects sold to private buyers would be lost to the public for ever", (1, 0)),
            ]),
            ("closing", None, """
The question of whether museums should be free to sell parts of their collections divided opinion from the moment it was put. The supporters of sales made their case in two steps. Many objects, they said, had sat in storage for decades and were never seen by the public; selling some of them could raise money to keep galleries open and to fund education work.

Critics answered on three fronts. An object sold to a private buyer, they warned, might disappear from public view for good. Donors, they suggested, could be less willing to give items if they knew those items might later be sold. And once the door was opened, cash-strapped councils might push the museums in their care to sell their most valuable pieces.

How these arguments were weighed depended, in the end, on how far one trusted museums and those who funded them to know where to draw the line.
""", []),
            ("bullets", None, """
When the proposal to let museums sell objects to cover their running costs reached the public stage, the arguments on each side settled quickly into a familiar shape.

What the supporters said:
- that many objects had sat in storage for decades and had never been seen by the public;
- that sales could raise money to keep galleries open and pay for education work.

What the critics said:
- that objects sold to private buyers might disappear from public view for good;
- that once sales were allowed, councils short of money might push museums to sell their most valuable pieces.

Later rounds of the debate added little that was new; for the most part, each side restated these points with greater force.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
When the notion of museums selling from their own collections first surfaced, its supporters argued that many objects had spent decades in storage without ever being seen by the public, and that selling some of them could raise money to keep galleries open and fund education work; their opponents were quick to counter that objects sold into private hands might disappear from public view for good, that donors could be less inclined to give items if they suspected those items might later be sold, and that, once sales were permitted, cash-strapped councils might push the museums they funded to sell their most valuable pieces, so that by the time the idea was being seriously discussed the two camps were arguing not so much about the storeroom as about what a public collection was for.
""", []),
            ("numbered", None, """
The argument over whether museums should be allowed to sell objects to meet their running costs unfolded, broadly, in three stages.

1. **The opening case.** Supporters began by pointing to the storerooms, where, they said, many objects had sat for decades without being seen by the public.
2. **The financial argument.** They went on to argue that selling some of those objects could raise money to keep galleries open and to fund education work, such as outreach programmes for local schools.
3. **The critics' response.** Opponents were quick to counter. Objects sold to private buyers, they warned, might disappear from public view for good; donors could become less willing to give items if they might later be sold; and once sales were allowed, cash-strapped councils might push museums to sell their most valuable pieces.

By the end, neither camp had entirely conceded the other's ground.
""", [
                ("added_detail", "such as outreach programmes for local schools", (0, 1)),
            ]),
        ],
    },
    {
        "id": "residents_vote_council_budget",
        "topic": "Letting residents vote directly on part of the council budget",
        "query": "Should councils let residents vote directly on how part of the local budget is spent?",
        "perspectives": [
            ("supporters", [
                "Residents may feel more trust in the council when they have a direct say over spending.",
                "Local people often know better than officials which small projects their area needs.",
            ]),
            ("sceptics", [
                "The votes may be dominated by the small number of residents with time to take part.",
                "Popular, visible projects could win out over less glamorous but essential services.",
                "Running the ballots could add administrative costs to already stretched councils.",
            ]),
        ],
        "variants": [
            ("closing", None, """
When the idea of handing residents a direct vote over part of the council budget was first floated, its supporters argued that people might come to trust their council more if they had a real say over how its money was spent. Local people, they added, often knew better than officials which small projects their neighbourhood actually needed.

Sceptics were quick to raise doubts of their own. The ballots, they warned, might end up dominated by the small number of residents who had the time to take part. They accepted that eye-catching projects were unlikely to win out over the duller, essential services, but they worried that running the votes could add administrative costs to councils that were already stretched.

Whatever one made of it, the debate showed how differently people could picture the same town hall.
""", [
                ("negation", "They accepted that eye-catching projects were unlikely to win out over the duller, essential services", (1, 1)),
            ]),
            ("prose", None, """
The case for letting residents vote directly on a slice of the council budget was, at first, made in the language of trust. Supporters argued that residents might feel more confidence in their council once they had a direct say over spending, and that local people often understood better than officials which small projects their area needed.

Opponents were quick to counter. In practice, they said, the votes might be dominated by the few residents with the time to take part. Popular and visible projects could win out over less glamorous but essential services. And the ballots themselves, they pointed out, could add administrative costs to councils that were already stretched. Later, as the idea was taken up for discussion, these objections were repeated rather than resolved, and the argument settled into two fairly fixed positions.
""", []),
            ("bullets", None, """
By the time the proposal had reached the council chamber, the arguments for and against a residents' vote on spending had been rehearsed many times over.

Supporters' case, as it was usually put:
- residents might feel more trust in the council if they had a direct say over how money was spent.

The sceptics' reply:
- the votes could be dominated by the small number of residents with the time to take part; in one early trial, it was reported, barely four per cent of eligible residents had cast a vote;
- popular, visible projects could win out over less glamorous but essential services;
- running the ballots could add administrative costs to councils that were already stretched.

In the end, each camp was answering a different question: the one asking how to build trust, the other asking who would actually turn up.
""", [
                ("invented_statistic", "in one early trial, it was reported, barely four per cent of eligible residents had cast a vote", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("headed", None, """
**How the idea was sold**

When councils first began to toy with letting residents vote on part of the budget, supporters argued that it could bring council and residents closer: residents, they said, might trust the council more when they had a direct say over spending. They argued too that local people often knew better than officials which small projects their area needed.

**How it was opposed**

Sceptics were quick to counter on three fronts. They warned that the votes might be dominated by the small number of residents with time to spare for taking part; that popular, visible projects could win out over less glamorous but essential services; and that running the ballots could add administrative costs to councils already stretched thin.

**Where it rested**

Neither side, in the end, could claim to have settled the matter, and the question of how much of a budget ought to be handed over remained an open one.
""", []),
            ("numbered", None, """
The argument over residents' budget votes passed through several distinct phases, each of which added a new thread.

1. **The first pitch.** Supporters insisted that giving residents a direct say over spending would restore their trust in the council.
2. **The appeal to local knowledge.** They added that local people often knew better than officials which small projects their area needed.
3. **The first objections.** Sceptics replied that the votes might be dominated by the small number of residents who had the time to take part, and that popular, visible projects could win out over less glamorous but essential services.
4. **The question of cost.** Even the scheme's advocates conceded that running the ballots could add to the administrative costs of councils already stretched thin.

Later stages of the debate tended to circle back to these same four points.
""", [
                ("exaggeration", "Supporters insisted that giving residents a direct say over spending would restore their trust in the council", (0, 0)),
                ("side_swap", "Even the scheme's advocates conceded that running the ballots could add to the administrative costs of councils already stretched thin", (1, 2)),
            ]),
            ("dense", None, """
When residents' budget votes were first proposed, supporters argued that people might feel more trust in their council once they had a direct say over spending, that local people often knew better than officials which small projects their area needed, and that the ballots would draw younger residents into local politics for the first time, while sceptics were quick to counter that the votes might be dominated by the small number of residents with time to take part, that popular, visible projects could win out over less glamorous but essential services, and that running the ballots could add administrative costs to councils already stretched, so that by the time the idea reached committee it was being argued over less as a piece of machinery than as a test of what local democracy ought to look like.
""", [
                ("invented_claim", "that the ballots would draw younger residents into local politics for the first time", None),
            ]),
        ],
    },
    {
        "id": "poultry_unit_river_moratorium",
        "topic": "A moratorium on new intensive poultry units in river catchments",
        "query": "Should there be a moratorium on new intensive poultry units in river catchments?",
        "perspectives": [
            ("supporters", [
                "Manure from large poultry units can wash into rivers and fuel algal blooms.",
                "A pause would give regulators time to assess the combined pollution from existing units.",
            ]),
            ("farmers and industry", [
                "Poultry farming provides an important source of income for struggling farms.",
                "A moratorium could push production abroad to countries with weaker welfare and environmental rules.",
                "Newer units can use manure management systems that cut run-off compared with older sheds.",
            ]),
        ],
        "variants": [
            ("dense", None, """
When a halt on new intensive poultry units in river catchments was first proposed, its supporters argued that manure from large units could wash into rivers and fuel algal blooms, and that a pause would give regulators the time to assess the combined pollution from the units already in operation; farmers and the poultry industry were quick to counter that poultry farming provided an important source of income for struggling farms, that a moratorium could push production abroad to countries whose welfare and environmental rules were weaker, and that newer units could use manure management systems that cut run-off compared with older sheds, so that the debate, in the end, turned as much on the future of the industry as on the state of the rivers.
""", []),
            ("bullets", None, """
The campaign for a moratorium on new poultry units grew, at first, out of concern for the rivers. As the arguments hardened, the two camps came to say roughly the following.

What supporters of a moratorium said:
- that manure from every large poultry unit was ending up in the rivers and fuelling algal blooms;
- that a pause would give regulators time to assess the combined pollution from existing units.

What farmers and the industry said:
- that poultry farming provided an important source of income for farms that were struggling;
- that a moratorium could push production abroad to countries with weaker welfare and environmental rules;
- that newer units could use manure management systems that cut run-off compared with older sheds.
""", [
                ("exaggeration", "that manure from every large poultry unit was ending up in the rivers", (0, 0)),
            ]),
            ("prose", None, """
The call for a pause on new intensive poultry units began among those who worried about the rivers. Manure from large units, they argued, could wash into the water and fuel algal blooms, and a moratorium would give regulators the time they needed to assess the combined pollution from the units that already existed.

Farmers and the wider industry were quick to push back. Poultry, they said, provided an important source of income for farms that were otherwise struggling. A moratorium could simply push production abroad, to countries where welfare and environmental rules were weaker. And the newer units, they argued, could use manure management systems that cut run-off compared with the older sheds. Later, as the debate wore on, both sides found themselves returning to these same points rather than to new ones.
""", []),
            ("closing", None, """
When the idea of a moratorium was first put about, its advocates rested their case on what was happening downstream. Manure from large poultry units, they argued, could wash into rivers and fuel algal blooms; one survey of a river's tributaries had found phosphate levels above the legal limit in more than half of them. A pause, they went on, would give regulators time to assess, catchment by catchment and with new water-monitoring stations, the combined pollution from existing units.

Farmers and the poultry industry saw things differently. Poultry farming, they pointed out, provided an important source of income for struggling farms. They warned that a moratorium could push production abroad to countries with weaker welfare and environmental rules, and argued that newer units could use manure management systems that cut run-off compared with older sheds.

It was, in the end, a dispute in which both sides claimed to be thinking of the countryside.
""", [
                ("invented_statistic", "one survey of a river's tributaries had found phosphate levels above the legal limit in more than half of them", None),
                ("added_detail", "with new water-monitoring stations", (0, 1)),
            ]),
            ("headed", None, """
**The case for a pause**

Those who first pressed for a moratorium argued that manure from large poultry units could wash into rivers and fuel algal blooms. Before any more units were approved, they said, a pause would give regulators a chance to assess the combined pollution coming from the existing ones.

**The industry's answer**

Opponents were quick to counter, and their arguments came chiefly from farmers and the industry itself. Poultry farming, they said, was an important source of income for struggling farms. A moratorium could push production abroad to countries with weaker welfare and environmental rules. And newer units could use manure management systems that cut run-off compared with older sheds.

**Afterwards**

As the debate went on, the arguments on each side were refined rather than abandoned.
""", []),
            ("numbered", None, """
The arguments over a moratorium on new poultry units, as they were made at the time, can be set out in order.

1. Supporters argued that manure from large poultry units could wash into rivers and fuel algal blooms.
2. Farmers replied that poultry farming provided an important source of income for struggling farms.
3. Some within the industry, too, conceded that a pause would give regulators time to assess the combined pollution from existing units.
4. Industry representatives warned that a moratorium could push production abroad to countries with weaker welfare and environmental rules.
5. They also argued that newer units could use manure management systems that cut run-off compared with older sheds.

In the end, the list of arguments grew longer without either side giving much ground.
""", [
                ("side_swap", "Some within the industry, too, conceded that a pause would give regulators time to assess the combined pollution from existing units", (0, 1)),
            ]),
        ],
    },
]
