"""Fresh17 batch f71 (written by a separate writer): Accepting digital driver's licenses on smartphones; Requiring restaurants to post health inspection grades in their windows; Requiring energy scores in home sale listings; Billing hikers for search-and-rescue callouts."""

TOPICS = [
    {
        "id": "digital_drivers_licenses_smartphones",
        "topic": "Accepting digital driver's licenses on smartphones",
        "query": "Should states let drivers carry a digital driver's license on their phone in place of the plastic card?",
        "perspectives": [
            ("supporters", [
                "A phone-based license could let people share only the details needed, such as proving they are over 21 without revealing their address.",
                "Digital licenses may be harder to forge than plastic cards.",
                "Renewals and address changes could be pushed to the phone without a trip to the DMV.",
            ]),
            ("privacy advocates", [
                "Scanning a phone could create records of where and when people show ID.",
                "People may feel pressured to hand over an unlocked phone to a police officer.",
            ]),
            ("police and businesses", [
                "Officers and store clerks would need new readers, which could be costly for small shops.",
                "A dead battery or a cracked screen could leave a driver unable to prove who they are.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Digital driver's licenses on phones

→ Supporters
   ↳ share only what's needed (e.g., "over 21," no home address shown)
   ↳ likely harder to forge than plastic
   ↳ renewals + address changes pushed to the phone, no DMV trip

→ Privacy advocates
   ↳ each scan could leave a record: where, when ID was shown
   ↳ possible pressure to hand an unlocked phone to police

→ Police & businesses
   ↳ new readers needed − could be costly for small shops
   ↳ dead battery / cracked screen → driver may be unable to prove identity

⇒ Key tension: convenience and selective sharing vs. tracking and reliability
""", []),
            ("three_perspectives", None, """
Phone-based driver's license
├─ For (supporters)
│  ├─ selective disclosure: prove age 21+, keep address private
│  ├─ tougher to counterfeit than a plastic card (probably)
│  └─ updates & renewals delivered to the phone − skip the DMV line
│     └─ one state pilot cut in-person renewal visits by 40%
└─ Against (privacy advocates)
   ├─ scans could log where + when you show ID
   └─ pressure to unlock and hand over your phone at a traffic stop
""", [
                ("omitted_perspective", None, 2),
                ("invented_statistic", "one state pilot cut in-person renewal visits by 40%", None),
            ]),
            ("three_perspectives", None, """
Digital DL on smartphones — three camps

→ Supporters (+)
   ↳ minimal disclosure: show "over 21," hide the address
   ↳ digital credentials will be impossible to forge
   ↳ renewals / address updates straight to the phone; fewer DMV visits

→ Privacy advocates (−)
   ↳ scan records → a map of where and when people show ID
   ↳ unlocked phone handed to an officer? some may feel they can't refuse
   ↳ a dead battery or cracked screen could leave someone unable to prove who they are

→ Police & businesses (−)
   ↳ new scanners required; a possible cost burden for small shops
""", [
                ("exaggeration", "digital credentials will be impossible to forge", (0, 1)),
                ("side_swap", "a dead battery or cracked screen could leave someone unable to prove who they are", (2, 1)),
            ]),
            ("three_perspectives", None, """
Should a phone replace the plastic license?
├─ Police & businesses
│  ├─ − readers to buy; small shops may struggle with the cost
│  └─ − phone dies / screen cracks → possibly no way to prove identity
├─ Privacy advocates
│  ├─ − ID scans may build a trail of where & when
│  └─ − drivers might feel pushed to surrender an unlocked phone to police
└─ Supporters
   ├─ + share just the needed fact (age over 21, not the address)
   ├─ + forgery likely harder than with plastic
   └─ + renewals, address changes sent to the phone; DMV trip skipped

⇒ Key tension: a smarter credential vs. new dependence on a device
""", []),
            ("three_perspectives", None, """
Topic: digital driver's licenses

→ Supporters say
   ↳ selective sharing — over-21 check without revealing an address
   ↳ no harder to forge than plastic, but far handier
   ↳ DMV errands (renewal, new address) handled on the phone

→ Privacy advocates worry
   ↳ scanning could generate records of where/when ID gets shown
   ↳ people may feel they have to unlock and hand over the phone to an officer

→ Police & businesses flag
   ↳ new readers for officers and clerks; small shops could find them pricey
   ↳ dead battery, cracked screen → driver possibly can't prove who they are

⇒ Key tension: privacy features on paper vs. privacy risks in practice
""", [
                ("negation", "no harder to forge than plastic, but far handier", (0, 1)),
            ]),
            ("three_perspectives", None, """
Digital licenses on phones
├─ Supporters: share only what's needed (age, not address) · probably harder to forge · renewals & address changes arrive on the phone instead of at the DMV
├─ Privacy advocates: scans could record where/when ID is shown · some may feel pressed to hand an unlocked phone to an officer
└─ Police & businesses: new readers − a possible strain for small shops · dead battery or cracked screen could mean no way to prove identity
""", []),
        ],
    },
    {
        "id": "restaurant_inspection_grades_windows",
        "topic": "Requiring restaurants to post health inspection grades in their windows",
        "query": "Should restaurants be required to display their latest health inspection grade at the entrance?",
        "perspectives": [
            ("supporters", [
                "Diners could use the grades to avoid restaurants with poor hygiene.",
                "The public pressure of a visible grade may push owners to keep kitchens cleaner.",
            ]),
            ("restaurant owners", [
                "A single inspection on a bad day could saddle a restaurant with a low grade for months.",
                "A letter grade may not tell diners what the actual problem was.",
                "Small restaurants could lose customers while waiting for a reinspection.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Inspection grades in restaurant windows

→ Supporters
   ↳ diners can steer clear of poor-hygiene spots
   ↳ visible grade = public pressure → cleaner kitchens, possibly
→ Restaurant owners
   ↳ one bad-day inspection → low grade stuck for months
   ↳ a letter may not say what the actual problem was
   ↳ small places could lose customers while awaiting reinspection

⇒ Key tension: transparency for diners vs. fairness to owners
""", []),
            ("headed", None, """
POSTED HEALTH GRADES

── Case for ──
├─ + diners use grades to skip unhygienic restaurants
└─ + a grade on the door may keep owners more careful about kitchen cleanliness

── Case against (owners) ──
├─ − single inspection on an off day → low grade for months
│     ↳ often during a lunch rush when staff are stretched
├─ − a "B" or "C" may not tell diners what went wrong
└─ − small restaurants may bleed customers while waiting for reinspection
""", [
                ("added_detail", "often during a lunch rush when staff are stretched", (1, 0)),
            ]),
            ("numbered", None, """
Restaurant grade cards

1. Supporters
   → diners could avoid restaurants with poor hygiene
   → a visible grade may pressure owners into cleaner kitchens
   → i.e., customers get a quick way to pass on dirty places
2. Restaurant owners
   → one unlucky inspection day could mean months under a low grade
   → a letter alone may not explain the actual violation
""", [
                ("repetition", "i.e., customers get a quick way to pass on dirty places", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("prose", None, """
Health grades at the door — the debate in brief

Supporters → grades could help diners avoid places with poor hygiene; a visible letter may nudge owners to keep kitchens cleaner.

Owners → one inspection on a bad day could mean a low grade for months; a letter grade may not tell diners what the problem actually was; small restaurants could lose business while they wait for a reinspection.

⇒ Key tension: quick public signal vs. a blunt, slow-to-change label
""", []),
            ("dense", None, """
Window grades ── + diners avoid low-hygiene restaurants ── − one off-day inspection = low grade for months; − letter may not show the actual problem; − inspectors in different districts may grade the same kitchen differently; − small restaurants could lose customers pending reinspection
""", [
                ("invented_claim", "inspectors in different districts may grade the same kitchen differently", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
Mandatory health grades at restaurant entrances

├─ Supporters
│  ├─ grades as a guide → diners sidestep poor hygiene
│  └─ a visible letter may push owners to keep kitchens clean
└─ Restaurant owners
   ├─ one bad day at inspection → months with a low grade
   ├─ a single letter may not show diners what was actually wrong
   └─ small restaurants will lose most of their customers while waiting for a reinspection

Both sides want safe kitchens; the disagreement is over how much one letter should carry.
""", [
                ("exaggeration", "small restaurants will lose most of their customers while waiting for a reinspection", (1, 2)),
            ]),
        ],
    },
    {
        "id": "home_energy_scores_listings",
        "topic": "Requiring energy scores in home sale listings",
        "query": "Should sellers have to include a home energy score in every real estate listing?",
        "perspectives": [
            ("supporters", [
                "Buyers could compare likely utility bills before making an offer.",
                "Sellers may upgrade insulation or windows to earn a better score.",
                "Over time, efficient homes could sell for more, rewarding owners who invest in them.",
            ]),
            ("critics", [
                "The assessment adds a cost and a delay for sellers.",
                "Older homes could be unfairly marked down even if their owners keep bills low.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Home energy scores in listings

1 → Supporters
    1.1 compare likely utility bills before an offer
    1.2 sellers might upgrade insulation / windows for a better score
    1.3 efficient homes could eventually fetch higher prices → payoff for owners who invested
        ↳ homes with top ratings already sell for about 6% more in pilot cities
2 → Critics
    2.1 assessment = extra cost + delay for sellers
    2.2 older homes may be unfairly marked down despite low actual bills
""", [
                ("invented_statistic", "homes with top ratings already sell for about 6% more in pilot cities", None),
            ]),
            ("bullets", None, """
Energy score required in every listing?

→ For
   + buyers see likely utility bills before they bid
   + sellers may fix insulation or windows to score higher
   + over time, efficient homes could command a premium → owners who invested get rewarded
→ Against
   − one more cost, one more delay for sellers
   − older homes risk an unfair markdown even when owners keep bills low
""", []),
            ("closing", None, """
Energy scores on real estate listings
├─ Supporters
│  ├─ bill comparison before an offer is made
│  ├─ an incentive to upgrade insulation or windows for a better number
│  └─ efficient homes could sell higher over time → a return on the investment
└─ Critics
   ├─ assessment → added cost + delay for the seller
   └─ older homes could be marked down unfairly, even with low bills

A disclosure rule, not a renovation mandate; the argument is over how much a score can fairly capture.
""", []),
            ("dense", None, """
Energy scores in listings ── + buyers compare likely utility bills pre-offer; + sellers need not upgrade insulation or windows; the score simply informs; + efficient homes could command higher prices over time → rewards owners who invested; supporters concede the assessment adds some cost and delay for sellers ── − older homes could be marked down unfairly even when bills are kept low
""", [
                ("negation", "sellers need not upgrade insulation or windows; the score simply informs", (0, 1)),
                ("side_swap", "supporters concede the assessment adds some cost and delay for sellers", (1, 0)),
            ]),
            ("headed", None, """
HOME ENERGY SCORES AT SALE

▸ Supporters
   ↳ buyers weigh expected utility costs before offering
   ↳ sellers may add insulation or new windows to improve the score

▸ Critics
   ↳ the assessment costs money and slows the sale
   ↳ older homes may get marked down unfairly, even where owners keep bills low

⇒ Key tension: better-informed buyers vs. burden and blunt scoring for sellers
""", [
                ("omitted_argument", None, (0, 2)),
            ]),
            ("prose", None, """
Energy scores in home listings — the gist

Supporters → buyers could line up likely utility bills before making an offer; sellers may improve insulation or windows to earn a better score; in time, efficient homes could sell for more, rewarding owners who invest.

Critics → the assessment means extra cost and delay for sellers; older homes could be unfairly marked down even when their owners keep bills low.

⇒ Key tension: market signal vs. a number that may misjudge older houses
""", []),
        ],
    },
    {
        "id": "billing_hikers_search_rescue",
        "topic": "Billing hikers for search-and-rescue callouts",
        "query": "Should hikers who need rescuing be charged for the cost of the search-and-rescue operation?",
        "perspectives": [
            ("supporters", [
                "Charging for rescues could discourage people from taking reckless risks in the backcountry.",
                "Rescue costs would shift from taxpayers to the people who use the service.",
            ]),
            ("critics", [
                "Fear of a bill may lead some lost hikers to delay calling for help until it is too late.",
                "It can be hard to decide fairly who was careless and who was simply unlucky.",
                "Many rescue volunteers say their work should stay a free public service.",
            ]),
        ],
        "variants": [
            ("headed", None, """
BILLING FOR BACKCOUNTRY RESCUES

▸ Supporters
   ↳ a price tag could deter reckless risk-taking
   ↳ costs move from taxpayers → the people who actually use rescues
   ↳ hard to judge fairly who was careless vs. just unlucky, they admit

▸ Critics
   ↳ fear of a bill → some lost hikers may hold off calling until too late
   ↳ many rescue volunteers: the work should remain a free public service

⇒ Key tension: personal responsibility vs. getting people to call early
""", [
                ("side_swap", "hard to judge fairly who was careless vs. just unlucky, they admit", (1, 1)),
            ]),
            ("bullets", None, """
Charge rescued hikers?

→ Supporters
   + could discourage reckless risks, such as heading out in winter without proper gear
   + shifts rescue costs from taxpayers to actual users
   + fees could fund better trail signage and rescue equipment
→ Critics
   − fear of a bill may make some lost hikers wait too long to call
   − careless or unlucky? hard to decide fairly
   − many volunteers want rescues to stay a free public service
""", [
                ("added_detail", "such as heading out in winter without proper gear", (0, 0)),
                ("invented_claim", "fees could fund better trail signage and rescue equipment", None),
            ]),
            ("numbered", None, """
Search-and-rescue bills for hikers

1. Supporters
   ├─ charges could discourage reckless backcountry risks
   └─ the bill shifts from taxpayers to service users
2. Critics
   ├─ fear of the cost may lead some lost hikers to delay calling until it's too late
   ├─ fairly separating the careless from the unlucky can be hard
   └─ many rescue volunteers say the work should stay free to the public
""", []),
            ("closing", None, """
Hikers paying for their own rescue

→ Supporters
   ↳ charges could discourage reckless risk-taking
   ↳ rescue costs move off taxpayers, onto users
→ Critics
   ↳ some lost hikers may delay a call for help, fearing the bill, until it's too late
   ↳ careless vs. unlucky: hard to decide fairly
   ↳ many volunteers don't see free rescue as essential to the work

Much depends on how any charge would be designed and who decides when it applies.
""", [
                ("negation", "many volunteers don't see free rescue as essential to the work", (1, 2)),
            ]),
            ("dense", None, """
Rescue billing ── + deters reckless backcountry risks (possibly); + cost shifts from taxpayers to users ── − fear of a bill may delay some lost hikers' calls until too late; − careless vs. unlucky hard to judge fairly; − many volunteers: rescue should stay a free public service
""", []),
            ("prose", None, """
Billing for search and rescue — the short version

Supporters → a charge could discourage reckless choices in the backcountry; costs would shift from local taxpayers in mountain counties to the people who use the service.

Critics → fear of a bill will stop lost hikers from calling for help until it is too late; telling the careless from the simply unlucky is hard to do fairly; many rescue volunteers want the work kept as a free public service.

⇒ Key tension: who pays vs. who hesitates
""", [
                ("added_detail", "from local taxpayers in mountain counties", (0, 1)),
                ("exaggeration", "fear of a bill will stop lost hikers from calling for help until it is too late", (1, 0)),
            ]),
        ],
    },
]
