"""Batch 3: robotaxis, later school start times, gene-drive mosquitoes, esports at the Olympics, football salary caps."""

TOPICS = [
    {
        "id": "robotaxis",
        "topic": "Driverless taxis (robotaxis)",
        "query": "Should driverless taxis be allowed to operate in our city?",
        "perspectives": [
            ("riders", [
                "Robotaxis could offer cheaper rides around the clock.",
                "Some passengers feel uneasy riding without a human driver.",
            ]),
            ("taxi and ride-hail drivers", [
                "Drivers fear losing their jobs to automation.",
            ]),
            ("city regulators", [
                "Automated vehicles may reduce crashes caused by human error.",
                "Robotaxis have blocked emergency vehicles and traffic in some cities, raising questions about oversight.",
                "Clear rules are needed on who is liable when a driverless car causes an accident.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Riders are likely to see the most immediate upside: driverless taxis could make trips cheaper and available at any hour. Still, a share of passengers say they would feel nervous getting into a car with nobody at the wheel.

For taxi and ride-hail drivers, the concern is simple — automation could take their jobs.

City regulators are weighing several things at once. Automated vehicles may cut the crashes that stem from human mistakes. But in some cities robotaxis have got in the way of emergency vehicles and held up traffic, which has raised questions about oversight. Regulators also want clear rules on who is liable when a driverless car is involved in a crash.
""", []),
            ("three_perspectives", None, """
**Riders**
- Potentially cheaper fares, available 24/7.
- Some riders are uncomfortable without a human driver.

**Drivers**
- Many fear that automation will cost them their livelihoods.

**Regulators**
- There is no evidence that automated vehicles reduce crashes caused by human error.
- Incidents where robotaxis blocked ambulances and traffic in some cities have raised oversight questions.
- Liability for accidents involving driverless cars needs to be clearly defined.
""", [("negation", "There is no evidence that automated vehicles reduce crashes caused by human error.", (2, 0))]),
            ("three_perspectives", None, """
1. **Passengers:** Driverless taxis might bring fares down and run around the clock, although some people are uneasy about travelling without a driver.
2. **Drivers:** Taxi and ride-hail drivers worry about being replaced by automation.
3. **Regulators:** Officials note the potential to reduce accidents caused by human error, but also point to cases in some cities where robotaxis obstructed emergency vehicles and traffic. Clear liability rules for crashes involving driverless cars are seen as essential.
""", []),
            ("three_perspectives", None, """
### What riders think
Many riders are attracted by the prospect of cheaper trips at any time of day or night, especially people in suburbs that buses serve poorly. Others, though, feel uneasy with no human driver on board.

### What regulators think
On the one hand, automated vehicles may reduce crashes caused by human error. On the other, robotaxis have blocked emergency vehicles and traffic in some cities, and it is still unclear who should be held liable when a driverless car causes an accident.
""", [
                ("added_detail", "especially people in suburbs that buses serve poorly", (0, 0)),
                ("omitted_perspective", None, 1),
            ]),
            ("three_perspectives", None, """
Riders stand to gain cheaper, round-the-clock rides, even if some would feel uneasy without a driver; drivers fear losing their jobs to automation; and regulators see the potential to reduce crashes caused by human error but worry about reports of robotaxis blocking emergency vehicles and traffic in some cities. Those incidents, where driverless cars got in the way of emergency responders, weigh heavily on regulators.
""", [("repetition", "Those incidents, where driverless cars got in the way of emergency responders, weigh heavily on regulators.", (2, 2))]),
            ("three_perspectives", "Driverless taxis raise different questions for different groups.", """
- Riders could benefit from cheaper, 24-hour service, though some would be uncomfortable with no human behind the wheel.
- Drivers worry that automation will take away their jobs.
- Regulators see a chance to cut crashes caused by human error, but robotaxis have blocked emergency vehicles and traffic in some cities, and it needs to be clear who is liable when a driverless car causes an accident.

How a city answers will depend on how much it trusts the technology and how closely it can supervise it.
""", []),
        ],
    },
    {
        "id": "later_school_start",
        "topic": "Later school start times for teenagers",
        "query": "Should secondary schools start later in the morning?",
        "perspectives": [
            ("pro", [
                "Teenagers' body clocks shift later, so early starts leave many of them sleep-deprived.",
                "Schools that start later have reported better attendance and alertness.",
            ]),
            ("con", [
                "Later finishing times would clash with after-school sports and part-time jobs.",
                "Bus schedules would have to be reorganised, which may raise transport costs.",
                "Parents who start work early may struggle with the drop-off.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Advocates of later start times lean on sleep science. During adolescence, the body clock shifts later, so teenagers forced to be in class early often end up chronically short of sleep. Schools that have pushed their start times back have reported that students attend more regularly and are more alert in class.

The objections are largely logistical. A later start means a later finish, which can collide with after-school sports and part-time jobs. Bus routes would need reorganising, possibly at greater cost. And parents who have to be at work early might find drop-offs difficult.
""", []),
            ("bullets", None, """
Arguments for later starts:
- Teenagers' internal clocks run later, so early classes leave many of them sleep-deprived.
- Schools with later starts have seen improved attendance and alertness.

Arguments against:
- A later finish would clash with after-school sports and part-time jobs, meaning games and practices would end after dark in winter.
- Reorganising bus timetables could push up transport costs.
- Parents who start work early may have trouble with the school run.
""", [("added_detail", "meaning games and practices would end after dark in winter", (1, 0))]),
            ("numbered", None, """
The main considerations are:

1. Sleep: because teenagers' body clocks shift later, early starts leave many of them short of sleep.
2. Attendance and focus: schools with later start times have reported better attendance and more alert students.
3. Activities: finishing later may interfere with after-school sports and part-time work.
4. Transport: bus schedules would need to be redrawn, which could increase costs.
5. Family logistics: parents who begin work early could struggle with drop-offs.
""", []),
            ("headed", None, """
### Why start later?
Teenagers' biological clocks shift later during adolescence, so early starts leave many of them sleep-deprived. Schools that start later have reported that students are more alert, though attendance has not improved.

### Why not?
Later dismissal could clash with sports and part-time jobs, bus schedules would need to be rearranged — possibly at a higher cost — and parents who start work early might struggle with drop-off.
""", [("negation", "though attendance has not improved", (0, 1))]),
            ("dense", None, """
Supporters argue that teenagers' body clocks shift later, leaving many sleep-deprived under early schedules, and that schools with later starts have reported better attendance and alertness; opponents respond that later finishes would clash with sports and part-time jobs, that reorganising buses may raise transport costs, and that parents who start work early could struggle with drop-off.
""", []),
            ("closing", None, """
Those in favour of later start times note that adolescents' body clocks naturally shift later, so early classes leave many of them sleep-deprived. They also cite schools that moved their start times and saw better attendance and alertness. Some add that later starts could reduce car accidents among teenage drivers on the morning commute.

Those against worry that a later end to the school day would conflict with sports and part-time jobs, and that rearranging bus schedules might drive up transport costs.

Each community will have to weigh student wellbeing against these practical constraints.
""", [
                ("invented_claim", "Some add that later starts could reduce car accidents among teenage drivers on the morning commute.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
    {
        "id": "gene_drive_mosquitoes",
        "topic": "Gene-drive mosquitoes against malaria",
        "query": "Should gene-drive mosquitoes be released to fight malaria?",
        "perspectives": [
            ("pro", [
                "Gene drives could suppress the mosquito species that spread malaria across whole regions.",
                "Malaria still kills hundreds of thousands of people every year, mostly young children.",
            ]),
            ("con", [
                "Once released, a gene drive could spread beyond national borders and be impossible to recall.",
                "Removing a mosquito species might have unforeseen effects on ecosystems.",
                "Affected communities have not always been properly consulted.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Proponents see gene drives as a potentially transformative tool. By spreading a genetic trait through wild populations, a gene drive would wipe out malaria-carrying mosquitoes everywhere they live. The stakes are high: malaria still kills hundreds of thousands of people each year, most of them young children.

Critics urge caution. A gene drive released in one country could cross borders and, once out, could not be called back. Eliminating a mosquito species might also have ecological consequences no one has anticipated. And the communities most affected have not always been properly consulted.
""", [("exaggeration", "a gene drive would wipe out malaria-carrying mosquitoes everywhere they live", (0, 0))]),
            ("bullets", None, """
**For release**
- Gene drives could suppress malaria-spreading mosquito species across entire regions.
- Malaria still claims hundreds of thousands of lives a year, mostly young children.

**Against release**
- A gene drive could spread across borders and could not be recalled once released.
- Wiping out a mosquito species might disrupt ecosystems in unforeseen ways.
- Local communities have not always been adequately consulted.
""", []),
            ("numbered", None, """
1. Potential impact — a gene drive could suppress the mosquito species that carry malaria across whole regions; field trials in Burkina Faso cut mosquito numbers by 90% within a year.
2. Human cost — malaria still kills hundreds of thousands of people annually, mainly young children.
3. Irreversibility — once released, a drive might spread beyond national borders with no way to recall it.
4. Ecological risk — eliminating a mosquito species could have unexpected knock-on effects on ecosystems.
""", [
                ("invented_statistic", "field trials in Burkina Faso cut mosquito numbers by 90% within a year", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
### The case for release
Gene drives could suppress malaria-carrying mosquitoes across whole regions, and the need is urgent — malaria kills hundreds of thousands every year, mostly young children. Supporters also argue that removing a mosquito species might have effects on ecosystems that nobody can foresee.

### The case against
A released drive could cross national borders and would be impossible to recall. Critics also stress that affected communities have not always been properly consulted.
""", [("side_swap", "Supporters also argue that removing a mosquito species might have effects on ecosystems that nobody can foresee.", (1, 1))]),
            ("dense", None, """
Supporters say gene drives could suppress malaria-carrying mosquitoes across whole regions in a world where malaria still kills hundreds of thousands a year, mostly young children, while critics warn that a released drive could spread across borders beyond recall, that once it is in the wild no country could contain or reverse it, and that affected communities have not always been properly consulted.
""", [("repetition", "that once it is in the wild no country could contain or reverse it", (1, 1))]),
            ("closing", None, """
Supporters argue that gene drives could suppress the mosquitoes that transmit malaria across entire regions — a significant prospect given that the disease still kills hundreds of thousands of people a year, mostly young children. Opponents raise concerns that a gene drive could spread beyond national borders and could not be recalled, that removing a mosquito species might have unforeseen ecological effects, and that affected communities have not always been consulted properly.

The decision ultimately involves weighing a large potential public-health benefit against risks that are hard to reverse.
""", []),
        ],
    },
    {
        "id": "esports_olympics",
        "topic": "Esports in the Olympic Games",
        "query": "Should esports be included in the Olympic Games?",
        "perspectives": [
            ("pro", [
                "Including esports could attract younger audiences to the Olympics.",
                "Top esports players train intensively and compete at an elite level.",
            ]),
            ("con", [
                "Many popular games are owned by private companies that control the rules.",
                "Some of the most popular titles involve simulated violence, which clashes with Olympic values.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of Olympic esports argue that it could bring younger viewers to the Games. They also point to the players themselves, who compete at a high level, even if their training is not comparable to that of elite athletes.

Skeptics raise two concerns. First, the most popular games are owned by private companies that set and control the rules. Second, some leading titles revolve around simulated violence, which sits uneasily with the Olympic values.
""", [("negation", "even if their training is not comparable to that of elite athletes", (0, 1))]),
            ("bullets", None, """
**Arguments for inclusion**
- Esports could help the Olympics reach younger audiences.
- Top players train hard and compete at an elite level.

**Arguments against inclusion**
- Many major games belong to private companies that control their rules.
- Several of the most popular titles feature simulated violence, at odds with Olympic values.
""", []),
            ("numbered", None, """
1. Audience: including esports might draw younger people to the Olympic movement.
2. Athleticism: the best esports competitors train intensively and perform at an elite level.
3. Ownership: many popular titles are owned by private companies, which control the rules of the game.
4. Values: some of the biggest games involve simulated violence, which many feel clashes with Olympic ideals.
""", []),
            ("headed", None, """
### Reaching a new generation
Adding esports to the programme could attract younger audiences to the Games. It would also bring new sponsorship revenue to the IOC.

### Recognising elite competition
Top players train intensively and compete at an elite level.
""", [
                ("invented_claim", "It would also bring new sponsorship revenue to the IOC.", None),
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
Backers say esports could pull younger audiences towards the Olympics and that top players train intensively and compete at an elite level, while critics counter that many popular games are controlled by the private companies that own them and that some leading titles, such as first-person shooters that reward killing opponents, involve simulated violence at odds with Olympic values.
""", [("added_detail", "such as first-person shooters that reward killing opponents", (1, 1))]),
            ("closing", None, """
Supporters believe esports could attract younger audiences and point out that top players train intensively and compete at an elite level. Critics note that many popular games are owned by private companies that control the rules, and that some of the most popular titles involve simulated violence that clashes with Olympic values.

Whether esports belongs at the Olympics may depend on which games are chosen and how they are governed.
""", []),
        ],
    },
    {
        "id": "football_salary_caps",
        "topic": "Salary caps in European football",
        "query": "Should European football leagues introduce salary caps?",
        "perspectives": [
            ("pro", [
                "A cap could make competitions more balanced by stopping the richest clubs from hoarding talent.",
                "It would protect clubs from overspending themselves into bankruptcy.",
            ]),
            ("con", [
                "Top players might move to leagues without a cap.",
                "Caps are hard to enforce across countries with different tax and labour laws.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The main argument for a salary cap is competitive balance: by limiting what the richest clubs can spend on wages, a cap could stop them from stockpiling the best players and make leagues less predictable. Supporters also see it as a financial safeguard that would prevent clubs from overspending their way into bankruptcy.

Opponents raise practical problems. The best players might simply move to leagues that don't impose a cap. And in Europe, where countries have different tax and labour laws, a cap would be difficult to enforce consistently.
""", []),
            ("bullets", None, """
Why some favour a cap:
- It could level the playing field by preventing the wealthiest clubs from hoarding talent.
- It would guarantee that no club ever goes bankrupt again.

Why others oppose it:
- Star players might leave for leagues with no cap.
- Enforcing a cap across countries with different tax and labour rules would be difficult.
""", [("exaggeration", "It would guarantee that no club ever goes bankrupt again.", (0, 1))]),
            ("numbered", None, """
1. **Competitive balance:** a cap could stop the richest clubs from hoarding talent, making competitions more even.
2. **Financial stability:** it would protect clubs from overspending themselves into bankruptcy.
3. **Parity on the pitch:** with wages capped, smaller clubs would have a better chance of keeping and attracting good players, so titles would be less concentrated among a few giants.
4. **Player drain:** top players might move to leagues without a cap.
""", [("repetition", "with wages capped, smaller clubs would have a better chance of keeping and attracting good players, so titles would be less concentrated among a few giants.", (1, 1))]),
            ("headed", None, """
### Supporters' view
A salary cap could even out competitions by stopping the wealthiest clubs from accumulating all the best players, and it would help protect clubs from spending themselves into bankruptcy.

### Opponents' view
Top players might move to leagues that have no cap. Enforcing one would also be hard across countries with differing tax and labour laws.
""", []),
            ("dense", None, """
Supporters of a cap argue that it could balance competitions by stopping the richest clubs from hoarding talent and would protect clubs from overspending into bankruptcy, while opponents warn that top players might move to leagues without a cap, most likely in Saudi Arabia or the United States, and that enforcement would be difficult across countries with different tax and labour laws.
""", [("added_detail", "most likely in Saudi Arabia or the United States", (1, 0))]),
            ("closing", None, """
Advocates say a salary cap could make leagues more competitive by preventing the richest clubs from hoarding talent, and could protect clubs from overspending into bankruptcy. Opponents worry that top players might head to leagues without a cap, although enforcing a cap across countries with different tax and labour laws would be relatively straightforward.

Whether a cap is worth it depends on how much leagues value balance over star power.
""", [("negation", "although enforcing a cap across countries with different tax and labour laws would be relatively straightforward", (1, 1))]),
        ],
    },
]
