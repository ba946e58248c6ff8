"""Fresh2 batch f9 (written by a separate writer): noise cameras for loud vehicles; mandatory ethnicity pay-gap reporting; e-bike purchase subsidies; restricting wild camping in national parks."""

TOPICS = [
    {
        "id": "noise_cameras_loud_vehicles",
        "topic": "Noise cameras to fine loud vehicles",
        "query": "Should cities install noise cameras that automatically fine excessively loud vehicles?",
        "perspectives": [
            ("pro", [
                "Noise from deliberately loud or modified exhausts can disrupt sleep and may harm residents' health.",
                "Cameras could enforce noise limits consistently without needing police officers at the roadside.",
                "The prospect of automatic fines may deter drivers from illegally modifying their exhausts.",
            ]),
            ("con", [
                "The cameras could misidentify which vehicle made the noise, leading to unfair fines.",
                "Some see the technology as revenue-raising surveillance rather than a genuine safety measure.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Here is a balanced summary of the debate over noise cameras, drawing only on the arguments provided.

**Arguments in favour**
- **Public health:** Proponents contend that noise from deliberately loud or modified exhausts can disrupt sleep and may take a toll on residents' health.
- **Consistent enforcement:** Cameras could apply noise limits uniformly, without the need for police officers stationed at the roadside.
- **Deterrence:** The prospect of an automatic fine may discourage drivers from illegally modifying their exhausts in the first place.

**Arguments against**
- **Accuracy:** Detractors maintain that the cameras could attribute a noise to the wrong vehicle, resulting in unfair fines.
- **Motive:** Some regard the technology as revenue-raising surveillance rather than a genuine safety measure.
""", []),
            ("prose", None, """
The case for noise cameras rests chiefly on residents' wellbeing. Proponents contend that the roar of deliberately loud or modified exhausts can disrupt sleep and may harm health; they add that cameras could enforce noise limits consistently, without tying up police officers at the roadside. A further claim is that automatic fines will stop drivers from illegally modifying their exhausts altogether (pilot schemes have reportedly cut such complaints by around 40 per cent).

Detractors are less convinced. They warn that the cameras could misidentify which vehicle made the noise, leaving innocent motorists with unfair fines; some also view the technology as revenue-raising surveillance dressed up as a safety measure. On balance, the debate turns on whether the promise of quieter streets outweighs concerns about accuracy and motive.
""", [
                ("exaggeration", "automatic fines will stop drivers from illegally modifying their exhausts altogether", (0, 2)),
                ("invented_statistic", "pilot schemes have reportedly cut such complaints by around 40 per cent", None),
            ]),
            ("numbered", None, """
Arguments for noise cameras:

1. Loud or modified exhausts can disturb sleep, and the resulting noise may be harmful to residents' health.
2. Cameras could enforce noise limits consistently, with no need for officers at the roadside.
3. Knowing that fines are issued automatically may deter drivers from illegally modifying their exhausts.

Arguments against:

1. The cameras could pin the noise on the wrong vehicle, leading to unfair fines.
2. Some critics see the system as surveillance designed to raise revenue rather than as a genuine safety measure.
""", []),
            ("headed", None, """
### Supporters' view
Proponents contend that noise from deliberately loud or modified exhausts can disrupt sleep and may harm residents' health. In their view, the mere prospect of an automatic fine may also deter drivers from illegally modifying their exhausts.

### Critics' view
Detractors maintain that the cameras could misidentify which vehicle made the noise, leading to unfair fines. Some see the technology as revenue-raising surveillance rather than a genuine safety measure; critics also note that the cameras could enforce noise limits automatically, without any police officer at the roadside.
""", [
                ("side_swap", "critics also note that the cameras could enforce noise limits automatically, without any police officer at the roadside", (0, 1)),
            ]),
            ("dense", None, """
Proponents contend that noise from loud or modified exhausts can disrupt sleep, although it is unlikely to pose any real risk to residents' health, and that cameras could both enforce noise limits consistently without officers at the roadside and, through the prospect of automatic fines, deter drivers from illegally modifying their exhausts; detractors counter that the cameras could misidentify which vehicle made the noise, leaving motorists with unfair fines.
""", [
                ("negation", "although it is unlikely to pose any real risk to residents' health", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Noise cameras divide opinion along fairly predictable lines.

Supporters argue that deliberately loud or modified exhausts can disrupt sleep and may harm residents' health. They also suggest that cameras could enforce noise limits consistently without needing police officers at the roadside, and that the prospect of automatic fines may deter drivers from illegally modifying their exhausts.

Opponents, for their part, worry that the cameras could misidentify the vehicle responsible for a noise, resulting in unfair fines; some also see the technology as revenue-raising surveillance rather than a genuine safety measure.

Ultimately, where one lands is likely to depend on the weight given to residents' quality of life versus concerns about accuracy and intent.
""", []),
        ],
    },
    {
        "id": "ethnicity_pay_gap_reporting",
        "topic": "Mandatory ethnicity pay-gap reporting for large employers",
        "query": "Should large employers be legally required to report their ethnicity pay gap?",
        "perspectives": [
            ("pro", [
                "Mandatory reporting would expose pay disparities that currently go unnoticed.",
                "Published figures could pressure employers to take concrete action on fair pay and progression.",
            ]),
            ("con", [
                "Small numbers of staff in some ethnic groups may make the figures statistically unreliable or risk identifying individuals.",
                "Employees disclose their ethnicity voluntarily, so the data could be incomplete.",
                "The requirement would add an administrative burden for businesses.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Advocates of mandatory ethnicity pay-gap reporting make two main points. First, compulsory reporting would bring to light pay disparities that currently go unnoticed; second, once the figures are public, they could put pressure on employers to take concrete steps on fair pay and progression. Some supporters go further, arguing that transparent reporting would help firms attract a more diverse pool of applicants.

Opponents raise practical objections. Where some ethnic groups are represented by only a handful of staff (fewer than ten employees in a given pay quartile, say), the figures may be statistically unreliable or risk identifying individuals. Because employees disclose their ethnicity voluntarily, the data could also be incomplete; and the requirement would, they note, add an administrative burden for businesses.
""", [
                ("invented_claim", "arguing that transparent reporting would help firms attract a more diverse pool of applicants", None),
                ("added_detail", "fewer than ten employees in a given pay quartile, say", (1, 0)),
            ]),
            ("headed", None, """
## The case for mandatory reporting
Proponents contend that a legal requirement would surface pay disparities which at present go unnoticed. Publication, they argue, could also pressure employers into taking concrete action on fair pay and progression.

## The case against
Detractors maintain that the figures may be statistically unreliable where only small numbers of staff belong to some ethnic groups (and that, in such cases, they risk identifying individuals). They further note that ethnicity data rests on voluntary disclosure by employees, so it could be incomplete, and that the requirement would add to businesses' administrative burden.
""", []),
            ("bullets", None, """
Supporters of mandatory reporting argue:
- It would expose pay disparities that currently go unnoticed.
- Published figures could push employers to take concrete action on fair pay and progression.

Critics respond:
- Where some ethnic groups have few members of staff, the figures may be statistically unreliable or could identify individuals.
- Because ethnicity is disclosed voluntarily, the resulting data will inevitably be incomplete.
- The requirement would place an extra administrative burden on businesses.
""", [
                ("exaggeration", "the resulting data will inevitably be incomplete", (1, 1)),
            ]),
            ("numbered", None, """
The debate over mandatory ethnicity pay-gap reporting can be summarised as follows:

1. **Visibility (for):** Compulsory reporting would expose pay disparities that currently go unnoticed.
2. **Transparency (for):** Requiring publication would shine a light on gaps in pay that otherwise remain hidden from view.
3. **Data reliability (against):** Small numbers of staff in some ethnic groups may render the figures statistically unreliable, or risk identifying individuals.
4. **Incomplete data (against):** Since employees disclose their ethnicity voluntarily, the data could be incomplete.
5. **Administrative cost (against):** The requirement would add an administrative burden for businesses.
""", [
                ("repetition", "Requiring publication would shine a light on gaps in pay that otherwise remain hidden from view", (0, 1)),
            ]),
            ("dense", None, """
Proponents contend that mandatory reporting would expose pay disparities that currently go unnoticed and that published figures could pressure employers into concrete action on fair pay and progression, whereas detractors maintain that small numbers of staff in some ethnic groups may make the figures statistically unreliable (or even risk identifying individuals), that voluntary disclosure of ethnicity means the data could be incomplete, and that the requirement would add an administrative burden for businesses.
""", []),
            ("closing", None, """
Supporters argue that a legal duty to report would expose pay disparities that currently go unnoticed, although they accept that publishing the figures may do little by itself to change how employers approach pay and progression. They also acknowledge that the requirement would add an administrative burden for businesses.

Opponents stress the limits of the data: where only small numbers of staff belong to some ethnic groups, the figures may be statistically unreliable or risk identifying individuals, and because ethnicity is disclosed voluntarily, the data could be incomplete.

On balance, this is a debate about whether the value of transparency justifies the practical drawbacks; reasonable people weigh it differently.
""", [
                ("negation", "publishing the figures may do little by itself to change how employers approach pay and progression", (0, 1)),
                ("side_swap", "They also acknowledge that the requirement would add an administrative burden for businesses", (1, 2)),
            ]),
        ],
    },
    {
        "id": "ebike_purchase_subsidies",
        "topic": "Subsidies for buying e-bikes",
        "query": "Should the government subsidise the purchase of e-bikes?",
        "perspectives": [
            ("commuters", [
                "A subsidy could make e-bikes affordable for people put off by the upfront cost.",
                "E-bikes may offer a quicker and cheaper commute than driving in congested cities.",
            ]),
            ("environmental groups", [
                "Replacing car trips with e-bike trips could cut carbon emissions and local air pollution.",
                "Subsidies may achieve little unless paired with investment in safe cycling infrastructure.",
            ]),
            ("taxpayer groups", [
                "Subsidies often go to wealthier buyers who would have bought an e-bike anyway.",
                "The money could be spent more effectively on public transport.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
### Commuters
From the commuter's perspective, a subsidy could bring e-bikes within reach of people who are put off by the upfront cost. E-bikes may also offer a quicker and cheaper way to get to work than driving in congested cities.

### Environmental groups
Environmental groups contend that swapping car trips for e-bike trips could reduce both carbon emissions and local air pollution. They caution, however, that subsidies may achieve little unless they are paired with investment in safe cycling infrastructure.

### Taxpayer groups
Taxpayer groups are more sceptical: subsidies, they argue, often flow to wealthier buyers who would have purchased an e-bike anyway, and the money could be spent more effectively on public transport.
""", []),
            ("three_perspectives", None, """
The question of e-bike subsidies looks rather different depending on who is asked.

Commuters see potential benefits. A subsidy worth several hundred pounds per bike could make e-bikes affordable for those deterred by the upfront cost; and, in congested cities, an e-bike may offer a quicker and cheaper commute than the car.

Environmental groups offer qualified support. Replacing car journeys with e-bike trips could, they argue, cut carbon emissions and local air pollution; yet subsidies may achieve little unless they are accompanied by investment in safe cycling infrastructure.
""", [
                ("omitted_perspective", None, 2),
                ("added_detail", "A subsidy worth several hundred pounds per bike", (0, 0)),
            ]),
            ("three_perspectives", None, """
**Commuters**
- A subsidy could make e-bikes affordable for people who are put off by the initial cost.
- E-bikes may provide a faster, cheaper commute than driving in congested cities.

**Environmental groups**
- Shifting trips from cars to e-bikes could lower carbon emissions and local air pollution.
- Subsidies on their own may achieve little without parallel investment in safe cycling infrastructure.

**Taxpayer groups**
- Subsidies often benefit wealthier buyers who would have bought an e-bike regardless.
- The same money could be spent more effectively on public transport.
""", []),
            ("three_perspectives", None, """
Stakeholders view e-bike subsidies quite differently:

1. **Commuters** – A subsidy could make e-bikes affordable for people put off by the upfront cost, and e-bikes may offer a quicker, cheaper commute than driving in congested cities. Regular riding would also improve commuters' fitness and reduce sick days.
2. **Environmental groups** – Replacing car trips with e-bike trips could cut carbon emissions and local air pollution, though subsidies may achieve little unless paired with investment in safe cycling infrastructure.
3. **Taxpayer groups** – Subsidies simply end up with wealthier buyers who would have bought an e-bike anyway, and the money could be spent more effectively on public transport.
""", [
                ("invented_claim", "Regular riding would also improve commuters' fitness and reduce sick days", None),
                ("exaggeration", "Subsidies simply end up with wealthier buyers who would have bought an e-bike anyway", (2, 0)),
            ]),
            ("three_perspectives", None, """
For commuters, the appeal is practical: a subsidy could make e-bikes affordable for those put off by the upfront cost, and e-bikes may offer a quicker and cheaper commute than driving in congested cities.

Environmental groups emphasise the wider benefits; replacing car trips with e-bike trips could, in their view, cut carbon emissions and local air pollution. They also believe that subsidies can deliver results on their own, without any need for parallel investment in cycling infrastructure.

Taxpayer groups, by contrast, maintain that subsidies often go to wealthier buyers who would have bought an e-bike anyway, and that the money could be spent more effectively on public transport.
""", [
                ("negation", "subsidies can deliver results on their own, without any need for parallel investment in cycling infrastructure", (1, 1)),
            ]),
            ("three_perspectives", None, """
From the commuter's standpoint, a subsidy could make e-bikes affordable for people put off by the upfront cost. Environmental groups argue that replacing car trips with e-bike trips could cut carbon emissions and local air pollution (one widely cited survey found that roughly half of subsidised e-bike journeys replaced a car trip), though they caution that subsidies may achieve little unless paired with investment in safe cycling infrastructure. Taxpayer groups, meanwhile, contend that subsidies often go to wealthier buyers who would have bought an e-bike anyway, and that the money could be spent more effectively on public transport.
""", [
                ("omitted_argument", None, (0, 1)),
                ("invented_statistic", "one widely cited survey found that roughly half of subsidised e-bike journeys replaced a car trip", None),
            ]),
        ],
    },
    {
        "id": "wild_camping_national_parks",
        "topic": "Restricting wild camping in national parks",
        "query": "Should wild camping be restricted in national parks?",
        "perspectives": [
            ("pro", [
                "Unregulated camping can leave litter, human waste and fire scars in fragile habitats.",
                "Popular spots may become overcrowded, disturbing wildlife and other visitors.",
            ]),
            ("con", [
                "Some feel that access to wild places is a long-standing freedom that should not be curtailed.",
                "Restrictions could push campers towards less suitable, unmonitored areas.",
                "Most wild campers behave responsibly, so restrictions may penalise the many for the actions of a few.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
**Arguments for restricting wild camping**

1. Unregulated camping can leave behind litter, human waste and fire scars in fragile habitats.
2. Popular spots may become overcrowded, disturbing both wildlife and other visitors.

**Arguments against**

1. Some feel that access to wild places is a long-standing freedom and should not be curtailed.
2. Restrictions could displace campers towards less suitable areas that nobody monitors.
3. Since most wild campers behave responsibly, restrictions may end up penalising the many for the actions of a few.
""", []),
            ("bullets", None, """
Those in favour of restrictions argue that:
- unregulated camping can leave litter, human waste and fire scars in fragile habitats such as peat bogs and lochside woodland;
- popular spots may become overcrowded, disturbing wildlife and other visitors.

Those opposed contend that:
- access to wild places is, for some, a long-standing freedom that ought not to be curtailed;
- restrictions could push campers towards less suitable, unmonitored areas;
- most wild campers behave responsibly, so restrictions may penalise the many for the actions of a few.
""", [
                ("added_detail", "such as peat bogs and lochside woodland", (0, 0)),
            ]),
            ("headed", None, """
### Why some favour restrictions
Proponents contend that unregulated camping can leave litter, human waste and fire scars in fragile habitats. They add that popular spots may become overcrowded, to the detriment of wildlife and other visitors alike.

### Why others oppose them
Detractors maintain that restrictions could push campers towards less suitable, unmonitored areas. Some also regard access to wild places as a long-standing freedom that should not be curtailed; and, since most wild campers behave responsibly, restrictions may penalise the many for the actions of a few.
""", []),
            ("prose", None, """
Proponents of tighter rules contend that unregulated camping can leave litter, human waste and fire scars in fragile habitats. They also point to crowding at popular spots, which they regard as a nuisance for other visitors though largely harmless to wildlife. Some go further and suggest that permit fees could fund additional ranger patrols.

Detractors, on the other hand, note that for some, access to wild places is a long-standing freedom that should not be curtailed. Restrictions, they argue, could push campers towards less suitable, unmonitored areas; and, since most wild campers behave responsibly, such measures may penalise the many for the actions of a few.
""", [
                ("negation", "which they regard as a nuisance for other visitors though largely harmless to wildlife", (0, 1)),
                ("invented_claim", "permit fees could fund additional ranger patrols", None),
            ]),
            ("dense", None, """
Supporters of restrictions argue that unregulated camping can leave litter, human waste and fire scars in fragile habitats and that popular spots may become overcrowded, disturbing wildlife and other visitors; opponents reply that some see access to wild places as a long-standing freedom that should not be curtailed, that restrictions would inevitably drive campers into unsuitable, unmonitored areas, and that, since most wild campers behave responsibly, restrictions may penalise the many for the actions of a few.
""", [
                ("exaggeration", "restrictions would inevitably drive campers into unsuitable, unmonitored areas", (1, 1)),
            ]),
            ("closing", None, """
Proponents contend that restrictions are warranted because unregulated camping can leave litter, human waste and fire scars in fragile habitats, and because popular spots may become overcrowded, disturbing wildlife and other visitors.

Detractors maintain that access to wild places is, in some people's eyes, a long-standing freedom that should not be curtailed. They also warn that restrictions could push campers towards less suitable, unmonitored areas, and that, as most wild campers behave responsibly, restrictions may penalise the many for the actions of a few.

It is, on balance, a question of how to weigh the protection of fragile landscapes against the principle of open access.
""", []),
        ],
    },
]
