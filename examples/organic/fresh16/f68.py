"""Fresh16 batch f68 (written by a separate writer): Compelling offenders to attend their sentencing hearings; Raising the minimum income required to sponsor a foreign spouse; Ending compulsory daily collective worship in state schools; Legally requiring publication of all clinical trial results."""

TOPICS = [
    {
        "id": "compelled_attendance_at_sentencing",
        "topic": "Compelling offenders to attend their sentencing hearings",
        "query": "Should convicted offenders be legally required to attend their own sentencing hearings?",
        "perspectives": [
            ("victims' families", [
                "Seeing the offender in court could help families feel that justice has been done.",
                "An offender who refuses to attend may deny families the chance to have their impact statements heard face to face.",
            ]),
            ("defence lawyers", [
                "Forcing a defiant offender into the dock could cause disruption that delays the hearing.",
                "Offenders already facing very long sentences may have little reason to obey the rule.",
            ]),
            ("court and prison staff", [
                "Officers may have to use physical force to move resisting prisoners, which could put staff at risk.",
                "An extra penalty for refusing to attend could give judges a clear tool for dealing with non-attendance.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The strongest case for compulsion comes from victims' families, and it goes like this: seeing the offender in the dock could help them feel that justice has actually been done. Add to that the fact that an offender who stays down in the cells may deny families the chance to have their impact statements heard *face to face*.

Steelmanning the defence lawyers: forcing a defiant offender into court could produce exactly the sort of disruption that delays the hearing. And someone already facing a very long sentence may have little reason to obey the rule in the first place.

If I were arguing for the court and prison staff, I'd say their position genuinely cuts both ways. Officers may have to use physical force to move a prisoner who resists, and that could put staff at risk. Yet an extra penalty for refusing to attend could hand judges a clear tool for dealing with non-attendance.

Where the real disagreement lies: whether the offender's presence matters enough to families to justify the practical costs of compelling it.
""", []),
            ("three_perspectives", None, """
This is a debate in which both sides have a serious point, so let me put each at its best.

**Victims' families.** The strongest case for a legal requirement goes like this: watching the offender face the court could help families feel that justice has been done. And when an offender simply refuses to come up, families may lose the chance to have their impact statements heard *to the offender's face*.

**Defence lawyers.** Put at its best, the objection is practical rather than sentimental. Dragging a defiant offender into the dock could trigger disruption that holds up the hearing. Worse, those already looking at very long sentences may have little incentive to comply with the rule at all.

Where the real disagreement lies: how far the law should go to secure a moment that families value against an offender who is determined to withhold it.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Three groups have a stake here, and each deserves its strongest hearing.

The strongest case for compulsion belongs to victims' families. Seeing the offender in court *will* give families the sense that justice has been done, and one survey of bereaved relatives found that more than 70 per cent wanted the offender present when sentence was passed. An absent offender may also deny them the chance to deliver their impact statements face to face.

Steelmanning the defence lawyers: a defiant offender forced into the dock could cause the kind of disruption that delays the whole hearing. And if someone is already facing a very long sentence, they may have little reason to obey the rule anyway.

If I were arguing for court and prison staff, I'd point to two things. Officers may need to use physical force to move a resisting prisoner, which could put them at risk. On the other hand, an extra penalty for refusing to attend could give judges a clear tool for dealing with non-attendance.

Where the real disagreement lies: whether compelled attendance delivers enough to families to be worth the friction it creates in the courtroom.
""", [
                ("exaggeration", "Seeing the offender in court *will* give families the sense that justice has been done", (0, 0)),
                ("invented_statistic", "one survey of bereaved relatives found that more than 70 per cent wanted the offender present when sentence was passed", None),
            ]),
            ("three_perspectives", None, """
Let me start with the people who would actually have to enforce this, because their view is the most mixed.

*Court and prison staff.* If I were arguing for them, I'd say the risk is physical: officers may have to use force to move prisoners who resist, and that could put staff in harm's way. But they might also welcome an extra penalty for refusing to attend, since it could give judges a clear tool for handling non-attendance.

*Defence lawyers.* Steelmanning their position: compelling a defiant offender to stand in the dock could create disruption that delays the hearing. And an offender who already faces a very long sentence may have little reason to follow the rule.

*Victims' families.* The strongest case for the change is theirs. Seeing the offender in court could help them feel that justice has been done, while an offender who declines to attend may deny them the chance to have their impact statements heard face to face.

Where the real disagreement lies: how to weigh what families gain from the offender's presence against the practical difficulty of securing it.
""", []),
            ("three_perspectives", None, """
Each side of this argument is stronger than its opponents usually admit.

The strongest case for a legal requirement goes like this, from the families' side: seeing the offender in court could help them feel justice has been done, and an offender who refuses to attend may rob them of the chance to have their impact statements heard face to face.

Steelmanning the defence lawyers: forcing a defiant offender into the dock could cause disruption that delays the hearing.

Court and prison staff, put at their best, raise the hardest practical questions. Officers may have to use physical force to move a resisting prisoner, which could put staff at risk. They also point out that offenders already facing very long sentences may have little reason to obey the rule. Still, an extra penalty for refusing to attend could give judges a clear tool for dealing with non-attendance.

Where the real disagreement lies: whether a rule of this kind can be made to work against the offenders it is really aimed at.
""", [
                ("side_swap", "They also point out that offenders already facing very long sentences may have little reason to obey the rule", (1, 1)),
            ]),
            ("three_perspectives", None, """
Here is each camp's argument, stated as well as I can state it.

**Families of victims.** Seeing the offender in court could help families feel that justice has been done. If the offender refuses to come, families may be denied the chance to have their impact statements heard face to face.

**Defence lawyers.** Put at its best, the objection is that compulsion could backfire: a defiant offender forced into the dock could cause disruption that delays the hearing, and those facing very long sentences may have little reason to obey the rule anyway.

**Court and prison staff.** Officers may have to use physical force to move prisoners who resist, which could put staff at risk. And an extra penalty for refusing to attend would leave judges with no clearer a tool for dealing with non-attendance than they have now.

Where the real disagreement lies: whether the benefit to families justifies asking the courts and prisons to enforce attendance.
""", [
                ("negation", "an extra penalty for refusing to attend would leave judges with no clearer a tool for dealing with non-attendance than they have now", (2, 1)),
            ]),
        ],
    },
    {
        "id": "spouse_visa_income_threshold",
        "topic": "Raising the minimum income required to sponsor a foreign spouse",
        "query": "Should the minimum income needed to sponsor a foreign spouse or partner for a visa be raised?",
        "perspectives": [
            ("supporters", [
                "A higher threshold could make it less likely that arriving partners will rely on public funds.",
                "Sponsors with higher incomes may be better able to support a partner while they settle in.",
            ]),
            ("critics", [
                "Many citizens on modest wages, especially outside wealthy cities, could be kept apart from their partners.",
                "The rule may weigh most heavily on younger people and women, who tend to earn less.",
                "Counting only the sponsor's income could ignore what the arriving partner is able to earn.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Both sides of this have a better argument than the headlines suggest, so here they are at full strength.

The strongest case for raising the threshold goes like this:
- A higher income bar could make it less likely that partners arriving in the country end up relying on public funds.
- A sponsor who earns more may simply be better placed to support a partner through the period of settling in.

Steelmanning the critics:
- Plenty of citizens on modest wages, particularly outside the wealthier cities, could find themselves kept apart from the person they married.
- The burden may fall hardest on younger people and on women, since both groups tend to earn less.
- Looking only at the sponsor's income could ignore what the incoming partner is *able* to earn once here.

Where the real disagreement lies: whether a household's ability to support itself should be judged on one person's current pay.
""", []),
            ("prose", None, """
The strongest case for a higher threshold goes like this: if sponsors must earn more, it becomes less likely that arriving partners will rely on public funds such as housing benefit and Universal Credit, and a sponsor on a higher income may be better able to support a partner while they find their feet.

Steelmanning the critics, though, the picture looks rather different. Many citizens on modest wages, especially those living outside the wealthy cities, could be kept apart from their partners altogether. The rule may also weigh most heavily on younger people and on women, who tend to earn less. And by counting only the sponsor's income, it could ignore what the arriving partner is able to earn.

Where the real disagreement lies: whose income should count, and how much, when deciding whether a couple can live together in the country.
""", [
                ("added_detail", "such as housing benefit and Universal Credit", (0, 0)),
            ]),
            ("headed", None, """
### The case for raising it
The strongest case goes like this. A higher threshold could reduce the chance that arriving partners come to depend on public funds. And sponsors who earn more may be in a better position to support a partner while they settle in.

### The case against
Put at its best, the objection is about who gets shut out. Many citizens on ordinary wages, especially away from the wealthier cities, could be kept apart from their partners. The rule may also fall most heavily on younger people and women, who tend to earn less. And a test that counts only the sponsor's pay could overlook what the incoming partner is able to earn.

### Where the real disagreement lies
Whether protecting public funds is worth the cost of separating some couples.
""", []),
            ("numbered", None, """
Here are the two sides, each stated as strongly as I can manage.

If I were arguing for the government, I'd say:
1. A higher threshold could make it less likely that partners arriving in the country will need to rely on public funds.
2. Sponsors with bigger incomes may be better able to support a partner while they settle in.

Steelmanning the critics:
1. Many citizens on modest pay, especially outside wealthy cities, could be kept apart from their partners.
2. The rule may weigh most heavily on younger people and on women, because they tend to earn less.
3. Put another way, a great many ordinary earners in poorer regions could find the border closed to the person they love.

Where the real disagreement lies: how high the bar can go before it stops testing self-sufficiency and starts deciding who may marry abroad.
""", [
                ("repetition", "Put another way, a great many ordinary earners in poorer regions could find the border closed to the person they love.", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
The strongest case for raising the threshold goes like this: a higher bar could make it less likely that arriving partners rely on public funds, and sponsors with higher incomes may be better able to support a partner while they settle in. A firmer threshold could also help weed out sham marriages entered into purely for immigration purposes.

Steelmanning the critics: many citizens on modest wages, especially outside wealthy cities, could be kept apart from their partners. The rule may weigh most heavily on younger people and women, who tend to earn less. And counting only the sponsor's income could ignore what the arriving partner is able to earn.

Both sides, in fairness, are trying to answer a legitimate question about how couples will manage financially.

Where the real disagreement lies: whether a single income figure is the right way to answer it.
""", [
                ("invented_claim", "A firmer threshold could also help weed out sham marriages entered into purely for immigration purposes", None),
            ]),
            ("dense", None, """
The strongest case for a higher threshold is that it could make arriving partners less likely to rely on public funds, and that better-paid sponsors may be better able to support a partner while they settle in; steelmanning the critics, many citizens on modest wages, particularly outside wealthy cities, could be kept apart from their partners, the rule may weigh most heavily on younger people and women because they tend to earn less, and looking only at the sponsor's income could ignore what the arriving partner is *able* to earn. Where the real disagreement lies: how much weight public finances should carry against keeping couples together.
""", []),
        ],
    },
    {
        "id": "school_collective_worship",
        "topic": "Ending compulsory daily collective worship in state schools",
        "query": "Should the legal requirement for daily collective worship in state schools be scrapped?",
        "perspectives": [
            ("reformers", [
                "Compulsory worship may sit uneasily with pupils and families of other faiths or none.",
                "Many schools already fail to comply, so the law could be bringing itself into disrepute.",
            ]),
            ("defenders", [
                "A daily gathering could give pupils a shared moment of reflection in a busy school day.",
                "Parents who object can already withdraw their children, so the rule may not need changing.",
                "Religious worship may help pupils understand the traditions that have shaped the country.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The strongest case for scrapping the requirement goes like this: compulsory worship may sit uneasily with pupils and families who hold other faiths or none at all, and because many schools already fail to comply, the law could be bringing itself into disrepute. Reformers add that teachers, too, could be pressed into leading acts of worship against their own conscience.

If I were arguing for the defenders, I'd say a daily gathering could give pupils a shared moment of reflection in an otherwise frantic school day. I'd also note that parents who object can rarely withdraw their children in practice, and that religious worship may help pupils understand the traditions that have shaped the country.

Where the real disagreement lies: whether a shared daily act should be explicitly religious or not.
""", [
                ("invented_claim", "Reformers add that teachers, too, could be pressed into leading acts of worship against their own conscience", None),
                ("negation", "parents who object can rarely withdraw their children in practice", (1, 1)),
            ]),
            ("bullets", None, """
Each side has a real argument here, so let me give both their best form.

**The strongest case for reform goes like this:**
- Compulsory worship may sit uneasily with pupils and families of other faiths, or of *no* faith.
- Many schools already ignore the requirement, so the law could be bringing itself into disrepute.

**Steelmanning the defenders:**
- A daily gathering could offer pupils a shared moment of reflection in a crowded school day.
- Parents who object can already withdraw their children, so the rule may not need to change.
- Religious worship may help pupils understand the traditions that shaped the country.

Where the real disagreement lies: what a school owes to the beliefs of its pupils versus the traditions of the country around it.
""", []),
            ("numbered", None, """
The strongest case for abolition goes like this:
1. A compulsory act of worship may sit uneasily with pupils and families of other faiths or none.
2. Many schools already fail to comply, and a law so widely ignored could be bringing itself into disrepute.

Put at its best, the defence of the requirement runs:
1. A daily gathering could give pupils a shared moment of reflection in the middle of a busy school day.
2. Parents who object already have the right to withdraw their children, so the rule may not need changing at all.

Where the real disagreement lies: whether an opt-out is enough to make a compulsory practice fair.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
**Steelmanning the reformers**

Compulsory worship may sit uneasily with pupils and families of other faiths or none. Many schools, particularly secondary academies, already fail to comply, which means the law could be bringing itself into disrepute. And a daily gathering can still give pupils a shared moment of reflection in a busy school day without being an act of worship.

**Steelmanning the defenders**

If I were arguing for keeping the rule, I'd say that parents who object can already withdraw their children, so there may be no need to change it. I'd add that religious worship may help pupils understand the traditions that have shaped the country.

**Where the real disagreement lies:** whether the requirement is an imposition or a shared inheritance.
""", [
                ("added_detail", "particularly secondary academies", (0, 1)),
                ("side_swap", "And a daily gathering can still give pupils a shared moment of reflection in a busy school day without being an act of worship.", (1, 0)),
            ]),
            ("dense", None, """
Steelmanning the reformers, compulsory worship may sit uneasily with pupils and families of other faiths or none, and since many schools already fail to comply, the law could be bringing itself into disrepute; the strongest case for the defenders, meanwhile, is that a daily gathering could offer pupils a shared moment of reflection in a busy day, that objecting parents can already withdraw their children so the rule may not need changing, and that religious worship may help pupils understand the traditions that have shaped the country. Where the real disagreement lies: whether the law should reflect the country's religious heritage or the beliefs of today's pupils.
""", []),
            ("closing", None, """
The strongest case for ending the requirement goes like this: compulsory worship is plainly at odds with every pupil and family of another faith or none, and many schools already fail to comply, so the law could be bringing itself into disrepute.

Steelmanning the defenders: a daily gathering could give pupils a shared moment of reflection in a busy school day. Parents who object can already withdraw their children, so the rule may not need changing. And religious worship may help pupils understand the traditions that shaped the country.

Neither side, it should be said, is against pupils coming together; the quarrel is over what they come together for.

Where the real disagreement lies: whether that daily gathering should be an act of worship at all.
""", [
                ("exaggeration", "compulsory worship is plainly at odds with every pupil and family of another faith or none", (0, 0)),
            ]),
        ],
    },
    {
        "id": "clinical_trial_results_publication",
        "topic": "Legally requiring publication of all clinical trial results",
        "query": "Should it be a legal requirement to publish the results of every clinical trial, including those that fail?",
        "perspectives": [
            ("supporters", [
                "Publishing negative results could stop doctors from overestimating how well treatments work.",
                "Full disclosure may save researchers from repeating trials that have already failed.",
            ]),
            ("industry and some researchers", [
                "Reporting duties could add paperwork that small academic teams struggle to afford.",
                "Early release of detailed data might expose commercially sensitive information to competitors.",
            ]),
        ],
        "variants": [
            ("closing", None, """
The strongest case for a legal duty goes like this: if negative results are published, doctors are less likely to overestimate how well treatments work, and full disclosure may spare researchers from repeating trials that have already failed.

Steelmanning the objectors in industry and academia: new reporting duties could add paperwork that small academic teams struggle to afford, and releasing detailed data early might expose commercially sensitive information to competitors.

Both positions are held in good faith by people who care about medicine working well.

Where the real disagreement lies: how to balance openness about results against the costs and risks of disclosure.
""", []),
            ("prose", None, """
The strongest case for mandatory publication goes like this. When negative results stay in the drawer, doctors may overestimate how well treatments actually work; publishing them could correct that. One audit of European trial registries found that around 40 per cent of completed trials had never posted any results. Full disclosure may also save researchers from running trials that have *already* failed elsewhere.

Put at its best, the objection from industry and some researchers is twofold. Reporting duties could add paperwork that small academic teams struggle to afford. And releasing detailed data early might hand commercially sensitive information to competitors.

Where the real disagreement lies: who should bear the cost of transparency, and when.
""", [
                ("invented_statistic", "One audit of European trial registries found that around 40 per cent of completed trials had never posted any results", None),
            ]),
            ("bullets", None, """
Let me state each side as its best advocates would.

**The strongest case for a legal requirement:**
- Publishing negative results could stop doctors overestimating how effective treatments are.
- Full disclosure may save researchers from repeating trials that have already failed.

**If I were arguing for industry and the sceptical researchers, I'd say:**
- Reporting duties could add paperwork that small academic teams struggle to pay for.
- Early release of detailed data might expose commercially sensitive information to competitors.

Where the real disagreement lies: whether the public benefit of full disclosure outweighs its burden on those who must disclose.
""", []),
            ("numbered", None, """
Here are both sides at their strongest.

The strongest case for compulsory publication goes like this:
1. Negative results, once published, could stop doctors from overestimating how well treatments work.

Steelmanning industry and some researchers:
1. Reporting duties would bury small academic teams in paperwork they simply cannot afford.
2. Detailed data released early might expose commercially sensitive information to competitors.

Where the real disagreement lies: how much disclosure is owed, and how soon, for the results to be useful.
""", [
                ("exaggeration", "Reporting duties would bury small academic teams in paperwork they simply cannot afford", (1, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
The strongest case for a publication law is that negative results, if published, could stop doctors from overestimating how well treatments work, and that full disclosure may save researchers from repeating trials that already failed; steelmanning the other side, industry and some researchers argue that reporting duties could saddle small academic teams with paperwork they struggle to afford, and that releasing detailed data early might expose commercially sensitive information to competitors. Where the real disagreement lies: how far the duty to disclose should reach, and how quickly.
""", []),
            ("headed", None, """
### The case for publication
The strongest case goes like this: publishing negative results could stop doctors from overestimating how well treatments work.

### The case against
Steelmanning industry and some researchers: reporting duties could add paperwork that small academic teams struggle to afford, and early release of detailed data might expose commercially sensitive information to competitors. They also point out that full disclosure may save researchers from repeating trials that have already failed.

### Where the real disagreement lies
Whether the gains in medical knowledge justify the costs of a legal mandate.
""", [
                ("side_swap", "They also point out that full disclosure may save researchers from repeating trials that have already failed.", (0, 1)),
            ]),
        ],
    },
]
