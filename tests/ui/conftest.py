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
from contextlib import contextmanager

import pytest

from .helpers import LIGHT_THEME, REPO_ROOT, jupyter_server, watch_console

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


def worker_suffix() -> str:
    """``-gw0``, ``-gw1`` ... in a pytest-xdist process (`make test`), else ``""``: for a file a
    fixture writes outside its temporary folder (a server's log), so two processes never share one."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    return f"-{worker}" if worker else ""


def _skip_or_fail(reason: str):
    """Missing tools skip a local run but fail CI: a green CI must have
    really run the browser tests."""
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: browser tests must run)", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """JupyterLab 4 on a free loopback port, rooted in a temp copy of notebooks/."""
    try:
        import jupyterlab  # noqa: F401
    except ImportError:
        _skip_or_fail("jupyterlab is not installed")

    base = tmp_path_factory.mktemp("lab")
    with jupyter_server(
        "lab", base, TEST_OUTPUT / f"jupyterlab-server{worker_suffix()}.log", notebooks=REPO_ROOT / "notebooks"
    ) as server:
        yield server


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


@contextmanager
def _fresh_page(browser):
    """A fresh 1280x900 context and page; console errors are printed at the
    end (pytest shows them when the test fails)."""
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


@pytest.fixture
def page(browser, lab_server):
    """A fresh context and page per test. Console errors are printed at the
    end (pytest shows them when the test fails); the theme goes back to light."""
    with _fresh_page(browser) as pg:
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
    with jupyter_server("notebook", base, TEST_OUTPUT / f"notebook7-server{worker_suffix()}.log") as server:
        yield server


@pytest.fixture
def notebook_page(browser, notebook_server):
    """Like ``page`` but for Notebook 7 (does not start JupyterLab): a fresh
    1280x900 context; console errors printed at the end."""
    with _fresh_page(browser) as pg:
        yield pg
