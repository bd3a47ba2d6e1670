"""A child's progress kept across a reload of the page: a lesson's answers, "Show me" and the
star, the drill's stars, a game in progress.

**Where it is kept: in the child's browser, wherever the page comes from** (the static site,
Voilà's child's page on a school server, ``make class``, Binder, a JupyterHub, JupyterLab).
A widget made with a progress key (``"04-ex1"``) gives the page, in its synced trait
``_progress_record``, the record to keep; the page's shared module
(``static/shared/keep.mjs``) writes it to the page's own storage (``localStorage``, under
``trio-widgets/progress/<key>``).  When the same widget is made again by a new kernel (a reload,
a tablet that slept, a dropped connection), the page sends the record back as the intent
``{"action": "restore", "record": ...}``, and Python checks it as if a stranger had written it:
every answer is checked again (a forged "right" is refused), a game is replayed move by move
by the engine's own loader, and a record of the wrong shape, size or kind changes nothing and
the widget says why in its language.  So two children on two tablets never see each other's
progress, and a shared computer's next child presses "Start again" (the site's first page,
the foot of a Voilà child's page), which clears the page's storage.

One mechanism for every server: nothing is written on the server but, for a game, one secret
(below); the records live only in the browser.

**A covered hand never reaches the page.**  A saved game holds the computer's tiles and the
pool, so a game's state is *sealed* before the page gets it: encrypted and signed
(SHAKE-256 key stream, HMAC-SHA-256) with a secret the kernel keeps beside the notebooks' server:
``<data folder>/trio_widgets/seal.key`` (``$TRIO_WIDGETS_DATA``, else ``$XDG_DATA_HOME``, else
``~/.local/share``), or, in the static site's in-browser kernel, ``.trio-widgets-seal.key`` in the
site's drive.  A sealed game from another server (or hand-edited) is refused: a new game starts.

>>> p = Progress("04-ex1")
>>> record = p.record("question", {"tries": 2})
>>> p.read("question", record)
{'tries': 2}
>>> p.read("game", record)
Traceback (most recent call last):
...
trio_widgets.widgets._progress.ProgressError: What this page saved before could not be read, so this starts afresh.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import secrets
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar

import traitlets as T

from ..words import MsgError
from ._base import KEEP_MESSAGE, Refused, WidgetBase

__all__ = [
    "FORMAT",
    "MAX_CHARS",
    "STORAGE_PREFIX",
    "KeepsProgress",
    "Progress",
    "ProgressError",
    "progress_of",
    "seal",
    "unseal",
]

#: the ``format`` of a progress record
FORMAT = "trio_widgets/progress"
VERSION = 2
#: the page's storage key of a record is this, then the widget's progress key
STORAGE_PREFIX = "trio-widgets/progress/"
#: a record with more characters than this (all its texts together) is refused unread
MAX_CHARS = 1_000_000
#: ... or with more values than this, or nested deeper than MAX_DEPTH
MAX_ITEMS = 10_000
MAX_DEPTH = 6
_KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,59}")
_FIELDS = frozenset({"format", "version", "kind", "key", "state"})


class ProgressError(MsgError):
    """A progress key or record that cannot be used (``msg`` says why, in any language)."""


def _check_size(value: Any) -> None:
    """ProgressError unless ``value`` is plain JSON (objects with text keys, lists, text, whole
    numbers, true/false/null) of bounded size and depth: checked before anything reads it."""
    chars = items = 0
    todo: list[tuple[Any, int]] = [(value, 0)]
    while todo:
        v, depth = todo.pop()
        items += 1
        if items > MAX_ITEMS or depth > MAX_DEPTH:
            raise ProgressError("progress.error.file")
        if isinstance(v, str):
            chars += len(v)
        elif isinstance(v, dict):
            for k, inner in v.items():
                if not isinstance(k, str):
                    raise ProgressError("progress.error.file")
                chars += len(k)
                todo.append((inner, depth + 1))
        elif isinstance(v, list):
            todo.extend((inner, depth + 1) for inner in v)
        elif not (v is None or isinstance(v, (bool, int))):
            raise ProgressError("progress.error.file")  # a float, or something JSON has not
        if chars > MAX_CHARS:
            raise ProgressError("progress.error.file")


class Progress:
    """Where one widget keeps its progress: ``key`` names it (letters, digits, ``-`` and ``_``,
    at most 60); the record itself lives in the page's storage (see the module)."""

    def __init__(self, key: object):
        if not isinstance(key, str) or not _KEY.fullmatch(key):
            raise ProgressError("progress.error.key", value=str(key)[:30])
        self.key = key

    def __repr__(self) -> str:
        return f"Progress({self.key!r})"

    @property
    def storage_key(self) -> str:
        """The page's storage key of this widget's record."""
        return STORAGE_PREFIX + self.key

    def record(self, kind: str, state: dict[str, Any]) -> dict[str, Any]:
        """The record the page keeps for a widget of this ``kind`` in this ``state``."""
        return {"format": FORMAT, "version": VERSION, "kind": kind, "key": self.key, "state": state}

    def read(self, kind: str, record: object) -> dict[str, Any]:
        """The state of a record the page gave back, or :class:`ProgressError` (nothing read)
        when it is not a record of this widget: another shape, size, kind or key."""
        _check_size(record)
        if (
            not isinstance(record, dict)
            or set(record) != _FIELDS
            or record["format"] != FORMAT
            or record["version"] != VERSION
            or record["kind"] != kind
            or record["key"] != self.key
            or not isinstance(record["state"], dict)
        ):
            raise ProgressError("progress.error.file")
        state: dict[str, Any] = record["state"]
        return state


def progress_of(value: object) -> Progress | None:
    """A widget's ``progress`` setting: None (kept nowhere), a key or a :class:`Progress`."""
    if value is None or isinstance(value, Progress):
        return value
    return Progress(value)


# --------------------------------------------------------------------------- the seal


def secret_path() -> Path:
    """Where the kernel keeps the secret that seals a game (the one place that chooses)."""
    if sys.platform == "emscripten":  # the static site: its drive, kept in the browser with the notebooks
        return Path.cwd() / ".trio-widgets-seal.key"
    base = os.environ.get("TRIO_WIDGETS_DATA") or os.environ.get("XDG_DATA_HOME")
    folder = Path(base) if base else Path.home() / ".local" / "share"
    return folder / "trio_widgets" / "seal.key"


_SECRETS: dict[Path, bytes] = {}


def _secret() -> bytes:
    """The sealing secret: read, or made once (the first kernel to make it wins a race)."""
    path = secret_path()
    if path in _SECRETS:
        return _SECRETS[path]
    key = _read_secret(path)
    if key is None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(f"{path.name}.{secrets.token_hex(6)}")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "w") as f:
                f.write(secrets.token_hex(32))
            link = getattr(os, "link", None)  # none in the site's in-browser Python
            try:
                if link is None:
                    raise NotImplementedError
                link(tmp, path)  # fails if another kernel made it first: theirs is kept
            except FileExistsError:
                pass
            except (OSError, NotImplementedError):
                os.replace(tmp, path)  # no hard links here (the site's drive): the last one wins
            finally:
                tmp.unlink(missing_ok=True)
        except OSError:
            pass
        key = _read_secret(path)
    if key is None:  # nowhere to keep it: games are sealed for this kernel only
        key = secrets.token_bytes(32)
    _SECRETS[path] = key
    return key


def _read_secret(path: Path) -> bytes | None:
    try:
        text = path.read_text("ascii").strip()
        key = bytes.fromhex(text)
    except (OSError, ValueError):
        return None
    return key if len(key) == 32 else None


def _stream(key: bytes, nonce: bytes, n: int) -> bytes:
    return hashlib.shake_256(b"trio-widgets seal\0" + key + nonce).digest(n)


def seal(text: str) -> str:
    """``text`` encrypted and signed with the kernel's secret, as URL-safe base64."""
    key = _secret()
    data = text.encode("utf-8")
    nonce = secrets.token_bytes(16)
    body = bytes(a ^ b for a, b in zip(data, _stream(key, nonce, len(data)), strict=True))
    tag = hmac.new(key, nonce + body, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(nonce + tag + body).decode("ascii")


def unseal(sealed: object) -> str:
    """The text :func:`seal` sealed; ProgressError ``progress.error.elsewhere`` when it was sealed
    with another secret or changed, ``progress.error.file`` when it is not a seal at all."""
    if not isinstance(sealed, str) or len(sealed) > MAX_CHARS:
        raise ProgressError("progress.error.file")
    try:
        raw = base64.urlsafe_b64decode(sealed.encode("ascii"))
    except ValueError:
        raise ProgressError("progress.error.file") from None
    if len(raw) < 48:
        raise ProgressError("progress.error.file")
    nonce, tag, body = raw[:16], raw[16:48], raw[48:]
    key = _secret()
    if not hmac.compare_digest(tag, hmac.new(key, nonce + body, hashlib.sha256).digest()):
        raise ProgressError("progress.error.elsewhere")
    data = bytes(a ^ b for a, b in zip(body, _stream(key, nonce, len(body)), strict=True))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ProgressError("progress.error.file") from None


# --------------------------------------------------------------------------- the widgets' part


class KeepsProgress(WidgetBase):
    """What a widget that keeps a child's progress shares (the game, a lesson's question, the
    drill): its key, the record the page keeps (``_progress_record``: ``{"id", "fresh", "record"}``,
    ``record`` None to forget it), and the ``restore`` intent by which the page gives a record
    back.  A widget lists ``PROGRESS_KIND``, writes ``_progress_state()`` (what to keep) and
    ``_restore_state(state)`` (check a kept state, raise :class:`ProgressError` before changing
    anything, then take it); it calls :meth:`_keep` after a change.

    A record is taken only while the child has done nothing with the widget yet (``fresh``):
    the page sends it as the widget comes; afterwards the widget's own state is the newer one.
    """

    ACTIONS: ClassVar[Mapping[str, frozenset[str]]] = {"restore": frozenset({"record"})}
    PROGRESS_KIND: ClassVar[str] = ""
    _progress: Progress | None = None
    _progress_fresh = True
    _progress_id = 0

    #: the page's storage key part ("04-ex1"; "": kept nowhere)
    _progress_key = T.Unicode("").tag(sync=True)
    #: what the page keeps: {"id": n, "fresh": bool, "record": {...} or None (forget it)} ({}: nothing yet)
    _progress_record = T.Dict().tag(sync=True)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        if "restore" not in cls.ACTIONS:
            cls.ACTIONS = {**cls.ACTIONS, "restore": frozenset({"record"})}
        super().__init_subclass__(**kwargs)

    @property
    def progress(self) -> Progress | None:
        """Where the child's progress is kept (None: nowhere)."""
        return self._progress

    def _set_progress(self, value: object) -> None:
        """Take the ``progress`` setting (before the widget's traits are set up)."""
        self._progress = progress_of(value)

    def _progress_ready(self) -> None:
        """Call at the end of the widget's ``__init__``: the page learns the key."""
        if self._progress is not None:
            self._progress_key = self._progress.key

    def _progress_state(self) -> dict[str, Any]:
        raise NotImplementedError

    def _restore_state(self, state: dict[str, Any]) -> None:
        raise NotImplementedError

    def _keep(self) -> None:
        """Give the page the widget's state to keep (nothing when it keeps no progress)."""
        if self._progress is None:
            return
        try:
            state = self._progress_state()
        except Exception:  # keeping is a courtesy: a secret that cannot be made never stops the play
            return
        record = self._progress.record(self.PROGRESS_KIND, state)
        self._progress_id += 1
        self._progress_record = {"id": self._progress_id, "fresh": self._progress_fresh, "record": record}

    def _forget(self) -> None:
        """Tell the page to forget what it kept for this widget."""
        if self._progress is None:
            return
        self._progress_id += 1
        self._progress_record = {"id": self._progress_id, "fresh": self._progress_fresh, "record": None}

    def _do_restore(self, record: Any = None) -> Any:
        """The page gives back what it kept: checked, then taken, or refused (nothing changes)."""
        if self._progress is None or not self._progress_fresh:
            return KEEP_MESSAGE  # nothing kept here, or the child has already gone on: ours is newer
        try:
            self._restore_state(self._progress.read(self.PROGRESS_KIND, record))
        except ProgressError as e:
            raise Refused(e.key, **e.params) from None
        return None

    def _run(self, content: Any) -> None:
        """An intent; one the child made (not a restore) ends the widget's fresh start."""
        super()._run(content)
        if not (isinstance(content, dict) and content.get("action") == "restore"):
            self._progress_fresh = False
