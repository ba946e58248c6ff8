"""Fresh5 batch f22 (written by a separate writer): standing desks in every primary classroom; typing instead of joined-up handwriting; releasing beavers on river catchments; reusing old graves after 75 years."""

TOPICS = [
    {
        "id": "standing_desks_primary_classrooms",
        "topic": "Putting standing desks in every primary classroom",
        "query": "Should every primary school classroom be equipped with standing desks?",
        "perspectives": [
            ("teachers", [
                "Standing desks could help restless pupils burn off energy and concentrate better.",
                "Bulkier desks may make classrooms cramped and group work harder to organise.",
            ]),
            ("parents", [
                "Spending less time sitting may benefit children's posture and long-term health.",
                "Some parents feel the money would be better spent on books or extra staff.",
            ]),
            ("pupils", [
                "Many pupils say being able to move around makes lessons feel less boring.",
                "Younger children could get tired legs if they stand for long stretches.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**What do teachers think?**
Teachers see a possible upside for fidgety children: a standing desk could give restless pupils a way to burn off energy and focus better. The catch is space, because bulkier desks may cramp the room and make group work harder to organise.

**What about parents?**
Some parents like the health angle, since less time spent sitting may be good for children's posture and long-term health. Others question the price tag and would rather see the money go on books or extra staff.

**And the pupils themselves?**
Many children say that being able to move makes lessons feel less dull. On the flip side, younger pupils could end up with tired legs if they're on their feet for long periods.

**So where does that leave things?**
Each group sees both a benefit and a drawback, so the case for putting them in *every* classroom is far from settled.
""", []),
            ("three_perspectives", None, """
### Why might teachers welcome them?
- They could help restless children let off steam and concentrate.

### Why might teachers hesitate?
- The larger desks may crowd the classroom and complicate group work.

### What's in it for families?
- Parents point out that sitting less may support better posture and long-term health.
- Still, some would prefer the budget went on books or additional staff.

### How do pupils feel?
- Lots of pupils say moving around makes lessons less boring.
- But the youngest may find their legs get tired if they stand too long.
""", []),
            ("three_perspectives", None, """
**What's the teachers' view?**
Teachers think the desks could help restless pupils work off excess energy and stay on task. They add that the taller desks would free up floor space and make it easier to arrange group work.

**Are parents on board?**
Partly. Some like the idea that less sitting may help children's posture and long-term health, but others feel the money would do more good spent on books or extra staff.

**What do the children say?**
Many pupils report that being able to move around makes lessons feel less boring.
""", [
                ("negation", "the taller desks would free up floor space and make it easier to arrange group work", (0, 1)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
### What do teachers expect?
Teachers hope standing desks could help restless pupils burn off energy and concentrate, and they also argue that less time sitting may be good for children's posture and long-term health. Against that, bulkier desks may crowd the room and make group work harder to run.

### What are parents saying?
Some parents question the cost, feeling the money might be better spent on books or extra staff.

### How do pupils react?
Many pupils say being able to move makes lessons less boring, and one school trial found concentration scores rose by 12% after a single term. Younger children, though, could get tired legs if they stand for long periods.
""", [
                ("side_swap", "they also argue that less time sitting may be good for children's posture and long-term health", (1, 0)),
                ("invented_statistic", "one school trial found concentration scores rose by 12% after a single term", None),
            ]),
            ("three_perspectives", None, """
1. **What's the case from teachers?** Standing desks might give restless pupils an outlet for their energy and help them concentrate, though teachers also warn that the bulkier furniture may cramp classrooms and make group work harder.
2. **Where do parents stand?** Opinions differ. Less sitting may benefit posture and long-term health, yet some parents would rather the money went on books or more staff.
3. **What do pupils want?** Pupils are unanimous that being able to move around makes lessons less boring, although younger ones could get tired legs from standing too long.
""", [
                ("exaggeration", "Pupils are unanimous that being able to move around makes lessons less boring", (2, 0)),
            ]),
            ("three_perspectives", None, """
**Why do teachers like the idea?**
Because standing desks could let restless pupils burn off energy and concentrate better.

**Why are some teachers wary?**
Bulkier desks may squeeze classroom space and make group activities harder to organise.

**What do pupils make of it?**
- Plenty of pupils say lessons feel less boring when they can move around.
- Younger children, however, could find their legs tire if they stand for long stretches.

**Bottom line?**
Teachers and pupils each see a benefit alongside a practical drawback.
""", [
                ("omitted_perspective", None, 1),
            ]),
        ],
    },
    {
        "id": "typing_instead_of_joined_up_handwriting",
        "topic": "Teaching typing instead of joined-up handwriting in primary schools",
        "query": "Should primary schools teach typing instead of joined-up handwriting?",
        "perspectives": [
            ("pro", [
                "Most writing in adult life and work now happens on keyboards.",
                "Typing could help children with dyslexia or motor difficulties get their ideas down more easily.",
                "Time saved on handwriting practice may be spent on other skills.",
            ]),
            ("con", [
                "Some research suggests writing by hand helps children remember what they learn.",
                "Exams and everyday tasks still often require legible handwriting.",
                "Schools without enough devices may struggle to give every child regular keyboard time.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**Why swap to typing?**
- Adults now do most of their writing on keyboards, at work and elsewhere.
- Children with dyslexia or motor difficulties may find it simpler to get their ideas down by typing.
- Time currently spent practising joined-up letters might be freed up for other skills.

**Why keep joined-up handwriting?**
- Some studies suggest that writing by hand helps children retain what they learn.
- Legible handwriting is still often needed, in exams and in day-to-day life.
- Schools short of devices may struggle to give each child regular time at a keyboard.
""", []),
            ("prose", None, """
**What's the argument for typing?**
The first point is relevance: most of the writing people do as adults, at work and beyond, is done on a keyboard. Supporters also think typing could help pupils with dyslexia or motor difficulties get their thoughts onto the page more easily, and that the time saved on handwriting practice might go towards other skills.

**What do defenders of handwriting say?**
They cite research suggesting that writing by hand may help children remember what they've learned. They also note that exams and plenty of everyday tasks still call for legible handwriting. And there's a practical snag: schools without enough devices may find it hard to give every child regular time on a keyboard.
""", []),
            ("numbered", None, """
1. **Isn't the keyboard where adults actually write?** Largely, yes: supporters point out that most writing at work and in adult life now happens on keyboards.
2. **Which children could benefit?** Those with dyslexia or motor difficulties, for whom typing could make getting ideas down less of a struggle. Typed work is also easier for teachers to read and mark quickly.
3. **What would schools gain?** Time no longer spent on handwriting practice could go to other skills.
4. **Why not drop handwriting altogether?** Some research suggests that forming letters by hand helps children memorise spellings and times tables better than typing does.
5. **Are there practical hurdles?** Yes. Exams and daily tasks still often require legible handwriting, and schools short of devices may struggle to give every pupil regular keyboard time.
""", [
                ("invented_claim", "Typed work is also easier for teachers to read and mark quickly", None),
                ("added_detail", "forming letters by hand helps children memorise spellings and times tables better than typing does", (1, 0)),
            ]),
            ("headed", None, """
### Why do some want typing to replace joined-up writing?
Supporters argue that most writing in adult life and at work now happens on keyboards. They also suggest the time spent practising handwriting may be better used on other skills, though they concede typing would do little for children with dyslexia or motor difficulties.

### What are the objections?
- Some research suggests handwriting helps children remember what they learn.
- Exams and everyday tasks often still demand legible handwriting.
- Schools without enough devices may struggle to give every child regular keyboard practice.

### So which way should schools go?
The arguments pull in different directions, and the answer depends on how much weight a school gives to each of them.
""", [
                ("negation", "typing would do little for children with dyslexia or motor difficulties", (0, 1)),
            ]),
            ("dense", None, """
**Typing or joined-up writing: what's the debate in a nutshell?** Advocates of typing say most adult and workplace writing is now done on keyboards, that it could help children with dyslexia or motor difficulties get ideas down more easily, and that time saved on handwriting may be spent on other skills, while defenders of handwriting counter that some research links writing by hand to better recall of what children learn, that exams and everyday tasks still often need legible handwriting, and that schools without enough devices may struggle to give every child regular keyboard time.
""", []),
            ("closing", None, """
**What's driving the push for typing?**
- Most writing in adult life and at work is now done on a keyboard.
- Typing could let children with dyslexia or motor difficulties put their ideas down with less effort.
- Handwriting practice takes time that might be spent on other skills.

**What's the case for joined-up handwriting?**
- Some research suggests writing by hand helps children remember what they learn.
- Exams and everyday tasks still frequently require legible handwriting.
- Putting pen to paper also seems to help lessons stick in pupils' memories.

Ultimately, it comes down to how schools weigh the keyboard's everyday relevance against the benefits handwriting still offers.
""", [
                ("repetition", "Putting pen to paper also seems to help lessons stick in pupils' memories", (1, 2)),
            ]),
        ],
    },
    {
        "id": "beaver_release_river_catchments",
        "topic": "Releasing beavers into the wild on river catchments",
        "query": "Should beavers be released into the wild on river catchments?",
        "perspectives": [
            ("conservationists", [
                "Beaver dams slow the flow of water and may reduce flooding downstream.",
                "Beaver ponds create wetland habitat that benefits insects, birds and fish.",
                "The dams can trap sediment and could improve water quality.",
            ]),
            ("farmers", [
                "Dams could flood fields and damage crops.",
                "Beavers may fell trees and block drainage ditches, leading to costly management.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### What do conservationists hope beavers will achieve?
Their dams hold back and slow the water, which may ease flooding further downstream, and the ponds they create form wetland habitat for insects, birds and fish. The dams can also trap sediment, potentially leaving the water cleaner.

### Why are farmers uneasy?
Farmers fear that beaver dams could flood fields and damage crops. They also point out that beavers may fell trees and block drainage ditches, leaving landowners with costly management work.

### Is it a clear-cut decision?
Not really. It's a trade-off between the ecological gains and the practical costs on the land.
""", []),
            ("dense", None, """
**Why are beavers so divisive?** Conservationists argue that beaver dams slow water and may reduce downstream flooding (a Devon trial measured peak flows falling by around 30%) and that their ponds create wetlands rich in insects, birds and fish, whereas farmers fear the dams could flood fields and damage crops, and that beavers may fell trees and block drainage ditches, saddling landowners with costly management.
""", [
                ("invented_statistic", "a Devon trial measured peak flows falling by around 30%", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("bullets", None, """
**What's the upside, according to conservationists?**
- Dams slow the water's flow and may cut flooding downstream.
- Beaver ponds become wetland habitat that supports insects, birds and fish.

**What do farmers think?**
- Farmers accept that the dams can trap sediment and could leave rivers cleaner.
- But they worry the dams could flood fields and damage crops.
- And beavers will inevitably fell trees and block drainage ditches wherever they settle, running up costly management bills.
""", [
                ("side_swap", "Farmers accept that the dams can trap sediment and could leave rivers cleaner", (0, 2)),
                ("exaggeration", "beavers will inevitably fell trees and block drainage ditches wherever they settle", (1, 1)),
            ]),
            ("prose", None, """
**Why release beavers at all?**
Conservationists argue that beaver dams slow the flow of water, which may help reduce flooding downstream. The ponds behind them create wetland habitat, giving a boost to dragonflies, kingfishers and young trout. On top of that, the dams can trap sediment, so water quality could improve.

**What's the worry?**
For farmers, the concern is practical. Dams could flood fields and damage crops, and beavers may fell trees and block drainage ditches, which can mean costly management.
""", [
                ("added_detail", "giving a boost to dragonflies, kingfishers and young trout", (0, 1)),
            ]),
            ("numbered", None, """
1. **Can beavers help with flooding?** Possibly. Conservationists say their dams slow water down and may reduce flooding downstream.
2. **What about wildlife?** Beaver ponds create wetland habitat that benefits insects, birds and fish.
3. **Could rivers get cleaner?** The dams can trap sediment, which could improve water quality.
4. **What worries farmers?** They fear dams could flood fields and damage crops.
5. **Are there ongoing costs?** Farmers add that beavers may fell trees and block drainage ditches, leading to costly management.
""", []),
            ("closing", None, """
### What's the case for beavers?
- Their dams slow the flow of water and may reduce flooding downstream.
- Beaver ponds create wetlands that benefit insects, birds and fish.
- By trapping sediment, the dams could improve water quality.
- Wild beavers could also draw nature tourists, bringing money into rural communities.

### What's the case against?
- Farmers worry dams could flood fields and damage crops.
- Beavers may fell trees and block drainage ditches, leaving landowners with costly management.

It's a genuine balancing act between environmental gains and costs to the people who farm the land.
""", [
                ("invented_claim", "Wild beavers could also draw nature tourists, bringing money into rural communities", None),
            ]),
        ],
    },
    {
        "id": "cemetery_grave_reuse_75_years",
        "topic": "Letting cemeteries reuse old graves after 75 years",
        "query": "Should cemeteries be allowed to reuse graves after 75 years?",
        "perspectives": [
            ("pro", [
                "Many cemeteries, especially in cities, are running out of space.",
                "Reusing graves could keep burial affordable and close to home for families.",
            ]),
            ("con", [
                "Some relatives may be distressed at the thought of an ancestor's grave being disturbed.",
                "Old graves can have historical and genealogical value that might be lost.",
                "Some faith traditions teach that human remains should never be disturbed.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Here are the key questions, answered using the arguments on each side:

1. **Why consider reusing graves?** Many cemeteries, particularly in cities, are running short of space.
2. **What would families gain?** Reuse could keep burial affordable and let people be buried close to home.
3. **Why might relatives object?** Some may find it upsetting to think of an ancestor's grave being disturbed.
4. **Is anything else at stake?** Old graves can carry historical and genealogical value that could be lost.
5. **Do religious beliefs come into it?** Yes. Some faith traditions hold that human remains should never be disturbed.
""", []),
            ("closing", None, """
**Why do supporters back reuse?**
Every cemetery in the country is running out of room, they argue, and reusing old plots could keep burials affordable and local for families.

**What are the objections?**
Some relatives may be distressed by the idea of an ancestor's grave being disturbed, and some faith traditions teach that human remains should never be disturbed. Heritage comes up too, although old graves are not usually seen as having historical or genealogical value worth saving.

Either way, it's a decision that weighs practical pressures against personal and cultural sensitivities.
""", [
                ("exaggeration", "Every cemetery in the country is running out of room", (0, 0)),
                ("negation", "old graves are not usually seen as having historical or genealogical value worth saving", (1, 1)),
            ]),
            ("headed", None, """
### What problem would reuse solve?
Space, first of all: many cemeteries, above all in cities, are running out of it. Reusing graves could also keep burial affordable and allow families to bury loved ones close to home.

### Who would be upset?
Some relatives may find it distressing to think an ancestor's grave could be disturbed. Some faith traditions also teach that human remains should never be disturbed.

### What could be lost?
Old graves can hold historical and genealogical value that might disappear if they are reused.
""", []),
            ("bullets", None, """
**What's the case for reuse?**
- Many cemeteries, especially urban ones, are running out of space.
- Reusing graves could keep burial affordable and near home for families.
- Fees from reused plots could also pay for the upkeep of neglected older sections.

**What's the case against?**
- Some relatives may be distressed at the idea of an ancestor's grave being disturbed.
- Old graves can have historical and genealogical value that might be lost.
- In some faiths, notably Judaism and Islam, remains are meant to stay undisturbed forever.
""", [
                ("invented_claim", "Fees from reused plots could also pay for the upkeep of neglected older sections", None),
                ("added_detail", "In some faiths, notably Judaism and Islam, remains are meant to stay undisturbed forever", (1, 2)),
            ]),
            ("prose", None, """
**What's the argument in favour?**
First, space: many cemeteries, and city ones in particular, are running out of it. Supporters add that reusing graves could keep burial affordable and close to home for families.

**And against?**
Opponents point to the emotional cost, since some relatives may be distressed to think of an ancestor's grave being disturbed. There's also heritage to consider, as old graves can carry historical and genealogical value that might be lost. Finally, some faith traditions teach that human remains should never be disturbed at all.
""", []),
            ("dense", None, """
**In short, why is grave reuse contested?** Because while supporters say many cemeteries, especially in cities, are running out of space and that reuse could keep burial affordable and close to home, opponents counter that some relatives may be distressed at an ancestor's grave being disturbed and that some faith traditions teach human remains should never be disturbed.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
]
