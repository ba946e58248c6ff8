"""fresh22 batch f89 (written by a separate writer): Legal brightness limits for satellites in internet megaconstellations; Requiring publicly funded labs to keep open online lab notebooks; Requiring satellites to leave orbit within five years of mission end; Capping overhead (indirect cost) rates on public research grants."""

TOPICS = [
    {
        "id": "satellite_brightness_limits",
        "topic": "Legal brightness limits for satellites in internet megaconstellations",
        "query": "Should governments set legal brightness limits for satellites in large internet constellations to protect astronomy?",
        "perspectives": [
            ("astronomers", [
                "Bright satellite streaks can ruin long telescope exposures and may hide faint objects such as near-Earth asteroids.",
                "Once thousands of satellites are in orbit, the damage to the night sky could be very hard to undo.",
            ]),
            ("satellite operators", [
                "Darkening coatings and sunshades are already being tested, so voluntary cooperation may work better than fixed legal limits.",
                "Strict brightness caps could raise the cost of each satellite and slow down deployment.",
            ]),
            ("rural broadband users", [
                "Satellite internet may be the only fast connection available in many remote areas.",
                "Rules that delay launches could leave rural households waiting longer for reliable service.",
            ]),
        ],
        "variants": [
            ("three_perspectives", None, """
Background: The question concerns whether statutory brightness ceilings should apply to satellites in large low-Earth-orbit (LEO) internet constellations. Three stakeholder positions can be distinguished.

Position 1 (astronomers): Reflected-light streaks from passing satellites are thought to degrade long-exposure telescope imaging and may obscure faint targets, near-Earth asteroids among them. A further concern is irreversibility: once constellations number in the thousands, the resulting alteration of the night sky could prove very difficult to reverse.

Position 2 (satellite operators): Mitigation hardware, including darkening coatings and sunshades, is already under trial, and operators argue that voluntary cooperation may therefore outperform fixed legal thresholds. Rigid caps, in this view, could increase per-unit satellite costs and slow deployment.

Position 3 (rural broadband users): In many remote areas, satellite service may represent the only available high-speed connection. Regulatory delays to launch schedules could accordingly extend the wait for reliable service among rural households.

Conclusion: The positions diverge chiefly on whether binding limits or voluntary mitigation better balances scientific and connectivity interests; the available arguments do not by themselves settle that trade-off.
""", []),
            ("three_perspectives", None, """
Objective: To summarize stakeholder views on mandatory brightness limits for megaconstellation satellites.

Astronomers: Satellite streaks will ruin every long telescope exposure taken near twilight, astronomers contend, and may conceal faint objects such as near-Earth asteroids. A 2023 survey of observatory directors reported that roughly 40 percent of wide-field frames already contain at least one satellite trail. Astronomers further caution that, once thousands of satellites are in orbit, the damage to the night sky could be very hard to undo.

Satellite operators: Operators point to darkening coatings and sunshades currently in testing and suggest that voluntary cooperation may prove more effective than fixed statutory limits. Stringent caps, they argue, could raise unit costs and slow deployment.

Rural broadband users: For many remote communities, satellite internet may be the sole fast connection on offer. Launch delays attributable to new rules could leave rural households waiting longer for dependable service.

Synthesis: The debate is plausibly framed as a tension between preserving observational science and extending connectivity, with disagreement centered on the instrument (law versus voluntary practice) rather than on the underlying goal.
""", [
                ("exaggeration", "Satellite streaks will ruin every long telescope exposure taken near twilight", (0, 0)),
                ("invented_statistic", "A 2023 survey of observatory directors reported that roughly 40 percent of wide-field frames already contain at least one satellite trail", None),
            ]),
            ("three_perspectives", None, """
Context: The question is whether legally binding brightness limits should apply to satellites in commercial low-Earth-orbit (LEO) constellations.

Scientific position (astronomers): Bright streaks are thought to compromise long telescope exposures and may mask faint objects, including near-Earth asteroids. Astronomers also emphasize that, with thousands of satellites aloft, damage to the night sky could be very hard to undo.

Industry position (satellite operators): Darkening coatings and sunshades are already being evaluated; operators therefore argue that voluntary cooperation may work better than fixed legal limits. They additionally note that strict brightness caps could raise the cost of each satellite and slow the pace of deployment.

Points of contention: The principal disagreement concerns whether binding thresholds are necessary or whether industry-led mitigation is sufficient.

Conclusion: Both positions may plausibly be reconciled through some combination of regulation and voluntary design changes, though the relative weight assigned to each remains a matter of policy judgment.
""", [
                ("omitted_perspective", None, 2),
            ]),
            ("three_perspectives", None, """
Background: This summary addresses whether satellites in large internet constellations should be subject to legal brightness limits.

Findings by stakeholder group:

Astronomers. Streaks from bright satellites can spoil long telescope exposures and may hide faint objects such as near-Earth asteroids. Astronomers additionally warn that, once satellite numbers reach the thousands, the harm to the night sky could be very hard to reverse.

Satellite operators. Operators observe that darkening coatings and sunshades are already in testing and propose that voluntary cooperation may be preferable to fixed legal limits. Strict caps, they suggest, could increase per-satellite costs and slow deployment. Operators also stress that rules delaying launches could leave rural households waiting longer for reliable service.

Rural broadband users. For many people in remote areas, satellite internet may constitute the only fast connection available.

Interpretation: The evidence base presented here is argumentative rather than empirical; positions are best read as competing priorities (dark skies, commercial flexibility, rural access) rather than as mutually exclusive claims.
""", [
                ("side_swap", "Operators also stress that rules delaying launches could leave rural households waiting longer for reliable service", (2, 1)),
            ]),
            ("three_perspectives", None, """
Scope: Stakeholder arguments regarding statutory brightness limits for megaconstellation satellites (rural users, industry, astronomy), presented in that order.

Rural broadband users: Satellite internet is thought to be the only fast connection available in many remote areas. Any regulation that delays launches could, in this view, lengthen the wait for reliable service among rural households.

Satellite operators: Operators cite ongoing tests of darkening coatings and sunshades as grounds for preferring voluntary cooperation, which may work better than fixed legal limits. They further argue that strict caps could raise the cost of each satellite and slow deployment.

Astronomers: Bright satellite streaks can ruin long telescope exposures and may hide faint objects such as near-Earth asteroids. Astronomers also caution that, once thousands of satellites occupy orbit, the damage to the night sky could be very hard to undo.

Conclusion: The three positions reflect distinct interests (connectivity, commercial viability, observational science). How they are weighed is a normative question that the arguments summarized here leave open.
""", []),
            ("three_perspectives", None, """
Introduction: Proposals for legally enforced brightness ceilings on constellation satellites have elicited three broad responses.

Astronomy community: Streaks from bright satellites can ruin long telescope exposures and may hide faint objects such as near-Earth asteroids. Astronomers are comparatively sanguine about the longer term, however, holding that even with thousands of satellites in orbit the damage to the night sky could be undone with relative ease.

Commercial operators: Darkening coatings and sunshades are already under test, such as the visor-style shades trialed on recent production batches, and operators accordingly argue that voluntary cooperation may work better than fixed legal limits. Strict brightness caps, they contend, could raise per-satellite costs and slow deployment.

Rural broadband users: Satellite internet may be the only fast connection available in many remote areas. Rules that delay launches could leave rural households waiting longer for reliable service.

Summary: Disagreement centers on the regulatory instrument rather than on the desirability of darker satellites per se; the balance between binding limits and voluntary measures remains contested.
""", [
                ("negation", "Astronomers are comparatively sanguine about the longer term, however, holding that even with thousands of satellites in orbit the damage to the night sky could be undone with relative ease", (0, 1)),
                ("added_detail", "such as the visor-style shades trialed on recent production batches", (1, 0)),
            ]),
        ],
    },
    {
        "id": "open_lab_notebooks_mandate",
        "topic": "Requiring publicly funded labs to keep open online lab notebooks",
        "query": "Should publicly funded research labs be required to publish their lab notebooks online as the work happens?",
        "perspectives": [
            ("open science advocates", [
                "Sharing raw notes as work happens could help other labs avoid repeating failed experiments.",
                "Open notebooks may make it easier to spot errors or questionable data early.",
            ]),
            ("many working researchers", [
                "Publishing work in progress could let rival groups take ideas before the original lab publishes.",
                "Keeping notebooks tidy enough for public view would add to researchers' already heavy workload.",
                "Some projects involve patient data or commercial partners whose information cannot be shared openly.",
            ]),
        ],
        "variants": [
            ("prose", None, """
Background: Open lab notebooks (ONLs) involve publishing raw experimental records online in near real time. The policy question is whether public funders should mandate the practice.

Open science advocates hold that the real-time sharing of raw notes could help other laboratories avoid repeating experiments that have already failed. They further argue that open notebooks may facilitate the early detection of errors or questionable data.

Many working researchers, by contrast, raise three concerns. First, disclosure of work in progress could allow rival groups to appropriate ideas before the originating lab publishes. Second, maintaining notebooks to a standard suitable for public view would add to an already heavy researcher workload. Third, some projects involve patient data or commercial partners whose information cannot be shared openly.

Conclusion: The disagreement may plausibly be characterized as one between the collective efficiency and integrity gains of openness and the competitive, administrative and confidentiality costs borne by individual labs.
""", []),
            ("bullets", None, """
Evidence summary: arguments for and against mandatory open lab notebooks in publicly funded research.

Arguments in favor (open science advocates):
- Real-time sharing of raw notes could help other labs avoid repeating failed experiments.
- Open notebooks may make errors or questionable data easier to identify at an early stage.
- Mandatory openness would also strengthen public trust in taxpayer-funded science.

Arguments against (many working researchers):
- Publication of work in progress could let rival groups take ideas before the original lab publishes.
- Preparing notebooks to a public-facing standard would add to researchers' already heavy workload.
- Certain projects involve patient data or commercial partners whose information cannot be openly shared.

Conclusion: The positions are thought to reflect differing priorities (system-wide efficiency and integrity versus lab-level protection and burden) rather than a factual dispute.
""", [
                ("invented_claim", "Mandatory openness would also strengthen public trust in taxpayer-funded science", None),
            ]),
            ("numbered", None, """
Structured summary: mandatory open lab notebooks.

Key arguments identified:

1. Duplication (open science advocates): Sharing raw notes as work proceeds could spare other labs from repeating failed experiments.
2. Error detection (open science advocates): Open notebooks may allow errors or questionable data to be spotted earlier.
3. Priority and competition (many working researchers): Publishing work in progress could enable rival groups to take ideas before the original lab publishes.
4. Workload (many working researchers): Keeping notebooks in a presentable state for public view would, on this account, impose only a negligible burden on researchers.
5. Confidentiality (many working researchers): Some projects involve patient data or commercial partners whose information cannot be shared openly.

Conclusion: Points 1–2 concern collective research efficiency and integrity; points 3–5 concern costs and constraints at the level of individual laboratories. The balance between these is likely to vary by field.
""", [
                ("negation", "impose only a negligible burden on researchers", (1, 1)),
            ]),
            ("headed", None, """
Background
The question is whether public research funders should require grantees to post lab notebooks online as experiments are conducted.

Position of open science advocates
Advocates suggest that sharing raw notes in real time could help other labs avoid repeating failed experiments. They also contend that open notebooks may make it easier to detect errors or questionable data early in a project.

Position of many working researchers
Researchers express concern that publishing work in progress could let rival groups take ideas before the original lab has published. They note that keeping notebooks tidy enough for public scrutiny would add to an already heavy workload. They further observe that some projects involve patient data or commercial partners whose information cannot be shared openly.

Points of contention
The central dispute is whether the collective benefits of openness outweigh the competitive exposure, administrative burden and confidentiality constraints faced by individual labs.

Conclusion
Neither position is clearly dominant on the arguments as stated; the case for a mandate may plausibly depend on field and project type.
""", []),
            ("dense", None, """
Summary: Open science advocates argue that sharing raw notes as work happens could help other labs avoid repeating failed experiments, and that posting notebooks openly could save other groups from redoing experiments already known to fail; many working researchers counter that publishing work in progress could let rival groups take ideas before the original lab publishes, that keeping notebooks tidy enough for public view would add to an already heavy workload, and that some projects involve patient data or commercial partners whose information cannot be shared openly. Conclusion: the question is thought to turn on whether system-level gains from openness justify lab-level costs.
""", [
                ("repetition", "that posting notebooks openly could save other groups from redoing experiments already known to fail", (0, 1)),
            ]),
            ("closing", None, """
Objective: To set out the principal arguments concerning mandatory open lab notebooks for publicly funded research.

Arguments for a mandate: Open science advocates hold that sharing raw notes during the course of research could help other labs avoid repeating experiments that have failed. Open notebooks, they add, may also make errors or questionable data easier to catch early.

Arguments against a mandate: Many working researchers are concerned that publishing work in progress could allow rival groups to take ideas before the original lab publishes. They anticipate that keeping notebooks tidy enough for public view would add to researchers' already heavy workload. And they point out that some projects involve patient data or commercial partners whose information cannot be shared openly.

Conclusion: Both sets of arguments are advanced in good faith, and reasonable observers may weigh them differently depending on the discipline and the nature of the research in question.
""", []),
        ],
    },
    {
        "id": "five_year_deorbit_rule",
        "topic": "Requiring satellites to leave orbit within five years of mission end",
        "query": "Should all satellites be required to leave orbit within five years of the end of their missions?",
        "perspectives": [
            ("supporters", [
                "Dead satellites left in orbit raise the risk of collisions that create more debris.",
                "A firm deadline could keep busy orbits usable for future missions.",
            ]),
            ("critics", [
                "Adding propulsion or drag devices to small satellites may make them too costly for universities and start-ups.",
                "A rule enforced by one country could be ignored by operators licensed elsewhere.",
            ]),
        ],
        "variants": [
            ("headed", None, """
Background
The proposal under review would require every satellite to deorbit within five years of mission completion.

Supporting position
Supporters maintain that defunct satellites left in orbit will inevitably trigger cascading collisions that fill low orbit with debris. They also hold that a firm deadline could help keep congested orbits usable for future missions.

Opposing position
Critics argue that fitting propulsion systems or drag devices to small satellites may render them too costly for universities and start-ups. They further note that a rule enforced by a single country could be ignored by operators licensed in other jurisdictions.

Conclusion
The debate is thought to hinge on the balance between long-term orbital sustainability and near-term cost and enforceability concerns.
""", [
                ("exaggeration", "defunct satellites left in orbit will inevitably trigger cascading collisions that fill low orbit with debris", (0, 0)),
            ]),
            ("prose", None, """
Background: The question concerns a universal five-year post-mission deorbit requirement for satellites.

Supporters of the requirement argue that dead satellites remaining in orbit raise the risk of collisions, which in turn generate additional debris. A firm deadline, they suggest, could preserve the usability of heavily trafficked orbits for future missions.

Critics raise two principal objections. Equipping small satellites with propulsion or drag devices may, in their assessment, make such spacecraft too costly for universities and start-ups. In addition, a rule enforced by one country could simply be ignored by operators licensed elsewhere.

Conclusion: The positions differ less on the existence of the debris problem than on whether a uniform deadline is an affordable and enforceable response to it.
""", []),
            ("bullets", None, """
Evidence summary: five-year deorbit requirement.

Supporters:
- Dead satellites left in orbit are thought to raise the risk of debris-generating collisions.
- A firm deadline could keep busy orbital regions usable for future missions.
- Supporters acknowledge that a rule enforced by one country could be ignored by operators licensed elsewhere.

Critics:
- Fitting propulsion or drag devices to small satellites may make them too costly for universities and start-ups, and would add weeks of extra testing before launch.

Conclusion: The arguments suggest broad agreement on the hazard of orbital debris, with disagreement concentrated on the cost of compliance and the practical reach of national regulation.
""", [
                ("side_swap", "Supporters acknowledge that a rule enforced by one country could be ignored by operators licensed elsewhere", (1, 1)),
                ("added_detail", "and would add weeks of extra testing before launch", (1, 0)),
            ]),
            ("numbered", None, """
Structured overview: mandatory deorbit within five years of mission end.

Arguments advanced:

1. Collision risk (supporters): Defunct satellites left in orbit raise the likelihood of collisions that produce further debris.
2. Orbital sustainability (supporters): A firm deadline could help keep crowded orbits usable for future missions.
3. Cost to smaller actors (critics): The addition of propulsion or drag devices to small satellites may make them too costly for universities and start-ups.
4. Enforceability (critics): A rule enforced by one country could be ignored by operators licensed elsewhere.

Points of contention: Items 1–2 address the long-term orbital environment; items 3–4 address affordability and jurisdictional reach.

Conclusion: The proposal's merits may plausibly depend on whether cost and enforcement concerns can be mitigated without weakening the deadline itself.
""", []),
            ("dense", None, """
Abstract: Supporters of a five-year deorbit rule contend that dead satellites left in orbit raise the risk of collisions that create more debris, though they concede that a firm deadline would do little to keep busy orbits usable for future missions; critics counter that adding propulsion or drag devices to small satellites may make them too costly for universities and start-ups, and that a rule enforced by one country could be ignored by operators licensed elsewhere. Conclusion: the dispute centers on cost and enforceability rather than on the existence of a debris hazard.
""", [
                ("negation", "a firm deadline would do little to keep busy orbits usable for future missions", (0, 1)),
            ]),
            ("closing", None, """
Background: At issue is a binding end-of-life disposal rule requiring satellites to deorbit within five years.

Supporters' position: Dead satellites left in orbit raise the risk of collisions that generate still more debris, supporters argue. A firm deadline, they add, could keep busy orbits usable for the missions that follow.

Critics' position: Critics contend that adding propulsion or drag devices to small satellites may put them beyond the budgets of universities and start-ups. They also caution that a rule enforced by one country could be ignored by operators licensed elsewhere.

Conclusion: Each position rests on a legitimate concern, orbital sustainability on one side and affordability and enforceability on the other, and the appropriate weighting between them remains open to reasonable disagreement.
""", []),
        ],
    },
    {
        "id": "research_grant_overhead_cap",
        "topic": "Capping overhead (indirect cost) rates on public research grants",
        "query": "Should governments cap the overhead (indirect cost) rates that universities can charge on public research grants?",
        "perspectives": [
            ("supporters of a cap", [
                "A cap could send more of each grant directly to the research itself.",
                "Negotiated overhead rates vary widely between institutions, and a single cap may be simpler and fairer.",
            ]),
            ("universities", [
                "Overhead pays for real costs such as lab buildings, electricity and safety staff.",
                "A low cap could force universities to cover the shortfall from tuition or to cut smaller departments.",
                "Wealthier institutions with large endowments could absorb a cap more easily than others.",
            ]),
        ],
        "variants": [
            ("numbered", None, """
Background: The question is whether governments should cap the indirect cost (IDC), or overhead, rate that universities charge on public research grants.

Principal arguments:

1. Supporters of a cap: A ceiling could direct a larger share of each grant to the research itself.
2. Supporters of a cap: Negotiated overhead rates vary considerably across institutions; a single cap may be simpler and fairer.
3. Universities: Overhead funds real costs, such as laboratory buildings, electricity and safety personnel.
4. Universities: A low cap could oblige institutions to cover the shortfall from tuition revenue or to cut smaller departments.
5. Universities: Wealthier institutions with substantial endowments could absorb a cap more readily than others.

Conclusion: The arguments suggest a tension between efficiency and uniformity on one side and institutional financial sustainability and equity on the other; the appropriate cap level, if any, is not determined by the arguments alone.
""", []),
            ("prose", None, """
Background: The question is whether overhead (indirect cost) rates on public research grants should be subject to a government cap.

Supporters of a cap argue that it could channel more of each grant directly into research activity. They also observe that negotiated rates vary widely between institutions, such that a single uniform cap may be both simpler and fairer. Administrative spending at universities has grown faster than research spending over the past two decades, which supporters take as a sign that overhead is poorly controlled.

Universities respond that overhead covers genuine costs, including lab buildings, electricity and safety staff. A low cap, they argue, could force institutions to make up the shortfall from tuition income or to cut smaller departments.

Conclusion: The positions are thought to diverge on whether current overhead levels reflect real institutional costs or negotiable inefficiencies.
""", [
                ("invented_claim", "Administrative spending at universities has grown faster than research spending over the past two decades", None),
                ("omitted_argument", None, (1, 2)),
            ]),
            ("headed", None, """
Background
The question concerns a proposed cap on the indirect cost rates universities may charge on public research grants.

Case for a cap
Supporters argue that a cap would guarantee that every grant dollar goes to the research itself. They further note that negotiated overhead rates vary widely between institutions, so that a single cap may prove simpler and fairer.

Case against a cap
Universities concede that overhead does not correspond to real costs such as lab buildings, electricity and safety staff. They warn that a low cap could force them to cover the shortfall from tuition or to cut smaller departments. They also point out that wealthier institutions with large endowments could absorb a cap more easily than others.

Points of contention
The core disagreement concerns whether overhead is best understood as a necessary cost of research infrastructure or as a discretionary transfer to institutions.

Conclusion
The arguments as stated do not resolve this question; the case for a cap is likely to depend on its level.
""", [
                ("exaggeration", "a cap would guarantee that every grant dollar goes to the research itself", (0, 0)),
                ("negation", "Universities concede that overhead does not correspond to real costs such as lab buildings, electricity and safety staff", (1, 0)),
            ]),
            ("bullets", None, """
Evidence summary: capping overhead rates on public research grants.

Positions of supporters:
- A cap could send more of each grant directly to the research itself.
- Because negotiated overhead rates vary widely between institutions, a single cap may be simpler and fairer.

Positions of universities:
- Overhead funds real costs, for example lab buildings, electricity and safety staff.
- A low cap could force universities to cover the shortfall from tuition or to cut smaller departments, with humanities programs such as classics and music likely to go first.
- Wealthier institutions with large endowments could absorb a cap more easily than less well-resourced ones.

Conclusion: The arguments point to a trade-off between directing funds to research and sustaining institutional infrastructure, with distributional effects that may plausibly vary by institution type.
""", [
                ("added_detail", "with humanities programs such as classics and music likely to go first", (1, 1)),
            ]),
            ("dense", None, """
Summary: Supporters of capping overhead (indirect cost) rates argue that a cap could send more of each grant directly to research and that, since negotiated rates vary widely between institutions, a single cap may be simpler and fairer; universities counter that overhead pays for real costs such as lab buildings, electricity and safety staff, that a low cap could force them to cover the shortfall from tuition or to cut smaller departments, and that wealthier institutions with large endowments could absorb a cap more easily than others. Conclusion: the question is thought to turn on whether current overhead rates reflect genuine infrastructure costs and on how the burden of any cap would be distributed.
""", []),
            ("closing", None, """
Objective: To summarize the arguments on capping the overhead rates universities may charge on public research grants.

Arguments for a cap: Supporters maintain that a cap could send a larger portion of each grant directly to the research. They further argue that, because negotiated overhead rates vary widely from one institution to another, a single cap may be simpler and fairer. Several countries have already adopted flat overhead caps without any measurable decline in research output.

Arguments against a cap: Universities respond that overhead pays for real costs such as lab buildings, electricity and safety staff. A low cap, they argue, could force institutions to cover the shortfall from tuition or to cut smaller departments. They also observe that wealthier institutions with large endowments could absorb a cap more easily than others.

Conclusion: Both positions rest on defensible premises, and the appropriate policy may plausibly depend on the level at which any cap is set and on how its effects are distributed across institutions.
""", [
                ("invented_claim", "Several countries have already adopted flat overhead caps without any measurable decline in research output", None),
            ]),
        ],
    },
]
