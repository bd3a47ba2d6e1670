"""A child's progress kept across a reload of the page: a lesson's answers and stars, a game in
progress.

Where it is kept: a small JSON file per widget, ``.trio-progress-<key>.json`` in the kernel's
working folder (the notebook's folder).  It is written only in the static site (the Pyodide
kernel, ``sys.platform == "emscripten"``), where that folder is JupyterLite's drive, which the
browser keeps in its IndexedDB, so the file survives a reload and the site's "start again"
button deletes it with the rest of the site's storage.  In Jupyter on a server (Binder, a
JupyterHub, a laptop) nothing is written and nothing is read: re-running a lesson starts it
afresh, as it always did.

The browser decides nothing: the kernel writes the file through the package's one writer
(:func:`~trio_widgets.files.write_file`) and reads it back when the same widget (the same key)
is made again; what comes back is checked as if a stranger had written it (a game is replayed
move by move by the engine's own loader, an answer is checked again).  A file that is not
right is refused: the widget starts afresh and says so; nothing raises into the page.

>>> import tempfile
>>> folder = tempfile.mkdtemp()
>>> p = Progress("04-ex1", folder=folder, platform="emscripten")
>>> p.save("question", {"tries": 2}); p.load("question")
{'tries': 2}
>>> Progress("04-ex1", folder=folder, platform="linux").load("question") is None
True
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..files._json import parse_json
from ..files._write import write_file
from ..words._i18n import MsgError

__all__ = ["FORMAT", "MAX_CHARS", "KeepsProgress", "Progress", "ProgressError", "progress_of"]

#: the ``format`` of a progress file
FORMAT = "trio_widgets/progress"
VERSION = 1
#: a progress file longer than this is refused before it is read (a saved game is a few KB)
MAX_CHARS = 2_000_000
_KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,59}")


class ProgressError(MsgError):
    """A progress key or file that cannot be used (``msg`` says why, in any language)."""


class Progress:
    """Where one widget keeps its progress: ``key`` names it (letters, digits, ``-`` and ``_``,
    at most 60), ``folder`` is where its file goes (default: the working folder), ``platform``
    is ``sys.platform`` unless given: only ``"emscripten"`` (the site's kernel) saves."""

    def __init__(self, key: object, *, folder: str | os.PathLike[str] | None = None, platform: str | None = None):
        if not isinstance(key, str) or not _KEY.fullmatch(key):
            raise ProgressError("progress.error.key", value=str(key)[:30])
        self.key = key
        self.platform = sys.platform if platform is None else platform
        self.folder = Path(folder) if folder is not None else Path.cwd()
        #: the last save that failed (a full or read-only drive), or None: the game goes on regardless
        self.problem: Exception | None = None

    def __repr__(self) -> str:
        return f"Progress({self.key!r}, active={self.active})"

    @property
    def active(self) -> bool:
        """True where progress is kept: in the site's kernel (Pyodide)."""
        return self.platform == "emscripten"

    @property
    def path(self) -> Path:
        return self.folder / f".trio-progress-{self.key}.json"

    def load(self, kind: str) -> dict[str, Any] | None:
        """The saved state of a widget of this ``kind`` (``"question"``, ``"game"``), or None when
        there is none (or progress is not kept here); :class:`ProgressError` when the file
        cannot be used."""
        if not self.active:
            return None
        try:
            if not self.path.is_file():
                return None
            with open(self.path, "rb") as f:
                blob = f.read(MAX_CHARS + 1)
        except OSError:
            raise ProgressError("progress.error.file") from None
        if len(blob) > MAX_CHARS:
            raise ProgressError("progress.error.file")
        try:
            data = parse_json(blob.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise ProgressError("progress.error.file") from None
        if (
            not isinstance(data, dict)
            or data.get("format") != FORMAT
            or data.get("version") != VERSION
            or data.get("kind") != kind
            or data.get("key") != self.key
            or not isinstance(data.get("state"), dict)
        ):
            raise ProgressError("progress.error.file")
        state: dict[str, Any] = data["state"]
        return state

    def save(self, kind: str, state: dict[str, Any]) -> None:
        """Write the state (JSON) where it is kept; a write that fails is kept in :attr:`problem`
        and does not stop the widget (the child plays on; only the reload would lose it)."""
        if not self.active:
            return
        text = json.dumps({"format": FORMAT, "version": VERSION, "kind": kind, "key": self.key, "state": state})
        try:
            write_file(self.path, text)
            self.problem = None
        except (OSError, ValueError) as e:
            self.problem = e

    def clear(self) -> None:
        """Forget the saved state (a new match, or the child starts again)."""
        if not self.active:
            return
        try:
            self.path.unlink(missing_ok=True)
        except OSError as e:
            self.problem = e


def progress_of(value: object) -> Progress | None:
    """A widget's ``progress`` setting: None (kept nowhere), a key (kept in the working folder,
    in the site) or a :class:`Progress`."""
    if value is None or isinstance(value, Progress):
        return value
    return Progress(value)


_T = TypeVar("_T")


class KeepsProgress:
    """What a widget that keeps a child's progress shares (the game, a lesson's question, the
    drill): where it is kept, and what was kept, read back by the widget's own check."""

    _progress: Progress | None = None

    @property
    def progress(self) -> Progress | None:
        """Where the child's progress is kept (None: nowhere)."""
        return self._progress

    def _kept(self, kind: str, read: Callable[[dict[str, Any]], _T]) -> _T | None:
        """What was kept of ``kind``, as ``read`` makes it from the file's state (``read`` raises
        :class:`ProgressError` for a state it cannot use); None when nothing was kept here."""
        if self._progress is None:
            return None
        state = self._progress.load(kind)
        return None if state is None else read(state)
