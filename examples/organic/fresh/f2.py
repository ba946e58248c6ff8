"""Fresh batch f2 (written by a separate writer): Upzoning suburbs for apartment buildings; Rewilding farmland; Banning imports of hunting trophies; Licences for hobby drone pilots."""

TOPICS = [
    {
        "id": "upzoning_suburbs",
        "topic": "Upzoning suburbs for apartment buildings",
        "query": "Should suburbs be upzoned to allow apartment buildings?",
        "perspectives": [
            ("supporters", [
                "Allowing apartments in suburbs could increase housing supply and ease rents over time.",
                "Denser neighbourhoods may let more people live near jobs and public transport.",
                "Some local shops and services can benefit from having more residents within walking distance.",
            ]),
            ("opponents", [
                "New apartment buildings may strain local schools, roads and water infrastructure.",
                "Some residents worry that taller buildings could change the character of established neighbourhoods.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Upzoning suburbs is one of the more contested questions in housing policy, and both sides make reasonable points.

Supporters argue that letting apartments go up in suburban areas could add to the overall housing supply and, over time, help ease rents. They also point out that denser neighbourhoods may allow more people to live close to where they work and to public transport. On top of that, some local shops and services can do better when more residents live within walking distance.

Opponents, for their part, worry about the pressure on existing infrastructure: new apartment buildings may strain local schools, roads and water systems. There is also a concern among some residents that taller buildings could alter the character of neighbourhoods that are already well established.
""", []),
            ("bullets", None, """
Here's a balanced look at the debate.

**In favour of upzoning**
- Allowing apartments in the suburbs could add to housing supply, although it would do little to bring rents down over time.
- Denser neighbourhoods may let more people live near jobs and public transport; a 2020 analysis of several US metro areas estimated that commute times fell by about 12% where suburbs were upzoned.
- Some local shops and services can benefit when more residents live within walking distance.

**Against upzoning**
- New apartment blocks may put a strain on local schools, roads and water infrastructure.
- Some residents worry that taller buildings could change the character of established neighbourhoods.
""", [
                ("negation", "although it would do little to bring rents down over time", (0, 0)),
                ("invented_statistic", "a 2020 analysis of several US metro areas estimated that commute times fell by about 12% where suburbs were upzoned", None),
            ]),
            ("numbered", None, """
Great question — this is a debate that plays out in a lot of city councils.

1. **Housing supply:** Supporters say permitting apartments in suburbs could increase the number of homes available and ease rents over time.
2. **Access to jobs and transit:** Denser neighbourhoods may let more people live close to employment and public transport.
3. **Local businesses:** Some shops and services can benefit from having more residents within walking distance.
4. **Infrastructure:** Opponents counter that new apartment buildings may strain local schools, roads and water infrastructure.
5. **Neighbourhood character:** Some residents worry that taller buildings could change the feel of established neighbourhoods.
""", []),
            ("headed", None, """
### The case for upzoning
Advocates see upzoning as a way to tackle housing shortages. Allowing apartments in suburbs could increase supply and ease rents over time, and denser neighbourhoods may let more people live near jobs and public transport. Some local shops and services can also benefit from having more residents within walking distance, especially cafés and corner grocers that currently struggle to stay open on weekdays.

### The case against
Critics warn that new apartment buildings will overwhelm local schools, roads and water infrastructure. Some residents also worry that taller buildings could change the character of established neighbourhoods.
""", [
                ("added_detail", "especially cafés and corner grocers that currently struggle to stay open on weekdays", (0, 2)),
                ("exaggeration", "new apartment buildings will overwhelm local schools, roads and water infrastructure", (1, 0)),
            ]),
            ("dense", None, """
Supporters say that allowing apartments in suburbs could boost housing supply and ease rents over time, may let more people live near jobs and public transport, and can help some local shops and services by putting more residents within walking distance, while opponents counter that new apartment buildings may strain local schools, roads and water infrastructure.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
There are solid arguments on both sides here.

- **Pro:** Permitting apartment buildings in suburbs could increase housing supply and, over time, ease rents. Denser areas may also let more people live within reach of jobs and public transport, and some local shops and services can benefit from having more residents within walking distance.
- **Con:** New apartment buildings may put strain on local schools, roads and water infrastructure, and some residents worry that taller buildings could change the character of established neighbourhoods.

Ultimately, how these trade-offs are weighed tends to depend on each community's priorities.
""", []),
        ],
    },
    {
        "id": "rewilding_farmland",
        "topic": "Rewilding farmland",
        "query": "Should farmland be rewilded?",
        "perspectives": [
            ("farmers", [
                "Taking land out of production could reduce farm incomes and domestic food output.",
                "Some farmers may lose a way of life that their families have followed for generations.",
            ]),
            ("conservationists", [
                "Rewilded land can provide habitat for declining species such as pollinators and ground-nesting birds.",
                "Restored wetlands and woodland may store more carbon and reduce downstream flooding.",
            ]),
            ("rural communities", [
                "Nature tourism could bring new jobs and visitors to rural areas.",
                "Some residents may worry about reintroduced predators living close to livestock and homes.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Rewilding farmland affects several groups in different ways.

From the farmers' point of view, taking land out of production could reduce both farm incomes and the amount of food grown domestically. There is also a more personal cost: some farmers may lose a way of life that their families have followed for generations.

Conservationists see it differently. Rewilded land can provide habitat for declining species such as pollinators and ground-nesting birds, and restored wetlands and woodland may store more carbon while also reducing flooding downstream.

For rural communities, the picture is mixed. Nature tourism could bring new jobs and visitors to the area, but some residents may worry about reintroduced predators living close to livestock and homes.
""", []),
            ("three_perspectives", None, """
Here's how the main stakeholders tend to see it:

**Farmers**
- Taking land out of production could cut farm incomes and reduce domestic food output.
- Some may lose a way of life their families have followed for generations.

**Conservationists**
- Rewilded land can offer habitat for declining species, including pollinators and ground-nesting birds.

**Rural communities**
- Nature tourism could bring new jobs and visitors.
- Restored wetlands and woodland may store more carbon and reduce downstream flooding.
- Some residents may be uneasy about reintroduced predators near livestock and homes.
""", [
                ("side_swap", "Restored wetlands and woodland may store more carbon and reduce downstream flooding", (1, 1)),
            ]),
            ("three_perspectives", None, """
Great question — rewilding touches on farming, nature and rural life all at once.

1. **Farmers:** Taking land out of production could reduce farm incomes and domestic food output.
2. **Conservationists:** Rewilded land can provide habitat for declining species such as pollinators and ground-nesting birds. Restored wetlands and woodland may also store more carbon and reduce downstream flooding, and rewilded soils can recover their fertility, leaving the land in better shape if it is ever farmed again.
3. **Rural communities:** Nature tourism could bring new jobs and visitors, though some residents may worry about reintroduced predators near livestock and homes. Some residents may also lose a way of life that their families have followed for generations.
""", [
                ("invented_claim", "rewilded soils can recover their fertility, leaving the land in better shape if it is ever farmed again", None),
                ("side_swap", "Some residents may also lose a way of life that their families have followed for generations", (0, 1)),
            ]),
            ("three_perspectives", None, """
### Farmers
For many farmers, the main concern is economic: taking land out of production could lower farm incomes and reduce how much food is produced at home. Some may also lose a way of life their families have kept up for generations.

### Conservationists
Conservation groups argue that rewilded land can provide habitat for declining species such as pollinators and ground-nesting birds. They add that restored wetlands and woodland may lock away more carbon and cut flooding further downstream.

### Rural communities
Locals could see new jobs and visitors arrive through nature tourism. At the same time, some residents may worry about reintroduced predators living near their livestock and homes.
""", []),
            ("three_perspectives", None, """
Farmers warn that taking land out of production could reduce farm incomes and domestic food output and that some of them may lose a way of life their families have followed for generations, whereas conservationists argue that rewilded land can provide habitat for declining species like pollinators and ground-nesting birds, and that restored wetlands and woodland may store more carbon and reduce downstream flooding.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Rewilding farmland looks quite different depending on who you ask.

**Farmers** point out that taking land out of production could reduce their incomes as well as domestic food output, and some may lose a way of life that has been in their families for generations.

**Conservationists** argue that rewilded land can provide habitat for declining species such as pollinators and ground-nesting birds like curlews and lapwings, which have lost much of their nesting ground to intensive farming. They also note that restored wetlands and woodland may store more carbon and reduce downstream flooding.

**Rural communities** could gain new jobs and visitors from nature tourism, although some residents may worry about reintroduced predators near livestock and homes.

In the end, the balance probably depends on the landscape and on how any transition is managed.
""", [
                ("added_detail", "ground-nesting birds like curlews and lapwings, which have lost much of their nesting ground to intensive farming", (1, 0)),
            ]),
        ],
    },
    {
        "id": "hunting_trophy_imports",
        "topic": "Banning imports of hunting trophies",
        "query": "Should countries ban imports of hunting trophies?",
        "perspectives": [
            ("ban imports", [
                "Trophy hunting may put extra pressure on threatened species whose populations are already small.",
                "Many people see killing animals for display as ethically unacceptable.",
            ]),
            ("allow imports", [
                "Hunting fees can fund conservation and anti-poaching work in some countries.",
                "Local communities may earn income from hunting that gives them a reason to protect wildlife.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**Arguments for a ban**
- Trophy hunting may add pressure on threatened species whose numbers are already small.
- Many people regard killing animals for display as ethically unacceptable.

**Arguments against a ban**
- In some countries, hunting fees can help pay for conservation and anti-poaching work.
- Local communities may earn income from hunting, which gives them a reason to protect wildlife.
""", []),
            ("prose", None, """
This is a debate where conservation and ethics pull in different directions.

Those who want a ban argue that trophy hunting may put extra pressure on threatened species whose populations are already small. Many people also simply see killing animals for display as ethically unacceptable.

On the other side, defenders of the trade say that hunting fees can fund conservation and anti-poaching work in some countries; in parts of southern Africa, trophy fees are estimated to cover around 40% of anti-poaching budgets. They add that local communities may earn income from hunting, even if it gives them little incentive to protect wildlife.
""", [
                ("invented_statistic", "in parts of southern Africa, trophy fees are estimated to cover around 40% of anti-poaching budgets", None),
                ("negation", "even if it gives them little incentive to protect wildlife", (1, 1)),
            ]),
            ("numbered", None, """
Here are the main perspectives:

1. **Support a ban:** Trophy hunting may put additional pressure on threatened species with already small populations, and many people consider killing animals for display to be ethically unacceptable.
2. **Oppose a ban:** Hunting fees can fund conservation and anti-poaching efforts in some countries, and local communities may earn income from hunting that gives them a reason to protect wildlife.
""", []),
            ("headed", None, """
### Why some want a ban
Trophy hunting inevitably puts heavy pressure on threatened species whose populations are already small. Critics also argue that legal trophy imports can give cover to animals killed illegally, since poached specimens are sometimes passed off as legitimate trophies. For many people, killing animals for display is simply ethically unacceptable.

### Why others oppose a ban
Hunting fees can fund conservation and anti-poaching work in some countries. Local communities may also earn income from hunting, giving them a reason to protect wildlife.
""", [
                ("exaggeration", "Trophy hunting inevitably puts heavy pressure on threatened species whose populations are already small", (0, 0)),
                ("invented_claim", "Critics also argue that legal trophy imports can give cover to animals killed illegally, since poached specimens are sometimes passed off as legitimate trophies", None),
            ]),
            ("dense", None, """
Supporters of a ban say trophy hunting may put extra pressure on threatened species whose populations are already small and that many people find killing animals for display ethically unacceptable, while opponents reply that hunting fees can fund conservation and anti-poaching work in some countries and that local communities may earn income from hunting that gives them a reason to protect wildlife.
""", []),
            ("closing", None, """
Here's an overview of both positions.

**For a ban:** trophy hunting may put extra pressure on threatened species whose populations are already small, and many people see killing animals for display as ethically unacceptable.

**Against a ban:** hunting fees can fund conservation and anti-poaching work in some countries, such as Zimbabwe and Tanzania, where fees help pay for ranger patrols. Local communities may also earn income from hunting that gives them a reason to protect wildlife.

Ultimately, the answer depends on how one weighs animal welfare against the practical realities of conservation funding.
""", [
                ("added_detail", "such as Zimbabwe and Tanzania, where fees help pay for ranger patrols", (1, 0)),
            ]),
        ],
    },
    {
        "id": "hobby_drone_licences",
        "topic": "Licences for hobby drone pilots",
        "query": "Should hobby drone pilots be required to hold a licence?",
        "perspectives": [
            ("pro", [
                "A licence test could ensure pilots know basic airspace and safety rules.",
                "Registration may make it easier to trace drones that are flown irresponsibly near airports or crowds.",
            ]),
            ("con", [
                "Licence fees and tests could discourage young people and casual hobbyists from taking up flying.",
                "Most hobby drones are small and rarely cause serious harm.",
                "Enforcement may be difficult, since many drones are flown on private land.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
1. **Safety knowledge:** A licence test could make sure pilots understand basic airspace and safety rules.
2. **Traceability:** Registration may make it easier to track down drones flown irresponsibly near airports or crowds.
3. **Competence:** Requiring pilots to pass a test could also help ensure they are familiar with the fundamental rules of the air and of safe flying.
4. **Barriers to entry:** On the other hand, licence fees and tests could put young people and casual hobbyists off taking up the hobby.
5. **Low risk:** Critics also note that most hobby drones are small and rarely cause serious harm.
""", [
                ("repetition", "Requiring pilots to pass a test could also help ensure they are familiar with the fundamental rules of the air and of safe flying", (1, 2)),
            ]),
            ("prose", None, """
Whether hobby drone pilots should need a licence comes down to how you weigh safety against accessibility.

Proponents argue that a licence test could ensure pilots know the basic airspace and safety rules. Registration, they add, may make it easier to trace drones that are flown irresponsibly near airports or crowds.

Critics see several problems. Licence fees and tests could discourage young people and casual hobbyists from taking up flying in the first place. Most hobby drones, they point out, are small and rarely cause serious harm. And enforcement may be difficult, since many drones are flown on private land.
""", []),
            ("bullets", None, """
**Reasons to require a licence**
- A licence test could ensure pilots know basic airspace and safety rules.
- Registration may not make it any easier to trace drones that are flown irresponsibly near airports or crowds.

**Reasons against**
- Fees and testing could discourage young people and casual hobbyists from getting into flying.
- Most hobby drones are small and rarely cause serious harm.
- Enforcement may be difficult, since many drones are flown on private land.
""", [
                ("negation", "Registration may not make it any easier to trace drones that are flown irresponsibly near airports or crowds", (0, 1)),
            ]),
            ("headed", None, """
### In favour of licensing
A basic licence test could make sure pilots know the key airspace and safety rules, and registration may make it easier to trace drones flown irresponsibly near airports or crowds.

### Against licensing
Licence fees and tests could deter young people and casual hobbyists from taking up flying. Most hobby drones are small and rarely cause serious harm, and enforcement may be difficult because many are flown on private land.
""", []),
            ("dense", None, """
Supporters argue that a licence test would guarantee every pilot knows the airspace and safety rules and that registration may make it easier to trace drones flown irresponsibly near airports or crowds, while critics counter that fees and tests could discourage young people and casual hobbyists from flying, that most hobby drones are small and rarely cause serious harm, that existing aviation laws already cover the most dangerous behaviour, and that enforcement may be difficult since many drones are flown on private land.
""", [
                ("exaggeration", "a licence test would guarantee every pilot knows the airspace and safety rules", (0, 0)),
                ("invented_claim", "that existing aviation laws already cover the most dangerous behaviour", None),
            ]),
            ("closing", None, """
Here's a quick overview.

Supporters of licensing say a test could ensure hobby pilots know basic airspace and safety rules, and that registration may make it easier to trace drones that are flown irresponsibly near airports or crowds.

Opponents argue that licence fees and tests could discourage young people and casual hobbyists from taking up flying, and that enforcement may be difficult, since many drones are flown on private land.

Ultimately, the right approach may depend on how much risk a country is willing to accept from recreational flying.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
]
