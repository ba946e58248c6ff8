"""Fresh18 batch f75 (written by a separate writer): Requiring banks to keep a branch open in every town; Letting cyclists ride both ways on one-way streets; Free instrument lessons for every primary school child; Replacing printed bus-stop schedules with QR codes."""

TOPICS = [
    {
        "id": "bank_branch_in_every_town",
        "topic": "Requiring banks to keep a branch open in every town",
        "query": "Should banks be required to keep at least one branch open in every town?",
        "perspectives": [
            ("community groups", [
                "Older residents who do not bank online could be cut off from their money.",
                "Closing the last branch may force people to travel long distances to reach a bank.",
            ]),
            ("banks", [
                "Most customers now bank on their phones, so many branches see very few visitors.",
                "Keeping little-used branches open could push up costs for all customers.",
                "Shared banking hubs may serve towns better than branches run by a single bank.",
            ]),
            ("local businesses", [
                "Shops and market vendors need somewhere nearby to deposit their cash.",
                "A town that loses its last bank may see fewer shoppers on its main street.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Having heard from the community groups, the banks and local businesses, the following summary sets out where things stand on requiring a bank branch in every town.

**Where the parties agree**
A shared concern seems to be what happens to a town once its last branch goes, though the parties weigh that differently. The community groups stress that closing the last branch may force people to travel long distances just to reach a bank. Local businesses, for their part, worry that a town without a bank may see fewer shoppers on its main street.

**Where they differ**
- The community groups emphasize that older residents who do not bank online could be cut off from their money.
- For the banks, the starting point is that most customers now bank on their phones, leaving many branches with very few visitors. They add that keeping little-used branches open could push up costs for all customers, and suggest that shared banking hubs may serve towns better than single-bank branches.
- Local businesses point out that shops and market vendors need somewhere nearby to deposit their cash.

**Open questions**
It remains unclear whether a shared hub, of the kind the banks describe, would meet the needs the other two parties have raised.
""", []),
            ("three_perspectives", None, """
This summary reflects the positions put forward on whether banks should be obliged to keep at least one branch open in each town.

The community groups' case rests on access. They stress that older residents who do not bank online could be cut off from their money, and that closing a town's last branch may leave people traveling long distances to reach a bank at all.

The banks see the question differently. It was acknowledged on their side that most customers now use their phones for banking, so many branches see very few visitors. Keeping such branches open, in their view, could push up costs for every customer, and they suggest that shared banking hubs may serve towns better than a branch run by one bank.

Both positions were put with care, and they are recorded here as presented.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Summary of the discussion on a branch-in-every-town requirement

Common ground
- The parties are, at least, addressing the same question, though from quite different starting points.

Points of difference
- The community groups warn that older residents who do not bank online will be cut off from their money entirely. They also note that shutting the last branch may mean long journeys to the nearest bank.
- For the banks, the concern is that most customers now bank on their phones, so many branches see very few visitors; one bank reported that its rural branches averaged fewer than 40 visits a day last year. They add that keeping quiet branches open could push up costs for everyone, and that shared banking hubs may serve towns better than single-bank branches.
- Local businesses stress that shops and market vendors need somewhere close by to deposit cash, and that a town which loses its last bank may see fewer shoppers on its main street.

Open questions
- How to weigh the banks' costs against the access concerns raised by the other two parties is not yet settled.
""", [
                ("exaggeration", "older residents who do not bank online will be cut off from their money entirely", (0, 0)),
                ("invented_statistic", "one bank reported that its rural branches averaged fewer than 40 visits a day last year", None),
            ]),
            ("three_perspectives", None, """
After hearing the three parties, a few points can be set out fairly.

Local businesses were clear that shops and market vendors need a nearby place to deposit their cash, and they expressed concern that a town losing its last bank may see fewer shoppers on its main street. The community groups share an interest in what that last closure means locally: in their view, it may force people to travel long distances to reach a bank, and older residents who do not bank online could find themselves cut off from their money.

The banks start from a different place. Most customers, they note, now bank on their phones, and many branches see very few visitors as a result. Keeping those branches open could raise costs for all customers, and shared banking hubs may, in the banks' view, serve towns better than branches run by a single bank.

The main divide, then, lies between the access concerns of the first two parties and the usage and cost points raised by the banks.
""", []),
            ("three_perspectives", None, """
Summary: a required bank branch in every town

Where the parties agree
Both the community groups and the banks acknowledged that older residents who do not bank online could be cut off from their money.

Where they differ
The community groups stress that closing the last branch may force people to travel long distances to a bank. Local businesses add two points of their own: shops and market vendors need somewhere nearby to deposit their cash, and a town that loses its last bank may see fewer shoppers on its main street.

For the banks, the concern is usage and cost. Most customers now bank on their phones, so many branches see very few visitors, and keeping little-used branches open could push up costs for all customers, including fees on basic checking accounts. They also suggest that shared banking hubs may serve towns better than single-bank branches.

Open questions
Whether a hub could stand in for a full branch was not resolved.
""", [
                ("side_swap", "Both the community groups and the banks acknowledged that older residents who do not bank online could be cut off from their money", (0, 0)),
                ("added_detail", "including fees on basic checking accounts", (1, 1)),
            ]),
            ("three_perspectives", None, """
Three parties were heard on whether banks should have to keep at least one branch in each town. Their positions, in brief:

- **Community groups:** older residents who do not bank online could lose access to their money, and closing a town's last branch may mean long trips to reach a bank.
- **The banks:** most customers now do their banking by phone, which leaves many branches with very few visitors. Keeping little-used branches open could push up costs for all customers. Put another way, the banks' view is that foot traffic in many branches has simply dwindled.
- **Local businesses:** shops and market vendors need somewhere nearby to deposit their cash, and a town that loses its last bank may see fewer shoppers on its main street.

Next steps: none were agreed at this stage; the positions above stand as presented.
""", [
                ("repetition", "Put another way, the banks' view is that foot traffic in many branches has simply dwindled", (1, 2)),
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
    {
        "id": "two_way_cycling_on_one_way_streets",
        "topic": "Letting cyclists ride both ways on one-way streets",
        "query": "Should cyclists be allowed to ride in both directions on one-way streets?",
        "perspectives": [
            ("cycling groups", [
                "Two-way cycling would give riders shorter, quieter routes away from busy main roads.",
                "Drivers may slow down when they see oncoming cyclists, which could make streets calmer.",
            ]),
            ("residents' associations", [
                "Narrow streets lined with parked cars may leave too little room to pass an oncoming bike.",
                "Drivers pulling out of driveways might not expect a cyclist coming the other way.",
                "New signs and road markings could add clutter to historic streets.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Summary of views: two-way cycling on one-way streets

Where the parties agree
A shared concern seems to be how drivers will behave around cyclists coming the other way, although the two sides draw opposite conclusions. The cycling groups expect that drivers may slow down on seeing oncoming riders, which could make streets calmer. The residents' associations, by contrast, worry that drivers pulling out of driveways might not expect a cyclist approaching from the other direction.

Where they differ
For the cycling groups, the main benefit is access: two-way riding would give cyclists shorter, quieter routes away from busy main roads. The residents' associations raise two further points. On narrow streets lined with parked cars, there may be too little room to pass an oncoming bike, and the new signs and road markings could add clutter to historic streets.
""", []),
            ("bullets", None, """
The two parties' positions on letting cyclists ride both ways on one-way streets can be summarized as follows.

Cycling groups
- Riding against the flow of traffic would open up shorter, quieter routes away from busy main roads.
- They concede that oncoming cyclists may do little to slow drivers down.

Residents' associations
- Narrow streets lined with parked cars may leave too little room to pass an oncoming bike.
- Drivers pulling out of driveways might not be expecting a cyclist from the other direction.
- Delivery vans stopping to unload could push cyclists into the path of oncoming cars.
- New signs and road markings could clutter historic streets.

These positions are set out as they were presented.
""", [
                ("negation", "They concede that oncoming cyclists may do little to slow drivers down", (0, 1)),
                ("invented_claim", "Delivery vans stopping to unload could push cyclists into the path of oncoming cars", None),
            ]),
            ("prose", None, """
Residents' associations and cycling groups were both heard on the proposal, and their positions are summarized here in turn.

The residents' associations stress practical concerns. Many of the streets in question are narrow and lined with parked cars, which may leave too little room to pass a bike coming the other way. Drivers pulling out of driveways, they add, might not expect a cyclist from the opposite direction. There is also a concern about appearance: new signs and road markings could add clutter to historic streets.

The cycling groups see the change as a way to give riders shorter, quieter routes that avoid busy main roads. They also suggest that drivers may slow down when they see cyclists approaching, which could make these streets calmer overall.

How these points play out may well vary from one street to the next.
""", []),
            ("numbered", None, """
Points raised on contraflow cycling, summarized neutrally:

1. The cycling groups stress that two-way cycling would give riders shorter and quieter routes, keeping them off busy main roads.
2. They also suggest that drivers may ease off when they see cyclists coming toward them, which could calm the street.
3. For the residents' associations, the first concern is space: narrow streets lined with parked cars may not leave enough room to pass an oncoming bike.
4. The residents also raise the risk that drivers pulling out of driveways might not expect a cyclist from the other direction.

The two sides' concerns overlap on driver behavior, even if they read it differently.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
In summary, the cycling groups stress that letting riders use one-way streets in both directions would give them shorter, quieter routes away from busy main roads and that drivers may slow down on seeing oncoming cyclists, making streets calmer, while the residents' associations counter that narrow streets lined with parked cars may leave too little room to pass an oncoming bike, that drivers pulling out of driveways might not expect a cyclist from the other direction, and that new signs and road markings could clutter historic streets.
""", []),
            ("closing", None, """
Where the parties differ

The cycling groups make two points. Two-way cycling would give riders shorter, quieter routes away from busy main roads, and drivers may slow down when they see oncoming cyclists, which could make streets calmer.

The residents' associations raise three. Narrow streets lined with parked cars may not leave room to pass an oncoming bike; drivers pulling out of driveways might not expect a cyclist coming the other way, particularly at dusk when riders are harder to see; and new signs and road markings could add clutter to historic streets.

Next steps: the summary above records the positions as stated, and no recommendation is made here.
""", [
                ("added_detail", "particularly at dusk when riders are harder to see", (1, 1)),
            ]),
        ],
    },
    {
        "id": "free_instrument_lessons_primary",
        "topic": "Free instrument lessons for every primary school child",
        "query": "Should every primary school child get free lessons on a musical instrument?",
        "perspectives": [
            ("music educators", [
                "Free lessons would let children from poorer families try instruments their parents could not afford.",
                "Learning an instrument may help children build concentration and confidence.",
                "Local youth orchestras and bands could gain new players.",
            ]),
            ("school leaders", [
                "Schools may struggle to find enough qualified music teachers.",
                "Children taken out of class for lessons could miss time on reading and math.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Positions heard on free instrument lessons for every primary school child:

Music educators
- Free lessons would give children from poorer families a chance to try instruments their parents could not afford.
- Learning to play may help children build concentration and confidence.
- Youth orchestras and bands in the area could gain new players.
- The educators were candid that schools may struggle to find enough qualified music teachers.

School leaders
- For school leaders, the concern is scheduling: children taken out of class for lessons could miss time on reading and math.

Open questions
- How lessons would fit around the school day was not settled.
""", [
                ("side_swap", "The educators were candid that schools may struggle to find enough qualified music teachers", (1, 0)),
            ]),
            ("dense", None, """
Summarizing the two positions: music educators stress that free lessons would let children from poorer families try instruments their parents could not afford, that learning to play may build concentration and confidence, and that local youth orchestras and bands could gain new players, while school leaders caution that schools may struggle to find enough qualified music teachers and that children pulled out of class for lessons could miss time on reading and math.
""", []),
            ("numbered", None, """
The following summarizes the points made by each side.

1. Music educators emphasize that free lessons would open instruments up to children from poorer families whose parents could not otherwise pay for them.
2. They add that learning an instrument may help children build concentration and confidence; in one district pilot, teachers reported better attention in class for 7 in 10 participating children.
3. In their view, local youth orchestras and bands could also gain new players.
4. School leaders, for their part, were confident that enough qualified music teachers could be found.
5. Their main reservation is that children taken out of class for lessons could miss time on reading and math.
""", [
                ("invented_statistic", "in one district pilot, teachers reported better attention in class for 7 in 10 participating children", None),
                ("negation", "School leaders, for their part, were confident that enough qualified music teachers could be found", (1, 0)),
            ]),
            ("prose", None, """
The case for free instrument lessons, as the music educators put it, begins with fairness: children from poorer families would get to try instruments their parents could not afford. The educators are also clear that learning an instrument will build every child's concentration and confidence.

The school leaders' reservations are practical. Schools may struggle to find enough qualified music teachers, they note, and children taken out of class for lessons could miss time on reading and math.

The two positions are set out here without weighting.
""", [
                ("exaggeration", "learning an instrument will build every child's concentration and confidence", (0, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
Where the parties agree
A shared concern seems to be children's learning, though the two sides see the lessons pulling in different directions. The music educators suggest that learning an instrument may help children build concentration and confidence; the school leaders worry that children taken out of class for lessons could miss time on reading and math.

Where they differ
- The music educators stress fairness: free lessons would let children from poorer families try instruments their parents could not afford. They also expect that local youth orchestras and bands could gain new players.
- For the school leaders, staffing is a further concern, since schools may struggle to find enough qualified music teachers.

Next steps: no further proposals were put forward; the positions stand as summarized.
""", []),
            ("headed", None, """
Summary: free instrument lessons in primary schools

The music educators' position
The educators stress that free lessons would let children from poorer families try instruments their parents could not afford, and that learning to play may help children build concentration and confidence. They also point to local youth orchestras and bands, which could gain new players, and note that instruments could be lent out rather than bought, keeping costs down.

The school leaders' position
School leaders are concerned that schools may struggle to find enough qualified music teachers, especially for strings and brass. They add that children taken out of class for lessons could miss time on reading and math.

Open questions
It is not yet clear how the two sets of concerns would be balanced in practice.
""", [
                ("invented_claim", "note that instruments could be lent out rather than bought, keeping costs down", None),
                ("added_detail", "especially for strings and brass", (1, 0)),
            ]),
        ],
    },
    {
        "id": "qr_codes_replacing_bus_stop_schedules",
        "topic": "Replacing printed bus-stop schedules with QR codes",
        "query": "Should printed schedules at bus stops be replaced with QR codes?",
        "perspectives": [
            ("bus operators", [
                "QR codes could link to live arrival times, which are more accurate than a printed sheet.",
                "Printing and updating paper schedules at every stop costs money that could go toward services.",
            ]),
            ("passenger groups", [
                "Riders without a smartphone, often older people, would be left with no schedule at all.",
                "A dead phone battery or weak signal could leave riders without information.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The operators and the passenger groups were heard on replacing printed bus-stop schedules with QR codes. Their positions are summarized below.

For the operators, the case is partly about accuracy: a QR code could link to live arrival times, which they consider more accurate than a printed sheet. It is also about cost, since printing and updating paper schedules at every stop takes money that could go toward services.

The passenger groups stress who might be left behind. Riders without a smartphone, often older people, would in their view be left with no schedule at all. Even riders with a phone could be left without information by a dead battery or a weak signal.

The disagreement, then, turns largely on whether a stop can rely on the rider's phone.
""", []),
            ("bullets", None, """
Summary of positions: QR codes in place of printed bus schedules

- **Bus operators:** a QR code could take riders to live arrival times, more accurate than any printed sheet. Operators also note that printing and updating paper schedules at every stop costs money that could instead go toward services.
- **Passenger groups:** riders without a smartphone, who are often older, would be left with no schedule at all.

Open questions: how riders without phones would be reached remains, from the passenger groups' side, the central issue.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
Where the parties agree
A shared concern seems to be getting accurate information to riders. The operators stress that QR codes would always give riders exact, up-to-the-minute arrival times, unlike a printed sheet.

Where they differ
The operators' second point is cost: printing and updating paper schedules at every stop costs money that could go toward services. They also concede that a dead phone battery or weak signal could leave riders without information.

The passenger groups' central concern is that riders without a smartphone, often older people, would be left with no schedule at all.
""", [
                ("exaggeration", "QR codes would always give riders exact, up-to-the-minute arrival times", (0, 0)),
                ("side_swap", "They also concede that a dead phone battery or weak signal could leave riders without information", (1, 1)),
            ]),
            ("dense", None, """
In brief, the bus operators hold that QR codes could link riders to live arrival times, which are more accurate than a printed sheet, and that the money spent printing and updating paper schedules at every stop could go toward services instead, whereas the passenger groups stress that riders without a smartphone, often older people, would have no schedule at all, and that a dead battery or a weak signal could leave even those with phones without information.
""", []),
            ("closing", None, """
Having heard both parties on QR codes at bus stops, the main points are these.

The bus operators emphasize that QR codes could link to live arrival times, which are more accurate than a printed sheet. They add that printing and updating paper schedules at every stop costs money that could go toward services; by their estimate, the city spends around $400,000 a year keeping stop schedules current.

The passenger groups stress that riders without a smartphone, often older people, would be left with no schedule at all. They regard a dead battery or weak signal as a minor inconvenience rather than a real barrier to information.

Next steps: the summary is offered to both parties as a record of the discussion, without recommendation.
""", [
                ("invented_statistic", "by their estimate, the city spends around $400,000 a year keeping stop schedules current", None),
                ("negation", "They regard a dead battery or weak signal as a minor inconvenience rather than a real barrier to information", (1, 1)),
            ]),
            ("numbered", None, """
Points raised on swapping printed bus schedules for QR codes, grouped by party:

Bus operators
1. QR codes could connect riders to live arrival times, which are more accurate than printed sheets.
2. The money spent printing and updating paper schedules at every stop could go toward services.

Passenger groups
3. Riders who do not have a smartphone, often older people, would be left with no schedule at all.
4. A weak signal or a dead phone battery could leave riders without information.

The two sets of points speak to different riders' needs, and both are recorded here as presented.
""", []),
        ],
    },
]
