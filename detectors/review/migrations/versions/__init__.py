"""One module per schema revision (``alembic revision`` with ``script_location`` = ``detectors/review/migrations``)."""
