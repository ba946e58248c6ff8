"""Fresh13 batch f56 (written by a separate writer): Overnight family visits for prisoners; Abolishing wigs and gowns for judges and barristers; Banning police use of spit hoods; Mandatory drug testing for everyone on probation."""

TOPICS = [
    {
        "id": "overnight_family_visits_prisoners",
        "topic": "Overnight family visits for prisoners",
        "query": "Should prisons let well-behaved inmates have overnight visits with their families? I'd like a balanced view.",
        "perspectives": [
            ("prisoners' families", [
                "Overnight visits let children keep a real bond with a parent who is in prison.",
                "Stronger family ties could lower the chance that prisoners reoffend after release.",
            ]),
            ("prison officers", [
                "Hosting overnight visits would pull scarce staff away from supervising the main wings.",
                "Private visiting units may become a new route for smuggling drugs into prisons.",
            ]),
            ("victims' groups", [
                "Victims may feel that such comforts show the justice system takes their harm lightly.",
                "Prison budgets should go to rehabilitation courses before any family accommodation is built.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
This one pulls in three directions, and I think each group has a point worth taking seriously.

For prisoners' families, the strongest point is about children: an overnight stay lets a child keep a real bond with a parent who is in prison. They also suggest that those stronger family ties could make it less likely that someone reoffends once they are released.

Prison officers look at it from the operational side. Running overnight visits would draw already scarce staff away from supervising the main wings, and they worry that private visiting units may turn into a fresh route for getting drugs into the prison.

What gives victims' groups pause is the message it sends. Victims may feel that comforts like these show the justice system taking the harm done to them lightly, and these groups would rather see prison budgets spent on rehabilitation courses before any family accommodation is built.

I find it hard to dismiss any of these outright; the question is really which of them you weigh most heavily.
""", []),
            ("three_perspectives", None, """
I'd frame this as a trade-off between family life and prison security.

On the families' side, I find the argument about children the most compelling: overnight visits give a child the chance to hold on to a genuine bond with a mother or father in prison. Families also point out that when those ties stay strong, the person inside could be less likely to reoffend after release.

Prison officers see the practical costs. Staffing overnight visits would take scarce officers off the main wings where supervision is needed, and private visiting units may open up a new way to smuggle drugs in.

Both sets of concerns seem real to me, and reasonable people weigh them differently.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Here is how I see the three positions.

**Prisoners' families.** Their case rests mainly on children: overnight visits let a child keep a real bond with a parent in prison, even if stronger family ties do little to lower the chance of reoffending after release.

**Prison officers.** The strongest point on their side is staffing. Overnight visits would pull scarce staff away from supervising the main wings, since each visiting unit would need an officer posted outside it all night. They also warn that private units may become a new channel for smuggling drugs.

**Victims' groups.** I'd weigh their concern about perception too: victims may feel such comforts suggest the justice system takes their harm lightly. They argue that prison budgets should fund rehabilitation courses before anything is built for family stays.

Each of these rests on different values, so I don't think there's a single obvious answer.
""", [
                ("negation", "even if stronger family ties do little to lower the chance of reoffending after release", (0, 1)),
                ("added_detail", "since each visiting unit would need an officer posted outside it all night", (1, 0)),
            ]),
            ("three_perspectives", None, """
I'll start with the group that's easiest to overlook here.

Victims' groups make two points. One is about how it feels: victims may take comforts like overnight visits as a sign that the justice system treats their harm lightly. The other is about priorities: they would put prison budgets into rehabilitation courses before spending any of it on family accommodation.

Prison officers raise practical worries. Overnight visits would take staff, who are already scarce, away from supervising the main wings, and the private visiting units may become a new way for drugs to be smuggled into prisons.

Prisoners' families, for their part, focus on relationships. I find it hard to dismiss the point that these visits let children keep a real bond with a parent behind bars, and they add that stronger family ties could reduce the chance of reoffending after release.

Where you land probably depends on how you rank these concerns against each other.
""", []),
            ("three_perspectives", None, """
There are three camps on this, and I'd lay them out roughly like this.

- **Prisoners' families:** Overnight visits let children keep a real bond with a parent in prison, and stronger family ties could reduce the chance of reoffending after release.
- **Prison officers:** Their main objection is staffing: hosting overnight stays would pull scarce staff away from supervising the main wings.
- **Victims' groups:** Victims will see such comforts as proof that the justice system takes their harm lightly. These groups also warn that private visiting units may become a new route for smuggling drugs into prisons, and they want budgets spent on rehabilitation courses before any family accommodation.

I can see why each group lands where it does.
""", [
                ("exaggeration", "Victims will see such comforts as proof that the justice system takes their harm lightly", (2, 0)),
                ("side_swap", "These groups also warn that private visiting units may become a new route for smuggling drugs into prisons", (1, 1)),
            ]),
            ("three_perspectives", None, """
I think the honest answer is that this depends on which harms you weigh most.

The strongest point for prisoners' families is that overnight visits let a child stay genuinely close to a parent who is in prison. They also argue that keeping family ties strong could lower reoffending once the person is released, and such visits could also serve as an incentive for good behavior inside.

What gives prison officers pause is resourcing and security: overnight visits would draw scarce staff away from supervising the main wings, and private visiting units may become a fresh route for smuggling drugs.

Victims' groups come at it differently. I'd take seriously their point that victims may feel such comforts show the justice system takes their harm lightly, and they would rather prison budgets went to rehabilitation courses before any family accommodation.

None of these concerns strikes me as frivolous.
""", [
                ("invented_claim", "such visits could also serve as an incentive for good behavior inside", None),
            ]),
        ],
    },
    {
        "id": "abolishing_court_wigs_gowns",
        "topic": "Abolishing wigs and gowns for judges and barristers",
        "query": "Should judges and lawyers stop wearing wigs and gowns in court?",
        "perspectives": [
            ("supporters", [
                "Wigs and gowns make courts feel remote and intimidating to ordinary witnesses and defendants.",
                "Dropping the costume could help the profession look more modern and diverse.",
                "Family courts already work without wigs, and proceedings there run perfectly well.",
            ]),
            ("opponents", [
                "Formal dress signals the authority of the court and the seriousness of the proceedings.",
                "Wigs give barristers some anonymity, which may protect them from threats outside court.",
                "Many barristers and judges say they want to keep the traditional dress.",
            ]),
        ],
        "variants": [
            ("prose", None, """
This is one of those debates where tradition and accessibility pull against each other, and I think both sides have something real to say.

The strongest point on the side of abolition is about the people who aren't lawyers: for ordinary witnesses and defendants, wigs and gowns make a courtroom feel remote and intimidating. Supporters also suggest that dropping the costume could help the legal profession look more modern and diverse, and they point out that family courts already manage without wigs and function perfectly well.

What gives the other side pause is the role the dress plays. Opponents argue that formal attire signals the court's authority and the seriousness of what is happening there. They add that wigs offer barristers a degree of anonymity that may protect them from threats outside court, and that many barristers and judges say they would like to keep the traditional dress.

I don't think either side is simply being sentimental or dismissive here; they are weighing different things.
""", []),
            ("bullets", None, """
I'd set out the two sides like this:

**For abolishing wigs and gowns**
- Ordinary witnesses and defendants find courts that use them remote and intimidating.
- Losing the costume could help the profession come across as more modern and diverse.
- Family courts already operate without wigs, and they run perfectly well.

**For keeping them**
- Formal dress conveys the court's authority and the seriousness of its proceedings.
- Wigs keep barristers anonymous and protect them from threats outside court.
- Many barristers and judges say they want to keep the traditional dress.

Personally, I find the accessibility point and the safety point the hardest to weigh against each other.
""", [
                ("exaggeration", "Wigs keep barristers anonymous and protect them from threats outside court", (1, 1)),
            ]),
            ("numbered", None, """
Here are the main arguments as I understand them.

Supporters of scrapping the dress say:
1. Wigs and gowns make the court seem distant and intimidating to ordinary witnesses and defendants.
2. Getting rid of them could help the profession look more modern and more diverse.
3. Family courts already sit without wigs, and proceedings there run perfectly well.

Opponents reply:
1. Formal dress marks the authority of the court and the seriousness of what goes on in it.
2. A wig gives a barrister some anonymity, and that may protect them from threats outside court.
3. Many judges and barristers say they want to keep wearing the traditional dress.

I'd weigh all six before settling on a view, since they speak to quite different concerns.
""", []),
            ("headed", None, """
## The case for abolition

The strongest point here, to my mind, is that wigs and gowns make courts feel remote and intimidating to ordinary witnesses and defendants. Supporters also believe that dropping the costume could help the profession look more modern and diverse, and a 2022 survey found that 61% of court users felt the dress made proceedings harder to follow.

## The case for keeping them

I'd also weigh what the dress does for the court. Opponents argue that it signals the court's authority and the seriousness of the proceedings. They note that a wig gives barristers some anonymity, which may protect them from threats outside court, and that many barristers and judges say they want to keep the traditional dress.

## Where that leaves things

It comes down to how much weight you give to each of these considerations.
""", [
                ("invented_statistic", "a 2022 survey found that 61% of court users felt the dress made proceedings harder to follow", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
As I see it, supporters of abolition argue that wigs and gowns make courts feel remote and intimidating to ordinary witnesses and defendants, that dropping the costume could help the profession appear more modern and diverse, and that family courts already work without wigs and run perfectly well, while opponents counter that formal dress signals the court's authority and the seriousness of its proceedings, that wigs give barristers some anonymity which may shield them from threats outside court, and that many barristers and judges say they want to keep the traditional dress.
""", []),
            ("closing", None, """
I think this is a fairly close call, so let me set out both sides.

Those who want to scrap wigs and gowns start from the witness box: to ordinary witnesses and defendants, the dress makes a court feel remote and intimidating. They point to family courts, which already work without wigs and where proceedings run perfectly well, though they accept that dropping the costume would do little to make the profession look more modern and diverse.

On the other side, I find it hard to dismiss the argument that formal dress signals both the authority of the court and the seriousness of the proceedings. Opponents also say the wig gives barristers some anonymity that may protect them from threats outside court, and they note that many barristers and judges want to keep the traditional dress.

In the end, this is a question of which of these considerations you find most persuasive.
""", [
                ("negation", "though they accept that dropping the costume would do little to make the profession look more modern and diverse", (0, 1)),
            ]),
        ],
    },
    {
        "id": "banning_police_spit_hoods",
        "topic": "Banning police use of spit hoods",
        "query": "Should the police be banned from using spit hoods on people they arrest?",
        "perspectives": [
            ("supporters", [
                "Spit hoods can restrict breathing and have been linked to deaths in custody.",
                "Hooding a detained person is degrading and damages trust between police and communities.",
                "Spit hoods are sometimes used on children, which may cause lasting distress.",
            ]),
            ("opponents", [
                "Officers need protection from being spat at, which exposes them to infectious diseases.",
                "Without spit hoods, officers may resort to more forceful restraint to control spitting suspects.",
            ]),
        ],
        "variants": [
            ("prose", None, """
This is a debate about balancing the safety of officers against the safety and dignity of the people they detain, and I'd take both sides seriously.

The strongest point on the side of a ban is medical: spit hoods can restrict breathing and have been linked to deaths in custody, particularly when the person is also being held face down. Supporters also see hooding a detained person as degrading, something that damages trust between the police and the communities they serve. And they note that hoods are sometimes used on children, which may leave lasting distress.

What gives the other side pause is the risk to officers. Being spat at exposes them to infectious diseases, and they argue that officers need protection from it. Opponents also warn that without spit hoods, officers may resort to more forceful restraint to control someone who is spitting, and that a ban would leave many forces unable to recruit for frontline roles.

I can see the force of both positions.
""", [
                ("added_detail", "particularly when the person is also being held face down", (0, 0)),
                ("invented_claim", "that a ban would leave many forces unable to recruit for frontline roles", None),
            ]),
            ("bullets", None, """
Here's how I'd summarize the arguments.

Those who favor a ban say:
- Spit hoods can restrict a person's breathing, and they have been linked to deaths in custody.
- Putting a hood over someone in detention is degrading and erodes trust between police and communities.
- The hoods are sometimes used on children, and that may cause lasting distress.

Those who oppose a ban say:
- Officers need protection from being spat at, since spitting exposes them to infectious diseases.
- Take the hoods away and officers may fall back on more forceful restraint to control people who spit.

I'd weigh these carefully before reaching a view.
""", []),
            ("numbered", None, """
I'd break the debate down like this.

1. Supporters of a ban argue that spit hoods can restrict breathing and have been linked to deaths in custody.
2. They also say hooding someone who has been detained is degrading and harms trust between police and the communities they serve.
3. More broadly, they feel that covering a person's head treats them with a lack of dignity that sours community relations with the police.
4. Opponents argue that officers need protection from being spat at, because it exposes them to infectious diseases.
5. They also warn that, without spit hoods, officers may resort to more forceful restraint to control suspects who spit.

I find it hard to dismiss either the welfare concerns or the protection concerns here.
""", [
                ("repetition", "covering a person's head treats them with a lack of dignity that sours community relations with the police", (0, 2)),
            ]),
            ("headed", None, """
### Why some want a ban

The strongest point here is about safety: spit hoods can restrict breathing and have been linked to deaths in custody. Supporters also describe hooding a detained person as degrading and say it damages trust between police and communities. They point out that the hoods are sometimes used on children, with the risk of lasting distress, and they acknowledge that without spit hoods officers may resort to more forceful restraint to control spitting suspects.

### Why others oppose one

Opponents focus on officer safety. Being spat at exposes officers to infectious diseases, and they argue officers need protection from that.

### My read

Both sides are raising concerns I'd want to weigh carefully.
""", [
                ("side_swap", "they acknowledge that without spit hoods officers may resort to more forceful restraint to control spitting suspects", (1, 1)),
            ]),
            ("dense", None, """
In short, supporters of a ban say spit hoods can restrict breathing and have been linked to deaths in custody, that hooding a detained person is degrading and damages trust between the police and communities, and that the hoods are sometimes used on children in ways that may cause lasting distress; opponents respond that officers need protection from being spat at because it exposes them to infectious diseases, and that without the hoods officers may resort to more forceful restraint to control people who spit.
""", []),
            ("closing", None, """
Let me lay out the two sides as fairly as I can.

Critics of spit hoods, who want them banned, make three points. The hoods can restrict breathing and have been linked to deaths in custody; putting one on a detained person is degrading and damages trust between police and communities; and they are sometimes used on children, which may cause lasting distress.

Those who want to keep them start from the officer's position. They stress that officers deserve protection from being spat at, even if being spat at seldom exposes them to infectious diseases. I'd also weigh their warning that, without spit hoods, officers may turn to more forceful forms of restraint to control someone who is spitting.

To sum up, one side puts the detained person's safety and dignity first, and the other puts officer protection first.
""", [
                ("negation", "even if being spat at seldom exposes them to infectious diseases", (1, 0)),
            ]),
        ],
    },
    {
        "id": "mandatory_drug_testing_probation",
        "topic": "Mandatory drug testing for everyone on probation",
        "query": "Is it a good idea to make drug testing compulsory for all offenders on probation?",
        "perspectives": [
            ("supporters", [
                "Regular testing lets probation officers spot relapse early and arrange treatment quickly.",
                "The prospect of a test may deter some offenders from using drugs at all.",
                "Testing gives courts objective evidence of whether probation conditions are being followed.",
            ]),
            ("critics", [
                "Testing everyone wastes money on people who have no history of drug use.",
                "Positive tests could send people back to prison for relapses rather than new crimes.",
            ]),
        ],
        "variants": [
            ("prose", None, """
I can see why this idea appeals, and also why it worries people, so here is how I'd weigh it.

The strongest point on the side of mandatory testing is early warning: regular tests let probation officers spot a relapse early and get treatment arranged quickly. Supporters add that simply knowing a test is coming may deter some offenders from using drugs in the first place, and that test results give courts objective evidence of whether probation conditions are being kept.

What gives critics pause is cost and consequence. Testing everyone, they argue, wastes money on people with no history of drug use. And they worry that positive tests could send people back to prison for relapsing rather than for committing a new crime.

Both sides make points I find hard to dismiss.
""", []),
            ("bullets", None, """
Here are the main arguments on each side.

**In favor**
- Regular testing helps probation officers catch relapse early and arrange treatment quickly.
- The prospect of being tested may deter some offenders from using drugs at all.
- Results give courts objective evidence about whether probation conditions are being met.

**Against**
- Testing everyone wastes money on people who have no history of drug use, and in one pilot scheme around 70% of tests came back negative.
- Positive tests will send people back to prison for relapses rather than new crimes.

I'd weigh the monitoring benefits against these costs before deciding.
""", [
                ("invented_statistic", "in one pilot scheme around 70% of tests came back negative", None),
                ("exaggeration", "Positive tests will send people back to prison for relapses rather than new crimes", (1, 1)),
            ]),
            ("numbered", None, """
I'd put the arguments this way.

Supporters make three claims:
1. With regular testing, probation officers can pick up a relapse early and move quickly to arrange treatment.
2. Knowing a test is coming may put some offenders off using drugs altogether.
3. Test results give courts objective evidence of whether people are sticking to their probation conditions.

Critics make two:
1. Testing everyone spends money on people who have no history of drug use, which they see as a waste.
2. A positive test could land someone back in prison for a relapse rather than for a new crime.

Each side is pointing at something I'd want a policy to take into account.
""", []),
            ("headed", None, """
## What supporters say

For supporters, the first benefit is practical: regular testing lets probation officers spot relapse early and arrange treatment quickly. They also argue that testing gives courts objective evidence, through weekly urine samples, of whether probation conditions are being followed.

## What critics say

Critics think blanket testing wastes money on people who have no history of drug use. I'd also weigh their concern that a positive test could send someone back to prison for a relapse rather than a new crime.

## Weighing it up

This is a question of how much monitoring is worth its costs, and I don't think the answer is obvious.
""", [
                ("omitted_argument", None, (0, 1)),
                ("added_detail", "through weekly urine samples", (0, 2)),
            ]),
            ("dense", None, """
As I read the debate, supporters say regular testing lets probation officers spot relapse early and arrange treatment quickly, may deter some offenders from using drugs at all, and gives courts objective evidence of whether probation conditions are being followed, while critics reply that testing everyone wastes money on people with no history of drug use, that positive tests could send people back to prison for relapses rather than new crimes, and that routine testing would undermine the trust between offenders and their probation officers.
""", [
                ("invented_claim", "that routine testing would undermine the trust between offenders and their probation officers", None),
            ]),
            ("closing", None, """
This is a question where I think each side is looking at a different part of the picture.

Supporters of compulsory testing point first to early intervention: regular tests allow probation officers to notice a relapse early and arrange treatment quickly. They believe the prospect of a test may discourage some offenders from taking drugs at all. And they value the fact that testing gives courts objective evidence of whether probation conditions are being followed.

Critics see two problems. Testing everyone wastes money on people who have no history of drug use, and positive tests could return people to prison for relapses rather than new offenses.

Overall, the choice turns on whether you put more weight on monitoring and early treatment or on cost and the risk of recall for relapse.
""", []),
        ],
    },
]
