"""Fresh4 batch f16 (written by a separate writer): closing roads outside primary schools at drop-off and pick-up; public drinking fountains in city centres; selling metro station naming rights; letting restaurants charge for tap water."""

TOPICS = [
    {
        "id": "school_street_closures",
        "topic": "Closing roads outside primary schools at drop-off and pick-up times",
        "query": "Should roads outside primary schools be closed to traffic at drop-off and pick-up times?",
        "perspectives": [
            ("parents", [
                "Closing the road could make the walk to school safer for young children.",
                "Parents who drive, for example on their way to work, may find drop-off harder and slower.",
            ]),
            ("residents", [
                "Some residents may be frustrated at being unable to drive in or out of their street at certain times.",
                "Less idling traffic could mean cleaner air and less noise on the street.",
            ]),
            ("teachers", [
                "Calmer streets may encourage more pupils to walk or cycle to school.",
                "Enforcing the closure could fall on school staff and take up their time.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Closing roads outside primary schools at the start and end of the day divides opinion, and each group weighs it differently.

**What parents say**
- A car-free street at drop-off and pick-up could make the walk to school safer for young children.
- On the other hand, parents who drive — for instance on their way to work — may find dropping off harder and slower.

**What residents say**
- Some residents may be frustrated that they can't drive in or out of their own street at certain times.
- At the same time, less idling traffic could mean cleaner air and a quieter street.

**What teachers say**
- Calmer streets may encourage more pupils to walk or cycle to school.
- However, enforcing the closure could fall to school staff, eating into their time.

In short, the possible gains in safety and air quality have to be weighed against inconvenience for drivers and extra work for schools.
""", []),
            ("three_perspectives", None, """
It's a trade-off: closures could make the school gates safer, but they come with inconvenience for some.

**Parents**
For many parents, the main attraction is safety — closing the road could make the walk to school safer for young children. Those who drive to drop off, often on the way to work, may find the routine harder and slower.

**Residents**
Some people living on the street may be frustrated at being unable to drive in or out at set times.

**Teachers**
Staff point out that calmer streets would do little to get more pupils walking or cycling to school. Enforcement is another concern, since making the closure stick could end up falling to staff and taking up their time.
""", [
                ("negation", "calmer streets would do little to get more pupils walking or cycling to school", (2, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
Views differ quite a bit depending on who you ask.

**Parents**
1. **Safety:** Closing the road could make the journey to school safer for young children.
2. **Inconvenience:** Parents who drive, for example en route to work, may find drop-off slower and more awkward.

**Local residents**
1. **Access:** Some residents may resent not being able to drive in or out of their own street at certain times.

**Teachers**
1. **Active travel:** Calmer streets may encourage more pupils to walk or cycle in.
2. **Cleaner air:** Teachers also note that less idling traffic outside the gates could mean cleaner air and less noise.
3. **Staff time:** Enforcement could fall on the school, taking up staff time.
""", [
                ("side_swap", "Teachers also note that less idling traffic outside the gates could mean cleaner air and less noise", (1, 1)),
            ]),
            ("three_perspectives", None, """
### The short answer
It depends on whose perspective you prioritise — parents, residents and teachers each see different costs and benefits.

### Parents
A closure could make the walk to school safer for young children; one UK survey found that 68% of parents felt safer letting their children walk once a school street was introduced. Parents who drive on their way to work, however, may find drop-off harder and slower.

### Residents
Some residents may be annoyed at being unable to drive in or out of their street at certain times, though less idling traffic could mean cleaner air and less noise.

### Teachers
Calmer streets may encourage more pupils to walk or cycle. The downside is that enforcing the closure could fall on school staff and take up their time.
""", [
                ("invented_statistic", "one UK survey found that 68% of parents felt safer letting their children walk once a school street was introduced", None),
            ]),
            ("three_perspectives", None, """
Supporters point to safety and cleaner air; critics point to lost convenience.

**Parents**
Many parents argue that shutting the road at the school gates will make the walk to school safe for every child. Others, especially those who drive on their way to work, may find drop-off becomes harder and takes longer.

**Residents**
For people living nearby, the picture is mixed. Some may be frustrated at not being able to drive in or out of their street during closure times, but less idling traffic could also mean cleaner air and less noise.

In short, the scheme trades some convenience for a calmer street.
""", [
                ("omitted_perspective", None, 2),
                ("exaggeration", "shutting the road at the school gates will make the walk to school safe for every child", (0, 0)),
            ]),
            ("three_perspectives", None, """
School street closures have backers and detractors across all three groups.

**Parents** like the idea that a closed road could make the walk to school safer for young children, though those who drive — say, on the way to work — may find drop-off slower and harder.

Among **residents**, some may be frustrated at being unable to get in or out of their street by car at certain times; on the plus side, less idling traffic could mean cleaner air and less noise.

**Teachers** hope calmer streets may encourage more pupils to walk or cycle, but worry that enforcing the closure could fall to staff and take up their time.

Ultimately, it comes down to how each community balances these concerns.
""", []),
        ],
    },
    {
        "id": "public_drinking_fountains",
        "topic": "Public drinking fountains in city centres",
        "query": "Should cities install more public drinking fountains in their centres?",
        "perspectives": [
            ("pro", [
                "Free fountains could reduce the number of single-use plastic bottles people buy.",
                "They help people stay hydrated during heatwaves, especially those who cannot afford bottled water.",
                "Fountains may make city centres more welcoming for visitors and shoppers.",
            ]),
            ("con", [
                "Fountains cost money to install and maintain, and some may fall into disrepair.",
                "Some people worry that shared fountains could be unhygienic.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Public drinking fountains offer several potential benefits, though critics point to some practical drawbacks.

**What supporters say**
- Free water on tap could cut down on the single-use plastic bottles people buy.
- Fountains help people stay hydrated in heatwaves — particularly those who can't afford bottled water.
- They may also make the city centre feel more welcoming to visitors and shoppers.

**What critics say**
- Installing and maintaining fountains costs money, and some may end up falling into disrepair.
- Some people are concerned that shared fountains could be unhygienic.
""", []),
            ("prose", None, """
Most of the debate comes down to public benefit versus upkeep.

Supporters point first to the environment: if people can refill for free, they could buy fewer single-use plastic bottles. There's also a public-health angle, since fountains help people keep hydrated during heatwaves, and that matters most for those who can't afford bottled water. On top of that, fountains may make a city centre feel more welcoming for shoppers and visitors.

Critics, for their part, focus on cost. Fountains have to be installed and maintained, which isn't free, and some may be left to fall into disrepair. Others raise hygiene, worrying that a fountain shared by lots of people could be unhygienic.
""", []),
            ("dense", None, """
It's a fairly balanced debate. Supporters argue that city-centre fountains could reduce how many single-use plastic bottles people buy, help people — especially those who can't afford bottled water — stay hydrated in heatwaves, and may make the centre more welcoming for visitors and shoppers, while critics counter that they cost money to install and maintain, that some may fall into disrepair, and that shared fountains could be unhygienic.
""", []),
            ("headed", None, """
### Overview
Drinking fountains have supporters and sceptics, and both sides make points worth weighing.

### The case for
Fountains could reduce the number of single-use plastic bottles people buy. They also help people stay hydrated during heatwaves, particularly those who can't afford bottled water, and may make the city centre more welcoming for visitors and shoppers.

### The case against
Fountains cost money to install, and maintaining them means regular water-quality testing, filter changes and repairs after vandalism; some may fall into disrepair. There are also worries that shared fountains could be unhygienic.
""", [
                ("added_detail", "maintaining them means regular water-quality testing, filter changes and repairs after vandalism", (1, 0)),
            ]),
            ("numbered", None, """
It's a question of weighing environmental and health benefits against cost and hygiene.

**Arguments in favour**
1. **Less plastic waste:** Free refills could mean people buy fewer single-use plastic bottles.
2. **Hydration:** Fountains help people stay hydrated during heatwaves, especially people who can't afford to buy bottled water.
3. **Environmental benefit:** By giving people an alternative to buying bottled drinks, fountains may cut down on the plastic bottles people buy.

**Arguments against**
1. **Cost:** Fountains cost money to install and maintain, and some may fall into disrepair.
2. **Hygiene:** Some worry that shared fountains could be unhygienic.
3. **Antisocial behaviour:** Some also fear that fountains in busy squares could become a magnet for loitering and antisocial behaviour.
""", [
                ("repetition", "By giving people an alternative to buying bottled drinks, fountains may cut down on the plastic bottles people buy", (0, 2)),
                ("invented_claim", "fountains in busy squares could become a magnet for loitering and antisocial behaviour", None),
            ]),
            ("closing", None, """
Supporters focus on the environment and public health, while critics focus on cost and hygiene.

**What supporters say**
Fountains would eliminate the need for single-use plastic bottles in city centres. They help people stay hydrated in heatwaves — especially anyone who can't afford bottled water — and may make the centre more welcoming for shoppers and visitors.

**What critics say**
The main objection is cost: fountains have to be installed and maintained, and some may fall into disrepair. Some people also worry that shared fountains could be unhygienic.

Ultimately, it's a question of how a city weighs these benefits against the costs.
""", [
                ("exaggeration", "Fountains would eliminate the need for single-use plastic bottles in city centres", (0, 0)),
            ]),
        ],
    },
    {
        "id": "metro_station_naming_rights",
        "topic": "Selling the naming rights of metro stations to companies",
        "query": "Should cities sell the naming rights of metro stations to companies?",
        "perspectives": [
            ("pro", [
                "Selling naming rights could bring in significant revenue to fund maintenance or keep fares down.",
                "Sponsors might also invest in upgrading the stations that carry their name.",
            ]),
            ("con", [
                "Brand names could confuse passengers, especially tourists, particularly if they change when contracts end.",
                "Renaming stations may erase local history and neighbourhood identity.",
                "Some see it as an over-commercialisation of public space.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## The short answer
It's a trade-off between extra revenue and concerns about clarity and identity, so opinions are split.

## Why some support it
Naming rights could generate significant income for the transit system, money that might go towards maintenance or keeping fares down. Sponsors might also put money into upgrading the stations that carry their name.

## Why others oppose it
Critics worry brand names could confuse passengers, tourists in particular, especially if names change whenever a contract ends. Renaming may also wipe out local history and the identity of a neighbourhood. And for some, it's simply over-commercialising public space.
""", []),
            ("closing", None, """
There are arguments on both sides, mostly about money versus identity.

**What supporters say**
- Selling names could raise significant revenue to pay for maintenance or hold fares down.
- Sponsors might invest in upgrading "their" stations.

**What critics say**
- Branded names could confuse passengers — especially tourists — and more so if they change when contracts run out.
- Renaming may erase local history and a neighbourhood's sense of identity.
- Some view it as over-commercialising public space.

It's a genuinely divisive issue, and the balance may look different from one city to the next.
""", []),
            ("bullets", None, """
Selling station names to companies divides opinion between those focused on funding and those focused on identity.

**What supporters say**
- Naming rights could bring in significant revenue that might fund maintenance or help keep fares down.
- Sponsors might also pay to refurbish the stations carrying their name, adding new lighting, screens and seating.

**What critics say**
- Passengers, tourists included, would not usually be confused by a brand name, though problems could arise if it changed when a contract ended.
- Renaming may erase local history and neighbourhood identity.
- For some, it's an over-commercialisation of public space.
""", [
                ("negation", "Passengers, tourists included, would not usually be confused by a brand name", (1, 0)),
                ("added_detail", "Sponsors might also pay to refurbish the stations carrying their name, adding new lighting, screens and seating", (0, 1)),
            ]),
            ("prose", None, """
Whether to sell metro station names is largely a question of money versus public identity.

Supporters see a useful revenue stream. Naming rights could bring in significant sums that might go towards maintenance or keeping fares down, and sponsors might even invest in upgrading the stations that bear their names.

Opponents, however, raise several concerns. Branded names could confuse passengers, especially tourists, and all the more so if they change when contracts end. Renaming may erase local history and the identity of a neighbourhood. Some also worry that a station named after a company could be seen as the city endorsing that brand, which could be awkward if the firm later becomes embroiled in scandal. More broadly, some regard the whole idea as over-commercialising public space.
""", [
                ("invented_claim", "a station named after a company could be seen as the city endorsing that brand, which could be awkward if the firm later becomes embroiled in scandal", None),
            ]),
            ("numbered", None, """
It's a debate about funding versus clarity and heritage.

**Arguments for**
1. **Revenue:** Selling naming rights could raise significant money to fund maintenance or keep fares lower.

**Arguments against**
1. **Confusion:** Brand names could confuse passengers, especially tourists, above all if they change when a contract ends.
2. **Heritage:** Renaming may erase local history and the identity of the neighbourhood.
3. **Sponsor involvement:** Opponents also point out that sponsors might invest in upgrading the stations that carry their name.
""", [
                ("side_swap", "Opponents also point out that sponsors might invest in upgrading the stations that carry their name", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Opinion is split. Supporters say selling metro station names would bring in enough money to fully cover maintenance and freeze fares, and that sponsors might invest in upgrading the stations they name, while opponents argue that branded names could confuse passengers — particularly tourists, and especially when names change at the end of a contract — that renaming may erase local history and neighbourhood identity, and that it amounts to over-commercialising public space; a 2019 survey of commuters in several European capitals found that around 60% opposed renaming their local station.
""", [
                ("exaggeration", "selling metro station names would bring in enough money to fully cover maintenance and freeze fares", (0, 0)),
                ("invented_statistic", "a 2019 survey of commuters in several European capitals found that around 60% opposed renaming their local station", None),
            ]),
        ],
    },
    {
        "id": "restaurant_tap_water_charges",
        "topic": "Letting restaurants charge customers for tap water",
        "query": "Should restaurants be allowed to charge customers for tap water?",
        "perspectives": [
            ("restaurant owners", [
                "Serving water has real costs, such as glasses, washing up and staff time.",
                "A small charge may discourage customers who order only water and occupy tables for a long time.",
            ]),
            ("customers", [
                "Tap water costs the restaurant almost nothing, so charging for it can feel like profiteering.",
                "Charging could lead some people to drink less water, which may be bad for their health.",
                "Free tap water is a long-standing custom that many diners expect.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Restaurant owners and customers see this quite differently.

**Restaurant owners' view**
1. Serving water isn't cost-free: there are glasses, washing up and staff time to account for.
2. A small charge may deter customers who order only water and then occupy a table for a long time.

**Customers' view**
1. Because tap water costs a restaurant almost nothing, charging for it can come across as profiteering.
2. Charging could lead some people to drink less water, which may be bad for their health.
3. Free tap water is a long-standing custom, and many diners expect it.
""", []),
            ("bullets", None, """
It comes down to covering costs versus customer goodwill and health.

**Restaurant owners**
- Water isn't free to serve — glasses, washing up and staff time all add up.
- A modest charge may discourage people who order nothing but water and hold onto a table for a long time.

**Customers**
- Tap water costs the restaurant next to nothing, so a charge can feel like profiteering.
- Some people might drink less water if they had to pay, which may harm their health.
- Many diners expect free tap water as a long-standing custom.
""", []),
            ("closing", None, """
There's a reasonable case on each side.

**What restaurant owners say**
Owners point out that serving water involves real costs — glasses, washing up and staff time. They also argue that a small charge may discourage customers who order only water and then occupy a table for a long time.

**What customers say**
Customers counter that tap water costs the restaurant almost nothing, so charging for it can feel like profiteering. There's a health concern too: a charge could lead some people to drink less water, which may be bad for them. And free tap water is a long-standing custom that many diners simply expect.

In short, it's a tension between a business covering its costs and diners' expectations.
""", []),
            ("prose", None, """
The debate pits restaurants' running costs against customers' expectations.

Restaurant owners note that serving water isn't free: glasses need washing, and staff time is involved. Some also argue that a small charge may encourage customers who order only water to linger at their tables for longer.

Customers, by contrast, are less persuaded. Tap water costs the restaurant almost nothing, so charging for it can feel like profiteering. A charge could also lead some people to drink less water, which may be bad for their health, and it goes against the long-standing custom of free tap water that many diners expect.
""", [
                ("negation", "a small charge may encourage customers who order only water to linger at their tables for longer", (0, 1)),
            ]),
            ("headed", None, """
### In brief
Restaurants cite costs; customers cite fairness, health and custom.

### The restaurant owners' case
Serving water carries real costs — glasses, washing up and staff time. A small charge may also discourage diners who order only water and sit at a table for a long time during the busy lunchtime rush.

### The customers' case
Tap water costs the restaurant almost nothing, so charging for it can feel like profiteering. A charge could lead some people to drink less water, which may be bad for their health. Many diners also expect free tap water as a long-standing custom. Customers add that hidden charges for water could erode trust and make people less likely to return.
""", [
                ("added_detail", "A small charge may also discourage diners who order only water and sit at a table for a long time during the busy lunchtime rush", (0, 1)),
                ("invented_claim", "hidden charges for water could erode trust and make people less likely to return", None),
            ]),
            ("dense", None, """
It's a clash between cost recovery and customer expectations. Restaurant owners argue that serving water involves real costs like glasses, washing up and staff time, and that a small charge may discourage customers who order only water and occupy tables for a long time; customers reply that since tap water costs almost nothing, a charge can hardly be called profiteering, and that free tap water is a long-standing custom many diners expect.
""", [
                ("negation", "a charge can hardly be called profiteering", (1, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
]
