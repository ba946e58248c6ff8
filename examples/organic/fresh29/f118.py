"""fresh29 batch f118 (written by a separate writer): Abolishing prescription charges in England; Legal minimum nurse-to-patient ratios on hospital wards; Requiring GP surgeries to take online appointment requests all day; A legal right for care home residents to an essential visitor."""

TOPICS = [
    {
        "id": "abolishing_prescription_charges_england",
        "topic": "Abolishing prescription charges in England",
        "query": "Should prescription charges in England be abolished, so that all NHS prescriptions are free?",
        "perspectives": [
            ("patient charities", [
                "Some people with long-term conditions ration or skip their medicines because of the cost, which may make their health worse.",
                "The list of conditions that qualify for exemption is decades old and leaves out many chronic illnesses, which critics call arbitrary.",
            ]),
            ("Treasury and NHS finance officials", [
                "The charges bring in revenue that would have to be replaced from elsewhere in the NHS budget.",
                "Most prescription items are already dispensed free, so abolition may mainly benefit working-age adults who can afford to pay.",
            ]),
            ("community pharmacists", [
                "Checking exemptions and collecting charges takes up staff time that could be spent advising patients.",
                "Making all prescriptions free could increase demand that already stretched pharmacies may struggle to meet.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
At a glance: a proposal to make every NHS prescription in England free of charge.

What's proposed
Scrapping prescription charges in England altogether, so that no patient pays for an NHS prescription.

Patient charities
- Cost as a barrier: some people with long-term conditions ration or skip medicines because of the charge, and their health may suffer as a result.
- An outdated exemption list: it was drawn up decades ago and leaves out many chronic illnesses; critics call it arbitrary.

Treasury and NHS finance officials
- A hole to fill: the revenue the charges raise would have to be found elsewhere in the NHS budget.
- Poor targeting: most items are already dispensed free, so abolition may chiefly help working-age adults who can afford to pay.

Community pharmacists
- Less paperwork: checking exemptions and collecting charges takes staff time that could go on advising patients.
- More demand: free prescriptions could bring in more demand than already stretched pharmacies may be able to meet.

Key uncertainty
Whether the health benefits charities describe would justify the revenue that officials say would need replacing.
""", []),
            ("three_perspectives", None, """
At a glance: the debate over whether all NHS prescriptions in England should be free.

What's proposed: abolishing prescription charges, so that patients in England would no longer pay for any NHS prescription.

Patient charities: advocates contend that the charge pushes some people with long-term conditions to ration or skip medicines, which may leave them sicker; they also argue that the exemption list, which dates from 1968 and has barely been revised since, is arbitrary because it leaves out many chronic illnesses.

Finance officials: sceptics in the Treasury and the NHS reply that the money raised by charges would have to be replaced from elsewhere in the health budget, pointing to an internal estimate that abolition would cost around £600 million a year; since most items are already dispensed free, they add, the main beneficiaries may be working-age adults who could afford to pay.

Community pharmacists: their view cuts both ways; ending charges would free staff from checking exemptions and taking payments, time that could be spent advising patients, but free prescriptions could also lift demand beyond what already stretched pharmacies may manage.

Key uncertainty: how much extra demand free prescriptions would generate.
""", [
                ("added_detail", "which dates from 1968 and has barely been revised since", (0, 1)),
                ("invented_statistic", "pointing to an internal estimate that abolition would cost around £600 million a year", None),
            ]),
            ("three_perspectives", None, """
At a glance: whether England should stop charging for NHS prescriptions.

What's proposed
An end to prescription charges, with every NHS prescription in England dispensed free.

The case for
Patient charities argue that the charge leads some people with long-term conditions to ration or skip their medicines, with possible harm to their health; they add that the exemption list is decades old and omits many chronic illnesses, which critics regard as arbitrary.

The case against
Treasury and NHS finance officials reply that the income from charges would have to be made up from elsewhere in the NHS budget; because most items are already free, they contend, abolition may largely benefit working-age adults who are able to pay.

Key uncertainty
Whether the gains for patients who currently go without would outweigh the cost of replacing the lost income.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
At a glance: three groups weigh up free prescriptions for everyone in England.

What's proposed: the abolition of NHS prescription charges in England.

For patient charities, the argument is about access; some people with long-term conditions ration or skip their medicines because of what they cost, which may damage their health, and the qualifying list of exempt conditions is decades old, leaving out many chronic illnesses in a way critics call arbitrary.

For Treasury and NHS finance officials, the argument is about money; the revenue from charges would have to be replaced from elsewhere in the NHS budget, and with most items already dispensed free, abolition may mainly help working-age adults who can afford the charge.

For community pharmacists, the picture is mixed; checking exemptions and collecting payments eats into staff time that could be spent advising patients, and they expect free prescriptions to make little difference to demand, which already busy pharmacies could comfortably absorb.

What to watch: how ministers weigh these three sets of concerns.
""", [
                ("negation", "they expect free prescriptions to make little difference to demand, which already busy pharmacies could comfortably absorb", (2, 1)),
            ]),
            ("three_perspectives", None, """
At a glance: abolishing prescription charges in England would make every NHS prescription free; patient charities contend that cost leads some people with long-term conditions to ration or skip medicines, potentially harming their health, and that the decades-old exemption list, which leaves out many chronic illnesses, is arbitrary; Treasury and NHS finance officials reply that the lost revenue would have to be found elsewhere in the NHS budget and that, because most items are already dispensed free, abolition may mostly benefit working-age adults who can afford to pay; community pharmacists see both sides, since an end to checking exemptions and collecting charges would free staff time for advising patients, while free prescriptions could raise demand beyond what stretched pharmacies may be able to meet.
""", []),
            ("three_perspectives", None, """
At a glance: should prescriptions in England be free for everyone?

What's proposed: scrapping the charge for NHS prescriptions in England.

The case for (patient charities)
- People with long-term conditions are routinely forced to ration or skip medicines because of the cost, and their health suffers.
- The exemption list is decades old; many chronic illnesses fall outside it, which critics call arbitrary.
- Charities also point out that checking exemptions and collecting charges eats up pharmacy staff time that could be spent advising patients.

The case against (Treasury and NHS finance officials)
- The revenue would have to be replaced from elsewhere in the NHS budget.
- Most items are already free, so abolition may mostly benefit working-age adults who can pay.

Community pharmacists
- Free prescriptions could drive up demand that already stretched pharmacies may struggle to meet.

Key uncertainty: how the gains for patients would compare with the cost to the NHS budget.
""", [
                ("exaggeration", "People with long-term conditions are routinely forced to ration or skip medicines because of the cost, and their health suffers.", (0, 0)),
                ("side_swap", "Charities also point out that checking exemptions and collecting charges eats up pharmacy staff time that could be spent advising patients.", (2, 0)),
            ]),
        ],
    },
    {
        "id": "minimum_nurse_patient_ratios_wards",
        "topic": "Legal minimum nurse-to-patient ratios on hospital wards",
        "query": "Should hospitals be legally required to keep a minimum ratio of nurses to patients on every ward?",
        "perspectives": [
            ("nursing unions and patient-safety campaigners", [
                "Wards with fewer patients per nurse may see lower rates of avoidable deaths and harm.",
                "A legal minimum could ease burnout and help hospitals keep experienced nurses.",
                "Enforceable ratios could stop managers stretching staff thinly when budgets are tight.",
            ]),
            ("hospital managers and health economists", [
                "There may not be enough trained nurses to meet fixed ratios, which could force hospitals to close beds or cancel operations.",
                "Rigid ratios could ignore differences in how ill patients are and limit the flexibility to move staff where they are most needed.",
            ]),
        ],
        "variants": [
            ("headed", None, """
At a glance: a proposal to set a legal floor on nurse staffing for hospital wards.

What's proposed
A legal requirement for hospitals to keep a minimum ratio of nurses to patients on every ward.

The case for
Nursing unions and patient-safety campaigners contend that wards with fewer patients per nurse may see fewer avoidable deaths and less harm; they argue that a legal minimum could ease burnout and help hospitals hold on to experienced nurses; and they say enforceable ratios could stop managers spreading staff thinly when money is tight.

The case against
Hospital managers and health economists reply that there may not be enough trained nurses to meet fixed ratios, which could mean closed beds or cancelled operations; they add that rigid ratios could take no account of how ill patients are and limit the flexibility to move staff to where they are most needed.

Key uncertainty
Whether enough trained nurses could be found to make fixed ratios workable.
""", []),
            ("bullets", None, """
At a glance: should the law fix how many patients each hospital nurse can look after?

What's proposed
- A legal minimum ratio of nurses to patients on every hospital ward.

The case for
- Safer care: wards with fewer patients per nurse will see fewer avoidable deaths and less harm.
- Keeping staff: a legal minimum could ease burnout and help hospitals retain experienced nurses.
- A check on cuts: enforceable ratios could stop managers stretching staff thinly when budgets are squeezed.

The case against
- Supply: there may not be enough trained nurses to meet fixed ratios; closed beds or cancelled operations could follow.
- Flexibility: rigid ratios could ignore differences in how ill patients are and make it harder to deploy staff where they are needed most.
- Cost: sceptics warn that hospitals could end up leaning on expensive agency nurses to hit the numbers, draining money from other services.
""", [
                ("exaggeration", "wards with fewer patients per nurse will see fewer avoidable deaths and less harm", (0, 0)),
                ("invented_claim", "sceptics warn that hospitals could end up leaning on expensive agency nurses to hit the numbers, draining money from other services", None),
            ]),
            ("dense", None, """
At a glance: minimum nurse-to-patient ratios would be written into law for every hospital ward; nursing unions and patient-safety campaigners contend that wards with fewer patients per nurse may see lower rates of avoidable death and harm, that a legal floor could ease burnout and help hospitals keep experienced nurses, and that enforceable ratios could stop managers thinning out staff when budgets are tight; hospital managers and health economists reply that there may not be enough trained nurses to meet fixed ratios, so beds could close or operations be cancelled, and that rigid ratios could overlook how ill patients are and limit the flexibility to send staff where they are needed most.
""", []),
            ("numbered", None, """
At a glance: a legal minimum for nurse staffing on hospital wards.

What's proposed: hospitals would have to keep at least a set number of nurses per patient on every ward.

Arguments in favour (nursing unions and patient-safety campaigners)
1. Patient safety: fewer patients per nurse may mean fewer avoidable deaths and less harm.
2. Retention: a legal floor could reduce burnout and help hospitals hold on to experienced nurses.
3. Budget pressure: enforceable ratios could prevent managers from stretching staff thinly when money is short.

Arguments against (hospital managers and health economists)
4. Workforce supply: there may not be enough trained nurses to meet fixed ratios, which could force bed closures or cancelled operations.
5. Knock-on effects: sceptics reply that where hospitals cannot recruit the nurses a ratio demands, the likely result is beds taken out of use and planned surgery called off.

Key uncertainty: where exactly any legal minimum would be set.
""", [
                ("repetition", "sceptics reply that where hospitals cannot recruit the nurses a ratio demands, the likely result is beds taken out of use and planned surgery called off", (1, 1)),
            ]),
            ("closing", None, """
At a glance: the argument over mandatory nurse staffing ratios in hospitals.

What's proposed: a legal duty on hospitals to keep a minimum number of nurses per patient on each ward.

The case for: unions and patient-safety campaigners contend that wards with fewer patients per nurse may have lower rates of avoidable death and harm; while a legal floor would do little to ease burnout, they argue it could help hospitals keep experienced nurses; and enforceable ratios could stop managers stretching staff thinly when budgets are tight, with trusts fined for every shift that falls below the legal minimum.

The case against: hospital managers and health economists reply that there may not be enough trained nurses to meet fixed ratios, leaving hospitals to close beds or cancel operations; rigid ratios, they add, could ignore differences in how ill patients are and limit the flexibility to move staff to where they are most needed.

How these claims are weighed against each other is ultimately a judgement for policymakers.
""", [
                ("negation", "a legal floor would do little to ease burnout", (0, 1)),
                ("added_detail", "with trusts fined for every shift that falls below the legal minimum", (0, 2)),
            ]),
            ("prose", None, """
At a glance: should staffing on hospital wards be governed by a legal ratio of nurses to patients?

What's proposed: hospitals would be required by law to keep a minimum ratio of nurses to patients on every ward.

Nursing unions and patient-safety campaigners make three points. Wards where each nurse has fewer patients may see less avoidable harm and fewer avoidable deaths; a legal minimum could ease burnout and help hospitals retain experienced staff; and enforceable ratios could prevent managers from stretching nurses thinly when budgets are tight.

Hospital managers and health economists are sceptical. There may simply not be enough trained nurses to meet fixed ratios, in which case hospitals could be forced to close beds or cancel operations. Rigid ratios could also ignore differences in how ill patients are, limiting the flexibility to move staff to where they are most needed.

Key uncertainty: whether patient safety is best protected by a fixed number or by flexible deployment.
""", []),
        ],
    },
    {
        "id": "gp_online_requests_all_day",
        "topic": "Requiring GP surgeries to take online appointment requests all day",
        "query": "Should GP surgeries have to accept appointment requests online throughout opening hours instead of relying on the 8am phone rush?",
        "perspectives": [
            ("patient groups", [
                "Patients who work or care for others often cannot phone at 8am and may miss out on appointments.",
                "Online requests could let practices prioritise patients by clinical need rather than by who gets through first.",
            ]),
            ("GP practices and doctors' representatives", [
                "Accepting requests all day could bring in more demand than practices have clinicians to handle.",
                "Patients without internet access could be disadvantaged if online requests become the main route in.",
                "Some practices would need funding for new software and extra staff to process the requests.",
            ]),
        ],
        "variants": [
            ("prose", None, """
At a glance: a rule that would end the 8am phone scramble by making GP surgeries take requests online all day.

What's proposed: GP surgeries would have to accept appointment requests online throughout opening hours, rather than relying on patients ringing at 8am.

Patient groups argue that people who work or look after others often cannot phone at 8am and may miss out on appointments as a result. Online requests, they contend, could let practices prioritise patients by clinical need rather than by who gets through first, with a clinician reviewing every request within two hours.

GP practices and doctors' representatives are wary. Taking requests all day could bring in more demand than practices have clinicians to handle; patients without internet access could be disadvantaged if online requests become the main route in; and some practices would need funding for new software and extra staff to process the requests.

Key uncertainty: whether practices would have the capacity to respond to requests arriving throughout the day.
""", [
                ("added_detail", "with a clinician reviewing every request within two hours", (0, 1)),
            ]),
            ("headed", None, """
At a glance: should surgeries stop relying on the 8am phone queue?

What's proposed
A requirement for GP surgeries to accept appointment requests online throughout opening hours.

The case for
Patient groups contend that people with jobs or caring responsibilities often cannot ring at 8am and may lose out on appointments; they add that online requests could let practices sort patients by clinical need instead of by who happens to get through first.

The case against
GP practices and doctors' representatives reply that accepting requests all day could generate more demand than practices have clinicians to meet; that patients without internet access could be disadvantaged if online requests become the main way in; and that some practices would need funding for new software and additional staff to handle the requests.

What to watch
Whether funding accompanies any new requirement.
""", []),
            ("bullets", None, """
At a glance: the case for and against all-day online access to GP appointments.

What's proposed
- GP surgeries would be required to take appointment requests online throughout opening hours, not just via the 8am phone lines.

The case for (patient groups)
- People who work or care for relatives often cannot phone at 8am and may miss out on an appointment.

The case against (GP practices and doctors' representatives)
- GP practices accept that online requests could let them prioritise patients by clinical need rather than by who gets through first, but warn that accepting requests all day could bring in more demand than they have clinicians to handle.
- Patients without internet access could be left at a disadvantage if online requests become the main route in.

Key uncertainty
- How practices would manage demand arriving across the whole day.
""", [
                ("side_swap", "GP practices accept that online requests could let them prioritise patients by clinical need rather than by who gets through first", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
At a glance: requiring GP surgeries to accept online appointment requests throughout opening hours would replace the 8am phone rush; patient groups contend that people who work or care for others often cannot call at 8am and may miss out, and that online requests could let practices prioritise by clinical need rather than by who gets through first; GP practices and doctors' representatives reply that all-day requests would swamp surgeries with far more demand than they have clinicians to handle, citing a survey in which four in five practice managers said they expected to be overwhelmed within weeks, that patients without internet access could be disadvantaged if online requests become the main route in, and that some practices would need funding for new software and extra staff to process the requests.
""", [
                ("exaggeration", "all-day requests would swamp surgeries with far more demand than they have clinicians to handle", (1, 0)),
                ("invented_statistic", "citing a survey in which four in five practice managers said they expected to be overwhelmed within weeks", None),
            ]),
            ("numbered", None, """
At a glance: a proposal to make online GP appointment requests available all day.

What's proposed: surgeries would have to accept requests online throughout opening hours rather than relying on an 8am phone rush.

Patient groups
1. Fairer access: people who work or have caring duties often cannot phone at 8am and may miss out on appointments.
2. Smarter triage: online requests could let practices prioritise by clinical need rather than by who gets through first.

GP practices and doctors' representatives
3. Capacity: all-day requests could bring in more demand than practices have clinicians to handle.
4. Digital exclusion: patients without internet access could be disadvantaged if online requests become the main route in.
5. Cost: some practices would need funding for new software and extra staff to process requests.

Key uncertainty: whether practices could keep up with requests arriving all day.
""", []),
            ("closing", None, """
At a glance: should the 8am rush for GP appointments give way to all-day online requests?

What's proposed: a requirement for GP surgeries to accept appointment requests online at any time during opening hours.

The case for: patient groups contend that those who work or care for others often cannot phone at 8am and may miss out; online requests, advocates say, could let practices prioritise patients by clinical need rather than by speed of dialling; they add that easier access to a GP could ease pressure on A&E departments, where some patients turn up when they cannot get an appointment.

The case against: GP practices and doctors' representatives reply that accepting requests all day could bring in more demand than practices have clinicians to handle; patients without internet access could be disadvantaged if online requests become the main route in; and some surgeries would need funding for new software and extra staff to process requests.

Both sides raise points that would shape how any such rule is designed.
""", [
                ("invented_claim", "they add that easier access to a GP could ease pressure on A&E departments, where some patients turn up when they cannot get an appointment", None),
            ]),
        ],
    },
    {
        "id": "care_home_essential_visitor_right",
        "topic": "A legal right for care home residents to an essential visitor",
        "query": "Should care home residents have a legal right to an essential visitor who can see them even when other visits are restricted?",
        "perspectives": [
            ("families and residents' advocates", [
                "Being cut off from relatives may lead to a marked decline in residents' wellbeing, especially for people with dementia.",
                "Relatives often help with everyday care, such as eating, that stretched staff may not have time for.",
            ]),
            ("care home operators", [
                "During an infection outbreak, a blanket right to visit could make it harder to protect vulnerable residents.",
                "Managing visits safely may require extra staff time and space that some homes lack.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
At a glance: a proposed legal right for each care home resident to one essential visitor.

What's proposed
- Residents would have a legal right to an essential visitor who can see them even when other visits are restricted.

The case for (families and residents' advocates)
- Isolation harms: being cut off from relatives may lead to a marked decline in wellbeing, particularly for residents with dementia.
- Hands-on help: relatives often assist with everyday care such as eating, which stretched staff may not have time for.

The case against (care home operators)
- Infection control: during an outbreak, a blanket right to visit could make it harder to protect vulnerable residents.
- Resources: managing visits safely may need extra staff time and space that some homes do not have.

Key uncertainty
- How a guaranteed visit would work during an outbreak.
""", []),
            ("prose", None, """
At a glance: whether residents should be guaranteed contact with one essential visitor.

What's proposed: a legal right for care home residents to an essential visitor who may see them even when other visiting is restricted.

Families and residents' advocates argue that being cut off from relatives may cause a marked decline in residents' wellbeing, above all for people living with dementia. They also point out that relatives often help with everyday care, such as eating, that stretched staff may not have time to provide.

Care home operators reply that, during an infection outbreak, a blanket right to visit could make it harder to protect vulnerable residents. Sceptics add that a statutory right could expose homes to legal claims from families who believe a visit was wrongly refused.

Key uncertainty: how the right would be balanced against infection control.
""", [
                ("invented_claim", "Sceptics add that a statutory right could expose homes to legal claims from families who believe a visit was wrongly refused.", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
At a glance: the debate over guaranteed essential visitors in care homes.

What's proposed: care home residents would have a legal right to an essential visitor, even when other visits are limited.

The case for
Families and residents' advocates contend that losing contact with relatives may bring a marked decline in wellbeing, especially among people with dementia; they add that relatives often provide everyday help, such as with eating, that stretched staff may lack the time to give.

The case against
Care home operators reply that a blanket right to visit could make it harder to protect vulnerable residents during an infection outbreak; they also say that managing visits safely may call for extra staff time and space that some homes lack.

Each side's concerns bear on how such a right might be framed.
""", []),
            ("headed", None, """
At a glance: should the law guarantee care home residents an essential visitor?

What's proposed
A legal right for residents to an essential visitor who can see them even when other visits are restricted.

The case for
Advocates for residents and their families contend that being cut off from relatives may lead to a marked decline in wellbeing, with people who have dementia most at risk; relatives also often help with everyday care, such as eating, that stretched staff may not have time for.

The case against
Care home operators warn that, during an infection outbreak, a blanket right to visit could make it harder to keep vulnerable residents safe; they add that organising visits safely would not call for any staff time or space beyond what homes already have.

Key uncertainty
How far a guaranteed visitor could be accommodated during an outbreak.
""", [
                ("negation", "organising visits safely would not call for any staff time or space beyond what homes already have", (1, 1)),
            ]),
            ("dense", None, """
At a glance: a legal right to an essential visitor would let each care home resident keep seeing one person when other visits are restricted; families and residents' advocates contend that being cut off from relatives may cause a marked decline in wellbeing, especially for people with dementia, and that relatives often help with everyday care such as eating, typically visiting at mealtimes several times a week, which stretched staff may not have time for; care home operators reply that a blanket right to visit could make it harder to protect vulnerable residents during an infection outbreak and that managing visits safely may require extra staff time and space that some homes lack.
""", [
                ("added_detail", "typically visiting at mealtimes several times a week", (0, 1)),
            ]),
            ("numbered", None, """
At a glance: a guaranteed essential visitor for every care home resident.

What's proposed: a legal right for residents to an essential visitor who can still see them when other visits are restricted.

Families and residents' advocates
1. Wellbeing: being cut off from relatives may lead to a marked decline, especially for people with dementia.
2. Practical care: relatives often help with everyday tasks such as eating that stretched staff may not have time for.

Care home operators
3. Outbreaks: a blanket right to visit could make it harder to protect vulnerable residents during an infection outbreak.
4. Capacity: managing visits safely may require extra staff time and space that some homes lack.

What to watch: how any right would be applied during an outbreak.
""", []),
        ],
    },
]
