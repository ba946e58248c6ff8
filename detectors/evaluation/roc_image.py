"""ROC curves as an image file (PNG/SVG/PDF) for ``evaluate --roc``.

Matplotlib, not plotly: plotly's static export needs kaleido and a Chrome build, which cannot
be fetched offline; matplotlib (pinned, already required by captum) writes images with no
browser. The Dataset page draws the same curves interactively with plotly.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from detectors.core.result import ERROR_TYPES
from detectors.evaluation.evaluate import ALL, AucResult, format_auc


def save_roc_image(results: Sequence[AucResult], path: str | Path, slice_: str = ALL) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    levels = [lvl for lvl in ("example", "word") if any(r.level == lvl and r.slice == slice_ for r in results)]
    fig, axes = plt.subplots(len(levels), len(ERROR_TYPES), figsize=(5 * len(ERROR_TYPES), 4.4 * len(levels)),
                             squeeze=False)
    for row, lvl in enumerate(levels):
        for col, err in enumerate(ERROR_TYPES):
            ax = axes[row][col]
            ax.plot([0, 1], [0, 1], color="#bbbbbb", linestyle="--", linewidth=1)
            for r in results:
                if r.slice == slice_ and r.level == lvl and r.error_type == err and r.auc is not None:
                    ax.plot(r.fpr, r.tpr, linewidth=2, label=f"{r.detector}: {format_auc(r)}")
            ax.set_title(f"{err} ({lvl} level, {slice_})")
            ax.set_xlabel("false positive rate")
            ax.set_ylabel("true positive rate")
            ax.set_xlim(0, 1)
            ax.set_ylim(0, 1.01)
            if ax.get_legend_handles_labels()[0]:
                ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
