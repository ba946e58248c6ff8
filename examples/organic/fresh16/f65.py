"""Fresh16 batch f65 (written by a separate writer): Requiring airlines to seat young children next to a parent at no extra charge; Making arts grants conditional on touring outside the capital; A 72-hour legal deadline for reporting serious cyberattacks; Relaxing staff-to-child ratios in nurseries."""

TOPICS = [
    {
        "id": "free_family_seating_airlines",
        "topic": "Requiring airlines to seat young children next to a parent at no extra charge",
        "query": "Should airlines be required to seat young children next to an accompanying adult without charging a seat-selection fee?",
        "perspectives": [
            ("parents", [
                "Parents should not have to pay extra simply to sit next to their own young children.",
                "Young children seated beside strangers may be frightened and harder to supervise in an emergency.",
            ]),
            ("airlines", [
                "Seat-selection fees help airlines keep base fares low for every passenger.",
                "Guaranteeing adjacent seats could be difficult on full flights or after last-minute aircraft changes.",
            ]),
            ("other passengers", [
                "Passengers could be asked to give up seats they paid for so that families can sit together.",
                "Some travelers may prefer the rule because it avoids awkward mid-boarding seat swaps.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Requiring airlines to seat young children beside a parent for free pits family fairness against airline pricing, with other passengers caught somewhere in between.**

## Parents

*   **Fairness:** Parents argue they shouldn't have to pay extra just to sit next to their own young children.
*   **Safety and comfort:** A small child seated beside strangers may be frightened, and could be harder to supervise if there's an emergency.

## Airlines

*   **Low fares:** Airlines say seat-selection fees help them keep base fares down for every passenger.
*   **Practical limits:** Guaranteeing adjacent seats could be difficult on full flights or when an aircraft is swapped at the last minute.

## Other Passengers

*   **Losing paid-for seats:** Travelers could be asked to give up seats they paid for so that families can sit together.
*   **Fewer awkward swaps:** On the other hand, some passengers may welcome the rule because it avoids uncomfortable seat swaps in the middle of boarding.
""", []),
            ("three_perspectives", None, """
**The debate over free family seating mostly comes down to parents' sense of fairness versus airlines' pricing model.**

Parents make two main points:

*   **It's about fairness:** They shouldn't be charged extra simply to sit with their own young children.
*   **It's about safety:** Young children placed next to strangers may be scared and harder to keep an eye on in an emergency.

Airlines push back on both cost and logistics. Seat-selection fees, they argue, help keep base fares low for everyone on board, and guaranteeing that families sit together could be tricky when flights are full or when the aircraft is changed at the last minute.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
**There are reasonable arguments from all three groups affected by a free family-seating rule.**

## What Parents Say

*   **No "family tax":** Parents argue they shouldn't have to pay a premium just to sit with their own young children.
*   **Supervision:** A young child next to strangers may become frightened and could be harder to look after in an emergency.

## What Airlines Say

*   **Fare structure:** Charging for seat selection helps carriers keep base fares low for all passengers.
*   **Operational headaches:** On a full flight, or after a last-minute change of aircraft, guaranteeing adjacent seats could prove difficult.

## What Other Passengers Say

*   **Giving up their seats:** Travelers could be asked to surrender seats they paid for so families can sit together.
*   **Smoother boarding:** Some may prefer the rule, since it avoids awkward seat swaps during boarding.

## Summary

| Group | Key concerns |
|---|---|
| Parents | Fair pricing; supervising young children |
| Airlines | Keeping base fares low; seating logistics on full flights |
| Other passengers | Losing paid-for seats vs. fewer boarding swaps |
""", []),
            ("three_perspectives", None, """
**A free adjacent-seating rule would help families, but airlines and fellow travelers have mixed feelings about it.**

Parents see it as a matter of basic fairness: they shouldn't be paying extra to sit next to their own young children. They also worry that a small child placed among strangers may be frightened and harder to supervise in an emergency. A recent consumer survey found that nearly one in three families flying with children under five had been split up on at least one flight.

Airlines counter that seat-selection fees help keep base fares low for all passengers, and that guaranteeing adjacent seats could be difficult on full flights or after a last-minute aircraft change. They also point out that a clear rule would spare their crews awkward seat swaps in the middle of boarding.

For other passengers, the main risk is that they could be asked to give up seats they've paid for so that families can sit together.
""", [
                ("invented_statistic", "A recent consumer survey found that nearly one in three families flying with children under five had been split up on at least one flight", None),
                ("side_swap", "They also point out that a clear rule would spare their crews awkward seat swaps in the middle of boarding", (2, 1)),
            ]),
            ("three_perspectives", None, """
**Whether airlines should have to seat children with a parent for free depends on whom you ask: parents, airlines, or the rest of the cabin.**

## Arguments in Favor

*   **Parents – fairness:** Families shouldn't have to pay a surcharge just to sit beside their own young kids.
*   **Parents – child welfare:** Young children seated next to strangers may be frightened and harder to supervise in an emergency, especially on overnight long-haul flights when cabin lights are dimmed.
*   **Other passengers – less hassle:** Some travelers may like the rule because it avoids awkward seat swaps mid-boarding.

## Arguments Against

*   **Airlines – fares:** Seat-selection fees help airlines hold down base fares for every passenger.
*   **Airlines – logistics:** On full flights or after last-minute aircraft changes, guaranteeing adjacent seats simply can't be done.
*   **Other passengers – lost seats:** Passengers could be asked to give up seats they paid for so families can sit together.
""", [
                ("added_detail", "especially on overnight long-haul flights when cabin lights are dimmed", (0, 1)),
                ("exaggeration", "guaranteeing adjacent seats simply can't be done", (1, 1)),
            ]),
            ("three_perspectives", None, """
**Free family seating is backed by parents, resisted by airlines on cost and logistics grounds, and viewed with mixed feelings by other passengers.**

From the parents' side, the case is simple: they shouldn't be charged extra to sit next to their own young children, and a small child stuck beside strangers may be frightened and harder to supervise if there's an emergency.

Airlines argue that seat-selection fees help keep base fares low for everyone, and that promising adjacent seats could be hard to honor when a flight is full or the aircraft is swapped at the last minute.

Other passengers have reasons to feel both ways. Some may prefer the rule because it would avoid awkward seat swaps during boarding, but travelers could also be asked to give up seats they paid for so families can sit together.
""", []),
        ],
    },
    {
        "id": "arts_grants_touring_condition",
        "topic": "Making arts grants conditional on touring outside the capital",
        "query": "Should publicly funded arts organizations be required to tour outside the capital as a condition of their grants?",
        "perspectives": [
            ("supporters", [
                "Taxpayers across the country help pay for the arts and should be able to see what they fund.",
                "Regular touring could build new audiences in towns with few cultural venues.",
            ]),
            ("critics", [
                "Touring is expensive and could eat into the budgets for making new work.",
                "Some productions, such as large operas, may be impractical to stage in smaller venues.",
                "Funding local arts groups in the regions might serve those areas better than visiting companies.",
            ]),
        ],
        "variants": [
            ("headed", None, """
**Tying arts grants to regional touring would spread publicly funded culture more widely, but critics question the cost and whether it's the best way to serve the regions.**

## Arguments in Favor

*   **Fair return for taxpayers:** People across the whole country help pay for the arts through their taxes, so supporters say they should be able to see the work they fund.
*   **New audiences:** Regular touring could help build audiences in towns that have few cultural venues of their own.

## Arguments Against

*   **Cost:** Touring is expensive, and critics warn it could eat into the money set aside for creating new work.
*   **Practicality:** Some productions, like large-scale operas, may be impractical to stage in smaller venues.
*   **A better alternative:** Funding local arts groups in the regions might serve those communities better than sending in visiting companies.
*   **Artistic independence:** A touring condition could also let funders dictate programming choices, pushing companies toward safe crowd-pleasers that travel easily.
""", [
                ("invented_claim", "A touring condition could also let funders dictate programming choices, pushing companies toward safe crowd-pleasers that travel easily", None),
            ]),
            ("prose", None, """
**Supporters see a touring requirement as a fair deal for taxpayers everywhere; critics see a costly rule that may not suit every production or every region.**

The case for it rests on two ideas. Since taxpayers across the country help fund the arts, they should have a chance to see what they're paying for, and regular touring could build new audiences in towns with few cultural venues.

Critics raise three concerns. Touring costs money, which could come out of the budgets for making new work. Some productions, large operas for example, may simply be impractical in smaller venues. And some argue that funding local arts groups in the regions might serve those areas better than bringing in visiting companies.
""", []),
            ("numbered", None, """
**Here are the main arguments on both sides of making touring a condition of arts funding.**

## Arguments in Favor

1. **Audience building:** Regular tours could bring live performance to towns with few cultural venues and help grow new audiences there.

## Arguments Against

1. **Budget strain:** Touring is costly and could take money away from developing new work.
2. **Venue limits:** Some productions, such as large operas, may be impractical to stage in smaller spaces.
3. **Local alternatives:** Some critics suggest that funding local arts groups would reach regional communities less effectively than visiting companies do.
""", [
                ("omitted_argument", None, (0, 0)),
                ("negation", "funding local arts groups would reach regional communities less effectively than visiting companies do", (1, 2)),
            ]),
            ("bullets", None, """
**A touring condition on arts grants has clear appeal for regions outside the capital, though it comes with real costs.**

*   **Taxpayer fairness:** Supporters argue that because taxpayers nationwide fund the arts, they should all be able to see the results.
*   **Reaching new audiences:** Regular touring could build new audiences in towns with few cultural venues, particularly among schoolchildren who rarely see live theater.
*   **Cost pressures:** Critics counter that touring is expensive and could eat into budgets for new work; one industry estimate puts the cost of a mid-scale national tour at around $400,000.
*   **Not every show travels:** Some productions, such as large operas, may be impractical in smaller venues.
*   **Local investment instead:** Funding regional arts groups directly might serve those areas better than visiting companies.
""", [
                ("added_detail", "particularly among schoolchildren who rarely see live theater", (0, 1)),
                ("invented_statistic", "one industry estimate puts the cost of a mid-scale national tour at around $400,000", None),
            ]),
            ("closing", None, """
**Requiring funded arts organizations to tour is really a question of who benefits from public arts money, and at what cost.**

## Arguments in Favor

*   **Seeing what you pay for:** Taxpayers all over the country contribute to arts funding and, supporters say, should be able to see the work it pays for.
*   **Growing audiences:** Regular touring could cultivate new audiences in towns with few cultural venues.

## Arguments Against

*   **Money for new work:** Touring is expensive and could cut into the budgets used to develop new productions.
*   **Scale:** Some productions, large operas among them, may be impractical to stage in smaller venues.
*   **Invest locally:** Funding local arts groups might serve the regions better than visiting companies.

## Summary

| Supporters | Critics |
|---|---|
| Taxpayers everywhere should see what they fund | Touring costs could squeeze new work |
| Touring could build new audiences | Big productions may not fit small venues; local groups might serve regions better |

Ultimately, both sides raise points that would need weighing in how any such requirement is designed.
""", []),
            ("dense", None, """
**Supporters frame touring requirements as fairness for taxpayers, while critics focus on cost and on better ways to serve the regions.** Because taxpayers across the country help pay for the arts, supporters argue they should be able to see what they fund, and regular touring could build new audiences in towns with few cultural venues. Critics respond that touring is expensive and could eat into budgets for making new work, and that funding local arts groups in the regions might serve those areas better than visiting companies. They also warn that the bills for taking shows on the road could leave companies with less to spend on creating new productions.
""", [
                ("repetition", "They also warn that the bills for taking shows on the road could leave companies with less to spend on creating new productions", (1, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "cyberattack_reporting_72_hours",
        "topic": "A 72-hour legal deadline for reporting serious cyberattacks",
        "query": "Should companies be legally required to report serious cyberattacks to the authorities within 72 hours?",
        "perspectives": [
            ("supporters", [
                "Quick reporting could help authorities warn other organizations before the same attack spreads.",
                "A legal duty would stop companies from quietly hiding breaches to protect their reputation.",
                "Better data on attacks may help governments target their cybersecurity spending.",
            ]),
            ("critics", [
                "A tight deadline could pull staff away from containing the attack while it is still underway.",
                "Smaller firms may struggle with the paperwork and the cost of legal advice.",
            ]),
        ],
        "variants": [
            ("headed", None, """
**A 72-hour reporting rule for serious cyberattacks could help authorities respond faster, but critics worry about the burden it places on companies in the middle of a crisis.**

## Arguments in Favor

*   **Early warnings:** Prompt reports could help authorities alert other organizations before the same attack spreads.
*   **No more cover-ups:** A legal obligation would stop companies from quietly concealing breaches to protect their reputation.
*   **Smarter spending:** Better data on attacks may help governments decide where to direct cybersecurity funding.

## Arguments Against

*   **Distraction during a crisis:** A tight deadline could pull staff away from containing an attack that's still in progress.
*   **Burden on small firms:** Smaller companies may struggle with the paperwork and with the cost of legal advice.

## Summary

| Side | Main points |
|---|---|
| Supporters | Faster warnings, no hidden breaches, better-targeted spending |
| Critics | Distraction from incident response; costs for small firms |
""", []),
            ("bullets", None, """
**Mandatory 72-hour reporting appeals to those who want faster, more transparent responses to cyberattacks, though it raises practical concerns.**

*   **Stopping attacks from spreading:** Quick reporting would ensure authorities can warn every other organization before the same attack reaches them.
*   **Ending quiet cover-ups:** A legal duty would stop companies from hiding breaches to protect their reputation.
*   **Better-targeted budgets:** Better attack data may help governments focus their cybersecurity spending.
*   **Small-business burden:** Even supporters acknowledge that smaller firms may struggle with the paperwork and the cost of legal advice.
*   **Pressure during incidents:** Critics warn that a tight deadline could pull staff away from containing an attack while it's still underway.
""", [
                ("exaggeration", "Quick reporting would ensure authorities can warn every other organization before the same attack reaches them", (0, 0)),
                ("side_swap", "Even supporters acknowledge that smaller firms may struggle with the paperwork and the cost of legal advice", (1, 1)),
            ]),
            ("prose", None, """
**Supporters see mandatory reporting as a way to contain attacks and expose hidden breaches; critics see a deadline that may arrive at the worst possible moment.**

Those in favor make three points. Fast reporting could let authorities warn other organizations before an attack spreads; a legal duty would put an end to companies quietly hiding breaches to protect their reputation; and better data on attacks may help governments target their cybersecurity budgets.

Those against argue that a tight deadline could pull staff away from containing an attack that's still underway, and that smaller firms may struggle with the paperwork and the cost of legal advice.
""", []),
            ("headed", None, """
**The 72-hour rule is mainly a debate about speed and transparency versus the practical burden on companies.**

## Arguments in Favor

*   **Warning others:** Quick reporting could help authorities alert other organizations before the same attack spreads.
*   **Transparency:** A legal requirement would stop firms from quietly burying breaches to protect their reputation.
*   **Data for policy:** Better information on attacks may help governments target their cybersecurity spending.
*   **Insurance market:** Supporters also say consistent reporting would give insurers the data they need to price cyber coverage more fairly.

## Arguments Against

*   **Timing:** A tight deadline could pull staff away from containing an attack while it's still underway.
*   **Smaller firms:** Critics note that the paperwork itself is fairly light, though smaller firms may still face costs for legal advice.
""", [
                ("invented_claim", "Supporters also say consistent reporting would give insurers the data they need to price cyber coverage more fairly", None),
                ("negation", "Critics note that the paperwork itself is fairly light", (1, 1)),
            ]),
            ("numbered", None, """
**There are three main arguments for a mandatory reporting deadline and two main arguments against it.**

## Arguments Against

1. **Competing priorities:** A tight deadline could draw staff away from containing an attack that's still underway.
2. **Compliance costs:** Smaller firms may struggle with the paperwork and the cost of legal advice.

## Arguments in Favor

1. **Containment:** Fast reports could help authorities warn other organizations before the attack spreads.
2. **Accountability:** A legal duty would stop companies from keeping breaches quiet to protect their reputation.
3. **Evidence:** Better attack data may help governments target their cybersecurity spending.
""", []),
            ("closing", None, """
**Supporters of a 72-hour reporting rule focus on warning others and ending cover-ups; critics focus on timing and cost.**

Supporters argue that quick reporting could help authorities warn other organizations before the same attack spreads, and that a legal duty would stop companies from quietly hiding breaches to protect their reputation.

Critics raise two concerns:

*   **Bad timing:** A tight deadline could pull staff away from containing the attack while it's still underway.
*   **Small-firm burden:** Smaller firms without in-house legal or IT teams may struggle with the paperwork and the cost of legal advice.

Both sides raise points worth weighing as any such rule is drafted.
""", [
                ("omitted_argument", None, (0, 2)),
                ("added_detail", "without in-house legal or IT teams", (1, 1)),
            ]),
        ],
    },
    {
        "id": "nursery_ratio_relaxation",
        "topic": "Relaxing staff-to-child ratios in nurseries",
        "query": "Should nurseries be allowed to look after more toddlers per staff member to cut childcare costs?",
        "perspectives": [
            ("supporters", [
                "Allowing more children per staff member could lower fees for parents.",
                "Looser ratios may let nurseries open more places in areas with long waiting lists.",
            ]),
            ("opponents", [
                "Staff caring for more toddlers may have less time for each child's safety and development.",
                "Heavier workloads could push more nursery workers to leave an already understaffed sector.",
                "Savings may not be passed on to parents if nurseries use them to cover rising costs.",
            ]),
        ],
        "variants": [
            ("headed", None, """
**Relaxing nursery staff-to-child ratios could make childcare cheaper and easier to find, but opponents fear the costs would fall on children and staff.**

## Arguments in Favor

*   **Lower fees:** Letting each staff member look after more children could reduce what parents pay, with one analysis estimating savings of around $1,200 a year for a full-time place.
*   **More places:** Looser ratios may allow nurseries to open more places where waiting lists are long.

## Arguments Against

*   **Child safety and development:** Staff responsible for more toddlers may have less time to give each child the attention needed for their safety and development.
*   **Staff retention:** Heavier workloads could push more workers out of a sector that's already understaffed.
*   **Savings may not reach parents:** Nurseries might use the savings to cover their own rising costs rather than cutting fees.
""", [
                ("invented_statistic", "with one analysis estimating savings of around $1,200 a year for a full-time place", None),
            ]),
            ("prose", None, """
**Looser ratios are pitched as a fix for expensive, scarce childcare, but they carry risks for quality and the workforce.**

Supporters say allowing more children per staff member could lower fees for parents, and may let nurseries create extra places in areas where families face long waiting lists. Some also argue it would give nurseries more flexibility to cover staff sickness without closing rooms.

Opponents counter that staff caring for more toddlers may have less time for each child's safety and development. They warn that heavier workloads will drive nursery workers out of the profession en masse, in a sector that is already understaffed. They also doubt parents would see the benefit, since nurseries may use any savings to cover their rising costs instead.
""", [
                ("invented_claim", "Some also argue it would give nurseries more flexibility to cover staff sickness without closing rooms", None),
                ("exaggeration", "heavier workloads will drive nursery workers out of the profession en masse", (1, 1)),
            ]),
            ("bullets", None, """
**The case for relaxing nursery ratios rests on cost and availability; the case against rests on care quality and staffing.**

*   **Cheaper childcare:** Supporters argue that more children per adult could bring fees down for parents.
*   **More places:** Looser rules may let nurseries expand in areas with long waiting lists.
*   **Less attention per child:** Opponents say staff looking after more toddlers may have less time for each child's safety and development.
*   **Staff burnout:** Heavier workloads could drive more nursery workers to quit a sector that's already short-staffed.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
**Relaxing ratios involves a trade-off between cheaper, more available childcare and the quality of care and working conditions in nurseries.**

## Arguments in Favor

*   **Affordability:** Allowing each staff member to care for more children could lower the fees parents pay.
*   **Availability:** Looser ratios may let nurseries add places in areas with long waiting lists.

## Arguments Against

*   **Quality of care:** With more toddlers to look after, staff may have less time for each child's safety and development.
*   **Workforce:** Heavier workloads could push more nursery workers to leave a sector that's already understaffed.
*   **Uncertain savings:** The savings may not reach parents if nurseries use them to cover rising costs.

## Summary

| In favor | Against |
|---|---|
| Could lower fees | Less time per child |
| May create more places | More staff could leave; savings may not reach parents |
""", []),
            ("dense", None, """
**Relaxing nursery ratios is argued for on cost grounds and against on grounds of care quality, staffing, and whether parents would really benefit.** Supporters say letting each staff member care for more children could bring down fees for parents, though they accept that looser ratios would do little to open up places in areas with long waiting lists. Opponents argue that staff caring for more toddlers may have less time for each child's safety and development, that heavier workloads could push more workers to leave an already understaffed sector, and that the savings may not reach parents if nurseries use them to cover rising costs.
""", [
                ("negation", "though they accept that looser ratios would do little to open up places in areas with long waiting lists", (0, 1)),
            ]),
            ("closing", None, """
**Whether nurseries should look after more toddlers per staff member depends on how you weigh affordability against quality of care.**

Supporters see two benefits: fees could come down for parents, and nurseries may be able to open more places where waiting lists are long.

Opponents have three concerns:

*   **Attention per child:** Staff caring for more toddlers may have less time for each child's safety and development.
*   **Staff leaving:** Heavier workloads could push more workers out of a sector that's already understaffed.
*   **Where the savings go:** Nurseries might use the savings to cover rising costs instead of passing them on to parents.

It's a genuine trade-off, and reasonable people land on different sides of it.
""", []),
        ],
    },
]
