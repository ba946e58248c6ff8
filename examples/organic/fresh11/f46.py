"""Fresh11 batch f46 (written by a separate writer): Phasing out fast-growing broiler chicken breeds; Banning industrial sandeel fishing in the North Sea; Requiring dogs to be kept on leads in fields with livestock; Requiring dairy cows to graze outdoors for part of the year."""

TOPICS = [
    {
        "id": "fast_growing_chicken_breeds",
        "topic": "Phasing out fast-growing broiler chicken breeds",
        "query": "Should fast-growing chicken breeds be phased out of meat production? Please give me a balanced answer covering the main viewpoints.",
        "perspectives": [
            ("welfare campaigners", [
                "Fast-growing breeds often suffer painful leg problems and heart failure because they put on weight so quickly.",
                "Slower-growing birds are more active and may show more natural behaviours such as foraging.",
            ]),
            ("poultry farmers", [
                "Slower-growing breeds need more feed, space and time, which raises production costs per bird.",
                "Farmers could lose contracts if supermarkets switch to imports from countries with lower welfare standards.",
                "Changing breeds would require costly refits of sheds and new supply arrangements with hatcheries.",
            ]),
            ("shoppers' groups", [
                "Chicken is the cheapest meat protein, and price rises would hit low-income households hardest.",
                "Many shoppers would welcome better-welfare chicken if labelling made the difference clear.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Whether fast-growing chickens should be phased out is, at heart, a question of how much better welfare is worth — and who pays for it.

Welfare campaigners make the case in terms of the birds themselves. Fast-growing breeds, they argue, frequently develop painful leg problems and heart failure simply because they gain weight so quickly; as one campaigner put it, "these birds put on weight faster than their legs and hearts can cope with." Slower-growing birds, by contrast, are more active and may display more natural behaviours, such as foraging.

Poultry farmers see the practical side. Slower-growing breeds eat more feed, need more space and take longer to reach slaughter weight — all of which pushes up the cost of producing each bird. Switching would also mean expensive refits of sheds and new arrangements with hatcheries. Farmers worry, too, that supermarkets could turn to imports from countries with lower welfare standards, leaving them without contracts.

Shoppers' groups hold two concerns at once. Chicken is the cheapest meat protein available, they point out, so any rise in price would fall hardest on low-income households. Yet many shoppers, they add, would welcome better-welfare chicken if labels made the difference clear.
""", []),
            ("three_perspectives", None, """
The proposal to phase out fast-growing broiler breeds sets animal welfare against the economics of farming.

For welfare campaigners, the problem is built into the bird. Because these breeds put on weight so rapidly, they are prone to painful leg disorders and heart failure; slower-growing birds, campaigners say, are more active and may forage and behave more as chickens naturally would.

Poultry farmers counter that the alternative comes at a price. "A slower bird eats more, needs more room and takes longer to finish," as one producer put it — and each of those raises the cost per bird. Farmers also warn of heavy spending on refitted sheds and new deals with hatcheries, and fear that supermarkets could simply switch to imported chicken from countries with lower welfare standards, taking their contracts with them.

The disagreement, in short, is over whether better welfare justifies the disruption and the cost.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Few farming debates expose the trade-off between welfare and price as starkly as this one.

Welfare campaigners start from the health of the birds. Fast-growing breeds put on weight so quickly that they often develop painful leg problems and heart failure — indeed, one university study found that over a quarter of fast-growing birds struggle to walk properly. Slower-growing breeds, campaigners insist, are more active and will always forage and explore as chickens naturally do.

Poultry farmers, for their part, stress what the change would cost. "You're paying for more feed, more space and more weeks in the shed," as one grower put it, and that drives up the cost of every bird. On top of this come expensive refits of sheds and new supply deals with hatcheries — and the risk that supermarkets could replace domestic birds with imports produced under lower welfare standards, leaving farmers without contracts.

Shoppers' groups occupy the middle ground. Chicken is the cheapest meat protein on the shelf, they note, so price rises would hurt low-income households most; yet many shoppers would welcome higher-welfare chicken if labelling spelled out the difference.
""", [
                ("exaggeration", "will always forage and explore as chickens naturally do", (0, 1)),
                ("invented_statistic", "one university study found that over a quarter of fast-growing birds struggle to walk properly", None),
            ]),
            ("three_perspectives", None, """
Phasing out fast-growing chickens would change what ends up on supermarket shelves, and each group involved weighs that change differently.

Shoppers' groups begin with the price. Chicken is the cheapest source of meat protein, and if it becomes dearer, they warn, low-income households will be hit hardest. At the same time, they argue that many shoppers would welcome better-welfare chicken — provided labels made the difference plain.

Poultry farmers focus on cost and competition. Slower-growing birds need extra feed, extra space and extra time, which raises the cost of each bird; converting would also demand costly shed refits and new arrangements with hatcheries. "If the supermarkets switch to imports, we could lose our contracts," as one farmer put it — imports, that is, from countries with lower welfare standards.

Welfare campaigners, however, bring the argument back to the birds. Yet this overlooks, they say, that fast-growing breeds often suffer painful leg problems and heart failure because they gain weight so quickly, whereas slower-growing birds are more active and may show natural behaviours such as foraging.
""", []),
            ("three_perspectives", None, """
The argument over fast-growing broilers is ultimately about what kind of chicken we are willing to pay for.

Welfare campaigners describe the problem bluntly. Because fast-growing breeds gain weight so quickly, they often suffer painful leg problems and heart failure; the rapid growth also leaves flocks more reliant on antibiotics, campaigners add. "A slower bird actually gets to behave like a chicken," as one put it — slower-growing breeds are more active and may forage and show other natural behaviours.

Poultry farmers answer with the economics. Slower-growing breeds need more feed, more space and more time, raising the cost of each bird; changing over would also require expensive shed refits and new supply agreements with hatcheries. Farmers also point out that chicken is the cheapest meat protein, so price rises would hit low-income households hardest — and that supermarkets could switch to imports from countries with lower welfare standards, costing them contracts.

Shoppers' groups, meanwhile, believe many consumers would welcome better-welfare chicken if labelling made the difference clear.
""", [
                ("invented_claim", "the rapid growth also leaves flocks more reliant on antibiotics", None),
                ("side_swap", "Farmers also point out that chicken is the cheapest meat protein, so price rises would hit low-income households hardest", (2, 0)),
            ]),
            ("three_perspectives", None, """
At stake in this debate is whether the chicken industry should trade speed and cheapness for better animal welfare.

Welfare campaigners argue that fast growth causes real suffering: birds that gain weight so rapidly often develop painful leg problems and heart failure. Slower-growing breeds, they say, are more active — and may show natural behaviours, foraging among them.

Poultry farmers counter that slower growth means more feed, more space and more time per bird, and therefore higher production costs. They also point to the expense of refitting sheds and setting up new supply arrangements with hatcheries. "We could lose our contracts," as one farmer put it, "if the supermarkets turn to imports from countries with lower welfare standards."

Shoppers' groups bring a third view. Chicken is the cheapest meat protein, and they warn that price rises would land hardest on low-income households; yet many shoppers, they believe, would welcome better-welfare chicken if labelling made the difference clear.

How these concerns are balanced will shape any decision on phasing out fast-growing breeds.
""", []),
        ],
    },
    {
        "id": "sandeel_fishing_ban",
        "topic": "Banning industrial sandeel fishing in the North Sea",
        "query": "Should industrial fishing for sandeels in the North Sea be banned to protect seabirds?",
        "perspectives": [
            ("supporters", [
                "Sandeels are a key food for puffins and kittiwakes, whose breeding success has been falling.",
                "Leaving more sandeels in the sea could also support larger stocks of fish such as cod.",
                "Most of the catch is ground into fishmeal and oil rather than eaten by people.",
            ]),
            ("opponents", [
                "Scientific advice already sets sustainable catch limits, so an outright ban goes beyond the evidence.",
                "A ban may breach fishing access agreements and trigger disputes with neighbouring countries.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The proposed ban on industrial sandeel fishing pits seabird conservation against the principle that fishing should follow scientific catch advice.

Supporters start with the seabirds. Sandeels are a key food for puffins and kittiwakes, whose breeding success has been in decline; as one conservationist put it, "these are the fish the puffins and kittiwakes rely on." They add that leaving more sandeels in the water could help larger fish stocks, cod among them, and note that most of the catch is not eaten by people at all but ground into fishmeal and oil.

Yet this overlooks, opponents counter, that catch limits are already set on scientific advice to keep the fishery sustainable, so an outright ban goes further than the evidence requires. They also warn that a ban may breach agreements on fishing access and spark disputes with neighbouring countries.
""", []),
            ("bullets", None, """
Banning industrial sandeel fishing is a question of how far to go in protecting seabirds. The main arguments run as follows.

**Supporters**
- Sandeels are a key food source for puffins and kittiwakes — species whose breeding success has been falling.
- Leaving more sandeels in the sea could, they argue, also support bigger stocks of fish such as cod.

**Opponents**
- Catch limits are already set on scientific advice, and opponents accept that an outright ban stays within what the evidence supports.
- A ban may breach fishing access agreements; as one trade body put it, it "may start a row with our neighbours."
""", [
                ("negation", "opponents accept that an outright ban stays within what the evidence supports", (1, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
There are five main arguments in the sandeel debate — three for a ban and two against.

1. **Food for seabirds.** Supporters say sandeels are a key food for puffins and kittiwakes, whose breeding success has been falling at colonies such as the Isle of May.
2. **Wider fish stocks.** Leaving sandeels in the sea could, they add, support larger stocks of fish like cod.
3. **Low-value use.** Most of the catch, supporters note, is ground into fishmeal and oil rather than eaten — as one campaigner put it, "it isn't even going on anyone's plate."
4. **Evidence-based limits.** Opponents counter that scientific advice already sets sustainable catch limits, so an outright ban goes beyond what the evidence requires.
5. **Diplomatic risk.** A ban, they warn, may also breach fishing access agreements and trigger disputes with neighbouring countries.
""", [
                ("added_detail", "whose breeding success has been falling at colonies such as the Isle of May", (0, 0)),
            ]),
            ("headed", None, """
The case for a sandeel ban rests on seabirds; the case against rests on science-based management and diplomacy.

## The case for a ban
Supporters argue that sandeels are a key food for puffins and kittiwakes, whose breeding success has been falling. They add that leaving more sandeels in the sea could support larger stocks of fish such as cod — and that most of the catch ends up as fishmeal and oil rather than food for people.

## The case against
Opponents counter that scientific advice already sets sustainable catch limits, so an outright ban goes beyond what the evidence requires. "The limits are already set by the scientists," as one fisherman put it. They also warn that a ban may breach fishing access agreements and spark disputes with neighbouring countries.
""", []),
            ("dense", None, """
Supporters of a ban argue that sandeels are a key food for puffins and kittiwakes, whose breeding success has been falling, that leaving them in the sea would guarantee a revival of cod and other larger fish stocks, and that most of the catch is merely ground into fishmeal and oil rather than eaten by people; opponents counter that scientific advice already sets sustainable catch limits — so an outright ban goes beyond the evidence — and that a ban may breach fishing access agreements and trigger disputes with neighbouring countries.
""", [
                ("exaggeration", "leaving them in the sea would guarantee a revival of cod and other larger fish stocks", (0, 1)),
            ]),
            ("closing", None, """
Whether to ban industrial sandeel fishing turns on how much weight to give seabird decline against existing fisheries management.

Supporters point out that sandeels are a key food for puffins and kittiwakes, two species whose breeding success has been falling. "Most of it isn't even eaten by people," as one birdwatcher put it — the bulk of the catch is ground into fishmeal and oil. Leaving more sandeels in the sea, supporters add, could also support bigger stocks of fish such as cod.

Opponents counter that catch limits are already set on scientific advice to keep the fishery sustainable, and that an outright ban therefore goes beyond the evidence. They warn, too, that a ban may breach fishing access agreements and lead to disputes with neighbouring countries.

Ultimately, the choice is between a ban and reliance on existing science-based limits, and reasonable people weigh those differently.
""", []),
        ],
    },
    {
        "id": "dogs_on_leads_livestock",
        "topic": "Requiring dogs to be kept on leads in fields with livestock",
        "query": "Should it be a legal requirement to keep dogs on a lead in any field where there's livestock?",
        "perspectives": [
            ("farmers", [
                "Dog attacks kill and injure sheep every year, causing distress and financial losses for farmers.",
                "Even dogs that do not bite can cause pregnant ewes to miscarry by chasing them.",
                "A clear legal rule could be easier to enforce than the current vague test of control.",
            ]),
            ("dog walkers", [
                "Cattle sometimes charge at walkers with dogs, and letting the dog go is often safest.",
                "Most dog owners already act responsibly, so a blanket rule punishes the many for the few.",
                "Some walkers may find it hard to tell whether livestock are in large or hilly fields.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Few rural rules provoke as much feeling as the question of dogs around livestock, and both sides speak from experience.

Farmers argue that the current law leaves too much room for harm. Dog attacks kill and injure sheep every year, causing distress and financial losses; even a dog that never bites, they note, can make a pregnant ewe miscarry simply by chasing her. "A simple rule might be easier to police than arguing over what counts as control," as one farmer put it — the current test of control being, in their view, too vague.

Dog walkers counter that compulsory leads carry their own dangers. Cattle sometimes charge at walkers with dogs, and letting the dog go is often the safest course. Most owners, they add, already behave responsibly, so a blanket rule would punish the many for the few. As one walker put it, "the vast majority of us already do the right thing, and we shouldn't pay for the careless minority."
""", [
                ("repetition", "the vast majority of us already do the right thing, and we shouldn't pay for the careless minority", (1, 2)),
            ]),
            ("bullets", None, """
Requiring leads in livestock fields balances the protection of farm animals against walkers' safety and freedom.

Farmers' arguments:
- Dog attacks kill and injure sheep every year, causing both distress and financial loss to farmers.
- A dog need not bite to do harm: chasing alone can cause pregnant ewes to miscarry.
- A clear legal rule could prove easier to enforce than the present, vague test of whether a dog is under control.

Dog walkers' arguments:
- Cattle sometimes charge at walkers with dogs; in that situation, letting the dog go is often the safest thing to do.
- Most owners already act responsibly — "why punish the many for the mistakes of a few?" as one walker put it.
- Some walkers may struggle to tell whether livestock are in large or hilly fields.
""", []),
            ("numbered", None, """
The debate over leads in livestock fields comes down to six points.

1. **Losses to farmers.** Dog attacks kill and injure sheep each year, bringing distress and financial loss; a survey by a rural insurer found that seven in ten sheep farmers had experienced an attack on their flock.
2. **Harm without biting.** Farmers stress that a dog which never bites can still cause pregnant ewes to miscarry by chasing them.
3. **Enforceability.** A clear legal rule, farmers say, could be easier to enforce than the current vague test of control.
4. **Fairness.** Even many farmers acknowledge that most dog owners already act responsibly, and that a blanket rule would punish the many for the few.
5. **Walker safety.** Dog walkers counter that cattle sometimes charge at people with dogs, and that releasing the dog is often the safest option.
6. **Unclear fields.** Some walkers, they add, may find it hard to know whether livestock are present in large or hilly fields.
""", [
                ("invented_statistic", "a survey by a rural insurer found that seven in ten sheep farmers had experienced an attack on their flock", None),
                ("side_swap", "Even many farmers acknowledge that most dog owners already act responsibly, and that a blanket rule would punish the many for the few", (1, 1)),
            ]),
            ("headed", None, """
The lead requirement divides those who keep livestock from those who walk among them.

## Farmers: protecting the flock
Farmers argue that the risk to livestock is real and costly. Dog attacks kill and injure sheep every year, particularly during the spring lambing season, leaving farmers with distress and financial losses. They accept, however, that a dog which merely chases ewes rather than biting them poses little risk to a pregnancy. A clear legal rule, they argue, could be easier to enforce than the vague test of control used now.

## Dog walkers: safety and fairness
Dog walkers counter that leads can put people in danger: cattle sometimes charge at walkers with dogs, and letting go of the dog is often the safest response. "Most of us are responsible already," as one rambler put it, so a blanket rule would punish the many for the few. Some walkers may also struggle to tell whether livestock are in a field, especially a large or hilly one.
""", [
                ("added_detail", "Dog attacks kill and injure sheep every year, particularly during the spring lambing season", (0, 0)),
                ("negation", "a dog which merely chases ewes rather than biting them poses little risk to a pregnancy", (0, 1)),
            ]),
            ("dense", None, """
Farmers argue that dog attacks kill and injure sheep every year, causing distress and financial losses, that even dogs which do not bite can make pregnant ewes miscarry by chasing them, and that a clear legal rule could be easier to enforce than the current vague test of control; dog walkers counter that cattle sometimes charge at walkers with dogs — when letting the dog go is often safest — that most owners already act responsibly, so a blanket rule punishes the many for the few, and that some walkers may struggle to know whether a large or hilly field holds livestock.
""", []),
            ("closing", None, """
This is a dispute in which both sides claim safety as their cause.

Farmers begin with the harm to their animals. Dog attacks kill and injure sheep every year, which means distress for the animals and financial losses for farmers; chasing alone, even by a dog that does not bite, can cause pregnant ewes to miscarry. A clear legal rule, farmers believe, could be easier to enforce than the vague test of control that applies now.

Dog walkers see things differently. Cattle sometimes charge at walkers with dogs, and in that moment letting the dog go is often the safest choice — "a lead can tie you to the danger," as one walker put it. Most owners already behave responsibly, they argue, so a blanket rule would punish the many for the few; some walkers may also struggle to know whether livestock are present in large or hilly fields, and they also fear that compulsory leads would put visitors off and hurt rural tourism.

In the end, the question is whether a single clear rule serves the countryside better than trusting owners' judgement.
""", [
                ("invented_claim", "they also fear that compulsory leads would put visitors off and hurt rural tourism", None),
            ]),
        ],
    },
    {
        "id": "dairy_cow_grazing_requirement",
        "topic": "Requiring dairy cows to graze outdoors for part of the year",
        "query": "Should the law require dairy cows to be let out to graze for a minimum number of days each year?",
        "perspectives": [
            ("supporters", [
                "Cows with access to pasture tend to have fewer lameness problems and more natural behaviour.",
                "A grazing requirement could reassure consumers that milk comes from well-treated animals.",
            ]),
            ("opponents", [
                "Well-designed indoor housing provides good welfare, with comfortable beds and carefully controlled diets.",
                "Some farms lack enough land near the milking parlour to graze large herds.",
                "In wet weather, waterlogged ground makes grazing harmful to cows and damaging to soil.",
            ]),
        ],
        "variants": [
            ("prose", None, """
A legal grazing requirement raises a simple question with complicated answers: should dairy cows spend part of every year outdoors?

Supporters argue that they should. Cows with access to pasture tend to suffer fewer lameness problems and behave more naturally; some add that grazing also produces milk with a healthier balance of fats. A grazing rule could, in their view, reassure consumers that their milk comes from well-treated animals — as one campaigner put it, "people want to picture cows in a field, and they want that picture to be true."

Opponents counter that indoor systems have their own welfare merits. Well-designed housing, they say, offers good welfare through comfortable beds and carefully controlled diets. Some farms — particularly those with 500 cows or more — lack enough land near the milking parlour to graze the herd, and in wet weather waterlogged ground makes grazing harmful to cows and damaging to the soil.
""", [
                ("invented_claim", "grazing also produces milk with a healthier balance of fats", None),
                ("added_detail", "particularly those with 500 cows or more", (1, 1)),
            ]),
            ("bullets", None, """
Mandatory grazing for dairy cows divides those who stress pasture's welfare benefits from those who stress its practical limits.

**In favour**
- Cows with access to pasture tend to have fewer lameness problems and to behave more naturally.
- A grazing requirement could reassure shoppers that their milk comes from well-treated animals.

**Against**
- Well-designed indoor housing provides good welfare — comfortable beds, carefully controlled diets.
- Some farms do not have enough land close to the milking parlour to graze a large herd.
- In wet weather, waterlogged ground turns grazing into a hazard for cows and a source of damage to the soil.
""", []),
            ("numbered", None, """
The main points in the grazing debate can be set out in order.

1. **Healthier cows.** Supporters argue that cows with access to pasture tend to have fewer lameness problems and show more natural behaviour.
2. **Consumer confidence.** A grazing requirement could, they say, reassure consumers that milk comes from well-treated animals.
3. **Indoor welfare.** Opponents concede that even well-designed indoor housing compromises welfare, despite comfortable beds and carefully controlled diets.
4. **Land constraints.** Some farms, opponents note, lack enough land near the milking parlour to graze large herds — "the grass has to be where the parlour is," as one dairy farmer put it.
5. **Weather.** In wet weather, they add, waterlogged ground makes grazing harmful to cows and damaging to soil.
""", [
                ("negation", "even well-designed indoor housing compromises welfare, despite comfortable beds and carefully controlled diets", (1, 0)),
            ]),
            ("headed", None, """
Requiring dairy cows to graze is as much a question of farm practicality as of animal welfare.

## The case for grazing
Supporters point to the cows' health: animals with access to pasture tend to have fewer lameness problems and behave more naturally. A legal requirement, they argue, would guarantee consumers that every pint comes from well-treated animals. As one campaigner put it, "cows on grass are sounder on their feet and more themselves."

## The case against
Opponents counter that well-designed indoor housing provides good welfare, with comfortable beds and carefully controlled diets. Some farms, they point out, lack enough land near the milking parlour to graze large herds, and in wet weather waterlogged ground makes grazing harmful to cows and damaging to soil.
""", [
                ("exaggeration", "would guarantee consumers that every pint comes from well-treated animals", (0, 1)),
            ]),
            ("dense", None, """
Supporters of compulsory grazing argue that cows with access to pasture tend to have fewer lameness problems and more natural behaviour, and that such a rule could reassure consumers that milk comes from well-treated animals; opponents counter that well-designed indoor housing provides good welfare through comfortable beds and carefully controlled diets, and that some farms lack enough land near the milking parlour to graze large herds.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
The question of compulsory grazing sets the appeal of cows at pasture against the realities of modern dairy farming.

Supporters argue that cows with access to pasture tend to have fewer lameness problems and more natural behaviour. A grazing rule, they add, could reassure consumers that their milk comes from well-treated animals — "it gives people something they can trust," as one supporter put it.

Opponents counter that well-designed indoor housing provides good welfare, with comfortable beds and carefully controlled diets. Some farms, they note, lack enough land near the milking parlour to graze large herds; and in wet weather, waterlogged ground makes grazing harmful to cows and damaging to soil.

Both sides raise considerations that any decision on compulsory grazing would need to weigh.
""", []),
        ],
    },
]
