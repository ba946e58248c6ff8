"""Fresh7 batch f31 (written by a separate writer): municipal golf courses to parks; fines for empty high-street shops; phone bans at concerts; heat pump subsidies."""

TOPICS = [
    {
        "id": "golf_courses_to_public_parks",
        "topic": "Turning municipal golf courses into public parks",
        "query": "Should cities turn municipal golf courses into public parks?",
        "perspectives": [
            ("golfers", [
                "Municipal courses are one of the few affordable ways for people on modest incomes to play golf.",
                "Closing a course could break up long-standing clubs and leagues that many older players rely on for social contact.",
            ]),
            ("local residents", [
                "A park would open the land to far more people, including families, dog walkers and joggers who can't use it now.",
                "Some neighbours worry that a busier park may bring more noise, litter and parking pressure to their streets.",
            ]),
            ("wildlife groups", [
                "Replacing manicured fairways with meadow and woodland could significantly boost biodiversity.",
                "Golf courses can use large amounts of water and fertiliser, some of which may run off into local streams.",
                "Heavier foot traffic in a public park might disturb birds that currently nest undisturbed on quiet parts of the course.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
🧵 Should cities turn municipal golf courses into public parks? Three groups, three very different takes. 1/

2/ Golfers first ⛳ Council-run courses are one of the few places people without much money can actually afford a round. And shutting one could split up clubs and leagues that lots of older players lean on for their social life.

3/ Local residents are split themselves. A park would let far more people onto the land (families, joggers, dog walkers) who are shut out today. But some neighbours fear more noise, more litter and more cars parked on their streets.

4/ Wildlife groups see a real opportunity: swap the manicured fairways for meadow and woodland and biodiversity could get a serious boost. Courses can also soak up a lot of water and fertiliser, some of which may wash into nearby streams.

5/ That said, they flag a catch 🐦 more footfall in a public park might disturb birds that nest in peace on the quieter corners of a course today.

/end
""", []),
            ("three_perspectives", None, """
Golf course → park? Here's how the three camps see it 👇

**Golfers**
- Municipal courses keep the game within reach of people on modest incomes, which few other courses do.
- Closing one could break up long-running clubs and leagues, and many older players depend on those for company.

**Local residents**
- A park would open the space to many more people — families, joggers, dog walkers — who can't get on the land now.

**Wildlife groups**
- Ripping up fairways for meadow and woodland would likely do little for biodiversity, in their view.
- Courses can be thirsty and fertiliser-heavy, and some of that runoff may end up in local streams.
- More visitors tramping around might unsettle birds that currently nest quietly on the course's edges.
""", [
                ("negation", "Ripping up fairways for meadow and woodland would likely do little for biodiversity", (2, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("three_perspectives", None, """
1/ Big local debate: should the council's golf course become a public park? 🌳

2/ Golfers argue municipal courses are one of the only affordable ways to play if you're on a modest income.

3/ They also warn that closing a course could scatter long-standing clubs and leagues — and for many older members, that's a social lifeline they rely on.

4/ On the residents' side, the appeal is obvious: a park opens the land up to far more people, from families to joggers to dog walkers, who currently can't set foot on it.

5/ But not every neighbour is sold. Some worry a busier park may mean more noise, more litter and tougher parking on their streets.

6/ Where you land probably depends on who you think the land should serve. #LocalPolitics
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
1/ Converting municipal golf courses into parks pulls in golfers, neighbours and conservationists, and they don't all agree 🏌️🌳

2/ For golfers, these courses are about access: they're one of the few ways people on modest incomes can afford to play. Closing them could also break up clubs and leagues that many older players count on to stay socially connected.

3/ Residents like the idea that a park would welcome far more people — families, dog walkers, joggers — who are locked out now. Residents also point out that courses can guzzle water and fertiliser, some of which may run off into local streams. Some neighbours, though, fear a busier park may bring noise, litter and parking headaches.

4/ Wildlife groups think meadow and woodland in place of manicured fairways could do a lot for biodiversity. With the average 18-hole course covering roughly 150 acres, that's a lot of potential habitat. But they also caution that heavier foot traffic might disturb birds nesting on the quieter parts of the course.
""", [
                ("side_swap", "Residents also point out that courses can guzzle water and fertiliser, some of which may run off into local streams", (2, 1)),
                ("invented_statistic", "With the average 18-hole course covering roughly 150 acres, that's a lot of potential habitat.", None),
            ]),
            ("three_perspectives", None, """
### 🧵 Golf courses vs public parks: who wants what?

### ⛳ Golfers
1/ Municipal courses are one of the rare ways to play golf affordably on a modest income. Shut one, and long-standing clubs and leagues could fall apart, and many older players rely on them for social contact.

### 🏘️ Local residents
2/ A park would open the land to way more people: families, joggers, dog walkers who currently can't use it. Still, some neighbours worry about extra noise, litter and parking pressure if the place gets busier.

### 🦋 Wildlife groups
3/ Turning fairways into meadow and woodland could significantly boost biodiversity, and courses can use a lot of water and fertiliser that may leak into local streams. On the flip side, more people walking through might disturb birds currently nesting undisturbed in the quiet parts.
""", []),
            ("three_perspectives", None, """
Quick rundown on the golf-course-to-park idea: golfers say municipal courses are among the few affordable options for people on modest incomes, and that closing one will wipe out every club and league older players depend on for company; residents welcome a park that families, joggers and dog walkers could finally use, though some fear more noise, litter and parking trouble; and wildlife groups reckon meadow and woodland could boost biodiversity, point out that courses' heavy water and fertiliser use may be running off into streams, and caution that more foot traffic might disturb nesting birds. ⚖️
""", [
                ("exaggeration", "closing one will wipe out every club and league older players depend on for company", (0, 1)),
            ]),
        ],
    },
    {
        "id": "fines_for_empty_high_street_shops",
        "topic": "Fining landlords who leave high-street shops empty",
        "query": "Should councils fine landlords who leave high-street shops empty?",
        "perspectives": [
            ("pro", [
                "Fines could push landlords to lower rents or accept shorter leases instead of holding out for top prices.",
                "Long-term vacant units make high streets look run-down and may put shoppers off visiting neighbouring businesses.",
                "Money raised from the fines could fund schemes such as pop-up shops or shopfront improvements.",
            ]),
            ("con", [
                "Many shops sit empty because there is simply no demand, so fines would punish owners for conditions they can't control.",
                "The threat of fines may discourage investors from buying high-street property in the first place.",
            ]),
        ],
        "variants": [
            ("prose", None, """
1/ Should councils fine landlords who leave high-street shops sitting empty? 🏚️ Here's the debate in a nutshell.

2/ Backers think the threat of a fine could nudge landlords into cutting rents or offering shorter leases, rather than holding out for a top-dollar tenant. They also argue that units left vacant long-term make a high street look tired, which may put shoppers off the businesses next door.

3/ And the money has to go somewhere: supporters suggest fine revenue could pay for things like pop-up shops or spruced-up shopfronts.

4/ Critics counter that lots of units are empty simply because nobody wants them. Fining the owner, in that case, punishes them for something outside their control.

5/ There's also a worry that the mere threat of fines may scare investors off buying high-street property at all.
""", []),
            ("bullets", None, """
🧵 Empty shop fines: yes or no? 1/

2/ The case for 👍
- Facing a fine, landlords might drop rents or accept shorter leases instead of holding out for the highest bidder.
- Shops that stay empty for ages make the whole street look neglected and may stop shoppers visiting the neighbours.
- Fine money could be passed to the local business improvement district to run pop-up shops or fix up shopfronts.
- Fines would also make it harder for owners to sit on units while they wait for permission to convert them into flats.

3/ The case against 👎
- Plenty of shops are empty because there's just no demand, so fining owners penalises them for things they can't control.
- The risk of a fine may put investors off buying high-street property to begin with.
""", [
                ("added_detail", "Fine money could be passed to the local business improvement district", (0, 2)),
                ("invented_claim", "Fines would also make it harder for owners to sit on units while they wait for permission to convert them into flats.", None),
            ]),
            ("numbered", None, """
A quick thread on fining landlords for empty high-street units 🧵

1. **Pressure on rents** — Supporters say fines could push landlords toward lower rents or shorter leases rather than holding out for top prices.
2. **The look of the street** — Long-empty units make a high street feel run-down and may deter people from shopping at the businesses next door.
3. **Funding regeneration** — Revenue from fines could be spent on pop-up shops or shopfront improvements.
4. **No demand, no tenant** — Opponents point out that many shops are empty simply because nobody wants them, so fines punish owners for circumstances beyond their control.
5. **Scaring off investment** — And the prospect of fines may deter investors from buying high-street property at all.

/end
""", []),
            ("headed", None, """
## 1/ The pitch 🏪
Supporters of fines reckon landlords could be pushed into cheaper rents or shorter leases instead of holding out for top prices. They add that long-empty shopfronts make the high street look run-down and may put shoppers off neighbouring businesses, and that the fine money could bankroll pop-ups or shopfront makeovers.

## 2/ The pushback
Opponents say many units are empty because demand just isn't there, so fining owners punishes them for something they can't control. They also concede the threat of fines wouldn't really deter anyone from investing in high-street property.
""", [
                ("negation", "the threat of fines wouldn't really deter anyone from investing in high-street property", (1, 1)),
            ]),
            ("closing", None, """
1/ Fining landlords over empty shops: a short thread ⚖️

2/ For: it could give landlords a reason to lower rents or accept shorter leases instead of holding out for the best price, and it targets long-vacant units that make a high street look run-down and may drive trade away from neighbouring shops.

3/ Plus, the proceeds could fund pop-up shops or shopfront improvements.

4/ Against: lots of shops are empty for the simple reason that there's no demand, and owners shouldn't be penalised for conditions they can't control. The threat of fines may also deter investors from buying on the high street at all.

5/ It really comes down to how much weight you give each side. #HighStreet
""", []),
            ("dense", None, """
In short: supporters say fines could prod landlords into lower rents or shorter leases rather than holding out for top prices, argue that long-vacant units leave the high street looking run-down and are driving shoppers away from every business around them, and want the proceeds spent on pop-up shops or shopfront upgrades, while opponents reply that many shops are empty simply because there's no demand, so owners would be punished for things they can't control, and that the threat of fines may scare investors off high-street property altogether.
""", [
                ("exaggeration", "are driving shoppers away from every business around them", (0, 1)),
            ]),
        ],
    },
    {
        "id": "phone_bans_at_live_concerts",
        "topic": "Banning phones at live concerts",
        "query": "Should phones be banned at live concerts?",
        "perspectives": [
            ("pro", [
                "Phones held up in the air block the view of people standing behind them.",
                "Some artists say audiences who aren't filming are more engaged and create a better atmosphere.",
            ]),
            ("con", [
                "Fans have paid for their ticket and should be free to capture memories of the night.",
                "Enforcing a ban with lockable pouches or bag searches could slow entry and add to ticket costs.",
                "Some people need their phones to stay reachable, such as parents or carers.",
            ]),
        ],
        "variants": [
            ("prose", None, """
🧵 1/ Phone bans at gigs: great idea or overreach? 🎤

2/ The pro-ban crowd's first point is simple: raised phones block the view for people standing behind them. Some artists also say crowds that aren't busy filming are more engaged, and the atmosphere is better for it.

3/ In one survey of festival-goers, nearly two-thirds said other people's phones had spoiled their view at a show.

4/ On the other side, fans argue they've paid for the ticket and should be free to record memories of the night. Enforcing a ban, with lockable pouches or bag searches, could also slow down entry and add to ticket prices.

5/ And some people, like parents or carers, need their phones so they can be reached. /end
""", [
                ("invented_statistic", "In one survey of festival-goers, nearly two-thirds said other people's phones had spoiled their view at a show.", None),
            ]),
            ("dense", None, """
Phones at concerts, condensed: people who want a ban say raised phones block the view for those behind and that, according to some artists, audiences who aren't filming are more engaged and make for a better atmosphere, while opponents say fans who've paid for a ticket should be free to capture memories, that enforcement through pouches or bag searches could slow entry and push up ticket costs, and that some people, such as parents or carers, need to stay reachable. 📱🚫
""", []),
            ("numbered", None, """
1/ Should phones be banned at concerts? Let's break it down 👇

2/ For a ban:
1. Phones in the air block the view of whoever's standing behind them.
2. Some artists find that phone-free crowds tend to be flatter and less engaged, which can dampen the atmosphere.

3/ Against a ban:
1. Fans paid for their tickets, so they should be free to capture memories of the night.
2. Enforcement via lockable pouches or bag checks could slow entry and add to ticket costs.
3. People shelling out for a ticket have earned the right to film their own night out.
""", [
                ("negation", "Some artists find that phone-free crowds tend to be flatter and less engaged, which can dampen the atmosphere", (0, 1)),
                ("repetition", "People shelling out for a ticket have earned the right to film their own night out.", (1, 2)),
            ]),
            ("bullets", None, """
1/ Banning phones at live shows — where do people stand? 🎶

2/ Pro-ban arguments:
- Raised phones block the view of the people behind them.
- Some artists feel audiences who aren't filming are more engaged and create a better vibe.
- Phone-free shows would also cut down on bootleg clips of unreleased songs leaking online.
- Supporters add that some people, such as parents or carers, need their phones to stay reachable.

3/ Anti-ban arguments:
- Fans have paid for the ticket and should be able to capture memories of the night.
- Enforcing it with pouches or bag searches could slow entry and add to ticket costs.
""", [
                ("invented_claim", "Phone-free shows would also cut down on bootleg clips of unreleased songs leaking online.", None),
                ("side_swap", "Supporters add that some people, such as parents or carers, need their phones to stay reachable.", (1, 2)),
            ]),
            ("headed", None, """
### 1/ Why ban phones? 🎸
Held-up phones block the view of people standing behind. And some artists say audiences who aren't filming are more engaged, which makes for a better atmosphere.

### 2/ Why not?
Fans have paid for their ticket and feel they should be free to capture memories of the night. Enforcing a ban (lockable pouches, bag searches) could slow entry and add to ticket costs.

### 3/ The practical angle
Some people need to stay reachable — parents and carers, for example.
""", []),
            ("closing", None, """
1/ The phone-ban debate at gigs, in a few posts 🧵

2/ Supporters point out that phones held up in the air block the view for people behind them, especially shorter fans stuck in the standing area near the stage. Some artists also say audiences who aren't filming are more engaged and bring a better atmosphere.

3/ Opponents say fans have paid for their tickets and should be free to capture memories. They add that enforcement through pouches or bag searches could slow entry and make tickets pricier, and that some people, like parents or carers, need to stay reachable.

4/ It's a genuinely divisive one, and reasonable people land on both sides. /end
""", [
                ("added_detail", "especially shorter fans stuck in the standing area near the stage", (0, 0)),
            ]),
        ],
    },
    {
        "id": "heat_pump_subsidies_homeowners",
        "topic": "Subsidising heat pumps for homeowners",
        "query": "Should governments subsidise heat pumps for homeowners?",
        "perspectives": [
            ("pro", [
                "Subsidies lower the high upfront cost that stops many households switching from gas boilers.",
                "Wider use of heat pumps could substantially cut carbon emissions from home heating.",
                "A steady subsidy may help build a larger, better-trained installer workforce.",
            ]),
            ("con", [
                "Grants tend to go to better-off homeowners, while renters and lower-income households help pay through taxes without benefiting.",
                "Heat pumps may perform poorly in older, badly insulated homes, so some subsidy money could be wasted.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### 🧵 Heat pump subsidies: the case for
1/ The upfront price of a heat pump is high, and that's what stops many households moving off gas boilers; subsidies bring it down. More heat pumps could also substantially cut carbon emissions from home heating.

2/ A steady subsidy may help grow a bigger, better-trained pool of installers too.

### The case against
3/ Grants tend to end up with better-off homeowners, while renters and lower-income households chip in through taxes without seeing the benefit.

4/ And heat pumps may struggle in older, poorly insulated homes, meaning some of the money could be wasted. /end
""", []),
            ("dense", None, """
Heat pump subsidies in one post 🏠: supporters argue they bring down the steep upfront cost that keeps many households on gas boilers, that wider uptake would eliminate carbon emissions from home heating altogether, that a steady subsidy may help build a larger, better-trained installer workforce, and that cutting gas demand would make the country less dependent on imported fuel, while critics say grants tend to go to better-off homeowners as renters and lower-income households pay through taxes without benefiting, and that heat pumps may perform poorly in older, badly insulated homes, so some of the money could be wasted.
""", [
                ("exaggeration", "wider uptake would eliminate carbon emissions from home heating altogether", (0, 1)),
                ("invented_claim", "cutting gas demand would make the country less dependent on imported fuel", None),
            ]),
            ("bullets", None, """
1/ Should governments help pay for homeowners' heat pumps? Quick thread 🧵

2/ 👍 For:
- Subsidies cut the big upfront cost that stops a lot of households switching from gas boilers
- More heat pumps could substantially reduce carbon emissions from heating homes
- Steady support may help build up a larger, better-trained installer workforce

3/ 👎 Against:
- Grants tend to flow to better-off homeowners, while renters and lower-income households help fund them through taxes and get nothing back
- In older, badly insulated homes heat pumps may perform poorly, so some of the subsidy could be wasted
""", []),
            ("prose", None, """
1/ Heat pump subsidies are one of those climate policies everyone seems to have an opinion on. Here's the gist 🏠

2/ Supporters say subsidies would hardly make a dent in the upfront cost that keeps many households on gas boilers. Still, they argue wider adoption could substantially cut carbon emissions from home heating, and that steady funding may help build a bigger, better-trained installer workforce.

3/ Critics, meanwhile, note that grants tend to go to better-off homeowners, while renters and lower-income households help foot the bill through taxes without benefiting. They also warn heat pumps may perform poorly in older, badly insulated homes, so some of the money could go to waste.
""", [
                ("negation", "subsidies would hardly make a dent in the upfront cost that keeps many households on gas boilers", (0, 0)),
            ]),
            ("numbered", None, """
🧵 Subsidising heat pumps — the main arguments, numbered:

1. **Affordability**: subsidies lower the high upfront cost that stops many households from ditching their gas boilers.
2. **Emissions**: wider use of heat pumps could substantially cut carbon emissions from home heating.
3. **Fairness**: critics say grants tend to go to better-off homeowners, while renters and lower-income households pay through taxes without benefiting.
4. **Older homes**: heat pumps may perform poorly in older, badly insulated properties, particularly pre-1930s houses with solid walls, so some subsidy money could be wasted.
""", [
                ("added_detail", "particularly pre-1930s houses with solid walls", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
1/ Should the state subsidise heat pumps? ⚖️

2/ Yes, say supporters: it brings down the steep upfront cost that keeps many homes on gas boilers, wider adoption could substantially cut emissions from home heating, and a steady subsidy may grow a larger, better-trained installer workforce.

3/ Not so fast, say critics: grants tend to benefit better-off homeowners while renters and lower-income households pay through their taxes without gaining anything, and heat pumps may perform poorly in older, badly insulated homes, which could mean wasted money.

4/ Ultimately it depends on how much weight you put on climate goals versus fairness and value for money.
""", []),
        ],
    },
]
