"""fresh25 batch f103 (written by a separate writer): Mandatory CCTV in slaughterhouses; Banning live animal exports for slaughter and fattening; Emergency authorisation of banned neonicotinoid seed treatments for sugar beet; Banning heather burning on peatland grouse moors."""

TOPICS = [
    {
        "id": "slaughterhouse_cctv_mandate",
        "topic": "Mandatory CCTV in slaughterhouses",
        "query": "Should all slaughterhouses be legally required to install CCTV cameras in the areas where live animals are handled?",
        "perspectives": [
            ("animal welfare groups", [
                "Cameras would let official vets check how animals are handled in areas they cannot watch all the time.",
                "Undercover footage has repeatedly exposed cruelty in slaughterhouses that inspectors had missed.",
                "Knowing they are being recorded may deter staff from mistreating animals.",
            ]),
            ("abattoir operators", [
                "Installing cameras and storing footage would be a significant cost for small rural abattoirs that are already struggling to stay open.",
                "Many larger abattoirs already use CCTV voluntarily, so a legal requirement may add little.",
            ]),
            ("official veterinarians", [
                "Footage is only useful if vets have the time and legal power to review it.",
                "Cameras could support, but should not replace, a vet's physical presence on the slaughter floor.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The proposition that slaughterhouses ought to be placed under a statutory obligation to install CCTV wherever live animals are handled has given rise to a body of argument that divides, perhaps unsurprisingly, along lines of institutional interest.

Proponents (e.g., animal welfare organisations) maintain that cameras would afford official veterinarians a means of scrutinising the handling of animals in those parts of the premises which they are unable to observe continuously. They draw attention, moreover, to the fact that undercover footage has on repeated occasions brought to light cruelty which inspectors had failed to detect, and it has further been suggested within this strand that the mere awareness of being recorded may exert a deterrent effect upon staff who might otherwise mistreat animals.

A competing strand of the literature, associated principally with abattoir operators, emphasises the considerable financial burden that the installation of cameras and the storage of footage would impose upon small rural abattoirs which are already struggling to remain open. Operators advance, in addition, the contention that, since many larger abattoirs have adopted CCTV on a voluntary basis, a legal requirement may contribute comparatively little.

A third position, articulated by official veterinarians themselves, is more equivocal. Footage, on this view, is of value only insofar as vets are afforded both the time and the legal authority to review it, and cameras are best understood as a supplement to, rather than a substitute for, the physical presence of a veterinarian on the slaughter floor.

Taken together, these positions suggest that concerns regarding animal welfare are set against considerations of cost, proportionality and the practical capacity to act upon what is recorded.
""", []),
            ("three_perspectives", None, """
### Arguments advanced in favour of a mandate
Proponents (e.g., animal welfare organisations) maintain that the installation of cameras would enable official veterinarians to monitor the handling of animals in areas of the slaughterhouse that they cannot keep under constant observation. They further point to the repeated exposure, through undercover footage, of cruelty that had escaped the notice of inspectors. Such advocates also cite polling which indicates that roughly three-quarters of the public would support compulsory cameras in all slaughterhouses.

### Reservations expressed by abattoir operators
A competing strand of the literature emphasises the expense of installing equipment and retaining footage, a burden that would fall upon small rural abattoirs which are already struggling to stay open. It is also contended that, many larger abattoirs having already introduced CCTV voluntarily, a statutory requirement may add little.

### The position of official veterinarians
Official veterinarians occupy a more qualified position, holding that footage is useful only where vets have sufficient time and legal power to review it, and that cameras might support but ought not to replace a vet's physical presence on the slaughter floor. It has further been suggested by veterinarians that the knowledge of being recorded may deter staff from mistreating animals.

### Synthesis
Taken together, these positions illustrate the extent to which concerns regarding welfare, cost and enforcement capacity pull in different directions.
""", [
                ("side_swap", "It has further been suggested by veterinarians that the knowledge of being recorded may deter staff from mistreating animals", (0, 2)),
                ("invented_statistic", "Such advocates also cite polling which indicates that roughly three-quarters of the public would support compulsory cameras in all slaughterhouses", None),
            ]),
            ("three_perspectives", None, """
Debate concerning the compulsory installation of CCTV in slaughterhouses has, for the most part, been framed as a contest between welfare-oriented and commercial considerations. Proponents (e.g., advocacy organisations concerned with farm animal welfare) maintain that cameras would permit official vets to check the handling of animals in areas that cannot be watched at all times, and they adduce the repeated exposure, by means of covertly obtained footage, of cruelty that inspectors had overlooked. It has further been suggested that staff who know that their conduct is being recorded may be deterred from mistreating the animals in their care. A competing strand of the literature, articulated chiefly by abattoir operators, emphasises that the costs of installing cameras and storing footage would weigh heavily upon small rural abattoirs which are already struggling to stay open, and questions whether a legal mandate would add much, given that many larger abattoirs already operate CCTV of their own accord. Taken together, these positions indicate that the case for compulsion rests substantially upon one's assessment of whether the anticipated welfare gains justify the burden placed on smaller operators.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
### Welfare-based arguments
Proponents (e.g., animal welfare organisations) maintain that CCTV would allow official vets to examine how animals are handled in parts of the slaughterhouse which they cannot supervise continuously. It is observed, in this connection, that undercover footage has repeatedly revealed instances of cruelty which inspectors had missed, and it has further been suggested that the awareness of being filmed may discourage staff from mistreating animals.

### Commercial objections
A competing strand of the literature emphasises the cost of installing cameras and storing the resulting footage, which, it is argued, would constitute a significant burden for small rural abattoirs that are already struggling to stay open. Operators also advance the contention that, because many larger abattoirs already use CCTV voluntarily, a legal requirement may achieve little in addition.

### Veterinary perspectives
Official veterinarians, for their part, caution that footage is useful only if vets possess both the time and the legal power to review it, and they maintain that cameras could support, though should not replace, a veterinarian's physical presence on the slaughter floor.

### Concluding observations
Taken together, these positions suggest that the debate is not reducible to a simple opposition between advocates and opponents of surveillance.
""", []),
            ("three_perspectives", None, """
The proposal for mandatory CCTV in slaughterhouses has been approached from at least three distinct vantage points. Proponents (e.g., animal welfare charities) maintain that cameras would enable official vets to check the handling of animals in areas they cannot watch at all times, and they point to the repeated disclosure, through undercover filming, of cruelty that inspectors had failed to notice; on this account, the knowledge of being recorded would put an end to the mistreatment of animals by slaughterhouse staff. A competing strand of the literature emphasises the burden that the installation of cameras and the storage of footage would represent for small rural abattoirs, particularly those providing private-kill services to smallholders, which are already struggling to remain open, while also contending that a legal requirement may add little, given that many larger abattoirs already use CCTV voluntarily. Official veterinarians, meanwhile, stress that footage is of use only where vets have the time and the legal power to review it, and that cameras could support, but should not replace, a vet's physical presence on the slaughter floor. Taken together, these positions point to an unresolved tension between the aspiration to greater transparency and the practical and financial constraints under which it would operate.
""", [
                ("exaggeration", "the knowledge of being recorded would put an end to the mistreatment of animals by slaughterhouse staff", (0, 2)),
                ("added_detail", "particularly those providing private-kill services to smallholders", (1, 0)),
            ]),
            ("three_perspectives", None, """
Perhaps the most circumspect contribution to the debate on compulsory slaughterhouse CCTV has come from official veterinarians, who contend that footage is of value only where vets have the time and the legal powers necessary to review it, and who regard cameras as a possible support for, though not a replacement of, their physical presence on the slaughter floor. Proponents of a mandate (e.g., animal welfare organisations) maintain, by contrast, that cameras would allow official vets to verify how animals are handled in areas that cannot be observed at all times; they emphasise that undercover footage has repeatedly exposed cruelty which inspectors had missed, and it has further been suggested that the knowledge of being recorded may deter staff from mistreating animals. A competing strand of the literature, advanced by abattoir operators, foregrounds concerns regarding cost, holding that the installation of cameras and the storage of footage would prove a significant expense for small rural abattoirs already struggling to stay open, and that, given the voluntary adoption of CCTV by many larger abattoirs, a legal requirement may add relatively little. Taken together, these positions suggest that any assessment of the proposal must weigh its anticipated welfare benefits against questions of cost and of the capacity to make meaningful use of the footage.
""", []),
        ],
    },
    {
        "id": "live_animal_export_ban",
        "topic": "Banning live animal exports for slaughter and fattening",
        "query": "Should the export of live farm animals for slaughter or fattening abroad be banned?",
        "perspectives": [
            ("animal welfare campaigners", [
                "Long journeys by road and sea cause animals stress, exhaustion and dehydration.",
                "Once animals leave the country, domestic welfare standards can no longer be enforced.",
                "Slaughtering animals near the farm and exporting chilled meat instead would avoid the journey altogether.",
            ]),
            ("livestock farmers", [
                "Export markets offer better prices for some animals, such as male dairy calves.",
                "A ban could simply hand the trade to exporting countries with weaker transport rules rather than end it.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The question of whether the export of live farm animals for slaughter or fattening abroad ought to be prohibited has occasioned a debate in which welfare-based and economic considerations are set in fairly direct opposition.

Proponents of a ban (e.g., animal welfare campaigning organisations) maintain that protracted journeys by road and sea subject animals to stress, exhaustion and dehydration. They advance, moreover, the contention that once animals have left the country, domestic welfare standards can no longer be enforced, and it has further been suggested that the slaughter of animals close to the farm of origin, followed by the export of chilled meat, would obviate the journey altogether.

A competing strand of the literature, associated with livestock farmers, emphasises the commercial value of export markets, which are said to offer better prices for certain animals, male dairy calves being one such example. Farmers contend, in addition, that a ban could simply hand the trade to exporting countries whose transport rules are weaker, rather than bringing it to an end.

Taken together, these positions suggest that the disagreement concerns not only the welfare of animals in transit but also the question of whether a unilateral prohibition would in fact improve outcomes for the animals concerned.
""", []),
            ("bullets", None, """
The literature on the prohibition of live animal exports may be summarised as follows.

Proponents of a ban (e.g., animal welfare campaigners) maintain:
- that long journeys by road and sea expose animals to stress, exhaustion and dehydration;
- that domestic welfare standards cease to be enforceable once animals have crossed the border;
- that slaughtering animals near the farm and exporting chilled meat in their place would remove the need for the journey entirely.

A competing strand of the literature, associated with livestock farmers, emphasises:
- that export markets yield better prices for some categories of animal, among them male dairy calves;
- that existing limits on journey times and mandatory rest periods already afford animals in transit adequate protection;
- that a ban would, in all probability, reduce the overall trade rather than merely diverting it to exporting countries with weaker transport rules.

Taken together, these positions leave open the question of how far welfare concerns can be addressed by national measures alone.
""", [
                ("negation", "that a ban would, in all probability, reduce the overall trade rather than merely diverting it to exporting countries with weaker transport rules", (1, 1)),
                ("invented_claim", "that existing limits on journey times and mandatory rest periods already afford animals in transit adequate protection", None),
            ]),
            ("numbered", None, """
Arguments concerning a prohibition on live exports for slaughter or fattening may be grouped, for analytical purposes, into the following propositions.

1. Proponents (e.g., animal welfare organisations) maintain that lengthy transport by road and sea causes animals stress, exhaustion and dehydration.
2. It is further contended that, once animals have left the country, the enforcement of domestic welfare standards is no longer possible.
3. It has also been suggested that slaughtering animals in the vicinity of the farm and exporting chilled meat would avoid the journey altogether.
4. A competing strand of the literature, advanced by livestock farmers, emphasises that export markets offer better prices for some animals, such as male dairy calves.
5. Farmers further maintain that a ban could simply pass the trade to exporting countries with weaker transport rules, rather than ending it.

Taken together, these propositions suggest that the welfare case and the economic case rest upon rather different assumptions regarding what a national ban could be expected to achieve.
""", []),
            ("headed", None, """
### The welfare case for prohibition
Proponents of a ban (e.g., animal welfare campaigners) maintain that long journeys by road and sea cause animals stress, exhaustion and dehydration. They also advance the contention that domestic welfare standards cannot be enforced once animals have left the country. It has further been suggested that extended transport exacts a physical toll on animals, leaving them fatigued, distressed and dehydrated.

### The agricultural case against
A competing strand of the literature, associated with livestock farmers, emphasises that export markets offer a better price for certain animals, such as male dairy calves. Farmers further maintain that a ban could merely hand the trade to exporting countries with weaker transport rules rather than bringing it to an end.

### Synthesis
Taken together, these positions frame the debate as one between the avoidance of harm in transit and the preservation of farmers' access to markets abroad.
""", [
                ("repetition", "It has further been suggested that extended transport exacts a physical toll on animals, leaving them fatigued, distressed and dehydrated", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
Proponents of a prohibition on live exports (e.g., animal welfare organisations) maintain that long journeys by road and sea cause animals stress, exhaustion and dehydration, that domestic welfare standards can no longer be enforced once animals leave the country, and that slaughtering animals near the farm and exporting chilled meat would avoid the journey altogether, although they concede that a ban could simply hand the trade to exporting countries with weaker transport rules rather than end it; a competing strand of the literature, associated with livestock farmers, emphasises that export markets provide better prices for some animals, such as male dairy calves, which are said to account for around 40 per cent of all live animals exported. Taken together, these positions indicate that welfare and commercial considerations are, in this instance, difficult to reconcile.
""", [
                ("side_swap", "although they concede that a ban could simply hand the trade to exporting countries with weaker transport rules rather than end it", (1, 1)),
                ("invented_statistic", "which are said to account for around 40 per cent of all live animals exported", None),
            ]),
            ("closing", None, """
Within the debate on live animal exports, the arguments advanced by livestock farmers have tended to centre upon market access: export markets, it is contended, offer better prices for some animals, including male dairy calves, and a ban could simply transfer the trade to exporting countries with weaker transport rules instead of ending it. Proponents of prohibition (e.g., animal welfare advocacy groups) maintain, on the other hand, that long journeys by road and sea inflict stress, exhaustion and dehydration upon the animals transported. A related line of argument stresses that domestic welfare standards become unenforceable once animals have left the country, and it has further been suggested that slaughtering animals close to the farm and exporting chilled meat would render the journey unnecessary altogether.

Taken together, these positions do not admit of an obvious resolution, and the weight to be accorded to each remains, in the final analysis, a matter for the reader's own judgement.
""", []),
        ],
    },
    {
        "id": "neonicotinoid_sugar_beet_authorisation",
        "topic": "Emergency authorisation of banned neonicotinoid seed treatments for sugar beet",
        "query": "Should governments grant emergency authorisations allowing sugar beet growers to use otherwise-banned neonicotinoid seed treatments?",
        "perspectives": [
            ("sugar beet growers", [
                "Virus yellows, spread by aphids, can destroy a large share of the beet crop in a bad year.",
                "Seed treatments target the pest more precisely than spraying insecticide across the whole field.",
                "Without the treatment, some growers may abandon beet and the domestic sugar industry could shrink.",
            ]),
            ("environmental groups", [
                "Neonicotinoids can harm bees and other pollinators even when applied only as a seed coating.",
                "Most of the chemical is not taken up by the plant and can leach into soil and waterways.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
The literature on emergency authorisations for neonicotinoid seed treatments on sugar beet is characterised by a relatively clear division between agricultural and environmental concerns.

Proponents of authorisation (e.g., sugar beet growers and their representative bodies) maintain:
- that virus yellows, transmitted by aphids, is capable of destroying a large proportion of the beet crop in an unfavourable year;
- that seed treatments target the pest with greater precision than the spraying of insecticide across an entire field;
- that, in the absence of the treatment, some growers may abandon beet altogether, with the attendant possibility that the domestic sugar industry could contract.

A competing strand of the literature, advanced by environmental groups, emphasises:
- that neonicotinoids can harm bees and other pollinators even where they are applied solely as a seed coating;
- that most of the chemical is not taken up by the plant and can leach into soil and waterways.

Taken together, these positions set the protection of a particular crop against concerns regarding wider ecological harm.
""", []),
            ("prose", None, """
Emergency authorisations permitting the use of otherwise-prohibited neonicotinoid seed treatments on sugar beet have given rise to a contested exchange. Proponents (e.g., growers' associations) maintain that virus yellows, which is spread by aphids, can destroy a large share of the crop in a bad year, and they advance the contention that seed treatments target the pest more precisely than insecticide sprayed across the entire field. It has further been suggested that, without the treatment, some growers may give up beet, and that the domestic sugar industry could shrink as a consequence. By way of context, it is frequently noted that sugar beet is grown on in the region of 100,000 hectares nationally, supplying roughly half of domestic sugar consumption.

A competing strand of the literature, articulated by environmental groups, emphasises that neonicotinoids can harm bees and other pollinators even when applied only as a coating on the seed. These groups further observe that the greater part of the chemical is absorbed by the plant, from which residues can nonetheless find their way into soil and waterways. Taken together, these positions suggest that the question of authorisation cannot readily be resolved without some prior judgement as to the relative weight of agricultural and environmental risk.
""", [
                ("invented_statistic", "it is frequently noted that sugar beet is grown on in the region of 100,000 hectares nationally, supplying roughly half of domestic sugar consumption", None),
                ("negation", "the greater part of the chemical is absorbed by the plant", (1, 1)),
            ]),
            ("headed", None, """
### The agronomic case for authorisation
Proponents (e.g., sugar beet growers) maintain that virus yellows, transmitted by aphids, can in a bad year destroy a large share of the beet crop. They further advance the contention that seed treatments are more precisely targeted at the pest than insecticide sprayed across the whole field.

### Implications for the sector
It has further been suggested that, were the treatment unavailable, some growers might abandon beet, with the consequence that the domestic sugar industry could contract.

### Synthesis
Taken together, these positions present emergency authorisation as a pragmatic response to a threat facing both the crop and the industry that depends upon it.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
Proponents of emergency authorisation (e.g., sugar beet growers) maintain that virus yellows, spread by aphids, can destroy a large share of the beet crop in a bad year, that seed treatments target the pest more precisely than the spraying of insecticide across an entire field, and that, without the treatment, some growers may abandon beet and the domestic sugar industry could shrink; a competing strand of the literature, advanced by environmental groups, emphasises that neonicotinoids can harm bees and other pollinators even when applied only as a seed coating, and that most of the chemical, not being taken up by the plant, can leach into soil and waterways. Taken together, these positions turn upon contrasting assessments of where the more serious risk lies.
""", []),
            ("numbered", None, """
The arguments may be set out, in summary form, as follows.

1. Proponents of authorisation (e.g., beet growers' organisations) maintain that virus yellows, spread by aphids, can destroy a large share of the crop in a bad year, particularly following a mild winter in which aphid populations survive in large numbers.
2. It is further contended that seed treatments target the pest more precisely than insecticide sprayed across the whole field.
3. Growers also suggest that, without the treatment, some may give up beet, and that the domestic sugar industry could shrink accordingly.
4. A competing strand of the literature, associated with environmental groups, emphasises that neonicotinoids inevitably harm bees and other pollinators, even when applied only as a seed coating.
5. Such groups further maintain that most of the chemical is not taken up by the plant and can leach into soil and waterways.

Taken together, these positions indicate that the debate is as much concerned with the distribution of risk as with its magnitude.
""", [
                ("added_detail", "particularly following a mild winter in which aphid populations survive in large numbers", (0, 0)),
                ("exaggeration", "neonicotinoids inevitably harm bees and other pollinators", (1, 0)),
            ]),
            ("closing", None, """
Concerns regarding the environmental consequences of neonicotinoids occupy a prominent place in the literature on emergency authorisations for sugar beet. Environmental groups contend that these chemicals can harm bees and other pollinators even when used only as a seed coating, and that most of the chemical is not absorbed by the plant but can leach into soil and waterways. Proponents of authorisation (e.g., organisations representing beet growers) maintain, by contrast, that virus yellows, spread by aphids, can wipe out a large share of the beet crop in a bad year, and that seed treatments target the pest more precisely than spraying insecticide over the whole field. It has further been suggested that, in the absence of the treatment, some growers may give up beet, and that the domestic sugar industry could shrink as a result.

Taken together, these positions reflect differing priorities, and neither can be said, on the basis of the arguments alone, to settle the matter; it remains for the reader to weigh them.
""", []),
        ],
    },
    {
        "id": "grouse_moor_heather_burning_ban",
        "topic": "Banning heather burning on peatland grouse moors",
        "query": "Should the rotational burning of heather on grouse moors be banned on peatland?",
        "perspectives": [
            ("conservation groups", [
                "Burning can dry out and damage peat, releasing the carbon it stores.",
                "Repeated burning can degrade sphagnum moss and other bog plants that help peat to form.",
            ]),
            ("moorland managers", [
                "Controlled burning reduces the build-up of dry vegetation that could fuel larger wildfires.",
                "Young heather that regrows after burning provides food for red grouse and other moorland birds.",
                "Cutting vegetation instead is slower and more costly, and impractical on steep or rocky ground.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### Arguments for prohibition
Proponents of a ban (e.g., conservation organisations) maintain that burning can dry out and damage peat, thereby releasing the carbon that it stores. It has further been suggested that repeated burning can degrade sphagnum moss and the other bog plants that contribute to the formation of peat.

### Arguments against prohibition
A competing strand of the literature, associated with moorland managers, emphasises that controlled burning reduces the accumulation of dry vegetation which could otherwise fuel larger wildfires. Managers further contend that the young heather regenerating after a burn provides food for red grouse and other moorland birds, and that cutting vegetation as an alternative is slower and more costly, besides being impractical on steep or rocky ground.

### Synthesis
Taken together, these positions set concerns regarding the integrity of peatland against arguments rooted in wildfire risk, the needs of grouse and other birds, and practicability.
""", []),
            ("prose", None, """
The practice of rotational heather burning on peatland grouse moors has become the subject of considerable debate. Proponents of a ban (e.g., conservation groups) maintain that burning can dry out and damage peat, releasing the carbon stored within it, and that repeated burning can degrade sphagnum moss and other bog plants on which peat formation depends. Such groups have also acknowledged that controlled burning reduces the build-up of dry vegetation that could otherwise fuel larger wildfires. It has further been suggested by proponents that smoke from moorland burning diminishes air quality in nearby towns and villages.

A competing strand of the literature, associated with moorland managers, emphasises that young heather regrowing after a burn provides food for red grouse and other moorland birds, and that cutting vegetation instead is slower, more costly and impractical on steep or rocky ground. Taken together, these positions suggest that the debate encompasses ecological, climatic and economic considerations that do not readily align.
""", [
                ("side_swap", "Such groups have also acknowledged that controlled burning reduces the build-up of dry vegetation that could otherwise fuel larger wildfires", (1, 0)),
                ("invented_claim", "It has further been suggested by proponents that smoke from moorland burning diminishes air quality in nearby towns and villages", None),
            ]),
            ("dense", None, """
Proponents of a ban on heather burning (e.g., conservation groups) maintain that burning can dry out and damage peat, releasing the carbon it stores, and that repeated burning can degrade sphagnum moss and other bog plants that help peat to form, whereas a competing strand of the literature, associated with moorland managers, emphasises that controlled burning reduces the build-up of dry vegetation that could fuel larger wildfires, that the young heather regrowing after a burn provides food for red grouse and other moorland birds, and that periodic burning keeps in check the accumulation of combustible material from which more serious fires might spread. Taken together, these positions suggest that the case for and against prohibition turns upon competing conceptions of what responsible moorland stewardship requires.
""", [
                ("repetition", "periodic burning keeps in check the accumulation of combustible material from which more serious fires might spread", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
The principal contentions in the literature on banning heather burning on peatland may be summarised as follows.

Proponents of a ban (e.g., conservation organisations) maintain:
- that burning can dry out and damage peat, with the consequent release of the carbon it stores;
- that repeated burning can favour the regeneration of sphagnum moss and other bog plants that help peat to form.

A competing strand of the literature, associated with moorland managers, emphasises:
- that controlled burning reduces the build-up of dry vegetation which might otherwise fuel larger wildfires;
- that cutting vegetation instead is slower and more costly, and is impractical on steep or rocky ground.

Taken together, these positions point to a divergence in the assessment of how peatland is best managed.
""", [
                ("negation", "that repeated burning can favour the regeneration of sphagnum moss and other bog plants that help peat to form", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Concerns regarding the ecological and climatic consequences of heather burning have been set against the practical exigencies of moorland management. Proponents of a ban (e.g., conservation groups) maintain that burning invariably dries out and damages peat, releasing the carbon it stores, and that repeated burning can degrade sphagnum moss and other bog plants that help peat to form. A competing strand of the literature, associated with moorland managers, emphasises that controlled burning reduces the build-up of dry vegetation that could fuel larger wildfires. It has further been suggested that young heather regrowing after burning provides food for red grouse and other moorland birds, especially in late winter and early spring, when older, woody heather offers them little nourishment, and that cutting vegetation instead is slower and more costly, as well as impractical on steep or rocky ground.

Taken together, these positions admit of no straightforward reconciliation, and the relative weight to be given to each is properly left to the reader's judgement.
""", [
                ("exaggeration", "burning invariably dries out and damages peat", (0, 0)),
                ("added_detail", "especially in late winter and early spring, when older, woody heather offers them little nourishment", (1, 1)),
            ]),
            ("numbered", None, """
For the purposes of the present discussion, the arguments may be enumerated as follows.

1. Proponents of a ban (e.g., conservation groups) maintain that burning can dry out and damage peat, with the result that the carbon it stores is released.
2. They further contend that repeated burning can degrade sphagnum moss and the other bog plants that help peat to form.
3. A competing strand of the literature, advanced by moorland managers, emphasises that controlled burning reduces the build-up of dry vegetation that could otherwise fuel larger wildfires.
4. Managers also maintain that young heather regrowing after a burn provides food for red grouse and other moorland birds.
5. It has further been suggested by managers that rotational burning sustains the open, patterned heather landscape that visitors to the uplands value.

Taken together, these positions suggest that the question of prohibition implicates considerations of climate, biodiversity and land management alike.
""", [
                ("invented_claim", "rotational burning sustains the open, patterned heather landscape that visitors to the uplands value", None),
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
]
