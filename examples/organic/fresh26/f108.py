"""fresh26 batch f108 (written by a separate writer): Net neutrality rules for internet providers; Restricting gain-of-function research on dangerous viruses; A legal right to have outdated personal information removed from search results; Requiring social media users to register under their real names."""

TOPICS = [
    {
        "id": "net_neutrality_rules",
        "topic": "Net neutrality rules for internet providers",
        "query": "Should internet providers be legally required to treat all online traffic the same, without speeding up or slowing down particular sites?",
        "perspectives": [
            ("digital rights groups", [
                "Without the rules, internet providers could slow down rival services to favor their own.",
                "Small startups may not be able to afford the fees for a fast lane that big companies can easily pay.",
            ]),
            ("internet providers", [
                "Charging services that use huge amounts of data could help pay for network upgrades.",
                "Strict rules may stop providers from giving priority to urgent traffic such as remote medical monitoring.",
            ]),
            ("telecom regulators", [
                "Vaguely worded rules could lead to years of legal fights over what counts as unfair treatment.",
                "Policing how providers manage traffic may take technical expertise that regulators do not yet have.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
ELI5: When you go online, everything you look at (videos, games, homework sites) travels to you through your internet company's "pipes." Net neutrality is the rule that says the internet company has to treat everything in those pipes the same way. It can't make some websites fast and others slow.

The people who like the rule, mostly digital rights groups, think that without it, your internet company could slow down services that compete with its own, to give its own stuff an edge. It's a bit like if the company that owns the road could put speed bumps in front of everyone else's delivery trucks but not its own. They also worry about little startups: big companies can easily pay extra for a "fast lane," but a small new company might not be able to afford it.

The internet companies don't like it as much. They say that if they could charge the services that use tons of data, that money could help pay for upgrading the network. They also worry that strict rules might stop them from putting urgent stuff first, like remote medical monitoring.

Then there are the regulators, the people who'd have to referee all this. They aren't exactly on one team. Their worry is that if the rules are written fuzzily, everyone could spend years in court arguing over what "unfair" actually means. And checking how internet companies handle traffic is pretty technical, so they might need expertise they don't have yet.

TL;DR: One side wants every website treated equally, one side wants room to charge and prioritize, and the referees worry about whether the rules can be written clearly and enforced.
""", []),
            ("three_perspectives", None, """
ELI5: Picture the internet as a bunch of pipes running into your house. Your internet company owns the pipes. Net neutrality rules say the company has to let everything flow through at the same speed, no matter whose website it is.

The people who like the rules (digital rights groups) think that without them, an internet company could slow down services that compete with its own. Say your internet company also runs a video site. It could make the other video sites load a little slower so its own looks better. They also worry that big companies can easily pay for a "fast lane," while a tiny startup might not be able to afford it at all.

The internet companies aren't big fans. They say that charging the services that eat up tons of data could help pay for upgrading the network. They worry strict rules might stop them from putting urgent traffic first, like remote medical monitoring for a patient at home. They also say that fuzzy, badly worded rules could mean years of court fights over what counts as unfair treatment.

The regulators, who would be the referees here, have a more practical worry. Keeping an eye on how companies manage traffic takes a lot of technical know-how, and they might not have enough of it yet. It's kind of like asking a soccer ref to call offside in a sport they've only just started learning.

TL;DR: Rights groups want every site treated the same, internet companies want some room to charge and prioritize, and regulators wonder whether they can actually police it.
""", [
                ("side_swap", "They also say that fuzzy, badly worded rules could mean years of court fights over what counts as unfair treatment", (2, 0)),
            ]),
            ("three_perspectives", None, """
ELI5: Net neutrality basically means "all traffic is equal." Your internet company isn't allowed to pick favorites between websites, making some zippy and others sluggish.

The people who like the idea, like digital rights groups, think that without it, a company could slow down rival services to help its own. It's a bit like a grocery store that also makes its own cereal hiding the other brands on the bottom shelf. They also think about startups: a big company can pay for a fast lane without blinking, but a small new one might not be able to afford it. They point to a survey where about 7 in 10 startup founders said paid fast lanes would make them think twice about launching.

The internet companies see it differently. Their point is that if they could charge the services that use massive amounts of data, that money could go toward upgrading the network.

The regulators are kind of stuck in the middle. They worry that if the rules are written vaguely, there could be years of legal fights over what "unfair" really means. They also point out that checking how companies handle traffic is technical stuff, and they may not have the expertise for it yet.

TL;DR: Rights groups, internet companies, and regulators each worry about something different, and they don't all agree on the answer.
""", [
                ("invented_statistic", "They point to a survey where about 7 in 10 startup founders said paid fast lanes would make them think twice about launching", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
ELI5: Imagine a highway where the company that owns it gets to decide which cars go in the fast lane. Net neutrality rules say: nope, everybody drives in the same lanes at the same speed. The question is whether the law should force internet companies to do that.

The people who like the rules (digital rights groups) think two things. First, without rules, an internet company could slow down apps and sites that compete with its own stuff. Second, big companies can easily afford to pay for a fast lane, and little startups may not be able to.

The internet companies don't love it. They think that being able to charge the services that use huge amounts of data could help them pay for network upgrades. They also worry strict rules could stop them from letting urgent stuff cut in line, like remote medical monitoring. It's a bit like needing to let an ambulance through traffic.

The regulators are the referees. They worry that if the rules are too vague, people could end up fighting in court for years over what counts as unfair treatment. And watching how companies juggle all that traffic takes serious tech know-how that they might not have yet.

TL;DR: It's a tug-of-war between treating all traffic equally and letting internet companies charge and prioritize, with the regulators asking whether the rules can be written and policed well.
""", []),
            ("three_perspectives", None, """
ELI5: Your internet company is kind of like the mail carrier for everything you do online. Net neutrality says the carrier has to deliver every package at the same speed, no matter who sent it.

The people who like the rules are mostly digital rights groups. They think that without the rules, your internet company would definitely slow down any service that competes with its own. They also worry about small startups, because a big company can pay extra for a fast lane and a small one may not have the cash.

The internet companies worry about the opposite problem. They say charging the services that gobble up huge amounts of data could help pay for network upgrades. They also think strict rules might block them from putting urgent traffic, like remote medical monitoring, at the front of the line. And they point out that most people would never even notice a fast lane, because everyday browsing doesn't need one.

The regulators would be the ones enforcing all this. They're nervous that rules written too vaguely could lead to years of legal fights about what counts as unfair. They also admit that keeping tabs on how companies manage traffic takes technical skills they might not have yet.

TL;DR: Three groups, three different worries: fairness between websites, money and flexibility for internet companies, and whether the rules can be enforced at all.
""", [
                ("exaggeration", "your internet company would definitely slow down any service that competes with its own", (0, 0)),
                ("invented_claim", "most people would never even notice a fast lane, because everyday browsing doesn't need one", None),
            ]),
            ("three_perspectives", None, """
ELI5: Net neutrality is the idea that your internet company has to treat every website the same. No fast lanes, no slow lanes, just one speed for everyone.

The people who like the idea, mostly digital rights groups, think that without it, an internet company could slow down a rival's service to give its own a boost. It's a bit like a pizza place that owns the only road in town making the other pizza places' delivery drivers sit at a red light. They also say little startups might not be able to pay for a fast lane the way huge companies can.

The people who don't like it, the internet companies themselves, think charging the services that use tons of data could help pay for upgrading their networks. They also worry that strict rules might keep them from giving priority to urgent stuff, like remote medical monitoring.

TL;DR: One side wants all traffic treated the same, the other wants room to charge and prioritize. People land on different sides depending on what they care about more.
""", [
                ("omitted_perspective", None, 2),
            ]),
        ],
    },
    {
        "id": "gain_of_function_research_limits",
        "topic": "Restricting gain-of-function research on dangerous viruses",
        "query": "Should governments restrict experiments that make dangerous viruses more contagious or deadly in order to study them?",
        "perspectives": [
            ("supporters of restrictions", [
                "An accidental leak of an enhanced virus from a lab could start a pandemic.",
                "Published methods might be misused by people who want to cause harm.",
                "The same knowledge can often be gained through safer kinds of research.",
            ]),
            ("many virologists", [
                "Studying how viruses pick up dangerous traits may help scientists get vaccines ready before an outbreak.",
                "Broad restrictions could push this research to countries with weaker safety oversight.",
            ]),
        ],
        "variants": [
            ("prose", None, """
ELI5: Some scientists do experiments where they make a dangerous virus better at spreading or more harmful, on purpose, in a lab, so they can study it. It's called "gain-of-function" research. The question is whether governments should put limits on it.

The people who want limits worry about three things. First, accidents happen, even in labs, and if a souped-up virus got out, it could start a pandemic. Second, if scientists publish exactly how they did it, someone who wants to hurt people might use those instructions. It's a bit like posting a detailed recipe online: anyone can read it, including people you wouldn't want in your kitchen. Third, they say scientists can often learn the same things using safer kinds of research.

Many virologists (virus scientists) don't like the idea of limits. They think studying how viruses pick up dangerous abilities may help scientists get vaccines ready before an outbreak even starts. They also worry that broad restrictions could just move the research to countries where safety oversight is weaker.

TL;DR: One side worries about leaks, misuse, and safer alternatives; the other side worries about being ready for outbreaks and about the work moving somewhere with weaker rules.
""", []),
            ("bullets", None, """
ELI5: "Gain-of-function" research is when scientists tweak a dangerous virus in the lab to make it spread more easily or make people sicker, so they can study it. Some people want governments to restrict it.

The people who want restrictions think:
- A single accidental leak of a souped-up virus from a lab, even one with the highest safety rating, could kick off a pandemic.
- If the methods get published, someone who wants to cause harm might copy them. It's a bit like pinning the instructions for picking a lock on a public bulletin board.
- They admit, though, that the same knowledge usually can't be gotten through safer kinds of research.

The people who don't like restrictions, including many virologists, worry that:
- Studying how viruses pick up dangerous traits may help scientists get vaccines ready before an outbreak hits.
- Broad restrictions could just push this work to countries with weaker safety oversight.

TL;DR: It's a trade-off between the risks of doing the research and the risks of limiting it, and the two sides weigh that differently.
""", [
                ("added_detail", "even one with the highest safety rating", (0, 0)),
                ("negation", "the same knowledge usually can't be gotten through safer kinds of research", (0, 2)),
            ]),
            ("numbered", None, """
ELI5: Some labs take dangerous viruses and make them more contagious or more deadly on purpose, just to study them. Should governments put the brakes on that?

The people who want restrictions say:
1. If one of these supercharged viruses accidentally escaped from a lab, it could start a pandemic.
2. Honestly, the leak risk is the big one for them: one slip-up and a boosted virus could be spreading around the world.
3. A lot of the time, scientists could learn the same things with safer research methods.

The people who don't want restrictions, including many virologists, say:
1. Figuring out how viruses get their dangerous traits may help scientists have vaccines ready before an outbreak starts. It's a bit like studying how a fire spreads so you can have the hoses ready before the next one.
2. Broad restrictions could push the research to other countries with weaker safety oversight.

TL;DR: One side mostly worries about what could go wrong in the lab; the other worries about being unprepared and about the research moving somewhere riskier.
""", [
                ("repetition", "the leak risk is the big one for them: one slip-up and a boosted virus could be spreading around the world", (0, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("headed", None, """
ELI5: Gain-of-function research means making a virus more dangerous in a lab, on purpose, to understand it better. Here's the argument over whether to restrict it, explained simply.

**Why some people want limits**
The people who like the idea of restrictions think an accidental leak of one of these boosted viruses could start a pandemic. It's a bit like keeping a really dangerous dog: even with a strong leash, if it ever slips, it's a big problem. They also worry that if the methods get published, people who want to cause harm could misuse them. And they say that often, the same lessons can be learned through safer kinds of research.

**Why some scientists push back**
Many virologists don't like the idea. They think studying how viruses pick up dangerous traits may help get vaccines ready before an outbreak. They also think broad restrictions could push the work to countries with weaker safety oversight.

TL;DR: Supporters of limits focus on leaks, misuse, and safer options; many virologists focus on vaccine readiness and on where the research would end up.
""", []),
            ("dense", None, """
ELI5: The people who want to restrict experiments that make viruses more dangerous worry that an accidental lab leak could start a pandemic, that published methods might be misused by someone who wants to hurt people, and that the same knowledge can often be gotten through safer research, and even they agree that learning how viruses pick up nasty new traits may help scientists get vaccines ready before an outbreak, while many virologists, on the other hand, say that any restriction at all would push all of this research to countries with weaker safety rules, kind of like how banning something in one town just sends people to the next town over.

TL;DR: People disagree about whether the safety risks outweigh what the research might teach us.
""", [
                ("side_swap", "even they agree that learning how viruses pick up nasty new traits may help scientists get vaccines ready before an outbreak", (1, 0)),
                ("exaggeration", "any restriction at all would push all of this research to countries with weaker safety rules", (1, 1)),
            ]),
            ("closing", None, """
ELI5: Some scientists make viruses more contagious or more deadly in the lab so they can study them. The fight is over whether governments should limit that.

The people who like the idea of limits worry that if one of these beefed-up viruses ever leaked from a lab by accident, it could start a pandemic. They also worry that published methods might end up being used by people who want to cause harm. On top of that, they say scientists can often learn the same stuff through safer research. And they think the money would do more good going to things like tracking diseases as they spread.

The people who don't like the idea, including many virologists, think studying how viruses get their dangerous traits may help scientists get vaccines ready before an outbreak. It's a bit like a fire drill: you practice for the bad thing before it happens. They also worry that broad limits could push this research to countries with weaker safety oversight.

This is one of those debates where smart people end up in different places, so it's worth hearing both sides out.

TL;DR: One side sees the research as too risky, the other sees limits as risky too. Where you land depends on which risk worries you more.
""", [
                ("invented_claim", "they think the money would do more good going to things like tracking diseases as they spread", None),
            ]),
        ],
    },
    {
        "id": "search_result_right_to_be_forgotten",
        "topic": "A legal right to have outdated personal information removed from search results",
        "query": "Should people have a legal right to ask search engines to stop showing links to old or outdated information about them?",
        "perspectives": [
            ("supporters", [
                "An old mistake that keeps showing up in searches can hurt someone's job chances for years.",
                "People who were never convicted of anything can stay linked to old stories about their arrest.",
            ]),
            ("press freedom groups", [
                "Removing links could make it harder for the public to learn about powerful people's past conduct.",
                "Search companies would be left deciding what counts as the public interest, a job they are not suited for.",
                "Some people may use removal requests to bury information that is still relevant.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
ELI5: When you google someone's name, old stuff can pop up, like a news story from years ago. The idea here is to give people a legal right to ask search engines to stop showing links to old or outdated info about them. It's about the links in search results, not about deleting the stories.

The people who like the idea think:
- An old mistake that keeps popping up in searches can hurt someone's chances of getting a job for years. It's a bit like having your worst day at school printed on your name tag.
- Someone who was arrested but never convicted of anything can still be tied to those old arrest stories.

The people who don't like it (press freedom groups) worry that:
- Taking links down could make it harder for the public to find out what powerful people did in the past.
- Search companies would end up deciding what counts as "the public interest," and that's not a job they're suited for.
- Some people might use removal requests to bury stuff that still matters.

TL;DR: It's a tug-of-war between letting people move on from their past and keeping information easy for the public to find.
""", []),
            ("prose", None, """
ELI5: You know how if you search someone's name, you might find an old news story about them? This is about whether people should have a legal right to ask Google and other search engines to stop showing links to old or outdated stuff about them.

The people who like the idea think that an old mistake showing up in search results can hurt someone's job chances for years. It's a bit like a stain on a shirt you can't wash out. They also point out that people who were never convicted of anything can stay linked to stories about their arrest.

The people who don't like it, mainly press freedom groups, worry that pulling links could make it harder for the public to find out about the past behavior of powerful people. They also don't like the idea of search companies deciding what counts as the public interest, because that's not a job those companies are suited for. To be fair, they don't really expect people to use removal requests to bury information that still matters; their main worry is about the public's access and who gets to decide.

TL;DR: One side wants people to be able to move past old stuff online, the other wants to keep it findable. Both have a point worth thinking about.
""", [
                ("negation", "they don't really expect people to use removal requests to bury information that still matters", (1, 2)),
            ]),
            ("headed", None, """
ELI5: The idea is to let people ask search engines to hide links to old or outdated info about them, so it doesn't come up every time someone searches their name.

**What the people who like it think**
Supporters think an old mistake that keeps showing up in searches can hurt someone's job chances for years. They point to a survey where roughly 6 in 10 hiring managers said they had turned someone down because of an old news story. They also worry about people who were never convicted of anything but stay linked to arrest stories, even when the arrest was more than a decade ago.

**What the people who don't like it worry about**
Press freedom groups say that taking links down could make it harder for the public to learn about what powerful people have done in the past. They also say search companies would get stuck deciding what counts as the public interest, which isn't something they're suited for. It's a bit like asking the librarian to decide which books are too embarrassing to keep on the shelf. And some people might use the requests to bury information that's still relevant.

TL;DR: It's a question of how to balance someone's chance at a fresh start against the public's ability to find things out.
""", [
                ("invented_statistic", "They point to a survey where roughly 6 in 10 hiring managers said they had turned someone down because of an old news story", None),
                ("added_detail", "even when the arrest was more than a decade ago", (0, 1)),
            ]),
            ("closing", None, """
ELI5: Right now, if you did something embarrassing years ago and it made the news, it can come up whenever someone searches your name. The proposal is a legal right to ask search engines to stop linking to old or outdated info like that.

The people who like the idea think an old mistake that keeps coming up in searches can hurt someone's job chances for years. They also point out that people who were never convicted of anything can still be linked to old stories about their arrest. It's a bit like being stuck with a nickname from something you didn't even do.

The people who don't like it, like press freedom groups, worry about three things. Pulling links might make it harder for the public to learn what powerful people did in the past. Search companies would be the ones deciding what counts as the public interest, and they aren't really suited to that job. And some people might use removal requests to hide information that's still relevant.

There's no easy answer here, and reasonable people come down on both sides.

TL;DR: Fresh starts for individuals versus the public's ability to find information. Which matters more depends on who you ask.
""", []),
            ("numbered", None, """
ELI5: Should people be able to legally ask search engines to stop showing links to old or outdated stuff about them? Here's the case the people who like the idea make:

1. An old mistake that shows up every time someone searches your name can hurt your job chances for years. It's a bit like dragging around a backpack full of your worst moments that every interviewer gets to peek into.
2. People who were never convicted of anything can still be tied to old stories about their arrest.

TL;DR: Supporters think people need a way to keep old, outdated info from following them around. It's still a debated idea.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
ELI5: The people who like the idea of a legal right to have old links pulled from search results think an old mistake that keeps showing up can hurt someone's job chances for years, and that people who were never convicted can stay stuck to old arrest stories, although they admit some people might use removal requests to bury information that still matters, while press freedom groups worry that pulling links could make it harder for the public to learn what powerful people did in the past, and that search companies would be stuck deciding what counts as the public interest, which is a job they're not suited for, kind of like asking the phone book to decide whose number is worth listing.

TL;DR: People disagree on how to weigh a fresh start for individuals against keeping information easy to find.
""", [
                ("side_swap", "although they admit some people might use removal requests to bury information that still matters", (1, 2)),
            ]),
        ],
    },
    {
        "id": "real_name_social_media",
        "topic": "Requiring social media users to register under their real names",
        "query": "Should social media sites make users sign up with their real, verified names?",
        "perspectives": [
            ("supporters", [
                "People may be less likely to post abuse if their name is attached to it.",
                "Verified identities could make it easier for police to trace people who make threats online.",
            ]),
            ("opponents", [
                "Whistleblowers and abuse survivors often rely on anonymity to speak safely.",
                "Storing millions of ID documents would create a tempting target for hackers.",
                "Plenty of online abuse already comes from accounts that use real names.",
            ]),
        ],
        "variants": [
            ("headed", None, """
ELI5: Right now, on most social media sites you can call yourself "CoolCat42" and nobody knows who you are. The idea is to make everyone sign up with their real name, checked against an ID.

**The people who like the idea think…**
If your real name is stuck to everything you post, you might be less likely to post something abusive. It's a bit like how people are usually nicer to neighbors who know exactly who they are. They also say that verified identities could make it easier for police to track down people who make threats online.

**The people who don't like it worry…**
Some people rely on staying anonymous to speak up safely, like whistleblowers and people who've survived abuse. Also, if sites have to store millions of ID documents, that's a huge, tempting prize for hackers. And plenty of online abuse already comes from accounts that use real names.

TL;DR: One side thinks real names could cut down on abuse and help trace threats; the other worries about people who need anonymity, hacking, and abuse that already happens under real names. People disagree.
""", []),
            ("prose", None, """
ELI5: This is about whether social media sites should make you sign up with your real, verified name instead of a made-up username.

The people who like the idea think that people would stop posting abuse once their name is attached to it. It's a bit like how kids behave differently when the teacher knows their name. They also think verified identities could make it easier for police to trace people who make threats online.

The people who don't like it worry that whistleblowers and abuse survivors often need to stay anonymous to speak safely. They also worry about hacking: if sites have to store millions of ID documents, that's a really tempting target.

TL;DR: One side sees real names as a way to deal with abuse and threats, the other sees risks to people's safety and data. There's no clear consensus.
""", [
                ("exaggeration", "people would stop posting abuse once their name is attached to it", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
ELI5: Should social media make everyone use their real, verified name? Here's the argument in simple terms.

The people who like the idea think:
- People may be less likely to post nasty stuff if their real name is right there next to it.
- Verified identities could make it easier for police to figure out who's behind online threats. It's a bit like how a license plate lets police trace a car.

The people who don't like it worry:
- Whistleblowers and people who've survived abuse often count on being anonymous to speak up safely.
- Keeping millions of ID documents on file would be a super tempting target for hackers. Kind of like keeping everyone's house keys in one drawer.
- A lot of online abuse already comes from accounts that use real names.

TL;DR: People disagree about whether real names would help more than they'd hurt.
""", []),
            ("dense", None, """
ELI5: The people who like the idea of making social media users sign up with real names think folks may be less likely to post abuse when their name is attached, and that verified identities could help police trace people who make online threats, pointing to a study that found threats on one site dropped by about a third after it started requiring real names, while the people who don't like it say whistleblowers and abuse survivors don't usually depend on staying anonymous, but they worry that storing millions of ID documents would be a tempting target for hackers, and that plenty of online abuse already comes from real-name accounts anyway, kind of like how a name tag doesn't stop everyone from being rude.

TL;DR: It comes down to whether real names would do more good than harm, and people are split.
""", [
                ("invented_statistic", "pointing to a study that found threats on one site dropped by about a third after it started requiring real names", None),
                ("negation", "whistleblowers and abuse survivors don't usually depend on staying anonymous", (1, 0)),
            ]),
            ("closing", None, """
ELI5: Imagine every social media account had to show your real name, checked with an ID. Would that fix things, or cause new problems?

The people who like the idea think people may be less likely to post abuse if their name is attached to it. It's a bit like how people are usually more polite at a neighborhood meeting than in an anonymous comment box. They also say verified identities could make it easier for police to trace people who make threats online.

The people who don't like it worry that whistleblowers and abuse survivors often rely on staying anonymous to speak up safely. They also point out that storing millions of ID documents would create a tempting target for hackers, especially if sites keep those scans for years after someone signs up. Plus, plenty of online abuse already comes from accounts with real names. And they say it would shut out people who don't have a government ID at all.

Honestly, this is one of those debates where both sides have thought hard about it, and it's worth hearing each one out.

TL;DR: Real names could help with some things and cause trouble with others. It depends on what you're most worried about.
""", [
                ("added_detail", "especially if sites keep those scans for years after someone signs up", (1, 1)),
                ("invented_claim", "they say it would shut out people who don't have a government ID at all", None),
            ]),
            ("numbered", None, """
ELI5: Should social media sites make you use your real, verified name? Think of it like having to wear a name tag everywhere online.

The people who like the idea think:
1. People may be less likely to post abuse if their name is attached to what they say.
2. Verified identities could make it easier for police to trace people who make threats online.

The people who don't like it worry:
1. Whistleblowers and abuse survivors often depend on anonymity to speak safely. It's a bit like how some people will only report a problem through an anonymous tip line.
2. Storing millions of people's ID documents would be a tempting target for hackers.
3. Plenty of online abuse already comes from accounts that use real names.

TL;DR: Supporters think real names could cut down on abuse and help police; opponents worry about people who need anonymity, about hacking, and about abuse that already happens under real names. People disagree.
""", []),
        ],
    },
]
