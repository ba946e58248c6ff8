from detectors.text import STOP_WORDS, content_stems, content_words, split_sentences, split_words, stem


def test_words_keep_character_spans():
    text = "Zoos save endangered-species, don't they?"
    words = split_words(text)
    assert [w.text for w in words] == ["Zoos", "save", "endangered", "species", "don", "t", "they"]
    for w in words:
        assert text[w.start : w.end] == w.text


def test_stop_words_and_stemming_by_hand():
    # "the", "are", "of", "they", "don", "t" are stop words; Porter: zoos→zoo, running→run, species→speci
    assert content_stems("The zoos are running out of species, don't they?") == ["zoo", "run", "speci"]


def test_stop_list_corrections():
    assert "the" in STOP_WORDS and "don" in STOP_WORDS and "just" in STOP_WORDS
    # Glasgow-list content words are kept as words
    assert "system" not in STOP_WORDS and "fire" not in STOP_WORDS and "bill" not in STOP_WORDS


def test_unicode_words_and_odd_text():
    text = "Café naïveté — 東京 résumé\u200b!"
    words = content_words(text)
    assert [w.text for w in words] == ["Café", "naïveté", "東京", "résumé"]
    assert stem("Running") == "run"
    assert content_words("") == [] and content_words("   ...!?  ") == []


def test_sentences_with_spans_and_abbreviations():
    text = "Dr. Smith agrees. Critics disagree! Why? Costs rose, e.g. in the U.S. too."
    sents = split_sentences(text)
    assert [s.text for s in sents] == ["Dr. Smith agrees.", "Critics disagree!", "Why?", "Costs rose, e.g. in the U.S. too."]
    for s in sents:
        assert text[s.start : s.end] == s.text
    assert split_sentences("no final stop") [0].text == "no final stop"
    assert split_sentences("   ") == []
