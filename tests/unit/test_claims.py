"""Framing clauses: what the classifier does not hold to the arguments (detectors.classifier.claims)."""
from detectors.classifier.claims import (
    announced_heads,
    announces,
    announces_topic,
    heads_side_points,
    introduces_speaker,
    is_conversational,
    is_framing,
    is_question,
    is_side_gist,
    label_stems,
    paragraph_of,
    signs_off,
    topic_sentences,
    topic_stems,
)
from detectors.classifier.detector import response_units
from detectors.core.example import Example
from detectors.core.text import split_sentences
from tests.factories import make_example, make_perspectives

LABELS = frozenset({"resid", "local", "busi"})  # stems of "residents", "local businesses"


def test_framing_words_and_labels_only():
    assert is_framing("Residents are torn.", LABELS)
    assert is_framing("Local businesses are similarly divided.", LABELS)
    assert is_framing("Skeptics raise two concerns.", LABELS)
    assert is_framing("If you're a supporter, you'd probably lead with the practical benefits.", LABELS)
    assert not is_framing("Supporters say it could lead to lower fares.", LABELS)  # lower, fares: a claim
    assert not is_framing("Residents fear that fares will rise.", LABELS)  # fares, rise: a claim
    assert not is_framing("Skeptics raise 2 concerns.", LABELS)  # a number is always a claim
    # the debate's own nouns (stop 54): a proposal, a position, a recap, a caveat, the pushback
    assert is_framing("It is a genuinely divisive proposal on which residents take opposite positions.", LABELS)
    assert is_framing("To recap, the pushback comes with a caveat.", LABELS)
    assert not is_framing("The proposal would raise fares.", LABELS)


def test_how_an_answer_judges_the_debate_is_framing():
    assert is_framing("There are solid arguments on both sides here.", LABELS)
    assert is_framing("Overall, there are valid points from every group.", LABELS)
    assert is_framing("Here's a balanced look at the debate.", LABELS)
    assert not is_framing("There are solid reasons to expect fares to rise.", LABELS)  # fares, rise, expect
    assert is_framing("Opinion divides along fairly predictable lines.", LABELS)
    assert is_framing("The debate breaks down into six main points.", LABELS)
    assert not is_framing("Fines will break down trust in the police.", LABELS)  # fines, trust, police


def test_topic_words_frame_only_where_they_are_passed():
    topic = frozenset({"microchip", "pet", "cat", "mandatori", "owner"})
    opener = "Here's a balanced look at mandatory microchipping for cats."
    assert is_framing(opener, LABELS, topic=topic)
    assert not is_framing(opener, LABELS)  # mid-answer the topic's words are content
    assert not is_framing("Microchipping cats reunites lost pets with their owners.", LABELS, topic=topic)


def test_response_units_pass_topic_words_to_the_first_and_last_sentence_only():
    ex = make_example(query="Should e-bikes be allowed on hiking trails?",
                      perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]),
                      response="Opinions on e-bikes on hiking trails split three ways. Bikes scare walkers. "
                               "E-bikes on hiking trails split opinion. Bikes widen access. Views on e-bikes differ.")
    assert {"bike", "hike", "trail"} <= topic_stems(ex)
    assert response_units(ex).claim == [False, True, True, True, False]


def test_closing_remarks_leave_the_answer_open_anywhere_in_it():
    closing = "Whether the charge works will depend on how the scheme is designed."
    assert is_framing(closing, LABELS)
    assert is_framing("Each city must weigh cleaner air against costlier commutes.", LABELS)
    assert not is_framing("Ultimately, the ban will end all short flights.", LABELS)
    assert not is_framing("Whether it works depends on how 40% of drivers react.", LABELS)  # a figure is a claim
    for cue in ("Ultimately, it's a question of how far the state should go in protecting health.",
                "In the end it is residents' quality of life versus concerns about accuracy.",
                "Labelling AI adverts is a question that sets transparency against practicality.",
                "This is one of those issues where convenience and inclusion pull in different directions.",
                "and the actual impact would likely depend on how any scheme is designed and implemented."):
        assert is_framing(cue, LABELS)


def test_sentences_to_the_reader_are_conversational():
    for talk in ("Sure!", "Great question!", "Great question — this is a debate that plays out in many councils.", "Hope this gives you a clear picture!",
                 "Want me to go into any of these in more detail?", "Let me know if you'd like me to expand on either side!",
                 "The chair thanked everyone for their contributions.", "Thanks all!",
                 "Imagine walking into a store where every uniform item is for everyone.",
                 "Think of a school uniform like a team jersey.",
                 "You can have your say through the consultation page on our website.",
                 "No decision has been made, and all comments will be considered.",
                 "You're asking whether public EV chargers should have to take a tap-to-pay bank card.",
                 "You ask whether Sundays should be made legally quiet, with noisy DIY banned.",
                 "Your question is whether cities should ban cars from the centre."):
        assert is_conversational(talk), talk
    for claim in ("Sure, the ban will cut noise.", "Certainly the fares will rise.", "Drivers hope the tolls fall.",
                  "Let me know: 3 in 4 residents object.", "Thanks to lower fares, more people ride.",
                  "Picture quality on the cameras is poor.", "Imagine a 40% rise in fares.",
                  "Critics say you ask too much of drivers.", "You're asking 3 in 4 drivers to pay more."):
        assert not is_conversational(claim), claim


def test_conversational_sentences_are_no_claim_and_not_the_edges():
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]),
                      response="Sure! It comes down to whether safety or access matters more. Bikes scare walkers. "
                               "Bikes widen access. It comes down to who you ask. Hope this helps!")
    # "Sure!" and "Hope this helps!" say nothing; the sentences inside them are the opener and the closer
    assert response_units(ex).claim == [False, False, True, True, False, False]


def test_a_question_asks_and_claims_nothing_unless_it_gives_a_figure():
    for asks in ("Should cities let them in?", "is that the future, or a nuisance?", "It's a real balancing act, isn't it?",
                 "**Who gains?**"):
        assert is_question(asks), asks
    for states in ("Who gains is clear.", "Did you know 40% of riders walk?", "Costs rise?!."):
        assert not is_question(states), states
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]),
                      response="Bikes scare walkers. So should bikes be allowed? Bikes widen access. Is that the future?")
    assert response_units(ex).claim == [True, False, True, False]


def test_a_line_ending_in_a_colon_announces_what_follows_and_claims_nothing():
    assert announces("Residents tend to focus on daily life on their streets:") and announces("Critics argue that:**")
    assert not announces("Residents: streets get calmer.") and not announces("3 in 4 residents object:")
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]),
                      response="Walkers on the busiest trails tend to focus on how safe the paths feel to them:\n"
                               "- Bikes scare walkers.\nRiders, for their part, look at it from the other end of the trail:\n"
                               "- Bikes widen access.")
    assert response_units(ex).claim == [False, True, False, True]


def test_a_name_or_closing_on_the_last_line_signs_off_and_claims_nothing():
    email = "Hi Priya,\n\nBikes scare walkers.\n\nBest,\nTom Reed"
    last = split_sentences(email)[-1]
    assert last.text == "Tom Reed" and signs_off(email, last)
    for ends in ("Bikes scare walkers.\n- Bikes Widen Access", "Bikes scare walkers.\nBikes widen access",
                 "Bikes scare walkers.\nCosts Rise Sharply Everywhere", "Bikes scare walkers.\nThey Cost 40"):
        assert not signs_off(ends, split_sentences(ends)[-1]), ends  # a list item, lower case, four words, a figure
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]), response=email)
    assert response_units(ex).claim[-1] is False


def test_a_table_cell_takes_the_side_its_row_or_column_names():
    ex = make_example(perspectives=make_perspectives(["Bumps make streets safer."], ["Bumps slow ambulances."],
                                                     ["Bumps jolt riders."],
                                                     labels=["residents", "emergency services", "cyclists"]),
                      response="| Argument | Who makes it |\n|---|---|\n| Bumps could make streets safer | Residents |\n"
                               "| Bumps may delay ambulances | Emergency services |\n\n| Residents | Cyclists |\n|---|---|\n"
                               "| Streets get calmer | Bumps jolt riders |\n\nMost agree on one point: it depends.")
    ru = response_units(ex)
    assert [u.text for u in ru.units] == ["Bumps could make streets safer", "Residents", "Bumps may delay ambulances",
                                          "Emergency services", "Streets get calmer", "Bumps jolt riders",
                                          "Most agree on one point: it depends."]
    assert ru.attributed == [0, 0, 1, 1, 0, 2, None]  # the row's label cell, else the column's header; none after
    assert ru.claim[:4] == [True, False, True, False]  # a cell that only names a side claims nothing


def test_response_units_drop_headings_and_mark_framing():
    ex = make_example(
        perspectives=make_perspectives(["Commutes get costlier."], ["Shops lose trade."], labels=["residents", "local businesses"]),
        response="**Residents**\nResidents are torn. Commutes would cost more.\n\n**Local businesses**\n- Shops fear lost trade.",
    )
    assert label_stems(ex) == LABELS
    ru = response_units(ex)
    assert [u.text for u in ru.units] == ["Residents are torn.", "Commutes would cost more.", "Shops fear lost trade."]
    assert ru.claim == [False, True, True]
    assert ru.attributed == [0, 0, 1]  # each heading gives its perspective to the items under it
    assert ru.sentence_of == [0, 1, 2]  # for windows: sentences without the headings
    assert ru.sentence == [1, 2, 4]  # in split_sentences, whose indices the edits use


PARAGRAPHS = ("Advocates say repairable phones last longer. Repair shops charge less.\n\n"
              "Manufacturers see several risks. Open manuals might expose security flaws. "
              "Amateur repairs could leave devices unsafe.")


def _topics(text: str) -> list[str]:
    sentences = split_sentences(text)
    return [sentences[i].text for i in sorted(topic_sentences(text, sentences))]


def test_paragraphs_split_at_line_breaks():
    sentences = split_sentences(PARAGRAPHS)
    assert paragraph_of(PARAGRAPHS, sentences) == [0, 0, 1, 1, 1]


def test_a_short_sentence_opening_a_paragraph_of_three_is_its_topic():
    # the first paragraph's opener has only one sentence after it
    assert _topics(PARAGRAPHS) == ["Manufacturers see several risks."]


def test_topic_sentences_need_paragraphs_and_carry_no_proposition():
    one_paragraph = PARAGRAPHS.replace("\n\n", " ")
    assert _topics(one_paragraph) == []  # a one-paragraph answer's first sentence is its first point
    for opener in ("Manufacturers warn that repairs void warranties.",  # "that": a claim
                   "Manufacturers see 3 risks.",  # a number
                   "Manufacturers, however, see several risks.",  # a comma
                   "Manufacturers see several serious and rather worrying risks in these new repair rules."):  # long
        assert _topics(PARAGRAPHS.replace("Manufacturers see several risks.", opener)) == []


def test_response_units_need_no_support_for_a_topic_sentence():
    ex = make_example(perspectives=make_perspectives(["Repairable phones last longer."], ["Manuals expose flaws."]),
                      response=PARAGRAPHS)
    ru = response_units(ex)
    assert [u.text for u, claim in zip(ru.units, ru.claim) if not claim] == ["Manufacturers see several risks."]


def test_a_short_claim_explained_by_its_next_clause_is_a_head():
    from detectors.classifier.claims import HEAD_MAX_WORDS, explained_heads
    texts = ["The catch is space", "because bulkier desks may cramp the room.",
             "Enforcement could be a headache", "and shops may struggle to check ages.",
             "Fees bring in income for hospitals every single year", "which pays for nurses."]
    sentence_of = [0, 0, 1, 1, 2, 2]
    assert explained_heads(texts, sentence_of, [True] * 6) == [(0, 1)]  # "and" does not explain; 9 words is no head
    assert len("Fees bring in income for hospitals every single year".split()) == HEAD_MAX_WORDS + 1
    assert explained_heads(texts, [0, 1, 2, 3, 4, 5], [True] * 6) == []  # the tail must share the head's sentence
    assert explained_heads(texts, sentence_of, [False, True, True, True, True, True]) == []  # framing is no head
    # the head's words are counted without its lead-in ("It was also noted, however, that")
    led = ["It was also noted, however, that the shop kept longer hours", "which could make posting parcels easier."]
    assert len(led[0].split()) > HEAD_MAX_WORDS and explained_heads(led, [0, 0], [True, True]) == [(0, 1)]


def test_an_inline_label_makes_no_claim_and_keeps_the_side_of_its_clause():
    ex = make_example(perspectives=make_perspectives(["Desks cramp rooms."], ["Desks cost money."]),
                      response="Desks help pupils focus. Critics point to the money: desks could cost a lot of money. "
                               "Key takeaway: there are valid points from every group.")
    ru = response_units(ex)
    texts = [u.text for u in ru.units]
    assert texts[1:3] == ["Critics point to the money", "desks could cost a lot of money."]
    assert ru.claim[1:3] == [False, True] and ru.attributed[1:3] == [1, 1]  # "Critics" holds the claim to "con"
    assert ru.framing_texts(2) == ["desks could cost a lot of money.", "Critics point to the money: desks could cost a lot of money."]
    assert ru.claim[3:] == [False, False]  # its claim part frames (the whole clause, with "takeaway", would not)


def test_a_topic_sentence_may_open_with_a_short_fronted_phrase():
    assert _topics(PARAGRAPHS.replace("Manufacturers see several risks.", "For manufacturers, the picture is mixed.")) == [
        "For manufacturers, the picture is mixed."]
    for opener in ("For the big manufacturers in town, risks abound.",  # a fronted phrase of six words
                   "For manufacturers, risks abound, and costs rise."):  # a second comma
        assert _topics(PARAGRAPHS.replace("Manufacturers see several risks.", opener)) == []


def test_a_sentence_that_names_what_a_point_is_about_is_as_supported_as_the_next_one():
    for sentence in ("My worry is the fish.", "Their main concern is the environment.", "The big one is cost.",
                     "For them it's mostly about access and hassle."):
        assert announces_topic(sentence), sentence
    for sentence in ("The main concern is that fees will rise.", "Their main concern is the loss of local jobs in town.",
                     "The problem is 40 jobs.", "Costs are a concern."):
        assert not announces_topic(sentence), sentence
    texts = ["My worry is the fish.", "Noise could unsettle the stocks.", "Their main concern is the environment",
             "and balloons end up as litter.", "Balloons drift far."]
    sentence_of = [0, 1, 2, 2, 3]
    # the next sentence of its paragraph only; a head in a sentence of two clauses is not a whole sentence
    assert announced_heads(texts, sentence_of, [True] * 5, [True, True, True, True]) == [(0, 1)]
    assert announced_heads(texts, sentence_of, [True] * 5, [False, True, True, True]) == []  # a line break between
    assert announced_heads(texts, sentence_of, [True, False, True, True, True], [True] * 4) == []  # framing tail


def test_advice_to_a_reader_who_argues_one_side_is_no_claim():
    assert is_conversational("**If you're arguing against, lead with** small business, then jobs.")
    assert is_conversational("**Your opening if you're for:** lead with legacy infrastructure.")
    assert not is_conversational("Even if you are for the ban, costs matter.")
    assert not is_conversational("If you're against, you might argue that owners would foot the bill.")
    assert not is_conversational("If you're a passenger, the appeal is that buses come more often.")


def test_a_bold_label_that_opens_the_line_is_read_with_its_sentence_for_advice():
    ex = make_example(perspectives=make_perspectives(["Billboards clutter streets."], ["Small firms rely on billboards."]),
                      response="Billboards clutter streets. Small firms rely on billboards.\n\n"
                               "**If you're arguing against, lead with** small business, then jobs.")
    ru = response_units(ex)
    assert [u.text for u, c in zip(ru.units, ru.claim) if not c] == ["small business, then jobs."]
    assert all(ru.claim[:2])


def test_a_memos_issue_asks_and_its_analysis_of_its_own_points_frames():
    assert is_question("Whether the driving age should be reduced to 16.", {"16"})
    assert not is_question("Whether the driving age should be reduced to 16.")  # 16 given nowhere: a figure
    assert not is_question("Whether the ban cuts traffic is unclear.")  # a main clause: a claim
    assert is_framing("Points 2 and 4 bear on the same underlying question, namely what age suits drivers", frozenset())
    assert is_framing("while point 5 raises a purely financial concern.", frozenset())
    assert not is_framing("Fees rose 40% in 2 years.", frozenset())
    assert is_framing("Still, not everyone is convinced.", frozenset())
    assert is_framing("Opponents were quick to counter.", frozenset())  # a history of the debate turns to a side
    assert is_framing("I imagine they're less keen.", frozenset())
    assert is_framing("Library campaigners are opposed.", frozenset({"librari", "campaign"}))
    assert not is_framing("Opponents were quick to counter that fines hurt shops.", frozenset())


def test_a_sides_gist_in_a_few_nouns_is_framing_a_claim_about_it_is_not():
    labels = frozenset({"insur", "resid", "council", "compani"})
    for gist in ("Supporters emphasize technology, staffing and cost", "while insurers call it accurate.",
                 "Residents see mainly local costs", "the council and the company point to disposal, energy and jobs.",
                 "Supporters frame the cap as a safety and workforce measure",
                 "On the other hand, critics raise concerns about affordability."):
        assert is_side_gist(gist, labels) and is_framing(gist, labels), gist
    for claim in ("Critics warn that costs will rise", "Supporters say fees could rise",  # "that", a modal
                  "Critics fear all shops will close",  # an absolute
                  "Operators say this raises the number of containers",  # the subject says something first
                  "Some hikers value trails because they are quiet",  # a clause of its own
                  "Residents see a 40% rise in traffic",  # a figure
                  "Advocates see upzoning as a way to tackle housing shortages",  # a purpose: what it does
                  "The tax raises money for schools"):  # no side as subject
        assert not is_side_gist(claim, labels), claim


def test_a_short_table_cell_or_a_weight_tag_is_no_claim():
    from detectors.classifier.claims import is_table_tag
    from detectors.core.text import split_sentences
    table = ("| Argument | Side | Weight | Why it matters |\n|---|---|---|---|\n"
             "| Rotation could weaken audit quality | Audit firms | Medium | Technical feasibility |\n")
    cells = [s for s in split_sentences(table) if s.column is not None and not s.heading]
    assert [s.text for s in cells if is_table_tag(s)] == ["Audit firms", "Medium", "Technical feasibility"]
    assert not is_table_tag(cells[0])  # the point itself
    assert is_framing("Weight: medium.", LABELS) and is_framing("(impact: moderate).", LABELS)
    assert not is_framing("Costs would be high.", LABELS)


def test_a_moderator_introducing_a_speaker_for_a_side_frames():
    labels = label_stems(Example(query="Should cancelling be one click?", response="x", perspectives=[
        {"label": "consumer groups", "arguments": ["Cancelling is hard."]},
        {"label": "subscription businesses", "arguments": ["Exit steps allow discounts."]}]))
    for intro in ("Marcus Ibe is here for the consumer groups", "and Priya Raman for the subscription businesses.",
                  "Dr Pryce, for the consumer groups.", "Amira Haddad joins us from the subscription businesses"):
        assert introduces_speaker(intro, labels) and is_framing(intro, labels), intro
    for claim in ("Funding for the consumer groups",  # no name: one capitalised word opens the sentence
                  "Marcus Ibe is here for the discounts",  # not a side's label
                  "Priya Raman for the subscription businesses says exit steps allow discounts."):
        assert not introduces_speaker(claim, labels), claim


def test_a_sides_stance_on_the_proposal_is_framing_wherever_it_is():
    topic = frozenset({"ban", "pavement", "park"})
    assert is_framing("Local businesses oppose the ban.", LABELS, query_topic=topic)
    assert is_framing("Residents are having reservations.", LABELS, query_topic=topic)
    assert is_framing("The proposal is resisted by local businesses.", LABELS, query_topic=topic)
    # the topic's words count only with a stance: without one, or with a reason, a modal or "that", it is a claim
    assert not is_framing("Local businesses oppose the ban because it costs jobs.", LABELS, query_topic=topic)
    assert not is_framing("Residents warn that the ban could cost jobs.", LABELS, query_topic=topic)
    assert not is_framing("Residents park on the pavement.", LABELS, query_topic=topic)
    # and a side must be named: "Nobody opposes the ban" says something of everyone
    assert not is_framing("Drivers oppose the ban.", LABELS, query_topic=topic)


def test_a_decision_not_yet_made_leaves_the_answer_open():
    assert is_framing("Saltmarsh council has yet to decide", LABELS)
    assert is_framing("and the council's decision is still open.", LABELS)
    assert is_framing("No decision on the proposal has yet been announced.", LABELS)
    assert is_framing("For now, Oldbury Green is still arguing it out.", LABELS)
    assert is_framing("and nobody on the street can say which way it will fall.", LABELS)
    assert not is_framing("The council decided to close the depot.", LABELS)


def test_a_heading_for_a_sides_points_and_the_debates_own_state_are_framing():
    # stop 58: a briefing's "Risks raised by motoring groups", an encyclopedia's "neither position has gained general
    # acceptance"
    labels = frozenset({"motor", "group", "road", "safeti", "campaign"})
    assert heads_side_points("Risks raised by motoring groups", labels)
    assert heads_side_points("Arguments advanced by road safety campaigners:", labels)
    assert not heads_side_points("Risks raised by speeding drivers", labels)
    assert not heads_side_points("Motoring groups raised the risk of higher fees.", labels)
    assert is_framing("Risks raised by motoring groups", labels)
    assert not is_framing("and that could put staff at risk.", frozenset({"staff"}))
    for frame in ("and neither position has gained general acceptance.",
                  "Both sets of arguments continue to be cited in discussions of the issue."):
        assert is_framing(frame, labels), frame


def test_a_reader_left_to_decide_is_conversational():
    for talk in ("and readers can weigh them for themselves.", "and you can make the call for your own family.",
                 "You can make up your own mind."):
        assert is_conversational(talk), talk
    assert not is_conversational("their fix is honest labels, so you can decide whether it's worth paying more.")
    assert not is_conversational("Readers can weigh 3 options.")


def test_a_term_named_or_people_unsure_of_the_proposal_is_framing():
    # stop 58: a Simple-English explainer names the thing ("People call this "shrinkflation".") and says who is unsure
    labels = frozenset({"shop", "food", "maker"})
    for frame in ('People call this "shrinkflation".', "This is known as dynamic pricing.",
                  "Other people, mainly shops and food makers, are not so sure."):
        assert is_framing(frame, labels), frame
    for claim in ("People call this a tax on the poor because prices rise.", "This is known to raise prices by 5%.",
                  "Other people are sure the notices will confuse shoppers."):
        assert not is_framing(claim, labels), claim


def test_a_clause_leaving_the_reader_to_decide_or_a_briefings_purpose_is_framing():
    # stop 58: the reader left to decide as the clause after a comma ("Both groups raise points worth weighing, and
    # readers can weigh them for themselves."); a briefing's purpose
    labels = frozenset({"employ"})
    for frame in ("and readers can weigh them for themselves.", "and you get to decide where you stand.",
                  "To inform the minister of the arguments on a requirement for drivers to pass an eyesight test."):
        assert is_framing(frame, labels), frame
    assert not is_framing("so you can decide whether it's worth paying for a physical copy.", labels)
    assert not is_framing("To cut costs, employers want a ban on overtime.", labels)


def test_response_units_give_no_side_from_the_answers_title():
    ex = make_example(query="Should police use drones to monitor protests?",
                      perspectives=make_perspectives(["Filming deters peaceful protesters."],
                                                     ["Drones help prevent dangerous crushes."],
                                                     labels=["protesters", "police"]),
                      response="# Police drones at protests\n\nFilming from above may deter people from joining in. "
                               "Drones help commanders prevent dangerous crushes.")
    assert response_units(ex).attributed == [None, None]
    titled_by_side = ex.model_copy(update={"response": ex.response.replace("# Police drones at protests", "# Police")})
    assert response_units(titled_by_side).attributed == [1, 1]


def test_the_writers_own_stance_on_the_debate_is_framing_but_a_claim_in_the_writers_voice_is_not():
    labels = frozenset()
    for stance in ["This newspaper does not think the answer is obvious.", "I don't think either side is being sentimental.",
                   "and we would rather see the trade-offs weighed openly.", "And we had a call from Helen, a retired engineer.",
                   "We do not pretend to know which consideration should prevail."]:
        assert is_framing(stance, labels), stance
    for claim in ["I think the ban will save lives.", "We hope that the ban will cut deaths by half.",
                  "I note that counsel cited a survey of workers.", "I don't think that the ban works.",
                  "This newspaper does not think the answer is 12 more buses."]:  # a figure is always a claim
        assert not is_framing(claim, labels), claim


def test_saying_what_the_disagreement_is_about_leaves_the_answer_open():
    assert is_framing("The disagreement is largely about whether licensing will reach the problem landlords.", frozenset())
    assert is_framing("The debate turns on how much noise neighbours should bear.", frozenset())
    assert not is_framing("The disagreement between landlords and tenants is likely to grow.", frozenset())


def test_the_process_timetable_is_framing_but_a_figure_beside_it_is_a_claim():
    labels = frozenset({"support", "oppos"})
    for clause in ("Next steps: the consultation closes on 14 March.", "the consultation closes at the end of February.",
                   "the consultation on licensing builders closes on 31 May", "The vote is due next month."):
        assert is_framing(clause, labels), clause
    for clause in ("The consultation found 40% support by 14 March.", "the consultation closes on 14 March and 60% back it",
                   "A 2019 review closes on 3 May after 40 deaths", "The consultation closes early because fees rose."):
        assert not is_framing(clause, labels), clause


def test_the_answer_presenting_its_own_layout_is_framing_unless_it_goes_on_to_a_claim():
    labels = frozenset()
    for clause in ("Here is the question laid out as a weighted matrix, with each argument tagged by who makes it.",
                   "Below is a table of the arguments, with who makes each one.", "Here's a simple breakdown."):
        assert is_framing(clause, labels), clause
    for clause in ("Here's the main argument: bans don't work.", "Here is the case that bans fail.",
                   "Here is the main argument — bans fail.", "Here are the points: bans cut crime by 20%."):
        assert not is_framing(clause, labels), clause
