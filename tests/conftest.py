"""Shared by every test layer. Keep it small: layer-specific setup lives
next to its tests (tests/ui/conftest.py for the browser harness)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
TEST_OUTPUT = REPO_ROOT / "test-output"  # gitignored: logs, screenshots

# ipykernel on a frozen-modules CPython prints a debugger warning to stderr in
# every kernel it starts (nbval, JupyterLab); it is noise in test output.
os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")


# Under pytest-xdist (`make test`: one process per core, `--dist loadfile`) each process takes a
# whole file at a time, in the order collected.  The files that take minutes go first, so that
# the short ones fill the other process meanwhile and no long file starts last.
SLOW_FIRST = (
    "tests/ui/test_site.py",  # builds the static site, then opens it
    "tests/test_binder.py",  # a fresh Binder environment from the package index
    "tests/ui/test_child_pages.py",  # every lesson's child's page in Voila
    "tests/ui/",  # the other real-browser tests
)


def _rank(item) -> int:
    path = Path(str(item.path)).resolve().relative_to(REPO_ROOT).as_posix() if item.path else ""
    for i, prefix in enumerate(SLOW_FIRST):
        if path.startswith(prefix):
            return i
    return len(SLOW_FIRST)


def pytest_collection_modifyitems(session, config, items):
    if os.environ.get("PYTEST_XDIST_WORKER"):  # a worker of pytest-xdist: it collects, the controller deals
        items.sort(key=_rank)  # stable: the order within a file is kept


def pytest_report_header(config):
    chromium = "/usr/bin/chromium" if os.access("/usr/bin/chromium", os.X_OK) else "missing"
    node = shutil.which("node") or "missing"
    return f"trio_widgets: CI={os.environ.get('CI', '')!r} chromium={chromium} node={node}"
