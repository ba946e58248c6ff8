"""Fresh9 batch f37 (written by a separate writer): merging two rural primary schools; banning helium balloon releases at public events; a national digital ID card; longer Sunday opening hours for large shops."""

TOPICS = [
    {
        "id": "village_primary_schools_merger",
        "topic": "Merging two small rural primary schools onto one site",
        "query": "Should our two small village primary schools be merged onto a single site? Summarize the debate using only these arguments.",
        "perspectives": [
            ("parents", [
                "A merged school could offer children a wider range of clubs and friendships.",
                "Some younger pupils may face long bus journeys each day.",
            ]),
            ("teachers", [
                "Pooling staff would let teachers share planning and specialist subjects.",
                "Larger mixed-age classes may be harder to manage.",
            ]),
            ("village council", [
                "Running one building instead of two could save money for the local authority.",
                "Closing a school may take the heart out of the village that loses it.",
                "The empty building could be reused as a community hub.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's a quick rundown, group by group. Let's start with parents. On the plus side, a merged school could give children a wider mix of clubs and more friends to choose from. But some of the younger kids may end up facing long bus rides every day. Now, the teachers. Pooling staff would let them share lesson planning and cover specialist subjects together. The catch is that bigger mixed-age classes may be tougher to manage. And finally, the village council. Running one building instead of two could save the local authority money. On the other hand, closing a school may take the heart out of whichever village loses it, though the empty building could be turned into a community hub. Want me to go deeper on any of these?
""", []),
            ("three_perspectives", None, """
Okay, three groups have a say here. One, parents. They see a bigger school as a chance for kids to find more friends and a wider choice of clubs, but they worry some of the little ones may be stuck on long daily bus trips. Two, teachers. Having more colleagues under one roof would mean shared planning and the chance to split up specialist subjects. Still, they point out that larger classes mixing different ages may be harder to handle. Three, the village council. Its members note that one site rather than two could cut costs for the local authority, and the building left behind could find new life as a community hub. But they also warn that losing its school may rip the heart out of a village. So it's a real trade-off. Anything you'd like me to unpack?
""", []),
            ("three_perspectives", None, """
This one touches three different groups, so let's go through them. First up, the village council. The money argument is simple: running one building instead of two could save the local authority money. The council also sees a possible second life for the empty school as a community hub. Its worry is that the village losing its school may lose its heart along with it. Next, teachers. They like the idea of pooling staff, since that would let them share planning and specialist teaching. But they're wary that bigger, mixed-age classes may be harder to keep on track. And finally, parents. A merged school could open up more clubs and a wider circle of friends for their children. On the flip side, some younger pupils may face a long bus journey each day. It really comes down to what the community values most.
""", []),
            ("three_perspectives", None, """
Sure, here's how the three sides see it. Parents are fairly mixed. They like that a merged school could give kids more clubs and a bigger pool of friends, and they expect the daily trip to stay short and easy, even for the youngest pupils. Teachers, meanwhile, see the benefit of pooling staff. They could share planning and divide up specialist subjects. Their concern is that larger mixed-age classes may be harder to manage. As for the village council, the main draw is cost. Running one building rather than two could save the local authority money. But closing a school may take the heart out of the village that loses it. Would you like me to go into any of these in more detail?
""", [
                ("negation", "they expect the daily trip to stay short and easy, even for the youngest pupils", (0, 1)),
                ("omitted_argument", None, (2, 2)),
            ]),
            ("three_perspectives", None, """
Let's start with parents. They see real upside in a merged school, which could mean more clubs and more friends for their kids. At the same time, some younger children may face long bus rides each day, and parents also fear that bigger mixed-age classes may be harder to keep under control. Now, the teachers. For them, pooling staff would mean shared planning and the chance to share specialist subjects. Then there's the village council. Running a single site could save the local authority money, and some estimates suggest a small rural school costs around forty percent more per pupil than a larger one. The council could also reuse the empty building as a community hub. Still, closing a school may take the heart out of the village that loses it. Happy to dig into any of these.
""", [
                ("side_swap", "parents also fear that bigger mixed-age classes may be harder to keep under control", (1, 1)),
                ("invented_statistic", "some estimates suggest a small rural school costs around forty percent more per pupil than a larger one", None),
            ]),
            ("three_perspectives", None, """
Here's the short version. For parents, the big plus is that a merged school could offer children a wider choice of clubs and more chances to make friends. The downside is travel, since some of the younger pupils may have long bus journeys every day. The village council sees it differently. One site instead of two is guaranteed to save the local authority money, and the building left empty could become a community hub. But there's a real worry that closing a school may take the heart out of the village that loses it. Want me to say more about either side?
""", [
                ("omitted_perspective", None, 1),
                ("exaggeration", "One site instead of two is guaranteed to save the local authority money", (2, 0)),
            ]),
        ],
    },
    {
        "id": "helium_balloon_release_ban",
        "topic": "Banning the release of helium balloons at public events",
        "query": "Should councils ban the release of helium balloons at public events? Give me both sides, using only these arguments.",
        "perspectives": [
            ("pro", [
                "Released balloons can travel long distances and end up as litter in the sea and countryside.",
                "Animals such as birds and turtles may swallow balloon fragments or get tangled in the strings.",
                "Helium is a finite resource that could be better used in medicine and science.",
            ]),
            ("con", [
                "Balloon releases are a meaningful way for some families to mark memorials and celebrations.",
                "A ban may be hard to enforce at large outdoor events.",
            ]),
        ],
        "variants": [
            ("prose", None, """
It's a fairly lively debate. Supporters of a ban point out that released balloons can drift a long way before landing as litter, whether that's out at sea or in the countryside. They also say wildlife pays a price, since birds, turtles and other animals may swallow bits of balloon or get caught up in the strings. And there's a resource angle too. Helium is finite, and supporters argue it could be put to better use in medicine and science. On the flip side, opponents say that for some families, letting balloons go is a meaningful way to remember someone or celebrate a big moment. They also question whether a ban would even work, since it may be hard to enforce at large outdoor events. Want me to go deeper on either side?
""", []),
            ("bullets", None, """
Sure. There are three points in favor of a ban. One, balloons that get released can travel a long way and end up as litter in the ocean or out in the countryside. Two, wildlife like birds and turtles are bound to swallow the pieces or get tangled up in the strings. Three, helium is a limited resource that could be better spent on medicine and science. Now, the points against. One, for some families, a balloon release is a meaningful way to mark a memorial or a celebration. Two, a ban may be hard to enforce at big outdoor events. Critics add that it could also hurt small party-supply businesses that rely on balloon sales. Anything you'd like me to expand on?
""", [
                ("exaggeration", "wildlife like birds and turtles are bound to swallow the pieces or get tangled up in the strings", (0, 1)),
                ("invented_claim", "it could also hurt small party-supply businesses that rely on balloon sales", None),
            ]),
            ("numbered", None, """
Here's a quick rundown, starting with the case for a ban. Number one, balloons don't just vanish. They can float a long way and come down as litter in the sea or the countryside. Number two, they may be a danger to animals, with birds and turtles sometimes swallowing the fragments or getting tangled in the strings. Number three, helium is a finite resource, and supporters say it could be better used in science and medicine, for example to cool MRI scanners in hospitals. Now the case against. Number one, some families see releasing balloons as a meaningful way to honor a loved one or celebrate a milestone. Number two, a ban may be tricky to enforce at large outdoor events. Let me know if you want more on any of these.
""", [
                ("added_detail", "for example to cool MRI scanners in hospitals", (0, 2)),
            ]),
            ("headed", None, """
Let's start with the supporters of a ban. Their main concern is the environment. Balloons that get released can drift a long way and end up as litter in the sea and across the countryside. And animals like birds and turtles may swallow the bits or get caught in the strings. Now, the opponents. They say that for some families, letting balloons go is a meaningful way to mark a memorial or a celebration. They also suggest a ban would not be especially hard to police, even at large outdoor events. So there's a real tension between environmental concerns and personal traditions.
""", [
                ("negation", "a ban would not be especially hard to police, even at large outdoor events", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
In short, supporters of a ban argue that released balloons can travel long distances and end up littering the sea and countryside, that birds, turtles and other animals may swallow the fragments or get tangled in the strings, and that helium, being finite, could be put to better use in medicine and science, while opponents counter that releases are a meaningful way for some families to mark memorials and celebrations and that a ban may be hard to enforce at big outdoor events.
""", []),
            ("closing", None, """
Here's how the debate breaks down. On the pro side, people point out that balloons can travel a long way once they're released, and they can end up as litter in the sea and the countryside. Animals such as birds and turtles may swallow the fragments or get tangled in the strings. Helium is also a finite resource, and supporters argue it could be better used in medicine and science. On top of that, they stress that stray balloons ultimately come down as rubbish on beaches and in fields. On the con side, the main objection is practical: a ban may be hard to enforce at large outdoor events. Ultimately, it comes down to how councils weigh environmental harm against practicality.
""", [
                ("repetition", "they stress that stray balloons ultimately come down as rubbish on beaches and in fields", (1, 0)),
            ]),
        ],
    },
    {
        "id": "national_digital_id_card",
        "topic": "Introducing a national digital ID card",
        "query": "Should the country introduce a national digital ID card? Please summarize the arguments for and against, sticking to the ones below.",
        "perspectives": [
            ("pro", [
                "A digital ID could make it quicker to access public services and prove your identity online.",
                "It may reduce some forms of identity fraud.",
            ]),
            ("con", [
                "Holding everyone's data in one system could create a tempting target for hackers.",
                "Critics worry it may expand government surveillance of daily life.",
                "People without smartphones or internet access could be left behind.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Here's a quick rundown. There are two main points in favor. One, a digital ID could make it faster to use public services and to prove who you are online. Two, it may cut down on some kinds of identity fraud. And there are three main concerns. One, keeping everyone's data in a single system could make it an attractive target for hackers. Two, critics worry it may widen government surveillance of everyday life. Three, people who don't have a smartphone or internet access could get left behind. Want me to go deeper on any of these?
""", []),
            ("prose", None, """
Supporters see a national digital ID as a big step toward convenience. It could speed up access to public services and make proving your identity online a lot simpler. They also argue it would wipe out identity fraud altogether, which matters when, by one estimate, identity fraud costs the economy about four billion dollars a year. Critics, though, have serious reservations. Storing everyone's personal data in one place could create a tempting target for hackers. There's also the worry that it may expand government surveillance into daily life. And people without a smartphone or internet access could be left behind. So the debate really pits convenience against privacy and inclusion.
""", [
                ("exaggeration", "it would wipe out identity fraud altogether", (0, 1)),
                ("invented_statistic", "by one estimate, identity fraud costs the economy about four billion dollars a year", None),
            ]),
            ("headed", None, """
Let's start with the case for it. Supporters say a digital ID could let people reach public services more quickly and prove their identity online. They also think it may help reduce certain types of identity fraud. Now, the case against. The first worry is security, since pulling everyone's data into one system could hand hackers a tempting target. Critics also fear it may open the door to more government surveillance of people's daily lives. And finally, there's the question of fairness, because those without smartphones or internet access could be left out. Let me know if you'd like more on either side.
""", []),
            ("numbered", None, """
Sure thing. For the ID card, number one, it could speed up access to public services and make it easier to prove who you are online. Number two, it may reduce some kinds of identity fraud. Against it, number one, a single database holding everyone's details could be a tempting target for hackers. Number two, critics worry it may extend government surveillance into daily life. Number three, people without smartphones or internet access could be left behind. Is there one of these you'd like me to expand on?
""", []),
            ("closing", None, """
Here's the gist. Supporters say a national digital ID could make it quicker to access public services and to verify your identity online, though it may do little to dent identity fraud. Critics raise three concerns. First, keeping everyone's data, from fingerprints to medical records, in one central system could make it a tempting target for hackers. Second, they worry it may expand government surveillance of daily life. And third, people without smartphones or internet access could be left behind. In the end, it's a question of how much convenience people are willing to trade for privacy.
""", [
                ("negation", "though it may do little to dent identity fraud", (0, 1)),
                ("added_detail", "from fingerprints to medical records", (1, 0)),
            ]),
            ("dense", None, """
Put simply, supporters say a national digital ID could make public services quicker to reach and proving your identity online simpler, while opponents, who accept that it may reduce some kinds of identity fraud, warn that storing everyone's data in one system could tempt hackers, that it may expand government surveillance of daily life, that the rollout could cost taxpayers a fortune, and that people without smartphones or internet access could be left behind.
""", [
                ("side_swap", "opponents, who accept that it may reduce some kinds of identity fraud", (0, 1)),
                ("invented_claim", "that the rollout could cost taxpayers a fortune", None),
            ]),
        ],
    },
    {
        "id": "sunday_longer_shop_hours",
        "topic": "Letting large shops open for longer hours on Sundays",
        "query": "Should large shops be allowed to open for longer hours on Sundays? Summarize the debate using just these arguments.",
        "perspectives": [
            ("pro", [
                "Longer Sunday hours would suit people who work during the week and struggle to shop.",
                "Big stores could take more money and may create extra jobs.",
            ]),
            ("con", [
                "Shop staff could come under pressure to work Sundays and lose family time.",
                "Small independent shops may lose the trade advantage they currently have on Sundays.",
                "Some argue Sunday should remain a quieter day of rest for the community.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Here's a quick rundown. There are two points in favor. One, longer Sunday hours would help people who work all week and find it hard to fit in shopping. Two, big stores could bring in more money and may create extra jobs. And there are three points against. One, staff could feel pushed into working Sundays and miss out on time with their families. Two, small independent shops may lose the edge they currently enjoy on Sundays. And three, some people argue Sunday should stay a quieter day of rest for the community. Want me to go deeper on any of these?
""", []),
            ("headed", None, """
Let's start with supporters. They say longer Sunday opening would be a big help to people stuck in nine-to-five office jobs from Monday to Friday, who struggle to find time to shop. They also say big stores could earn more, and that may mean extra jobs. Now, the opponents. Their first worry is staff, who could come under pressure to work Sundays and lose family time. And some of them argue Sunday should stay a quieter day of rest for the community. Let me know if you want more on either side.
""", [
                ("added_detail", "people stuck in nine-to-five office jobs from Monday to Friday", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("prose", None, """
This one pits convenience against tradition. On the plus side, longer Sunday hours would suit people who work through the week and struggle to get to the shops. Bigger stores could also take more money, and that may lead to extra jobs. On the other hand, there are some real concerns. Shop staff could come under pressure to work Sundays, losing time with their families. Small independent shops, meanwhile, may hardly notice any change in the trade they get on Sundays. And some argue Sunday should stay a quieter day of rest for the community. Anything you'd like me to unpack?
""", [
                ("negation", "Small independent shops, meanwhile, may hardly notice any change in the trade they get on Sundays", (1, 1)),
            ]),
            ("dense", None, """
In a nutshell, supporters say longer Sunday hours would suit people who work during the week and struggle to shop, could bring big stores more revenue and possibly extra jobs, and could help brick-and-mortar stores compete with online shopping, while opponents argue that staff will be forced to give up their Sundays and lose family time, that small independent shops may lose the edge they have on Sundays, and that some people want Sunday to stay a quieter day of rest for the community.
""", [
                ("invented_claim", "could help brick-and-mortar stores compete with online shopping", None),
                ("exaggeration", "staff will be forced to give up their Sundays and lose family time", (1, 0)),
            ]),
            ("closing", None, """
Sure, here's how it breaks down. Supporters argue that longer Sunday hours would be handy for people who work during the week and find it hard to shop. They add that big stores could take in more money, and that may mean extra jobs. Critics see it differently. They worry shop workers could be pressured into Sunday shifts and lose time with their families. They also warn that small independent shops may lose the advantage they currently have on Sundays. And some argue that Sunday should remain a quieter day of rest for the community. Ultimately, it comes down to how a community balances convenience against tradition.
""", []),
            ("bullets", None, """
Here are the main points. There are two in favor. One, longer hours on Sunday would suit people who work during the week and can't easily get to the shops. Two, big stores could take more money and may create extra jobs. And there are two against. One, shop staff could come under pressure to work Sundays and miss out on family time. Two, small independent shops may lose the trading advantage they currently have on Sundays. Would you like me to go deeper on any of these?
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
]
