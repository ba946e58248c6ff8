"""fresh25 batch f104 (written by a separate writer): Switching to an opt-out system for organ donation; Requiring a personal finance course to graduate from high school; Requiring public EV chargers to accept contactless bank cards; Allowing shared rental e-scooter schemes in cities."""

TOPICS = [
    {
        "id": "opt_out_organ_donation",
        "topic": "Switching to an opt-out system for organ donation",
        "query": "Should adults automatically be treated as organ donors unless they register that they don't want to donate?",
        "perspectives": [
            ("supporters", [
                "An opt-out system could increase the number of organs available and shorten transplant waiting lists.",
                "Many people say they support organ donation but never get around to registering.",
            ]),
            ("opponents", [
                "Treating silence as consent undermines the idea of donation as a freely given gift.",
                "People with limited literacy or little contact with officials may not realize they need to opt out.",
                "Some religious communities worry their beliefs about the body after death will not be respected.",
            ]),
            ("transplant clinicians", [
                "Doctors still consult families in practice, so a change in the law may make little difference on its own.",
                "More specialist donation nurses and intensive care beds may matter more than the consent rule.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
You're asking whether adults should be presumed to be organ donors unless they've registered that they don't want to be.

### 🟢 Supporters say
- **More organs, shorter waits:** Flipping the default could raise the number of organs available and bring transplant waiting lists down.
- **Closing the intention gap:** Lots of people say they're in favor of donating but simply never get around to signing up.
  - Why it matters: an opt-out default would line the system up with what those people already say they want.

### 🔴 Opponents say
- **A gift, not an assumption:** Reading silence as consent chips away at the idea that donation is something freely given.
- **Not everyone will know to opt out:** People with limited literacy, or who rarely deal with government offices, may never realize they have to register a refusal.
- **Religious concerns:** Some faith communities worry that their beliefs about how the body should be treated after death won't be respected.

### 🩺 Transplant clinicians say
- **Families still have a say:** In practice, doctors still talk to the family, so changing the law may not make much difference by itself.
- **Capacity counts:** Having more specialist donation nurses and intensive care beds may matter more than which consent rule is on the books.

## Bottom line
The debate touches on consent, fairness, and hospital capacity, and each group is focused on a different piece of it.

If you'd like, I can compare how different countries handle this.
""", []),
            ("three_perspectives", None, """
This question is about whether the law should presume that adults consent to organ donation unless they opt out.

## Arguments in favor
- **A bigger donor pool:** An opt-out law could boost the supply of organs and help shorten transplant waiting lists.
- **Good intentions, no paperwork:** Many people say they support donation, yet they never actually get around to registering.
- **Less pressure on grieving families:** Supporters also argue that a clear legal default spares relatives from having to make the decision themselves at an incredibly painful moment.

## Arguments against
- **Consent should be active:** Treating silence as a "yes" undermines the idea of donation as a freely given gift.
- **People could be left out of the loop:** Those with limited literacy or little contact with officials may not realize they need to opt out at all.
- **Respect for faith:** Some religious communities fear their beliefs about the body after death won't be honored.

## Bottom line
Both sides are talking about the same system but focusing on different concerns, from organ supply to personal consent.

Would you like me to walk through how an opt-out register typically works in practice?
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "Supporters also argue that a clear legal default spares relatives from having to make the decision themselves at an incredibly painful moment", None),
            ]),
            ("three_perspectives", None, """
You want to know the main arguments around moving to an opt-out, or "presumed consent," organ donation system.

### Supporters
Supporters believe an opt-out system could increase the number of organs available and shorten the waiting lists for transplants. They also point out that many people say they back organ donation but never get around to registering, so the current system misses donors who would have been willing.

### Opponents
Opponents argue that treating silence as consent undermines the whole idea of donation as a freely given gift. They worry that people with limited literacy, or little contact with officials, may not realize they need to opt out. And some religious communities are concerned that their beliefs about the body after death won't be respected.

### Transplant clinicians
Clinicians tend to take a more practical view. Doctors still consult families in practice, they note, so a change in the law may make little difference on its own. In their view, more specialist donation nurses and more intensive care beds may matter more than the consent rule.

## Bottom line
Supporters, opponents, and clinicians are each looking at a different part of how donation works, from the law itself to what happens at the bedside.

If it's helpful, I can sketch out what a typical opt-out registration process looks like.
""", []),
            ("three_perspectives", None, """
You're asking whether organ donation should switch to an opt-out model, where everyone is a donor by default.

### 🟢 Supporters say
- **Supply goes up:** Switching to opt-out will increase the number of organs available and shorten transplant waiting lists.
- **Turning intention into action:** Many people say they support donation but never get around to registering, and a default would capture them.

### 🔴 Opponents say
- **Silence isn't consent:** Presuming consent undermines the idea of donation as a gift someone chooses to give.
- **Awareness gaps:** People with limited literacy or little contact with officials, such as recent immigrants who don't read the national language well, may not realize they need to opt out.
- **Faith and the body:** Some religious communities worry their beliefs about the body after death won't be respected.

### 🩺 Transplant clinicians say
- **Families are still asked:** Doctors consult families in practice anyway, so a new law may make little difference on its own.
- **Resources matter:** More specialist donation nurses and intensive care beds may matter more than the consent rule.

## Bottom line
Each group is weighing a different part of the same question: supply, consent, and what happens in the hospital.

If you'd like, I can summarize what has happened to donation rates in places that made the switch.
""", [
                ("exaggeration", "Switching to opt-out will increase the number of organs available and shorten transplant waiting lists", (0, 0)),
                ("added_detail", "such as recent immigrants who don't read the national language well", (1, 1)),
            ]),
            ("three_perspectives", None, """
You're asking whether people should be automatically registered as organ donors unless they choose to opt out.

## 🟢 Supporters
- **More transplants:** An opt-out system could increase the number of organs available and help shorten waiting lists.
- **Most people never sign up:** Many people say they support donation but never get around to registering.

## 🔴 Opponents
- **Consent should be a choice:** Treating silence as consent undermines the idea of donation as a freely given gift.
- **Harder to reach groups:** People with limited literacy or little contact with officials may not realize they need to opt out.
- **Faith concerns are manageable:** Opponents concede that religious communities' beliefs about the body after death would still be respected under an opt-out law.
- **The law may not change much:** They also point out that doctors still consult families in practice, so changing the law may not achieve much on its own.

## 🩺 Transplant clinicians
- **Capacity over consent rules:** Clinicians say more specialist donation nurses and intensive care beds may matter more than which consent rule is in place.

## Bottom line
The disagreement spans ethics, public awareness, and hospital resources, and each group emphasizes a different one.

Want me to break down the difference between "hard" and "soft" opt-out systems?
""", [
                ("negation", "Opponents concede that religious communities' beliefs about the body after death would still be respected under an opt-out law", (1, 2)),
                ("side_swap", "They also point out that doctors still consult families in practice, so changing the law may not achieve much on its own", (2, 0)),
            ]),
            ("three_perspectives", None, """
You're weighing whether the default for organ donation should be "yes" unless someone says no.

## Arguments in favor
- **Shorter waiting lists:** Supporters say an opt-out system could increase the number of organs available and cut transplant waits.
- **Capturing willing donors:** Many people say they support donation but never get around to registering; presumed consent would count them in.

## Arguments against
- **Undermining the gift:** Opponents argue that treating silence as consent erodes the idea of donation as something freely given.
- **Missing the message:** People with limited literacy or little contact with officials may not realize they need to opt out.
  - Example: someone who never reads official letters might not know the rules have changed.
- **Religious beliefs:** Some religious communities worry that their beliefs about the body after death won't be respected.

## A third view: transplant clinicians
- **Families still decide in practice:** Because doctors still consult families, clinicians say a change in the law may make little difference on its own.
- **Staff and beds:** They argue that more specialist donation nurses and intensive care beds may matter more than the consent rule itself.

## Bottom line
This is a debate where the ethical questions and the practical ones run side by side, and the three groups put the emphasis in different places.

If you'd like, I can compare how different countries handle this.
""", []),
        ],
    },
    {
        "id": "high_school_personal_finance_requirement",
        "topic": "Requiring a personal finance course to graduate from high school",
        "query": "Should high schools require students to pass a personal finance course before they can graduate?",
        "perspectives": [
            ("supporters", [
                "Many young adults take on student loans and credit cards without understanding how interest works.",
                "Teaching budgeting in school reaches students whose families can't teach it at home.",
                "Basic money skills may help young people avoid costly traps such as payday loans.",
            ]),
            ("critics", [
                "A required course would take time away from other subjects such as science or the arts.",
                "Evidence on whether classroom finance lessons change adult behavior is mixed.",
                "Many schools lack teachers who are trained to teach personal finance.",
            ]),
        ],
        "variants": [
            ("prose", None, """
You're asking whether a personal finance class should be a graduation requirement for every high school student.

Supporters start from a simple observation: many young adults sign up for student loans and credit cards without really understanding how interest works. They point to a national survey in which roughly two-thirds of 18-to-24-year-olds couldn't correctly answer a basic question about compound interest. They also argue that teaching budgeting in school reaches the students whose families can't teach it at home, and that basic money skills may help young people steer clear of costly traps like payday loans.

Critics see it differently. Their first concern is time: a required course would squeeze out hours that could go to other subjects, such as science or the arts. And while they accept that classroom finance lessons have been shown to change how people handle money as adults, critics say many schools simply don't have teachers trained to teach the subject.

## Bottom line
The debate comes down to how schools balance practical life skills against the rest of the curriculum and the staff they have available.

If you'd like, I can outline what a typical high school personal finance course covers.
""", [
                ("invented_statistic", "They point to a national survey in which roughly two-thirds of 18-to-24-year-olds couldn't correctly answer a basic question about compound interest", None),
                ("negation", "they accept that classroom finance lessons have been shown to change how people handle money as adults", (1, 1)),
            ]),
            ("bullets", None, """
You're asking whether high schoolers should have to pass a personal finance course before they get their diploma.

## Arguments in favor
- **Interest catches people off guard:** Many young adults take on student loans and credit cards without understanding how interest works.
- **Leveling the playing field:** Teaching budgeting in school reaches students whose families aren't able to teach it at home.
  - Why it matters: without a class, those students may have nowhere else to pick up the basics.
- **Avoiding expensive mistakes:** Basic money skills may help young people avoid costly traps such as payday loans.

## Arguments against
- **A crowded schedule:** A required course would take time away from other subjects, like science or the arts.
- **Uncertain payoff:** The evidence on whether classroom finance lessons actually change how people behave as adults is mixed.
- **Who would teach it?:** Many schools don't have teachers trained to teach personal finance.

## Bottom line
Supporters focus on the money problems young adults face; critics focus on what a mandate would cost schools and whether it works.

If you'd like, I can compare how different states handle this.
""", []),
            ("numbered", None, """
You're asking whether passing a personal finance class should be required to graduate from high school.

## Arguments in favor
1. **Loans and credit cards:** Many young adults take on student debt and credit cards without understanding how interest works.
2. **Filling a gap at home:** Teaching budgeting in school reaches students whose families can't teach it themselves.
3. **Interest is a blind spot:** Plenty of students head into their first loan or credit card without really grasping what interest will cost them.

## Arguments against
1. **Time is limited:** A required course would take time away from subjects such as science or the arts.
2. **Mixed evidence:** Research on whether classroom finance lessons change adult behavior is mixed.
3. **Staffing:** Many schools lack teachers who are trained to teach personal finance.

## Bottom line
It's a question of what schools should prioritize and how confident we can be that a course will make a difference.

Want me to pull together what the research says about financial education outcomes?
""", [
                ("repetition", "Plenty of students head into their first loan or credit card without really grasping what interest will cost them", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
You're asking whether a personal finance course should be mandatory for high school graduation.

### 🟢 Supporters say
Supporters argue that many young adults take on student loans and credit cards without understanding how interest works. Teaching budgeting in school, they say, reaches students whose families can't teach it at home, and basic money skills may help young people avoid costly traps like payday loans. Supporters acknowledge that many schools don't yet have teachers trained to teach personal finance.

### 🔴 Critics say
Critics worry that a required course would take time away from other subjects, such as science or the arts. They also note that the evidence on whether classroom finance lessons change adult behavior is mixed.

## Bottom line
Both sides want students to be prepared for adult life; they disagree about whether a required course is the right way to get there.

If you'd like, I can suggest ways schools have folded finance lessons into existing classes instead.
""", [
                ("side_swap", "Supporters acknowledge that many schools don't yet have teachers trained to teach personal finance", (1, 2)),
            ]),
            ("dense", None, """
Supporters of making personal finance a graduation requirement say many young adults take on student loans and credit cards without understanding how interest works, that teaching budgeting in school reaches students whose families can't teach it at home, and that basic money skills may help young people avoid costly traps such as payday loans. Critics respond that a required course would take time away from other subjects like science or the arts, that the evidence on whether classroom finance lessons change adult behavior is mixed, and that many schools lack teachers trained to teach personal finance.
""", []),
            ("closing", None, """
You're asking whether high schools should make personal finance a must-pass course for graduation.

## Arguments in favor
- **Interest is a mystery to many:** Supporters say most young adults sign up for student loans and credit cards without understanding how interest works.
- **Not every family can teach it:** Teaching budgeting in school reaches students whose families can't teach it at home.
- **Steering clear of traps:** Basic money skills may help young people avoid costly products like payday loans.

## Arguments against
- **Curriculum squeeze:** A required course would take time away from other subjects, such as science or the arts.
- **Does it work?:** Evidence on whether classroom finance lessons change adult behavior is mixed.
- **Not enough trained teachers:** Many schools lack staff trained to teach personal finance.
- **A job for parents:** Some critics argue that money management is a family responsibility that schools shouldn't be taking over.

## Bottom line
Where people land on this tends to depend on what they think high school is for and how much they trust the evidence so far.
""", [
                ("exaggeration", "most young adults sign up for student loans and credit cards without understanding how interest works", (0, 0)),
                ("invented_claim", "Some critics argue that money management is a family responsibility that schools shouldn't be taking over", None),
            ]),
        ],
    },
    {
        "id": "ev_charger_contactless_payment",
        "topic": "Requiring public EV chargers to accept contactless bank cards",
        "query": "Should public electric vehicle chargers be required to accept contactless bank cards, rather than only their own apps or membership cards?",
        "perspectives": [
            ("EV drivers' groups", [
                "Drivers may currently need a different app or membership card for each charging network.",
                "Card payments let people without a smartphone, or without a phone signal, still charge their cars.",
                "Simpler payment could encourage more people to switch to electric cars.",
            ]),
            ("charging operators", [
                "Fitting card readers to existing chargers would be expensive.",
                "The extra cost could slow the rollout of new chargers in less profitable areas.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
You're asking whether public EV chargers should have to take a simple tap-to-pay bank card instead of relying only on apps or membership cards.

## Arguments in favor
- **Too many apps:** Right now, drivers may need a different app or membership card for every charging network they use.
- **Works without a phone:** Card payments mean people who don't have a smartphone, or can't get a signal, can still charge.
- **Easier switch to EVs:** Making payment simpler could encourage more people to go electric.
  - Why it matters: a smoother charging experience removes one more hurdle for would-be EV buyers.

## Arguments against
- **Retrofit costs:** Adding card readers to chargers that are already installed would be expensive.
- **Slower expansion:** Those extra costs could slow the rollout of new chargers in less profitable areas.

## Bottom line
Drivers' groups are focused on convenience and access, while operators are focused on cost and where new chargers get built.

If you'd like, I can compare how different countries handle this.
""", []),
            ("headed", None, """
You're asking whether it should be mandatory for public EV chargers to accept contactless card payments.

### 🟢 EV drivers' groups say
Drivers' groups point out that, at the moment, drivers may need a separate app or membership card for each charging network. Card payments would let people without a smartphone, or without phone signal, still charge their cars. And they argue that simpler payment could encourage more people to make the switch to electric.

### 🔴 Charging operators say
Operators warn that fitting card readers to existing chargers would be expensive, and that the extra cost could slow the rollout of new chargers in less profitable areas. They also say their apps let drivers check whether a charger is working before they arrive, something a card reader can't replace.

## Bottom line
The question pits ease of use for drivers against the cost and pace of building out the network.

Want me to explain how "ad hoc" charging payments usually work?
""", [
                ("invented_claim", "They also say their apps let drivers check whether a charger is working before they arrive, something a card reader can't replace", None),
            ]),
            ("prose", None, """
You're asking whether public EV chargers should be required to accept contactless bank cards rather than just their own apps or membership cards.

EV drivers' groups are the main voices in favor. Their core complaint is that drivers may currently need a different app or membership card for each charging network. They also argue that card payments allow people who don't own a smartphone, or who can't get a phone signal, to charge their cars anyway. Beyond that, they believe simpler payment could nudge more people into switching to electric cars.

Charging operators push back on cost. Fitting card readers to chargers that are already in the ground would be expensive, they say, and that extra expense could slow the rollout of new chargers in less profitable areas.

## Bottom line
Both sides want more people charging; they disagree over whether a card-payment mandate helps or hinders that.

If you'd like, I can walk through the trade-offs for rural versus urban charging sites.
""", []),
            ("numbered", None, """
You're asking whether public EV chargers should be legally required to take contactless bank cards.

## What EV drivers' groups say
1. **App overload:** Drivers may need a different app or membership card for each charging network, and some drivers end up juggling five or six of them.
2. **Access for everyone:** Card payments let people without a smartphone, or without a signal, still charge.
3. **Encouraging adoption:** Simpler payment could encourage more people to switch to electric cars.

## What charging operators say
1. **Expensive retrofits:** Fitting card readers to existing chargers would be costly.
2. **Manageable impact:** Operators say the extra cost wouldn't slow the rollout of new chargers, even in less profitable areas.

## Bottom line
The disagreement is mostly about convenience for drivers versus the cost of upgrading equipment.

If you'd like, I can compare how different countries handle this.
""", [
                ("added_detail", "some drivers end up juggling five or six of them", (0, 0)),
                ("negation", "Operators say the extra cost wouldn't slow the rollout of new chargers, even in less profitable areas", (1, 1)),
            ]),
            ("dense", None, """
EV drivers' groups argue that drivers may currently need a separate app or membership card for each charging network and that card payments let people without a smartphone or a phone signal still charge, with one drivers' survey finding that nearly 40% had given up on a charger because its app wouldn't work. Charging operators counter that fitting card readers to existing chargers would be expensive and that the added cost could slow the rollout of new chargers in less profitable areas.
""", [
                ("invented_statistic", "with one drivers' survey finding that nearly 40% had given up on a charger because its app wouldn't work", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
You're asking whether public chargers for electric vehicles should have to accept contactless bank cards.

## Arguments in favor
- **One payment method for every network:** Drivers may currently need a different app or membership card for each charging network.
- **No smartphone required:** Card payments let people who don't have a smartphone, or who have no signal, still charge their cars.
- **A nudge toward EVs:** Simpler payment could encourage more people to switch to electric.

## Arguments against
- **Upfront expense:** Fitting card readers to existing chargers would be expensive.
- **Slower rollout:** The extra cost could slow the spread of new chargers in less profitable areas.

## Bottom line
How you see this likely depends on whether you put more weight on day-to-day convenience for drivers or on the cost of building and upgrading the network.
""", []),
        ],
    },
    {
        "id": "shared_escooter_schemes",
        "topic": "Allowing shared rental e-scooter schemes in cities",
        "query": "Should cities allow shared rental e-scooter schemes on their streets?",
        "perspectives": [
            ("supporters", [
                "E-scooters offer a cheap way to make short trips that would otherwise be made by car.",
                "They can help people reach bus and train stations that are too far to walk to.",
            ]),
            ("opponents", [
                "Scooters left on sidewalks can trip pedestrians, especially blind and disabled people.",
                "Riders are often injured, and some hospitals report rising numbers of scooter accidents.",
                "Many trips replace walking rather than driving, so the environmental benefit may be small.",
            ]),
        ],
        "variants": [
            ("headed", None, """
You're asking whether cities should let rental e-scooter companies operate on their streets.

### 🟢 Supporters say
Supporters see e-scooters as a cheap way to make short trips that people would otherwise take by car. They also say scooters can help people get to bus and train stations that are too far to walk to. Even supporters acknowledge that scooters left lying on sidewalks can trip pedestrians, particularly blind and disabled people.

### 🔴 Opponents say
Opponents point out that riders are often injured, and that some hospitals are reporting rising numbers of scooter accidents. They also argue that many scooter trips replace walking rather than driving, so the environmental benefit may be small.

## Bottom line
The debate sets transportation options against safety and street clutter, and the two sides weigh those differently.

If you'd like, I can compare how different cities regulate parking for shared scooters.
""", [
                ("side_swap", "Even supporters acknowledge that scooters left lying on sidewalks can trip pedestrians, particularly blind and disabled people", (1, 0)),
            ]),
            ("numbered", None, """
You're asking whether shared e-scooter rental programs should be allowed on city streets.

## Arguments in favor
1. **Cheap short trips:** E-scooters offer an inexpensive way to make short journeys that would otherwise be made by car.
2. **The "last mile":** They can help people reach bus and train stations that are too far to walk to.

## Arguments against
1. **Sidewalk hazards:** Scooters left on sidewalks can trip pedestrians, especially people who are blind or disabled.
2. **Injuries:** Riders are often hurt, and some hospitals report rising numbers of scooter accidents.
3. **Limited green payoff:** Many trips replace walking rather than driving, so the environmental benefit may be small.
   - Why it matters: if scooters mostly replace walks, they do less to take cars off the road.

## Bottom line
Supporters focus on filling gaps in city transportation; opponents focus on safety and whether the benefits are real.

If you'd like, I can compare how different cities handle this.
""", []),
            ("bullets", None, """
You're asking whether cities should permit shared, rent-by-the-minute e-scooters.

## Arguments in favor
- **An alternative to the car:** E-scooters are a cheap way to make short trips that would otherwise be made by car.
  - Supporters cite pilot programs where roughly a third of scooter rides replaced a car trip.
- **Connecting to transit:** They can help people reach bus and train stations that are a bit too far to walk to.

## Arguments against
- **Clutter and tripping:** Scooters dumped on sidewalks can trip pedestrians, especially blind and disabled people.
- **Rider injuries:** Riders are often injured, and hospitals everywhere are reporting rising numbers of scooter accidents.
- **Smaller environmental gains than promised:** Many trips replace walking rather than driving, so the environmental benefit may be small.

## Bottom line
It's a trade-off between new ways of getting around and concerns about safety and sidewalk space.

Would you like a rundown of the rules cities commonly attach to scooter permits?
""", [
                ("invented_statistic", "Supporters cite pilot programs where roughly a third of scooter rides replaced a car trip", None),
                ("exaggeration", "hospitals everywhere are reporting rising numbers of scooter accidents", (1, 1)),
            ]),
            ("prose", None, """
You're asking whether it makes sense for cities to allow rental e-scooter schemes.

Supporters argue that e-scooters offer a cheap way to cover short trips that people would otherwise make by car. They also say scooters can get people to bus and train stations that are too far away to reach on foot.

Opponents raise safety concerns first. Scooters left on sidewalks can trip pedestrians, and blind and disabled people are especially at risk. Riders themselves are often injured, they add, and some hospitals report rising numbers of scooter accidents. On top of that, opponents say parked scooters turn sidewalks into obstacle courses that pedestrians, particularly those with disabilities, have to pick their way through.

## Bottom line
The two sides are looking at the same scooters from different angles: convenience and access on one side, safety on the other.

If you'd like, I can pull together what cities have learned from their scooter pilots.
""", [
                ("repetition", "opponents say parked scooters turn sidewalks into obstacle courses that pedestrians, particularly those with disabilities, have to pick their way through", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
You're asking whether shared rental e-scooters should be allowed on city streets.

### 🟢 Supporters say
- **Cheaper than driving:** E-scooters give people an inexpensive way to make short trips they'd otherwise make by car.
- **Getting to transit:** They can help people reach bus and train stations that are too far to walk to.

### 🔴 Opponents say
- **A tripping hazard:** Scooters left on sidewalks can trip pedestrians, especially blind and disabled people.
- **Injuries are common:** Riders are often injured, and some hospitals report an increase in scooter accidents.
- **Questionable climate benefit:** Many trips replace walking rather than driving, so the environmental upside may be small.

## Bottom line
Whether scooters are a good fit for a city depends on how residents and officials weigh convenience against safety and sidewalk space.
""", []),
            ("dense", None, """
Opponents of shared e-scooter schemes say scooters left on sidewalks can trip pedestrians, especially blind and disabled people, and that riders are often injured, with some hospitals reporting rising numbers of scooter accidents, mostly head injuries among riders without helmets. They add that many scooter trips replace walking rather than driving, so the environmental benefit may be small.
""", [
                ("omitted_perspective", None, 0),
                ("added_detail", "mostly head injuries among riders without helmets", (1, 1)),
            ]),
        ],
    },
]
