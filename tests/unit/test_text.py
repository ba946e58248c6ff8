from detectors.core.citations import mask_citation_marks
from detectors.core.text import (
    ITEM_LABEL_LEVEL,
    LABEL_LEVEL,
    STOP_WORDS,
    TABLE_HEADER_LEVEL,
    bare_numbered_lines,
    content_stems,
    content_words,
    split_clauses,
    split_sentences,
    split_words,
    stem,
)


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
    # note-style answers abbreviate "especially" and "including" mid-sentence (stop 68: "… lost to treasury, esp.")
    notes = "VAT revenue lost, esp. from small firms. Costs rise, incl. audits, cf. last year. Next."
    assert [s.text for s in split_sentences(notes)] == [
        "VAT revenue lost, esp. from small firms.", "Costs rise, incl. audits, cf. last year.", "Next."]
    assert split_sentences("   ") == []


def test_clauses_split_at_semicolons_and_clause_connectives_only():
    text = ("Zoos save rare species from dying out, and a zoo visit teaches children about wildlife. "
            "Uniforms are cheap, safe, and green. It rains hard today; we stay home and read. "
            "Some say taxes rise, but others doubt it. Costs fall, and so what.")
    got = [[c.text for c in split_clauses(s)] for s in split_sentences(text)]
    assert got == [
        ["Zoos save rare species from dying out", "and a zoo visit teaches children about wildlife."],
        ["Uniforms are cheap, safe, and green."],  # a list: "and green." is too short to be a clause
        ["It rains hard today", "we stay home and read."],
        ["Some say taxes rise", "but others doubt it."],  # 4 words each side: enough
        ["Costs fall, and so what."],
    ]
    for s in split_sentences(text):
        for c in split_clauses(s):
            assert text[c.start : c.end] == c.text
    # a dash splits only before a contrast (stop 68); a parenthetical between dashes stays inside its clause
    dashed = ("Human agents could protect some jobs — but chatbots may leave them the toughest calls. "
              "Zoos — especially those that breed rare animals — keep species alive.")
    assert [[c.text for c in split_clauses(s)] for s in split_sentences(dashed)] == [
        ["Human agents could protect some jobs", "but chatbots may leave them the toughest calls."],
        ["Zoos — especially those that breed rare animals — keep species alive."]]


def test_markdown_lines_headings_labels_and_list_markers():
    text = ("### The case for\n"
            "- Buses get faster. Fares fall.\n"
            "2. **Cost:** Taxes rise.\n"
            "**Against**\n"
            "1. Animal welfare. Fewer animals die.\n"
            "Arguments against:\n"
            "Residents are torn\nabout it.")
    sents = split_sentences(text)
    assert [(s.text, s.heading) for s in sents] == [
        ("The case for", True), ("Buses get faster.", False), ("Fares fall.", False),
        ("**Cost:**", True), ("Taxes rise.", False), ("**Against**", True),
        ("Animal welfare.", True), ("Fewer animals die.", False),  # a short lead of a list item is its label
        ("Arguments against:", True),
        ("Residents are torn", False), ("about it.", False),  # a line break always ends a sentence
    ]
    for s in sents:
        assert text[s.start : s.end] == s.text
    # an outline's paragraph number is a list marker, not a figure of its sentence; a decimal opening a sentence is one
    assert [s.text for s in split_sentences("2.1 Leasing fields pays.\n2.2 Against this, farms worry.")] == [
        "Leasing fields pays.", "Against this, farms worry."]
    assert [s.text for s in split_sentences("2.5 million people ride.")] == ["2.5 million people ride."]
    # a markdown table: each cell is read as a line of its own, with its column; the header row heads its columns and
    # the rule under it is no sentence
    table = "| Argument | Who |\n|---|:--:|\n| Costs rise. Jobs go | Critics |"
    assert [(s.text, s.level, s.column) for s in split_sentences(table)] == [
        ("Argument", TABLE_HEADER_LEVEL, 0), ("Who", TABLE_HEADER_LEVEL, 1), ("Costs rise.", 0, 0), ("Jobs go", 0, 0),
        ("Critics", 0, 1)]
    assert all(table[s.start:s.end] == s.text for s in split_sentences(table))
    assert [s.column for s in split_sentences("Costs | benefits are weighed.")] == [None]
    # a thread numbers its posts "2/" at a line's start or end, and may close with "/end"; "24/7" and "1/3" are figures
    thread = "🧵 Should towns do it? Three takes. 1/\n\n2/ Golfers first. Courses are cheap.\n/end\nIt runs 24/7\nCosts 1/3 more."
    assert [s.text for s in split_sentences(thread)] == ["Should towns do it?", "Three takes.", "Golfers first.",
                                                         "Courses are cheap.", "It runs 24/7", "Costs 1/3 more."]
    # an emoji opening a line marks an item ("👥 **Staff**" is the items' label); an emoji alone says nothing
    card = "👥 **Staff**\n✅ Could ease burnout.\n⚠️ Days may drag.\n**Residents** 👥\n❌ Offices shut."
    assert [(s.text, s.heading) for s in split_sentences(card)] == [
        ("**Staff**", True), ("Could ease burnout.", False), ("Days may drag.", False), ("**Residents**", True),
        ("Offices shut.", False)]
    # a mathematical sign opening a line is part of its sentence, not a marker
    assert [s.text for s in split_sentences("≥ 40% of residents object.\n→ Fast rides.")] == [
        "≥ 40% of residents object.", "Fast rides."]
    # a plain title on the first line, above the rest, is a label; the same line alone, or punctuated, is a sentence
    assert [(s.text, s.heading) for s in split_sentences("Item 3: post office counter\n\nFees may rise.")] == [
        ("Item 3: post office counter", True), ("Fees may rise.", False)]
    assert [s.heading for s in split_sentences("Fees may rise\n\nShops may close.")] == [True, False]
    assert [s.heading for s in split_sentences("Fees may rise.\n\nShops may close.")] == [False, False]
    assert [s.heading for s in split_sentences("Fees may rise")] == [False]
    # further down, a plain line that opens a block with its first line right under it heads that block (a deck's
    # "Slide 3: Surgeons" above its bullets); one that closes a block, or stands alone between blank lines, does not
    deck = "Slide 1: Title\n- Fees\n\nSlide 2: Patient groups\n- Right to know\n- Weaker surgeons improve\n\nOver to you"
    assert [(s.text, s.heading) for s in split_sentences(deck)] == [
        ("Slide 1: Title", True), ("Fees", False), ("Slide 2: Patient groups", True), ("Right to know", False),
        ("Weaker surgeons improve", False), ("Over to you", False)]
    assert [s.heading for s in split_sentences("Fees may rise.\nShops may close\n\nCosts fall\n\nJobs go.")] == [
        False, False, False, False]
    # a heading's depth: its "#" marks; a label line below any markdown heading, a list item's label below that
    nested = split_sentences("## For\n### Cost\nTaxes rise.\n**Against**\n- **Cost:** It is dear.")
    assert [(s.text, s.level) for s in nested] == [("For", 2), ("Cost", 3), ("Taxes rise.", 0), ("**Against**", 7),
                                                   ("**Cost:**", 8), ("It is dear.", 0)]
    assert [s.heading for s in nested] == [True, True, False, True, True, False]
    # a list item of one sentence keeps it, however short; "2." at a line start is a marker, not a sentence
    assert [(s.text, s.heading) for s in split_sentences("1. Costs rise.\n2. Jobs go.")] == [("Costs rise.", False),
                                                                                           ("Jobs go.", False)]
    # a list item's plain label before a colon or dash is a label too; outside a list it is prose
    assert [(s.text, s.heading) for s in split_sentences("- Maintenance: owners cut repairs.\nHealth: sleep suffers.")] == [
        ("Maintenance:", True), ("owners cut repairs.", False), ("Health: sleep suffers.", False)]


def test_subordinate_clauses_split_off_what_hangs_on_a_clause():
    text = ("The switch disrupts sleep, though it does not affect accident rates. "
            "Shops can fix phones cheaply, using the same genuine parts. "
            "Drivers worry — automation could take their jobs. Uniforms are cheap, which parents like.")
    got = [[c.text for c in split_clauses(s)] for s in split_sentences(text)]
    assert got == [["The switch disrupts sleep", "though it does not affect accident rates."],
                   ["Shops can fix phones cheaply", "using the same genuine parts."],
                   ["Drivers worry — automation could take their jobs."],  # dashes do not split (parentheticals)
                   ["Uniforms are cheap, which parents like."]]


def test_a_narrowing_phrase_closed_by_a_comma_stays_in_its_clause():
    text = ("Seeing elephants may make people, especially kids, want to help protect them. "
            "Enforcement could be a headache, especially for small shops that lack staff. "
            "Costs rise, especially in winter, and shops may close soon after. "
            "Pilots served in many forces, including in Syria, Pakistan and North Korea. "
            "Twins came from six countries, including the UK, Canada, Germany and the US.")
    got = [[c.text for c in split_clauses(s)] for s in split_sentences(text)]
    assert got == [["Seeing elephants may make people, especially kids, want to help protect them."],
                   ["Enforcement could be a headache", "especially for small shops that lack staff."],
                   ["Costs rise, especially in winter", "and shops may close soon after."],
                   ["Pilots served in many forces", "including in Syria, Pakistan and North Korea."],  # a list goes on
                   ["Twins came from six countries", "including the UK, Canada, Germany and the US."]]


def test_coordinated_that_clauses_split_with_or_without_a_comma():
    text = ("Planners argue that the revenue can fund new buses and that road pricing has cut congestion. "
            "Critics call the charge unfair to commuters and that's a real worry. Costs rise and that hurts.")
    got = [[c.text for c in split_clauses(s)] for s in split_sentences(text)]
    assert got == [["Planners argue that the revenue can fund new buses", "and that road pricing has cut congestion."],
                   ["Critics call the charge unfair to commuters and that's a real worry."],  # "that's" is no clause
                   ["Costs rise and that hurts."]]  # both sides need four words


def test_a_list_of_that_clauses_splits_at_each_comma_only_when_and_that_closes_it():
    text = ("Supporters say many young adults borrow without understanding interest, that teaching budgeting reaches "
            "students whose families can't teach it, and that money skills help people avoid payday loans. "
            "Therapists may miss serious conditions, such as mouth cancer, that a dentist would catch. "
            "If there are fewer sudden evictions, that could take pressure off council services. "
            "Critics hold one view, that of the landlords, and that view is strongly held by many.")
    got = [[c.text for c in split_clauses(s)] for s in split_sentences(text)]
    assert got == [["Supporters say many young adults borrow without understanding interest",
                    "that teaching budgeting reaches students whose families can't teach it",
                    "and that money skills help people avoid payday loans."],
                   ["Therapists may miss serious conditions, such as mouth cancer, that a dentist would catch."],
                   ["If there are fewer sudden evictions, that could take pressure off council services."],
                   ["Critics hold one view, that of the landlords", "and that view is strongly held by many."]]


def test_an_inline_label_before_a_colon_is_split_from_its_claim():
    from detectors.core.text import INLINE_LABEL_MAX_WORDS, Sentence, split_inline_label
    text = "Riders see the most immediate upside: driverless taxis could make trips cheaper."
    label, claim = split_inline_label(Sentence(text, 10, 10 + len(text)))
    assert (label.text, claim.text) == ("Riders see the most immediate upside", "driverless taxis could make trips cheaper.")
    assert text[label.start - 10 : label.end - 10] == label.text and text[claim.start - 10 : claim.end - 10] == claim.text
    assert len(split_inline_label(Sentence("Key takeaway: costs rise.", 0, 25))) == 1  # 3 words after: no clause
    assert len(split_inline_label(Sentence("At 10:30 the gates close for good.", 0, 34))) == 1  # no space after it
    long_label = " ".join(["word"] * (INLINE_LABEL_MAX_WORDS + 1)) + ": buses could run far more often."
    assert len(split_inline_label(Sentence(long_label, 0, len(long_label)))) == 1


def test_labels_in_bold_italics_or_italics_with_a_colon_blockquotes_and_lettered_items():
    text = "***Critics:***\n- Shops lose trade.\n*Supporters:* Fees cut traffic.\n_**Residents**_\n> **Drivers:**\n> (a) Costs rise.\nb) Jobs go."
    sents = split_sentences(text)
    assert [(s.text, s.heading) for s in sents] == [
        ("***Critics:***", True), ("Shops lose trade.", False), ("*Supporters:*", True), ("Fees cut traffic.", False),
        ("_**Residents**_", True), ("**Drivers:**", True), ("Costs rise.", False), ("Jobs go.", False)]
    assert all(text[s.start : s.end] == s.text for s in sents)
    # italics without a colon are emphasis, not a label; a whole line in italics stays a sentence
    assert [(s.text, s.heading) for s in split_sentences("*Really* the cost is high.")] == [
        ("*Really* the cost is high.", False)]
    assert [s.heading for s in split_sentences("*No easy answer here.*")] == [False]


def test_an_outlines_roman_numeral_heads_a_section_and_a_capital_letter_a_point():
    text = "I. Overview\nThe plan is new.\nII. Arguments in favour\nA. Patient safety\nTired doctors err.\nB. Shorter hours help."
    assert [(s.text, s.level) for s in split_sentences(text)] == [
        ("Overview", LABEL_LEVEL), ("The plan is new.", 0), ("Arguments in favour", LABEL_LEVEL),
        ("Patient safety", ITEM_LABEL_LEVEL), ("Tired doctors err.", 0), ("Shorter hours help.", 0)]
    # a numeral before a sentence is its marker only; a long or punctuated text is no head
    assert [(s.text, s.level) for s in split_sentences("IV. Costs would rise for every hospital trust in the land.")] == [
        ("Costs would rise for every hospital trust in the land.", 0)]


def test_citation_markers_are_masked_in_words_and_sentences_with_spans_kept():
    text = "Fees rise [1][2]. Costs [2, 5] fall.\n**Banks:** see [^3] and [1–3]; a link [here](x) and [a] stay."
    assert mask_citation_marks(text) == text.replace("[1][2]", " " * 6).replace("[2, 5]", " " * 6).replace(
        "[^3]", " " * 4).replace("[1–3]", " " * 5)
    assert [w.text for w in split_words("Fees rise [1][2] by 40% [3].")] == ["Fees", "rise", "by", "40"]
    sents = split_sentences(text)
    assert [s.text for s in sents][:2] == ["Fees rise       .", "Costs        fall."]
    assert all(mask_citation_marks(text)[s.start : s.end] == s.text for s in sents)
    assert "here" in sents[-1].text and "[a]" in sents[-1].text
    # an answer key's mark allocations are notes too, not figures or sentences of their own
    assert [s.text for s in split_sentences("Seals eat salmon. (1 mark)\nCulls fail [2 marks].")] == [
        "Seals eat salmon.", "Culls fail          ."]
    assert mask_citation_marks("It costs (2 million) pounds.") == "It costs (2 million) pounds."
    # a transcript's timestamps and stage directions are notes too (stop 55); a clock time in words stays
    turns = "[00:01:05] TOM VILJOEN: Yes.\n[laughter]\n(04:12) MODERATOR: Thank you [crosstalk] both."
    assert mask_citation_marks(turns) == turns.replace("[00:01:05]", " " * 10).replace("[laughter]", " " * 10).replace(
        "(04:12)", " " * 7).replace("[crosstalk]", " " * 11)
    assert not any(ch.isdigit() for w in split_words(turns) for ch in w.text)
    assert mask_citation_marks("Shops open at 10:30 [sic].") == "Shops open at 10:30 [sic]."


def test_a_lead_in_attributes_and_one_that_says_will_is_the_claims_own():
    from detectors.core.text import claim_text
    assert claim_text("Critics also point out that fees will rise.") == "fees will rise"
    assert claim_text("Seeing the offender will give families the sense that justice has been done") == (
        "Seeing the offender will give families the sense that justice has been done")
    assert claim_text("Allowing e-bikes will require extra patrols that overwhelm budgets.") == (
        "Allowing e-bikes will require extra patrols that overwhelm budgets")


def test_a_list_numbered_with_bare_numbers_loses_its_markers_only_when_they_count_from_one():
    text = "main points\n1 welfare groups: shocks hurt\n2 they say training works\n20 councils have banned them."
    assert [s.text for s in split_sentences(text)] == [
        "main points", "welfare groups:", "shocks hurt", "they say training works", "20 councils have banned them."]
    # a lone line opening with a number keeps it: a figure, not a marker
    assert [s.text for s in split_sentences("Intro.\n3 councils have banned them.")] == [
        "Intro.", "3 councils have banned them."]
    assert bare_numbered_lines(["1 a", "x", "2 b", "3 c", "5 d"]) == {0, 2, 3}
