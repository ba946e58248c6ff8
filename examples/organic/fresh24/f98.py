"""fresh24 batch f98 (written by a separate writer): Banning fingerprint and face-scan time clocks at work; Banning mandatory overtime for hospital nurses; Banning credit checks on job applicants; Requiring warehouses to disclose productivity quotas to workers."""

TOPICS = [
    {
        "id": "biometric_time_clock_ban",
        "topic": "Banning fingerprint and face-scan time clocks at work",
        "query": "Should employers be banned from requiring workers to clock in with fingerprint or face scans?",
        "perspectives": [
            ("supporters of a ban", [
                "Fingerprints and face scans cannot be changed if a company's database is hacked.",
                "Workers may feel they have little real choice but to hand over biometric data to keep their job.",
            ]),
            ("employers", [
                "Biometric clocks can stop 'buddy punching,' where one worker clocks in for an absent colleague.",
                "Scanning a finger is often faster than using badges or PIN codes that get lost or forgotten.",
                "A ban could force small businesses to replace equipment they have already paid for.",
            ]),
        ],
        "variants": [
            ("prose", None, """
**Q: What is being proposed?**
A: A rule that would stop employers from requiring staff to clock in and out using a fingerprint or a face scan.

**Q: Why do some people want these clocks banned?**
A: Supporters of a ban start with a simple point: fingerprints and face scans cannot be changed if a company's database is hacked. They also argue that workers may feel they have little genuine choice about handing over their biometric data when their job is on the line.

**Q: Why do employers want to keep them?**
A: Employers say biometric clocks can put an end to "buddy punching," where one worker clocks in on behalf of a colleague who isn't there. They add that a quick finger scan is often faster than badges or PIN codes, which get lost or forgotten. And they warn that a ban could force small businesses to replace equipment they have already paid for.

**Q: So who is right?**
A: That depends on how much weight a reader gives to privacy and consent compared with accuracy, convenience, and cost. Both sides raise concerns worth considering.
""", []),
            ("bullets", None, """
**Q: What would the ban do?**
A: It would bar employers from making fingerprint or face scans a condition of clocking in at work.

**Q: What do supporters of the ban say?**
A: Supporters make these points:
- If a company's database is hacked, the fingerprints and face scans stored in it can never be changed.
- Workers have no real choice but to hand over their biometric data if they want to keep their job.
- A survey of hourly workers found that about 6 in 10 were never told how long their scans would be stored.

**Q: Won't a ban just make timekeeping harder for businesses?**
A: That is broadly the employers' case. They argue:
- Biometric clocks can prevent "buddy punching," when one employee clocks in for a co-worker who hasn't shown up.
- A finger scan is often quicker than a badge or PIN code, both of which get lost or forgotten.
- A ban could leave small businesses replacing equipment they have already bought.

**Q: So who is right?**
A: This page doesn't take a position. The answer turns on which risks and costs a reader considers more serious.
""", [
                ("exaggeration", "Workers have no real choice but to hand over their biometric data if they want to keep their job", (0, 1)),
                ("invented_statistic", "A survey of hourly workers found that about 6 in 10 were never told how long their scans would be stored", None),
            ]),
            ("numbered", None, """
**Q: What is the debate about?**
A: Whether employers should be banned from requiring workers to clock in with their fingerprints or faces.

**Q: What are the main arguments for a ban?**
A: Supporters of a ban raise two concerns:
1. Biometric data is permanent: if a company's database is hacked, no one can change their fingerprints or face.
2. Employees may feel they have little real choice but to hand over that data, since keeping their job could depend on it.

**Q: And the arguments against?**
A: Employers offer three:
3. Biometric clocks can stop buddy punching, in which one worker clocks in for a colleague who is absent.
4. Scanning a finger is often faster than using badges or PIN codes, which people lose or forget.
5. A ban could force small businesses to replace equipment they have already paid for.

**Q: So who is right?**
A: Reasonable people disagree. Each list reflects a different priority, and readers can weigh them for themselves.
""", []),
            ("headed", None, """
### What is being proposed?
A ban on employers requiring fingerprint or face scans for clocking in and out.

### Why do some people support it?
Supporters point out that fingerprints and face scans cannot be changed if a company's database is hacked. They also say workers may feel they have little real choice about handing over biometric data if they want to keep their job. Supporters of the ban also acknowledge that it could force small businesses to replace equipment they have already paid for.

### Why do others oppose it?
Employers argue that biometric clocks can stop buddy punching, where one worker clocks in for an absent colleague. They also say a finger scan is often faster than badges or PIN codes that get lost or forgotten.

### So who is right?
There is no single correct answer here. The debate sets the security of workers' personal data against practical benefits for employers, and readers will balance those differently.
""", [
                ("side_swap", "Supporters of the ban also acknowledge that it could force small businesses to replace equipment they have already paid for", (1, 2)),
            ]),
            ("dense", None, """
**Q: In short, what does each side say about banning fingerprint and face-scan time clocks?**
A: Supporters of a ban say fingerprints and face scans cannot be changed if a company's database is hacked, and that workers may feel they have little real choice but to hand over biometric data to keep their job. Employers reply that biometric clocks can stop buddy punching, where one worker clocks in for an absent colleague; that scanning a finger is often faster than badges or PIN codes that get lost or forgotten; and that a biometric scan makes it hard for one employee to clock in on behalf of a co-worker who is not there. Which of these matters more is for readers to decide.
""", [
                ("repetition", "a biometric scan makes it hard for one employee to clock in on behalf of a co-worker who is not there", (1, 2)),
            ]),
            ("closing", None, """
**Q: Isn't a fingerprint scanner just a faster time clock?**
A: That is how employers tend to see it. They say scanning a finger is often quicker than using badges or PIN codes, which get lost or forgotten. They also say biometric clocks can stop buddy punching, where one worker clocks in for a colleague who is absent.

**Q: Then why would anyone want to ban them?**
A: Supporters of a ban note that fingerprints and face scans can't be changed if a company's database is hacked. They also argue that employees may feel they have little real choice but to hand over biometric data in order to keep their job.

**Q: Wouldn't a ban cost businesses money?**
A: Employers say it could. In their view, a ban could force small businesses to replace equipment they have already paid for.

**Q: So who is right?**
A: We don't take a side. Both groups raise points worth weighing, and readers will reach their own conclusions.
""", []),
        ],
    },
    {
        "id": "nurse_mandatory_overtime_ban",
        "topic": "Banning mandatory overtime for hospital nurses",
        "query": "Should hospitals be banned from requiring nurses to work mandatory overtime?",
        "perspectives": [
            ("nurses' unions", [
                "Nurses are often held over with little notice and may struggle to arrange childcare.",
                "Mandatory overtime can push experienced nurses to leave the profession.",
            ]),
            ("hospital administrators", [
                "Hospitals sometimes need to keep staff on when a sudden surge of patients arrives.",
                "A ban could leave some units dangerously short-staffed during emergencies.",
            ]),
            ("patient safety researchers", [
                "Error rates can rise when nurses work well beyond their scheduled shift.",
                "A ban may only work if hospitals also hire enough nurses to cover gaps.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Q: What is being proposed?**
A: A rule that would stop hospitals from making nurses work overtime against their will.

**Q: What do nurses' unions say?**
A: Unions say nurses are often kept past the end of their shift with little warning, and may then struggle to find someone to look after their children. They also argue that mandatory overtime can drive experienced nurses out of the profession altogether.

**Q: Isn't overtime sometimes unavoidable?**
A: Hospital administrators make that case. They say there are times when a hospital needs to keep staff on because a sudden surge of patients has arrived. A ban, they warn, could leave some units dangerously short-staffed during emergencies.

**Q: What do patient safety researchers say?**
A: Researchers note that error rates can climb when nurses work well beyond their scheduled shift. At the same time, they caution that a ban may only work if hospitals also hire enough nurses to fill the gaps.

**Q: So who is right?**
A: Each group is looking at a different part of the problem. This page leaves the judgment to readers.
""", []),
            ("three_perspectives", None, """
### What would change?
Hospitals could no longer require nurses to stay on for overtime they did not agree to.

### Why do nurses' unions support it?
Unions argue that mandatory overtime can push experienced nurses to leave nursing. They add that nurses are often held over with little notice and may have trouble arranging childcare. Unions also say that offering voluntary overtime at a higher rate of pay would fill most gaps without forcing anyone to stay.

### Why are hospital administrators wary?
Administrators say hospitals sometimes have to keep staff on when a sudden surge of patients comes through the doors. A ban, in their view, could leave some units dangerously short-staffed in an emergency.

### So who is right?
Both sides are describing pressures they see on the job. Which should take priority is a question readers will answer differently.
""", [
                ("omitted_perspective", None, 2),
                ("invented_claim", "Unions also say that offering voluntary overtime at a higher rate of pay would fill most gaps without forcing anyone to stay", None),
            ]),
            ("three_perspectives", None, """
**Q: Who has a stake in this question?**
A: This page looks at three groups: nurses' unions, hospital administrators, and patient safety researchers.

**Q: What do the researchers say?**
A: They point out that error rates can increase when nurses work far past their scheduled shift. But they also say a ban might succeed only if hospitals hire enough nurses to cover the gaps.

**Q: Aren't the nurses themselves asking for this?**
A: Nurses' unions back the idea. They say nurses are frequently held over at short notice and may find it hard to arrange childcare, and that being forced into overtime can lead experienced nurses to quit the profession.

**Q: Why would a hospital object?**
A: Administrators say hospitals occasionally need to keep staff on when a sudden wave of patients arrives, and that a ban could leave some units dangerously short of staff during emergencies.

**Q: So who is right?**
A: There is no settled answer. Each group's view reflects its own responsibilities, and readers can decide which concerns weigh most.
""", []),
            ("three_perspectives", None, """
**Q: What is being proposed?**
A: Banning hospitals from requiring nurses to work overtime.

**Q: Why do nurses' unions want this?**
A: They say nurses are often held over with little notice and may struggle to arrange childcare. They also warn that mandatory overtime can push experienced nurses out of the profession.

**Q: Isn't this going to leave hospitals short of staff?**
A: Hospital administrators worry about exactly that. They say hospitals sometimes need to keep staff on when a sudden surge of patients arrives, and that a ban could leave some units, especially intensive care units at small rural hospitals, dangerously short-staffed during emergencies.

**Q: Where do patient safety researchers stand?**
A: Researchers say error rates can rise when nurses work well beyond their scheduled shift. In their view, a ban could work on its own, even if hospitals do not hire any additional nurses to cover gaps.

**Q: So who is right?**
A: That is a judgment for readers. Each group emphasizes a different concern.
""", [
                ("added_detail", "especially intensive care units at small rural hospitals", (1, 1)),
                ("negation", "a ban could work on its own, even if hospitals do not hire any additional nurses to cover gaps", (2, 1)),
            ]),
            ("three_perspectives", None, """
**Q: What's the question here?**
A: Whether hospitals should be barred from forcing nurses to work overtime.

**Q: What's the case for a ban?**
A: Nurses' unions make it. Nurses, they say, often get held over with little warning and then may struggle with childcare. Unions also argue that mandatory overtime can drive experienced nurses to leave the profession.

**Q: What's the case against?**
A: Hospital administrators say there are moments, such as a sudden surge of patients, when hospitals need to keep staff on. A ban, they argue, could leave some units dangerously short-staffed in emergencies.

**Q: What do researchers add?**
A: Patient safety researchers say error rates always go up once nurses work past their scheduled shift. They also suggest a ban may only be effective if hospitals hire enough nurses to cover the gaps.

**Q: So who is right?**
A: We leave that to readers. The three groups are weighing different risks, and none of them has the final word.
""", [
                ("exaggeration", "error rates always go up once nurses work past their scheduled shift", (2, 0)),
            ]),
            ("three_perspectives", None, """
**Q: I keep hearing about "mandatory overtime" for nurses. What is being debated?**
A: Whether hospitals should be allowed to require nurses to stay beyond their shift, or whether that practice should be banned.

**Q: Who wants the ban, and why?**
A: Nurses' unions. They say nurses often get held over with little notice, which may leave them scrambling to arrange childcare. They also say mandatory overtime can lead experienced nurses to give up the profession.

**Q: Who is worried about it?**
A: Hospital administrators. From their side, hospitals sometimes need to keep staff on when a sudden surge of patients arrives, and a ban could leave some units dangerously short-staffed during emergencies.

**Q: Is there a middle view?**
A: Patient safety researchers offer one. Error rates, they note, can rise when nurses work well past their scheduled shift; yet they also say a ban may only work if hospitals hire enough nurses to cover gaps.

**Q: So who is right?**
A: This page does not pick a winner. The three views are set out side by side so readers can compare them.
""", []),
        ],
    },
    {
        "id": "credit_checks_job_applicants_ban",
        "topic": "Banning credit checks on job applicants",
        "query": "Should employers be banned from running credit checks on job applicants?",
        "perspectives": [
            ("supporters of a ban", [
                "A poor credit history often reflects medical bills or a job loss rather than dishonesty.",
                "Credit checks can keep people in debt by shutting them out of the jobs they need to pay it off.",
            ]),
            ("employers", [
                "For jobs that handle cash or sensitive accounts, a credit check may help flag applicants under financial strain.",
                "Companies could be held liable if an employee they did not screen later commits fraud.",
            ]),
        ],
        "variants": [
            ("prose", None, """
**Q: What is being proposed?**
A: A law that would stop employers from looking at job applicants' credit reports as part of hiring.

**Q: Why do some people support it?**
A: Supporters of a ban say a poor credit history often reflects medical bills or a lost job, not dishonesty. They point to a survey in which about one in seven job seekers said a credit check had cost them a job offer.

**Q: Why do employers want to keep credit checks?**
A: Employers argue that for positions handling cash or sensitive accounts, a credit check may help flag applicants who are under financial strain. They also say companies could be held liable if an employee they failed to screen goes on to commit fraud.

**Q: So who is right?**
A: This page does not decide that. Supporters and employers are weighing fairness to applicants against the risks a business carries, and readers may come down on either side.
""", [
                ("invented_statistic", "They point to a survey in which about one in seven job seekers said a credit check had cost them a job offer", None),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("bullets", None, """
**Q: What's the debate?**
A: Whether employers should be allowed to run credit checks on people applying for jobs.

**Q: What do supporters of a ban argue?**
A: Two things:
- Bad credit is often the result of medical bills or losing a job, not a sign of dishonesty.
- Credit checks can trap people in debt, blocking them from the very jobs they would need to pay it off.

**Q: What do employers argue?**
A: Also two things:
- In roles that involve cash or sensitive accounts, a credit check may help identify applicants who are under financial strain.
- A company could be held liable if someone it did not screen later commits fraud.

**Q: So who is right?**
A: Both sides make points that readers can test against their own experience. We present them without a verdict.
""", []),
            ("numbered", None, """
**Q: What would a ban on credit checks in hiring mean?**
A: Employers could no longer pull an applicant's credit report when deciding whom to hire.

**Q: What are the arguments in favor?**
1. Supporters say poor credit often reflects medical bills or job loss rather than dishonesty.
2. They also say credit checks can keep people stuck in debt by locking them out of the jobs they need to pay it off.

**Q: What are the arguments against?**
3. For jobs handling cash or sensitive accounts, employers say, a credit check may do little to flag applicants under financial strain.
4. They add that companies could be held liable if an employee they never screened later commits fraud.

**Q: So who is right?**
A: That is a matter of judgment. The arguments are listed here so readers can form their own view.
""", [
                ("negation", "a credit check may do little to flag applicants under financial strain", (1, 0)),
            ]),
            ("headed", None, """
### What is being proposed?
Banning employers from checking the credit history of people who apply for jobs with them.

### Isn't credit history a fair sign of how responsible someone is?
Supporters of a ban say no. In their view, a weak credit record often comes from medical bills or a job loss rather than from dishonesty. They also argue that credit checks can keep people in debt, because the checks shut them out of the very jobs they need in order to pay it off.

### Why do employers want to keep them?
Employers say a credit check may help flag applicants under financial strain when the job involves handling cash or sensitive accounts. They also note that companies could be held liable if an employee they did not screen later commits fraud.

### So who is right?
Neither side's case settles the matter on its own. Readers will have to decide how to balance the interests of applicants and employers.
""", []),
            ("dense", None, """
**Q: What does each side say, in brief?**
A: Supporters of a ban argue that credit checks can keep people in debt by shutting them out of the jobs they would need to pay it off. Employers counter that for jobs handling cash or sensitive accounts, a credit check may help flag applicants under financial strain; they grant that a poor credit history often reflects medical bills or a job loss rather than dishonesty, but add that companies will be held liable whenever an employee they did not screen commits fraud. Readers can weigh these points for themselves; this page takes no side.
""", [
                ("side_swap", "they grant that a poor credit history often reflects medical bills or a job loss rather than dishonesty", (0, 0)),
                ("exaggeration", "companies will be held liable whenever an employee they did not screen commits fraud", (1, 1)),
            ]),
            ("closing", None, """
**Q: What exactly is being proposed?**
A: Making it illegal for employers to run credit checks on job applicants.

**Q: Why would anyone want to ban credit checks for job seekers?**
A: Supporters of a ban give two reasons. First, a poor credit history often reflects medical bills or a lost job rather than dishonesty. Second, credit checks can leave people stuck in debt by keeping them out of the jobs they need to pay it off.

**Q: So who is right?**
A: That is for each reader to decide. This page sets out the arguments without endorsing them.
""", [
                ("omitted_perspective", None, 1),
            ]),
        ],
    },
    {
        "id": "warehouse_quota_disclosure",
        "topic": "Requiring warehouses to disclose productivity quotas to workers",
        "query": "Should warehouse employers be required to tell workers how their productivity quotas are set?",
        "perspectives": [
            ("supporters", [
                "Workers cannot challenge a quota they are not allowed to see.",
                "Hidden targets may push workers to skip breaks or rush in ways that cause injuries.",
                "Disclosure could help regulators spot quotas that are set unreasonably high.",
            ]),
            ("warehouse operators", [
                "Revealing how quotas are calculated could expose trade secrets to competitors.",
                "Quotas often change daily with order volume, so written disclosures may quickly go out of date.",
            ]),
        ],
        "variants": [
            ("prose", None, """
**Q: What is being proposed?**
A: A requirement that warehouse employers explain to workers how their productivity quotas are set.

**Q: Why do supporters want this?**
A: Supporters say workers cannot challenge a quota they are not allowed to see. They also worry that hidden targets may push workers to skip breaks or to rush in ways that cause injuries. Above all, they argue, an employee has no way of disputing a target that is kept from them.

**Q: What do warehouse operators say?**
A: Operators argue that revealing how quotas are calculated could hand trade secrets to competitors. They add that quotas often shift daily along with order volume, so a written disclosure may soon be out of date.

**Q: So who is right?**
A: Both sides have a stake in how quotas work. This page lays out their reasoning and leaves the conclusion to readers.
""", [
                ("repetition", "an employee has no way of disputing a target that is kept from them", (0, 2)),
            ]),
            ("bullets", None, """
**Q: What would the rule require?**
A: Warehouses would have to tell workers how the productivity quotas they work under are set.

**Q: What are supporters saying?**
A: Their main points:
- Workers cannot push back against a quota they aren't allowed to see.
- Hidden targets may lead workers to skip breaks or rush in ways that cause injuries.
- Disclosure could help regulators identify quotas that are set unreasonably high.
- Clear quotas would also make it easier for new hires to know what is expected of them in their first weeks.

**Q: Won't this hurt the companies?**
A: Warehouse operators raise two concerns:
- Revealing how quotas are calculated could expose trade secrets, such as the software that routes orders through their buildings, to competitors.
- Quotas often change daily with order volume, so written disclosures may quickly become outdated.

**Q: So who is right?**
A: We take no position. The disagreement is about transparency versus confidentiality and practicality, and readers can judge the balance.
""", [
                ("invented_claim", "Clear quotas would also make it easier for new hires to know what is expected of them in their first weeks", None),
                ("added_detail", "such as the software that routes orders through their buildings", (1, 0)),
            ]),
            ("numbered", None, """
**Q: What is the question?**
A: Whether warehouse workers should have a legal right to know how their productivity quotas are calculated.

**Q: What are the main points on each side?**
A: Supporters of disclosure argue:
1. A worker can't challenge a quota that is kept hidden from them.
2. Hidden targets may push people to skip breaks or rush in ways that lead to injuries.
3. Disclosure could help regulators catch quotas set unreasonably high.

Warehouse operators argue:
4. Explaining how quotas are calculated could expose trade secrets to competitors.
5. Because quotas often change from day to day with order volume, a written disclosure may quickly go out of date.

**Q: So who is right?**
A: There is no neutral way to declare a winner. Readers can look at both lists and decide which points carry more weight.
""", []),
            ("headed", None, """
### What is being proposed?
A rule requiring warehouses to disclose to employees how their productivity quotas are set.

### Why do some people support it?
Supporters say workers cannot challenge a quota they are not allowed to see. They worry that hidden targets may push workers to skip breaks or rush in ways that cause injuries, and they say disclosure could help regulators spot quotas that are unreasonably high. They also cite an analysis of injury reports finding that warehouses with undisclosed quotas had nearly twice the injury rate of those that published them.

### Why do some people oppose it?
Warehouse operators argue that revealing how quotas are calculated could expose trade secrets to competitors.

### So who is right?
The answer depends on what a reader values most. This page does not make that call.
""", [
                ("omitted_argument", None, (1, 1)),
                ("invented_statistic", "They also cite an analysis of injury reports finding that warehouses with undisclosed quotas had nearly twice the injury rate of those that published them", None),
            ]),
            ("dense", None, """
**Q: What is the argument, in a nutshell?**
A: Supporters of a disclosure rule say workers cannot challenge a quota they are not allowed to see, and that hidden targets may push workers to skip breaks or rush in ways that cause injuries, though they accept that disclosure would do little to help regulators spot quotas set unreasonably high. Warehouse operators respond that revealing how quotas are calculated could expose trade secrets to competitors, and that because quotas often change daily with order volume, written disclosures may quickly go out of date. Which concerns should win out is a question this page leaves open.
""", [
                ("negation", "they accept that disclosure would do little to help regulators spot quotas set unreasonably high", (0, 2)),
            ]),
            ("closing", None, """
**Q: Isn't a quota just a quota? Why does it matter how it's set?**
A: Supporters of disclosure say it matters because workers can't challenge a quota they aren't allowed to see. They also warn that hidden targets may lead workers to skip breaks or rush in ways that cause injuries, and they believe disclosure could help regulators spot quotas that are set unreasonably high.

**Q: What's the downside for employers?**
A: Warehouse operators say explaining how quotas are calculated could expose trade secrets to competitors. They also point out that quotas often change daily with order volume, so written disclosures may quickly become outdated.

**Q: So who is right?**
A: We don't think there is one right answer to give here. Supporters focus on workers' ability to see and question their targets; operators focus on confidentiality and practicality. Readers can weigh both.
""", []),
        ],
    },
]
