"""Fresh3 batch f12 (written by a separate writer): paying farmers to plant hedgerows; requiring landlords to install air conditioning; a curfew on supermarket alcohol sales after 8pm; mandatory cycle training for children."""

TOPICS = [
    {
        "id": "hedgerow_planting_payments",
        "topic": "Paying farmers to plant hedgerows",
        "query": "Should the government pay farmers to plant and maintain hedgerows on their land?",
        "perspectives": [
            ("farmers", [
                "Payments could offset the cost of taking field margins out of production.",
                "Hedgerows may provide shelter for livestock and reduce soil erosion on exposed fields.",
                "Some farmers worry that the paperwork and inspection rules attached to the scheme would be burdensome.",
            ]),
            ("conservationists", [
                "Hedgerows act as corridors that let birds, insects and small mammals move between habitats.",
                "Newly planted hedges may take years to deliver real ecological benefits, so payments should be long-term.",
            ]),
            ("taxpayer groups", [
                "Public money may be better spent elsewhere if the environmental gains are hard to measure.",
                "Some argue that farmers who already receive subsidies should not be paid again for land management.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Overview of the debate on hedgerow payments**

1. Background
The question is whether farmers should receive public payments for planting and maintaining hedgerows. Three groups are commonly represented in the discussion: farmers, conservationists and taxpayer groups.

2. The farming perspective
From the farmers' side, it is argued that payments could compensate for the cost of removing field margins from production. It is further suggested that hedgerows may shelter livestock and, on exposed fields, help limit soil erosion. Not all farmers are enthusiastic, however: concern has been expressed that the paperwork and inspection requirements attached to such a scheme would prove burdensome.

3. The conservation perspective
Conservationists maintain that hedgerows serve as corridors along which birds, insects and small mammals can move from one habitat to another. It is also noted that newly planted hedges may need several years before their ecological value is realised, and on this basis long-term rather than short-term payments are favoured.

4. The taxpayer perspective
Taxpayer groups contend that public funds might be put to better use elsewhere if the environmental gains are difficult to measure. A further objection holds that farmers who already receive subsidies should not be paid a second time for managing their land.
""", []),
            ("three_perspectives", None, """
Paying farmers to plant hedgerows draws comment from three directions.

**Farmers**
- Payments could offset the cost of giving up field margins that would otherwise be farmed.
- Hedgerows may shelter livestock and reduce erosion of soil on exposed ground.
- The paperwork and inspection rules linked to the scheme are generally regarded by farmers as manageable.

**Conservationists**
- Hedgerows function as wildlife corridors, allowing birds, insects and small mammals to travel between habitats.
- Since new hedges may take years to produce meaningful ecological benefits, support is expressed for payments sustained over the long term.

**Taxpayer groups**
- It is suggested that public money may be better spent elsewhere, given that the environmental gains can be hard to quantify.
""", [
                ("negation", "The paperwork and inspection rules linked to the scheme are generally regarded by farmers as manageable", (0, 2)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
The proposal to pay farmers for planting hedgerows is assessed differently by farmers, conservationists and taxpayer groups.

Among farmers, the payments are seen as a possible way of covering the cost of taking field margins out of production, and hedgerows themselves may offer livestock shelter while reducing soil erosion where fields are exposed. Some farmers, however, fear that the paperwork and inspection regime accompanying the scheme would be onerous.

Conservationists emphasise the role of hedgerows as corridors connecting habitats for birds, insects and small mammals. Because a newly planted hedge may take years before it delivers real ecological benefit, it is argued that payments ought to be long-term.

Taxpayer groups take a more sceptical view. It is suggested that public money may be better spent elsewhere if the environmental gains are difficult to measure, and some hold that farmers already in receipt of subsidies should not be paid twice for managing land.
""", []),
            ("three_perspectives", None, """
### Farmers
It is argued that payments could offset the cost of taking field margins out of production. Hedgerows may also provide shelter for livestock and help reduce soil erosion on exposed fields. Some farmers, however, regard the accompanying paperwork and inspections as a potential burden.

### Conservationists
Hedgerows are described as corridors allowing birds, insects and small mammals to move between habitats; surveys have indicated that fields bordered by hedgerows can support up to 30% more farmland bird species. Given that new hedges may take years to deliver real ecological benefits, long-term payments are favoured.

### Taxpayer groups
Reservations centre on value for money. Public funds, it is held, may be better spent elsewhere if environmental gains are hard to measure, and it is questioned whether farmers who already receive subsidies should be paid again for land management.
""", [
                ("invented_statistic", "surveys have indicated that fields bordered by hedgerows can support up to 30% more farmland bird species", None),
            ]),
            ("three_perspectives", None, """
1. **Farmers' view** – It is held that payments will fully cover the cost of taking field margins out of production. Hedgerows may also give livestock shelter and reduce soil erosion on exposed fields.
2. **Conservationists' view** – Hedgerows are valued as corridors through which birds, insects and small mammals move between habitats. Since newly planted hedges may require years to yield real ecological benefits, long-term payments are advocated.
3. **Taxpayer groups' view** – Where environmental gains are hard to measure, the money may be better spent elsewhere. It is also argued that farmers already receiving subsidies should not be paid again for land management, and concern is expressed about the burdensome paperwork and inspection rules that the scheme would bring.
""", [
                ("exaggeration", "payments will fully cover the cost of taking field margins out of production", (0, 0)),
                ("side_swap", "concern is expressed about the burdensome paperwork and inspection rules that the scheme would bring", (0, 2)),
            ]),
            ("three_perspectives", None, """
Summary of positions on paying farmers to plant hedgerows:

- **Farmers:** payments could offset the loss of field margins taken out of production, and hedgerows may shelter livestock and curb soil erosion on exposed fields; some, however, anticipate burdensome paperwork and inspection requirements.
- **Conservationists:** hedgerows are regarded as corridors enabling birds, insects and small mammals to move between habitats, and because new hedges may take years to deliver real ecological benefits, long-term payments are called for.
- **Taxpayer groups:** public money may be better spent elsewhere if environmental gains prove hard to measure, and some object to farmers who already receive subsidies being paid again for land management.

The positions reflect differing priorities regarding cost, biodiversity and the use of public funds.
""", []),
        ],
    },
    {
        "id": "landlord_air_conditioning_mandate",
        "topic": "Requiring landlords to install air conditioning",
        "query": "Should landlords be legally required to install air conditioning in rental homes?",
        "perspectives": [
            ("pro", [
                "Heatwaves are becoming more frequent, and tenants in poorly ventilated flats may face serious health risks.",
                "Older and disabled tenants are often least able to pay for cooling themselves.",
                "A legal requirement could set a minimum standard that currently varies widely between properties.",
            ]),
            ("con", [
                "The cost of installation may be passed on to tenants through higher rents.",
                "Air conditioning units increase electricity demand and could add to carbon emissions.",
                "Some older buildings cannot easily accommodate the units or their wiring.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Whether landlords should be obliged by law to install air conditioning is a question on which opinion is divided.

Proponents point to the increasing frequency of heatwaves and hold that tenants in poorly ventilated flats, particularly those on top floors beneath uninsulated roofs, may be exposed to serious health risks. Older and disabled tenants are frequently the least able to meet the cost of cooling on their own. A statutory requirement, it is further argued, could establish a minimum standard where at present provision varies widely from one property to the next. It is also suggested that cooler homes would improve tenants' sleep and productivity.

Opponents, by contrast, warn that installation costs may be recovered from tenants through higher rents. Concern is also raised that air conditioning raises electricity demand and could contribute to carbon emissions. Finally, it is observed that some older buildings cannot readily accommodate the units or the wiring they require.
""", [
                ("added_detail", "particularly those on top floors beneath uninsulated roofs", (0, 0)),
                ("invented_claim", "It is also suggested that cooler homes would improve tenants' sleep and productivity.", None),
            ]),
            ("bullets", None, """
**Arguments for a legal requirement**
- Heatwaves are occurring more often, and tenants in flats with poor ventilation may face serious risks to their health.
- Older and disabled tenants are often the least able to pay for cooling themselves.
- A mandate could introduce a minimum standard, which at present differs widely between properties.

**Arguments against**
- Landlords may pass installation costs on to tenants in the form of higher rents.
- Air conditioning units add to electricity demand and could increase carbon emissions.
- In some older buildings, fitting the units or the necessary wiring is not straightforward.
""", []),
            ("numbered", None, """
1. Background
The issue concerns a proposed legal duty on landlords to fit air conditioning in rental properties.

2. Arguments in favour
Heatwaves are becoming more common, and it is argued that tenants in poorly ventilated flats may face serious health risks as a result. Older and disabled tenants are identified as often being the least able to fund cooling independently. A legal requirement could, moreover, set a minimum standard in an area where conditions currently vary widely between properties.

3. Arguments against
The cost of installation would inevitably be passed on to tenants through higher rents. Additional units would increase electricity demand and could add to carbon emissions. It is also noted that some older buildings cannot easily accommodate the units or their wiring.
""", [
                ("exaggeration", "The cost of installation would inevitably be passed on to tenants through higher rents", (1, 0)),
            ]),
            ("headed", None, """
### The case for mandatory air conditioning
Supporters note that heatwaves are becoming more frequent and that tenants in poorly ventilated flats may face serious health risks. Older and disabled tenants are often the least able to pay for their own cooling. More broadly, it is argued that vulnerable tenants, such as elderly or disabled people, frequently lack the means to install cooling at their own expense.

### The case against
Critics hold that the cost of installation may end up being passed on to tenants through higher rents. It is also argued that air conditioning increases electricity demand and could add to carbon emissions, and that some older buildings cannot easily accommodate the units or the associated wiring.
""", [
                ("repetition", "it is argued that vulnerable tenants, such as elderly or disabled people, frequently lack the means to install cooling at their own expense", (0, 2)),
            ]),
            ("dense", None, """
Advocates of requiring landlords to install air conditioning argue that more frequent heatwaves may pose serious health risks to tenants in poorly ventilated flats, that older and disabled tenants are often least able to afford cooling themselves, and that a legal requirement could create a minimum standard where standards currently vary widely between properties; opponents counter that installation costs may be passed on through higher rents, that the units increase electricity demand and could add to carbon emissions, and that some older buildings cannot easily take the units or their wiring.
""", []),
            ("closing", None, """
Mandatory air conditioning in rented housing is supported on health and fairness grounds. Heatwaves are becoming more frequent, and tenants in poorly ventilated flats may face serious risks to their health; according to one estimate, heat-related hospital admissions rise by around 10% during each heatwave. Older and disabled tenants are often least able to pay for cooling themselves, and a legal requirement could establish a minimum standard that at present varies considerably between properties.

Although installation in older buildings is not regarded as especially difficult, opponents stress that the cost may be passed on to tenants through higher rents. Air conditioning also increases electricity demand and could add to carbon emissions.

The balance struck between these considerations is likely to depend on local climate and housing conditions.
""", [
                ("invented_statistic", "according to one estimate, heat-related hospital admissions rise by around 10% during each heatwave", None),
                ("negation", "Although installation in older buildings is not regarded as especially difficult", (1, 2)),
            ]),
        ],
    },
    {
        "id": "supermarket_alcohol_curfew_8pm",
        "topic": "A curfew on supermarket alcohol sales after 8pm",
        "query": "Should supermarkets be banned from selling alcohol after 8pm?",
        "perspectives": [
            ("pro", [
                "Limiting late-evening sales could reduce impulse purchases by people who have already been drinking.",
                "Police and hospital services may see fewer alcohol-related incidents late at night.",
            ]),
            ("con", [
                "Shift workers and people who shop late would be inconvenienced.",
                "Drinkers may simply stock up earlier or switch to pubs and off-licences not covered by the rule.",
                "Supermarkets could lose revenue, which may affect jobs.",
            ]),
        ],
        "variants": [
            ("closing", None, """
## Arguments for an 8pm curfew
Restricting alcohol sales in the late evening could cut down on impulse buying by those who have already been drinking. Police and hospital services, it is suggested, may see fewer alcohol-related incidents late at night.

## Arguments against
Shift workers and others who do their shopping late would be inconvenienced. It is further argued that drinkers may simply buy earlier in the day or turn to pubs and off-licences outside the scope of the rule. Supermarkets, finally, could lose revenue, with possible consequences for jobs.

The question turns largely on how the anticipated benefits for public order and health are weighed against convenience and commercial impact.
""", []),
            ("bullets", None, """
The principal considerations raised in the debate are as follows:

- Shift workers and late-evening shoppers would be inconvenienced by the restriction.
- Drinkers may buy their alcohol earlier in the day, or move to pubs and off-licences to which the rule does not apply.
- Supermarkets could see a fall in revenue, which in turn may affect employment.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("dense", None, """
A curfew on supermarket alcohol sales after 8pm is defended on the grounds that limiting late-evening sales could reduce impulse purchases by people who have already been drinking and that police and hospital services would see a sharp drop in alcohol-related incidents at night, whereas it is opposed on the grounds that shift workers such as nurses and care staff finishing late would be inconvenienced along with other late shoppers, that drinkers may stock up earlier or switch to pubs and off-licences outside the rule, and that supermarkets could lose revenue with possible effects on jobs.
""", [
                ("exaggeration", "police and hospital services would see a sharp drop in alcohol-related incidents at night", (0, 1)),
                ("added_detail", "shift workers such as nurses and care staff finishing late", (1, 0)),
            ]),
            ("numbered", None, """
The arguments advanced for and against the proposal may be summarised as follows, the first two in favour and the remaining three against:

1. **Reducing impulse buying** – Limiting sales in the late evening could curb impulse purchases by people who have already been drinking.
2. **Fewer late-night incidents** – Police and hospital services may deal with fewer alcohol-related incidents late at night.
3. **Inconvenience** – Shift workers and those who shop late in the day would be inconvenienced.
4. **Displacement** – Drinkers may stock up earlier or shift their purchases to pubs and off-licences not covered by the curfew.
5. **Commercial impact** – Supermarkets could lose revenue, and jobs may be affected as a result.
""", []),
            ("headed", None, """
### In favour
Proponents argue that restricting late-evening sales could reduce impulse purchases among people who have already been drinking, and that police and hospitals may face fewer alcohol-related incidents late at night. Supporters also anticipate that drinkers may simply stock up earlier or turn to pubs and off-licences outside the rule.

### Against
Opponents point out that shift workers and late shoppers would be inconvenienced. It is also held that the measure would penalise responsible drinkers for the behaviour of a minority. Lost revenue for supermarkets could, in addition, have an impact on jobs.
""", [
                ("side_swap", "Supporters also anticipate that drinkers may simply stock up earlier or turn to pubs and off-licences outside the rule", (1, 1)),
                ("invented_claim", "the measure would penalise responsible drinkers for the behaviour of a minority", None),
            ]),
            ("prose", None, """
The proposal to stop supermarkets selling alcohol after 8pm has both supporters and detractors. In its favour, it is argued that curbing late-evening sales could reduce impulse buying by people who have already been drinking, while police and hospital services may encounter fewer alcohol-related incidents late at night.

Against this, several objections are raised. Shift workers and people who shop late would be inconvenienced. Moreover, the measure may simply displace purchases, as drinkers stock up earlier or switch to pubs and off-licences not covered by the curfew. The potential loss of revenue for supermarkets is also cited, with possible effects on jobs.
""", []),
        ],
    },
    {
        "id": "compulsory_child_cycle_training",
        "topic": "Mandatory cycle training for children",
        "query": "Should cycle training be compulsory for all primary school children?",
        "perspectives": [
            ("road safety groups", [
                "Trained children are more likely to handle junctions and traffic confidently.",
                "Early training could build habits that make them safer cyclists as adults.",
                "It may encourage more families to let children cycle to school.",
            ]),
            ("schools", [
                "Fitting the training into an already crowded timetable would be difficult.",
                "Some schools lack safe space or qualified instructors to deliver it.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
1. Background
The debate concerns whether cycle training should be compulsory for every primary school child. Positions are typically associated with road safety groups on one side and schools on the other.

2. The road safety case
Road safety groups argue that children who have been trained are more likely to deal with junctions and traffic confidently. Early training, it is held, could instil habits that make them safer cyclists in adulthood. It is also suggested that the training may leave more families hesitant to let their children cycle to school.

3. Concerns raised by schools
Schools report that fitting the training into an already crowded timetable would be difficult. In addition, some schools are said to lack either safe space or qualified instructors to deliver it.
""", [
                ("negation", "the training may leave more families hesitant to let their children cycle to school", (0, 2)),
            ]),
            ("prose", None, """
Proponents of compulsory cycle training, chiefly road safety groups, hold that trained children are more likely to handle busy roundabouts and right turns across traffic with confidence. A further benefit claimed is that such training may encourage more families to allow their children to cycle to school.

Schools, for their part, are more cautious. Finding room for the training in a timetable that is already crowded would, it is argued, be difficult, and some schools are said to lack the safe space or qualified instructors required to deliver it.
""", [
                ("added_detail", "more likely to handle busy roundabouts and right turns across traffic with confidence", (0, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("headed", None, """
## Position of road safety groups
It is argued that trained children are better placed to handle junctions and traffic with confidence. Training at an early age could also establish habits that carry over into safer cycling in adult life, and it may encourage more families to let their children ride to school.

## Position of schools
Schools contend that the training would be difficult to fit into an already crowded timetable. Some also lack the safe space or qualified instructors needed to provide it.
""", []),
            ("closing", None, """
**Road safety groups**
- Trained children are more likely to negotiate junctions and traffic with confidence.
- Early training could form habits that make them safer cyclists as adults.
- More families may be encouraged to let children cycle to school.
- Compulsory training could also help reduce congestion around school gates at drop-off times.

**Schools**
- Fitting the training into an already crowded timetable would be difficult.
- Some schools lack safe space or qualified instructors to deliver it.

The weight given to each set of concerns is likely to differ between local areas and individual schools.
""", [
                ("invented_claim", "Compulsory training could also help reduce congestion around school gates at drop-off times.", None),
            ]),
            ("bullets", None, """
Arguments put forward by road safety groups:
- Children who have received training are more likely to manage junctions and traffic confidently.
- Training in childhood ensures that they grow up to be safe cyclists for life.
- Families may become more willing to let children cycle to school.

Arguments put forward by schools:
- Although the training could be fitted into the timetable with relative ease, some schools lack a safe space or qualified instructors to deliver it.
""", [
                ("exaggeration", "Training in childhood ensures that they grow up to be safe cyclists for life", (0, 1)),
                ("negation", "the training could be fitted into the timetable with relative ease", (1, 0)),
            ]),
            ("dense", None, """
Road safety groups argue that compulsory cycle training would leave children more likely to handle junctions and traffic confidently, could build habits that make them safer cyclists in adulthood and may encourage more families to let them cycle to school, whereas schools object that such training would be difficult to fit into an already crowded timetable and that some of them lack the safe space or qualified instructors to deliver it.
""", []),
        ],
    },
]
