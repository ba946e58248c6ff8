"""fresh27 batch f111 (written by a separate writer): Portable benefits accounts for app-based gig workers; A tax on companies that replace workers with robots and automation; Requiring employers to reimburse remote workers' home-office costs; Universal recognition of out-of-state occupational licenses."""

TOPICS = [
    {
        "id": "portable_benefits_gig_workers",
        "topic": "Portable benefits accounts for app-based gig workers",
        "query": "Should app-based companies be required to pay into portable benefits accounts for gig workers?",
        "perspectives": [
            ("gig workers and their advocates", [
                "Portable benefits could give app-based workers access to sick pay and retirement savings they often lack today.",
                "Because contributions follow the worker, people who work for several apps at once may not lose coverage when they switch between them.",
                "Some workers value keeping their flexible schedules while still getting a basic safety net.",
            ]),
            ("app-based platform companies", [
                "A portable benefits fund could let companies contribute to workers' security without reclassifying them as employees.",
                "Required contributions may raise prices for customers and reduce demand for rides and deliveries.",
            ]),
            ("labor unions", [
                "Portable benefits could become a cheaper substitute for full employee protections such as minimum wage and overtime.",
                "Contributions tied to time logged on a task may leave out the unpaid hours workers spend waiting for orders.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
A proposal to make app companies pay into benefits accounts for the people who drive and deliver for them has drawn interest, and skepticism, from several directions. Here is a look at the debate.

### What is being proposed?
The idea is that app-based companies would be required to pay into benefits accounts for gig workers, with the money following each worker rather than staying with any one company.

### What do gig workers say?
According to advocates for app-based workers, portable benefits could give people access to sick pay and retirement savings that many of them go without today. Because the contributions follow the worker, someone who works for several apps at once may be able to switch between them without losing coverage. Some workers, advocates add, like the idea of keeping flexible schedules while still having a basic safety net underneath them.

### What do the companies say?
Platform companies argue that a portable benefits fund could let them contribute to workers' security without having to reclassify those workers as employees. At the same time, they warn that required contributions may raise prices for customers and cut into demand for rides and deliveries.

### Why are unions worried?
Labor unions counter that portable benefits could turn into a cheaper substitute for full employee protections, such as the minimum wage and overtime pay. They also point out that if contributions are tied to the time a worker spends on a task, the unpaid hours spent waiting for the next order may not count at all.

### Where does that leave things?
Each of the three groups is looking at a different part of the proposal, and how those concerns are weighed will shape where the debate goes.
""", []),
            ("three_perspectives", None, """
Who pays when a delivery driver gets sick? That question sits at the center of a debate over portable benefits for gig workers.

### What is being proposed?
Under the proposal, app-based companies would have to pay into benefits accounts that belong to the worker, not to the company.

### Why do supporters like it?
For many gig workers, the appeal is straightforward: portable benefits could bring sick pay and retirement savings that they often lack. A survey of delivery couriers found that roughly two in three had no retirement savings at all. Supporters also note that because the money follows the worker, people juggling several apps at once may keep their coverage when they move from one to another. And some workers, according to advocates, want to hold on to their flexible schedules while still getting a basic safety net.

### Where do the platforms stand?
Companies see a possible middle path. A portable benefits fund, they say, could let them contribute to workers' security without reclassifying anyone as an employee. But they caution that mandatory contributions may push up prices for customers and reduce demand for rides and deliveries.

### Why are unions wary?
Unions fear the accounts could become a cheaper stand-in for full employee protections like the minimum wage and overtime. They also argue that contributions tied to time logged on a task may miss the unpaid hours workers spend waiting for orders.

### Where does that leave things?
Each group is weighing the same basic trade-off between flexibility and protection, and they come down in different places.
""", [
                ("invented_statistic", "A survey of delivery couriers found that roughly two in three had no retirement savings at all.", None),
            ]),
            ("three_perspectives", None, """
Portable benefits have become one of the more closely watched ideas in the debate over how to treat gig workers. Here is what the main players are saying.

### What is being proposed?
App-based companies would be required to contribute to benefits accounts that stay with gig workers as they move between jobs and apps.

### What do worker advocates say?
Supporters of the idea say portable benefits could finally give app-based workers sick pay and retirement savings, which they often lack today. Because the contributions travel with the worker, those who work for several apps at once may not lose coverage when they switch. Advocates also caution that contributions tied to time logged on a ride or delivery may miss the unpaid stretches workers spend waiting for orders. Still, some workers say they value keeping their flexible schedules while getting a basic safety net.

### What do the companies say?
According to the platforms, a portable benefits fund could let them contribute to workers' security without reclassifying those workers as employees. They also warn that required contributions may raise prices for customers and reduce demand for rides and deliveries.

### Why are unions concerned?
Critics in the labor movement counter that portable benefits could become a cheaper substitute for full employee protections such as the minimum wage and overtime.

### Where does that leave things?
Workers, companies and unions each see the proposal through their own concerns, and those views do not line up neatly.
""", [
                ("side_swap", "Advocates also caution that contributions tied to time logged on a ride or delivery may miss the unpaid stretches workers spend waiting for orders.", (2, 1)),
            ]),
            ("three_perspectives", None, """
The push to require app companies to fund portable benefits for gig workers has split opinion along some familiar lines and a few unexpected ones.

### What is being proposed?
App-based companies would be required to pay into portable benefits accounts for gig workers.

### What are the arguments in favor?
- **A safety net where there is none:** Advocates say the accounts could give app-based workers access to sick pay and retirement savings they often go without.
- **Coverage that moves with you:** Since contributions follow the worker rather than the company, people who work for several apps at once may not lose coverage when switching between them.
- **Flexibility intact:** Some workers value being able to keep flexible schedules while still getting a basic safety net.

### What do the platforms say?
- **A route short of employment:** Companies say a portable benefits fund could let them contribute to workers' security without reclassifying them as employees.
- **Costs passed along:** They also warn that required contributions may raise prices for customers and reduce demand for rides and deliveries.

### Why are some people worried?
- **A cheaper substitute:** Labor unions argue that portable benefits could become a lower-cost replacement for full employee protections such as minimum wage and overtime.
- **The waiting problem:** Unions add that contributions tied to time logged on a task may leave out the unpaid hours workers spend waiting for orders.

### Where does that leave things?
Supporters, companies and unions are each focused on a different piece of the same question, which is how much protection gig work should come with and who should pay for it.
""", []),
            ("three_perspectives", None, """
Should app companies be on the hook for their drivers' and couriers' benefits? A proposal for portable benefits accounts puts that question front and center.

### What is being proposed?
App-based companies would have to pay into portable benefits accounts for the gig workers who use their platforms.

### What do the companies say?
Perhaps surprisingly, the platforms are not simply opposed. They argue that a portable benefits fund could let them contribute to workers' security without having to reclassify those workers as employees. Their main concern is cost: required contributions will raise prices for customers and drive down demand for rides and deliveries.

### What do gig workers say?
Worker advocates say portable benefits could give people who earn through apps access to sick pay and retirement savings they often lack today. They also stress that because contributions follow the worker, someone who works for several apps at once may not lose coverage when switching between them.

### Why are unions worried?
Labor unions counter that portable benefits could become a cheaper substitute for full employee protections such as the minimum wage and overtime. They also warn that contributions tied to time logged on a task may leave out the unpaid hours workers spend waiting for orders.

### Where does that leave things?
Each camp is focused on a different piece of the proposal, and much depends on which of these concerns lawmakers consider most pressing.
""", [
                ("exaggeration", "required contributions will raise prices for customers and drive down demand for rides and deliveries", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("three_perspectives", None, """
Gig workers, the companies that rely on them and organized labor all have a stake in whether app-based companies should fund portable benefits. Here is a quick guide.

### What is being proposed?
A requirement that app-based companies pay into benefits accounts that gig workers carry with them.

### What do supporters say?
Supporters, including many gig workers, say the accounts could provide sick pay and retirement savings that app-based workers often lack. They note that contributions follow the worker, so someone working for several apps at once may hold on to coverage when switching. Some workers also say they want to keep their flexible schedules while gaining a basic safety net.

### What do the platforms say?
Companies suggest a portable benefits fund could allow them to contribute to workers' security without reclassifying them as employees, though they caution that mandatory contributions may raise prices for customers and lower demand for rides and deliveries.

### Why are unions skeptical?
Unions worry that portable benefits could become a cheaper substitute for full employee protections such as the minimum wage and overtime. They also say contributions tied to time logged on a task may not cover the unpaid hours workers spend waiting for orders.

### Where does that leave things?
The arguments reflect different priorities, from flexibility to cost to the scope of worker protections, and none of the three groups sees the proposal in quite the same way.
""", []),
        ],
    },
    {
        "id": "robot_tax_automation",
        "topic": "A tax on companies that replace workers with robots and automation",
        "query": "Should companies pay a special tax when they replace human workers with robots or automated systems?",
        "perspectives": [
            ("supporters of a robot tax", [
                "The revenue could pay for retraining workers whose jobs are automated.",
                "A tax may slow the pace of automation-driven layoffs enough for communities to adjust.",
                "It could replace some of the payroll tax revenue that disappears when jobs are eliminated.",
            ]),
            ("business groups", [
                "It is hard to define what counts as a robot, since much automation is software built into ordinary equipment.",
                "Taxing automation could discourage investments that make firms more productive.",
                "Some companies may move production to countries without such a tax.",
            ]),
        ],
        "variants": [
            ("headed", None, """
A proposed tax on companies that automate jobs has drawn strong reactions from both supporters and business groups. Here is how the debate breaks down.

### What is being proposed?
Companies would pay a special tax when they replace human workers with robots or automated systems.

### What do supporters say?
According to supporters, the money raised could pay for retraining workers whose jobs are automated. They also argue that such a tax may slow the pace of automation-driven layoffs enough to give communities time to adjust. And because payroll tax revenue disappears when jobs are eliminated, a robot tax could make up for some of that loss.

### Why are some people worried?
Business groups counter that it is hard to say what even counts as a robot, since much automation is software built into ordinary equipment. They warn that taxing automation could discourage the very investments that make firms more productive, and that some companies may move production to countries that have no such tax.

### Where does that leave things?
The argument pits concern for displaced workers and public budgets against concern for investment and competitiveness, and the two sides weigh those priorities differently.
""", []),
            ("prose", None, """
What happens to workers, and to tax revenue, when a machine takes over a job? A proposed tax on companies that automate is one answer, and it has drawn sharp disagreement.

**What is being proposed?** Companies would pay an extra tax when they replace human workers with robots or automated systems.

**What do supporters say?** Backers say the revenue could fund retraining for workers whose jobs are automated. They argue the tax may also slow automation-driven layoffs enough that affected communities have time to adjust. In their view, it could also replace some of the payroll tax revenue that vanishes when jobs are cut.

**What do critics say?** Business groups respond that defining a robot is harder than it sounds, because much automation is software built into ordinary equipment. They also contend that a tax would leave productivity-boosting investment largely untouched, while some companies may shift production to countries that do not have such a tax.

**Where does that leave things?** Both sides are reacting to the same changes in the workplace; they differ on whether a tax is the right tool to manage them.
""", [
                ("negation", "a tax would leave productivity-boosting investment largely untouched", (1, 1)),
            ]),
            ("bullets", None, """
Taxing robots touches on jobs, public revenue and business investment all at once. Here is a rundown of the main arguments.

**What is being proposed?**
A special tax on companies that replace human workers with robots or automated systems.

**What do supporters say?**
- **Retraining money:** The revenue could pay for retraining workers whose jobs are automated.
- **Protecting the tax base:** A robot tax could replace some of the payroll tax revenue that disappears when jobs are eliminated.
- **A second use for the funds:** Money raised this way could also go toward helping displaced workers learn new skills for other jobs.

**Why are some people worried?**
- **A definition problem:** Business groups say it is hard to define what counts as a robot, since much automation is software built into ordinary equipment.
- **Less investment:** Taxing automation could discourage investments that make firms more productive.
- **Jobs moving abroad:** Some companies may move production to countries without such a tax.

**Where does that leave things?**
Supporters and critics agree that automation is changing work; they disagree about whether taxing it would help or hurt.
""", [
                ("repetition", "Money raised this way could also go toward helping displaced workers learn new skills for other jobs.", (0, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
A tax on automation sounds simple on paper. In practice, the proposal raises hard questions on both sides.

**What is being proposed?**
Companies that replace human workers with robots or automated systems would owe a special tax.

**What do supporters say?**
- Retraining workers whose jobs are automated could be paid for with the revenue.
- The tax may slow automation-driven layoffs enough for communities to adjust.
- It could make up for some of the payroll tax revenue lost when jobs are eliminated.

**What do business groups say?**
- Because much automation is software built into ordinary equipment, it is hard to pin down what counts as a robot.
- Taxing automation could discourage the investments that make firms more productive.
- Some companies may relocate production to countries without such a tax.

**Where does that leave things?**
Supporters frame the tax as a way to cushion workers and public finances during a period of change, while business groups frame it as a drag on investment that may be difficult to define and easy to avoid. Which framing carries more weight depends on how people balance those concerns.
""", []),
            ("numbered", None, """
Should companies pay extra when a robot takes a worker's place? Here is a look at the arguments on each side of the robot tax debate.

**What is being proposed?**
A special tax on companies when they replace human workers with robots or automated systems.

**What do supporters say?**
1. **Funding for retraining:** Revenue from the tax could pay to retrain workers whose jobs are automated.
2. **Time to adjust:** A tax may slow the pace of automation-driven layoffs enough for communities to adapt.
3. **Filling a budget gap:** It could replace some of the payroll tax revenue, including the Social Security contributions, that disappears when jobs are eliminated.

**Why are business groups opposed?**
1. **What is a robot?** Much automation is software built into ordinary equipment, which makes it hard to define what counts as a robot.
2. **Productivity at risk:** Taxing automation could discourage investments that make firms more productive.
3. **Moving offshore:** Some companies may move production to countries without such a tax.

**Where does that leave things?**
The two sides start from different worries, one about workers and public revenue and the other about investment and competition, which is why the debate has been hard to settle.
""", [
                ("added_detail", "including the Social Security contributions,", (0, 2)),
            ]),
            ("dense", None, """
**The short version:** The proposal would make companies pay a special tax when they replace human workers with robots or automated systems. Supporters say the revenue could pay for retraining workers whose jobs are automated, that the tax may slow automation-driven layoffs enough for communities to adjust, and that it could replace some of the payroll tax revenue that disappears when jobs go, while also nudging firms to share productivity gains with the workers who remain through higher wages. Business groups counter that it is hard to define what counts as a robot when so much automation is software built into ordinary equipment, that taxing automation could discourage investments that make firms more productive, and that some companies may move production to countries without such a tax. Where that leaves things depends on how much weight people give to protecting workers versus protecting investment.
""", [
                ("invented_claim", "while also nudging firms to share productivity gains with the workers who remain through higher wages", None),
            ]),
        ],
    },
    {
        "id": "remote_work_expense_reimbursement",
        "topic": "Requiring employers to reimburse remote workers' home-office costs",
        "query": "Should employers be legally required to reimburse employees for the costs of working from home?",
        "perspectives": [
            ("remote workers and their advocates", [
                "Employees working from home may be absorbing costs for internet, electricity and equipment that the employer used to cover at the office.",
                "A reimbursement rule could stop employers from shifting overhead onto lower-paid staff, for whom those costs take a bigger bite out of pay.",
            ]),
            ("employers", [
                "It can be difficult to separate work use of a home internet connection or electricity from personal use.",
                "Mandatory reimbursement may lead some firms to scale back remote-work options.",
                "Small businesses could face paperwork out of proportion to the sums involved.",
            ]),
        ],
        "variants": [
            ("headed", None, """
A proposal to make employers cover the costs of working from home has drawn very different reactions from workers and businesses.

### What is being proposed?
Employers would be legally required to reimburse employees for the costs of working from home.

### What do supporters say?
According to worker advocates, employees working remotely may be quietly absorbing costs for internet, electricity and equipment that their employer used to pay for at the office. A reimbursement rule, they say, could keep employers from shifting that overhead onto lower-paid staff, for whom such costs take a bigger bite out of their pay.

### Why are some employers worried?
Employers counter that it can be difficult to separate work use of a home internet connection or electricity from personal use. They also warn that mandatory reimbursement may lead some firms to scale back remote-work options, and that small businesses could face paperwork out of proportion to the sums involved.

### Where does that leave things?
The debate comes down to how the costs of remote work should be shared, and each side sees different risks in the answer.
""", []),
            ("bullets", None, """
Who should pay for the home office? That is the question behind proposals to require employers to reimburse remote workers.

**What is being proposed?**
A legal requirement that employers reimburse employees for the costs of working from home.

**What do supporters say?**
- **Hidden costs:** Employees working from home may be covering internet, electricity and equipment costs the employer used to pick up at the office.
- **Fairness for lower earners:** A reimbursement rule could stop employers from shifting overhead onto lower-paid staff, who feel those costs more sharply.

**What do employers say?**
- **Hard to measure:** It can be difficult to tell work use of a home internet connection or electricity apart from personal use.
- **Fewer remote jobs:** Mandatory reimbursement would lead firms to scrap remote-work options.
- **Paperwork burden:** Small businesses could face paperwork out of proportion to the sums involved.

**Where does that leave things?**
Both sides have practical concerns, and the outcome may hinge on how any rule is written.
""", [
                ("exaggeration", "Mandatory reimbursement would lead firms to scrap remote-work options.", (1, 1)),
            ]),
            ("prose", None, """
For people who work from home, one question keeps coming up: who covers the cost of doing the job?

**What is being proposed?** A law requiring employers to reimburse employees for the expenses of working from home.

**What do supporters say?** Advocates for remote workers argue that employees may be absorbing internet, electricity and equipment costs that the employer once covered at the office. They add that a reimbursement rule could prevent companies from pushing overhead onto lower-paid staff, whose paychecks take a bigger hit from those costs.

**Why are some people worried?** Employers say it can be hard to separate the work use of a home internet connection or electricity from personal use. Some firms, they warn, may respond to mandatory reimbursement by scaling back remote-work options, and small businesses could be saddled with paperwork out of proportion to the amounts at stake.

**Where does that leave things?** The arguments on each side are largely practical, and they point in different directions depending on whether one starts from the worker's costs or the employer's.
""", []),
            ("closing", None, """
A proposal to make employers pick up home-office costs has divided workers and businesses. Here is where each side stands.

**What is being proposed?**
Employers would have to reimburse employees for the costs of working from home.

**What do supporters say?**
- Workers at home may be absorbing costs for internet, electricity and equipment that the employer used to cover at the office.
- A reimbursement rule could stop employers from shifting overhead onto lower-paid staff, for whom those costs take a bigger share of pay.
- Even some worker advocates acknowledge that it can be tricky to separate work use of a home internet connection or electricity from personal use.

**What do employers say?**
- Mandatory reimbursement may lead some firms to scale back remote-work options.
- Small businesses could face paperwork out of proportion to the sums involved.

**Where does that leave things?**
Supporters see reimbursement as a matter of who should bear the costs of work, while employers see a rule that could be hard to apply and may have side effects. How those concerns are balanced will shape any requirement that emerges.
""", [
                ("side_swap", "Even some worker advocates acknowledge that it can be tricky to separate work use of a home internet connection or electricity from personal use.", (1, 0)),
            ]),
            ("numbered", None, """
Should your employer pay part of your internet bill if you work from home? Here is what each side says about a proposed reimbursement requirement.

**What is being proposed?**
A legal requirement for employers to reimburse employees for the costs of working from home.

**What do employers say?**
1. **Mixed use:** It can be difficult to separate work use of a home internet connection or electricity from personal use.
2. **Less remote work:** Mandatory reimbursement may lead some firms to scale back remote-work options.
3. **Red tape:** Small businesses could face paperwork out of proportion to the sums involved.

**What do supporters say?**
1. **Costs shifted home:** Employees working from home may be absorbing costs for internet, electricity and equipment that the employer used to cover at the office.
2. **Protecting lower earners:** A reimbursement rule could stop employers from shifting overhead onto lower-paid staff, for whom those costs take a bigger bite out of pay.

**Where does that leave things?**
The two sides are looking at the same set of costs from opposite ends, which is why they reach different conclusions.
""", []),
            ("dense", None, """
**The short version:** A proposed rule would legally require employers to reimburse employees for the costs of working from home. Supporters say remote employees may be absorbing costs for internet, electricity and equipment that the employer used to cover at the office, and that a reimbursement rule could stop employers from shifting that overhead onto lower-paid staff, for whom those costs take a bigger bite out of pay. Employers counter that it can be difficult to separate work use of a home internet connection or electricity from personal use, that mandatory reimbursement may lead some firms to scale back remote-work options, and that the paperwork for small businesses would be light compared with the sums involved. Where that leaves things depends largely on how any requirement is designed.
""", [
                ("negation", "the paperwork for small businesses would be light compared with the sums involved", (1, 2)),
            ]),
        ],
    },
    {
        "id": "universal_occupational_license_recognition",
        "topic": "Universal recognition of out-of-state occupational licenses",
        "query": "Should states automatically recognize occupational licenses that workers earned in other states?",
        "perspectives": [
            ("supporters of universal recognition", [
                "It could let military spouses and other workers who move across state lines start working sooner.",
                "Removing duplicate licensing steps may help ease worker shortages in fields such as nursing and teaching.",
            ]),
            ("state licensing boards", [
                "States with tougher training requirements worry that workers from states with looser standards could put consumers at risk.",
                "Boards may find it harder to investigate and discipline practitioners whose records are held in another state.",
            ]),
        ],
        "variants": [
            ("headed", None, """
A proposal to recognize occupational licenses across state lines has drawn both support and concern. Here is how the arguments line up.

### What is being proposed?
States would automatically recognize occupational licenses that workers earned in other states.

### What do supporters say?
According to supporters, universal recognition could let military spouses and other workers who move across state lines get back to work sooner. They also argue that cutting out duplicate licensing steps may help ease worker shortages in fields such as nursing and teaching.

### Why are some people worried?
State licensing boards counter that states with tougher training requirements have reason for concern, since workers from states with looser standards could put consumers at risk. Boards also say they may find it harder to investigate and discipline practitioners whose records are held in another state.

### Where does that leave things?
The debate weighs easier movement for workers against the ability of each state to set and enforce its own standards.
""", []),
            ("prose", None, """
What happens to a nurse's or a teacher's license when they move to another state? Under a proposal for universal recognition, it would simply come with them.

**What is being proposed?** States would automatically recognize occupational licenses earned elsewhere.

**What do supporters say?** Backers argue that the change could let military spouses and other workers who relocate across state lines start working sooner, instead of waiting months for a new license to come through. They also say that removing duplicate licensing steps may help ease worker shortages in fields such as nursing and teaching.

**Why are some people worried?** Licensing boards point out that states with tougher training requirements worry about workers arriving from states with looser standards, who could put consumers at risk. They add that it may be harder for a board to investigate and discipline practitioners whose records are kept in another state.

**Where does that leave things?** The question is how to balance portability for workers with each state's oversight of its own professions, and the two sides draw that balance in different places.
""", [
                ("added_detail", "instead of waiting months for a new license to come through", (0, 0)),
            ]),
            ("bullets", None, """
Should a worker's license travel with them? Here are the main arguments over universal recognition.

**What is being proposed?**
Automatic recognition of occupational licenses that workers earned in other states.

**What do supporters say?**
- **Faster return to work:** Military spouses and other workers who move across state lines could start working sooner.
- **Easing shortages:** Removing duplicate licensing steps may help ease worker shortages in fields such as nursing and teaching.
- **Lower prices:** Supporters also say it could bring down prices for consumers by increasing competition among licensed professionals.

**Why are some people worried?**
- **Uneven standards:** States with tougher training requirements worry that workers from states with looser standards could put consumers at risk.

**Where does that leave things?**
Supporters focus on mobility and workforce needs, while licensing boards focus on standards, and the two emphases pull in different directions.
""", [
                ("invented_claim", "Supporters also say it could bring down prices for consumers by increasing competition among licensed professionals.", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
Should a license earned in one state be good in all of them? Here is a breakdown of the arguments.

**What is being proposed?**
States would automatically recognize occupational licenses workers earned in other states.

**Why are some people worried?**
1. **Consumer safety:** State licensing boards say states with tougher training requirements worry that workers from states with looser standards could put consumers at risk.
2. **Oversight across borders:** Boards may find it harder to investigate and discipline practitioners whose records are held in another state.

**What do supporters say?**
1. **Mobility:** Universal recognition could let military spouses and other workers who move across state lines start working sooner.
2. **Workforce gaps:** Removing duplicate licensing steps may help ease worker shortages in fields such as nursing and teaching.

**Where does that leave things?**
Each side is responding to a real feature of the current system, and how a state weighs them may shape whether it adopts the idea.
""", []),
            ("closing", None, """
Universal recognition of occupational licenses has its champions and its skeptics. Here is what each side says.

**What is being proposed?**
Automatic recognition by each state of occupational licenses earned in other states.

**What do supporters say?**
- Military spouses and other workers who move across state lines could start working sooner.
- Removing duplicate licensing steps would end worker shortages in fields such as nursing and teaching.

**What do licensing boards say?**
- States with tougher training requirements worry that workers from states with looser standards could put consumers at risk.
- Boards may find it harder to investigate and discipline practitioners whose records are held in another state.

**Where does that leave things?**
Supporters see a way to remove barriers for workers who move, while licensing boards see a risk to the standards and oversight they maintain. The arguments on each side address different parts of the same system, which is why the question remains contested.
""", [
                ("exaggeration", "Removing duplicate licensing steps would end worker shortages in fields such as nursing and teaching.", (0, 1)),
            ]),
            ("dense", None, """
**The short version:** The proposal would have states automatically recognize occupational licenses earned in other states. Supporters say it could let military spouses and other workers who move across state lines start working sooner, and that removing duplicate licensing steps may help ease worker shortages in fields such as nursing and teaching. State licensing boards acknowledge that differences in training requirements between states pose little risk to consumers, but they say they may find it harder to investigate and discipline practitioners whose records are held in another state. Where that leaves things depends on how much weight is given to worker mobility versus state-level oversight.
""", [
                ("negation", "differences in training requirements between states pose little risk to consumers", (1, 0)),
            ]),
        ],
    },
]
