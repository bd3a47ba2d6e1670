"""The static site in a browser, as a child's tablet meets it: served from 127.0.0.1 by a thread
with ``http.server`` on a free port, every other host blocked, and helpers that drive a lesson
in JupyterLite's notebook app through ``window.jupyterapp`` (the site exposes it).

Shared by tests/ui/test_site.py and benchmarks/bench_site.py.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .helpers import TAP_TIMED, WATCH_TAP, pick_a_tile_with_a_place

REPO_ROOT = Path(__file__).resolve().parents[2]
SITE = REPO_ROOT / "site"
#: the live GameWidget (the still picture saved in a lesson has no buttons)
GAME = ".jp-OutputArea-output .trio-gw:has([data-action])"
PUZZLE = ".jp-OutputArea-output .pz-root"
DRILL = ".jp-OutputArea-output .dr-root"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
    }

    def log_message(self, *args: Any) -> None:
        pass


@contextmanager
def serve(folder: Path = SITE) -> Iterator[str]:
    """The folder over HTTP on 127.0.0.1 and a free port; yields the base URL."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()
        server.server_close()


def build_site(out: Path = SITE, only: list[str] | None = None) -> Path:
    """``tools/build_site.py`` into ``out`` (no zip); returns ``out``."""
    args = [sys.executable, str(REPO_ROOT / "tools" / "build_site.py"), "--out", str(out), "--no-zip"]
    if only:
        args += ["--only", *only]
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    subprocess.run(args, cwd=REPO_ROOT, env=env, check=True, stdin=subprocess.DEVNULL)
    return out


#: Chromium resolves no host but the site's (for a :class:`Watch` that does not block)
BLOCK_OUTSIDE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


class Watch:
    """What a page did that it must not: requests to any host but the site's, console errors.

    ``block``: the watch aborts those requests itself.  Playwright then turns the browser's
    HTTP cache off (it does whenever a route is set), so every visit fetches everything again
    and Chromium compiles Pyodide's wasm again (its code cache goes with the HTTP cache): a
    benchmark of a warm visit passes ``block=False`` and starts Chromium with
    :data:`BLOCK_OUTSIDE`; the requests to other hosts are still noted."""

    def __init__(self, context: Any, base: str, block: bool = True) -> None:
        self.base = base
        self.outside: list[str] = []
        self.errors: list[str] = []
        if block:
            context.route("**/*", self._route)
        else:
            context.on("request", lambda r: None if self._inside(r.url) else self.outside.append(r.url))
        context.on("response", lambda r: self.errors.append(f"HTTP {r.status}: {r.url}") if r.status >= 400 else None)

    def _inside(self, url: str) -> bool:
        # the site, and what never leaves the browser (its PDF viewer's own chrome:// pages)
        return url.startswith((self.base, "data:", "blob:", "chrome://", "chrome-extension://"))

    def _route(self, route: Any) -> None:
        url = route.request.url
        if self._inside(url):
            route.continue_()
        else:
            self.outside.append(url)
            route.abort()

    def page(self, page: Any) -> Any:
        page.on("console", lambda m: self.errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))
        return page


def notebook_url(base: str, path: str) -> str:
    return f"{base}notebooks/index.html?path={path}"


_KERNEL = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
  return k ? k.status : 'none';
}"""


def open_lesson(page: Any, base: str, path: str, timeout: float = 180.0) -> float:
    """Open a notebook of the site and wait until its Pyodide kernel is idle; returns the seconds."""
    start = time.monotonic()
    page.goto(notebook_url(base, path))
    page.wait_for_selector(".jp-Notebook", timeout=timeout * 1000)
    page.wait_for_function(f"() => ({_KERNEL})() === 'idle'", timeout=timeout * 1000, polling=250)
    return time.monotonic() - start


def run_all(page: Any) -> None:
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")


def execute(page: Any, code: str, timeout: float = 300.0) -> dict[str, Any]:
    """Run code in the open notebook's kernel: its reply status, errors and stdout."""
    return page.evaluate(
        """async ([code, ms]) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const f = k.requestExecute({ code, store_history: false, stop_on_error: true });
  const errors = [], out = [];
  f.onIOPub = (m) => {
    const t = m.header.msg_type, c = m.content;
    if (t === 'error') errors.push(`${c.ename}: ${c.evalue}`);
    if (t === 'stream') (c.name === 'stderr' ? errors : out).push(c.text);
  };
  const timer = new Promise((_, no) => setTimeout(() => no(new Error('timed out')), ms));
  const reply = await Promise.race([f.done, timer]);
  return { status: reply.content.status, errors, out: out.join('') };
}""",
        [code, timeout * 1000],
    )


def kernel_json(page: Any, expr: str) -> Any:
    r = execute(page, f"import json as _j; print(_j.dumps({expr}))")
    assert r["status"] == "ok", r
    return json.loads(r["out"])


def lesson_runs(page: Any, notebook: dict[str, Any]) -> list[str]:
    """Run every program box of a lesson, top to bottom, in a fresh namespace of the open kernel;
    the errors (with the box's number), or [] when it ran through."""
    problems = []
    r = execute(page, "%reset -f")
    if r["status"] != "ok":
        return [f"reset: {r}"]
    for i, cell in enumerate(notebook["cells"]):
        if cell["cell_type"] != "code":
            continue
        r = execute(page, "".join(cell["source"]))
        if r["status"] != "ok" or r["errors"]:
            problems.append(f"box {i}: {r['status']} {' '.join(r['errors'])[:600]}")
            break
    return problems


def play_a_move(page: Any, root: str = GAME, timeout: float = 60.0) -> float:
    """Pick a tile in the GameWidget's rack that has a lit place, put it there; returns the ms from
    the tap on the place to the next frame after the tile is on the board (the engine's answer
    drawn), measured in the page (:data:`~tests.ui.helpers.WATCH_TAP`)."""
    game = page.locator(root).first
    game.locator(".trio-gw-rack [data-tile]").first.wait_for(timeout=timeout * 1000)
    pick_a_tile_with_a_place(game)
    on_board = game.locator(".trio-gw-tiles [data-tile]").count()
    page.evaluate(WATCH_TAP, [root, ".trio-gw-tiles [data-tile]", on_board, "pointerup"])
    game.locator(".trio-gw-cell.legal").first.click()
    t = page.wait_for_function(TAP_TIMED, timeout=timeout * 1000).json_value()
    return float(t["frame"] - t["start"])


def site_notebook(path: str) -> dict[str, Any]:
    return json.loads((SITE / "files" / path).read_text(encoding="utf-8"))


def dashboard_url(base: str, path: str) -> str:
    """A child's page of the site: the Voici dashboard of ``<lang>/kids/<stem>.ipynb``."""
    return f"{base}voici/render/{path.removesuffix('.ipynb')}.html"


def open_dashboard(
    page: Any, base: str, path: str, first: str = ".jp-OutputArea-output", timeout: float = 180.0
) -> float:
    """Open a child's dashboard (``<lang>/kids/<stem>.ipynb``) and wait until ``first`` is drawn
    (the lesson runs by itself as the page opens); returns the seconds."""
    start = time.monotonic()
    page.goto(dashboard_url(base, path))
    page.locator(first).first.wait_for(timeout=timeout * 1000)
    return time.monotonic() - start


#: JupyterLab's words and controls, none of which a child's page may show
LAB_WORDS = ["Last Checkpoint", "Run All", "Kernel", "Trusted", "Python (Pyodide)", "jupyterlite", "Restart"]
LAB_CONTROLS = (
    ".jp-MenuBar, .lm-MenuBar, .jp-Toolbar, .jp-cell-toolbar, .jp-InputPrompt:visible, .jp-KernelStatus, #jp-top-panel"
)
