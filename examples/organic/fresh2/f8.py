"""Fresh2 batch f8 (written by a separate writer): car-free Sundays in city centres; rationing groundwater for farms during droughts; requiring solar canopies over large car parks; selling hearing aids over the counter without a prescription."""

TOPICS = [
    {
        "id": "car_free_sundays_city_centres",
        "topic": "Car-free Sundays in city centres",
        "query": "Should city centres ban cars on Sundays?",
        "perspectives": [
            ("pro", [
                "Closing central streets to cars one day a week could noticeably cut air and noise pollution.",
                "Car-free days give residents safe space to walk, cycle and let children play.",
                "Some local cafés and shops may benefit from increased foot traffic.",
            ]),
            ("con", [
                "Businesses that rely on customers arriving by car could lose Sunday trade.",
                "Closures can make it harder for elderly or disabled people to reach the centre.",
                "Traffic may simply be displaced onto surrounding neighbourhoods.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Great question — car-free Sundays tend to split opinion pretty neatly! Here's how the debate breaks down:

**Why people are in favour**
- Taking cars out of central streets for one day a week could make a real dent in both air and noise pollution.
- It gives residents somewhere safe to stroll, bike and let their kids play.
- Some neighbourhood cafés and shops might see a boost from all the extra people on foot.

**Why people are wary**
- Businesses whose customers mostly drive in could lose out on Sunday trade.
- Closing the roads can make getting into the centre harder for older or disabled residents.
- There's also a worry that the traffic doesn't go away — it may just get pushed onto the surrounding neighbourhoods.

Hope that helps you weigh it up!
""", []),
            ("prose", None, """
Ah, car-free Sundays — one of those ideas that sounds lovely until you start asking who it affects! Supporters argue that shutting central streets to cars one day a week would wipe out air and noise pollution in the centre. They also like that it hands the streets back to people: residents get safe space to walk and cycle, and children can actually play outside. On top of that, some local cafés and shops may do better thanks to the extra foot traffic.

Critics, though, see some real downsides. Shops and businesses that depend on customers driving in could lose their Sunday trade. Closures can also make it tougher for elderly or disabled people to get into the centre. And you might wonder whether the cars really vanish — opponents suspect the traffic may simply be diverted onto the surrounding neighbourhoods.
""", [
                ("exaggeration", "shutting central streets to cars one day a week would wipe out air and noise pollution in the centre", (0, 0)),
            ]),
            ("numbered", None, """
Here's a balanced look at the arguments on both sides:

1. **Cleaner, quieter streets (for):** Keeping cars out of the centre one day a week could noticeably reduce air and noise pollution.
2. **Space for people (for):** Residents get safe room to walk and cycle, and children get a place to play.
3. **A lift for local businesses (for):** Some cafés and shops may gain from more people passing by on foot.
4. **Lost trade (against):** Businesses whose customers come by car could see their Sunday takings drop.
5. **Access concerns (against):** Closures can make the centre harder to reach for elderly or disabled people.
6. **Displaced traffic (against):** The traffic may simply be shifted onto the surrounding neighbourhoods instead.

Want me to go into any of these in more detail?
""", []),
            ("headed", None, """
### What supporters say
Fans of car-free Sundays point to cleaner air: closing central streets once a week could cut pollution and noise noticeably. They also love the idea of giving residents a safe place to walk, cycle and let their children play.

### What critics say
So what's the catch? Opponents worry about trade, since businesses that depend on drivers could lose out on Sunday customers. Even the critics admit that some local cafés and shops may pick up extra business from the foot traffic, though. Then there's the question of where the cars go: traffic may just be displaced onto nearby neighbourhoods.
""", [
                ("side_swap", "Even the critics admit that some local cafés and shops may pick up extra business from the foot traffic", (0, 2)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
Sure! In short, supporters say car-free Sundays could noticeably cut air and noise pollution, free up safe space for walking, cycling and children's play, and may bring some local cafés and shops extra foot traffic, while opponents counter that businesses relying on car-borne customers could lose Sunday trade, that closures can make the centre harder to reach for elderly or disabled people, and that the traffic may simply be displaced onto surrounding neighbourhoods.
""", []),
            ("closing", None, """
Oh, this is a fun one to unpack! Here's the gist of both sides.

**For:** Closing central streets to traffic one day a week could noticeably cut air and noise pollution — when Paris tried it, nitrogen dioxide levels reportedly fell by around 40% in the centre. Residents also get a safe space to walk, cycle and let their kids play, and some cafés and shops may enjoy more foot traffic.

**Against:** Businesses that count on customers arriving by car could lose Sunday trade. Critics add that closures could actually make it easier for elderly or disabled people to get around the centre, and that the traffic may simply be displaced onto surrounding neighbourhoods.

Ultimately, it's a genuinely divisive idea, and how it plays out probably depends a lot on the particular city.
""", [
                ("invented_statistic", "when Paris tried it, nitrogen dioxide levels reportedly fell by around 40% in the centre", None),
                ("negation", "closures could actually make it easier for elderly or disabled people to get around the centre", (1, 1)),
            ]),
        ],
    },
    {
        "id": "groundwater_rationing_farms_drought",
        "topic": "Rationing groundwater for farms during droughts",
        "query": "Should governments ration groundwater for farms during droughts?",
        "perspectives": [
            ("conservationists", [
                "Without limits, over-pumping during droughts can permanently deplete aquifers.",
                "Falling water tables may dry up the wells that nearby towns rely on for drinking water.",
                "Rationing could push farms toward more efficient irrigation.",
            ]),
            ("farmers", [
                "Strict limits may force some farmers to leave fields unplanted and lose income.",
                "Small family farms could be hit hardest because they can't afford new irrigation equipment.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## The conservationist view
Conservationists argue that if pumping isn't capped during droughts, aquifers can be drained for good. They also warn that as water tables fall, the wells nearby towns use for drinking water may run dry. And rationing, they say, could nudge farms toward switching to drip irrigation and soil-moisture sensors, which use water more efficiently.

## The farmers' view
Farmers, on the other hand, worry that strict limits may leave some of them with no choice but to leave fields unplanted, costing them income. They also point out that small family farms could take the hardest hit, since they can't afford to buy new irrigation equipment.

Let me know if you'd like me to expand on either side!
""", [
                ("added_detail", "toward switching to drip irrigation and soil-moisture sensors", (0, 2)),
            ]),
            ("bullets", None, """
Sure! Here's how the two camps see it.

Conservationists:
- Unlimited pumping during a drought can drain aquifers permanently.
- As water tables drop, the wells that neighbouring towns depend on for drinking water may dry up.
- Rationing could encourage farms to adopt more efficient irrigation.

Farmers:
- Tight limits may force some growers to leave fields unplanted and lose income.
- Small family farms, which can't afford new irrigation equipment, could bear the brunt.

Hope this gives you a clear picture!
""", []),
            ("prose", None, """
That's a tricky one, and a lot of it comes down to what happens to the water underground. Conservationists argue that, left unchecked, over-pumping during droughts can deplete aquifers permanently. You might not think of groundwater as a drinking-water issue, but they warn that falling water tables may dry up the wells nearby towns rely on. They also note that rationing could protect the rivers and wetlands that are fed by groundwater. Finally, limits could encourage farms to move to more efficient irrigation methods.

If you'd like, I can go into how rationing schemes tend to be set up.
""", [
                ("omitted_perspective", None, 1),
                ("invented_claim", "rationing could protect the rivers and wetlands that are fed by groundwater", None),
            ]),
            ("numbered", None, """
Good one — here are the main points raised on each side:

1. **Protecting aquifers** – Conservationists say unrestricted over-pumping in a drought can leave aquifers permanently depleted.
2. **Town water supplies** – They add that falling water tables would not affect the wells that nearby towns draw their drinking water from.
3. **Better irrigation** – Rationing could spur farms to switch to more efficient irrigation.
4. **Empty fields** – Farmers counter that strict limits will force them to leave their fields unplanted and give up income.
5. **Pressure on small farms** – Small family operations could be hit hardest, as they can't afford new irrigation kit.
""", [
                ("negation", "falling water tables would not affect the wells that nearby towns draw their drinking water from", (0, 1)),
                ("exaggeration", "strict limits will force them to leave their fields unplanted and give up income", (1, 0)),
            ]),
            ("dense", None, """
Put simply, conservationists back rationing because unchecked over-pumping during droughts can permanently deplete aquifers, falling water tables may dry up the wells nearby towns drink from, and limits could steer farms toward more efficient irrigation; farmers, meanwhile, fear that strict caps may force some of them to leave fields unplanted and lose income, and that small family farms, unable to afford new irrigation equipment, could be hit hardest.
""", []),
            ("closing", None, """
It's a real balancing act, isn't it? On one side, conservationists warn that without limits, over-pumping in a drought can permanently run down aquifers, and that as water tables fall, the wells nearby towns rely on for drinking water may dry up. They also see rationing as a way to push farms toward more efficient irrigation.

Farmers see things differently. Strict limits may force some of them to leave fields unplanted and lose income, and small family farms could be hit hardest because they can't afford new irrigation gear. Many also suspect that large agribusinesses would find ways around the caps, leaving smaller growers to carry the burden.

In the end, it's a question of how to share a scarce resource fairly when everyone needs it at once.
""", [
                ("invented_claim", "Many also suspect that large agribusinesses would find ways around the caps, leaving smaller growers to carry the burden", None),
            ]),
        ],
    },
    {
        "id": "solar_canopies_large_car_parks",
        "topic": "Requiring solar canopies over large car parks",
        "query": "Should large car parks be required to install solar canopies?",
        "perspectives": [
            ("environmental groups", [
                "Canopies could generate a lot of clean electricity without using any new land.",
                "The panels can power on-site EV chargers, which may encourage more people to switch to electric cars.",
            ]),
            ("car park owners", [
                "Installation is expensive and may take many years to pay back.",
                "Some older car parks might need structural work before canopies can be fitted.",
            ]),
            ("drivers", [
                "Shaded spaces keep cars cooler in summer and sheltered from rain and snow.",
                "Construction could temporarily reduce the number of available spaces.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Great question! Here's what each group tends to say.

### Environmental groups
They're keen on the idea: canopies could produce plenty of clean electricity without taking up any new land. The panels can also feed on-site EV chargers, which may nudge more people toward going electric.

### Car park owners
Owners are more cautious about the money. Installation is expensive, and it may take many years to earn the cost back. Some older car parks might also need structural work before canopies can go up.

### Drivers
For drivers it's a mixed bag. Shaded spaces keep cars cooler in summer and protected from rain and snow — but while construction is under way, there could be fewer spaces to park in for a while.
""", []),
            ("three_perspectives", None, """
Here's a quick rundown, group by group:

**Environmental groups**
- Canopies could turn car parks into a source of clean electricity without needing any new land.
- Because they sit over space that's already paved, they can generate a lot of power without eating into fields or open countryside.

**Car park owners**
- Installing them is expensive, and the payback could take many years.
- Some older car parks might need structural work first.

**Drivers**
- Shade keeps cars cooler in the summer and shelters them from rain and snow.
- Construction might temporarily cut the number of available spaces.

Shout if you'd like more detail on any of these!
""", [
                ("repetition", "Because they sit over space that's already paved, they can generate a lot of power without eating into fields or open countryside", (0, 1)),
            ]),
            ("three_perspectives", None, """
This one touches quite a few people, so let's go group by group. Environmental groups are enthusiastic: canopies could generate a lot of clean electricity without using any new land, and the panels can run on-site EV chargers, which may encourage more drivers to switch to electric cars. Car park owners, by contrast, worry about cost — installation is expensive and may take many years to pay for itself — and point out that some older car parks might need structural work before canopies can be fitted. And what about drivers themselves? They'd get shaded spaces that keep cars cooler in summer and sheltered from rain and snow, though construction could mean fewer spaces for a while.

It's a genuinely divisive idea, with the costs and benefits landing on different groups.
""", []),
            ("three_perspectives", None, """
Here are the key points from each perspective:

1. **Environmental groups:** Canopies could produce lots of clean electricity without using new land, and the panels can power on-site EV chargers that may encourage more people to go electric.
2. **Car park owners:** Installation is costly, with payback periods that could stretch to fifteen or twenty years. Some older car parks might need structural work before anything can be fitted. Owners also argue that shaded bays keep customers' cars cooler in summer and out of the rain and snow.
3. **Drivers:** Construction could temporarily reduce the number of spaces available.

I hope that's useful — happy to go deeper on any of them!
""", [
                ("added_detail", "with payback periods that could stretch to fifteen or twenty years", (1, 0)),
                ("side_swap", "Owners also argue that shaded bays keep customers' cars cooler in summer and out of the rain and snow", (2, 0)),
            ]),
            ("three_perspectives", None, """
Sure! Requiring solar canopies would affect three main groups differently:

- **Environmental groups** like that canopies could generate a lot of clean electricity without using up new land, and that the panels can power on-site EV chargers — which may encourage more people to switch to electric cars.
- **Car park owners** are wary of the cost: installation is expensive and may take many years to pay back, and some older sites might need structural work before canopies can be fitted.
- **Drivers** would enjoy shaded spaces that keep cars cooler in summer and sheltered from rain and snow, but construction could temporarily reduce the number of spaces.

Anything in particular you'd like me to unpack?
""", []),
            ("three_perspectives", None, """
Love this one — it's a debate where everyone has a stake! Environmental groups are the keenest. They argue that canopies could generate a lot of clean electricity without needing any new land, and that the panels can run on-site EV chargers, which may encourage more people to make the switch to electric.

Car park owners have more practical concerns. Installation is expensive and may take many years to pay back, although most older car parks could take canopies without any structural changes.

Drivers, meanwhile, would get shaded spaces that keep their cars cooler in summer and sheltered from rain and snow. Some also worry that the support columns could make it trickier to manoeuvre in and out of spaces. And during construction, there could be fewer spaces available for a while.
""", [
                ("negation", "most older car parks could take canopies without any structural changes", (1, 1)),
                ("invented_claim", "Some also worry that the support columns could make it trickier to manoeuvre in and out of spaces", None),
            ]),
        ],
    },
    {
        "id": "otc_hearing_aids_no_prescription",
        "topic": "Selling hearing aids over the counter without a prescription",
        "query": "Should hearing aids be sold over the counter without a prescription?",
        "perspectives": [
            ("pro", [
                "Removing the prescription requirement could make hearing aids much cheaper.",
                "Easier access may encourage people with mild hearing loss to seek help sooner.",
            ]),
            ("con", [
                "Without a professional exam, some users might miss underlying medical conditions behind their hearing loss.",
                "Self-fitted devices may be poorly adjusted, leaving users disappointed with the results.",
                "Some buyers could be misled by marketing for low-quality devices.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Great question! Here's a summary of the main arguments.

**In favour**
1. Dropping the prescription requirement could bring the price of hearing aids down considerably.
2. Easier access may prompt people with mild hearing loss to get help sooner — and that matters, since only about one in five people who could benefit from a hearing aid currently uses one.

**Against**
1. Without a professional exam, some users might overlook an underlying medical condition that's causing their hearing loss.
2. Devices people fit themselves may end up poorly adjusted, so the results can be disappointing.
3. Some buyers could be misled by marketing for low-quality products.

Let me know if you want me to go into any of these in more depth!
""", [
                ("invented_statistic", "only about one in five people who could benefit from a hearing aid currently uses one", None),
            ]),
            ("prose", None, """
Over-the-counter hearing aids are a hot topic, and both sides make fair points. Supporters argue that scrapping the prescription requirement could make hearing aids much cheaper. They also believe easier access may encourage people with mild hearing loss to seek help sooner rather than putting it off.

Opponents aren't convinced. Without a professional exam, they say, some users might miss an underlying medical condition behind their hearing loss. There's also the worry that self-fitted devices may be poorly adjusted, leaving people disappointed with the results — and that some buyers could be taken in by marketing for low-quality devices.

Hope that helps!
""", []),
            ("bullets", None, """
Happy to help! Here's how the arguments line up.

**Pros**
- **Lower prices:** Taking away the prescription step could make hearing aids a lot cheaper.
- **Earlier help:** Easier access may lead people with mild hearing loss to delay getting help.

**Cons**
- **Missed conditions:** Skipping a professional exam means some users might not catch an underlying medical problem behind their hearing loss.
- **Poor fit:** Self-fitted devices may be badly adjusted, and users could end up disappointed.
- **Misleading marketing:** Some buyers could be swayed by flashy social-media ads and influencer promotions for low-quality devices.
""", [
                ("negation", "Easier access may lead people with mild hearing loss to delay getting help", (0, 1)),
                ("added_detail", "swayed by flashy social-media ads and influencer promotions", (1, 2)),
            ]),
            ("headed", None, """
### The case for OTC hearing aids
So what's the appeal? Supporters say removing the prescription requirement could make hearing aids much cheaper, and that easier access may encourage people with mild hearing loss to seek help sooner.

### The case against
Critics warn that without a professional exam, users will inevitably miss the medical conditions behind their hearing loss. They also worry that self-fitted devices may be poorly adjusted, leaving users disappointed, and that some buyers could be misled by marketing for low-quality devices.

Happy to dig into any of these further if it's useful!
""", [
                ("exaggeration", "users will inevitably miss the medical conditions behind their hearing loss", (1, 0)),
            ]),
            ("dense", None, """
Good question! In a nutshell, supporters say dropping the prescription requirement could make hearing aids much cheaper and that easier access may encourage people with mild hearing loss to get help sooner, while critics counter that, without a professional exam, some users might miss underlying medical conditions behind their hearing loss, and that some buyers could be misled by marketing for low-quality devices.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
You've picked a really interesting one! Here's a balanced summary.

**Arguments for**
- Getting rid of the prescription requirement could make hearing aids far cheaper.
- With easier access, people with mild hearing loss may be encouraged to look for help sooner.

**Arguments against**
- Skip the professional exam, and some users might miss an underlying medical condition behind their hearing loss.
- Devices people fit themselves may be poorly adjusted, so users could end up disappointed with the results.
- Some buyers could be led astray by marketing for low-quality devices.

Ultimately, it comes down to how you weigh affordability and access against the value of a professional check.
""", []),
        ],
    },
]
