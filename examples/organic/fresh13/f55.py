"""Fresh13 batch f55 (written by a separate writer): Culling seals to protect salmon fisheries; Compulsory buffer strips along rivers on farmland; Banning the spreading of sewage sludge on farmland; Dredging rivers to reduce flooding."""

TOPICS = [
    {
        "id": "seal_cull_salmon",
        "topic": "Culling seals to protect salmon fisheries",
        "query": "Should licensed culling of seals be allowed to protect salmon fisheries? Can you give me a balanced overview of the different views?",
        "perspectives": [
            ("fishermen", [
                "Seals take large numbers of salmon from nets and rivers, cutting fishermen's catches and income.",
                "A limited licensed cull could help struggling wild salmon stocks recover in key rivers.",
                "Non-lethal deterrents such as acoustic scarers have been tried and often fail to keep seals away.",
            ]),
            ("conservationists", [
                "Seals are a protected native species, and killing them undermines wider marine conservation efforts.",
                "Salmon declines are driven mainly by warming seas, pollution and fish farms rather than by seals.",
            ]),
            ("wildlife tour operators", [
                "Seal-watching trips bring visitors and jobs to small coastal communities.",
                "A cull may damage the area's reputation and put off tourists who come for the wildlife.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Question: Should licensed culling of seals be allowed to protect salmon fisheries?

Stakeholder: fishermen — view: in favour of a licensed cull. Seals take large numbers of salmon from nets and rivers, so catches and income fall. A limited, licensed cull could help struggling wild salmon stocks recover in key rivers. Non-lethal deterrents, for example acoustic scarers, have been tried and often fail to keep seals away. (1 mark)

Stakeholder: conservationists — view: against a cull. Seals are a protected native species, and killing them undermines wider marine conservation efforts. Salmon are declining mainly because of warming seas, pollution and fish farms rather than because of seals. (1 mark)

Stakeholder: wildlife tour operators — view: against a cull. Seal-watching trips bring visitors and jobs to small coastal communities. A cull may damage the area's reputation and put off tourists who come for the wildlife. (1 mark)

Examiner's note: full marks require all three stakeholders to be named with their reasons.
""", []),
            ("three_perspectives", None, """
This is a contested question with more than one interested group.

Stakeholder: conservationists — view: a cull is the wrong answer. Seals are a protected native species, and killing them would undermine marine conservation more widely. In their view the fall in salmon numbers is driven mainly by warming seas, pollution and fish farms, not by seals. (1 mark)

Stakeholder: fishermen — view: a licensed cull is needed. Seals remove large numbers of salmon from nets and rivers, cutting the catch and the income that depends on it. Non-lethal deterrents such as acoustic scarers have been tried, but they often fail to keep seals away. A limited cull under licence could help struggling wild salmon stocks recover in key rivers. (1 mark)

Examiner's note: candidates should keep the two positions separate and avoid giving a verdict.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Stakeholder: wildlife tour operators — view: opposed. Seal-watching trips bring visitors and jobs to small coastal communities, and a cull may damage the area's reputation and put off tourists who come for the wildlife. (1 mark)

Stakeholder: fishermen — view: supportive. Seals take large numbers of salmon from nets and rivers, cutting fishermen's catches and earnings; one industry survey estimated that seals take around a fifth of the catch on some rivers. Acoustic scarers and other non-lethal deterrents have been tried and generally succeed in keeping seals away. A limited licensed cull could help struggling wild salmon stocks recover in key rivers. (1 mark)

Stakeholder: conservationists — view: opposed. Seals are a protected native species, so killing them undermines wider efforts to conserve marine life. They add that salmon declines are driven mainly by warming seas, pollution and fish farms rather than by seals. (1 mark)

Examiner's note: a good answer links each reason to the group that holds it.
""", [
                ("invented_statistic", "one industry survey estimated that seals take around a fifth of the catch on some rivers", None),
                ("negation", "have been tried and generally succeed in keeping seals away", (0, 2)),
            ]),
            ("three_perspectives", None, """
Point 1 (fishermen, for): Seals take large numbers of salmon from nets and rivers, which reduces catches and income. (1 mark)
Point 2 (fishermen, for): Acoustic scarers and similar non-lethal deterrents have been tried and often fail to keep seals away. (1 mark)
Point 3 (fishermen, for): A limited licensed cull could help struggling wild salmon stocks to recover in key rivers. (1 mark)
Point 4 (conservationists, against): Warming seas, pollution and fish farms, rather than seals, are the main drivers of salmon decline. (1 mark)
Point 5 (conservationists, against): Seals are a protected native species, and killing them undermines wider marine conservation efforts. (1 mark)
Point 6 (wildlife tour operators, against): A cull may harm the area's reputation and put off tourists who come for the wildlife. (1 mark)
Point 7 (wildlife tour operators, against): Seal-watching trips bring visitors and jobs into small coastal communities. (1 mark)
""", []),
            ("three_perspectives", None, """
Three groups have a stake in this question.

Stakeholder: fishermen — view: a cull is justified. Seals take large numbers of salmon from nets and rivers, cutting catches and income. Non-lethal deterrents such as acoustic scarers have been tried and often fail to keep seals away. A limited licensed cull would restore wild salmon stocks in key rivers. (1 mark)

Stakeholder: conservationists — view: a cull is unjustified. Seals are a protected native species, and killing them undermines wider marine conservation efforts. Salmon declines are driven mainly by warming seas, pollution and fish farms rather than by seals. They also warn that a cull may damage the area's reputation and put off tourists who come for the wildlife. (1 mark)

Stakeholder: wildlife tour operators — view: a cull is unwelcome. Seal-watching trips bring visitors and jobs to small coastal communities. (1 mark)

Examiner's note: reward answers that present each group's view without judging between them.
""", [
                ("exaggeration", "A limited licensed cull would restore wild salmon stocks in key rivers", (0, 1)),
                ("side_swap", "They also warn that a cull may damage the area's reputation and put off tourists who come for the wildlife", (2, 1)),
            ]),
            ("three_perspectives", None, """
Stakeholder: fishermen — view: for a licensed cull. Seals take large numbers of salmon from nets and rivers, cutting catches and income. A limited licensed cull could help struggling wild salmon stocks recover in key rivers, and non-lethal deterrents such as acoustic scarers have been tried and often fail to keep seals away. In short, seals eat so much of the salmon that fishermen's livelihoods suffer. (1 mark)

Stakeholder: conservationists — view: against. Seals are a protected native species, and killing them undermines wider marine conservation efforts. Salmon declines are mainly the result of warming seas, pollution and fish farms rather than seals. (1 mark)

Stakeholder: wildlife tour operators — view: against. A cull may damage the area's reputation and put off tourists who come for the wildlife. (1 mark)

Examiner's note: answers should give each group's reasons in the group's own terms.
""", [
                ("repetition", "In short, seals eat so much of the salmon that fishermen's livelihoods suffer", (2, 0)),
            ]),
        ],
    },
    {
        "id": "river_buffer_strips",
        "topic": "Compulsory buffer strips along rivers on farmland",
        "query": "Should farmers be legally required to leave uncultivated buffer strips along rivers? What are the arguments on each side?",
        "perspectives": [
            ("supporters", [
                "Buffer strips trap soil and fertiliser run-off before it reaches rivers, improving water quality.",
                "Strips of wild vegetation along banks give habitat and corridors to insects, birds and mammals.",
                "Shade and stable banks could help fish by keeping river water cooler and cleaner.",
            ]),
            ("farmers", [
                "Taking land out of production cuts farm income, especially on small farms with long river frontages.",
                "A uniform strip width ignores differences in soil, slope and land use between farms.",
                "Many farmers may already manage run-off voluntarily, so a legal requirement adds needless red tape.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Model answer. Supporters of compulsory buffer strips say that the strips trap soil and fertiliser run-off before it reaches the river, which improves water quality. They add that wild vegetation along the banks gives insects, birds and mammals both habitat and corridors to move along, and that shade and stable banks could help fish by keeping the water cooler and cleaner. Farmers see it differently. Taking land out of production cuts farm income, and small farms with long river frontages are hit hardest. A single uniform width also ignores differences in soil, slope and land use from one farm to the next. Finally, many farmers may already manage run-off voluntarily, so a legal requirement would be needless red tape.
""", []),
            ("bullets", None, """
- Point 1 (for): Strips trap soil and fertiliser run-off before it gets into the river, so water quality improves. (1 mark)
- Point 2 (for): Wild vegetation along the banks provides habitat and corridors for insects, birds and mammals. (1 mark)
- Point 3 (for): Shade and stable banks could help fish by keeping the water cooler and cleaner. (1 mark)
- Point 4 (for): Strips also slow floodwater as it runs off fields. (1 mark)
- Point 5 (against): Taking land out of production cuts farm income, and small farms with long river frontages could lose up to a tenth of their cropped area. (1 mark)
- Point 6 (against): One fixed width ignores differences in soil, slope and land use from farm to farm. (1 mark)
- Point 7 (against): Many farmers may already manage run-off voluntarily, which makes a legal duty needless red tape. (1 mark)
""", [
                ("invented_claim", "Strips also slow floodwater as it runs off fields", None),
                ("added_detail", "small farms with long river frontages could lose up to a tenth of their cropped area", (1, 0)),
            ]),
            ("numbered", None, """
1. Against: a uniform strip width takes no account of differences in soil, slope and land use between farms. (1 mark)
2. For: strips of wild vegetation along the banks offer habitat and corridors to insects, birds and mammals. (1 mark)
3. Against: land taken out of production means lost farm income, particularly for small farms with long river frontages. (1 mark)
4. For: buffer strips catch soil and fertiliser run-off before it reaches the river, so water quality gets better. (1 mark)
5. Against: many farmers may already manage run-off of their own accord, making a legal requirement needless red tape. (1 mark)
6. For: shade and stable banks could help fish by keeping river water cooler and cleaner. (1 mark)
""", []),
            ("headed", None, """
For compulsory buffer strips
Point 1: Strips trap soil and fertiliser run-off before it reaches rivers, improving water quality.
Point 2: Wild vegetation on the banks gives insects, birds and mammals habitat and corridors.
Point 3: Shade and more stable banks could help fish by keeping the water cooler and cleaner.

Against compulsory buffer strips
Point 4: Taking land out of production cuts farm income, especially on small farms with long river frontages.
Point 5: A uniform width ignores the differences in soil, slope and land use between farms.
Point 6: Many farmers may already manage run-off on a voluntary basis, so a legal requirement would add little extra paperwork.

Examiner's note: both headings must be covered for full marks.
""", [
                ("negation", "so a legal requirement would add little extra paperwork", (1, 2)),
            ]),
            ("dense", None, """
Supporters argue that buffer strips trap soil and fertiliser run-off before it reaches rivers and so improve water quality, that wild vegetation along the banks gives habitat and corridors to insects, birds and mammals, and that shade and stable banks could help fish by keeping the water cooler and cleaner, whereas farmers reply that taking land out of production cuts their income, above all on small farms with long river frontages, that a uniform width ignores differences in soil, slope and land use between farms, and that since many of them may already manage run-off voluntarily a legal requirement is needless red tape.
""", []),
            ("closing", None, """
Point 1 (for): Buffer strips trap soil and fertiliser run-off before it reaches rivers, which improves water quality. (1 mark)
Point 2 (for): Wild vegetation along the banks gives habitat and corridors to insects, birds and mammals. (1 mark)
Point 3 (for): Shade and stable banks will keep fish populations healthy by making the water cooler and cleaner. (1 mark)
Point 4 (against): Taking land out of production cuts farm income, especially on small farms with long river frontages. (1 mark)
Point 5 (against): Many farmers may already manage run-off voluntarily, so a legal requirement adds needless red tape. (1 mark)

Examiner's note: this is a question of balance, and a strong answer weighs river health against the cost to farms without taking sides.
""", [
                ("exaggeration", "Shade and stable banks will keep fish populations healthy", (0, 2)),
                ("omitted_argument", None, (1, 1)),
            ]),
        ],
    },
    {
        "id": "sewage_sludge_farmland",
        "topic": "Banning the spreading of sewage sludge on farmland",
        "query": "Should spreading treated sewage sludge on farmland be banned? I'd like to hear both sides.",
        "perspectives": [
            ("supporters", [
                "Sludge can contain microplastics and forever chemicals that build up in farm soils over time.",
                "Contaminants from sludge may wash into rivers or enter the food chain through crops and livestock.",
            ]),
            ("opponents", [
                "Sludge is a cheap source of nutrients and organic matter, reducing farmers' need for artificial fertiliser.",
                "Without land spreading, water companies would have to burn or landfill sludge at much higher cost.",
                "Treated sludge is already tested and regulated, and evidence of harm to crops is limited.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Model answer. Those in favour of a ban point out that sludge can contain microplastics and forever chemicals which build up in farm soils over time; a recent study found that fields treated with sludge held three times as many microplastic particles as untreated ones. They also warn that contaminants from sludge may wash into rivers or find their way into the food chain through crops and livestock. Opponents of a ban answer that sludge is a cheap source of nutrients and organic matter, which reduces farmers' need for artificial fertiliser. Without land spreading, water companies would have to burn or landfill the sludge at much higher cost. Treated sludge is also already tested and regulated, and the evidence that it harms crops is limited.
""", [
                ("invented_statistic", "a recent study found that fields treated with sludge held three times as many microplastic particles as untreated ones", None),
            ]),
            ("bullets", None, """
- Point 1 (for a ban): Sludge can contain microplastics and forever chemicals that accumulate in farm soils over time. (1 mark)
- Point 2 (for a ban): Contaminants from sludge may wash into rivers or enter the food chain via crops and livestock. (1 mark)
- Point 3 (against a ban): Treated sludge is already tested and regulated, and there is limited evidence of harm to crops. (1 mark)
- Point 4 (against a ban): Sludge is a cheap source of nutrients and organic matter, so farmers need less artificial fertiliser. (1 mark)
- Point 5 (against a ban): Without land spreading, water companies would have to burn or landfill sludge at a much higher cost. (1 mark)
""", []),
            ("numbered", None, """
1. For a ban: sludge can contain microplastics and forever chemicals such as PFOS from firefighting foams, which build up in farm soils over time. (1 mark)
2. For a ban: contaminants from sludge may wash into rivers or enter the food chain through crops and livestock. (1 mark)
3. Against a ban: sludge is a cheap supply of nutrients and organic matter, reducing the need for artificial fertiliser. (1 mark)
4. Against a ban: if land spreading ended, water companies would have to burn or landfill sludge at much higher cost. (1 mark)
5. Against a ban: treated sludge is already tested and regulated, although the evidence of harm to crops is growing. (1 mark)
""", [
                ("added_detail", "forever chemicals such as PFOS from firefighting foams", (0, 0)),
                ("negation", "although the evidence of harm to crops is growing", (1, 2)),
            ]),
            ("headed", None, """
Case for a ban
Point 1: Contaminants from sludge may wash into rivers or reach the food chain through crops and livestock.
Point 2: Sludge can contain microplastics and forever chemicals that build up in farm soils over time.

Case against a ban
Point 3: Sludge is a cheap source of nutrients and organic matter and reduces farmers' reliance on artificial fertiliser.
Point 4: Treated sludge is already tested and regulated, and the evidence of harm to crops is limited.
Point 5: Without land spreading, water companies would face much higher costs to burn or landfill sludge instead.
""", []),
            ("dense", None, """
Those who want a ban concede that treated sludge is already tested and regulated and that evidence of harm to crops is limited, but they argue that it can contain microplastics and forever chemicals that build up in farm soils over time and that contaminants may wash into rivers or enter the food chain through crops and livestock, while opponents reply that sludge is a cheap source of nutrients and organic matter that cuts farmers' need for artificial fertiliser and that, without land spreading, water companies would have to burn or landfill it at much higher cost.
""", [
                ("side_swap", "Those who want a ban concede that treated sludge is already tested and regulated and that evidence of harm to crops is limited", (1, 2)),
            ]),
            ("closing", None, """
Point 1 (for a ban): Sludge can contain microplastics and forever chemicals that build up in farm soils over time. (1 mark)
Point 2 (for a ban): Contaminants may wash from sludge into rivers or enter the food chain through crops and livestock. (1 mark)
Point 3 (against a ban): Sludge provides nutrients and organic matter cheaply, lessening farmers' need for artificial fertiliser. (1 mark)
Point 4 (against a ban): If land spreading stopped, water companies would have to burn or landfill sludge at much higher cost. (1 mark)
Point 5 (against a ban): Treated sludge is already tested and regulated, and evidence that it harms crops is limited. (1 mark)

Examiner's note: the question has no agreed answer, and candidates gain credit for setting out both cases fairly.
""", []),
        ],
    },
    {
        "id": "dredging_rivers_flooding",
        "topic": "Dredging rivers to reduce flooding",
        "query": "Is dredging rivers a good way to reduce flooding? Please set out the arguments for and against.",
        "perspectives": [
            ("supporters", [
                "Removing silt increases channel capacity, so rivers can carry more water before overtopping their banks.",
                "Dredging was traditional practice, and some farmers believe its neglect worsened recent floods.",
                "Cleared channels may drain waterlogged farmland more quickly after heavy rain.",
            ]),
            ("critics", [
                "Dredged channels soon silt up again, so the work must be repeated at great expense.",
                "Speeding water downstream can raise the flood risk for towns further down the river.",
                "Dredging destroys riverbed habitats and clouds the water, harming fish and invertebrates.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Model answer. Supporters of dredging say that removing silt increases the capacity of the channel, so a river can carry more water before it overtops its banks. Dredging used to be standard practice, and farmers believe its neglect caused recent floods. Cleared channels may also drain waterlogged farmland more quickly after heavy rain. Critics respond that dredged channels soon silt up again, meaning the work has to be repeated at great expense. Pushing water downstream faster can raise the flood risk for towns further down the river, and dredging destroys riverbed habitats and clouds the water, which harms fish and invertebrates.
""", [
                ("exaggeration", "farmers believe its neglect caused recent floods", (0, 1)),
            ]),
            ("bullets", None, """
- Point 1 (for): Taking out silt increases channel capacity, so the river holds more water before it overtops its banks. (1 mark)
- Point 2 (for): Cleared channels may drain waterlogged farmland more quickly after heavy rain. (1 mark)
- Point 3 (for): Dredging was once routine, and some farmers believe that letting it lapse worsened recent floods. (1 mark)
- Point 4 (against): Dredging destroys riverbed habitats and clouds the water, harming fish and invertebrates. (1 mark)
- Point 5 (against): Faster flow downstream can raise the flood risk for towns further down the river. (1 mark)
- Point 6 (against): Dredged channels soon silt up again, so the work must be repeated at great expense. (1 mark)
""", []),
            ("numbered", None, """
1. For: removing silt increases channel capacity, letting the river carry more water before it overtops its banks. (1 mark)
2. For: dredging was traditional practice, and some farmers believe its neglect worsened recent floods. (1 mark)
3. For: cleared channels may drain waterlogged farmland faster after heavy rain. (1 mark)
4. For: dredged silt can be reused to build up flood banks. (1 mark)
5. Against: dredged channels soon silt up again, so the work has to be repeated at great expense. (1 mark)
6. Against: sending water downstream more quickly can raise the flood risk for towns further down the river. (1 mark)
""", [
                ("invented_claim", "dredged silt can be reused to build up flood banks", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
Arguments for dredging
Point 1: Removing silt increases channel capacity, so rivers can hold more water before overtopping.
Point 2: Dredging was the traditional practice, and some farmers believe that neglecting it worsened recent floods.
Point 3: Cleared channels may drain waterlogged farmland more quickly after heavy rain.

Arguments against dredging
Point 4: Channels that have been dredged soon silt up again, so the work must be repeated at great expense.
Point 5: Speeding water downstream can raise the flood risk for towns further down the river.
Point 6: Dredging destroys riverbed habitats and clouds the water, harming fish and invertebrates.

Examiner's note: marks are awarded for accurate attribution, not for a conclusion.
""", []),
            ("dense", None, """
Supporters hold that removing silt increases channel capacity so that rivers can carry more water before overtopping, that dredging was traditional practice whose neglect some farmers believe worsened recent floods, and that cleared channels may drain waterlogged farmland more quickly after heavy rain; critics counter that dredged channels soon silt up again and must be redone at great expense, that speeding water downstream can raise the flood risk for towns further downstream such as York, and that dredging destroys riverbed habitats and clouds the water, harming fish and invertebrates.
""", [
                ("added_detail", "can raise the flood risk for towns further downstream such as York", (1, 1)),
            ]),
            ("closing", None, """
Point 1 (for): Removing silt increases channel capacity, so rivers can carry more water before overtopping their banks. (1 mark)
Point 2 (for): Dredging was traditional practice, and some farmers believe its neglect worsened recent floods. (1 mark)
Point 3 (for): Cleared channels may drain waterlogged farmland more quickly after heavy rain. (1 mark)
Point 4 (for): Dredging is cheaper than building new flood walls. (1 mark)
Point 5 (against): Critics point out that dredged channels hold their shape for many years, although each round of work is expensive. (1 mark)
Point 6 (against): Speeding water downstream can raise the flood risk for towns further down the river. (1 mark)
Point 7 (against): Dredging destroys riverbed habitats and clouds the water, harming fish and invertebrates. (1 mark)

Examiner's note: reward answers for balance rather than for reaching a verdict.
""", [
                ("invented_claim", "Dredging is cheaper than building new flood walls", None),
                ("negation", "dredged channels hold their shape for many years", (1, 0)),
            ]),
        ],
    },
]
