"""Which perspective a response clause attributes its claim to: "Supporters argue …", "Critics say …".

A response that states a given argument under the wrong side ("Supporters argue that
uniforms suppress self-expression", when that is the con side's argument)
repeats given words, so neither word overlap nor a pair model sees the error. Reading
the clause's *lead-in* does.

lead-in(c)  = the words of clause c before its first "that" / ":" if that comes
              within ``LEAD_IN_WORDS`` words, else its first ``SHORT_LEAD_IN`` words.
side(words) = pro if they hold a supporter term (supporters, proponents, advocates,
              in favour …) and no opponent term; con for the reverse; none otherwise.
              A side term with an object ("supporters *of uniforms*", "in favour *of
              the ban*") says nothing about pro or con without knowing how the object
              relates to the query ("Should uniforms be banned?" makes supporters of
              uniforms the con side), so it counts only when the object just points
              back at the question: "in favour of this claim", "critics of the idea".
attributed(c) = the perspective whose label is named in the lead-in (e.g. "economists"),
              else the one whose label's head, its last word, is named before "that" / ":" or in a
              heading (writers shorten "city regulators" to "Regulators", "taxi and ride-hail
              drivers" to "Drivers"; without "that" the first words are often the claim's own
              subject: "A government-backed competitor …" is no speech of "local government"; a
              head two labels share names neither; for the same reason a label that a relative clause qualifies
              in an opening without "that" / ":" names no speaker: "Disabled staff who need adapted workstations
              could lose out"), else the perspective whose label means that side (pro / for / yes / support …
              ↔ pro; con / against / no / undermine … ↔ con), else none. Under a heading or label that gives
              the clause a side, another perspective's name in an opening without "that" / ":" is the subject
              of the side's point, not its speaker ("**Consumer groups:** Requiring banks to cover losses could
              …"), unless a stance verb follows it ("Banks warn …") or "for" / "according to" comes before it
              (``names_speaker``; stop 52). A digest's side tag in parentheses at the end of a claim ("…
              than their old copper line (rural residents).") gives its side to that claim and to the claims of
              its line before it, back to the previous tag (``tagged_sides``; stop 52). A sentence that only
              brings a side on by name ("Red corner: the game publishers.", ``calls_side``; stop 67) heads the
              clauses after it, as a label line does, and so does one that names it with its stance ("Stakeholder:
              fishermen — view: a cull is justified.") (val: two side swaps more found, "They also point out …"
              under the third corner and "They also warn …" under the conservationists, no other row read
              differently).

A clause without a side word of its own follows the discourse: if its opening
(first ``SHORT_LEAD_IN`` words) has a *continuing* marker ("They also say …", "In
addition, …", "Another argument …") or "they" says something ("and they warn that …", "But they point out that …",
"They added, too, that …", "Fewer adjournments, they said, could …"), or it goes on "and that …" (stop 67: val side
swaps found 76 → 79 of A's 100, errors localized A 798 → 804 and B 284 → 285, one error-free answer gains a finding,
"could struggle to follow the proceedings at all" read under its side), it keeps the side of the clause before
it; if it opens with a *switching* marker ("The other side responds …", "On the other hand, …",
"However, …", "Others counter …"; "however" may also come later in the opening) and there are
exactly two perspectives, it takes the other one; otherwise it is unattributed. Right under a heading or label that
names a side ("**Against:** Yet fines could …") a switching marker answers the line before the label, and the label's
side holds (stop 51). A
switching marker wins over a continuing one ("However, they also …"). Without a marker
nothing is carried: carrying a side over blindly (to every later clause of a sentence)
gave "X; the other side responds that Y" the first side. A sentence that opens by summing up ("In short, …", "Key takeaway: …",
"To recap, …") weighs the sides against each other in the writer's voice: its clauses take
only the side their own words name, none from a heading or a marker. The rules that use this only
ever *narrow* a clause with a side to that side's arguments, and leave every
unattributed clause as it was.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from detectors.classifier.claims import ATTENTION_VERBS, ends_in_question_mark
from detectors.core.text import ITEM_LABEL_LEVEL, LABEL_LEVEL, TABLE_HEADER_LEVEL, content_words, split_words, stem, stem_set

LEAD_IN_WORDS = 10
MARKDOWN_LEVELS = 6
SHORT_LEAD_IN = 6

_PRO_TERMS = ("supporter", "supporters", "proponent", "proponents", "advocate", "advocates", "defender",
              "defenders", "backer", "backers", "champions", "favour", "favor", "favours", "favors")
_CON_TERMS = ("opponent", "opponents", "critic", "critics", "detractor", "detractors", "sceptic",
              "sceptics", "skeptic", "skeptics", "objector", "objectors", "opposed", "oppose")
_PRO_LABELS = frozenset("pro pros for yes support supports supporting favour favor agree positive in_favour "
                        "in_favor supporters proponents".split())
_CON_LABELS = frozenset("con cons against no undermine undermines undermining oppose opposed disagree negative "
                        "opponents critics".split())
# "that" before a verb is the clause's subject, not what introduces a speaker's claim: "And if we link those people to
# local groups, that could free up appointments" names no side "… groups" (stop 65)
_DEMONSTRATIVE_THAT = (r"(?:['’]s\b|\s+(?:could|would|will|may|might|can|should|must|is|was|has|had|means|makes|"
                       r"leaves|puts)\b)")
_STOP_AT = re.compile(r"\bthat\b(?!" + _DEMONSTRATIVE_THAT + r")|:", re.IGNORECASE)


def lead_in(clause: str) -> list[str]:
    """The lowercase words that introduce a clause (see module doc)."""
    framed = speaker_lead_in(clause)
    return framed if framed is not None else [w.lower for w in split_words(clause)[:SHORT_LEAD_IN]]


def speaker_lead_in(clause: str) -> list[str] | None:
    """The lowercase words before the clause's first "that" / ":" when they are few enough to introduce a
    speaker ("Regulators, for their part, warn that"), else None."""
    m = _STOP_AT.search(clause)
    if m:
        before = [w.lower for w in split_words(clause) if w.end <= m.start()]
        if len(before) <= LEAD_IN_WORDS:
            return before
    return None


_POINTING_BACK = frozenset("this that it these those such".split())
_QUESTION_NOUNS = frozenset("claim idea proposal motion statement view position policy change measure plan "
                            "proposition argument question resolution".split())


def _points_back(obj: list[str]) -> bool:
    """Whether the words after "of" refer to the question itself rather than to some thing."""
    if not obj:
        return False
    if obj[0] in _POINTING_BACK:
        return True
    return len(obj) >= 2 and obj[0] == "the" and obj[1] in _QUESTION_NOUNS


_FAVOUR = frozenset("favour favor favours favors".split())


def _counts(words: list[str], i: int) -> bool:
    """The side term at ``words[i]`` counts unless an object of its own follows ("supporters of uniforms"); "favour"
    as a verb names a side only for an object that points back ("those who favour this"): "permits may favour people
    who plan ahead", "drivers who favour night shifts" are claims, not sides."""
    if words[i] in _FAVOUR and not (i > 0 and words[i - 1] == "in"):
        return _points_back(words[i + 1 :])
    if i + 1 < len(words) and words[i + 1] == "of":
        return _points_back(words[i + 2 :])
    return True


def side(words: list[str]) -> str | None:
    """'pro', 'con' or None for a lead-in's words."""
    pro = any(w in _PRO_TERMS and _counts(words, i) for i, w in enumerate(words))
    con = any(w in _CON_TERMS and _counts(words, i) for i, w in enumerate(words))
    return "pro" if pro and not con else "con" if con and not pro else None


def label_side(label: str) -> str | None:
    """'pro' / 'con' for perspective labels that name a side, else None."""
    key = "_".join(w.lower for w in split_words(label))
    return "pro" if key in _PRO_LABELS else "con" if key in _CON_LABELS else None


# A heading names a side with fewer words than a lead-in does: "The case for", "Arguments against",
# "Potential benefits", "Risks" (read as for or against the question, like pro / con labels).
_PRO_HEADING = frozenset("for pro pros benefit benefits advantage advantages upside upsides".split()) | set(_PRO_TERMS)
_CON_HEADING = frozenset("against con cons drawback drawbacks disadvantage disadvantages downside downsides risk risks "
                         "objection objections concern concerns".split()) | set(_CON_TERMS)


# The side terms whose own object voids them in a heading; "in favour of a tax" heads the question's own side.
_HEADING_OBJECT_TERMS = (frozenset(_PRO_TERMS) | frozenset(_CON_TERMS)) - _FAVOUR


def heading_side(words: list[str]) -> str | None:
    """'pro', 'con' or None for a heading's words; a side term with an object of its own counts no more than in a
    lead-in ("What do defenders of handwriting say?" under "Should typing replace handwriting?" is the con side)."""
    named = [w for i, w in enumerate(words) if w not in _HEADING_OBJECT_TERMS or _counts(words, i)]
    pro, con = any(w in _PRO_HEADING for w in named), any(w in _CON_HEADING for w in named)
    return "pro" if pro and not con else "con" if con and not pro else None


_MEN_NOT_PLURAL = frozenset("abdomen acumen albumen amen bitumen hymen lumen omen regimen semen specimen stamen".split())


def person_stem(word: str) -> str:
    """A word's stem, a person noun's irregular plural read as its singular: the label "local fishermen" names the
    speaker "Dave (fisherman)", "businesswomen" names "a businesswoman" (stop 51)."""
    w = word.lower()
    if w == "children":
        w = "child"
    elif w.endswith("men") and w not in _MEN_NOT_PLURAL:
        w = w[:-3] + "man"
    return stem(w)


# A person noun's ending: "reformers", "employers", "residents" share their stems with "reform", "employment",
# "residential", which name no one (stop 65: a debate's title "Leasehold and Commonhold Reform" gave every clause under
# it to the "reformers")
_AGENT_ENDINGS = ("er", "or", "ist", "ian", "ant", "ent")


def speaker_key(word: str) -> str:
    """``person_stem`` with the person noun's ending kept (``_AGENT_ENDINGS``), so that a label's word is named only by
    the same noun: "Reformers" and "reformer" name "reformers", "Reform" does not."""
    w = word.lower()
    singular = w[:-1] if w.endswith("s") and not w.endswith("ss") else w
    ending = next((e for e in _AGENT_ENDINGS if singular.endswith(e)), "")
    return person_stem(word) + ("/" + ending if ending else "")


# What ends a label's head noun: "supporters of a ban", "residents who oppose a ban", "firms that buy steel" are headed
# by "supporters", "residents", "firms", not by the proposal their last word names (stop 58: "ban" in an FAQ's "Q:
# Wouldn't a ban cost businesses money?" named "supporters of a ban")
_HEAD_ENDS = frozenset("of who whose whom that which against for in on with from at to".split())


def label_head(label: str) -> str | None:
    """The stem of a label's head noun: its last word before a qualifying phrase or clause (``_HEAD_ENDS``)."""
    words = [w.text for w in split_words(label)]
    cut = next((k for k, w in enumerate(words) if k > 0 and w.lower() in _HEAD_ENDS), len(words))
    return speaker_key(words[cut - 1]) if cut else None


def _named_by_head(labels: list[str], stems: set[str]) -> list[int]:
    """Perspectives (with a label that names no side) whose label's head (``label_head``) is among ``stems``, unless
    another label has the same head."""
    heads = [label_head(lab) if label_side(lab) is None else None for lab in labels]
    return [i for i, h in enumerate(heads) if h is not None and h in stems and heads.count(h) == 1]


_RELATIVES = frozenset("who whose whom which".split())


def _qualified_subjects(words: list[str]) -> set[str]:
    """Stems of the words a relative clause qualifies in an opening without "that" / ":": "Disabled staff who need
    adapted workstations could lose out" is a claim about staff, not staff's speech ("Staff worry …" is)."""
    return {speaker_key(w) for w, nxt in zip(words, words[1:]) if nxt in _RELATIVES}


_POINTING_WORDS = frozenset("this these those same".split())


def _pointed_back(words: list[str]) -> set[str]:
    """Stems of the nouns a demonstrative points back with: "Some respondents in this group also argued that …" means
    the group the paragraph just named, not whichever label's head is "groups" (stop 65)."""
    return {speaker_key(w) for before, w in zip(words, words[1:]) if before in _POINTING_WORDS}


def points_back_to_a_side(clause: str, labels: list[str]) -> bool:
    """Whether the clause's lead-in names a side's noun with a demonstrative ("those governments", "this group", "the
    same shopkeepers"): it speaks for the side of the clause before it, where that has one (``clause_attributions``),
    whichever label's head the noun is."""
    speaker = speaker_lead_in(clause)
    pointed = _pointed_back(speaker if speaker is not None else lead_in(clause))
    return any(speaker_key(w.text) in pointed for lab in labels for w in split_words(lab))


# An FAQ's or interview's answer label before the speaker: "A: Employers say it could." (stop 58); a transcript's
# speaker in capitals, with a time or a name in brackets: "SAM: And then the sleep researchers.", "[00:31:22] AMIRA
# HADDAD: …", "MODERATOR (Ruth Okafor): …" (stop 65): who talks, not whose side is said
_ANSWER_LABEL = re.compile(r"^\W*(?:A|Answer)\s*[:.]\s+(?=\S)"
                           r"|^\W*(?:\[[\d:.]+\]\s*)?[A-Z][A-Z'’. -]{0,30}(?:\s*\([^)]*\))?\s*:\s+(?=\S)")
# A condition before the speaker names the condition's subject, not the speaker: "If councils keep their payment rates
# low, providers say they would struggle" is the providers' point (stop 52).
_CONDITION = re.compile(r"^\W*(?:if|unless|when|once|as long as)\b(?!\s+you\b)[^,;:]{1,80},\s*", re.IGNORECASE)


# A clause that opens with a quotation: its speaker is named after it ("\"Traders need somewhere nearby to bank their
# takings,\" said Liam Doherty, …"), the quoted words are the claim (stop 65: "to bank" named the "banks")
_OPENING_QUOTE = re.compile(r"^\W*?[\"“”]([^\"“”]+)[\"“”]")


def _says(tail: str) -> bool:
    """Whether the words after a quotation name its speaker: a speech verb within ``STANCE_WINDOW`` words (", said
    Liam Doherty", "supporters say"); a JSON key's value (": \"landlords\"") is no speech."""
    return any(person_stem(w.text) in _STANCE_STEMS for w in split_words(tail)[:STANCE_WINDOW])


def attributed_perspective(clause: str, labels: list[str], heading: bool = False) -> int | None:
    """Index of the perspective the clause's lead-in (or the whole ``heading``) names, or None."""
    if not heading:
        clause = clause[m.end() :] if (m := _ANSWER_LABEL.match(clause)) else clause
        clause = clause[m.end() :] if (m := _CONDITION.match(clause)) else clause
        clause = clause[m.end() :] if (m := _OPENING_QUOTE.match(clause)) and _says(clause[m.end() :]) else clause
    speaker = [w.lower for w in split_words(clause)] if heading else speaker_lead_in(clause)
    words = speaker if speaker is not None else lead_in(clause)
    stems = {speaker_key(w) for w in words}
    if speaker is None and not heading:
        stems -= _qualified_subjects(words)
    named = [i for i, lab in enumerate(labels)
             if label_side(lab) is None and (ws := [speaker_key(w.text) for w in split_words(lab)]) and all(s in stems for s in ws)]
    if len(named) == 1:
        return named[0]
    if not named and speaker is not None and len(by_head := _named_by_head(labels, stems)) == 1:
        return by_head[0]
    # without "that", a question's label head speaks when it is the subject and a stance verb follows it ("Why do
    # custodians support a ban?" for "indigenous custodians"; stop 56); a statement's stays its claim's subject
    if not named and not heading and ends_in_question_mark(clause) and len(by_head := _named_by_head(labels, stems)) == 1 \
            and head_speaks(clause, labels[by_head[0]]):
        return by_head[0]
    s = heading_side(words) if heading else side(words)
    if s is None:
        return None
    matching = [i for i, lab in enumerate(labels) if label_side(lab) == s]
    return matching[0] if len(matching) == 1 else None


# What a speaker does with a claim: say, argue, and the verbs of attention a side's gist uses (warn, see it as …,
# ``claims.ATTENTION_VERBS``). A label named in an opening without "that" / ":" is
# the speaker only when such a verb follows it ("Banks warn of costs", "Consumer groups see them as protection");
# otherwise it is the claim's own subject or object ("Requiring banks to cover losses could …", "yet publishers
# currently receive it for nothing"), which under another side's heading or label is that side's point about them.
_STANCE_STEMS = ATTENTION_VERBS | stem_set(
    "say says said argue argues argued believe believes feel feels think thinks note notes claim claims insist "
    "insists suggest suggests counter counters reply replies respond responds add adds contend contends maintain "
    "maintains accept accepts concede concedes agree agrees disagree disagrees prefer prefers support supports "
    "oppose opposes favour favours favor favors question questions doubt doubts dispute disputes object objects "
    "reject rejects hold holds caution cautions urge urges ask asks demand demands complain complains hope hopes "
    "expect expects predict predicts consider considers regard regards acknowledge acknowledges admit admits "
    "recognise recognize propose proposes recommend recommends back backs tell tells explain explains observe "
    "observes report reports mention mentions remind reminds describe describes")
STANCE_WINDOW = 4  # words after the label: "Banks, for their part, warn"


_SPEAKER_BEFORE = frozenset("for to among from".split())  # "For banks, …", "According to insurers, …"


# What may come before a subject that opens a clause: question words, auxiliaries, determiners, connectives
_BEFORE_SUBJECT = frozenset("why how what do does did and but so yet the many most some all local".split())
HEAD_STANCE_WINDOW = 2  # "custodians support", "climbers strongly oppose", "operators would say"


def head_speaks(clause: str, label: str) -> bool:
    """Whether the label's head word is the clause's subject (only ``_BEFORE_SUBJECT`` words before it) and a stance
    verb follows it within ``HEAD_STANCE_WINDOW`` words ("Why do custodians support a ban?"); "the employees may rush
    applications or reject them" names no applicant, "they would need ongoing council support" no council."""
    words = [w.lower for w in split_words(clause)]
    head = label_head(label)
    for k, w in enumerate(words):
        if speaker_key(w) == head:
            return any(person_stem(v) in _STANCE_STEMS for v in words[k + 1 : k + 1 + HEAD_STANCE_WINDOW])
        if w not in _BEFORE_SUBJECT:
            return False
    return False


def names_speaker(clause: str, label: str) -> bool:
    """Whether ``label``, named in the clause's opening, is its speaker: a side's own name ("supporters"), a lead-in
    ("Banks point out that …"), a stance verb within ``STANCE_WINDOW`` words after it, or "for" / "according to"
    before it."""
    if label_side(label) is not None or speaker_lead_in(clause) is not None:
        return True
    words = [person_stem(w.text) for w in split_words(clause)][:SHORT_LEAD_IN + STANCE_WINDOW]
    label_words = [person_stem(w.text) for w in split_words(label)]
    for k, w in enumerate(words[:SHORT_LEAD_IN]):
        if w == label_words[-1]:
            first = k - len(label_words) + 1
            if any(v in _STANCE_STEMS for v in words[k + 1 : k + 1 + STANCE_WINDOW]) or (
                    first > 0 and words[first - 1] in _SPEAKER_BEFORE):
                return True
    return False


# Continuing markers may sit anywhere in the opening ("Some also add …"); switching ones must
# open the clause (mid-phrase "but" and "yet" are mostly not about sides), except "however",
# which is commonly the second word ("Many, however, believe …").
_CONTINUES = re.compile(r"\b(also|further|furthermore|moreover|additionally|in addition|another)\b", re.IGNORECASE)
# "Others …" alone is ambiguous: "Critics argue X. Others say Y." adds another critic, while "Others
# counter / reply …" answers the side before. It switches only with an answering verb; otherwise the
# clause stays unattributed (a wrong side costs a clause its support, no side costs nothing).
_SWITCHES = re.compile(r"^\W*(the other side|on the other hand|in contrast|conversely|but|yet|"
                       r"meanwhile|whereas|nevertheless|instead)\b|\bhowever\b|"
                       r"^\W*(others|other people)\b(\W+\w+){0,2}?\W+(counter|counters|reply|replies|respond|responds|"
                       r"retort|retorts|object|objects|disagree|disagrees|dispute|disputes|push back|pushes back)\b",
                       re.IGNORECASE)


# A sentence that opens by summing up ("In short, …", "Key takeaway: …", "To recap, …") speaks for the writer: it
# weighs the sides against each other, so it takes no side from a heading or the sentence before, only its own words.
_SUMMARY = re.compile(r"^\W*(in short|in sum|in summary|to summari[sz]e|to sum up|summing up|to recap|in conclusion|"
                      r"overall|all in all|on balance|ultimately|(the )?bottom line|(key |main )?takeaways?|tl;?dr)\b",
                      re.IGNORECASE)


def opens_summary(sentence: str) -> bool:
    """Whether a sentence opens with a summing-up marker (see ``_SUMMARY``)."""
    return bool(_SUMMARY.match(sentence))


def is_title(heading: str, labels: list[str], topic: frozenset[str]) -> bool:
    """Whether a heading that names a side only does so with the topic's own words, beside other words of the topic:
    "MEMORANDUM RE: POLICE DRONES AT PROTESTS" titles an answer on police drones and speaks for no "police" (stop 65),
    while "## Police" and "What the police say" head that side's points. ``topic``: the query's and topic's stems."""
    named = attributed_perspective(heading, labels, heading=True)
    if named is None:
        return False
    label_words = {w.stem for w in content_words(labels[named])}
    said = {w.stem for w in content_words(heading)}
    return bool(said & label_words) and said & label_words <= topic and bool((said - label_words) & topic)


# A short tag in words, a colon or dash, then nothing but a side's label: "Red corner: the game publishers.", "Next up
# — the critics!" (stop 67), or the label and its stance after a dash, colon or bracket ("Stakeholder: fishermen —
# view: a cull is justified."): the sentence brings that side on, as a label line does, so it heads what follows. Not a
# tag that trails the claim before it ("… — Side: investors."), nor a speaker's or answer's ("ALEX: The sleep
# researchers.", "A: Nurses' unions."): the tag has a lower-case word.
_SIDE_CALL_RE = re.compile(r"^(?![\s(]*[—–-])\W*(?P<tag>(?:[\w'’-]+\s+){0,3}[\w'’-]+)\s*(?::|\s[—–-])\s*(?:the\s+)?"
                           r"(?P<label>[^:;,.!?—–()]+?)\s*(?:[.!]*\s*$|\s[—–-]\s|:|\()", re.IGNORECASE)


def calls_side(clause: str, labels: list[str]) -> int | None:
    """The perspective a clause brings on by name alone (``_SIDE_CALL_RE``: every word after the tag is its label's),
    or None."""
    m = _SIDE_CALL_RE.match(clause)
    if m is None or not any(c.islower() for c in m.group("tag")):
        return None
    said = [w.lower for w in split_words(m.group("label"))]
    named = [i for i, lab in enumerate(labels) if [w.lower for w in split_words(lab)] == said]
    return named[0] if len(named) == 1 else None


def clause_attributions(clauses: list[str], labels: list[str], headings: Sequence[int] | None = None,
                        new_line: list[bool] | None = None, summary: list[bool] | None = None,
                        titles: Sequence[bool] | None = None) -> list[int | None]:
    """attributed(c) for every clause in response order, side words first, then discourse markers (module doc).

    ``headings`` gives heading/label clauses ("### Critics", "**Pros:**") their depth (``Sentence.level``; 0 or False
    for prose): the perspective a heading names holds for the clauses under it that name none and have no marker of
    their own, until the next heading, except that a deeper markdown heading that names none keeps it ("### Cost and
    priorities" under "## Arguments against"), and so does a list item's label ("- **Cost:** …" under "**Pros**" or
    "### Arguments in favour"; stop 51: before, every labelled item of such a list lost its side), and a label that
    names the section's own side leaves the section as it was (stop 67: it had taken the section's place, so the next
    label that names none ended it: val one side swap more found, no other row read differently); label lines do not
    nest under each other (stop 48: nesting them gave closing remarks after a list of labelled items a side and cost
    val 0.004). ``new_line`` marks clauses that open a line: a label that opens a line of prose ("**Parents** like
    the idea …") speaks for that line only, so its side ends where the next line begins, unless the line ends in a
    colon and so introduces the lines after it ("**Conservationists** argue that:" above a list). ``titles`` marks
    the answer's title (``is_title``): it names no side.
    """
    out: list[int | None] = []
    section: int | None = None
    section_level = 0
    inline_section = False
    line_start = 0
    line_named: set[int] = set()  # the sides the line's own words name
    called = False  # the section is a side brought on by name (``calls_side``)
    for i, clause in enumerate(clauses):
        level = headings[i] if headings is not None else 0
        opens_line = new_line is not None and new_line[i]
        if opens_line:
            line_start, line_named = i, set()
        if opens_line and inline_section:
            section, inline_section, called = None, False, False
        named = None if titles is not None and titles[i] else attributed_perspective(clause, labels, level > 0)
        if level == TABLE_HEADER_LEVEL:  # heads its column (``table_sides``), not what follows
            out.append(named)
            continue
        if level > 0:
            nests = section_level < level <= MARKDOWN_LEVELS or (level == ITEM_LABEL_LEVEL and section_level < level)
            if (named is not None and named != section) or section is None or not nests:
                section, section_level, called = named, level, False
                inline_section = new_line is not None and i + 1 < len(clauses) and not new_line[i + 1]
            out.append(named)
            continue
        if summary is not None and summary[i]:  # the writer's own weighing: only its own side words count
            out.append(named)
            continue
        if (brought := calls_side(clause, labels)) is not None:  # brings a side on: heads what follows, as a label
            section, section_level, inline_section, called = brought, LABEL_LEVEL, False, True
            out.append(brought)
            continue
        if called and opens_line and named is not None and named != section and names_speaker(clause, labels[named]):
            section = named  # a line whose speaker is another side takes over from a side brought on by name
        if named is not None:
            line_named.add(named)
        if clause.rstrip().endswith(":"):
            inline_section = False
            if len(line_named) == 1 and new_line is not None:
                # a line of prose that names one side and ends in a colon heads the lines after it, as a label does:
                # "Then there's the consumer-advocate angle, which doesn't fit neatly on either side:" (stop 65)
                section, section_level, called = next(iter(line_named)), LABEL_LEVEL, False
        if opens_line and named is not None and ends_in_question_mark(clause):
            # a question that opens its line and names a side heads the rest of the line, as a label does: "Why do
            # climbers resist? A blanket ban, they say, …" (stop 56)
            section, section_level, inline_section, called = named, ITEM_LABEL_LEVEL, True, False
        if named is not None and section is not None and named != section and not names_speaker(clause, labels[named]):
            named = None  # another side's name under this side's heading: the subject of its point, not its speaker
        previous = out[-1] if out else None
        opening = " ".join(clause.split()[:SHORT_LEAD_IN])
        # right under a label that names a side ("**Against:** Yet fines …"), "yet" answers the line before the label
        labelled = i > 0 and headings is not None and headings[i - 1] > 0 and previous is not None
        # "whereas they have further submitted that …", "but they also warn …": the pronoun and the continuing marker
        # keep the speaker before (a legal recital's every clause opens with "Whereas"; stop 65), unless it concedes
        # ("However, they also admit it works": the other side's point)
        they_say, and_that = _they_say(opening, clause), bool(_AND_THAT.match(clause))
        switches = bool(_SWITCHES.search(opening)) and not labelled and not (
            (_SAME_SPEAKER_GOES_ON.search(opening) or they_say or and_that) and not CONCESSION_VERB_RE.search(opening))
        if previous is not None and points_back_to_a_side(clause, labels):
            named, switches = previous, False
        if named is None and previous is not None:
            if switches:
                named = 1 - previous if len(labels) == 2 else None
            elif _CONTINUES.search(opening) or they_say or and_that:
                named = previous
        elif named is None and ((_CONTINUES.search(opening) and _THEY.match(opening)) or they_say) and not switches:
            named = last_side(out[line_start:])  # "They also …" after unattributed sentences of its paragraph
        out.append(section if named is None and not switches else named)
    return out


# A side that concedes: "Even so, critics accept that clear rules could settle neighbour disputes", "The unions do,
# however, accept that fewer posts might be offered", "Motoring groups accept that a driver's sight can worsen". The
# given arguments hold no concessions, so a side conceding another side's argument is named wrongly whatever the
# clause's support (stop 58: on the 25 val splits, all 15 such clauses with another side's argument are labelled swaps).
_CONCEDING = r"concede[sd]?|admit(?:s|ted)?|acknowledge[sd]?"
_CONCEDING_WITH_THAT = r"accept(?:s|ed)?|agree[sd]?|grant(?:s|ed)?"
CONCEDES_RE = re.compile(
    r"^\W*(?:(?:even|though|although|while|but|yet|and|however|that said|even so|at the same time|for their part)\W+)*"
    r"(?:[\w'’-]+,?\s+){1,6}?(?:(?:also|even|do|does|did|will|readily|openly|however|though|,)\s*)*"
    r"(?:(?:" + _CONCEDING + r")\b,?(?:\s+(?:though|however),?)?\s+"
    r"(?!(?:to|with|on|in|about|the need|it\b))"  # "accept", "agree", "grant" name a concession only with "that"
    r"|(?:" + _CONCEDING_WITH_THAT + r")\b,?(?:\s+(?:though|however),?)?\s+that\b)", re.IGNORECASE)
CONCESSION_VERB_RE = re.compile(r"\b(?:" + _CONCEDING + "|" + _CONCEDING_WITH_THAT + r")\b", re.IGNORECASE)
_NOT_CONCEDING = re.compile(r"\b(?:may|might|could|would|should|must|can)\b", re.IGNORECASE)


def concedes(clause: str) -> bool:
    """Whether a clause opens with its speaker conceding a point (``CONCEDES_RE``), with no modal before the verb
    ("shoppers may well accept that …" says what shoppers would do)."""
    m = CONCEDES_RE.match(clause)
    return m is not None and not _NOT_CONCEDING.search(clause[: m.end()])


# "they" with a continuing marker in a clause's opening: the speaker before goes on ("whereas they have further …")
_SAME_SPEAKER_GOES_ON = re.compile(r"\bthey\b(?:\s+\w+){0,2}?\s+(?:also|further|furthermore|additionally)\b", re.IGNORECASE)


# "They also …", "And they further …": the pronoun refers back to the paragraph's speaker; "Another argument often
# brought up is …" refers to no one (the dev answers' one paragraph goes on to the other side with it)
_THEY = re.compile(r"^\W*(?:and\s+|but\s+)?they\b", re.IGNORECASE)


# "and they warn that …", "But they point out that …", "They added, too, that …": the pronoun that says something is
# the speaker before (stop 67), as is one said aside ("A client on a screen, they argued, might …"); a clause that
# opens "and that …" is the same speaker's next point ("Administrators argued that …, and that …")
_THEY_VERB = re.compile(r"^\W*(?:and\s+|but\s+|yet\s+)?they\s+(?:\w+\s+){0,2}?(\w+)(?:\s+out)?(?:\s*,\s*\w+\s*,)?\s+that\b",
                        re.IGNORECASE)
_SAYING = _STANCE_STEMS | stem_set("added felt thought reckon reckons reckoned")  # stems "add" and "feel" miss
_THEY_ASIDE = re.compile(r"^[^,;:]{1,80},\s*they\s+(\w+)\s*,", re.IGNORECASE)
_AND_THAT = re.compile(r"^\W*(?:and|or)\s+(?:also\s+|further\s+)?that\b(?!" + _DEMONSTRATIVE_THAT + r")", re.IGNORECASE)


def _they_say(opening: str, clause: str) -> bool:
    """Whether "they" says the clause: its opening has "they" with a stance verb and "that" (``_THEY_VERB``), or the
    clause has "they" with one aside, between commas (``_THEY_ASIDE``: "Fewer adjournments, they said, could …")."""
    return any(m is not None and person_stem(m.group(1)) in _SAYING
               for m in (_THEY_VERB.match(opening), _THEY_ASIDE.match(clause)))


def last_side(sides: Sequence[int | None]) -> int | None:
    """The side of the last clause that has one, or None: whom a continuing "They also point out …" refers to when
    the sentences between it and its paragraph's speaker name none ("Court and prison staff raise the hardest
    questions. Officers may have to use force, which could put staff at risk. They also point out …"; stop 56)."""
    return next((s for s in reversed(sides) if s is not None), None)


TABLE_LABEL_MAX_WORDS = 4  # a cell that only names a side ("Emergency services", "Critics"), not a claim that names one


def table_sides(texts: Sequence[str], columns: Sequence[int | None], header: Sequence[bool], rows: Sequence[int],
                labels: list[str], sides: list[int | None]) -> list[int | None]:
    """``sides`` with a markdown table's cells given the side of their row or column: a short cell that names a
    perspective ("| Patients can get jolted | Emergency services |") gives it to the other cells of its row; else a
    header cell that names one ("| Residents | Drivers |") gives it to its column. ``columns``: each clause's table
    column (None outside a table); ``header``: a header cell; ``rows``: each clause's line."""
    out = list(sides)
    heads: dict[int, int | None] = {}
    row_label: dict[int, set[int]] = {}
    for text, column, row in zip(texts, columns, rows):
        if column is not None and len(split_words(text)) <= TABLE_LABEL_MAX_WORDS and \
                (named := attributed_perspective(text, labels, heading=True)) is not None:
            row_label.setdefault(row, set()).add(named)
    for k, (text, column, row) in enumerate(zip(texts, columns, rows)):
        if column is None:
            heads = {}
        elif header[k]:
            heads[column] = attributed_perspective(text, labels, heading=True)
        elif len(named_in_row := row_label.get(row, set())) == 1:
            out[k] = next(iter(named_in_row))
        elif heads.get(column) is not None:
            out[k] = heads[column]
    return out


# A digest may tag each claim with its side in parentheses ("… slower service than their old copper line (rural
# residents).", "… track down victims (supporters) — versus …"; stop 52).
# The tag closes its claim (only punctuation or a dash after it) and holds nothing but the side's name: "Priya (for) and
# Owen (against) argue it out" tags people, "people without smartphones (often older residents) could struggle" is an
# aside about them.
_SIDE_TAG_RE = re.compile(r"\(([^()]{1,40})\)(?=[\s.,;:!?]*(?:[—–-]|$))")
_TAG_FILLERS = frozenset("the side camp view case".split())


def side_tag(text: str, labels: list[str]) -> int | None:
    """The perspective the clause's last side tag names (see ``_SIDE_TAG_RE``), else None."""
    tags = [m.group(1) for m in _SIDE_TAG_RE.finditer(text)]
    if not tags or (named := attributed_perspective(tags[-1], labels, heading=True)) is None:
        return None
    own = {person_stem(w.text) for w in split_words(labels[named])} | {stem(w) for w in _PRO_TERMS + _CON_TERMS}
    words = [person_stem(w.text) for w in split_words(tags[-1]) if w.lower not in _TAG_FILLERS]
    return named if all(w in own or w in _PRO_LABELS | _CON_LABELS for w in words) else None


def tagged_sides(texts: Sequence[str], rows: Sequence[int], headings: Sequence[bool], labels: list[str],
                 sides: list[int | None]) -> list[int | None]:
    """``sides`` with a side tag's perspective given to its clause and to the clauses of its line before it, back to the
    line's previous tag: the writer's own attribution wins over what a heading or the discourse gave them. ``rows``:
    each clause's line; ``headings``: clauses that head (they keep their side)."""
    out = list(sides)
    stretch: list[int] = []
    for k, (text, row, heading) in enumerate(zip(texts, rows, headings)):
        if stretch and rows[stretch[-1]] != row:
            stretch = []
        if heading:
            continue
        stretch.append(k)
        if (tagged := side_tag(text, labels)) is not None:
            for j in stretch:
                out[j] = tagged
            stretch = []
    return out
