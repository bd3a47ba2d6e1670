"""A tile's name ("0-5-5") is never broken across two lines (issue 27): on a child's page (Voilà,
template trio) at 390 and 320 px wide, in the four languages, every widget (those of
tests/ui/test_widget_axe.py, a game in progress with a tile picked and a score keeper with turns)
keeps each tile name in its text on one line.  The text is the same (plain hyphens: a screen reader
reads the numbers), live regions are left alone, and data-tile values are the tiles' names.
Screenshots (390 px): test-output/screenshots/tile_names_<lang>_game.png and _scoring.png.
"""

from __future__ import annotations

import pytest

from .helpers import SCREENSHOT_DIR, wait_layout_stable
from .test_widget_axe import LANGS, WIDGETS, widgets_page

pytestmark = pytest.mark.browser

GAME_IN_PROGRESS = """\
from trio_widgets.players import make_bot
game = tw.Game("pressman", players=["Ann", "Computer"], seed=10)
bots = [make_bot("greedy", seed=0), make_bot("greedy", seed=1)]
while not (len(game.board) >= 6 and game.current == 0 and game.legal_placements()):
    bots[game.current].act(game)
g = tw.GameWidget(game, bots={{1: "greedy"}}, lang="{lang}")
g.select(sorted(g.legal)[0])
g
"""
KEEPER = """\
k = tw.ScoreKeeper(players=["Ann", "Bob"], rules="classic", lang="{lang}")
k.turn("Ann", "0-5-5"); k.turn("Bob", "4-5-5", sides=1)
k
"""

# Every tile name in the page's text: whether it is drawn on more than one line, whether it is in a
# live region, and the element it is in.
NAMES = r"""() => { const out = []; const re = /(?<![\d-])\d\D\d\D\d(?!\d|[-\u2011]\d)/g;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const p = n.parentElement; if (!p || p.closest('svg, script, style')) continue;
    const t = n.data; re.lastIndex = 0;
    for (let m = re.exec(t); m; m = re.exec(t)) {
      const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      const lines = new Set(Array.from(r.getClientRects()).filter(q => q.width > 0).map(q => Math.round(q.top))).size;
      out.push({ name: m[0], lines, live: !!p.closest('[aria-live], [role=status], [role=alert]'),
                 where: `${p.tagName}.${p.className}`, text: (p.parentElement || p).textContent.slice(0, 90) });
    }
  }
  return out; }"""


@pytest.mark.parametrize("lang", LANGS)
def test_tile_names_stay_on_one_line_on_a_phone(lab_server, browser, lang):
    try:
        import voila  # noqa: F401
    except ImportError:
        pytest.fail("voila is not installed (pip install -e '.[test]')")
    name = widgets_page(
        lab_server.root_dir, lang, "tile_names", (GAME_IN_PROGRESS.format(lang=lang), KEEPER.format(lang=lang))
    )
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, has_touch=True)
    context.set_default_timeout(60_000)
    page = context.new_page()
    try:
        page.goto(f"{lab_server.url}voila/render/{name}?token={lab_server.token}", timeout=120_000)
        for _name, _code, sel in WIDGETS:
            page.locator(sel).first.wait_for(state="attached", timeout=120_000)
        page.locator(".trio-gw-racktile.selected").nth(1).wait_for(state="attached")
        page.locator(".trio-sk .sk-table tbody tr").nth(1).wait_for(state="attached")
        broken = []
        for width in (390, 320):
            page.set_viewport_size({"width": width, "height": 844})
            page.wait_for_function("(w) => document.documentElement.clientWidth === w", arg=width)
            wait_layout_stable(page)  # the widgets lay themselves out again
            names = page.evaluate(NAMES)
            shown = [n for n in names if not n["live"]]
            assert len(shown) >= 3, names  # the page does show tile names in text (the games, the scoring practice)
            assert all("-" in n["name"] and "\u2011" not in n["name"] for n in names), names  # the same text
            broken += [(width, n) for n in shown if n["lines"] > 1]
        page.set_viewport_size({"width": 390, "height": 844})
        wait_layout_stable(page)
        page.locator(".trio-gw-rackhint").first.scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENSHOT_DIR / f"tile_names_{lang}_game.png"))
        page.locator(".ts-practice").first.scroll_into_view_if_needed()
        page.screenshot(path=str(SCREENSHOT_DIR / f"tile_names_{lang}_scoring.png"))
        assert broken == [], broken
        tiles = page.eval_on_selector_all("[data-tile]", "els => els.map(e => e.dataset.tile)")
        assert tiles and all(len(t) == 5 and t[1] == t[3] == "-" for t in tiles), tiles[:10]
    finally:
        context.close()


def test_wait_layout_stable_waits_for_a_late_layout(browser):
    """The wait above: a box laid out again and again until 900 ms after the page (a slow widget
    on a busy machine) is waited for, where a fixed 500 ms would have read a layout in between."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.set_content(
            '<div id="box" style="width: 100px">0-5-5</div><script>'
            "for (let i = 1; i <= 6; i++) setTimeout(() => {"
            " document.getElementById('box').style.width = `${100 + 40 * i}px`; }, 150 * i);"
            "</script>"
        )
        wait_layout_stable(page)
        assert page.evaluate("() => document.getElementById('box').getBoundingClientRect().width") == 340
    finally:
        context.close()
