"""fresh28 batch f114 (written by a separate writer): Letting app developers take payments outside the app store's billing system; A minimum age of 16 for social media accounts; Showing only verified-purchase reviews on shopping platforms; Requiring opt-in consent before smart TVs track what people watch."""

TOPICS = [
    {
        "id": "app_store_outside_payments",
        "topic": "Letting app developers take payments outside the app store's billing system",
        "query": "Should app stores be required to let developers take payments through their own systems instead of the store's billing?",
        "perspectives": [
            ("app developers", [
                "The commissions that app stores take on in-app purchases cut deeply into developers' margins.",
                "Being free to link to their own checkout would let developers offer customers lower prices.",
            ]),
            ("platform owners", [
                "A single store billing system lets the platform screen out fraudulent and scam payments.",
                "The commission pays for the review, hosting and distribution services that the store provides.",
            ]),
            ("consumer advocates", [
                "Users could end up juggling separate accounts and refund processes for each app.",
                "Cancelling a subscription may become harder when it is billed outside the store's central settings.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Not an expert, but I've followed this one for a while.

> Should app stores be required to let developers take payments through their own systems instead of the store's billing?

Short version: there are really three camps here, not two.

The main arguments for (mostly from developers):
- The cut the stores take on in-app purchases eats deep into developers' margins.
- If they could send people to their own checkout, they could charge customers less.

The main arguments against (from the platform owners):
- Running everything through one billing system lets the platform catch fraudulent and scam payments.
- The commission isn't just a toll, it pays for the app review, hosting and distribution the store provides.

Then there's the consumer-advocate angle, which doesn't fit neatly on either side:
- You could end up juggling a separate account and a separate refund process for every app.
- Cancelling a subscription might get harder once it's billed somewhere other than the store's central settings (anyone who's tried to cancel a gym membership knows the vibe).

TL;DR: developers want smaller fees and lower prices, platforms say the fee buys fraud screening and services, and consumer folks worry about scattered accounts, refunds and cancellations.
""", []),
            ("three_perspectives", None, """
Not an expert, but I've followed this one for a while.

> Should app stores be required to let developers take payments through their own systems instead of the store's billing?

The main arguments for: developers say the commission the stores take on in-app purchases cuts deep into their margins, and that being allowed to link out to their own checkout would let them offer customers lower prices. They also argue that outside payments would let small studios get paid days sooner instead of waiting on the store's monthly payout cycle.

The main arguments against: the platform owners say having one billing system is how they screen out fraudulent and scam payments, and that the commission funds the review, hosting and distribution services the store provides.

Honestly it comes down to whether you see the fee as a fair price for a service or as a toll.

TL;DR: developers want lower fees and the freedom to undercut store prices; platforms say the fee pays for safety and services.
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "They also argue that outside payments would let small studios get paid days sooner instead of waiting on the store's monthly payout cycle.", None),
            ]),
            ("three_perspectives", None, """
Not an expert, but I've followed this one for a while, and I think people tend to skip the user side of it.

> Should app stores be required to let developers take payments through their own systems instead of the store's billing?

**Consumer advocates**: their worries are practical. You might end up with a different account and a different refund process for each app, and cancelling a subscription could get harder if it's billed outside the store's central settings.

**Developers**: the commission on in-app purchases takes a big bite out of their margins, and being free to link to their own checkout would let them offer lower prices.

**Platform owners**: one store billing system lets them filter out fraudulent and scam payments, and the commission pays for the review, hosting and distribution the store provides.

TL;DR: fees vs. safety and services, with users worried about the hassle in the middle.

EDIT: to be clear, the consumer point isn't "outside payments bad," it's that refunds and cancellations could get messier once they're spread across apps.
""", []),
            ("three_perspectives", None, """
Not an expert, but I've followed this one for a while.

> Should app stores be required to let developers take payments through their own systems instead of the store's billing?

The main arguments for:
- Developers say the store's commission on in-app purchases cuts deep into their margins.
- Linking to their own checkout would let them offer customers lower prices.

The main arguments against:
- The platform owners say a single billing system is how they screen out scam and fraudulent payments.

The consumer advocates are more mixed. They point out that the commission pays for the review, hosting and distribution services users get from the store, but they also worry you'd be juggling separate accounts and refund processes for every app, and that cancelling a subscription could get harder once it's billed outside the store's central settings.

TL;DR: margins and prices vs. fraud protection, with consumer groups raising the practical headaches.
""", [
                ("side_swap", "They point out that the commission pays for the review, hosting and distribution services users get from the store", (1, 1)),
            ]),
            ("three_perspectives", None, """
Not an expert, but I've followed this one for a while (mostly because I pay for way too many app subscriptions).

> Should app stores be required to let developers take payments through their own systems...

The main arguments for:
1. The commission on in-app purchases cuts deeply into developers' margins.
2. Once developers can link to their own checkout, prices for customers will come down across the board.

The main arguments against:
1. One store billing system lets the platform catch fraudulent and scam payments.
2. The commission pays for the review, hosting and distribution the store provides.

Consumer advocates add a catch: cancelling a subscription may get harder when it's billed outside the store's central settings.

TL;DR: developers' margins and prices on one side, fraud screening and store services on the other, plus a cancellation headache for users.
""", [
                ("exaggeration", "prices for customers will come down across the board", (0, 1)),
                ("omitted_argument", None, (2, 0)),
            ]),
            ("three_perspectives", None, """
Not an expert, but I've followed this one for a while.

> Should app stores be required to let developers take payments through their own systems instead of the store's billing?

The main arguments for: developers say the commission on in-app purchases cuts deeply into their margins, and that being able to link to their own checkout would let them offer lower prices. A developer survey a couple of years back found that around 60% of small studios called the fee their single biggest cost.

The main arguments against: platform owners lean mostly on the point that the commission pays for the review, hosting and distribution the store provides, and they'll admit a single billing system isn't really what keeps scam payments out.

And consumer advocates are worried about the everyday stuff: juggling separate accounts and refund processes for each app, and subscriptions that may be harder to cancel once they're billed outside the store's central settings.

TL;DR: it's fees vs. services, and users get caught dealing with the mess.

EDIT: formatting.
""", [
                ("invented_statistic", "A developer survey a couple of years back found that around 60% of small studios called the fee their single biggest cost.", None),
                ("negation", "they'll admit a single billing system isn't really what keeps scam payments out", (1, 0)),
            ]),
        ],
    },
    {
        "id": "minimum_age_16_social_media",
        "topic": "A minimum age of 16 for social media accounts",
        "query": "Should social media platforms be legally required to keep under-16s off their services?",
        "perspectives": [
            ("supporters of the age limit", [
                "Heavy social media use has been linked to anxiety and poor sleep in young teenagers.",
                "A legal minimum age takes pressure off parents who don't want their child to be the only one without an account.",
                "Platforms would have to take age checks seriously instead of relying on users typing in a birth date.",
            ]),
            ("critics", [
                "Age checks could require every user, adults included, to hand over ID or face scans.",
                "Teenagers may simply move to less moderated corners of the internet.",
                "Some young people, such as LGBTQ teens in unsupportive homes, rely on online communities for support.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Not an expert, but I've followed this one for a while, mostly as a parent.

> Should social media platforms be legally required to keep under-16s off their services?

The main arguments for: heavy social media use has been linked to anxiety and poor sleep in younger teens. A legal minimum also takes the pressure off parents who don't want their kid to be the only one without an account (this one hits home, honestly). And it would force the platforms to take age checks seriously, rather than just trusting whatever birth date a user types in.

The main arguments against: checking ages could mean every user, adults included, has to hand over ID or a face scan. Teens might just drift off to less moderated corners of the internet. And some young people, like LGBTQ teens in unsupportive homes, rely on online communities for support.

TL;DR: younger teens' well-being and backing up parents vs. privacy for everyone, kids ending up somewhere worse, and cutting off teens who depend on online support.
""", []),
            ("bullets", None, """
Not an expert, but I've followed this one for a while.

> Should social media platforms be legally required to keep under-16s off their services?

The main arguments for:
- Heavy use has been linked to anxiety and poor sleep in young teens, especially girls.
- A legal minimum gives parents cover, so they're not stuck being the only ones saying no while every other kid has an account.
- Platforms would actually have to verify ages instead of just taking whatever birth date someone types in.

The main arguments against:
- To check ages you may have to check everyone, so adults could end up uploading ID or doing face scans too.
- Teens may just move to sketchier, less moderated parts of the internet.
- Some kids, like LGBTQ teens in unsupportive homes, rely on online communities for support.

TL;DR: real concerns on both sides; it's teen mental health and parents' sanity vs. privacy and unintended consequences.
""", [
                ("added_detail", "especially girls", (0, 0)),
            ]),
            ("numbered", None, """
Not an expert, but I've followed this one for a while.

> Should social media platforms be legally required to keep under-16s off their services?

The main arguments for:
1. Heavy social media use has been linked to anxiety and poor sleep in young teenagers.
2. A legal age limit takes pressure off parents who don't want their child to be the only one without an account.
3. Platforms would have to take age checks seriously instead of relying on people typing in a birth date.

The main arguments against:
1. Age checks could mean every user, adults included, has to hand over ID or a face scan.
2. Some young people, such as LGBTQ teens in unsupportive homes, depend on online communities for support.
3. There's also the privacy hit for grown-ups: to prove you're over 16 you might have to give a platform your documents or your face.

TL;DR: mental health and parental pressure vs. privacy and the teens who lean on online support.
""", [
                ("repetition", "to prove you're over 16 you might have to give a platform your documents or your face", (1, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
Not an expert, but I've followed this one for a while.

> Should social media platforms be legally required to keep under-16s off their services?

**The case for a 16+ rule**
- Heavy use by young teens has been linked to anxiety and poor sleep.
- It gives parents backup: lots of parents don't want their kid to be the only one without an account, and a law takes that pressure off.
- Platforms couldn't get away with "enter your birthday" anymore and would have to take age checks seriously.

**The case against**
- Real age checks could mean everyone, adults too, handing over ID or face scans.
- Teens might just head to less moderated corners of the internet.
- Some kids, like LGBTQ teens in unsupportive homes, rely on online communities for support.

TL;DR: teen well-being, parents and lazy age checks on one side; privacy, displacement and vulnerable teens on the other.

EDIT: a few people asked, so to restate: the privacy worry covers adults too, not just kids, since every user could be asked to prove their age.
""", []),
            ("dense", None, """
Not an expert, but I've followed this one for a while.

> Should social media platforms be legally required to keep under-16s off their services?

The main arguments for are that heavy social media use causes anxiety and poor sleep in young teens, that a legal minimum takes pressure off parents who don't want their kid to be the only one without an account, and that platforms would have to do proper age checks instead of taking a typed-in birth date on trust; the main arguments against are that those checks could make every user, adults included, hand over ID or a face scan, that teens may just move to less moderated corners of the internet, and that some young people, such as LGBTQ teens in unsupportive homes, rely on online communities for support. TL;DR: teen well-being vs. privacy and side effects.
""", [
                ("exaggeration", "heavy social media use causes anxiety and poor sleep in young teens", (0, 0)),
            ]),
            ("closing", None, """
Not an expert, but I've followed this one for a while.

> Should social media platforms be legally required to keep under-16s off their services?

The main arguments for:
- Heavy social media use has been linked to anxiety and poor sleep in young teenagers.
- A legal minimum age means parents aren't fighting alone when they don't want their kid to be the only one without an account.
- Platforms would have to take age checks seriously instead of relying on a typed-in birth date; one regulator's survey found roughly four in ten under-13s already have accounts despite the current rules.

The main arguments against:
- Age checks could require every user, adults included, to hand over ID or face scans.
- Teens may simply move to less moderated corners of the internet.
- Some young people, such as LGBTQ teens in unsupportive homes, rely on online communities for support.

Where I've landed after following it: both sides are worried about the same kids, they just weigh the risks differently.

TL;DR: protect young teens and back up parents, or protect privacy and the kids who'd be pushed out or cut off.
""", [
                ("invented_statistic", "one regulator's survey found roughly four in ten under-13s already have accounts despite the current rules", None),
            ]),
        ],
    },
    {
        "id": "verified_purchase_only_reviews",
        "topic": "Showing only verified-purchase reviews on shopping platforms",
        "query": "Should online shopping platforms be required to show only reviews from customers who actually bought the product?",
        "perspectives": [
            ("supporters", [
                "Tying reviews to a real purchase makes it harder for sellers to flood listings with fake praise.",
                "Shoppers would be able to trust star ratings more when deciding what to buy.",
            ]),
            ("critics", [
                "People who received a product as a gift or bought it elsewhere would lose their voice.",
                "Sellers can still game the system by refunding buyers after they leave positive reviews.",
                "Smaller sites may lack the purchase records needed to verify reviewers.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Not an expert, but I've followed this one for a while (I've been burned by fake 5-star reviews more than once).

> Should online shopping platforms be required to show only reviews from customers who actually bought the product?

The main arguments for: tying every review to an actual purchase makes it harder for sellers to flood a listing with fake praise, and shoppers would be able to trust the star ratings more when they're deciding what to buy. Even supporters admit that smaller sites may not have the purchase records they'd need to verify reviewers, though.

The main arguments against: people who got the product as a gift or bought it somewhere else would lose their voice, and sellers can still game it by refunding buyers after they post a positive review.

TL;DR: more trustworthy ratings vs. shutting out real reviewers and a loophole sellers can still use.
""", [
                ("side_swap", "Even supporters admit that smaller sites may not have the purchase records they'd need to verify reviewers", (1, 2)),
            ]),
            ("bullets", None, """
Not an expert, but I've followed this one for a while.

> Should online shopping platforms be required to show only reviews from customers who actually bought the product?

The main arguments for:
- If a review has to be tied to a real purchase, it's harder for a seller to flood their listing with fake praise.
- Star ratings would be more trustworthy for shoppers trying to decide what to buy.

The main arguments against:
- Anyone who got the thing as a gift, or bought it from a different store, wouldn't get a say anymore.
- Sellers can still game it: refund the buyer after they leave a positive review.
- Smaller sites may not have the purchase records to verify anyone in the first place.

TL;DR: fewer fake reviews and more trust vs. shutting out legit reviewers, refund tricks, and small sites that can't verify.
""", []),
            ("numbered", None, """
Not an expert, but I've followed this one for a while.

> Should online shopping platforms be required to show only reviews from customers who actually bought the product?

The main arguments for:
1. Linking reviews to real purchases makes it harder for sellers to stuff their listings with fake praise.
2. Shoppers could trust star ratings more when they're deciding what to buy.

The main arguments against:
1. People who were given the product as a gift, or who bought it elsewhere, would lose their voice.
2. Sellers could still game the system by refunding buyers once they've left positive reviews.
3. Smaller sites may not have the purchase records they'd need to verify reviewers.

TL;DR: it cuts down on fake praise and helps trust, but it shuts some real reviewers out, leaves a refund loophole, and is hard for small sites.

EDIT: point 2 under "against" is the big one for me: verifying the purchase doesn't stop the refund trick.
""", []),
            ("headed", None, """
Not an expert, but I've followed this one for a while.

> Should online shopping platforms be required to show only reviews from customers who actually bought the product?

**Why people want it**
Tying reviews to a real purchase makes it harder for sellers to flood their listings with fake praise bought from overseas review farms. And shoppers would be able to trust star ratings more when deciding what to buy.

**Why people push back**
Critics accept that the refund-for-a-good-review trick would mostly stop, but they have other concerns. People who got the product as a gift or bought it elsewhere would lose their voice, and smaller sites may lack the purchase records to verify reviewers at all.

TL;DR: more trustworthy ratings vs. locking out gift recipients and small sites.
""", [
                ("added_detail", "bought from overseas review farms", (0, 0)),
                ("negation", "Critics accept that the refund-for-a-good-review trick would mostly stop", (1, 1)),
            ]),
            ("dense", None, """
Not an expert, but I've followed this one for a while.

> Should online shopping platforms be required to show only reviews from customers who actually bought the product?

The main arguments for: tying reviews to a real purchase makes it harder for sellers to flood listings with fake praise, and shoppers would trust star ratings more when they decide what to buy; the main arguments against: anyone who got the product as a gift or bought it elsewhere would lose their voice, sellers can still game the system by refunding buyers after they leave positive reviews, and smaller sites may not have the purchase records to verify reviewers anyway. TL;DR: good for trust, but leaky and hard on gift-getters and small sites.
""", []),
            ("closing", None, """
Not an expert, but I've followed this one for a while.

> Should online shopping platforms be required to show only reviews from customers who actually bought the product?

The main arguments for:
- Tying reviews to a real purchase makes it harder for sellers to flood listings with fake praise.
- Shoppers would be able to trust star ratings more when deciding what to buy.

The main arguments against:
- Sellers can still game the system by refunding buyers after they leave positive reviews.
- Smaller sites may lack the purchase records needed to verify reviewers.

My take after watching this go back and forth: both sides have a point, and neither one is the whole story.

TL;DR: better ratings vs. a refund loophole and small sites that can't check purchases.
""", [
                ("omitted_argument", None, (1, 0)),
            ]),
        ],
    },
    {
        "id": "smart_tv_viewing_data_opt_in",
        "topic": "Requiring opt-in consent before smart TVs track what people watch",
        "query": "Should smart TV makers need viewers' explicit opt-in before collecting data on what they watch?",
        "perspectives": [
            ("privacy advocates", [
                "Viewing data can reveal sensitive things about a household, such as its politics, religion or health worries.",
                "Tracking is often switched on by default and buried in setup menus most people click through.",
            ]),
            ("TV makers and advertisers", [
                "Money from viewing data helps keep the price of smart TVs down.",
                "Viewing data is used to improve recommendations and features for users.",
                "Consent pop-ups may just become another screen people click through without reading.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Not an expert, but I've followed this one for a while (ever since I found the setting on my own TV, three menus deep).

> Should smart TV makers need viewers' explicit opt-in before collecting data on what they watch?

The main arguments for: what you watch can say a lot about your household, such as your politics, your religion, or health stuff you're worried about. And the tracking is often on by default, tucked into setup menus that most people just click through.

The main arguments against: the makers say the money from viewing data helps keep smart TVs cheap, and that the data is used to improve recommendations and features. They also argue consent pop-ups would just become one more screen that people click past without reading.

TL;DR: sensitive data collected quietly by default vs. cheaper TVs, better features, and consent screens nobody reads.

EDIT: forgot one, privacy advocates also point out that the data often gets shared with advertisers and data brokers beyond the TV maker itself.
""", [
                ("invented_claim", "privacy advocates also point out that the data often gets shared with advertisers and data brokers beyond the TV maker itself", None),
            ]),
            ("bullets", None, """
Not an expert, but I've followed this one for a while.

> Should smart TV makers need viewers' explicit opt-in before collecting data on what they watch?

The main arguments for:
- Viewing history can give away sensitive stuff about a household: politics, religion, health worries.
- It's often switched on by default and buried in setup menus people click straight through.

The main arguments against:
- Revenue from viewing data helps keep smart TV prices down.
- The data goes into better recommendations and features for users.
- A consent prompt may just turn into another screen everyone clicks through without reading (honestly, fair).

TL;DR: privacy and sneaky defaults vs. cheaper TVs, better features, and the click-through problem.
""", []),
            ("numbered", None, """
Not an expert, but I've followed this one for a while.

> Should smart TV makers need viewers' explicit opt-in before collecting data on what they watch?

The main arguments for:
1. Viewing data can reveal sensitive things about a household, like its politics, religion or health worries.
2. Tracking is often on by default and buried in setup menus most people click through.

The main arguments against:
1. Money from viewing data is what keeps smart TVs so cheap in the first place.
2. The data helps improve recommendations and features for users.
3. Consent pop-ups may turn into just another screen people click through without reading.

TL;DR: what your TV knows about you vs. what it costs and what it can do for you.
""", [
                ("exaggeration", "Money from viewing data is what keeps smart TVs so cheap in the first place", (1, 0)),
            ]),
            ("headed", None, """
Not an expert, but I've followed this one for a while.

> Should smart TV makers need viewers' explicit opt-in before collecting data on what they watch?

**Privacy side**
What you watch can reveal sensitive things about your household, like politics, religion or health worries. Tracking is often turned on by default and buried in setup menus most people click through. Even they worry that a consent pop-up could just become another screen people click through without reading.

**Industry side**
TV makers and advertisers say money from viewing data helps keep smart TV prices down, and that the data improves recommendations and features for users.

TL;DR: sensitive data and hidden defaults vs. cheaper TVs and better features.
""", [
                ("side_swap", "Even they worry that a consent pop-up could just become another screen people click through without reading", (1, 2)),
            ]),
            ("dense", None, """
Not an expert, but I've followed this one for a while.

> Should smart TV makers need viewers' explicit opt-in before collecting data on what they watch?

The main arguments for: your viewing data can reveal sensitive things about your household, like its politics, religion or health worries, and the tracking is often switched on by default and buried in setup menus most people click through; the main arguments against: money from that data helps keep smart TV prices down, it's used to improve recommendations and features, and consent pop-ups may just end up as one more screen people click through without reading. TL;DR: privacy vs. price, features, and consent fatigue.
""", []),
            ("closing", None, """
Not an expert, but I've followed this one for a while.

> Should smart TV makers need viewers' explicit opt-in before collecting data on what they watch?

The main arguments for:
- What a household watches can reveal sensitive things about it, like its politics, religion or health worries.
- The tracking is often on by default and hidden in setup menus that most people click straight through.

The main arguments against:
- The money that viewing data brings in helps keep smart TVs cheaper.
- The data is used to make recommendations and features better for users.
- Consent pop-ups may just become yet another screen people click through without reading.

Where I've ended up: it's a real trade-off between what the data reveals and what it pays for, not a case where one side is just wrong.

TL;DR: sensitive, quietly collected data vs. cheaper TVs, better features, and consent screens nobody reads.

EDIT: to restate the "against" side more fairly, it's not only about money, the makers also say the data improves recommendations and features.
""", []),
        ],
    },
]
