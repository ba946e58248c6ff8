"""Alembic environment: ``open_store`` passes its open connection in ``config.attributes["connection"]``;
run by the ``alembic`` command line instead, ``sqlalchemy.url`` of its config (or ``$FAITHSCOPE_DB``) is used."""
from __future__ import annotations

from alembic import context
from sqlalchemy import Connection, create_engine

from detectors.review.models import Base


def _run(connection: Connection) -> None:
    # render_as_batch: SQLite changes columns by copying the table; batch mode does that for later revisions.
    context.configure(connection=connection, target_metadata=Base.metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def main() -> None:
    connection = context.config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    from detectors.review.store import db_url

    engine = create_engine(db_url(context.config.get_main_option("sqlalchemy.url")))
    with engine.connect() as conn:
        _run(conn)


main()
