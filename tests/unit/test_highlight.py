import html as html_lib
import re

from components.highlight import highlight_text, highlighted_arguments, highlighted_response
from detectors.rouge import RougeDetector
from tests.factories import make_example, make_perspectives

NASTY = 'Fine <script>alert("x")</script> and <img src=x onerror=alert(1)> & done'


def test_user_text_is_escaped_and_words_are_shaded():
    ex = make_example(perspectives=make_perspectives([NASTY], labels=["<b>pro</b>"]), response=NASTY + " extra",
                      intro="<i>hi</i>")
    r = RougeDetector().run(ex)
    html = highlighted_response(ex.response, r.response_words, ex.intro) + highlighted_arguments(
        [(p.label, p.arguments) for p in ex.perspectives], r.argument_words, r.argument_coverage)
    assert "<script" not in html and "<img" not in html and "<b>pro" not in html and "<i>" not in html
    # with our own spans removed, what is left is exactly the escaped text
    plain = re.sub(r'<span class="fs-word"[^>]*>|</span>', "", highlight_text(ex.response, r.response_words))
    assert plain == html_lib.escape(ex.response)
    # 'extra' is not in the arguments → fully shaded; 'Fine' matched → unshaded
    assert 'data-score="1.000">extra</span>' in html
    assert 'data-score="0.000">Fine</span>' in html


def test_text_between_words_is_kept_exactly():
    from detectors.core.result import WordScore

    out = highlight_text("a-b c", [WordScore("b", 2, 3, 1.0)])
    assert out.startswith("a-<span") and out.endswith("</span> c")


def test_stretch_rescales_within_the_set():
    from detectors.core.result import WordScore

    ws = [WordScore("a", 0, 1, 0.9), WordScore("b", 2, 3, 0.95), WordScore("c", 4, 5, 1.0)]
    from components.highlight import stretch

    assert [round(w.score, 6) for w in stretch(ws)] == [0.0, 0.5, 1.0]
