"""Real-browser harness: JupyterLab 4 in a subprocess, driven by Debian's
Chromium through Playwright (sync API).

Fixtures
    lab_server  (session)  helpers.LabServer: url, token, root_dir, log_path
    browser     (package)  a headless Chromium (playwright Browser), one for all of tests/ui
    page        (function) a fresh browser context + page, 1280x900
    notebook_server (session)  helpers.NotebookServer: Jupyter Notebook 7, started only when asked for
    notebook_page   (function) like ``page``, for Notebook 7 (does not start JupyterLab)

Helpers (plain functions) are in tests/ui/helpers.py. Mark browser tests
with ``@pytest.mark.browser``. When Chromium or Playwright is missing the
tests skip, except under ``CI=true`` where they fail.
"""

from __future__ import annotations

import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from .helpers import LIGHT_THEME, REPO_ROOT, LabServer, NotebookServer, watch_console

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
TEST_OUTPUT = REPO_ROOT / "test-output"
SERVER_START_TIMEOUT = 90  # seconds; a cold start on 2 busy cores takes ~5 s


def _skip_or_fail(reason: str):
    """Missing tools skip a local run but fail CI: a green CI must have
    really run the browser tests."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: browser tests must run)", pytrace=False)
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


_SERVER_CONFIG = """\
# Written by tests/ui/conftest.py for one test session.
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


def _wait_for_status(url: str, token: str, proc: subprocess.Popen, log_path: Path) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT
    request = urllib.request.Request(url + "api/status", headers={"Authorization": f"token {token}"})
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(
                f"JupyterLab exited with code {proc.returncode}; log {log_path}:\n"
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
        f"JupyterLab did not answer {url}api/status within {SERVER_START_TIMEOUT} s; log {log_path}:\n"
        + log_path.read_text(errors="replace")[-4000:]
    )


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """JupyterLab 4 on a free loopback port, rooted in a temp copy of notebooks/."""
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        _skip_or_fail("jupyterlab is not installed")

    base = tmp_path_factory.mktemp("lab")
    root = base / "notebooks"
    src = REPO_ROOT / "notebooks"
    if src.is_dir():
        shutil.copytree(src, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
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
    config = config_dir / "jupyter_server_test_config.py"
    config.write_text(
        _SERVER_CONFIG.format(
            port=port, root=str(root), workspaces=str(workspaces), settings=str(settings)
        )
    )

    TEST_OUTPUT.mkdir(exist_ok=True)
    log_path = TEST_OUTPUT / "jupyterlab-server.log"
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(config_dir),
        JUPYTER_RUNTIME_DIR=str(base / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(workspaces),
        IPYTHONDIR=str(base / "ipython"),
        PYDEVD_DISABLE_FILE_VALIDATION="1",
    )
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        f"--config={config}",
        "--no-browser",
        f"--port={port}",
        "--ip=127.0.0.1",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--ServerApp.allow_root=True")
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
    try:
        _wait_for_status(url, token, proc, log_path)
        yield LabServer(url=url, token=token, root_dir=root, log_path=log_path)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        # Kernels are the server's children in the same session: end them too.
        try:
            os.killpg(proc.pid, 9)
        except (ProcessLookupError, PermissionError):
            pass
        log.close()


# Package scope (= all of tests/ui, one launch): while Playwright's sync API
# is alive, asyncio.run() in the main thread raises "cannot be called from a
# running event loop", so stop it before the tests outside tests/ui run.
@pytest.fixture(scope="package")
def _playwright():
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _skip_or_fail("playwright is not installed (pip install -e '.[test]')")
    if not os.access(CHROMIUM, os.X_OK):
        _skip_or_fail(f"{CHROMIUM} is missing (apt-get install chromium)")
    pw = sync_playwright().start()
    try:
        yield pw
    finally:
        pw.stop()


@pytest.fixture(scope="package")
def browser(_playwright):
    """Headless Debian Chromium; `playwright install` cannot download browsers here."""
    b = _playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    try:
        yield b
    finally:
        b.close()


@pytest.fixture
def page(browser, lab_server):
    """A fresh context and page per test. Console errors are printed at the
    end (pytest shows them when the test fails); the theme goes back to light."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    context.set_default_timeout(30_000)
    pg = context.new_page()
    messages = watch_console(pg)
    try:
        yield pg
    finally:
        try:
            dark = pg.evaluate("() => document.body && document.body.dataset.jpThemeLight === 'false'")
            if dark:
                pg.evaluate(
                    "async (t) => await window.jupyterapp.commands.execute('apputils:change-theme', {theme: t})",
                    LIGHT_THEME,
                )
        except Exception:  # the page may be gone after a failure
            pass
        if messages:
            print("\n".join(["browser console:"] + messages))
        context.close()


# --------------------------------------------------------------------------
# Jupyter Notebook 7 (the `notebook` package): same patterns as lab_server.


@pytest.fixture(scope="session")
def notebook_server(tmp_path_factory):
    """Jupyter Notebook 7 on a free loopback port with a token, rooted in an
    empty temp folder (tests write their notebooks there), no browser.

    Yields a helpers.NotebookServer (a LabServer with ``notebook_url(path)``).
    ``window.jupyterapp`` is exposed, as in JupyterLab; the user settings are
    the lab_server's (no news toast, no windowing, light theme)."""
    try:
        from notebook import __version__ as notebook_version
    except ImportError:
        _skip_or_fail("notebook (Jupyter Notebook 7) is not installed (pip install -e '.[test]')")
    if int(notebook_version.split(".")[0]) < 7:
        _skip_or_fail(f"notebook {notebook_version} is installed; these tests need Notebook 7")

    base = tmp_path_factory.mktemp("nb7")
    root = base / "notebooks"
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

    TEST_OUTPUT.mkdir(exist_ok=True)
    log_path = TEST_OUTPUT / "notebook7-server.log"
    env = dict(os.environ)
    env.update(
        JUPYTER_CONFIG_DIR=str(config_dir),
        JUPYTER_RUNTIME_DIR=str(base / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(workspaces),
        IPYTHONDIR=str(base / "ipython"),
        PYDEVD_DISABLE_FILE_VALIDATION="1",
    )
    cmd = [
        sys.executable,
        "-m",
        "notebook",
        "--no-browser",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        "--ip=127.0.0.1",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--JupyterNotebookApp.expose_app_in_browser=True",  # window.jupyterapp
        f"--JupyterNotebookApp.user_settings_dir={settings}",
        f"--JupyterNotebookApp.workspaces_dir={workspaces}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--ServerApp.allow_root=True")
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
    try:
        try:
            _wait_for_status(url, token, proc, log_path)
        except RuntimeError as err:  # the message says "JupyterLab": say which server it was
            raise RuntimeError(f"Jupyter Notebook 7 server: {err}") from None
        yield NotebookServer(url=url, token=token, root_dir=root, log_path=log_path)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=10)
        try:  # the kernels, in the server's process group
            os.killpg(proc.pid, 9)
        except (ProcessLookupError, PermissionError):
            pass
        log.close()


@pytest.fixture
def notebook_page(browser, notebook_server):
    """Like ``page`` but for Notebook 7 (does not start JupyterLab): a fresh
    1280x900 context; console errors printed at the end."""
    context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=1)
    context.set_default_timeout(30_000)
    pg = context.new_page()
    messages = watch_console(pg)
    try:
        yield pg
    finally:
        if messages:
            print("\n".join(["browser console:"] + messages))
        context.close()
