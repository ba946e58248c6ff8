"""Fresh8 batch f35 (written by a separate writer): four-day week for council staff; banning gambling adverts at football grounds; a new runway at a regional airport; plastic-free supermarket aisles."""

TOPICS = [
    {
        "id": "council_staff_four_day_week",
        "topic": "A four-day working week for council staff",
        "query": "Should our local council move its staff onto a four-day working week?",
        "perspectives": [
            ("staff", [
                "A shorter week could improve staff wellbeing and cut burnout.",
                "Some employees worry that squeezing the same hours into four days may make each day more tiring.",
            ]),
            ("managers", [
                "It may help the council recruit and keep staff when it can't compete on pay.",
                "Covering shifts could become harder if people take different days off.",
            ]),
            ("residents", [
                "Residents fear that services might be harder to reach if offices close one day a week.",
                "Some residents think it could show whether public services can run more efficiently.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
**Four-day week for council staff: the scorecard**

👥 **Staff**
✅ A shorter week could boost wellbeing and ease burnout.
⚠️ Some worry that cramming the same hours into four days may leave each day more draining.

👥 **Managers**
✅ Could be a recruitment and retention tool when the council can't compete on pay.
⚠️ Shift cover may get trickier if people take different days off.

👥 **Residents**
❌ Concern that services could be harder to reach if offices shut one day a week.
✅ Some see it as a way to find out whether public services can run more efficiently.

**Verdict:** A mixed picture, with something to gain and something to worry about in all three groups.
""", []),
            ("three_perspectives", None, """
Here's how the three groups line up:

👥 Staff — ✅ A four-day week would put an end to burnout and lift wellbeing across the board. ⚠️ Fitting the same hours into four days may make each day more tiring, some fear.
👥 Managers — ✅ Could help recruit and hold on to people when council pay can't compete. ❌ Covering shifts may get harder with staff off on different days.
👥 Residents — ❌ Worry that services could be tougher to access if offices close one day each week.

Net: Real potential gains, real practical concerns.
""", [
                ("exaggeration", "A four-day week would put an end to burnout and lift wellbeing across the board", (0, 0)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
**Residents** 👥
⚠️ Offices closing one day a week might make services harder to reach.
✅ Some think it could show whether public services can be run more efficiently.

**Staff** 👥
✅ Better wellbeing and less burnout are possible.
❌ Squeezing the same hours into four days may make individual days more tiring, some employees say.

**Managers** 👥
✅ May help the council attract and keep people when it can't win on pay.
❌ Shift cover could get harder if days off are staggered.

**Verdict:** Each group has something to gain and something to worry about.
""", []),
            ("three_perspectives", None, """
📋 Four-day week for council staff

👥 Staff
✅ Could improve wellbeing and reduce burnout
✅ Could make the council a more attractive employer at a time when it can't compete on pay
⚠️ Some fear that packing the same hours into four days may make each day harder going

👥 Managers
❌ Rotas could be harder to cover with people off on different days

👥 Residents
❌ Services might become harder to reach if offices close one day a week
✅ Some see it as a test of whether public services can work more efficiently

Net: Split views within and across all three groups.
""", [
                ("side_swap", "Could make the council a more attractive employer at a time when it can't compete on pay", (1, 0)),
            ]),
            ("three_perspectives", None, """
Quick scorecard on the four-day week:

**Staff**
✅ Possible wellbeing boost and less burnout
❌ Same hours in four days may mean more tiring days, some worry

**Managers**
✅ May help recruitment and retention where pay can't compete
❌ Covering shifts could get harder when people's days off differ

**Verdict:** Clear potential upside, with practical worries on both sides of the desk.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
👥 **Staff:** ✅ a shorter week could mean better wellbeing and less burnout; ⚠️ though some worry that four longer days may be more tiring.
👥 **Managers:** ✅ a possible edge in recruiting and keeping staff when pay can't compete — pilots elsewhere have reported staff turnover falling by around a third; ✅ and shift cover could actually become easier with people off on different days.
👥 **Residents:** ❌ services might be harder to reach if offices close one day a week; ✅ some think it could show whether public services can run more efficiently.

Net: a genuine trade-off, with each group weighing it differently.
""", [
                ("invented_statistic", "pilots elsewhere have reported staff turnover falling by around a third", None),
                ("negation", "shift cover could actually become easier with people off on different days", (1, 1)),
            ]),
        ],
    },
    {
        "id": "football_ground_gambling_ads_ban",
        "topic": "Banning gambling adverts at football grounds",
        "query": "Should gambling adverts be banned at football grounds?",
        "perspectives": [
            ("pro", [
                "Constant betting ads at matches may make gambling seem normal to young fans.",
                "A ban could help protect supporters who already struggle with gambling problems.",
                "Clubs shouldn't be promoting a product that harms some of their own fans.",
            ]),
            ("con", [
                "Betting sponsorship brings in money that some smaller clubs rely on.",
                "Gambling is legal, and adults should be free to make their own choices.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
**Ban gambling ads at football grounds?**

**For a ban**
- ✅ Wall-to-wall betting ads may normalize gambling for young fans.
- ✅ Could offer some protection to supporters already fighting a gambling problem.
- ✅ Clubs arguably shouldn't push a product that hurts some of their own fans.

**Against a ban**
- ❌ Some smaller clubs depend on betting sponsorship money.
- ❌ Gambling is legal — adults should be able to choose for themselves.

**Verdict:** Public-health concerns vs. club finances and personal freedom.
""", []),
            ("prose", None, """
✅ Supporters of a ban start with young fans: seeing betting ads all match long may make gambling look like a normal part of football. They also say a ban could shield supporters already struggling with gambling, and that clubs have no business promoting something that harms some of their own fans. Some add that removing the ads would push clubs to find more responsible sponsors.

❌ Opponents point to the money. Betting sponsorship is something some smaller clubs rely on, with shirt and stadium deals often covering a large share of their annual wage bill. And since gambling is legal, they argue, adults should be left to make their own choices.

**Verdict:** It comes down to how you weigh fan welfare against club finances and personal freedom.
""", [
                ("invented_claim", "Some add that removing the ads would push clubs to find more responsible sponsors.", None),
                ("added_detail", "with shirt and stadium deals often covering a large share of their annual wage bill", (1, 0)),
            ]),
            ("numbered", None, """
Here's the scorecard:

1. ✅ **Normalization** — constant betting ads at matches may make gambling feel normal to young supporters.
2. ✅ **Protection** — a ban could help fans who already have gambling problems.
3. ✅ **Club responsibility** — clubs shouldn't be selling a product that harms some of their own supporters.
4. ❌ **Revenue** — some smaller clubs rely on the money betting sponsors bring in.
5. ❌ **Personal choice** — gambling is legal, and adults should be free to decide for themselves.

Net: Three points for a ban, two against — but the count alone doesn't settle it.
""", []),
            ("headed", None, """
### ✅ The case for a ban
Betting ads at every match may make gambling seem normal to young fans. Clubs, supporters of a ban add, shouldn't be promoting something that harms part of their own fan base — even if a ban would do little for supporters already struggling with gambling.

### ❌ The case against
Some smaller clubs lean on the money betting sponsorship brings in. And gambling is legal: adults should be trusted to make their own decisions.

**Verdict:** A clash between protecting fans on one side and club budgets and free choice on the other.
""", [
                ("negation", "even if a ban would do little for supporters already struggling with gambling", (0, 1)),
            ]),
            ("dense", None, """
✅ Backers of a ban say nonstop betting ads at matches may normalize gambling for young fans, that a ban could help protect supporters already battling gambling problems, and that clubs shouldn't be promoting a product that harms some of their own fans; ❌ critics counter that some smaller clubs rely on betting sponsorship money, and that losing those deals could leave clubs that depend on gambling revenue short of funds.

**Verdict:** Fan welfare vs. club finances.
""", [
                ("repetition", "losing those deals could leave clubs that depend on gambling revenue short of funds", (1, 1)),
            ]),
            ("closing", None, """
✅ **For:** betting ads everywhere at matches may normalize gambling for young fans
✅ **For:** a ban could help protect fans already dealing with gambling problems
✅ **For:** clubs shouldn't promote a product that harms some of their own supporters
❌ **Against:** some smaller clubs rely on revenue from betting sponsors
❌ **Against:** gambling is legal, and adults should be free to choose

It's a genuinely divisive issue, and where you land probably depends on how much weight you give fan welfare versus freedom of choice and club finances.
""", []),
        ],
    },
    {
        "id": "regional_airport_new_runway",
        "topic": "Building a new runway at a regional airport",
        "query": "Should the regional airport be allowed to build a new runway?",
        "perspectives": [
            ("pro", [
                "A new runway could bring jobs and investment to the surrounding area.",
                "Extra capacity would let local people fly from nearby instead of driving to a major hub.",
            ]),
            ("con", [
                "More flights would increase carbon emissions when they need to come down.",
                "Nearby residents may face more noise and road traffic.",
                "Construction could destroy woodland and farmland around the airport.",
            ]),
        ],
        "variants": [
            ("headed", None, """
### ✅ For the runway
It could bring jobs and investment into the surrounding area, and would let locals fly from close by rather than driving to a major hub.

### ❌ Against the runway
More flights mean higher carbon emissions just when they need to fall. Neighbors may have to live with extra noise and road traffic, and building it could wipe out woodland and farmland around the site.

**Verdict:** Regional growth and convenience against climate, quality of life and landscape.
""", []),
            ("bullets", None, """
**New runway at the regional airport — pros and cons**

- ✅ Potential jobs and investment for the area
- ✅ Locals could fly from nearby instead of trekking to a major hub
- ❌ More flights would push carbon emissions up when they need to come down — aviation already accounts for roughly 8% of the region's emissions
- ❌ Every household near the airport will face more noise and heavier road traffic
- ❌ Construction could destroy surrounding woodland and farmland

**Verdict:** Economic upside vs. environmental and local costs.
""", [
                ("invented_statistic", "aviation already accounts for roughly 8% of the region's emissions", None),
                ("exaggeration", "Every household near the airport will face more noise and heavier road traffic", (1, 1)),
            ]),
            ("closing", None, """
Here's how it stacks up:

✅ Jobs and investment could follow into the surrounding area.
✅ People nearby would be able to fly locally rather than drive to a big hub.
❌ Extra flights would add to carbon emissions at a moment when they need to drop.
❌ Residents close by may get more noise and traffic.
❌ Woodland and farmland around the airport could be lost to construction.

Net: Two points for, three against. Ultimately it depends on how the region weighs growth against the environmental and local impacts.
""", []),
            ("numbered", None, """
1. ✅ **Economy:** supporters say a new runway could draw jobs and investment to the area.
2. ✅ **Convenience:** even opponents concede that extra capacity would let people fly locally instead of driving to a major hub.
3. ❌ **Climate:** more flights would raise carbon emissions when they need to be cut.
4. ❌ **Neighbors:** residents nearby may face more noise and traffic.
5. ❌ **Landscape:** woodland and farmland around the airport could be destroyed.

**Verdict:** Growth and convenience vs. environmental and local costs.
""", [
                ("side_swap", "even opponents concede that extra capacity would let people fly locally instead of driving to a major hub", (0, 1)),
            ]),
            ("prose", None, """
✅ The case for the runway starts with the local economy: it could bring jobs and investment to the surrounding area. It would also add capacity, though local travelers would still need to drive to a major hub for most trips. Supporters also say it could take pressure off overcrowded airports elsewhere.

❌ Opponents focus on the environment and the neighbors. More flights would drive carbon emissions up when they need to come down, and people living nearby may face more noise and road traffic. There's also the land itself: construction could destroy woodland and farmland around the airport.

**Verdict:** A genuine trade-off between growth and environmental cost.
""", [
                ("negation", "though local travelers would still need to drive to a major hub for most trips", (0, 1)),
                ("invented_claim", "Supporters also say it could take pressure off overcrowded airports elsewhere.", None),
            ]),
            ("dense", None, """
✅ Supporters argue a new runway could bring jobs and investment to the area and spare locals the drive to a major hub, while ❌ opponents warn that more flights would lift carbon emissions just as they need to fall, that nearby residents may face more noise and traffic, and that construction could destroy the woodland and farmland around the airport.

Net: Local growth versus climate and community costs.
""", []),
        ],
    },
    {
        "id": "supermarket_plastic_free_aisles",
        "topic": "Plastic-free aisles in supermarkets",
        "query": "Should supermarkets introduce plastic-free aisles?",
        "perspectives": [
            ("campaigners", [
                "Plastic-free aisles could cut the amount of packaging waste sent to landfill.",
                "They give shoppers who care about the environment an easy way to act on it.",
            ]),
            ("retailers", [
                "Loose produce may spoil faster, which could increase food waste.",
                "Alternatives such as glass or paper packaging can have their own environmental costs.",
                "Refitting stores could raise costs, and some of that may be passed on to shoppers.",
            ]),
        ],
        "variants": [
            ("dense", None, """
👥 Campaigners say plastic-free aisles could cut packaging waste going to landfill — especially the single-use film wrapped around fruit and vegetables — and give eco-minded shoppers an easy way to act on their values; 👥 retailers counter that loose produce may spoil faster and add to food waste, that glass and paper alternatives can carry their own environmental costs, and that refitting stores could raise costs, some of which may land on shoppers.

**Verdict:** Less plastic versus food waste, alternative impacts and cost.
""", [
                ("added_detail", "especially the single-use film wrapped around fruit and vegetables", (0, 0)),
            ]),
            ("headed", None, """
## 👥 Campaigners
✅ Going plastic-free in some aisles could reduce how much packaging ends up in landfill.
✅ It gives environmentally minded shoppers a simple way to act on their concerns.

## 👥 Retailers
❌ Unwrapped produce may go off sooner, potentially increasing food waste.
❌ Glass or paper packaging can carry environmental costs of its own.
❌ Refitting stores could drive up costs, and shoppers may end up paying some of them.

**Verdict:** A clear environmental goal, with practical trade-offs flagged by retailers.
""", []),
            ("closing", None, """
**Campaigners** 👥
✅ Plastic-free aisles could reduce packaging waste heading to landfill.
✅ They offer shoppers who care about the environment an easy way to act.
⚠️ They also acknowledge that glass or paper alternatives come with environmental costs of their own.

**Retailers** 👥
❌ Loose produce spoils faster and will inevitably mean more food waste.
❌ Refitting stores could raise costs, with some of that possibly passed on to shoppers.

Ultimately, it depends on whether the packaging savings outweigh the practical downsides.
""", [
                ("side_swap", "They also acknowledge that glass or paper alternatives come with environmental costs of their own.", (1, 1)),
                ("exaggeration", "Loose produce spoils faster and will inevitably mean more food waste", (1, 0)),
            ]),
            ("prose", None, """
👥 Campaigners see plastic-free aisles as a way to cut the packaging waste that ends up in landfill, and as an easy option for shoppers who want to act on their environmental concerns. They also argue that once customers get used to them, suppliers will come under pressure to rethink packaging across the whole store.

👥 Retailers are more cautious. Loose produce may spoil faster, which could mean more food waste, and the usual alternatives — glass or paper — can have their own environmental footprint.

**Verdict:** Campaigners see benefits; retailers see trade-offs.
""", [
                ("invented_claim", "They also argue that once customers get used to them, suppliers will come under pressure to rethink packaging across the whole store.", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
Scorecard for plastic-free aisles:

1. ✅ (Campaigners) Could reduce packaging waste sent to landfill.
2. ✅ (Campaigners) Gives eco-conscious shoppers an easy way to act.
3. ❌ (Retailers) Loose produce may spoil sooner, possibly adding to food waste.
4. ❌ (Retailers) Glass and paper alternatives can carry their own environmental costs.
5. ❌ (Retailers) Store refits could push up costs, some of which may be passed on to customers.

Net: Two benefits, three practical concerns.
""", []),
            ("bullets", None, """
**Plastic-free aisles: where each side stands**

👥 **Campaigners**
- ✅ Could mean less packaging waste in landfill
- ✅ Gives eco-conscious shoppers an option, though not an especially easy one, to act on their values

👥 **Retailers**
- ❌ Loose produce may spoil faster and add to food waste
- ❌ Glass and paper alternatives can have environmental costs too
- ❌ Refitting stores could raise costs, with shelving and chilled displays among the biggest expenses, and some may be passed on to shoppers

**Verdict:** Environmental promise on one side, practical hurdles on the other.
""", [
                ("negation", "though not an especially easy one", (0, 1)),
                ("added_detail", "with shelving and chilled displays among the biggest expenses", (1, 2)),
            ]),
        ],
    },
]
