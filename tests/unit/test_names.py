"""Names no given text has (detectors.classifier.names): hand-made clauses and given texts."""
from detectors.classifier.detector import ClassifierDetector
from detectors.classifier.names import example_words, given_words, names, ungiven_names
from tests.factories import EveryPairStated, make_example, make_perspectives


def test_a_capital_inside_a_sentence_is_a_name_and_one_that_opens_something_is_not():
    assert names("rail can be as fast, as the Paris–Lyon line shows") == ["Paris–Lyon"]
    assert names("a problem that peaks in the weeks before Christmas") == ["Christmas"]
    assert names("Supporters say it helps. Critics say: Costs rise") == []  # after a full stop or a colon
    assert names('they call it "Big Brother" by stealth (Cameras everywhere)') == []  # a quotation, a bracket
    assert names("Road Safety Benefits come first") == []  # a title-case run that opens the clause
    assert names("**Lower costs** and Cheaper fares") == ["Cheaper"]
    assert names("as the San Diego zoo and Big Brother-style cameras show") == ["San Diego", "Big Brother-style"]
    assert names("the cobalt in EV batteries, the NHS budget and the US's standing") == []  # acronyms
    assert names("print textbooks in K-12 schools") == []  # a figure's business
    assert names("the gold standard in the U.S. and A subsidy") == []  # initials and stray capitals
    assert names("treated faster for UTIs by NGOs") == [] and names("as in Paris and Les Ulis") == ["Paris", "Les Ulis"]
    assert names("Golfers first ⛳ Council-run courses are cheap") == []  # an emoji opens a sentence
    assert names("I think so, and I'm sure I'd agree") == []


def test_a_name_is_given_when_a_given_word_shares_its_stem():
    given = given_words(["Cuba's government has earned sanctions", "Muslims face suspicion in Europe"])
    assert ungiven_names("the actions of the Cuban government", given) == []
    assert ungiven_names("a symbol of Muslim discrimination", given) == []
    assert ungiven_names("in line with European law", given) == []
    assert ungiven_names("as in Romania and Bulgaria", given) == ["Romania", "Bulgaria"]
    assert ungiven_names("the Paris–Lyon line", given_words(["Trains from Paris are fast"])) == ["Paris–Lyon"]


def test_the_example_gives_its_query_topic_labels_and_arguments():
    ex = make_example(query="Should Oxford ban cars?", topic="Car-free Sundays",
                      perspectives=make_perspectives(["Cleaner air for Jericho."], ["Fewer customers."],
                                                     labels=["residents", "Shopkeepers"]))
    words = example_words(ex)
    assert ungiven_names("quiet Sundays in Oxford, say Shopkeepers, and cleaner Jericho air", words) == []
    assert ungiven_names("as Cambridge found", words) == ["Cambridge"]


def test_an_ungiven_name_is_evidence_not_a_cap_on_the_support():
    ex = make_example(perspectives=make_perspectives(["Zoos save endangered species."], ["Captivity stresses animals."]),
                      response="Zoos save endangered species, as the San Diego breeding programme shows. "
                               "Captivity stresses animals.")
    result = ClassifierDetector(pair_model=EveryPairStated()).run(ex)
    assert all(c.support > 0.9 for c in result.details.clauses)
