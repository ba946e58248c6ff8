"""Fresh21 batch f85 (written by a separate writer): Charging a carbon border levy on imported steel and cement; Allowing longer and heavier lorries on cross-border routes; Building a subsea power cable to trade electricity with a neighbouring country; Ending the customs duty exemption for low-value parcels from abroad."""

TOPICS = [
    {
        "id": "carbon_border_levy_steel_cement",
        "topic": "Charging a carbon border levy on imported steel and cement",
        "query": "Should a carbon border levy be charged on imported steel and cement to match the climate costs paid by domestic producers?",
        "perspectives": [
            ("domestic steel and cement producers", [
                "A levy would stop cleaner local plants being undercut by imports made under weaker climate rules.",
                "Without a levy, production could move abroad, taking jobs and emissions with it.",
            ]),
            ("governments of exporting countries", [
                "The levy could work as a hidden trade barrier against poorer countries.",
                "Exporters would face costly paperwork to prove the carbon content of their goods.",
            ]),
            ("construction firms that buy steel and cement", [
                "Higher import prices would raise the cost of building homes and infrastructure.",
                "A levy might be acceptable if it is phased in slowly with clear rules.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Having regard to the views of domestic steel and cement producers, of the governments of exporting countries and of construction firms that purchase steel and cement,

Whereas:

(1) Domestic steel and cement producers have submitted that a carbon border levy would prevent cleaner domestic plants from being undercut by imports manufactured under less stringent climate rules;

(2) The same producers have further submitted that, in the absence of a levy, production could relocate abroad, carrying both jobs and emissions with it;

(3) The governments of exporting countries have expressed concern that the levy could operate as a disguised barrier to trade directed against poorer countries;

(4) Those governments have likewise observed that exporters would bear costly paperwork in demonstrating the carbon content of their goods;

(5) Construction firms that purchase steel and cement have submitted that higher import prices would increase the cost of building homes and infrastructure;

(6) Those firms have nonetheless indicated that a levy might prove acceptable were it phased in gradually and accompanied by clear rules;

(7) Whether a carbon border levy ought to be charged on imported steel and cement remains a matter to be decided.
""", []),
            ("three_perspectives", None, """
Having regard to the views of domestic steel and cement producers and of the governments of exporting countries,

Whereas:

(1) Stakeholders representing domestic steel and cement producers have submitted that a levy at the border would protect cleaner local plants from being undercut by imports produced under weaker climate rules;

(2) Those stakeholders have further submitted that, were no levy introduced, production could migrate abroad and take with it both employment and emissions;

(3) The governments of exporting countries have represented that such a levy could function as a concealed trade barrier operating against poorer countries;

(4) Those governments have additionally drawn attention to the costly paperwork that exporters would face in order to prove the carbon content of their goods;

(5) The question of whether imported steel and cement should be made subject to a carbon border levy is accordingly reserved for decision.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Having regard to the submissions received from domestic producers, from exporting states and from the construction sector,

Whereas:

(1) It is recognised by domestic steel and cement producers that a carbon border levy would prevent cleaner local plants from being undercut by imports made under weaker climate rules;

(2) Those producers have further submitted that, without such a levy, production would inevitably relocate abroad in its entirety, taking jobs and emissions with it;

(3) An industry survey referred to in the producers' submissions estimates that some 30,000 jobs in the two sectors are at risk;

(4) The governments of exporting countries have submitted that the levy could serve as a hidden barrier to trade against poorer countries, and that their exporters would face costly paperwork to establish the carbon content of their goods;

(5) Construction firms that buy steel and cement have submitted that higher import prices would raise the cost of building homes and infrastructure, while accepting that a levy might be tolerable if phased in slowly under clear rules;

(6) The matter remains to be decided.
""", [
                ("exaggeration", "production would inevitably relocate abroad in its entirety", (0, 1)),
                ("invented_statistic", "An industry survey referred to in the producers' submissions estimates that some 30,000 jobs in the two sectors are at risk", None),
            ]),
            ("three_perspectives", None, """
Whereas the question has been raised whether a carbon border levy should be charged on imported steel and cement, and having regard to the views of the three groups of stakeholders principally concerned:

(1) It is recognised that domestic steel and cement producers regard a levy as a way of ensuring that cleaner local plants are not undercut by imports made under weaker climate rules; they further contend that, absent a levy, production could move abroad, together with the jobs and emissions attached to it;

(2) It is recognised that the governments of exporting countries fear the levy could act as a hidden trade barrier against poorer countries; they further point out that exporters would be faced with costly paperwork to prove the carbon content of their goods;

(3) It is recognised that construction firms which buy steel and cement expect higher import prices to raise the cost of building homes and infrastructure; they nevertheless consider that a levy might be acceptable if introduced slowly and governed by clear rules;

(4) The matter is to be decided in the light of the foregoing recitals.
""", []),
            ("three_perspectives", None, """
Having regard to the views of domestic steel and cement producers, of the governments of exporting countries and of construction firms purchasing those materials,

Whereas:

(1) Domestic producers have submitted that a carbon border levy would stop cleaner local plants being undercut by imports made under weaker climate rules, and that in its absence production could move abroad, taking jobs and emissions with it;

(2) The governments of exporting countries have submitted that exporters would face costly paperwork in proving the carbon content of their goods;

(3) Construction firms that buy steel and cement have submitted that higher import prices would raise the cost of building homes and infrastructure;

(4) Those firms have further submitted that the levy could operate as a concealed trade barrier against poorer countries;

(5) Those firms consider, moreover, that a levy would remain unacceptable however slowly it were phased in and however clear its rules;

(6) Whether the levy should be charged is a matter yet to be decided.
""", [
                ("side_swap", "Those firms have further submitted that the levy could operate as a concealed trade barrier against poorer countries", (1, 0)),
                ("negation", "a levy would remain unacceptable however slowly it were phased in and however clear its rules", (2, 1)),
            ]),
            ("three_perspectives", None, """
Having regard to the views of construction firms that buy steel and cement, of the governments of exporting countries and of domestic steel and cement producers,

Whereas:

(1) Construction firms that buy steel and cement have submitted that higher import prices would push up the cost of building homes and infrastructure, but have allowed that a levy might be acceptable if it is phased in slowly with clear rules;

(2) The governments of exporting countries have submitted that the levy could work as a hidden barrier to trade aimed at poorer countries, and that their exporters would face costly paperwork to prove the carbon content of the goods they ship;

(3) Domestic steel and cement producers, by contrast, have submitted that a levy would keep cleaner local plants from being undercut by imports made under weaker climate rules, and that without one production could shift abroad, taking jobs and emissions along with it;

(4) These views having been noted, the question remains one to be decided.
""", []),
        ],
    },
    {
        "id": "longer_heavier_lorries_cross_border",
        "topic": "Allowing longer and heavier lorries on cross-border routes",
        "query": "Should longer and heavier lorries be allowed to travel across borders between neighbouring countries?",
        "perspectives": [
            ("road haulage operators", [
                "Fewer, larger lorries could move the same goods using less fuel per tonne.",
                "Common size limits across borders would end the need to split loads at the frontier.",
                "Bigger lorries could help ease the shortage of drivers.",
            ]),
            ("rail freight operators and road safety groups", [
                "Heavier vehicles may wear out roads and bridges faster.",
                "Cheaper road haulage could draw freight away from rail.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Having regard to the views of road haulage operators and of rail freight operators and road safety groups, the following recitals are set out.

(1) Whereas road haulage operators have submitted that fewer but larger lorries could carry the same quantity of goods while using less fuel per tonne; whereas they have further submitted that common size limits on both sides of the border would remove the need to split loads at the frontier; and whereas they consider that bigger lorries could help to relieve the shortage of drivers;

(2) Whereas rail freight operators and road safety groups have expressed concern that heavier vehicles may wear out roads and bridges more quickly; and whereas they have further warned that cheaper road haulage could draw freight away from the railways;

(3) Whereas the question of admitting longer and heavier lorries to cross-border routes remains to be decided.
""", []),
            ("bullets", None, """
Having regard to the views of the parties concerned:

Road haulage operators
- whereas fewer, larger lorries could transport the same goods using less fuel per tonne, chiefly on the long motorway runs between ports and inland depots;
- whereas harmonised size limits across borders would do away with the need to split loads at the frontier;
- whereas bigger lorries could help to ease the shortage of drivers;

Rail freight operators and road safety groups
- whereas heavier vehicles may wear out roads and bridges faster;
- whereas cheaper road haulage could draw freight away from rail;

The matter is to be decided.
""", [
                ("added_detail", "chiefly on the long motorway runs between ports and inland depots", (0, 0)),
            ]),
            ("numbered", None, """
Having regard to the views of road haulage operators and of rail freight operators and road safety groups,

Whereas:

(1) Road haulage operators have submitted that fewer, larger lorries could move the same goods while consuming less fuel per tonne;

(2) Road haulage operators have further submitted that common size limits across borders would bring to an end the need to split loads at the frontier;

(3) Rail freight operators and road safety groups have submitted that heavier vehicles may wear out roads and bridges faster;

(4) Rail freight operators and road safety groups have nonetheless acknowledged that cheaper road haulage would be unlikely to draw freight away from rail;

(5) The admission of longer and heavier lorries to cross-border routes is a matter remaining to be decided.
""", [
                ("negation", "cheaper road haulage would be unlikely to draw freight away from rail", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
RECITALS

Views of road haulage operators

(1) Whereas road haulage operators have submitted that fewer, larger lorries could move the same goods with less fuel per tonne;

(2) Whereas they have further submitted that common size limits across borders would end the practice of splitting loads at the frontier;

(3) Whereas they have also submitted that bigger lorries could help to ease the shortage of drivers;

Views of rail freight operators and road safety groups

(4) Whereas rail freight operators and road safety groups have submitted that heavier vehicles may wear out roads and bridges faster, and that cheaper road haulage could draw freight away from rail;

(5) Whereas those groups have further submitted that the greater length of such vehicles would make overtaking on single-carriageway roads more hazardous;

Conclusion

(6) Whereas the matter is to be decided.
""", [
                ("invented_claim", "the greater length of such vehicles would make overtaking on single-carriageway roads more hazardous", None),
            ]),
            ("dense", None, """
Having regard to the views of road haulage operators, who submit that fewer, larger lorries could move the same goods using less fuel per tonne, that common size limits across borders would end the need to split loads at the frontier and that bigger lorries could help ease the shortage of drivers, and whereas rail freight operators and road safety groups submit that heavier vehicles will wear out every road and bridge they travel over well ahead of time and that cheaper road haulage could draw freight away from rail, the question of allowing longer and heavier lorries on cross-border routes remains to be decided.
""", [
                ("exaggeration", "heavier vehicles will wear out every road and bridge they travel over well ahead of time", (1, 0)),
            ]),
            ("closing", None, """
Having regard to the views of road haulage operators and of rail freight operators and road safety groups,

Whereas:

(1) Stakeholders representing road haulage operators have submitted that fewer, larger lorries could move the same goods using less fuel per tonne;

(2) Those stakeholders have further submitted that common size limits across borders would remove the need to split loads at the frontier, and that bigger lorries could help to ease the shortage of drivers;

(3) Stakeholders representing rail freight operators and road safety groups have submitted that heavier vehicles may wear out roads and bridges faster;

(4) Those stakeholders have further submitted that cheaper road haulage could draw freight away from rail;

(5) Both sets of submissions having been duly noted, the question whether longer and heavier lorries should be allowed on cross-border routes is left to be decided.
""", []),
        ],
    },
    {
        "id": "subsea_power_cable_to_neighbour",
        "topic": "Building a subsea power cable to trade electricity with a neighbouring country",
        "query": "Should our country build a subsea electricity cable to trade power with a neighbouring country?",
        "perspectives": [
            ("supporters", [
                "Importing power across the border could keep the lights on when wind or sun drops at home.",
                "Selling spare renewable power abroad could earn money instead of paying wind farms to switch off.",
            ]),
            ("critics", [
                "Relying on imported power could leave the country exposed if the neighbour faces its own shortage.",
                "Linking to a higher-priced market could push up household bills at home.",
                "Work where the cable comes ashore could disturb coastal wildlife habitats.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Having regard to the views of the supporters and of the critics of a subsea power cable to a neighbouring country,

(1) Whereas the supporters have submitted that importing power across the border could keep the lights on at times when wind or sunshine at home falls away, and that selling spare renewable power abroad could earn money instead of wind farms being paid to switch off;

(2) Whereas the critics have submitted that reliance on imported power could leave the country exposed should the neighbour face a shortage of its own; whereas they have further submitted that a link to a higher-priced market could push up household bills at home; and whereas they have submitted that the works where the cable comes ashore could disturb coastal wildlife habitats;

(3) Whereas the matter is to be decided.
""", []),
            ("bullets", None, """
Having regard to the views of supporters and critics of the proposed subsea cable:

Supporters
- whereas importing power across the border could keep the lights on when the wind or sun drops at home;
- whereas selling spare renewable power abroad could earn money in place of paying wind farms to switch off;
- whereas supporters acknowledge, moreover, that reliance on imported power could leave the country exposed should the neighbour face a shortage of its own;

Critics
- whereas linking to a higher-priced market could push up household bills at home;
- whereas works where the cable comes ashore could disturb coastal wildlife habitats;

The matter is to be decided.
""", [
                ("side_swap", "supporters acknowledge, moreover, that reliance on imported power could leave the country exposed should the neighbour face a shortage of its own", (1, 0)),
            ]),
            ("numbered", None, """
Having regard to the views of supporters and of critics,

Whereas:

(1) Supporters have submitted that importing power across the border could keep the lights on when wind or sun drops at home;

(2) Supporters have further submitted that selling spare renewable power abroad could earn money, rather than wind farms being paid to switch off;

(3) Critics have submitted that relying on imported power could leave the country exposed if the neighbour faces a shortage of its own;

(4) Critics have further submitted that linking to a higher-priced market could push up household bills at home;

(5) Critics have also submitted that work at the point where the cable comes ashore could disturb coastal wildlife habitats;

(6) Whether a subsea cable should be built to trade electricity with the neighbouring country remains to be decided.
""", []),
            ("headed", None, """
RECITALS

The case advanced by supporters

(1) Whereas supporters have submitted that importing power across the border could keep the lights on when wind or sun drops at home;

(2) Whereas supporters have further emphasised that electricity drawn from the neighbouring country could keep supplies running on days when domestic wind and solar output falls short;

The case advanced by critics

(3) Whereas critics have submitted that relying on imported power could leave the country exposed if the neighbour faces its own shortage;

(4) Whereas critics have further submitted that linking to a higher-priced market could push up household bills at home, and that work where the cable comes ashore could disturb coastal wildlife habitats;

Final recital

(5) Whereas the question is reserved for decision.
""", [
                ("repetition", "supporters have further emphasised that electricity drawn from the neighbouring country could keep supplies running on days when domestic wind and solar output falls short", (0, 1)),
            ]),
            ("dense", None, """
Whereas supporters submit that importing power across the border could keep the lights on when wind or sun drops at home and that selling spare renewable power abroad could earn money instead of paying wind farms to switch off, and whereas critics submit that relying on imported power could leave the country exposed if the neighbour faces its own shortage, that linking to a higher-priced market could push up household bills at home, that work where the cable comes ashore could disturb coastal wildlife habitats, in particular the salt marshes and seabird colonies near the landing point, and that the cable would take the better part of a decade to complete, the matter is to be decided.
""", [
                ("added_detail", "in particular the salt marshes and seabird colonies near the landing point", (1, 2)),
                ("invented_claim", "the cable would take the better part of a decade to complete", None),
            ]),
            ("closing", None, """
Having regard to the views of supporters and critics of a subsea power cable to a neighbouring country,

Whereas:

(1) Supporters have submitted that importing power across the border could keep the lights on when wind or sun drops at home;

(2) Supporters have further submitted that spare renewable power could be sold abroad to earn money, instead of wind farms being paid to switch off;

(3) Critics have submitted that relying on imported power could leave the country exposed if the neighbour faces a shortage of its own, and that linking to a higher-priced market could push up household bills at home;

(4) Critics have also submitted that work where the cable comes ashore could disturb coastal wildlife habitats;

(5) The considerations set out above being noted without preference for either side, the matter is to be decided.
""", []),
        ],
    },
    {
        "id": "ending_low_value_parcel_duty_exemption",
        "topic": "Ending the customs duty exemption for low-value parcels from abroad",
        "query": "Should the customs duty exemption for cheap parcels bought from overseas sellers be scrapped?",
        "perspectives": [
            ("domestic retailers", [
                "The exemption lets overseas sellers undercut local shops that pay full taxes.",
                "The flood of small parcels makes it harder for customs to catch unsafe products.",
            ]),
            ("consumer groups", [
                "Ending it would raise prices for shoppers on tight budgets.",
                "Charging duty on every small parcel could cost more to collect than it raises.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Having regard to the views of domestic retailers and of consumer groups concerning the customs duty exemption for low-value parcels,

(1) Whereas domestic retailers have submitted that the exemption allows overseas sellers to undercut local shops which pay full taxes; and whereas they have further submitted that the volume of small parcels has little bearing on the ability of customs to intercept unsafe products;

(2) Whereas consumer groups have submitted that ending the exemption would raise prices for shoppers on tight budgets; and whereas they have further submitted that charging duty on every small parcel could cost more to collect than it would raise;

(3) Whereas the matter is to be decided.
""", [
                ("negation", "the volume of small parcels has little bearing on the ability of customs to intercept unsafe products", (0, 1)),
            ]),
            ("bullets", None, """
Having regard to the views of domestic retailers and of consumer groups:

Domestic retailers
- whereas the exemption enables overseas sellers to undercut local shops that pay full taxes;
- whereas the flood of small parcels makes it harder for customs to catch unsafe products;

Consumer groups
- whereas ending the exemption would raise prices for shoppers on tight budgets;
- whereas charging duty on every small parcel could cost more to collect than it raises;

Whether the exemption should be ended is a matter to be decided.
""", []),
            ("numbered", None, """
Having regard to the views of domestic retailers and of consumer groups,

Whereas:

(1) Domestic retailers have submitted that the exemption lets overseas sellers undercut local shops that pay full taxes;

(2) Domestic retailers have further submitted that the flood of small parcels makes it harder for customs to catch unsafe products;

(3) Domestic retailers have additionally submitted that overseas sellers frequently under-declare the value of their parcels in order to remain within the exemption;

(4) Consumer groups have submitted that ending the exemption would raise prices for shoppers on tight budgets;

(5) Consumer groups have further submitted that charging duty on every small parcel could cost more to collect than it raises;

(6) The matter remains to be decided.
""", [
                ("invented_claim", "overseas sellers frequently under-declare the value of their parcels in order to remain within the exemption", None),
            ]),
            ("headed", None, """
RECITALS

Submissions of domestic retailers

(1) Whereas domestic retailers have submitted that the exemption permits overseas sellers to undercut local shops that pay full taxes;

(2) Whereas domestic retailers have further submitted that the flood of small parcels makes it harder for customs to catch unsafe products;

Submissions of consumer groups

(3) Whereas consumer groups have submitted that ending the exemption would raise prices for shoppers on tight budgets;

(4) Whereas consumer groups have further submitted that charging duty on every small parcel could cost more to collect than it raises;

Closing recital

(5) Whereas the question whether the exemption for low-value parcels from abroad should be ended is to be decided.
""", []),
            ("dense", None, """
Having regard to the views of domestic retailers, who submit that the exemption lets overseas sellers undercut local shops that pay full taxes, including business rates on their high-street premises, and that the flood of small parcels makes it harder for customs to catch unsafe products, and whereas consumer groups submit that ending the exemption would raise prices for shoppers on tight budgets and that charging duty on every small parcel could cost more to collect than it raises, the matter is to be decided.
""", [
                ("added_detail", "including business rates on their high-street premises", (0, 0)),
            ]),
            ("closing", None, """
Having regard to the views of domestic retailers and of consumer groups,

Whereas:

(1) Stakeholders representing domestic retailers have submitted that the exemption lets overseas sellers undercut local shops that pay full taxes;

(2) Those stakeholders have further submitted that the flood of small parcels makes it impossible for customs to catch unsafe products;

(3) Stakeholders representing consumer groups have submitted that ending the exemption would raise prices for shoppers on tight budgets;

(4) The submissions of both sides having been recorded, the question whether the exemption should be ended is one that remains to be decided.
""", [
                ("exaggeration", "the flood of small parcels makes it impossible for customs to catch unsafe products", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
]
