"""Evaluation: ``evaluate`` (ROC AUC with bootstrap intervals, word level), ``roc_image``, ``synth``,
``commands`` (the evaluate, synth and calibrate subcommands)."""
