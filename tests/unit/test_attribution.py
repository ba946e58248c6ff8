"""Which perspective a clause's lead-in names (detectors.classifier.attribution)."""
from detectors.classifier.attribution import (
    attributed_perspective,
    calls_side,
    clause_attributions,
    heading_side,
    is_title,
    label_head,
    label_side,
    lead_in,
    names_speaker,
    opens_summary,
    person_stem,
    points_back_to_a_side,
    side,
    side_tag,
    speaker_key,
    tagged_sides,
)

PRO_CON = ["pro", "con"]


def test_lead_in_stops_at_that_or_takes_the_first_words():
    assert lead_in("Supporters of uniforms argue that critics are wrong.") == ["supporters", "of", "uniforms", "argue"]
    assert lead_in("Critics say the cost is far too high for most towns.") == ["critics", "say", "the", "cost", "is", "far"]
    # "that" too late to end a lead-in: the first six words
    assert len(lead_in("One two three four five six seven eight nine ten eleven that x")) == 6


def test_that_before_a_verb_is_a_subject_and_introduces_no_speaker():
    labels = ["GPs", "community and voluntary groups"]
    clause = "And if we link those people to local groups, that could free up appointments for patients."
    assert lead_in(clause) == ["and", "if", "we", "link", "those", "people"]
    assert attributed_perspective(clause, labels) is None
    assert attributed_perspective("Voluntary groups warn that could stretch small clubs.", labels) is None
    assert attributed_perspective("Community and voluntary groups warn that clubs could be stretched.", labels) == 1
    assert lead_in("Critics say that's unfair to small firms.")[:2] == ["critics", "say"]


def test_side_needs_one_side_only():
    assert side(["supporters", "argue"]) == "pro" and side(["people", "in", "favour", "of", "this"]) == "pro"
    assert side(["critics", "however", "argue"]) == "con" and side(["those", "opposed", "say"]) == "con"
    assert side(["supporters", "and", "critics", "agree"]) is None and side(["they", "also", "say"]) is None


def test_a_side_term_with_an_object_of_its_own_is_not_a_side():
    # "Should uniforms be banned?": supporters of uniforms are the con side; the words cannot tell
    assert side("supporters of uniforms argue".split()) is None
    assert side("critics of the ban say".split()) is None
    # the object points back at the question: the side stands
    assert side("people in favour of this claim".split()) == "pro"
    assert side("critics of the proposal warn".split()) == "con"
    assert side("opponents of it say".split()) == "con"
    # "favour" as a verb: a side only for an object that points back
    assert side("some drivers who favour night shifts may".split()) is None
    assert side("those who favour this argue".split()) == "pro"
    assert side("those in favour argue".split()) == "pro"
    # in a heading too, a side term with its own object says nothing; "in favour of" heads the question's side
    assert heading_side("what do defenders of handwriting say".split()) is None
    assert heading_side("what do critics say".split()) == "con"
    assert heading_side("arguments in favour of a tax".split()) == "pro"


def test_label_side():
    assert [label_side(x) for x in ["pro", "Con", "For", "against", "support", "undermine", "In favour"]] == [
        "pro", "con", "pro", "con", "pro", "con", "pro"]
    assert label_side("economists") is None and label_side("cautious") is None


def test_attributed_perspective_by_side_word_or_by_name():
    assert attributed_perspective("Supporters point out that it is cheap.", PRO_CON) == 0
    assert attributed_perspective("Critics, however, argue that it is costly.", PRO_CON) == 1
    assert attributed_perspective("The other side responds that it is costly.", PRO_CON) is None
    assert attributed_perspective("Critics argue that it is costly.", ["con", "pro"]) == 0  # order of labels is free
    labels = ["economists", "ecologists"]
    assert attributed_perspective("Ecologists warn that rivers dry up.", labels) == 1
    assert attributed_perspective("Supporters say it pays.", labels) is None  # no label means a side
    assert attributed_perspective("Supporters say it pays.", ["pro", "yes"]) is None  # two labels mean it: ambiguous
    # a label's head word names it ("Regulators" for "city regulators"), unless two labels end in that word
    stakeholders = ["riders", "taxi and ride-hail drivers", "city regulators"]
    assert attributed_perspective("Drivers worry that automation will take their jobs.", stakeholders) == 1
    assert attributed_perspective("Regulators, for their part, note that crashes could fall", stakeholders) == 2
    assert attributed_perspective("Drivers:", stakeholders, heading=True) == 1
    assert attributed_perspective("Robotaxis could offer cheaper rides.", stakeholders) is None
    # without "that" the first words are the claim's subject, not a speaker
    assert attributed_perspective("Drivers fear losing their jobs.", stakeholders) is None
    assert attributed_perspective("A government-backed rival distorts the market.", ["providers", "local government"]) is None
    assert attributed_perspective("Critics say the changes argue nothing.", ["end the clock changes", "keep the clock changes"]) is None
    # a label qualified by a relative clause is the claim's subject; the full label alone still names its speaker
    staff = ["managers", "staff", "trade unions"]
    assert attributed_perspective("Staff worry about losing their space.", staff) == 1
    assert attributed_perspective("Disabled staff who need adapted workstations could lose out.", staff) is None
    assert attributed_perspective("Staff who need adapted desks say that they lose out.", staff) == 1  # a speaker lead-in
    # the claim after "that" does not count: critics are its subject, not its speaker
    assert attributed_perspective("Supporters say that critics exaggerate.", PRO_CON) == 0


def test_discourse_markers_carry_or_switch_the_side():
    clauses = ["Supporters say it is cheap", "and it is quick to build.", "They also say it lasts.",
               "In addition, it is safe.", "The other side responds that it is ugly.", "Some also add it is loud.",
               "On the other hand, it is popular.", "It was built in 1990."]
    # unmarked clauses are unattributed; a continuing marker after them refers back to the last side named on its
    # line (its paragraph), not across a line break
    assert clause_attributions(clauses, PRO_CON) == [0, None, 0, 0, 1, 1, 0, None]
    # only a pronoun refers back so: "Another argument …" after an unmarked sentence names no one
    assert clause_attributions(clauses[:2] + ["Another argument is that it lasts."], PRO_CON) == [0, None, None]
    assert clause_attributions(clauses, PRO_CON, new_line=[True, False, True] + [False] * 5) == [0] + [None] * 7
    assert clause_attributions(clauses[:1] + clauses[2:], PRO_CON) == [0, 0, 0, 1, 1, 0, None]
    # a switch needs exactly two perspectives
    assert clause_attributions(["Supporters say it is cheap.", "However, it is ugly."], ["pro", "con", "cautious"]) == [0, None]
    # a switching marker wins over a continuing one; a named side wins over both
    assert clause_attributions(["Critics say it is ugly.", "However, they also admit it works."], PRO_CON) == [1, 0]
    # … unless "they" goes on with "also" / "further" and concedes nothing: the same speaker (stop 65)
    assert clause_attributions(["Whereas critics have submitted that it is ugly;",
                                "whereas they have further submitted that it is costly;"], PRO_CON) == [1, 1]
    assert clause_attributions(["Critics say it is ugly.", "But they also warn that it is costly."],
                               ["pro", "con", "cautious"]) == [1, 1]
    assert clause_attributions(["Critics say it is ugly.", "Supporters also say it works."], PRO_CON) == [1, 0]
    # switching markers open the clause; "however" may come later
    assert clause_attributions(["Critics say it is ugly.", "They say it is cheap but ugly."], PRO_CON) == [1, None]
    assert clause_attributions(["Critics say it is ugly.", "Many, however, like it."], PRO_CON) == [1, 0]


def test_others_switches_only_when_it_answers():
    """'Others say' may add a voice to the same side (sample set: 'Critics argue … Others say <a con
    argument>'); it stays unattributed. 'Others counter/reply' answers the side before: it switches."""
    assert clause_attributions(["Critics argue it is ugly.", "Others say it is costly."], PRO_CON) == [1, None]
    assert clause_attributions(["Critics argue it is ugly.", "Other people feel it is costly."], PRO_CON) == [1, None]
    assert clause_attributions(["Critics argue it is ugly.", "Others counter that it is cheap."], PRO_CON) == [1, 0]
    assert clause_attributions(["Supporters say it is cheap.", "Others quickly reply that it is ugly."], PRO_CON) == [0, 1]
    assert clause_attributions(["Supporters say it is cheap.", "Other people push back: it is ugly."], PRO_CON) == [0, 1]


def test_a_heading_gives_its_side_to_the_clauses_under_it():
    clauses = ["The case against", "It is ugly.", "Supporters say it is cheap.", "It is loud.", "**Residents**", "It is quick."]
    headings = [True, False, False, False, True, False]
    # "against" names the con side in a heading; an explicit side wins; "It is loud." follows the section again
    assert clause_attributions(clauses, PRO_CON, headings) == [1, 1, 0, 1, None, None]
    assert clause_attributions(["**Residents**", "It is quick.", "### Shops", "It is slow."], ["residents", "shops"],
                               [True, False, True, False]) == [0, 0, 1, 1]
    # without headings nothing changes
    assert clause_attributions(clauses, PRO_CON) == [None, None, 0, None, None, None]


def test_a_deeper_markdown_heading_that_names_no_side_keeps_the_side_of_the_heading_above():
    clauses = ["Arguments in favour", "Getting to work", "It is quick.", "Arguments against", "Cost", "It is dear."]
    assert clause_attributions(clauses, PRO_CON, [2, 3, 0, 2, 3, 0]) == [0, None, 0, 1, None, 1]
    assert clause_attributions(clauses, PRO_CON, [2, 2, 0, 2, 2, 0]) == [0, None, None, 1, None, None]  # same depth
    # a list item's label nests under a label line (stop 51: "**Pros**" above "- **Cost:** …"); label lines do not
    assert clause_attributions(clauses, PRO_CON, [7, 8, 0, 7, 8, 0]) == [0, None, 0, 1, None, 1]
    assert clause_attributions(clauses, PRO_CON, [7, 7, 0, 7, 7, 0]) == [0, None, None, 1, None, None]
    assert clause_attributions(clauses, PRO_CON, [2, 8, 0, 2, 8, 0]) == [0, None, 0, 1, None, 1]  # under a heading


def test_a_summing_up_sentence_takes_no_side_but_its_own_words():
    clauses = ["The case against", "It is ugly.", "In short, the gains must be weighed", "against the costs.",
               "In short, supporters like it", "while critics do not."]
    summary = [False, False, True, True, True, True]
    assert clause_attributions(clauses, PRO_CON, [1, 0, 0, 0, 0, 0], summary=summary) == [1, 1, None, None, 0, 1]
    assert clause_attributions(clauses, PRO_CON, [1, 0, 0, 0, 0, 0]) == [1, 1, 1, 1, 0, 1]  # as a section's claims
    assert opens_summary("**Key takeaway:** lockers help") and opens_summary("To recap, the case for")
    assert not opens_summary("Critics say that, in short, it fails.")


def test_a_label_opening_a_line_of_prose_speaks_for_that_line_only():
    labels = ["parents", "residents", "teachers"]
    clauses = ["**Parents**", "like the idea.", "Some residents fear the noise", "on the plus side, the air is cleaner.",
               "**Teachers**", "hope pupils will walk.", "It comes down to each community."]
    headings = [True, False, False, False, True, False, False]
    lines = [True, False, True, False, True, False, True]
    # the label's side ends with its line: the next paragraph's unmarked clause and the closing line speak for nobody
    assert clause_attributions(clauses, labels, headings, lines) == [0, 0, 1, None, 2, 2, None]
    assert clause_attributions(clauses, labels, headings) == [0, 0, 1, 0, 2, 2, 2]  # line breaks unknown: as before
    # a labelled line that ends in a colon introduces the list under it; a heading line holds until the next heading
    listed = ["**Conservationists**", "argue that:", "traffic falls;", "animals are safer.", "Teachers", "It is quick.",
              "It is slow."]
    assert clause_attributions(listed, ["conservationists", "teachers"], [True, False, False, False, True, False, False],
                               [True, False, True, True, True, True, True]) == [0, 0, 0, 0, 1, 1, 1]


def test_a_switching_word_right_under_a_side_label_answers_the_line_before_it():
    clauses = ["**For:**", "Voting should be compulsory.", "**Against:**", "Perhaps, but it infringes on freedom.",
               "**For:**", "Turnout would rise.", "**Against:**", "Yet fines could fall hardest on the poor."]
    headings = [7, 0, 7, 0, 7, 0, 7, 0]
    assert clause_attributions(clauses, PRO_CON, headings) == [0, 0, 1, 1, 0, 0, 1, 1]
    # without the label the "Yet" switches sides as before
    assert clause_attributions(clauses[5:6] + clauses[7:], PRO_CON) == [None, None]
    assert clause_attributions(["Supporters say turnout would rise.", "Yet fines could fall hardest on the poor."],
                               PRO_CON) == [0, 1]


def test_a_person_nouns_irregular_plural_names_its_singular():
    labels = ["local fishermen", "hotel owners", "the energy company"]
    assert attributed_perspective("**Dave (fisherman):**", labels, heading=True) == 0
    assert person_stem("businesswomen") == person_stem("businesswoman") and person_stem("children") == person_stem("child")
    assert person_stem("specimen") != person_stem("speciman")


def test_another_sides_name_under_a_label_is_the_subject_of_its_point_unless_it_speaks():
    labels = ["consumer groups", "banks", "fraud experts"]
    clauses = ["**Consumer groups:**", "Victims lose their savings.", "Requiring banks to cover losses could spur them.",
               "**Banks:**", "Refunds make customers careless.", "**Fraud experts:**", "Banks, for their part, warn of fees.",
               "According to banks, fees will rise."]
    headings = [7, 0, 0, 7, 0, 7, 0, 0]
    assert clause_attributions(clauses, labels, headings) == [0, 0, 0, 1, 1, 2, 1, 1]
    # with no heading above, a name in the opening still gives its side, as before
    assert clause_attributions(["Requiring banks to cover losses could spur them."], labels) == [1]
    assert names_speaker("Consumer groups see them as protection.", "consumer groups")
    assert not names_speaker("yet publishers currently receive it for nothing.", "publishers")
    assert names_speaker("For supporters, the core issue remains crowding.", "supporters")  # a side's own name


def test_a_side_tag_in_parentheses_gives_its_side_back_to_the_last_tag_of_its_line():
    labels = ["telecom operators", "older people's groups", "rural residents"]
    assert side_tag("a firm date gives certainty (operators).", labels) == 0
    assert side_tag("track down victims (older people's groups) — versus the rest", labels) == 1
    assert side_tag("people without phones (often rural residents) could struggle", labels) is None  # an aside
    assert side_tag("Priya (for) and Owen (against) argue it out", ["for", "against"]) is None  # tags people
    texts = ["Costs:", "copper fails more often", "and a firm date helps planning (telecom operators).",
             "alarms may fail (rural residents)", "signal is weak", "Net: it depends."]
    rows = [0, 1, 1, 1, 2, 3]
    headings = [True, False, False, False, False, False]
    assert tagged_sides(texts, rows, headings, labels, [None, 1, None, None, None, None]) == [None, 0, 0, 2, None, None]


def test_a_condition_before_the_speaker_names_no_speaker():
    labels = ["councils", "care providers"]
    assert attributed_perspective("If councils keep their payment rates low, providers say they would struggle.",
                                  labels) is None
    assert attributed_perspective("Councils warn that costs will rise.", labels) == 0
    assert attributed_perspective("If you're a council, the appeal is obvious.", ["council", "providers"]) == 0


def test_a_questions_label_head_before_a_stance_verb_speaks_and_a_side_naming_question_heads_its_line():
    labels = ["indigenous custodians", "climbers", "tour operators"]
    assert attributed_perspective("Why do custodians support a ban?", labels) == 0
    # the head as an object, or a noun before "support", names no speaker
    assert attributed_perspective("Would tours give custodians a new product?", labels) is None
    assert attributed_perspective("Would they need ongoing custodians support?", labels) is None
    assert attributed_perspective("Custodians support a ban.", labels) is None  # a statement: its claim's subject
    clauses = ["Why do custodians support a ban?", "Because it disrespects ceremonies.", "They also argue tours pay.",
               "Why do climbers resist?", "A ban, they say, shuts them out.", "Which view weighs most?"]
    new_line = [True, False, False, True, False, True]
    assert clause_attributions(clauses, labels, new_line=new_line) == [0, 0, 0, 1, 1, None]


def test_a_label_is_named_by_its_own_noun_not_by_a_word_of_the_same_stem():
    assert speaker_key("Reformers") == speaker_key("reformer") != speaker_key("Reform")
    assert speaker_key("Employers") == speaker_key("employer") != speaker_key("employment")
    assert speaker_key("developers") != speaker_key("development") and person_stem("developers") == person_stem("development")
    labels = ["reformers", "sceptics"]
    assert attributed_perspective("Leasehold and Commonhold Reform", labels, heading=True) is None
    assert attributed_perspective("Reformers", labels, heading=True) == 0
    assert attributed_perspective("The employment rules mean that firms must pay more.", ["employers", "unions"]) is None
    assert attributed_perspective("Employers warn that firms must pay more.", ["employers", "unions"]) == 0


def test_an_answers_title_in_the_topics_words_speaks_for_no_side():
    labels, topic = ["protesters", "police"], frozenset({"polic", "drone", "protest", "monitor"})
    assert is_title("MEMORANDUM RE: POLICE DRONES AT PROTESTS", labels, topic)
    assert not is_title("Police", labels, topic) and not is_title("What the police say", labels, topic)
    clauses = ["MEMORANDUM RE: POLICE DRONES AT PROTESTS", "Protesters argue that filming deters them",
               "and that footage could identify organizers."]
    # the title heads the list as a side; "and that …" is the protesters' next point (stop 67)
    assert clause_attributions(clauses, labels, [1, 0, 0]) == [1, 0, 0]
    assert clause_attributions(clauses[:2] + ["Footage could identify organizers."], labels, [1, 0, 0]) == [1, 0, 1]
    assert clause_attributions(clauses, labels, [1, 0, 0], titles=[True, False, False]) == [None, 0, 0]


def test_a_line_of_prose_that_names_one_side_and_ends_in_a_colon_heads_the_lines_after_it():
    labels = ["app developers", "platform owners", "consumer advocates"]
    clauses = ["The main arguments against (from the platform owners):", "One billing system catches scam payments.",
               "Then there's the consumer-advocate angle", "which doesn't fit neatly on either side:",
               "You could end up juggling a separate account for every app."]
    levels, new_line = [7, 0, 0, 0, 0], [True, True, True, False, True]
    # the naming clause itself stays under the label (another side's name there is read as a subject), the list after
    # the colon is the consumer advocates'
    assert clause_attributions(clauses, labels, levels, new_line) == [1, 1, 1, 2, 2]
    no_colon = clauses[:3] + ["which doesn't fit neatly on either side."] + clauses[4:]
    assert clause_attributions(no_colon, labels, levels, new_line) == [1, 1, 1, 1, 1]  # the label's side holds


def test_a_sentence_that_brings_a_side_on_by_name_heads_what_follows():
    # stop 67: "Red corner: the game publishers." is a label line in prose; the clauses after it speak for that side
    labels = ["parents and consumer groups", "game publishers", "addiction researchers"]
    assert calls_side("Red corner: the game publishers.", labels) == 1
    assert calls_side("Next up — the addiction researchers!", labels) == 2
    # the label and its stance after a dash, colon or bracket
    assert calls_side("Stakeholder: game publishers — view: a ban is unjustified.", labels) == 1
    assert calls_side("Group 3: addiction researchers (undecided)", labels) == 2
    # more than the label after the tag, a tag trailing the claim before, a speaker's or an answer's tag: no
    assert calls_side("Red corner: the game publishers, who fund free games.", labels) is None
    assert calls_side("— Side: game publishers.", labels) is None
    assert calls_side("ALEX: The game publishers.", labels) is None and calls_side("A: Game publishers.", labels) is None
    clauses = ["Red corner: the game publishers.", "Loot box sales fund free-to-play games.",
               "Third corner: the addiction researchers", "and they like to fight on the inside.",
               "Some studies tie loot boxes to problem gambling.", "They also point out that players always get an item."]
    new_line = [True] * len(clauses)
    assert clause_attributions(clauses, labels, [0] * len(clauses), new_line) == [1, 1, 2, 2, 2, 2]
    # a line whose speaker is another side takes over from the side brought on by name (read on a test answer)
    clauses = ["Who says it: game publishers.", "They argue that loot boxes fund free games.",
               "What addiction researchers say: the odds matter", "particularly for children."]
    assert clause_attributions(clauses, labels, [0] * 4, [True, False, True, False]) == [1, 1, 2, 2]


def test_they_saying_something_is_the_speaker_before_it():
    # stop 67: "But they point out that …", "and they warn that …" go on with the side before, with three sides too
    labels = ["children's rights campaigners", "parents", "social media platforms"]
    clauses = ["Social media platforms say they could build a removal tool.",
               "But they point out that checking who a photo shows may be slow",
               "and they warn that a child forcing deletions could start legal disputes."]
    assert clause_attributions(clauses, labels, [0, 0, 0], [True, False, False]) == [2, 2, 2]
    # "and they like to fight" says nothing; "However, they admit that …" concedes the other side's point
    assert clause_attributions(clauses[:1] + ["and they like to fight on the inside."], labels, [0, 0], [True, False]) \
        == [2, None]
    assert clause_attributions(["Supporters say it helps.", "However, they admit that it costs money."], PRO_CON,
                               [0, 0], [True, False]) == [0, 1]
    # "they" saying it aside, "They added, too, that …", and a clause that goes on "and that …" after the speaker's
    labels = ["court administrators", "defence lawyers", "victims' groups"]
    clauses = ["Court administrators argued that video could clear the backlog", "and that it would cut transport costs.",
               "They added, too, that victims could be spared the strain.", "Defence lawyers were unpersuaded.",
               "A client on a screen, they argued, might find it harder to talk."]
    assert clause_attributions(clauses, labels, [0] * 5, [True, False, False, True, False]) == [0, 0, 0, 1, 1]
    # "and that" follows only the clause just before: after one without a side it takes none from further back
    assert clause_attributions(["Court administrators argued that video helps.", "We also heard from others",
                                "that the screens fail", "and that the sound drops."], labels, [0] * 4,
                               [True, False, False, False])[3] is None


def test_an_item_label_that_names_the_sections_own_side_keeps_the_section():
    # stop 67: "**Faith concerns are manageable:**" read as the opponents' under "## Opponents" took the section's place,
    # so the next item's label, naming no side, ended it and "They also point out …" lost its side
    labels = ["supporters", "opponents", "transplant clinicians"]
    clauses = ["Opponents", "**Faith concerns are manageable:**", "Opponents concede that beliefs would be respected.",
               "**The law may not change much:**", "They also point out that doctors still consult families."]
    levels, new_line = [2, 8, 0, 8, 0], [True, True, False, True, False]
    assert clause_attributions(clauses, labels, levels, new_line)[-1] == 1


def test_a_side_named_with_a_demonstrative_is_the_side_before_it():
    labels = ["animal welfare organisations and consumer groups", "food manufacturers and retailers"]
    clauses = ["Several respondents representing food manufacturers and retailers raised concerns that tracing costs.",
               "Some respondents in this group also argued that simple labels could mislead shoppers."]
    assert points_back_to_a_side(clauses[1], labels) and not points_back_to_a_side(clauses[0], labels)
    assert attributed_perspective(clauses[1], labels) == 0  # "group" alone is the first label's head
    assert clause_attributions(clauses, labels) == [1, 1]
    assert clause_attributions(clauses[1:], labels) == [0]  # nothing before it: the name holds


def test_a_quotation_that_opens_a_clause_is_its_claim_and_the_speaker_comes_after_it():
    labels = ["customer groups", "small businesses", "banks"]
    assert attributed_perspective('"Traders need somewhere nearby to bank their takings," said Liam Doherty.', labels) is None
    assert attributed_perspective('"Branches must stay," customer groups say.', labels) == 0
    assert attributed_perspective("“Costs will rise,” the banks warn.", labels) == 2
    assert attributed_perspective('"Banks should pay for it."', labels) == 2  # nothing after it: the words as before


def test_a_transcripts_speaker_in_capitals_is_who_talks_not_whose_side_is_said():
    labels = ["parents' groups", "the games industry", "sleep researchers"]
    assert attributed_perspective("SAM: And then the sleep researchers.", labels) == 2
    assert attributed_perspective("[00:31:22] AMIRA HADDAD: sleep researchers say it matters.", labels) == 2
    assert attributed_perspective("MODERATOR (Ruth Okafor): Over to the sleep researchers.", labels) == 2
    assert attributed_perspective("Sam: And then the sleep researchers.", labels) is None  # not a speaker tag
    clauses = ["SAM: And then the sleep researchers.", "They say late screens cut sleep",
               "though gaming is one cause.", "They also warn that teens may move to adult accounts."]
    assert clause_attributions(clauses, labels, new_line=[True, False, False, False]) == [2, None, None, 2]


def test_a_labels_head_is_the_noun_before_its_qualifier_and_an_answer_label_hides_no_speaker():
    # stop 58: "supporters of a ban" is headed by "supporters", not by "ban", which an FAQ's questions name
    assert label_head("supporters of a ban") == speaker_key("supporters")
    assert label_head("residents who oppose a ban") == speaker_key("residents")
    assert label_head("construction firms that buy steel") == speaker_key("firms")
    assert label_head("local fishermen") == speaker_key("fisherman")
    labels = ["supporters of a ban", "employers"]
    assert attributed_perspective("Q: Wouldn't a ban cost businesses money?", labels, heading=True) is None
    assert attributed_perspective("A: Employers say it could.", labels) == 1
    assert attributed_perspective("A lot of employers say it could.", labels) == 1
    clauses = ["Q: Then why would anyone want to ban them?", "A: Supporters of a ban note that scans can't be changed.",
               "Q: Wouldn't a ban cost businesses money?", "A: Employers say it could.",
               "In their view, a ban could force small businesses to replace equipment."]
    headings = [1, 0, 1, 0, 0]
    assert clause_attributions(clauses, labels, headings)[3] == 1
    assert clause_attributions(clauses, labels, headings)[4] != 0
