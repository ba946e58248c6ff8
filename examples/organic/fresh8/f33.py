"""Fresh8 batch f33 (written by a separate writer): village post office moving into the shop; tourist tax on hotel stays; pedestrianising the high street; chickens on allotments."""

TOPICS = [
    {
        "id": "village_post_office_into_shop",
        "topic": "Moving a village post office counter into the local shop",
        "query": "Should the village post office close and move its counter services into the local shop?",
        "perspectives": [
            ("older residents", [
                "Some older residents may find that a counter in the shop offers less privacy for banking and pension enquiries.",
                "The shop's longer opening hours could make it easier to post parcels and collect cash.",
            ]),
            ("shop owner", [
                "Post office customers could bring extra footfall and boost sales in the shop.",
                "Running the counter may demand staff training and floor space that a small shop can barely spare.",
            ]),
            ("postal company", [
                "Moving the counter into the shop would cut the cost of maintaining a standalone branch.",
                "A counter inside the shop may be more sustainable than losing the service from the village altogether.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Minutes: proposed relocation of the village post office counter

1. Older residents. Residents' representatives said that some older people might find a counter in the shop less private when dealing with banking or pension matters. It was also noted, however, that the shop kept longer hours, which could make posting parcels and collecting cash easier.

2. The shop owner. The shop owner reported that post office customers could bring additional footfall and lift sales generally, but cautioned that running the counter might require staff training and floor space which a small shop could scarcely spare.

3. The postal company. The company's representative explained that moving the counter into the shop would cut the cost of maintaining a standalone branch, and suggested that a counter in the shop might prove more sustainable than the village losing the service altogether.

Action: none.
""", []),
            ("three_perspectives", None, """
The meeting considered the proposal to close the post office and transfer its counter services to the village shop.

Older residents' representatives raised a concern that some members of their group might find the shop counter less private for banking and pension enquiries. They acknowledged, though, that the shop's longer opening hours could make it easier to post parcels and draw cash.

The shop owner told the meeting that taking on the counter might demand staff training and floor space that a small business could barely spare.

Speaking for the postal company, the company's representative said that relocating the counter would cut the cost of keeping a standalone branch going, and added that the company expected post office customers could bring extra footfall and boost trade in the shop. It was the company's view that a counter in the shop might be more sustainable than the village losing the service entirely.

The chair thanked everyone for their contributions.
""", [
                ("side_swap", "the company expected post office customers could bring extra footfall and boost trade in the shop", (1, 0)),
            ]),
            ("three_perspectives", None, """
**Item 4 – Future of the post office counter**

**Older residents**
- Concerns were raised that some older residents might find a counter in the shop offered less privacy when discussing banking or pensions.
- It was noted that the shop's longer opening hours could make posting parcels and collecting cash more convenient.
- Several members added that the walk to the shop might be harder for those with limited mobility, as it sat further from the bus stop.

**Shop owner**
- The shop owner said that post office customers could bring extra footfall and boost sales.
- It was acknowledged that running the counter may require staff training and floor space that a small shop could barely spare.

The chair thanked everyone for their contributions.
""", [
                ("invented_claim", "the walk to the shop might be harder for those with limited mobility, as it sat further from the bus stop", None),
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
### Older residents
Members representing older residents felt that the move could cut both ways. On the one hand, some were worried that banking and pension enquiries might be less private at a shop counter; on the other, the shop's longer opening hours could make it easier to send parcels and get cash.

### Shop owner
The shop owner welcomed the possibility of extra footfall, which could boost sales, but warned that the counter may call for staff training and floor space the shop could barely spare.

### Postal company
The postal company stated that the move would cut the cost of running a standalone branch. Its representative also argued that a counter inside the shop may be more sustainable than losing the service from the village altogether.

Action: none.
""", []),
            ("three_perspectives", None, """
It was reported that older residents had mixed feelings: some feared that a counter in the shop might offer less privacy for banking and pension matters, and several pointed out that the shop's opening hours could make it harder to post parcels and collect cash. The shop owner said that post office customers could bring more footfall and lift sales, though running the counter may need staff training and space that a small shop can barely spare. For the postal company, it was stated that moving into the shop would cut the cost of a standalone branch, and that a shop counter may be more sustainable than the village losing its service altogether.
""", [
                ("negation", "the shop's opening hours could make it harder to post parcels and collect cash", (0, 1)),
            ]),
            ("three_perspectives", None, """
Item 3: post office counter

The postal company's representative opened the item by explaining that transferring the counter to the shop would cut the cost of maintaining a separate branch. It was the company's position that a counter in the shop might be more sustainable than the village losing the service altogether.

The shop owner responded that the arrangement could bring in extra footfall and boost sales. Concerns were, however, expressed that the counter may need staff training and floor space that a small shop could ill afford.

Views among older residents were mixed. Some members felt the shop counter may offer less privacy for banking and pension enquiries, while others observed that the longer opening hours could make it easier to post parcels and collect cash.

The chair thanked everyone for their contributions.
""", []),
        ],
    },
    {
        "id": "tourist_tax_hotel_stays",
        "topic": "Tourist tax on overnight hotel stays",
        "query": "Should the city introduce a tourist tax on overnight hotel stays?",
        "perspectives": [
            ("pro", [
                "The revenue could help fund street cleaning, public transport and other services that visitors use.",
                "A small nightly charge is unlikely to put off most tourists.",
                "Many other European cities already levy a similar charge.",
            ]),
            ("con", [
                "Hoteliers fear the tax could push price-sensitive visitors towards cheaper destinations or short-term lets.",
                "Collecting the tax may add paperwork for small, family-run guesthouses.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
The committee heard the following points on the proposed overnight levy.

**In favour**
- Members in favour said that the money raised could go towards street cleaning, public transport and other services used by visitors.
- It was argued that a modest nightly charge was unlikely to deter most tourists.
- It was noted that many other European cities already levied a similar charge.

**Against**
- Hoteliers' representatives said they feared the tax could drive price-sensitive visitors to cheaper destinations or to short-term lets.
- Concerns were raised that collecting the tax may create extra paperwork for small, family-run guesthouses.

Action: none.
""", []),
            ("prose", None, """
The item on a tourist tax was introduced by the chair. Members in favour argued that the revenue could help pay for street cleaning, public transport and the other services that visitors rely on. They were confident that a small nightly charge would deter no one from visiting, and pointed out that many other European cities already charged something similar; one member cited figures showing that visitor numbers in such cities had risen by 4% in the year after a levy was introduced.

Those against, chiefly hoteliers, feared that the tax could push price-sensitive guests towards cheaper destinations or short-term lets. It was further noted that collecting it may mean additional paperwork for small, family-run guesthouses.

The chair thanked everyone for their contributions.
""", [
                ("exaggeration", "a small nightly charge would deter no one from visiting", (0, 1)),
                ("invented_statistic", "one member cited figures showing that visitor numbers in such cities had risen by 4% in the year after a levy was introduced", None),
            ]),
            ("numbered", None, """
1. **Revenue.** Supporters said the levy could fund street cleaning, public transport and other services that visitors made use of.
2. **Effect on demand.** It was felt that a small charge per night was unlikely to put most tourists off. Hoteliers, however, feared it could send price-sensitive visitors to cheaper destinations or short-term lets.
3. **Comparison with elsewhere.** Members noted that many European cities already levied a similar charge.
4. **Administration.** Concerns were raised that small, family-run guesthouses may face added paperwork, including monthly returns to the council and a separate ledger for every booking.

Action: none.
""", [
                ("added_detail", "including monthly returns to the council and a separate ledger for every booking", (1, 1)),
            ]),
            ("headed", None, """
## Tourist tax on overnight stays: summary of discussion

### The case for
Members in favour felt that a levy could raise money for street cleaning, public transport and other services that visitors use. It was observed that many other European cities already charged something similar, and that a small amount per night was unlikely to put most tourists off.

### The case against
Hoteliers feared that the charge could push price-sensitive visitors to cheaper destinations or into short-term lets. There was also concern that small, family-run guesthouses may be saddled with extra paperwork in collecting it.

The chair thanked everyone for their contributions.
""", []),
            ("dense", None, """
Members in favour said the revenue could support street cleaning, public transport and other services visitors use, and that a small nightly charge was unlikely to put off most tourists, whereas hoteliers feared the tax could steer price-sensitive visitors towards cheaper destinations or short-term lets, although it was accepted that collecting the tax would not add to the paperwork of small, family-run guesthouses.
""", [
                ("negation", "collecting the tax would not add to the paperwork of small, family-run guesthouses", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
Members in favour said that the levy could provide money for street cleaning, public transport and other services that visitors use. They added that a small nightly charge was unlikely to deter most tourists, and that many other European cities already applied a similar charge.

Hoteliers, speaking against, feared the tax could push price-sensitive visitors to cheaper destinations or towards short-term lets. Supporters responded that the income could be put towards the upkeep of services used by visitors, such as cleaning the streets and running buses.

On balance, members recognised that the decision would rest on how the city weighed the two sets of concerns. The chair thanked everyone for their contributions.
""", [
                ("repetition", "Supporters responded that the income could be put towards the upkeep of services used by visitors, such as cleaning the streets and running buses", (1, 1)),
            ]),
        ],
    },
    {
        "id": "pedestrianise_town_high_street",
        "topic": "Pedestrianising a town's high street",
        "query": "Should the town pedestrianise its high street?",
        "perspectives": [
            ("pro", [
                "Removing traffic would make the high street safer and quieter for shoppers.",
                "Pedestrian areas may encourage people to linger, which could help cafés and independent shops.",
            ]),
            ("con", [
                "Some traders worry that customers who drive will shop elsewhere if they cannot park nearby.",
                "Deliveries and access for disabled people could become more difficult.",
                "Diverted traffic may increase congestion on surrounding residential roads.",
            ]),
        ],
        "variants": [
            ("dense", None, """
It was reported that supporters believed taking traffic out of the high street would make it safer and quieter for shoppers and that a pedestrian area may encourage people to linger, potentially helping cafés and independent shops, while opponents noted that some traders worried customers who drove would go elsewhere if they could not park nearby, that deliveries and access for disabled people could become more difficult, and that diverted traffic may add to congestion on the surrounding residential roads.
""", []),
            ("bullets", None, """
Summary of views on the high street proposal:

- Supporters said that removing traffic would make the street safer and quieter for shoppers.
- It was suggested that a traffic-free street may encourage people to stay longer, which could benefit cafés and independent shops.
- Supporters also argued that pedestrianisation would improve air quality for people living above the shops.
- Traders were unanimous that every customer who drove in would take their business elsewhere without parking close by.
- Concerns were raised that deliveries and access for disabled people could become more difficult.
- It was noted that diverted traffic may increase congestion on nearby residential roads.

Action: none.
""", [
                ("invented_claim", "pedestrianisation would improve air quality for people living above the shops", None),
                ("exaggeration", "Traders were unanimous that every customer who drove in would take their business elsewhere", (1, 0)),
            ]),
            ("prose", None, """
Discussion turned to the proposal to close the high street to traffic.

Members in favour felt that removing vehicles would make the street both safer and quieter for people doing their shopping. They also suggested that a pedestrianised area may tempt people to linger, which could in turn help the cafés and independent shops.

Among those opposed, some traders were worried that customers arriving by car would shop elsewhere if they were unable to park nearby. Concerns were also raised that deliveries, as well as access for disabled people, could become more difficult. Finally, it was warned that traffic diverted from the high street may increase congestion on the surrounding residential roads.

The chair thanked everyone for their contributions.
""", []),
            ("headed", None, """
### Arguments in favour
Supporters told the meeting that removing traffic would leave the high street safer and quieter for shoppers.

### Arguments against
Some traders were concerned that customers who drove would go elsewhere if they could not park close by. The same traders pointed out that pedestrian areas may encourage people to linger, which could help cafés and independent shops. Further concerns were that deliveries and access for disabled people could become more difficult, and that diverted traffic may increase congestion on residential roads nearby.

Action: none.
""", [
                ("side_swap", "The same traders pointed out that pedestrian areas may encourage people to linger, which could help cafés and independent shops", (0, 1)),
            ]),
            ("numbered", None, """
The following points were recorded:

1. Members in favour stated that taking traffic off the high street would make it safer and quieter for shoppers.
2. It was suggested that a pedestrianised street may encourage people to linger, which could help cafés and independent shops.
3. Some traders worried that customers who drove would shop elsewhere if they could not park nearby.
4. Concerns were raised that deliveries could become more difficult, with lorries limited to a loading window before 10 a.m., and that access for disabled people could also suffer.
""", [
                ("added_detail", "with lorries limited to a loading window before 10 a.m.", (1, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
Item 5 – High street pedestrianisation

Members in favour said that removing traffic would make the high street safer and quieter for shoppers, and that pedestrian areas may encourage people to linger, which could help cafés and independent shops.

Members against noted that some traders were worried that customers who drive would shop elsewhere if they could not park nearby. They also warned that deliveries and access for disabled people could become more difficult, and that diverted traffic may increase congestion on the surrounding residential roads.

It was recognised that the proposal involved a genuine trade-off between the two sets of concerns. The chair thanked everyone for their contributions.
""", []),
        ],
    },
    {
        "id": "allotment_holders_keeping_chickens",
        "topic": "Letting allotment holders keep chickens",
        "query": "Should allotment holders be allowed to keep chickens on their plots?",
        "perspectives": [
            ("pro", [
                "Chickens provide fresh eggs and can help keep pests and weeds under control.",
                "Their manure could be composted to improve the soil.",
            ]),
            ("con", [
                "Poorly kept hens may attract rats and foxes to the site.",
                "Neighbouring plot holders could be disturbed by noise and smells.",
                "Bird welfare may suffer if hens are left unattended for days at a time.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### Case for allowing chickens
Members in favour said that hens would provide fresh eggs and could help to keep pests and weeds in check. It was also noted that their manure could be composted to improve the soil.

### Case against
Concerns were raised that poorly kept hens may draw rats and foxes to the site. Some members felt that neighbouring plot holders could be disturbed by noise and smells, and it was pointed out that the birds' welfare may suffer if they were left unattended for days at a time.

Action: none.
""", []),
            ("numbered", None, """
Allotment committee – keeping of chickens

1. Eggs and pest control: supporters reported that chickens would provide fresh eggs and could help control pests and weeds.
2. Soil: it was added that the manure could be composted to improve soil quality.
3. Vermin: concerns were raised that poorly kept hens may attract rats and foxes; the secretary noted that a survey of other sites had found rat sightings rose by around a third once hens were introduced.
4. Neighbours: members observed that neighbouring plot holders could be disturbed by noise and smells.
5. Welfare: it was pointed out that the birds' welfare may suffer if they were left unattended for days on end.

The chair thanked everyone for their contributions.
""", [
                ("invented_statistic", "the secretary noted that a survey of other sites had found rat sightings rose by around a third once hens were introduced", None),
            ]),
            ("prose", None, """
Members in favour argued that chickens provide fresh eggs and can help keep pests and weeds down. They added that the birds' manure could be composted, once left to rot for around six months, to enrich the soil.

Those opposed said that poorly kept hens may attract rats and foxes to the site, and that neighbouring plot holders could be bothered by the noise and smells. It was also suggested that the birds would cope perfectly well if left unattended for several days at a time.

Action: none.
""", [
                ("added_detail", "once left to rot for around six months", (0, 1)),
                ("negation", "the birds would cope perfectly well if left unattended for several days at a time", (1, 2)),
            ]),
            ("bullets", None, """
Points raised:

- **Fresh eggs and pest control** – supporters said hens provide fresh eggs and can help keep pests and weeds down.
- **Soil** – it was noted that manure could be composted and used to improve the soil.
- **Vermin** – it was said that hens would inevitably bring rats and foxes onto the site.
- **Disturbance** – neighbouring plot holders could be disturbed by noise and smells.
- **Welfare** – concerns were raised that the birds' welfare may suffer if they were left unattended for days at a time.
""", [
                ("exaggeration", "hens would inevitably bring rats and foxes onto the site", (1, 0)),
            ]),
            ("dense", None, """
The meeting heard that chickens would supply fresh eggs, could help with pests and weeds and would produce manure that could be composted to improve the soil, whereas opponents warned that poorly kept hens may attract rats and foxes, that neighbouring plot holders could be disturbed by noise and smells, and that the birds' welfare may suffer if they were left unattended for days at a time.
""", []),
            ("closing", None, """
Members in favour of allowing chickens said that the birds provide fresh eggs and can help to control pests and weeds, while their manure could be composted to improve the soil. It was also suggested that keeping hens could draw younger families onto the waiting list for plots.

Those against raised the worry that poorly kept hens may attract rats and foxes. Some felt that neighbouring plot holders could be disturbed by noise and smells, and others that welfare may suffer if birds were left unattended for days at a time.

It was agreed that the matter came down to how members balanced these points. The chair thanked everyone for their contributions.
""", [
                ("invented_claim", "keeping hens could draw younger families onto the waiting list for plots", None),
            ]),
        ],
    },
]
