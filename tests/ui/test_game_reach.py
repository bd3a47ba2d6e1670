"""Every lit cell reachable on a phone (hostile-input issue, item 6), in JupyterLab.

Whole matches against the greedy player at 390 x 844 and 320 x 640 with touch emulation, by
taps only.  After each pick of a rack tile, for every lit cell (``.legal``): its box lies
inside the board's visible box (the board's own box cut by every ancestor that clips it and by
the window: JupyterLab's notebook panel scrolls and clips, its prompt gutter sits beside the
output) and ``document.elementFromPoint`` at its centre is that cell, so a tap there lands on
it.  When the lit cells are too far apart for the visible box even at the smallest size a
finger can tap (board.mjs's TOUCH_MIN_SCALE), one of them must be in reach and each of the
others is dragged into reach by touch.  Once a match, the window is made smaller and back
after a pick (a ResizeObserver refit must not undo the reveal).  Then a lit cell is tapped
(where it was checked) and the match goes on; Draw and Pass when nothing fits.  Each turn
picks every tile that fits, so the issue's example (seed 3 of a pressman match, 1-2-2
picked) is checked: the test says so.  The matches go to a lower target than the rules'
(the same deals) to keep the run to a few minutes.

Screenshots after a pick: /tmp/reach/*.png.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .helpers import REPO_ROOT, kernel_json, open_notebook, run_all_cells, wait_kernel, widget_errors, write_notebook

pytestmark = pytest.mark.browser

WIDGET = ".jp-OutputArea-output .trio-gw"
SHOTS = Path("/tmp/reach")
STATIC = REPO_ROOT / "trio_widgets" / "widgets" / "static"
# px per tile edge: the smallest size board.mjs draws for a finger (a lit cell 44 px and more)
TOUCH_MIN_SCALE = int(
    re.search(r"export const TOUCH_MIN_SCALE = (\d+);", (STATIC / "game" / "board.mjs").read_text())[1]
)
# px the cells may need beyond their outlines' extent when the test calls them too far apart
# (the widget's margin and the lattice triangles round the drawn, inset cells)
SLACK = 24
EDGE = json.loads((STATIC / "shared" / "tile_style.json").read_text())["edge"]

# The match of the issue, but to a lower target (the same deal: the seed decides it), so that
# a whole match is a few minutes of taps.
MATCH = """\
import dataclasses
import trio_widgets as tw
rules = dataclasses.replace(tw.Rules.preset("{rules}"), target={target})
w = tw.GameWidget(rules=rules, players=["Ann", "Computer"], bots={{1: "greedy"}}, seed={seed}, bot_delay=0.05)
w
"""

# For every lit cell: its box, the board's visible box, and what a tap at its centre would hit.
REACH = """([sel, edge]) => {
  const root = document.querySelector(sel);
  const svg = root.querySelector('svg.trio-gw-board');
  const r = svg.getBoundingClientRect();
  const vis = {left: r.left, top: r.top, right: r.right, bottom: r.bottom};
  const clipBy = (x0, y0, x1, y1) => {
    vis.left = Math.max(vis.left, x0); vis.top = Math.max(vis.top, y0);
    vis.right = Math.min(vis.right, x1); vis.bottom = Math.min(vis.bottom, y1);
  };
  for (let a = svg.parentElement; a && a !== document.body; a = a.parentElement) {
    const cs = getComputedStyle(a);
    const cx = cs.overflowX !== 'visible', cy = cs.overflowY !== 'visible';
    if (!cx && !cy) continue;
    const q = a.getBoundingClientRect();
    const x0 = q.left + a.clientLeft, y0 = q.top + a.clientTop;
    clipBy(cx ? x0 : -1e9, cy ? y0 : -1e9, cx ? x0 + a.clientWidth : 1e9, cy ? y0 + a.clientHeight : 1e9);
  }
  // (the body's overflow is the window's: JupyterLab's body is 0 px tall and clips nothing)
  clipBy(0, 0, document.documentElement.clientWidth, document.documentElement.clientHeight);
  const cells = [];
  for (const c of root.querySelectorAll('.trio-gw-cell.legal')) {
    const b = c.getBoundingClientRect();
    const x = (b.left + b.right) / 2, y = (b.top + b.bottom) / 2;
    const hit = document.elementFromPoint(x, y);
    const inside = b.left >= vis.left - 0.5 && b.top >= vis.top - 0.5 && b.right <= vis.right + 0.5 && b.bottom <= vis.bottom + 0.5;
    cells.push({cell: c.getAttribute('data-cell'), x, y, inside, hits: Boolean(hit && c.contains(hit)),
      hit: hit ? (hit.getAttribute('class') || hit.tagName) : null,
      box: [b.left, b.top, b.right, b.bottom].map(v => Math.round(v))});
  }
  // the lit cells' extent, and the board's scale (px per tile edge)
  const boxes = cells.map(c => c.box);
  const spread = boxes.length ? [Math.max(...boxes.map(b => b[2])) - Math.min(...boxes.map(b => b[0])),
                                 Math.max(...boxes.map(b => b[3])) - Math.min(...boxes.map(b => b[1]))] : [0, 0];
  const m = root.querySelector('.trio-gw-view').transform.baseVal.consolidate().matrix;
  return {visible: [vis.left, vis.top, vis.right, vis.bottom].map(v => Math.round(v)), cells, spread, scale: m.a * edge};
}"""

# Settled: no view animation in flight (two frames apart the board's transform is the same).
SETTLED = """(sel) => new Promise((done) => {
  const g = document.querySelector(sel + ' .trio-gw-view');
  let last = g.getAttribute('transform'), still = 0;
  const tick = () => {
    const now = g.getAttribute('transform');
    still = now === last ? still + 1 : 0;
    last = now;
    if (still >= 6) done(true); else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})"""


def settle(page) -> None:
    page.wait_for_timeout(120)  # the kernel's answer to the pick, and a ResizeObserver's refit
    page.evaluate(SETTLED, WIDGET)


def ok(c: dict) -> bool:
    return c["inside"] and c["hits"]


def can_all_fit(reach: dict) -> bool:
    """Whether the lit cells, drawn at the smallest size a finger can tap (TOUCH_MIN_SCALE), fit in the
    visible box at all (SLACK px to spare for the widget's margin and the cells' outlines)."""
    if not reach["cells"]:
        return True
    k = TOUCH_MIN_SCALE / reach["scale"]
    left, top, right, bottom = reach["visible"]
    return reach["spread"][0] * k <= right - left - SLACK and reach["spread"][1] * k <= bottom - top - SLACK


def drag(cdp, start: tuple[float, float], end: tuple[float, float]) -> None:
    """One finger on the board, moved from start to end (Chromium makes the pointer events)."""
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": start[0], "y": start[1]}]})
    for k in range(1, 11):
        x = start[0] + (end[0] - start[0]) * k / 10
        y = start[1] + (end[1] - start[1]) * k / 10
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def pan_to(page, cdp, label: str) -> dict | None:
    """Drag the board (a few strokes inside its visible box) until the lit cell `label` can be
    tapped; its last measurement, or None when it never came into reach."""
    for _ in range(8):
        reach = page.evaluate(REACH, [WIDGET, EDGE])
        c = next(c for c in reach["cells"] if c["cell"] == label)
        if ok(c):
            return c
        left, top, right, bottom = reach["visible"]
        mx, my = (left + right) / 2, (top + bottom) / 2
        dx = max(min(mx - c["x"], right - left - 20), -(right - left - 20))
        dy = max(min(my - c["y"], bottom - top - 20), -(bottom - top - 20))
        drag(cdp, (mx - dx / 2, my - dy / 2), (mx + dx / 2, my + dy / 2))
        settle(page)
    return None


def resized(page, where: tuple) -> list:
    """The window made smaller and back (a phone turned, the address bar shown): the ResizeObserver
    refits the board, and the lit cells stay in reach.  The lit cells out of reach on the way."""
    out = []
    size = page.viewport_size
    for w, h in ((size["width"] - 30, size["height"] - 80), (size["width"], size["height"])):
        page.set_viewport_size({"width": w, "height": h})
        settle(page)
        reach = page.evaluate(REACH, [WIDGET, EDGE])
        if can_all_fit(reach):
            out.extend((*where, f"after a resize to {w}x{h}", c) for c in reach["cells"] if not ok(c))
    return out


def pick_and_look(page, cdp, tag: str, n: int, tile: str, seen: dict, bad: list, picked: set) -> None:
    """Ann picks ``tile``: its lit cells are in reach (after a resize too, the first time), or too
    far apart to fit, then one is in reach and each other is a drag away; ``seen``, ``bad`` and
    ``picked`` grow with what was seen."""
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="{tile}"]').tap()
    page.wait_for_function(
        f"() => document.querySelector('{WIDGET} .trio-gw-rack [data-tile=\"{tile}\"].selected') && "
        f"document.querySelectorAll('{WIDGET} .trio-gw-cell.legal').length > 0"
    )
    settle(page)
    reach = page.evaluate(REACH, [WIDGET, EDGE])
    seen["picks"] += 1
    seen["cells"] += len(reach["cells"])
    first_122 = tile == "1-2-2" and tile not in picked  # the example
    picked.add(tile)
    where = (tag, n, tile, reach["visible"])
    if can_all_fit(reach):
        bad.extend((*where, c) for c in reach["cells"] if not ok(c))
        if not seen["resized"]:
            seen["resized"] = 1
            bad.extend(resized(page, where))
    else:
        # too far apart for the box even at the smallest tappable size: one of them
        # is in reach, and each of the others is a drag away
        seen["spread"] += 1
        if not any(ok(c) for c in reach["cells"]):
            bad.append((*where, "none in reach", reach["cells"]))
        for c in reach["cells"]:
            if not ok(c):
                seen["panned_to"] += 1
                if pan_to(page, cdp, c["cell"]) is None:
                    bad.append((*where, "not reached by panning", c))
    if seen["picks"] in (1, 12) or first_122:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{tag}_pick{seen['picks']}_{tile}.png"))


def play_match(page, tag: str) -> dict:
    """Ann taps her way through the match; returns what was seen and every lit cell out of reach."""
    seen = {
        "picks": 0,
        "plays": 0,
        "draws": 0,
        "passes": 0,
        "rounds": 1,
        "cells": 0,
        "spread": 0,
        "panned_to": 0,
        "resized": 0,
    }
    bad: list = []
    picked: set = set()
    cdp = page.context.new_cdp_session(page)
    for _step in range(600):
        wait_kernel(page, "not w.busy", timeout=30)
        state = kernel_json(
            page,
            "dict(over=w.game.match_over, round_over=w.game.round_over, cur=w.current, "
            "legal=sorted(w.legal), can=w.can, n=len(w.game.board))",
        )
        if state["round_over"]:
            if state["over"]:
                return {"seen": seen, "bad": bad, "picked": picked}
            page.locator(f"{WIDGET} [data-action=next-round]").tap()
            wait_kernel(page, "not w.game.round_over")
            seen["rounds"] += 1
            continue
        if state["cur"] != 0:
            continue
        if state["legal"]:
            # every tile that fits is picked once (the last one picked is played)
            for tile in state["legal"]:
                pick_and_look(page, cdp, tag, state["n"], tile, seen, bad, picked)
            reach = page.evaluate(REACH, [WIDGET, EDGE])
            target = next((c for c in reach["cells"] if ok(c)), None)
            assert target is not None, f"no lit cell of {tile} can be tapped: {seen}\n" + "\n".join(map(str, bad[-8:]))
            page.touchscreen.tap(target["x"], target["y"])
            wait_kernel(page, f"len(w.game.board) > {state['n']} or w.game.round_over")
            seen["plays"] += 1
        elif state["can"].get("draw"):
            page.locator(f"{WIDGET} [data-action=draw]").tap()
            seen["draws"] += 1
            page.wait_for_timeout(100)
        elif state["can"].get("pass"):
            page.locator(f"{WIDGET} [data-action=pass]").tap()
            seen["passes"] += 1
            page.wait_for_timeout(100)
    raise AssertionError(f"the match did not end: {seen}")


@pytest.mark.parametrize(
    "width, height, rules, seed",
    [(390, 844, "pressman", 3), (320, 640, "pressman", 3), (390, 844, "classic", 8), (320, 640, "classic", 21)],
)
def test_every_lit_cell_is_reachable_by_touch(lab_server, browser, width, height, rules, seed):
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=1, has_touch=True, is_mobile=True
    )
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        name = f"reach_{width}_{rules}_{seed}.ipynb"
        write_notebook(lab_server.root_dir, name, [MATCH.format(rules=rules, seed=seed, target=150)])
        open_notebook(page, lab_server, name)
        # the file browser closed, as on a phone (the notebook gets the width)
        page.evaluate("async () => await window.jupyterapp.commands.execute('application:toggle-left-area')")
        run_all_cells(page)
        page.locator(WIDGET).first.wait_for(state="visible", timeout=30_000)
        assert page.evaluate("() => navigator.maxTouchPoints") > 0
        out = play_match(page, f"{width}x{height}_{rules}_{seed}")
        seen, bad = out["seen"], out["bad"]
        print(
            f"\n{width}x{height} {rules} seed {seed}: {seen}; unreachable lit cells: {len(bad)}; 1-2-2 picked: {'1-2-2' in out['picked']}"
        )
        assert seen["plays"] >= 5 and seen["cells"] > 0 and seen["resized"], seen
        if (rules, seed) == ("pressman", 3):
            assert "1-2-2" in out["picked"], "the issue's example was not met"
        assert not bad, f"{len(bad)} lit cells out of reach, the first: " + "\n".join(map(str, bad[:8]))
        assert widget_errors(page) == []
    finally:
        context.close()
