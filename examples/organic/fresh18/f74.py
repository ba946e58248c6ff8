"""Fresh18 batch f74 (written by a separate writer): A legal duty on banks to keep face-to-face services in every town; Best-of-three-set matches for men at tennis Grand Slams; Letting workers self-certify sickness for up to four weeks; Compulsory lifejackets on small leisure boats and paddleboards."""

TOPICS = [
    {
        "id": "bank_face_to_face_services_duty",
        "topic": "A legal duty on banks to keep face-to-face services in every town",
        "query": "Should banks be legally required to keep face-to-face banking services in every town?",
        "perspectives": [
            ("customer groups", [
                "Older people and those without internet access may struggle to manage their money online.",
                "Counter staff can sometimes spot a scam before a customer hands over their savings.",
            ]),
            ("small businesses", [
                "Shops and market traders need somewhere nearby to pay in their cash takings.",
                "Losing the last bank in a town could push shoppers to spend their money elsewhere.",
            ]),
            ("banks", [
                "Most customers now bank on their phones, so many branches see few visitors.",
                "Keeping quiet branches open would add costs that customers may end up paying through fees.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
HARROGATE — Plans to make banks keep face-to-face services in every town have split customer groups, local traders and the banks themselves.

Groups representing older customers back the idea. "Older people and anyone without internet access may struggle to run their finances online," said Margaret Holloway, who chairs a pensioners' forum in the town.

She added that counter staff could sometimes spot a scam before a customer handed over their savings.

Small businesses back the idea for their own reasons. "Shops and market traders need somewhere close by to pay in their cash takings," said Dev Malhotra of a local traders' association, who warned that losing a town's last bank could push shoppers to spend their money elsewhere.

The banks disagree. A spokesperson for the lenders' trade body said most customers now banked on their phones, leaving many branches with few visitors, and that keeping quiet branches open would add costs customers might end up paying through fees.

The proposal is expected to be debated further before any decision is taken.
""", []),
            ("three_perspectives", None, """
CARDIFF — A call for a legal duty on banks to keep face-to-face services in every town has drawn support from customer groups and small businesses but opposition from the banks.

"A lot of older people, and anyone who isn't online, can really struggle to manage their money through an app," said Gareth Pryce, a spokesman for an older people's advice charity. He said counter staff could sometimes catch a scam before a customer handed over their savings.

Traders' representatives said shops and market stalls needed a nearby place to pay in their cash. Losing a town's last bank, they added, would make little difference to where shoppers chose to spend their money.

Banks said habits had shifted, with most customers now using their phones and many branches seeing few visitors. According to a spokesperson for the banking industry, a survey of its members found that branch footfall had fallen by more than 60 per cent in five years.

The banks also warned that keeping quiet branches open would add costs that customers might end up paying through fees.

The proposal remains under discussion, and neither side has signalled a change of position.
""", [
                ("negation", "Losing a town's last bank, they added, would make little difference to where shoppers chose to spend their money", (1, 1)),
                ("invented_statistic", "a survey of its members found that branch footfall had fallen by more than 60 per cent in five years", None),
            ]),
            ("three_perspectives", None, """
SHREWSBURY — Customer groups and banks are at odds over whether lenders should be legally required to keep face-to-face services in every town.

"Not everyone can bank online. Older people and those with no internet access may find it very hard to manage their money that way," said Ruth Adeyemi, who speaks for a consumer charity.

Customer groups also point to fraud: counter staff, they say, can sometimes spot a scam before a customer's savings are handed over.

"The reality is that most of our customers now bank on their phones, and many branches see very few people walk through the door," said a spokesperson for one of the high-street lenders.

Keeping quiet branches open, the lender added, would add costs that customers may end up paying through fees.

Talks on the proposal are expected to continue.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("three_perspectives", None, """
MANCHESTER — Banks have pushed back against proposals for a legal duty to keep face-to-face services in every town, saying customers' habits have changed.

"Most people now do their banking on their phones, and many branches see few visitors from one day to the next," said Alan Fairweather, a spokesperson for a banking trade group. Keeping quiet branches open, he said, would add costs that customers may end up paying through fees.

Customer groups see it differently. Older people and those without internet access may struggle to manage their money online, according to Sunita Rao of a consumer charity, who also said counter staff could sometimes spot a scam before a customer's savings were gone.

Small businesses have also weighed in. "Traders need somewhere nearby to bank their cash takings," said Liam Doherty, who runs a market stall and sits on a local chamber of trade.

If the last bank in a town closes, he said, shoppers could take their spending elsewhere.

No decision on the proposal has yet been announced.
""", []),
            ("three_perspectives", None, """
NORWICH — Proposals to force banks to keep face-to-face services in every town have exposed a split between those who rely on branches and the lenders who run them.

"Plenty of older people, and people with no internet at home, can struggle to manage their money online," said Helen Marsh, who leads an older people's forum. The problem is worst, she said, for those in rural areas with patchy broadband.

"Our members need a bank within reach to pay in their cash takings," said Tom Beckett, chairman of a regional small business network. Without one, he said, shoppers could start spending their money in other towns.

Beckett also said counter staff were sometimes able to spot a scam before a customer handed over their savings.

A spokesperson for the banks said most customers now banked on their phones, leaving many branches with few visitors. Keeping quiet branches open would add costs that customers may end up paying through fees, the spokesperson said.

The debate is likely to continue as the proposal is considered.
""", [
                ("added_detail", "The problem is worst, she said, for those in rural areas with patchy broadband", (0, 0)),
                ("side_swap", "Beckett also said counter staff were sometimes able to spot a scam before a customer handed over their savings", (0, 1)),
            ]),
            ("three_perspectives", None, """
BELFAST — A push to make banks keep face-to-face services in every town has set customer and business groups against the lenders.

"If you're elderly or you don't have the internet, running your finances online may be a real struggle," said Eileen McCann, who chairs a pensioners' advocacy group. She said branch staff could sometimes spot a scam before someone handed over their savings.

Small firms also favour the proposal. Shops and market traders need somewhere nearby to deposit their cash takings, said Niall Gormley of a traders' federation, adding that losing the last bank in a town could send shoppers elsewhere.

Lenders argue that demand has moved online. Most customers now use their phones to bank and many branches see few visitors, said a spokesperson for the banks, adding that keeping quiet branches open would drive up costs that will be passed straight on to every customer in higher fees.

No timetable has been set for a decision.
""", [
                ("exaggeration", "keeping quiet branches open would drive up costs that will be passed straight on to every customer in higher fees", (2, 1)),
            ]),
        ],
    },
    {
        "id": "best_of_three_sets_mens_grand_slams",
        "topic": "Best-of-three-set matches for men at tennis Grand Slams",
        "query": "Should men's matches at tennis Grand Slams be cut from best of five sets to best of three?",
        "perspectives": [
            ("supporters", [
                "Shorter matches could reduce injuries and exhaustion among players.",
                "Fewer marathon matches may mean fewer late-night finishes for fans and broadcasters.",
                "It would bring men's matches into line with the women's format at the same events.",
            ]),
            ("critics", [
                "Five-set matches are a tradition that sets the Grand Slams apart from other tournaments.",
                "The longer format gives a player who falls behind more time to fight back.",
            ]),
        ],
        "variants": [
            ("prose", None, """
LONDON — A proposal to cut men's matches at tennis Grand Slams from best of five sets to best of three has divided players, officials and fans.

Supporters say shorter matches could reduce injuries and exhaustion. "A shorter format could mean fewer injuries and less exhaustion for the players," said Marco Bellini, a former tour physiotherapist who backs the change.

They also argue that fewer marathon matches may mean fewer late-night finishes, which fans and broadcasters would welcome, and that the change would bring the men's game into line with the women's format at the same events.

Opponents say five-set matches are a tradition that marks the Grand Slams out from other tournaments. "The longer format gives a player who falls behind more time to fight back," said Claire Whitfield, who runs a tennis supporters' club.

Discussions about the format are expected to continue.
""", []),
            ("closing", None, """
MELBOURNE — Calls to shorten men's Grand Slam matches to best of three sets have drawn sharply different responses from reformers and traditionalists.

"Shorter matches would end the injuries and exhaustion that dog the men's tour," said Jonas Lindqvist, a spokesperson for a players' welfare group. Fewer marathon contests may also mean fewer late-night finishes for fans and broadcasters, he said.

Backers add that the change would put men's matches on the same footing as the women's format at the same events, and that a shorter format could help win over younger viewers with less time to spare.

Critics say the five-set format is a tradition that distinguishes the Grand Slams from other tournaments. "Give a player five sets and, if he falls behind, he has more time to fight his way back," said Paul Ashby, a tennis historian.

The question is likely to be raised again in future talks on the calendar. Either way, it is a debate about what the sport's biggest events are for.
""", [
                ("exaggeration", "Shorter matches would end the injuries and exhaustion that dog the men's tour", (0, 0)),
                ("invented_claim", "a shorter format could help win over younger viewers with less time to spare", None),
            ]),
            ("prose", None, """
PARIS — Players and fans are split over whether men's Grand Slam matches should be cut to best of three sets.

Shorter matches could reduce injuries and exhaustion among players, said Sophie Laurent, a spokesperson for a player welfare association.

"Five-set matches, one after another, can wear players down and leave their bodies open to injury," she said.

Supporters also say the change would bring the men's game into line with the women's format at the same events.

Critics argue that five-set matches are a tradition that sets the Grand Slams apart from other tournaments. "A player who falls behind still has time to fight back over five sets," said Henri Dubois, a former coach.

The debate is set to continue within the sport.
""", [
                ("repetition", "Five-set matches, one after another, can wear players down and leave their bodies open to injury", (0, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
NEW YORK — Supporters of cutting men's Grand Slam matches to best of three sets say shorter matches could reduce injuries and exhaustion, that fewer marathon encounters may mean fewer late-night finishes for fans and broadcasters, and that the move would match the women's format at the same events, according to a spokesperson for a fan-led reform campaign, while critics, among them former player Dan Okafor, say five-set matches are a tradition that sets the Grand Slams apart and that the longer format gives a player who falls behind more time to fight back. The debate is expected to continue.
""", []),
            ("bullets", None, """
LONDON — FACTBOX-The arguments over shortening men's Grand Slam matches to best of three sets

Supporters, including player welfare campaigners, say:
- Shorter matches could reduce injuries and exhaustion, according to Rebecca Hale of a sports medicine charity.
- Fewer marathon matches may mean fewer late-night finishes for fans and broadcasters.

Critics, including traditionalist fans' groups, say:
- "Five sets is a tradition. It's what sets a Grand Slam apart from every other tournament," said Gordon Reilly of a supporters' society.
- The longer format gives a player who falls behind more time to fight back.

It is not yet clear whether the idea will be taken up.
""", [
                ("omitted_argument", None, (0, 2)),
            ]),
            ("prose", None, """
WIMBLEDON — Traditionalists have defended five-set matches in men's Grand Slam tennis against calls to cut them to best of three.

"Five sets is a tradition, and it's what sets the Grand Slams apart from every other tournament," said Hugh Pemberton, chairman of a tennis supporters' society. He said the longer format also gave a player who fell behind more time to fight back.

Reformers argue that shorter matches could reduce injuries and exhaustion among players. They also say fewer marathon matches may mean fewer late-night finishes for fans and broadcasters, and that the change would put men's matches on the same format as the women's at the same events.

"This is about players' health and about the people watching," said Anita Desai, who speaks for a reform campaign.

The issue is likely to resurface in talks about the future of the sport.
""", []),
        ],
    },
    {
        "id": "four_week_sickness_self_certification",
        "topic": "Letting workers self-certify sickness for up to four weeks",
        "query": "Should employees be allowed to self-certify sickness for up to four weeks before needing a doctor's note?",
        "perspectives": [
            ("supporters", [
                "GPs could spend less time signing sick notes and more time treating patients.",
                "Workers with minor illnesses would not have to book an appointment just to prove they are ill.",
            ]),
            ("employers", [
                "Some staff may take advantage and stay off work longer than they need to.",
                "Employers could lose an early chance of medical advice on helping staff return to work.",
            ]),
        ],
        "variants": [
            ("prose", None, """
BIRMINGHAM — A plan to let workers self-certify sickness for up to four weeks before they need a doctor's note has won backing from GPs' representatives but drawn concern from employers.

"Time spent signing sick notes is time we could be spending treating patients," said Dr Aisha Kamara, who speaks for a group of family doctors. Letting people self-certify for longer, she said, could free up some of that time.

Supporters also say workers with minor illnesses would no longer have to book an appointment simply to prove they were ill.

Employers' organisations are less convinced. Some staff may take advantage and stay off longer than they need to, particularly around bank holidays and long weekends, said Richard Lowe of a regional business federation.

"Our other worry is that we lose an early chance to get medical advice on how to help someone back to work," he said.

The proposal is expected to be discussed further with business and health groups.
""", [
                ("added_detail", "particularly around bank holidays and long weekends", (1, 0)),
            ]),
            ("closing", None, """
LONDON — Employers have warned that allowing staff to self-certify sickness for up to four weeks could be open to abuse, while doctors say it could ease the paperwork on surgeries.

"Some staff may take advantage of it and stay off work longer than they need to," said Fiona Grant, head of policy at an employers' body. She added that firms could lose an early chance of medical advice on helping people return to work.

Doctors' representatives see the change differently. GPs could spend less time signing sick notes and more time with patients, according to a spokesperson for a GP association, and workers with a minor illness would not have to book an appointment just to prove they were ill.

Both sides are expected to set out their views as the idea is considered. Where the balance between trust and oversight is struck is likely to shape the outcome.
""", []),
            ("dense", None, """
GLASGOW — Supporters of letting employees self-certify sickness for up to four weeks say GPs could spend less time signing sick notes and more time treating patients, with one doctors' body estimating that sick notes account for around one in ten GP appointments, and that workers with minor illnesses would not have to book an appointment just to prove they are ill, while employers' groups, speaking through spokesperson Moira Kerr, say some staff may take advantage and stay off longer than they need to and that employers could lose an early chance of medical advice on helping staff back to work. Discussions on the proposal are continuing.
""", [
                ("invented_statistic", "with one doctors' body estimating that sick notes account for around one in ten GP appointments", None),
            ]),
            ("prose", None, """
CARDIFF — Business groups and doctors have clashed over proposals to let employees certify their own sickness for up to four weeks.

"We'd rather be treating patients than signing forms," said Dr Owen Price, a GP who supports the change. Doctors could spend less time on sick notes and more on care, he said.

Employers warned that some staff may take advantage and stay off work longer than needed. "There's a risk of losing that early medical input on how to get someone back to work," said Sarah Jenkins of a small firms' lobby group.

Employer groups did accept, however, that workers with minor illnesses would no longer have to book an appointment just to prove they were ill.

The idea remains at the discussion stage.
""", [
                ("side_swap", "Employer groups did accept, however, that workers with minor illnesses would no longer have to book an appointment just to prove they were ill", (0, 1)),
            ]),
            ("numbered", None, """
LONDON — FACTBOX-Four weeks without a sick note: the arguments

1. Doctors' time: GPs could spend less time signing sick notes and more time treating patients, say supporters, among them a GP group led by Dr Hannah Cole.
2. Needless visits: workers with minor illnesses would not have to book an appointment just to prove they are ill, supporters add.
3. Misuse: some staff may take advantage and stay off work longer than they need to, employers' groups say.
4. Return to work: "We could lose an early chance of medical advice on helping people back to work," said Ian Marsh of a manufacturers' association.

The proposal remains under discussion.
""", []),
            ("closing", None, """
LEEDS — Doctors and employers have set out opposing views on whether workers should be able to sign themselves off sick for up to four weeks.

Supporters, including Dr Priya Shah of a family doctors' network, say GPs could spend less time signing sick notes and more time treating patients. "Nobody with a minor illness should have to book an appointment just to prove they're ill," she said.

They also argue that keeping people with infections at home rather than in GP waiting rooms could help stop illnesses spreading.

Employers' representatives, while accepting that few staff would take advantage and stay off longer than necessary, warned that they could lose an early chance of medical advice on helping staff back to work.

Further talks with both groups are expected. As with many workplace reforms, much will depend on how the change would work in practice.
""", [
                ("invented_claim", "keeping people with infections at home rather than in GP waiting rooms could help stop illnesses spreading", None),
                ("negation", "while accepting that few staff would take advantage and stay off longer than necessary", (1, 0)),
            ]),
        ],
    },
    {
        "id": "compulsory_lifejackets_small_leisure_craft",
        "topic": "Compulsory lifejackets on small leisure boats and paddleboards",
        "query": "Should wearing a lifejacket be compulsory on small leisure craft such as kayaks, dinghies and paddleboards?",
        "perspectives": [
            ("water safety charities", [
                "Some people who drown after an unexpected fall into cold water might have survived had they worn a lifejacket.",
                "A clear legal rule could make wearing one a habit, as seatbelt laws did for car passengers.",
            ]),
            ("watersports clubs", [
                "In some sports, such as competitive rowing, a lifejacket may restrict movement.",
                "The rule would be hard to enforce across thousands of miles of coast, rivers and lakes.",
                "Free training and safety campaigns could change habits without the need for fines.",
            ]),
        ],
        "variants": [
            ("prose", None, """
PLYMOUTH — Water safety charities have called for lifejackets to be made compulsory on small leisure craft such as kayaks, dinghies and paddleboards, but watersports clubs warn that the rule could prove unworkable.

"Some of the people who drown after an unexpected fall into cold water might still be alive had they been wearing a lifejacket," said Karen Treloar, a spokesperson for a coastal safety charity.

She said a clear legal requirement could turn wearing one into a habit, much as seatbelt laws had done for car passengers.

Watersports clubs are wary. In some sports, such as competitive rowing, a lifejacket may restrict movement, said Phil Gardner, secretary of a regional paddling and rowing association.

"Policing a rule like this across thousands of miles of coast, rivers and lakes would be hard," he said, adding that free training and safety campaigns could change habits without the need for fines.

No decision has yet been taken on the proposal.
""", []),
            ("numbered", None, """
FALMOUTH — FACTBOX-Should lifejackets be compulsory on small boats and paddleboards?

1. Survival: some people who drown after an unexpected fall into cold water might have survived had they been wearing a lifejacket, say water safety charities, among them one led by Jenny Pascoe.
2. Habit: a clear legal rule could make wearing one routine, as seatbelt laws did for car passengers, the charities add.
3. Movement: "In some sports, competitive rowing among them, a lifejacket may restrict how you move," said Mark Ellison of a watersports clubs' federation.
4. Enforcement: clubs say the rule would be hard to enforce across thousands of miles of coast, rivers and lakes.

No timetable has been set for a decision.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
WINDERMERE — Water safety charities, represented by spokesperson Gillian Hart, say compulsory lifejackets on kayaks, dinghies and paddleboards could have saved some of those who drown after an unexpected fall into cold water and that a clear legal rule could make wearing one a habit in the way seatbelt laws did for car passengers, while watersports clubs counter that a lifejacket may restrict movement in sports such as competitive rowing, that the rule would be hard to enforce across thousands of miles of coast, rivers and lakes, and that free training and safety campaigns could change habits without fines. Talks on the idea are continuing.
""", []),
            ("prose", None, """
SWANSEA — A campaign to make lifejackets compulsory on small leisure craft has gathered pace, with safety charities saying the change could save lives on the water.

"Anyone who ends up in cold water after a sudden fall would survive if they were wearing a lifejacket," said Rhys Morgan, a spokesperson for a sea safety charity. The charity's own figures suggest that around two-thirds of people who drowned while paddleboarding last year were not wearing one.

Morgan also said a clear legal rule could make wearing one a habit, just as seatbelt laws had for car passengers.

Watersports clubs have raised objections. A lifejacket may restrict movement in some sports, such as competitive rowing, said Ann Whitley, who chairs a rowing and canoeing clubs' association. She said the rule would be hard to enforce across thousands of miles of coast, rivers and lakes.

"Free training and safety campaigns could change habits without anyone needing to be fined," she said.

The debate is expected to continue.
""", [
                ("exaggeration", "Anyone who ends up in cold water after a sudden fall would survive if they were wearing a lifejacket", (0, 0)),
                ("invented_statistic", "The charity's own figures suggest that around two-thirds of people who drowned while paddleboarding last year were not wearing one", None),
            ]),
            ("closing", None, """
OBAN — Watersports clubs have questioned plans to make lifejackets compulsory on kayaks, dinghies and paddleboards, arguing that education rather than fines could change habits.

"In some sports, competitive rowing being the obvious one, a lifejacket may get in the way of movement," said Fraser MacLeod, who speaks for a federation of sailing and paddling clubs.

He said the rule would be hard to enforce across thousands of miles of coast, rivers and lakes, and that free training and safety campaigns could change habits without the need for fines.

Water safety charities back the change. Some people who drown after an unexpected fall into cold water might have survived had they been wearing a lifejacket, according to Alison Reid of a lifesaving charity. "A clear legal rule could make putting one on a habit, just as seatbelt laws did for car passengers," she said.

The proposal remains under discussion. How far safety rules should reach into people's leisure time is likely to be at the heart of the decision.
""", []),
            ("bullets", None, """
POOLE — FACTBOX-The arguments over compulsory lifejackets on small leisure craft

Water safety charities, according to spokesperson Dominic Penrose, say:
- Some people who drown after an unexpected fall into cold water might have survived in a lifejacket.
- A clear legal rule could make wearing one a habit, as seatbelt laws did for car passengers.

Watersports clubs, according to a spokesperson for a national paddlesport body, say:
- A lifejacket may restrict movement in some sports, such as competitive rowing.
- The rule would be hard to enforce across thousands of miles of coast, rivers and lakes.
- Free training and safety campaigns are unlikely to change habits without the backing of fines.

It is not yet clear whether the proposal will go ahead.
""", [
                ("negation", "Free training and safety campaigns are unlikely to change habits without the backing of fines", (1, 2)),
            ]),
        ],
    },
]
