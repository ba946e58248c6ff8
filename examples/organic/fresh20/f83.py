"""fresh20 batch f83 (written by a separate writer): Switching off autoplay and infinite scroll by default for under-18 social media users; Requiring one-click cancellation for online subscriptions; Banning keystroke and screen monitoring software for remote workers; Requiring labels on digitally retouched photos in influencers' sponsored posts."""

TOPICS = [
    {
        "id": "teen_autoplay_infinite_scroll_off_by_default",
        "topic": "Switching off autoplay and infinite scroll by default for under-18 social media users",
        "query": "Should social media apps have to switch off autoplay and infinite scroll by default for users under 18?",
        "perspectives": [
            ("child-safety campaigners", [
                "Endless feeds and autoplay can keep teenagers scrolling long after they meant to stop.",
                "Changing the default would help without banning anyone from using the app.",
            ]),
            ("social media platforms", [
                "Teenagers could simply switch the features back on, so the rule may achieve little.",
                "Applying the rule would mean checking users' ages, which requires collecting more personal data.",
            ]),
            ("youth advocates", [
                "Many teenagers rely on these apps to stay in touch with friends and find support.",
                "Young people should have a say in design rules that are meant to protect them.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
[00:00:08] MODERATOR (Ruth Okafor): Good evening, and welcome. Tonight's question: should social media apps have to switch off autoplay and infinite scroll by default for anyone under eighteen? I've got three guests. Dr Hannah Pryce, for the child-safety campaigners. Hannah, you first.

[00:00:31] DR HANNAH PRYCE: Thanks, Ruth. Look, the basic problem is that the endless feed and the autoplay can keep a teenager scrolling long after they, you know, meant to put the phone down. And what we're asking for is modest, really. It's a change to the default. Nobody's being banned from the app. It would help.

[00:01:02] MODERATOR: Tom Viljoen, you're here for the platforms.

[00:01:05] TOM VILJOEN: Yes, and, I mean, I understand the intent, I do. But a teenager could just go into settings and turn it all back on, so the rule might achieve very little. And the other thing: to apply it at all, you have to know who's under eighteen, which means checking ages, which means collecting more personal data, not less.

[00:01:38] DR PRYCE: Sorry, can I just come in there —

[00:01:40] MODERATOR: Hold that thought, Hannah, because I want to bring in Amira Haddad, for the youth advocates.

[00:01:45] AMIRA HADDAD: Thank you. So, two things from us. A lot of teenagers rely on these apps to keep in touch with their friends and to find support. That's the first thing. And, honestly, young people ought to have a say in the design rules that are meant to be there to protect them. [laughter] I say that with love.

[00:02:20] MODERATOR: Well, three quite different angles there, and I don't think we're going to settle it tonight. Thank you all.
""", []),
            ("three_perspectives", None, """
[00:00:05] MODERATOR (Ruth Okafor): Welcome back. Our question for this half: should apps be made to switch off autoplay and infinite scroll by default for under-18s? With me, Dr Hannah Pryce for the child-safety campaigners, and Tom Viljoen for the platforms. Hannah.

[00:00:22] DR HANNAH PRYCE: So, the feed never ends, and the next video just starts on its own, and that can keep teenagers scrolling well past the point where they meant to stop. Turning those off by default helps with that, and it doesn't ban anybody from the app.

[00:00:49] TOM VILJOEN: Can I, sorry, the difficulty is that a teenager could simply flip them back on, so the rule may not achieve much. And you'd need to check ages to apply it, which means collecting more personal data.

[00:01:14] DR PRYCE: I'd say that's —

[crosstalk]

[00:01:18] MODERATOR: I'm going to have to stop you both there, I'm afraid; we're out of time. Thank you.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
[00:14:02] MODERATOR (Ruth Okafor): Right, let's turn to autoplay and infinite scroll. The proposal is that both would be off by default for under-18s. Dr Hannah Pryce, for the child-safety campaigners.

[00:14:15] DR HANNAH PRYCE: Thank you. The endless feed and autoplay keep every teenager scrolling for hours after they meant to stop. Our own survey found that six in ten teenagers say they've lost sleep to autoplay. And switching the default off would help, without banning anyone from using the app. That's the point, really.

[00:14:48] MODERATOR: Tom Viljoen, for the platforms.

[00:14:51] TOM VILJOEN: Well, with respect, teenagers could just switch it all back on, so the rule may achieve rather little. And to apply it you've got to check people's ages, and that requires collecting more personal data.

[00:15:15] MODERATOR: And Amira Haddad, for the youth advocates.

[00:15:18] AMIRA HADDAD: I'd just say, um, many teenagers rely on these apps to stay in touch with friends and to find support. And young people should get a say in the design rules that are meant to protect them. [laughter] Sorry, I'll stop there.

[00:15:40] MODERATOR: We'll come back to all of that after the break. Thank you, all three.
""", [
                ("exaggeration", "keep every teenager scrolling for hours after they meant to stop", (0, 0)),
                ("invented_statistic", "Our own survey found that six in ten teenagers say they've lost sleep to autoplay", None),
            ]),
            ("three_perspectives", None, """
[00:31:10] MODERATOR (Ruth Okafor): I want to do this the other way round this time and start with the young people. Amira Haddad, for the youth advocates: autoplay and infinite scroll, off by default for under-18s. Yes or no?

[00:31:22] AMIRA HADDAD: It's not quite a yes-or-no for us. What I'd say is, a lot of teenagers rely on these apps to stay in touch with their friends, and to find support. And whatever the rule is, young people should have a say in design rules that are meant to protect them.

[00:31:49] MODERATOR: Tom Viljoen, for the platforms.

[00:31:52] TOM VILJOEN: I'd make two points. One, teenagers could simply switch the features back on, so the rule may achieve little. Two, applying it means checking users' ages, and that requires collecting more personal data.

[00:32:10] DR HANNAH PRYCE: Sorry, can I just come in there —

[00:32:12] MODERATOR: Go on, Hannah, you're for the child-safety campaigners.

[00:32:15] DR HANNAH PRYCE: Endless feeds and autoplay can keep teenagers scrolling long after they meant to stop. That's the harm. And changing the default helps, without banning anyone from the app. Nobody loses access.

[00:32:38] MODERATOR: Three positions, all clearly put. We'll leave it there for now.
""", []),
            ("three_perspectives", None, """
[00:45:30] MODERATOR (Ruth Okafor): Last round on autoplay and infinite scroll for under-18s. Hannah, for the child-safety campaigners.

[00:45:36] DR HANNAH PRYCE: Endless feeds and autoplay can keep teenagers scrolling long after they meant to stop. And a change to the default, frankly, would do little good, though at least nobody gets banned from the app.

[00:46:02] MODERATOR: Tom, for the platforms.

[00:46:04] TOM VILJOEN: Teenagers could simply switch the features back on, so the rule may achieve little. That's our main worry.

[00:46:15] MODERATOR: Amira, for the youth advocates.

[00:46:18] AMIRA HADDAD: So, many teenagers rely on these apps to stay in touch with friends and find support. And, this is something we worry about, if you apply the rule, somebody has to check everyone's age, and that means collecting more personal data. And young people should have a say in design rules that are meant to protect them.

[00:46:50] MODERATOR: Thank you. That's where we'll have to stop.
""", [
                ("negation", "a change to the default, frankly, would do little good", (0, 1)),
                ("side_swap", "if you apply the rule, somebody has to check everyone's age, and that means collecting more personal data", (1, 1)),
            ]),
            ("three_perspectives", None, """
[01:02:44] MODERATOR (Ruth Okafor): Let's go round the panel one last time. Autoplay and infinite scroll off by default for under-18s. Hannah?

[01:02:50] DR HANNAH PRYCE: Endless feeds and autoplay can keep teenagers scrolling long after they meant to stop. Changing the default would help, and it doesn't ban anyone from using the app.

[01:03:08] MODERATOR: Tom?

[01:03:09] TOM VILJOEN: Teenagers could simply turn them back on, so the rule may achieve little. And, um, applying it means checking ages, which requires collecting more personal data.

[01:03:26] MODERATOR: Amira?

[01:03:28] AMIRA HADDAD: Many teenagers rely on these apps to stay in touch with friends and find support, particularly kids who are isolated in rural areas. And young people should have a say in the design rules meant to protect them.

[01:03:49] MODERATOR: Short and sharp. Thank you all; we'll wrap up there.
""", [
                ("added_detail", "particularly kids who are isolated in rural areas", (2, 0)),
            ]),
        ],
    },
    {
        "id": "one_click_subscription_cancellation",
        "topic": "Requiring one-click cancellation for online subscriptions",
        "query": "Should companies be required to let customers cancel online subscriptions in a single click?",
        "perspectives": [
            ("consumer groups", [
                "Many people keep paying for subscriptions they no longer want because cancelling is made deliberately hard.",
                "Cancelling should be no harder than signing up.",
                "An easy exit could make people more willing to try new services.",
            ]),
            ("subscription businesses", [
                "A short exit step lets firms offer discounts that some customers are glad to accept.",
                "One-click cancellation could lead people to cut off services they rely on by accident.",
            ]),
        ],
        "variants": [
            ("prose", None, """
[00:00:10] MODERATOR (Siobhan Keane): Good morning. Our first panel is on subscriptions, and specifically whether companies should be required to let you cancel an online subscription in a single click. Marcus Ibe is here for the consumer groups, and Priya Raman for the subscription businesses. Marcus?

[00:00:26] MARCUS IBE: Thanks. Well, what we see is that a lot of people carry on paying for subscriptions they don't want any more, and the reason is that cancelling has been made hard on purpose. Our view is pretty simple: leaving shouldn't be any harder than joining. And, you know, if the exit's easy, people might be more willing to give a new service a go in the first place.

[00:01:01] PRIYA RAMAN: I'd push back a bit. Having a short step on the way out lets a firm offer a discount, and some customers are genuinely glad to take it. And with one click, there's a risk people cut off something they rely on, just by accident.

[00:01:29] MARCUS IBE: Sorry, can I just come in on the accident point —

[00:01:31] MODERATOR: Very briefly, because we're —

[laughter]

[00:01:34] MODERATOR: Actually, no, we're out of time on this one. Thank you both.
""", []),
            ("bullets", None, """
Subscriptions panel, transcript excerpt (lightly edited):

- [00:07:15] MODERATOR (Siobhan Keane): One click to cancel: yes or no? Marcus, for the consumer groups.
- [00:07:19] MARCUS IBE: Yes. Lots of people keep paying for subscriptions they've stopped wanting, because cancelling is deliberately made difficult.
- [00:07:33] MARCUS IBE: And it should be no harder to leave than to sign up. That's the principle.
- [00:07:40] MARCUS IBE: Plus, with an easy way out, people may be more willing to try new services. And firms that make leaving easy tend to win those customers back later on.
- [00:07:58] MODERATOR: Priya, for the subscription businesses.
- [00:08:01] PRIYA RAMAN: Hmm. I'd say a short exit step is what lets a firm offer a discount, and some customers are really pleased to get one.
- [00:08:15] PRIYA RAMAN: And, to be fair, accidental cancellations of services people rely on are unlikely to be much of a problem.
- [00:08:24] MODERATOR: Thank you both. Let's leave it there.
""", [
                ("invented_claim", "firms that make leaving easy tend to win those customers back later on", None),
                ("negation", "accidental cancellations of services people rely on are unlikely to be much of a problem", (1, 1)),
            ]),
            ("numbered", None, """
[00:21:40] MODERATOR (Siobhan Keane): Before we go to questions from the floor, let me put the points so far on the board, and the panel can correct me.

1. Marcus, for the consumer groups, says many people keep paying for subscriptions they no longer want because cancelling has been made hard deliberately.
2. He also says cancelling should be no harder than signing up.
3. And that an easy exit could make people more willing to try new services.
4. Priya, for the subscription businesses, says a short exit step lets firms offer discounts that some customers are glad to accept.
5. And that one-click cancellation could lead people to cut off services they rely on by accident.

[00:22:31] PRIYA RAMAN: That's, yes, that's fair.

[00:22:33] MARCUS IBE: I'd sign up to that. [laughter] As long as I can cancel it in one click.

[00:22:37] MODERATOR: Very good. Questions, then.
""", []),
            ("headed", None, """
SUBSCRIPTIONS PANEL: EDITED TRANSCRIPT

**Opening**
[00:30:02] MODERATOR (Siobhan Keane): We're looking at a proposal to require one-click cancellation for online subscriptions. Marcus Ibe speaks for the consumer groups, Priya Raman for the subscription businesses.

**The case for one-click cancellation**
[00:30:15] MARCUS IBE: Most subscribers, frankly, are still paying for things they no longer want because every company makes cancelling deliberately hard. Cancelling should be no harder than signing up. And an easy exit could make people more willing to try new services.

**The case against**
[00:31:02] PRIYA RAMAN: My worry is accidents. With one click, people could cut off a service they rely on without meaning to. Sorry, that's really the core of it for us.

**Wrap-up**
[00:31:30] MODERATOR: Thank you both. We'll pick this up again in the afternoon session.
""", [
                ("exaggeration", "Most subscribers, frankly, are still paying for things they no longer want because every company makes cancelling deliberately hard", (0, 0)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("dense", None, """
[00:44:50] MODERATOR (Siobhan Keane): So, to sum up where we've got to in one breath, Marcus, for the consumer groups, says plenty of people keep paying for subscriptions they no longer want because cancelling is made hard on purpose, that cancelling should be no harder than signing up, and that an easy exit could make people more willing to try new services, while Priya, for the subscription businesses, says a short exit step lets firms offer discounts that some customers are glad to take, and that one-click cancellation could lead people to cut off services they rely on by accident; and on that, I'm afraid, we're out of time.
""", []),
            ("closing", None, """
[00:52:18] MODERATOR (Siobhan Keane): Final statements, please, on one-click cancellation. Marcus, consumer groups.

[00:52:23] MARCUS IBE: Many people keep paying for subscriptions they no longer want, because cancelling is made deliberately hard. And it should be no harder to cancel than it is to sign up. That's it, really.

[00:52:41] MODERATOR: Priya, for the subscription businesses.

[00:52:44] PRIYA RAMAN: A short exit step lets us offer a discount, a free month, or half price for three months, and some customers are glad to accept it. One-click cancellation could also lead people to cut off services they rely on by accident. And, actually, I'd say an easy exit could make people more willing to try new services.

[00:53:15] MARCUS IBE: Well, I'll take that —

[laughter]

[00:53:18] MODERATOR: Two clear positions there, and it'll be for the audience to weigh them. Thank you both.
""", [
                ("added_detail", "a free month, or half price for three months", (1, 0)),
                ("side_swap", "I'd say an easy exit could make people more willing to try new services", (0, 2)),
            ]),
        ],
    },
    {
        "id": "banning_keystroke_monitoring_of_remote_workers",
        "topic": "Banning keystroke and screen monitoring software for remote workers",
        "query": "Should employers be banned from using software that logs remote workers' keystrokes and captures their screens?",
        "perspectives": [
            ("trade unions", [
                "Constant tracking of keystrokes and screens can leave workers stressed and feeling distrusted.",
                "The software may capture private messages and personal details that employers have no need to see.",
            ]),
            ("employers", [
                "Monitoring helps firms check that paid hours are actually worked when staff are out of sight.",
                "Some industries need activity records to show regulators that data was handled properly.",
                "A ban could make firms less willing to let staff work from home.",
            ]),
        ],
        "variants": [
            ("headed", None, """
**Introductions**
[00:00:12] MODERATOR (Graham Whitlock): Welcome to the session on workplace surveillance. The question is whether employers should be banned from using software that logs remote workers' keystrokes and captures their screens. Kerry-Ann Doyle is here for the unions, Oliver Strand for the employers.

**The unions' case**
[00:00:40] KERRY-ANN DOYLE: Thanks, Graham. Our starting point is that constant tracking of keystrokes and screens can leave people stressed and feeling they're not trusted. And the software may pick up private messages, personal details, things the employer has no need to see.

**The employers' case**
[00:01:20] OLIVER STRAND: When staff are out of sight, monitoring helps a firm check that the hours it pays for are actually worked. Some industries need activity records to show regulators that data was handled properly. And, I'd just say, a ban could make firms less willing to let people work from home.

[00:02:05] KERRY-ANN DOYLE: Can I just come in there —

**Close**
[00:02:07] MODERATOR: I'm sorry, Kerry-Ann, we're out of time. Thank you both.
""", []),
            ("prose", None, """
[00:09:30] MODERATOR (Graham Whitlock): Let's get into keystroke and screen monitoring for people working from home. Kerry-Ann Doyle, for the unions, make the case for a ban.

[00:09:38] KERRY-ANN DOYLE: Sure. Constant tracking of keystrokes and screens can leave people stressed, and feeling distrusted. In one of our surveys, forty per cent of monitored staff said they felt watched all day. And the software may capture private messages and personal details that an employer simply has no need to see.

[00:10:10] MODERATOR: Oliver Strand, for the employers.

[00:10:13] OLIVER STRAND: I hear that, but when staff are out of sight, monitoring helps firms check that paid hours are actually being worked. In some industries you need activity records to show regulators that data was handled properly. And honestly, a ban would make very little difference to whether firms let staff work from home.

[00:10:44] KERRY-ANN DOYLE: Well, then —

[crosstalk]

[00:10:47] MODERATOR: Let's hold it there and come back after the break.
""", [
                ("invented_statistic", "In one of our surveys, forty per cent of monitored staff said they felt watched all day", None),
                ("negation", "a ban would make very little difference to whether firms let staff work from home", (1, 2)),
            ]),
            ("bullets", None, """
Edited transcript, remote-work monitoring panel:

- [00:16:02] MODERATOR (Graham Whitlock): Quick-fire round. Kerry-Ann, for the unions: why ban it?
- [00:16:06] KERRY-ANN DOYLE: Constant tracking of keystrokes and screens can leave workers stressed and feeling distrusted.
- [00:16:14] KERRY-ANN DOYLE: And the software may capture private messages and personal details that employers have no need to see.
- [00:16:24] MODERATOR: Oliver, for the employers: why keep it?
- [00:16:27] OLIVER STRAND: Monitoring helps firms check that paid hours are actually worked when staff are out of sight.
- [00:16:35] OLIVER STRAND: Some industries need activity records to show regulators that data was handled properly.
- [00:16:43] OLIVER STRAND: And a ban could make firms less willing to let staff work from home. Sorry, that was three, not two. [laughter]
- [00:16:50] MODERATOR: I'll allow it. Thank you both.
""", []),
            ("numbered", None, """
1. [00:18:02] MODERATOR (Graham Whitlock): Kerry-Ann Doyle for the unions, Oliver Strand for the employers. Should keystroke and screen monitoring of remote workers be banned? Kerry-Ann.
2. [00:18:10] KERRY-ANN DOYLE: It will leave every single worker stressed and distrusted, full stop. And the software may capture private messages and personal details that employers have no need to see.
3. [00:18:40] OLIVER STRAND: Monitoring helps us check that paid hours are actually being worked when staff aren't in the office.
4. [00:18:55] OLIVER STRAND: And, to come back to the hours point, if you can't see people, you need some way of knowing the time you pay for is time worked.
5. [00:19:10] OLIVER STRAND: Last thing: a ban could make firms less willing to allow home working.
6. [00:19:22] MODERATOR: Thank you. We'll take questions on that shortly.
""", [
                ("exaggeration", "It will leave every single worker stressed and distrusted, full stop", (0, 0)),
                ("repetition", "if you can't see people, you need some way of knowing the time you pay for is time worked", (1, 1)),
            ]),
            ("closing", None, """
[00:27:40] MODERATOR (Graham Whitlock): We're nearly out of time, so one last word from each of you on banning keystroke and screen monitoring for remote staff. Oliver, for the employers, you go first this time.

[00:27:48] OLIVER STRAND: Thanks. When staff are out of sight, monitoring helps firms check that paid hours are actually worked. Some industries need activity records to show regulators that data was handled properly. And a ban could make firms less willing to let staff work from home.

[00:28:15] MODERATOR: Kerry-Ann, for the unions.

[00:28:17] KERRY-ANN DOYLE: Constant tracking of keystrokes and screens can leave workers stressed and feeling distrusted. And the software may capture private messages and personal details that employers have no need to see. That's, um, that's where we stand.

[00:28:38] MODERATOR: Thank you both. Two clear positions, and I'll leave it to the audience to decide where they land.
""", []),
            ("dense", None, """
[00:34:05] MODERATOR (Graham Whitlock): If I can try to pull it all together in one go, Kerry-Ann, for the unions, says the software may capture private messages and personal details that employers have no need to see, and that much of it can be switched on without staff ever being told, while Oliver, for the employers, says monitoring helps firms check that paid hours are actually worked when staff are out of sight, that some industries need activity records to show regulators that data was handled properly, and that a ban could make firms less willing to let staff work from home; and with that, thank you both.
""", [
                ("invented_claim", "much of it can be switched on without staff ever being told", None),
                ("omitted_argument", None, (0, 0)),
            ]),
        ],
    },
    {
        "id": "labels_on_retouched_influencer_photos",
        "topic": "Requiring labels on digitally retouched photos in influencers' sponsored posts",
        "query": "Should influencers have to label sponsored photos that have been digitally retouched or filtered?",
        "perspectives": [
            ("body-image campaigners", [
                "Edited images can give young followers unrealistic ideas of how bodies should look.",
                "A label would tell followers that what they are seeing has been altered.",
            ]),
            ("influencers and advertisers", [
                "Almost every photo is edited in some way, so the labels could become meaningless.",
                "The rule may be hard to enforce on accounts based in other countries.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Panel: "Filtered and sponsored" (edited transcript)

- [00:00:09] MODERATOR (Farah Lindqvist): Should influencers have to label sponsored photos that have been retouched or filtered? Dr Nell Carrick speaks for the body-image campaigners, Jamie Osei for influencers and advertisers.
- [00:00:24] DR NELL CARRICK: Edited images can give young followers an unrealistic idea of how bodies should look.
- [00:00:33] DR NELL CARRICK: And a label would simply tell followers that what they're seeing has been altered.
- [00:00:41] JAMIE OSEI: Sorry, can I just come in there? Almost every photo is edited in some way, so the labels could end up meaning nothing.
- [00:00:52] JAMIE OSEI: And the rule may be hard to enforce on accounts based in other countries.
- [00:01:01] MODERATOR: Two very clear positions. Thank you both.
""", []),
            ("numbered", None, """
[00:08:12] MODERATOR (Farah Lindqvist): Let me number the arguments as we go, for the people taking notes. Nell, for the body-image campaigners.

1. [00:08:20] DR NELL CARRICK: Edited images can give young followers, especially girls between about twelve and sixteen, unrealistic ideas of how bodies should look.
2. [00:08:36] DR NELL CARRICK: A label would tell followers that what they're seeing has been altered. We accept the rule may be hard to enforce on accounts based abroad.
3. [00:08:55] JAMIE OSEI, for influencers and advertisers: Almost every photo is edited in some way, so the labels could become meaningless. [laughter] I'll leave it there.

[00:09:10] MODERATOR: On that note, thank you both.
""", [
                ("added_detail", "especially girls between about twelve and sixteen", (0, 0)),
                ("side_swap", "We accept the rule may be hard to enforce on accounts based abroad", (1, 1)),
            ]),
            ("prose", None, """
[00:15:30] MODERATOR (Farah Lindqvist): Let's turn to labels on retouched photos in sponsored posts. Nell Carrick, you're for the body-image campaigners.

[00:15:36] DR NELL CARRICK: Thank you. Edited images can give young followers unrealistic ideas of how bodies should look. That's really the heart of it. And a label would tell followers that what they're seeing has been altered.

[00:15:58] MODERATOR: Jamie Osei, for influencers and advertisers.

[00:16:01] JAMIE OSEI: I'd say almost every photo is edited in some way, so the labels could become meaningless. And, um, the rule may be hard to enforce on accounts based in other countries.

[00:16:22] DR NELL CARRICK: Sorry, can I just come in there —

[00:16:24] MODERATOR: Thirty seconds, Nell, and then we have to move on.

[00:16:26] DR NELL CARRICK: Only to say I've made my two points. [laughter]

[00:16:30] MODERATOR: Noted. Thank you both.
""", []),
            ("headed", None, """
**Opening**
[00:22:05] MODERATOR (Farah Lindqvist): Should sponsored influencer photos carry a label if they've been retouched or filtered? Dr Nell Carrick for the body-image campaigners, Jamie Osei for influencers and advertisers.

**For labels**
[00:22:18] DR NELL CARRICK: Edited images can give young followers unrealistic ideas of how bodies should look. And a label would tell followers that what they're seeing has been altered.

**Against labels**
[00:22:40] JAMIE OSEI: Every single photo is edited, so the labels would be meaningless from day one. The platforms' own paid-partnership tags already tell people a post is an advert. And the rule may be hard to enforce on accounts based in other countries.

**Closing**
[00:23:10] MODERATOR: Thank you both. We'll open it up to the floor now.
""", [
                ("exaggeration", "Every single photo is edited, so the labels would be meaningless from day one", (1, 0)),
                ("invented_claim", "The platforms' own paid-partnership tags already tell people a post is an advert", None),
            ]),
            ("dense", None, """
[00:31:44] MODERATOR (Farah Lindqvist): So, to put it in a single sentence before we break, Nell, for the body-image campaigners, argues that edited images can give young followers unrealistic ideas of how bodies should look, and that a label would not really tell followers whether what they're seeing has been altered, while Jamie, for influencers and advertisers, argues that almost every photo is edited in some way, so the labels could become meaningless, and that the rule may be hard to enforce on accounts based in other countries; thank you both.
""", [
                ("negation", "a label would not really tell followers whether what they're seeing has been altered", (0, 1)),
            ]),
            ("closing", None, """
[00:38:20] MODERATOR (Farah Lindqvist): Closing remarks, then, on labelling retouched sponsored photos. Nell, for the body-image campaigners.

[00:38:26] DR NELL CARRICK: Edited images can give young followers unrealistic ideas of how bodies should look. And once the label goes on, brands would quickly stop booking heavily edited shoots. So I think it's worth doing.

[00:38:47] MODERATOR: Jamie, for influencers and advertisers.

[00:38:50] JAMIE OSEI: Almost every photo is edited in some way, so the labels could become meaningless. And the rule may be hard to enforce on accounts based in other countries. Sorry, I know that's not the exciting answer. [laughter]

[00:39:08] MODERATOR: Not every answer has to be exciting. Thank you both; people will weigh these points in their own way.
""", [
                ("invented_claim", "once the label goes on, brands would quickly stop booking heavily edited shoots", None),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
]
