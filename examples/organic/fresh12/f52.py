"""Fresh12 batch f52 (written by a separate writer): Switching off copper landlines by a fixed date; Banning data brokers from selling phone location data; Banning mid-contract price rises on phone and broadband plans; Requiring consent before cloning a real person's voice with AI."""

TOPICS = [
    {
        "id": "copper_landline_switch_off",
        "topic": "Switching off copper landlines by a fixed national date",
        "query": "Should the country switch off all the old copper landlines by a fixed date and move everyone onto internet-based phone lines? Please give me a balanced view.",
        "perspectives": [
            ("telecom operators", [
                "Maintaining two parallel phone networks wastes money that would be better spent on fiber.",
                "Aging copper lines fail more often, so a firm date gives certainty for planning the upgrade.",
            ]),
            ("older people's groups", [
                "Internet phone lines stop working in a power cut, which may leave isolated people unable to call for help.",
                "Telecare alarms worn by many elderly people were designed for copper lines, and some may fail after the switch.",
                "Many older customers were not told clearly what the change means for them.",
            ]),
            ("rural residents", [
                "Mobile signal in many villages is too weak to serve as a backup when lines go down.",
                "Some rural homes could be left with slower or less reliable service than their old copper line.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Copper switch-off by a fixed date, by stakeholder:

Telecom operators: two parallel phone networks = wasted money, better spent on fiber; aging copper fails more often, and a firm date gives certainty for planning the upgrade (operators).

Older people's groups: internet lines stop working in a power cut, which may leave isolated people unable to call for help; telecare alarms worn by many elderly people were designed for copper, and some may fail after the switch; many older customers not told clearly what the change means for them (older people's groups).

Rural residents: mobile signal in many villages too weak to act as a backup when lines go down; some rural homes could end up with slower or less reliable service than their old copper line (rural residents).

Net: cost and planning certainty weighed against safety and service quality for the people most exposed.
""", []),
            ("three_perspectives", None, """
Fixed-date copper switch-off: where the groups stand.

- Cost: running copper and digital networks side by side wastes money better spent on fiber (telecom operators).
- Reliability/planning: copper is aging and fails more often; a set date lets the upgrade be planned with certainty (telecom operators).
- Power cuts: internet-based lines go dead without power, so isolated people may be unable to call for help (older people's groups).
- Telecare: alarms worn by many elderly people were built for copper lines; some may stop working after the switch (older people's groups).
- Communication: many older customers did not get a clear explanation of what the change means for them (older people's groups).

Overall: network economics versus the safety of people who rely on a landline.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Copper landline switch-off, fixed national date.

Context: an industry survey put the number of homes still relying on a copper-only landline at roughly 1.5 million.

Operators' case: duplicate networks waste money better spent on fiber; copper is aging and fails more often; a firm date means certainty for planning the upgrade (telecom operators).
Older people's case: internet lines keep working through a power cut, so isolated people can still call for help; telecare alarms worn by many elderly people were designed for copper, and some may fail post-switch; many older customers not told clearly what the change means (older people's groups).
Rural case: weak mobile signal in many villages, so no real backup when lines go down; some rural homes could see slower or less reliable service than copper gave them (rural residents).

Net: a cost-and-certainty argument against a safety-and-access argument.
""", [
                ("invented_statistic", "an industry survey put the number of homes still relying on a copper-only landline at roughly 1.5 million", None),
                ("negation", "internet lines keep working through a power cut, so isolated people can still call for help", (1, 0)),
            ]),
            ("three_perspectives", None, """
Three camps on a fixed switch-off date for copper lines:

Rural residents — village mobile signal often too weak to be a backup when lines fail; risk that some rural homes could end up with slower or less reliable service than the old copper line.
Older people's groups — a power cut takes an internet line down, which may leave isolated people unable to call for help; telecare alarms worn by many elderly people were built for copper, and some may fail after the switch; many older customers not clearly told what the change means for them.
Telecom operators — running two phone networks in parallel wastes money better spent on fiber; aging copper fails more often, so a fixed date gives planning certainty for the upgrade.

Overall: the three groups read the same deadline very differently.
""", []),
            ("three_perspectives", None, """
Copper switch-off — quick digest.

Wasted spend on two parallel networks, money better put into fiber (operators); aging copper failing more often, with a firm date giving certainty for planning the upgrade (operators).
Power cuts silencing internet lines, which may leave isolated people unable to call for help (older people's groups); telecare alarms worn by many elderly people designed for copper, some may fail after the switch (older people's groups); many older customers not told clearly what the change means for them (older people's groups).
Village mobile signal too weak in many places to serve as a backup when lines go down (rural residents); rural homes will be left with slower, less reliable service than copper gave them (rural residents).

Net: each group is reacting to the same deadline from a different position.
""", [
                ("exaggeration", "rural homes will be left with slower, less reliable service than copper gave them", (2, 1)),
            ]),
            ("three_perspectives", None, """
Fixed-date copper switch-off, by group:
Parallel phone networks waste money better spent on fiber (telecom operators). Internet lines die in a power cut, which may leave isolated people unable to call for help (older people's groups); telecare alarms worn by many elderly people were designed for copper lines and rely on analog dial-out tones, so some may fail after the switch (older people's groups); many older customers not told clearly what the change means (older people's groups). Aging copper fails more often, so a firm date gives certainty for planning the upgrade (rural residents); mobile signal in many villages too weak to serve as a backup when lines go down (rural residents); some rural homes could be left with slower or less reliable service than copper (rural residents).
Overall: one deadline, three very different exposures.
""", [
                ("side_swap", "Aging copper fails more often, so a firm date gives certainty for planning the upgrade (rural residents)", (0, 1)),
                ("added_detail", "telecare alarms worn by many elderly people were designed for copper lines and rely on analog dial-out tones, so some may fail after the switch", (1, 1)),
            ]),
        ],
    },
    {
        "id": "location_data_broker_ban",
        "topic": "Banning data brokers from selling phone location data",
        "query": "Should data brokers be banned from selling the location data they collect from people's phones? What are the arguments on each side?",
        "perspectives": [
            ("supporters", [
                "Location data can reveal where people live, worship, and seek medical care.",
                "Users rarely give meaningful consent, since permissions are buried in long app terms.",
                "Stalkers and abusers may buy the data to track down their victims.",
            ]),
            ("opponents", [
                "Aggregated location data helps city planners and researchers study traffic and public health.",
                "A ban could cut advertising revenue that keeps many apps free to use.",
            ]),
        ],
        "variants": [
            ("prose", None, """
A ban on brokers selling phone location data splits along privacy-versus-utility lines. Supporters argue the data can reveal where people live, worship and go for medical care, and that users rarely give meaningful consent when the permissions are buried in long app terms (supporters); they add that stalkers and abusers may buy it to track down their victims (supporters). Opponents counter that aggregated location data helps city planners and researchers study traffic and public health, and that a ban could cut the advertising revenue that keeps many apps free (opponents). Net: privacy risk on one side, research value and app economics on the other.
""", []),
            ("bullets", None, """
Location-data broker ban — the case in brief:

- Sensitivity: location trails can reveal where people live, worship and seek medical care, down to the specific clinic or church they visit (supporters)
- Consent: rarely meaningful, with permissions buried in long app terms (supporters)
- Abuse: stalkers and abusers may buy the data to find their victims (supporters)
- Research use: aggregated data helps city planners and researchers study traffic and public health (opponents)
- Free apps: a ban could cut the ad revenue that keeps many apps free to use (opponents)
- Enforcement: brokers would simply relocate offshore and keep selling the same data (opponents)

Net: a privacy-harm argument against a utility and business-model argument.
""", [
                ("added_detail", "location trails can reveal where people live, worship and seek medical care, down to the specific clinic or church they visit", (0, 0)),
                ("invented_claim", "brokers would simply relocate offshore and keep selling the same data", None),
            ]),
            ("numbered", None, """
Banning sales of phone location data by brokers:
1. Exposure — the data can show where someone lives, worships, and gets medical care (supporters).
2. Consent — seldom meaningful; the permissions sit buried in lengthy app terms (supporters).
3. Safety — stalkers and abusers may purchase it to track down victims (supporters).
4. Public value — in aggregated form it helps city planners and researchers study traffic and public health (opponents).
5. Free services — a ban could cut the advertising revenue that keeps many apps free (opponents).
Overall: both sides argue from practical effects, pointing in opposite directions.
""", []),
            ("headed", None, """
**Supporters**
Location data can expose home address, place of worship, medical visits; users rarely consent in any meaningful way because permissions are buried in long app terms; stalkers and abusers may buy it to track down victims.

**Opponents**
Aggregated location data useful to city planners and researchers studying traffic and public health; a ban would wipe out the advertising revenue that keeps apps free to use.

**Net**
Privacy and safety versus research and free apps.
""", [
                ("exaggeration", "a ban would wipe out the advertising revenue that keeps apps free to use", (1, 1)),
            ]),
            ("dense", None, """
Can reveal where people live, worship and get medical care, consent rarely meaningful with permissions buried in long app terms, and may be bought by stalkers and abusers to track down victims (supporters) — versus aggregated data helping city planners and researchers study traffic and public health, and a ban that could cut the ad revenue keeping many apps free (opponents).
""", []),
            ("closing", None, """
Location-data sales ban:
Can reveal where people live, worship, and seek medical care (supporters); consent rarely meaningful given permissions buried in long app terms (supporters).
Helps city planners and researchers study traffic and public health when aggregated (opponents); a ban could cut ad revenue that keeps many apps free (opponents).
In short, the question is how much weight to give privacy against the uses the data currently serves.
""", [
                ("omitted_argument", None, (0, 2)),
            ]),
        ],
    },
    {
        "id": "mid_contract_price_rise_ban",
        "topic": "Banning mid-contract price rises on phone and broadband plans",
        "query": "Should phone and broadband companies be banned from raising prices in the middle of a contract?",
        "perspectives": [
            ("supporters", [
                "Customers sign up for a fixed price and should pay that price until the contract ends.",
                "Inflation-linked clauses are hard to understand, so buyers cannot compare deals properly.",
            ]),
            ("critics", [
                "Providers may respond by raising starting prices for every new customer.",
                "Fixed prices leave firms exposed when energy and wage costs jump unexpectedly.",
                "Some smaller providers could struggle to offer long contracts without price flexibility.",
            ]),
        ],
        "variants": [
            ("prose", None, """
A ban on mid-contract price rises for phone and broadband plans pits contract certainty against pricing flexibility. Customers sign up at a fixed price and should pay that price until the contract ends (supporters); inflation-linked clauses are straightforward to read, so buyers can compare deals properly (supporters). Providers may answer a ban by raising starting prices for every new customer (critics); fixed prices leave firms exposed if energy and wage costs jump unexpectedly (critics); some smaller providers could struggle to offer long contracts without room to adjust prices (critics). Net: a question of who carries the risk of cost changes.
""", [
                ("negation", "inflation-linked clauses are straightforward to read, so buyers can compare deals properly", (0, 1)),
            ]),
            ("bullets", None, """
Mid-contract price rises — ban or not:
- Fixed price at sign-up should hold until the contract ends (supporters)
- Inflation-linked clauses hard to understand; buyers cannot compare deals properly (supporters)
- Possible response from providers: higher starting prices for every new customer (critics)
- Firms exposed when energy and wage costs jump unexpectedly (critics)
- Some smaller providers could struggle to offer long contracts without price flexibility (critics)
Overall: consumer certainty versus provider flexibility.
""", []),
            ("numbered", None, """
Banning mid-contract price rises:
1. Pay what you signed up for: fixed price until the contract ends (supporters).
2. Inflation-linked clauses are hard to understand, leaving buyers unable to compare deals properly (supporters).
3. Higher starting prices for every new customer may be how providers respond (critics).
4. Exposure for firms when energy and wage costs jump unexpectedly (critics).
5. No way to pass on sudden rises in input costs such as power and staff wages (critics).
Net: the same cost risk, placed either on customers or on providers.
""", [
                ("repetition", "No way to pass on sudden rises in input costs such as power and staff wages (critics)", (1, 2)),
            ]),
            ("headed", None, """
### Supporters
- The price agreed at sign-up should be the price paid until the contract ends.
- Inflation-linked clauses are hard to understand, so buyers cannot properly compare deals; one consumer survey found 6 in 10 customers did not know their contract allowed rises.
- Fixed prices leave firms exposed when energy and wage costs jump unexpectedly.

### Critics
- Providers may react by raising starting prices for all new customers.
- Some smaller providers could find long contracts hard to offer without price flexibility.

**Net:** certainty for customers against flexibility for providers.
""", [
                ("invented_statistic", "one consumer survey found 6 in 10 customers did not know their contract allowed rises", None),
                ("side_swap", "Fixed prices leave firms exposed when energy and wage costs jump unexpectedly.", (1, 1)),
            ]),
            ("dense", None, """
Supporters want customers to pay the fixed price they signed up for until the contract ends and say inflation-linked clauses are too hard to understand for buyers to compare deals properly; critics warn that providers may respond by raising starting prices for every new customer, that fixed prices leave firms exposed when energy and wage costs jump unexpectedly, and that some smaller providers could struggle to offer long contracts without price flexibility.
""", []),
            ("closing", None, """
Mid-contract price-rise ban, both sides:
Fixed price at sign-up should stand until the contract ends (supporters); inflation-linked clauses hard to understand, so deals cannot be compared properly (supporters); a ban would also make switching providers simpler for customers (supporters).
Providers may raise starting prices for every new customer in response (critics); firms left exposed to unexpected jumps in energy and wage costs (critics); some smaller providers could struggle to offer long contracts without price flexibility (critics).
Ultimately the choice turns on whether price certainty for existing customers is worth the risks critics describe.
""", [
                ("invented_claim", "a ban would also make switching providers simpler for customers", None),
            ]),
        ],
    },
    {
        "id": "ai_voice_clone_consent",
        "topic": "Requiring consent before cloning a real person's voice with AI",
        "query": "Should it be illegal to make an AI clone of someone's voice without their permission? I'd like to hear both sides.",
        "perspectives": [
            ("supporters", [
                "Cloned voices are already used in phone scams that trick relatives into sending money.",
                "Voice actors and singers could lose work if their voices are copied without payment.",
                "A person's voice is part of their identity and deserves the same protection as their image.",
            ]),
            ("opponents", [
                "Parody and political satire often imitate voices and could be chilled by a consent rule.",
                "Scammers ignore the law anyway, so the rule would mainly burden legitimate creators.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Requiring consent for AI voice clones sets identity and livelihood concerns against speech and enforcement concerns. Cloned voices are already used in phone scams that trick relatives into sending money (supporters), voice actors and singers could lose work if their voices are copied without payment (supporters), and a voice is part of a person's identity, deserving the same protection as their image (supporters). On the other side, parody and political satire often imitate voices and could be chilled by a consent rule (opponents), and since scammers ignore the law anyway, the burden would fall mainly on legitimate creators (opponents). Overall: a judgment about which of these risks matters more.
""", []),
            ("bullets", None, """
AI voice cloning without consent — arguments:
- Already in use for phone scams that trick relatives into sending money (supporters)
- Voice actors and singers will lose work when their voices are copied without payment (supporters)
- A voice is part of identity; it deserves the same protection as a person's image (supporters)
- Parody and political satire often imitate voices and could be chilled by a consent rule (opponents)
- Scammers ignore the law anyway, so a consent rule would hardly burden legitimate creators (opponents)
Net: identity and income on one side, expression and enforceability on the other.
""", [
                ("exaggeration", "Voice actors and singers will lose work when their voices are copied without payment", (0, 1)),
                ("negation", "so a consent rule would hardly burden legitimate creators", (1, 1)),
            ]),
            ("numbered", None, """
Consent rule for AI voice clones:
1. Scams — cloned voices already used in phone scams that dupe relatives into sending money (supporters).
2. Livelihoods — voice actors and singers could lose work if their voices are copied without pay (supporters).
3. Identity — a voice is part of who someone is and merits the same protection as their image (supporters).
4. Satire — parody and political satire often imitate voices; a consent rule could chill them (opponents).
5. Enforcement — scammers ignore the law anyway, so the main burden lands on legitimate creators (opponents).
Overall: protection of identity and income weighed against satire and practicality.
""", []),
            ("headed", None, """
## For a consent requirement
Phone scams already use cloned voices to trick relatives into sending money; voice actors and singers, especially audiobook narrators and dubbing artists, could lose work if their voices are copied without payment; a voice is part of a person's identity and deserves the same protection as their image (supporters).

## Against
Scammers ignore the law anyway, so the rule would mainly burden legitimate creators (opponents).

Net: identity and income protection against a practical objection about who the rule would actually reach.
""", [
                ("added_detail", "voice actors and singers, especially audiobook narrators and dubbing artists, could lose work if their voices are copied without payment", (0, 1)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("dense", None, """
Cloned voices already drive phone scams that trick relatives into sending money, voice actors and singers could lose work if their voices are copied without payment, and a voice is part of identity deserving the same protection as an image (supporters); parody and political satire often imitate voices and could be chilled by a consent rule, scammers ignore the law anyway so the rule would mainly burden legitimate creators, and existing detection tools can already flag most cloned audio (opponents).
""", [
                ("invented_claim", "existing detection tools can already flag most cloned audio", None),
            ]),
            ("closing", None, """
Voice-clone consent rule:
Supporters — scams using cloned voices already trick relatives into sending money; voice actors and singers could lose work to unpaid copies of their voices; a voice, as part of identity, deserves the same protection as an image.
Opponents — parody and political satire often imitate voices and could be chilled by a consent requirement; scammers ignore the law anyway, so the rule would mainly burden legitimate creators.
Where one lands depends on how these concerns are weighed against each other.
""", []),
        ],
    },
]
