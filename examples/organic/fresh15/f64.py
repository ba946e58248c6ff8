"""Fresh15 batch f64 (written by a separate writer): Term limits for sports federation presidents; A local-food quota for public-sector kitchens; Mandatory paid heat breaks for outdoor workers; Anti-SLAPP laws to protect journalists from silencing lawsuits."""

TOPICS = [
    {
        "id": "term_limits_sports_federation_presidents",
        "topic": "Term limits for sports federation presidents",
        "query": "Should presidents of national and international sports federations be limited to a fixed number of terms?",
        "perspectives": [
            ("governance reformers", [
                "Term limits could stop federation presidents from building personal power bases.",
                "Regular turnover may bring fresh leadership and new ideas into sports bodies.",
            ]),
            ("federation officials", [
                "Experienced presidents can provide stability during long projects such as bids to host major events.",
                "Member associations can already vote out a president they are unhappy with.",
            ]),
            ("athletes' representatives", [
                "Leaders who know they will rotate out may be more willing to listen to athletes' concerns.",
                "Term limits alone would achieve little unless federation voting rules are also reformed.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
The debate over capping how long sports federation presidents can serve draws three distinct camps.

**Governance reformers**
Reformers argue that limits "could stop presidents from building personal power bases" — an argument about the concentration of power. They also suggest that regular turnover "may bring fresh leadership and new ideas," which is a point about renewal rather than about misconduct.

**Federation officials**
"Experienced presidents can provide stability during long projects like hosting bids," officials say; theirs is an argument about continuity. They add that member associations can already vote out a president they are unhappy with — a procedural point that the existing system has its own remedy.

**Athletes' representatives**
Athletes' groups make two points. Leaders who know they will rotate out "may be more willing to listen to athletes' concerns," a claim about accountability to competitors. At the same time, they caution that limits on their own "would achieve little unless voting rules are also reformed" — a conditional argument that treats term limits as one piece of a wider reform rather than a fix in themselves.
""", []),
            ("three_perspectives", None, """
Here are the main arguments over term limits for federation presidents, with a note on what kind of point each one is.

Governance reformers:
- "Limits could keep presidents from building up personal power bases" — a structural argument about who holds influence.
- "Turnover may bring fresh leadership and new ideas" — an argument about renewal.

Federation officials:
- "Experienced presidents can offer stability through long projects, such as bids to host major events" — an argument from continuity.
- "Members can already vote out a president they're unhappy with" — a point that existing democratic mechanisms already address the problem.

In short, the disagreement is over whether the check on a president should be a fixed rule or the ballot box.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Should sports federation presidents face term limits? Here's how the three groups line up.

Federation officials — "A seasoned president can give stability to long projects like bids for major events," they argue, which is an argument about continuity. They also point out that "member associations can already remove a president they're unhappy with at the ballot box" — a claim that the remedy already exists.

Governance reformers — Their case is that term limits could prevent presidents from building personal power bases, a point about concentrated power, and that regular turnover may bring in fresh leadership and new ideas, which is an argument about renewal.

Athletes' representatives — "Leaders who know they will be rotating out may listen more closely to athletes' concerns," they say: an argument about responsiveness. But they also warn that term limits "would do little on their own unless federation voting rules change too" — a caveat about the reach of the policy itself.
""", []),
            ("three_perspectives", None, """
Term limits for federation presidents bring three groups' concerns into play.

**Governance reformers** say limits "could prevent presidents from building up personal power bases" — an argument about where power accumulates. A review of international federations found that presidents with no term limit served an average of 17 years.

**Federation officials** argue that "experienced presidents can provide stability during long projects," citing bids to host major events; that is an argument from continuity. They also say members "can already vote out a president they're unhappy with," a point about existing accountability.

**Athletes' representatives** believe leaders who know they will rotate out "may be more willing to listen to athletes' concerns," and add that regular turnover could bring fresh leadership and new ideas into sports bodies — both arguments about responsiveness and renewal. Still, they caution that term limits alone "would achieve little unless voting rules are reformed as well," a conditional point.
""", [
                ("invented_statistic", "A review of international federations found that presidents with no term limit served an average of 17 years", None),
                ("side_swap", "add that regular turnover could bring fresh leadership and new ideas into sports bodies", (0, 1)),
            ]),
            ("three_perspectives", None, """
A summary of the arguments, grouped by who makes them:

1. Governance reformers
   - "Term limits could stop presidents from turning federations into personal power bases." (A point about concentrated authority.)
   - "Turnover may bring new leaders and new ideas." (A point about renewal.)
2. Federation officials
   - "Experienced presidents can keep long projects, such as bids to host major events, on a steady course." (An argument from stability.)
   - "Member associations can already vote out a president they are unhappy with." (A procedural point: the mechanism exists.)
3. Athletes' representatives
   - "Presidents who know they'll rotate out may pay more attention to athletes' concerns." (An argument about responsiveness.)
   - "Limits by themselves won't achieve much unless federation voting rules are reformed too." (A caveat that the measure is incomplete on its own.)
""", []),
            ("three_perspectives", None, """
Proposals to cap federation presidents' tenure draw different reactions depending on who you ask.

Reformers see two benefits. Term limits "could stop presidents from building personal power bases," which is an argument about concentrated influence, and regular turnover "may bring fresh leadership and new ideas," an argument about renewal.

Officials inside federations push back. "Experienced presidents can provide stability during long projects such as hosting bids," they say — a continuity argument. And because member associations can already vote out a president they're unhappy with, they see the existing system as providing its own check; that is a procedural point.

Athletes' representatives sit somewhere in between. They suggest leaders who will rotate out "may be more willing to listen to athletes' concerns," a point about accountability, and they argue that term limits would make a real difference even if federation voting rules stayed as they are — a claim about how much the measure can achieve by itself.
""", [
                ("negation", "they argue that term limits would make a real difference even if federation voting rules stayed as they are", (2, 1)),
            ]),
        ],
    },
    {
        "id": "local_food_quota_public_kitchens",
        "topic": "A local-food quota for public-sector kitchens",
        "query": "Should schools, hospitals and other public kitchens be required to buy a set share of their food from local farms?",
        "perspectives": [
            ("supporters", [
                "A guaranteed public market could give small local farms a more stable income.",
                "Shorter supply chains may mean fresher food on school and hospital plates.",
                "Buying locally could cut emissions from transporting food over long distances.",
            ]),
            ("critics", [
                "Local produce can cost more, which would squeeze already tight catering budgets.",
                "Some regions may not grow enough variety to meet a quota all year round.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of a local-food quota say it would guarantee small local farms a steady income — a straightforwardly economic argument about farm livelihoods. They also argue that shorter supply chains "may mean fresher food on school and hospital plates," a point about quality, and that buying locally "could cut emissions from hauling food long distances," which is an environmental argument.

Critics answer on cost and practicality. "Local produce can cost more," they note, and that extra cost would squeeze catering budgets that are already tight — a budgetary argument. They add that some regions "may not grow enough variety to meet a quota year-round," a point about seasonal and geographic feasibility.
""", [
                ("exaggeration", "it would guarantee small local farms a steady income", (0, 0)),
            ]),
            ("bullets", None, """
The arguments on a local-sourcing quota for public kitchens:

**For**
- "Small local farms could gain a more stable income from a guaranteed public market" — an economic point about farm viability.
- "Fresher food may reach plates in schools and hospitals if supply chains are shorter" — a point about food quality.
- "Local buying could reduce the emissions from moving food over long distances" — an environmental argument.

**Against**
- "Local produce can be more expensive, squeezing already tight catering budgets" — a cost argument.
- "Some regions may not produce enough variety to fill a quota throughout the year" — a practical argument about supply.
""", []),
            ("numbered", None, """
Here are the main points, numbered, with a note on what kind of argument each one is.

1. Supporters: a guaranteed public market "could give small local farms a more stable income." This is an economic argument.
2. Supporters: shorter supply chains "may mean fresher food for pupils and patients." A quality argument.
3. Supporters: buying locally "could reduce emissions from long-distance food transport." An environmental argument.
4. Supporters: a quota could also help children learn where their food comes from through links with nearby farms. An educational argument.
5. Critics: local produce "can cost more, squeezing already tight catering budgets." A budgetary argument.
""", [
                ("invented_claim", "a quota could also help children learn where their food comes from through links with nearby farms", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("headed", None, """
## Farm incomes and food quality
Supporters argue that a guaranteed public market "could give small local farms a more stable income" — an economic case. Shorter supply chains, they add, "may mean fresher food on school and hospital plates," which is about quality.

## Emissions
"Buying locally could cut the emissions from transporting food," supporters say, especially the refrigerated trucks and air freight used for imported produce — an environmental argument.

## Cost and supply
Critics counter that local produce "can cost more," squeezing already tight catering budgets — a point about money. And some regions, they argue, "may not grow enough variety to meet a quota all year," which is an argument about practical supply.
""", [
                ("added_detail", "especially the refrigerated trucks and air freight used for imported produce", (0, 2)),
            ]),
            ("dense", None, """
Backers of a local-food quota make three points — "a guaranteed public market could steady small farms' incomes" (economic), "shorter supply chains may put fresher food on school and hospital plates" (quality), and "local buying could cut emissions from long-distance transport" (environmental) — while critics reply that "local produce can cost more and squeeze already tight catering budgets" (a cost argument) and that "some regions may not grow enough variety to meet a quota all year round" (a supply argument).
""", []),
            ("closing", None, """
Supporters start from the farm side: a guaranteed public market "could give small local farms a more stable income," which is an economic argument. They also contend that buying locally "could cut emissions from transporting food over long distances" — an environmental point. And, in their view, steady orders from schools and hospitals could give small producers more predictable earnings, another argument about farm finances.

Critics raise cost and supply. "Local produce can cost more," they warn, squeezing already tight catering budgets — a budget argument. Some regions, they add, "may not grow enough variety to meet a quota all year round," a point about feasibility.

Both camps are making practical arguments; they simply weigh different practicalities.
""", [
                ("repetition", "steady orders from schools and hospitals could give small producers more predictable earnings", (0, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "paid_heat_breaks_outdoor_workers",
        "topic": "Mandatory paid heat breaks for outdoor workers",
        "query": "Should employers be legally required to give outdoor workers paid rest breaks once temperatures pass a set level?",
        "perspectives": [
            ("worker advocates", [
                "Paid breaks in extreme heat could prevent heatstroke and other heat-related illness.",
                "A legal rule would protect workers who feel unable to ask for a break themselves.",
            ]),
            ("employers", [
                "Stopping work during the hottest hours may delay projects and raise costs.",
                "A single temperature threshold may not suit every job, region or type of work.",
                "Many employers already adjust schedules in hot weather without being required to.",
            ]),
        ],
        "variants": [
            ("closing", None, """
Worker advocates put the case in terms of health: paid breaks in extreme heat "could prevent heatstroke and other heat-related illness" — a safety argument. They also say a legal rule "would protect workers who don't feel able to ask for a break themselves," an argument about bargaining power on the job.

Employers raise three concerns. "Stopping work in the hottest hours may delay projects and push up costs" is an economic point. "One temperature threshold may not fit every job, region or kind of work" is an argument about how well a uniform rule matches varied conditions. And "many employers already adjust schedules when it's hot, without being told to" is a claim that voluntary practice already covers some of the ground.

The two sides are largely weighing different things — health protection on one hand, cost and flexibility on the other.
""", []),
            ("bullets", None, """
Points for a mandatory heat-break rule:
- "Paid breaks in extreme heat could prevent heatstroke and other heat-related illness, particularly among older roofers and farmworkers" — a health and safety argument.
- "A legal rule would protect workers who feel unable to ask for a break" — an argument about the imbalance of power at work.
- Advocates also note that many employers already adjust schedules in hot weather without being required to — a point about current practice.

Points against:
- "Stopping work in the hottest hours may delay projects and raise costs" — an economic argument.
- "A single temperature threshold may not suit every job, region or type of work" — an argument about flexibility.
""", [
                ("added_detail", "particularly among older roofers and farmworkers", (0, 0)),
                ("side_swap", "Advocates also note that many employers already adjust schedules in hot weather without being required to", (1, 2)),
            ]),
            ("numbered", None, """
Here are the arguments in turn:

1. Worker advocates: paid breaks during extreme heat "could head off heatstroke and other heat-related illness." A safety argument.
2. Worker advocates: a legal requirement "would protect workers who feel they can't ask for a break on their own." An argument about workplace power.
3. Employers: halting work in the hottest hours "may delay projects and add costs." An economic argument.
4. Employers: a single temperature trigger "may not suit every job, region or type of work." An argument against one-size-fits-all rules.
5. Employers: many firms "already adjust schedules in hot weather without a mandate." An argument that the issue is partly handled voluntarily.
""", []),
            ("headed", None, """
### The case for
Worker advocates argue that paid breaks in extreme heat "could prevent heatstroke and other heat-related illness" — a safety argument. Heat-related workplace injuries have risen by roughly 40 percent over the past decade, according to one occupational health study. Advocates add that a legal rule "would protect workers who feel unable to ask for a break themselves," which is about the balance of power between staff and managers.

### The case against
"Stopping work during the hottest hours may delay projects and raise costs," employers say — a cost argument. They also argue that a single threshold "may not suit every job, region or type of work," a point about flexibility, and that many employers "already adjust schedules in hot weather" without a requirement — an argument from existing practice.
""", [
                ("invented_statistic", "Heat-related workplace injuries have risen by roughly 40 percent over the past decade, according to one occupational health study", None),
            ]),
            ("prose", None, """
Worker advocates frame the question around safety. Paid breaks in extreme heat, they say, "could prevent heatstroke and other heat-related illness" — a health argument. A legal rule, in their view, "would protect workers who feel unable to ask for a break themselves," which is an argument about those with less say at work.

Employers respond with practical objections. "Stopping work during the hottest hours may delay projects and raise costs," they warn; that is an economic point. They accept that a single temperature threshold could be applied across most jobs and regions, but stress that many employers already adjust schedules in hot weather without being required to — an argument that voluntary practice is already in place.
""", [
                ("negation", "They accept that a single temperature threshold could be applied across most jobs and regions", (1, 1)),
            ]),
            ("dense", None, """
In brief: worker advocates say paid heat breaks "could prevent heatstroke and other heat-related illness" (a safety point) and that a legal rule "would protect workers who feel unable to ask for a break" (a point about workplace power); employers counter that stopping work in the hottest hours "may delay projects and raise costs" (economic), that one temperature threshold "may not suit every job, region or type of work" (a flexibility point), and that many employers "already adjust schedules in hot weather without being required to" (an argument from existing practice).
""", []),
        ],
    },
    {
        "id": "anti_slapp_laws_journalists",
        "topic": "Anti-SLAPP laws to protect journalists from silencing lawsuits",
        "query": "Should courts be given powers to quickly throw out lawsuits designed to silence journalists and critics?",
        "perspectives": [
            ("supporters", [
                "Early dismissal could stop wealthy individuals and companies from using costly lawsuits to intimidate reporters.",
                "Small news outlets may be more willing to publish investigations if legal threats carry less risk.",
            ]),
            ("critics", [
                "People who have genuinely been defamed could find it harder to get their case heard.",
                "Judges may struggle to tell a silencing lawsuit from a legitimate claim at an early stage.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Supporters of anti-SLAPP rules argue that early dismissal "could stop wealthy individuals and companies from using costly lawsuits to intimidate reporters" — an argument about power and access to the courts. They also suggest that small news outlets "may be more willing to publish investigations if legal threats carry less risk," a point about the chilling effect on journalism.

Critics focus on the other side of the ledger. People who have genuinely been defamed would be shut out of the courts entirely, they warn — a fairness argument about claimants' rights. And judges "may struggle to tell a silencing lawsuit from a legitimate claim early on," which is a practical point about how the law would be applied.
""", [
                ("exaggeration", "People who have genuinely been defamed would be shut out of the courts entirely", (1, 0)),
            ]),
            ("bullets", None, """
- "Costly lawsuits are a tool wealthy individuals and companies can use to intimidate reporters, and early dismissal could stop that," say supporters — an argument about imbalance of resources.
- "Small outlets may publish more investigations if legal threats carry less risk," supporters add; this is an argument about the chilling effect.
- Supporters further argue that the laws would free up court time currently spent on weak cases — an efficiency argument.
- "Genuinely defamed people could find it harder to be heard," critics counter — an argument about fairness to claimants.
- "Judges may struggle to distinguish a silencing suit from a legitimate claim at an early stage," critics also say; that is a practical, procedural concern.
""", [
                ("invented_claim", "Supporters further argue that the laws would free up court time currently spent on weak cases", None),
            ]),
            ("headed", None, """
**What supporters say**
Their first point: early dismissal "could stop the wealthy — individuals and companies alike — from using expensive litigation to intimidate reporters." That is an argument about unequal resources. Their second: small news outlets "may be more willing to run investigations if legal threats carry less risk," an argument about press freedom in practice.

**What critics say**
"Genuinely defamed people could find it harder to get a hearing," critics warn, which is a concern about claimants' access to justice. They also doubt that judges can reliably "tell a silencing lawsuit from a legitimate claim at an early stage" — a point about the practical difficulty of the test.
""", []),
            ("numbered", None, """
1. Supporters' point: early dismissal "could stop wealthy individuals and companies using costly lawsuits to intimidate reporters." This is an argument about who can afford to litigate.
2. Critics' first point: people who have genuinely been defamed "could find it harder to get their case heard." This is an argument about fairness to those bringing claims.
3. Critics' second point: judges "may struggle to tell a silencing lawsuit from a legitimate claim at an early stage." This is a practical concern about applying the rule.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
On anti-SLAPP laws, the arguments divide along fairly clear lines.

Supporters say early dismissal "could stop wealthy individuals and companies from using costly lawsuits, often filed in several countries at once, to intimidate reporters" — an argument about imbalance of power. They add that smaller news outlets "may be more willing to publish investigations if legal threats carry less risk," which concerns the chilling effect.

Critics reply that "people who have genuinely been defamed could find it harder to get their case heard" — an argument about claimants' rights — and that judges "may struggle to tell a silencing lawsuit from a legitimate claim at an early stage," a point about practicality.

Supporters' points are about protecting journalism; critics' are about protecting claimants and the courts' ability to judge cases fairly.
""", [
                ("added_detail", "often filed in several countries at once", (0, 0)),
            ]),
            ("dense", None, """
Supporters contend that early dismissal "could stop wealthy people and companies from using costly suits to intimidate reporters" (a resources argument) and that small news outlets "may publish more investigations if legal threats carry less risk" (a chilling-effect argument); critics reply that the genuinely defamed "could find it harder to have their case heard" (a fairness argument) and that judges "may struggle to tell a silencing suit from a legitimate claim early on" (a practical one).
""", []),
        ],
    },
]
