"""fresh28 batch f115 (written by a separate writer): Capping inheritance tax relief on farmland; Compulsory method-of-production labels on meat, eggs and dairy; Banning bottom trawling in offshore marine protected areas; Selling gene-edited crops without GM labelling."""

TOPICS = [
    {
        "id": "capping_farmland_inheritance_tax_relief",
        "topic": "Capping inheritance tax relief on farmland",
        "query": "Should the inheritance tax relief on agricultural land be capped, so that larger farm estates pay some tax when they are passed on?",
        "perspectives": [
            ("farming unions and family farmers", [
                "Many family farms are asset-rich but cash-poor, so heirs may have to sell land to pay the tax.",
                "Breaking up farms to pay the tax could threaten long-term food production.",
            ]),
            ("tax fairness campaigners", [
                "Wealthy investors have bought farmland partly to shelter their estates from inheritance tax.",
                "The relief costs the Treasury revenue that could fund public services.",
            ]),
            ("new entrant and tenant farmers", [
                "Tax-driven demand from investors has pushed farmland prices beyond the reach of people starting out in farming.",
                "A cap could free up land for rent or sale if estates are no longer held purely for tax reasons.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Summary of responses

3.1 Responses to this question fell broadly into three groups: farming unions and family farmers, tax fairness campaigners, and those representing new entrant and tenant farmers.

3.2 Respondents representing farming unions and family farmers were opposed to the proposal. A number of them pointed out that many family farms are asset-rich but cash-poor, and argued that heirs may have to sell land in order to meet the tax. Several respondents in this group also raised concerns that breaking up farms to pay the tax could put long-term food production at risk.

3.3 Respondents who supported the proposal, including tax fairness campaigners, argued that wealthy investors have bought farmland partly as a means of sheltering their estates from inheritance tax. They further noted that the relief costs the Treasury revenue which could otherwise be used to fund public services.

3.4 Some respondents representing new entrant and tenant farmers argued that tax-driven demand from investors has pushed the price of farmland beyond the reach of those starting out in farming. They suggested that a cap could free up land for rent or sale if estates were no longer being held purely for tax reasons.

3.5 The Department will consider these responses before setting out its final position.
""", []),
            ("three_perspectives", None, """
Summary of responses

4.1 This chapter summarises the responses received on the proposal to cap agricultural property relief.

4.2 Respondents who supported the proposal, largely tax fairness campaigners, argued that wealthy investors, often buying in the last few years of their lives, have acquired farmland partly in order to shelter their estates from inheritance tax. They also argued that the relief costs the Treasury revenue that could be spent on public services.

4.3 Respondents representing farming unions and family farmers took the opposite view. A number of respondents stressed that many family farms are asset-rich but cash-poor, meaning that heirs may need to sell land to pay the tax, and several raised concerns that breaking up holdings in this way could threaten long-term food production.

4.4 Some respondents representing new entrant and tenant farmers argued that demand for land driven by tax considerations has pushed prices beyond what people starting out in farming can afford. In their view, a cap could free up land for rent or sale if estates were no longer held purely for tax reasons.

4.5 The Department will consider these responses before deciding whether to proceed.
""", [
                ("added_detail", "often buying in the last few years of their lives", (1, 0)),
            ]),
            ("three_perspectives", None, """
Summary of responses

2.1 Respondents representing farming unions and family farmers opposed any cap on the relief. A number of respondents explained that many family farms are asset-rich but cash-poor, so that heirs may have no option but to sell land in order to pay the tax. Several respondents raised concerns that breaking up farms for this purpose could threaten long-term food production.

2.2 Respondents who supported the proposal, principally tax fairness campaigners, argued that wealthy investors have bought farmland partly to shelter their estates from inheritance tax, and that the relief costs the Treasury revenue that could fund public services. A number of respondents in this group also argued that the relief has encouraged estates to be held in complex trust arrangements which are difficult for HMRC to scrutinise.

2.3 The Department will consider these responses before bringing forward any legislation.
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "A number of respondents in this group also argued that the relief has encouraged estates to be held in complex trust arrangements which are difficult for HMRC to scrutinise.", None),
            ]),
            ("three_perspectives", None, """
Summary of responses

5.1 Some respondents representing new entrant and tenant farmers argued that demand from investors seeking a tax advantage has put farmland out of reach for people starting out in farming. They suggested that a cap could release land for rent or sale, if estates were no longer being held purely for tax reasons.

5.2 Respondents who supported the proposal from a tax fairness perspective made a related point, arguing that wealthy investors have bought farmland partly to shelter their estates from inheritance tax. They also observed that the relief costs the Treasury revenue which could fund public services.

5.3 Respondents representing farming unions and family farmers opposed the proposal. A number of respondents noted that many family farms are asset-rich but cash-poor, and that heirs may therefore have to sell land to pay the tax. Several respondents raised concerns that breaking up farms in order to settle the tax could threaten long-term food production.

5.4 The Department will consider these responses, alongside the wider evidence, before reaching a view.
""", []),
            ("three_perspectives", None, """
Summary of responses

3.1 Respondents representing farming unions and family farmers were strongly opposed. A number of respondents pointed out that many family farms are asset-rich but cash-poor, and argued that heirs will inevitably have to sell land to settle the bill. Several respondents raised concerns that breaking up farms to pay the tax could threaten long-term food production.

3.2 Respondents who supported the proposal, including tax fairness campaigners, argued that wealthy investors have bought farmland partly to shelter their estates from inheritance tax, and that the relief costs the Treasury revenue that could fund public services.

3.3 Some respondents representing new entrant and tenant farmers argued that tax-driven demand from investors has pushed farmland prices beyond the reach of people starting out in farming. However, they did not expect a cap to release much land for rent or sale, even if estates were no longer held purely for tax reasons.

3.4 The Department will consider these responses before setting out next steps.
""", [
                ("exaggeration", "heirs will inevitably have to sell land to settle the bill", (0, 0)),
                ("negation", "they did not expect a cap to release much land for rent or sale, even if estates were no longer held purely for tax reasons", (2, 1)),
            ]),
            ("three_perspectives", None, """
Summary of responses

6.1 Views on the proposal were divided. Respondents representing farming unions and family farmers argued that many family farms are asset-rich but cash-poor, so heirs may have to sell land to pay the tax, and several raised concerns that breaking up farms for this reason could threaten long-term food production. Respondents who supported the proposal, including tax fairness campaigners, argued that wealthy investors have bought farmland partly to shelter their estates from inheritance tax and that the relief costs the Treasury revenue that could fund public services. Some respondents representing new entrant and tenant farmers argued that tax-driven demand from investors has pushed farmland prices beyond the reach of people starting out, and that a cap could free up land for rent or sale if estates were no longer held purely for tax reasons.

6.2 The Department will consider these responses before making a decision.
""", []),
        ],
    },
    {
        "id": "method_of_production_labels_meat_eggs_dairy",
        "topic": "Compulsory method-of-production labels on meat, eggs and dairy",
        "query": "Should it be compulsory to label meat, eggs and dairy products with how the animals were kept?",
        "perspectives": [
            ("animal welfare organisations and consumer groups", [
                "Shoppers currently have little reliable way of telling how the animals behind a product were raised.",
                "Clear labels would reward farmers who invest in higher welfare standards.",
                "Compulsory labelling of eggs has already shown that shoppers respond to such information.",
            ]),
            ("food manufacturers and retailers", [
                "Tracing the farming method behind processed products with many ingredients may be costly and complex.",
                "Simple labels could mislead shoppers by reducing complex welfare outcomes to a single category.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of responses

2.1 Respondents who supported the proposal, largely animal welfare organisations and consumer groups, argued that shoppers at present have little reliable means of telling how the animals behind a product were raised. They argued that clear labelling would reward those farmers who invest in higher welfare standards, and pointed to the compulsory labelling of eggs as evidence that shoppers do respond to this kind of information.

2.2 Some respondents representing food manufacturers and retailers raised concerns that tracing the farming method behind processed products containing many ingredients may prove costly and complex. Several respondents also cautioned that simple labels could mislead shoppers by reducing complex welfare outcomes to a single category.

2.3 The Department will consider these responses before publishing its response to the consultation.
""", []),
            ("bullets", None, """
Summary of responses

3.1 Respondents who supported the proposal, chiefly animal welfare organisations and consumer groups, made the following points:

- shoppers currently have little reliable way of knowing how the animals behind a product were raised;
- compulsory egg labelling has already demonstrated that shoppers respond to information of this kind.

3.2 Respondents representing food manufacturers and retailers raised a number of concerns:

- tracing the farming method behind processed products with many ingredients may be costly and complex;
- simple labels could mislead shoppers by reducing complex welfare outcomes to a single category;
- some retailers nonetheless acknowledged that clear labels would reward farmers who invest in higher welfare standards.

3.3 The Department will consider these responses before determining how to proceed.
""", [
                ("side_swap", "some retailers nonetheless acknowledged that clear labels would reward farmers who invest in higher welfare standards", (0, 1)),
            ]),
            ("numbered", None, """
Summary of responses

4.1 Respondents who supported the proposal, including animal welfare organisations and consumer groups, argued that shoppers currently have little reliable way of telling how the animals behind a product were raised.

4.2 A number of respondents argued that clear labels would reward farmers who invest in higher welfare standards.

4.3 One consumer organisation submitted survey evidence indicating that around seven in ten shoppers would pay more for products with a recognised higher welfare label.

4.4 Several respondents representing food manufacturers and retailers raised concerns that tracing the farming method behind processed products with many ingredients may be costly and complex.

4.5 Some respondents from the same group argued that simple labels could mislead shoppers by reducing complex welfare outcomes to a single category.

4.6 The Department will consider these responses before bringing forward proposals.
""", [
                ("invented_statistic", "One consumer organisation submitted survey evidence indicating that around seven in ten shoppers would pay more for products with a recognised higher welfare label.", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
Summary of responses

Responses in support of the proposal

5.1 Animal welfare organisations and consumer groups were broadly supportive. A number of respondents argued that shoppers have little reliable way, at present, of telling how the animals behind a product were raised. Respondents who supported the proposal also argued that clear labels would reward farmers who invest in higher welfare standards, and several cited the compulsory labelling of eggs as showing that shoppers respond to such information.

Responses raising concerns

5.2 Some respondents representing food manufacturers and retailers raised concerns that tracing the farming method behind processed products with many ingredients may be costly and complex. Several respondents also argued that simple labels could mislead shoppers by reducing complex welfare outcomes to a single category.

Next steps

5.3 The Department will consider these responses before deciding on the scope of any labelling requirement.
""", []),
            ("dense", None, """
6.1 Respondents who supported the proposal, principally animal welfare organisations and consumer groups, argued that shoppers currently have little reliable way of telling how the animals behind a product were raised, that clear labels would reward farmers who invest in higher welfare standards, and that compulsory egg labelling has already shown that shoppers respond to such information; respondents representing food manufacturers and retailers argued that tracing the farming method behind processed products with many ingredients would be prohibitively expensive and unworkable in practice, and that simple labels could mislead shoppers by reducing complex welfare outcomes to a single category. The Department will consider these responses before reaching a decision.
""", [
                ("exaggeration", "would be prohibitively expensive and unworkable in practice", (1, 0)),
            ]),
            ("closing", None, """
Summary of responses

3.1 A number of respondents, mainly animal welfare organisations and consumer groups, argued that shoppers currently have little reliable way of telling how the animals behind a product were raised. Respondents who supported the proposal argued that clear labels would reward farmers who invest in higher welfare standards, and noted that the compulsory labelling of eggs has already shown that shoppers respond to such information.

3.2 Several respondents representing food manufacturers and retailers raised concerns that tracing the farming method behind processed products with many ingredients may be costly and complex. Some respondents in this group also argued that simple labels could mislead shoppers by reducing complex welfare outcomes to a single category.

Next steps

3.3 The Department is grateful to all those who took the time to respond. The Department will consider these responses before setting out its conclusions, and will publish a further update in due course.
""", []),
        ],
    },
    {
        "id": "bottom_trawling_offshore_mpas",
        "topic": "Banning bottom trawling in offshore marine protected areas",
        "query": "Should bottom trawling be banned in offshore marine protected areas?",
        "perspectives": [
            ("conservation groups", [
                "Dragging heavy gear across the seabed damages the habitats that the protected areas were designated to protect.",
                "Protected areas where trawling continues offer little real protection to marine life.",
                "An undisturbed seabed may help fish stocks recover, benefiting fisheries in surrounding waters.",
            ]),
            ("fishing industry representatives", [
                "Displaced trawlers may simply fish more intensively in the areas that remain open.",
                "Fishing communities that depend on these grounds could lose income and jobs.",
                "Decisions should be based on site-by-site evidence rather than a blanket ban.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of responses

2.1 Respondents who supported the proposal, predominantly conservation groups, argued that dragging heavy gear across the seabed damages the very habitats that these areas were designated to protect. A number of respondents suggested that an undisturbed seabed may help fish stocks to recover, with benefits for fisheries in the surrounding waters. They returned to the point that heavy trawl gear physically scours and damages the seabed features for which the sites were designated.

2.2 Respondents representing the fishing industry raised concerns that displaced trawlers may simply fish more intensively in the areas that remain open. Several respondents warned that fishing communities which depend on these grounds could lose income and jobs, and some argued that decisions should be based on site-by-site evidence rather than a blanket ban.

2.3 The Department will consider these responses before deciding whether to proceed with byelaws.
""", [
                ("repetition", "They returned to the point that heavy trawl gear physically scours and damages the seabed features for which the sites were designated.", (0, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("bullets", None, """
Summary of responses

3.1 Respondents who supported the proposal, mainly conservation groups, argued that:

- dragging heavy gear across the seabed damages the habitats which the protected areas were designated to protect;
- protected areas in which trawling continues offer little real protection to marine life;
- an undisturbed seabed may help fish stocks recover, benefiting fisheries in surrounding waters.

3.2 Respondents representing the fishing industry raised concerns that:

- displaced trawlers may simply fish more intensively in the areas that remain open;
- fishing communities that depend on these grounds could lose income and jobs;
- decisions should rest on site-by-site evidence rather than a blanket ban.

3.3 The Department will consider these responses before finalising its approach.
""", []),
            ("numbered", None, """
Summary of responses

4.1 A number of respondents, chiefly conservation groups, argued that dragging heavy gear across the seabed damages the habitats that the protected areas were designated to protect.

4.2 Respondents who supported the proposal also argued that protected areas where trawling continues offer little real protection to marine life.

4.3 Several respondents suggested that an undisturbed seabed may help fish stocks recover, which would benefit fisheries in surrounding waters.

4.4 Respondents representing the fishing industry raised concerns that displaced trawlers may simply fish more intensively in the areas that remain open.

4.5 Some respondents representing fishing communities argued that those who depend on these grounds could lose income and jobs, including in onshore processing and vessel repair businesses.

4.6 Several respondents argued that decisions should be based on site-by-site evidence rather than a blanket ban.

4.7 The Department will consider these responses before making a final decision.
""", [
                ("added_detail", "including in onshore processing and vessel repair businesses", (1, 1)),
            ]),
            ("headed", None, """
Summary of responses

Responses in support

5.1 Conservation groups were strongly in favour. Respondents who supported the proposal argued that dragging heavy gear across the seabed damages the habitats that the protected areas were designated to protect, and that protected areas where trawling continues offer little real protection to marine life. A number of respondents added that an undisturbed seabed may help fish stocks recover, benefiting fisheries in surrounding waters.

Responses from the fishing industry

5.2 Respondents representing the fishing industry accepted that displaced trawlers were unlikely to fish more intensively in the areas that remain open. Nevertheless, several raised concerns that fishing communities that depend on these grounds could lose income and jobs, and argued that decisions should be based on site-by-site evidence rather than a blanket ban.

Next steps

5.3 The Department will consider these responses before taking any further action.
""", [
                ("negation", "Respondents representing the fishing industry accepted that displaced trawlers were unlikely to fish more intensively in the areas that remain open.", (1, 0)),
            ]),
            ("dense", None, """
6.1 Respondents who supported the proposal, principally conservation groups, argued that dragging heavy gear across the seabed damages the habitats the protected areas were designated to protect, that protected areas where trawling continues offer little real protection to marine life, and that an undisturbed seabed may help fish stocks recover to the benefit of fisheries in surrounding waters; respondents representing the fishing industry raised concerns that displaced trawlers may simply fish more intensively in the areas that remain open, that fishing communities dependent on these grounds could lose income and jobs, and that decisions should be based on site-by-site evidence rather than a blanket ban. The Department will consider these responses before reaching a decision.
""", []),
            ("closing", None, """
Summary of responses

3.1 Respondents who supported the proposal, including a number of conservation groups, argued that dragging heavy gear across the seabed damages the habitats that the protected areas were designated to protect. They argued that protected areas in which trawling continues offer little real protection to marine life, and that an undisturbed seabed may help fish stocks recover, benefiting fisheries in surrounding waters.

3.2 Respondents representing the fishing industry raised concerns that displaced trawlers may simply fish more intensively in the areas that remain open, and that fishing communities that depend on these grounds could lose income and jobs. Several respondents in this group also called for any ban to be accompanied by a compensation or decommissioning scheme for affected vessels. Some argued that decisions should be based on site-by-site evidence rather than a blanket ban.

Next steps

3.3 The Department thanks all respondents for their contributions. The Department will consider these responses before publishing its formal response to the consultation.
""", [
                ("invented_claim", "Several respondents in this group also called for any ban to be accompanied by a compensation or decommissioning scheme for affected vessels.", None),
            ]),
        ],
    },
    {
        "id": "gene_edited_crops_without_gm_labelling",
        "topic": "Selling gene-edited crops without GM labelling",
        "query": "Should gene-edited crops be allowed onto the market without the labelling required for genetically modified food?",
        "perspectives": [
            ("plant scientists and farming groups", [
                "Gene editing makes changes that could also arise through conventional breeding, only more quickly.",
                "Faster breeding could deliver crops that resist disease and need fewer pesticides.",
            ]),
            ("consumer and organic groups", [
                "Shoppers have a right to know how their food was produced.",
                "Without labels, organic farmers may find it harder to guarantee that their produce is free of gene-edited material.",
                "Export markets with stricter rules could reject produce that is not clearly identified.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Summary of responses

2.1 Respondents who supported the proposal, including plant scientists and farming groups, argued that gene editing makes changes which could also arise through conventional breeding, only more quickly. A number of respondents suggested that faster breeding could deliver crops that resist disease and need fewer pesticides.

2.2 Some respondents representing consumer and organic groups opposed the removal of labelling, arguing that shoppers have a right to know how their food was produced. Several respondents raised concerns that, without labels, organic farmers may find it harder to guarantee that their produce is free of gene-edited material. Others noted that export markets with stricter rules could reject produce that is not clearly identified.

2.3 The Department will consider these responses before laying secondary legislation.
""", []),
            ("bullets", None, """
Summary of responses

3.1 Respondents who supported the proposal, mainly plant scientists and farming groups, put forward the following arguments:

- gene editing makes changes that could also arise through conventional breeding, only more quickly;
- faster breeding could deliver crops that resist disease and need fewer pesticides;
- export markets with stricter rules could reject produce that is not clearly identified, and some farming groups accepted this as a risk to be managed.

3.2 Respondents representing consumer and organic groups raised concerns that:

- shoppers have a right to know how their food was produced;
- without labels, organic farmers may find it harder to guarantee that their produce is free of gene-edited material.

3.3 The Department will consider these responses before deciding on its approach to labelling.
""", [
                ("side_swap", "export markets with stricter rules could reject produce that is not clearly identified, and some farming groups accepted this as a risk to be managed", (1, 2)),
            ]),
            ("numbered", None, """
Summary of responses

4.1 A number of respondents, chiefly plant scientists and farming groups, argued that gene editing makes changes that could also arise through conventional breeding, only more quickly and without introducing DNA from other species.

4.2 Respondents who supported the proposal also argued that faster breeding could deliver crops that resist disease and need fewer pesticides.

4.3 Some respondents representing consumer and organic groups argued that shoppers have a right to know how their food was produced.

4.4 Several respondents raised concerns that, without labels, organic farmers may find it harder to guarantee that their produce is free of gene-edited material.

4.5 Several respondents also noted that export markets with stricter rules could reject produce that is not clearly identified.

4.6 The Department will consider these responses before coming to a decision.
""", [
                ("added_detail", "and without introducing DNA from other species", (0, 0)),
            ]),
            ("headed", None, """
Summary of responses

Responses in support of the proposal

5.1 Plant scientists and farming groups were generally supportive. Respondents who supported the proposal argued that gene editing makes changes that could also arise through conventional breeding, only more quickly, and that faster breeding would deliver disease-resistant crops that do away with the need for pesticides altogether.

Responses opposing the proposal

5.2 Some respondents representing consumer and organic groups argued that shoppers have a right to know how their food was produced. A number of respondents also raised concerns that export markets with stricter rules could reject produce that is not clearly identified.

Next steps

5.3 The Department will consider these responses before setting out its final policy.
""", [
                ("exaggeration", "faster breeding would deliver disease-resistant crops that do away with the need for pesticides altogether", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
6.1 Respondents who supported the proposal, principally plant scientists and farming groups, argued that gene editing makes changes that could also arise through conventional breeding, only more quickly, and that faster breeding could deliver crops that resist disease and need fewer pesticides; one farming organisation cited industry estimates that gene-edited varieties could raise wheat yields by up to 20 per cent. Respondents representing consumer and organic groups argued that shoppers have a right to know how their food was produced, raised concerns that without labels organic farmers may find it harder to guarantee that their produce is free of gene-edited material, and noted that export markets with stricter rules could reject produce that is not clearly identified. The Department will consider these responses before reaching a view.
""", [
                ("invented_statistic", "one farming organisation cited industry estimates that gene-edited varieties could raise wheat yields by up to 20 per cent", None),
            ]),
            ("closing", None, """
Summary of responses

3.1 Respondents who supported the proposal, including plant scientists and farming groups, argued that gene editing produces changes that could equally arise through conventional breeding, only at a faster pace. Several respondents added that faster breeding could deliver crops that resist disease and require fewer pesticides.

3.2 Respondents representing consumer and organic groups took a different view. A number of respondents argued that shoppers have a right to know how their food was produced. Some respondents raised concerns that, without labels, organic farmers may find it harder to guarantee that their produce is free of gene-edited material, and others pointed out that export markets with stricter rules could reject produce that is not clearly identified.

Next steps

3.3 The Department recognises the strength of feeling on both sides of this question. The Department will consider these responses before deciding whether, and in what form, labelling should apply.
""", []),
        ],
    },
]
