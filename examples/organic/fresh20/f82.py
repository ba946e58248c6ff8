"""fresh20 batch f82 (written by a separate writer): Phasing out live sheep exports by sea; Government buybacks of irrigation water for rivers; Giving farmers the right to refuse gas drilling on their land; Tighter rules on clearing native vegetation on farms."""

TOPICS = [
    {
        "id": "phasing_out_live_sheep_exports",
        "topic": "Phasing out live sheep exports by sea",
        "query": "Should the live export of sheep by ship be phased out?",
        "perspectives": [
            ("sheep farmers", [
                "Live export gives growers another buyer, which helps keep sheep prices up.",
                "Welfare standards on the ships have improved in recent years.",
            ]),
            ("animal welfare groups", [
                "Long voyages through hot weather can cause heat stress and suffering for sheep.",
                "Chilled and frozen meat exports could replace much of the live trade.",
            ]),
            ("regional towns", [
                "Truck drivers, shearers and feed suppliers in some towns depend on the trade.",
                "A phase-out would need a long lead time and support for affected businesses.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Look, I'll just lay out who's saying what. There's really three mobs in it.

First up, the sheep farmers. Their main thing is that live export is another buyer for their sheep, and having that extra buyer helps keep prices up. They also reckon the ships have lifted their game on welfare in recent years.

Then you've got the animal welfare groups. Their worry is that long trips through hot weather can give sheep heat stress and make them suffer. And they reckon chilled and frozen meat exports could take over much of what the live trade does now.

And then there's the regional towns. In some towns the truckies, the shearers and the feed suppliers depend on this trade. So their line is, if you're going to phase it out, it'd need a long lead time, and support for the businesses that cop it.

Fair enough on all sides, really. Depends who you ask, mate.
""", []),
            ("three_perspectives", None, """
Righto, live sheep exports. Look, it mostly comes down to two mobs.

The sheep farmers reckon live export is another buyer for their sheep, and that extra buyer helps hold prices up. They'll also tell you the welfare standards on the ships have improved in recent years.

The animal welfare groups see it differently. Long voyages through hot weather can give sheep heat stress, and the sheep suffer for it. And they reckon chilled and frozen meat could replace much of the live trade anyway.

So yeah, fair points on both sides. Up to you which way you lean, mate.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Look, there's three camps on this one, and a fair bit to get through.

The sheep farmers say live export gives them another buyer, and that helps keep sheep prices up. Plus the ships have improved their welfare standards in recent years, they reckon.

The animal welfare groups say every single voyage through the hot weather leaves the sheep cooked with heat stress and suffering. They reckon chilled and frozen meat exports could replace much of the live trade.

Then the regional towns. Truckies, shearers and feed suppliers in some towns depend on the trade, and a survey out of the shires found something like one in four local businesses would go under without it. So they want a long lead time on any phase-out, and support for the businesses that get hit.

Fair enough, all of them. It's a tricky one, mate.
""", [
                ("exaggeration", "every single voyage through the hot weather leaves the sheep cooked with heat stress and suffering", (1, 0)),
                ("invented_statistic", "a survey out of the shires found something like one in four local businesses would go under without it", None),
            ]),
            ("three_perspectives", None, """
Fair question, mate. I reckon the easiest way is to go through each mob one at a time.

Animal welfare groups first. They say long voyages in hot weather can cause heat stress, and the sheep suffer. And they reckon chilled and frozen meat exports could take the place of much of the live trade.

Then the sheep farmers. Live export is one more buyer for growers, which helps keep sheep prices up, and they say welfare standards on the ships have got better in recent years.

And the regional towns. In some towns the truck drivers, the shearers and the feed suppliers all depend on the trade, so if it's going to be phased out they want a long lead time on it and support for the businesses that are affected.

Everyone's got a point there, fair enough.
""", []),
            ("three_perspectives", None, """
Look, live sheep exports, there's heaps to chew on here.

The sheep farmers' big one is that live export gives growers another buyer, and that helps keep sheep prices up.

The animal welfare groups reckon long voyages through hot weather can cause heat stress and suffering for the sheep. They'll even admit welfare standards on the ships have improved in recent years, but they reckon chilled and frozen meat exports could replace much of the live trade.

And the regional towns? Truckies, shearers and feed suppliers in some towns depend on the trade. Mind you, they reckon a phase-out could be done pretty quick and the businesses would sort themselves out.

Anyway, that's the lay of the land, mate.
""", [
                ("side_swap", "They'll even admit welfare standards on the ships have improved in recent years", (0, 1)),
                ("negation", "they reckon a phase-out could be done pretty quick and the businesses would sort themselves out", (2, 1)),
            ]),
            ("three_perspectives", None, """
Alright, so three mobs with a stake in this.

The sheep farmers: live export is another buyer, and that helps keep sheep prices up. And they say the welfare standards on the ships have improved in recent years.

The animal welfare groups: long trips through hot weather can cause heat stress and suffering for sheep. They reckon chilled and frozen meat exports could replace much of the live trade.

The regional towns: truck drivers, shearers and feed suppliers in some towns depend on the trade, along with the wharfies loading the ships at Fremantle. So a phase-out would need a long lead time and support for the businesses affected.

No easy answer, I reckon. Depends which mob you're standing with.
""", [
                ("added_detail", "along with the wharfies loading the ships at Fremantle", (2, 0)),
            ]),
        ],
    },
    {
        "id": "irrigation_water_buybacks",
        "topic": "Government buybacks of irrigation water for rivers",
        "query": "Should the government buy water entitlements back from irrigators to return more water to rivers?",
        "perspectives": [
            ("environmental groups", [
                "Rivers and wetlands need more water to stay healthy, especially in dry years.",
                "Buying from willing sellers is one of the cheapest ways to recover water.",
                "Healthier rivers could also help fishing and tourism downstream.",
            ]),
            ("irrigation communities", [
                "Taking water out of farming can shrink local jobs and empty out small towns.",
                "Fewer entitlements on the market could push up the price of water for farmers who stay.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Righto, here's how it stacks up, mate:

Environmental groups
- Rivers and wetlands need more water to stay healthy, especially in the dry years.
- Buying from willing sellers is one of the cheapest ways to get water back.
- Buybacks give certainty, because once the water's bought it's locked in for the environment for good.

Irrigation communities
- Taking water out of farming can shrink local jobs and empty out the small towns.
- With fewer entitlements on the market, the price of water could go up for the farmers who stay.

That's the gist of it.
""", [
                ("invented_claim", "Buybacks give certainty, because once the water's bought it's locked in for the environment for good.", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("prose", None, """
Look, water buybacks. Here's how the two sides see it.

The environmental groups reckon rivers and wetlands need more water to stay healthy, especially when it's a dry year. They say buying water off people who actually want to sell is one of the cheapest ways to get it back. And healthier rivers could help out fishing and tourism further downstream too.

The irrigation communities see it the other way. Take water out of farming and you can lose local jobs, and small towns can empty out. They also worry that with fewer entitlements on the market, the price of water could go up for the farmers who stay on.

Both mobs have a fair point, mate.
""", []),
            ("headed", None, """
**The environmental groups**
Look, their main point is that rivers and wetlands need more water to stay healthy, and more so in dry years. They'll admit buying from willing sellers is about the dearest way to get water back, mind you. But healthier rivers could also give fishing and tourism downstream a leg up.

**The irrigation communities**
The other mob reckon taking water out of farming can shrink local jobs and empty out small towns. And with fewer entitlements on the market, water could cost more for the farmers who stay.

So there you go, mate.
""", [
                ("negation", "They'll admit buying from willing sellers is about the dearest way to get water back", (0, 1)),
            ]),
            ("numbered", None, """
Look, I'll just number them off for you.

1. The environmental groups say rivers and wetlands need more water to stay healthy, especially in dry years.
2. They also reckon buying from willing sellers is one of the cheapest ways to recover water.
3. And healthier rivers could help fishing and tourism downstream as well.
4. The irrigation communities say taking water out of farming can shrink local jobs and empty out small towns.
5. They also reckon fewer entitlements on the market could push up the price of water for the farmers who stay.

Fair enough on both counts, I reckon.
""", []),
            ("closing", None, """
Look, water buybacks, mate. Here's the rundown.

The environmental groups say rivers and wetlands need more water to stay healthy, especially in dry years. They reckon buying from willing sellers is one of the cheapest ways to recover it. And healthier rivers could help fishing and tourism downstream.

The irrigation communities reckon taking water out of farming will kill off local jobs and empty out every small town along the river. They also say fewer entitlements on the market could push up the price of water for the farmers who stay, especially the dairy blokes who have to buy in water every summer.

It's a tough one, and I reckon reasonable people land in different spots on it.
""", [
                ("exaggeration", "taking water out of farming will kill off local jobs and empty out every small town along the river", (1, 0)),
                ("added_detail", "especially the dairy blokes who have to buy in water every summer", (1, 1)),
            ]),
            ("dense", None, """
Look, the environmental groups reckon rivers and wetlands need more water to stay healthy, especially in dry years, that buying from willing sellers is one of the cheapest ways to get that water back, and that healthier rivers could help fishing and tourism downstream too, whereas the irrigation communities reckon taking water out of farming can shrink local jobs and empty out small towns, and that fewer entitlements on the market could push up the price of water for the farmers who stay on.
""", []),
        ],
    },
    {
        "id": "farmer_veto_over_gas_drilling",
        "topic": "Giving farmers the right to refuse gas drilling on their land",
        "query": "Should farmers have a legal right to refuse gas companies access to drill on their land?",
        "perspectives": [
            ("farmers' groups", [
                "Drilling could contaminate groundwater that farms rely on for stock and crops.",
                "Landholders should have a say over what happens on land they own and work.",
            ]),
            ("gas companies", [
                "A veto could hold up gas supplies the country needs for power and manufacturing.",
                "Companies already pay landholders compensation for access.",
                "Some farmers welcome the extra income from hosting wells.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Look, here's how it breaks down. The farmers' groups reckon drilling could contaminate the groundwater that farms depend on for stock and crops. They reckon landholders should get a say over what happens on land they own and work. Mind you, even some of the farmers' groups admit some farmers are glad of the extra income from hosting wells.

The gas companies come back with a couple of things. A veto could hold up the gas the country needs for power and manufacturing. Companies already pay landholders compensation for access. And once a well's finished up, the land gets fully rehabilitated and handed back good as new.

So yeah, two pretty different views, mate.
""", [
                ("side_swap", "even some of the farmers' groups admit some farmers are glad of the extra income from hosting wells", (1, 2)),
                ("invented_claim", "once a well's finished up, the land gets fully rehabilitated and handed back good as new", None),
            ]),
            ("headed", None, """
**Farmers' groups**
Look, the big worry is that drilling could contaminate the groundwater farms rely on for their stock and their crops. And they reckon if you own and work the land, you should have a say over what happens on it.

**Gas companies**
The other mob says a veto could hold up gas supplies the country needs for power and manufacturing. They point out companies already pay landholders compensation for access. And some farmers actually welcome the extra income from having wells on their place.

Fair enough on both sides, mate.
""", []),
            ("bullets", None, """
Here's the short version, mate:

Farmers' groups
- Drilling could contaminate groundwater that farms rely on for stock and crops.
- Landholders should have a say over what happens on land they own and work.

Gas companies
- A veto could hold up gas supplies the country needs for power and manufacturing.
- Companies already pay landholders compensation for access.
- And again, the landholders get paid compo for letting the rigs in, so they're looked after there.

That's about the size of it.
""", [
                ("repetition", "And again, the landholders get paid compo for letting the rigs in, so they're looked after there.", (1, 2)),
            ]),
            ("dense", None, """
Look, the farmers' groups reckon drilling could contaminate the groundwater farms rely on for stock and crops and that landholders should have a say over what happens on land they own and work, while the other mob, the gas companies, reckon a veto could hold up gas supplies the country needs for power and manufacturing, that companies already pay landholders compensation for access, and that some farmers welcome the extra income from hosting wells.
""", []),
            ("closing", None, """
Look, it's a fair question. The farmers' groups reckon drilling could contaminate the groundwater farms rely on for stock and crops, the same aquifers whole districts pump from for their bores. And they say if you own and work the land, you should have a say over what happens on it.

The gas companies reckon a veto could hold up gas supplies the country needs for power and manufacturing. They point out companies already pay landholders compensation for access, and some farmers are happy enough with the extra income from hosting wells.

Both mobs have a point, and where you land on it probably depends on whose paddock it is.
""", [
                ("added_detail", "the same aquifers whole districts pump from for their bores", (0, 0)),
            ]),
            ("numbered", None, """
Alright, five points all up.

1. Farmers' groups: drilling could contaminate the groundwater farms rely on for stock and crops.
2. Farmers' groups: landholders should have a say over what happens on land they own and work.
3. Gas companies: a veto could hold up gas supplies the country needs for power and manufacturing.
4. Gas companies: they already pay landholders compensation for access.
5. Gas companies: some farmers welcome the extra income from hosting wells.

I reckon it comes down to which of those you weigh heavier, mate.
""", []),
        ],
    },
    {
        "id": "tighter_native_vegetation_clearing_rules",
        "topic": "Tighter rules on clearing native vegetation on farms",
        "query": "Should there be tighter rules on farmers clearing native bush on their own properties?",
        "perspectives": [
            ("conservation groups", [
                "Clearing bush destroys habitat for native animals like koalas.",
                "Trees on farms can help reduce soil erosion and salinity.",
            ]),
            ("landholders", [
                "Strict rules can stop farmers from managing regrowth and keeping paddocks productive.",
                "Farmers may see little point in looking after bush if it only brings more red tape.",
                "Thinning vegetation can reduce bushfire risk near homes and sheds.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Alright, here's the rundown:

1. The conservation groups say clearing bush destroys habitat for native animals like koalas.
2. They also reckon trees on farms can help reduce soil erosion and salinity.
3. The landholders say strict rules can stop farmers managing regrowth and keeping paddocks productive.
4. They reckon farmers may see little point looking after bush if it only brings more red tape, especially when the rules chop and change every time there's a new government.
5. And they say thinning the vegetation will take the bushfire risk away from homes and sheds altogether.

Fair enough, I reckon.
""", [
                ("invented_claim", "especially when the rules chop and change every time there's a new government", None),
                ("exaggeration", "thinning the vegetation will take the bushfire risk away from homes and sheds altogether", (1, 2)),
            ]),
            ("bullets", None, """
Righto, here's both sides, mate:

Conservation groups
- Clearing bush wipes out habitat for native animals, koalas for one.
- Trees on farms can help cut down soil erosion and salinity.

Landholders
- Strict rules can stop farmers from managing regrowth and keeping their paddocks productive.
- If looking after bush only brings more red tape, farmers may not see much point in doing it.
- Thinning out vegetation can reduce the bushfire risk near homes and sheds.

Fair enough on both counts.
""", []),
            ("prose", None, """
Look, native veg clearing is a touchy one. The conservation groups reckon clearing bush destroys habitat for native animals like koalas. Though they'll grant that trees on farms hardly make a dent in soil erosion and salinity.

The landholders, the other mob, say strict rules can stop farmers from managing regrowth and keeping paddocks productive. They reckon farmers may see little point in looking after bush if it only brings more red tape. And thinning vegetation can reduce bushfire risk near homes and sheds.

That's the gist, mate.
""", [
                ("negation", "trees on farms hardly make a dent in soil erosion and salinity", (0, 1)),
            ]),
            ("headed", None, """
**Conservation groups**
Look, they reckon clearing bush destroys habitat for native animals like koalas, gliders and the woodland birds that nest in old hollow trees. And trees on farms can help reduce soil erosion and salinity, they say.

**Landholders**
The other mob say strict rules can stop farmers from managing regrowth and keeping paddocks productive. They also reckon thinning vegetation can reduce the bushfire risk near homes and sheds.

So that's where it sits, mate.
""", [
                ("added_detail", "gliders and the woodland birds that nest in old hollow trees", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Look, I reckon this one's a proper tug of war. The conservation groups say clearing bush destroys habitat for native animals like koalas. They also reckon trees on farms can help reduce soil erosion and salinity.

The landholders reckon strict rules can stop farmers managing regrowth and keeping paddocks productive. They say farmers may see little point looking after bush if all it brings is more red tape. And thinning vegetation can reduce the bushfire risk near homes and sheds.

There's something to both sides, fair enough, and it's a call for whoever's writing the rules.
""", []),
            ("dense", None, """
Look, the conservation groups reckon clearing bush destroys habitat for native animals like koalas, that trees on farms can help reduce soil erosion and salinity, and even that thinning vegetation can reduce bushfire risk near homes and sheds, while the landholders reckon strict rules can stop farmers from managing regrowth and keeping paddocks productive, and that farmers may see little point in looking after bush if it only brings more red tape.
""", [
                ("side_swap", "even that thinning vegetation can reduce bushfire risk near homes and sheds", (1, 2)),
            ]),
        ],
    },
]
