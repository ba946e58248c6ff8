"""fresh23 batch f94 (written by a separate writer): Requiring parents to put child influencers' earnings in a trust; Banning 'buy' buttons for digital content that is only licensed; Requiring the largest messaging apps to work with rival apps; Capping ride-hailing surge pricing during emergencies."""

TOPICS = [
    {
        "id": "child_influencer_earnings_trust",
        "topic": "Requiring parents to put child influencers' earnings in a trust",
        "query": "Should parents who feature their children in monetised social media content be legally required to set aside part of the earnings in a trust for the child?",
        "perspectives": [
            ("child rights advocates", [
                "Children who appear in paid family videos may never see any of the money their image helped earn.",
                "A protected trust could give these children something back for work they were too young to agree to.",
            ]),
            ("family content creators", [
                "Working out what share of a channel's income comes from a child's appearance could be very hard.",
                "Many families say the income already pays for the home and upbringing the children benefit from.",
            ]),
            ("video platforms", [
                "Platforms may struggle to tell which accounts feature children often enough for the rule to apply.",
                "A clear legal standard could be easier for platforms to follow than today's patchwork of guidelines.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
ok so hear me out. kid influencers. should the money go in a trust?

(text on screen: 3 sides, 60 seconds)

side 1, child rights advocates.
their point: a kid can be in paid family videos and still maybe never see a cent of what their face helped earn.
so a protected trust could give those kids something back for work they were way too young to say yes to.

[cut to]

side 2, the family creators.
they say figuring out which slice of channel income actually comes from the kid being on camera could be super hard.
and lots of families say that money already pays for the home and the upbringing the kids are getting anyway.

[cut to]

side 3, the platforms.
lowkey the logistics take: they might struggle to tell which accounts show kids often enough for a rule like this to kick in.
BUT a clear legal standard could honestly be easier for them to follow than the current patchwork of guidelines.

which side are you on? comments.
""", []),
            ("three_perspectives", None, """
POV: you grew up on your parents' channel and now you're wondering where the money went.

(text on screen: should kid influencer money go in a trust?)

the tea is, there are two camps here.

camp one: child rights people.
kids who show up in paid family content may never see any of the money their image brought in.
a protected trust, they say, could give those kids something back for work they were too little to agree to.

[cut to]

camp two: the family creators.
here's the catch for them: working out what share of the income comes from the kid appearing could be really hard.
and many families say the income already pays for the house and the upbringing the kids benefit from.

so it's kids' rights vs the messy reality of family content.
which side are you on? comments.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
ok this one's spicy. kid influencer earnings. trust or no trust?

(text on screen: CHILD RIGHTS ADVOCATES)
they say kids in paid family videos never see any of the money their image helped earn. like, none of it, ever.
a survey of 2,000 former child creators found 7 in 10 got nothing from their family channels.
so a protected trust could give those kids something back for work they couldn't consent to at that age.

[cut to]

(text on screen: FAMILY CREATORS)
their side: figuring out how much of a channel's income is down to the kid being on screen could be really hard to pin down.
also a lot of families say that income already covers the home and the upbringing those kids are benefiting from.

[cut to]

(text on screen: PLATFORMS)
platforms might have trouble telling which accounts feature kids often enough to count.
lowkey though, a clear legal standard could be simpler for them than the patchwork of guidelines they deal with now.

three sides, zero easy answers. which side are you on? comments.
""", [
                ("exaggeration", "kids in paid family videos never see any of the money their image helped earn", (0, 0)),
                ("invented_statistic", "a survey of 2,000 former child creators found 7 in 10 got nothing from their family channels", None),
            ]),
            ("three_perspectives", None, """
[voice-over, fast]
everyone frames this one as parents vs kids, but the platforms are in it too. let's go.

(text on screen: should family vloggers have to save their kids' cut in a trust?)

1. the platforms
honestly they could have a hard time working out which accounts feature kids enough for a rule to even apply.
at the same time, one clear law might be easier to follow than the patchwork of guidelines floating around rn.

2. the parents who make family content
the tea is: splitting out the part of a channel's income that's actually from the kid appearing could be really tricky.
and many of them say that income is already paying for the home and upbringing the kids benefit from.

3. child rights advocates
kids in paid family videos may never get any of the money their image helped make.
a protected trust could hand something back to them for work they were too young to agree to.

which side are you on? comments.
""", []),
            ("three_perspectives", None, """
ok so hear me out.
kid influencers. parents post, kids star, money comes in. who gets it?

[cut to: child rights advocates]
their pitch: children in paid family videos may never see any of the money their image earned.
a protected trust could give them something back for work they were too young to sign up for.
they also argue a clear legal standard could be easier for platforms to follow than today's patchwork of guidelines.

[cut to: family creators]
here's the catch: pinning down what share of the income comes from the kid being in frame could be really hard.
and plenty of families say the money already pays for the home and upbringing the kids benefit from.

[cut to: platforms]
the platforms' worry: they may struggle to tell which accounts feature kids often enough for the rule to apply.

(text on screen: three groups, three different worries)
which side are you on? comments.
""", [
                ("side_swap", "they also argue a clear legal standard could be easier for platforms to follow than today's patchwork of guidelines", (2, 1)),
            ]),
            ("three_perspectives", None, """
POV: you're watching a family vlog and wondering if the kid gets paid.

so should parents have to put part of that money in a trust? three takes.

child rights advocates 👉 kids in paid family videos may never see a penny of what their image helped earn. a protected trust could give something back for work they were too young to agree to, with the money locked until the child turns 18 and a court signing off on any withdrawal.

family creators 👉 working out the share of channel income that comes from the kid appearing could be very hard. and many say the income already pays for the home and upbringing the kids benefit from.

platforms 👉 they may struggle to tell which accounts show children often enough for the rule to apply. lowkey though, a clear legal standard could be easier for them to follow than today's patchwork of guidelines.

(text on screen: 3 sides. 1 comment section.)
which side are you on? comments.
""", [
                ("added_detail", "with the money locked until the child turns 18 and a court signing off on any withdrawal", (0, 1)),
            ]),
        ],
    },
    {
        "id": "buy_button_licensed_digital_content",
        "topic": "Banning 'buy' buttons for digital content that is only licensed",
        "query": "Should online stores be banned from using the word 'buy' for films, games and e-books that are only licensed and can later be removed from a customer's library?",
        "perspectives": [
            ("consumer groups", [
                "Many shoppers may assume they own a digital film or game outright when they only hold a licence to it.",
                "Content has sometimes disappeared from people's libraries after a store lost the rights to it.",
                "Clearer labels could help people decide whether a physical copy is worth paying for instead.",
            ]),
            ("digital stores and publishers", [
                "Most customers already understand that digital purchases come with terms of use.",
                "Changing the wording across stores and devices could be costly and confusing at first.",
            ]),
        ],
        "variants": [
            ("prose", None, """
ok so hear me out. you hit "buy" on a movie. do you actually own it?

consumer groups say a lot of shoppers may not realise the answer. they might think the film or game is theirs outright when what they've really got is a licence. and it's not just theory: stuff has sometimes vanished from people's libraries after a store lost the rights to it. their fix is honest labels, so you can decide whether it's worth paying for a physical copy instead.

[cut to]

the stores and publishers see it differently. they say most customers already get that digital purchases come with terms of use. and swapping the wording across every store and device could be expensive, and confusing at first.

(text on screen: "buy" vs "licence")
which side are you on? comments.
""", []),
            ("bullets", None, """
(text on screen: should stores stop saying "buy" for digital stuff?)

the tea, in bullets:

consumer groups
• many shoppers may think they own a digital film or game outright when it's really just a licence
• content has sometimes disappeared from people's libraries after the store lost the rights
• calling it 'buy' also lets stores charge full physical prices for something you can't resell or lend

[cut to]

stores and publishers
• most customers already understand digital purchases come with terms of use
• changing the wording across stores and devices could be costly and confusing at first

which side are you on? comments.
""", [
                ("invented_claim", "calling it 'buy' also lets stores charge full physical prices for something you can't resell or lend", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
POV: you're about to tap "buy" on a game. five things, go:

1. consumer groups say a lot of shoppers may assume a digital movie or game is theirs outright, when they only hold a licence.
2. and it's happened: content has sometimes vanished from libraries after a store lost the rights to it.
3. clearer labels could help people work out if a physical copy is worth paying for instead.
4. stores and publishers admit most customers don't really understand that digital purchases come with terms of use.
5. but they warn that changing the wording across every store and device could be costly, and confusing at first.

(text on screen: one word, two takes)
which side are you on? comments.
""", [
                ("negation", "stores and publishers admit most customers don't really understand that digital purchases come with terms of use", (1, 0)),
            ]),
            ("headed", None, """
## the hook
(text on screen: "BUY" 🤔)
quick one: should stores be allowed to say "buy" for films, games and e-books that can be taken back?

## the case for banning it
consumer groups say plenty of shoppers may believe they own a digital film or game outright, when what they actually hold is a licence. they also point out that content has sometimes disappeared from people's libraries once a store lost the rights. clearer labels, they argue, could help people decide whether paying for a physical copy makes more sense.

## the case against
digital stores and publishers reckon most customers already understand that digital purchases come with terms of use. and here's the catch for them: changing the wording across all their stores and devices could be costly, and confusing at first.

## sign-off
which side are you on? comments.
""", []),
            ("dense", None, """
ok so hear me out, one breath, no cuts: consumer groups say many shoppers may assume they own a digital film or game outright when they really just hold a licence, that honest labels could help people decide whether a physical copy is worth paying for instead, and that a lot of buyers lowkey don't realise the thing they paid for is only on loan under a licence, while stores and publishers say most customers already understand digital purchases come with terms of use and that changing the wording across stores and devices could be costly and confusing at first (text on screen: which side are you on? comments).
""", [
                ("repetition", "a lot of buyers lowkey don't realise the thing they paid for is only on loan under a licence", (0, 1)),
            ]),
            ("closing", None, """
POV: you're deciding between the digital version and the disc.

(text on screen: should "buy" mean you own it?)

consumer groups:
many people may assume a digital film or game is fully theirs when it's only licensed.
content has sometimes vanished from libraries after the store lost the rights.
clear labels could help shoppers decide whether the physical copy is worth the money instead.

[cut to]

stores + publishers:
most customers already understand digital purchases come with terms of use.
rewording everything across stores and devices could be costly, and confusing at first.

closing thought: it's a fight over one little word, and both sides have a reason to care about it.
which side are you on? comments.
""", []),
        ],
    },
    {
        "id": "messaging_app_interoperability",
        "topic": "Requiring the largest messaging apps to work with rival apps",
        "query": "Should the biggest messaging apps be required to let their users send messages to people on rival apps?",
        "perspectives": [
            ("supporters", [
                "People could choose a messaging app on its merits without losing touch with friends who use another one.",
                "Opening up the largest apps may give smaller rivals a real chance to compete.",
            ]),
            ("critics", [
                "Linking apps with different security designs could weaken end-to-end encryption.",
                "Spam and scam messages might become harder to filter when they arrive from other services.",
                "Some users may be confused about which app a message came from and what protections apply to it.",
            ]),
        ],
        "variants": [
            ("prose", None, """
ok so hear me out. what if you could message someone on a totally different app, straight from yours?

supporters say that could let people pick an app because it's actually good, without losing touch with friends who are on a different one. and opening up the biggest apps may give smaller rivals a real shot at competing.

[cut to]

critics aren't convinced. they say hooking up apps with different security setups will break end-to-end encryption, full stop. they also think spam and scam messages might get harder to filter when they come in from other services. and some users may get confused about which app a message even came from, and what protections it has.

which side are you on? comments.
""", [
                ("exaggeration", "hooking up apps with different security setups will break end-to-end encryption, full stop", (1, 0)),
            ]),
            ("bullets", None, """
(text on screen: should big chat apps have to talk to rival apps?)

team yes
• you could choose an app on its merits without losing the friends who use a different one
• opening up the largest apps may give smaller ones a genuine chance to compete

team no
• connecting apps with different security designs could weaken end-to-end encryption
• spam and scams might be harder to filter when they arrive from other services
• some people may not be sure which app a message came from or what protections apply to it

[cut to me shrugging]
which side are you on? comments.
""", []),
            ("numbered", None, """
POV: your group chat is split across three apps.

the tea on making messaging apps connect, in 5:

1. supporters: you could choose a messaging app for what it's like to use, and still reach friends on other apps.
2. supporters again: forcing the biggest apps to open up may give smaller rivals a proper chance.
3. critics: linking apps built with different security designs could weaken end-to-end encryption.
4. critics: spam and scam messages might be harder to catch when they come in from other services.
5. critics: some users may get confused about which app sent a message and which protections cover it.

(text on screen: openness vs security)
which side are you on? comments.
""", []),
            ("headed", None, """
## the question
should the biggest messaging apps have to let you message people on rival apps?

## why some people want it
lowkey the main idea: people could pick an app on its merits without losing contact with friends who use another one. supporters also say opening the largest apps up may give smaller rivals a real chance to compete. one poll found 64% of smartphone users have at least three messaging apps installed.

## here's the catch
critics say linking apps with different security designs could weaken end-to-end encryption. spam and scam messages might become harder to filter when they arrive from other services. and some users may be confused about which app a message came from and what protections apply.

## your turn
which side are you on? comments.
""", [
                ("invented_statistic", "one poll found 64% of smartphone users have at least three messaging apps installed", None),
            ]),
            ("dense", None, """
ok speed round, no cuts: supporters say forcing big messaging apps to connect with rivals could let people choose an app on its merits without losing touch with friends on other apps, and may give smaller rivals a real chance to compete; critics say linking apps with different security designs could weaken end-to-end encryption, that spam and scams might get harder to filter when they come from other services, and that some users may be confused about which app a message came from and what protections apply to it (text on screen: which side are you on? comments).
""", []),
            ("closing", None, """
POV: you switched to a smaller app and now nobody can reach you.

(text on screen: should chat apps be forced to connect?)

supporters:
people could choose an app on its merits and still keep in touch with friends on another one.
opening up the largest apps may also give smaller rivals a real chance to compete, especially privacy-focused startups that can't afford to build a user base from scratch.

[cut to]

critics:
linking apps with different security designs could weaken end-to-end encryption.
and spam and scam messages might be harder to filter when they come in from other services.

closing thought: it's a trade-off between reach and risk, and people weigh it differently.
which side are you on? comments.
""", [
                ("added_detail", "especially privacy-focused startups that can't afford to build a user base from scratch", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
    {
        "id": "ride_hailing_surge_cap_emergencies",
        "topic": "Capping ride-hailing surge pricing during emergencies",
        "query": "Should ride-hailing apps be banned from raising fares above a set limit during emergencies such as storms, transport strikes or security incidents?",
        "perspectives": [
            ("riders", [
                "People trying to get away from danger may face fares several times the normal price.",
                "Sudden price jumps during a crisis can feel like the app is profiting from people's fear.",
            ]),
            ("drivers", [
                "Higher fares may be what persuades some drivers to go out in risky conditions at all.",
                "A cap could cut drivers' earnings on the few nights when demand is highest.",
            ]),
            ("ride-hailing companies", [
                "Surge pricing can help bring more cars onto the road when demand suddenly rises.",
                "Defining when an emergency starts and ends could be hard to write into law.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
ok so hear me out. storm hits, trains stop, everyone opens the ride app at once. should fares be capped?

(text on screen: RIDERS)
people trying to get out of danger may be looking at fares several times the usual price.
and sudden price jumps mid-crisis can feel like the app is cashing in on people's fear.

[cut to]

(text on screen: DRIVERS)
here's the catch: higher fares may be what gets some drivers out in risky conditions at all.
and a cap could cut their earnings on the handful of nights when demand peaks.

[cut to]

(text on screen: THE APPS)
they say surge pricing can help pull more cars onto the road when demand suddenly spikes.
and defining exactly when an emergency starts and ends could be hard to put into law.

which side are you on? comments.
""", []),
            ("three_perspectives", None, """
POV: you need to get home during a blackout and the fare on screen makes you gasp.

the tea, three ways:

riders 👉 people escaping danger may get hit with fares several times the normal price. and those sudden jumps during a crisis can feel like the app is profiting from fear.

drivers 👉 they admit higher fares don't really change whether drivers go out in risky conditions. but a cap could still cut their earnings on the few nights demand is highest.

ride-hailing companies 👉 surge pricing can help bring more cars out when demand suddenly rises. plus pinning down when an emergency starts and ends could be tricky to write into law.

which side are you on? comments.
""", [
                ("negation", "they admit higher fares don't really change whether drivers go out in risky conditions", (1, 0)),
            ]),
            ("three_perspectives", None, """
ok this one's lowkey complicated. capping surge prices in emergencies.

[riders]
someone trying to get away from danger may face fares several times the normal price.
and a sudden price spike in a crisis can feel like the app is profiting off fear.

[cut to drivers]
higher fares may be what convinces some drivers to go out in risky conditions at all.
a cap could cut their earnings on the few nights when demand is at its highest.

[cut to the companies]
surge pricing can help get more cars on the road when demand suddenly rises.
(text on screen: more demand = higher price = more drivers logging on)

which side are you on? comments.
""", [
                ("repetition", "more demand = higher price = more drivers logging on", (2, 1)),
            ]),
            ("three_perspectives", None, """
ok so hear me out: should ride apps be banned from surging fares past a limit during emergencies?

riders first.
(text on screen: "why is my ride this expensive??")
people trying to get away from danger may face fares several times normal.
sudden jumps in a crisis can feel like the app profiting from fear.
they add that a cap would keep rides within reach for people who don't have a car of their own.

[cut to]

drivers.
higher fares may be what persuades some drivers to head out in risky conditions at all.

[cut to]

the companies.
surge pricing can help bring more cars onto the road when demand suddenly jumps.
they also warn a cap could cut drivers' earnings on the few nights when demand is highest.
and defining when an emergency starts and ends could be hard to write into law.

which side are you on? comments.
""", [
                ("invented_claim", "they add that a cap would keep rides within reach for people who don't have a car of their own", None),
                ("side_swap", "they also warn a cap could cut drivers' earnings on the few nights when demand is highest", (1, 1)),
            ]),
            ("three_perspectives", None, """
[voice-over]
the tea is, surge pricing in an emergency splits three groups. quick breakdown.

the apps: surge pricing can help bring extra cars onto the road when demand suddenly jumps, and they say it could be hard to write into law when an emergency actually starts and ends.

the drivers: for some of them, higher fares may be what makes going out in risky conditions worth it at all, and a cap could cut their pay on the few nights demand peaks.

the riders: people trying to get away from danger may be hit with fares several times the usual, and those crisis-time price jumps can feel like the app profiting from fear.

(text on screen: riders vs drivers vs apps)
which side are you on? comments.
""", []),
            ("three_perspectives", None, """
POV: the power's out, the subway's down and the ride app wants how much??

ok so hear me out.

riders say people trying to get away from danger may face fares several times the normal price.
and a sudden price jump mid-crisis can feel like the app is profiting from people's fear.

[cut to]

the ride-hailing companies say surge pricing can help bring more cars onto the road when demand spikes.
here's the catch for lawmakers: defining when an emergency starts and ends could be hard to write into law.

(text on screen: two sides, one surge)
which side are you on? comments.
""", [
                ("omitted_perspective", None, 1),
            ]),
        ],
    },
]
