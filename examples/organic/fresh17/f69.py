"""Fresh17 batch f69 (written by a separate writer): A right for children to have their parents' posts about them removed at 18; Legal quiet hours for DIY and garden power tools on Sundays and bank holidays; Banning higher renewal prices for existing customers; Automatic compensation for delayed train journeys."""

TOPICS = [
    {
        "id": "child_right_to_remove_parents_posts",
        "topic": "A right for children to have their parents' posts about them removed at 18",
        "query": "Should children have a legal right, once they turn 18, to make their parents delete photos and posts about them from social media?",
        "perspectives": [
            ("children's rights campaigners", [
                "Children cannot consent to having their childhood shared online, so they should later control what stays up.",
                "Old photos and posts could expose young people to bullying or identity fraud.",
            ]),
            ("parents", [
                "Sharing family moments with relatives is a normal part of family life.",
                "Letting a child force deletions could turn ordinary family disagreements into legal disputes.",
            ]),
            ("social media platforms", [
                "A simple removal request tool could be built into existing reporting systems.",
                "Checking who a photo really shows and who posted it may be slow and costly.",
                "Images already copied or reshared elsewhere may be impossible to remove fully.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Dear reader,

You ask whether a young person should, on reaching 18, be able to insist that their parents take down the photos and posts they shared about them as a child. It is a thoroughly modern question, and there are three camps worth hearing from.

Children's rights campaigners start from consent. A baby or toddler cannot agree to having their childhood put online, they say, so it is only fair that they get a say later about what stays up. They also warn that old pictures and posts could leave young people open to bullying or even identity fraud.

Parents, understandably, see things differently. Sharing family moments with relatives is, to them, a perfectly normal part of family life. And they worry that handing a child the power to force deletions could turn an ordinary family disagreement into a legal dispute.

Then there are the social media platforms, who would have to make any such right work in practice. They say a simple removal request could be built into the reporting systems they already run. But working out who a photo really shows, and who posted it, may be slow and expensive, and pictures that have already been copied or reshared elsewhere may never be fully removed.

Whatever you decide, you are in good company in finding this a hard one.
""", []),
            ("three_perspectives", None, """
You ask whether the law should let grown-up children make their parents delete the childhood snaps and stories posted about them. Here, as fairly as I can put it, is how the three main groups see it.

Those campaigning for children's rights:
- a child has no way of consenting to their early years being shared online, so they should be able to decide later what remains;
- posts and pictures from years ago could leave a young person exposed to bullying or identity fraud.

Parents:
- passing on family moments to relatives is simply part of ordinary family life;
- giving children the power to force deletions could turn everyday family disagreements into legal battles.

The platforms:
- a straightforward removal request could be added to the reporting tools they already have;
- verifying who is in a photo, and who put it up, may prove slow and costly;
- anything already copied or reshared elsewhere may be impossible to remove completely.

Whatever you decide, you'll find sensible people on every side of this one.
""", []),
            ("three_perspectives", None, """
Dear reader,

Your letter asks whether children, once they turn 18, should have a legal right to make their parents take down what was posted about them. You'll hear three quite different answers.

Children's rights campaigners will tell you that a child simply cannot consent to having their childhood shared online, and so deserves control over what stays up later. They add that old photos and posts will expose young people to bullying and identity fraud. One survey they cite suggests the average child has around 1,300 images of them online by the age of 13.

Parents will point out that sharing family moments with relatives is part and parcel of family life, and that letting a child force deletions could turn ordinary family disagreements into legal disputes.

The platforms, for their part, say a simple removal tool could be bolted on to their existing reporting systems. They caution, though, that checking who a photo actually shows and who posted it may be slow and costly, and that images already copied or reshared elsewhere may be impossible to remove fully.

Whatever you decide, it's a question that isn't going away.
""", [
                ("exaggeration", "old photos and posts will expose young people to bullying and identity fraud", (0, 1)),
                ("invented_statistic", "One survey they cite suggests the average child has around 1,300 images of them online by the age of 13", None),
            ]),
            ("three_perspectives", None, """
You ask whether a grown-up child should be able to make Mum or Dad delete those old family photos. It's a fair question, and there are three sets of voices worth hearing.

Let's begin with the people who would have to make it happen. Social media platforms say a basic removal request could be slotted into the reporting systems they already run. Yet they also warn that confirming who a picture really shows, and who uploaded it, may be time-consuming and expensive, and that once an image has been copied or reshared elsewhere, fully removing it may be impossible.

Parents, meanwhile, will tell you that sharing family moments with relatives is just a normal part of family life. They fear that letting a child insist on deletions could turn ordinary family disagreements into legal disputes.

And children's rights campaigners come back to consent: a child cannot agree to their childhood being put online, they argue, so it is right that they should later control what stays up. Old photos and posts, they add, could leave young people open to bullying or identity fraud.

Whatever you decide, do listen to all three before making up your mind.
""", []),
            ("three_perspectives", None, """
Dear reader,

You want to know whether young adults should be able to compel their parents to delete childhood photos and posts. Here is the lie of the land.

Children's rights campaigners make two points. First, a child can't consent to having their early life shared online, so they ought to have control later over what stays up. Second, old photos and posts could expose young people to bullying or identity fraud.

Parents say that sharing family moments with relatives is a normal part of family life.

Social media platforms say they could build a simple removal request tool into their existing reporting systems. But they point out that checking who a photo really shows and who posted it may be slow and costly, and they warn that letting a child force deletions could turn ordinary family disagreements into legal disputes.

Whatever you decide, every family will weigh this a little differently.
""", [
                ("side_swap", "they warn that letting a child force deletions could turn ordinary family disagreements into legal disputes", (1, 1)),
                ("omitted_argument", None, (2, 2)),
            ]),
            ("three_perspectives", None, """
You ask whether, at 18, a child should be able to make their parents remove the photos and posts they once shared. Much of the debate comes down to what is practical and what is fair to families.

You'll hear from parents that sharing family moments with relatives is a normal part of family life, and that letting a child force deletions could turn everyday family disagreements into legal disputes.

The social media platforms have their own view. On the plus side, they say a simple removal request could be built into their existing reporting systems. On the other hand, checking who a photo really shows and who posted it may be slow and costly, often needing a human moderator to review each request by hand. And images already copied or reshared elsewhere may be impossible to remove fully.

Whatever you decide, this is a question on which reasonable families differ.
""", [
                ("omitted_perspective", None, 0),
                ("added_detail", "often needing a human moderator to review each request by hand", (2, 1)),
            ]),
        ],
    },
    {
        "id": "sunday_quiet_hours_power_tools",
        "topic": "Legal quiet hours for DIY and garden power tools on Sundays and bank holidays",
        "query": "Should councils be able to enforce quiet hours banning noisy DIY and garden power tools on Sundays and bank holidays?",
        "perspectives": [
            ("supporters", [
                "Quiet hours would give residents at least one predictable day of peace each week.",
                "Clear rules could settle neighbour disputes before they escalate.",
                "Shift workers who sleep during the day may benefit most from less noise.",
            ]),
            ("critics", [
                "Many people who work full weekdays only have weekends for DIY and gardening.",
                "Councils may lack the staff to enforce the rules properly.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Dear reader,

You ask whether your council should be able to enforce quiet hours, banning noisy DIY and garden power tools on Sundays and bank holidays. It's a perennial source of friction over the garden fence, so let me set out both sides.

You'll hear from supporters that quiet hours would give residents at least one predictable day of peace a week. They also believe clear rules could settle neighbour disputes before they get out of hand, and they suggest that shift workers who sleep during the day may gain the most from a quieter street.

Critics see it differently. Many people who work full weekdays, they say, only have the weekend for DIY and gardening. And they doubt that councils have the staff to enforce such rules properly.

Whatever you decide, I hope your Sundays are peaceful ones.
""", []),
            ("bullets", None, """
You ask whether councils should be able to ban noisy power tools on Sundays and bank holidays. Here is what each side says.

For quiet hours:
- They would give residents at least one predictable day of peace each week.
- Clear rules could nip neighbour disputes in the bud before they escalate.
- Shift workers who sleep during the day may benefit most from the reduced noise.

Against:
- Many people who work full weekdays only have weekends for DIY and gardening.
- Local tradespeople who rely on weekend jobs could lose a valuable day's work.
- Enforcement, critics acknowledge, is unlikely to be a problem, since councils have the staff to police the rules properly.

Whatever you decide, it's worth knowing where your neighbours stand.
""", [
                ("invented_claim", "Local tradespeople who rely on weekend jobs could lose a valuable day's work.", None),
                ("negation", "Enforcement, critics acknowledge, is unlikely to be a problem, since councils have the staff to police the rules properly", (1, 1)),
            ]),
            ("closing", None, """
You ask whether Sundays and bank holidays should be made legally quiet, with noisy DIY and garden machinery banned. It's one of those questions where both sides have a point.

The case for is about peace and predictability. Supporters say residents would be able to count on at least one calm day each week, and that clear rules could resolve rows between neighbours before they escalate. They add that those working shifts and sleeping through the day may feel the benefit more than anyone.

The case against is about practicality. Plenty of people who work full weekdays have only the weekend for their DIY and gardening, critics note, and councils may not have the staff to enforce the rules properly.

In the end, this is a trade-off between one household's peace and another's free time, and different streets may strike that balance differently. Whatever you decide, keep the kettle on for the neighbours.
""", []),
            ("headed", None, """
Dear reader,

You ask whether councils should be able to enforce a Sunday and bank holiday ban on noisy power tools. Here's how the arguments line up.

**The case for quiet hours**
Supporters say quiet hours would give residents at least one predictable day of peace each week. They believe clear rules could also settle neighbour disputes before they escalate. Above all, they argue, everyone would know there is one day a week when the mowers and drills fall silent.

**The case against**
Critics point out that many people who work full weekdays only have weekends for DIY and gardening. They also question whether councils have the staff to enforce the rules properly.

Whatever you decide, it helps to see both sides of the fence.
""", [
                ("repetition", "Above all, they argue, everyone would know there is one day a week when the mowers and drills fall silent.", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
You ask whether noisy DIY and garden power tools should be banned by law on Sundays and bank holidays. Let me take the arguments in turn.

1. Supporters say quiet hours would give residents at least one predictable day of peace each week.
2. They add that shift workers who sleep during the day may benefit most from quieter streets.
3. Critics reply that many people who work full weekdays only have weekends for their DIY and gardening.
4. Critics also doubt that councils have the staff to enforce the rules properly.
5. Even so, critics accept that clear rules could settle neighbour disputes before they escalate.

Whatever you decide, it's a debate that will run and run.
""", [
                ("side_swap", "critics accept that clear rules could settle neighbour disputes before they escalate", (0, 1)),
            ]),
            ("dense", None, """
Dear reader, you ask whether councils should enforce quiet hours for DIY and garden power tools on Sundays and bank holidays: supporters say it would give residents at least one predictable day of peace each week, that clear rules could settle neighbour disputes before they escalate, and that shift workers who sleep during the day may benefit most; critics counter that many people who work full weekdays, particularly parents juggling childcare, only have weekends for DIY and gardening, and that councils may lack the staff to enforce the rules properly. Whatever you decide, both camps will feel strongly.
""", [
                ("added_detail", "particularly parents juggling childcare", (1, 0)),
            ]),
        ],
    },
    {
        "id": "ban_loyalty_penalty_renewals",
        "topic": "Banning higher renewal prices for existing customers",
        "query": "Should insurers and broadband providers be banned from charging existing customers more at renewal than new customers pay?",
        "perspectives": [
            ("supporters", [
                "Long-standing customers, often older people, may pay far more simply for not switching.",
                "A ban would make pricing fairer and more transparent.",
            ]),
            ("critics", [
                "Firms could respond by raising prices for new customers instead.",
                "Introductory deals reward shoppers who take the time to compare offers.",
                "Price rules may reduce competition between providers.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Dear reader,

You ask whether insurers and broadband firms should be stopped from charging you more at renewal than they charge a brand-new customer. It's a question that stirs strong feelings, so here are both sides as plainly as I can put them.

In favour of a ban:
- Long-standing customers, who are often older, may end up paying far more simply because they haven't switched.
- Pricing would become fairer and more transparent.

Against a ban:
- Firms could respond by raising prices for new customers instead.
- Introductory deals reward those who take the trouble to shop around and compare offers.
- Rules on pricing may dampen competition between providers.

Whatever you decide, it's worth reading your renewal letter carefully.
""", []),
            ("prose", None, """
You ask whether it should be against the rules for your insurer or broadband provider to charge you more for staying loyal than a newcomer pays. You'll hear two quite different stories.

Supporters say long-standing customers, often older people, may pay far more simply for not switching; one study put the average loyalty penalty at more than £300 a year per household. A ban, they argue, would make pricing fairer and more transparent.

Critics worry that firms could respond by pushing up prices for new customers instead, and they defend introductory deals as a fair reward for shoppers who take the time to compare offers. They accept, however, that price rules would do little to dent competition between providers.

Whatever you decide, make sure you know what you're paying.
""", [
                ("invented_statistic", "one study put the average loyalty penalty at more than £300 a year per household", None),
                ("negation", "They accept, however, that price rules would do little to dent competition between providers", (1, 2)),
            ]),
            ("closing", None, """
You ask whether companies should be banned from charging existing customers more at renewal than new ones. Here's how the argument runs.

On one side are those who want a ban. They point out that long-standing customers, often older people, may be paying far more for nothing more than not switching, and they believe a ban would make pricing fairer and more transparent.

On the other side, critics warn that firms could respond by raising prices for newcomers instead. They also say introductory deals reward shoppers who take the time to compare offers, and that price rules may reduce competition between providers.

This is one of those debates where fairness and choice pull in different directions, and there's no neat answer. Whatever you decide, you won't be alone in feeling torn.
""", []),
            ("numbered", None, """
Dear reader,

You ask whether insurers and broadband providers should be banned from charging existing customers more at renewal than new customers pay. Here are the main points, in turn.

1. Supporters say long-standing customers, who are mostly older people, pay far more simply for not switching.
2. They also argue a ban would make pricing fairer and more transparent.
3. Critics respond that firms could raise prices for new customers instead.
4. They add that price rules may reduce competition between providers.

Whatever you decide, it pays to know how your own bill compares.
""", [
                ("exaggeration", "long-standing customers, who are mostly older people, pay far more simply for not switching", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
You ask whether the so-called loyalty penalty should be outlawed, so that staying with your insurer or broadband provider never costs more than joining. Let me set out the two sides.

**Why some want a ban**
Customers who have stayed put for years, many of them older, may be paying far more just because they haven't switched. A ban, supporters say, would bring fairer and more transparent pricing.

**Why others are wary**
Critics fear firms could respond by raising prices for new customers instead. They see introductory deals as a reward for shoppers who take the time to compare offers, and they warn that price rules may reduce competition between providers.

Whatever you decide, you'll be weighing fairness against choice.
""", []),
            ("dense", None, """
Dear reader, you ask whether insurers and broadband providers should be barred from charging loyal customers more than newcomers: supporters say long-standing customers, often older people, may pay far more simply for not switching, that a ban would make pricing fairer and more transparent, and that it would spare people the annual chore of haggling with their provider; critics reply that firms could raise prices for new customers instead, that introductory deals reward shoppers who take the time to compare offers, and that price rules may reduce competition between providers. Whatever you decide, read the small print.
""", [
                ("invented_claim", "that it would spare people the annual chore of haggling with their provider", None),
            ]),
        ],
    },
    {
        "id": "automatic_rail_delay_compensation",
        "topic": "Automatic compensation for delayed train journeys",
        "query": "Should rail operators be required to pay delay compensation automatically, without passengers having to claim?",
        "perspectives": [
            ("passenger groups", [
                "Many eligible passengers never claim because the process is too fiddly.",
                "Automatic payouts could push operators to run trains on time.",
            ]),
            ("rail operators", [
                "Paying out automatically requires knowing who travelled, which paper tickets cannot show.",
                "Higher compensation bills could be passed on in fares.",
                "Many delays are caused by track faults or weather beyond operators' control.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Dear reader,

You ask whether rail companies should have to pay delay compensation automatically, rather than leaving it to passengers to claim. Here is how the two sides see it.

**What passenger groups say**
Many passengers who are entitled to compensation never claim, they say, because the process is simply too fiddly. Automatic payouts could also give operators a push to run their trains on time.

**What the operators say**
Paying out automatically means knowing who actually travelled, and a paper ticket can't tell you that. Bigger compensation bills could end up being passed on in fares. And many delays, they point out, come down to track faults or weather that operators cannot control.

Whatever you decide, I hope your next train runs to time.
""", []),
            ("prose", None, """
You ask whether train companies should be made to compensate you automatically when your journey runs late, instead of expecting you to fill in a claim. You'll find the two camps some distance apart.

Passenger groups argue that many eligible passengers never get round to claiming because the process is too fiddly, and that automatic payouts could push operators to run trains on time.

Rail operators raise practical objections. Paying out automatically requires knowing who travelled, which paper tickets simply cannot show. Higher compensation bills, they warn, could be passed on in fares. They concede, too, that relatively few delays are down to track faults or weather beyond their control.

Whatever you decide, it's a debate worth following.
""", [
                ("negation", "They concede, too, that relatively few delays are down to track faults or weather beyond their control", (1, 2)),
            ]),
            ("bullets", None, """
Dear reader,

You ask whether rail operators should be required to pay delay compensation automatically. The arguments fall out like this.

Passenger groups say:
- many passengers who are entitled to money never claim it because the process is too fiddly;
- automatic payouts would make operators run their trains on time;
- it would help restore trust in a railway many travellers feel has let them down.

Rail operators say:
- automatic payment depends on knowing who travelled, and paper tickets can't show that;
- higher compensation bills could be passed on in fares;
- many delays are caused by track faults or weather beyond their control.

Whatever you decide, hold on to your ticket until you've arrived.
""", [
                ("exaggeration", "automatic payouts would make operators run their trains on time", (0, 1)),
                ("invented_claim", "it would help restore trust in a railway many travellers feel has let them down", None),
            ]),
            ("numbered", None, """
You ask whether you should have to claim for a delayed train at all, or whether the money should simply arrive. Here are the points you'll most often hear.

1. Passenger groups note that many people entitled to compensation never claim, because the process is too fiddly.
2. They believe automatic payouts could spur operators to keep trains running to time.
3. Operators reply that paying out automatically means knowing who travelled, which paper tickets cannot show.
4. They warn that larger compensation bills could be passed on to passengers in fares.
5. And they stress that many delays stem from track faults or weather beyond their control.

Whatever you decide, both sides make points worth weighing.
""", []),
            ("closing", None, """
You ask whether delay compensation on the railways should be paid automatically, without passengers having to claim. It's a fair question, and the answer depends on whom you ask.

Passenger groups say many eligible passengers never claim because the process is too fiddly, and that automatic payouts could push operators to run trains on time. They concede, though, that higher compensation bills could be passed on in fares.

Rail operators counter that paying out automatically requires knowing who travelled, which paper tickets cannot show. They add that many delays are caused by track faults or weather beyond their control.

It comes down to how you weigh convenience for passengers against cost and practicality. Whatever you decide, I hope your journeys are smooth ones.
""", [
                ("side_swap", "They concede, though, that higher compensation bills could be passed on in fares", (1, 1)),
            ]),
            ("dense", None, """
Dear reader, you ask whether rail operators should have to pay delay compensation automatically: passenger groups argue that automatic payouts could push operators to run trains on time, while operators reply that paying out automatically requires knowing who travelled, which paper tickets, particularly those bought with cash at station ticket offices, cannot show, that higher compensation bills could be passed on in fares, and that many delays are caused by track faults or weather beyond their control. Whatever you decide, it's worth knowing your rights.
""", [
                ("added_detail", "particularly those bought with cash at station ticket offices", (1, 0)),
                ("omitted_argument", None, (0, 0)),
            ]),
        ],
    },
]
