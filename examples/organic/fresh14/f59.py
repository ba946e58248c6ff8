"""Fresh14 batch f59 (written by a separate writer): Ending no-fault evictions for private tenants; Requiring human review of AI-screened job applications; Allocating research grants partly by lottery; Playing domestic league football matches abroad."""

TOPICS = [
    {
        "id": "ending_no_fault_evictions_private_tenants",
        "topic": "Ending no-fault evictions for private tenants",
        "query": "Should landlords lose the right to evict private tenants without giving a reason?",
        "perspectives": [
            ("tenant groups", [
                "Ending no-fault evictions would give renters more security to put down roots in a community.",
                "Tenants could report disrepair without fearing they will be asked to leave in retaliation.",
            ]),
            ("landlords", [
                "Landlords may struggle to regain their property quickly when they need to sell or move back in.",
                "Some smaller landlords could leave the market, reducing the supply of rented homes.",
            ]),
            ("courts and councils", [
                "Eviction cases would need grounds to be proven, which could add to backlogs in the courts.",
                "Fewer sudden evictions could ease pressure on council homelessness services.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Interviewer:** Dr Osei, there's been a lot of talk about ending so-called no-fault evictions. Let's start with the tenants. What's their case?

**Dr Osei:** Well, the main thing you hear from tenant groups is security. If a landlord can't just ask you to leave without giving a reason, then you can actually put down roots in a community, rather than always wondering when you'll next be packing boxes. And the second point, which I think matters a great deal to them, is repairs. The argument is that tenants could report disrepair without that nagging fear of being asked to leave in retaliation.

**Interviewer:** And landlords? I imagine they're less keen.

**Dr Osei:** I think it's fair to say they have two worries. One, if they need to sell the property, or move back into it themselves, they may struggle to get it back quickly. Two, and this is more of a market-wide point, some of the smaller landlords could decide it's not worth the bother and leave, which would reduce the supply of rented homes.

**Interviewer:** There's a third group in all this, isn't there? The courts and the local councils.

**Dr Osei:** Yes, and to be honest they're pulled both ways. On the one hand, if every eviction needs grounds that have to be proven, that's more contested cases, and that could add to backlogs in the courts. On the other hand, fewer sudden evictions could ease some of the pressure on council homelessness services.
""", []),
            ("three_perspectives", None, """
Q: What's the argument for scrapping no-fault evictions?

A: So, from the tenants' side, there are really two points. One is stability: if you can't be moved on without a reason, you've got the security to put down roots in a community. The other is about repairs. Tenants could raise disrepair with their landlord without worrying that they'll be asked to leave as a sort of retaliation.

Q: And what do landlords say to that?

A: Well, the main thing you hear from landlords is about getting the property back. If they need to sell, or they want to move back in, they may struggle to regain possession quickly. And I think the other worry, which is more about the wider market, is that some of the smaller landlords could simply leave, and that would reduce the supply of rented homes.

Q: So it's a trade-off, really.

A: Very much so, yes.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
**Interviewer:** Let's take the three groups in turn. Tenants first: why do they want this?

**Dr Osei:** Security, mainly. The thinking is that if you can't be evicted without a reason, you've got a proper chance to put down roots in a community. And then there's disrepair. The argument you hear is that ending no-fault evictions will put a stop to retaliatory evictions altogether, so tenants can report problems freely. There was a survey a while back, I think it found roughly one in four private renters had held off reporting a repair for fear of losing their home.

**Interviewer:** And the landlords?

**Dr Osei:** They'd say, look, if I need to sell, or move back in myself, I may struggle to get the place back quickly. And there's a concern that some smaller landlords could leave the market, which would cut the number of rented homes available.

**Interviewer:** What about the courts and councils?

**Dr Osei:** Mixed, honestly. Eviction cases would need grounds to be proven, and that could add to the court backlogs. But fewer sudden evictions could also ease the pressure on council homelessness services, so it's not all one way for them.
""", [
                ("exaggeration", "ending no-fault evictions will put a stop to retaliatory evictions altogether, so tenants can report problems freely", (0, 1)),
                ("invented_statistic", "There was a survey a while back, I think it found roughly one in four private renters had held off reporting a repair for fear of losing their home", None),
            ]),
            ("three_perspectives", None, """
**Interviewer:** Quick overview first: who's for ending no-fault evictions, who's against, and who's somewhere in the middle?

**Dr Osei:** Well, broadly speaking, tenant groups are for it, landlords are wary of it, and the courts and local councils are, I'd say, a bit caught in between.

**Interviewer:** Let's start with the landlords, then. What's bothering them?

**Dr Osei:** There are really two worries. One, if a landlord needs to sell the place, or wants to move back in, they may struggle to regain it quickly. Two, and this is the one people looking at the market as a whole tend to pick up on, some smaller landlords could decide to leave, and that would reduce the supply of rented homes.

**Interviewer:** And tenants would say what?

**Dr Osei:** Tenant groups would say it's about being able to put down roots. If you're not going to be moved on without a reason, you can settle into a community properly. And, you know, they'd also say tenants could report disrepair without being afraid that they'll be asked to leave in retaliation.

**Interviewer:** And the courts and councils?

**Dr Osei:** For the courts, the issue is that every eviction case would need grounds to be proven, and that could add to backlogs. For councils it's rather more hopeful, I think: fewer sudden evictions could ease pressure on their homelessness services.
""", []),
            ("three_perspectives", None, """
**Interviewer:** Dr Osei, the tenants' case first, if you would.

**Dr Osei:** Sure. It's really two things, and they go together: renters would have more security, enough to put down roots in a community, and they could report disrepair without that fear of being asked to leave in retaliation.

**Interviewer:** And what do landlords say?

**Dr Osei:** Their main concern, I think it's fair to say, is getting the property back. If they need to sell, or move back in themselves, they may struggle to do that quickly.

**Interviewer:** Then there are the courts and the councils.

**Dr Osei:** Yes. The courts would be hearing eviction cases where grounds have to be proven, which could add to the backlogs. Councils, on the other hand, could see less pressure on their homelessness services if there are fewer sudden evictions, although councils are also worried that some smaller landlords could sell up and leave the market, which would mean fewer rented homes to go round.
""", [
                ("side_swap", "councils are also worried that some smaller landlords could sell up and leave the market, which would mean fewer rented homes to go round", (1, 1)),
            ]),
            ("three_perspectives", None, """
Q: Let's begin with the institutions that would have to deal with this. What do the courts and councils make of it?

A: To be honest, it cuts both ways for them. If landlords have to prove grounds for every eviction, those cases have to be argued out, and that could add to backlogs in the courts. But at the same time, if there are fewer sudden evictions, that could take some of the pressure off council homelessness services.

Q: And the tenants' side?

A: I think the core of it is security, the idea that renters could put down roots in a community instead of living from one tenancy to the next. And the second piece is disrepair: tenants could report problems without the fear that they'll be asked to leave as payback.

Q: What do the landlords say to that?

A: Well, they've got a practical worry and a market worry. The practical one is that when they need to sell, or move back in themselves, they may struggle to regain the property quickly. The market one is that some smaller landlords could leave altogether, which would mean a smaller supply of rented homes.
""", []),
        ],
    },
    {
        "id": "human_review_ai_cv_screening",
        "topic": "Requiring human review of AI-screened job applications",
        "query": "Should employers be required to have a person review any job application that an AI screening tool rejects?",
        "perspectives": [
            ("supporters", [
                "AI screening tools can reproduce biases found in past hiring data.",
                "Applicants deserve to have a human look at their application before being turned down.",
            ]),
            ("employers", [
                "Reviewing every rejected application by hand would be costly for firms that receive thousands of applications.",
                "Human reviewers may bring their own biases and could be less consistent than software.",
                "Slower screening could mean longer waits for applicants to hear back.",
            ]),
        ],
        "variants": [
            ("prose", None, """
**Interviewer:** The proposal is that if an AI tool rejects your job application, a person has to look at it before that decision stands. What's the case for that?

**Dr Osei:** Well, supporters start from the point that these screening tools can end up reproducing whatever biases were in the past hiring data they work from. And then there's a more, I suppose, principled argument, which is simply that applicants deserve to have a human being look at their application before they're turned down.

**Interviewer:** And employers? What do they say?

**Dr Osei:** Employers have a few objections. The obvious one is cost: if you're a firm getting thousands of applications, checking every rejected one by hand would be expensive. They also point out that human reviewers bring their own biases too, though they'd generally be at least as consistent as the software. And then there's the knock-on for applicants themselves, because slower screening could mean people wait longer to hear back.
""", [
                ("negation", "though they'd generally be at least as consistent as the software", (1, 1)),
            ]),
            ("numbered", None, """
Q: Let's start with the critics this time. What are employers worried about?

A: There are really three worries.

1. One, cost. Reviewing every rejected application by hand would be expensive, especially for firms that get thousands of them.
2. Two, people aren't neutral either. Human reviewers may bring their own biases, and they could well be less consistent than the software.
3. Three, time. If screening slows down, applicants could end up waiting longer to hear back.

Q: And what do supporters of the rule say?

A: Well, it boils down to two points, I'd say.

1. The AI tools can reproduce biases that are sitting in past hiring data.
2. Applicants deserve to have a human look at their application before they're rejected.
""", []),
            ("headed", None, """
### The case for a human check

**Interviewer:** What's driving the push for human review?

**Dr Osei:** I think the central worry is bias. The screening tools can reproduce biases that were present in past hiring data, so whatever skew there was in the old decisions can carry straight on into the new ones.

### The employers' view

**Interviewer:** And what do employers say?

**Dr Osei:** Three things, mainly. Cost, first of all: reviewing every rejection by hand would be costly if you're receiving thousands of applications. Then, human reviewers may bring biases of their own and could be less consistent than the software. And slower screening could mean applicants wait longer to hear back.

### Summing up

**Interviewer:** So where does that leave the supporters?

**Dr Osei:** Well, they'd come back to the same point, really: that an automated tool working from old hiring decisions can simply repeat whatever unfairness was in them. It's a genuine tension.
""", [
                ("repetition", "that an automated tool working from old hiring decisions can simply repeat whatever unfairness was in them", (0, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
Q: Who wants this rule, and why?

A: Supporters, mainly, and their first argument is about bias: the tools can reproduce biases found in past hiring data. Their second is more about fairness to the individual, that before someone's turned down, a human should at least look at their application. And they'd add that a human check would give rejected candidates a clearer explanation of why they didn't get through.

Q: And what do the employers say?

A: Well, the main thing you hear from employers is cost. For firms getting thousands of applications, reviewing every rejection by hand would be expensive; some reckon it would mean taking on whole new recruitment teams. They'd also say human reviewers may bring their own biases and could be less consistent than software, and that slower screening might leave applicants waiting longer for an answer.

Q: Any final thought?

A: Honestly, it comes down to which risks you think matter more, and reasonable people come down on different sides of that.
""", [
                ("invented_claim", "they'd add that a human check would give rejected candidates a clearer explanation of why they didn't get through", None),
                ("added_detail", "some reckon it would mean taking on whole new recruitment teams", (1, 0)),
            ]),
            ("bullets", None, """
**Interviewer:** Can you give us the quick version of each side?

**Dr Osei:** Sure, let me just run through them. On the supporters' side:

- the AI tools can reproduce biases that were there in past hiring data, that's the big one, I think;
- and, as a matter of principle, applicants deserve a human look before being turned down.

On the employers' side:

- hand-checking every rejected application would be costly when you're getting thousands of them;
- human reviewers may have their own biases, and could be less consistent than the software;
- and, to be honest, slower screening could mean longer waits for applicants to hear back.
""", []),
            ("dense", None, """
Q: So what's the case for making a person review AI rejections? A: Well, I think it's fair to say it rests on two things: the worry that these tools can reproduce the biases found in past hiring data, and the sense that applicants deserve to have a real person look at their application before they're turned away. Q: And the critics, mostly employers? A: They'd say, first, that reviewing every rejected application by hand would be costly, especially for firms that receive thousands, and second, that human reviewers may bring their own biases and could be less consistent than the software anyway.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
    {
        "id": "research_grant_lottery",
        "topic": "Allocating research grants partly by lottery",
        "query": "Should research funders award some grants by random draw among proposals that pass a quality threshold?",
        "perspectives": [
            ("supporters", [
                "A lottery among fundable proposals could reduce the bias that creeps into panel rankings.",
                "It would save reviewers time spent making fine distinctions between similarly strong bids.",
                "Random selection may give riskier, unconventional ideas a fairer chance.",
            ]),
            ("critics", [
                "Leaving funding to chance could undermine public trust in how research money is spent.",
                "Researchers may feel that careful work on a proposal goes unrewarded.",
            ]),
        ],
        "variants": [
            ("dense", None, """
Q: Some people want research grants handed out partly by lottery. What's the appeal? A: Well, the idea is that you only draw lots among proposals that are already judged fundable, and supporters say that could cut down the bias that creeps into panel rankings, save reviewers the time they spend splitting hairs between similarly strong bids, and, I think this is an interesting one, maybe give riskier, more unconventional ideas a fairer chance. Q: And the critics? A: Two main concerns, to be honest: leaving funding to chance could undermine public trust in how research money gets spent, and researchers might feel that all the careful work they put into a proposal goes unrewarded.
""", []),
            ("prose", None, """
**Interviewer:** Let's begin with the sceptics. What worries them about funding research by lottery?

**Dr Osei:** The big one you hear is trust. If you leave funding to chance, the concern is that it could undermine public trust in how research money is being spent. There's also a more personal point, that researchers might feel the careful work they put into a proposal just isn't rewarded. And some critics worry people could game the system by submitting lots of proposals to get more tickets in the draw.

**Interviewer:** And the supporters?

**Dr Osei:** They'd say panel rankings aren't as objective as they look, and a lottery among fundable proposals could reduce the bias that creeps in. It would also save reviewers time, because they'd no longer have to make those very fine distinctions between bids that are, frankly, similarly strong. And random selection may give riskier, unconventional ideas a fairer chance.
""", [
                ("invented_claim", "some critics worry people could game the system by submitting lots of proposals to get more tickets in the draw", None),
            ]),
            ("closing", None, """
Q: What's the strongest case for a grant lottery?

A: Well, I'd say there are three arguments you hear. One, a lottery among the fundable proposals could reduce the bias that tends to creep into panel rankings. Two, it would save reviewers the time they spend drawing fine distinctions between bids that are similarly strong. And three, random selection may give riskier, unconventional ideas a fairer chance than they'd otherwise have.

Q: And the case against?

A: The critics worry that leaving funding to chance could undermine public trust in how research money is spent. And there's a morale point too, that researchers may feel the careful work they put into a proposal goes unrewarded.

Q: So where does that leave funders?

A: Honestly, it's a judgement call about what you value most in the system, and I don't think there's an obvious right answer.
""", []),
            ("bullets", None, """
**Interviewer:** Could you lay out the two sides for us?

**Dr Osei:** Of course. Supporters make two points, really:

- a lottery among fundable proposals could reduce the bias that creeps into panel rankings;
- and it'd save reviewers the time they currently spend making fine distinctions between bids that are similarly strong.

Critics, for their part, would say:

- leaving funding to chance will undermine public trust in how research money is spent, and they're quite firm on that;
- researchers may feel that careful work on a proposal goes unrewarded;
- and, interestingly, even critics will grant that random selection may give riskier, unconventional ideas a fairer chance.
""", [
                ("exaggeration", "leaving funding to chance will undermine public trust in how research money is spent, and they're quite firm on that", (1, 0)),
                ("side_swap", "even critics will grant that random selection may give riskier, unconventional ideas a fairer chance", (0, 2)),
            ]),
            ("headed", None, """
### The argument for

**Interviewer:** Dr Osei, why would anyone want to fund science by drawing lots?

**Dr Osei:** It sounds odd, I know. But supporters would say, first, that a lottery among fundable proposals could reduce the bias that creeps into how panels rank things. Second, it would save reviewers time, because they wouldn't have to agonise over fine distinctions between similarly strong bids. And third, random selection may give riskier, unconventional ideas a fairer chance.

### The argument against

**Interviewer:** And what do the critics say?

**Dr Osei:** Well, the main thing you hear is that leaving funding to chance could undermine public trust in how research money is spent. The other point is about the researchers themselves: they may feel that the careful work they put into a proposal goes unrewarded.
""", []),
            ("numbered", None, """
Q: What do people who favour grant lotteries argue?

A: There are really three points.

1. A lottery among fundable proposals could reduce the bias that creeps into panel rankings.
2. It would save reviewers the time they spend making fine distinctions between bids that are similarly strong.
3. Random selection may give riskier, unconventional ideas a fairer chance.

Q: And what do the critics say?

A: Two things, mainly.

1. Leaving it to chance could undermine public trust in how research money is spent.
2. Researchers may feel that their careful work, and we're talking about a proposal you might have spent three months writing, goes unrewarded.
""", [
                ("added_detail", "we're talking about a proposal you might have spent three months writing", (1, 1)),
            ]),
        ],
    },
    {
        "id": "league_football_matches_abroad",
        "topic": "Playing domestic league football matches abroad",
        "query": "Should top football leagues be allowed to stage some of their regular-season matches in other countries?",
        "perspectives": [
            ("leagues and clubs", [
                "Overseas matches could grow the league's global fan base and commercial income.",
                "Extra revenue might help clubs compete for players with richer leagues.",
            ]),
            ("critics", [
                "Local season-ticket holders would lose a home game they have paid for.",
                "Long-haul travel could add to player fatigue during a crowded season.",
                "Moving matches abroad may weaken the link between clubs and their communities.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### The clubs' case

**Interviewer:** Why would a league want to play regular-season games abroad?

**Dr Osei:** Well, it's mostly about growth. The leagues and clubs argue that overseas matches could grow their global fan base and bring in more commercial income. I saw a figure suggesting that something like two-thirds of some big clubs' social media followers are already based overseas. And the extra revenue, they'd say, might help them compete for players with richer leagues.

### The objections

**Interviewer:** And what do the critics say?

**Dr Osei:** There are really three worries. One, local season-ticket holders would lose a home game they've already paid for. Two, the long-haul travel could add to player fatigue in what's a crowded season. Three, moving matches abroad may weaken the link between clubs and their communities.
""", [
                ("invented_statistic", "I saw a figure suggesting that something like two-thirds of some big clubs' social media followers are already based overseas", None),
            ]),
            ("closing", None, """
Q: Let's start with the critics. What's the objection to taking league games overseas?

A: I think it's fair to say there are three strands. The most immediate is that local season-ticket holders would lose a home game they've paid for. Then there's the players: long-haul travel could add to their fatigue during what's already a crowded season. And there's a broader worry that moving matches abroad may weaken the link between clubs and their communities.

Q: And the leagues and clubs?

A: Well, they'd say overseas matches could grow the league's global fan base and its commercial income, and that the extra revenue might help clubs compete for players with richer leagues.

Q: Any closing thought?

A: Only that it's a real balancing act, and I suspect different leagues will weigh it quite differently.
""", []),
            ("prose", None, """
**Interviewer:** What's in it for the leagues and clubs?

**Dr Osei:** The pitch is that overseas matches could grow the league's global fan base and its commercial income. And the extra revenue, well, to be honest it wouldn't do much to help clubs compete for players with the richer leagues, but it does broaden the commercial base.

**Interviewer:** And the critics?

**Dr Osei:** Two main things, I'd say. Local season-ticket holders would lose a home game they've paid for. And there's the feeling that moving matches abroad may weaken the link between clubs and the communities they belong to.
""", [
                ("negation", "it wouldn't do much to help clubs compete for players with the richer leagues", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
Q: Let's take each side's points in order. Leagues and clubs first.

A: Sure. Basically two points.

1. Overseas matches could grow the global fan base, and the commercial income along with it.
2. That extra revenue might help clubs compete with richer leagues when it comes to signing players.

Q: And what do the critics say?

A: Well, there are really three worries.

1. Local season-ticket holders would lose a home game they have paid for.
2. Long-haul travel could add to player fatigue in a crowded season.
3. Moving matches abroad may weaken the link between clubs and their communities.
""", []),
            ("dense", None, """
**Interviewer:** So, league matches played abroad: good idea or not? **Dr Osei:** Well, it depends who you ask. The leagues and clubs would say overseas matches could grow their global fan base and commercial income, and the extra revenue might help clubs compete for players with richer leagues. **Interviewer:** And the critics? **Dr Osei:** They'd say local season-ticket holders would lose a home game they've paid for, that long-haul travel could add to player fatigue in a crowded season, and, I think this is the one that really stings, that moving matches abroad will cut the link between clubs and their communities altogether.
""", [
                ("exaggeration", "moving matches abroad will cut the link between clubs and their communities altogether", (1, 2)),
            ]),
            ("bullets", None, """
**Interviewer:** Give us the headline arguments, if you would.

**Dr Osei:** OK, so for the leagues and clubs:

- overseas games could grow the global fan base and bring in more commercial income;
- that extra money might help clubs compete for players with richer leagues;
- and, on the club side, there's a recognition that long-haul travel could add to player fatigue in an already crowded season.

And then the critics:

- local season-ticket holders would lose a home game they've paid for;
- moving matches abroad may weaken the link between clubs and their communities.
""", [
                ("side_swap", "on the club side, there's a recognition that long-haul travel could add to player fatigue in an already crowded season", (1, 1)),
            ]),
        ],
    },
]
