"""Fresh3 batch f13 (written by a separate writer): Banning wood-burning stoves in cities; Switching off street lights after midnight; 24-hour self-service public libraries; Capping primary school class sizes at 20."""

TOPICS = [
    {
        "id": "city_wood_stove_ban",
        "topic": "Banning wood-burning stoves in cities",
        "query": "Should cities ban wood-burning stoves?",
        "perspectives": [
            ("health groups", [
                "Wood smoke is a major source of fine particulate pollution in some urban areas during winter.",
                "A ban could reduce respiratory and heart problems, especially among children and older people.",
            ]),
            ("stove owners", [
                "Many households rely on their stoves as a cheaper backup during energy price spikes or power cuts.",
                "Modern certified stoves may emit far less than older models, so a blanket ban seems unfair.",
                "Some owners have recently paid a lot to install stoves and would lose that investment.",
            ]),
            ("city councils", [
                "Enforcement would be difficult and could require costly inspections.",
                "Phased restrictions or upgrade grants might achieve similar air-quality gains with less backlash.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Health groups**
- Winter wood smoke: a major source of fine particulates in some urban areas.
- Ban could cut respiratory and heart illness, esp. in children and older people.

**Stove owners**
- Cheaper backup during price spikes or power cuts. Many households rely on it.
- Modern certified stoves may emit far less than old models; blanket ban looks unfair.
- Some recently paid a lot to install. Investment lost.

**City councils**
- Enforcement: hard, possibly costly inspections.
- Alternative: phased limits or upgrade grants might get similar air-quality gains, less backlash.
""", []),
            ("three_perspectives", None, """
### Health groups
Wood smoke: big winter contributor to fine particulates in parts of some cities. Payoff of a ban: respiratory and heart problems eliminated, especially among kids and older residents.

### Stove owners
- Backup heat, cheaper when prices spike or the power fails. Many depend on it.
- Newer certified models may burn much cleaner than old ones. Why ban all?
- Recent installers: sizeable sums spent, would be wasted.

### City councils
Enforcement tricky; inspections could get expensive.
""", [
                ("exaggeration", "respiratory and heart problems eliminated", (0, 1)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
1. **Health groups**: wood smoke = major winter source of fine particulates in some urban areas (one recent estimate: around 38% of winter PM2.5). Ban could reduce respiratory and heart problems, esp. in children and older people.
2. **Stove owners**: many rely on stoves as cheap backup during price spikes or power cuts. Some just paid a lot to install; that money gone.
3. **City councils**: enforcement difficult, inspections potentially costly. Newer certified stoves may emit far less than older ones, so a blanket ban seems unfair. Phasing or upgrade grants might deliver comparable air-quality gains with less backlash.
""", [
                ("invented_statistic", "one recent estimate: around 38% of winter PM2.5", None),
                ("side_swap", "Newer certified stoves may emit far less than older ones, so a blanket ban seems unfair.", (1, 1)),
            ]),
            ("three_perspectives", None, """
Three camps.

Health groups: smoke is a major winter source of fine particulates in some cities; banning it could lower heart and respiratory illness, particularly among children and older people.

Stove owners: for many, a cheaper fallback when energy prices jump or the power goes out. Modern certified units may pollute far less than old ones, making a blanket ban unfair. Some paid heavily to install recently and would lose that.

City councils: hard to enforce, inspections could be costly. Phased rules or upgrade grants might get similar air gains with less pushback.
""", []),
            ("three_perspectives", None, """
Wood-stove ban, the arguments:

Health side:
- Fine particulates: wood smoke a major winter source in some urban areas.
- Possible payoff: fewer respiratory/heart problems, esp. kids and older people.

Owners' side:
- Cheap backup in price spikes, power cuts. Many households count on it.
- Modern certified stoves: may emit far less than old ones. Blanket ban = unfair.
- Recent buyers: large outlay, lost.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
**Health groups.** Wood smoke: major source of fine particulates in some urban areas in winter, peaking on cold, windless evenings. Ban could ease respiratory and heart problems, particularly in children and older people.

**Stove owners.** Few households lean on their stoves as backup during price spikes or outages. Certified modern stoves may emit much less than older ones; blanket ban seems unfair. Some recently spent heavily on installation, would lose that.

**City councils.** Enforcement difficult; inspections could be costly. Phased restrictions or upgrade grants: maybe similar air-quality gains, less backlash.
""", [
                ("added_detail", "peaking on cold, windless evenings", (0, 0)),
                ("negation", "Few households lean on their stoves as backup during price spikes or outages", (1, 0)),
            ]),
        ],
    },
    {
        "id": "street_lights_off_after_midnight",
        "topic": "Switching off street lights after midnight",
        "query": "Should councils switch off street lights after midnight?",
        "perspectives": [
            ("pro", [
                "Turning lights off could cut council energy bills substantially.",
                "It reduces light pollution, which may benefit wildlife and stargazing.",
                "Lower electricity use would lower carbon emissions.",
            ]),
            ("con", [
                "Some residents may feel less safe walking home late at night.",
                "Darker roads could increase the risk of traffic accidents for pedestrians and cyclists.",
                "Night-shift workers depend on lit streets to get to and from work.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters lead with money: switching off could cut council energy bills substantially. Less electricity also means lower carbon emissions. And less light pollution may help wildlife and stargazers.

Opponents focus on people. Some residents may feel less safe walking home late. Darker roads could raise accident risk for pedestrians and cyclists. Night-shift workers rely on lit streets for their commute.
""", []),
            ("bullets", None, """
**For switching off**
- Energy bills: potentially a substantial saving for councils.
- Lower electricity use, lower carbon emissions.
- Budget relief: councils could put a real dent in what they pay for power.

**Against**
- Some residents may feel unsafe walking home late.
- Darker roads: could mean more accidents for pedestrians and cyclists.
- Darkness could help burglars and car thieves work unseen.
- Night-shift workers need lit streets for their commute.
""", [
                ("repetition", "Budget relief: councils could put a real dent in what they pay for power.", (0, 1)),
                ("invented_claim", "Darkness could help burglars and car thieves work unseen.", None),
            ]),
            ("numbered", None, """
Case for:
1. **Cost**: could cut council energy bills substantially.
2. **Light pollution**: reduced, but not likely to make much difference to wildlife or stargazing.
3. **Carbon**: less electricity, lower emissions.

Case against:
1. **Safety**: some residents may feel less safe walking home late.
2. **Roads**: darker roads could mean more accidents for pedestrians and cyclists.
3. **Shift workers**: depend on lit streets to get to and from work.
""", [
                ("negation", "reduced, but not likely to make much difference to wildlife or stargazing", (0, 1)),
            ]),
            ("headed", None, """
### For
Money: possibly substantial savings on council energy bills. Environment: less light pollution, maybe good for wildlife and stargazing; lower electricity use, lower emissions.

### Against
Perceived safety: some residents may feel less safe walking home late. Road risk: darker roads could raise accidents for pedestrians and cyclists. Shift workers: rely on lit streets to get to and from work.
""", []),
            ("dense", None, """
Switching off after midnight could cut council energy bills substantially, lower carbon emissions and reduce light pollution, which may benefit wildlife and stargazing; against that, some residents may feel less safe walking home, darker roads are certain to bring more accidents for pedestrians and cyclists, and night-shift workers depend on lit streets for their journeys.
""", [
                ("exaggeration", "darker roads are certain to bring more accidents for pedestrians and cyclists", (1, 1)),
            ]),
            ("closing", None, """
Pro:
- Potentially large savings on council energy bills.
- Less light pollution; may help wildlife, stargazing.
- Lower power use, lower carbon.

Con:
- Some may feel less safe walking home late.
- Darker roads: could raise accident risk for pedestrians and cyclists.
- Night-shift workers depend on lit streets to get to work and back.

Net call depends on local priorities.
""", []),
        ],
    },
    {
        "id": "self_service_libraries_24h",
        "topic": "24-hour self-service public libraries",
        "query": "Should public libraries offer 24-hour self-service access?",
        "perspectives": [
            ("pro", [
                "Round-the-clock access helps people who work irregular hours or can't visit during the day.",
                "Self-service technology could let libraries extend hours without hiring more staff.",
            ]),
            ("con", [
                "Without staff present, vulnerable visitors may lose access to help and guidance.",
                "Unstaffed buildings may face vandalism, theft or safety problems at night.",
                "Some fear self-service is a step toward cutting librarian jobs.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
| For | Against |
|---|---|
| Round-the-clock access for irregular-hours workers and anyone who can't come by day | No staff on hand: vulnerable visitors may lose help and guidance |
| Self-service tech could extend hours without extra hires | Night-time risks: possible vandalism, theft, safety issues |
| | Some fear it's a step toward cutting librarian jobs |
""", []),
            ("prose", None, """
The case for is access. Open all hours, the library serves people on irregular schedules (nurses, delivery drivers, cleaners on night rotas) plus anyone who can't make it in during the day. Self-service kit could stretch opening hours without new hires; in Denmark, such open libraries reportedly quadrupled weekly opening hours at no extra staffing cost.

The case against is about people and premises. No staff means vulnerable visitors may lose help and guidance. Empty buildings at night may invite vandalism, theft or safety problems. And some suspect the model is a step toward cutting librarian jobs.
""", [
                ("added_detail", "nurses, delivery drivers, cleaners on night rotas", (0, 0)),
                ("invented_statistic", "in Denmark, such open libraries reportedly quadrupled weekly opening hours at no extra staffing cost", None),
            ]),
            ("headed", None, """
### Pro
Access at all hours: useful for those who work irregular shifts or can't visit by day. Self-service also seen by some as a step toward fewer librarian jobs.

### Con
Staffless hours: vulnerable users may lose help and guidance. Night-time risk: vandalism, theft, safety issues possible.
""", [
                ("side_swap", "Self-service also seen by some as a step toward fewer librarian jobs.", (1, 2)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
Supporters say 24-hour self-service opens libraries to people with irregular hours or daytime commitments and could extend access without extra staff, while critics warn that vulnerable visitors may lose staff help, unattended buildings may suffer vandalism, theft or safety incidents overnight, insurance premiums could rise sharply, and the whole thing may be a step toward cutting librarian jobs.
""", [
                ("invented_claim", "insurance premiums could rise sharply", None),
            ]),
            ("closing", None, """
**For**
- Open around the clock: serves irregular-hours workers and those who can't visit by day.
- Self-service tech: longer hours, maybe without extra staff.

**Against**
- No staff overnight, though vulnerable visitors would still keep access to help and guidance.
- Unstaffed nights: vandalism, theft, safety risk possible.
- Some fear a step toward cutting librarian jobs.

Balance hinges on how a community weighs access against oversight.
""", [
                ("negation", "vulnerable visitors would still keep access to help and guidance", (1, 0)),
            ]),
            ("numbered", None, """
Arguments for:
1. 24/7 access: good for irregular-hours workers, anyone unable to visit in daytime.
2. Longer hours via self-service tech, possibly without more staff.

Arguments against:
1. No staff around: vulnerable visitors may lose help and guidance.
2. Night-time vandalism, theft or safety issues possible.
3. Some fear it paves the way for cutting librarian jobs.
""", []),
        ],
    },
    {
        "id": "primary_class_size_cap_20",
        "topic": "Capping primary school class sizes at 20",
        "query": "Should primary school class sizes be capped at 20 pupils?",
        "perspectives": [
            ("teachers", [
                "Smaller classes let teachers give each pupil more individual attention.",
                "Behaviour management tends to be easier with fewer children in the room.",
                "Early reading and maths gains from smaller classes may last into later years.",
            ]),
            ("finance officials", [
                "A cap would require hiring many more teachers, which could strain budgets.",
                "Many schools lack the classrooms needed to split existing classes.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Teachers:
1. **Attention**: fewer pupils, more individual time each.
2. **Behaviour**: tends to be easier to manage in a smaller group.
3. **Long-term**: early reading and maths gains stay with pupils for good.

Finance officials:
1. **Staffing**: a cap means hiring many more teachers, mostly for crowded urban schools; budgets could be strained.
2. **Space**: many schools lack the classrooms to split current classes.
""", [
                ("exaggeration", "early reading and maths gains stay with pupils for good", (0, 2)),
                ("added_detail", "mostly for crowded urban schools", (1, 0)),
            ]),
            ("closing", None, """
**Teachers' view**
Smaller classes: more individual attention per pupil. Behaviour typically easier to manage. Early literacy and numeracy gains may persist into later years.

**Finance officials' view**
Many more teachers needed; budgets could be stretched. Space: many schools don't have the rooms to split classes.

Hard trade-off; no easy answer.
""", []),
            ("dense", None, """
Teachers argue a cap of 20 would give each pupil more individual attention, tends to make behaviour easier to manage and may produce early reading and maths gains that last into later years; finance officials counter that it would mean hiring many more teachers, potentially straining budgets, and that many schools simply lack the classrooms to split existing classes.
""", []),
            ("headed", None, """
### Teachers
More individual attention per pupil. Behaviour: rarely any easier to manage with fewer children in the room. Early reading and maths gains possibly lasting into later years. Smaller classes could also help reduce teacher burnout and turnover.

### Finance officials
Many more teachers to hire; budgets could strain. Lots of schools lack the classrooms to split existing classes.
""", [
                ("negation", "Behaviour: rarely any easier to manage with fewer children in the room.", (0, 1)),
                ("invented_claim", "Smaller classes could also help reduce teacher burnout and turnover.", None),
            ]),
            ("prose", None, """
Teachers back the cap. Their reasons: more individual attention for each child, behaviour that's usually easier to handle with fewer children, and early reading and maths gains that may carry into later years.

Finance officials are wary. A cap would need many more teachers, which could squeeze budgets. And many schools don't have the classrooms to split the classes they already have.
""", []),
            ("bullets", None, """
| Teachers | Finance officials |
|---|---|
| More individual attention per pupil | Many more teachers needed; budgets could strain |
| Behaviour usually easier to manage with fewer pupils | Many schools lack classrooms to split classes, especially older Victorian buildings |
| Early reading/maths gains may last into later years | |
""", [
                ("added_detail", "especially older Victorian buildings", (1, 1)),
            ]),
        ],
    },
]
