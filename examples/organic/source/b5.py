"""Batch 5: wolf reintroduction, test-optional admissions, short-haul flight bans, open-access mandates, gas boiler bans."""

TOPICS = [
    {
        "id": "wolf_reintroduction",
        "topic": "Reintroducing wolves",
        "query": "Should wolves be reintroduced to our region?",
        "perspectives": [
            ("farmers", [
                "Wolves may kill sheep and cattle, and compensation is often slow.",
                "Protective measures like fences and guard dogs add costs for farmers.",
            ]),
            ("ecologists", [
                "Wolves can restore natural balance by keeping deer numbers in check.",
                "Healthier forests could follow as overgrazing declines.",
            ]),
            ("local tourism businesses", [
                "Wildlife tourism could bring visitors to remote areas.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Farmers** are the most wary. Wolves may prey on sheep and cattle, and when that happens, compensation tends to arrive slowly. Protecting herds with fencing or guard dogs also means extra costs.

**Ecologists** are generally in favour. As predators, wolves can help restore a natural balance by keeping deer populations under control, and with less overgrazing, forests could become healthier.

**Tourism businesses** see an opportunity: wildlife tourism could draw visitors to remote parts of the region.
""", []),
            ("three_perspectives", None, """
1. Farmers worry that wolves may attack sheep and cattle and that compensation is often slow to come; they also face added costs for fences and guard dogs.
2. Ecologists argue that wolves can keep deer numbers in check and restore natural balance. With wolves back, deer would no longer be able to multiply unchecked, which ecologists see as the core benefit.
3. Local tourism operators hope that wildlife tourism will attract visitors to remote areas.
""", [("repetition", "With wolves back, deer would no longer be able to multiply unchecked, which ecologists see as the core benefit.", (1, 1))]),
            ("three_perspectives", None, """
### Ecologists
Reintroduced wolves can help restore natural balance by controlling deer numbers, and forests could recover as a result of reduced overgrazing.

### Tourism
Wildlife tourism may bring visitors to remote areas; a survey in Sweden estimated that wolf-watching tours already earn around €12 million a year.
""", [
                ("invented_statistic", "a survey in Sweden estimated that wolf-watching tours already earn around €12 million a year", None),
                ("omitted_perspective", None, 0),
            ]),
            ("three_perspectives", "Views on wolf reintroduction differ sharply depending on who is asked.", """
- **Farmers:** losses of sheep and cattle to wolves, slow compensation, and the extra expense of fences and guard dogs.
- **Ecologists:** wolves can keep deer populations in check, restoring a natural balance, and forests may become healthier as overgrazing declines.
- **Tourism businesses:** wildlife tourism could bring visitors to remote areas.
""", []),
            ("three_perspectives", None, """
Farmers fear that wolves may kill livestock, with compensation often slow to arrive, and point to the cost of fences and guard dogs. Ecologists, meanwhile, argue that wolves can keep deer numbers in check, that healthier forests could follow as overgrazing declines, and that wildlife tourism could bring visitors to remote areas.
""", [("side_swap", "that wildlife tourism could bring visitors to remote areas", (2, 0))]),
            ("three_perspectives", None, """
Farmers are concerned that wolves may attack sheep and cattle, although compensation for such losses is usually paid quickly, and that fences and guard dogs add to their costs. Ecologists see wolves as a way to restore balance by keeping deer numbers in check, which could lead to healthier forests as overgrazing falls. Tourism businesses, for their part, expect wildlife tourism to bring visitors to remote areas.

Whether reintroduction works will likely depend on how well these different interests can be reconciled.
""", [("negation", "although compensation for such losses is usually paid quickly", (0, 0))]),
        ],
    },
    {
        "id": "test_optional_admissions",
        "topic": "Test-optional university admissions",
        "query": "Should universities drop standardised tests like the SAT from admissions?",
        "perspectives": [
            ("drop the tests", [
                "Test scores track family income, so requiring them may disadvantage poorer applicants.",
                "Expensive test prep gives wealthier students an edge.",
            ]),
            ("keep the tests", [
                "Standardised tests offer a common yardstick when schools grade differently.",
                "Some research finds test scores help identify talented students from under-resourced schools.",
                "Without scores, admissions may rely more on essays and extracurriculars, which also favour the well-off.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Those who want to drop the tests argue that scores are simply a measure of family income and shut poorer applicants out completely. On top of that, wealthier students can pay for expensive test preparation, which gives them a further advantage.

Defenders of testing see it differently. Because grading standards vary so much between schools, a standardised test provides a common yardstick for comparing applicants. Some research even suggests that scores help admissions officers spot talented students from under-resourced schools who might otherwise be overlooked.
""", [
                ("exaggeration", "scores are simply a measure of family income and shut poorer applicants out completely", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
**Reasons to drop the tests**
- Scores correlate with family income, so requiring them may put poorer applicants at a disadvantage.
- Costly test prep gives students from wealthier families an edge.

**Reasons to keep them**
- Tests provide a common measure when schools grade in very different ways.
- Some studies suggest scores help identify talented students at under-resourced schools.
- Without tests, admissions may lean more heavily on essays and extracurriculars — which also tend to favour the well-off.
""", []),
            ("numbered", None, """
1. Wealthier students can afford expensive test preparation, which gives them an edge.
2. Because prep courses and private tutors cost so much, the playing field is tilted toward families who can pay for coaching.
3. On the other side, standardised tests give admissions officers a common yardstick when high schools grade differently.
4. Some research finds that scores help identify talented students from under-resourced schools.
5. Without scores, admissions might depend more on essays and extracurriculars, which also favour the well-off.
""", [("repetition", "Because prep courses and private tutors cost so much, the playing field is tilted toward families who can pay for coaching.", (0, 0))]),
            ("headed", None, """
### The equity argument for dropping tests
Test scores tend to track family income, so requiring them may disadvantage applicants from poorer backgrounds, and wealthier students can buy expensive prep that gives them an edge.

### The case for keeping them
Supporters of testing say a standardised exam offers a common yardstick when schools grade differently. Some research also finds that scores can help identify talented students from under-resourced schools. And without scores, admissions may rely more on essays and extracurriculars, which tend to favour the well-off as well.
""", []),
            ("dense", None, """
Critics of standardised testing say scores track family income and that expensive prep gives wealthier students an edge, while defenders argue that tests offer a common yardstick across schools that grade differently, can help identify talented students from under-resourced schools, and keep admissions from leaning on essays and extracurriculars that also favour the well-off.
""", []),
            ("closing", None, """
Those in favour of dropping tests argue that scores track family income and may disadvantage poorer applicants, and that costly test prep gives wealthier students an edge. Dropping tests would also reduce the stress and anxiety that high-stakes exams cause teenagers.

Those in favour of keeping them argue that tests provide a common yardstick across schools with different grading, that some research shows scores can help identify talented students from under-resourced schools, and that without them, admissions would rely more on essays and extracurriculars, which also favour the well-off.

Each university will have to decide which approach best fits its goals.
""", [("invented_claim", "Dropping tests would also reduce the stress and anxiety that high-stakes exams cause teenagers.", None)]),
        ],
    },
    {
        "id": "short_haul_flight_ban",
        "topic": "Banning short-haul flights with rail alternatives",
        "query": "Should governments ban short domestic flights where a train alternative exists?",
        "perspectives": [
            ("pro", [
                "Trains emit far less carbon per passenger than planes on short routes.",
                "City-centre to city-centre rail can be nearly as fast once airport security is counted.",
            ]),
            ("con", [
                "The emission savings may be small compared with long-haul aviation.",
                "Travellers connecting to international flights could be inconvenienced.",
                "Rail tickets are often more expensive than budget flights.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The environmental case is the main argument for a ban: on short routes, a train journey produces far less carbon per passenger than a flight. Supporters also note that, once you factor in airport security, a train running between city centres can be almost as quick as flying.

Opponents question how much difference it would make. Short-haul routes are a small slice of aviation, so the emission savings may be modest next to long-haul flights. A ban could also make life harder for travellers connecting to international flights. And rail tickets are frequently pricier than budget airline fares.
""", []),
            ("bullets", None, """
**For a ban**
- Trains produce far less carbon per passenger on short routes; France's ban cut domestic aviation emissions by 40%.
- Rail between city centres can be nearly as fast as flying once security checks are counted.

**Against a ban**
- The emission savings may be minor compared with those from long-haul flights.
- Passengers connecting to international flights could be inconvenienced.
""", [
                ("invented_statistic", "France's ban cut domestic aviation emissions by 40%", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Arguments usually made for and against:

1. Carbon: trains emit far less per passenger than planes over short distances.
2. Speed: counting airport security, rail from one city centre to another can be nearly as fast.
3. Scale: the emission savings may be small compared with long-haul aviation.
4. Connections: passengers transferring to international flights could be inconvenienced.
5. Price: rail tickets often cost more than budget flights.
""", []),
            ("headed", None, """
### Why ban them
Trains emit far less carbon per passenger than planes on short routes, and city-centre to city-centre rail can be nearly as fast once airport security is taken into account. The emission savings may also be small compared with long-haul aviation.

### Why not
A ban could inconvenience travellers connecting to international flights, and rail tickets are often more expensive than budget flights.
""", [("side_swap", "The emission savings may also be small compared with long-haul aviation.", (1, 0))]),
            ("dense", None, """
Supporters say trains emit far less carbon per passenger than planes on short routes and that city-centre rail can be nearly as fast once airport security is counted, as the Paris–Lyon high-speed line shows, while opponents reply that the savings may be small next to long-haul aviation, that travellers connecting to international flights could be inconvenienced, and that rail tickets often cost more than budget flights.
""", [("added_detail", "as the Paris–Lyon high-speed line shows", (0, 1))]),
            ("closing", None, """
Proponents argue that trains emit far less carbon per passenger than planes on short routes. In their view, shifting these trips to rail is one of the simplest ways to cut the climate impact of travel, since the train's footprint is a fraction of the plane's.

Opponents counter that the emission savings may be small relative to long-haul aviation, that travellers connecting to international flights could be inconvenienced, and that rail tickets are often pricier than budget flights.

Ultimately, the right answer may vary with the quality of a country's rail network.
""", [("repetition", "In their view, shifting these trips to rail is one of the simplest ways to cut the climate impact of travel, since the train's footprint is a fraction of the plane's.", (0, 1))]),
        ],
    },
    {
        "id": "open_access_mandates",
        "topic": "Open-access mandates for publicly funded research",
        "query": "Should publicly funded research have to be published open access?",
        "perspectives": [
            ("pro", [
                "Taxpayers should be able to read the research they paid for.",
                "Free access speeds up the spread of findings, including to researchers in poorer countries.",
            ]),
            ("con", [
                "Article processing charges can cost thousands, shifting the burden onto authors.",
                "Some open-access journals have weak peer review.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of open-access mandates start from a principle: if the public paid for the research, the public should be able to read it. They add a practical point — when papers are free to read, findings circulate faster, reaching researchers in poorer countries who cannot afford journal subscriptions.

Critics worry about who pays instead. Article processing charges can run into the thousands, shifting the cost of publishing onto authors. There are also concerns about quality, since some open-access journals have weak peer review.
""", []),
            ("bullets", None, """
In favour:
- Taxpayers funded the research, so they should be able to read it.
- Free access does little to speed up how findings spread, though it helps researchers in poorer countries.

Against:
- Authors may have to pay article processing charges of several thousand.
- Peer review at some open-access journals is weak.
""", [("negation", "Free access does little to speed up how findings spread", (0, 1))]),
            ("numbered", None, """
1. Public money, public access: taxpayers should be able to read research they have funded.
2. Faster dissemination: free access helps findings spread more quickly, including to scientists in lower-income countries.
3. Open data also makes it easier to detect fraud and to replicate results.
""", [
                ("invented_claim", "Open data also makes it easier to detect fraud and to replicate results.", None),
                ("omitted_perspective", None, 1),
            ]),
            ("headed", None, """
### The case for mandates
Research paid for by taxpayers should be readable by them, and free access speeds the spread of findings, including to researchers in poorer countries.

### The case against
Article processing charges can cost thousands, shifting the burden onto authors. Open-access journals generally lack proper peer review.
""", [("exaggeration", "Open-access journals generally lack proper peer review.", (1, 1))]),
            ("dense", None, """
Advocates argue that taxpayers should be able to read the research they funded and that free access speeds the spread of findings, not least to researchers in poorer countries, whereas critics point out that article processing charges of thousands shift the burden onto authors and that some open-access journals have weak peer review.
""", []),
            ("closing", None, """
On the one hand, open access lets taxpayers read the research they paid for and helps findings spread faster, including to researchers in poorer countries. On the other hand, article processing charges can run to thousands, putting the burden on authors, and some open-access journals have weak peer review.

How these trade-offs are resolved will depend on how publishing is funded.
""", []),
        ],
    },
    {
        "id": "gas_boiler_ban",
        "topic": "Banning new gas boilers in homes",
        "query": "Should new gas boilers be banned in favour of heat pumps?",
        "perspectives": [
            ("pro", [
                "Heating homes with gas is a major source of carbon emissions.",
                "Heat pumps are several times more energy-efficient than gas boilers.",
                "A clear deadline gives installers and manufacturers certainty to scale up.",
            ]),
            ("con", [
                "Heat pumps cost much more upfront than a new boiler.",
                "Older, poorly insulated homes may need costly upgrades for heat pumps to work well.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of a ban point out that gas heating in homes is a major source of carbon emissions, and that heat pumps use energy several times more efficiently than boilers do. Even opponents acknowledge that a firm deadline would give installers and manufacturers the certainty they need to scale up.

Opponents, however, stress the cost: a heat pump is much more expensive to buy and install than a new boiler. Older homes with poor insulation may also need expensive upgrades before a heat pump can work well.
""", [("side_swap", "Even opponents acknowledge that a firm deadline would give installers and manufacturers the certainty they need to scale up.", (0, 2))]),
            ("bullets", None, """
**Why ban new gas boilers?**
- Gas heating in homes is a major contributor to carbon emissions.
- Heat pumps are several times more energy-efficient.
- A clear cut-off date gives installers and manufacturers the confidence to expand.

**Why hold off?**
- Heat pumps cost considerably more upfront than a replacement boiler.
- Many older, draughty homes may need expensive insulation work before a heat pump performs well.
""", []),
            ("numbered", None, """
1. Emissions — home gas heating is a major source of carbon emissions.
2. Efficiency — heat pumps are several times more efficient than gas boilers, which means households will save money on their energy bills.
3. Upfront cost — a heat pump costs much more to buy than a new boiler.
4. Older homes — poorly insulated houses may require costly upgrades for a heat pump to work properly.
""", [
                ("added_detail", "which means households will save money on their energy bills", (0, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
### The climate case
Gas heating is a major source of household carbon emissions. Heat pumps are several times more efficient, and a clear phase-out date would give installers and manufacturers the certainty to scale up.

### The cost concern
The upfront price of a heat pump is much higher than that of a new boiler, and older, poorly insulated homes may need expensive upgrades for heat pumps to work well.
""", []),
            ("dense", None, """
Supporters of a ban argue that heating homes with gas is a major source of carbon emissions, that heat pumps are ten times more efficient than gas boilers, and that a clear deadline gives installers and manufacturers the certainty to scale up.
""", [
                ("exaggeration", "heat pumps are ten times more efficient than gas boilers", (0, 1)),
                ("omitted_perspective", None, 1),
            ]),
            ("closing", None, """
Those in favour argue that domestic gas heating is a major source of carbon emissions, that heat pumps are several times more energy-efficient, and that a clear deadline would give the industry certainty to scale up. Those against point out that heat pumps cost much more upfront than boilers, although older, poorly insulated homes need no upgrades for them to work well.

Ultimately, the decision depends on how the costs of the transition are shared.
""", [("negation", "although older, poorly insulated homes need no upgrades for them to work well", (1, 1))]),
        ],
    },
]
