"""Fresh7 batch f30 (written by a separate writer): speed bumps on residential streets; deposit-return scheme for glass bottles; banning homework in primary schools; drone prescription delivery in rural areas."""

TOPICS = [
    {
        "id": "residential_speed_bumps",
        "topic": "Speed bumps on residential streets",
        "query": "Should our town put speed bumps on residential streets?",
        "perspectives": [
            ("residents", [
                "Speed bumps could make streets safer for children playing or walking to school.",
                "Some residents find the noise of cars braking and accelerating over the bumps disruptive.",
            ]),
            ("emergency services", [
                "Speed bumps may slow ambulance and fire engine response times.",
                "Going over bumps can jolt patients being treated in the back of an ambulance.",
            ]),
            ("cyclists", [
                "Slower car traffic can make residential streets feel safer to ride on.",
                "Poorly designed bumps can be uncomfortable or even hazardous for bikes unless there are gaps at the edges.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here's how the three groups line up on residential speed bumps:

| Argument | Who makes it |
|---|---|
| Bumps could make streets safer for kids who play outside or walk to school | Residents |
| Cars braking and re-accelerating over the bumps make noise that some neighbors find disruptive | Residents |
| Bumps may add time to ambulance and fire engine responses | Emergency services |
| Patients being treated in the back of an ambulance can get jolted going over them | Emergency services |
| Slower traffic can make the street feel safer to ride on | Cyclists |
| Badly designed bumps can be uncomfortable or even hazardous on a bike, unless there are gaps at the edges | Cyclists |

**Bottom line:** It's a tradeoff between calmer streets on one hand and possibly slower, bumpier emergency trips and design headaches on the other.
""", []),
            ("three_perspectives", None, """
Quick breakdown by stakeholder:

**Residents**
- Potentially safer streets for children, whether they're playing out front or walking to school.
- On the downside, some neighbors are bothered by the noise of cars braking and speeding up again at each bump.

**Emergency services**
- Crews point out that bumps would make little difference to how quickly ambulances and fire engines arrive.
- Patients being treated in the back of an ambulance can be jolted as it crosses them.

**Cyclists**
- With cars moving more slowly, the streets can feel safer to ride.
""", [
                ("negation", "Crews point out that bumps would make little difference to how quickly ambulances and fire engines arrive", (1, 0)),
                ("omitted_argument", None, (2, 1)),
            ]),
            ("three_perspectives", None, """
Here's a side-by-side of the three stakeholder views:

| Group | Upside | Downside |
|---|---|---|
| Residents | Streets could become safer for children playing or walking to school | Some find the noise of cars braking and accelerating over the bumps disruptive |
| Emergency services | — | Ambulance and fire engine response times may slow; patients treated in the back of an ambulance can be jolted |
| Cyclists | Slower traffic can make riding feel safer | Poorly designed bumps can be uncomfortable or even dangerous for bikes unless gaps are left at the edges |
""", []),
            ("three_perspectives", None, """
For residents, the main appeal of speed bumps is safety: slower cars could make the street safer for children who play outside or walk to school, and residents also note that calmer traffic makes the road feel safer for riding a bike. Not everyone on the street is sold, though—some find the noise of cars braking and revving over the bumps disruptive.

Emergency services are more wary. Bumps may slow response times for ambulances and fire engines, with one frequently cited study estimating a delay of up to 10 seconds per bump. They can also jolt patients who are being treated in the back of an ambulance.

For cyclists, the main worry is design. Badly designed bumps can be uncomfortable or even hazardous to ride over, unless gaps are left at the edges.
""", [
                ("side_swap", "residents also note that calmer traffic makes the road feel safer for riding a bike", (2, 0)),
                ("invented_statistic", "with one frequently cited study estimating a delay of up to 10 seconds per bump", None),
            ]),
            ("three_perspectives", None, """
Summary of the debate by stakeholder:

| Stakeholder | Main points |
|---|---|
| Residents | Bumps could make the street safer for children at play or on their way to school, but some residents find the noise of braking and accelerating cars disruptive. |
| Cyclists | Slower traffic can make the street feel safer to ride on; however, poorly designed bumps can be uncomfortable or hazardous for bikes unless there are gaps at the edges. |

Both groups see a safety benefit alongside a practical drawback.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("three_perspectives", None, """
1. **Residents** – The main argument in favor is that speed bumps could make the street safer for kids playing outside or walking to school. The counterpoint from some residents is noise: cars braking and then accelerating over each bump can be disruptive.
2. **Emergency services** – Their concerns are twofold. Bumps may slow down ambulances and fire engines on their way to a call, and they can jolt patients who are being treated in the back of an ambulance.
3. **Cyclists** – Slower car traffic can make residential streets feel safer to ride. Still, poorly designed bumps can be uncomfortable or even hazardous for bikes unless there are gaps at the edges.
""", []),
        ],
    },
    {
        "id": "glass_bottle_deposit_return",
        "topic": "Deposit-return scheme for glass bottles",
        "query": "Should the government introduce a deposit-return scheme for glass bottles?",
        "perspectives": [
            ("pro", [
                "A small refundable deposit gives people a reason to return bottles instead of throwing them away.",
                "Returned bottles can be washed and refilled, which may cut the energy needed to make new glass.",
                "It could reduce broken glass littering parks and beaches.",
            ]),
            ("con", [
                "Shops may need to find storage space and staff time to handle returned bottles.",
                "The deposit raises the upfront price of drinks, which some low-income shoppers could feel.",
            ]),
        ],
        "variants": [
            ("closing", None, """
Here's a side-by-side summary of the deposit-return debate:

| For the scheme | Against the scheme |
|---|---|
| A small, refundable deposit gives people an incentive to bring bottles back rather than toss them | Shops may have to find room to store returned bottles and staff time to process them |
| Returned bottles can be cleaned and refilled, which may reduce the energy spent making new glass | The deposit pushes up the upfront price of drinks, something some lower-income shoppers could notice |
| The scheme could cut down on broken glass littering parks and beaches | |

Ultimately, it comes down to whether the environmental gains are judged worth the extra cost and hassle.
""", []),
            ("bullets", None, """
**Arguments for a deposit-return scheme**
- Putting a small refundable deposit on each bottle gives people a reason to return it instead of throwing it away.
- Bottles that come back get washed and refilled, which will slash the energy needed to produce new glass.
- There could be less broken glass lying around in parks and on beaches.
- It would also help local governments save money on waste collection and landfill.

**Arguments against**
- Shops may need to set aside storage space and staff time to deal with the returns.
- The deposit raises the upfront price of drinks, which some low-income shoppers could feel.
""", [
                ("exaggeration", "Bottles that come back get washed and refilled, which will slash the energy needed to produce new glass", (0, 1)),
                ("invented_claim", "It would also help local governments save money on waste collection and landfill.", None),
            ]),
            ("prose", None, """
Supporters of a deposit-return scheme argue that a small, refundable charge on each bottle gives people a reason to bring it back rather than toss it. Those bottles can then be washed and refilled, which may lower the energy used to make new glass, and the scheme could also mean less broken glass littering parks and beaches.

Critics, for their part, accept that shops could absorb returned bottles with little extra storage or staff time, but they point out that the deposit raises the upfront price of drinks in a way some low-income shoppers could feel.
""", [
                ("negation", "shops could absorb returned bottles with little extra storage or staff time", (1, 0)),
            ]),
            ("numbered", None, """
Here are the main arguments on each side:

**In favor**
1. A small deposit that people get back gives them an incentive to return bottles rather than throw them out.
2. Returned bottles can be washed and reused, which may cut the energy that goes into making new glass.

**Against**
1. Shops may have to find space to store returned bottles and staff time to handle them.
2. Because the deposit is added to the upfront price of drinks, some low-income shoppers could feel the pinch.
""", [
                ("omitted_argument", None, (0, 2)),
            ]),
            ("headed", None, """
### The case for
A small, refundable deposit gives people a reason to return their bottles instead of throwing them away. Once returned, the bottles can be sent back to the original bottler to be sterilized and refilled, which may reduce the energy needed to make new glass. The scheme could also cut down on broken glass littering parks and beaches.

### The case against
Shops may need to find storage space and staff time to handle the bottles that come back. And because the deposit raises the upfront price of drinks, some shoppers on low incomes could feel it.
""", [
                ("added_detail", "the bottles can be sent back to the original bottler to be sterilized and refilled", (0, 1)),
            ]),
            ("dense", None, """
Supporters say a small refundable deposit would give people a reason to return bottles rather than throw them away, that returned bottles can be washed and refilled in a way that may cut the energy needed for new glass, and that the scheme could reduce broken glass in parks and on beaches; opponents counter that shops may need storage space and staff time to handle the returns and that the deposit raises the upfront price of drinks, which some low-income shoppers could feel.
""", []),
        ],
    },
    {
        "id": "primary_homework_ban",
        "topic": "Banning homework in primary schools",
        "query": "Should primary schools ban homework?",
        "perspectives": [
            ("pro", [
                "Young children need time after school for play, rest and family life.",
                "Homework may widen gaps between pupils whose parents can help and those whose parents cannot.",
            ]),
            ("con", [
                "Short homework tasks can build reading habits and reinforce what was learned in class.",
                "Homework gives parents a window into what their children are studying.",
                "An early routine of independent work could ease the move to secondary school.",
            ]),
        ],
        "variants": [
            ("headed", None, """
## Why some want a ban
Young children need their after-school hours for play, rest and time with family. There's also an equity concern: homework may widen the gap between kids whose parents can help them and kids whose parents can't.

## Why others want to keep it
Short assignments can build reading habits and reinforce what was taught in class. Homework also gives parents a window into what their children are studying, and getting into a routine of independent work early could make the move to secondary school easier.
""", []),
            ("dense", None, """
Supporters of a ban argue that young children need their after-school hours for play, rest and family life, that homework may widen the gap between kids whose parents can help and kids whose parents can't, and that it gives parents a window into what their children are studying; opponents reply that short tasks can build reading habits and reinforce classroom learning, that an early routine of independent work could ease the move to secondary school, and that homework gives teachers useful feedback on which students are struggling.
""", [
                ("side_swap", "and that it gives parents a window into what their children are studying", (1, 1)),
                ("invented_claim", "that homework gives teachers useful feedback on which students are struggling", None),
            ]),
            ("bullets", None, """
The arguments break down like this:

| Argument | Side |
|---|---|
| Young kids need after-school time to play, rest and be with family | Ban homework |
| Homework may widen the gap between children whose parents can help and those whose parents can't | Ban homework |
| Short tasks can build reading habits and reinforce classroom learning | Keep homework |
| It lets parents see what their children are studying | Keep homework |
| An early habit of working independently could smooth the move to secondary school | Keep homework |
""", []),
            ("closing", None, """
Here's how the two camps compare:

| Ban homework | Keep homework |
|---|---|
| Young children need time after school for play, rest and family | Short tasks such as spelling lists and math worksheets can build reading habits and reinforce lessons |
| Homework can narrow the gap between children whose parents help at home and those whose parents can't | Parents get a window into what their children are studying |
| | A routine of independent work could ease the move to secondary school |

Ultimately, it depends on what a school community values most in the early years.
""", [
                ("negation", "Homework can narrow the gap between children whose parents help at home and those whose parents can't", (0, 1)),
                ("added_detail", "Short tasks such as spelling lists and math worksheets can build reading habits", (1, 0)),
            ]),
            ("numbered", None, """
1. **Time to be a kid.** Supporters of a ban say young children need their after-school hours for play, rest and family life.
2. **Fairness.** Homework may widen the gap between students whose parents can help and those whose parents can't.
3. **Learning.** Opponents argue that short homework tasks are guaranteed to turn children into lifelong readers and lock in everything learned in class.
4. **Parent visibility.** Homework gives parents a window into what their kids are studying.
5. **Preparation.** Starting a routine of independent work early could make the move to secondary school smoother.
""", [
                ("exaggeration", "short homework tasks are guaranteed to turn children into lifelong readers and lock in everything learned in class", (1, 0)),
            ]),
            ("prose", None, """
The case for banning homework in primary schools rests on two points. First, young children need time after school to play, rest and be with their families. Second, homework may widen the gap between pupils whose parents are able to help and those whose parents aren't.

Those who'd keep it see things differently. They argue that short tasks can build reading habits and reinforce what was covered in class, and that homework gives parents a window into what their children are learning. Some also suggest that getting used to independent work early could ease the transition to secondary school.
""", []),
        ],
    },
    {
        "id": "rural_drone_prescriptions",
        "topic": "Drone delivery of prescriptions in rural areas",
        "query": "Should drones be allowed to deliver prescriptions in rural areas?",
        "perspectives": [
            ("pro", [
                "Drones could get medicines to remote patients in minutes rather than hours.",
                "Patients with limited mobility or no car would not have to travel to a pharmacy.",
            ]),
            ("con", [
                "Drones may be grounded by bad weather, making deliveries unreliable.",
                "Some people worry about privacy and noise from drones flying over homes.",
                "Controlled medicines could be lost or stolen if a package is dropped or intercepted.",
            ]),
        ],
        "variants": [
            ("closing", None, """
Here's a quick overview of the two sides:

| Pro | Con |
|---|---|
| Drones could get medicines to remote patients in minutes instead of hours | Bad weather may ground drones, making deliveries unreliable |
| People with limited mobility or no car wouldn't need to travel to a pharmacy | Some people worry about privacy and noise from drones over their homes |
| | Controlled medicines could be lost or stolen if a package is dropped or intercepted |

It's a genuine tradeoff between speed and access on one side and reliability, privacy and security on the other.
""", []),
            ("prose", None, """
Advocates see drones as a way to get medicines to remote patients in minutes rather than hours, and a pilot in Scotland reportedly cut average delivery times by 80 percent. They also point out that patients with limited mobility or no car would no longer have to make the trip to a pharmacy.

Skeptics aren't convinced. Bad weather will ground drones and make deliveries unreliable, they argue, and some people worry about privacy and the noise of drones passing over their homes. There's also a security concern: controlled medicines could be lost or stolen if a package is dropped or intercepted.
""", [
                ("invented_statistic", "a pilot in Scotland reportedly cut average delivery times by 80 percent", None),
                ("exaggeration", "Bad weather will ground drones and make deliveries unreliable", (1, 0)),
            ]),
            ("numbered", None, """
Arguments for:
1. Drones could deliver medicine to people in remote areas in minutes instead of hours.
2. In short, people living far from town could receive their medication much faster.

Arguments against:
1. Bad weather may keep drones on the ground, so deliveries could be unreliable.
2. Some people have privacy and noise concerns about drones flying over their homes.
3. Controlled medicines could go missing or be stolen if a package is dropped or intercepted.
""", [
                ("repetition", "In short, people living far from town could receive their medication much faster.", (0, 1)),
            ]),
            ("dense", None, """
The case for drone delivery is that it could get prescriptions to remote patients in minutes rather than hours and spare people with limited mobility or no car a trip to the pharmacy, while critics, who concede that weather rarely disrupts drone flights, focus on privacy and noise concerns about drones flying over homes and on the risk that controlled medicines could be lost or stolen if a package is dropped or intercepted.
""", [
                ("negation", "who concede that weather rarely disrupts drone flights", (1, 0)),
            ]),
            ("bullets", None, """
Here's how the arguments split:

| Argument | Side |
|---|---|
| Medicines could reach remote patients in minutes rather than hours | For |
| People with limited mobility or no car wouldn't have to travel to a pharmacy | For |
| Bad weather may ground drones, so deliveries could be unreliable | Against |
| Some people worry about privacy and noise from drones flying over homes | Against |
| Controlled medicines could be lost or stolen if a package is dropped or intercepted | Against |
""", []),
            ("headed", None, """
### Speed and access
Supporters say drones could get medicines to remote patients in minutes rather than hours—especially time-critical items like insulin and epilepsy medication. Patients with limited mobility or without a car also wouldn't have to travel to a pharmacy.

### Reliability, privacy and security
Critics note that drones may be grounded by bad weather, which makes deliveries unreliable. Some people are uneasy about privacy and noise from drones flying over their homes. Controlled medicines could also be lost or stolen if a package is dropped or intercepted, and pharmacists would have no way to confirm that the right person received the medication.
""", [
                ("added_detail", "especially time-critical items like insulin and epilepsy medication", (0, 0)),
                ("invented_claim", "pharmacists would have no way to confirm that the right person received the medication", None),
            ]),
        ],
    },
]
