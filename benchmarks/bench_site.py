"""The static site's size and speed: the zip, the start page to the first widget usable (cold
and with the browser's cache warm), and a move on the GameWidget.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_site.py [--build] [--moves 15]

Uses site/ and site.zip as ``make site`` left them (``--build`` builds them first).  The site
is served from 127.0.0.1 by a thread with ``http.server``, every other host blocked, in
Debian's Chromium (``/usr/bin/chromium``).  "Usable": the English start page's GameWidget
has drawn its rack from the live kernel (a tile in the rack can be tapped).  Cold: a new
browser profile (empty cache, nothing in IndexedDB).  Warm: the same profile opening the page
again (the cache holds Pyodide and the wheels; the kernel still starts afresh, as it does on
every visit).  Goals (issue 20): zip at most 30 MB, cold 20 s, warm 5 s, a move 150 ms median.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.browser_bench import ARGS, CHROMIUM  # noqa: E402
from tests.ui import site_harness as site  # noqa: E402

#: the parts of a start, in order: (name, what ends it)
PARTS = [
    ("page", "the page's own files loaded (its load event)"),
    ("notebook", "JupyterLite's notebook app drawn (.jp-Notebook)"),
    ("wasm", "Pyodide's wasm fetched and compiled (the streaming compile has read it all)"),
    ("wheels", "the last wheel the kernel loads at start fetched"),
    ("kernel", "the kernel idle: Pyodide started, the wheels unpacked, ipykernel and IPython imported"),
    ("import", "`import trio_widgets` (timed in the kernel)"),
    ("widgets", "`import anywidget, ipywidgets` (timed in the kernel)"),
    ("cell", "Run All until the GameWidget's rack is drawn"),
]
_TIMED_IMPORTS = """import time as _t
_a = _t.time()
import trio_widgets
_b = _t.time()
import anywidget, ipywidgets
print(_a, _b, _t.time())"""


def first_widget(page, base: str) -> tuple[float, dict[str, float]]:
    """Seconds from opening the start page to its GameWidget usable (the cells run as they open),
    and when each part of it ended (seconds from the start; see PARTS).  The page's performance
    entries give its own load; the requests (the kernel's worker included) when Pyodide's wasm
    and the wheels arrived; the kernel prints when its imports began and ended (its clock is
    this machine's)."""
    got: dict[str, float] = {}

    def finished(request) -> None:
        url = request.url
        if url.endswith("pyodide.asm.wasm"):
            got["wasm"] = time.time()  # the last of the page's and the service worker's reads
        elif url.endswith(".whl"):
            got["wheels"] = time.time()

    page.context.on("requestfinished", finished)
    t0 = time.time()
    start = time.monotonic()
    page.goto(site.notebook_url(base, "en/00_start_here.ipynb"))
    page.wait_for_selector(".jp-Notebook", timeout=180_000)
    ends = {"notebook": time.time()}
    page.wait_for_function(f"() => ({site._KERNEL})() === 'idle'", timeout=180_000, polling=100)
    ends["kernel"] = time.time()
    r = site.execute(page, _TIMED_IMPORTS)
    before, ends["import"], ends["widgets"] = (float(x) for x in r["out"].split())
    site.run_all(page)
    page.locator(f"{site.GAME} .trio-gw-rack [data-tile]").first.wait_for(timeout=180_000)
    total = time.monotonic() - start
    ends["cell"] = time.time()
    page.context.remove_listener("requestfinished", finished)
    origin, load = page.evaluate(
        "() => [performance.timeOrigin, performance.getEntriesByType('navigation')[0].loadEventEnd]"
    )
    ends["page"] = origin / 1000 + load / 1000
    ends.update(got)
    ends["import_began"] = before
    return total, {k: v - t0 for k, v in ends.items()}


def print_parts(name: str, total: float, ends: dict[str, float]) -> None:
    """Each part in the order it ended: its own seconds (from the end of the one before) and
    when it ended.  The wheels come while the wasm compiles, so one of them may take 0 s."""
    print(f"  {name} start, part by part: seconds (ended at)")
    last = 0.0
    what = dict(PARTS)
    for key in sorted((k for k in what if k in ends), key=lambda k: ends[k]):
        began = max(last, ends["import_began"]) if key == "import" else last
        print(f"    {key:9} {max(0.0, ends[key] - began):5.1f} ({ends[key]:5.1f})  {what[key]}")
        last = max(last, ends[key])
    print(f"    {'(rest)':9} {max(0.0, total - last):5.1f} ({total:5.1f})  the bench's own calls between the parts")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", action="store_true", help="make site first")
    ap.add_argument("--moves", type=int, default=15)
    a = ap.parse_args()
    if a.build or not (ROOT / "site" / "index.html").exists():
        subprocess.run([sys.executable, str(ROOT / "tools" / "build_site.py")], check=True, cwd=ROOT)
    files = [p for p in (ROOT / "site").rglob("*") if p.is_file()]
    print(f"site:          {sum(p.stat().st_size for p in files) / 1e6:6.1f} MB in {len(files)} files")
    zipped = ROOT / "site.zip"
    if zipped.exists():
        print(f"site.zip:      {zipped.stat().st_size / 1e6:6.1f} MB   (goal: at most 30 MB)")
    from playwright.sync_api import sync_playwright

    with site.serve(ROOT / "site") as base, sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        ctx = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, args=ARGS, headless=True, viewport={"width": 1280, "height": 900}
        )
        watch = site.Watch(ctx, base)
        page = watch.page(ctx.new_page())
        cold, cold_parts = first_widget(page, base)
        print(f"cold start:    {cold:6.1f} s    (goal: at most 20 s; start page to the first widget usable)")
        print_parts("cold", cold, cold_parts)
        page.close()
        warm: list[float] = []
        warm_parts: list[dict[str, float]] = []
        for _ in range(2):
            page = watch.page(ctx.new_page())
            took, parts = first_widget(page, base)
            warm.append(took)
            warm_parts.append(parts)
            if _ == 0:
                moves = []
                for _m in range(a.moves):
                    try:
                        moves.append(site.play_a_move(page, timeout=20))
                    except Exception:  # the round is over or the player has to draw: a new game
                        break
                    page.wait_for_timeout(1500)  # the computer's reply
            page.close()
        print(
            f"warm start:    {min(warm):6.1f} s    (goal: at most 5 s; best of {len(warm)}: {', '.join(f'{w:.1f}' for w in warm)})"
        )
        best = warm.index(min(warm))
        print_parts("warm", warm[best], warm_parts[best])
        if moves:
            print(
                f"a move:        {statistics.median(moves):6.0f} ms   (goal: at most 150 ms median; n={len(moves)}, "
                f"max {max(moves):.0f} ms; the tap on a lit place to the tile drawn on the board)"
            )
        print(f"outside requests: {len(watch.outside)}   console errors: {len(watch.errors)}")
        ctx.close()


if __name__ == "__main__":
    main()
