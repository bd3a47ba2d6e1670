"""How long a teacher waits for printables.

    python benchmarks/bench_printables.py [--sheets N]

Prints, for each lesson, the median time to make a worksheet (exercises from the
engine, pages laid out) and to write its PDF; then the time for a class set of
N different worksheets of one lesson, the cut-out sheet and a rules sheet, with
the PDF sizes.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import trio_widgets as tw
from trio_widgets.paper import LESSONS


def timed(fn, repeat: int = 3) -> tuple[float, object]:
    times, out = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sheets", type=int, default=25, help="worksheets in a class set")
    args = ap.parse_args()
    tw.worksheet("01").to_pdf()  # font loaded once, as in a notebook after the first sheet
    print("lesson  make (s)  pdf (s)  pages  pdf kB")
    for key in sorted(LESSONS):
        t_make, ws = timed(lambda key=key: tw.worksheet(key, lang="ru", seed=7))
        t_pdf, data = timed(lambda ws=ws: ws.to_pdf())
        print(f"{key:>6}  {t_make:8.3f}  {t_pdf:7.3f}  {ws.page_count:5d}  {len(data) / 1024:6.0f}")
    for key in ("01", "04"):
        t0 = time.perf_counter()
        sheets = tw.class_set(key, lang="pl", sheets=args.sheets)
        pupils, answers = sheets.to_pdf(), sheets.answers().to_pdf()
        print(
            f"class set: {args.sheets} different worksheets of lesson {key} and their answers, two PDFs "
            f"({len(pupils) / 1024:.0f} + {len(answers) / 1024:.0f} kB) in {time.perf_counter() - t0:.1f} s"
        )
    t, data = timed(lambda: tw.cutout_sheet("hu").to_pdf())
    print(f"cut-out sheet: {t:.3f} s, {len(data) / 1024:.0f} kB")
    t, data = timed(lambda: tw.rules_sheet("classic", "en").to_pdf())
    print(f"rules sheet: {t:.3f} s, {len(data) / 1024:.0f} kB")


if __name__ == "__main__":
    main()
