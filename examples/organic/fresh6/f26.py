"""Fresh6 batch f26 (written by a separate writer): office-to-flats conversions; tourist entry fees for historic centres; pharmacist antibiotic prescribing; abolishing library late fines."""

TOPICS = [
    {
        "id": "office_to_flats_conversion",
        "topic": "Converting empty office blocks into flats",
        "query": "Should empty office blocks be converted into flats?",
        "perspectives": [
            ("developers", [
                "Converting vacant offices can be quicker and cheaper than building new homes from scratch.",
                "Reusing existing buildings may unlock value from assets that would otherwise sit empty.",
            ]),
            ("planners", [
                "Conversions could add much-needed housing without building on greenfield land.",
                "Some converted flats may end up cramped, poorly lit or without outdoor space.",
                "Fast-track permission routes can bypass local scrutiny of design and infrastructure.",
            ]),
            ("local businesses", [
                "More residents in the centre could mean extra footfall for shops and cafés.",
                "Losing office workers may hurt weekday lunchtime trade for some businesses.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**developers**
- conversion can be quicker/cheaper than a new build from scratch
- also a way to get value out of buildings that'd otherwise just sit empty

**planners**
- could add much-needed homes w/o touching greenfield land
- but some units may end up cramped, dark or w/ no outdoor space
- fast-track permission routes can skip local scrutiny of design + infrastructure

**local businesses**
- more people living in the centre could mean more footfall for shops/cafés
- flip side — fewer office workers may dent weekday lunch trade for some
""", []),
            ("three_perspectives", None, """
three camps here.

developers — converting can be quicker and cheaper than building new, and it may squeeze value out of blocks that would otherwise stand empty.

planners — mixed. upside: conversions could add much-needed housing w/o eating into greenfield land. they also note converted flats tend to come out roomy and well lit, w/ decent outdoor space. the worry is fast-track permission routes, which can sidestep local scrutiny of design and infrastructure.

**local businesses** — more residents in the centre could bring extra footfall for shops and cafés.
""", [
                ("negation", "converted flats tend to come out roomy and well lit, w/ decent outdoor space", (1, 1)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
short version:

developers like it — conversions can come in quicker and cheaper than starting from scratch, and they may turn otherwise-empty blocks back into assets that earn something.

planners see a possible housing win w/o building on greenfield sites, but flag that some flats may end up cramped, poorly lit or lacking outdoor space, and that fast-track routes can bypass local checks on design/infrastructure.

local businesses: more residents could mean more footfall for shops and cafés — though losing office staff may hit weekday lunchtime trade for some.
""", []),
            ("three_perspectives", None, """
1. **developers** — conversion can be faster/cheaper than new build, may unlock value in buildings that would otherwise sit idle, and could add much-needed housing w/o building on greenfield land
2. **planners** — concern that some units may be cramped, badly lit or lack outdoor space; fast-track permission can bypass local scrutiny of design + infrastructure
3. **local businesses** — extra residents could boost footfall for shops/cafés, but losing office workers may hurt weekday lunch trade for some
""", [
                ("side_swap", "could add much-needed housing w/o building on greenfield land", (1, 0)),
            ]),
            ("three_perspectives", None, """
developers: converting vacant offices can be quicker and cheaper than building from scratch — plus it may unlock value from buildings that would otherwise sit empty.

planners:
- upside — could add much-needed housing w/o using greenfield land
- downside — some converted flats may end up cramped, poorly lit, no outdoor space
- fast-track permission routes can bypass local scrutiny of design/infrastructure

that's the gist.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
**developers** — conversion can be quicker and cheaper than new build since the frame, foundations and lift cores are already there; also may unlock value from blocks that'd otherwise sit empty.

**planners** — could add much-needed homes w/o building on greenfield sites. but some flats may end up cramped/poorly lit/no outdoor space, and fast-track permission routes can bypass local scrutiny of design and infrastructure.

**local businesses** — more residents will bring a steady stream of extra customers to every shop and café in the centre. though fewer office workers may hurt weekday lunchtime trade for some.
""", [
                ("added_detail", "since the frame, foundations and lift cores are already there", (0, 0)),
                ("exaggeration", "more residents will bring a steady stream of extra customers to every shop and café in the centre", (2, 0)),
            ]),
        ],
    },
    {
        "id": "tourist_entry_fee_historic_centres",
        "topic": "Charging tourists an entry fee for historic city centres",
        "query": "Should historic city centres charge tourists an entry fee?",
        "perspectives": [
            ("pro", [
                "Fees could help pay for the upkeep of fragile historic buildings and streets.",
                "A charge may discourage some day-trippers and ease overcrowding at peak times.",
            ]),
            ("con", [
                "An entry fee could make the city feel like a theme park rather than a place where people live.",
                "Some visitors may simply go elsewhere, hurting local shops and restaurants.",
                "Collecting and enforcing the fee can be costly and bureaucratic.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
for:
- fee money could go toward upkeep of fragile old buildings/streets
- may put off some day-trippers and take the edge off peak-time crowds

against:
- risks turning the city into a theme park rather than somewhere people actually live
- some visitors may just go elsewhere — bad for local shops + restaurants
- collection/enforcement can be costly and bureaucratic
""", []),
            ("prose", None, """
supporters see the fee as a funding stream — it could help cover upkeep of fragile historic buildings and streets. it would also stop day-trippers from swamping the centre at peak times. some add that ticketing would give the city reliable data on visitor numbers.

critics worry it could make the place feel like a theme park rather than a lived-in city, and that some visitors may simply go elsewhere, hurting local shops and restaurants. there's also the admin side — collecting and enforcing a fee can be costly and bureaucratic.
""", [
                ("exaggeration", "it would also stop day-trippers from swamping the centre at peak times", (0, 1)),
                ("invented_claim", "ticketing would give the city reliable data on visitor numbers", None),
            ]),
            ("numbered", None, """
quick rundown —

in favour
1. revenue could fund maintenance of fragile historic buildings + streets
2. may deter some day-trippers, easing peak-time overcrowding

against
1. could make the centre feel like a theme park, not a living city
2. some tourists may go elsewhere instead → local shops/restaurants lose out
3. collecting/enforcing it can be expensive and bureaucratic
""", []),
            ("headed", None, """
### the case for
money raised could help maintain fragile historic buildings and streets. a charge may also discourage some day-trippers, easing crowding at peak times.

### the case against
opponents say it could turn the centre into something like a theme park instead of a place people live, and some visitors may simply head elsewhere — hitting local shops and restaurants. admin-wise, collecting and enforcing the fee would be fairly cheap and simple.
""", [
                ("negation", "collecting and enforcing the fee would be fairly cheap and simple", (1, 2)),
            ]),
            ("dense", None, """
backers argue fees could help pay for upkeep of fragile old buildings/streets and may put off some day-trippers to ease peak crowding, while opponents say it could make the centre feel like a theme park rather than a lived-in place, that some visitors may just go elsewhere (hurting local shops/restaurants), and that collection + enforcement can be costly and bureaucratic.
""", []),
            ("closing", None, """
**for**
- could help fund upkeep of fragile historic buildings and streets
- may discourage some day-trippers → less overcrowding at peak times; one pilot scheme reportedly cut peak visitor numbers by about 15%

**against**
- could make the city feel like a theme park rather than somewhere people live
- collecting/enforcing the fee can be costly and bureaucratic
- risks turning the historic core into a ticketed attraction instead of a real neighbourhood

a tricky trade-off — depends how each city weighs it.
""", [
                ("invented_statistic", "one pilot scheme reportedly cut peak visitor numbers by about 15%", None),
                ("repetition", "risks turning the historic core into a ticketed attraction instead of a real neighbourhood", (1, 1)),
            ]),
        ],
    },
    {
        "id": "pharmacist_antibiotic_prescribing",
        "topic": "Letting pharmacists prescribe antibiotics for minor infections",
        "query": "Should pharmacists be allowed to prescribe antibiotics for minor infections?",
        "perspectives": [
            ("pro", [
                "It could free up GP appointments for more complex cases.",
                "Patients may get quicker treatment for common problems like uncomplicated urinary infections.",
            ]),
            ("con", [
                "Easier access could lead to more antibiotic overuse and worsen resistance.",
                "Pharmacists may not have the full medical history needed to spot a more serious condition.",
            ]),
        ],
        "variants": [
            ("prose", None, """
the main argument for is capacity — letting pharmacists handle these could free up GP appointments for more complex cases. patients may also get treated faster for common stuff like uncomplicated UTIs.

against that: easier access could push up antibiotic overuse and make resistance worse. and pharmacists may not have a patient's full medical history, which could mean something more serious gets missed.
""", []),
            ("bullets", None, """
pro
- could free up GP slots for more complex cases
- patients may get quicker treatment for simple things, e.g. uncomplicated urinary infections
- easier access could also drive more antibiotic overuse and worsen resistance

con
- pharmacists may lack the full history — past hospital admissions, allergy records, repeat prescriptions — needed to catch something more serious
""", [
                ("side_swap", "easier access could also drive more antibiotic overuse and worsen resistance", (1, 0)),
                ("added_detail", "past hospital admissions, allergy records, repeat prescriptions", (1, 1)),
            ]),
            ("headed", None, """
### for
could free up GP appointments for the more complex cases, and patients may get seen faster for common problems like uncomplicated urinary infections.

### against
easier access could mean more overuse → worse resistance. also pharmacists may not have the full medical history to pick up on a more serious underlying condition.
""", []),
            ("numbered", None, """
arguments for:
1. **faster access** — patients may get treated quicker for common problems, e.g. uncomplicated urinary infections
2. **GP workload** — it would do little to free up GP appointments for more complex cases

arguments against:
3. **resistance** — easier access could lead to more overuse and worsen antibiotic resistance
4. **missing history** — pharmacists may not have the full medical record needed to spot something more serious
""", [
                ("negation", "it would do little to free up GP appointments for more complex cases", (0, 0)),
            ]),
            ("dense", None, """
the case for rests on the idea that it could free up GP appointments for more complex cases, while critics say easier access will inevitably drive antibiotic overuse and resistance, and that pharmacists may not have the full medical history needed to spot a more serious condition.
""", [
                ("exaggeration", "easier access will inevitably drive antibiotic overuse and resistance", (1, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
**for** — could free up GP appointments for trickier cases; patients may get faster treatment for common stuff like uncomplicated urinary infections.

**against** — easier access could mean more overuse and worse resistance; pharmacists may not have the full medical history needed to spot something more serious.

reasonable people land on both sides of this one.
""", []),
        ],
    },
    {
        "id": "library_late_fines_abolition",
        "topic": "Abolishing late-return fines at public libraries",
        "query": "Should public libraries abolish fines for late returns?",
        "perspectives": [
            ("pro", [
                "Fines can put off low-income families from using the library at all.",
                "The money raised from fines is often small compared with the cost of collecting it.",
                "Some libraries that dropped fines report lapsed borrowers coming back.",
            ]),
            ("con", [
                "Without fines, some borrowers may hold on to popular items for much longer.",
                "Libraries could lose a modest but useful source of income.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### for scrapping fines
fines can deter low-income families from using the library at all. the income is often small next to what it costs to collect, and some libraries that dropped them report lapsed borrowers coming back.

### against
w/o fines some borrowers may hang on to popular items much longer — and libraries could lose a modest but still useful bit of income.
""", []),
            ("numbered", None, """
supporters:
1. fines can put low-income families off using the library altogether
2. what fines bring in is often small vs. the cost of collecting it
3. some libraries that dropped fines, mostly big urban systems in the US, report lapsed borrowers returning
4. fines also create awkward confrontations for front-desk staff

critics:
1. some borrowers may keep popular items for much longer
2. libraries could lose a modest but useful income stream
""", [
                ("added_detail", "mostly big urban systems in the US", (0, 2)),
                ("invented_claim", "fines also create awkward confrontations for front-desk staff", None),
            ]),
            ("dense", None, """
for abolition: fines can deter low-income families from using the library at all, the sums raised are often small next to collection costs, and some libraries that dropped fines report lapsed borrowers returning — in one case approx a 20% rise in returning members in the first year; against: some borrowers may keep popular items much longer, though the lost income is not really worth worrying about.
""", [
                ("invented_statistic", "in one case approx a 20% rise in returning members in the first year", None),
                ("negation", "the lost income is not really worth worrying about", (1, 1)),
            ]),
            ("bullets", None, """
- **for:** fines may put low-income families off the library entirely; the money raised is often small next to the cost of chasing it; some libraries that ditched fines say lapsed borrowers came back
- **against:** some people may sit on popular items much longer w/o a fine; libraries could lose a modest but useful income source
""", []),
            ("prose", None, """
supporters point out that fines can deter low-income families from using the library at all, and that the revenue is often small compared w/ what it costs to collect. some libraries that scrapped fines also report lapsed borrowers returning.

critics counter that w/o fines some borrowers may hold on to popular items much longer, and libraries could lose a modest but useful income. some also worry people would treat borrowed books less carefully if there's no penalty.
""", [
                ("invented_claim", "some also worry people would treat borrowed books less carefully if there's no penalty", None),
            ]),
            ("closing", None, """
**for**
- fines can deter low-income families from using libraries at all
- the cash raised is often small relative to collection costs
- libraries that dropped fines have seen lapsed borrowers flood back

**against**
- some borrowers may hold popular items much longer
- libraries could lose a modest but useful income stream

ultimately a judgment call for each library system.
""", [
                ("exaggeration", "libraries that dropped fines have seen lapsed borrowers flood back", (0, 2)),
            ]),
        ],
    },
]
