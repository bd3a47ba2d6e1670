"""A tile's name is kept whole even when the widget draws before it is on the page (issue 27).

anywidget hands a view its element before the notebook or Voila puts it in the document, so a
widget's first drawing happens in a detached element; the names in it must still be wrapped
(shared/names.mjs).  Checked in Chromium on the module itself, without a server.
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

NAMES_MJS = Path(__file__).resolve().parents[2] / "trio_widgets/widgets/static/shared/names.mjs"

DRAW_DETACHED = """async () => {
  const host = document.createElement('div');
  const root = document.createElement('div');
  host.appendChild(root);
  keepTileNamesWhole(root);
  const span = document.createElement('span');
  span.textContent = 'Ringed in orange: 1-1-2, the last tile played';
  root.appendChild(span);            // drawn while detached
  await new Promise((r) => setTimeout(r, 0));   // the observer has had its turn
  document.body.appendChild(host);   // then put on the page
  await new Promise((r) => setTimeout(r, 0));
  const later = document.createElement('p');
  later.textContent = 'then 2-3-4';
  root.appendChild(later);           // a later drawing, attached
  await new Promise((r) => setTimeout(r, 0));
  return Array.from(root.querySelectorAll('.trio-tilename')).map((s) => [s.textContent, getComputedStyle(s).whiteSpace]);
}"""


def test_names_drawn_before_the_widget_is_on_the_page_are_kept_whole(browser):
    source = NAMES_MJS.read_text(encoding="utf-8").replace("export function", "function")
    page = browser.new_page()
    try:
        page.set_content("<!doctype html><body></body>")
        page.add_script_tag(content=source + "\nwindow.keepTileNamesWhole = keepTileNamesWhole;")
        wrapped = page.evaluate(DRAW_DETACHED)
    finally:
        page.close()
    assert wrapped == [["1-1-2", "nowrap"], ["2-3-4", "nowrap"]]


TEMPLATE_NAMES_JS = Path(__file__).resolve().parents[2] / "share/jupyter/voila/templates/trio/static/names.js"


def test_a_name_with_a_joined_ending_is_kept_whole_in_a_widget_and_in_the_lessons_text(browser):
    """Hungarian joins an ending to a tile's name with a hyphen ("a 0-0-0-val kezdés"): the name
    and its ending stay on one line, in a widget's text and in the lesson's own text."""
    source = NAMES_MJS.read_text(encoding="utf-8").replace("export function", "function")
    page = browser.new_page()
    try:
        page.set_content(
            '<!doctype html><body><div id="rendered_cells"><div class="jp-RenderedMarkdown">'
            "<p>A 0-0-0-val kezdés 40 pontot ér, a 4-4-4-gyel 22-t; 1-2-3, 2-3-4.</p></div></div></body>"
        )
        page.add_script_tag(content=TEMPLATE_NAMES_JS.read_text(encoding="utf-8"))
        in_text = page.eval_on_selector_all(".trio-tilename", "els => els.map((e) => e.textContent)")
        page.add_script_tag(content=source + "\nwindow.keepTileNamesWhole = keepTileNamesWhole;")
        in_widget = page.evaluate(
            """async () => { const root = document.createElement('div'); document.body.appendChild(root);
            keepTileNamesWhole(root); const p = document.createElement('p');
            p.textContent = 'Kezdés 0-0-0-val: +30, és 5-5-5'; root.appendChild(p);
            await new Promise((r) => setTimeout(r, 0));
            return Array.from(root.querySelectorAll('.trio-tilename'), (e) => e.textContent); }"""
        )
    finally:
        page.close()
    assert in_text == ["0-0-0-val", "4-4-4-gyel", "1-2-3", "2-3-4"]
    assert in_widget == ["0-0-0-val", "5-5-5"]
