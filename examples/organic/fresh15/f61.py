"""Fresh15 batch f61 (written by a separate writer): Removing hostile architecture from public spaces; Automatic enrollment in payroll emergency savings accounts; Restricting the breeding of flat-faced dog breeds; Requiring online marketplaces to verify third-party sellers."""

TOPICS = [
    {
        "id": "removing_hostile_architecture",
        "topic": "Removing hostile architecture from public spaces",
        "query": "Should cities remove hostile architecture, such as anti-homeless spikes and sloped benches, from public spaces?",
        "perspectives": [
            ("homelessness charities", [
                "Hostile designs such as spikes and armrest-divided benches may push people sleeping outside into less safe, more hidden places.",
                "Removing them would signal that public space belongs to everyone, including people with nowhere else to go.",
            ]),
            ("local businesses", [
                "Some shop owners fear that removing deterrents could lead to more people sleeping in doorways, which may put off customers.",
                "Businesses could face extra cleaning and security costs if people gather outside their premises.",
            ]),
            ("urban planners", [
                "Benches without dividers or slopes can be more comfortable for older people, parents and disabled users as well.",
                "Hostile features may do little to reduce homelessness itself and could simply move the problem elsewhere.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
As an AI, I don't have personal opinions on this, but I can outline the main perspectives that usually come up in this debate. "Hostile architecture" generally refers to design features such as spikes, sloped benches, and armrests that divide seating, which are intended to discourage certain uses of public space.

**Homelessness charities** generally favor removal. They argue that these designs may push people who sleep outside into less safe and more hidden places. They also see removal as a signal that public space belongs to everyone, including those who have nowhere else to go.

**Local businesses** tend to be more cautious. Some shop owners worry that taking away deterrents could lead to more people sleeping in doorways, which might put customers off. There is also a concern that businesses could end up paying more for cleaning and security if people gather outside their premises.

**Urban planners** bring a somewhat different lens. From a design standpoint, benches without dividers or slopes can be more comfortable for everyone, including older people, parents, and disabled users. Planners also point out that hostile features may do little to reduce homelessness itself and could simply shift the problem to another location.

Ultimately, the decision depends on how a city chooses to balance inclusivity and comfort against the practical concerns of the businesses that share these spaces.
""", []),
            ("three_perspectives", None, """
It's important to note that this is a contested issue on which reasonable people disagree. Here is an overview of the three key perspectives:

1. **Homelessness charities**
   - **Safety:** They argue that spikes and divided benches may drive people sleeping outside into less safe, more hidden spots.
   - **Inclusion:** In their view, removing these features would signal that public space is for everyone, including people with nowhere else to go.

2. **Local businesses**
   - **Customer impact:** Some shop owners fear that, without deterrents, more people could end up sleeping in doorways, possibly discouraging customers.
   - **Costs:** Businesses might face additional cleaning and security expenses if people gather outside their premises.
   - **Displacement:** Business groups also argue that hostile features may do little to address homelessness itself and could simply move the problem elsewhere.

3. **Urban planners**
   - **Comfort:** Planners note that benches without slopes or dividers can be more comfortable for older people, parents, and disabled users as well. A 2019 survey of park users found that nearly 60 percent of older visitors avoided benches with dividers.

In conclusion, the question involves trade-offs between inclusion, commercial concerns, and good design, and the most appropriate approach may differ from one city to another.
""", [
                ("side_swap", "Business groups also argue that hostile features may do little to address homelessness itself and could simply move the problem elsewhere", (2, 1)),
                ("invented_statistic", "A 2019 survey of park users found that nearly 60 percent of older visitors avoided benches with dividers", None),
            ]),
            ("three_perspectives", None, """
As an AI language model, I can't take a side, but I can summarize how different groups tend to view this question.

From the perspective of homelessness charities, hostile architecture is a problem rather than a solution. Features like spikes and armrest-divided benches, they argue, may simply push people who sleep outside into places that are more hidden and less safe. Taking them away would, in their view, send a message that public space belongs to everyone, including people who have nowhere else to go.

Urban planners raise points that partly overlap with this. It's important to note that benches without slopes or dividers can be more comfortable for a wide range of people, such as older residents, parents, and disabled users. Planners also point out that hostile features may do little to reduce homelessness itself and could just move the problem somewhere else.

In conclusion, the debate touches on questions of safety, inclusion, and good design, and the right answer may vary depending on local circumstances.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("three_perspectives", None, """
This is a nuanced topic, and there are several viewpoints worth considering. I'll try to outline them as neutrally as I can.

**Urban planners:** From a design perspective, planners note that benches without armrest dividers or slopes can be more comfortable for older people, parents, and disabled users as well. They also caution that hostile features may do little to tackle homelessness itself and might just relocate the problem.

**Homelessness charities:** Charities argue that these designs could push people sleeping outside into less safe and more hidden locations. For them, removing such features would also be a symbolic statement that public space belongs to everyone, even those with nowhere else to go.

**Local businesses:** Business owners, on the other hand, have more practical concerns. Some fear that removing deterrents might lead to more people sleeping in doorways, which could put off customers, and that they may have to cover extra cleaning and security costs if people gather outside their premises.

Ultimately, whether cities should remove hostile architecture depends on how they weigh the interests of these different groups against one another.
""", []),
            ("three_perspectives", None, """
As an AI, I don't hold personal views, but I can lay out the main arguments. The debate over removing hostile architecture (spikes, sloped benches, divided seating, and similar features) tends to involve three groups.

On one hand, homelessness charities argue for removal. They suggest that such designs may force people who sleep outside into more hidden, less safe places, and they see removal as a way of affirming that public space belongs to everyone, including people with nowhere else to go.

On the other hand, local businesses have reservations. Some owners are concerned that without these deterrents, more people could sleep in doorways, which may discourage customers. They also worry about potentially higher cleaning and security costs if people congregate outside their premises.

Urban planners occupy something of a middle ground. Planners caution that benches without dividers or slopes are not necessarily any more comfortable for older people, parents, or disabled users. At the same time, they observe that hostile features may do little to reduce homelessness and could simply displace it.

In conclusion, there is no easy answer here, and any decision will likely involve balancing the needs of vulnerable people, local businesses, and the wider public.
""", [
                ("negation", "Planners caution that benches without dividers or slopes are not necessarily any more comfortable for older people, parents, or disabled users", (2, 0)),
            ]),
            ("three_perspectives", None, """
As an AI, I don't have personal opinions, but I can summarize the key arguments from each group involved:

1. **Homelessness charities**
   - **Displacement to unsafe areas:** Hostile designs such as spikes and divided benches may push people who sleep outside into less safe, more hidden places, such as alleys, underpasses, and abandoned buildings.
   - **A message of inclusion:** Removing them would signal that public space is for everyone, including people with nowhere else to go.

2. **Local businesses**
   - **Effect on customers:** Some shop owners fear that removing deterrents could result in more people sleeping in doorways, which might deter customers.
   - **Extra costs:** Businesses could face higher cleaning and security bills if people gather outside.

3. **Urban planners**
   - **Better seating for all:** Benches without slopes or dividers can be more comfortable for older people, parents, and disabled users.
   - **Limited effectiveness:** Hostile features may do little to reduce homelessness and could simply shift the problem elsewhere.

It's important to note that each of these perspectives reflects legitimate concerns. Ultimately, the decision depends on a city's priorities and on how it chooses to manage its shared spaces.
""", [
                ("added_detail", "such as alleys, underpasses, and abandoned buildings", (0, 0)),
            ]),
        ],
    },
    {
        "id": "payroll_emergency_savings",
        "topic": "Automatic enrollment in payroll emergency savings accounts",
        "query": "Should employers automatically enroll workers in an emergency savings account funded from their paycheck, alongside their retirement plan?",
        "perspectives": [
            ("supporters", [
                "A small cash buffer could stop workers from turning to high-cost credit when an unexpected bill arrives.",
                "Automatic enrollment may help build a saving habit among people who would not open an account themselves.",
                "Having easy-access savings could make workers less likely to dip into or stop their retirement contributions.",
            ]),
            ("critics", [
                "For low earners, diverting part of their pay could make it harder to cover everyday costs.",
                "Running the accounts would add administrative work and costs for employers, especially small firms.",
            ]),
        ],
        "variants": [
            ("prose", None, """
As an AI, I don't have personal opinions, but I can outline the main arguments on both sides of this question.

Supporters of automatic enrollment in payroll emergency savings accounts argue that even a modest cash cushion could keep workers from relying on high-cost credit when an unexpected bill comes along. They also suggest that enrolling people by default may help build a habit of saving among those who would probably never open an account on their own. In addition, supporters believe that having easy-access savings could make workers less likely to raid or pause their retirement contributions when money gets tight.

On the other hand, critics raise concerns about affordability. For low earners in particular, setting aside part of each paycheck could make it harder to keep up with everyday expenses. Critics also point out that running these accounts would mean extra administrative work and costs for employers, which may weigh most heavily on small firms.

Ultimately, the decision depends on whether the potential benefits for financial resilience are seen as outweighing the strain on low-income workers and smaller employers.
""", []),
            ("numbered", None, """
It's important to note that there are reasonable arguments on both sides of this issue. Here is a summary of the main points:

**Arguments in favor:**

1. **Avoiding expensive debt:** A small emergency fund could help workers avoid turning to high-cost credit when they face an unexpected bill.
2. **Building a saving habit:** Automatic enrollment may encourage people to save who would not otherwise open an account on their own.
3. **Protecting retirement savings:** With easy-access savings available, workers could be less likely to dip into or stop their retirement contributions.
4. **Workplace well-being:** Supporters also argue that the accounts could reduce financial stress among employees, which may in turn improve focus and productivity at work.

**Arguments against:**

1. **Pressure on low earners:** Diverting part of their pay could make it harder for lower-paid workers to cover day-to-day costs.
2. **Burden on employers:** Administering the accounts would add paperwork and costs, especially for small businesses.

In conclusion, whether this policy makes sense depends on how these potential benefits and drawbacks are weighed against each other.
""", [
                ("invented_claim", "Supporters also argue that the accounts could reduce financial stress among employees, which may in turn improve focus and productivity at work", None),
            ]),
            ("headed", None, """
As an AI language model, I don't take positions on policy questions, but I can summarize the main considerations.

### The case for automatic emergency savings

Proponents see several potential benefits. A small cash buffer could help workers cover an unexpected bill without resorting to high-cost credit. Because people are enrolled by default, the approach may also help build a saving habit among those who would never get around to opening an account themselves. Finally, supporters argue that having easy-access savings on hand could make workers less likely to dip into their retirement contributions or stop them altogether.

### The case against

Critics, however, raise two main concerns. First, for low earners, diverting a portion of their pay could make it harder to meet everyday costs. Second, running the accounts would create additional administrative work and expense for employers, with small firms likely to feel this most.

### Conclusion

On one hand, the policy could strengthen workers' financial resilience; on the other hand, it may place pressure on both lower-paid staff and smaller businesses. Ultimately, the decision depends on how these trade-offs are weighed.
""", []),
            ("numbered", None, """
As an AI, I can't offer a personal opinion, but here are the key arguments that tend to come up:

1. **Protection from high-cost borrowing:** Supporters argue that a small cash buffer could stop workers from relying on high-cost credit when an unexpected bill arrives.

2. **Encouraging saving:** Automatic enrollment may help build a saving habit among people who would not open an account on their own.

3. **Fewer expensive loans:** Supporters also suggest that having even a modest emergency fund could mean workers are less likely to turn to payday lenders or credit cards when something unexpected comes up.

4. **Affordability concerns:** Critics caution that, for low earners, diverting part of their pay could make it harder to cover everyday expenses.

5. **Employer burden:** Running the accounts would add administrative work and costs for employers, especially small firms.

Ultimately, the decision depends on how policymakers balance the goal of greater financial security against the costs for workers and employers.
""", [
                ("repetition", "Supporters also suggest that having even a modest emergency fund could mean workers are less likely to turn to payday lenders or credit cards when something unexpected comes up", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("dense", None, """
As an AI, I don't have personal opinions, but the debate can be summarized as follows. Supporters argue that a small cash buffer could prevent workers from turning to high-cost credit when an unexpected bill arrives, that automatic enrollment will turn people who would never open an account themselves into regular savers, and that easy-access savings could make workers less likely to dip into or pause their retirement contributions. Critics counter that, for low earners, diverting part of their pay could make everyday costs harder to cover, and that running the accounts would add administrative work and costs for employers, particularly small firms. It's important to note that these are competing considerations rather than settled facts, and ultimately the decision depends on which of them policymakers prioritize.
""", [
                ("exaggeration", "automatic enrollment will turn people who would never open an account themselves into regular savers", (0, 1)),
            ]),
            ("bullets", None, """
This is an interesting personal finance question, and as an AI I can present the arguments on both sides without taking a position.

**Potential benefits**
- A modest emergency fund could keep workers from turning to high-cost credit when an unexpected bill shows up.
- Enrolling people automatically may help build a saving habit among those who wouldn't open an account themselves.
- Easy-access savings could make workers less inclined to dip into, or stop, their retirement contributions.

**Potential drawbacks**
- For low earners, having part of their pay diverted could make it harder to cover everyday costs.
- Employers, and small firms in particular, would have to take on extra administrative work and costs to run the accounts.

It's important to note that these are arguments rather than settled conclusions, and the actual impact would likely depend on how any scheme is designed and implemented. Individuals and employers may wish to consider their own circumstances when thinking about this issue.
""", []),
        ],
    },
    {
        "id": "flat_faced_dog_breeding",
        "topic": "Restricting the breeding of flat-faced dog breeds",
        "query": "Should the breeding of flat-faced dog breeds such as pugs and French bulldogs be restricted on animal welfare grounds?",
        "perspectives": [
            ("welfare advocates", [
                "Many flat-faced dogs may suffer lifelong breathing, eye and skin problems because of their exaggerated features.",
                "Restrictions could push breeders towards healthier body shapes, such as longer muzzles.",
            ]),
            ("opponents", [
                "A restriction could drive demand towards unregulated breeders and illegal imports, where welfare may be worse.",
                "Some owners argue that responsible breeders can already screen for health problems without new legal restrictions.",
                "Enforcement may be difficult, since it is hard to define exactly which dogs count as flat-faced.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
As an AI, I don't have personal opinions, but I can outline the main arguments on this issue.

**Arguments from welfare advocates:**

1. **Health problems:** Many flat-faced dogs may suffer from lifelong breathing, eye, and skin conditions as a result of their exaggerated features.
2. **Healthier breeding:** Restrictions could encourage breeders to move toward healthier body shapes, such as dogs with longer muzzles.
3. **Defining the breeds:** Advocates also acknowledge that enforcement may be tricky, because it is hard to pin down exactly which dogs count as flat-faced.

**Arguments from opponents:**

1. **Unregulated breeding:** A restriction could shift demand toward unregulated breeders and illegal imports, where animal welfare may be even worse.
2. **Existing screening:** Some owners argue that responsible breeders are already able to screen for health problems without the need for new legal restrictions.

Ultimately, the decision depends on how policymakers weigh the welfare of individual animals against the practical risks of regulation.
""", [
                ("side_swap", "Advocates also acknowledge that enforcement may be tricky, because it is hard to pin down exactly which dogs count as flat-faced", (1, 2)),
            ]),
            ("numbered", None, """
This is a sensitive topic for many dog lovers, and as an AI I can't take a side, but I can summarize the main points raised in the debate.

**Those who favor restrictions**, mostly animal welfare advocates, make two main points:

1. **Health and suffering:** Many flat-faced dogs such as pugs and French bulldogs may live with breathing, eye, and skin problems throughout their lives, largely because of their exaggerated features.
2. **Better breeding goals:** Limiting this kind of breeding could steer breeders toward healthier body shapes, for example dogs with longer muzzles.

**Opponents** see things differently:

1. **Driving breeding underground:** A restriction could push demand toward unregulated breeders and illegal imports, where welfare standards may be worse.
2. **Existing safeguards:** Some owners argue that responsible breeders are already able to screen for health problems, so new legal restrictions are not needed.
3. **Enforcement challenges:** It may prove difficult to enforce a restriction, because it is not easy to define exactly which dogs count as flat-faced.

In conclusion, both sides say they care about the welfare of these dogs; they differ mainly on whether legal restrictions are the best way to protect it.
""", []),
            ("closing", None, """
It's important to note that this question involves both animal welfare and practical enforcement considerations. Here is a balanced overview.

**Welfare advocates** argue that many flat-faced dogs may suffer lifelong breathing, eye, and skin problems because of their exaggerated features. One veterinary study found that around half of all pugs showed some degree of breathing difficulty. Advocates also believe that restrictions could push breeders toward healthier body shapes, such as longer muzzles, within just a few generations.

**Opponents**, on the other hand, warn that a restriction could drive demand toward unregulated breeders and illegal imports, where welfare may be worse. Some owners contend that responsible breeders can already screen for health problems without new legal restrictions, and others point out that enforcement may be difficult, since it is hard to define exactly which dogs count as flat-faced.

Ultimately, the decision depends on how much weight is given to the health of the dogs themselves compared with concerns about unintended consequences. Prospective owners may also wish to speak with a veterinarian before choosing a breed.
""", [
                ("invented_statistic", "One veterinary study found that around half of all pugs showed some degree of breathing difficulty", None),
                ("added_detail", "within just a few generations", (0, 1)),
            ]),
            ("bullets", None, """
As an AI, I don't have personal opinions, but I can outline the key arguments on both sides:

**In favor of restrictions (welfare advocates):**
- Many flat-faced dogs may experience short-term breathing, eye, and skin problems as a result of their exaggerated features.
- Restrictions could encourage breeders to aim for healthier body shapes, such as longer muzzles.

**Against restrictions (opponents):**
- A restriction could drive demand toward unregulated breeders and illegal imports, where welfare standards may be lower.
- Some owners believe responsible breeders can already screen for health problems without any new legal restrictions.
- Enforcement may be difficult, as it is hard to define precisely which dogs should count as flat-faced.

In conclusion, this is a complex issue, and reasonable people may disagree about whether legal restrictions are the most effective way to improve the welfare of these breeds.
""", [
                ("negation", "Many flat-faced dogs may experience short-term breathing, eye, and skin problems as a result of their exaggerated features", (0, 0)),
            ]),
            ("headed", None, """
As an AI language model, I don't hold personal views, but I can provide an overview of the main perspectives.

### Why some support restrictions

Animal welfare advocates are concerned that many flat-faced dogs may suffer from breathing, eye, and skin problems for their whole lives because of their exaggerated features. They argue that restricting this type of breeding could push breeders toward healthier body shapes, such as longer muzzles.

### Why others oppose them

Opponents raise several concerns. First, a restriction could drive demand toward unregulated breeders and illegal imports, where the welfare of the animals may be worse. Second, some owners argue that responsible breeders can already screen for health problems without new legal rules. There is also the practical issue that enforcement may be difficult, since it is hard to define exactly which dogs count as flat-faced.

### Final thoughts

Ultimately, the decision depends on whether lawmakers believe the welfare benefits of restrictions would outweigh the risks of driving breeding underground and the challenges of enforcement.
""", []),
            ("prose", None, """
As an AI, I don't have personal opinions, but I can summarize the main arguments that are typically raised.

Welfare advocates note that many flat-faced dogs may suffer lifelong breathing, eye, and skin problems due to their exaggerated features. In their view, restrictions could push breeders toward healthier shapes, such as dogs with longer muzzles.

Opponents, however, caution that a restriction could drive demand toward unregulated breeders and illegal imports, where welfare may actually be worse. Some owners also argue that responsible breeders can already screen for health problems without the need for new legal restrictions.

In conclusion, this is a difficult issue that involves balancing animal welfare goals with concerns about how restrictions would work in practice.
""", [
                ("omitted_argument", None, (1, 2)),
            ]),
        ],
    },
    {
        "id": "marketplace_seller_verification",
        "topic": "Requiring online marketplaces to verify third-party sellers",
        "query": "Should online marketplaces be required to verify the identity of every third-party seller on their platforms?",
        "perspectives": [
            ("supporters", [
                "Verified identities could make it easier for buyers and authorities to pursue sellers of counterfeit or unsafe goods.",
                "Knowing who is behind a shop may increase shoppers' trust in smaller sellers.",
            ]),
            ("critics", [
                "Checks could create paperwork that discourages casual sellers, such as people clearing out their homes.",
                "Storing sellers' identity documents may create new privacy and data-security risks.",
                "Determined fraudsters might still get round the checks using stolen or fake documents.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
As an AI, I don't have personal opinions, but I can outline the main arguments for and against requiring identity verification for third-party sellers.

**Arguments in favor:**

1. **Accountability:** Verified identities could make it easier for both buyers and authorities to track down sellers of counterfeit or unsafe products.
2. **Consumer trust:** Knowing who is behind a shop may increase shoppers' confidence in buying from smaller sellers.
3. **A level playing field:** Supporters also argue that verification would put online sellers on a more equal footing with brick-and-mortar retailers, who already have to comply with consumer protection rules.

**Arguments against:**

1. **Barriers for casual sellers:** The checks could create paperwork that discourages occasional sellers, such as people clearing out their homes.
2. **Privacy and security:** Storing sellers' identity documents may introduce new privacy and data-security risks.
3. **Limited effectiveness:** Determined fraudsters might still get around the checks by using stolen or fake documents.

Ultimately, the decision depends on how regulators weigh consumer protection against the potential burdens and risks for sellers.
""", [
                ("invented_claim", "Supporters also argue that verification would put online sellers on a more equal footing with brick-and-mortar retailers, who already have to comply with consumer protection rules", None),
            ]),
            ("prose", None, """
As an AI language model, I can't take sides on policy debates, but I can summarize the main considerations.

Supporters of mandatory seller verification argue that it would bring more accountability to online marketplaces. If every seller's identity were verified, it could become easier for buyers and authorities alike to pursue those who sell counterfeit or unsafe goods. Supporters also suggest that knowing who is actually behind a shop may make shoppers more willing to trust smaller sellers.

Critics, however, raise several concerns. They argue that the checks could generate paperwork that puts off casual sellers, such as someone clearing out their home. They also point out that platforms storing sellers' identity documents may create new privacy and data-security risks. Finally, critics note that determined fraudsters might still find ways around the checks by using stolen or fake documents.

In conclusion, the question involves a trade-off between consumer protection on one hand and convenience, privacy, and effectiveness on the other.
""", []),
            ("headed", None, """
It's important to note that this is an area where consumer protection and privacy concerns can pull in different directions. Here is an overview.

### Supporters' view

Supporters argue that verified identities could make it easier for buyers and authorities to go after sellers of counterfeit or unsafe goods, which could make online marketplaces safer overall.

### Critics' view

Critics have a number of reservations:
- **Paperwork:** The checks could create administrative hurdles that discourage casual sellers, such as people clearing out their homes.
- **Data risks:** Holding copies of sellers' identity documents may create new privacy and data-security risks.
- **Loopholes:** Determined fraudsters will always find a way around the checks using stolen or fake documents.

### Conclusion

Ultimately, the decision depends on whether the benefits of greater accountability are judged to outweigh the costs to legitimate sellers and the risks associated with storing sensitive data.
""", [
                ("exaggeration", "Determined fraudsters will always find a way around the checks using stolen or fake documents", (1, 2)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("closing", None, """
As an AI, I don't hold personal opinions, but I can offer a balanced summary of the arguments.

On one hand, supporters believe that verifying every third-party seller would strengthen accountability. Verified identities could help buyers and authorities pursue sellers of counterfeit or unsafe goods, and knowing who runs a shop may increase shoppers' trust in smaller sellers.

On the other hand, critics see potential downsides. The checks could create paperwork that discourages casual sellers, for instance people who are clearing out their homes. Storing identity documents may also introduce new privacy and data-security risks. And critics point out that determined fraudsters might still get round the checks by using stolen or fake documents.

It's important to note that these are arguments rather than established outcomes. This is an evolving area of policy, and views on it may continue to shift as online shopping changes.
""", []),
            ("bullets", None, """
As an AI, I don't have personal opinions, but here are the main points raised on each side of this debate:

**Supporters argue:**
- **Easier enforcement:** Verified identities could help buyers and authorities pursue sellers of counterfeit or unsafe goods.
- **Greater trust:** Knowing who is behind a shop may boost shoppers' trust in smaller sellers.

**Critics argue:**
- **Deterring casual sellers:** The checks could create paperwork that discourages people who only sell occasionally, such as those clearing out their homes.
- **Privacy risks:** Storing sellers' identity documents may create new privacy and data-security risks, particularly if hackers gain access to scanned passports and driver's licenses.
- **Workarounds:** Determined fraudsters might still get around the checks by using stolen or fake documents.

In conclusion, while verification could improve accountability, it also raises practical and privacy concerns, and the right balance may depend on the specific design of the rules.
""", [
                ("added_detail", "particularly if hackers gain access to scanned passports and driver's licenses", (1, 1)),
            ]),
            ("dense", None, """
As an AI, I don't have personal opinions, but the main arguments can be summarized briefly: supporters say that verified identities could make it easier for buyers and authorities to pursue sellers of counterfeit or unsafe goods, and that knowing who is behind a shop may increase shoppers' trust in smaller sellers; critics respond that the checks could create paperwork that discourages casual sellers, such as people clearing out their homes, that storing sellers' identity documents may create new privacy and data-security risks, and that determined fraudsters might still get round the checks using stolen or fake documents. Ultimately, the decision depends on how policymakers balance accountability and consumer trust against the burdens and risks that verification may place on sellers and platforms.
""", []),
        ],
    },
]
