"""Fresh batch f3 (written by a separate writer): Shops refusing cash payments; Three-year bachelor's degrees; Performance-related pay for teachers; Banning private fireworks."""

TOPICS = [
    {
        "id": "shops_refusing_cash",
        "topic": "Shops refusing cash payments",
        "query": "Should shops be allowed to refuse cash payments?",
        "perspectives": [
            ("pro", [
                "Card-only shops can cut the time and cost of counting, storing and banking cash.",
                "Going cashless may reduce the risk of robbery for staff.",
                "Digital payments often make checkout queues move faster.",
            ]),
            ("con", [
                "Older people and those without bank accounts could be shut out of everyday purchases.",
                "Relying only on cards can leave shoppers stranded when payment systems go down.",
            ]),
        ],
        "variants": [
            ("prose", None, """
This is one of those issues where convenience and inclusion pull in different directions.

Those who think shops should be free to refuse cash point first to the back-office savings: without notes and coins, a business can spend less time and money counting, storing and banking cash. There is also a safety angle, since going cashless may reduce the risk of staff being robbed. And digital payments often keep checkout queues moving faster.

On the other side, critics worry about who gets left behind. Older people, along with anyone who doesn't have a bank account, could find themselves shut out of everyday purchases. They also point out that a card-only model can leave customers stranded whenever the payment system goes down.
""", []),
            ("bullets", None, """
Great question — here's how the two sides usually frame it.

**In favour of letting shops go cash-free**
- Handling cash has hidden costs: counting it, storing it securely and banking it all take time and money, which a card-only shop can cut.
- With no cash on the premises, the risk of robbery for staff is removed entirely.
- Digital payments often speed up checkout queues.

**Against it**
- Older people and the unbanked could be shut out of everyday purchases; one UK survey estimated that around 5 million adults still rely mainly on cash.
- If shoppers can only pay by card, a payment-system outage can leave them stranded.
""", [
                ("exaggeration", "the risk of robbery for staff is removed entirely", (0, 1)),
                ("invented_statistic", "one UK survey estimated that around 5 million adults still rely mainly on cash", None),
            ]),
            ("numbered", None, """
Here are the main perspectives on whether shops should be able to refuse cash:

1. **Lower handling costs (pro):** Going card-only can save shops the time and expense of counting, storing and banking cash.
2. **Staff safety (pro):** With no cash in the till, staff may face a lower risk of robbery.
3. **Faster checkouts (pro):** Digital payments often help queues move more quickly.
4. **Exclusion (con):** Older customers and people without a bank account could be shut out of everyday shopping.
5. **Resilience (con):** When payment systems fail, a card-only approach can leave shoppers stranded.
""", []),
            ("headed", None, """
### The case for letting shops refuse cash
Supporters start with cost: a card-only shop can cut the time and money spent counting, storing and banking cash. Digital payments, they add, rarely make checkout queues move any faster. There's a safety argument too — going cashless may reduce the risk of robbery for staff.

### The case for protecting cash
Opponents worry that older people and those without bank accounts could be shut out of everyday purchases. They also note that relying only on cards can leave shoppers stranded when payment systems go down.
""", [
                ("negation", "Digital payments, they add, rarely make checkout queues move any faster.", (0, 2)),
            ]),
            ("dense", None, """
Advocates of cashless shops argue that dropping cash can cut the time and cost of counting, storing and banking it, may reduce the risk of robbery for staff, and often gets checkout queues moving faster, while opponents counter that older people and the unbanked could be shut out of everyday purchases and that card-only payment can leave shoppers stranded whenever the systems go down.
""", []),
            ("closing", None, """
Here's a balanced overview.

**Why some think shops should be allowed to go cashless:** Staff may be at lower risk of robbery when there's no cash on site, and digital payments often make queues at the till move faster. Supporters also acknowledge that relying only on cards can leave shoppers stranded when payment systems go down.

**Why others want cash protected:** Older people and anyone without a bank account could be shut out of everyday purchases.

Ultimately, the right balance depends on how a community weighs convenience against inclusion.
""", [
                ("side_swap", "Supporters also acknowledge that relying only on cards can leave shoppers stranded when payment systems go down.", (1, 1)),
                ("omitted_argument", None, (0, 0)),
            ]),
        ],
    },
    {
        "id": "three_year_degrees",
        "topic": "Three-year bachelor's degrees",
        "query": "Should bachelor's degrees be shortened to three years?",
        "perspectives": [
            ("supporters", [
                "Students could save a year of tuition fees and living costs.",
                "Graduates could enter the workforce and start earning a year sooner.",
            ]),
            ("opponents", [
                "A shorter degree may leave less time for in-depth study and work placements.",
                "Some employers and universities abroad may not treat a three-year degree as equivalent to a four-year one.",
                "Squeezing the same content into fewer years can increase stress on students.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Shortening bachelor's degrees to three years has clear appeal, but it also raises concerns.

For supporters, the biggest draw is financial: students could save a whole year of tuition fees and living costs, which matters most for those from low-income families who would otherwise need to take on extra loans. On top of that, graduates could enter the workforce and start earning a year sooner.

Opponents see trade-offs. A shorter programme may leave less time for in-depth study and work placements. Recognition is not usually the sticking point — employers and universities abroad generally treat a three-year degree as equivalent to a four-year one — but cramming the same content into fewer years can push up stress on students.
""", [
                ("added_detail", "which matters most for those from low-income families who would otherwise need to take on extra loans", (0, 0)),
                ("negation", "Recognition is not usually the sticking point — employers and universities abroad generally treat a three-year degree as equivalent to a four-year one", (1, 1)),
            ]),
            ("bullets", None, """
There are reasonable arguments on both sides:

**Supporters say:**
- Cutting a year off the degree could save students a year's worth of tuition and living costs.
- Graduates could get into the job market, and start earning, a year earlier.

**Opponents say:**
- Less time may mean less room for in-depth study and work placements.
- Some employers and overseas universities may not regard a three-year degree as equivalent to a four-year one.
- Fitting the same material into fewer years can add to students' stress.
""", []),
            ("numbered", None, """
Here's a quick rundown of the main arguments for and against three-year bachelor's degrees.

**For:**
1. **Lower cost** – Students could save a year of tuition fees and living expenses.
2. **Earlier start to careers** – Graduates could begin working and earning a year sooner.

**Against:**
3. **Less depth** – A shorter course may leave less time for in-depth study and work placements.
4. **Recognition** – Some employers and universities abroad may not consider a three-year degree equivalent to a four-year one.
5. **Crowded timetable** – With a year gone, there may simply be less room for deeper study or a work placement.
""", [
                ("repetition", "With a year gone, there may simply be less room for deeper study or a work placement.", (1, 2)),
            ]),
            ("headed", None, """
### Supporters
The main argument is cost: students could save a year of tuition fees and living costs. A three-year model could also free up university places, letting institutions take in more students each year. And graduates could enter the workforce, and start earning, a year sooner than they otherwise would.

### Opponents
Critics worry that a shorter degree may leave less time for in-depth study and work placements. Some employers and universities abroad may not treat a three-year degree as equivalent to a four-year one. Finally, squeezing the same content into fewer years can increase the stress students are under.
""", [
                ("invented_claim", "A three-year model could also free up university places, letting institutions take in more students each year.", None),
            ]),
            ("dense", None, """
Supporters argue that three-year degrees could save students a year of tuition and living costs and let graduates start working and earning a year sooner, whereas opponents warn that a shorter course will inevitably sacrifice in-depth study and work placements, that some employers and universities abroad may not treat it as equivalent to a four-year degree, and that squeezing the same content into less time can heighten student stress.
""", [
                ("exaggeration", "a shorter course will inevitably sacrifice in-depth study and work placements", (1, 0)),
            ]),
            ("closing", None, """
Here's a balanced look at the debate.

Proponents of the three-year model focus on time and money. Students could save a full year of tuition and living costs, and graduates could be in work, earning, a year earlier.

Critics raise three concerns. First, a compressed degree may leave less room for in-depth study and work placements. Second, some employers and universities overseas may not accept a three-year degree as equivalent to a four-year one. Third, packing the same content into fewer years can increase the stress students are under.

In the end, whether a shorter degree makes sense depends on what students and employers value most.
""", []),
        ],
    },
    {
        "id": "teacher_performance_pay",
        "topic": "Performance-related pay for teachers",
        "query": "Should teachers receive performance-related pay?",
        "perspectives": [
            ("teachers", [
                "Many teachers feel pupils' results depend on factors outside their control, such as home background.",
                "Performance pay could reward teachers who put in extra effort.",
            ]),
            ("parents", [
                "Some parents hope bonuses would help schools attract and keep strong teachers.",
                "Parents may worry that teachers will teach to the test at the expense of broader learning.",
            ]),
            ("school leaders", [
                "Heads often find it hard to measure an individual teacher's contribution fairly.",
                "Competing for bonuses can undermine collaboration between colleagues.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Performance-related pay for teachers looks quite different depending on who you ask.

**Teachers**
- Many feel that pupils' results hinge on things they can't control, such as home background.
- At the same time, performance pay could reward those who put in extra effort.

**Parents**
- Some hope bonuses would help schools attract and hold on to strong teachers.
- Parents may also worry that teachers will teach to the test rather than focus on broader learning.

**School leaders**
- Heads often struggle to measure an individual teacher's contribution fairly.
- Competition for bonuses can undermine collaboration among staff.
""", []),
            ("three_perspectives", None, """
Great question — here's how different groups tend to see it.

From teachers' point of view, the picture is mixed. Many feel that their pupils' results depend on factors outside their control, like home background, yet performance-related pay could also reward the teachers who put in extra effort.

Parents are similarly divided. Some hope that bonuses would help schools attract and retain strong teachers, while others may worry that teachers would end up teaching to the test at the expense of broader learning.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Here are the key perspectives:

1. **Teachers** – Performance pay could reward teachers who put in extra effort, such as running after-school clubs or revision sessions. But many feel that pupils' results depend on factors beyond their control, such as home background.
2. **Parents** – Some parents hope bonuses would help schools attract and keep strong teachers. Others may worry that teachers will teach to the test at the expense of broader learning.
3. **School leaders** – Heads often find it hard to measure an individual teacher's contribution fairly, and competition for bonuses can undermine collaboration between colleagues. Administering a bonus scheme could also add to the paperwork heads already face.
""", [
                ("added_detail", "such as running after-school clubs or revision sessions", (0, 1)),
                ("invented_claim", "Administering a bonus scheme could also add to the paperwork heads already face.", None),
            ]),
            ("three_perspectives", None, """
### School leaders
Heads often find it difficult to measure fairly how much an individual teacher has contributed. They also note that competing for bonuses can undermine collaboration between colleagues.

### Teachers
Many teachers feel that pupils' results depend on factors outside their control, such as home background. On the other hand, performance pay could reward those who put in extra effort.

### Parents
Some parents hope bonuses would help schools attract and keep strong teachers, though parents may also worry that teachers will teach to the test at the expense of broader learning.
""", []),
            ("three_perspectives", None, """
Teachers are split: many feel their pupils' results depend on factors beyond their control, such as home background, and they say an individual teacher's contribution is often hard to measure fairly — though performance pay could reward those who put in extra effort. Some parents hope bonuses would help schools attract and keep strong teachers, but others may worry that teachers will teach to the test at the expense of broader learning. School leaders, meanwhile, caution that competing for bonuses can undermine collaboration between colleagues.
""", [
                ("side_swap", "they say an individual teacher's contribution is often hard to measure fairly", (2, 0)),
            ]),
            ("three_perspectives", None, """
Short version: each group sees something different in it.

- **Teachers:** Many feel pupils' results depend on things outside their control, like home background, although performance pay could reward teachers who put in extra effort.
- **Parents:** Some hope bonuses would help schools attract and keep strong teachers; parents may also worry about teaching to the test at the expense of broader learning.
- **School leaders:** Heads often find it hard to measure an individual teacher's contribution fairly, and competing for bonuses can undermine collaboration between colleagues.

Ultimately, it comes down to which of these concerns a school system weighs most heavily.
""", []),
        ],
    },
    {
        "id": "banning_private_fireworks",
        "topic": "Banning private fireworks",
        "query": "Should private fireworks be banned?",
        "perspectives": [
            ("ban them", [
                "Fireworks can frighten pets, livestock and wildlife.",
                "Amateur use may lead to burns and eye injuries.",
                "Late-night bangs often disturb neighbours for weeks around holidays.",
            ]),
            ("keep them", [
                "Setting off fireworks at home is a cherished tradition for many families.",
                "A ban could push sales onto an unregulated black market.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of a ban usually start with animals: fireworks can frighten pets, livestock and wildlife. They also point to safety, since amateur use may lead to burns and eye injuries — one study found emergency departments see a 40% jump in such cases around New Year. And noise is a recurring complaint, as late-night bangs often disturb neighbours for weeks around holidays.

Those who want to keep private fireworks argue that letting them off at home is a cherished tradition for many families. They add that a ban could draw sales away from the unregulated black market.
""", [
                ("invented_statistic", "one study found emergency departments see a 40% jump in such cases around New Year", None),
                ("negation", "They add that a ban could draw sales away from the unregulated black market.", (1, 1)),
            ]),
            ("bullets", None, """
**Ban them**
* Fireworks can scare pets, farm animals and wildlife.
* Amateur use may result in burns and eye injuries.
* Late-night bangs often disturb neighbours for weeks around holiday periods.

**Keep them**
* For many families, setting off fireworks at home is a cherished tradition.
* A ban could drive sales onto an unregulated black market.
""", []),
            ("numbered", None, """
Here's a look at both sides.

Arguments for a ban:
1. Amateur use may lead to burns and eye injuries.
2. Fireworks invariably frighten pets, livestock and wildlife.
3. Late-night bangs often disturb neighbours for weeks around holidays, particularly in densely built-up city areas.

Arguments against a ban:
4. Setting off fireworks at home is a cherished tradition for many families.
5. A ban could push sales onto an unregulated black market.
""", [
                ("exaggeration", "Fireworks invariably frighten pets, livestock and wildlife.", (0, 0)),
                ("added_detail", "particularly in densely built-up city areas", (0, 2)),
            ]),
            ("headed", None, """
### Why some want a ban
The animal welfare case is often the first one raised: fireworks can frighten pets, livestock and wildlife. Noise is the other big complaint, with late-night bangs often disturbing neighbours for weeks around holidays.

### Why others want to keep them
For many families, setting off fireworks at home is a cherished tradition. Opponents of a ban also warn it could push sales onto an unregulated black market.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
Those calling for a ban say fireworks can frighten pets, livestock and wildlife, that amateur use may lead to burns and eye injuries, and that late-night bangs often disturb neighbours for weeks around holidays; those against a ban reply that setting them off at home is a cherished tradition for many families, that small retailers could lose a valuable seasonal trade, and that a ban could push sales onto an unregulated black market.
""", [
                ("invented_claim", "that small retailers could lose a valuable seasonal trade", None),
            ]),
            ("closing", None, """
There are reasonable points on both sides of this one.

People who favour a ban raise three main concerns. Fireworks can frighten pets, livestock and wildlife; amateur use may lead to burns and eye injuries; and late-night bangs often disturb neighbours for weeks around holidays.

People who want to keep private fireworks argue that setting them off at home is a cherished tradition for many families, and that a ban could push sales onto an unregulated black market.

Ultimately, it depends on how a community balances these concerns.
""", []),
        ],
    },
]
