"""fresh29 batch f119 (written by a separate writer): Converting a town-centre bus depot into housing; A community buyout to run the last village shop; Letting residents run EV charging cables across the pavement in covered channels; Allowing extra storeys on terraced houses without full planning permission."""

TOPICS = [
    {
        "id": "town_centre_bus_depot_housing",
        "topic": "Converting a town-centre bus depot into housing",
        "query": "Should the council let the town-centre bus depot be moved out and the site converted into housing?",
        "perspectives": [
            ("people living next to the depot", [
                "Housing could end the early-morning engine noise and diesel fumes that come with a working depot.",
                "New flats on the site may add to traffic and parking pressure on surrounding streets.",
            ]),
            ("housing campaigners", [
                "The depot is a brownfield site close to the town centre, so building there could spare green fields elsewhere.",
                "Homes near shops and transport links may suit people who cannot afford to run a car.",
            ]),
            ("bus users and the bus operator", [
                "Moving the depot to the edge of town could add empty running time and make early and late services costlier to run.",
                "Some routes may be cut back if the operator has to pay for a new depot site.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Hi all, quick one on the bus depot, because I've had a rake of texts about it and I'd rather lay it out the once (sorry, I'm walking, so there'll be a bit of wind on this).

So basically there's three camps, and they're all coming at it from a different angle.

The folks living right beside the depot are torn, to be honest. On the one hand, a good few of them would be glad to see the back of the engines starting up at the crack of dawn and the diesel fumes that go with a working depot, and housing could put an end to that. On the other hand they're worried that a load of new flats may mean more cars on the surrounding streets and make it harder to get parked around there.

Then you've the housing campaigners, and the way they see it, the depot is a brownfield site a stone's throw from the town centre, so building there could save green fields somewhere else from being built on. They also make the point that homes that close to the shops and the transport links might suit people who can't afford to run a car in the first place.

And the third lot is the bus users, and the bus company itself, for that matter. Their worry is that if the depot gets shifted out to the edge of town, the buses could be doing more running around empty, which makes the early and late services dearer to run. They're also saying some routes may be cut back if the operator ends up having to fork out for a new depot site.

Anyway, that's the three sides as best I can put them. Talk soon, Siobhán.
""", []),
            ("three_perspectives", None, """
Morning all, so, the depot. I said I'd send round a summary of who's saying what, so here it is, and bear with me because it's a long enough one.

First off, the housing campaigners. They're keen, and their main point is that it's a brownfield site right in near the town centre, so if the homes go there that could spare green fields elsewhere. And they'd say homes beside the shops and the buses could be just the thing for people who can't stretch to running a car.

Now, the neighbours (and this is the bit that gets complicated) are pulled in two directions at once. Some of them would be delighted to be rid of the buses revving up from half four in the morning and the diesel fumes hanging about, which housing could end. But they also reckon the new flats could bring more traffic and make parking on the streets around it tighter.

And then the bus side of things, so passengers and the operator. The way they see it, putting the depot out on the edge of town could add empty running time, and that makes the first and last buses of the day more expensive to run. Plus, if the company has to pay for a whole new depot site, some routes might get trimmed back.

That's it really, shout if I've missed anything. Talk soon, Siobhán.
""", [
                ("added_detail", "from half four in the morning", (0, 0)),
            ]),
            ("three_perspectives", None, """
Hi all, Siobhán here, quick one on the depot plans since it came up at the door-knocking last night.

So basically, it's the neighbours on one side and the housing crowd on the other, roughly.

The people living around the depot have mixed feelings. Some of them would love to see the end of the engines and the diesel fumes you get with a working depot, and housing could do that. But they're worried too that a block of new flats may pile more traffic and parking pressure onto the streets round about. They're also dreading what could be a couple of years of building works, with lorries in and out of the site the whole time.

The housing campaigners, meanwhile, say look, it's a brownfield site close to the town centre, so putting homes there could spare green fields elsewhere. And homes near the shops and the transport links, they say, may suit people who can't afford to keep a car on the road.

So that's where it's at. Talk soon, Siobhán.
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "They're also dreading what could be a couple of years of building works, with lorries in and out of the site the whole time.", None),
            ]),
            ("three_perspectives", None, """
Hi folks, so I promised a rundown on the depot and I'm only getting to it now, sorry (the week got away from me).

I'll start with the buses for a change. The passengers and the operator are saying that if the depot moves out to the edge of town, you could have buses running empty for longer just getting to and from their routes, which makes the early-morning and late-night services costlier to keep going. And the other thing they're saying is that paying for a new depot site could mean some routes get cut back.

Right, the housing campaigners. Their thing is that it's brownfield, it's close to the town centre, and so building there could take the pressure off green fields elsewhere. They'd also say that homes near the shops and transport may suit people who can't afford a car.

And the neighbours. Honestly they're pulled both ways. Housing could mean an end to the engine noise first thing in the morning and the diesel fumes from the depot, which some of them would welcome. But new flats on the site may also mean more traffic and more of a scramble for parking on the streets around it.

That's the lot. Talk soon, Siobhán.
""", []),
            ("three_perspectives", None, """
Hi all, quick one, and I'm recording this in the car so apologies for the indicator ticking away in the background.

The depot, so. Three lots of people with three different takes.

The housing campaigners are all for it. They'd point out it's a brownfield site close to the town centre, even if building there would do little to spare green fields elsewhere. And they say homes near shops and transport links could suit people who can't afford to run a car.

The bus users and the operator are less sure. If the depot's moved out to the edge of town, they say, you could get more empty running, so the early and late services get costlier to run. And with a new depot site to pay for, the operator would have to cut back routes right across the network.

Then the neighbours. Housing could mean the end of the early-morning engine noise and the diesel fumes from a working depot, and some of them would welcome that. But they're worried the new flats may add to the traffic and the parking pressure on the streets round about.

Anyway, that's it from me. Talk soon, Siobhán.
""", [
                ("negation", "even if building there would do little to spare green fields elsewhere", (1, 0)),
                ("exaggeration", "the operator would have to cut back routes right across the network", (2, 1)),
            ]),
            ("three_perspectives", None, """
Hi all, so quick one on the depot, and I'm going to do this as a quick list per group because otherwise I'll ramble (you know me).

Neighbours first. First thing, housing on the site could put an end to the early-morning engine noise and diesel fumes you get with a working depot, and some would be glad of that. Second thing, new flats may bring more traffic and parking pressure to the streets around it.

Housing campaigners. First thing, it's a brownfield site near the town centre, so building there could spare green fields elsewhere. Second thing, homes close to the shops and transport may suit people who can't afford to run a car.

Bus users and the operator. First thing, moving the depot out to the edge of town could add empty running time and make the early and late services costlier. Second thing, if the operator has to pay for a new depot site, some routes may be cut back.

Right, that's the three of them. Talk soon, Siobhán.
""", []),
        ],
    },
    {
        "id": "community_buyout_village_shop",
        "topic": "A community buyout to run the last village shop",
        "query": "Should villagers club together to buy the last village shop and run it themselves as a community shop?",
        "perspectives": [
            ("supporters of the buyout", [
                "The shop is often the only place in the village to get basics without a car.",
                "A community-owned shop could double as a meeting point that eases loneliness among older residents.",
                "Profits could be put back into the village rather than going to an outside owner.",
            ]),
            ("sceptical villagers", [
                "Relying on volunteers may prove hard to sustain once the early enthusiasm fades.",
                "Villagers who buy shares could lose their money if the shop still cannot compete with supermarket deliveries.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Hi all, quick one on the shop, because I know a few of you were asking after the last meeting what the arguments actually are, for and against the buyout.

So basically, the people pushing for it say the shop is very often the only place in the village where you can get the basics without getting into a car. They also reckon that if it's community-owned it could double as a bit of a meeting point, which could ease the loneliness for some of the older people. And the third thing they say is that any profit could go back into the village instead of off to some owner from outside.

Now the ones who aren't convinced have two worries. One is that running it on volunteers may be hard to keep going once the early enthusiasm wears off. The other is that anyone who buys shares could lose their money if the shop still can't hold its own against the supermarket deliveries.

Anyway, that's the gist. Talk soon, Siobhán.
""", []),
            ("bullets", None, """
Hi all, Siobhán here. Quick one on the shop buyout, I'll keep it short, promise.

The way the supporters see it:
- it's often the only spot in the village to pick up the basics if you don't have a car;
- owned by the community, it could double as a meeting place and ease a bit of the loneliness among the older residents;
- profits could go back into things like the playground and the parish hall rather than to an owner from outside.

And the doubters:
- volunteers are grand at the start, but relying on them may be hard to sustain once the early enthusiasm fades;
- people buying shares could lose their money if the shop still can't compete with the supermarket delivery vans.

Anyway. Talk soon, Siobhán.
""", [
                ("added_detail", "into things like the playground and the parish hall", (0, 2)),
            ]),
            ("numbered", None, """
Hi all, quick one on the village shop, so basically I'm going to number these off because Mary asked me to make it easier to follow (hi Mary).

The people in favour of buying it:
1. The shop is often the only place in the village you can get the basics without a car.
2. Profits could be kept in the village instead of going to an owner from outside.
3. And they keep coming back to the fact that if you don't drive, that shop is more or less your only option for the essentials round here.

The people against, or at least worried:
4. Relying on volunteers may be hard to keep up once the first flush of enthusiasm is gone.
5. Anyone who buys shares could end up losing their money if the shop still can't compete with the supermarket deliveries.

That's it, talk soon, Siobhán.
""", [
                ("repetition", "And they keep coming back to the fact that if you don't drive, that shop is more or less your only option for the essentials round here.", (0, 1)),
            ]),
            ("headed", None, """
Hi all, quick one on the shop, and I've split it into the two sides so it's easier to find your way around when you're chatting to people on the doorsteps.

**The case for the buyout**

So the supporters say the shop is often the only place in the village to get the basics if you've no car. They also say a community-owned shop could double as a meeting point, which could ease the loneliness among the older residents. On top of that, they reckon a community-run shop could stock a lot more local produce from the farms around the place.

**The case against**

The sceptics worry that relying on volunteers may be hard to sustain once the early enthusiasm fades. They also point out that villagers who buy shares could lose their money if the shop still can't compete with the supermarket deliveries. Though, in fairness, even the sceptics accept that profits could stay in the village rather than going to an owner from outside.

Talk soon, Siobhán.
""", [
                ("invented_claim", "On top of that, they reckon a community-run shop could stock a lot more local produce from the farms around the place.", None),
                ("side_swap", "even the sceptics accept that profits could stay in the village rather than going to an owner from outside", (0, 2)),
            ]),
            ("dense", None, """
Hi all, quick one on the shop because I'm running out the door, so basically the supporters say it's often the only place in the village to get the basics without a car, that a community-owned shop could double as a meeting spot that eases loneliness among the older folk, and that profits could go back into the village instead of to an outside owner, while the sceptics say running it on volunteers may be hard to keep going once the early enthusiasm fades and that people who buy shares could lose their money if it still can't compete with the supermarket deliveries, and that's the lot, talk soon, Siobhán.
""", []),
            ("closing", None, """
Hi all, quick one on the village shop, so, as promised.

The folks in favour of the buyout make three points, more or less. First thing, the shop's often the only place in the village where you can get the basics without needing a car. Second thing, a community-owned shop could double as a meeting point, though it may fail to make much of a dent in loneliness among the older residents. And third thing, the profits could be ploughed back into the village rather than heading off to an owner from outside.

The folks against have two. They worry that relying on volunteers may be hard to sustain once the early enthusiasm fades, and they say that villagers who put money into shares could lose it if the shop still can't compete with supermarket deliveries.

Anyway, it's one for the village to weigh up, and there's no right or wrong answer I can give you on it. Talk soon, Siobhán.
""", [
                ("negation", "though it may fail to make much of a dent in loneliness among the older residents", (0, 1)),
            ]),
        ],
    },
    {
        "id": "ev_charging_cable_pavement_channels",
        "topic": "Letting residents run EV charging cables across the pavement in covered channels",
        "query": "Should the council let residents without driveways charge their electric cars by running a cable across the pavement in a covered channel?",
        "perspectives": [
            ("residents without driveways", [
                "Charging at home overnight is usually far cheaper than using public rapid chargers.",
                "Without it, people in terraced streets may be put off switching to an electric car.",
            ]),
            ("pedestrian groups and some neighbours", [
                "Channels that are badly fitted or worn could become a trip hazard, particularly for blind and partially sighted people.",
                "Owners may come to expect the parking space outside their house, which could cause disputes with neighbours.",
                "Cutting channels into the pavement may leave the council with extra repair costs.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Hi all, quick one on the cable channels, because it keeps coming up on the WhatsApp group and people are asking me what it's all about.

So basically, the idea is that if you've no driveway you could run your charging cable across the footpath in a little covered channel. The people on the terraced streets who'd use it say charging at home overnight is usually a good deal cheaper than going to the public rapid chargers. And they say that without it, people living in terraces may just be put off going electric at all.

On the other side you've the pedestrian groups and some of the neighbours. Their first worry is that if the channels are badly fitted, or once they wear, they could turn into a trip hazard, especially for anyone who's blind or partially sighted. Second worry, people might start to think of the parking space outside their front door as their own, and that could lead to rows with the neighbours (I'll say no more). Third, cutting the channels into the pavement may leave the council with extra repair bills.

Anyway, that's the lay of the land. Talk soon, Siobhán.
""", []),
            ("bullets", None, """
Hi all, Siobhán here with a quick one on the charging cables across the footpath. I've done it as a list this time, so bear with me.

For it, so mostly residents with no driveway:
- charging at home overnight is usually far cheaper than paying for the public rapid chargers;
- without it, nobody on a terraced street is going to switch to an electric car.

Against, so pedestrian groups and some neighbours:
- channels that are badly fitted or worn down could become a trip hazard, particularly for people who are blind or partially sighted;
- owners may start expecting the parking space outside their own house, and that could cause disputes with neighbours;
- cutting the channels into the pavement may leave the council with extra repair costs.

That's the lot. Talk soon, Siobhán.
""", [
                ("exaggeration", "without it, nobody on a terraced street is going to switch to an electric car", (0, 1)),
            ]),
            ("numbered", None, """
Hi folks, quick one on the pavement cable channels. I'll number them off as I go, it's easier on the ear.

1. First thing, from the residents who've no driveway: charging at home overnight is usually much cheaper than the public rapid chargers.
2. Second thing, also from them: if it's not allowed, people on terraced streets may be put off switching to an electric car.
3. Then from the pedestrian groups and some of the neighbours: a channel that's badly fitted or that's worn could become a trip hazard, and particularly for blind and partially sighted people.
4. Also from that side: people with a channel may come to expect the space outside their own house, which could cause disputes with the neighbours.
5. And lastly, from the same crowd, cutting channels into the pavement may leave the council with extra repair costs.

Talk soon, Siobhán.
""", []),
            ("headed", None, """
Hi all, quick one on the cable channels, and I've put headings on this one so you can skip to whichever bit you need.

**Residents without a driveway**

So the main point here is that without a channel, people on terraced streets may be put off switching to an electric car altogether.

**Pedestrian groups and some neighbours**

First off, if the channels are badly fitted or they get worn, they could be a trip hazard, particularly for blind and partially sighted people. Second, owners might come to expect the parking space outside their house as theirs, and that could cause ructions with the neighbours. And third, cutting the channels into the pavement may leave the council with extra repair costs, since the channels would need relaying every few years.

Talk soon, Siobhán.
""", [
                ("omitted_argument", None, (0, 0)),
                ("added_detail", "since the channels would need relaying every few years", (1, 2)),
            ]),
            ("dense", None, """
Hi all, quick one on the pavement cable channels and I'll try to do it in one breath, so basically the residents with no driveway say charging at home overnight is usually way cheaper than the public rapid chargers and that without it people on terraced streets may be put off going electric, while the pedestrian groups and some neighbours say a badly fitted or worn channel could become a trip hazard, especially for blind and partially sighted people, that owners may come to expect the space outside their house and that could cause disputes with neighbours, and that cutting channels into the pavement may leave the council with extra repair costs, so there you have it, talk soon, Siobhán.
""", []),
            ("closing", None, """
Hi all, Siobhán here, quick one on the charging channels across the path.

The residents without driveways are keen, and they've two points. The first is that charging at home overnight usually works out far cheaper than using a public rapid charger. The second is that without it, people in the terraced streets may be put off switching to an electric car, and apparently there was a survey where around four in ten people on terraced streets said home charging was the main thing holding them back.

The pedestrian groups, and some of the neighbours, see it differently. They say badly fitted or worn channels could turn into a trip hazard, particularly for blind and partially sighted people. They also say owners may come to expect the parking space outside their own house, which could cause disputes between neighbours. And they point out that cutting channels into the pavement may land the council with extra repair costs.

Anyway, there's reasonable points on both sides and it'll be for people to make up their own minds. Talk soon, Siobhán.
""", [
                ("invented_statistic", "apparently there was a survey where around four in ten people on terraced streets said home charging was the main thing holding them back", None),
            ]),
        ],
    },
    {
        "id": "extra_storeys_terraced_houses",
        "topic": "Allowing extra storeys on terraced houses without full planning permission",
        "query": "Should homeowners be allowed to add an extra storey to a terraced house without going through full planning permission?",
        "perspectives": [
            ("supporters", [
                "Building upwards could give growing families more room without them having to move away.",
                "Adding floors to existing homes may create extra space without using up new land.",
                "Skipping full planning could save homeowners months of delay and fees.",
            ]),
            ("neighbours and conservation groups", [
                "A taller house next door could block light to neighbouring gardens and windows.",
                "Uneven rooflines may spoil the look of streets of matching terraces.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Hi all, quick one on the extra storeys thing, which, so basically, is about letting people build an extra floor on top of a terraced house without going through full planning permission.

Those in favour say building upwards could give growing families more room without them having to up sticks and move away. They also make the point that adding a floor onto a house that's already there may create extra space without eating up any new land. And the third thing is that skipping full planning could save homeowners months of waiting and the fees that go with it.

The neighbours and the conservation people aren't so sure. The first worry is that a taller house next door could block the light into the gardens and windows either side. The second is that a row of uneven rooflines may spoil the look of a street where the terraces all match.

Anyway, that's where it stands. Talk soon, Siobhán.
""", []),
            ("bullets", None, """
Hi all, quick one on the extra storeys, done as a list because it's late and my brain is fried (sorry).

The people for it:
- building up could give a growing family more room without having to move out of the area;
- skipping full planning could save homeowners months of delay and fees.

The neighbours and conservation groups:
- a taller house next door could block the light to neighbouring gardens and windows;
- uneven rooflines may spoil the look of a street of matching terraces;
- although, to be fair to them, even the conservation groups grant that adding floors to homes that are already there may create extra space without using up new land.

Talk soon, Siobhán.
""", [
                ("side_swap", "even the conservation groups grant that adding floors to homes that are already there may create extra space without using up new land", (0, 1)),
            ]),
            ("numbered", None, """
Hi all, Siobhán here. So, quick one on adding storeys to the terraces, and I'm going to number them because Declan says my voice notes go on a bit (he's not wrong).

1. Supporters say going up a floor could give growing families more space without them having to move away.
2. They also say adding floors to existing homes may create extra room without using up new land.
3. On the other side, neighbours say a taller house will leave the gardens and windows next door in shade for most of the day.
4. And the conservation groups say uneven rooflines may spoil the look of streets where the terraces all match.

Talk soon, Siobhán.
""", [
                ("omitted_argument", None, (0, 2)),
                ("exaggeration", "a taller house will leave the gardens and windows next door in shade for most of the day", (1, 0)),
            ]),
            ("headed", None, """
Hi all, quick one on the extra storeys, and I've given it a couple of headings this time.

**What the supporters say**

The way they see it, building upwards could give growing families the extra room without them having to move away, and adding floors to homes that already exist may create space without using up any new land. They'd also say that skipping full planning permission could save homeowners months of delay, and the fees on top.

**What the neighbours and conservation groups say**

Their worries are, first thing, that a taller house next door could block the light to neighbouring gardens and windows, and second thing, that uneven rooflines may spoil the look of a street of matching terraces.

Talk soon, Siobhán.
""", []),
            ("dense", None, """
Hi all, quick one on the extra storeys, so basically the supporters say building up could give growing families more room without moving away and that adding floors to existing homes may create space without using up new land, though skipping full planning could end up costing homeowners months of extra delay and fees, while the neighbours and conservation groups say a taller house next door could block light to the gardens and windows around it and that uneven rooflines may spoil the look of streets of matching terraces. Talk soon, Siobhán.
""", [
                ("negation", "skipping full planning could end up costing homeowners months of extra delay and fees", (0, 2)),
            ]),
            ("closing", None, """
Hi all, quick one on the extra storeys before I forget (again).

So basically the supporters have three points. First thing, building upwards could give growing families more room without them having to move away, and there was a figure going round that about one in five families who move house only do it because they've run out of room. Second thing, adding floors to existing homes may create extra space without using up any new land. Third thing, skipping full planning could save homeowners months of delay and fees.

The neighbours and conservation groups come at it from the other side. A taller house next door could block light to the gardens and windows beside it, they say, and uneven rooflines may spoil the look of streets of matching terraces. Some of them are also worried that building work on a shared party wall could cause cracks in the house next door.

Anyway, it's a balance, and people will land in different places on it. Talk soon, Siobhán.
""", [
                ("invented_statistic", "there was a figure going round that about one in five families who move house only do it because they've run out of room", None),
                ("invented_claim", "Some of them are also worried that building work on a shared party wall could cause cracks in the house next door.", None),
            ]),
        ],
    },
]
