"""Fresh3 batch f11 (written by a separate writer): Taxing private jet flights; Allowing dogs in restaurants; Capping the number of day-trippers to small islands; Warning labels on ultra-processed food."""

TOPICS = [
    {
        "id": "private_jet_flight_tax",
        "topic": "Taxing private jet flights",
        "query": "Should governments impose a special tax on private jet flights?",
        "perspectives": [
            ("environmental groups", [
                "Private jets emit far more carbon per passenger than commercial flights, so a tax would make users pay for that pollution.",
                "Revenue from the tax could be used to fund cleaner transport or climate projects.",
            ]),
            ("aviation operators", [
                "A steep tax may push wealthy customers to register their jets or fly from airports in other countries.",
                "Private aviation supports skilled jobs in maintenance, piloting and ground services.",
                "Some flights are for medical transport or emergencies and should not be taxed the same way.",
            ]),
            ("airport communities", [
                "Smaller regional airports depend on private jet traffic to stay financially viable.",
                "Residents near airfields could benefit from less noise if the number of flights drops.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Honestly, this one splits three ways pretty neatly.

**Environmental groups** are the ones pushing for it. Their main point is that a private jet puts out way more carbon per passenger than a regular commercial flight, so a tax basically makes the people flying them pay for that pollution. They'd also like the money to go somewhere useful, like cleaner transport or climate projects.

**Aviation operators** see it differently. A steep tax might just send wealthy customers abroad, registering their planes or flying out of airports in other countries instead. They also point out that private aviation keeps skilled people employed (maintenance crews, pilots, ground staff), and that some flights are medical or emergency trips that shouldn't be taxed the same as any other private flight.

**Airport communities** are kind of torn. Smaller regional airports rely on private jet traffic to stay afloat financially, but people living near airfields could get some relief from the noise if fewer flights take off.
""", []),
            ("three_perspectives", None, """
Basically there are three camps here:

- **Environmental groups:** private jets emit far more carbon per passenger than commercial flights, so taxing them makes users cover the cost of that pollution. The revenue could also go toward cleaner transport or climate projects.
- **Aviation operators:** a steep tax may just push rich customers to register their jets or fly from airports in other countries. Private aviation also supports skilled jobs (maintenance, piloting, ground services), and some flights are medical or emergency transport that shouldn't be lumped in with everything else.
- **Airport communities:** smaller regional airports depend on private jet traffic to stay viable, though residents near airfields could get less noise if the number of flights drops.

So it's less a simple yes/no and more a question of who bears the trade-offs.
""", []),
            ("three_perspectives", None, """
Okay, so three groups with pretty different stakes:

1. **Environmental groups** – The big one is emissions: private jets put out far more carbon per passenger than commercial flights, and a tax would make the people using them pay for that. Plus the money raised could fund cleaner transport or climate projects.
2. **Aviation operators** – They argue a steep tax will drive wealthy customers to register their planes and fly out of other countries instead. And private aviation supports skilled jobs in maintenance, piloting and ground services.
3. **Airport communities** – Smaller regional airports need private jet traffic to stay financially viable. On the flip side, folks living near airfields could enjoy less noise if flights drop off.
""", [
                ("exaggeration", "a steep tax will drive wealthy customers to register their planes and fly out of other countries instead", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("three_perspectives", None, """
Honestly, the environmental side is the simplest to sum up. Private jets emit far more carbon per passenger than commercial flights, so they see a tax as making users pay for that pollution. They also reckon residents near airfields could get a break from the noise if fewer jets fly, and that the revenue could go into cleaner transport or climate projects.

Aviation operators aren't thrilled, as you'd expect. Their worry is that a steep tax may push wealthy clients to register or fly from airports in other countries. They also point to the skilled jobs private aviation supports (maintenance, pilots, ground crew), and note that some flights are medical or emergency transport and shouldn't be taxed the same way.

Then there are the communities around regional airports. For them it's mostly about money: smaller airports depend on private jet traffic to stay financially viable.
""", [
                ("side_swap", "They also reckon residents near airfields could get a break from the noise if fewer jets fly", (2, 1)),
            ]),
            ("three_perspectives", None, """
The basic split is environmentalists vs. the aviation industry.

Environmental groups say private jets produce far more carbon per passenger than commercial planes, so a tax is a way to make users pay for that pollution. The money could also be put toward cleaner transport or climate projects, which is a nice bonus from their point of view.

Aviation operators push back on a few fronts:
- a steep tax may just lead wealthy customers to register or fly out of airports abroad
- private aviation supports skilled jobs in maintenance, piloting and ground services
- some flights are medical or emergency transport, and taxing those the same way seems unfair

Where you land probably depends on how much weight you give to emissions vs. jobs.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Here's how the three sides line up.

**Environmental groups:** Private jets pump out far more carbon per passenger than commercial flights do, so they want users to pay for that pollution through a tax. And the revenue could fund high-speed rail, electric buses and other climate projects.

**Aviation operators:** The fear is that a steep tax may simply push wealthy flyers to other countries' airports or registries. They also stress that private aviation supports skilled jobs (mechanics, pilots, ground staff) and that medical or emergency flights shouldn't get taxed like any other private trip.

**Airport communities:** Smaller regional airports don't really depend on private jet traffic to stay afloat, and residents near airfields could get some peace and quiet if the number of flights drops.

Honestly, it's one of those debates where everyone has a point.
""", [
                ("added_detail", "the revenue could fund high-speed rail, electric buses and other climate projects", (0, 1)),
                ("negation", "Smaller regional airports don't really depend on private jet traffic to stay afloat", (2, 0)),
            ]),
        ],
    },
    {
        "id": "dogs_in_restaurants",
        "topic": "Allowing dogs in restaurants",
        "query": "Should restaurants be allowed to let dogs inside?",
        "perspectives": [
            ("pro", [
                "Dog owners could eat out more often if they didn't have to leave their pets at home.",
                "Allowing dogs may attract loyal customers and give some restaurants an edge over competitors.",
            ]),
            ("con", [
                "Dogs could pose hygiene risks in areas where food is prepared or served.",
                "Some diners have allergies or a fear of dogs and may feel uncomfortable.",
                "Barking or badly behaved dogs can disrupt other customers' meals.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
This one gets people worked up more than you'd think! Here's the gist:

**For letting dogs in**
- Dog owners could eat out more often since they wouldn't have to leave their pets at home.
- It may bring in loyal customers and give some restaurants an edge over the competition.

**Against**
- Hygiene is the big one: dogs could be a risk anywhere food is prepared or served.
- Some diners are allergic to or scared of dogs and might feel uncomfortable.
- A barking or badly behaved dog can disrupt everyone else's meal.
""", []),
            ("prose", None, """
Honestly, it mostly comes down to who you ask.

People in favour say dog owners could go out to eat more often if they didn't have to leave their pets at home. Letting dogs in may also draw in loyal regulars, though it's unlikely to give restaurants much of an edge over competitors.

The other camp has a longer list. Hygiene comes first: dogs could pose a risk wherever food is prepared or served. Some diners have allergies or are afraid of dogs and may feel uneasy, and a barking or unruly dog can disrupt everyone else's meal. There's also the worry that staff could get bitten or tripped up while carrying hot plates between tables.
""", [
                ("negation", "though it's unlikely to give restaurants much of an edge over competitors", (0, 1)),
                ("invented_claim", "staff could get bitten or tripped up while carrying hot plates between tables", None),
            ]),
            ("numbered", None, """
Sure, here's a quick rundown.

Arguments for allowing dogs:
1. Owners could eat out more if they didn't have to leave the dog at home.
2. It may win over loyal customers and give some places a competitive edge.

Arguments against:
1. Hygiene: dogs could pose risks in areas where food is prepared or served.
2. Some diners have allergies or a fear of dogs and might be uncomfortable.
3. Barking or poorly behaved dogs can disrupt other people's meals.

Basically, convenience and business appeal on one side, cleanliness and other diners' comfort on the other.
""", []),
            ("headed", None, """
### The case for

Basically, it's about convenience and business. Dog owners could eat out more often if they didn't have to leave their pets at home, and welcoming dogs may attract loyal customers, giving some restaurants an edge over their rivals.

### The case against

The big one is hygiene: dogs could pose risks where food is prepared or served. Noise and behaviour matter too, since barking or badly behaved dogs can disrupt other diners' meals. And again, critics keep coming back to cleanliness: having animals near kitchens and plates just isn't very sanitary.
""", [
                ("repetition", "critics keep coming back to cleanliness: having animals near kitchens and plates just isn't very sanitary", (1, 1)),
            ]),
            ("dense", None, """
In short, supporters say letting dogs in means owners could eat out more instead of leaving their pets at home and guarantees restaurants a base of loyal customers that puts them ahead of competitors, while opponents worry about hygiene risks where food is prepared or served, diners with allergies or a fear of dogs feeling uncomfortable, and barking or unruly dogs disrupting other people's meals.
""", [
                ("exaggeration", "guarantees restaurants a base of loyal customers that puts them ahead of competitors", (0, 1)),
            ]),
            ("closing", None, """
Honestly, both sides have fair points here.

On the plus side, dog owners could eat out more often if they weren't stuck leaving their pets at home. And being dog-friendly may attract loyal customers, which could give some restaurants an edge over competitors.

On the downside, there are possible hygiene risks with dogs around areas where food is prepared or served. Some diners have allergies or are scared of dogs and might feel uncomfortable, and a barking or misbehaving dog can disrupt other people's meals.

At the end of the day, it probably depends on the restaurant and its customers.
""", []),
        ],
    },
    {
        "id": "island_day_tripper_cap",
        "topic": "Capping the number of day-trippers to small islands",
        "query": "Should small islands cap the number of day-trippers who can visit each day?",
        "perspectives": [
            ("residents", [
                "Crowds of day-trippers can overwhelm narrow roads, ferries and local services.",
                "A cap could help protect fragile beaches and wildlife from wear and tear.",
                "Day-trippers often spend little locally compared with overnight visitors.",
            ]),
            ("tourism businesses", [
                "Shops, cafés and boat operators may lose much of their income if visitor numbers are limited.",
                "A cap could make the island feel exclusive and unwelcoming to ordinary travellers.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Basically it's residents vs. the tourism trade.

Residents tend to like the idea. The big one for them is crowding: too many day-trippers can swamp the narrow roads, the ferries and local services. A cap could also help shield fragile beaches and wildlife from wear and tear. And, somewhat bluntly, day-trippers often don't spend much locally compared with people who stay overnight.

Tourism businesses are a lot less keen. Shops, cafés and boat operators may lose much of their income if visitor numbers get limited. There's also a worry that a cap could make the island come across as exclusive and unwelcoming to ordinary travellers.
""", []),
            ("bullets", None, """
Quick summary of where each side stands:

**Residents**
- Day-tripper crowds can overwhelm narrow roads, ferries and local services.
- A cap could help protect fragile beaches and wildlife from wear and tear.
- Day visitors often spend little locally compared with overnight guests.
- One survey found roughly 60% of islanders would back a daily limit.

**Tourism businesses**
- Shops, cafés and boat operators may lose a big chunk of their income if numbers are capped.
- Limits could make the island feel exclusive and unwelcoming to ordinary travellers.
""", [
                ("invented_statistic", "One survey found roughly 60% of islanders would back a daily limit.", None),
            ]),
            ("headed", None, """
## Residents

Honestly, the main complaint is that crowds of day-trippers can overwhelm narrow roads, ferries and local services. They also think a cap could help protect fragile beaches and wildlife from wear and tear.

## Tourism businesses

For shop owners, cafés and boat operators, the worry is that limiting visitor numbers may cost them much of their income. They also make the point that day-trippers often spend little locally compared with overnight visitors.
""", [
                ("side_swap", "They also make the point that day-trippers often spend little locally compared with overnight visitors", (0, 2)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
Residents argue that crowds of day-trippers can overwhelm narrow roads, ferries and local services, that a cap could help protect fragile beaches and wildlife from wear and tear, and that day visitors often spend little locally compared with overnight guests; tourism businesses counter that shops, cafés and boat operators may lose much of their income under a limit, and that a cap could make the island feel exclusive and unwelcoming to ordinary travellers.
""", []),
            ("numbered", None, """
Here's the rundown, residents first:

1. **Crowding** – Day-tripper crowds can overwhelm narrow roads, ferries and local services.
2. **Environment** – A cap would do little to protect fragile beaches and wildlife from wear and tear.
3. **Spending** – Day-trippers often spend little locally compared with overnight visitors.

And from the tourism businesses' side:

1. **Income** – Shops, cafés and boat operators may lose much of their income if visitor numbers are limited, especially during the short July–August peak when they make most of their money.
2. **Image** – A cap could make the island feel exclusive and unwelcoming to ordinary travellers.
""", [
                ("negation", "A cap would do little to protect fragile beaches and wildlife from wear and tear", (0, 1)),
                ("added_detail", "especially during the short July–August peak when they make most of their money", (1, 0)),
            ]),
            ("closing", None, """
Honestly, it's a tough balance.

On one side, residents say crowds of day-trippers can overwhelm narrow roads, ferries and local services, and a cap could help protect fragile beaches and wildlife from wear and tear. They also note that day-trippers often spend little locally compared with overnight visitors.

On the other side, tourism businesses worry that shops, cafés and boat operators may lose much of their income if numbers are limited. A cap could also make the island feel exclusive and unwelcoming to ordinary travellers, and some point out that enforcing it would mean costly ticketing systems and checks at the ferry terminal.

In the end, it's about weighing quality of life and nature against livelihoods.
""", [
                ("invented_claim", "some point out that enforcing it would mean costly ticketing systems and checks at the ferry terminal", None),
            ]),
        ],
    },
    {
        "id": "ultra_processed_food_labels",
        "topic": "Warning labels on ultra-processed food",
        "query": "Should ultra-processed foods be required to carry warning labels?",
        "perspectives": [
            ("pro", [
                "Labels could help shoppers spot products linked to poor health outcomes.",
                "Warning labels may push manufacturers to reformulate their products.",
            ]),
            ("con", [
                "The definition of 'ultra-processed' is vague and could sweep in some healthy foods.",
                "Labels may stigmatise cheap foods that low-income families rely on.",
                "Extra labelling could raise costs for small producers.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### Why some want labels

Basically, labels could make it easier for shoppers to spot products linked to poor health outcomes. There's also a hope that warnings may nudge manufacturers into reformulating what they sell.

### Why others are sceptical

The big one is the definition: "ultra-processed" is pretty vague and could end up sweeping in some foods that are actually healthy. Critics also worry labels may stigmatise cheap foods that low-income families rely on, and that the extra labelling could raise costs for small producers.
""", []),
            ("closing", None, """
Honestly, this one's trickier than it looks.

Supporters say warning labels would show shoppers exactly which products cause poor health. They also think labels may push manufacturers to reformulate their recipes. Ultra-processed foods already make up more than half of the calories in the average Western diet, so the stakes are high.

Critics, though, say "ultra-processed" is a vague category that could sweep in some perfectly healthy foods. Labels may also stigmatise cheap staples that low-income families depend on, and the extra labelling could push up costs for small producers.

Where you come down probably depends on how you weigh public health against cost and fairness.
""", [
                ("exaggeration", "warning labels would show shoppers exactly which products cause poor health", (0, 0)),
                ("invented_statistic", "Ultra-processed foods already make up more than half of the calories in the average Western diet, so the stakes are high.", None),
            ]),
            ("dense", None, """
Supporters argue labels could help shoppers pick out products linked to poor health outcomes and might even discourage manufacturers from reformulating their products, while critics counter that "ultra-processed" is too vague a term and could catch some healthy foods, that labels may stigmatise the cheap foods low-income families rely on, and that extra labelling could raise costs for small producers.
""", [
                ("negation", "might even discourage manufacturers from reformulating their products", (0, 1)),
            ]),
            ("bullets", None, """
Here's how the arguments shake out:

**For mandatory labels**
- They could help shoppers spot products linked to poor health outcomes.
- They may push manufacturers to rework their recipes.

**Against**
- "Ultra-processed" is a fuzzy definition that could pull in some healthy foods.
- Labels may stigmatise cheap foods that low-income families rely on.
- Extra labelling could add costs for small producers.
""", []),
            ("prose", None, """
So the pro side is pretty straightforward. Labels could help people spot products linked to poor health outcomes while they shop, and the threat of a warning may push manufacturers to reformulate. Some supporters also see labels as a way to cut long-term healthcare costs.

The con side has a few threads. For one, "ultra-processed" is a vague label that could sweep in healthy stuff like wholegrain bread or plain yogurt. Critics also say labels may stigmatise cheap foods that low-income families rely on, and that extra labelling could raise costs for small producers.
""", [
                ("invented_claim", "Some supporters also see labels as a way to cut long-term healthcare costs.", None),
                ("added_detail", "could sweep in healthy stuff like wholegrain bread or plain yogurt", (1, 0)),
            ]),
            ("numbered", None, """
Sure, here's a summary.

In favour:
1. **Informed choices** – labels could help shoppers spot products tied to poor health outcomes.
2. **Industry pressure** – warnings may push manufacturers to reformulate their products.

Against:
1. **Vague definition** – "ultra-processed" isn't clearly defined and could catch some healthy foods.
2. **Stigma** – labels may stigmatise cheap foods that low-income families rely on.
3. **Cost** – extra labelling could raise costs for small producers.

It's a genuinely contested issue, and reasonable people land on both sides.
""", []),
        ],
    },
]
