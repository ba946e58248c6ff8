"""fresh22 batch f91 (written by a separate writer): Requiring vets to publish prices for common treatments; Banning electric shock collars for dogs; Banning glue traps for mice and rats; Night-time curfews for pet cats to protect wildlife."""

TOPICS = [
    {
        "id": "vets_publishing_treatment_prices",
        "topic": "Requiring vets to publish prices for common treatments",
        "query": "Should veterinary practices be required to publish their prices for common treatments online?",
        "perspectives": [
            ("pet owners", [
                "Many owners only find out what a treatment costs once the bill arrives, when it is too late to shop around.",
                "Published prices could make it easier to compare practices and may push fees down.",
            ]),
            ("vet practices", [
                "Treatment costs vary a lot from animal to animal, so a listed price could mislead owners.",
                "Keeping price lists up to date could add paperwork for small practices that are already stretched.",
            ]),
            ("animal welfare charities", [
                "Some owners may delay taking a sick pet to the vet because they fear an unknown bill.",
                "Clearer prices could help owners budget for care or take out insurance.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
ok so vets having to put their prices online. owners say loads of ppl only find out what smth costs when the bill lands + by then its way too late to shop around. they also reckon if prices were out there u could compare practices easier and it might push fees down a bit. vets push back tho - every animal is different so the cost of the same treatment swings a lot, and a listed price could end up misleading ppl. plus keeping a price list up to date is more paperwork for small practices that r already stretched. then animal welfare charities come at it from the pets side - some owners put off taking a sick pet in bc theyre scared of a bill they cant predict, and clearer prices could help ppl budget for care or get insurance sorted. so yeah idk, fair points all round imo
""", []),
            ("three_perspectives", None, """
vet prices thing - ok here goes

owners: lots of ppl have no clue what a treatment costs till the bill shows up, and its too late to shop around by then
+ if prices were published u could compare practices way more easily and maybe fees come down

vets: not so keen. costs vary loads from one animal to the next so a price on a website could mislead ppl
also keeping the lists updated = extra admin for small practices that r already stretched thin

so its kinda transparency vs practicality rn
honestly both sides make sense to me, ur call lol
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
omg ok vet bills lol
so 3 camps really

owners - many only find out the cost once the bill arrives, and by then u cant shop around. published prices could let u compare practices + might push fees down

vets - treatment costs differ a lot animal to animal so a listed price might mislead ppl. + keeping price lists current could be more paperwork for small practices that r already stretched

charities - they worry some owners delay bringing a sick pet in bc theyre scared of an unknown bill. clearer prices could help ppl budget for care or take out insurance

ngl i can see all 3
""", []),
            ("three_perspectives", None, """
vets publishing prices? ok quick version

pet owners r mostly for it. lots of them only find out the cost when the bill arrives + its too late to shop around by then. and they say published prices will make comparing practices easy and will def push fees down
one survey found like 6 in 10 owners got a bigger vet bill than they expected last year

vets arent sold. every animal is diff so costs vary loads, a listed price could mislead owners. + keeping lists up to date adds paperwork for small practices that r already stretched

charities r more on the pets side - some ppl may hold off taking a sick pet in bc theyre scared of an unknown bill, and clear prices could help them budget or get insurance

anyway thats the gist
""", [
                ("exaggeration", "they say published prices will make comparing practices easy and will def push fees down", (0, 1)),
                ("invented_statistic", "one survey found like 6 in 10 owners got a bigger vet bill than they expected last year", None),
            ]),
            ("three_perspectives", None, """
ok so

for (owners): many ppl only see the price when the bill comes, too late to shop around by then. + published prices could make comparing practices easier and maybe bring fees down

against (vets): costs vary a lot between animals so a set price could mislead owners. and updating price lists could be extra paperwork for small practices already stretched

middle-ish (animal charities): some owners may delay getting a sick pet seen bc they fear an unknown bill - clearer prices could help ppl budget for care or take out insurance

so yeah not a simple one tbh, depends who u ask
""", []),
            ("three_perspectives", None, """
right so theres 3 sides to this

owners say many of them only find out what treatment costs once the bill lands + by then shopping around is too late. published prices could help them compare practices and might bring fees down

vets say treatment costs vary a lot from animal to animal, like a great dane needs way more anaesthetic than a chihuahua, so a listed price could mislead ppl. also updating price lists could add paperwork for small practices already stretched

animal charities worry some owners may put off taking a sick pet to the vet bc theyre scared of an unknown bill. tho they reckon clearer prices would hardly help owners budget for care or take out insurance

so idk, mixed bag
""", [
                ("added_detail", "like a great dane needs way more anaesthetic than a chihuahua", (1, 0)),
                ("negation", "clearer prices would hardly help owners budget for care or take out insurance", (2, 1)),
            ]),
        ],
    },
    {
        "id": "ban_shock_collars_for_dogs",
        "topic": "Banning electric shock collars for dogs",
        "query": "Should the sale and use of electric shock collars for dogs be banned?",
        "perspectives": [
            ("animal welfare groups", [
                "Shocks can cause pain and fear, and may make some dogs more anxious or aggressive.",
                "Reward-based training methods can work just as well without hurting the dog.",
            ]),
            ("some dog owners and trainers", [
                "For a few dogs that chase livestock or wildlife, a collar may be a last resort before a life on the lead.",
                "Modern collars can be set to a low level, so a ban could lump them in with older, harsher models.",
                "A ban could be hard to enforce, since collars can still be bought online from abroad.",
            ]),
        ],
        "variants": [
            ("prose", None, """
ok shock collars. animal welfare ppl want them banned bc the shocks can hurt + scare dogs and may leave some more anxious or even aggressive. they also say reward based training can work just as well w/o hurting the dog at all. on the other side some owners + trainers say for a few dogs that chase livestock or wildlife a collar might be the last resort before the dog is stuck on a lead forever. they also point out modern collars can be set really low so a ban could lump them in w the harsher older ones. and tbh a ban could be hard to enforce bc ppl can still order them online from abroad. so yeah its welfare vs the few tricky cases imo
""", []),
            ("bullets", None, """
ok quick pros/cons lol

pro ban (welfare groups):
- shocks can cause pain + fear, might make some dogs more anxious or aggressive
- reward based training can work just as well w/o hurting the dog
- they admit a ban could be hard to enforce bc collars can still be bought online from abroad
- some countries already banned them + dog attacks didnt go up

anti ban (some owners/trainers):
- for a few dogs that chase livestock or wildlife a collar may be the last resort before a life on the lead
- modern ones can be set low so a ban could lump them in w older harsher models

idk thats it really
""", [
                ("side_swap", "they admit a ban could be hard to enforce bc collars can still be bought online from abroad", (1, 2)),
                ("invented_claim", "some countries already banned them + dog attacks didnt go up", None),
            ]),
            ("numbered", None, """
ok so main points

1 welfare groups: shocks can cause pain + fear, may make some dogs more anxious or aggressive
2 they also reckon reward based training is not as effective as shocks tho
3 owners/trainers: a few dogs that chase livestock or wildlife might need a collar as a last resort, otherwise its a lead for life
4 modern collars can be set low, so a ban could lump them in w the old harsh ones
5 + enforcing a ban could be tricky bc u can still buy them online from abroad

thats basically it, both sides have a point ngl
""", [
                ("negation", "reward based training is not as effective as shocks tho", (0, 1)),
            ]),
            ("headed", None, """
why ban them
- shocks can hurt + frighten dogs and could make some more anxious or aggressive
- reward based training can get the same results w/o hurting them

why not
- some dogs chase livestock or wildlife - for those few a collar might be the last resort before life on a lead
- new collars can be set pretty low, a ban could lump them in w the harsher old ones
- + hard to enforce bc u can still get them online from abroad

ngl both r fair points, depends how u weigh the dog's welfare vs the few hard cases
""", []),
            ("dense", None, """
tbh welfare groups say shocks can cause pain + fear and may make some dogs more anxious or aggressive, plus reward based training can work just as well w/o hurting them, while some owners + trainers say for a few dogs that chase livestock or wildlife a collar may be the last resort before a life on the lead, that for those few chasers its basically the collar or never being let off again, and that a ban could be hard to enforce bc collars can still be bought online from abroad - so yeah
""", [
                ("repetition", "that for those few chasers its basically the collar or never being let off again", (1, 1)),
            ]),
            ("closing", None, """
ok so shock collars

welfare groups say the shocks always cause pain + fear and will make dogs anxious or aggressive. they also say reward based training can work just as well w/o hurting the dog

some owners and trainers disagree. for a few dogs that chase livestock or wildlife they say a collar may be the last resort before a life on a lead. modern collars can be set to a low level too, so a ban might lump them in w older harsher types. + a ban could be hard to enforce since ppl can buy them online from abroad

both sides care abt the dogs tbh, they just disagree on how
""", [
                ("exaggeration", "the shocks always cause pain + fear and will make dogs anxious or aggressive", (0, 0)),
            ]),
        ],
    },
    {
        "id": "ban_glue_traps_for_rodents",
        "topic": "Banning glue traps for mice and rats",
        "query": "Should glue traps for catching mice and rats be banned?",
        "perspectives": [
            ("animal welfare groups", [
                "Animals caught on glue traps can suffer for hours or even days before they die.",
                "Birds, hedgehogs and pets sometimes get stuck on them by accident.",
            ]),
            ("pest controllers and food businesses", [
                "Glue traps can be useful in places like hospitals or kitchens where poison could be risky.",
                "Rodents spread disease, so losing a tool could make infestations harder to control.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
ok so theres basically 2 camps on this one

pros of a ban (animal welfare ppl):
- animals stuck on them can suffer for hours or even days before they die
- birds, hedgehogs + pets sometimes get caught on them by accident

cons (pest controllers + food businesses):
- the traps can be handy in places like hospitals or kitchens where using poison could be risky
- rodents spread disease so taking away a tool could make infestations harder to get on top of

idk its a grim one either way
""", []),
            ("prose", None, """
ok glue traps. animal welfare groups want them gone bc anything that gets stuck can suffer for hours or even days before it dies. they also say birds hedgehogs and pets sometimes get caught by accident, mostly when traps are left out in gardens or sheds. pest controllers + food businesses see it diff tho. they say glue traps can be useful in places like hospitals or kitchens where poison could be risky. and rodents spread disease, so losing a tool could make infestations harder to control. so its animal suffering vs hygiene basically, fair points both ways imo
""", [
                ("added_detail", "mostly when traps are left out in gardens or sheds", (0, 1)),
            ]),
            ("dense", None, """
ok so basically welfare groups say animals caught on glue traps can suffer for hours or even days before dying and that birds hedgehogs + pets sometimes get stuck on them by accident, while pest controllers and food businesses say the traps can be useful in places like hospitals or kitchens where poison might be risky, and that rodents spread disease so losing one more tool could make infestations harder to control - so yeah it kinda depends what u weigh more tbh
""", []),
            ("numbered", None, """
ok heres the rundown

1. welfare groups: animals stuck on glue traps can suffer for hours or days before they die
2. also birds, hedgehogs + pets sometimes end up stuck on them by accident
3. pest controllers/food businesses: the traps are useful in spots like hospitals or kitchens where poison could be risky
4. they say rodents spread disease, but taking away one tool would make little difference to controlling infestations
5. + glue traps are way cheaper than other kinds of trap

thats the main stuff i think
""", [
                ("negation", "taking away one tool would make little difference to controlling infestations", (1, 1)),
                ("invented_claim", "glue traps are way cheaper than other kinds of trap", None),
            ]),
            ("headed", None, """
ok two sides to it

animal welfare groups
- a mouse or rat stuck on one can suffer for hours, even days, before it dies
- and its not just rodents, birds hedgehogs + pets sometimes get stuck by accident

pest controllers + food businesses
- the traps can come in handy in places like hospitals or kitchens where putting poison down could be risky
- rodents spread disease, so losing a tool could make infestations harder to control

ngl its not an easy one, both sides have a real point
""", []),
            ("closing", None, """
glue traps ugh

welfare groups say every animal caught on one suffers for days before it dies. and birds, hedgehogs + pets sometimes get stuck on them by accident too

pest controllers and food businesses say they can be useful in places like hospitals or kitchens where poison could be risky. + rodents spread disease so losing a tool could make infestations harder to control

so its a proper trade off, no easy answer imo - depends if u put the animals or the hygiene side first
""", [
                ("exaggeration", "every animal caught on one suffers for days before it dies", (0, 0)),
            ]),
        ],
    },
    {
        "id": "night_curfews_for_pet_cats",
        "topic": "Night-time curfews for pet cats to protect wildlife",
        "query": "Should councils be able to require pet cats to be kept indoors at night to protect wildlife?",
        "perspectives": [
            ("conservation groups", [
                "Pet cats kill large numbers of birds and small mammals, and many hunt most at dusk and at night.",
                "Keeping cats in at night could also cut the number hit by cars.",
                "A curfew may help protect local species that are already declining.",
            ]),
            ("cat owners and cat charities", [
                "Many cats are used to roaming and could become stressed or bored if shut in.",
                "A curfew could be very hard to enforce, since cats wander freely and owners cannot always control them.",
            ]),
        ],
        "variants": [
            ("prose", None, """
ok cat curfews. conservation groups say pet cats kill a lot of birds + small mammals, and many do most of their hunting at dusk and overnight. keeping them in at night could also mean fewer cats getting hit by cars. and they think a curfew might help protect local species that r already in decline. cat owners + cat charities arent convinced tho. loads of cats are used to roaming and could get stressed or bored shut in. plus a curfew could be super hard to enforce bc cats wander where they like and owners cant always control them. so yeah wildlife vs cat freedom kinda, both fair imo
""", []),
            ("bullets", None, """
pros/cons of a night curfew for cats

pros (conservation groups):
- pet cats kill large numbers of birds + small mammals, and many hunt mostly at dusk + at night
- a curfew may help protect local species that r already declining
- cats kept in tend to be healthier and live longer too

cons (cat owners + charities):
- many cats r used to roaming and could get stressed or bored shut in
- a curfew could be hard to enforce, cats wander freely + owners cant always control them

ngl id find it hard to pick
""", [
                ("omitted_argument", None, (0, 1)),
                ("invented_claim", "cats kept in tend to be healthier and live longer too", None),
            ]),
            ("numbered", None, """
ok so where ppl stand rn

1) conservation groups: pet cats kill loads of birds + small mammals, and many hunt mostly at dusk and at night
2) keeping them in at night could also cut how many get hit by cars
3) a curfew may help protect local species already in decline
4) they admit tho that lots of cats r used to roaming + could get stressed or bored if shut in
5) cat owners + charities: it could be really hard to enforce, cats wander freely and owners cant always control them

so yeah, lots to weigh up
""", [
                ("side_swap", "they admit tho that lots of cats r used to roaming + could get stressed or bored if shut in", (1, 0)),
            ]),
            ("dense", None, """
so conservation groups say pet cats kill large numbers of birds and small mammals with many hunting most at dusk and at night, that keeping them in at night could cut the number hit by cars esp on dark winter evenings, and that a curfew would do little for local species already in decline, while cat owners + cat charities say many cats are used to roaming and could get stressed or bored if shut in, and that a curfew could be really hard to enforce since cats wander freely + owners cant always control them
""", [
                ("added_detail", "esp on dark winter evenings", (0, 1)),
                ("negation", "a curfew would do little for local species already in decline", (0, 2)),
            ]),
            ("closing", None, """
cat curfews hmm

conservation groups r for it. pet cats kill big numbers of birds + small mammals and lots hunt most at dusk and night. keeping cats in overnight could also cut how many get hit by cars. + it might help protect local species that r already declining

cat owners + charities r against. many cats r used to roaming and could get stressed or bored stuck indoors. and it could be a nightmare to enforce bc cats wander freely + owners cant always control them

anyway both sides clearly care abt animals, just diff ones lol
""", []),
            ("headed", None, """
for a curfew (conservation groups)
pet cats kill huge numbers of birds + small mammals and they all hunt most at dusk and at night. keeping them in overnight could also cut the number hit by cars. + a curfew may help protect local species already declining

against (cat owners + cat charities)
many cats r used to roaming and could get stressed or bored if shut in. also could be v hard to enforce, cats wander freely + owners cant always control them

honestly idk where i land on this one
""", [
                ("exaggeration", "they all hunt most at dusk and at night", (0, 0)),
            ]),
        ],
    },
]
