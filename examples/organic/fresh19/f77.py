"""Fresh19 batch f77 (written by a separate writer): Reserving a share of fishing quota for small inshore boats; Banning supermarkets from rejecting fruit and vegetables for cosmetic flaws; Banning bonuses for water company bosses after serious pollution; Building small modular nuclear reactors on former power station sites."""

TOPICS = [
    {
        "id": "inshore_fishing_quota_share",
        "topic": "Reserving a share of fishing quota for small inshore boats",
        "query": "Should a fixed share of the national fishing quota be reserved for small inshore boats?",
        "perspectives": [
            ("inshore fishers", [
                "A guaranteed share of quota could keep small fishing businesses going in coastal towns.",
                "Small boats mostly use selective gear such as pots and lines, which catch fewer unwanted fish.",
            ]),
            ("large fleet operators", [
                "Taking quota away from larger vessels could cost jobs in processing plants that depend on their catch.",
                "Many operators paid for their quota and see its redistribution as unfair.",
            ]),
            ("fisheries regulators", [
                "Hundreds of small boats are harder to monitor than a few large vessels, so catches could be under-reported.",
                "Reserved quota may go unused in winter, when small boats cannot safely go to sea.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Who should own the sea's catch?

The proposal to reserve a fixed share of the national fishing quota for small inshore boats has set three constituencies against one another, and it is worth setting out what each of them says.

The inshore fishers make the simplest case. A guaranteed slice of quota, they argue, could keep small fishing businesses going in coastal towns. They add that small boats mostly fish with selective gear such as pots and lines, which catch fewer unwanted fish.

The operators of the large fleet see it differently. Quota taken from their vessels, they warn, could cost jobs in the processing plants that rely on their landings. Many of them also paid for the quota they hold, and regard handing it to others as unfair.

The regulators, for their part, raise practical doubts. Hundreds of small boats are harder to watch than a handful of large vessels, so catches could go under-reported. And quota set aside for the inshore fleet may simply go unused in winter, when small boats cannot safely put to sea.

We have heard three serious cases, and none of them is frivolous. This newspaper does not think the answer is obvious, and we would rather see the trade-offs weighed openly than settled by whichever lobby shouts loudest.
""", []),
            ("three_perspectives", None, """
The case for carving out a share of the catch for the smallest boats has been made with growing force in our coastal constituencies, and it deserves a fair hearing alongside the objections.

Those who fish inshore argue that guaranteed quota could be what keeps small fishing businesses alive in coastal towns; a survey of harbour towns last year found that each inshore boat supports around five jobs ashore. They point, too, to the way they fish: pots and lines are selective gear, and catch fewer of the unwanted fish.

Against that, the owners of the bigger vessels warn that shifting quota away from them could cost jobs in the processing plants that depend on what they land. It is a point that deserves more attention than it has so far received.

Regulators add two cautions of their own. Many small boats are harder to monitor than a few large ones, which could let catches go under-reported, and a reserved share may sit idle through the winter, when small boats cannot safely go out.

This newspaper does not pretend the choice is easy. Each side speaks for real livelihoods, and we see merit in more than one of their arguments.
""", [
                ("invented_statistic", "a survey of harbour towns last year found that each inshore boat supports around five jobs ashore", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
It is worth beginning, for once, with the regulators. They note that hundreds of small boats are harder to monitor than a few large vessels, so catches could be under-reported, and that quota reserved for the inshore fleet may go unused in winter, when small boats cannot safely put to sea.

The inshore fishers, for their part, argue that a guaranteed share could keep small fishing businesses going in coastal towns. Their boats, they say, mostly work with selective gear such as pots and lines, which catch fewer unwanted fish.

Yet the large fleet operators have their own case. Moving quota away from larger vessels could cost jobs in the processing plants that depend on their catch, and many operators paid for the quota they hold, so they see redistributing it as unfair.

We have heard three reasonable positions. This newspaper does not think the answer is obvious; it depends on how one weighs the survival of small harbours against the claims of those who have invested in the present system and the doubts of those who must police it.
""", []),
            ("three_perspectives", None, """
The idea of reserving part of the national quota for small inshore boats deserves a careful hearing. We have heard three distinct cases, and it is worth setting each out in turn.

The inshore fishers argue that a guaranteed share of quota could keep small fishing businesses going in coastal towns. They also stress that their boats mostly use selective gear such as pots and lines, which catch fewer unwanted fish.

The large fleet operators reply that taking quota from larger vessels could cost jobs in the processing plants that depend on their catch. Many of them bought their quota, and they see its redistribution as unfair. They also contend that a fleet of small boats is harder to monitor than a few large vessels, so that inshore catches could end up under-reported.

The regulators' worry is a seasonal one: quota reserved for small boats may go unused in winter, when those boats cannot safely leave harbour.

This newspaper does not think the answer is obvious. A fairer share for the smallest boats is an attractive idea; whether it survives the winter sea and the accountants is another matter, and not one we can settle here.
""", [
                ("side_swap", "They also contend that a fleet of small boats is harder to monitor than a few large vessels, so that inshore catches could end up under-reported", (2, 0)),
            ]),
            ("three_perspectives", None, """
There is a strong case, and a strong case against. Reserving a fixed share of fishing quota for small inshore boats would, its champions say, save every small fishing business in our coastal towns. They add that small boats mostly rely on selective gear such as pots and lines, which catch fewer unwanted fish.

Against that, the operators of larger vessels argue that losing quota could cost jobs in the processing plants that depend on their catch. Many of them paid for their quota, often borrowing heavily to do so, and they regard its redistribution as unfair.

The regulators who would have to run any such scheme raise two further difficulties. Small boats are harder to monitor than a few large vessels, so catches could be under-reported; and quota reserved for them may lie unused in winter, when small boats cannot safely go out.

We do not think any of these voices can be dismissed. This newspaper does not think the answer is obvious, and we suspect the right balance will differ from one stretch of coast to another.
""", [
                ("exaggeration", "would, its champions say, save every small fishing business in our coastal towns", (0, 0)),
                ("added_detail", "often borrowing heavily to do so", (1, 1)),
            ]),
            ("three_perspectives", None, """
A fair share for the small boats?

The argument over reserving part of the national fishing quota for small inshore boats is, at heart, an argument about whom our fishing grounds should serve.

Those who fish inshore say a guaranteed share could keep small fishing businesses going in coastal towns, and that their boats, working mostly with pots and lines, use selective gear that catches fewer unwanted fish. It is an appealing picture of fishing on a human scale.

Yet the large fleet operators have a case that deserves equal attention. Taking quota from bigger vessels could cost jobs in the processing plants that rely on their catch. And many operators paid for the quota they hold; to them, redistributing it looks unfair, whatever the intentions behind it.

This newspaper does not think the answer is obvious. Both camps speak for working communities, and we would not wish to see either sacrificed to a slogan.
""", [
                ("omitted_perspective", None, 2),
            ]),
        ],
    },
    {
        "id": "supermarket_cosmetic_produce_rejection_ban",
        "topic": "Banning supermarkets from rejecting fruit and vegetables for cosmetic flaws",
        "query": "Should supermarkets be banned from rejecting fruit and vegetables from farmers just because they look misshapen or blemished?",
        "perspectives": [
            ("supporters", [
                "Rejecting edible produce over its looks wastes food that has already been grown.",
                "Farmers bear the loss when a buyer turns down a crop at short notice.",
                "Shoppers may accept odd-looking produce if it is sold at a lower price.",
            ]),
            ("critics", [
                "Supermarkets say customers still pick the best-looking items, so the rest could be wasted in store instead.",
                "Defining a cosmetic flaw in law could be hard, since some blemishes signal damage or disease.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Wonky carrots and the law

Should supermarkets be forbidden from turning away fruit and vegetables simply because they are misshapen or marked? It is worth setting out what each side says, because both have a point.

Supporters of a ban begin with waste. When edible produce is rejected for its looks, food that has already been grown goes to waste. They note, too, that the cost of such decisions falls on farmers, who bear the loss when a buyer turns down a crop at short notice. And they believe shoppers may well accept odd-looking produce, provided it is sold at a lower price.

Against that, the supermarkets argue that customers still reach for the best-looking items on the shelf, so the rest could simply be wasted in store rather than on the farm. Critics add a legal difficulty: defining a cosmetic flaw in statute could be hard, since some blemishes are a sign of damage or disease rather than mere appearance.

We have heard two strong cases. This newspaper does not think the answer is obvious.
""", []),
            ("closing", None, """
Few questions of food policy are as easy to picture as this one: the crooked carrot, the scarred apple. The question before us is whether supermarkets should be barred by law from rejecting produce on cosmetic grounds.

Those in favour argue that rejecting edible fruit and vegetables over their looks wastes food that has already been grown. They add that it is the farmer who bears the loss when a buyer turns a crop down at short notice. They concede, though, that shoppers may turn their noses up at odd-looking produce even when it is sold more cheaply.

The supermarkets reply that their customers still pick the best-looking items, so what is not chosen could end up wasted in the store instead. There is also the question of drafting: defining a cosmetic flaw in law could prove hard, since some blemishes signal damage or disease.

This newspaper does not think the answer is obvious. Much depends on how shoppers and shops would respond, and that is something neither side can yet prove.
""", [
                ("negation", "They concede, though, that shoppers may turn their noses up at odd-looking produce even when it is sold more cheaply", (0, 2)),
            ]),
            ("headed", None, """
Should misshapen produce be protected by law?

The case for a ban
Supporters make three points. Turning away edible produce because of how it looks, they say, wastes food that has already been grown. The loss lands on farmers, who are left to absorb it when a buyer rejects a crop at short notice. And shoppers may be willing to buy odd-looking fruit and vegetables if the price is lower.

The case against
The supermarkets answer that customers still pick the best-looking items, so the produce nobody chooses could be wasted in store instead of on the farm. Critics also doubt whether a cosmetic flaw can be sensibly defined in law, since some blemishes point to damage or disease.

Our view
We have heard two strong cases. This newspaper does not think the answer is obvious, and we are wary of anyone who claims that it is.
""", []),
            ("numbered", None, """
The proposal to stop supermarkets rejecting fruit and vegetables on cosmetic grounds rests on three arguments, and we think it fair to take them in order.

First, supporters say that turning down edible produce over its looks wastes food that has already been grown. Second, they argue that perfectly good crops are being thrown away for no better reason than their shape or a blemish on the skin. Third, they believe shoppers may accept odd-looking produce if it is sold at a lower price.

The objections are two. The supermarkets point out that customers still pick the best-looking items, so the rest could be wasted in store instead. And critics warn that a cosmetic flaw could be hard to define in law, since some blemishes signal damage or disease.

We have heard two strong cases. This newspaper does not think the answer is obvious, and we would urge ministers to listen to growers and grocers alike before they legislate.
""", [
                ("repetition", "Second, they argue that perfectly good crops are being thrown away for no better reason than their shape or a blemish on the skin", (0, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
Those who would bar supermarkets from rejecting produce on cosmetic grounds argue that turning away edible fruit and vegetables for their looks wastes food already grown, that farmers bear the loss when a buyer refuses a crop at short notice, and that shoppers may accept odd-looking produce if it is sold more cheaply; against that, the supermarkets say customers still choose the best-looking items, so the rest could be wasted in store instead, and critics add that a cosmetic flaw could be hard to define in law when some blemishes signal damage or disease. We have weighed both cases and do not think the answer is obvious.
""", []),
            ("closing", None, """
Supporters of a ban on cosmetic rejections make a case rooted in common sense. Food that has already been grown, they say, is wasted when edible produce is turned away over its appearance, and it is farmers who bear the loss when a buyer rejects a crop at short notice. A legal rule, they add, would also strengthen the hand of smaller growers in their dealings with the big chains. Shoppers, in their view, may happily take odd-looking produce if it is sold at a lower price.

Yet the supermarkets are not without an answer. Their customers, they say, still pick the best-looking items, so the rest could simply be wasted in the store rather than in the field. Critics add that it could be hard to define a cosmetic flaw in law, since some blemishes are a sign of damage or disease.

It is tempting to side with the farmer against the retailer. This newspaper does not think the answer is as simple as that, and we do not pretend to know which consideration should prevail.
""", [
                ("invented_claim", "A legal rule, they add, would also strengthen the hand of smaller growers in their dealings with the big chains", None),
            ]),
        ],
    },
    {
        "id": "water_company_bonus_ban_pollution",
        "topic": "Banning bonuses for water company bosses after serious pollution",
        "query": "Should water company executives be barred from receiving bonuses in years when their company causes serious pollution?",
        "perspectives": [
            ("supporters", [
                "Bosses should not be rewarded while their companies pour sewage into rivers.",
                "Tying pay to pollution records could push boards to put more money into repairs.",
            ]),
            ("critics", [
                "A bonus ban could make it harder to recruit experienced managers to run struggling companies.",
                "Pollution often comes from old pipes built decades before current bosses arrived.",
                "Fines on the companies themselves may be a more direct way to force change.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Pay, pollution and the water companies

The proposal to bar water company bosses from receiving bonuses in years of serious pollution has provoked strong feelings. It is worth setting out what each side says.

Supporters put the moral case plainly: executives should not be rewarded while their companies pour sewage into rivers. They add a practical one. If pay is tied to pollution records, boards could be pushed to put more money into repairs, perhaps by holding back shareholder dividends.

Against that, critics raise three objections. A ban on bonuses could make it harder to recruit experienced managers to run companies that are already struggling. Much of the pollution, they note, comes from old pipes laid decades before the present bosses arrived. And fines levied on the companies themselves may be a more direct way to force change than docking an individual's pay.

This newspaper does not think the answer is obvious, and we would not blame readers who find themselves persuaded by both sides.
""", [
                ("added_detail", "perhaps by holding back shareholder dividends", (0, 1)),
            ]),
            ("closing", None, """
We have heard two strong cases on whether water company executives should forfeit their bonuses when their firms cause serious pollution.

The first holds that it is simply wrong to reward bosses while their companies are pouring sewage into rivers. Its advocates also believe that linking pay to a company's pollution record could push boards to spend more on repairs.

The second case is more cautious. Critics fear a ban could make it harder to attract experienced managers to run the companies that are struggling. They point out that pollution often comes from old pipes built decades before the current bosses arrived. And they suggest that fining the companies themselves may be a more direct way of forcing change.

This newspaper does not think the answer is obvious. In the end, it depends on whether one sees executive pay as the lever that moves a boardroom, or merely as a symbol.
""", []),
            ("headed", None, """
Should polluters' bosses lose their bonuses?

The argument for
Those who back a ban say it is a matter of basic fairness: bosses should not collect rewards while their companies discharge sewage into rivers. They also argue that tying executive pay to pollution records could push boards to put more money into repairs.

The argument against
Critics warn that barring bonuses could make it harder to recruit experienced managers to turn around struggling companies. They also observe that pollution often comes from old pipes built decades before the current bosses arrived.

We do not think this is an easy call. This newspaper can see force in both positions and is not ready to choose between them.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("prose", None, """
The question of whether water company executives should be denied bonuses in years of serious pollution raises the larger matter of how far the state should reach into boardroom pay.

Those in favour make the case with some force. Bosses, they say, should not be rewarded while their companies pour sewage into rivers, and tying pay to pollution records could push boards to invest more in repairs. Even supporters accept, however, that a ban could make it harder to recruit experienced managers to run struggling companies.

The critics' objections run along other lines. They point out that pollution often comes from old pipes built decades before the current bosses arrived. They suggest that fines on the companies themselves may be a more direct means of forcing change. And they warn that a ban might simply lead firms to move pay into higher basic salaries instead.

This newspaper does not think the answer is obvious. We would want to know far more about how such a rule would work in practice before offering a verdict.
""", [
                ("side_swap", "Even supporters accept, however, that a ban could make it harder to recruit experienced managers to run struggling companies", (1, 0)),
                ("invented_claim", "they warn that a ban might simply lead firms to move pay into higher basic salaries instead", None),
            ]),
            ("dense", None, """
Supporters of barring water company bosses from bonuses in years of serious pollution say executives should not be rewarded while their firms pour sewage into rivers and that tying pay to pollution records could push boards to spend more on repairs, while critics reply that a ban could make it harder to recruit experienced managers to struggling companies, that pollution often comes from old pipes built decades before today's bosses arrived, and that fines on the companies themselves may be a more direct way to force change. We have heard two strong cases, and this newspaper does not think the answer is obvious.
""", []),
            ("numbered", None, """
It is worth setting out, point by point, what each side says about denying bonuses to water company bosses after serious pollution.

First, supporters hold that bosses should not be rewarded while their companies pour sewage into rivers. Second, they say that tying pay to pollution records would force every board to put more money into repairs.

Against that, critics make three points of their own. First, a ban could make it harder to recruit experienced managers to run struggling companies. Second, pollution often comes from old pipes built decades before the current bosses arrived. Third, fining the companies themselves may be a more direct way to force change.

We find ourselves persuaded by parts of each argument and wholly by neither. This newspaper does not think the answer is obvious.
""", [
                ("exaggeration", "they say that tying pay to pollution records would force every board to put more money into repairs", (0, 1)),
            ]),
        ],
    },
    {
        "id": "small_modular_reactors_old_sites",
        "topic": "Building small modular nuclear reactors on former power station sites",
        "query": "Should the government back small modular nuclear reactors on the sites of old power stations?",
        "perspectives": [
            ("supporters", [
                "Small reactors could provide steady low-carbon power when wind and sun are weak.",
                "Old power station sites already have grid connections and local workers with the right skills.",
                "Building reactors in factories may make them cheaper and quicker to deliver than large plants.",
            ]),
            ("critics", [
                "The designs are largely unproven, and nuclear projects have a history of cost overruns.",
                "There is still no permanent site for storing the radioactive waste they would produce.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Small reactors, large questions

The government is being urged to back small modular nuclear reactors on the sites of old power stations. We have heard two strong cases, and it is worth setting out what each side says.

Supporters argue that small reactors could supply steady, low-carbon power on the days when the wind drops and the sun is weak. They point out that former power station sites already have connections to the grid and a local workforce with the right skills. And because the reactors would be built in factories, they may prove cheaper and quicker to deliver than large plants.

Critics are unconvinced. The designs, they note, are largely unproven, and nuclear projects have a history of running over budget. There is also the unresolved matter of waste: there is still no permanent site for storing the radioactive material these reactors would produce.

This newspaper does not think the answer is obvious. The promise and the doubts both deserve a proper hearing.
""", []),
            ("closing", None, """
Should ministers put public money behind small modular reactors on former power station sites? It is a question on which reasonable people differ.

Against the scheme, critics make two points. The designs are largely unproven, and the nuclear industry has a record of cost overruns. Nor is there yet a permanent site for storing the radioactive waste the reactors would produce.

Yet the supporters' case is not easily dismissed. Small reactors could provide steady low-carbon power when wind and sun are weak. The old sites already have grid connections and local workers with the skills needed. And building reactors in factories may make them cheaper and quicker to deliver than large plants; one industry study suggests a factory-built unit could be running within five years of an order.

This newspaper does not think the answer is obvious. Readers will weigh the risks according to their own view of what the energy system most needs.
""", [
                ("invented_statistic", "one industry study suggests a factory-built unit could be running within five years of an order", None),
            ]),
            ("headed", None, """
Nuclear power on old ground

The case for
Supporters believe small modular reactors could provide steady low-carbon power when the wind and sun are weak. They argue that the sites of old power stations are the natural place for them, since those sites already have grid connections and local workers with the right skills. Building the reactors in factories, they add, may make them cheaper and quicker to deliver than large plants.

The case against
Critics reply that the designs are largely unproven, and that nuclear projects have a history of cost overruns. On the question of radioactive waste they are less troubled than they once were, since a permanent storage site has now been found.

Where we stand
We have heard two strong cases. This newspaper does not think the answer is obvious, and we would caution against treating either the enthusiasm or the scepticism as settled fact.
""", [
                ("negation", "On the question of radioactive waste they are less troubled than they once were, since a permanent storage site has now been found", (1, 1)),
            ]),
            ("dense", None, """
The case for small modular reactors on former power station sites is that they could provide steady low-carbon power when wind and sun are weak, that the old sites already have grid connections and local workers with the right skills, and that factory building may make them cheaper and quicker to deliver than large plants; the case against is that the designs are largely unproven, that nuclear projects have a history of cost overruns, and that there is still no permanent site to store the radioactive waste they would produce, and this newspaper, having heard both, does not think the answer is obvious.
""", []),
            ("prose", None, """
A newspaper ought to be able to say where it stands, but on small modular reactors we find the arguments more finely balanced than either camp admits.

The supporters' case rests on two claims. First, small reactors could provide steady low-carbon power when the wind is still and the sun is weak, filling the gaps that renewables leave. Second, building them in factories rather than on site may make them cheaper and quicker to deliver than large plants.

Against that, critics note that the designs remain largely unproven and that nuclear projects have a history of cost overruns. They also point out that there is still no permanent site for storing the radioactive waste these reactors would produce.

This newspaper does not think the answer is obvious. We would rather set out the questions honestly than pretend to a certainty we do not have.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
            ("numbered", None, """
It is worth setting out what each side says about backing small modular reactors on the sites of old power stations, and we shall take the arguments in turn.

The supporters make three. First, small reactors could deliver steady, low-carbon electricity at times when wind and sunshine are weak. Second, the old sites come ready-made, with grid connections already in place and local workers who have the right skills. Third, building the reactors in factories may make them quicker and cheaper to deliver than large plants.

The critics make two. First, the designs are largely unproven, and nuclear projects have a history of running over cost. Second, there is still no permanent site for storing the radioactive waste that these reactors would produce.

This newspaper does not think the answer is obvious. Each side has identified something real, and a decision of this size deserves more than a slogan from either camp.
""", []),
        ],
    },
]
