"""Fresh6 batch f25 (written by a separate writer): a default 20 mph limit in towns; paying people for donating blood plasma; selling food past its best-before date at a discount; banning TV adverts for high-sugar snacks before 9pm."""

TOPICS = [
    {
        "id": "twenty_mph_default_in_towns",
        "topic": "Making 20 mph the default speed limit in towns",
        "query": "Should 20 mph become the default speed limit in towns?",
        "perspectives": [
            ("residents", [
                "Slower traffic could make streets safer for children, cyclists and older pedestrians.",
                "Lower speeds may reduce traffic noise, making neighborhoods more pleasant to live in.",
                "Some residents worry the limit will be widely ignored without proper enforcement.",
            ]),
            ("drivers", [
                "Journeys would take longer, which some drivers see as an unnecessary burden.",
                "A blanket limit may feel arbitrary on wide main roads where higher speeds seem safe.",
            ]),
            ("bus companies", [
                "Slower average speeds could force operators to rewrite timetables or add buses to keep the same frequency.",
                "Calmer traffic might mean fewer sudden stops, improving passenger comfort.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Certainly! Here's a balanced overview of how the main groups see a default 20 mph limit in towns:

1. **Residents**
   - **Safety:** Slower traffic could make streets safer, particularly for children, cyclists and older pedestrians.
   - **Quality of life:** Lower speeds may also cut traffic noise, which would make neighborhoods more pleasant places to live.
   - **Enforcement worries:** That said, some residents are concerned that, without proper enforcement, the limit will be widely ignored.
2. **Drivers**
   - **Longer journeys:** Trips would take more time, and some drivers regard this as an unnecessary burden.
   - **One size fits all:** A blanket limit may seem arbitrary on wide main roads where higher speeds appear safe.
3. **Bus companies**
   - **Timetable pressure:** Slower average speeds could mean operators have to rewrite timetables or put on extra buses just to keep the same frequency.
   - **Smoother rides:** On the plus side, calmer traffic might lead to fewer sudden stops, making journeys more comfortable for passengers.

I hope this helps you weigh the options!
""", []),
            ("three_perspectives", None, """
Certainly! Here's a balanced overview of the debate, broken down by stakeholder:

### Residents
For people living in town, the main appeal is safety: slower traffic could make streets safer for children, cyclists and older pedestrians. Lower speeds, however, are unlikely to make much difference to traffic noise, so the effect on how pleasant neighborhoods feel may be limited.

### Drivers
- **Time:** Journeys would take longer, something some drivers see as an unnecessary burden.
- **Fairness:** On wide main roads where higher speeds seem safe, a blanket limit may come across as arbitrary.

### Bus companies
- **Operations:** Slower average speeds could force operators to rewrite timetables, or add buses, to maintain the same frequency.
- **Comfort:** Calmer traffic might mean fewer sudden stops, which would make the ride more comfortable for passengers.

Let me know if you'd like this turned into a side-by-side table!
""", [
                ("negation", "Lower speeds, however, are unlikely to make much difference to traffic noise, so the effect on how pleasant neighborhoods feel may be limited", (0, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("three_perspectives", None, """
Certainly! Here's a balanced look at the question, organized by who is affected:

1. **Residents** tend to focus on daily life on their streets:
   - Slower traffic could make roads safer for children, cyclists and older people on foot.
   - Lower speeds may reduce traffic noise, helping neighborhoods feel more livable.
   - Some residents, though, fear the limit will be widely ignored unless it is properly enforced.
2. **Drivers** raise practical objections:
   - Longer journey times, which some see as a needless burden.
   - The sense that a blanket limit may be arbitrary on wide main roads where higher speeds seem safe.
3. **Bus companies** see both costs and benefits:
   - **Cost:** Slower average speeds could oblige operators to rewrite timetables or add buses to keep services as frequent.
   - **Benefit:** Calmer traffic might reduce sudden stops, improving comfort for passengers.

Ultimately, the balance may depend on local priorities. I hope this overview helps!
""", []),
            ("three_perspectives", None, """
Certainly! Here's a balanced overview of the arguments from each group's point of view:

1. **Residents**
   - **Safer streets:** Slower traffic could protect children, cyclists and older pedestrians.
   - **Less noise:** Lower speeds may mean quieter roads and more pleasant neighborhoods.
   - **Compliance concerns:** Some worry the limit will be widely ignored if it isn't properly enforced.
2. **Drivers**
   - **Longer trips:** Journeys would take longer, which some motorists consider an unnecessary burden.
3. **Bus companies**
   - **Scheduling:** Slower average speeds could force operators to redo timetables or add vehicles to keep the same frequency.
   - **Arbitrary on main roads:** Operators also argue that a blanket limit may feel arbitrary on wide main roads where higher speeds seem safe.
   - **Passenger comfort:** Calmer traffic might bring fewer sudden stops and a smoother ride.

I hope this helps you weigh the options!
""", [
                ("side_swap", "Operators also argue that a blanket limit may feel arbitrary on wide main roads where higher speeds seem safe", (1, 1)),
            ]),
            ("three_perspectives", None, """
Certainly! A default 20 mph limit affects different groups in different ways. Here's a balanced summary:

**Residents**
- **Potential benefits:**
  - Streets could become safer for children, cyclists and older pedestrians.
  - Lower speeds may reduce traffic noise, making neighborhoods nicer to live in.
- **A concern:** Some residents worry that, without proper enforcement, the limit will be widely ignored.

**Drivers**
- Journeys would take longer, which some drivers view as an unnecessary burden.
- A blanket limit may feel arbitrary on wide main roads where higher speeds seem safe.

**Bus companies**
- Slower average speeds could force operators to rewrite timetables or add buses to maintain the same frequency.
- On the other hand, calmer traffic might mean fewer sudden stops and more comfortable journeys for passengers.

It's a genuinely divisive issue, and the right answer may vary from town to town. Let me know if you'd like more detail on any group!
""", []),
            ("three_perspectives", None, """
Certainly! Here's a balanced overview of the main arguments, grouped by stakeholder:

1. **Residents**
   - **Safety first:** A 20 mph default will guarantee safer streets for children, cyclists and older pedestrians.
   - **Peace and quiet:** Lower speeds may reduce traffic noise, making neighborhoods more pleasant.
   - **Enforcement:** Some residents worry the limit will be widely ignored without proper enforcement.
2. **Drivers**
   - **Time cost:** Journeys would take longer, which some drivers see as an unnecessary burden.
   - **Road-by-road logic:** A blanket limit may feel arbitrary on wide main roads where higher speeds seem safe.
3. **Bus companies**
   - **Timetables:** Slower average speeds could force operators to rewrite timetables or add buses to keep the same frequency, and one industry estimate puts the extra cost at roughly 8% of operating budgets.
   - **Comfort:** Calmer traffic might mean fewer sudden stops, improving passenger comfort.

I hope this helps you weigh the options!
""", [
                ("exaggeration", "A 20 mph default will guarantee safer streets for children, cyclists and older pedestrians", (0, 0)),
                ("invented_statistic", "one industry estimate puts the extra cost at roughly 8% of operating budgets", None),
            ]),
        ],
    },
    {
        "id": "paying_blood_plasma_donors",
        "topic": "Paying people for donating blood plasma",
        "query": "Should people be paid for donating blood plasma?",
        "perspectives": [
            ("pro", [
                "Payment could increase the supply of plasma needed to make life-saving medicines.",
                "Donors give up their time for a lengthy procedure, so some compensation seems fair.",
            ]),
            ("con", [
                "Payment may exploit people on low incomes who feel pressure to donate frequently.",
                "Financial incentives could encourage some donors to conceal health risks, raising safety concerns.",
                "Some argue that paying donors undermines the altruistic spirit of voluntary donation.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Certainly! Here's a balanced overview of the debate over paying people to donate blood plasma:

1. **Arguments in favor**
   - **Boosting supply:** Paying donors could increase the amount of plasma available for producing life-saving medicines.
   - **Fair compensation:** Plasma donation is a lengthy procedure, and since donors give up their time, some compensation seems fair.
2. **Arguments against**
   - **Risk of exploitation:** Payment may take advantage of people on low incomes, who could feel pressured to donate frequently.
   - **Safety concerns:** Financial incentives could lead some donors to hide health risks, which raises questions about safety.
   - **Erosion of altruism:** Some argue that paying donors undermines the altruistic spirit behind voluntary donation.

I hope this helps you weigh the options!
""", []),
            ("prose", None, """
Certainly! Here's a balanced overview of the plasma payment question.

Supporters of paying donors make two main points. First, payment could increase the supply of plasma, which is needed to manufacture life-saving medicines. Second, because donors give up their time for what is a lengthy procedure, they argue some compensation is only fair. Some also note that paid programs would let health services plan collections more reliably, since donors would turn up on a regular schedule.

Critics, on the other hand, raise several concerns. Payment inevitably exploits people on low incomes, who feel pressure to donate frequently. There are also safety concerns, since financial incentives could encourage some donors to conceal health risks. Finally, some argue that paying donors undermines the altruistic spirit of voluntary donation.

I hope this gives you a clear picture of both sides!
""", [
                ("invented_claim", "Some also note that paid programs would let health services plan collections more reliably, since donors would turn up on a regular schedule", None),
                ("exaggeration", "Payment inevitably exploits people on low incomes", (1, 0)),
            ]),
            ("bullets", None, """
Certainly! Here's a balanced look at the main arguments on both sides:

**In favor of paying donors**
- Payment could boost the supply of plasma, which is needed to make life-saving medicines.
- Donating plasma is a lengthy procedure that takes up donors' time, so some compensation seems fair.

**Against paying donors**
- It may exploit people on low incomes who feel pressure to donate often.
- Financial incentives could tempt some donors to conceal health risks:
  - this raises safety concerns.
- Some believe that payment undermines the altruistic spirit of voluntary donation.

I hope this helps you weigh the options!
""", []),
            ("headed", None, """
Certainly! Here's a balanced overview of the debate on paying plasma donors:

### The case for payment
The central argument is about supply: paying donors could increase the amount of plasma available to make life-saving medicines. Put simply, offering money could bring in more plasma for the treatments that patients depend on.

### The case against payment
- **Exploitation:** Payment may exploit people on low incomes who feel pressure to donate frequently.
- **Safety:** Financial incentives could encourage some donors to conceal health risks, which raises safety concerns.
- **Altruism:** Some argue that paying donors does not undermine the altruistic spirit of voluntary donation.

I hope this helps you weigh the options!
""", [
                ("repetition", "Put simply, offering money could bring in more plasma for the treatments that patients depend on.", (0, 1)),
                ("negation", "Some argue that paying donors does not undermine the altruistic spirit of voluntary donation", (1, 2)),
            ]),
            ("dense", None, """
Certainly! In short, supporters say paying donors could increase the supply of plasma needed for life-saving medicines and fairly compensate people for the time a lengthy, roughly two-hour procedure takes, while critics warn that it may exploit people on low incomes who feel pressure to donate frequently and that cash incentives could lead some donors to conceal health risks, raising safety concerns.

I hope this helps!
""", [
                ("added_detail", "the time a lengthy, roughly two-hour procedure takes", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
Certainly! Here's a balanced overview of whether people should be paid for donating plasma:

1. **Why some favor payment**
   - **More plasma:** Payment could raise the supply of plasma used to make life-saving medicines.
2. **Why others oppose it**
   - **Exploitation:** It may exploit people on low incomes who feel pressure to donate frequently.
   - **Safety:** Financial incentives could encourage some donors to conceal health risks, raising safety concerns.
   - **Altruism:** Some argue payment undermines the altruistic spirit of voluntary donation.
   - **Time and effort:** Opponents also point out that donors give up their time for a lengthy procedure, so some compensation seems fair.

Ultimately, it comes down to how one weighs supply against ethical concerns. I hope this helps you weigh the options!
""", [
                ("side_swap", "Opponents also point out that donors give up their time for a lengthy procedure, so some compensation seems fair", (0, 1)),
            ]),
        ],
    },
    {
        "id": "discounted_past_best_before_food",
        "topic": "Letting supermarkets sell food past its best-before date at a discount",
        "query": "Should supermarkets be allowed to sell food past its best-before date at a discount?",
        "perspectives": [
            ("pro", [
                "Selling food past its best-before date could significantly cut food waste.",
                "Discounted prices may help households struggling with the cost of living.",
            ]),
            ("con", [
                "Some shoppers may confuse best-before with use-by dates and eat food that is unsafe.",
                "Supermarkets could face complaints or reputational damage if the quality has declined.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Certainly! Here's a balanced overview of letting supermarkets sell food past its best-before date at a discount:

### Arguments in favor
- **Less waste:** Selling these products could significantly reduce the amount of food that gets thrown away.
- **Cheaper groceries:** Discounts may help households that are struggling with the cost of living.

### Arguments against
- **Date confusion:** Some shoppers may mix up best-before and use-by dates and end up eating food that isn't safe.
- **Reputational risk:** Supermarkets could face complaints or damage to their reputation if the food's quality has declined.

I hope this helps you weigh the options!
""", []),
            ("numbered", None, """
Certainly! Here's a balanced overview of the main arguments:

1. **Potential benefits**
   - **Cutting waste:** Selling food past its best-before date could significantly reduce food waste, and supermarkets currently throw away an estimated 250,000 tonnes of perfectly edible food each year.
   - **Cost of living:** That said, the discounts are likely to make little difference to households struggling with the cost of living.
2. **Potential drawbacks**
   - **Confusing labels:** Some shoppers may confuse best-before with use-by dates and eat food that is no longer safe.
   - **Brand damage:** Supermarkets could face complaints or reputational harm if quality has slipped.

I hope this helps you weigh the options!
""", [
                ("invented_statistic", "supermarkets currently throw away an estimated 250,000 tonnes of perfectly edible food each year", None),
                ("negation", "the discounts are likely to make little difference to households struggling with the cost of living", (0, 1)),
            ]),
            ("closing", None, """
Certainly! Here's a balanced overview of the question.

**The case for:**
1. It could significantly cut food waste.
2. Lower prices may help households that are struggling with living costs.

**The case against:**
1. Some shoppers may confuse best-before and use-by dates, and eat food that is unsafe.
2. Supermarkets could face complaints or reputational damage if the quality has declined.

Ultimately, it depends on how much weight you place on reducing waste and costs versus managing the risks. I hope this helps you weigh the options!
""", []),
            ("bullets", None, """
Certainly! Here's a balanced summary of the arguments for and against:

- **For the idea**
  - Selling food past its best-before date could significantly cut food waste.
  - Discounted prices may help households struggling with the cost of living, such as families on benefits or pensioners on fixed incomes.
- **Against the idea**
  - Some shoppers may confuse best-before with use-by dates and end up eating unsafe food.
  - Supermarkets could face complaints or damage to their reputation if quality has declined.

I hope this helps!
""", [
                ("added_detail", "such as families on benefits or pensioners on fixed incomes", (0, 1)),
            ]),
            ("prose", None, """
Certainly! Here's a balanced overview of the debate.

Supporters point to two main benefits. Selling food that has passed its best-before date could significantly cut food waste, and offering it at a discount may help households that are struggling with the cost of living.

Opponents, however, raise concerns about safety and trust. Some shoppers may confuse best-before dates with use-by dates and end up eating food that is unsafe. Meanwhile, supermarkets themselves could face complaints or reputational damage if the quality of the food has declined.

I hope this helps you weigh the options!
""", []),
            ("dense", None, """
Certainly! In a nutshell, supporters argue that selling food past its best-before date at a discount could significantly cut food waste, may help households struggling with the cost of living, and could encourage shoppers to trust their own judgment rather than relying solely on printed dates, whereas critics warn that some shoppers may confuse best-before and use-by dates and eat unsafe food, and that supermarkets could face complaints or reputational damage if quality has declined.

I hope this helps you weigh the options!
""", [
                ("invented_claim", "could encourage shoppers to trust their own judgment rather than relying solely on printed dates", None),
            ]),
        ],
    },
    {
        "id": "pre_9pm_sugary_snack_tv_ad_ban",
        "topic": "Banning TV adverts for high-sugar snacks before 9pm",
        "query": "Should TV adverts for high-sugar snacks be banned before 9pm?",
        "perspectives": [
            ("pro", [
                "Restricting adverts could reduce children's exposure to marketing that shapes their food preferences.",
                "A ban may help tackle childhood obesity over time.",
            ]),
            ("con", [
                "Broadcasters could lose significant advertising revenue that helps fund programming.",
                "Critics say advertising is only a minor factor in obesity compared with diet at home and exercise.",
                "Advertisers may simply shift their spending to online platforms, which are harder to regulate.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Certainly! Here's a balanced overview of the arguments around a pre-9pm ban on TV ads for high-sugar snacks:

**Arguments for the ban**
- **Less exposure:** Restricting these adverts could reduce how much children see of the marketing that shapes their food preferences.
- **Health impact:** The ban will bring childhood obesity down over time.

**Arguments against the ban**
- **Lost revenue:** Broadcasters could lose significant advertising income that helps pay for programming.
- **Limited effect:** Critics say advertising is only a minor factor in obesity compared with diet at home and exercise.
- **Displacement:**
  - Advertisers may simply move their spending online.
  - Those platforms are harder to regulate.

I hope this helps you weigh the options!
""", [
                ("exaggeration", "The ban will bring childhood obesity down over time", (0, 1)),
            ]),
            ("numbered", None, """
Certainly! Here's a balanced overview of the debate:

1. **Supporters' arguments**
   - **Shaping habits:** Restricting adverts could cut children's exposure to marketing that shapes which foods they prefer.
   - **Long-term health:** Over time, a ban may help tackle childhood obesity.
2. **Opponents' arguments**
   - **Funding:** Broadcasters could lose significant ad revenue that helps fund their programming.
   - **Bigger factors:** Critics argue advertising is only a minor contributor to obesity compared with diet at home and exercise.
   - **Moving online:** Advertisers may simply shift their spending to online platforms, which are harder to regulate.

I hope this helps you weigh the options!
""", []),
            ("prose", None, """
Certainly! Here's a balanced overview of the debate over banning high-sugar snack adverts before 9pm.

The first concern is money: broadcasters could lose significant advertising revenue, and that revenue helps fund the programs viewers watch. Critics also question how much difference a ban would make, arguing that advertising is only a minor factor in obesity when compared with diet at home and exercise.

There's also a practical concern. Advertisers may simply redirect their budgets to online platforms, which are harder to regulate.

I hope this helps you weigh the options!
""", [
                ("omitted_perspective", None, 0),
            ]),
            ("headed", None, """
Certainly! Here's a balanced overview of both sides:

### Why supporters back the ban
Restricting these adverts could reduce children's exposure to marketing that shapes their food preferences, and over time, the ban may help tackle childhood obesity. Supporters also argue that it would reduce pester power, the pressure children put on parents to buy sugary snacks.

### Why critics oppose it
- **Revenue:** Broadcasters could lose significant advertising revenue that helps fund programming, particularly children's shows and live sport on commercial channels.
- **Limited impact:** Advertising is, critics say, only a minor factor in obesity compared with diet at home and exercise.
- **Displacement:** Advertisers may simply shift spending to online platforms, which are harder to regulate.

I hope this helps you weigh the options!
""", [
                ("invented_claim", "Supporters also argue that it would reduce pester power, the pressure children put on parents to buy sugary snacks", None),
                ("added_detail", "particularly children's shows and live sport on commercial channels", (1, 0)),
            ]),
            ("closing", None, """
Certainly! Here's a balanced overview of the main points on each side:

**For a pre-9pm ban:**
- It could limit children's exposure to marketing that shapes their food preferences.
- Over time, it may help in tackling childhood obesity.

**Against a pre-9pm ban:**
- Broadcasters could lose significant advertising revenue that helps pay for programming.
- Some critics consider advertising only a minor factor in obesity compared with diet at home and exercise.
- Advertisers may simply shift their spending to online platforms, which are harder to regulate.

It's a genuinely divisive issue, and where you land likely depends on how you weigh public health goals against the practical and economic concerns. I hope this helps you weigh the options!
""", []),
            ("dense", None, """
Certainly! Briefly, supporters say restricting these adverts could reduce children's exposure to marketing that shapes their food preferences and may, over time, help tackle childhood obesity, while opponents counter that broadcasters could lose significant revenue that helps fund programming, that advertising is only a minor factor in obesity compared with diet at home and exercise, and that advertisers may simply move their spending to online platforms, which are easier to regulate.

I hope this helps you weigh the options!
""", [
                ("negation", "advertisers may simply move their spending to online platforms, which are easier to regulate", (1, 2)),
            ]),
        ],
    },
]
