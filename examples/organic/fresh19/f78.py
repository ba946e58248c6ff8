"""Fresh19 batch f78 (written by a separate writer): Banning paid loot boxes in video games; Removing cannabis from sports' banned-substance lists; Allowing e-bikes on off-road nature trails; Banning the publication of paparazzi photos of celebrities' children."""

TOPICS = [
    {
        "id": "banning_paid_loot_boxes",
        "topic": "Banning paid loot boxes in video games",
        "query": "Should paid loot boxes, which give players random in-game items, be banned in video games?",
        "perspectives": [
            ("parents and consumer groups", [
                "Loot boxes can push children into gambling-like spending they do not fully understand.",
                "A ban would make the real cost of a game clearer up front.",
            ]),
            ("game publishers", [
                "Loot box sales help fund free-to-play games that many people enjoy at no charge.",
                "Players always receive an item, so loot boxes are not the same as betting money.",
            ]),
            ("addiction researchers", [
                "Some studies link heavy loot box spending with problem gambling, though cause and effect is unclear.",
                "Clear odds disclosures might protect players without a full ban.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Ladies and gentlemen, welcome to tonight's main event: should paid loot boxes be banned from video games? Three fighters, one ring. Let's go!

In the blue corner: parents and consumer groups! Their opening jab is that loot boxes can drag kids into gambling-style spending they don't fully understand. Then a quick follow-up: ban them, and the real cost of a game is out in the open from the opening bell. No surprises!

In the red corner: the game publishers! The counter-punch comes quickly: loot box money helps pay for free-to-play games that lots of people enjoy without spending a dime. And they slip the gambling label, too: you always walk away with an item, they say, so this isn't the same as betting money.

And circling the ring: the addiction researchers! They land a careful shot: some studies tie heavy loot box spending to problem gambling. But they're honest about the footwork: which causes which is still unclear. Their game plan? Clear odds disclosures might protect players without a full ban. A points decision, not a knockout!

On the scorecards it's close. The judges are still out.
""", []),
            ("three_perspectives", None, """
Round one of the loot box fight! Should paid loot boxes get banned from video games?

🥊 Blue corner: parents and consumer groups
- Opening jab: loot boxes can lure children into gambling-style spending they don't really grasp!
- Follow-up hook: with a ban, what a game really costs would be clear from the start.

🥊 Red corner: game publishers
- Counter-punch: loot box revenue helps keep free-to-play games free for the many people who love them.
- Slipping the punch: every box pays out an item, so it's not the same as putting money on a bet!

On the scorecards it's close. The judges are still out.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Ding ding! The loot box bout is underway, and three contenders want the belt.

The blue corner belongs to parents and consumer groups, and they come out swinging. Their opening jab is that loot boxes are hooking every kid who plays into gambling-style spending they can't understand! Next they go to the body: a ban would make what a game really costs crystal clear up front.

The red corner, home of the game publishers, won't back down. The counter-punch comes quickly: loot box sales bankroll the free-to-play games that huge crowds enjoy at no charge. And they insist you always get an item, so opening a box isn't betting money. Clean defense!

Then the addiction researchers step in with a measured combination. Some studies, they say, connect heavy loot box spending with problem gambling, though nobody has pinned down which way cause and effect runs. One survey they cite found that 38 percent of teens who buy loot boxes had hidden the spending from their parents. Their answer isn't a knockout: clear odds disclosures might shield players without a total ban.

On the scorecards it's close. The judges are still out.
""", [
                ("exaggeration", "loot boxes are hooking every kid who plays into gambling-style spending they can't understand", (0, 0)),
                ("invented_statistic", "One survey they cite found that 38 percent of teens who buy loot boxes had hidden the spending from their parents", None),
            ]),
            ("three_perspectives", None, """
Tonight's card: paid loot boxes in video games. Keep them or ban them? Three camps, and everybody's throwing leather!

The publishers open the action from the red corner. Loot box sales, they argue, help fund free-to-play games that plenty of people enjoy for nothing. Pow! And since players always get an item, they say it's simply not the same as betting money.

Over in the blue corner, parents and consumer groups answer back hard. The counter-punch comes quickly: loot boxes can push children into gambling-like spending they don't fully understand. Plus, a ban would put the real cost of a game right up front where everyone can see it.

Now the addiction researchers weigh in from ringside. Some studies link heavy loot box spending with problem gambling, they note, but cause and effect is still unclear. Their suggestion: clear odds disclosures might protect players with no full ban needed. Win on points, not by knockout!

On the scorecards it's close. The judges are still out.
""", []),
            ("three_perspectives", None, """
Welcome to ringside for a three-way slugfest over paid loot boxes!

Blue corner: parents and consumer groups. Jab! Loot boxes can steer kids into gambling-like spending they don't fully get. Hook! A ban would show the real cost of a game up front.

Red corner: the game publishers. The counter-punch comes quickly: loot box sales help pay for free-to-play games that many people enjoy without paying a cent.

Third corner: the addiction researchers, and they like to fight on the inside. Some studies tie heavy loot box spending to problem gambling, though cause and effect hasn't been pinned down. They also point out that players always come away with an item, so loot boxes aren't quite the same as betting money. And they doubt that posting clear odds would do much to protect players on its own. Tough crowd!

On the scorecards it's close. The judges are still out.
""", [
                ("side_swap", "They also point out that players always come away with an item, so loot boxes aren't quite the same as betting money", (1, 1)),
                ("negation", "they doubt that posting clear odds would do much to protect players on its own", (2, 1)),
            ]),
            ("three_perspectives", None, """
THE LOOT BOX BRAWL, round by round!

**Round 1: parents and consumer groups (blue corner)**
Their opening jab is that loot boxes can nudge children into gambling-style spending they don't fully understand. Then a sharp uppercut: ban them, and a game's true price is clear from the get-go!

**Round 2: game publishers (red corner)**
The counter-punch comes quickly: loot box sales help bankroll free-to-play games, along with the free seasonal updates and new maps that keep them alive, for the many players who never pay a thing. And they keep their guard up: you always get an item, so this isn't betting money.

**Round 3: addiction researchers (neutral corner)**
Some studies link heavy loot box spending with problem gambling, they say, though cause and effect is unclear. Their proposal? Clear odds disclosures might protect players without a full ban. Stick and move!

On the scorecards it's close. The judges are still out.
""", [
                ("added_detail", "along with the free seasonal updates and new maps that keep them alive", (1, 0)),
            ]),
        ],
    },
    {
        "id": "cannabis_off_sports_banned_lists",
        "topic": "Removing cannabis from sports' banned-substance lists",
        "query": "Should cannabis be taken off the list of banned substances in professional sport?",
        "perspectives": [
            ("supporters", [
                "Cannabis does not clearly improve athletic performance, so banning it may serve little purpose.",
                "Suspensions for cannabis can derail careers over off-duty use that is legal in many places.",
                "Some athletes may use cannabis to manage pain instead of stronger painkillers.",
            ]),
            ("critics", [
                "Athletes are role models, and lifting the ban could send young fans the wrong message.",
                "Competing while high could put other athletes at risk of injury.",
            ]),
        ],
        "variants": [
            ("prose", None, """
It's fight night in the anti-doping arena! Should cannabis come off sport's banned list?

In the blue corner, the supporters. Their opening jab is that cannabis doesn't clearly make anyone run faster or hit harder, so a ban may be punching at thin air, serving little real purpose. Then they follow up: a suspension for cannabis can knock a career off course over off-duty use that's perfectly legal in many places. And one more shot to the body: some athletes may reach for cannabis to handle pain rather than stronger painkillers.

In the red corner, the critics. The counter-punch comes quickly: athletes are role models, and dropping the ban could send young fans the wrong message. Then the big right hand: an athlete competing while high could put fellow competitors at risk of getting hurt.

On the scorecards it's close. The judges are still out.
""", []),
            ("bullets", None, """
Cannabis and the banned list: let's break down the tape! 🥊

**Blue corner: supporters**
- Opening jab: there's no clear proof cannabis boosts performance, so the ban may do little good.
- Body shot: cannabis suspensions can derail careers over off-duty use that's legal in many places!
- Late combination: scrapping cannabis tests would free up anti-doping money to chase the drugs that really do juice performance.

**Red corner: critics**
- The counter-punch comes quickly: athletes are role models, and lifting the ban might send young fans the wrong message.
- Heavy right: competing while high could leave other athletes open to injury.

On the scorecards it's close. The judges are still out.
""", [
                ("invented_claim", "scrapping cannabis tests would free up anti-doping money to chase the drugs that really do juice performance", None),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("numbered", None, """
Five punches thrown in the cannabis bout. Let's count 'em!

1. **Jab (supporters):** cannabis isn't clearly a performance booster, so banning it may achieve very little.
2. **Hook (supporters):** a cannabis suspension can derail a career over off-duty use that's legal in plenty of places. Ouch!
3. **Uppercut (supporters):** some athletes may turn to cannabis to manage pain instead of harder-hitting painkillers.
4. **Counter-punch (critics):** athletes are role models, and lifting the ban could send young fans the wrong message.
5. **Haymaker (critics):** an athlete competing high could put the other competitors at risk of injury.

On the scorecards it's close. The judges are still out.
""", []),
            ("headed", None, """
Cannabis off the banned list? Two fighters, one question!

🥊 **THE BLUE CORNER: SUPPORTERS**
They come out fast! Their opening jab is that cannabis doesn't clearly improve performance, so the ban may be serving little purpose. Next: suspensions for cannabis can derail careers over off-duty use that's legal in many places. And they close the round with this: some athletes may use cannabis to manage pain instead of stronger painkillers.

🥊 **THE RED CORNER: CRITICS**
The counter-punch comes quickly: athletes are role models, and taking cannabis off the list could send young fans the wrong message. The critics concede that an athlete competing while high is unlikely to put anyone else in harm's way. A rare moment of give!

On the scorecards it's close. The judges are still out.
""", [
                ("negation", "The critics concede that an athlete competing while high is unlikely to put anyone else in harm's way", (1, 1)),
            ]),
            ("dense", None, """
In the blue corner, supporters of dropping cannabis from sport's banned list throw a flurry, saying it doesn't clearly boost athletic performance so the ban may serve little purpose, that suspensions can derail careers over off-duty use that is legal in many places, and that some athletes may use it to manage pain instead of stronger painkillers; the counter-punch comes quickly from the red corner, where critics argue that athletes are role models, so lifting the ban could send young fans the wrong message, and that competing while high could put other athletes at risk of injury! The judges are still out.
""", []),
            ("closing", None, """
Cannabis vs. the rulebook: who takes the belt?

In the blue corner, the supporters! Their opening jab is that cannabis doesn't clearly improve athletic performance, so the ban may serve little purpose. They double up on that jab, too: if the drug doesn't give anyone an edge, what exactly is the ban protecting? Then a crafty body shot: some athletes may use cannabis to manage pain instead of stronger painkillers.

In the red corner, the critics! The counter-punch comes quickly: athletes are role models, and lifting the ban could send young fans the wrong message. And they warn that competing while high could put other athletes at risk of injury.

Both fighters are still standing after twelve rounds, and reasonable fans can score this one either way. On the scorecards it's close. The judges are still out.
""", [
                ("repetition", "They double up on that jab, too: if the drug doesn't give anyone an edge, what exactly is the ban protecting?", (0, 1)),
                ("omitted_argument", None, (0, 1)),
            ]),
        ],
    },
    {
        "id": "ebikes_on_offroad_trails",
        "topic": "Allowing e-bikes on off-road nature trails",
        "query": "Should pedal-assist e-bikes be allowed on off-road nature trails where ordinary mountain bikes can ride?",
        "perspectives": [
            ("supporters", [
                "E-bikes could let older or less fit riders reach trails they could not otherwise enjoy.",
                "Some land managers say pedal-assist bikes wear down trails about as much as ordinary bikes.",
            ]),
            ("critics", [
                "Faster riders may raise the risk of collisions with hikers and horse riders.",
                "Longer riding ranges could bring more people deep into quiet wildlife areas.",
                "Allowing motors at all could open the door to more powerful machines later.",
            ]),
        ],
        "variants": [
            ("headed", None, """
E-bikes on the dirt: let's get ready to rumble!

**In the blue corner: the supporters**
Their opening jab is that e-bikes could let older or less fit riders get out to trails they couldn't otherwise enjoy. Then the follow-up: some land managers say pedal-assist bikes chew up trails about as much as ordinary bikes do. Clean shot!

**In the red corner: the critics**
The counter-punch comes quickly: faster riders may raise the odds of crashing into hikers and horse riders. Next, a hook to the ribs: with longer range, e-bikes could carry more people deep into quiet wildlife areas. And the finisher: let motors in at all, and the door could swing open to more powerful machines down the road.

On the scorecards it's close. The judges are still out.
""", []),
            ("prose", None, """
Here's the matchup: pedal-assist e-bikes versus the trailhead sign!

In the blue corner, the supporters come out bouncing. Their opening jab is that e-bikes could help older or less fit riders, including people with heart conditions, reach trails they could never enjoy otherwise. They back it up by pointing to some land managers, who say pedal-assist bikes wear trails down about as much as regular mountain bikes. Supporters even grant that letting motors in at all could open the door to more powerful machines later on. Bold strategy!

In the red corner, the critics. The counter-punch comes quickly: faster riders may bump up the risk of collisions with hikers and horse riders. They also warn that longer ranges could bring more people deep into quiet wildlife areas.

On the scorecards it's close. The judges are still out.
""", [
                ("added_detail", "including people with heart conditions", (0, 0)),
                ("side_swap", "Supporters even grant that letting motors in at all could open the door to more powerful machines later on", (1, 2)),
            ]),
            ("bullets", None, """
E-bikes on nature trails? The bell rings! 🔔

🔵 Blue corner (supporters)
- Jab: e-bikes could open up trails to older or less fit riders who couldn't otherwise get there.
- Another jab: some land managers say pedal-assist bikes cause about the same trail wear as ordinary bikes!

🔴 Red corner (critics)
- The counter-punch comes quickly: faster riders may mean more collisions with hikers and horse riders.
- Then the long-range shot: allow motors at all, and more powerful machines could come knocking later.

On the scorecards it's close. The judges are still out.
""", [
                ("omitted_argument", None, (1, 1)),
            ]),
            ("numbered", None, """
Round-by-round scoring for the e-bike trail bout:

1. **Blue corner opens:** supporters say e-bikes could let older or less fit riders reach trails they otherwise couldn't enjoy. Crowd-pleaser!
2. **Blue corner presses:** some land managers report that pedal-assist bikes wear trails roughly as much as ordinary bikes.
3. **Red corner fires back:** the counter-punch comes quickly, and it's a big one: faster riders will inevitably slam into hikers and horse riders.
4. **Red corner again:** longer ranges could draw more people deep into quiet wildlife areas.
5. **Red corner's clincher:** rangers can't easily tell a legal pedal-assist bike from an illegal throttle model, so the rules would be nearly impossible to police.
6. **Red corner's parting shot:** allowing motors at all could open the door to more powerful machines later.

On the scorecards it's close. The judges are still out.
""", [
                ("exaggeration", "faster riders will inevitably slam into hikers and horse riders", (1, 0)),
                ("invented_claim", "rangers can't easily tell a legal pedal-assist bike from an illegal throttle model, so the rules would be nearly impossible to police", None),
            ]),
            ("closing", None, """
Trail fight! Should pedal-assist e-bikes share the dirt with regular mountain bikes?

In the blue corner: supporters. Their opening jab is that e-bikes could get older or less fit riders onto trails they'd otherwise never enjoy. Then they lean on the land managers in their corner, some of whom say pedal-assist bikes wear trails about as much as ordinary ones. Steady work!

In the red corner: critics, and they've got three punches loaded. One: faster riders may raise the risk of collisions with hikers and horse riders. Two: longer ranges could bring more people deep into quiet wildlife areas. Three: allowing motors at all could open the door to more powerful machines later. Bam, bam, bam!

Both corners have landed clean shots, and where you score it may depend on which trail you love. On the scorecards it's close. The judges are still out.
""", []),
            ("dense", None, """
In the blue corner, supporters argue that e-bikes could let older or less fit riders reach trails they couldn't otherwise enjoy, and that some land managers say pedal-assist bikes wear trails about as much as ordinary bikes, with one five-year trail study measuring less than 5 percent extra erosion; the counter-punch comes quickly from the red corner, where critics warn that faster riders may raise the risk of collisions with hikers and horse riders, that longer ranges could bring more people deep into quiet wildlife areas, and that allowing motors at all could open the door to more powerful machines later! The judges are still out.
""", [
                ("invented_statistic", "with one five-year trail study measuring less than 5 percent extra erosion", None),
            ]),
        ],
    },
    {
        "id": "paparazzi_photos_celebrity_children",
        "topic": "Banning the publication of paparazzi photos of celebrities' children",
        "query": "Should magazines and websites be banned from publishing paparazzi photos of celebrities' children?",
        "perspectives": [
            ("supporters", [
                "Children did not choose fame and deserve to grow up without cameras following them.",
                "A ban could stop photographers from crowding around schools and playgrounds.",
                "Taking away the market for such photos could reduce risky car chases and confrontations.",
            ]),
            ("press freedom groups", [
                "A ban could be stretched to block legitimate reporting on public figures.",
                "Deciding which photos count as paparazzi shots may be hard to do fairly.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
Tonight's bout: celebrity kids, long lenses, and the tabloids! 📸🥊

**In the blue corner: supporters of a ban**
- Opening jab: these children never signed up for fame, and they deserve to grow up without cameras on their tail.
- Right hook: a ban could stop photographers from crowding around schools and playgrounds!
- Body blow: take away the market for the pictures, and risky car chases and confrontations could drop.

**In the red corner: press freedom groups**
- The counter-punch comes quickly: a ban could be stretched to block legitimate reporting on public figures.
- And the slick footwork: deciding which photos count as paparazzi shots may be hard to do fairly.

On the scorecards it's close. The judges are still out.
""", []),
            ("prose", None, """
Paparazzi versus the playground: the gloves are off!

In the blue corner, the supporters. Their opening jab is that children never chose fame and deserve to grow up without lenses trailing them everywhere. They concede a ban would do little to keep photographers from crowding around schools and playgrounds, but they land a solid body shot anyway: dry up the market for these photos, and risky car chases and confrontations could become rarer.

In the red corner, the press freedom groups. The counter-punch comes quickly: a ban could be stretched to block legitimate reporting on public figures. Then another combination: plenty of celebrities post their own kids' pictures to build their brands, so they can hardly claim privacy only when it suits them. And the jab to finish: deciding which photos are paparazzi shots may be hard to do fairly.

On the scorecards it's close. The judges are still out.
""", [
                ("negation", "They concede a ban would do little to keep photographers from crowding around schools and playgrounds", (0, 1)),
                ("invented_claim", "plenty of celebrities post their own kids' pictures to build their brands, so they can hardly claim privacy only when it suits them", None),
            ]),
            ("headed", None, """
📸 THE PAPARAZZI FIGHT: KIDS IN THE CROSSFIRE

**Blue corner: ban supporters**
Their opening jab is simple! Kids didn't pick fame, and they deserve a childhood without cameras following them around. Then they work the body: a ban could stop photographers from swarming schools and playgrounds. And the uppercut: with no market for these shots, risky car chases and confrontations could ease off.

**Red corner: press freedom groups**
The counter-punch comes quickly: a ban could get stretched to shut down legitimate reporting on public figures. They also jab at the fine print: deciding which photos count as paparazzi shots may be tough to do fairly.

On the scorecards it's close. The judges are still out.
""", []),
            ("closing", None, """
Should magazines and websites be barred from running paparazzi photos of celebrities' kids? Ding, ding!

In the blue corner, supporters throw three clean punches. Jab: children didn't choose fame and deserve to grow up free of cameras. Cross: a ban could stop photographers from crowding around schools and playgrounds. Hook: if there's no market for the photos, risky car chases and confrontations could fall off.

In the red corner, the press freedom groups keep it tight. The counter-punch comes quickly: deciding which photos count as paparazzi shots may be hard to do fairly!

Both sides have a fair point, and a lot may come down to how carefully a law is written. On the scorecards it's close. The judges are still out.
""", [
                ("omitted_argument", None, (1, 0)),
            ]),
            ("numbered", None, """
The paparazzi bout, blow by blow!

1. **Blue corner, round one:** supporters say kids never chose fame and deserve to grow up without cameras following them. Clean jab!
2. **Blue corner, round two:** a ban could stop photographers from crowding around schools and playgrounds.
3. **Red corner, round three:** the counter-punch comes quickly: press freedom groups warn a ban could be stretched to block legitimate reporting on public figures.
4. **Red corner, round four:** they add that nobody could ever fairly decide which photos count as paparazzi shots.
5. **Red corner, round five:** even the press freedom camp allows that killing the market for these photos could cut down on risky car chases and confrontations. A surprise combination!

On the scorecards it's close. The judges are still out.
""", [
                ("exaggeration", "they add that nobody could ever fairly decide which photos count as paparazzi shots", (1, 1)),
                ("side_swap", "even the press freedom camp allows that killing the market for these photos could cut down on risky car chases and confrontations", (0, 2)),
            ]),
            ("dense", None, """
Supporters come out swinging from the blue corner, saying celebrities' children never chose fame and deserve to grow up without cameras following them, that a ban could stop photographers from crowding around schools and playgrounds, and that taking away the market for these photos could reduce risky car chases and confrontations; the counter-punch comes quickly from press freedom groups in the red corner, who warn that a ban could be stretched to block legitimate reporting on public figures and that deciding which photos count as paparazzi shots may be hard to do fairly! The judges are still out.
""", []),
        ],
    },
]
