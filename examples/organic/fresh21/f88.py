"""fresh21 batch f88 (written by a separate writer): Requiring affordability checks for buy-now-pay-later loans; Banning bidding wars on rental homes; Requiring all-in ticket prices with no booking fees added at checkout; Government-backed zero-deposit mortgages for first-time buyers."""

TOPICS = [
    {
        "id": "bnpl_affordability_checks",
        "topic": "Requiring affordability checks for buy-now-pay-later loans",
        "query": "Should buy-now-pay-later services have to run affordability checks before letting shoppers split a payment into instalments?",
        "perspectives": [
            ("debt advice charities", [
                "Many people who seek debt help now owe money on several buy-now-pay-later accounts at once.",
                "Checks would stop shoppers from taking on repayments they cannot afford.",
                "Late fees can quickly add to the cost for people who are already struggling.",
            ]),
            ("buy-now-pay-later firms", [
                "Interest-free instalments are cheaper for shoppers than paying by credit card.",
                "Full credit checks could slow down checkout and push people toward costlier lenders.",
            ]),
            ("financial regulators", [
                "Light checks scaled to the size of the purchase could protect borrowers without blocking small purchases.",
                "Reporting these loans to credit agencies would give lenders a clearer picture of a person's total debt.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Here is the breakdown in the requested format:

```json
{
  "question": "Should buy-now-pay-later providers have to check affordability before shoppers can split a payment?",
  "perspectives": [
    {
      "group": "debt advice charities",
      "arguments": [
        "Many of the people who come to them for debt help are now repaying several buy-now-pay-later accounts at the same time.",
        "Affordability checks would keep shoppers from signing up for repayments they can't manage.",
        "Late fees can pile up quickly for people who are already having a hard time."
      ]
    },
    {
      "group": "buy-now-pay-later firms",
      "arguments": [
        "Splitting a purchase into interest-free instalments costs shoppers less than putting it on a credit card.",
        "Full credit checks could make checkout slower and drive people toward more expensive lenders."
      ]
    },
    {
      "group": "financial regulators",
      "arguments": [
        "Lighter checks that scale with the size of the purchase could protect borrowers without getting in the way of small buys.",
        "If these loans were reported to credit agencies, lenders would get a clearer view of how much a person owes in total."
      ]
    }
  ],
  "summary": "The three groups differ on whether, and how strictly, these loans should be checked."
}
```
""", []),
            ("three_perspectives", None, """
```json
{
  "question": "Should affordability checks be mandatory for buy-now-pay-later loans?",
  "perspectives": [
    {
      "group": "debt advice charities",
      "arguments": [
        "A lot of the people asking them for help with debt now have several buy-now-pay-later accounts open at once.",
        "Checking affordability first would stop shoppers taking on repayments that are beyond them.",
        "For people who are already struggling, late fees can push the cost up fast."
      ]
    },
    {
      "group": "buy-now-pay-later firms",
      "arguments": [
        "Interest-free instalments work out cheaper for shoppers than paying with a credit card.",
        "Full credit checks could slow checkout and nudge people toward lenders that charge more."
      ]
    }
  ],
  "summary": "The two positions pull in different directions on how easy this kind of credit should be to get."
}
```
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
```json
{
  "question": "Should buy-now-pay-later services run affordability checks before approving a split payment?",
  "perspectives": [
    {
      "group": "debt advice charities",
      "arguments": [
        "Almost everyone who turns to them for debt help is now repaying several buy-now-pay-later accounts at once.",
        "Checks would prevent shoppers from committing to repayments they can't afford.",
        "Late fees can quickly add to what people who are already struggling end up paying.",
        "One charity survey found that 4 in 10 of its clients had missed at least one instalment in the past year."
      ]
    },
    {
      "group": "buy-now-pay-later firms",
      "arguments": [
        "Paying in interest-free instalments is cheaper for shoppers than using a credit card.",
        "Full credit checks could slow down checkout and send people to costlier lenders."
      ]
    },
    {
      "group": "financial regulators",
      "arguments": [
        "Checks sized to the purchase could protect borrowers while still letting small purchases go through.",
        "Reporting these loans to credit agencies would give lenders a fuller picture of someone's total debt."
      ]
    }
  ],
  "summary": "Views range from tighter checks to lighter, proportionate ones."
}
```
""", [
                ("exaggeration", "Almost everyone who turns to them for debt help is now repaying several buy-now-pay-later accounts at once", (0, 0)),
                ("invented_statistic", "One charity survey found that 4 in 10 of its clients had missed at least one instalment in the past year", None),
            ]),
            ("three_perspectives", None, """
Here is the same structure as a Markdown key/value list rather than JSON:

- **question**: Should buy-now-pay-later lenders be required to check that shoppers can afford the repayments?
- **group**: debt advice charities
  - **argument 1**: many of the people seeking their help with debt now owe money on several buy-now-pay-later accounts at once
  - **argument 2**: checks would stop shoppers from taking on repayments they can't afford
  - **argument 3**: late fees can quickly raise the cost for people who are already struggling
- **group**: buy-now-pay-later firms
  - **argument 1**: interest-free instalments cost shoppers less than paying by credit card
  - **argument 2**: full credit checks could slow checkout down and push people toward pricier lenders
- **group**: financial regulators
  - **argument 1**: light checks scaled to the size of the purchase could protect borrowers without blocking small purchases
  - **argument 2**: reporting these loans to credit agencies would give lenders a clearer picture of a person's total debt
- **summary**: the groups disagree on how much checking this kind of credit needs
""", []),
            ("three_perspectives", None, """
```json
{
  "question": "Should buy-now-pay-later providers be made to run affordability checks?",
  "perspectives": [
    {
      "group": "debt advice charities",
      "arguments": [
        "Many people who ask for debt help now owe money on several buy-now-pay-later accounts at the same time.",
        "Checks would keep shoppers from taking on repayments they cannot afford.",
        "Late fees can add to the cost quickly for people who are already struggling."
      ]
    },
    {
      "group": "buy-now-pay-later firms",
      "arguments": [
        "Interest-free instalments are a cheaper option for shoppers than a credit card."
      ]
    },
    {
      "group": "financial regulators",
      "arguments": [
        "Light checks that scale with the purchase size could protect borrowers without blocking small purchases.",
        "They also caution that full credit checks might slow down checkout and send people to pricier lenders.",
        "Reporting these loans to credit agencies would add little to lenders' view of a person's total debt."
      ]
    }
  ],
  "summary": "Each group weighs borrower protection and ease of use differently."
}
```
""", [
                ("side_swap", "They also caution that full credit checks might slow down checkout and send people to pricier lenders.", (1, 1)),
                ("negation", "Reporting these loans to credit agencies would add little to lenders' view of a person's total debt.", (2, 1)),
            ]),
            ("three_perspectives", None, """
```json
{
  "question": "Should buy-now-pay-later loans come with mandatory affordability checks?",
  "perspectives": [
    {
      "group": "financial regulators",
      "arguments": [
        "Checks that are light and proportionate to the size of the purchase could protect borrowers without stopping small purchases.",
        "Sending these loans to credit agencies would give lenders a clearer picture of a person's overall debt."
      ]
    },
    {
      "group": "debt advice charities",
      "arguments": [
        "Many people who look for debt help now owe money across several buy-now-pay-later accounts at once.",
        "Checks would stop shoppers from agreeing to repayments they can't afford.",
        "Late fees can quickly add to the bill for people who are already struggling."
      ]
    },
    {
      "group": "buy-now-pay-later firms",
      "arguments": [
        "Interest-free instalments are cheaper for shoppers than paying by credit card.",
        "Full credit checks could slow down checkout and push people toward costlier lenders."
      ]
    }
  ],
  "summary": "The question remains contested among the three groups."
}
```
""", []),
        ],
    },
    {
        "id": "banning_rental_bidding_wars",
        "topic": "Banning bidding wars on rental homes",
        "query": "Should landlords and letting agents be banned from inviting tenants to bid above the advertised rent?",
        "perspectives": [
            ("tenant groups", [
                "Bidding wars push rents above what the advertised price led tenants to expect.",
                "Tenants with less money are shut out even when they would be reliable renters.",
                "A ban would make rental listings more honest about the real price.",
            ]),
            ("landlords", [
                "When many people want the same home, a ban would not reduce demand but only hide it.",
                "Landlords may respond by simply advertising at a higher rent from the start.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Here is the answer as a single JSON object, with the discussion written out as a paragraph:

```json
{
  "question": "Should landlords and letting agents be banned from inviting tenants to bid above the advertised rent?",
  "answer": "Tenant groups argue that bidding wars drive rents past the figure the advert led people to expect. They add that renters with less money get squeezed out even when they would be reliable tenants with years of on-time payments behind them, and that bidding also tends to reward applicants who can hand over several months' rent in advance. A ban, in their view, would make listings more honest about what a home actually costs. Landlords respond that when lots of people are chasing the same home, banning bids does nothing to reduce demand; it just hides it. They also warn that landlords may simply set a higher advertised rent from the outset.",
  "summary": "The two sides disagree on whether a ban would help renters."
}
```
""", [
                ("added_detail", "with years of on-time payments behind them", (0, 1)),
                ("invented_claim", "bidding also tends to reward applicants who can hand over several months' rent in advance", None),
            ]),
            ("bullets", None, """
```json
{
  "question": "Should rental bidding wars be banned?",
  "perspectives": [
    {
      "group": "tenant groups",
      "arguments": [
        "Bidding wars drive the rent up past what the listed price had led applicants to expect.",
        "Renters with less money get locked out, even if they would have been reliable tenants.",
        "Banning bids would make rental listings more truthful about the actual price."
      ]
    },
    {
      "group": "landlords",
      "arguments": [
        "If lots of people want the same home, a ban would leave demand where it is and merely conceal it.",
        "Landlords might just advertise at a higher rent in the first place."
      ]
    }
  ],
  "summary": "Tenant groups and landlords disagree on whether a ban would help renters."
}
```
""", []),
            ("numbered", None, """
```json
{
  "question": "Should landlords and letting agents be stopped from inviting bids above the advertised rent?",
  "points": [
    {"n": 1, "group": "tenant groups", "point": "Bidding wars push rents higher than the advertised price led tenants to expect."},
    {"n": 2, "group": "tenant groups", "point": "Tenants with less money are shut out even when they would make reliable renters."},
    {"n": 3, "group": "tenant groups", "point": "A ban would make rental listings more honest about what the real price is."},
    {"n": 4, "group": "landlords", "point": "Where many people want the same home, a ban would leave demand as it is and just hide it."},
    {"n": 5, "group": "landlords", "point": "Landlords would rarely react by raising the advertised rent from the start."}
  ],
  "summary": "Points 1 to 3 support a ban; points 4 and 5 question it."
}
```
""", [
                ("negation", "Landlords would rarely react by raising the advertised rent from the start", (1, 1)),
            ]),
            ("headed", None, """
```json
{
  "question": "Should bidding above the advertised rent be banned?",
  "tenant_groups": {
    "heading": "Tenant groups",
    "arguments": [
      "Bidding wars lift rents above what the advertised price led tenants to expect.",
      "People with less money are shut out even when they would be reliable renters.",
      "A ban would make rental listings more honest about the real price."
    ]
  },
  "landlords": {
    "heading": "Landlords",
    "arguments": [
      "When many people want the same home, a ban would hide demand rather than reduce it.",
      "Landlords may respond by simply advertising at a higher rent from the start."
    ]
  },
  "summary": "Both sections are shown under their own heading for comparison."
}
```
""", []),
            ("dense", None, """
```json
{
  "question": "Should landlords and letting agents be banned from inviting tenants to bid above the advertised rent?",
  "answer": "Tenant groups say bidding wars always push rents far beyond what the advertised price led anyone to expect and that renters with less money are shut out even when they would be reliable, while landlords counter that with many people chasing one home a ban would not cut demand but merely hide it, and that landlords may just advertise a higher rent from the start."
}
```
""", [
                ("exaggeration", "bidding wars always push rents far beyond what the advertised price led anyone to expect", (0, 0)),
                ("omitted_argument", None, (0, 2)),
            ]),
            ("closing", None, """
```json
{
  "question": "Should inviting tenants to bid above the advertised rent be banned?",
  "perspectives": [
    {
      "group": "tenant groups",
      "arguments": [
        "Bidding wars push rents above what the advertised price led tenants to expect.",
        "Tenants with less money are shut out, even where they would be reliable renters.",
        "A ban would make rental listings more honest about the real price."
      ]
    },
    {
      "group": "landlords",
      "arguments": [
        "A ban would not make demand for popular homes go away; it would only keep it out of sight.",
        "However the rules are written, the same number of people would still be competing for each home, just less visibly."
      ]
    }
  ],
  "closing_remark": "How much weight to give each side is a judgement for readers and policymakers."
}
```
""", [
                ("repetition", "However the rules are written, the same number of people would still be competing for each home, just less visibly.", (1, 1)),
            ]),
        ],
    },
    {
        "id": "all_in_ticket_pricing",
        "topic": "Requiring all-in ticket prices with no booking fees added at checkout",
        "query": "Should ticket sellers have to show the full price, including every fee, from the first screen instead of adding booking fees at checkout?",
        "perspectives": [
            ("consumer advocates", [
                "Fees revealed at the last step make it hard for buyers to compare prices.",
                "Showing the full price up front would stop people feeling tricked after committing to a purchase.",
            ]),
            ("ticketing companies", [
                "Breaking out fees shows buyers which part of the price goes to the venue and which to the ticket service.",
                "Sellers who show all-in prices may look more expensive next to rivals who do not.",
                "Some fees depend on delivery choices made at checkout, so they cannot always be known up front.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Below is the answer as JSON, with each side's case written out as a short paragraph.

```json
{
  "question": "Should ticket sellers be required to show the full price, fees included, from the start?",
  "perspectives": [
    {
      "group": "consumer advocates",
      "overview": "Consumer advocates argue that when fees only appear at the final step, buyers struggle to compare prices between sellers. They also say that putting the full price up front would spare people the feeling of having been tricked once they have already committed to buying."
    },
    {
      "group": "ticketing companies",
      "overview": "Ticketing companies reply that listing fees separately shows buyers how much of the price goes to the venue and how much to the ticket service. They worry that a seller showing all-in prices may look more expensive beside rivals that don't, and they point out that some fees depend on the delivery option chosen at checkout, so they can't always be known in advance."
    }
  ],
  "summary": "The disagreement is about how and when fees should be shown to buyers."
}
```
""", []),
            ("bullets", None, """
```json
{
  "question": "Should all ticket fees be included in the first price shown?",
  "perspectives": [
    {
      "group": "consumer advocates",
      "arguments": [
        "When fees only show up at the last step, it's hard for buyers to compare prices.",
        "Showing the whole price up front would stop people feeling tricked after they've committed to buying.",
        "Listing fees separately lets buyers see how much goes to the venue and how much to the ticket service."
      ]
    },
    {
      "group": "ticketing companies",
      "arguments": [
        "A seller that shows all-in prices may look dearer next to rivals that don't.",
        "Some fees hinge on delivery choices made at checkout, so they can't always be known up front.",
        "Most buyers already expect a booking fee and factor it in when they shop."
      ]
    }
  ],
  "summary": "Both sides focus on how fee information reaches the buyer."
}
```
""", [
                ("side_swap", "Listing fees separately lets buyers see how much goes to the venue and how much to the ticket service.", (1, 0)),
                ("invented_claim", "Most buyers already expect a booking fee and factor it in when they shop.", None),
            ]),
            ("numbered", None, """
```json
{
  "question": "Should ticket sellers have to show all-in prices from the first screen?",
  "consumer_advocates": {
    "1": "Fees that only appear at the last step make it hard for buyers to compare prices.",
    "2": "A full price shown up front would stop people feeling tricked after they have committed to a purchase."
  },
  "ticketing_companies": {
    "1": "Separating out fees shows buyers which part of the price goes to the venue and which part to the ticket service.",
    "2": "Sellers who show all-in prices may look more expensive next to rivals who don't.",
    "3": "Some fees depend on delivery choices made at checkout, so they can't always be known up front."
  },
  "summary": "Two arguments for all-in pricing and three against."
}
```
""", []),
            ("headed", None, """
```json
{
  "question": "Should booking fees be folded into the headline ticket price?",
  "sections": {
    "Consumer advocates": [
      "Fees that are revealed only at the final step make comparing prices hard.",
      "Showing the full price up front would stop buyers feeling tricked once they've committed."
    ],
    "Ticketing companies": [
      "Breaking fees out shows buyers which part of the price goes to the venue and which to the ticket service.",
      "Sellers who show all-in prices may look more expensive than rivals who don't.",
      "Some charges hinge on the delivery option picked at checkout, such as paying for courier delivery instead of an e-ticket, so they can't always be shown up front."
    ]
  },
  "summary": "Each heading collects one side's arguments."
}
```
""", [
                ("added_detail", "such as paying for courier delivery instead of an e-ticket", (1, 2)),
            ]),
            ("dense", None, """
```json
{
  "question": "Should ticket sellers show the full price, every fee included, from the first screen?",
  "answer": "Consumer advocates say fees sprung at the last step make prices hard to compare and that showing the full price up front would stop people feeling tricked after they commit, whereas ticketing companies argue that breaking fees out shows buyers which share goes to the venue and which to the ticket service, that sellers showing all-in prices may look more expensive next to rivals that don't, and that some fees depend on delivery choices made at checkout and so can't always be known up front."
}
```
The answer field condenses both sides into a single sentence.
""", []),
            ("closing", None, """
```json
{
  "question": "Should ticket sellers have to display the full price, including all fees, from the start?",
  "perspectives": [
    {
      "group": "consumer advocates",
      "arguments": [
        "Fees revealed only at the last step make it hard for buyers to compare prices.",
        "Showing the whole price from the start would do little to change how buyers feel once they've committed to a purchase."
      ]
    },
    {
      "group": "ticketing companies",
      "arguments": [
        "Breaking out fees shows buyers which part of the price goes to the venue and which to the ticket service.",
        "Sellers who show all-in prices will always look pricier than every rival that doesn't.",
        "Some fees depend on delivery choices made at checkout, so they can't always be known in advance."
      ]
    }
  ],
  "closing_remark": "Both sides raise points that any pricing rule would need to weigh."
}
```
""", [
                ("negation", "Showing the whole price from the start would do little to change how buyers feel once they've committed to a purchase.", (0, 1)),
                ("exaggeration", "Sellers who show all-in prices will always look pricier than every rival that doesn't.", (1, 1)),
            ]),
        ],
    },
    {
        "id": "zero_deposit_mortgages_first_buyers",
        "topic": "Government-backed zero-deposit mortgages for first-time buyers",
        "query": "Should the government guarantee mortgages that let first-time buyers purchase a home with no deposit?",
        "perspectives": [
            ("supporters", [
                "Saving for a deposit while paying rent can take years, even for people who could afford the monthly repayments.",
                "A guarantee would help renters who have a steady income but no family money to draw on.",
            ]),
            ("critics", [
                "Buyers with no deposit could owe more than the home is worth if prices fall.",
                "Extra demand from new buyers could push house prices higher.",
                "Taxpayers would bear the losses if many borrowers default.",
            ]),
        ],
        "variants": [
            ("prose", None, """
```json
{
  "question": "Should the government guarantee no-deposit mortgages for first-time buyers?",
  "answer": "Supporters point out that building up a deposit while also paying rent can take years, even for people who could afford the monthly repayments, and that a government guarantee would help renters with a steady income but no family money behind them. Critics warn that buyers who put nothing down could end up owing more than their home is worth if prices fall. Critics also argue that lenders would have less reason to vet borrowers carefully when the state is carrying the risk, and that taxpayers would be left with the losses if many borrowers default.",
  "summary": "The two sides weigh wider access to home ownership against the financial risks."
}
```
""", [
                ("invented_claim", "lenders would have less reason to vet borrowers carefully when the state is carrying the risk", None),
                ("omitted_argument", None, (1, 1)),
            ]),
            ("bullets", None, """
```json
{
  "question": "Should the state back zero-deposit mortgages for first-time buyers?",
  "perspectives": [
    {
      "group": "supporters",
      "arguments": [
        "Saving a deposit while paying rent can take years, even for people who could afford the monthly repayments.",
        "A guarantee would help renters who earn a steady income but have no family money to fall back on."
      ]
    },
    {
      "group": "critics",
      "arguments": [
        "With no deposit, buyers could end up owing more than the home is worth if prices drop.",
        "More demand from new buyers could drive house prices up.",
        "If many borrowers default, taxpayers would carry the losses."
      ]
    }
  ],
  "summary": "Supporters and critics disagree on whether the guarantee is worth the risks."
}
```
""", []),
            ("numbered", None, """
```json
{
  "question": "Should the government guarantee mortgages that require no deposit from first-time buyers?",
  "supporters": [
    {"n": 1, "argument": "Putting a deposit together while paying rent can take years, even for people who could handle the monthly repayments."},
    {"n": 2, "argument": "A guarantee would help renters with a steady income but no family money to lean on."}
  ],
  "critics": [
    {"n": 1, "argument": "Buyers without a deposit could owe more than their home is worth if prices fall."},
    {"n": 2, "argument": "Extra demand from new buyers could push house prices higher."},
    {"n": 3, "argument": "Many borrowers are bound to default, and taxpayers would be left covering the losses."}
  ],
  "summary": "Arguments are numbered within each side."
}
```
""", [
                ("exaggeration", "Many borrowers are bound to default", (1, 2)),
            ]),
            ("headed", None, """
Here it is as a Markdown key/value list, grouped under a heading per side:

**Supporters**
- **argument**: saving for a deposit while paying rent can take years, especially in big cities where rents are highest, even for people who could afford the monthly repayments
- **argument**: a guarantee would help renters who have a steady income but no family money to draw on

**Critics**
- **argument**: buyers with no deposit would be unlikely to owe more than the home is worth, even if prices fall
- **argument**: extra demand from new buyers could push house prices higher
- **argument**: taxpayers would bear the losses if many borrowers default

**Summary**
- **summary**: the two sides disagree over whether the benefits outweigh the risks
""", [
                ("added_detail", "especially in big cities where rents are highest", (0, 0)),
                ("negation", "buyers with no deposit would be unlikely to owe more than the home is worth, even if prices fall", (1, 0)),
            ]),
            ("dense", None, """
```json
{
  "question": "Should the government guarantee zero-deposit mortgages for first-time buyers?",
  "answer": "Supporters say saving for a deposit while paying rent can take years even for people who could afford the monthly repayments, and that a guarantee would help renters with a steady income but no family money to draw on; critics reply that buyers with no deposit could owe more than the home is worth if prices fall, that extra demand from new buyers could push house prices higher, and that taxpayers would bear the losses if many borrowers default."
}
```
""", []),
            ("closing", None, """
```json
{
  "question": "Should first-time buyers be able to get a government-guaranteed mortgage with no deposit?",
  "perspectives": [
    {
      "group": "supporters",
      "arguments": [
        "Saving a deposit while paying rent can take years, with the typical first-time buyer now needing around eight years to save one, even for people who could afford the monthly repayments.",
        "A guarantee would help renters who have a steady income but no family money to draw on."
      ]
    },
    {
      "group": "critics",
      "arguments": [
        "Buyers with no deposit could owe more than the home is worth if prices fall.",
        "Extra demand from new buyers could push house prices higher.",
        "Taxpayers would bear the losses if many borrowers default."
      ]
    }
  ],
  "closing_remark": "Where one lands depends on how these trade-offs are weighed."
}
```
""", [
                ("invented_statistic", "with the typical first-time buyer now needing around eight years to save one", None),
            ]),
        ],
    },
]
