"""Fresh10 batch f43 (written by a separate writer): Building a waste incinerator near a market town; A 48-hour maximum working week for junior doctors; Banning jump racing; An annual tax on households' second cars."""

TOPICS = [
    {
        "id": "market_town_waste_incinerator",
        "topic": "Building a waste incinerator near a market town",
        "query": "Should a waste incinerator be built on the edge of our market town?",
        "perspectives": [
            ("residents", [
                "Emissions from the chimney could harm air quality and the health of people living nearby.",
                "Heavy lorries bringing waste would add traffic and noise to the town's narrow streets.",
                "The plant may lower property values in the surrounding area.",
            ]),
            ("district council", [
                "Burning waste locally would cut the amount sent to landfill and the cost of transporting it elsewhere.",
                "The site could generate electricity and heat for homes in the district.",
            ]),
            ("waste company", [
                "The plant would create jobs during construction and long-term operation.",
                "Modern filtering technology means emissions can be kept within strict legal limits.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
I. Overview
The question: whether a waste incinerator should be built on the edge of the town. Three parties with distinct stakes — residents, the district council and the waste company.

II. Residents' concerns
A. Health and air quality
   a) Chimney emissions could degrade local air and affect the health of those living close by.
B. Traffic
   a) Waste lorries would bring more traffic and noise to narrow town streets.
C. Property
   a) Possible fall in property values near the site.

III. The district council's position
A. Less landfill; lower costs of hauling waste out of the district.
B. Potential source of electricity and heat for local homes.

IV. The waste company's case
A. Employment — jobs both in building the plant and in running it over the long term.
B. Emissions — modern filters allow output to be held within strict legal limits.

V. Summary
Residents focus on health, traffic and property values; the council on waste disposal and local energy; the company on jobs and the capability of modern filtering. The sharpest tension lies between the residents' health worries and the company's assurance on emissions.
""", []),
            ("three_perspectives", None, """
I. Overview
A proposal to site a waste incinerator close to a market town, viewed from three angles.

II. Residents
A. Health risk: the chimney's emissions might worsen air quality and harm nearby households.
B. Lorry movements: extra heavy traffic and noise along the town's narrow streets.
C. House prices: the surrounding area could see property values drop.

III. District council
A. Landfill reduction — local burning means less waste buried and lower haulage costs.
B. Energy — the plant could supply power and heat to homes across the district.
C. Safety assurance — the council argues that modern filtering keeps emissions inside strict legal limits.

IV. Waste company
A. Jobs, both while the plant is built and once it is operating.
B. Track record: comparable plants, it says, typically run at less than 10 per cent of their permitted emission levels.

V. Summary
The debate turns on whether the disposal, energy and employment benefits outweigh residents' concerns about health, traffic and property values.
""", [
                ("side_swap", "the council argues that modern filtering keeps emissions inside strict legal limits", (2, 1)),
                ("invented_statistic", "comparable plants, it says, typically run at less than 10 per cent of their permitted emission levels", None),
            ]),
            ("three_perspectives", None, """
I. Overview
Should an incinerator be built near the town? The arguments fall into three camps.

II. The waste company
A. Economic
   (i) Construction jobs, followed by longer-term operational posts.
B. Environmental
   (i) Contemporary filter systems, the company maintains, can hold emissions within tight legal limits.

III. The district council
A. Disposal: burning waste locally would reduce landfill and the expense of transporting rubbish elsewhere.
B. Energy recovery: the site could produce electricity and heat for homes in the district.

IV. Residents
A. Air quality — chimney emissions may damage it, with possible consequences for the health of people nearby.
B. Heavy goods vehicles — more traffic and noise in narrow streets.
C. Property values — these might fall in the area around the plant.

V. Summary
Each group weighs the proposal differently: the company and the council stress jobs, disposal and energy, while residents worry about health, traffic and the value of their homes. Whether filtering can answer the health worry is the crux.
""", []),
            ("three_perspectives", None, """
I. Overview
The incinerator proposal divides local opinion. Below, the main points raised by residents and by the district council.

II. Arguments against (residents)
A. Emissions from the stack could harm the air and the health of neighbours.
B. A stream of heavy lorries would add noise and congestion to narrow streets.
C. Homes nearby may lose value.

III. Arguments for (district council)
A. Reduced reliance on landfill, and savings on taking waste out of the area.
B. A possible supply of electricity and heat for homes in the district.

IV. Points of contention
A. Health versus disposal: residents' fears about air quality sit against the council's interest in local waste handling.
B. Local costs versus district-wide benefits.

V. Summary
A finely balanced choice; much depends on how the residents' worries are weighed against the landfill and energy gains.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
I. Overview
Topic: an incinerator on the outskirts of a market town. Three stakeholders.

II. Residents
A. Air and health
   a) Chimney emissions could pollute the air and put local people's health at risk.
B. Traffic
   a) Heavy waste lorries; added traffic and noise in narrow streets.
C. Property
   a) The plant will drive down the value of every home in the surrounding area.

III. District council
A. Less waste to landfill; lower transport costs.
B. Energy: electricity and heat for district homes, piped through a new heat network to the estates on the town's eastern side.

IV. Waste company
A. Employment during construction and over the long term.
B. Modern filtering means emissions can be held within strict legal limits.

V. Summary
Residents' concerns centre on health, traffic and property; the council and the company point to disposal, energy and jobs.
""", [
                ("exaggeration", "The plant will drive down the value of every home in the surrounding area", (0, 2)),
                ("added_detail", "piped through a new heat network to the estates on the town's eastern side", (1, 1)),
            ]),
            ("three_perspectives", None, """
I. Overview
Three groups have a stake in the proposed incinerator, and their arguments pull in different directions.

II. The residents' perspective
A. Residents fear that what comes out of the chimney could affect both air quality and the health of people who live close by. They also expect heavy lorries carrying waste to bring more traffic and noise to streets that are narrow to begin with.
B. There is, in addition, a financial worry: property values around the site may fall.

III. The district council's perspective
A. For the council, local incineration would mean less waste going to landfill and lower costs for transporting it elsewhere. The plant could also produce electricity and heat for homes in the district.

IV. The waste company's perspective
A. The company points to jobs, both in the construction phase and in running the plant for years afterwards. It also argues that modern filtering technology allows emissions to be kept within strict legal limits.

V. Summary
Residents see mainly local costs; the council and the company see practical and economic gains. The arguments themselves do not settle the matter, which turns on how those interests are balanced.
""", []),
        ],
    },
    {
        "id": "junior_doctors_48_hour_week",
        "topic": "A 48-hour maximum working week for junior doctors",
        "query": "Should junior doctors' working week be capped at 48 hours?",
        "perspectives": [
            ("pro", [
                "Tired doctors are more likely to make mistakes that could harm patients.",
                "Limiting hours may protect junior doctors' own health and reduce burnout.",
                "A reasonable working week could make medicine a more attractive career and help retention.",
            ]),
            ("con", [
                "Fewer hours may mean trainees see fewer cases and gain less experience.",
                "More shift handovers could increase the risk of information being lost between teams.",
                "Hospitals would need to hire extra staff to fill rota gaps, raising costs.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
I. Overview
- The proposal: a 48-hour ceiling on the weekly hours of junior doctors.
- Considerations on both sides: patient safety and staff wellbeing set against training, continuity and cost.

II. Arguments in favour
- **Patient safety** — fatigued doctors are likelier to make errors that could harm patients.
- **Doctors' wellbeing** — shorter hours may safeguard junior doctors' health and cut burnout.
- **Recruitment and retention** — a reasonable week could make medicine more appealing as a career and help keep people in it.

III. Arguments against
- **Training** — fewer hours may mean fewer cases seen and less experience gained.
- **Handovers** — more changes of shift could raise the risk of information going astray between teams.
- **Cost** — hospitals would have to recruit extra staff to cover rota gaps, which would push costs up.

IV. Summary
- Supporters frame the cap as a safety and workforce measure; critics worry about depth of training, continuity between teams and expense.
""", []),
            ("prose", None, """
I. Overview
Capping junior doctors at 48 hours a week is a proposal that sets patient and staff welfare against the demands of training and of running a hospital.

II. The case for a cap
A. Safety is the first argument for a cap. Exhausted doctors are more prone to errors, and some of those errors could hurt patients; limiting hours is presented as a direct way of reducing that risk.
B. Supporters also stress the doctors themselves. A shorter week may help protect their health and ease burnout, and a more reasonable workload could make medicine a more attractive career, which in turn might help hospitals retain staff.

III. The case against
A. Opponents worry first about training. With fewer hours, trainees may encounter fewer cases and build up less experience. Critics add that postgraduate training programmes would have to be lengthened to make up the shortfall.
B. Continuity is the second concern. More frequent handovers, on this view, could cut the chance of information slipping through the cracks between teams.
C. Finally, there is cost: hospitals would need additional staff to plug rota gaps.

IV. Summary
Both sides appeal to patient welfare, but they locate the risk differently — in tired doctors on one side, in thinner training and more handovers on the other.
""", [
                ("invented_claim", "Critics add that postgraduate training programmes would have to be lengthened to make up the shortfall", None),
                ("negation", "More frequent handovers, on this view, could cut the chance of information slipping through the cracks between teams", (1, 1)),
            ]),
            ("numbered", None, """
I. Overview
Question: should there be a 48-hour limit on the working week of junior doctors?

II. Arguments for the limit
1. **Fewer errors** — tired doctors are more prone to mistakes, and these could harm patients.
2. **Health of doctors** — capping hours will protect junior doctors' health and put an end to burnout.
3. **Workforce** — a sensible working week could make medicine a more attractive career and help retain staff.

III. Arguments against the limit
1. **Experience** — trainees may see fewer cases and so gain less experience.
2. **Handovers** — additional handovers could increase the risk that information is lost between teams.
3. **Cost** — filling rota gaps would require extra staff, pushing costs up.

IV. Summary
The proposal pits wellbeing and safety against training and resources; neither side's concerns are trivial.
""", [
                ("exaggeration", "capping hours will protect junior doctors' health and put an end to burnout", (0, 1)),
            ]),
            ("headed", None, """
### I. Overview
The debate concerns a maximum 48-hour week for doctors in training.

### II. In favour
A. Patient safety: a tired doctor is more likely to err, with potential harm to patients.
B. Doctors' health: limiting hours may shield juniors from ill health and lower burnout.
C. Retention: a reasonable week might make medicine a more attractive career and help keep doctors in the profession.

### III. Against
A. Training: trainees working fewer hours may see fewer cases and gain less experience.
B. Handovers: with more of them, the risk of information being lost between teams could rise.
C. Cost: hospitals would need to hire extra staff to cover gaps in the rota.

### IV. Summary
A trade-off between the benefits of rested doctors and the practical costs in training, continuity and staffing.
""", []),
            ("dense", None, """
I. The 48-hour cap in brief
A. Supporters argue that tired doctors are more likely to make mistakes that could harm patients, that fewer hours may protect juniors' health and reduce burnout, and that a reasonable week could make medicine more attractive as a career and help retention; opponents counter that trainees may see fewer cases and gain less experience, and that more shift handovers could increase the risk of information being lost between teams.

II. Summary
Safety and wellbeing on one side, training quality and continuity on the other.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
I. Overview
Whether junior doctors should be limited to a 48-hour working week.

II. Arguments in favour
A. Fatigue and safety — tired doctors are more likely to make mistakes, some of which could harm patients. One national survey found that around four in ten junior doctors admitted to a fatigue-related error in the previous year.
B. Wellbeing — limiting hours may protect doctors' own health and reduce burnout.
C. Patient protection — well-rested doctors are less liable to slip up in ways that put patients at risk.

III. Arguments against
A. Less experience: trainees may see fewer cases.
B. Handovers: more of them could increase the chance of information being lost between teams.
C. Cost: extra staff would be needed to fill rota gaps.

IV. Summary
Both sides make a case grounded in patient care and the realities of hospital staffing.

On balance, this is a question of priorities, and reasonable people weigh them differently.
""", [
                ("invented_statistic", "One national survey found that around four in ten junior doctors admitted to a fatigue-related error in the previous year", None),
                ("repetition", "well-rested doctors are less liable to slip up in ways that put patients at risk", (0, 2)),
            ]),
        ],
    },
    {
        "id": "banning_jump_racing",
        "topic": "Banning jump racing",
        "query": "Should jump racing be banned?",
        "perspectives": [
            ("pro", [
                "Horses in jump races are more likely to suffer falls and fatal injuries than those racing on the flat.",
                "Public attitudes to animal welfare have shifted, and the sport may be losing its social licence.",
            ]),
            ("con", [
                "Jump racing supports many jobs in rural communities, from stable staff to farriers.",
                "A ban could leave many racehorses without a purpose or a home.",
                "Safety has already improved through changes to courses and fences, and some argue regulation would do more than prohibition.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## I. Overview
The proposal is to end jump racing altogether. The arguments rest on animal welfare on one side and on livelihoods, the horses' future and safety reform on the other.

## II. Arguments for a ban
A. Risk to horses — compared with runners on the flat, horses in jump races are more likely to fall and to suffer fatal injuries.
B. Changing public mood — attitudes to animal welfare have moved, and the sport may be losing its social licence.

## III. Arguments against a ban
A. Rural employment — many jobs depend on the sport, from stable hands to farriers.
B. Fate of the horses — a ban could leave many of them with no purpose and no home.
C. Reform rather than abolition
   (i) Course and fence changes have already made racing safer.
   (ii) Some contend that regulation would achieve more than a ban.

## IV. Summary
A welfare case for ending the sport, set against economic, practical and reform-based arguments for keeping it.
""", []),
            ("bullets", None, """
**I. Overview**
- Issue: a ban on jump racing.
- Two sides: those who want the sport ended and those who would keep and reform it.

**II. For a ban**
- Horses racing over jumps are more likely than flat runners to fall and suffer fatal injuries, especially at the open ditches and drop fences of the longest steeplechases.
- Attitudes to animal welfare have changed; the sport may be losing its social licence.

**III. Against a ban**
- Jobs: many rural livelihoods depend on it — stable staff, farriers and others.
- Horses: a ban would not necessarily leave retired racehorses without a purpose or a home.
- Safety: courses and fences have been altered and safety has improved; some argue regulation would do more than prohibition.

**IV. Summary**
- Welfare concerns versus livelihoods and a preference for reform.
""", [
                ("added_detail", "especially at the open ditches and drop fences of the longest steeplechases", (0, 0)),
                ("negation", "a ban would not necessarily leave retired racehorses without a purpose or a home", (1, 1)),
            ]),
            ("prose", None, """
I. Overview
Whether jump racing should be banned is a question that sets animal welfare against livelihoods and the practicalities of what would follow a ban.

II. The case for banning
A. Supporters start from the risk to the horses. Runners in jump races, they point out, are more likely to fall and to suffer fatal injuries than horses on the flat. They also argue that society's view of animal welfare has moved on, so that the sport may be losing the social licence it depends on.

III. The case against
A. Opponents point first to people: jump racing sustains many jobs in rural communities, from stable staff to farriers.
B. They then turn to the animals themselves, warning that a ban could leave many racehorses without a purpose or somewhere to live.
C. Lastly, they argue that changes to courses and fences have already made the sport safer, and some maintain that regulation would achieve more than an outright ban.

IV. Summary
Both sides invoke the horses' welfare in some form; they differ over whether prohibition or reform serves it better, and at what cost to rural jobs.
""", []),
            ("numbered", None, """
I. Overview
The question: should jump racing be prohibited?

II. Arguments for prohibition
1. Higher risk: horses in jump races fall and suffer fatal injuries more often than those on the flat.
2. Shifting values: public attitudes towards animal welfare have changed, and the sport may be losing its social licence.
3. Reform: safety has improved thanks to changes in courses and fences, and some argue that regulation would do more than prohibition.

III. Arguments against prohibition
1. Livelihoods: the sport supports many rural jobs, from stable staff to farriers.
2. Displaced horses: a ban could leave many racehorses with no purpose or home.

IV. Summary
Animal welfare versus rural employment and the future of the horses themselves.
""", [
                ("side_swap", "Reform: safety has improved thanks to changes in courses and fences, and some argue that regulation would do more than prohibition", (1, 2)),
            ]),
            ("closing", None, """
I. Overview
Should jump racing be banned? The main arguments on each side are set out below.

II. For a ban
A. Welfare risk: jumping horses are more likely to fall and to be fatally injured than flat racers.
B. Public opinion: attitudes to animal welfare have shifted, and the sport has lost its social licence.

III. Against a ban
A. Jobs: many rural workers, from stable staff to farriers, rely on the sport.
B. Tourism: big meetings draw visitors and spending into the towns that host them.
C. Horses' futures: a ban could leave many racehorses without a role or a home.
D. Safety: changes to courses and fences have improved matters, and some argue that regulation would do more than prohibition.

IV. Summary
Welfare arguments on one side; economic, practical and reform arguments on the other.

Ultimately, where one lands depends on how much weight is given to animal welfare relative to the other considerations.
""", [
                ("exaggeration", "the sport has lost its social licence", (0, 1)),
                ("invented_claim", "big meetings draw visitors and spending into the towns that host them", None),
            ]),
            ("dense", None, """
I. The arguments at a glance
A. Those who want jump racing banned say that its horses are more likely than flat racers to fall and suffer fatal injuries and that shifting attitudes to animal welfare may be costing the sport its social licence, whereas opponents reply that it sustains many rural jobs from stable staff to farriers, that a ban could leave many racehorses without a purpose or a home, and that course and fence changes have already improved safety, with some arguing that regulation would do more than prohibition.

II. Summary
A clash between welfare-led abolition and reform-minded retention.
""", []),
        ],
    },
    {
        "id": "second_car_annual_tax",
        "topic": "An annual tax on households' second cars",
        "query": "Should households pay an annual tax on a second car?",
        "perspectives": [
            ("pro", [
                "It could encourage families to walk, cycle or use public transport instead of running a second car.",
                "Fewer cars would mean less congestion and lower emissions in towns.",
                "The revenue could be spent on improving local bus services.",
            ]),
            ("con", [
                "Rural households with poor public transport often have no realistic alternative to two cars.",
                "The tax would hit working families hardest, especially where both partners commute.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
I. Overview
The proposal: an annual charge on any second car a household keeps.

II. Arguments in favour
1. Behaviour change — the tax could nudge families towards walking, cycling or public transport rather than keeping a second vehicle.
2. Less congestion, lower emissions — fewer cars would mean both in towns.
3. Investment — the money raised could go into better local buses.

III. Arguments against
1. Rural need — rural households where public transport is poor often have no realistic option but to run two cars.
2. Fairness — working families, particularly those with two commuting partners, would bear the heaviest burden.

IV. Summary
Environmental and transport gains weighed against the burden on rural and working households.
""", []),
            ("dense", None, """
I. In brief
A. Advocates of a second-car tax argue that it could push families towards walking, cycling or public transport, that fewer cars would ease congestion and cut emissions in towns, and that the revenue could be ring-fenced for evening and weekend bus routes; critics respond that rural households with poor public transport can usually get by with a single car, and that the tax would fall hardest on working families, particularly where both partners commute.

II. Summary
A trade-off between environmental aims and fairness to households.
""", [
                ("added_detail", "the revenue could be ring-fenced for evening and weekend bus routes", (0, 2)),
                ("negation", "rural households with poor public transport can usually get by with a single car", (1, 0)),
            ]),
            ("closing", None, """
I. Overview
Would an annual levy on second cars be sensible? The arguments are set out below.

II. In favour
A. Encourages alternatives: families could be prompted to walk, cycle or take public transport instead of running another car.
B. Fewer vehicles on the road: less congestion and lower emissions in towns.
C. Revenue for buses: money raised could improve local bus services.

III. Against
A. Rural households: where public transport is poor, two cars are often the only realistic option.
B. Working families: they would be hit hardest, above all when both partners commute.

IV. Summary
Supporters see environmental and transport benefits; opponents see unfairness to rural and working households.

Much would depend on how such a tax was designed and where its burden fell.
""", []),
            ("headed", None, """
### I. Overview
A proposed yearly tax on households that own a second car.

### II. The case for
A. Supporters say it could encourage families to walk, cycle or use public transport rather than keep a second car.
B. The revenue could fund better local bus services.

### III. The case against
A. Rural households with poor public transport often have no realistic alternative to two cars.
B. Working families would be hit hardest, especially where both partners commute.
C. Enforcement could be messy and costly, since authorities would have to decide which of a household's vehicles counts as the second one.

### IV. Summary
Encouraging sustainable travel versus protecting households who depend on their cars.
""", [
                ("omitted_argument", None, (0, 1)),
                ("invented_claim", "Enforcement could be messy and costly, since authorities would have to decide which of a household's vehicles counts as the second one", None),
            ]),
            ("prose", None, """
I. Overview
An annual tax on second cars raises questions about the environment, public transport and fairness.

II. Arguments for
A. The central claim is behavioural: the tax would get families out of their second cars and onto foot, bikes and public transport. Supporters add that fewer cars would reduce congestion and emissions in towns, and that the money raised could be used to improve local bus services.

III. Arguments against
A. Critics point out that rural households with poor public transport often have no realistic alternative to running two cars. They also argue that the burden would fall most heavily on working families, particularly those in which both partners commute.

IV. Summary
Each side's case is coherent on its own terms; the disagreement lies in who bears the cost and whether the intended benefits would materialise.
""", [
                ("exaggeration", "the tax would get families out of their second cars and onto foot, bikes and public transport", (0, 0)),
            ]),
            ("bullets", None, """
**I. Overview**
- Subject: a yearly tax on households' second cars.

**II. Arguments in favour**
- Could prompt families to walk, cycle or use public transport instead of running a second car.
- Fewer cars would hardly make a difference to congestion or emissions in towns.
- Revenue could go towards better local bus services.

**III. Arguments against**
- Rural households with poor public transport: often no realistic alternative to two cars.
- Working families: hit hardest, especially where both partners commute.

**IV. Summary**
- Environmental and transport aims on one side; fairness to rural and working households on the other.
""", [
                ("negation", "Fewer cars would hardly make a difference to congestion or emissions in towns", (0, 1)),
            ]),
        ],
    },
]
