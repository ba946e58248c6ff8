"""Writes gallery.jsonl: the bundled examples, written by the Faithscope team.

Kept as code so twins (error-free vs. with an error) share their arguments exactly.
Run: python examples/make_gallery.py
"""
import json
from pathlib import Path

INTRO = "This is a controversial topic and people hold different perspectives on it."

ZOO_PRO = [
    "Zoos run breeding programmes that save endangered species from extinction.",
    "Visiting a zoo teaches children to care about wildlife and conservation.",
]
ZOO_CON = [
    "Keeping wild animals in small enclosures causes them chronic stress.",
    "Money spent on zoos would protect more animals if it funded habitat conservation.",
]
ZOO_RESPONSE = (
    "Supporters argue that captive breeding at zoos has rescued several endangered species that "
    "would otherwise have died out, and that a day at the zoo sparks a lasting interest in wildlife "
    "and conservation among young visitors. Critics answer that confining wild animals to cramped "
    "enclosures leaves them chronically stressed, and that the same budget would save more animals "
    "if it were spent on protecting natural habitats."
)

examples = [
    {
        "id": "zoos-error-free",
        "query": "Are zoos good for animals?",
        "topic": "zoos",
        "perspectives": [{"label": "pro", "arguments": ZOO_PRO}, {"label": "con", "arguments": ZOO_CON}],
        "intro": INTRO,
        "response": ZOO_RESPONSE,
        "labels": {"hallucination": 0, "coverage": 0},
        "meta": {"kind": "error-free", "paraphrased": True,
                 "note": "Every argument is stated, in paraphrase; nothing is added."},
    },
    {
        "id": "zoos-hallucination",
        "query": "Are zoos good for animals?",
        "topic": "zoos",
        "perspectives": [{"label": "pro", "arguments": ZOO_PRO}, {"label": "con", "arguments": ZOO_CON[:1]}],
        "intro": INTRO,
        "response": ZOO_RESPONSE,
        "labels": {"hallucination": 1, "coverage": 0},
        "meta": {"kind": "hallucination", "paraphrased": True, "twin": "zoos-error-free",
                 "note": "The habitat-funding argument was not given, but the response still states it."},
    },
    {
        "id": "zoos-coverage",
        "query": "Are zoos good for animals?",
        "topic": "zoos",
        "perspectives": [
            {"label": "pro", "arguments": ZOO_PRO + [
                "Zoo veterinarians and researchers learn things about animal health that help wild populations."]},
            {"label": "con", "arguments": ZOO_CON},
        ],
        "intro": INTRO,
        "response": ZOO_RESPONSE,
        "labels": {"hallucination": 0, "coverage": 1},
        "meta": {"kind": "coverage", "paraphrased": True, "twin": "zoos-error-free",
                 "note": "The veterinary-research argument was given but the response drops it."},
    },
    {
        "id": "dst-error-free-verbatim",
        "query": "Should daylight saving time be abolished?",
        "topic": "daylight saving time",
        "perspectives": [
            {"label": "pro", "arguments": [
                "Changing the clocks twice a year disrupts sleep and raises the risk of heart attacks.",
                "The energy savings that once justified daylight saving time are negligible today."]},
            {"label": "con", "arguments": [
                "Longer evening daylight lets people exercise, shop and socialize after work.",
                "Brighter evenings reduce traffic accidents and street crime."]},
        ],
        "intro": INTRO,
        "response": (
            "Those in favour of abolishing it say that changing the clocks twice a year disrupts sleep "
            "and raises the risk of heart attacks, and that the energy savings that once justified "
            "daylight saving time are negligible today. Those against abolition reply that longer "
            "evening daylight lets people exercise, shop and socialize after work, and that brighter "
            "evenings reduce traffic accidents and street crime."
        ),
        "labels": {"hallucination": 0, "coverage": 0},
        "meta": {"kind": "error-free", "paraphrased": False,
                 "note": "Arguments restated almost word for word: every detector should be calm."},
    },
    {
        "id": "homework-full-hallucination",
        "query": "Should schools ban homework in primary school?",
        "topic": "homework",
        "perspectives": [
            {"label": "pro", "arguments": ["Young children need free time to play, which builds social skills."]},
            {"label": "con", "arguments": ["Homework lets parents see what their children are learning."]},
        ],
        "intro": INTRO,
        "response": (
            "Some argue that unstructured play after school helps young children develop social "
            "skills, so homework should go. Others point out that homework keeps parents informed "
            "about what their child is studying. A third group claims that homework is the main cause "
            "of teenage depression and that countries without homework score higher on every "
            "international test."
        ),
        "labels": {"hallucination": 1, "coverage": 0},
        "meta": {"kind": "hallucination", "paraphrased": True,
                 "note": "The last sentence states a whole argument that was never given."},
    },
    {
        "id": "vouchers-partial-hallucination",
        "query": "Are school vouchers a good idea?",
        "topic": "school vouchers",
        "perspectives": [
            {"label": "pro", "arguments": ["Vouchers give low-income families the same school choice wealthy families already have."]},
            {"label": "con", "arguments": ["Vouchers drain funding from public schools that most children attend."]},
        ],
        "intro": INTRO,
        "response": (
            "Advocates say vouchers give low-income families the same school choice that wealthy "
            "families already have, and that test scores of voucher students doubled within a year. "
            "Opponents say vouchers drain funding from the public schools that most children attend."
        ),
        "labels": {"hallucination": 1, "coverage": 0},
        "meta": {"kind": "partial-hallucination", "paraphrased": False,
                 "note": "An invented statistic ('test scores doubled') is attached to a given argument."},
    },
    {
        "id": "hockey-repetition",
        "query": "Should fighting be banned in professional hockey?",
        "topic": "fighting in hockey",
        "perspectives": [
            {"label": "pro", "arguments": [
                "Fights cause concussions that shorten players' careers and lives.",
                "Fighting sets a violent example for young players who watch the game."]},
            {"label": "con", "arguments": ["Fights let players police dirty hits themselves, which keeps the game safer."]},
        ],
        "intro": INTRO,
        "response": (
            "People who want a ban stress that fights cause concussions which shorten players' "
            "careers and even their lives. They also stress that the concussions from fighting can "
            "cut careers and lives short. On the other side, some say fights let players police "
            "dirty hits themselves, keeping the game safer."
        ),
        "labels": {"hallucination": 0, "coverage": 1},
        "meta": {"kind": "repetition", "paraphrased": True,
                 "note": "The concussion argument is repeated instead of stating the bad-example argument."},
    },
    {
        "id": "uniforms-perspective-confusion",
        "query": "Should students have to wear school uniforms?",
        "topic": "school uniforms",
        "perspectives": [
            {"label": "pro", "arguments": ["Uniforms hide income differences, which reduces bullying."]},
            {"label": "con", "arguments": ["Uniforms suppress students' freedom to express who they are."]},
        ],
        "intro": INTRO,
        "response": (
            "Supporters of uniforms argue that uniforms suppress students' freedom to express who they "
            "are. Opponents counter that uniforms hide income differences and so reduce bullying."
        ),
        "labels": {"hallucination": 1, "coverage": 1},
        "meta": {"kind": "perspective-confusion", "paraphrased": False,
                 "note": "Both arguments are stated but attributed to the wrong side. Word overlap cannot see this."},
    },
    {
        "id": "space-three-perspectives",
        "query": "Should humanity colonize space?",
        "topic": "space colonization",
        "perspectives": [
            {"label": "pro", "arguments": [
                "A settlement on another planet protects humanity from extinction if disaster strikes Earth."]},
            {"label": "con", "arguments": [
                "The trillions needed for colonies would do more good fixing problems on Earth."]},
            {"label": "cautious", "arguments": [
                "Robotic missions should map the risks before any humans settle elsewhere."]},
        ],
        "intro": INTRO,
        "response": (
            "Proponents believe that a colony on Mars or the Moon would let our species survive a "
            "catastrophe on Earth. Critics say the enormous cost would be better spent solving "
            "problems here at home. A middle position holds that robots should first explore and "
            "chart the dangers before people move off-world."
        ),
        "labels": {"hallucination": 0, "coverage": 0},
        "meta": {"kind": "error-free", "paraphrased": True, "note": "Three perspectives, all covered."},
    },
    {
        "id": "penny-coverage-dropped-side",
        "query": "Should the US stop minting the penny?",
        "topic": "penny",
        "perspectives": [
            {"label": "pro", "arguments": ["Each penny costs more than one cent to make."]},
            {"label": "con", "arguments": [
                "Rounding prices to the nearest nickel would hurt poor shoppers.",
                "Charities collect millions of dollars through penny drives."]},
        ],
        "intro": INTRO,
        "response": (
            "Those who want to retire the coin note that producing a single penny costs the mint more "
            "than the coin is worth. Those who want to keep it worry that rounding to the nearest "
            "nickel would hit poor shoppers hardest."
        ),
        "labels": {"hallucination": 0, "coverage": 1},
        "meta": {"kind": "coverage", "paraphrased": True,
                 "note": "The penny-drive argument of the con side is dropped."},
    },
]

if __name__ == "__main__":
    out = Path(__file__).with_name("gallery.jsonl")
    with out.open("w", encoding="utf-8") as f:
        for ex in examples:
            f.write(json.dumps(ex, ensure_ascii=False) + "\n")
    print(f"wrote {len(examples)} examples to {out}")
