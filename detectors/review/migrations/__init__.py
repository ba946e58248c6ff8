"""Alembic migrations of the review store, applied by ``detectors.review.store.open_store`` (``upgrade head``)."""
