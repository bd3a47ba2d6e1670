"""benchmarks/bench_voila_class.py runs: a class of two (one in Chromium, one light client) on
the school server ``make class`` starts.  Its figures are the benchmark's business, not this
test's: this checks that both children got the page and answered, and that it printed them."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from .conftest import CHROMIUM, _skip_or_fail
from .helpers import REPO_ROOT

pytestmark = pytest.mark.browser


def _class_of_two(*more: str) -> str:
    """The benchmark's output for a class of two (one in Chromium, one light client)."""
    try:
        import voila  # noqa: F401
    except ImportError:
        _skip_or_fail("voila is not installed (pip install -e '.[test]')")
    if not os.access(CHROMIUM, os.X_OK):
        _skip_or_fail(f"{CHROMIUM} is missing (apt-get install chromium)")
    run = subprocess.run(
        [
            sys.executable,
            str(REPO_ROOT / "benchmarks" / "bench_voila_class.py"),
            "--children",
            "2",
            "--browsers",
            "1",
            *more,
        ],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert run.returncode in (0, 1), run.stdout[-3000:] + run.stderr[-3000:]  # 1: a goal missed
    return run.stdout


def test_the_class_benchmark_runs_for_two_children():
    out = _class_of_two("--answers", "1")
    assert "kernel pool of 2 full" in out, out
    assert "PASS  every child answered every time, no error" in out, out
    assert "PASS  no outside request, no console error (Chromium)" in out, out
    for figure in ("first widget usable", "answer checked and redrawn"):
        assert figure in out, out
    # as make class does, the next lesson has a pool of its own: the kernels measured are the
    # children's and the ones still waiting for the next lesson
    assert "next lesson en/04b_bonuses (warm pool)" in out, out
    kernels = re.search(r"memory: (\d+) kernels", out)
    assert kernels and 2 <= int(kernels.group(1)) <= 4, out
    # the machine's CPU while the pages opened, split: what the light clients and Chromium took
    # is not the server's (a slowed Chromium's renderer keeps a core busy the whole time)
    other = re.search(
        r"light clients (\d+\.\d) s, Chromium and the rest (-?\d+\.\d) s; the machine was busy (\d+\.\d) s of (\d+\.\d)",
        out,
    )
    assert other and 0 < float(other.group(3)) <= float(other.group(4)) + 0.5, out


def test_the_class_benchmark_answers_a_lesson_of_choices_until_it_is_done():
    """en/10: a choice (answered until right, then done) and a "many" choice (passed by): both
    children stop when no Question is left, which is no error; the first widget is found."""
    out = _class_of_two("--lesson", "en/10_strategy_and_chance", "--answers", "6", "--second-lesson", "")
    assert "the page's questions were all done" in out, out
    assert "PASS  every child answered every time, no error: 0 errors; answered " in out, out
    assert "Chromium (drawn, a control enabled): median" in out, out
