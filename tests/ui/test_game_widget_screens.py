"""The board widget on the screens a class has (issue: classroom-ready) and for every child
(keyboard, screen reader, contrast), in a real browser.

- A whole match played by taps on a phone (390 x 844, touch): after each tap on a rack tile
  a lit cell is inside the window; every control and every lit cell is at least 44 x 44 CSS px
  all through the match; the round and match summaries fit the phone's width.
- Tablets (768 x 1024, 1024 x 768, touch) and a projector (1920 x 1080), light and dark: the
  same sizes; on the projector the board's numbers are at least 48 px.
- axe-core (tests/ui/axe.py) in English and Russian, light and dark, at the start, mid-game
  and with the summary open: no violation at all.
- Keyboard only: one Tab stop for the rack, arrows inside, Enter to the board and to place;
  focus goes back to the rack after each placement; the live region says the child's and the
  computer's moves; the summary dialog takes focus and gives it back; Escape leaves the widget.

The figures measured (smallest tap target, projector number size) are printed
(`pytest -s`) and the screenshots go to test-output/screenshots/gws_*.png.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from .axe import TAGS, axe_run, format_violations, label_in_name
from .helpers import (
    kernel_json,
    open_notebook,
    run_all_cells,
    screenshot,
    set_theme,
    wait_kernel,
    widget_errors,
    write_notebook,
)

pytestmark = pytest.mark.browser

WIDGET = ".jp-OutputArea-output .trio-gw"
TAP_MIN = 44  # CSS px, both ways
PROJECTOR_NUMBERS = 48  # px

# A short match: four tiles each, to 120 points (two rounds with this deal when greedy plays both).
SHORT_MATCH = """\
import dataclasses
import trio_widgets as tw
rules = dataclasses.replace(tw.Rules.preset("pressman"), hand_sizes=(4, 4, 4, 4, 4), target=120)
w = tw.GameWidget(rules=rules, players=["Ann", "Computer"], bots={{1: "greedy"}}, seed=5, bot_delay=0.1, lang="{lang}")
w
"""

# A seeded game played by greedy bots until the board holds 52 tiles and Ann is to play.
BIG_BOARD = """\
import trio_widgets as tw
from trio_widgets.players import make_bot
game = tw.Game("pressman", players=["Ann", "Computer"], seed=10)
bots = [make_bot("greedy", seed=0), make_bot("greedy", seed=1)]
while not (len(game.board) >= 52 and game.current == 0):
    bots[game.current].act(game)
w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.3)
w
"""

# Every control and every lit cell of the widget, with its box (the hit area: a label for a
# checkbox, the cell's drawn triangle for a board cell).  Pictures of tiles in the summary and
# in other players' open hands are not controls (disabled, not focusable).
BOXES = """(sel) => {
  const root = document.querySelector(sel);
  const out = [];
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && !e.closest('[hidden]'); };
  for (const e of root.querySelectorAll('button, label.trio-gw-switch, .trio-gw-cell')) {
    if (!shown(e)) continue;
    if (e.matches('button.trio-gw-racktile:disabled')) continue;
    const r = e.getBoundingClientRect();
    const name = e.dataset.action || e.dataset.tile || e.getAttribute('data-cell') || e.className;
    out.push([String(name), Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]);
  }
  return out;
}"""

IN_WINDOW = """(sel) => {
  const cells = Array.from(document.querySelectorAll(sel + ' .trio-gw-cell.legal'));
  return cells.filter(c => { const r = c.getBoundingClientRect();
    return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; }).length;
}"""

OVERFLOW = """(sel) => {
  const card = document.querySelector(sel + ' .trio-gw-card');
  const r = card.getBoundingClientRect();
  return {scroll: card.scrollWidth, client: card.clientWidth, right: r.right, left: r.left, width: innerWidth,
          rows: Array.from(card.querySelectorAll('tbody tr')).map(tr => tr.innerText)};
}"""

NUMBER_PX = """(sel) => Array.from(document.querySelectorAll(sel + ' .trio-gw-tiles .trio-nums')).map(g => {
  const m = g.getScreenCTM();
  return parseFloat(g.getAttribute('font-size')) * Math.hypot(m.a, m.b);
})"""


def small(boxes: list) -> list:
    return [b for b in boxes if b[1] < TAP_MIN - 0.5 or b[2] < TAP_MIN - 0.5]


def new_context(browser, width: int, height: int, touch: bool):
    context = browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=1, has_touch=touch, is_mobile=False
    )
    context.set_default_timeout(30_000)
    return context


def open_widget(page, server, name: str, code: str, notebook7: bool = False) -> None:
    write_notebook(server.root_dir, name, [code])
    if notebook7:
        from .helpers import open_notebook7

        open_notebook7(page, server, name)
    else:
        open_notebook(page, server, name)
        page.evaluate("async () => await window.jupyterapp.commands.execute('application:toggle-left-area')")
    run_all_cells(page)
    page.locator(WIDGET).first.wait_for(state="visible", timeout=30_000)


def play_match_by_taps(page, shots: str, sizes: list, tap: bool = True) -> dict:
    """Ann plays a whole match by tapping (rack tile, then a lit cell; Draw / Pass when stuck);
    the computer answers.  Checks sizes and the lit cell's place after every tap."""
    press = (lambda loc: loc.tap()) if tap else (lambda loc: loc.click())
    seen = {"plays": 0, "draws": 0, "summaries": 0, "lit_off_screen": 0}
    for _step in range(400):
        wait_kernel(page, "not w.busy", timeout=30)
        state = kernel_json(
            page,
            "dict(over=w.game.match_over, round_over=w.game.round_over, cur=w.current, "
            "legal=sorted(w.legal), can=w.can, n=len(w.game.board))",
        )
        sizes.extend(page.evaluate(BOXES, WIDGET))
        if state["round_over"]:
            card = page.locator(f"{WIDGET} .trio-gw-card")
            card.wait_for(state="visible")
            page.wait_for_timeout(400)
            box = page.evaluate(OVERFLOW, WIDGET)
            assert box["scroll"] <= box["client"] + 1, box  # no sideways scrolling in the summary
            assert box["left"] >= -1 and box["right"] <= box["width"] + 1, box
            # it is where the child looks: inside the window
            r = card.bounding_box()
            assert r is not None and r["y"] >= -1 and r["y"] < page.viewport_size["height"] - 40, r
            seen["summaries"] += 1
            screenshot(page, f"{shots}_summary_{seen['summaries']}")
            sizes.extend(page.evaluate(BOXES, WIDGET))
            if state["over"]:
                return seen
            press(page.locator(f"{WIDGET} [data-action=next-round]"))
            wait_kernel(page, "not w.game.round_over")
            continue
        if state["cur"] != 0:
            continue
        if state["legal"]:
            tile = state["legal"][0]
            press(page.locator(f'{WIDGET} .trio-gw-rack [data-tile="{tile}"]'))
            page.locator(f"{WIDGET} .trio-gw-cell.legal").first.wait_for(state="attached")
            # the board brings a lit cell into sight once it is drawn, or tries again a little later
            # (board.mjs reveal / revealLater); one still out of sight after 2 s is counted
            try:
                page.wait_for_function(f"(sel) => ({IN_WINDOW})(sel) > 0", arg=WIDGET, timeout=2000, polling=50)
            except PlaywrightTimeout:
                seen["lit_off_screen"] += 1
            sizes.extend(page.evaluate(BOXES, WIDGET))
            if seen["plays"] == 1:
                screenshot(page, f"{shots}_picked")
            before = state["n"]
            press(page.locator(f"{WIDGET} .trio-gw-cell.legal").first)
            wait_kernel(page, f"len(w.game.board) > {before} or w.game.round_over")
            seen["plays"] += 1
        elif state["can"].get("draw"):
            press(page.locator(f"{WIDGET} [data-action=draw]"))
            seen["draws"] += 1
            page.wait_for_timeout(100)
        elif state["can"].get("pass"):
            press(page.locator(f"{WIDGET} [data-action=pass]"))
            page.wait_for_timeout(100)
    raise AssertionError(f"the match did not end: {seen}")


def test_phone_whole_match_by_taps(lab_server, browser):
    context = new_context(browser, 390, 844, touch=True)
    page = context.new_page()
    try:
        open_widget(page, lab_server, "gws_phone.ipynb", SHORT_MATCH.format(lang="en"))
        assert page.evaluate("() => navigator.maxTouchPoints") > 0
        screenshot(page, "gws_phone_start_light")
        sizes: list = []
        seen = play_match_by_taps(page, "gws_phone", sizes)
        assert seen["plays"] >= 3 and seen["summaries"] >= 1, seen
        assert seen["lit_off_screen"] == 0, seen
        assert widget_errors(page) == []
        lit = [b for b in sizes if "," in b[0]]
        assert lit, "lit cells were measured"
        print(f"\nphone 390x844: {len(sizes)} boxes measured, smallest {min(min(b[1], b[2]) for b in sizes):.1f} px; "
              f"lit cells smallest {min(min(b[1], b[2]) for b in lit):.1f} px; {seen}")  # fmt: skip
        assert small(sizes) == [], sorted(set(map(tuple, small(sizes))))[:20]
        set_theme(page, dark=True)
        screenshot(page, "gws_phone_end_dark")
    finally:
        try:
            set_theme(page, dark=False)
        finally:
            context.close()


@pytest.mark.parametrize(
    "width, height, touch",
    [(768, 1024, True), (1024, 768, True), (1920, 1080, False)],
    ids=["tablet_portrait", "tablet_landscape", "projector"],
)
def test_tablet_and_projector_sizes(lab_server, browser, width, height, touch):
    context = new_context(browser, width, height, touch)
    page = context.new_page()
    name = f"gws_{width}x{height}"
    try:
        open_widget(page, lab_server, f"{name}.ipynb", BIG_BOARD)
        wait_kernel(page, "not w.busy and w.current == 0")
        tile = kernel_json(page, "sorted(w.legal)[0]")
        rack_tile = page.locator(f'{WIDGET} .trio-gw-rack [data-tile="{tile}"]')
        rack_tile.tap() if touch else rack_tile.click()
        page.locator(f"{WIDGET} .trio-gw-cell.legal").first.wait_for(state="attached")
        page.wait_for_timeout(600)
        assert page.evaluate(IN_WINDOW, WIDGET) > 0
        for dark in (False, True):
            set_theme(page, dark=dark)
            page.wait_for_timeout(300)
            screenshot(page, f"{name}_{'dark' if dark else 'light'}")
        set_theme(page, dark=False)
        sizes = page.evaluate(BOXES, WIDGET)
        smallest = min(min(b[1], b[2]) for b in sizes)
        numbers = page.evaluate(NUMBER_PX, WIDGET)
        visible = page.evaluate(
            f"""() => Array.from(document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-nums')).filter(g => {{
                 const r = g.getBoundingClientRect(), b = document.querySelector('{WIDGET} .trio-gw-board').getBoundingClientRect();
                 return r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom; }}).length"""
        )
        print(f"\n{name}: smallest control/lit cell {smallest:.1f} px; board numbers {min(numbers):.1f}-{max(numbers):.1f} px, "
              f"{visible} tiles fully in view")  # fmt: skip
        if touch:
            assert small(sizes) == [], small(sizes)
        else:  # the projector: big numbers, automatically
            assert page.locator(f"{WIDGET}.trio-gw-projector").count() == 1
            assert min(numbers) >= PROJECTOR_NUMBERS, numbers[:5]
            assert small([b for b in sizes if "," not in b[0]]) == []
            # the teacher can switch the big tiles off (and on again)
            page.locator(f"{WIDGET} [data-action=projector]").click()
            page.wait_for_timeout(500)
            assert max(page.evaluate(NUMBER_PX, WIDGET)) < PROJECTOR_NUMBERS
            screenshot(page, f"{name}_normal_size")
            page.locator(f"{WIDGET} [data-action=projector]").click()
            page.wait_for_timeout(500)
            assert min(page.evaluate(NUMBER_PX, WIDGET)) >= PROJECTOR_NUMBERS
        assert widget_errors(page) == []
    finally:
        context.close()


# ------------------------------------------------------------------ accessibility
ROUND_END = """\
import dataclasses
import trio_widgets as tw
rules = dataclasses.replace(tw.Rules.preset("pressman"), hand_sizes=(2, 2, 2, 2, 2))
order = "5-5-5 4-5-5 0-0-1 3-3-3".split()
order += [str(t) for t in tw.full_set() if str(t) not in order]
game = tw.Game(rules, players=["Ann", "Computer"], order=order, seed=2)
w = tw.GameWidget(game, bots={{1: "greedy"}}, bot_delay=0.2, lang="{lang}")
w
"""


def tap_lit_cell(page, selector: str) -> None:
    """Tap a lit cell where a child sees it: wait until the point at its centre is the cell itself
    (the board may still be sliding to show it), then press there, as a finger does (Playwright's
    own click first scrolls the element into view, which also scrolls the board's box)."""
    cell = page.locator(selector).first
    cell.wait_for()
    # the child scrolls the page to the board (the notebook, not the board's own box)
    cell.evaluate("c => c.closest('.trio-gw').scrollIntoView({block: 'center'})")
    page.wait_for_function(
        """(sel) => { const c = document.querySelector(sel); if (!c) return false;
             const r = c.getBoundingClientRect(); const e = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
             return !!e && (e === c || c.contains(e)); }""",
        arg=selector,
        timeout=30_000,
    )
    box = cell.bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def whole_widget_axe(page) -> list:
    """axe on the widget with all of it on screen (axe skips some rules, such as
    label-content-name-mismatch, for what is scrolled out of view), experimental rules too."""
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": 2400})
    try:
        page.locator(WIDGET).evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        return axe_run(page, WIDGET, tags=[*TAGS, "experimental"])
    finally:
        page.set_viewport_size(size)


def no_violations(page, where: str) -> None:
    """No violation of any impact (minor ones too), axe's experimental rules too, and every
    control's name contains what it shows."""
    found = whole_widget_axe(page)
    assert not found, f"{where}:\n{format_violations(found)}"
    mismatch = label_in_name(page, WIDGET)  # where axe's own rule is "inapplicable" (the notebook)
    assert mismatch == [], f"{where}:\n{format_violations(mismatch)}"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_axe_at_start_mid_game_and_summary_light_and_dark(lab_server, page, lang):
    open_widget(page, lab_server, f"gws_axe_{lang}.ipynb", ROUND_END.format(lang=lang))
    assert page.locator(WIDGET).get_attribute("lang") == lang
    for dark in (False, True):
        set_theme(page, dark=dark)
        no_violations(page, f"{lang} start {'dark' if dark else 'light'}")
    set_theme(page, dark=False)
    # mid-game: a tile picked, lit cells on the board, a tile placed by the computer
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="5-5-5"]').click()
    page.locator(f'{WIDGET} .trio-gw-cell.legal[data-cell="0,0,u"]').wait_for()
    # the check is awake: a button without a name inside the widget is reported
    page.evaluate(
        f"""() => {{ const b = document.createElement('button'); b.id = 'axe-probe';
             b.type = 'button';
             document.querySelector('{WIDGET} .trio-gw-toolbar').prepend(b); }}"""
    )
    probe = [v["id"] for v in whole_widget_axe(page)]
    page.evaluate("() => document.getElementById('axe-probe').remove()")
    assert "button-name" in probe, probe
    for dark in (False, True):
        set_theme(page, dark=dark)
        no_violations(page, f"{lang} tile picked {'dark' if dark else 'light'}")
    set_theme(page, dark=False)
    # placed with the keyboard (a lit cell is a button): the tap after a theme switch is the next test's
    page.locator(f'{WIDGET} .trio-gw-cell.legal[data-cell="0,0,u"]').focus()
    page.keyboard.press("Enter")
    wait_kernel(page, "w.current == 0 and not w.busy and len(w.game.board) >= 1", timeout=60)
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="4-5-5"]').click()
    page.locator(f"{WIDGET} .trio-gw-cell.legal").first.wait_for()
    no_violations(page, f"{lang} mid-game light")
    tap_lit_cell(page, f"{WIDGET} .trio-gw-cell.legal")
    wait_kernel(page, "w.game.round_over")
    page.locator(f"{WIDGET} .trio-gw-card").wait_for()
    for dark in (False, True):
        set_theme(page, dark=dark)
        no_violations(page, f"{lang} summary {'dark' if dark else 'light'}")
        screenshot(page, f"gws_axe_{lang}_summary_{'dark' if dark else 'light'}")
    set_theme(page, dark=False)


ACTIVE = """() => { const a = document.activeElement;
  if (!a) return null;
  const w = a.closest('.trio-gw');
  return {inside: Boolean(w), cell: a.getAttribute('data-cell'), tile: a.getAttribute('data-tile'),
          action: a.getAttribute('data-action'), dialog: Boolean(a.closest('[role=dialog]')),
          tag: a.tagName, label: a.getAttribute('aria-label')}; }"""


# The lit cell's box and the board's box (CSS px, in the window).
LIT_AND_BOX = """(sel) => { const w = document.querySelector(sel);
  const c = w.querySelector('.trio-gw-cell.legal[data-cell="0,0,u"]').getBoundingClientRect();
  const b = w.querySelector('.trio-gw-boardbox').getBoundingClientRect();
  return {cell: [c.left, c.top, c.right, c.bottom], box: [b.left, b.top, b.right, b.bottom]}; }"""


@pytest.mark.parametrize("screen", ["desktop", "phone"])
def test_a_lit_cell_can_be_tapped_after_the_theme_changes(lab_server, browser, request, screen):
    """Issue 28: JupyterLab lays its splash screen over the page and hides the notebook while it
    changes the theme; the board must not reveal its lit cells into that (they ended up small in
    the box's top-left corner, partly outside it, where a tap missed them)."""
    context = None
    if screen == "phone":
        context = new_context(browser, 390, 844, touch=True)
        page = context.new_page()
    else:
        page = request.getfixturevalue("page")  # 1280 x 900
    try:
        open_widget(page, lab_server, f"gws_theme_tap_{screen}.ipynb", ROUND_END.format(lang="en"))
        page.locator(f'{WIDGET} .trio-gw-rack [data-tile="5-5-5"]').click()
        page.locator(f'{WIDGET} .trio-gw-cell.legal[data-cell="0,0,u"]').wait_for()
        page.wait_for_timeout(500)  # the reveal's slide
        before = page.evaluate(LIT_AND_BOX, WIDGET)
        set_theme(page, dark=True)
        set_theme(page, dark=False)
        page.wait_for_timeout(500)
        after = page.evaluate(LIT_AND_BOX, WIDGET)
        screenshot(page, f"gws_theme_tap_{screen}")
        (left, top, right, bottom), (bl, bt, br, bb) = after["cell"], after["box"]
        assert bl - 0.5 <= left and right <= br + 0.5 and bt - 0.5 <= top and bottom <= bb + 0.5, (before, after)
        # the same size as before the switch (not shrunk)
        assert right - left >= (before["cell"][2] - before["cell"][0]) - 0.5, (before, after)
        tap_lit_cell(page, f'{WIDGET} .trio-gw-cell.legal[data-cell="0,0,u"]')
        wait_kernel(page, "len(w.game.board) >= 1", timeout=60)
    finally:
        if context is not None:
            context.close()


def _one_tab_stop_for_the_rack(page) -> None:
    """Tab from the widget's first control reaches the rack in one stop, and leaves it in one more;
    each rack tile says its name and whether it fits."""
    page.locator(f"{WIDGET} [data-action=zoom-out]").focus()
    stops = []
    for _ in range(30):
        page.keyboard.press("Tab")
        a = page.evaluate(ACTIVE)
        if not a or not a["inside"]:
            break
        stops.append(a)
    rack_stops = [a for a in stops if a["tile"]]
    assert len(rack_stops) == 1, stops  # one Tab stop for the rack
    tile_names = page.eval_on_selector_all(
        f"{WIDGET} .trio-gw-rack [data-tile]", "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert any(n.startswith("5-5-5: tile 5-5-5") and n.endswith("fits") for n in tile_names), tile_names


def _arrow_to(page, tile: str) -> None:
    """Focus the rack and walk to ``tile`` with the right arrow (at most four steps)."""
    page.locator(f"{WIDGET} .trio-gw-rack [tabindex='0']").focus()
    for _ in range(4):
        if page.evaluate(ACTIVE)["tile"] == tile:
            break
        page.keyboard.press("ArrowRight")


def _the_summary_dialog_by_keyboard(page) -> None:
    """The round's summary takes focus and keeps it; Escape closes it, "Show the scores" opens it again."""
    page.wait_for_function(f"() => document.activeElement && document.activeElement.closest('{WIDGET} [role=dialog]')")
    dialog = page.locator(f"{WIDGET} [role=dialog]")
    assert dialog.get_attribute("aria-modal") == "true"
    assert page.evaluate(ACTIVE)["action"] == "next-round"
    assert page.locator(f"{WIDGET} [data-action=look]").get_attribute("aria-label") == "Close and look at the board"
    page.wait_for_function(
        f"() => document.querySelector('{WIDGET} .trio-gw-announce').innerText.includes('Round 1 is over')"
    )
    # Tab stays in the dialog; Escape closes it and focus comes back to the widget
    for _ in range(3):
        page.keyboard.press("Tab")
        assert page.evaluate(ACTIVE)["dialog"]
    page.keyboard.press("Escape")
    assert page.locator(f"{WIDGET} .trio-gw-overlay").is_hidden()
    a = page.evaluate(ACTIVE)
    assert a["inside"] and a["action"] == "summary", a
    page.keyboard.press("Enter")  # "Show the scores" opens it again, focus inside
    page.wait_for_function(f"() => document.activeElement && document.activeElement.closest('{WIDGET} [role=dialog]')")
    page.keyboard.press("Escape")


def test_keyboard_only_focus_and_announcements(lab_server, page):
    open_widget(page, lab_server, "gws_keys.ipynb", ROUND_END.format(lang="en"))
    wait_kernel(page, "not w.busy and w.current == 0")
    _one_tab_stop_for_the_rack(page)
    # arrows inside the rack; Enter picks and goes to the board
    _arrow_to(page, "5-5-5")
    assert page.evaluate(ACTIVE)["tile"] == "5-5-5"
    page.keyboard.press("Enter")
    a = page.evaluate(ACTIVE)
    assert a["cell"] == "0,0,u", a
    # the board's focus is visible (a ring on the cell and the board's frame)
    ring = page.evaluate(f"() => getComputedStyle(document.querySelector('{WIDGET} .trio-gw-boardbox')).outlineStyle")
    assert ring == "solid"
    page.keyboard.press("Enter")
    wait_kernel(page, "len(w.game.board) >= 1 and not w.busy")
    page.wait_for_timeout(300)
    a = page.evaluate(ACTIVE)
    assert a["inside"] and a["tile"], a  # focus went back to the rack
    said = page.locator(f"{WIDGET} .trio-gw-announce").inner_text()
    assert "Ann placed 5-5-5" in said, said
    # the computer answers (draws until it can play): the live region says so
    wait_kernel(page, "w.current == 0 and not w.busy and len(w.game.board) >= 1")
    page.wait_for_function(
        f"() => document.querySelector('{WIDGET} .trio-gw-announce').innerText.includes('Computer')", timeout=15_000
    )
    said = page.locator(f"{WIDGET} .trio-gw-announce").inner_text()
    print("\nlive region:", json.dumps(said))
    # place 4-5-5 by keyboard: Ann goes out, the summary dialog takes focus
    _arrow_to(page, "4-5-5")
    page.keyboard.press("Enter")
    assert page.evaluate(ACTIVE)["cell"], page.evaluate(ACTIVE)
    label = page.evaluate(ACTIVE)["label"]
    assert label.startswith("place, fits 4-5-5") and "next to 5-5-5" in label, label
    page.keyboard.press("Enter")
    wait_kernel(page, "w.game.round_over")
    _the_summary_dialog_by_keyboard(page)
    # Escape from anywhere else leaves the widget
    page.locator(f"{WIDGET} [data-action=zoom-in]").focus()
    page.keyboard.press("Escape")
    a = page.evaluate(ACTIVE)
    assert not (a and a["inside"]), a
