"""Tools some tests need: a missing one skips a local run but fails CI (CI=true),
so a green CI has really run every test."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest


def skip_or_fail(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: this test must run)", pytrace=False)
    pytest.skip(reason)


def node() -> str:
    """The path of Node.js, for the JavaScript checks."""
    path = shutil.which("node")
    if path is None:
        skip_or_fail("node is missing (apt-get install nodejs)")
    assert path is not None
    return path


ROOT = Path(__file__).resolve().parents[1]


def npm() -> str:
    """The path of npm, which installs the pinned build tools of package.json."""
    path = shutil.which("npm")
    if path is None:
        skip_or_fail("npm is missing: it installs the pinned esbuild and typescript (apt-get install npm)")
    assert path is not None
    return path


def build_tools() -> Path:
    """node_modules/ with the exact versions package.json pins (esbuild, typescript): `npm ci`
    (from package-lock.json) when one is missing or another version, as `make js` does."""
    node()
    npm_path = npm()  # asked even when node_modules/ is there: CI must have what a fresh clone needs
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["devDependencies"]
    modules = ROOT / "node_modules"

    def installed(name: str) -> str | None:
        meta = modules / name / "package.json"
        return json.loads(meta.read_text(encoding="utf-8")).get("version") if meta.is_file() else None

    if all(installed(name) == version for name, version in pinned.items()):
        return modules
    proc = subprocess.run(
        [npm_path, "ci", "--no-audit", "--no-fund"],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "npm_config_update_notifier": "false"},
    )
    wrong = {name: installed(name) for name, version in pinned.items() if installed(name) != version}
    if proc.returncode != 0 or wrong:
        skip_or_fail(f"`npm ci` did not install {pinned} (got {wrong}):\n{proc.stdout}\n{proc.stderr}")
    return modules
