"""AdditionDrill in a real JupyterLab: a sum answered by a tap, a wrong one shown with its steps,
the half minute counted down by the page and checked by Python; axe-clean in two languages and
both themes; screenshots (test-output/screenshots/drill_*.png)."""

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
    widget_errors,
    write_notebook,
)

ROOT = ".jp-OutputArea-output .dr-root"


def _open(page, server, name: str, code: str) -> None:
    write_notebook(server.root_dir, name, ["import trio_widgets as tw", code])
    open_notebook(page, server, name)
    run_all_cells(page)
    page.locator(ROOT).first.wait_for(state="visible", timeout=30_000)
    assert widget_errors(page) == []


@pytest.mark.browser
def test_answer_by_taps(lab_server, page):
    _open(page, lab_server, "drill_taps.ipynb", "d = tw.AdditionDrill(level=2, seed=1)\nd")
    widget = page.locator(ROOT).first
    answer = kernel_json(page, "d.question.answer")
    wrong = next(c for c in kernel_json(page, "list(d.question.choices)") if c != answer)
    widget.locator(f'[data-action="answer"][data-value="{wrong}"]').click()
    page.locator(f"{ROOT} .dr-feedback.tc-notyet").wait_for(state="visible")
    steps = widget.locator(".dr-feedback li").all_inner_texts()
    assert steps and steps[-1].endswith(f"= {answer}")
    assert kernel_json(page, "[d.stars, d.asked]") == [0, 1]
    widget.locator('[data-action="next"]').click()
    answer = kernel_json(page, "d.question.answer")
    page.wait_for_function("(sel) => !document.querySelector(sel + ' .dr-feedback')", arg=ROOT)
    widget.locator(f'[data-action="answer"][data-value="{answer}"]').click()
    page.locator(f"{ROOT} .dr-feedback.tc-ok").wait_for(state="visible")
    assert kernel_json(page, "[d.stars, d.right, d.asked]") == [1, 1, 2]
    for dark in (False, True):
        if dark:
            set_theme(page, dark=True)
        bad = axe_violations(page, ROOT)
        assert not bad, format_violations(bad)
        screenshot(widget, f"drill_answered_{'dark' if dark else 'light'}")


@pytest.mark.browser
@pytest.mark.parametrize("width", [390, 320])
def test_phone(lab_server, browser, width):
    """On a phone (and a small one), in Hungarian: every button at least 44 px tall, none with its
    label cut off (a long word wraps inside it), nothing wider than the widget."""
    context = browser.new_context(viewport={"width": width, "height": 844}, device_scale_factor=1, has_touch=True)
    page = context.new_page()
    try:
        _open(page, lab_server, f"drill_phone{width}.ipynb", "d = tw.AdditionDrill(level=2, seed=1, lang='hu')\nd")
        page.evaluate("async () => await window.jupyterapp.commands.execute('application:toggle-left-area')")
        widget = page.locator(ROOT).first
        widget.scroll_into_view_if_needed()
        kernel_eval(page, "d._catalogue = {**d._catalogue, 'drill.level.tile': 'Dominóösszeadás'}")
        widget.locator('[data-action="level"]', has_text="Dominóösszeadás").wait_for()
        answer = kernel_json(page, "d.question.answer")
        widget.locator(f'[data-action="answer"][data-value="{answer}"]').tap()
        page.locator(f"{ROOT} .dr-feedback.tc-ok").wait_for(state="visible")
        fit = cut_buttons(page, ROOT)
        assert fit["cut"] == [] and fit["scroll"] <= fit["client"] + 1, fit
        # a total is never split across two lines
        lines = page.evaluate(
            """(sel) => [...document.querySelectorAll(sel + ' [data-action="answer"]')].map((b) => {
                 const r = document.createRange(); r.selectNodeContents(b);
                 return [b.textContent, new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size]; })""",
            ROOT,
        )
        assert len(lines) == 4 and all(n == 1 for _, n in lines), lines
        bad = axe_violations(page, ROOT)
        assert not bad, format_violations(bad)
        screenshot(widget, f"drill_phone{width}_hu_light")
    finally:
        context.close()


@pytest.mark.browser
def test_the_half_minute(lab_server, page):
    _open(page, lab_server, "drill_timer.ipynb", "d = tw.AdditionDrill(level=1, timer=True, lang='hu')\nd")
    widget = page.locator(ROOT).first
    assert widget.get_attribute("lang") == "hu"
    widget.locator('[data-action="start"]').click()
    page.locator(f'{ROOT} [data-role="clock"]').wait_for(state="visible")
    answer = kernel_json(page, "d.question.answer")
    widget.locator(f'[data-action="answer"][data-value="{answer}"]').click()
    page.locator(f"{ROOT} .dr-feedback.tc-ok").wait_for(state="visible")
    # 31 seconds later (moved back rather than waited for): Python's clock and the start time the
    # page counts from; the page sees no time left and says so, Python checks and ends the round
    kernel_eval(page, "d._t0 -= 31\nd.started_at = d.started_at - 31000")
    page.locator(f"{ROOT} .dr-result").wait_for(state="visible", timeout=10_000)
    assert kernel_json(page, "d.phase") == "over"
    assert "30 másodperc" in widget.locator(".dr-result").inner_text()
    bad = axe_violations(page, ROOT)
    assert not bad, format_violations(bad)
    screenshot(widget, "drill_over_light")
