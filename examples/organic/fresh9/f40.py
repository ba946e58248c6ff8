"""Fresh9 batch f40 (written by a separate writer): city Olympic bid; billboard ban; IVF embryo screening for non-medical traits; national service year."""

TOPICS = [
    {
        "id": "city_olympic_bid_stakeholders",
        "topic": "A city bidding to host the Olympic Games",
        "query": "Should our city put in a bid to host the Summer Olympic Games?",
        "perspectives": [
            ("residents", [
                "The Games could leave residents with lasting improvements to public transport and sports facilities.",
                "Years of construction and security measures may disrupt daily life.",
                "Some residents fear rising rents could push long-time tenants out of their neighborhoods.",
            ]),
            ("local businesses", [
                "Hotels, restaurants and shops expect a surge of visitors during the Games.",
                "Smaller firms worry that large corporate sponsors will capture most of the spending.",
            ]),
            ("city council", [
                "Hosting could raise the city's international profile and attract future investment.",
                "Past host cities have often overrun their budgets, leaving taxpayers with debt.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's how the three camps line up.

**Residents**
- **For:** The Games could leave behind better public transport and sports facilities that outlast the event.
- **Against:** Years of building work and security measures may disrupt everyday life, and some fear rising rents could force long-time tenants out of their neighborhoods.

**Local businesses**
- **For:** Hotels, restaurants and shops are counting on a wave of visitors while the Games are on.
- **Against:** Smaller firms worry the big corporate sponsors will soak up most of the spending.

**City council**
- **For:** A successful bid could lift the city's international profile and draw future investment.
- **Against:** Past hosts have often blown through their budgets and left taxpayers carrying the debt.

**Where they clash:** Short-term buzz versus long-term cost. Visitor spending and global profile sit on one side; disruption, displacement and debt on the other.

**If you're arguing for, lead with** the lasting transport and facilities, then the investment angle. **Arguing against?** Open with the budget overruns.
""", []),
            ("three_perspectives", None, """
**The strongest case for the bid:**
1. **Legacy infrastructure.** Residents could end up with lasting upgrades to public transport and sports venues.
2. **Visitor boom.** Hotels, restaurants and shops expect a surge of visitors during the Games, and smaller firms are confident they can hold their own against the big corporate sponsors for that spending.
3. **Global profile.** The council sees a chance to raise the city's international standing and attract future investment.

**The strongest case against:**
1. **Disruption.** Residents face years of construction and security measures that may upend daily life.
2. **Debt.** Past host cities have often overrun their budgets, and taxpayers were left holding the bill.

**If you're arguing for, lead with** the visitor boom. **Against?** Hit the debt record early and keep coming back to it.
""", [
                ("negation", "smaller firms are confident they can hold their own against the big corporate sponsors for that spending", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("three_perspectives", None, """
**Coach's read:** This is a three-way fight, and every side has something real at stake.

Residents are split against themselves. The upside is legacy: new public transport and sports facilities that could outlive the Games. The downside is the road there, with years of construction and security measures that may disrupt daily life, plus the fear that rising rents could push long-time tenants out of their neighborhoods.

Local businesses see the visitor surge first: hotels, restaurants and shops expect crowds during the Games. But smaller firms suspect the big corporate sponsors will walk away with most of the money.

The council's pitch is profile, meaning a higher international standing and the investment that could follow. Its problem is history: past hosts have often overrun their budgets and left taxpayers with the debt.

**Your opening if you're for:** lead with legacy infrastructure, then the investment case. **If you're against:** start with the debt record and back it up with displacement.
""", []),
            ("three_perspectives", None, """
### Residents
Supporters point to the lasting upgrades to public transport and sports facilities the Games could leave behind. Critics expect years of construction and security measures that may disrupt daily life, and some worry rising rents could push long-time tenants out of their neighborhoods.

### Local businesses
Hotels, restaurants and shops are expecting a surge of visitors during the Games. Smaller firms, though, worry that large corporate sponsors will capture most of the spending.

### City council
The case for: hosting will put the city on the global map and guarantee a wave of future investment. The case against: past host cities have often overrun their budgets, with one review of recent Games putting the average overrun at roughly 170%, leaving taxpayers with debt.

### Key lines
1. Legacy vs. disruption
2. Visitor spending vs. who actually captures it
3. Profile vs. price tag
""", [
                ("exaggeration", "hosting will put the city on the global map and guarantee a wave of future investment", (2, 0)),
                ("invented_statistic", "with one review of recent Games putting the average overrun at roughly 170%", None),
            ]),
            ("three_perspectives", None, """
**Residents**
- Upside: the Games could leave lasting public transport and sports facilities.
- Downside: years of construction and security may disrupt daily life.

**Local businesses**
- Hotels, restaurants and shops expect a surge of visitors.
- Smaller firms fear big corporate sponsors will take most of the spending.

**City council**
- Hosting could boost the city's international profile and bring in future investment.
- Past hosts have often overrun their budgets, leaving taxpayers in debt.
- The council is also wary that rising rents could push long-time tenants out of their neighborhoods.

**If you're arguing for:** open with the visitor surge and the investment angle; they're the easiest to sell. **Against:** budget overruns first, disruption second.
""", [
                ("side_swap", "The council is also wary that rising rents could push long-time tenants out of their neighborhoods", (0, 2)),
            ]),
            ("three_perspectives", None, """
**The strongest case for:** Residents could inherit lasting transport and sports facilities, and the council sees a chance to raise the city's international profile and attract future investment, plus a volunteer program that could give residents a real sense of civic pride.

**The strongest case against:** Years of construction and security measures may disrupt daily life, some residents fear rising rents could push long-time tenants out of their neighborhoods, and past host cities have often overrun their budgets and left taxpayers with debt.

**Where they clash:** Legacy and prestige against disruption and debt. If you're against, make the other side defend the price tag.
""", [
                ("omitted_perspective", None, 1),
                ("invented_claim", "plus a volunteer program that could give residents a real sense of civic pride", None),
            ]),
        ],
    },
    {
        "id": "city_billboard_ban",
        "topic": "Banning advertising billboards in a city",
        "query": "Should the city ban advertising billboards?",
        "perspectives": [
            ("pro", [
                "Removing billboards would reduce visual clutter and make streets more attractive.",
                "Bright digital billboards may distract drivers and could contribute to accidents.",
                "A ban would limit people's constant exposure to commercial messages, including ads aimed at children.",
            ]),
            ("con", [
                "Billboard companies and their workers would lose income and jobs.",
                "Small local businesses rely on billboards as an affordable way to reach customers.",
                "The city could lose revenue it earns from leasing public advertising space.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**The strongest case for a ban:**
- Cleaner streetscapes: less visual clutter, more attractive streets.
- Safety: bright digital boards may pull drivers' eyes off the road and could play a part in crashes.
- Less ad saturation: a break from constant commercial messaging, including ads targeting kids.

**The strongest case against:**
- Jobs: billboard firms and the people who work for them would lose income and employment.
- Small business: local shops lean on billboards as a cheap way to reach customers.
- City budget: leasing out ad space brings in money the city could lose.

**Where they clash:** Quality of life versus livelihoods and revenue.
""", []),
            ("prose", None, """
Supporters of a ban start with looks: take the billboards down and streets lose a layer of visual clutter and become more pleasant places to be. They add a safety argument, too. Bright digital billboards, particularly the ones that flip to a new ad every few seconds at busy intersections, may distract drivers and could contribute to accidents. And they argue a ban would cut down the constant commercial messaging people are exposed to, including ads targeted at children.

Opponents answer with economics. Billboard companies and the people they employ would lose income and jobs, and small local businesses that depend on billboards as an affordable way to reach customers would be left without that option.

If you're arguing for, lead with safety. If you're against, put the small-business angle front and center.
""", [
                ("added_detail", "particularly the ones that flip to a new ad every few seconds at busy intersections", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
**Key lines for the ban:**
1. **Visual clutter.** Fewer billboards means tidier, more attractive streets.
2. **Driver distraction.** Bright digital screens may divert drivers' attention and could contribute to accidents.
3. **Ad overload.** A ban would limit people's constant exposure to commercial messaging, including ads aimed at kids.

**Key lines against:**
1. **Jobs.** Billboard companies and their staff would lose income and work.
2. **Small business.** Local firms count on billboards as an affordable way to reach customers.
3. **Revenue.** The city could lose the money it earns from leasing ad space.

**If you're arguing against, lead with** small business, then jobs, and save revenue for the close.
""", []),
            ("headed", None, """
### The case for a ban
Billboards add visual clutter; removing them would make streets more attractive. Bright digital boards may also distract drivers and could contribute to accidents. And a ban would limit the constant stream of commercial messages people see, including ads aimed at children.

### The case against
Billboard companies and their workers would lose income and jobs. Small local businesses would feel it too, even though billboards are a costly way for them to reach customers, and the city could lose the revenue it makes from leasing advertising space.

### Where they clash
Aesthetics and safety on one side; jobs, local commerce and city income on the other.
""", [
                ("negation", "even though billboards are a costly way for them to reach customers", (1, 1)),
            ]),
            ("dense", None, """
**Bottom line:** Backers of a ban say it would clear away visual clutter and make streets more attractive, take down bright digital boards that may distract drivers and could contribute to accidents, and limit people's constant exposure to commercial messages, including those aimed at children, while opponents counter that billboard companies and their workers would lose income and jobs, small local businesses would lose an affordable way to reach customers, and the city could lose the revenue it earns from leasing ad space.
""", []),
            ("closing", None, """
**For the ban:**
- Fewer billboards, less visual clutter, better-looking streets.
- Bright digital displays may distract drivers and could contribute to accidents.
- Less constant exposure to commercial messaging, including ads aimed at children.

**Against the ban:**
- Billboard companies and their employees would lose income and jobs.
- Small local businesses rely on billboards as an affordable way to reach customers.
- The city could lose revenue from leasing advertising space.
- Advertisers may simply shift their budgets to online ads that are far harder for the city to regulate.

In the end, it comes down to how a city weighs its streetscape against its economy.
""", [
                ("invented_claim", "Advertisers may simply shift their budgets to online ads that are far harder for the city to regulate", None),
            ]),
        ],
    },
    {
        "id": "ivf_embryo_nonmedical_trait_screening",
        "topic": "Allowing genetic screening of IVF embryos for non-medical traits",
        "query": "Should parents using IVF be allowed to screen embryos for non-medical traits?",
        "perspectives": [
            ("pro", [
                "Parents should have the freedom to make reproductive choices for their own families.",
                "A ban may simply push couples to travel abroad to clinics with fewer safeguards.",
            ]),
            ("con", [
                "Selecting for traits could reinforce social prejudices, for example a preference for one sex over another.",
                "Genetic tests currently have weak predictive power for complex traits such as height or intelligence.",
                "Access would likely be limited to wealthy families, which could deepen inequality.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## The strongest case for

**Reproductive freedom.** Parents should be free to make the reproductive choices that shape their own families.

**Enforcement reality.** Ban it, and couples may just go abroad to clinics with weaker safeguards.

## The strongest case against

**Prejudice.** Trait selection could entrench social biases, a preference for one sex over another being the obvious example.

**Shaky science.** Current tests are poor predictors of complex traits like height or intelligence.

**Inequality.** Access would probably be limited to wealthy families, which could widen the gap.

## If you're arguing for

Lead with freedom, then pivot to the travel-abroad problem so the other side has to answer it.
""", []),
            ("bullets", None, """
Quick breakdown:

**For allowing it**
- It's the parents' call: families should be free to make their own reproductive choices.
- Banning it may just send couples abroad to clinics with fewer safeguards.

**Against allowing it**
- Choosing traits could feed social prejudice, such as favoring one sex over the other.
- Current tests are weak at predicting complex traits like height or intelligence.
- Only the wealthy would ever get access, guaranteeing deeper inequality.

**If you're arguing against, lead with** inequality, then bring in the science.
""", [
                ("exaggeration", "Only the wealthy would ever get access, guaranteeing deeper inequality", (1, 2)),
            ]),
            ("closing", None, """
**The case for:** Parents should be free to make reproductive choices for their own families. And a ban may simply push couples to travel abroad, often at considerable extra cost, to clinics with fewer safeguards.

**The case against:** Trait selection could reinforce social prejudice, for instance a preference for one sex over another. Access would likely be limited to wealthy families, which could deepen inequality. And critics warn that letting parents pick traits risks hardening existing social biases.

This is ultimately a values question, and reasonable people land on both sides.
""", [
                ("added_detail", "often at considerable extra cost", (0, 1)),
                ("repetition", "critics warn that letting parents pick traits risks hardening existing social biases", (1, 1)),
            ]),
            ("prose", None, """
Supporters frame this as a matter of reproductive liberty: parents, they argue, should be free to make choices about their own families. They also say a ban would keep couples from turning to overseas clinics with fewer safeguards.

Critics come at it from three angles. Trait selection could reinforce social prejudices, and a preference for one sex over another is the obvious example. The science is thin, too, since current genetic tests predict complex traits such as height or intelligence poorly. And access would likely be limited to wealthy families, potentially deepening inequality; one survey found that fewer than 1 in 10 IVF patients could afford trait screening on top of standard treatment.

If you're for, lead with liberty. If you're against, lead with prejudice and let the science point do the backup work.
""", [
                ("negation", "a ban would keep couples from turning to overseas clinics with fewer safeguards", (0, 1)),
                ("invented_statistic", "one survey found that fewer than 1 in 10 IVF patients could afford trait screening on top of standard treatment", None),
            ]),
            ("numbered", None, """
Three things to know going in:

1. **The freedom argument.** Supporters say parents should be free to make reproductive choices for their own families, and that a ban may just drive couples to clinics abroad with fewer safeguards.
2. **The prejudice and science arguments.** Opponents warn trait selection could reinforce social prejudices, such as preferring one sex over another, and note that today's genetic tests have weak predictive power for complex traits like height or intelligence.
3. **The fairness argument.** Access would likely be limited to wealthy families, which could deepen inequality.

**Where they clash:** Individual choice versus social consequences.
""", []),
            ("dense", None, """
**In one breath:** Supporters argue that parents should be free to make reproductive choices for their own families, that a ban may simply push couples abroad to clinics with fewer safeguards, and that current genetic tests have only weak predictive power for complex traits like height or intelligence; opponents respond that trait selection could reinforce social prejudices such as a preference for one sex over another and that access would likely be limited to wealthy families, which could deepen inequality.
""", [
                ("side_swap", "that current genetic tests have only weak predictive power for complex traits like height or intelligence", (1, 1)),
            ]),
        ],
    },
    {
        "id": "national_service_year_18",
        "topic": "Reintroducing a year of national service for 18-year-olds",
        "query": "Should the country reintroduce a compulsory year of national service for 18-year-olds?",
        "perspectives": [
            ("pro", [
                "A shared year of service could build social cohesion among young people from different backgrounds.",
                "Young people may gain practical skills and discipline that help them in later work.",
                "Service could provide extra help in understaffed areas such as elder care and disaster relief.",
            ]),
            ("con", [
                "A compulsory year delays the start of university or a career.",
                "Forcing young people to serve may violate their personal freedom.",
                "Organizing and supervising a whole age group every year would be very expensive for the state.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
**Key lines for:**
1. **Cohesion.** A shared year will bring young people from every background together and end the divides between them.
2. **Skills.** Participants may pick up discipline and practical skills, though not ones that do much for them in later work.
3. **Public service.** Recruits could add hands in understaffed areas like elder care and disaster relief.

**Key lines against:**
1. **Lost time.** It pushes back university or the start of a career.
2. **Freedom.** Compelling 18-year-olds to serve may infringe on their personal liberty.
3. **Cost.** Organizing and supervising an entire age group every year would be very expensive.

**If you're arguing for, lead with** cohesion. **Against, lead with** freedom.
""", [
                ("exaggeration", "A shared year will bring young people from every background together and end the divides between them", (0, 0)),
                ("negation", "though not ones that do much for them in later work", (0, 1)),
            ]),
            ("dense", None, """
**The short version:** Proponents say a shared year of service could knit together young people from different backgrounds, may give them practical skills and discipline that pay off in later work, and could put extra help into understaffed areas like elder care and disaster relief; critics reply that it delays university or a career, may violate young people's personal freedom, and would cost the state a great deal to organize and supervise for a whole age group each year.
""", []),
            ("headed", None, """
### Why supporters want it
A common year of service could build cohesion among young people from different backgrounds. It may also give them practical skills and discipline that carry into later work. And it could send extra help to understaffed areas such as elder care and disaster relief, with recruits covering care-home shifts through the winter flu season.

### Why opponents push back
Making it compulsory delays the start of university or a career. Forcing people to serve may violate their personal freedom. And organizing and supervising an entire age group every year would be very expensive for the state.

### Where they clash
Collective benefit versus individual cost: community gains on one side; time, freedom and money on the other.
""", [
                ("added_detail", "with recruits covering care-home shifts through the winter flu season", (0, 2)),
            ]),
            ("closing", None, """
**The strongest case for:**
- Cohesion: a shared year could bring together young people from different backgrounds.
- Skills: participants may gain practical skills and discipline useful in later work.
- Help where it's needed: service could add capacity in understaffed fields like elder care and disaster relief.

**The strongest case against:**
- Delay: a compulsory year holds back university or a career.
- Freedom: forcing young people to serve may violate their personal liberty.
- Cost: running it for a whole age group every year would be very expensive for the state.

Which side you find more persuasive depends largely on how much weight you give collective goals versus individual choice.
""", []),
            ("bullets", None, """
Supporters' case:
- A shared year could build social cohesion among young people from different backgrounds.
- It may teach practical skills and discipline that help later at work.
- It could supply extra hands for understaffed areas such as elder care and disaster relief.

Opponents' case:
- It delays university or the start of a career.
- Forcing young people to serve may violate their personal freedom.
- Organizing and supervising a whole age group annually would be very costly for the state.
- A conscripted workforce could also undercut paid workers in sectors like care, pushing down wages.

**If you're arguing against, lead with** freedom.
""", [
                ("invented_claim", "A conscripted workforce could also undercut paid workers in sectors like care, pushing down wages", None),
            ]),
            ("prose", None, """
Here's how to frame it.

The pro side has three moves. First, cohesion: a year served together could build bonds among young people from different backgrounds. Second, personal development, since recruits may gain practical skills and discipline that help them later in work. Third, public benefit: service could provide extra help in understaffed areas like elder care and disaster relief.

The con side answers with three of its own. A compulsory year delays the start of university or a career. Forcing young people to serve may violate their personal freedom. And organizing and supervising an entire age group every year would be very expensive for the state.

Where they clash is simple enough: what the country gains versus what each 18-year-old gives up. If you're arguing for, lead with cohesion; if you're against, lead with freedom and close on cost.
""", []),
        ],
    },
]
