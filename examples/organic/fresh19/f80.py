"""Fresh19 batch f80 (written by a separate writer): Concentrating births in larger maternity units; Replacing leasehold with commonhold for new flats; Closing ticket offices at railway stations; Merging district and county councils into unitary councils."""

TOPICS = [
    {
        "id": "centralising_maternity_units",
        "topic": "Concentrating births in larger maternity units",
        "query": "Should smaller maternity units be closed so that births are concentrated in larger specialist hospitals?",
        "perspectives": [
            ("health service planners", [
                "Larger units could keep specialist doctors on site around the clock.",
                "Concentrating births may make it easier to fill staff rotas without relying on costly locum doctors.",
            ]),
            ("local families", [
                "Longer journeys while in labour could put some mothers and babies at risk.",
                "Families without a car may struggle to visit mothers and newborns in a hospital far from home.",
            ]),
            ("midwives", [
                "Working in busier units could help midwives keep their skills up to date.",
                "Large units may feel impersonal and make it harder for midwives to offer continuity of care.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Maternity Services (Reconfiguration)

The Minister for Health (Ms Adeyemi): Mr Speaker, I put it to the House that a larger unit could keep specialist doctors on site at every hour of the day and night. Bringing births together may also make it easier to fill staff rotas, so that trusts are not left leaning on expensive locum doctors.

Mr Hollis (Eastfield): Will the Minister give way?

The Minister: Not for the moment.

Mr Hollis: Mr Speaker, the honourable Lady speaks of rotas, but the families I represent will be thinking of the road. A longer journey made while in labour could put some mothers and their babies at risk. And those without a car may find it a real struggle to visit a mother and newborn in a hospital far from home. [Interruption.]

Mrs Okonkwo (Kelsey Vale): Mr Speaker, I speak as a former midwife, and there is something in both cases. Working in busier units could help midwives keep their skills up to date. Yet a large unit may feel impersonal, and it can make it harder for midwives to offer continuity of care.

Hon. Members: Hear, hear.

Debate adjourned.
""", []),
            ("three_perspectives", None, """
Madam Deputy Speaker (Dame Rosalind Hale): We come now to the debate on the future of smaller maternity units.

Ms Tregarthen (Penwith Moors): Madam Deputy Speaker, I rise on behalf of families across rural constituencies. Longer journeys in labour will put mothers and babies at risk; there is no way around that. Nor can we forget families without a car, who may struggle to visit a mother and her newborn in a hospital many miles from home.

The Parliamentary Under-Secretary of State for Health (Mr Bamford): The honourable Member for Penwith Moors speaks with feeling, but I put it to the House that a larger unit could keep specialist doctors on site around the clock. A review of last year's rotas found that one in three smaller units had no consultant obstetrician on site overnight. Concentrating births may also help trusts fill their rotas without relying on costly locum cover. [Interruption.]

Dr Ashworth (Lyndon South): Madam Deputy Speaker, as one who trained alongside midwives, I would say this: busier units could help midwives keep their skills up to date, but large units may feel impersonal and make continuity of care harder to provide.

Debate adjourned.
""", [
                ("exaggeration", "Longer journeys in labour will put mothers and babies at risk", (1, 0)),
                ("invented_statistic", "A review of last year's rotas found that one in three smaller units had no consultant obstetrician on site overnight", None),
            ]),
            ("three_perspectives", None, """
Maternity Units

Mrs Fenwick (Rothbury and Coquet): Mr Speaker, I beg the Minister to think again. For the families I represent, a longer journey made during labour could put some mothers and babies in danger. And where a family has no car, visiting a mother and newborn in a distant hospital may prove a real hardship.

The Minister of State for Health (Mr Lindqvist): Mr Speaker, I understand the honourable Lady's concern, but the House must also weigh the clinical case. Larger units could keep specialist doctors on site around the clock, and bringing births together may make it easier to fill staff rotas without paying for costly locum doctors.

Mrs Fenwick: That will be cold comfort to the families I represent, Mr Speaker. [Interruption.]

Mr Speaker: Order. Order.

Debate adjourned.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Madam Deputy Speaker: I call Ms Haldane.

Ms Haldane (Strathmore East): Madam Deputy Speaker, midwives have two things to say about this proposal, and the House should hear both. Busier units could help them keep their skills current. But a large unit may feel impersonal, and it may be harder there to give women continuity of care.

Mr Ogunleye (Bexford North): The honourable Lady is right to raise the human side. I would add that a longer journey while in labour could put some mothers and babies at risk, and that a family without a car may struggle to visit a mother and newborn in a far-off hospital.

The Minister for Health (Ms Adeyemi): Madam Deputy Speaker, I hear those concerns. Against them I set the planners' case: larger units could keep specialist doctors on site day and night, and concentrating births may let trusts fill their rotas without relying on costly locums.

Hon. Members: Hear, hear.

Question put and agreed to.
""", []),
            ("three_perspectives", None, """
The Secretary of State for Health and Social Care (Mr Carrow): Mr Speaker, the case for change is simple. A larger unit could keep specialist doctors on site around the clock. [Interruption.] Honourable Members opposite may groan, but the point stands.

Mr Speaker: Order. The Secretary of State will be heard.

Ms Varga (Colne Valley West): Mr Speaker, the Secretary of State talks of doctors; let me talk of distance. A longer journey in labour could put some mothers and babies at risk, and families without a car may struggle to make a forty-mile round trip to visit a mother and her newborn.

Mr Pennington (Whitby and Esk): Mr Speaker, I speak for the midwives who would staff these units. Busier units could help them keep their skills up to date, and concentrating births may make it easier to fill rotas without leaning on costly locum doctors. But I must also tell the House that large units may feel impersonal, and that continuity of care may be harder to provide in them.

Debate adjourned.
""", [
                ("side_swap", "concentrating births may make it easier to fill rotas without leaning on costly locum doctors", (0, 1)),
                ("added_detail", "to make a forty-mile round trip", (1, 1)),
            ]),
            ("three_perspectives", None, """
[Sir Gareth Pugh in the Chair]

Mr Whitcombe (Thornbury Vale): Sir Gareth, I beg to move, That this House has considered the future of smaller maternity units. I shall speak for the families who would be affected. For them, a longer journey during labour could put some mothers and babies at risk, and those without a car may struggle to visit a new mother and baby in a hospital far from home.

Sir Gareth Pugh (in the Chair): I call Ms Baptiste.

Ms Baptiste (Wyre and Lune): Sir Gareth, midwives see two sides to this. Working in a busier unit could help them keep their skills up to date; a large unit may also feel impersonal, and continuity of care may become harder to offer.

The Minister for Health (Mr Ferrante): Sir Gareth, the honourable Member for Thornbury Vale has put the families' case with care. The planners' case is that larger units could keep specialist doctors on site around the clock, and that concentrating births may help fill rotas without reliance on costly locum doctors. [Interruption.]

Question put and agreed to.
""", []),
        ],
    },
    {
        "id": "commonhold_for_new_flats",
        "topic": "Replacing leasehold with commonhold for new flats",
        "query": "Should new flats be sold as commonhold instead of leasehold?",
        "perspectives": [
            ("reformers", [
                "Flat owners would no longer pay ground rent to a freeholder who gives little in return.",
                "Residents could set their own service charges and choose who manages the building.",
                "Owners would be spared the slow and costly process of extending a lease.",
            ]),
            ("sceptics", [
                "Commonhold asks flat owners to run their own building, which many may lack the time or skill to do.",
                "Some mortgage lenders may be wary of commonhold, making loans harder to get.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Leasehold and Commonhold Reform

The Minister for Housing (Mr Idowu): Mr Speaker, I put it to the House that under commonhold, flat owners would no longer hand ground rent to a freeholder who gives them little in return. They could set their own service charges and choose for themselves who manages their building. And they would be spared the slow and expensive business of extending a lease.

Hon. Members: Hear, hear.

Mrs Gallagher (Ashby Wolds): Mr Speaker, the Minister makes it sound effortless. Commonhold asks flat owners to run their own building, and many may lack the time or the skill to do so. Some mortgage lenders may also be wary of it, which could make loans harder to come by. [Interruption.] Honourable Members opposite may not care for it, but I ask the Minister to answer those points.

Debate adjourned.
""", []),
            ("bullets", None, """
The Minister for Housing (Ms Achterberg): Mr Speaker, the Government's case for commonhold rests on three points:

- flat owners would no longer pay ground rent to a freeholder who offers little in return;
- residents could set their own service charges, though they would have little choice over who manages the building;
- owners would be spared the slow and costly process of extending a lease.

Mr Rudd (Cheadle Moss): Will the Minister give way?

The Minister: I give way.

Mr Rudd: I am grateful. Mr Speaker, I would put three points to the honourable Lady in return:

- commonhold asks flat owners to run their own building, and many may lack the time or skill to do it;
- some mortgage lenders may be wary of commonhold, so loans could be harder to get;
- disputes between neighbours over repairs could leave buildings neglected.

Question put and agreed to.
""", [
                ("negation", "though they would have little choice over who manages the building", (0, 1)),
                ("invented_claim", "disputes between neighbours over repairs could leave buildings neglected", None),
            ]),
            ("headed", None, """
**Commonhold (New Flats) Bill**

*Second Reading*

**Opening for the Government**

The Parliamentary Under-Secretary of State for Housing (Ms Ferreira): Mr Speaker, I beg to move, That the Bill be now read a Second time. For too long flat owners have paid ground rent to a freeholder who gives little in return; under commonhold that would end. Owners would also be spared the slow and costly process of extending a lease.

**Response from the Opposition Benches**

Mr Lockwood (Tamworth Heath): Mr Speaker, commonhold asks flat owners to run their own building, and many may lack the time or the skill for it. Some mortgage lenders may be wary of it, too, which could make loans harder to get. [Interruption.]

Mr Speaker: Order. Let the honourable Gentleman finish.

Mr Lockwood: I am obliged, Mr Speaker.

Question put and agreed to.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
The Minister for Housing (Mr Desai): Mr Speaker, I put it to the House that commonhold would free flat owners from paying ground rent to a freeholder who gives little back, let residents set their own service charges and pick who manages their building, and spare them the slow, costly business of extending a lease.

Dame Cecily Marsh (Bramhall and Poynton): Mr Speaker, the honourable Gentleman forgets that commonhold asks flat owners to run their own building, which many may lack the time or skill to do, and that some mortgage lenders may be wary of it, making loans harder to get.

Debate adjourned.
""", []),
            ("numbered", None, """
The Minister for Housing (Mr Osei-Bonsu): Mr Speaker, let me set out the advantages plainly.

1. Flat owners would stop paying ground rent to a freeholder who provides little in return.
2. Residents could fix their own service charges and choose who manages their building.
3. Owners would no longer face the slow, expensive process of extending a lease.

Ms Carver (Ribble Edge): Mr Speaker, I thank the Minister, but I put it to the House that there are two difficulties.

1. Commonhold asks flat owners to run their own building, which many may lack the time or skill to do.
2. In plain terms, ordinary owners may find themselves managing a building they have no experience of running.

Hon. Members: Hear, hear.

Debate adjourned.
""", [
                ("repetition", "In plain terms, ordinary owners may find themselves managing a building they have no experience of running.", (1, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Madam Deputy Speaker (Dame Harriet Lowe): We now come to the motion on commonhold for new flats.

Mr Sandhu (Leamington North): Madam Deputy Speaker, I support the motion. Flat owners would no longer pay ground rent to a freeholder who gives little back; a recent survey of leaseholders found that seven in ten felt they received nothing at all for their ground rent. Residents could set their own service charges and decide who manages their building, and they would be spared the slow and costly business of extending a lease.

Mrs Pemberton (Wealdstone Cross): Madam Deputy Speaker, the honourable Gentleman paints an attractive picture. But commonhold asks owners to run their own building, which many may lack the time or skill to do, and some lenders may be wary of it, so mortgages could be harder to obtain.

Madam Deputy Speaker: The House has heard both cases put with conviction, and Members will weigh them as they see fit.

Question put and agreed to.
""", [
                ("invented_statistic", "a recent survey of leaseholders found that seven in ten felt they received nothing at all for their ground rent", None),
            ]),
        ],
    },
    {
        "id": "closing_rail_ticket_offices",
        "topic": "Closing ticket offices at railway stations",
        "query": "Should railway companies close station ticket offices and move the staff out onto the station?",
        "perspectives": [
            ("rail operators", [
                "Most tickets are now bought online or from machines, so many ticket offices see few customers.",
                "Staff moved out of the office could help passengers across the whole station.",
                "Closing offices could save money that might otherwise have to come from higher fares.",
            ]),
            ("passenger groups", [
                "Disabled and older passengers may rely on a staffed window for help and for booking assistance.",
                "Ticket machines may not sell the cheapest fares or more complex tickets.",
            ]),
        ],
        "variants": [
            ("headed", None, """
**Railway Ticket Offices**

**Statement by the Minister for Rail**

The Minister for Rail (Ms Adeyemi): Mr Speaker, most tickets are now bought online or from machines, and many ticket offices see few customers. Staff moved out of the office could help passengers right across the station. And closing offices could save money that might otherwise have to come from higher fares.

**Response**

Mr Hollis (Eastfield): Mr Speaker, the Minister speaks of efficiency; I speak for passengers. Disabled and older passengers may rely on a staffed window for help and for booking assistance. Ticket machines may not sell the cheapest fares or the more complex tickets. [Interruption.] Members may groan, but I ask the Minister to answer that.

Debate adjourned.
""", []),
            ("prose", None, """
The Secretary of State for Transport (Mr Delaney): Mr Speaker, I put it to the House that travel habits have changed. Most tickets are now bought online or from machines, so many offices see few customers. Staff freed from behind the glass could help passengers across the whole station, and closing these offices will stop fares from rising. [Interruption.]

Ms Rahman (Oldbury Cross): Mr Speaker, the Secretary of State's certainty is misplaced. Disabled and older passengers may depend on a staffed window, both for help and to book assistance. And ticket machines may not sell the cheapest fares or the more complex tickets.

Question put and agreed to.
""", [
                ("exaggeration", "closing these offices will stop fares from rising", (0, 2)),
            ]),
            ("bullets", None, """
Mr Speaker: Order. I call the Minister to open the debate.

The Minister of State for Transport (Mrs Lindgren): Mr Speaker, the Government's reasons are these:

- most tickets are now bought online or from ticket machines, so many offices see few customers;
- staff moved out from behind the counter could help passengers anywhere in the station;
- closing offices could save money that might otherwise have to be found through higher fares.

Mr Adebayo (Stockwell Green): Will the Minister give way?

The Minister: I will give way once.

Mr Adebayo: The honourable Lady's list leaves passengers out of account. May I put to her two points of my own:

- disabled and older passengers may rely on a staffed window for help and for booking assistance;
- ticket machines may not offer the cheapest fares, nor the more complex tickets.

Hon. Members: Hear, hear.

Debate adjourned.
""", []),
            ("closing", None, """
The Minister for Rail (Mr Castellano): Mr Speaker, most tickets are now bought online or from machines, so many ticket offices see few customers. Staff moved onto the concourse could help passengers across the whole station, and closing offices could save money that might otherwise have to come from higher fares.

Mrs Akhtar (Morecambe Sands): Mr Speaker, the Minister should think of the passengers who are left behind. Disabled and older passengers may rely on a staffed window for help and to book assistance. I grant that the machines seldom struggle with the cheapest fares or the more complex tickets, but a staffed office is also a reassuring presence that can deter antisocial behaviour late at night. [Interruption.]

Madam Deputy Speaker (Dame Eleanor Pryce): Order. There are strong feelings on both sides of the House; it will be for Members to weigh them.

Debate adjourned.
""", [
                ("negation", "I grant that the machines seldom struggle with the cheapest fares or the more complex tickets", (1, 1)),
                ("invented_claim", "a staffed office is also a reassuring presence that can deter antisocial behaviour late at night", None),
            ]),
            ("numbered", None, """
Railway Stations (Ticket Offices)

Mr Speaker: Before I call the Minister, I remind the House that many Members wish to speak.

The Minister for Rail (Ms Okafor): Mr Speaker, the honourable Member for Calder Bridge asks why the Government support closures. I answer him in three parts.

1. Most tickets are now bought online or from machines, so many offices see few customers.
2. Staff moved out of the office could help passengers throughout the station.
3. Closing offices could save money that might otherwise have to be met through higher fares.

Mr Greaves (Calder Bridge): Mr Speaker, I am grateful, but let me reply in two parts of my own.

1. Disabled and older passengers may rely on a staffed window, both for help and for booking assistance.
2. Ticket machines may not sell the cheapest fares, or the more complex tickets.

Debate adjourned.
""", []),
            ("dense", None, """
The Minister for Rail (Mr Tomlinson): Mr Speaker, I put it to the House that, since most tickets are now bought online or from machines and many offices therefore see few customers, closing them could save money that might otherwise have to come from higher fares.

Ms Nakamura-Price (Lewes Downs): Mr Speaker, the honourable Gentleman overlooks disabled and older passengers, who may rely on a staffed window for help and for booking assistance, and he overlooks the fact that ticket machines may not sell the cheapest fares or the more complex tickets.

Debate adjourned.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "unitary_council_mergers",
        "topic": "Merging district and county councils into unitary councils",
        "query": "Should areas with both district and county councils replace them with a single unitary council?",
        "perspectives": [
            ("supporters", [
                "One council instead of two could cut duplicated management and back-office costs.",
                "Residents would have a single council to contact instead of guessing which tier runs a service.",
            ]),
            ("critics", [
                "Larger councils may feel remote from small towns and villages.",
                "Reorganisation can be costly and disruptive, distracting staff from services for years.",
                "With fewer councillors, each would represent many more residents.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
The Minister for Local Government (Ms Adeyemi): Mr Speaker, the case for a single unitary council is this:

- one council instead of two could cut duplicated management and back-office costs;
- residents would have one council to contact, instead of guessing which tier runs which service;
- I accept that reorganisation can be costly and disruptive, and may distract staff from services for years.

Mr Thackeray (Swaledale and Wensley): Mr Speaker, I thank the Minister for her candour, but I have two objections of my own:

- a larger council may feel remote from small towns and villages;
- with fewer councillors, each would have to represent many more residents.

Question put and agreed to.
""", [
                ("side_swap", "I accept that reorganisation can be costly and disruptive, and may distract staff from services for years", (1, 1)),
            ]),
            ("prose", None, """
Mr Speaker: I call Mr Pryor to open the debate.

Mr Pryor (Hambleton Vale): Mr Speaker, I rise in support of the proposal to replace our district and county councils with a single unitary council. Having one council instead of two could cut duplicated management and back-office costs. And residents would have one council to contact, rather than having to guess which tier runs a given service.

Mrs Oyelaran (Thetford Heath): Mr Speaker, the honourable Member for Hambleton Vale makes it all sound very tidy, but I put it to the House that larger councils may feel remote from small towns and villages. Reorganisation can be costly and disruptive, and it may distract staff from services for years. And with fewer councillors, each would represent many more residents. [Interruption.]

Mr Speaker: Order.

Debate adjourned.
""", []),
            ("closing", None, """
The Secretary of State for Housing, Communities and Local Government (Mr Aldridge): Mr Speaker, one council instead of two could cut duplicated management and back-office costs, such as separate payroll and IT systems. One estimate put the saving at around £20 million a year for a typical county area. Residents, too, would have a single council to contact instead of guessing which tier runs a service.

Ms Whitlow (Stroud Valleys): Mr Speaker, the Secretary of State will forgive me if I am less sanguine. Larger councils may feel remote from small towns and villages. Reorganisation can be costly and disruptive, keeping staff from their services for years. And fewer councillors would each represent more residents.

Madam Deputy Speaker (Dame Harriet Lowe): The House has heard the case for and against; it is a matter on which reasonable Members may differ.

Question put and agreed to.
""", [
                ("added_detail", "such as separate payroll and IT systems", (0, 0)),
                ("invented_statistic", "One estimate put the saving at around £20 million a year for a typical county area", None),
            ]),
            ("numbered", None, """
The Minister for Local Government (Mr Haverford): Mr Speaker, let me set out the Government's position in two points.

1. Residents would have a single council to contact, rather than guessing which tier runs a service.
2. On costs, merging two councils into one would do little to trim duplicated management and back-office spending.

Mr Ebrahim (Kettering Rural): Mr Speaker, my objections are three.

1. Larger councils will be remote from every small town and village.
2. Reorganisation can be costly and disruptive, distracting staff from services for years.
3. With fewer councillors, each would represent many more residents.

[Interruption.]

Debate adjourned.
""", [
                ("negation", "On costs, merging two councils into one would do little to trim duplicated management and back-office spending", (0, 0)),
                ("exaggeration", "Larger councils will be remote from every small town and village", (1, 0)),
            ]),
            ("headed", None, """
**Local Government (Structural Changes)**

*The Government's case*

The Minister for Local Government (Ms Rutherford): Mr Speaker, one council instead of two could cut duplicated management and back-office costs, and residents would have a single council to contact rather than guessing which tier is responsible for a service.

*The Opposition's case*

Mr Lyle (Ludlow Marches): Mr Speaker, I put it to the House that larger councils may feel remote from small towns and villages; that reorganisation can be costly and disruptive, and could distract staff from services for years; and that with fewer councillors, each would represent more residents.

Hon. Members: Hear, hear.

Question put and agreed to.
""", []),
            ("dense", None, """
The Minister for Local Government (Mr Brennan): Mr Speaker, I put it to the House that one council instead of two could cut duplicated management and back-office costs, that residents would have a single council to contact instead of guessing which tier runs a service, and that a single council could plan housing and transport together rather than splitting them between two tiers.

Mrs Hargreaves (Craven Dales): Mr Speaker, the honourable Gentleman ignores that larger councils may feel remote from small towns and villages, that reorganisation can be costly and disruptive, distracting staff from services for years, and that fewer councillors would each represent more residents.

Debate adjourned.
""", [
                ("invented_claim", "a single council could plan housing and transport together rather than splitting them between two tiers", None),
            ]),
        ],
    },
]
