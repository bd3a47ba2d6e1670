"""How the class server sends the children's pages' files, and which lesson it pre-heats next
(only class/voila.py and the class benchmark import this).

A class opens one lesson at the same moment: 30 tablets ask one server process for the same
~95 front-end files (5 MB of JavaScript and styles), and then again for the next lesson.
Voila 0.5's own server sends them as they are on disk, tells the browser not to keep the widget
extensions (``no-cache``) and says nothing of its own front end's files.  :func:`install` changes
three things, for every static file Voila sends (its front end ``/voila/static``, the
templates' files ``/voila/templates``, the widget extensions ``/voila/labextensions`` and the
theme ``/voila/api/themes``):

- compressed: a text file (JavaScript, CSS, JSON, SVG, fonts that are not compressed already)
  goes out gzip-compressed (about a quarter of its size) to a browser that takes gzip.  Each file
  is compressed once and kept in memory (keyed by its path, size and time), not once a child:
  the server's one core is the class's bottleneck.  They are compressed when the server starts,
  in a thread, while the kernels of the pool start (:func:`compress_all`).
- kept by the browser: a file whose name holds its content's hash (a widget extension's
  ``remoteEntry.3f2a….js``, ``7.2a0c….js?v=2a0c…``) or that is asked for with its version
  (``?v=``) never changes under that name: kept a year (``immutable``, no question asked).
  Voila's front end (``/voila/static``: ``voila.js``, ``1807.voila.js``) has no hash in its names
  but only changes when Voila is upgraded: kept a school day (:data:`DAY_S`), so the next
  lesson's page comes from the tablet's cache, already compiled.
- the page itself (Voila's HTML, sent cell by cell) and the JSON answers go out compressed too
  (tornado's ``GZipContentEncoding``, which compresses as it streams).
- a page that is left shuts its kernel down: Voila's widget manager then sends the page's
  ``_xsrf`` cookie back (``/voila/api/shutdown/<kernel>``), but Voila's own server never set that
  cookie, so it answered 403 (an error in the page's console) and the kernel kept running until
  the server stopped.  The page's answer now sets it.

Voila 0.5's own server has no setting for either (``tornado_settings`` are applied after its
``Application`` is made, too late for ``compress_response``), so :func:`install` wraps
``Voila.init_handlers``, as :mod:`._server` does.
"""

from __future__ import annotations

import gzip
import os
import re
import threading
from typing import Any

import tornado.web

__all__ = ["DAY_S", "YEAR_S", "cache_control", "compress_all", "gzipped", "install", "packed"]

YEAR_S = 365 * 24 * 3600
DAY_S = 12 * 3600  # a school day: Voila's own front end, whose names hold no hash
#: Files worth compressing (woff/woff2, png and jpg are compressed already).
COMPRESSIBLE = (".js", ".mjs", ".css", ".json", ".svg", ".html", ".txt", ".map", ".ttf", ".eot", ".otf")
MIN_BYTES = 1024
#: A name that holds its content's hash: ``remoteEntry.c8c9eed2cdefdeac.js``, ``528.d9f5934c.js``.
HASHED = re.compile(r"\.[0-9a-f]{8,}\.(js|css)$")

_cache: dict[str, tuple[float, int, bytes]] = {}
_lock = threading.Lock()


def next_lesson(root: str | os.PathLike[str], lesson: str) -> str:
    """The page after ``lesson`` in its folder under ``root`` (``en/04_scoring`` ->
    ``en/04b_bonuses``: the lessons' names sort in their order); "" after the last one, or for a
    page with no folder.  What a class goes on to: ``make class`` pre-heats it too."""
    folder, _, name = lesson.strip().strip("/").removesuffix(".ipynb").rpartition("/")
    where = os.path.join(root, folder)
    if not folder or not os.path.isdir(where):
        return ""
    later = sorted(
        f[: -len(".ipynb")] for f in os.listdir(where) if f.endswith(".ipynb") and f[: -len(".ipynb")] > name
    )
    return f"{folder}/{later[0]}" if later else ""


def gzipped(path: str) -> bytes | None:
    """The file's gzip-compressed bytes, compressed once while the file stays the same; None for
    a file not worth compressing (its kind, or under :data:`MIN_BYTES`) or that cannot be read."""
    if not path.endswith(COMPRESSIBLE):
        return None
    try:
        st = os.stat(path)
    except OSError:
        return None
    if st.st_size < MIN_BYTES:
        return None
    with _lock:
        kept = _cache.get(path)
        if kept and kept[0] == st.st_mtime and kept[1] == st.st_size:
            return kept[2]
    try:
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), compresslevel=6, mtime=0)
    except OSError:
        return None
    with _lock:
        _cache[path] = (st.st_mtime, st.st_size, body)
    return body


def compress_all(roots: list[str]) -> int:
    """Compress every file worth it under ``roots`` (kept for :func:`gzipped`); how many."""
    done = 0
    for root in roots:
        for folder, _dirs, files in os.walk(root):
            for name in files:
                if gzipped(os.path.join(folder, name)) is not None:
                    done += 1
    return done


def cache_control(url_path: str, versioned: bool) -> str | None:
    """How long a browser keeps a static file of this URL (None: as Voila says)."""
    if versioned or HASHED.search(url_path):
        return f"public, max-age={YEAR_S}, immutable"
    if "/voila/static/" in url_path:
        return f"public, max-age={DAY_S}"
    return None


class _Packed:
    """Mixed into Voila's static file handlers (tornado ``StaticFileHandler`` subclasses)."""

    _gz: bytes | None = None

    def _packed_body(self: Any) -> bytes | None:
        if "gzip" not in self.request.headers.get("Accept-Encoding", "") or "Range" in self.request.headers:
            return None
        return gzipped(self.absolute_path)

    def set_headers(self: Any) -> None:
        super().set_headers()  # type: ignore[misc]
        self._gz = self._packed_body()  # tornado's GZipContentEncoding says "Vary: Accept-Encoding"
        if self._gz is not None:
            self.set_header("Content-Encoding", "gzip")
        policy = cache_control(self.request.path, "v" in self.request.arguments)
        if policy:
            self.set_header("Cache-Control", policy)
            self.clear_header("Expires")

    def get_content_size(self: Any) -> int:
        if self._gz is not None:
            return len(self._gz)
        return super().get_content_size()  # type: ignore[misc]

    def get_content(self: Any, abspath: str, start: int | None = None, end: int | None = None) -> Any:  # type: ignore[override]
        if self._gz is not None:
            return self._gz[start:end]
        return super().get_content(abspath, start, end)  # type: ignore[misc]


def packed(cls: type) -> type:
    """``cls`` (a static file handler) that sends compressed files with long cache lifetimes."""
    return type(f"Packed{cls.__name__}", (_Packed, cls), {})


def _pack_routes(routes: list[Any]) -> list[Any]:
    out = []
    for route in routes:
        if isinstance(route, tuple) and len(route) >= 2 and isinstance(route[1], type):
            if issubclass(route[1], tornado.web.StaticFileHandler):
                route = (route[0], packed(route[1]), *route[2:])
        out.append(route)
    return out


def install() -> None:
    """Compress what Voila's own server sends and let browsers keep its static files
    (called by class/voila.py)."""
    from tornado.web import GZipContentEncoding
    from voila.app import Voila

    plain = Voila.init_handlers
    if getattr(plain, "_trio_packed", False):
        return  # already (the configuration is read again)

    def init_handlers(self: Any) -> list[Any]:
        app = getattr(self, "app", None)
        if app is not None and GZipContentEncoding not in app.transforms:
            app.transforms.append(GZipContentEncoding)  # the page's HTML and the JSON answers
        roots = [str(p) for p in (*self.static_paths, *self.labextensions_path) if os.path.isdir(p)]
        threading.Thread(target=compress_all, args=(roots,), name="compress-static", daemon=True).start()
        return _pack_routes(list(plain(self)))

    init_handlers._trio_packed = True  # type: ignore[attr-defined]
    Voila.init_handlers = init_handlers  # type: ignore[method-assign]
    _set_xsrf_cookie()


def _set_xsrf_cookie() -> None:
    from voila.handler import VoilaHandler

    plain = VoilaHandler.prepare

    async def prepare(self: Any, *args: Any, **kwargs: Any) -> Any:
        done = await plain(self, *args, **kwargs)
        if self.request.method == "GET":
            self.xsrf_token  # noqa: B018 (tornado sets the _xsrf cookie when it is first read)
        return done

    VoilaHandler.prepare = prepare  # type: ignore[method-assign]
