"""Gradient×input salience through a causal LM: ``prompt``, ``gradients``, ``words``, ``scoring``, ``lm``,
``cache``, ``score_range``, ``precompute`` (+ ``precomputed/``, shipped), ``detector``."""
