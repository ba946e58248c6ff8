"""Fresh5 batch f24 (written by a separate writer): culling deer in urban parks; term limits for local councillors; wild swimming in city canals; coding classes instead of a second foreign language."""

TOPICS = [
    {
        "id": "urban_park_deer_culling",
        "topic": "Culling deer in urban parks",
        "query": "Should city councils allow the culling of deer in urban parks to control their numbers?",
        "perspectives": [
            ("residents", [
                "Deer from the parks can damage private gardens and eat ornamental plants near the park edges.",
                "Some residents worry that deer crossing roads could cause traffic accidents.",
                "Many residents enjoy seeing the deer and say they are part of the park's character.",
            ]),
            ("animal welfare groups", [
                "Culling is cruel and may cause suffering if animals are not killed cleanly.",
                "Non-lethal methods such as fertility control could manage deer numbers more humanely.",
            ]),
            ("park managers", [
                "High deer numbers can destroy young trees and undergrowth, harming other wildlife.",
                "Without population control, deer may face starvation in hard winters.",
                "Culling operations require closing parts of the park, which could be unpopular with visitors.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Culling deer in urban parks is a question where three groups see things rather differently.

**Residents**
- Regarding the residents, some of them complain that deer from the park can damage their gardens and eat the ornamental plants, especially close to the park edges.
- There is also a worry that deer crossing the roads could cause traffic accidents.
- On the other hand, many residents like to see the deer and consider them as part of the character of the park.

**Animal welfare groups**
- From the side of animal welfare organisations, culling is seen as cruel, and it may cause suffering when the animals are not killed cleanly.
- They propose non-lethal methods, for example fertility control, which in their opinion could keep the numbers under control in a more humane way.

**Park managers**
- The park managers point out that when there are too many deer, young trees and undergrowth can be destroyed, and this harms also other wildlife.
- Without some population control, the deer may starve in hard winters.
- They also note that a cull requires closing parts of the park, which could be unpopular among visitors.
""", []),
            ("three_perspectives", None, """
The debate on deer culling in city parks involves residents, animal welfare groups and park managers, and each of them has its own concerns.

Residents living close to the parks say that deer can damage their gardens and eat ornamental plants near the park edges. Some of them also fear that deer which cross the roads could cause traffic accidents.

Animal welfare groups are against culling. In their view it is cruel, and if the animals are not killed cleanly it may cause suffering. They also consider that non-lethal methods, like fertility control, would hardly be a more humane way to manage the numbers.

Park managers, for their part, stress the ecological side: high deer numbers can destroy young trees and undergrowth, which is bad for other wildlife. Without control, deer may also starve in hard winters. However, a cull means that parts of the park must be closed, and this could be unpopular with visitors.

In conclusion we can say that every group looks at the issue from a different angle.
""", [
                ("negation", "non-lethal methods, like fertility control, would hardly be a more humane way to manage the numbers", (1, 1)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("three_perspectives", None, """
Here is a summary of the main positions:

1. **Residents** – The opinions among residents are mixed. Some are annoyed because deer can damage private gardens and eat ornamental plants near the edges of the park, and some worry that deer on the roads could lead to traffic accidents. Many others, however, enjoy seeing the deer and feel they belong to the character of the park.

2. **Animal welfare groups** – They regard culling as cruel, since animals which are not killed cleanly may suffer. According to them, fertility control and other non-lethal methods could manage the population more humanely.

3. **Park managers** – It must be said that for managers the situation is more complicated: high numbers of deer can destroy young trees and undergrowth, harming other wildlife, and without population control the deer may face starvation in hard winters. A cull, though, requires closing parts of the park, which could be unpopular with visitors.
""", []),
            ("three_perspectives", None, """
### Residents
The residents are divided. From one side, deer can damage gardens and eat ornamental plants close to the park edges, and some people worry about traffic accidents caused by deer crossing roads. From the other side, many residents enjoy the deer and see them as a part of the park's character.

### Animal welfare groups
These groups oppose culling as cruel, pointing out that animals may suffer if they are not killed cleanly. They prefer non-lethal options such as fertility control, which could manage numbers more humanely.

### Park managers
Park managers explain that high deer numbers can destroy young trees and undergrowth and in this way harm other wildlife. They also warn that without population control the deer will starve every hard winter. Still, culling operations require closing parts of the park, which may be unpopular with visitors.
""", [
                ("exaggeration", "without population control the deer will starve every hard winter", (2, 1)),
            ]),
            ("three_perspectives", None, """
The question of culling deer in urban parks divides the different groups in the following way:

- **Residents:** A part of the residents is of the opinion that deer can damage private gardens and eat ornamental plants near the park edges. However, many residents enjoy seeing the deer, which for them are part of the character of the park.
- **Animal welfare groups:** They describe culling as cruel, because the animals may suffer if they are not killed cleanly. Non-lethal methods like fertility control could, in their view, manage the numbers more humanely.
- **Park managers:** Managers argue that high numbers of deer can destroy young trees and undergrowth, harming other wildlife, and in some cities the deer population has doubled in less than ten years. They are also concerned that deer crossing roads could cause traffic accidents. Without control, the deer may face starvation in hard winters, but closing parts of the park for a cull could be unpopular with visitors.
""", [
                ("invented_statistic", "in some cities the deer population has doubled in less than ten years", None),
                ("side_swap", "They are also concerned that deer crossing roads could cause traffic accidents", (0, 1)),
            ]),
            ("three_perspectives", None, """
When it comes to culling deer in urban parks, the arguments depend a lot on who you ask.

Regarding the residents, they have mixed feelings. Deer can damage private gardens and eat the ornamental plants near park edges, and some residents worry that deer crossing roads could cause accidents. Many, however, enjoy seeing deer and consider them part of what makes the park special.

Park managers look at it more from a management point of view. High deer numbers can destroy young trees and undergrowth, which harms other wildlife, and without population control deer may starve in hard winters. On the other hand, a cull would require closing parts of the park, and this could be unpopular with visitors.

Overall, the decision would need to balance these different interests.
""", [
                ("omitted_perspective", None, 1),
            ]),
        ],
    },
    {
        "id": "local_councillor_term_limits",
        "topic": "Term limits for local councillors",
        "query": "Should local councillors be limited to a maximum number of terms in office?",
        "perspectives": [
            ("pro", [
                "Term limits could bring fresh ideas and new people into local politics.",
                "They may reduce the risk of councillors becoming too close to developers and local interest groups.",
                "Long-serving incumbents have a big advantage at elections, which term limits would remove.",
            ]),
            ("con", [
                "Experienced councillors understand complex issues like budgets and planning, and this knowledge would be lost.",
                "Voters should be free to re-elect a councillor they are happy with.",
                "In small towns there may not be enough candidates to replace councillors who are forced out.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
There are arguments on both sides of this question.

**In favour of term limits**
- They could bring new people and fresh ideas into local politics.
- They may lower the risk that councillors become too close to developers and local interest groups.
- Long-serving incumbents enjoy a big advantage at elections, and term limits would take this advantage away.

**Against term limits**
- Experienced councillors understand complicated matters such as budgets and planning, and this knowledge would be lost.
- Voters should have the freedom to re-elect a councillor if they are satisfied with him or her.
- In small towns, there may not be enough candidates to replace the councillors who are forced out.
""", []),
            ("prose", None, """
Supporters of term limits for local councillors argue that they could bring fresh ideas and new faces into local politics. They also believe that limits may reduce the danger of councillors becoming too close to property developers who fund their election campaigns, as well as to other local interest groups. Another point from this side is that long-serving incumbents have a big advantage at elections, and term limits would remove it.

Opponents, on the contrary, say that experienced councillors understand complex issues like the budget and planning, and that this knowledge would simply be lost. For them, it is also a question of democracy: voters should be free to re-elect a councillor they are happy with. Finally, in small towns there may not be enough candidates to replace councillors who are forced to leave.
""", [
                ("added_detail", "too close to property developers who fund their election campaigns", (0, 1)),
            ]),
            ("numbered", None, """
Arguments for term limits:
1. New people and fresh ideas could come into local politics.
2. The risk of councillors getting too close to developers and local interest groups may be reduced.
3. The big electoral advantage of long-serving incumbents would be removed.

Arguments against term limits:
1. Experienced councillors know complex issues like budgets and planning, and this knowledge would be lost.
2. Voters should be free to re-elect a councillor with whom they are happy.
3. Small towns may not have enough candidates to replace councillors who are forced out.
""", []),
            ("headed", None, """
### The case for term limits
Supporters say that term limits could open local politics to new people and fresh ideas. In their opinion, limits may also reduce the risk that councillors become too close to developers and local interest groups. Moreover, long-serving incumbents have a big advantage at elections which term limits would remove. Some supporters also say that councillors who cannot stand again would focus on results instead of on their next campaign.

### The case against term limits
Opponents stress that experienced councillors understand complex matters such as budgets and planning, and this knowledge would be lost. They also believe that voters should be free to re-elect a councillor they are happy with. It must be said that, for critics, the choice belongs to the voters, and if people want to keep a good councillor, nobody should prevent them.
""", [
                ("invented_claim", "councillors who cannot stand again would focus on results instead of on their next campaign", None),
                ("repetition", "the choice belongs to the voters, and if people want to keep a good councillor, nobody should prevent them", (1, 2)),
            ]),
            ("dense", None, """
Supporters believe term limits could bring fresh ideas and new people into local politics, may reduce the risk of councillors getting too close to developers and local interest groups, and would remove the big electoral advantage of long-serving incumbents, whereas opponents reply that experienced councillors understand complex issues like budgets and planning, knowledge that could easily be replaced, that voters should be free to re-elect a councillor they are satisfied with, and that small towns may not have enough candidates to replace councillors forced out of office.
""", [
                ("negation", "knowledge that could easily be replaced", (1, 0)),
            ]),
            ("closing", None, """
From the side of the supporters, term limits could be a way to bring fresh ideas and new people into local politics. They also may reduce the risk that councillors get too close to developers and local interest groups, and they would remove the big advantage that long-serving incumbents have at elections.

The opponents see it differently. Regarding experience, they say that councillors who have served for a long time understand complex issues such as budgets and planning, and with term limits this knowledge would be lost. They also insist that voters should be free to re-elect a councillor they are happy with. Finally, in small towns there may not be enough candidates to replace those councillors who are forced out.

In the end, it is a question of how a community weighs renewal against experience and the freedom of voters.
""", []),
        ],
    },
    {
        "id": "city_canal_wild_swimming",
        "topic": "Allowing wild swimming in city canals",
        "query": "Should cities allow people to swim in their canals?",
        "perspectives": [
            ("pro", [
                "Swimming in canals gives city residents free access to exercise and to cooling off in hot weather.",
                "Allowing it could encourage the city to improve water quality.",
            ]),
            ("con", [
                "Canal water may contain sewage overflow and bacteria that can make swimmers ill.",
                "Boats, locks and underwater debris create serious risks of injury or drowning.",
                "Some boat owners and residents worry about noise and crowds along the towpaths.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Allowing wild swimming in city canals has both supporters and opponents.

Those in favour say that canal swimming offers city residents a free way to exercise and to cool off when the weather is hot. Besides, they argue that permitting it could push the city to improve the water quality.

Those against it point first of all to health risks, since canal water may contain sewage overflow and bacteria that can make swimmers ill. Safety is another concern: boats, locks and debris under the water create serious risks of injury or even drowning. Last, some boat owners and residents are worried about noise and crowds along the towpaths.
""", []),
            ("bullets", None, """
**Pro**
- Residents would get free access to exercise and a way to cool off in hot weather.
- Allowing swimming could encourage the city to improve the water quality.

**Con**
- The canal water is full of sewage overflow and bacteria that make swimmers ill.
- Boats, locks and underwater debris create serious dangers of injury or drowning.
""", [
                ("exaggeration", "The canal water is full of sewage overflow and bacteria that make swimmers ill", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
## Arguments in favour
Supporters see canal swimming as a free opportunity for city residents to exercise and to cool down in hot weather. They also think that allowing it could encourage the city to improve the quality of the water. According to one survey, around 60% of residents would swim in the canals at least once a summer if it were allowed.

## Arguments against
Critics warn that canal water may contain sewage overflows and bacteria which can make people ill. In addition, boats, locks and debris under the surface create serious risks of injury or drowning. Some boat owners and residents are also worried about noise and crowds on the towpaths.
""", [
                ("invented_statistic", "According to one survey, around 60% of residents would swim in the canals at least once a summer if it were allowed.", None),
            ]),
            ("closing", None, """
Here are the main arguments on both sides.

For allowing it:
- Free access to exercise and to cooling off in hot weather for city residents.
- It could encourage the city to improve water quality.

Against allowing it:
- Canal water may contain sewage overflow and bacteria that can make swimmers sick.
- Boats, locks and underwater debris create serious risks of injury or drowning.
- Some boat owners and residents fear noise and crowds along the towpaths.

In conclusion we can say that the decision depends on how the city balances the benefits for residents against the concerns of the other side.
""", []),
            ("numbered", None, """
1. **Exercise and cooling off:** Supporters say that canals give city residents free access to exercise and to a place to cool off during hot weather.
2. **Water quality:** They add that allowing swimming would not really encourage the city to improve the water quality.
3. **Health:** Opponents warn that canal water may contain sewage overflow and bacteria, which can make swimmers ill.
4. **Safety:** Boats, underwater debris and locks, where strong currents can pull swimmers under, create serious risks of injury or drowning.
5. **Disturbance:** Some boat owners and residents worry about noise and crowds along the towpaths.
""", [
                ("negation", "allowing swimming would not really encourage the city to improve the water quality", (0, 1)),
                ("added_detail", "locks, where strong currents can pull swimmers under", (1, 1)),
            ]),
            ("dense", None, """
While supporters argue that canal swimming gives city residents free access to exercise and a way to cool off in hot weather and could also encourage the city to improve its water quality, opponents reply that the water may contain sewage overflow and bacteria that can make swimmers ill, that boats, locks and underwater debris create serious risks of injury or drowning, and that some boat owners and residents are worried about noise and crowds along the towpaths.
""", []),
        ],
    },
    {
        "id": "coding_instead_of_second_language",
        "topic": "Replacing a second foreign language with coding classes in secondary schools",
        "query": "Should secondary schools replace the second foreign language with coding classes?",
        "perspectives": [
            ("pro", [
                "Coding skills are in high demand and could improve students' job prospects.",
                "Programming teaches logical thinking and problem-solving that are useful across subjects.",
            ]),
            ("con", [
                "Learning a foreign language helps students understand other cultures and communicate abroad.",
                "Many schools may not have enough qualified teachers to teach coding well.",
                "Coding tools change quickly, so what students learn may be outdated by the time they graduate.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### Arguments for replacing the language with coding
Coding skills are in high demand, so supporters think that coding classes could improve the job prospects of students. They also note that programming teaches logical thinking and problem-solving, which are useful in many other subjects.

### Arguments against
Opponents stress that learning a foreign language helps students to understand other cultures and to communicate when they are abroad. A practical problem is that many schools may not have enough qualified teachers to teach coding well. Lastly, coding tools change quickly, and what students learn may be outdated by the time they finish school.
""", []),
            ("numbered", None, """
Supporters of the change mainly argue that:
1. Coding skills are in high demand and could improve the job prospects of students.

Opponents, for their part, argue that:
1. Learning a foreign language helps students understand other cultures and communicate abroad.
2. Programming teaches logical thinking and problem-solving which are useful in other subjects as well.
3. Many schools may not have enough qualified teachers to teach coding well.
4. Coding tools change quickly, so the knowledge of students may be outdated when they graduate.
5. Knowing a second foreign language is also an advantage for university admission in many countries.
""", [
                ("side_swap", "Programming teaches logical thinking and problem-solving which are useful in other subjects as well.", (0, 1)),
                ("invented_claim", "Knowing a second foreign language is also an advantage for university admission in many countries.", None),
            ]),
            ("prose", None, """
Those who support replacing the second foreign language with coding argue that coding skills are in high demand and will guarantee students good jobs after school. In addition, programming develops logical thinking and problem-solving, which is useful in other subjects too.

The critics, however, see the value of languages differently. For them, learning a foreign language helps students to understand other cultures and to communicate abroad, for example during exchange programmes or when travelling for work. They also mention that many schools may lack qualified teachers who could teach coding well, and that coding tools change so fast that the content may be outdated by the time students graduate.
""", [
                ("exaggeration", "will guarantee students good jobs after school", (0, 0)),
                ("added_detail", "for example during exchange programmes or when travelling for work", (1, 0)),
            ]),
            ("bullets", None, """
Supporters of coding classes say:
- Coding is in high demand, so it could improve the job prospects of students.
- Programming trains logical thinking and problem-solving, useful across different subjects.

Critics answer:
- A foreign language helps students understand other cultures and communicate abroad.
- Many schools may not have enough qualified teachers to teach coding well.
- Coding tools change quickly, and what students learn may be outdated by graduation.
""", []),
            ("closing", None, """
The proposal to replace the second foreign language with coding classes has clear supporters and critics.

On the one side, coding skills are in high demand, and supporters think that they could improve the students' job prospects. Programming also teaches logical thinking and problem-solving, which can be useful in other subjects.

On the other side, critics underline that a foreign language helps students understand other cultures and communicate abroad. They also point out that many schools may not have enough qualified teachers to teach coding well. Some also fear that language teachers could lose their jobs if the second language is removed.

Ultimately, the right choice probably depends on the resources and priorities of each school.
""", [
                ("invented_claim", "Some also fear that language teachers could lose their jobs if the second language is removed.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("dense", None, """
In short, supporters claim that coding skills are in high demand and could improve job prospects, and that programming teaches logical thinking and problem-solving useful across subjects, while opponents argue that a foreign language helps students communicate abroad even if it does little for their understanding of other cultures, that many schools may lack enough qualified teachers to teach coding well, and that coding tools change quickly, so what students learn may be outdated by the time they graduate.
""", [
                ("negation", "even if it does little for their understanding of other cultures", (1, 0)),
            ]),
        ],
    },
]
