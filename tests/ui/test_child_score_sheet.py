"""Lesson 08's child's page (Voila, template ``trio``) in every language: its two score sheets
(the one the family fills in, and the replayed game shown after exercise 1) have none of the
teacher's tools.  No Save or Load button, no file input, no language menu, no keys' help: the
score keeper draws none of them on a child's page (score_keeper/dom.mjs ``onChildPage``), so
they are not even in the page (CSS that hides them would leave them to a screen reader, a
text copy or an older template).  And no visible text names JSON, CSV or a file to save or load.

The notebook's teacher keeps the buttons (tests/ui/test_score_keeper_ui.py saves a CSV).
"""

from __future__ import annotations

import re

import pytest

from .helpers import SCREENSHOT_DIR, screenshot
from .test_child_pages import LANGS, PAGE_TIMEOUT, ChildPage, voila  # noqa: F401 (voila: the fixture)

pytestmark = pytest.mark.browser

STEM = "08_keep_score"
TABLET = {"width": 820, "height": 1180}
#: The teacher's tools, by the keys the score keeper gives them.
TEACHERS = ["save-json", "save-csv", "load", "lang"]
FILE_WORDS = re.compile(r"json|csv|\.xlsx?\b|excel", re.I)

#: What the child sees: every visible control of the score sheets and its words (text, label, title).
_CONTROLS_JS = """() => [...document.querySelectorAll(
    '#rendered_cells .trio-sk :is(button, label, select, input, a, [role=button])')]
  .filter((e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0; })
  .map((e) => [e.innerText || '', e.getAttribute('aria-label') || '', e.getAttribute('title') || '']
    .join(' ').trim())"""


def _file_words(lang: str) -> list[str]:
    """The words of the score keeper's file buttons and keys' help, in ``lang`` and in English."""
    from trio_widgets.words import catalogue, t

    keys = ("keeper.save_json", "keeper.save_csv", "keeper.load")
    words = {t(k, code) for k in keys for code in (lang, "en")}
    keys_help = {t("keeper.keys", code, max=5).split(":")[0] for code in (lang, "en")}  # "Keys", "Клавиши"
    assert all(k in catalogue(lang) for k in keys)
    return sorted(words | keys_help)


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_08s_score_sheets_show_no_files_on_a_childs_page(voila, browser, lang):  # noqa: F811
    cp = ChildPage(browser, voila, lang, STEM, viewport=TABLET)
    try:
        page = cp.page
        page.wait_for_selector('[data-exercise="ex1"] [data-action="answer"]', timeout=PAGE_TIMEOUT)
        page.wait_for_selector("#rendered_cells .trio-sk", timeout=PAGE_TIMEOUT)
        page.wait_for_load_state("networkidle", timeout=PAGE_TIMEOUT)
        start = page.locator('#rendered_cells .trio-sk [data-key="start"]')
        if start.count():  # the family's sheet: start it, so its turn form (and footer) is drawn
            start.first.click()
            page.wait_for_selector('#rendered_cells .trio-sk [data-key="save-turn"]', timeout=30_000)
        ex = page.locator('[data-exercise="ex1"]')
        for step, digit in ((1, "1"), (2, "2")):  # two wrong tries bring "Show me", which shows the replay
            ex.locator(f'[data-action="key"][data-value="{digit}"]').click()
            ex.locator('[data-action="answer"]').click()
            ex.locator(f'.qz-feedback[data-step="{step}"]').wait_for(timeout=30_000)
        ex.locator('[data-action="show"]').click()
        page.wait_for_function("() => !document.querySelector('.trio-after')", timeout=30_000)
        page.wait_for_function(
            "() => document.querySelectorAll('#rendered_cells .trio-sk [data-key=\"undo\"]').length >= 2",
            timeout=30_000,
        )
        page.wait_for_timeout(300)
        if lang == "ru":  # to look at: the whole page and each score sheet, on a tablet
            page.screenshot(path=str(SCREENSHOT_DIR / f"child_page_08_{lang}_tablet.png"), full_page=True)
            for i in range(page.locator("#rendered_cells .trio-sk").count()):
                screenshot(page.locator("#rendered_cells .trio-sk").nth(i), f"child_page_08_{lang}_tablet_sheet{i + 1}")

        problems = []
        sheets = page.locator("#rendered_cells .trio-sk").count()
        if sheets < 2:
            problems.append(f"{sheets} score sheets on the page, not 2 or more")
        for key in TEACHERS:
            n = page.locator(f'#rendered_cells .trio-sk [data-key="{key}"]').count()
            if n:
                problems.append(f"{n} × the teacher's {key!r} in the page (drawn, if hidden)")
        for what, sel in (("a file input", 'input[type="file"]'), ("the keys' help", ".sk-keys")):
            if page.locator(f"#rendered_cells .trio-sk {sel}").count():
                problems.append(f"{what} in the page")
        controls = page.evaluate(_CONTROLS_JS)
        words = _file_words(lang)
        for control in controls:
            if FILE_WORDS.search(control) or any(w.lower() in control.lower() for w in words):
                problems.append(f"a control for files: {control!r}")
        text = cp.text()
        problems += [f"the page says {m!r}" for m in sorted(set(FILE_WORDS.findall(text)))]
        problems += [f"the page says {w!r}" for w in words if w in text]
        if cp.console:
            problems.append("console errors:\n" + "\n".join(cp.console))
        assert not problems, f"{lang}/{STEM}:\n" + "\n".join(problems)
    finally:
        cp.close()
