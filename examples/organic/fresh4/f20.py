"""Fresh4 batch f20 (written by a separate writer): closing a national park's scenic roads to private cars in summer; permits for hiking popular mountain trails; requiring bars to give free soft drinks to designated drivers; a levy on chewing gum to pay for cleaning pavements."""

TOPICS = [
    {
        "id": "park_scenic_road_car_closure",
        "topic": "Closing a national park's scenic roads to private cars in summer",
        "query": "Should the national park close its scenic roads to private cars during the summer months?",
        "perspectives": [
            ("conservationists", [
                "Fewer cars could cut air and noise pollution along the scenic roads.",
                "Wildlife may be less likely to be struck by vehicles.",
            ]),
            ("local businesses", [
                "Shops and restaurants near the park entrances could lose customers who prefer to drive in.",
                "A shuttle system might bring steadier foot traffic to gateway towns.",
            ]),
            ("visitors", [
                "Shuttles would spare visitors the hunt for parking at popular viewpoints.",
                "Elderly and disabled visitors may find it harder to reach remote trailheads.",
                "Families with young children could struggle to carry gear on buses.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The proposal to close the park's scenic roads to private cars in summer draws distinct responses from three groups of stakeholders.

### Conservationists
Conservation groups emphasise the environmental case: a reduction in traffic could lower both air and noise pollution along the scenic routes, and animals may face a lower risk of being hit by vehicles.

### Local businesses
Business owners see both risks and opportunities. On the one hand, shops and restaurants close to the park entrances could lose trade from customers who would rather drive in; on the other, a shuttle system might generate steadier foot traffic in the gateway towns.

### Visitors
For visitors, the picture is similarly mixed. Shuttles would remove the need to hunt for parking at the most popular viewpoints. However, elderly and disabled visitors may find remote trailheads harder to reach, and families with young children could struggle to manage their gear on buses.

Overall, the case turns on how the environmental gains are weighed against questions of access and local trade.
""", []),
            ("three_perspectives", None, """
**Conservationists**
- Fewer private cars could reduce air and noise pollution along the scenic roads; evidence from comparable parks suggests that traffic restrictions of this kind cut roadside noise levels by roughly 40 per cent.
- Wildlife may be at lower risk of vehicle strikes.

**Visitors**
- Shuttle services would mean visitors no longer have to search for parking at the busiest viewpoints.
- Access is a concern, however: elderly and disabled visitors may find it more difficult to reach remote trailheads.
- Families with young children could find it hard to carry their gear on buses.

Overall, stakeholders weigh the environmental benefits against practical questions of access.
""", [
                ("omitted_perspective", None, 1),
                ("invented_statistic", "evidence from comparable parks suggests that traffic restrictions of this kind cut roadside noise levels by roughly 40 per cent", None),
            ]),
            ("three_perspectives", None, """
Stakeholder views on a summer closure of the scenic roads to private vehicles can be summarised as follows.

**Conservationists** argue that:
- reduced traffic could mean cleaner air and quieter roads;
- animals may be less likely to be struck by passing vehicles.

**Local businesses** point to both a risk and an opportunity:
- outlets near the park gates could lose customers who would rather arrive by car;
- shuttles, conversely, might deliver a steadier flow of pedestrians into gateway towns.

**Visitors** raise practical considerations:
- shuttles would save them from hunting for parking at well-known viewpoints;
- older and disabled visitors may struggle to reach remote trailheads;
- families with small children could find it difficult to take their gear on buses.
""", []),
            ("three_perspectives", None, """
The proposal would affect the park's stakeholders in quite different ways.

From a conservation standpoint, the argument is largely positive: fewer cars could lower air and noise pollution on the scenic routes, while wildlife may be struck by vehicles less often. Local businesses, by contrast, face a trade-off. Retailers and restaurateurs near the park entrances could lose customers who prefer to drive, although a shuttle network might bring steadier foot traffic to the gateway towns.

Visitors' views are perhaps the most mixed. Shuttles would do little to spare visitors the search for parking at popular viewpoints; moreover, elderly and disabled visitors may find remote trailheads harder to reach, and families with young children could struggle to carry gear on buses.
""", [
                ("negation", "Shuttles would do little to spare visitors the search for parking at popular viewpoints", (2, 0)),
            ]),
            ("three_perspectives", None, """
Visitors are likely to experience the change most directly. For many, shuttles would remove the chore of looking for a parking space at the popular viewpoints; yet older and disabled visitors may have more difficulty reaching remote trailheads, and parents travelling with young children could find it awkward to carry their gear on a bus.

Conservationists, for their part, stress the ecological benefits. Cutting car numbers could reduce both air and noise pollution along the scenic roads, and the risk of animals being struck by vehicles may fall.

The position of local businesses is more ambivalent. Shops and restaurants near the entrances could lose customers who would rather drive; at the same time, a shuttle service might bring a steadier stream of foot traffic into the gateway towns.

It is, in short, a question of balancing environmental protection against accessibility and local commerce.
""", []),
            ("three_perspectives", None, """
Three groups of stakeholders have a direct interest in the proposal:

1. **Conservationists.** Reduced car traffic could mean less air and noise pollution on the scenic roads, and wildlife may be less likely to be hit by vehicles.
2. **Local businesses.** Shops and restaurants near the park entrances could lose trade from visitors who prefer to drive in.
3. **Visitors.** Shuttles would spare visitors the search for parking at popular viewpoints, and a shuttle system might also bring steadier foot traffic to gateway towns. On the other hand, elderly and disabled visitors would be unable to reach remote trailheads, while families with young children could struggle to carry gear on buses.
""", [
                ("side_swap", "a shuttle system might also bring steadier foot traffic to gateway towns", (1, 1)),
                ("exaggeration", "elderly and disabled visitors would be unable to reach remote trailheads", (2, 1)),
            ]),
        ],
    },
    {
        "id": "mountain_trail_hiking_permits",
        "topic": "Permits for hiking popular mountain trails",
        "query": "Should hikers need a permit to use popular mountain trails?",
        "perspectives": [
            ("pro", [
                "Permits could reduce overcrowding and erosion on the busiest trails.",
                "Permit fees may help fund trail maintenance and ranger patrols.",
                "Knowing who is on a trail can help rescue teams respond in emergencies.",
            ]),
            ("con", [
                "Permit systems may favour people who can plan far ahead, disadvantaging spontaneous or local hikers.",
                "Some hikers see permits as an unwelcome restriction on free access to public land.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**Arguments in favour**
- Permits could ease overcrowding on the most popular trails and, in turn, limit erosion.
- The fees collected may contribute to trail upkeep and ranger patrols.
- A record of who is on a trail can assist rescue teams when emergencies arise.

**Concerns**
- Permit systems may advantage those able to plan well in advance, to the detriment of local or spontaneous hikers.
- Some hikers regard permits as an unwelcome limit on free access to public land.
""", []),
            ("prose", None, """
Proponents of trail permits make three main points. First, permits could relieve overcrowding and reduce erosion on the busiest routes. Second, permit fees may help pay for trail maintenance and ranger patrols, including the repair of footbridges and waymarking after winter storms. Third, knowing who is on a trail can help rescue teams respond in an emergency.

Critics, however, raise concerns about fairness and freedom. Permit systems may favour those who can plan far ahead, leaving spontaneous or local hikers at a disadvantage; some hikers also regard permits as an unwelcome restriction on free access to public land. In addition, administering a permit system could place a considerable bureaucratic burden on already stretched park staff.
""", [
                ("added_detail", "including the repair of footbridges and waymarking after winter storms", (0, 1)),
                ("invented_claim", "administering a permit system could place a considerable bureaucratic burden on already stretched park staff", None),
            ]),
            ("numbered", None, """
The arguments advanced by stakeholders can be grouped as follows.

**In favour**
1. Permits would eliminate overcrowding and erosion on the busiest trails.
2. Fees may provide funding for trail maintenance and ranger patrols.
3. Rescue teams can respond more effectively in emergencies if they know who is on a trail.

**Against**
1. Permit systems may favour hikers who plan far in advance, disadvantaging spontaneous or local walkers.
""", [
                ("exaggeration", "Permits would eliminate overcrowding and erosion on the busiest trails", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
### The case for permits
Supporters argue that permits could reduce crowding and erosion on heavily used trails. Permit fees may also help finance maintenance work and ranger patrols, and a record of who is on a trail can help rescue teams respond to emergencies.

### The case against
Opponents contend that permit systems may reward those who can plan far in advance, disadvantaging spontaneous and local hikers. Some hikers, moreover, see permits as an unwelcome restriction on free access to public land.
""", []),
            ("dense", None, """
Supporters contend that permits could reduce overcrowding and erosion on the busiest trails, that permit fees may help fund trail maintenance and ranger patrols, and that knowing who is on a trail can help rescue teams in emergencies; critics counter that permit systems may favour spontaneous or local hikers over those who plan far ahead, and some see permits as an unwelcome restriction on free access to public land.
""", [
                ("negation", "permit systems may favour spontaneous or local hikers over those who plan far ahead", (1, 0)),
            ]),
            ("closing", None, """
Arguments in favour of permits centre on protecting the trails themselves. Permits could reduce overcrowding and erosion on the busiest routes, and permit fees may help fund trail maintenance and ranger patrols. In this way, permits would also ease the pressure that large crowds put on the most heavily used paths, and the wear that follows.

Those opposed raise questions of equity and principle: permit systems may favour people who can plan far ahead, which disadvantages spontaneous or local hikers, and some hikers see permits as an unwelcome restriction on free access to public land.

Ultimately, the debate turns on how access and protection are balanced.
""", [
                ("repetition", "permits would also ease the pressure that large crowds put on the most heavily used paths, and the wear that follows", (0, 2)),
            ]),
        ],
    },
    {
        "id": "bar_free_soft_drinks_designated_drivers",
        "topic": "Requiring bars to give free soft drinks to designated drivers",
        "query": "Should bars be legally required to give free soft drinks to designated drivers?",
        "perspectives": [
            ("pro", [
                "Free soft drinks could encourage more groups to nominate a designated driver.",
                "It would end the unfairness of sober drivers paying high prices for soft drinks.",
            ]),
            ("con", [
                "Bars would bear the cost, which may hurt small venues with thin margins.",
                "Some customers could falsely claim to be designated drivers to get free drinks.",
                "Voluntary schemes may achieve the same result without a legal mandate.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The proposal to require bars to provide free soft drinks to designated drivers has attracted arguments on both sides.

Supporters suggest that free soft drinks could encourage more groups to nominate a designated driver. They also raise a question of fairness: a requirement would put an end to sober drivers paying high prices for soft drinks.

Opponents, on the other hand, note that bars would bear the cost, which may prove damaging for small venues operating on thin margins. There is also a risk of abuse, since some customers could falsely claim to be designated drivers in order to obtain free drinks. Finally, critics argue that voluntary schemes may deliver the same outcome without the need for a legal mandate.
""", []),
            ("headed", None, """
### Arguments in favour
Advocates argue that offering soft drinks free of charge could encourage more groups to nominate a designated driver. Evidence suggests the effect could be substantial: one regional pilot reported a 25 per cent rise in groups nominating a driver after participating bars introduced free soft drinks.

### Concerns
Critics point out that bars would absorb the cost, which may hurt small venues with thin margins. Some customers, they add, could falsely claim to be designated drivers simply to obtain free drinks. Voluntary schemes, in their view, may achieve the same result without a legal mandate.
""", [
                ("invented_statistic", "Evidence suggests the effect could be substantial: one regional pilot reported a 25 per cent rise in groups nominating a driver after participating bars introduced free soft drinks", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
Whereas supporters hold that free soft drinks could prompt more groups to nominate a designated driver and would end the unfairness of sober drivers paying steep prices for soft drinks, opponents argue that the cost, borne by bars, may hurt small venues with thin margins, that some customers could falsely pose as designated drivers to get free drinks, and that voluntary schemes may achieve the same result without a legal mandate.
""", []),
            ("bullets", None, """
Arguments for the requirement:
- Free soft drinks could encourage more groups to nominate a designated driver.
- Sober drivers would no longer face the unfairness of paying high prices for soft drinks.

Arguments against:
- Bars would bear the cost, although this is unlikely to trouble even small venues with thin margins.
- Some customers, particularly younger drinkers, could falsely claim to be designated drivers in order to get free drinks.
- Voluntary schemes may achieve the same outcome without a legal mandate.
""", [
                ("negation", "although this is unlikely to trouble even small venues with thin margins", (1, 0)),
                ("added_detail", "Some customers, particularly younger drinkers, could falsely claim to be designated drivers", (1, 1)),
            ]),
            ("closing", None, """
On the one hand, supporters argue that the measure could encourage more groups to nominate a designated driver, and that it would remove the unfairness whereby sober drivers pay high prices for soft drinks. On the other hand, opponents warn that bars would bear the cost (which may hurt smaller venues with thin margins), that some customers could falsely claim to be designated drivers to get free drinks, and that voluntary schemes may achieve the same result without a legal mandate.

Overall, the debate turns on whether the benefits of a mandate outweigh its costs to venues.
""", []),
            ("numbered", None, """
Supporters of the requirement argue that:

1. **Encouraging designated drivers** – free soft drinks could lead more groups to nominate a designated driver.
2. **Fairness** – the rule would end the unfairness of sober drivers paying high prices for soft drinks.
3. **Raising awareness** – a legal mandate could also draw wider public attention to the dangers of drink-driving.

Opponents argue that:

1. **Cost to venues** – bars would bear the cost, which may hurt small venues with thin margins.
2. **Risk of abuse** – some customers could falsely claim to be designated drivers to get free drinks.
3. **Voluntary alternatives** – voluntary schemes already achieve the same result, making a legal mandate unnecessary.
""", [
                ("invented_claim", "a legal mandate could also draw wider public attention to the dangers of drink-driving", None),
                ("exaggeration", "voluntary schemes already achieve the same result, making a legal mandate unnecessary", (1, 2)),
            ]),
        ],
    },
    {
        "id": "chewing_gum_pavement_levy",
        "topic": "A levy on chewing gum to pay for cleaning pavements",
        "query": "Should a levy be placed on chewing gum to pay for cleaning pavements?",
        "perspectives": [
            ("local councils", [
                "A levy could shift the cost of removing gum from taxpayers to the people who buy it.",
                "A small price increase may nudge some chewers to dispose of gum properly.",
            ]),
            ("retailers", [
                "Most buyers dispose of gum responsibly and would be unfairly penalised.",
                "The levy could push shoppers to buy gum online, hurting local shops.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## Local councils
Councils argue that a levy could move the cost of cleaning gum off pavements away from taxpayers and onto those who actually buy the product.

## Retailers
Retailers object that most buyers dispose of their gum responsibly and would be penalised unfairly. They also acknowledge that a small price increase may nudge some chewers to dispose of gum properly, but warn that the levy could push shoppers to buy gum online, to the detriment of local shops.
""", [
                ("side_swap", "They also acknowledge that a small price increase may nudge some chewers to dispose of gum properly", (0, 1)),
            ]),
            ("bullets", None, """
Stakeholders take contrasting positions on the proposed levy.

- **Local councils** see it as a means of shifting the cost of gum removal from taxpayers to gum buyers; they add that a modest price rise may encourage some chewers to dispose of gum properly.
- **Retailers** counter that most buyers already dispose of gum responsibly and would be penalised unfairly, and that the levy could drive shoppers to purchase gum online, to the detriment of local shops.
""", []),
            ("prose", None, """
Councils make the case that a levy could transfer the cost of removing gum from taxpayers to the people who buy it. Moreover, a small price increase may nudge some chewers towards disposing of gum properly, and the revenue could additionally fund school campaigns discouraging littering.

Retailers take a different view. In their assessment, only a minority of buyers dispose of gum responsibly, yet all of them would be penalised; they also fear that the levy could push shoppers to buy gum online, hurting local shops.
""", [
                ("invented_claim", "the revenue could additionally fund school campaigns discouraging littering", None),
                ("negation", "only a minority of buyers dispose of gum responsibly", (1, 0)),
            ]),
            ("dense", None, """
Councils argue that a levy could shift the cost of gum removal from taxpayers to gum buyers and that a small price rise may nudge some chewers to dispose of gum properly, whereas retailers respond that most buyers dispose of gum responsibly and would be unfairly penalised, and that the levy could push shoppers to buy gum online, hurting local shops.
""", []),
            ("closing", None, """
The arguments in favour, put forward by local councils, are twofold: the levy could shift the cost of removing gum from taxpayers to buyers, with the proceeds paying for steam-cleaning crews in town centres; and a small price increase may nudge some chewers into disposing of gum properly.

Retailers' concerns are likewise twofold: most buyers dispose of gum responsibly and would be unfairly penalised, and the levy could push shoppers to buy gum online, hurting local shops.

It is, ultimately, a question of who should bear the cost of keeping pavements clean.
""", [
                ("added_detail", "with the proceeds paying for steam-cleaning crews in town centres", (0, 0)),
            ]),
            ("numbered", None, """
Councils' position:
1. A levy could move the cost of gum removal from taxpayers onto those who buy gum.
2. A higher price will stop chewers dropping gum on the pavement.

Retailers' position:
1. Most buyers dispose of gum responsibly and would be unfairly penalised by the levy.
""", [
                ("exaggeration", "A higher price will stop chewers dropping gum on the pavement", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
]
