"""fresh24 batch f97 (written by a separate writer): Requiring shelf notices when products shrink but keep the same price; Banning pet shops from selling puppies and kittens; Banning multi-buy deals on unhealthy food; Scrapping standing charges on household energy bills."""

TOPICS = [
    {
        "id": "shrinkflation_shelf_notices",
        "topic": "Requiring shelf notices when products shrink but keep the same price",
        "query": "Should supermarkets have to put a clear notice on the shelf when a product gets smaller but keeps the same price (so-called \"shrinkflation\")?",
        "perspectives": [
            ("supporters of shelf notices", [
                "Shoppers may not notice when a packet quietly gets smaller, so they can end up paying more without realising.",
                "A notice could make some brands think twice before cutting pack sizes.",
            ]),
            ("shops and food makers", [
                "Tracking every change in pack size could add costs that may be passed on to shoppers.",
                "Some products get smaller for fair reasons, such as a change of recipe or packaging.",
                "Shelf labels that show the price per kilo or litre already let careful shoppers compare value.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Have you ever picked up a packet in a shop and thought it looked a bit smaller than before? Sometimes a product shrinks but the price stays the same. People call this "shrinkflation". Now some people want shops to put a clear notice on the shelf when this happens.

Some people think this is a good idea. They say shoppers may not spot it when a packet quietly gets smaller. This means people can end up paying more without realising. They also think a notice could make some brands think twice before they cut the size of a pack.

Other people, mainly shops and food makers, are not so sure. They worry that keeping track of every change in pack size could cost money, and shoppers may end up paying for it. They also say that some products get smaller for fair reasons, for example because the recipe or the packaging has changed. And they point out that many shelf labels already show the price per kilo or per litre (the unit price), so careful shoppers can already compare value.

It is a tricky question, and it is fine to take your time deciding what you think.
""", []),
            ("bullets", None, """
Here is a simple guide to the argument about shelf notices for shrinking products.

**Why some people want the notices**
- Shoppers never notice when a packet quietly gets smaller, so they always end up paying more without knowing.
- A notice could make some brands stop and think before they make a pack smaller.

**Why shops and food makers are worried**
- Checking every change in pack size could add costs. These costs may be passed on to shoppers (this means prices could go up).
- Not every shrinking product is a trick. Some get smaller for fair reasons, like a new recipe or new packaging.

People see this in different ways, and that is OK.
""", [
                ("exaggeration", "Shoppers never notice when a packet quietly gets smaller, so they always end up paying more without knowing", (0, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Shrinkflation is a funny word. It means a product gets smaller, but the price does not go down. Should shops have to warn us about it on the shelf? Here are the main points, one by one.

1. Some people think shoppers might not notice when a packet gets a little smaller. So they could pay more for less and never know.
2. The same people hope a shelf notice could make some brands think twice before shrinking their packs.
3. Other people, such as shops and food makers, worry about cost. Keeping track of every size change could cost money, and that money might be added to what shoppers pay.
4. They also say that a smaller pack is not always a trick. Sometimes the recipe or the packaging changes, and that is a fair reason.
5. Finally, they point out that many shelf labels already show the unit price (the price per kilo or per litre). This means careful shoppers can already compare which product is better value.

There are good points on both sides, so have a think about which ones matter most to you.
""", []),
            ("headed", None, """
## What is the question?
When a product gets smaller but costs the same, should the shop put up a sign to tell you?

## Some people say yes
Some people think shoppers may not see that a packet has quietly shrunk. This means they can pay more without realising. One survey found that seven out of ten shoppers had bought a smaller pack without noticing. Supporters also hope that a sign could make some brands think twice before cutting pack sizes.

## Other people say no
Shops and food makers worry that following every change in pack size could add costs, and shoppers may end up paying them. They say some products shrink for fair reasons, such as a change to the recipe or the packaging. They also say that shelf labels already show the price per kilo or litre, so careful shoppers can compare value.

## So what now?
People are still talking about it. You can make up your own mind.
""", [
                ("invented_statistic", "One survey found that seven out of ten shoppers had bought a smaller pack without noticing", None),
            ]),
            ("dense", None, """
Shrinkflation is when a product gets smaller but the price stays the same. Should shops put a notice on the shelf when this happens? Some people think yes. They say shoppers may not notice a packet quietly getting smaller. This means they can pay more without knowing. They also hope a notice could make some brands think twice about cutting pack sizes. These supporters even agree that some products get smaller for fair reasons, like a new recipe or new packaging. Shops and food makers see it another way. They worry that tracking every size change could add costs, and shoppers might have to pay them. They also say shelf labels already show the price per kilo or litre, so careful shoppers can compare value. People can fairly see this either way.
""", [
                ("side_swap", "These supporters even agree that some products get smaller for fair reasons, like a new recipe or new packaging", (1, 1)),
            ]),
            ("closing", None, """
Let's look at a question about shopping. When a packet gets smaller but the price does not change, should the shop have to tell you on the shelf?

Some people think it should. Their first reason is simple: you may not notice that a packet has shrunk, so you can end up paying more without realising. Their second reason is about the brands. A shelf notice could make some of them think twice before they make a pack smaller.

Other people worry about the idea. Shops and food makers say that keeping track of every change in pack size could add costs, and shoppers may end up paying those costs. They also say that some products get smaller for fair reasons, such as a change in the recipe or the packaging. And they remind us that shelf labels already show the price per kilo or litre. This means careful shoppers can already compare value.

There is no easy answer here. Whatever you decide, it helps to hear both sides.
""", []),
        ],
    },
    {
        "id": "pet_shop_puppy_kitten_sales_ban",
        "topic": "Banning pet shops from selling puppies and kittens",
        "query": "Should pet shops and other dealers be banned from selling puppies and kittens, so that people must buy straight from the breeder or adopt from a rescue centre?",
        "perspectives": [
            ("people who want a ban", [
                "Puppies and kittens sold through shops are often taken from their mothers too young.",
                "Buying straight from the breeder lets families see the mother and how the animals are kept.",
            ]),
            ("people against a ban", [
                "A ban could push some sales online, where they are harder to check.",
                "Some licensed pet shops may look after young animals well and give new owners good advice.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Lots of families dream of getting a puppy or a kitten. But where should it come from? Some people want to stop pet shops and dealers (people who buy and sell animals for money) from selling them. Then you would have to buy from the breeder or adopt from a rescue centre.

Some people think a ban is a good idea. They say puppies and kittens sold through shops are often taken away from their mothers when they are too young. They also say that buying straight from the breeder means a family can see the mother and how the animals are looked after.

Other people are against a ban. They say it could move some sales onto the internet, where they would be easier to keep an eye on. They also think some licensed pet shops may care for young animals well and give new owners helpful advice.

People feel strongly about this, and it is worth hearing both sides.
""", [
                ("negation", "where they would be easier to keep an eye on", (1, 0)),
            ]),
            ("bullets", None, """
Should pet shops be stopped from selling puppies and kittens? Here are the main points in simple words.

**Some people say yes, because:**
- puppies and kittens from shops are often taken from their mums too early
- if you buy straight from the breeder, you can meet the mother and see how the animals are kept

**Other people say no, because:**
- a ban could push some sales onto the internet, and those sales are harder to check
- some pet shops with a licence (official permission) may look after young animals well and give new owners good advice

Now you know both sides, you can think about what seems fair to you.
""", []),
            ("numbered", None, """
Some people want a new rule. Pet shops and dealers would not be allowed to sell puppies and kittens. Families would have to go to a breeder or a rescue centre instead. Here is what each side says.

1. Some people think puppies and kittens sold in shops are often taken from their mothers too young.
2. They also worry that these young animals are often separated from their mums before they are ready.
3. Other people worry that a ban could push some sales online. This means they would be harder to check.
4. They also say some licensed pet shops may look after young animals well and give good advice to new owners.

It is a big question, and kind people can end up on either side.
""", [
                ("repetition", "They also worry that these young animals are often separated from their mums before they are ready", (0, 1)),
            ]),
            ("headed", None, """
### What is being asked?
Should pet shops stop selling puppies and kittens? If they did, people would buy from the breeder or adopt from a rescue centre.

### What do supporters say?
Some people think pet shops are not the right place to buy a young pet. They say animals sold this way are often taken from their mothers too young. They also like the idea of buying straight from the breeder. This means a family can see the mother and check how the animals are kept.

### What happens next?
The argument is still going on. It is worth finding out more before you make up your mind.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("dense", None, """
Getting a new puppy or kitten is exciting, but there is a question about where people should get one. Some people think pet shops should not be allowed to sell them. They say young animals sold in shops are often taken from their mothers too early. They also say that buying straight from the breeder lets you see the mother and how the animals live. Other people worry that a ban could push some sales onto the internet, where they are harder to check. They also say that some pet shops with a licence may take good care of young animals and give new owners useful advice. People feel strongly on both sides, so it is worth listening to each one.
""", []),
            ("closing", None, """
Should pet shops be banned from selling puppies and kittens? Let's look at both sides.

Some people think a ban would help. Puppies and kittens sold through shops are often taken from their mothers too young, they say. Buying straight from the breeder is better, because families can see the mother and how the animals are kept. They also think a ban would stop people buying a pet on the spot without thinking it through.

Other people are not so keen. They worry that a ban could push some sales online, where they are harder to check. They also say that some licensed pet shops, especially ones with a vet who visits every week, may look after young animals well and give new owners good advice.

There is no simple answer here. Whichever way you lean, both sides are worth hearing.
""", [
                ("invented_claim", "They also think a ban would stop people buying a pet on the spot without thinking it through", None),
                ("added_detail", "especially ones with a vet who visits every week", (1, 1)),
            ]),
        ],
    },
    {
        "id": "multibuy_unhealthy_food_ban",
        "topic": "Banning multi-buy deals on unhealthy food",
        "query": "Should supermarkets be banned from offering multi-buy deals, such as \"buy one get one free\", on foods high in fat, sugar or salt?",
        "perspectives": [
            ("health campaigners", [
                "Multi-buy deals can lead people to buy and eat more sweets and snacks than they planned.",
                "Without these deals, shops may put more of their offers on healthier food.",
            ]),
            ("families on tight budgets", [
                "Multi-buy deals can help some families make their food money go further.",
                "A ban may hit poorer households hardest at a time when prices are already high.",
            ]),
            ("supermarkets", [
                "Deciding which products count as unhealthy could be confusing and costly for shops.",
                "Shoppers could still find cheap unhealthy food through ordinary price cuts, so the ban might change little.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
You have probably seen signs in shops that say "buy one, get one free" or "3 for 2". These are called multi-buy deals. Some people want to ban them on foods that are high in fat, sugar or salt. Three groups see this in different ways.

**Health campaigners** (people who work to help others stay healthy) think a ban is a good idea. They say multi-buy deals can lead people to buy and eat more sweets and snacks than they meant to. They also hope that, without these deals, shops may move more of their offers onto healthier food.

**Families on tight budgets** are worried. For some of them, multi-buy deals help their food money go further. They also fear that a ban might hit poorer homes hardest, just when prices are already high.

**Supermarkets** have their own worries. Deciding which products count as unhealthy could be confusing, and it could cost shops money. They also say shoppers could still find cheap unhealthy food through normal price cuts. This means the ban might not change very much.

Each group is looking at the same question from a different place. It is up to you to weigh them up.
""", []),
            ("three_perspectives", None, """
Should shops stop "buy one, get one free" deals on foods high in fat, sugar or salt? Here is what three groups say.

Some health campaigners think yes. They say these deals can make people buy and eat more snacks and sweets than they planned. A study found that people who use multi-buy deals eat 500 more calories a week. The campaigners also think that, without the deals, shops may offer more money off healthier food.

Some families who are short of money feel differently. They say multi-buy deals help them make their food money stretch further. They are sure a ban will hit the poorest families hardest, because prices are already high.

Supermarkets are not keen either. Working out which foods count as unhealthy could be confusing and expensive. And shoppers could still find cheap unhealthy food through ordinary price cuts, so the ban might not change much.

There is a lot to think about here. Take your time and decide what seems fair to you.
""", [
                ("invented_statistic", "A study found that people who use multi-buy deals eat 500 more calories a week", None),
                ("exaggeration", "They are sure a ban will hit the poorest families hardest", (1, 1)),
            ]),
            ("three_perspectives", None, """
This question is about deals like "2 for 1" on unhealthy food. Should they be banned? There are three main groups with something to say.

First, the supermarkets. They think it could be hard and costly to decide which products count as unhealthy. They also say people could still find cheap unhealthy food when it is simply on sale at a lower price. This means, they say, that a ban might not make much difference.

Next, families who do not have much money. Some of them use these deals to make their food budget go further. They worry that a ban may be hardest on poorer households, at a time when food already costs a lot.

Last, health campaigners. They think multi-buy deals can lead people to buy and eat more sweets and snacks than they planned. They also think that if the deals were stopped, shops may put more offers on healthier food instead.

All three groups have a point to make. What you think may depend on which one matters most to you.
""", []),
            ("three_perspectives", None, """
Multi-buy deals are offers like "buy one, get one free". Some people want to stop them on food that is high in fat, sugar or salt.

Some people think this would help us eat better. Health campaigners say these deals can make people buy and eat more sweets and snacks than they planned. They also think that, without the deals, shops may put more of their offers on healthier food.

Other people worry about money. Some families on tight budgets say multi-buy deals help their food money go further. They fear a ban may hit poorer homes the hardest, when prices are already high.

It is a question about health and about money. Both matter, and people weigh them differently.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Let's talk about "buy one, get one free" and other multi-buy deals on unhealthy food. Should they be banned? Here are three points of view.

Health campaigners:
Some campaigners think the deals can make people buy and eat more sweets and snacks than they planned, especially when they go shopping hungry after work. They also think that, without the deals, shops may spend more of their offers on healthier food.

Families with not much money:
Some families say these deals help their food money go further. They worry a ban may hit poorer households hardest, at a time when prices are already high.

Supermarkets:
Supermarkets say it would be quick and easy to decide which products count as unhealthy. But they think shoppers could still find cheap unhealthy food through normal price cuts. This means a ban might change very little.

It is a tricky one. You can decide which points you find strongest.
""", [
                ("added_detail", "especially when they go shopping hungry after work", (0, 0)),
                ("negation", "Supermarkets say it would be quick and easy to decide which products count as unhealthy", (2, 0)),
            ]),
            ("three_perspectives", None, """
Imagine you are in a supermarket and you see "3 for 2" on a big bag of sweets. Should deals like this be banned on food that is high in fat, sugar or salt? Three groups have different views.

- Health campaigners think the deals can lead people to buy and eat more sweets and snacks than they planned. They also say that, with no multi-buy deals, shops may put more of their offers on healthier food.
- Families on tight budgets say the deals can help some of them make their food money go further. They worry that a ban may hit poorer families hardest, as prices are already high.
- Supermarkets say working out which products are unhealthy could be confusing and cost them money. They also point out that shoppers could still find cheap unhealthy food through ordinary price cuts. This means a ban might not change much.

There is no single right answer. Listening to all three groups is a good place to start.
""", []),
        ],
    },
    {
        "id": "energy_standing_charge_scrapping",
        "topic": "Scrapping standing charges on household energy bills",
        "query": "Should energy companies stop charging households a fixed daily \"standing charge\" and instead add those costs to the price of each unit of energy used?",
        "perspectives": [
            ("people who want to scrap standing charges", [
                "Households that use very little energy can pay a large part of their bill before they switch anything on.",
                "People on prepayment meters may build up standing-charge debt when they cannot afford to top up.",
            ]),
            ("people who want to keep them", [
                "Higher unit prices could make bills bigger for households that need to use a lot of energy.",
                "The cost of keeping homes connected to the gas and electricity network still has to be paid by someone.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Most energy bills have two parts. One part is for the energy you use. The other part is a standing charge (a fixed amount you pay every day, even if you use nothing). Some people want to get rid of the standing charge and add the cost to the price of each unit of energy instead.

Some people think this would be fairer. Households that use very little energy can pay a big part of their bill before they even switch anything on. And people with prepayment meters (meters you top up before you use energy) may build up standing-charge debt when they cannot afford to top up.

Other people think the standing charge should stay. If each unit cost more, bills could go up for households that need to use a lot of energy. The cost of keeping homes connected to the gas and electricity network still has to be paid by someone. They also say that a fixed charge makes it easier for energy companies to plan ahead and keep prices steady.

It is a knotty question (a hard one to untangle), and it is fine to see both sides.
""", [
                ("invented_claim", "They also say that a fixed charge makes it easier for energy companies to plan ahead and keep prices steady", None),
            ]),
            ("bullets", None, """
What is a standing charge? It is a fixed amount that homes pay each day for gas and electricity, however much they use. Should it be scrapped, with the cost added to each unit of energy instead?

**Reasons some people give for scrapping it**
- Homes that use only a little energy can pay a large part of their bill before they turn anything on.
- People on prepayment meters may build up debt from standing charges when they cannot afford to top up.

**Reasons some people give for keeping it**
- If each unit cost more, bills could get bigger for households that need to use a lot of energy.
- Keeping homes connected to the gas and electricity network costs money, and someone still has to pay for that.

Both sides raise fair questions. What do you think?
""", []),
            ("numbered", None, """
Here is a question about family money. Should energy companies stop charging a fixed daily "standing charge"? Instead, they would add those costs to the price of each unit of energy.

1. Some people think a standing charge is hard on homes that use very little energy. These homes can pay a large part of their bill before switching anything on.
2. They also say people on prepayment meters may build up standing-charge debt when they cannot afford to top up.
3. Supporters of the change also point out that the cost of keeping homes connected to the network still has to be paid by someone.
4. Other people want to keep the standing charge. They say higher unit prices could make bills bigger for households that need to use a lot of energy.

It is not an easy choice. Thinking about both sides can help you make up your own mind.
""", [
                ("side_swap", "Supporters of the change also point out that the cost of keeping homes connected to the network still has to be paid by someone", (1, 1)),
            ]),
            ("headed", None, """
## The question
Should the daily standing charge on energy bills be scrapped?

## Some people say yes
Some people think the standing charge is hard on homes that use very little energy. This is because these homes can pay a large part of their bill before they switch anything on. They also say that people on prepayment meters are kept safe from standing-charge debt, even when they cannot afford to top up.

## Some people say no
Other people say the cost of keeping homes connected to the gas and electricity network still has to be paid by someone.

## Thinking it over
It is a tricky question. Hearing both sides is a good way to start.
""", [
                ("negation", "people on prepayment meters are kept safe from standing-charge debt", (0, 1)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("dense", None, """
A standing charge is a fixed amount added to energy bills every day, and some people want to scrap it and put the cost into the price of each unit instead. Some people think this would be fairer. They say homes that use very little energy can pay a large part of their bill before switching anything on. They also say people on prepayment meters may build up standing-charge debt when they cannot afford to top up. Other people want to keep the charge. They say the cost of keeping homes connected to the gas and electricity network still has to be paid by someone. In other words, the pipes and wires that reach every house do not pay for themselves. It is a hard one, and people can fairly end up on either side.
""", [
                ("repetition", "the pipes and wires that reach every house do not pay for themselves", (1, 0)),
            ]),
            ("closing", None, """
Let's look at energy bills. Right now, most homes pay a standing charge. This is a fixed amount for every day, even if you use no energy at all. Some people want to get rid of it and add the cost to each unit of gas or electricity instead.

Some people think scrapping it would help. Homes that use very little energy can pay a big part of their bill before they turn anything on. People with prepayment meters (meters you pay into before you use energy) may also build up standing-charge debt when they do not have money to top up.

Other people think the charge should stay. If each unit cost more, bills could grow for households that need to use a lot of energy. And keeping homes joined up to the gas and electricity network costs money that someone still has to pay.

Both sides are trying to work out who should pay for what. Whatever you think, it is good to understand both points of view.
""", []),
        ],
    },
]
