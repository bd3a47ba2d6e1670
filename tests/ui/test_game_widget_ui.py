"""The game widget in a real browser: JupyterLab started by the harness, Debian's Chromium.

Each test writes a notebook that makes a GameWidget with a fixed deal, runs it,
plays through the page (mouse, keyboard) and reads the result back from the
kernel: the lit cells must be the engine's legal placements, a placed tile
must score what the engine says, the computer must answer.  Screenshots
(light/dark, digits/pips, a 52-tile board, the rack, the round summary, the
pass-and-play cover, mosaic, a tablet and a projector) go to
test-output/screenshots/gw_*.png.
"""

from __future__ import annotations

import json

import pytest

from .helpers import (
    kernel_eval,
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

# A deal where the computer (seat 1) starts with 5-5-5 and Ann holds no tile
# with two 5s, so she is stuck and must draw; the pool's first tile, 3-5-5, fits.
STUCK_DEAL = """\
import trio_widgets as tw
ann = "0-0-1 0-0-2 0-1-1 0-1-2 0-2-2 1-1-2 0-0-3 0-1-3 1-2-2".split()
cpu = "5-5-5 0-5-5 1-5-5 2-5-5 3-3-3 1-1-1 2-2-2 4-4-4 0-4-4".split()
rest = [str(t) for t in tw.full_set() if str(t) not in ann + cpu + ["3-5-5"]]
game = tw.Game("pressman", players=["Ann", "Computer"], order=ann + cpu + ["3-5-5"] + rest, seed=1)
"""

# A seeded game played by greedy bots until the board holds 52 tiles and Ann is to play.
BIG_BOARD = """\
import trio_widgets as tw
from trio_widgets.players import make_bot
game = tw.Game("pressman", players=["Ann", "Computer"], seed=10)
bots = [make_bot("greedy", seed=0), make_bot("greedy", seed=1)]
while not (len(game.board) >= 52 and game.current == 0):
    bots[game.current].act(game)
"""


# ----------------------------------------------------------------- helpers


def dom_cells(page, selector: str) -> list[str]:
    return sorted(page.eval_on_selector_all(f"{WIDGET} {selector}", "els => els.map(e => e.getAttribute('data-cell'))"))


def start(lab_server, page, name: str, cells: list[str]) -> None:
    write_notebook(lab_server.root_dir, name, cells)
    open_notebook(page, lab_server, name)
    run_all_cells(page)
    page.locator(WIDGET).first.wait_for(state="visible", timeout=30_000)
    assert widget_errors(page) == []


def widget_shot(page, name: str, nth: int = 0) -> None:
    """A picture of the whole widget (a taller window for a moment, so nothing is cut off)."""
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": 1400})
    try:
        widget = page.locator(WIDGET).nth(nth)
        widget.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(800)  # let drop-in animations and the refit finish
        screenshot(widget, name)
    finally:
        page.set_viewport_size(size)


def rack_tiles(page) -> list[str]:
    return page.eval_on_selector_all(f"{WIDGET} .trio-gw-rack [data-tile]", "els => els.map(e => e.dataset.tile)")


def _fits_by_turn(page) -> dict[int, list[str]]:
    """The cells the selected 3-5-5 fits now, at each of its three turns: turned by the button, by
    a second tap on it and by the R key (back to the first turn)."""
    fits_by_turn: dict[int, list[str]] = {}
    for turns in (0, 1, 2):
        wait_kernel(page, f"w.selection['turns'] == {turns}")
        fits_by_turn[turns] = dom_cells(page, ".trio-gw-cell.fits-now")
        if turns == 0:
            page.locator(f"{WIDGET} [data-action=rotate]").click()  # the button
        elif turns == 1:
            page.locator(f'{WIDGET} .trio-gw-rack [data-tile="3-5-5"]').click()  # a second tap
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="3-5-5"]').press("r")  # the R key
    wait_kernel(page, "w.selection['turns'] == 0")
    return fits_by_turn


def _dots_and_the_dark_theme(page) -> None:
    """Digits to dots, then the dark theme, then digits again: a screenshot of each."""
    page.locator(f"{WIDGET} [data-action=pips]").click()
    wait_kernel(page, "w.pips")
    page.locator(f'{WIDGET} .trio-gw-tiles use[href^="#trio-pips-"]').first.wait_for(state="attached")
    widget_shot(page, "gw_after_bot_light_pips")
    set_theme(page, dark=True)
    widget_shot(page, "gw_after_bot_dark_pips")
    page.locator(f"{WIDGET} [data-action=digits]").click()
    wait_kernel(page, "not w.pips")
    widget_shot(page, "gw_after_bot_dark_digits")


# ------------------------------------------------------------------- tests
def test_click_lit_cells_turn_place_bot_reply_and_draw(lab_server, page):
    start(
        lab_server,
        page,
        "gw_mouse.ipynb",
        [STUCK_DEAL + 'w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.3)\nw'],
    )
    # The computer starts on its own, after a short visible delay.
    wait_kernel(page, "len(w.game.board) == 1 and w.current == 0 and not w.busy")
    page.locator(f'{WIDGET} .trio-gw-tiles [data-cell="0,0,u"][data-tile="5-5-5"]').wait_for()
    assert sorted(rack_tiles(page)) == sorted(kernel_json(page, "[str(t) for t in w.game.hand(0)]"))
    draw = page.locator(f"{WIDGET} [data-action=draw]")
    assert draw.is_enabled() and not page.locator(f"{WIDGET} [data-action=pass]").is_enabled()
    assert page.locator(f"{WIDGET} .trio-gw-rackhint").inner_text() == "No tile fits: draw one"
    widget_shot(page, "gw_stuck_light_digits")

    # Stuck: draw.  3-5-5 comes and now fits, so drawing is over.
    draw.click()
    wait_kernel(page, "len(w.game.hand(0)) == 10")
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="3-5-5"]').wait_for()
    assert not draw.is_enabled()
    assert kernel_eval(page, "w.scores[0]") == "-5"

    # Select it: the lit cells are exactly the engine's legal cells for it.
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="3-5-5"]').click()
    wait_kernel(page, "w.selection['tile'] == '3-5-5'")
    engine = kernel_json(page, "sorted({p.cell.label() for p in w.game.legal_placements() if str(p.tile) == '3-5-5'})")
    assert engine and dom_cells(page, ".trio-gw-cell.legal") == engine
    labels = page.eval_on_selector_all(
        f"{WIDGET} .trio-gw-cell.legal", "els => els.map(e => e.getAttribute('aria-label'))"
    )
    assert all(s.startswith("place, fits 3-5-5 ") for s in labels), labels

    # Turning: each lit cell fits exactly one of the three turns (a 3-5-5 has three readings).
    fits_by_turn = _fits_by_turn(page)
    assert sorted(c for cs in fits_by_turn.values() for c in cs) == engine
    widget_shot(page, "gw_selected_light_digits")

    # Hover shows the tile there, the right way round.
    target = fits_by_turn[0][0]
    cell = page.locator(f'{WIDGET} .trio-gw-cell.legal[data-cell="{target}"]')
    cell.hover()
    page.locator(f"{WIDGET} .trio-gw-ghost").wait_for()

    # Place it; the kernel's game advanced and scored what the engine says.
    corners = kernel_json(
        page,
        f"[list(p.corners) for p in w.game.legal_placements() if p.cell.label() == '{target}' and str(p.tile) == '3-5-5']",
    )
    assert len(corners) == 1
    expected = int(kernel_eval(page, f"w.game.preview(tw.Placement(tw.Cell.parse('{target}'), {corners[0]})).total"))
    cell.click()
    wait_kernel(page, "len(w.game.board) >= 2")
    assert kernel_json(page, f"list(w.game.board.cells[tw.Cell.parse('{target}')].corners)") == corners[0]
    assert kernel_eval(page, "w.scores[0]") == str(-5 + expected)
    ann_event = kernel_json(page, "[e['points'] for e in w.game.history if e['type'] == 'play' and e['seat'] == 0]")
    assert ann_event == [expected]

    # The computer answers on its own; its tile drops in, and it is Ann's turn again.
    wait_kernel(page, "w.current == 0 and not w.busy and len(w.game.history) > 4")
    n = int(kernel_eval(page, "len(w.game.board)"))
    page.wait_for_function(f"() => document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-tile').length === {n}")
    assert page.locator(f"{WIDGET} .trio-gw-status").inner_text() == "Your turn, Ann"
    last = page.locator(f"{WIDGET} .trio-gw-last-score").inner_text()
    assert last == kernel_eval(page, "print(w.last_move_text.split(': ', 1)[1])").strip()
    widget_shot(page, "gw_after_bot_light_digits")

    # Digits -> dots, then the dark theme.
    _dots_and_the_dark_theme(page)

    # Undo takes back Ann's move and the computer's reply.
    page.locator(f"{WIDGET} [data-action=undo]").click()
    wait_kernel(page, "len(w.game.board) == 1 and len(w.game.hand(0)) == 10 and w.current == 0")
    assert page.locator(f"{WIDGET} .trio-gw-message").inner_text() == "Move taken back"


def test_keyboard_alone(lab_server, page):
    start(
        lab_server,
        page,
        "gw_keys.ipynb",
        [STUCK_DEAL + 'w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.3)\nw'],
    )
    wait_kernel(page, "len(w.game.board) == 1 and w.current == 0 and not w.busy")
    active = "() => { const a = document.activeElement; return a ? (a.getAttribute('data-cell') || a.getAttribute('data-tile') || a.getAttribute('data-action') || a.tagName) : null; }"

    # Draw with the keyboard: the Draw button, Enter.
    page.locator(f"{WIDGET} [data-action=draw]").focus()
    page.keyboard.press("Enter")
    wait_kernel(page, "len(w.game.hand(0)) == 10")
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="3-5-5"]').wait_for()

    # Arrow keys walk the rack to 3-5-5 (the last tile); Enter chooses it and goes to the board.
    page.locator(f"{WIDGET} .trio-gw-rack .trio-gw-racktile").first.focus()
    for _ in range(12):
        if page.evaluate(active) == "3-5-5":
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate(active) == "3-5-5"
    page.keyboard.press("Enter")
    wait_kernel(page, "w.selection['tile'] == '3-5-5'")
    engine = kernel_json(page, "sorted({p.cell.label() for p in w.game.legal_placements() if str(p.tile) == '3-5-5'})")
    assert page.evaluate(active) in engine

    # Arrow keys move between lit cells only, and reach every one of them.
    seen = {page.evaluate(active)}
    for key in ["ArrowLeft", "ArrowRight", "ArrowRight", "ArrowDown", "ArrowUp", "ArrowLeft", "ArrowDown"]:
        page.keyboard.press(key)
        now = page.evaluate(active)
        assert now in engine, (key, now)
        seen.add(now)
    assert sorted(seen) == engine
    focused = page.evaluate(active)
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert label.startswith("place, fits 3-5-5")

    # R turns the tile and keeps the focus on the board.
    page.keyboard.press("r")
    wait_kernel(page, "w.selection['turns'] == 1")
    assert page.evaluate(active) == focused
    widget_shot(page, "gw_keyboard_focus")

    # Enter places it on the focused cell, the way it fits there.
    corners = kernel_json(
        page,
        f"[list(p.corners) for p in w.game.legal_placements() if p.cell.label() == '{focused}' and str(p.tile) == '3-5-5']",
    )
    page.keyboard.press("Enter")
    wait_kernel(page, "len(w.game.board) >= 2")
    assert kernel_json(page, f"list(w.game.board.cells[tw.Cell.parse('{focused}')].corners)") == corners[0]
    wait_kernel(page, "w.current == 0 and not w.busy")


def test_wrong_messages_change_nothing(lab_server, page):
    start(
        lab_server,
        page,
        "gw_bad.ipynb",
        [STUCK_DEAL + 'w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.2)\nw'],
    )
    wait_kernel(page, "len(w.game.board) == 1 and w.current == 0 and not w.busy")
    before = kernel_eval(page, "w.game.to_json()")
    # A tile that is not Ann's, sent as if the page had been tampered with: a clear message, no change.
    kernel_eval(page, "w.handle({'action': 'play', 'cell': '0,0,d', 'corners': [5, 0, 5]})")
    page.wait_for_function(
        f"() => document.querySelector('{WIDGET} .trio-gw-message').textContent.includes('not in your hand')"
    )
    assert page.locator(f"{WIDGET} .trio-gw-message").inner_text() == "0-5-5 is not in your hand"
    kernel_eval(page, "w.handle('garbage')")
    page.wait_for_function(
        f"() => document.querySelector('{WIDGET} .trio-gw-message').textContent.includes('could not understand')"
    )
    assert kernel_eval(page, "w.game.to_json()") == before


def test_big_board_views_tablet_and_projector(lab_server, page, browser):
    start(
        lab_server,
        page,
        "gw_big.ipynb",
        [BIG_BOARD + 'w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.3)\nw'],
    )
    n = int(kernel_eval(page, "len(w.game.board)"))
    assert n >= 50
    page.wait_for_function(f"() => document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-tile').length === {n}")
    tile = kernel_json(page, "sorted(w.legal)[0]")
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="{tile}"]').click()
    engine = kernel_json(
        page, f"sorted({{p.cell.label() for p in w.game.legal_placements() if str(p.tile) == '{tile}'}})"
    )
    page.wait_for_function(f"() => document.querySelectorAll('{WIDGET} .trio-gw-cell.legal').length === {len(engine)}")
    assert dom_cells(page, ".trio-gw-cell.legal") == engine
    # every tile is on screen (the board fits itself to the view)
    inside = page.evaluate(
        f"""() => {{
          const box = document.querySelector('{WIDGET} .trio-gw-board').getBoundingClientRect();
          return Array.from(document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-tile')).every(t => {{
            const r = t.getBoundingClientRect();
            return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
          }});
        }}"""
    )
    assert inside
    widget_shot(page, "gw_big_light_digits")
    page.locator(f"{WIDGET} [data-action=pips]").click()
    wait_kernel(page, "w.pips")
    widget_shot(page, "gw_big_light_pips")
    set_theme(page, dark=True)
    widget_shot(page, "gw_big_dark_pips")
    page.locator(f"{WIDGET} [data-action=digits]").click()
    wait_kernel(page, "not w.pips")
    widget_shot(page, "gw_big_dark_digits")
    # zoom buttons and the wheel change the view; "fit" brings the whole board back
    page.locator(f"{WIDGET} [data-action=zoom-in]").click()
    page.locator(f"{WIDGET} .trio-gw-board").hover()
    page.mouse.wheel(0, -300)
    page.wait_for_timeout(200)
    widget_shot(page, "gw_big_zoomed")
    page.locator(f"{WIDGET} [data-action=fit]").click()
    set_theme(page, dark=False)

    # A classroom tablet (1024x768, touch) and a projector (1920x1080 at 150 %).
    for name, viewport, scale, touch in (
        ("gw_tablet_1024x768", (1024, 768), 1, True),
        ("gw_projector_1920x1080", (1920, 1080), 1.5, False),
    ):
        context = browser.new_context(
            viewport={"width": viewport[0], "height": viewport[1]}, device_scale_factor=scale, has_touch=touch
        )
        other = context.new_page()
        try:
            open_notebook(other, lab_server, "gw_big.ipynb")
            other.evaluate("async () => await window.jupyterapp.commands.execute('application:toggle-left-area')")
            run_all_cells(other)
            other.locator(WIDGET).wait_for(state="visible", timeout=30_000)
            if touch:
                t = kernel_json(other, "sorted(w.legal)[0]")
                other.locator(f'{WIDGET} .trio-gw-rack [data-tile="{t}"]').tap()
                other.locator(f"{WIDGET} .trio-gw-cell.legal").first.wait_for(state="attached")
            other.locator(WIDGET).evaluate("e => e.scrollIntoView({block: 'start'})")
            other.wait_for_timeout(800)
            screenshot(other, name)
        finally:
            context.close()


def test_round_summary_and_next_round(lab_server, page):
    # Two tiles each: the round ends after a few moves.
    code = """\
import dataclasses
import trio_widgets as tw
rules = dataclasses.replace(tw.Rules.preset("pressman"), hand_sizes=(2, 2, 2, 2, 2))
order = "5-5-5 4-5-5 0-0-1 3-3-3".split()
order += [str(t) for t in tw.full_set() if str(t) not in order]
game = tw.Game(rules, players=["Ann", "Computer"], order=order, seed=2)
w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.2)
w
"""
    start(lab_server, page, "gw_round.ipynb", [code])
    # Ann starts with 5-5-5, the computer cannot answer (draws until it can), Ann goes out with 4-5-5.
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="5-5-5"]').click()
    page.locator(f'{WIDGET} .trio-gw-cell.legal[data-cell="0,0,u"]').click()
    wait_kernel(page, "w.current == 0 and not w.busy and len(w.game.board) >= 1", timeout=60)
    tile = "4-5-5"
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="{tile}"]').click()
    page.locator(f"{WIDGET} .trio-gw-cell.legal").first.click()
    wait_kernel(page, "w.game.round_over")
    card = page.locator(f"{WIDGET} .trio-gw-card")
    card.wait_for()
    # the one who went out won the round: one sentence names her once (issue 27)
    lines = [x.strip() for x in card.locator(".trio-gw-cardline").all_inner_texts()]
    assert lines == ["Ann went out and won the round!"], lines
    summary = kernel_json(page, "w.summary")
    end = kernel_json(page, "[e for e in w.game.history if e['type'] == 'round_end'][-1]['points']")
    assert summary["out"] == 0 and [r["points"] for r in summary["rows"]] == end
    widget_shot(page, "gw_round_summary_light")
    set_theme(page, dark=True)
    widget_shot(page, "gw_round_summary_dark")
    # close the card to look at the final board, open it again
    page.locator(f"{WIDGET} [data-action=look]").click()
    assert page.locator(f"{WIDGET} .trio-gw-overlay").is_hidden()
    page.locator(f"{WIDGET} [data-action=summary]").click()
    page.locator(f"{WIDGET} .trio-gw-overlay").wait_for(state="visible")
    page.locator(f"{WIDGET} [data-action=next-round]").click()
    wait_kernel(page, "w.game.round_number == 2 and not w.game.round_over")
    assert page.locator(f"{WIDGET} .trio-gw-overlay").is_hidden()


def test_pass_and_play_cover_and_open_hands(lab_server, page):
    code = """\
import trio_widgets as tw
w = tw.GameWidget(rules="classic", players=["Ann", "Bob", "Cleo"], seed=4)
w
"""
    code2 = """\
w2 = tw.GameWidget(rules="kids", players=["Mum", "Zoe", "Computer"], bots={2: "random"}, seed=4, open_hands=True, pips=True, lang="ru")
w2
"""
    start(lab_server, page, "gw_cover.ipynb", [code, code2])
    first = page.locator(WIDGET).first
    cover = first.locator(".trio-gw-cover")
    cover.wait_for(state="visible")
    starter = kernel_eval(page, "print(w.game.players[w.current])").strip()
    assert cover.locator(".trio-gw-cover-title").inner_text() == f"Pass the device to {starter}"
    assert first.locator(".trio-gw-rack [data-tile]").count() == 0  # the tiles stay hidden
    assert kernel_eval(page, "w.hands").count("None") == 3
    widget_shot(page, "gw_cover_light", 0)
    first.locator("[data-action=ready]").click()
    wait_kernel(page, "not w.covered")
    first.locator(".trio-gw-rack [data-tile]").first.wait_for()
    assert sorted(
        first.locator(".trio-gw-rack [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)")
    ) == sorted(kernel_json(page, "[str(t) for t in w.game.hand(w.current)]"))
    # the starter plays; the cover comes back for the next person
    tile = kernel_json(page, "sorted(w.legal)[0]")
    first.locator(f'.trio-gw-rack [data-tile="{tile}"]').click()
    first.locator('.trio-gw-cell.legal[data-cell="0,0,u"]').click()
    wait_kernel(page, "len(w.game.board) == 1 and w.covered")
    cover.wait_for(state="visible")

    second = page.locator(WIDGET).nth(1)
    second.locator(".trio-gw-others .trio-gw-otherhand").first.wait_for()
    assert second.locator("[data-action=draw]").inner_text() == "Взять"
    widget_shot(page, "gw_open_hands_ru_pips", 1)


def test_mosaic_tap_to_place_and_remove(lab_server, page):
    code = """\
import trio_widgets as tw
w = tw.GameWidget(players=["Zoe", "Computer"], bots={1: "greedy"}, seed=3, mode="mosaic")
snake = [(x, 0, True) for x in range(-4, 4)] + [(x, 0, False) for x in range(-4, 3)] + [(3, 0, False), (3, 1, True), (2, 1, False), (3, 1, False)]
for x, y, up in snake:
    w.mosaic_place(tw.Cell(x, y, up))
w.mosaic_place(tw.Cell(4, 1, True), (0, 5, 5))
w
"""
    start(lab_server, page, "gw_mosaic.ipynb", [code])
    n = int(kernel_eval(page, "len(w.mosaic)"))
    page.wait_for_function(f"() => document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-tile').length === {n}")
    widget_shot(page, "gw_mosaic_light")
    # tap an empty cell: a face-down tile; tap it again: gone
    board = page.locator(f"{WIDGET} .trio-gw-board")
    box = board.bounding_box()
    point = page.evaluate(
        f"""() => {{
          const svg = document.querySelector('{WIDGET} .trio-gw-board');
          const g = svg.querySelector('.trio-gw-view');
          const m = g.getCTM();
          const p = svg.createSVGPoint();
          p.x = 0; p.y = 250;  // board units: paper (0, -2.5), inside the empty cell (1,-3,u) below the snake
          const s = p.matrixTransform(m);
          return [s.x, s.y];
        }}"""
    )
    page.mouse.click(box["x"] + point[0], box["y"] + point[1])
    wait_kernel(page, f"len(w.mosaic) == {n + 1}")
    added = kernel_json(page, "w.mosaic[-1]")
    assert added[1] is None
    page.mouse.click(box["x"] + point[0], box["y"] + point[1])
    wait_kernel(page, f"len(w.mosaic) == {n}")
    assert json.loads(kernel_eval(page, "print(w.mosaic_json())").strip())["format"] == "trio_widgets/mosaic"


def test_turn_timer_draws_for_a_stuck_player(lab_server, page):
    start(
        lab_server,
        page,
        "gw_timer.ipynb",
        [STUCK_DEAL + 'w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.2, turn_seconds=5)\nw'],
    )
    wait_kernel(page, "len(w.game.board) == 1 and w.current == 0 and not w.busy")
    page.locator(f"{WIDGET} .trio-gw-timer").wait_for(state="visible")
    wait_kernel(page, "len(w.game.hand(0)) == 10", timeout=15)
    assert page.locator(f"{WIDGET} .trio-gw-message").inner_text() == "Time is up! Ann draws a tile."


def test_bridge_and_hexagon_are_outlined(lab_server, page):
    code = """\
import trio_widgets as tw
def play_until(kind, seed):
    w = tw.GameWidget(tw.Game("pressman", players=["Ann", "Bob"], seed=seed), pass_and_play=False)
    while not w.game.round_over:
        g = w.game
        legal = g.legal_placements()
        special = [p for p in legal if (g.preview(p).bridge if kind == "bridge" else g.preview(p).hexagons)]
        if special:
            w.play(special[0])
            return w
        if legal:
            w.play(legal[-1])
        elif not w.draw():
            w.pass_turn()
for seed in range(40):
    hexa = play_until("hexagon", seed)
    if hexa is not None:
        break
for seed in range(40):
    bridge = play_until("bridge", seed)
    if bridge is not None:
        break
hexa
"""
    start(lab_server, page, "gw_marks.ipynb", [code, "bridge"])
    hexa = page.locator(WIDGET).nth(0)
    hexa.locator(".trio-gw-marks .trio-gw-hexagon").first.wait_for(state="attached")
    assert "hexagon +50" in hexa.locator(".trio-gw-last-score").inner_text()
    widget_shot(page, "gw_hexagon_outlined", 0)
    bridge = page.locator(WIDGET).nth(1)
    bridge.locator(".trio-gw-marks .trio-gw-bridge").wait_for(state="attached")
    assert "bridge +40" in bridge.locator(".trio-gw-last-score").inner_text()
    widget_shot(page, "gw_bridge_outlined", 1)


def test_hints_off_the_player_finds_the_way_round(lab_server, page):
    start(
        lab_server,
        page,
        "gw_nohints.ipynb",
        [STUCK_DEAL + 'w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.2, hints=False)\nw'],
    )
    wait_kernel(page, "len(w.game.board) == 1 and w.current == 0 and not w.busy")
    page.locator(f"{WIDGET} [data-action=draw]").click()
    page.locator(f'{WIDGET} .trio-gw-rack [data-tile="3-5-5"]').click()
    # nothing lights up; every open cell can be tapped
    page.locator(f"{WIDGET} .trio-gw-cell.open").first.wait_for(state="attached")
    assert dom_cells(page, ".trio-gw-cell.legal") == []
    assert dom_cells(page, ".trio-gw-cell.open") == ["-1,0,d", "0,-1,d", "0,0,d"]
    assert not page.locator(f"{WIDGET} [data-action=hints]").is_checked()
    # as it is (3 on top), 3-5-5 fits none of the three cells: below 5-5-5 the rack's 3 lands on a 5
    before = kernel_eval(page, "w.game.to_json()")
    page.locator(f'{WIDGET} .trio-gw-cell.open[data-cell="0,-1,d"]').click()
    page.wait_for_function(
        f"() => document.querySelector('{WIDGET} .trio-gw-message').textContent.includes('corner does not match')"
    )
    assert kernel_eval(page, "w.game.to_json()") == before
    # turning it until it fits, then it goes down
    for _ in range(3):
        page.locator(f"{WIDGET} [data-action=rotate]").click()
        page.locator(f'{WIDGET} .trio-gw-cell.open[data-cell="0,-1,d"]').click()
        page.wait_for_timeout(400)
        if kernel_eval(page, "len(w.game.board)") != "1":
            break
    wait_kernel(page, "tw.Cell.parse('0,-1,d') in w.game.board.cells")
    # and the switch turns the lights back on
    page.locator(f"{WIDGET} [data-action=hints]").check()
    wait_kernel(page, "w.hints")


def test_hint_button_rings_the_suggested_move(lab_server, page):
    start(
        lab_server,
        page,
        "gw_hint.ipynb",
        [STUCK_DEAL + 'w = tw.GameWidget(game, bots={1: "greedy"}, bot_delay=0.3)\nw'],
    )
    wait_kernel(page, "len(w.game.board) == 1 and w.current == 0 and not w.busy")
    hint = page.locator(f"{WIDGET} [data-action=hint]")
    # stuck: the hint says to draw, in words
    hint.click()
    wait_kernel(page, "w.hint == {'action': 'draw'}")
    page.locator(f"{WIDGET} .trio-gw-message").filter(has_text="draw one from the pool").wait_for()
    page.locator(f"{WIDGET} [data-action=draw]").click()
    wait_kernel(page, "len(w.game.hand(0)) == 10")
    # now 3-5-5 fits: the hint rings a cell, and it is the engine's suggestion, a legal move
    page.keyboard.press("Escape")
    hint.click()
    wait_kernel(page, "w.hint.get('action') == 'play'")
    ring = page.locator(f"{WIDGET} .trio-gw-hintring")
    ring.wait_for(state="attached")
    cell = ring.get_attribute("data-cell")
    assert cell == kernel_eval(page, "print(w.hint['cell'])").strip()
    assert (
        kernel_eval(
            page, "print(tw.Placement(tw.Cell.parse(w.hint['cell']), w.hint['corners']) in w.game.legal_placements())"
        ).strip()
        == "True"
    )
    text = page.locator(f"{WIDGET} .trio-gw-message").inner_text()
    assert text.startswith("Try 3-5-5 on the ringed place: 3 + 5 + 5 = 13")
    widget_shot(page, "gw_hint_light")
    # placing a tile clears the hint
    kernel_eval(page, "w.play(tw.Placement(tw.Cell.parse(w.hint['cell']), w.hint['corners']))")
    page.locator(f"{WIDGET} .trio-gw-hintring").wait_for(state="detached")
    assert widget_errors(page) == []


def test_a_move_is_redrawn_without_forced_layouts(lab_server, page, browser):
    """A tap on a lit cell: when the kernel's answer arrives the widget redraws the board, rack and
    panel without making the browser lay the page out in the middle of the drawing (no layout read
    after a write, no focused element removed): on a big notebook each such layout costs as much
    as the whole redraw.  Read from Chromium's own trace: every Layout that JavaScript forced
    carries the script's stack."""
    write_notebook(
        lab_server.root_dir,
        "gw_layout.ipynb",
        [BIG_BOARD + "w = tw.GameWidget(game, bots={1: 'greedy'}, bot_delay=10)\nw"],
    )
    open_notebook(page, lab_server, "gw_layout.ipynb")
    run_all_cells(page)
    page.wait_for_function(f"() => document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-tile').length >= 52")
    forced: list[str] = []
    for _ in range(2):
        tile = kernel_json(page, "sorted(w.legal)[0]")
        n = int(kernel_eval(page, "len(w.game.board)"))
        page.locator(f'{WIDGET} .trio-gw-rack [data-tile="{tile}"]').click()
        page.locator(f"{WIDGET} .trio-gw-cell.legal").first.wait_for(state="attached")
        page.wait_for_timeout(300)
        browser.start_tracing(
            page=page,
            categories=[
                "devtools.timeline",
                "disabled-by-default-devtools.timeline",
                "disabled-by-default-devtools.timeline.stack",
            ],
        )
        page.locator(f"{WIDGET} .trio-gw-cell.legal").first.click()
        page.wait_for_function(f"() => document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-tile').length > {n}")
        page.wait_for_timeout(200)
        trace = json.loads(browser.stop_tracing())
        events = trace["traceEvents"] if isinstance(trace, dict) else trace
        for e in events:
            if e.get("name") not in ("Layout", "UpdateLayoutTree"):
                continue
            args = e.get("args", {})
            stack = (args.get("beginData") or {}).get("stackTrace") or (args.get("data") or {}).get("stackTrace") or []
            names = [f.get("functionName", "") for f in stack]
            # the redraw (renderAll and what it calls); a forced layout in the tap's own handler
            # happens while the kernel works and is not part of the redraw
            if "renderAll" in names:
                forced.append(f"{e['name']} {e.get('dur', 0) / 1000:.1f} ms: " + " < ".join(names[:6]))
        assert kernel_eval(page, "len(w.game.board)").strip() == str(n + 1)
        kernel_eval(page, "w.undo()")
        page.wait_for_function(f"() => document.querySelectorAll('{WIDGET} .trio-gw-tiles .trio-tile').length === {n}")
    assert not forced, "the redraw forced layouts:\n" + "\n".join(forced)
    assert widget_errors(page) == []
