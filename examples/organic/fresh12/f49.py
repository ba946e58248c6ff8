"""Fresh12 batch f49 (written by a separate writer): Automating container terminals at major ports; Allowing single-pilot cockpits on long-haul passenger flights; A mandatory sustainable aviation fuel blending quota for airlines; Requiring ships to use shore power while docked in port."""

TOPICS = [
    {
        "id": "automated_container_terminals",
        "topic": "Automating container terminals at major ports",
        "query": "Should major ports automate their container terminals? I'd like a balanced view of what port operators, dockworkers and shipping customers say.",
        "perspectives": [
            ("port operators", [
                "Automated cranes and yard vehicles work around the clock, raising how many containers a terminal can handle.",
                "Automation could cut long-run operating costs enough to keep the port competitive with rival hubs.",
            ]),
            ("dockworkers", [
                "Automation eliminates skilled dock jobs that have supported port communities for generations.",
                "Automated terminals are vulnerable to cyberattacks and software failures that can halt all cargo movement.",
                "Promised productivity gains have often failed to materialize at terminals that have already automated.",
            ]),
            ("shipping customers", [
                "Faster and more predictable ship turnaround may reduce delays and storage fees for cargo owners.",
                "The huge upfront cost of automation gets passed on to customers through higher terminal charges.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Automating container terminals is a contested question, and the three main groups involved weigh it quite differently.

### 1. Port operators
- **Round-the-clock throughput:** Automated cranes and yard vehicles can keep working around the clock.
  - Operators say this raises the number of containers a terminal is able to handle.
- **Lower long-run costs:** Automation could bring down operating costs over the long run.
  - They see this as a way to keep the port competitive with rival hubs.

### 2. Dockworkers
- **Job losses:** Automation wipes out skilled dock jobs.
  - These are jobs that have sustained port communities for generations.
- **Vulnerability:** Automated terminals are exposed to cyberattacks and software failures.
  - Either one can bring all cargo movement to a halt.
- **Unproven gains:** The productivity improvements that were promised have often not materialized.
  - Workers point to terminals that have already automated.

### 3. Shipping customers
- **Faster turnaround:** Quicker and more predictable ship turnaround may cut delays and storage fees for cargo owners.
- **Higher charges:** The large upfront cost of automation is passed on to customers.
  - In practice, that means higher terminal charges.

### In summary
Operators and customers see possible efficiency gains, while dockworkers and customers alike raise concerns about jobs, resilience and costs.
""", []),
            ("three_perspectives", None, """
This debate mostly pits the people who run ports against the people who work in them.

### 1. Port operators
- **Continuous operation:** Automated cranes and yard vehicles work around the clock.
  - That, operators argue, increases the volume of containers a terminal can handle.
- **Competitiveness:** Automation could reduce long-run operating costs.
  - The savings might be enough to keep the port competitive against rival hubs.
  - One industry survey found that fully automated terminals cut operating costs by around 25 percent within a decade.

### 2. Dockworkers
- **Jobs:** Automation eliminates skilled dock jobs.
  - Those jobs have supported port communities for generations.
- **Security and reliability:** Automated systems are vulnerable to cyberattacks and software failures.
  - A single failure can halt all cargo movement at a terminal.
- **Track record:** Promised productivity gains have often failed to appear at terminals that already automated.

### In summary
Operators emphasize throughput and cost, while dockworkers stress jobs, resilience and a mixed track record.
""", [
                ("omitted_perspective", None, 2),
                ("invented_statistic", "One industry survey found that fully automated terminals cut operating costs by around 25 percent within a decade", None),
            ]),
            ("three_perspectives", None, """
Port automation affects operators, workers and the businesses that ship goods, and each group frames the question in its own way.

### 1. Port operators
- **Throughput:** Automated cranes and yard vehicles can run 24 hours a day, without stopping for shift changes.
  - Operators say this lifts the number of containers a terminal can process.
- **Cost and competition:** Automation could lower operating costs over the long run.
  - That may be enough to keep the port competitive with rival hubs.

### 2. Dockworkers
- **Jobs at stake:** Automation eliminates skilled dock jobs that port communities have relied on for generations.
- **Cyber and technical risk:** Automated terminals are vulnerable to cyberattacks and software failures.
  - Either could halt all cargo movement.
- **Productivity record:** Terminals that have already automated have generally delivered the promised productivity gains.

### 3. Shipping customers
- **Reliability of service:** Faster, more predictable turnaround may reduce delays and storage fees for cargo owners.
- **Cost pass-through:** The heavy upfront investment in automation gets passed on through higher terminal charges.
  - Customers are the ones who end up paying it.

### In summary
The three groups differ sharply on who gains from automation and who pays for it.
""", [
                ("added_detail", "without stopping for shift changes", (0, 0)),
                ("negation", "Terminals that have already automated have generally delivered the promised productivity gains", (1, 2)),
            ]),
            ("three_perspectives", None, """
Here is how the main stakeholders tend to see automated container terminals.

### 1. Shipping customers
- **Potential time and fee savings:** Ship turnaround that is faster and more predictable may mean fewer delays for cargo owners.
  - It may also reduce the storage fees they pay.
- **Who pays for it:** The very large upfront cost of automation is passed on to customers.
  - This shows up as higher terminal charges.

### 2. Dockworkers
- **Employment:** Automation eliminates skilled jobs on the docks.
  - Port communities have depended on this work for generations.
- **Resilience:** Automated terminals are open to cyberattacks and software failures.
  - Such incidents can stop all cargo movement.
- **Disappointing results:** At terminals that have already automated, the promised productivity gains have often failed to materialize.

### 3. Port operators
- **Capacity:** Automated cranes and yard vehicles operate around the clock.
  - This raises how many containers the terminal can handle.
- **Staying competitive:** Automation could cut long-run operating costs.
  - Operators believe the savings could keep the port competitive with rival hubs.

### In summary
Each group looks at automation through its own lens: capacity and cost for operators, livelihoods and reliability for workers, and service and charges for customers.
""", []),
            ("three_perspectives", None, """
Automating a container terminal is a major decision, and the arguments split along stakeholder lines.

### 1. Port operators
- **Around-the-clock work:** Automated cranes and yard vehicles keep going around the clock.
  - This raises how many containers a terminal can handle.
- **Cost savings:** Automation will slash long-run operating costs.
  - Operators say this keeps the port competitive with rival hubs.

### 2. Dockworkers
- **Lost livelihoods:** Automation eliminates skilled dock jobs.
  - Those jobs have supported port communities for generations.
- **Fragile systems:** Automated terminals are vulnerable to cyberattacks and software failures.
  - Any of these can halt all cargo movement.
- **Broken promises:** Productivity gains have often failed to materialize at terminals that already automated.
- **Costs to customers:** They add that the huge upfront cost of automation gets passed on to customers through higher terminal charges.

### 3. Shipping customers
- **Turnaround:** Faster and more predictable ship turnaround may reduce delays for cargo owners.
  - It may also bring down storage fees.

### In summary
Supporters focus on efficiency and competitiveness, while critics focus on jobs, resilience and who ends up bearing the cost.
""", [
                ("exaggeration", "Automation will slash long-run operating costs", (0, 1)),
                ("side_swap", "They add that the huge upfront cost of automation gets passed on to customers through higher terminal charges", (2, 1)),
            ]),
            ("three_perspectives", None, """
There are three main perspectives to consider.

### 1. Port operators
- **More throughput:** Automated cranes and yard vehicles work around the clock.
  - The result is a terminal that can handle more containers.
- **Competitive costs:** Automation could cut operating costs over the long run.
  - Operators argue this could be enough to keep the port competitive with rival hubs.

### 2. Dockworkers
- **Job losses:** Automation eliminates skilled dock jobs.
  - These jobs have supported port communities for generations.
- **Unmet promises:** Promised productivity gains have often failed to materialize at terminals that already automated.
- **Community impact:** Workers also stress that automation takes away the livelihoods port towns have depended on for decades.

### 3. Shipping customers
- **Turnaround:** Faster, more predictable turnaround may reduce delays and storage fees for cargo owners.
- **Charges:** The huge upfront cost of automation gets passed on through higher terminal charges.
  - Customers ultimately foot the bill.

### In summary
The case for automation rests on capacity and cost, while the case against centers on jobs, track record and charges.
""", [
                ("repetition", "Workers also stress that automation takes away the livelihoods port towns have depended on for decades", (1, 1)),
            ]),
        ],
    },
    {
        "id": "single_pilot_long_haul",
        "topic": "Allowing single-pilot cockpits on long-haul passenger flights",
        "query": "Should airlines be allowed to fly long-haul passenger jets with just one pilot in the cockpit? Give me both sides.",
        "perspectives": [
            ("supporters", [
                "Modern autopilot and ground support systems already handle most of the workload during cruise flight.",
                "Cutting crew requirements could ease the global pilot shortage and lower airline operating costs.",
                "A ground-based pilot monitors each flight and takes over if the onboard pilot is incapacitated.",
            ]),
            ("opponents", [
                "A second pilot provides a vital cross-check that catches errors before they become accidents.",
                "Passengers may lose confidence in flying if only one person is at the controls.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Single-pilot long-haul flying is a contested idea, and the arguments on each side are fairly clear-cut.

**Supporters** point out that modern autopilot and ground support systems already carry most of the workload once an aircraft is in cruise. They also argue that reducing crew requirements could help ease the global pilot shortage while lowering what airlines spend to operate. As a safeguard, they describe a ground-based pilot who monitors each flight and takes over if the pilot on board becomes incapacitated.

**Opponents** counter that a second pilot in the cockpit provides a vital cross-check, catching errors before they turn into accidents. They also warn that passengers may lose confidence in flying if only one person is at the controls.

In summary, the debate turns on whether automation and remote support can stand in for a second person in the cockpit.
""", []),
            ("bullets", None, """
Here is how the two sides see single-pilot operations on long-haul flights.

- **Supporters: automation already does the heavy lifting**
  - Modern autopilot and ground support systems handle most of the work during cruise flight.
- **Supporters: staffing and cost**
  - Needing fewer pilots per flight could ease the global pilot shortage.
  - It could also lower airline operating costs.
- **Supporters: a backup on the ground**
  - A ground-based pilot would monitor each flight and take over if the pilot on board were incapacitated.
- **Opponents: the value of a cross-check**
  - A second pilot provides a vital check that catches mistakes before they become accidents.
  - Insurers would likely charge airlines higher premiums to cover single-pilot aircraft.
- **Opponents: public trust**
  - Passengers will lose confidence in flying if only one person is at the controls.
""", [
                ("invented_claim", "Insurers would likely charge airlines higher premiums to cover single-pilot aircraft", None),
                ("exaggeration", "Passengers will lose confidence in flying if only one person is at the controls", (1, 1)),
            ]),
            ("numbered", None, """
The main arguments line up as follows:

1. **Automation in cruise (supporters):** Modern autopilot and ground support systems already take care of most of the workload during cruise flight.
2. **Pilot shortage and costs (supporters):** Reducing crew requirements could ease the worldwide shortage of pilots.
   - It could also bring down airline operating costs.
3. **Remote backup (supporters):** A pilot on the ground monitors each flight.
   - If the onboard pilot is incapacitated, the ground pilot takes over.
4. **Cross-checking (opponents):** A second pilot offers a vital cross-check.
   - That check catches errors before they turn into accidents.
5. **Passenger confidence (opponents):** Travelers may lose confidence in flying if just one person is at the controls.

### In summary
Supporters emphasize technology, staffing and cost, while opponents emphasize the safety role of a second pilot and public trust.
""", []),
            ("headed", None, """
### 1. Supporters
- **Automation:** Modern autopilot and ground support systems take on only a small share of the workload during cruise flight.
- **Staffing and cost:** Cutting crew requirements could ease the global pilot shortage.
  - It could also lower airline operating costs.

### 2. Opponents
- **Cross-check:** A second pilot provides a vital cross-check.
  - It catches errors before they become accidents.
- **Passenger confidence:** Passengers may lose confidence in flying if only one person is at the controls.

### In summary
The two sides weigh efficiency gains against the safety and reassurance of a two-person cockpit.
""", [
                ("negation", "take on only a small share of the workload during cruise flight", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
Supporters say modern autopilot and ground support systems already handle most of the cruise workload, that cutting crew requirements could ease the global pilot shortage and lower operating costs, and that a ground-based pilot would monitor each flight and take over if the onboard pilot were incapacitated; opponents reply that a second pilot provides a vital cross-check that catches errors before they become accidents and that passengers may lose confidence in flying with only one person at the controls.
""", []),
            ("closing", None, """
This is an emerging debate in aviation, with clear arguments on both sides.

### 1. Supporters
- **Workload:** Modern autopilot and ground support systems already handle most of the workload in cruise flight.
- **Remote safeguard:** A ground-based pilot monitors each flight.
  - That pilot takes over if the onboard pilot becomes incapacitated.

### 2. Opponents
- **Safety net:** A second pilot provides a vital cross-check that catches errors before they become accidents.
- **Staffing and costs:** Cutting crew requirements could ease the global pilot shortage and lower airline operating costs.
- **Public confidence:** Passengers may lose confidence in flying if only one person is at the controls.

### In summary
The question ultimately comes down to how much weight one gives to technology and cost compared with the safeguards of a two-person crew.
""", [
                ("side_swap", "Cutting crew requirements could ease the global pilot shortage and lower airline operating costs", (0, 1)),
            ]),
        ],
    },
    {
        "id": "saf_blending_mandate",
        "topic": "A mandatory sustainable aviation fuel blending quota for airlines",
        "query": "Should governments make airlines blend a set share of sustainable aviation fuel into their jet fuel? What are the arguments for and against?",
        "perspectives": [
            ("supporters", [
                "A guaranteed market for sustainable fuel gives producers the certainty they need to build new refineries.",
                "Sustainable aviation fuel cuts lifecycle emissions without waiting for new aircraft designs to arrive.",
            ]),
            ("critics", [
                "Sustainable aviation fuel costs several times more than kerosene, which will push up ticket prices.",
                "Crop-based feedstocks could compete with food production and drive deforestation.",
                "Airlines may refuel abroad to avoid the mandate, shifting emissions rather than cutting them.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Requiring airlines to blend a share of sustainable aviation fuel (SAF) into their jet fuel is a debated policy, and the arguments on each side are fairly distinct.

**Supporters** argue that a mandate creates a guaranteed market, giving fuel producers the certainty they need to build new refineries. They also stress that SAF reduces lifecycle emissions now, using today's aircraft rather than waiting for new designs to arrive.

**Critics** point out that SAF costs several times more than kerosene, and they expect that premium to push ticket prices up, hitting budget carriers and their price-sensitive passengers hardest. According to one industry survey, fewer than a third of travelers say they would pay more for a greener flight. Critics also worry that crop-based feedstocks could compete with food production and drive deforestation, and they warn that airlines may refuel abroad to avoid the mandate, which would shift emissions elsewhere rather than cut them.

In summary, the debate weighs a near-term route to lower emissions against concerns about cost, land use and leakage.
""", [
                ("added_detail", "hitting budget carriers and their price-sensitive passengers hardest", (1, 0)),
                ("invented_statistic", "According to one industry survey, fewer than a third of travelers say they would pay more for a greener flight", None),
            ]),
            ("bullets", None, """
Here are the main points on each side.

- **Supporters**
  - **Investment certainty:** A guaranteed market for sustainable fuel gives producers the confidence they need to build new refineries.
  - **Emissions now:** SAF cuts lifecycle emissions without having to wait for new aircraft designs.
- **Critics**
  - **Cost:** SAF costs several times as much as kerosene.
    - That will push up ticket prices.
  - **Land use:** Crop-based feedstocks could compete with food production.
    - They could also drive deforestation.
  - **Carbon leakage:** Airlines may refuel abroad to get around the mandate.
    - That would shift emissions rather than cut them.

### In summary
Supporters see a mandate as a practical way to scale up cleaner fuel, while critics focus on its price, its feedstocks and the risk of avoidance.
""", []),
            ("numbered", None, """
The arguments break down as follows:

1. **Market certainty (supporters):** A guaranteed market for sustainable fuel gives producers the certainty they need to build new refineries.
2. **Emissions (supporters):** SAF only delivers meaningful lifecycle emission cuts once new aircraft designs arrive.
3. **Ticket prices (critics):** SAF costs several times more than kerosene.
   - This will push up the price of tickets.
4. **Food and forests (critics):** Crop-based feedstocks will compete with food production and drive deforestation.
5. **Refueling abroad (critics):** Airlines may fill up in other countries to avoid the mandate.
   - The result would be shifted emissions rather than lower ones.

### In summary
The two sides disagree about whether a blending quota is an effective climate tool or a costly one with side effects.
""", [
                ("negation", "SAF only delivers meaningful lifecycle emission cuts once new aircraft designs arrive", (0, 1)),
                ("exaggeration", "Crop-based feedstocks will compete with food production and drive deforestation", (1, 1)),
            ]),
            ("headed", None, """
### 1. Supporters
- **Guaranteed demand:** A mandate guarantees a market for sustainable fuel.
  - That gives producers the certainty they need to build new refineries.
- **Immediate emissions cuts:** SAF reduces lifecycle emissions.
  - It does so without waiting for new aircraft designs to arrive.

### 2. Critics
- **Higher fares:** SAF costs several times more than kerosene.
  - Critics say this will push up ticket prices.
- **Food and deforestation:** Crop-based feedstocks could compete with food production.
  - They could also drive deforestation.
- **Refueling elsewhere:** Airlines may refuel abroad to avoid the mandate.
  - That would shift emissions rather than cut them.

### In summary
This is a genuine trade-off between speeding up cleaner fuel supply and managing cost and unintended consequences.
""", []),
            ("dense", None, """
Supporters argue that a guaranteed market for SAF gives producers the certainty to build new refineries and that the fuel cuts lifecycle emissions without waiting for new aircraft designs, while critics counter that it costs several times more than kerosene, which will push up ticket prices, and that crop-based feedstocks could compete with food production and drive deforestation.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
A blending quota for sustainable aviation fuel divides opinion, and both sides make substantive points.

### 1. Supporters
- **Certainty for producers:** A guaranteed market gives producers the certainty they need to build new refineries, particularly plants that turn used cooking oil into jet fuel.
- **Lower emissions today:** SAF cuts lifecycle emissions.
  - Crucially, it does not require waiting for new aircraft designs.

### 2. Critics
- **Price:** SAF costs several times more than kerosene, which will push up ticket prices.
- **Feedstocks:** Crop-based feedstocks could compete with food production and drive deforestation.
- **Avoidance:** Airlines may refuel abroad to avoid the mandate.
  - That would shift emissions rather than cut them.
- **Innovation:** Critics also argue that mandates lock in today's technology and crowd out investment in hydrogen and electric aircraft.

### In summary
Whether a mandate makes sense depends on how one balances faster emissions cuts against cost and the risk of unintended effects.
""", [
                ("added_detail", "particularly plants that turn used cooking oil into jet fuel", (0, 0)),
                ("invented_claim", "mandates lock in today's technology and crowd out investment in hydrogen and electric aircraft", None),
            ]),
        ],
    },
    {
        "id": "ship_shore_power_mandate",
        "topic": "Requiring ships to use shore power while docked in port",
        "query": "Should ports make ships plug into onshore electricity instead of running their engines while they're docked? What do both sides say?",
        "perspectives": [
            ("supporters", [
                "Switching off engines at berth cuts the diesel fumes that harm the health of nearby residents.",
                "Shore power removes engine noise and vibration that disturbs waterfront neighborhoods at night.",
                "Over time, cheaper grid electricity could offset the cost of retrofitting vessels.",
            ]),
            ("opponents", [
                "Retrofitting ships and building berth connections requires heavy investment from operators and ports.",
                "Local grids may lack the capacity to supply several large ships at once.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Shore power mandates are a debated policy, and the arguments on each side are fairly straightforward.

**Supporters** say that when ships switch off their engines at berth, the diesel fumes that harm nearby residents' health are reduced. Plugging in also removes the engine noise and vibration that disturbs waterfront neighborhoods at night. And over time, they argue, cheaper grid electricity could offset what it costs to retrofit vessels.

**Opponents** stress that retrofitting ships and building the berth connections calls for heavy investment from both operators and ports. They also caution that local grids may not have the capacity to supply several large ships at the same time.

In summary, the debate sets local health and quality-of-life benefits against the cost and practicality of the switch.
""", []),
            ("bullets", None, """
Here is a quick overview of both sides.

- **Supporters**
  - **Cleaner air:** Switching off engines at berth cuts the diesel fumes that harm nearby residents' health.
  - **Quieter nights:** Shore power removes the engine noise and vibration that disturbs waterfront neighborhoods at night.
  - **Long-term savings:** Over time, cheaper grid electricity will fully pay back the cost of retrofitting vessels.
- **Opponents**
  - **Upfront cost:** Retrofitting ships and building berth connections requires heavy investment.
    - That burden falls on both operators and ports.
  - **Grid capacity:** Local grids are not likely to run short of capacity, even with several large ships connected at once.

### In summary
The two sides differ on whether the local benefits justify the cost and infrastructure demands.
""", [
                ("exaggeration", "cheaper grid electricity will fully pay back the cost of retrofitting vessels", (0, 2)),
                ("negation", "Local grids are not likely to run short of capacity, even with several large ships connected at once", (1, 1)),
            ]),
            ("numbered", None, """
The main arguments are:

1. **Health (supporters):** Turning off engines at berth cuts the diesel fumes that harm the health of people living nearby.
2. **Noise (supporters):** Shore power removes engine noise and vibration.
   - That noise and vibration disturbs waterfront neighborhoods at night.
3. **Payback (supporters):** Over time, cheaper grid electricity could offset the cost of retrofitting vessels.
4. **Investment (opponents):** Retrofitting ships and building berth connections requires heavy investment from operators and ports.
5. **Grid limits (opponents):** Local grids may lack the capacity to power several large ships at once.

### In summary
Supporters focus on neighbors' health and quiet, while opponents focus on cost and grid capacity.
""", []),
            ("headed", None, """
### 1. Supporters
- **Air quality:** Switching off engines at berth cuts the diesel fumes that harm the health of nearby residents.
  - Studies suggest a single large ship idling at berth can emit as much nitrogen oxide as 10,000 cars.
- **Noise:** Shore power removes the engine noise and vibration that disturbs waterfront neighborhoods at night, especially around cruise terminals in city centers.
- **Running costs:** Over time, cheaper grid electricity could offset the cost of retrofitting vessels.

### 2. Opponents
- **Capital cost:** Retrofitting ships and building berth connections requires heavy investment.
  - Both operators and ports would have to pay.
- **Grid strain:** Local grids may lack the capacity to supply several large ships at once.

### In summary
The question is whether the benefits for port neighborhoods outweigh the investment and grid challenges.
""", [
                ("invented_statistic", "Studies suggest a single large ship idling at berth can emit as much nitrogen oxide as 10,000 cars", None),
                ("added_detail", "especially around cruise terminals in city centers", (0, 1)),
            ]),
            ("dense", None, """
Supporters argue that switching off engines at berth cuts diesel fumes that harm nearby residents' health, removes engine noise and vibration that disturbs waterfront neighborhoods at night, and that over time cheaper grid electricity could offset the cost of retrofitting vessels; opponents counter that retrofitting ships and building berth connections requires heavy investment from operators and ports, and that local grids may lack the capacity to supply several large ships at once.
""", []),
            ("closing", None, """
Shore power is a practical question for ports, with real arguments on both sides.

### 1. Supporters
- **Health:** Switching off engines at berth cuts the diesel fumes that harm nearby residents.
- **Noise:** Shore power removes engine noise and vibration.
  - Waterfront neighborhoods are disturbed by it at night.
- **Economics:** Over time, cheaper grid electricity could offset the cost of retrofitting vessels.
  - Supporters add that ports offering shore power can market themselves as green hubs and attract new shipping lines.

### 2. Opponents
- **Investment:** Retrofitting ships and building berth connections requires heavy investment from operators and ports.
- **Grid capacity:** Local grids may lack the capacity to supply several large ships at once.

### In summary
Ultimately, the debate balances local environmental and quality-of-life benefits against cost and infrastructure constraints.
""", [
                ("invented_claim", "ports offering shore power can market themselves as green hubs and attract new shipping lines", None),
            ]),
        ],
    },
]
