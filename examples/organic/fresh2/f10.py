"""Fresh2 batch f10 (written by a separate writer): free parking at hospitals; banning energy-drink sales to under-16s; compulsory first-aid training for learner drivers; opening school playgrounds to the public at weekends."""

TOPICS = [
    {
        "id": "free_hospital_parking",
        "topic": "Free parking at hospitals",
        "query": "Should hospitals offer free parking for patients and visitors?",
        "perspectives": [
            ("pro", [
                "Parking charges can place a financial burden on patients who need frequent treatment, such as those having dialysis or chemotherapy.",
                "Free parking may reduce stress for people visiting seriously ill relatives.",
                "Some argue that charging people to access healthcare amounts to a tax on the sick.",
            ]),
            ("con", [
                "Parking fees bring in revenue that hospitals might otherwise have to find from clinical budgets.",
                "Free parking could encourage more people to drive, adding to congestion around hospital sites.",
                "Commuters and other non-patients may take advantage of free spaces, leaving fewer for those who need them.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## What supporters say

The core case is about money and fairness. Patients who have to come back again and again — for dialysis or chemotherapy, say — can be hit hard by parking charges that pile up. Supporters also argue that charging people for getting to healthcare is effectively a tax on the sick.

There's an emotional side too: dropping the fees may take some of the stress out of visiting a relative who is seriously ill.

## What critics say

Opponents start with the money. Parking fees generate income, and without it hospitals might have to plug the gap from their clinical budgets.

They also warn about knock-on effects:
- Free parking could tempt more people into their cars, adding to congestion around hospital sites.
- Commuters and others with no hospital business may grab the free spaces, leaving fewer for the people who need them.
""", []),
            ("bullets", None, """
Hospital parking charges are a long-running flashpoint. Here's how the arguments line up.

**The case for free parking**
- **Cost to patients:** People who need regular treatment, such as dialysis or chemotherapy, can end up paying a lot just to park.
- **Stress:** Scrapping fees may make visits to seriously ill relatives a little less fraught.
- **Fairness:** Some say charging for access to care is a tax on the sick — one survey found nearly half of regular hospital visitors had cut short a visit to avoid a higher parking charge.

**The case against**
- **Revenue:** Fees raise money that might otherwise have to be found in clinical budgets.
- **Traffic:** Free parking will pull more people into their cars and leave the roads around hospitals gridlocked.
- **Misuse:** Commuters and other non-patients might snap up free spaces, squeezing out the people who need them.
""", [
                ("invented_statistic", "one survey found nearly half of regular hospital visitors had cut short a visit to avoid a higher parking charge", None),
                ("exaggeration", "Free parking will pull more people into their cars and leave the roads around hospitals gridlocked", (1, 1)),
            ]),
            ("prose", None, """
Supporters of free hospital parking start with the patients who have no choice but to keep coming back. For someone on dialysis or chemotherapy, the charges can add up to a real financial burden. Some go further and describe paying to park at a hospital as a tax on the sick. And for families visiting a seriously ill relative, free parking would do little to ease the stress.

Critics, meanwhile, focus on what hospitals would lose. The income from parking fees has to come from somewhere, and without it hospitals might need to dip into clinical budgets. There is also a traffic worry: making parking free could encourage more people to drive, adding to congestion around hospital sites.
""", [
                ("negation", "free parking would do little to ease the stress", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Supporters of free hospital parking say charges weigh heavily on patients who need frequent treatment such as dialysis or chemotherapy, that scrapping them may ease the stress on people visiting seriously ill relatives, and that charging to access care amounts — in some people's view — to a tax on the sick; critics counter that the fees bring in revenue that might otherwise have to come out of clinical budgets, that free parking could draw more cars and more congestion to hospital sites, and that commuters and other non-patients may take up free spaces, leaving fewer for those who genuinely need them.
""", []),
            ("numbered", None, """
Hospital parking fees divide opinion. The main points:

**For free parking**
1. **Frequent patients** — people needing regular treatment such as dialysis or chemotherapy can face a real financial burden from charges.
2. **Less stress** — removing fees may make visiting a seriously ill relative that bit easier.
3. **Fairness** — to some, charging people to reach healthcare is simply a tax on the sick.
4. **Budgets** — the money raised from parking can stop hospitals having to dip into clinical budgets.

**Against free parking**
1. **Congestion** — free spaces could encourage more people to drive, clogging up the roads around hospital sites.
2. **Misuse** — commuters and other non-patients may take advantage, leaving fewer spaces for those who need them.
""", [
                ("side_swap", "the money raised from parking can stop hospitals having to dip into clinical budgets", (1, 0)),
            ]),
            ("closing", None, """
**What supporters say:** Parking charges hit hardest those who have to keep coming back — dialysis and chemotherapy patients, for instance. Free parking may also take some stress out of visiting a seriously ill relative, and some see hospital charges as nothing less than a tax on the sick. Scrapping fees could also help hospitals hold on to nurses and junior staff who currently pay to park at work.

**What critics say:** The fees raise money that hospitals might otherwise have to find from clinical budgets. Making parking free could also encourage more driving and add to congestion around hospital sites, while commuters and other non-patients may take advantage of free spaces, leaving fewer for the people who need them.

**The bottom line:** It comes down to how you weigh fairness for patients against the practical and financial pressures on hospitals.
""", [
                ("invented_claim", "Scrapping fees could also help hospitals hold on to nurses and junior staff who currently pay to park at work", None),
            ]),
        ],
    },
    {
        "id": "energy_drink_under16_ban",
        "topic": "Banning energy-drink sales to under-16s",
        "query": "Should shops be banned from selling energy drinks to children under 16?",
        "perspectives": [
            ("pro", [
                "High caffeine intake may harm young people's sleep and concentration at school.",
                "Some teachers report that energy drinks contribute to disruptive behaviour in class.",
                "A ban would put energy drinks in line with other age-restricted products.",
            ]),
            ("con", [
                "A ban could be difficult for small shops to enforce.",
                "Teenagers may simply get caffeine from coffee or other sources instead.",
                "Some parents feel the decision should be theirs, not the government's.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Those in favour of a ban start with health. Large amounts of caffeine may disrupt young people's sleep and make it harder for them to concentrate at school. Some teachers go further, saying energy drinks play a part in disruptive behaviour in the classroom. And there's a consistency argument: a ban would treat energy drinks like other products that already carry an age limit.

Opponents question whether it would work in practice. Small shops in particular could struggle to enforce it, and teenagers may just turn to coffee or other sources of caffeine instead. There's also a point of principle — some parents feel that what their children drink is their call, not the government's.
""", []),
            ("closing", None, """
## What supporters say
- Heavy caffeine intake may affect young people's sleep and their concentration in lessons.
- Some teachers link energy drinks to disruptive behaviour in class.
- An age limit would bring energy drinks into line with other restricted products.

## What critics say
- Enforcement could be a headache, especially for small shops.
- Teenagers might simply get their caffeine from coffee or elsewhere.
- Some parents believe it's a decision for them, not the government.

Ultimately, it's a question of how far the state should go in protecting young people's health versus leaving choices to families.
""", []),
            ("bullets", None, """
Energy drinks and under-16s: the arguments at a glance.

**For a ban**
- Too much caffeine may harm young people's sleep and concentration — particularly around exam time.
- Some teachers say the drinks feed into disruptive behaviour in class.
- It would bring energy drinks into line with other age-restricted products.

**Against a ban**
- Small shops could find it hard to enforce.
- Teens may just switch to coffee or other sources of caffeine.
- And even with a ban, young people determined to get a caffeine hit could just find it elsewhere.
""", [
                ("added_detail", "particularly around exam time", (0, 0)),
                ("repetition", "young people determined to get a caffeine hit could just find it elsewhere", (1, 2)),
            ]),
            ("numbered", None, """
The debate breaks down into six main points — three for a ban, three against:

1. **Health** — Supporters say high caffeine intake may damage young people's sleep and their ability to concentrate at school.
2. **Behaviour** — Some teachers report that energy drinks contribute to disruption in class.
3. **Consistency** — A ban would match the rules for other age-restricted products.
4. **Enforcement** — Critics say small shops could find a ban difficult to police.
5. **Substitution** — Teenagers may simply get caffeine from coffee or other sources.
6. **Parental choice** — Some parents feel the decision belongs to them rather than the government.
""", []),
            ("headed", None, """
### The case for a ban

Health concerns lead the argument. Heavy caffeine use may hurt young people's concentration at school — though its effect on sleep is probably minimal. Teachers everywhere report that energy drinks are driving disruptive behaviour in class. Supporters also say a ban would simply put these drinks on the same footing as other age-restricted products.

### The case against

Critics doubt a ban would be workable. Small shops could struggle to enforce it, and teenagers may just get their caffeine from coffee or other sources instead. Some parents also object on principle: they feel the choice should be theirs, not the government's.
""", [
                ("negation", "though its effect on sleep is probably minimal", (0, 0)),
                ("exaggeration", "Teachers everywhere report that energy drinks are driving disruptive behaviour in class", (0, 1)),
            ]),
            ("dense", None, """
Backers of a ban argue that high caffeine intake may harm under-16s' sleep and concentration, that some teachers link the drinks to disruptive classroom behaviour, that a ban would align energy drinks with other age-restricted products, and that the high sugar content of many brands could add to tooth decay; opponents reply that small shops could find it difficult to enforce, that teenagers may simply turn to coffee or other caffeine sources, and that some parents see it as their decision rather than the government's.
""", [
                ("invented_claim", "that the high sugar content of many brands could add to tooth decay", None),
            ]),
        ],
    },
    {
        "id": "learner_driver_first_aid",
        "topic": "Compulsory first-aid training for learner drivers",
        "query": "Should learner drivers have to complete first-aid training before they can pass their driving test?",
        "perspectives": [
            ("learner drivers", [
                "Extra training could add to the already high cost of learning to drive.",
                "Some learners say first-aid skills would make them more confident if they came across a crash.",
            ]),
            ("driving instructors", [
                "Fitting first aid into lessons may take time away from practical driving skills.",
                "Many instructors are not qualified to teach first aid, so separate providers might be needed.",
            ]),
            ("paramedics", [
                "Drivers are often first on the scene of a collision, and basic first aid in those early minutes could save lives.",
                "Knowing how to keep an injured person still may prevent further harm before help arrives.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
### Learner drivers
Cost is the first worry: extra training could push up what is already an expensive process. But some learners say knowing first aid would give them more confidence if they ever came across a crash.

### Driving instructors
Instructors are wary of lessons being squeezed — time spent on first aid may come out of time for practical driving. Many also aren't qualified to teach it, so separate providers might have to step in.

### Paramedics
For paramedics, the case rests on timing: drivers are often the first people at a collision, and basic first aid in those early minutes could save lives. Knowing how to keep an injured person still may also stop further harm before help arrives.
""", []),
            ("three_perspectives", None, """
Three groups, three different takes.

**Learner drivers**
- Worried it could add to the already steep cost of learning to drive.
- Some say the skills would make them feel more confident if they came across a crash.

**Driving instructors**
- Concerned that first aid may eat into time needed for practical driving skills.
- Point out that many instructors aren't qualified to teach first aid, so outside providers might be needed.

**Paramedics**
- Drivers are often first on the scene of a collision, and basic first aid in those early minutes could save lives.
- Knowing to keep an injured person still may prevent further harm before help arrives.
""", []),
            ("three_perspectives", None, """
For learner drivers, the debate cuts both ways. Extra training could add to what is already a costly process, yet some learners say first-aid skills would leave them more confident if they ever arrived at the scene of a crash.

Paramedics focus on the benefits. Drivers are often first to reach a collision, they note, and basic first aid in those early minutes could save lives. Something as simple as knowing to keep an injured person still may also prevent further harm before help arrives.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("three_perspectives", None, """
**Learner drivers:** The main concern is money — extra training could add to the already high cost of learning to drive.

**Driving instructors:** Some instructors say the skills would make learners more confident if they came across a crash. Even so, they worry that first aid may take time away from practical driving skills, and since many aren't qualified to teach it, separate providers might be needed.

**Paramedics:** Drivers are often first at a collision, and basic first aid in those first minutes could save lives. Knowing how to keep an injured person still — supporting the head and neck in case of spinal injury — may prevent further harm before help arrives.
""", [
                ("side_swap", "Some instructors say the skills would make learners more confident if they came across a crash", (0, 1)),
                ("added_detail", "supporting the head and neck in case of spinal injury", (2, 1)),
            ]),
            ("three_perspectives", None, """
How the three groups see it:

1. **Learner drivers** — Extra training could make learning to drive, already expensive, even costlier. Still, some learners say first-aid skills would give them confidence if they came across a crash.
2. **Driving instructors** — Fitting first aid into lessons need not take time away from practical driving skills, instructors say, though many aren't qualified to teach it and separate providers might be needed.
3. **Paramedics** — Drivers are often first on the scene of a collision, and basic first aid in those early minutes could save lives. Keeping an injured person still may prevent further harm before help arrives. Insurers might also reward drivers who hold a first-aid certificate with lower premiums.
""", [
                ("negation", "Fitting first aid into lessons need not take time away from practical driving skills", (1, 0)),
                ("invented_claim", "Insurers might also reward drivers who hold a first-aid certificate with lower premiums", None),
            ]),
            ("three_perspectives", None, """
Learner drivers see both sides: the training could add to an already hefty bill for lessons, but some say it would make them more confident if they came upon a crash. Driving instructors worry it may take time away from practical driving skills, and note that many of them aren't qualified to teach first aid, so separate providers might be needed. Paramedics, for their part, stress that drivers are often first on the scene of a collision, where basic first aid in the early minutes could save lives — and that knowing to keep an injured person still may prevent further harm until help arrives.
""", []),
        ],
    },
    {
        "id": "weekend_school_playgrounds",
        "topic": "Opening school playgrounds to the public at weekends",
        "query": "Should schools open their playgrounds to the public at weekends?",
        "perspectives": [
            ("local residents", [
                "In areas with few parks, school playgrounds could give children a safe place to play.",
                "Facilities paid for with public money should be available to the community when they are not in use.",
                "Opening playgrounds may help neighbours get to know each other.",
            ]),
            ("school leaders", [
                "Schools could face vandalism and litter that staff have to clear up before Monday.",
                "It is unclear who would be liable if someone were injured on school grounds.",
                "Extra caretaking or security costs may stretch already tight school budgets.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**What residents say**
- Where parks are scarce, school playgrounds could offer children somewhere safe to play.
- Facilities funded by the public should be open to the community when they'd otherwise sit empty.
- Opening the gates may help neighbours get to know one another.

**What school leaders say**
- Schools could be left with vandalism and litter for staff to deal with before Monday.
- There's no clear answer on who would be liable if someone got hurt on school grounds.
- Extra caretaking or security may stretch budgets that are already tight.
""", []),
            ("numbered", None, """
The debate in brief:

1. **Space to play:** Residents say that in neighbourhoods short of parks, school playgrounds could give children a safe place to play.
2. **Public money:** Facilities the public has paid for should be open to the community when schools aren't using them.
3. **Mess and damage:** School leaders warn of vandalism and litter that staff could have to clear up before Monday.
4. **Liability:** It's unclear who would be responsible if someone were injured on school grounds.
5. **Cost:** Paying for extra caretakers and security would blow a hole in every school's budget.
""", [
                ("exaggeration", "Paying for extra caretakers and security would blow a hole in every school's budget", (1, 2)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("prose", None, """
Local residents see several benefits in opening school playgrounds at weekends. In areas with few parks, they argue, these spaces could give children a safe place to play. There's a fairness point too — facilities built with public money should be available to the community when they would otherwise sit unused. And some see a social upside, since opening the gates may help neighbours get to know each other.

School leaders are more cautious. They worry about vandalism and litter that staff would have to clear up before Monday. Liability is another sticking point: it's not clear who would be on the hook if someone were hurt on school grounds. Then there's cost, with extra caretaking or security that could stretch budgets already tight.
""", []),
            ("headed", None, """
## The case for opening up

Residents point out that in areas with few parks, school playgrounds could give children a safe place to play — a survey of parents in inner-city areas found that two in five children have no outdoor play space within walking distance. They also argue that facilities paid for with public money should be open to the community when they're not in use, and that opening up may help neighbours get to know one another.

## The case against

School leaders fear vandalism and litter that staff would have to clear before Monday. They also flag an unresolved question over who would be liable if someone were injured on school grounds, and warn that extra caretaking or security costs may stretch already tight budgets.
""", [
                ("invented_statistic", "a survey of parents in inner-city areas found that two in five children have no outdoor play space within walking distance", None),
            ]),
            ("dense", None, """
Residents argue that in areas short of parks, school playgrounds could give children a safe place to play, that publicly funded facilities should be open to the community when they're not in use, and that opening them may help neighbours get to know each other; school leaders, while expecting little trouble from vandalism or litter, warn that it is unclear who would be liable if someone were injured on school grounds and that extra caretaking or security costs may stretch already tight budgets.
""", [
                ("negation", "while expecting little trouble from vandalism or litter", (1, 0)),
            ]),
            ("closing", None, """
**What residents say:** Where parks are thin on the ground, school playgrounds could give children a safe place to play. Residents also argue that facilities paid for by taxpayers should be open to the community when they're not in use, and that opening up may help neighbours get to know each other. Some suggest weekend access could get children more active, helping to tackle childhood obesity.

**What school leaders say:** Vandalism and litter are a concern, since staff could be left clearing up broken glass and graffiti before Monday. Liability is murky — it's unclear who would be responsible if someone got hurt on school grounds. And extra caretaking or security costs may stretch already tight budgets.

**The bottom line:** Both sides have a point, and much may depend on how well any scheme is managed locally.
""", [
                ("invented_claim", "Some suggest weekend access could get children more active, helping to tackle childhood obesity", None),
                ("added_detail", "staff could be left clearing up broken glass and graffiti before Monday", (1, 0)),
            ]),
        ],
    },
]
