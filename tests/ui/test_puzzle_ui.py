"""PuzzleBoard in a real JupyterLab: a puzzle solved by taps, keyboard only, on a phone with
touch, axe-clean in two languages and both themes; screenshots at phone, tablet and projector
sizes (test-output/screenshots/puzzle_*.png)."""

from __future__ import annotations

import pytest

from .axe import axe_violations, format_violations
from .classroom import cut_buttons
from .helpers import (
    kernel_eval,
    kernel_json,
    open_notebook,
    run_all_cells,
    screenshot,
    set_theme,
    watch_console,
    widget_errors,
    write_notebook,
)

OUT = ".jp-OutputArea-output"
ROOT = f"{OUT} .pz-root"

#: how to lay each tile of a solution: [cell, tray number, turn] (computed in the kernel)
PLAN = """
from trio_widgets.teaching import turns_to
def plan(w):
    out, taken = [], set()
    for p in w.play.puzzle.solve().placements:
        i = next(i for i, t in enumerate(w.play.tray) if t == p.tile and i not in taken)
        taken.add(i)
        out.append([p.cell.label(), i, turns_to(tuple(w.play.tray[i]), 0, p.corners, p.cell.up)])
    return out
"""


def _open(page, server, name: str, setup: str, narrow: bool = False) -> None:
    write_notebook(
        server.root_dir,
        name,
        ["import trio_widgets as tw\nfrom trio_widgets.widgets import PuzzleBoard, PuzzlePlay", PLAN, setup],
    )
    open_notebook(page, server, name)
    if narrow:  # the file browser closed, as on a phone or a tablet
        page.evaluate("async () => await window.jupyterapp.commands.execute('application:toggle-left-area')")
    run_all_cells(page)
    page.locator(ROOT).first.wait_for(state="visible", timeout=30_000)
    assert widget_errors(page) == []


def _turn_to(page, want: int) -> None:
    """Press "turn right" until the tile in hand shows turn ``want``."""
    for _ in range(6):
        now = int(page.locator(f'{ROOT} [data-role="turnable"]').get_attribute("data-turn") or 0)
        if now == want:
            return
        page.locator(f'{ROOT} [data-action="turn-right"]').click()
        page.wait_for_function(
            "([sel, n]) => { const e = document.querySelector(sel); return e && Number(e.dataset.turn) === n; }",
            arg=[f'{ROOT} [data-role="turnable"]', (now + 1) % 6],
        )
    raise AssertionError(f"could not turn the tile to {want}")


def _wait_placed(page, n: int) -> None:
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel).length === n",
        arg=[f"{ROOT} .pz-cell.pz-by-child", n],
        timeout=15_000,
    )


@pytest.mark.browser
def test_solve_a_puzzle_by_taps(lab_server, page):
    _open(page, lab_server, "puzzle_taps.ipynb", "w = PuzzleBoard('small_triangle')\nw")
    widget = page.locator(ROOT).first
    assert widget.get_attribute("lang") == "en"
    assert widget.locator(".pz-cell").count() == 4 and widget.locator(".pz-tile").count() == 6

    # a tap on a place with no tile in hand: the widget says what to do first
    widget.locator('.pz-cell[data-cell="0,0,u"]').click()
    assert "First tap a tile" in widget.locator(".pz-message").inner_text()

    # a tile that does not fit: Python says why, nothing is placed
    plan = kernel_json(page, "plan(w)")
    cell0, tile0, _ = plan[0]
    wrong = next(i for i in range(6) if i not in [t for _, t, _ in plan])
    widget.locator(f'.pz-tile[data-id="{wrong}"]').click()
    page.locator(f'{ROOT} [data-role="turnable"]').wait_for(state="visible")
    widget.locator('.pz-cell[data-cell="0,0,d"]').click()  # the tile points up, the place down
    page.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('points down')", arg=f"{ROOT} .pz-message"
    )
    assert kernel_json(page, "len(w.play.placed)") == 0

    # a tap updates the widget in place: the places and the tray's buttons are the same elements
    # after it (only the placed tile's button leaves the tray), not a new tree each time
    keep = f"{ROOT} .pz-cell, {ROOT} .pz-tile, {ROOT} [data-role='turnable']"
    page.evaluate("(sel) => document.querySelectorAll(sel).forEach((e) => { e.__pzKept = true; })", keep)

    for n, (cell, tile, turn) in enumerate(plan, start=1):
        widget.locator(f'.pz-tile[data-id="{tile}"]').click()
        page.wait_for_function(
            "(sel) => { const e = document.querySelector(sel); return e && e.getAttribute('aria-pressed') === 'true'; }",
            arg=f'{ROOT} .pz-tile[data-id="{tile}"]',
        )
        _turn_to(page, turn)
        page.wait_for_function(
            "(sel) => document.querySelector(sel) !== null", arg=f'{ROOT} .pz-cell.legal[data-cell="{cell}"]'
        )
        widget.locator(f'.pz-cell[data-cell="{cell}"]').click()
        _wait_placed(page, n)
        if n == 1:
            kept = page.evaluate(
                "(sel) => [...document.querySelectorAll(sel)].map((e) => [e.dataset.cell || e.dataset.id || e.dataset.role, !!e.__pzKept])",
                keep,
            )
            assert len(kept) == 4 + 5 + 1 and all(ok for _, ok in kept), kept
            assert widget.locator(f'.pz-tile[data-id="{tile}"]').count() == 0
    page.wait_for_function("(sel) => document.querySelector(sel) !== null", arg=f"{OUT} .pz-root.pz-solved")
    assert "Solved!" in widget.locator(".pz-message").inner_text()
    assert kernel_json(page, "w.play.solved") is True

    # Check and How many solutions?, answered by Python
    widget.locator('[data-action="count"]').click()
    page.wait_for_function(
        "(sel) => document.querySelector(sel).innerText.includes('3 solutions')", arg=f"{ROOT} .pz-message"
    )
    # a tap on a placed tile takes it back to the tray
    widget.locator(f'.pz-cell[data-cell="{cell0}"]').click()
    _wait_placed(page, 3)
    assert widget.locator(f'.pz-tile[data-id="{tile0}"]').count() == 1
    screenshot(widget, "puzzle_taps_light")

    # another puzzle loaded: its places are drawn and named, one of them the shape's Tab stop
    kernel_eval(page, "w.reset(); w.load_json(PuzzlePlay('hexagon_012').to_json())")
    page.wait_for_function("(sel) => document.querySelectorAll(sel).length === 6", arg=f"{ROOT} .pz-cell")
    cells = page.evaluate(
        "(sel) => [...document.querySelectorAll(sel)].map((e) => [e.getAttribute('aria-label') || '', e.tabIndex])",
        f"{ROOT} .pz-cell",
    )
    assert all(name.startswith("place ") and "empty" in name for name, _ in cells), cells
    assert [t for _, t in cells].count(0) == 1, cells


@pytest.mark.browser
def test_keyboard_only(lab_server, page):
    _open(page, lab_server, "puzzle_keys.ipynb", "w = PuzzleBoard('hexagon_012', lang='ru')\nw")
    widget = page.locator(ROOT).first
    assert widget.get_attribute("lang") == "ru"
    plan = kernel_json(page, "plan(w)")
    # one Tab stop in the tray and one on the shape
    assert widget.locator('.pz-tile[tabindex="0"]').count() == 1
    assert widget.locator('.pz-cell[tabindex="0"]').count() == 1
    for n, (cell, tile, turn) in enumerate(plan[:3], start=1):
        first = widget.locator('.pz-tile[tabindex="0"]')
        first.focus()
        # arrows move inside the tray to the tile wanted
        for _ in range(20):
            if page.evaluate("() => document.activeElement && document.activeElement.dataset.id") == str(tile):
                break
            page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        page.wait_for_function(
            "() => document.activeElement && document.activeElement.dataset.role === 'turnable'", timeout=10_000
        )
        for _ in range(turn):
            now = int(page.evaluate("() => Number(document.activeElement.dataset.turn)"))
            page.keyboard.press("ArrowRight")
            page.wait_for_function(
                "(n) => document.activeElement && Number(document.activeElement.dataset.turn) === n",
                arg=(now + 1) % 6,
            )
        page.wait_for_function(
            "(sel) => document.querySelector(sel) !== null", arg=f'{ROOT} .pz-cell.legal[data-cell="{cell}"]'
        )
        page.keyboard.press("Enter")  # to the shape, on a lit place
        page.wait_for_function("() => document.activeElement && document.activeElement.classList.contains('pz-cell')")
        for _ in range(12):
            if page.evaluate("() => document.activeElement.dataset.cell") == cell:
                break
            for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowUp"):
                page.keyboard.press(key)
                if page.evaluate("() => document.activeElement.dataset.cell") == cell:
                    break
            else:
                continue
            break
        assert page.evaluate("() => document.activeElement.dataset.cell") == cell
        page.keyboard.press("Enter")
        _wait_placed(page, n)
        # focus is not lost: it is back in the tray
        page.wait_for_function(
            "() => document.activeElement && document.activeElement.classList.contains('pz-tile')", timeout=10_000
        )
    assert kernel_json(page, "len(w.play.placed)") == 3
    assert (
        "Ошибок" in widget.locator(".pz-message").inner_text()
        or "подходит" in widget.locator(".pz-message").inner_text()
    )


SIZES = {"phone": (390, 844), "tablet": (768, 1024), "tablet_wide": (1024, 768), "projector": (1920, 1080)}


@pytest.mark.browser
@pytest.mark.parametrize("label", list(SIZES))
def test_axe_and_screens(lab_server, browser, label):
    w, h = SIZES[label]
    phone = label == "phone"
    context = browser.new_context(viewport={"width": w, "height": h}, device_scale_factor=1, has_touch=phone)
    page = context.new_page()
    watch_console(page)
    try:
        lang = "pl" if label == "tablet" else "en"
        _open(
            page,
            lab_server,
            f"puzzle_{label}.ipynb",
            # its count and solution buttons wait for an exercise (issue 27): disabled, and why
            f"w = PuzzleBoard('triangle_012', lang='{lang}', after=('09', 'ex1'))\nw.hint()\nw",
            narrow=w < 1100,
        )
        widget = page.locator(ROOT).first
        widget.scroll_into_view_if_needed()
        first = widget.locator(".pz-tile").first
        first.tap() if phone else first.click()  # a tile in hand: the lit places show
        page.locator(f"{ROOT} [data-role='turnable']").wait_for(state="visible")
        assert widget.locator(".pz-cell.legal").count() > 0
        assert widget.locator(".pz-locked").is_visible()
        assert widget.locator('[data-action="count"]').is_disabled()
        for dark in (False, True):
            if dark:
                set_theme(page, dark=True)
            bad = axe_violations(page, ROOT)
            assert not bad, format_violations(bad)
            screenshot(widget, f"puzzle_{label}_{'dark' if dark else 'light'}")
        set_theme(page, dark=False)
        # the buttons that wait, and why, as the child sees them
        widget.locator(".pz-locked").scroll_into_view_if_needed()
        screenshot(page, f"puzzle_{label}_waits")
        # every place and every control at least 44 x 44 CSS px; nothing wider than the widget
        boxes = page.evaluate(
            """(sel) => { const r = document.querySelector(sel);
                 const items = [...r.querySelectorAll('.pz-cell, .pz-tile, button, [role=slider]')];
                 return { scroll: r.scrollWidth, client: r.clientWidth,
                          small: items.map(e => { const b = e.getBoundingClientRect();
                             return [e.dataset.cell || e.dataset.action || e.dataset.id || e.className, b.width, b.height]; })
                             .filter(([, bw, bh]) => bw < 44 || bh < 44) }; }""",
            ROOT,
        )
        assert boxes["small"] == [], boxes["small"]
        assert boxes["scroll"] <= boxes["client"] + 1, boxes
        if label == "projector":
            # for the back of the room: a tile edge of at least 110 px on the shape
            edge = page.evaluate(
                "(sel) => document.querySelector(sel + ' .pz-cell').getBoundingClientRect().width", ROOT
            )
            assert edge >= 110, edge
        if phone:
            # a tap on a lit place puts the tile there
            lit = widget.locator(".pz-cell.legal").first
            lit.tap()
            page.wait_for_function(
                "(sel) => document.querySelectorAll(sel).length === 1", arg=f"{ROOT} .pz-cell.pz-by-child"
            )
            # a long word on a button (Hungarian 'Ellenőrzés') wraps or fits, never cut off (one
            # message: the page redraws its words when the language changes)
            kernel_eval(
                page,
                "with w.hold_sync():\n    w.lang = 'hu'\n    w._catalogue = {**w._catalogue, "
                "'puzzle.ui.check': 'Ellenőrzés', 'puzzle.ui.count_button': 'Megoldásszámlálás'}",
            )
            widget.locator('[data-action="check"]', has_text="Ellenőrzés").wait_for()
            fit = cut_buttons(page, ROOT)
            assert fit["cut"] == [] and fit["scroll"] <= fit["client"] + 1, fit
            screenshot(widget, "puzzle_phone_hu_light")
        assert widget_errors(page) == []
    finally:
        context.close()


@pytest.mark.browser
def test_buttons_wait_for_the_exercise_they_answer(lab_server, page):
    """On lesson 09 "How many solutions?" and "Show a solution" are disabled, with the reason in
    the child's language under them, until the exercise they answer is tried; then they work."""
    _open(
        page,
        lab_server,
        "puzzle_waits.ipynb",
        "w = PuzzleBoard('small_triangle', lang='ru', after=('09', 'ex1'))\n"
        "q = tw.Question.lesson('09', 'ex1', lang='ru', progress=None)\nw",
    )
    widget = page.locator(ROOT).first
    note = widget.locator(".pz-locked")
    note.wait_for(state="visible")
    assert "Задание 1" in note.inner_text()
    assert widget.locator('[data-action="count"]').is_disabled()
    assert widget.locator('[data-action="solve"]').is_disabled()
    assert widget.locator('[data-action="check"]').is_enabled()
    kernel_eval(page, "q.show()")  # "Show me" on the exercise
    note.wait_for(state="hidden")
    widget.locator('[data-action="count"]:not([disabled])').click()
    widget.locator(".pz-message", has_text="3").wait_for()
    assert widget_errors(page) == []
