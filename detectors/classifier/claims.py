"""Which response clauses make a claim that the given arguments must support.

Answers written the way LLMs write them frame their points: "Local businesses are similarly
divided.", "Skeptics raise two concerns.", "Ultimately, the choice depends on how a city weighs
cost against convenience." Such a clause states nothing a reader could check against the
arguments, so it is neither supported nor a hallucination, yet a pair model scores it as
unsupported (on the organic val split these clauses were the least supported clause of most
error-free responses, docs/evaluation.md). The classifier needs no support for them (they still
count where an argument may be stated, and still carry a side to the clauses after them).

framing(c) when c has no digit and either
* every content word of c is a framing word (``FRAMING_WORDS``: talk about arguments, sides and
  deciding, not about the topic; ``EVALUATIVE_WORDS``: how the answer judges the debate, "solid",
  "valid", "a balanced look") or a word of a perspective label ("Residents are torn."). Query
  words do not count mid-answer: the query states a proposition, and "Critics argue that <the query's
  proposition>" is a claim about a side. In the answer's first and last sentence they do count
  (``opening_or_closing``), together with the topic's words: "Here's a balanced look at mandatory
  microchipping for cats.", "Opinions on e-bikes on hiking trails split three ways." introduce or close
  the answer; on the fresh set's val split (examples/organic/README.md), written by other hands, such
  openers were the most common finding on error-free answers; or
* c leaves the answer open (``EDGE_CUES``: "… depends on how …", "Whether … comes down to …", "weigh … against …",
  "the right balance", "a question of how …", "… versus …", "sets A against B", "the tension between", "pull in
  different directions"). Until stop 52 only in the first or last sentence, for fear that mid-answer such a phrase
  carries a claim of its own; on the sixteen val splits of stop 53 the 21 mid-answer clauses it matches (a closing
  line before a sign-off, "Legacy vs. disruption" as a list item, "the actual impact would likely depend on how any
  scheme is designed") are in no labelled error; two error-free answers lost their only finding with them.
  The later writers' answers open with it as often as they close with it ("It comes down to whether the nudge is
  worth the loss of flexibility." above a list of arguments; examples/organic/README.md, "The second fresh set");
* c's sentence speaks to the reader, not about the topic (``is_conversational``: "Sure!", "Great question — …",
  "Hope this helps!", "Want me to go into any of these in more detail?", "Let me know if you'd like more.", the
  reader's question said back: "You're asking whether …", stop 59). Such sentences are not the answer's first or last
  sentence for the rules above: "Sure!" opens, the framing sentence after it introduces. A sentence that asks
  (``is_question``: it ends in "?" and gives no figure: "Should cities let them in?", "is that the future, or a
  nuisance?", "It's a real balancing act, isn't it?") states nothing
  to check either (stop 48: all six question clauses of the seven val splits carried a finding, none an error);
  nor does a sentence that ends its line in a colon (``announces``): it introduces the lines after it, nor a name or
  closing that ends the answer on a line of its own (``signs_off``: "Best,\nTom" under an email; stop 49).
* c is the writer's own stance on the debate (``_WRITER_VOICE``, stop 65: "This newspaper does not think the answer is
  obvious", "and we would rather see the trade-offs weighed openly"): the writer as subject, a verb of stance, no
  "that" and no figure. Thinking and believing count only denied ("I think the ban will save lives" is a claim).
* c is the timetable of the process the answer reports on (``states_timetable``, stop 66: "Next steps: the
  consultation closes on 14 March."); the whole clause must be the timetable, so the date is its only figure.
* c presents the answer's own layout (``_PRESENTS_ANSWER``, stop 66: "Here is the question laid out as a weighted
  matrix, with each argument tagged by who makes it", "Below is a table of the arguments"), with no "that" and nothing
  after a colon or dash.
* c weighs the answer's own numbered points (``weighs_own_points``, stop 51: "Points 2 and 4 bear on the same
  question", "while point 5 raises a purely financial concern": a memo's analysis of its list); the point's number is
  no figure. An indirect question standing as a sentence ("Issue: Whether the driving age should be reduced to 16.")
  asks, as a question does, when its figures are given (``is_question``).
* c is a paragraph's topic sentence (``topic_sentences``): it opens a paragraph of an answer with two
  or more, two or more sentences of the same paragraph follow it, and it is short (at most
  ``TOPIC_MAX_WORDS`` words), with no comma after a fronted phrase of at most ``FRONTED_MAX_WORDS`` words ("For
  clubs, the calculation is partly financial."), no number and no "that" (a "that" introduces a
  proposition: "Critics warn that it raises crime."). "Manufacturers see several risks.", "Marine
  scientists are far more cautious." announce what the paragraph then says; the pair model cannot
  read such a summary as stated (P(the rest of its paragraph states it) 0.02–0.59 on the organic val
  split, invented claims in its place 0.02–0.28: ``benchmarks/topic_sentences.py``), and they were the
  most common unsupported finding on that split's error-free answers.
* c is a side's gist in the writer's voice (``is_side_gist``, stop 52): a subject that is only a side's name
  ("Supporters", "while insurers", "the council and the company"), a verb of attention (see, call, emphasize, focus on,
  point to, stress, worry about …) and a short list of what it cares about, with no "that", no modal, no figure, no
  absolute, no clause of its own and no purpose ("as a way to cut costs", stop 53): "Supporters emphasize technology, staffing and cost", "Residents see mainly local
  costs". Such a line maps the debate in a few nouns that no single argument entails (support 0.01–0.25 for most);
  on the twelve val splits 53 clauses match, none inside a labelled error, none on dev val.
* (not a claim rule: a support rule, applied in ``detector``) c is a short head whose next clause in its
  sentence explains or narrows it (``explained_heads``: at most ``HEAD_MAX_WORDS`` words, the next clause opening
  with ``EXPLAINING_CONNECTIVES``): "The catch is space, because bulkier desks may cramp the room", "Enforcement
  could be a headache, especially for small shops". The head says little on its own and its content is in the
  tail, so it is as supported as its tail, unless a cap (an alteration, a contradiction, an ungiven figure) or an
  absolute ("entirely", "eliminated") marks the head itself. An error in the tail is still read in the tail.
  The same holds for a whole sentence that only names what a point is about (``announced_heads``, stop 51: "My
  worry is the fish.", "Their main concern is the environment.", at most ``ANNOUNCED_MAX_WORDS`` words after the
  verb, no "that") and the next sentence of its paragraph, which says it.
A number always makes a claim ("a 2019 study found a 22 % fall …"). Measured, not kept: a rule
for short topic sentences by their words alone ("Manufacturers see several risks.", at most two
words of the topic) also dropped short given arguments of the dev data ("celibacy is outdated")
and their errors; the dev answers are one paragraph, and their short sentences carry a "that".
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from detectors.classifier.alteration import says_absolute
from detectors.classifier.figures import POINT_REFERENCE_RE, figures, mask_own_numbers
from detectors.core.example import Example
from detectors.core.text import Sentence, claim_text, content_words, split_words, stem, stem_set

FRAMING_WORDS: frozenset[str] = stem_set("""
    argue argument point concern worry view perspective side debate question issue case camp opinion
    supporter supportive proponent opponent critic skeptic sceptic advocate backer defender detractor
    favour favor against pro con benefit drawback downside upside trade tradeoff
    balance weigh depend divided split mixed torn agree disagree differ different mainly generally largely
    main key two three four several various number many consideration consider factor objection object
    reason matter ultimately decision decide answer prefer preferable option choice priority prioritise
    prioritize value outcome approach stake stakeholder group emphasise emphasize highlight note raise see lead probably
    stress counter respond reply acknowledge concede believe think feel tend focus centre center hinge bring brought
    come practical logistical similarly meanwhile hand picture important common commonly often typically
    usually make following summary overview aspect tension dilemma complex nuanced lot ask say thing way
    broadly overall angle weighing each kind sort type especially particular particularly clear clearly
    convinced unconvinced persuaded unpersuaded keen quick swift imagine oppose opposed opposition
    proposal proposed idea position recap caveat pushback
    advanced acceptance gain general cite cited discussion commentator set sure unsure continue follow
""")
# How an answer judges the debate itself, not the topic: "There are solid arguments on both sides.", "Here's
# a balanced look at the debate.", "Rewilding farmland affects several groups in different ways.", "Noise cameras
# divide opinion along fairly predictable lines.", "The debate breaks down into six main points".
EVALUATIVE_WORDS: frozenset[str] = stem_set("""
    great good valid solid reasonable fair legitimate strong compelling serious genuine real interesting tricky
    difficult complex complicated contested controversial contentious divisive polarising polarizing heated
    thoughtful look glance rundown breakdown affect involve touch direction directions predictable fairly line along
    break down five six seven eight nine ten high medium low moderate weight impact
""")
EDGE_CUES = re.compile(
    r"\b(?:depends?|depending|hinges?) on (?:how|whether|what|which|who|where|when|each|individual|local)\b"
    r"|^\W*(?:in the end,?\s*|ultimately,?\s*)?(?:how|whether|which)\b.*\b(?:depends?|depend|comes? down to|hinges?)\b"
    r"|\bcomes? down to\b|\bweigh(?:s|ing)?\b.*\bagainst\b|\bright balance\b"
    r"|\bquestion of (?:how|whether|what|which|who)\b|\bversus\b|\bvs\b|\b(?:sets?|setting|pits?|pitting)\b.*\bagainst\b"
    r"|\b(?:tension|trade-?off|balance|balancing act) between\b|\bpull(?:s|ing)? in (?:different|opposite) directions\b"
    # what the disagreement is about (stop 65: "The disagreement is largely about whether licensing will reach …")
    r"|\b(?:disagreement|debate|dispute|difference|split)\s+(?:is|turns|centres|centers|rests)\s+(?:\w+\s+)?"
    r"(?:about|on|over|upon)\s+(?:whether|how|what|which)\b"
    # the decision not yet made (stop 57: "Saltmarsh council has yet to decide", "No decision on the proposal has yet
    # been announced.", "For now, Oldbury Green is still arguing it out.", "which way it will go")
    r"|\b(?:has|have) yet to (?:decide|make up|settle|choose|rule)\b|\byet to be (?:decided|settled|made|announced)\b"
    r"|\bdecision\b.*\b(?:is|remains) (?:still )?(?:open|pending|undecided)\b|\bno decision\b.*\b(?:yet|has been|announced)\b"
    r"|\bstill (?:arguing|debating|deciding|undecided|weighing|waiting to (?:find out|hear|see|decide))\b"
    r"|\bwhich way (?:it|they|the \w+) (?:will|would|might) (?:go|fall|land|swing)\b",
    re.IGNORECASE)
# A sentence addressed to the reader: an acknowledgement on its own, or an offer, wish, invitation or thanks ("The chair
# thanked everyone for their contributions." closing minutes; "thanks to" gives a cause and stays a claim), or a picture
# the reader is asked to imagine ("Imagine walking into a store where every uniform item is for everyone.", "Think of
# it like a seesaw"): an illustration, not a claim about the topic; or advice to a reader who argues one side ("If
# you're arguing against, lead with small business, then jobs, and save revenue for the close."), unless it goes on
# to say what to argue ("If you're against, you might argue that responsible owners would foot the bill").
_CONVERSATIONAL = re.compile(
    r"^\W*(?:sure|certainly|of course|absolutely|gladly|good one|happy to help)\W*$"
    r"|^\W*(?:great|good|excellent|interesting) question\b"
    r"|\bhope (?:this|that|it) (?:helps|gives|makes|clarifies|is)\b|\blet me know\b|\b(?:want|like) me to\b"
    r"|\bwould you like\b|\bhappy to (?:help|expand|elaborate|go|dig|explain)\b|\bfeel free to\b"
    r"|\bi can (?:also )?(?:expand|elaborate|go|dig|explain)\b"
    r"|\bthank(?:s|ed|ing)? (?:you|everyone|everybody|all|members|attendees|them)\b"
    r"|\bhave your say\b|\bshare your (?:own )?views\b"  # a consultation's invitation (stop 53)
    r"|\b(?:all )?(?:comments|views|feedback|responses?) will be (?:considered|read|taken into account)\b"
    r"|^\W*(?:imagine|picture (?:this|a|an|your|yourself)|think of)\b"
    r"|\bif you(?:'re| are) (?:arguing (?:for|against)|arguing|for|against)\s*[,:*](?!.*\bthat\b)"
    # the reader's question said back to them ("You're asking whether public EV chargers should …", "You ask whether
    # Sundays should be made legally quiet, …"; stop 59)
    r"|^\W*(?:so,?\s+|ok(?:ay)?,?\s+)?(?:you(?:'re|’re| are)? (?:ask(?:ed|ing)?|want(?:ed)? to know|wonder(?:ed|ing)?)|your "
    r"question (?:is|was))\s+(?:me\s+)?(?:whether|if|about|what|how|why)\b", re.IGNORECASE)
# the reader left to decide, as a sentence or a clause of its own ("and readers can weigh them for themselves.", "and
# you can make the call for your own family."; stop 58); "so you can decide whether it's worth paying" says what a fix
# does
_READER_DECIDES = re.compile(
    r"^\W*(?:and|but)?\s*(?:the\s+)?(?:readers?|you|voters|listeners|viewers|everyone)\s+(?:can|could|may|must|will|"
    r"should|get to|are free to)\s+(?:now\s+)?(?:weigh|judge|decide|make up|make the call|reach|draw|form|come to)\b",
    re.IGNORECASE)
# The writer's own stance on the debate, not a claim about the topic: "This newspaper does not think the answer is
# obvious", "and we would rather see the trade-offs weighed openly", "I don't think either side is simply being
# sentimental", "And we had a call from Helen" (stop 65: on the val splits a looser pattern found 40 claim clauses in
# the writer's voice, 10 with an `unsupported` finding outside any labelled error; the two inside errors, "i.e., …"
# and "I note that counsel referred to a survey …", fall outside this one). Believing and thinking count only denied:
# "I think the ban will save lives" makes a claim; a "that" after the verb ("I note that a survey found …") does too.
_WRITER_VOICE = re.compile(
    r"^\W*(?:(?i:and|but|so|yet|still|frankly|honestly)\W+)?(?:I|[Ww]e|[Tt]his (?:newspaper|paper|column|publication|"
    r"magazine|show|programme|program|podcast))(?:['’]d|\s+(?:do|does|did|would|will|can|could))?"
    r"(?:\s+(?:not|never)|n['’]t)?\s+(?:pretend|urge|rather|hope|wish|had|got|received)\b(?!.*\bthat\b)"
    r"|^\W*(?:(?i:and|but|so|yet|still|frankly|honestly)\W+)?(?:I|[Ww]e|[Tt]his (?:newspaper|paper|column|publication))"
    r"\s+(?:do|does|did)(?:\s+not|n['’]t)\s+(?:think|believe)\b(?!\s+that\b)")
_DIGIT = re.compile(r"\d")
TOPIC_MAX_WORDS = 9
TOPIC_MIN_FOLLOWING = 2
_NOT_TOPIC = re.compile(r"\d|,|\bthat\b", re.IGNORECASE)
FRONTED_MAX_WORDS = 3  # "For clubs, the calculation is partly financial.": the phrase before the comma only sets the scene
_FRONTED = re.compile(r"^[^,]+,\s+")
SIGN_OFF_MAX_WORDS = 3
HEAD_MAX_WORDS = 8  # chosen on the six organic-style val splits (docs/evaluation.md, Stop 47)
EXPLAINING_CONNECTIVES = ("because", "since", "especially", "particularly", "notably", "which", "including")
_EXPLAINS = re.compile(r"^\W*(?:" + "|".join(EXPLAINING_CONNECTIVES) + r")\b", re.IGNORECASE)
# A sentence that only names what a side's point is about, for the next sentence to say it: "My worry is the fish.",
# "Their main concern is the environment.", "For them it's mostly about access and hassle." (stop 51).
ANNOUNCED_MAX_WORDS = 3
_WORDS_UP_TO = r"(?:[\w'’-]+\s*){{1,{n}}}"
_ANNOUNCES_TOPIC = re.compile(
    r"^\W*(?:(?:my|our|their|his|her|its|the|one)\s+)?(?:(?:main|biggest|big|chief|key|first|real|other|primary|"
    r"central|core|top|overriding)\s+)*(?:concern|worry|fear|point|objection|focus|hope|priority|issue|problem|gripe|"
    r"complaint|one)s?\s+(?:is|are|was|were)\s+(?!that\b)(?:about\s+)?" + _WORDS_UP_TO.format(n=ANNOUNCED_MAX_WORDS + 1)
    + r"\W*$|^\W*(?:for (?:them|us|me|him|her),?\s+)?(?:it's|it is|it was)\s+(?:(?:mostly|mainly|largely|all|really)\s+)?"
    r"about\s+(?!that\b)" + _WORDS_UP_TO.format(n=ANNOUNCED_MAX_WORDS) + r"?(?:\s*(?:and|&)\s*"
    + _WORDS_UP_TO.format(n=ANNOUNCED_MAX_WORDS) + r")?\W*$", re.IGNORECASE)


def label_stems(example: Example) -> frozenset[str]:
    """Stems of the example's perspective labels: naming a side is framing too."""
    return frozenset(w.stem for p in example.perspectives for w in content_words(p.label))


def topic_stems(example: Example) -> frozenset[str]:
    """Stems of the query and the topic title: an opening or closing sentence may name them and still only frame."""
    return frozenset(w.stem for text in (example.query, example.topic or "") for w in content_words(text))


def has_figure(text: str) -> bool:
    """A number always makes a claim (module doc), whatever else the text says; the number of one of the answer's own
    points or sides is no figure (``figures.mask_own_numbers``)."""
    return bool(_DIGIT.search(mask_own_numbers(text)))


_OPENS_WITH_POINTS = re.compile(r"^\W*(?:(?:and|but|while|whereas|so|yet)\s+)?(?:the\s+)?"
                                + POINT_REFERENCE_RE.pattern, re.IGNORECASE)


def weighs_own_points(clause: str) -> bool:
    """Whether a clause is about the answer's own numbered points ("Points 2 and 4 bear on the same question", "while
    point 5 raises a purely financial concern"): it weighs the arguments, it does not add one (module doc)."""
    return bool(_OPENS_WITH_POINTS.match(clause))


def is_conversational(sentence: str) -> bool:
    """Whether a sentence speaks to the reader rather than about the topic (module doc)."""
    return not has_figure(sentence) and bool(_CONVERSATIONAL.search(sentence) or _READER_DECIDES.match(sentence))


# An indirect question standing as a sentence: a memo's issue ("Issue: Whether the driving age should be reduced to
# 16."), with no main clause after it (stop 51)
_ASKS_WHETHER = re.compile(r"^\W*whether\b(?!.*\b(?:is|are|was|were|remains?|depends?|matters?|hinges?|comes? down|has|have)"
                           r"\b)[^,;:]*$", re.IGNORECASE)


def ends_in_question_mark(text: str) -> bool:
    """Whether the text ends in "?", before any closing markdown, quote or bracket ("… worth it?**")."""
    return text.rstrip().rstrip("*_\"'”’)").endswith("?")


def is_question(sentence: str, given_figures: frozenset[str] | set[str] = frozenset()) -> bool:
    """Whether a sentence asks rather than states (module doc): it ends in a question mark and gives no figure, or it
    is an indirect question on its own ("Whether the ban should apply to under-16s.") whose figures are given."""
    if _ASKS_WHETHER.match(sentence):
        return set(figures(sentence)) <= set(given_figures)
    return not has_figure(sentence) and ends_in_question_mark(sentence)


def signs_off(response: str, sentence: Sentence) -> bool:
    """Whether a sentence is the response's last line and only a name or a closing ("Tom", "Best, Priya", "Cheers"):
    at most ``SIGN_OFF_MAX_WORDS`` words, each capitalised, with no full stop and no figure."""
    words = split_words(sentence.text)
    return (not response[sentence.end:].strip() and (sentence.start == 0 or response[sentence.start - 1] == "\n")
            and 0 < len(words) <= SIGN_OFF_MAX_WORDS and all(w.text[0].isupper() for w in words)
            and not sentence.text.rstrip().endswith(".") and not has_figure(sentence.text))


# A markdown table's cell of a few words ("Medium", "Competition", "Technical feasibility"): a tag that sorts the row
# (a weight, a theme, a side), not a claim; the row's longer cells say what the point is (stop 53; on the val splits
# no such cell is in a labelled error).
TABLE_TAG_MAX_WORDS = 3


def is_table_tag(sentence: Sentence) -> bool:
    """Whether a sentence is a table cell of at most ``TABLE_TAG_MAX_WORDS`` words and no figure."""
    return (sentence.column is not None and len(split_words(sentence.text)) <= TABLE_TAG_MAX_WORDS
            and not has_figure(sentence.text))


def announces(sentence: str) -> bool:
    """Whether a sentence ends its line in a colon, so announces the list or lines after it ("Residents tend to focus
    on daily life on their streets:"), and gives no figure: what it announces is what gets checked."""
    return not has_figure(sentence) and sentence.rstrip().rstrip("*_").endswith(":")


# A side's gist in the writer's voice: a side named as the subject, a verb of attention ("Supporters emphasize
# technology, staffing and cost", "while insurers call it accurate", "Residents focus on health, traffic and property
# values") and a short list of what it cares about, with no "that", no modal, no figure and no absolute: it maps the
# debate, the sentences after it state the points (stop 52).
ATTENTION_VERBS = stem_set(
    "see sees call calls emphasize emphasise emphasizes emphasises focus focuses point points raise raises want wants "
    "worry worries fear fears defend defends stress stresses highlight highlights frame frames cite cites prioritize "
    "prioritise prioritizes prioritises value values weigh weighs welcome welcomes warn warns view views")
_SIDE_SUBJECTS = stem_set(
    "supporters proponents advocates backers defenders critics opponents sceptics skeptics detractors")
_GIST_FILLERS = frozenset("also mostly mainly largely chiefly alike instead meanwhile first".split())
_GIST_LEAD = re.compile(r"^\W*(?:(?:and|but|while|whereas|yet|meanwhile|in short|overall|on the other hand|however|by "
                        r"contrast|in contrast|conversely|at the same time|likewise|similarly)\W+)?", re.IGNORECASE)
_GIST_NOT = frozenset("that could would may might will can should must shall won".split())
_GIST_DETERMINERS = frozenset("the some many most other others both and those these their local".split())
_GIST_CLAUSE = frozenset("because since so which who when if while whether is are was were".split())  # a claim of its own
# a purpose after the gist's noun ("see labels as a way to cut costs", "a chance to catch more trade") says what the
# thing does: a claim to check, not a map of the debate
_GIST_PURPOSE = re.compile(r"\b(?:way|ways|means|chance|opportunity|tool|route|lever|step)\s+to\s+\w+",
                           re.IGNORECASE)
GIST_MAX_WORDS = 12
GIST_SUBJECT_MAX_WORDS = 4


def is_side_gist(clause: str, labels: frozenset[str]) -> bool:
    """Whether a clause is a side's gist (see ``ATTENTION_VERBS``); ``labels``: the perspective labels' stems."""
    lead = _GIST_LEAD.match(clause)
    body = clause[lead.end() :] if lead else clause
    words = [w.lower for w in split_words(body)]
    if _GIST_NOT & set(words) or has_figure(body) or says_absolute(body) or len(words) > GIST_MAX_WORDS + 5:
        return False
    for k, w in enumerate(words[: GIST_SUBJECT_MAX_WORDS + 2]):
        if stem(w) not in ATTENTION_VERBS or k == 0:
            continue
        subject = [x for x in words[:k] if x not in _GIST_FILLERS and x not in _GIST_DETERMINERS]
        stems = {stem(x) for x in subject}
        sides = labels | _SIDE_SUBJECTS
        names_side = bool(stems) and stems <= sides and len(subject) <= GIST_SUBJECT_MAX_WORDS
        return (names_side and 0 < len(words) - k - 1 <= GIST_MAX_WORDS and not _GIST_CLAUSE & set(words[k + 1 :])
                and not _GIST_PURPOSE.search(body))
    return False


# A transcript's moderator introduces the speakers: "Marcus Ibe is here for the consumer groups, and Priya Raman for
# the subscription businesses.", "Tom Viljoen, for the platforms." A name (capitalised words) said to stand for a side
# named by its label's words states nothing about the topic (stop 55). A name has two or three words, or a title.
_NAME = r"(?:(?:Dr|Mr|Mrs|Ms|Prof|Professor|Cllr|Sir|Dame)\.?\s+[A-Z][\w'’-]+|(?:[A-Z][\w'’-]+\s+){1,2}[A-Z][\w'’-]+)"
_INTRODUCES_SPEAKER = re.compile(
    r"^\W*(?:and\s+|now\s+|next,?\s+)?" + _NAME + r",?\s+(?:(?:is|are)\s+(?:here|with us)\s+|(?:joins|join)\s+us\s+)?"
    r"(?:for|from|representing|speaking for|on behalf of)\s+(?P<side>[^.,;:!?]+?)\W*$")


def introduces_speaker(clause: str, labels: frozenset[str]) -> bool:
    """Whether a clause only says who speaks for a side (``_INTRODUCES_SPEAKER``): every content word after "for" is a
    label's."""
    m = _INTRODUCES_SPEAKER.match(clause)
    side = {w.stem for w in content_words(m.group("side"))} if m else set()
    return bool(side) and side <= labels


# A side's stance on the proposal, said in a few words: a side named ("Retailers", "Shop workers' unions", "the
# employers' groups"), a word of stance (support, oppose, resist, reservations, wary …) and at most the proposal itself
# by the topic's words or a word for a proposal ("Retailers oppose the ban.", "The application is resisted by the
# employers' groups.", "Retailers are having reservations."), with no "that", no modal, no figure and no absolute: whose
# side is whose, not a point to check (stop 57: 118 clauses of the val splits match, none inside a labelled error,
# none on dev val; the topic's words count here mid-answer, as only a stance is said of them).
STANCE_WORDS = stem_set(
    "support supports supporting supported back backs backing oppose opposes opposing resist resists resisted resisting "
    "reject rejects rejected welcome welcomes welcomed reservation reservations wary sceptical skeptical against favour "
    "favor object objects endorse endorses champion champions embrace embraces sure unsure unconvinced")
_PROPOSAL_WORDS = stem_set(
    "plan proposal idea change measure policy rule rules scheme application right move reform law bill ban step")
_PEOPLE = stem_set("people others")
_STANCE_ADVERBS = stem_set("strongly firmly broadly cautiously largely mostly generally fully openly")
STANCE_MAX_WORDS = 12


def states_stance(clause: str, labels: frozenset[str], topic: frozenset[str]) -> bool:
    """Whether a clause only says which way a side leans (``STANCE_WORDS``); ``labels``, ``topic``: stems."""
    words = [w.lower for w in split_words(clause)]
    if has_figure(clause) or set(words) & _GIST_NOT or says_absolute(clause) or len(words) > STANCE_MAX_WORDS:
        return False
    said = {w.stem for w in content_words(clause)}
    # "Other people, mainly shops and food makers, are not so sure." (stop 58): people, with the side named beside them
    allowed = (FRAMING_WORDS | EVALUATIVE_WORDS | labels | topic | STANCE_WORDS | _PROPOSAL_WORDS | _STANCE_ADVERBS
               | _SIDE_SUBJECTS | _PEOPLE)
    return bool(said & STANCE_WORDS) and bool(said & (labels | _SIDE_SUBJECTS)) and said <= allowed


# A briefing's or report's heading for a side's points: "Risks raised by motoring groups", "Arguments advanced by
# councils supporting the charge", "Concerns voiced by residents" (stop 58): what follows is the side's, the line says
# nothing of its own
_RAISED_BY = re.compile(
    r"^\W*(?:the\s+)?(?:main\s+|key\s+|principal\s+)?(?:arguments?|risks?|concerns?|points?|views?|benefits?|"
    r"objections?|case|worries|issues?)\s+(?:raised|advanced|put forward|made|voiced|cited|set out|presented|offered)\s+"
    r"by\s+(?P<side>[^.;:!?]+?)\W*$", re.IGNORECASE)


def heads_side_points(clause: str, labels: frozenset[str]) -> bool:
    """Whether a clause is a heading for a side's points (``_RAISED_BY``), the side named by its label's words."""
    m = _RAISED_BY.match(clause)
    side = {w.stem for w in content_words(m.group("side"))} if m else set()
    return bool(side & labels) and side <= labels | FRAMING_WORDS | STANCE_WORDS


# A term named, not a claim made: "People call this \"shrinkflation\".", "This is known as dynamic pricing." (stop 58)
_NAMES_TERM = re.compile(r"^\W*(?:(?:some |many )?people |some |many |we |they )?(?:call|calls|called|dub|dubs)\s+(?:this|it|that)"
                         r"\s+[\"“‘']?[\w' -]{1,30}[\"”’']?\W*$"
                         r"|^\W*(?:this|it|that|the practice|this practice)\s+(?:is|was)\s+(?:often |sometimes |also )?"
                         r"(?:called|known as|dubbed|nicknamed)\s+[\"“‘']?[\w' -]{1,30}[\"”’']?\W*$", re.IGNORECASE)


# A date as a briefing writes it: "14 March", "March 14, 2026", "Thursday", "the end of February", "next month".
_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t|tember)?|oct(?:ober)?|"
          r"nov(?:ember)?|dec(?:ember)?)")
_DATE = (rf"(?:(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?)?{_MONTH}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?(?:,?\s+\d{{4}})?"
         r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:\w+)|next\s+(?:week|month|year)"
         r"|this\s+(?:week|month|spring|summer|autumn|winter)|\d{4})")
# The process's timetable, not a claim about the topic: "Next steps: the consultation closes on 14 March.", "the
# consultation on compulsory licensing closes on 31 May", "The vote is due next month" (stop 66: the closing line of
# error-free briefings on val, each an `unsupported` finding at 1.0 for its date). The whole clause must be the
# timetable, so its only figure is the date's.
_TIMETABLE = re.compile(
    r"^\W*(?:next steps?\W+)?(?:(?:and|but|so)\s+)?(?:the\s+)?(?:public\s+|formal\s+|government['’]s\s+)?"
    r"(?:consultation|call for evidence|vote|ballot|deadline(?:\s+for\s+(?:responses|comments|submissions))?|hearing|"
    r"inquiry|review)(?:\s+(?:on|into|about)\s+[^,;:\d]{1,80}?)?\s+"
    r"(?:closes|opens|ends|runs\s+(?:until|to)|is\s+due|will\s+(?:close|open|end|run\s+until|be\s+held|take\s+place)|"
    r"takes\s+place|is\s+(?:expected|scheduled|set))\s+(?:(?:on|by|until|at|in|for)\s+)?" + _DATE + r"\W*$",
    re.IGNORECASE)


def states_timetable(clause: str) -> bool:
    """Whether a clause is only the timetable of the process the answer reports on (``_TIMETABLE``)."""
    return bool(_TIMETABLE.match(clause))


# The answer presenting its own layout: "Here is the question laid out as a weighted matrix, with each argument tagged
# by who makes it …", "Below is a table of the arguments, with who makes each one." (stop 66: its "with …" read as an
# added detail on an error-free val answer); no "that" and nothing after a colon or dash, so "Here's the main
# argument: bans fail" stays a claim.
_PRESENTS_ANSWER = re.compile(
    r"^\W*(?:here(?:['’]s| is| are)|below (?:is|are)|what follows is)\s+(?:\w+\s+){0,3}?"
    r"(?:arguments?|question|debate|views?|points?|positions?|case|sides?|summary|overview|breakdown|rundown|table|"
    r"matrix|list|comparison|digest)\b(?!.*\bthat\b|.*[:;—–]\s*\w)", re.IGNORECASE)
# A briefing's or memo's purpose: "To inform the minister of the arguments on a requirement for drivers to …" (stop 58)
_STATES_PURPOSE = re.compile(
    r"^\W*(?:purpose:?\s*)?to (?:inform|brief|advise|update|set out|summari[sz]e|outline|present|lay out)\b.*\b(?:arguments?|"
    r"views?|positions?|case|debate|issues?|options?|proposals?|considerations?)\b", re.IGNORECASE)


def is_framing(clause: str, labels: frozenset[str], topic: frozenset[str] = frozenset(),
               query_topic: frozenset[str] = frozenset()) -> bool:
    """Whether a clause only frames the answer (module doc); ``topic``: words that count as framing here (the query's
    and topic's, in the first or last sentence); ``query_topic``: the query's and topic's words wherever the clause
    is, for a side's stance on them (``states_stance``)."""
    if states_timetable(clause):
        return True
    if has_figure(clause):
        return False
    if (weighs_own_points(clause) or is_side_gist(clause, labels) or introduces_speaker(clause, labels)
            or states_stance(clause, labels, query_topic) or heads_side_points(clause, labels) or _NAMES_TERM.match(clause)
            or _READER_DECIDES.match(clause) or _STATES_PURPOSE.match(clause) or _WRITER_VOICE.match(clause)
            or _PRESENTS_ANSWER.match(clause)):
        return True
    allowed = labels | topic
    if all(w.stem in FRAMING_WORDS or w.stem in EVALUATIVE_WORDS or w.stem in allowed for w in content_words(clause)):
        return True
    return bool(EDGE_CUES.search(clause))  # anywhere (module doc, stop 53)


def paragraph_of(text: str, sentences: list[Sentence]) -> list[int]:
    """Each sentence's paragraph: a line break between two sentences starts a new one (a list item too)."""
    out: list[int] = []
    for i, s in enumerate(sentences):
        out.append(0 if i == 0 else out[-1] + ("\n" in text[sentences[i - 1].end : s.start]))
    return out


def without_fronted_phrase(sentence: str) -> str:
    """The sentence without a phrase of at most ``FRONTED_MAX_WORDS`` words and its comma at the start ("For clubs, …",
    "That said, …"), which a topic sentence may have."""
    m = _FRONTED.match(sentence)
    return sentence[m.end() :] if m and len(m.group().split()) <= FRONTED_MAX_WORDS else sentence


def topic_sentences(text: str, sentences: list[Sentence]) -> set[int]:
    """Indices (into ``sentences``) of the paragraphs' topic sentences (module doc)."""
    paragraph = paragraph_of(text, sentences)
    if len(set(paragraph)) < 2:
        return set()
    out = set()
    for i, s in enumerate(sentences):
        opens = i == 0 or paragraph[i - 1] != paragraph[i] or sentences[i - 1].heading
        following = sum(1 for j in range(i + 1, len(sentences))
                        if paragraph[j] == paragraph[i] and not sentences[j].heading)
        if (not s.heading and opens and following >= TOPIC_MIN_FOLLOWING
                and len(split_words(s.text)) <= TOPIC_MAX_WORDS and not _NOT_TOPIC.search(without_fronted_phrase(s.text))):
            out.add(i)
    return out


def announces_topic(sentence: str) -> bool:
    """Whether a sentence only names what a point is about ("My worry is the fish.", module doc)."""
    return not has_figure(sentence) and bool(_ANNOUNCES_TOPIC.match(sentence))


def announced_heads(texts: Sequence[str], sentence_of: Sequence[int], claim: Sequence[bool],
                    same_paragraph: Sequence[bool]) -> list[tuple[int, int]]:
    """(head, tail) index pairs: a claim that is a whole sentence naming what a point is about (``announces_topic``)
    and the claim that opens the next sentence of its paragraph (``same_paragraph[i]``: unit i + 1 is in unit i's)."""
    return [(i, i + 1) for i in range(len(texts) - 1)
            if claim[i] and claim[i + 1] and same_paragraph[i] and sentence_of[i + 1] == sentence_of[i] + 1
            and (i == 0 or sentence_of[i - 1] != sentence_of[i]) and announces_topic(texts[i])]


def explained_heads(texts: Sequence[str], sentence_of: Sequence[int], claim: Sequence[bool]) -> list[tuple[int, int]]:
    """(head, tail) index pairs of clauses: a short claim whose next clause, in the same sentence, is a claim that
    explains or narrows it (module doc)."""
    return [(i, i + 1) for i in range(len(texts) - 1)
            if claim[i] and claim[i + 1] and sentence_of[i] == sentence_of[i + 1]
            and len(split_words(claim_text(texts[i]))) <= HEAD_MAX_WORDS and _EXPLAINS.match(texts[i + 1])]
