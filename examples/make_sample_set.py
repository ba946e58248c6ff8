"""Write ``examples/sample_set.jsonl``: the bundled labelled sample set for the Dataset page and ``evaluate``.

Fourteen error-free examples written by the team (seven topics, two queries each, never copied
from elsewhere), then the paper's synthetic errors (§4.2) from ``detectors.evaluation.synth``: a hallucination
variant (one argument dropped) and a coverage variant (an unused argument of the same topic and
perspective, drawn from the other example of the topic) of each. 42 rows in all.

Each response states its arguments one sentence each, so the generator knows where: that goes
into ``meta.support`` and gives the hallucination variants word labels too. ``meta.paraphrased``
says whether the response rewords the arguments (true) or stays close to their words (false),
for ``evaluate --by meta.paraphrased``.

    python examples/make_sample_set.py            # rewrites examples/sample_set.jsonl (seed 7)
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from detectors.core.example import Example  # noqa: E402
from detectors.evaluation.synth import ArgumentPool, synthesize  # noqa: E402

OUT = ROOT / "examples" / "sample_set.jsonl"
SEED = 7
INTRO = "People disagree about this, and here are the main points on each side."

# (id, topic, query, paraphrased, [(label, [(argument, sentence stating it), ...]), ...])
SOURCES = [
    ("bikes-lanes", "cycling", "Should cities build more protected bike lanes?", False, [
        ("pro", [("Protected bike lanes reduce injuries to cyclists.",
                  "Supporters say protected bike lanes reduce injuries to cyclists."),
                 ("Bike lanes let more people commute without a car.",
                  "They also point out that bike lanes let more people commute without a car.")]),
        ("con", [("Bike lanes remove parking spaces that shops depend on.",
                  "Critics argue that bike lanes remove parking spaces that shops depend on."),
                 ("Building protected lanes is expensive for city budgets.",
                  "Others say building protected lanes is expensive for city budgets.")])]),
    ("bikes-helmets", "cycling", "Should helmets be mandatory for cyclists?", True, [
        ("pro", [("Helmets lower the risk of serious head trauma in crashes.",
                  "Advocates note that wearing protective headgear makes severe brain injuries after a fall far less likely."),
                 ("A legal requirement makes helmet use a normal habit.",
                  "They add that once the law demands it, strapping one on simply becomes routine.")]),
        ("con", [("Helmet laws discourage people from cycling at all.",
                  "Opponents warn that such rules put many would-be riders off getting on a bicycle."),
                 ("Enforcement diverts police time from more dangerous traffic offences.",
                  "They also feel officers ought to spend their hours on riskier driving behaviour instead.")])]),
    ("homework-ban", "homework", "Should primary schools stop giving homework?", False, [
        ("yes", [("Homework in primary school has little effect on learning.",
                  "Some say homework in primary school has little effect on learning."),
                 ("Young children need free time to play and rest.",
                  "They add that young children need free time to play and rest.")]),
        ("no", [("Homework builds study habits that children need later.",
                 "Others reply that homework builds study habits that children need later."),
                ("Homework shows parents what their children are learning.",
                 "They also say homework shows parents what their children are learning.")])]),
    ("homework-weekend", "homework", "Should teachers set homework over the weekend?", True, [
        ("yes", [("Weekend tasks keep lessons fresh until Monday.",
                  "One view is that a little work on Saturday or Sunday stops pupils forgetting the week's material."),
                 ("Longer projects fit better into a weekend than a school night.",
                  "Supporters also find that bigger assignments suit the extra free days better than a busy evening.")]),
        ("no", [("Families use weekends for time together.",
                 "The opposing view is that Saturdays and Sundays belong to parents and kids doing things jointly."),
                ("Pupils return more rested when weekends are free of work.",
                 "Critics also observe that students come back on Monday with more energy after a break.")])]),
    ("meat-tax", "meat", "Should governments tax meat?", False, [
        ("for", [("A meat tax would cut greenhouse gas emissions from farming.",
                  "Supporters believe a meat tax would cut greenhouse gas emissions from farming."),
                 ("Eating less red meat lowers the risk of heart disease.",
                  "They note that eating less red meat lowers the risk of heart disease.")]),
        ("against", [("A meat tax hits poorer households hardest.",
                      "Opponents argue that a meat tax hits poorer households hardest."),
                     ("Farmers would lose income and rural jobs would disappear.",
                      "They warn that farmers would lose income and rural jobs would disappear.")])]),
    ("meat-school", "meat", "Should school canteens serve meat-free days?", True, [
        ("for", [("Meat-free days teach pupils to enjoy vegetables and pulses.",
                  "Backers hope that a weekly vegetarian menu gets children to like beans, lentils and greens."),
                 ("Plant-based meals are cheaper for school catering budgets.",
                  "They add that dishes without animal products cost kitchens less money.")]),
        ("against", [("Some children get important protein and iron from school meat.",
                      "Critics worry that for certain kids the lunchtime chicken or beef is a key source of nutrients."),
                     ("Parents should decide what their children eat.",
                      "Others feel such menu choices belong to mothers and fathers, not schools.")])]),
    ("space-mars", "space", "Should we send humans to Mars?", False, [
        ("pro", [("A Mars mission would drive new technology.",
                  "Enthusiasts say a Mars mission would drive new technology."),
                 ("Humans on Mars could search for signs of past life.",
                  "They also hope humans on Mars could search for signs of past life.")]),
        ("con", [("Robots explore Mars more cheaply and safely.",
                  "Sceptics counter that robots explore Mars more cheaply and safely."),
                 ("The radiation on the journey endangers astronauts.",
                  "They warn that the radiation on the journey endangers astronauts.")])]),
    ("space-tourism", "space", "Is space tourism a good idea?", True, [
        ("pro", [("Paying tourists fund rockets that science can use later.",
                  "Fans think wealthy travellers' tickets pay for launch vehicles that researchers can later borrow."),
                 ("Seeing Earth from orbit changes how people value the planet.",
                  "They also believe viewing our world from above makes visitors care more about it.")]),
        ("con", [("Rocket launches for fun add needless pollution.",
                  "Detractors complain that joyrides beyond the atmosphere release emissions for nothing."),
                 ("Only the very rich can afford a ticket.",
                  "They also object that the trips are open solely to billionaires.")])]),
    ("phones-ban", "smartphones", "Should schools ban smartphones in class?", False, [
        ("yes", [("Phones in class distract students from lessons.",
                  "Many teachers feel phones in class distract students from lessons."),
                 ("A ban reduces cyberbullying during the school day.",
                  "They add that a ban reduces cyberbullying during the school day.")]),
        ("no", [("Phones let students reach parents in an emergency.",
                 "Parents often reply that phones let students reach parents in an emergency."),
                ("Students must learn to use technology responsibly.",
                 "Others say students must learn to use technology responsibly.")])]),
    ("phones-age", "smartphones", "Should children under twelve own smartphones?", True, [
        ("yes", [("A phone helps parents know where their child is.",
                  "Some families value being able to check their kid's location at any moment."),
                 ("Children without phones feel left out by their friends.",
                  "They also mention that kids lacking a device can end up excluded from their social circle.")]),
        ("no", [("Early smartphone use harms sleep.",
                 "Doctors caution that screens at a young age disturb how well youngsters rest at night."),
                ("Young children meet harmful content online.",
                 "Critics further fear that the internet exposes little ones to upsetting material.")])]),
    ("work-four-day", "work week", "Should companies adopt a four-day work week?", False, [
        ("for", [("A four-day week improves employee wellbeing.",
                  "Supporters report that a four-day week improves employee wellbeing."),
                 ("Productivity often stays the same with fewer days.",
                  "They find that productivity often stays the same with fewer days.")]),
        ("against", [("Customers expect service five days a week.",
                      "Opponents note that customers expect service five days a week."),
                     ("Longer working days cause fatigue.",
                      "They also warn that longer working days cause fatigue.")])]),
    ("work-remote", "work week", "Should employees be allowed to work from home permanently?", True, [
        ("for", [("Remote work saves hours of commuting.",
                  "Proponents like that staying home removes the daily trip to the office."),
                 ("Working from home helps parents balance childcare.",
                  "They add that it makes looking after kids alongside a job easier to manage.")]),
        ("against", [("Teams lose spontaneous collaboration.",
                      "Managers fear colleagues miss the unplanned conversations that spark shared ideas."),
                     ("New staff learn more slowly without colleagues nearby.",
                      "They also say recent hires pick up the job at a slower pace when nobody sits next to them.")])]),
    ("voting-age", "voting", "Should the voting age be lowered to sixteen?", False, [
        ("yes", [("Sixteen-year-olds pay taxes and should have a say.",
                  "Campaigners argue that sixteen-year-olds pay taxes and should have a say."),
                 ("Voting early builds a lifelong habit of voting.",
                  "They add that voting early builds a lifelong habit of voting.")]),
        ("no", [("Most sixteen-year-olds are not yet mature enough to vote.",
                 "Critics believe most sixteen-year-olds are not yet mature enough to vote."),
                ("Teenagers are easily influenced by parents and teachers.",
                 "They also say teenagers are easily influenced by parents and teachers.")])]),
    ("voting-compulsory", "voting", "Should voting be compulsory?", True, [
        ("yes", [("Compulsory voting makes election results represent everyone.",
                  "Advocates say that requiring every citizen at the ballot box makes outcomes reflect the whole population."),
                 ("Parties stop spending money just to get supporters to turn up.",
                  "They add that campaigns no longer need to pay for mobilising their base.")]),
        ("no", [("Forcing people to vote violates personal freedom.",
                 "Opponents see an obligation to cast a ballot as an infringement of individual liberty."),
                ("Uninformed voters add random noise to results.",
                 "They also fear that people who know little about the candidates pick at random.")])]),
]


def error_free_examples() -> list[Example]:
    out = []
    for ex_id, topic, query, paraphrased, persp in SOURCES:
        sentences, support, pos = [], [], 0
        for pi, (_, args) in enumerate(persp):
            for ai, (_, sentence) in enumerate(args):
                support.append([pi, ai, pos, pos + len(sentence)])
                sentences.append(sentence)
                pos += len(sentence) + 1
        out.append(Example.model_validate({
            "id": ex_id, "query": query, "topic": topic, "intro": INTRO,
            "perspectives": [{"label": label, "arguments": [a for a, _ in args]} for label, args in persp],
            "response": " ".join(sentences),
            "meta": {"paraphrased": paraphrased, "support": support},
        }))
    return out


def main() -> None:
    examples = error_free_examples()
    report = synthesize(examples, ArgumentPool.from_rows(examples), seed=SEED)
    if report.skipped:
        raise SystemExit("unexpected: " + "; ".join(report.skipped))
    with OUT.open("w", encoding="utf-8") as f:
        for ex in report.rows:
            f.write(json.dumps(ex.to_json_dict(), ensure_ascii=False) + "\n")
    print(f"wrote {len(report.rows)} rows to {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
