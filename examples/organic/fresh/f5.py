"""Fresh batch f5 (written by a separate writer): Mandatory microchipping of pet cats; Allowing e-bikes on hiking trails; Subsidising night trains; Banning glyphosate weedkiller."""

TOPICS = [
    {
        "id": "cat_microchipping",
        "topic": "Mandatory microchipping of pet cats",
        "query": "Should it be mandatory for owners to microchip their pet cats?",
        "perspectives": [
            ("pro", [
                "Microchipping can help reunite lost cats with their owners more quickly.",
                "It may reduce the number of unclaimed cats ending up in crowded shelters.",
                "Chip records could make it easier to tell owners when their cat has been hit by a car.",
            ]),
            ("con", [
                "The rule could be hard to enforce, since many cats roam outdoors and are rarely checked.",
                "The cost of chipping may be a burden for some low-income owners.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Making microchipping compulsory for pet cats is one of those policies that sounds simple but divides opinion.

Supporters focus mainly on lost pets. A chip can help reunite a cat that has wandered off with its owner more quickly, and, by the same logic, compulsory chipping may reduce the number of unclaimed cats that end up in crowded shelters. There is also a sadder use case: chip records could make it easier to tell owners when their cat has been hit by a car. Some advocates go further and say a national register would give councils reliable data on how many cats live in each area, which could help plan neutering programmes.

Critics are less convinced. They argue that the rule could be hard to enforce, since many cats roam outdoors and are rarely checked by anyone. Cost comes up as well, though chipping is generally seen as affordable even for low-income owners.

The disagreement is less about chips themselves than about whether a legal requirement is the right tool.
""", [
                ("invented_claim", "Some advocates go further and say a national register would give councils reliable data on how many cats live in each area, which could help plan neutering programmes.", None),
                ("negation", "though chipping is generally seen as affordable even for low-income owners", (1, 1)),
            ]),
            ("bullets", None, """
Here's a balanced look at mandatory microchipping for cats.

**Arguments for**
- Chipping can help lost cats get back to their owners faster.
- It may mean fewer unclaimed cats ending up in crowded shelters.
- If a cat is hit by a car, the chip record could make it easier to let the owner know.

**Arguments against**
- Enforcement could be tricky: lots of cats roam outdoors and are rarely checked.
- Paying for the procedure may be a burden for some owners on low incomes.
""", []),
            ("numbered", None, """
Great question — there are reasonable points on both sides.

1. **Faster reunions.** A microchip can help a lost cat be returned to its owner more quickly.
2. **Less pressure on shelters.** Compulsory chipping would eliminate the problem of unclaimed cats filling up shelters.
3. **News after accidents.** Chip records could make it easier to inform owners when their cat has been hit by a car.
4. **Enforcement.** Opponents note the rule could be hard to police, since many cats roam outdoors and are rarely checked.
5. **Cost.** The fee for chipping may weigh on some low-income owners.
""", [
                ("exaggeration", "Compulsory chipping would eliminate the problem of unclaimed cats filling up shelters.", (0, 1)),
            ]),
            ("headed", None, """
### The case for
Proponents say microchips can help reunite lost cats with their owners more quickly. They also believe a legal requirement may reduce how many unclaimed cats end up in crowded shelters, and that chip records could make it easier to tell owners when a cat has been hit by a car.

### The case against
Opponents say the rule could be hard to enforce, because many cats roam outdoors and are rarely checked. They also worry that the cost of chipping may be a burden for some low-income households.
""", []),
            ("dense", None, """
Supporters say compulsory chipping can get lost cats back to their owners more quickly, may reduce the number of unclaimed cats in crowded shelters and could make it easier to tell owners when a cat has been hit by a car, while opponents reply that the rule could be hard to enforce because many cats roam outdoors and are rarely checked, and that the cost may burden some low-income owners.
""", []),
            ("closing", None, """
**Supporters** see chipping as a simple, practical safeguard. A chip can help reunite a lost cat with its owner more quickly, and making it compulsory may reduce the number of unclaimed cats that end up in crowded shelters.

**Opponents** raise two concerns. First, the rule could be hard to enforce, since many cats roam outdoors and are rarely checked. Second, the cost of chipping may be a burden for some low-income owners, particularly pensioners living alone with several cats.

Ultimately, whether the benefits justify a legal requirement depends on how a country balances animal welfare against cost and practicality.
""", [
                ("added_detail", "particularly pensioners living alone with several cats", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
        ],
    },
    {
        "id": "ebikes_on_hiking_trails",
        "topic": "Allowing e-bikes on hiking trails",
        "query": "Should e-bikes be allowed on hiking trails?",
        "perspectives": [
            ("hikers", [
                "Faster e-bikes could make narrow trails feel less safe for walkers.",
                "Some hikers value trails as quiet places away from motorised traffic.",
            ]),
            ("e-bike riders", [
                "E-bikes can let older or less fit people reach trails they could not manage on a regular bike.",
                "Riders argue that e-bikes may cause no more trail erosion than ordinary mountain bikes.",
            ]),
            ("park managers", [
                "Allowing e-bikes may require extra signs and patrols that stretch limited budgets.",
                "Managers could open some trails to e-bikes while keeping others for walkers only.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's how the main groups tend to see it:

**Hikers**
- E-bikes travel faster, which could make narrow trails feel less safe for people on foot.
- Some hikers value trails precisely because they are quiet places away from motorised traffic.

**E-bike riders**
- Electric assistance can let older or less fit people reach trails they couldn't manage on a regular bike.
- Riders argue e-bikes may cause no more erosion than ordinary mountain bikes.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Opinions on e-bikes on hiking trails split three ways.

For hikers, the worry is mostly about safety and atmosphere. Faster e-bikes could make narrow paths feel less safe for walkers, and some hikers see trails as quiet places where they can get away from motorised traffic.

E-bike riders see it differently. They point out that e-bikes can open up trails to older or less fit people who could not manage them on a regular bike, and they argue that e-bikes may cause no more trail erosion than ordinary mountain bikes.

Park managers sit somewhere in the middle. Allowing e-bikes may require extra signs and patrols that would stretch already limited budgets — but managers could also open some trails to e-bikes while keeping others for walkers only.
""", []),
            ("three_perspectives", None, """
1. **Hikers** mainly want to protect the character of the trails. Some value them as quiet places away from motorised traffic.
2. **E-bike riders** stress access: e-bikes can let older or less fit people reach trails they could not manage on an ordinary bike. They also argue that e-bikes may cause no more erosion than regular mountain bikes, citing a 2015 field study that recorded almost identical soil loss across 2,000 test passes.
3. **Park managers** have practical concerns. Faster e-bikes could make narrow trails feel less safe for walkers, and allowing them may require extra signs and patrols that stretch limited budgets. One option is to open some trails to e-bikes while keeping others for walkers only.
""", [
                ("invented_statistic", "citing a 2015 field study that recorded almost identical soil loss across 2,000 test passes", None),
                ("side_swap", "Faster e-bikes could make narrow trails feel less safe for walkers", (0, 0)),
            ]),
            ("three_perspectives", None, """
### Hikers
Hikers worry that faster e-bikes could make narrow trails feel less safe for people on foot. On a tight path, they add, meeting a fast-moving bike could leave walkers feeling exposed.

### E-bike riders
Riders say e-bikes can let older or less fit people reach trails they couldn't manage on a regular bike. They also argue e-bikes may cause no more trail erosion than ordinary mountain bikes.

### Park managers
For managers, allowing e-bikes may mean extra signs and patrols that stretch limited budgets. A possible compromise is to open some trails to e-bikes and keep others for walkers only.
""", [
                ("repetition", "On a tight path, they add, meeting a fast-moving bike could leave walkers feeling exposed.", (0, 1)),
            ]),
            ("three_perspectives", None, """
Hikers fear faster e-bikes could make narrow trails feel less safe for walkers, and some value trails as quiet places away from motorised traffic; e-bike riders counter that the bikes can let older or less fit people reach trails they could not manage on a regular bike and may cause no more erosion than ordinary mountain bikes; and park managers note that allowing them may require extra signs and patrols that stretch limited budgets, though they could open some trails to e-bikes while keeping others for walkers only.
""", []),
            ("three_perspectives", None, """
Great question — this one involves a few different groups.

From the hikers' point of view:
- E-bikes move faster, which could make narrow trails feel less safe for walkers.
- Some hikers value trails as quiet places away from motorised traffic.

From the riders' point of view:
- E-bikes can let older or less fit people, including those recovering from knee or hip surgery, reach trails they could not manage on a regular bike.
- Riders argue e-bikes may cause no more trail erosion than ordinary mountain bikes.

From the park managers' point of view:
- Allowing e-bikes will require extra signs and patrols that inevitably overwhelm limited budgets.
- Managers could open some trails to e-bikes while keeping others for walkers only.

In the end, the right balance will likely differ from one trail network to the next.
""", [
                ("added_detail", "including those recovering from knee or hip surgery", (1, 0)),
                ("exaggeration", "Allowing e-bikes will require extra signs and patrols that inevitably overwhelm limited budgets.", (2, 0)),
            ]),
        ],
    },
    {
        "id": "night_train_subsidies",
        "topic": "Subsidising night trains",
        "query": "Should governments subsidise night trains?",
        "perspectives": [
            ("pro", [
                "Night trains can offer a lower-carbon alternative to short-haul flights.",
                "Travellers may save the cost of a hotel night by sleeping on board.",
            ]),
            ("con", [
                "Night trains often run at a loss because sleeper carriages carry few passengers.",
                "Subsidy money could do more good if spent on improving daytime regional services.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Whether taxpayers should support night trains comes down to how you weigh climate goals against value for money.

Those in favour see sleeper services as a way to cut emissions: a night train can offer a lower-carbon alternative to a short-haul flight. They also point out that passengers may save the price of a hotel, since they sleep on board while travelling.

Sceptics, however, note that night trains often run at a loss, largely because sleeper carriages carry relatively few passengers. In their view, the subsidy money could achieve more if it went into improving daytime regional services instead.
""", []),
            ("bullets", None, """
**For subsidies**
- Night trains can offer a lower-carbon alternative to short-haul flights; one European rail study estimated that a sleeper journey emits around 90% less CO2 than the equivalent flight.
- Sleeping on board may save travellers the cost of a hotel night.

**Against subsidies**
- Sleeper carriages carry few passengers, so night trains often run at a loss.
- The subsidy money would not do as much good if it were spent on improving daytime regional services instead.
""", [
                ("invented_statistic", "one European rail study estimated that a sleeper journey emits around 90% less CO2 than the equivalent flight", None),
                ("negation", "The subsidy money would not do as much good if it were spent on improving daytime regional services instead.", (1, 1)),
            ]),
            ("numbered", None, """
Here are the main arguments, supporters' points first and then critics':

1. **Lower emissions:** A night train can be a lower-carbon alternative to a short-haul flight.
2. **Hotel savings:** Passengers who sleep on board may save the cost of a night in a hotel.
3. **Losses:** Because sleeper carriages carry few passengers, night trains often run at a loss.
4. **Better uses of money:** Critics say the subsidy could do more good if it went towards improving daytime regional services.
""", []),
            ("headed", None, """
### Why subsidise them
Supporters say night trains can offer a lower-carbon alternative to short-haul flights. Some also argue that a well-used sleeper route can bring visitors and trade to smaller towns along the line. On top of that, travellers may save the cost of a hotel night by sleeping on board.

### Why not
Critics point out that night trains often run at a loss because sleeper carriages carry few passengers. They argue the money could do more good if it were spent on improving daytime regional services.
""", [
                ("invented_claim", "Some also argue that a well-used sleeper route can bring visitors and trade to smaller towns along the line.", None),
            ]),
            ("dense", None, """
Supporters say night trains offer a far cleaner option that will replace most short-haul flights and may save travellers the cost of a hotel night, while critics respond that they often run at a loss because sleeper carriages carry few passengers — a problem made worse by high track-access charges — and that the subsidy money could do more good if spent on improving daytime regional services.
""", [
                ("exaggeration", "offer a far cleaner option that will replace most short-haul flights", (0, 0)),
                ("added_detail", "a problem made worse by high track-access charges", (1, 0)),
            ]),
            ("closing", None, """
Night trains have both an environmental and a financial angle.

Supporters highlight that they can offer a lower-carbon alternative to short-haul flights, and that travellers may save the cost of a hotel night by sleeping on board.

Opponents note that night trains often run at a loss because sleeper carriages carry few passengers, and argue that subsidy money could do more good if spent on improving daytime regional services.

Ultimately, the answer depends on how much weight a government places on cutting aviation emissions versus getting the most out of a limited transport budget.
""", []),
        ],
    },
    {
        "id": "glyphosate_ban",
        "topic": "Banning glyphosate weedkiller",
        "query": "Should glyphosate weedkiller be banned?",
        "perspectives": [
            ("ban it", [
                "Some studies have linked glyphosate to a possible cancer risk for people who use it often.",
                "Heavy use may harm soil life and pollinating insects.",
            ]),
            ("keep it", [
                "Farmers could face higher costs and lower yields without a cheap, effective herbicide.",
                "Alternatives such as ploughing can increase soil erosion and carbon emissions.",
                "Regulators in several regions have concluded it is safe when used as directed.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The debate over banning glyphosate weedkiller touches on health, the environment and farming costs.

Those calling for a ban point to health concerns first: some studies have linked glyphosate to a possible cancer risk for people who use it often. They also argue that heavy use may harm soil life and pollinating insects, and that alternatives such as ploughing can increase soil erosion and carbon emissions.

On the other side, opponents of a ban warn that farmers could face higher costs and lower yields without a cheap, effective herbicide. They also note that regulators in several regions have concluded that glyphosate is safe when used as directed.
""", [
                ("side_swap", "and that alternatives such as ploughing can increase soil erosion and carbon emissions", (1, 1)),
            ]),
            ("bullets", None, """
**Ban it**
- Some studies have linked glyphosate to a possible cancer risk in people who use it frequently.
- Heavy use may damage soil life and harm pollinators.

**Keep it**
- Without a cheap, effective herbicide, farmers could see higher costs and lower yields.
- Alternatives like ploughing can increase soil erosion and carbon emissions.
- Regulators in several regions have concluded it is safe when used as directed.
""", []),
            ("numbered", None, """
Here's a quick rundown of both sides:

1. **Possible health risk:** Ban supporters cite studies that have linked glyphosate to a possible cancer risk for people who handle it often.
2. **Farm costs:** Opponents of a ban say farmers could face higher costs and lower yields without a cheap, effective herbicide.
3. **Alternatives:** They add that switching to methods such as ploughing can reduce soil erosion and carbon emissions.
4. **Regulatory view:** Regulators in several regions have concluded glyphosate is safe when used as directed.
""", [
                ("negation", "switching to methods such as ploughing can reduce soil erosion and carbon emissions", (1, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("headed", None, """
### Arguments for a ban
Some studies have linked glyphosate to a possible cancer risk for people who use it often, and heavy use may harm soil life and pollinating insects. Campaigners also worry that residues can end up in drinking water supplies near treated fields.

### Arguments against a ban
Farmers could face higher costs and lower yields without a cheap, effective herbicide. Alternatives such as ploughing can increase soil erosion and carbon emissions, and regulators in several regions have concluded it is safe when used as directed.
""", [
                ("invented_claim", "Campaigners also worry that residues can end up in drinking water supplies near treated fields.", None),
            ]),
            ("dense", None, """
Advocates of a ban cite studies linking glyphosate to a possible cancer risk for frequent users and warn that heavy use may harm soil life and pollinating insects, whereas opponents argue that farmers could face higher costs and lower yields without a cheap, effective herbicide, that alternatives such as ploughing can increase soil erosion and carbon emissions, and that regulators in several regions have concluded it is safe when used as directed.
""", []),
            ("closing", None, """
Good question — glyphosate is a genuinely contested topic.

People who favour a ban raise two main concerns. Some studies have linked the chemical to a possible cancer risk among people who use it often, and heavy use may harm soil life and pollinating insects.

People who oppose a ban respond that alternatives such as ploughing can increase soil erosion and carbon emissions. They also point out that regulators in several regions have concluded glyphosate is safe when used as directed.

Ultimately, it comes down to how each country balances health and environmental concerns against the needs of agriculture.
""", [
                ("omitted_argument", None, (1, 0)),
            ]),
        ],
    },
]
