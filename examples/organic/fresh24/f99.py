"""fresh24 batch f99 (written by a separate writer): Returning colonial-era artefacts from national museums to their countries of origin; Banning the retail sale of peat compost to gardeners; Allowing small outdoor solar geoengineering experiments; Charging tourists admission to historic cathedrals."""

TOPICS = [
    {
        "id": "colonial_artefact_restitution_f99",
        "topic": "Returning colonial-era artefacts from national museums to their countries of origin",
        "query": "Should national museums return artefacts acquired during the colonial era to their countries of origin?",
        "perspectives": [
            ("supporters of returning the artefacts", [
                "Many objects were taken by force or under unequal colonial terms, so keeping them can prolong an old injustice.",
                "Returned objects could reconnect source communities with their history and religious traditions.",
            ]),
            ("opponents of returning the artefacts", [
                "Large national museums can show objects to millions of visitors from around the world.",
                "Some receiving institutions may lack the money or facilities to conserve fragile objects.",
                "Returning one object could set a precedent that leads to whole collections being claimed.",
            ]),
        ],
        "variants": [
            ("prose", None, """
== Debate ==
Whether national museums should return objects acquired during the colonial period to their countries of origin has been the subject of sustained public debate.

Supporters of restitution have argued that many such objects were taken by force or obtained on unequal colonial terms, and that their continued retention can prolong a historical injustice.[1] They have further contended that the return of these objects could allow source communities to reconnect with their own history and religious traditions.

Opponents have countered that large national museums are able to display objects to millions of visitors drawn from around the world.[2] Some have expressed concern that certain receiving institutions may not have the funding or the facilities needed to conserve fragile items. Others have warned that returning even a single object could establish a precedent under which entire collections come to be claimed.[citation needed]

The question remains contested, and neither position has gained general acceptance.
""", []),
            ("bullets", None, """
== Arguments ==
=== In favour of return ===
* Advocates of return have maintained that many of the objects concerned were seized by force or obtained under unequal colonial arrangements, and that holding on to them can extend an old injustice.[3]
* They have also argued that returned objects could restore the links between source communities and their history and religious practices.
* A 2019 survey cited by campaigners reported that 71 per cent of objects in European ethnographic collections had been acquired without documented consent.[4]

=== Against return ===
* Critics have pointed out that large national museums can present objects to millions of visitors from many countries.
* Some critics have noted that certain receiving institutions may lack the funding or facilities to conserve fragile objects.[citation needed]
""", [
                ("invented_statistic", "A 2019 survey cited by campaigners reported that 71 per cent of objects in European ethnographic collections had been acquired without documented consent", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
== Principal arguments ==
Commentators have generally grouped the arguments raised in the restitution debate as follows.

Arguments advanced by proponents of return:
# Many of the objects were taken by force or acquired under unequal colonial terms, so that keeping them can perpetuate an old injustice.[5]
# Their return could reconnect source communities with their history and their religious traditions.

Arguments advanced by opponents of return:
# Large national museums can make the objects accessible to millions of visitors from across the world.
# Some of the institutions that would receive the objects may lack the money or facilities to conserve fragile pieces.[6]
# Returning one object could create a precedent, leading to claims on whole collections.

Both sets of arguments continue to be cited in discussions of the issue.
""", []),
            ("headed", None, """
== Support ==
Proponents of restitution have argued that many objects in national collections were taken by force or acquired on unequal colonial terms, and that retaining them can prolong an old injustice.[7] It has also been argued that returned objects could help source communities reconnect with their own history and religious traditions.

== Opposition ==
Opponents have emphasised that large national museums can show such objects to millions of visitors from around the world.[8] They have acknowledged that receiving institutions are generally well equipped to conserve fragile objects, but have warned that the return of one object could set a precedent leading to claims on whole collections.[citation needed]

== Assessment ==
The debate has not been settled, and arguments on both sides continue to be put forward.
""", [
                ("negation", "receiving institutions are generally well equipped to conserve fragile objects", (1, 1)),
            ]),
            ("dense", None, """
Supporters of returning colonial-era artefacts have argued that many of them were taken by force or under unequal colonial terms and that keeping them can prolong an old injustice,[9] while opponents have also argued that returned objects could reconnect source communities with their history and religious traditions; opponents have further maintained that large national museums put every object in front of millions of visitors from around the world, that some receiving institutions may lack the money or facilities to conserve fragile objects, and that returning a single object could set a precedent for claims on whole collections.[citation needed]
""", [
                ("side_swap", "opponents have also argued that returned objects could reconnect source communities with their history and religious traditions", (0, 1)),
                ("exaggeration", "large national museums put every object in front of millions of visitors from around the world", (1, 0)),
            ]),
            ("closing", None, """
== Reception ==
=== Arguments for restitution ===
Those in favour of restitution have held that many artefacts were obtained by force or under unequal colonial terms, and that continuing to keep them can prolong an injustice dating from that period.[10] They have added that the objects, once returned, could reconnect source communities with their history and religious traditions.

=== Arguments against restitution ===
Those opposed have observed that large national museums can put objects before millions of visitors from around the world. They have raised the possibility that some receiving institutions may lack the money or facilities to conserve fragile objects,[11] and have cautioned that a single return could set a precedent that leads to claims on whole collections.

The debate is ongoing, and no consensus has emerged between the two positions.
""", []),
        ],
    },
    {
        "id": "peat_compost_retail_ban_f99",
        "topic": "Banning the retail sale of peat compost to gardeners",
        "query": "Should the sale of peat-based compost to amateur gardeners be banned?",
        "perspectives": [
            ("supporters of a ban", [
                "Peat bogs store large amounts of carbon, which is released when the peat is dug up.",
                "Peat extraction destroys wetland habitats that can take centuries to recover.",
            ]),
            ("opponents of a ban", [
                "Peat-free composts may give less reliable results for some plants.",
                "Peat-free alternatives could cost home gardeners more.",
            ]),
        ],
        "variants": [
            ("prose", None, """
== Debate ==
Proposals to end the retail sale of peat-based compost to amateur gardeners have divided opinion.

Proponents of a ban have argued that peat bogs hold large quantities of carbon, which is released into the atmosphere once the peat is dug up.[1] They have also pointed out that extraction destroys wetland habitats, such as the raised bogs of the Irish midlands, that can take centuries to recover.

Opponents of a ban have contended that peat-free composts may produce less dependable results for certain plants,[2] and that peat-free alternatives could leave home gardeners paying more.

The arguments of both sides continue to feature in discussion of the proposal.
""", [
                ("added_detail", "such as the raised bogs of the Irish midlands", (0, 1)),
            ]),
            ("bullets", None, """
== Arguments ==
=== Support ===
* Supporters of a ban have stressed that peat bogs store large amounts of carbon, which escapes when the peat is extracted.[3]
* They have also argued that digging peat destroys wetland habitats that can need centuries to recover.

=== Opposition ===
* Opponents have argued that peat-free composts may give less reliable results with some plants.[citation needed]
* They have further suggested that the alternatives to peat could cost home gardeners more.

Views on the proposal remain divided.
""", []),
            ("numbered", None, """
== Main arguments ==
The case for and against a retail ban has usually been set out in the following terms.

Supporters of a ban:
# Peat bogs are large stores of carbon, and that carbon is released when the peat is dug up.[4]
# Extracting peat destroys wetland habitats that can take centuries to recover.
# A ban would encourage compost manufacturers to invest in recycled green-waste products.[citation needed]

Opponents of a ban:
# Peat-free composts may produce less reliable results for some plants.[5]
# Some plants, opponents have said, may not do as well in peat-free mixes as they do in peat.
""", [
                ("invented_claim", "A ban would encourage compost manufacturers to invest in recycled green-waste products", None),
                ("repetition", "Some plants, opponents have said, may not do as well in peat-free mixes as they do in peat", (1, 1)),
            ]),
            ("headed", None, """
== Background ==
The proposal to end retail sales of peat-based compost to amateur gardeners has attracted criticism.

== Opposition ==
Opponents of a ban have argued that peat-free composts may give less reliable results for some plants.[6] They have also contended that peat-free alternatives could prove more expensive for home gardeners.[citation needed]

== Current status ==
The proposal continues to be debated.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("dense", None, """
Advocates of banning retail peat compost have argued that peat bogs store large amounts of carbon that is released when the peat is dug up, and that extraction destroys wetland habitats which can take centuries to recover;[7] critics of a ban have replied that peat-free composts may give less reliable results for some plants and that peat-free alternatives could cost home gardeners more.[8] Opinion on the measure remains divided.
""", []),
            ("closing", None, """
== Arguments in favour ==
Those in favour of a ban have argued that peat bogs store large amounts of carbon, which is released when the peat is dug up.[9] They have also maintained that peat extraction destroys wetland habitats that can take centuries to recover.

== Arguments against ==
Those against a ban have argued that peat-free composts give unreliable results for every kind of plant,[citation needed] and that peat-free alternatives could add to the costs faced by home gardeners.

Neither side's case has been generally accepted, and the question remains the subject of debate.
""", [
                ("exaggeration", "peat-free composts give unreliable results for every kind of plant", (1, 0)),
            ]),
        ],
    },
    {
        "id": "outdoor_solar_geoengineering_tests_f99",
        "topic": "Allowing small outdoor solar geoengineering experiments",
        "query": "Should scientists be allowed to carry out small outdoor experiments on solar geoengineering?",
        "perspectives": [
            ("supporters of outdoor experiments", [
                "Field tests could show how particles behave in the real atmosphere, which computer models may miss.",
                "The amounts of material released in small tests are often tiny and pose little direct risk.",
            ]),
            ("opponents of outdoor experiments", [
                "Experiments could make large-scale deployment seem normal and harder to stop.",
                "Research into a technical fix may weaken the pressure to cut greenhouse gas emissions.",
                "No international body yet exists to decide who may carry out such tests.",
            ]),
        ],
        "variants": [
            ("prose", None, """
== Debate ==
Small outdoor experiments in solar geoengineering have been the subject of considerable controversy within and beyond the scientific community.

Proponents have argued that field tests could reveal how particles behave in the real atmosphere, something that computer models may fail to capture.[1] They have also noted that the quantities of material released in small tests are often tiny and pose little direct risk. A survey of atmospheric scientists found that 64 per cent supported small outdoor trials.[2]

Critics have contended that such experiments could make large-scale deployment appear normal and more difficult to halt. Some have suggested that research into a technical fix could strengthen the case for cutting greenhouse gas emissions,[citation needed] while others have pointed out that no international body yet exists to decide who may carry out such tests.

The debate remains unresolved.
""", [
                ("invented_statistic", "A survey of atmospheric scientists found that 64 per cent supported small outdoor trials", None),
                ("negation", "research into a technical fix could strengthen the case for cutting greenhouse gas emissions", (1, 1)),
            ]),
            ("bullets", None, """
== Arguments ==
=== In favour ===
* Supporters have argued that field tests could show how particles behave in the real atmosphere, which computer models may miss.[3]
* They have added that the amounts of material released in small tests are often tiny and carry little direct risk.
* Supporters have further noted that no international body currently exists to decide who may carry out such tests.[citation needed]

=== Against ===
* Opponents have warned that experiments could make large-scale deployment seem normal and harder to stop.[4]
* They have also argued that research into a technical fix may weaken the pressure to cut greenhouse gas emissions.
""", [
                ("side_swap", "Supporters have further noted that no international body currently exists to decide who may carry out such tests", (1, 2)),
            ]),
            ("numbered", None, """
== Positions ==
The main arguments put forward in the debate over outdoor testing may be summarised as follows.

For outdoor experiments:
# Field tests could show how particles actually behave in the atmosphere, which computer models may miss.[5]
# The material released in small tests is often minimal in quantity and poses little direct risk.

Against outdoor experiments:
# Experiments could normalise large-scale deployment and make it harder to stop.[6]
# Research into a technical fix may reduce the pressure to cut greenhouse gas emissions.
# There is as yet no international body to decide who is permitted to carry out such tests.[citation needed]

The arguments on both sides continue to be debated.
""", []),
            ("headed", None, """
== Support ==
Supporters of outdoor experiments have argued that field tests could show how sulphate particles released from high-altitude balloons behave in the real atmosphere, which computer models may miss.[7] They have also stated that the amounts of material released in small tests are often tiny and pose little direct risk.

== Opposition ==
Opponents have argued that research into a technical fix may weaken the pressure to cut greenhouse gas emissions.[8] They have also noted that no international body yet exists to decide who may carry out such tests.[citation needed]

== Outlook ==
The question of whether such experiments should proceed remains open.
""", [
                ("added_detail", "sulphate particles released from high-altitude balloons", (0, 0)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("dense", None, """
Proponents of small outdoor geoengineering experiments have argued that field tests could show how particles behave in the real atmosphere in ways computer models may miss, that the amounts of material released are often tiny and pose little direct risk,[9] and that open, publicly funded trials are preferable to secret testing by private companies or individual states; opponents have countered that experiments could make large-scale deployment seem normal and harder to stop, that research into a technical fix may weaken the pressure to cut greenhouse gas emissions, and that no international body yet exists to decide who may carry out such tests.[10]
""", [
                ("invented_claim", "open, publicly funded trials are preferable to secret testing by private companies or individual states", None),
            ]),
            ("closing", None, """
== Reception ==
=== Support ===
Those who favour outdoor experiments have argued that field tests could show how particles behave in the real atmosphere, which computer models may miss.[11] They have also maintained that the quantities released in small tests are often tiny and pose little direct risk.

=== Opposition ===
Critics have warned that experiments could make large-scale deployment seem normal and harder to stop.[12] Some have argued that research into a technical fix may weaken the pressure to cut greenhouse gas emissions, and it has also been pointed out that no international body yet exists to decide who may carry out such tests.[citation needed]

Opinion remains divided, and the debate has not reached a settled conclusion.
""", []),
        ],
    },
    {
        "id": "cathedral_admission_charges_f99",
        "topic": "Charging tourists admission to historic cathedrals",
        "query": "Should historic cathedrals charge tourists an admission fee?",
        "perspectives": [
            ("cathedral authorities", [
                "Admission income can pay for repairs to ageing buildings that receive little public funding.",
                "Charging could help manage overcrowding at the busiest times.",
            ]),
            ("clergy and worshippers who oppose charges", [
                "A place of worship should be open to everyone without payment.",
                "Fees may deter local people from coming in to pray.",
            ]),
            ("tourism organisations", [
                "High fees could lead some visitors to leave cathedrals out of their trips.",
                "Paying visitors often expect better guiding and facilities in return.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
== Positions ==
=== Cathedral authorities ===
Cathedral authorities have argued that admission income can pay for repairs to ageing buildings that receive little public funding.[1] They have also suggested that charging could help manage overcrowding at the busiest times.

=== Clergy and worshippers ===
Clergy and worshippers who oppose charges have maintained that a place of worship should be open to everyone without payment, and have warned that fees may deter local people from coming in to pray.[2]

=== Tourism organisations ===
Tourism organisations have cautioned that high fees could lead some visitors to leave cathedrals out of their trips.[citation needed] They have also observed that paying visitors often expect better guiding and facilities in return.

The question continues to be debated among the three groups.
""", []),
            ("three_perspectives", None, """
== Debate ==
The introduction of admission charges at historic cathedrals has been debated by cathedral authorities and by members of the clergy and congregations.

=== Arguments for charging ===
Cathedral authorities have contended that admission income can fund repairs to ageing buildings that receive little public money.[3] They have also argued that a charge could help to manage overcrowding at the busiest periods.

=== Arguments against charging ===
Clergy and worshippers opposed to charges have held that a place of worship ought to be open to all without payment.[4] Some have also expressed concern that fees may discourage local people from coming in to pray.

No agreement has been reached on the issue.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Supporters of admission charges among cathedral authorities have argued that the income can pay for repairs to ageing buildings that receive little public funding, and that charging could help manage overcrowding at peak times.[5] Clergy and worshippers who object to charges have countered that a place of worship should be open to everyone without payment and that fees may deter local people from coming in to pray.[citation needed] Tourism organisations, for their part, have warned that high fees could lead some visitors to leave cathedrals out of their trips, while noting that paying visitors often expect better guiding and facilities in return.[6] The debate has not been resolved in favour of any of these positions.
""", []),
            ("three_perspectives", None, """
== Arguments ==
=== From cathedral authorities ===
* Admission income, cathedral authorities have argued, can pay for repairs to ageing buildings that receive little public funding.[7]
* They have also stressed that, with little support from public funds, the money raised from visitors is needed to keep ageing fabric in repair.

=== From clergy and worshippers ===
* A place of worship, opponents among the clergy and worshippers have held, should be open to everyone without payment.
* Fees may deter local people, particularly elderly parishioners on fixed incomes, from coming in to pray.[citation needed]

=== From tourism organisations ===
* High fees could lead some visitors to leave cathedrals out of their trips.[8]
* Visitors who pay often expect better guiding and facilities in return.
""", [
                ("repetition", "They have also stressed that, with little support from public funds, the money raised from visitors is needed to keep ageing fabric in repair", (0, 1)),
                ("added_detail", "particularly elderly parishioners on fixed incomes", (1, 1)),
            ]),
            ("three_perspectives", None, """
== Reception ==
Three broad positions have been identified in the debate over cathedral admission charges.[9]

# Cathedral authorities have argued that admission income can meet the cost of repairs to ageing buildings which receive little public funding, and that charging could help to manage overcrowding at the busiest times.
# Clergy and worshippers opposed to charges have held that places of worship should be open to all without payment, and have cautioned that fees may deter local people from coming in to pray.
# Tourism organisations have raised the concern that high fees could lead some visitors to leave cathedrals out of their trips, and have observed that paying visitors often expect better guiding and facilities in return.[citation needed]

Each position continues to be advanced, and none has prevailed.
""", []),
            ("three_perspectives", None, """
== Support ==
Cathedral authorities have argued that admission income can pay for repairs to ageing buildings that receive little public funding.[10] They have also suggested that charging could help manage overcrowding at the busiest times.

== Opposition ==
Clergy and worshippers who oppose charges have argued that fees may deter local people from coming in to pray.[11]

== Tourism sector ==
Tourism organisations have also argued that a place of worship ought to be open to everyone without payment. They have further warned that high fees will cause visitors to drop cathedrals from their itineraries altogether,[citation needed] and have noted that paying visitors often expect better guiding and facilities in return.

The debate remains open.
""", [
                ("side_swap", "Tourism organisations have also argued that a place of worship ought to be open to everyone without payment", (1, 0)),
                ("exaggeration", "high fees will cause visitors to drop cathedrals from their itineraries altogether", (2, 0)),
            ]),
        ],
    },
]
