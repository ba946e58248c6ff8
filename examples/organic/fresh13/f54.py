"""Fresh13 batch f54 (written by a separate writer): Mandatory resident ballots before council estate demolition; Requiring sprinklers in all new homes; A presumption against demolishing buildings that could be retrofitted; Banning gated communities in new housing developments."""

TOPICS = [
    {
        "id": "estate_demolition_ballots",
        "topic": "Mandatory resident ballots before council estate demolition",
        "query": "Should councils have to hold a binding residents' ballot before they demolish and rebuild a council estate?",
        "perspectives": [
            ("tenants", [
                "Residents whose homes are at stake deserve a binding say over whether their estate is demolished.",
                "Ballots could push councils to offer better rehousing terms in order to win residents' support.",
                "Estates are communities, and demolition breaks up neighbour networks built up over decades.",
            ]),
            ("councils", [
                "Ballot campaigns add months of delay and extra cost to schemes that are urgently needed.",
                "Current residents may vote down schemes that would provide many more homes for families on waiting lists.",
            ]),
            ("developers", [
                "The risk of losing a ballot makes it harder to raise finance for regeneration projects.",
                "Some investors could pull out of estate regeneration altogether if ballots become compulsory.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Whether residents should get a binding vote before their estate is knocked down sets three groups against one another.

**Who decides**

**Argument:** Tenants say that people whose homes are on the line should have a binding say over whether the estate is demolished.
**Counterpoint:** Councils reply that current residents may vote down schemes that would deliver many more homes for families still on the waiting list.

**Argument:** Tenants also stress that an estate is a community, and that demolition scatters neighbour networks built up over decades.
**Counterpoint:** Councils add that ballot campaigns bring months of delay and extra cost to schemes that are urgently needed.

**Money and terms**

**Argument:** For tenants, a ballot could push councils to offer better rehousing terms in order to win residents' support.
**Counterpoint:** Developers answer that the risk of losing a vote makes finance for regeneration projects harder to raise, and that some investors could pull out of estate schemes altogether if ballots become compulsory.

**Where it lands:** the disagreement is over who should hold the final word on an estate's future.
""", []),
            ("three_perspectives", None, """
This is a genuinely contested question, and the main lines of debate run between tenants and councils.

**Claim:** Tenants argue that those whose homes are at stake deserve a binding say over whether their estate comes down.
**Response:** Councils counter that current residents may vote down schemes that would provide many more homes for families on waiting lists.

**Claim:** Tenants point out that an estate is a community, and that demolition breaks up neighbour networks formed over decades.
**Response:** Councils say ballot campaigns add months of delay and extra cost to schemes that are urgently needed.

**Claim:** Tenants also suggest that ballots could push councils into offering better rehousing terms to win residents over.

**Where it lands:** it turns on how far residents' consent should outweigh a council's plans.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
**The case for a vote**

**Argument:** Tenants hold that residents whose homes are at stake deserve a binding say over whether their estate is demolished, and a survey of estate residents found that around seven in ten want exactly that.
**Counterpoint:** Councils respond that ballot campaigns tack months of delay and extra cost onto schemes that are urgently needed.

**Argument:** Tenants add that a ballot will force councils to offer far better rehousing terms in order to win support.
**Counterpoint:** Developers say the chance of losing a ballot makes it harder to raise finance for regeneration projects.

**Community versus supply**

**Argument:** Estates are communities, tenants argue, and demolition breaks up neighbour networks built over decades.
**Counterpoint:** Councils reply that current residents may vote down schemes that would provide many more homes for families on waiting lists, while developers warn that some investors could pull out of estate regeneration altogether if ballots become compulsory.

**Where it lands:** each group is weighing the same estates against different priorities.
""", [
                ("invented_statistic", "a survey of estate residents found that around seven in ten want exactly that", None),
                ("exaggeration", "a ballot will force councils to offer far better rehousing terms in order to win support", (0, 1)),
            ]),
            ("three_perspectives", None, """
Three groups have a stake in mandatory ballots, and their arguments answer one another fairly directly.

**Argument:** Councils warn that ballot campaigns add months of delay and extra cost to regeneration schemes that are urgently needed.
**Counterpoint:** Tenants answer that the people whose homes are at stake deserve a binding say over whether their estate is demolished.

**Argument:** Developers say the risk of a lost ballot makes finance for regeneration projects harder to secure, and that some investors could walk away from estate regeneration altogether if ballots become compulsory.
**Counterpoint:** Tenants argue that the prospect of a vote could push councils to offer better rehousing terms to win residents' backing.

**Argument:** Councils also fear that current residents may vote down schemes that would provide many more homes for families on waiting lists.
**Counterpoint:** Tenants reply that an estate is a community in its own right, and that demolition breaks up neighbour networks built over decades.

**Where it lands:** the question is less whether residents matter than how much power a single vote should carry.
""", []),
            ("three_perspectives", None, """
**Residents' voice**

**Claim:** Tenants say those whose homes are at stake deserve a binding say over whether their estate is demolished.
**Response:** Developers reply that current residents may vote down schemes that would provide many more homes for families on waiting lists.

**Claim:** Tenants add that estates are communities, and that demolition breaks up neighbour networks built over decades.
**Response:** Councils counter that ballot campaigns add months of delay and extra cost to schemes that are urgently needed.

**Money**

**Claim:** Ballots could push councils into offering better rehousing terms to win residents' support, tenants argue.
**Response:** Developers concede that the risk of losing a ballot makes little difference to raising finance for regeneration projects, though they warn that some investors could pull out of estate schemes altogether if ballots become compulsory.

**Where it lands:** the sides differ on how much weight a residents' vote should carry.
""", [
                ("side_swap", "Developers reply that current residents may vote down schemes that would provide many more homes for families on waiting lists", (1, 1)),
                ("negation", "the risk of losing a ballot makes little difference to raising finance for regeneration projects", (2, 0)),
            ]),
            ("three_perspectives", None, """
Mandatory ballots are argued over from three directions.

**Argument:** Tenants hold that residents whose homes are at stake should have a binding say over whether their estate is demolished.
**Counterpoint:** Councils answer that current residents may vote down schemes that would provide many more homes for families on waiting lists.

**Argument:** Tenants also believe ballots could push councils to offer better rehousing terms to win residents' support.
**Counterpoint:** Developers reply that the risk of losing a ballot makes regeneration projects harder to finance, and that some investors could pull out of estate schemes altogether if ballots become compulsory.

**Argument:** Above all, tenants insist that the decision to knock down an estate should ultimately rest with the people who live there.
**Counterpoint:** Councils point to the months of delay and extra cost that ballot campaigns add to schemes that are urgently needed.

**Where it lands:** it is a question of whose priorities should come first.
""", [
                ("repetition", "the decision to knock down an estate should ultimately rest with the people who live there", (0, 2)),
            ]),
        ],
    },
    {
        "id": "sprinklers_in_new_homes",
        "topic": "Requiring sprinklers in all new homes",
        "query": "Should every new-build home have to be fitted with a sprinkler system?",
        "perspectives": [
            ("supporters", [
                "Sprinklers control fires early, giving occupants more time to escape before smoke spreads.",
                "Fitting sprinklers during construction costs far less than adding them to existing homes later.",
                "Insurers may offer lower premiums for homes protected by sprinkler systems.",
            ]),
            ("opponents", [
                "The extra cost per home could make new housing less affordable for first-time buyers.",
                "Smoke alarms already prevent most fire deaths in modern homes, so sprinklers add little.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Requiring sprinklers in every new home is a fire-safety question with a cost question attached.

**Argument:** Supporters say sprinklers tackle a fire in its early stages, giving people more time to get out before smoke spreads. **Counterpoint:** Opponents reply that smoke alarms already prevent most fire deaths in modern homes, so sprinklers add little on top.

**Argument:** Fitting them while a house is being built, supporters add, costs far less than adding them to existing homes later, and insurers may offer lower premiums for homes that have them. **Counterpoint:** Opponents warn that the extra cost per home could make new housing less affordable for first-time buyers.

**Where it lands:** it comes down to how the safety case is weighed against the cost.
""", []),
            ("bullets", None, """
- **Argument:** Supporters say sprinklers control a fire early, giving occupants, particularly older and disabled residents, more time to escape before smoke spreads.
- **Counterpoint:** Opponents respond that smoke alarms already prevent most fire deaths in modern homes, so sprinklers add little.
- **Argument:** Installing sprinklers during construction costs far less than fitting them to existing homes later, supporters note, and modern systems rarely go off by accident.
- **Counterpoint:** Opponents say the extra cost per home could make new housing less affordable for first-time buyers.
- **Argument:** Supporters also expect that insurers may offer lower premiums for homes with sprinklers.

**Where it lands:** the two sides weigh the same homes against different risks.
""", [
                ("added_detail", "giving occupants, particularly older and disabled residents, more time to escape before smoke spreads", (0, 0)),
                ("invented_claim", "modern systems rarely go off by accident", None),
            ]),
            ("numbered", None, """
1. **Claim:** Sprinklers catch fires early and buy occupants more time to escape before smoke spreads.
   **Response:** Opponents argue that smoke alarms already prevent most fire deaths in modern homes, leaving sprinklers with little to add.
2. **Claim:** Putting sprinklers in at the building stage costs far less than retrofitting them into existing homes later.
   **Response:** Even so, opponents say, the extra cost per home could make new housing less affordable for first-time buyers.
3. **Claim:** Insurers may offer lower premiums for homes protected by sprinklers.

**Where it lands:** a question of whether the protection justifies the price.
""", []),
            ("headed", None, """
### Safety

**Argument:** Supporters say sprinklers control fires early, giving occupants more time to escape before smoke spreads.
**Counterpoint:** Opponents argue that smoke alarms do not prevent most fire deaths in modern homes, so sprinklers add little.

### Cost

**Argument:** Fitting sprinklers during construction is far cheaper than adding them to existing homes later, supporters say, and insurers may offer lower premiums for protected homes.
**Counterpoint:** Opponents worry that the extra cost per home could make new housing less affordable for first-time buyers.

**Where it lands:** the disagreement is about value for money as much as safety.
""", [
                ("negation", "smoke alarms do not prevent most fire deaths in modern homes", (1, 1)),
            ]),
            ("dense", None, """
Supporters argue that sprinklers control fires early and give occupants more time to escape before smoke spreads, that fitting them during construction costs far less than adding them to existing homes later, and that insurers may offer lower premiums for protected homes, whereas opponents counter that smoke alarms already prevent most fire deaths in modern homes, so sprinklers add little, and that the extra cost per home could make new housing less affordable for first-time buyers.
""", []),
            ("closing", None, """
**Argument:** Supporters say sprinklers control fires early, giving occupants more time to get out before smoke spreads.
**Counterpoint:** Opponents reply that smoke alarms already prevent most fire deaths in modern homes, so sprinklers add little.

**Argument:** Fitting them during construction, supporters add, costs far less than adding them to existing homes later.
**Counterpoint:** Opponents insist that the extra cost per home will price first-time buyers out of new housing.

**Where it lands:** this is a trade-off between safety and cost, and reasonable people weigh it differently.
""", [
                ("omitted_argument", None, (0, 2)),
                ("exaggeration", "the extra cost per home will price first-time buyers out of new housing", (1, 0)),
            ]),
        ],
    },
    {
        "id": "retrofit_before_demolition",
        "topic": "A presumption against demolishing buildings that could be retrofitted",
        "query": "Should planning rules stop developers knocking down buildings that could be refurbished instead?",
        "perspectives": [
            ("supporters", [
                "Demolishing and rebuilding releases large amounts of carbon already locked up in existing materials.",
                "Refurbishing older buildings could help preserve the character of streets and neighbourhoods.",
            ]),
            ("opponents", [
                "Older buildings are often too inefficient to bring up to modern energy standards at sensible cost.",
                "The rule could block schemes that replace low-density buildings with many more homes.",
                "Assessing every demolition application would add another layer of delay to the planning system.",
            ]),
        ],
        "variants": [
            ("prose", None, """
A retrofit-first rule turns on carbon, character and housing supply.

**Argument:** Supporters say that knocking a building down and starting again releases large amounts of carbon already locked up in its materials, with one industry study putting the figure at up to three times the emissions of a refurbishment. **Counterpoint:** Opponents reply that older buildings are often too inefficient to be brought up to modern energy standards at a sensible cost.

**Argument:** Refurbishment could also help preserve the character of streets and neighbourhoods, supporters argue. **Counterpoint:** Opponents fear the rule could block schemes that replace low-density buildings with many more homes, and that assessing every demolition application would add another layer of delay to the planning system.

**Where it lands:** the two sides rank the same goals in a different order.
""", [
                ("invented_statistic", "with one industry study putting the figure at up to three times the emissions of a refurbishment", None),
            ]),
            ("bullets", None, """
- **Argument:** Opponents say a presumption against demolition would add another layer of delay to the planning system, since every application would need assessing.
- **Counterpoint:** Supporters answer that demolishing and rebuilding releases large amounts of carbon already locked up in existing materials.
- **Argument:** Opponents add that older buildings are often too inefficient to bring up to modern energy standards at sensible cost.
- **Counterpoint:** Supporters reply that refurbishing older buildings could help preserve the character of streets and neighbourhoods.
- **Argument:** Opponents also warn that the rule could block schemes replacing low-density buildings with many more homes.

**Where it lands:** how far to lean towards reuse remains a matter of judgement.
""", []),
            ("numbered", None, """
1. **Argument:** Supporters point out that demolition releases large amounts of carbon locked up in existing materials, especially the concrete and steel in post-war office blocks.
   **Counterpoint:** Opponents say older buildings are often too inefficient to bring up to modern energy standards at sensible cost.
2. **Argument:** Supporters add that refurbishing older buildings could help preserve the character of streets and neighbourhoods.
   **Counterpoint:** Opponents warn that assessing every demolition application would add another layer of delay to the planning system.
3. **Argument:** Supporters also concede that the rule could block schemes that replace low-density buildings with many more homes.

**Where it lands:** neither side disputes the goals, only how to balance them.
""", [
                ("added_detail", "especially the concrete and steel in post-war office blocks", (0, 0)),
                ("side_swap", "Supporters also concede that the rule could block schemes that replace low-density buildings with many more homes", (1, 1)),
            ]),
            ("headed", None, """
### Carbon and energy

**Argument:** Supporters say demolishing and rebuilding releases large amounts of carbon already locked up in existing materials.
**Counterpoint:** Opponents respond that older buildings can usually be upgraded to modern energy standards at reasonable cost.

### Streets and homes

**Argument:** Refurbishment could help preserve the character of streets and neighbourhoods, supporters add.
**Counterpoint:** Opponents fear the rule could block schemes that replace low-density buildings with many more homes.

### Process

**Argument:** Opponents also warn that assessing every demolition application would add another layer of delay to the planning system.

**Where it lands:** the argument is about priorities rather than a single right answer.
""", [
                ("negation", "older buildings can usually be upgraded to modern energy standards at reasonable cost", (1, 0)),
            ]),
            ("dense", None, """
Supporters argue that demolition and rebuilding releases large amounts of carbon already locked up in existing materials and that refurbishment could help preserve the character of streets and neighbourhoods, while opponents counter that older buildings are often too inefficient to bring up to modern energy standards at sensible cost, that the rule could block schemes replacing low-density buildings with many more homes, and that assessing every demolition application would add another layer of delay to the planning system.
""", []),
            ("closing", None, """
**Claim:** Knocking buildings down and rebuilding releases large amounts of carbon already locked up in existing materials, supporters argue.
**Response:** Opponents counter that older buildings are often too inefficient to bring up to modern energy standards at a sensible cost.

**Claim:** Supporters add that refurbishing older buildings could help preserve the character of streets and neighbourhoods, and that retrofit work creates more local jobs than new construction.
**Response:** Opponents say the rule would block schemes that replace low-density buildings with many more homes, and that assessing every demolition application would add another layer of delay to planning.

**Where it lands:** in the end this is a judgement about which costs matter most, and each side weighs them differently.
""", [
                ("invented_claim", "retrofit work creates more local jobs than new construction", None),
                ("exaggeration", "the rule would block schemes that replace low-density buildings with many more homes", (1, 1)),
            ]),
        ],
    },
    {
        "id": "gated_communities_ban",
        "topic": "Banning gated communities in new housing developments",
        "query": "Should new housing estates be banned from being built as gated communities?",
        "perspectives": [
            ("supporters", [
                "Gated estates divide neighbourhoods and cut residents off from the surrounding community.",
                "Gates close off routes through an area, forcing pedestrians and cyclists to take longer journeys.",
                "Crime may simply be displaced onto neighbouring streets rather than reduced.",
            ]),
            ("opponents", [
                "Residents should be free to choose the level of security they want for their homes.",
                "Gates may reduce through-traffic, making estate roads quieter and safer for children.",
            ]),
        ],
        "variants": [
            ("prose", None, """
A ban on gated estates sets questions of openness against questions of choice.

**Argument:** Supporters of a ban say gated estates divide neighbourhoods and cut their residents off from the community around them. **Counterpoint:** Opponents reply that residents should be free to choose the level of security they want for their own homes.

**Argument:** Gates also close off routes through an area, supporters note, so pedestrians and cyclists end up taking longer journeys, and crime may simply be displaced onto neighbouring streets rather than reduced. **Counterpoint:** Opponents argue that gates may cut through-traffic, leaving estate roads quieter and safer for children.

**Where it lands:** the debate turns on whether an estate belongs to its residents or to the wider area.
""", []),
            ("bullets", None, """
- **Argument:** Supporters of a ban say gated estates divide neighbourhoods and cut residents off from the surrounding community.
- **Counterpoint:** Opponents say residents should be free to choose how much security they want for their homes.
- **Argument:** Gates close off routes through an area, supporters add, forcing people on foot and bike into longer journeys.
- **Counterpoint:** Opponents reply that gates may reduce through-traffic, making estate roads quieter and safer for children.
- **Argument:** Supporters accept that gates reduce crime rather than simply shifting it onto neighbouring streets.

**Where it lands:** both sides are arguing about what makes a street work for the people on it.
""", [
                ("negation", "gates reduce crime rather than simply shifting it onto neighbouring streets", (0, 2)),
            ]),
            ("numbered", None, """
1. **Argument:** Supporters of a ban argue that gated estates permanently split neighbourhoods and completely cut residents off from the surrounding community.
   **Counterpoint:** Opponents say residents should be free to choose the level of security they want for their homes, and that gated homes are easier to sell.
2. **Argument:** Gates close off routes through an area, supporters add, forcing pedestrians and cyclists to take longer journeys.
   **Counterpoint:** Opponents respond that gates may reduce through-traffic, making estate roads quieter and safer for children.
3. **Argument:** Supporters also suggest crime may simply be displaced onto neighbouring streets rather than reduced.

**Where it lands:** it is a choice between two views of what a neighbourhood owes its residents.
""", [
                ("exaggeration", "gated estates permanently split neighbourhoods and completely cut residents off from the surrounding community", (0, 0)),
                ("invented_claim", "gated homes are easier to sell", None),
            ]),
            ("headed", None, """
### Community

**Claim:** Gated estates divide neighbourhoods and cut residents off from the surrounding community, supporters of a ban argue.
**Response:** Opponents counter that residents should be free to choose the level of security they want for their homes.

### Movement and safety

**Claim:** Supporters say gates close off routes through an area and force pedestrians and cyclists to take longer journeys.
**Response:** Opponents reply that gates may reduce through-traffic, making estate roads quieter and safer for children.

**Claim:** Supporters add that crime may simply be displaced onto neighbouring streets rather than reduced.

**Where it lands:** reasonable people can read the same estate layout in quite different ways.
""", []),
            ("dense", None, """
Supporters of a ban argue that gated estates divide neighbourhoods and cut residents off from the surrounding community, that gates close off routes through an area and force pedestrians and cyclists, including children walking to school, onto longer journeys, and that crime may simply be displaced onto neighbouring streets rather than reduced, while opponents counter that gates may reduce through-traffic and make estate roads quieter and safer for children.
""", [
                ("omitted_argument", None, (1, 0)),
                ("added_detail", "force pedestrians and cyclists, including children walking to school, onto longer journeys", (0, 1)),
            ]),
            ("closing", None, """
**Argument:** Supporters of a ban say gates close off routes through an area, forcing pedestrians and cyclists to take longer journeys.
**Counterpoint:** Opponents reply that gates may reduce through-traffic, making estate roads quieter and safer for children.

**Argument:** Gated estates, supporters add, divide neighbourhoods and cut residents off from the surrounding community, and crime may simply be displaced onto neighbouring streets rather than reduced.
**Counterpoint:** Opponents hold that residents should be free to choose the level of security they want for their homes.

**Where it lands:** both positions are coherent; which one persuades depends on whether openness or choice is given more weight.
""", []),
        ],
    },
]
