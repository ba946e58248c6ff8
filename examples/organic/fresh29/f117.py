"""fresh29 batch f117 (written by a separate writer): A legal right to reach a human agent in customer service; Requiring social media platforms to offer a chronological feed option; Banning employers from screening job candidates' personal social media; Requiring online shops to offer guest checkout without creating an account."""

TOPICS = [
    {
        "id": "right_to_human_customer_service_agent",
        "topic": "A legal right to reach a human agent in customer service",
        "query": "Should companies be legally required to let customers reach a human agent instead of only chatbots or automated phone menus?",
        "perspectives": [
            ("consumer groups", [
                "Automated systems often cannot handle complicated or unusual problems, leaving customers stuck in loops.",
                "Older people and those less comfortable with technology may struggle most with chatbot-only service.",
            ]),
            ("businesses", [
                "Staffing human agents around the clock could raise costs, which may be passed on to customers through higher prices.",
                "Many routine questions are answered faster by automated tools than by waiting in a queue for a person.",
            ]),
            ("call-center workers and their unions", [
                "A guaranteed human option could protect some customer service jobs from being automated away.",
                "Agents may end up handling only the angriest, most difficult calls once chatbots take the simple ones.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's an overview of the main perspectives on whether companies should be legally required to let customers reach a human agent instead of being limited to chatbots or automated phone menus.

## Consumer groups

- **Automation has limits:** Automated systems often can't deal with complicated or unusual problems, which can leave customers going around in loops.
- **Some people are hit hardest:** Older people and anyone less comfortable with technology may have the most trouble when service is chatbot-only.

## Businesses

- **Cost:** Keeping human agents staffed around the clock could push costs up, and those costs may end up being passed on to customers as higher prices.
- **Speed for simple questions:** Many routine queries get answered faster by an automated tool than by waiting in a queue to speak to a person.

## Call-center workers and their unions

- **Job protection:** A guaranteed human option could shield some customer service jobs from being automated away.
- **A tougher workload:** Once chatbots take over the simple requests, agents may be left handling only the angriest and most difficult calls.

## The bottom line

Each group is looking at a different part of the same question — the customer's experience, the cost of providing it, and the jobs behind it — and where someone lands depends on how they weigh those concerns.

If you'd like, I can compare how different countries handle this.
""", []),
            ("three_perspectives", None, """
**In short:** consumer groups, businesses and call-center workers each see a right to a human agent quite differently.

Here's a breakdown of the main perspectives on requiring companies to offer customers a way to reach a real person.

## Consumer groups

- **Stuck in loops:** Chatbots and phone menus often can't cope with complicated or unusual problems, so customers can end up trapped in the same cycle of options.
- **Uneven impact:** Those who are older or less at ease with technology may struggle the most when there's no human to turn to. One consumer survey found that 58% of people over 65 had abandoned a customer service chat before their issue was resolved.

## Businesses

- **Price pressure:** Having human agents available around the clock could raise operating costs, and those may be passed on to customers through higher prices.
- **Automation is faster:** Routine questions are always resolved faster by automated tools than by waiting in a queue for a person.

## Call-center workers and their unions

- **Safeguarding jobs:** A guaranteed human option could protect some customer service roles from being automated away.
- **Harder calls:** Once chatbots take the simple requests, agents may end up fielding only the angriest, most difficult calls.

## The bottom line

There's no single answer here — it depends on how you balance access for customers against cost, speed and the effect on the people doing the work.

If you want, I can outline what a right to a human agent might look like in practice.
""", [
                ("invented_statistic", "One consumer survey found that 58% of people over 65 had abandoned a customer service chat before their issue was resolved.", None),
                ("exaggeration", "Routine questions are always resolved faster by automated tools than by waiting in a queue for a person", (1, 1)),
            ]),
            ("three_perspectives", None, """
Here's a look at how the key groups view a legal right to speak to a human in customer service.

## Consumer groups

Consumer advocates argue that automated systems frequently fall short when a problem is complicated or out of the ordinary, leaving people stuck in endless loops. They also point out that older customers and people who are less confident with technology may be the ones who struggle most when service is chatbot-only.

## Businesses

Companies counter that staffing human agents 24/7 could raise their costs, and that those costs may show up in higher prices for customers. They add that for many routine questions, an automated tool gets people an answer faster than sitting in a queue for a person.

## Call-center workers and unions

For the people who actually do the job, the picture is mixed. A guaranteed human option could protect some customer service jobs from automation — but if chatbots handle the simple requests, agents may be left with nothing but the angriest, toughest calls.

## The bottom line

Consumer groups and businesses are mostly weighing access against cost and speed, while workers have a stake on both sides of the question.

Let me know if you'd like a quick pros-and-cons table summarizing these points.
""", []),
            ("three_perspectives", None, """
Here's an overview of the main perspectives on making it a legal requirement for companies to let customers reach a human agent.

## Why consumer groups support it

- **Complex problems need people:** Automated systems often can't handle complicated or unusual issues, and customers can get stuck going in circles.
- **Accessibility:** Older people and those less comfortable with technology may find chatbot-only service the hardest to navigate.

## Why businesses have reservations

- **Higher costs:** Round-the-clock human staffing could add costs, which may be passed on to customers through higher prices.
- **Efficiency:** For many routine questions, automated tools give answers faster than a queue for a live agent.

## The bottom line

The debate largely comes down to how much weight to put on guaranteed access to a person versus the cost and speed advantages of automation.

If it helps, I can go into how such a rule could be designed to address these concerns.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Here's a rundown of the main viewpoints on whether customers should have a legal right to reach a human agent.

## Consumer groups

- **Automated dead ends:** Chatbots and phone menus often can't handle complicated or unusual problems, leaving customers stuck in loops.
- **Who's affected:** The impact of chatbot-only service would likely fall least heavily on older people and those less comfortable with technology.

## Businesses

- **Cost:** Staffing human agents around the clock could raise costs that may be passed on to customers through higher prices.
- **Speed:** Many routine questions are answered faster by automated tools than by waiting to talk to someone.
- **Staff burden:** Companies also warn that agents may end up handling only the angriest, most difficult calls once chatbots take the simple ones.

## Call-center workers and their unions

- **Job security:** A guaranteed human option could protect some customer service jobs from being automated away.

## The bottom line

Each group brings a different priority to the table, and the right balance depends on which of those priorities matters most to you.

If you'd like, I can compare how different countries handle this.
""", [
                ("negation", "The impact of chatbot-only service would likely fall least heavily on older people and those less comfortable with technology.", (0, 1)),
                ("side_swap", "Companies also warn that agents may end up handling only the angriest, most difficult calls once chatbots take the simple ones.", (2, 1)),
            ]),
            ("three_perspectives", None, """
**Quick summary:** consumer groups want the right, businesses point to cost and speed, and call-center workers see both an upside and a risk.

Here are the main perspectives on a legal right to reach a human agent in customer service.

## Consumer groups
- **Complicated problems:** Automated systems often can't resolve complicated or unusual issues and can leave customers stuck in loops.
- **Vulnerable customers:** Older people and those less comfortable with technology may struggle most if service is chatbot-only.

## Businesses
- **Cost to customers:** Around-the-clock human staffing could raise costs, which may be passed on through higher prices.
- **Faster answers:** Automated tools answer many routine questions more quickly than a wait in the queue for a person.

## Call-center workers and their unions
- **Jobs:** A guaranteed human option could protect some customer service jobs from being automated away.
- **Call quality:** If chatbots take the simple queries, agents may be left handling only the angriest, most difficult calls.

## The bottom line
This is a trade-off between access, cost and the nature of the work behind the phone line, and reasonable people weigh those differently.

Happy to dig into any one of these perspectives in more detail.
""", []),
        ],
    },
    {
        "id": "chronological_feed_option_requirement",
        "topic": "Requiring social media platforms to offer a chronological feed option",
        "query": "Should social media platforms be required to let users switch to a chronological feed instead of an algorithmic one?",
        "perspectives": [
            ("supporters of the requirement", [
                "A chronological feed would give users more control over what they see.",
                "It could reduce the spread of sensational content that engagement-driven algorithms tend to boost.",
                "It may make it easier for people to notice when they have caught up and stop scrolling.",
            ]),
            ("platforms and other critics", [
                "Without ranking, users may miss posts from close friends buried under less relevant content.",
                "Small creators and businesses that rely on recommendations could lose reach.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here's an overview of the main perspectives on requiring social media platforms to offer a chronological feed.

Supporters start with control: a feed in time order would give users more say over what they see. They also argue it could curb the spread of sensational content — particularly the outrage-driven political posts — that engagement-based algorithms tend to amplify. And it may make it easier for people to notice when they've caught up and stop scrolling.

Platforms and other critics see real downsides. Without any ranking, users may miss posts from close friends that get buried under less relevant content. Small creators and businesses that depend on recommendations could also lose reach.

Overall, it comes down to how you weigh user control and a calmer feed against relevance and reach.

If you'd like, I can go through how a chronological option might be designed.
""", [
                ("added_detail", "particularly the outrage-driven political posts", (0, 1)),
            ]),
            ("bullets", None, """
Here's a breakdown of the arguments for and against making platforms offer a chronological feed option.

## Arguments for the requirement

- **More user control:** Letting people see posts in time order would give them more control over what shows up in their feed.
- **Less sensationalism:** It could cut down on the spread of sensational content that engagement-driven algorithms tend to push.
- **A natural stopping point:** It may help people notice when they've caught up, making it easier to stop scrolling.

## Arguments against

- **Missed posts:** Without ranking, updates from close friends may get buried under less relevant content and be missed.
- **Lost reach:** Small creators and businesses that rely on recommendations could see their reach shrink.

## The bottom line

The choice involves trading user control and a calmer feed against relevance for users and reach for creators.

If you'd like, I can put these points into a side-by-side table.
""", []),
            ("numbered", None, """
Here are the main perspectives on whether platforms should have to offer a chronological feed, laid out point by point.

## In favor

1. **Control:** A chronological option would put users more in charge of what they see.
2. **Less sensational content:** It could reduce the spread of sensational posts that engagement-driven algorithms tend to boost.
3. **Knowing when to stop:** It may make it easier for people to notice they've caught up and stop scrolling.
4. **Personal choice:** Put simply, people would get to decide for themselves what appears in front of them.

## Against

1. **Buried posts:** Without ranking, people may miss posts from close friends that get lost under less relevant content.

## The bottom line

Whether the requirement makes sense depends on how much you value choice over a platform's ability to surface what's most relevant.

If you'd like, I can compare how different countries handle this.
""", [
                ("repetition", "Put simply, people would get to decide for themselves what appears in front of them.", (1, 1)),
            ]),
            ("headed", None, """
Here's an overview of the debate over requiring a chronological feed option on social media.

## The case for a chronological feed

Supporters argue that seeing posts in time order would give users more control over what they see. They also say it could dampen the spread of sensational content that engagement-driven algorithms tend to reward, and that it may help people realize when they've caught up so they can stop scrolling. Some add that a chronological option could make it harder for bad actors to game the system with coordinated likes and shares.

## The case against

Platforms and other critics concede that dropping the ranking would not cause users to miss posts from close friends amid less relevant content. Their main concern is that small creators and businesses that rely on recommendations could lose reach.

## The bottom line

It's a question of how to balance user control and calmer feeds against relevance and reach.

If you'd like, I can walk through what a well-designed chronological option might include.
""", [
                ("invented_claim", "Some add that a chronological option could make it harder for bad actors to game the system with coordinated likes and shares.", None),
                ("negation", "dropping the ranking would not cause users to miss posts from close friends amid less relevant content", (1, 0)),
            ]),
            ("dense", None, """
Here's a quick summary of the main perspectives on requiring platforms to offer a chronological feed.

Supporters say a time-ordered feed would give users more control over what they see, could reduce the spread of sensational content that engagement-driven algorithms tend to boost, and may make it easier for people to notice when they've caught up and stop scrolling, while platforms and other critics respond that without ranking, users may miss posts from close friends buried under less relevant content, and that small creators and businesses relying on recommendations could lose reach.

If you'd like, I can expand on any of these points.
""", []),
            ("closing", None, """
Here's an overview of the main perspectives on a legal requirement for chronological feed options.

## Supporters

- **Control over the feed:** Users would have more say over what they see.
- **Less sensational content:** The option could limit the kind of sensational material that engagement-driven algorithms tend to boost.
- **Easier to log off:** It may help people see when they've caught up, so stopping scrolling is easier.

## Platforms and critics

- **Relevance:** Without ranking, posts from close friends could get buried under less relevant content and go unseen.
- **Creators and small businesses:** Those who depend on recommendations would lose most of their reach.

## The bottom line

Reasonable people can disagree here; the answer depends on which trade-offs matter most to you as a user, creator or platform.

If you'd like, I can compare how different countries handle this.
""", [
                ("exaggeration", "Those who depend on recommendations would lose most of their reach.", (1, 1)),
            ]),
        ],
    },
    {
        "id": "ban_social_media_screening_of_job_candidates",
        "topic": "Banning employers from screening job candidates' personal social media",
        "query": "Should employers be banned from looking through job candidates' personal social media accounts when deciding whom to hire?",
        "perspectives": [
            ("supporters of a ban", [
                "Personal posts can reveal protected characteristics such as religion, age or pregnancy, which may bias hiring decisions.",
                "Candidates should be judged on their skills and experience rather than on their private lives.",
            ]),
            ("employers", [
                "Public posts can reveal serious warning signs, such as threats or harassment, that help protect coworkers and customers.",
                "Information that people choose to post publicly is already open for anyone to see.",
                "For some public-facing roles, it may be reasonable to check how a person presents themselves online.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Here's an overview of the main perspectives on banning employers from screening candidates' personal social media.

## Supporters of a ban

Supporters worry that personal posts can reveal protected characteristics — things like religion, age or pregnancy — that may bias a hiring decision. More broadly, they argue that candidates should be assessed on their skills and experience, not on their private lives.

## Employers

Employers counter that public posts can reveal serious warning signs, such as threats or harassment, and that spotting them helps protect coworkers and customers. They also note that anything a person chooses to post publicly is already there for anyone to see. And for some public-facing roles, they argue, it may be reasonable to look at how someone presents themselves online.

## The bottom line

The debate pits candidates' privacy and fair treatment against employers' concerns about safety and the demands of certain roles.

If you'd like, I can compare how different countries handle this.
""", []),
            ("bullets", None, """
**Short version:** supporters see social media screening as a route to bias, while employers see it as a reasonable look at public information.

Here's a closer look at each side.

## Why some want a ban

- **Risk of bias:** Personal posts can expose protected characteristics such as religion, age or pregnancy — often from a profile photo alone — and that may skew hiring decisions.
- **Focus on the job:** Candidates should be evaluated on their skills and experience rather than their private lives.

## Why employers want to keep the option

- **Safety:** Public posts can reveal serious warning signs, like threats or harassment, and checking them helps protect coworkers and customers.
- **It's already public:** Anything people choose to post publicly is open for anyone to see.
- **Public-facing roles:** For certain public-facing jobs, it may be reasonable to look at how a candidate presents themselves online.

## The bottom line

Both sides raise legitimate concerns, and any rule would have to weigh fairness to candidates against employers' reasons for looking.

If you'd like, I can sketch out some possible middle-ground approaches.
""", [
                ("added_detail", "often from a profile photo alone", (0, 0)),
            ]),
            ("dense", None, """
Here's a compact summary of the main perspectives on banning employers from checking candidates' personal social media.

Supporters of a ban argue that candidates should be judged on their skills and experience rather than their private lives, and that the protected characteristics personal posts can reveal, such as religion, age or pregnancy, have little bearing on hiring decisions; employers respond that public posts can surface serious warning signs like threats or harassment that help protect coworkers and customers, and that whatever people choose to post publicly is already open for anyone to see.

If you'd like, I can break this down into a fuller side-by-side comparison.
""", [
                ("negation", "the protected characteristics personal posts can reveal, such as religion, age or pregnancy, have little bearing on hiring decisions", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("prose", None, """
Here's an overview of how the two sides see a ban on social media screening in hiring.

People who favor a ban make two main points. First, personal posts can reveal protected characteristics like religion, age or pregnancy, and knowing about them may bias a hiring decision. Second, they believe candidates ought to be judged on their skills and experience, not on what they do in their private lives.

Employers see it differently. In their view, public posts can flag serious warning signs such as threats or harassment, and catching those helps keep coworkers and customers safe. They also argue that what people choose to post publicly is already visible to anyone, and that for some public-facing roles, it may be reasonable to check how a candidate presents themselves online.

In the end, it's a question of where to draw the line between a candidate's private life and an employer's interests.

Let me know if you'd like me to go deeper on either side.
""", []),
            ("closing", None, """
Here's an overview of the main perspectives on whether employers should be barred from screening applicants' personal social media.

## Supporters of a ban

- **Protected characteristics:** Personal posts can reveal things like religion, age or pregnancy that may bias hiring decisions.
- **Skills over private life:** Candidates should be judged on their skills and experience, not their private lives.
- **Common ground on some roles:** Many supporters accept that for certain public-facing roles, it may be reasonable to check how a candidate presents themselves online.
- **Inconsistent standards:** Screening is rarely done the same way for every applicant, so two similar candidates may be judged on very different information.

## Employers

- **Warning signs:** Public posts can reveal serious red flags, such as threats or harassment, and screening helps protect coworkers and customers.
- **Public means public:** Information people choose to share publicly is already open for anyone to see.

## The bottom line

This is a genuinely contested question, and reasonable people land in different places depending on how they balance privacy, fairness and safety.

If you'd like, I can compare how different countries handle this.
""", [
                ("side_swap", "Many supporters accept that for certain public-facing roles, it may be reasonable to check how a candidate presents themselves online.", (1, 2)),
                ("invented_claim", "Screening is rarely done the same way for every applicant, so two similar candidates may be judged on very different information.", None),
            ]),
            ("numbered", None, """
Here are the main arguments on each side of banning social media checks on job candidates.

## For a ban

1. **Bias risk:** Looking at personal posts can expose protected characteristics — religion, age, pregnancy — which may bias hiring decisions.
2. **Relevance:** Candidates should be judged on their skills and experience rather than their private lives.

## Against a ban

1. **Safety:** Public posts can reveal serious warning signs such as threats or harassment, and catching them helps protect coworkers and customers.
2. **Already public:** Whatever someone chooses to post publicly is already open for anyone to view.
3. **Some jobs are different:** For some public-facing roles, checking how a person presents themselves online may be reasonable.

## The bottom line

The argument turns on how to weigh candidate privacy and fairness against workplace safety and the demands of particular roles.

If you'd like, I can suggest some questions to consider as you form your own view.
""", []),
        ],
    },
    {
        "id": "guest_checkout_requirement_online_shops",
        "topic": "Requiring online shops to offer guest checkout without creating an account",
        "query": "Should online shops be required to let customers buy as a guest without creating an account?",
        "perspectives": [
            ("consumer and privacy advocates", [
                "Forcing people to create an account collects more personal data than a one-off purchase needs.",
                "Fewer stored accounts could mean less personal information exposed when retailers are hacked.",
            ]),
            ("online retailers", [
                "Accounts let shops offer order tracking, easy returns and saved details that many customers find convenient.",
                "A legal requirement may be an unnecessary burden, since many shops already offer guest checkout voluntarily.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Here's an overview of the main perspectives on requiring online shops to offer guest checkout.

## Consumer and privacy advocates

Advocates argue that making people sign up for an account collects more personal data than a single purchase actually requires. They also point out that with fewer stored accounts, a data breach at a retailer would no longer expose customers' personal information at all.

## Online retailers

Retailers respond that accounts make it possible to offer order tracking, easy returns and saved details, features many customers find convenient. They also see a legal mandate as a potentially unnecessary burden, given that many shops already offer guest checkout voluntarily.

## The bottom line

The question is essentially whether the privacy gains justify a rule, or whether the choice should be left to shops and shoppers.

If you'd like, I can compare how different countries handle this.
""", [
                ("exaggeration", "a data breach at a retailer would no longer expose customers' personal information at all", (0, 1)),
            ]),
            ("dense", None, """
Here's a brief summary of the two main perspectives on mandatory guest checkout.

Consumer and privacy advocates say forced account creation collects more personal data than a one-off purchase needs and that fewer stored accounts could mean less personal information exposed when retailers get hacked, while online retailers counter that accounts let them offer order tracking, easy returns and saved payment and address details that spare customers from retyping them at every purchase, conveniences many shoppers value.

If you'd like, I can expand this into a fuller pros-and-cons list.
""", [
                ("added_detail", "saved payment and address details that spare customers from retyping them at every purchase", (1, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Here's an overview of the main arguments about requiring a guest checkout option.

## In favor

- **Less data collected:** Requiring an account gathers more personal data than a one-off purchase needs.
- **Breach exposure:** With fewer stored accounts, less personal information could be exposed when a retailer is hacked.

## Against

- **Customer convenience:** Accounts let shops provide order tracking, easy returns and saved details, which many customers find handy.
- **Unnecessary rule:** A legal requirement may be an unneeded burden, since many shops already offer guest checkout of their own accord.

## The bottom line

Both sides make reasonable points, and which you find more persuasive probably depends on how you prioritize privacy versus convenience and regulatory restraint.

If you'd like, I can compare how different countries handle this.
""", []),
            ("numbered", None, """
Here's an overview of the main perspectives on making guest checkout mandatory for online shops.

## The case for

1. **Less data collected:** Forcing shoppers to create an account gathers more personal information than a one-off purchase calls for.
2. **Smaller breach risk:** Fewer stored accounts could mean less personal data exposed when retailers are hacked.
3. **Faster mobile checkout:** Skipping registration can also make buying on a phone quicker, since shoppers don't have to create and type out a password on a small screen.

## The case against

1. **Useful features:** Accounts allow order tracking, easy returns and saved details that many customers appreciate.
2. **Regulatory burden:** A legal mandate may be an unnecessary burden for retailers, even though only a few shops offer guest checkout voluntarily.

## The bottom line

Where you come down likely depends on whether you see account requirements as a privacy problem that needs a rule or a business choice best left to retailers.

If you'd like, I can summarize these points in a short table.
""", [
                ("invented_claim", "Skipping registration can also make buying on a phone quicker, since shoppers don't have to create and type out a password on a small screen.", None),
                ("negation", "even though only a few shops offer guest checkout voluntarily", (1, 1)),
            ]),
            ("bullets", None, """
Here's a look at the main perspectives on requiring online shops to let customers check out as guests.

## Consumer and privacy advocates

- **Excess data collection:** Compulsory accounts collect more personal data than a one-off purchase needs.
- **Lower breach exposure:** Fewer stored accounts could mean less personal information at risk when a retailer is hacked.
- **Abandoned purchases:** One industry survey found that around 24% of online shoppers have abandoned a cart because a site required them to register.

## Online retailers

- **Convenience features:** Accounts make order tracking, easy returns and saved details possible, and many customers find these convenient.
- **Already common:** Many shops already offer guest checkout voluntarily, so a legal requirement may be an unnecessary burden.

## The bottom line

It's a balance between limiting data collection and leaving retailers room to decide how their checkout works.

If you'd like, I can compare how different countries handle this.
""", [
                ("invented_statistic", "One industry survey found that around 24% of online shoppers have abandoned a cart because a site required them to register.", None),
            ]),
            ("prose", None, """
Here's an overview of how the main camps see a guest checkout requirement.

Consumer and privacy advocates argue that requiring an account before checkout gathers more personal data than a single purchase really calls for. They add that fewer stored accounts could mean less personal information exposed when retailers are hacked.

Online retailers, for their part, point out that accounts let them offer order tracking, easy returns and saved details that many customers find convenient. They also argue that a legal requirement may be an unnecessary burden, since many shops already offer guest checkout voluntarily.

Ultimately, it comes down to how you weigh data protection against convenience and the case for leaving the choice to retailers.

I can also suggest what a compromise rule might look like, if that would help.
""", []),
        ],
    },
]
