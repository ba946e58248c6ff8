"""Fresh4 batch f17 (written by a separate writer): metal detectors at secondary school entrances; lifeguards on all public beaches in summer; a fee for non-urgent emergency department visits; an opt-in register for unaddressed leaflets and junk mail."""

TOPICS = [
    {
        "id": "school_metal_detectors",
        "topic": "Metal detectors at secondary school entrances",
        "query": "Should secondary schools install metal detectors at their entrances?",
        "perspectives": [
            ("parents", [
                "Metal detectors could reassure parents that weapons are less likely to get into school.",
                "Some parents worry that daily screening treats their children like suspects.",
            ]),
            ("teachers", [
                "Teachers may feel safer and better able to concentrate on teaching.",
                "Screening queues could delay the start of lessons each morning.",
                "Some teachers argue the money would be better spent on counsellors and pastoral support.",
            ]),
            ("students", [
                "Being searched every day can feel stressful and humiliating for students.",
                "Some students think anyone determined could still find a way around the detectors.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Parents**
- Detectors could offer reassurance that weapons are less likely to get in, though some parents feel daily screening treats their kids as suspects.

**Teachers**
- They may feel safer and more able to focus on teaching.
- Morning queues could push back the start of lessons.
- Some would rather see the money go to counsellors and pastoral care.

**Students**
- Daily searches can be stressful and humiliating.
- Some doubt screening would stop someone determined to get around it.
""", []),
            ("three_perspectives", None, """
Views split along fairly predictable lines. Parents may find detectors reassuring, since weapons would be less likely to reach classrooms, but some dislike the idea of their children being screened like suspects. Teachers might feel safer and freer to focus on lessons, though entry queues could eat into the start of the school day. Students, meanwhile, say daily searches can feel stressful and degrading, and some think the detectors would make it much harder for anyone determined to sneak something in.
""", [
                ("negation", "some think the detectors would make it much harder for anyone determined to sneak something in", (2, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("three_perspectives", None, """
For parents, detectors could offer some peace of mind about weapons, though others feel the screening casts their children as suspects. Teachers see both sides: they may feel safer and able to concentrate on teaching, but queues could delay morning lessons, and some think counsellors and pastoral support would be a better use of the money. Students tend to describe daily searches as stressful or humiliating, and some doubt the machines would stop anyone truly determined to get around them.
""", []),
            ("three_perspectives", None, """
1. **Parents** – Detectors might make it less likely that weapons get into school, which could be reassuring. A 2022 survey suggested about two-thirds of parents would back entrance screening. Others, though, don't want their children treated like suspects every morning.
2. **Teachers** – Staff may feel safer and better able to concentrate on teaching. Still, screening queues could hold up the start of lessons, and some teachers would rather the money went on counsellors and pastoral support.
3. **Students** – Daily searches can feel stressful and humiliating, and some students suspect a determined person could still get past the detectors.
""", [
                ("invented_statistic", "A 2022 survey suggested about two-thirds of parents would back entrance screening.", None),
            ]),
            ("three_perspectives", None, """
### Parents
Detectors would keep weapons out of school entirely, which parents find reassuring. Some, though, worry it treats their children like suspects.

### Teachers
Teachers may feel safer and better able to focus, but some would rather the money went on counselling and pastoral support.

### Students
Daily searches can be stressful and humiliating, and some students also point out that screening queues could delay morning lessons. Others think a determined person could still get around the detectors.
""", [
                ("exaggeration", "Detectors would keep weapons out of school entirely", (0, 0)),
                ("side_swap", "some students also point out that screening queues could delay morning lessons", (1, 1)),
            ]),
            ("three_perspectives", None, """
Briefly, by group:

- **Parents** – possible reassurance that weapons are less likely to get in, versus concern that kids are being treated as suspects.
- **Teachers** – may feel safer and focus better on teaching; however, queues could delay lessons, and some would prefer spending on counsellors and pastoral support.
- **Students** – daily searches can feel stressful and humiliating, and some doubt they'd stop a determined person.

Different schools may well weigh these differently.
""", []),
        ],
    },
    {
        "id": "beach_lifeguards_summer",
        "topic": "Lifeguards on all public beaches in summer",
        "query": "Should every public beach have lifeguards on duty during the summer?",
        "perspectives": [
            ("pro", [
                "Lifeguards can reach swimmers in difficulty quickly, which may prevent drownings.",
                "Their presence could encourage families to visit beaches they currently avoid.",
                "Lifeguards can also warn visitors about hazards such as rip currents.",
            ]),
            ("con", [
                "Staffing every beach would be expensive for small coastal councils.",
                "There may not be enough trained lifeguards to cover remote beaches.",
                "Some argue that swimmers should take responsibility for their own safety.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**For**
- A quick response to swimmers in trouble could prevent drownings.
- Families might start using beaches they now stay away from.
- Lifeguards can flag hazards like rip currents.

**Against**
- Costly for small coastal councils.
- Possibly not enough trained lifeguards for remote beaches.
- Some feel swimmers should be responsible for their own safety.
""", []),
            ("prose", None, """
Supporters say lifeguards can usually reach a struggling swimmer in under a minute, which may prevent drownings, and that their presence could draw families to beaches they currently avoid. They also point to the value of warnings about rip currents and other hazards.

Opponents counter that covering every beach would be expensive for small coastal councils, and that there may not be enough trained lifeguards to staff remote stretches of coast.
""", [
                ("added_detail", "lifeguards can usually reach a struggling swimmer in under a minute", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Main points on each side:

1. Lifeguards can get to swimmers in difficulty fast, which may prevent drownings.
2. Having them there could encourage families to visit beaches they currently avoid.
3. They can warn people about dangers like rip currents.
4. On the other hand, staffing every beach would be expensive for small coastal councils.
5. There are simply too few trained lifeguards to cover remote beaches.
6. Some also argue swimmers should be responsible for their own safety.
""", [
                ("exaggeration", "There are simply too few trained lifeguards to cover remote beaches", (1, 1)),
            ]),
            ("headed", None, """
### The case for
Lifeguards can reach swimmers in trouble quickly and may prevent drownings. They can also warn about rip currents and other hazards, and their presence could encourage families to visit beaches they now avoid.

### The case against
It would be expensive for small coastal councils, there may not be enough trained lifeguards for remote beaches, and some believe swimmers should take responsibility for their own safety.
""", []),
            ("dense", None, """
Proponents argue that lifeguards can reach struggling swimmers quickly and may prevent drownings, that they can warn people about rip currents, and that their presence could draw families to beaches they currently avoid, while critics say the cost would fall heavily on small coastal councils, that there would be plenty of trained lifeguards for remote beaches, that swimmers ought to take responsibility for their own safety, and that a lifeguard on every beach could give some swimmers a false sense of security.
""", [
                ("negation", "there would be plenty of trained lifeguards for remote beaches", (1, 1)),
                ("invented_claim", "a lifeguard on every beach could give some swimmers a false sense of security", None),
            ]),
            ("closing", None, """
Supporters believe lifeguards may prevent drownings because they can reach swimmers in difficulty quickly, and that families might start visiting beaches they currently avoid. Having trained staff on hand to get to a struggling swimmer fast could, they say, save lives. Critics point to the cost for small coastal councils, a possible shortage of trained lifeguards for remote beaches, and the view that swimmers should be responsible for their own safety.

Where the balance lies will probably vary from one stretch of coast to another.
""", [
                ("repetition", "Having trained staff on hand to get to a struggling swimmer fast could, they say, save lives.", (0, 2)),
            ]),
        ],
    },
    {
        "id": "ed_nonurgent_visit_fee",
        "topic": "A fee for non-urgent visits to hospital emergency departments",
        "query": "Should hospitals charge a fee for non-urgent visits to the emergency department?",
        "perspectives": [
            ("pro", [
                "A fee could discourage people from using emergency departments for minor complaints.",
                "Shorter waits may let staff concentrate on patients who are seriously ill.",
            ]),
            ("con", [
                "Patients cannot always tell whether their symptoms are urgent.",
                "A fee may deter people on low incomes from seeking care they genuinely need.",
                "Deciding who has to pay could add paperwork for already stretched staff.",
            ]),
        ],
        "variants": [
            ("dense", None, """
A fee could steer people with minor complaints away from emergency departments, and the shorter waits may let staff focus on the seriously ill, but patients can't always judge whether their symptoms are urgent, people on low incomes might be put off getting care they really need, and working out who pays could pile more paperwork onto already stretched staff.
""", []),
            ("bullets", None, """
**Arguments for a fee**
- It could discourage people from coming in with minor complaints — by some estimates, around a third of emergency visits are non-urgent.
- Shorter waits would ensure staff can give seriously ill patients their full attention.

**Arguments against**
- Patients can't always tell whether their symptoms are urgent.
- People on low incomes may avoid care they genuinely need.
- Working out who pays could add paperwork for busy staff.
""", [
                ("invented_statistic", "by some estimates, around a third of emergency visits are non-urgent", None),
                ("exaggeration", "Shorter waits would ensure staff can give seriously ill patients their full attention", (0, 1)),
            ]),
            ("headed", None, """
### For
A fee could discourage visits for minor complaints, and shorter waits may let staff concentrate on the seriously ill. Deciding who pays could also add paperwork for already stretched staff.

### Against
Patients can't always tell whether their symptoms are urgent, and a fee might deter people on low incomes from care they genuinely need.
""", [
                ("side_swap", "Deciding who pays could also add paperwork for already stretched staff.", (1, 2)),
            ]),
            ("prose", None, """
The main worries about such a fee are practical and about fairness. Patients can't always tell whether their symptoms are urgent, and charging might deter people on low incomes from seeking care they genuinely need. There's also the administrative side: deciding who has to pay could create extra paperwork for staff who are already stretched.
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("closing", None, """
Supporters say a fee could discourage visits for minor complaints, and that shorter waits may let staff concentrate on the seriously ill. Opponents note that patients can't always judge how urgent their symptoms are, that a fee may put off people on low incomes who genuinely need care, and that deciding who pays could mean more paperwork for busy staff. It's a genuinely difficult balance, and reasonable people land in different places.
""", []),
            ("numbered", None, """
1. **Fewer minor visits:** a flat fee, refunded if the visit turns out to be urgent, could discourage people from turning up with minor complaints.
2. **Focus on serious cases:** shorter waits may let staff concentrate on patients who are seriously ill.
3. **Hard to judge urgency:** patients can't always tell how urgent their symptoms are.
4. **Fairness:** a fee may not stop people on low incomes from seeking care they genuinely need.
5. **Admin burden:** deciding who pays could add paperwork for stretched staff.
""", [
                ("added_detail", "a flat fee, refunded if the visit turns out to be urgent, could discourage people", (0, 0)),
                ("negation", "a fee may not stop people on low incomes from seeking care they genuinely need", (1, 1)),
            ]),
        ],
    },
    {
        "id": "junk_mail_opt_in_register",
        "topic": "An opt-in register for unaddressed leaflets and junk mail",
        "query": "Should unaddressed leaflets and junk mail only be delivered to households that opt in through a register?",
        "perspectives": [
            ("supporters", [
                "An opt-in register could cut a large amount of paper waste.",
                "Residents who don't want leaflets would no longer need to put up stickers or complain.",
            ]),
            ("opponents", [
                "Small local businesses rely on leaflets to reach nearby customers cheaply.",
                "Some jobs in printing and leaflet distribution may be lost.",
                "Some residents, particularly older people, find leaflets a useful source of local information.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
In favour:
1. It could substantially reduce paper waste.
2. People who don't want leaflets wouldn't have to rely on stickers or complaints.

Against:
1. Small local businesses depend on leaflets as a cheap way to reach nearby customers.
2. Some printing and distribution jobs might disappear.
3. Some residents, especially older ones, value leaflets for local information.
""", []),
            ("dense", None, """
Supporters say an opt-in register could cut a large amount of paper waste and spare residents from putting up stickers or complaining, while opponents warn that small local businesses, which often get most of their new customers this way, rely on leaflets to reach people nearby cheaply, that some printing and delivery jobs may go, and that some residents, older people in particular, find leaflets a handy source of local information.
""", [
                ("added_detail", "small local businesses, which often get most of their new customers this way", (1, 0)),
            ]),
            ("bullets", None, """
Here's how the debate breaks down:

- **Supporters:** a potentially big cut in paper waste, and people who don't want leaflets wouldn't need stickers or complaints to stop them.
- **Opponents:** small businesses rely on leaflets as a cheap way to reach local customers, some printing and distribution jobs could go, and some residents, often older people, find leaflets useful for local information.
""", []),
            ("closing", None, """
Supporters argue the register could significantly reduce paper waste and would mean residents no longer have to put up stickers or make complaints to stop unwanted leaflets. It might also make it easier for councils to act against rogue distributors.

Opponents say small local businesses rely on leaflets to reach nearby customers cheaply, that some jobs in printing and distribution may be lost, and that some residents, particularly older people, value leaflets as a source of local information.

Both sides raise reasonable points.
""", [
                ("invented_claim", "It might also make it easier for councils to act against rogue distributors.", None),
            ]),
            ("prose", None, """
The main case for an opt-in register is environmental: it could cut a large amount of paper waste. It would also save residents who don't want leaflets from having to put up stickers or complain. Against that, small local businesses rely on leaflets as a cheap way to reach nearby customers, and some printing and distribution jobs may be lost. Critics also note that a register would cost money to set up and keep up to date, and that some residents, older people especially, find leaflets a useful source of local information.
""", [
                ("invented_claim", "a register would cost money to set up and keep up to date", None),
            ]),
            ("headed", None, """
## Supporters
It could cut a lot of paper waste, and people who don't want leaflets would no longer have to put up stickers or complain.

## Opponents
Small local businesses depend on leaflets to reach nearby customers cheaply; some printing and distribution jobs may be lost; and some residents, particularly older ones, find them a useful source of local information.
""", []),
        ],
    },
]
