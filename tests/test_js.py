"""Runs the JavaScript unit tests (pure geometry and helpers of the widgets'
ES modules) with Node's built-in runner: `node --test tests/js/`."""

from __future__ import annotations

import subprocess
from pathlib import Path

import needs
import pytest

JS_DIR = Path(__file__).resolve().parent / "js"
PATTERNS = ("*.test.mjs", "*.test.js", "*.test.cjs")


def _js_test_files() -> list[Path]:
    return sorted(p for pattern in PATTERNS for p in JS_DIR.rglob(pattern))


def test_node_unit_tests():
    files = _js_test_files()
    assert files, "no *.test.mjs files in tests/js/"
    node = needs.node()
    # Name the files: Node 18/20 accept `node --test tests/js/`, Node 22+ reads
    # arguments as globs. Debian bookworm (CI installs nodejs when missing) has 18.
    proc = subprocess.run(
        [node, "--test", *[str(f.relative_to(JS_DIR.parent.parent)) for f in files]],
        cwd=JS_DIR.parent.parent,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
    )
    output = proc.stdout + proc.stderr
    print(output)
    if proc.returncode != 0:
        pytest.fail(f"node --test failed (exit {proc.returncode}):\n{output}", pytrace=False)
