"""fresh26 batch f105 (written by a separate writer): Average-speed cameras on rural A-roads; Pay-per-mile road charging for electric cars; Burying new high-voltage power lines underground instead of using pylons; Lane rental charges for utility roadworks."""

TOPICS = [
    {
        "id": "average_speed_cameras_rural_a_roads",
        "topic": "Average-speed cameras on rural A-roads",
        "query": "Should average-speed cameras be installed along dangerous rural A-roads?",
        "perspectives": [
            ("road safety campaigners", [
                "Average-speed cameras keep drivers under the limit along a whole stretch instead of just braking at a single camera.",
                "Rural A-roads see a disproportionate share of fatal crashes.",
            ]),
            ("motoring groups", [
                "Drivers may end up watching their speedometer instead of the road.",
                "The cameras could be seen as a money-raising scheme rather than a safety measure.",
            ]),
            ("local councils", [
                "Installing and maintaining the cameras on long rural routes can be expensive for small authorities.",
                "Councils may be blamed locally for fines even when the police run the enforcement.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
So, to the proposition bench, speaking for road safety campaigners: your first speaker told us that an average-speed camera holds drivers to the limit over a whole stretch of road, rather than having them just brake as they pass a single camera. Your second speaker added that rural A-roads see more than their fair share of fatal crashes. Clear, well signposted, and nicely ordered.

The opposition, speaking for motoring groups, gave us two points. First, that drivers might spend their time watching the speedometer instead of the road. Second, that the cameras could come to be seen as a way of raising money rather than as a safety measure. That second point was the opposition's strongest material, and I'd have liked it brought forward.

And to the third bench, speaking for local councils: you told us that putting in and maintaining cameras along long rural routes can be costly for small authorities, and that councils may take the local blame for fines even when it's the police running the enforcement.

What I needed to hear more of was direct engagement between the three benches; too often you were speaking past one another. All three benches, well done.
""", []),
            ("three_perspectives", None, """
Right, thank you all. Let me take the benches in turn.

To the proposition, the road safety campaigners: your case rested on two pillars. One, that average-speed cameras keep people under the limit for the full length of a stretch instead of a quick dab of the brakes at a single camera. Two, that a disproportionate share of fatal crashes happen on rural A-roads. You also told us that the cameras would let traffic police be redeployed away from roadside speed checks, which was a neat extension, though it came late.

To the opposition, for the motoring groups: your first speaker warned that drivers may end up staring at the speedometer rather than the road ahead, and your second told us the cameras risk being viewed as a revenue-raiser rather than a genuine safety measure. Good clash with the proposition there.

What I needed to hear more of was weighing: tell me why your points matter more than theirs, not just that they exist. Both benches, well done.
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "You also told us that the cameras would let traffic police be redeployed away from roadside speed checks", None),
            ]),
            ("three_perspectives", None, """
I'll start, unusually, with the third bench, because the councils' team framed the practical side of this motion well. You told us that fitting and maintaining cameras along long stretches of rural road can be a heavy expense for a small authority, and that councils are liable to be blamed by residents for fines even where the enforcement is in police hands.

So, to the proposition bench: your first speaker told us that average-speed cameras keep drivers within the limit across the whole stretch, not just at the moment they brake for one camera. Your second speaker reminded us that rural A-roads carry a disproportionate share of fatal crashes. Solid, if a little brief.

The opposition's strongest material was the worry that the cameras could be read as a money-raising scheme rather than a safety measure. You paired that with the concern that drivers may end up watching the speedometer when they should be watching the road.

What I needed to hear more of from everyone was rebuttal. All three benches, well done.
""", []),
            ("three_perspectives", None, """
So, to the proposition bench, for the road safety campaigners: your first speaker told us that average-speed cameras hold drivers under the limit for the whole of a stretch, instead of just a touch of the brakes at one camera. Your second speaker then told us that rural A-roads, particularly those with sharp bends and no lay-bys, see a disproportionate share of fatal crashes. Good delivery.

The opposition, for the motoring groups, argued that drivers may end up watching the speedometer instead of the road, and that the cameras could be seen as a money-raising exercise rather than a safety measure. The opposition's strongest material was that second point, and it landed.

To the third bench, the local councils: you told us that installing and maintaining cameras on long rural routes can be expensive for small authorities. You then conceded that councils are unlikely to be blamed for fines locally, since it's the police who run the enforcement.

What I needed to hear more of was structure in the councils' case; tell me where you're going before you go there. All three benches, well done.
""", [
                ("added_detail", "particularly those with sharp bends and no lay-bys", (0, 1)),
                ("negation", "councils are unlikely to be blamed for fines locally, since it's the police who run the enforcement", (2, 1)),
            ]),
            ("three_perspectives", None, """
So, to the proposition bench: your first speaker told us that average-speed cameras keep drivers under the limit over an entire stretch of road, not just at a single camera. Your second speaker leaned on the point that rural A-roads account for a disproportionate share of fatal crashes. You spoke with real conviction.

The opposition's strongest material was that drivers will inevitably spend their journeys fixed on the speedometer rather than the road. I'd have liked that developed with an example.

To the third bench, representing local councils: you told us that installing and looking after cameras along long rural routes can be a costly burden for small authorities, and that councils may find themselves blamed locally for fines even when the police are the ones enforcing.

What I needed to hear more of was depth on the opposition side. All three benches, well done.
""", [
                ("exaggeration", "drivers will inevitably spend their journeys fixed on the speedometer rather than the road", (1, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
Thank you, all three benches. To the proposition, the road safety campaigners: you argued that an average-speed camera keeps drivers within the limit along the whole stretch rather than just having them brake at a single camera, and that rural A-roads suffer a disproportionate share of fatal crashes; both points were well set up. The opposition, for the motoring groups, came back with the concern that drivers may watch the speedometer instead of the road, and the charge that the cameras could be seen as raising money rather than improving safety. The third bench, for local councils, told us that installing and maintaining cameras along long rural routes can be expensive for small authorities, and that councils may be blamed locally for fines even when the police are running the enforcement. What I needed to hear more of was comparison across the three cases. All three benches, well done.
""", []),
        ],
    },
    {
        "id": "pay_per_mile_ev_road_charging",
        "topic": "Pay-per-mile road charging for electric cars",
        "query": "Should electric car drivers pay a per-mile charge to replace the fuel duty they no longer pay?",
        "perspectives": [
            ("supporters of a mileage charge", [
                "As more drivers switch to electric, the fuel duty revenue that pays for roads is shrinking.",
                "Electric cars still cause congestion and wear on roads, so their drivers should contribute.",
                "A per-mile charge ties what drivers pay to how much they actually use the roads.",
            ]),
            ("opponents", [
                "Charging electric cars could slow the switch away from petrol and diesel.",
                "Tracking mileage may raise privacy concerns if it relies on GPS data.",
                "Rural drivers who have no alternative to long car journeys could be hit hardest.",
            ]),
        ],
        "variants": [
            ("prose", None, """
So, to the proposition bench: your first speaker told us that as more people go electric, the fuel duty that has paid for the roads is drying up. Your second speaker argued that electric cars still add to congestion and still wear the roads down, so their drivers ought to chip in. And your third speaker closed with the idea that a per-mile charge links what drivers pay to how much they actually use the roads. That was a tidy three-part case.

The opposition's strongest material was the warning that charging electric cars could slow the move away from petrol and diesel. You backed that up with a privacy concern, that tracking mileage may worry people if it depends on GPS data, and with the point that rural drivers who have no alternative to long car journeys could be hit hardest.

What I needed to hear more of was the proposition answering the privacy point directly. Both benches, well done.
""", []),
            ("bullets", None, """
Right, some notes for each bench.

To the proposition bench:
- Your first speaker told us that fuel duty, which funds the roads, is shrinking as more drivers switch to electric.
- Your second speaker said electric cars still cause congestion and road wear, so their drivers should pay their share.
- You cited a transport think-tank estimate that fuel duty receipts could fall by around a third within a decade.
- You also made the point that rural drivers with no alternative to long car journeys could be hit hardest, and it gave your case a human face.

To the opposition bench:
- Your strongest material was that charging electric cars could slow the shift away from petrol and diesel.
- You raised privacy: tracking mileage may cause concern if it depends on GPS data.
- What I needed to hear more of was engagement with the proposition's claim that a per-mile charge ties payment to actual road use.

Both benches, well done.
""", [
                ("invented_statistic", "You cited a transport think-tank estimate that fuel duty receipts could fall by around a third within a decade", None),
                ("side_swap", "You also made the point that rural drivers with no alternative to long car journeys could be hit hardest", (1, 2)),
            ]),
            ("numbered", None, """
Let me run through my notes in order.

1. The proposition opened by telling us that the shift to electric is eroding fuel duty, the revenue that pays for our roads.
2. Your second speaker argued that electric cars still clog up roads and wear them down, so their drivers should contribute.
3. Your closing speaker came back to the revenue gap: with fewer petrol and diesel cars, the money from fuel duty is falling away.
4. The opposition's strongest material was that a charge on electric cars could slow the move away from petrol and diesel.
5. You added that tracking mileage may raise privacy concerns if it relies on GPS.
6. And you reminded us that rural drivers, who have no alternative to long car journeys, could take the biggest hit.

What I needed to hear more of was clash in the second half of the debate. Both benches, well done.
""", [
                ("repetition", "Your closing speaker came back to the revenue gap: with fewer petrol and diesel cars, the money from fuel duty is falling away", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
**Proposition bench**
So, to the proposition bench: your first speaker told us that the fuel duty that pays for the roads is shrinking as drivers move to electric. Your second argued that electric cars still cause congestion and wear, so their drivers should contribute. Your third told us that a per-mile charge matches what people pay to how much they use the roads. A well-built case.

**Opposition bench**
The opposition's strongest material was the warning that charging electric cars could slow the switch from petrol and diesel. You also raised the privacy worry that mileage tracking may bring if it relies on GPS data, and you told us rural drivers with no alternative to long journeys by car could be hit hardest.

**Overall**
What I needed to hear more of was weighing between the two cases rather than two parallel speeches. Both benches, well done.
""", []),
            ("dense", None, """
So, to the proposition bench: you told us that fuel duty revenue for the roads is shrinking as more drivers go electric, that electric cars still cause congestion and road wear and so their drivers should contribute, and that a per-mile charge ties what drivers pay to how much they use the roads; the opposition's strongest material was that charging electric cars would stall the switch away from petrol and diesel altogether, alongside the privacy worry about GPS-based mileage tracking and the point that rural drivers with no alternative to long car journeys could be hit hardest. Both benches, well done.
""", [
                ("exaggeration", "charging electric cars would stall the switch away from petrol and diesel altogether", (1, 0)),
            ]),
            ("closing", None, """
So, to the proposition bench: your first speaker told us that fuel duty, which pays for the roads, is shrinking as more drivers switch to electric. Your second speaker said electric cars still cause congestion and road wear, with their heavier batteries doing more damage to road surfaces, so their drivers should pay their way. Your third argued that a per-mile charge links payment to actual road use.

The opposition's strongest material was that charging electric cars could slow the move away from petrol and diesel. You went on to say that mileage tracking need not raise privacy concerns even where it relies on GPS data, and that rural drivers with no alternative to long car journeys could be hit hardest.

What I needed to hear more of was signposting between speakers. Both benches, well done; it was a thoughtful round on a question that divides reasonable people.
""", [
                ("added_detail", "with their heavier batteries doing more damage to road surfaces", (0, 1)),
                ("negation", "mileage tracking need not raise privacy concerns even where it relies on GPS data", (1, 1)),
            ]),
        ],
    },
    {
        "id": "underground_high_voltage_power_lines",
        "topic": "Burying new high-voltage power lines underground instead of using pylons",
        "query": "Should new high-voltage power lines be buried underground rather than carried on pylons?",
        "perspectives": [
            ("countryside and landscape groups", [
                "Pylons spoil views in the countryside and near protected landscapes.",
                "Local opposition to pylons can delay grid upgrades for years, and burying cables may ease it.",
            ]),
            ("grid operators", [
                "Underground cables can cost several times as much as overhead lines, which may push up bills.",
                "Faults in buried cables take longer to find and repair.",
                "Digging trenches can disturb farmland and wildlife habitats during construction.",
            ]),
        ],
        "variants": [
            ("headed", None, """
**Proposition bench**
So, to the proposition bench, speaking for countryside and landscape groups: your first speaker told us that pylons spoil views across the countryside and close to protected landscapes. Your second speaker argued that local opposition to pylons can hold up grid upgrades for years, and that putting cables underground might take some of the heat out of it. Persuasive delivery.

**Opposition bench**
The opposition, speaking for the grid operators, gave us three points. Underground cables can cost several times as much as overhead lines, which may feed through into bills. Faults in buried cables take longer to find and fix. And digging the trenches can disturb farmland and wildlife habitats while the work is going on. The opposition's strongest material was the cost point.

**Overall**
What I needed to hear more of was the proposition answering that cost point. Both benches, well done.
""", []),
            ("prose", None, """
So, to the proposition bench: your first speaker told us that pylons ruin views in the countryside and near protected landscapes. Your second speaker argued that local resistance to pylons can stall grid upgrades for years, and that burying the cables might ease that resistance. You quoted a survey in which seven in ten residents near proposed routes said they would drop their objections if the line went underground, which gave the case some weight.

The opposition's strongest material was cost: underground cables can cost several times as much as overhead lines, and that may push up bills. You also told us that digging trenches can disturb farmland and wildlife habitats during construction.

What I needed to hear more of was engagement from the opposition with the delay argument. Both benches, well done.
""", [
                ("invented_statistic", "You quoted a survey in which seven in ten residents near proposed routes said they would drop their objections if the line went underground", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
So, to the proposition bench: your first speaker told us that pylons blight the view in the countryside and around protected landscapes. Your second speaker told us that local objections to pylons can hold up grid upgrades for years, and burying the cables may calm those objections. You also accepted that digging trenches can disturb farmland and wildlife habitats during construction, which was an honest concession.

The opposition's strongest material was that underground cables can cost several times as much as overhead lines, which may push up bills. You added that faults in buried cables take longer to find and repair.

What I needed to hear more of was a clear comparison of the two cases. Both benches, well done; this is a question on which thoughtful people will keep disagreeing.
""", [
                ("side_swap", "You also accepted that digging trenches can disturb farmland and wildlife habitats during construction", (1, 2)),
            ]),
            ("dense", None, """
So, to the proposition bench, for the countryside and landscape groups: you told us that pylons spoil views in the countryside and near protected landscapes, and that since local opposition to pylons can delay grid upgrades for years, burying cables may ease it; the opposition, for the grid operators, argued that underground cables can cost several times as much as overhead lines and so may push up bills, that faults in buried cables take longer to find and repair, and that digging trenches can disturb farmland and wildlife habitats during construction, with the cost point being the opposition's strongest material. Both benches, well done.
""", []),
            ("numbered", None, """
A few numbered points, bench by bench.

1. So, to the proposition bench: your first speaker told us that pylons spoil views in the countryside and near protected landscapes.
2. Your second speaker argued that local opposition to pylons can hold up grid upgrades for years, and burying the cables may soften it.
3. You also argued that underground lines would be safer in storms, since they can't be brought down by high winds or falling trees.
4. The opposition's strongest material was that underground cables always cost several times as much as overhead lines, which may push up bills.
5. You added that faults in buried cables take longer to track down and repair.
6. And you told us that trenching can disturb farmland and wildlife habitats during construction.

What I needed to hear more of was rebuttal in the proposition's second half. Both benches, well done.
""", [
                ("invented_claim", "You also argued that underground lines would be safer in storms, since they can't be brought down by high winds or falling trees", None),
                ("exaggeration", "underground cables always cost several times as much as overhead lines", (1, 0)),
            ]),
            ("bullets", None, """
Brief notes for both benches.

Proposition (countryside and landscape groups):
- Your first speaker told us that pylons spoil views across the countryside and near protected landscapes.
- Your second speaker argued that local opposition to pylons can hold up grid upgrades for years, and that burying cables may ease it.

Opposition (grid operators):
- The opposition's strongest material was cost: underground cables can cost several times as much as overhead lines, which may push up bills.
- You told us that faults in buried cables take longer to find and repair.
- You also raised the disruption that digging trenches can cause to farmland and wildlife habitats during construction.

What I needed to hear more of was weighing. Both benches, well done.
""", []),
        ],
    },
    {
        "id": "lane_rental_utility_roadworks",
        "topic": "Lane rental charges for utility roadworks",
        "query": "Should utility companies pay a daily charge for every day their roadworks occupy a busy road?",
        "perspectives": [
            ("supporters", [
                "A daily charge gives utility companies a reason to finish roadworks quickly.",
                "Roadworks on busy routes cause congestion that costs local businesses time and money.",
                "Money raised can be spent on measures that reduce disruption from future works.",
            ]),
            ("utility companies", [
                "The charges may be passed on to customers through higher bills.",
                "Some delays are caused by things outside their control, such as finding unexpected pipes.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
My notes, bench by bench.

Proposition:
- So, to the proposition bench: your first speaker told us that a daily charge gives utility companies a reason to get roadworks finished quickly.
- Your second speaker said that roadworks on busy routes cause congestion that costs local businesses time and money.
- Your third speaker conceded that the money raised would do little to reduce disruption from future works.
- You also argued that the charge would push utilities to coordinate and share a single dig rather than opening up the same road twice.

Opposition:
- The opposition's strongest material was that the charges may be passed on to customers through higher bills.
- You added that some delays are outside the companies' control, such as coming across unexpected pipes.

What I needed to hear more of was clash on the bills point. Both benches, well done.
""", [
                ("negation", "Your third speaker conceded that the money raised would do little to reduce disruption from future works", (0, 2)),
                ("invented_claim", "You also argued that the charge would push utilities to coordinate and share a single dig rather than opening up the same road twice", None),
            ]),
            ("closing", None, """
So, to the proposition bench: your first speaker told us that charging by the day gives utility companies a reason to wrap up their roadworks quickly. Your second speaker told us that roadworks on busy routes create congestion that costs local businesses time and money. Your third speaker argued that the money raised can be put towards measures that cut disruption from future works. A coherent case.

The opposition's strongest material was that the charges may end up passed on to customers through higher bills. You also told us that some delays come from things outside the companies' control, such as stumbling on unexpected pipes.

What I needed to hear more of was the proposition meeting the point about delays. Both benches, well done; it's a question on which people weigh speed and cost quite differently.
""", []),
            ("numbered", None, """
Let me take this in order.

1. So, to the proposition bench: your first speaker told us that a daily charge gives utility companies a reason to finish roadworks quickly.
2. Your second speaker told us that roadworks on busy routes cause congestion that costs local businesses time and money.
3. Your third speaker argued that the money raised can fund measures that reduce disruption from future works, such as better temporary traffic lights and diversion signs.
4. You also made the case that some delays are caused by things outside the companies' control, such as finding unexpected pipes.
5. The opposition's strongest material was that the charges may be passed on to customers through higher bills.

What I needed to hear more of was a second line of argument from the opposition. Both benches, well done.
""", [
                ("added_detail", "such as better temporary traffic lights and diversion signs", (0, 2)),
                ("side_swap", "You also made the case that some delays are caused by things outside the companies' control, such as finding unexpected pipes", (1, 1)),
            ]),
            ("prose", None, """
So, to the proposition bench: your first speaker told us that a daily charge gives utility companies an incentive to get roadworks done quickly. Your second speaker argued that roadworks on busy routes cause congestion that costs local businesses time and money. Your third speaker returned to the incentive point, that paying by the day pushes companies to finish the job faster. Confident delivery throughout.

The opposition's strongest material was that the charges may be passed on to customers through higher bills. You also told us that some delays are caused by things outside the companies' control, like unexpected pipes turning up in the trench.

What I needed to hear more of was the opposition taking on the congestion point. Both benches, well done.
""", [
                ("repetition", "Your third speaker returned to the incentive point, that paying by the day pushes companies to finish the job faster", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
**Proposition bench**
So, to the proposition bench: your first speaker told us that a daily charge gives utility companies a reason to finish roadworks quickly. Your second speaker said that roadworks on busy routes cause congestion that costs local businesses time and money. Your third speaker argued that the money raised can be spent on measures that reduce disruption from future works.

**Evidence**
You cited a pilot in which the average length of roadworks on charged routes fell by about half in the first year. That was well placed.

**Overall**
What I needed to hear more of was how the case would survive a strong reply. Both benches, well done.
""", [
                ("invented_statistic", "You cited a pilot in which the average length of roadworks on charged routes fell by about half in the first year", None),
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
So, to the proposition bench: you told us that a daily charge gives utility companies a reason to finish roadworks quickly, that roadworks on busy routes cause congestion costing local businesses time and money, and that the money raised can pay for measures to reduce disruption from future works; the opposition's strongest material was that the charges may be passed on to customers through higher bills, and you added that some delays are caused by things outside the companies' control, such as finding unexpected pipes. Both benches, well done.
""", []),
        ],
    },
]
