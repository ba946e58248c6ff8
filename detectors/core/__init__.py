"""The input format and what every detector shares: ``example`` (Example, loaders), ``csv_input``, ``text``
(words, sentences, clauses), ``result`` (DetectorResult and the typed details), ``paths``, ``device``."""
