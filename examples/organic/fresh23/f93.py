"""fresh23 batch f93 (written by a separate writer): Banning new homes on floodplains; Making time-of-use electricity tariffs the default for households; Letting grid operators remotely turn down home EV chargers and heat pumps at peak times; Paying residents to relocate from eroding coastlines instead of defending them (managed retreat)."""

TOPICS = [
    {
        "id": "floodplain_new_homes_ban",
        "topic": "Banning new homes on floodplains",
        "query": "Should building new homes on land at high risk of river flooding be banned?",
        "perspectives": [
            ("supporters of a ban", [
                "Homes built on floodplains may be flooded repeatedly, leaving residents with damage, stress and rising insurance costs.",
                "Building over floodplains could push floodwater onto existing neighbourhoods nearby.",
            ]),
            ("opponents of a ban", [
                "In some towns much of the available building land lies on floodplains, so a ban could worsen housing shortages.",
                "Raised floors, flood-resilient materials and drainage could make some new homes safe enough to build.",
                "Local councils may be better placed than national rules to judge the risk site by site.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Picture this. It's two in the morning, it's been raining for three days, and you're standing on the stairs watching brown water creep across a living room you only just finished decorating.

Now picture the other side of it. You're twenty-six, you've been on a housing list for years, and the only field in town anyone can build on sits next to the river.

Here's the thing: both of those pictures are real, and they're why the question "should we ban new homes on floodplains?" is so hard.

The people who want a ban start with the family on the stairs. Homes built on floodplains, they say, may flood again and again, and each time that can leave residents with the damage, the stress, and insurance bills that keep climbing. And it's not only the new houses. When you build over a floodplain, the water has to go somewhere, and it could end up pushed into the neighbourhoods that were already there.

The people against a ban start with the twenty-six-year-old. In some towns, they point out, much of the land you could actually build on lies on a floodplain, so a ban could make a housing shortage worse. They'd also say we're not helpless: raised floors, materials that cope with water, good drainage, all of that could make some new homes safe enough to build. And who decides? They'd argue that local councils may be better placed than a national rule to weigh up the risk one site at a time.

[pause]

So which picture do you keep in your head? That's the question. I can't answer it for you. But I'd ask you to keep both.
""", []),
            ("bullets", None, """
Okay. Let me put the argument up on the slide, because I want you to see it all at once.

**Why ban new homes on floodplains?**
- Houses there may get flooded over and over, and every time residents could face damage, stress and rising insurance premiums.
- Build over a floodplain and the water you displace could be pushed into the neighbourhoods next door.
- One national study found that new homes on floodplains were four times as likely to flood in their first ten years.

**Why not?**
- In some towns, much of the land that's left to build on is floodplain, so a ban could deepen the housing shortage.
- Raised floors, flood-resilient materials and proper drainage could make some new homes safe enough to go ahead.

Look at those two lists. [pause] Nobody on either slide wants families flooded out, and nobody wants families with no home at all. They just disagree on which risk to take first.
""", [
                ("invented_statistic", "One national study found that new homes on floodplains were four times as likely to flood in their first ten years", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Here's the thing about floods: they don't read planning applications. (laughter)

So let me walk you through five arguments, quickly, one at a time.

1. Those in favour of a ban say homes on floodplains may be flooded repeatedly, and that means damage, stress and insurance costs that keep going up.
2. They add that building over a floodplain could shove floodwater onto the existing neighbourhoods around it.
3. Those against a ban reply that in some towns much of the buildable land is on a floodplain, so a ban could make housing shortages worse.
4. They also accept that raised floors, flood-resilient materials and drainage would do little to make new homes on those sites safe enough to live in.
5. And they say local councils, rather than national rules, may be better placed to judge the risk site by site.

Five points. Two camps. One river. Which way does it flow for you?
""", [
                ("negation", "They also accept that raised floors, flood-resilient materials and drainage would do little to make new homes on those sites safe enough to live in", (1, 1)),
            ]),
            ("headed", None, """
## Act one: the water

Picture a new estate, neat rows of houses, built on what used to be a water meadow. Supporters of a ban ask you to imagine it five winters later. Homes like these may be flooded repeatedly, they say, and residents could be left with the damage, the stress and insurance that gets more expensive every year. And the water that used to spread across that meadow? It could now be pushed onto the older streets nearby.

## Act two: the houses

Opponents ask you to imagine something else: the town with nowhere else to build. In some places much of the available land lies on floodplains, so a blanket ban could worsen the housing shortage. They say engineering matters too. Raised floors, flood-resilient materials and drainage could make some new homes safe enough to build. And they'd rather the call be made by local councils, which may be better placed than national rules to judge the risk site by site.

## Act three: you

So here we are. [pause] Two sets of people, both looking at the same field, seeing completely different futures. I'm not going to tell you which one is right. I'm going to tell you that the field is waiting.
""", []),
            ("dense", None, """
Picture this, all in one breath, because that's how fast this debate moves: people who want to ban new homes on floodplains say those homes may flood time after time, leaving residents with damage, stress and insurance costs that keep rising, and that the families who move in could find themselves bailing out the same ground floor every few winters, while people against a ban answer that in some towns much of the land left to build on is floodplain, so a ban could make housing shortages worse, that raised floors, flood-resilient materials and drainage could make some new homes safe enough to build, and that local councils may be better placed than national rules to judge the risk one site at a time, so the real question for you and me is not whether the water rises, but how we choose where to stand when it does.
""", [
                ("repetition", "the families who move in could find themselves bailing out the same ground floor every few winters", (0, 1)),
            ]),
            ("closing", None, """
How many of you live within a mile of a river? [pause] Keep your hands up if you checked the flood map before you moved in. (laughter) Yeah. That's about what I expected.

So, should we stop building new homes on floodplains altogether?

Supporters of a ban say homes on a floodplain may be flooded repeatedly, with the damage, the stress and the insurance bills climbing each time. And they say something else, too: every estate built over a floodplain will flood the older neighbourhoods around it.

Opponents see it differently. In some towns, much of the available building land lies on floodplains, so a ban could worsen housing shortages. Raised floors, flood-resilient materials and drainage could make some new homes safe enough to build. And local councils, they argue, may be better placed than national rules to judge the risk site by site.

Here's where I'll leave you. The river doesn't care about our arguments. But the people living next to it will live with whichever one wins.
""", [
                ("exaggeration", "every estate built over a floodplain will flood the older neighbourhoods around it", (0, 1)),
            ]),
        ],
    },
    {
        "id": "default_time_of_use_tariffs",
        "topic": "Making time-of-use electricity tariffs the default for households",
        "query": "Should households be put on time-of-use electricity tariffs by default, with prices that rise and fall depending on the time of day?",
        "perspectives": [
            ("supporters", [
                "Cheaper off-peak prices could encourage people to run appliances and charge cars when the grid is less busy.",
                "Shifting demand away from peaks may reduce the need to build costly new power stations and cables.",
            ]),
            ("critics", [
                "Households that cannot easily shift their use, such as families with young children or people at home all day, could end up paying more.",
                "Many people may find changing prices confusing and hard to keep track of.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Picture this. It's six o'clock on a winter evening. Across the whole country, at the same moment, millions of us get home and switch on the oven, the kettle, the lights, the telly. [pause] The grid feels that. Every single evening.

Now, some people say the answer is to make electricity cost more at six o'clock and less at two in the morning, and to put everyone on that kind of tariff by default.

Supporters say cheaper off-peak prices could nudge people to run the dishwasher or charge the car when the grid is quieter. A price signal, in other words, that could change when we use power.

Critics aren't convinced. Think of families with small children, or someone who's at home all day. They may not be able to move their use around, and they could end up paying more. Many people, critics add, may simply find prices that change through the day confusing and hard to keep track of. Though even the critics grant that moving demand away from the peaks may cut the need for expensive new power stations and cables.

So who should the default be built around: the household that can adapt, or the one that can't? That's not really a question about electricity. It's a question about us.
""", [
                ("side_swap", "even the critics grant that moving demand away from the peaks may cut the need for expensive new power stations and cables", (0, 1)),
            ]),
            ("bullets", None, """
Here's the thing: the clock on your kitchen wall already knows what time it is. The question is whether your electricity bill should.

On the slide, the case for making time-of-use tariffs the default:
- Cheaper off-peak prices could encourage people to run appliances and charge their cars when the grid is less busy.
- If demand moves away from the peaks, we may need fewer costly new power stations and cables.

And the case against:
- Some households can't easily shift when they use power (families with young children, people who are home all day), and they could end up paying more.
- Lots of people may find prices that keep changing confusing and hard to follow.

Four bullet points. [pause] That's the whole fight. And where you land probably depends on whose kitchen you're picturing.
""", []),
            ("numbered", None, """
Let me count this one out on my fingers. (laughter) Supporters first, then critics.

1. Supporters: cheaper prices off-peak could encourage people to put the washing machine on or charge the car when the grid is less busy.
2. Supporters again: if we shift demand away from the peaks, we may not need to build as many expensive new power stations and cables.
3. Critics: some households can't easily move their use, like families with young children or people at home all day, and they could end up paying more, especially on dark winter evenings when the heating, the cooking and the homework all land in the same peak hours.
4. Critics again: many people may find prices that keep changing confusing and hard to track.
5. Critics also warn that a default tariff could let energy companies quietly raise peak prices once customers stop paying attention.

So that's the list. Now, which finger do you raise? [pause] Take your time.
""", [
                ("added_detail", "especially on dark winter evenings when the heating, the cooking and the homework all land in the same peak hours", (1, 0)),
                ("invented_claim", "a default tariff could let energy companies quietly raise peak prices once customers stop paying attention", None),
            ]),
            ("headed", None, """
## The idea

Picture your electricity bill behaving like a train ticket: cheap if you travel at odd hours, expensive at rush hour. Now picture that being the default for every household. [pause] That's the proposal.

## The case for

Supporters say cheaper off-peak prices will get everyone running their appliances and charging their cars when the grid is quiet. And if demand moves away from the peaks, we may not need to build so many costly new power stations and cables.

## The case against

Critics ask you to think about the people who can't move. Families with young children. People who are home all day. They could end up paying more. And many people may find prices that change through the day confusing and hard to keep up with.

## The question

So here's what I'll leave with you. Prices can change what we do, and prices can catch us out. Which of those matters more depends on whose home you're standing in.
""", [
                ("exaggeration", "cheaper off-peak prices will get everyone running their appliances and charging their cars when the grid is quiet", (0, 0)),
            ]),
            ("dense", None, """
Here's the thing, in one long breath: supporters of making time-of-use tariffs the default say cheaper off-peak prices could encourage us to run appliances and charge our cars when the grid is less busy, and that shifting demand away from the peaks may reduce the need for costly new power stations and cables, while critics say households that can't easily shift their use, like families with young children or people at home all day, could end up paying more, and that many people may find changing prices confusing and hard to keep track of, so what you think probably comes down to whether you picture the household that can wait until midnight or the one that can't.
""", []),
            ("closing", None, """
Quick show of hands. Who here has ever run the washing machine at midnight because it was cheaper? [pause] A few of you. And who's never once thought about what time it is when they boil the kettle? (laughter) Right. Most of the room.

That gap is what this debate is about.

Supporters of time-of-use tariffs as the default say lower prices off-peak could encourage people to run appliances and charge cars when the grid isn't busy. Move enough demand away from the peaks, they argue, and we may avoid building some expensive new power stations and cables.

Critics say not everyone can move. Families with young kids, people who are home all day: they may not be able to shift their use, and they could end up paying more. And for many people, they say, prices that keep changing may just be confusing and hard to keep track of.

So the next time you flick the kettle on at six, ask yourself: is that a choice, or is it just your life? The answer may be different for the person next door.
""", []),
        ],
    },
    {
        "id": "remote_peak_limiting_home_devices",
        "topic": "Letting grid operators remotely turn down home EV chargers and heat pumps at peak times",
        "query": "Should electricity grid operators be allowed to remotely turn down home EV chargers and heat pumps when demand peaks?",
        "perspectives": [
            ("grid operators", [
                "Briefly turning down many devices at once could help avoid blackouts on the coldest evenings.",
                "Managing peaks this way may be cheaper than upgrading local cables and substations.",
            ]),
            ("households", [
                "People may worry about a car not being charged or a home getting cold when they need it.",
                "Some households would accept limits if they were paid or given cheaper bills in return.",
            ]),
            ("privacy and consumer groups", [
                "Remote control of devices could expose data about when people are at home.",
                "Clear rules and an easy way to opt out could be needed to keep public trust.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Picture this. It's the coldest night of the year. Half the street is plugged in: heat pumps humming, cars charging on the drive. And somewhere in a control room, someone is watching a line on a screen climb toward the red.

Should that person be allowed to reach into your home and turn your charger down a notch?

Three groups have something to say.

**The grid operators.** Turning down lots of devices at once, just briefly, could help avoid blackouts on the coldest evenings, they say. And handling the peaks this way may cost less than upgrading local cables and substations.

**The households.** People may worry about waking up to a car that isn't charged, or coming home to a house that's gone cold, right when they need it. But here's the thing: some households say they'd accept limits, if they were paid for it or got cheaper bills in return.

**Privacy and consumer groups.** They point out that remote control of your devices could reveal when you're at home and when you're not. And they say clear rules and an easy way to opt out may be needed if the public is going to trust any of this.

[pause]

So: a hand on the dial. Whose hand, and on what terms? That's the conversation we're going to have to have.
""", []),
            ("three_perspectives", None, """
Here's the thing about the electricity grid: nobody thinks about it until the lights go out. (laughter)

So what if, on the worst evenings, the operator could turn your EV charger or heat pump down a little?

From the operators' side, the argument goes like this. Briefly dialling down a lot of devices at once could help keep the lights on during the coldest evenings. And it may be cheaper than upgrading local cables and substations.

From your side, the household's side, it's more complicated. You may worry that the car won't be charged, or that the house will get cold, exactly when you need them. And yet some households say they'd be willing to accept limits if they were paid or given cheaper bills in return.

So it's a trade. Comfort and control on one side, a cheaper and steadier grid on the other. How much of your dial would you trade away, and for what?
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Let me ask you something. [pause] Would you let a stranger adjust your thermostat?

No? What if the stranger was the grid operator, and it was the coldest night of the winter?

That's the debate. And there are three sides to it.

Grid operators say briefly turning down many devices at once could help avoid blackouts on the coldest evenings. They add that managing peaks this way may be cheaper than upgrading local cables and substations. And they say it would also let more wind and solar power onto the grid, because supply and demand could be matched more closely.

Households have their worries. People may fear the car won't be charged, or the home will go cold, just when they need it. And most households say that no payment or discount on their bills would make them accept limits.

Privacy and consumer groups come at it from another angle. Remote control of devices could expose data about when people are home. And clear rules, with an easy way to opt out, could be needed to keep public trust.

So, would you let the stranger in? Hold on to your answer. Then ask the person next to you for theirs.
""", [
                ("invented_claim", "they say it would also let more wind and solar power onto the grid, because supply and demand could be matched more closely", None),
                ("negation", "most households say that no payment or discount on their bills would make them accept limits", (1, 1)),
            ]),
            ("three_perspectives", None, """
Picture a dial. [pause] Just a simple dial, on the wall of a control room, that can turn down thousands of car chargers and heat pumps at once.

Who gets to touch it?

## The people running the grid

For grid operators, the dial is a safety valve. Turning lots of devices down for a short time could help avoid blackouts on the very coldest evenings. And managing peaks like that may cost less than upgrading the cables and substations in your neighbourhood.

## The people at home

For households, the dial is personal. People may worry about a car that isn't charged, or a home that gets cold, when they need it. Some households, though, would accept limits if they were paid or got cheaper bills in return. It's a trade, and some of us would take it.

## The people asking questions

For privacy and consumer groups, the dial is also a window. Remote control could expose data about when people are at home. And clear rules and an easy way to opt out could be needed to keep public trust.

So there's the dial. Safety valve, trade, window. It's all three at once, and that's exactly why it's hard.
""", []),
            ("three_perspectives", None, """
How many of you drive an electric car? [pause] Keep your hand up if you've got a heat pump too. Okay, you lot, this talk is about you. (laughter)

The proposal: let grid operators turn your charger and heat pump down remotely when demand peaks.

The operators make two arguments. First, briefly turning down many devices at once could help avoid blackouts on the coldest evenings. Second, managing peaks this way may be cheaper than upgrading local cables and substations, which in many older suburbs would mean replacing transformers that were sized decades ago for gas-heated homes.

Households are torn. People may worry that the car won't be charged, or the home will be cold, when they need it. Some would accept limits if they were paid or given cheaper bills. And households also say there'd have to be clear rules and an easy way to opt out before they'd trust the scheme.

Privacy and consumer groups raise a different worry: remote control of devices could expose data about when people are at home.

Here's the thing. Everyone in this story wants something reasonable. They just want different things first. Where you start is up to you.
""", [
                ("added_detail", "which in many older suburbs would mean replacing transformers that were sized decades ago for gas-heated homes", (0, 1)),
                ("side_swap", "households also say there'd have to be clear rules and an easy way to opt out before they'd trust the scheme", (2, 1)),
            ]),
            ("three_perspectives", None, """
Picture this. January. A cold snap. Six o'clock. [pause] And the grid is wobbling.

Grid operators say that briefly turning down many home chargers and heat pumps at once could help avoid blackouts on the coldest evenings. Put simply, a small trim across thousands of homes could be what keeps everyone's lights on when the temperature drops.

Now step into the house. Households may worry that the car won't have charged, or the rooms will have gone cold, when they need them. But some would accept limits in exchange for payment or cheaper bills.

And then the privacy and consumer groups step in. Remote control of devices, they say, could expose data about when people are home. Clear rules and an easy way to opt out may be needed to keep the public's trust.

So there it is. A little less power in your home, maybe, for a little more certainty on the grid. Whether that's a fair trade is the kind of question no engineer can answer for you.
""", [
                ("repetition", "a small trim across thousands of homes could be what keeps everyone's lights on when the temperature drops", (0, 1)),
            ]),
        ],
    },
    {
        "id": "managed_retreat_eroding_coast",
        "topic": "Paying residents to relocate from eroding coastlines instead of defending them (managed retreat)",
        "query": "Should governments stop defending some eroding stretches of coast and instead pay residents to move inland?",
        "perspectives": [
            ("coastal residents", [
                "Many families have lived in these communities for generations and could lose homes, livelihoods and a way of life.",
                "Compensation offers may fall well short of what it costs to buy a home elsewhere.",
            ]),
            ("national government and taxpayers' groups", [
                "Sea walls on some stretches could cost more to build and maintain than the homes they protect are worth.",
                "Money spent defending a few villages may be better used protecting larger towns.",
            ]),
            ("environmental groups", [
                "Letting the shoreline move naturally could restore salt marshes that absorb wave energy.",
                "Hard defences in one place can sometimes speed up erosion further along the coast.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Picture this. A village on a cliff. A pub, a church, a row of cottages, and a road that now stops, quite suddenly, a few metres from the edge.

The question is whether we keep building walls to hold the sea back, or whether we pay people to move inland. People call it managed retreat. [pause] The residents have other names for it. (laughter)

## The residents

Many families have lived in these places for generations, and they could lose their homes, their livelihoods and a whole way of life. And the compensation on offer, they say, may fall well short of what it actually costs to buy a home somewhere else.

## Government and taxpayers' groups

On some stretches of coast, sea walls could cost more to build and maintain than the homes behind them are worth. And money spent defending a handful of villages may do more good protecting bigger towns. One government review estimated that around one in five miles of coastline will be too expensive to defend by 2050.

## Environmental groups

They say letting the shoreline move naturally could bring back salt marshes, which soak up wave energy. And hard defences in one spot can sometimes speed up erosion further along the coast.

So here's the question I'll leave you with. When the sea moves, who moves with it? Nobody in this room gets to answer that alone.
""", [
                ("invented_statistic", "One government review estimated that around one in five miles of coastline will be too expensive to defend by 2050", None),
            ]),
            ("three_perspectives", None, """
Here's the thing: this is a debate about a line on a map, and about the people who live on the wrong side of it.

Some places now face a choice. Keep defending, or help people leave.

Talk to the residents first. Many families have lived in these communities for generations; they could lose their homes, their livelihoods, a way of life. And when they look at the compensation, they say it may come nowhere near what a home elsewhere would cost.

Then talk to the people holding the purse, national government and taxpayers' groups. On some stretches, they say, a sea wall could cost more to build and keep up than the homes it protects are worth. And the money spent defending a few villages may be better spent protecting larger towns.

Then talk to the environmental groups. Let the shoreline move on its own, they say, and it could restore salt marshes that absorb the energy of the waves. Hard defences in one place, meanwhile, can sometimes speed up erosion further along the coast.

[pause]

Three conversations. Three reasonable sets of people. And one coastline that isn't waiting for us to agree.
""", []),
            ("three_perspectives", None, """
I want you to imagine you own a house by the sea. [pause] Lovely. Sea views. Now imagine the government writes to you and says: we're not going to repair the wall any more, but here's a cheque to move.

How do you feel?

If you're a coastal resident, you might feel the ground go from under you, and not just metaphorically. (laughter) Many families have been in these communities for generations and could lose their homes, their livelihoods and a way of life. And the cheque? Residents say it will never come close to the cost of buying a home anywhere else.

If you're in national government, or one of the taxpayers' groups, you'd look at it differently. Sea walls on some stretches could cost more to build and maintain than the homes behind them are worth. And money spent defending a few villages may do more good protecting larger towns.

If you're with an environmental group, you'd point out that hard defences in one place can sometimes speed up erosion further along the coast.

So: that letter on your doormat. Everyone in this room would read it differently. And that's the debate.
""", [
                ("exaggeration", "Residents say it will never come close to the cost of buying a home anywhere else", (0, 1)),
                ("omitted_argument", None, (2, 0)),
            ]),
            ("three_perspectives", None, """
Picture a salt marsh. Grey-green, flat, full of birds. Now picture a sea wall. [pause] Now picture the village behind it.

Which one do you protect?

**Coastal residents** say many families have lived in these communities for generations, and managed retreat could cost them their homes, their livelihoods and a way of life. They also warn that compensation may fall well short of the price of a home elsewhere.

**National government and taxpayers' groups** say that on some stretches, sea walls could cost more to build and maintain than the homes they protect are worth, and that money spent defending a few villages may be better used protecting larger towns.

**Environmental groups** say letting the shoreline move naturally could restore salt marshes, the kind that absorb wave energy. And they note that hard defences in one place can sometimes speed up erosion further down the coast.

Marsh, wall, village. Everyone in this debate is protecting something. The argument is about what comes first.
""", []),
            ("three_perspectives", None, """
Here's the thing. Somewhere on a coastline near you, there's a sea wall that someone will have to decide whether to rebuild. [pause] And that decision is harder than it sounds.

Let's hear from two of the voices in that room.

First, national government and the taxpayers' groups. On some stretches, they argue, sea walls could cost more to build and maintain than the homes they protect are worth. And the money spent defending a few villages may be better used protecting larger towns.

Second, the environmental groups. Their point is that letting the shoreline move naturally could restore salt marshes, and salt marshes absorb wave energy. They also say hard defences in one place can sometimes speed up erosion further along the coast.

So, costs on one side, nature on the other. Where would you draw the line? Because the sea is already drawing one.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("three_perspectives", None, """
Picture this. You're standing on a beach at low tide, and there, in the sand, are the foundations of a house. [pause] Someone lived there once.

That's where the managed retreat debate begins.

Coastal residents will tell you that many families have lived in these places for generations, and that they could lose their homes, their livelihoods and their way of life. They'll also tell you the compensation on offer may fall well short of what it costs to buy a home elsewhere.

National government and taxpayers' groups will tell you that sea walls on some stretches could cost more to build and maintain than the homes they protect are worth, and that the money spent defending a few villages might be better spent protecting larger towns.

Environmental groups will tell you that a shoreline left to move naturally could restore salt marshes that absorb wave energy, and that hard defences in one spot can sometimes speed up erosion further along the coast.

Here's the thing: they're all standing on the same beach. They're just looking in different directions.
""", []),
        ],
    },
]
