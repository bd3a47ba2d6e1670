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
from pathlib import Path

import nbformat
import pytest

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


@pytest.mark.binder
def test_every_lesson_runs_in_a_fresh_binder_environment(tmp_path):
    assert all(NOTEBOOKS.values()), "no lesson notebooks found"
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env.pop("VIRTUAL_ENV", None)
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
