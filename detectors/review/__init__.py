"""Review (issue 25): people label what the detectors found, in a database; agreement; gold sets.

* ``models``: the tables (SQLAlchemy ORM); ``migrations/``: their Alembic revisions, applied on open.
* ``store``: ``open_store(url)`` and every read and write (one transaction each; ``bulk()`` for imports).
* ``values``: the queue values stored with each example (uncertainty, detector disagreement).
* ``state``: a reviewer's verdicts, added findings, labels, note and tags on an example, replayed from the actions;
  the gold labels and findings of an example; its summary (what agreement and the disagreement queue read), which
  the store keeps up to date with every write.
* ``queue``: the review orders and progress.
* ``agreement``: human vs detector and human vs human, with bootstrap intervals.
* ``gold``: export the gold set as JSONL (labels, ``meta.word_labels``, ``meta.review``) and import it again.
* ``commands``: ``python -m detectors review export|import|stats``.

Docs: ``docs/review.md``.
"""
