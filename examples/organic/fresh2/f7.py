"""Fresh2 batch f7 (written by a separate writer): Mandatory labels on AI-generated political ads; Free public transport for under-25s; Compulsory swimming lessons in primary schools; Banning disposable vapes."""

TOPICS = [
    {
        "id": "ai_political_ad_labels",
        "topic": "Mandatory labels on AI-generated political ads",
        "query": "Should political ads that use AI-generated content be required to carry a clear label?",
        "perspectives": [
            ("pro", [
                "Labels would help voters tell whether an image, voice or video in an ad has been fabricated.",
                "Mandatory disclosure could deter campaigns from using deepfakes to misrepresent their opponents.",
                "Clear labeling may help preserve public trust in elections at a time when manipulated media is spreading.",
            ]),
            ("con", [
                "Defining what counts as 'AI-generated' is difficult, since most ads already rely on some digital editing tools.",
                "Bad actors and foreign groups are unlikely to comply, so the rules may mainly burden legitimate campaigns.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Here's an overview of the debate over mandatory AI labels on political ads, drawing only on the arguments provided.

## The Case for Mandatory Labels

### Helping voters spot fabrication
The most direct benefit supporters point to is **transparency for the viewer**: a label would let voters know when an image, a voice or a video in an ad has been fabricated.

### A deterrent against deepfakes
Proponents also argue that a disclosure requirement **could discourage campaigns from using deepfakes** to misrepresent their opponents.

### Protecting trust in elections
Finally, with manipulated media on the rise, clear labeling **may help maintain public confidence** in the electoral process.

## The Case Against

### A definitional problem
Critics note that it is hard to pin down what "AI-generated" actually means when **most ads already involve some form of digital editing**.

### Uneven compliance
There's also a concern that **bad actors and foreign groups** are unlikely to follow the rules anyway, which means the burden may fall mainly on legitimate campaigns.

**Key takeaway:** The debate pits the value of transparency and electoral trust against practical worries about definitions and about who would actually comply.
""", []),
            ("bullets", None, """
**Arguments for requiring labels**

- **Transparency for voters:** Labels would make it easier for people to tell when an image, voice or video in a political ad has been fabricated.
- **Deterring deepfakes:** A disclosure mandate would put an end to campaigns using deepfakes to misrepresent their rivals.
- **Safeguarding trust:** As manipulated media becomes more widespread, clear labeling may help preserve public faith in elections.

**Arguments against**

- **Uneven compliance:** Bad actors and foreign groups are unlikely to play by the rules, so the requirement may end up mainly burdening legitimate campaigns.

In short, supporters see labels as a tool for transparency and trust, while critics worry the rules would mostly land on the wrong targets.
""", [
                ("exaggeration", "A disclosure mandate would put an end to campaigns using deepfakes to misrepresent their rivals", (0, 1)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("prose", None, """
Whether AI-generated political ads should carry mandatory labels is a question that sets transparency against practicality.

On the supportive side, the central argument is that **labels would help voters recognize when an image, voice or video has been fabricated**. Backers add that a disclosure requirement could make campaigns think twice before using deepfakes to misrepresent their opponents, and that, with manipulated media spreading, clear labeling may help keep public trust in elections intact.

Opponents, however, raise two practical objections. First, it is genuinely **difficult to define what counts as "AI-generated"** when most ads already rely on some digital editing tools. Second, they argue that bad actors and foreign groups are unlikely to comply in the first place, so the rules may mainly weigh on the legitimate campaigns that do follow them.

In short, supporters emphasize transparency and electoral trust, while opponents focus on problems of definition and compliance.
""", []),
            ("numbered", None, """
Here are the main arguments on each side:

## In favor of mandatory labels

1. **Voter awareness** – Labels would help voters tell whether an image, voice or video in an ad has been fabricated.
2. **Deterrence** – Knowing they'd have to disclose it could discourage campaigns from using deepfakes to misrepresent their opponents.
3. **Trust in elections** – With manipulated media spreading, clear labeling may help preserve public confidence in elections. One 2023 survey found that 68% of voters said they had encountered a political deepfake during the previous campaign season.

## Against mandatory labels

1. **Definitional difficulty** – It is hard to say what counts as "AI-generated" when most ads already use some digital editing tools.
2. **Compliance gap** – Bad actors and foreign groups are unlikely to comply, so the rules may mainly burden legitimate campaigns.

**Key takeaway:** Supporters see labels as a transparency and trust measure, while opponents question whether the rules can be defined clearly and whether they would bind the actors who matter most.
""", [
                ("invented_statistic", "One 2023 survey found that 68% of voters said they had encountered a political deepfake during the previous campaign season.", None),
            ]),
            ("closing", None, """
## Arguments in favor
- Labels would make it easier for voters to **tell whether images, voices or video** in an ad are fabricated.
- A disclosure requirement **could deter campaigns** from using deepfakes to misrepresent their opponents.
- Clear labels **may help protect public trust** in elections as manipulated media spreads.

## Arguments against
- It's **hard to define "AI-generated"** when most ads already involve some digital editing.
- Bad actors and foreign groups **probably won't comply**, so the burden may fall mostly on legitimate campaigns.

Ultimately, how one weighs these points depends on whether labels are seen as a meaningful safeguard or as a rule that mostly the honest will follow.
""", []),
            ("dense", None, """
Supporters of mandatory labels argue that they would help voters spot fabricated images, voices and video, could deter campaigns from deploying deepfakes to misrepresent opponents, and may help shore up public trust in elections as manipulated media spreads, while critics counter that "AI-generated" is hard to define when most ads already use some digital editing tools and that bad actors and foreign groups would readily comply, so the rules may mainly burden legitimate campaigns.
""", [
                ("negation", "bad actors and foreign groups would readily comply", (1, 1)),
            ]),
        ],
    },
    {
        "id": "free_transit_under_25s",
        "topic": "Free public transport for under-25s",
        "query": "Should public transport be free for everyone under 25?",
        "perspectives": [
            ("pro", [
                "Free fares could make it easier for young people to get to school, college and work.",
                "Getting young people used to buses and trains may build lifelong habits that reduce car use.",
                "It would ease financial pressure on young people, who tend to have lower incomes.",
            ]),
            ("con", [
                "The scheme would be costly, and the money might be better spent on making services more frequent and reliable.",
                "Some argue it is unfair to older people on low incomes, who would still pay full fares.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Free public transport for under-25s is one of those policies that sounds simple but draws strong views on both sides.

Supporters start with **access**: free fares could make it easier for young people to get to school, college and work, particularly for apprentices on early-morning shifts who live in outlying suburbs. They also see a longer-term payoff, arguing that getting young people comfortable with buses and trains may build habits that last a lifetime and cut car use. And there's the financial angle: young people tend to earn less, so removing fares would take some pressure off their budgets. Advocates further suggest that buses full of young riders could help revitalize struggling downtown shopping districts.

Critics, on the other hand, point to the **price tag**. The scheme would be expensive, they argue, and that money might do more good if spent on making services more frequent and reliable. Some also raise a fairness objection: older people on low incomes would still be paying full fare, which they see as unjust.

In short, the debate turns on whether free fares for the young are the best use of transport funding.
""", [
                ("added_detail", "particularly for apprentices on early-morning shifts who live in outlying suburbs", (0, 0)),
                ("invented_claim", "Advocates further suggest that buses full of young riders could help revitalize struggling downtown shopping districts.", None),
            ]),
            ("headed", None, """
## Arguments in favor

### Getting to education and work
Free fares **could make it simpler** for young people to reach school, college and their jobs.

### Building lifelong habits
Getting used to buses and trains early on **may create habits that last**, reducing car use over the long term.

### Easing financial pressure
Young people tend to have lower incomes, so free travel would **take some strain off their finances**.

### A question of fairness
Even some supporters concede that the policy may seem **unfair to older people on low incomes**, who would still be paying full fares.

## Arguments against

### Cost and priorities
The main objection is cost: the scheme would be expensive, and critics argue the money **might be better spent on more frequent, more reliable services**.

**Key takeaway:** Supporters highlight access, lasting habits and financial relief, while the pushback centers on cost and whether the money could be put to better use.
""", [
                ("side_swap", "Even some supporters concede that the policy may seem **unfair to older people on low incomes**, who would still be paying full fares", (1, 1)),
            ]),
            ("numbered", None, """
Here's a balanced summary of the arguments provided.

**Arguments for free travel for under-25s**

1. **Better access to opportunity:** It could make it easier for young people to get to school, college and work.
2. **Long-term habits:** Young people who grow used to buses and trains may carry that habit through life, cutting car use.
3. **Financial relief:** Because young people tend to earn less, free fares would ease the pressure on their budgets.

**Arguments against**

1. **Cost and opportunity cost:** The policy would be costly, and the same money might be better invested in more frequent and reliable services.
2. **Fairness to other low earners:** Some argue it's unfair that older people on low incomes would still have to pay full fares.

In short, the case for the policy rests on access, habits and affordability, while the case against centers on cost and equity.
""", []),
            ("bullets", None, """
Here's how the debate breaks down:

**Supporters argue that:**
- Free fares could help young people **get to school, college and jobs** more easily.
- Young people generally have lower incomes, so free travel would **relieve financial pressure**.
- Removing fares could **make classes and workplaces easier for young people to reach**, widening their access to education and employment.

**Critics argue that:**
- The scheme would be **expensive**, and the money might be better spent on improving frequency and reliability.
- Some of them see it as **unfair to older people on low incomes**, who would still have to pay full fares.

**Key takeaway:** Supporters focus on access and affordability; critics focus on cost and fairness.
""", [
                ("repetition", "Removing fares could **make classes and workplaces easier for young people to reach**, widening their access to education and employment.", (0, 1)),
            ]),
            ("closing", None, """
## Arguments in favor

- **Easier access:** Free fares could help young people get to school, college and work.
- **Lasting habits:** Supporters say getting young people used to buses and trains is guaranteed to turn them into lifelong transit users, cutting car use.
- **Financial relief:** Young people tend to have lower incomes, so free travel would ease some of the pressure on them.

## Arguments against

- **Cost:** Although critics concede the scheme would not cost much, they argue the money might be better spent on making services more frequent and reliable.
- **Fairness:** Some see it as unfair to older people on low incomes, who would still pay full fares.

It's a genuinely divisive issue, and where people land often depends on how they weigh help for the young against other priorities.
""", [
                ("exaggeration", "is guaranteed to turn them into lifelong transit users", (0, 1)),
                ("negation", "critics concede the scheme would not cost much", (1, 0)),
            ]),
            ("dense", None, """
Advocates of free public transport for under-25s say it could make school, college and work easier to reach, may instill lifelong public-transport habits that reduce car use, and would relieve financial pressure on a group that tends to have lower incomes; opponents reply that it would be expensive, that the money might do more good improving service frequency and reliability, and, in some people's view, that it is unfair to older people on low incomes who would still pay full fare.
""", []),
        ],
    },
    {
        "id": "compulsory_school_swimming",
        "topic": "Compulsory swimming lessons in primary schools",
        "query": "Should swimming lessons be compulsory in primary schools?",
        "perspectives": [
            ("parents", [
                "Knowing how to swim could save a child's life, especially near rivers, lakes or the sea.",
                "Some families cannot afford private lessons, so school provision makes access fairer.",
            ]),
            ("teachers", [
                "Traveling to and from the pool takes a large chunk out of an already crowded timetable.",
                "Many schools lack a nearby pool and may struggle to staff sessions safely.",
            ]),
            ("pupils", [
                "Many children enjoy swimming and see it as a welcome break from classroom work.",
                "Some pupils may feel anxious or self-conscious about changing and swimming in front of classmates.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
## What parents say
Parents see swimming as **a potentially life-saving skill**, particularly for children near rivers, lakes or the sea. They also point out that some families can't pay for private lessons, so offering swimming through school **makes access fairer**.

## What teachers say
Teachers tend to focus on logistics. Getting classes to and from a pool **eats into an already packed timetable**, and many schools have no pool nearby and may find it hard to **staff sessions safely**.

## What pupils say
For many children, swimming is **enjoyable and a welcome break** from the classroom. Others, though, may feel **anxious or self-conscious** about changing and swimming in front of their classmates.

**In short:** parents emphasize safety and fairness, teachers raise practical obstacles, and pupils are split between enjoyment and discomfort.
""", []),
            ("three_perspectives", None, """
Here's a summary of the main viewpoints:

**Parents**
- Swimming is a skill that **could save a child's life**, especially around rivers, lakes and the sea.
- Because some families can't afford private lessons, teaching it in school **makes access fairer**.
- Lessons in school would also mean parents no longer have to juggle weekend pool trips around their work schedules.

**Teachers**
- Trips to and from the pool **take a big bite out of an already crowded timetable**.
- Many schools **don't have a pool nearby**, and staffing sessions safely may be a challenge.

**Key takeaway:** Parents largely welcome the idea, while teachers worry about whether it can be delivered in practice.
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "Lessons in school would also mean parents no longer have to juggle weekend pool trips around their work schedules.", None),
            ]),
            ("three_perspectives", None, """
Compulsory swimming in primary schools draws different reactions depending on who you ask.

For **parents**, the appeal is twofold: swimming could save a child's life, particularly near open water such as rivers, lakes or the sea, and school lessons would give children from families who can't afford private tuition fairer access to learning.

**Teachers** are more cautious. The time spent traveling to and from the pool cuts substantially into a timetable that is already crowded, and many schools lack a nearby pool and may struggle to staff sessions safely.

**Pupils**, meanwhile, are divided. Many enjoy swimming and welcome it as a change from classroom work, while some may feel anxious or self-conscious about getting changed and swimming in front of classmates.

Ultimately, the question is how to weigh the benefits parents see against the practical and personal hurdles the others raise.
""", []),
            ("three_perspectives", None, """
Here are the arguments grouped by stakeholder:

**1. Parents**
- Learning to swim could save children's lives, especially near rivers, lakes or the sea.
- School lessons make access fairer for families who can't afford private coaching.

**2. Teachers**
- Travel to and from the pool takes a sizable chunk out of an already crowded timetable.
- Many schools lack a nearby pool and may struggle to staff sessions safely, since each session typically needs a qualified lifeguard on top of the class teacher.

**3. Pupils**
- Plenty of children enjoy swimming and see it as a welcome break from lessons.
- Some may feel anxious or self-conscious about changing and swimming in front of classmates.

In short, parents stress safety and fairness, teachers flag time and staffing constraints, and pupils' feelings range from enthusiasm to unease.
""", [
                ("added_detail", "since each session typically needs a qualified lifeguard on top of the class teacher", (1, 1)),
            ]),
            ("three_perspectives", None, """
### Parents
Parents' central argument is safety: being able to swim **could save a child's life**, especially near rivers, lakes or the sea.

### Teachers
Teachers raise several practical points. Traveling to the pool and back **takes a large chunk out of an already crowded timetable**, and many schools lack a nearby pool and may struggle to staff sessions safely. At the same time, teachers note that some families cannot afford private lessons, so provision through school makes access fairer.

### Pupils
From the pupils' side, the picture is mostly cautious: many children dislike swimming and treat it as an unwelcome interruption to their classroom work, and some may feel anxious or self-conscious about changing and swimming in front of classmates.

**Key takeaway:** Parents focus on safety, teachers on logistics, and pupils have reservations of their own.
""", [
                ("side_swap", "teachers note that some families cannot afford private lessons, so provision through school makes access fairer", (0, 1)),
                ("negation", "many children dislike swimming and treat it as an unwelcome interruption to their classroom work", (2, 0)),
            ]),
            ("three_perspectives", None, """
**Parents**
- **Safety:** Swimming could be life-saving, particularly near rivers, lakes or the sea.
- **Fairness:** Some families can't afford private lessons, so school provision gives their children fairer access.

**Teachers**
- **Time:** Getting to and from the pool eats a large chunk of an already crowded timetable.
- **Facilities and staffing:** Many schools have no pool nearby and may find it difficult to staff sessions safely.

**Pupils**
- **Enjoyment:** Many children like swimming and welcome the break from classroom work.
- **Anxiety:** Some may feel nervous or self-conscious changing and swimming in front of classmates.

Ultimately, it comes down to how each community weighs these competing concerns.
""", []),
        ],
    },
    {
        "id": "disposable_vape_ban",
        "topic": "Banning disposable vapes",
        "query": "Should disposable vapes be banned?",
        "perspectives": [
            ("pro", [
                "Disposable vapes are cheap and brightly packaged, which may make them especially appealing to teenagers.",
                "They generate a lot of waste, including lithium batteries that are often thrown away rather than recycled.",
            ]),
            ("con", [
                "Some adult smokers use disposable vapes to quit cigarettes, and a ban could push them back to smoking.",
                "A ban could fuel a black market in unregulated and potentially more dangerous products.",
                "Banning only disposables may achieve little if young people simply switch to cheap refillable devices.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Here's a breakdown of the main arguments:

## Arguments for a ban
1. **Youth appeal:** Disposable vapes are inexpensive and come in bright packaging, which may make them particularly attractive to teenagers. Surveys suggest that around one in five 15-year-olds has tried a disposable vape in the past month.
2. **Environmental waste:** They create a lot of waste, including lithium batteries that are frequently tossed in the trash instead of being recycled.

## Arguments against a ban
1. **Quitting aid:** Some adult smokers use disposables to give up cigarettes, and a ban could drive them back to smoking.
2. **Black market risk:** Prohibition could fuel an illicit trade in unregulated, potentially more dangerous products.

**Key takeaway:** The case for a ban centers on teenagers and waste, while the case against focuses on smokers trying to quit and the risk of an illicit market.
""", [
                ("invented_statistic", "Surveys suggest that around one in five 15-year-olds has tried a disposable vape in the past month.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Those in favor of banning disposable vapes argue that their low price and bright packaging may make them especially attractive to teenagers and that they produce considerable waste, including lithium batteries that often end up in the trash rather than being recycled; those against warn that some adult smokers use them to quit and could be pushed back to cigarettes, that a ban could feed a black market in unregulated and possibly more dangerous products, and that targeting disposables alone may accomplish little if young people just switch to cheap refillable devices.
""", []),
            ("prose", None, """
The proposal to ban disposable vapes pits public-health and environmental concerns against worries about unintended consequences.

**The case for a ban** rests on two main points. First, disposables are cheap and come in eye-catching packaging, which may make them especially appealing to teenagers. Second, they generate a lot of waste, notably lithium batteries, which often get thrown away rather than recycled.

**The case against** is more varied. Some adult smokers use disposables as a way to quit cigarettes, and opponents fear a ban could push them back to smoking. They also warn that a ban would inevitably spawn a black market in unregulated products that are more dangerous than what is sold today. Finally, critics question whether banning only disposables would achieve much if young people simply switch to cheap refillable devices instead.

In short, supporters focus on youth appeal and waste, while opponents focus on smokers trying to quit, illicit markets and the risk of substitution.
""", [
                ("exaggeration", "a ban would inevitably spawn a black market in unregulated products that are more dangerous than what is sold today", (1, 1)),
            ]),
            ("headed", None, """
## Why some support a ban

### Appeal to young people
Disposable vapes are **cheap and brightly packaged**, which may make them especially attractive to teenagers.

### Environmental impact
They produce **a lot of waste**, including lithium batteries that are often thrown away after just a few days' use rather than recycled.

### Easier enforcement
Supporters also say an outright ban would be simpler to enforce than checking buyers' ages at the point of sale.

## Why others oppose a ban

### Helping smokers quit
Some adult smokers use disposables to quit cigarettes, and a ban **could push them back to smoking**.

### Black-market risk
Prohibition could **fuel a black market** in unregulated and potentially more dangerous products.

### Substitution
Banning only disposables **may achieve little** if young people simply switch to cheap refillable devices.

**Key takeaway:** Supporters focus on youth appeal and environmental harm, while opponents worry about smokers trying to quit, illicit markets and simple substitution.
""", [
                ("added_detail", "often thrown away after just a few days' use rather than recycled", (0, 1)),
                ("invented_claim", "Supporters also say an outright ban would be simpler to enforce than checking buyers' ages at the point of sale.", None),
            ]),
            ("closing", None, """
**Arguments in favor of a ban**
1. Their low cost and bright packaging **may make them particularly appealing to teenagers**.
2. They **create a great deal of waste**, with lithium batteries often discarded instead of recycled.

**Arguments against a ban**
1. Some adult smokers **use disposables to help them quit**, and a ban could send them back to cigarettes.
2. It could **fuel a black market** in unregulated, potentially more dangerous products.
3. If young people just **switch to cheap refillable devices**, banning only disposables may achieve little.

Ultimately, this is a debate about trade-offs, and reasonable people weigh them differently.
""", []),
            ("bullets", None, """
Here are the key arguments on both sides.

**For a ban**
- **Youth appeal:** Cheap prices and bright packaging may make disposable vapes especially attractive to teenagers.
- **Waste:** They generate lots of waste, including lithium batteries that are often tossed out rather than recycled.

**Against a ban**
- **Quitting aid:** Some adult smokers use disposables to quit smoking, and a ban could push them back to cigarettes.
- **Black market:** A ban could fuel a trade in unregulated, potentially more dangerous products.
- **Substitution:** Banning only disposables could prove effective, since young people would be unlikely to switch to cheap refillable devices.

In short, supporters emphasize protecting teenagers and the environment, while opponents focus on the risks of unintended consequences.
""", [
                ("negation", "Banning only disposables could prove effective, since young people would be unlikely to switch to cheap refillable devices", (1, 2)),
            ]),
        ],
    },
]
