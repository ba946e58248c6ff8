#!/usr/bin/env bash
# Ablation of the entailment mixture on the organic val split (issue 24; docs/evaluation.md).
# Short runs (8,000 pairs, 1 thread, from the issue-19 cross-encoder in OLD_CE), each blended with
# the shipped bi-encoder and scored on examples/organic/organic_val.jsonl, then benchmarks/organic_eval.py.
#   bash benchmarks/entailment_ablation.sh OLD_CE OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/.."
init=${1:?the cross-encoder folder to start from}; out=${2:?output folder}
mkdir -p "$out"
for cfg in "full:" "no_nli:--no-nli" "no_perturb:--no-perturb" "two_way:--two-way"; do
  name=${cfg%%:*}; flags=${cfg#*:}
  [ -f "$out/$name/model.safetensors" ] || .venv/bin/python -m detectors.training.train_entailment \
      --out "$out/$name" --pairs 8000 --init "$init" --threads 1 --replay-share 0.3 --lr 3e-5 $flags
  .venv/bin/python benchmarks/organic_eval.py "$out/$name.val.scored.jsonl" --score-with "$out/$name" \
      --input examples/organic/organic_val.jsonl --json "$out/$name.json"
done
