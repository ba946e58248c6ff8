"""fresh27 batch f112 (written by a separate writer): Fining parents for taking children on holiday during term time; Charging VAT on private school fees; Giving admissions preference to children of university alumni; Banning full-contact tackling in school rugby."""

TOPICS = [
    {
        "id": "term_time_holiday_fines",
        "topic": "Fining parents for taking children on holiday during term time",
        "query": "Should parents be fined for taking their children out of school for a holiday during term time?",
        "perspectives": [
            ("parents", [
                "Holiday prices can be much higher during school breaks, so term-time trips may be the only affordable option for some families.",
                "Some parents argue that travel can be educational in its own right.",
                "Fines may hit poorer families hardest, while wealthier ones can simply pay and go.",
            ]),
            ("head teachers", [
                "Missing even a week of lessons can leave pupils struggling to catch up.",
                "Holiday absences may disrupt the whole class when teachers have to go back over missed material.",
            ]),
            ("tourism businesses", [
                "Fines could squeeze family bookings into the peak weeks and leave off-peak periods quiet.",
                "Some operators say they are unfairly blamed for prices that reflect demand rather than greed.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Term-time holiday fines — revision notes

Q: should parents be fined for term-time hols?

PARENTS:
- holiday prices → much higher in school breaks → term time may be the only affordable option for some families
- travel = educational in its own right (some argue)
- fines may hit poorer families hardest; richer ones just pay + go

HEAD TEACHERS:
- missing even 1 wk of lessons → pupils can struggle to catch up
- holiday absence may disrupt the whole class b/c teachers have to go back over missed work

TOURISM BUSINESSES:
- fines could cram family bookings into peak wks → off-peak left quiet
- some operators: unfairly blamed for prices → prices reflect demand, not greed

Exam tip: give each group its own paragraph, then weigh them against each other in the conclusion.
""", []),
            ("three_perspectives", None, """
Fining parents for term-time holidays — quick notes

HEADS:
- even a wk off → pupils can struggle to catch up
- whole class may be disrupted → teacher has to go back over what was missed
- one govt study: pupils missing 10+ days approx. 25% less likely to reach expected grades

PARENTS:
- school-holiday prices can be much higher → a term-time trip may be the only way some families can afford one
- travel can be educational in its own right (some say)
- fines → poorer families hit hardest, wealthy just pay & go

TOURISM:
- fines could squeeze bookings into peak wks; off-peak → quiet
- some operators feel unfairly blamed — prices = demand, not greed

Exam tip: open with a one-line definition of the policy before you list any views.
""", [
                ("invented_statistic", "one govt study: pupils missing 10+ days approx. 25% less likely to reach expected grades", None),
            ]),
            ("three_perspectives", None, """
Term-time holidays + fines: 3 views

TOURISM:
- fines could push family bookings into peak wks & leave off-peak periods quiet
- some operators → say they're unfairly blamed for prices that reflect demand, not greed

PARENTS:
- travel = educational in itself (some argue); also prices much higher in school hols → term time may be the only affordable option for some
- fines may hit poorer families hardest — better-off just pay & go

HEADS:
- even a wk of missed lessons → can leave pupils struggling to catch up
- & may disrupt the whole class, b/c teachers go back over missed material

Exam tip: use the group names as signposts so the examiner can see you've covered every view.
""", []),
            ("three_perspectives", None, """
REVISION: fines for term-time holidays

PARENTS:
- peak-season prices can be much higher → a term-time trip may be the only one some families can afford
- fines may hit poorer families hardest; wealthier ones pay the fine and go anyway

HEAD TEACHERS:
- even a week missed → pupils can struggle to catch up
- holiday absences may disrupt the whole class — teachers have to go back over material

TOURISM BUSINESSES:
- fines could squeeze families into the peak weeks → off-peak bookings quiet
- operators also argue travel can be educational in its own right
- some say they're unfairly blamed for prices → really reflect demand, not greed

Exam tip: keep each point to one sentence and explain it before moving on.
""", [
                ("side_swap", "operators also argue travel can be educational in its own right", (0, 1)),
            ]),
            ("three_perspectives", None, """
Term-time holiday fines — key arguments

PARENTS:
- hols much pricier in school breaks → term time may be the only affordable option for some families
- some argue travel = educational in itself
- poorer families may be hit hardest by fines; richer → just pay + go

HEADS:
- missing even a week can leave pupils struggling to catch up
- a holiday absence hardly affects the rest of the class → teachers rarely need to go back over material

TOURISM:
- some operators: unfairly blamed for prices that reflect demand, not greed

Exam tip: use "however" or "on the other hand" to move between groups, so it reads as an argument, not a list.
""", [
                ("negation", "a holiday absence hardly affects the rest of the class", (1, 1)),
                ("omitted_argument", None, (2, 0)),
            ]),
            ("three_perspectives", None, """
Term-time holiday fines — revision

Q: fine parents for term-time hols?

PARENTS:
- cost: school-holiday prices can be much higher → term time may be the only affordable option for some
- travel can be educational in its own right (some parents)
- fairness: fines may hit poorer families hardest, wealthier families just pay & go

HEAD TEACHERS:
- even 1 wk of missed lessons → can leave pupils struggling to catch up
- disruption: whole class may be affected when the teacher goes back over missed material

Exam tip: end with a balanced judgement sentence rather than just restating the lists.
""", [
                ("omitted_perspective", None, 2),
            ]),
        ],
    },
    {
        "id": "vat_on_private_school_fees",
        "topic": "Charging VAT on private school fees",
        "query": "Should VAT be charged on private school fees?",
        "perspectives": [
            ("supporters", [
                "The tax could raise money that may be spent on state schools.",
                "Some argue that exempting private school fees amounts to a tax break for wealthier families.",
            ]),
            ("private school parents and heads", [
                "Higher fees could push some pupils into state schools that are already stretched.",
                "Smaller private schools, including some specialist ones, may be forced to close.",
                "Many parents say they already pay for state schools through their taxes without using them.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
VAT on private school fees — revision notes

FOR:
- tax could raise money → may be spent on state schools
- some say the exemption = a tax break for wealthier families

AGAINST (private school parents/heads):
- higher fees could push some pupils into state schools that are already stretched
- smaller private schools, incl. some specialist ones, may be forced to close
- many parents: already pay for state schools via taxes w/o using them

Exam tip: for a "should" question, give both sides roughly equal space before you make a judgement.
""", []),
            ("headed", None, """
## VAT on private school fees

### FOR
- could raise money → may be spent on state schools
- exemption → seen by some as a tax break for wealthier families

### AGAINST
- fees ↑ → some pupils could move into already-stretched state schools
- smaller private schools, incl. specialist ones, will be forced to close
- parents: already pay for state schools through taxes but don't use them

### Exam tip
Link each AGAINST point back to a FOR point — shows you're evaluating, not just listing.
""", [
                ("exaggeration", "smaller private schools, incl. specialist ones, will be forced to close", (1, 1)),
            ]),
            ("dense", None, """
VAT on private school fees — FOR: could raise money that may be spent on state schools, e.g. recruiting extra teachers in shortage subjects; some argue the exemption = tax break for wealthier families. AGAINST: higher fees could push some pupils into already-stretched state schools; smaller private schools (incl. some specialist ones) may be forced to close; many parents say they already pay for state schools via taxes w/o using them. Exam tip: in a short answer, one sentence per point is enough — don't pad.
""", [
                ("added_detail", "e.g. recruiting extra teachers in shortage subjects", (0, 0)),
            ]),
            ("numbered", None, """
VAT on private school fees — notes

FOR:
1. exemption = tax break for wealthier families (some argue)
2. tax could raise money → may go to state schools

AGAINST:
1. many parents → already pay for state schools through their taxes, w/o using them
2. higher fees could push some pupils into state schools → already stretched
3. smaller private schools may be forced to close — incl. some specialist ones

Exam tip: number your points in the plan, then turn each one into a full paragraph.
""", []),
            ("bullets", None, """
VAT on private school fees

FOR:
- could raise money that may be spent on state schools
- some: exemption = tax break for better-off families

AGAINST:
- fees ↑ → some pupils could move into state schools that are already stretched
- smaller private schools (incl. some specialist ones) may be forced to close
- state sector may also have to absorb pupils whose parents can no longer afford the fees

Exam tip: don't bring in a new point in the conclusion — everything should already be in the body.
""", [
                ("repetition", "state sector may also have to absorb pupils whose parents can no longer afford the fees", (1, 2)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
VAT on private school fees — revision notes

FOR:
- tax could raise money → may be spent on state schools
- exemption seen by some as a tax break for wealthier families
- could also nudge private schools to open up more of their facilities to local state pupils

AGAINST:
- higher fees could push some pupils into already-stretched state schools
- smaller private schools — incl. some specialist ones — may be forced to close
- many parents already pay for state schools through taxes w/o using them

Summary: both sides are arguing about who pays and who loses out.
Exam tip: finish with a one-line conclusion that answers the question directly.
""", [
                ("invented_claim", "could also nudge private schools to open up more of their facilities to local state pupils", None),
            ]),
        ],
    },
    {
        "id": "alumni_legacy_admissions",
        "topic": "Giving admissions preference to children of university alumni",
        "query": "Should universities give an admissions advantage to applicants whose parents studied there?",
        "perspectives": [
            ("critics of legacy preference", [
                "Legacy preference mostly benefits applicants from already privileged backgrounds.",
                "It can take places away from better-qualified applicants.",
                "Some argue it undermines public trust that admissions are based on merit.",
            ]),
            ("universities that use it", [
                "Alumni ties may encourage donations that help fund bursaries for other students.",
                "Some institutions say family connections help build a loyal community across generations.",
            ]),
        ],
        "variants": [
            ("headed", None, """
# Legacy admissions (alumni children) — revision notes

## AGAINST (critics)
- mostly benefits applicants from already privileged backgrounds
- can take places from better-qualified applicants
- may undermine public trust that admissions = merit-based (some argue)

## FOR (universities that use it)
- alumni ties → may encourage donations → help fund bursaries for other students
- family connections → loyal community across generations (some institutions say)

## Exam tip
Say which side you find stronger and why in one sentence — don't sit on the fence.
""", []),
            ("bullets", None, """
Alumni legacy preference — notes

CRITICS:
- helps mostly those already from privileged backgrounds
- can take places away from better-qualified applicants
- some argue it does little to dent public trust that admissions are based on merit

UNIVERSITIES:
- alumni ties may → donations → bursaries for other students
- some say family links help build a loyal community over generations

Exam tip: use hedged phrases like "it could be argued" to keep the tone balanced.
""", [
                ("negation", "does little to dent public trust that admissions are based on merit", (0, 2)),
            ]),
            ("numbered", None, """
Legacy admissions — key points

Critics:
1. benefits mostly go to applicants from already-privileged backgrounds
2. some argue → undermines public trust that admissions rest on merit

Universities:
1. alumni ties may encourage donations → help fund bursaries for other students
2. family connections → loyal community across generations (some institutions)
3. universities concede it can take places away from better-qualified applicants

Exam tip: put the strongest point for each side first in its paragraph.
""", [
                ("side_swap", "universities concede it can take places away from better-qualified applicants", (0, 1)),
            ]),
            ("dense", None, """
Legacy admissions in 1 para: critics → mostly benefits already-privileged applicants, can take places from better-qualified ones, & some say it undermines public trust that admissions rest on merit; universities using it → alumni ties may encourage donations that help fund bursaries for other students, & some say family connections build a loyal community across generations. Exam tip: a dense para like this is fine for a plan, but split it into FOR/AGAINST paragraphs in the real answer.
""", []),
            ("bullets", None, """
Legacy preference in uni admissions

AGAINST:
- benefits only applicants from already privileged backgrounds
- can take places off better-qualified applicants
- some argue → undermines public trust that admissions are based on merit

FOR:
- alumni ties may encourage donations → fund bursaries for other students
- family connections → help build a loyal community across generations (some institutions)

Exam tip: avoid "I think" — write in the third person and let the arguments do the work.
""", [
                ("exaggeration", "benefits only applicants from already privileged backgrounds", (0, 0)),
            ]),
            ("closing", None, """
Legacy admissions — revision notes

FOR (unis that use it):
- alumni ties → may encourage donations, which help fund bursaries for other students
- some say family links build a loyal community across generations

AGAINST (critics):
- mostly benefits applicants who are already privileged
- can take places from better-qualified applicants
- some argue → undermines public trust that admissions are merit-based

Bottom line: the debate sets institutional loyalty and funding against fairness of access.
Exam tip: pick up the key words of the question in your first sentence.
""", []),
        ],
    },
    {
        "id": "no_tackling_school_rugby",
        "topic": "Banning full-contact tackling in school rugby",
        "query": "Should tackling be banned in rugby played in schools?",
        "perspectives": [
            ("supporters of a ban", [
                "Tackling is linked to many of the concussions and other injuries in youth rugby.",
                "Touch or tag rugby may keep more pupils playing, especially those put off by physical contact.",
            ]),
            ("opponents of a ban", [
                "Pupils who never learn to tackle safely could be more at risk if they later play full-contact rugby.",
                "Some coaches argue that contact helps build confidence and teamwork.",
                "A ban could weaken the flow of young players into local clubs.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Tackling ban in school rugby — revision notes

FOR A BAN:
- tackling linked to many concussions + other injuries in youth rugby
- touch/tag rugby may keep more pupils playing, esp. those put off by contact

AGAINST A BAN:
- pupils who never learn to tackle safely → could be more at risk if they later play full-contact
- some coaches: contact builds confidence & teamwork
- ban could weaken the flow of young players into local clubs

Exam tip: write a short intro that names both sides before going into detail.
""", []),
            ("headed", None, """
## No-tackle school rugby?

### For
- tackling → linked to many of the concussions & other injuries in youth rugby
- touch or tag may keep more pupils playing, esp. the ones put off by physical contact

### Against
- pupils who never learn safe tackling could be more at risk if they take up full-contact rugby later, e.g. when they join an adult club side at 18
- contact helps build confidence + teamwork (some coaches)
- ban could weaken the flow of young players into local clubs

### Exam tip
Use connectives like "whereas" to compare the two sides directly.
""", [
                ("added_detail", "e.g. when they join an adult club side at 18", (1, 0)),
            ]),
            ("numbered", None, """
Banning tackling in school rugby — notes

AGAINST A BAN:
1. ban could weaken the pipeline of young players into local clubs
2. some coaches → contact helps build confidence and teamwork
3. never learning to tackle safely → could leave pupils more at risk if they later play full-contact

FOR A BAN:
1. tag/touch may keep more pupils playing, esp. those put off by physical contact
2. tackling linked to many of the concussions & other injuries in youth rugby

Exam tip: abbreviations are fine in notes, but write full sentences in the exam itself.
""", []),
            ("bullets", None, """
School rugby: ban tackling?

FOR:
- tackling linked to many concussions & other injuries in youth rugby
- one survey found roughly 1 in 5 school players get concussed each season
- touch/tag rugby may keep more pupils in the game, esp. those put off by contact

AGAINST:
- pupils who never learn to tackle safely could be more at risk in full-contact rugby later on
- some coaches argue contact builds confidence + teamwork
- a ban could weaken the flow of young players into local clubs

Exam tip: underline the command word in the question before you start planning.
""", [
                ("invented_statistic", "one survey found roughly 1 in 5 school players get concussed each season", None),
            ]),
            ("closing", None, """
Tackling in school rugby — revision notes

FOR A BAN:
- many concussions + other youth rugby injuries → linked to tackling
- touch/tag may keep more pupils playing — esp. those who dislike physical contact

AGAINST A BAN:
- some coaches: contact → confidence & teamwork
- no safe-tackling practice → pupils could be more at risk if they go on to full-contact rugby
- ban could weaken the flow of young players into local clubs

Key takeaway: safety vs. skills and participation.
Exam tip: make your conclusion follow from the points you've made, not from a new one.
""", []),
            ("dense", None, """
Tackling ban, school rugby — FOR: tackling is behind most concussions and other injuries in youth rugby; touch/tag may keep more pupils playing, esp. those put off by contact. AGAINST: pupils who never learn to tackle safely could be more at risk if they later play full-contact; some coaches argue contact builds confidence & teamwork. Exam tip: in a plan, one line per point is plenty — save the explanation for the answer.
""", [
                ("exaggeration", "tackling is behind most concussions and other injuries in youth rugby", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
]
