"""The widgets in Jupyter Notebook 7 (the `notebook` package), not only JupyterLab.

One Notebook 7 server for the module (the ``notebook_server`` fixture), Debian's
Chromium.  A notebook makes a GameWidget against the greedy computer and a
ScoreKeeper; the test runs it in Notebook 7's ``/notebooks/<name>.ipynb`` page,
plays one tile by clicking (rack tile, then a lit cell) and reads the game back
from the kernel, then enters one turn in the score keeper by tapping.
Screenshots: test-output/screenshots/nb7_*.png.
"""

from __future__ import annotations

import pytest

from .helpers import (
    kernel_eval,
    kernel_json,
    open_notebook7,
    run_all_cells,
    screenshot,
    set_theme,
    wait_kernel,
    widget_errors,
    write_notebook,
)

pytestmark = pytest.mark.browser

GAME = ".jp-OutputArea-output .trio-gw"
KEEPER = ".jp-OutputArea-output .trio-sk"

# Seed 3: the computer holds the highest triple (5-5-5) and starts; then Ann has tiles that fit.
NOTEBOOK = [
    ("markdown", "# Triominoes in Notebook 7"),
    "import trio_widgets as tw",
    'w = tw.GameWidget(rules="pressman", players=["Ann", "Computer"], bots={1: "greedy"}, seed=3, bot_delay=0.2)\nw',
    'keeper = tw.ScoreKeeper(players=["Ann", "Bob"], rules="classic")\nkeeper',
]

# Notebook 7.6.5's own start-up error (its shortcuts plugin), thrown while the page
# loads, before any cell runs: it happens with an empty notebook and no settings too.
NB7_STARTUP_ERRORS = {"pageerror: Cannot read properties of undefined (reading 'schema')"}


def nb7_widget_errors(page) -> list[str]:
    return [e for e in widget_errors(page) if e not in NB7_STARTUP_ERRORS]


def shot(page, selector: str, name: str) -> None:
    """The whole widget (a taller window for a moment, so nothing is cut off)."""
    size = page.viewport_size
    page.set_viewport_size({"width": size["width"], "height": 1400})
    try:
        el = page.locator(selector).first
        el.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(800)  # drop-in animations, the board's refit
        screenshot(el, name)
    finally:
        page.set_viewport_size(size)


def not_cut_off(page, selector: str) -> None:
    """The widget is as wide as it draws (no clipped overflow) and sits inside the output area."""
    box = page.evaluate(
        """(sel) => {
             const el = document.querySelector(sel);
             const out = el.closest('.jp-OutputArea-output').getBoundingClientRect();
             const r = el.getBoundingClientRect();
             return {sw: el.scrollWidth, cw: el.clientWidth, w: r.width, h: r.height,
                     left: r.left - out.left, right: out.right - r.right};
           }""",
        selector,
    )
    assert box["w"] > 300 and box["h"] > 200, box
    assert box["sw"] <= box["cw"] + 1, box
    assert box["left"] >= -1 and box["right"] >= -1, box


def test_game_and_score_keeper_in_notebook7(notebook_server, notebook_page):
    page = notebook_page
    write_notebook(notebook_server.root_dir, "nb7_widgets.ipynb", NOTEBOOK)
    open_notebook7(page, notebook_server, "nb7_widgets.ipynb")
    # This is Notebook 7's own page, not JupyterLab's.
    assert page.evaluate("() => window.jupyterapp.name") == "Jupyter Notebook"
    assert "/notebooks/nb7_widgets.ipynb" in page.url
    run_all_cells(page)
    page.locator(GAME).wait_for(state="visible", timeout=30_000)
    page.locator(KEEPER).wait_for(state="visible", timeout=30_000)
    assert nb7_widget_errors(page) == []

    # ---- the game: the computer starts on its own; then it is Ann's turn.
    wait_kernel(page, "len(w.game.board) == 1 and w.current == 0 and not w.busy")
    page.wait_for_function(f"() => document.querySelectorAll('{GAME} .trio-gw-tiles .trio-tile').length === 1")
    hand = kernel_json(page, "sorted(str(t) for t in w.game.hand(0))")
    rack = page.eval_on_selector_all(f"{GAME} .trio-gw-rack [data-tile]", "els => els.map(e => e.dataset.tile)")
    assert sorted(rack) == hand
    fits = kernel_json(page, "sorted({str(p.tile) for p in w.game.legal_placements()})")
    assert fits, "seed 3 should leave Ann a tile that fits"
    not_cut_off(page, GAME)
    screenshot(page, "nb7_page")

    tile = fits[0]
    page.locator(f'{GAME} .trio-gw-rack [data-tile="{tile}"]').click()
    wait_kernel(page, f"w.selection['tile'] == {tile!r}")
    engine = kernel_json(
        page, f"sorted({{p.cell.label() for p in w.game.legal_placements() if str(p.tile) == {tile!r}}})"
    )
    page.wait_for_function(
        f"(n) => document.querySelectorAll('{GAME} .trio-gw-cell.legal').length === n", arg=len(engine)
    )
    lit = sorted(
        page.eval_on_selector_all(f"{GAME} .trio-gw-cell.legal", "els => els.map(e => e.getAttribute('data-cell'))")
    )
    assert lit == engine
    shot(page, GAME, "nb7_game_selected")

    # Click a lit cell that fits the tile the way it is turned now.
    fits_now = page.locator(f"{GAME} .trio-gw-cell.legal.fits-now")
    target = fits_now.first.get_attribute("data-cell") if fits_now.count() else lit[0]
    before = len(hand)
    page.locator(f'{GAME} .trio-gw-cell.legal[data-cell="{target}"]').click()
    wait_kernel(page, "any(e['type'] == 'play' and e['seat'] == 0 for e in w.game.history)")
    assert int(kernel_eval(page, "len(w.game.hand(0))")) == before - 1
    # ... and it is the tile Ann chose, where she clicked.
    assert kernel_json(
        page, "[[e['tile'], e['cell']] for e in w.game.history if e['type'] == 'play' and e['seat'] == 0]"
    ) == [[tile, target]]
    # The computer answers; the page shows every tile on the board.
    wait_kernel(page, "w.current == 0 and not w.busy and len(w.game.board) >= 3")
    n = int(kernel_eval(page, "len(w.game.board)"))
    page.wait_for_function(f"() => document.querySelectorAll('{GAME} .trio-gw-tiles .trio-tile').length === {n}")
    assert page.locator(f"{GAME} .trio-gw-status").inner_text() == "Your turn, Ann"
    not_cut_off(page, GAME)
    shot(page, GAME, "nb7_game_after_bot")

    # ---- the score keeper: Ann starts with 5-5-5, tapped in. docs/rules.md 8/10, classic:
    # 15 on the tile + start bonus 10 = 25.
    keeper = page.locator(KEEPER)
    keeper.locator(".sk-player[data-seat='0']").click()
    for d in (5, 5, 5):
        keeper.locator(f"[data-key='num-{d}']").click()
    page.wait_for_function(f"() => /25/.test(document.querySelector('{KEEPER} .sk-preview').textContent)")
    keeper.locator("[data-key='save-turn']").click()
    page.wait_for_function(f"() => document.querySelectorAll('{KEEPER} .sk-row').length === 1")
    assert kernel_json(page, "keeper.sheet.totals") == [25, 0]
    not_cut_off(page, KEEPER)
    shot(page, KEEPER, "nb7_score_keeper")

    # Notebook 7 has JupyterLab's dark theme too: the widget follows it.
    set_theme(page, dark=True)
    shot(page, GAME, "nb7_game_dark")
    set_theme(page, dark=False)
    assert nb7_widget_errors(page) == []


def test_whole_match_by_taps_on_a_phone_in_notebook7(notebook_server, browser):
    """Notebook 7 at phone size (390 x 844, touch): a whole match by taps, every control and lit
    cell at least 44 px, the lit cell on screen after each pick, the summaries without sideways scrolling."""
    from .test_game_widget_screens import SHORT_MATCH, new_context, open_widget, play_match_by_taps, small

    context = new_context(browser, 390, 844, touch=True)
    page = context.new_page()
    try:
        open_widget(page, notebook_server, "nb7_phone.ipynb", SHORT_MATCH.format(lang="en"), notebook7=True)
        assert page.evaluate("() => window.jupyterapp.name") == "Jupyter Notebook"
        sizes: list = []
        seen = play_match_by_taps(page, "nb7_phone", sizes)
        assert seen["plays"] >= 3 and seen["summaries"] >= 1 and seen["lit_off_screen"] == 0, seen
        print(f"\nNotebook 7 phone: smallest box {min(min(b[1], b[2]) for b in sizes):.1f} px; {seen}")
        assert small(sizes) == [], sorted(set(map(tuple, small(sizes))))[:20]
        assert nb7_widget_errors(page) == []
    finally:
        context.close()
