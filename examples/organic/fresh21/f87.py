"""fresh21 batch f87 (written by a separate writer): Dynamic pricing for concert tickets; Banning heading the ball in youth soccer; Using public money to build stadiums for professional sports teams; Letting fans bring their own food and drinks into stadiums."""

TOPICS = [
    {
        "id": "dynamic_pricing_concert_tickets",
        "topic": "Dynamic pricing for concert tickets",
        "query": "Should concert tickets be sold with dynamic pricing, where prices rise and fall with demand?",
        "perspectives": [
            ("fans", [
                "Prices that jump while you wait in an online queue can put a show out of reach for loyal fans.",
                "It is hard to plan a budget when you cannot know the price until the moment you buy.",
            ]),
            ("artists and promoters", [
                "Charging closer to what buyers will pay keeps more money with the artist instead of resellers.",
                "Higher prices for the best seats can help keep some cheaper tickets on sale.",
            ]),
            ("economists", [
                "Dynamic pricing may cut scalping because there is less room for a resale markup.",
                "Whether it feels fair depends largely on how openly sellers explain the way prices are set.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
# 6 Things to Know About Dynamic Pricing for Concert Tickets

Should concert ticket prices rise and fall with demand? Here's what fans, artists and economists are each saying.

**1. Fans say the queue can price them out**
If the price jumps while you're sitting in an online queue, a show you've been counting on can slip out of reach. That's how loyal fans end up on the outside.

**2. Fans also say you can't budget for a moving target**
When you have no idea what a ticket costs until the moment you buy, planning your spending gets hard.

**3. Artists and promoters say the money belongs with the artist**
Pricing closer to what buyers will actually pay means more of that money stays with the artist instead of flowing to resellers.

**4. They also say pricey top seats help keep cheap seats around**
Charging more for the best seats can help keep some lower-priced tickets on sale.

**5. Economists think it could take a bite out of scalping**
Dynamic pricing may cut scalping, they say, because there's less room left for a resale markup.

**6. Economists also say fairness comes down to openness**
Whether the whole thing feels fair depends largely on how clearly sellers explain the way prices get set.

**The takeaway:** This one has three real sides, and now you know all of them before your next ticket drop.
""", []),
            ("three_perspectives", None, """
# Dynamic Concert Ticket Pricing: What Both Sides Are Saying

Should ticket prices move with demand? Here's the quick rundown before you hit "buy."

**1. Fans say the price can run away from them**
Prices that climb while you wait in an online queue can put a show out of reach for the fans who care most.

**2. Fans say budgeting turns into guesswork**
You can't plan your spending when you won't know the price until the moment you check out.

**3. Artists and promoters say the artist should get paid, not the resellers**
Charging closer to what buyers will pay keeps more money with the artist instead of in resellers' pockets.

**4. They also argue premium seats help the cheap seats**
Higher prices for the best spots can help keep some cheaper tickets on sale.

**The takeaway:** Both camps have a point, and knowing them makes you a smarter buyer.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
# 6 Things You Should Know Before Your Next Ticket Drop

Dynamic pricing, where concert tickets get pricier or cheaper as demand shifts, has fans, artists and economists all weighing in.

**1. Fans say the wait can cost them the show**
When prices jump while you sit in an online queue, a concert can end up out of reach for loyal fans.

**2. Fans say you can't budget blind**
It's tough to plan what you'll spend when the price stays a mystery until the moment you buy.

**3. Artists and promoters say cut out the middleman**
Charging what buyers will really pay puts every extra dollar in the artist's pocket and cuts resellers out completely.

**4. They also say the best seats can carry the cheap ones**
Higher prices for the best seats can help keep some cheaper tickets on sale.

**5. Economists see a scalping fix, maybe**
Dynamic pricing may cut scalping because there's less room for a resale markup. One analysis they point to found resellers on major tours were marking tickets up by an average of 70 percent.

**6. Economists say fairness is about transparency**
Whether it feels fair depends largely on how openly sellers explain how prices are set.

**The takeaway:** It's a lively debate, and you've now got the whole picture.
""", [
                ("exaggeration", "puts every extra dollar in the artist's pocket and cuts resellers out completely", (1, 0)),
                ("invented_statistic", "One analysis they point to found resellers on major tours were marking tickets up by an average of 70 percent.", None),
            ]),
            ("three_perspectives", None, """
# Surge Pricing at the Box Office: What Everyone's Saying

## The fans

**1. "We got priced out in the queue"**
Prices that shoot up while you're waiting in line online can put a show out of reach for loyal fans.

**2. "Just tell us the price"**
It's hard to budget when you can't know what you'll pay until the second you buy.

## The artists and promoters

**3. Keep the money with the people on stage**
Charging nearer to what buyers are willing to pay keeps more of the money with the artist rather than resellers.

**4. The good seats can help the cheap ones**
Higher prices for the best seats can help keep some cheaper tickets available.

## The economists

**5. Scalpers could lose their edge**
Dynamic pricing may cut scalping, since there's less room for a resale markup.

**6. Fair depends on open**
Whether it feels fair depends largely on how openly sellers explain the way prices are set.

**The takeaway:** Three groups, six solid points, and you get to decide where you stand.
""", []),
            ("three_perspectives", None, """
# 6 Things to Know About Concert Tickets That Change Price

Here's what you need to know about dynamic pricing, straight from the three groups arguing about it.

**1. Fans say waiting in the queue can cost them the show**
If prices jump while you wait online, a concert can land out of reach for loyal fans.

**2. Artists and promoters want the money going to the artist**
Charging closer to what buyers will pay keeps more money with the artist instead of resellers.

**3. They also weigh in on premium seats**
They concede that charging more for the best seats tends to crowd cheaper tickets off the sale.

**4. Economists say it could shrink scalping**
Dynamic pricing may cut scalping because resellers have less room for a markup.

**5. Economists also flag the budgeting problem**
They point out that budgeting gets hard when you can't know the price until the moment you check out.

**6. And they say fairness is all about openness**
Whether it feels fair depends largely on how openly sellers explain the way prices are set.

**The takeaway:** You've got the arguments; now you can decide how you feel about that next price jump.
""", [
                ("negation", "charging more for the best seats tends to crowd cheaper tickets off the sale", (1, 1)),
                ("side_swap", "budgeting gets hard when you can't know the price until the moment you check out", (0, 1)),
            ]),
            ("three_perspectives", None, """
# Dynamic Ticket Pricing: 6 Points From 3 Camps

Here's what three camps are saying about prices that move with demand.

**1. Fans say the queue is the problem**
Prices that jump while you wait in an online queue can put a show out of reach for loyal fans.

**2. Fans say budgets need fixed numbers**
It's hard to plan your spending when you can't know the price until the moment you buy.

**3. Artists and promoters say follow the money**
Charging closer to what buyers will pay keeps more money with the artist instead of resellers.

**4. They add that the best seats can help the cheap seats**
Higher prices for premium spots can help keep some cheaper tickets on sale.

**5. Economists say scalpers may get squeezed**
Dynamic pricing may cut scalping because there's less room for a resale markup, especially for the bots that snap up tickets in the first seconds of a sale.

**6. Economists say fairness hinges on transparency**
Whether it feels fair depends largely on how openly sellers explain the way prices are set.

**The takeaway:** Every side brings something to the table, so you're ready for the conversation.
""", [
                ("added_detail", "especially for the bots that snap up tickets in the first seconds of a sale", (2, 0)),
            ]),
        ],
    },
    {
        "id": "banning_heading_youth_soccer",
        "topic": "Banning heading the ball in youth soccer",
        "query": "Should heading the ball be banned in soccer for children under 12?",
        "perspectives": [
            ("child health advocates", [
                "Repeated heading could harm children's developing brains over time.",
                "Young players can learn the rest of the game first and add heading when they are older.",
            ]),
            ("youth soccer coaches", [
                "Players who never practice heading may use poor technique later, which could be riskier.",
                "Many head knocks in youth games come from players colliding, not from heading the ball.",
                "A ban could push some kids away from a sport they love.",
            ]),
        ],
        "variants": [
            ("prose", None, """
# Heading in Youth Soccer: What Both Sides Are Saying

If your kid plays soccer, you've probably wondered about this one. Should heading the ball be off-limits for players under 12?

**Child health advocates say yes.** Their big worry is that heading the ball again and again could harm a child's still-developing brain over time. They also argue that young players can master the rest of the game first and pick up heading once they're older.

**Youth soccer coaches aren't so sure.** They warn that players who never practice heading may end up with poor technique later, which could actually be riskier. They also point out that many head knocks in youth games come from players running into each other, not from heading the ball. And they worry a ban could drive some kids away from a sport they love.

**The takeaway:** Both sides make a real case, and now you know how each one sees it.
""", []),
            ("bullets", None, """
# 5 Things to Know About Banning Headers for Kids

- **Advocates say young brains come first.** Repeated heading could harm children's developing brains over time, they argue.
- **Advocates say heading can wait.** Kids can learn everything else first and add heading when they're older. Plenty of top players barely headed the ball until their teens anyway, advocates add.
- **Coaches say skipping practice backfires.** Players who never work on heading may pick up poor technique later, and that could be riskier.
- **Coaches say look at collisions, too.** Many head knocks in youth games come from collisions between players, not from heading the ball.

**The takeaway:** It's a real debate with good points on both sides, so you can weigh in with confidence.
""", [
                ("invented_claim", "Plenty of top players barely headed the ball until their teens anyway, advocates add.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
# 5 Things to Know About the Youth Heading Debate

**1. Advocates say it's about the brain**
Child health advocates worry that repeated heading could harm children's developing brains over time.

**2. Advocates say there's no rush**
Young players can learn the rest of the game first and add heading once they're older.

**3. Coaches say technique matters**
Youth soccer coaches argue that players who never practice heading may use poor technique later, which could be riskier.

**4. Coaches say look at collisions**
Many head knocks in youth games come from players colliding, not from heading the ball, they say.

**5. Coaches say keep kids in the game**
A ban could push some kids away from a sport they love.

**The takeaway:** Now you've got all five points, and you can make the call for your own family.
""", []),
            ("headed", None, """
# Should Kids Stop Heading the Ball? 5 Things to Know

## What child health advocates say

**1. Heading hurts growing brains**
Repeated heading damages children's developing brains, period.

**2. Heading can come later**
Young players can learn the rest of the game first and add heading when they're older.

## What youth soccer coaches say

**3. Practice now isn't a must**
Coaches say players who skip heading practice will pick it up safely later on.

**4. Collisions cause plenty of knocks**
Many head knocks in youth games come from players crashing into each other, not from heading the ball.

**5. A ban could cost the sport some kids**
Some kids might walk away from a sport they love if heading is banned.

**The takeaway:** Two camps, five points, and you're now up to speed on both.
""", [
                ("exaggeration", "Repeated heading damages children's developing brains, period.", (0, 0)),
                ("negation", "players who skip heading practice will pick it up safely later on", (1, 0)),
            ]),
            ("dense", None, """
**The quick version:** child health advocates say repeated heading could harm kids' developing brains over time and that young players can learn the rest of the game first and add heading when they're older, while youth soccer coaches counter that players who never practice heading may end up with poor, riskier technique later, that many head knocks in youth games come from players colliding rather than from heading, and that a ban could push some kids away from a sport they love. **The takeaway:** you now have both sides in one breath.
""", []),
            ("closing", None, """
# 5 Things to Know About a Youth Heading Ban

**1. Advocates are worried about developing brains**
Repeated heading could harm children's developing brains over time, child health advocates say.

**2. Advocates say heading can wait a few years**
Young players can learn the rest of the game first and add heading when they're older.

**3. Coaches say no practice means bad technique**
Players who never practice heading may use poor technique later, which could be riskier.

**4. Coaches say the risk just gets pushed down the road**
Put simply, skipping heading drills now just stores up clumsier, more dangerous headers for later.

**5. Coaches fear kids will quit**
A ban could push some kids away from a sport they love, especially the ones who dream of playing center back.

**The takeaway:** Where you land probably depends on which of these worries feels biggest to you, and that's a fair place to start.
""", [
                ("repetition", "skipping heading drills now just stores up clumsier, more dangerous headers for later", (1, 1)),
                ("added_detail", "especially the ones who dream of playing center back", (1, 2)),
            ]),
        ],
    },
    {
        "id": "public_money_pro_stadiums",
        "topic": "Using public money to build stadiums for professional sports teams",
        "query": "Should cities use taxpayer money to help build new stadiums for professional sports teams?",
        "perspectives": [
            ("supporters", [
                "A new stadium can bring visitors and spending to the surrounding neighborhood.",
                "Public help can keep a beloved team from moving to another city.",
                "A modern venue can host concerts and other big events as well as games.",
            ]),
            ("critics", [
                "Economic studies often find little lasting gain for the wider city.",
                "The same money could pay for schools, transit or parks instead.",
                "Team owners keep most of the profits while taxpayers carry the risk.",
            ]),
        ],
        "variants": [
            ("prose", None, """
# Taxpayer-Funded Stadiums: What Both Sides Are Saying

Say your city wants to help pay for a shiny new ballpark. Should you cheer or boo?

**Supporters are all in.** They say a new stadium can bring visitors and spending to the surrounding neighborhood. Without public help, they warn, your team will pack up and leave town. And a modern venue can host concerts and other big events, not just games.

**Critics want you to read the fine print.** They say economic studies often find little lasting gain for the wider city, and the stadiums themselves often need pricey renovations within a couple of decades. That same money could go to schools, transit or parks instead. And team owners keep most of the profits while taxpayers carry the risk.

**The takeaway:** It's a big decision for any city, and now you know what's on the scoreboard for each side.
""", [
                ("exaggeration", "Without public help, they warn, your team will pack up and leave town.", (0, 1)),
                ("invented_claim", "the stadiums themselves often need pricey renovations within a couple of decades", None),
            ]),
            ("bullets", None, """
# 6 Things to Know About Public Money for Pro Stadiums

- **Supporters say the neighborhood wins.** A new stadium can draw visitors and spending to the area around it.
- **Supporters say you keep your team.** Public help can stop a beloved team from moving to another city.
- **Critics say the payoff fades.** Economic studies often find little lasting gain for the wider city.
- **Critics say think about what else that money buys.** The same dollars could fund schools, transit or parks.
- **Critics say owners win, taxpayers risk.** Team owners keep most of the profits while the public carries the risk.
- **Critics even grant the venue has range.** They acknowledge a modern venue can pull double duty for concerts and other big events, not just games.

**The takeaway:** There's plenty to chew on here, and you're now ready for the next city council meeting.
""", [
                ("side_swap", "They acknowledge a modern venue can pull double duty for concerts and other big events, not just games.", (0, 2)),
            ]),
            ("numbered", None, """
# 6 Things to Know Before Your City Funds a Stadium

**1. Supporters say it's good for the neighborhood**
A new stadium can bring visitors and spending to the area around it.

**2. Supporters say it keeps your team home**
Public help can keep a beloved team from moving to another city.

**3. Supporters say it's more than a ballpark**
A modern venue can host concerts and other big events as well as games.

**4. Critics say the boost doesn't last**
Economic studies often find little lasting gain for the wider city.

**5. Critics say there are better uses for the money**
The same money could pay for schools, transit or parks instead.

**6. Critics say owners profit while you take the risk**
Team owners keep most of the profits while taxpayers carry the risk.

**The takeaway:** Six points, two sides, and one big question for your city.
""", []),
            ("headed", None, """
# Public Stadium Deals: What Both Sides Are Saying

## The case for

**1. Good for the neighborhood**
A new stadium can bring visitors and spending to the surrounding neighborhood, with bars and restaurants staying busy year-round.

**2. Your team stays put**
Public help can keep a beloved team from moving to another city.

**3. More than just game days**
A modern venue can host concerts and other big events as well as games.

## The case against

**4. The gains don't stick**
Economic studies often find little lasting gain for the wider city.

**5. Owners win, taxpayers risk**
Team owners keep most of the profits while taxpayers carry the risk.

**The takeaway:** Whichever way you lean, you now know the main plays on both sides.
""", [
                ("added_detail", "with bars and restaurants staying busy year-round", (0, 0)),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("dense", None, """
**The quick version:** supporters say a new stadium can bring visitors and spending to the surrounding neighborhood, public help can keep a beloved team from moving to another city, and a modern venue can host concerts and big events as well as games, while critics say economic studies often turn up a solid, lasting payoff for the wider city, the same money could pay for schools, transit or parks instead, and team owners keep most of the profits while taxpayers carry the risk. **The takeaway:** that's the whole debate in a nutshell, ready for your next argument at the bar.
""", [
                ("negation", "economic studies often turn up a solid, lasting payoff for the wider city", (1, 0)),
            ]),
            ("closing", None, """
# 6 Things to Know About Stadium Subsidies

**1. Supporters say stadiums bring people in**
A new stadium can bring visitors and spending to the surrounding neighborhood.

**2. Supporters say it can save your team**
Public help can keep a beloved team from moving to another city.

**3. Supporters say the venue can do double duty**
A modern venue can host concerts and other big events as well as games.

**4. Critics say the lasting gains are thin**
Economic studies often find little lasting gain for the wider city.

**5. Critics say you could fund other things**
That same money could pay for schools, transit or parks instead.

**6. Critics say the risk is lopsided**
Team owners keep most of the profits while taxpayers carry the risk.

**The takeaway:** Both sides make their case, and how you weigh these points is up to you.
""", []),
        ],
    },
    {
        "id": "outside_food_at_stadiums",
        "topic": "Letting fans bring their own food and drinks into stadiums",
        "query": "Should sports stadiums let fans bring in their own food and drinks?",
        "perspectives": [
            ("fans", [
                "Stadium food prices can make a day at the game too expensive for families.",
                "People with allergies or special diets could bring food they know is safe.",
            ]),
            ("stadium operators", [
                "Concession sales help pay for running the venue and can keep ticket prices lower.",
                "Checking outside food and containers could slow down lines at the gates.",
            ]),
        ],
        "variants": [
            ("prose", None, """
# Bring Your Own Snacks to the Game? What Both Sides Are Saying

Here's the debate in a nutshell.

**Fans say let us pack a lunch.** Stadium food prices can make a day at the game too expensive for families. People with allergies or special diets could bring food they know is safe. Fans even admit that checking coolers and containers could slow down the lines at the gates.

**Stadium operators say the snack bar pays the bills.** Concession sales help cover the cost of running the venue, and they can keep ticket prices lower for you.

**The takeaway:** It's a fun debate with real stakes, and now you can argue it from either seat.
""", [
                ("side_swap", "Fans even admit that checking coolers and containers could slow down the lines at the gates.", (1, 1)),
            ]),
            ("bullets", None, """
# 4 Things to Know About Outside Food at Stadiums

- **Fans say the price is the problem.** Stadium food can make a day at the game too expensive for families.
- **Fans say it's about safety, too.** People with allergies or special diets could bring food they know is safe to eat.
- **Operators say concessions keep the lights on.** Food and drink sales help pay for running the venue and can keep ticket prices lower.
- **Operators say the gates would back up.** Checking outside food and containers could slow down the lines to get in.

**The takeaway:** Both sides make a fair case, so you're all set for the next tailgate debate.
""", []),
            ("numbered", None, """
# 4 Things to Know Before You Pack a Stadium Snack

**1. Fans say prices squeeze families**
Stadium food prices make a day at the game impossible for every family on a budget.

**2. Fans say special diets need options**
People with allergies or special diets could bring food they know is safe.

**3. Operators say concessions pay the bills**
Concession sales help pay for running the venue and can keep ticket prices lower. Many teams already let you bring in a sealed bottle of water, operators add.

**4. Operators say security would slow down**
Checking outside food and containers could slow down lines at the gates.

**The takeaway:** There's a lot on the plate here, and you now know what each side is serving.
""", [
                ("exaggeration", "Stadium food prices make a day at the game impossible for every family on a budget.", (0, 0)),
                ("invented_claim", "Many teams already let you bring in a sealed bottle of water, operators add.", None),
            ]),
            ("headed", None, """
# Outside Food at the Ballpark: What Both Sides Are Saying

## Fans

**1. Families are feeling the pinch**
Stadium food prices can make a day at the game too expensive for families.

**2. Safe food for special diets**
If you have allergies or a special diet, you could bring food you know is safe.

## Stadium operators

**3. Concessions keep the venue running**
Concession sales help pay for running the venue and can help keep ticket prices lower.

**4. Longer lines at the gates**
Checking outside food and containers could slow down entry lines.

**The takeaway:** Two sides, four points, and plenty to talk about on your next trip to the game.
""", []),
            ("dense", None, """
**The quick version:** fans say stadium food prices can make a day at the game too expensive for families and that people with allergies or special diets, from nut allergies to celiac disease, could bring food they know is safe, while stadium operators say concession sales help pay for running the venue and can keep ticket prices lower, and that checking outside food and containers could slow down lines at the gates. **The takeaway:** that's the whole menu, served up in one bite.
""", [
                ("added_detail", "from nut allergies to celiac disease", (0, 1)),
            ]),
            ("closing", None, """
# 4 Things to Know About BYO Food at Stadiums

**1. Fans say prices keep families home**
Stadium food prices can make a day at the game too expensive for families.

**2. Fans say outside food can be safer for some**
People with allergies or special diets could bring in food they know is safe.

**3. Operators say concessions pay the way**
Concession sales help pay for running the venue and can keep your ticket prices lower.

**4. Operators say it would clog the entrances**
Checking outside food and containers could slow down lines at the gates.

**The takeaway:** Each side has a reasonable point, and how you balance them is your call.
""", []),
        ],
    },
]
