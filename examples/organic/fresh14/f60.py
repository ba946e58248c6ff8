"""Fresh14 batch f60 (written by a separate writer): Letting households plug in balcony solar panels without an electrician; Real-time public alerts for sewage overflows; Requiring licensed local guides for tour groups at heritage sites; AI remote proctoring for online university exams."""

TOPICS = [
    {
        "id": "plug_in_balcony_solar",
        "topic": "Letting households plug in balcony solar panels without an electrician",
        "query": "Should households be allowed to plug small balcony solar panels straight into a wall socket without hiring an electrician?",
        "perspectives": [
            ("renters and households", [
                "Plug-in panels could let renters and apartment dwellers cut their electricity bills without needing a roof.",
                "Skipping the electrician would keep the upfront cost low enough for many more households to take part.",
            ]),
            ("electricians and safety groups", [
                "Feeding power through an ordinary socket may overload older home wiring and raise fire risk.",
                "Without an installer, panels could be badly mounted and fall from balconies in high wind.",
            ]),
            ("grid operators", [
                "Thousands of small unregistered systems could make local demand harder to forecast.",
                "Small plug-in systems may ease daytime demand on the local network.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
question: Should households be allowed to plug balcony solar panels directly into a wall socket, no electrician required?
summary: Three groups weigh in; renters are for it, safety groups are against it, and grid operators see one drawback and one possible benefit.
perspectives:
  - group: renters and households
    stance: for
    points:
      - Plug-in panels could help renters and people in apartments lower their power bills even without a roof of their own.
      - Cutting out the electrician would keep upfront costs down enough to bring many more households in.
  - group: electricians and safety groups
    stance: against
    points:
      - Pushing power back through a regular outlet may overload older wiring and increase the risk of fire.
      - Panels put up without an installer could be poorly secured and come off balconies in strong wind.
  - group: grid operators
    stance: mixed
    points:
      - Thousands of small, unregistered systems could make local demand harder to predict.
      - On the other hand, these systems may take some pressure off the local network during the day.
overall: The question is whether low cost and easy access outweigh the wiring, mounting and forecasting concerns.
""", []),
            ("three_perspectives", None, """
Perspective: Renters and households | Stance: support | Key points: plug-in panels could trim electricity bills for renters and apartment dwellers who have no roof to use; skipping the electrician keeps the upfront price low enough that many more households could take part; a utility pilot found about 30 percent of participating renters earned back the cost of their kit within three years; these small systems may also ease daytime demand on the local network
Perspective: Electricians and safety groups | Stance: oppose | Key points: sending power back through an ordinary outlet may overload older wiring and raise the fire risk; without a professional installer, panels could be badly mounted and blow off balconies in high wind
Perspective: Grid operators | Stance: cautious | Key points: thousands of small, unregistered systems could make local demand harder to forecast
Note: support rests on cost and access, while the objections center on safety and predictability.
""", [
                ("invented_statistic", "a utility pilot found about 30 percent of participating renters earned back the cost of their kit within three years", None),
                ("side_swap", "these small systems may also ease daytime demand on the local network", (2, 1)),
            ]),
            ("three_perspectives", None, """
| Group | Position | Main points |
|---|---|---|
| Renters and households | For | Panels could cut bills for renters and apartment dwellers with no roof; no electrician means a low upfront cost, so many more households could join in |
| Electricians and safety groups | Against | Feeding power through an ordinary socket may overload older wiring and raise fire risk; self-installed panels could be badly fixed and fall from balconies in high wind |
| Grid operators | Mixed | Thousands of small unregistered systems could make local demand harder to forecast, but they may also ease daytime demand on the local network |

overall: A trade-off between cheap, easy access and concerns about household safety and grid visibility.
""", []),
            ("three_perspectives", None, """
Topic: Plug-in balcony solar without an electrician
Question: Should households be able to connect small balcony panels through a normal wall socket?
For (renters and households): Panels like these could lower bills for renters and apartment residents who don't have a roof. Without an electrician's fee, the upfront cost stays low, so many more households might be able to participate.
Against (electricians and safety groups): Power fed back through a standard socket may overload older home wiring and add to the risk of fire. Panels mounted without an installer could be poorly secured and fall off balconies in strong wind.
Bottom line: Affordability and access on one side, household safety on the other.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
issue: plug-in balcony solar, no electrician needed
positions:
  renters_and_households:
    view: in favor
    reasons:
      - could lower electricity bills for renters and people in apartments, no roof needed
      - skipping the installer keeps upfront costs low, which would open the door to many more households
  electricians_and_safety_groups:
    view: opposed
    reasons:
      - ordinary sockets may get overloaded in older homes' wiring, raising the fire risk
      - panels put up without an installer could be badly fixed and fall from balconies in high winds
  grid_operators:
    view: split
    reasons:
      - thousands of small unregistered systems would make little difference to how well local demand can be forecast
      - these systems may ease daytime demand on the local network
note: no single group's view settles the question on its own.
""", [
                ("negation", "thousands of small unregistered systems would make little difference to how well local demand can be forecast", (2, 0)),
            ]),
            ("three_perspectives", None, """
summary: Renters like the low cost and easy access, safety groups worry about wiring and mounting, and grid operators see both a forecasting headache and some daytime relief.
for:
  - who: renters and households
    says: plug-in panels could cut bills for people who rent or live in apartments and have no roof to put panels on
  - who: renters and households
    says: with no electrician to pay, the upfront cost would stay low enough for many more households to join in
  - who: grid operators
    says: small plug-in systems may ease daytime demand on the local network
against:
  - who: electricians and safety groups
    says: feeding power through a regular socket may overload older home wiring and raise the fire risk
  - who: electricians and safety groups
    says: without an installer, panels could be mounted badly and fall from balconies when the wind is high
  - who: grid operators
    says: thousands of small, unregistered systems could make local demand harder to forecast
overall: mixed; the grid operators sit on both sides of the ledger.
""", []),
        ],
    },
    {
        "id": "sewage_overflow_alerts",
        "topic": "Real-time public alerts for sewage overflows",
        "query": "Should water companies be required to issue real-time public alerts whenever sewage overflows into rivers or the sea?",
        "perspectives": [
            ("supporters", [
                "Real-time alerts would let swimmers, surfers and anglers avoid water that may be contaminated.",
                "Public data could pressure water companies to invest in fixing overflows sooner.",
                "Open alerts may help regulators spot companies that under-report spills.",
            ]),
            ("water companies", [
                "Installing and maintaining monitors at every overflow point could push up customer bills.",
                "Raw alerts without context may alarm the public over short, low-risk discharges.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
question: Should water companies have to post real-time alerts every time sewage overflows into rivers or the sea?
supporters:
  - Alerts in real time would let swimmers, surfers and anglers stay out of water that may be contaminated.
  - Once the data is public, water companies will be forced to fix their overflows far sooner.
  - Open alerts may also help regulators catch companies that under-report spills.
water_companies:
  - Putting monitors on every overflow point, and keeping them running, could drive up customer bills.
  - Alerts issued without context may frighten people over brief, low-risk discharges.
overall: Transparency and public health versus cost and the risk of needless alarm.
""", [
                ("exaggeration", "Once the data is public, water companies will be forced to fix their overflows far sooner", (0, 1)),
            ]),
            ("prose", None, """
question: Should real-time sewage overflow alerts be mandatory for water companies?
summary: Supporters see the alerts as both a public-health and an accountability tool. They say people who swim, surf or fish could use them to steer clear of water that may be contaminated, that publishing the data could push companies to invest in fixing overflows sooner, and that open alerts may help regulators notice firms that under-report spills. The water companies counter that fitting and maintaining monitors at every overflow point could raise customer bills, and that bare alerts with no context may alarm the public over short discharges that pose little risk.
overall: A transparency-and-accountability case set against cost and the risk of causing unnecessary alarm.
""", []),
            ("numbered", None, """
1. perspective: supporters
   position: in favor of mandatory alerts
   arguments:
     a. Swimmers, surfers and anglers could check the alerts and avoid water that may be contaminated.
     b. Making the data public could put pressure on water companies to invest in overflow fixes sooner.
     c. Put simply, public scrutiny may get companies paying for overflow repairs sooner.
2. perspective: water companies
   position: opposed
   arguments:
     a. Monitors at every overflow point, plus their upkeep, could push customer bills higher.
     b. Alerts without context may alarm people over short, low-risk discharges.
overall: public information on one side, cost and alarm on the other.
""", [
                ("repetition", "Put simply, public scrutiny may get companies paying for overflow repairs sooner.", (0, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
## Supporters
stance: for
- Alerts posted in real time would let swimmers, surfers and anglers avoid water that may be contaminated.
- Public data could pressure companies to invest in fixing overflows sooner.
- Regulators may be able to use the open alerts to spot companies that under-report spills.
- The alerts could also help coastal towns win back visitors by showing which beaches are clean on a given day.

## Water companies
stance: against
- Installing and maintaining monitors at every overflow point, including remote outfalls with no mains power, could push up customer bills.
- Raw alerts without context may cause alarm over short, low-risk discharges.

note: the two sides largely differ on cost and on how the information is presented.
""", [
                ("invented_claim", "The alerts could also help coastal towns win back visitors by showing which beaches are clean on a given day.", None),
                ("added_detail", "including remote outfalls with no mains power", (1, 0)),
            ]),
            ("dense", None, """
question: mandatory real-time sewage overflow alerts?
Supporters | for | real-time alerts would let swimmers, surfers and anglers avoid possibly contaminated water; public data could push water companies to fix overflows sooner; open alerts may help regulators catch under-reported spills
Water companies | against | monitoring every overflow point could raise customer bills; context-free alerts may alarm the public over short, low-risk discharges
overall: accountability and safety vs. cost and false alarm
""", []),
            ("closing", None, """
Question: Mandatory real-time alerts for sewage overflows?
Supporters' position: For.
Supporters' reasoning: People who swim, surf or fish could use the alerts to avoid water that may be contaminated. Publishing the data could pressure water companies into investing sooner in fixing overflows, and open alerts may help regulators pick out companies that under-report spills.
Water companies' position: Against.
Water companies' reasoning: Installing and maintaining monitors at every overflow point could mean higher bills for customers.
Note: This summarizes the stated arguments only; how such a rule works in practice would depend on its details.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "licensed_guides_heritage_sites",
        "topic": "Requiring licensed local guides for tour groups at heritage sites",
        "query": "Should tour groups visiting major heritage sites be required to hire a licensed local guide?",
        "perspectives": [
            ("supporters", [
                "Licensing could raise the accuracy and quality of what visitors are told about a site.",
                "Requiring local guides would keep more tourism income in the surrounding community.",
            ]),
            ("critics", [
                "Mandatory guide fees may make group visits more expensive, especially for schools.",
                "A licensing system could become a closed shop that keeps out qualified newcomers.",
                "Tour operators that bring their own expert guides may be forced to pay twice.",
            ]),
        ],
        "variants": [
            ("dense", None, """
topic: licensed local guides at heritage sites | supporters: licensing could improve the accuracy and quality of what visitors hear about a site; hiring local guides would keep more tourism money in nearby communities | critics: compulsory guide fees may push up the cost of group visits, school trips in particular; licensing could turn into a closed shop that shuts out qualified newcomers; operators who bring their own expert guides may end up paying twice | overall: quality and local benefit vs. cost, access and double charging
""", []),
            ("bullets", None, """
question: Should tour groups at major heritage sites have to hire a licensed local guide?
perspectives:
- group: supporters
  position: for
  points:
    - A licensing scheme could lift the accuracy and quality of the information visitors get.
    - Local guide requirements would keep more of the tourism income in the surrounding area.
    - Licensed guides could also help manage crowd flow and keep groups away from fragile parts of a site.
- group: critics
  position: against
  points:
    - Compulsory guide fees may make group trips pricier, for schools in particular.
    - The licensing system could harden into a closed shop that keeps qualified newcomers out.
    - Operators bringing their own expert guides may be made to pay twice.
overall: better information and local income weighed against cost and fairness.
""", [
                ("invented_claim", "Licensed guides could also help manage crowd flow and keep groups away from fragile parts of a site.", None),
            ]),
            ("closing", None, """
Question: Should tour groups at major heritage sites be required to use a licensed local guide?
Supporters: Licensing could improve how accurate and how good the information given to visitors is. They concede, though, that requiring local guides would keep little extra tourism income in the surrounding community.
Critics: Mandatory guide fees will make every group visit more expensive, and schools most of all. A licensing regime could also turn into a closed shop that freezes out qualified newcomers, and operators with their own expert guides may end up paying twice.
Note: Where the balance falls would likely depend on how a licensing scheme and its fees are designed.
""", [
                ("negation", "They concede, though, that requiring local guides would keep little extra tourism income in the surrounding community.", (0, 1)),
                ("exaggeration", "Mandatory guide fees will make every group visit more expensive", (1, 0)),
            ]),
            ("numbered", None, """
1. Supporters (for)
   - accuracy: licensing could raise the quality and accuracy of what visitors learn about a site
   - local economy: requiring local guides would keep more tourism income in nearby communities
2. Critics (against)
   - cost: mandatory guide fees may raise the price of group visits, especially school trips
   - access: the licensing system could become a closed shop that keeps qualified newcomers out
   - double payment: operators bringing their own expert guides may be forced to pay twice
overall: The case for rests on quality and local benefit; the case against on cost, openness to newcomers and duplication.
""", []),
            ("prose", None, """
question: Licensed local guides for tour groups at heritage sites?
summary: Supporters argue that a licensing scheme could raise the accuracy and quality of what visitors are told, for example by requiring guides to pass a written history exam, and that making groups hire local guides would keep more tourism income in the surrounding community. Critics respond that mandatory guide fees may make group visits more expensive, especially for schools; that the licensing system could become a closed shop that keeps out qualified newcomers; and that tour operators who already bring their own expert guides may be forced to pay twice.
overall: A quality-and-local-income argument set against cost, openness and duplication concerns.
""", [
                ("added_detail", "for example by requiring guides to pass a written history exam", (0, 0)),
            ]),
            ("headed", None, """
SUPPORTERS
position: in favor
summary: Licensing may improve the accuracy and quality of site commentary, and requiring local guides would mean more tourism income stays in the community.

CRITICS
position: opposed
summary: Compulsory guide fees could make group visits costlier, especially for schools. The licensing system might become a closed shop that keeps qualified newcomers out, and operators who bring their own expert guides may have to pay twice.

note: both sides' points are summarized as given; neither group offered figures.
""", []),
        ],
    },
    {
        "id": "ai_proctoring_online_exams",
        "topic": "AI remote proctoring for online university exams",
        "query": "Should universities use AI proctoring software that watches students through their webcams during online exams?",
        "perspectives": [
            ("supporters", [
                "Automated proctoring could deter cheating in exams taken at home.",
                "It would let universities offer online exams to distance learners who cannot travel to a test center.",
            ]),
            ("critics", [
                "Webcam monitoring of students' homes may intrude on their privacy.",
                "The software could wrongly flag students with disabilities or darker skin whose movements or faces it misreads.",
                "Students with poor internet connections may be penalized when their video drops out.",
            ]),
        ],
        "variants": [
            ("closing", None, """
| Perspective | Stance | Key points |
|---|---|---|
| Supporters | For | Could deter cheating on at-home exams; lets universities offer online exams to distance learners who can't get to a test center |
| Critics | Against | Webcam monitoring of students' homes may be an invasion of privacy; the software could wrongly flag students with disabilities or darker skin when it misreads their movements or faces; students with shaky internet may be penalized if their video cuts out |

context: One university audit found the software flagged roughly one in eight exam sessions, most of which were cleared on human review.
note: Whether the trade-off is worth it is a judgment each institution would have to make.
""", [
                ("invented_statistic", "One university audit found the software flagged roughly one in eight exam sessions, most of which were cleared on human review.", None),
            ]),
            ("bullets", None, """
summary: AI proctoring pits exam integrity and access against privacy and fairness.
supporters:
  stance: for
  points:
    - automated proctoring will stop cheating in exams taken at home
    - universities could offer online exams to distance learners who can't travel to a test center
critics:
  stance: against
  points:
    - webcams looking into students' homes may intrude on their privacy
    - the software could misread the faces or movements of students with disabilities or darker skin and wrongly flag them
""", [
                ("exaggeration", "automated proctoring will stop cheating in exams taken at home", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Q: AI webcam proctoring for online university exams? || Supporters (for): may deter cheating in at-home exams; lets universities offer online exams to distance learners unable to travel to a test center || Critics (against): webcam monitoring of students' homes may invade their privacy; the software could wrongly flag students with disabilities or darker skin whose movements or faces it misreads; students on poor connections may be penalized when their video drops || overall: integrity and access vs. privacy, bias and connectivity
""", []),
            ("numbered", None, """
question: Should universities use AI proctoring that monitors students via webcam during online exams?
1. supporters (for)
   1.1 Automated proctoring could discourage cheating on exams taken at home.
   1.2 It would allow universities to run online exams for distance learners who can't travel to a test center.
   1.3 They acknowledge that students with poor internet connections may be penalized when their video drops out.
2. critics (against)
   2.1 Monitoring students' homes by webcam may intrude on their privacy.
   2.2 The software could wrongly flag students with disabilities or darker skin when it misreads their movements or faces.
overall: the debate balances exam security and access against privacy and fairness.
""", [
                ("side_swap", "They acknowledge that students with poor internet connections may be penalized when their video drops out.", (1, 2)),
            ]),
            ("headed", None, """
### Supporters
- position: for
- deterrence: automated proctoring could deter cheating when exams are taken at home
- access: universities could offer online exams to distance learners who aren't able to travel to a test center

### Critics
- position: against
- privacy: webcam monitoring of students' homes may be intrusive
- bias: the software could misread the movements or faces of students with disabilities or darker skin and flag them wrongly
- connectivity: students with poor internet may be penalized when their video drops out

overall: security and access on one side; privacy, bias and connection problems on the other.
""", []),
            ("prose", None, """
question: AI webcam proctoring for online exams, yes or no?
summary: Supporters say automated proctoring could deter cheating in at-home exams and would let universities offer online exams to distance learners who can't travel to a test center, such as students serving in the military overseas. Critics raise two main problems: webcam monitoring of students' homes may intrude on their privacy, and the software could wrongly flag students with disabilities or darker skin when it misreads their movements or faces. They do grant that students with weak internet connections would seldom be penalized when their video drops out.
overall: The disagreement centers on whether integrity and access justify the privacy and fairness costs.
""", [
                ("added_detail", "such as students serving in the military overseas", (0, 1)),
                ("negation", "They do grant that students with weak internet connections would seldom be penalized when their video drops out.", (1, 2)),
            ]),
        ],
    },
]
