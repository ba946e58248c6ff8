"""Fresh15 batch f63 (written by a separate writer): Open-book final exams in secondary schools; Full online patient access to GP records; Limits on video doorbells recording neighbours and the street; Hedgehog gaps in garden fences on new housing estates."""

TOPICS = [
    {
        "id": "open_book_secondary_final_exams",
        "topic": "Open-book final exams in secondary schools",
        "query": "Should secondary school final exams be open-book, letting pupils bring their notes and textbooks in?",
        "perspectives": [
            ("supporters", [
                "Open-book exams could test understanding and application rather than memorisation.",
                "Pupils may feel less anxious if they do not have to cram facts beforehand.",
            ]),
            ("sceptical teachers", [
                "Some pupils might rely on their notes and skip revising altogether.",
                "Open-book papers are harder to write and mark fairly, which could add to teachers' workload.",
            ]),
            ("universities and employers", [
                "Open-book exams are closer to how people look things up and use information at work.",
                "Grades from a new exam style may be hard to compare with earlier years.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
ok so basically theres three sides to this. supporters say open-book exams could test if pupils actually understand stuff and can apply it instead of just memorising, and pupils might be less anxious since they dont have to cram a load of facts beforehand. sceptical teachers arent so sure, some pupils might just lean on thier notes and not revise at all, and open-book papers are harder to write and mark fairly so it could pile more work onto teachers. then universities and employers say its kinda closer to real work where people look things up and use the info, but they also worry grades from a new exam style may be hard to compare with earlier years.
""", []),
            ("three_perspectives", None, """
i think the main arguement for open-book exams is they could check if pupils understand things and can use them, not just if they memorised it, so thats the supporters view, and they also say pupils may be less stressed becuase there's no cramming facts beforehand. on the other hand sceptical teachers think some pupils might rely on the notes and skip revising altogether, and the papers are harder to write and mark fairly wich could add to teachers workload. so its kinda a trade off between less stress for pupils and more problems for the teachers.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
So supporters of open-book exams reckon they test understanding and applying knowledge rather than memorisation, and exam stress would go away completely for pupils since nobody has to cram facts beforehand. a study in Australia found open-book students scored about 12% higher on problem-solving questions. Sceptical teachers worry some kids might just rely on thier notes and not bother revising, and also these papers are harder to write and mark fairly so teachers could end up with more workload. Universities and employers kinda like that its closer to how people look stuff up and use information at work, but they say grades from the new style may be hard to compare with previous years.
""", [
                ("exaggeration", "exam stress would go away completely for pupils since nobody has to cram facts beforehand", (0, 1)),
                ("invented_statistic", "a study in Australia found open-book students scored about 12% higher on problem-solving questions", None),
            ]),
            ("three_perspectives", None, """
Three groups basically:
- supporters: open-book exams could test understanding and applying stuff rather than memorising, and pupils may be less anxious becuase they dont need to cram facts beforehand
- sceptical teachers: some pupils might rely on notes and skip revising altogether, also the papers are harder to write and mark fairly so it could add to teachers workload
- universities and employers: its closer to how people look things up and use information at work, but grades from a new exam style might be hard to compare with earlier years
so theres definately good points on all sides tbh.
""", []),
            ("three_perspectives", None, """
i think the supporters have a decent point, they say open-book exams could test whether pupils understand and apply what they learned rather then memorise it, and they also point out that open-book exams are closer to how people look things up and use information in a real job. plus pupils may be less anxious without all the cramming. sceptical teachers say some pupils might rely on notes and skip revision altogether and that the papers are harder to write and mark fairly, adding to thier workload. universities and employers mainly worry that grades from a new exam style may be hard to compare with earlier years.
""", [
                ("side_swap", "they also point out that open-book exams are closer to how people look things up and use information in a real job", (2, 0)),
            ]),
            ("three_perspectives", None, """
Supporters think open-book exams could test understanding and application instead of memorisation, thats basically thier main point. sceptical teachers say some pupils might lean on notes and skip revising altogether, and writing and marking the papers fairly is harder so teachers could get more workload. universities and employers like that its closer to how people look stuff up and use information at work, and they reckon grades from the new style should be easy enough to compare with earlier years so thats not a big worry.
""", [
                ("negation", "they reckon grades from the new style should be easy enough to compare with earlier years", (2, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "gp_records_full_online_access",
        "topic": "Full online patient access to GP records",
        "query": "Should patients get full online access to their GP records, including doctors' notes and test results?",
        "perspectives": [
            ("supporters", [
                "Patients could understand their own health better by reading their notes and results.",
                "Online access may cut the number of calls to GP surgeries asking for results.",
                "Patients could spot and correct mistakes in their records.",
            ]),
            ("critics", [
                "Some patients may see worrying test results before a doctor has explained them.",
                "Doctors might write shorter or vaguer notes if they know patients will read them.",
                "Records could be seen by an abusive partner who has access to the patient's phone or account.",
            ]),
        ],
        "variants": [
            ("prose", None, """
so supporters say if patients can read thier own notes and results they could understand their health better, and it may cut down alot of the calls to GP surgeries from people asking for results, and patients could also spot mistakes in their records and get them fixed. critics worry some patients may see scary test results before a doctor has explained them, and doctors might write shorter or vaguer notes if they know the patient is reading. theres also the risk an abusive partner who has access to the patients phone or account could see the records.
""", []),
            ("bullets", None, """
Quick summary:
- supporters: reading your notes and results could help you understand your own health better
- it may cut calls to GP surgeries, especially the 8am rush of people ringing up for blood test results
- patients could spot errors in their records and get them corrected
- critics: some people may see worrying results before a doctor has explained them
- doctors might write shorter or more vague notes if they know patients will read them
- an abusive partner with access to someones phone or account could see thier records
basically its convenience vs privacy and worry.
""", [
                ("added_detail", "especially the 8am rush of people ringing up for blood test results", (0, 1)),
            ]),
            ("prose", None, """
i think the supporters main point is patients could understand their health better if they can read notes and results, also it may mean fewer calls to surgeries asking for results, and people could catch mistakes in thier records. it could also save money on printing and posting letters to patients. The critics say some patients may see worrying test results before a doctor has had a chance to explain them, and doctors might start writing shorter or vaguer notes knowing patients will read them. and an abusive partner who gets into the patients phone or account could see the records too.
""", [
                ("invented_claim", "it could also save money on printing and posting letters to patients", None),
            ]),
            ("closing", None, """
Basically giving patients full online access to GP records has pros and cons. on the plus side patients could get a better understanding of their own health from reading the notes and results, surgeries may get fewer phone calls from people chasing results, and patients could notice errors in their records and get them corrected. On the downside some patients may see worrying results before any doctor has explained them, doctors might make thier notes shorter or vaguer if they know patients are reading, and if an abusive partner has access to the patients phone or account they could see the records. so it really depends on how its set up i guess, both sides have fair points.
""", []),
            ("dense", None, """
Supporters say patients could understand their own health better by reading notes and results and online access may cut the number of calls to GP surgeries asking for results, basically it lets people get more informed about what is going on with their body, critics say some patients may see worrying results before a doctor has explained them, doctors might write shorter or vaguer notes if they know patients will read them, and an abusive partner who can get into the patients phone or account could see the records, so there are definately risks as well.
""", [
                ("repetition", "basically it lets people get more informed about what is going on with their body", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("prose", None, """
Critics of full online access worry about a few things, some patients could see worrying test results before a doctor has gone through them, doctors might write shorter or vaguer notes if they know patients will read them, and records could be seen by an abusive partner who has access to the patients phone or account. supporters on the other hand say reading notes and results could help patients understand their health better, it may cut the calls to GP surgeries from people asking about results, and patients could spot mistakes in thier records and have them corrected.
""", []),
        ],
    },
    {
        "id": "video_doorbell_recording_limits",
        "topic": "Limits on video doorbells recording neighbours and the street",
        "query": "Should there be limits on home video doorbells recording neighbours' property and the street?",
        "perspectives": [
            ("supporters of limits", [
                "Doorbell cameras can film neighbours' gardens and windows without their consent.",
                "Recordings of passers-by may be shared online or with police with few safeguards.",
            ]),
            ("doorbell owners", [
                "Cameras may deter burglars and parcel thieves.",
                "Footage can help police identify suspects after a crime.",
                "Owners could find it hard to angle a camera so it only covers their own property.",
            ]),
        ],
        "variants": [
            ("prose", None, """
so people who want limits say doorbell cameras can film the neighbours gardens and windows without them agreeing to it, and recordings of people walking past may get shared online or handed to police with not many safeguards. around one in five UK homes now has a video doorbell, so its alot of cameras. doorbell owners say the cameras may put off burglars and parcel thieves, and footage can help police identify suspects after a crime has happened. they also say it could be hard to angle the camera so it only covers their own property.
""", [
                ("invented_statistic", "around one in five UK homes now has a video doorbell", None),
            ]),
            ("bullets", None, """
Arguments for limits:
- doorbell cameras can film neighbours gardens and windows without thier consent
- footage of passers-by may end up shared online or given to police with few safeguards
Arguments from doorbell owners:
- the cameras may deter burglars and parcel thieves
- footage can help police identify suspects after a crime
- it could be hard to point a camera so it only covers your own property
so both sides kinda have a point.
""", []),
            ("closing", None, """
Theres a real debate about video doorbells. Those who want limits point out the cameras can film into neighbours gardens and windows without consent, and recordings of people walking by may be shared online or with police with barely any safeguards. owners admit the cameras may do little to deter burglars and parcel thieves, but they say footage can help police identify suspects after a crime, and that it could be tricky to angle a camera so it only covers thier own property. at the end of the day its about balancing privacy and security, and people will probly see it differently.
""", [
                ("negation", "owners admit the cameras may do little to deter burglars and parcel thieves", (1, 0)),
            ]),
            ("prose", None, """
i think the privacy side is definately pretty strong here, doorbell cameras can film neighbours gardens and windows without consent, and recordings of passers-by may get shared online or with police without many safeguards. the people wanting limits also say it could be hard for owners to angle a camera so it only covers their own property. but doorbell owners argue the cameras may deter burglars and parcel thieves, and footage can help police identify suspects after a burglary or car theft on the street. so its a tricky one and i dont think theres an easy answer.
""", [
                ("side_swap", "the people wanting limits also say it could be hard for owners to angle a camera so it only covers their own property", (1, 2)),
                ("added_detail", "footage can help police identify suspects after a burglary or car theft on the street", (1, 1)),
            ]),
            ("dense", None, """
Supporters of limits say doorbell cameras can record neighbours gardens and windows without them consenting and that recordings of passers-by may be shared online or with police with few safeguards, doorbell owners say the cameras may deter burglars and parcel thieves, footage can help police identify suspects after a crime, and it could be hard to angle the camera so it only covers the owners own property anyway, so basically its privacy vs security and its not easy to get the balence right.
""", []),
            ("headed", None, """
Why some want limits
Doorbell cameras can film neighbours gardens and windows without consent, and recordings of people walking past may get shared online or with police with only a few safeguards.

What doorbell owners say
Owners point out that the cameras keep burglars and parcel thieves away from the house, and footage can help police identify suspects after a crime. they also say it could be hard to angle a camera so it only covers your own property.

i think both sides are kinda valid tbh, its definately not simple.
""", [
                ("exaggeration", "the cameras keep burglars and parcel thieves away from the house", (1, 0)),
            ]),
        ],
    },
    {
        "id": "hedgehog_gaps_new_estate_fences",
        "topic": "Hedgehog gaps in garden fences on new housing estates",
        "query": "Should builders be required to put hedgehog gaps in garden fences on new housing estates?",
        "perspectives": [
            ("supporters", [
                "Hedgehog numbers have fallen, partly because solid fences cut them off from food and mates.",
                "Small gaps in fences cost builders very little.",
            ]),
            ("critics", [
                "Gaps might let small pets like rabbits or puppies escape from gardens.",
                "Residents could simply block the gaps later, so the rule may achieve little.",
            ]),
        ],
        "variants": [
            ("prose", None, """
so supporters say hedgehog numbers have gone down and part of the reason is becuase solid fences cut them off from food and mates, and putting small gaps in fences costs builders very little. critics say the gaps might let small pets like rabbits or puppies get out of the garden, and residents could just block the gaps up later so the rule might not really achieve much. both sides make sense tbh.
""", []),
            ("numbered", None, """
1. supporters say hedgehog numbers have fallen, partly becuase solid fences stop them reaching food and mates
2. small gaps dont cost builders much at all, so its cheap, and the gaps could also help other wildlife like frogs and toads move between gardens
3. critics worry the gaps might let small pets such as rabbits or puppies escape
4. residents could just block the gaps later on, so the rule may not achieve much
""", [
                ("invented_claim", "the gaps could also help other wildlife like frogs and toads move between gardens", None),
            ]),
            ("bullets", None, """
Basically two sides:
- supporters: hedgehog numbers have dropped, and solid fences are partly to blame since they cut hedgehogs off from food and mates. also the gaps cost builders very little
- critics: small pets like rabbits or puppies might escape through the gaps, and residents could block them up later anyway so the rule may not do alot
""", []),
            ("prose", None, """
i think the main arguement for it is that hedgehog numbers have fallen, and solid fences are part of why since they cut hedgehogs off from food and potential mates. critics though say gaps might let small pets like rabbits or puppies escape, and residents will block the gaps up later so the rule would achieve nothing.
""", [
                ("omitted_argument", None, (0, 1)),
                ("exaggeration", "residents will block the gaps up later so the rule would achieve nothing", (1, 1)),
            ]),
            ("closing", None, """
So the question is whether new estates should have hedgehog gaps in the garden fences. supporters point out hedgehog numbers have fallen and solid fences are partly responsible becuase they cut them off from food and mates, and they say small gaps cost builders very little. critics say small pets like rabbits or puppies might get out through the gaps, and residents could block them up later wich means the rule may not achieve much. Its one of those things where both sides have a point and it depends what people care about more.
""", []),
            ("prose", None, """
Supporters of hedgehog gaps say the animals numbers have fallen partly because solid fences block them from getting to food and finding mates, and small gaps cost builders very little so its definately not a big ask. critics reckon small pets like rabbits or puppies might escape through them onto busy roads, and residents could just block the gaps later on so the rule might achieve very little in the end.
""", [
                ("added_detail", "small pets like rabbits or puppies might escape through them onto busy roads", (1, 0)),
            ]),
        ],
    },
]
