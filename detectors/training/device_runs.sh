#!/bin/bash
# LoRA runs side by side on one lent GPU (stops 42 and 43), from the checkout root on the device:
#   bash detectors/training/device_runs.sh "NAME train_entailment options …" ["NAME2 …" …]
# Needs the bundle of detectors.training.device_bundle in .gpu and the five wheels in .whl (its module doc), both
# carried. Each run's adapter, training.json and log come back as $OUT/NAME.tar (a device call returns at most 8 files).
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=$PWD/.gpu/site:/tmp/site:$PWD PYTHONUNBUFFERED=1 HF_HUB_OFFLINE=1 TOKENIZERS_PARALLELISM=false
nvidia-smi -L
run() {
  name=$1; shift
  timeout 480 python3 -m detectors.training.train_entailment --device cuda --threads 3 --out "/tmp/$name" "$@" > "/tmp/$name.log" 2>&1
  echo "$name rc=$?"; tail -3 "/tmp/$name.log"
  mkdir -p "/tmp/pack/$name"; cp "/tmp/$name.log" "/tmp/pack/$name/"
  cp "/tmp/$name/adapter/adapter_config.json" "/tmp/$name/adapter/adapter_model.safetensors" "/tmp/$name/model/training.json" \
     "/tmp/pack/$name/" 2>/dev/null
  tar -C /tmp/pack -cf "$OUT/$name.tar" "$name"
}
for spec in "$@"; do
  # shellcheck disable=SC2086  # a spec is a name and its options, split on spaces
  run $spec &
done
wait
nvidia-smi --query-gpu=name,memory.used --format=csv
