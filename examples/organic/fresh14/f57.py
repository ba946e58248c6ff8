"""Fresh14 batch f57 (written by a separate writer): Legal sound-level limits at concerts and nightclubs; Banning fake countdown timers and false scarcity messages on shopping websites; Requiring physical buttons for key controls in new cars; A legal minimum of seven years of software updates for smartphones."""

TOPICS = [
    {
        "id": "concert_nightclub_sound_limits",
        "topic": "Legal sound-level limits at concerts and nightclubs",
        "query": "Should there be legal sound-level limits at concerts and nightclubs to protect audiences' hearing?",
        "perspectives": [
            ("hearing health experts", [
                "Long exposure to very loud music can cause permanent hearing loss and tinnitus, especially in young people.",
                "A legal cap could protect audience members who may not realize how loud a venue really is.",
            ]),
            ("venue operators", [
                "Buying sound-monitoring equipment and training staff could strain the budgets of small venues.",
                "Enforcement might be patchy, since inspectors are rarely present at late-night events.",
            ]),
            ("music fans and performers", [
                "For some genres, high volume is part of the experience that audiences pay for.",
                "Free earplugs and quiet zones may protect hearing without capping the music.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Great question – whether the law should cap how loud concerts and clubs can get pulls health, business and culture in different directions.

Here's a breakdown:

**Hearing health experts**
- **Lasting damage** – Long exposure to very loud music can cause permanent hearing loss and tinnitus, and young people are especially at risk.
- **Protecting the unaware** – A legal cap could shield audience members who may not realize just how loud a venue really is.

**Venue operators**
- **Cost pressure** – Buying sound-monitoring equipment and training staff could strain the budgets of small venues.
- **Patchy enforcement** – Inspectors are rarely around at late-night events, so enforcement might be uneven.

**Music fans and performers**
- **Volume as the point** – For some genres, high volume is part of the experience people are paying for.
- **Other ways to protect ears** – Free earplugs and quiet zones may protect hearing without putting a ceiling on the music.

**Bottom line:** The health case rests on avoiding damage that can't be undone, while the pushback centers on cost, enforceability and whether a hard cap is the right tool when gentler options exist.

If you'd like, I can sketch out what a middle-ground policy might look like.
""", []),
            ("three_perspectives", None, """
You're asking whether governments should set legal sound limits at concerts and nightclubs to protect people's hearing – it's a debate with real trade-offs.

Here's a breakdown:

**The health view**
Hearing health experts start from the damage itself: long exposure to very loud music will leave listeners with permanent hearing loss and tinnitus, with young people particularly vulnerable. They also argue that a legal cap could protect audience members who don't realize how loud a venue actually is.

**The venue view**
Venue operators worry about the practicalities. Sound-monitoring equipment and staff training could put a strain on small venues' budgets, and with inspectors rarely present at late-night events, enforcement might end up patchy.

**The fan and artist view**
Fans and performers point out that for some genres, high volume is part of what audiences pay for. They suggest that free earplugs and quiet zones may protect hearing without capping the music at all.

**Bottom line:** It's a trade-off between guarding against hearing damage and the costs, enforcement gaps and loss of atmosphere that a hard limit could bring.

Happy to dig into how venue sound levels are usually measured if that would help.
""", [
                ("exaggeration", "long exposure to very loud music will leave listeners with permanent hearing loss and tinnitus", (0, 0)),
            ]),
            ("three_perspectives", None, """
Should the law set a maximum volume for gigs and clubs? Great question – the three main camps see it quite differently.

Here's a breakdown by group:

**1. Hearing health experts – in favor**
- **Irreversible harm** – Extended exposure to very loud music can lead to permanent hearing loss and tinnitus, particularly among young people.
- **Protection for the unaware** – Audience members may not realize how loud a venue is, and a legal cap could protect them.

**2. Venue operators – wary**
- **Budget strain** – The cost of sound-monitoring gear and staff training could stretch small venues' finances.
- **Enforcement gaps** – Because inspectors are seldom present at late-night events, enforcement might be inconsistent.

**3. Fans and performers – skeptical**
- **The experience** – In some genres, loudness is part of what audiences are paying for.
- **Alternatives** – Free earplugs and quiet zones may safeguard hearing without capping the music itself.

**Bottom line:** Supporters focus on preventing lasting harm; opponents question the cost, whether a cap could be enforced, and whether softer measures might do the job.

If you'd like, I can compare a strict decibel cap with an earplugs-and-quiet-zones approach side by side.
""", []),
            ("three_perspectives", None, """
Great question – legal sound limits at concerts and clubs sit right where public health meets the night-time economy.

Here's a breakdown:

**Why health experts want limits**
- **Permanent damage** – Long stretches of very loud music can cause lasting hearing loss and tinnitus, and young people are especially exposed.
- **People don't always know** – Audience members may not realize how loud a venue really is, and a legal cap could protect them.

**Why venue operators are cautious**
- **Costs** – Paying for sound-monitoring equipment and training staff could strain small venues' budgets.
- **Enforcement** – Inspectors are rarely present at late-night events, so enforcement might be patchy in practice.

**Bottom line:** The public health argument is about preventing harm people may not see coming, while the operators' concerns are about whether a cap can be afforded and actually enforced.

If you'd like, I can look at how a cap might be phased in for smaller venues.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
You're asking whether concerts and nightclubs should face legal limits on how loud they can play – there are three distinct viewpoints here.

Here's a breakdown:

**Hearing health experts**
- **Hearing loss** – Long exposure to very loud music can cause permanent hearing loss and tinnitus, especially in young people. One survey found that around 60% of regular clubgoers had experienced ringing in their ears after a night out.
- **Unaware audiences** – A legal cap could protect people who may not realize how loud a venue really is.

**Venue operators**
- **Small-venue costs** – Sound-monitoring equipment and staff training could strain small venues' budgets.
- **Uneven enforcement** – With inspectors rarely on hand at late-night events, enforcement might be patchy.
- **A lighter-touch alternative** – Operators also suggest that free earplugs and quiet zones may protect hearing without capping the music.

**Music fans and performers**
- **Loudness is the draw** – For some genres, high volume is part of the experience audiences pay for.

**Bottom line:** The disagreement is less about whether loud music carries risks and more about whether a legal cap is the best response.

If you'd like, I can go through how other countries have approached venue noise rules.
""", [
                ("invented_statistic", "One survey found that around 60% of regular clubgoers had experienced ringing in their ears after a night out.", None),
                ("side_swap", "Operators also suggest that free earplugs and quiet zones may protect hearing without capping the music.", (2, 1)),
            ]),
            ("three_perspectives", None, """
Great question – putting a legal ceiling on concert and club volume is one of those ideas where everyone has a stake.

Here's a breakdown, starting with the people in the room:

**Music fans and performers** tend to see volume as part of the art. For some genres, high volume is part of the experience audiences are paying for, and they argue that free earplugs and quiet zones may protect hearing without capping the music.

**Hearing health experts** take the opposite starting point. Long exposure to very loud music can cause permanent hearing loss and tinnitus, especially in younger listeners, and a legal cap could protect audience members who may not realize how loud a venue really is.

**Venue operators** mostly raise practical concerns. Sound-monitoring equipment and staff training could strain the budgets of small venues, and because inspectors are rarely present at late-night events, enforcement might be patchy.

**Bottom line:** A cap would prioritize hearing protection, but critics question its cost, its enforceability and whether it would take something away from the live experience.

If you'd like, I can summarize the practical options venues have short of a legal limit.
""", []),
        ],
    },
    {
        "id": "fake_countdown_timers_ban",
        "topic": "Banning fake countdown timers and false scarcity messages on shopping websites",
        "query": "Should shopping websites be banned from using fake countdown timers and false 'only a few left' messages?",
        "perspectives": [
            ("consumer advocates", [
                "False urgency can push shoppers into rushed purchases they later regret.",
                "Honest retailers may lose sales to competitors who use misleading pressure tactics.",
                "A specific ban could be easier to enforce than case-by-case complaints under general consumer law.",
            ]),
            ("retailers", [
                "Genuine flash sales and low-stock alerts are legitimate, and strict rules could make sellers wary of showing them.",
                "Proving that every timer and stock message is accurate may add compliance work for small online sellers.",
            ]),
        ],
        "variants": [
            ("prose", None, """
You're asking whether shopping sites should be barred from using fake countdown clocks and false "only a few left" messages – a debate with real trade-offs.

Here's a breakdown:

**The case for a ban.** Consumer advocates argue that false urgency can push shoppers into hurried purchases they end up regretting. They also see a fairness problem: honest retailers may lose sales to competitors who lean on misleading pressure tactics. And they think a specific ban could be easier to enforce than handling complaints one by one under general consumer law.

**The retailers' concerns.** Retailers counter that genuine flash sales and low-stock alerts are perfectly legitimate, and they worry that strict rules could make sellers nervous about showing them at all. Small online sellers may also face extra compliance work if they have to prove that every timer and stock message is accurate.

**Bottom line:** The debate turns on whether the clarity and fairness of a targeted ban outweigh the risk of chilling genuine promotions and adding paperwork for smaller sellers.

If you'd like, I can walk through some examples of what might and might not count as a "fake" timer.
""", []),
            ("bullets", None, """
Great question – this is really about where persuasive design ends and deception begins.

Here's a breakdown:

**Arguments in favor**
- **Rushed decisions** – False urgency can push shoppers into quick purchases they later regret.
- **A level playing field** – Honest retailers may lose sales to competitors who rely on misleading pressure tactics.
- **Easier enforcement** – A specific ban could be simpler to enforce than case-by-case complaints under general consumer law.

**Concerns**
- **Real deals exist** – Retailers say genuine flash sales and low-stock alerts are legitimate, though they accept that strict rules would do little to change how sellers display them.
- **Compliance burden** – Having to prove that every timer and stock message is accurate may add work for small online sellers.

**Bottom line:** Supporters want a clear line against manufactured urgency; retailers want to make sure honest promotions and small sellers aren't caught in the net.

If you'd like, I can outline how a rule could be drafted to target only misleading claims.
""", [
                ("negation", "though they accept that strict rules would do little to change how sellers display them", (1, 0)),
            ]),
            ("headed", None, """
You're asking whether online stores should be banned from faking countdown timers and "low stock" warnings – it's a question with reasonable arguments on both sides.

Here's a breakdown:

**Why consumer advocates want a ban**
- **Pressure buying** – Manufactured urgency can rush shoppers into purchases they regret afterward.
- **Unfair competition** – Retailers who play it straight may lose sales to rivals using misleading pressure tactics.
- **Eroding trust** – Advocates add that widespread fake urgency could undermine shoppers' trust in online retail as a whole.
- **Clear rules** – A specific ban could be easier to enforce than relying on case-by-case complaints under general consumer law.

**Why retailers push back**
- **Legitimate urgency** – Genuine flash sales and low-stock alerts are real, and strict rules could make sellers hesitant to show them.
- **Proof and paperwork** – Demonstrating that every timer and stock message is accurate may add compliance work for small online sellers.

**Bottom line:** Advocates see a dedicated ban as the cleanest way to stop manufactured urgency, while retailers worry about what it would mean for genuine offers and for small sellers' workload.

If you'd like, I can compare this with how general consumer protection law handles misleading claims.
""", [
                ("invented_claim", "Advocates add that widespread fake urgency could undermine shoppers' trust in online retail as a whole.", None),
            ]),
            ("numbered", None, """
Great question – whether fake timers and "only 2 left!" banners should be banned outright is a genuine debate.

Here's a breakdown:

**What consumer advocates argue**
1. **Rushed decisions** – False urgency can pressure shoppers into buying in a hurry and regretting it later.
2. **Simpler enforcement** – A specific ban could be easier to police than case-by-case complaints under general consumer law.
3. **Impulse buys** – Advocates also stress that ticking clocks and scarcity warnings can leave people with purchases they wish they hadn't made.

**What retailers argue**
4. **Genuine offers** – Real flash sales and low-stock alerts are legitimate, and strict rules could make sellers wary of showing them.
5. **Extra workload** – Proving that every timer and stock message is accurate may add compliance work for small online sellers.

**Bottom line:** A ban would draw a clear line, but retailers want room for genuine promotions and a manageable burden for small businesses.

If you'd like, I can suggest what evidence a seller might need to keep to show a timer is genuine.
""", [
                ("repetition", "Advocates also stress that ticking clocks and scarcity warnings can leave people with purchases they wish they hadn't made.", (0, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
Should fake countdown timers and false "only a few left" messages be banned? Here's a quick breakdown.

**In favor:** Consumer advocates say false urgency can push shoppers into rushed purchases they later regret, and that honest retailers may lose sales to competitors using misleading pressure tactics. They also argue a specific ban could be easier to enforce than case-by-case complaints under general consumer law.

**Against:** Retailers say genuine flash sales and low-stock alerts are legitimate and that strict rules could make sellers wary of showing them, while proving every timer and stock message is accurate may add compliance work for small online sellers.

**Bottom line:** Clarity and fairness on one side, the risk of chilling real promotions and burdening small sellers on the other.

If you'd like, I can expand any of these points.
""", []),
            ("closing", None, """
You're asking whether online shops should be stopped from using fake countdown timers and false scarcity messages – it's a debate with trade-offs worth weighing.

Here's a breakdown:

**Arguments in favor**
- **Regretted purchases** – False urgency can push shoppers into rushed buys they later regret.
- **Fairness to honest sellers** – Retailers who don't use these tricks may lose sales to competitors who rely on misleading pressure tactics.
- **Enforceability** – Advocates say a dedicated ban would be far easier to enforce than chasing individual complaints under general consumer law.

**Concerns**
- **Real urgency is legitimate** – Genuine flash sales and low-stock alerts are fair game, and strict rules could make sellers wary of showing them.
- **Compliance costs** – Proving that every timer and stock message is accurate may add work for small online sellers, who might need to keep time-stamped logs of every stock level and sale deadline.

**Bottom line:** Supporters want shoppers and honest sellers protected from manufactured urgency; retailers want room for real offers without heavy paperwork.

Ultimately, reasonable people can weigh shopper protection and seller burden differently. If you'd like, I can look at how a rule might distinguish genuine from fake urgency.
""", [
                ("exaggeration", "a dedicated ban would be far easier to enforce than chasing individual complaints under general consumer law", (0, 2)),
                ("added_detail", "who might need to keep time-stamped logs of every stock level and sale deadline", (1, 1)),
            ]),
        ],
    },
    {
        "id": "physical_buttons_new_cars",
        "topic": "Requiring physical buttons for key controls in new cars",
        "query": "Should new cars be required to have physical buttons or dials for key functions instead of touchscreen-only controls?",
        "perspectives": [
            ("road safety groups", [
                "Touchscreen menus can take drivers' eyes off the road for longer than a simple button.",
                "Buttons and dials may be easier for older drivers and people with limited dexterity to use.",
            ]),
            ("carmakers", [
                "Touchscreens let manufacturers add or update features through software after a car is sold.",
                "Mandating specific controls could limit design freedom and raise production costs.",
                "Voice commands and steering-wheel shortcuts may already reduce the need to touch the screen while driving.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Great question – the shift to touchscreen dashboards has sparked a real debate about whether physical controls should be required by law.

Here's a breakdown:

**Arguments in favor**
- **Eyes on the road** – Road safety groups say touchscreen menus can pull drivers' attention away from the road for longer than a simple button would.
- **Easier to use** – Buttons and dials may be easier for older drivers and people with limited dexterity.

**Concerns**
- **Software flexibility** – Carmakers point out that touchscreens let them add or update features through software after a car has been sold.
- **Design and cost** – Mandating specific controls could limit design freedom and push up production costs.
- **Other hands-free options** – Voice commands and steering-wheel shortcuts may already reduce the need to touch the screen while driving.

**Bottom line:** Safety groups see physical controls as a simple distraction fix, while carmakers argue a mandate could cost flexibility and money for a problem other features may already address.

If you'd like, I can list which functions are most often proposed for physical controls.
""", []),
            ("prose", None, """
You're asking whether new cars should have to keep physical buttons or dials for key functions rather than putting everything on a touchscreen – it's a debate with real trade-offs.

Here's a breakdown:

Road safety groups argue that touchscreen menus can take a driver's eyes off the road for longer than a simple button press. They also note that buttons and dials may be easier for older drivers and for people with limited dexterity. Road safety groups also concede that voice commands and steering-wheel shortcuts may already reduce the need to touch the screen while driving.

Carmakers see it differently. Touchscreens let them add or update features through software after a car leaves the showroom, and they warn that mandating specific controls could limit design freedom and raise production costs.

**Bottom line:** It's a tension between distraction and accessibility on one side and flexibility and cost on the other.

If you'd like, I can compare how the arguments change for different types of vehicles.
""", [
                ("side_swap", "Road safety groups also concede that voice commands and steering-wheel shortcuts may already reduce the need to touch the screen while driving.", (1, 2)),
            ]),
            ("bullets", None, """
Great question – whether to mandate physical buttons in cars touches on safety, accessibility and how cars are designed today.

Here's a breakdown:

**Arguments in favor**
- **Distraction** – Touchscreen menus can keep drivers' eyes off the road for longer than a simple button; one study found drivers took nearly twice as long to change the temperature on a touchscreen as with a dial.
- **Accessibility** – Buttons and dials may be easier for older drivers and people with limited dexterity to use.

**Concerns**
- **Post-sale updates** – Touchscreens allow manufacturers to add or update features through software after a car is sold.
- **Cost and design** – Requiring specific controls could constrain design freedom and raise production costs.
- **Existing alternatives** – Voice commands and steering-wheel shortcuts may already cut down on the need to touch the screen while driving.

**Bottom line:** The case for a mandate rests on distraction and ease of use; the case against rests on flexibility, cost and existing alternatives.

If you'd like, I can go through which controls drivers tend to use most often while on the move.
""", [
                ("invented_statistic", "one study found drivers took nearly twice as long to change the temperature on a touchscreen as with a dial", None),
            ]),
            ("numbered", None, """
You're asking whether regulators should require physical buttons or dials for key car functions – here's how the two sides line up.

Here's a breakdown:

**Road safety groups**
1. **Attention** – Navigating touchscreen menus can take drivers' eyes off the road for longer than pressing a button.
2. **Ease of use** – Buttons and dials may be easier for older drivers and people with limited dexterity.

**Carmakers**
3. **Updatable features** – Touchscreens make it possible to add or update features through software after sale.
4. **Design and cost** – A mandate for specific controls could restrict design freedom and raise production costs.
5. **Alternatives already in place** – Voice commands and steering-wheel shortcuts may already reduce how often drivers need to touch the screen.

**Bottom line:** Safety groups put distraction and accessibility first, while carmakers point to software flexibility, design and cost, and the alternatives already on offer.

If you'd like, I can suggest what a narrower rule covering only a few core functions might look like.
""", []),
            ("dense", None, """
Should new cars have to keep physical buttons for key functions? Here's a quick breakdown.

**For:** Road safety groups say touchscreen menus can take drivers' eyes off the road for longer than a simple button, and that buttons and dials may be easier for older drivers and people with limited dexterity, such as those with arthritis, to use.

**Against:** Carmakers note that touchscreens let them add or update features through software after a car is sold, and that voice commands and steering-wheel shortcuts may already reduce the need to touch the screen while driving.

**Bottom line:** Distraction and accessibility versus flexibility and existing workarounds.

If you'd like, I can go into more detail on any of these.
""", [
                ("added_detail", "such as those with arthritis", (0, 1)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("closing", None, """
Great question – this is a debate about how much of the driving experience should run through a screen.

Here's a breakdown:

**Arguments in favor**
- **Less time looking away** – Touchscreen menus can take drivers' eyes off the road for longer than a simple button.
- **Accessibility** – Buttons and dials may be easier for older drivers and people with limited dexterity to use.

**Concerns**
- **Features after purchase** – Touchscreens let manufacturers add or update features through software once the car is sold.
- **Constraints on design** – Mandating specific controls could limit design freedom and raise production costs.
- **Other ways to avoid the screen** – Voice commands and steering-wheel shortcuts may already reduce the need to touch the screen while driving.

**Bottom line:** Supporters frame it as a safety and accessibility issue; carmakers frame it as a question of flexibility, cost and whether the problem is already being addressed.

In the end, it's a judgment call about how to balance these concerns. If you'd like, I can explore a compromise where only safety-critical functions need physical controls.
""", []),
        ],
    },
    {
        "id": "smartphone_seven_year_updates",
        "topic": "A legal minimum of seven years of software updates for smartphones",
        "query": "Should smartphone makers be legally required to provide software and security updates for at least seven years?",
        "perspectives": [
            ("supporters", [
                "Longer update support would let people keep their phones for longer and cut electronic waste.",
                "Owners of older phones could stay protected against security flaws instead of feeling pushed to upgrade.",
            ]),
            ("critics", [
                "Supporting many old models could divert engineering effort from new products and raise phone prices.",
                "Older hardware may run new software slowly, so some updates could make phones worse to use.",
                "Budget brands might leave the market if they cannot afford long support commitments.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Great question – a seven-year update requirement would change how long phones stay usable, but it comes with costs.

Here's a breakdown:

**Arguments in favor**
- **Longer lifespans** – Longer update support would let people hold on to their phones for longer, though on its own it would do little to cut electronic waste.
- **Security** – Owners of older phones could stay protected against security flaws rather than feeling pushed to upgrade.

**Concerns**
- **Cost and focus** – Supporting many old models could divert engineering effort away from new products and raise phone prices.
- **Performance** – Older hardware may run new software slowly, so some updates could make phones worse to use.
- **Market exit** – Budget brands might pull out if they can't afford long support commitments.

**Bottom line:** Supporters see longer-lasting, safer phones; critics worry about prices, performance and competition.

If you'd like, I can compare how long different kinds of phones are typically supported today.
""", [
                ("negation", "though on its own it would do little to cut electronic waste", (0, 0)),
            ]),
            ("prose", None, """
You're asking whether phone makers should be legally required to keep providing software and security updates for at least seven years – a debate with real trade-offs.

Here's a breakdown:

**Supporters** argue that longer update support would let people keep their phones for longer and cut down on electronic waste. They add that owners of older phones could stay protected against security flaws instead of feeling pushed into an upgrade.

**Critics** see several downsides. Supporting lots of old models could pull engineering effort away from new products and push phone prices up. Older hardware may also struggle with new software, so some updates could actually make phones worse to use. And budget brands might leave the market altogether if they can't afford long support commitments.

**Bottom line:** The proposal trades longer phone lifespans and better security against possible higher prices, slower devices and fewer cheap options.

If you'd like, I can look at whether a shorter requirement for security-only updates would address some of the concerns.
""", []),
            ("numbered", None, """
Great question – mandating seven years of updates is appealing in principle, but it has knock-on effects worth unpacking.

Here's a breakdown:

**Why supporters like it**
1. **Less waste** – Longer update support would let people keep their phones for longer and cut electronic waste.
2. **Ongoing protection** – Owners of older phones could stay protected against security flaws instead of feeling pressured to upgrade.

**Why critics are wary**
3. **Higher prices** – Supporting many old models could divert engineering effort from new products and raise phone prices.
4. **Sluggish performance** – Older hardware may run new software slowly, so some updates could make phones worse to use.
5. **Fewer budget options** – Budget brands would be pushed out of the market altogether because they couldn't afford long support commitments.

**Bottom line:** It's a question of whether the environmental and security gains are worth the potential hit to prices, performance and choice.

If you'd like, I can outline how the rule might apply differently to premium and budget phones.
""", [
                ("exaggeration", "Budget brands would be pushed out of the market altogether because they couldn't afford long support commitments.", (1, 2)),
            ]),
            ("headed", None, """
You're asking whether smartphone makers should have to support their phones with updates for at least seven years – here's how the arguments stack up.

Here's a breakdown:

**The case for a seven-year rule**
- **Keeping phones longer** – Longer update support would let people keep their phones for longer and reduce electronic waste.
- **Staying secure** – Owners of older phones could remain protected against security flaws instead of feeling pushed to upgrade.
- **Second-hand confidence** – A guaranteed support window would also give buyers of second-hand phones more confidence, which could strengthen the resale market.

**The case against**
- **Slower phones** – Older hardware may run new software slowly, so some updates could make phones worse to use.
- **Fewer cheap brands** – Budget brands might leave the market if they can't afford long support commitments.

**Bottom line:** Supporters emphasize sustainability and security, while critics focus on performance and the effect on cheaper brands.

If you'd like, I can dig into how a requirement like this might be enforced.
""", [
                ("invented_claim", "A guaranteed support window would also give buyers of second-hand phones more confidence, which could strengthen the resale market.", None),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("dense", None, """
Should phone makers have to provide seven years of updates? Here's a quick breakdown.

**In favor:** Longer update support would let people keep their phones for longer and cut electronic waste, and owners of older phones could stay protected against security flaws instead of feeling pushed to upgrade.

**Against:** Supporting many old models could divert engineering effort from new products and raise prices; older hardware may run new software slowly, so some updates could make phones worse to use; and budget brands might leave the market if they can't afford long support commitments.

**Bottom line:** Longevity and security versus cost, performance and competition.

If you'd like, I can expand on any of these points.
""", []),
            ("closing", None, """
Great question – a legal seven-year update guarantee for smartphones has clear benefits, but also some real drawbacks.

Here's a breakdown:

**Arguments in favor**
- **Less e-waste** – Longer update support would let people keep their phones for longer and cut electronic waste. Around a third of phones that get replaced each year are still in working order.
- **Security without upgrading** – Owners of older phones could stay protected against security flaws instead of feeling pushed to buy a new one.

**Concerns**
- **Engineering and price** – Supporting many old models could divert engineering effort from new products and raise phone prices.
- **Slower devices** – Older hardware may run new software slowly, so some updates could make phones worse to use.
- **Budget brands** – Cheaper brands might leave the market if they can't afford long support commitments.

**Bottom line:** The rule would favor longevity and security, at the possible expense of price, performance and choice.

How you weigh it depends on which of those matters most to you. If you'd like, I can compare this with a lighter-touch option, such as requiring makers to state their update period at the point of sale.
""", [
                ("invented_statistic", "Around a third of phones that get replaced each year are still in working order.", None),
            ]),
        ],
    },
]
