"""Figures no given text has (detectors.classifier.figures): hand-made clauses and given texts."""
from detectors.classifier.claims import has_figure
from detectors.classifier.detector import ClassifierDetector
from detectors.classifier.figures import figures, given_figures, ungiven_figures
from tests.factories import EveryPairStated, make_example, make_perspectives


def test_figures_are_numbers_in_digits_without_compounds_and_idioms():
    assert figures("A 2022 survey found that 71% said so") == ["2022", "71"]
    assert figures("citing a field study of 2,000 trails and 1.5 million riders") == ["2000", "1.5"]
    assert figures("open 24/7 since 9/11, a 24-hour service, a 4-day week") == []


def test_a_tokenized_document_spaces_its_separators():
    given = given_figures(["The figure will surge to 31. 8 million, with 15, 000 flowers in 2019, 1,200 of them red."])
    assert {"31.8", "15000", "2019", "1200"} <= given
    assert ungiven_figures("It reached 31.8 million and 15,000 flowers, 1,200 red, in 2019; 2020 saw 16,000.", given) == [
        "2020", "16000"]


def test_a_figure_the_given_texts_write_in_words_or_digits_is_given():
    given = given_figures(["Should degrees be shortened to three years?", "Fees rose by 40% in 2019 to 1,200 pounds."])
    assert given == {"3", "40", "2019", "1200"}
    assert ungiven_figures("In 3 years fees rose 40% to 1,200 pounds, says a 2021 study of 15 universities", given) == [
        "2021", "15"]


def test_the_classifier_gives_a_claim_with_an_ungiven_figure_no_support():
    ex = make_example(perspectives=make_perspectives(["Zoos save endangered species."], ["Captivity stresses animals."]),
                      response="Zoos save endangered species, and a 2019 study found 40% fewer extinctions. "
                               "Captivity stresses animals.")
    result = ClassifierDetector(pair_model=EveryPairStated()).run(ex)
    supports = {c.text: c.support for c in result.details.clauses}
    assert supports["and a 2019 study found 40% fewer extinctions."] == 0.0
    assert supports["Captivity stresses animals."] > 0.9
    assert result.hallucination == 1.0


def test_the_number_of_one_of_the_answers_own_points_is_no_figure():
    assert figures("Points 2 and 4 bear on the same question, while point 5 raises a cost of 40%.") == ["40"]
    assert figures("Items 1, 3 or 5 are about cost.") == []
    assert figures("Slide 3: Surgeons") == figures("Step 2: weigh the costs") == figures("Chapters 1 and 2") == []
    assert figures("Paragraphs 1 and 2 concern pedestrians; section 7 of the Act applies.") == ["7"]  # a citation


def test_a_search_answers_citation_markers_are_no_figures_and_keep_their_clauses_text():
    ex = make_example(perspectives=make_perspectives(["Zoos save endangered species."], ["Captivity stresses animals."]),
                      response="Zoos save endangered species [1][2]. Captivity stresses animals [3, 4].\n"
                               "A 2019 study found 40% fewer extinctions [^5].")
    result = ClassifierDetector(pair_model=EveryPairStated()).run(ex)
    supports = {c.text: c.support for c in result.details.clauses}
    assert supports["Zoos save endangered species [1][2]."] > 0.9  # shown as written, read without its markers
    assert supports["Captivity stresses animals [3, 4]."] > 0.9
    assert supports["A 2019 study found 40% fewer extinctions [^5]."] == 0.0  # the study's own figures still count
    assert all(ex.response[c.start : c.end] == c.text for c in result.details.clauses)


def test_a_ratio_in_words_is_a_figure_unless_given():
    assert figures("A survey found roughly one in four renters held off.") == ["1/4"]
    assert figures("Seven out of ten victims in 2023 never recovered it.") == ["2023", "7/10"]
    assert figures("one in every five crossings") == ["1/5"] and figures("It is one in a million.") == []
    assert figures("Two sides, one in favour.") == []  # no ratio: words that count things stay words
    given = given_figures(["One in four renters fear eviction."])
    assert ungiven_figures("1 in 4 renters fear eviction", given) == []
    assert ungiven_figures("one in three renters fear eviction", given) == ["1/3"]


def test_a_share_in_words_is_a_figure_an_ordinal_is_not():
    assert figures("A survey found around a third of libraries cut hours.") == ["1/3"]
    assert figures("about two-thirds of parents agreed; turnover fell by around a quarter") == ["2/3", "1/4"]
    assert figures("By then a third camp had emerged, a third view.") == []
    assert ungiven_figures("a third of renters", given_figures(["One in three renters move."])) == []
    # "half of" too (stop 55); a half of a time and "on behalf of" are no share
    assert figures("a survey in which over half of current donors said so") == ["1/2"]
    assert figures("in the second half of the season, on behalf of members") == []
    assert ungiven_figures("half of parents agree", given_figures(["50% of parents agree."])) == []


def test_a_percentage_in_words_is_a_figure():
    assert figures("recycling rose by around ten percentage points") == ["10"]
    assert figures("twenty-five per cent of homes") == ["25"]
    assert ungiven_figures("ten percent fewer trips", given_figures(["It could cut ten percent of trips."])) == []


def test_a_ratio_and_the_percentage_it_stands_for_give_each_other():
    assert ungiven_figures("about a quarter of drivers speed", given_figures(["25 percent of drivers speed."])) == []
    assert ungiven_figures("25% of drivers speed", given_figures(["One in four drivers speeds."])) == []
    assert ungiven_figures("a third of drivers speed", given_figures(["25 percent of drivers speed."])) == ["1/3"]


def test_a_numbered_position_a_range_of_points_and_a_count_of_sides_in_digits_are_no_figures():
    assert figures("Position 1 (astronomers)") == figures("Points 3 through 5 reflect the critics' case.") == []
    assert figures("side 1, child rights advocates.") == figures("camp 2 says no") == []  # sides numbered as points
    assert figures("so 3 camps really") == figures("ngl i can see all 3") == figures("the 2 main sides agree") == []
    # a count of something else stays a figure, as does a number after "all" that counts a noun
    assert figures("3 studies found it") == ["3"]
    assert figures("all 3 councils raised fees by 5%") == ["3", "5"]


def test_a_digit_inside_a_name_is_no_figure_a_number_that_starts_a_word_is():
    for name in ("ELI5", "CO2 emissions would fall", "you can call yourself CoolCat42", "H5N1 research", "the M25"):
        assert figures(name) == [] and not has_figure(name), name
    assert figures("5G masts and 10km of road") == ["5", "10"]
    assert figures("ELI5: a 2019 study found 22% fewer crashes") == ["2019", "22"]
