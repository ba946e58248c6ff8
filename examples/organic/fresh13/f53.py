"""Fresh13 batch f53 (written by a separate writer): Writing off student loans for teachers and nurses; Banning commercial essay-writing services; A minimum of weekly in-person teaching hours at universities; Moving national school exams from paper to screen."""

TOPICS = [
    {
        "id": "student_loan_writeoff_teachers_nurses",
        "topic": "Writing off student loans for teachers and nurses who stay in public service",
        "query": "Should student loans be written off for teachers and nurses who stay in public service for a set number of years?",
        "perspectives": [
            ("supporters", [
                "Loan write-offs would reward graduates who take on demanding public jobs for modest pay.",
                "The promise of debt relief could persuade more teachers and nurses to stay in their jobs.",
            ]),
            ("fiscal critics", [
                "Writing off the loans would add a large and open-ended cost to public finances.",
                "Graduates in other low-paid public jobs, such as social workers, would get no equivalent help.",
                "Much of the benefit may go to graduates who would have stayed in the job anyway.",
            ]),
            ("school and hospital leaders", [
                "Better staff retention would cut what schools and hospitals spend on agency and supply staff.",
                "Tying relief to years of service could trap unhappy staff who feel unable to leave.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's what you need to know about **writing off student loans for teachers and nurses** who stay in public service.

🔍 The case for
Supporters say it's a way to reward graduates who take on demanding public jobs for modest pay. And the promise of debt relief could persuade more teachers and nurses to stay put.

⚠️ The worries
Fiscal critics warn the cost to public finances would be large and open-ended. They also point out that graduates in other low-paid public jobs, like social workers, would get nothing comparable, and that much of the benefit may flow to people who would have stayed in the job anyway.

🏥 The view from the front line
School and hospital leaders see both sides. Better retention would cut what they spend on agency and supply staff. But tying relief to years of service could trap unhappy staff who feel they can't leave.

That's it for this week.
""", []),
            ("three_perspectives", None, """
Should teachers and nurses who stick with public service get their student loans wiped? Here's what you need to know.

🔍 The case for
- **A reward for hard jobs:** supporters see write-offs as fair recognition for graduates doing demanding public work on modest pay.
- **A reason to stay:** the prospect of debt relief could keep more teachers and nurses in their posts.

⚠️ The worries
- **The bill:** fiscal critics say the cost to public finances would be large and open-ended.
- **Fairness:** graduates in other low-paid public roles, such as social workers, would get no equivalent help.
- **Deadweight:** much of the money may go to people who would have stayed anyway.

That's it for this week.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
📬 This week: student loan write-offs for teachers and nurses. Here's what you need to know.

**Supporters** frame it as a reward for graduates who take on demanding public jobs for modest pay. They're confident the promise of debt relief will keep teachers and nurses in the profession. A recent survey found six in ten nurses would stay longer if their loans were cleared.

**Fiscal critics** worry about a large, open-ended cost to public finances. They note that graduates in other low-paid public jobs, such as social workers, would be left out, and that much of the benefit may go to people who'd have stayed regardless.

**School and hospital leaders** are weighing two things. Holding on to staff would cut their spending on agency and supply workers. But relief tied to years of service could leave unhappy staff feeling trapped, unable to walk away.

That's it for this week.
""", [
                ("exaggeration", "They're confident the promise of debt relief will keep teachers and nurses in the profession", (0, 1)),
                ("invented_statistic", "A recent survey found six in ten nurses would stay longer if their loans were cleared", None),
            ]),
            ("three_perspectives", None, """
Here's what you need to know: a plan to **cancel student debt for teachers and nurses** after a set stretch of public service has three camps weighing in.

💰 **Fiscal critics:** it would put a large and open-ended cost on public finances. Graduates in other low-paid public jobs, social workers among them, would get no similar help. And much of the benefit may end up with people who would have stayed anyway.

🏥 **School and hospital leaders:** better retention would cut what they spend on agency and supply staff, though linking relief to years of service could trap unhappy staff who feel unable to leave.

🧑‍🏫 **Supporters:** it rewards graduates who take on tough public roles for modest pay, and the debt relief could encourage more teachers and nurses to stay in their jobs.

It's a genuinely contested idea. That's it for this week.
""", []),
            ("three_perspectives", None, """
Teachers, nurses and student debt: here's what you need to know.

🔍 The case for
Supporters argue write-offs reward graduates who take on demanding public jobs for modest pay, and that the promise of debt relief could persuade more teachers and nurses to stay.

⚠️ The worries
Fiscal critics flag a large and open-ended cost to public finances. They point out that graduates in other low-paid public jobs, such as social workers, would see no equivalent help, though they accept that little of the benefit is likely to go to people who would have stayed anyway. They also warn that tying relief to years of service could trap unhappy staff who feel unable to leave.

🏥 The front-line view
School and hospital leaders say better retention would cut what they spend on agency and supply staff.

That's it for this week.
""", [
                ("negation", "though they accept that little of the benefit is likely to go to people who would have stayed anyway", (1, 2)),
                ("side_swap", "They also warn that tying relief to years of service could trap unhappy staff who feel unable to leave", (2, 1)),
            ]),
            ("three_perspectives", None, """
Here's what you need to know about **wiping student loans for teachers and nurses** who stay in public service.

🔍 The case for
- Supporters say it rewards graduates who take demanding public jobs on modest pay.
- Debt relief on the horizon could persuade more of them to stay in teaching and nursing.

⚠️ The worries
- Fiscal critics warn of a large, open-ended hit to public finances.
- They add that much of the benefit may go to people who'd have stayed in the job anyway.
- In other words, a lot of the money could pay for loyalty the system already has.

🏥 The front-line view
- School and hospital leaders say better retention would cut their bills for agency and supply staff, particularly in hard-to-staff rural areas.
- But relief tied to years of service could trap unhappy staff who feel unable to leave.

That's it for this week.
""", [
                ("repetition", "In other words, a lot of the money could pay for loyalty the system already has.", (1, 1)),
                ("added_detail", "particularly in hard-to-staff rural areas", (2, 0)),
            ]),
        ],
    },
    {
        "id": "banning_essay_mills",
        "topic": "Banning commercial essay-writing services",
        "query": "Should it be illegal to run or advertise essay-writing services that do students' coursework for them?",
        "perspectives": [
            ("supporters", [
                "Essay mills help students cheat, which undermines the value of everyone's qualifications.",
                "A ban would let regulators block the online adverts that target stressed students.",
                "The threat of criminal penalties could deter new companies from entering the market.",
            ]),
            ("critics", [
                "Many essay mills operate from overseas, so a national ban may be hard to enforce.",
                "A ban ignores the pressures, such as heavy workloads, that push students to cheat.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here's what you need to know about the push to **ban essay-writing services**.

Supporters say essay mills help students cheat, and that cheapens everyone's qualifications. A ban, they argue, would let regulators block the online ads aimed at stressed students, and the threat of criminal penalties could put new companies off entering the market.

Critics aren't convinced. Many of these services run from overseas, so a national ban may be hard to enforce. And a ban, they say, ignores the pressures, like heavy workloads, that push students to cheat in the first place.

That's it for this week.
""", []),
            ("bullets", None, """
Essay mills are back in the spotlight. Here's what you need to know.

🔍 The case for a ban
- Paying someone to write your essay is cheating, and supporters say it **erodes the value of everyone's qualifications**.
- A ban would give regulators the power to block online ads targeting stressed students.
- Universities would also finally have a legal basis for expelling students caught using them.

⚠️ The worries
- Many essay mills are based overseas, so a national ban may be hard to enforce.
- A ban does nothing about the pressures, such as heavy workloads, that drive students to cheat.

That's it for this week.
""", [
                ("invented_claim", "Universities would also finally have a legal basis for expelling students caught using them", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
Here's what you need to know about banning essay mills, in five points.

1. **Enforcement:** critics note that many essay mills operate from overseas, so a national ban may be hard to enforce.
2. **Root causes:** critics also say a ban ignores the pressures, like heavy workloads, that push students toward cheating.
3. **Cheating:** supporters counter that these services help students cheat, undermining the value of everyone's qualifications.
4. **Ads:** a ban would let regulators block the online ads that target stressed students.
5. **Deterrence:** the threat of criminal penalties could deter new firms from entering the market.

That's it for this week.
""", []),
            ("headed", None, """
Here's what you need to know about outlawing essay mills.

🔍 The case for
Supporters say essay mills help students cheat, and that **undermines the value of everyone's qualifications**. A ban would let regulators block the ads on TikTok and Instagram that target stressed students. The threat of criminal penalties could also deter new companies from setting up shop.

⚠️ The worries
Critics say a national ban will be impossible to enforce, since the mills operate from overseas. They also argue a ban ignores the pressures, such as heavy workloads, that push students to cheat.

That's it for this week.
""", [
                ("exaggeration", "Critics say a national ban will be impossible to enforce, since the mills operate from overseas", (1, 0)),
                ("added_detail", "A ban would let regulators block the ads on TikTok and Instagram that target stressed students", (0, 1)),
            ]),
            ("dense", None, """
Supporters of an essay-mill ban say these services help students cheat and so undermine the value of everyone's qualifications, that a ban would let regulators block the online ads aimed at stressed students, and that the threat of criminal penalties could deter new companies from entering the market; critics counter that many essay mills operate from overseas, so a national ban may be hard to enforce, and that a ban ignores the pressures, such as heavy workloads, that push students to cheat.
""", []),
            ("closing", None, """
Here's what you need to know about banning essay-writing services.

🔍 The case for
Supporters argue that essay mills help students cheat, which undermines the value of everyone's qualifications. They want regulators to be able to block the online ads that target stressed students, and they think the threat of criminal penalties could deter new companies from entering the market. Even so, supporters admit a ban ignores the pressures, like heavy workloads, that push students to cheat.

⚠️ The worries
Critics point out that many essay mills operate from overseas, so a national ban may be hard to enforce.

The bottom line: the debate turns on whether a ban can work, and whether it tackles the right problem. That's it for this week.
""", [
                ("side_swap", "Even so, supporters admit a ban ignores the pressures, like heavy workloads, that push students to cheat", (1, 1)),
            ]),
        ],
    },
    {
        "id": "minimum_university_contact_hours",
        "topic": "A minimum of weekly in-person teaching hours at universities",
        "query": "Should universities be required to give students a minimum number of in-person teaching hours each week?",
        "perspectives": [
            ("supporters", [
                "Students paying high fees deserve a guaranteed amount of face-to-face teaching in return.",
                "Regular contact with lecturers could help struggling students get support before they drop out.",
            ]),
            ("universities", [
                "Contact hours say little about quality, since independent study matters more in many subjects.",
                "Meeting a fixed minimum would force universities to hire staff they cannot afford.",
                "A single national rule may not fit subjects as different as history and medicine.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here's what you need to know about a proposed **minimum for in-person university teaching**.

Supporters say students paying high fees deserve a guaranteed amount of face-to-face teaching in return. Regular contact with lecturers, they add, could help struggling students get support before they drop out.

Universities push back. Contact hours say little about quality, they argue, because in many subjects independent study matters more. A fixed minimum would force them to hire staff they can't afford. And one national rule may not suit subjects as different as history and medicine.

That's it for this week.
""", []),
            ("bullets", None, """
Should universities have to guarantee a minimum number of teaching hours each week? Here's what you need to know.

🔍 The case for
- Students paying high fees deserve a **guaranteed amount of face-to-face teaching** in return.
- Regular contact with lecturers will stop struggling students from dropping out.
- A published minimum would also make it easier to compare courses before applying.

⚠️ The worries
- Universities argue contact hours reveal little about quality, since independent study matters more in many subjects.
- A fixed minimum would force them to hire staff they can't afford.
- One national rule may not fit subjects as different as history and medicine.

That's it for this week.
""", [
                ("exaggeration", "Regular contact with lecturers will stop struggling students from dropping out", (0, 1)),
                ("invented_claim", "A published minimum would also make it easier to compare courses before applying", None),
            ]),
            ("numbered", None, """
Here's what you need to know about minimum contact hours for university courses.

1. **Value for money:** supporters say students paying high fees deserve a guaranteed amount of face-to-face teaching.
2. **Early support:** regular time with lecturers could help struggling students get help before they drop out. A national student survey found that a third of students who left early had fewer than eight hours of teaching a week.
3. **Quality:** universities counter that contact hours say little about quality, since independent study matters more in many subjects.
4. **Cost:** they say a fixed minimum would force them to hire staff they can't afford.
5. **Flexibility:** they concede that a single national rule could work for subjects as different as history and medicine.

That's it for this week.
""", [
                ("invented_statistic", "A national student survey found that a third of students who left early had fewer than eight hours of teaching a week", None),
                ("negation", "they concede that a single national rule could work for subjects as different as history and medicine", (1, 2)),
            ]),
            ("headed", None, """
Here's what you need to know.

⚠️ The worries
Universities make three points. Contact hours say little about quality, since independent study matters more in many subjects. A fixed minimum would force them to hire staff they cannot afford. And a single national rule may not fit subjects as different as history and medicine.

🔍 The case for
Students paying high fees **deserve guaranteed face-to-face teaching** in return, supporters say. They also argue regular contact with lecturers could help struggling students get support before they drop out.

That's it for this week.
""", []),
            ("dense", None, """
Universities argue that contact hours say little about quality because independent study matters more in many subjects, that a fixed minimum would force them to hire staff they cannot afford, and that one national rule may not fit subjects as different as history and medicine, while supporters of a minimum for in-person teaching say students paying high fees deserve a guaranteed amount of face-to-face teaching and that regular contact with lecturers could help struggling students get support before they drop out.
""", []),
            ("closing", None, """
Here's what you need to know about guaranteed teaching hours at universities.

🔍 The case for
Supporters say students paying high fees, especially international students charged the most, deserve a guaranteed amount of face-to-face teaching in return. Regular contact with lecturers could also help struggling students get support before they drop out.

⚠️ The worries
Universities argue contact hours say little about quality, since independent study matters more in many subjects. They add that a single national rule may not fit subjects as different as history and medicine.

In short, the debate is about whether hours in the room are the right measure of a good course. That's it for this week.
""", [
                ("added_detail", "especially international students charged the most", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "on_screen_national_exams",
        "topic": "Moving national school exams from paper to screen",
        "query": "Should national exams like GCSEs be taken on computers instead of on paper?",
        "perspectives": [
            ("supporters", [
                "Typing reflects how students now write in further study and at work.",
                "On-screen exams could be marked faster, so results might reach students sooner.",
                "Digital papers would remove the cost and risk of printing and moving paper scripts.",
            ]),
            ("critics", [
                "Many schools lack enough reliable computers to seat a whole year group at once.",
                "Technical failures during an exam could disrupt or even void students' results.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here's what you need to know about moving national exams **from paper to screen**.

Supporters say typing reflects how students now write, both in further study and at work. On-screen exams could be marked faster, so results might reach students sooner. And going digital would remove the cost and risk of printing and moving paper scripts.

Critics point out that many schools lack enough reliable computers to seat a whole year group at once. They also worry that technical failures during an exam could disrupt, or even void, students' results.

That's it for this week.
""", []),
            ("bullets", None, """
Pens down, laptops up? Here's what you need to know about on-screen national exams.

🔍 The case for
- **Real-world skills:** typing mirrors how students now write in further study and at work.
- **Speed:** digital exams could be marked faster, so results might arrive sooner.
- **Logistics:** no more cost or risk from printing and moving paper scripts.

⚠️ The worries
- **Hardware:** many schools, particularly small rural ones, lack enough reliable computers to seat a whole year group at once.
- **Glitches:** a technical failure mid-exam could disrupt or even void students' results.
- **Fairness:** students who type slowly would be at a disadvantage against those who practice at home.

That's it for this week.
""", [
                ("added_detail", "particularly small rural ones", (1, 0)),
                ("invented_claim", "students who type slowly would be at a disadvantage against those who practice at home", None),
            ]),
            ("numbered", None, """
Here's what you need to know about taking national exams on computers.

1. Supporters say typing is now the only way students write in further study and at work.
2. Exams taken on screen could be marked faster, meaning results might reach students sooner.
3. Digital papers would cut out the cost and risk of printing and transporting paper scripts.
4. Critics note that many schools lack enough reliable computers to seat a whole year group at once.
5. They add that a technical failure during an exam would not put students' results at risk.

That's it for this week.
""", [
                ("exaggeration", "typing is now the only way students write in further study and at work", (0, 0)),
                ("negation", "a technical failure during an exam would not put students' results at risk", (1, 1)),
            ]),
            ("headed", None, """
Here's what you need to know.

⚠️ The worries
Critics say many schools don't have enough reliable computers to seat a whole year group at once. A technical failure during an exam could also disrupt students' results, or even void them.

🔍 The case for
Supporters say typing reflects how students now write in further study and at work. Marking on screen could be quicker, which might get results to students sooner. And **digital papers would do away with the cost and risk** of printing and moving paper scripts.

That's it for this week.
""", []),
            ("dense", None, """
Supporters of on-screen national exams say typing reflects how students now write in further study and at work, that digital exams could be marked faster so results might reach students sooner, and that going digital would remove the cost and risk of printing and moving paper scripts, though they acknowledge that many schools lack enough reliable computers to seat a whole year group at once; critics' main fear is that technical failures during an exam could disrupt or even void students' results.
""", [
                ("side_swap", "though they acknowledge that many schools lack enough reliable computers to seat a whole year group at once", (1, 0)),
            ]),
            ("closing", None, """
Here's what you need to know about switching national exams from paper to screen.

🔍 The case for
Supporters argue that typing reflects how students now write in further study and at work. Marking on screen could be faster, so results might reach students sooner; one exam board's pilot cut marking time by 40 percent. Going digital would also remove the cost and risk of printing and moving paper scripts.

⚠️ The worries
Critics say many schools lack enough reliable computers to seat a whole year group at once, and that technical failures during an exam could disrupt or even void students' results.

Reasonable people land on both sides of this one. That's it for this week.
""", [
                ("invented_statistic", "one exam board's pilot cut marking time by 40 percent", None),
            ]),
        ],
    },
]
