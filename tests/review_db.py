"""Databases for the review store's tests: a SQLite file, and a throwaway PostgreSQL server.

``postgres_server`` (session scope) runs Debian's ``postgresql`` binaries (``/usr/lib/postgresql/*/bin``): ``initdb``
into a temporary folder, ``pg_ctl start`` listening on a unix socket in that folder only (no TCP port, so nothing
can clash with another server), fsync off. PostgreSQL refuses to run as root: under root the folder is given to
the unprivileged user ``nobody`` and the binaries run through ``runuser``. Without the binaries the PostgreSQL
tests skip and say how to install them (``.ci/run`` does). ``review_url(request, backend)`` gives each test its
own empty database.

Use: ``from tests.review_db import BACKENDS, review_url`` and parametrize a fixture on ``BACKENDS``.
"""
from __future__ import annotations

import glob
import itertools
import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import pytest

BACKENDS = ("sqlite", "postgresql")
PG_USER = "faithscope"
_counter = itertools.count()


def pg_bin() -> Path | None:
    """The newest installed PostgreSQL's bin folder, or None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    return Path(found[-1]).parent if found else None


@dataclass
class PgServer:
    folder: Path
    bin: Path

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://{PG_USER}@/{database}?host={self.folder}"

    def create_database(self) -> str:
        import psycopg

        name = f"review_{os.getpid()}_{next(_counter)}"
        with psycopg.connect(host=str(self.folder), user=PG_USER, dbname="postgres", autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')  # test-made name: letters, digits, underscores
        return name


def _run(cmd: list[str], cwd: Path) -> None:
    if os.geteuid() == 0:
        cmd = ["runuser", "-u", "nobody", "--", *cmd]
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=120)
    if done.returncode:
        raise RuntimeError(f"{' '.join(cmd)} failed ({done.returncode}): {done.stderr or done.stdout}")


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PgServer]:
    binaries = pg_bin()
    if binaries is None:
        pytest.skip("PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb): `apt-get install postgresql` "
                    "(.ci/run does) to run the store tests on PostgreSQL too")
    # /tmp, not $TMPDIR: the server's socket path must stay under the 107 characters a unix socket name may have
    folder = Path(tempfile.mkdtemp(prefix="faithscope-pg-", dir="/tmp" if os.path.isdir("/tmp") else None))
    if os.geteuid() == 0:
        shutil.chown(folder, "nobody")
    data = folder / "data"
    _run([str(binaries / "initdb"), "-D", str(data), "-A", "trust", "-U", PG_USER, "-E", "UTF8", "--no-sync"], folder)
    _run([str(binaries / "pg_ctl"), "-D", str(data), "-l", str(folder / "server.log"), "-w", "-t", "60",
          "-o", f"-k {folder} -c listen_addresses= -F", "start"], folder)
    try:
        yield PgServer(folder, binaries)
    finally:
        try:
            _run([str(binaries / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"], folder)
        finally:
            shutil.rmtree(folder, ignore_errors=True)


def review_url(request: pytest.FixtureRequest, backend: str, tmp_path: Path) -> str:
    """A fresh empty database of ``backend`` for one test."""
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'review.sqlite'}"
    server: PgServer = request.getfixturevalue("postgres_server")
    return server.url(server.create_database())


def run_at_once(work: Callable[[object, str], None], stores: Sequence[object],
                names: Sequence[str] = ("ann", "bob")) -> list[BaseException]:
    """``work(store, name)`` for each store and reviewer name, each in its own thread at once; what they raised."""
    errors: list[BaseException] = []

    def guarded(store: object, name: str) -> None:
        try:
            work(store, name)
        except BaseException as err:  # noqa: B036  (returned to the test)
            errors.append(err)

    threads = [threading.Thread(target=guarded, args=(s, n)) for s, n in zip(stores, names)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors
