"""The class's record: one SQLite database on the school server (``make class DATA=<folder>``)
that every child's kernel writes its answers to and the teacher's view reads.

What it keeps (docs/classroom.md says it for the school): for each tablet, a random id and the
first name or nickname the child typed; for each page (a kernel), which tablet and lesson it is;
for each answer to an exercise, the lesson, the exercise, the part, right / wrong / "Show me",
what was given (a wrong answer as typed, at most 40 characters), the hint the child got (in the
teacher's language), the try's number and the time.  Nothing else: no surname, no address, no IP.

The database is in WAL mode (readers never wait for a writer, a writer waits for another only
for a busy timeout), each write one short transaction.  :meth:`ClassRecord.forget` deletes it
all (``secure_delete``: the rows are overwritten, the WAL truncated).

>>> import tempfile
>>> rec = ClassRecord(tempfile.mkdtemp())
>>> rec.set_child("k1", "tablet-1", "Zoé")
'Zoé'
>>> rec.add_answers([answer_row("k1", "04_scoring", "ex1", 0, "wrong", "9", "Too big.", 1, 1, False, False)])
>>> rec.table("04_scoring", since=0)["children"][0]["cells"]["ex1"]["status"]
'trying'
"""

from __future__ import annotations

import csv
import io

try:
    import sqlite3
except ImportError:  # a browser's Python (Pyodide) loads sqlite3 only on demand: no class server there
    sqlite3 = None  # type: ignore[assignment]
import time
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from ..engine import check_name, name_key
from ..files import csv_cell

__all__ = ["DB_NAME", "ClassRecord", "LookAlike", "NameTaken", "answer_row", "check_nickname"]

DB_NAME = "class.sqlite3"
MAX_NICKNAME = 24  # a first name or a nickname, not a full name
MAX_GIVEN = 40
BUSY_MS = 5000

_SCHEMA = """
CREATE TABLE IF NOT EXISTS children (
  device TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS pages (
  kernel TEXT PRIMARY KEY, device TEXT NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS answers (
  id INTEGER PRIMARY KEY, kernel TEXT NOT NULL, lesson TEXT NOT NULL, exercise TEXT NOT NULL,
  part INTEGER NOT NULL, kind TEXT NOT NULL, given TEXT NOT NULL, hint TEXT NOT NULL,
  tries INTEGER NOT NULL, parts INTEGER NOT NULL, done INTEGER NOT NULL, shown INTEGER NOT NULL,
  at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS answers_lesson ON answers (lesson, at);
"""

_SCRIPTS = ("LATIN", "CYRILLIC", "GREEK", "ARMENIAN", "HEBREW", "ARABIC", "GEORGIAN")


class NameTaken(ValueError):
    """Another tablet of the class already has this name."""


class LookAlike(ValueError):
    """A name mixing the letters of two alphabets (it looks like another name)."""


def check_nickname(text: object) -> str:
    """A child's first name or nickname, as the project checks every name (``check_name``:
    length, control and invisible characters, a spreadsheet formula), at most 24 characters,
    and letters of one alphabet only (``"Аnna"`` with a Cyrillic А looks like ``"Anna"``):
    the name tidied, or :class:`BadInput`.

    >>> check_nickname("  Kasia ")
    'Kasia'
    >>> check_nickname("\\u0410nna")
    Traceback (most recent call last):
    ...
    trio_widgets.classroom._record.LookAlike: Аnna
    """
    name = check_name(text, MAX_NICKNAME)
    scripts = set()
    for ch in name:
        if ch.isalpha():
            word = unicodedata.name(ch, "").split(" ")[0]
            scripts.add(word if word in _SCRIPTS else "OTHER")
    if len(scripts) > 1:
        raise LookAlike(name)
    return name


def answer_row(
    kernel: str,
    lesson: str,
    exercise: str,
    part: int,
    kind: str,
    given: str,
    hint: str,
    tries: int,
    parts: int,
    done: bool,
    shown: bool,
    at: float | None = None,
) -> tuple[Any, ...]:
    """One answer as :meth:`ClassRecord.add_answers` writes it (``kind``: right, wrong or shown)."""
    if kind not in ("right", "wrong", "shown"):
        raise ValueError(kind)
    return (
        str(kernel)[:64],
        str(lesson)[:80],
        str(exercise)[:20],
        int(part),
        kind,
        str(given)[:MAX_GIVEN],
        str(hint)[:500],
        int(tries),
        int(parts),
        int(bool(done)),
        int(bool(shown)),
        time.time() if at is None else float(at),
    )


def _sort_key(name: str) -> str:
    """Names in the order of their letters without accents (Ádám with the A's, not after Zoé)."""
    bare = "".join(ch for ch in unicodedata.normalize("NFD", name) if not unicodedata.combining(ch))
    return bare.casefold() + "\x00" + name_key(name)


def _exercise_order(name: str) -> tuple[int, str]:
    digits = "".join(ch for ch in name if ch.isdigit())
    return (int(digits) if digits else 10**6, name)


class ClassRecord:
    """The database ``<folder>/class.sqlite3`` (made with the folder when missing)."""

    def __init__(self, folder: str | Path, *, create: bool = True) -> None:
        self.folder = Path(folder)
        self.path = self.folder / DB_NAME
        if create:
            self.folder.mkdir(parents=True, exist_ok=True)
        self._db: sqlite3.Connection | None = None

    # -- the connection ----------------------------------------------------------------
    def connect(self) -> sqlite3.Connection:
        if self._db is None:
            db = sqlite3.connect(self.path, timeout=BUSY_MS / 1000, isolation_level=None, check_same_thread=False)
            db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = NORMAL")
            db.execute("PRAGMA secure_delete = ON")
            db.executescript(_SCHEMA)
            self._db = db
        return self._db

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # -- writing -------------------------------------------------------------------------
    def add_answers(self, rows: Sequence[tuple[Any, ...]]) -> None:
        """Write answers (from :func:`answer_row`) in one short transaction."""
        db = self.connect()
        with db:
            db.execute("BEGIN IMMEDIATE")
            db.executemany(
                "INSERT INTO answers (kernel, lesson, exercise, part, kind, given, hint, tries, parts, done,"
                " shown, at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                rows,
            )

    def set_child(self, kernel: str, device: str, name: object) -> str:
        """The child on tablet ``device`` is ``name`` (checked by :func:`check_nickname`), on the
        page of kernel ``kernel``.  Another tablet with the same name (ignoring case and accents'
        spelling) is :class:`NameTaken`; the tablet's own earlier name is replaced."""
        nick = check_nickname(name)
        device = str(device)[:64]
        db = self.connect()
        now = time.time()
        with db:
            db.execute("BEGIN IMMEDIATE")
            other = db.execute(
                "SELECT device FROM children WHERE name_key = ? AND device != ?", (name_key(nick), device)
            ).fetchone()
            if other:
                raise NameTaken(nick)
            db.execute(
                "INSERT INTO children (device, name, name_key, at) VALUES (?,?,?,?) ON CONFLICT(device)"
                " DO UPDATE SET name = excluded.name, name_key = excluded.name_key, at = excluded.at",
                (device, nick, name_key(nick), now),
            )
            db.execute(
                "INSERT INTO pages (kernel, device, at) VALUES (?,?,?) ON CONFLICT(kernel)"
                " DO UPDATE SET device = excluded.device, at = excluded.at",
                (str(kernel)[:64], device, now),
            )
        return nick

    def forget(self, older_than_days: float | None = None) -> int:
        """Delete everything (or what is older than ``older_than_days``); the number of answers deleted."""
        db = self.connect()
        with db:
            db.execute("BEGIN IMMEDIATE")
            if older_than_days is None:
                n = db.execute("DELETE FROM answers").rowcount
                db.execute("DELETE FROM pages")
                db.execute("DELETE FROM children")
            else:
                cut = time.time() - older_than_days * 86400
                n = db.execute("DELETE FROM answers WHERE at < ?", (cut,)).rowcount
                db.execute("DELETE FROM pages WHERE at < ? AND kernel NOT IN (SELECT kernel FROM answers)", (cut,))
                db.execute("DELETE FROM children WHERE device NOT IN (SELECT device FROM pages)")
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.execute("VACUUM")
        return n

    # -- reading -------------------------------------------------------------------------
    def count(self) -> int:
        return int(self.connect().execute("SELECT COUNT(*) FROM answers").fetchone()[0])

    def lessons(self, since: float = 0.0) -> list[str]:
        rows = self.connect().execute(
            "SELECT lesson, MAX(at) FROM answers WHERE at >= ? GROUP BY lesson ORDER BY 2 DESC", (since,)
        )
        return [r[0] for r in rows]

    def table(self, lesson: str, since: float, exercises: Iterable[str] = (), common: int = 3) -> dict[str, Any]:
        """The teacher's table of ``lesson`` from the time ``since`` on: ``children`` (name, and
        per exercise its latest state: status ``first`` (right at the first try), ``right``
        (after more tries), ``shown``, ``trying`` (wrong so far); ``tries``), ``exercises``, and
        per exercise the ``common`` wrong answers given most often with their hint and count."""
        db = self.connect()
        rows = db.execute(
            "SELECT a.kernel, COALESCE(p.device, 'kernel:' || a.kernel), c.name, a.exercise, a.part, a.kind,"
            " a.given, a.hint, a.tries, a.parts, a.done, a.shown, a.at FROM answers a"
            " LEFT JOIN pages p ON p.kernel = a.kernel LEFT JOIN children c ON c.device = p.device"
            " WHERE a.lesson = ? AND a.at >= ? ORDER BY a.at, a.id",
            (lesson, since),
        ).fetchall()
        named = db.execute(
            "SELECT c.device, c.name FROM children c WHERE c.at >= ? ORDER BY c.name_key", (since,)
        ).fetchall()
        kids: dict[str, dict[str, Any]] = {dev: {"id": dev, "name": name, "cells": {}} for dev, name in named}
        exs = list(dict.fromkeys(exercises))
        wrong: dict[str, Counter[tuple[str, str]]] = {}
        last = 0.0
        for _k, dev, name, ex, _part, kind, given, hint, tries, parts, done, shown, at in rows:
            kid = kids.setdefault(dev, {"id": dev, "name": name, "cells": {}})
            if name:
                kid["name"] = name
            if ex not in exs:
                exs.append(ex)
            if done and not shown:
                status = "first" if tries <= parts else "right"
            elif shown:
                status = "shown"
            else:
                status = "trying"
            kid["cells"][ex] = {"status": status, "tries": tries}
            if kind == "wrong":
                wrong.setdefault(ex, Counter())[(given, hint)] += 1
            last = max(last, at)
        exs.sort(key=_exercise_order)
        children = sorted(kids.values(), key=lambda k: (k["name"] is None, _sort_key(k["name"] or ""), k["id"]))
        for n, kid in enumerate(children, 1):
            kid["n"] = n
            kid["id"] = f"c{n}"  # the tablet's id stays on the server
        mistakes = {
            ex: [{"given": g, "hint": h, "count": c} for (g, h), c in wrong[ex].most_common(common)] for ex in wrong
        }
        return {"lesson": lesson, "exercises": exs, "children": children, "mistakes": mistakes, "last": last}

    def csv_text(
        self, lesson: str, since: float, exercises: Iterable[str] = (), words: dict[str, str] | None = None
    ) -> str:
        """The table as CSV, every text cell made safe for a spreadsheet (``csv_cell``)."""
        words = words or {}
        tab = self.table(lesson, since, exercises)
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\r\n")
        w.writerow([csv_cell(words.get("child", "child"))] + [csv_cell(e) for e in tab["exercises"]])
        for kid in tab["children"]:
            row = [csv_cell(kid["name"] or f"#{kid['n']}")]
            for ex in tab["exercises"]:
                cell = kid["cells"].get(ex)
                row.append(csv_cell(f"{words.get(cell['status'], cell['status'])} ({cell['tries']})") if cell else "")
            w.writerow(row)
        return out.getvalue()
