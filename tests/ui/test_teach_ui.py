"""The teaching widgets in a real JupyterLab: open a small lesson, do one exercise by
clicking (and dragging, and with the keyboard), check the feedback, save screenshots
(test-output/screenshots/teach_*.png) in the light and the dark theme."""

from __future__ import annotations

import math

import pytest

from .helpers import (
    kernel_eval,
    open_notebook,
    run_all_cells,
    screenshot,
    set_theme,
    wait_kernel,
    widget_errors,
    write_notebook,
)

OUT = ".jp-OutputArea-output"


def _lesson(server, name: str, setup: str) -> str:
    write_notebook(
        server.root_dir,
        name,
        [("markdown", f"# {name}: a teaching widget"), "import trio_widgets as tw", setup],
    )
    return name


def _start(page, server, name: str, root: str) -> None:
    open_notebook(page, server, name)
    run_all_cells(page)
    page.locator(f"{OUT} {root}").first.wait_for(state="visible", timeout=30_000)
    assert widget_errors(page) == []


def _feedback(page, kind: str) -> str:
    box = page.locator(f"{OUT} .tc-feedback.{kind}").first
    box.wait_for(state="visible", timeout=15_000)
    return box.inner_text()


def _shoot(page, widget, name: str) -> None:
    """The widget in light, then dark (and back), in a window tall enough to hold all of it."""
    page.set_viewport_size({"width": 1280, "height": 2400})
    page.wait_for_timeout(300)  # JupyterLab lays out again
    widget.scroll_into_view_if_needed()
    screenshot(widget, f"teach_{name}_light")
    set_theme(page, dark=True)
    widget.scroll_into_view_if_needed()
    screenshot(widget, f"teach_{name}_dark")
    set_theme(page, dark=False)
    page.set_viewport_size({"width": 1280, "height": 900})


@pytest.mark.browser
def test_tile_set_explorer(lab_server, page):
    name = _lesson(lab_server, "teach_explorer.ipynb", "w = tw.TileSetExplorer()\nw")
    _start(page, lab_server, name, ".tx-explorer")
    widget = page.locator(f"{OUT} .tx-explorer").first
    assert widget.locator(".tx-tile").count() == 56
    assert "C(8, 3) = 8 × 7 × 6 ÷ 6 = 56" in widget.locator(".tx-facts").inner_text()

    # touch a tile: its sum, said by Python
    widget.locator('.tx-tile[data-tile="3-4-5"]').click()
    assert "3 + 4 + 5 = 12" in _feedback(page, "tc-info")
    assert kernel_eval(page, "w.selected") == "'3-4-5'"

    # the mirror switch: 20 more tiles in another colour, 76 in all
    widget.locator('[data-action="mirrors"]').check()
    page.wait_for_function("() => document.querySelectorAll('.tx-explorer .tx-tile').length === 76")
    assert widget.locator(".tx-tile.tx-mirror").count() == 20
    assert "56 + 20 = 76" in widget.locator(".tx-facts").inner_text()

    # group by a number: the keyboard picks it (Tab focus, Enter)
    widget.locator('[data-action="group"][data-value="number"]').click()
    page.wait_for_function("() => document.querySelector('.tx-explorer [data-action=\"number\"]') !== null")
    widget.locator('[data-action="number"][data-value="5"]').focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.tx-explorer [data-group=\"number:5:3\"]') !== null")
    assert kernel_eval(page, "w.group_by, w.number") == "('number', 5)"

    # the slider: the largest number down to 4 with the arrow key
    widget.locator('[data-action="max-value"]').focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("() => document.querySelectorAll('.tx-explorer .tx-tile').length === 35 + 10")
    assert kernel_eval(page, "w.max_value, w.number") == "(4, 4)"
    assert "C(7, 3) = 7 × 6 × 5 ÷ 6 = 35" in widget.locator(".tx-facts").inner_text()

    # back to the set of 56, grouped by kind, for the pictures
    kernel_eval(page, "w.max_value = 5; w.group_by = 'kind'; w.select('2-3-5')")
    page.wait_for_function("() => document.querySelectorAll('.tx-explorer .tx-tile').length === 76")
    _shoot(page, widget, "explorer")


@pytest.mark.browser
def test_orientation_trainer_turn_it_to_fit(lab_server, page):
    name = _lesson(lab_server, "teach_orient.ipynb", "w = tw.OrientationTrainer(seed=1)\nw")
    _start(page, lab_server, name, ".to-trainer")
    widget = page.locator(f"{OUT} .to-trainer").first
    assert kernel_eval(page, "w.kind") == "'turn'"
    tile = widget.locator('[data-role="turnable"]')
    start = int(tile.get_attribute("data-turn"))
    right = int(kernel_eval(page, "w.question.right_turns[0]"))

    # a wrong try first: kind words, and the turn is not lost
    widget.locator('[data-action="check"]').click()
    assert "Not quite" in _feedback(page, "tc-notyet")
    assert kernel_eval(page, "w.done") == "False"
    screenshot(widget, "teach_orient_notyet")

    # drag round the centre a sixth of a turn clockwise: the tile turns once
    box = tile.bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    r = box["width"] * 0.35
    page.mouse.move(cx + r, cy)
    page.mouse.down()
    for deg in range(0, 66, 6):
        a = math.radians(deg)
        page.mouse.move(cx + r * math.cos(a), cy + r * math.sin(a))
    page.mouse.up()
    turned = (start + 1) % 6
    page.wait_for_function(
        f"() => document.querySelector('.to-trainer [data-role=\"turnable\"]').dataset.turn === '{turned}'"
    )
    page.wait_for_function("() => true", timeout=1000)
    assert kernel_eval(page, "w.turn") == str(turned)

    # then the turn-right button as often as needed, and Check
    for _ in range((right - turned) % 6):
        widget.locator('[data-action="turn-right"]').click()
    page.wait_for_function(
        f"() => document.querySelector('.to-trainer [data-role=\"turnable\"]').dataset.turn === '{right}'"
    )
    widget.locator('[data-action="check"]').click()
    assert "Yes!" in _feedback(page, "tc-ok")
    assert kernel_eval(page, "w.done, w.stars") == "(True, 1)"
    _shoot(page, widget, "orient_turn")


@pytest.mark.browser
def test_orientation_trainer_same_or_mirror_by_keyboard(lab_server, page):
    name = _lesson(lab_server, "teach_mirror.ipynb", "w = tw.OrientationTrainer(seed=0, mode='mirror')\nw")
    _start(page, lab_server, name, ".to-trainer")
    widget = page.locator(f"{OUT} .to-trainer").first
    answer = kernel_eval(page, "w.question.answer").strip("'")
    start = kernel_eval(page, "w.turn")
    # the arrow keys turn the focused tile
    widget.locator('[data-role="turnable"]').focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        f"() => document.querySelector('.to-trainer [data-role=\"turnable\"]').dataset.turn === '{(int(start) + 1) % 6}'"
    )
    widget.locator(f'[data-action="{answer}"]').focus()
    page.keyboard.press("Enter")
    assert "Yes!" in _feedback(page, "tc-ok")
    assert kernel_eval(page, "w.done") == "True"
    _shoot(page, widget, "orient_mirror")
    widget.locator('[data-action="next"]').click()
    page.wait_for_function("() => document.querySelector('.to-trainer .tc-prompt') !== null")
    assert kernel_eval(page, "w.seed, w.done") == "(1, False)"


@pytest.mark.browser
def test_match_puzzle(lab_server, page):
    name = _lesson(lab_server, "teach_match.ipynb", "w = tw.MatchPuzzle(seed=3, difficulty='bridge')\nw")
    _start(page, lab_server, name, ".tm-puzzle")
    widget = page.locator(f"{OUT} .tm-puzzle").first
    solution = kernel_eval(page, "str(w.question.solutions[0])").strip("'")
    wrong = kernel_eval(page, "str(next(t for t in w.question.candidates if t not in w.question.solutions))").strip("'")
    right = int(kernel_eval(page, f"next(k for k in range(6) if w.question.fits(tw.Tile.parse('{solution}'), k))"))

    # drag a wrong tile from the tray onto the yellow space (both in sight)
    page.set_viewport_size({"width": 1280, "height": 1500})
    widget.locator(".tm-tray").scroll_into_view_if_needed()
    src = widget.locator(f'.tm-cand[data-tile="{wrong}"]').bounding_box()
    dst = widget.locator(".tc-target").bounding_box()
    page.mouse.move(src["x"] + src["width"] / 2, src["y"] + src["height"] / 2)
    page.mouse.down()
    for i in range(1, 11):
        page.mouse.move(
            src["x"] + src["width"] / 2 + (dst["x"] + dst["width"] / 2 - src["x"] - src["width"] / 2) * i / 10,
            src["y"] + src["height"] / 2 + (dst["y"] + dst["height"] * 0.6 - src["y"] - src["height"] / 2) * i / 10,
        )
    page.mouse.up()
    assert "Not quite" in _feedback(page, "tc-notyet")
    assert kernel_eval(page, "w.found, w.done") == "([], False)"
    screenshot(widget, "teach_match_notyet")

    # take the right one, turn it with the keys, tap the yellow space
    widget.locator(f'.tm-cand[data-tile="{solution}"]').click()
    turnable = widget.locator('[data-role="turnable"]')
    turnable.wait_for(state="visible")
    page.wait_for_function(
        f"() => (document.querySelector('.tm-puzzle [data-role=\"turnable\"]') || {{dataset: {{}}}}).dataset.tile === '{solution}'"
    )
    now = int(turnable.get_attribute("data-turn"))
    turnable.focus()
    for _ in range((right - now) % 6):
        page.keyboard.press("ArrowRight")
    page.wait_for_function(
        f"() => document.querySelector('.tm-puzzle [data-role=\"turnable\"]').dataset.turn === '{right}'"
    )
    widget.locator(".tc-target").click()
    assert "Yes!" in _feedback(page, "tc-ok")
    assert kernel_eval(page, "w.found, w.done") == f"(['{solution}'], True)"
    assert widget.locator(".tc-placed").count() == 1
    _shoot(page, widget, "match")


@pytest.mark.browser
def test_scoring_practice(lab_server, page):
    name = _lesson(lab_server, "teach_scoring.ipynb", "w = tw.ScoringPractice(seed=5, focus='bridge')\nw")
    _start(page, lab_server, name, ".ts-practice")
    widget = page.locator(f"{OUT} .ts-practice").first
    total = int(kernel_eval(page, "w.score.total"))
    value = int(kernel_eval(page, "w.score.tile_value"))
    box = widget.locator('input[data-action="points"]')

    # garbage: a clear message, nothing lost (not counted as a try, the text stays)
    box.fill("abc")
    box.press("Enter")
    msg = widget.locator(".tc-message")
    msg.wait_for(state="visible")
    assert "is not a number" in msg.inner_text()
    assert kernel_eval(page, "w.attempts") == "0"
    assert box.input_value() == "abc"

    # a wrong number: a kind hint and the first step
    box.fill(str(value + 1))
    widget.locator('[data-action="check"]').click()
    assert "Not quite" in _feedback(page, "tc-notyet")
    assert kernel_eval(page, "w.attempts") == "1"

    # right: the whole arithmetic, step by step
    widget.locator('input[data-action="points"]').fill(str(total))
    widget.locator('input[data-action="points"]').press("Enter")
    text = _feedback(page, "tc-ok")
    assert f"{total} points" in text and "bridge +40" in text and f" + 40 = {total}" in text
    # a screen reader hears it too, from a live region that outlives the redraws
    said = page.locator(f"{OUT} .tc-sr[role='status']").first.text_content()
    assert f"{total} points" in said and "bridge +40" in said
    assert kernel_eval(page, "w.done, w.stars") == "(True, 1)"
    _shoot(page, widget, "scoring")

    # another rule set: the same move, counted again
    widget.locator('[data-action="preset"][data-value="trimino_advanced"]').click()
    page.wait_for_function("() => document.querySelector('.ts-practice [data-action=\"points\"]').disabled === false")
    assert kernel_eval(page, "w.preset, w.done") == "('trimino_advanced', False)"
    widget.locator('[data-action="show"]').click()
    text = _feedback(page, "tc-info")
    assert "It touches one side: its sum counts once." in text  # the multiplying rule, said for one side too
    page.set_viewport_size({"width": 1280, "height": 2400})
    page.wait_for_timeout(300)  # JupyterLab lays out again
    widget.scroll_into_view_if_needed()
    screenshot(widget, "teach_scoring_advanced_light")


@pytest.mark.browser
def test_the_widgets_speak_the_other_languages(lab_server, page):
    name = "teach_languages.ipynb"
    write_notebook(
        lab_server.root_dir,
        name,
        [
            "import trio_widgets as tw",
            "a = tw.MatchPuzzle(seed=1, difficulty='one_edge', lang='ru'); a",
            "b = tw.ScoringPractice(seed=3, lang='hu'); b",
            "c = tw.OrientationTrainer(seed=0, lang='pl'); c",
            "d = tw.TileSetExplorer(max_value=3, group_by='value', lang='hu'); d",
        ],
    )
    _start(page, lab_server, name, ".tm-puzzle")
    assert page.locator(f"{OUT} .tm-puzzle .tc-title").inner_text() == "Какая фишка подходит?"
    assert page.locator(f"{OUT} .ts-practice .tc-title").inner_text() == "Számold meg a pontokat"
    assert page.locator(f"{OUT} .to-trainer .tc-title").inner_text() == "Obróć żeton"
    assert page.locator(f"{OUT} .tx-explorer .tc-title").inner_text() == "Az egész doboz"
    # a wrong entry, answered in Hungarian
    box = page.locator(f'{OUT} .ts-practice input[data-action="points"]')
    box.fill("sok")
    box.press("Enter")
    msg = page.locator(f"{OUT} .ts-practice .tc-message")
    msg.wait_for(state="visible")
    assert "nem szám" in msg.inner_text()
    page.set_viewport_size({"width": 1280, "height": 2400})
    page.wait_for_timeout(300)  # JupyterLab lays out again
    for root, shot in [
        (".tm-puzzle", "match_ru"),
        (".ts-practice", "scoring_hu"),
        (".to-trainer", "orient_pl"),
        (".tx-explorer", "explorer_hu"),
    ]:
        w = page.locator(f"{OUT} {root}").first
        w.scroll_into_view_if_needed()
        screenshot(w, f"teach_{shot}")


# ----------------------------------------------------------------------------- classroom checks
CLASS_SETUP = """\
import trio_widgets as tw
ws = {}
for lang in ("en", "ru"):
    ws["explorer", lang] = tw.TileSetExplorer(lang=lang)
    ws["orient", lang] = tw.OrientationTrainer(seed=1, lang=lang)
    ws["match", lang] = tw.MatchPuzzle(seed=3, difficulty="bridge", lang=lang)
    ws["scoring", lang] = tw.ScoringPractice(seed=5, focus="bridge", lang=lang)
"""
CLASS_ROOTS = {"explorer": ".tx-explorer", "orient": ".to-trainer", "match": ".tm-puzzle", "scoring": ".ts-practice"}


def _classroom_notebook(server) -> str:
    cells = [("markdown", "# Classroom checks"), CLASS_SETUP]
    for name in CLASS_ROOTS:
        for lang in ("en", "ru"):
            cells.append(f'ws["{name}", "{lang}"]')
    write_notebook(server.root_dir, "teach_classroom.ipynb", cells)
    return "teach_classroom.ipynb"


@pytest.mark.browser
def test_classroom_sizes_contrast_and_axe(lab_server, browser):
    """Issues 10 and 13 for the four teaching widgets, in English and Russian, at phone (touch),
    tablet (both ways), projector, light and dark: every control at least 44 x 44 CSS px, nothing
    sticking out sideways, tile numbers >= 48 px on the projector, no serious axe violation,
    ``lang`` on every root.  Screenshots: test-output/screenshots/teach_class_<widget>_<screen>_<theme>.png."""
    from .classroom import (
        MIN_PROJECTOR_NUMBER,
        SCREENS,
        axe_can_fail,
        checking,
        layout_problems,
        number_sizes,
        roomy_lab,
        shoot_whole,
    )

    context = browser.new_context(viewport={"width": 1280, "height": 900}, has_touch=True, device_scale_factor=1)
    context.set_default_timeout(60_000)
    page = context.new_page()
    try:
        name = _classroom_notebook(lab_server)
        open_notebook(page, lab_server, name)
        run_all_cells(page)
        for root in CLASS_ROOTS.values():
            page.locator(f"{OUT} {root}").nth(1).wait_for(state="visible", timeout=60_000)
        assert widget_errors(page) == []
        axe_can_fail(page, f"{OUT}")
        problems: list[str] = []
        figures: list[str] = []
        langs = page.evaluate(
            "() => Array.from(document.querySelectorAll('.trio-teach')).map(e => e.closest('[lang]') && e.closest('[lang]').getAttribute('lang'))"
        )
        assert sorted(langs) == ["en"] * 4 + ["ru"] * 4, langs
        for theme in ("light", "dark"):
            set_theme(page, dark=theme == "dark")
            for screen, size, _touch in SCREENS:
                page.set_viewport_size(size)
                roomy_lab(page)
                for wname, root in CLASS_ROOTS.items():
                    for i, lang in enumerate(("en", "ru")):
                        el = page.locator(f"{OUT} {root}").nth(i)
                        where = f"{wname}/{lang}/{screen}/{theme}"
                        with checking(page, el) as one:
                            axe = screen in ("phone", "projector")
                            problems += layout_problems(page, one, where, axe=axe)
                            if screen == "projector" and wname != "explorer":
                                sizes = number_sizes(page, one)
                                figures.append(f"{where}: tile numbers {min(sizes) if sizes else None} px")
                                if not sizes or min(sizes) < MIN_PROJECTOR_NUMBER:
                                    problems.append(f"{where}: tile numbers {sorted(sizes)[:4]} px on the projector")
                            if lang == "en" or (screen == "phone" and theme == "light"):
                                shoot_whole(page, el, f"teach_class_{wname}_{lang}_{screen}_{theme}", size)
        print("\n".join(figures))
        assert not problems, "\n".join(problems)
    finally:
        context.close()


@pytest.mark.browser
def test_match_puzzle_keyboard_only(lab_server, page):
    """Issue 13 with the keyboard only on a teaching widget (Russian): the level choice and the tray
    are one Tab stop each with arrows inside, the focus ring shows, a tile is taken, turned and put
    without the mouse, focus never falls to the page, the live region reads the result in Russian,
    and Escape gives the keyboard back to the notebook."""
    from .classroom import focus_info

    name = _lesson(lab_server, "teach_keys.ipynb", "w = tw.MatchPuzzle(seed=3, difficulty='bridge', lang='ru')\nw")
    _start(page, lab_server, name, ".tm-puzzle")
    widget = page.locator(f"{OUT} .tm-puzzle").first
    assert widget.get_attribute("lang") == "ru"
    solution = kernel_eval(page, "str(w.question.solutions[0])").strip("'")
    right = int(kernel_eval(page, f"next(k for k in range(6) if w.question.fits(tw.Tile.parse('{solution}'), k))"))
    stops = page.evaluate(
        """() => Array.from(document.querySelectorAll('.tm-puzzle .tm-cand, .tm-puzzle .tc-segbtn'))
                 .filter(e => e.tabIndex >= 0).map(e => e.className)"""
    )
    assert sum("tm-cand" in s for s in stops) == 1 and sum("tc-segbtn" in s for s in stops) == 1, stops

    # into the tray, arrows to the right tile, Enter takes it
    widget.locator(".tm-cand[tabindex='0']").focus()
    assert focus_info(page)["outline"]
    names = widget.locator(".tm-cand").evaluate_all("(bs) => bs.map(b => b.dataset.tile)")
    page.keyboard.press("Home")
    for _ in range(names.index(solution)):
        page.keyboard.press("ArrowRight")
    assert focus_info(page)["tile"] == solution
    page.keyboard.press("Enter")
    turnable = widget.locator('[data-role="turnable"]')
    turnable.wait_for(state="visible")
    f = focus_info(page)
    assert f["inWidget"] and f["tag"] != "BODY", f
    # turn it with the arrows on the tile in hand, Enter puts it on the marked space
    turnable.focus()
    now = int(turnable.get_attribute("data-turn"))
    while now != right:  # one sixth per key press; wait for Python's answer before the next
        page.keyboard.press("ArrowRight")
        now = (now + 1) % 6
        page.wait_for_function(
            f"() => document.querySelector('.tm-puzzle [data-role=\"turnable\"]').dataset.turn === '{now}'"
        )
        f = focus_info(page)
        assert f["inWidget"] and f["tag"] != "BODY", f  # turning keeps the focus on the tile
    page.keyboard.press("Enter")
    ok = _feedback(page, "tc-ok")
    assert kernel_eval(page, "w.done") == "True"
    f = focus_info(page)
    assert f["inWidget"] and f["tag"] != "BODY", f  # focus not lost after the move
    page.wait_for_function(
        "() => Array.from(document.querySelectorAll('[role=status][aria-live=polite]')).some(r => r.textContent.length > 0)"
    )
    said = page.evaluate(
        "() => Array.from(document.querySelectorAll('[role=status][aria-live=polite]')).map(r => r.textContent).join(' ')"
    )
    first_word = ok.replace("\u2714", "").split()[0]
    assert first_word in said  # the result is read out, in Russian
    assert any("\u0400" <= ch <= "\u04ff" for ch in said)
    page.keyboard.press("Escape")
    f = focus_info(page)
    assert not f["inWidget"], f
    where = page.evaluate(
        "() => { const a = document.activeElement; return [a.tagName, a.className, !!a.closest('.jp-NotebookPanel')]; }"
    )
    assert where[0] != "BODY" and where[2], where  # the notebook (its cell) has the keyboard again


_RECORD_TURNS = """(sel) => {
  // every turn the tile in hand shows, frame by frame (a jump back shows up as a repeat)
  cancelAnimationFrame(window.__turnsFrame);
  window.__turns = [];
  const tick = () => {
    const e = document.querySelector(sel);
    const v = e ? e.dataset.turn : null;
    const seen = window.__turns;
    if (v !== null && seen[seen.length - 1] !== v) seen.push(v);
    window.__turnsFrame = requestAnimationFrame(tick);
  };
  tick();
}"""


def _quick_taps(page, widget, sel: str, taps: int) -> None:
    """Tap Turn right ``taps`` times without waiting for the kernel, recording every turn the
    tile shows (window.__turns)."""
    page.evaluate(_RECORD_TURNS, sel)
    for _ in range(taps):
        widget.locator('[data-action="turn-right"]').click()


def test_quick_taps_on_a_slow_kernel_never_turn_the_tile_back(lab_server, page):
    """A kernel that answers each turn late (a busy school server): three quick taps turn the
    tile three times and its answers to the first taps do not turn it back (the match puzzle,
    the orientation trainer and the puzzle board)."""
    slow = (
        "import time\n"
        "def _slow(w):\n"
        "    do = w._do_turn\n"
        "    def late(**fields):\n"
        "        time.sleep(0.5)\n"
        "        return do(**fields)\n"
        "    w._do_turn = late\n"
        "    return w\n"
        "m = _slow(tw.MatchPuzzle(seed=3, difficulty='bridge'))\n"
        "o = _slow(tw.OrientationTrainer(seed=1))\n"
        "p = _slow(tw.PuzzleBoard('small_triangle'))\n"
        "import ipywidgets\n"
        "ipywidgets.VBox([m, o, p])"
    )
    name = _lesson(lab_server, "teach_quick_taps.ipynb", slow)
    _start(page, lab_server, name, ".tm-puzzle")
    puzzle = page.locator(f"{OUT} .tm-puzzle").first
    trainer = page.locator(f"{OUT} .to-trainer").first

    tile = kernel_eval(page, "str(m.question.candidates[0])").strip("'")
    puzzle.locator(f'.tm-cand[data-tile="{tile}"]').click()
    hand = puzzle.locator('[data-role="turnable"]')
    page.wait_for_function(
        f"() => (document.querySelector('.tm-puzzle [data-role=\"turnable\"]') || {{dataset: {{}}}}).dataset.tile === '{tile}'"
    )
    start = int(hand.get_attribute("data-turn"))
    _quick_taps(page, puzzle, '.tm-puzzle [data-role="turnable"]', 3)
    goal = (start + 3) % 6
    # the kernel has every turn once it answers this (its messages come in order)
    wait_kernel(page, f"m.turns[0] == {goal}")
    page.wait_for_timeout(600)
    shown = [int(v) for v in page.evaluate("() => window.__turns")]
    assert shown == [start, (start + 1) % 6, (start + 2) % 6, goal], shown
    assert hand.get_attribute("data-turn") == str(goal)

    begin = int(kernel_eval(page, "o.turn"))
    _quick_taps(page, trainer, '.to-trainer [data-role="turnable"]', 3)
    wait_kernel(page, f"o.turn == {(begin + 3) % 6}")
    page.wait_for_timeout(600)
    shown = [int(v) for v in page.evaluate("() => window.__turns")]
    assert shown == [(begin + k) % 6 for k in range(4)], shown

    board = page.locator(f"{OUT} .pz-root").first
    board.locator('.pz-tile[data-id="0"]').click()
    board.locator('[data-role="turnable"]').wait_for(state="visible")
    begin = int(board.locator('[data-role="turnable"]').get_attribute("data-turn"))
    _quick_taps(page, board, '.pz-root [data-role="turnable"]', 3)
    wait_kernel(page, f"p.turn % 6 == {(begin + 3) % 6}")
    page.wait_for_timeout(600)
    shown = [int(v) for v in page.evaluate("() => window.__turns")]
    assert shown == [(begin + k) % 6 for k in range(4)], shown
    assert widget_errors(page) == []
