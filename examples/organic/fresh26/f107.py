"""fresh26 batch f107 (written by a separate writer): Replacing short prison sentences with community sentences; Ending jury trials for some mid-level criminal offences to cut court backlogs; Raising the age of criminal responsibility from ten to twelve; Compulsory licensing for builders and home-improvement traders."""

TOPICS = [
    {
        "id": "short_sentences_to_community_orders",
        "topic": "Replacing short prison sentences with community sentences",
        "query": "Should prison sentences of under twelve months be replaced with community sentences for most offenders?",
        "perspectives": [
            ("penal reform campaigners", [
                "Short jail terms often cost offenders their jobs and homes, which can make reoffending more likely.",
                "Community sentences keep offenders in work while they repay the community through unpaid work.",
                "Moving low-level offenders out of prison could ease overcrowding in jails.",
            ]),
            ("victims' groups", [
                "Victims may feel that a community sentence does not reflect the harm done to them.",
                "Some repeat offenders may carry on offending if they are not taken off the streets.",
            ]),
            ("probation officers", [
                "The probation service would need more staff to supervise the extra caseload properly.",
                "Community orders work best when offenders can get quick access to drug and alcohol treatment.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Members will want to be aware that the Ministry of Justice is consulting on whether most prison sentences of under twelve months should give way to community sentences. The Association has heard from members on all sides of this question, and we set out the main positions below.

Penal reform campaigners
Those in favour point out that even a short spell in custody often costs an offender their job and their home, and that losing both can make it more likely they will offend again. A community sentence, by contrast, allows the offender to stay in work while paying something back to the community through unpaid work. Campaigners add that taking low-level offenders out of the prison system could relieve some of the pressure on overcrowded jails.

Victims' groups
Concerns raised by other members include the view of victims' groups that a community sentence may leave victims feeling that the harm done to them has not been properly recognised. They also caution that some repeat offenders may simply carry on offending if they are not removed from the streets.

Probation officers
Members working in probation tell us that the service would need more staff if it is to supervise the additional caseload properly. They also stress that community orders tend to work best when offenders can get swift access to drug and alcohol treatment.

Next steps: the consultation closes on 28 February, and the Association will be preparing a response. Members are warmly invited to send us their views before then.
"""
            , []),
            ("three_perspectives", None, """
Consultation update: short sentences

Members will want to be aware of the proposal to replace most custodial sentences of under a year with sentences served in the community. The Association has heard from members on both sides, and their views can be summarised as follows.

Those in favour, chiefly penal reform campaigners, point out that a short jail term often leaves an offender without a job or a home, and that this can make a return to crime more likely. They note that a community sentence keeps the offender in employment while they repay the community through unpaid work, and they suggest that diverting low-level offenders away from prison could ease overcrowding in our jails.

Concerns raised by other members, particularly victims' groups, include the worry that victims may feel a community sentence does not reflect the harm they have suffered. They also point out that some repeat offenders may go on offending if they are not taken off the streets.

Next steps: the consultation closes at the end of February. As ever, the Association's secretariat would be glad to hear from members who wish to contribute to our response.
"""
            , [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Members will want to be aware that the future of short prison sentences is once again under review, with ministers asking whether community sentences should take their place in most cases. The Association has heard from members across the justice sector, and we summarise the three main strands of opinion below.

1. Penal reform campaigners. Those in favour point out that short jail terms often cost offenders their jobs and their homes, which can in turn make reoffending more likely. They argue that community sentences keep people in work while they make amends through unpaid work in the community, and that moving low-level offenders out of prison could help to ease overcrowding.

2. Victims' groups. Concerns raised by these members centre on public protection: some repeat offenders, they warn, may carry on offending if they are not taken off the streets.

3. Probation officers. Members in the probation service note that victims may feel a community sentence fails to reflect the harm done to them. They add that the service would need more staff to supervise the extra caseload properly, and that community orders work best where offenders can be given quick access to drug and alcohol treatment.

Next steps: the consultation closes on 28 February. Members who would like their views reflected in the Association's submission are asked to write to the policy team.
"""
            , [
                ("side_swap", "victims may feel a community sentence fails to reflect the harm done to them", (1, 0)),
            ]),
            ("three_perspectives", None, """
Members will want to be aware that a consultation is under way on replacing most sentences of under twelve months with community sentences. This is a question on which the Association has heard from members on several sides, and we think it fair to set out each view in turn.

Those in favour, including a number of penal reform campaigners, point out that even a brief prison term often costs the offender a job and a home, and that this can make further offending more likely. In their view, a community sentence has the advantage of keeping the offender in work while they repay the community through unpaid work. They also suggest that moving low-level offenders out of custody could ease overcrowding across the prison estate.

Concerns raised by other members include those of victims' groups, who say that victims may feel a community sentence does not reflect the harm done to them, and who fear that some repeat offenders may carry on offending if they are not taken off the streets.

Our members in the probation service take a more practical view. They tell us that the service would need more staff to supervise a larger caseload properly, and that community orders work best when offenders can get quick access to drug and alcohol treatment.

Next steps: the consultation closes on 28 February. The Association takes no position at this stage and will reflect the range of members' views in its response.
"""
            , []),
            ("three_perspectives", None, """
Members will want to be aware of the current consultation on short prison sentences. In brief, the question is whether most terms of under twelve months should be replaced by community sentences. The Association has heard from members on both sides, and from colleagues in probation.

In favour
Those in favour point out that a short jail term often costs an offender their job and home, which can make reoffending more likely, and that a community sentence keeps the offender in work while they repay the community through unpaid work. Campaigners are confident that moving low-level offenders out of prison will end overcrowding in our jails. They also cite a government-commissioned study which found that well over half of those released from short sentences reoffend within a year.

Against
Concerns raised by other members include the fear among victims' groups that victims may feel a community sentence does not reflect the harm done to them, and that some repeat offenders may carry on offending if they are not taken off the streets.

Probation
Members in the probation service say that it would need more staff to supervise the extra caseload properly, and that community orders work best when offenders can get quick access to drug and alcohol treatment.

Next steps: the consultation closes on 28 February, and members' comments are welcome in the meantime.
"""
            , [
                ("exaggeration", "Campaigners are confident that moving low-level offenders out of prison will end overcrowding in our jails", (0, 2)),
                ("invented_statistic", "They also cite a government-commissioned study which found that well over half of those released from short sentences reoffend within a year", None),
            ]),
            ("three_perspectives", None, """
Short prison sentences: a round-up of members' views

Members will want to be aware that proposals to replace most short prison sentences with community sentences are now out for consultation. The Association has heard from members on both sides, and from those who would have to make any new arrangements work.

Those in favour point out that short spells in jail often cost offenders their jobs and homes, which can make it more likely that they will reoffend. Community sentences, they say, let offenders stay in work while repaying the community through unpaid work, and moving low-level offenders out of prison could ease overcrowding in jails.

Concerns raised by other members include the view of victims' groups that victims may feel a community sentence does not reflect the harm done to them. Those groups also worry that some repeat offenders may carry on offending if they are not taken off the streets.

Probation officers among our membership make two points. First, the probation service would need more staff to supervise the extra caseload properly. Second, community orders work best when offenders can begin drug and alcohol treatment within a fortnight of being sentenced.

Next steps: the consultation closes on 28 February. We would be delighted to hear from any member who wishes to contribute.
"""
            , [
                ("added_detail", "community orders work best when offenders can begin drug and alcohol treatment within a fortnight of being sentenced", (2, 1)),
            ]),
        ],
    },
    {
        "id": "judge_only_trials_for_backlog",
        "topic": "Ending jury trials for some mid-level criminal offences to cut court backlogs",
        "query": "Should some mid-level criminal cases be heard by a judge sitting alone rather than a jury, to clear the court backlog?",
        "perspectives": [
            ("supporters", [
                "Judge-only trials are usually shorter, which could help clear the backlog of cases waiting to be heard.",
                "Long delays can cause witnesses to forget details or withdraw, weakening cases.",
                "Victims and defendants alike suffer when they wait years for a trial.",
            ]),
            ("defence lawyers and civil liberties groups", [
                "Trial by jury is a long-standing safeguard that lets ordinary citizens judge their peers.",
                "The backlog is largely caused by a shortage of judges, courtrooms and lawyers rather than by juries.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Members will want to be aware that the government is consulting on whether some mid-level criminal cases should in future be tried by a judge sitting alone, without a jury, as a way of tackling the backlog in the courts. The Association has heard from members on both sides of this question.

Those in favour point out that trials without a jury are usually shorter, and that this could help to clear the queue of cases waiting to be heard. They also note that long delays can lead witnesses to forget details or to withdraw altogether, which weakens the case, and that victims and defendants alike suffer when they are left waiting years for a trial.

Concerns raised by other members, notably defence practitioners and civil liberties groups, include the loss of a long-standing safeguard: trial by jury, they argue, allows ordinary citizens to sit in judgment on their peers. They further contend that the backlog has been caused largely by a shortage of judges, courtrooms and lawyers, rather than by juries.

Next steps: the consultation closes on 14 March. The Association will draw together members' views in its response, and we would encourage all members with an interest to write to us.
"""
            , []),
            ("bullets", None, """
Jury trials and the court backlog: members' views

Members will want to be aware of proposals to remove the option of jury trial for some mid-level offences. The Association has heard from members on both sides, and the main points are summarised below.

Those in favour point out that:
- trials heard by a judge alone are usually shorter, which could help to clear the backlog of cases awaiting a hearing;
- long delays can cause witnesses to forget details or pull out, weakening the case;
- victims and defendants alike suffer when they have to wait years for their trial.

Concerns raised by other members, chiefly defence lawyers and civil liberties groups, include:
- the loss of trial by jury, a safeguard dating back to Magna Carta that lets ordinary citizens judge their peers;
- the point that, while they accept the backlog is largely down to juries rather than to any shortage of judges, courtrooms and lawyers, they do not believe removing juries is the right answer.

Next steps: the consultation closes on 14 March. Members are welcome to send comments to the policy team at any point before then.
"""
            , [
                ("added_detail", "a safeguard dating back to Magna Carta", (1, 0)),
                ("negation", "while they accept the backlog is largely down to juries rather than to any shortage of judges, courtrooms and lawyers", (1, 1)),
            ]),
            ("numbered", None, """
Members will want to be aware that the Ministry of Justice has invited views on hearing some mid-level criminal cases without a jury. The Association has heard from members on both sides, and we set out the arguments below for ease of reference.

Those in favour point out that:
1. Judge-only trials usually take less time, which could help bring down the number of cases waiting to be heard.
2. Long delays can mean witnesses forget details or drop out, which weakens the case.
3. Shorter hearings without a jury could free up court time and so help reduce the backlog.

Concerns raised by other members, including defence lawyers and civil liberties groups, are that:
4. Trial by jury is a long-standing safeguard, giving ordinary citizens the chance to judge their peers.
5. The backlog largely stems from a shortage of judges, courtrooms and lawyers, not from juries.

Next steps: the consultation closes on 14 March, and the Association will be submitting a response that reflects the range of members' views.
"""
            , [
                ("repetition", "Shorter hearings without a jury could free up court time and so help reduce the backlog", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
Judge-only trials: where members stand

Background
Members will want to be aware that ministers are considering whether some mid-level offences should be tried by a judge alone, in an effort to reduce the number of cases waiting to come to court.

The case for change
Those in favour point out that judge-only trials are usually shorter and could therefore help to clear the backlog. They add that long delays can cause witnesses to forget details or to withdraw, weakening cases, and that both victims and defendants suffer when they wait years for a trial.

The case against
Concerns raised by other members, among them defence lawyers and civil liberties groups, include the erosion of trial by jury, which they regard as a long-standing safeguard that lets ordinary people judge their peers. They also argue that the backlog is largely the result of too few judges, courtrooms and lawyers, rather than of juries.

Next steps
The consultation closes on 14 March. The Association has heard from members on both sides and will reflect that balance in its response.
"""
            , []),
            ("dense", None, """
Members will want to be aware that the government is consulting, until 14 March, on whether some mid-level criminal cases should be heard by a judge alone, with those in favour pointing out that such trials are usually shorter and could help to clear the backlog, that long delays can cause witnesses to forget details or withdraw and so weaken cases, that victims and defendants alike suffer when they wait years for a trial, and that judges, unlike juries, must give reasoned verdicts that can be properly scrutinised on appeal. Concerns raised by other members, chiefly defence lawyers and civil liberties groups, include the loss of trial by jury as a long-standing safeguard that allows ordinary citizens to judge their peers, and the view that the backlog is largely caused by a shortage of judges, courtrooms and lawyers rather than by juries.
"""
            , [
                ("invented_claim", "that judges, unlike juries, must give reasoned verdicts that can be properly scrutinised on appeal", None),
            ]),
            ("closing", None, """
Members will want to be aware of the consultation on judge-only trials for some mid-level offences, which the government presents as a way of reducing delays in the criminal courts. The Association has heard from members on both sides.

Those in favour point out that judge-only trials are always quicker and would clear the backlog of waiting cases. They also observe that long delays can lead witnesses to forget details or withdraw, which weakens cases, and that victims and defendants alike suffer when they must wait years for a trial.

Concerns raised by other members, in particular defence lawyers and civil liberties groups, focus on the value of trial by jury as a long-standing safeguard that allows ordinary citizens to judge their peers.

Next steps: the consultation closes on 14 March. This is a matter on which members hold sincere and differing views, and the Association's aim is simply to ensure that each of them is heard.
"""
            , [
                ("exaggeration", "judge-only trials are always quicker and would clear the backlog of waiting cases", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "age_of_criminal_responsibility_twelve",
        "topic": "Raising the age of criminal responsibility from ten to twelve",
        "query": "Should the age of criminal responsibility be raised from ten to twelve?",
        "perspectives": [
            ("children's charities", [
                "Children of ten and eleven may not fully understand the consequences of their actions.",
                "A criminal record at a young age can follow a child into adulthood and harm their job prospects.",
                "Welfare and family support could tackle the causes of offending better than the courts.",
            ]),
            ("opponents of a change", [
                "Some serious offences are committed by children under twelve, and victims still deserve justice.",
                "The courts already adapt their procedures for young defendants, so the current age causes less harm than critics claim.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Age of criminal responsibility

What is proposed
Members will want to be aware of renewed calls to raise the age of criminal responsibility from ten to twelve, and of the consultation now open on the question.

Views in favour
Those in favour, led by children's charities, point out that children of ten and eleven may not fully grasp the consequences of what they do. They add that a criminal record acquired so young can follow a child into adult life and damage their chances of finding work, and that welfare and family support could do more than the courts to address the causes of offending.

Views against
Concerns raised by other members include the fact that some serious offences are committed by children under twelve, and that their victims still deserve justice. Opponents also note that the courts already adapt their procedures for young defendants, and argue that the present age therefore does less harm than its critics suggest.

Next steps
The consultation closes on 30 April. The Association has heard from members on both sides and will not be taking a view of its own.
"""
            , []),
            ("prose", None, """
Members will want to be aware that the question of raising the age of criminal responsibility from ten to twelve is back on the agenda, and the Association has heard from members on both sides.

Those in favour, including several children's charities, point out that children of ten and eleven may not fully understand the consequences of their actions. They also warn that a criminal record picked up at such a young age can follow a child into adulthood and harm their prospects of employment.

Concerns raised by other members are rather different. Opponents of a change, while accepting that welfare and family support might address the roots of offending more effectively than the courts, stress that some serious offences are committed by children under twelve and that victims still deserve justice. They also argue that the courts already adapt their procedures for young defendants, so that the current age causes less harm than critics claim.

Next steps: the consultation closes on 30 April, and members who wish to contribute to the Association's response are warmly invited to do so.
"""
            , [
                ("side_swap", "while accepting that welfare and family support might address the roots of offending more effectively than the courts", (0, 2)),
            ]),
            ("bullets", None, """
Raising the age of criminal responsibility: summary of members' views

Members will want to be aware of the consultation on raising the age of criminal responsibility from ten to twelve. The Association has heard from members on both sides.

Those in favour point out that:
- children of ten and eleven may not fully understand the consequences of their actions;
- a criminal record picked up at that age will follow a child for life and ruin their chances of ever finding work;
- welfare and family support could tackle the causes of offending better than the courts;
- research cited by the charities suggests that around two in three children convicted before the age of twelve go on to reoffend as adults.

Concerns raised by other members include:
- the fact that some serious offences are committed by children under twelve, whose victims still deserve justice;
- the view that the courts already adapt their procedures for young defendants, so the current age causes less harm than critics claim.

Next steps: the consultation closes on 30 April.
"""
            , [
                ("exaggeration", "a criminal record picked up at that age will follow a child for life and ruin their chances of ever finding work", (0, 1)),
                ("invented_statistic", "research cited by the charities suggests that around two in three children convicted before the age of twelve go on to reoffend as adults", None),
            ]),
            ("numbered", None, """
Members will want to be aware that the consultation on raising the age of criminal responsibility from ten to twelve is now open. The Association has heard from members on both sides, and we summarise the principal arguments below.

Those in favour, chiefly children's charities, point out that:
1. Children aged ten and eleven may not fully appreciate the consequences of their actions.
2. A criminal record gained at a young age can stay with a child into adulthood and harm their job prospects.
3. Welfare and family support could tackle the causes of offending better than the courts can.

Concerns raised by other members who oppose a change include:
4. Some serious offences are committed by children under twelve, and their victims still deserve justice.
5. The courts already adjust their procedures for young defendants, so the current age causes less harm than critics claim.

Next steps: the consultation closes on 30 April. The Association will reflect both sets of views in its submission.
"""
            , []),
            ("dense", None, """
Members will want to be aware that the consultation on raising the age of criminal responsibility from ten to twelve closes on 30 April, and that the Association has heard from members on both sides: those in favour point out that children of ten and eleven may not fully understand the consequences of their actions, that a criminal record acquired so young can follow a child into adulthood and harm their job prospects, and that welfare and family support could tackle the causes of offending better than the courts. Concerns raised by other members include the fact that some serious offences are committed by children under twelve, whose victims still deserve justice, although opponents concede that the courts make few allowances for young defendants in their procedures.
"""
            , [
                ("negation", "although opponents concede that the courts make few allowances for young defendants in their procedures", (1, 1)),
            ]),
            ("closing", None, """
Members will want to be aware that views are being sought on whether the age of criminal responsibility should rise from ten to twelve. The Association has heard from members on both sides.

Those in favour point out that children of ten and eleven may not fully understand what their actions will lead to. They also note that a criminal record at that age can follow a child into adulthood and damage their job prospects, and they believe that welfare and family support could tackle the causes of offending better than the courts.

Concerns raised by other members include the point that some serious offences are committed by children under twelve, and that the victims of those offences still deserve justice. Opponents add that the courts already adapt their procedures for young defendants, and that the current age therefore causes less harm than its critics claim.

Next steps: the consultation closes on 30 April. This is a sensitive area on which reasonable members differ, and the Association will present both positions fairly in its response.
"""
            , []),
        ],
    },
    {
        "id": "builder_trader_licensing",
        "topic": "Compulsory licensing for builders and home-improvement traders",
        "query": "Should builders and home-improvement traders need a licence before they can take on work in people's homes?",
        "perspectives": [
            ("consumer groups", [
                "A licence would make it easier for homeowners to tell reputable traders from rogue ones.",
                "Licensing could give customers a clear route to complain and seek redress when work goes wrong.",
                "Traders who cut corners could lose their licence and be stopped from working.",
            ]),
            ("small building firms", [
                "Licence fees and paperwork may fall hardest on sole traders and small firms.",
                "Extra red tape could worsen existing shortages of skilled tradespeople.",
                "Rogue traders who already ignore the rules are unlikely to apply for a licence.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Members will want to be aware that the government is consulting on a compulsory licensing scheme for builders and home-improvement traders. As this would affect many members directly, the Association has been gathering views and has heard from members on both sides.

Those in favour, principally consumer groups, point out that:
1. A licence would help homeowners to tell reputable traders apart from rogue ones.
2. Licensing could give customers a clear route for complaints and for seeking redress when a job goes wrong.
3. Traders who cut corners could lose their licence and be prevented from working.

Concerns raised by other members, particularly smaller building firms, include:
4. Licence fees and paperwork may bear most heavily on sole traders and small firms.
5. Additional red tape could make the existing shortage of skilled tradespeople worse.
6. Rogue traders who already flout the rules are unlikely to apply for a licence in the first place.

Next steps: the consultation closes on 31 May. Members are encouraged to respond directly as well as through the Association.
"""
            , []),
            ("bullets", None, """
Licensing for builders: what members are telling us

Members will want to be aware of the consultation on licensing builders and home-improvement traders. The Association has heard from members on both sides.

Those in favour point out that:
- a licence would make it easier for homeowners to distinguish reputable traders from rogue ones;
- licensing could offer customers a clear route to complain and seek redress when work goes wrong;
- traders who cut corners could lose their licence and be stopped from working;
- a licensing scheme would give local councils the power to carry out spot checks on building sites.

Concerns raised by other members include:
- licence fees, which would be payable every year, and the associated paperwork may fall hardest on sole traders and small firms;
- extra red tape could worsen the existing shortage of skilled tradespeople;
- rogue traders who already ignore the rules are unlikely to apply for a licence.

Next steps: the consultation closes on 31 May, and the Association will be glad to receive members' comments before then.
"""
            , [
                ("invented_claim", "a licensing scheme would give local councils the power to carry out spot checks on building sites", None),
                ("added_detail", "which would be payable every year", (1, 0)),
            ]),
            ("prose", None, """
Members will want to be aware that proposals for a compulsory licence for builders and home-improvement traders are now out for consultation, and the Association has heard from a good number of members on the subject.

Those in favour, among them several consumer groups, point out that a licence would make it easier for homeowners to tell a reputable trader from a rogue one. They also suggest that licensing could give customers a clear route to complain and to seek redress when work goes wrong, and that traders who cut corners could lose their licence and be stopped from working altogether.

Next steps: the consultation closes on 31 May. The Association will be preparing a response and would welcome members' views.
"""
            , [
                ("omitted_perspective", None, 1),
            ]),
            ("headed", None, """
Builder licensing consultation

The proposal
Members will want to be aware that the government has proposed a compulsory licence for anyone carrying out building or home-improvement work in people's homes.

Arguments in favour
Those in favour point out that a licence would make it simpler for homeowners to tell reputable traders from rogue ones, and that licensing could give customers a clear route to complain and obtain redress when work goes wrong. They add that traders who cut corners could lose their licence and be stopped from working.

Concerns
Concerns raised by other members include the worry that licence fees and paperwork may fall hardest on sole traders and small firms, and that extra red tape could worsen the existing shortage of skilled tradespeople. Some members also observe that rogue traders who already ignore the rules are unlikely to apply for a licence at all.

Next steps
The consultation closes on 31 May. The Association has heard from members on both sides and will represent each view fairly.
"""
            , []),
            ("dense", None, """
Members will want to be aware that the consultation on compulsory licensing for builders and home-improvement traders closes on 31 May, and that the Association has heard from members on both sides: those in favour point out that a licence would make it easier for homeowners to tell reputable traders from rogue ones, could give customers a clear route to complain and seek redress when work goes wrong, and could see traders who cut corners lose their licence and be stopped from working. Concerns raised by other members include the risk that licence fees and paperwork may fall hardest on sole traders and small firms, that extra red tape could worsen existing shortages of skilled tradespeople, and that rogue traders who already ignore the rules are unlikely to apply for a licence in any case.
"""
            , []),
            ("closing", None, """
Members will want to be aware of the consultation on whether builders and home-improvement traders should have to hold a licence before working in people's homes. The Association has heard from members on both sides.

Those in favour point out that a licence would make it easier for homeowners to tell reputable traders from rogue ones, and that licensing could give customers a clear route to complain and seek redress when work goes wrong. They add that traders who cut corners could lose their licence and be stopped from working, citing a trading standards survey in which four in ten complaints about home improvements concerned work left unfinished. Consumer groups themselves acknowledge that rogue traders who already ignore the rules are unlikely to apply for a licence.

Concerns raised by other members include the worry that licence fees and paperwork may fall hardest on sole traders and small firms, and that extra red tape could worsen the existing shortage of skilled tradespeople.

Next steps: the consultation closes on 31 May. Members hold a range of views on this proposal, and the Association's response will aim to reflect them all.
"""
            , [
                ("invented_statistic", "citing a trading standards survey in which four in ten complaints about home improvements concerned work left unfinished", None),
                ("side_swap", "Consumer groups themselves acknowledge that rogue traders who already ignore the rules are unlikely to apply for a licence", (1, 2)),
            ]),
        ],
    },
]
