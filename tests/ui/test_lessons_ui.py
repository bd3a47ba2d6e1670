"""The real lessons in a real JupyterLab: one exercise per teaching widget, done by clicking.

Each test opens a lesson from the server's copy of notebooks/ (not a notebook written
by the test), runs all its cells, finds the widget by the output of the cell that makes
it, does one exercise with the mouse and checks the feedback in the page against the
kernel.  The right answers are worked out in the kernel from the widget's synced
exercise state with the engine (Board.problem, Board.score), not read from the widget's
own answer key.  Screenshots: test-output/screenshots/lesson_<nn>_*.png.
"""

from __future__ import annotations

import re

import nbformat
import pytest

from .helpers import kernel_eval, kernel_json, open_notebook, run_all_cells, screenshot, wait_kernel, widget_errors

pytestmark = pytest.mark.browser

OUT = ".jp-OutputArea-output"

_CELL_OUTPUT_JS = """
(i) => {
  const cell = window.jupyterapp.shell.currentWidget.content.widgets[i];
  const outs = cell.model.outputs;
  const ids = [];
  for (let j = 0; j < outs.length; j++) {
    const v = outs.get(j).data['application/vnd.jupyter.widget-view+json'];
    if (v) ids.push(v.model_id);
  }
  return { count: cell.model.executionCount, ids };
}
"""

# Per cell: how many widget views its model holds, and how many the page has drawn
# (a widget view is an output panel without a data-mime-type, with a real height).
_WIDGET_VIEWS_JS = """
() => window.jupyterapp.shell.currentWidget.content.widgets.map(cell => {
  const outs = cell.model.outputs;
  let want = 0;
  for (let j = 0; outs && j < outs.length; j++) {
    if (outs.get(j).data['application/vnd.jupyter.widget-view+json']) want++;
  }
  const drawn = Array.from(cell.node.querySelectorAll('.jp-OutputArea-output'))
    .filter(o => !o.hasAttribute('data-mime-type') && o.getBoundingClientRect().height > 40).length;
  return [want, drawn];
})
"""


# ------------------------------------------------------------------ helpers


def open_lesson(page, server, name: str) -> nbformat.NotebookNode:
    """Open the lesson ``name`` from the server's copy of notebooks/, run all its cells,
    check nothing failed; return the notebook as stored (to find the widget cells)."""
    path = server.root_dir / name
    assert path.is_file(), f"lesson {name} is missing from notebooks/"
    nb = nbformat.read(str(path), as_version=4)
    open_notebook(page, server, name)
    run_all_cells(page, timeout=180_000)
    # Keep every cell value that is a widget, by model_id, before anything else runs:
    # kernel_eval's results (store_history=False) overwrite Out[<last count>].
    kernel_eval(page, "_lesson_widgets = {v.model_id: v for v in Out.values() if hasattr(v, 'model_id')}")
    cells = page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell")
    assert cells.count() == len(nb.cells)
    # every widget the lesson shows is drawn (none empty or collapsed), not only the one we use
    page.wait_for_function(
        f"() => ({_WIDGET_VIEWS_JS})().every(([want, drawn]) => want === drawn)", timeout=30_000, polling=200
    )
    assert sum(want for want, _ in page.evaluate(_WIDGET_VIEWS_JS)) > 0
    return nb


def cell_widget(page, nb, marker: str, root: str, nth: int = 0):
    """The widget shown by the ``nth`` code cell whose source contains ``marker``.

    Returns (locator of the widget's root element in that cell's output, a kernel
    expression for the same widget object).  The kernel object is the cell's value
    (kept by open_lesson) or the name the cell shows; its model_id must be the one
    the output displays."""
    index = [i for i, c in enumerate(nb.cells) if c.cell_type == "code" and marker in c.source][nth]
    loc = page.locator(".jp-NotebookPanel .jp-Notebook .jp-Cell").nth(index).locator(f"{OUT} {root}")
    loc.wait_for(state="visible", timeout=30_000)
    assert loc.count() == 1
    info = page.evaluate(_CELL_OUTPUT_JS, index)
    assert info["count"] and len(info["ids"]) == 1, info
    last_line = nb.cells[index].source.strip().splitlines()[-1].strip()
    expr = last_line if last_line.isidentifier() else f"_lesson_widgets[{info['ids'][0]!r}]"
    assert kernel_eval(page, f"{expr}.model_id") == repr(info["ids"][0])
    return loc, expr


def expect(locator):
    """Playwright's auto-waiting assertions (imported late: the harness skips without Playwright)."""
    from playwright.sync_api import expect as _expect

    return _expect(locator)


def feedback(widget, kind: str) -> str:
    """The text of the widget's feedback box once it shows ``kind`` (tc-ok, tc-notyet, tc-info)."""
    box = widget.locator(f".tc-feedback.{kind}")
    box.wait_for(state="visible", timeout=15_000)
    return box.inner_text()


def widget_shot(page, widget, name: str) -> None:
    """The whole widget (the window made tall enough for a moment, so nothing is cut off)."""
    size = page.viewport_size
    height = int(widget.evaluate("e => e.getBoundingClientRect().height"))
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], height + 300)})
    try:
        widget.evaluate("e => e.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(300)  # JupyterLab lays out again
        screenshot(widget, name)
    finally:
        page.set_viewport_size(size)


def page_shot(page, widget, name: str) -> None:
    """What a person sees at 1280x900: the widget's top, with a little of the lesson above it."""
    widget.evaluate(
        """e => { e.scrollIntoView({block: 'start'});
                  const s = e.closest('.jp-WindowedPanel-outer'); if (s) s.scrollBy(0, -220); }"""
    )
    page.wait_for_timeout(200)
    screenshot(page, name)


def shown_and_said(page, widget, expr: str, kind: str) -> str:
    """The feedback in the page is the kernel's feedback: its text and every step."""
    text = feedback(widget, kind)
    fb = kernel_json(page, f"{expr}.feedback")
    assert fb["text"] and fb["text"] in text
    for step in fb.get("steps") or []:
        assert step in text
    return text


# Rebuild the exercise's board from the widget's synced `exercise` (what the browser
# draws) with the engine, and find every (tile, turn) that the engine accepts on the
# marked cell.  `turned` is the trainers' turn convention (documented in exercises.py).
_FITS = """
from trio_widgets.teaching import turned as _turned
def _fitting(e, tiles):
    _b = tw.Board.from_placements([tw.Placement(tw.Cell.parse(c), tuple(k)) for c, k in e["board"]])
    _cell = tw.Cell.parse(e["cell"])
    _out = []
    for _t in tiles:
        for _k in range(6):
            _corners, _up = _turned(tuple(_t), _k)
            if _up == _cell.up and _b.problem(tw.Placement(_cell, _corners)) is None:
                _out.append(["-".join(map(str, _t)), _k])
    return _out
"""


# ------------------------------------------------------------------- lessons
def test_lesson_01_tile_set_explorer(lab_server, page):
    nb = open_lesson(page, lab_server, "en/01_meet_the_tiles.ipynb")
    assert widget_errors(page) == []
    widget, w = cell_widget(page, nb, "tw.TileSetExplorer(", ".tx-explorer")
    assert widget.locator(".tx-tile").count() == 56  # the box: C(8, 3)
    hint = widget.locator(".tc-feedback.tc-hint")
    assert hint.is_visible() and hint.inner_text().strip()

    tile = widget.locator('.tx-tile[data-tile="2-4-5"]')
    tile.click()
    text = shown_and_said(page, widget, w, "tc-info")
    assert "2 + 4 + 5 = 11" in text  # the lesson: a tile's value is its numbers added up
    assert kernel_eval(page, f"{w}.selected") == "'2-4-5'"
    assert tile.get_attribute("aria-pressed") == "true"
    assert widget_errors(page) == []
    widget_shot(page, widget, "lesson_01_explorer")
    page_shot(page, widget, "lesson_01_page")


def _the_orientation_trainer(page, nb):
    """Lesson 03's OrientationTrainer: a wrong turn first (kind words, nothing lost), then turned
    right by clicks and checked.  Returns the widget."""
    # -- OrientationTrainer: turn the tile so it fits the yellow space
    trainer, t = cell_widget(page, nb, "tw.OrientationTrainer(", ".to-trainer")
    ex = kernel_json(page, f"{t}.exercise")
    assert ex["kind"] == "turn", ex
    right = [k for _, k in kernel_json(page, f"_fitting({t}.exercise, [{t}.exercise['tile']])")]
    assert right, "the engine accepts the tile on the marked cell no way round"
    turnable = trainer.locator('[data-role="turnable"]')
    start = int(turnable.get_attribute("data-turn"))
    assert str(start) == kernel_eval(page, f"{t}.turn")

    # a wrong answer first (the tile as it starts, or one turn on): kind words, nothing lost
    if start in right:
        trainer.locator('[data-action="turn-right"]').click()
        start = (start + 1) % 6
        expect(turnable).to_have_attribute("data-turn", str(start))
    assert start not in right
    trainer.locator('[data-action="check"]').click()
    text = shown_and_said(page, trainer, t, "tc-notyet")
    assert "Not quite" in text
    assert trainer.locator(".tc-message").is_hidden()  # a wrong answer is not an error
    assert kernel_eval(page, f"{t}.done, {t}.stars, {t}.turn") == f"(False, 0, {start})"
    widget_shot(page, trainer, "lesson_03_orient_notyet")

    # then turn right by clicking until it fits, and Check
    goal = min(right, key=lambda k: (k - start) % 6)
    for _ in range((goal - start) % 6):
        trainer.locator('[data-action="turn-right"]').click()
    expect(turnable).to_have_attribute("data-turn", str(goal))
    trainer.locator('[data-action="check"]').click()
    text = shown_and_said(page, trainer, t, "tc-ok")
    assert "Yes!" in text
    assert kernel_eval(page, f"{t}.done, {t}.stars, {t}.turn") == f"(True, 1, {goal})"
    widget_shot(page, trainer, "lesson_03_orient_right")
    return trainer


def _the_match_puzzle(page, nb) -> None:
    """Lesson 03's MatchPuzzle: a wrong tile first (kind words, nothing found), then the right one,
    turned with the Turn right button and placed."""
    # -- MatchPuzzle: which tile fits, which way round?
    puzzle, m = cell_widget(page, nb, "tw.MatchPuzzle(", ".tm-puzzle")
    ex = kernel_json(page, f"{m}.exercise")
    fits = kernel_json(page, f"_fitting({m}.exercise, [c['corners'] for c in {m}.exercise['candidates']])")
    names = [c["tile"] for c in ex["candidates"]]
    good = sorted({name for name, _ in fits})
    wrong = [n for n in names if n not in good]
    assert good and wrong and len(good) == ex["need"], (fits, ex)
    assert sorted(puzzle.locator(".tm-cand").evaluate_all("els => els.map(e => e.dataset.tile)")) == sorted(names)

    # a wrong tile: pick it, tap the yellow space: kind words, nothing found
    puzzle.locator(f'.tm-cand[data-tile="{wrong[0]}"]').click()
    expect(puzzle.locator('[data-role="turnable"]')).to_have_attribute("data-tile", wrong[0])
    puzzle.locator(".tc-target").click()
    text = shown_and_said(page, puzzle, m, "tc-notyet")
    assert "Not quite" in text
    assert puzzle.locator(".tc-message").is_hidden()
    assert kernel_eval(page, f"{m}.found, {m}.done, {m}.stars") == "([], False, 0)"
    widget_shot(page, puzzle, "lesson_03_match_notyet")

    # the right tile: pick it, turn it with the Turn right button, tap the yellow space
    tile = good[0]
    puzzle.locator(f'.tm-cand[data-tile="{tile}"]').click()
    expect(puzzle.locator('[data-role="turnable"]')).to_have_attribute("data-tile", tile)
    now = int(puzzle.locator('[data-role="turnable"]').get_attribute("data-turn"))
    goal = min((k for n, k in fits if n == tile), key=lambda k: (k - now) % 6)
    for _ in range((goal - now) % 6):
        puzzle.locator('[data-action="turn-right"]').click()
    expect(puzzle.locator('[data-role="turnable"]')).to_have_attribute("data-turn", str(goal))
    puzzle.locator(".tc-target").click()
    text = shown_and_said(page, puzzle, m, "tc-ok")
    assert "Yes!" in text and tile in text
    assert kernel_json(page, f"{m}.found") == [tile]
    assert kernel_eval(page, f"{m}.done, {m}.stars") == ("(True, 1)" if len(good) == 1 else "(False, 0)")
    assert puzzle.locator(".tc-placed").count() == 1
    assert widget_errors(page) == []
    widget_shot(page, puzzle, "lesson_03_match_right")


def test_lesson_03_orientation_trainer_and_match_puzzle(lab_server, page):
    nb = open_lesson(page, lab_server, "en/03_matching_and_turning.ipynb")
    assert widget_errors(page) == []
    kernel_eval(page, _FITS)

    trainer = _the_orientation_trainer(page, nb)
    _the_match_puzzle(page, nb)
    page_shot(page, trainer, "lesson_03_page")


def test_lesson_04b_scoring_practice(lab_server, page):
    nb = open_lesson(page, lab_server, "en/04b_bonuses.ipynb")
    assert widget_errors(page) == []
    widget, w = cell_widget(page, nb, "tw.ScoringPractice(", ".ts-practice")
    ex = kernel_json(page, f"{w}.exercise")
    move = ex["move"]
    # the points, from the engine: the board before the move, then Board.score under the preset
    total = int(
        kernel_eval(
            page,
            f"""
_e = {w}.exercise
_before = [tw.Placement(tw.Cell.parse(c), tuple(k)) for c, k in _e["board"] if c != _e["move"]["cell"]]
_move = tw.Placement(tw.Cell.parse(_e["move"]["cell"]), tuple(_e["move"]["corners"]))
tw.Board.from_placements(_before).score(_move, tw.Rules.preset({w}.preset)).total
""",
        )
    )
    a, b, c = move["corners"]
    assert total >= a + b + c

    box = widget.locator('input[data-action="points"]')
    box.click()
    box.fill(str(total))
    widget.locator('[data-action="check"]').click()
    text = shown_and_said(page, widget, w, "tc-ok")
    assert f"{total} points" in text
    # the arithmetic shown: the engine's steps (the tile's numbers added up first), and a last
    # line that adds the numbers up to the total (or says the total when there is one number)
    lines = [s.strip() for s in text.splitlines()]
    assert f"{a} + {b} + {c} = {a + b + c}" in lines
    line = next(s for s in reversed(lines) if re.fullmatch(r"[0-9+ ]+ = -?\d+|total -?\d+", s))
    if line.startswith("total"):
        assert line == f"total {total}", line
    else:
        found = re.fullmatch(r"([0-9+ ]+) = (-?\d+)", line)
        assert found, line
        terms = [int(x) for x in re.findall(r"-?\d+", found.group(1))]
        assert int(found.group(2)) == total and sum(terms) == total, line
    assert kernel_eval(page, f"{w}.done, {w}.stars, {w}.attempts") == "(True, 1, 0)"
    assert box.is_disabled()
    assert widget_errors(page) == []
    widget_shot(page, widget, "lesson_04_scoring")
    page_shot(page, widget, "lesson_04_page")


def test_lesson_08_score_keeper(lab_server, page):
    nb = open_lesson(page, lab_server, "en/08_keep_score.ipynb")
    assert widget_errors(page) == []
    sk, keeper = cell_widget(page, nb, "tw.ScoreKeeper(", ".trio-sk")
    # the lesson starts at the setup: two names, then Start
    sk.locator("[data-key='name-0']").fill("Ann")
    sk.locator("[data-key='name-1']").fill("Bob")
    sk.locator("[data-key='start']").click()
    expect(sk.locator(".sk-player")).to_have_count(2, timeout=20_000)
    assert kernel_eval(page, f"{keeper}.sheet.players, {keeper}.sheet.rules.name") == "(['Ann', 'Bob'], 'classic')"

    # Ann starts with 4-4-4, tapped in: docs/rules.md 8/10 (classic): 12 + start bonus 10 = 22
    sk.locator(".sk-player[data-seat='0']").click()
    for n in (4, 4, 4):
        sk.locator(f"[data-key='num-{n}']").click()
    expect(sk.locator(".sk-preview")).to_contain_text("22")
    sk.locator("[data-key='save-turn']").click()
    expect(sk.locator(".sk-row")).to_have_count(1, timeout=20_000)
    assert kernel_json(page, f"{keeper}.sheet.totals") == [22, 0]
    assert sk.locator(".sk-total .sk-pts").all_inner_texts() == ["22", "0"]
    assert sk.locator(".sk-player[data-seat='0'] .sk-player-total").inner_text() == "22"
    assert widget_errors(page) == []
    widget_shot(page, sk, "lesson_08_score_keeper")
    page_shot(page, sk, "lesson_08_page")


def test_lesson_05_first_game_widget(lab_server, page):
    nb = open_lesson(page, lab_server, "en/05_play_a_game.ipynb")
    assert widget_errors(page) == []
    game, w = cell_widget(page, nb, "tw.GameWidget(", ".trio-gw")
    wait_kernel(page, f"{w}.current == 0 and not {w}.busy")
    before = int(kernel_eval(page, f"len({w}.game.history)"))
    hand = kernel_json(page, f"[str(t) for t in {w}.game.hand(0)]")
    rack = game.locator(".trio-gw-rack [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)")
    assert sorted(rack) == sorted(hand)
    legal = kernel_json(page, f"sorted({{str(p.tile) for p in {w}.game.legal_placements()}})")
    tile = next(t for t in rack if t in legal)
    assert game.locator(".trio-gw-cell.legal").count() == 0

    # click a rack tile: the lit cells are the engine's cells for it
    game.locator(f'.trio-gw-rack [data-tile="{tile}"]').click()
    wait_kernel(page, f"{w}.selection['tile'] == '{tile}'")
    game.locator(".trio-gw-cell.legal").first.wait_for(state="attached", timeout=15_000)
    lit = sorted(game.locator(".trio-gw-cell.legal").evaluate_all("els => els.map(e => e.dataset.cell)"))
    engine = kernel_json(
        page, f"sorted({{p.cell.label() for p in {w}.game.legal_placements() if str(p.tile) == '{tile}'}})"
    )
    assert lit and lit == engine
    widget_shot(page, game, "lesson_05_selected")

    # place it on a cell where it fits the way it is turned now
    cell = game.locator(".trio-gw-cell.fits-now").first
    label = cell.get_attribute("data-cell")
    assert label in engine
    cell.click()
    wait_kernel(page, f"len({w}.game.history) > {before}")
    plays = kernel_json(
        page,
        f"[[e['seat'], e['tile'], e['cell']] for e in {w}.game.history[{before}:] if e['type'] == 'play']",
    )
    assert plays and plays[0] == [0, tile, label]
    assert kernel_eval(page, f"str({w}.game.board.cells[tw.Cell.parse('{label}')].tile)") == repr(tile)
    assert tile not in kernel_json(page, f"[str(t) for t in {w}.game.hand(0)]")
    game.locator(f'.trio-gw-tiles [data-cell="{label}"][data-tile="{tile}"]').wait_for(timeout=15_000)
    # the computer answers, and it is the player's turn again
    wait_kernel(page, f"{w}.current == 0 and not {w}.busy and len({w}.game.history) > {before + 1}")
    assert widget_errors(page) == []
    widget_shot(page, game, "lesson_05_after_move")
    page_shot(page, game, "lesson_05_page")


def test_lesson_05_in_russian_speaks_russian(lab_server, page):
    """A Russian lesson's board is in Russian: its buttons, its players, its language setting."""
    nb = open_lesson(page, lab_server, "ru/05_play_a_game.ipynb")
    assert widget_errors(page) == []
    game, w = cell_widget(page, nb, "tw.GameWidget(", ".trio-gw")
    assert kernel_eval(page, f"{w}.lang") == repr("ru")
    wait_kernel(page, f"{w}.current == 0 and not {w}.busy")
    text = game.inner_text()
    for word in ("Повернуть", "Взять", "Пас"):
        assert word in text, f"the Russian lesson's board has no {word!r}: {text[:300]!r}"
    assert "Turn" not in text.split() and "Draw" not in text.split()
    widget_shot(page, game, "lesson_05_ru")


# ------------------------------------------------------------------ a saved lesson on a phone, not run
_PICTURES_JS = """
async () => {
  const outer = window.jupyterapp.shell.currentWidget.content.node.closest('.jp-WindowedPanel-outer')
    || window.jupyterapp.shell.currentWidget.content.node;
  const seen = new Map();
  outer.scrollTop = 0;
  for (let step = 0; step < 200; step++) {
    await new Promise((r) => setTimeout(r, 120));
    for (const img of outer.querySelectorAll('.jp-OutputArea-output img[src^="data:image/svg+xml;base64,"]')) {
      if (seen.has(img.src)) continue;
      await img.decode().catch(() => {});
      const svg = new DOMParser().parseFromString(new TextDecoder().decode(
        Uint8Array.from(atob(img.src.split(',')[1]), (c) => c.charCodeAt(0))), 'image/svg+xml').documentElement;
      const box = (svg.getAttribute('viewBox') || '').trim().split(/[\\s,]+/).map(Number);
      const sizes = Array.from(svg.querySelectorAll('[font-size]')).map((e) => Number(e.getAttribute('font-size')));
      const natural = Number(svg.getAttribute('width')) || box[2];
      if (!sizes.length || !(box[2] > 0)) continue;
      const shown = img.getBoundingClientRect().width;
      seen.set(img.src, {
        label: (img.alt || '').slice(0, 60), shown, natural,
        text: Math.min(...sizes) * shown / box[2], naturalText: Math.min(...sizes) * natural / box[2],
      });
    }
    if (outer.scrollTop + outer.clientHeight >= outer.scrollHeight - 2) break;
    outer.scrollTop += outer.clientHeight * 0.8;
  }
  return { pictures: Array.from(seen.values()), sideways: outer.scrollWidth - outer.clientWidth };
}
"""


@pytest.mark.parametrize(
    ("lesson", "wide"),
    [("en/01_meet_the_tiles.ipynb", False), ("en/04b_bonuses.ipynb", True), ("ru/05_play_a_game.ipynb", True)],
)
def test_saved_lesson_pictures_stay_readable_on_a_phone(browser, lab_server, lesson, wide):
    """A lesson opened without running it, on a 390 px phone: every picture's smallest text is at
    least 12 px (or as drawn, when drawn smaller), a wide picture scrolls inside its own box, and
    the notebook never scrolls sideways.  Lesson 01's rows of tiles are one small picture a tile
    (they wrap, or keep their rows as groups): none is wider than the phone; 04b's and 05's boards are."""
    from .classroom import roomy_lab

    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        open_notebook(page, lab_server, lesson)
        roomy_lab(page)
        seen = page.evaluate(_PICTURES_JS)
        screenshot(page, f"lesson_phone_pictures_{lesson.split('/')[0]}")
    finally:
        context.close()
    pictures = seen["pictures"]
    assert len(pictures) >= 3, pictures
    small = [p for p in pictures if p["text"] < min(12, p["naturalText"]) - 0.1]
    assert not small, f"pictures with text under 12 px on a phone: {small}"
    assert any(p["natural"] > 330 for p in pictures) == wide, "a picture wider than the phone: " + str(wide)
    assert seen["sideways"] <= 1, f"the notebook scrolls sideways by {seen['sideways']} px"
