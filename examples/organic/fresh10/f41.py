"""Fresh10 batch f41 (written by a separate writer): Banning private cars from a university campus; Allowing pets on buses and trains; A tax on red meat; A legal deadline for landlords to fix damp and mold."""

TOPICS = [
    {
        "id": "car_free_university_campus",
        "topic": "Banning private cars from a university campus",
        "query": "Should the university ban private cars from its campus? What would it mean for students, staff and people living nearby?",
        "perspectives": [
            ("students", [
                "A car-free campus could make walking and cycling between lectures safer.",
                "Students who commute from far away may find it harder to get to early classes.",
            ]),
            ("university staff", [
                "Staff with caring responsibilities may struggle to drop off children and still arrive on time.",
                "Freeing up parking land would let the university build more teaching space or green areas.",
            ]),
            ("nearby residents", [
                "Residents worry that drivers will simply park on nearby residential streets instead.",
                "Fewer cars coming to campus could reduce traffic and noise in the surrounding neighborhood.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
> Should the university ban private cars from its campus?

Pretty split issue tbh, and it depends a lot on who you ask.

**Students**
* A car-free campus could make walking and biking between lectures safer.
* But people commuting from far out might have a harder time making early classes.

**Staff**
* Anyone with caring responsibilities may have trouble doing the kid drop-off and still getting in on time.
* On the flip side, all that parking land could become more teaching space or green space.

**Nearby residents**
* Big worry is drivers just parking on the residential streets around campus instead.
* Then again, fewer cars heading to campus could mean less traffic and noise in the neighborhood.

EDIT: formatting
""", []),
            ("three_perspectives", None, """
> Should the university ban private cars from its campus?

FWIW here's how the arguments usually shake out.

Students are kind of on both sides. A car-free campus could make it safer to get around on foot or by bike between lectures, and a lot of students like the idea that the parking lots could be turned into more teaching space or green areas. The catch is that students commuting from far away may struggle to make it to early classes.

Staff are more skeptical. People with caring responsibilities may struggle to drop their kids off and still show up on time, and there's a concern that a ban could make it harder to recruit faculty who live outside the city.

Nearby residents are mostly worried that drivers will just park on their streets instead. That said, fewer cars coming onto campus could cut down on traffic and noise around the neighborhood.

IMO it's one of those ones where everyone has a point.
""", [
                ("side_swap", "a lot of students like the idea that the parking lots could be turned into more teaching space or green areas", (1, 1)),
                ("invented_claim", "there's a concern that a ban could make it harder to recruit faculty who live outside the city", None),
            ]),
            ("three_perspectives", None, """
> What would it mean for students, staff and people living nearby?

Quick breakdown since this comes up every year on here:

### Students
The pro is safety: with no cars on campus, walking and cycling between classes could get safer. The con is for commuters who live far away, who may find early lectures harder to get to.

### Staff
Staff who handle childcare or other caring duties might struggle to do drop-off and still arrive on time. But the space currently used for parking could be freed up for more teaching space or green areas.

### Residents
Residents are worried people will just leave their cars on the surrounding residential streets. At the same time, having fewer cars driving to campus might reduce traffic and noise in the area.
""", []),
            ("three_perspectives", None, """
> Should the university ban private cars from its campus?

Honestly this one has three pretty different camps:

1. **Students** – on the plus side, getting rid of cars could make walking and cycling between lectures safer. On the minus side, anyone commuting from far away would basically have no way of getting to early classes.
2. **Staff** – people with caring responsibilities may struggle to drop their kids off and still get to work on time. Still, the land taken up by parking could be reused for more teaching space or green areas.
3. **Residents** – they're worried drivers will simply start parking on residential streets nearby, and they doubt a ban would do anything to reduce traffic or noise in the neighborhood.

tbh I don't envy whoever has to make the call.
""", [
                ("exaggeration", "anyone commuting from far away would basically have no way of getting to early classes", (0, 1)),
                ("negation", "they doubt a ban would do anything to reduce traffic or noise in the neighborhood", (2, 1)),
            ]),
            ("three_perspectives", None, """
> Should the university ban private cars from its campus?

The way I see it, it mostly comes down to students vs. staff:

* **Students:** a car-free campus could make getting around on foot or by bike safer, but long-distance commuters may have a harder time making it to early lectures.
* **Staff:** losing parking may be rough for people with caring responsibilities who have to drop off kids and still arrive on time. On the other hand, the freed-up lots could become extra teaching space or green areas.

IMO both sides have fair points, so it's not a slam dunk either way.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
> ban private cars from its campus

So basically: students could get a safer campus for walking and biking between lectures, but those who commute from far away may find early classes harder to get to; staff with caring responsibilities may struggle to drop kids off and still make it in on time, though the parking land could be freed up for more teaching space or green areas; and nearby residents are worried drivers will just park on their streets instead, even if fewer cars coming to campus could reduce traffic and noise in the neighborhood.

Genuinely a tough one IMO.

EDIT: formatting
""", []),
        ],
    },
    {
        "id": "pets_on_public_transport",
        "topic": "Allowing pets on buses and trains",
        "query": "Should pets be allowed on buses and trains?",
        "perspectives": [
            ("pro", [
                "Pet owners without cars could travel more easily to vets, parks or family.",
                "Allowing pets may encourage more people to use public transport instead of driving.",
            ]),
            ("con", [
                "Passengers with allergies or phobias could find journeys uncomfortable or even unsafe.",
                "Animals may cause mess or damage, adding to operators' cleaning costs.",
                "Crowded rush-hour services leave little room for pets and their carriers.",
            ]),
        ],
        "variants": [
            ("prose", None, """
> Should pets be allowed on buses and trains?

Full disclosure, I have a dog, so grain of salt. But here's the honest rundown.

The case for it is mostly about access. Owners who don't drive could get their animals to the vet, the park or family more easily, and wouldn't have to shell out for expensive pet taxis every time. There's also the idea that letting pets on board may get more people to leave the car at home and take transit instead.

Against it, people with allergies or phobias could find the ride uncomfortable or even unsafe. And animals may make a mess or damage things, which means higher cleaning costs for whoever runs the service.

Tough to please everyone here.
""", [
                ("added_detail", "wouldn't have to shell out for expensive pet taxis every time", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
> pets allowed on buses and trains

Here's how I'd sum up both sides:

**For**
* People who don't have a car could get their pets to the vet, the park, or relatives' places more easily.
* It may nudge more people into using public transit rather than driving.

**Against**
* Riders with allergies or phobias could end up uncomfortable or even unsafe.
* Pets may cause mess or damage, which adds to the operators' cleaning bill.
* Rush-hour buses and trains are already packed, so there's little room for pets and their carriers.

EDIT: formatting
""", []),
            ("numbered", None, """
> Should pets be allowed on buses and trains?

FWIW, the arguments I've seen boil down to this:

1. **Easier travel for owners** – people without cars could get to the vet, parks, or family with their pets more easily.
2. **More transit riders** – allowing pets may encourage some drivers to switch to buses and trains; one survey found about 30% of dog owners said they'd ride transit more often if they could bring their dog.
3. **Allergies and phobias** – for some passengers the trip could become uncomfortable or even unsafe.
4. **Mess and damage** – animals may dirty or damage vehicles, pushing up cleaning costs for operators.
5. **No space at rush hour** – packed peak-time services have little room for pets and carriers.

Honestly could go either way.
""", [
                ("invented_statistic", "one survey found about 30% of dog owners said they'd ride transit more often if they could bring their dog", None),
            ]),
            ("headed", None, """
> Should pets be allowed on buses and trains?

### The case for
If you don't have a car, taking your pet to the vet, the park or to see family is a hassle, and allowing pets on board could make that easier. Supporters also say it may get more people out of their cars and onto public transport.

### The case against
Passengers with allergies or phobias could find the trip uncomfortable, or even unsafe. Mess is less of a concern, since animals would hardly cause enough damage to make a dent in operators' cleaning costs. The bigger practical issue is rush hour, when crowded buses and trains leave little room for pets and their carriers.

tbh I'm on the fence.
""", [
                ("negation", "Mess is less of a concern, since animals would hardly cause enough damage to make a dent in operators' cleaning costs", (1, 1)),
            ]),
            ("dense", None, """
> Should pets be allowed on buses and trains?

Short version: supporters say owners without cars could more easily take their pets to the vet, the park or family, and that allowing pets may pull more people onto public transport instead of driving, while opponents say passengers with allergies or phobias could find journeys uncomfortable or even unsafe, animals may cause mess or damage that raises operators' cleaning costs, and packed rush-hour services have little room to spare for pets and their carriers.

IMO it's closer than people think.
""", []),
            ("closing", None, """
> Should pets be allowed on buses and trains?

OK so on the pro side, the main point is that pet owners without a car could get to the vet, the park or their family's place more easily with their animal in tow. Basically it'd open up travel for people who can't drive their pets anywhere, so vet trips and visits stop being a logistical nightmare.

On the con side:
* Pets on board would make journeys unsafe for passengers with allergies or phobias.
* Animals may make a mess or damage things, adding to cleaning costs for operators.
* Rush-hour services are already crowded and leave little room for pets and carriers.

At the end of the day it's a balancing act between access for owners and comfort for everyone else.

EDIT: formatting
""", [
                ("repetition", "Basically it'd open up travel for people who can't drive their pets anywhere, so vet trips and visits stop being a logistical nightmare", (0, 1)),
                ("exaggeration", "Pets on board would make journeys unsafe for passengers with allergies or phobias", (1, 0)),
            ]),
        ],
    },
    {
        "id": "red_meat_tax",
        "topic": "A tax on red meat",
        "query": "Should the government introduce a tax on red meat?",
        "perspectives": [
            ("pro", [
                "A tax could nudge people toward healthier diets and lower rates of heart disease.",
                "Livestock farming produces significant greenhouse gas emissions, so a tax would reflect red meat's environmental cost.",
                "The revenue could be used to make fruit and vegetables cheaper.",
            ]),
            ("con", [
                "The tax would hit low-income households hardest, since food takes up a bigger share of their budgets.",
                "Livestock farmers and rural communities could lose income and jobs.",
            ]),
        ],
        "variants": [
            ("dense", None, """
> Should the government introduce a tax on red meat?

In a nutshell, supporters argue a tax would shift people to healthier diets and bring down heart disease, that it would reflect the climate cost of livestock farming's hefty greenhouse gas emissions, and that the money could go toward making fruit and veggies cheaper, whereas critics point out it would hit low-income households hardest since food eats up more of their budget, that farmers and rural communities could lose income and jobs, and that shoppers might just trade down to cheaper processed meat instead.

tbh it's messier than the headlines make it sound.
""", [
                ("exaggeration", "a tax would shift people to healthier diets and bring down heart disease", (0, 0)),
                ("invented_claim", "that shoppers might just trade down to cheaper processed meat instead", None),
            ]),
            ("headed", None, """
> Should the government introduce a tax on red meat?

## Why some people support it
Health is a big part of it: a tax could nudge people toward healthier eating and lower heart disease rates. There's also the climate angle, since raising livestock produces a lot of greenhouse gas emissions and a tax would price that in. And the money raised could be put toward cheaper fruit and vegetables.

## Why others oppose it
The burden would fall hardest on low-income households, because food takes up a bigger slice of what they spend. Farmers and rural communities could also lose income and jobs.

EDIT: formatting
""", []),
            ("closing", None, """
> tax on red meat

So there's a few angles here.

People in favor say it could steer folks toward healthier diets and lower rates of heart disease. They also argue that livestock farming puts out significant greenhouse gas emissions, so a tax would make red meat's price reflect its environmental cost.

People against it say it would hit low-income households the hardest, since food takes up a bigger chunk of their budgets. Opponents also point out that the revenue could be spent making fruit and vegetables cheaper, and they worry that livestock farmers and rural communities could lose income and jobs.

Ultimately it comes down to how you weigh public health and climate against the hit to people's wallets and rural livelihoods.
""", [
                ("side_swap", "Opponents also point out that the revenue could be spent making fruit and vegetables cheaper", (0, 2)),
            ]),
            ("bullets", None, """
> Should the government introduce a tax on red meat?

Not an expert, but here's the gist:

* **Pro:** could push people toward healthier diets and reduce heart disease
* **Pro:** raising livestock produces significant greenhouse gas emissions, and a tax would account for that environmental cost
* **Pro:** revenue could help make fruit and vegetables cheaper
* **Con:** low-income households would be hit hardest since food is a larger share of their spending
* **Con:** livestock farmers and rural communities could lose income and jobs
""", []),
            ("prose", None, """
> Should the government introduce a tax on red meat?

tbh I go back and forth on this one.

The health case is that a tax could nudge people toward better diets and fewer cases of heart disease. There's an environmental case too: livestock farming's share of greenhouse gas emissions is fairly small, but a tax would still make red meat's price reflect its environmental cost. And the revenue could go toward making fruit and vegetables cheaper, which is a nice touch.

On the other side, the biggest issue is fairness. Low-income households would take the hardest hit, since food eats up more of their budget. There's also the rural angle, where cattle ranchers in places like the Midwest could lose income and towns built around meatpacking plants could lose jobs.

Anyway, that's the debate as I understand it.
""", [
                ("negation", "livestock farming's share of greenhouse gas emissions is fairly small", (0, 1)),
                ("added_detail", "cattle ranchers in places like the Midwest could lose income and towns built around meatpacking plants could lose jobs", (1, 1)),
            ]),
            ("numbered", None, """
> Should the government introduce a tax on red meat?

FWIW here's how I'd lay it out.

Arguments for:
1. It could nudge people toward healthier diets, which may lower rates of heart disease.
2. Livestock farming produces significant greenhouse gas emissions, so the tax reflects red meat's real environmental cost.
3. Money from the tax could be used to bring down the price of fruit and vegetables.

Arguments against:
1. Low-income households would bear the brunt, since food takes up a larger share of their budgets.
2. Livestock farmers and rural communities could lose income and jobs.
""", []),
        ],
    },
    {
        "id": "damp_mold_repair_deadline",
        "topic": "A legal deadline for landlords to fix damp and mold",
        "query": "Should landlords be legally required to fix damp and mold problems within a set deadline?",
        "perspectives": [
            ("tenants", [
                "Damp and mold can cause breathing problems, especially for children and older people.",
                "A clear deadline would stop landlords from ignoring complaints for months.",
            ]),
            ("landlords", [
                "Some damp is caused by how tenants heat and ventilate the home rather than by the building itself.",
                "Tight deadlines may be unrealistic when builders are in short supply.",
                "Extra compliance costs could push some smaller landlords to sell up, reducing the number of homes for rent.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
> Should landlords be legally required to fix damp and mold problems within a set deadline?

Renter here, but I'll try to keep it balanced:

1. **Health (tenants):** damp and mold can cause breathing problems, especially for kids and older people.
2. **Accountability (tenants):** a clear deadline would stop landlords sitting on complaints for months.
3. **Cause (landlords):** some damp comes from how tenants heat and ventilate the place, not from the building itself.
4. **Practicality (landlords):** tight deadlines may not be realistic when builders are hard to find.
5. **Cost (landlords):** extra compliance costs could push some smaller landlords to sell, which means fewer rentals on the market.

EDIT: formatting
""", []),
            ("prose", None, """
> fix damp and mold problems within a set deadline

So from the tenant side, the argument is pretty simple: damp and mold can cause breathing problems, and kids and older people are especially at risk. A clear deadline would also mean landlords can't just ignore complaints for months, which, according to one housing charity survey, happens to roughly 1 in 4 renters who report mold.

Landlords push back on a few fronts. They say some damp is down to how tenants heat and air out the place rather than the building itself. They also argue that tight deadlines may be unrealistic when there aren't enough builders around, and that the added compliance costs could push some smaller landlords to sell up, shrinking the pool of rental homes.

IMO there's truth on both sides.
""", [
                ("invented_statistic", "according to one housing charity survey, happens to roughly 1 in 4 renters who report mold", None),
            ]),
            ("bullets", None, """
> Should landlords be legally required to fix damp and mold problems within a set deadline?

Here's the breakdown as I see it:

**Tenants' side**
* Damp and mold can trigger asthma attacks and chest infections, and kids and older people are especially vulnerable.
* With a clear deadline, landlords couldn't keep ignoring complaints for months on end.

**Landlords' side**
* Some damp is really caused by how tenants heat and ventilate the home, not the building.
* The extra compliance costs could lead some smaller landlords to sell up, leaving fewer homes to rent.

tbh both sides have a point.
""", [
                ("added_detail", "Damp and mold can trigger asthma attacks and chest infections", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
> Should landlords be legally required to fix damp and mold problems within a set deadline?

Renters' view: damp and mold can cause breathing problems, particularly for children and the elderly, and a firm deadline would stop landlords from letting complaints drag on for months.

Landlords' view: not all damp is the building's fault, since some comes from how tenants heat and ventilate their homes. Tight deadlines may also be unrealistic with builders in short supply, and extra compliance costs could push some smaller landlords out, meaning fewer rentals overall.

Honestly it's a tricky one and reasonable people land on both sides.
""", []),
            ("headed", None, """
> Should landlords be legally required to fix damp and mold problems within a set deadline?

### Tenants
The health angle is the big one: damp and mold can lead to breathing problems, and children and older people tend to be hit hardest. Tenants also say a clear deadline would stop landlords from ignoring complaints for months, and that a lot of renters are scared to complain in the first place because they're worried about being evicted.

### Landlords
Landlords argue that some damp comes from tenants' own heating and ventilation habits rather than the property. Tight deadlines may not be realistic when there's a shortage of builders, and the extra compliance costs could drive some smaller landlords to sell, so there'd be fewer homes available to rent.

EDIT: formatting
""", [
                ("invented_claim", "a lot of renters are scared to complain in the first place because they're worried about being evicted", None),
            ]),
            ("dense", None, """
> Should landlords be legally required to fix damp and mold problems within a set deadline?

TL;DR: tenants point out that damp and mold can cause breathing problems, especially for kids and older people, though a deadline on its own would not stop landlords from ignoring complaints for months, while landlords counter that some damp is caused by tenants' heating and ventilation habits rather than the building, that tight deadlines may be unrealistic when builders are in short supply, and that extra compliance costs could push some smaller landlords to sell up and shrink the rental supply.

IMO worth reading both sides before picking one.
""", [
                ("negation", "a deadline on its own would not stop landlords from ignoring complaints for months", (0, 1)),
            ]),
        ],
    },
]
