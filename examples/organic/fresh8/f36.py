"""Fresh8 batch f36 (written by a separate writer): on-demand minibuses replacing a fixed bus route; compulsory dog licences; banning patio heaters at cafés and pubs; self-checkout-only supermarkets."""

TOPICS = [
    {
        "id": "on_demand_minibus_route",
        "topic": "Replacing a fixed bus route with on-demand minibuses",
        "query": "Should the council replace a fixed bus route with on-demand minibuses that people book by app or phone?",
        "perspectives": [
            ("passengers", [
                "On-demand minibuses could pick people up closer to their homes, cutting walking distances.",
                "Passengers without smartphones, or who struggle with apps, may find it harder to book a trip.",
            ]),
            ("bus drivers", [
                "Drivers may worry that smaller vehicles mean fewer driving jobs or lower pay.",
                "Some drivers could enjoy more varied routes instead of repeating the same loop all day.",
            ]),
            ("the council", [
                "The council could save money by not running near-empty buses at quiet times.",
                "Booking software and new vehicles may carry significant upfront costs.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
It helps to look at this from each side of the bus.

**If you're a passenger**
- The appeal is that a minibus could collect you nearer your front door, so you'd have less of a walk.
- The catch: if you don't have a smartphone, or apps aren't really your thing, booking a journey might become more of a hassle.

**If you drive the buses**
- You might reasonably worry that smaller vehicles translate into fewer driving jobs, or lower wages.
- On the other hand, you could find the work more varied than going round the same loop all day.

**If you sit on the council**
- You could save money by no longer running almost-empty buses during quiet spells.
- But you'd need to budget for the booking software and new vehicles up front, and that may not be cheap.
""", []),
            ("three_perspectives", None, """
Here's how it might look depending on where you stand.

If you're a passenger, the big selling point is convenience: you could be picked up closer to home and spared some of the walk to the stop. That said, if you don't own a smartphone or find apps fiddly, you may find booking a seat harder.

From where you sit as a driver, there are two worries. Smaller vehicles could mean fewer jobs or a cut in pay, and swapping the familiar loop for a different route every trip is hardly something most drivers would look forward to.

If you're on the council, the sums are the attraction — you'd stop paying to run nearly empty buses at off-peak times. Against that, the app, the booking system and a new fleet may all cost a fair bit up front.
""", [
                ("negation", "swapping the familiar loop for a different route every trip is hardly something most drivers would look forward to", (1, 1)),
            ]),
            ("three_perspectives", None, """
### Passengers
If you use the service, you'd likely be dropped and collected within a couple of hundred metres of your door, which means far less walking. You'd also gain from the money saved by not running near-empty buses at quiet times. The downside is booking: if you haven't got a smartphone or apps baffle you, getting a ride could be trickier.

### Bus drivers
You might fear that smaller vehicles lead to fewer jobs or a smaller pay packet. Then again, you could enjoy the variety of different routes rather than the same circuit every day.

### The council
For you, the main concern is the cost up front — new minibuses and booking software may not come cheap.
""", [
                ("added_detail", "you'd likely be dropped and collected within a couple of hundred metres of your door", (0, 0)),
                ("side_swap", "You'd also gain from the money saved by not running near-empty buses at quiet times", (2, 0)),
            ]),
            ("three_perspectives", None, """
Three groups have a stake in this, and each would see it differently:

1. **Passengers** – If you ride the bus, you could be picked up nearer home and walk less. But if you don't use a smartphone, or find booking apps awkward, arranging a trip might be harder.
2. **Drivers** – If you drive for a living, you may fear that smaller vehicles mean fewer jobs or less pay, though some of you could welcome a change from driving the same loop all day.
3. **The council** – If you hold the budget, you could save by not running near-empty buses at quiet times, but the booking software and new vehicles may carry a hefty upfront bill.
""", []),
            ("three_perspectives", None, """
If you're a passenger, you'd probably like the idea of being collected closer to home instead of trudging to a stop, although you might find booking tricky if you don't have a smartphone or don't get on with apps.

If you're a driver, you could find the job more interesting, with varied routes replacing the same old loop.

If you're a councillor, the case is largely financial. You could stop paying for buses that run almost empty at quiet times — in pilot schemes elsewhere, councils have reported cutting operating costs by around 30%. You'd have to weigh that against the upfront expense of new vehicles and the booking software, which may be considerable.
""", [
                ("invented_statistic", "in pilot schemes elsewhere, councils have reported cutting operating costs by around 30%", None),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("three_perspectives", None, """
You could break it down by who's affected:

- **Passengers:** you could be picked up closer to your door, so less walking. But if you don't have a smartphone or aren't comfortable with apps, you'll be shut out of the service entirely.
- **Drivers:** you may worry about fewer jobs or lower pay as the vehicles get smaller, though you could enjoy varied routes instead of the same loop. You might also find yourself dealing with more complaints whenever a booked pickup runs late.
- **The council:** you could save money by not running near-empty buses at quiet hours, but the booking software and new vehicles may come with a big upfront cost.
""", [
                ("exaggeration", "you'll be shut out of the service entirely", (0, 1)),
                ("invented_claim", "You might also find yourself dealing with more complaints whenever a booked pickup runs late.", None),
            ]),
        ],
    },
    {
        "id": "compulsory_dog_licences_return",
        "topic": "Bringing back compulsory dog licences",
        "query": "Should compulsory dog licences be brought back?",
        "perspectives": [
            ("pro", [
                "A licence fee could help fund dog wardens and the clean-up of fouling in parks.",
                "Licensing may make it easier to trace the owners of dogs that stray or attack someone.",
                "It could make people think harder before buying a dog.",
            ]),
            ("con", [
                "Responsible owners would end up paying while irresponsible ones simply ignore the rule.",
                "Compulsory microchipping already lets authorities identify most dogs' owners.",
                "The fee may be a burden for owners on low incomes, including older people who rely on a dog for company.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
If you're weighing this up, here's how each camp sees it.

**If you're in favour**
- The money raised could pay for dog wardens and for cleaning up fouling in parks.
- You'd have a better chance of tracking down whoever owns a dog that wanders off or bites someone.
- It might make would-be owners pause and think more carefully before getting a dog.

**If you're against**
- You'd likely point out that responsible owners would pay up while the irresponsible ones just wouldn't bother.
- Microchipping is already compulsory, and that lets the authorities identify the owners of most dogs anyway.
- And if money's tight — say you're an older person who depends on your dog for company — the fee might be a real strain.
""", []),
            ("prose", None, """
If you support bringing licences back, your strongest point is probably money: a fee could help pay for dog wardens and for clearing up fouling in parks. You'd also argue that a licence register would guarantee the owner of any dog that strays or attacks someone can be traced. And you might hope it nudges people to think twice before buying a dog in the first place.

If you're opposed, though, you'd say the burden falls in the wrong place — careful owners pay, while careless ones simply ignore it. You might add that compulsory microchipping rarely helps the authorities trace a dog's owner. Finally, you could worry about people on low incomes, particularly older owners for whom a dog is company, struggling with the fee.
""", [
                ("exaggeration", "a licence register would guarantee the owner of any dog that strays or attacks someone can be traced", (0, 1)),
                ("negation", "compulsory microchipping rarely helps the authorities trace a dog's owner", (1, 1)),
            ]),
            ("headed", None, """
### The case for licences
If you back the idea, you'd see a licence fee as a way to fund dog wardens and keep parks clear of fouling. You could also argue that it might be easier to find the owner when a dog goes astray or attacks someone, and that having to get a licence could make people think more carefully before taking on a dog.

### The case against
If you're sceptical, your main objection might be fairness: responsible owners would pay, while those who flout the rules would simply ignore it. You'd probably also note that compulsory microchipping already allows most owners to be identified. And for anyone on a low income — older people who lean on a dog for companionship, for instance — the fee may be a genuine burden.
""", []),
            ("dense", None, """
If you're in favour of bringing licences back, you'd argue that the fee could fund dog wardens and the clean-up of fouling in parks, that a register may make it easier to trace the owners of dogs that stray or attack, and that having to apply for one could make people think harder before they buy a dog.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("numbered", None, """
Here's roughly how you might see it, depending on your view:

1. **Funding** – If you favour licences, you'd point out that the fee could pay for dog wardens and for fouling to be cleared from parks, with the money ring-fenced so it can't be spent elsewhere.
2. **Tracing owners** – You'd also say a licence may help track down the owner of a dog that strays or attacks someone.
3. **Thinking before buying** – And it could make people stop and think before getting a dog.
4. **Fairness** – If you're against, you might argue that responsible owners would foot the bill while irresponsible ones just ignore it.
5. **Microchipping** – You could also say a licence adds little, since compulsory microchipping already lets the authorities identify most owners.
6. **Cost to owners** – Finally, the fee may weigh heavily on you if you're on a low income, especially if you're an older person who relies on a dog for company.
""", [
                ("added_detail", "with the money ring-fenced so it can't be spent elsewhere", (0, 0)),
            ]),
            ("closing", None, """
If you're a supporter, you'd probably lead with the practical benefits. A fee could help pay for dog wardens and cleaning up after dogs in parks; licensing may make it easier to trace the owner of a dog that's strayed or attacked someone; and it could encourage people to think harder before buying a dog.

If you're a critic, you'd likely counter that responsible owners would end up paying while irresponsible ones ignore the rule altogether, and that compulsory microchipping already lets the authorities identify most owners. You might also worry that the fee could be a burden for owners on low incomes, including older people who depend on a dog for company.

In the end, it's a question of how you weigh these points against each other.
""", []),
        ],
    },
    {
        "id": "patio_heater_ban_venues",
        "topic": "Banning outdoor patio heaters at cafés and pubs",
        "query": "Should cafés and pubs be banned from using outdoor patio heaters?",
        "perspectives": [
            ("pro", [
                "Patio heaters use a lot of energy to warm open air, which adds to carbon emissions.",
                "A ban could push venues towards greener alternatives such as blankets or heated seat cushions.",
            ]),
            ("con", [
                "Cafés and pubs may lose winter trade if customers can't sit outside in comfort.",
                "Smokers, who have to sit outdoors, could be left out in the cold.",
                "Enforcing a ban could be difficult for councils with stretched licensing teams.",
            ]),
        ],
        "variants": [
            ("closing", None, """
If you back a ban, your case rests on the environment: patio heaters burn through a lot of energy heating open air, and that pushes up carbon emissions. You'd accept that a ban is unlikely to steer venues towards greener options such as blankets or heated seat cushions, but you'd still see the emissions argument as strong enough on its own.

If you run a café or pub, you might fear losing winter custom if people can't sit outside comfortably. If you smoke, you have to sit outdoors anyway, so you could be the one left out in the cold. You might also point out that many venues have only recently paid for their heaters and would be left with equipment they can't use. And if you work in a council licensing team that's already stretched, you'd probably wonder how you'd find the time to enforce it.

Which way you lean probably depends on how you weigh the climate against the health of local hospitality.
""", [
                ("negation", "You'd accept that a ban is unlikely to steer venues towards greener options such as blankets or heated seat cushions", (0, 1)),
                ("invented_claim", "You might also point out that many venues have only recently paid for their heaters and would be left with equipment they can't use.", None),
            ]),
            ("numbered", None, """
There are points on both sides, so here they are in turn.

1. **Emissions** – If you support a ban, you'd say heaters use a lot of energy warming open air, which adds to carbon emissions.
2. **Greener alternatives** – You could also argue that a ban might push venues to offer blankets or heated seat cushions instead.
3. **Winter trade** – If you run a café or pub, you may worry about losing business over the colder months if customers can't sit outside comfortably.
4. **Smokers** – If you smoke, you have to sit outdoors, so a ban could leave you out in the cold.
5. **Enforcement** – And if you're on a council with an overstretched licensing team, you might find a ban hard to police.
""", []),
            ("prose", None, """
If you're in favour of a ban, your main argument is environmental: patio heaters use a great deal of energy just to warm the open air, and that adds to carbon emissions. You'd also point out that smokers, who have to sit outside, could be left out in the cold. And a ban could nudge venues towards greener options such as blankets or heated seat cushions.

If you run a café or pub, or you're simply against the idea, you'd worry that trade could drop over the winter if customers can't sit outside in comfort. You might also question how councils with already stretched licensing teams would manage to enforce it.
""", [
                ("side_swap", "You'd also point out that smokers, who have to sit outside, could be left out in the cold", (1, 1)),
            ]),
            ("bullets", None, """
Put simply:

**For a ban**
- Heaters use a lot of energy warming open air, which adds to carbon emissions.
- A ban would force every venue to switch to greener alternatives like blankets or heated seat cushions.

**Against a ban**
- If you run a café or pub, you could lose winter trade when customers can't sit outside comfortably.
- Smokers, who have to be outdoors, could be left out in the cold.
- And you may see fewer people asking for outside tables through the colder months, which could dent your takings.
""", [
                ("exaggeration", "A ban would force every venue to switch to greener alternatives like blankets or heated seat cushions", (0, 1)),
                ("repetition", "you may see fewer people asking for outside tables through the colder months, which could dent your takings", (1, 2)),
            ]),
            ("dense", None, """
If you favour a ban, you'd stress that heaters use a lot of energy warming open air and add to carbon emissions, and that a ban could nudge venues towards greener alternatives such as blankets or heated seat cushions; if you're against it, you'd counter that cafés and pubs may lose winter trade if customers can't sit outside in comfort, that smokers, who have to be outdoors, could be left out in the cold, and that councils with stretched licensing teams might struggle to enforce it.
""", []),
            ("headed", None, """
### If you support a ban
You'd argue that patio heaters use a lot of energy heating open air, adding to carbon emissions — a single gas heater can produce as much CO2 in a season as a family car does in a year. You might also hope a ban would encourage venues to switch to greener options such as blankets or heated seat cushions.

### If you run a café or pub
You may worry about losing winter trade if customers can't sit outside in comfort.

### If you smoke
You have to sit outdoors anyway, so you could end up left out in the cold.

### If you're in council licensing
With your team already stretched, you might find a ban difficult to enforce.
""", [
                ("invented_statistic", "a single gas heater can produce as much CO2 in a season as a family car does in a year", None),
            ]),
        ],
    },
    {
        "id": "self_checkout_only_supermarkets",
        "topic": "Supermarkets with only self-checkout tills",
        "query": "Should supermarkets be allowed to replace all their staffed tills with self-checkouts?",
        "perspectives": [
            ("pro", [
                "Self-checkouts can cut queues by letting several shoppers pay at once.",
                "Supermarkets could move staff onto restocking shelves and helping customers on the shop floor.",
            ]),
            ("con", [
                "Older or disabled shoppers may struggle to use the machines without help.",
                "Cashier jobs could disappear, hitting people who rely on that work.",
                "Some shoppers value a chat with a cashier, especially those who live alone.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## If you're all for it
You'd probably point to shorter queues, since several people can pay at the same time. You might also argue that staff freed from the tills could spend their time restocking shelves and helping shoppers on the shop floor.

## If you have doubts
If you're older or disabled, you may worry about managing the machines without anyone to help. If you work on the tills, you could see cashier jobs vanish, and that would hit people who depend on that income. And if you live alone, you might especially value the chat with a cashier.
""", []),
            ("bullets", None, """
Broadly, it splits like this:

- **If you want faster shopping:** you could find queues shorter, since several customers can pay at once.
- **If you're an older or disabled shopper:** you'd likely find the machines easy enough to use on your own.
- **If you work on the tills:** cashier jobs could disappear, and that would hit people who rely on that work.
- **If you live alone:** you might miss the chat with a cashier, which some shoppers really value.
""", [
                ("negation", "you'd likely find the machines easy enough to use on your own", (1, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("dense", None, """
If you back the idea, you'd say self-checkouts can cut queues by letting several shoppers pay at once and can free up staff to restock shelves and help customers on the shop floor, whereas if you're wary, you'd point out that older or disabled shoppers may struggle without help, that cashier jobs could vanish for people who depend on them, and that some shoppers — particularly those living alone — value a chat at the till.
""", []),
            ("prose", None, """
If you're a shopper in a hurry, the appeal is easy to see: with several people able to pay at once, queues could get shorter. And if you manage a store, you could move staff off the tills and onto restocking and helping customers on the shop floor.

On the other side, if you're older or have a disability, you may find the machines hard to use unless someone is on hand to help. If you work as a cashier, you could lose your job — and in towns where the supermarket is one of the few big employers, that could hit whole families who rely on that wage. You might also point out that self-checkouts tend to see more shoplifting, which could push prices up for everyone. And if you live alone, the chat with a cashier may be something you genuinely value.
""", [
                ("added_detail", "in towns where the supermarket is one of the few big employers, that could hit whole families who rely on that wage", (1, 1)),
                ("invented_claim", "You might also point out that self-checkouts tend to see more shoplifting, which could push prices up for everyone.", None),
            ]),
            ("closing", None, """
Here's how it might look from each side:

1. If you favour self-checkout-only stores, you'd say they can shorten queues because several shoppers can pay at once.
2. You'd also argue that staff could be redeployed to restocking and helping people on the shop floor.
3. If you're opposed, you might worry that older or disabled shoppers could struggle with the machines without help.
4. You could also point out that cashier jobs may disappear, hurting those who rely on that work.
5. And you might say some shoppers, especially those living alone, value a chat with the cashier.

Where you land probably depends on which of these matter most to you.
""", []),
            ("numbered", None, """
1. **Queues** – If you're in favour, you'd argue that self-checkouts will do away with queues altogether, since several people can pay at once.
2. **Staff on the floor** – You could also say staff could be freed up to restock shelves and help customers around the store.
3. **Accessibility** – If you're older or disabled, though, you may struggle to use the machines without help.
4. **Jobs** – If you work as a cashier, your job could disappear, and that would hurt people who depend on that work.
5. **Human contact** – And if you live alone, you might particularly value a chat with a cashier, as some shoppers do.
""", [
                ("exaggeration", "self-checkouts will do away with queues altogether", (0, 0)),
            ]),
        ],
    },
]
