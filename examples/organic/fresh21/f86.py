"""fresh21 batch f86 (written by a separate writer): GP referrals to community activities (social prescribing); Charging patients a fee for missed GP appointments; Prescribing weight-loss injections widely through GP surgeries; Raising the tobacco sale age by one year every year."""

TOPICS = [
    {
        "id": "gp_social_prescribing",
        "topic": "GP referrals to community activities (social prescribing)",
        "query": "Should GP surgeries spend NHS money on social prescribing, referring patients to community activities such as walking groups and gardening clubs?",
        "perspectives": [
            ("GPs", [
                "Many patients come to the surgery with loneliness or money worries that medicines cannot fix.",
                "Linking people to local groups could free up appointments for patients with medical needs.",
            ]),
            ("community and voluntary groups", [
                "Referrals could bring isolated people into groups they would never have found on their own.",
                "Many local clubs run on small budgets and may struggle to take on extra people without funding.",
            ]),
            ("health researchers", [
                "The evidence that social prescribing improves health or saves NHS money is still patchy.",
                "Funding should be tied to checking whether patients actually feel better afterwards.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
That's a really sensible thing to ask about, so let's take it gently. The way I'd put it is that there are three groups with a stake in this, and each of them sees it a little differently.

Some of my colleagues, the GPs, feel quite strongly about it. A lot of the people who come into the surgery are dealing with loneliness or money worries, and no medicine is going to fix those. They also think that pointing people towards local groups could free up appointments for the patients who need medical care.

Then there are the community and voluntary groups who would be on the receiving end. They can see the good side: a referral might bring someone who's isolated into a group they'd never have found by themselves. The worry on their side is money. Many of these clubs get by on small budgets and may struggle to take on extra people unless funding comes with them.

And the health researchers add a note of caution. The evidence that social prescribing improves health or saves the NHS money is still patchy, they say. So they'd like any funding tied to checking whether patients actually feel better afterwards.

What that means for you is that this is a genuinely open question. There's no wrong way to feel about it.
""", []),
            ("three_perspectives", None, """
Right, social prescribing. It sounds a bit like jargon, doesn't it? Don't worry, it's simpler than it sounds.

So, the way I'd put it is this. Some of my colleagues in general practice feel it makes sense. Many patients come to see us with loneliness or money troubles, and those aren't things a prescription can sort out. On top of that, linking people up with local groups could free up appointments for patients with medical needs.

The community and voluntary groups have their own view. On the plus side, a referral could bring someone who's isolated into a group they would never have found on their own. The worry on their side is that many local clubs run on small budgets, and they may struggle to take on extra people without funding to go with them.

So you can see there's a case either way. It's perfectly reasonable to weigh it up for yourself.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
I'm glad you asked, it's a good one to be curious about. Let me talk you through it.

Some of my colleagues, the GPs, are keen. They'd say nearly every patient who comes through the door has loneliness or money worries that medicines simply can't touch. One national survey found that around a third of GP appointments are mainly about social problems rather than medical ones. And they'd add that linking people to local groups could free up appointments for patients with medical needs.

The community and voluntary groups are a bit torn. Referrals could bring isolated people into groups they'd never have stumbled across alone, which is lovely. But many local clubs run on small budgets and may struggle to cope with extra people if no funding comes with them.

The health researchers, meanwhile, want to see the proof. The evidence that social prescribing improves health or saves NHS money is still patchy, as they put it. Their suggestion is to tie funding to checking whether patients actually feel better afterwards.

So there's no quick answer, I'm afraid. But it's a fair thing to be thinking about.
""", [
                ("exaggeration", "nearly every patient who comes through the door has loneliness or money worries that medicines simply can't touch", (0, 0)),
                ("invented_statistic", "One national survey found that around a third of GP appointments are mainly about social problems rather than medical ones", None),
            ]),
            ("three_perspectives", None, """
Let's start with the people who'd want to see the evidence first, shall we? Then I'll come on to my own profession.

The health researchers would say the evidence that social prescribing improves health or saves the NHS money is still patchy. So, in their view, funding should depend on checking whether patients actually feel better afterwards.

Some of my colleagues feel differently, or at least more hopefully. Plenty of patients arrive at the surgery with loneliness or money worries that medicines can't fix, they'd point out. And if we link those people to local groups, that could free up appointments for patients with medical needs.

The community and voluntary groups sit somewhere in the middle. What a referral could do, they say, is bring isolated people into groups they'd never have found on their own. The worry on their side is that many local clubs run on small budgets and might struggle to take on extra people unless there's funding.

Please don't feel you need to pick a side today. It's one of those questions where each group has a point.
""", []),
            ("three_perspectives", None, """
Good question, and nothing to feel silly about.

So, the way I'd put it is that the GPs are mostly for it. Some of my colleagues feel that many patients come in with loneliness or money worries that medicines won't fix. They'd also tell you that referrals could bring isolated people into groups they would never have found on their own. And linking people up locally could free up appointments for patients with medical needs.

The community and voluntary groups are more cautious. Many local clubs run on small budgets, and they may struggle to take on extra people without funding.

The health researchers are broadly reassured. They're satisfied that the evidence on social prescribing improving health and saving NHS money is solid enough now. What they'd still like is funding tied to checking whether patients actually feel better afterwards.

What that means for you is simply that people weigh this differently. Take your time with it.
""", [
                ("side_swap", "They'd also tell you that referrals could bring isolated people into groups they would never have found on their own", (1, 0)),
                ("negation", "They're satisfied that the evidence on social prescribing improving health and saving NHS money is solid enough now", (2, 0)),
            ]),
            ("three_perspectives", None, """
Let me lay it out for you in three parts, one for each group that has a say. Nothing to worry about here, it's just a matter of weighing things up.

First, the GPs. Some of my colleagues feel that many patients come to the surgery with loneliness or money worries that medicines cannot fix. They also reckon that linking people to local groups could free up appointments for patients with medical needs, particularly on those busy Monday mornings.

Second, the community and voluntary groups. They'd tell you referrals could bring isolated people into groups they would never have found alone. The worry on their side is that many local clubs run on small budgets, so they may struggle to take on extra people without funding.

Third, the health researchers. They'd gently point out that the evidence that social prescribing improves health or saves NHS money is still patchy. So they'd want funding tied to checking whether patients actually feel better afterwards.

That's the lie of the land. You're very welcome to come back to me if you'd like to talk it through again.
""", [
                ("added_detail", "particularly on those busy Monday mornings", (0, 1)),
            ]),
        ],
    },
    {
        "id": "fees_for_missed_gp_appointments",
        "topic": "Charging patients a fee for missed GP appointments",
        "query": "Should patients be charged a fee if they miss a GP appointment without cancelling?",
        "perspectives": [
            ("supporters", [
                "Missed appointments waste clinicians' time that other patients could have used.",
                "A small charge could remind people to cancel when they no longer need the slot.",
            ]),
            ("critics", [
                "Patients who miss appointments are often the most unwell or struggling, and a fee could put them off coming back.",
                "Chasing small fees could cost practices more in staff time than it brings in.",
                "Charging would chip away at the principle of care that is free at the point of use.",
            ]),
        ],
        "variants": [
            ("prose", None, """
I can see why you'd ask, and please don't worry, this is just about the general idea. So, the way I'd put it is that there are two camps here.

The people in favour say that when an appointment is missed, that's a clinician's time wasted, time another patient could have had. And they think a small charge could nudge people into cancelling when they no longer need the slot.

The worry on the other side is about who actually misses appointments. Critics point out that it's often the patients who are most unwell or struggling, and a fee could put them off coming back. They also think chasing small fees could cost a practice more in staff time than it brings in. And charging, in their view, would chip away at the idea that care is free at the point of use.

What that means for you is that there are sensible points on both sides.
""", []),
            ("bullets", None, """
Let me jot the main points down for you, it's easier to see them side by side.

**Those in favour of a fee:**
- Missed appointments waste a clinician's time that another patient could have used.
- A small charge could remind people to cancel when they no longer need the slot.
- The money raised could be ploughed back into extra evening clinics.

**Those against:**
- The patients who miss appointments are often the most unwell or struggling, and a fee could put them off coming back.
- Chasing small fees might cost practices more in staff time than it brings in.

Don't worry if you find yourself nodding along to both lists. That's completely understandable.
""", [
                ("invented_claim", "The money raised could be ploughed back into extra evening clinics", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
So, the way I'd put it is that there are five points worth knowing. I'll number them so they're easy to keep track of.

1. Supporters say missed appointments waste clinicians' time that other patients could have used.
2. They also feel a small charge could remind people to cancel when they no longer need the slot.
3. Critics point out that patients who miss appointments are often the most unwell or struggling, and a fee could put them off coming back.
4. They add that chasing small fees could cost practices more in staff time than it brings in.
5. And they feel charging would chip away at the principle of care that's free at the point of use.

There's no need to decide anything today. It's just good to know where people stand.
""", []),
            ("headed", None, """
Let me split it into the two sides for you. It's a fair question and not a daft one at all.

**The case for a fee**
Supporters feel missed appointments waste clinicians' time that other patients could have used. And a small charge, they think, could remind people to cancel when they no longer need the slot.

**The case against**
The worry on the other side is that the patients who miss appointments are often the most unwell or struggling, and a fee could put them off coming back. Even so, critics accept that chasing small fees would bring in more than it costs practices in staff time. They also feel that charging would chip away at the principle of care that is free at the point of use.

What that means for you is that it's very much still being argued over.
""", [
                ("negation", "critics accept that chasing small fees would bring in more than it costs practices in staff time", (1, 1)),
            ]),
            ("dense", None, """
In a nutshell, supporters of a fee argue that missed appointments waste clinicians' time other patients could have used and that a small charge could remind people to cancel slots they no longer need, while critics worry that those who miss appointments are often the most unwell or struggling and could be put off coming back, that chasing small fees could cost practices more in staff time than it brings in, and that charging would chip away at the principle of care free at the point of use.
""", []),
            ("closing", None, """
It's a good one to ask about. Let me give you both sides, and then you can make up your own mind.

Supporters of a fee would tell you that missed appointments waste clinicians' time that other patients could have used. They're confident a small charge would get everyone cancelling the slots they no longer need.

Critics are against it, though. They'd say the patients who miss appointments are often the most unwell or struggling, and a fee could put them off coming back. Chasing small fees could also cost practices more in staff time than it brings in. And charging would chip away at the principle of care that's free at the point of use.

Both sides mean well, and reasonable people land in different places on this one.
""", [
                ("exaggeration", "They're confident a small charge would get everyone cancelling the slots they no longer need", (0, 1)),
            ]),
        ],
    },
    {
        "id": "weight_loss_injections_gp",
        "topic": "Prescribing weight-loss injections widely through GP surgeries",
        "query": "Should weight-loss injections be widely available on the NHS through GP surgeries?",
        "perspectives": [
            ("supporters", [
                "The injections can help some people lose weight where diet and exercise alone have not worked.",
                "Treating obesity earlier could prevent costly illnesses such as type 2 diabetes later on.",
            ]),
            ("critics", [
                "The medicines are expensive, and paying for them could squeeze other parts of the NHS budget.",
                "Many people regain weight after stopping, so patients may need them for years.",
                "Side effects such as nausea are common, and long-term risks are still being studied.",
            ]),
        ],
        "variants": [
            ("prose", None, """
It's natural to wonder about these injections. Let me give you the two sides.

So, the way I'd put it is that supporters see real promise. For some people, the injections can help with weight loss where diet and exercise alone haven't worked. They'd also say that treating obesity earlier could head off costly illnesses such as type 2 diabetes and heart disease later on. Supporters are upfront, too, that many people put the weight back on after stopping, so they may need the injections for years.

The worry on the other side is partly about money. Critics point out that the medicines are expensive, and paying for them could squeeze other parts of the NHS budget. They also flag that side effects like nausea are common, and the long-term risks are still being studied.

Whatever you decide to ask about, we can go through it together.
""", [
                ("added_detail", "and heart disease", (0, 1)),
                ("side_swap", "Supporters are upfront, too, that many people put the weight back on after stopping, so they may need the injections for years", (1, 1)),
            ]),
            ("bullets", None, """
Here's a quick summary for you. Don't worry, I'll keep it short.

**What supporters say**
- For some people, the injections can help with weight loss when diet and exercise alone haven't done the trick.
- Treating obesity earlier could prevent costly illnesses like type 2 diabetes further down the line.

**What critics say**
- The medicines are expensive, and paying for them could squeeze other parts of the NHS budget.
- Many people regain weight once they stop, so patients may need to stay on them for years.
- Side effects such as nausea are common, and the long-term risks are still being looked into.

What that means for you is that it's worth knowing both lists before any conversation about them.
""", []),
            ("numbered", None, """
Let me number the main points, it makes it easier to follow.

1. Supporters say the injections can help some people lose weight where diet and exercise alone haven't worked.
2. They add that treating obesity earlier could prevent costly illnesses such as type 2 diabetes later on.
3. Critics say the medicines are expensive, and paying for them could squeeze other parts of the NHS budget.
4. They also note that many people regain weight after stopping, so patients may need them for years.
5. Side effects such as nausea are fairly uncommon, critics acknowledge, though long-term risks are still being studied.

It's a lot to take in, I know. There's no rush.
""", [
                ("negation", "Side effects such as nausea are fairly uncommon", (1, 2)),
            ]),
            ("headed", None, """
It's a very reasonable thing to ask. Here are the two sides.

**Why some people are in favour**
Supporters say the injections can help some people lose weight where diet and exercise alone haven't worked. Supporters feel, too, that treating obesity earlier could prevent costly illnesses such as type 2 diabetes later on.

**Why others are cautious**
The worry on the other side is cost: the medicines are expensive, and paying for them could squeeze other parts of the NHS budget. There have already been shortages at pharmacies because of the demand. Critics also point out that many people regain weight after stopping, so patients may need them for years. And side effects such as nausea are common, with long-term risks still being studied.

What that means for you is that it's a balance, and there's no single right answer.
""", [
                ("invented_claim", "There have already been shortages at pharmacies because of the demand", None),
            ]),
            ("dense", None, """
Put simply, supporters say the injections can help some people lose weight where diet and exercise alone haven't worked and that treating obesity earlier could prevent costly illnesses such as type 2 diabetes later on, while critics reply that the medicines are expensive and could squeeze other parts of the NHS budget, that the bill for them could leave less money for other services, and that side effects like nausea are common with long-term risks still being studied.
""", [
                ("repetition", "that the bill for them could leave less money for other services", (1, 1)),
            ]),
            ("closing", None, """
It's a perfectly good question, and you're right to think about it carefully.

So, the way I'd put it is that supporters see two main benefits. The injections can help some people lose weight where diet and exercise alone haven't worked. And treating obesity earlier could prevent costly illnesses such as type 2 diabetes later on.

The worry on the other side comes in three parts. The medicines are expensive, and paying for them could squeeze other parts of the NHS budget. Many people regain weight after stopping, which means patients may need them for years. And side effects such as nausea are common, while the long-term risks are still being studied.

Both views are held in good faith, and it's fine to feel pulled both ways.
""", []),
        ],
    },
    {
        "id": "smoke_free_generation_tobacco_age",
        "topic": "Raising the tobacco sale age by one year every year",
        "query": "Should the legal age for buying tobacco go up by a year every year, so that anyone born after a certain date can never legally buy cigarettes?",
        "perspectives": [
            ("public health campaigners", [
                "Most smokers start as teenagers, so stopping young people from ever starting could save many lives.",
                "The rule would phase smoking out gradually without taking cigarettes away from current smokers.",
            ]),
            ("critics", [
                "Checking ID could get confusing for shop staff once adults of similar ages are treated differently.",
                "Restricting sales by age could push some buyers towards the black market.",
                "Adults should be free to make their own choices about a legal product.",
            ]),
        ],
        "variants": [
            ("prose", None, """
It's a big idea, isn't it? Let me talk you through how people see it, and don't worry, there's no right or wrong answer.

So, the way I'd put it is that public health campaigners like it for two reasons. Most smokers start as teenagers, so if young people never start, that could save many lives. And the rule would phase smoking out bit by bit, without taking cigarettes away from people who already smoke.

The worry on the other side is practical as well as principled. Critics say checking ID could get confusing for shop staff once adults of similar ages are treated differently. They also think restricting sales by age could push some buyers towards the black market. And they feel adults should be free to make their own choices about a legal product.

What that means for you is that it's a question of how you balance those things.
""", []),
            ("bullets", None, """
Here are the main points, side by side. Take your time reading them.

**Public health campaigners**
- Most smokers start as teenagers, so stopping young people from ever starting will save countless lives.
- The rule would phase smoking out gradually without taking cigarettes away from current smokers.

**Critics**
- Checking ID could get muddling for shop staff once adults of similar ages are treated differently.
- Restricting sales by age could push some buyers towards the black market, with cheap counterfeit cigarettes sold out of car boots.
- Adults should be free to make their own choices about a legal product.

It's perfectly normal to find yourself torn.
""", [
                ("exaggeration", "stopping young people from ever starting will save countless lives", (0, 0)),
                ("added_detail", "with cheap counterfeit cigarettes sold out of car boots", (1, 1)),
            ]),
            ("numbered", None, """
I'll number these so you can keep track. There aren't too many, I promise.

1. Public health campaigners say most smokers start as teenagers, so stopping young people from ever starting could save many lives.
2. They add that the rule would phase smoking out gradually without taking cigarettes away from current smokers.
3. They also point out that the money saved on treating smoking-related illness could go back into the NHS.
4. Critics worry that checking ID could get confusing for shop staff once adults of similar ages are treated differently.
5. They also think restricting sales by age could push some buyers towards the black market.

What that means for you is simply that there's a debate to be had.
""", [
                ("invented_claim", "the money saved on treating smoking-related illness could go back into the NHS", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
Let me split it into the two sides. It's a fair thing to be curious about.

**Why campaigners are for it**
Public health campaigners point out that most smokers start as teenagers, so stopping young people from ever starting could save many lives. They also like that it would phase smoking out gradually, without taking cigarettes away from people who smoke now.

**Why critics are against it**
The worry on the other side starts at the shop counter: checking ID could get confusing for staff once adults of similar ages are treated differently. Critics also think restricting sales by age could push some buyers towards the black market. And, as a matter of principle, they feel adults should be free to make their own choices about a legal product.

There's no need to make your mind up straight away.
""", []),
            ("dense", None, """
In short, public health campaigners argue that because most smokers start as teenagers, stopping young people from ever starting could save many lives, and that the rule would phase smoking out gradually without taking cigarettes from current smokers, while critics counter that checking ID could get confusing for shop staff once adults of similar ages are treated differently, that restricting sales by age could push some buyers towards the black market, and that adults should be free to make their own choices about a legal product.
""", []),
            ("closing", None, """
It's a question a lot of people have opinions on, so let me give you both sides fairly.

Public health campaigners say most smokers start as teenagers, so stopping young people from ever starting could save many lives. They also like that the rule would phase smoking out gradually without taking cigarettes away from current smokers.

Critics see it differently. Checking ID could get confusing for shop staff once adults of similar ages are treated differently, and enforcement would fall on local trading standards teams who are already stretched. Restricting sales by age could push some buyers towards the black market. And adults, they'd say, should be free to make their own choices about a legal product.

There are sincere people on both sides, and it's fine to take your time deciding where you stand.
""", [
                ("invented_claim", "enforcement would fall on local trading standards teams who are already stretched", None),
            ]),
        ],
    },
]
