"""Fresh7 batch f32 (written by a separate writer): moving a weekly market to a car-free square; licensing venomous pet snakes; a weekly allowance for staying in education after 16; facial-recognition cameras in supermarkets."""

TOPICS = [
    {
        "id": "market_car_free_square",
        "topic": "Moving a town's weekly market to a car-free square",
        "query": "Should our town move its weekly market from the high street to the new car-free square?",
        "perspectives": [
            ("stallholders", [
                "A car-free square could bring more passing foot traffic to the stalls.",
                "Without vehicle access, unloading and setting up would be slower and more tiring.",
            ]),
            ("shoppers", [
                "Browsing without traffic would feel safer, especially for families with young children.",
                "Some shoppers may find it harder to carry heavy purchases back to parking further away.",
            ]),
            ("nearby shopkeepers", [
                "Market crowds in the square might spill over into neighbouring shops.",
                "Stalls selling similar goods could undercut shops right on their doorstep.",
                "Setting up and packing away could block shop entrances on market mornings.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The debate over moving the market breaks down into a few distinct issues, and each group's interests cut across them.

**Footfall and trade.** Stallholders hope the car-free square will bring more people wandering past their pitches, and neighbouring shopkeepers see a possible upside too, since market crowds might drift into their shops. The same shopkeepers, though, worry that stalls selling similar goods could undercut them right outside their own doors.

**Getting goods in and out.** For stallholders, having no vehicle access means unloading and setting up would take longer and be more tiring; shoppers face a mirror-image problem, as some may struggle to carry heavy bags back to parking that is now further away. Shopkeepers add that setting up and packing away could block their entrances on market mornings.

**Safety.** On the plus side for shoppers, browsing without traffic would feel safer, particularly for families with young children.

**The crux:** a safer square for browsing has to be weighed against tougher logistics for traders and shoppers alike, and new competition on the shopkeepers' doorstep.
""", []),
            ("three_perspectives", None, """
Here's how the arguments line up, issue by issue:

- **Footfall:** Stallholders expect a car-free square to pull in more passers-by, and nearby shopkeepers think some of those market crowds might carry on into their shops.
- **Competition:** The shopkeepers' worry is that stalls selling the same kinds of goods could undercut them on their own doorstep.
- **Logistics:** Stallholders point out that setting up gets easier once they no longer have to work around moving cars, while shoppers note that some of them may find it a struggle to lug heavy purchases back to parking further off. Shopkeepers add that setting up and packing away could block their entrances on market mornings.
- **Safety:** Shoppers say browsing would feel safer without traffic, especially with young children in tow.
- **Atmosphere:** Shoppers also suggest that a car-free setting would leave room for seating and street entertainment, making the market a place to linger rather than rush through.
""", [
                ("negation", "setting up gets easier once they no longer have to work around moving cars", (0, 1)),
                ("invented_claim", "a car-free setting would leave room for seating and street entertainment, making the market a place to linger rather than rush through", None),
            ]),
            ("three_perspectives", None, """
Much of this comes down to who gains the footfall and who bears the inconvenience.

Start with trade. Stallholders see the square as a chance to catch more passing foot traffic, and the shopkeepers around it are partly on the same page, reckoning that market crowds might spill over into their premises. Yet those shopkeepers also fear direct competition, with stalls selling similar goods potentially undercutting them right outside.

Access is the second fault line. Traders say that without vehicles allowed in, unloading and setting up would be slower and more tiring, and shopkeepers worry that the same routine of setting up and packing away could block their entrances on market mornings. Shoppers have a parallel concern: some may find it harder to carry heavy purchases back to a car parked further away.

The shoppers' case in favour rests on safety — browsing without traffic would feel safer, especially for families with young children.

It's a genuine trade-off rather than a clear-cut case.
""", []),
            ("three_perspectives", None, """
### Trade and footfall
Stallholders believe a car-free square could bring more passing trade to their stalls. Neighbouring shopkeepers are cautiously hopeful on the same point — crowds might spill into their shops — but they also fear that stalls selling similar goods could undercut them right on their doorstep.

### Access and set-up
This is where the two groups' concerns overlap. Stallholders say that, with no vehicle access, unloading and setting up would be slower and more tiring, while shopkeepers worry that setting up and packing away could block their entrances on market mornings.

### The crux
Both groups stand to gain from extra footfall, but each would also carry new practical costs.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("three_perspectives", None, """
Weighing it up by issue:

1. **Footfall.** Stallholders expect a car-free square to bring more passers-by to their stalls, and nearby shopkeepers are confident the market crowds will pour into every neighbouring shop.
2. **Competition.** Those same shopkeepers worry that stalls selling similar goods could undercut them right on their doorstep.
3. **Safety.** Stallholders argue that browsing without traffic would feel safer, particularly for families with young children.
4. **Carrying and unloading.** Traders say unloading and setting up without vehicle access would be slower and more tiring; shoppers, for their part, note that some may find it harder to carry heavy purchases back to more distant parking.
5. **Blocked entrances.** Shopkeepers also fear that setting up and packing away could block their doors on market mornings.
""", [
                ("exaggeration", "nearby shopkeepers are confident the market crowds will pour into every neighbouring shop", (2, 0)),
                ("side_swap", "Stallholders argue that browsing without traffic would feel safer", (1, 0)),
            ]),
            ("three_perspectives", None, """
On footfall, stallholders hope a car-free square could draw more passers-by and nearby shopkeepers think the crowds might spill into their shops, though the shopkeepers also fear that similar goods on the stalls could undercut them on their doorstep; on practicalities, stallholders warn that unloading and setting up without vehicle access would be slower and more tiring, shopkeepers that setting up and packing away could block their entrances on market mornings, and some shoppers that heavy purchases may be harder to carry back to parking further away — set against which shoppers say browsing would simply feel safer without traffic, especially for families with young children.
""", []),
        ],
    },
    {
        "id": "venomous_snake_licence",
        "topic": "Requiring a licence to keep venomous snakes as pets",
        "query": "Should people need a licence to keep venomous snakes as pets?",
        "perspectives": [
            ("pro", [
                "A licence would ensure keepers know how to handle and house dangerous animals safely.",
                "It could protect neighbours and emergency services from the risk of escaped snakes.",
                "Licence fees could help fund inspections and the rescue of neglected animals.",
            ]),
            ("con", [
                "Responsible hobbyists may face costly fees and paperwork for what is a very rare risk.",
                "Strict rules could push some owners to keep their snakes secretly, making them harder to track.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The case divides fairly neatly into questions of safety, cost and enforcement.

On safety, supporters argue that a licence would make sure keepers actually know how to handle and house such dangerous animals, and that it could shield neighbours and emergency services from the danger of a snake getting loose. Opponents' reply centres on how rarely that danger materialises — and that is the heart of their complaint on cost: responsible hobbyists may be saddled with expensive fees and paperwork to guard against something that seldom happens. Supporters, in turn, see those fees as useful, since they could help pay for inspections and for rescuing neglected animals.

Enforcement is the final sticking point. Critics warn that tough rules could drive some owners to keep their snakes in secret, which would make them harder, not easier, to keep track of.
""", []),
            ("bullets", None, """
**Where the arguments meet:**

- **Safety and competence** — Supporters say a licence would ensure keepers know how to handle and house dangerous snakes properly, and could protect neighbours and emergency crews from escapes. Critics counter that the risk is very rare in the first place.
- **Money** — For opponents, the scheme means costly fees and paperwork landing on responsible hobbyists. Supporters see the fees differently: they could fund twice-yearly home inspections by council vets as well as the rescue of neglected animals.
- **Enforcement** — Opponents warn that strict rules could push some owners underground, keeping their snakes secretly and making them harder to track.
""", [
                ("added_detail", "they could fund twice-yearly home inspections by council vets", (0, 2)),
            ]),
            ("headed", None, """
### Safety
Supporters argue that licensing would ensure keepers know how to handle and house venomous snakes safely, and that it could protect neighbours and emergency services from escaped animals. Critics reply that this is a very rare risk — one survey of UK exotic-pet keepers found that fewer than 1 in 200 venomous snakes ever escape.

### Cost
Here the two sides read the same fees in opposite ways. Opponents say responsible hobbyists may be burdened with costly fees and paperwork, while supporters point out that the money could fund inspections and the rescue of neglected animals.

### The crux
It comes down to whether a rare risk from dangerous animals justifies a new layer of regulation.
""", [
                ("invented_statistic", "one survey of UK exotic-pet keepers found that fewer than 1 in 200 venomous snakes ever escape", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
On safety, supporters say a licence would ensure keepers know how to handle and house dangerous animals and could protect neighbours and emergency services from escaped snakes, while critics call it a very rare risk; on money, the fees that supporters say could fund inspections and the rescue of neglected animals look to opponents like a costly burden, along with the paperwork, on responsible hobbyists; and on enforcement, critics warn that strict rules could push some owners to keep their snakes secretly, leaving them harder to track.
""", []),
            ("numbered", None, """
Broken down by issue, the debate looks like this:

1. **Keeper competence** — Supporters argue a licence would make sure owners know how to handle and house dangerous animals safely.
2. **Public safety vs. proportionality** — Supporters say licensing could protect neighbours and emergency services from escaped snakes. Opponents respond that responsible hobbyists may face costly fees and paperwork for a risk that is not particularly rare.
3. **Funding** — Licence fees could help pay for inspections and for rescuing neglected animals, supporters add.
4. **Enforcement** — Critics warn that strict rules could push some owners to keep their snakes on the quiet, making them harder to track.
""", [
                ("negation", "for a risk that is not particularly rare", (1, 0)),
            ]),
            ("closing", None, """
A good way to see this debate is issue by issue.

When it comes to safety, supporters believe a licence would ensure keepers know how to handle and house dangerous snakes, and that it could protect neighbours and emergency services from escapes. Critics don't see a pressing danger: for them, it is a very rare risk that doesn't justify the costly fees and paperwork responsible hobbyists may face.

Those fees are themselves contested. Supporters argue they could help fund inspections and the rescue of neglected animals.

The sharpest disagreement is over whether the rules would actually work. Opponents argue that strict licensing will inevitably drive owners underground, with snakes kept in secret where nobody can track them.

In the end, it's a question of how much regulation a rare but dangerous hazard warrants.
""", [
                ("exaggeration", "strict licensing will inevitably drive owners underground, with snakes kept in secret where nobody can track them", (1, 1)),
            ]),
        ],
    },
    {
        "id": "education_allowance_post16",
        "topic": "Paying teenagers a weekly allowance to stay in education after 16",
        "query": "Should teenagers be paid a weekly allowance to stay in education after 16?",
        "perspectives": [
            ("pro", [
                "A weekly payment could keep students from poorer families in education rather than leaving for low-paid work.",
                "It may help cover costs such as travel, books and meals.",
            ]),
            ("con", [
                "Much of the money could go to teenagers who would have stayed on anyway.",
                "Linking payments to attendance may encourage students to turn up without really engaging.",
                "The funding might be better spent directly on colleges and teaching.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## Who it reaches
Supporters argue that a weekly payment could keep teenagers from poorer families in education instead of dropping out for low-paid jobs. Critics answer that a lot of the money could end up with students who would have stayed on regardless.

## What it pays for
Backers point out that the allowance may help with everyday costs like travel, books and meals. Sceptics counter that the same funding might do more good if it went straight to colleges and teaching.

## What it rewards
There is also a concern about behaviour: if payments are tied to attendance, that may encourage students to turn up without genuinely engaging.
""", []),
            ("prose", None, """
This is mostly a debate about targeting and value for money.

Supporters' central point is that a weekly payment could stop students from poorer families dropping out of education to take low-paid work. They add that it may help with the practical costs of staying on — travel, books, meals. Critics, meanwhile, suspect that much of the money could go to teenagers who would have stayed on anyway.

There's a further disagreement over incentives. Opponents warn that linking payments to attendance may lead students to show up without really engaging, whereas supporters come back to the idea that, for a teenager from a low-income household, the allowance could be what makes continuing in education possible rather than leaving for a poorly paid job.
""", [
                ("repetition", "for a teenager from a low-income household, the allowance could be what makes continuing in education possible rather than leaving for a poorly paid job", (1, 2)),
            ]),
            ("bullets", None, """
The arguments fall under three headings:

- **Access:** An allowance could keep students from poorer families in education rather than leaving for low-paid work — though critics note that much of the money could go to teenagers who would have stayed on anyway.
- **Costs and spending:** Supporters say it may help cover travel, books and meals; opponents think the funding might be better spent directly on colleges and teaching.
- **Engagement:** If payments are tied to attendance, critics worry they may encourage students to turn up without really engaging.
""", []),
            ("numbered", None, """
Taking the main issues in turn:

1. **Staying on** — Supporters believe a weekly payment could keep students from poorer families in education instead of leaving for low-paid work. Opponents reply that much of it could go to teenagers who would have stayed on anyway.
2. **Day-to-day costs** — The allowance may help cover travel, books and meals, including the daily bus fare for students who have to commute to a college in another town.
3. **Where the money goes** — Critics argue the funding might be better spent directly on colleges and teaching.
4. **Attendance** — Linking payments to attendance may encourage students to turn up without really engaging, sceptics warn, and it could also penalise young carers who have to miss classes to look after family members.
""", [
                ("added_detail", "including the daily bus fare for students who have to commute to a college in another town", (0, 1)),
                ("invented_claim", "it could also penalise young carers who have to miss classes to look after family members", None),
            ]),
            ("closing", None, """
Most of the disagreement is about whether the money would change behaviour or simply subsidise what would happen anyway.

On who benefits, supporters hope a weekly payment could keep students from poorer backgrounds in school or college rather than drifting into low-paid work, while critics suspect much of it could go to teenagers who would have stayed on in any case. On practical costs, the allowance may help with travel, books and meals, although opponents feel the same money might be better spent directly on colleges and teaching. And on attendance, critics argue that tying payments to turning up is likely to draw students into genuinely engaging with their lessons.

Ultimately, it comes down to whether an allowance is the best use of the money.
""", [
                ("negation", "tying payments to turning up is likely to draw students into genuinely engaging with their lessons", (1, 1)),
            ]),
            ("dense", None, """
Whether the allowance reaches the right people is the first dispute — supporters say it could keep students from poorer families in education rather than leaving for low-paid work, critics that much of the money could go to teenagers who would have stayed on anyway — and the second is value, since it may help cover travel, books and meals, yet opponents argue the funding might be better spent directly on colleges and teaching and that linking it to attendance may simply encourage students to turn up without really engaging.
""", []),
        ],
    },
    {
        "id": "supermarket_facial_recognition",
        "topic": "Letting supermarkets use facial-recognition cameras to catch shoplifters",
        "query": "Should supermarkets be allowed to use facial-recognition cameras to catch shoplifters?",
        "perspectives": [
            ("pro", [
                "Cameras could help staff spot known repeat shoplifters as soon as they enter.",
                "Fewer thefts may reduce losses that are otherwise passed on to customers through higher prices.",
                "Staff may feel safer if violent offenders are flagged before an incident.",
            ]),
            ("con", [
                "Scanning every shopper's face intrudes on the privacy of people who have done nothing wrong.",
                "The technology can misidentify innocent people, who may then be wrongly confronted or banned.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Here's the debate organised by issue:

- **Catching thieves:** Supporters say the cameras could help staff recognise known repeat shoplifters the moment they walk in.
- **Prices:** Fewer thefts may cut the losses that otherwise end up being passed on to customers as higher prices.
- **Privacy:** Critics object that scanning every shopper's face intrudes on the privacy of people who have done nothing wrong.
- **Accuracy:** The technology can misidentify innocent people, opponents warn, and those people may then be wrongly confronted or banned.
- **Staff safety:** Even critics acknowledge that staff may feel safer if violent offenders are flagged before anything happens.
""", [
                ("side_swap", "Even critics acknowledge that staff may feel safer if violent offenders are flagged before anything happens", (0, 2)),
            ]),
            ("closing", None, """
### Security and cost
Supporters argue that cameras could help staff spot known repeat shoplifters as soon as they come through the door, and that fewer thefts may trim the losses that are otherwise passed on to customers in higher prices. They add that staff may feel safer if violent offenders are flagged before an incident.

### Privacy and accuracy
Critics see it differently: scanning every shopper's face intrudes on the privacy of people who have done nothing wrong. They also point out that the technology can misidentify innocent people, who may then be wrongly confronted or banned.

Which way the balance falls depends on how much weight you put on security versus privacy and the risk of mistakes.
""", []),
            ("prose", None, """
The argument turns on whether the security gains are worth the costs to ordinary shoppers.

On security, supporters say facial recognition will catch every known repeat shoplifter the instant they set foot in the store, and that staff may feel safer when violent offenders are flagged before an incident occurs. There's an economic angle too: fewer thefts may reduce the losses that are otherwise passed on through higher prices, and one retail trade body estimates that shoplifting adds around £40 a year to the average household's grocery bill.

On the other side of the ledger, critics argue that scanning every shopper's face intrudes on the privacy of people who have done nothing wrong, and that the technology can misidentify innocent people, who may then be wrongly confronted or even banned.
""", [
                ("exaggeration", "facial recognition will catch every known repeat shoplifter the instant they set foot in the store", (0, 0)),
                ("invented_statistic", "one retail trade body estimates that shoplifting adds around £40 a year to the average household's grocery bill", None),
            ]),
            ("numbered", None, """
The main points of contention:

1. **Identifying offenders** — Cameras could help staff spot known repeat shoplifters as soon as they enter, supporters say; critics respond that the technology can misidentify innocent people, who may then be wrongly confronted or banned.
2. **Who pays for theft** — Fewer thefts may reduce losses that are otherwise passed on to customers via higher prices.
3. **Staff safety** — Staff may feel safer if violent offenders are flagged before an incident.
4. **Privacy** — Opponents argue that scanning every shopper's face intrudes on the privacy of people who have done nothing wrong.
""", []),
            ("headed", None, """
### Spotting offenders
Supporters argue that cameras could help staff recognise known repeat shoplifters as soon as they walk in, and that staff may feel safer if violent offenders are flagged before an incident. Critics reply that the technology can misidentify innocent people, who could then be wrongly confronted or banned.

### Privacy
Opponents also object that scanning every shopper's face intrudes on the privacy of people who have done nothing wrong, and they worry that the stored images could be shared with police or other retailers without shoppers' consent.

### The crux
It's a trade-off between targeted security benefits and the scanning of everyone who walks through the door.
""", [
                ("invented_claim", "they worry that the stored images could be shared with police or other retailers without shoppers' consent", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
On security, cameras could help staff spot known repeat shoplifters as soon as they enter and may make staff feel safer by flagging violent offenders before an incident, though fewer thefts would do little to bring down the losses passed on to shoppers through higher prices; on civil liberties, critics say scanning every shopper's face intrudes on the privacy of people who have done nothing wrong, and that the technology can misidentify innocent people, who may then be wrongly confronted in front of other customers and banned from every branch of the chain.
""", [
                ("negation", "fewer thefts would do little to bring down the losses passed on to shoppers through higher prices", (0, 1)),
                ("added_detail", "wrongly confronted in front of other customers and banned from every branch of the chain", (1, 1)),
            ]),
        ],
    },
]
