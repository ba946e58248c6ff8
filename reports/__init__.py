"""Shareable HTML documents (issue 26): the case file of one example and the dataset report.

A layer of its own above ``components`` and ``detectors``: it reads results (``detectors``' result, view,
evaluation and findings types), draws them with the app's own ``components`` functions and fills Jinja2
templates (autoescaping on) shipped beside it. ``detectors`` never imports it: its ``report`` subcommand
registers itself on ``python -m detectors`` through ``detectors.cli.COMMAND_MODULES``.
"""
