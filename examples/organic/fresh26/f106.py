"""fresh26 batch f106 (written by a separate writer): Sanctioned tiny-home villages for people experiencing homelessness; Mandatory licensing for all private landlords; Sending mental-health responders instead of police to crisis calls; Requiring new housing developments to include affordable units."""

TOPICS = [
    {
        "id": "tiny_home_villages_homelessness",
        "topic": "Sanctioned tiny-home villages for people experiencing homelessness",
        "query": "Should cities build sanctioned tiny-home villages for people experiencing homelessness?",
        "perspectives": [
            ("homeless advocates", [
                "Tiny homes give people a lockable door and privacy that crowded shelters cannot.",
                "Having a stable address can make it easier to hold a job and keep medical appointments.",
                "Villages can be built faster and more cheaply than permanent apartments.",
            ]),
            ("nearby residents", [
                "Residents worry that villages could bring more litter, noise and crime to surrounding streets.",
                "Some fear that a 'temporary' village will end up staying for many years.",
            ]),
            ("city housing officials", [
                "Villages may only work if they come with case managers and on-site services.",
                "Money spent on tiny homes could be diverted from building permanent supportive housing.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Great question — this is a hotly debated topic, and three groups tend to weigh in: homeless advocates, nearby residents, and city housing officials.

**Homeless advocates — arguments for:**
- **Privacy and security:** A tiny home gives someone a door they can lock and a level of privacy that crowded shelters just can't offer.
- **A stable base:** Having a fixed address can make it easier to hold down a job and keep up with medical appointments.
- **Speed and cost:** Villages can go up faster and for less money than permanent apartment buildings.

**Nearby residents — concerns:**
- **Neighborhood impact:** Residents worry a village could bring more litter, noise, and crime to the surrounding streets.
- **"Temporary" becoming permanent:** Some fear that a village billed as temporary will end up staying put for many years.

**City housing officials — practical caveats:**
- **Services matter:** Officials note that villages may only succeed if they come with case managers and on-site services.
- **Opportunity cost:** They also caution that money spent on tiny homes could be pulled away from building permanent supportive housing.

**Key takeaway:** The debate is less about whether a tiny home is better than a tent and more about weighing speed and dignity now against neighborhood impact and long-term housing goals.

Overall, each group is focused on a different part of the problem, and where you land likely depends on which of these concerns feels most pressing in your community.
""", []),
            ("three_perspectives", None, """
Great question — there's a lively debate over tiny-home villages, and they have both fans and critics.

**Arguments for:**
- **A door that locks:** Advocates point out that a tiny home offers privacy and security that crowded shelters simply can't provide.
- **An address to build on:** A stable address can make it easier for people to keep a job and show up for medical appointments.
- **Quick to build:** Villages can be put together faster and more cheaply than permanent apartments.
- **Track record:** One study of a West Coast pilot village found that about 40% of residents moved into permanent housing within a year.

**Arguments against:**
- **Services aren't optional:** City housing officials say villages may only work if they're paired with case managers and on-site services.
- **Competing priorities:** Officials also warn that dollars spent on tiny homes could be diverted from building permanent supportive housing.

Overall, tiny-home villages offer some clear benefits, but their success depends heavily on how they're funded and run, and reasonable people disagree about whether they're the best use of limited resources.
""", [
                ("omitted_perspective", None, 1),
                ("invented_statistic", "One study of a West Coast pilot village found that about 40% of residents moved into permanent housing within a year.", None),
            ]),
            ("three_perspectives", None, """
Great question — this one tends to divide people, and it helps to look at it from three angles.

**What city housing officials say:**
- **Support is key:** In their view, a village may only work if it comes with case managers and services right on site.
- **Trade-offs:** They also point out that money spent on tiny homes could end up diverted from building permanent supportive housing.

**What homeless advocates say:**
- **Dignity and privacy:** Unlike a crowded shelter, a tiny home gives people a lockable door and some privacy.
- **Stability:** A steady address can make it easier to hold a job and keep medical appointments.
- **Cost and speed:** Villages can be built more quickly and cheaply than permanent apartments.

**What nearby residents say:**
- **Quality of life:** Many neighbors worry that a village could bring more litter, noise, and crime to the streets around it.
- **Mission creep:** Some fear that a village described as "temporary" will still be there many years later.

Overall, there's no one-size-fits-all answer here — it really comes down to how a city balances urgency, neighborhood concerns, and long-term housing plans.
""", []),
            ("three_perspectives", None, """
Great question — tiny-home villages are a hotly debated approach to homelessness, and the arguments fall into three camps.

**Homeless advocates:**
- **Privacy:** A tiny home provides a lockable door and privacy that crowded shelters cannot.
- **Stability:** A stable address can make it easier to hold a job and keep medical appointments.
- **Efficiency:** Villages can be built faster and more cheaply than permanent apartments.

**Nearby residents:**
- **Street-level concerns:** Residents worry that villages could bring more litter, noise, and crime to the surrounding area.
- **Permanence:** Some fear that a "temporary" village will end up staying for many years.
- **Where the money goes:** Nearby residents also argue that money poured into tiny homes could be diverted from building permanent supportive housing.

**City housing officials:**
- **Wraparound services:** Officials stress that villages may only work if they come with case managers and on-site services.

Overall, each group brings a legitimate concern to the table, and the right approach likely depends on local conditions and resources.
""", [
                ("side_swap", "Nearby residents also argue that money poured into tiny homes could be diverted from building permanent supportive housing.", (2, 1)),
            ]),
            ("three_perspectives", None, """
Great question — this is a hotly debated topic in local politics, with advocates, neighbors, and city officials all weighing in.

**Pros (homeless advocates):**
- **Privacy and safety:** Tiny homes give people a lockable door and a kind of privacy that crowded shelters can't match.
- **A foothold:** Having a stable address can make it easier to hold down a job and keep medical appointments.
- **Fast and affordable:** Villages can be built faster and more cheaply than permanent apartments, using prefabricated units that can be assembled on city-owned lots.

**Cons (nearby residents):**
- **Impact on the block:** Residents say a village will bring more litter, noise, and crime to the surrounding streets.
- **Temporary in name only:** Some fear a "temporary" village will end up staying for many years.

**Caveats (city housing officials):**
- **Services required:** Villages may only work if they come with case managers and on-site services.
- **Budget trade-offs:** Money spent on tiny homes could be diverted from building permanent supportive housing.

Overall, tiny-home villages sit somewhere between emergency shelter and permanent housing, and whether they make sense depends on how a community weighs these competing concerns.
""", [
                ("added_detail", "using prefabricated units that can be assembled on city-owned lots", (0, 2)),
                ("exaggeration", "Residents say a village will bring more litter, noise, and crime to the surrounding streets.", (1, 0)),
            ]),
            ("three_perspectives", None, """
Great question — there are strong feelings on all sides of this one.

**Arguments for (homeless advocates):**
- **More than a cot:** A tiny home comes with a lockable door and privacy, something crowded shelters can't offer.
- **Easier to get back on track:** A stable address can make it easier to hold a job and keep medical appointments.
- **Quicker and cheaper:** Villages can be built faster and at lower cost than permanent apartments.

**Arguments against (nearby residents):**
- **Neighborhood worries:** Residents fear villages could bring more litter, noise, and crime to surrounding streets.
- **Will it ever leave?:** Some worry that a "temporary" village will end up staying for many years.

**A third view (city housing officials):**
- **Not just the structures:** Villages may only work if case managers and on-site services come with them.
- **Opportunity cost:** Funding for tiny homes could be diverted from building permanent supportive housing.

**Key takeaway:** Supporters see a quick, humane step up from the street; skeptics question the local impact and the long-term trade-offs.

Overall, it's a genuinely difficult question, and the answer will likely look different from one city to the next.
""", []),
        ],
    },
    {
        "id": "mandatory_landlord_licensing",
        "topic": "Mandatory licensing for all private landlords",
        "query": "Should cities require every private landlord to get a license before renting out a home?",
        "perspectives": [
            ("tenant advocates", [
                "Licensing lets cities inspect homes and catch dangerous conditions before tenants are harmed.",
                "A public register makes it easier for tenants to find out who their landlord is.",
                "Landlords who repeatedly break the rules could lose the right to rent out homes.",
            ]),
            ("landlord associations", [
                "License fees are likely to be passed on to tenants through higher rents.",
                "Good landlords end up paying for paperwork while the worst operators simply ignore the scheme.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Great question — landlord licensing is a hotly debated topic, and both tenants and landlords have real stakes in it.

**Arguments for:** Tenant advocates say licensing gives cities a way to inspect rental homes and catch dangerous conditions before anyone living there gets hurt. They also like that a public register would make it easier for tenants to find out who actually owns their home. And because a license can be taken away, landlords who keep breaking the rules could lose the right to rent out homes at all.

**Arguments against:** Landlord associations counter that license fees are likely to end up being passed on to tenants in the form of higher rents. They also argue the scheme hits the wrong people: responsible landlords get stuck paying for the paperwork, while the worst operators simply ignore it.

Overall, the debate comes down to whether the safety and accountability benefits outweigh the costs and enforcement challenges, and that balance may look different in every city.
""", []),
            ("bullets", None, """
Great question — this is a hotly debated topic.

**Pros:**
- **Safety inspections:** Licensing lets cities inspect homes and catch dangerous conditions before tenants are harmed.
- **Transparency:** A public register makes it easier for tenants to find out who their landlord is.
- **Accountability:** Landlords who repeatedly break the rules could lose the right to rent out homes.

**Cons:**
- **Rents:** Interestingly, landlord associations concede that license fees are small enough that they wouldn't be passed on to tenants through higher rents.
- **Uneven burden:** Good landlords end up paying for the paperwork, while the worst operators simply ignore the scheme.

Overall, licensing promises better oversight of rental housing, but how well it works depends on how it's designed and enforced.
""", [
                ("negation", "landlord associations concede that license fees are small enough that they wouldn't be passed on to tenants through higher rents", (1, 0)),
            ]),
            ("numbered", None, """
Great question — here's a quick rundown of the main arguments on each side.

**Arguments for (tenant advocates):**
1. **Catching hazards early:** Licensing lets cities inspect homes and spot dangerous conditions before tenants are harmed.
2. **Knowing who's responsible:** A public register makes it easier for tenants to find out who their landlord is.
3. **Prevention over cure:** Regular inspections under a licensing scheme mean problems can be found before anyone living in the home gets hurt.

**Arguments against (landlord associations):**
1. **Higher rents:** License fees are likely to be passed on to tenants through higher rents.
2. **Penalizing the wrong people:** Good landlords end up paying for paperwork, while the worst operators simply ignore the scheme.

Overall, both sides make reasonable points, and the right answer may depend on how serious rental-safety problems are in a given area.
""", [
                ("repetition", "Regular inspections under a licensing scheme mean problems can be found before anyone living in the home gets hurt.", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
Great question — landlord licensing comes up a lot in local housing debates, and it's easy to see why people disagree.

### The case for licensing
- **Inspections:** Tenant advocates say licensing lets cities inspect rental homes and catch dangerous conditions before tenants are harmed.
- **A public register:** It makes it easier for tenants to find out who their landlord actually is.
- **Real consequences:** Landlords who repeatedly break the rules could lose the right to rent out homes.

### The case against licensing
- **Costs passed down:** Landlord associations argue that license fees are likely to be passed on to tenants through higher rents.
- **Red tape for the wrong people:** Good landlords end up paying for paperwork, they say, while the worst operators simply ignore the scheme.

### Key takeaway
The disagreement is largely about whether licensing will actually reach the problem landlords, or mostly burden the ones who already follow the rules.

Overall, it's a trade-off between stronger oversight and added cost, and communities weigh that trade-off differently.
""", []),
            ("dense", None, """
Great question — tenant advocates argue that mandatory licensing lets cities inspect homes and catch dangerous conditions before tenants are harmed, makes it easier for tenants to find out who their landlord is through a public register, and means landlords who repeatedly break the rules could lose the right to rent out homes. Landlord associations counter that license fees are likely to be passed on to tenants through higher rents, that good landlords end up paying for paperwork while the worst operators simply ignore the scheme, and that licensing would push some small landlords to sell up and leave the rental market altogether, so overall it's a genuine trade-off between oversight and cost.
""", [
                ("invented_claim", "licensing would push some small landlords to sell up and leave the rental market altogether", None),
            ]),
            ("closing", None, """
Great question — this is a hotly debated topic, with tenants and landlords often seeing it very differently.

**Arguments for:**
- **Safer homes:** Tenant advocates say licensing lets cities inspect homes and catch dangerous conditions before tenants are harmed.
- **Clear ownership:** A public register makes it easier for tenants to find out who their landlord is.

**Arguments against:**
- **Cost to renters:** Landlord associations warn that license fees are likely to be passed on to tenants through higher rents.
- **Paperwork for the good guys:** Good landlords end up paying for paperwork while the worst operators simply ignore the scheme.
- **One point of agreement:** Landlord associations say they would welcome one piece of it, since landlords who repeatedly break the rules could lose the right to rent out homes.

Overall, landlord licensing involves real trade-offs between tenant protection and cost, and reasonable people can come down on either side.
""", [
                ("side_swap", "Landlord associations say they would welcome one piece of it, since landlords who repeatedly break the rules could lose the right to rent out homes.", (0, 2)),
            ]),
        ],
    },
    {
        "id": "mental_health_crisis_responders",
        "topic": "Sending mental-health responders instead of police to crisis calls",
        "query": "Should cities send mental-health responders instead of police to 911 calls about people in a mental-health crisis?",
        "perspectives": [
            ("supporters", [
                "Trained mental-health workers can often calm a crisis without anyone being arrested or hurt.",
                "Taking these calls off police frees officers to focus on crime.",
            ]),
            ("police unions and other critics", [
                "Some crisis calls turn violent, and unarmed responders could be put in danger.",
                "Running a second round-the-clock response service may be expensive for cities.",
                "Dispatchers cannot always tell from a phone call which situations are safe to send civilians to.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Great question — this is a hotly debated topic, and it touches on public safety, mental health, and city budgets all at once.

**Pros:**
- **De-escalation:** Trained mental-health workers can often calm a crisis without anyone being arrested or hurt.
- **Better use of police time:** Taking these calls off police frees officers to focus on crime.

**Cons:**
- **Safety risks:** Some crisis calls turn violent, and unarmed responders could be put in danger.
- **Cost:** Running a second round-the-clock response service may be expensive for cities.
- **Hard calls for dispatchers:** Dispatchers can't always tell from a phone call which situations are safe to send civilians to.

Overall, the idea has clear potential benefits but also real practical challenges, and how it plays out depends a lot on how a city sets it up.
""", []),
            ("numbered", None, """
Great question — here's a breakdown of the main arguments on each side.

**Arguments for:**
1. **Calmer outcomes:** Supporters say trained mental-health workers can defuse these situations every time without anyone being arrested or hurt.
2. **Freeing up officers:** Shifting these calls away from police lets officers focus on crime.

**Arguments against:**
1. **Danger to responders:** Police unions and other critics note that some crisis calls turn violent, which could put unarmed responders in danger.
2. **Price tag:** Running a second response service around the clock may be expensive for cities.
3. **Dispatch uncertainty:** Dispatchers can't always tell from a phone call which situations are safe to send civilians to.

Overall, both sides are responding to real concerns, and many of the details come down to local resources and priorities.
""", [
                ("exaggeration", "trained mental-health workers can defuse these situations every time without anyone being arrested or hurt", (0, 0)),
            ]),
            ("headed", None, """
Great question — this is a hotly debated topic, and both sides raise serious points.

### Arguments for
- **Fewer arrests and injuries:** Trained mental-health workers can often calm a crisis without anyone being arrested or hurt.
- **Focusing police on crime:** Taking these calls off police's plates frees officers to focus on crime.
- **Better follow-through:** Supporters also point out that people in crisis are more likely to accept follow-up care when the first person they meet isn't in uniform.

### Arguments against
- **Risk of violence:** Police unions and other critics warn that some crisis calls turn violent, and unarmed responders could be put in danger.
- **Cost:** Running a second round-the-clock response service may be expensive for cities.

Overall, it's a question of balancing a gentler approach to people in crisis against concerns about safety and cost, and there's no single right answer.
""", [
                ("invented_claim", "Supporters also point out that people in crisis are more likely to accept follow-up care when the first person they meet isn't in uniform.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Great question — supporters argue that trained mental-health workers can often calm a crisis without anyone being arrested or hurt, and that taking these calls off police frees officers to focus on crime. Police unions and other critics respond that some crisis calls turn violent and could put unarmed responders in danger, that running a second round-the-clock service may be expensive for cities, and that dispatchers can't always tell from a phone call which situations are safe to send civilians to, so overall it's a genuine balancing act with no easy answer.
""", []),
            ("closing", None, """
Great question — this is a hotly debated topic, and it's one where people's views often depend on their experience with both police and mental-health services.

**Arguments for:**
- **A calmer response:** Trained mental-health workers can often calm a crisis without anyone being arrested or hurt.
- **More time for police work:** Taking these calls off police frees officers to focus on crime.

**Arguments against:**
- **Safety concerns:** Some crisis calls turn violent, and unarmed responders could be put in danger.
- **Budget strain:** Running a second round-the-clock response service may be expensive, particularly for smaller cities that already struggle to staff their 911 centers.
- **Tough triage:** Dispatchers can't always tell from a phone call which situations are safe to send civilians to.

Overall, both sides raise important considerations, and it's ultimately up to each community to decide how to weigh them.
""", [
                ("added_detail", "particularly for smaller cities that already struggle to staff their 911 centers", (1, 1)),
            ]),
            ("prose", None, """
Great question — this is a hotly debated topic, so it's worth laying out both sides.

**Arguments for:** Supporters say trained mental-health workers can often bring a crisis down to a calmer level without anyone being arrested or hurt. They also argue that taking these calls off police frees officers up to focus on crime.

**Arguments against:** Police unions and other critics point out that some crisis calls turn violent, and unarmed responders could be put in danger. They add that running a second round-the-clock response service may be expensive for cities. And while they grant that dispatchers can generally tell from a phone call which situations are safe for civilians, they still see the first two risks as serious.

Overall, the debate reflects a tension between a more specialized response to mental-health crises and concerns about safety and cost, and reasonable people land in different places.
""", [
                ("negation", "they grant that dispatchers can generally tell from a phone call which situations are safe for civilians", (1, 2)),
            ]),
        ],
    },
    {
        "id": "inclusionary_zoning_affordable_units",
        "topic": "Requiring new housing developments to include affordable units",
        "query": "Should cities require developers to set aside a share of the homes in new developments as affordable housing?",
        "perspectives": [
            ("supporters of the requirement", [
                "Requiring affordable units spreads lower-income households across neighborhoods instead of concentrating them.",
                "It gets affordable homes built without large amounts of public money.",
            ]),
            ("developers", [
                "The cost of the below-market units may be pushed onto the prices of the other homes.",
                "Some projects could become unprofitable and never get built, reducing overall supply.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Great question — this policy, often called inclusionary zoning, is a hotly debated topic in housing circles.

### Arguments for
- **Mixed-income neighborhoods:** Supporters say requiring affordable units spreads lower-income households across neighborhoods instead of concentrating them in a few areas.
- **Less strain on public budgets:** It gets affordable homes built without large amounts of public money.

### Arguments against
- **Higher prices elsewhere:** Developers argue the cost of the below-market units may be pushed onto the prices of the other homes.
- **Fewer projects:** Some projects could become unprofitable and never get built, which would reduce overall supply.

Overall, the debate hinges on whether the affordable units gained outweigh any effect on prices and construction, and the evidence is something each city has to weigh for itself.
""", []),
            ("closing", None, """
Great question — this is a hotly debated topic, and both sides care about housing affordability even if they disagree on the fix.

**Arguments for:**
- **Integration:** Supporters say requiring affordable units spreads lower-income households across neighborhoods instead of concentrating them.

**Arguments against:**
- **A trade-off developers recognize:** Developers themselves acknowledge that the policy gets affordable homes built without large amounts of public money, but they see downsides too.
- **Pass-through costs:** The cost of the below-market units may be pushed onto the prices of the other homes.
- **Projects that don't pencil out:** Some projects could become unprofitable and never get built, reducing overall supply.

Overall, both sides make a reasonable case, and the right balance likely varies from one housing market to another.
""", [
                ("side_swap", "Developers themselves acknowledge that the policy gets affordable homes built without large amounts of public money", (0, 1)),
            ]),
            ("dense", None, """
Great question — supporters say requiring affordable units spreads lower-income households across neighborhoods instead of concentrating them and gets affordable homes built without large amounts of public money, while developers argue that the cost of the below-market units may be pushed onto the prices of the other homes and that many projects would become unprofitable and never get built, cutting overall supply, so overall it's a real trade-off that cities weigh differently.
""", [
                ("exaggeration", "many projects would become unprofitable and never get built", (1, 1)),
            ]),
            ("prose", None, """
Great question — inclusionary requirements are a hotly debated topic, and it helps to see what each side is worried about.

**Arguments for:** Supporters say that requiring affordable units in new developments spreads lower-income households across many neighborhoods rather than concentrating them in a few. They also point out that it gets affordable homes built without needing large amounts of public money.

**Arguments against:** Developers counter that the cost of the below-market units may simply be pushed onto the prices of the other homes. They also warn that some projects could become unprofitable and never get built at all, which would reduce the overall housing supply.

**Key takeaway:** Both sides say they want more affordable housing; they disagree about whether this particular tool helps or hinders that goal.

Overall, it's a genuine trade-off, and how it works out in practice can depend on the details of each city's rules.
""", []),
            ("bullets", None, """
Great question — this is a hotly debated topic in local housing policy.

**Pros:**
- **No big public price tag:** Supporters say the requirement gets affordable homes built without large amounts of public money.
- **Results on the ground:** One analysis found that cities with these rules added roughly 15% more affordable units over a decade than comparable cities without them.

**Cons:**
- **Costs shifted to buyers and renters:** Developers argue the cost of the below-market units may be pushed onto the prices of the other homes.
- **Projects shelved:** Some projects could become unprofitable and never get built, reducing overall supply.

Overall, the policy has passionate backers and critics, and its effects can vary widely depending on how it's designed.
""", [
                ("invented_statistic", "One analysis found that cities with these rules added roughly 15% more affordable units over a decade than comparable cities without them.", None),
                ("omitted_argument", None, (0, 0)),
            ]),
            ("numbered", None, """
Great question — requiring affordable units in new developments is a hotly debated idea, and here's the case its supporters make.

**Arguments for:**
1. **Mixed neighborhoods:** Requiring affordable units spreads lower-income households across neighborhoods instead of concentrating them.
2. **Affordable homes without big subsidies:** It gets affordable homes built without large amounts of public money, relying on private financing instead of voter-approved housing bonds.

**Key takeaway:** Supporters see it as a way to add affordable housing while also building more economically mixed communities.

Overall, whether the requirement makes sense depends on local housing conditions, and different cities have reached different conclusions.
""", [
                ("omitted_perspective", None, 1),
                ("added_detail", "relying on private financing instead of voter-approved housing bonds", (0, 1)),
            ]),
        ],
    },
]
