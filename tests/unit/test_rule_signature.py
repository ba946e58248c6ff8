"""benchmarks/rule_signature.py: which rows a change of the word rules can move."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from rule_signature import changed, signature  # noqa: E402

from tests.factories import make_example, make_perspectives


def test_the_signature_reads_units_sides_and_polarity_and_changed_lists_the_rows_that_differ():
    perspectives = make_perspectives(["Fees could fund repairs."], ["Fees could deter visitors."], labels=["councils", "visitors"])
    base = make_example(query="Should parks charge fees?", perspectives=perspectives,
                        response="Councils argue that fees could fund repairs. Visitors say fees could deter visitors.")
    same = make_example(query="Should parks charge fees?", perspectives=perspectives, response=base.response)
    negated = make_example(query="Should parks charge fees?", perspectives=perspectives,
                           response="Councils argue that fees could not fund repairs. Visitors say fees could deter visitors.")
    swapped = make_example(query="Should parks charge fees?", perspectives=perspectives,
                           response="Visitors argue that fees could fund repairs. Visitors say fees could deter visitors.")
    assert signature(base) == signature(same)
    assert signature(base) != signature(negated) and signature(base) != signature(swapped)
    old = {"a::1": signature(base), "a::2": signature(same), "a::3": "x"}
    new = {"a::1": signature(base), "a::2": signature(negated), "a::4": "y"}
    assert changed(old, new) == ["a::2", "a::3", "a::4"]


def test_the_signature_reads_the_markers_a_clause_adds_and_what_its_hedge_softens():
    from rule_signature import reading

    argument = "A uniform national law could take away flexibility that many employees value."
    hedged = "a single law applied to every workplace could strip away the flexibility many employees value"
    plain = "a single law applied to every workplace strips away the flexibility many employees value"
    assert reading(hedged, hedged, argument).endswith(";")  # "every" under "could": softened, no marker
    assert reading(plain, plain, argument).endswith(";every")


def test_the_signature_reads_whether_a_flip_is_denied_by_failing_alone():
    from rule_signature import reading

    argument = "A community shop could ease loneliness among older residents."
    failing = "a community shop may fail to ease loneliness among older residents"
    plain = "a community shop would not ease loneliness among older residents"
    assert reading(failing, failing, argument)[0] == "2" and reading(plain, plain, argument)[0] == "1"
    assert reading(argument, argument, argument)[0] == "0"
