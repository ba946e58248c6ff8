"""Batch 6: unpaid internships, telehealth consultations, newborn genome sequencing."""

TOPICS = [
    {
        "id": "unpaid_internships",
        "topic": "Banning unpaid internships",
        "query": "Should unpaid internships be banned?",
        "perspectives": [
            ("ban them", [
                "Unpaid internships favour young people whose families can support them.",
                "Interns often do real work that should be paid.",
            ]),
            ("allow them", [
                "Some small charities and start-ups could not afford to offer placements at all.",
                "Internships give students valuable experience and contacts, even without pay.",
            ]),
        ],
        "variants": [
            ("prose", None, """
People who want a ban argue that unpaid internships are open mainly to those whose families can afford to support them while they work for free. Interns also frequently do genuine work, the kind that would normally come with a wage. Unpaid placements also tend to be concentrated in expensive cities, where interns have to cover high rents on top of working for nothing.

Those against a ban worry that some small charities and start-ups simply could not afford to take on interns if they had to pay them, so the placements would disappear altogether.
""", [
                ("invented_claim", "Unpaid placements also tend to be concentrated in expensive cities, where interns have to cover high rents on top of working for nothing.", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("bullets", None, """
Arguments for a ban:
- Only young people with family money behind them can afford to work unpaid.
- Interns often do real work that deserves a wage.

Arguments against a ban:
- Small charities and start-ups might stop offering placements altogether if they had to pay.
- Even unpaid, an internship can give students valuable experience and useful contacts.
""", []),
            ("numbered", None, """
1. **Fairness:** unpaid internships favour those whose families can support them — around 40% of internships in the UK are unpaid, according to a 2020 survey.
2. **Real work:** interns frequently do work that should be paid.
3. **Small organisations:** some charities and start-ups could not afford to offer placements at all.
4. **Experience:** internships give students valuable experience and contacts, even without pay.
""", [("invented_statistic", "around 40% of internships in the UK are unpaid, according to a 2020 survey", None)]),
            ("headed", None, """
### Why ban them
Unpaid internships tend to be accessible mainly to young people whose families can support them, and interns often do real work that ought to be paid.

### Why allow them
Some small charities and start-ups could not offer placements at all if they had to pay. And even without pay, an internship can give students valuable experience and contacts.
""", []),
            ("dense", None, """
Supporters of a ban say unpaid internships favour young people with family money and shut out those who cannot afford months without income, so that opportunity ends up depending on background, while opponents argue that small charities and start-ups could not afford placements at all and that internships still offer valuable experience and contacts.
""", [("repetition", "and shut out those who cannot afford months without income, so that opportunity ends up depending on background", (0, 1))]),
            ("closing", None, """
Critics of unpaid internships argue that they favour young people whose families can support them, and that interns often do real work that should be paid. Defenders reply that some small charities and start-ups could not afford to offer placements otherwise, and that internships provide valuable experience and contacts even without pay.

Which view prevails often depends on the sector and on how long the internship lasts.
""", []),
        ],
    },
    {
        "id": "telehealth",
        "topic": "Telehealth consultations",
        "query": "Should video consultations with doctors remain widely available after the pandemic?",
        "perspectives": [
            ("pro", [
                "Video appointments save patients travel time, especially in rural areas.",
                "They can reduce infections spread in waiting rooms.",
                "Follow-up visits for chronic conditions can often be handled remotely.",
            ]),
            ("con", [
                "Doctors may miss signs that only a physical examination would reveal.",
                "Older patients and people without good internet may be left behind.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Advocates for keeping video consultations point to convenience: patients don't have to travel, which matters most for people living in rural areas. Seeing a doctor from home can also cut down on infections passed around in waiting rooms, and many routine follow-ups for chronic conditions can be handled just as well remotely.

Skeptics caution that a screen is no substitute for an examination — a doctor may miss signs that would only show up in person. They also worry that older patients and people with poor internet access could be left behind.
""", []),
            ("bullets", None, """
**Benefits**
- Saves patients travel time, especially in rural areas, where the nearest clinic can be an hour's drive away.
- Lowers the risk of infections spreading in waiting rooms.
- Many follow-up appointments for chronic conditions can be done remotely.

**Drawbacks**
- Some signs can only be picked up through a physical examination.
- Older patients and those without reliable internet may be excluded.
""", [("added_detail", "where the nearest clinic can be an hour's drive away", (0, 0))]),
            ("numbered", None, """
1. Travel: video appointments spare patients the journey, which is particularly valuable in rural areas.
2. Infection control: fewer people in waiting rooms means fewer infections passed on.
3. Chronic care: follow-ups for long-term conditions can often be done remotely.
4. Clinical limits: doctors might miss signs that only a physical exam would reveal.
5. Access: older patients and people without good internet could be left behind.
""", []),
            ("headed", None, """
### Convenience and safety
Video appointments save patients travel time, especially in rural areas, and can reduce infections spread in waiting rooms. Many follow-up visits for chronic conditions can be handled remotely. Supporters also admit that doctors may miss signs that only a physical examination would reveal.

### Access concerns
Older patients and people without good internet may be left behind.
""", [("side_swap", "Supporters also admit that doctors may miss signs that only a physical examination would reveal.", (1, 0))]),
            ("dense", None, """
Supporters say video appointments save travel time, especially for rural patients, reduce waiting-room infections — one health system reported a 30% drop in flu cases picked up at clinics — and can handle many chronic-condition follow-ups, while critics warn that doctors may miss signs only a physical examination would reveal and that older patients and people without good internet may be left behind.
""", [("invented_statistic", "one health system reported a 30% drop in flu cases picked up at clinics", None)]),
            ("closing", None, """
Supporters argue that video appointments save patients travel time, especially in rural areas, and reduce infections spread in waiting rooms. For patients who live far from a surgery, being able to see a doctor without making the trip is the biggest advantage of all. Many clinics have also found that remote appointments reduce the number of missed appointments.

Critics point out that doctors may miss signs that only an in-person examination would reveal, and that older patients and those without reliable internet risk being left behind.

The best approach is probably a mix, with the format chosen to suit the patient and the problem.
""", [
                ("repetition", "For patients who live far from a surgery, being able to see a doctor without making the trip is the biggest advantage of all.", (0, 2)),
                ("invented_claim", "Many clinics have also found that remote appointments reduce the number of missed appointments.", None),
            ]),
        ],
    },
    {
        "id": "newborn_genome_sequencing",
        "topic": "Genome sequencing for all newborns",
        "query": "Should every newborn's genome be sequenced at birth?",
        "perspectives": [
            ("pro", [
                "Sequencing could catch rare treatable conditions that standard heel-prick tests miss.",
                "Early diagnosis can spare families years of searching for answers.",
            ]),
            ("con", [
                "Many genetic variants are of uncertain significance and could cause needless anxiety.",
                "Storing genetic data on every child raises privacy risks.",
                "Children cannot consent to having their genome analysed.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of newborn sequencing argue that it could pick up rare, treatable conditions that the standard heel-prick test misses. An early diagnosis, they add, can save families years of searching for an explanation.

Critics have several concerns. Although the meaning of most genetic variants is now well understood, they worry about the results being misread. Keeping genetic data on every child also creates privacy risks. And a newborn cannot consent to having its genome analysed.
""", [("negation", "Although the meaning of most genetic variants is now well understood", (1, 0))]),
            ("bullets", None, """
Concerns about sequencing every newborn:
- Many variants have uncertain significance, and reporting them could cause parents needless anxiety.
- A database of every child's genetic data raises privacy risks, since insurers could use it to deny coverage later in life.
- Babies cannot consent to having their genome analysed.
""", [
                ("added_detail", "since insurers could use it to deny coverage later in life", (1, 1)),
                ("omitted_perspective", None, 0),
            ]),
            ("numbered", None, """
1. Detection: sequencing will catch every rare condition that the heel-prick test misses.
2. Answers: an early diagnosis can spare families years of searching for answers.
3. Uncertainty: many variants are of uncertain significance and could cause needless worry.
4. Privacy: storing genetic data on every child raises privacy risks.
5. Consent: children cannot consent to having their genomes analysed.
""", [("exaggeration", "sequencing will catch every rare condition that the heel-prick test misses", (0, 0))]),
            ("headed", None, """
### Potential benefits
Sequencing could identify rare but treatable conditions that standard heel-prick screening misses, and an early diagnosis can spare families years of searching for answers.

### Potential harms
Many genetic variants are of uncertain significance and could cause unnecessary anxiety. Storing genetic data on every child raises privacy risks, and children cannot consent to having their genome analysed.
""", []),
            ("dense", None, """
Proponents argue that sequencing could catch rare treatable conditions that heel-prick tests miss and spare families years of searching for answers, while opponents counter that many variants are of uncertain significance and could cause needless anxiety, that storing every child's genetic data raises privacy risks, and that newborns cannot consent to the analysis.
""", []),
            ("closing", None, """
Advocates note that genome sequencing could detect rare, treatable conditions missed by the standard heel-prick test, and that an early diagnosis can spare families years of uncertainty. Skeptics warn that many variants are of uncertain significance and could cause needless anxiety, and that storing genetic data on every child raises privacy risks.

Whether the benefits outweigh the risks is likely to be debated for some time as the technology matures.
""", [("omitted_argument", None, (1, 2))]),
        ],
    },
]
