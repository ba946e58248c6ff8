"""Fresh8 batch f34 (written by a separate writer): gender-neutral school uniforms; zoos phasing out elephants; commercial space tourism flights; a daily PE lesson on every school day."""

TOPICS = [
    {
        "id": "gender_neutral_school_uniforms",
        "topic": "Making school uniforms gender-neutral",
        "query": "Should schools make their uniforms gender-neutral, so every student chooses from the same set of clothes?",
        "perspectives": [
            ("students", [
                "Gender-neutral uniforms could help students who don't fit traditional gender norms feel more comfortable at school.",
                "Some students may feel they lose a way to express themselves if everyone wears the same style.",
            ]),
            ("parents", [
                "A single set of items, like trousers and polo shirts for all, could be cheaper because siblings can hand clothes down to each other.",
                "Some parents worry the change is being made without asking families first.",
            ]),
            ("teachers", [
                "A single uniform code may be simpler to enforce than separate rules for boys and girls.",
                "Some teachers fear the change could distract from learning if it turns into a heated debate in the community.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Imagine your school said, "Everyone picks from the same closet of uniform clothes. No 'boys' list and no 'girls' list." That's what a gender-neutral uniform is. Here's what different people think about it.

**Students**
- Some students think it could help kids who don't fit the usual "boy" or "girl" boxes feel more comfortable at school.
- Other students worry that if everybody dresses the same way, they might lose a way to show who they are.

**Parents**
- Some parents like that one set of clothes, like pants and polo shirts for everyone, could cost less, because brothers and sisters can pass clothes down to each other.
- Other parents worry that schools are making the change without asking families first.

**Teachers**
- Some teachers think one set of rules may be easier to check than separate rules for boys and girls.
- Other teachers worry it could pull attention away from learning if the whole community starts arguing about it.

So everyone has something to think about!
""", []),
            ("three_perspectives", None, """
Think of a school uniform like a team jersey. Right now, some schools have one jersey for boys and another for girls. The question is whether everyone should just share one set of choices.

Let's start with students. Some of them say it could help kids who don't feel like a typical boy or girl feel more at ease at school. But some students worry that if everyone wears the same style, they lose a way to express themselves.

Parents have their own views. One idea is money: if everyone can wear the same pants and polo shirts, brothers and sisters can hand clothes down, so it could be cheaper. Some parents are also glad that schools are talking it over with families before making the switch.

Teachers mostly look at it from the rules side. One uniform code may be simpler to enforce than two separate ones for boys and girls.

So there are good points from every group!
""", [
                ("negation", "Some parents are also glad that schools are talking it over with families before making the switch.", (1, 1)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
Imagine walking into a store where every uniform item is for everyone. No "boys' section," no "girls' section." That's the idea here, and people see it in different ways.

Some students think it's a good idea because it could make kids who don't match old-fashioned ideas about boys and girls feel more comfortable. Still, other students worry that wearing the same style as everyone else might take away a way to express themselves.

Parents are split too. Some point out that shared items, like pants and polo shirts, could save money since siblings can pass them along. Others worry the school might be making the change without asking families first.

Teachers have two sides as well. A single dress code may be easier to enforce than separate rules for boys and girls. But some teachers fear that if the change turns into a big fight in the community, it could distract from learning.

So both sides have a point, and really, all three groups do!
""", []),
            ("three_perspectives", None, """
Here's an easy way to think about it. Imagine if your school let every kid pick from the same list of uniform clothes. Would that be better or worse? It depends on who you ask.

### What students say
Some students think this could help kids who don't fit the usual ideas of "boy clothes" and "girl clothes" feel more comfortable. Others worry they might lose a way to express themselves if everyone looks the same.

### What parents say
Some parents like that pants and polo shirts for everyone could be cheaper, because younger siblings can wear hand-me-downs from older ones. Other parents worry the school is changing things without asking families first.

It's a tricky question, and both sides have a point!
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Imagine your school's uniform rules were written on one page instead of two. That's basically what gender-neutral uniforms would do. Here's how different groups see it:

- **Students:** Some students say it could help kids who don't fit typical gender expectations feel more comfortable at school. In one survey, about 6 out of 10 students said they would like more choice in what they wear. But other students worry that if everyone wears the same style, they'll lose a way to show their personality.
- **Parents:** Some parents say one set of clothes, like pants and polo shirts, could be cheaper since siblings can share. Parents also point out that one uniform code may be easier to enforce than separate rules for boys and girls. Still, some worry the change is happening without families being asked first.
- **Teachers:** Some teachers fear the change could distract from learning if it turns into a heated argument in the community.

So every group has something to say!
""", [
                ("invented_statistic", "In one survey, about 6 out of 10 students said they would like more choice in what they wear.", None),
                ("side_swap", "Parents also point out that one uniform code may be easier to enforce than separate rules for boys and girls.", (2, 0)),
            ]),
            ("three_perspectives", None, """
Think of it like a menu. Instead of a "boys' menu" and a "girls' menu," everyone orders from the same one. Here's what three groups think:

1. **Students.** Some students think a shared uniform could help kids who don't fit traditional gender norms feel more comfortable. Others are worried that if everyone dresses in the same style, they may lose a way to express themselves.
2. **Parents.** Some parents say it could be cheaper, since pants and polo shirts for everybody can be handed down between brothers and sisters. But some parents worry the change is being made without asking families first.
3. **Teachers.** Some teachers say a single uniform code may be simpler to enforce than different rules for boys and girls. Others fear it could distract from learning if it turns into a heated debate in the community.

So each group has a fair point!
""", []),
        ],
    },
    {
        "id": "zoos_phasing_out_elephants",
        "topic": "Zoos phasing out keeping elephants",
        "query": "Should zoos phase out keeping elephants?",
        "perspectives": [
            ("pro", [
                "Elephants roam long distances in the wild, and even large zoo enclosures may be too small for them.",
                "Captive elephants often show signs of stress, such as swaying and pacing.",
                "Ending elephant exhibits could free up money for protecting elephants in their natural habitats.",
            ]),
            ("con", [
                "Seeing elephants up close may inspire visitors, especially children, to care about conservation.",
                "Well-run zoos can support breeding programs and research that help endangered elephants.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Imagine you loved to go on long walks every single day, and then someone gave you a backyard to live in. Even a big backyard might feel small. That's how some people see elephants in zoos.

People who want zoos to stop keeping elephants say that elephants travel long distances in the wild, so even a large zoo space may not be big enough. They also point out that elephants in zoos often show signs of stress, like swaying back and forth or pacing. And if zoos stopped keeping elephants, that money could go toward protecting elephants where they live in the wild.

Other people think zoos should keep them. They say that seeing a real elephant up close may get visitors, especially kids, to care about saving animals. Plus, well-run zoos can support breeding programs and research that help endangered elephants.

So both sides have a point!
""", []),
            ("bullets", None, """
Here's the big question: should zoos stop keeping elephants? Let's look at both sides.

**Why some people say yes**
- Elephants are used to walking really far in the wild. Even a big zoo home may be too small for them.
- Every elephant kept in a zoo ends up stressed, swaying and pacing back and forth.
- If zoos stopped, they could spend that money protecting elephants in the wild instead.

**Why other people say no**
- Seeing an elephant up close may make visitors, especially kids, care more about protecting animals.
- Good zoos can help with breeding and research that support endangered elephants.
- Zoos also keep elephants safe from poachers, which is a danger they face in the wild.

Think of it like a tug-of-war, with good reasons pulling on both ends!
""", [
                ("exaggeration", "Every elephant kept in a zoo ends up stressed, swaying and pacing back and forth.", (0, 1)),
                ("invented_claim", "Zoos also keep elephants safe from poachers, which is a danger they face in the wild.", None),
            ]),
            ("headed", None, """
Imagine an elephant's home. In the wild, it stretches across huge areas of land. In a zoo, it's a lot smaller. That's where this debate starts.

### Reasons to phase elephants out
People on this side say elephants roam long distances in nature, and even large zoo enclosures may be too small. They also notice that zoo elephants often sway and pace, which are signs of stress. Finally, they say the money saved could go to protecting wild elephants, for example by paying for park rangers who stop poachers in Africa and Asia.

### Reasons to keep them
Other people think seeing elephants up close may inspire visitors, especially children, to care about conservation. They also say well-run zoos can support breeding and research that help endangered elephants.

So both sides have a point!
""", [
                ("added_detail", "for example by paying for park rangers who stop poachers in Africa and Asia", (0, 2)),
            ]),
            ("numbered", None, """
Should zoos stop keeping elephants? Here's a simple breakdown.

**Reasons to stop:**
1. Elephants walk long distances in the wild. Even a big zoo enclosure may be too small for them.
2. Elephants in zoos often show stress, like swaying or pacing.
3. Zoos could use the money they save to help protect elephants in their natural homes.

**Reasons to keep them:**
1. Seeing elephants up close may make people, especially kids, want to help protect them.
2. Well-run zoos can help with breeding and research to support endangered elephants.

Think of it like a seesaw with good reasons sitting on both ends. Both sides have a point!
""", []),
            ("dense", None, """
Put simply, people who want zoos to stop keeping elephants say these huge animals roam far in the wild so even big enclosures may be too small, that zoo elephants often sway and pace because they're stressed, and that the money could go to protecting wild elephants instead, while people on the other side admit that seeing elephants up close rarely gets kids to care about conservation but argue that well-run zoos can still support breeding and research that help endangered elephants. So both sides have a point!
""", [
                ("negation", "seeing elephants up close rarely gets kids to care about conservation", (1, 0)),
            ]),
            ("closing", None, """
Imagine being an elephant at the zoo. Some people think that life is hard on them, and others think zoos do important work. Here's what each side says.

Some people want zoos to stop keeping elephants. They say elephants in zoos often show signs of stress, like swaying and pacing. They also say that ending elephant exhibits could free up money to protect elephants in the wild. On top of that, they point out that zoo elephants often seem anxious and restless, rocking and walking in circles.

Other people want zoos to keep their elephants. They say seeing an elephant in person may inspire visitors, especially kids, to care about conservation. And well-run zoos can support breeding and research that help endangered elephants.

In the end, it really comes down to what we think is best for elephants. So both sides have a point!
""", [
                ("repetition", "On top of that, they point out that zoo elephants often seem anxious and restless, rocking and walking in circles.", (0, 0)),
            ]),
        ],
    },
    {
        "id": "commercial_space_tourism_flights",
        "topic": "Commercial space tourism flights",
        "query": "Should commercial space tourism flights be encouraged?",
        "perspectives": [
            ("pro", [
                "Paying tourists could help fund new rocket technology that makes spaceflight cheaper over time.",
                "Space tourism may create new jobs and industries.",
            ]),
            ("con", [
                "Each launch releases pollution high in the atmosphere, which could harm the climate.",
                "Tickets are so expensive that only the very rich can go, which some see as unfair.",
                "Spaceflight carries real safety risks for passengers who have little training.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Imagine buying a ticket to fly to space, the way you'd buy a ticket for a roller coaster. That's what space tourism is. Here's what people say about it.

Some people think it's a good idea:
- The money from tourists could help pay for new rocket technology, which might make space travel cheaper over time.
- It may also create new jobs and even whole new industries.

Other people worry about it:
- Every launch puts pollution high up in the sky, which could hurt the climate.
- Tickets cost so much that only very rich people can go, and some people think that's unfair.
- Flying to space is risky, especially for passengers who haven't had much training.

So both sides have a point!
""", []),
            ("prose", None, """
Think of space tourism like a super-fancy vacation, but instead of a beach, you go up past the sky.

Some people are excited about it. They say the money tourists pay could help build better rockets, and over time that might make going to space cheaper. It may also create new jobs and new kinds of businesses.

Other people are not so sure. Every launch sends pollution high into the atmosphere, and that could be bad for the climate. There's also the price. A single seat can cost around $450,000, so only really rich people can go, and some folks think that's not fair.

So both sides have a point!
""", [
                ("invented_statistic", "A single seat can cost around $450,000", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Here's a simple way to look at space tourism, kind of like listing the good and bad parts of a big trip.

**Good parts, according to supporters:**
1. Tourists' money could help pay for new rocket technology that makes space travel cheaper over time.

**Worries, according to critics:**
1. Each launch puts pollution high in the atmosphere, which could harm the climate.
2. It's so expensive that only very rich people can go, and some people think that's unfair.
3. Going to space is risky, especially for passengers without much training.
4. Critics also note that space tourism may create new jobs and industries.

So both sides have a point!
""", [
                ("side_swap", "Critics also note that space tourism may create new jobs and industries.", (0, 1)),
            ]),
            ("headed", None, """
Imagine space as a vacation spot that you could buy a ticket to. Is that a good thing? People disagree.

## The case for space tourism
Supporters say tourists' ticket money could help pay for new rocket technology. Over time, that could make spaceflight cheaper. They also say space tourism may bring new jobs and new industries.

## The case against it
Critics point out that every launch releases pollution high in the atmosphere, which could harm the climate. They also say tickets are so expensive that only the very rich can go, which some people see as unfair. And spaceflight has real safety risks, especially for passengers who have had little training.

So both sides have a point!
""", []),
            ("dense", None, """
Think of it like this: supporters say tourists' money could help pay for new rocket technology that makes spaceflight cheaper over time and may create new jobs and industries, while critics say every launch is damaging the climate by pumping pollution high into the atmosphere, that tickets are so pricey only the very rich can go (which some see as unfair), and that passengers with little training face real safety risks. So both sides have a point!
""", [
                ("exaggeration", "every launch is damaging the climate by pumping pollution high into the atmosphere", (1, 0)),
            ]),
            ("closing", None, """
Imagine saving up for the coolest trip ever: a ride to space. Some people think that kind of trip is great for the future, and others aren't so sure.

On the plus side, the money tourists pay could help fund new rocket technology, and that might make spaceflight cheaper over time. Space tourism may also create new jobs and even new industries.

On the other side, each launch sends pollution high into the atmosphere, which could harm the climate. Tickets are so expensive that only the very rich can go, and some people think that's unfair. Also, spaceflight has real safety risks for passengers who don't have much training.

In the end, it depends on what people think matters most. So both sides have a point!
""", []),
        ],
    },
    {
        "id": "daily_pe_every_school_day",
        "topic": "A daily PE lesson on every school day",
        "query": "Should schools have a PE lesson on every school day?",
        "perspectives": [
            ("pro", [
                "Daily exercise can improve children's fitness and may help reduce obesity.",
                "Physical activity could help students concentrate better in their other lessons.",
            ]),
            ("con", [
                "A daily PE lesson would take time away from subjects like math and reading.",
                "Some schools may lack the gyms, fields or staff to run PE every day.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Imagine if you had gym class on every single school day. Would that be great, or a problem? Here's what people say.

**Why some people like the idea:**
1. Moving every day can make kids fitter and may help lower obesity.
2. Being active could help students focus better in their other classes.

**Why other people worry:**
1. A PE lesson every day would take time away from subjects like math and reading.
2. Some schools may not have enough gyms, fields or teachers to run PE every day.

So both sides have a point!
""", []),
            ("prose", None, """
Think of your school day like a pizza. If you give a bigger slice to PE, the other slices get smaller. That's the heart of this debate.

Some people think a daily PE lesson is a great idea. Exercising every day can make kids fitter and may help reduce obesity. Being active could also help students pay better attention in their other lessons. And PE teaches kids teamwork and how to be good sports.

Other people worry about it. A daily PE lesson would take time away from subjects like math and reading. They point out that most schools already have the gyms, fields and staff they'd need, so the real problem is time.

So both sides have a point!
""", [
                ("invented_claim", "And PE teaches kids teamwork and how to be good sports.", None),
                ("negation", "They point out that most schools already have the gyms, fields and staff they'd need, so the real problem is time.", (1, 1)),
            ]),
            ("bullets", None, """
Here's the question: should every school day have a PE lesson? Let's look at both sides.

Reasons people say yes:
- Daily exercise can make kids fitter and may help reduce obesity and health problems like type 2 diabetes.
- Being active could help students concentrate better in their other lessons.

Reasons people say no:
- A daily PE lesson would take time away from subjects like math and reading.
- Schools don't have the gyms, fields or staff to run PE every day.

Imagine a seesaw with good reasons sitting on both ends. So both sides have a point!
""", [
                ("added_detail", "and health problems like type 2 diabetes", (0, 0)),
                ("exaggeration", "Schools don't have the gyms, fields or staff to run PE every day.", (1, 1)),
            ]),
            ("headed", None, """
Imagine your schedule had a PE lesson on it every single day, right next to math and reading. Some people love that idea. Others aren't so sure.

### Why some people are for it
They say exercising every day can improve kids' fitness and may help reduce obesity. They also think that moving around could help students concentrate better when they're back in class.

### Why some people are against it
They say a daily PE lesson would take time away from subjects like math and reading. They also worry that some schools may not have the gyms, fields or staff to run PE every day.

So both sides have a point!
""", []),
            ("dense", None, """
In short, supporters say that daily exercise can boost kids' fitness, may help reduce obesity and could help students concentrate better in their other lessons, while critics say a daily PE lesson would eat into time for subjects like math and reading, and that some schools, especially small rural ones, may not have the gyms, fields or staff to run it every day. Think of it like a balancing scale with good reasons on each side. So both sides have a point!
""", [
                ("added_detail", "especially small rural ones", (1, 1)),
            ]),
            ("closing", None, """
Imagine a school where every day includes running, jumping and playing games in PE. Sounds fun, right? But people see it in different ways.

Some people think it's a great plan. Exercise every day can improve kids' fitness and may help reduce obesity. It could also help students concentrate better in their other lessons. Some also say regular PE could help kids feel less stressed and anxious.

Other people have worries. A daily PE lesson would take time away from subjects like math and reading. And some schools may not have the gyms, fields or staff to do PE every day.

It really comes down to what each school can manage. So both sides have a point!
""", [
                ("invented_claim", "Some also say regular PE could help kids feel less stressed and anxious.", None),
            ]),
        ],
    },
]
