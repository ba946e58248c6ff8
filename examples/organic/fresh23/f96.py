"""fresh23 batch f96 (written by a separate writer): Banning parking on pavements; Capping single bus fares at a flat £2; Letting homeowners build garden annexes without planning permission; Moving a town's central library into an empty shopping-centre unit."""

TOPICS = [
    {
        "id": "pavement_parking_ban",
        "topic": "Banning parking on pavements",
        "query": "Should the council ban drivers from parking with their wheels up on the pavement anywhere in town, and fine those who do?",
        "perspectives": [
            ("supporters of a ban", [
                "Cars parked on pavements can force wheelchair users and parents with pushchairs out into the road.",
                "Vehicles mounting the kerb may crack paving slabs, leaving the council with repair bills.",
            ]),
            ("residents who oppose a ban", [
                "On some narrow terraced streets, parking fully on the road could block fire engines and bin lorries.",
                "Residents without driveways may have nowhere else to leave their cars.",
                "A blanket ban could land fines on households that have parked the same way for years.",
            ]),
        ],
        "variants": [
            ("prose", None, """
In the town of Brackley Vale, the argument started outside number 14 Cooper Street. Marcia, who walks her granddaughter to nursery every morning, was tired of stepping off the kerb. Cars parked half on the pavement, she told the council meeting, can push people with pushchairs, and people in wheelchairs, out into the traffic.

Glenn, who works in the council's highways team, had a more down-to-earth worry: every car that bumps up onto the kerb may crack a few paving slabs, and it is the council that ends up paying for the repairs.

Across the road, Sean, a plasterer who has lived on Cooper Street for most of his life, saw it another way. The terraces there are narrow, he said, and if everyone parked fully on the road, a fire engine or a bin lorry might not get through. He and most of his neighbours have no driveway, so there may be nowhere else for their cars to go. His mother, who has always parked with two wheels on the kerb, worried that a blanket ban could simply mean fines landing on households that have done it the same way for years.

The council has heard both sides, and Cooper Street is still waiting to find out which way it will go.
""", []),
            ("bullets", None, """
Here is how the pavement-parking row played out in the town of Kettlewick:

- **Anita, a mum of twins**, says that when cars sit up on the pavement she has to steer her double pushchair into the road, and her neighbour who uses a wheelchair has to do the same.
- **Colin, a retired council surveyor**, points out that cars mounting the kerb may crack the paving slabs, and the repair bills end up with the council.
- Colin has also read that pavement damage from parked cars costs councils across the country around £40 million a year.
- **Ray, who runs the chip shop on Mill Row**, argues that the terraced streets round his way are so narrow that parking fully on the road could block fire engines and bin lorries.
- **His neighbour Jo** has no driveway and says there may simply be nowhere else for her car to go.

Whether Kettlewick's councillors side with Anita and Colin or with Ray and Jo is still anyone's guess.
""", [
                ("invented_statistic", "pavement damage from parked cars costs councils across the country around £40 million a year", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
In the town of Harlow Cross, the pavement-parking question came to a head at a packed meeting in the church hall. Five voices stood out:

1. Grace, who uses a wheelchair, described being forced out into the road whenever cars blocked the pavement, and said parents pushing buggies get pushed out the same way.
2. Tomasz, a paving contractor, warned that cars riding up onto the kerb can crack the slabs, and that the council is the one left with the repair bill.
3. Elsie, from one of the old terraces on Nelson Road, said that on streets that narrow, cars parked fully in the road could stop a fire engine or a bin lorry getting past.
4. Her neighbour Pete pointed out that without driveways, he and others like him may have nowhere else to leave their cars.
5. Maureen, who has parked half on the kerb for years, feared a blanket ban could leave households like hers facing fines for doing what they have always done.

The councillors thanked everyone and went home with the vote still to come.
""", []),
            ("headed", None, """
### The case for a ban

In the town of Saltmarsh, Nadia, who runs the playgroup, has lost count of the times she has had to push the buggy out into the road because a car was parked across the pavement; wheelchair users, she says, get forced out the same way. Her husband Arif, who works on the council's roads team, adds that cars mounting the kerb may crack paving slabs, leaving the council to pay for the repairs.

### The case against

Next door, Stan, a retired bus driver, admits that on the narrow terraced streets, parking fully on the road would leave plenty of room for fire engines and bin lorries. His real worry is that people without driveways may have nowhere else to leave their cars. Lynn, across the street, fears a blanket ban could bring fines for households that have parked the same way for years.

### What happens next

Saltmarsh council has yet to decide, and nobody on the street can say which way it will fall.
""", [
                ("negation", "parking fully on the road would leave plenty of room for fire engines and bin lorries", (1, 0)),
            ]),
            ("dense", None, """
In the town of Fenwick, Carys, who uses a wheelchair, says cars on the pavement can force her, and parents with pushchairs, out into the road, and her friend Beth, who pushes a pram past the same row of half-parked vans every day, puts it her own way: when the footway is blocked, the only way round is through the traffic; on the other side, Derek, who lives on one of the narrow terraced streets, says parking fully on the road could block fire engines and bin lorries, his neighbour Omar says that without a driveway he may have nowhere else to leave his car, and old Mrs Pike worries that a blanket ban could hit households that have parked the same way for years with fines, and so far Fenwick has not made up its mind.
""", [
                ("repetition", "when the footway is blocked, the only way round is through the traffic", (0, 1)),
            ]),
            ("closing", None, """
In the town of Oldbury Green, Hannah, a childminder, has one clear complaint: every car parked on the pavement forces every wheelchair user and every parent with a pushchair out into the road. Her brother Luke, who sweeps the streets for the council, has noticed that cars mounting the kerb may crack paving slabs, and the council ends up with the repair bill.

Gordon, a retired engineer on Albert Terrace, sees it differently. His street is so narrow that if cars parked fully in the road, a fire engine or a bin lorry might not fit through. Many of his neighbours have no driveway and may have nowhere else to park. And he suspects a blanket ban could mean fines for households that have parked the same way for years.

Both sides have a point: one is about who the pavement is for, the other about where the cars can go. For now, Oldbury Green is still arguing it out.
""", [
                ("exaggeration", "every car parked on the pavement forces every wheelchair user and every parent with a pushchair out into the road", (0, 0)),
            ]),
        ],
    },
    {
        "id": "flat_bus_fare_cap",
        "topic": "Capping single bus fares at a flat £2",
        "query": "Should the council use its budget to cap every single bus fare in the area at a flat £2?",
        "perspectives": [
            ("supporters", [
                "A cheap, simple fare could tempt some drivers to leave their cars at home.",
                "Passengers from outlying villages, who often pay the highest fares, may save the most.",
            ]),
            ("critics", [
                "The subsidy could use up money that might otherwise keep loss-making routes running.",
                "Cheaper fares do little for people who have no bus near them at all.",
            ]),
        ],
        "variants": [
            ("prose", None, """
In the market town of Wendlebury, the £2 fare was all anyone at the bus station talked about. Ruth, a nurse who drives to the hospital each morning, admitted that a fare that cheap and simple might just tempt her, and drivers like her, to leave the car at home. Her cousin Alf, who lives out in one of the villages, pointed out that people like him, who often pay the steepest fares, may be the ones who save the most, especially those travelling in for hospital appointments.

Not everyone was convinced. Martin, who sits on the council's transport committee, warned that the subsidy could swallow money that might otherwise keep loss-making routes running. And Sue, who lives where no bus runs at all, said cheaper fares would do little for people like her.

The council meets again soon, and Wendlebury still does not know whether the £2 fare will happen.
""", [
                ("added_detail", "especially those travelling in for hospital appointments", (0, 1)),
            ]),
            ("bullets", None, """
Picture the town of Thornbury Heath, where the council is weighing up a flat £2 bus fare:

- **Jess, a student who drives to college**, thinks a fare that cheap and simple could tempt some drivers, herself included, to leave the car at home.
- **Harold, who lives in a village at the end of the line**, reckons passengers like him, who often pay the highest fares, may save the most.
- **Wendy, the council's finance officer**, worries the subsidy could eat up money that might otherwise keep loss-making routes going.
- **Ben, a farmer up on the ridge**, just shrugs: cheaper fares do little for someone who has no bus anywhere near them.

Thornbury Heath has heard from all four, and the council's decision is still open.
""", []),
            ("numbered", None, """
In the town of Millbridge, the £2 fare cap has divided the regulars at the corner café.

1. Kwame, who runs the café, is in favour: a fare that cheap and simple, he thinks, could coax some drivers out of their cars.
2. Kwame also thinks a single flat fare would speed up boarding, since drivers would no longer have to work out prices.
3. His regular, Doreen, lives out in the villages, where fares are often the highest, and she expects people like her may save the most.
4. Doreen also concedes that cheaper fares do little for people who have no bus near them at all.
5. Councillor Rees, on the other side, warns that the subsidy could use up money that might otherwise keep loss-making routes running.

The café is still arguing, and so is Millbridge council.
""", [
                ("invented_claim", "Kwame also thinks a single flat fare would speed up boarding, since drivers would no longer have to work out prices", None),
                ("side_swap", "Doreen also concedes that cheaper fares do little for people who have no bus near them at all", (1, 1)),
            ]),
            ("headed", None, """
## Down at the bus station

In the town of Pendle Cross, Aisha, who drives to her office job, says a cheap, simple £2 fare might be enough to tempt some drivers out of their cars. Old Mr Fenton, who catches the bus in from his village, says passengers from places like his, who tend to pay the biggest fares, may save the most.

## In the council chamber

Councillor Price is less sure. The subsidy, she warns, could take money that might otherwise keep loss-making routes on the road. And Joe, who lives on a farm miles from the nearest stop, says cheaper fares do little for people with no bus near them at all.

## Still undecided

Pendle Cross has a vote pending, and both camps are waiting to see who wins the room.
""", []),
            ("dense", None, """
In the town of Lowfield, Sunita, who drives her children to school, thinks a flat £2 fare is cheap and simple enough that it could tempt some drivers to leave the car at home, and her father, who rides in from an outlying village where fares are often the highest, expects that people like him may save the most; but Councillor Grant warns that the subsidy could soak up money that might otherwise keep loss-making routes running, and Eddie, who lives out where no bus runs at all, says cheaper fares do little for him, so Lowfield still has not decided which of them to listen to.
""", []),
            ("closing", None, """
In the seaside town of Porthwenna, Lily, who runs the corner shop, likes the idea of a £2 fare: something that cheap and simple could tempt some drivers to leave their cars at home. Her uncle, who lives up in one of the outlying villages, points out that people like him, who often pay the highest fares, may save the most.

Frank, a retired engineer, is not persuaded. He lives down a lane where no bus runs at all, and cheaper fares, he says, do little for people like him.

In the end it is a question of who a cheap fare really helps, and Porthwenna's council has not settled it yet.
""", [
                ("omitted_argument", None, (1, 0)),
            ]),
        ],
    },
    {
        "id": "garden_annexes_without_planning",
        "topic": "Letting homeowners build garden annexes without planning permission",
        "query": "Should homeowners be allowed to build a self-contained annexe in their back garden for a relative to live in, without applying for planning permission?",
        "perspectives": [
            ("homeowners and families", [
                "An annexe could let an elderly parent live close by while keeping some independence.",
                "Planning applications can take months and cost fees that put some families off.",
            ]),
            ("neighbours", [
                "A new building at the bottom of a garden could overlook neighbouring homes or block their light.",
                "Annexes may later be rented out, bringing extra cars and noise to quiet streets.",
            ]),
            ("council planners", [
                "Without applications, the council may lose track of how many people are living in an area.",
                "Simple limits on size and height could deal with most problems without a full planning process.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
In the town of Hollinsbury, Priya, who runs the corner shop, has been sketching an annexe at the bottom of her garden for months. It could let her mother live close by, she says, while still keeping some independence. What holds her back is the planning application: it can take months, and the fees alone are enough to put some families off.

Her neighbour Tom, a retired engineer, sees it differently. A new building at the end of Priya's garden could overlook his house or block his light. And he has a longer-term worry: annexes may end up being rented out later, bringing extra cars and noise to a street that has always been quiet.

At the town hall, the planning officer, Ms Adeyemi, is caught in the middle. Without applications, she warns, the council may lose track of how many people are actually living in the area. But she also thinks a few simple limits on size and height could handle most of the problems without anyone going through a full planning process.

Priya is still sketching, Tom is still watching, and Hollinsbury has not decided.
""", []),
            ("three_perspectives", None, """
In the town of Marrow's End, two households share a fence and a disagreement.

On one side live the Okafors. Chidi wants to build an annexe for his father, so that the old man can be close by and still have a front door of his own. The snag is the planning process: applications can take months and come with fees that put some families off trying at all.

On the other side lives Brenda, a retired teacher. Her fear is that a new building at the bottom of the Okafors' garden could overlook her house or cut off her light. She also wonders whether annexes like this may later be rented out, bringing more cars and more noise to a quiet street.

The fence is still standing, and so is the question of whether anyone should need permission to build behind it.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Up on Linden Road in the town of Carrowby, the annexe question has split the street three ways.

Mehmet, a taxi driver, wants to put one up for his elderly mother: close enough to keep an eye on her, separate enough for her to keep some independence. He has been put off by the planning process, which can drag on for months and costs fees that deter some families. He also argues that an annexe would free up a family-sized house elsewhere in town when his mother moves out of hers.

His neighbour Gwen, a retired nurse, is worried about a building going up at the bottom of his garden: it could overlook her home or take away her light. And she is sure that every one of these annexes will end up rented out, filling quiet streets with cars and noise.

The council's planning officer, Raj, has his own concerns. Without applications, the council may lose track of how many people live in the area. Still, he thinks some simple limits on size and height could sort out most problems without a full planning process.

Linden Road is waiting, and so far nobody knows whether Mehmet will need to fill in a form.
""", [
                ("invented_claim", "an annexe would free up a family-sized house elsewhere in town when his mother moves out of hers", None),
                ("exaggeration", "every one of these annexes will end up rented out, filling quiet streets with cars and noise", (1, 1)),
            ]),
            ("three_perspectives", None, """
It was the planning officer in the town of Eastwold, a quiet man named Hugh, who first raised the question at the parish meeting. If people could build garden annexes without applying, he said, the council might lose track of how many people actually lived in the town. Then again, he thought simple limits on height and size could probably handle most of the problems without a full planning process.

Sarah, a mother of three, spoke next. An annexe, she said, could let her elderly dad live near the family while keeping some independence. The trouble was the application: months of waiting, and fees that put some families off.

From the back row, Colin, who has lived on Spring Lane all his life, objected. A new building at the bottom of a neighbour's garden could overlook his house or block its light. And he suspected annexes might later be rented out, bringing more cars and noise to quiet streets like his.

The meeting ended without a vote, and Eastwold is still talking it over.
""", []),
            ("three_perspectives", None, """
In the town of Bramley Cross, Anjali, a teacher, has her heart set on an annexe for her father: he could live close by while keeping some independence. She says she does not mind the planning process, since applications are usually quick and cheap enough that few families are put off. She also suggests that a few simple limits on size and height could deal with most problems without a full planning process.

Her neighbour Keith, a retired engineer, is less keen. A new building at the bottom of her garden could overlook his home or block his light, he says, and annexes may later be rented out, bringing extra cars and noise to quiet streets.

At the council offices, the planning officer worries that without applications, the council may lose track of how many people are living in the area.

Whether Bramley Cross lets Anjali build is a question still waiting for an answer.
""", [
                ("negation", "applications are usually quick and cheap enough that few families are put off", (0, 1)),
                ("side_swap", "She also suggests that a few simple limits on size and height could deal with most problems without a full planning process", (2, 1)),
            ]),
            ("three_perspectives", None, """
In the town of Sedgeford, Paolo, who runs the bakery, wants to build an annexe so his elderly mother can live close by and still keep some independence. He has heard that planning applications can take months and cost fees that put some families off, and he is tempted to skip the whole thing.

Next door, Margaret worries that a new building at the bottom of Paolo's garden could overlook her home or block her light, especially if it has a second storey with windows facing her bedroom. Her husband Bill adds that annexes may later be rented out, bringing extra cars and noise to quiet streets.

Down at the council, the planner Fiona Walsh warns that without applications, the council may lose track of how many people live in an area; she reckons simple limits on size and height could deal with most problems without a full planning process.

Sedgeford's councillors have all three views in front of them, and they have not chosen yet.
""", [
                ("added_detail", "especially if it has a second storey with windows facing her bedroom", (1, 0)),
            ]),
        ],
    },
    {
        "id": "library_into_shopping_centre",
        "topic": "Moving a town's central library into an empty shopping-centre unit",
        "query": "Should the council move the town's central library out of its old building and into an empty unit in the shopping centre?",
        "perspectives": [
            ("regular library users", [
                "The old building is a local landmark that many people feel attached to.",
                "A unit between shops could be noisier and leave less room for quiet study.",
            ]),
            ("the council", [
                "Selling or leasing the old building could save money on repairs and heating.",
                "A library among the shops may draw in people who have never visited one before.",
            ]),
            ("shopping-centre businesses", [
                "Library visitors could bring extra footfall to neighbouring shops.",
                "Filling an empty unit may make the centre feel less run-down.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
In the town of Ashford, the central library sits in a red-brick building on Market Hill, and Priya, who runs the corner shop opposite, cannot imagine the street without it. To her and plenty of others, it is a landmark people feel attached to. Her son Kiran, who revises there, has another worry: a unit squeezed between shops could be noisier, with less room for quiet study.

Her neighbour Tom, a retired engineer who now sits on the council, sees it differently. Selling or leasing the old building, he says, could save the council money on repairs and heating. And putting the library among the shops may draw in people who have never set foot in one.

Over at the shopping centre, Lena, who manages the shoe shop next to the empty unit, is hopeful. Library visitors could mean more people walking past her window, and filling the empty unit may make the whole centre feel less run-down.

The council has yet to vote, and in Ashford nobody is quite sure how it will go.
""", []),
            ("three_perspectives", None, """
The town of Greyhaven has been arguing about its library all winter.

Edith, who has borrowed books there since she was a girl, says the old building is a landmark and many people feel attached to it. Her grandson Sam, who studies there after school, worries that a unit between shops could be noisier, with less space to work quietly.

Councillor Baines makes the council's case: selling or leasing the old building could save money on repairs and heating, which a recent council report put at £180,000 a year. She also thinks a library in the middle of the shops may draw in people who have never visited one.

Ravi, who runs the phone shop in the centre, hopes library visitors could bring extra footfall to neighbouring shops. The café owner next door agrees: more people coming in to borrow books could mean more people passing her counter.

Greyhaven has not made up its mind, and for now the library is still on the hill.
""", [
                ("invented_statistic", "which a recent council report put at £180,000 a year", None),
                ("repetition", "more people coming in to borrow books could mean more people passing her counter", (2, 1)),
            ]),
            ("three_perspectives", None, """
In the town of Kingsmere, the shopping centre has had an empty unit by the escalators for a long time. Dawn, who runs the card shop next to it, would love the library to move in: library visitors could bring extra footfall to the shops around her, and filling the unit may make the centre feel less run-down.

The council's property manager, Neil, agrees for his own reasons. Selling or leasing the old library building could save the council money on repairs and heating, and he thinks a library among the shops may bring in people who have never visited one before.

But the regulars are not convinced. Mr Okonkwo, who reads the papers there every morning, says the old building is a local landmark people feel attached to. And Ellie, a student, worries that a unit between shops could be noisier, with less room for quiet study.

Kingsmere's councillors will have to decide, and they have not yet.
""", []),
            ("three_perspectives", None, """
In the town of Westerby, the council's finance chief, Harriet, has done the sums: selling or leasing the old library building could save money on repairs and heating. Her colleague Moses adds that a library among the shops may draw in people who have never visited one before.

In the shopping centre, Gary, who runs the sports shop, is all for it. Library visitors could bring extra footfall to neighbouring shops, he says, and filling one of the empty units may help the centre feel less run-down.

Westerby's council has yet to make the final call.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("three_perspectives", None, """
Picture Thistlebrook, a small town with a big library question. Joan, a retired postmistress, loves the old library building: it is a landmark, she says, and many people in town feel attached to it. Her granddaughter Amira studies there and fears a unit between shops could be noisier, with less room for quiet work. The council's spokesman, Derek, argues that selling or leasing the old building could cut spending on repairs and heating, and that a library among the shops may pull in people who have never visited one. And Sonia, who runs the florist in the shopping centre, thinks library visitors could bring extra footfall to her and her neighbours, while filling an empty unit may make the centre feel less run-down. Thistlebrook has heard them all, and the decision is still open.
""", []),
            ("three_perspectives", None, """
The library in the town of Little Haddon has become the talk of the market square.

Arthur, a retired engineer who has been a member for most of his life, says the old building is a local landmark, one that many people feel attached to. His friend Pam, who writes in the reading room most afternoons, worries that a unit between shops could be noisier, leaving less room for quiet study.

Councillor Morgan makes the case for moving: selling or leasing the old building could save on repairs and heating, and she insists that a library among the shops will bring in thousands of people who have never been inside one.

Kerry, who runs the bakery in the shopping centre, likes the idea too. Library visitors could bring more footfall to neighbouring shops, and filling an empty unit may make the place feel less run-down.

For now, Little Haddon's library stays where it is, and the town is still making up its mind.
""", [
                ("exaggeration", "a library among the shops will bring in thousands of people who have never been inside one", (1, 1)),
            ]),
        ],
    },
]
