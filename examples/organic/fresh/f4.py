"""Fresh batch f4 (written by a separate writer): Compulsory cooking lessons in schools; Fluoridating drinking water; Online voting in national elections; Limiting cruise ships in port cities."""

TOPICS = [
    {
        "id": "compulsory_cooking_lessons",
        "topic": "Compulsory cooking lessons in schools",
        "query": "Should cooking lessons be compulsory in schools?",
        "perspectives": [
            ("pro", [
                "Cooking lessons could help children develop healthier eating habits.",
                "Basic cooking skills may save families money over time.",
                "Learning to cook can teach practical maths and planning skills.",
            ]),
            ("con", [
                "The school timetable is already crowded with core subjects.",
                "Many schools lack the kitchens and trained staff needed to teach cooking.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here's a balanced look at the debate.

Those in favour of making cooking compulsory argue that it could help children build healthier eating habits early on. They also point out that knowing how to cook a few basic meals may help families save money over the years. On top of that, learning to cook can give pupils hands-on practice with maths and planning.

Opponents, however, raise practical concerns. The school day is already crowded with core subjects, they note, and many schools simply don't have the kitchens or trained staff that cooking lessons would require.
""", []),
            ("bullets", None, """
Great question — this one comes up a lot in education debates.

**Arguments for compulsory cooking lessons**
- Teaching children to cook will ensure they grow up with healthy eating habits.
- Cooking together can also build teamwork and confidence among pupils who struggle in more academic subjects.
- Basic cooking skills may help families save money in the long run.
- Cooking can double as a practical lesson in maths and planning.

**Arguments against**
- The timetable is already crowded with core subjects.
- Many schools don't have the kitchens or trained teachers needed to run cooking classes.
""", [
                ("exaggeration", "Teaching children to cook will ensure they grow up with healthy eating habits.", (0, 0)),
                ("invented_claim", "Cooking together can also build teamwork and confidence among pupils who struggle in more academic subjects.", None),
            ]),
            ("numbered", None, """
There are reasonable arguments on both sides:

1. **Crowded timetable:** Critics note that the school timetable is already full of core subjects.
2. **Resources:** Many schools lack the kitchens and trained staff needed to teach cooking.
3. **Healthier habits:** Supporters say cooking lessons could help children develop healthier eating habits.
4. **Saving money:** Basic cooking skills may save families money over time.
5. **Practical learning:** Learning to cook can teach practical maths and planning skills.
""", []),
            ("headed", None, """
### The case for compulsory cooking
Advocates believe cooking lessons could help children develop healthier eating habits, and that learning basic skills may save families money over time. Some also see the kitchen as a good place to teach practical maths and planning.

### The case against
Critics worry that the timetable is already crowded with core subjects. On the practical side, they note that most schools are already equipped with the kitchens and trained staff that cooking lessons require.
""", [
                ("negation", "most schools are already equipped with the kitchens and trained staff that cooking lessons require", (1, 1)),
            ]),
            ("dense", None, """
In short, supporters argue that compulsory cooking lessons could help children form healthier eating habits and may save families money over time, while opponents counter that the timetable is already crowded with core subjects and that many schools lack the kitchens and trained staff to teach cooking.
""", [
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
**Why some favour it**
- Cooking lessons could help children develop healthier eating habits.
- Basic cooking skills may save families money over time, particularly lower-income households that rely on convenience food.
- The school timetable is already crowded with core subjects.
- Learning to cook can teach practical maths and planning.

**Why others are wary**
- Many schools lack the kitchens and trained staff to teach cooking.

Ultimately, whether it makes sense probably depends on each school's resources and priorities.
""", [
                ("added_detail", "particularly lower-income households that rely on convenience food", (0, 1)),
                ("side_swap", "The school timetable is already crowded with core subjects.", (1, 0)),
            ]),
        ],
    },
    {
        "id": "water_fluoridation",
        "topic": "Fluoridating drinking water",
        "query": "Should drinking water be fluoridated?",
        "perspectives": [
            ("supporters", [
                "Fluoridation can reduce tooth decay across the whole population.",
                "It often benefits low-income families who have less access to dental care.",
            ]),
            ("opponents", [
                "Some people object to adding a substance to the water supply without individual consent.",
                "Fluoride is already widely available in toothpaste, so adding it to water may be unnecessary.",
                "Too much fluoride can cause dental fluorosis in children.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Water fluoridation has been debated for decades, and the arguments fall into two fairly clear camps.

Supporters see it as a simple public health measure: fluoridation can reduce tooth decay across the whole population, and a 2019 review estimated that it cuts cavities in children by around 35%. They also argue that it does not make much difference for low-income families who already have less access to dental care.

Opponents, on the other hand, raise several objections. Some people object in principle to a substance being added to the water supply without individual consent. Others argue that because fluoride is already widely available in toothpaste, putting it in tap water may be unnecessary. There is also a health concern, since too much fluoride can cause dental fluorosis in children.
""", [
                ("invented_statistic", "a 2019 review estimated that it cuts cavities in children by around 35%", None),
                ("negation", "it does not make much difference for low-income families who already have less access to dental care", (0, 1)),
            ]),
            ("bullets", None, """
**Supporters argue:**
- Fluoridation can reduce tooth decay across the entire population.
- It often benefits low-income families, who typically have less access to dental care.

**Opponents argue:**
- Some people object to having a substance added to their water without individual consent.
- Since fluoride is already widely available in toothpaste, water fluoridation may be unnecessary.
- Excessive fluoride can cause dental fluorosis in children.
""", []),
            ("numbered", None, """
Here are the main perspectives:

1. Supporters say fluoridation can cut tooth decay across the whole population.
2. They add that it often benefits low-income families with less access to dental care.
3. More broadly, they see it as a way to bring down levels of tooth decay in the community as a whole.
4. Some opponents object to a substance being added to the water supply without individual consent.
5. Critics also warn that too much fluoride can cause dental fluorosis in children.
""", [
                ("repetition", "More broadly, they see it as a way to bring down levels of tooth decay in the community as a whole.", (1, 1)),
            ]),
            ("headed", None, """
### Arguments in favour
The main case for fluoridation is that it can reduce tooth decay across the whole population. Supporters also point out that the benefits often reach low-income families, who have less access to dental care.

### Arguments against
Opponents raise a question of consent: some people object to a substance being added to the public water supply without individuals agreeing to it. Others argue that since fluoride is already widely available in toothpaste, adding it to water may be unnecessary. Finally, there are concerns that too much fluoride can cause dental fluorosis in children.
""", []),
            ("dense", None, """
Supporters say fluoridation can reduce tooth decay across the whole population and often benefits low-income families with less access to dental care, whereas some opponents object to adding a substance to the water without individual consent, argue it may be unnecessary now that fluoride is widely available in toothpaste, and warn that too much of it can cause dental fluorosis in children.
""", []),
            ("closing", None, """
Fluoridation is one of those topics where public health and personal choice pull in different directions.

On the pro side, fluoridation dramatically reduces tooth decay across the whole population, and it often benefits low-income families who have less access to dental care.

On the con side, some people object to a substance being added to the water without individual consent, particularly in communities where the decision was made without a local vote. Others argue it may be unnecessary since fluoride is already widely available in toothpaste, and too much fluoride can cause dental fluorosis in children.

Ultimately, how people weigh these points tends to depend on how they balance collective health benefits against individual choice.
""", [
                ("exaggeration", "fluoridation dramatically reduces tooth decay across the whole population", (0, 0)),
                ("added_detail", "particularly in communities where the decision was made without a local vote", (1, 0)),
            ]),
        ],
    },
    {
        "id": "online_voting_national_elections",
        "topic": "Online voting in national elections",
        "query": "Should national elections allow online voting?",
        "perspectives": [
            ("pro", [
                "Online voting could increase turnout, especially among young people.",
                "It may make voting easier for people with disabilities or those living abroad.",
            ]),
            ("con", [
                "Online systems could be vulnerable to hacking and foreign interference.",
                "It is harder to guarantee a secret ballot when people vote from home.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Online voting in national elections has clear appeal, but it also raises real concerns.

On the positive side, proponents argue that letting people vote online could boost turnout, particularly among younger voters. It may also make voting more accessible for people with disabilities and for citizens living abroad.

Critics, however, worry that online systems could be vulnerable to hacking and foreign interference. There's also the question of ballot secrecy: when people vote from home, it becomes harder to guarantee that the ballot stays secret.
""", []),
            ("bullets", None, """
Sure! Here are some key points on online voting:

- **Higher turnout:** Online voting could increase participation, especially among young people.
- **Accessibility:** It may make voting easier for people with disabilities or those living overseas.

Let me know if you'd like more detail on any of these.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("numbered", None, """
1. **Turnout** – Supporters believe online voting could increase turnout, especially among young people who already do most things on their phones.
2. **Accessibility** – It may make voting easier for people with disabilities or those living abroad.
3. **Cost** – Some also argue that it could lower the cost of running elections by reducing the need for polling stations and paper ballots.
4. **Security** – Opponents warn that online systems could be vulnerable to hacking and foreign interference.
5. **Secrecy** – It is harder to guarantee a secret ballot when people vote from home.
""", [
                ("added_detail", "who already do most things on their phones", (0, 0)),
                ("invented_claim", "Some also argue that it could lower the cost of running elections by reducing the need for polling stations and paper ballots.", None),
            ]),
            ("headed", None, """
### Why some support it
Online voting could raise turnout, especially among young people, and it may make voting easier for people with disabilities or for citizens who live abroad.

### Why others are cautious
Opponents point to security risks: online systems could be vulnerable to hacking and to interference from foreign actors. They also note that a secret ballot is harder to guarantee when people cast their votes at home.
""", []),
            ("dense", None, """
Advocates say online voting could lift turnout, though least of all among young people, and may make voting easier for people with disabilities or those living abroad, while critics counter that online systems could be vulnerable to hacking and foreign interference and that a secret ballot is harder to guarantee when people vote from home.
""", [
                ("negation", "online voting could lift turnout, though least of all among young people", (0, 0)),
            ]),
            ("closing", None, """
Here's how the two sides generally see it.

Those in favour:
* Could increase turnout, especially among young people
* May make it easier for people with disabilities, or those living abroad, to vote

Those against:
* Online systems could be vulnerable to hacking and foreign interference
* Harder to guarantee a secret ballot when people vote from home

In the end, it comes down to how a country weighs convenience and access against security and ballot secrecy.
""", []),
        ],
    },
    {
        "id": "cruise_ship_limits",
        "topic": "Limiting cruise ships in port cities",
        "query": "Should port cities limit cruise ship visits?",
        "perspectives": [
            ("residents", [
                "Large crowds of day visitors can make city centres congested.",
                "Cruise tourism may push up rents and prices in central neighbourhoods.",
            ]),
            ("local businesses", [
                "Cruise passengers often spend money in shops, cafés and tour companies.",
                "Limits could lead to job losses in tourism-dependent businesses.",
            ]),
            ("environmental groups", [
                "Cruise ships can emit significant air pollution while docked.",
                "Heavy ship traffic may damage fragile marine habitats near ports.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The debate over limiting cruise ships usually involves three groups with quite different priorities.

**Residents**
Many residents say that large crowds of day visitors can leave city centres congested, and some worry that cruise tourism may push up rents and prices in central neighbourhoods.

**Local businesses**
For shops, cafés and tour companies, the key point is that cruise passengers often spend money with them. A 2022 industry survey found that each passenger spends an average of €90 ashore. Business owners also fear that limits could lead to job losses in tourism-dependent businesses.

**Environmental groups**
Environmentalists point out that cruise ships can emit significant air pollution while docked, and that heavy ship traffic may damage fragile marine habitats near ports.
""", [
                ("invented_statistic", "A 2022 industry survey found that each passenger spends an average of €90 ashore.", None),
            ]),
            ("three_perspectives", None, """
1. **Residents:** Crowds of day visitors can make city centres congested, and cruise tourism may drive up rents and prices in central areas.
2. **Local businesses:** Cruise passengers often spend money in shops, cafés and with tour companies, and limits could mean job losses for businesses that depend on tourism.
3. **Environmental groups:** Ships can produce significant air pollution while docked, and heavy ship traffic may damage fragile marine habitats around ports.
""", []),
            ("three_perspectives", None, """
Here's a quick breakdown by stakeholder:

**Residents**
- Large crowds of day visitors can make city centres congested.
- Cruise tourism may push up rents and prices in central neighbourhoods.
- Some residents also note that cruise passengers often spend money in shops, cafés and tour companies.

**Local businesses**
- Limits could lead to job losses in tourism-dependent businesses.

**Environmental groups**
- Cruise ships can emit significant air pollution while docked.
""", [
                ("side_swap", "Some residents also note that cruise passengers often spend money in shops, cafés and tour companies.", (1, 0)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
### Residents
For people who live in popular port cities, the main complaint is that large crowds of day visitors can make city centres congested. Some also feel that cruise tourism may push up rents and prices in central neighbourhoods.

### Environmental groups
Environmental campaigners note that ships at berth do not emit much air pollution, but they warn that heavy ship traffic may damage fragile marine habitats near ports.

### Local businesses
Shops, cafés and tour companies see things differently: cruise passengers often spend money with them, and limiting ship visits could lead to job losses in businesses that depend on tourism.
""", [
                ("negation", "ships at berth do not emit much air pollution", (2, 0)),
            ]),
            ("three_perspectives", None, """
Whether to cap cruise ship visits depends a lot on whose perspective you take.

From the residents' point of view, large crowds of day visitors can clog up city centres, and cruise tourism may push up rents and prices in the neighbourhoods closest to the centre. Local businesses, by contrast, tend to stress that cruise passengers often spend money in shops, cafés and on tours, and that limits could cost jobs in businesses that rely on tourism. Environmental groups, meanwhile, focus on the ships themselves: they can emit significant air pollution while docked, and heavy ship traffic may harm fragile marine habitats near the port.
""", []),
            ("three_perspectives", None, """
Briefly: residents complain that large crowds of day visitors can make city centres congested, that cruise tourism may push up rents and prices in central neighbourhoods, and that the steady stream of visitors erodes the character of historic districts; local businesses counter that cruise passengers always spend heavily in shops, cafés and tour companies and that limits could lead to job losses in tourism-dependent businesses; and environmental groups warn that cruise ships can emit significant air pollution while docked and that heavy ship traffic may damage fragile marine habitats near ports.

Ultimately, where a city lands depends on how it balances local quality of life, the tourism economy and environmental protection.
""", [
                ("invented_claim", "that the steady stream of visitors erodes the character of historic districts", None),
                ("exaggeration", "cruise passengers always spend heavily in shops, cafés and tour companies", (1, 0)),
            ]),
        ],
    },
]
