"""fresh28 batch f113 (written by a separate writer): Classifying college athletes as university employees; Requiring defibrillators at all community sports facilities; Requiring personal trainers to hold a state license; A public right to roam over private countryside."""

TOPICS = [
    {
        "id": "college_athletes_as_employees",
        "topic": "Classifying college athletes as university employees",
        "query": "Should college athletes be classified as employees of their universities?",
        "perspectives": [
            ("athletes' rights advocates", [
                "Athletes in revenue-generating sports put in work hours comparable to a full-time job.",
                "Employee status would give athletes protections such as workers' compensation for injuries sustained while playing.",
            ]),
            ("university athletic departments", [
                "Paying wages and benefits could strain athletic budgets that already run at a loss at many schools.",
                "Employee status may blur the line between student and professional and undermine the educational mission.",
            ]),
            ("advocates for women's and Olympic sports", [
                "Schools might cut non-revenue sports to cover payroll for football and basketball.",
                "It is unclear how gender-equity rules would apply to athlete pay, which could leave schools facing legal uncertainty.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Is a college quarterback a student or an employee?

I went looking for the strongest version of every side of this one.

Here's what I found.

Athletes' rights advocates:

→ Players in revenue-generating sports are putting in hours that look a lot like a full-time job.

→ Employee status would bring real protections, like workers' compensation when they get hurt playing.

Let that sink in.

University athletic departments:

→ Wages and benefits could squeeze athletic budgets that, at many schools, already run at a loss.

→ Making athletes employees may blur the line between student and professional, and chip away at the educational mission.

Advocates for women's and Olympic sports:

→ Schools might cut non-revenue sports to pay for a football and basketball payroll.

→ Nobody is quite sure how gender-equity rules would apply to athlete pay, which could leave schools in legal limbo.

Here's the thing:

Three groups.

Six arguments.

Zero easy answers.

Agree? Disagree? Curious where you land.

#CollegeSports #FutureOfWork #NCAA #Leadership
""", []),
            ("three_perspectives", None, """
Is a college athlete a student who plays, or a worker who studies?

That's the question at the heart of this debate.

Here's the thing:

→ Athletes' rights advocates say players in revenue sports are logging hours on par with a full-time job.

→ One NCAA survey put Division I football players at more than 40 hours a week on their sport in season.

Let that sink in.

→ They also argue that employee status would unlock protections like workers' comp for injuries suffered on the field.

On the other side, university athletic departments push back:

→ Paying wages and benefits could strain athletic budgets that already lose money at plenty of schools.

→ And treating athletes as employees may blur the student-versus-professional line and undercut the whole educational mission.

Two sides.

Both with a point.

Agree? Disagree? Curious where you land.

#CollegeAthletics #NCAA #SportsBusiness
""", [
                ("omitted_perspective", None, 2),
                ("invented_statistic", "One NCAA survey put Division I football players at more than 40 hours a week on their sport in season.", None),
            ]),
            ("three_perspectives", None, """
Everyone's arguing about football players.

I want to start somewhere else.

Advocates for women's and Olympic sports are raising two flags:

→ If schools suddenly have a football and basketball payroll to meet, non-revenue sports could be what gets cut to cover it.

→ It's an open question how gender-equity rules would apply to paying athletes, and that could leave schools facing real legal uncertainty.

Now the athletes' rights advocates:

→ In revenue-generating sports, the workload is comparable to a full-time job.

→ Employee status would give players protections, with workers' compensation for injuries sustained while playing being the obvious one.

Let that sink in.

And the university athletic departments:

→ Salaries and benefits could strain budgets that are already in the red at many schools.

→ Employee status may blur the line between being a student and being a pro, undermining the educational mission.

Here's the thing:

Three very different vantage points on one policy question.

Agree? Disagree? Curious where you land.

#CollegeSports #TitleIX #SportsPolicy #Leadership
""", []),
            ("three_perspectives", None, """
The college sports business model is being asked a very uncomfortable question.

Should athletes be employees?

Here's the thing: there are three camps, not two.

1/ Athletes' rights advocates

→ Athletes in revenue-generating sports work hours comparable to a full-time job.

→ Employee status would give them workers' compensation for injuries sustained while playing, including coverage for long-term medical care after their eligibility ends.

2/ University athletic departments

→ Wages and benefits could strain athletic budgets that already run at a loss at many schools.

→ Though they concede that employee status wouldn't really change athletes' standing as students.

3/ Advocates for women's and Olympic sports

→ Schools might cut non-revenue sports to cover football and basketball payroll.

→ It's unclear how gender-equity rules would apply to athlete pay, which could leave schools facing legal uncertainty.

Let that sink in.

Agree? Disagree? Curious where you land.

#CollegeSports #NCAA #SportsLaw
""", [
                ("added_detail", "including coverage for long-term medical care after their eligibility ends", (0, 1)),
                ("negation", "they concede that employee status wouldn't really change athletes' standing as students", (1, 1)),
            ]),
            ("three_perspectives", None, """
Paying college athletes sounds simple.

It isn't.

Here's the thing:

Athletes' rights advocates make a compelling case.

→ Players in revenue-generating sports put in the hours of a full-time job.

→ Employee status would give them protections like workers' compensation for injuries sustained while playing.

Advocates for women's and Olympic sports see the ripple effects.

→ Paying wages and benefits could strain athletic budgets that, at many schools, already run at a loss.

→ Schools would have no choice but to eliminate their non-revenue sports to fund football and basketball payroll.

→ How gender-equity rules apply to athlete pay is unclear, which is a recipe for legal uncertainty.

Let that sink in.

University athletic departments add one more worry.

→ Employee status may blur the line between student and professional and undermine the educational mission.

Agree? Disagree? Curious where you land.

#CollegeSports #WomenInSport #NCAA #Leadership
""", [
                ("side_swap", "Paying wages and benefits could strain athletic budgets that, at many schools, already run at a loss.", (1, 0)),
                ("exaggeration", "Schools would have no choice but to eliminate their non-revenue sports to fund football and basketball payroll.", (2, 0)),
            ]),
            ("three_perspectives", None, """
Should college athletes be on the university payroll?

Here's the thing: this debate has three sides, not two.

Athletes' rights advocates → revenue-sport athletes work hours comparable to a full-time job, and employee status would give them protections like workers' comp for injuries sustained while playing.

University athletic departments → wages and benefits could strain athletic budgets that already run at a loss at many schools, and employee status may blur the student/professional line and undermine the educational mission.

Advocates for women's and Olympic sports → schools might cut non-revenue sports to cover football and basketball payroll, and it's unclear how gender-equity rules would apply to athlete pay, leaving schools facing legal uncertainty.

Let that sink in.

Agree? Disagree? Curious where you land.

#CollegeSports #SportsPolicy #NCAA
""", []),
        ],
    },
    {
        "id": "mandatory_defibrillators_sports_facilities",
        "topic": "Requiring defibrillators at all community sports facilities",
        "query": "Should every community sports facility be legally required to have a defibrillator on site?",
        "perspectives": [
            ("heart-health campaigners", [
                "Sudden cardiac arrest can strike even young, apparently healthy athletes during exercise.",
                "Survival chances fall rapidly with every minute before a shock is delivered, so a nearby defibrillator can save lives.",
                "A legal requirement would end the patchwork where some clubs have devices and others do not.",
            ]),
            ("volunteer-run clubs", [
                "Buying and maintaining a defibrillator can be a real cost for small clubs with tight budgets.",
                "Volunteers may worry about legal liability if they use the device and the person still dies.",
                "A device is of little use unless someone on site has been trained to use it.",
            ]),
        ],
        "variants": [
            ("prose", None, """
A box on the clubhouse wall could be the difference between life and death.

So should the law require one at every community sports facility?

Heart-health campaigners say yes.

Sudden cardiac arrest can hit even young athletes who seem perfectly healthy, right in the middle of exercise.

Every minute before a shock is delivered, the odds of survival drop fast, which is why having a defibrillator close by can save lives.

And a legal requirement would end today's patchwork, where some clubs have a device and others don't.

Let that sink in.

Here's the thing:

The volunteer-run clubs being asked to comply see it differently.

Buying and maintaining a defibrillator is a real cost when your budget is already stretched thin.

Volunteers may be nervous about legal liability if they use the device and the person still dies.

And a defibrillator doesn't do much good unless someone on site has been trained to use it.

Good intentions.

Real-world constraints.

Agree? Disagree? Curious where you land.

#SportsPolicy #CommunitySport #HeartHealth
""", []),
            ("bullets", None, """
Should every community sports facility be legally required to have a defibrillator?

Here's the thing:

The heart-health campaigners' case →

→ Sudden cardiac arrest can strike even young, apparently healthy athletes during exercise.

→ Survival chances fall fast with every minute before a shock, so a nearby defibrillator can save lives.

→ A legal requirement would end the patchwork of some clubs having devices and others not.

→ And they add that a defibrillator on the wall only helps if someone on site knows how to use it.

Let that sink in.

The volunteer-run clubs' case →

→ Buying and maintaining a defibrillator is a real cost for small clubs on tight budgets.

→ Volunteers may worry about legal liability if they use the device and the person still dies.

Agree? Disagree? Curious where you land.

#CommunitySport #Defibrillators #SportsPolicy #Volunteering
""", [
                ("side_swap", "And they add that a defibrillator on the wall only helps if someone on site knows how to use it.", (1, 2)),
            ]),
            ("numbered", None, """
One policy question every sports club should be talking about.

Should defibrillators be mandatory at community sports facilities?

Here's the thing: both sides have a point.

What heart-health campaigners say:

1. Sudden cardiac arrest can strike even young, apparently healthy athletes while they're exercising.

2. Survival chances drop rapidly with every minute that passes before a shock, so a defibrillator nearby can save lives.

3. Put simply: the closer the device, the faster the shock, and the better the odds that someone walks away.

Let that sink in.

What volunteer-run clubs say:

4. Buying and maintaining a defibrillator can be a real cost for small clubs with tight budgets.

5. Volunteers may worry about legal liability if they use it and the person still dies.

6. A device is of little use unless someone on site has been trained to use it.

Agree? Disagree? Curious where you land.

#SportsPolicy #CommunitySport #HeartHealth
""", [
                ("repetition", "Put simply: the closer the device, the faster the shock, and the better the odds that someone walks away.", (0, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
Mandatory defibrillators at every community sports facility?

It's a bigger question than it looks.

🫀 THE CASE FOR (heart-health campaigners)

→ Sudden cardiac arrest can strike during exercise, even in young athletes who appear completely healthy.

→ The chance of survival falls rapidly with each minute before a shock is delivered, so a defibrillator close at hand can save lives.

→ Making it a legal requirement would end the patchwork where some clubs have one and others don't.

🏟️ THE CASE AGAINST (volunteer-run clubs)

→ Buying and maintaining a device can be a real cost for small clubs with tight budgets.

→ Volunteers may worry about legal liability if they use the device and the person still dies.

→ A defibrillator is of little use unless someone on site has been trained to use it.

💡 MY TAKE

Here's the thing: both lists are real.

Let that sink in.

Agree? Disagree? Curious where you land.

#SportsPolicy #CommunitySport #Volunteering #HeartHealth
""", []),
            ("dense", None, """
Should the law require a defibrillator at every community sports facility?

Here's the thing: heart-health campaigners argue that sudden cardiac arrest can strike even young, apparently healthy athletes during exercise, that survival chances fall rapidly with every minute before a shock is delivered so a nearby device can save lives, and that a legal requirement would end the patchwork where some clubs have one and others don't. Volunteer-run clubs push back that buying and maintaining a defibrillator is a real cost on a tight budget, that volunteers aren't really worried about being sued if they use it and the patient doesn't survive, and that a device is of little use unless someone on site has been trained to use it.

Let that sink in.

Agree? Disagree? Curious where you land.

#SportsPolicy #CommunitySport #HeartHealth
""", [
                ("negation", "volunteers aren't really worried about being sued if they use it and the patient doesn't survive", (1, 1)),
            ]),
            ("closing", None, """
Nobody thinks it'll happen at their club.

Until it does.

Heart-health campaigners want defibrillators to be a legal requirement at every community sports facility.

Their argument →

→ Sudden cardiac arrest routinely strikes young, healthy athletes in the middle of exercise.

→ Survival chances fall rapidly with every minute before a shock, so a nearby defibrillator can save lives.

→ Research suggests survival rates roughly double when a bystander uses a defibrillator before paramedics arrive.

→ A legal requirement would end the patchwork where some clubs have devices and others don't.

Let that sink in.

Volunteer-run clubs raise fair concerns →

→ Buying and maintaining a device is a real cost for small clubs with tight budgets.

→ Volunteers may worry about legal liability if they use it and the person still dies.

→ A defibrillator is of little use unless someone on site is trained to use it.

Here's the thing:

The best policies are the ones that work for the people who actually have to carry them out.

Agree? Disagree? Curious where you land.

#CommunitySport #HeartHealth #SportsPolicy #Leadership
""", [
                ("exaggeration", "Sudden cardiac arrest routinely strikes young, healthy athletes in the middle of exercise.", (0, 0)),
                ("invented_statistic", "Research suggests survival rates roughly double when a bystander uses a defibrillator before paramedics arrive.", None),
            ]),
        ],
    },
    {
        "id": "licensing_personal_trainers",
        "topic": "Requiring personal trainers to hold a state license",
        "query": "Should personal trainers be required to hold a government-issued license to work?",
        "perspectives": [
            ("supporters of licensing", [
                "Poorly qualified trainers can push clients into injuries, especially older people or those with health conditions.",
                "A license would give consumers a simple way to tell qualified trainers from unqualified ones.",
            ]),
            ("fitness industry groups and trainers", [
                "Licensing fees and exam requirements could shut out new trainers and raise prices for clients.",
                "Voluntary certifications already exist and let clients check a trainer's credentials.",
                "There is little evidence that licensing would measurably reduce injuries.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Your barber needs a license.

Your personal trainer doesn't.

Should that change?

Supporters of licensing say poorly qualified trainers can push clients into injuries, especially older people and those with health conditions.

They also argue that a license would give consumers one simple way to tell qualified trainers from unqualified ones.

Let that sink in.

Here's the thing:

Fitness industry groups and trainers aren't convinced.

They warn that licensing fees and exam requirements could shut out new trainers, especially career-changers and people from lower-income backgrounds, and push up prices for clients.

They point out that voluntary certifications already exist, and clients can use them to check a trainer's credentials.

And they say there's little evidence licensing would measurably reduce injuries.

Agree? Disagree? Curious where you land.

#FitnessIndustry #PersonalTraining #Regulation
""", [
                ("added_detail", "especially career-changers and people from lower-income backgrounds", (1, 0)),
            ]),
            ("bullets", None, """
Anyone can call themselves a personal trainer.

Is that a problem?

Here's the thing: the licensing debate is more nuanced than it looks.

For a state license →

→ Poorly qualified trainers can push clients into injuries, particularly older adults or people with health conditions.

→ A license would give consumers an easy way to tell who's qualified and who isn't.

Let that sink in.

Against a state license →

→ Fees and exams could shut out new trainers and raise prices for clients.

→ Voluntary certifications already exist, and clients can use them to check credentials.

→ There's little evidence licensing would measurably cut injuries.

Agree? Disagree? Curious where you land.

#FitnessIndustry #PersonalTrainer #SmallBusiness #Regulation
""", []),
            ("numbered", None, """
5 arguments on whether personal trainers should need a license.

Here's the thing: both sides make a fair case.

Supporters of licensing:

1️⃣ Poorly qualified trainers can push clients into injuries, especially older people or those with health conditions.

2️⃣ A license would give consumers a simple way to separate qualified trainers from unqualified ones.

Fitness industry groups and trainers:

3️⃣ Licensing fees and exam requirements could lock out new trainers and raise what clients pay.

4️⃣ Voluntary certifications already exist and let clients check a trainer's credentials.

5️⃣ There's little evidence that licensing would measurably reduce injuries.

Let that sink in.

Agree? Disagree? Curious where you land.

#PersonalTraining #FitnessIndustry #Regulation
""", []),
            ("headed", None, """
Should personal trainers need a government license to work?

Here's the thing: there are two very different answers.

✅ WHY SUPPORTERS WANT IT

→ Poorly qualified trainers can push clients into injuries, especially older people or anyone with a health condition.

→ A license would give consumers a simple way to tell qualified trainers from unqualified ones.

→ Supporters also say licensing would let gyms get cheaper liability insurance.

❌ WHY THE INDUSTRY PUSHES BACK

→ Licensing fees and exam requirements could shut out new trainers and raise prices for clients.

→ Voluntary certifications already exist and let clients check a trainer's credentials.

Let that sink in.

Agree? Disagree? Curious where you land.

#FitnessIndustry #PersonalTrainer #Regulation #Gyms
""", [
                ("invented_claim", "Supporters also say licensing would let gyms get cheaper liability insurance.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
Should personal trainers need a state license?

Here's the thing: supporters say poorly qualified trainers can push clients into injuries, especially older people or those with health conditions, and that a license would give consumers a simple way to tell qualified trainers from unqualified ones, while fitness industry groups and trainers counter that licensing fees and exam requirements could shut out new trainers and raise prices for clients, that voluntary certifications already let clients check credentials, and that there's little evidence licensing would measurably reduce injuries.

Let that sink in.

Agree? Disagree? Curious where you land.

#FitnessIndustry #PersonalTraining #Regulation
""", []),
            ("closing", None, """
A bad trainer can do real damage.

But is a license the fix?

Here's the thing:

Supporters of licensing make two arguments.

→ Poorly qualified trainers can push clients into injuries, especially older people or those with health conditions.

→ A license would give consumers a simple way to tell qualified trainers from unqualified ones, and even supporters acknowledge that voluntary certifications already let clients check a trainer's credentials.

Let that sink in.

Fitness industry groups and trainers push back.

→ Licensing fees and exam requirements could shut out new trainers and raise prices for clients.

→ There's little evidence that licensing would measurably reduce injuries.

My takeaway?

This is a debate about who gets to decide what "qualified" means.

Agree? Disagree? Curious where you land.

#FitnessIndustry #PersonalTrainer #Regulation #Leadership
""", [
                ("side_swap", "even supporters acknowledge that voluntary certifications already let clients check a trainer's credentials", (1, 1)),
            ]),
        ],
    },
    {
        "id": "right_to_roam_private_countryside",
        "topic": "A public right to roam over private countryside",
        "query": "Should the public be given a legal right to roam across private countryside such as woodland, riverbanks and farmland?",
        "perspectives": [
            ("access campaigners", [
                "Large areas of countryside are currently off-limits to the public, even near towns and cities.",
                "Time spent outdoors brings physical and mental health benefits that everyone should be able to share.",
            ]),
            ("landowners and farmers", [
                "More visitors could mean more litter, damaged fences and disturbed livestock.",
                "Landowners may face liability claims if visitors get hurt on their land.",
                "Fragile habitats and ground-nesting birds could be disturbed by increased footfall.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Who gets to walk in the woods?

It's one of those questions that sounds simple until you actually sit with it.

Access campaigners point out that huge stretches of countryside are off-limits to the public right now, even close to towns and cities.

They argue that time outdoors brings physical and mental health benefits, and that those benefits should be open to everyone.

Let that sink in.

Here's the thing:

Landowners and farmers see a different picture.

More visitors could mean more litter, broken fences and stressed livestock.

Landowners may find themselves facing liability claims if someone gets hurt on their property.

And more footfall could disturb fragile habitats and ground-nesting birds.

Access versus stewardship.

Both matter.

Agree? Disagree? Curious where you land.

#RightToRoam #OutdoorRecreation #PublicHealth
""", []),
            ("bullets", None, """
Should you have a legal right to walk across private land?

Here's the thing: this debate gets heated fast.

Access campaigners →

→ Large areas of countryside are off-limits to the public, even near towns and cities.

→ Surveys suggest fewer than one in ten people live within walking distance of land they're legally allowed to roam.

→ Time outdoors brings physical and mental health benefits everyone should be able to share.

Let that sink in.

Landowners and farmers →

→ Opening up land will inevitably bring litter, broken fences and livestock in distress.

→ Landowners may face liability claims if visitors get hurt on their land.

→ Fragile habitats and ground-nesting birds could be disturbed by more footfall.

Agree? Disagree? Curious where you land.

#RightToRoam #Outdoors #LandUse #Leadership
""", [
                ("invented_statistic", "Surveys suggest fewer than one in ten people live within walking distance of land they're legally allowed to roam.", None),
                ("exaggeration", "Opening up land will inevitably bring litter, broken fences and livestock in distress.", (1, 0)),
            ]),
            ("numbered", None, """
5 arguments in the right-to-roam debate, laid out plainly.

Here's the thing: it's a genuine trade-off.

The access campaigners:

1. Large parts of the countryside are currently closed to the public, even right next to towns and cities.

2. Time spent outdoors brings physical and mental health benefits that everyone should get to share.

The landowners and farmers:

3. More visitors could mean more litter, damaged fences and disturbed livestock.

4. Landowners may face liability claims if a visitor gets hurt on their land.

5. Fragile habitats and ground-nesting birds could be disturbed by the extra footfall.

Let that sink in.

Agree? Disagree? Curious where you land.

#RightToRoam #OutdoorRecreation #Countryside
""", []),
            ("headed", None, """
The fence line is becoming a policy debate.

Should the public get a legal right to roam across private countryside?

🌲 THE CASE FOR (access campaigners)

→ Large areas of countryside are off-limits to the public, even near towns and cities.

→ Time outdoors brings physical and mental health benefits that everyone should be able to share, and more walkers would mean lower costs for the health system.

🚜 THE CASE AGAINST (landowners and farmers)

→ More visitors could mean more litter, damaged fences and disturbed livestock.

→ Landowners may face liability claims if visitors get hurt on their land.

→ Fragile habitats and ground-nesting birds could be disturbed by increased footfall.

Here's the thing:

Access and protection don't have to be enemies.

Let that sink in.

Agree? Disagree? Curious where you land.

#RightToRoam #Outdoors #PublicHealth #LandUse
""", [
                ("added_detail", "and more walkers would mean lower costs for the health system", (0, 1)),
            ]),
            ("dense", None, """
Should the public have a legal right to roam across private woodland, riverbanks and farmland?

Here's the thing: access campaigners say large areas of countryside are off-limits to the public even near towns and cities, and that the physical and mental health benefits of time outdoors should be open to everyone, while landowners and farmers warn that more visitors could mean more litter, damaged fences and disturbed livestock, and that they may face liability claims if someone gets hurt on their land.

Let that sink in.

Agree? Disagree? Curious where you land.

#RightToRoam #OutdoorRecreation #Countryside
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
Imagine a footpath sign that just said: "Go ahead."

That's what the right-to-roam debate is really about.

Access campaigners make the case →

→ Large areas of countryside are off-limits to the public, even near towns and cities.

→ Time spent outdoors brings physical and mental health benefits that everyone should be able to share.

→ They also point out that rural pubs, cafés and shops would gain from more walkers passing through.

Landowners and farmers raise real concerns →

→ More visitors could mean more litter, damaged fences and disturbed livestock.

→ Landowners may face liability claims if visitors get hurt on their land.

→ Fragile habitats and ground-nesting birds could be disturbed by increased footfall.

Here's the thing:

Every one of these points deserves a real answer.

Let that sink in.

Agree? Disagree? Curious where you land.

#RightToRoam #Outdoors #RuralEconomy #Leadership
""", [
                ("invented_claim", "They also point out that rural pubs, cafés and shops would gain from more walkers passing through.", None),
            ]),
        ],
    },
]
