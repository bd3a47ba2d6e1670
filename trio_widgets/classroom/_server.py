"""The class server's own pages, beside Voila's (only class/voila.py imports this module):

- ``/trio-class/child.js?lang=pl`` and ``child.css``: the children's pages' name prompt (the
  template ``trio_class``, which is ``trio`` plus these two lines, loads them);
- ``POST /trio-class/hello`` ``{"kernel", "device", "name"}``: this page's child is ``name``
  (checked as every name is; another tablet's name is refused); the page's kernel must be one
  of this server's;
- ``/trio-class/teacher?key=<the teacher's key>``: the teacher's view, which polls
  ``/trio-class/api/table`` and can fetch ``/trio-class/api/csv`` and ``POST /trio-class/api/forget``,
  each with the key in the ``X-Trio-Key`` header.  Without the key (compared in constant time)
  they answer 403 and say nothing of the class.

The key is made once per data folder (``<DATA>/teacher-key``, readable by the server's user
only) and printed when the server starts.  Voila 0.5's own server has no hook for more handlers,
so :func:`install` wraps ``Voila.init_handlers`` to add these.
"""

from __future__ import annotations

import datetime as dt
import hmac
import json
import os
import secrets
import sqlite3
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import tornado.ioloop
import tornado.web

from .. import words as i18n
from ..files import BadInput
from ._record import ClassRecord, LookAlike, NameTaken

__all__ = ["ClassConfig", "install", "teacher_key"]

STATIC = Path(__file__).with_name("static")
HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
_VIEW_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:;"
    " frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
)


def teacher_key(folder: Path) -> str:
    """The teacher's key of this data folder, made the first time (``teacher-key``, mode 600)."""
    path = folder / "teacher-key"
    try:
        key = path.read_text(encoding="ascii").strip()
        if len(key) >= 24:
            return key
    except OSError:
        pass
    key = secrets.token_urlsafe(24)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as f:
            f.write(key + "\n")
    except OSError:
        pass  # a read-only folder: a key for this run only
    return key


class ClassConfig:
    """What the handlers share: the record, the key, the lesson of the day, the teacher's language."""

    def __init__(self, folder: str, lesson: str, lang: str, kernel_manager: Any = None) -> None:
        self.folder = Path(folder)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            pass
        self.record = ClassRecord(self.folder, create=False)
        self.key = teacher_key(self.folder)
        self.lesson_path = lesson
        self.stem = Path(lesson).name.removesuffix(".ipynb") if lesson else ""
        self.lang = lang if lang in i18n.LANGUAGES else "en"
        self.kernel_manager = kernel_manager
        # one thread does all the server's database work: the event loop, which also carries
        # every child's messages to and from its kernel, never waits for the disk
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="trio-class-db")

    async def run(self, fn: Callable[..., Any], *args: Any) -> Any:
        return await tornado.ioloop.IOLoop.current().run_in_executor(self.pool, fn, *args)

    def exercises(self) -> list[str]:
        from ..teaching import lesson_questions

        return list(lesson_questions().get(self.stem, {}))


def _today() -> float:
    now = dt.datetime.now()
    return now.replace(hour=0, minute=0, second=0, microsecond=0).timestamp()


class _Base(tornado.web.RequestHandler):
    def initialize(self, cls: ClassConfig) -> None:
        self.cls = cls

    def set_default_headers(self) -> None:
        for k, v in HEADERS.items():
            self.set_header(k, v)

    def check_xsrf_cookie(self) -> None:
        """Writes need JSON and, for the teacher, the key in a header: a form on another site can
        send neither."""

    def lang(self) -> str:
        lang = self.get_argument("lang", "")
        return lang if lang in i18n.LANGUAGES else self.cls.lang

    def json_body(self) -> dict[str, Any]:
        if not self.request.headers.get("Content-Type", "").startswith("application/json"):
            raise tornado.web.HTTPError(415)
        try:
            body = json.loads(self.request.body or b"{}")
        except ValueError:
            raise tornado.web.HTTPError(400) from None
        if not isinstance(body, dict):
            raise tornado.web.HTTPError(400)
        return body

    def teacher(self, key: str | None = None) -> None:
        given = key if key is not None else self.request.headers.get("X-Trio-Key", "")
        if not hmac.compare_digest(given.encode("utf-8", "replace"), self.cls.key.encode()):
            raise tornado.web.HTTPError(403)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "text/plain; charset=utf-8")
        self.finish(i18n.t("classroom.teacher.denied", self.cls.lang) if status_code == 403 else str(status_code))


class ChildAsset(_Base):
    """The name prompt's script (with its words in the page's language) and style."""

    def get(self, name: str) -> None:
        if name == "child.css":
            self.set_header("Content-Type", "text/css; charset=utf-8")
            self.finish((STATIC / "child.css").read_text(encoding="utf-8"))
            return
        lang = self.lang()
        words = {k: v for k, v in i18n.catalogue(lang).items() if k.startswith("classroom.child.")}
        self.set_header("Content-Type", "text/javascript; charset=utf-8")
        self.finish(
            f"const TRIO_CLASS_WORDS = {json.dumps(words, ensure_ascii=True)};\n"
            + (STATIC / "child.js").read_text(encoding="utf-8")
        )


class Hello(_Base):
    """A child says who they are: 200 ``{"name"}``, or 400 ``{"error": why, in the child's words}``."""

    async def post(self) -> None:
        body = self.json_body()
        lang = self.lang()
        kernel, device, name = (body.get(k) for k in ("kernel", "device", "name"))
        if not isinstance(kernel, str) or not isinstance(device, str) or not 8 <= len(device) <= 64:
            raise tornado.web.HTTPError(400)
        km = self.cls.kernel_manager
        if km is not None and kernel not in km:
            raise tornado.web.HTTPError(404)
        try:
            nick = await self.cls.run(self.cls.record.set_child, kernel, device, name)
        except BadInput as e:
            self.set_status(400)
            self.finish({"error": e.brief.text(lang)})
            return
        except LookAlike:
            self.set_status(400)
            self.finish({"error": i18n.t("classroom.child.mixed", lang)})
            return
        except NameTaken:
            self.set_status(409)
            self.finish({"error": i18n.t("classroom.child.taken", lang)})
            return
        except (sqlite3.Error, OSError):  # the record cannot be written: the child goes on
            await self.cls.run(self.cls.record.close)
            from ._record import check_nickname

            try:
                nick = check_nickname(name)
            except (BadInput, LookAlike):
                raise tornado.web.HTTPError(400) from None
        self.finish({"name": nick})


class TeacherPage(_Base):
    def get(self) -> None:
        self.teacher(self.get_argument("key", ""))
        lang = self.lang()
        words = {k: v for k, v in i18n.catalogue(lang).items() if k.startswith("classroom.teacher.")}
        page = (STATIC / "teacher.html").read_text(encoding="utf-8")
        page = page.replace("{{lang}}", lang).replace("{{title}}", i18n.t("classroom.teacher.title", lang))
        page = page.replace("{{words}}", json.dumps(words, ensure_ascii=True).replace("<", "\\u003c"))
        self.set_header("Content-Security-Policy", _VIEW_CSP)
        self.set_header("X-Frame-Options", "DENY")
        self.finish(page)


class TeacherAsset(_Base):
    def get(self, name: str) -> None:
        kind = {"teacher.js": "text/javascript", "teacher.css": "text/css"}[name]
        self.set_header("Content-Type", kind + "; charset=utf-8")
        self.finish((STATIC / name).read_text(encoding="utf-8"))


class Table(_Base):
    async def get(self) -> None:
        self.teacher()
        rec = self.cls.record
        try:
            tab = await self.cls.run(self._read)
        except (sqlite3.Error, OSError):
            await self.cls.run(rec.close)
            tab = {
                "lesson": self.cls.stem,
                "exercises": self.cls.exercises(),
                "children": [],
                "mistakes": {},
                "last": 0,
            }
            tab["unreadable"] = True
        tab["lesson_path"] = self.cls.lesson_path
        self.finish(tab)

    def _read(self) -> dict[str, Any]:
        rec = self.cls.record
        stem = self.cls.stem or next(iter(rec.lessons(_today())), "")
        table: dict[str, Any] = rec.table(stem, _today(), self.cls.exercises())
        return table


class Csv(_Base):
    async def get(self) -> None:
        self.teacher()
        lang = self.lang()
        words = {
            "child": i18n.t("classroom.teacher.child", lang),
            "first": i18n.t("classroom.teacher.first", lang),
            "right": i18n.t("classroom.teacher.right", lang),
            "shown": i18n.t("classroom.teacher.shown", lang),
            "trying": i18n.t("classroom.teacher.trying", lang),
        }
        rec = self.cls.record
        stem = self.cls.stem or next(iter(await self.cls.run(rec.lessons, _today())), "")
        text = await self.cls.run(rec.csv_text, stem, _today(), self.cls.exercises(), words)
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        day = dt.date.today().isoformat()
        self.set_header("Content-Disposition", f'attachment; filename="class-{stem or "lesson"}-{day}.csv"')
        self.finish("\ufeff" + text)  # the BOM: a spreadsheet reads the names' letters right


class Forget(_Base):
    async def post(self) -> None:
        self.teacher()
        if self.json_body().get("confirm") is not True:
            raise tornado.web.HTTPError(400)
        n = await self.cls.run(self.cls.record.forget)
        self.finish({"deleted": n})


def handlers(base_url: str, cls: ClassConfig) -> list[tuple[str, type, dict[str, Any]]]:
    base = base_url.rstrip("/") + "/trio-class/"
    kw = {"cls": cls}
    return [
        (base + r"(child\.js|child\.css)", ChildAsset, kw),
        (base + "hello", Hello, kw),
        (base + "teacher", TeacherPage, kw),
        (base + r"(teacher\.js|teacher\.css)", TeacherAsset, kw),
        (base + "api/table", Table, kw),
        (base + "api/csv", Csv, kw),
        (base + "api/forget", Forget, kw),
    ]


def install(folder: str, lesson: str, lang: str, keep_days: float) -> None:
    """Add the class's pages to Voila's own server (called by class/voila.py)."""
    from voila.app import Voila

    plain = Voila.init_handlers

    def init_handlers(self: Any) -> list[Any]:
        cls = ClassConfig(folder, lesson, lang, self.kernel_manager)
        try:
            if keep_days > 0:
                cls.record.forget(older_than_days=keep_days)
        except (sqlite3.Error, OSError) as e:
            self.log.warning("The class record in %s cannot be written: %s", folder, e)
        host = "<this computer>" if self.ip in ("0.0.0.0", "", "::") else self.ip
        self.log.info(
            "The teacher's view (keep this link to yourself): http://%s:%s%strio-class/teacher?key=%s",
            host,
            self.port,
            self.base_url,
            cls.key,
        )
        return list(plain(self)) + handlers(self.base_url, cls)

    Voila.init_handlers = init_handlers  # type: ignore[method-assign]
