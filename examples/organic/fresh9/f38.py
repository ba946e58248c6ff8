"""Fresh9 batch f38 (written by a separate writer): unlimited paid holiday; salary ranges in job adverts; banning non-compete clauses; banning unpaid trial shifts."""

TOPICS = [
    {
        "id": "unlimited_paid_holiday_policy",
        "topic": "A company offering unlimited paid holiday",
        "query": "Should our company offer unlimited paid holiday to all staff?",
        "perspectives": [
            ("employees", [
                "Unlimited holiday could give staff more flexibility to rest when they actually need it.",
                "Some employees may end up taking less time off because there is no clear entitlement and they fear looking uncommitted.",
            ]),
            ("managers", [
                "Managers may find it harder to plan cover when leave requests are not capped.",
                "The policy could signal trust and help attract candidates who value autonomy.",
            ]),
            ("finance team", [
                "The company would no longer need to pay out accrued but unused holiday when people leave.",
                "Absence costs could become less predictable from year to year.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Unlimited holiday sounds like a simple perk. It's really a three-way negotiation. 💡

Here's how each group sees it.

**Employees**

→ More flexibility to rest when you actually need it, not when the calendar says so.

→ But some people may end up taking less time off, because without a clear entitlement nobody wants to look like the least committed person on the team.

**Managers**

→ Planning cover could get harder when leave requests aren't capped.

→ On the other hand, it could signal trust and help attract candidates who value autonomy.

**Finance**

→ No more paying out accrued, unused holiday when someone leaves.

→ The trade-off: absence costs could swing more from one year to the next.

Same policy, three very different spreadsheets.

Where do you land? 👇

#FutureOfWork #HR #Leadership
""", []),
            ("three_perspectives", None, """
Here's what nobody tells you about unlimited holiday.

Employees get the obvious upside: more flexibility to take a break when they genuinely need one.

The catch is that employees end up taking less time off, full stop, because with no clear entitlement they're scared of looking uncommitted.

Managers, meanwhile, may struggle to plan cover once leave requests have no ceiling.

They also like that the company no longer has to pay out unused holiday when someone walks out the door.

And it could be a trust signal that helps them hire people who value autonomy.

The finance team sees a different risk: absence costs may become harder to predict from year to year.

So who comes out ahead? Depends which desk you sit at. 🤔

What would your team do? 👇

#HR #UnlimitedPTO #WorkCulture
""", [
                ("exaggeration", "employees end up taking less time off, full stop", (0, 1)),
                ("side_swap", "They also like that the company no longer has to pay out unused holiday when someone walks out the door.", (2, 0)),
            ]),
            ("three_perspectives", None, """
Unlimited holiday: generous perk or quiet trap? Depends who you ask.

1. **Employees**
→ Supporters say it could give people the freedom to rest when they really need to.
→ Skeptics point out that some staff may actually take less leave, since there's no set allowance and they worry about seeming less dedicated.

2. **Managers**
→ Covering absences could become trickier without a cap on requests.
→ Still, the policy could send a message of trust and draw in candidates who prize autonomy.

3. **Finance**
→ When people leave, there would be no accrued holiday left to pay out.
→ Yet year-to-year absence costs could get harder to forecast.

Turns out "unlimited" means something different to everyone at the table. 😅

Which of these would worry you most? 👇

#WorkLifeBalance #PeopleOps #Finance
""", []),
            ("three_perspectives", None, """
Unlimited holiday is one of those policies everyone has an opinion on.

Let's look at it from the people side. 👀

For employees:

→ It could give them real flexibility to recharge when they actually need it.

→ But some may take less time off, because with no defined entitlement, nobody wants to be the one who looks uncommitted.

For managers:

→ Without a cap on requests, arranging cover may become a headache.

→ At the same time, offering it could signal trust and make the company more appealing to candidates who want autonomy.

Two groups, two very different sets of trade-offs.

Would you take more or less leave under a policy like this? 👇

#Leadership #HR #EmployeeExperience
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Unpopular opinion: unlimited holiday means something different depending on who you ask.

Employees could gain the flexibility to rest when they actually need to.

But some may end up taking less leave, because there's no clear entitlement and they don't want to look uncommitted.

One widely shared survey found staff on unlimited plans took an average of 13 days a year, versus 15 for those with a fixed allowance. 📉

Managers may have a harder time lining up cover when requests aren't capped.

They also see it as a trust signal that could help attract candidates who value autonomy.

For finance, there's no accrued-but-unused holiday to pay out when people leave.

And absence costs could actually become easier to budget for, year after year.

Three groups, three scorecards.

Where do you land? 👇

#FutureOfWork #HR #CFO
""", [
                ("invented_statistic", "One widely shared survey found staff on unlimited plans took an average of 13 days a year, versus 15 for those with a fixed allowance.", None),
                ("negation", "absence costs could actually become easier to budget for", (2, 1)),
            ]),
            ("three_perspectives", None, """
Here's what each side gets right about unlimited holiday. 💡

👩‍💻 Employees
→ Flexibility: people could take rest when they actually need it.
→ The risk: some may take less time off, since there's no clear entitlement and nobody wants to look uncommitted.
→ Put simply, it could let staff step away whenever they genuinely need a break.

📋 Managers
→ Cover planning may get harder when nobody's leave is capped.

💰 Finance
→ The company wouldn't need to pay out accrued holiday that people haven't used when they leave.
→ But absence costs could become less predictable from one year to the next.

The policy is the same. The incentives aren't.

How would your company handle it? 👇

#HR #Leadership #PeopleStrategy
""", [
                ("repetition", "Put simply, it could let staff step away whenever they genuinely need a break.", (1, 1)),
            ]),
        ],
    },
    {
        "id": "salary_ranges_in_job_adverts",
        "topic": "Requiring salary ranges in every job advert",
        "query": "Should employers be required to include a salary range in every job advert?",
        "perspectives": [
            ("pro", [
                "Posting pay ranges could help narrow gender and racial pay gaps by making pay more transparent.",
                "Candidates would save time by not applying for jobs that pay less than they need.",
                "It may push companies to review whether their existing pay structures are fair.",
            ]),
            ("con", [
                "Employers may lose bargaining flexibility and feel pressure to advertise overly wide ranges.",
                "Existing staff could become unhappy if new roles are advertised at higher pay than they earn.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Pay transparency in job ads: here's what both sides get right.

The case for it:

- Publishing ranges could help shrink gender and racial pay gaps, because pay stops being a secret.
- Job seekers would stop wasting time on roles that don't pay what they need.
- It may nudge companies to take a hard look at whether their current pay structures are actually fair.

The case against:

- Employers may lose room to negotiate, and could feel pushed into posting overly broad ranges.
- Current employees could get frustrated if a new role is advertised above what they're paid.

It's a genuine trade-off. 🤔

Would you apply to a job that doesn't list a salary? 👇

#PayTransparency #Hiring #HR
""", []),
            ("prose", None, """
Unpopular opinion: salary ranges in job ads are less simple than they sound.

Supporters argue that putting the numbers out in the open could help close gender and racial pay gaps.

They also say candidates would save time by skipping jobs that pay less than they need.

And the requirement may prompt companies to check whether their current pay structures are fair in the first place.

On top of that, advocates believe visible ranges would make hiring faster, since fewer offers would fall apart over money at the last minute.

Critics see it differently.

They worry employers may lose bargaining flexibility and feel pressure to post overly wide ranges.

So is transparency worth the trade-off?

Drop your take below. 👇

#PayTransparency #Recruiting #FutureOfWork
""", [
                ("invented_claim", "advocates believe visible ranges would make hiring faster, since fewer offers would fall apart over money at the last minute", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
Should every job ad show a salary range? Five arguments worth knowing. 💡

1. **Closing pay gaps** – More transparent pay could help narrow gender and racial gaps.
2. **Respecting candidates' time** – People wouldn't waste effort applying for roles that pay too little for them.
3. **A fairness check** – Companies may be pushed to review whether their existing pay structures hold up.
4. **Less room to negotiate** – Employers may lose bargaining flexibility and feel pressure to advertise overly wide ranges.
5. **Internal friction** – Existing staff could be unhappy if new roles are advertised at higher pay than they earn.

The first three come from supporters; the last two from skeptics.

Which one matters most to you? 👇

#Hiring #PayEquity #Leadership
""", []),
            ("headed", None, """
Here's what both sides get right about salary ranges in job ads. 💡

### Why supporters want it

Making pay visible could help narrow gender and racial pay gaps.

Candidates would stop sitting through several interview rounds only to discover at the offer stage that the pay doesn't cover their needs.

And it may force a healthy internal question: are our current pay structures actually fair?

### Why critics push back

Employers may lose some bargaining flexibility, and might feel pressure to advertise ranges that are wider than they need to be.

Current staff could also feel resentful if a new role is posted at higher pay than they're earning.

### The bottom line

It's a genuine trade-off between openness and flexibility.

Where do you land? 👇

#PayTransparency #TalentAcquisition #HR
""", [
                ("added_detail", "Candidates would stop sitting through several interview rounds only to discover at the offer stage that the pay doesn't cover their needs.", (0, 1)),
            ]),
            ("dense", None, """
Salary ranges in every job ad? Here's the whole debate in one breath. 💡

Supporters say posting pay could help narrow gender and racial gaps, save candidates from applying to jobs that pay less than they need, and may push companies to check whether their existing pay structures are fair, while critics counter that employers may lose bargaining flexibility, feel pressure to advertise overly wide ranges, and could face unhappy current staff if new roles are advertised at higher pay.

Where do you land? 👇

#PayTransparency #Hiring #Careers
""", []),
            ("closing", None, """
Salary ranges on every job ad: a quick, fair look at both sides.

→ Pay transparency could help narrow gender and racial pay gaps.

→ Candidates would save time by not chasing jobs that pay less than they need.

→ Companies may be prompted to check whether their existing pay structures are fair.

On the other side:

→ Employers keep their bargaining flexibility, but may feel pressure to advertise overly wide ranges.

→ Current staff could become unhappy if a new role is advertised above their own pay.

In the end, how well this works probably comes down to how it's implemented. 💡

Would it change how you job hunt? 👇

#PayTransparency #HR #Hiring
""", [
                ("negation", "Employers keep their bargaining flexibility", (1, 0)),
            ]),
        ],
    },
    {
        "id": "non_compete_clause_ban",
        "topic": "Banning non-compete clauses in employment contracts",
        "query": "Should non-compete clauses in employment contracts be banned?",
        "perspectives": [
            ("pro", [
                "Banning non-competes could let workers move to better-paying jobs more freely.",
                "It may boost innovation because people can start rival businesses.",
            ]),
            ("con", [
                "Companies could be less willing to invest in training staff who might leave for a competitor.",
                "Firms may find it harder to protect trade secrets and client relationships.",
                "Some small businesses fear losing key employees to larger rivals.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Non-competes: protection or a leash? Here's what both sides get right.

## The case for a ban

Workers could move to better-paying jobs more freely.

It may also boost innovation, since people would be free to start rival businesses.

Economists estimate that banning non-competes would raise average wages by around 4% within five years. 📈

## The case against

Companies could become less willing to invest in training people who might leave for a competitor.

Firms may find it harder to protect trade secrets and client relationships.

And some small businesses fear losing key employees to bigger rivals.

Where do you land? 👇

#NonCompete #Employment #Careers
""", [
                ("invented_statistic", "Economists estimate that banning non-competes would raise average wages by around 4% within five years.", None),
            ]),
            ("prose", None, """
This one is closer than it looks.

Supporters of a non-compete ban argue that it could make it easier for workers to jump to better-paying roles.

They add that it may spur innovation, because people would be able to launch competing businesses.

Opponents aren't convinced.

Their first worry is training: companies could be less keen to invest in staff who might walk over to a competitor.

They also say firms may struggle more to protect trade secrets and client relationships.

Some small business owners, meanwhile, fear losing their key people to larger rivals.

It's a genuinely divisive issue. 💡

Where do you stand? 👇

#FutureOfWork #Employment #SmallBusiness
""", []),
            ("bullets", None, """
Should non-competes be banned? Let's break it down. 💡

**For a ban**
- Workers could switch to better-paying jobs more freely.
- It may boost innovation, since people can start rival businesses.

**Against a ban**
- Companies will stop investing in training altogether if staff can simply leave for a competitor.
- Firms may find it harder to protect trade secrets and client relationships.

Freedom of movement vs. protecting investment. That's the debate in a nutshell.

Which side are you on? 👇

#NonCompete #Hiring #Leadership
""", [
                ("exaggeration", "Companies will stop investing in training altogether", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Non-compete bans, explained in one long breath. 💡

Supporters say a ban could let workers move to better-paying jobs more freely, while opponents argue it may boost innovation by letting people launch rival businesses, that companies could become less willing to train staff who might leave for a competitor, that firms may find it harder to protect trade secrets and client relationships, and that some small businesses fear losing key employees to larger rivals.

Where do you land? 👇

#NonCompete #Innovation #Careers
""", [
                ("side_swap", "opponents argue it may boost innovation by letting people launch rival businesses", (0, 1)),
            ]),
            ("numbered", None, """
Banning non-competes: 5 points worth weighing before you pick a side.

1. **Mobility** – Without non-competes, workers could move more freely to jobs that pay better.
2. **Innovation** – A ban may encourage innovation, as people would be free to set up competing businesses.
3. **Training** – On the other hand, companies could be less willing to train staff who might leave for a competitor.
4. **Trade secrets** – Firms may find it harder to protect confidential know-how and client relationships.
5. **Small businesses** – Some smaller firms fear losing key people to larger rivals.

Points 1–2 are the case for; 3–5 are the case against.

Where do you land? 👇

#NonCompete #HR #SmallBusiness
""", []),
            ("closing", None, """
Here's what both sides get right about banning non-competes.

The case for:

→ Workers could move to better-paying jobs more freely.

→ It may boost innovation, since people can start rival businesses.

→ It would also end the practice of making hourly workers like sandwich-shop staff sign non-competes they never really understood.

The case against:

→ Companies could be less willing to invest in training people who might leave for a competitor.

→ Firms may find it harder to protect trade secrets and client relationships, especially in sales, where a departing rep can take an entire client list with them.

→ Some small businesses fear losing key employees to larger rivals.

Ultimately, where you land probably depends on which side of the hiring table you sit on.

What's your take? 👇

#NonCompete #Employment #Leadership
""", [
                ("invented_claim", "It would also end the practice of making hourly workers like sandwich-shop staff sign non-competes they never really understood.", None),
                ("added_detail", "especially in sales, where a departing rep can take an entire client list with them", (1, 1)),
            ]),
        ],
    },
    {
        "id": "unpaid_trial_shift_ban",
        "topic": "Banning unpaid trial shifts for job applicants",
        "query": "Should unpaid trial shifts for job applicants be banned?",
        "perspectives": [
            ("pro", [
                "Unpaid trial shifts can be used to get free labor from applicants who are never hired.",
                "A ban could protect younger and lower-income job seekers who can't afford to work for free.",
            ]),
            ("con", [
                "Small businesses such as cafés may lose a practical way to see whether someone can actually do the job.",
                "Some employers might simply stop offering trial shifts and rely on less reliable interviews.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Unpaid trial shifts: fair test or free labor? Here's what both sides get right. 💡

Those pushing for a ban say:
→ Trial shifts can be a way to squeeze free work out of applicants who never get hired.
→ A ban could shield younger and lower-income job seekers, who can't afford to work for nothing.

Those against a ban say:
→ Small businesses like cafés may lose a practical way to check whether someone can actually do the job.
→ Some employers might just drop trial shifts and fall back on interviews, which are less reliable.

Not as black and white as it first looks.

Where do you land? 👇

#Hiring #SmallBusiness #WorkersRights
""", []),
            ("prose", None, """
Unpopular opinion: banning unpaid trial shifts isn't as obvious a call as it sounds.

Supporters of a ban point out that these shifts can be used to extract free labor from applicants who never get the job.

They also argue a ban could protect younger and lower-income job seekers, who simply can't afford to work for free.

And they say paying for trials would push employers to be more selective about who they invite in the first place.

Critics, though, worry that small businesses like cafés may lose a practical way to see whether someone can really do the work.

They also warn that some employers might stop offering trials altogether and lean on interviews, which tend to be less reliable.

Which argument wins you over? 👇

#Hiring #Hospitality #FutureOfWork
""", [
                ("invented_claim", "paying for trials would push employers to be more selective about who they invite in the first place", None),
            ]),
            ("numbered", None, """
Banning unpaid trial shifts: 4 arguments you should know. 💡

1. **Free labor** – Unpaid trials can be used to get work out of applicants who are never hired.
2. **Protecting job seekers** – A ban could shield younger and lower-income applicants, who can easily afford to put in a few hours for free.
3. **A practical test** – Small businesses like cafés may lose a simple way to see whether someone can actually handle a Saturday lunch rush on the coffee machine.
4. **Worse hiring** – Some employers might stop offering trials and rely on interviews, which are less reliable.

The first two are the case for a ban; the last two, the case against.

Which one convinces you most? 👇

#Hiring #Hospitality #CareerAdvice
""", [
                ("negation", "who can easily afford to put in a few hours for free", (0, 1)),
                ("added_detail", "whether someone can actually handle a Saturday lunch rush on the coffee machine", (1, 0)),
            ]),
            ("headed", None, """
Here's what both sides get right about unpaid trial shifts. 💡

### Why ban them

Trial shifts can be used to get free labor out of applicants who are never offered the job.

A ban could also protect younger and lower-income job seekers who can't afford to work without pay.

### Why keep them

For small businesses like cafés, a trial may be a practical way to see whether someone can actually do the job, and a ban could take that away.

There's also a risk that some employers might simply stop offering trials and rely on interviews, which are less reliable.

Where do you land? 👇

#SmallBusiness #Hiring #FairWork
""", []),
            ("dense", None, """
The unpaid trial shift debate, in two sentences. 💡

Supporters of a ban say these shifts can be used to get free labor from applicants who are never hired and that a ban could protect younger and lower-income job seekers who can't afford to work for free.

Opponents counter that small businesses like cafés may lose a practical way to see whether someone can actually do the job, and that employers would inevitably scrap trial shifts altogether and fall back on less reliable interviews.

Where do you land? 👇

#Hiring #SmallBusiness #JobSearch
""", [
                ("exaggeration", "employers would inevitably scrap trial shifts altogether", (1, 1)),
            ]),
            ("closing", None, """
Quick take on banning unpaid trial shifts. 💡

On the pro-ban side, the worry is that trials can be used to get free work out of candidates who never get hired, and that a ban could protect younger and lower-income applicants who can't afford to work unpaid.

On the other side, small businesses like cafés may lose a practical way to check whether someone can really do the job.

Some employers might also simply stop offering trials and rely on interviews, which are less reliable.

Ultimately, it comes down to how you weigh fairness to applicants against practicality for employers.

What would you do? 👇

#Hiring #WorkersRights #SmallBusiness
""", []),
        ],
    },
]
