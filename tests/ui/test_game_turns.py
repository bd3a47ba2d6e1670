"""Every lit cell stays tappable after a pick, a turn, a zoom, a turned tablet and the computer's
move (issue 28, item 5), by touch, in JupyterLab, Notebook 7 and Voilà (the child's page,
template ``trio``).

The child's moves are read from the page alone (the same code in the three apps): a tile with
the "fits" dot is tapped, then turned with the turn button once or twice; now and then the board
is zoomed out and in with its buttons, or the window turned (width and height swapped) and back.
After each of these, for every lit cell: its box lies inside the board's visible box and
``document.elementFromPoint`` at its centre is the cell itself (test_game_reach.REACH).  When the
lit cells are too far apart to be shown together at the smallest size a finger can tap, the ones
shown stay where they are (a turn does not make the board jump away from the finger) and at least
one is in reach.  Then a lit cell is tapped (the one the tile fits as turned, when in reach) and
the tile must be on the board (or the page says why not).  Seeded matches against the greedy
computer, to a low target: a whole match at 390 x 844 in JupyterLab, a few plays at the other
sizes and in the other apps.

Screenshots: test-output/screenshots/turns_*.png.
"""

from __future__ import annotations

import nbformat
import pytest

from .helpers import open_notebook, open_notebook7, run_all_cells, screenshot, write_notebook
from .test_game_reach import EDGE, REACH, SETTLED, can_all_fit, ok

pytestmark = pytest.mark.browser

GAME = """\
import dataclasses
import trio_widgets as tw
rules = dataclasses.replace(tw.Rules.preset("{rules}"), target={target})
w = tw.GameWidget(rules=rules, players=["Ann", "Computer"], bots={{1: "greedy"}}, seed={seed}, bot_delay=0.05)
w
"""

# The page's own view of the game: whose turn, what may be tapped (no kernel access: Voilà too).
STATE = """(sel) => {
  const root = document.querySelector(sel);
  if (!root) return null;
  const q = (s) => root.querySelector(s);
  const on = (a) => { const b = q(`[data-action="${a}"]`); return Boolean(b && !b.disabled && b.offsetParent !== null); };
  return {
    summary: Boolean(q('.trio-gw-overlay:not([hidden]) .trio-gw-card')),
    next: on('next-round'), again: on('new-match'),
    playable: Array.from(root.querySelectorAll('.trio-gw-rack .trio-gw-racktile.playable:not(:disabled)')).map(b => b.dataset.tile),
    draw: on('draw'), pass: on('pass'),
    tiles: root.querySelectorAll('.trio-gw-tiles .trio-tile').length,
    error: (q('.trio-gw-message.trio-gw-error') || {}).textContent || '',
  };
}"""
FITS_NOW = (
    "(sel) => Array.from(document.querySelectorAll(sel + ' .trio-gw-cell.legal.fits-now')).map(e => e.dataset.cell)"
)


def settle(page, sel: str) -> None:
    page.wait_for_timeout(60)  # the kernel's echo, a ResizeObserver's refit and the reveal after it
    page.evaluate(SETTLED, sel)


class Checker:
    """Checks the lit cells after each step and keeps what was seen."""

    def __init__(self, page, sel: str, tag: str):
        self.page, self.sel, self.tag = page, sel, tag
        self.bad: list = []
        self.seen = {"checks": 0, "cells": 0, "spread": 0, "turns": 0, "zooms": 0, "rotations": 0, "plays": 0}

    def check(self, what: str, before: dict | None = None) -> dict:
        settle(self.page, self.sel)
        reach = self.page.evaluate(REACH, [self.sel, EDGE])
        self.seen["checks"] += 1
        self.seen["cells"] += len(reach["cells"])
        where = (self.tag, what, reach["visible"])
        if can_all_fit(reach):
            self.bad.extend((*where, c) for c in reach["cells"] if not ok(c))
        else:
            self.seen["spread"] += 1
            if not any(ok(c) for c in reach["cells"]):
                self.bad.append((*where, "none in reach", reach["cells"]))
            if before is not None:
                # the same lit cells: those the child could tap are still where they were
                was = {c["cell"]: (c["x"], c["y"]) for c in before["cells"] if ok(c)}
                for c in reach["cells"]:
                    if c["cell"] in was and (
                        not ok(c) or abs(c["x"] - was[c["cell"]][0]) + abs(c["y"] - was[c["cell"]][1]) > 2
                    ):
                        self.bad.append((*where, "moved away", c))
        return reach


def play(
    page, sel: str, tag: str, *, plays: int, rotate_every: int = 0, zoom_every: int = 0, shots: bool = False
) -> dict:
    """The child plays by touch until `plays` tiles are placed or the match ends."""
    chk = Checker(page, sel, tag)
    viewport = dict(page.viewport_size)
    for step in range(400):
        page.wait_for_function(
            f"() => {{ const s = ({STATE})({sel!r}); return s && (s.summary || s.playable.length || s.draw || s.pass); }}",
            timeout=30_000,
        )
        state = page.evaluate(STATE, sel)
        if state["summary"]:
            if state["next"]:
                page.locator(f"{sel} [data-action=next-round]").tap()
                page.wait_for_function(f"() => !({STATE})({sel!r}).summary")
                continue
            break  # the match is over
        if state["playable"]:
            n = chk.seen["plays"]
            tile = state["playable"][step % len(state["playable"])]
            page.locator(f'{sel} .trio-gw-rack [data-tile="{tile}"]').tap()
            page.wait_for_function(
                f"() => document.querySelector('{sel} .trio-gw-rack [data-tile=\"{tile}\"].selected') && "
                f"document.querySelectorAll('{sel} .trio-gw-cell.legal').length > 0"
            )
            reach = chk.check(f"play {n}: {tile} picked")
            for k in range(1 + n % 2):
                page.locator(f"{sel} [data-action=rotate]").tap()
                page.wait_for_function(
                    f"() => document.querySelector('{sel} .trio-gw-cell.legal') && "
                    f"(document.querySelector('{sel} .trio-gw-cell.legal').dataset.turns !== undefined)"
                )
                chk.seen["turns"] += 1
                reach = chk.check(f"play {n}: {tile} turned {k + 1}", reach)
            if shots and n in (1, 4):
                screenshot(page, f"turns_{tag}_play{n}")
            if zoom_every and n % zoom_every == 0:
                for b in ("zoom-out", "zoom-in"):
                    page.locator(f"{sel} [data-action={b}]").tap()
                    chk.check(f"play {n}: {tile} after {b}")
                chk.seen["zooms"] += 1
            if rotate_every and n % rotate_every == 0:
                for size in ({"width": viewport["height"], "height": viewport["width"]}, viewport):
                    page.set_viewport_size(size)
                    page.wait_for_timeout(200)  # the app lays itself out again
                    chk.check(f"play {n}: {tile} at {size['width']}x{size['height']}")
                chk.seen["rotations"] += 1
            reach = page.evaluate(REACH, [sel, EDGE])
            fits = set(page.evaluate(FITS_NOW, sel))
            target = next((c for c in reach["cells"] if ok(c) and c["cell"] in fits), None)
            target = target or next((c for c in reach["cells"] if ok(c)), None)
            assert target is not None, f"no lit cell of {tile} can be tapped ({tag}, play {n})"
            page.touchscreen.tap(target["x"], target["y"])
            # placed (the computer may reply at once) or refused with words
            page.wait_for_function(
                f"() => {{ const s = ({STATE})({sel!r}); return s.tiles > {state['tiles']} || s.error; }}",
                timeout=15_000,
            )
            after = page.evaluate(STATE, sel)
            assert after["tiles"] > state["tiles"], (
                f"a tap on the lit cell {target['cell']} placed nothing: {after['error']!r}"
            )
            chk.seen["plays"] += 1
            if chk.seen["plays"] >= plays:
                break
        elif state["draw"]:
            page.locator(f"{sel} [data-action=draw]").tap()
            page.wait_for_timeout(150)
        elif state["pass"]:
            page.locator(f"{sel} [data-action=pass]").tap()
            page.wait_for_timeout(150)
    return {"seen": chk.seen, "bad": chk.bad}


def touch_context(browser, width: int, height: int):
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=1, has_touch=True, is_mobile=True
    )
    context.set_default_timeout(30_000)
    return context


def report(out: dict, label: str) -> None:
    seen, bad = out["seen"], out["bad"]
    print(f"\n{label}: {seen}; lit cells out of reach: {len(bad)}")
    assert seen["plays"] >= 2 and seen["turns"] >= 2 and seen["cells"] > 0, seen
    assert not bad, f"{len(bad)} lit cells out of reach, the first: " + "\n".join(map(str, bad[:8]))


@pytest.mark.parametrize(
    "width, height, seed, plays",
    [(390, 844, 3, 999), (320, 640, 5, 4), (768, 1024, 8, 3)],
)
def test_lab_turns_keep_lit_cells_tappable(lab_server, browser, width, height, seed, plays):
    """JupyterLab: a whole match at 390 x 844 (turns, zooms, a turned phone every few plays), a
    few plays at 320 x 640 and 768 x 1024."""
    context = touch_context(browser, width, height)
    page = context.new_page()
    sel = ".jp-OutputArea-output .trio-gw"
    try:
        name = f"turns_{width}_{seed}.ipynb"
        write_notebook(lab_server.root_dir, name, [GAME.format(rules="classic", seed=seed, target=120)])
        open_notebook(page, lab_server, name)
        page.evaluate("async () => await window.jupyterapp.commands.execute('application:toggle-left-area')")
        run_all_cells(page)
        page.locator(sel).first.wait_for(state="visible")
        whole = plays > 100
        out = play(
            page,
            sel,
            f"lab_{width}x{height}",
            plays=plays,
            rotate_every=5 if whole else 2,
            zoom_every=3 if whole else 2,
            shots=True,
        )
        report(out, f"JupyterLab {width}x{height} seed {seed}")
        if whole:
            assert out["seen"]["rotations"] >= 2 and out["seen"]["zooms"] >= 2, out["seen"]
    finally:
        context.close()


def test_notebook7_turns_keep_lit_cells_tappable(notebook_server, browser):
    """Notebook 7 at 390 x 844: a few plays with turns, a zoom and a turned phone."""
    context = touch_context(browser, 390, 844)
    page = context.new_page()
    sel = ".jp-OutputArea-output .trio-gw"
    try:
        write_notebook(notebook_server.root_dir, "turns_nb7.ipynb", [GAME.format(rules="classic", seed=21, target=120)])
        open_notebook7(page, notebook_server, "turns_nb7.ipynb")
        run_all_cells(page)
        page.locator(sel).first.wait_for(state="visible")
        report(play(page, sel, "nb7_390x844", plays=4, rotate_every=3, zoom_every=2), "Notebook 7 390x844 seed 21")
    finally:
        context.close()


def test_voila_turns_keep_lit_cells_tappable(lab_server, browser):
    """Voilà, the child's page (template trio) at 390 x 844: a few plays with turns, a zoom and a
    turned phone."""
    try:
        import voila  # noqa: F401
    except ImportError:
        pytest.fail("voila is not installed (pip install -e '.[test]')")
    nb = nbformat.v4.new_notebook()
    nb.cells.append(nbformat.v4.new_code_cell(GAME.format(rules="classic", seed=3, target=120)))
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.metadata["voila"] = {"template": "trio"}
    nbformat.write(nb, str(lab_server.root_dir / "turns_voila.ipynb"))
    context = touch_context(browser, 390, 844)
    page = context.new_page()
    sel = ".trio-gw"
    try:
        page.goto(f"{lab_server.url}voila/render/turns_voila.ipynb?token={lab_server.token}", timeout=90_000)
        page.locator(sel).first.wait_for(state="visible", timeout=90_000)
        report(
            play(page, sel, "voila_390x844", plays=4, rotate_every=3, zoom_every=2, shots=True), "Voila 390x844 seed 3"
        )
    finally:
        context.close()
