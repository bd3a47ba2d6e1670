"""The package works without numpy, as in a browser kernel offline (the static site).

The engine's tests, the computer players', the puzzles', the simulations' and two widgets'
run again in a fresh Python in which ``import numpy`` fails (a finder at the head of
``sys.meta_path`` refuses it): nothing the lessons use may need numpy, and ``explore``
deals the same hands without it (tests/test_explore.py compares the two).
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent

TESTS = [
    "tests/test_tiles.py",
    "tests/test_board.py",
    "tests/test_rules.py",
    "tests/test_game.py",
    "tests/test_score_steps.py",
    "tests/test_bots.py",
    "tests/test_explore.py",
    "tests/test_puzzles.py",
    "tests/test_exercises.py",
    "tests/test_drill.py",
    "tests/test_game_widget.py",
    "tests/test_puzzle_widget.py",
]

RUN = textwrap.dedent(
    """
    import importlib.abc, sys

    class NoNumpy(importlib.abc.MetaPathFinder):
        tried = []

        def find_spec(self, name, path=None, target=None):
            if name == "numpy" or name.startswith("numpy."):
                NoNumpy.tried.append(name)
                raise ModuleNotFoundError(f"No module named {name!r} (hidden by the test)", name=name)
            return None

    sys.meta_path.insert(0, NoNumpy())
    import pytest

    code = pytest.main(sys.argv[1:])
    assert "numpy" not in sys.modules
    from trio_widgets.simulation import _explore

    assert _explore.np is None, "explore found a numpy"
    print("numpy was asked for by:", sorted(set(NoNumpy.tried)) or "nothing")
    sys.exit(int(code))
    """
)


def test_the_engine_widgets_and_simulations_pass_their_tests_without_numpy():
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    args = [sys.executable, "-c", RUN, "-q", "-p", "no:cacheprovider", "-x", "-rs", *TESTS]
    done = subprocess.run(args, cwd=REPO_ROOT, env=env, capture_output=True, text=True, timeout=1500)
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-4000:]
    assert " passed" in out and " failed" not in out, out[-2000:]
    # the one test that needs numpy compares it with the plain-Python deals; nothing else skips
    skipped = [line for line in out.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 1 and "numpy deals with the plain-Python ones" in skipped[0], skipped
