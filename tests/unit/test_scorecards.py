"""The reliability line of a score card: hand-made reliability tables, each reason to mute it."""
from components.scorecards import reliability_note


def cell(auc, n=100, n_pos=40, ci_low=None):
    c = {"n": n, "n_pos": n_pos, "auc_after": auc}
    if ci_low is not None:
        c.update(ci_low=ci_low, ci_high=1.0)
    return c


def table(para, unpara, sample=None):
    entry = {"slices": {"paraphrased": para, "unparaphrased": unpara}}
    if sample:
        entry["sample"] = sample
    return {"detectors": {"d": entry}}


def test_a_well_measured_detector_is_shown_plainly():
    text, muted = reliability_note("d", table({"hallucination": cell(0.82), "coverage": cell(0.85)},
                                              {"hallucination": cell(0.97), "coverage": cell(1.0)}))
    assert not muted
    assert text == "Test AUC (hallucination / coverage): paraphrased 0.82 / 0.85; unparaphrased 0.97 / 1.00."


def test_near_chance_on_one_slice_mutes_it_with_the_reason():
    text, muted = reliability_note("d", table({"hallucination": cell(0.55), "coverage": cell(0.85)},
                                              {"hallucination": cell(0.97), "coverage": cell(1.0)}))
    assert muted and "Near chance for hallucination on paraphrased responses (0.55)" in text


def test_a_small_sample_is_muted_even_with_a_high_auc():
    four = cell(1.0, n=8, n_pos=4, ci_low=1.0)  # 4 against 4: a perfect AUC, a degenerate interval
    text, muted = reliability_note("d", table({"hallucination": four, "coverage": four},
                                              {"hallucination": four, "coverage": four}, sample=24))
    assert muted and "on a sample of 24 test examples" in text and "as few as 4 of a class" in text


def test_an_interval_that_reaches_chance_mutes_a_large_slice():
    text, muted = reliability_note("d", table({"hallucination": cell(0.7, ci_low=0.48), "coverage": cell(0.85)},
                                              {"hallucination": cell(0.97), "coverage": cell(1.0)}))
    assert muted and "Too few examples to tell it from chance (hallucination on paraphrased;" in text


def test_missing_entries():
    assert reliability_note("d", None) == ("Not evaluated on the held-out test topics.", False)
    text, muted = reliability_note("d", {"detectors": {"d": {"slices": {}, "note": "why"}}})
    assert muted and text == "Not evaluated here: why."


def test_a_document_is_judged_by_the_held_out_documents_not_the_argument_lists():
    reliability = {"detectors": {"d": {**table({"hallucination": cell(0.82)}, {"hallucination": cell(0.97)})["detectors"]["d"],
                                       "domains": {"document": {"slices": {
                                           "all": {"hallucination": cell(0.70)}, "qags": {"hallucination": cell(0.80)},
                                           "wice": {"hallucination": cell(0.62)}}}}}}}
    text, muted = reliability_note("d", reliability, "document")
    assert text == ("Test AUC on held-out documents with their summaries or claims (hallucination): qags 0.80; "
                    "wice 0.62.") and not muted
    reliability["detectors"]["d"]["domains"]["document"]["slices"]["wice"]["hallucination"] = cell(0.55)
    assert reliability_note("d", reliability, "document")[1]  # near chance on one set: muted
    assert reliability_note("d", {"detectors": {"d": {"slices": {}}}}, "document") == (
        "Not evaluated on documents: read the score as a pointer, not as evidence.", True)
