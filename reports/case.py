"""The case file: one example with everything the Inspect page shows, as one HTML file that opens offline.

``Case`` holds what the page already computed (results, calibrated views, findings, the settings and
the view's choices); ``case_context`` turns it into the template's plain values and figures, drawn by
the same ``components`` functions as the app; ``case_file`` renders ``case.html.j2``. The dataset
report embeds the same section (``_case.html.j2``) for its chosen examples (``case_from_row``).
"""
from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from components.bars import attribution_bars, contribution_bars
from components.findings import TYPE_COLOURS, diff_html, finding_title
from components.heatmap import CLIP_PERCENTILE, salience_heatmap
from components.highlight import highlighted_arguments, highlighted_response, legend, shading_result, stretch
from components.probabilities import coverage_bars, shaded_response_html
from components.scorecards import (
    ERROR_NAMES,
    calibration_status,
    comparison_figure,
    reliability_note,
    shown_scores,
    stretch_note,
    unmapped_note,
)
from components.side_by_side import arguments_table, coverage_figure, detector_column, response_table
from components.source_share import source_share_bars, source_share_html
from detectors.calibration import SHIPPED_DIR, CalibratedResult, Calibration
from detectors.calibration.apply import calibrate_all, refusals
from detectors.core.example import Example
from detectors.core.result import ClassifierLocalization, DetectorResult, Outcome, SalienceMaps, Status
from detectors.core.scored import example_of
from detectors.findings.types import Finding

from .render import component_html, figure, render


@dataclass
class Comparison:
    """Response B as the Inspect page compares it: its results (fast detectors), flagged findings and the
    ``score_differences`` rows."""

    example: Example
    results: Mapping[str, DetectorResult]
    findings: Sequence[Finding]
    differences: Sequence[Mapping[str, Any]]


@dataclass
class Case:
    """One example as the Inspect page shows it. ``findings``: the flagged ones (the side-by-side list);
    ``selected``: index of the finding outlined in every column; ``settings``: detector → options used."""

    example: Example
    results: Mapping[str, Outcome]
    calibrated: Mapping[str, CalibratedResult | None]
    refused: Mapping[str, str] = field(default_factory=dict)
    findings: Sequence[Finding] = ()
    settings: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    calibration_source: str = ""
    shade_by: str | None = None
    relative: bool = False
    selected: int | None = None
    link: str | None = None
    link_note: str | None = None
    reliability: Mapping | None = None
    compare: Comparison | None = None


def calibration_source(calibration: Calibration | None) -> str:
    """What a shared document says about the calibration: never the server's folder path, only its name."""
    if calibration is None:
        return "none (scores only)"
    if calibration.source and Path(calibration.source).resolve() == SHIPPED_DIR.resolve():
        return "shipped with Faithscope"
    return f"calibration folder “{Path(calibration.source).name}”" if calibration.source else "given in memory"


def case_from_results(example: Example, results: Mapping[str, Outcome], calibration: Calibration | None,
                      findings: Sequence[Finding], **view: Any) -> Case:
    """A case from detector results and the calibration in use (the calibrated views computed here, as the page does)."""
    return Case(example, results, calibrate_all(dict(results), calibration), refusals(dict(results), calibration),
                findings, calibration_source=calibration_source(calibration), **view)


def case_from_row(row: dict[str, Any], calibration: Calibration | None, link: str | None = None,
                  reliability: Mapping | None = None) -> Case:
    """A case from a scored row (``score --details`` gives the word scores and findings; without, the scores only)."""
    example = example_of(row)
    results: dict[str, Outcome] = {n: DetectorResult.from_dict(n, d) for n, d in (row.get("scores") or {}).items()
                                   if isinstance(d, dict) and "hallucination" in d}
    findings = [Finding.from_dict(f) for f in row.get("findings") or [] if isinstance(f, dict)]
    findings = [f for f in findings if f.evidence.get("flagged", True)]
    return case_from_results(example, results, calibration, findings, link=link, reliability=reliability)


def _done(case: Case) -> dict[str, DetectorResult]:
    return {n: r for n, r in case.results.items() if isinstance(r, DetectorResult)}


def _detector_cards(case: Case) -> list[dict[str, Any]]:
    cards = []
    for name, res in case.results.items():
        text, muted = reliability_note(name, case.reliability, res.calibration_domain if isinstance(res, DetectorResult) else "")
        card: dict[str, Any] = {"name": name, "reliability": text, "muted": muted}
        if isinstance(res, Status):
            card["status"] = res.text
        else:
            cal = case.calibrated.get(name)
            card["shown"] = {ERROR_NAMES[e]: v for e, v in shown_scores(res, cal).items()}
            if cal is not None and cal.is_probability:
                card["probabilities"] = [(ERROR_NAMES[e], p, cal.flagged.get(e, False), cal.thresholds.get(e))
                                         for e, p in cal.probs.items()]
            card["stretch"] = stretch_note(res, cal)
            card["calibration"] = calibration_status(cal, case.refused.get(name)) or unmapped_note(cal)
            card["model_id"] = res.model_id
        cards.append(card)
    return cards


def _findings(case: Case) -> list[dict[str, Any]]:
    labels = [p.label for p in case.example.perspectives]
    arguments = [list(p.arguments) for p in case.example.perspectives]
    out = []
    for i, f in enumerate(case.findings):
        item: dict[str, Any] = {"title": finding_title(f, labels, arguments), "type": f.type,
                                "colour": TYPE_COLOURS.get(f.type, "#333"), "selected": i == case.selected,
                                "evidence": json.dumps(f.evidence, indent=1, ensure_ascii=False, default=str)}
        if f.edit is not None:
            item["edit"] = f.edit.description
            item["diff"] = component_html(diff_html(case.example.response, f.edit.apply(case.example.response)))
        out.append(item)
    return out


def _text(v: Any) -> str:
    return "" if v is None else str(v)


def _dict(v: Any) -> dict:
    return v if isinstance(v, dict) else {}


def review_summary(meta: Mapping[str, Any]) -> dict[str, Any] | None:
    """The review of an example as a gold export writes it (``meta.review``, detectors.review.gold): each reviewer's
    labels, verdicts on the findings (by index in the row's ``findings``), added findings, note and tags; the settled
    and disputed error types. None when there is none. Read defensively: it is input like any other field."""
    review = meta.get("review")
    if not isinstance(review, dict):
        return None
    reviewers = [{
        "name": _text(name),
        "labels": {_text(k): _text(v) for k, v in _dict(st.get("labels")).items()},
        "verdicts": [(_text(i), _text(v.get("verdict")), _text(v.get("type")))
                     for i, v in _dict(st.get("verdicts")).items() if isinstance(v, dict)],
        "added": [_text(f.get("type")) for f in st.get("added") or [] if isinstance(f, dict)],
        "note": _text(st.get("note")), "tags": [_text(t) for t in st.get("tags") or [] if t is not None],
    } for name, st in _dict(review.get("reviewers")).items() if isinstance(st, dict)]
    disputed = review.get("disputed")
    out = {"dataset": _text(review.get("dataset")), "reviewers": reviewers,
           "settled": {_text(e): _text(v.get("value")) for e, v in _dict(review.get("settled")).items() if isinstance(v, dict)},
           "disputed": [_text(d) for d in disputed] if isinstance(disputed, list) else []}
    return out if reviewers or out["settled"] or out["disputed"] else None


def _salience(res: DetectorResult, case: Case) -> dict[str, Any] | None:
    maps = res.details
    if not isinstance(maps, SalienceMaps) or not getattr(maps, "complete", True):
        return None
    labels = [p.label for p in case.example.perspectives]
    arguments = [list(p.arguments) for p in case.example.perspectives]
    return {
        "caption": f"model {maps.model} · method {maps.method} · normalization {maps.normalization} · "
                   f"aggregation {maps.aggregation} · colour scale clipped at the {CLIP_PERCENTILE:g}th percentile",
        "heatmap": figure(salience_heatmap(maps, perspective_labels=labels, arguments=arguments)),
        "share_html": component_html(source_share_html(case.example.response, maps)),
        "share": figure(source_share_bars(maps)),
        "contribution": figure(contribution_bars(maps, labels)),
        "attribution": figure(attribution_bars(maps)),
    }


def _classifier(res: DetectorResult, cal: CalibratedResult | None, case: Case) -> dict[str, Any] | None:
    loc = res.details
    if not isinstance(loc, ClassifierLocalization):
        return None
    calibrated = cal is not None and cal.is_probability
    shown = cal.localization(loc) if cal is not None and calibrated else loc  # as the Inspect page's classifier tab
    return {"caption": f"model {loc.model} · {loc.rule}", "calibrated": calibrated,
            "bars": figure(coverage_bars(shown, case.example)),
            "shaded": component_html(shaded_response_html(shown, case.example))}


def _comparison(cmp: Comparison) -> dict[str, Any]:
    shade = shading_result(cmp.results)
    labels = [p.label for p in cmp.example.perspectives]
    arguments = [list(p.arguments) for p in cmp.example.perspectives]
    columns = list(cmp.differences[0]) if cmp.differences else []
    return {"shaded_by": shade.detector if shade else None,
            "response": component_html(highlighted_response(cmp.example.response, shade.response_words if shade else [])),
            "findings": [finding_title(f, labels, arguments) for f in cmp.findings if f.evidence.get("flagged", True)],
            "has_classifier": "classifier" in cmp.results, "columns": columns,
            "rows": [[r.get(c) for c in columns] for r in cmp.differences]}


def case_context(case: Case) -> dict[str, Any]:
    """The template's values for one case section (plain values, figure dicts and component HTML)."""
    ex = case.example
    done = _done(case)
    perspectives = [(p.label, list(p.arguments)) for p in ex.perspectives]
    link = case.link if case.link and case.link.startswith(("http://", "https://")) else None  # never javascript: etc.
    ctx: dict[str, Any] = {"example": ex, "perspectives": perspectives, "cards": _detector_cards(case),
                           "findings": _findings(case), "link": link, "link_note": case.link_note,
                           "settings": {n: dict(o) for n, o in case.settings.items() if o},
                           "calibration_source": case.calibration_source, "note": ex.meta.get("note"),
                           "review": review_summary(ex.meta),
                           "compare": _comparison(case.compare) if case.compare is not None else None}
    if len(done) > 1:
        ctx["comparison"] = figure(comparison_figure(case.results, case.calibrated))
    if done:
        shade_by = case.shade_by if case.shade_by in done else next(iter(done))
        shade = done[shade_by]
        words_r = stretch(shade.response_words) if case.relative else shade.response_words
        words_a = stretch(shade.argument_words) if case.relative else shade.argument_words
        ctx["highlight"] = {"by": shade_by, "relative": case.relative,
                            "response": component_html(highlighted_response(ex.response, words_r, ex.intro)),
                            "arguments": component_html(highlighted_arguments(perspectives, words_a, shade.argument_coverage)),
                            "legend": component_html(legend())}
        columns = [detector_column(r, case.calibrated.get(n)) for n, r in done.items()]
        selected = case.findings[case.selected] if case.selected is not None and case.selected < len(case.findings) else None
        span = tuple(selected.span) if selected and selected.span else None
        argument = tuple(selected.argument) if selected and selected.argument else None
        threshold = next((1 - v.thresholds["coverage"] for v in case.calibrated.values()
                          if v is not None and v.is_probability and v.argument_stated is not None), None)
        ctx["side_by_side"] = {
            "response": component_html(response_table(ex.response, columns, span)),  # type: ignore[arg-type]
            "arguments": component_html(arguments_table(perspectives, columns, argument)),  # type: ignore[arg-type]
            "coverage": figure(coverage_figure(perspectives, columns, argument, threshold)),  # type: ignore[arg-type]
        }
        ctx["salience"] = next((s for r in done.values() if (s := _salience(r, case)) is not None), None)
        ctx["classifier"] = next((c for n, r in done.items() if (c := _classifier(r, case.calibrated.get(n), case))), None)
        ctx["model_ids"] = {n: r.model_id for n, r in done.items() if r.model_id}
    return ctx


def case_file(case: Case) -> str:
    """The self-contained HTML case file of one example."""
    title = f"Faithscope case · {case.example.id or case.example.topic or case.example.query[:60]}"
    return render("case.html.j2", title=title, case=case_context(case))
