"""fresh28 batch f116 (written by a separate writer): Capping rents in purpose-built student accommodation; Banning unconditional offers in university admissions; Replacing university tuition fees with a graduate tax; Publishing peer review reports alongside journal articles."""

TOPICS = [
    {
        "id": "capping_student_accommodation_rents",
        "topic": "Capping rents in purpose-built student accommodation",
        "query": "Should rents in purpose-built student accommodation be capped?",
        "perspectives": [
            ("student unions", [
                "Rents in many purpose-built student blocks now take up most of a typical maintenance loan.",
                "Students from poorer families may choose a university near home, or not apply at all, because of housing costs.",
            ]),
            ("private accommodation providers", [
                "A rent cap could make new student blocks unprofitable, so fewer would be built.",
                "Higher rents often pay for extras such as gyms, study rooms and bills included in the price.",
            ]),
            ("universities", [
                "Lower rents could help universities attract students who are put off by living costs.",
                "If private providers build less, universities may have to fund and run more accommodation themselves.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Learning objective: To understand three different viewpoints on capping student rents and to explain which one you find most convincing.

Read the viewpoints below.

Viewpoint A (student unions)
Student unions say that rents in many purpose-built student blocks now take up most of a typical maintenance loan. They also worry that, because of housing costs, students from poorer families may choose a university near home, or not apply at all.

Viewpoint B (private accommodation providers)
The companies that build and run student blocks warn that a rent cap could make new blocks unprofitable, which would mean fewer of them get built. They add that higher rents often pay for extras, such as gyms, study rooms and having bills included in the price.

Viewpoint C (universities)
Universities can see a possible benefit: lower rents could help them attract students who are put off by living costs. However, they point out that if private providers build less, universities may have to pay for and run more accommodation themselves.

Sentence starters:
- I agree with Viewpoint ___ because…
- The strongest argument on this sheet is… because…
- One problem with Viewpoint ___ is…

Discussion questions:
1. Which viewpoint do you find most convincing, and why?
2. Can you think of a compromise that all three groups might accept?
""", []),
            ("three_perspectives", None, """
Learning objective: To identify arguments for and against a cap on student rents.

Read the viewpoints below. Underline any words you are not sure about.

Group 1: Student unions
Group 1 believes rents need to come down. In many purpose-built student blocks, rent now takes up most of a typical maintenance loan. They also believe that housing costs may lead students from poorer families to choose a university near home, or not to apply at all. On top of this, they point out that many students are having to work long hours in part-time jobs just to cover their rent.

Group 2: Private accommodation providers
Group 2 believes a cap would backfire. A rent cap could make new student blocks unprofitable, so fewer would be built. They also say that higher rents often pay for extras such as gyms, study rooms and bills included in the price.

Sentence starters:
- Group 1 would say that…
- Group 2 might reply that…
- In my opinion…

Discussion questions:
- Whose needs should come first when deciding on rents?
- What would you want to know before making up your mind?
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "many students are having to work long hours in part-time jobs just to cover their rent", None),
            ]),
            ("three_perspectives", None, """
Learning objective: To explore how different groups can see the same problem in different ways.

Read the viewpoints below. Each box shows one group's point of view.

=== Viewpoint A (universities) ===
• A cap on rents could help universities to attract students who are currently put off by the cost of living.
• But if private companies build less as a result, universities may have to fund and run more of the accommodation themselves.

=== Viewpoint B (student unions) ===
• Rent in many purpose-built student blocks now takes up most of what a typical student gets as a maintenance loan.
• Housing costs may lead students from poorer families to choose a university close to home – or to not apply at all.

=== Viewpoint C (private accommodation providers) ===
• With a cap in place, new student blocks could become unprofitable, so fewer of them would be built.
• Higher rents often cover extras like gyms, study rooms and bills included in the price.

Sentence starters:
- Viewpoint A is interesting because…
- Viewpoint B and Viewpoint C disagree about…
- At first I thought…, but now I think…

Discussion questions:
1. Which two viewpoints have the most in common?
2. If you were choosing a university, which argument would matter most to you?
""", []),
            ("three_perspectives", None, """
Learning objective: To summarise three viewpoints on student rents in your own words.

Read the viewpoints below, then fill in the table on the back of this sheet.

Group 1 (student unions) believes that student rents have got out of hand. Rents in many purpose-built student blocks now take up most of a typical maintenance loan. Because of housing costs, students from poorer families may choose a university near home, or not apply at all, especially in expensive cities such as London and Edinburgh.

Group 2 (private accommodation providers) believes a cap is a bad idea. A rent cap could make new student blocks unprofitable, so fewer would be built. Higher rents also often pay for extras such as gyms, study rooms and bills included in the price.

Group 3 (universities) is caught in the middle. Lower rents could help universities attract students who are put off by living costs. But if private providers build less, universities may have to fund and run more accommodation themselves.

Sentence starters:
- Group ___ is worried that…
- This matters because…
- I think Group ___ has the best point because…

Discussion questions:
1. Which group do you think has the most to lose?
2. Is there anything else you would want to find out before deciding?
""", [
                ("added_detail", "especially in expensive cities such as London and Edinburgh", (0, 1)),
            ]),
            ("three_perspectives", None, """
Learning objective: To weigh up competing arguments about capping student rents.

Read the viewpoints below.

Viewpoint A (student unions)
Rents in purpose-built student blocks now swallow the whole of a student's maintenance loan. Student unions also fear that students from poorer families may choose a university near home, or not apply at all, because of housing costs.

Viewpoint B (private accommodation providers)
Providers argue that a rent cap could make new student blocks unprofitable, so fewer would be built.

Viewpoint C (universities)
Universities think lower rents could help them attract students who are put off by living costs. At the same time, if private providers build less, universities may have to fund and run more accommodation themselves.

Sentence starters:
- On the one hand…, on the other hand…
- The most important point is… because…
- Viewpoint ___ does not consider…

Discussion questions:
1. Which viewpoint is the most persuasive? Give two reasons.
2. How might each group react if a cap was introduced tomorrow?
""", [
                ("exaggeration", "now swallow the whole of a student's maintenance loan", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
Learning objective: To compare three viewpoints and decide where you stand.

Read the viewpoints below.

[ Viewpoint A – student unions ]
Rents in many purpose-built student blocks now take up most of a typical maintenance loan. Because of housing costs, students from poorer families may choose to study near home, or may not apply to university at all.

[ Viewpoint B – private accommodation providers ]
A rent cap could make new student blocks unprofitable, so fewer would be built. Higher rents often pay for extras such as gyms, study rooms and bills included in the price.

[ Viewpoint C – universities ]
Lower rents could help universities attract students who are put off by living costs. Universities are also confident that, even if private providers build less, they would not need to fund or run extra accommodation themselves.

Sentence starters:
- I agree / disagree with this viewpoint because…
- A student might feel… about this because…
- Overall, I believe…

Discussion questions:
1. Which viewpoint do you think a first-year student would agree with most?
2. Which argument would you want more evidence for?
""", [
                ("negation", "even if private providers build less, they would not need to fund or run extra accommodation themselves", (2, 1)),
            ]),
        ],
    },
    {
        "id": "banning_unconditional_university_offers",
        "topic": "Banning unconditional offers in university admissions",
        "query": "Should universities be banned from making unconditional offers to school-leavers?",
        "perspectives": [
            ("supporters of a ban", [
                "Students holding an unconditional offer may work less hard and get lower grades in their final exams.",
                "Some offers only become unconditional if the student makes that university their firm choice, which puts pressure on them to decide early.",
                "Universities sometimes use these offers to fill places rather than to reward ability.",
            ]),
            ("universities and opponents of a ban", [
                "An unconditional offer can reduce stress for students dealing with anxiety or difficult situations at home.",
                "Universities should be free to decide for themselves how they admit students.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Learning objective: To understand both sides of the debate about unconditional university offers and to practise backing up an opinion with reasons.

Read the viewpoints below.

Viewpoint A (supporters of a ban)
People who want a ban worry that students who are holding an unconditional offer may not work as hard, and could end up with lower grades in their final exams. They are also concerned about offers that only become unconditional if the student makes that university their firm choice, because this puts pressure on students to decide early. Finally, they argue that universities sometimes use these offers to fill places, rather than to reward ability.

Viewpoint B (universities and opponents of a ban)
On the other side, opponents say that an unconditional offer can reduce stress for students who are dealing with anxiety or a difficult situation at home. They also believe that universities should be free to decide for themselves how they admit students.

Sentence starters:
- Supporters of a ban would argue that…
- An opponent might respond by saying…
- I think the fairest approach is… because…

Discussion questions:
1. Which argument do you think is the strongest on each side?
2. Would your answer change if you were the one receiving the offer?
""", []),
            ("bullets", None, """
Learning objective: To sort arguments into "for" and "against" and explain them in your own words.

Read the viewpoints below.

Group 1 believes unconditional offers should be banned:
- Students holding an unconditional offer may ease off and end up with lower grades in their final exams.
- Some offers only turn unconditional if the student puts that university as their firm choice, which pushes them into deciding early.
- Universities sometimes use these offers to fill places, not to reward ability.
- Group 1 accepts that an unconditional offer can take away stress for students coping with anxiety or a difficult home life, but thinks this does not outweigh the problems.

Group 2 (universities and opponents of a ban) believes the offers should be allowed:
- Universities should be free to decide for themselves how they admit students.

Sentence starters:
- Group 1 thinks… because…
- Group 2 would disagree, saying…
- The point I find hardest to argue against is…

Discussion questions:
- Which group do you agree with more, and why?
- What questions would you ask a university admissions tutor about this?
""", [
                ("side_swap", "Group 1 accepts that an unconditional offer can take away stress for students coping with anxiety or a difficult home life", (1, 0)),
            ]),
            ("numbered", None, """
Learning objective: To explain arguments for and against banning unconditional offers.

Read the viewpoints below. Tick your favourite argument in each box.

Viewpoint A (supporters of a ban)
1. Students with an unconditional offer may work less hard and get lower grades in their final exams.
2. Some offers only become unconditional if the student makes that university their firm choice, which puts pressure on them to decide early.
3. Once a place is guaranteed, a student might lose the motivation to do their best in Year 13.

Viewpoint B (universities and opponents of a ban)
1. An unconditional offer can lower stress for students dealing with anxiety or difficult situations at home.
2. Universities should be free to decide for themselves how they admit students.

Sentence starters:
- The first viewpoint suggests that…
- However, the second viewpoint argues…
- Having read both, I think…

Discussion questions:
1. Which viewpoint has more to do with fairness?
2. How would you explain this debate to a Year 7 student?
""", [
                ("repetition", "Once a place is guaranteed, a student might lose the motivation to do their best in Year 13", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
LEARNING OBJECTIVE
To understand why people disagree about unconditional offers, and to form your own view.

THE QUESTION
Should universities be banned from making unconditional offers to school-leavers?

Read the viewpoints below.

VIEWPOINT A: SUPPORTERS OF A BAN
• Motivation: students holding an unconditional offer may work less hard and get lower grades in their final exams.
• Pressure: some offers only become unconditional if the student picks that university as their firm choice, so students feel pushed into deciding early.
• Motives: universities sometimes use these offers to fill their places rather than to reward ability.

VIEWPOINT B: UNIVERSITIES AND OPPONENTS OF A BAN
• Wellbeing: an unconditional offer can reduce stress for students who are dealing with anxiety or difficult situations at home.
• Freedom: universities should be free to decide for themselves how they admit students.

SENTENCE STARTERS
- One reason for a ban is…
- One reason against a ban is…
- If I had to decide, I would… because…

DISCUSSION QUESTIONS
1. Which heading (motivation, pressure, motives, wellbeing, freedom) matters most to you?
2. Who should make the final decision on this: the government or universities?
""", []),
            ("dense", None, """
Learning objective: To summarise both sides of the unconditional offers debate. Read the viewpoints below. Viewpoint A (supporters of a ban): students holding an unconditional offer may work less hard and get lower grades in their final exams – one survey found that students with unconditional offers were about 10 per cent more likely to miss their predicted grades; some offers only become unconditional if the student makes that university their firm choice, which puts pressure on them to decide early; and universities sometimes use these offers to fill places rather than to reward ability. Viewpoint B (universities and opponents of a ban): an unconditional offer can reduce stress for students dealing with anxiety or difficult situations at home, and universities should be free to decide for themselves how they admit students. Sentence starters: "I agree with Viewpoint ___ because…" / "The other side might say…". Discussion questions: Which argument is strongest? What would you do if you were offered one?
""", [
                ("invented_statistic", "one survey found that students with unconditional offers were about 10 per cent more likely to miss their predicted grades", None),
            ]),
            ("closing", None, """
Learning objective: To listen to different viewpoints and respond to them respectfully.

Read the viewpoints below.

Group 1 (supporters of a ban) believes:
• students who hold an unconditional offer may work less hard and get lower grades in their final exams;
• offers that only become unconditional when the student makes that university their firm choice put pressure on students to decide early;
• universities sometimes use these offers to fill places rather than to reward ability.

Group 2 (universities and opponents of a ban) believes:
• an unconditional offer can reduce stress for students who are dealing with anxiety or difficult situations at home;
• universities should be free to decide for themselves how they admit students.

Sentence starters:
- I can see why Group ___ thinks…
- I would challenge that by saying…
- Building on what ___ said…

Discussion questions:
1. Which argument would you want to test with more evidence?
2. Is it possible to agree with points from both groups?

Remember: there is no single "right" answer here. What matters is that you give reasons for your view and listen to others.
""", []),
        ],
    },
    {
        "id": "graduate_tax_instead_of_tuition_fees",
        "topic": "Replacing university tuition fees with a graduate tax",
        "query": "Should university tuition fees be replaced by a graduate tax paid through the income tax system?",
        "perspectives": [
            ("supporters of a graduate tax", [
                "Students would no longer leave university with a large debt on paper.",
                "Graduates who earn more would pay more, which many see as fairer than a flat fee.",
                "Young people from low-income families might be less put off from applying.",
            ]),
            ("critics", [
                "High earners could end up paying far more than their course actually cost.",
                "The money would go to the Treasury, so universities might lose a direct and reliable source of income.",
                "Graduates who move abroad could be hard to tax.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Learning objective: To understand the arguments for and against replacing tuition fees with a graduate tax.

Read the viewpoints below.

Viewpoint A (supporters of a graduate tax)
Supporters say that students would no longer leave university with a large debt on paper. They think it is fairer for graduates who earn more to pay more, instead of everyone paying the same flat fee. They also argue that, with no fees, young people from low-income families would no longer be put off from applying to university at all.

Viewpoint B (critics)
Critics warn that high earners could end up paying far more than their course actually cost. They also point out that the money would go to the Treasury, so universities might lose a direct and reliable source of income. Finally, they say graduates who move abroad could be hard to tax.

Sentence starters:
- A graduate tax would be better because…
- A graduate tax would be worse because…
- The argument that surprised me most was…

Discussion questions:
1. Which viewpoint do you find more convincing?
2. What do you think "fair" means when it comes to paying for university?
""", [
                ("exaggeration", "young people from low-income families would no longer be put off from applying to university at all", (0, 2)),
            ]),
            ("bullets", None, """
Learning objective: To explain two viewpoints on how university should be paid for.

Read the viewpoints below.

Viewpoint A (supporters of a graduate tax)
- Students would not leave university with a big debt on paper any more.
- Graduates who earn more would pay more – and many people see that as fairer than a flat fee.
- Young people from low-income families might be less put off from applying.

Viewpoint B (critics)
- High earners could end up paying far more than their course actually cost.
- The money would go to the Treasury, which means universities might lose a direct and reliable source of income.
- It could be hard to tax graduates who move abroad.

Sentence starters:
- Supporters believe that…
- Critics are concerned that…
- I lean towards Viewpoint ___ because…

Discussion questions:
- Which bullet point would you choose to argue against, and how?
- Should people who do not go to university have a say in how it is paid for?
""", []),
            ("numbered", None, """
Learning objective: To compare arguments about a graduate tax and rank them in order of importance.

Read the viewpoints below, then rank each group's points from 1 (most important) to 3.

Group 1 (supporters of a graduate tax) believes:
1. Students would no longer leave university with a large debt on paper.
2. Graduates who earn more would pay more, which many see as fairer than a flat fee.
3. Young people from low-income families might be less put off from applying.

Group 2 (critics) believes:
1. High earners could end up paying far more than their course actually cost.
2. The money would go to the Treasury, so universities might lose a direct and reliable source of income.
3. Taxing graduates who move abroad would not be a real problem, but the first two points are serious enough on their own.

Sentence starters:
- I ranked this point first because…
- Group 1 and Group 2 disagree about…
- A graduate tax sounds… to me because…

Discussion questions:
1. Did you and your partner rank the points in the same order?
2. Which group's top point is stronger?
""", [
                ("negation", "Taxing graduates who move abroad would not be a real problem", (1, 2)),
            ]),
            ("headed", None, """
Learning objective
To identify the key arguments in the debate about a graduate tax.

Read the viewpoints below.

Viewpoint A: Supporters of a graduate tax
Supporters say students would no longer leave university with a large debt on paper. They feel it is fairer that graduates who earn more would pay more, rather than everyone paying a flat fee. They also point out that, under the current system, around four in ten graduates never pay back their loan in full. And they think young people from low-income families might be less put off from applying.

Viewpoint B: Critics
Critics argue that high earners could end up paying far more than their course actually cost. They also say that the money would go to the Treasury, so universities might lose a direct and reliable source of income and have to compete with hospitals and schools for a share of it. Lastly, graduates who move abroad could be hard to tax.

Sentence starters
- The main reason for a graduate tax is…
- The main reason against it is…
- I would like to know more about…

Discussion questions
1. Which viewpoint would a university be more likely to agree with?
2. Which viewpoint would a student be more likely to agree with?
""", [
                ("invented_statistic", "around four in ten graduates never pay back their loan in full", None),
                ("added_detail", "and have to compete with hospitals and schools for a share of it", (1, 1)),
            ]),
            ("dense", None, """
Learning objective: To summarise the graduate tax debate in a few sentences. Read the viewpoints below. Viewpoint A (supporters): students would no longer leave university with a large debt on paper; graduates who earn more would pay more, which many see as fairer than a flat fee; and young people from low-income families might be less put off from applying. Viewpoint B (critics): high earners could end up paying far more than their course actually cost; the money would go to the Treasury, so universities might lose a direct and reliable source of income; and graduates who move abroad could be hard to tax. Sentence starters: "Supporters argue…" / "Critics reply…" / "In my view…". Discussion questions: Which side is more convincing? What would you want to ask each side?
""", []),
            ("closing", None, """
Learning objective: To explore a debate about paying for university and to justify your opinion.

Read the viewpoints below.

Viewpoint A (supporters of a graduate tax)
Supporters think students would no longer leave university with a large debt on paper. They also believe young people from low-income families might be less put off from applying.

Viewpoint B (critics)
Critics worry that high earners could end up paying far more than their course actually cost. Critics also note that graduates who earn more would pay more than classmates on the same course. On top of that, the money would go to the Treasury, so universities might lose a direct and reliable source of income, and graduates who move abroad could be hard to tax.

Sentence starters:
- I think a graduate tax is a good / bad idea because…
- Someone who disagrees with me might say…
- My response to that would be…

Discussion questions:
1. Which argument would you use to open a speech on this topic?
2. Has reading both viewpoints changed your mind at all?

Well done – you have now looked at both sides. Keep your notes, as you will need them for next lesson's debate.
""", [
                ("side_swap", "Critics also note that graduates who earn more would pay more than classmates on the same course", (0, 1)),
            ]),
        ],
    },
    {
        "id": "publishing_peer_review_reports",
        "topic": "Publishing peer review reports alongside journal articles",
        "query": "Should academic journals publish the peer review reports alongside the papers they accept?",
        "perspectives": [
            ("supporters of open peer review", [
                "Readers could see how a paper was checked and what concerns reviewers raised.",
                "Reviewers may write more careful and polite reports if they know the reports will be made public.",
            ]),
            ("critics", [
                "If reviewers' names are published, junior researchers might hold back criticism of senior colleagues' work.",
                "Finding willing reviewers, which is already difficult, could become even harder.",
                "Journalists or the public could misread critical comments as proof that a published paper is flawed.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Learning objective: To understand why scientists disagree about making peer review reports public.

Read the viewpoints below.

Viewpoint A (supporters of open peer review)
Supporters believe that publishing the reports would let readers see how a paper was checked and what concerns the reviewers raised. They also think reviewers may take more care, and be more polite, if they know their reports are going to be made public.

Viewpoint B (critics)
Critics are worried about three things. First, if reviewers' names are published, junior researchers might hold back from criticising the work of senior colleagues. Second, it is already difficult to find people willing to review papers, and this could make it even harder. Third, journalists or members of the public could misread critical comments as proof that a published paper is flawed.

Sentence starters:
- Being open about peer review would help because…
- Being open could cause problems because…
- I think scientists should… because…

Discussion questions:
1. Which viewpoint do you agree with more, and why?
2. Who do you think would be most affected by this change?
""", []),
            ("bullets", None, """
Learning objective: To identify the main arguments about open peer review.

Read the viewpoints below.

Group 1 (supporters of open peer review) believes:
- readers could see how a paper was checked and what concerns reviewers raised;
- reviewers may write more careful and polite reports if they know the reports will be made public.

Group 2 (critics) believes:
- if reviewers' names are published, junior researchers might hold back criticism of senior colleagues' work;
- journalists or the public could misread critical comments as proof that a published paper is flawed.

Sentence starters:
- Group 1 thinks openness would…
- Group 2 is worried that…
- I agree with Group ___ because…

Discussion questions:
- Which argument on this sheet is the most convincing?
- How might a young researcher feel about this idea?
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
Learning objective: To explain two viewpoints on publishing peer review reports and give your own opinion.

Read the viewpoints below.

Viewpoint A (supporters of open peer review)
1. Readers would be able to see how a paper was checked and which concerns the reviewers raised.
2. Knowing their reports will be made public may encourage reviewers to write more careful, more polite reports.

Viewpoint B (critics)
1. If reviewers' names are published, junior researchers might hold back criticism of work by senior colleagues.
2. It is already difficult to find willing reviewers, and this could become even harder.
3. Critical comments could be misread by journalists or the public as proof that a published paper is flawed.

Sentence starters:
- Point ___ in Viewpoint A is important because…
- Point ___ in Viewpoint B shows that…
- Overall, I think journals should…

Discussion questions:
1. Which numbered point would you remove if you had to, and why?
2. Can you think of a way to answer one of the critics' worries?
""", []),
            ("headed", None, """
Learning objective
To understand the debate about open peer review and use evidence from the text in discussion.

Read the viewpoints below.

Viewpoint A – Supporters of open peer review
Readers could see how a paper was checked and what concerns reviewers raised. Reviewers may also write more careful and polite reports if they know the reports will be made public. Supporters also argue that public reports would give reviewers proper credit for their work when they apply for jobs.

Viewpoint B – Critics
If reviewers' names are published, junior researchers might hold back criticism of senior colleagues' work. Finding willing reviewers, which is already difficult, could become even harder. And journalists or the public could misread critical comments as proof that a published paper is flawed.

Sentence starters
- According to Viewpoint A…
- Viewpoint B would respond that…
- The evidence that persuades me most is…

Discussion questions
1. Which viewpoint focuses more on readers, and which more on researchers?
2. What would you need to know to decide?
""", [
                ("invented_claim", "Supporters also argue that public reports would give reviewers proper credit for their work when they apply for jobs.", None),
            ]),
            ("dense", None, """
Learning objective: To summarise the open peer review debate. Read the viewpoints below. Viewpoint A (supporters of open peer review): readers could see how a paper was checked and what concerns reviewers raised, and reviewers may write more careful and polite reports if they know the reports will be made public. Viewpoint B (critics): if reviewers' names are published, junior researchers might hold back criticism of senior colleagues' work; finding willing reviewers, which is already difficult, could become even harder; and journalists or the public could misread critical comments as proof that a published paper is flawed. Sentence starters: "I agree that…" / "However…". Discussion questions: Which side makes the stronger case? What could a journal do to reassure the critics?
""", []),
            ("closing", None, """
Learning objective: To consider both sides of the debate on open peer review and reach a reasoned conclusion.

Read the viewpoints below.

Viewpoint A (supporters of open peer review)
• Publishing the reports means readers could see how a paper was checked and what concerns reviewers raised.
• Reviewers may write more careful and polite reports if they know the reports will be made public, particularly when they are reviewing work by PhD students.

Viewpoint B (critics)
• If reviewers' names are published, junior researchers might hold back criticism of senior colleagues' work.
• Finding willing reviewers is already difficult, and this could make it even harder.
• Journalists or the public could misread critical comments as proof that a published paper is flawed.

Sentence starters:
- The main benefit would be…
- The biggest risk would be…
- On balance, I think…

Discussion questions:
1. Which argument do you think a journal editor would care about most?
2. Does either viewpoint change how you think about science you read in the news?

To finish: write two sentences explaining your own view, using at least one argument from each box.
""", [
                ("added_detail", "particularly when they are reviewing work by PhD students", (0, 1)),
            ]),
        ],
    },
]
