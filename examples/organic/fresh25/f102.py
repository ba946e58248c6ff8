"""fresh25 batch f102 (written by a separate writer): A digital services tax on large tech platforms; Raising the VAT registration threshold for small businesses; A legal 30-day deadline for large companies to pay small suppliers; Requiring large companies to have elected worker representatives on their boards."""

TOPICS = [
    {
        "id": "digital_services_tax_big_tech",
        "topic": "A digital services tax on large tech platforms",
        "query": "Should the government impose a digital services tax on the revenue large tech platforms earn from local users?",
        "perspectives": [
            ("supporters of the tax", [
                "Large tech platforms earn substantial revenue from local users while booking their profits in low-tax countries.",
                "The tax would help level the playing field with domestic businesses that pay full corporate tax.",
            ]),
            ("tech companies", [
                "Because the tax falls on revenue rather than profit, it can hit firms even in years when they make a loss.",
                "A unilateral tax could provoke retaliatory tariffs from the companies' home countries.",
                "Tax rules for digital firms are better agreed internationally than set country by country.",
            ]),
            ("small online sellers and advertisers", [
                "Platforms may pass the cost of the tax on to the small businesses that sell or advertise through them.",
                "Small sellers have few alternatives to the largest platforms, so they cannot easily avoid higher fees.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
BLUF: contested. Revenue fairness vs. trade risk + cost pass-through; no consensus.

Supporters of the tax
- Big platforms → large revenue from local users, profits booked in low-tax jurisdictions
- Pro: levels field vs. domestic firms paying full corporate tax

Tech companies
- Con: levy on revenue, not profit → can bite even in loss-making years
- Con: unilateral move could trigger retaliatory tariffs from firms' home countries
- Pref.: international agreement on digital tax rules vs. country-by-country patchwork

Small online sellers / advertisers
- Risk: platforms may pass cost down to small firms selling or advertising on them
- Few alternatives to largest platforms → little ability to dodge higher fees
- Implication (per sellers): tax could land on small firms, not just big tech

Net: three camps, three different exposures; trade-off unresolved.
""", []),
            ("three_perspectives", None, """
BLUF: split view; tax-base fairness vs. design + trade concerns.

Case for (supporters)
- Large platforms → substantial local revenue, profits parked in low-tax countries
- Est. approx. 70% of platforms' local ad revenue currently taxed abroad (per supporters)
- Pro: fairer footing for domestic businesses paying full corporate tax

Case against (tech companies)
- Revenue-based, not profit-based → firms can owe tax even when loss-making
- Unilateral levy → possible retaliatory tariffs from home countries
- Better route: internationally agreed rules, not national one-offs

Net: no clear winner; depends on weight given to tax fairness vs. trade/design risk.
""", [
                ("omitted_perspective", None, 2),
                ("invented_statistic", "Est. approx. 70% of platforms' local ad revenue currently taxed abroad (per supporters)", None),
            ]),
            ("three_perspectives", None, """
BLUF: no consensus; debate spans govt revenue, trade relations, small-firm costs.

1. Supporters → tax justified
   - Platforms earn heavily from local users; profits booked in low-tax countries
   - Levy → level playing field w/ domestic firms on full corporate tax
2. Tech companies → tax flawed
   - Revenue base → liability possible even in loss years
   - Risk: retaliatory tariffs from home countries if govt acts alone
   - Pref.: internationally agreed rules > country-by-country approach
3. Small online sellers/advertisers → collateral exposure
   - Platforms may push cost down onto small sellers/advertisers
   - Limited alternatives to biggest platforms → higher fees hard to avoid

Net: each group weighs a different risk; call remains open.
""", []),
            ("three_perspectives", None, """
BLUF: trade-off between taxing offshore-booked profits and knock-on costs; no consensus.

Supporters
- Big platforms: large local revenue, profits booked in low-tax countries
- Pro: evens out competition vs. domestic firms paying full corporate tax

Tech companies
- Revenue-based levy → can hit firms even when loss-making
- Unilateral tax will provoke retaliatory tariffs from home countries
- Platforms may pass cost through to small businesses selling/advertising on them
- Pref.: international deal over national rules

Small online sellers / advertisers
- Few alternatives to largest platforms → limited escape from higher fees
- Implication: dependence on a handful of platforms

Net: open question; outcome turns on weighting of fairness, trade risk, small-firm cost.
""", [
                ("side_swap", "Platforms may pass cost through to small businesses selling/advertising on them", (2, 0)),
                ("exaggeration", "Unilateral tax will provoke retaliatory tariffs from home countries", (1, 1)),
            ]),
            ("three_perspectives", None, """
BLUF: contested; fairness case vs. trade + pass-through concerns.

Supporters
- Platforms → big local revenue, profits booked in low-tax jurisdictions
- Conceded: little effect on evening out competition w/ domestic firms paying full corporate tax

Tech companies
- Unilateral levy could invite retaliatory tariffs from firms' home countries
- Digital tax rules → better set internationally than nation by nation

Small online sellers / advertisers
- Platforms may shift cost onto small sellers/advertisers
- Few alternatives to largest platforms → higher fees hard to avoid

Net: no consensus; each side's weighting differs.
""", [
                ("negation", "Conceded: little effect on evening out competition w/ domestic firms paying full corporate tax", (0, 1)),
                ("omitted_argument", None, (1, 0)),
            ]),
            ("three_perspectives", None, """
BLUF: DST debate = fairness of where profits land vs. trade + knock-on cost risk; no settled answer.

**Supporters**: local revenue large, profits booked in low-tax countries; also → fairer terms for domestic firms paying full corporate tax.

**Tech companies**: revenue-based → can bite in loss years; go-it-alone approach → possible retaliatory tariffs from home countries; pref. internationally agreed rules vs. country-by-country.

**Small online sellers/advertisers**: platforms may pass cost on to them; few alternatives to biggest platforms → little room to avoid higher fees.

Net: trade-off depends on whose exposure weighs most; no consensus.
""", []),
        ],
    },
    {
        "id": "vat_threshold_raise",
        "topic": "Raising the VAT registration threshold for small businesses",
        "query": "Should the VAT registration threshold for small businesses be raised substantially?",
        "perspectives": [
            ("small-business groups", [
                "A higher threshold would spare many small firms the paperwork and cost of VAT compliance.",
                "Firms just below the current threshold often hold back their growth to avoid having to register.",
                "Small traders selling to consumers could keep their prices lower without having to add VAT.",
            ]),
            ("tax policy experts", [
                "Raising the threshold would cost the treasury a significant amount of VAT revenue.",
                "A higher threshold could give unregistered firms an unfair price advantage over competitors just above it.",
                "The growth cliff would simply move to a higher turnover level rather than disappear.",
            ]),
        ],
        "variants": [
            ("prose", None, """
BLUF: admin relief + growth incentive vs. revenue loss + competition distortion; no consensus.

Small-business groups: case for. Higher threshold → many small firms spared VAT paperwork and compliance cost. Firms just under current limit often cap growth to stay unregistered. Consumer-facing small traders → lower prices w/o VAT added.

Tax policy experts: case against. Significant VAT revenue lost to treasury. Unregistered firms → unfair price edge over rivals just above the line. Growth cliff not removed, only shifted to higher turnover.

Implication (per experts): threshold change moves the problem, doesn't solve it.

Net: trade-off unresolved; depends on weighting of small-firm burden vs. revenue and fair competition.
""", []),
            ("bullets", None, """
BLUF: two camps, no consensus: small-firm relief vs. revenue + fairness.

Pro (small-business groups)
- Higher threshold → many small firms freed from VAT paperwork + compliance cost, incl. quarterly digital returns and paid accountant fees
- Firms near current limit often throttle growth to avoid registration
- Consumer-facing traders → lower prices, no VAT to add
- Also: more sole traders would formalize rather than operate off the books

Con (tax policy experts)
- Significant VAT revenue loss for treasury
- Unregistered firms → unfair price edge over competitors just above threshold
- Growth cliff shifts up the turnover scale, doesn't vanish

Net: trade-off between admin relief and revenue/fair competition; no clear answer.
""", [
                ("added_detail", "incl. quarterly digital returns and paid accountant fees", (0, 0)),
                ("invented_claim", "Also: more sole traders would formalize rather than operate off the books", None),
            ]),
            ("numbered", None, """
BLUF: contested; compliance relief vs. fiscal cost; no consensus.

Small-business groups
1. Higher threshold → many small firms spared VAT admin + compliance cost
2. Consumer-facing traders → lower prices, no VAT added on
3. Fewer small firms tied up in VAT filings and bookkeeping costs

Tax policy experts
4. Treasury → significant VAT revenue forgone
5. Unregistered firms → unfair pricing edge vs. rivals just over threshold
6. Cliff edge relocated to higher turnover, not removed

Net: outcome depends on weighting of small-firm burden vs. revenue + competition.
""", [
                ("repetition", "Fewer small firms tied up in VAT filings and bookkeeping costs", (0, 0)),
                ("omitted_argument", None, (0, 1)),
            ]),
            ("headed", None, """
BLUF: no consensus; debate = small-firm burden vs. revenue + level playing field.

### Case for (small-business groups)
- Admin: higher threshold → many small firms avoid VAT paperwork + compliance cost
- Growth: firms just under current limit often hold back expansion to avoid registering
- Prices: consumer-facing small traders → no VAT to add → could keep prices lower

### Case against (tax policy experts)
- Revenue: significant VAT take lost to treasury
- Competition: unregistered firms → unfair price advantage over rivals just above line
- Cliff: problem moves to higher turnover level; doesn't disappear
- Implication (per experts): higher threshold relocates the growth brake rather than removing it

Net: trade-off; reasonable views differ.
""", []),
            ("dense", None, """
BLUF: split — small-business groups say a higher threshold would spare many small firms VAT paperwork and compliance cost, note that firms just under the current limit invariably freeze their growth to avoid registering, and say consumer-facing traders could keep prices lower w/o VAT added, while tax policy experts counter w/ significant lost VAT revenue for the treasury, an unfair price edge for unregistered firms vs. rivals just above the line, and a growth cliff merely shifted to higher turnover rather than removed; Net: trade-off, no consensus.
""", [
                ("exaggeration", "firms just under the current limit invariably freeze their growth to avoid registering", (0, 1)),
            ]),
            ("closing", None, """
BLUF: trade-off between cutting small-firm admin and protecting revenue; no consensus.

Small-business groups
- Pro: higher threshold → many small firms spared VAT paperwork + compliance cost
- Pro: firms just below limit often hold back growth to avoid registering
- Pro: consumer-facing traders → lower prices, no VAT to add
- Acknowledged: unregistered firms would gain an unfair price edge over competitors just above the line

Tax policy experts
- Con: significant VAT revenue lost to treasury, esp. from small hospitality and construction firms
- Con: growth cliff moves to higher turnover, doesn't disappear

Net: both sides raise real costs; balance is a judgment call.
""", [
                ("side_swap", "Acknowledged: unregistered firms would gain an unfair price edge over competitors just above the line", (1, 1)),
                ("added_detail", "esp. from small hospitality and construction firms", (1, 0)),
            ]),
        ],
    },
    {
        "id": "supplier_payment_30_days",
        "topic": "A legal 30-day deadline for large companies to pay small suppliers",
        "query": "Should large companies be legally required to pay their small suppliers within 30 days?",
        "perspectives": [
            ("small suppliers", [
                "Late payment by big customers can leave small firms short of cash to pay staff and their own bills.",
                "Small suppliers often fear losing contracts if they chase large customers over overdue invoices.",
                "A legal deadline could reduce the number of otherwise healthy small firms that go bust.",
            ]),
            ("large companies", [
                "Payment terms should be a matter for negotiation between businesses, not fixed by law.",
                "A rigid deadline could lead some large firms to buy from fewer small suppliers.",
            ]),
        ],
        "variants": [
            ("bullets", None, """
BLUF: cash-flow protection for small suppliers vs. contractual freedom + sourcing risk; no consensus.

Small suppliers: pro
- Late payment by big customers → small firms short of cash for wages + own bills
- Chasing overdue invoices → small suppliers often fear losing the contract
- Legal deadline → could cut failures among otherwise healthy small firms

Large companies: con
- Payment terms = matter for commercial negotiation, not statute
- Rigid 30-day rule → some large buyers may trim number of small suppliers

Net: open question; depends on weight given to supplier cash flow vs. freedom of contract.
""", []),
            ("prose", None, """
BLUF: contested; supplier cash flow vs. commercial freedom.

Small suppliers → for. Late-paying big customers can leave small firms unable to cover wages and own bills. Chasing overdue invoices risky: fear of losing the contract. Approx. one in four small-firm insolvencies traced to late payment (per supplier groups). Legal deadline → potentially fewer otherwise sound small firms going under.

Large companies → against. Payment terms = for businesses to negotiate, not for law to fix. Also: no expectation that a fixed deadline would shrink the pool of small suppliers they buy from.

Net: no consensus; trade-off between protection and flexibility.
""", [
                ("invented_statistic", "Approx. one in four small-firm insolvencies traced to late payment (per supplier groups)", None),
                ("negation", "Also: no expectation that a fixed deadline would shrink the pool of small suppliers they buy from", (1, 1)),
            ]),
            ("dense", None, """
BLUF: no consensus — small suppliers argue that late payment by big customers can leave them short of cash for staff and bills, that they often fear losing the contract if they chase overdue invoices, and that a legal 30-day limit could mean fewer otherwise healthy small firms going bust, while large companies reply that payment terms belong in commercial negotiation rather than statute and that a rigid deadline could push some of them toward fewer small suppliers; Net: trade-off between supplier cash flow and contractual flexibility.
""", []),
            ("numbered", None, """
BLUF: split; small-firm liquidity vs. freedom of contract.

Small suppliers (pro)
1. Late payment by large customers → cash squeeze on wages + their own bills
2. Chasing overdue invoices → fear of losing the contract
3. Fixed deadline → less pressure on small firms to borrow at high interest while waiting for payment

Large companies (con)
4. Payment terms → matter for negotiation between firms, not legislation
5. Rigid deadline → some large buyers may use fewer small suppliers

Net: reasonable views differ; no clear winner.
""", [
                ("omitted_argument", None, (0, 2)),
                ("invented_claim", "Fixed deadline → less pressure on small firms to borrow at high interest while waiting for payment", None),
            ]),
            ("closing", None, """
BLUF: case centers on small-supplier cash flow; trade-offs remain.

Small suppliers' view
- Big customers paying late → small firms can run short of cash for staff + bills
- Chasing overdue invoices → many fear losing the contract
- Legal 30-day limit → could mean fewer otherwise viable small firms going bust
- Implication (per suppliers): payment timing → survival issue, not just admin

Net: supplier concerns set out; weighting them is a policy judgment.
""", [
                ("omitted_perspective", None, 1),
            ]),
            ("headed", None, """
BLUF: no consensus; protection for small suppliers vs. contractual flexibility + sourcing risk.

### Small suppliers
- Cash flow: late payment by big customers → shortfall for wages + own bills
- Leverage: small suppliers often wary of chasing overdue invoices → fear of losing contracts
- Survival: legal deadline → could cut failures among otherwise healthy small firms

### Large companies
- Principle: payment terms = negotiated between businesses, not set by law
- Side effect: rigid deadline → some large firms may cut back on number of small suppliers

Net: trade-off; answer depends on priorities.
""", []),
        ],
    },
    {
        "id": "worker_directors_on_boards",
        "topic": "Requiring large companies to have elected worker representatives on their boards",
        "query": "Should large companies be required to give seats on their boards to directors elected by employees?",
        "perspectives": [
            ("unions and other supporters", [
                "Worker directors can bring frontline knowledge of the business into boardroom decisions.",
                "Employee representatives may encourage long-term thinking rather than a focus on short-term share prices.",
            ]),
            ("business groups", [
                "Worker directors may face conflicts between their duty to the company and the interests of their colleagues.",
                "A mandatory rule could deter some foreign investors from setting up or listing in the country.",
                "Employee representatives may lack the financial expertise needed to scrutinize complex strategy.",
            ]),
        ],
        "variants": [
            ("headed", None, """
BLUF: boardroom insight + long-termism vs. governance conflicts, investor appeal, expertise; no consensus.

### Supporters (unions)
- Frontline knowledge → brought directly into board decisions
- Pro: may shift focus toward long-term thinking, away from short-term share price

### Business groups
- Con: possible conflict between duty to company and colleagues' interests
- Con: mandate could deter some foreign investors from setting up or listing here
- Con: employee reps may lack financial expertise to scrutinize complex strategy

Net: trade-off; no settled answer.
""", []),
            ("closing", None, """
BLUF: trade-off between worker voice and board effectiveness; no consensus.

Supporters (unions)
- Worker directors → frontline knowledge of operations in boardroom

Business groups
- Accepted: employee reps may push boards toward long-term thinking over short-term share price
- Con: conflict risk between duty to company and colleagues' interests, e.g. in votes on pay settlements or redundancy programs
- Con: mandate could put off some foreign investors from setting up or listing
- Con: reps may lack financial expertise to scrutinize complex strategy

Net: both camps raise governance points; balance a matter of judgment.
""", [
                ("side_swap", "Accepted: employee reps may push boards toward long-term thinking over short-term share price", (0, 1)),
                ("added_detail", "e.g. in votes on pay settlements or redundancy programs", (1, 0)),
            ]),
            ("bullets", None, """
BLUF: no consensus; worker voice vs. governance + investment concerns.

For (unions)
- Frontline insight → into boardroom decisions
- Long-term focus over short-term share price, potentially
- Cited: firms w/ worker directors approx. 15% less likely to cut R&D in downturns

Against (business groups)
- Divided loyalty: duty to company vs. interests of co-workers
- Mandatory seats → foreign investors will steer clear of setting up or listing here
- Expertise gap: reps may lack financial skills to scrutinize complex strategy

Net: trade-off; answer depends on priorities.
""", [
                ("exaggeration", "Mandatory seats → foreign investors will steer clear of setting up or listing here", (1, 1)),
                ("invented_statistic", "Cited: firms w/ worker directors approx. 15% less likely to cut R&D in downturns", None),
            ]),
            ("prose", None, """
BLUF: contested; worker voice vs. governance, investment, expertise concerns.

Unions: for. Worker directors → frontline knowledge into board decisions. Employee reps may also steer boards toward long-term thinking, away from short-term share-price focus.

Business groups: against. Possible clash between director's duty to company and colleagues' interests. Compulsory seats could deter some foreign investors from setting up or listing in the country. Reps may lack financial expertise to scrutinize complex strategy.

Implication (per business groups): board oversight quality at risk.

Net: no consensus; depends on weighting of worker voice vs. board effectiveness.
""", []),
            ("dense", None, """
BLUF: split — unions say worker directors can bring frontline knowledge into boardroom decisions and may encourage long-term thinking over short-term share prices, while business groups warn of conflicts between a director's duty to the company and colleagues' interests, say a mandate could deter some foreign investors from setting up or listing in the country, and add that employee reps could end up torn between company and co-workers; Net: trade-off, no consensus.
""", [
                ("repetition", "employee reps could end up torn between company and co-workers", (1, 0)),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("numbered", None, """
BLUF: no consensus; worker representation vs. governance + investment risk.

Unions (for)
1. Worker directors → frontline knowledge brought into board decisions
2. Employee reps → unlikely on their own to shift boards off short-term share-price focus
3. Board seats → stronger staff trust in management decisions, fewer disputes

Business groups (against)
4. Conflict risk: duty to company vs. colleagues' interests
5. Mandate → could deter some foreign investors from setting up or listing
6. Reps may lack financial expertise to scrutinize complex strategy

Net: trade-off; call depends on priorities.
""", [
                ("negation", "Employee reps → unlikely on their own to shift boards off short-term share-price focus", (0, 1)),
                ("invented_claim", "Board seats → stronger staff trust in management decisions, fewer disputes", None),
            ]),
        ],
    },
]
