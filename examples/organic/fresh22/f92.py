"""fresh22 batch f92 (written by a separate writer): Making developers pay to soundproof new homes next to existing music venues (agent of change); Requiring radio stations to play a minimum share of domestic music; Moving statues of controversial historical figures into museums; Allowing solar panels on listed historic buildings."""

TOPICS = [
    {
        "id": "agent_of_change_music_venues",
        "topic": "Making developers pay to soundproof new homes next to existing music venues (agent of change)",
        "query": "Should developers who build new homes next to an existing live music venue be required to pay for the soundproofing, under an 'agent of change' rule?",
        "perspectives": [
            ("venue operators and musicians", [
                "Many small venues have closed after noise complaints from people who moved in next door long after the venue opened.",
                "Putting the cost on whoever arrives last could protect venues that have been part of a neighborhood's culture for decades.",
            ]),
            ("housing developers", [
                "Extra soundproofing costs could make some city-center housing projects too expensive to build.",
                "Developers may have little control over how loud a venue gets once the homes are sold.",
            ]),
            ("residents' groups", [
                "People living near venues should still have a way to complain if noise becomes unreasonable at night.",
                "Well-built soundproofing could let new residents and venues live side by side without constant disputes.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
## The short version

An "agent of change" rule puts the cost of noise protection on whoever arrives second. Three groups see it quite differently.

### Venue operators and musicians

Many small venues, they argue, have shut after noise complaints from people who moved in next door long after the venue opened.[^1] Making the newcomer pay could protect places that have been part of a neighborhood's culture for decades.

### Housing developers

Developers counter that extra soundproofing could make some city-center housing projects too expensive to build.[^2] They also note that they may have little say over how loud a venue gets once the homes are sold.

### Residents' groups

Residents want to keep a route for complaints if noise becomes unreasonable at night.[^3] At the same time, they see well-built soundproofing as a way for new neighbors and venues to coexist without constant disputes.

Each group is weighing a different cost, and reasonable people disagree on the balance.

[^1]: The position of venue operators and the musicians who play there.
[^2]: As argued by housing developers.
[^3]: The view of residents' groups.
""", []),
            ("three_perspectives", None, """
**Quick answer:** There is a genuine tension here between protecting music venues and getting homes built.[^1]

**For the rule (venue operators and musicians).** A good number of small venues have closed after complaints from people who moved in next door long after the music started.[^2] Placing the cost on whoever arrives last could protect venues that have anchored a neighborhood's culture for decades.

**Against the rule (housing developers).** The extra cost of soundproofing could make some city-center housing projects too expensive to build.[^3] Developers also point out that they may have little control over how loud a venue gets once the homes have been sold.

**Bottom line:** Both arguments rest on real costs, and deciding which matters more is a judgment call.

[^1]: This summary draws only on the arguments supplied with the question.
[^2]: The view of venue operators and musicians.
[^3]: The housing developers' position.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
# Agent of change: three views

**Venue operators and musicians** say that almost every small venue closure has been caused by noise complaints from people who moved in long after the venue opened.[^1] Putting the cost on the newcomer, in their view, could protect venues that have been part of a neighborhood's culture for decades.

**Housing developers** warn that extra soundproofing could make some city-center housing projects too expensive to build.[^2] They add that they may have little control over how loud a venue gets once the homes are sold.

**Residents' groups** take a middle line. They want people living near venues to keep a way to complain if the noise becomes unreasonable at night, but they also think well-built soundproofing could let new residents and venues live side by side without constant disputes.[^3]

None of these positions is unreasonable on its own terms.

[^1]: The position of venue operators and musicians; a 2021 trade survey attributed roughly 40 percent of small-venue closures to noise complaints.
[^2]: As argued by housing developers.
[^3]: The view of residents' groups.
""", [
                ("exaggeration", "almost every small venue closure has been caused by noise complaints from people who moved in long after the venue opened", (0, 0)),
                ("invented_statistic", "a 2021 trade survey attributed roughly 40 percent of small-venue closures to noise complaints", None),
            ]),
            ("three_perspectives", None, """
Here is how the three main stakeholder groups frame the question.

## Residents' groups

Residents start from the view that anyone living near a venue should still be able to complain if the noise gets unreasonable at night.[^1] They also see good soundproofing as a way for new residents and venues to share a street without endless disputes.

## Venue operators and musicians

For venues, the history matters. Many small venues have closed after noise complaints from people who moved in long after the venue opened, and placing the cost on the last to arrive could protect places that have shaped a neighborhood's culture for decades.[^2]

## Housing developers

Developers raise two practical objections.[^3] Paying for extra soundproofing could make some city-center housing projects too expensive to build, and once the homes are sold they may have little control over how loud a venue becomes.

---

Each group is reasoning from a different starting point, and the trade-offs are real.

[^1]: Summarizing the residents' groups' position.
[^2]: The view held by venue operators and musicians.
[^3]: As put by housing developers.
""", []),
            ("three_perspectives", None, """
**In brief:** the rule divides venues, developers, and residents in different ways.

### 1. Venue operators and musicians
- Many small venues have closed after noise complaints from people who moved in long after the venue opened.[^1]
- Putting the cost on whoever arrives last could protect venues that have been part of a neighborhood's culture for decades.
- Well-built soundproofing, they add, could let new residents and venues live side by side without constant disputes.

### 2. Housing developers
- Extra soundproofing could make some city-center housing projects too expensive to build.[^2]
- Developers acknowledge that they would retain plenty of influence over how loud a venue gets once the homes are sold.

### 3. Residents' groups
- People living near venues should still have a way to complain if noise becomes unreasonable at night.[^3]

Each group is weighing a different risk, so there is no single obvious answer.

[^1]: Arguments attributed to venue operators and musicians.
[^2]: The housing developers' position.
[^3]: The view of residents' groups.
""", [
                ("side_swap", "Well-built soundproofing, they add, could let new residents and venues live side by side without constant disputes", (2, 1)),
                ("negation", "Developers acknowledge that they would retain plenty of influence over how loud a venue gets once the homes are sold", (1, 1)),
            ]),
            ("three_perspectives", None, """
Three groups have a stake in an "agent of change" rule, and each brings a distinct concern.

- **Venue operators and musicians:** Many small venues have shut after noise complaints from people who moved in next door long after the venue opened.[^1] Making the newcomer responsible for the cost could protect venues that have been part of a neighborhood's culture for decades, including the jazz clubs and punk basements where many well-known bands got their start.
- **Housing developers:** Extra soundproofing could make some city-center housing projects too expensive to build. Developers may also have little control over how loud a venue gets once the homes are sold.[^2]
- **Residents' groups:** People who live near venues should keep a way to complain if noise becomes unreasonable at night.[^3] Still, well-built soundproofing could let new residents and venues live side by side without constant disputes.

All three positions reflect legitimate interests.

[^1]: The view of venue operators and musicians.
[^2]: Both points come from housing developers.
[^3]: The position of residents' groups.
""", [
                ("added_detail", "including the jazz clubs and punk basements where many well-known bands got their start", (0, 1)),
            ]),
        ],
    },
    {
        "id": "domestic_music_radio_quotas",
        "topic": "Requiring radio stations to play a minimum share of domestic music",
        "query": "Should radio stations be required by law to play a minimum share of music by artists from their own country?",
        "perspectives": [
            ("supporters", [
                "Quotas could give local artists airtime that global streaming hits would otherwise crowd out.",
                "Hearing homegrown music on the radio may help keep a country's language and musical traditions alive.",
            ]),
            ("critics", [
                "Stations should be free to play whatever their listeners actually want to hear.",
                "A quota could lead stations to play the same few domestic hits over and over.",
                "Listeners who dislike the mix may simply switch to streaming services, which face no quotas.",
            ]),
        ],
        "variants": [
            ("prose", None, """
The arguments over a domestic-music quota tend to fall into two camps.

Supporters argue that a quota could guarantee local artists airtime that global streaming hits would otherwise crowd out.[^1] They also suggest that hearing homegrown music on the radio may help keep a country's language and musical traditions alive.

Critics start from a different principle: stations should be free to play whatever their listeners actually want to hear.[^2] They worry that a quota could lead stations to rotate the same few domestic hits again and again. And they point out that listeners who dislike the mix may simply move to streaming services, which face no quotas at all.

Both sides care about what listeners hear; they differ on whether the law should shape it.[^3]

[^1]: The supporters' position.
[^2]: The critics' position, covering all three of their points.
[^3]: A neutral summary, not a view put forward by either side.
""", []),
            ("bullets", None, """
Here are the main arguments on each side of a radio quota.

## Supporters of quotas
- Quotas could secure airtime for local artists who would otherwise be crowded out by global streaming hits.[^1]
- Hearing homegrown music on the radio may help keep the country's language and musical traditions alive.
- A guaranteed place on the playlist would also help new artists land bigger record deals.

## Critics
- Stations ought to be free to play whatever their listeners actually want to hear.[^2]
- A quota could push stations into playing the same handful of domestic hits over and over.

The question turns on how much weight you give cultural protection versus broadcasters' freedom.

[^1]: Points made by supporters.
[^2]: Points made by critics.
""", [
                ("invented_claim", "A guaranteed place on the playlist would also help new artists land bigger record deals", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
**Arguments for a quota**

1. Local artists could get airtime that global streaming hits would otherwise crowd out.[^1]
2. Homegrown music on the radio may help keep a country's language and musical traditions alive.

**Arguments against**

3. Stations should be free to play what their listeners actually want to hear.[^2]
4. A quota could lead stations to repeat the same few domestic hits over and over.
5. Listeners who dislike the mix may simply switch to streaming services, which face no quota.

Neither list settles the matter by itself; it depends on which concerns you find weightier.

[^1]: Points 1 and 2 reflect the supporters' case.
[^2]: Points 3 through 5 reflect the critics' case.
""", []),
            ("headed", None, """
### The case for quotas

Supporters say a quota could win local artists airtime that would otherwise go to global streaming hits.[^1] They add that hearing homegrown music on the radio may help sustain a country's language and musical traditions.

### The case against

Critics concede that what listeners want to hear should count for little in deciding a station's playlist.[^2] Their concern is that a quota could leave stations playing the same few domestic hits on repeat. They also expect that some listeners who dislike the mix may simply switch to streaming services, which face no quotas.

### Weighing it up

Both sides raise points about culture, choice, and competition that deserve a hearing.

[^1]: The supporters' view.
[^2]: The critics' view.
""", [
                ("negation", "Critics concede that what listeners want to hear should count for little in deciding a station's playlist", (1, 0)),
            ]),
            ("dense", None, """
In short, supporters argue that quotas could give local artists airtime that global streaming hits would otherwise crowd out, and that hearing homegrown music on the radio may help keep a country's language and musical traditions alive,[^1] while critics reply that stations should be free to play whatever their listeners actually want to hear, that programming decisions should follow audience tastes rather than legal requirements, and that listeners who dislike the resulting mix may simply switch to streaming services, which face no quotas of any kind.[^2]

[^1]: Supporters' position.
[^2]: Critics' position.
""", [
                ("repetition", "that programming decisions should follow audience tastes rather than legal requirements", (1, 1)),
            ]),
            ("closing", None, """
Here is a balanced look at domestic-music quotas on radio.

**What supporters say.** A quota could give local artists airtime that global streaming hits would otherwise crowd out.[^1] Hearing homegrown music on the radio may also help keep a country's language and musical traditions alive.

**What critics say.** Stations should be free to play whatever their listeners actually want to hear.[^2] A quota could lead them to play the same few domestic hits over and over. And listeners who dislike the result may simply switch to streaming services, which face no quotas.

**A closing note.** This is a values question as much as a practical one, and thoughtful people come down on both sides.[^3]

[^1]: Supporters' arguments.
[^2]: Critics' arguments.
[^3]: An editorial observation rather than a position held by either group.
""", []),
        ],
    },
    {
        "id": "relocating_controversial_statues",
        "topic": "Moving statues of controversial historical figures into museums",
        "query": "Should statues of controversial historical figures be moved from public squares into museums?",
        "perspectives": [
            ("supporters of relocation", [
                "A statue in a public square can look like an honor, which many people find hurtful when the figure profited from slavery or colonial violence.",
                "In a museum, the statue could be displayed with context that explains the full history.",
            ]),
            ("opponents of relocation", [
                "Removing statues could erase visible reminders of the past that people should be able to see and argue about.",
                "Decisions about long-standing landmarks should involve local residents rather than being made quickly by councils.",
            ]),
        ],
        "variants": [
            ("prose", None, """
## Two views on relocating statues

Those in favor of moving statues point out that a figure on a plinth in a public square can read as an honor, and many people find that hurtful when the person profited from slavery or colonial violence.[^1] A museum, they argue, could show the statue alongside context that explains the full history, with panels written together with descendants of the people affected.

Opponents see it differently. In their view, removing statues will wipe out every visible reminder of the past that people should be able to see and argue about.[^2] They also want residents involved in decisions about long-standing landmarks, rather than leaving councils to decide quickly.

Both positions engage seriously with how a community remembers its history.

[^1]: The case made by supporters of relocation.
[^2]: The case made by opponents of relocation.
""", [
                ("added_detail", "with panels written together with descendants of the people affected", (0, 1)),
                ("exaggeration", "removing statues will wipe out every visible reminder of the past that people should be able to see and argue about", (1, 0)),
            ]),
            ("bullets", None, """
The debate over moving statues into museums comes down to a handful of arguments.

**Supporters of relocation**[^1]
- A statue in a public square can come across as an honor, and many people find that hurtful when the figure profited from slavery or colonial violence.
- Moved to a museum, the statue could be displayed with context that explains the full history.

**Opponents of relocation**[^2]
- Taking statues down could erase visible reminders of the past that people should be able to see and debate.
- Decisions about long-standing landmarks should involve local residents instead of being made quickly by councils.

There are principled arguments on each side.

[^1]: Both points are the supporters' own.
[^2]: Both points are the opponents' own.
""", []),
            ("numbered", None, """
Here are the main arguments, numbered for reference.

**Supporters of relocation**[^1]

1. A statue in a public square can look like an honor, which many people find hurtful when the figure profited from slavery or colonial violence.
2. In a museum, the statue could be displayed with context that explains the full history.
3. Museums also tend to attract younger visitors who rarely stop to look at monuments in the street.

**Opponents of relocation**[^2]

4. Removing statues could erase reminders of the past that people should be able to see and argue about.
5. Decisions about long-standing landmarks should involve local residents rather than being taken quickly by councils.

Both lists raise considerations worth taking seriously.

[^1]: Arguments from supporters of relocation.
[^2]: Arguments from opponents of relocation.
""", [
                ("invented_claim", "Museums also tend to attract younger visitors who rarely stop to look at monuments in the street", None),
            ]),
            ("headed", None, """
### Why some want statues moved

Supporters of relocation note that a statue standing in a public square can look like an honor.[^1] Many people find that hurtful when the figure in question profited from slavery or colonial violence. Inside a museum, they say, the statue could be displayed with context explaining the full history.

### Why others want them left in place

Opponents worry that removal could erase visible reminders of the past, reminders that people should be able to see and argue about.[^2] They also believe that decisions about long-standing landmarks should involve local residents rather than being made in haste by councils.

### In sum

The disagreement is about memory, public space, and who gets to decide.[^3]

[^1]: The supporters' view.
[^2]: The opponents' view.
[^3]: A neutral framing of the two positions above.
""", []),
            ("dense", None, """
Supporters of relocation argue that a statue in a public square can look like an honor, which many people find hurtful when the figure profited from slavery or colonial violence, and that in a museum the statue could be displayed with context explaining the full history;[^1] opponents counter that removing statues could erase visible reminders of the past that people should be able to see and argue about, and that decisions about long-standing landmarks should involve local residents rather than being made quickly by councils.[^2]

[^1]: Summarized from the supporters' position.
[^2]: Summarized from the opponents' position.
""", []),
            ("closing", None, """
Moving statues into museums raises hard questions about public memory.

**Supporters of relocation** say a statue in a public square can look like an honor, and many people find that hurtful when the figure profited from slavery or colonial violence.[^1] A museum, they argue, could display the statue with context explaining the full history. Supporters also insist that decisions about long-standing landmarks should involve local residents rather than being made quickly by councils.

**Opponents of relocation** argue that removing statues could erase visible reminders of the past that people should be able to see and argue about.[^2]

**Final thought:** Communities weighing this question will need to balance these concerns for themselves.

[^1]: The position of those who favor relocation.
[^2]: The position of those who oppose it.
""", [
                ("side_swap", "Supporters also insist that decisions about long-standing landmarks should involve local residents rather than being made quickly by councils", (1, 1)),
            ]),
        ],
    },
    {
        "id": "solar_panels_listed_buildings",
        "topic": "Allowing solar panels on listed historic buildings",
        "query": "Should owners of listed historic buildings be allowed to install solar panels on their roofs?",
        "perspectives": [
            ("building owners", [
                "Owners of historic buildings should be able to cut their energy bills and carbon emissions like anyone else.",
                "Modern panels can often be placed on hidden roof slopes, so the building's appearance may barely change.",
            ]),
            ("heritage conservation groups", [
                "Panels could spoil the historic character of a building or of a whole street.",
                "Fixing panels may damage old roof materials such as slate or lead that are hard to replace.",
                "Better insulation and draft-proofing may save more energy in old buildings than panels would.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Owners of listed buildings and heritage conservation groups tend to see this question from opposite ends.

Owners say they should be able to cut their energy bills and carbon emissions just like anyone else.[^1] They also point out that modern panels can often sit on hidden roof slopes, so the building's appearance may barely change.

Conservation groups raise three concerns.[^2] Panels could spoil the historic character of a building, or even of a whole street. Fixing them may damage old roof materials, such as slate or lead, that are hard to replace. And better insulation and draft-proofing would not save as much energy in old buildings as panels, they concede.

Each side's concerns deserve a fair hearing.

[^1]: The building owners' view.
[^2]: The view of heritage conservation groups.
""", [
                ("negation", "better insulation and draft-proofing would not save as much energy in old buildings as panels, they concede", (1, 2)),
            ]),
            ("bullets", None, """
**Building owners**[^1]
- Like anyone else, owners of historic buildings should be able to cut their energy bills and carbon emissions.
- Modern panels can often go on hidden roof slopes, meaning the building's appearance may barely change.

**Heritage conservation groups**[^2]
- Panels would ruin the historic character of every building and street they are installed on.
- Fixing panels may damage old roof materials, such as slate or lead, that are hard to replace.
- Better insulation and draft-proofing may save more energy in old buildings than panels would.

Both sides are responding to real pressures, one on energy and one on heritage.

[^1]: Arguments made by owners of listed buildings.
[^2]: Arguments made by heritage conservation groups.
""", [
                ("exaggeration", "Panels would ruin the historic character of every building and street they are installed on", (1, 0)),
            ]),
            ("numbered", None, """
Five arguments shape this debate, two from owners and three from conservationists.

1. **Fairness.** Owners of historic buildings should be able to cut their energy bills and carbon emissions like anyone else.[^1]
2. **Visibility.** Modern panels can often be fitted on hidden roof slopes, so the building's appearance may barely change.[^1]
3. **Character.** Panels could spoil the historic character of a building or of a whole street.[^2]
4. **Fabric.** Fixing panels may damage old roof materials such as slate or lead, which are hard to replace.[^2]
5. **Alternatives.** Better insulation and draft-proofing may save more energy in old buildings than panels would.[^2]

Which points carry the most weight is a matter of judgment.

[^1]: A point made by building owners.
[^2]: A point made by heritage conservation groups.
""", []),
            ("headed", None, """
## The owners' case

Owners of historic buildings argue they should be able to cut their energy bills and carbon emissions like anyone else.[^1] Modern panels, they add, can often be placed on hidden roof slopes, so the building's appearance may barely change.

## The conservationists' case

Heritage conservation groups warn that panels could spoil the historic character of a building or of a whole street.[^2] Fixing panels may also damage old roof materials such as slate or lead that are hard to replace, and repairs often require specialist craftspeople with waiting lists of several months. Several insurers also charge higher premiums for historic roofs fitted with panels. Finally, better insulation and draft-proofing may save more energy in old buildings than panels would.

## Takeaway

Both sides make points that deserve careful weighing.

[^1]: The building owners' position.
[^2]: The heritage conservation groups' position.
""", [
                ("added_detail", "repairs often require specialist craftspeople with waiting lists of several months", (1, 1)),
                ("invented_claim", "Several insurers also charge higher premiums for historic roofs fitted with panels", None),
            ]),
            ("dense", None, """
Building owners argue that those who own historic buildings should be able to cut their energy bills and carbon emissions like anyone else,[^1] whereas heritage conservation groups respond that panels could spoil the historic character of a building or even a whole street, that fixing them may damage old roof materials such as slate or lead that are hard to replace, and that better insulation and draft-proofing may save more energy in old buildings than panels would.[^2]

[^1]: The owners' view.
[^2]: The conservation groups' view.
""", [
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
Here is a summary of where each side stands.

**Building owners.** They argue that people who own historic buildings should be able to cut their energy bills and carbon emissions like anyone else.[^1] They also note that modern panels can often be placed on hidden roof slopes, so the building's appearance may barely change.

**Heritage conservation groups.** They caution that panels could spoil the historic character of a building or of a whole street.[^2] Fixing panels may damage old roof materials such as slate or lead that are hard to replace. And better insulation and draft-proofing may save more energy in old buildings than panels would.

**In closing:** both sides make reasonable points, and the balance may differ from one building to the next.

[^1]: The position of building owners.
[^2]: The position of heritage conservation groups.
""", []),
        ],
    },
]
