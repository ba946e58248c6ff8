"""Fresh10 batch f44 (written by a separate writer): Police use of drones to monitor protests; Lowering the driving age to 16; Compulsory household recycling backed by fines; Fining cyclists who ride on pavements."""

TOPICS = [
    {
        "id": "police_drones_at_protests",
        "topic": "Police use of drones to monitor protests",
        "query": "Should police be allowed to use drones to monitor protests?",
        "perspectives": [
            ("protesters", [
                "Being filmed from above may discourage people from joining peaceful demonstrations.",
                "Footage could be used to identify and target organizers long after an event has ended.",
            ]),
            ("police", [
                "Drones give commanders a real-time overview of crowd movements, which can help prevent dangerous crushes.",
                "Aerial monitoring may reduce the number of officers needed on the ground, lowering tensions.",
                "Recorded footage can provide evidence when violence or property damage occurs.",
            ]),
            ("civil liberties groups", [
                "There are few clear rules on how long drone footage is kept or who can access it.",
                "Combining drones with facial recognition could enable mass surveillance of lawful political activity.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**MEMORANDUM**

**Issue:** Whether police forces should be permitted to deploy drones to monitor protests.

**Rule:** The positions of the three interested parties may be stated as follows.

1. *Protesters.* Protesters contend that being filmed from overhead may deter people from attending peaceful demonstrations, and that the resulting footage could be used to identify and single out organizers well after the event is over.
2. *Police.* The police rely on three points: drones afford commanders a live view of how crowds are moving, which can assist in preventing dangerous crushes; aerial monitoring may allow fewer officers to be deployed on the ground, thereby lowering tensions; and recorded footage can supply evidence where violence or property damage takes place.
3. *Civil liberties groups.* Civil liberties groups contend that there are few clear rules governing how long drone footage is retained or who may access it, and that pairing drones with facial recognition could make mass surveillance of lawful political activity possible.

**Analysis:** Prima facie, the police arguments are largely operational, concerning crowd safety, staffing and evidence. The objections raised by protesters and civil liberties groups, by contrast, focus on the effect of monitoring on participation and on the later use of the footage. It is submitted that the civil liberties concern about retention and access bears directly on the protesters' fear that organizers could later be identified and targeted, since both turn on what happens to the footage once it has been recorded.

**Conclusion:** Each party advances a coherent position, and the question cannot be resolved on the arguments presented alone; it ultimately depends on how the competing interests identified by the three groups are weighed.
""", []),
            ("three_perspectives", None, """
Issue: Should the police be allowed to use drones to monitor protests?

Rule: Three groups have a stake in the question. The police rely chiefly on operational benefits. In their view, drones give commanders a real-time picture of crowd movements that can help head off dangerous crushes; they may also reduce the number of officers required on the ground, easing tensions; and the footage they record can serve as evidence if violence or property damage occurs. Protesters, for their part, contend that being watched from the air may discourage people from joining peaceful demonstrations. Civil liberties groups point out that there are few clear rules on how long drone footage is retained or who can see it, warn that the footage could later be used to identify and target organizers once an event has ended, and argue that linking drones to facial recognition could enable mass surveillance of lawful political activity.

Analysis: It is submitted that the strength of the police position lies in its practical character: crowd safety and evidence are concrete aims. The objections, by contrast, are concerned less with the presence of the drone itself than with its consequences, namely the deterrent effect on participation and the absence of clear limits on what becomes of the recordings. The latter concern gains force when read together with the possibility of facial recognition.

Conclusion: Neither side's arguments are dispositive. The matter turns on how much weight is given to operational safety as against the risks to participation and the surveillance concerns identified by the other two groups.
""", [
                ("side_swap", "warn that the footage could later be used to identify and target organizers once an event has ended", (0, 1)),
            ]),
            ("three_perspectives", None, """
**Issue:** Whether the police should be permitted to use drones when monitoring protests.

**Rule:**
- *Protesters* contend that:
  - aerial filming may deter people from taking part in peaceful demonstrations; and
  - the footage could be used to identify and target organizers long after the protest has ended.
- *The police* rely on the following:
  - drones give commanders a real-time overview of crowd movement, which can help prevent dangerous crushes;
  - aerial monitoring may reduce the number of officers needed on the ground, lowering tensions; and
  - recorded footage can provide evidence when violence or property damage occurs.

**Analysis:** Prima facie, the police arguments address crowd safety and the gathering of evidence, both legitimate objectives. A survey of police forces found that 68 percent of those using drones at large gatherings reported fewer crowd-related injuries. Against this, the protesters' concerns go to the effect of aerial filming on participation and to the later use of recorded material. It is submitted that the operational benefits identified by the police do not directly answer these concerns, which relate to participation and to the afterlife of the footage rather than to crowd management.

**Conclusion:** The arguments on each side are substantial, and the appropriate balance is a matter for policymakers.
""", [
                ("invented_statistic", "A survey of police forces found that 68 percent of those using drones at large gatherings reported fewer crowd-related injuries.", None),
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
MEMORANDUM RE: POLICE DRONES AT PROTESTS

1. Issue. The question presented is whether police should be allowed to use drones to monitor protests.

2. Rule. Civil liberties groups contend that few clear rules govern how long drone footage is stored or who may access it, and that drones combined with facial recognition could enable mass surveillance of lawful political activity. Protesters raise two related concerns: being filmed from above may discourage people from joining peaceful demonstrations, and footage could be used to identify and target organizers long after the event. The police, for their part, rely on the real-time overview of crowd movements that drones give commanders, which can help prevent dangerous crushes; on the possibility that aerial monitoring may reduce the number of officers on the ground and so lower tensions; and on the value of recorded footage as evidence where violence or property damage occurs.

3. Analysis. The competing positions do not meet head-on. The police arguments concern what happens during a protest; the civil liberties arguments concern what happens to the footage afterward; and the protesters' arguments span both, since deterrence operates before and during a demonstration while the targeting of organizers would occur later. It is submitted that evidence-gathering is the point at which the positions most directly intersect, because the same recordings that the police value as evidence are those whose retention and access, on the civil liberties groups' account, lack clear rules.

4. Conclusion. On the arguments presented, there is no clear resolution; the outcome depends on how the interests identified by each group are balanced.
""", []),
            ("three_perspectives", None, """
### Issue
Whether police use of drones to monitor protests should be permitted.

### Rule
The police rely on three grounds. First, drones provide commanders with a real-time overview of crowd movements, which can help prevent dangerous crushes. Second, aerial monitoring will substantially cut the number of officers needed on the ground and thereby defuse tensions. Third, recorded footage can furnish evidence when violence or property damage occurs. Drones are also considerably cheaper to operate than police helicopters, which makes them an efficient use of public funds.

Protesters contend that being filmed from above may discourage people from joining peaceful demonstrations, and that the footage could be used to identify and target organizers after the event.

Civil liberties groups contend that there are few clear rules on how long drone footage is retained or who can access it, and that combining drones with facial recognition could enable mass surveillance of lawful political activity.

### Analysis
Prima facie, the police grounds are weighty insofar as they concern crowd safety. The objections of the other two groups, however, are directed elsewhere: they concern deterrence of participation and the treatment of footage after the event, and the absence of clear rules on retention and access lends some support to the concern about organizers being targeted.

### Conclusion
It is submitted that the question is finely balanced and cannot be settled on these arguments alone.
""", [
                ("exaggeration", "aerial monitoring will substantially cut the number of officers needed on the ground and thereby defuse tensions", (1, 1)),
                ("invented_claim", "Drones are also considerably cheaper to operate than police helicopters, which makes them an efficient use of public funds.", None),
            ]),
            ("three_perspectives", None, """
Issue: The issue is whether police should be permitted to monitor protests by drone.

Rule:
(1) The police rely on crowd safety, submitting that a live aerial view of crowd movements can help commanders prevent dangerous crushes. They add that drone monitoring may mean fewer officers on the ground, with a corresponding reduction in tension, and that recorded footage can provide evidence if violence or property damage occurs.
(2) Protesters contend that filming from above may deter people from attending peaceful demonstrations and that the footage could be used to identify and target organizers long after the event.
(3) Civil liberties groups accept that the rules on how long drone footage is kept and who may access it are already clearly laid down, but contend that combining drones with facial recognition could enable mass surveillance of lawful political activity.

Analysis: On the police side, the arguments are practical and focused on the event itself. The protesters' objections are directed to participation and to the later use of footage. The civil liberties concern about facial recognition extends that second point from particular organizers to lawful political activity in general. It is submitted that both the police and the objecting groups advance plausible claims, with the force of each depending on how drones are used in practice.

Conclusion: The arguments presented do not point decisively one way; the matter is one of balancing operational safety against the concerns about participation and surveillance.
""", [
                ("negation", "accept that the rules on how long drone footage is kept and who may access it are already clearly laid down", (2, 0)),
            ]),
        ],
    },
    {
        "id": "driving_age_lowered_to_16",
        "topic": "Lowering the driving age to 16",
        "query": "Should the minimum driving age be lowered to 16?",
        "perspectives": [
            ("pro", [
                "Teenagers in rural areas with little public transport would gain independence and easier access to school and work.",
                "Learning earlier could let young people build driving experience while still living at home under parental guidance.",
            ]),
            ("con", [
                "Younger novice drivers tend to have higher crash rates than those who start later.",
                "The parts of the brain that govern risk judgment are still developing at 16, so some teens may take more chances behind the wheel.",
                "Families could face sharply higher insurance premiums.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Issue: Whether the minimum driving age should be lowered to 16.

Rule: Proponents rely on two considerations. They submit that teenagers in rural areas, where public transport is sparse, would gain independence and readier access to school and employment. They further submit that learning to drive earlier could allow young people to accumulate experience while they still live at home and can be guided by their parents. Opponents contend, first, that younger novice drivers tend to crash more often than those who begin later; second, that the brain regions responsible for judging risk are still maturing at 16, so that some teenagers may take more chances at the wheel; and third, that families could see their insurance premiums rise sharply.

Analysis: The proponents' case is, at bottom, one of access and of supervised learning. The opponents' case is one of safety and cost. Notably, the parties draw different inferences from youth itself: proponents treat an earlier start as an opportunity to gain experience under parental guidance, while opponents treat the same age as a period of still-developing risk judgment and higher crash rates. It is submitted that the rural-access argument stands somewhat apart from this dispute, as it rests on transport need rather than on driver competence.

Conclusion: Both positions are grounded in legitimate concerns, and the arguments as presented do not compel a particular result.
""", []),
            ("bullets", None, """
**Issue:** Should the minimum driving age be lowered to 16?

**Rule:**

Proponents rely on the following:
- Teenagers in rural areas with little public transport would gain independence and easier access to school and work, for instance by no longer depending on a once-a-day school bus or a parent's ride to a weekend job.
- Starting earlier could let young people build up driving experience while they still live at home, with parents on hand to guide them.

Opponents contend that:
- Younger novice drivers tend to have higher crash rates than people who begin driving later.
- Because the parts of the brain governing risk judgment are still developing at 16, some teenagers may take more chances behind the wheel.

**Analysis:** Prima facie, the two sides address different questions. The proponents emphasize mobility and the chance of an earlier, supervised learning period; the opponents emphasize road safety. The proponents' experience argument is the closest thing to a direct answer to the crash-rate objection, although it does not engage with the developmental point.

**Conclusion:** It is submitted that the issue turns on how the benefits of earlier independence are weighed against the safety concerns raised, and no view is expressed here as to which should prevail.
""", [
                ("added_detail", "for instance by no longer depending on a once-a-day school bus or a parent's ride to a weekend job", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Issue: Whether the driving age should be reduced to 16.

Rule:

1. **Rural independence.** Proponents submit that teenagers living in rural areas with limited public transport would gain independence and better access to school and jobs.
2. **Supervised experience.** Proponents further submit that an earlier start could allow young drivers to gain experience while still living at home under parental guidance.
3. **Crash risk.** Opponents contend that younger novice drivers tend to have higher crash rates than those who start later.
4. **Developmental maturity.** Opponents add that the brain's capacity for risk judgment is still developing at 16, so some teenagers may take more risks while driving.
5. **Cost.** Finally, opponents contend that families could face sharply higher insurance premiums.

Analysis: Points 2 and 4 bear on the same underlying question, namely what age is suitable for learning to drive, and they pull in opposite directions. Point 1 is independent of that question, resting on need rather than safety, while point 5 raises a purely financial concern.

Conclusion: It is submitted that neither set of arguments is conclusive; which prevails depends on the relative weight given to mobility, safety and cost.
""", []),
            ("headed", None, """
## Issue
Whether the minimum driving age ought to be lowered to 16.

## Rule
Proponents rely on the benefits to rural teenagers, who, given limited public transport, would gain independence and easier access to school and work. They also maintain that beginning earlier could let young people build experience behind the wheel while still living at home, where parents can guide them.

Opponents contend that younger novice drivers tend to crash more often than those who start later; in one national analysis, 16-year-old drivers were involved in nearly twice as many crashes per mile as 18-year-olds. They further point out that the parts of the brain governing risk judgment have largely finished developing by 16, though some teenagers may still take more chances behind the wheel. Lastly, they warn that families could face sharply higher insurance premiums.

## Analysis
It is submitted that the opponents' safety arguments carry prima facie weight, since they concern the risk of harm, while the proponents' arguments concern opportunity and learning. Still, the proponents' point about gaining experience under parental guidance offers a partial response to the crash-rate concern. The cost argument is of a different order, affecting household budgets rather than safety.

## Conclusion
The considerations on each side are real, and the choice between them is one of policy rather than of law.
""", [
                ("invented_statistic", "in one national analysis, 16-year-old drivers were involved in nearly twice as many crashes per mile as 18-year-olds", None),
                ("negation", "the parts of the brain governing risk judgment have largely finished developing by 16", (1, 1)),
            ]),
            ("dense", None, """
Issue: whether the driving age should be lowered to 16 — proponents rely on the independence and easier access to school and work it would give teenagers in rural areas poorly served by public transport, and on the chance to build driving experience earlier while still at home under parental guidance, whereas opponents contend that younger novice drivers tend to have higher crash rates than later starters, that the still-developing brain regions governing risk judgment may lead some 16-year-olds to take more chances behind the wheel, and that families could face sharply higher insurance premiums. It is submitted that the analysis turns on weighing mobility and supervised learning against safety and cost, and that neither side's arguments are conclusive on their own.
""", []),
            ("closing", None, """
**Issue.** The question is whether the minimum driving age should be reduced to 16.

**Rule.** Proponents rely principally on rural teenagers: where public transport is thin, being able to drive at 16 would give young people independence and easier access to school and work. Opponents contend that younger novice drivers tend to crash more often than those who start later, that brain development relevant to judging risk is still under way at 16 so that some teens may take more chances on the road, and that families could face sharply higher insurance premiums.

**Analysis.** Prima facie, the opponents' objections span both safety and cost. Proponents, however, would answer that for young people in the countryside with few buses, being able to drive would make it easier to get to classes and jobs and to be independent. It is submitted that this need-based argument does not directly rebut the safety concerns, and that the two sides are therefore arguing on different planes.

**Conclusion.** The arguments do not resolve the question either way. It is ultimately one of priorities, and reasonable people may weigh these considerations differently.
""", [
                ("repetition", "for young people in the countryside with few buses, being able to drive would make it easier to get to classes and jobs and to be independent", (0, 1)),
            ]),
        ],
    },
    {
        "id": "compulsory_recycling_with_fines",
        "topic": "Compulsory household recycling backed by fines",
        "query": "Should recycling be made compulsory for households, with fines for those who fail to sort their waste?",
        "perspectives": [
            ("pro", [
                "The threat of a fine gives households a real incentive to sort their waste, which could raise recycling rates.",
                "Sending less waste to landfill would cut councils' disposal costs.",
                "It spreads responsibility across every household instead of relying on a conscientious minority.",
            ]),
            ("con", [
                "Enforcement could involve inspecting people's bins, which many residents would find intrusive.",
                "Fines may fall hardest on elderly and disabled residents and on people in apartments with little storage space.",
                "Confusing and inconsistent local rules mean people may be penalized for honest mistakes.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### Issue
Whether households should be legally required to recycle, on pain of a fine.

### Rule
Proponents rely on three arguments. The threat of a fine, they say, would give households a real incentive to sort their waste and would guarantee a marked rise in recycling rates. Reduced landfill volumes would also cut what councils spend on waste disposal. Finally, the measure spreads the burden across all households instead of leaving it to a conscientious minority.

Opponents contend that enforcement could entail inspecting residents' bins, which many would find intrusive; that fines may fall hardest on elderly and disabled residents and on those living in apartments with little room for storage; and that confusing and inconsistent local rules mean people may be penalized for honest mistakes.

### Analysis
The proponents' case is directed to outcomes: higher recycling rates, lower costs and a fairer distribution of effort. The opponents' case is directed to the means of enforcement and to who bears its burden. It is submitted that the argument about honest mistakes and the argument about a conscientious minority engage with each other most directly, since both concern whether responsibility is being allocated fairly among households.

### Conclusion
On the arguments presented, the proposal raises a genuine trade-off between higher recycling and lower disposal costs on the one hand and concerns about intrusion and fairness on the other, which it is for policymakers to resolve.
""", [
                ("exaggeration", "would guarantee a marked rise in recycling rates", (0, 0)),
            ]),
            ("prose", None, """
Issue: The issue is whether recycling should be compulsory for households, with fines for noncompliance.

Rule: Proponents rely on the incentive effect of a fine, arguing that the prospect of being penalized gives households a real reason to sort their waste and could therefore raise recycling rates. They add that diverting waste from landfill would cut councils' disposal costs, and that compulsion spreads responsibility across every household rather than relying on a conscientious minority. Revenue from the fines themselves could also be reinvested in better collection services. Opponents, by contrast, contend that enforcement could require inspection of people's bins, which many residents would regard as intrusive. They further contend that fines may fall hardest on elderly and disabled residents and on people in small apartments that lack space for three or four separate recycling containers, and that confusing, inconsistent local rules mean people may be fined for honest mistakes.

Analysis: It is submitted that the two sides largely talk past one another. The proponents assess the scheme by its aggregate results; the opponents assess it by its effect on particular households. Prima facie, the fairness point cuts both ways: proponents say compulsion distributes responsibility fairly, while opponents say the penalties would be distributed unfairly.

Conclusion: The merits depend on the weight given to aggregate gains as against individual burdens, and the arguments do not settle the matter.
""", [
                ("invented_claim", "Revenue from the fines themselves could also be reinvested in better collection services.", None),
                ("added_detail", "that lack space for three or four separate recycling containers", (1, 1)),
            ]),
            ("dense", None, """
Issue: whether household recycling should be made compulsory and backed by fines — proponents rely on the incentive a fine gives households to sort their waste, which could raise recycling rates, on the savings councils would make in disposal costs as less waste goes to landfill, and on spreading responsibility across every household rather than a conscientious few, while opponents contend that enforcement could mean intrusive inspections of people's bins, that the fines would fall evenly on all residents regardless of age, disability or the size of their home, and that confusing and inconsistent local rules could see people penalized for honest mistakes; it is submitted that, prima facie, the case turns on whether the gains in recycling and cost justify the intrusion and the risk of unfair penalties, a question the arguments leave open.
""", [
                ("negation", "the fines would fall evenly on all residents regardless of age, disability or the size of their home", (1, 1)),
            ]),
            ("bullets", None, """
**Issue:** Should households face fines if they fail to recycle?

**Rule**

*Proponents rely on:*
- the incentive created by the threat of a fine, which gives households a real reason to sort their waste and could lift recycling rates;
- lower disposal costs for councils as less waste is sent to landfill;
- a fairer spread of responsibility, placed on every household instead of a conscientious minority.

*Opponents contend that:*
- enforcing the scheme could involve inspecting people's bins, which many residents would find intrusive;
- fines may fall hardest on elderly and disabled residents, and on people in apartments with little storage space;
- local rules are confusing and inconsistent, so people may be penalized for honest mistakes.

**Analysis:** Each side's arguments are internally consistent. The sharpest prima facie tension is between the proponents' claim that compulsion shares responsibility fairly and the opponents' claims that the penalties may weigh most heavily on certain residents and catch people making honest mistakes.

**Conclusion:** It is submitted that the proposal involves a genuine trade-off, and the arguments on either side do not, by themselves, determine the outcome.
""", []),
            ("closing", None, """
Issue

1. The question is whether recycling should be mandatory for households, enforced through fines.

Rule

2. Proponents rely on three points: that a fine gives households a real incentive to sort their waste, which could raise recycling rates; that less waste sent to landfill would reduce councils' disposal costs; and that the duty spreads responsibility across every household instead of resting on a conscientious minority.

3. Opponents contend that enforcement could involve inspecting residents' bins, which many would consider intrusive; that fines may fall hardest on elderly and disabled people and on those in apartments with little storage; and that confusing, inconsistent local rules mean honest mistakes may be penalized. They also argue that the threat of fines could push some residents to dump their waste illegally rather than risk a penalty.

Analysis

4. Prima facie, both sides raise points of substance. The proponents' arguments concern the effectiveness and fairness of the scheme at a collective level, while the opponents' arguments concern its intrusiveness and its effect on particular groups of residents.

Conclusion

5. It is submitted that the arguments do not point conclusively in either direction.

Whether compulsion is justified will ultimately depend on local circumstances and priorities.
""", [
                ("invented_claim", "They also argue that the threat of fines could push some residents to dump their waste illegally rather than risk a penalty.", None),
            ]),
            ("numbered", None, """
Issue: Whether compulsory household recycling, backed by fines, should be introduced.

Rule: The arguments may be summarized as follows.

1. **Incentive (proponents).** A fine gives households a genuine incentive to separate their waste, and recycling rates could rise as a result.
2. **Cost (proponents).** Sending less waste to landfill would lower councils' disposal costs.
3. **Shared responsibility (proponents).** Every household would share responsibility, rather than the task falling to a conscientious minority.
4. **Intrusion (opponents).** Enforcement could involve bin inspections, which many residents would find intrusive.
5. **Unequal burden (opponents).** Fines may fall hardest on elderly and disabled residents and on apartment dwellers who have little storage space.
6. **Honest mistakes (opponents).** Because local rules are confusing and inconsistent, people may be penalized for honest errors.

Analysis: Items 1 and 6 bear on each other: the incentive relied on by proponents operates through the same fines that, on the opponents' account, may catch people making honest mistakes. Items 3 and 5 likewise present competing conceptions of fairness.

Conclusion: It is submitted that the arguments are balanced and that the policy choice turns on which of these considerations is accorded greater weight.
""", []),
        ],
    },
    {
        "id": "fines_for_pavement_cycling",
        "topic": "Fining cyclists who ride on pavements",
        "query": "Should cyclists be fined for riding on the pavement?",
        "perspectives": [
            ("pedestrian advocates", [
                "Cyclists on the pavement can startle and injure pedestrians, particularly older people and those with impaired vision.",
                "Fines would give police a simple, visible way to deter the behavior.",
            ]),
            ("cycling groups", [
                "Many riders use the pavement only because the road feels dangerous where there are no cycle lanes.",
                "The prospect of fines may put some people off cycling altogether, undermining efforts to cut car use.",
                "Enforcement could be applied unevenly, with children and slow, careful riders penalized.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
MEMORANDUM

Issue: Whether cyclists who ride on the pavement should be subject to fines.

Rule:

1. Pedestrian advocates contend that cyclists on the pavement can startle and injure people on foot, older people and those with impaired vision in particular.
2. They further rely on the deterrent value of fines, which would give police a simple and visible means of discouraging pavement cycling.
3. Cycling groups respond that many riders take to the pavement only because the road feels dangerous where cycle lanes are absent.
4. They contend that the prospect of a fine may deter some people from cycling at all, which would undermine efforts to reduce car use.
5. They also warn that enforcement could be uneven, with children and slow, careful riders being penalized.

Analysis: Paragraphs 1 and 2 concern the protection of pedestrians and are, prima facie, directly responsive to the conduct in question. Paragraphs 3 to 5 are directed not at the danger to pedestrians but at whether fines are the right response, given why people ride there, the wider effect on cycling, and the risk of uneven enforcement.

Conclusion: It is submitted that the arguments reveal a genuine conflict between pedestrian safety and the concerns raised by cycling groups, and that neither side's case is conclusive on the material presented.
""", []),
            ("closing", None, """
Issue: The question presented is whether cyclists should be fined for riding on the pavement.

Rule: Pedestrian advocates rely on safety, contending that cyclists on the pavement can startle and injure pedestrians, especially older people and those whose vision is impaired. They add that fines would hand police a straightforward, visible way to deter the practice, while acknowledging that many riders use the pavement only because the road feels dangerous where no cycle lanes exist. Cycling groups contend that the threat of fines may put some people off cycling entirely, which would undercut efforts to cut car use, and that enforcement could fall unevenly, penalizing children and slow, careful riders.

Analysis: Prima facie, the pedestrian case addresses a direct risk of harm, while the cycling case raises concerns about the side effects and fairness of enforcement. It is submitted that the two positions are not wholly incompatible, since each identifies a real concern.

Conclusion: Reasonable policymakers could weigh these considerations differently. Ultimately, the answer may depend on local conditions and priorities.
""", [
                ("side_swap", "while acknowledging that many riders use the pavement only because the road feels dangerous where no cycle lanes exist", (1, 0)),
            ]),
            ("headed", None, """
### Issue
Should riding a bicycle on the pavement be punishable by a fine?

### Rule
Pedestrian advocates rely on two points: cyclists on the pavement can frighten and hurt pedestrians, particularly older people and those with impaired vision; and fines would give police a simple, visible tool for deterring such riding.

Cycling groups contend, first, that many riders resort to the pavement only because the road feels dangerous where there are no cycle lanes; second, that the prospect of a fine may put some people off cycling altogether, undermining efforts to reduce car use; and third, that enforcement could be applied unevenly, so that children and slow, careful riders end up penalized.

### Analysis
The first cycling argument bears on the cause of the behavior, while the pedestrian arguments bear on its consequences and on how to deter it. It is submitted that these are not strictly opposed: one may accept that pavement cycling can put pedestrians at risk while also accepting that the absence of cycle lanes explains why some riders do it. The remaining cycling arguments go to the side effects of fines rather than to their deterrent value.

### Conclusion
Neither side's arguments are decisive on their own; the outcome depends on the weight attached to pedestrian safety relative to the concerns about cycling uptake and fair enforcement.
""", []),
            ("prose", None, """
Issue: Whether cyclists who ride on pavements should be fined.

Rule: Pedestrian advocates contend that cyclists on the pavement can startle and injure pedestrians, particularly older people and those with impaired vision, such as blind residents walking with a cane or guide dog. They rely, in addition, on the simplicity of a fine, which would give police a visible means of deterring the behavior.

Opponents, chiefly cycling groups, contend that many riders are on the pavement only because the road feels dangerous in the absence of cycle lanes. They acknowledge that fines would not put anyone off cycling altogether, but maintain that enforcement could be applied unevenly, with children and slow, careful riders penalized.

Analysis: It is submitted that the pedestrian case is prima facie strong insofar as it concerns physical safety. The cycling groups' response does not engage with that risk directly but situates the problem within the wider question of road conditions and the fairness of enforcement.

Conclusion: The issue is evenly poised on the arguments presented, and the decision rests with policymakers.
""", [
                ("added_detail", "such as blind residents walking with a cane or guide dog", (0, 0)),
                ("negation", "fines would not put anyone off cycling altogether", (1, 1)),
            ]),
            ("bullets", None, """
**Issue:** Whether pavement cycling should attract a fine.

**Rule**
- **Pedestrian advocates** rely on the risk to people on foot (cyclists on the pavement can startle or injure pedestrians, particularly older people and those with impaired vision) and on fines as a simple, visible deterrent available to police.
- **Cycling groups** contend that:
  - many riders use the pavement only because the road feels dangerous where cycle lanes are lacking;
  - the prospect of fines may put some people off cycling altogether, working against efforts to cut car use; and
  - enforcement could be uneven, catching children and slow, careful riders.

**Analysis:** Prima facie, the pedestrian advocates' position is straightforward: an identified risk met with a simple deterrent. The cycling groups' position is more layered, questioning the cause of the behavior, the broader consequences of fines, and the fairness of their application. It is submitted that the weight of each side's case depends on which of these factors is considered most pressing.

**Conclusion:** No conclusion is compelled by the arguments themselves; the matter is one of policy judgment.
""", []),
            ("dense", None, """
Issue: whether cyclists should be fined for pavement riding — pedestrian advocates contend that cyclists on the pavement can startle and injure pedestrians, above all older people and those with impaired vision, whereas cycling groups contend that many riders resort to the pavement only because the road feels dangerous where there are no cycle lanes, that fines may put some people off cycling altogether and so undermine efforts to reduce car use, and that enforcement would inevitably be applied unevenly, with children and slow, careful riders routinely penalized. It is submitted that the question pits pedestrian safety against the fairness and wider effects of enforcement, and that the arguments presented leave it finely balanced.
""", [
                ("exaggeration", "enforcement would inevitably be applied unevenly, with children and slow, careful riders routinely penalized", (1, 2)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
]
