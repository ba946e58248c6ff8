"""Fresh4 batch f18 (written by a separate writer): Video review for referees in lower-league football; Abolishing minimum parking requirements for new housing; Naming and shaming fly-tippers on council websites; Council-funded community fridges for surplus food."""

TOPICS = [
    {
        "id": "lower_league_video_review",
        "topic": "Video review for referees in lower-league football",
        "query": "Should video review for referees be introduced in lower-league football?",
        "perspectives": [
            ("referees", [
                "Video review could help referees correct clear mistakes they miss in real time.",
                "Some referees worry that frequent reviews may undermine their authority on the pitch.",
            ]),
            ("clubs", [
                "The cost of cameras and trained operators may be too high for small clubs.",
                "Fairer decisions could protect clubs from relegation caused by refereeing errors.",
            ]),
            ("fans", [
                "Long stoppages for reviews can drain the atmosphere inside the ground.",
                "Supporters may trust results more if key decisions can be checked on video.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Bringing video review into lower-league football means different things depending on who you ask.

### The referees
For match officials, the appeal is plain enough: a replay could let them put right the clear mistakes that slip past them in the heat of the moment. Yet not everyone in the middle is convinced. Some referees fear that a steady stream of reviews might chip away at their authority on the pitch.

### The clubs
Money looms large here. Cameras and trained operators may simply cost more than small clubs can afford. On the other hand, clubs also stand to gain: fairer decisions could spare them a relegation that was really down to a refereeing error.

### The fans
In the stands, opinion pulls two ways. Lengthy stoppages while a decision is checked can suck the atmosphere out of a ground. But supporters may also have more faith in results if the big calls can be verified on video.
""", []),
            ("three_perspectives", None, """
Ask a referee, a club secretary and a season-ticket holder about video review in the lower leagues and you may well get three quite different answers.

Referees are themselves split. In the view of its backers among officials, replays could help them fix the obvious errors they miss as play unfolds; others in the profession worry that constant reviewing might erode the authority they hold on the pitch.

For clubs, the calculation is partly financial. The price of cameras and of people trained to operate them may be more than smaller sides can bear. Still, there is a potential upside, since more accurate decisions could protect a club from going down because of a refereeing mistake.

Fans, meanwhile, face a trade-off of their own. Long pauses for reviews can deflate the mood inside the stadium, yet supporters may place greater trust in results if the decisive moments can be checked on video.
""", []),
            ("three_perspectives", None, """
Here is how the arguments line up across the three groups with the most at stake:

**Referees**
- Replays could give officials a chance to correct clear mistakes they didn't catch in real time.
- Some, though, fear that frequent reviews may weaken their authority on the pitch.

**Clubs**
- Smaller clubs may find the cost of cameras and trained operators too steep.
- Fairer calls could protect clubs from being relegated because of refereeing errors.

**Fans**
- Drawn-out stoppages for reviews risk draining the atmosphere in the ground.
- Supporters may trust results more if key decisions can be checked on video.

The upshot? Each group sees both a promise and a price in the technology.
""", []),
            ("three_perspectives", None, """
Video review at the lower levels of the game divides opinion, and not neatly along a single fault line.

**Referees** are wary. Some officials worry that a constant flow of reviews could undercut their authority on the pitch.

**Clubs** weigh cost against fairness. Cameras and trained operators are simply beyond the budgets of small clubs, yet more accurate decisions could shield a team from a relegation brought about by refereeing blunders.

**Fans** have mixed feelings. Supporters argue that replays could help referees put right the obvious mistakes they miss in real time, and they may trust results more when key decisions can be checked on video. Then again, long stoppages for reviews can leave the atmosphere in the ground flat.
""", [
                ("side_swap", "Supporters argue that replays could help referees put right the obvious mistakes they miss in real time", (0, 0)),
                ("exaggeration", "Cameras and trained operators are simply beyond the budgets of small clubs", (1, 0)),
            ]),
            ("three_perspectives", None, """
The case for and against video review in lower-league football comes down largely to two groups: the officials who would use it and the clubs who would pay for it.

1. **The referees' view:** Replays could allow referees to correct clear errors that escape them in real time, a point that carries weight given that one league survey found officials miss roughly one in five key incidents. At the same time, some referees worry that frequent reviews may undermine their standing on the pitch.
2. **The clubs' view:** The cost of installing cameras and hiring trained operators may be too much for small clubs to absorb. Against that, fairer decisions could protect clubs from relegation caused by refereeing mistakes.
""", [
                ("omitted_perspective", None, 2),
                ("invented_statistic", "one league survey found officials miss roughly one in five key incidents", None),
            ]),
            ("three_perspectives", None, """
Is the lower-league game ready for video review? The answer depends a great deal on where you sit.

From the referee's perspective there is a clear upside: a replay could help officials correct the obvious mistakes they miss as the action unfolds. But some referees are uneasy, worried that a steady diet of reviews may erode their authority on the pitch.

Clubs, as one might expect, look first at the balance sheet. Cameras and trained operators may cost more than small clubs can manage. Then again, fairer decisions could protect them from relegations caused by refereeing errors.

For supporters, the concerns are more about the experience of matchday. Long stoppages for reviews can drain the atmosphere inside the ground, and fans would be no more inclined to trust results simply because key decisions could be checked on video.
""", [
                ("negation", "fans would be no more inclined to trust results simply because key decisions could be checked on video", (2, 1)),
            ]),
        ],
    },
    {
        "id": "parking_minimums_abolition",
        "topic": "Abolishing minimum parking requirements for new housing",
        "query": "Should cities abolish minimum parking requirements for new housing developments?",
        "perspectives": [
            ("pro", [
                "Dropping parking minimums could lower construction costs and make new homes cheaper.",
                "Land freed from parking can be used for more homes or green space.",
                "Fewer parking spaces may encourage people to walk, cycle or use public transport.",
            ]),
            ("con", [
                "Residents who still need cars could end up competing for scarce street parking.",
                "Car-free households in areas with poor public transport may be left isolated.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The question of whether new homes must come with parking spaces is more contentious than it sounds.

Supporters of abolition make a largely economic case. Without an obligation to provide parking, developers could cut construction costs, and those savings could feed through into cheaper homes. The space that would otherwise be handed over to cars can be put to other uses, whether extra homes or green space. And with fewer parking spaces on offer, people may be nudged towards walking, cycling or taking public transport.

Opponents see the other side of the coin. Residents who still rely on a car could find themselves fighting over limited street parking. And in places where public transport is patchy, households without cars may end up cut off.
""", []),
            ("bullets", None, """
**The case for scrapping parking minimums**
- Developers would no longer have to build costly underground car parks, which could lower construction costs and bring down the price of new homes.
- Space that would have gone to parking can instead host more homes or green space.
- With fewer spaces available, more people may choose to walk, cycle or hop on public transport.

**The case against**
- Residents who still depend on a car could be left competing for a limited supply of on-street parking.
""", [
                ("added_detail", "Developers would no longer have to build costly underground car parks", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
The debate over parking minimums comes down to a handful of competing arguments:

1. **Lower costs:** Abolishing the requirements could reduce building costs and make new homes more affordable.
2. **Better use of land:** Land that would have been set aside for parking can be used for additional homes or green space.
3. **Greener travel:** Fewer parking spaces may encourage residents to walk, cycle or use public transport.
4. **Pressure on the kerb:** Critics warn that residents who still need cars could end up competing for scarce street parking.
5. **Risk of isolation:** In areas poorly served by public transport, households without cars may be left isolated.
""", []),
            ("headed", None, """
### Why scrap the rules?
Supporters make a case built on cost, land and travel habits. Removing the minimums could trim construction costs, although the savings would rarely make the homes any cheaper. The land freed up could instead go towards more housing or green space, while fewer parking spaces may encourage people to walk, cycle or use public transport. Developers, they add, would remain free to provide parking wherever buyers actually want it.

### Why keep them?
Opponents counter that residents who still need a car could end up battling over scarce street parking. They also warn that in areas with weak public transport links, households without cars may find themselves isolated.
""", [
                ("negation", "although the savings would rarely make the homes any cheaper", (0, 0)),
                ("invented_claim", "Developers, they add, would remain free to provide parking wherever buyers actually want it", None),
            ]),
            ("dense", None, """
Advocates of abolition argue that dropping parking minimums could cut construction costs and make new homes cheaper, free up land for more housing or green space and, they insist, will get everyone out of their cars and onto foot, bike or bus; critics counter that residents who still need cars could end up scrapping over scarce street parking, and that in areas with poor public transport, car-free households may be left isolated.
""", [
                ("exaggeration", "will get everyone out of their cars and onto foot, bike or bus", (0, 2)),
            ]),
            ("closing", None, """
Should every new home come with a guaranteed parking space? Those who want the requirement scrapped lead with cost: without minimums, developers could build more cheaply, and those savings could be passed on as lower prices. They also foresee a shift in travel habits, as fewer spaces may encourage residents to walk, cycle or catch a bus or train. And, as one camp puts it, every parking space that doesn't have to be built could mean a little less on the final price of a home.

Critics are not persuaded. Residents who still need cars, they argue, could find themselves competing for scarce kerbside spaces, while car-free households in areas poorly served by public transport may be left isolated.

In the end, it comes down to how cities balance the cost of housing against the concerns of their residents, with and without cars.
""", [
                ("repetition", "every parking space that doesn't have to be built could mean a little less on the final price of a home", (0, 1)),
            ]),
        ],
    },
    {
        "id": "naming_fly_tippers_online",
        "topic": "Naming and shaming fly-tippers on council websites",
        "query": "Should councils name and shame convicted fly-tippers on their websites?",
        "perspectives": [
            ("pro", [
                "Publicly naming offenders could deter others from dumping waste illegally.",
                "Residents have a right to see how the council is tackling fly-tipping in their area.",
            ]),
            ("con", [
                "Naming people online may expose them and their families to harassment.",
                "Shaming may do little to stop organised offenders who dump waste for profit.",
                "Records could stay online long after the offender has paid the fine.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Councils weighing up whether to publish fly-tippers' names face arguments on both sides.

**For naming and shaming**
- The prospect of being publicly named could put others off dumping rubbish illegally.
- Residents are entitled to see what their council is doing about fly-tipping locally.

**Against**
- Putting names online may leave offenders, and their families, open to harassment.
- Shame may make little difference to organised operators who dump waste as a business.
- Entries could linger online long after the fine has been paid.
""", []),
            ("prose", None, """
Should a fly-tipper's name end up on the council website? Supporters think so. In their view, the prospect of public exposure could deter others from dumping waste illegally, and residents have a right to see how the council is dealing with fly-tipping on their doorstep.

Critics see real risks. Posting names online, they warn, may expose offenders and their families to harassment. There is also doubt about whether it would work on organised operators, since shaming may do little to deter those who dump waste for profit. Then there is the question of how long names stay up, although in most cases the records would come down once the fine is paid.
""", [
                ("negation", "although in most cases the records would come down once the fine is paid", (1, 2)),
            ]),
            ("closing", None, """
## For naming
Supporters argue that publicly naming those convicted of fly-tipping could act as a deterrent to would-be dumpers. They add that residents deserve to see how their council is tackling the problem in their area.

## Against naming
Opponents warn that online naming may expose offenders, and their relatives, to harassment. They also suspect that shame may do little to stop organised offenders who dump waste to make money, and point out that records could remain online long after the fine has been paid.

Ultimately, councils have to decide whether the deterrent value outweighs the risks to the people named.
""", []),
            ("headed", None, """
### The case for publication
Backers of the idea believe that seeing offenders named publicly could make others think twice before dumping waste illegally.

### The case against
Critics raise several concerns. Naming people online, they argue, may expose them and their families to harassment. Shaming may also do little to stop organised offenders who fly-tip for profit, and records could stay online long after the fine is settled. What is more, opponents add, residents have a right to see how the council is tackling fly-tipping in their area.
""", [
                ("side_swap", "opponents add, residents have a right to see how the council is tackling fly-tipping in their area", (0, 1)),
            ]),
            ("numbered", None, """
**Arguments for naming fly-tippers online**
1. It could discourage others from dumping waste illegally.
2. Residents have a right to see how their council is handling fly-tipping in the area.

**Arguments against**
1. Naming people online may expose them, and their families, to harassment.
2. Organised offenders who dump waste for profit may barely be deterred by public shaming.
3. Records could stay up long after the offender has paid the fine.
""", []),
            ("dense", None, """
Proponents say that publicly naming offenders will stop others from dumping waste illegally and that residents have a right to see how the council is tackling fly-tipping locally, but opponents warn that online naming may expose offenders and their families to abuse from neighbours and on social media, that shaming may do little to stop organised operators who dump waste for profit, and that records could linger online long after the fine has been paid.
""", [
                ("exaggeration", "publicly naming offenders will stop others from dumping waste illegally", (0, 0)),
                ("added_detail", "to abuse from neighbours and on social media", (1, 0)),
            ]),
        ],
    },
    {
        "id": "council_community_fridges",
        "topic": "Council-funded community fridges for surplus food",
        "query": "Should councils fund community fridges for sharing surplus food?",
        "perspectives": [
            ("supporters", [
                "Community fridges could keep edible food out of landfill.",
                "They can offer people struggling with living costs free food without the stigma of a food bank.",
            ]),
            ("sceptics", [
                "Food safety may be hard to guarantee when donations are left unsupervised.",
                "Council money might be better spent on existing food banks and support services.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### What supporters say
Backers of community fridges see them as a way to stop good food going to waste: edible surplus could end up feeding people rather than filling landfill. They also point out that a fridge can give people who are struggling with the cost of living access to free food, without the stigma of using a food bank.

### What sceptics say
Sceptics are less sure. With donations left unsupervised, they argue, food safety may be difficult to guarantee. And in their view, council funds might do more good if they went to existing food banks and support services.
""", []),
            ("closing", None, """
Community fridges have their champions and their doubters.

Champions argue that the fridges could keep perfectly edible food out of landfill. They also see them as a way to help people squeezed by living costs, offering free food without the stigma attached to visiting a food bank. Beyond the food itself, supporters say, a fridge on the high street can become a meeting point that brings neighbours together.

Doubters focus on safety. When donations are left unsupervised, they argue, it may be hard to be sure the food is safe to eat.

Whether council funding is justified may ultimately depend on how local authorities weigh these benefits against the risks.
""", [
                ("invented_claim", "a fridge on the high street can become a meeting point that brings neighbours together", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("prose", None, """
What should happen to food that is still good to eat but would otherwise be thrown away? For supporters of council-funded community fridges, the answer is straightforward: the fridges could keep it out of landfill. They also argue that the fridges can offer free food to people struggling with living costs, sparing them the stigma that can come with a food bank.

Sceptics, however, raise two objections. First, with donations left unsupervised, food safety may be hard to guarantee. Second, they question whether this is the best use of council money, suggesting it might be better spent on existing food banks and support services.
""", []),
            ("bullets", None, """
Arguments in favour:
- Community fridges could stop edible food from ending up in landfill.
- They can provide free food for people struggling with living costs, though not without some of the stigma attached to using a food bank.

Arguments against:
- Food safety may be hard to guarantee if donations are left unsupervised.
- The council's money might be better directed towards existing food banks and support services.
""", [
                ("negation", "though not without some of the stigma attached to using a food bank", (0, 1)),
            ]),
            ("numbered", None, """
Here are the main points raised on each side:

1. **Less waste:** Supporters say community fridges could keep edible food out of landfill, and advocates often point to figures suggesting that a single fridge can save around two tonnes of food a year.
2. **Dignified help:** The fridges can offer free food to people struggling with living costs, without the stigma of a food bank.
3. **Safety worries:** Sceptics fear that food safety may be hard to guarantee when donations are left unsupervised, particularly for meat, dairy and other items that spoil quickly at the wrong temperature.
4. **Competing priorities:** Council money, critics argue, might be better spent on existing food banks and support services.
""", [
                ("invented_statistic", "advocates often point to figures suggesting that a single fridge can save around two tonnes of food a year", None),
                ("added_detail", "particularly for meat, dairy and other items that spoil quickly at the wrong temperature", (1, 0)),
            ]),
            ("dense", None, """
Supporters of council-funded community fridges argue that they could keep edible food out of landfill and give people struggling with living costs free food without the stigma of a food bank, while also helping local shops and supermarkets cut their disposal costs; sceptics reply that food safety may be hard to guarantee when donations are left unsupervised and that the council's money might be better spent on existing food banks and support services.
""", [
                ("invented_claim", "while also helping local shops and supermarkets cut their disposal costs", None),
            ]),
        ],
    },
]
