"""Fresh7 batch f29 (written by a separate writer): app-only digital parking permits; smoking ban in pub beer gardens; votes at 16 in local elections; parking charges at out-of-town retail parks."""

TOPICS = [
    {
        "id": "app_only_parking_permits_f29",
        "topic": "Replacing paper parking permits with app-only digital permits",
        "query": "Should the council replace paper parking permits with app-only digital permits?",
        "perspectives": [
            ("residents", [
                "Residents without smartphones, often older people, could struggle to get or display a valid permit.",
                "Renewing online may be quicker than queuing at the council offices.",
            ]),
            ("council staff", [
                "Going digital would cut printing and postage costs.",
                "Enforcement officers could check permits instantly by scanning number plates.",
            ]),
            ("local businesses", [
                "An app may make it easier to issue visitor permits for customers and tradespeople.",
                "Some businesses worry that app outages could leave delivery drivers unable to park legally.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Hi Priya,

Quick summary of where people stand on moving to app-only parking permits below.

**Residents**
- The big worry is people without smartphones – often older residents – who could find it hard to get or show a valid permit.
- On the plus side, renewing online may well be quicker than queuing at the council offices.

**Council staff**
- Going digital would save on printing and postage.
- Enforcement officers could check permits on the spot just by scanning number plates.

**Local businesses**
- An app might make it simpler to sort out visitor permits for customers and tradespeople.
- That said, some are worried that if the app goes down, delivery drivers could be left with no way to park legally.

Happy to dig into any of this.

Best,
Tom
""", []),
            ("three_perspectives", None, """
Hey team,

As promised, a rundown of the digital permits debate, grouped by who's saying what.

Residents are mainly concerned about access. Anyone without a smartphone – and that's often older people – could struggle to get hold of a permit or display one properly.

From the council side, the main selling point is enforcement: officers could verify a permit instantly by scanning a number plate.

Local businesses are more mixed:
- They like that the app may make visitor permits easier to arrange for customers and tradespeople, and they point out that scrapping paper would cut printing and postage costs.
- On the flip side, some fear an app outage could leave delivery drivers unable to park legally.

FYI I've stuck to the points people actually raised.

Cheers,
Hannah
""", [
                ("side_swap", "they point out that scrapping paper would cut printing and postage costs", (1, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("three_perspectives", None, """
Hi Mark,

Quick summary of the arguments around app-only parking permits, by stakeholder.

1. **Residents** – There's a real concern that people without smartphones, frequently older residents, could have trouble obtaining or showing a valid permit; council figures suggest around a third of current permit holders are over 70. Against that, renewing online may save people a trip to queue at the council offices.
2. **Council staff** – Officers point to lower printing and postage costs, though they also flag that scanning number plates could slow enforcement officers down compared with a quick glance at a paper permit.
3. **Local businesses** – Visitor permits could be easier to issue through an app for customers and tradespeople, but some businesses are nervous that an outage might leave delivery drivers with nowhere legal to park.

Let me know if you want me to pull anything together in more detail.

Best,
Ellie
""", [
                ("invented_statistic", "council figures suggest around a third of current permit holders are over 70", None),
                ("negation", "scanning number plates could slow enforcement officers down compared with a quick glance at a paper permit", (1, 1)),
            ]),
            ("three_perspectives", None, """
Hi all,

Here's a quick overview of how the different groups see the switch to app-only permits.

### Residents
Opinion cuts both ways. Renewing through an app may be faster than standing in a queue at the council offices, but residents who don't have a smartphone – often older people – could struggle to get a permit or show one.

### Council staff
Staff like the savings on printing and postage, and the fact that enforcement officers could check permits instantly by scanning plates.

### Local businesses
Businesses see potential in easier visitor permits for customers and tradespeople. Some, though, worry that if the app goes down their delivery drivers could end up unable to park legally.

Shout if you need anything else.

Thanks,
Sam
""", []),
            ("three_perspectives", None, """
Hi Jo,

Short version of where people stand on digital-only parking permits.

Residents are split: renewing online may be quicker than queuing at the council offices, but people without smartphones (often older residents) could struggle to get or display a permit. For council staff, the case is mainly practical – going digital would cut printing and postage costs, and enforcement officers could check permits instantly by scanning number plates.

That's the gist – happy to go into more detail.

Best,
Raj
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Morning Claire,

You asked for a quick rundown on the app-only permits idea, so here it is.

**Residents**: Renewing online may be quicker than queuing at the council offices. The flip side is that anyone without a smartphone, often older people, will be completely shut out of getting a permit.

**Council staff**: Going digital would cut printing and postage costs, and enforcement officers could check permits instantly by scanning number plates with camera-equipped cars patrolling the streets.

**Local businesses**: The app may make visitor permits easier to sort out for customers and tradespeople, although some businesses worry an outage could leave delivery drivers unable to park legally.

Any questions, just give me a shout.

Best wishes,
Dan
""", [
                ("exaggeration", "anyone without a smartphone, often older people, will be completely shut out of getting a permit", (0, 0)),
                ("added_detail", "with camera-equipped cars patrolling the streets", (1, 1)),
            ]),
        ],
    },
    {
        "id": "beer_garden_smoking_ban_f29",
        "topic": "Banning smoking in pub beer gardens",
        "query": "Should smoking be banned in pub beer gardens?",
        "perspectives": [
            ("pro", [
                "A ban would protect non-smokers, including families with children, from second-hand smoke.",
                "It could encourage some smokers to cut down or quit.",
                "Beer gardens would be cleaner without cigarette butts.",
            ]),
            ("con", [
                "Pubs that are already struggling may lose smoking customers and revenue.",
                "Since smoking is already banned indoors, beer gardens are a fair compromise for smokers.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Hi Priya,

Quick summary of the arguments on banning smoking in beer gardens below.

**For a ban**
- Non-smokers, families with kids included, would be protected from second-hand smoke.
- It might nudge some smokers into cutting down or giving up.
- Gardens would be cleaner without cigarette butts lying around.

**Against a ban**
- Pubs that are already having a hard time may lose smokers' custom and the revenue that goes with it.
- Smoking is already banned indoors, so beer gardens are seen as a fair compromise.

Happy to dig into any of this.

Best,
Tom
""", []),
            ("prose", None, """
Hi Mike,

Here's the short version of the beer garden smoking debate.

Supporters of a ban lead with health: it would shield non-smokers, including families with children, from second-hand smoke, and bar staff who work outside all shift would no longer have to breathe it in either. They also think it could push some smokers to cut back or quit, and note that gardens would be cleaner without cigarette butts.

Opponents, meanwhile, argue that smokers have already been moved outdoors by the indoor ban, so the beer garden is a reasonable compromise. On the business side, they reckon pubs – even ones already struggling – are unlikely to see much of a dip in trade from losing smokers.

Let me know if you'd like more on any of it.

Cheers,
Fiona
""", [
                ("invented_claim", "bar staff who work outside all shift would no longer have to breathe it in either", None),
                ("negation", "pubs – even ones already struggling – are unlikely to see much of a dip in trade from losing smokers", (1, 0)),
            ]),
            ("numbered", None, """
Hi team,

Below is a rundown of the main points for and against a beer garden smoking ban.

In favour:
1. Non-smokers – families with children among them – would no longer be exposed to second-hand smoke.
2. Some smokers could be encouraged to cut down or quit.
3. It would mean cleaner gardens, without cigarette butts.

Against:
1. Pubs that are already struggling may lose smoking customers, and with them revenue.
2. With smoking already banned indoors, outdoor spaces are a fair compromise for smokers.

FYI I've kept it to the arguments that came up.

Best,
Anna
""", []),
            ("headed", None, """
Hi Tom,

Quick rundown of where people stand on a smoking ban in beer gardens.

### The case for
The main argument is protecting non-smokers, families with children included, from second-hand smoke. Backers also say a ban would get smokers to quit for good.

### The case against
Critics point out that pubs already under pressure may lose smoking customers and the revenue that comes with them. They also argue that, with smoking already banned indoors, letting people smoke in the beer garden is a fair compromise.

Happy to chat it through.

Best,
Priya
""", [
                ("exaggeration", "a ban would get smokers to quit for good", (0, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
Hi Sarah,

In short: supporters of banning smoking in beer gardens say it would protect non-smokers, children and families included, from second-hand smoke, could encourage some smokers to cut down or quit and would leave gardens cleaner without cigarette butts, while opponents warn that already-struggling pubs may lose smoking customers and revenue and argue that, since smoking is banned indoors, beer gardens are a fair compromise for smokers.

Best,
James
""", []),
            ("closing", None, """
Hey Liam,

Quick summary of the beer garden smoking ban arguments, as requested.

Those in favour say:
- it would protect non-smokers, including families with children, from second-hand smoke;
- it could encourage some smokers to cut down or stop;
- gardens would be cleaner without cigarette butts – one recent survey found that almost 60% of pub-goers said litter from smokers put them off sitting outside.

Those against say:
- struggling pubs may lose smoking customers and the revenue they bring;
- smokers are already banned from lighting up indoors, so beer gardens are a fair compromise.

Ultimately, it comes down to how you weigh public health against the pressures on pubs.

Best,
Nadia
""", [
                ("invented_statistic", "one recent survey found that almost 60% of pub-goers said litter from smokers put them off sitting outside", None),
            ]),
        ],
    },
    {
        "id": "votes_at_16_local_elections_f29",
        "topic": "Letting 16-year-olds vote in local elections",
        "query": "Should 16-year-olds be allowed to vote in local elections?",
        "perspectives": [
            ("pro", [
                "Sixteen-year-olds can work and pay tax, so they should have a say in local decisions.",
                "Voting early could help young people form a lasting habit of turning out.",
                "Councils make decisions on things young people use, such as parks, buses and youth services.",
            ]),
            ("con", [
                "Many 16-year-olds may not yet be informed enough to weigh up local issues.",
                "Young voters could be unduly influenced by parents or teachers.",
                "Having different voting ages for local and national elections could confuse voters.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Hi Chris,

Quick summary of the votes-at-16 arguments for local elections below.

## Arguments for
Sixteen-year-olds can already work and pay tax, so supporters say it's only fair they get a say in local decisions. Councils also decide on a lot of what young people actually use – parks, buses, youth services – and getting people voting early could help the habit stick for life.

## Arguments against
Opponents worry that many 16-year-olds may not yet know enough to weigh up local issues, and that they could be unduly swayed by parents or teachers. There's also a concern that having one voting age for council elections and another for general elections could confuse people.

Happy to dig into any of this.

Best,
Tom
""", []),
            ("bullets", None, """
Hi Zoe,

Here's where people stand on letting 16-year-olds vote in local elections.

**For**
- Sixteen-year-olds can already work and pay tax – often through Saturday jobs in shops and cafés – so they should have a say in local decisions.
- Voting young could help build a lasting habit of turning out.
- Councils run things young people use, like parks, buses and youth services.

**Against**
- Many 16-year-olds may not be informed enough yet to weigh up local issues.
- They could be unduly influenced by parents or teachers.
- Different voting ages for local and national elections could be confusing.

Shout if you want me to expand on anything.

Best,
Mo
""", [
                ("added_detail", "often through Saturday jobs in shops and cafés", (0, 0)),
            ]),
            ("prose", None, """
Hi Helen,

A quick summary of the debate on votes at 16 for local elections.

Those in favour argue that 16-year-olds can work and pay tax, so it's reasonable they have a say in how their area is run – especially as councils make decisions on things like parks, buses and youth services that young people use.

Critics, on the other hand, doubt that many 16-year-olds are informed enough yet to weigh up local issues, and worry they could be unduly influenced by parents or teachers. They also think different voting ages for local and national elections could confuse voters, and some of them add that voting early could help young people form a lasting habit of turning out. On top of that, updating the electoral register to include younger voters could mean extra costs for councils.

Let me know if you need more.

Best,
Kate
""", [
                ("side_swap", "some of them add that voting early could help young people form a lasting habit of turning out", (0, 1)),
                ("invented_claim", "updating the electoral register to include younger voters could mean extra costs for councils", None),
            ]),
            ("numbered", None, """
Hi Ben,

Quick rundown on votes at 16 in local elections, as requested.

The main points in favour:
1. **Work and tax** – 16-year-olds can work and pay tax, so they ought to have a say in local decisions.
2. **Relevance** – councils decide on things young people use, such as parks, buses and youth services.
3. **Turnout** – voting at 16 is unlikely to do much for whether young people keep turning out later in life.

The main points against:
1. **Readiness** – many 16-year-olds may not yet be informed enough to weigh up local issues.
2. **Influence** – they could be unduly swayed by parents or teachers.

Hope that helps.

Best,
Lucy
""", [
                ("negation", "voting at 16 is unlikely to do much for whether young people keep turning out later in life", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Hi Paul,

Quick one: supporters of votes at 16 in local elections say that 16-year-olds can work and pay tax and should therefore have a say, that councils decide on things they use such as parks, buses and youth services, and that voting early could help build a lasting habit of turning out; opponents counter that many 16-year-olds may not yet be informed enough to weigh up local issues and could be unduly influenced by parents or teachers, and that separate voting ages for local and national elections could confuse voters.

Best,
Georgia
""", []),
            ("closing", None, """
Hi Sophie,

Quick summary of the arguments on lowering the local voting age to 16.

In favour, people point out that 16-year-olds can work and pay tax, so they should get a say in local decisions. Councils also shape things young people use – parks, buses, youth services – and starting to vote early could help turn voting into a lasting habit.

Against, the main worry is that many 16-year-olds may not yet be informed enough to weigh up local issues. Critics also say that having different voting ages for local and national elections could confuse voters, and they come back to the point that a lot of 16-year-olds might simply lack the knowledge to judge what's on the ballot.

It's a genuinely divisive one, and it probably depends on how much weight you give each side.

Best,
Owen
""", [
                ("repetition", "a lot of 16-year-olds might simply lack the knowledge to judge what's on the ballot", (1, 1)),
            ]),
        ],
    },
    {
        "id": "retail_park_parking_charges_f29",
        "topic": "Charging for parking at out-of-town retail parks",
        "query": "Should out-of-town retail parks charge for parking?",
        "perspectives": [
            ("pro", [
                "Free parking gives retail parks an unfair advantage over town centres, where drivers usually have to pay.",
                "Charges could nudge some shoppers towards buses, cycling or walking.",
            ]),
            ("con", [
                "Shoppers may simply go to rival retail parks or shop online instead.",
                "Charges would hit lower-income families and people who depend on their cars hardest.",
                "Some drivers might park on nearby residential streets to avoid paying.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Hi Rachel,

Quick summary of where people stand on charging for parking at out-of-town retail parks.

The case for charging rests mainly on fairness to town centres: free parking gives retail parks an unfair edge, since drivers in town usually have to pay. Supporters also think charges could nudge some shoppers onto buses, bikes or their own two feet.

Those against say shoppers may just head to a rival retail park or buy online instead. They also argue the cost would fall hardest on lower-income families and people who depend on their cars, and that some drivers might dodge the fee by parking on nearby residential streets.

Happy to dig into any of this.

Best,
Tom
""", []),
            ("numbered", None, """
Hi Aisha,

Here's a quick rundown of the retail park parking debate.

For charging:
1. Free parking hands retail parks an unfair advantage over town centres, where drivers generally pay.
2. Charges will get shoppers out of their cars and onto buses, bikes or their feet.

Against charging:
1. Shoppers may just go to competing retail parks or online.
2. Lower-income families and people who rely on their cars would be hit hardest.
3. Some drivers might park on nearby residential streets to avoid the fee.

Any questions, let me know.

Best,
Greg
""", [
                ("exaggeration", "Charges will get shoppers out of their cars and onto buses, bikes or their feet.", (0, 1)),
            ]),
            ("dense", None, """
Hi Neil,

In a nutshell, supporters say free parking gives out-of-town retail parks an unfair advantage over town centres, where drivers usually pay, and that charges could push some shoppers towards buses, cycling or walking, while opponents warn that shoppers may simply switch to a rival retail park a few minutes' drive away or shop online, that lower-income families and car-dependent people would be hit hardest, and that some drivers might start parking on nearby residential streets – worth noting that around 85% of retail park visits are made by car.

Best,
Leah
""", [
                ("added_detail", "a rival retail park a few minutes' drive away", (1, 0)),
                ("invented_statistic", "around 85% of retail park visits are made by car", None),
            ]),
            ("bullets", None, """
Hey team,

FYI, quick summary of the arguments on charging for parking at out-of-town retail parks.

Supporters' points:
- Free parking gives retail parks an unfair advantage over town centres, where drivers usually have to pay.
- Charges could encourage some shoppers to take the bus, cycle or walk.

Opponents' points:
- Shoppers may simply take their business to other retail parks or online.
- The charges would hit lower-income families and people who depend on cars hardest.
- Some drivers might park on nearby residential streets to avoid paying.

Best,
Martin
""", []),
            ("headed", None, """
Hi Jess,

As requested, a quick summary of the retail park parking question.

### Why some favour charges
Supporters say charges could nudge some shoppers towards the bus, bike or walking. They also argue that free parking at retail parks doesn't really give them much of an edge over town centres. On top of that, the money raised could pay for better upkeep of the car parks themselves.

### Why others oppose them
Opponents worry shoppers may simply go elsewhere – to rival retail parks or online. They also say the charges would land hardest on lower-income families and those who rely on their cars, and that some drivers might end up parking on nearby residential streets to avoid paying.

Happy to go into more detail on any of this.

Best,
Simon
""", [
                ("negation", "free parking at retail parks doesn't really give them much of an edge over town centres", (0, 0)),
                ("invented_claim", "the money raised could pay for better upkeep of the car parks themselves", None),
            ]),
            ("closing", None, """
Hi Laura,

Quick summary of the arguments on charging for parking at out-of-town retail parks below.

**For**: free parking gives retail parks an unfair advantage over town centres, where drivers usually pay; charges could also nudge some shoppers towards buses, cycling or walking.

**Against**: shoppers may simply go to rival retail parks or shop online, lower-income families and people who depend on their cars would be hit hardest, and some drivers might park on nearby residential streets to avoid paying.

In the end, it probably comes down to local priorities.

Best,
Rob
""", []),
        ],
    },
]
