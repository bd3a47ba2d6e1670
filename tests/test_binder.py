"""Binder: the lessons run in an environment built from binder/ alone.

mybinder.org (repo2docker) reads ``binder/runtime.txt`` for the Python
version and runs ``pip install -r binder/requirements.txt`` from the
repository root; then a child opens ``notebooks/<lang>/00_start_here.ipynb`` (one badge per
language in the README).  The
slow test below does the same in a fresh virtual environment (pip resolves
every dependency itself, reusing pip's download cache) and executes every
lesson in it, so a missing requirement, a wrong pin or a package file left
out of the wheel shows up here and not in a classroom.

It skips when pip cannot reach the package index (and fails instead under
``CI=true``).  The quick tests check the files themselves.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import nbformat
import pytest
from ui.helpers import first_widget_usable, stop_server

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"
LANGS = ["en", "ru", "pl", "hu"]
#: The languages whose lessons the slow test runs in the fresh environment (English, and
#: Russian for the Cyrillic texts and catalogues).
RUN_LANGS = ["en", "ru"]
NOTEBOOKS = {lang: sorted((REPO / "notebooks" / lang).glob("[0-9][0-9]*_*.ipynb")) for lang in RUN_LANGS}
CHECK_TAG = "nbval-check-output"


def _requirements() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [ln.split("#", 1)[0].strip() for ln in lines if ln.split("#", 1)[0].strip()]


# -- the files -------------------------------------------------------------------------


def test_requirements_install_the_repo_and_pin_everything_else():
    reqs = _requirements()
    assert reqs[0] == ".", "binder/requirements.txt must install this repository first ('.')"
    pinned = {}
    for req in reqs[1:]:
        m = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([0-9][0-9A-Za-z.\-+]*)", req)
        assert m, f"binder/requirements.txt: {req!r} is not pinned as name==version"
        pinned[m.group(1).lower().replace("_", "-")] = m.group(2)
    # what the lessons need beyond the package itself: the lab, the widget stack, numpy (lesson 06)
    for name in ("jupyterlab", "ipywidgets", "anywidget", "numpy"):
        assert name in pinned, f"binder/requirements.txt does not pin {name}"


def test_pins_satisfy_the_package_dependencies():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    from packaging.requirements import Requirement

    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pinned = {}
    for req in _requirements()[1:]:
        name, version = req.split("==")
        pinned[name.lower().replace("_", "-")] = version
    for dep in project["dependencies"]:
        r = Requirement(dep)
        key = r.name.lower().replace("_", "-")
        if key in pinned:
            assert r.specifier.contains(pinned[key], prereleases=True), (
                f"binder pins {key}=={pinned[key]}, but pyproject.toml asks for {dep}"
            )


def test_runtime_is_a_python_the_package_supports():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    from packaging.specifiers import SpecifierSet

    text = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    m = re.fullmatch(r"python-(3\.\d+)", text)
    assert m, f"binder/runtime.txt should read like 'python-3.11', not {text!r}"
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert SpecifierSet(project["requires-python"]).contains(m.group(1) + ".0")


def test_readme_has_one_badge_per_language_opening_its_childrens_start_page():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    badges = re.findall(r"\[!\[Binder\]\([^)]+\)\]\((https://mybinder\.org/v2/gh/[^)\s]+)\)", readme)
    opened = [m.group(1) for b in badges if (m := re.search(r"urlpath=([^&)]+)", b))]
    assert len(opened) == len(badges) == len(LANGS), (
        f"README.md: {len(badges)} Binder badges for {len(LANGS)} languages"
    )
    for lang in LANGS:
        want = f"voila%2Frender%2Fnotebooks%2F{lang}%2F00_start_here.ipynb"
        assert opened.count(want) == 1, f"README.md has no Binder badge opening {want}"
        assert (REPO / "notebooks" / lang / "00_start_here.ipynb").exists()
        notebook = f"labpath=notebooks%2F{lang}%2F00_start_here.ipynb"
        assert readme.count(notebook) == 1, f"README.md has no Binder link to the {lang} notebooks"


def test_binder_installs_voila_and_the_childs_page_template():
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    pinned = dict(r.split("==") for r in _requirements()[1:])
    assert "voila" in pinned, "binder/requirements.txt does not pin voila (the child's page)"
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    shared = project["tool"]["hatch"]["build"]["targets"]["wheel"]["shared-data"]
    template = "share/jupyter/voila/templates/trio"
    assert shared.get(template) == template, "the wheel does not install the Voila template"
    assert (REPO / template / "index.html.j2").exists() and (REPO / template / "conf.json").exists()


# -- the environment ---------------------------------------------------------------------


def _index_reachable(py: Path, env: dict, tmp_path: Path) -> bool:
    """Can pip fetch anything at all? (Tells "no network here" from a wrong pin.)"""
    probe = subprocess.run(
        [str(py), "-m", "pip", "download", "--no-deps", "--dest", str(tmp_path / "probe"), "pip"],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    return probe.returncode == 0


def _checked_text(cell) -> str:
    parts = []
    for o in cell.get("outputs", []):
        if o.get("output_type") == "stream":
            parts.append(o.get("text", ""))
        elif o.get("output_type") in ("execute_result", "display_data"):
            parts.append(o.get("data", {}).get("text/plain", ""))
        elif o.get("output_type") == "error":
            parts.append(f"{o.get('ename')}: {o.get('evalue')}")
    return "".join(parts)


@dataclass(frozen=True)
class BinderEnv:
    venv: Path
    py: Path
    env: dict
    tmp: Path


@pytest.fixture(scope="module")
def binder_env(tmp_path_factory) -> BinderEnv:
    """A fresh environment built from binder/ alone, as repo2docker builds it."""
    tmp_path = tmp_path_factory.mktemp("binder")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env.pop("VIRTUAL_ENV", None)
    env.pop("JUPYTER_PATH", None)  # the template must come from the environment (pip install .)
    env.pop("JUPYTER_CONFIG_PATH", None)
    env["PATH"] = f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    # Kernels: only the new environment's own python3 kernel (not one a user installed).
    env["JUPYTER_DATA_DIR"] = str(tmp_path / "jupyter-data")
    env["JUPYTER_CONFIG_DIR"] = str(tmp_path / "jupyter-config")
    env["IPYTHONDIR"] = str(tmp_path / "ipython")
    env.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")

    # As repo2docker does: from the repository root, requirements.txt alone (pip resolves deps).
    pip = subprocess.run(
        [str(py), "-m", "pip", "install", "-r", "binder/requirements.txt"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    if pip.returncode != 0:
        log = pip.stdout[-4000:] + pip.stderr[-4000:]
        if os.environ.get("CI") != "true" and not _index_reachable(py, env, tmp_path):
            pytest.skip("pip cannot reach the package index here; the Binder environment was not built")
        pytest.fail(f"pip install -r binder/requirements.txt failed:\n{log}")

    # The package must come from the new environment, not from this checkout.
    where = subprocess.run(
        [str(py), "-c", "import trio_widgets, sys; print(trio_widgets.__file__); print(sys.prefix)"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert where[0].startswith(str(venv)), f"trio_widgets imported from {where[0]}, not the Binder environment"
    return BinderEnv(venv=venv, py=py, env=env, tmp=tmp_path)


@pytest.mark.binder
def test_every_lesson_runs_in_a_fresh_binder_environment(binder_env):
    assert all(NOTEBOOKS.values()), "no lesson notebooks found"
    py, env, tmp_path = binder_env.py, binder_env.env, binder_env.tmp
    for lang, notebooks in NOTEBOOKS.items():
        out = tmp_path / "executed" / lang
        run = subprocess.run(
            [
                str(py),
                "-m",
                "nbconvert",
                "--to",
                "notebook",
                "--execute",
                "--ExecutePreprocessor.timeout=600",
                "--ExecutePreprocessor.kernel_name=python3",
                "--output-dir",
                str(out),
                *map(str, notebooks),
            ],
            cwd=REPO / "notebooks" / lang,  # a lesson runs in its own folder, as on Binder
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        assert run.returncode == 0, f"a {lang} lesson failed in the Binder environment:\n{run.stderr[-6000:]}"

        # The numbers the lessons state come out the same with Binder's pinned versions.
        for path in notebooks:
            stored = nbformat.read(str(path), as_version=4)
            fresh = nbformat.read(str(out / path.name), as_version=4)
            assert len(stored.cells) == len(fresh.cells)
            for i, (a, b) in enumerate(zip(stored.cells, fresh.cells)):
                if a.cell_type == "code" and CHECK_TAG in a.metadata.get("tags", []):
                    assert _checked_text(b) == _checked_text(a), (
                        f"{lang}/{path.name} cell {i} prints something else on Binder"
                    )


# -- the child's page on Binder ------------------------------------------------------------

#: The page the README's English badge opens (``urlpath=voila/render/...``), relative to the
#: server's root, which on Binder is the repository's folder.
BADGE_PAGE = "voila/render/notebooks/en/00_start_here.ipynb"
CHROMIUM = "/usr/bin/chromium"


def _missing_tool(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: the Binder test must open the child's page)", pytrace=False)
    pytest.skip(reason)


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_badge_opens_the_start_page_this_test_opens():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    assert "urlpath=" + BADGE_PAGE.replace("/", "%2F") in readme


def _start_binder_server(binder_env, home: Path, token: str, log_path: Path) -> tuple[subprocess.Popen, str]:
    """The environment's JupyterLab server rooted in ``home``, once it answers: (process, its URL)."""
    import time
    import urllib.request

    port = _free_port()
    cmd = [
        str(binder_env.py),
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={home}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--ServerApp.allow_root=True")
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            cmd, cwd=home, env=binder_env.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
    url = f"http://127.0.0.1:{port}/"
    deadline = time.monotonic() + 180
    while True:
        try:
            req = urllib.request.Request(url + "api/status", headers={"Authorization": f"token {token}"})
            urllib.request.urlopen(req, timeout=5).close()
            return proc, url
        except OSError:
            if proc.poll() is not None or time.monotonic() > deadline:
                stop_server(proc)
                pytest.fail("the Binder environment's Jupyter server did not start:\n" + log_path.read_text()[-3000:])
            time.sleep(0.5)


@pytest.mark.binder
def test_the_childs_page_opens_in_a_fresh_binder_environment(binder_env, tmp_path):
    """Binder starts a Jupyter server (jupyterhub-singleuser, a Jupyter Server with the
    environment's extensions) rooted in the repository, and the badge opens
    ``/voila/render/notebooks/en/00_start_here.ipynb``.  Here: the environment's JupyterLab
    server, rooted in a copy of the repository's notebooks, with no JUPYTER_PATH (the Voila
    template must be the one ``pip install .`` put in the environment); the page must draw a
    widget whose button answers, with no console error and no request outside 127.0.0.1."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing_tool("playwright is not installed (pip install -e '.[test]')")
    if not os.access(CHROMIUM, os.X_OK):
        _missing_tool(f"{CHROMIUM} is missing (apt-get install chromium)")
    import secrets
    import shutil

    template = binder_env.venv / "share/jupyter/voila/templates/trio/index.html.j2"
    assert template.exists(), "pip install . did not put the Voila template in <prefix>/share/jupyter"

    home = tmp_path / "home"  # the repository's folder on Binder
    shutil.copytree(REPO / "notebooks", home / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    token = secrets.token_hex(16)
    proc, url = _start_binder_server(binder_env, home, token, tmp_path / "binder-server.log")
    outside, console = [], []
    try:
        with sync_playwright() as pw:
            browser = pw.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
            )
            try:
                context = browser.new_context(viewport={"width": 1280, "height": 900})

                def route(r):
                    if r.request.url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")):
                        r.continue_()
                    else:
                        outside.append(r.request.url)
                        r.abort()

                context.route("**/*", route)
                page = context.new_page()
                page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
                page.on("pageerror", lambda e: console.append(f"pageerror: {e}"))
                page.goto(f"{url}{BADGE_PAGE}?token={token}", wait_until="domcontentloaded", timeout=180_000)
                page.wait_for_selector("#rendered_cells", state="visible", timeout=180_000)
                assert page.evaluate("() => document.body.dataset.voila") == "voila"
                # the project's template (a plain Voila page has no data-lesson)
                assert page.evaluate("() => document.body.dataset.lesson") == "00_start_here"
                first_widget_usable(page, 180_000)
                page.wait_for_load_state("networkidle", timeout=60_000)
                assert not page.locator("#rendered_cells .jp-CodeCell .jp-InputArea, .cm-editor").count(), (
                    "code on the page"
                )
            finally:
                browser.close()
    finally:
        stop_server(proc)
    assert not outside, f"the child's page on Binder asked outside hosts: {outside}"
    assert not console, "console errors on the child's page on Binder:\n" + "\n".join(console)
