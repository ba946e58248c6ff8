"""Which sentences the topic-sentence rule frees from support, and whether the pair model could judge them instead (stop 36).

    python benchmarks/topic_sentences.py examples/organic/organic_val.jsonl [MORE.jsonl …] [--model DIR] [--threads 2]

For every response of each file: the sentences ``detectors.classifier.claims.topic_sentences`` finds, whether
the framing-word rule already frees them, and which labelled error spans (``meta.errors``, the organic set's
format; ``meta.word_labels.response`` for the dev files) they overlap. Then the pair model's P(entailment) of
(rest of the topic sentence's paragraph, topic sentence): whether the paragraph the sentence announces states it.
Probes beside them: each topic sentence replaced by a short invented claim, scored against the same paragraph,
so the two distributions can be compared. Prints a Markdown table and a summary line per file.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from detectors.classifier.claims import is_framing, label_stems, paragraph_of, topic_sentences  # noqa: E402
from detectors.classifier.detector import load_pair_model  # noqa: E402
from detectors.core.jsonl import read_jsonl  # noqa: E402
from detectors.core.scored import example_of  # noqa: E402
from detectors.core.text import Sentence, split_sentences  # noqa: E402

PROBES = ("Critics also warn that it raises crime.", "Opponents say it will double taxes.",
          "Many doctors say the practice is dangerous.", "Supporters claim it saves lives.")


def error_spans(row: dict) -> list[tuple[str, tuple[int, int]]]:
    """(kind, span) of each labelled clause error: the organic set's ``meta.errors``, else the dev files' word labels."""
    meta = row.get("meta") or {}
    if meta.get("errors") is not None:
        return [(e["type"], tuple(e["span"])) for e in meta["errors"] if e.get("span")]
    return [("hallucination", tuple(s)) for s in (meta.get("word_labels") or {}).get("response", [])]


def rest_of_paragraph(text: str, sentences: list[Sentence], i: int) -> str:
    paragraph = paragraph_of(text, sentences)
    after = [s for j, s in enumerate(sentences) if j > i and paragraph[j] == paragraph[i] and not s.heading]
    return text[after[0].start : after[-1].end]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--model", help="cross-encoder folder (default: the shipped one)")
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    pm = load_pair_model(args.model, threads=args.threads)
    for path in args.files:
        found = []
        rows = [line.data for line in read_jsonl(path) if isinstance(line.data, dict)]
        for row in rows:
            text, labels = row["response"], label_stems(example_of(row))
            sentences = split_sentences(text)
            for i in sorted(topic_sentences(text, sentences)):
                s = sentences[i]
                hits = [kind for kind, (a, b) in error_spans(row) if a < s.end and s.start < b]
                found.append((row.get("id", ""), s.text, rest_of_paragraph(text, sentences, i), hits,
                              is_framing(s.text, labels)))
        pairs = [(rest, topic) for _, topic, rest, _, _ in found]
        probes = [(rest, PROBES[k % len(PROBES)]) for k, (_, _, rest, _, _) in enumerate(found)]
        probs = pm.probs(pairs + probes) if found else []
        print(f"\n### {Path(path).name}: {len(rows)} responses, {len(found)} topic sentences\n")
        print("| id | topic sentence | framing words only | overlaps a labelled error | P(stated by the rest of its paragraph) | same, an invented probe |")
        print("|---|---|---|---|---|---|")
        for k, (rid, topic, _, hits, framing) in enumerate(found):
            print(f"| {rid} | {json.dumps(topic, ensure_ascii=False)} | {'yes' if framing else 'no'} | "
                  f"{', '.join(hits) or 'no'} | {probs[k]:.2f} | {probs[len(found) + k]:.2f} |")
        if found:
            own, probe = probs[: len(found)], probs[len(found):]
            print(f"\nsummary: {len(found)} topic sentences in {len({f[0] for f in found})} responses, "
                  f"{sum(bool(f[3]) for f in found)} overlapping a labelled error; P(stated by the rest of the paragraph) "
                  f"{min(own):.2f}–{max(own):.2f}, invented probes {min(probe):.2f}–{max(probe):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
