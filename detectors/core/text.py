"""Text units shared by every detector: words with character spans, stop words, stems, sentences.

Words follow the method paper (§3.1): split on whitespace and punctuation,
lowercase, drop English stop words, Porter-stem with NLTK's ``PorterStemmer``.

Stop words: NLTK's list needs ``nltk.download()``, which cannot run offline, so
the list is scikit-learn's ``ENGLISH_STOP_WORDS`` (the Glasgow list, installed
with scikit-learn) with two corrections that bring it closer to NLTK's:
the content words the Glasgow list happens to contain (``bill``, ``fire``,
``system`` …) are kept as words, and the contraction fragments our splitter
produces (``don`` from "don't", ``t``, ``s``, ``ll`` …) plus the few function
words NLTK has and Glasgow lacks (``did``, ``does``, ``just`` …) are dropped.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache

from nltk.stem.porter import PorterStemmer
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from detectors.core.citations import mask_citation_marks

_GLASGOW_CONTENT_WORDS = frozenset(
    "bill fire system interest detail describe cry fill find found front full mill move "
    "name serious sincere thick thin top bottom empty call amount part side show".split()
)
_NLTK_EXTRAS = frozenset(
    "s t d ll m o re ve y ain aren couldn didn doesn don hadn hasn haven isn ma mightn mustn "
    "needn shan shouldn wasn weren won wouldn did does doing having just should now why".split()
)
STOP_WORDS: frozenset[str] = (frozenset(ENGLISH_STOP_WORDS) - _GLASGOW_CONTENT_WORDS) | _NLTK_EXTRAS

# A word is a maximal run of letters or digits (any script); everything else separates words.
_WORD_RE = re.compile(r"[^\W_]+")
_stemmer = PorterStemmer()


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stemmer.stem(word.lower())


def stem_set(words: str) -> frozenset[str]:
    """The stems of a whitespace-separated word list (the rules' vocabularies, written once as plain words)."""
    return frozenset(stem(w) for w in words.split())


@dataclass(frozen=True)
class Word:
    """One word of a text with its character span ``text[start:end]``."""

    text: str  # as written
    start: int
    end: int

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def stem(self) -> str:
        return stem(self.text)

    @property
    def is_stop(self) -> bool:
        return self.lower in STOP_WORDS


def split_words(text: str) -> list[Word]:
    """Every word (stop words included) with its span; citation markers are no words."""
    return [Word(m.group(), m.start(), m.end()) for m in _WORD_RE.finditer(mask_citation_marks(text))]


def content_words(text: str) -> list[Word]:
    """The words the detectors score: no stop words."""
    return [w for w in split_words(text) if not w.is_stop]


def content_stems(text: str) -> list[str]:
    """Stemmed content words, in order: the tokens ROUGE counts."""
    return [w.stem for w in content_words(text)]


class StemTokenizer:
    """Adapter so ``rouge_score.rouge_scorer.RougeScorer(tokenizer=...)`` uses our words."""

    def tokenize(self, text: str) -> list[str]:
        return content_stems(text)


@dataclass(frozen=True)
class Sentence:
    text: str
    start: int
    end: int
    level: int = 0  # a heading's depth: 1–6 for "#" … "######", LABEL_LEVEL for a label line, ITEM_LABEL_LEVEL in a list item
    column: int | None = None  # a markdown table's cell: its column (0 = the first)

    @property
    def heading(self) -> bool:
        """A heading or label line ("### Costs", "**Pros:**", "Arguments against:"), not prose."""
        return self.level > 0


# Labels sit below every markdown heading ("## Arguments for" above "**Cost:** …"); a list item's label below a label
# line ("**Pros**" above "- **Cost:** …").
LABEL_LEVEL = 7
ITEM_LABEL_LEVEL = 8
# A table's header cells ("| Argument | Who makes it |", "| For | Against |") head their column, not what follows.
TABLE_HEADER_LEVEL = 9


# A sentence ends at . ! ? (optionally followed by closing quotes/brackets) and whitespace,
# unless the period ends a common abbreviation or a single initial.
_ABBREVIATIONS = frozenset(
    "mr mrs ms dr prof sr jr st vs etc e.g i.e u.s u.k no inc ltd co fig approx dept est esp incl cf viz".split()
)
_BOUNDARY_RE = re.compile(r"[.!?]+[\"'”’)\]*]*\s+")
# Markdown as LLM answers write it: a line opens with a heading mark or a list marker, and an item
# may open with a bold label ("1. **Cost:** …"). Line breaks always end a sentence.
_HEADING_MARK_RE = re.compile(r"#{1,6}\s+")
# "2.1 " numbers a paragraph of an outline ("2.1 Leasing fields …"), not a figure of its sentence; "2/ " numbers a
# post of a thread; an emoji or symbol opening a line marks an item too ("✅ Could cut costs.", "👥 **Staff**", "➤ …")
# (arrows, technical and geometric symbols, dingbats, emoji; not the mathematical operators: "≥ 40 %" keeps its "≥")
_SYMBOLS = "\u2190-\u21ff\u2300-\u27bf\u2900-\u297f\u2b00-\u2bff\U0001f000-\U0001faff"
_EMOJI_MARK = f"[{_SYMBOLS}][\ufe0f\u200d{_SYMBOLS}]*"
_LIST_MARK_RE = re.compile(r"(?:[-*+•‣◦–]|\d{1,3}[.)/]|\d{1,3}(?:\.\d{1,3})+\.?(?=\s+[A-Z*_\"“])|\(?[a-zA-Z]\)|"
                           r"\((?:[ivx]{1,4}|\d{1,3})\)|" + _EMOJI_MARK + r")\s+")  # "a)", "(b)", "(ii)", "(3)" too (stop 51)
# an outline's section or point marker: a Roman numeral or a capital letter and a full stop before a capital ("II.
# Arguments in favour", "B. Cost"); its text, when short and unpunctuated, heads what follows (stop 51)
_OUTLINE_MARK_RE = re.compile(r"(?:[IVX]{1,4}|[A-H])\.\s+(?=[A-Z*_\"“])")
OUTLINE_HEAD_MAX_WORDS = 8
# a blockquote's marker ("> **Critics:** …") quotes the line; what it quotes is read as the line (stop 51)
_QUOTE_MARK_RE = re.compile(r"(?:>[ \t]?)+\s*")
# a thread's post may end its line with its number ("… three very different takes. 1/") or "/end"
_THREAD_END_RE = re.compile(r"(?<!\S)(?:\d{1,3}/|/end)\s*$", re.IGNORECASE)
# a label in bold, bold italics ("***Critics***", "_**Critics**_") or, with its colon, italics ("*Critics:*"; stop 51)
_BOLD_LABEL_RE = re.compile(r"(?:(\*\*\*|\*\*|__)[^*_\n]{1,80}?\1|_\*\*[^*_\n]{1,80}?\*\*_|\*\*_[^*_\n]{1,80}?_\*\*"
                            r"|(\*|_)[^*_\n]{1,80}?:\2|(\*|_)[^*_\n]{1,80}?\3(?=:)):?(?=\s|$)")
_PLAIN_LABEL_RE = re.compile(r"[^\W\d_][\w'’&/-]*(?: [\w'’&/-]+){0,3}(?::| [—–-])(?=\s)")  # "Maintenance:", "Childcare —"
LABEL_MAX_WORDS = 2  # "Animal welfare." opening a list item before its sentence is the item's label ...
TITLE_LABEL_MAX_WORDS = 4  # ... as is "Cost And Scale." in title case; "Buses get faster." is a sentence
_TITLE_FILLERS = frozenset("and of & the for to in or".split())


def split_sentences(text: str) -> list[Sentence]:
    """Sentences with spans, line by line (markdown-aware: headings and labels marked, list markers left out; citation
    markers masked, ``mask_citation_marks``).

    Rule-based (no downloadable model is available offline).
    """
    sentences: list[Sentence] = []
    offset = 0
    lines = mask_citation_marks(text).split("\n")
    bare_items = bare_numbered_lines(lines)
    for k, line in enumerate(lines):
        if _is_table_rule(line):
            pass
        elif _TABLE_ROW_RE.match(line):
            sentences += _cell_sentences(line, offset, header=k + 1 < len(lines) and _is_table_rule(lines[k + 1]))
        else:
            found = _line_sentences(line, offset, bare_item=k in bare_items)
            if (not sentences or _heads_block(lines, k)) and _is_title_line(line, lines[k + 1 :]):
                found = [replace(s, level=LABEL_LEVEL) for s in found]
            sentences += found
        offset += len(line) + 1
    return sentences


# A plain title on the answer's first line, above the rest ("Item 3: post office counter", "Minutes: proposed
# relocation of the counter"), or a plain heading that opens a block (``_heads_block``): short, no closing
# punctuation, no markdown; it names the subject and claims nothing.
TITLE_MAX_WORDS = 10
_TITLE_END_RE = re.compile(r"[.!?;,:]\W*$")


def _heads_block(lines: list[str], k: int) -> bool:
    """Whether line k opens a block and has its first line right under it, as a plain heading does ("Slide 3:
    Surgeons" above its bullets, "The case against" above its paragraph; stop 54)."""
    return (k == 0 or not lines[k - 1].strip()) and k + 1 < len(lines) and bool(lines[k + 1].strip())


def _is_title_line(line: str, rest: list[str]) -> bool:
    stripped = line.strip()
    return (bool(stripped) and any(r.strip() for r in rest) and len(stripped.split()) <= TITLE_MAX_WORDS
            and not _TITLE_END_RE.search(stripped) and not _HEADING_MARK_RE.match(stripped)
            and not _LIST_MARK_RE.match(stripped) and not _BOLD_LABEL_RE.match(stripped))


# A markdown table: rows between pipes, the header row above a rule ("|---|:---:|").
_TABLE_ROW_RE = re.compile(r"^\s*\|.*\|\s*$")
_CELL_RE = re.compile(r"[^|]+")


def _is_table_rule(line: str) -> bool:
    stripped = line.strip()
    return "-" in stripped and "|" in stripped and set(stripped) <= set("|:- ")


def _cell_sentences(line: str, offset: int, header: bool) -> list[Sentence]:
    """A table row's cells, each read as a line of its own and marked with its column; a header row's cells head
    their columns (``TABLE_HEADER_LEVEL``)."""
    out: list[Sentence] = []
    first, last = line.index("|"), line.rindex("|")
    for column, m in enumerate(_CELL_RE.finditer(line, first, last)):
        cell = [replace(s, column=column) for s in _line_sentences(m.group(), offset + m.start())]
        if header:
            cell = [replace(s, level=TABLE_HEADER_LEVEL) for s in cell]
        out += cell
    return out


# A list numbered without a full stop or bracket, as a quick message writes it ("1 welfare groups: shocks can cause
# pain", "2 they also reckon …"): a line's bare number is its item's marker when the lines so opened count 1, 2, …
# (stop 56: read as a figure no argument gives, it put an `unsupported` finding on every item of such a list).
_BARE_NUMBER_RE = re.compile(r"(\d{1,2})\s+(?=\S)")


def bare_numbered_lines(lines: list[str]) -> set[int]:
    """The indices of the lines that open with a bare number counting 1, 2, … from line to line (at least two)."""
    out: set[int] = set()
    run: list[int] = []
    for k, line in enumerate(lines):
        m = _BARE_NUMBER_RE.match(line.strip())
        if m is None:
            continue
        n = int(m.group(1))
        if n == len(run) + 1:
            run.append(k)
        else:
            run = [k] if n == 1 else []
        if len(run) >= 2:
            out.update(run)
    return out


def _line_sentences(line: str, offset: int, bare_item: bool = False) -> list[Sentence]:
    pos = len(line) - len(line.lstrip())
    if m := _QUOTE_MARK_RE.match(line, pos):
        pos = m.end()
    heading = bool(m := _HEADING_MARK_RE.match(line, pos))
    level = len(m.group().strip()) if m else 0
    if m:
        pos = m.end()
    item = bool(m := _LIST_MARK_RE.match(line, pos) or (_BARE_NUMBER_RE.match(line, pos) if bare_item else None))
    item = item and not heading
    if m:
        pos = m.end()
    outline = not heading and not item and bool(m := _OUTLINE_MARK_RE.match(line, pos))
    lettered = False
    if outline and m:
        lettered, pos = m.group()[0] not in "IVX", m.end()
    label_level = ITEM_LABEL_LEVEL if item or lettered else LABEL_LEVEL
    out: list[Sentence] = []
    if not heading and ((m := _BOLD_LABEL_RE.match(line, pos)) or (item and (m := _PLAIN_LABEL_RE.match(line, pos)))):
        _append_sentence(out, line, m.start(), m.end(), offset, label_level)
        pos = m.end()
    start = pos
    for m in _BOUNDARY_RE.finditer(line, pos):
        before = line[start : m.start()].split()
        last = before[-1].lower().rstrip(".") if before else ""
        if m.group().startswith(".") and (last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha())):
            continue
        _append_sentence(out, line, start, m.end(), offset, level)
        start = m.end()
    end = m.start() if (m := _THREAD_END_RE.search(line, start)) else len(line)
    _append_sentence(out, line, start, end, offset, level)
    body = [s for s in out if not s.heading]
    rest = line[pos:].strip()
    if body and len(out) == len(body) and (_is_label_line(rest) or (outline and _is_outline_head(rest))):
        out = [Sentence(s.text, s.start, s.end, label_level) for s in out]
    elif item and len(body) > 1 and _is_item_label(body[0].text):
        out[out.index(body[0])] = Sentence(body[0].text, body[0].start, body[0].end, label_level)
    return out


def _is_outline_head(text: str) -> bool:
    """An outline marker's text that heads what follows: short, with no closing punctuation ("Arguments in favour")."""
    return len(split_words(text)) <= OUTLINE_HEAD_MAX_WORDS and not _TITLE_END_RE.search(text)


def _is_item_label(sentence: str) -> bool:
    words = [w.text for w in split_words(sentence)]
    return len(words) <= LABEL_MAX_WORDS or (
        len(words) <= TITLE_LABEL_MAX_WORDS and all(w[0].isupper() or w.lower() in _TITLE_FILLERS for w in words))


def _is_label_line(line: str) -> bool:
    """A whole line in bold, or one that ends with a colon (it introduces what follows)."""
    return bool(_BOLD_LABEL_RE.fullmatch(line)) or (line.endswith(":") and len(split_words(line)) <= 12)


# A clause boundary inside a sentence: a semicolon, or a comma before a connective that
# starts a new clause, coordinating ("and", "but", "while") or subordinate ("though", "meaning",
# "especially", "using" …): an answer often hangs a detail, a negation or an exaggeration of its
# own on a faithful clause ("The switch disrupts sleep, though it does not affect accident rates").
# "… argue that X and that Y" coordinates two that-clauses with or without a comma.
# Both sides must keep CLAUSE_MIN_WORDS words, so lists ("cheap, safe, and green") stay whole. Dashes do
# not split: "— especially those that fish —" is a parenthetical, not a clause (organic val); only a dash before
# "but" or "yet" does.
CLAUSE_CONNECTIVES = ("and", "but", "while", "whereas", "though", "although", "even though", "even if", "meaning",
                      "especially", "particularly", "notably", "using", "since", "because", "so that", "yet", "which",
                      "including")
# A list of that-clauses ("Supporters say X, that Y, and that Z") splits at each comma before "that", but only where an
# "and that" closes the list: elsewhere ", that" opens a relative clause ("conditions, such as mouth cancer, that a
# dentist would catch") or a demonstrative ("if there are fewer evictions, that could ease …"; stop 65).
_THAT_LIST_ITEM = r",\s+(?=that\s(?!is\b|of\b)(?=.*\band\s+that\s))"
# A dash before a contrast opens a clause of its own ("… could protect some jobs from automation — but if chatbots take
# the simple requests, agents may be left with the toughest calls"; stop 68), as a comma before it does.
_DASH_CONTRAST = r"\s+[—–-]\s+(?=(?:but|yet)\s)"
_CLAUSE_RE = re.compile(r";\s+|,\s+(?=(?:" + "|".join(CLAUSE_CONNECTIVES) + r")\b)|\s+(?=and\s+that\s)|" + _THAT_LIST_ITEM
                        + "|" + _DASH_CONTRAST, re.IGNORECASE)
CLAUSE_MIN_WORDS = 4


# "…, especially kids, want to help": a narrowing connective whose phrase a comma closes within a few words is a
# parenthetical inside its clause, not a clause of its own (fresh8 val); not when the sentence goes on with "and" /
# "or" after that comma, as a list does ("including the UK, Canada and the US")
_NARROWING = ("especially", "particularly", "notably", "including")
_CLOSED_PHRASE_RE = re.compile(r"(?:" + "|".join(_NARROWING) + r")\s+[^\s,;]+(?:\s+[^\s,;]+){0,4},\s"
                               r"(?![^.!?]*\b(?:and|or)\b)", re.IGNORECASE)


def split_clauses(sentence: Sentence) -> list[Sentence]:
    """The sentence's clauses with spans in the original text (the sentence itself if it has one)."""
    text, base = sentence.text, sentence.start
    pieces, start = [], 0
    for m in _CLAUSE_RE.finditer(text):
        if _CLOSED_PHRASE_RE.match(text, m.end()):
            continue
        if len(text[start : m.start()].split()) >= CLAUSE_MIN_WORDS and len(text[m.end() :].split()) >= CLAUSE_MIN_WORDS:
            pieces.append((start, m.start()))  # the clause ends before its ; or ,
            start = m.end()
    pieces.append((start, len(text)))
    return [Sentence(text[a:b], base + a, base + b) for a, b in pieces]


# An inline label: a clause that opens with a short phrase and a colon before its claim ("The catch is space: bulkier
# desks cramp the room", "Key takeaway: lockers could make deliveries more reliable", "Opponents stress the limits of
# the data: where …"). What follows the colon is the clause's claim, and the phrase only announces it.
_INLINE_LABEL_RE = re.compile(r":\s+(?=\S)")
INLINE_LABEL_MAX_WORDS = 16


def split_inline_label(clause: Sentence) -> list[Sentence]:
    """[label, claim] for a clause with an inline label (at most ``INLINE_LABEL_MAX_WORDS`` words before the first
    colon, at least ``CLAUSE_MIN_WORDS`` after it), else [clause]."""
    m = _INLINE_LABEL_RE.search(clause.text)
    if m is None:
        return [clause]
    label, claim = clause.text[: m.start()].rstrip(), clause.text[m.end() :]
    if not label.split() or len(label.split()) > INLINE_LABEL_MAX_WORDS or len(claim.split()) < CLAUSE_MIN_WORDS:
        return [clause]
    return [Sentence(label, clause.start, clause.start + len(label)), Sentence(claim, clause.start + m.end(), clause.end)]


def _append_sentence(out: list[Sentence], text: str, start: int, end: int, offset: int = 0, level: int = 0) -> None:
    """The sentence text[start:end], stripped; a heading when ``level`` > 0."""
    chunk = text[start:end]
    stripped = chunk.strip()
    if not any(ch.isalnum() for ch in stripped):  # nothing but space, emoji or punctuation ("**Staff** 👥") says nothing
        return
    s = start + (len(chunk) - len(chunk.lstrip()))
    out.append(Sentence(stripped, offset + s, offset + s + len(stripped), level))


# A clause's lead-in: the words before "that" when it comes early ("Critics also point out that …").
_LEAD_RE = re.compile(r"\bthat\s+", re.IGNORECASE)
JOINING_CONNECTIVE_RE = re.compile(r"^\s*(?:(?:and|but|while|whereas)\s+)?(?:that\s+)?", re.IGNORECASE)
LEAD_IN_MAX_WORDS = 10


# A lead-in attributes ("Critics also point out that"); one that says "will" is the claim's own main clause ("Seeing the
# offender in court will give families the sense that …", "Allowing e-bikes will require extra patrols that …"; stop 53)
_NOT_LEAD_RE = re.compile(r"\b(?:will|won't|won’t)\b|\w'll\b|\w’ll\b", re.IGNORECASE)


def lead_in_end(clause: str) -> int:
    """Where a clause's claim starts: after "… that " when it comes within 10 words and says no "will", else 0."""
    m = _LEAD_RE.search(clause)
    if m and len(clause[: m.start()].split()) <= LEAD_IN_MAX_WORDS and not _NOT_LEAD_RE.search(clause[: m.start()]):
        return m.end()
    return 0


def claim_text(clause: str) -> str:
    """The clause without its lead-in ("Supporters argue that"), joining connective and final punctuation."""
    body = clause[lead_in_end(clause):]
    body = JOINING_CONNECTIVE_RE.sub("", body, count=1)
    return body.strip().rstrip(".;,!?").strip()
