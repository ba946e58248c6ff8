"""Gradient×input salience through a causal LM: ``prompt``, ``gradients``, ``words``, ``scoring`` (also the
options and their defaults), ``lm``, ``cache``, ``precompute`` (+ ``precomputed/``, shipped), ``detector``."""
