"""Fresh11 batch f48 (written by a separate writer): Mandatory bank refunds for victims of transfer scams; Banning credit scores in car insurance pricing; Early pension withdrawals for a first home deposit; Two-week advance scheduling rules for shift workers."""

TOPICS = [
    {
        "id": "bank_scam_refunds",
        "topic": "Mandatory bank refunds for victims of transfer scams",
        "query": "Should banks be legally required to refund customers who get tricked into sending money to scammers?",
        "perspectives": [
            ("consumer groups", [
                "Scam victims often lose life savings through no real fault of their own.",
                "Making banks pay could push them to invest more in spotting suspicious payments.",
            ]),
            ("banks", [
                "Automatic refunds may make customers less careful about checking who they are paying.",
                "The cost of refunds will be passed on to all customers through higher fees.",
            ]),
            ("fraud experts", [
                "Most scams begin on social media and phone networks, which pay nothing toward losses.",
                "Liability should be shared with the platforms where criminals find and contact their victims.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Mandatory refunds are contested: consumer groups see them as basic protection, banks warn of costs and carelessness, and fraud experts want the burden spread to tech platforms [1][2].

**Consumer groups:** Victims frequently lose their life savings despite doing little or nothing wrong [1]. Requiring banks to cover losses could also spur them to spend more on detecting suspicious transfers [2].

**Banks:** According to banks, guaranteed reimbursement may lead customers to take less care verifying who they are sending money to [3]. They also say refund costs will end up with every customer in the form of higher fees [3][4].

**Fraud experts:** Most scams start on social media or phone networks, yet those companies contribute nothing toward victims' losses [5]. Experts therefore argue liability should be split with the platforms criminals use to find and contact targets [5][6].
""", []),
            ("three_perspectives", None, """
Consumer advocates back compulsory refunds to protect scam victims, while banks warn about higher costs and weaker customer vigilance [1].

**The case for refunds:** According to consumer groups, people tricked by scammers often lose their life savings through no real fault of their own [1][2]. They add that putting banks on the hook could push them to invest more in flagging suspicious payments [2].

**The banks' view:** Banks argue that automatic reimbursement may make customers less careful about checking payees [3]. They also expect the cost of refunds to be passed on to all customers through higher fees [3][4].
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Requiring banks to refund scam victims divides consumer groups, banks and fraud specialists over who should bear the losses [1].

**Protecting victims:** Consumer groups stress that victims often lose their life savings without being meaningfully at fault [1]. They add that liability could push banks to spend more on catching suspicious payments [2].

**Bank concerns:** Banks argue that automatic refunds may do little to change how carefully customers check who they are paying [3]. They also warn that the cost will be passed on to all customers through higher fees [4].

**Sharing the burden:** Fraud experts note that most scams begin on social media and phone networks, which pay nothing toward losses [5]. In their view, liability should be shared with the platforms where criminals find and contact victims [5][6].
""", [
                ("negation", "Banks argue that automatic refunds may do little to change how carefully customers check who they are paying", (1, 0)),
            ]),
            ("three_perspectives", None, """
The debate centers on who should carry the cost of transfer scams: banks, customers or the tech platforms where fraud starts [1].

**Fraud experts:** Experts note that most scams originate on social media and phone networks, which contribute nothing toward losses [1][2]. They argue liability should be shared with the platforms where criminals locate and contact victims [2].

**Banks:** Banks counter that automatic refunds may make customers less careful about verifying payees [3], and that the cost will be passed to all customers through higher fees [4].

**Consumer groups:** According to supporters, victims often lose life savings through no real fault of their own [5], and making banks pay could push them to invest more in spotting suspicious payments [5][6].
""", []),
            ("three_perspectives", None, """
Mandatory scam refunds would shift losses from victims to banks, a move consumer groups welcome, banks resist, and fraud experts want broadened to tech platforms [1].

**Consumer groups:** Advocates say victims often lose life savings through no real fault of their own [1]; a 2023 industry survey found that seven in ten victims never recover any of their money [2]. They argue that making banks liable will force them to invest heavily in spotting suspicious payments [2][3].

**Banks:** Banks warn that automatic refunds may make customers less careful about checking who they pay [4], and that the cost will be passed on to everyone through higher fees [4].

**Fraud experts:** Experts point out that most scams begin on social media and phone networks, which pay nothing toward losses, and argue those platforms should share liability [5][6].
""", [
                ("invented_statistic", "a 2023 industry survey found that seven in ten victims never recover any of their money", None),
                ("exaggeration", "making banks liable will force them to invest heavily in spotting suspicious payments", (0, 1)),
            ]),
            ("three_perspectives", None, """
Whether banks should have to refund transfer-scam victims depends on how one weighs victim protection, customer incentives and the role of tech platforms [1].

**Consumer groups:** Victims commonly lose life savings through no real fault of their own, advocates say [1]. Forcing banks to pay could push them to put more money into detecting suspicious payments [2].

**Banks:** According to banks, automatic refunds may make customers less careful about checking who they are paying [3].

**Fraud experts:** Most scams start on social media and phone networks, which pay nothing toward losses, so experts argue liability should be shared with the platforms where criminals find and contact victims [4][5]. They also caution that the cost of refunds will be passed on to all customers through higher fees [6].
""", [
                ("side_swap", "They also caution that the cost of refunds will be passed on to all customers through higher fees", (1, 1)),
            ]),
        ],
    },
    {
        "id": "credit_scores_car_insurance",
        "topic": "Banning credit scores in car insurance pricing",
        "query": "Should car insurers be banned from using people's credit scores to set their premiums?",
        "perspectives": [
            ("supporters", [
                "Credit history has little to do with how safely a person actually drives.",
                "The practice charges poorer drivers more for the same coverage, deepening financial hardship.",
                "A ban could stop people being penalized for medical debt or a past divorce.",
            ]),
            ("insurers", [
                "Credit-based scores reliably predict how many claims a driver is likely to make.",
                "Removing them may raise premiums for many careful drivers with good credit.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Banning credit-based pricing would trade insurers' predictive accuracy for fairness to lower-income drivers, and the two sides disagree on which matters more [1].

According to supporters, a person's credit history says little about how safely they actually drive [1]. They argue the practice charges poorer drivers more for the same coverage, deepening their financial hardship [2], and that a ban could keep people from being penalized over medical debt or a past divorce [2][3]. Insurers counter that credit-based scores reliably predict how many claims a driver is likely to make [4]. They also warn that removing them may raise premiums for many careful drivers with good credit [4][5].
""", []),
            ("bullets", None, """
A ban on credit-based insurance scores pits fairness concerns against insurers' pricing models [1].

- **Weak link to driving:** Supporters say credit history has little to do with how safely someone drives [1].
- **Hardship:** The practice charges poorer drivers more for identical coverage, deepening financial strain [2].
- **Unrelated life events:** According to supporters, a ban could stop people from being penalized for a divorce or for medical debt run up during cancer treatment [3].
- **Predictive value:** Insurers argue credit-based scores reliably predict how many claims a driver is likely to file [4].
- **Higher premiums for some:** Critics note that removing scores may push up premiums for many careful drivers with good credit [5].
""", [
                ("added_detail", "a ban could stop people from being penalized for a divorce or for medical debt run up during cancer treatment", (0, 2)),
            ]),
            ("numbered", None, """
Supporters see credit-based pricing as unfair to poorer drivers, while insurers defend it as an accurate risk tool [1].

1. **Relevance:** Credit history has little bearing on how safely a person actually drives, supporters argue [1].
2. **Fairness:** Supporters add that it charges lower-income drivers more for the same coverage and deepens financial hardship [2].
3. **Life events:** A ban could prevent people from being penalized for medical debt or a past divorce [2][3].
4. **Accuracy:** Insurers say credit-based scores reliably predict how many claims a driver is likely to make [4].
5. **Cost shifts:** Removing them may raise premiums for many careful drivers with good credit, insurers warn [5].
""", []),
            ("headed", None, """
Whether to ban credit scores in car insurance turns on fairness versus pricing accuracy [1].

**Why supporters want a ban**
Credit history has little to do with how safely a person drives, supporters argue [1]. The practice makes poorer drivers pay more for the same coverage, deepening financial hardship [2], and a ban could stop people from being penalized for medical debt or a past divorce [3].

**Why insurers object**
Insurers contend that credit-based scores are the single most accurate predictor of how many claims a driver will make [4]. They add that removing them may raise premiums for many careful drivers with good credit [5], and that a ban would be hard to enforce because other data can easily serve as a stand-in for credit [5][6].
""", [
                ("exaggeration", "credit-based scores are the single most accurate predictor of how many claims a driver will make", (1, 0)),
                ("invented_claim", "a ban would be hard to enforce because other data can easily serve as a stand-in for credit", None),
            ]),
            ("dense", None, """
Supporters of a ban say credit history has little to do with how safely someone drives, that the practice charges poorer drivers more for the same coverage and deepens hardship, and that a ban could spare people penalties for medical debt or a past divorce [1][2], while insurers counter that credit-based scores reliably predict how many claims a driver is likely to make [3].
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Supporters call credit-based pricing unfair; insurers call it accurate [1].

**Supporters:** Credit history has little to do with actual driving safety [1]. The practice charges poorer drivers more for the same coverage, deepening financial hardship, and a ban could stop people from being penalized for medical debt or a past divorce [2][3].

**Insurers:** Credit-based scores reliably predict how many claims a driver is likely to make, insurers say [4], and removing them may raise premiums for many careful drivers with good credit [5].

Ultimately, the question is how lawmakers weigh fairness for individual drivers against the pricing accuracy insurers value [6].
""", []),
        ],
    },
    {
        "id": "pension_withdrawal_first_home",
        "topic": "Early pension withdrawals for a first home deposit",
        "query": "Should people be allowed to take money out of their pension early to buy their first home?",
        "perspectives": [
            ("supporters", [
                "Young adults struggle to save a deposit while also paying high rents.",
                "Owning a home is itself a form of retirement security that cuts later housing costs.",
                "Access to their own savings could encourage more young people to join pension schemes.",
            ]),
            ("critics", [
                "Withdrawals leave savers with much smaller pensions because they lose decades of compound growth.",
                "Extra buyer cash may simply push house prices higher rather than improve affordability.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Letting savers tap pensions for a first home could help buyers now but at a cost to retirement incomes, and the arguments split along those lines [1].

Supporters argue that young adults find it hard to save for a down payment while paying high rents [1], and that owning a home is itself a form of retirement security because it lowers housing costs later in life [2]. Access to their own money could also encourage more young people to join pension schemes [2][3], and moving first-time buyers out of renting would ease competition for rental homes [3]. Critics note that withdrawals would leave savers with only slightly smaller pensions, since they lose some compound growth [4]. They also warn that extra buyer cash may simply push house prices higher rather than make homes more affordable [5].
""", [
                ("invented_claim", "moving first-time buyers out of renting would ease competition for rental homes", None),
                ("negation", "withdrawals would leave savers with only slightly smaller pensions, since they lose some compound growth", (1, 0)),
            ]),
            ("bullets", None, """
Early pension access for first-time buyers is backed as a route into ownership and opposed over lost retirement savings and house-price effects [1].

- **Deposit struggle:** According to supporters, young adults have trouble saving a deposit while also paying high rents [1].
- **Home as retirement asset:** Owning a home is itself a form of retirement security that reduces housing costs later on [2].
- **Pension take-up:** Being able to reach their own savings could encourage more young people to join pension schemes [3].
- **Lost growth:** Critics note that withdrawals leave savers with much smaller pensions because they give up decades of compound growth [4].
- **Price inflation:** Extra cash in buyers' hands may simply push house prices up rather than improve affordability [5].
""", []),
            ("numbered", None, """
Supporters frame early access as a fix for the deposit gap; critics see it as a threat to retirement savings and house prices [1].

1. **Saving while renting:** Young adults struggle to build a deposit while paying high rents, supporters argue [1].
2. **Security in retirement:** Owning a home is a form of retirement security in itself, cutting housing costs later in life [2].
3. **Getting on the ladder:** Supporters add that for many renters, high housing costs leave little left over to put toward a down payment [3].
4. **Smaller pensions:** Critics warn that withdrawals leave savers with much smaller pensions because they lose decades of compound growth [4].
5. **Higher prices:** Extra buyer cash may simply drive house prices higher rather than improve affordability [5].
""", [
                ("repetition", "for many renters, high housing costs leave little left over to put toward a down payment", (0, 2)),
            ]),
            ("headed", None, """
The proposal weighs faster home ownership against smaller retirement savings [1].

**Arguments for early access**
Supporters say young adults struggle to save a deposit while also paying high rents [1]. They describe home ownership as a kind of retirement security because it cuts housing costs later [2], and argue that access to their own savings could encourage more young people to join a pension scheme [3].

**Arguments against**
Critics note that withdrawals leave savers with much smaller pensions, as decades of compound growth are lost [4]. They also caution that extra buyer cash may just push house prices higher rather than improve affordability [5].
""", []),
            ("dense", None, """
Supporters say early access would help young adults who struggle to save a deposit while paying high rents, note that a home is itself retirement security that cuts later housing costs, and suggest it could draw more young people into pension schemes [1][2]; critics reply that withdrawals mean much smaller pensions because savers lose decades of compound growth, and that the extra buyer cash may simply inflate house prices, especially in already overheated big-city markets, rather than improve affordability [3][4].
""", [
                ("added_detail", "especially in already overheated big-city markets", (1, 1)),
            ]),
            ("closing", None, """
Early pension withdrawals for home buying appeal to renters but carry long-term costs, according to critics [1].

**Supporters:** Young adults struggle to save a deposit while paying high rents [1]. Owning a home is itself a form of retirement security that lowers housing costs later [2], and access to their own savings could encourage more young people to join pension schemes [3].

**Critics:** Withdrawals leave savers with much smaller pensions because they lose decades of compound growth [4]; one analysis estimated that withdrawing $20,000 at age 30 could shrink a pension by more than $100,000 by retirement [4][5]. Extra buyer cash may also simply push house prices higher rather than improve affordability [5].

In short, the debate turns on whether earlier access to home ownership is worth the risk to retirement incomes and house prices [6].
""", [
                ("invented_statistic", "one analysis estimated that withdrawing $20,000 at age 30 could shrink a pension by more than $100,000 by retirement", None),
            ]),
        ],
    },
    {
        "id": "advance_shift_scheduling",
        "topic": "Two-week advance scheduling rules for shift workers",
        "query": "Should employers have to give shift workers their schedules at least two weeks in advance?",
        "perspectives": [
            ("workers' advocates", [
                "Last-minute schedule changes make it hard to arrange childcare, study or second jobs.",
                "Advance notice lets workers budget because they know their hours and pay.",
            ]),
            ("employers", [
                "Retailers and restaurants need flexibility to respond to weather, sickness and sudden demand.",
                "Penalty pay for changes could lead some firms to offer fewer total hours.",
                "Small businesses may struggle with the extra paperwork and compliance costs.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Two-week scheduling rules would give shift workers more stability but limit employer flexibility [1].

Workers' advocates argue that last-minute schedule changes make it difficult to arrange childcare, attend classes or hold a second job [1]. Knowing hours and pay in advance also lets workers budget [2]. Employers counter that retailers and restaurants need room to react to weather, staff sickness and sudden swings in demand [3]. According to employers, penalty pay for changes could lead some firms to offer fewer hours overall [4], and small businesses may struggle with the added paperwork and compliance costs [5].
""", []),
            ("bullets", None, """
Advance-scheduling mandates pit worker stability against employer flexibility [1].

- **Childcare and second jobs:** Workers' advocates say last-minute changes make it hard to arrange childcare, study or hold a second job [1].
- **Flexibility:** Employers argue retailers and restaurants must be able to respond to weather, sickness and sudden demand [2].
- **Predictable pay:** Employers also acknowledge that advance notice helps workers budget because they know their hours and pay [3].
- **Fewer hours:** Penalty pay for schedule changes could lead some firms to cut the total hours they offer [4].
- **Small firms:** Critics note that small businesses will be overwhelmed by the extra paperwork and compliance costs [5].
""", [
                ("side_swap", "Employers also acknowledge that advance notice helps workers budget because they know their hours and pay", (0, 1)),
                ("exaggeration", "small businesses will be overwhelmed by the extra paperwork and compliance costs", (1, 2)),
            ]),
            ("numbered", None, """
Supporters see two weeks' notice as basic stability for shift workers; employers see a costly loss of flexibility [1].

1. **Family and study:** Last-minute schedule changes make it hard to arrange childcare, study or second jobs, according to workers' advocates [1].
2. **Budgeting:** Advance notice lets workers plan their finances because they know their hours and pay [2].
3. **Operational needs:** Employers say retailers and restaurants need flexibility to respond to weather, sickness and sudden demand [3].
4. **Fewer hours:** Penalty pay for changes could prompt some firms to offer fewer total hours [4].
5. **Compliance burden:** Small businesses may struggle with the additional paperwork and compliance costs [5].
""", []),
            ("headed", None, """
Predictable-scheduling laws would require two weeks' notice of shifts, which advocates welcome and employers resist [1].

**The workers' case**
Advocates say last-minute changes make it hard to arrange childcare, study or a second job [1]. Knowing hours and pay in advance also lets workers budget [2].

**The employers' case**
Employers stress that retailers and restaurants need flexibility to respond to weather, sickness and sudden demand [3]. They acknowledge that penalty pay for changes would not lead firms to offer fewer total hours [4], but say small businesses may struggle with the extra paperwork and compliance costs [5]. Some also worry that rigid rosters would make it harder to accommodate workers' own requests to swap shifts [6].
""", [
                ("negation", "They acknowledge that penalty pay for changes would not lead firms to offer fewer total hours", (1, 1)),
                ("invented_claim", "Some also worry that rigid rosters would make it harder to accommodate workers' own requests to swap shifts", None),
            ]),
            ("dense", None, """
Workers' advocates say last-minute schedule changes make it hard to arrange childcare, study or second jobs, particularly for single parents working in retail, and that advance notice lets people budget around known hours and pay [1][2], whereas employers argue that retailers and restaurants need flexibility to respond to weather, sickness and sudden demand, and that penalty pay for changes could lead some firms to offer fewer total hours [3][4].
""", [
                ("added_detail", "particularly for single parents working in retail", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
The debate over two weeks' notice comes down to stability for shift workers versus flexibility for employers [1].

**Workers' advocates:** Last-minute changes make it hard to arrange childcare, study or second jobs [1], while advance notice lets workers budget because they know their hours and pay [2].

**Employers:** Retailers and restaurants need flexibility to respond to weather, sickness and sudden demand [3]. Employers warn that penalty pay for changes could lead some firms to offer fewer total hours [4], and that small businesses may struggle with extra paperwork and compliance costs [4][5].

Where the balance lands depends on how lawmakers weigh predictability for workers against operational flexibility [6].
""", []),
        ],
    },
]
