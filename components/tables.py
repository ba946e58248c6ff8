"""The Dataset page's results table: one row per scored example, filters, pages, exports.

Pure pandas (no streamlit, no models): the page passes scored rows in, gets frames out.
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pandas as pd

from detectors.core.example import encode_example
from detectors.core.result import ERROR_TYPES
from detectors.core.scored import DISAGREE_GAP as DISAGREE_GAP  # the rule lives in detectors.core.scored
from detectors.core.scored import disagreements, example_of

# The Inspect page is app.py's default page, served at the app's root: "./" from /dataset.
INSPECT_PATH = "./"
PAGE_SIZES = (25, 50, 100, 250)


def inspect_link(row: dict[str, Any], base: str = INSPECT_PATH) -> str:
    """A link that opens the row's example in the Inspect page (``?ex=<encode_example>``)."""
    example = example_of(row)
    return f"{base}?ex={encode_example(example)}"


def results_frame(rows: Sequence[dict[str, Any]], detectors: Sequence[str]) -> pd.DataFrame:
    """Columns: row, id, topic, query, labels, ``<detector> · <error>`` scores, disagreement, note, inspect link."""
    records = []
    for i, r in enumerate(rows, start=1):
        labels = r.get("labels") or {}
        scores = r.get("scores") or {}
        rec: dict[str, Any] = {
            "row": i, "id": r.get("id", ""), "topic": r.get("topic", ""), "query": r["query"],
            "label hallucination": labels.get("hallucination"), "label coverage": labels.get("coverage"),
        }
        for d in detectors:
            for err in ERROR_TYPES:
                rec[f"{d} · {err}"] = (scores.get(d) or {}).get(err)
        rec["disagreement"] = ", ".join(disagreements({d: scores[d] for d in detectors if d in scores}))
        rec["note"] = (r.get("meta") or {}).get("note", "")
        rec["inspect"] = inspect_link(r)
        records.append(rec)
    cols = (["row", "id", "topic", "query", "label hallucination", "label coverage"]
            + [f"{d} · {e}" for d in detectors for e in ERROR_TYPES] + ["disagreement", "note", "inspect"])
    df = pd.DataFrame(records, columns=cols)
    for c in ("label hallucination", "label coverage"):
        df[c] = df[c].astype("Int64")
    return df


def filter_frame(df: pd.DataFrame, text: str = "", label: str = "any", disagreeing_only: bool = False) -> pd.DataFrame:
    """Text search over id/topic/query/note; label: any | error-free | hallucination | coverage | unlabelled."""
    out = df
    if text.strip():
        needle = text.strip().lower()
        hay = out[["id", "topic", "query", "note"]].fillna("").astype(str).agg(" ".join, axis=1).str.lower()
        out = out[hay.str.contains(needle, regex=False)]
    h, c = out["label hallucination"], out["label coverage"]
    if label == "error-free":
        out = out[(h == 0) & (c == 0)]
    elif label in ERROR_TYPES:
        out = out[out[f"label {label}"] == 1]
    elif label == "unlabelled":
        out = out[h.isna() & c.isna()]
    if disagreeing_only:
        out = out[out["disagreement"] != ""]
    return out


def sort_frame(df: pd.DataFrame, column: str, descending: bool) -> pd.DataFrame:
    return df.sort_values(column, ascending=not descending, na_position="last", kind="stable")


def page_of(df: pd.DataFrame, page: int, size: int) -> pd.DataFrame:
    """Rows of 1-based page ``page``; the last page when ``page`` is past the end."""
    pages = max(1, -(-len(df) // size))
    page = min(max(1, page), pages)
    return df.iloc[(page - 1) * size : page * size]


def highlight_disagreements(df: pd.DataFrame):
    """A Styler shading rows where detectors disagree (st.dataframe renders Stylers)."""
    return df.style.apply(
        lambda r: ["background-color: #fff3cd" if r["disagreement"] else "" for _ in r], axis=1
    ).format(precision=3, na_rep="")


def to_jsonl(rows: Sequence[dict[str, Any]]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def to_csv(df: pd.DataFrame) -> bytes:
    return df.drop(columns=["inspect"]).to_csv(index=False).encode("utf-8")
