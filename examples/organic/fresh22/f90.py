"""fresh22 batch f90 (written by a separate writer): Banning fire-and-rehire tactics by employers; A legal right to disconnect from work messages after hours; Allowing trade union strike ballots to be held online; Charging workers fees to bring employment tribunal claims."""

TOPICS = [
    {
        "id": "banning_fire_and_rehire",
        "topic": "Banning fire-and-rehire tactics by employers",
        "query": "Should employers be banned from dismissing staff and rehiring them on worse terms (\"fire and rehire\") to force through changes to their contracts?",
        "perspectives": [
            ("trade unions", [
                "Fire and rehire leaves workers with little real choice but to accept lower pay or worse conditions.",
                "The threat of dismissal could be used to sidestep genuine negotiation with staff representatives.",
            ]),
            ("employers", [
                "Some firms facing serious losses may need to change contracts quickly to avoid closing altogether.",
                "A ban could make businesses more cautious about taking on permanent staff in the first place.",
            ]),
            ("employment lawyers", [
                "Existing unfair dismissal law already offers some protection, though many workers find it hard to use.",
                "A statutory code of practice could curb the worst abuses without an outright ban.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
[1] The question before the court is whether employers should be prohibited from dismissing their staff and re-engaging them on less favourable terms, the practice commonly described as "fire and rehire". Three sets of submissions were received, and I summarise each in turn.

[2] Counsel for the trade unions submitted that the practice leaves workers with little genuine choice but to accept lower pay or worse conditions. It was further contended that the threat of dismissal could be deployed so as to bypass proper negotiation with staff representatives.

[3] The employers' position, in short, is that some firms confronting serious losses may have to alter contracts quickly if they are to avoid closing down entirely. Counsel also submitted that a prohibition could make businesses warier of engaging permanent staff in the first place.

[4] I turn now to the submissions of the employment lawyers, who appeared as interveners. They pointed out that the existing law of unfair dismissal already affords a measure of protection, albeit that many workers find it difficult to invoke in practice. They suggested that a statutory code of practice could restrain the worst abuses without the need for an outright ban.

[5] Having set out the parties' respective positions, I express no view upon them. The matter is left to be determined.
""", []),
            ("three_perspectives", None, """
[1] This judgment concerns the practice known as "fire and rehire", by which an employer dismisses members of its workforce and offers to re-engage them on inferior terms. The issue is whether that practice ought to be prohibited.

The applicants' case

[2] Counsel for the applicant trade unions submitted that fire and rehire leaves workers with little real choice but to accept reduced pay or poorer conditions. It was further contended that the threat of dismissal could be used to sidestep genuine negotiation with staff representatives.

The respondents' case

[3] The respondent employers' position, in short, is that a business facing serious losses may need to change contracts quickly if it is to avoid closure altogether. I note, too, the submission that a ban could render businesses more hesitant about taking on permanent staff at the outset.

[4] Those are the competing submissions. Whether the practice should be prohibited is a matter left to be determined.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
[9] I have received submissions from three quarters on whether the practice of dismissing and re-engaging staff on inferior terms should be outlawed.

[10] Counsel for the applicant trade unions submitted that fire and rehire leaves employees with little real choice but to accept reduced pay or less favourable conditions. It was further contended that the threat of dismissal could be employed to circumvent genuine negotiation with staff representatives. I note that counsel referred to a survey said to show that one worker in ten had been threatened with fire and rehire since 2020.

[11] The respondent employers' position, in short, is that some firms facing serious losses may need to change contracts swiftly if they are to avoid closing altogether. Counsel went on to submit that a ban would inevitably cause every business to turn away from taking on permanent staff.

[12] I turn now to the interveners, the employment lawyers. Their submission was that the existing law of unfair dismissal already provides some protection, although many workers find it difficult to make use of it. A statutory code of practice, they suggested, could curb the worst abuses without recourse to an outright prohibition.

[13] The matter is left to be determined.
""", [
                ("invented_statistic", "counsel referred to a survey said to show that one worker in ten had been threatened with fire and rehire since 2020", None),
                ("exaggeration", "a ban would inevitably cause every business to turn away from taking on permanent staff", (1, 1)),
            ]),
            ("three_perspectives", None, """
[21] It is convenient to take the employers' submissions first.

[22] The employers' position, in short, is twofold. First, some firms facing serious losses may have to vary contracts quickly in order to avoid closing altogether. Secondly, a prohibition could make businesses more reluctant to engage permanent staff in the first place.

[23] Counsel for the applicant trade unions submitted, by contrast, that fire and rehire leaves workers with little real choice other than to accept lower pay or worse conditions. It was further contended that the threat of dismissal could be used to sidestep proper negotiation with staff representatives.

[24] I note the more measured submissions of the employment lawyers who intervened. In their view, the present law of unfair dismissal already gives some protection, though many workers find it hard to use in practice; and a statutory code of practice could curb the worst abuses without an outright ban.

[25] I make no finding upon any of these submissions. The question is left to be determined.
""", []),
            ("three_perspectives", None, """
[1] The issue raised is whether fire and rehire, namely the dismissal of employees followed by an offer of re-engagement on worse terms, ought to be banned. The trade unions appear as applicants, the employers as respondents, and a group of employment lawyers as interveners.

[2] Counsel for the applicants submitted that the practice leaves workers with little real choice but to accept lower pay or poorer conditions.

[3] The respondents' position, in short, is that some firms facing heavy losses may need to change contracts quickly in order to avoid closing altogether. It was further contended on their behalf that a ban could make businesses more cautious about taking on permanent staff in the first place.

[4] I turn now to the interveners. The employment lawyers submitted that existing unfair dismissal law already offers some protection, though many workers find it hard to use. They also observed that the threat of dismissal could be used to sidestep genuine negotiation with staff representatives. Finally, they said that a statutory code of practice would do little to curb the worst abuses.

[5] The matter is left to be determined.
""", [
                ("side_swap", "They also observed that the threat of dismissal could be used to sidestep genuine negotiation with staff representatives", (0, 1)),
                ("negation", "a statutory code of practice would do little to curb the worst abuses", (2, 1)),
            ]),
            ("three_perspectives", None, """
[1] By this application the court is asked to consider whether employers should be barred from using "fire and rehire" to force through changes to their employees' contracts.

**Submissions of the applicants**

[2] Counsel for the trade unions submitted that workers faced with fire and rehire have little real choice but to accept lower pay or worse conditions. It was further contended that the threat of dismissal could be used as a means of avoiding genuine negotiation with staff representatives.

**Submissions of the respondents**

[3] The employers' position, in short, is that some firms facing serious losses, particularly in the aviation and hospitality sectors during the pandemic, may need to change contracts quickly to avoid closing altogether. Counsel added that a ban could make businesses more cautious about taking on permanent staff in the first place.

**Submissions of the interveners**

[4] The employment lawyers drew attention to the existing law of unfair dismissal, which already offers some protection, though many workers find it hard to use. They submitted that a statutory code of practice could curb the worst abuses without an outright ban.

[5] I say nothing as to the merits. The matter is left to be determined.
""", [
                ("added_detail", "particularly in the aviation and hospitality sectors during the pandemic", (1, 0)),
            ]),
        ],
    },
    {
        "id": "right_to_disconnect",
        "topic": "A legal right to disconnect from work messages after hours",
        "query": "Should workers have a legal right to ignore work emails and calls outside their working hours?",
        "perspectives": [
            ("workers' groups", [
                "Constant after-hours messages can blur the line between work and home and add to stress and burnout.",
                "Many workers may feel unable to ignore their manager's messages unless the law gives them a right to do so.",
            ]),
            ("employers' groups", [
                "Some roles, such as those dealing with clients in other time zones, may need staff to respond outside set hours.",
                "A one-size-fits-all law could take away flexibility that many employees themselves value.",
            ]),
        ],
        "variants": [
            ("prose", None, """
[1] The applicants, a number of workers' groups, seek recognition of a legal right for employees to disregard work emails and calls outside their contracted hours. The application is resisted by the employers' groups.

[2] Counsel for the applicants submitted that a constant flow of messages after hours can erode the boundary between work and home life and contribute to stress and burnout. It was further contended that many workers may feel unable to ignore messages from their managers unless the law confers on them an express right to do so.

[3] The respondents' position, in short, is that certain roles, for instance those serving clients in other time zones, may require staff to respond outside set hours. Counsel also submitted that a single law applied uniformly to every workplace could strip away flexibility that many employees themselves value.

[4] The matter is left to be determined.
""", []),
            ("bullets", None, """
[6] The submissions advanced on behalf of the workers' groups may be summarised as follows:

(a) constant messages after hours can blur the line between work and home, and add to stress and burnout;

(b) many workers may feel that they cannot ignore their manager's messages without a legal right to do so; and

(c) such messages are increasingly sent through personal messaging apps, where no workplace policy can reach them.

[7] The employers' groups, for their part, submitted that some roles, such as those dealing with clients in other time zones, may need staff to respond outside their set hours.

[8] The question whether a right to disconnect should be conferred is left to be determined on another occasion.
""", [
                ("invented_claim", "such messages are increasingly sent through personal messaging apps, where no workplace policy can reach them", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
[14] I turn now to the substance of the competing submissions on whether a legal right to disconnect should exist.

[15] Counsel for the workers' groups submitted that after-hours emails and calls can blur the line between work and home, adding to stress and to burnout.

[16] It was further contended that many employees may feel they cannot disregard a message from their manager unless the law gives them a right to do so.

[17] Counsel for the employers' groups submitted that some roles, such as those covering clients in other time zones, may require staff to respond outside set hours.

[18] It was also contended on the employers' behalf that a one-size-fits-all law could remove a flexibility that many employees themselves value.

[19] Nothing in this judgment should be taken as expressing a view upon those submissions; the matter is left to be determined.
""", []),
            ("headed", None, """
**Introduction**

[1] The question is whether workers should enjoy a legal right to ignore work messages outside their working hours.

**The workers' groups**

[2] Counsel for the workers' groups submitted that constant messages after hours can blur the boundary between work and home, adding to stress and burnout. I note, however, that counsel conceded that many workers already feel free to disregard their manager's messages without any legal right to do so.

**The employers' groups**

[3] The respondents' position, in short, is that some roles, such as those dealing with clients in other time zones, may need staff to respond outside set hours. It was further contended that a one-size-fits-all law could deprive many employees of flexibility they themselves value.

**Conclusion**

[4] I express no view as to which position is to be preferred. The matter is left to be determined.
""", [
                ("negation", "many workers already feel free to disregard their manager's messages without any legal right to do so", (0, 1)),
            ]),
            ("dense", None, """
[3] In summary, counsel for the workers' groups submitted that constant after-hours messages can blur the line between work and home and add to stress and burnout, and that many workers may feel unable to ignore their manager's messages without a legal right to do so; the employers' groups, by contrast, contended that some roles, such as those involving clients in other time zones, may need staff to respond outside set hours, and that a one-size-fits-all law could take away flexibility which many employees themselves value.

[4] Whether a right to disconnect should be conferred is a matter left to be determined.
""", []),
            ("closing", None, """
[1] These are the submissions on whether a legal right to disconnect from work outside working hours ought to be introduced.

[2] Counsel for the applicant workers' groups submitted that after-hours messages invariably cause stress and burnout in every workplace where they are sent, by erasing the line between work and home. It was further contended that many workers may feel unable to ignore their manager's messages without a legal right to do so.

[3] The position of the respondent employers' groups, in short, is that some roles, such as those with clients in other time zones, may require staff to respond outside set hours, and that a one-size-fits-all law could remove flexibility that many employees value.

[4] Both positions were advanced with care and conviction, and I am grateful to counsel on each side.

[5] The matter is left to be determined.
""", [
                ("exaggeration", "after-hours messages invariably cause stress and burnout in every workplace where they are sent", (0, 0)),
            ]),
        ],
    },
    {
        "id": "online_strike_ballots",
        "topic": "Allowing trade union strike ballots to be held online",
        "query": "Should trade unions be allowed to hold strike ballots online rather than only by post?",
        "perspectives": [
            ("trade unions", [
                "Postal ballots are slow and costly for unions to organise.",
                "Voting online could make it easier for many members, such as shift workers, to take part.",
            ]),
            ("critics", [
                "Online voting may be more open to hacking or to members being pressured while they vote.",
                "A postal vote gives members time to weigh a serious decision that could cost them pay.",
                "Any online system would need independent checks, which could take years to set up properly.",
            ]),
        ],
        "variants": [
            ("closing", None, """
[1] The application concerns whether trade unions should be permitted to conduct strike ballots online rather than solely by post. The critics of that proposal appear as respondents.

[2] Counsel for the unions submitted that postal ballots are slow and expensive to organise. It was further contended that online voting could make participation easier for many members, shift workers among them.

[3] The respondents' position, in short, is threefold. Online voting, they said, may be more exposed to hacking, whether by hostile foreign states or otherwise, and to members being put under pressure as they cast their votes. A postal vote, in contrast, allows members time to weigh a serious decision that could cost them pay. And any online system would require independent checks, which might take years to establish properly.

[4] Each side presented its case with conspicuous care, and I am obliged to counsel.

[5] The matter is left to be determined.
""", [
                ("added_detail", "whether by hostile foreign states or otherwise", (1, 0)),
            ]),
            ("prose", None, """
[1] I turn now to the question whether trade unions ought to be allowed to ballot their members on industrial action online.

[2] Counsel for the applicant unions submitted that postal ballots are slow and costly to organise, and that voting online could make it easier for many members, such as those working shifts, to take part. It was further contended that online ballots have been used without difficulty in union leadership elections for many years. I note that counsel cited figures suggesting that turnout in postal strike ballots averages only around 40 per cent.

[3] The critics' position, in short, is that online voting may be more vulnerable to hacking or to members being pressured while they vote. Counsel for the critics submitted that a postal vote gives members time to reflect upon a serious decision that could cost them pay, and that any online system would need independent checks which could take years to put in place properly.

[4] The matter is left to be determined.
""", [
                ("invented_claim", "online ballots have been used without difficulty in union leadership elections for many years", None),
                ("invented_statistic", "turnout in postal strike ballots averages only around 40 per cent", None),
            ]),
            ("headed", None, """
*The issue*

[31] The issue is whether statutory strike ballots should be capable of being held online.

*The unions' submissions*

[32] Counsel for the trade unions submitted that postal ballots are slow and costly to organise. Voting online, it was said, could make it easier for many members, shift workers in particular, to take part.

*The critics' submissions*

[33] Those opposing the change contended that online voting may be more open to hacking or to members being pressured while they vote. They further submitted that a postal vote gives members time to weigh a serious decision which could cost them pay. Lastly, they said that any online system would need independent checks, and that these could take years to set up properly.

*Disposal*

[34] The matter is left to be determined.
""", []),
            ("numbered", None, """
[1] This judgment summarises the submissions made on whether strike ballots should be permitted to take place online.

[2] Counsel for the applicant trade unions submitted that postal ballots are slow and costly to organise.

[3] It was further contended that voting online would make it easier for every member, without exception, to take part.

[4] The position of the critics, who appear as respondents, is in short that online voting may be more open to hacking or to members being pressured while they vote.

[5] Counsel for the respondents also submitted that a postal vote gives members time to weigh a serious decision that could cost them pay.

[6] Finally, I note the respondents' concern that an online ballot could be hacked, or that members could be pressured as they cast their votes.

[7] The matter is left to be determined.
""", [
                ("exaggeration", "voting online would make it easier for every member, without exception, to take part", (0, 1)),
                ("repetition", "an online ballot could be hacked, or that members could be pressured as they cast their votes", (1, 2)),
            ]),
            ("bullets", None, """
[12] The submissions may be shortly stated.

[13] For the trade unions, counsel submitted that:

(a) postal ballots are slow and costly to organise; and

(b) voting online could make it easier for many members, including shift workers, to take part.

[14] For the critics, it was contended that:

(a) online voting may be more open to hacking, or to members being pressured while they vote;

(b) a postal vote gives members time to weigh a serious decision that could cost them pay; and

(c) any online system would need independent checks, which could take years to set up properly.

[15] I decide nothing at this stage. The matter is left to be determined.
""", []),
            ("dense", None, """
[8] The competing submissions may be summarised in a single paragraph: counsel for the trade unions submitted that postal ballots are slow and costly to organise and that voting online could make it easier for many members, such as shift workers, to take part; the critics' position, in short, is that online voting may be more open to hacking or to members being pressured while they vote, that a postal vote does not in truth give members any more time to weigh a decision that could cost them pay, and that any online system would need independent checks which could take years to set up properly.

[9] The matter is left to be determined.
""", [
                ("negation", "a postal vote does not in truth give members any more time to weigh a decision that could cost them pay", (1, 1)),
            ]),
        ],
    },
    {
        "id": "employment_tribunal_fees",
        "topic": "Charging workers fees to bring employment tribunal claims",
        "query": "Should workers have to pay a fee to bring a claim to an employment tribunal?",
        "perspectives": [
            ("supporters", [
                "A fee could discourage weak or vexatious claims that cost employers time and money to defend.",
                "People who bring claims could pay something towards the cost of running tribunals rather than leaving it all to taxpayers.",
            ]),
            ("opponents", [
                "Many low-paid workers may be unable to afford a fee and so be shut out of justice.",
                "Fewer claims could mean that employers who break employment law face less risk of being challenged.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
[1] The question is whether a worker should be required to pay a fee before bringing a claim in the employment tribunal.

[2] Counsel for the supporters of fees submitted that a fee could discourage weak or vexatious claims, such as those brought by senior executives seeking better severance terms, which cost employers time and money to defend.

[3] Counsel for the opponents submitted that many low-paid workers may be unable to afford a fee and would thereby be shut out of justice.

[4] It was further contended on the opponents' behalf that fewer claims could mean that employers who break employment law face less risk of being challenged.

[5] The opponents also submitted that those who bring claims could pay something towards the running costs of tribunals, rather than the whole burden falling on taxpayers.

[6] The matter is left to be determined.
""", [
                ("added_detail", "such as those brought by senior executives seeking better severance terms", (0, 0)),
                ("side_swap", "The opponents also submitted that those who bring claims could pay something towards the running costs of tribunals, rather than the whole burden falling on taxpayers", (0, 1)),
            ]),
            ("dense", None, """
[5] Counsel for the supporters submitted that a fee could deter weak or vexatious claims that cost employers time and money to defend, and that people who bring claims could contribute something towards the cost of running tribunals instead of leaving it all to taxpayers, whereas counsel for the opponents contended that many low-paid workers may be unable to afford a fee and would thus be shut out of justice, and that a fall in claims could mean that employers who break employment law face less risk of being challenged.

[6] The matter is left to be determined.
""", []),
            ("prose", None, """
[1] I turn now to the submissions on whether a fee should be payable by a worker who brings a claim before an employment tribunal.

[2] Counsel for the supporters submitted that a fee could discourage weak or vexatious claims which cost employers time and money to defend. It was further contended that those who use tribunals could pay something towards the cost of running them, rather than leaving the whole cost to the taxpayer.

[3] The opponents' position, in short, is that many low-paid workers may be unable to afford a fee, with the consequence that they would be shut out of justice.

[4] The matter is left to be determined.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
[1] This judgment sets out, without deciding between them, the competing submissions on fees for employment tribunal claims.

[2] Counsel for the supporters of a fee submitted that it could discourage weak or vexatious claims that cost employers time and money to defend. It was further contended that claimants could pay something towards the cost of running tribunals, rather than leaving the entire burden to taxpayers.

[3] Counsel for the opponents submitted that many low-paid workers may be unable to afford a fee and would thus be shut out of justice. I note, too, the submission that fewer claims could mean that employers who break employment law face less risk of being challenged.

[4] I record my gratitude to counsel for the clarity of their submissions.

[5] The matter is left to be determined.
""", []),
            ("headed", None, """
**The supporters' case**

[1] Counsel for the supporters submitted that a fee could discourage weak or vexatious claims that cost employers time and money to defend. It was further contended that a fee would encourage both parties to settle their differences through conciliation before any claim was issued. Counsel also submitted that those who bring claims could pay something towards the cost of running tribunals, rather than leaving it all to taxpayers.

**The opponents' case**

[2] The opponents' position, in short, is that many low-paid workers may be unable to afford a fee and would thereby be shut out of justice. They further contended that fewer claims could mean that employers who break employment law face less risk of being challenged.

**Conclusion**

[3] The matter is left to be determined.
""", [
                ("invented_claim", "a fee would encourage both parties to settle their differences through conciliation before any claim was issued", None),
            ]),
            ("bullets", None, """
[20] The submissions advanced by the supporters of fees were, in summary:

(a) that a fee could discourage weak or vexatious claims which cost employers time and money to defend; and

(b) that those who bring claims could contribute something to the cost of running tribunals, rather than leaving it all to taxpayers.

[21] Against that, the opponents submitted:

(a) that many low-paid workers may be unable to afford a fee and so be shut out of justice; and

(b) that fewer claims could mean that employers who break employment law run less risk of being challenged.

[22] The matter is left to be determined.
""", []),
        ],
    },
]
