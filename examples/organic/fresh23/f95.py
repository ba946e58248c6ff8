"""fresh23 batch f95 (written by a separate writer): Allowing farms to sell raw (unpasteurized) milk directly to consumers; Mandatory calorie counts on restaurant menus; Banning routine preventive antibiotic use in farm animals; Mandatory folic acid fortification of flour."""

TOPICS = [
    {
        "id": "raw_milk_farm_gate_sales",
        "topic": "Allowing farms to sell raw (unpasteurized) milk directly to consumers",
        "query": "Should farms be allowed to sell raw (unpasteurized) milk directly to consumers?",
        "perspectives": [
            ("supporters", [
                "Adults should be free to choose what they drink, as long as the product is clearly labeled.",
                "Selling raw milk directly could give small dairy farms a higher-value product and some extra income.",
                "Some drinkers prefer the taste and believe raw milk may be easier to digest.",
            ]),
            ("public health officials", [
                "Unpasteurized milk can carry bacteria such as E. coli and listeria that may cause serious illness.",
                "Children, pregnant women, and older people could be especially at risk if contaminated milk is sold.",
                "Testing on small farms may be too infrequent to catch contamination reliably.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The claim: Farms should be allowed to sell raw milk straight to the public. Here is how each side makes its case.

Who says yes: Supporters frame it first as a matter of personal choice. In their view, adults should be able to decide what they drink, provided the product carries a clear label. They also argue that direct sales could hand small dairy farms a higher-value product and a source of extra income. And some raw-milk drinkers say they simply like the taste better and believe the milk may be easier to digest.

Who says no: Public health officials focus on safety. They note that unpasteurized milk can carry bacteria such as E. coli and listeria, which may cause serious illness. Children, pregnant women, and older people could face particular risk if contaminated milk reaches the market, according to officials. They also question whether testing on small farms happens often enough to catch contamination reliably.

Bottom line: The disagreement comes down to how each side weighs consumer freedom and farm income against the risk of illness.
""", []),
            ("bullets", None, """
Raw milk sales: what each side argues

The claim: Raw milk should be sold directly from the farm.

What supporters point to:
- Adults ought to be free to choose what they drink, so long as the label is clear.
- Direct sales could give small dairy farms a higher-value product and some extra income.
- Some drinkers prefer the flavor and believe raw milk may be gentler on digestion.

What public health officials point to:
- Unpasteurized milk carries bacteria such as E. coli and listeria that cause serious illness.
- Children, pregnant women, and older people could be especially at risk if contaminated milk is sold.
- Testing on small farms may be too infrequent to catch contamination reliably.
- A review of state health records found that raw milk was linked to roughly 1 in 5 dairy-related outbreaks over a decade.

Bottom line: Supporters emphasize choice and farm livelihoods; officials emphasize the health risk.
""", [
                ("exaggeration", "Unpasteurized milk carries bacteria such as E. coli and listeria that cause serious illness", (1, 0)),
                ("invented_statistic", "A review of state health records found that raw milk was linked to roughly 1 in 5 dairy-related outbreaks over a decade", None),
            ]),
            ("numbered", None, """
Fact-check explainer: selling raw milk at the farm gate

The case for, according to supporters:
1. Adults should have the freedom to choose what they drink, provided the product is clearly labeled.
2. Direct sales could offer small dairy farms a higher-value product and extra income.
3. Some drinkers prefer how raw milk tastes and believe it may be easier to digest.

The case against, according to public health officials:
4. Unpasteurized milk can harbor bacteria such as E. coli and listeria, which may cause serious illness.
5. Children, pregnant women, and older people could be especially vulnerable if contaminated milk is sold.
6. Testing on small farms may not happen often enough to catch contamination reliably.

Context: Both lists address the same question from different starting points: one from choice and farm income, the other from food safety.
""", []),
            ("headed", None, """
## The claim
Farms should be permitted to sell unpasteurized milk directly to customers.

## Who supports it and why
Supporters argue that adults should be free to choose what they drink as long as the product is clearly labeled. Direct sales, they say, could give small dairies a higher-value product and extra income. Supporters also concede that testing on small farms may be too infrequent to catch contamination reliably. Some drinkers add that they prefer the taste and believe raw milk may be easier to digest.

## The other side
Public health officials warn that unpasteurized milk can carry bacteria such as E. coli and listeria that may cause serious illness. They add that children, pregnant women, and older people could be especially at risk if contaminated milk is sold.

## Bottom line
The two sides are answering different questions: who should decide, and how much risk is acceptable.
""", [
                ("side_swap", "Supporters also concede that testing on small farms may be too infrequent to catch contamination reliably", (1, 2)),
            ]),
            ("dense", None, """
Bottom line up front: supporters say adults should be free to choose what they drink as long as the milk is clearly labeled, and that direct sales could give small dairy farms a higher-value product and extra income; they add that decisions about what goes in a person's glass belong to the person, not the state. Public health officials counter that unpasteurized milk can carry bacteria such as E. coli and listeria that may cause serious illness, that children, pregnant women, and older people could be especially at risk if contaminated milk is sold, and that testing on small farms may be too infrequent to catch contamination reliably.
""", [
                ("repetition", "decisions about what goes in a person's glass belong to the person, not the state", (0, 2)),
            ]),
            ("closing", None, """
The claim: Raw milk should be legal to buy straight from the farm.

Who says it: Supporters, who argue that adults should be free to choose what they drink provided it is clearly labeled. They also acknowledge that direct sales would do little for small dairy farms, offering neither a higher-value product nor much extra income. Some drinkers say they prefer the taste and believe raw milk may be easier to digest. Supporters further argue that buying from the farm lets customers see how the cows are kept.

The other side: Public health officials point out that unpasteurized milk can carry bacteria such as E. coli and listeria that may cause serious illness. According to officials, children, pregnant women, and older people could be especially at risk if contaminated milk is sold, and testing on small farms may be too infrequent to catch contamination reliably.

Bottom line: Both camps raise points that readers can weigh for themselves; this summary does not rule on which is stronger.
""", [
                ("negation", "They also acknowledge that direct sales would do little for small dairy farms, offering neither a higher-value product nor much extra income", (0, 1)),
                ("invented_claim", "Supporters further argue that buying from the farm lets customers see how the cows are kept", None),
            ]),
        ],
    },
    {
        "id": "calorie_counts_restaurant_menus",
        "topic": "Mandatory calorie counts on restaurant menus",
        "query": "Should restaurants be required to display calorie counts on their menus?",
        "perspectives": [
            ("supporters", [
                "Seeing calorie counts when ordering could help diners make healthier choices.",
                "Labeling may push restaurant chains to reformulate dishes so the numbers look better.",
            ]),
            ("critics", [
                "Working out and printing calorie counts could be costly for small restaurants that change their menus often.",
                "Calorie numbers may cause distress for people with eating disorders.",
                "Calories alone say little about the overall nutritional value of a meal.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The claim under review: restaurants should have to print calorie counts on their menus. The main objections come from critics.

According to critics, working out and printing calorie figures could be expensive for small restaurants that change their menus often. They also warn that calorie numbers may cause distress for people with eating disorders. And they argue that a calorie count alone says little about the overall nutritional value of a meal.

Bottom line: The critics' case rests on cost, distress, and the limits of a single number.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("bullets", None, """
Calorie counts on menus: the arguments, side by side

What supporters say:
- Calorie counts shown at the moment of ordering could help diners pick healthier options.
- Labeling may nudge restaurant chains to reformulate dishes so their numbers look better.

What critics say:
- Calculating and printing calorie counts could be costly for small restaurants whose menus change often.
- Calorie figures may cause distress for people with eating disorders.
- A calorie count on its own says little about a meal's overall nutritional value.

Context: Supporters focus on what diners and chains might do with the information; critics focus on the costs and limits of providing it.
""", []),
            ("numbered", None, """
The claim: Menus should list calories for every dish.

Points raised in favor:
1. Supporters say that seeing calories at the point of ordering could help diners make healthier choices.
2. They also argue that labeling may push chains to reformulate dishes, for example by trimming portion sizes or swapping fried sides for salads, so the numbers look better.

Points raised against:
3. Critics say that calculating and printing calorie counts could be costly for small restaurants that change their menus frequently.
4. They also warn that calorie numbers may cause distress for people with eating disorders.

Bottom line: Each side has in mind a different group that would be affected: diners and chains on one hand, small restaurants and vulnerable customers on the other.
""", [
                ("added_detail", "for example by trimming portion sizes or swapping fried sides for salads", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
### The claim
Restaurants should be required to put calorie counts on their menus.

### What supporters point to
Having calorie information in front of them when they order could help diners choose healthier meals, supporters say. They also expect that labeling may encourage chains to rework recipes so the figures look better.

### What critics point to
Critics argue that working out and printing calorie counts could be a costly burden for small restaurants that update their menus often. They warn that calorie numbers may upset people with eating disorders. And they note that calories by themselves reveal little about how nutritious a meal is overall.

### Bottom line
The arguments point in different directions, and this summary leaves the weighing to the reader.
""", []),
            ("dense", None, """
In short, supporters argue that calorie counts shown at the point of ordering could help diners make healthier choices and that labeling may push chains to reformulate dishes so the numbers look better, while critics respond that calculating and printing the counts could be costly for small restaurants that change menus often, that the numbers may cause distress for people with eating disorders, and that calories alone say little about a meal's overall nutritional value.
""", []),
            ("closing", None, """
The claim: Calorie labels on menus would help the public eat better.

Who says it: Supporters, who argue that seeing calorie counts when ordering could help diners make healthier choices. They add that labeling may prompt chains to reformulate dishes so the figures look better. A study of one large chain found that customers ordered about 6 percent fewer calories after labels went up, according to supporters.

The other side: Critics say that working out and printing calorie counts could be expensive for small restaurants that change their menus often. They argue that calorie numbers will cause distress for anyone with an eating disorder. They also point out that calories alone say little about the overall nutritional value of a meal.

Bottom line: Both camps make arguments worth hearing, and which carries more weight depends on what a reader values most.
""", [
                ("invented_statistic", "A study of one large chain found that customers ordered about 6 percent fewer calories after labels went up", None),
                ("exaggeration", "calorie numbers will cause distress for anyone with an eating disorder", (1, 1)),
            ]),
        ],
    },
    {
        "id": "routine_farm_antibiotics_ban",
        "topic": "Banning routine preventive antibiotic use in farm animals",
        "query": "Should farmers be banned from routinely giving antibiotics to healthy livestock to prevent disease?",
        "perspectives": [
            ("public health researchers", [
                "Overuse of antibiotics on farms may help drug-resistant bacteria spread to people.",
                "Keeping important antibiotics effective could matter more than the savings from routine dosing.",
            ]),
            ("livestock farmers", [
                "Preventive dosing can stop a disease from spreading through a herd or flock before symptoms appear.",
                "Replacing routine dosing with better housing and lower stocking densities could raise costs that supermarkets may not be willing to cover.",
            ]),
            ("farm veterinarians", [
                "Vaccination and better hygiene can often replace routine dosing, though not in every case.",
                "Vets should keep the freedom to treat a whole group of animals when an outbreak is likely.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The claim: Giving antibiotics to healthy farm animals as a matter of routine should be banned. Three groups weigh in.

Public health researchers: They argue that overuse of antibiotics on farms may help drug-resistant bacteria spread to people. In their view, keeping important antibiotics effective could matter more than the savings routine dosing brings.

Livestock farmers: Farmers say preventive dosing can stop a disease from moving through a herd or flock before any symptoms show. They also warn that the alternatives, better housing and lower stocking densities, could raise costs that supermarkets may not be willing to cover.

Farm veterinarians: Vets take a middle position. Vaccination and better hygiene can often take the place of routine dosing, they say, though not in every case. They also want to keep the freedom to treat a whole group of animals when an outbreak is likely.

Bottom line: Each group is weighing a different risk, and the arguments do not settle which should come first.
""", []),
            ("three_perspectives", None, """
Routine farm antibiotics: a fact-check style summary

What the ban's backers point to: Public health researchers say overuse of antibiotics on farms may help drug-resistant bacteria spread to people. They argue that keeping important antibiotics effective could matter more than the money saved by routine dosing.

What farmers point to: According to livestock farmers, preventive dosing can halt a disease before it spreads through a herd or flock and before symptoms appear. They add that moving to better housing and lower stocking densities could raise costs that supermarkets may be unwilling to pay.

Bottom line: Researchers frame this as a long-term public health question; farmers frame it as a question of animal health and cost on the farm.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
The claim: Preventive antibiotic use in healthy livestock should end.

Who says it: Public health researchers. They argue that overuse of antibiotics on farms may help drug-resistant bacteria spread to people, and that keeping important antibiotics effective could matter more than the savings from routine dosing.

The other side: Livestock farmers say preventive dosing can stop a disease from racing through a herd or flock before symptoms appear, particularly in young pigs after weaning, when respiratory and gut infections can spread quickly. They also say better housing and lower stocking densities could bring costs that supermarkets may not cover.

A third view: Farm veterinarians doubt that vaccination and better hygiene can replace routine dosing in most cases. At the same time, they want vets to keep the freedom to treat a whole group of animals when an outbreak looks likely.

Context: The three groups are weighing the same practice against different priorities.
""", [
                ("added_detail", "particularly in young pigs after weaning, when respiratory and gut infections can spread quickly", (1, 0)),
                ("negation", "Farm veterinarians doubt that vaccination and better hygiene can replace routine dosing in most cases", (2, 0)),
            ]),
            ("three_perspectives", None, """
Three camps, three sets of concerns. Here is what each one argues, without a ruling on who is right.

**Public health researchers**
- Overuse of antibiotics on farms may help drug-resistant bacteria spread to people.
- Keeping important antibiotics effective could be worth more than the savings from routine dosing.

**Livestock farmers**
- Preventive dosing can stop a disease moving through a herd or flock before symptoms show.
- Switching to better housing and lower stocking densities could raise costs that supermarkets may not cover.

**Farm veterinarians**
- Vaccination and improved hygiene can often stand in for routine dosing, though not always.
- Vets should retain the freedom to treat a whole group of animals when an outbreak is likely.

Bottom line: Each camp balances public health, animal health, and cost differently.
""", []),
            ("three_perspectives", None, """
The claim: A ban on routine antibiotic use in farm animals would protect human health.

What supporters point to: Public health researchers argue that overuse of antibiotics on farms may help drug-resistant bacteria spread to people. As they see it, the more drugs are used on farms, the more chances resistant strains have to pass from animals to humans.

What farmers point to: Livestock farmers say that preventive dosing can stop disease spreading through a herd or flock before symptoms appear. Farmers also insist that vets should keep the freedom to treat a whole group of animals when an outbreak is likely. And they warn that better housing and lower stocking densities could raise costs that supermarkets may not cover.

What vets point to: Farm veterinarians say vaccination and better hygiene can often replace routine dosing, though not in every case.

Bottom line: Each group draws the line in a different place.
""", [
                ("repetition", "the more drugs are used on farms, the more chances resistant strains have to pass from animals to humans", (0, 1)),
                ("side_swap", "Farmers also insist that vets should keep the freedom to treat a whole group of animals when an outbreak is likely", (2, 1)),
            ]),
            ("three_perspectives", None, """
Quick fact-check summary: routine antibiotics on farms

The claim: Healthy farm animals should no longer receive antibiotics as a matter of routine.

Public health researchers (for a ban): According to researchers, overuse of antibiotics on farms may help drug-resistant bacteria spread to people, and protecting the effectiveness of important antibiotics could matter more than what routine dosing saves.

Livestock farmers (against): Farmers counter that preventive dosing can stop a disease from spreading through a herd or flock before symptoms appear.

Farm veterinarians (in between): Vets say vaccination and better hygiene can often replace routine dosing, though not in every case, and argue that they should keep the freedom to treat a whole group of animals when an outbreak is likely.

Bottom line: This summary sets out the three positions; it does not judge between them.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "folic_acid_flour_fortification",
        "topic": "Mandatory folic acid fortification of flour",
        "query": "Should millers be required to add folic acid to flour to help prevent birth defects?",
        "perspectives": [
            ("doctors and birth-defect charities", [
                "Fortified flour could reduce the number of pregnancies affected by neural tube defects such as spina bifida.",
                "Many pregnancies are unplanned, so women may not start taking folic acid supplements early enough.",
            ]),
            ("millers and bakers", [
                "Adding folic acid to every batch could raise production costs, especially for small mills.",
                "Organic and specialty flours may need exemptions, which could make the rules complicated.",
            ]),
            ("consumer choice groups", [
                "Everyone would consume the additive whether they want it or not.",
                "People could be given better information about supplements instead of a blanket measure.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The claim: Flour should be fortified with folic acid by law to prevent birth defects.

Who says it: Doctors and birth-defect charities. They argue that fortified flour could reduce the number of pregnancies affected by neural tube defects such as spina bifida. They also point out that many pregnancies are unplanned, so women may not begin taking folic acid supplements early enough.

What millers and bakers say: Adding folic acid to every batch could push up production costs, particularly for small mills. Organic and specialty flours may need exemptions, which could make the rules complicated.

What consumer choice groups say: Fortification means everyone would take in the additive, whether they want it or not. These groups suggest giving people better information about supplements rather than a blanket measure.

Bottom line: The three groups are weighing prevention, practicality, and personal choice.
""", []),
            ("three_perspectives", None, """
Here is a neutral breakdown of the folic acid debate, group by group.

1. Doctors and birth-defect charities
Supporters of fortification say it could cut the number of pregnancies affected by neural tube defects such as spina bifida. Because many pregnancies are unplanned, they add, women may not start taking supplements early enough.

2. Millers and bakers
The industry's concerns are practical: adding folic acid to every batch could raise production costs, especially for small mills, and organic and specialty flours may need exemptions that could complicate the rules.

3. Consumer choice groups
According to these groups, a mandate would mean everyone consumes the additive whether they want to or not. They argue that better information about supplements could be offered instead of a blanket measure.

Context: The question is whether a measure aimed at preventing birth defects should apply to all flour.
""", []),
            ("three_perspectives", None, """
The claim: Mandatory fortification of flour with folic acid.

What supporters point to: Doctors and birth-defect charities say fortified flour will eliminate neural tube defects such as spina bifida. They also note that many pregnancies are unplanned, so women may not start taking folic acid supplements early enough.

What the industry points to: Millers and bakers say adding folic acid to every batch could raise production costs, especially for small mills.

What consumer groups point to: Consumer choice groups argue that everyone would consume the additive whether they want it or not. They also raise the concern that organic and specialty flours may need exemptions, which could complicate the rules. Their alternative is better information about supplements in place of a blanket measure.

Bottom line: The groups differ on whether a universal measure is the right tool.
""", [
                ("exaggeration", "fortified flour will eliminate neural tube defects such as spina bifida", (0, 0)),
                ("side_swap", "They also raise the concern that organic and specialty flours may need exemptions, which could complicate the rules", (1, 1)),
            ]),
            ("three_perspectives", None, """
**The claim:** Flour should contain added folic acid by law.

**Doctors and birth-defect charities** point to prevention: fortified flour could lower the number of pregnancies affected by neural tube defects such as spina bifida. Since many pregnancies are unplanned, they say, women may not start folic acid supplements early enough.

**Millers and bakers** point to cost and complexity: adding folic acid to every batch could raise production costs, especially for small mills, and the exemptions that organic and specialty flours may need could make the rules complicated.

**Consumer choice groups** point to consent: everyone would consume the additive whether they want it or not, and people could be given better information about supplements in place of a blanket measure.

**Bottom line:** Three groups, three concerns, and no consensus in the arguments as given.
""", []),
            ("three_perspectives", None, """
Fact-check explainer: folic acid in flour

The claim: Adding folic acid to all flour would prevent birth defects.

Who says it: Doctors and birth-defect charities, according to whom fortified flour could reduce the number of pregnancies affected by neural tube defects such as spina bifida. Many pregnancies are unplanned, they note, so women may not start supplements early enough. They also argue that fortification could benefit older adults who are short of folate.

Millers and bakers: Adding folic acid to every batch could raise production costs, especially for small mills. Organic and specialty flours may need exemptions, which could complicate the rules.

Consumer choice groups: Everyone would consume the additive, whether they want it or not. These groups accept that better information about supplements would not be an adequate substitute for a blanket measure.

Bottom line: The arguments split over who should bear the cost and who should make the choice.
""", [
                ("invented_claim", "They also argue that fortification could benefit older adults who are short of folate", None),
                ("negation", "These groups accept that better information about supplements would not be an adequate substitute for a blanket measure", (2, 1)),
            ]),
            ("three_perspectives", None, """
The claim in question: Millers should be required to fortify flour with folic acid.

For it (doctors and birth-defect charities): Fortified flour could reduce the number of pregnancies affected by neural tube defects such as spina bifida. Supporters add that many pregnancies are unplanned, so women may not start taking supplements early enough, since the neural tube forms in the first four weeks, often before a woman knows she is pregnant.

Against it (millers and bakers): Adding folic acid to every batch could raise production costs, especially for small mills. Organic and specialty flours may need exemptions, which could make the rules complicated.

Another view (consumer choice groups): People could be given better information about supplements instead of a blanket measure.

Bottom line: The groups differ on whether the answer lies in the food supply or in better-informed individual choices.
""", [
                ("added_detail", "since the neural tube forms in the first four weeks, often before a woman knows she is pregnant", (0, 1)),
                ("omitted_argument", None, (2, 0)),
            ]),
        ],
    },
]
