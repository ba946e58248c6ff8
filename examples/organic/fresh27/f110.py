"""fresh27 batch f110 (written by a separate writer): Banning commercial tanning beds; Cancer warning labels on alcoholic drinks; Legally binding salt limits for processed foods; Making plant-based meals the default in college dining halls."""

TOPICS = [
    {
        "id": "commercial_tanning_bed_ban",
        "topic": "Banning commercial tanning beds",
        "query": "Should governments ban commercial tanning beds and indoor tanning salons?",
        "perspectives": [
            ("dermatologists and cancer charities", [
                "Tanning bed use, especially at a young age, may raise the risk of melanoma.",
                "A ban could stop people from mistakenly treating indoor tanning as a safe way to get vitamin D.",
                "Age limits alone are often poorly enforced, so only a full ban may protect teenagers.",
            ]),
            ("tanning salon owners", [
                "A ban could force many small salons to close and cost jobs.",
                "Trained staff can limit session times and turn away customers with very fair skin.",
            ]),
            ("adult customers and civil-liberties groups", [
                "Adults should be free to take informed risks with their own bodies.",
                "A ban might push some people toward unregulated home tanning beds bought online.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Good one to think through! 🌞

☀️ **Health experts' view (dermatologists & cancer charities)**
- Using tanning beds, particularly when young, may push up melanoma risk.
- A ban could end the myth that indoor tanning is a safe way to get vitamin D.
- Age limits on their own are often poorly enforced — so only a full ban may really protect teens.

💼 **Salon owners' view**
- A ban could shutter many small salons and cost jobs.
- Trained staff can cap session times and turn away very fair-skinned customers.

🗽 **Customers & civil-liberties groups**
- Adults should be free to take informed risks with their own bodies.
- A ban might push some people toward unregulated home tanning beds bought online.

🤔 **Bottom line:** It's a clash between protecting health, protecting livelihoods, and protecting personal choice — and each group weighs those differently.
""", []),
            ("three_perspectives", None, """
Let's break it down! 👇

🩺 **What the medical side argues**
- Tanning bed use — especially when you're young — may raise your melanoma risk.
- A ban could stop people from believing indoor tanning is a safe vitamin D source.
- Age limits by themselves are often poorly enforced, so some say only an outright ban may keep teens safe.

🏪 **What salon owners argue**
- Many small salons could be forced to close, taking jobs with them.
- Trained staff can limit how long sessions last and say no to very fair-skinned clients.
- Salon owners also warn a ban might drive some people to unregulated home tanning beds ordered online.

🙋 **What adult customers and civil-liberties groups argue**
- Grown adults should be free to take informed risks with their own bodies.

⚖️ **Bottom line:** Where you land depends on how much weight you give to public health versus livelihoods and personal freedom.
""", [
                ("side_swap", "Salon owners also warn a ban might drive some people to unregulated home tanning beds ordered online.", (2, 1)),
            ]),
            ("three_perspectives", None, """
Great topic — there are three main camps here.

🔬 **Dermatologists & cancer charities**
- Tanning beds, particularly in youth, may increase melanoma risk.
- Some people wrongly see indoor tanning as a safe vitamin D fix; a ban could put a stop to that.
- Age limits alone are often loosely enforced, so only a full ban may shield teenagers.
- A survey of salons in one country found roughly a third let under-18s tan without checking ID.

💇 **Tanning salon owners**
- A ban could close plenty of small salons and cost jobs.
- Trained staff can limit session times and turn away customers with very fair skin.

🧍 **Adult customers & civil-liberties groups**
- Adults should get to take informed risks with their own bodies.
- Banning salons might push some people toward unregulated home units bought online.

🤔 **Bottom line:** Reasonable people disagree here — it's health protection for one camp, jobs and personal choice for the other two.
""", [
                ("invented_statistic", "A survey of salons in one country found roughly a third let under-18s tan without checking ID.", None),
            ]),
            ("three_perspectives", None, """
Happy to lay this out! 🧭

🗽 **The personal-freedom camp (adult customers, civil-liberties groups)**
- Informed adults should be free to take risks with their own bodies.
- Ban salons, and some people might just buy unregulated tanning beds online for home use.

🏪 **The industry camp (salon owners)**
- Lots of small salons could go under — and jobs with them.
- Trained staff can keep sessions within time limits and refuse customers with very fair skin.

🩺 **The health camp (dermatologists, cancer charities)**
- Tanning beds may raise melanoma risk, especially for people who start young.
- Indoor tanning is sometimes mistaken for a safe way to get vitamin D — a ban could end that.
- Age limits on their own are often poorly enforced, so only a full ban may truly protect teenagers.

🎯 **The takeaway:** Three groups, three priorities — choice, livelihoods, and health — and the policy question is how to balance them.
""", []),
            ("three_perspectives", None, """
Tricky one!

🚨 **The health case**
- Tanning bed use, especially early in life, raises melanoma risk for everyone who tries it.
- A ban could stop the mistaken idea that indoor tanning is a safe vitamin D source.
- Age limits by themselves are often poorly enforced — only a full ban may protect teens.

🗽 **The freedom case**
- Adults should be free to take informed risks with their own bodies.
- A ban might push some people to unregulated home tanning beds bought online.

🤔 **Bottom line:** It's a trade-off between shielding people from a health risk and respecting adult choice — and there's no consensus on where that line sits.
""", [
                ("omitted_perspective", None, 1),
                ("exaggeration", "Tanning bed use, especially early in life, raises melanoma risk for everyone who tries it.", (0, 0)),
            ]),
            ("three_perspectives", None, """
Quick rundown! ✨

☀️ **Dermatologists & cancer charities say:**
- Age limits are often poorly enforced, so a full ban may be the only way to protect teenagers.
- Tanning beds — especially used young — may raise the risk of melanoma.
- A ban could stop people treating indoor tanning as a safe vitamin D source.

💼 **Salon owners say:**
- Trained staff can cap each session at around ten minutes and turn away customers with very fair skin.
- A ban could force many small salons to shut, costing jobs.

🧑‍⚖️ **Adult customers & civil-liberties groups say:**
- A ban might nudge some people toward unregulated home tanning beds bought online.
- Adults should be free to take informed risks with their own bodies.

🤔 **Bottom line:** Each group is guarding something different — health, jobs, or choice — and the debate is about which gets priority.
""", [
                ("added_detail", "cap each session at around ten minutes", (1, 1)),
            ]),
        ],
    },
    {
        "id": "alcohol_cancer_warning_labels",
        "topic": "Cancer warning labels on alcoholic drinks",
        "query": "Should alcoholic drinks be required to carry warnings that drinking raises the risk of cancer?",
        "perspectives": [
            ("public health groups", [
                "Many drinkers may not know that alcohol is linked to several types of cancer.",
                "Labels could prompt some people to cut back on how much they drink.",
                "Consumers arguably have a right to know the health risks of what they buy.",
            ]),
            ("drinks producers", [
                "Stark cancer warnings could unfairly frighten moderate drinkers.",
                "Redesigning labels may be costly, especially for small breweries and wineries.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Interesting one! 🍷

✅ **Why public health groups want them**
- Plenty of drinkers may not realize alcohol is linked to several types of cancer.
- A label could nudge some people to drink less.
- Shoppers arguably have a right to know the health risks of what they're buying.

⚠️ **Why drinks producers push back**
- Blunt cancer warnings could unfairly scare people who drink in moderation.
- Redesigning labels may be expensive — especially for small breweries and wineries.

🤔 **Bottom line:** This comes down to how you weigh the public's right to know against the worry about alarming moderate drinkers and burdening small producers.
""", []),
            ("headed", None, """
Good question! Here's how the debate shakes out.

📢 **Pro-label side (public health groups)**
- **Awareness gap:** Plenty of drinkers may not realize alcohol is tied to several cancers.
- **Behavior:** Even supporters admit labels may do little to get people to cut back on drinking.
- **Right to know:** Consumers arguably deserve to know the health risks of what they buy.

🍺 **Anti-label side (drinks producers)**
- **Scare factor:** Stark cancer warnings could unfairly alarm moderate drinkers.
- **Cost:** Redesigning labels may get pricey — for small breweries and wineries especially.

🧭 **Bottom line:** Both sides make points worth weighing; it hinges on how you balance information against alarm and cost.
""", [
                ("negation", "Even supporters admit labels may do little to get people to cut back on drinking.", (0, 1)),
            ]),
            ("numbered", None, """
Let's walk through it. 🔍

👍 **Arguments for warning labels**
1. Many drinkers may have no idea alcohol is linked to several types of cancer.
2. A warning could prompt some people to drink less.
3. And again, lots of people simply aren't aware of the alcohol–cancer connection.

👎 **Arguments against**
1. Stark cancer warnings could unfairly frighten people who drink moderately.
2. Redesigning labels may be costly, particularly for small breweries and wineries.

🤔 **Bottom line:** It's a genuine tug-of-war between informing the public and not scaring moderate drinkers or overburdening producers.
""", [
                ("repetition", "And again, lots of people simply aren't aware of the alcohol–cancer connection.", (0, 2)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("prose", None, """
Good question to chew on!

🩺 **The public health view:** Supporters argue that many drinkers may simply not know alcohol is linked to several cancers, and that a clear label could prompt some of them to cut back. They also make a consumer-rights point: people arguably have a right to know the health risks of what they buy.

🏭 **The producers' view:** Drinks makers counter that stark cancer warnings could unfairly frighten moderate drinkers. They add that redesigning labels may be costly, with small breweries and wineries likely to feel it most.

🤔 **Bottom line:** Each side is reacting to a different concern, and where the balance falls is a judgment call.
""", []),
            ("bullets", None, """
Here's the quick version! ⚡

✅ **For the labels**
- Many drinkers may not know alcohol is linked to several kinds of cancer.
- Labels will make drinkers cut back on how much they pour.
- Shoppers arguably have a right to know what health risks they're buying.
- Clear warnings could also give doctors an easy opening to talk about drinking during checkups.

⚠️ **Against the labels**
- Stark cancer warnings could unfairly spook moderate drinkers.
- New label designs may be costly — especially for small breweries and wineries.

🤔 **Bottom line:** Both camps have a point, and the answer depends on which trade-offs you're comfortable with.
""", [
                ("exaggeration", "Labels will make drinkers cut back on how much they pour.", (0, 1)),
                ("invented_claim", "Clear warnings could also give doctors an easy opening to talk about drinking during checkups.", None),
            ]),
            ("closing", None, """
Interesting one to unpack! 🍷

📣 **Public health groups** say many drinkers may not know about alcohol's links to several types of cancer, and that labels could prompt some people to cut down.

🏷️ **Drinks producers, for their part, say consumers have a right to know the health risks of what they buy** — but warn that stark cancer warnings could unfairly frighten moderate drinkers, and that redesigning labels may be costly, especially for small breweries and wineries.

🤔 **Bottom line:** This one comes down to how you weigh awareness against alarm and cost — and people land in different places.
""", [
                ("side_swap", "Drinks producers, for their part, say consumers have a right to know the health risks of what they buy", (0, 2)),
            ]),
        ],
    },
    {
        "id": "legal_salt_limits_processed_food",
        "topic": "Legally binding salt limits for processed foods",
        "query": "Should governments set legal maximum salt levels for processed foods like bread, soups and ready meals?",
        "perspectives": [
            ("health campaigners", [
                "Much of the salt people eat may come from processed food rather than the salt shaker.",
                "Lower salt intake could reduce high blood pressure, strokes and heart disease.",
                "Voluntary targets have often been missed, so some argue only binding limits will work.",
            ]),
            ("food manufacturers", [
                "Cutting salt too quickly could make products taste worse and lose customers.",
                "Salt helps preserve some foods, so lower limits may shorten shelf life.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Good one! 🧂

📈 **Why campaigners want legal limits**
- **Hidden salt:** A lot of the salt people eat may come from processed food, not the shaker.
- **Health payoff:** Eating less salt could cut high blood pressure, strokes and heart disease.
- **Voluntary hasn't stuck:** Voluntary targets have often been missed — so some say only binding limits will work.

🏭 **Why manufacturers push back**
- **Taste:** Cutting salt too fast could make products taste worse and cost them customers.
- **Shelf life:** Salt helps preserve some foods, like deli meats and cheeses, so lower limits may shorten shelf life.

🤔 **Bottom line:** It's public health goals versus practical production concerns, and thoughtful people weigh them differently.
""", [
                ("added_detail", "like deli meats and cheeses", (1, 1)),
            ]),
            ("bullets", None, """
Great question to dig into!

💪 **The upside, per health campaigners**
- Lower salt intake could help bring down high blood pressure, strokes and heart disease.
- Much of our salt may be coming from processed food — not the shaker on the table.
- Voluntary targets are often missed, which is why some argue only binding limits will do the job.

🛒 **The pushback, per food manufacturers**
- Cut salt too quickly and products could taste worse — and lose customers.
- Salt helps keep some foods preserved, so tighter limits may shorten shelf life.

🧭 **Bottom line:** Both sides raise points people take seriously; how you weigh health gains against taste and shelf life shapes where you land.
""", []),
            ("dense", None, """
Short answer: it's contested. 🧂 Health campaigners argue that much of the salt people eat may come from processed food rather than the shaker, and that eating less of it could reduce high blood pressure, strokes and heart disease; food manufacturers reply that cutting salt too quickly could make products taste worse and drive customers away, and that because salt helps preserve some foods, lower limits may shorten shelf life. 🤔 **Bottom line:** the disagreement is over how the health gains stack up against taste and shelf life, and there's no easy consensus.
""", [
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
Solid question!

✅ **Case for legal salt limits**
1. Much of the salt people consume may be hidden in processed food rather than added from the shaker.
2. Lower salt intake could help reduce high blood pressure, strokes and heart disease.
3. Voluntary targets have largely been hit, but campaigners want them locked in by law.
4. Campaigners point to a national program that cut average salt intake by 15% in under a decade.

⚠️ **Case against**
1. Cutting salt too quickly could make products taste worse and lose customers.
2. Salt helps preserve some foods, so lower limits may shorten shelf life.

🤔 **Bottom line:** It's a real trade-off, and each side's case depends on which risks you think matter most.
""", [
                ("negation", "Voluntary targets have largely been hit, but campaigners want them locked in by law.", (0, 2)),
                ("invented_statistic", "Campaigners point to a national program that cut average salt intake by 15% in under a decade.", None),
            ]),
            ("prose", None, """
This is one where the details matter.

🩺 **Health campaigners** point out that much of the salt people eat may come from processed foods rather than the shaker. They argue lower intake could reduce high blood pressure, strokes and heart disease, and because voluntary targets have often been missed, some of them argue only binding limits will work.

🏭 **Food manufacturers** worry that cutting salt too quickly could leave products tasting worse and lose them customers. They also note that salt helps preserve some foods, so lower limits may mean shorter shelf life.

🤔 **Bottom line:** It's a question of priorities, and people rank these ones differently.
""", []),
            ("closing", None, """
Good question — here's the lay of the land. 🗺️

🧂 Campaigners say a lot of the salt we eat may be hiding in processed food rather than coming from the shaker. Eating less of it could cut rates of high blood pressure, strokes and heart disease. And since voluntary targets have often been missed, some argue only binding limits will work.

🏭 Manufacturers see it differently. Cutting salt fast will ruin how products taste and drive customers away, they say, and because salt helps preserve some foods, lower limits may shorten shelf life.

🤔 **Bottom line:** Where you land depends on which of these effects you think should weigh more.
""", [
                ("exaggeration", "Cutting salt fast will ruin how products taste and drive customers away", (1, 0)),
            ]),
        ],
    },
    {
        "id": "plant_based_default_college_dining",
        "topic": "Making plant-based meals the default in college dining halls",
        "query": "Should college dining halls serve plant-based meals by default, with meat available on request?",
        "perspectives": [
            ("supporters", [
                "Defaults can nudge many students toward lower-carbon meals without banning anything.",
                "Plant-based dishes are often cheaper to produce, which may help dining budgets.",
            ]),
            ("critics", [
                "Some students may feel the college is pressuring their food choices.",
                "Athletes and others with high protein needs could find the default options inadequate.",
                "Students who dislike the default might eat off campus, which could cut dining revenue.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Fun one to think through! 🥦

🌱 **Why supporters like it**
- A default can nudge lots of students toward lower-carbon meals — without banning anything.
- Plant-based dishes are often cheaper to make, which may ease dining budgets.

🍗 **Why critics are wary**
- Some students may feel the college is leaning on their food choices.
- Athletes and others who need a lot of protein could find the default options fall short.
- Students who don't like the default might eat off campus, which could dent dining revenue.

🤔 **Bottom line:** It's a nudge-versus-autonomy debate with budget stakes raised on both sides — reasonable people disagree.
""", []),
            ("headed", None, """
Good question! 👇

💡 **The case for plant-based by default**
- **Gentle nudge:** Defaults can steer many students toward lower-carbon meals without banning a thing.
- **Cost:** Plant-based dishes are often cheaper to produce, which may help dining budgets.
- **Inclusivity:** Supporters add that a plant-forward menu could make dining halls more welcoming to students with religious dietary rules.

🚩 **The concerns**
- **Feeling pushed:** Some students may feel the college is pressuring what they eat.
- **Protein needs:** Athletes and others with high protein needs could find the default options inadequate.
- **Lost revenue:** Students who dislike the default might head off campus to eat, which could cut dining revenue.

🤔 **Bottom line:** This one's about how far a college should go in shaping choices — and opinions vary widely.
""", [
                ("invented_claim", "Supporters add that a plant-forward menu could make dining halls more welcoming to students with religious dietary rules.", None),
            ]),
            ("prose", None, """
Happy to break this down! 🍽️

✅ **Supporters** argue that defaults can nudge many students toward lower-carbon meals without banning anything.

⚠️ **Critics** worry some students may feel the college is pressuring their food choices. Athletes and others with high protein needs could find the default options inadequate, since many of them aim for well over 100 grams of protein a day. Critics also concede plant-based dishes are often cheaper to produce, which may help dining budgets, but warn that students who dislike the default might eat off campus and cut dining revenue.

🤔 **Bottom line:** Whether this counts as a sensible nudge or an overreach depends a lot on your priorities.
""", [
                ("added_detail", "since many of them aim for well over 100 grams of protein a day", (1, 1)),
                ("side_swap", "Critics also concede plant-based dishes are often cheaper to produce, which may help dining budgets", (0, 1)),
            ]),
            ("numbered", None, """
Good one! Here are the main points. 📋

🌍 **Supporters**
1. Making plant-based the default can nudge many students toward lower-carbon meals — and nothing gets banned.
2. Those dishes are often cheaper to produce, which may help stretch dining budgets.

🥩 **Critics**
1. Some students may feel pressured by the college over what they eat.
2. Athletes and others with big protein needs could find the default options inadequate.
3. If students dislike the default, they might eat off campus — and that could cut dining revenue.

📝 **The upshot:** Both sides are looking at the same menu through very different priorities.
""", []),
            ("dense", None, """
Quick take 🥗: supporters say a plant-based default can nudge many students toward lower-carbon meals without banning anything, and that such dishes are often cheaper to produce, which may help dining budgets; critics concede few students would feel the college is leaning on their food choices, but argue that athletes and others with high protein needs could find the default options inadequate, and that students who dislike the default might eat off campus, which could cut dining revenue. 🤔 **Bottom line:** it's a values call, and campuses could reasonably go either way.
""", [
                ("negation", "critics concede few students would feel the college is leaning on their food choices", (1, 0)),
            ]),
            ("closing", None, """
Worth unpacking!

🌿 **Supporters** see the default as a gentle nudge: it can steer many students toward lower-carbon meals, and nothing is banned. They also point out that plant-based dishes are often cheaper to produce, which may help dining budgets.

🍔 **Critics** raise three worries. Some students may feel the college is pressuring their food choices. Athletes and others with high protein needs could find the default options inadequate. And students who dislike the default might eat off campus, which could cut dining revenue.

🤔 **Bottom line:** There's a real trade-off between nudging and choice here, and different campuses may weigh it differently.
""", []),
        ],
    },
]
