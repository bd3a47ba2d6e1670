"""Question (the lessons' answer widget) in a real JupyterLab: one lesson exercise of each kind
(a number, a tile, a choice, a place on a board) answered wrong, then right, by clicks and by
keyboard; the hint, the star, the worked answer that comes only after the right answer or
"Show me" (and then no star); no answer in the page before a try; at a phone size and a
projector size, light and dark, axe-clean; screenshots (test-output/screenshots/question_*.png)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .axe import axe_violations, format_violations
from .classroom import cut_buttons
from .helpers import (
    kernel_json,
    open_notebook,
    open_notebook7,
    run_all_cells,
    screenshot,
    set_theme,
    widget_errors,
    write_notebook,
)
from .test_notebook7 import nb7_widget_errors

ROOT = ".jp-OutputArea-output .qz-root"
SIZES = {"phone": (390, 844), "projector": (1920, 1080)}


def _open(page, server, name: str, lesson: str, exercise: str, lang: str = "en"):
    code = f'q = tw.Question.lesson("{lesson}", "{exercise}", lang="{lang}")\nq'
    write_notebook(server.root_dir, name, ["import trio_widgets as tw", code])
    open_notebook(page, server, name)
    if page.viewport_size["width"] < 800:  # a phone or a tablet: the notebook gets the whole width
        page.evaluate("async () => await window.jupyterapp.commands.execute('application:toggle-left-area')")
    run_all_cells(page)
    widget = page.locator(ROOT).first
    widget.wait_for(state="visible", timeout=30_000)
    assert widget_errors(page) == []
    return widget


def _feedback(page, kind: str) -> str:
    box = page.locator(f"{ROOT} .qz-feedback.{kind}")
    box.wait_for(state="visible")
    return box.inner_text()


def _focused_is_feedback(page) -> bool:
    return page.evaluate("() => !!document.activeElement && document.activeElement.classList.contains('qz-feedback')")


def _page_text(page) -> str:
    return page.locator(ROOT).first.inner_text()


@pytest.fixture(params=list(SIZES))
def sized(request, browser, lab_server):
    width, height = SIZES[request.param]
    context = browser.new_context(viewport={"width": width, "height": height}, device_scale_factor=1, has_touch=True)
    context.set_default_timeout(30_000)
    page = context.new_page()
    from .helpers import watch_console

    watch_console(page)
    try:
        yield request.param, page
    finally:
        context.close()


@pytest.mark.browser
def test_a_number_wrong_by_clicks_then_right_by_keyboard(lab_server, sized):
    size, page = sized
    widget = _open(page, lab_server, f"q_number_{size}.ipynb", "02", "ex2")
    assert "10" not in _page_text(page)  # the answer is nowhere on the page before a try
    for key in "7":
        widget.locator(f'[data-action="key"][data-value="{key}"]').click()
    widget.locator('[data-action="answer"]').click()
    assert "too small" in _feedback(page, "tc-notyet")
    assert _focused_is_feedback(page)
    screenshot(widget, f"question_number_{size}_hint")
    assert kernel_json(page, "[q.stars, q.done, q.worked]") == [0, False, []]
    box = widget.locator('input[data-action="typed"]')
    box.focus()
    page.keyboard.press("Backspace")
    page.keyboard.type("10")
    page.keyboard.press("Enter")
    assert "10 is right" in _feedback(page, "tc-ok")
    assert _focused_is_feedback(page)
    widget.locator(".qz-worked").wait_for(state="visible")
    assert widget.locator(".tc-stars").inner_text().strip() == "★ 1"
    assert kernel_json(page, "[q.stars, q.done]") == [1, True]
    screenshot(widget, f"question_number_{size}_light")
    fit = cut_buttons(page, ROOT)
    assert fit["cut"] == [] and fit["scroll"] <= fit["client"] + 1, fit
    bad = axe_violations(page, ROOT)
    assert not bad, format_violations(bad)


@pytest.mark.browser
def test_a_tile_wrong_by_a_tap_then_right_by_keyboard(lab_server, sized):
    size, page = sized
    widget = _open(page, lab_server, f"q_tile_{size}.ipynb", "01", "ex4", lang="ru")
    widget.locator('[data-action="pick"][data-tile="2-3-5"]').click()
    text = _feedback(page, "tc-notyet")
    assert "2-3-5" in text and "сравни" in text  # worth as much as another: compare the numbers
    assert kernel_json(page, "q.worked") == []
    right = widget.locator('[data-action="pick"][data-tile="0-5-5"]')
    right.focus()
    page.keyboard.press("Enter")
    assert "0-5-5" in _feedback(page, "tc-ok")
    widget.locator(".qz-worked").wait_for(state="visible")
    assert kernel_json(page, "[q.stars, q.done]") == [1, True]
    assert widget.get_attribute("lang") == "ru"
    bad = axe_violations(page, ROOT)
    assert not bad, format_violations(bad)
    screenshot(widget, f"question_tile_{size}_ru_light")


@pytest.mark.browser
def test_tiles_on_a_board_say_which_corner(lab_server, page):
    widget = _open(page, lab_server, "q_fits.ipynb", "03", "ex1")
    widget.locator('[data-action="pick"][data-tile="1-2-4"]').click()
    assert widget.locator('[data-action="pick"][data-tile="1-2-4"]').get_attribute("aria-pressed") == "true"
    widget.locator('[data-action="answer"]').click()
    text = _feedback(page, "tc-notyet")
    # the lesson's own hint for this mistake (its mirror image would fit), and how many are left
    questions = json.loads(
        (Path(__file__).resolve().parents[2] / "trio_widgets/teaching/lesson_questions.json").read_text(
            encoding="utf-8"
        )
    )
    aimed = questions["03_matching_and_turning"]["ex1"]["parts"][0]["likely"]["1-2-4"]["en"]
    assert "mirror image" in aimed and aimed in text and "2 more to find" in text, text
    screenshot(widget, "question_fits_hint")
    widget.locator('[data-action="pick"][data-tile="1-2-4"]').click()  # take it back
    for tile in ("1-1-2", "1-2-2"):
        widget.locator(f'[data-action="pick"][data-tile="{tile}"]').click()
    widget.locator('[data-action="answer"]').click()
    assert "found all 2" in _feedback(page, "tc-ok")
    assert kernel_json(page, "q.stars") == 1
    screenshot(widget, "question_fits_light")


@pytest.mark.browser
def test_choices_part_by_part(lab_server, sized):
    size, page = sized
    widget = _open(page, lab_server, f"q_choice_{size}.ipynb", "03", "ex3", lang="hu")
    assert widget.locator(".qz-progress").inner_text().startswith("1.")
    widget.locator('[data-action="choose"][data-value="1"]').click()  # "a different tile": wrong
    _feedback(page, "tc-notyet")
    widget.locator('[data-action="choose"][data-value="0"]').click()
    _feedback(page, "tc-ok")
    assert kernel_json(page, "[q.stars, q.done]") == [0, False]
    next_button = widget.locator('[data-action="next"]')
    next_button.focus()
    page.keyboard.press("Enter")
    widget.locator(".qz-progress", has_text="2.").wait_for()
    right = widget.locator('[data-action="choose"][data-value="1"]')
    right.focus()
    page.keyboard.press("Enter")
    _feedback(page, "tc-ok")
    widget.locator(".qz-worked").wait_for(state="visible")
    assert kernel_json(page, "[q.stars, q.done]") == [1, True]
    fit = cut_buttons(page, ROOT)
    assert fit["cut"] == [] and fit["scroll"] <= fit["client"] + 1, fit
    screenshot(widget, f"question_choice_{size}_hu_light")


@pytest.mark.browser
def test_a_place_on_the_board_then_a_number(lab_server, sized):
    size, page = sized
    widget = _open(page, lab_server, f"q_board_{size}.ipynb", "09b", "ex1", lang="pl")
    places = widget.locator('[data-action="place"]')
    assert places.count() == 9
    right = set(kernel_json(page, "list(q.spec.parts[0].answer)"))
    cells = [places.nth(i).get_attribute("data-cell") for i in range(places.count())]
    wrong = next(c for c in cells if c not in right)
    widget.locator(f'[data-action="place"][data-cell="{wrong}"]').tap()
    assert "brzegu" in _feedback(page, "tc-notyet")
    screenshot(widget, f"question_board_{size}_pl_hint")
    good = widget.locator(f'[data-action="place"][data-cell="{sorted(right)[0]}"]')
    good.focus()
    page.keyboard.press("Enter")
    _feedback(page, "tc-ok")
    widget.locator('[data-action="next"]').click()
    box = widget.locator('input[data-action="typed"]')
    box.wait_for()
    box.focus()
    page.keyboard.type("3")
    page.keyboard.press("Enter")
    _feedback(page, "tc-ok")
    assert kernel_json(page, "[q.stars, q.done]") == [1, True]
    bad = axe_violations(page, ROOT)
    assert not bad, format_violations(bad)
    screenshot(widget, f"question_board_{size}_pl_light")


def _ladder(page, widget, wrong: list, lang: str, name: str) -> None:
    """Two wrong answers (each a list of taps), the hints' ladder on the screen, then "Show me"."""
    assert widget.locator('[data-action="show"]').count() == 0, "no Show me before the hints"
    for step, taps in enumerate(wrong, 1):
        for tap in taps:
            widget.locator(tap).click()
        page.locator(f'{ROOT} .qz-feedback.tc-notyet[data-step="{step}"]').wait_for(state="visible")
        screenshot(widget, f"question_ladder_{name}_{lang}_{step}")
        if step == 1:
            assert widget.locator('[data-action="show"]').count() == 0, "Show me comes after the second hint"
    assert widget.locator(".qz-stronger").is_visible(), "the stronger hint stands out"
    assert widget.locator(".qz-ladder").is_visible(), "a line says Show me is there now"
    widget.locator('[data-action="show"]').click()
    widget.locator(".qz-worked").wait_for(state="visible")
    screenshot(widget, f"question_ladder_{name}_{lang}_3_shown")


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_hints_ladder_at_tablet_size(lab_server, browser, lang):
    """04's sign slip (6 for −6), then 15 (the three tiles from the pool without the tile): the
    aimed hint, the stronger hint (the first step worked out), then "Show me"; at a tablet's size."""
    context = browser.new_context(viewport={"width": 768, "height": 1024}, device_scale_factor=1, has_touch=True)
    context.set_default_timeout(30_000)
    page = context.new_page()
    try:
        widget = _open(page, lab_server, f"q_ladder_{lang}.ipynb", "04", "ex2", lang=lang)
        keys = lambda typed: [f'[data-action="key"][data-value="{k}"]' for k in typed] + ['[data-action="answer"]']  # noqa: E731
        # the keypad has no delete-all: the box is emptied by "delete" after the first try
        clear = ['[data-action="key"][data-value="del"]']
        _ladder(page, widget, [keys("6"), clear + keys("9")], lang, "04")
        first = {"en": "it needs a minus", "pl": "potrzebny jest minus"}[lang]
        assert first not in widget.locator(".qz-feedback").inner_text(), "the second try's hint replaces the first"
        stronger = {"en": "5 + 5 + 5 = 15", "pl": "5 + 5 + 5 = 15"}[lang]
        assert stronger in widget.locator(".qz-stronger").inner_text()
        assert kernel_json(page, "[q.shown, q.stars, q.wrong]") == [True, 0, 2]
    finally:
        context.close()


@pytest.mark.browser
def test_show_me_gives_the_answer_and_no_star(lab_server, page):
    widget = _open(page, lab_server, "q_show.ipynb", "01", "ex1")
    assert widget.locator(".qz-worked").count() == 0
    assert widget.locator('[data-action="show"]').count() == 0, "the hints first"
    for wrong in ("0", "2"):  # a triple, all different: 2-2-5 is a double
        widget.locator(f'[data-action="choose"][data-value="{wrong}"]').click()
        page.locator(f'{ROOT} .qz-feedback.tc-notyet[data-step="{"1" if wrong == "0" else "2"}"]').wait_for()
    widget.locator('[data-action="show"]').click()
    widget.locator(".qz-worked").wait_for(state="visible")
    assert "2-2-5 is a double" in widget.locator(".qz-worked").inner_text()
    for part in range(4):
        right = kernel_json(page, f"q.spec.parts[{part}].answer[0]")
        widget.locator(f'[data-action="choose"][data-value="{right}"]').click()
        _feedback(page, "tc-ok")
        if part < 3:
            widget.locator('[data-action="next"]').click()
            widget.locator(".qz-progress", has_text=f"Part {part + 2} of 4").wait_for()
    assert kernel_json(page, "[q.stars, q.done, q.shown]") == [0, True, True]
    assert widget.locator(".tc-stars").inner_text().strip() == "★ 0"
    for dark in (False, True):
        if dark:
            set_theme(page, dark=True)
        bad = axe_violations(page, ROOT)
        assert not bad, format_violations(bad)
        screenshot(widget, f"question_shown_{'dark' if dark else 'light'}")


@pytest.mark.browser
def test_notebook7_a_tile_wrong_then_right(notebook_server, notebook_page):
    """The same widget in Jupyter Notebook 7."""
    page = notebook_page
    code = 'q = tw.Question.lesson("02", "ex3", lang="en")\nq'
    write_notebook(notebook_server.root_dir, "q_nb7.ipynb", ["import trio_widgets as tw", code])
    open_notebook7(page, notebook_server, "q_nb7.ipynb")
    run_all_cells(page)
    widget = page.locator(ROOT).first
    widget.wait_for(state="visible", timeout=30_000)
    assert nb7_widget_errors(page) == []
    widget.locator('[data-action="pick"][data-tile="0-0-1"]').click()
    # the exercise's own hint for a double (lesson_questions.json), not only "0-0-1 is a double"
    assert "That is a double" in _feedback(page, "tc-notyet")
    widget.locator('[data-action="pick"][data-tile="0-1-2"]').click()
    _feedback(page, "tc-ok")
    assert kernel_json(page, "[q.stars, q.done]") == [1, True]
    screenshot(widget, "question_notebook7_light")


@pytest.mark.browser
def test_voila_the_childs_page(lab_server, page):
    """Seen through Voilà (the child's page: no code), a choice answered wrong then right."""
    code = 'import trio_widgets as tw\ntw.Question.lesson("06b", "ex2", lang="hu")'
    write_notebook(lab_server.root_dir, "q_voila.ipynb", [code])
    page.goto(f"{lab_server.url}voila/render/q_voila.ipynb?token={lab_server.token}", timeout=90_000)
    widget = page.locator(".qz-root").first
    widget.wait_for(state="visible", timeout=90_000)
    assert "tw.Question" not in page.inner_text("body"), "the child's page shows no code"
    widget.locator('[data-action="choose"][data-value="0"]').click()
    box = page.locator(".qz-feedback.tc-notyet")
    box.wait_for(state="visible")
    assert "negyede 14" in box.inner_text()  # the hint aimed at 1/4: a quarter of the box is 14 tiles
    widget.locator('[data-action="choose"][data-value="1"]').click()
    page.locator(".qz-feedback.tc-ok").wait_for(state="visible")
    page.locator(".qz-worked").wait_for(state="visible")
    assert widget.locator(".tc-stars").inner_text().strip() == "★ 1"
    screenshot(widget, "question_voila_hu_light")
