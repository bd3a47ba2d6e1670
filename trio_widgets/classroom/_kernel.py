"""The child's kernel on the class server: each answer to a lesson's exercise is written to the
class's record, off the widget's message path.

``make class DATA=<folder>`` sets ``TRIO_CLASS_DATA`` (and ``TRIO_CLASS_LANG``, the teacher's
language) for Voila and so for every kernel it starts.  Without it (a notebook, Binder, the
static site) :func:`record_answer` returns at once and nothing is kept.

The widget calls :func:`record_answer`, which puts the answer in a queue and returns (a few
microseconds); one thread per kernel writes what is queued in one short transaction.  When the
database cannot be written (a read-only folder, a full disk) the answer is dropped and the child's
page goes on unchanged: nothing is said on it (the kernel's log says it once).
"""

from __future__ import annotations

import atexit
import logging
import os
import queue
import re

try:
    import sqlite3
except ImportError:  # a browser's Python (Pyodide) loads sqlite3 only on demand: no class server there
    sqlite3 = None  # type: ignore[assignment]
import threading
from typing import Any

from ._record import ClassRecord, answer_row

__all__ = ["Recorder", "kernel_id", "record_answer", "recorder"]

_log = logging.getLogger(__name__)


def kernel_id() -> str:
    """This kernel's id (from its connection file's name, ``kernel-<id>.json``), or ""."""
    try:
        from ipykernel.connect import get_connection_file

        m = re.search(r"kernel-([0-9a-fA-F-]{36})\.json$", get_connection_file())
        return m.group(1) if m else ""
    except Exception:
        return ""


class Recorder:
    """Answers queued by the widget, written by one thread (:meth:`flush` waits for them)."""

    def __init__(self, folder: str, kernel: str, lang: str = "en") -> None:
        self.record = ClassRecord(folder, create=False)
        self.kernel, self.lang = kernel, lang
        self._queue: queue.SimpleQueue[tuple[Any, ...] | None] = queue.SimpleQueue()
        self._idle = threading.Event()
        self._idle.set()
        self.failed = 0
        self._said = False
        self._thread = threading.Thread(target=self._write, name="trio-class-record", daemon=True)
        self._thread.start()

    def put(self, row: tuple[Any, ...]) -> None:
        self._idle.clear()
        self._queue.put(row)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every queued answer is written (or dropped); False after ``timeout``."""
        return self._idle.wait(timeout)

    def _write(self) -> None:
        while True:
            rows = [self._queue.get()]
            while True:
                try:
                    rows.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            stop = None in rows
            batch = [r for r in rows if r is not None]
            if batch:
                try:
                    self.record.add_answers(batch)
                except (sqlite3.Error, OSError) as e:
                    self.failed += len(batch)
                    self.record.close()  # try afresh next time (the folder may be writable again)
                    if not self._said:
                        self._said = True
                        _log.warning("the class record cannot be written (%s): answers are not kept", e)
            if self._queue.empty():
                self._idle.set()
            if stop:
                return

    def close(self) -> None:
        self._queue.put(None)
        self._thread.join(5)


_RECORDER: Recorder | None = None
_LOCK = threading.Lock()


def recorder() -> Recorder | None:
    """This kernel's recorder on a class server (``TRIO_CLASS_DATA`` set), else None."""
    global _RECORDER
    folder = os.environ.get("TRIO_CLASS_DATA", "")
    if not folder or sqlite3 is None:
        return None
    with _LOCK:
        if _RECORDER is None:
            _RECORDER = Recorder(folder, kernel_id() or f"pid-{os.getpid()}", os.environ.get("TRIO_CLASS_LANG", "en"))
            atexit.register(_RECORDER.flush, 3.0)
    return _RECORDER


def record_answer(question: Any, event: str, verdict: Any = None, value: Any = None) -> None:
    """What the widget calls after an answer (``event`` "answer", with the engine's ``verdict``
    and the ``value`` given) or "Show me" (``event`` "show"): queued, never raises."""
    rec = recorder()
    if rec is None:
        return
    try:
        spec = question.spec
        if not spec.lesson:  # an exercise of one's own, not a lesson's
            return
        if event == "show":
            kind, given, hint = "shown", "", ""
        else:
            kind = "right" if verdict.ok else "wrong"
            shown_value = verdict.given if verdict.given is not None else value
            given = "" if verdict.ok else _given(shown_value)
            hint = "" if verdict.ok else " ".join(line.text(rec.lang) for line in verdict.lines)
        rec.put(
            answer_row(
                rec.kernel,
                spec.lesson,
                spec.exercise,
                question.part,
                kind,
                given,
                hint,
                question.tries,
                len(spec.parts),
                question.done,
                question.shown,
            )
        )
    except Exception:  # the child's page never fails for the record
        _log.exception("the class record: an answer could not be queued")


def _given(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ", ".join(_given(v) for v in value)
    return " ".join(str(value).split())[:40]
