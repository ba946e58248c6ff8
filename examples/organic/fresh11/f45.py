"""Fresh11 batch f45 (written by a separate writer): Paying academics for peer review; Banning visitor photography in art museums; Banning subscription fees for features already built into cars; Dedicated public funding for replication studies."""

TOPICS = [
    {
        "id": "paying_peer_reviewers",
        "topic": "Paying academics for peer review",
        "query": "Should academic journals pay scientists for doing peer review? I'd like a balanced overview of the different views.",
        "perspectives": [
            ("academics", [
                "Reviewing is skilled, time-consuming work that publishers currently get from researchers for free.",
                "Payment could help journals find reviewers faster and cut long publication delays.",
            ]),
            ("publishers", [
                "Paying reviewers would raise publishing costs, which would be passed on through higher fees.",
                "Cash incentives may attract reviewers who rush through papers just to collect the fee.",
            ]),
            ("universities", [
                "Peer review is already covered by academics' salaries, so payment would mean paying twice.",
                "Formal credit for reviewing in promotion decisions would be a better reward than cash.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Whether journals should pay for peer review is contested partly because academics, publishers and universities each sit at a different point in the same system.

**Academics** make the case for payment. Reviewing a paper is skilled work and takes real time, yet publishers currently receive it from researchers for nothing. They also suggest that offering payment could make it easier for journals to find reviewers quickly, which might shorten the long waits between submission and publication.

**Publishers** raise a few concerns. The most direct one is cost: paying reviewers would push up the cost of publishing, and those costs would end up being passed on as higher fees. They also worry that cash might draw in reviewers who rush through papers just to collect the fee.

**Universities** come at it from another angle. In their view, reviewing is already part of what academics are paid their salaries to do, so a separate fee would amount to paying for the same work twice. They argue that the better reward would be formal credit for review work when promotion decisions are made, rather than cash.

Where you land probably depends on how much weight you give to fairness for individual reviewers versus the cost and quality risks for the system as a whole.
""", []),
            ("three_perspectives", None, """
Paying peer reviewers sounds simple, but it divides people who depend on the same publishing system.

The case for payment, made mainly by **academics**, rests on two points. First, reviewing is demanding, skilled work that eats into researchers' time, and publishers currently get it without paying anything. Second, a fee could make it easier for journals to recruit reviewers quickly, which may help cut the long delays papers face before publication.

**Publishers** see it differently. They point out that paying reviewers would make publishing more expensive, and that the extra cost would be passed on in the form of higher fees. There's also a quality worry: money may attract people who race through papers simply to claim the payment.

It's worth noting that the disagreement here is mostly over whether cash is the right lever.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
There's no consensus here, because paying for peer review would shift costs and incentives for several groups at once.

**Academics** argue that review is skilled and time-consuming, and that publishers currently benefit from it for free; one survey estimated that researchers collectively give more than 100 million hours a year to reviewing. They add that payment could help editors line up reviewers faster, which might trim the long delays before publication.

**Publishers** counter that paying reviewers would raise the cost of publishing, and those costs would ultimately show up as higher fees. They also suggest that cash incentives may draw in reviewers who take extra care over papers to earn the fee.

**Universities** make two points:
- Reviewing is already covered by academics' salaries, so a separate payment would mean paying for it twice.
- Giving reviewing formal weight in promotion decisions would reward it better than money.

Where you land probably depends on whether you see reviewing as unpaid labor or as part of a job that's already paid.
""", [
                ("invented_statistic", "one survey estimated that researchers collectively give more than 100 million hours a year to reviewing", None),
                ("negation", "cash incentives may draw in reviewers who take extra care over papers to earn the fee", (1, 1)),
            ]),
            ("three_perspectives", None, """
Paying for peer review is a contested idea because it touches on who pays for academic publishing and what counts as part of a researcher's job.

Start with **universities**. They argue that reviewing is already covered by the salaries academics receive, so a fee from journals would mean the same work gets paid for twice. Their preferred alternative is to give reviewing formal credit in promotion decisions, which they see as a better reward than cash.

**Academics** tend to see things differently. The case for payment rests mainly on fairness: reviewing is skilled and time-consuming, and publishers currently get it from researchers for free. They also argue that paying reviewers could help journals find them more quickly and so cut down the long delays before papers appear.

**Publishers**, for their part, raise two concerns:
- Paying reviewers would increase publishing costs, and those would be passed on through higher fees.
- Cash may attract reviewers who rush through papers just to collect the fee.

The answer may depend on whether you think the main problem with peer review is fairness, speed, or quality.
""", []),
            ("three_perspectives", None, """
This one is contested because the three groups involved each see different costs and benefits in how peer review is rewarded.

The **academic** case rests mainly on fairness. Reviewing is skilled work that takes a lot of time, and at the moment publishers get it from researchers without paying for it.

**Publishers** are more cautious. They concede that payment could help them find reviewers faster and cut long publication delays, but they argue that paying reviewers would raise publishing costs, which would be passed on through higher fees. They also warn that cash will inevitably attract reviewers who rush through papers just to collect the fee.

**Universities** have their own objection: reviewing is already part of what academics' salaries pay for, so a fee would effectively pay for the same work twice. They'd rather see reviewing given formal credit in promotion decisions, which they regard as a better reward than cash.

Where you land probably depends on how you weigh fairness to reviewers against cost and the risk of rushed reviews.
""", [
                ("side_swap", "They concede that payment could help them find reviewers faster and cut long publication delays", (0, 1)),
                ("exaggeration", "cash will inevitably attract reviewers who rush through papers just to collect the fee", (1, 1)),
            ]),
            ("three_perspectives", None, """
Paying for peer review is a genuinely divisive proposal, since academics, publishers and universities each frame the problem differently.

**Publishers** raise a few concerns. Paying reviewers would add to the cost of publishing, and that cost would be passed on through higher fees. Cash incentives may also attract reviewers who hurry through papers mainly to collect the fee.

**Universities** are skeptical for a different reason. They see peer review as already covered by academics' salaries, so paying for it would mean paying twice. In their view, counting reviewing formally in promotion decisions would be a better reward than cash.

**Academics** who favor payment argue that reviewing is skilled and time-consuming work that publishers currently receive for free. They also suggest a fee could help journals recruit reviewers faster and cut the long delays before publication.

In the end, the question is largely about what form recognition for reviewers should take.
""", []),
        ],
    },
    {
        "id": "museum_photography_ban",
        "topic": "Banning visitor photography in art museums",
        "query": "Should art museums ban visitors from taking photos in the galleries?",
        "perspectives": [
            ("supporters", [
                "Crowds stopping to take photos block views and slow the flow through busy galleries.",
                "Repeated flash photography may fade fragile pigments and textiles over time.",
                "Some lenders of artworks require photo bans as a condition of their loans.",
            ]),
            ("opponents", [
                "Visitors' photos shared online act as free publicity that draws new audiences to museums.",
                "Bans are difficult for gallery staff to enforce and sour relations with visitors.",
                "Photographing works helps students and artists study details they want to revisit later.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Photo bans in art museums are contested because they set the experience inside the gallery against the ways visitors now share and study art.

The case for a ban rests mainly on three points. **Supporters** say that people stopping to take pictures block others' views and slow the movement of crowds through busy rooms. They also point out that repeated flash photography may gradually fade fragile pigments and textiles. And some lenders of artworks make a photo ban a condition of their loans.

**Opponents** raise a few concerns of their own. Photos that visitors post online work as free publicity that draws new audiences to museums. Bans are also difficult for gallery staff to enforce, and they sour relations with visitors. Finally, photographing a work lets students and artists capture details they want to go back to later.

Where you land probably depends on how much weight you give to crowding, conservation and loan terms versus publicity, goodwill and study.
""", []),
            ("bullets", None, """
Whether art museums should ban photography is contested because it pits the experience in the gallery against the value of images shared beyond it.

**Supporters** of a ban make these points:
- People stopping to take photos block views and slow the flow of visitors through busy galleries.
- Without phones out, visitors tend to spend longer looking at each work.
- Repeated flash photography may fade fragile pigments and textiles over time.
- Some lenders, particularly private collectors and foreign state museums, make a photo ban a condition of lending their works.

**Opponents** respond that:
- Photos visitors share online are free publicity that draws new audiences to museums.
- Bans are difficult for staff to enforce and sour relations with visitors.
- Taking photos helps students and artists study details they want to come back to later.

Where you land probably depends on whether you see the gallery visit as the main event or as a starting point for engaging with art afterward.
""", [
                ("invented_claim", "Without phones out, visitors tend to spend longer looking at each work", None),
                ("added_detail", "Some lenders, particularly private collectors and foreign state museums, make a photo ban a condition of lending their works", (0, 2)),
            ]),
            ("numbered", None, """
Photography bans divide opinion because museums are weighing crowding, conservation and loan terms against publicity and visitor goodwill.

Arguments for a ban:
1. Visitors pausing to take photos block the view for others and slow the flow through crowded galleries.
2. Repeated use of flash may fade fragile pigments and textiles over time.
3. Some lenders insist on a photo ban as a condition of lending their artworks.

Arguments against a ban:
1. Photos shared on social media act as free publicity and draw new audiences to museums.
2. Gallery staff find bans difficult to enforce, and enforcing them sours relations with visitors.

For supporters, the core issue remains people holding up phones and clogging busy rooms for everyone else. Where you land probably depends on how much weight you give to that against the reach visitor photos provide.
""", [
                ("repetition", "the core issue remains people holding up phones and clogging busy rooms for everyone else", (1, 2)),
            ]),
            ("headed", None, """
Whether to ban photography in art museums is contested because it affects visitors, conservation and publicity all at once.

### The case for a ban
The case for a ban rests mainly on the visit itself and on the art. When crowds stop to take photos, they block views and slow movement through busy galleries. Repeated flash photography may also fade fragile pigments and textiles over time. On top of that, some lenders require a photo ban as a condition of their loans.

### The case against
Critics raise a few concerns. Visitors' photos shared online act as free publicity, drawing new audiences to museums. Bans are difficult for gallery staff to enforce and sour relations with visitors. And photographing works helps students and artists study details they want to revisit later.

### Bottom line
Where you land probably depends on how much weight you give to crowding, conservation and lenders' terms compared with publicity, visitor relations and study.
""", []),
            ("dense", None, """
Supporters of banning photography in art museums say that crowds stopping for pictures block views and slow the flow through busy galleries, that repeated flash photography steadily destroys fragile pigments and textiles, and that some lenders demand a photo ban as a condition of their loans; opponents reply that photos visitors share online are free publicity that draws new audiences, and that photographing works helps students and artists study details they want to revisit later.
""", [
                ("exaggeration", "repeated flash photography steadily destroys fragile pigments and textiles", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
A photo ban in art museums is a contested idea because it involves trade-offs between crowding, conservation and access.

**Supporters** argue that people stopping to take pictures block views and slow the flow through busy galleries. They add that repeated flash photography may fade fragile pigments and textiles over time, and that some lenders require a photo ban as a condition of their loans.

**Opponents** concede that photos visitors share online do little to draw new audiences to museums, but they argue that bans are difficult for staff to enforce and sour relations with visitors. They also note that photographing works helps students and artists study details they want to revisit later.

Overall, the debate comes down to how a museum balances crowding, conservation and lenders' conditions against visitor goodwill and study.
""", [
                ("negation", "photos visitors share online do little to draw new audiences to museums", (1, 0)),
            ]),
        ],
    },
    {
        "id": "car_feature_subscriptions",
        "topic": "Banning subscription fees for features already built into cars",
        "query": "Should carmakers be banned from charging monthly subscriptions to unlock features like heated seats that are already installed in the car?",
        "perspectives": [
            ("supporters", [
                "Buyers have already paid for the hardware, so charging again to switch it on is unfair.",
                "Locked features could reduce resale value if subscriptions do not transfer to second owners.",
                "Subscription menus make the real total cost of owning a car harder to compare.",
            ]),
            ("opponents", [
                "Building one standard model and unlocking features later cuts manufacturing costs for carmakers.",
                "Subscriptions may let drivers pay for a feature only in the months they need it.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Feature subscriptions in cars are contested because they change what it means to own something you've already bought.

**Supporters** of a ban make the fairness argument first: buyers have already paid for the hardware, often several hundred dollars' worth of it folded into the sticker price, so charging them again just to switch it on is unfair. They also warn that locked features could lower a car's resale value if subscriptions don't carry over to second owners, and that subscription menus make the real total cost of owning a car harder to compare.

**Opponents** argue that building one standard model and unlocking features later cuts manufacturing costs for carmakers, and that subscription revenue helps carmakers keep base prices lower. They add that subscriptions may let drivers pay for a feature only during the months they actually need it.

Where you land probably depends on whether you see a car as a product you fully own or as a platform whose features can be sold over time.
""", [
                ("added_detail", "often several hundred dollars' worth of it folded into the sticker price", (0, 0)),
                ("invented_claim", "subscription revenue helps carmakers keep base prices lower", None),
            ]),
            ("bullets", None, """
This is contested because it sits where consumer rights meet new business models in the car industry.

The case for a ban rests mainly on three points:
- Buyers have already paid for the hardware, so making them pay again to switch it on is unfair.
- Locked features could reduce resale value if subscriptions don't transfer to second owners.
- Subscription menus make it harder to compare the real total cost of owning a car.

Critics raise a few concerns about a ban:
- Building one standard model and unlocking features later cuts carmakers' manufacturing costs.
- Subscriptions may let drivers pay for a feature only in the months they need it.

Where you land probably depends on how much weight you give to ownership and price transparency versus flexibility and production efficiency.
""", []),
            ("numbered", None, """
Car feature subscriptions are contested because they raise questions about ownership, cost and flexibility at once.

Arguments for banning them:
1. Buyers have already paid for the hardware, so charging again to switch it on is unfair.
2. Locked features could boost resale value, since subscriptions can transfer to second owners.
3. Subscription menus make it harder to compare the true total cost of owning a car.

Arguments against a ban:
1. Building one standard model and unlocking features later dramatically slashes manufacturing costs for carmakers.
2. Subscriptions may let drivers pay for a feature only in the months they need it.

Where you land probably depends on whether you value a simple one-time purchase more than the option to pay as you go.
""", [
                ("negation", "Locked features could boost resale value, since subscriptions can transfer to second owners", (0, 1)),
                ("exaggeration", "dramatically slashes manufacturing costs for carmakers", (1, 0)),
            ]),
            ("headed", None, """
Whether to ban subscriptions for built-in car features is contested because it affects both how cars are sold and what buyers actually own.

### The case for a ban
Supporters argue that buyers have already paid for the hardware, so charging them again to switch it on is unfair. They also say locked features could reduce resale value if subscriptions don't transfer to second owners, and that subscription menus make the real total cost of owning a car harder to compare. Supporters also acknowledge that subscriptions may let drivers pay for a feature only in the months they need it.

### The case against
Opponents argue that building one standard model and unlocking features later cuts manufacturing costs for carmakers.

### Bottom line
Where you land probably depends on how much weight you give to fairness and transparency for buyers versus carmakers' production costs.
""", [
                ("side_swap", "subscriptions may let drivers pay for a feature only in the months they need it", (1, 1)),
            ]),
            ("dense", None, """
Those who want to ban subscriptions for features already built into cars argue that buyers have already paid for the hardware, so charging them again to switch it on is unfair, that locked features could cut resale value if subscriptions don't pass to second owners, and that subscription menus make the real total cost of ownership harder to compare, while opponents counter that building one standard model and unlocking features later cuts manufacturing costs for carmakers and that subscriptions may let drivers pay for a feature only in the months they need it.
""", []),
            ("closing", None, """
This is a contested issue because it touches on both consumer fairness and how carmakers build and sell their vehicles.

On one side, **supporters** of a ban say buyers have already paid for the hardware, so charging again to unlock it is unfair. They worry that locked features could reduce resale value when subscriptions don't transfer to second owners, and that subscription menus make the real total cost of owning a car harder to compare.

On the other side, **opponents** argue that a single standard model with features unlocked later cuts manufacturing costs for carmakers. They also suggest subscriptions may let drivers pay for a feature only in the months they need it.

Overall, the debate is a trade-off between ownership and price clarity on one hand, and manufacturing savings and pay-as-needed flexibility on the other.
""", []),
        ],
    },
    {
        "id": "replication_study_funding",
        "topic": "Dedicated public funding for replication studies",
        "query": "Should government science funders set aside money specifically for replicating published studies?",
        "perspectives": [
            ("supporters", [
                "Many published findings have never been independently checked, so errors go unnoticed for years.",
                "Ring-fenced grants would reward replication work that journals and hiring committees usually undervalue.",
                "Catching false results early could stop other labs wasting money building on them.",
            ]),
            ("critics", [
                "Every dollar spent repeating old studies is a dollar taken from new discoveries.",
                "A failed replication may reflect differences in method rather than a flaw in the original.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Funding replication studies is contested because it asks science funders to trade some new research for more checking of old research.

The case for ring-fenced money rests mainly on three points. **Supporters** note that many published findings have never been independently checked, so errors go unnoticed for years. They argue that dedicated grants would reward replication work, which journals and hiring committees usually undervalue. And they suggest that catching false results early could save other labs from wasting money building on them.

**Critics** raise two main concerns. Every dollar spent repeating old studies, they say, is a dollar taken away from new discoveries. They also caution that a failed replication may reflect differences in method rather than a flaw in the original study.

Where you land probably depends on how much weight you give to verifying existing findings versus funding new ones.
""", []),
            ("bullets", None, """
Whether funders should set aside money for replication is contested because it touches on how science corrects itself and how scarce research money is spent.

**Supporters** argue that:
- Many published findings have never been independently checked, so errors go unnoticed for years.
- Ring-fenced grants would reward replication work that journals and hiring committees tend to undervalue.
- Catching false results early could stop other labs from wasting money building on them.

**Critics** counter that:
- Every dollar spent repeating old studies is a dollar taken from new discoveries.
- A failed replication usually reflects differences in method rather than a flaw in the original.

Where you land probably depends on how much you trust the published record as it stands.
""", [
                ("exaggeration", "A failed replication usually reflects differences in method rather than a flaw in the original", (1, 1)),
            ]),
            ("numbered", None, """
Dedicated replication funding is contested because it raises the question of how much of a limited science budget should go to checking rather than discovering.

Arguments for:
1. Many published findings have never been independently checked, so errors go unnoticed for years; one estimate puts the share of unreplicated findings in biomedicine at around 85 percent.
2. Ring-fenced grants would reward replication work that journals and hiring committees usually undervalue.
3. Catching false results early could stop other labs, particularly in cancer and drug research, from wasting money building on them.

Arguments against:
1. Every dollar spent repeating old studies is a dollar taken from new discoveries.
2. A failed replication may reflect differences in method rather than a flaw in the original study.

Where you land probably depends on whether you think the bigger risk is an unchecked literature or a slower pace of discovery.
""", [
                ("invented_statistic", "one estimate puts the share of unreplicated findings in biomedicine at around 85 percent", None),
                ("added_detail", "Catching false results early could stop other labs, particularly in cancer and drug research, from wasting money building on them", (0, 2)),
            ]),
            ("headed", None, """
Setting aside public money for replication studies is contested because it shifts funding between new results and checking old ones.

### The case for dedicated funding
Supporters point out that many published findings have never been independently checked, which means errors go unnoticed for years. Ring-fenced grants, they argue, would reward replication, a kind of work that journals and hiring committees usually undervalue. It's worth noting that they also see a potential saving: catching false results early could stop other labs from wasting money building on them.

### The case against
Critics argue that every dollar spent repeating old studies is a dollar taken from new discoveries. They also point out that a failed replication may reflect differences in method rather than a flaw in the original.

### Bottom line
Where you land probably depends on how you balance the value of checking the existing record against the cost to new research.
""", []),
            ("dense", None, """
Supporters of dedicated public funding for replication studies argue that many published findings have never been independently checked, so errors go unnoticed for years, that catching false results early could stop other labs from wasting money building on them, and that replication projects would give early-career researchers valuable training in rigorous methods; critics reply that every dollar spent repeating old studies is a dollar taken from new discoveries and that a failed replication may reflect differences in method rather than a flaw in the original.
""", [
                ("invented_claim", "replication projects would give early-career researchers valuable training in rigorous methods", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
This is essentially a debate about priorities in science funding.

**Supporters** argue that even though published findings are usually checked independently before long, ring-fenced grants would reward replication work that journals and hiring committees tend to undervalue. They add that catching false results early could stop other labs wasting money building on them.

**Critics** respond that every dollar spent repeating old studies is a dollar taken from new discoveries, and that a failed replication may reflect differences in method rather than a flaw in the original.

Overall, the question is how a fixed research budget should be split between checking existing findings and pursuing new ones.
""", [
                ("negation", "published findings are usually checked independently before long", (0, 0)),
            ]),
        ],
    },
]
