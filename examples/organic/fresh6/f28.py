"""Fresh6 batch f28 (written by a separate writer): artificial turf on school fields; delivery robots on pavements; full salary for jurors; holiday-let registration."""

TOPICS = [
    {
        "id": "artificial_turf_school_fields",
        "topic": "Replacing grass school sports fields with artificial turf",
        "query": "Should schools replace their grass sports fields with artificial turf?",
        "perspectives": [
            ("parents", [
                "Artificial turf stays playable in wet weather, so fewer games and PE lessons would be cancelled.",
                "Some parents worry that turf can get very hot in summer and may cause more skin burns and grazes.",
            ]),
            ("sports clubs", [
                "Clubs could rent the pitches year-round, which may bring in extra income for the school.",
                "A turf pitch needs less day-to-day upkeep than grass, with no mowing or watering.",
            ]),
            ("environmental groups", [
                "Rubber infill and worn plastic fibres can shed microplastics into nearby soil and waterways.",
                "Replacing grass removes a living surface that supports insects and helps soak up rainwater.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
So, here's the thing. Swapping grass for plastic on a school field sounds like a pretty dull facilities decision, but there are actually three camps with a real stake in it.

Let's start with parents. And parents are kind of split down the middle here. On the one hand, turf doesn't turn into a mud bath when it rains, so you'd see fewer matches and PE lessons getting cancelled. On the other hand, some of them are worried about summer, because these surfaces can get really hot, and that might mean more burns and grazes.

Now, the sports clubs. For them it's mostly about access and hassle. A turf pitch could be rented out all year round, and that may bring some extra money into the school. And it's less work to look after day to day, right? No mowing, no watering.

Okay, so then you've got the environmental groups, and they're the most sceptical. Their first worry is microplastics: the rubber infill and the plastic fibres, as they wear down, can shed tiny particles into the soil and water nearby. And their second point is about what you lose. Grass is a living surface. It supports insects, and it helps soak up rainwater. Pave it over with plastic and that's gone.

So that's the debate: convenience and income on one side, heat and ecology on the other, and parents sitting somewhere in between.
""", []),
            ("three_perspectives", None, """
Okay, artificial turf on school fields. Who cares about this, and why?

Parents, first. Their big plus is the weather. Turf stays playable when it's wet, so fewer games and PE lessons end up being called off. Simple as that.

Now, sports clubs look at it a bit differently. For them, a turf pitch is something they could book all year, and the rental money may give the school a nice extra bit of income. But here's where it gets interesting: they also point out that turf actually takes more looking after week to week than grass does, so it's hardly the low-effort option people assume.

And then environmental groups. They've got two concerns. One, the rubber crumb and the fibres break down over time and can release microplastics into the soil and into local streams. Two, you're ripping up a living surface. Grass is habitat for insects, and it absorbs rainwater in a way plastic just doesn't.

So, yeah. Three groups, three pretty different priorities.
""", [
                ("negation", "they also point out that turf actually takes more looking after week to week than grass does, so it's hardly the low-effort option people assume", (1, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("three_perspectives", None, """
Right. So the question is whether schools should rip up grass and put down artificial turf, and you've got three groups weighing in.

Parents. Some of them are genuinely worried about heat. In the summer, these pitches can get very hot, and that may lead to more burns and scrapes on kids' skin. That's their main concern.

Sports clubs, on the other hand, see upside. They could hire the pitches out year-round, which may mean extra income for the school. The upkeep is lighter too: no mowing, no watering. And the clubs also point out that turf stays usable when it's pouring down, so fewer fixtures and PE lessons get called off.

But then there are the environmental groups. And their objection is basically twofold. The infill and the worn plastic fibres can shed microplastics into nearby soil and waterways. And when you replace grass, you're removing a living surface, one that supports insects and helps the ground soak up rain.

So who wins? Well, that depends on which of those concerns a school weighs most.
""", [
                ("side_swap", "the clubs also point out that turf stays usable when it's pouring down, so fewer fixtures and PE lessons get called off", (0, 0)),
            ]),
            ("three_perspectives", None, """
Now, this one's got three sides to it, so let's go through them one at a time.

Parents:
- The good news, for them, is that turf copes with wet weather, so there'd be fewer cancelled games and PE lessons.
- But some parents worry about summer, when turf can get very hot, and they think that may mean more skin burns and grazes.

Sports clubs:
- Clubs could rent the pitches throughout the year, which may bring in extra income for the school.
- And compared with grass, there's less daily maintenance. Nobody's out there mowing or watering it.

Environmental groups:
- The rubber infill and the plastic fibres, as they wear, can shed microplastics into the soil and waterways nearby.
- And replacing grass means losing a living surface, one that supports insects and helps soak up rainwater.

So, practical benefits on one side, safety and environmental worries on the other. It's really a trade-off each school has to make for itself.
""", []),
            ("three_perspectives", None, """
So here's the thing about artificial turf: everyone looks at the same pitch and sees something completely different.

If you're a parent, the appeal is obvious. Rain doesn't wreck it, so fewer games and PE lessons get cancelled. But some parents are uneasy about the heat, because turf can get very hot in summer, and they think that may mean more burns and grazes.

If you're a sports club, you're thinking about access. You could rent that pitch all year, which may bring the school some extra income. And one survey found turf pitches get used roughly three times as many hours a week as grass ones, with none of the mowing or watering.

And if you're an environmental group? Well, you're worried about what it leaves behind. The infill and fibres will inevitably leach microplastics into every nearby stream and field. And you're also losing grass, which is a living surface that supports insects and helps soak up rainwater.

Right. So three groups, and honestly, not a lot of overlap between them.
""", [
                ("invented_statistic", "one survey found turf pitches get used roughly three times as many hours a week as grass ones", None),
                ("exaggeration", "The infill and fibres will inevitably leach microplastics into every nearby stream and field", (2, 0)),
            ]),
            ("three_perspectives", None, """
Okay, so, artificial turf on school fields. Is it worth it?

Let's hear from parents first. And look, they like that it doesn't get waterlogged. Turf stays playable in wet weather, which means fewer games and PE lessons being cancelled. But some of them worry about the summer, because these surfaces can get very hot, and that might lead to more skin burns and grazes.

Now, sports clubs are a lot more enthusiastic. Why? Because they could rent the pitches out year-round, and that may generate extra income for the school. Plus a turf pitch needs less looking after day to day. No mowing. No watering.

So the picture is fairly mixed: a practical, money-friendly option for clubs, with parents weighing weather-proof sport against some safety worries in the heat.
""", [
                ("omitted_perspective", None, 2),
            ]),
        ],
    },
    {
        "id": "delivery_robots_pavements",
        "topic": "Allowing delivery robots on city pavements",
        "query": "Should cities allow delivery robots to operate on pavements?",
        "perspectives": [
            ("pro", [
                "Small robots could cut the number of delivery vans on the roads, easing congestion and emissions.",
                "They may make deliveries cheaper and quicker for people who cannot easily get to the shops, such as older or disabled residents.",
            ]),
            ("con", [
                "Robots can obstruct pavements and create hazards for wheelchair users, people with prams and blind pedestrians.",
                "Some fear the robots could replace human couriers' jobs.",
                "Their cameras raise privacy concerns, as they record people as they move through the streets.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
So, here's the thing. Little delivery robots trundling down the pavement: is that the future, or a nuisance? Here's how the arguments shake out.

**The case for**
- Fewer vans. If small robots handle some of the deliveries, you could see fewer delivery vans on the roads, and that eases both congestion and emissions.
- Better access. They may make deliveries cheaper and faster for people who can't easily get to the shops, like older or disabled residents.

**The case against**
- Getting in the way. Robots can block pavements and become a hazard for wheelchair users, people with prams and blind pedestrians.
- Jobs. Some people fear they could end up replacing human couriers.
- Privacy. They've got cameras, and those cameras record people as they go about their day on the street.
""", []),
            ("prose", None, """
Okay, so delivery robots on the pavement. Should cities let them in?

Now, supporters have a pretty straightforward pitch. These robots will take delivery vans off the roads altogether, which means less congestion and lower emissions. And they point to access, too. For people who can't easily get to the shops, think older or disabled residents, robots may make getting things delivered cheaper and quicker.

But, and it's a big but, critics see real problems. The most immediate one is physical: robots can clog up pavements, and that creates hazards for people in wheelchairs, people pushing prams, and blind pedestrians. Then there's work. Some worry these machines could replace human couriers. And finally, privacy. The robots carry cameras, and they're recording people as they move through the streets.

So it's convenience and cleaner streets on one side, safety, jobs and privacy on the other.
""", [
                ("exaggeration", "These robots will take delivery vans off the roads altogether", (0, 0)),
            ]),
            ("numbered", None, """
Right. Let's go through this one point by point, because there are a few moving parts.

1. **Fewer vans.** Supporters say small robots could reduce how many delivery vans are on the road, which would ease congestion and cut emissions.
2. **Help for people who struggle to get out.** The robots may make deliveries cheaper and quicker for older or disabled residents, getting groceries to their door in under half an hour.
3. **Crowded pavements.** Critics say robots can obstruct the pavement and create hazards for wheelchair users, people with prams and blind pedestrians.
4. **Couriers' jobs.** Some fear these robots could replace human couriers.
5. **Theft and vandalism.** Critics also point out that an unattended robot full of shopping is an easy target for thieves and vandals.
6. **Privacy.** And the robots' cameras raise privacy concerns, because they record people as they walk through the streets.

So, a real mix. And which way a city goes probably depends on what it prioritises.
""", [
                ("added_detail", "getting groceries to their door in under half an hour", (0, 1)),
                ("invented_claim", "Critics also point out that an unattended robot full of shopping is an easy target for thieves and vandals.", None),
            ]),
            ("headed", None, """
### Why some people want them

So, here's the argument in favour. Small delivery robots could mean fewer vans on city roads, and fewer vans means less congestion and fewer emissions. And then there's the access point. For people who can't easily get to the shops, older residents, disabled residents, robots may make deliveries both cheaper and quicker.

### Why others are wary

Okay, now the other side. First, pavements are shared space, right? Robots can get in the way and create hazards, especially for wheelchair users, people with prams and blind pedestrians. Second, jobs: some worry the robots could take work away from human couriers. And third, privacy. These things have cameras, and they're filming people as they move around the streets.
""", []),
            ("dense", None, """
So, supporters say small delivery robots could mean fewer vans on the roads, easing congestion and emissions, and may make deliveries cheaper and quicker for older or disabled people who can't easily get to the shops, while critics counter that the robots can obstruct pavements and endanger wheelchair users, people with prams and blind pedestrians, that they simply get in the way of everyone trying to walk down a busy street, and that they could end up replacing human couriers' jobs.
""", [
                ("repetition", "that they simply get in the way of everyone trying to walk down a busy street", (1, 2)),
            ]),
            ("closing", None, """
Now, this is one of those debates where both sides have a point.

On the pro side, the idea is that small robots could cut down on delivery vans, and that eases congestion and emissions. And they may make deliveries cheaper and quicker for people who can't easily get to the shops, such as older or disabled residents.

On the con side, well, pavements aren't empty. Robots can obstruct them and create hazards for wheelchair users, people with prams and blind pedestrians. Some people also fear the robots could replace couriers' jobs. And there are privacy worries, since the robots' cameras record people as they go about the streets.

So where does that leave us? Ultimately, it comes down to how a city balances convenience against safety and privacy on its own streets.
""", []),
        ],
    },
    {
        "id": "juror_full_salary",
        "topic": "Paying jurors their full salary while they serve",
        "query": "Should jurors be paid their full salary while they serve on a jury?",
        "perspectives": [
            ("pro", [
                "Full pay would mean people on lower incomes are not financially penalised for doing their civic duty.",
                "Juries could become more representative if fewer people sought to be excused for financial reasons.",
            ]),
            ("con", [
                "Covering full salaries could be very expensive for the courts and, ultimately, taxpayers.",
                "High earners would receive far more than others for performing the same public service.",
                "Small businesses may still struggle to cover the absence of key staff, whoever pays the salary.",
            ]),
        ],
        "variants": [
            ("prose", None, """
So, here's the thing. If you're called up for jury service, should you get your full wage while you're doing it?

Supporters say yes, and the core argument is about fairness. Full pay would mean people on lower incomes, especially those on zero-hours contracts, don't end up out of pocket just for doing their civic duty. And there's a knock-on effect, they argue. If fewer people asked to be excused for money reasons, juries could end up looking a lot more like the public they're meant to represent.

Right. The critics. On money, they reckon covering full salaries would not be a big expense for the courts or for taxpayers. The bigger issue, for them, is fairness: high earners would pocket far more than everyone else for doing exactly the same public service. And then there's the workplace angle. Small businesses may still struggle when a key member of staff is away, no matter who's paying the salary.
""", [
                ("added_detail", "especially those on zero-hours contracts", (0, 0)),
                ("negation", "they reckon covering full salaries would not be a big expense for the courts or for taxpayers", (1, 0)),
            ]),
            ("headed", None, """
### The case for full pay

Okay, so the argument in favour starts with fairness. If jurors got their full salary, people on lower incomes wouldn't be penalised financially for doing their civic duty. And look, that matters for juries too. If fewer people tried to get excused for financial reasons, juries could become more representative of the community.

### The case against

Now, the other side. First, cost. Paying everyone's full salary could be very expensive for the courts, and in the end that's taxpayers' money. Second, there's a fairness problem of a different kind: high earners would get far more than other jurors for doing the exact same public service. And third, small businesses may still struggle to cope when key staff are away, whoever happens to be footing the wage bill.
""", []),
            ("bullets", None, """
Okay, so should jurors get their full salary while they serve? Here's what each side says.

**For**
- Fairness for lower earners. Full pay would mean people on lower incomes aren't financially punished for doing their civic duty.
- More representative juries. If fewer people asked to be excused over money, juries could better reflect the population.
- Better focus. Supporters also reckon jurors who aren't worrying about their bills would pay closer attention during long trials.

**Against**
- Cost. Covering full salaries could be very expensive for courts, and ultimately for taxpayers.
- Unequal payouts. High earners would receive far more than others for the same public service.
- Small businesses. They may still struggle to cover for key staff who are away, whoever is paying the salary.
""", [
                ("invented_claim", "Supporters also reckon jurors who aren't worrying about their bills would pay closer attention during long trials.", None),
            ]),
            ("dense", None, """
Right, so in a nutshell: supporters argue that paying jurors their full salary would stop lower earners being financially penalised for a civic duty and could make juries more representative if fewer people asked to be excused over money, while opponents say it could be very expensive for the courts and ultimately taxpayers, would hand high earners far more than others for the same public service, and may still leave small businesses struggling to cover absent key staff whoever pays the wage.
""", []),
            ("closing", None, """
Now, paying jurors their full salary. It sounds simple, but it's not.

The supporters' case is mostly about who can afford to serve. With full pay, people on lower incomes wouldn't be penalised financially for doing their civic duty, and juries could become more representative, because fewer people would be looking to get excused for money reasons. Even supporters concede, though, that small firms may still find it hard to cover for key staff who are away, whoever's paying the wages.

But critics aren't convinced. Their main objection? High earners would get far more than everyone else for performing exactly the same public service. And is that really fair?

So it's a genuine tension between access and equal treatment, and reasonable people come down on different sides of it.
""", [
                ("side_swap", "Even supporters concede, though, that small firms may still find it hard to cover for key staff who are away, whoever's paying the wages.", (1, 2)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("numbered", None, """
So, here's the debate, broken down.

Supporters make two points:

1. **No penalty for civic duty.** Full pay means people on lower incomes aren't left worse off for serving on a jury.
2. **More representative juries.** If fewer people asked to be excused for financial reasons, juries could reflect society better.

And opponents make three:

1. **Cost.** Covering full salaries could be very expensive for courts, and, in the end, for taxpayers.
2. **Unequal pay for equal service.** High earners would receive far more than others for the same public duty.
3. **Pressure on small firms.** Small businesses may still struggle to cover key staff who are away, no matter who's paying.
""", []),
        ],
    },
    {
        "id": "holiday_let_registration",
        "topic": "Requiring owners of short-term holiday lets to register with the council",
        "query": "Should owners of short-term holiday lets be required to register with their local council?",
        "perspectives": [
            ("pro", [
                "A register would give councils reliable data on how many homes are being used as holiday lets.",
                "It could make it easier to enforce safety standards, such as fire and gas checks.",
                "Some argue it may help return homes to long-term renters in areas with housing shortages.",
            ]),
            ("con", [
                "Registration adds paperwork and fees that may be a burden for people who only let a room or their home occasionally.",
                "Owners worry the register could be a first step towards caps or outright bans.",
            ]),
        ],
        "variants": [
            ("closing", None, """
So, here's the thing. Should anyone letting out a holiday home have to sign up with the council first? Let's walk through it.

Supporters say a register would give councils reliable data on how many homes are being used as holiday lets. It could also make safety standards easier to enforce, things like fire and gas checks. And some argue it may help put homes back into the long-term rental market in places where housing is short.

Okay, so the other side. Owners point out that registration means more paperwork and fees, and that may be a real burden if you only let out a room, or your home, now and then. And there's a deeper worry, too: that a register could be a first step towards caps or even outright bans.

So, in the end, it's about how much oversight people think is reasonable, and that'll probably look different from one area to the next.
""", []),
            ("numbered", None, """
Okay, so holiday-let registration. Here are the main arguments on each side.

In favour:

1. **Better data.** A register would give councils reliable figures on how many homes are being used as holiday lets. In some coastal towns, it's thought that something like one in five homes is now a holiday let.
2. **Safety.** It could make it easier to enforce standards like fire and gas checks.
3. **Housing.** Some argue it may help return homes to long-term renters where there's a housing shortage.

Against:

1. **Red tape.** Registration adds paperwork and fees, and that may be a burden for people who only let a room or their home occasionally.
2. **The thin end of the wedge.** Owners worry the register could be a first step towards caps or outright bans.
""", [
                ("invented_statistic", "In some coastal towns, it's thought that something like one in five homes is now a holiday let.", None),
            ]),
            ("prose", None, """
Right. Should holiday-let owners have to register with the council?

Well, supporters think so, and they've got three main reasons. The first is information: a register would give councils reliable data on how many homes are being used as holiday lets. The second is safety, because it could make standards like fire and gas checks easier to enforce. And the third, which some people push harder than others, is housing. The idea is it may help get homes back to long-term renters in areas where there's a shortage.

But owners aren't so keen. For someone who only lets a room, or their whole place, every so often, the paperwork and fees may feel like a real burden. And look, there's a suspicion behind it too. A lot of owners worry the register could just be step one on the road to caps or outright bans.
""", []),
            ("bullets", None, """
Now, this one's pretty local in feel, but the arguments are familiar. Here they are.

Supporters say:
- A register would give councils solid data on how many homes are being used as holiday lets.
- It could make safety standards, like fire and gas checks, harder to enforce.
- It will return homes to long-term renters wherever there's a housing shortage.

Owners say:
- Registration means extra paperwork and fees, which may weigh on people who only let a room or their home occasionally.
- The register could be a first step towards caps, or outright bans.
""", [
                ("negation", "It could make safety standards, like fire and gas checks, harder to enforce.", (0, 1)),
                ("exaggeration", "It will return homes to long-term renters wherever there's a housing shortage.", (0, 2)),
            ]),
            ("headed", None, """
### Why register?

So, the pro side. A register would give councils reliable data on how many homes are actually being used as holiday lets. It could make it easier to enforce safety standards such as fire and gas checks. And some argue it may help return homes to long-term renters where housing is scarce.

### Why not?

Okay, and the owners' side. Registration brings paperwork and fees, and that may be a burden for people who only let a room or their home occasionally. But the bigger fear, for a lot of owners, is where it leads. They worry the register could be a first step towards caps, like a 90-night annual limit, or outright bans.
""", [
                ("added_detail", "like a 90-night annual limit", (1, 1)),
            ]),
            ("dense", None, """
So, in short, supporters argue that a register would give councils reliable data on how many homes are holiday lets, could make fire and gas checks easier to enforce, may help return homes to long-term renters where housing is short, and would let councils collect tourist taxes far more effectively, while owners counter that the paperwork and fees may be a burden for anyone who only lets a room or their home occasionally, and worry that registration could be a first step towards caps or outright bans.
""", [
                ("invented_claim", "would let councils collect tourist taxes far more effectively", None),
            ]),
        ],
    },
]
