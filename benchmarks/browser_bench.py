"""What the browser benchmarks share: Debian's Chromium and its flags, the figures' format, and
the command line (``--repeat``, ``--skip-lab``, ``--skip-page``) that runs a script's two parts."""

from __future__ import annotations

import argparse
import os
import statistics
from collections.abc import Callable
from typing import Any

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

Figures = Callable[[Any, int], None]


def stats(values: list[float]) -> str:
    """Median and 90th percentile of timings in ms."""
    v = sorted(values)
    p90 = v[min(len(v) - 1, round(0.9 * (len(v) - 1)))]
    return f"median {statistics.median(v):7.2f} ms   p90 {p90:7.2f} ms   (n={len(v)})"


def run(doc: str, page_figures: Figures, lab_figures: Figures) -> None:
    """Parse the command line, start Chromium and print the plain-page and JupyterLab figures."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--skip-lab", action="store_true")
    ap.add_argument("--skip-page", action="store_true")
    args = ap.parse_args()
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("playwright is not installed: pip install -e '.[test]'")
        return
    if not os.access(CHROMIUM, os.X_OK):
        print(f"{CHROMIUM} is missing: apt-get install chromium")
        return
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        try:
            if not args.skip_page:
                page_figures(browser, args.repeat)
            if not args.skip_lab:
                lab_figures(browser, args.repeat)
        finally:
            browser.close()
