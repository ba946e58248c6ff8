"""Where examples get scored: in this process, in a local process pool, or on a Ray cluster.

Every engine scores chunks of examples with the same function, ``score_examples`` (pool workers and Ray
actors through ``score_chunk(spec, example_jsons)``); each example may carry the ``scores`` an earlier run
left, which are kept. A detector that offers ``run_many`` gets a chunk at once (the classifier batches and
de-duplicates its pairs over it). Rows are yielded as chunks finish (order may differ from the input
with more than one worker). Detectors, and so their models, are built once per worker
process or Ray actor from a picklable ``DetectorSpec`` and reused for every example.

Ray is imported lazily: the local engines never need it installed.
"""
from __future__ import annotations

import math
import os
from collections.abc import Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from enum import Enum
from multiprocessing import get_context
from pathlib import Path
from typing import Any, TypeAlias

from detectors.calibration.store import Calibration
from detectors.core.example import Example
from detectors.core.result import BatchDetector, Detector
from detectors.core.scored import example_of

ENGINES = ("local", "ray")
# Jobs the serial engine scores together: a batch detector shares work over them (rows of one response,
# shared arguments, fuller batches); rows are written when their chunk is done.
SERIAL_CHUNK = 32


class DefaultCalibration(Enum):
    """The type of ``DEFAULT_CALIBRATION``, its one value."""

    DEFAULT = "default"


# ``calibration`` argument meaning "the default calibration" ($FAITHSCOPE_CALIBRATION, else the
# shipped one), read where the findings are made. An enum member, so it pickles to pool workers and
# Ray actors as itself; callers that know their calibration pass it (a ``Calibration``, or None for
# raw thresholds) and workers then never read the environment.
DEFAULT_CALIBRATION = DefaultCalibration.DEFAULT
# What a ``calibration`` argument may be: a calibration, None (raw thresholds) or ``DEFAULT_CALIBRATION``.
CalibrationChoice: TypeAlias = Calibration | DefaultCalibration | None


@dataclass(frozen=True)
class Job:
    """One example to score, with the scores an earlier run left for it (kept, not recomputed)."""

    example: Example
    existing: dict[str, Any] | None = None


@dataclass(frozen=True)
class DetectorSpec:
    """Which detectors to build, with their options: what a worker needs to load them itself."""

    names: tuple[str, ...]
    options: dict[str, dict[str, Any]] = field(default_factory=dict)

    def build(self) -> list[Detector]:
        from detectors.run.registry import make_detector

        return [make_detector(n, **self.options.get(n, {})) for n in self.names]

    def cache_key(self) -> str:
        return repr((self.names, sorted((k, sorted(v.items())) for k, v in self.options.items())))


def has_score(scores: dict[str, Any] | None, name: str, details: bool) -> bool:
    """Whether ``scores`` holds detector ``name``'s result, with word-level details when ``details``."""
    entry = (scores or {}).get(name)
    return isinstance(entry, dict) and "hallucination" in entry and (not details or "response_words" in entry)


def score_example(example: Example, detectors: Sequence[Detector], details: bool = False,
                  existing: dict[str, Any] | None = None, calibration: CalibrationChoice = DEFAULT_CALIBRATION) -> dict[str, Any]:
    """The output row: the example as JSON plus ``scores[detector] = {hallucination, coverage, ...}``.

    ``existing``: scores of an earlier run of this example; a detector found there (with details
    when asked) is not run again, and scores of other detectors are kept.
    ``calibration``: the thresholds and calibrated confidences of the findings (``details`` only):
    a ``Calibration``, None (raw thresholds) or ``DEFAULT_CALIBRATION``.
    """
    return score_examples([Job(example, existing)], detectors, details, calibration)[0]


def score_examples(jobs: Sequence[Job], detectors: Sequence[Detector], details: bool = False,
                   calibration: CalibrationChoice = DEFAULT_CALIBRATION) -> list[dict[str, Any]]:
    """``score_example`` of every job, in order; a detector that offers ``run_many`` (``BatchDetector``)
    gets the chunk's examples that still need it in one call (the classifier batches their pairs together)."""
    rows = [job.example.to_json_dict() for job in jobs]
    scores = [dict(job.existing or {}) for job in jobs]
    for d in detectors:
        todo = [i for i, s in enumerate(scores) if not has_score(s, d.name, details)]
        if isinstance(d, BatchDetector) and len(todo) > 1:
            results = d.run_many([jobs[i].example for i in todo])
        else:
            results = [d.run(jobs[i].example) for i in todo]
        for i, r in zip(todo, results):
            scores[i][d.name] = r.to_dict(details=details)
    resolved = resolve_calibration(calibration) if details else None
    for job, row, s in zip(jobs, rows, scores):
        row["scores"] = s
        if details:
            row["findings"] = _findings(job.example, s, resolved)
    return rows


def resolve_calibration(calibration: CalibrationChoice) -> Calibration | None:
    """``calibration`` itself, or for ``DEFAULT_CALIBRATION`` the default one (None when it cannot be read)."""
    if calibration is not DEFAULT_CALIBRATION:
        return calibration
    from detectors.calibration import load_calibration

    try:
        return load_calibration()
    except ValueError:
        return None


def _findings(example: Example, scores: dict[str, Any], calibration: Calibration | None) -> list[dict[str, Any]]:
    """Typed findings (``detectors.findings``) from the row's detailed scores, thresholds from ``calibration``."""
    from detectors.core.result import DetectorResult
    from detectors.findings import find_findings

    results = {n: DetectorResult.from_dict(n, v) for n, v in scores.items() if has_score(scores, n, True)}
    return [f.to_dict() for f in find_findings(example, results, calibration)]


# One set of detectors per process, keyed by spec: a pool worker builds its models once.
_WORKER_DETECTORS: dict[str, list[Detector]] = {}


def _detectors_for(spec: DetectorSpec) -> list[Detector]:
    key = spec.cache_key()
    if key not in _WORKER_DETECTORS:
        _WORKER_DETECTORS[key] = spec.build()
    return _WORKER_DETECTORS[key]


def score_chunk(spec: DetectorSpec, chunk: list[dict[str, Any]], details: bool,
                calibration: CalibrationChoice = DEFAULT_CALIBRATION) -> list[dict[str, Any]]:
    """Rows of a chunk of example JSON objects (what pool workers and Ray actors run), scored together."""
    jobs = [Job(example_of(d), d.get("scores")) for d in chunk]
    return score_examples(jobs, _detectors_for(spec), details, calibration)


def chunk_size(n: int, workers: int) -> int:
    """Small enough to balance load and report progress often; big enough to amortise the hop."""
    return max(1, min(16, math.ceil(n / (workers * 8)))) if n else 1


def _chunks(items: list[dict[str, Any]], size: int) -> list[list[dict[str, Any]]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


def job_data(job: Job) -> dict[str, Any]:
    return {**job.example.to_json_dict(), **({"scores": job.existing} if job.existing else {})}


def run_serial(detectors: Sequence[Detector], jobs: Sequence[Job], details: bool,
               calibration: CalibrationChoice = DEFAULT_CALIBRATION) -> Iterator[dict[str, Any]]:
    """Rows in input order, scored ``SERIAL_CHUNK`` jobs at a time (``score_examples``)."""
    calibration = resolve_calibration(calibration)  # read once, not per example
    for b in range(0, len(jobs), SERIAL_CHUNK):
        yield from score_examples(jobs[b : b + SERIAL_CHUNK], detectors, details, calibration)


def _init_pool_worker(spec: DetectorSpec, threads: int) -> None:
    # Before torch is imported in this fresh (spawned) process: don't oversubscribe the cores.
    os.environ.setdefault("OMP_NUM_THREADS", str(threads))
    os.environ.setdefault("MKL_NUM_THREADS", str(threads))
    _detectors_for(spec)


def run_pool(spec: DetectorSpec, jobs: Sequence[Job], details: bool, workers: int,
             calibration: CalibrationChoice = DEFAULT_CALIBRATION) -> Iterator[dict[str, Any]]:
    """A local process pool (spawned, so torch state is never forked); rows yielded as chunks finish.

    ``calibration`` is resolved here and pickled to the workers with each chunk."""
    calibration = resolve_calibration(calibration)
    data = [job_data(j) for j in jobs]
    threads = max(1, (os.cpu_count() or 1) // workers)
    ctx = get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=ctx, initializer=_init_pool_worker, initargs=(spec, threads)) as pool:
        pending = {pool.submit(score_chunk, spec, c, details, calibration) for c in _chunks(data, chunk_size(len(data), workers))}
        try:
            while pending:
                finished, pending = wait(pending, return_when=FIRST_COMPLETED)
                for fut in finished:
                    yield from fut.result()
        finally:
            for fut in pending:
                fut.cancel()


def _ray_runtime_env() -> dict[str, Any]:
    """Ship this package to the cluster's workers so a remote node needs only the pinned requirements."""
    package = Path(__file__).resolve().parent.parent  # the whole ``detectors`` package, shipped data included
    return {"py_modules": [str(package)], "excludes": ["__pycache__", "*.pyc"]}


def actor_gpus(spec: DetectorSpec, resources: dict[str, float] | None = None) -> float:
    """GPUs each Ray actor asks for: 1 when a detector of ``spec`` with a ``device`` option runs on CUDA
    (``cuda``/``cuda:N``, or ``auto`` on a cluster with GPUs), else 0. ``cuda`` on a cluster
    without GPUs raises ValueError (the actors could never be placed)."""
    from detectors.run.registry import detector_info

    have = float((resources or {}).get("GPU", 0))
    for name in spec.names:
        defaults = {o.name: o.default for o in detector_info(name).options}
        if "device" not in defaults:
            continue
        device = str(spec.options.get(name, {}).get("device") or defaults["device"]).lower()
        if device.startswith("cuda"):
            if have <= 0:
                raise ValueError(f"{name}: --device {device} on Ray needs GPU nodes, and the cluster has none")
            return 1.0
        if device == "auto" and have > 0:
            return 1.0
    return 0.0


def run_ray(
    spec: DetectorSpec,
    jobs: Sequence[Job],
    details: bool,
    workers: int | None = None,
    address: str | None = None,
    calibration: CalibrationChoice = DEFAULT_CALIBRATION,
) -> Iterator[dict[str, Any]]:
    """Map ``score_chunk`` over Ray actors (one model load per actor), rows yielded as chunks finish.

    ``address``: an existing cluster (``ray://head:10001`` or ``auto``); ``None`` starts a
    local Ray instance, or joins the one already initialised in this process.
    ``workers``: number of actors; default one per CPU in the cluster.
    ``calibration``: resolved here (on the machine running the command) and shipped to each actor once.
    """
    calibration = resolve_calibration(calibration)
    import ray  # lazy: only this engine needs Ray
    from ray.util.actor_pool import ActorPool

    started_here = False
    if not ray.is_initialized():
        ray.init(address=address, runtime_env=_ray_runtime_env(), include_dashboard=False,
                 log_to_driver=False, num_cpus=None if address else workers)
        started_here = True
    try:
        resources = ray.cluster_resources()
        gpus = actor_gpus(spec, resources)
        n_actors = workers or max(1, int(resources.get("GPU", 1) / gpus if gpus else resources.get("CPU", 1)))

        class _Scorer:
            def __init__(self, spec: DetectorSpec, calibration: Calibration | None) -> None:
                self.spec = spec
                self.calibration = calibration
                _detectors_for(spec)  # load the models once, when the actor starts

            def score(self, chunk: list[dict[str, Any]], details: bool) -> list[dict[str, Any]]:
                return score_chunk(self.spec, chunk, details, self.calibration)

        # ray.remote(...)(cls) rather than the decorator, so type checkers see an ActorClass
        Scorer = ray.remote(num_cpus=1, num_gpus=gpus)(_Scorer)
        actors = [Scorer.remote(spec, calibration) for _ in range(n_actors)]
        data = [job_data(j) for j in jobs]
        pool = ActorPool(actors)
        for rows in pool.map_unordered(lambda a, c: a.score.remote(c, details), _chunks(data, chunk_size(len(data), n_actors))):
            yield from rows
        for a in actors:
            ray.kill(a)  # type: ignore[arg-type]  # ray types remote() as ActorHandle | type (its ActorProxy); it is a handle
    finally:
        if started_here:
            ray.shutdown()
