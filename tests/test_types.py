"""The package type-checks: STYLE promises type hints everywhere (``py.typed``), checked with mypy.

mypy reads its settings from pyproject.toml's ``[tool.mypy]``, so it runs from the repo root.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent


def test_mypy_reports_no_errors() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "trio_widgets"],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, f"mypy exited with {proc.returncode}:\n{proc.stdout}{proc.stderr}"
