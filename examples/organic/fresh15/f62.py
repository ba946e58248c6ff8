"""Fresh15 batch f62 (written by a separate writer): Handing branch libraries over to volunteer community groups; Making a peak-hours bus lane operate all day; Capping the share of shared houses (HMOs) on a street; Replacing the town's fireworks display with a drone light show."""

TOPICS = [
    {
        "id": "volunteer_run_branch_libraries",
        "topic": "Handing branch libraries over to volunteer community groups",
        "query": "Should the council hand its smaller branch libraries over to volunteer-run community groups to save money?",
        "perspectives": [
            ("the council", [
                "Transferring branch libraries to volunteers could save money that would otherwise mean closing some branches altogether.",
                "Community groups may be able to open the buildings at times that suit local people better.",
            ]),
            ("library campaigners", [
                "Volunteers may lack the training that qualified librarians bring to helping children read and people get online.",
                "Volunteer-run libraries in poorer areas may struggle to find enough helpers and close anyway.",
                "Handing libraries over could weaken the council's statutory duty to provide a comprehensive library service.",
            ]),
            ("local volunteer groups", [
                "Running the library could give residents a real sense of ownership over a local space.",
                "Groups would need ongoing council support with books, computers and building costs to keep going.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Good evening, everyone, and thank you for coming. Tonight's question is whether the council should hand its smaller branch libraries over to community groups run by volunteers. Let me set out where people stand.

The council has told us that transferring the branches to volunteers could save money that would otherwise have to be found by closing some of them altogether. It also suggests that community groups may be able to open the buildings at times that suit local people better.

Library campaigners have real concerns. They say volunteers may not have the training that qualified librarians bring to helping children learn to read and helping people get online. They worry that volunteer-run libraries in poorer areas may struggle to find enough helpers and end up closing anyway. And they argue that handing the libraries over could weaken the council's statutory duty to provide a comprehensive library service.

We've also heard from the volunteer groups who might take these buildings on. They say running a library could give residents a real sense of ownership over a local space, but that they would need ongoing support from the council with books, computers and building costs to keep going.

Tonight we'll hear from all three. With that, I'll open the floor.
""", []),
            ("three_perspectives", None, """
Good evening, everyone, and thank you for coming out. We're here to talk about the future of our branch libraries, and in particular the proposal to pass the smaller ones to community groups run by volunteers.

Let me set out where people stand. Those in favour, chiefly the council, have told us that a transfer could save money that would otherwise mean shutting some branches outright. They add that local groups may be able to set opening hours that suit residents better than the current timetable does.

Library campaigners see it differently. Their first concern is skills: volunteers may lack the training qualified librarians bring, whether that's helping a child learn to read or helping someone get online. Their second is fairness, since volunteer-run libraries in poorer areas may struggle to recruit enough helpers and could close anyway. A survey they carried out last year found that around a third of community-run libraries had cut their opening hours within two years. Finally, they argue that a handover could weaken the council's statutory duty to provide a comprehensive library service.

Tonight we'll hear from both sides of that argument. With that, I'll open the floor.
""", [
                ("omitted_perspective", None, 2),
                ("invented_statistic", "A survey they carried out last year found that around a third of community-run libraries had cut their opening hours within two years", None),
            ]),
            ("three_perspectives", None, """
Good evening, everyone, and thank you for coming. I know many of you feel strongly about this, so let me set out, as fairly as I can, where people stand on handing our branch libraries to volunteer groups.

Those in favour, principally the council, have told us that the transfer will save the money that would otherwise have to come from closing branches altogether. They also believe community groups may be able to open at times that better suit local people.

The library campaigners raise several concerns. Volunteers, they say, may not have the training that qualified librarians bring to helping children read and helping people online. Volunteer-run libraries in poorer areas may struggle to find enough helpers and close anyway. And a handover could weaken the council's statutory duty to provide a comprehensive service. The campaigners also point out that the groups would need continuing council support with books, computers and the running costs of the buildings just to keep going.

For their part, the volunteer groups say that running the library could give residents a real sense of ownership over a local space.

Tonight we'll hear from each of these groups in turn. With that, I'll open the floor.
""", [
                ("exaggeration", "the transfer will save the money that would otherwise have to come from closing branches altogether", (0, 0)),
                ("side_swap", "The campaigners also point out that the groups would need continuing council support with books, computers and the running costs of the buildings just to keep going", (2, 1)),
            ]),
            ("three_perspectives", None, """
Good evening, and thank you all for being here. The question before us is whether our smaller branch libraries should be run by volunteer community groups rather than by the council. Let me set out where people stand, starting with the people who would actually be doing the running.

The volunteer groups have told us that taking on a library could give residents a genuine sense of ownership of a space in their own neighbourhood. They've been equally clear, though, that they couldn't do it alone: they'd need the council's continued help with books, computers and the costs of the buildings.

The council's case is essentially a financial one. Handing branches over could save money that might otherwise only be found by closing some of them, and community groups may be able to keep the doors open at hours that suit local people better.

Library campaigners are opposed. They argue that volunteers may not have the training qualified librarians bring, for instance in helping children with reading or people getting online; that in poorer areas, volunteer-run libraries may not find enough helpers and could close anyway; and that a handover could water down the council's statutory duty to provide a comprehensive library service.

Tonight we'll hear from the council, the campaigners and the volunteer groups. With that, I'll open the floor.
""", []),
            ("three_perspectives", None, """
Good evening, everyone, and thank you for coming. Let me set out where people stand on the plan to hand some of our branch libraries to volunteer-run groups.

Those in favour, led by the council, have told us that the transfer could save money that would otherwise mean closing some branches altogether. They also say community groups may be able to open at times that work better for local people.

Library campaigners have two main worries. The first is that volunteers may lack the training qualified librarians bring to helping children read and helping people get online. The second is that volunteer-run libraries in poorer areas may struggle to find enough helpers and close anyway. They're less worried about the legal side, accepting that a handover wouldn't in itself weaken the council's statutory duty to provide a comprehensive library service.

And we've heard from the volunteer groups themselves. Running the library, they say, could give residents a real sense of ownership over a local space, although they would need ongoing council support with books, computers and building costs if they're to keep going.

Tonight we'll hear from all of them. With that, I'll open the floor.
""", [
                ("negation", "accepting that a handover wouldn't in itself weaken the council's statutory duty to provide a comprehensive library service", (1, 2)),
            ]),
            ("three_perspectives", None, """
Good evening, everyone, and thank you for coming. Tonight is about our branch libraries and whether the smaller ones should pass to volunteer community groups. Let me set out where people stand.

The council has told us that a transfer could save money that would otherwise mean closing some branches altogether, and that community groups may be able to open the buildings at times that suit local people better.

Library campaigners are worried that volunteers may lack the training that qualified librarians bring to helping children read and people get online. They fear that volunteer-run libraries in poorer areas may struggle to find enough helpers and close anyway, and they say a handover could weaken the council's statutory duty to provide a comprehensive library service. Put simply, they don't believe goodwill alone can stand in for a professional's expertise with young readers or with people who are new to computers.

The volunteer groups, meanwhile, have made clear that they would need ongoing council support with books, computers and building costs to keep going.

Tonight we'll hear from all three groups. With that, I'll open the floor.
""", [
                ("repetition", "Put simply, they don't believe goodwill alone can stand in for a professional's expertise with young readers or with people who are new to computers.", (1, 0)),
                ("omitted_argument", None, (2, 0)),
            ]),
        ],
    },
    {
        "id": "all_day_bus_lane_main_road",
        "topic": "Making a peak-hours bus lane operate all day",
        "query": "Should the bus lane on the town's main road operate all day instead of only at peak hours?",
        "perspectives": [
            ("supporters", [
                "An all-day bus lane could make buses more reliable outside the rush hour.",
                "More punctual buses may persuade some drivers to leave their cars at home.",
                "Cyclists, who are allowed to use the bus lane, could have a safer route for more of the day.",
            ]),
            ("local businesses", [
                "Losing off-peak loading on the main road could make deliveries harder for shops.",
                "Customers who drive may shop elsewhere if they can no longer stop outside.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Good evening, everyone, and thank you for coming. The proposal in front of us is to make the bus lane on the main road operate all day, rather than only at peak times. Let me set out where people stand.

Those in favour have told us that an all-day lane could make buses more reliable outside the rush hour, and that more punctual buses may persuade some drivers to leave their cars at home. They also point out that cyclists, who are allowed to use the bus lane, could have a safer route for more of the day.

We've also heard, from the business community, that losing off-peak loading on the main road could make deliveries harder for shops, and that customers who drive may go elsewhere if they can no longer stop outside.

Tonight we'll hear from both. With that, I'll open the floor.
""", []),
            ("closing", None, """
Good evening, everyone, and thank you for coming. Let me set out where people stand on extending the hours of the main road bus lane so that it runs all day.

Those in favour have told us that buses could become more reliable outside the rush hour, and that if they run more punctually, some drivers may be persuaded to leave the car at home. Cyclists, who can already use the lane, could have a safer route for more of the day. Some have also argued that an all-day lane would make it easier for ambulances and fire engines to get through at any hour.

We've also heard, from the business community, that losing off-peak loading on the main road could make deliveries harder for shops, particularly the butchers and greengrocers who take their deliveries mid-morning. And traders worry that customers who drive may shop elsewhere if they can no longer stop outside.

There are reasonable points on both sides here, and I'd ask that we hear each other out. With that, I'll open the floor.
""", [
                ("invented_claim", "Some have also argued that an all-day lane would make it easier for ambulances and fire engines to get through at any hour.", None),
                ("added_detail", "particularly the butchers and greengrocers who take their deliveries mid-morning", (1, 0)),
            ]),
            ("dense", None, """
Good evening, and thank you for coming. Tonight's question is whether the main road bus lane should run all day. Let me set out where people stand. Supporters say an all-day lane could make buses more dependable outside the rush hour; that more punctual buses may tempt some drivers out of their cars; and that cyclists, who are permitted in the lane, could have a safer route for more of the day. Local businesses are worried on two counts: losing off-peak loading on the main road could make deliveries to shops harder, and customers who drive may take their trade elsewhere if they can't stop outside. Tonight we'll hear from supporters and from traders. With that, I'll open the floor.
""", []),
            ("prose", None, """
Good evening, everyone, and thank you for coming. We're here to discuss whether the bus lane on the main road should operate all day instead of only at peak hours. Let me set out where people stand.

Those in favour have told us that an all-day bus lane could make buses more reliable once the rush hour is over. In their view, more punctual buses may then persuade some drivers to leave their cars at home.

We've also heard, from the business community, that losing off-peak loading on the main road could make deliveries harder for shops. They're less concerned about footfall, believing that most customers who drive would keep coming even if they could no longer stop outside.

Tonight we'll hear from both sides. With that, I'll open the floor.
""", [
                ("omitted_argument", None, (0, 2)),
                ("negation", "They're less concerned about footfall, believing that most customers who drive would keep coming even if they could no longer stop outside.", (1, 1)),
            ]),
            ("numbered", None, """
Good evening, everyone, and thank you for coming. Before we begin, let me set out where people stand on running the main road bus lane all day.

Those in favour have made two points. First, an all-day lane could make buses more reliable outside the rush hour. Second, more punctual buses may encourage some drivers to leave their cars at home.

Business owners, for their part, accept that cyclists could have a safer route for more of the day, but they have two concerns of their own. First, losing off-peak loading on the main road could make deliveries harder for shops. Second, customers who drive may shop elsewhere if they can no longer stop outside.

Tonight we'll hear from both. With that, I'll open the floor.
""", [
                ("side_swap", "Business owners, for their part, accept that cyclists could have a safer route for more of the day", (0, 2)),
            ]),
            ("closing", None, """
Good evening, everyone, and thank you for joining us. The question tonight is a simple one to state: should the main road bus lane run all day, not just at peak times? Let me set out where people stand.

We've heard, from the business community, that losing the off-peak loading on the main road could make it harder for shops to take deliveries. Traders also fear that customers who drive may shop somewhere else if they can no longer pull up outside.

Those in favour have told us that an all-day lane could make buses more reliable outside the rush hour, and that more punctual buses may persuade some drivers to leave the car at home. They add that cyclists, who are allowed in the bus lane, could have a safer route for more of the day.

Both sides care about the health of the town centre, even if they see it differently. With that, I'll open the floor.
""", []),
        ],
    },
    {
        "id": "hmo_concentration_cap",
        "topic": "Capping the share of shared houses (HMOs) on a street",
        "query": "Should the council refuse new shared houses (HMOs) on streets where they already make up more than a set share of homes?",
        "perspectives": [
            ("supporters", [
                "A cap could help keep a balance between families and short-term sharers in a neighbourhood.",
                "Streets with many shared houses may see more problems with rubbish, parking and noise.",
            ]),
            ("critics", [
                "Shared houses provide some of the cheapest rooms available to young workers and students.",
                "A cap could push shared houses into neighbouring streets and simply move the problem along.",
                "Rents for the remaining shared rooms could rise if new supply is limited.",
            ]),
        ],
        "variants": [
            ("dense", None, """
Good evening, everyone, and thank you for coming. Tonight we're discussing whether the council should refuse new shared houses, or HMOs, on streets where they already make up more than a set share of the homes. Let me set out where people stand. Those in favour have told us that a cap could help keep a balance between families and short-term sharers in a neighbourhood, and that streets with many shared houses may see more problems with rubbish, parking and noise. The council's own figures suggest shared houses already make up more than one in five homes on some streets near the university. Those against say shared houses provide some of the cheapest rooms available to young workers and students; that a cap could push them into neighbouring streets and simply move the problem along; and that rents for the remaining shared rooms could rise if new supply is limited. Tonight we'll hear from both sides. With that, I'll open the floor.
""", [
                ("invented_statistic", "The council's own figures suggest shared houses already make up more than one in five homes on some streets near the university.", None),
            ]),
            ("prose", None, """
Good evening, everyone, and thank you for coming. Let me set out where people stand on the proposal to cap the number of shared houses on any one street.

Those in favour have told us that a cap could help keep a balance in a neighbourhood between families and people sharing for shorter periods. They also say that streets with a lot of shared houses may see more trouble with rubbish, parking and noise.

Critics see it differently. They remind us that shared houses offer some of the cheapest rooms there are for young workers and students. They warn that a cap could simply push shared houses into the next streets along and move the problem rather than solve it. And they say that if new supply is limited, rents for the shared rooms that remain could go up.

Tonight we'll hear from both sides. With that, I'll open the floor.
""", []),
            ("closing", None, """
Good evening, everyone, and thank you for coming. The question tonight is whether there should be a limit on shared houses in any one street. Let me set out where people stand.

Those in favour have told us that a cap could help keep a balance between families and short-term sharers, and that streets with many shared houses inevitably end up with more problems with rubbish, parking and noise.

Critics have told us that shared houses provide some of the cheapest rooms available to young workers and students. They worry that a cap could push shared houses into neighbouring streets and simply move the problem along, and that rents for the remaining rooms could rise if new supply is limited, especially in the streets closest to the hospital and the university.

This is a question about how we balance different needs within the same neighbourhood, and there's no easy answer to it. With that, I'll open the floor.
""", [
                ("exaggeration", "streets with many shared houses inevitably end up with more problems with rubbish, parking and noise", (0, 1)),
                ("added_detail", "especially in the streets closest to the hospital and the university", (1, 2)),
            ]),
            ("prose", None, """
Good evening, everyone, and thank you for coming. We're here to talk about shared houses, and whether the council should stop new ones being created where a street already has more than a set share of them. Let me set out where people stand.

Those in favour have told us that a cap could help keep a balance between families and short-term sharers in a neighbourhood. They point out that streets with many shared houses may see more problems with rubbish, parking and noise. Supporters add that a cap could help local primary schools, which can lose pupils as family homes are converted.

Those against say shared houses provide some of the cheapest rooms available to young workers and students. They also warn that a cap could push shared houses into neighbouring streets and simply move the problem along, and that rents for the rooms that remain could rise if new supply is limited.

Tonight we'll hear from both. With that, I'll open the floor.
""", [
                ("invented_claim", "Supporters add that a cap could help local primary schools, which can lose pupils as family homes are converted.", None),
            ]),
            ("dense", None, """
Good evening, and thank you for coming. Let me set out where people stand on capping shared houses street by street. Critics start from affordability: shared houses provide some of the cheapest rooms available to young workers and students, and if a cap limits new supply, rents for the remaining rooms could rise. They also fear a cap could push shared houses into neighbouring streets and move the problem along rather than fix it. Those in favour say a cap could help keep a balance between families and short-term sharers, and that streets with many shared houses may see more problems with rubbish, parking and noise. Tonight we'll hear from both. With that, I'll open the floor.
""", []),
            ("closing", None, """
Good evening, everyone, and thank you for coming. Tonight's subject is the proposed limit on shared houses in our streets. Let me set out where people stand.

We've heard from those who question the idea. They tell us that shared houses provide some of the cheapest rooms available to young workers and students. They're concerned that a cap could push shared houses into neighbouring streets and simply move the problem along. And they warn that if new supply is limited, rents for the remaining shared rooms could rise.

These are matters on which reasonable people disagree, and every view deserves a fair hearing tonight. With that, I'll open the floor.
""", [
                ("omitted_perspective", None, 0),
            ]),
        ],
    },
    {
        "id": "drone_show_instead_of_fireworks",
        "topic": "Replacing the town's fireworks display with a drone light show",
        "query": "Should the town replace its annual fireworks display with a drone light show?",
        "perspectives": [
            ("supporters", [
                "A drone show would avoid the loud bangs that can distress pets, wildlife and some veterans.",
                "Drones leave no smoke or debris, which could mean less clearing up afterwards.",
            ]),
            ("critics", [
                "Many residents see fireworks as a tradition they do not want to lose.",
                "A drone show may cost more than the current display.",
                "High winds or rain could ground the drones at short notice.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Good evening, everyone, and thank you for coming. Tonight's question is whether our annual fireworks display should be replaced with a drone light show. Let me set out where people stand.

Those in favour have told us that a drone show would avoid the loud bangs that can distress pets, wildlife and some veterans. They also say that drones leave no smoke or debris, which could mean less clearing up afterwards.

Those against have told us that many residents see fireworks as a tradition they don't want to lose. They point out that a drone show may cost more than the current display, and that high winds or rain could ground the drones at short notice.

Tonight we'll hear from both sides. With that, I'll open the floor.
""", []),
            ("closing", None, """
Good evening, everyone, and thank you for coming. I can see from the turnout how much this matters to people. Let me set out where people stand on swapping the fireworks for drones.

Those in favour have told us that a drone show would spare pets, wildlife and some veterans the loud bangs that can distress them. They concede that the clear-up afterwards would be much the same, smoke and debris or not.

Critics have told us that many residents see fireworks as a tradition they do not want to lose, and that high winds or rain could ground the drones at short notice.

Whatever we decide, I think everyone here wants a night the whole town can enjoy. With that, I'll open the floor.
""", [
                ("negation", "They concede that the clear-up afterwards would be much the same, smoke and debris or not.", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("prose", None, """
Good evening, everyone, and thank you for coming. Let me set out where people stand on the proposal to replace the fireworks with a drone light show.

Those in favour have told us that a drone show would avoid the loud bangs that can distress pets, wildlife and some veterans, and that because drones leave no smoke or debris there could be less clearing up afterwards. They acknowledge, too, that high winds or rain could ground the drones at short notice.

Those against say that residents overwhelmingly see fireworks as a tradition they do not want to lose, and that a drone show may cost more than the current display.

Tonight we'll hear from both sides. With that, I'll open the floor.
""", [
                ("side_swap", "They acknowledge, too, that high winds or rain could ground the drones at short notice.", (1, 2)),
                ("exaggeration", "residents overwhelmingly see fireworks as a tradition they do not want to lose", (1, 0)),
            ]),
            ("dense", None, """
Good evening, and thank you all for coming. The question tonight is fireworks or drones. Let me set out where people stand. Supporters of a drone show say it would avoid the loud bangs that can upset pets, wildlife and some veterans, and that with no smoke or debris there could be less to clear up afterwards. Opponents say many residents regard fireworks as a tradition they don't want to give up, that a drone show may cost more than the present display, and that high winds or rain could ground the drones at short notice. Tonight we'll hear from both camps. With that, I'll open the floor.
""", []),
            ("closing", None, """
Good evening, everyone, and thank you for coming. We're here to discuss whether this year's fireworks should give way to a drone light show. Let me set out where people stand.

Those in favour have told us that a drone show would avoid the loud bangs that can distress pets, wildlife and some veterans. They add that drones leave no smoke or debris, which could mean less clearing up afterwards. And they come back to the noise: for the dog that hides under the bed, or the veteran who dreads the night, a silent show could make a real difference.

Those against say many residents see fireworks as a tradition they do not want to lose, and that a drone show may cost more than the current display.

People on both sides want the best for the town, and I'd ask everyone to bear that in mind. With that, I'll open the floor.
""", [
                ("repetition", "And they come back to the noise: for the dog that hides under the bed, or the veteran who dreads the night, a silent show could make a real difference.", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Good evening, everyone, and thank you for coming. Let me set out where people stand on replacing the fireworks display with drones.

Those in favour have given us two reasons. First, a drone show would avoid the loud bangs that can distress pets, wildlife and some veterans. Second, drones leave no smoke or debris, so there could be less clearing up afterwards.

Those against have given us three. First, many residents see fireworks as a tradition they do not want to lose. Second, a drone show may cost more than the current display. Third, high winds or rain could ground the drones at short notice.

Tonight we'll hear from both. With that, I'll open the floor.
""", []),
        ],
    },
]
