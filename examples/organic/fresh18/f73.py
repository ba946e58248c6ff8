"""Fresh18 batch f73 (written by a separate writer): Banning loyalty-card-only prices at supermarkets; Letting restaurants charge no-show fees for missed reservations; Name-blind job applications in public-sector hiring; Paid skip-the-line passes at theme parks."""

TOPICS = [
    {
        "id": "loyalty_card_only_prices",
        "topic": "Banning loyalty-card-only prices at supermarkets",
        "query": "Should supermarkets be banned from offering lower prices only to shoppers who sign up for their loyalty programs?",
        "perspectives": [
            ("shopper advocates", [
                "Two-tier pricing can leave shoppers without a card, often older or poorer people, paying more for the same goods.",
                "Card-only deals can make it harder to compare real prices between stores.",
            ]),
            ("supermarkets", [
                "Member prices reward regular customers, and signing up is free.",
                "A ban could lead stores to scrap discounts rather than cut prices for everyone.",
            ]),
            ("privacy campaigners", [
                "Card-only prices may pressure shoppers into trading their personal data for a fair price.",
                "Shopping data gathered through loyalty programs could be shared with or sold to other companies.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Let me think through the main considerations here.

There are really three parties with a stake in this: the shoppers who pay the prices, the stores that set them, and the people worried about what happens to the data a loyalty card collects. Each group frames the same discount differently, so it makes sense to take them one at a time.

**Answer**

Shopper advocates focus on fairness. Two-tier pricing, they argue, can leave people without a card (often older or poorer shoppers) paying more for exactly the same goods. They also point out that card-only deals can make it harder to compare real prices from one store to the next.

Supermarkets see it differently. Member prices are a reward for regular customers, they say, and signing up costs nothing. They also warn that a ban could lead stores to scrap discounts rather than cut prices for everyone.

Privacy campaigners come at it from another angle: card-only prices may pressure shoppers into handing over personal data just to get a fair price, and the shopping data gathered this way could be shared with or sold to other companies.

**Bottom line:** the debate weighs fairness and privacy against the value of rewarding loyal customers, and reasonable people weigh those differently.
""", []),
            ("three_perspectives", None, """
Okay — the question is really about whether a discount that requires a sign-up is a perk or a penalty. Let me sort the arguments by who is making them.

**Summary**

- **Shopper advocates:** Card-only pricing creates two tiers, and the people left paying more for the same goods are often older or lower-income shoppers without a card. It can also make it harder to compare what things really cost from one store to another.
- **Supermarkets:** Member prices are a thank-you to regular customers, and anyone can join for free. Ban them, and stores might simply drop the discounts rather than lower prices across the board.

**Bottom line:** whether a ban helps shoppers depends on how stores would actually respond, which is hard to predict in advance.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Let me think through the main considerations here.

The core tension is between rewarding loyalty and treating every customer the same. Privacy is the third thread, and it's easy to overlook.

**Answer**

1. **Shopper advocates** say two-tier pricing can leave shoppers without a card (often older or poorer people) paying more for the same goods, and that card-only deals can make it harder to compare real prices between stores. In their view, card-only prices may also pressure shoppers into trading their personal data for a fair price.
2. **Supermarkets** respond that member prices reward regular customers and that signing up is free. A ban, they warn, could lead stores to scrap discounts instead of cutting prices for everyone; one industry survey found that 70 percent of chains would end member deals outright if forced to choose.
3. **Privacy campaigners** are mainly worried about what happens next: the shopping data gathered through loyalty programs could be shared with or sold to other companies.

**Bottom line:** each group is pointing at a real trade-off, and how much weight each deserves is a judgment call.
""", [
                ("side_swap", "In their view, card-only prices may also pressure shoppers into trading their personal data for a fair price", (2, 0)),
                ("invented_statistic", "one industry survey found that 70 percent of chains would end member deals outright if forced to choose", None),
            ]),
            ("three_perspectives", None, """
Okay — the question is really about what a "discount" means when you have to sign up for it. I'll start with the privacy angle, since it tends to get lost, then cover the shoppers and the stores.

**Answer**

*Privacy campaigners.* Their worry is that card-only prices may nudge shoppers into giving up personal data as the price of a fair deal. Once collected, that shopping data could be shared with or sold to other companies.

*Shopper advocates.* They see a fairness problem: people without a card, who are often older or poorer, can end up paying more for identical goods. Card-only deals can also make it harder to compare real prices across stores.

*Supermarkets.* From the stores' side, member prices are simply a way to reward regular customers, and joining is free. They caution that a ban could prompt stores to scrap discounts instead of lowering prices for everyone — or, more precisely, that it might, depending on how each chain responds.

**Bottom line:** this comes down to how people balance fairness, privacy, and the case for rewarding loyal customers.
""", []),
            ("three_perspectives", None, """
Let me think through the main considerations here.

This is a pricing question on the surface, but it also touches on data and on who gets left behind. Three groups have distinct views.

**Summary**

Shopper advocates argue that two-tier pricing can leave shoppers without a card, often older or poorer people who may not own a smartphone to use a digital card, paying more for the same goods. Card-only deals, they add, can make real prices harder to compare between stores.

Supermarkets defend member prices as a reward for regular customers, pointing out that signing up is free. They are clear that a ban would mean the end of discounts rather than lower prices for everyone.

Privacy campaigners worry that card-only prices may pressure shoppers into swapping personal data for a fair price, and that the data gathered through loyalty programs could be shared with or sold to other companies.

**Bottom line:** the arguments pull in different directions, and where one lands depends on which concern one ranks highest.
""", [
                ("added_detail", "who may not own a smartphone to use a digital card", (0, 0)),
                ("exaggeration", "They are clear that a ban would mean the end of discounts rather than lower prices for everyone", (1, 1)),
            ]),
            ("three_perspectives", None, """
Okay — the question is really about whether stores should be allowed to charge two prices for the same item depending on whether you've joined their program. Three viewpoints stand out.

**Answer**

- **Shopper advocates:** Two-tier pricing can mean that people without a card, often older or poorer, pay more for the same goods. It can also make real prices harder to compare between stores.
- **Supermarkets:** Member prices reward regular customers, and it costs nothing to join. A ban might push stores to drop discounts rather than cut prices across the board.
- **Privacy campaigners:** Card-only prices may pressure shoppers into trading their personal data for a fair price. That said, they concede that the shopping data gathered through loyalty programs is unlikely to end up with other companies.

**Bottom line:** there are real points on every side, and the answer turns on how each concern is weighed.
""", [
                ("negation", "they concede that the shopping data gathered through loyalty programs is unlikely to end up with other companies", (2, 1)),
            ]),
        ],
    },
    {
        "id": "restaurant_no_show_fees",
        "topic": "Letting restaurants charge no-show fees for missed reservations",
        "query": "Should restaurants be allowed to charge diners a fee when they reserve a table and don't show up?",
        "perspectives": [
            ("supporters", [
                "Empty tables from no-shows can cost small restaurants a large share of an evening's revenue.",
                "A fee could make diners more likely to cancel in time, so the table can go to someone else.",
            ]),
            ("critics", [
                "Asking for card details when reserving may put off spontaneous or less confident diners.",
                "Diners who miss a reservation because of illness or an emergency could be charged unfairly.",
                "Some restaurants may use the fees to profit from no-shows even when they fill the table again.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Okay — the question is really about who should carry the cost when a reservation falls through. Restaurants and diners both have a fair claim, so the answer has to cover both.

**Answer**

Supporters start from the restaurant's side of the ledger. When diners don't show up, the empty tables can cost a small restaurant a large share of an evening's revenue. A fee, they argue, could make people more likely to cancel in time, so the table can be offered to someone else.

Critics raise three concerns. Asking for card details at the time of reserving may discourage spontaneous or less confident diners. People who miss a reservation because of illness or an emergency could end up being charged unfairly. And some restaurants may use the fees to profit from no-shows even when they manage to fill the table again.

**Bottom line:** both sides describe real costs, and how to balance them is a matter of judgment.
""", []),
            ("bullets", None, """
Let me think through the main considerations here.

This is about whether a deterrent fee is a fair fix for a real problem or an unfair penalty on customers. Here's how the arguments line up.

**Summary**

Supporters:
- No-shows leave tables empty, and that can cost a small restaurant a large share of an evening's revenue.
- The threat of a fee could make diners more likely to cancel in time, freeing the table for someone else.
- Fees could also let restaurants stop overbooking to cover expected no-shows, which makes service calmer for everyone.

Critics:
- Requiring card details up front may put off spontaneous or less confident diners.
- Someone who misses a reservation because of illness or an emergency could be charged unfairly.

**Bottom line:** the policy trades convenience for diners against financial stability for restaurants, and people will weigh that differently.
""", [
                ("invented_claim", "Fees could also let restaurants stop overbooking to cover expected no-shows, which makes service calmer for everyone", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Let me think through the main considerations here.

The main thing is balancing what a restaurant loses against how fair the rules feel to customers. I'll list the points in order, tagging each with the side that makes it.

**Answer**

1. **Lost revenue (supporters):** No-shows wipe out an evening's revenue for small restaurants.
2. **Timely cancellations (supporters):** A fee could prompt diners to cancel in time, so the table can go to another guest.
3. **Barrier to reserving (critics):** Asking for card details up front may deter spontaneous or less confident diners.
4. **Unfair charges (critics):** Diners who miss a reservation through illness or an emergency could be charged unfairly.
5. **Double-dipping (critics):** Some restaurants may use the fees to profit from no-shows even after filling the table again.

**Bottom line:** each point holds up on its own terms, and the overall verdict depends on which ones matter most to you.
""", [
                ("exaggeration", "No-shows wipe out an evening's revenue for small restaurants", (0, 0)),
            ]),
            ("headed", None, """
Okay — the question is really about whether restaurants can pass the cost of no-shows on to the diners who cause them. Let me take each side in turn.

**Answer**

**The case for allowing fees**
Small restaurants can lose a large share of an evening's revenue when reserved tables sit empty. Supporters also think a fee could encourage diners to cancel in time, which frees the table for someone else.

**The case against**
Critics say that asking for card details when reserving may put off diners who are spontaneous or less confident. They worry that people who miss a reservation because they're sick or facing an emergency could be charged unfairly. And they suspect some restaurants may use fees to profit from no-shows even when the table gets filled again.

**Bottom line:** it's a genuine trade-off between protecting small businesses and protecting diners, and views on it differ.
""", []),
            ("dense", None, """
Let me think through the main considerations here.

This one is mostly a fairness question for both restaurants and diners, so a compact summary should cover it.

**Answer**

Supporters argue that no-shows can cost small restaurants a large share of an evening's revenue and that a fee could make diners more likely to cancel in time so the table can be given to someone else, while critics counter that asking for card details when reserving may put off spontaneous or less confident diners, that people who miss a reservation through illness or an emergency could be charged unfairly, and that some restaurants may use the fees to profit from no-shows even when they fill the table again.

**Bottom line:** the case turns on how one balances restaurants' losses against fairness to diners.
""", []),
            ("closing", None, """
Okay — the question is really about fairness in both directions: to restaurants that lose money and to diners who might get charged. Let me lay out both sides.

**Answer**

Supporters point out that empty tables from no-shows can cost a small restaurant a large share of an evening's revenue. Put another way, for a small place, a few empty tables can eat up much of what a night brings in.

Critics, for their part, say that requiring card details when reserving may put off spontaneous or less confident diners, that anyone who misses a reservation because of illness or an emergency could be charged unfairly, and that some restaurants may use fees to profit from no-shows even when they seat someone else at the table.

Where people come down likely depends on whether they picture the struggling restaurant or the unlucky diner.

**Bottom line:** both concerns are legitimate, and the right balance is open to debate.
""", [
                ("repetition", "Put another way, for a small place, a few empty tables can eat up much of what a night brings in.", (0, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "name_blind_public_hiring",
        "topic": "Name-blind job applications in public-sector hiring",
        "query": "Should public-sector employers be required to remove applicants' names and personal details from job applications before they are screened?",
        "perspectives": [
            ("supporters", [
                "Hiding names could reduce bias against applicants from ethnic minority backgrounds at the screening stage.",
                "Applicants may feel more confident that they will be judged on their skills and experience.",
            ]),
            ("critics", [
                "Bias could simply reappear at the interview stage, when candidates are met in person.",
                "Removing personal details from applications may add paperwork and slow down hiring.",
                "Employers could lose the ability to notice and encourage promising applicants from under-represented groups.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Let me think through the main considerations here.

The proposal only covers the first step of hiring: what the people screening applications get to see. So most of the arguments are about whether that step is the right place to intervene.

**Answer**

Supporters argue that hiding names could reduce bias against applicants from ethnic minority backgrounds when applications are first screened. They also think applicants may feel more confident that they'll be judged on their skills and experience rather than on who they are.

Critics are less convinced. Bias, they say, could simply reappear at the interview stage, once candidates are met in person. Stripping personal details out of applications may also add paperwork and slow hiring down. And employers could lose the ability to notice and encourage promising applicants from under-represented groups.

**Bottom line:** the two sides largely share the goal of fair hiring but disagree about whether this tool serves it, and people weigh that differently.
""", []),
            ("headed", None, """
Okay — the question is really about whether anonymity at the first sift makes hiring fairer overall or just at that one step. Let me take the two sides in turn.

**Answer**

**What supporters say**
Hiding names from the people who screen applications could reduce bias against applicants from ethnic minority backgrounds and against women applying for senior roles. Supporters also expect applicants to feel more confident that they'll be assessed on their skills and experience. They accept that removing personal details may add paperwork and slow hiring down, but see that as a cost worth bearing.

**What critics say**
Critics warn that bias could simply come back at the interview stage, when candidates are met face to face. They also worry that employers could lose the ability to notice and encourage promising applicants from under-represented groups.

**Bottom line:** both sides raise fair points, and the answer depends on where one thinks bias really enters the hiring process.
""", [
                ("added_detail", "and against women applying for senior roles", (0, 0)),
                ("side_swap", "They accept that removing personal details may add paperwork and slow hiring down", (1, 1)),
            ]),
            ("bullets", None, """
Let me think through the main considerations here.

This is a narrow procedural change, but it touches on fairness, workload, and outreach. I'll group the points by side.

**Summary**

Supporters:
- Removing names could cut down on bias against applicants from ethnic minority backgrounds at the screening stage. One government pilot reported that minority candidates were 25 percent more likely to reach interview once names were hidden.
- Applicants may trust that they're being judged on their skills and experience.

Critics:
- Bias could just resurface at interview, when candidates are seen in person.
- Redacting personal details may mean extra paperwork and slower hiring.
- Employers could lose the chance to spot and encourage promising applicants from under-represented groups.

**Bottom line:** there are sensible arguments on both sides, and the choice depends on what one prioritizes.
""", [
                ("invented_statistic", "One government pilot reported that minority candidates were 25 percent more likely to reach interview once names were hidden", None),
            ]),
            ("dense", None, """
Okay — the question is really about whether hiding identities at the screening stage removes bias or just moves it somewhere else. In short:

**Answer**

Supporters say hiding names could reduce bias against ethnic minority applicants at the screening stage and may give applicants more confidence that they'll be judged on their skills and experience, while critics counter that bias could simply reappear at interview when candidates are met in person, that removing personal details may add paperwork and slow hiring, and that employers could lose the ability to notice and encourage promising applicants from under-represented groups.

**Bottom line:** the two sides weigh fairness, efficiency, and outreach differently, and there is no single obvious answer.
""", []),
            ("numbered", None, """
Let me think through the main considerations here.

There are five points in play, two from supporters and three from critics. A numbered list makes them easy to compare.

**Answer**

1. **Fairer screening (supporters):** Hiding names could reduce bias against applicants from ethnic minority backgrounds at the screening stage — or, more precisely, at the point where applications are read before anyone has met the candidate.
2. **Applicant confidence (supporters):** Applicants may feel surer that they'll be judged on their skills and experience.
3. **Bias deferred (critics):** Bias could simply reappear at the interview stage, when candidates are met in person.
4. **Extra workload (critics):** Removing personal details may add paperwork and slow down hiring.
5. **Lost visibility (critics):** Employers could lose the ability to notice and encourage promising applicants from under-represented groups.

**Bottom line:** each point has some force, and the overall verdict depends on which ones one finds most persuasive.
""", []),
            ("closing", None, """
Okay — the question is really about whether a public employer should screen applications without knowing who sent them. Let me lay out both sides.

**Answer**

Supporters believe hiding names could reduce bias against applicants from ethnic minority backgrounds at the screening stage, and that applicants may feel more confident about being judged on their skills and experience.

Critics see the benefits as limited. Bias could simply resurface at the interview stage, once candidates are met in person, and removing personal details may add paperwork and slow down hiring, though they acknowledge that employers would still have ways to notice and encourage promising applicants from under-represented groups.

In practice, a lot would depend on how each agency designs the rest of its hiring process.

**Bottom line:** the proposal involves real trade-offs, and reasonable people come down on different sides.
""", [
                ("negation", "though they acknowledge that employers would still have ways to notice and encourage promising applicants from under-represented groups", (1, 2)),
            ]),
        ],
    },
    {
        "id": "theme_park_skip_line_passes",
        "topic": "Paid skip-the-line passes at theme parks",
        "query": "Should theme parks sell passes that let visitors skip the regular lines for rides?",
        "perspectives": [
            ("supporters", [
                "Skip-the-line passes give visitors with limited time a way to get more out of an expensive day.",
                "Revenue from the passes could help parks keep standard ticket prices lower.",
            ]),
            ("critics", [
                "Selling line-skipping may make visitors who can't afford passes feel like second-class guests.",
                "Every pass holder let through can lengthen the wait for people in the regular line.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Let me think through the main considerations here.

This is basically a question about whether time at a theme park should be something you can buy. Both the money side and the fairness side matter.

**Answer**

*For the passes*
- Visitors with limited time get a way to make the most of an expensive day out.
- The revenue could help parks keep standard ticket prices down.
- Spreading guests across timed slots could also make crowd flow in the park smoother overall.

*Against the passes*
- Visitors who can't afford a pass may feel like second-class guests.
- Each pass holder let through can add to the wait for everyone in the regular line.

**Bottom line:** the debate is about how to balance choice and revenue against fairness, and views differ.
""", [
                ("invented_claim", "Spreading guests across timed slots could also make crowd flow in the park smoother overall", None),
            ]),
            ("prose", None, """
Okay — the question is really about whether paying to skip a line is a reasonable service or an unfair advantage. Let me set out both views.

**Answer**

Supporters argue that skip-the-line passes give people who have limited time a way to get more out of what is already an expensive day. They add that the money the passes bring in could help parks hold standard ticket prices lower.

Critics see a fairness problem. Selling the right to skip the line may leave visitors who can't afford a pass feeling like second-class guests, and every pass holder waved through can make the wait longer for people in the regular line.

**Bottom line:** it's a genuine trade-off, and where one lands depends on how one values convenience versus equal treatment.
""", []),
            ("closing", None, """
Let me think through the main considerations here.

A day at a theme park is already a big expense, so any extra fee draws attention. The question is whether the pass is a useful option or a dividing line between visitors.

**Answer**

Supporters say skip-the-line passes let visitors who are short on time get more out of an expensive day, and that the revenue they generate could help parks keep regular ticket prices lower.

Critics, on the other hand, argue that selling line-skipping may make visitors who can't afford passes feel like second-class guests.

Ultimately, it depends on what visitors and parks think a fair day out should look like.

**Bottom line:** the answer depends on how one weighs convenience and revenue against equal treatment.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
Okay — the question is really about whether a theme park should let visitors pay their way to the front. Let me take the two sides separately.

**Answer**

**Why supporters like them**
Passes give visitors with limited time a way to get more out of an expensive day. Supporters are candid that the extra revenue does little to keep standard ticket prices down, and they admit that each pass holder let through can lengthen the wait for people in the regular line.

**Why critics object**
For critics, the main issue is status: selling line-skipping may make visitors who can't afford passes feel like second-class guests.

**Bottom line:** there are reasonable arguments on both sides, and it comes down to which values one puts first.
""", [
                ("negation", "Supporters are candid that the extra revenue does little to keep standard ticket prices down", (0, 1)),
                ("side_swap", "they admit that each pass holder let through can lengthen the wait for people in the regular line", (1, 1)),
            ]),
            ("numbered", None, """
Let me think through the main considerations here.

There are really four points in play, two on each side, so a short list works best.

**Answer**

1. **Making the most of the day (supporters):** Visitors with limited time can use a pass to get more out of an expensive day.
2. **Keeping tickets affordable (supporters):** Pass revenue could help parks keep standard ticket prices lower.
3. **Second-class guests (critics):** Selling line-skipping may leave visitors who can't afford a pass feeling like second-class guests.
4. **Longer waits (critics):** Every pass holder let through can lengthen the wait for people in the regular line — or, more precisely, for everyone still standing in it.

**Bottom line:** both sides make a coherent case, and the answer depends on one's priorities.
""", []),
            ("dense", None, """
Okay — the question is really about fairness versus flexibility at a place people pay a lot to visit. Briefly:

**Answer**

Supporters say skip-the-line passes give visitors with limited time a way to get more out of an expensive day, while critics argue that selling line-skipping may make visitors who can't afford passes feel like second-class guests and that every pass holder let through can lengthen the wait for people in the regular line.

**Bottom line:** the two sides value different things, and there's no obviously right answer.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
]
