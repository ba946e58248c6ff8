"""Fresh5 batch f21 (written by a separate writer): hot-desking in council offices; compulsory bike helmets for adults; licence-free busking in city centres; removing vending machines from secondary schools."""

TOPICS = [
    {
        "id": "council_office_hot_desking",
        "topic": "Replacing assigned desks with hot-desking in council offices",
        "query": "Should councils replace assigned desks with hot-desking in their offices?",
        "perspectives": [
            ("staff", [
                "Some staff may lose the personal space they rely on to keep files and equipment close at hand.",
                "Hot-desking could make it harder for colleagues to find each other and collaborate informally.",
            ]),
            ("managers", [
                "Sharing desks could cut office space costs, since many desks sit empty on hybrid working days.",
                "Flexible seating may encourage people from different teams to mix and share ideas.",
            ]),
            ("trade unions", [
                "Hot-desking could disadvantage disabled staff who need adapted workstations.",
                "The change should not be introduced without proper consultation with the workforce.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**TL;DR:** Managers see savings and cross-team mixing, staff worry about losing their space and their colleagues, and unions want accessibility protected and proper consultation first.

### Staff
Honestly, a lot of it comes down to personal space. Some people rely on a fixed desk to keep their files and kit within reach, and that could go. There's also a practical one: when nobody sits in the same place, it may get harder to track colleagues down and have quick, informal chats.

### Managers
Flip side: plenty of desks sit empty on hybrid days, so sharing them could trim what the council spends on office space. Managers also reckon flexible seating may get people from different teams mixing and swapping ideas.

### Trade unions
Unions flag two things. Disabled staff who need adapted workstations could lose out under hot-desking. And they're clear it shouldn't be brought in without properly consulting the workforce.
""", []),
            ("three_perspectives", None, """
**TL;DR:** It's cost and collaboration arguments from managers versus personal-space and accessibility worries from staff and unions.

**Staff**
- Some could lose the personal space where they keep files and equipment handy.
- On the upside, hot-desking could make it easier for colleagues to bump into each other and collaborate informally.

**Managers**
- Lots of desks sit empty on hybrid days, so sharing them could cut office space costs.
- Flexible seating may get people from different teams mixing and sharing ideas.

**Trade unions**
- Disabled staff who need adapted workstations could be disadvantaged.

Bottom line: the benefits are mostly about money and mixing; the concerns are about people losing out.
""", [
                ("negation", "hot-desking could make it easier for colleagues to bump into each other and collaborate informally", (0, 1)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
**TL;DR:** Savings and flexibility on one side; lost personal space, accessibility and consultation worries on the other.

Staff have a couple of worries. Some may lose the personal space they use to keep files and equipment nearby, and finding colleagues for a quick informal catch-up could get harder. That said, staff themselves point out that sitting somewhere different each day may help them mix with other teams and pick up fresh ideas.

Managers, for their part, focus on cost. A recent council survey found that nearly 40% of desks go unused on hybrid working days, so sharing them could bring office space costs down.

Trade unions, meanwhile, warn that disabled staff who rely on adapted workstations could be disadvantaged, and they insist nothing should change without proper consultation with the workforce.
""", [
                ("side_swap", "staff themselves point out that sitting somewhere different each day may help them mix with other teams and pick up fresh ideas", (1, 1)),
                ("invented_statistic", "A recent council survey found that nearly 40% of desks go unused on hybrid working days", None),
            ]),
            ("three_perspectives", None, """
**TL;DR:** Three camps: staff worried about space and contact, managers keen on savings and mixing, unions focused on accessibility and consultation.

1. **Staff:** Losing a fixed desk may mean losing the personal space some people use to keep files and equipment close. And it could get trickier to find colleagues and collaborate informally when everyone moves around.
2. **Managers:** With so many desks empty on hybrid days, sharing could cut office space costs. Flexible seating may also nudge different teams to mix and share ideas.
3. **Trade unions:** Disabled staff who need adapted workstations could be put at a disadvantage, and unions say the switch shouldn't happen without proper consultation with the workforce.
""", []),
            ("three_perspectives", None, """
**TL;DR:** Managers see a cheaper, more sociable office; staff see a less personal and less connected one.

**What staff say**
Honestly, it's mostly about losing a home base. Some people could lose the personal space they depend on for files and equipment. There's also the worry that, with everyone in different spots each day, finding colleagues and collaborating informally could get harder.

**What managers say**
Many desks sit empty on hybrid days, so sharing them could cut what's spent on office space. Plus, flexible seating may get people from different teams mixing and trading ideas.

Bottom line: it comes down to whether the savings and mixing outweigh the hit to staff.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
**TL;DR:** Savings and team mixing versus personal space, collaboration, accessibility and consultation concerns.

**Staff:** Some may lose the personal space they rely on for keeping files and equipment. Hot-desking could also make it harder to find colleagues and collaborate informally.

**Managers:** Since many desks sit empty on hybrid working days, sharing them could cut office space costs, letting councils close entire floors or give up leased buildings. Flexible seating may also encourage cross-team mixing and idea-sharing.

**Trade unions:** Unions say hot-desking will inevitably leave disabled staff who need adapted workstations at a disadvantage. They also want proper consultation with the workforce before any change.
""", [
                ("added_detail", "letting councils close entire floors or give up leased buildings", (1, 0)),
                ("exaggeration", "hot-desking will inevitably leave disabled staff who need adapted workstations at a disadvantage", (2, 0)),
            ]),
        ],
    },
    {
        "id": "compulsory_adult_cycle_helmets",
        "topic": "Making bike helmets compulsory for adult cyclists",
        "query": "Should it be compulsory for adult cyclists to wear helmets?",
        "perspectives": [
            ("pro", [
                "Helmets can reduce the severity of head injuries in crashes.",
                "A legal requirement could lower health service costs from serious cycling injuries.",
            ]),
            ("con", [
                "Compulsory helmet laws may put some people off cycling altogether, undermining its health benefits.",
                "Enforcing the rule could take police time away from more dangerous road behaviour.",
                "The focus should be on safer road infrastructure rather than on cyclists' equipment.",
            ]),
        ],
        "variants": [
            ("prose", None, """
**TL;DR:** Supporters point to injury protection and health-service savings; critics worry about fewer cyclists, police time and the wrong focus.

Supporters keep it pretty simple. Helmets can make head injuries less severe when a crash happens, and if wearing one were a legal requirement, the health service could spend less treating serious cycling injuries.

That said, opponents have a few objections. A mandatory law may put some people off riding altogether, which would undercut the health benefits cycling brings. Enforcing it could also eat into police time that could go on more dangerous behaviour on the roads. And they'd rather see the effort go into safer road infrastructure than into what cyclists wear.
""", []),
            ("bullets", None, """
**TL;DR:** Pro side says it's about safety and health-service costs; con side says it'd put people off and miss the real problem.

**For compulsory helmets**
- Helmets prevent head injuries in crashes, full stop.
- A legal requirement could lower what the health service spends on serious cycling injuries.
- A helmet rule could also encourage riders to take road safety more seriously overall.

**Against**
- Some people may simply stop cycling, which undermines its health benefits.
- Police enforcement could pull time away from more dangerous road behaviour.
- The real focus, critics say, should be safer road infrastructure, not cyclists' kit.
""", [
                ("exaggeration", "Helmets prevent head injuries in crashes, full stop", (0, 0)),
                ("invented_claim", "A helmet rule could also encourage riders to take road safety more seriously overall", None),
            ]),
            ("numbered", None, """
**TL;DR:** It's injury protection and cost savings versus lower cycling rates, policing priorities and road design.

**For:**
1. **Injury severity:** Helmets can lessen how bad head injuries are in a crash.
2. **Health service costs:** Making them a legal requirement could reduce the cost of treating serious cycling injuries.

**Against:**
1. **Fewer cyclists:** Mandatory laws may put some people off cycling entirely, eating into its health benefits.
2. **Police time:** Enforcement could divert officers from more dangerous road behaviour.
3. **Wrong target:** Critics argue the priority should be safer road infrastructure, not cyclists' equipment.
""", []),
            ("headed", None, """
**TL;DR:** Safety and savings on one side, fears about deterring cyclists and ignoring road design on the other.

### The case for
Honestly, the core point is that helmets can reduce how severe head injuries are in a crash. Studies suggest they cut the risk of serious head injury by around 60%. On top of that, a legal requirement could lower health-service costs from serious cycling injuries.

### The case against
Flip side: a compulsory law may put some people off cycling altogether, and that would undermine the health benefits. Critics also argue the attention should go on building safer road infrastructure instead of on cyclists' equipment.
""", [
                ("invented_statistic", "Studies suggest they cut the risk of serious head injury by around 60%", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
**TL;DR:** Protection and savings versus deterrence, policing and priorities.

Backers argue helmets can reduce the severity of head injuries and that a legal requirement could cut health-service costs from serious cycling injuries, while critics counter that a mandate may put some people off cycling altogether (undermining its health benefits), that enforcement could pull police away from more dangerous road behaviour, and that the focus should be on cyclists' own equipment rather than on redesigning the roads.
""", [
                ("negation", "the focus should be on cyclists' own equipment rather than on redesigning the roads", (1, 2)),
            ]),
            ("closing", None, """
**TL;DR:** Supporters focus on head protection; opponents worry about putting people off, policing and road design.

**Supporters** say helmets can reduce the severity of head injuries when crashes happen. Put simply, a helmet means a knock to the head is less likely to be serious.

**Opponents** have more to say. Compulsory laws may discourage some people from cycling at all, undermining its health benefits. Enforcement could take police time away from more dangerous road behaviour. And they'd prefer the emphasis to be on safer road infrastructure rather than cyclists' gear.

Ultimately, it's a trade-off between individual protection and keeping cycling attractive.
""", [
                ("repetition", "Put simply, a helmet means a knock to the head is less likely to be serious", (0, 1)),
            ]),
        ],
    },
    {
        "id": "licence_free_city_busking",
        "topic": "Letting street performers busk in city centres without a licence",
        "query": "Should street performers be allowed to busk in city centres without a licence?",
        "perspectives": [
            ("pro", [
                "Unlicensed busking can make city centres feel livelier and more welcoming.",
                "Licence fees and paperwork may shut out young or low-income performers.",
            ]),
            ("con", [
                "Some shopkeepers say loud or repetitive performances can disturb nearby businesses and office workers.",
                "Without licences, councils could struggle to manage crowding on busy pavements.",
            ]),
        ],
        "variants": [
            ("dense", None, """
**TL;DR:** Livelier streets and open access versus noise and crowd control.

Supporters say letting people busk freely can make city centres feel livelier and more welcoming, and that licence fees and paperwork may keep young or low-income performers out, whereas opponents point to some shopkeepers' complaints that loud or repetitive acts can disturb nearby businesses and office workers, and warn that without licences councils could struggle to keep crowding on busy pavements under control.
""", []),
            ("bullets", None, """
**TL;DR:** Fans say it brings life to town; critics say it brings noise and crowds.

**Why scrap the licence**
- Street performance can make city centres feel livelier and friendlier.

**Why keep it**
- Some shopkeepers say loud or repetitive acts can disturb nearby businesses and office workers, particularly when performers use amplifiers for hours on end.
- Councils could struggle to manage crowds on busy pavements without a licensing system.
- Licence fees and paperwork may also shut out young or low-income performers.
""", [
                ("added_detail", "particularly when performers use amplifiers for hours on end", (1, 0)),
                ("side_swap", "Licence fees and paperwork may also shut out young or low-income performers", (0, 1)),
            ]),
            ("numbered", None, """
**TL;DR:** It's atmosphere and fairness against disruption and crowding.

1. **Atmosphere (pro):** Unlicensed busking can give city centres a livelier, more welcoming feel.
2. **Access (pro):** Fees and paperwork may shut out performers who are young or on low incomes.
3. **Disruption (con):** Some shopkeepers say loud or repetitive acts can bother nearby businesses and office workers.
4. **Crowding (con):** Without licences, councils could find it hard to manage crowds on busy pavements.
""", []),
            ("headed", None, """
**TL;DR:** Supporters want a livelier, more open centre; critics are worried about noise and pavements.

## For dropping licences
Honestly, the main pitch is atmosphere: buskers can make a city centre feel livelier and more welcoming. Supporters add that licence fees and paperwork hardly stand in the way of young or low-income performers.

## Against
That said, some shopkeepers complain that loud or repetitive performances can disturb nearby businesses and office workers. And without a licensing system, councils could struggle to manage crowding on busy pavements.
""", [
                ("negation", "licence fees and paperwork hardly stand in the way of young or low-income performers", (0, 1)),
            ]),
            ("prose", None, """
**TL;DR:** It's vibrancy and access for performers versus noise and pavement crowding.

The argument for going licence-free is partly about the feel of the place. Buskers can make a city centre livelier and more welcoming. It's also about who gets to perform: fees and paperwork may shut out younger or poorer performers.

Flip side: not everyone's a fan. Some shopkeepers say loud or repetitive acts can disturb the businesses and office workers around them. Councils, too, could struggle to manage crowding on busy pavements if there's no licence to work with.
""", []),
            ("closing", None, """
**TL;DR:** A livelier, more accessible street scene versus disruption and crowd-control headaches.

Supporters say unlicensed busking can make city centres feel livelier and more welcoming, and that licence fees and paperwork may shut out young or low-income performers. Some also point out that buskers give shoppers and tourists a reason to linger, which could help local trade.

On the other side, shopkeepers say loud, repetitive performances disturb every business and office worker nearby. Councils could also struggle to manage crowding on busy pavements without licences.

Ultimately, it's about how much a city values street culture versus order on its pavements.
""", [
                ("invented_claim", "buskers give shoppers and tourists a reason to linger, which could help local trade", None),
                ("exaggeration", "shopkeepers say loud, repetitive performances disturb every business and office worker nearby", (1, 0)),
            ]),
        ],
    },
    {
        "id": "secondary_school_vending_removal",
        "topic": "Removing vending machines from secondary schools",
        "query": "Should secondary schools remove their vending machines?",
        "perspectives": [
            ("pro", [
                "Removing vending machines could reduce pupils' intake of sugary snacks and drinks.",
                "It would reinforce schools' wider healthy-eating policies.",
            ]),
            ("con", [
                "Some schools rely on vending machine income to fund extras like trips or equipment.",
                "Pupils may simply buy the same snacks from shops on the way to school.",
                "Older students could feel they are being treated like children rather than trusted to make their own choices.",
            ]),
        ],
        "variants": [
            ("closing", None, """
**TL;DR:** Health benefits and consistency versus lost income, workarounds and student autonomy.

**Pro removal**
- Could cut how many sugary snacks and drinks pupils get through.
- Backs up schools' broader healthy-eating policies.

**Against removal**
- Some schools use vending income to pay for extras like trips or equipment.
- Pupils may just pick up the same snacks from shops on their way in.
- Older students could feel they're treated like kids instead of being trusted to choose for themselves.

Ultimately, it depends on how each school weighs pupil health against funding and independence.
""", []),
            ("prose", None, """
**TL;DR:** Supporters see a healthier school; opponents see lost money, easy workarounds and patronised teens.

Honestly, the pro case is straightforward. Taking the machines out could reduce how much sugar pupils consume through snacks and drinks, and it would line up with the healthy-eating policies schools already promote.

That said, there are a few snags. Some schools rely on the money vending machines bring in, often through a commission deal with the supplier, to pay for extras like trips or equipment. Pupils may also just buy the same stuff from shops on the way to school. And older students could feel they're being treated like children rather than trusted to make their own choices.
""", [
                ("added_detail", "often through a commission deal with the supplier", (1, 0)),
            ]),
            ("headed", None, """
**TL;DR:** Healthier diets and a consistent message on one side; funding, shop runs and trust on the other.

### Why remove them
Removing the machines could cut pupils' intake of sugary snacks and drinks. It would also back up the wider healthy-eating policies schools are already pushing.

### Why keep them
Flip side: some schools depend on vending income to fund extras like trips or equipment. Pupils may simply buy the same snacks from shops on their way to school anyway. And older students could feel they're being treated like children rather than trusted to make their own choices.
""", []),
            ("numbered", None, """
**TL;DR:** Health and policy consistency versus lost funding and shop workarounds.

Arguments for removal:
1. **Less sugar:** Pupils' intake of sugary snacks and drinks could go down.
2. **Consistency:** It would reinforce wider healthy-eating policies.
3. **Better concentration:** Cutting out sugar spikes may help pupils stay focused in afternoon lessons.

Arguments against:
1. **Funding:** Some schools rely on vending income to pay for trips or equipment.
2. **Workarounds:** Pupils may just buy the same snacks from shops on the way in.
""", [
                ("invented_claim", "Cutting out sugar spikes may help pupils stay focused in afternoon lessons", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("bullets", None, """
**TL;DR:** Supporters want healthier pupils; critics point to money, workarounds and trust.

- **For:** Getting rid of vending machines will cut out pupils' sugary snacks and drinks entirely, and it'd reinforce wider healthy-eating policies.
- **Against:** Some schools rely on the income for extras like trips or equipment. Pupils may simply buy the same snacks from shops on the way to school. Older students could also feel treated like children rather than trusted to make their own choices.
""", [
                ("exaggeration", "Getting rid of vending machines will cut out pupils' sugary snacks and drinks entirely", (0, 0)),
            ]),
            ("dense", None, """
**TL;DR:** Health and policy consistency against funding, workarounds and autonomy.

Honestly, it boils down to this: removal could lower pupils' intake of sugary snacks and drinks and would reinforce healthy-eating policies, but some schools rely on the machines' income for extras like trips or equipment, pupils may just buy the same snacks from shops on the way in, and older students could feel they're being treated like children rather than trusted to choose for themselves.
""", []),
        ],
    },
]
