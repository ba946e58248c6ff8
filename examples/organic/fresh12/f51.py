"""Fresh12 batch f51 (written by a separate writer): Free personal care for people over 65; Dental therapists carrying out check-ups without a dentist; The contraceptive pill over the counter in pharmacies; A compulsory professional register for care workers."""

TOPICS = [
    {
        "id": "free_personal_care_over_65s",
        "topic": "Free personal care at home for people over 65",
        "query": "Should the government provide free personal care, like help with washing and dressing, to everyone over 65? I'd like a balanced answer.",
        "perspectives": [
            ("older people and families", [
                "Free personal care would remove the fear of losing savings to pay for basic help.",
                "It would help older people stay independent in their own homes for longer.",
                "Families may feel less pressure to give up work to care for relatives.",
            ]),
            ("councils", [
                "Costs would rise sharply as the population ages, putting council budgets under strain.",
                "Wealthy pensioners who could afford to pay would receive the same free help.",
                "Money might be diverted from children's services and other local priorities.",
            ]),
            ("care providers", [
                "Meeting higher demand would need many more care workers, who are already hard to recruit.",
                "If council payment rates stay low, providers would struggle to stay in business.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
I understand this is an important question for many families, and there are strong feelings on all sides.

Some older people and their families feel that free personal care would take away the fear of having to use up their savings just to pay for basic help. Others point out that it would help older people remain independent in their own homes for longer, and that families may feel less pressure to give up their jobs to look after a relative.

Councils, on the other hand, are concerned that costs would climb steeply as the population ages, putting their budgets under strain. They also note that wealthy pensioners who could afford to pay would get the same free help as everyone else, and that money might be diverted away from children's services and other local priorities.

Care providers raise a different set of concerns. Meeting the extra demand would require many more care workers, and these are already difficult to recruit. Providers also say that if the rates councils pay them stay low, they would struggle to stay in business.

I hope this gives you a helpful overview. Is there anything else I can help you with?
""", []),
            ("three_perspectives", None, """
Thank you for your question. I know this is something that matters a great deal to many households.

It may help to know that older people and their families see several benefits. With free personal care, people would no longer have to fear losing their savings to pay for basic help. It would also support older people to stay independent in their own homes for longer. On top of that, relatives may feel less pressure to give up work in order to care for a family member.

Councils see things rather differently. Their main worry is that costs would rise sharply as the population ages, which would put local budgets under strain. They also point out that wealthy pensioners who could afford to pay would receive the same free help. Finally, councils warn that money might be diverted from children's services and other local priorities.

Both sides raise points worth weighing up. Is there anything else I can help you with?
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
I can see why you'd want a clear picture of this, as it affects a lot of people and their loved ones.

Some people feel that free personal care would lift the fear of losing savings to pay for basic help, and that it would help older people stay independent at home for longer. Families add that they would no longer have to give up work to look after their relatives.

Councils, meanwhile, worry that costs would rise sharply as the population ages and strain their budgets. One estimate suggests the annual bill could reach £9 billion within ten years. They also point out that wealthy pensioners who could afford to pay would get the same free help, and that money might be diverted from children's services and other local priorities.

Care providers note that meeting higher demand would take many more care workers, who are already hard to recruit. They add that if council payment rates stay low, providers would struggle to stay in business.

I hope that helps you weigh things up. Is there anything else I can help you with?
""", [
                ("exaggeration", "they would no longer have to give up work to look after their relatives", (0, 2)),
                ("invented_statistic", "One estimate suggests the annual bill could reach £9 billion within ten years", None),
            ]),
            ("three_perspectives", None, """
I appreciate you asking. This is a question that touches many families, and it's completely understandable to want to hear from everyone involved.

Care providers are worried about whether they could cope. Higher demand would mean hiring many more care workers, and those workers are already hard to find. If councils keep their payment rates low, providers say they would struggle to stay in business.

Councils share some of those concerns. They expect costs to rise sharply as the population ages, putting their budgets under strain, and they point out that wealthy pensioners who could afford to pay for their own care would receive the same free help. They also fear that money might be diverted from children's services and other local priorities.

For older people and their families, the picture looks more hopeful. Free personal care would remove the fear of losing savings to pay for basic help, and it would help people stay independent in their own homes for longer. Families may also feel less pressure to give up work to care for a relative.

Is there anything else I can help you with?
""", []),
            ("three_perspectives", None, """
I understand this is an important question for many families, and it's good that you're looking at it from every angle.

Some people feel that free personal care would remove the fear of losing savings to pay for basic help. Others point out that it would help older people stay independent in their own homes for longer, and that families may feel less pressure to give up work to care for relatives.

Councils worry that costs would rise sharply as the population ages, straining their budgets. They also note that wealthy pensioners who could afford to pay would be left out of the free help, and that money might be diverted from children's services and other local priorities.

Care providers say that meeting higher demand would require many more care workers, particularly in rural areas where staff are already hard to recruit. They also warn that if council payment rates stay low, providers would struggle to stay in business.

Is there anything else I can help you with?
""", [
                ("negation", "wealthy pensioners who could afford to pay would be left out of the free help", (1, 1)),
                ("added_detail", "particularly in rural areas where staff are already hard to recruit", (2, 0)),
            ]),
            ("three_perspectives", None, """
I know this is a topic that weighs on many families, so I'll set out the main views as clearly as I can.

Some older people and their families feel that free personal care would help people stay independent in their own homes for longer. They also say that families may feel less pressure to give up work to care for relatives. Others point out that it would allow people to go on living at home on their own terms for more years, and that it could also ease pressure on hospitals by cutting delayed discharges.

Councils, for their part, are concerned that costs would rise sharply as the population ages and put their budgets under strain. They add that wealthy pensioners who could afford to pay would get the same free help, and that money might be diverted from children's services and other local priorities.

Care providers say that higher demand would need many more care workers, who are already hard to recruit. They also warn that if council payment rates stay low, providers would struggle to stay in business.

Is there anything else I can help you with?
""", [
                ("repetition", "it would allow people to go on living at home on their own terms for more years", (0, 0)),
                ("invented_claim", "it could also ease pressure on hospitals by cutting delayed discharges", None),
            ]),
        ],
    },
    {
        "id": "dental_therapist_checkups",
        "topic": "Letting dental therapists carry out routine check-ups without a dentist",
        "query": "Is it a good idea to let dental therapists do routine check-ups on their own, without a dentist involved?",
        "perspectives": [
            ("supporters", [
                "It would free dentists to focus on complex work such as root canals and extractions.",
                "Patients could get appointments sooner in areas where dentists are scarce.",
                "Dental therapists are already trained to examine teeth and spot common problems.",
            ]),
            ("critics", [
                "Therapists may miss serious conditions, such as mouth cancer, that a dentist would catch.",
                "Patients needing treatment would still have to wait for a dentist, adding an extra step.",
            ]),
        ],
        "variants": [
            ("prose", None, """
I understand that getting a dental appointment can be a real worry, so it's a very fair question to ask.

Some people feel this change would make good sense. It would free dentists to concentrate on more complex work, such as root canals and extractions, and patients could get appointments sooner in areas where dentists are in short supply. Supporters also point out that dental therapists are already trained to examine teeth and pick up common problems.

Others are more cautious. They worry that therapists may miss serious conditions, such as mouth cancer, that a dentist would spot. Critics also note that patients who need treatment would still have to wait to see a dentist, which adds an extra step to the process.

Is there anything else I can help you with?
""", []),
            ("bullets", None, """
I completely understand why you're asking. Dental care is something that matters to all of us.

**What supporters say:**
- Dentists would be freed up to focus on complex work like root canals and extractions.
- Patients could be seen sooner in areas where dentists are scarce.
- Dental therapists already have the training to examine teeth and spot common problems.
- Patients who need treatment would still have to wait for a dentist, so the check-up simply becomes an extra step along the way.

**What critics say:**
- Therapists will miss serious conditions, such as mouth cancer, that a dentist would catch.

I hope this helps. Is there anything else I can help you with?
""", [
                ("side_swap", "Patients who need treatment would still have to wait for a dentist, so the check-up simply becomes an extra step along the way", (1, 1)),
                ("exaggeration", "Therapists will miss serious conditions, such as mouth cancer, that a dentist would catch", (1, 0)),
            ]),
            ("numbered", None, """
Thank you for your question. I know dental care is something many families care about, so here are the main points on each side.

Arguments in favour:
1. Dental therapists are already trained to examine teeth and identify common problems.
2. Dentists would be free to focus on complex treatments such as root canals and extractions.
3. In areas where dentists are scarce, patients could get an appointment sooner.

Arguments against:
1. Therapists may miss serious conditions, such as mouth cancer, that a dentist would catch.
2. Anyone who needs treatment would still have to wait for a dentist, adding an extra step.

Is there anything else I can help you with?
""", []),
            ("headed", None, """
I understand this is an important question, especially if you or your family rely on local dental services.

### The case for
Some people feel that letting therapists do routine check-ups would free dentists to focus on complex work such as root canals and extractions. They also believe patients could get appointments sooner in areas where dentists are scarce. It may help to know that dental therapists do not currently receive training to examine teeth and spot common problems.

### The case against
Others point out that therapists may miss serious conditions, such as mouth cancer, that a dentist would catch. Critics also say that patients needing treatment would still have to wait for a dentist, which adds an extra step.

Is there anything else I can help you with?
""", [
                ("negation", "dental therapists do not currently receive training to examine teeth and spot common problems", (0, 2)),
            ]),
            ("dense", None, """
I understand this matters to a lot of people, so in short: supporters say patients could get appointments sooner where dentists are scarce, that dental therapists are already trained to examine teeth and spot common problems, and that it would help bring down the cost of a check-up, while critics warn that therapists may miss serious conditions such as mouth cancer that a dentist would catch and that patients needing treatment would still have to wait for a dentist, adding an extra step. Is there anything else I can help you with?
""", [
                ("invented_claim", "that it would help bring down the cost of a check-up", None),
                ("omitted_argument", None, (0, 0)),
            ]),
            ("closing", None, """
I appreciate you raising this. It's a question that affects patients everywhere.

Critics of the idea worry that therapists may miss serious conditions, such as mouth cancer, that a dentist would pick up. They also point out that anyone needing treatment would still have to wait for a dentist, so the change adds an extra step.

Supporters see it differently. They argue that dentists would be freed to focus on complex work such as root canals and extractions, and that patients could get appointments sooner where dentists are scarce. It may help to know that dental therapists are already trained to examine teeth and spot common problems.

In the end, it comes down to how people weigh quicker access against the risk of something being missed. Is there anything else I can help you with?
""", []),
        ],
    },
    {
        "id": "contraceptive_pill_over_counter",
        "topic": "Selling the contraceptive pill over the counter in pharmacies",
        "query": "Should women be able to buy the contraceptive pill at a pharmacy without a prescription?",
        "perspectives": [
            ("supporters", [
                "Women would no longer need a GP appointment just to get routine contraception.",
                "Easier access could reduce the number of unplanned pregnancies.",
            ]),
            ("critics", [
                "Pharmacists cannot always check for risks such as blood clots or high blood pressure.",
                "Women might miss the regular health reviews they would get through their GP.",
                "Pharmacy prices would put the pill out of reach for younger women on low incomes.",
            ]),
        ],
        "variants": [
            ("prose", None, """
I understand this is a personal and important question for many women, so I'll try to set out both sides fairly.

Some people feel that selling the pill over the counter would mean women no longer need a GP appointment just to get routine contraception. They also say that easier access could reduce the number of unplanned pregnancies.

Others point out that pharmacists cannot always check for health risks such as blood clots or high blood pressure. There is also a concern that women might miss the regular health reviews they would otherwise get through their GP. Finally, critics say that pharmacy prices would put the pill out of reach for younger women on low incomes.

Is there anything else I can help you with?
""", []),
            ("bullets", None, """
Thank you for asking. I know this is something many people have strong views on.

Supporters feel that:
- Women wouldn't have to book a GP appointment just to get routine contraception.
- Making the pill easier to get could lower the number of unplanned pregnancies.

Critics feel that:
- Pharmacists can't always check for risks like blood clots or high blood pressure.
- Women might miss out on the regular health reviews their GP would otherwise provide.
- Pharmacy prices would put the pill out of reach for younger women on low incomes.

Is there anything else I can help you with?
""", []),
            ("numbered", None, """
I understand this is an important question for many women and families. Here are the main arguments on each side.

For selling the pill over the counter:
1. Women would no longer need to see a GP just to get routine contraception.
2. Easier access could reduce the number of unplanned pregnancies. A survey found that around a third of women have struggled to get a GP appointment for contraception.

Against:
1. Pharmacists cannot always check for risks such as blood clots or high blood pressure, because they have no access to a woman's full medical records.
2. Women might miss the regular health reviews they would get through their GP.
3. Pharmacy prices would put the pill out of reach for younger women on low incomes.

Is there anything else I can help you with?
""", [
                ("invented_statistic", "A survey found that around a third of women have struggled to get a GP appointment for contraception", None),
                ("added_detail", "because they have no access to a woman's full medical records", (1, 0)),
            ]),
            ("headed", None, """
I understand this is a sensitive subject, and I'm happy to help you see both sides.

**Why some people support it**
Some people feel it would mean women no longer need a GP appointment just to get routine contraception, and that easier access could reduce the number of unplanned pregnancies. Supporters also raise the question of cost, noting that pharmacy prices would put the pill out of reach for younger women on low incomes.

**Why others are concerned**
Others point out that pharmacists cannot always check for risks such as blood clots or high blood pressure. They also worry that women might miss the regular health reviews they would get through their GP.

Is there anything else I can help you with?
""", [
                ("side_swap", "Supporters also raise the question of cost, noting that pharmacy prices would put the pill out of reach for younger women on low incomes", (1, 2)),
            ]),
            ("dense", None, """
I understand this is an important question, so briefly: supporters say women would no longer need a GP appointment just for routine contraception and that easier access could reduce unplanned pregnancies, whereas critics argue that pharmacists cannot always check for risks such as blood clots or high blood pressure, that women might miss the regular health reviews they would get through their GP, and that pharmacy prices would put the pill out of reach for younger women on low incomes. Is there anything else I can help you with?
""", []),
            ("closing", None, """
I understand this is a sensitive subject, and it's completely reasonable to want a balanced view.

Some people feel it would mean women no longer need a GP appointment just to get routine contraception. Supporters also accept that easier access would do little to reduce the number of unplanned pregnancies.

Others point out that pharmacists cannot always check for risks such as blood clots or high blood pressure, and that women might miss the regular health reviews they would get through their GP. Critics add that pharmacy prices would put the pill out of reach for younger women on low incomes.

Overall, the debate comes down to weighing convenience against safety and cost. Is there anything else I can help you with?
""", [
                ("negation", "easier access would do little to reduce the number of unplanned pregnancies", (0, 1)),
            ]),
        ],
    },
    {
        "id": "care_worker_register",
        "topic": "A compulsory professional register for care workers",
        "query": "What are the arguments for and against making all care workers join a compulsory professional register?",
        "perspectives": [
            ("supporters", [
                "A register would let employers check whether a worker has been struck off for misconduct.",
                "Registration would give care work more status as a recognised profession.",
                "Minimum training standards could improve the quality of care people receive.",
            ]),
            ("opponents", [
                "Registration fees would fall on low-paid workers who already struggle financially.",
                "The extra paperwork could put off new recruits during a staffing shortage.",
            ]),
        ],
        "variants": [
            ("prose", None, """
I understand this is an important question, particularly for anyone who works in care or has a loved one who relies on it.

Some people feel a compulsory register would let employers check whether a worker has been struck off for misconduct. Others point out that registration would give care work more status as a recognised profession, and that minimum training standards could improve the quality of care people receive.

On the other side, opponents say registration fees would fall on low-paid workers who already struggle financially. They also warn that the extra paperwork would drive new recruits away from the sector just as it faces a staffing shortage.

Is there anything else I can help you with?
""", [
                ("exaggeration", "the extra paperwork would drive new recruits away from the sector", (1, 1)),
            ]),
            ("bullets", None, """
Thank you for your question. I know this is something many care workers and families feel strongly about.

Some people feel that a register would:
- let employers check whether someone has been struck off for misconduct
- give care work more status as a recognised profession
- set minimum training standards that could improve the quality of care

Others point out that:
- registration fees of around £30 a year would fall on low-paid workers who already struggle financially
- the extra paperwork could put off new recruits at a time of staffing shortage

Is there anything else I can help you with?
""", [
                ("added_detail", "registration fees of around £30 a year would fall on low-paid workers", (1, 0)),
            ]),
            ("numbered", None, """
I understand this is an important question, and there are thoughtful arguments on both sides.

Arguments for a compulsory register:
1. Employers would be able to check whether a worker has been struck off for misconduct.
2. Minimum training standards could improve the quality of care that people receive.
3. A register would make it easier to track how many care workers there are and where the gaps are.

Arguments against:
1. Registration fees would land on low-paid workers who already struggle financially.
2. The extra paperwork could put off new recruits during a staffing shortage.

Is there anything else I can help you with?
""", [
                ("omitted_argument", None, (0, 1)),
                ("invented_claim", "A register would make it easier to track how many care workers there are and where the gaps are", None),
            ]),
            ("headed", None, """
I understand this is an important question for many families and for people working in care.

## Arguments in favour
Some people feel that a compulsory register would allow employers to check whether a worker has been struck off for misconduct. They also believe registration would give care work more status as a recognised profession. In addition, minimum training standards could improve the quality of care people receive.

## Arguments against
Others point out that registration fees would fall on low-paid workers who already struggle financially. There is also a worry that the extra paperwork could put off new recruits at a time when there is a staffing shortage.

Is there anything else I can help you with?
""", []),
            ("dense", None, """
I understand this matters to many families and care workers, so in short: supporters say a register would let employers check whether a worker has been struck off for misconduct and would give care work more status as a recognised profession, though minimum training standards would hardly improve the quality of care people receive, while opponents argue that registration fees would fall on low-paid workers who already struggle financially and that the extra paperwork could put off new recruits during a staffing shortage. Is there anything else I can help you with?
""", [
                ("negation", "minimum training standards would hardly improve the quality of care people receive", (0, 2)),
            ]),
            ("closing", None, """
Thank you for raising this. I know it's a question close to the hearts of many care workers and the people they support.

Opponents are concerned that registration fees would fall on low-paid workers who are already struggling financially, and that the extra paperwork could discourage new recruits while the sector faces a staffing shortage.

Supporters, meanwhile, say a register would let employers see whether a worker has been struck off for misconduct. They add that it would give care work more status as a recognised profession, and that minimum training standards could improve the quality of care people receive.

Overall, it comes down to balancing protection and professional standing against the costs to workers and to recruitment. Is there anything else I can help you with?
""", []),
        ],
    },
]
