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
