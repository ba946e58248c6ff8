"""Fresh11 batch f47 (written by a separate writer): Keeping a booking system at household recycling centres; Halving allotment plot sizes to cut waiting lists; Ticketed music festivals in public parks; Cutting street market pitch fees for new traders."""

TOPICS = [
    {
        "id": "recycling_centre_booking",
        "topic": "Keeping a booking system at household recycling centres",
        "query": "Our council brought in a booking system for the tip during Covid. Should it keep it or go back to drop-in visits?",
        "perspectives": [
            ("council officers", [
                "Booking slots end the long queues of cars that used to block roads near the site.",
                "Staff can manage busy periods safely when they know how many visitors are coming.",
            ]),
            ("residents", [
                "Having to book days ahead is inconvenient for people clearing a garden or moving house.",
                "Older residents without internet access may struggle to use the online booking system.",
            ]),
            ("environmental groups", [
                "A booking requirement could push some people towards fly-tipping instead of waiting for a slot.",
                "Fewer spontaneous trips may mean less recyclable material reaches the site.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Summary of consultation responses: booking system at household recycling centres

Responses fell into three broad groups, and their views are summarised below.

Council officers
Officers reported that booking slots have ended the long queues of cars that previously blocked the roads around the site. They also noted that knowing in advance how many visitors are expected allows staff to manage busy periods safely.

Residents
Many residents felt that having to book days ahead is inconvenient, particularly for people clearing a garden or moving house. A number of respondents raised concerns that older residents without internet access may struggle to use the online booking system.

Environmental groups
Environmental groups suggested that a booking requirement could push some people towards fly-tipping rather than waiting for a slot. They also felt that fewer spontaneous trips may mean less recyclable material reaching the site.

These views will be considered alongside the wider evidence.
""", []),
            ("three_perspectives", None, """
Summary of consultation responses

Theme 1: Traffic and site management
Council officers stated that the introduction of booking slots has brought an end to the long queues of vehicles which used to obstruct roads near the site. Officers added that advance knowledge of visitor numbers enables staff to handle busy periods safely.

Theme 2: Convenience and access
Residents responding to the consultation were less positive. Many felt that the need to book several days in advance is an inconvenience for anyone clearing a garden or moving house. Some respondents also suggested that older people who do not have internet access may find the online booking system difficult to use.

The council will take these views into account before reaching a decision.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Summary of consultation responses: household recycling centre bookings

Views of residents
Many residents considered the need to book days ahead inconvenient for those clearing a garden or moving house. Respondents generally felt that older residents without internet access would find the online booking system easy to use.

Views of council officers
Officers highlighted that booking slots have put an end to the queues of cars that once blocked nearby roads, and that staff are able to manage busy periods safely because they know how many visitors to expect. A survey of site users carried out by the council found that 72% were satisfied with the booking process.

Views of environmental groups
Environmental groups warned that requiring a booking could push some people towards fly-tipping instead of waiting for a slot, and that fewer spontaneous trips may mean less recyclable material reaching the site.
""", [
                ("negation", "older residents without internet access would find the online booking system easy to use", (1, 1)),
                ("invented_statistic", "A survey of site users carried out by the council found that 72% were satisfied with the booking process", None),
            ]),
            ("three_perspectives", None, """
Summary of consultation responses

This consultation drew a range of views on whether the booking system at the household recycling centre should be retained.

Environmental groups
- Some respondents from environmental groups suggested that requiring a booking could lead some people to fly-tip rather than wait for a slot.
- It was also suggested that fewer spontaneous visits may result in less recyclable material reaching the site.

Council officers
- Officers felt that booking slots have removed the long queues of cars that used to block roads near the site.
- Officers also noted that staff can manage busy periods safely when they know how many visitors are coming.

Residents
- Many residents felt that having to book days in advance is inconvenient for people clearing a garden or moving house.
- A number of respondents raised concerns that older residents without internet access may struggle with the online booking system.

These views will be considered alongside the wider evidence.
""", []),
            ("three_perspectives", None, """
Summary of consultation responses

Council officers
Officers reported that booking slots have ended the long queues of cars that used to block the roads near the site, and that staff can manage busy periods safely when visitor numbers are known in advance. Officers also acknowledged that a booking requirement could push some people towards fly-tipping rather than waiting for a slot.

Residents
Residents who responded felt that booking days ahead is inconvenient for anyone clearing a garden or moving house. Several pointed out that older residents without internet access are unable to use the online booking system at all.

Environmental groups
Environmental groups felt that fewer spontaneous trips may mean that less recyclable material reaches the site.

The council will consider these responses before making a final decision.
""", [
                ("side_swap", "Officers also acknowledged that a booking requirement could push some people towards fly-tipping rather than waiting for a slot", (2, 0)),
                ("exaggeration", "older residents without internet access are unable to use the online booking system at all", (1, 1)),
            ]),
            ("three_perspectives", None, """
Summary of consultation responses: booking at the household recycling centre

Theme 1: Site operations
Council officers reported that booking slots have brought an end to the long queues of cars that blocked roads near the site. They added that knowing how many visitors are coming allows staff to manage busy periods safely, particularly when operating the heavy compaction equipment on bank holiday weekends.

Theme 2: Convenience
Many residents felt that booking days ahead is inconvenient for people clearing a garden or moving house, and a number raised concerns that older residents without internet access may struggle to use the online system.

Theme 3: Environmental impact
Environmental groups suggested that a booking requirement could push some people towards fly-tipping instead of waiting for an available slot.

These views will be considered alongside the wider evidence.
""", [
                ("added_detail", "particularly when operating the heavy compaction equipment on bank holiday weekends", (0, 1)),
                ("omitted_argument", None, (2, 1)),
            ]),
        ],
    },
    {
        "id": "allotment_plot_splitting",
        "topic": "Halving allotment plot sizes to cut waiting lists",
        "query": "Is it a good idea for the council to split allotment plots in half so more people get one?",
        "perspectives": [
            ("supporters", [
                "Splitting plots would let far more people on the waiting list start growing food.",
                "Many new gardeners find a full-size plot too much work to keep up.",
                "Smaller plots could reduce the number of neglected, overgrown plots across sites.",
            ]),
            ("plot holders", [
                "A half plot is too small to grow enough vegetables to feed a family.",
                "Splitting plots requires new paths, water points and sheds, which costs money.",
                "Long-standing tenants may feel pushed out of plots they have tended for years.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of consultation responses: proposal to split allotment plots

Respondents in favour of the proposal felt that splitting plots would allow far more people on the waiting list to start growing their own food. Many also observed that new gardeners often find a full-size plot too much work to keep up, and some suggested that smaller plots could reduce the number of neglected and overgrown plots across the council's sites.

Existing plot holders raised a number of concerns. Many felt that a half plot is too small to grow enough vegetables to feed a family. Others pointed out that splitting plots would require new paths, water points and sheds, all of which cost money, and some suggested that long-standing tenants may feel pushed out of plots they have tended for years.

These views will be considered alongside the wider evidence.
""", []),
            ("bullets", None, """
Summary of consultation responses

Views in support
- Splitting plots would let far more people on the waiting list begin growing food.
- Many new gardeners find a full-size plot easy enough to keep up.
- Smaller plots could reduce the number of neglected, overgrown plots on the council's sites.

Views of existing plot holders
- A half plot is too small to grow enough vegetables to feed a family.
- Dividing plots would require new paths, water points and sheds, which would cost money.
- Long-standing tenants may feel pushed out of plots they have tended for years.
- Some respondents added that half plots would make it harder for allotment associations to collect rents.
""", [
                ("negation", "Many new gardeners find a full-size plot easy enough to keep up", (0, 1)),
                ("invented_claim", "half plots would make it harder for allotment associations to collect rents", None),
            ]),
            ("numbered", None, """
Summary of consultation responses

1. Access to plots: Many respondents felt that halving plots would enable far more people on the waiting list to start growing food.
2. Workload: A number of respondents noted that many new gardeners find a full-size plot too much work to keep up.
3. Neglected plots: Some respondents suggested that smaller plots could cut the number of overgrown and neglected plots across sites.
4. Yield: Existing plot holders felt that a half plot is too small to grow enough vegetables to feed a family.
5. Cost: Plot holders also noted that splitting plots requires new paths, water points and sheds, which cost money.
6. Existing tenants: Some plot holders raised concerns that long-standing tenants may feel pushed out of plots they have tended for years.

These views will be considered alongside the wider evidence.
""", []),
            ("headed", None, """
Summary of consultation responses

Theme 1: Demand for plots
Supporters of the proposal felt that splitting plots would allow far more people on the waiting list to start growing food. Existing plot holders, however, argued that a half plot is too small to produce enough vegetables to feed a family.

Theme 2: Upkeep
Many respondents felt that new gardeners often find a full-size plot too much work to keep up, and that smaller plots would put an end to neglected, overgrown plots across the sites altogether.

Theme 3: Cost and fairness
Plot holders noted that splitting plots requires new paths, water points and sheds, which costs money. Some also raised concerns that long-standing tenants may feel pushed out of plots they have tended for years.
""", [
                ("exaggeration", "smaller plots would put an end to neglected, overgrown plots across the sites altogether", (0, 2)),
            ]),
            ("dense", None, """
Respondents supporting the halving of allotment plots felt it would let far more people on the waiting list start growing food, that many new gardeners find a full-size plot too much work to keep up, and that smaller plots could reduce the number of neglected, overgrown plots across sites; existing plot holders countered that a half plot is too small to grow enough vegetables to feed a family, that splitting plots requires new paths, water points and sheds which cost money, and that long-standing tenants may feel pushed out of plots they have tended for years.
""", []),
            ("closing", None, """
Summary of consultation responses

Respondents who supported the proposal felt that splitting plots would let far more people on the waiting list start growing food. They also noted that many new gardeners find a full-size plot too much work to keep up, and suggested that smaller plots could reduce the number of neglected, overgrown plots across sites.

Existing plot holders raised a number of concerns. Many felt that a half plot is too small to grow enough vegetables to feed a family, and a number were worried that long-standing tenants may feel pushed out of plots they have tended for years. Others stressed that a smaller plot simply would not produce enough crops for a household's needs.

Overall, the responses reflect a balance between widening access to allotments and protecting the interests of current tenants. These views will be considered alongside the wider evidence.
""", [
                ("repetition", "a smaller plot simply would not produce enough crops for a household's needs", (1, 1)),
            ]),
        ],
    },
    {
        "id": "park_music_festivals",
        "topic": "Ticketed music festivals in public parks",
        "query": "Should the council let promoters hold big ticketed music festivals in the city park?",
        "perspectives": [
            ("supporters", [
                "Festival hire fees give the council income to spend on park upkeep.",
                "Large events bring visitors who spend money in local shops, bars and hotels.",
            ]),
            ("local residents", [
                "Fencing off the park for weeks denies free public use during the summer.",
                "Late-night amplified music disturbs people living in the surrounding streets.",
                "Heavy staging and crowds could leave lasting damage to grass and trees.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of consultation responses: ticketed music festivals in the city park

Respondents in favour felt that festival hire fees would give the council income to spend on the upkeep of the park. Many also felt that large events bring visitors who spend money in local shops, bars and hotels, especially the independent businesses along the high street. An economic impact study commissioned for a previous event estimated that each festival weekend generated £1.2 million for the local economy.

Local residents raised a number of concerns. Many felt that fencing off the park for weeks at a time denies free public use during the summer months. Others reported that late-night amplified music disturbs people living in the surrounding streets, and some suggested that heavy staging and crowds could leave lasting damage to the grass and trees.

These views will be considered alongside the wider evidence.
""", [
                ("added_detail", "especially the independent businesses along the high street", (0, 1)),
                ("invented_statistic", "An economic impact study commissioned for a previous event estimated that each festival weekend generated £1.2 million for the local economy", None),
            ]),
            ("bullets", None, """
Summary of consultation responses

Residents living near the park
- Fencing off the park for weeks denies the public free use of it during the summer.
- Late-night amplified music disturbs people who live in the surrounding streets.
- Heavy staging and large crowds could cause lasting damage to grass and trees.

Supporters of the proposal
- Hire fees from festivals provide income the council can spend on park upkeep.
- Large events attract visitors who spend money in local shops, bars and hotels.

These views will be considered alongside the wider evidence.
""", []),
            ("numbered", None, """
Summary of consultation responses

1. Income: Supporters felt that hire fees from festivals would provide the council with income to spend on keeping the park in good condition.
2. Local economy: Supporters also noted that big events bring visitors who spend money in nearby shops, bars and hotels.
3. Loss of access: Local residents were concerned that fencing off the park for weeks denies free public use during the summer.
4. Noise: Residents noted that late-night amplified music is not a significant source of disturbance for people living in the surrounding streets.
5. Damage: Some residents suggested that heavy staging and crowds could leave lasting damage to the grass and trees.
""", [
                ("negation", "late-night amplified music is not a significant source of disturbance for people living in the surrounding streets", (1, 1)),
            ]),
            ("headed", None, """
Summary of consultation responses

Theme 1: Finance and the local economy
Supporters argued that large events bring visitors who spend money in local shops, bars and hotels. A number of local residents accepted that festival hire fees give the council income to spend on park upkeep.

Theme 2: Public access
Many residents felt that fencing off the park for weeks denies free public use during the summer.

Theme 3: Noise and environmental impact
Residents reported that late-night amplified music disturbs people in the surrounding streets, and some suggested that heavy staging and crowds could leave lasting damage to grass and trees. Some respondents also raised concerns that festival traffic would make it harder for emergency vehicles to reach nearby homes.
""", [
                ("side_swap", "A number of local residents accepted that festival hire fees give the council income to spend on park upkeep", (0, 0)),
                ("invented_claim", "festival traffic would make it harder for emergency vehicles to reach nearby homes", None),
            ]),
            ("dense", None, """
Respondents supporting ticketed festivals in the park felt that hire fees give the council income for park upkeep and that large events bring visitors who spend money in local shops, bars and hotels, while local residents felt that fencing off the park for weeks denies free public use during the summer, that late-night amplified music disturbs people in the surrounding streets, and that heavy staging and crowds could leave lasting damage to grass and trees.
""", []),
            ("closing", None, """
Summary of consultation responses

Supporters of the proposal felt that large events bring visitors who spend money in local shops, bars and hotels.

Local residents expressed a number of concerns. Many felt that fencing off the park for weeks denies free public use during the summer, and that late-night amplified music disturbs people living in the surrounding streets. A number of respondents were clear that heavy staging and crowds will cause lasting damage to the grass and trees.

In summary, respondents weighed the economic benefits of festivals against their impact on park users and neighbours. These views will be considered alongside the wider evidence.
""", [
                ("exaggeration", "heavy staging and crowds will cause lasting damage to the grass and trees", (1, 2)),
                ("omitted_argument", None, (0, 0)),
            ]),
        ],
    },
    {
        "id": "market_pitch_fees",
        "topic": "Cutting street market pitch fees for new traders",
        "query": "Should our town cut the pitch fees on the street market for new traders?",
        "perspectives": [
            ("supporters", [
                "Lower fees could help start-up businesses test their products before taking on a shop.",
                "Empty pitches make the market look run down and put shoppers off.",
                "A wider range of stalls may attract younger shoppers back to the town centre.",
            ]),
            ("existing traders", [
                "Established traders would be paying more than newcomers for the same pitch.",
                "The council relies on pitch fees to pay for cleaning and market staff.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of consultation responses: pitch fees for new market traders

Respondents who supported the proposal felt that lower fees could help start-up businesses test their products before committing to a shop. Many felt that empty pitches make the market look run down and deter shoppers, and some suggested that a wider range of stalls may draw younger shoppers back into the town centre.

Existing traders raised concerns about the proposal, noting that established traders would end up paying more than newcomers for the same pitch. They also pointed out that the council relies on pitch fee income to pay for cleaning and market staff.

These views will be considered alongside the wider evidence.
""", []),
            ("bullets", None, """
Summary of consultation responses

Arguments for reduced fees
- Lower fees could help start-up businesses try out their products before taking on a shop.
- Empty pitches, particularly at the quieter end near the bus station, make the market look run down and put shoppers off.
- A wider range of stalls may attract younger shoppers back to the town centre.

Concerns raised by existing traders
- Established traders would pay more than newcomers for an identical pitch.
- Pitch fees do little to cover the council's costs of cleaning and market staff.
""", [
                ("added_detail", "particularly at the quieter end near the bus station", (0, 1)),
                ("negation", "Pitch fees do little to cover the council's costs of cleaning and market staff", (1, 1)),
            ]),
            ("numbered", None, """
Summary of consultation responses

1. Fees for established traders: Existing traders noted that established traders would be paying more than newcomers for the same pitch.
2. Funding: Existing traders also pointed out that the council relies on pitch fees to pay for cleaning and market staff.
3. Start-up businesses: Supporters felt that lower fees could help new businesses test their products before taking on a shop.
4. Empty pitches: Many respondents felt that empty pitches make the market look run down and put shoppers off.
5. Younger shoppers: Some respondents suggested that a wider range of stalls may attract younger shoppers back to the town centre.

These views will be considered alongside the wider evidence.
""", []),
            ("headed", None, """
Summary of consultation responses

Support for lower fees
Many respondents felt that lower fees could help start-up businesses test their products before taking on a shop, and that empty pitches make the market look run down and put shoppers off. Supporters were confident that a wider range of stalls will bring younger shoppers back to the town centre. Some also suggested that new traders would be more likely to trade on weekday evenings.

Concerns from existing traders
Existing traders felt that established traders would be paying more than newcomers for the same pitch. They also stressed that the council relies on pitch fees to pay for cleaning and market staff.
""", [
                ("exaggeration", "Supporters were confident that a wider range of stalls will bring younger shoppers back to the town centre", (0, 2)),
                ("invented_claim", "new traders would be more likely to trade on weekday evenings", None),
            ]),
            ("dense", None, """
Supporters of cutting pitch fees for new traders felt that lower fees could help start-up businesses test their products before taking on a shop, that empty pitches make the market look run down and put shoppers off, and that a wider range of stalls may attract younger shoppers back to the town centre; existing traders responded that established traders would be paying more than newcomers for the same pitch and that the council relies on pitch fees to pay for cleaning and market staff.
""", []),
            ("closing", None, """
Summary of consultation responses

Respondents in favour of reduced fees felt that lower charges could help start-up businesses test their products before taking on a shop. They also felt that empty pitches make the market look run down and put shoppers off, and that a wider range of stalls may attract younger shoppers back to the town centre. Some supporters acknowledged that established traders would be paying more than newcomers for the same pitch.

Existing traders pointed out that the council relies on pitch fees to pay for cleaning and market staff.

Overall, respondents recognised both the potential benefits of attracting new traders and the importance of maintaining the market's finances. These views will be considered alongside the wider evidence.
""", [
                ("side_swap", "Some supporters acknowledged that established traders would be paying more than newcomers for the same pitch", (1, 0)),
            ]),
        ],
    },
]
