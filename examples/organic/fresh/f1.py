"""Fresh batch f1 (written by a separate writer): Banning smartphones in secondary schools; Taxing sugary soft drinks; Legalising psilocybin-assisted therapy; Replacing final exams with coursework."""

TOPICS = [
    {
        "id": "smartphone_ban_schools",
        "topic": "Banning smartphones in secondary schools",
        "query": "Should secondary schools ban smartphones during the school day?",
        "perspectives": [
            ("parents", [
                "A ban could reduce children's exposure to cyberbullying during the school day.",
                "Some parents worry they would be unable to reach their children in an emergency.",
            ]),
            ("teachers", [
                "Phones in class can distract students and disrupt lessons.",
                "Enforcing a ban may take up staff time that could otherwise be spent teaching.",
            ]),
            ("students", [
                "Some students use their phones for learning apps, calculators and timetables.",
                "A phone-free day could encourage more face-to-face socialising at breaks.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's a balanced look at how different groups tend to see a smartphone ban in secondary schools:

**Parents**
- A ban could help cut down children's exposure to cyberbullying during school hours.
- At the same time, some parents worry that they wouldn't be able to get hold of their child in an emergency.

**Teachers**
- Phones in the classroom can pull students' attention away and disrupt lessons.
- On the other hand, enforcing a ban may eat into staff time that could otherwise go on teaching.

**Students**
- Some students rely on their phones for learning apps, calculators and checking their timetables.
- A phone-free day could also encourage more face-to-face socialising at break times.

Each group has both hopes and concerns, so how a ban is designed matters as much as whether there is one.
""", []),
            ("three_perspectives", None, """
This is a debate where parents, teachers and students each bring something different to the table.

From the parents' point of view, the main appeal of a ban is that it could reduce their children's exposure to cyberbullying during the school day. Yet parents also raise practical worries: some fear they would have no way of reaching their child in an emergency, and others point out that enforcing a ban may take up staff time that could otherwise be spent teaching.

Teachers, for their part, often highlight that phones in class can distract students and disrupt lessons. A 2022 survey of secondary teachers found that 71% said phones interrupted their lessons at least once a day.

Students themselves are split. Some use their phones for learning apps, calculators and timetables. Others see an upside to going without: a phone-free day could encourage more face-to-face socialising at breaks.
""", [
                ("side_swap", "others point out that enforcing a ban may take up staff time that could otherwise be spent teaching", (1, 1)),
                ("invented_statistic", "A 2022 survey of secondary teachers found that 71% said phones interrupted their lessons at least once a day.", None),
            ]),
            ("three_perspectives", None, """
Great question! Here are the main perspectives:

1. **Parents:** A ban could lower the risk of children being cyberbullied during the school day. However, some parents are concerned they wouldn't be able to contact their kids in an emergency.
2. **Teachers:** Phones can be a distraction in class and can disrupt lessons, but enforcing a ban might take up staff time that could be better spent on teaching.
3. **Students:** While some students use their phones for things like learning apps, calculators and timetables, a phone-free day could also encourage more face-to-face interaction during breaks.

Overall, there are valid points from every group.
""", []),
            ("three_perspectives", None, """
### Parents
For parents, one argument for a ban is that it could reduce their children's exposure to cyberbullying during school hours. Still, some worry that they would be unable to reach their children if an emergency came up.

### Teachers
Teachers note that phones in class can distract students and disrupt the flow of lessons. At the same time, enforcing a ban is not free: it may take up staff time that could otherwise be spent teaching.

Taken together, the debate is less about whether phones are good or bad and more about how a school balances safety, focus and staff time.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Smartphone bans in secondary schools draw different reactions depending on who you ask.

Parents:
- A ban could reduce how much children are exposed to cyberbullying during the school day.
- Some, though, worry they'd be unable to reach their children in an emergency, particularly parents whose children travel to school alone.

Teachers:
- In practice, phones in class seldom distract students or get in the way of lessons.
- Enforcing a ban may take up staff time that could otherwise be spent teaching.

Students:
- Some students use their phones for learning apps, calculators and timetables.
- A phone-free day could encourage more face-to-face socialising at breaks.
""", [
                ("added_detail", "particularly parents whose children travel to school alone", (0, 1)),
                ("negation", "phones in class seldom distract students or get in the way of lessons", (1, 0)),
            ]),
            ("three_perspectives", None, """
For parents, a ban could reduce children's exposure to cyberbullying during the school day, but some worry they would be unable to reach their children in an emergency. Teachers tend to point out that phones in class can distract students and disrupt lessons, while also acknowledging that enforcing a ban may take up staff time that could otherwise be spent on teaching. Among students, some use their phones for learning apps, calculators and timetables, yet a phone-free day could encourage more face-to-face socialising at breaks.

Ultimately, the right approach is likely to depend on each school's circumstances.
""", []),
        ],
    },
    {
        "id": "sugar_tax",
        "topic": "Taxing sugary soft drinks",
        "query": "Should governments tax sugary soft drinks?",
        "perspectives": [
            ("pro", [
                "A tax could reduce consumption of sugary drinks and help lower obesity rates.",
                "The revenue raised can be spent on health programmes or school sport.",
            ]),
            ("con", [
                "Such taxes are regressive and fall hardest on low-income households.",
                "Consumers may simply switch to other sugary products that are not taxed.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of a sugar tax argue that it will cut consumption of sugary drinks and bring obesity rates down. They also point out that the revenue raised can be channelled into health programmes or school sport.

Critics, however, see problems. Such taxes are regressive, falling hardest on low-income households, and there are concerns that they could hurt small shops that depend on drink sales. Some also warn that consumers may simply switch to other sugary products that aren't taxed.
""", [
                ("exaggeration", "it will cut consumption of sugary drinks and bring obesity rates down", (0, 0)),
                ("invented_claim", "there are concerns that they could hurt small shops that depend on drink sales", None),
            ]),
            ("bullets", None, """
**Arguments for a tax**
- It could cut how much sugary drink people consume and help bring down obesity rates.
- The money raised can fund health programmes or school sport.

**Arguments against**
- It's regressive: the cost falls hardest on low-income households.
- People may just switch to other sugary products that aren't covered by the tax.
""", []),
            ("numbered", None, """
Here are the main perspectives on taxing sugary soft drinks:

1. Reducing consumption – A tax could lead people to drink fewer sugary drinks and help lower obesity rates.
2. Funding public goods – The revenue can be spent on health programmes or on school sport.
3. Fairness – Critics argue that such taxes are regressive and hit low-income households hardest.
4. Impact on poorer families – Opponents also stress that the burden of the tax falls disproportionately on households with the lowest incomes.

The debate largely comes down to how these trade-offs are weighed.
""", [
                ("repetition", "Opponents also stress that the burden of the tax falls disproportionately on households with the lowest incomes.", (1, 1)),
            ]),
            ("headed", None, """
### The case for a tax
A levy on sugary soft drinks could reduce how much of them people consume and help lower obesity rates. The revenue raised can also be put towards health programmes or school sport.

### The case against
Opponents argue that such taxes are regressive, falling hardest on low-income households. Critics add that consumers would not simply switch to other sugary products that escape the tax.
""", [
                ("negation", "consumers would not simply switch to other sugary products that escape the tax", (1, 1)),
            ]),
            ("dense", None, """
Proponents say a tax could curb consumption of sugary drinks and help lower obesity rates while raising revenue that can be spent on health programmes or school sport, whereas opponents argue that it is regressive, hitting low-income households hardest, and that consumers may simply switch to other sugary products that are not taxed.
""", []),
            ("closing", None, """
Great question — sugar taxes are a hot topic in public health policy.

**In favour:** A tax could reduce consumption of sugary drinks and help lower obesity rates, particularly among children and teenagers. Supporters also note that consumers may simply switch to other sugary products that are not taxed. And the revenue raised can be spent on health programmes or school sport.

**Against:** Critics say such taxes are regressive and fall hardest on low-income households.

Ultimately, whether a sugar tax makes sense depends on how a government weighs its health goals against fairness concerns.
""", [
                ("added_detail", "particularly among children and teenagers", (0, 0)),
                ("side_swap", "Supporters also note that consumers may simply switch to other sugary products that are not taxed.", (1, 1)),
            ]),
        ],
    },
    {
        "id": "psilocybin_therapy",
        "topic": "Legalising psilocybin-assisted therapy",
        "query": "Should psilocybin-assisted therapy be legalised?",
        "perspectives": [
            ("supporters", [
                "Early clinical trials suggest psilocybin may help some patients with treatment-resistant depression.",
                "Legal, supervised therapy could reduce risky unsupervised use.",
                "It may offer relief for end-of-life anxiety in people with terminal illness.",
            ]),
            ("opponents", [
                "Long-term safety data are still limited.",
                "Psilocybin can trigger psychosis in people with certain predispositions.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of legalisation point to early clinical trials suggesting that psilocybin may help some patients whose depression has not responded to other treatments. They also argue that bringing it into legal, supervised therapy could cut down on risky unsupervised use, and that it may offer relief from end-of-life anxiety for people with a terminal illness.

Opponents urge caution. Long-term safety data, they note, are still limited, and psilocybin can trigger psychosis in people with certain predispositions.
""", []),
            ("bullets", None, """
Here's an overview of both sides:

**Supporters say:**
- Legal, supervised therapy could reduce risky unsupervised use.
- Clinical trials have shown that psilocybin relieves treatment-resistant depression.
- It may ease end-of-life anxiety for people who are terminally ill.

**Opponents say:**
- We still have limited data on long-term safety.
- Psilocybin can trigger psychosis in people with certain predispositions.
""", [
                ("exaggeration", "Clinical trials have shown that psilocybin relieves treatment-resistant depression.", (0, 0)),
            ]),
            ("numbered", None, """
The main arguments on each side:

1. **Evidence for depression:** Early trials suggest psilocybin may benefit some people with treatment-resistant depression.
2. **Harm reduction:** Offering it through legal, supervised therapy could reduce risky use without supervision.
3. **End-of-life care:** It may help relieve anxiety in terminally ill patients facing the end of life.
4. **Unknown long-term effects:** Opponents point out that long-term safety data remain limited.
5. **Psychosis risk:** In people with certain predispositions, psilocybin can trigger psychosis.
""", []),
            ("headed", None, """
### Why some want it legalised
Early clinical trials suggest psilocybin may help some patients with treatment-resistant depression, and it may also relieve end-of-life anxiety in people with a terminal illness. Supporters add that legal, supervised therapy could reduce riskier unsupervised use.

### Why others are wary
The long-term safety data are still limited, and psilocybin can trigger psychosis in people who have certain predispositions.
""", []),
            ("dense", None, """
Advocates argue that psilocybin may help some patients with treatment-resistant depression, pointing to early clinical trials in which 54% of participants went into remission, and that legal, supervised therapy could reduce risky unsupervised use, whereas critics counter that long-term safety data are still limited and that psilocybin can trigger psychosis in people with certain predispositions.
""", [
                ("invented_statistic", "pointing to early clinical trials in which 54% of participants went into remission", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
Psilocybin-assisted therapy is a divisive issue, and there are reasonable points on both sides.

Those in favour highlight early clinical trials suggesting psilocybin may help some patients with treatment-resistant depression. They also argue that legal, supervised therapy could reduce risky unsupervised use and may offer relief for end-of-life anxiety in people who are terminally ill.

Opponents acknowledge that long-term safety data have grown considerably, but they warn that psilocybin can trigger psychosis in people with certain predispositions.

In the end, the decision depends on how regulators weigh the potential benefits against the risks.
""", [
                ("negation", "Opponents acknowledge that long-term safety data have grown considerably", (1, 0)),
            ]),
        ],
    },
    {
        "id": "coursework_vs_exams",
        "topic": "Replacing final exams with coursework",
        "query": "Should final exams be replaced with coursework?",
        "perspectives": [
            ("replace them", [
                "Coursework can assess skills such as research and extended writing that exams often miss.",
                "It may reduce the stress of a single high-stakes test.",
            ]),
            ("keep exams", [
                "Coursework is harder to protect against cheating and outside help, including from AI tools.",
                "Exams offer a standardised way to compare students.",
                "Marking coursework can add to teachers' workload.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Advocates of replacing final exams with coursework argue that it can assess skills such as research and extended writing, which exams often miss. Moving away from one high-stakes test may also reduce stress, especially for students who tend to freeze under timed conditions.

Those who want to keep exams raise three main concerns. Coursework is harder to protect against cheating and outside help, including help from AI tools. Exams, by contrast, offer a standardised way to compare students. And marking coursework can add to teachers' workload.
""", [
                ("added_detail", "especially for students who tend to freeze under timed conditions", (0, 1)),
            ]),
            ("bullets", None, """
Arguments for replacing exams with coursework:
- Coursework can assess research and extended writing skills that exams often miss.
- It may ease the stress that comes with a single high-stakes test.

Arguments for keeping exams:
- Coursework is harder to safeguard against cheating and outside help, including AI tools.
- Exams provide a standardised way to compare students.
- Marking coursework can increase teachers' workload.
""", []),
            ("numbered", None, """
Sure! Here are the key points on each side.

For replacing exams with coursework:
1. **Broader skills** – Coursework can assess skills like research and extended writing that exams often miss.
2. **Continuous feedback** – Regular coursework lets students learn from teacher feedback throughout the year rather than only at the end.
3. **Less pressure** – It may reduce the stress of everything riding on a single high-stakes test.

For keeping final exams:
1. **Integrity** – Coursework is harder to protect against cheating and outside help, including from AI tools.
2. **Comparability** – Exams offer a standardised way to compare students.
3. **Workload** – Marking coursework can add to teachers' workload.
""", [
                ("invented_claim", "Regular coursework lets students learn from teacher feedback throughout the year rather than only at the end.", None),
            ]),
            ("headed", None, """
### The case for coursework
Coursework can assess skills such as research and extended writing that exams often miss. Replacing exams with coursework would remove the stress of a single high-stakes test entirely.

### The case for exams
Exams offer a standardised way to compare students. Coursework, by contrast, is harder to protect against cheating and outside help, including from AI tools.
""", [
                ("exaggeration", "Replacing exams with coursework would remove the stress of a single high-stakes test entirely.", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Supporters say coursework can assess skills like research and extended writing that exams often miss, that it better reflects the way people work in real jobs, and that it may reduce the stress of a single high-stakes test, whereas defenders of exams argue that coursework is harder to protect against cheating and outside help, including AI tools, that exams offer a standardised way to compare students, and that marking coursework can add to teachers' workload.
""", [
                ("invented_claim", "that it better reflects the way people work in real jobs", None),
            ]),
            ("closing", None, """
There are thoughtful arguments on both sides of this debate.

**Replacing exams:** Coursework can measure skills such as research and extended writing that exams often overlook, and it may lower the stress associated with a single high-stakes test.

**Keeping exams:** Coursework is harder to protect from cheating and outside assistance, AI tools included; exams provide a standardised way of comparing students; and marking coursework can add to teachers' workload.

Ultimately, the right balance depends on each education system's priorities.
""", []),
        ],
    },
]
