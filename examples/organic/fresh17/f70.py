"""Fresh17 batch f70 (written by a separate writer): Converting a town-centre one-way gyratory back to two-way traffic; Free first-hour parking in town-centre council car parks; Keeping secondary pupils on site at lunchtime; Floodlighting council park pitches for winter evenings."""

TOPICS = [
    {
        "id": "gyratory_back_to_two_way",
        "topic": "Converting a town-centre one-way gyratory back to two-way traffic",
        "query": "Should the town's one-way gyratory system be converted back to two-way traffic?",
        "perspectives": [
            ("residents", [
                "Two-way streets could make journeys across town shorter, as drivers would no longer have to loop round the whole system.",
                "Slower two-way traffic may make the streets feel safer for walking and cycling.",
            ]),
            ("town-centre traders", [
                "Shops on the gyratory could get more passing trade if drivers can see them from both directions.",
                "Months of roadworks during the conversion could keep customers away.",
            ]),
            ("highway engineers", [
                "The conversion would be costly and would need new traffic signals at most junctions.",
                "Two-way junctions may cause longer queues at peak times than the current one-way flow.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Good morning, and thanks for all your calls on this one. The question this morning was whether the gyratory round the town centre should go back to ordinary two-way traffic, and blimey, you had plenty to say.

Our first caller, Sandra from the Northfield estate, told us she's sick of going all the way round the system just to get to the other side of town. Two-way streets, she reckons, could make those journeys a good deal shorter. She also said that if the traffic slowed down a bit with cars going both ways, the streets might feel safer for walking and cycling, which matters to her with two kids on bikes.

Then Raj, who has the hardware shop on Bridge Street, rang in from behind the counter. His view is that shops on the gyratory could get more passing trade if drivers could actually see them from both directions. But he was honest about the worry too: months of roadworks while they convert it could keep customers away, and that's a long time for a small business.

And we had a call from Helen, who used to work in highways for the county. She said people shouldn't underestimate the bill: it would be an expensive job, with new traffic signals needed at most of the junctions. And she warned that two-way junctions might actually mean longer queues at peak times than the one-way flow we've got now.

That's all we've got time for on the gyratory. Keep the texts coming and we'll read a few more after the news.
""", []),
            ("three_perspectives", None, """
Right, we've been talking gyratory all morning, so let me round up what you've been saying.

First on the line was Dave from Millbrook Road, speaking, as he put it, for the people who actually live round here. He said going two-way would mean shorter trips across town, no more looping right round the system. And he thinks slower traffic in both directions could make it feel safer to be on foot or on a bike. Dave also reckoned the shops on the gyratory could do better, because drivers coming both ways would be able to see them and might pull in.

Then we had Carol, who runs the florist's near the bus station. Her big fear is the works themselves: she said months of digging up the road could keep customers away, and she's not sure the smaller shops could ride that out.

And a few listeners who work in highways texted in with the technical side. One said the conversion wouldn't come cheap, since most junctions would need brand new signals. Another pointed out that two-way junctions could mean longer queues at rush hour than the current one-way flow.

That's all we've got time for. Thanks, everyone, for ringing in.
""", [
                ("side_swap", "Dave also reckoned the shops on the gyratory could do better, because drivers coming both ways would be able to see them and might pull in", (1, 0)),
            ]),
            ("three_perspectives", None, """
Well, the phones have been ringing off the hook about the gyratory, so here's a flavour of it.

Let's start with Tony, a retired traffic engineer from Eastgate, because he was first through. Tony said the council needs to be realistic: turning the system two-way would cost a fair bit, and you'd be looking at new signals on most of the junctions. He also thought the two-way junctions might end up with longer peak-time queues than we get with the one-way flow.

Then Priya, who runs the bakery on the gyratory itself, rang in with mixed feelings. On the one hand, if drivers could see her window from both directions, she thinks she could pick up more passing trade. On the other, months of roadworks during the changeover could frighten customers off.

And finally Jean from the flats by the park. She said for residents it's simple: two-way streets could cut journeys across town, because you wouldn't have to go all the way round the loop. And with traffic moving more slowly, the place might feel safer for walking and cycling.

That's all we've got time for this hour. Back after the travel news.
""", []),
            ("three_perspectives", None, """
Morning all. We asked whether the gyratory should go back to two-way, and here's what came in.

Our first caller, Sandra from the Holmwood estate, said she'd be all for it, because two-way streets could save her a long loop round the whole system every time she nips across town.

Then Mike, who runs a café on the gyratory, rang in to say it's a bit of a double-edged sword for traders. Shops on the gyratory could get more passing trade if people driving both ways can see them, but months of roadworks during the conversion could keep customers away in the meantime.

A few listeners who say they work in highways texted in to point out that it's not a cheap job, with new signals needed at most junctions. One of them said a council study found that converting similar systems elsewhere had added around forty per cent to rush-hour journey times. They also warned that two-way junctions may cause longer queues at peak times than the current one-way flow.

That's all we've got time for on this one. Thanks for your calls.
""", [
                ("invented_statistic", "One of them said a council study found that converting similar systems elsewhere had added around forty per cent to rush-hour journey times", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("three_perspectives", None, """
Quite a mix of views on the gyratory today, so let me try and sum it up before the news.

The residents who called, and there were a lot of you, mostly liked the idea. Kev from Station Road put it best: go two-way and you don't have to circle the whole system to get across town, so journeys could be shorter. And Margaret from Chapel Lane added that traffic going slower in both directions might make the streets feel safer for people walking and cycling.

The traders were more torn. Ali, who has the phone repair shop on the loop, thinks being visible to drivers from both directions could bring more passing trade, but he's worried that months of roadworks could keep customers away while the work goes on.

And then we had Graham, an engineer who's worked on schemes like this, sounding a note of caution. He said it would cost a lot and need new signals at most junctions, and two-way junctions might end up causing longer peak-time queues than the one-way system does.

That's all we've got time for. Do keep texting in.
""", []),
            ("three_perspectives", None, """
Now then, the gyratory. You've been calling in all morning, so here's where we've got to.

First up was Linda from the Parkside estate. For her, going two-way could make getting across town much quicker, with no need to loop round the whole system. She also said slower, two-way traffic may make the streets feel safer to walk and cycle along.

Then Steve, who runs the butcher's on the one-way stretch, rang to say he could see it bringing in more passing trade, because drivers could spot his shop from either direction. His worry is the months of roadworks, which he fears could keep customers away.

And our last caller, Phil, said he'd worked in highways for the county. He warned it would be a costly job, needing new signals at most junctions, but he didn't think two-way junctions would make peak-time queues any worse than the current one-way flow.

That's all we've got time for. Thanks for listening, and thanks for calling.
""", [
                ("negation", "he didn't think two-way junctions would make peak-time queues any worse than the current one-way flow", (2, 1)),
            ]),
        ],
    },
    {
        "id": "free_first_hour_town_parking",
        "topic": "Free first-hour parking in town-centre council car parks",
        "query": "Should the council make the first hour free in its town-centre car parks?",
        "perspectives": [
            ("supporters", [
                "A free first hour could tempt shoppers back from out-of-town retail parks.",
                "Quick errands, such as a trip to the chemist or the bank, would become cheaper and easier.",
            ]),
            ("critics", [
                "The council would lose parking income that helps fund other local services.",
                "Free parking may encourage more short car trips and add to congestion in the centre.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Good afternoon. We've been asking whether the first hour in the council's town-centre car parks should be free, and you've not been shy.

Our first caller was Bev, who has the gift shop in the arcade. She's convinced a free first hour will bring shoppers flooding back from the out-of-town retail parks. She also said it would make quick errands, popping into the chemist or the bank, cheaper and a lot less hassle. Then John from Greenhill rang in to say he's not so sure. He pointed out that the council would be giving up parking income that goes towards other local services, and he worried that free parking may just encourage more short car journeys and clog up the centre even further. That's all we've got time for on parking, but the lines stay open.
""", [
                ("exaggeration", "She's convinced a free first hour will bring shoppers flooding back from the out-of-town retail parks", (0, 0)),
            ]),
            ("bullets", None, """
Loads of texts on free first-hour parking, so here's a quick round-up of what you've been telling us:

- Tracey, who runs the nail bar on Market Street, thinks a free hour could lure shoppers back from the out-of-town retail parks.
- Den from Ashfield said it would make the quick jobs, the chemist, the bank, that bit cheaper and easier.
- Paul, who used to sit on the council, reminded us the council would lose parking money that helps pay for other services.
- And a listener called Ruth texted to say free parking may mean more short car trips and more congestion in the middle of town.

That's all we've got time for. Back after this.
""", []),
            ("headed", None, """
Here's how the free parking debate went on this morning's show.

For it
Our first caller, Gail, who has the card shop by the clock tower, told us a free first hour could tempt shoppers back from the out-of-town retail parks. And Norman from Lea Road said nipping in to the chemist or the bank would become cheaper and easier.

Against it
Then Mike, who runs a café on the high street, rang in, and surprisingly he wasn't keen. He said the council would lose parking income that helps pay for things like keeping the public toilets and the library open. A few listeners texted in to point out that free parking may encourage more short car trips and add to congestion in the centre. One of them added that some drivers would just shuffle their cars round every hour to avoid ever paying.

That's all we've got time for on that one.
""", [
                ("added_detail", "helps pay for things like keeping the public toilets and the library open", (1, 0)),
                ("invented_claim", "One of them added that some drivers would just shuffle their cars round every hour to avoid ever paying", None),
            ]),
            ("numbered", None, """
Free first-hour parking, then, and I have to say the callers this morning were mostly on the same side.

1. Our first caller, Pam from the estate, told us a free hour could tempt people back into the town centre rather than driving off to the out-of-town retail parks.
2. Then Ollie, who has the barber's on Church Street, rang in to say it would make the quick errands, the chemist, the bank, cheaper and easier.

That's all we've got time for, folks. More after the break.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
Quick summary before the news, because the free parking question lit up the switchboard: Shaz from the Woodlands estate and Terry, who runs the shoe repairer's on Castle Street, both reckon a free first hour could pull shoppers back from the out-of-town retail parks and make quick errands like the chemist or the bank cheaper and easier, while Maureen, who used to work in the council's finance office, warned the council would lose parking income it relies on for other services, and a cyclist called Dan texted to say free parking may just encourage more short car trips and add to congestion in the centre. That's all we've got time for.
""", []),
            ("closing", None, """
Let me wrap up the parking debate, because it's been a good one.

Our first caller, Lorraine, who runs the wool shop off the square, told us a free first hour could tempt shoppers away from the out-of-town retail parks and back into the centre.

Then Geoff from Riverside rang in firmly against. He said the council would be throwing away parking income that helps fund other local services, and that free parking may simply encourage more short car trips and more congestion in town. Even Geoff admitted, mind you, that it would make quick errands like the chemist or the bank cheaper and easier.

It's one of those where both sides have a point, and it'll be up to the council in the end. That's all we've got time for.
""", [
                ("side_swap", "Even Geoff admitted, mind you, that it would make quick errands like the chemist or the bank cheaper and easier", (0, 1)),
            ]),
        ],
    },
    {
        "id": "secondary_lunchtime_stay_on_site",
        "topic": "Keeping secondary pupils on site at lunchtime",
        "query": "Should the local secondary school stop pupils leaving the site at lunchtime?",
        "perspectives": [
            ("supporters", [
                "Keeping pupils on site could stop them buying junk food from nearby takeaways.",
                "Schools would know where pupils are, which some parents say feels safer.",
                "It may cut complaints from neighbours about litter and crowds at lunchtime.",
            ]),
            ("critics", [
                "Older pupils could lose a chance to learn independence and manage their own time.",
                "Local cafés and shops may lose a steady lunchtime trade.",
            ]),
        ],
        "variants": [
            ("prose", None, """
This morning we asked about the idea of keeping pupils at Hillcrest on site at lunchtime, and the phones were busy.

Our first caller, Sandra from the estate, told us she's all for it. She reckons keeping the kids inside the gates could stop them piling into the takeaways near the school for junk food. She also said there's a peace of mind thing: the school would know where the pupils are, and she and a few other parents she knows say that feels safer. Then Ron, who lives on the road right by the school gates, rang in to say it may cut down on the litter and the crowds at dinner time that the neighbours keep complaining about.

But not everyone agreed. Jasmine, who's in the sixth form herself, called to say older pupils could lose a chance to learn a bit of independence and manage their own time. And Mike, who runs a café on the high street, rang in to say local cafés and shops like his may lose a steady lunchtime trade.

That's all we've got time for on school lunches. Thanks for calling.
""", []),
            ("bullets", None, """
Here's a round-up of what you said about keeping pupils in at lunchtime:

- Our first caller, Denise from Oakfield, said keeping them on site could stop pupils filling up on junk food from the takeaways round the school.
- Kelvin, a dad from Moor Lane, said at least the school would know where the kids are, and some parents, him included, say that feels safer.
- A few listeners texted in to say the real point is healthy eating: if the kids can't get out, they can't spend their dinner money on takeaway rubbish from round the corner.
- Then Abbie, who's in year eleven, rang to say older pupils could miss out on learning independence and managing their own time.
- And Sue, who has the sandwich bar by the school, told us local cafés and shops like hers may lose a steady lunchtime trade.

That's all we've got time for. More calls after the news.
""", [
                ("repetition", "A few listeners texted in to say the real point is healthy eating: if the kids can't get out, they can't spend their dinner money on takeaway rubbish from round the corner", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
Right, the lunchtime lock-in, as one texter called it. Here's what you told us, in the order you rang:

1. Gary from Fernside said the school would always know where the pupils are, and some parents, his wife included, say that makes them feel safer.
2. Then Nadia, who runs the bakery on Station Parade, rang in to say the cafés and shops round the school may lose a steady bit of lunchtime trade.
3. Tom, a retired teacher, said older pupils could lose the chance to learn independence and how to manage their own time.
4. Pat, who lives opposite the school, said it may cut the complaints from neighbours like her about litter and crowds at lunchtime.
5. And Leanne from the estate reckons keeping them on site could stop them buying junk food from the takeaways nearby.

That's all we've got time for this morning.
""", []),
            ("headed", None, """
Plenty of you had views on keeping pupils on site at lunchtime, so here's the round-up.

The case for
Our first caller, Sharon from the Beechwood estate, said keeping pupils in could stop them buying junk food from the takeaways near the school. Then Derek, whose house backs onto the school field, rang in to say it may cut the complaints from neighbours about litter and crowds at lunchtime. And a few listeners texted in to say the school would know where the pupils are, which some parents find reassuring.

The case against
Then Mo, who runs the corner shop on Albert Road, rang in to say local cafés and shops may lose a steady lunchtime trade. And Kirsty, whose daughter is in the sixth form, said older pupils could lose a chance to learn independence and manage their own time. She also pointed out that the canteen queues could get so long that some kids wouldn't get time to eat at all.

That's all we've got time for.
""", [
                ("invented_claim", "She also pointed out that the canteen queues could get so long that some kids wouldn't get time to eat at all", None),
            ]),
            ("closing", None, """
Let me sum up the lunchtime debate before we go to the travel.

Our first caller, Brenda from the estate, said keeping pupils on site could stop them buying junk food from nearby takeaways. Then Mark, a dad of two, said the school would at least know where the kids are, though he added that hardly any parents he knows feel any safer for it. And Pauline, who lives opposite the gates, was sure it would put an end to the neighbours' complaints about litter and crowds at lunchtime.

On the other side, Josh, a year twelve pupil, rang in to say older pupils could lose a chance to learn independence and manage their own time. And Mike, who runs a café round the corner, said local cafés and shops may lose a steady lunchtime trade.

It's a tricky one, and there's sense on both sides. That's all we've got time for.
""", [
                ("negation", "though he added that hardly any parents he knows feel any safer for it", (0, 1)),
                ("exaggeration", "was sure it would put an end to the neighbours' complaints about litter and crowds at lunchtime", (0, 2)),
            ]),
            ("dense", None, """
Quick one before the news on pupils staying in at lunchtime: Carol from the estate said it could stop kids buying junk food from nearby takeaways, Steve from the PTA said the school would know where pupils are and some parents say that feels safer, and Mrs Hughes on School Lane said it may cut neighbours' complaints about litter and crowds at lunchtime, while Jade in year thirteen texted to say older pupils could lose a chance to learn independence and manage their own time, and Ade, who has the café by the bus stop, said local cafés and shops may lose a steady lunchtime trade. That's all we've got time for.
""", []),
        ],
    },
    {
        "id": "floodlit_park_pitches",
        "topic": "Floodlighting council park pitches for winter evenings",
        "query": "Should the council install floodlights on the park's football pitches so they can be used on winter evenings?",
        "perspectives": [
            ("supporters", [
                "Floodlights would let clubs and young people keep playing after school through the winter.",
                "Hiring out the pitches in the evenings could bring the council some extra income.",
            ]),
            ("nearby residents", [
                "Bright lights late into the evening could spill into nearby homes and gardens.",
                "Evening matches may bring more noise and parking on surrounding streets.",
                "Floodlights could disturb bats and other wildlife in the park.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Here's the round-up from this morning's floodlights debate.

The footballing folk
Our first caller, Lee, who coaches an under-twelves side, told us floodlights would let clubs and youngsters keep playing after school right through the winter. Then Angela from the friends of the park group rang in to say hiring the pitches out in the evenings could bring the council some extra income from the five-a-side leagues that currently have to travel to the next town.

The neighbours
A few listeners who live round the park texted in to point out that bright lights late into the evening could spill into their homes and gardens. Jim from Park Terrace said evening matches may bring more noise and more cars parked on the surrounding streets. And Sally, who leads the bat walks in the summer, said floodlights could disturb bats and other wildlife in the park.

That's all we've got time for on that one.
""", [
                ("added_detail", "from the five-a-side leagues that currently have to travel to the next town", (0, 1)),
            ]),
            ("prose", None, """
Floodlights in the park, then. Should the council put them up on the football pitches so they can be used on winter evenings? Here's what you told us.

Our first caller, Darren, who runs a junior football club, said it's a no-brainer for him: the lights would let clubs and young people carry on playing after school all through the winter. And Maxine, who sits on the parish council, rang in to say hiring out the pitches of an evening could bring the council a bit of extra money.

Then Eileen, whose back garden looks onto the park, told us she's worried bright lights late into the evening could shine into nearby homes and gardens, hers included. Her neighbour Stan said evening matches may mean more noise and more parking on the streets round about. And a few listeners texted in to point out that the floodlights could disturb the bats and other wildlife in the park.

That's all we've got time for. Thanks for all your calls.
""", []),
            ("bullets", None, """
Floodlights on the park pitches got you talking. Here's the gist:

- Our first caller, Wayne, who runs a Sunday league side, said floodlights would let clubs and kids keep playing after school through the winter months. He said a county FA survey found that two in three junior teams in the area stop training altogether between November and February.
- Sue from the leisure committee reckons hiring out the pitches in the evenings could bring in some extra income for the council.
- Then Jenny from Meadow Close rang in to say bright lights late into the evening could spill into nearby homes and gardens.
- Barry, also on Meadow Close, said evening games may bring more noise and more parking on the surrounding streets.
- And a few listeners texted in to point out that floodlights could disturb bats and other wildlife in the park.

That's all we've got time for.
""", [
                ("invented_statistic", "He said a county FA survey found that two in three junior teams in the area stop training altogether between November and February", None),
            ]),
            ("dense", None, """
Right, floodlights, quickly: Rob, who coaches a girls' under-fourteens team, said lights would let clubs and young people keep playing after school through the winter; Carole on the town council added that hiring the pitches out in the evenings could bring in some extra income; but Bill from Linden Avenue worried that bright lights late into the evening could spill into nearby homes and gardens, and his neighbour Maggie said evening matches may bring more noise and parking on the surrounding streets. That's all we've got time for, back after this.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Let's go through the floodlight calls one by one.

1. Our first caller, Michelle from the estate, said floodlights would mean her lad and his mates could keep playing after school through the winter, and the local clubs could too.
2. Then Ken, a retired council officer, said hiring the pitches out in the evenings could earn the council some extra income.
3. Fiona, who lives on the edge of the park, said bright lights late into the evening could spill into nearby homes and gardens.
4. Her neighbour Raymond said evening matches may bring more noise and extra parking on the surrounding streets.
5. And a few listeners texted in to point out the floodlights could disturb bats and other wildlife living in the park.

That's all we've got time for this morning.
""", []),
            ("closing", None, """
Last one before we go: the floodlights.

Our first caller, Craig, who runs a youth football club, said floodlights would let clubs and young people play on after school through the winter. Then Janet from the council's leisure team said hiring out the pitches in the evenings could bring the council a bit of extra income.

But the neighbours weren't having it. Doreen, who lives on the park's edge, said the lights will flood into every house and garden backing onto the park late into the evening. Her husband Keith said evening matches may bring more noise and more parking on the surrounding streets, with games going on until ten o'clock every night. And a few listeners texted to say floodlights could disturb bats and other wildlife in the park.

It's a real balancing act, this one, and we'll follow it up when the council decides. That's all we've got time for.
""", [
                ("exaggeration", "the lights will flood into every house and garden backing onto the park late into the evening", (1, 0)),
                ("added_detail", "with games going on until ten o'clock every night", (1, 1)),
            ]),
        ],
    },
]
