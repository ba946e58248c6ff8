"""Fresh9 batch f39 (written by a separate writer): offshore wind farm off a tourist beach; compulsory voting; report cards instead of one-word inspection grades; a legal ban on smacking."""

TOPICS = [
    {
        "id": "wind_farm_off_tourist_beach",
        "topic": "Building a wind farm off a popular tourist beach",
        "query": "Should an offshore wind farm be built within sight of a popular tourist beach?",
        "perspectives": [
            ("local fishermen", [
                "Construction noise and new seabed cables could disturb fish stocks in the bay for several years.",
                "Exclusion zones around the turbines may close off some traditional fishing grounds.",
            ]),
            ("hotel owners", [
                "Turbines on the horizon could spoil the sea view that draws visitors to the beach.",
                "Some hotels fear bookings may drop while the farm is being built.",
                "Boat trips out to the turbines might attract a new kind of visitor.",
            ]),
            ("the energy company", [
                "The site's strong, steady winds would make the farm highly productive.",
                "The project would create local jobs in construction and maintenance.",
                "Clean power from the farm could help the region cut its carbon emissions.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
A fisherman, a hotelier and an energy company manager bump into each other on the promenade:

- **Dave (fisherman):** My worry is the fish. All that construction noise, plus new cables laid across the seabed, could unsettle the stocks in this bay for years.
- **Helen (hotel owner):** I hear you, and my guests' worry is the view. Put turbines on the horizon and you could spoil the very thing people come here to look at. Some of us also fear bookings may dip while it's all being built.
- **Dave (fisherman):** And once it's up, the exclusion zones round the turbines may shut us out of some of our traditional grounds.
- **Mark (energy company):** Those are fair points, but this site has strong, steady winds, so the farm would be highly productive. It would also bring local jobs, first in construction, then in maintenance.
- **Helen (hotel owner):** To be fair, boat trips out to the turbines might draw in a different sort of visitor.
- **Mark (energy company):** Quite, and the clean power could help the whole region cut its carbon emissions.

*Three livelihoods, one stretch of sea, and no easy answer.*
""", []),
            ("three_perspectives", None, """
Picture a town-hall meeting where three locals take the microphone in turn:

1. **Fisherman:** Building this thing means noise and fresh cables on the seabed, and that could disturb the fish in the bay for several years.
2. **Hotel owner:** Fish aside, what sells this beach is the view. Turbines on the horizon could ruin it, and some of us fear bookings may fall off during construction.
3. **Energy company rep:** I understand that, but the winds here are strong and steady, which would make the farm highly productive. It would mean local jobs in construction and maintenance, too. And here's something for the hotels: boat trips out to the turbines might pull in a whole new kind of visitor.
4. **Energy company rep (continuing):** Last point: clean power from the farm could help the region bring its carbon emissions down.
""", [
                ("side_swap", "boat trips out to the turbines might pull in a whole new kind of visitor", (1, 2)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("three_perspectives", None, """
Three neighbours with a stake in the bay hash it out over a pint:

### Round 1
**Energy company:** Start with the basics: the winds off this beach are strong and steady, so a farm here would be highly productive.
**Fisherman:** Productive for you, maybe. For us, the construction noise and the new cables on the seabed could upset the fish stocks for years.
**Hotel owner:** And for me, turbines on the horizon could spoil the view that brings visitors here in the first place.

### Round 2
**Energy company:** Understood, but the project would create local jobs, both building it and maintaining it, and the clean power could help the region cut its carbon emissions.
**Fisherman:** Perhaps, but the exclusion zones around the turbines may close off some of our traditional fishing grounds.
**Hotel owner:** I'm torn. Some of us fear bookings may drop during the build, though boat trips out to the turbines might attract a new kind of visitor.
""", []),
            ("three_perspectives", None, """
A hotel owner and an energy company manager trade views over coffee: "Turbines out there could spoil the sea view that brings people to this beach," says the hotelier, "and some of us fear bookings may drop while it's being built"; "The winds here are strong and steady, so the farm would be highly productive, enough to power around 200,000 homes," replies the manager, "and it would create local jobs in construction and maintenance, and could help the region cut its carbon emissions."

"Well, boat trips out to the turbines might bring a new kind of visitor," the hotelier concedes.
""", [
                ("omitted_perspective", None, 0),
                ("invented_statistic", "enough to power around 200,000 homes", None),
            ]),
            ("three_perspectives", None, """
Imagine the three of them on the harbour wall, arguing it out.

The fisherman goes first. He says the construction noise and new cables on the seabed could disturb the fish in the bay for several years, and that exclusion zones around the turbines may shut his boat out of some of the grounds fishermen have traditionally worked.

The hotel owner nods, but her concern is different: turbines on the horizon could spoil the sea view that draws visitors in. She is relaxed about the build itself, reckoning bookings would hold steady while the farm goes up, and she even wonders whether boat trips out to the turbines might attract a new kind of tourist.

The energy company's manager answers them both. The winds at this spot are strong and steady, he points out, so the farm would be highly productive; it would create local jobs in construction and maintenance; and its clean power could help the region cut carbon emissions.

*And there, for now, the argument rests.*
""", [
                ("negation", "She is relaxed about the build itself, reckoning bookings would hold steady while the farm goes up", (1, 1)),
            ]),
            ("three_perspectives", None, """
Three voices on the beach, one question:

**Fisherman:** Building it could disturb the fish here for years: noise, new cables, the lot. And the exclusion zones may close off some of our traditional grounds.
**Energy company:** I take that seriously. But the winds here are strong and steady, so the farm would be highly productive, and it would bring local jobs in construction and maintenance.
**Hotel owner:** Jobs, yes, but turbines on the horizon could spoil the view that draws our visitors, and some of us fear bookings may drop during construction. I'll admit, though, that boat trips out to the turbines might attract a new kind of visitor.
**Energy company:** And beyond the bay, clean power from the farm could help the region cut its carbon emissions.

*Each group has a real stake here, and how to weigh them is for the community to decide.*
""", []),
        ],
    },
    {
        "id": "compulsory_voting_national_elections",
        "topic": "Making voting compulsory in national elections",
        "query": "Should voting be made compulsory in national elections?",
        "perspectives": [
            ("pro", [
                "Compulsory voting would make results reflect the whole electorate rather than just the most motivated groups.",
                "It could reduce the power of campaigns built around simply getting their own supporters to turn out.",
                "Higher turnout may push parties to pay more attention to poorer and younger voters.",
            ]),
            ("con", [
                "Forcing people to vote infringes on their freedom not to take part.",
                "Some voters who are compelled to vote may pick candidates at random or without informing themselves.",
                "Fines for not voting could fall hardest on people who are already marginalised.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Two friends, Priya (for) and Owen (against), argue it out on the walk home from the polling station.

Priya opens by saying that compulsory voting would make results reflect the whole electorate, not just the groups most fired up to turn out. Owen counters that forcing people to vote infringes on their freedom not to take part at all.

Priya isn't convinced. It could also weaken campaigns that rely on simply getting their own supporters out, she argues, and higher turnout may nudge parties to pay more attention to poorer and younger voters. Owen replies that some people who are made to vote may just pick a candidate at random, without informing themselves, and that fines for staying at home could hit hardest those who are already marginalised.

*They reach Priya's door still disagreeing.*
""", []),
            ("bullets", None, """
A supporter and a sceptic go back and forth on a radio phone-in:

- **Supporter:** If everyone has to vote, results would reflect the whole electorate instead of only the most motivated groups.
- **Sceptic:** Maybe, but forcing people to the ballot box infringes on their freedom not to take part.
- **Supporter:** It would also finish off campaigns built around just getting your own base to turn out.
- **Sceptic:** Sure, and yet some of the people you compel may pick candidates at random, without informing themselves first. Fines for not voting could also fall hardest on those already marginalised.
- **Supporter:** Higher turnout may push parties to take poorer and younger voters more seriously, and it would turn voting into a lifelong civic habit.
""", [
                ("exaggeration", "It would also finish off campaigns built around just getting your own base to turn out", (0, 1)),
                ("invented_claim", "it would turn voting into a lifelong civic habit", None),
            ]),
            ("numbered", None, """
A politics teacher sets two students against each other in class:

1. **Ella (for):** Compulsory voting means the result reflects the whole electorate, not just the most motivated groups.
2. **Sam (against):** Fair, but forcing people to vote infringes on their freedom not to take part.
3. **Ella (for):** It could also blunt campaigns built around simply getting their own supporters to the polls, and higher turnout may push parties to pay more attention to poorer and younger voters. One study found that turnout among under-25s rose by 30 percentage points where voting was made compulsory.
4. **Sam (against):** Even so, some people who are made to vote may pick candidates at random or without informing themselves. And fines for not voting could fall hardest on people who are already marginalised.
""", [
                ("invented_statistic", "One study found that turnout among under-25s rose by 30 percentage points where voting was made compulsory.", None),
            ]),
            ("headed", None, """
Two neighbours argue it out over the garden fence:

### Round 1
**For:** Making voting compulsory would mean results reflect everyone eligible, rather than just the most motivated groups.
**Against:** Perhaps, but forcing people to vote infringes on their freedom not to take part.

### Round 2
**For:** It could also take some of the power away from campaigns that rely on simply getting their own supporters to turn out.
**Against:** And some who are compelled might pick candidates at random, without bothering to inform themselves.

### Round 3
**For:** Higher turnout may push parties to pay more attention to poorer and younger voters.
**Against:** Yet fines for not voting could fall hardest on the people who are already marginalised.
""", []),
            ("dense", None, """
Maya (for) and Tom (against) go at it across the kitchen table: "Compulsory voting would make results reflect the whole electorate, not just the most motivated groups," Maya begins, "and it could weaken campaigns that rely on getting their own supporters out, while some people forced to vote may pick candidates at random anyway" – "Forcing anyone to vote infringes on their freedom not to take part," Tom cuts in, "and fines could fall hardest on those already marginalised" – "Maybe, but higher turnout may push parties to pay more attention to poorer and younger voters," Maya replies.
""", [
                ("side_swap", "some people forced to vote may pick candidates at random anyway", (1, 1)),
            ]),
            ("closing", None, """
A supporter and a sceptic square off at a public debate:

**Supporter:** Making it compulsory would mean the result reflects the whole electorate, rather than only the most motivated groups.
**Sceptic:** Some people who are forced to vote may just pick a candidate at random, without informing themselves.
**Supporter:** Fine, but it could also reduce the pull of campaigns that simply work on getting their own supporters out. And higher turnout may push parties to pay less attention to poorer and younger voters.
**Sceptic:** And fines for not voting could fall hardest on people who are already marginalised.

Where you land depends on which of these points you find most persuasive.
""", [
                ("negation", "higher turnout may push parties to pay less attention to poorer and younger voters", (0, 2)),
                ("omitted_argument", None, (1, 0)),
            ]),
        ],
    },
    {
        "id": "inspection_report_cards",
        "topic": "Replacing one-word school inspection grades with a report card",
        "query": "Should one-word school inspection grades such as 'Outstanding' or 'Inadequate' be replaced with a report card?",
        "perspectives": [
            ("pro", [
                "A report card would give parents a fuller picture of a school's strengths and weaknesses.",
                "Dropping the single headline grade could ease the pressure that some headteachers and staff feel.",
            ]),
            ("con", [
                "Some parents may find a detailed report card harder to understand and compare across schools.",
                "Without one overall grade, failing schools could be harder to spot and challenge.",
                "Switching systems would cost time and money and could cause confusion during the transition.",
            ]),
        ],
        "variants": [
            ("headed", None, """
A head teacher and a parent governor debate it in the staffroom:

### Round 1
**Head teacher (for):** A report card would give parents a fuller picture of what a school does well and where it falls short.
**Parent governor (against):** Fuller, yes, but some parents may find all that detail harder to understand, and harder to compare from one school to the next.

### Round 2
**Head teacher (for):** Even so, losing the single headline grade could ease the pressure some heads and staff feel.
**Parent governor (against):** I'd worry that without one overall grade, failing schools could be harder to spot and challenge. And switching systems would cost time and money, and could cause confusion while it beds in.
""", []),
            ("prose", None, """
Picture two parents chatting at the school gate.

Anna, who backs the change, says a report card would give families a fuller picture of a school's strengths and weaknesses. She adds that dropping the one-word grade could ease the pressure some heads and staff feel.

Ben isn't so sure. Some parents, he says, may struggle to understand a detailed report card or to compare one school with another. More seriously, without one overall grade, failing schools could be harder for Ofsted and local councils to spot and challenge. Switching systems would also cost time and money, and could cause confusion during the changeover.

*The bell goes before either of them gives ground.*
""", [
                ("added_detail", "failing schools could be harder for Ofsted and local councils to spot and challenge", (1, 1)),
            ]),
            ("bullets", None, """
Two teachers thrash it out in the staffroom:

- **Supporter:** A report card would show parents a fuller picture, strengths and weaknesses alike.
- **Sceptic:** Perhaps, but some parents may find a detailed card harder to make sense of, and harder to compare across schools.
- **Supporter:** That's a fair worry. Still, dropping the headline grade could ease the pressure that some heads and staff are under.
- **Sceptic:** Without a single overall grade, though, failing schools could be harder to spot and challenge. And switching would cost time and money, and could cause confusion during the transition.
""", []),
            ("dense", None, """
An inspector and a head teacher trade lines in the corridor: "A report card gives parents a fuller picture of a school's strengths and weaknesses," says the head; "Parents will find a detailed report card impossible to understand or compare across schools," the inspector replies, "and without one overall grade, failing schools could be harder to spot and challenge, not to mention the cost in time and money, and the possible confusion, of switching systems"; "Yes, but parents would finally see the whole picture, good and bad, rather than one word," the head insists.
""", [
                ("exaggeration", "Parents will find a detailed report card impossible to understand or compare across schools", (1, 0)),
                ("repetition", "parents would finally see the whole picture, good and bad, rather than one word", (0, 1)),
            ]),
            ("closing", None, """
Mr Patel, who wants the change, and Mrs Hughes, who doesn't, go head to head at a governors' meeting:

**Mr Patel:** A report card would give parents a fuller picture of where a school is strong and where it's weak. And losing the headline grade could ease the pressure some heads and staff feel.
**Mrs Hughes:** I see the appeal, but some parents may find a detailed card harder to understand and to compare between schools. Without one overall grade, failing schools could be harder to spot and challenge. And there's the cost: switching systems would take time and money and could cause confusion during the transition.

*Both make fair points; where the balance lies is ultimately a matter of judgement.*
""", []),
            ("numbered", None, """
A podcast host asks two guests to argue it out:

1. **Guest for:** A report card would give parents a fuller picture of a school's strengths and weaknesses.
2. **Guest against:** Some parents may find that harder to understand, and comparing schools could get trickier.
3. **Guest for:** Maybe, but scrapping the headline grade could ease the pressure some heads and staff feel, particularly the weeks of sleepless preparation before an inspection visit.
4. **Guest against:** My bigger worry is that without one overall grade, failing schools could be harder to spot and challenge. Switching would also cost time and money and could cause confusion in the transition.
5. **Guest for:** And a report card could make it easier for struggling schools to recruit teachers, who'd no longer be put off by a single harsh label.
""", [
                ("added_detail", "particularly the weeks of sleepless preparation before an inspection visit", (0, 1)),
                ("invented_claim", "a report card could make it easier for struggling schools to recruit teachers, who'd no longer be put off by a single harsh label", None),
            ]),
        ],
    },
    {
        "id": "legal_smacking_ban",
        "topic": "A legal ban on smacking children",
        "query": "Should smacking children be banned by law?",
        "perspectives": [
            ("pro", [
                "A ban would give children the same legal protection from being hit that adults already have.",
                "Some research suggests physical punishment may be linked to worse behaviour and mental health later on.",
                "A clear law could make it easier for professionals to recognise and act on abuse.",
            ]),
            ("con", [
                "Many parents feel the state should not dictate how they discipline their own children.",
                "Loving parents who give an occasional light smack could end up being criminalised.",
                "Police and social services may be stretched by having to investigate minor incidents.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
A children's charity worker and a father of three face off on a talk show:

- **Charity worker:** Adults are already protected by law from being hit; a ban would simply give children the same protection.
- **Father:** Many parents, me included, feel it isn't the state's place to dictate how we discipline our own kids.
- **Charity worker:** I understand, but some research suggests physical punishment may be linked to worse behaviour and poorer mental health later on, including higher rates of depression and anxiety in the teenage years.
- **Father:** And a loving parent who gives the odd light smack could end up with a criminal record.
- **Charity worker:** A clear law could also make it easier for professionals to recognise abuse and act on it.
- **Father:** Or it could stretch police and social services, who may have to chase up minor incidents.
""", [
                ("added_detail", "including higher rates of depression and anxiety in the teenage years", (0, 1)),
            ]),
            ("numbered", None, """
Two parents argue it out at the kitchen table:

1. **Jo (for a ban):** Adults already have legal protection from being hit, and a ban would give children the same.
2. **Rob (against):** Plenty of parents feel the state shouldn't dictate how they discipline their own children.
3. **Jo:** Some research suggests that physical punishment may be linked to worse behaviour and mental health further down the line.
4. **Rob:** Maybe, but loving parents who give the occasional light smack could end up criminalised.
5. **Jo:** A clear law could also help professionals recognise abuse and act on it.
6. **Rob:** And police and social services may be stretched thin investigating minor incidents.
""", []),
            ("prose", None, """
Two grandparents, Margaret and Stan, argue about it over Sunday lunch.

Margaret is all for a ban. It would give children, she says, the same legal protection from being hit that adults already enjoy, and some research suggests physical punishment may be linked to worse behaviour and mental health later in life. A clear law, she adds, could help professionals recognise abuse and act on it.

Stan bristles at that. Many parents, he argues, feel the state has no business dictating how they discipline their own children. In the same breath, though, he admits that loving parents who give an occasional light smack would hardly risk being criminalised, and he worries instead that police and social services may be stretched by having to look into minor incidents. A ban, he says, could also leave parents unsure how to discipline at all, undermining their confidence.

*Pudding arrives before they reach a truce.*
""", [
                ("negation", "loving parents who give an occasional light smack would hardly risk being criminalised", (1, 1)),
                ("invented_claim", "could also leave parents unsure how to discipline at all, undermining their confidence", None),
            ]),
            ("closing", None, """
A paediatric nurse and a parent debate it on local radio:

**Nurse:** A ban would simply give children the same legal protection from being hit that adults already have.
**Parent:** I'd push back there. Many parents feel the state shouldn't dictate how they discipline their own children, and loving parents who give the odd light smack could end up criminalised.
**Nurse:** I hear that, but some research suggests physical punishment may be linked to worse behaviour and mental health later on. And a clear law could make it easier for professionals to recognise and act on abuse.
**Parent:** Maybe, but police and social services may be stretched by having to investigate minor incidents.

*It's a genuinely divisive issue, and listeners will weigh these points differently.*
""", []),
            ("headed", None, """
A campaigner and a sceptical MP clash on a panel:

### Round 1
**Campaigner:** Adults are already legally protected from being hit. A ban would give children that same protection.
**MP:** Many parents feel the state shouldn't be dictating how they discipline their own children.

### Round 2
**Campaigner:** Some research suggests physical punishment may be linked to worse behaviour and mental health later on.
**MP:** And loving parents who give a light smack now and then could be criminalised.

### Round 3
**Campaigner:** A clear law would also guarantee that professionals spot and act on every case of abuse.
**MP:** Meanwhile, police and social services may be stretched by having to investigate minor incidents.
""", [
                ("exaggeration", "A clear law would also guarantee that professionals spot and act on every case of abuse", (0, 2)),
            ]),
            ("dense", None, """
Sarah (for) and Callum (against) go back and forth over the washing-up: "Some research suggests smacking may be linked to worse behaviour and mental health later on," Sarah says, "and a clear law could help professionals recognise and act on abuse"; "Many parents feel the state shouldn't dictate how they discipline their own children," Callum replies, "and loving parents who give the odd light smack could end up criminalised, while police and social services would be swamped with investigations into trivial incidents."
""", [
                ("exaggeration", "police and social services would be swamped with investigations into trivial incidents", (1, 2)),
                ("omitted_argument", None, (0, 0)),
            ]),
        ],
    },
]
