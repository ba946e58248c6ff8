"""Build-time only (data preparation, the two trainers): the runtime never imports this package
(``tests/unit/test_architecture.py``)."""
