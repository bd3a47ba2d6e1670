"""A player's or a rule set's name with no break point (40 letters) fits every widget that shows
one, at phone size (issue 28, item 4): on a child's page (Voilà, template trio) at 320 and 390 px
wide, the game (names in the players' table, the rack's title, the status, the rules line) and the
score keeper (its table and its set-up) do not scroll sideways: each widget's root has
scrollWidth <= clientWidth.  Screenshots:
test-output/screenshots/long_names_*.png.
"""

from __future__ import annotations

import nbformat
import pytest

from .helpers import SCREENSHOT_DIR

pytestmark = pytest.mark.browser

LONG = "W" * 40
CELLS = [
    "import dataclasses\nimport trio_widgets as tw\n"
    f'rules = dataclasses.replace(tw.Rules.preset("classic"), name="{LONG}")',
    f'g = tw.GameWidget(rules=rules, players=["{LONG}", "Computer"], bots={{1: "greedy"}}, seed=3)\ng',
    f'k = tw.ScoreKeeper(players=["{LONG}", "Bob"], rules=rules)\nk',
]
ROOTS = [".trio-gw", ".trio-sk"]

# What sticks out of a widget on the right (the board's lattice aside: its box clips it).
WIDE = """(sel) => { const r = document.querySelector(sel); const R = r.getBoundingClientRect().right; const out = [];
  for (const e of r.querySelectorAll('*')) { if (e.closest('.trio-gw-boardbox')) continue; const b = e.getBoundingClientRect();
    if (b.right > R + 1) out.push([e.tagName, (e.className.baseVal ?? e.className) + '', Math.round(b.right), (e.textContent||'').slice(0,50)]); }
  return out.slice(0, 12); }"""
SCROLLS = """(sel) => Array.from(document.querySelectorAll(sel)).map(r => [r.scrollWidth, r.clientWidth])"""


def test_long_names_fit_on_a_phone(lab_server, browser):
    try:
        import voila  # noqa: F401
    except ImportError:
        pytest.fail("voila is not installed (pip install -e '.[test]')")
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in CELLS]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.metadata["voila"] = {"template": "trio"}
    nbformat.write(nb, str(lab_server.root_dir / "long_names.ipynb"))
    context = browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=1, has_touch=True)
    context.set_default_timeout(60_000)
    page = context.new_page()
    try:
        page.goto(f"{lab_server.url}voila/render/long_names.ipynb?token={lab_server.token}", timeout=120_000)
        for sel in ROOTS:
            page.locator(sel).first.wait_for(state="visible", timeout=120_000)
        assert page.get_by_text(LONG).count() > 0, "the long name is shown"
        problems = []
        for width, height in ((390, 844), (320, 640)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_function("(w) => document.documentElement.clientWidth === w", arg=width)
            page.wait_for_timeout(300)  # the widgets' ResizeObservers lay them out again
            for sel in ROOTS:
                for sw, cw in page.evaluate(SCROLLS, sel):
                    if sw > cw:
                        problems.append(f"{sel} at {width}px: scrollWidth {sw} > clientWidth {cw}")
                        problems.append(f"    sticking out: {page.evaluate(WIDE, sel)}")
            page.screenshot(path=str(SCREENSHOT_DIR / f"long_names_{width}.png"), full_page=True)
        assert not problems, "\n".join(problems[:20])
    finally:
        context.close()
