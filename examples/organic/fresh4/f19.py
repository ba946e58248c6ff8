"""Fresh4 batch f19 (written by a separate writer): council tax premium on second homes in coastal villages; state help with funeral costs for low-income families; mandatory unit pricing labels on all supermarket products; a law making returns of online purchases free of charge."""

TOPICS = [
    {
        "id": "coastal_second_home_tax_premium",
        "topic": "Council tax premium on second homes in coastal villages",
        "query": "Should councils charge a council tax premium on second homes in coastal villages?",
        "perspectives": [
            ("local residents", [
                "A premium could push some owners to sell or rent out their homes long-term, which would free up housing for local families.",
                "The extra money may help pay for local services such as buses and affordable housing.",
            ]),
            ("second home owners", [
                "Owners already pay full council tax while using few local services for much of the year.",
                "Some families have owned their holiday homes for generations and may be forced to sell.",
            ]),
            ("local businesses", [
                "Fewer second-home visitors could mean less trade for shops, cafes and tradespeople.",
                "More people living in the village all year may help businesses stay open in winter.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The question of a council tax premium on second homes in coastal villages affects three groups in different ways.

**Local residents**
- A premium could encourage some owners to sell their homes or rent them out long-term. This would free up houses for local families.
- The extra money may be used for local services, for example buses and affordable housing.

**Second home owners**
- They say they already pay full council tax, but they use few local services for much of the year.
- Some families have had their holiday home for generations, and they may be forced to sell it.

**Local businesses**
- Fewer visitors staying in second homes could mean less trade for shops, cafes and tradespeople.
- On the other hand, more people living in the village all year may help businesses to stay open in the winter.
""", []),
            ("three_perspectives", None, """
A council tax premium on second homes in coastal villages is a question where local residents, second home owners and local businesses do not agree.

For local residents, the premium could lead some owners to sell their property or rent it out long-term, and that would free up homes for local families. The extra income may also help pay for local services such as buses and affordable housing.

Second home owners, on the other hand, worry about families who have owned a holiday home for generations, because they may be forced to sell.

Local businesses point out that second home owners already pay full council tax even though they use few local services for much of the year. They also fear that fewer second-home visitors could mean less trade for shops, cafes and tradespeople.
""", [
                ("side_swap", "Local businesses point out that second home owners already pay full council tax even though they use few local services for much of the year.", (1, 0)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
Should councils charge a council tax premium on second homes in coastal villages? There are three main groups with different views on this question.

Firstly, local residents see some benefits. They argue that a premium could make some owners sell or rent out their homes on a long-term basis, so more houses would be free for local families. They also say that the extra money may help to pay for local services like buses and affordable housing.

Secondly, second home owners are against the premium. In their view, they already pay full council tax, even though they use few local services for much of the year. Some of them also point out that their families have owned these holiday homes for generations, and a premium may force them to sell.

Lastly, local businesses have mixed feelings. Fewer visitors in second homes could mean less trade for shops, cafes and tradespeople. However, if more people live in the village all year round, this may help businesses stay open during the winter.

In conclusion, each group sees the premium from its own position.
""", []),
            ("three_perspectives", None, """
There are three perspectives on a council tax premium for second homes in coastal villages:

1. **Local residents:** Firstly, residents believe a premium will force owners to sell up or rent to long-term tenants, which will free up homes for local families. Secondly, the extra money may help pay for services such as buses and affordable housing. In some coastal villages, more than 40% of houses are second homes.
2. **Second home owners:** Owners say they already pay full council tax while they use few local services for much of the year. Some families have owned their holiday homes for generations and may have to sell them.
3. **Local businesses:** Fewer second-home visitors could mean less trade for shops, cafes and tradespeople. On the other hand, more year-round residents may help businesses stay open in the winter.
""", [
                ("exaggeration", "residents believe a premium will force owners to sell up or rent to long-term tenants, which will free up homes for local families", (0, 0)),
                ("invented_statistic", "In some coastal villages, more than 40% of houses are second homes.", None),
            ]),
            ("three_perspectives", None, """
### Local residents
For local residents, a premium on second homes could be a way to bring houses back into use. Some owners might decide to sell or to rent long-term, and this would free up homes for local families. The extra money may also help fund local services, such as buses and affordable housing.

### Second home owners
Second home owners are worried about the premium. They already pay full council tax, but for much of the year they hardly use any local services. Some families have kept a holiday home for generations, and they may be forced to sell it.

### Local businesses
Local businesses can see both sides. With fewer second-home visitors, shops, cafes and tradespeople could lose trade. But more people living in the village all year may help businesses stay open in the winter months.
""", []),
            ("three_perspectives", None, """
Here is a summary of the debate about a council tax premium on second homes in coastal villages.

Local residents:
- The premium could push some owners to sell or to rent long-term, so more homes would be free for local families.
- The extra money may help to fund local services like buses and affordable housing.

Second home owners:
- They already pay full council tax, but they use few local services for much of the year.
- Some families have owned their holiday homes for generations, and they may be forced to sell.

In conclusion, the premium may help local families, but it may also be hard on some owners.
""", [
                ("omitted_perspective", None, 2),
            ]),
        ],
    },
    {
        "id": "state_funeral_cost_help",
        "topic": "State help with funeral costs for low-income families",
        "query": "Should the state help low-income families pay for funerals?",
        "perspectives": [
            ("pro", [
                "Funeral costs can push grieving families into serious debt.",
                "State help could let poorer families give their loved ones a dignified funeral.",
                "Families may be spared the stress of borrowing money or crowdfunding at a very hard time.",
            ]),
            ("con", [
                "The scheme would cost taxpayers money that could be spent on other services.",
                "Some funeral firms may raise their prices if they know the state will pay.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### Arguments for state help
Funeral costs can leave grieving families in serious debt, so supporters believe the state should help low-income families pay for funerals. With this help, poorer families could give their loved ones a dignified funeral. It may also spare them the stress of borrowing money or asking for donations online at a very difficult time.

### Arguments against state help
Firstly, the scheme would cost taxpayers money, and this money could be spent on other services instead. Secondly, some funeral firms may put their prices up if they know that the state will pay.
""", []),
            ("prose", None, """
Should the state help low-income families pay for funerals? People have different opinions on this question.

Supporters say that funeral costs can push grieving families into serious debt. They also argue that state help could allow poorer families to give their loved ones a dignified funeral, and that families may be spared the stress of borrowing or crowdfunding at a very hard time.

On the other hand, critics say the scheme would cost taxpayers money which could be used for other services. They also believe that some funeral firms may bring their prices down once they know the state will pay. In addition, some critics argue that families might stop saving or buying funeral plans if they expect the state to cover the cost.
""", [
                ("negation", "some funeral firms may bring their prices down once they know the state will pay", (1, 1)),
                ("invented_claim", "some critics argue that families might stop saving or buying funeral plans if they expect the state to cover the cost", None),
            ]),
            ("numbered", None, """
Here are the main arguments on both sides:

**For state help**
1. Funeral costs always push grieving families deep into debt.
2. State help could let poorer families give their loved ones a dignified funeral.
3. Families may avoid the stress of borrowing money or crowdfunding during a very hard time.

**Against state help**
1. The scheme would cost taxpayers money that could go to other services.
2. Some funeral firms may raise their prices if they know the state will pay.
""", [
                ("exaggeration", "Funeral costs always push grieving families deep into debt.", (0, 0)),
            ]),
            ("dense", None, """
Supporters of state help with funeral costs say that these costs can push grieving families into serious debt, that help could let poorer families give their loved ones a dignified funeral, and that families may be spared the stress of taking out payday loans or setting up a GoFundMe page at a very hard time, while opponents worry that some funeral firms may raise their prices if they know the state will pay.
""", [
                ("added_detail", "families may be spared the stress of taking out payday loans or setting up a GoFundMe page at a very hard time", (0, 2)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("bullets", None, """
Supporters of state help for funeral costs make these points:
- Paying for a funeral can put grieving families into serious debt.
- With help from the state, poorer families could still give their loved ones a dignified funeral.
- Families may not have to face the stress of borrowing or crowdfunding at such a hard time.

Critics raise two concerns:
- The scheme would use taxpayers' money that could be spent on other services.
- Some funeral firms may increase their prices if they know the state is paying.
""", []),
            ("closing", None, """
Should the state help low-income families pay for funerals? Firstly, supporters say that funeral costs can push grieving families into serious debt, and in the UK the average basic funeral now costs around £4,000. Secondly, state help could let poorer families give their loved ones a dignified funeral. Thirdly, they say that even a poor family should be able to say goodbye to a loved one with dignity.

On the other hand, opponents say that the scheme would cost taxpayers money that could be spent on other services. They also warn that some funeral firms may raise their prices if they know the state will pay.

In conclusion, it is a difficult question, and the answer depends on how each person balances these points.
""", [
                ("invented_statistic", "in the UK the average basic funeral now costs around £4,000", None),
                ("repetition", "they say that even a poor family should be able to say goodbye to a loved one with dignity", (0, 2)),
            ]),
        ],
    },
    {
        "id": "supermarket_unit_pricing_labels",
        "topic": "Mandatory unit pricing labels on all supermarket products",
        "query": "Should supermarkets be required to show unit pricing labels on all products?",
        "perspectives": [
            ("pro", [
                "Unit prices let shoppers compare value between different pack sizes and brands.",
                "Clear labels may help low-income households stretch their food budget.",
            ]),
            ("con", [
                "Changing the labels on every product could be costly for small shops.",
                "Some shoppers may ignore the labels, so the benefit could be small.",
                "Shelf labels could become crowded and harder to read.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Should supermarkets be required to show unit pricing labels on all products? There are points on both sides.

Firstly, supporters say that unit prices help shoppers to compare value between different pack sizes and brands. Secondly, they believe clear labels may help low-income households make their food budget go further.

On the other hand, there are some concerns. Changing the labels on every product could be expensive for small shops. Also, some shoppers may simply ignore the labels, so the benefit could be quite small. Lastly, critics say that shelf labels could become crowded and harder to read.
""", []),
            ("bullets", None, """
**Arguments for mandatory unit pricing:**
- Shoppers can compare value between pack sizes and brands, for example by seeing the price per 100 grams of cereal or per litre of milk.
- Clear labels may help low-income households stretch their food budget.
- The labels on shelves could get crowded and harder to read.

**Arguments against:**
- Changing labels on every product could be costly for small shops.
- Some shoppers may ignore the labels, so the benefit could be small.
""", [
                ("added_detail", "for example by seeing the price per 100 grams of cereal or per litre of milk", (0, 0)),
                ("side_swap", "The labels on shelves could get crowded and harder to read.", (1, 2)),
            ]),
            ("dense", None, """
Supporters of mandatory unit pricing argue that it lets shoppers compare value across pack sizes and brands and may help low-income households stretch their food budgets, whereas critics say that relabelling every product could be costly for small shops, that shelf labels could become crowded and harder to read, and that some shoppers may ignore the labels anyway, so the benefit could be small.
""", []),
            ("headed", None, """
## The case for unit pricing
Unit pricing lets shoppers compare value between different pack sizes and brands. However, clear labels would not really help low-income households with their food budget.

## The case against unit pricing
Changing the labels on every product would be very costly for all shops, big and small. Some shoppers may ignore the labels, so the benefit could be small. In addition, shelf labels could become crowded and harder to read.
""", [
                ("negation", "clear labels would not really help low-income households with their food budget", (0, 1)),
                ("exaggeration", "Changing the labels on every product would be very costly for all shops, big and small.", (1, 0)),
            ]),
            ("closing", None, """
Should supermarkets have to show unit pricing labels on all products?

**Supporters say:**
1. Unit prices let people compare value between pack sizes and brands.
2. Clear labels may help low-income households stretch their food budget.

**Critics say:**
1. Changing the labels on every product could cost small shops a lot.
2. Some shoppers may ignore the labels, so the benefit might be small.
3. Shelf labels could become crowded and more difficult to read.

In conclusion, the decision depends on whether the benefit for shoppers is bigger than the cost and the practical problems.
""", []),
            ("numbered", None, """
There are arguments for and against making unit pricing labels mandatory on all supermarket products.

1. **Comparing value:** Unit prices let shoppers compare value between different pack sizes and brands.
2. **Helping poorer households:** Clear labels may help low-income households stretch their food budget.
3. **Misleading offers:** Supporters also argue that clear unit prices could stop supermarkets from using misleading multi-buy offers.
4. **Cost for small shops:** On the other hand, changing the labels on every product could be costly for small shops.
5. **Crowded labels:** Lastly, shelf labels could become crowded and harder to read.
""", [
                ("invented_claim", "Supporters also argue that clear unit prices could stop supermarkets from using misleading multi-buy offers.", None),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "free_online_returns_law",
        "topic": "A law making returns of online purchases free of charge",
        "query": "Should there be a law making returns of online purchases free of charge?",
        "perspectives": [
            ("shoppers", [
                "Free returns would let people buy online with more confidence, especially clothes and shoes.",
                "Return fees can hit low-income buyers hardest when an item is faulty or does not fit.",
            ]),
            ("retailers", [
                "Small online sellers may struggle to cover the cost of return postage.",
                "Free returns could encourage people to order many items and send most back, which adds delivery traffic and packaging waste.",
                "Businesses might raise prices for everyone to pay for the returns.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Should there be a law making returns of online purchases free of charge? Here are the main points from shoppers and retailers.

**Shoppers**
1. Free returns would give people more confidence to buy online, especially when buying clothes and shoes.
2. Return fees can hit low-income buyers the hardest, for example when an item is faulty or does not fit.

**Retailers**
1. Small online sellers may find it hard to pay for return postage.
2. Free returns could encourage people to order a lot of items and send most of them back. This means more delivery traffic and more packaging waste.
3. Businesses might put up prices for all customers to cover the cost of returns.
""", []),
            ("headed", None, """
### What shoppers say
Shoppers argue that free returns would let people buy online with more confidence, especially clothes and shoes. They also say that return fees can hit low-income buyers hardest when an item is faulty or doesn't fit. Some shoppers add that a law would make the rules the same for every shop, so people would not need to read each seller's returns policy.

### What retailers say
Retailers warn that small online sellers may struggle to cover the cost of return postage. They also believe free returns could encourage people to order many items and send most of them back, which adds delivery traffic and packaging waste. Finally, prices will definitely go up for every customer to pay for all these returns.
""", [
                ("invented_claim", "Some shoppers add that a law would make the rules the same for every shop, so people would not need to read each seller's returns policy.", None),
                ("exaggeration", "prices will definitely go up for every customer to pay for all these returns", (1, 2)),
            ]),
            ("bullets", None, """
Shoppers and retailers see this law differently.

**Shoppers**
- People would feel more confident buying online, especially clothes and shoes, if returns were free.
- Return fees can be hardest on low-income buyers when something is faulty or the wrong size.

**Retailers**
- Smaller online sellers could comfortably cover the cost of return postage.
- Free returns could lead people to order lots of items and return most of them, adding to delivery traffic and packaging waste.
- Businesses might raise prices for everyone to pay for returns.
""", [
                ("negation", "Smaller online sellers could comfortably cover the cost of return postage.", (1, 0)),
            ]),
            ("prose", None, """
Should there be a law making returns of online purchases free of charge? Firstly, from the shoppers' side, free returns would let people buy online with more confidence, especially when they buy clothes and shoes. Secondly, return fees can hit low-income buyers hardest if an item is faulty or does not fit.

On the other hand, retailers have several worries. Small online sellers, like people who sell handmade goods on Etsy, may struggle to pay for return postage. Free returns could also encourage people to order many items and send most of them back, and this adds delivery traffic and packaging waste. Lastly, businesses might raise their prices for everyone to pay for the returns.
""", [
                ("added_detail", "like people who sell handmade goods on Etsy", (1, 0)),
            ]),
            ("dense", None, """
Shoppers argue that free returns would let people buy online, especially clothes and shoes, with more confidence and that return fees can hit low-income buyers hardest when an item is faulty or does not fit, while retailers reply that small online sellers may struggle to cover return postage, that free returns could encourage people to order many items and send most back, adding delivery traffic and packaging waste, and that businesses might raise prices for everyone to pay for the returns.
""", []),
            ("closing", None, """
Should there be a law making returns of online purchases free of charge? Both shoppers and retailers make important points.

Shoppers say that free returns would help people buy online with more confidence, especially clothes and shoes. They also say that return fees can hit low-income buyers hardest when an item is faulty or does not fit. In addition, shoppers worry that businesses might put prices up for everyone to pay for the returns.

Retailers, however, say that small online sellers may struggle to cover the cost of return postage. They also say free returns could encourage people to order many items and send most back, which means more delivery traffic and packaging waste.

Ultimately, the answer depends on how lawmakers balance the needs of shoppers and businesses.
""", [
                ("side_swap", "shoppers worry that businesses might put prices up for everyone to pay for the returns", (1, 2)),
            ]),
        ],
    },
]
