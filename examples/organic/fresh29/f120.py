"""fresh29 batch f120 (written by a separate writer): Replacing human line judges with electronic line-calling in tennis; Pass/fail grading for first-year university courses; Auctioning the naming rights to newly discovered species; Editing offensive language out of reissued classic children's books."""

TOPICS = [
    {
        "id": "electronic_line_calling_tennis",
        "topic": "Replacing human line judges with electronic line-calling in tennis",
        "query": "Should tennis tournaments replace human line judges with fully electronic line-calling?",
        "perspectives": [
            ("players and coaches", [
                "Automated calls could end disputes over close balls, letting players concentrate on the match.",
                "Some players feel that scrapping the challenge system would remove a tactical part of the game.",
            ]),
            ("line judges and officials' associations", [
                "Many officials could lose paid work at tournaments.",
                "Line judging is often the first step toward chair umpiring, so the route into top-level officiating may disappear.",
            ]),
            ("tournament organizers", [
                "Fewer officials on site could cut travel and accommodation costs.",
                "Smaller events may not be able to afford the camera systems needed.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's a breakdown of the arguments:

| Perspective | Main point | Why it matters |
|---|---|---|
| Players and coaches | Fewer disputes over close balls | Automated calls could end those arguments and let players concentrate on the match |
| Players and coaches | Losing the challenge system | Some players feel that scrapping challenges would take a tactical part out of the game |
| Line judges and officials' associations | Lost work | Many officials could lose paid work at tournaments |
| Line judges and officials' associations | A broken career ladder | Line judging is often the first step toward chair umpiring, so the route into top-level officiating may disappear |
| Tournament organizers | Lower costs | Having fewer officials on site could cut spending on travel and accommodation |
| Tournament organizers | Camera costs | Smaller events may not be able to afford the camera systems required |

**Key takeaways**

Players are weighing an end to arguments over close calls against the tactics that some of them value in the challenge system. Officials' concerns center on their own paid work and on the pathway from the lines to the umpire's chair. Organizers could save on travel and accommodation, but smaller events may struggle to pay for the technology.

Each group is looking at the same change from a different seat.
""", []),
            ("three_perspectives", None, """
Here's how the three groups see it:

| Group | Main point | Why it matters |
|---|---|---|
| Players and coaches | Tactics at stake | Some players feel that doing away with the challenge system would strip a tactical element out of the game |
| Line judges and officials' associations | Livelihoods | Many officials could lose paid tournament work |
| Line judges and officials' associations | The path to the chair | Line judging is often where future chair umpires start, so the route into top-level officiating could vanish |
| Tournament organizers | No more line-call rows | Automated calls could end disputes over close balls, leaving players free to concentrate on the match |
| Tournament organizers | Savings | With fewer officials on site, travel and accommodation costs could come down |
| Tournament organizers | Affordability | Smaller events may not be able to afford the camera systems needed |

**Key takeaways**

- For players, the worry is tactical: some feel losing challenges would take something out of the game.
- Officials stand to lose paid work, and the usual route from line judge to chair umpire could close.
- Organizers could save on travel and accommodation, though the cameras may be beyond the budgets of smaller events.

Where tournaments land will depend on how they weigh these points.
""", [
                ("side_swap", "No more line-call rows | Automated calls could end disputes over close balls, leaving players free to concentrate on the match", (0, 0)),
            ]),
            ("three_perspectives", None, """
Here's a quick look at where the main camps stand:

**Players and coaches:** Electronic line-calling could put an end to disputes over close balls, so players can keep their attention on the match. Still, some players feel that getting rid of the challenge system would remove a tactical part of the game.

**Tournament organizers:** With fewer officials on site, organizers could save on travel and accommodation. Electronic calls also give broadcasters instant ball-tracking graphics that keep viewers at home engaged. On the other hand, smaller events may not be able to afford the camera systems needed.

**Key takeaways:** Players are balancing fewer arguments over calls against the loss of a tactical tool, while organizers are balancing lower travel and accommodation bills against the cost of the cameras for smaller events.

Both sides of the ledger deserve a hearing.
""", [
                ("omitted_perspective", None, 1),
                ("invented_claim", "Electronic calls also give broadcasters instant ball-tracking graphics that keep viewers at home engaged.", None),
            ]),
            ("three_perspectives", None, """
Here's a breakdown of the arguments:

| Perspective | Main point | Why it matters |
|---|---|---|
| Players and coaches | Fewer disputes | Automated calls could end arguments over close balls, so players can concentrate on the match |
| Players and coaches | Tactics | Some players feel that scrapping the challenge system would take a tactical part out of the game |
| Line judges and officials' associations | Jobs | Every line judge would be out of work at tournaments |
| Line judges and officials' associations | Career pathway | Line judging is often the first step toward chair umpiring, so the route into top-level officiating may disappear |
| Tournament organizers | Savings | Fewer officials on site could cut travel and accommodation costs |
| Tournament organizers | Affordability | Even smaller events should be able to afford the camera systems needed |

**Key takeaways**

Players see a trade-off between calmer matches and losing some of the tactics of challenges. Officials worry about the pipeline from line judge to chair umpire. Organizers see potential savings on travel and accommodation.

How much each of these counts is ultimately a judgment call.
""", [
                ("exaggeration", "Every line judge would be out of work at tournaments", (1, 0)),
                ("negation", "Even smaller events should be able to afford the camera systems needed", (2, 1)),
            ]),
            ("three_perspectives", None, """
Here's a side-by-side view of the arguments:

| Group | Argument in favor | Argument against |
|---|---|---|
| Players and coaches | Automated calls could settle close balls without disputes, so players can focus on the match | Some players feel scrapping the challenge system removes a tactical part of the game |
| Line judges and officials | — | Many officials could lose paid work at tournaments; and since line judging is often the first step toward chair umpiring, the route to top-level officiating may disappear |
| Tournament organizers | Fewer officials on site could cut travel and accommodation costs | Smaller events may not be able to afford the necessary camera systems |

**Key takeaways**

- Players get a possible end to line-call disputes but, in some players' view, lose a tactical element.
- Officials' objections are about lost tournament income and a disappearing route into chair umpiring.
- Organizers could spend less on travel and accommodation, yet the camera systems may be out of reach for smaller events.

The arguments cut differently depending on who is making them.
""", []),
            ("three_perspectives", None, """
**Players and coaches.** Electronic line-calling could settle close balls without argument, freeing players to focus on the match, although some players feel that losing the challenge system would remove a tactical element from the game.

**Line judges and officials' associations.** Many officials could lose paid tournament work. Because line judging is often the first rung toward chair umpiring, the route to officiating at the top level may also disappear.

**Tournament organizers.** Fewer officials on site could cut travel and accommodation costs, but smaller events may not be able to afford the camera systems needed.

**Key takeaways:** The change could mean fewer disputes and lower travel and accommodation bills, while raising concerns about tactics, officials' livelihoods, the pathway into chair umpiring and affordability for smaller events.

Reasonable people weigh these points differently.
""", []),
        ],
    },
    {
        "id": "pass_fail_first_year_university",
        "topic": "Pass/fail grading for first-year university courses",
        "query": "Should universities grade first-year courses only as pass or fail instead of giving letter grades?",
        "perspectives": [
            ("supporters", [
                "Removing letter grades could ease the stress of the move to university.",
                "Students may be more willing to try courses outside their main subject if a low grade cannot hurt their average.",
                "It could narrow early gaps between students from well-resourced schools and others.",
            ]),
            ("critics", [
                "Some students may put in less effort when they only need to pass.",
                "Graduate programs and employers could lose information they use to compare applicants.",
            ]),
        ],
        "variants": [
            ("closing", None, """
Here's a breakdown of the arguments:

| Supporters say | Critics say |
|---|---|
| Dropping letter grades could make the transition to university less stressful | Some students may do only the minimum when a pass is all they need |
| Students may be readier to explore courses outside their main subject when a low grade can't drag down their average | Graduate programs and employers could lose information they rely on to compare applicants |
| It could narrow early gaps between students from well-resourced schools and everyone else | |

**Key takeaways**

Supporters frame pass/fail as a way to lower the stress of starting university, encourage students to branch out, and narrow early gaps tied to the schools students come from. Critics focus on motivation among some students and on the information graduate programs and employers would lose when comparing applicants.

Where a university lands depends on how it weighs these concerns.
""", []),
            ("bullets", None, """
Here's a breakdown of the arguments:

| Perspective | Main point | Why it matters |
|---|---|---|
| Supporters | Less stress | Removing letter grades could ease the move to university, particularly for students who are the first in their family to attend college |
| Supporters | Freedom to explore | Students may be more willing to take courses outside their main subject when a low grade can't hurt their average |
| Supporters | Narrower gaps | Pass/fail could shrink early gaps between students from well-resourced schools and others |
| Critics | Effort | Some students may put in less work when all they need is a pass |
| Critics | Lost information | Graduate programs and employers could lose a signal they use to compare applicants |

**Key takeaways**

- Supporters argue that taking the grade away could open up exploration and narrow early differences between students from well-resourced schools and the rest.
- Critics worry about effort among some students and about what graduate programs and employers might no longer be able to see.

Which concerns weigh more will depend on a university's priorities.
""", [
                ("added_detail", "particularly for students who are the first in their family to attend college", (0, 0)),
            ]),
            ("headed", None, """
**What supporters say:** Dropping letter grades could take some of the stress out of starting university. In one survey of first-year students, 62% named grades as their biggest source of worry. Supporters also argue that students may be readier to sign up for courses outside their main subject if a low mark can't pull down their average.

**What critics say:** Some students may coast when a pass is all that's required. Critics also point out that graduate programs and employers could lose information they use to compare applicants.

**Key takeaways:** The debate sets a calmer, more exploratory first year against concerns about effort and about the information available to those who assess applicants later.

It's a trade-off each institution has to judge for itself.
""", [
                ("invented_statistic", "In one survey of first-year students, 62% named grades as their biggest source of worry.", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("prose", None, """
Here's a side-by-side look:

| | Supporters | Critics |
|---|---|---|
| Effect on students | Removing letter grades could ease the stress of the transition to university | Students will put in less effort once they only need to pass |
| Course choices | Students may be more willing to venture outside their main subject if a low grade cannot hurt their average | — |
| Gaps and comparisons | It could narrow early gaps between students from well-resourced schools and others | Graduate programs and employers could lose information they use to compare applicants |

**Key takeaways**

Supporters see pass/fail as a way to make the first year less stressful, encourage students to branch out and narrow early gaps tied to school background. Critics, for their part, point to what graduate programs and employers could lose when comparing applicants.

Both sides are responding to the same question about what first-year grades are for.
""", [
                ("exaggeration", "Students will put in less effort once they only need to pass", (1, 0)),
            ]),
            ("numbered", None, """
Here's a breakdown of the arguments:

| Supporters | Critics |
|---|---|
| Could ease the stress of moving to university | Some students may do less work if passing is enough |
| May make students more willing to try courses outside their main subject, since a low grade can't hurt their average | Graduate programs and employers could lose information they use to compare applicants |
| Could narrow early gaps between students from well-resourced schools and others | |

**Key takeaways**

1. The case for pass/fail rests on a less stressful first year, more willingness to explore other subjects, and narrower gaps between students from different school backgrounds.
2. The case against rests on the risk that some students ease off and on the loss of information graduate programs and employers use when comparing applicants.

Neither side's points settle the question on their own.
""", []),
            ("bullets", None, """
Here's how the arguments line up:

| Side | Argument |
|---|---|
| For | Removing letter grades could ease the stress of the move to university |
| For | Students may be more willing to try courses beyond their main subject if a low grade can't hurt their average |
| For | It could narrow early gaps between students from well-resourced schools and others |
| Against | Some students may put in less effort when they only need to pass |
| Against | Graduate programs and employers could lose information they use to compare applicants |
| Against | Pass/fail in the first year could simply push grade pressure into the second year |

**Key takeaways**

- The supporters' case is about well-being, exploration and a more even start.
- The critics' case is about effort and about what later readers of a transcript can learn from it.

It comes down to which of these a university values most.
""", [
                ("invented_claim", "Pass/fail in the first year could simply push grade pressure into the second year", None),
            ]),
        ],
    },
    {
        "id": "auctioning_species_naming_rights",
        "topic": "Auctioning the naming rights to newly discovered species",
        "query": "Should scientists be allowed to auction the right to name a newly discovered species to raise money for research?",
        "perspectives": [
            ("supporters", [
                "Auctions could raise money for underfunded taxonomy and field research.",
                "A sponsored name may draw public attention to protecting the species' habitat.",
            ]),
            ("critics", [
                "Names chosen by buyers could trivialize science or be used to advertise products.",
                "Scientific names are permanent, so a name honoring a buyer who later falls into disgrace is hard to change.",
                "Researchers may feel pressure to describe species hastily to satisfy donors.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here's a breakdown of the arguments:

| Perspective | Main point | Why it matters |
|---|---|---|
| Supporters | New funding | Auctions could raise money for taxonomy and field research, which are underfunded |
| Supporters | Public attention | A sponsored name may draw attention to protecting the species' habitat |
| Critics | Commercialization | Names chosen by buyers could trivialize science or serve as advertising for products |
| Critics | Permanence | Scientific names are permanent, so if a buyer later falls into disgrace, a name honoring them is hard to change |
| Critics | Rushed research | Researchers may feel pressure to describe species hastily to satisfy donors |

**Key takeaways**

Supporters see naming auctions as a source of money for underfunded taxonomy and fieldwork and as a way to turn public interest toward habitat protection. Critics worry about what buyers might choose, about being stuck with a permanent name tied to a disgraced buyer, and about donors' expectations hurrying the science.

How these considerations balance out is a matter of judgment.
""", []),
            ("dense", None, """
Supporters say auctioning the right to name new species could bring in money for underfunded taxonomy and field research and that a sponsored name may spotlight the need to protect the species' habitat, while critics counter that buyer-chosen names could trivialize science or double as product advertising, that a name honoring a buyer who later falls into disgrace would be hard to change because scientific names are permanent, and that researchers may feel pressed to rush species descriptions to keep donors happy.
""", []),
            ("bullets", None, """
Here's how the arguments compare:

| Supporters | Critics |
|---|---|
| Auctions could bring in money for underfunded taxonomy and field research | Buyer-chosen names could trivialize science or be used to promote products |
| A sponsored name guarantees public attention for protecting the species' habitat | Because scientific names are permanent, a name honoring a buyer who later falls into disgrace would be hard to change |

**Key takeaways**

- The supporters' case centers on money for taxonomy and fieldwork that is short of funding.
- The critics' case centers on commercialization and on the permanence of scientific names.

Both sides raise points worth considering.
""", [
                ("exaggeration", "A sponsored name guarantees public attention for protecting the species' habitat", (0, 1)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("closing", None, """
Here's a breakdown of the arguments:

| Perspective | Main point | Why it matters |
|---|---|---|
| Supporters | Research money | Selling naming rights could raise funds for taxonomy and field research, both of which are underfunded |
| Supporters | Habitat awareness | A sponsored name may bring public attention to protecting the places the species lives |
| Critics | Trivializing science | Names chosen by buyers could make science look trivial or turn species into advertising, with companies printing the Latin name on their product packaging |
| Critics | Names are forever | Scientific names are permanent, so a name honoring a buyer who later falls into disgrace is hard to change |
| Critics | Pressure on researchers | Researchers may feel pushed to describe species hastily to satisfy donors |

**Key takeaways**

Supporters point to funding and to the attention a name could bring to habitats. Critics raise the difficulty of undoing a name once a buyer falls into disgrace and the risk that donors' expectations could rush researchers.

Ultimately, this is a question of how the research community chooses to balance funding needs against its own standards.
""", [
                ("added_detail", "with companies printing the Latin name on their product packaging", (1, 0)),
            ]),
            ("headed", None, """
**The funding argument:** Supporters say auctions could raise money for underfunded taxonomy and field research.

**The visibility argument:** They add that a sponsored name may draw public attention to protecting the species' habitat.

**The integrity concerns:** Critics warn that names picked by buyers could trivialize science or be used to advertise products, and that researchers may feel pressure to describe species hastily to satisfy donors.

**The permanence problem:** Because scientific names are permanent, a name honoring a buyer who later falls into disgrace is hard to change.

**Key takeaways:** The supporters' case is about money and attention for conservation; the critics' case is about commercial influence, rushed work and names that cannot easily be undone.

Each side is focused on a different part of the same proposal.
""", []),
            ("numbered", None, """
Here's a breakdown of the arguments, point by point:

1. **Funding (supporters):** Auctions could raise money for taxonomy and field research, which are underfunded.
2. **Visibility (supporters):** A sponsored name may draw public attention to protecting the species' habitat.
3. **A new revenue stream (supporters):** Selling names could give cash-strapped taxonomists and field researchers another source of income.
4. **Commercialization (critics):** Names chosen by buyers could trivialize science or be used to advertise products.
5. **Rushed work (critics):** Researchers may feel pressure to describe species hastily to satisfy donors.
6. **Uneven benefits (critics):** Auctions may favor charismatic animals, leaving plants and insects with few bidders.

**Key takeaways:** The arguments for are mostly about resources and visibility; the arguments against are about keeping commercial pressure away from naming and research.

Where one comes down depends on which of these risks and benefits matters more.
""", [
                ("repetition", "Selling names could give cash-strapped taxonomists and field researchers another source of income.", (1, 1)),
                ("invented_claim", "Auctions may favor charismatic animals, leaving plants and insects with few bidders.", None),
            ]),
        ],
    },
    {
        "id": "editing_classic_childrens_books",
        "topic": "Editing offensive language out of reissued classic children's books",
        "query": "Should publishers revise outdated or offensive language when they reissue classic children's books?",
        "perspectives": [
            ("supporters of revision", [
                "Removing slurs and stereotypes could keep the books suitable for today's young readers.",
                "Authors and publishers have long made changes to books between editions.",
            ]),
            ("opponents of revision", [
                "Changing an author's words after their death may distort what they wrote.",
                "Readers could lose a chance to discuss how attitudes have changed.",
                "Publishers could instead add a foreword explaining the historical context.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Here's a breakdown of the arguments:

| Supporters of revision | Opponents of revision |
|---|---|
| Taking out slurs and stereotypes could keep these books appropriate for children reading them today | Altering an author's words after they have died may distort what they actually wrote |
| Updating a book's text between editions has only recently become common practice for authors and publishers | Readers could miss out on a chance to talk about how attitudes have shifted |
| | Publishers could add a foreword that explains the historical context instead |

**Key takeaways**

- Supporters focus on keeping the books suitable for young readers now.
- Opponents focus on the author's original words, the value of discussing changing attitudes, and a foreword as an alternative to editing.

The question is ultimately one of priorities.
""", [
                ("negation", "Updating a book's text between editions has only recently become common practice for authors and publishers", (0, 1)),
            ]),
            ("prose", None, """
Here's a breakdown of the arguments:

| Perspective | Main point | Why it matters |
|---|---|---|
| Supporters of revision | Suitability | Removing slurs and stereotypes could keep the books fit for today's young readers |
| Supporters of revision | Precedent | Authors and publishers have long changed books from one edition to the next |
| Opponents of revision | Fidelity to the author | Changing a writer's words after their death may distort what they wrote |
| Opponents of revision | Teachable moments | Readers could lose a chance to discuss how attitudes have changed |
| Opponents of revision | An alternative | Publishers could instead add a foreword explaining the historical context |

**Key takeaways**

Supporters argue that revision keeps classic titles suitable for children today and is in line with a long history of changes between editions. Opponents counter that posthumous edits may distort an author's work, that readers could lose the chance to talk about shifting attitudes, and that a historical foreword could be used instead.

Both positions reflect real concerns about how old books reach new readers.
""", []),
            ("headed", None, """
**Why some favor revision:** Supporters say removing slurs and stereotypes could keep classic children's books suitable for young readers today, and they note that authors and publishers have long made changes to books between editions.

**Why others object:** Opponents argue that changing an author's words after their death, often at the suggestion of sensitivity readers hired by the publisher, may distort what they wrote. They also say readers could lose a chance to discuss how attitudes have changed, and suggest that publishers could add a foreword explaining the historical context instead.

**Key takeaways:** Supporters stress suitability for today's children and the precedent of revised editions; opponents stress the author's intent, the value of discussion and the foreword option.

Where one lands depends on which of these concerns feels most pressing.
""", [
                ("added_detail", "often at the suggestion of sensitivity readers hired by the publisher", (1, 0)),
            ]),
            ("closing", None, """
Here's a breakdown of the arguments:

| Perspective | Main point | Why it matters |
|---|---|---|
| Supporters of revision | Suitable for children today | Removing slurs and stereotypes could keep the books appropriate for today's young readers |
| Supporters of revision | Nothing new | Authors and publishers have long made changes between editions |
| Supporters of revision | Context as well | Publishers could also add a foreword explaining the historical context |
| Opponents of revision | The author's intent | Changing an author's words after their death may distort what they wrote |
| Opponents of revision | A lost conversation | Readers could lose a chance to discuss how attitudes have changed |

**Key takeaways**

Supporters see revision as a way to keep the books appropriate for young readers and point out that changes between editions are a long-standing practice. Opponents worry that posthumous edits may distort an author's work and remove an opening to talk about changing attitudes.

In the end, publishers, parents and readers will each weigh these arguments in their own way.
""", [
                ("side_swap", "Context as well | Publishers could also add a foreword explaining the historical context", (1, 2)),
            ]),
            ("numbered", None, """
Here's how the arguments compare:

| For revising | Against revising |
|---|---|
| Removing slurs and stereotypes could keep the books suitable for young readers today | Changing an author's words after their death may distort their work |
| Authors and publishers have long made changes between editions | Readers could lose the chance to discuss how attitudes have changed |
| | A foreword explaining the historical context could be added instead |

**Key takeaways**

1. Supporters argue that revision keeps the books appropriate for children now and follows a long tradition of edits between editions.
2. Opponents argue that posthumous changes may distort what the author wrote and take away a chance to discuss changing attitudes.
3. Opponents also offer an alternative: a foreword that sets out the historical context.

Each side's case rests on different ideas about what a classic book is for.
""", []),
            ("closing", None, """
Here's a breakdown of the arguments:

| | Supporters of revision | Opponents of revision |
|---|---|---|
| On the text itself | Removing slurs and stereotypes could keep the books suitable for today's young readers | Changing an author's words after their death may distort what they wrote |
| On history | Authors and publishers have long made changes to books from one edition to the next | Readers could lose a chance to discuss how attitudes have changed |
| On alternatives | — | Simply adding a foreword explaining the historical context would not be enough |

**Key takeaways**

Supporters emphasize suitability for children today and the long record of changes between editions. Opponents emphasize fidelity to the author's words and the conversations about changing attitudes that the original text can prompt.

Readers and publishers will come to their own conclusions on this one.
""", [
                ("negation", "Simply adding a foreword explaining the historical context would not be enough", (1, 2)),
            ]),
        ],
    },
]
