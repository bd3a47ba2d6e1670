"""The static site's size and speed: the zip, a child's dashboard to its first widget drawn
(cold and with the browser's cache warm), part by part, and a move on the GameWidget.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/bench_site.py [--build] [--moves 15]

Uses site/ and site.zip as ``make site`` left them (``--build`` builds them first; ``--site``
another built site, and the zip beside it).  The site
is served from 127.0.0.1 by a thread with ``http.server``, every other host blocked, in
Debian's Chromium (``/usr/bin/chromium``).  The page: the English start page's child's
dashboard (Voici, ``voici/render/en/kids/00_start_here.html``), which runs the lesson as it
opens; "first widget": its GameWidget has drawn its rack from the live kernel.  Cold: a new
browser profile (empty cache).  Warm: the same profile opening the page again (the cache holds
Pyodide and the wheels; the kernel starts afresh, as it does on every visit).  Goals (issue 33):
zip at most 30 MB, cold 15 s, warm 6 s, a move 150 ms median.
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
    ("page", "the dashboard's own files loaded (its load event)"),
    ("kernel", "the kernel's extension registered (its console line 'python kernel is available!')"),
    ("wasm", "Pyodide's wasm fetched (the streaming compile has read it all)"),
    ("wheels", "the last wheel the kernel loads at start fetched"),
    ("lesson", "the lesson's first cell ran: its imports (piplite's console line on the lesson's install line)"),
    ("output", "the first output of the lesson on the page"),
    ("widget", "the GameWidget's rack drawn"),
]
GAME = ".trio-gw:has([data-action])"
PAGE = "voici/render/en/kids/00_start_here.html"


def first_widget(page, base: str) -> tuple[float, dict[str, float]]:
    """Seconds from opening the child's dashboard to its GameWidget drawn, and when each part of
    it ended (seconds from the start; see PARTS): the page's performance entries give its own
    load, the requests (the kernel's worker's too) when Pyodide's wasm and the wheels arrived,
    the console when the kernel registered and when the lesson's first cell ran."""
    got: dict[str, float] = {}
    by_sw: list[bool] = []

    def finished(request) -> None:
        url = request.url
        if url.endswith("pyodide.asm.wasm"):
            got["wasm"] = time.time()
        elif url.endswith(".whl"):
            got["wheels"] = time.time()

    def answered(response) -> None:
        if response.url.endswith("pyodide.asm.wasm"):  # 1.0: JupyterLite's service worker handed it on
            by_sw.append(response.from_service_worker)

    def said(msg) -> None:
        if "python kernel is available" in msg.text:
            got.setdefault("kernel", time.time())
        elif "already loaded from default channel" in msg.text or "No new packages to load" in msg.text:
            got.setdefault("lesson", time.time())

    page.context.on("requestfinished", finished)
    page.context.on("response", answered)
    page.on("console", said)
    t0 = time.time()
    start = time.monotonic()
    page.goto(base + PAGE)
    page.locator(".jp-OutputArea-output").first.wait_for(state="attached", timeout=180_000)
    ends = {"output": time.time()}
    page.locator(".trio-gw:has([data-action]) .trio-gw-rack [data-tile]").first.wait_for(timeout=180_000)
    total = time.monotonic() - start
    ends["widget"] = time.time()
    page.context.remove_listener("requestfinished", finished)
    page.context.remove_listener("response", answered)
    origin, load = page.evaluate(
        "() => [performance.timeOrigin, performance.getEntriesByType('navigation')[0].loadEventEnd]"
    )
    ends["page"] = origin / 1000 + load / 1000
    ends.update(got)
    parts = {k: v - t0 for k, v in ends.items()}
    if by_sw:
        parts["wasm_by_service_worker"] = float(by_sw[-1])
    return total, parts


def print_parts(name: str, total: float, ends: dict[str, float]) -> None:
    """Each part in the order it ended: its own seconds (from the end of the one before) and
    when it ended.  The wheels come while the wasm compiles, so one of them may take 0 s."""
    print(f"  {name} start, part by part: seconds (ended at)")
    last = 0.0
    what = dict(PARTS)
    for key in sorted((k for k in what if k in ends), key=lambda k: ends[k]):
        print(f"    {key:9} {max(0.0, ends[key] - last):5.1f} ({ends[key]:5.1f})  {what[key]}")
        last = max(last, ends[key])
    print(f"    {'(rest)':9} {max(0.0, total - last):5.1f} ({total:5.1f})  after the last part")
    if "wasm_by_service_worker" in ends:
        by = "JupyterLite's service worker" if ends["wasm_by_service_worker"] else "the browser (no service worker)"
        print(f"    Pyodide's wasm fetched by {by}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", action="store_true", help="make site first")
    ap.add_argument("--moves", type=int, default=15)
    ap.add_argument("--site", type=Path, default=ROOT / "site", help="the built site (default: site/)")
    a = ap.parse_args()
    if a.build or not (a.site / "index.html").exists():
        subprocess.run(
            [sys.executable, str(ROOT / "tools" / "build_site.py"), "--out", str(a.site)], check=True, cwd=ROOT
        )
    files = [p for p in a.site.rglob("*") if p.is_file()]
    print(f"site:          {sum(p.stat().st_size for p in files) / 1e6:6.1f} MB in {len(files)} files")
    zipped = a.site.with_suffix(".zip")
    if zipped.exists():
        print(f"site.zip:      {zipped.stat().st_size / 1e6:6.1f} MB   (goal: at most 30 MB)")
    from playwright.sync_api import sync_playwright

    with site.serve(a.site) as base, sync_playwright() as pw, tempfile.TemporaryDirectory() as profile:
        # no route (it would turn the HTTP cache off: site.Watch): Chromium itself resolves no
        # other host, and the watch notes any request to one
        ctx = pw.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            args=[*ARGS, site.BLOCK_OUTSIDE],
            headless=True,
            viewport={"width": 1280, "height": 900},
        )
        watch = site.Watch(ctx, base, block=False)
        page = watch.page(ctx.new_page())
        cold, cold_parts = first_widget(page, base)
        print(f"cold start:    {cold:6.1f} s    (goal: at most 15 s; the child's dashboard to the first widget drawn)")
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
                        moves.append(site.play_a_move(page, root=GAME, timeout=20))
                    except Exception:  # the round is over or the player has to draw: a new game
                        break
                    page.wait_for_timeout(1500)  # the computer's reply
            page.close()
        print(
            f"warm start:    {min(warm):6.1f} s    (goal: at most 6 s; best of {len(warm)}: {', '.join(f'{w:.1f}' for w in warm)})"
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
