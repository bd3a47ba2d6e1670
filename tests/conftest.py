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


def pytest_report_header(config):
    chromium = "/usr/bin/chromium" if os.access("/usr/bin/chromium", os.X_OK) else "missing"
    node = shutil.which("node") or "missing"
    return f"trio_widgets: CI={os.environ.get('CI', '')!r} chromium={chromium} node={node}"
