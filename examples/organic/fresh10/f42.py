"""Fresh10 batch f42 (written by a separate writer): Turning a disused railway line into a cycle path; Limiting new fast-food takeaways near schools; A home-care allowance for parents of children under three; Banning new drive-through restaurants."""

TOPICS = [
    {
        "id": "disused_railway_cycle_path",
        "topic": "Turning a disused railway line into a cycle path",
        "query": "Should the disused railway line between our villages be turned into a cycle path?",
        "perspectives": [
            ("walkers", [
                "A level, traffic-free path would give walkers, including older people and families with pushchairs, a safe place to exercise.",
                "Some walkers worry that fast-moving cyclists could make the path feel less relaxed and occasionally unsafe.",
            ]),
            ("cyclists", [
                "A dedicated route could let people cycle to work or school without having to use busy main roads.",
                "Cycle paths on old railway lines may attract visitors who spend money in local cafés and shops.",
            ]),
            ("farmers", [
                "More people passing through could mean gates left open and livestock disturbed by dogs.",
                "Some farmers fear the path may bring litter and trespassing onto neighbouring fields.",
                "Farmers may lose the informal use of the old trackbed for moving machinery or animals.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
# From Rails to Wheels: Who Gains From a New Cycle Path?

Plans to turn the old railway line into a cycle path sound simple enough, but the people who would walk it, ride it and live alongside it don't all see it the same way. Here's how the three main groups line up.

## What walkers stand to gain, and lose

For walkers, the appeal is obvious: a flat route with no traffic would be a safe place to get some exercise, and that goes for older people and families pushing buggies just as much as for keen ramblers. Still, not everyone is convinced. Some walkers are uneasy about sharing the path with cyclists, fearing that riders moving at speed could take the calm out of a stroll and, now and then, make it feel unsafe.

## Why cyclists are keen

> A proper route of our own means getting to work or school without braving the main roads.

That, in a sentence, is the cyclists' case. There's a wider pay-off too: routes built on former railway lines may draw in visitors who spend money in local cafés and shops.

## The farmers' view

Farmers whose land borders the line are the most cautious. More people passing through could mean gates left open and dogs upsetting livestock. Some also fear litter and trespassers finding their way onto neighbouring fields. And there's a practical loss to consider: a path may cost them the informal use of the old trackbed for shifting machinery or animals.

## Final thoughts

Each group has a fair point. The path offers safer exercise and commuting, and possibly a lift for local trade, but the concerns about shared use and about the land alongside it deserve a proper hearing before anything is decided.
""", []),
            ("three_perspectives", None, """
# The Old Line, Three Ways

Should a disused railway become a cycle path? Depending on whether you walk, ride or farm next to it, the answer looks rather different.

## Walkers: mostly a welcome, with a caveat

- **Safe exercise for all:** a level, traffic-free route would give everyone from older residents to parents with pushchairs somewhere safe to stretch their legs.
- **Speeding bikes:** on the flip side, fast cyclists will turn a peaceful walk into something stressful and unsafe.

## Cyclists: a route to somewhere

> Give us a route to work or school that keeps us off the busy main roads.

- **Good for local business:** former railway paths may pull in visitors who spend money in nearby cafés and shops.

## Farmers: worried neighbours

- **Gates and dogs:** more footfall could mean gates left open and livestock unsettled by dogs.
- **Litter and trespass:** some farmers fear rubbish and people straying onto the fields next to the line.

## Final thoughts

There's no single right answer here. A cycle path brings clear benefits for some users, while others have legitimate worries; how those are balanced is a local call.
""", [
                ("exaggeration", "fast cyclists will turn a peaceful walk into something stressful and unsafe", (0, 1)),
                ("omitted_argument", None, (2, 2)),
            ]),
            ("three_perspectives", None, """
# Should the Old Railway Become a Cycle Path?

Disused railway lines are tempting candidates for new paths. But walkers, cyclists and the farmers next door each bring their own hopes and fears to the table.

## The case for

Cyclists see a chance to get to work or school on a dedicated route that avoids busy main roads altogether. They also point out that cycle paths on old railway lines may attract visitors, and with them some spending in local cafés and shops. Walkers share some of the enthusiasm: a level, traffic-free path would give people of all ages, older people and families with pushchairs included, a safe place to exercise.

## The reservations

> We'd love the path, just not at racing speed.

That sums up the worry among some walkers, who fear that fast cyclists could make the path less relaxed and, at times, unsafe.

Farmers' worries run deeper. With more people passing through, gates could be left open and dogs could disturb livestock. Some farmers also fear litter and trespassing on the fields that border the line, and they may lose the informal use of the old trackbed for moving machinery or animals.

## Final thoughts

The path promises something for walkers and cyclists alike, yet it also asks something of those who share it and live beside it. Weighing those interests fairly is the real task.
""", []),
            ("three_perspectives", None, """
# Walkers, Riders and Farmers: Three Takes on the Railway Path

An old railway line, a plan for a cycle path, and three groups with a stake in what happens next. Here's a quick tour of where each stands.

## Walkers

Walkers like the idea of a flat, traffic-free route that would give older people and families with pushchairs a safe place to exercise. Walkers also reckon the path may bring in visitors who spend money in local cafés and shops. Some, though, worry that cyclists whizzing past could make the path feel less relaxed and occasionally unsafe.

## Cyclists

> Finally, a way to get to work or school that doesn't involve the main road.

For cyclists, that's the main draw of a dedicated route. On comparable railway paths, user surveys suggest roughly a third of all trips are commutes.

## Farmers

Landowners alongside the line are more wary. They fear that more people passing through could mean gates left open and livestock disturbed by dogs, and some fear it may bring litter and trespassers onto neighbouring fields. There is also the risk that farmers lose the informal use of the old trackbed for moving machinery or animals.

## Final thoughts

Whether the path goes ahead will depend on how these competing views are weighed. There's something to be said for each of them.
""", [
                ("side_swap", "Walkers also reckon the path may bring in visitors who spend money in local cafés and shops", (1, 1)),
                ("invented_statistic", "user surveys suggest roughly a third of all trips are commutes", None),
            ]),
            ("three_perspectives", None, """
# Cycle Path on the Old Line? Here's What Each Side Says

The proposal to turn the disused railway into a cycle path has walkers, cyclists and neighbouring farmers weighing in. Below is a rundown, group by group.

## Walkers

1. **Safe, level exercise.** With no traffic and no hills to speak of, the path would suit older people and families with pushchairs looking for somewhere safe to get active.
2. **Sharing with bikes.** Some walkers are concerned that speedy cyclists could make the path feel less relaxed and, occasionally, unsafe.

## Cyclists

3. **Safer commutes.** A dedicated route could allow people to cycle to work or school without having to use busy main roads.
4. **A boost for local trade.** Railway paths may attract visitors who spend money in local cafés and shops.

## Farmers

5. **Gates and livestock.** More people passing by could mean gates left open and livestock disturbed by dogs.
6. **Litter and trespass.** Some farmers fear the path may bring litter and trespassers onto neighbouring fields.

Then there's the most practical concern of all:

> That old trackbed is how some of us move machinery and animals, informally, and we may lose it.

## Final thoughts

There are real gains on offer here for people on foot and on bikes, and genuine concerns for the farms alongside. Neither side's case is weak.
""", []),
            ("three_perspectives", None, """
# Cycle Path or Farmland Headache?

Converting a disused railway into a cycle path can look like an easy win. The view from the saddle and the view from the farm gate, though, are not quite the same.

## The cyclists' case

A dedicated route could let people cycle to work or school without having to tackle busy main roads, and that is the main attraction for riders. There's an economic argument as well: cycle paths along old railway lines may draw in visitors who spend money in local cafés and shops.

## The pushback from farmers

> It's our gates, our livestock and our fields that take the strain.

Farmers bordering the line worry that more people passing through could mean gates left open and livestock disturbed by dogs. Some fear litter and trespassing onto neighbouring fields, and they may also lose the informal use of the old trackbed for moving machinery or animals. A few have also raised the concern that public access could push up their insurance costs.

## Final thoughts

The benefits for cyclists and the worries of farmers both carry weight. Any decision will need to balance the two.
""", [
                ("omitted_perspective", None, 0),
                ("invented_claim", "public access could push up their insurance costs", None),
            ]),
        ],
    },
    {
        "id": "fast_food_takeaways_near_schools",
        "topic": "Limiting new fast-food takeaways near schools",
        "query": "Should councils stop new fast-food takeaways from opening near schools?",
        "perspectives": [
            ("pro", [
                "Fewer takeaways near school gates could reduce how often children buy unhealthy food at lunchtime and after school.",
                "Restrictions give councils a tool to tackle childhood obesity in areas where takeaways are already clustered.",
            ]),
            ("con", [
                "Limits may hurt small independent businesses and cost local jobs.",
                "Children can simply walk a little further or order food online, so the rule may have little effect.",
                "Some argue it is for parents, not planners, to decide what children eat.",
            ]),
        ],
        "variants": [
            ("prose", None, """
# Should Takeaways Be Kept Away From the School Gates?

Few planning rules touch everyday life quite like where you can buy chips on the way home. Limiting new fast-food takeaways near schools sets up a familiar tug of war between health and local freedom.

## Why some people back the idea

Supporters start with simple opportunity. If there are fewer takeaways close to school gates, children could end up buying unhealthy food less often, whether at lunchtime or on the walk home. Beyond individual habits, they see the rule as a useful tool for councils trying to tackle childhood obesity, particularly where takeaways are already bunched together.

## The pushback

> It should be parents, not planners, who decide what children eat.

That line captures one strand of the opposition. Others focus on the economics, warning that limits may hurt small independent businesses and cost local jobs. And then there's the question of whether it would work at all: pupils can simply walk a bit further or order food online, so critics suggest the rule may make little difference.

## Final thoughts

Both sides raise fair points, and the answer may look different from one neighbourhood to the next.
""", []),
            ("bullets", None, """
# Fast Food Near Schools: Should Councils Draw a Line?

Should new takeaways be kept away from schools? Here's the debate, boiled down.

## Why some people love it

> Fewer takeaways by the school gates could mean fewer unhealthy lunches and after-school snacks.

- It also hands councils a practical tool for tackling childhood obesity, especially in areas already crowded with takeaways.

## The pushback

- **Business impact:** limits may hurt small independent businesses and cost local jobs.
- **Limited impact:** pupils can hardly be expected to walk further or order food online, so the rule may have little effect.
- **Parental responsibility:** some say deciding what children eat is a job for parents, not planners.

## Final thoughts

Neither side has a monopoly on good sense here; it comes down to how a community weighs health against business and choice.
""", [
                ("negation", "pupils can hardly be expected to walk further or order food online", (1, 1)),
            ]),
            ("numbered", None, """
# Takeaways and Schools: The Arguments, Numbered

Should councils be able to stop new fast-food outlets opening near schools? Here are the main arguments on each side.

## The case for limits

1. **Healthier habits:** with fewer takeaways near school gates, children could buy unhealthy food less often at lunchtime and after school.
2. **A tool for councils:** restrictions, typically a 400-metre exclusion zone around each school, would help councils tackle childhood obesity where takeaways are already clustered.

> With around one in three children leaving primary school overweight or obese, supporters feel councils need every lever they can get.

## The case against

3. **Small businesses:** limits may hurt independent takeaways and cost local jobs.
4. **Easy to get round:** children can walk a little further or order online, so the rule may achieve little.
5. **Parents' call:** some argue that what children eat is for parents, not planners, to decide.

## Final thoughts

It's a balance between public health goals and concerns about business, effectiveness and personal responsibility.
""", [
                ("added_detail", "typically a 400-metre exclusion zone around each school", (0, 1)),
                ("invented_statistic", "With around one in three children leaving primary school overweight or obese", None),
            ]),
            ("headed", None, """
# Drawing a Line Around the School Gates

Should councils stop new fast-food takeaways opening near schools? It's a question that pits health against livelihoods and personal choice.

## The argument for restrictions

### Less temptation

Supporters say that fewer takeaways near school gates could cut how often children pick up unhealthy food, both at lunchtime and once lessons finish.

### Tackling obesity where it's concentrated

Restrictions would also hand councils a tool for tackling childhood obesity in places where takeaways already cluster.

## The argument against

### Jobs and small firms

Opponents warn that limits may hurt small independent businesses and cost local jobs.

### Will it even work?

> Kids can just walk round the corner or order online.

That's the sceptics' view in a nutshell, and their conclusion is that the rule may have little effect.

### Who decides?

Some also argue that deciding what children eat is for parents, not planners.

## Final thoughts

There's a genuine trade-off here, and reasonable people land on different sides of it.
""", []),
            ("dense", None, """
# Takeaways Near Schools: The Short Version

Short on time? Here's the whole debate in a sentence or two per side.

## Why some people love it

Supporters argue that fewer takeaways near school gates could reduce how often children buy unhealthy food at lunchtime and after school, and that by keeping chip shops and chicken bars out of pupils' daily routes, councils could cut down on the junk food children pick up during the school day.

## The pushback

Opponents counter that limits will put small independent businesses out of business and wipe out local jobs, and that because children can simply walk a little further or order food online, the rule may end up having little effect.

> And in any case, say some, it's for parents, not planners, to decide what children eat.

## Final thoughts

It's a genuinely divisive issue, and where you land probably depends on how you weigh health, business and family choice.
""", [
                ("repetition", "by keeping chip shops and chicken bars out of pupils' daily routes, councils could cut down on the junk food children pick up during the school day", (0, 1)),
                ("exaggeration", "limits will put small independent businesses out of business and wipe out local jobs", (1, 0)),
            ]),
            ("closing", None, """
# Should New Takeaways Be Banned Near Schools?

Planning rules rarely set pulses racing, but this one gets people talking. Here's what each side says about limiting new fast-food outlets close to schools.

## The case for

Supporters believe that having fewer takeaways near school gates could reduce how often children buy unhealthy food, whether at lunchtime or after the bell. They also see it as a tool that lets councils tackle childhood obesity in areas where takeaways are already clustered. Some add that fewer takeaways would mean less litter on the streets around schools.

## The pushback

> Limits like these may hurt small independent businesses and cost local jobs.

That's the central worry for critics. They also doubt the rule would achieve much, since children can simply walk a little further or order food online.

## Final thoughts

Ultimately, it comes down to local priorities and how much weight a community puts on children's diets versus local trade. It's a debate worth having in the open.
""", [
                ("invented_claim", "fewer takeaways would mean less litter on the streets around schools", None),
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
    {
        "id": "home_care_allowance_under_threes",
        "topic": "A home-care allowance for parents who stay at home with children under three",
        "query": "Should the government pay a home-care allowance to parents who stay at home with children under three?",
        "perspectives": [
            ("pro", [
                "An allowance would recognise the value of the unpaid care that parents provide at home.",
                "It could give families a genuine choice rather than pushing them towards nursery places they may not want.",
                "Some believe very young children may benefit from more one-to-one time with a parent.",
            ]),
            ("con", [
                "The payment could discourage mothers in particular from returning to work, widening the gender pay gap.",
                "The money might be better spent on affordable, high-quality childcare that more families can use.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
# Paying Parents to Stay Home: Fair Reward or Step Backwards?

A home-care allowance for parents of under-threes is one of those ideas that splits opinion. Here's a quick look at both sides.

## Why some people love it

- **Valuing care:** it would recognise the worth of the unpaid care parents give at home.
- **Real choice:** families could choose for themselves instead of being nudged towards nursery places they may not want.

> Some believe the youngest children may benefit from more one-to-one time with Mum or Dad.

## The pushback

- **Career costs:** the payment could discourage mothers in particular from going back to work, widening the gender pay gap.
- **Better uses for the money:** the funds might do more good spent on affordable, high-quality childcare that more families can use.

## Final thoughts

Both camps want what's best for young children and their parents; they simply disagree on how to get there.
""", []),
            ("prose", None, """
# The Case For (and Against) a Home-Care Allowance

Should parents who stay at home with a child under three get paid for it? Here's how the arguments stack up.

## Why supporters are keen

The starting point for supporters is recognition. An allowance, paid monthly alongside child benefit, would put a value on the unpaid care that parents provide at home. Beyond that, it could give families a genuine choice, rather than steering them towards nursery places they may not want. And some believe very young children may benefit from having more one-to-one time with a parent.

## The doubts

> The money might do more good funding affordable, high-quality childcare that more families can use.

Critics also worry that the payment could discourage mothers in particular from returning to work, narrowing the gender pay gap.

## Final thoughts

It's a question of priorities, and there's no neat answer. How you feel about it will probably depend on what you think the state's role in early childhood should be.
""", [
                ("added_detail", "paid monthly alongside child benefit", (0, 0)),
                ("negation", "narrowing the gender pay gap", (1, 0)),
            ]),
            ("closing", None, """
# Home-Care Allowances: Who Really Benefits?

The idea is simple: pay parents who stay at home with children under three. The debate around it is anything but.

## The appeal

For its backers, an allowance would recognise the value of the unpaid care that parents provide at home. It could also give families a genuine choice, rather than pushing them into nursery places they may not want, and some believe the very youngest children may benefit from more one-to-one time with a parent.

## The pushback

> A payment like this could discourage mothers in particular from going back to work, and widen the gender pay gap.

Opponents also argue the money might be better spent on affordable, high-quality childcare that more families can use.

## Final thoughts

Both sides make a reasonable case. Ultimately, it depends on what a society wants to prioritise for its youngest children and their parents.
""", []),
            ("dense", None, """
# Home-Care Allowance: The Debate in Brief

Not everyone has time for a long read, so here's the argument over paying stay-at-home parents of under-threes, boiled right down.

## Why some people love it

Supporters say an allowance would recognise the value of the unpaid care parents provide at home, give families a genuine choice rather than pushing them towards nursery places they may not want, and ensure that very young children get the one-to-one parental time they need to thrive.

## The pushback

> The risk is that mothers in particular are discouraged from returning to work.

Critics add that this could widen the gender pay gap.

## Final thoughts

It's a genuinely divisive issue, with sound reasoning on both sides.
""", [
                ("exaggeration", "ensure that very young children get the one-to-one parental time they need to thrive", (0, 2)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
# Should Stay-at-Home Parents Be Paid? The Main Arguments

A home-care allowance for parents of children under three sounds generous, but it raises hard questions. Here are the arguments, one by one.

## The case for

> Caring for a small child at home is valuable work, and an allowance would recognise that.

1. **Choice:** it could give families a genuine choice rather than pushing them towards nursery places they may not want.
2. **Time together:** some believe very young children may benefit from more one-to-one time with a parent.
3. **Smarter spending:** the money might be better spent on affordable, high-quality childcare that more families can use.
4. **Easing nursery pressure:** fewer parents needing places could shorten nursery waiting lists.

## The case against

5. **Work and pay:** the payment could discourage mothers in particular from returning to work, widening the gender pay gap.

## Final thoughts

There's no easy consensus. Much depends on how you balance family choice against wider economic concerns.
""", [
                ("side_swap", "the money might be better spent on affordable, high-quality childcare that more families can use", (1, 1)),
                ("invented_claim", "fewer parents needing places could shorten nursery waiting lists", None),
            ]),
            ("headed", None, """
# Home-Care Allowance: Weighing It Up

Paying parents to look after their under-threes at home divides opinion. Below, each argument gets its own heading.

## The case for

### Recognising unpaid care

An allowance would acknowledge the value of the care parents provide at home without pay.

### More choice for families

It could give families a real choice instead of pushing them towards nursery places they may not want.

### Time with a parent

> Some believe very young children may benefit from more one-to-one time with Mum or Dad.

## The pushback

### Careers and the pay gap

Critics warn the payment could discourage mothers in particular from going back to work, widening the gender pay gap.

### A better use of the money?

They also argue the money might be better spent on affordable, high-quality childcare that more families can use.

## Final thoughts

Each side has a point worth taking seriously, and the right balance is likely to be a matter of political judgement.
""", []),
        ],
    },
    {
        "id": "drive_through_restaurant_ban",
        "topic": "Banning new drive-through restaurants",
        "query": "Should our town ban new drive-through restaurants?",
        "perspectives": [
            ("pro", [
                "Queues of idling cars at drive-throughs add to local air pollution.",
                "Drive-throughs encourage car dependency and can make nearby streets less pleasant for pedestrians.",
            ]),
            ("con", [
                "Drive-throughs can be essential for some disabled people and parents with young children who find it hard to get out of the car.",
                "A ban could deter investment and the jobs that new outlets bring.",
            ]),
        ],
        "variants": [
            ("headed", None, """
# No More Drive-Throughs? Weighing Up a Ban

Should a town stop new drive-through restaurants from opening? It's a small-sounding policy with some big questions attached.

## Why some people love it

### Cleaner air

Queues of idling cars at drive-through windows add to air pollution in the area. At a busy outlet, that can mean several hundred cars an hour idling at peak times.

### Streets for people

Drive-throughs encourage car dependency and can leave nearby streets less pleasant for people on foot.

## The pushback

### Access for those who need it

> For some disabled people and parents juggling small children, getting out of the car isn't easy, and a drive-through can be essential.

### Investment and jobs

Opponents warn a ban could deter investment and the jobs that new outlets bring.

## Final thoughts

It's a trade-off between cleaner, calmer streets on one hand and access and local investment on the other, and communities will weigh it differently.
""", [
                ("invented_statistic", "that can mean several hundred cars an hour idling at peak times", None),
            ]),
            ("closing", None, """
# The Drive-Through Dilemma

Should new drive-through restaurants be banned? It's a question that pits clean air against access and jobs.

## The case for a ban

Those in favour point to the queues: cars idling while they wait at drive-throughs add to local air pollution. More broadly, they argue that drive-throughs encourage car dependency and can make surrounding streets less pleasant to walk along.

## The pushback

> For some people, a drive-through isn't a luxury. It's essential.

Opponents explain why: some disabled people and parents with young children find it hard to get out of the car. They also warn that a ban could deter investment, along with the jobs new outlets would bring.

## Final thoughts

Both sides raise legitimate concerns. In the end, it's a question of local priorities, and there's no one-size-fits-all answer.
""", []),
            ("prose", None, """
# Should Towns Say No to New Drive-Throughs?

Drive-through restaurants divide opinion more than you might expect. Here's a look at what each side argues.

## The case for a ban

Supporters focus on the environment and the street scene. The lines of cars idling outside drive-throughs add to local air pollution, they say, and the format itself encourages car dependency while making nearby streets less pleasant for pedestrians.

## The pushback

> Drive-throughs can be essential for some disabled people and for parents with young children who struggle to get out of the car.

Opponents also raise the economic side, arguing that a ban would not deter investment or the jobs that come with new outlets.

## Final thoughts

It's a genuinely divisive issue, and where you land probably depends on how you rank air quality and pleasant streets against access and the local economy.
""", [
                ("negation", "a ban would not deter investment or the jobs that come with new outlets", (1, 1)),
            ]),
            ("bullets", None, """
# Drive-Throughs: Ban Them or Leave Them?

A proposed ban on new drive-through restaurants has its champions and its critics. Here's the breakdown.

## Why some people love it

- **Air quality:** queues of idling cars at drive-throughs add to local air pollution.
- **Car culture:** drive-throughs lock people into car dependency and ruin nearby streets for anyone on foot.

## The pushback

- **Jobs and investment:** a ban could deter investment and the jobs new outlets bring.

> For some disabled people and parents with young children, getting out of the car is hard, so a drive-through can be essential.

## Final thoughts

There are reasonable arguments on both sides; the right call will depend on the town.
""", [
                ("exaggeration", "drive-throughs lock people into car dependency and ruin nearby streets for anyone on foot", (0, 1)),
            ]),
            ("dense", None, """
# The Drive-Through Ban, Boiled Down

Here's the whole argument over banning new drive-through restaurants, packed as tightly as it goes.

## Why some people love it

Supporters argue that queues of idling cars at drive-throughs add to local air pollution, and that the restaurants encourage car dependency while making nearby streets less pleasant for pedestrians.

## The pushback

> For some disabled people and parents with young children who find it hard to get out of the car, drive-throughs can be essential.

Critics start from that point, and add that a ban could deter investment and the jobs that new outlets bring.

## Final thoughts

It's a real balancing act between cleaner, more pleasant streets on one side and access and jobs on the other.
""", []),
            ("numbered", None, """
# Banning New Drive-Throughs: The Key Arguments

Should a town refuse permission for any new drive-through restaurants? Here's what each side argues, point by point.

## The case for a ban

1. **Pollution:** queues of idling cars at drive-throughs push up nitrogen dioxide levels near homes and schools.
2. **Car dependency:** they encourage people to rely on their cars and can make nearby streets less pleasant for pedestrians.
3. **Congestion:** queues can spill out onto the main road and hold up traffic.

## The case against

> For some disabled people and parents with young children who struggle to get out of the car, a drive-through can be essential.

4. **Investment:** a ban could deter investment and the jobs that new outlets bring.

## Final thoughts

Both sides make points worth weighing, and the answer will depend on local circumstances.
""", [
                ("added_detail", "push up nitrogen dioxide levels near homes and schools", (0, 0)),
                ("invented_claim", "queues can spill out onto the main road and hold up traffic", None),
            ]),
        ],
    },
]
