"""Plain helpers for real-browser tests (JupyterLab 4 + Chromium via Playwright).

Use them from a test in tests/ui/ with the ``lab_server`` and ``page``
fixtures of tests/ui/conftest.py::

    from .helpers import write_notebook, open_notebook, run_all_cells, kernel_eval

    @pytest.mark.browser
    def test_something(lab_server, page):
        write_notebook(lab_server.root_dir, "t.ipynb", ["import trio_widgets as tw", "w = ...; w"])
        open_notebook(page, lab_server, "t.ipynb")
        run_all_cells(page)
        page.locator(".jp-OutputArea-output [data-action=...]").click()
        assert kernel_eval(page, "w.something") == "..."

Every wait has a timeout (milliseconds, Playwright's unit) and fails loudly.

``jupyter_server(app, ...)`` starts JupyterLab or Notebook 7 for the fixtures and
for benchmarks/bench_widget.py.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote
from weakref import WeakKeyDictionary

import nbformat

REPO_ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT_DIR = REPO_ROOT / "test-output" / "screenshots"
SHARE_JUPYTER = REPO_ROOT / "share" / "jupyter"  # the Voila template of the child's page

LIGHT_THEME = "JupyterLab Light"
DARK_THEME = "JupyterLab Dark"

_ANSI = re.compile(r"\x1b\[[0-9;]*m")
_CONSOLE: WeakKeyDictionary = WeakKeyDictionary()


@dataclass(frozen=True)
class LabServer:
    """A running JupyterLab: what the ``lab_server`` fixture yields."""

    url: str  # "http://127.0.0.1:PORT/" (ends with a slash)
    token: str
    root_dir: Path  # the server's root: a temp copy of notebooks/; write test notebooks here
    log_path: Path

    def lab_url(self, path: str = "", *, reset: bool = True) -> str:
        """URL that opens ``path`` (relative to root_dir) in JupyterLab.

        ``reset`` starts from an empty workspace, so tabs from an earlier test
        are not restored."""
        url = f"{self.url}lab/tree/{quote(path)}" if path else f"{self.url}lab"
        query = [f"token={self.token}"]
        if reset:
            query.append("reset")
        return url + "?" + "&".join(query)


@dataclass(frozen=True)
class NotebookServer(LabServer):
    """A running Jupyter Notebook 7: what the ``notebook_server`` fixture yields."""

    def notebook_url(self, path: str) -> str:
        """URL of Notebook 7's page for the notebook ``path`` (relative to root_dir)."""
        return f"{self.url}notebooks/{quote(path)}?token={self.token}"


# --------------------------------------------------------------------------
# starting a server (the lab_server and notebook_server fixtures, benchmarks/bench_widget.py)

SERVER_START_TIMEOUT = 90  # seconds; a cold start on 2 busy cores takes ~5 s


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


_SERVER_CONFIG = """\
# Written by tests/ui/helpers.py (jupyter_server) for one server.
try:
    from jupyterlab.galata import configure_jupyter_server
except ImportError:  # older JupyterLab without the galata helpers
    configure_jupyter_server = None
if configure_jupyter_server is not None:
    configure_jupyter_server(c)  # noqa: F821 (c is the traitlets config)

# galata picks port 8888, a temp root and an empty token: override them.
c.ServerApp.ip = "127.0.0.1"
c.ServerApp.port = {port}
c.ServerApp.port_retries = 0
c.ServerApp.open_browser = False
c.ServerApp.root_dir = {root!r}
c.ServerApp.allow_root = True
c.LabApp.expose_app_in_browser = True   # window.jupyterapp
c.LabApp.workspaces_dir = {workspaces!r}
c.LabApp.user_settings_dir = {settings!r}
c.LabApp.news_url = None
"""

# User settings for the test server: no news toast, no update check, every
# cell rendered (no windowing) so widgets below the fold are in the DOM.
_USER_SETTINGS = {
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": (
        '{"fetchNews": "false", "checkForUpdates": false}'
    ),
    "@jupyterlab/notebook-extension/tracker.jupyterlab-settings": '{"windowingMode": "none"}',
    "@jupyterlab/apputils-extension/themes.jupyterlab-settings": f'{{"theme": "{LIGHT_THEME}"}}',
}

# app -> (what the log and the errors call it, the module run with python -m)
_APPS = {"lab": ("JupyterLab", "jupyterlab"), "notebook": ("Jupyter Notebook 7", "notebook")}


def _wait_for_status(url: str, token: str, proc: subprocess.Popen, log_path: Path, name: str) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    request = urllib.request.Request(url + "api/status", headers={"Authorization": f"token {token}"})
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(
                f"{name} exited with code {proc.returncode}; log {log_path}:\n"
                + log_path.read_text(errors="replace")[-4000:]
            )
        try:
            with urllib.request.urlopen(request, timeout=2) as resp:
                if resp.status == 200:
                    return
        except (urllib.error.URLError, ConnectionError, OSError):
            pass
        time.sleep(0.2)
    raise RuntimeError(
        f"{name} did not answer {url}api/status within {SERVER_START_TIMEOUT} s; log {log_path}:\n"
        + log_path.read_text(errors="replace")[-4000:]
    )


@contextmanager
def jupyter_server(app: str, base: Path, log_path: Path, *, notebooks: Path | None = None) -> Iterator[LabServer]:
    """Start JupyterLab 4 (``app="lab"``) or Jupyter Notebook 7 (``app="notebook"``) on a
    free loopback port with a fresh token; yield a :class:`LabServer` (a
    :class:`NotebookServer` for Notebook 7) once ``api/status`` answers; on exit
    stop the server and its kernels.

    Everything the server writes lives under ``base``: its root
    ``base/notebooks`` (a copy of ``notebooks``, when given and a folder; else
    empty), user settings (no news toast, no windowing, light theme),
    workspaces, a config folder that isolates it from ~/.jupyter, runtime and
    IPython folders.  The server's output goes to ``log_path``.
    ``window.jupyterapp`` is exposed in the page.  Voila's server extension, when installed,
    serves the children's pages at ``voila/render/<path>`` with this checkout's template.
    """
    if app not in _APPS:
        raise ValueError(f"app is 'lab' or 'notebook', not {app!r}")
    name, module = _APPS[app]
    root = base / "notebooks"
    if notebooks is not None and notebooks.is_dir():
        shutil.copytree(notebooks, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    else:
        root.mkdir()
    settings = base / "user-settings"
    for rel, text in _USER_SETTINGS.items():
        f = settings / rel
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(text)
    workspaces = base / "workspaces"
    workspaces.mkdir()
    config_dir = base / "jupyter-config"  # isolates from ~/.jupyter
    config_dir.mkdir()
    port = _free_port()
    token = secrets.token_hex(16)
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(config_dir),
        JUPYTER_RUNTIME_DIR=str(base / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(workspaces),
        IPYTHONDIR=str(base / "ipython"),
        PYDEVD_DISABLE_FILE_VALIDATION="1",
        # This checkout's Voila template "trio" (the child's page) before an installed one.
        JUPYTER_PATH=os.pathsep.join(p for p in (str(SHARE_JUPYTER), os.environ.get("JUPYTER_PATH", "")) if p),
    )
    cmd = [sys.executable, "-m", module]
    if app == "lab":
        config = config_dir / "jupyter_server_test_config.py"
        config.write_text(
            _SERVER_CONFIG.format(port=port, root=str(root), workspaces=str(workspaces), settings=str(settings))
        )
        cmd.append(f"--config={config}")
    cmd += ["--no-browser", f"--port={port}"]
    if app == "notebook":
        cmd.append("--ServerApp.port_retries=0")
    cmd += ["--ip=127.0.0.1", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={root}"]
    if app == "notebook":
        cmd += [
            "--JupyterNotebookApp.expose_app_in_browser=True",  # window.jupyterapp
            f"--JupyterNotebookApp.user_settings_dir={settings}",
            f"--JupyterNotebookApp.workspaces_dir={workspaces}",
        ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--ServerApp.allow_root=True")
    log_path.parent.mkdir(parents=True, exist_ok=True)
    log = open(log_path, "w")
    log.write("$ " + " ".join(cmd).replace(token, "<token>") + "\n")
    log.flush()
    proc = subprocess.Popen(
        cmd,
        cwd=str(root),
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}/"
    server = NotebookServer if app == "notebook" else LabServer
    try:
        _wait_for_status(url, token, proc, log_path, name)
        yield server(url=url, token=token, root_dir=root, log_path=log_path)
    finally:
        stop_server(proc)
        log.close()


# --------------------------------------------------------------------------
# notebooks


def stop_server(proc: subprocess.Popen) -> None:
    """End a Jupyter server started in a session of its own, and its kernels (its children in
    that session)."""
    proc.terminate()
    try:
        proc.wait(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)
    try:
        os.killpg(proc.pid, 9)
    except (ProcessLookupError, PermissionError):
        pass


def write_notebook(directory: str | Path, name: str, cells: Iterable[Any]) -> Path:
    """Write a notebook ``directory/name`` and return its path.

    Each cell is a string (a code cell), ``("markdown", text)`` or
    ``("code", text)``, or a ready nbformat cell. The kernel is ``python3``
    (the test environment's own Python)."""
    nb = nbformat.v4.new_notebook()
    for cell in cells:
        if isinstance(cell, str):
            nb.cells.append(nbformat.v4.new_code_cell(cell))
        elif isinstance(cell, tuple):
            kind, source = cell
            maker = {"code": nbformat.v4.new_code_cell, "markdown": nbformat.v4.new_markdown_cell}
            nb.cells.append(maker[kind](source))
        else:
            nb.cells.append(cell)
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3 (ipykernel)",
        "language": "python",
    }
    nb.metadata["language_info"] = {"name": "python"}
    path = Path(directory) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, str(path))
    return path


# --------------------------------------------------------------------------
# JupyterLab

_CURRENT_NOTEBOOK_JS = """
(path) => {
  const app = window.jupyterapp;
  if (!app || !app.shell) return false;
  const w = app.shell.currentWidget;
  if (!w || !w.context || w.context.path !== path || !w.context.isReady) return false;
  if (!w.content || !w.content.widgets || w.content.widgets.length === 0) return false;
  const sc = w.sessionContext;
  if (!sc || !sc.isReady || !sc.session || !sc.session.kernel) return false;
  return sc.session.kernel.status === 'idle' && sc.session.kernel.connectionStatus === 'connected';
}
"""


def open_notebook(page, server: LabServer, path: str, *, timeout: float = 60_000) -> None:
    """Open ``path`` (relative to the server root) in JupyterLab and wait until
    it is the current widget, its kernel is connected and reads Idle.

    Running cells before that silently does nothing."""
    path = str(path)
    page.goto(server.lab_url(path), wait_until="domcontentloaded", timeout=timeout)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=timeout)
    page.wait_for_function(_CURRENT_NOTEBOOK_JS, arg=path, timeout=timeout, polling=100)
    _wait_no_splash(page, timeout)
    # The notebook toolbar shows what a person sees; wait for it too.
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(
        state="attached", timeout=timeout
    )


def open_notebook7(page, server: NotebookServer, path: str, *, timeout: float = 60_000) -> None:
    """Open ``path`` in Jupyter Notebook 7 (its ``/notebooks/<path>`` page) and
    wait, as ``open_notebook`` does, until the notebook is the shell's current
    widget and its kernel is connected and Idle.

    Notebook 7 is built from JupyterLab's parts: ``window.jupyterapp`` (with
    ``expose_app_in_browser``), ``shell.currentWidget``, the commands, the
    ``.jp-*`` classes are the same, so ``run_all_cells`` and ``kernel_eval``
    work unchanged."""
    path = str(path)
    page.goto(server.notebook_url(path), wait_until="domcontentloaded", timeout=timeout)
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=timeout)
    page.wait_for_function(_CURRENT_NOTEBOOK_JS, arg=path, timeout=timeout, polling=100)
    page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").first.wait_for(
        state="attached", timeout=timeout
    )


_ALL_CELLS_RAN_JS = """
() => {
  const w = window.jupyterapp.shell.currentWidget;
  if (!w || !w.sessionContext || !w.sessionContext.session) return false;
  const kernel = w.sessionContext.session.kernel;
  if (!kernel || kernel.status !== 'idle') return false;
  const prompts = w.node.querySelectorAll('.jp-InputPrompt');
  for (const p of prompts) { if (p.textContent.includes('[*]')) return false; }
  return true;
}
"""


def run_all_cells(page, *, timeout: float = 120_000) -> None:
    """Run every cell of the current notebook and wait until all have run
    (the command's promise, then kernel idle and no ``[*]`` prompt)."""
    ok = page.evaluate("async () => await window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_function(_ALL_CELLS_RAN_JS, timeout=timeout, polling=100)
    if ok is False:
        # NotebookActions.runAll resolves to false when a cell raised.
        errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
        text = "\n".join(errors.all_inner_texts()) if errors.count() else "(no error output found)"
        raise AssertionError(f"a cell failed while running all cells:\n{text}")


_KERNEL_EVAL_JS = """
async (code) => {
  const w = window.jupyterapp.shell.currentWidget;
  const kernel = w.sessionContext.session.kernel;
  const out = { result: null, stream: '', error: null };
  const future = kernel.requestExecute({ code, silent: false, store_history: false });
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === 'execute_result') out.result = msg.content.data['text/plain'];
    else if (t === 'stream') out.stream += msg.content.text;
    else if (t === 'error') out.error = msg.content.ename + ': ' + msg.content.evalue
                                       + '\\n' + msg.content.traceback.join('\\n');
  };
  await future.done;
  return out;
}
"""


def kernel_eval(page, code: str) -> str:
    """Execute ``code`` in the current notebook's kernel and return the
    text/plain of its result (the repr of a final expression), or else what
    it printed. Raises AssertionError with the traceback if it raised.

    ``kernel_eval(page, "w.count")`` -> ``"2"``."""
    out = page.evaluate(_KERNEL_EVAL_JS, code)
    if out["error"]:
        raise AssertionError(f"kernel raised while running {code!r}:\n{_ANSI.sub('', out['error'])}")
    if out["result"] is not None:
        return out["result"]
    return out["stream"]


def _wait_no_splash(page, timeout: float) -> None:
    page.wait_for_function("() => !document.getElementById('jupyterlab-splash')", timeout=timeout, polling=100)


def set_theme(page, dark: bool, *, timeout: float = 30_000) -> None:
    """Switch JupyterLab to its dark (or light) theme and wait until it applies.

    The choice is saved in the server's user settings: the ``page`` fixture
    switches back to light after each test."""
    theme = DARK_THEME if dark else LIGHT_THEME
    page.evaluate(
        "async (theme) => await window.jupyterapp.commands.execute('apputils:change-theme', {theme})",
        theme,
    )
    page.wait_for_function(
        """([theme, dark]) => document.body.dataset.jpThemeName === theme
             && document.body.dataset.jpThemeLight === String(!dark)""",
        arg=[theme, dark],
        timeout=timeout,
    )
    # JupyterLab covers the page with its splash screen while the theme loads.
    _wait_no_splash(page, timeout)
    # Theme CSS is loaded after the attribute flips; wait for its variables.
    page.wait_for_function(
        """(dark) => {
             const c = getComputedStyle(document.body).getPropertyValue('--jp-layout-color0').trim();
             if (!c) return false;
             const m = c.match(/[0-9a-f]{6}|[0-9a-f]{3}/i);
             if (!m) return true;
             let hex = m[0]; if (hex.length === 3) hex = hex.split('').map(x => x + x).join('');
             const v = parseInt(hex.slice(0, 2), 16) + parseInt(hex.slice(2, 4), 16) + parseInt(hex.slice(4, 6), 16);
             return dark ? v < 384 : v >= 384;
           }""",
        arg=dark,
        timeout=timeout,
    )


#: A page function for ``wait_for_function``: true once the boxes of everything under ``root``
#: have kept their place and size over ``frames`` polls in a row (state kept under ``key``).
_LAYOUT_STABLE_JS = """([root, key, frames]) => {
  const sig = Array.from(document.querySelectorAll(root + ' *'), (e) => {
    const r = e.getBoundingClientRect();
    return `${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)},${Math.round(r.height)}`;
  }).join(';') + '|' + document.documentElement.clientWidth;
  const all = (window.__trioLayout = window.__trioLayout || {});
  const w = (all[key] = all[key] || { sig: '', same: 0 });
  if (sig === w.sig) w.same += 1; else { w.sig = sig; w.same = 0; }
  return w.same >= frames;
}"""

_layout_waits = 0


def wait_layout_stable(
    page, root: str = "body", *, frames: int = 3, poll_ms: int = 100, timeout: float = 30_000
) -> None:
    """Wait until the page's layout is settled: every element's box under ``root`` unchanged
    over ``frames`` polls ``poll_ms`` apart (a resize, a widget laying itself out again), instead
    of sleeping a fixed time that is too short on a busy machine and wasted on a quick one."""
    global _layout_waits
    _layout_waits += 1
    page.wait_for_function(
        _LAYOUT_STABLE_JS, arg=[root, f"wait{_layout_waits}", frames], polling=poll_ms, timeout=timeout
    )


def screenshot(page_or_locator, name: str) -> Path:
    """Save a PNG of the page (or of one Playwright locator) as
    ``test-output/screenshots/<name>.png`` in the repo and return its path."""
    SCREENSHOT_DIR.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOT_DIR / (name if name.endswith(".png") else f"{name}.png")
    page_or_locator.screenshot(path=str(path))
    return path


def watch_console(page) -> list[str]:
    """Start recording console errors/warnings and uncaught page errors of
    ``page`` (the ``page`` fixture does this); returns the live list."""
    messages: list[str] = []

    def on_console(msg) -> None:
        if msg.type in ("error", "warning"):
            messages.append(f"console.{msg.type}: {msg.text}")

    page.on("console", on_console)
    page.on("pageerror", lambda err: messages.append(f"pageerror: {err}"))
    _CONSOLE[page] = messages
    return messages


def console_messages(page) -> list[str]:
    """Console errors/warnings and uncaught errors recorded so far."""
    return list(_CONSOLE.get(page, []))


def widget_errors(page) -> list[str]:
    """Widget-rendering failures: the error boxes shown in outputs ("Error
    displaying widget", missing model class ...), uncaught page errors (a
    ``render`` that throws only shows up here) and console errors. Assert it
    is empty after running cells."""
    shown = page.evaluate(
        """() => Array.from(document.querySelectorAll('.jp-OutputArea-output'))
             .map(n => n.innerText)
             .filter(t => /Error displaying widget|[Mm]odel not found|Failed to load model class|Could not create a view/.test(t))"""
    )
    logged = [m for m in console_messages(page) if not m.startswith("console.warning")]
    return shown + logged


def kernel_json(page, expr: str):
    """The value of ``expr`` in the notebook's kernel, through JSON."""
    return json.loads(kernel_eval(page, f"import json as _j; print(_j.dumps({expr}))").strip())


def wait_kernel(page, expr: str, timeout: float = 30.0) -> None:
    """Poll the kernel until ``expr`` is true (fails with the last value)."""
    deadline = time.monotonic() + timeout
    last = ""
    while time.monotonic() < deadline:
        last = kernel_eval(page, f"bool({expr})").strip()
        if last == "True":
            return
        page.wait_for_timeout(150)
    raise AssertionError(f"kernel: {expr!r} still not true after {timeout} s (last {last})")


FIRST_BUTTON_JS = """() => {
  const outs = document.querySelectorAll('#rendered_cells .jp-OutputArea-output');
  for (const out of outs) {
    // a widget's own button (data-action), else any button of it (the score keeper's keys)
    const buttons = [...out.querySelectorAll('button[data-action], [role="button"][data-action]'),
                     ...out.querySelectorAll('button')];
    for (const b of buttons) {
      const r = b.getBoundingClientRect(), st = getComputedStyle(b);
      if (r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && !b.disabled && !b.closest('[hidden]')) {
        out.setAttribute('data-first-widget', '');
        b.setAttribute('data-first-button', '');
        return b.getAttribute('data-action') || b.textContent.trim() || 'button';
      }
    }
  }
  return null;
}"""

_WATCH_JS = """() => {
  const root = document.querySelector('[data-first-widget]');
  window.__redrawn = 0;
  new MutationObserver((m) => { window.__redrawn += m.length; })
    .observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
}"""


def first_widget_usable(page, timeout: float = 120_000) -> str:
    """On a page of cells (a child's page): wait for the first widget's first enabled button,
    click it, wait for the widget to redraw (the click went to the kernel and came back); return
    its data-action (or its text)."""
    page.wait_for_function(FIRST_BUTTON_JS, timeout=timeout, polling=200)
    action = page.evaluate(FIRST_BUTTON_JS)
    page.evaluate(_WATCH_JS)
    page.locator("[data-first-button]").click()
    page.wait_for_function("() => window.__redrawn > 0", timeout=60_000, polling=100)
    return action


#: Times one tap on a board in the page itself (Playwright's own waits count not): from the
#: pointer's ``start`` event on ``root`` (``pointerup``: the tap the widget acts on) to the frame
#: after ``root`` first holds more than ``n`` elements matching ``tiles``.  Arm it with
#: ``page.evaluate(WATCH_TAP, [root, tiles, n, "pointerup"])``, tap, then read :data:`TAP_TIMED`.
def loopback_only(outside: list[str]):
    """A Playwright route handler: requests to this machine (and data:, blob:) go through; any
    other is refused and its address appended to ``outside``."""

    def route(r) -> None:
        url = r.request.url
        if url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")):
            r.continue_()
        else:
            outside.append(url)
            r.abort()

    return route


def pick_a_tile_with_a_place(game) -> None:
    """In a GameWidget (``game``, a locator), pick the first rack tile that lights a place."""
    tiles = game.locator(".trio-gw-rack [data-tile]")
    for i in range(tiles.count()):
        tiles.nth(i).click()
        try:
            game.locator(".trio-gw-cell.legal").first.wait_for(timeout=3000)
            return
        except Exception:
            continue


WATCH_TAP = """([root, tiles, n, start]) => {
  const el = document.querySelector(root);
  const seen = (window.__trioTap = { start: null, dom: null, frame: null });
  el.addEventListener(start, (e) => { if (seen.start === null) seen.start = e.timeStamp; }, { capture: true, once: true });
  const watch = new MutationObserver(() => {
    if (el.querySelectorAll(tiles).length > n) {
      watch.disconnect();
      seen.dom = performance.now();
      requestAnimationFrame(() => { seen.frame = performance.now(); });
    }
  });
  watch.observe(el, { subtree: true, childList: true });
}"""
#: ``page.wait_for_function(TAP_TIMED)``: the armed tap's times once its frame is drawn
TAP_TIMED = "() => window.__trioTap.frame !== null && window.__trioTap.start !== null && window.__trioTap"
