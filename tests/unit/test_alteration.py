"""The alteration rule (detectors.classifier.alteration): hand-computed scores on hand-made clauses."""
import math

from detectors.classifier.alteration import (
    ALTER_SCORE,
    FLIP_CONTRADICTION_MIN,
    absolutes_added,
    alteration,
    argument_overlap,
    argument_part,
    changes_its_part,
    denies_by_failing,
    marker_difference,
    marker_words,
    query_absolutes,
    reverses_polarity,
    softened,
    stated_plainly,
    with_host,
    words_best_argument,
)
from detectors.core.polarity import negators

ARGUMENT = "Uniforms can reduce bullying at school."


def test_a_strengthened_clause_is_altered_with_its_added_markers():
    clause = "Uniforms will completely end bullying at school."
    alt = alteration(clause, clause, ARGUMENT, best_argument_prob=0.9, support_given=0.3, contradiction=None)
    assert alt is not None and not alt.flipped
    assert alt.added == {"will", "completely"} and alt.dropped == set() and alt.absolute == {"will", "completely"}
    assert math.isclose(alt.overlap, 3 / 4)  # uniform, bulli, school of uniform, reduc, bulli, school
    assert math.isclose(alt.score, 0.9)  # max(1 − f_CE = 0.7, overlap 3/4, f(c, a) = 0.9: "can" made absolute)


def test_a_hedge_made_absolute_is_altered_even_when_the_pair_model_reads_it_as_stated():
    clause = "Uniforms will eliminate bullying at school."
    alt = alteration(clause, clause, ARGUMENT, best_argument_prob=0.95, support_given=0.95, contradiction=0.02)
    assert alt is not None and alt.absolute == {"will", "eliminate"} and math.isclose(alt.score, 0.95)  # f(c, a)


def test_an_absolute_needs_a_hedge_in_the_argument_and_will_needs_a_modal_hedge_and_no_softener():
    unhedged, always, will = ("Uniforms reduce bullying at school.", "Uniforms always reduce bullying at school.",
                              "Uniforms will reduce bullying at school.")
    assert alteration(always, always, unhedged, 0.95, 0.95, 0.02) is None  # every stem repeated, no hedge to remove
    assert alteration(always, always, ARGUMENT, 0.95, 0.95, 0.02) is not None  # "can" made absolute
    made_certain = alteration(will, will, ARGUMENT, 0.95, 0.95, 0.02)  # "can" made certain
    assert made_certain is not None and made_certain.absolute == {"will"}
    assert alteration(will, will, unhedged, 0.95, 0.95, 0.02) is None
    assert alteration(will, will, "Some uniforms reduce bullying at school.", 0.95, 0.95, 0.02) is None  # no modal
    for hedged_clause in ("Uniforms will probably reduce bullying at school.", "Uniforms will help reduce bullying at school."):
        assert alteration(hedged_clause, hedged_clause, ARGUMENT, 0.95, 0.95, 0.02) is None
    # the host keeps the hedge: "… may change little, and it will reduce bullying"
    host = "Supporters say it may well work, and uniforms will reduce bullying at school."
    assert alteration(will, host, ARGUMENT, 0.95, 0.95, 0.02) is None


def test_altogether_counts_only_where_the_hedge_is_gone():
    argument = "Some smaller landlords could leave the market, reducing the supply of rented homes."
    assert absolutes_added("Some smaller landlords could leave altogether", argument) == set()  # "could" kept
    assert absolutes_added("Smaller landlords will leave altogether", argument) == {"altogether", "will"}
    assert absolutes_added("Some landlords could leave, entirely", argument) == {"entirely"}  # only "altogether" is emphatic


def test_a_faithful_paraphrase_with_a_marker_is_not_altered():
    clause = "Uniforms will help reduce bullying at school."
    assert alteration(clause, clause, ARGUMENT, 0.9, support_given=0.9, contradiction=0.05) is None
    assert 1 - 0.9 < ALTER_SCORE  # the cross-encoder reads it as stated: the gate


def test_a_negation_scores_its_overlap_and_a_contradiction_its_probability():
    clause = "Uniforms do not reduce bullying at school."
    flip = alteration(clause, clause, ARGUMENT, 0.8, support_given=0.55, contradiction=0.1)
    assert flip is not None and flip.flipped and math.isclose(flip.score, 1.0)  # every stem repeated
    opposite = "Uniforms increase bullying at school."
    contradicted = alteration(opposite, opposite, ARGUMENT, 0.8, support_given=0.7, contradiction=0.98)
    assert contradicted is not None and not contradicted.flipped and math.isclose(contradicted.score, 0.98)
    # below CONTRADICTION_MIN (0.97 since stop 60's adapter, which reads every unfaithful kind as contradiction) a
    # contradiction alone is no alteration
    assert alteration(opposite, opposite, ARGUMENT, 0.8, support_given=0.7, contradiction=0.95) is None


def test_an_opposite_in_the_arguments_place_is_a_flip_the_pair_model_need_not_doubt():
    clause = "Uniforms can increase bullying at school."  # "reduce" replaced one for one, the words around it kept
    alt = alteration(clause, clause, ARGUMENT, 0.95, support_given=0.95, contradiction=0.0)
    # score: the overlap, 3 of the argument's 4 content stems (all but "reduce")
    assert alt is not None and alt.flipped and alt.opposite == ("reduce", "increase") and math.isclose(alt.score, 0.75)
    # a negated opposite reverses twice; a word bag with the opposite elsewhere is no swap
    twice = "Uniforms cannot increase bullying at school."
    assert alteration(twice, twice, ARGUMENT, 0.95, support_given=0.95, contradiction=0.0) is None
    elsewhere = "Uniforms can reduce bullying at school and increase pride."
    assert alteration(elsewhere, elsewhere, ARGUMENT, 0.95, support_given=0.95, contradiction=0.0) is None


def test_a_flip_the_pair_model_reads_as_stated_is_altered_when_the_contradiction_model_leans_to_it():
    clause = "Uniforms do not reduce bullying at school."
    leaning = alteration(clause, clause, ARGUMENT, 0.8, support_given=0.7, contradiction=FLIP_CONTRADICTION_MIN)
    assert leaning is not None and leaning.flipped and math.isclose(leaning.score, 1.0)
    assert alteration(clause, clause, ARGUMENT, 0.8, support_given=0.7, contradiction=0.49) is None
    assert alteration(clause, clause, ARGUMENT, 0.8, support_given=0.7, contradiction=None) is None
    # stop 68: a denial by a verb of failing alone needs no doubt of the support ("may fail to reduce" for "reduce")
    failing = "Uniforms may fail to reduce bullying at school."
    alt = alteration(failing, failing, ARGUMENT, 0.8, support_given=0.95, contradiction=0.01)
    assert alt is not None and alt.flipped
    assert denies_by_failing(failing) and not denies_by_failing(clause) and not denies_by_failing("Uniforms fail.")


def test_a_clause_on_another_topic_is_not_altered():
    clause = "Uniforms cost parents a lot of money."
    assert alteration(clause, clause, ARGUMENT, 0.2, support_given=0.05, contradiction=0.9) is None  # overlap 1/4


def test_the_host_is_the_clause_before_in_the_same_sentence():
    texts, sentences = ["Uniforms reduce bullying", "which ends it forever.", "Costs rise."], [0, 0, 1]
    assert with_host(texts, sentences, 1) == "Uniforms reduce bullying which ends it forever."
    assert with_host(texts, sentences, 2) == "Costs rise."
    assert with_host(texts, sentences, 0) == "Uniforms reduce bullying"


def test_a_marker_the_query_uses_is_not_added():
    argument, clause = "Students could save a year of fees.", "Three-year degrees could save students a year of fees."
    query = "Should bachelor's degrees be shortened to three years?"
    assert alteration(clause, clause, argument, 0.9, support_given=0.3, contradiction=None).added == {"3"}
    assert alteration(clause, clause, argument, 0.9, support_given=0.3, contradiction=None, query=query) is None
    # so is an absolute the query uses (stop 54: "every town" of the question, not the clause's own)
    argument = "Losing the last bank in a town could push shoppers to spend their money elsewhere."
    clause = "Banks pushed back against a duty to keep services in every town, saying shoppers spend money elsewhere."
    query = "Should banks be required to keep face-to-face services in every town?"
    assert alteration(clause, clause, argument, 0.9, support_given=0.3, contradiction=None).added == {"every"}
    assert alteration(clause, clause, argument, 0.9, support_given=0.3, contradiction=None, query=query) is None


def test_a_scope_absolute_of_the_query_is_the_clauses_own_where_it_scopes_something_else():
    # stop 58: "every time they renew" in the question does not excuse "every … driver" for "some … drivers"
    argument = "Regular checks could take some dangerously poor-sighted drivers off the road."
    clause = "It is likely that regular checks would remove every dangerously poor-sighted driver from the road."
    query = "Should drivers have to pass a professional eyesight test every time they renew their driving licence?"
    alt = alteration(clause, clause, argument, 0.5, support_given=0.52, contradiction=0.02, query=query)
    assert alt is not None and alt.absolute == {"every"}
    assert query_absolutes("keep services in every town", "… keep services in every town?") == {"every"}
    assert query_absolutes("remove every poor-sighted driver", "a test every time they renew") == set()
    # an absolute that is no scope word names the topic wherever it stands ("guarantee" as verb and noun)
    assert query_absolutes("a compulsory five-year guarantee could push makers",
                           "Should makers be required to guarantee appliances?") == {"guarantee"}


def test_a_number_in_words_is_its_digits():
    argument = "16-year-olds can work and pay tax, so they could vote."
    assert marker_difference("Sixteen-year-olds can already work and pay tax", argument) == (set(), set())
    assert marker_difference("Over three years", "Over 3 years") == (set(), set())
    assert marker_difference("Five people", "4 people") == ({"5"}, {"4"})
    assert marker_difference("thousands of people", "hundreds of people") == ({"thousands"}, set())


def test_everyone_else_is_the_others_and_nothing_but_is_only():
    # stop 68: no scope added by "everyone else" for "others"; "nothing but" says the argument's "only"
    assert marker_words("gaps between students from rich schools and everyone else") == set()
    assert marker_words("everyone pays") == {"everyone"}
    argument = "Agents may end up handling only the angriest calls."
    assert marker_difference("agents may be left with nothing but the angriest calls", argument) == (set(), set())
    assert marker_difference("the ban would do nothing but punish firms", "a ban could burden firms")[0] == {"only"}


def test_will_is_a_marker_only_where_it_replaces_a_modal_hedge():
    argument = "A car-free square could bring more foot traffic to the stalls."
    hoped = "Stallholders hope the car-free square will bring more people past their pitches"
    assert alteration(hoped, hoped, argument, 0.75, support_given=0.3, contradiction=None) is None
    plain = "The car-free square will bring more people past the stalls"
    assert alteration(plain, plain, argument, 0.75, support_given=0.3, contradiction=None).added == {"will"}


def test_an_absolute_scores_how_surely_the_clause_restates_its_argument_by_words_or_by_the_pair_model():
    clause = "Uniforms will eliminate every fight at school."  # 2 of 4 argument stems: uniform, school
    assert math.isclose(alteration(clause, clause, ARGUMENT, 0.45, 0.9, 0.0).score, 1 / 2)  # the overlap
    assert math.isclose(alteration(clause, clause, ARGUMENT, 0.8, 0.9, 0.0).score, 0.8)  # f(c, a)
    # overlap 2/5 and f 0.45: below ALTER_SCORE (0.5) by both readings, no alteration
    assert alteration(clause, clause, "Uniforms can reduce bullying and theft at school.", 0.45, 0.9, 0.0) is None
    assert alteration(clause, clause, "Uniforms can reduce bullying and theft at school.", 0.6, 0.9, 0.0) is not None


def test_absolutes_of_several_words_and_intensifiers_unless_the_argument_has_a_degree_word():
    argument = "Closing the streets could cut air pollution in the centre."
    for clause in ("Closing the streets would wipe out air pollution in the centre.",
                   "Closing the streets is certain to cut air pollution in the centre.",
                   "Closing the streets would put an end to air pollution in the centre.",
                   "Closing the streets would dramatically cut air pollution in the centre.",
                   "Closing the streets would end the air pollution in the centre.",
                   "Closing the streets would mean the end of air pollution in the centre."):
        assert absolutes_added(clause, argument), clause
    assert not absolutes_added("Closing the streets would end up cutting air pollution in the centre.", argument)
    assert not absolutes_added("Closing the streets would dramatically cut air pollution in the centre.",
                               "Closing the streets could greatly cut air pollution in the centre.")
    assert not absolutes_added("Closing the streets could cut air pollution in the centre.", argument)


def test_the_overlap_counts_the_words_before_a_relative_that():
    argument = "Allowing e-bikes may require extra signs and patrols that stretch limited budgets."
    clause = "Allowing e-bikes will require extra signs and patrols that inevitably overwhelm limited budgets."
    assert argument_overlap(clause, argument) >= 0.8  # the claim after "that" alone repeats 2 of 9 stems


def test_each_in_the_argument_says_every_and_ending_idioms_are_absolutes():
    argument = "Some younger pupils may face long bus journeys each day."
    clause = "Some of the younger kids may end up facing long bus rides every day."
    assert marker_difference(clause, argument) == (set(), set()) and not absolutes_added(clause, argument)
    assert marker_difference(clause, "Some younger pupils may face long bus journeys.") == ({"every"}, set())
    hedged = "It could reduce the power of campaigns built around turning out their own supporters."
    assert absolutes_added("It would finish off campaigns built around turning out their own base.", hedged) == {
        "finish off"}
    assert absolutes_added("Some staff end up taking less time off, full stop.",
                           "Some staff may end up taking less time off.") == {"full stop"}


def test_all_and_every_say_the_same_quantity():
    # stop 67: "every customer" for "all customers" (an error-free val answer named altered), either way round
    argument = "The cost of refunds will be passed on to all customers through higher fees."
    assert marker_difference("Refund costs will end up with every customer in higher fees.", argument) == (set(), set())
    assert marker_difference("Small states lack the money for embassies in all capitals.",
                             "Small countries cannot afford embassies in every capital.") == (set(), set())
    assert marker_difference("Refund costs will end up with every customer.", "Refund costs will reach customers.") == (
        {"every"}, set())


def test_at_risk_is_no_hedge():
    # stop 67: "will put … at risk" for "could put some … at risk" hardens the hedge; "risks pushing" still hedges
    argument = "Longer journeys while in labour could put some mothers and babies at risk."
    assert absolutes_added("Longer journeys in labour will put mothers and babies at risk", argument) == {"will"}
    assert absolutes_added("Longer journeys in labour will risk putting mothers and babies in danger", argument) == set()


def test_a_few_is_no_marker_and_never_restates_a_denial():
    assert marker_difference("Critics worry about a few things: results seen too early", "Results may be seen early.")[0] == set()
    assert marker_difference("Few patients read them", "Patients may read them.")[0] == {"few"}
    # "small numbers of" in the argument says "few", and denies as it does (stop 54); "a small number of" is "a few"
    argument = "With small numbers of operations, one surgeon's rate can swing widely by chance."
    clause = "when a surgeon does relatively few operations, his or her rate can swing widely by chance alone"
    assert marker_difference(clause, argument)[0] == set()
    assert alteration(clause, clause, argument, 0.9, support_given=0.3, contradiction=None) is None
    assert marker_difference("Few patients read them", "A small number of patients may read them.")[0] == {"few"}
    assert negators("With small numbers of operations, rates swing.") == ["few"]
    assert negators("A small number of patients may read them.") == []


def test_idioms_and_synonyms_of_a_marker_add_nothing():
    # stop 54: "only fair" judges, "completely" restates "fully", "impossible" denies as "never" does, and "only a few"
    # is "few"
    argument = "Children cannot consent to having their childhood shared online, so they should later control it."
    assert marker_difference("so it is only fair that they get a say later", argument)[0] == set()
    assert marker_difference("so only parents get a say", argument)[0] == {"only"}
    argument = "Images already copied or reshared elsewhere may be impossible to remove fully."
    assert marker_difference("anything already reshared may be impossible to remove completely", argument)[0] == set()
    assert not absolutes_added("anything already reshared may be impossible to remove completely", argument)
    assert marker_difference("pictures already reshared may never be fully removed", argument)[0] == set()
    assert negators("only a few firms have the expertise") == ["few"] and negators("a few firms") == []
    argument = "Automatic enrollment may help build a saving habit among people who would not open an account."
    assert marker_difference("it may build a habit among those who would never open an account", argument)[0] == set()
    assert marker_difference("it may build a habit that never fades", "It may build a lasting habit.")[0] == {"never"}


def test_polarity_is_read_on_the_part_of_the_clause_that_restates_its_argument():
    # two points in one clause: the first point's "no longer" is not a denial of the second (stop 55)
    argument = "Cancelling should be no harder than signing up."
    clause = ("Marcus says plenty of people keep paying for subscriptions they no longer want because cancelling is "
              "made hard on purpose, that cancelling should be no harder than signing up")
    assert argument_part(clause, argument).endswith("that cancelling should be no harder than signing up")
    assert "no longer" not in argument_part(clause, argument) and not reverses_polarity(clause, argument)
    # a part on the argument's own words keeps its denial, however short or long the rest
    assert reverses_polarity("Trials found, sadly, that the drug did not reduce symptoms", "Trials found the drug reduced symptoms")
    assert reverses_polarity("It is not true, as supporters claim, that fees fall", "Fees fall.")
    # a two-word part of its own is cut only when it says something else (here it shares "costs")
    assert reverses_polarity("Costs rise, so budgets fail to cover costs", "Budgets can cover costs.")


def test_without_may_or_may_not_deny_so_a_reversal_must_hold_both_ways():
    argument = "Concentrating births may make it easier to fill rotas without relying on costly locum doctors."
    assert not reverses_polarity("so that trusts are not left relying on costly locum doctors.", argument)
    assert not reverses_polarity("Odds disclosures could protect players without a full ban.",
                                 "Clear odds disclosures might protect players without a full ban.")
    assert reverses_polarity("It could not cut costs without new taxes.", "It could cut costs without new taxes.")
    assert negators("cut costs without new taxes") == [] and negators("cut costs without new taxes", True) == ["without"]


def test_words_that_deny_only_sometimes_must_reverse_the_polarity_both_ways():
    # stop 63's val false alarms: a negator in the clause for a denial the argument says without one, or the reverse
    assert not reverses_polarity("Testing on small farms may not happen often enough to catch contamination.",
                                 "Testing on small farms may be too infrequent to catch contamination.")
    assert not reverses_polarity("so changing the law may not make much difference by itself.",
                                 "so a change in the law may make little difference on its own.")
    assert not reverses_polarity("the problem moves to a higher turnover level; it doesn't disappear",
                                 "The growth cliff would simply move to a higher turnover level rather than disappear.")
    assert not reverses_polarity("a levy ensures that cleaner local plants are not undercut by imports",
                                 "A levy would stop cleaner local plants being undercut by imports.")
    assert not reverses_polarity("cameras are a supplement to, rather than a substitute for, a vet's presence",
                                 "Cameras could support, but should not replace, a vet's presence.")
    assert not reverses_polarity("contributions tied to time on a task may not cover the unpaid hours spent waiting",
                                 "Contributions tied to time on a task may leave out the unpaid hours spent waiting.")
    # stop 67: doubting that something holds says it may not
    assert not reverses_polarity("And they doubt that councils have the staff to enforce such rules properly.",
                                 "Councils may lack the staff to enforce the rules properly.")
    assert negators("they doubt whether it works", count_implicit=True) == ["doubt whether"]
    assert negators("there is no doubt about it", count_implicit=True) == []
    # a denial of such an argument still reverses it, and a plain negation still does
    assert reverses_polarity("Workers may lose coverage when they switch apps.",
                             "Workers may not lose coverage when they switch apps.")
    assert reverses_polarity("The levy would not stop cleaner local plants being undercut by imports.",
                             "A levy would stop cleaner local plants being undercut by imports.")
    assert reverses_polarity("Trials found the drug did not reduce symptoms", "Trials found the drug reduced symptoms")
    # counted only when asked, and "a little" is no denial
    assert negators("may make little difference") == [] and negators("may make little difference", count_implicit=True) == ["little"]
    assert negators("costs a little more rather than less", count_implicit=True) == ["rather than"]


def test_the_arguments_part_that_the_clause_leaves_out_does_not_flip_it():
    argument = "Commonhold asks flat owners to run their own building, which many may lack the time or skill to do."
    assert argument_part(argument, "the Gentleman forgets that commonhold asks flat owners to run their own building"
                         ) == "Commonhold asks flat owners to run their own building"
    assert not reverses_polarity("forgets that commonhold asks flat owners to run their own building", argument)
    assert reverses_polarity("Commonhold asks flat owners to run their building, which many have the time to do.", argument)
    # "overlook" and "neglect" deny as "ignore" does
    assert not reverses_polarity("a test of the sponsor's pay could overlook what the partner earns",
                                 "Counting the sponsor's income could ignore what the partner is able to earn.")
    assert negators("Councils neglected the parks.") == ["neglected"]


def test_a_clause_is_read_against_the_argument_whose_words_it_repeats_when_the_pair_model_matched_another():
    args = ["Funeral costs can push grieving families into serious debt.",
            "Families may be spared the stress of borrowing money or crowdfunding at a very hard time."]
    clause = "Funeral costs always push grieving families deep into debt."
    assert words_best_argument(clause, args, best=1) == 0
    assert words_best_argument(clause, args, best=0) is None  # the pair model's argument already
    assert words_best_argument("Costs may rise for councils.", args, best=1) is None  # too few of any argument's words
    alt = alteration(clause, clause, args[0], 0.4, 0.8, None)
    assert alt is not None and alt.absolute == {"always"} and changes_its_part(clause, args[0], alt)
    # a summary of two points: the absolute belongs to the other point's part
    summary = "a guaranteed public market could steady incomes, and funeral costs can push grieving families into debt"
    alt = alteration(summary, summary, args[0], 0.4, 0.8, None)
    assert alt is not None and alt.absolute == {"guaranteed"} and not changes_its_part(summary, args[0], alt)


def test_an_absolute_before_a_relative_that_counts():
    # "that" here is a relative pronoun, not the end of a lead-in: the absolute is the claim's own
    assert absolutes_added("a ban would wipe out the advertising revenue that keeps apps free to use.",
                           "A ban could cut advertising revenue that keeps many apps free to use.") == {"wipe out"}


def test_a_hedged_verb_stated_plainly_is_an_exaggeration():
    argument = "Unpasteurized milk can carry bacteria such as E. coli and listeria that may cause serious illness."
    clause = "Unpasteurized milk carries bacteria such as E. coli and listeria that cause serious illness."
    assert stated_plainly(clause, clause, argument) == {"carry", "cause"}
    alt = alteration(clause, clause, argument, 0.6, support_given=0.9, contradiction=None)
    assert alt is not None and alt.plain == {"carry", "cause"} and math.isclose(alt.score, 1.0)
    # "may never see" → "never see": the absolute was the argument's, the hedge is what is gone
    assert stated_plainly("kids in paid family videos never see any of the money",
                          "kids in paid family videos never see any of the money",
                          "Children in paid family videos may never see any of the money.") == {"see"}
    # a hedge kept anywhere in the clause or its host, or a softener, keeps it a rewording
    kept = "Unpasteurized milk often carries bacteria that cause serious illness."
    assert stated_plainly(kept, kept, argument) == set()
    # a rewording with another verb, or the verb in another sense ("pushed back" for "push shoppers"), is no hedge drop
    assert stated_plainly("modern filters allow output to be held within strict legal limits.",
                          "modern filters allow output to be held within strict legal limits.",
                          "Modern filtering technology means emissions can be kept within strict legal limits.") == set()
    pushed = "Banks pushed back against a duty to keep services in every town, saying shoppers spend money elsewhere."
    assert stated_plainly(pushed, pushed, "Losing the last bank in a town could push shoppers to spend elsewhere.") == set()
    # a denial the polarity rule does not count is a negation, not a hedge dropped
    little = "Congestion charges have done little to cut traffic in city centres."
    assert stated_plainly(little, little, "Congestion charges could cut traffic in city centres.") == set()
    # "would" for "could" keeps it conditional: a rewording
    free = "commonhold would free flat owners from paying ground rent"
    assert stated_plainly(free, free, "Commonhold could free flat owners from paying ground rent.") == set()
    # the hedge of the argument's other part is not the clause's to keep
    assert stated_plainly("Drones give commanders a real-time overview of crowd movements.",
                          "Drones give commanders a real-time overview of crowd movements.",
                          "Drones give commanders a real-time overview of crowd movements, which can help prevent "
                          "crushes.") == set()



def test_will_as_a_noun_is_no_marker():
    # stop 58: an FAQ's definition "… work overtime against their will" strengthens nothing
    assert marker_words("Nurses work overtime against their will.") == set()
    assert marker_words("Prices will rise.") == {"will"}
    argument = "A ban may only work if hospitals also hire enough nurses to cover gaps."
    clause = "A rule that would stop hospitals from making nurses work overtime against their will."
    assert alteration(clause, clause, argument, 0.75, support_given=0.79, contradiction=0.07) is None


def test_a_verb_of_stopping_says_an_end_to():
    argument = "Biometric clocks can stop buddy punching, where one worker clocks in for an absent colleague."
    assert absolutes_added("Employers say biometric clocks can put an end to buddy punching", argument) == set()
    # an argument that only reduces is still ended by "an end to"
    assert "an end to" in absolutes_added("clocks can put an end to buddy punching",
                                          "Biometric clocks can reduce buddy punching.")


def test_all_and_each_say_every_and_constant_says_always():
    argument = "The cost of refunds could be passed on to all customers through higher fees."
    assert absolutes_added("refund costs could end up with every customer in higher fees", argument) == set()
    assert absolutes_added("Constant ads are always on screen.", "Constant ads may make gambling seem normal.") == set()
    # without the argument's own "all", "every" still widens it
    assert "every" in absolutes_added("refund costs end up with every customer", "Refund costs could raise fees.")


def test_a_kept_hedge_softens_an_absolute_of_scope():
    argument = "Vehicles mounting the kerb may crack paving slabs, leaving the council with repair bills."
    assert absolutes_added("every car that bumps up onto the kerb may crack a few paving slabs", argument) == set()
    assert absolutes_added("every car that bumps up onto the kerb cracks the paving slabs", argument) == {"every"}
    # a denied modal is no hedge: "are hooking every kid … they can't understand" widens "can push children"
    loot = "Loot boxes can push children into gambling-like spending they do not fully understand."
    assert absolutes_added("loot boxes are hooking every kid into gambling-like spending they can't understand",
                           loot) == {"every"}
    # the host's hedge governs the host: "museums put every object …" after "… could reconnect communities"
    museums = "Large national museums can show objects to millions of visitors."
    assert absolutes_added("that large national museums put every object in front of millions of visitors", museums,
                           "returned objects could reconnect communities, that large national museums put every "
                           "object in front of millions of visitors") == {"every"}
    # "can" is ability, not a hedge: "Voters can always remove judges" claims the power every time
    voters = "Voters can remove judges whose rulings are out of step with community values."
    assert absolutes_added("Voters can always remove judges whose rulings are out of step", voters) == {"always"}
    assert absolutes_added("Voters could always remove judges whose rulings are out of step", voters) == set()
    # "could never" denies
    pursuits = "Most pursuits begin over minor offences that may not justify the danger."
    assert absolutes_added("Every pursuit begins over a minor offence that could never justify the danger",
                           pursuits) == {"every"}
    # a certainty absolute stays one under a hedge
    assert absolutes_added("Larger units could ensure specialist doctors are on site", "Larger units could keep "
                           "specialist doctors on site around the clock.") == {"ensure"}


def test_a_kept_hedge_softens_an_added_marker_of_scope():
    argument = "A uniform national law could take away flexibility that many employees themselves value."
    clause = "a single law applied to every workplace could strip away flexibility that many employees value"
    assert "every" in marker_difference(clause, argument)[0]
    assert softened(marker_difference(clause, argument)[0], clause, clause) == set()
    plain = "a single law applied to every workplace strips away the flexibility many employees value"
    assert softened(marker_difference(plain, argument)[0], plain, plain) == {"every"}
