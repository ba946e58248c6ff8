"""Fresh16 batch f67 (written by a separate writer): Mandatory rotation of audit firms at listed companies; Requiring smart devices to keep working when the maker shuts its servers; Acoustic gunshot detection sensors in city neighborhoods; Taxing the investment income of large university endowments."""

TOPICS = [
    {
        "id": "mandatory_audit_firm_rotation",
        "topic": "Mandatory rotation of audit firms at listed companies",
        "query": "Should listed companies be required to switch to a new audit firm at fixed intervals?",
        "perspectives": [
            ("investors", [
                "Regular rotation could stop auditors from growing too close to the managers they are meant to check.",
                "A fresh audit firm may spot problems that the previous one had stopped questioning.",
            ]),
            ("audit firms", [
                "A new auditor needs time to learn a complex business, so audit quality may dip in the first years.",
                "Switching firms adds tendering and handover costs that companies and their shareholders end up paying.",
            ]),
            ("audit committees", [
                "Rotation could limit the committee's freedom to keep an auditor that is doing a good job.",
                "In some industries only a handful of firms have the expertise needed, which could leave few real choices.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here is the question laid out as a weighted matrix, with each argument tagged by who makes it and how much weight I'd give it in a decision.

| Argument | Side | Weight | Why it matters |
|---|---|---|---|
| Rotation could keep auditors from getting too cozy with the managers they are supposed to check | Investors | High | Goes to auditor independence |
| A new firm may catch issues the old one had stopped questioning | Investors | Medium | Fresh eyes on familiar accounts |
| Audit quality may slip in the early years while a new firm learns a complex business | Audit firms | Medium | Bears on quality during the handover |
| Tendering and handover costs land on companies and, in the end, their shareholders | Audit firms | Low–medium | A recurring cost of switching |
| The committee could lose the freedom to keep an auditor that is doing good work | Audit committees | Medium | Takes a judgment call away from the committee |
| In some industries only a few firms have the expertise, so real choice may be thin | Audit committees | Medium | Limits how much choice rotation actually offers |

Net assessment: the investor arguments are about independence, while the firm and committee arguments are about quality, cost and practicality. Which side of the matrix carries more weight depends on how much a reader prioritizes auditor independence over continuity and choice.
""", []),
            ("three_perspectives", None, """
Scoring each argument from −2 to +2 for how strongly it bears on the case for mandatory rotation:

**Investors (for rotation)**
- +2 — Switching auditors on a fixed cycle could prevent the firm from becoming too close to the management it is meant to scrutinize.
- +1 — A new firm may notice problems that its predecessor had long since stopped challenging.

**Audit firms (against)**
- −1 — Learning a complex business takes time, so quality may drop during a new auditor's first years.
- −1 — Every switch brings tendering and handover costs, which ultimately fall on companies and their shareholders.

Net assessment: the tally depends heavily on how the weights are set. A reader who puts independence first will see a stronger case for rotation than one who puts continuity and cost first.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Three groups weigh in on compulsory auditor rotation. I've tagged each point with a side and a weight.

1. **Too close for comfort** — Side: investors. Weight: high. Long relationships could leave auditors overly familiar with the executives they are checking; rotation is meant to break that.
2. **Fresh scrutiny** — Side: investors. Weight: medium. An incoming firm might question things the outgoing one had come to take for granted.
3. **Learning curve** — Side: audit firms. Weight: medium. Getting to grips with a complex business takes time, and quality may suffer in the first years of a new engagement.
4. **Switching costs** — Side: audit firms. Weight: low. Tenders and handovers cost money, and that bill ends up with the company and its shareholders.
5. **Loss of discretion** — Side: audit committees. Weight: medium. A mandatory cycle could stop a committee from retaining an auditor that is performing well.
6. **Thin field** — Side: audit committees. Weight: medium. Where only a handful of firms have the necessary sector expertise, there may be few genuine alternatives.

Net assessment: the case turns on priorities. Readers most concerned with independence will weight points 1–2 more heavily; those focused on audit quality, cost and committee judgment will lean on points 3–6.
""", []),
            ("three_perspectives", None, """
Rating each point out of three stars for how much it should count in the decision:

**Investors**
- ★★★ Rotation could keep auditors from becoming too friendly with the managers whose books they check.
- ★★☆ A new firm may pick up on problems the old one had stopped probing; one study of European markets found that financial restatements fell by about a fifth after rotation became mandatory.

**Audit firms**
- ★★☆ A new auditor needs time to understand a complex business, and quality may dip early on.
- ★☆☆ Tendering and handover costs add up, and shareholders ultimately foot the bill.
- ★★☆ Rotation could take away a committee's freedom to retain an auditor that is doing a good job.

**Audit committees**
- ★★☆ In some sectors only a few firms have the right expertise, so the choice of replacement could be very limited.

Net assessment: the star counts do not settle it. How the balance falls depends on whether a reader puts more value on independence and fresh scrutiny or on continuity, cost and choice.
""", [
                ("invented_statistic", "one study of European markets found that financial restatements fell by about a fifth after rotation became mandatory", None),
                ("side_swap", "Rotation could take away a committee's freedom to retain an auditor that is doing a good job", (2, 0)),
            ]),
            ("three_perspectives", None, """
A weighted read of the three positions on requiring listed companies to change auditors periodically:

**Investors** (impact: high). Their central argument is independence: a required switch could keep auditors from growing too close to the managers they are meant to hold to account. They add, with somewhat less force, that a fresh firm may spot what the previous one had stopped questioning.

**Audit firms** (impact: moderate). They warn that a newcomer needs time to understand a complex business, so quality may dip in the first years, and that each switch brings tendering and handover costs that companies and shareholders end up paying.

**Audit committees** (impact: moderate). Their concern is control and choice: rotation could limit their freedom to keep an auditor that is doing a good job, and in some industries only a handful of firms have the necessary expertise, which could leave few real options.

Net assessment: each group is pointing at a real trade-off. Independence sits on one side of the scale; continuity, cost and practical choice sit on the other, and where it tips depends on which of those a reader prioritizes.
""", []),
            ("three_perspectives", None, """
Here's the rotation question as a scored table (positive scores favor mandatory rotation, negative scores count against it):

| Side | Argument | Score | Why it matters |
|---|---|---|---|
| Investors | Periodic rotation could stop auditors becoming too close to management | +2 | Independence |
| Investors | A new firm may notice problems its predecessor had stopped questioning | +1 | Fresh scrutiny |
| Audit firms | A newcomer needs time to learn a complex business, so quality may dip at first | −1 | Transition risk |
| Audit firms | Switching brings tendering and handover costs, though these are absorbed by the audit firms rather than passed on to companies and shareholders | −1 | Cost |
| Audit committees | A fixed cycle could stop the committee keeping an auditor that is performing well | −1 | Discretion |
| Audit committees | In some industries only a few firms have the expertise, which could leave little real choice | −1 | Market depth |

Net assessment: the column totals come out close, which is a sign that the answer rests on priorities rather than on any one argument — chiefly how independence is weighed against continuity, cost and choice.
""", [
                ("negation", "though these are absorbed by the audit firms rather than passed on to companies and shareholders", (1, 1)),
            ]),
        ],
    },
    {
        "id": "smart_device_offline_after_shutdown",
        "topic": "Requiring smart devices to keep working when the maker shuts its servers",
        "query": "Should makers of smart home devices be required to keep them working offline after they shut down their cloud servers?",
        "perspectives": [
            ("supporters", [
                "Buyers who paid for a device should not have it turned into useless junk when a company drops support.",
                "A working offline mode could keep many devices out of landfill.",
                "The rule could push makers to design products that depend less on remote servers.",
            ]),
            ("manufacturers", [
                "Building and testing an offline mode would raise development costs, which may show up in higher prices.",
                "Some features, such as voice recognition, genuinely need cloud computing and cannot easily run on the device.",
                "Startups could be deterred from entering the market if they must guarantee their devices keep working after the company fails.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Scored list, with each point tagged by side and weight:

- **Supporters · Weight: high** — Someone who paid for a device shouldn't watch it become useless junk because the company stopped supporting it.
- **Supporters · Weight: medium** — An offline mode that actually works could keep many devices out of landfill.
- **Supporters · Weight: medium** — The requirement might nudge makers toward products that lean less on remote servers.
- **Manufacturers · Weight: medium** — Building and testing an offline mode adds development cost, and that cost will inevitably be passed on in full as higher prices.
- **Manufacturers · Weight: medium** — Some features, voice recognition among them, truly need cloud computing and can't easily run on the device itself.
- **Manufacturers · Weight: low–medium** — Startups could be scared off the market by having to guarantee their devices keep working after the company folds.

Net assessment: the consumer-protection and waste points pull one way; cost, technical limits and market entry pull the other. The balance depends on how a reader ranks buyers' interests against price and innovation.
""", [
                ("exaggeration", "that cost will inevitably be passed on in full as higher prices", (1, 0)),
            ]),
            ("headed", None, """
## Supporters' arguments

**1. Fairness to buyers** (Impact: high)
People paid for these devices; a company dropping support shouldn't be able to turn them into junk.

**2. Less e-waste** (Impact: moderate)
Devices that keep working offline could stay out of landfill.

**3. Better design incentives** (Impact: moderate)
Makers may be pushed to build products that depend less on remote servers.

## Manufacturers' arguments

**1. Cost** (Impact: moderate)
An offline mode has to be built and tested, which raises development costs that could end up in higher prices.

**2. Technical limits** (Impact: moderate)
Certain features, such as voice recognition, really do need the cloud and are hard to run locally.

**3. Barrier to entry** (Impact: low)
Startups might hold back from the market if they had to guarantee that their products outlive the company.

## Net assessment
Both columns contain plausible points of similar weight. Which matters more — protecting buyers and reducing waste, or keeping prices down and the market open — is a question of priorities.
""", []),
            ("numbered", None, """
Ranked by the weight I'd give each, highest first:

1. **Stranded buyers** (supporters, +2): a device someone paid for should not become useless junk just because its maker walks away from it.
2. **Cloud-only features** (manufacturers, −2): some functions, voice recognition for example, genuinely rely on cloud computing and are hard to run on the device.
3. **Landfill** (supporters, +1): a working offline mode could keep many devices from being thrown away.
4. **Price** (manufacturers, −1): developing and testing an offline mode would raise costs, which may reach consumers as higher prices.
5. **Value for money** (supporters, +1): customers who bought a product are entitled to keep using it, rather than losing what they paid for when the company ends support.
6. **Startups** (manufacturers, −1): new firms could be put off entering the market if they had to guarantee devices would work after the firm itself failed.

Net assessment: the scores come out even, which reflects how much the answer depends on priorities — consumer rights and waste on one side, cost, technical feasibility and market entry on the other.
""", [
                ("repetition", "customers who bought a product are entitled to keep using it, rather than losing what they paid for when the company ends support", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
Weighted summary: supporters' strongest point (weight: high) is fairness — buyers paid for these devices and should not see them turned into junk when a company drops support; they add (medium) that a working offline mode could keep many devices out of landfill and (medium) that the rule could push makers toward designs that depend less on remote servers, and they note (medium) that an offline mode would keep smart locks and thermostats running during home internet outages. Manufacturers counter (medium) that building and testing offline functionality would raise development costs that may surface in higher prices, (medium) that some features — voice recognition, and the motion analysis behind home security camera alerts — genuinely need cloud computing and cannot easily run on the device, and (low) that startups could be deterred from entering the market if they had to guarantee their products work after the company goes under. Net assessment: a fairly even matrix whose balance depends on whether consumer protection and waste reduction are prioritized over cost, feasibility and competition.
""", [
                ("invented_claim", "they note (medium) that an offline mode would keep smart locks and thermostats running during home internet outages", None),
                ("added_detail", "and the motion analysis behind home security camera alerts", (1, 1)),
            ]),
            ("closing", None, """
| Argument | Side | Weight | Why it matters |
|---|---|---|---|
| Buyers shouldn't have paid-for devices turned into junk when support ends | Supporters | High | Fairness to people who bought the product |
| Offline operation could keep many devices out of landfill | Supporters | Medium | Waste |
| The rule could steer makers toward less server-dependent designs | Supporters | Medium | Product design |
| An offline mode raises development costs, possibly leading to higher prices | Manufacturers | Medium | Affordability |
| Features such as voice recognition genuinely need the cloud and can't easily run locally | Manufacturers | Medium | Technical feasibility |
| Startups could be deterred by having to guarantee devices keep working after the company fails | Manufacturers | Low | Competition |

Net assessment: neither column clearly outweighs the other. The balance depends on whether a reader prioritizes consumer fairness and waste, or cost, technical limits and new entrants.

Reasonable people could weigh these six points quite differently.
""", []),
            ("prose", None, """
Taking the arguments in order of the weight I'd give them: on the supporters' side, the heaviest point (high) is that people who paid for a device shouldn't have it reduced to useless junk because the company withdrew support. Two medium-weight points follow: a functioning offline mode could keep many devices out of landfill, and the rule might encourage makers to design products that rely less on remote servers.

Manufacturers push back with two points of roughly medium weight each. Adding and testing an offline mode raises development costs, which may show up in what customers pay. And some features, with voice recognition the usual example, really do need cloud computing and cannot easily be moved onto the device.

Net assessment: on these weights the two sides are close, so the answer rests on priorities — how much value one places on buyers' interests and waste reduction versus cost and technical feasibility.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
    {
        "id": "acoustic_gunshot_detection",
        "topic": "Acoustic gunshot detection sensors in city neighborhoods",
        "query": "Should cities install acoustic gunshot detection sensors in neighborhoods with frequent shootings?",
        "perspectives": [
            ("supporters", [
                "Sensors could alert police to shootings that residents never report by phone.",
                "Faster alerts may get officers and paramedics to wounded victims sooner.",
            ]),
            ("critics", [
                "The systems can mistake fireworks or backfiring cars for gunshots, sending officers out on false alarms.",
                "Frequent alerts could send armed police rushing into the same neighborhoods again and again, raising tensions with residents.",
                "The money might do more good if spent on violence prevention programs.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Here's a scored list for acoustic gunshot sensors, with each argument tagged by side:

1. Unreported shootings (supporters, Weight: high) — sensors could flag gunfire that no resident ever phones in.
2. Response times (supporters, Weight: high) — quicker alerts may get police and paramedics to people who have been shot sooner.
3. False alarms (critics, Weight: medium) — the technology can confuse fireworks or a car backfiring with gunshots and send officers out for nothing.
4. Community tensions (critics, Weight: medium) — repeated alerts could mean armed officers rushing into the same neighborhoods over and over, straining relations with residents.
5. Opportunity cost (critics, Weight: medium) — the same money might achieve more if it went to violence prevention programs.

Net assessment: the supporters' points are about detection and speed, the critics' about accuracy, community relations and alternative uses of funds. Which set weighs more depends on a city's priorities.
""", []),
            ("bullets", None, """
Weighted matrix in list form (+ favors installing the sensors, − counts against):

- **+2 · Supporters:** Gunfire that residents never call in could still reach the police through the sensors.
- **+2 · Supporters:** Quicker alerts may mean officers and paramedics reach wounded victims sooner.
- **−1 · Critics:** Fireworks and backfiring cars can be misread as gunshots, dispatching officers on false alarms.
- **−2 · Critics:** Frequent alerts could bring armed police rushing repeatedly into the same neighborhoods, heightening tensions with residents.
- **−1 · Critics:** The funds might do more good in violence prevention, such as hospital-based programs that counsel shooting victims to break cycles of retaliation.

Net assessment: the tally is even, and it would move with a city's priorities — detection and response on one side, accuracy, trust and cost-effectiveness on the other.
""", [
                ("added_detail", "such as hospital-based programs that counsel shooting victims to break cycles of retaliation", (1, 2)),
            ]),
            ("headed", None, """
### Supporters
- **Catching unreported gunfire** — Weight: high. The sensors will pick up every shooting that residents fail to report by phone.
- **Faster help for victims** — Weight: high. Quicker alerts may get officers and paramedics to the wounded sooner.

### Critics
- **False alarms** — Weight: medium. The systems can mistake fireworks or backfiring cars for gunshots, sending officers out needlessly.
- **Strained relations** — Weight: medium. Frequent alerts could send armed police rushing back into the same neighborhoods, raising tensions; in one survey, two-thirds of residents in monitored areas said they felt over-policed.
- **Better uses for the money** — Weight: medium. Violence prevention programs might do more good with the same funds.

### Net assessment
Neither list is decisive on its own. It comes down to how a city ranks speed of detection against accuracy, community trust and cost.
""", [
                ("exaggeration", "The sensors will pick up every shooting that residents fail to report by phone", (0, 0)),
                ("invented_statistic", "in one survey, two-thirds of residents in monitored areas said they felt over-policed", None),
            ]),
            ("closing", None, """
| Argument | Side | Weight | Why it matters |
|---|---|---|---|
| Sensors could alert police to shootings nobody reports by phone | Supporters | High | Detection |
| Faster alerts may get officers and paramedics to victims sooner | Supporters | High | Response time |
| Fireworks or backfires can be mistaken for gunshots, causing false alarms | Critics | Medium | Accuracy |
| Frequent alerts could send armed police into the same neighborhoods repeatedly, raising tensions | Critics | Medium | Community relations |
| The money might do more good in violence prevention programs | Critics | Medium | Opportunity cost |

Net assessment: the supporters' two points carry the most individual weight, but the critics raise three separate concerns. The balance depends on how a city weighs faster response against accuracy, trust and alternative spending.

This is a question on which reasonable people can land in different places.
""", []),
            ("dense", None, """
Weighted summary. Supporters: sensors could alert police to shootings residents never report by phone (weight: high). Critics: the systems can confuse fireworks or backfiring cars with gunshots and send officers on false alarms (medium); frequent alerts could have armed police rushing into the same neighborhoods again and again, raising tensions with residents (medium); the money might do more good in violence prevention programs (medium); and, on the other side of the ledger, critics accept that faster alerts may get officers and paramedics to wounded victims sooner (high). Net assessment: the matrix is balanced enough that the answer turns on priorities — detection and response time versus accuracy, trust and the best use of limited funds.
""", [
                ("side_swap", "critics accept that faster alerts may get officers and paramedics to wounded victims sooner", (0, 1)),
            ]),
            ("prose", None, """
Weighing the arguments one by one: supporters make two points I'd rate highly. Sensors could tell police about shootings that residents never phone in, and faster alerts may get officers and paramedics to the wounded more quickly.

Critics make three points, each of moderate weight in my reading. The systems can mistake fireworks or backfiring cars for gunshots, which sends officers out on false alarms. Frequent alerts could have armed police rushing into the same neighborhoods repeatedly, raising tensions with the people who live there. And the money might do more good if it went to violence prevention programs instead.

Net assessment: this is a trade-off between speed and reach on one side and accuracy, community relations and cost-effectiveness on the other; which way it tips depends on what a city prioritizes.
""", []),
        ],
    },
    {
        "id": "university_endowment_income_tax",
        "topic": "Taxing the investment income of large university endowments",
        "query": "Should the investment income of the largest university endowments be taxed?",
        "perspectives": [
            ("supporters", [
                "Universities with huge endowments enjoy tax breaks while charging high tuition, which some see as unfair.",
                "The tax could push wealthy universities to spend more of their endowments on financial aid.",
            ]),
            ("opponents", [
                "Endowment income already funds scholarships and research, so taxing it could leave less for students.",
                "Donors may give less if they know part of the return on their gifts will be taxed.",
                "The tax could open the door to taxing other nonprofits, such as hospitals and charities.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here is how I'd weight the arguments on taxing the largest endowments.

For the tax, the weightiest point (high) is fairness: universities with enormous endowments receive tax breaks while charging only modest tuition, which some people find hard to justify. A second point, of medium weight, is that the tax could prod wealthy universities into spending more of their endowment on financial aid.

Against it, the heaviest point (high) is that endowment income already pays for scholarships and research, so taxing it could leave less for students. Two further points carry medium weight: donors may give less if they know part of the return on their gifts will be taxed, and the tax could open the door to taxing other nonprofits such as hospitals and charities.

Net assessment: the two sides are close on these weights. Whether the tax makes sense depends on how a reader balances fairness and aid incentives against funding for students, giving and the wider nonprofit sector.
""", [
                ("negation", "universities with enormous endowments receive tax breaks while charging only modest tuition", (0, 0)),
            ]),
            ("bullets", None, """
- **Fairness** · supporters · ★★★ — Richly endowed universities benefit from tax breaks yet charge high tuition, which strikes some as unfair.
- **Aid incentive** · supporters · ★★☆ — Facing the tax, wealthy universities might spend more of their endowments on financial aid.
- **Public revenue** · supporters · ★★☆ — The money raised could be directed to community colleges and public universities that lack large endowments.
- **Less for students** · opponents · ★★★ — Endowment income already supports scholarships and research; taxing it could shrink what is available to students.
- **Donor behavior** · opponents · ★★☆ — Some donors may give less if they expect part of the return on their gift to be taxed.
- **Slippery slope** · opponents · ★☆☆ — Taxing endowments could pave the way for taxing other nonprofits, including hospitals and charities.

Net assessment: the star counts are close, so the balance depends on which priorities a reader brings — fairness and aid, or protecting student funding, giving and nonprofit status.
""", [
                ("invented_claim", "The money raised could be directed to community colleges and public universities that lack large endowments", None),
            ]),
            ("numbered", None, """
Scored from +2 (strongly favors the tax) to −2 (strongly against):

1. **+2, supporters.** Universities sitting on huge endowments get tax breaks and still charge high tuition, which some regard as unfair.
2. **+1, supporters.** The tax could nudge wealthy institutions to put more of their endowment toward financial aid.
3. **−2, opponents.** Endowment earnings already pay for scholarships and research, so a tax could mean less for students.
4. **−1, opponents.** Donors might give less if they know part of the return on their gifts will be taxed.
5. **−1, opponents.** The tax could open the door to taxing other nonprofits, hospitals and charities among them.

Net assessment: the scores are close, and they are only my rough weights. A reader who cares most about tuition fairness would lean on points 1 and 2, one focused on student funding and the nonprofit sector on points 3 to 5, so the outcome depends on priorities.
""", []),
            ("headed", None, """
### Supporters' side
- *Tax breaks vs. tuition* — Weight: high. Universities with huge endowments enjoy tax breaks while charging high tuition, and some see that as unfair.
- *Pressure to spend on aid* — Weight: medium. A tax could push wealthy universities to draw more from their endowments for financial aid, for instance by making tuition free for families below a set income.

### Opponents' side
- *Money already goes to students* — Weight: high. Endowment income funds scholarships and research, so taxing it could leave less for students.
- *Effect on giving* — Weight: medium. Donors may give less if they know part of the return on their gifts will be taxed.

### Net assessment
Each side has one high-weight and one medium-weight point, so the balance depends on whether fairness and aid incentives or protecting student funding and donations matter more to the reader.
""", [
                ("added_detail", "for instance by making tuition free for families below a set income", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Scored matrix, condensed: supporters — fairness, since universities with huge endowments get tax breaks while charging high tuition, which some call unfair (+2); aid, since the tax could push wealthy universities to spend more of their endowments on financial aid (+1). Opponents — student funding, since endowment income already pays for scholarships and research and taxing it could leave less for students (−2); giving, since donors may give less if they know part of the return on their gifts will be taxed (−1); precedent, since the tax could open the door to taxing other nonprofits like hospitals and charities (−1). Net assessment: close enough that the answer depends on priorities — tuition fairness and aid on one side, student funding, donations and nonprofit status on the other.
""", []),
            ("closing", None, """
| Argument | Side | Weight | Why it matters |
|---|---|---|---|
| Richly endowed universities get tax breaks while charging high tuition, which some consider unfair | Supporters | High | Fairness |
| The tax could push wealthy schools to spend more of their endowments on financial aid | Supporters | Medium | Affordability |
| Endowment income already funds scholarships and research, so a tax could leave less for students | Opponents | High | Student support |
| Donors may give less if part of the return on their gifts will be taxed | Opponents | Medium | Philanthropy |
| Once endowments are taxed, the tax will inevitably spread to hospitals, charities and other nonprofits | Opponents | Medium | Precedent |

Note on row 1: by one estimate, the 25 richest universities hold more than half of all endowment assets in the country, which is why I weight it high.

Net assessment: the matrix is close to balanced, and the answer depends on whether a reader prioritizes fairness and aid or student funding, giving and the nonprofit sector.

How these rows net out is ultimately a matter of values as much as evidence.
""", [
                ("exaggeration", "Once endowments are taxed, the tax will inevitably spread to hospitals, charities and other nonprofits", (1, 2)),
                ("invented_statistic", "by one estimate, the 25 richest universities hold more than half of all endowment assets in the country", None),
            ]),
        ],
    },
]
