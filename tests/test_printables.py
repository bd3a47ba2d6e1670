"""Printables: every PDF is opened again, its words found, its pages counted, its answers
worked out again with the engine; one page of each kind is rendered to PNG for a person to see."""

from __future__ import annotations

import io
import os
from fractions import Fraction
from pathlib import Path

import pypdf  # a test dependency: the PDFs are read back
import pytest

import trio_widgets as tw
from trio_widgets import paper as P
from trio_widgets.engine import score_from_facts
from trio_widgets.paper import Dot, Polygon, Text, Triangle
from trio_widgets.paper._tile_style import flat
from trio_widgets.teaching import check_match, check_mirror, check_turn
from trio_widgets.words import LANGUAGES

OUT = Path(__file__).resolve().parent.parent / "test-output" / "printables"
LESSON_KEYS = [f"{i:02d}" for i in range(1, 9)]

# Words of each language that a page must show (the game's own words, from the leaflets).
WORDS = {
    "en": {"worksheet": ["Name", "Answers"], "cutout": ["tiles", "Cut"], "rules": ["bridge", "hexagon", "pool"]},
    "ru": {
        "worksheet": ["Имя", "Ответы"],
        "cutout": ["фишки", "Вырежьте"],
        "rules": ["мост", "шестиугольник", "колодец"],
    },
    "pl": {
        "worksheet": ["Imię", "Odpowiedzi"],
        "cutout": ["żetonów", "Wytnij"],
        "rules": ["most", "sześciokąt", "pula"],
    },
    "hu": {"worksheet": ["Név", "Megoldások"], "cutout": ["dominó", "Vágd"], "rules": ["híd", "hatszög", "közös"]},
}
# Letters a font without Cyrillic / Latin Extended would lose
LETTERS = {"ru": "ыщжёю", "pl": "ąęłżśćń", "hu": "őűáéö"}


def _read(data: bytes) -> list[str]:
    reader = pypdf.PdfReader(io.BytesIO(data))
    return [page.extract_text() or "" for page in reader.pages]


def _flat(text: str) -> str:
    return " ".join(text.split())


# --------------------------------------------------------------------------- worksheets


@pytest.mark.parametrize("lesson", LESSON_KEYS)
def test_every_lesson_has_a_sheet_of_4_to_8_exercises_and_its_answers_apart(lesson):
    ws = tw.worksheet(lesson, seed=5)
    assert ws.lesson.startswith(lesson + "_")
    assert 4 <= len(ws.exercises) <= 8
    pages = _read(ws.to_pdf())
    answers = _read(ws.answers().to_pdf())
    assert len(pages) == ws.page_count >= 1 and len(answers) == ws.answers().page_count >= 1
    # the answers' title is on the teacher's document only
    assert "Answers" in answers[0] and all("Answers" not in p for p in pages)
    assert "Name:" in pages[0] and "Date:" in pages[0] and "Sheet 5" in pages[0] and "Sheet 5" in answers[0]
    # every exercise's number is on the questions and on the answers
    said = _flat(" ".join(answers))
    for i, ex in enumerate(ws.exercises, 1):
        assert f"{i}." in said
        for line in ex.answer_text:
            assert _flat(line.text("en")) in said, (lesson, i, line.text("en"))


@pytest.mark.parametrize("lesson", LESSON_KEYS)
def test_the_same_seed_gives_the_same_sheet_and_another_seed_another(lesson):
    a, b, c = (tw.worksheet(lesson, seed=s) for s in (11, 11, 12))
    assert a.exercises == b.exercises
    assert a.text() == b.text()
    assert a.exercises != c.exercises
    # the language changes the words, never the exercises
    assert tw.worksheet(lesson, lang="hu", seed=11).exercises == a.exercises


def _check_tile_values(ex: P.Exercise, d: dict) -> None:
    assert ex.answer == tuple(t[0] + t[1] + t[2] for t in d["tiles"])


def _check_families(ex: P.Exercise, d: dict) -> None:
    for t, fam in zip(d["tiles"], ex.answer):
        assert fam == {1: "triple", 2: "double", 3: "different"}[len(set(t))]


def _check_worth_count(ex: P.Exercise, d: dict) -> None:
    assert ex.answer == sum(1 for t in tw.full_set() if sum(t) == d["value"])


def _check_number_count(ex: P.Exercise, d: dict) -> None:
    assert ex.answer == sum(1 for t in tw.full_set() if list(t).count(d["number"]) >= d["times"])


def _check_who_starts(ex: P.Exercise, d: dict) -> None:
    hands = d["hands"]
    starter, tiles = ex.answer
    triples = [(t, s) for s, h in enumerate(hands) for t in h if t.is_triple]
    if triples:
        best, seat = max(triples, key=lambda ts: sum(ts[0]))
    else:
        best, seat = max(
            ((t, s) for s, h in enumerate(hands) for t in h),
            key=lambda ts: (sum(ts[0]), tuple(sorted(ts[0], reverse=True))),
        )
    assert (starter, tiles[0]) == (seat, best)
    assert (tw.Tile(0, 0, 0) in tiles[1:]) == (best != tw.Tile(0, 0, 0) and tw.Tile(0, 0, 0) in hands[seat])


def _check_mirror(ex: P.Exercise, d: dict) -> None:
    assert check_mirror(d["question"], ex.answer).ok


def _check_smallest_count(ex: P.Exercise, d: dict) -> None:
    assert ex.answer == sum(1 for t in tw.full_set() if min(t) == d["number"])


def _check_box_count(ex: P.Exercise, d: dict) -> None:
    n = d["max_value"]
    tiles = tw.full_set(n)
    assert ex.answer == (
        len(tiles),
        sum(t.is_triple for t in tiles),
        sum(t.is_double for t in tiles),
        sum(t.is_different for t in tiles),
    )


def _check_turn(ex: P.Exercise, d: dict) -> None:
    q = d["question"]
    board = q.make_board()
    assert board.problem(tw.Placement(q.cell, ex.answer)) is None
    assert tw.Tile(*ex.answer) == q.tile
    assert any(check_turn(q, k).ok for k in range(6))


def _check_match(ex: P.Exercise, d: dict) -> None:
    q = d["question"]
    fitting = {i for i, t in enumerate(q.candidates) if any(check_match(q, str(t), k).ok for k in range(6))}
    assert set(ex.answer) == fitting and fitting


def _check_score(ex: P.Exercise, d: dict) -> None:
    q = d["question"]
    rules = tw.Rules.preset(d["preset"])
    board = q.make_board()
    s = board.score(q.move, rules)
    again = score_from_facts(
        q.move.tile,
        rules,
        first=board.is_empty,
        sides=s.sides,
        bridge=board.bridge_point(q.move) is not None,
        hexagons=len(board.hexagon_points(q.move)),
    )
    assert ex.answer == s.total == again.total


def _check_hand_penalty(ex: P.Exercise, d: dict) -> None:
    assert ex.answer == sum(sum(t) for t in d["tiles"])


def _check_going_out(ex: P.Exercise, d: dict) -> None:
    rules = tw.Rules.preset(d["preset"])
    assert ex.answer == rules.out_bonus + sum(sum(t) for t in d["tiles"])


def _check_chance(ex: P.Exercise, d: dict) -> None:
    good = {
        "triple": lambda t: t.is_triple,
        "double": lambda t: t.is_double,
        "different": lambda t: t.is_different,
        "number": lambda t: d["k"] in t,
        "at_least": lambda t: sum(t) >= d["k"],
    }[d["kind"]]
    assert ex.answer == Fraction(sum(1 for t in tw.full_set() if good(t)), 56)


def _check_shape_count(ex: P.Exercise, d: dict) -> None:
    n = d["side"]
    want = {"triangle": n * n, "hexagon": 6 * n * n, "free": n}[d["shape"]]
    assert ex.answer == want == len(set(d["cells"]))


def _check_big_triangle(ex: P.Exercise, d: dict) -> None:
    n = d["side"]
    assert ex.answer == (n * n, n * n <= 56)


def _check_score_sheet(ex: P.Exercise, d: dict) -> None:
    rules = tw.Rules.preset(d["preset"])
    total = 0
    for turn in d["turns"]:
        total -= turn.draws * rules.draw_penalty
        if turn.passed:
            total -= rules.pass_penalty
        if turn.score is not None:
            s = turn.score
            again = score_from_facts(s.tile, rules, first=s.first, sides=s.sides, bridge=s.bridge, hexagons=s.hexagons)
            total += again.total
    assert ex.answer == total


def _check_deal_tally(ex: P.Exercise, d: dict) -> None:
    # a deal of 9 misses every triple: each of its tiles is one of the 50 others, one after another
    hand, triples = d["hand"], sum(1 for t in tw.full_set() if len(set(t)) == 1)
    miss = Fraction(1)
    for k in range(hand):
        miss *= Fraction(56 - triples - k, 56 - k)
    assert ex.answer == 1 - miss
    assert (d["pct"], d["k"]) == (round(100 * (1 - miss)), round(d["deals"] * (1 - miss)))


def _check_own_tile(ex: P.Exercise, d: dict) -> None:
    # the hand is the tiles of a deal from the 56; one given tile is one of them hand times in 56
    assert d["hand"] in tw.Rules.preset("classic").hand_sizes and d["tile"].is_triple
    from math import comb

    # the deals of the hand that hold the tile, out of all deals: C(55, h - 1) / C(56, h)
    assert ex.answer == Fraction(comb(55, d["hand"] - 1), comb(56, d["hand"]))


def _check_score_grid(ex: P.Exercise, d: dict) -> None:
    rules = tw.Rules.preset(d["preset"])
    assert ex.answer is None and ex.figure.rows == d["turns"] and len(ex.figure.headers) == d["players"] + 1
    assert ex.answer_text[0].kwargs == {"p": rules.draw_penalty, "pass": rules.pass_penalty}


_CHECKS = {
    "tile_values": _check_tile_values,
    "families": _check_families,
    "worth_count": _check_worth_count,
    "number_count": _check_number_count,
    "who_starts": _check_who_starts,
    "mirror": _check_mirror,
    "smallest_count": _check_smallest_count,
    "box_count": _check_box_count,
    "turn": _check_turn,
    "match": _check_match,
    "score": _check_score,
    "hand_penalty": _check_hand_penalty,
    "going_out": _check_going_out,
    "chance": _check_chance,
    "shape_count": _check_shape_count,
    "big_triangle": _check_big_triangle,
    "score_sheet": _check_score_sheet,
    "deal_tally": _check_deal_tally,
    "own_tile": _check_own_tile,
    "score_grid": _check_score_grid,
}


def _check_answer(ex: P.Exercise) -> None:
    """Work the answer out again from what the exercise was made of, with the engine."""
    check = _CHECKS.get(ex.kind)
    if check is None:  # pragma: no cover
        raise AssertionError(f"no check for {ex.kind}")
    check(ex, ex.info)


@pytest.mark.parametrize("lesson", LESSON_KEYS)
@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_the_answers_are_right(lesson, seed):
    ws = tw.worksheet(lesson, seed=seed)
    for ex in ws.exercises:
        _check_answer(ex)


def test_a_sheet_and_its_answers_in_every_language():
    for lang in LANGUAGES:
        ws = tw.worksheet("04", lang=lang, seed=1)
        pages = _read(ws.to_pdf())
        answers = _read(ws.answers().to_pdf())
        text = " ".join(pages + answers)
        for word in WORDS[lang]["worksheet"]:
            assert word in text, (lang, word)
        assert ws.exercises[0].prompt.text(lang).split()[0] in text
        for ex in ws.exercises:
            for line in ex.answer_text:
                assert _flat(line.text(lang)) in _flat(" ".join(answers)), (lang, line.text(lang))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lesson_speaks_the_sheets_language(lang):
    other = [w for lg in LANGUAGES if lg != lang for w in WORDS[lg]["worksheet"]]
    for lesson in LESSON_KEYS:
        ws = tw.worksheet(lesson, lang=lang, seed=0)
        text = ws.text() + "\n" + ws.answers().text()
        assert all(w in text for w in WORDS[lang]["worksheet"])
        assert not any(w in text for w in other), (lang, lesson)
        if lang in LETTERS:
            assert any(c in text for c in LETTERS[lang]), (lang, lesson)


def test_lesson_names_and_numbers_are_one_and_the_same():
    a = tw.worksheet("03", seed=4)
    for other in (3, "3", "03_matching_and_turning"):
        assert tw.worksheet(other, seed=4).exercises == a.exercises


@pytest.mark.parametrize(
    "bad",
    ["99", 0, 42, "3_matching", "03_wrong_name", "", None, 3.0, True, ["03"], "x" * 500],
)
def test_an_unknown_lesson_is_refused_clearly(bad):
    with pytest.raises(ValueError, match="no worksheet for lesson"):
        tw.worksheet(bad)


@pytest.mark.parametrize("bad", ["de", "EN", "", None, 1])
def test_a_wrong_language_is_refused_by_all_three(bad):
    for make in (
        lambda: tw.worksheet("01", lang=bad),
        lambda: tw.cutout_sheet(bad),
        lambda: tw.rules_sheet("classic", bad),
    ):
        with pytest.raises(ValueError, match="interface languages"):
            make()


@pytest.mark.parametrize("bad", [-1, 1.5, "3", None, True, 10**12])
def test_a_bad_seed_is_refused(bad):
    with pytest.raises(ValueError, match="seed"):
        tw.worksheet("01", seed=bad)


def test_a_bad_pips_switch_is_refused():
    for make in (lambda: tw.worksheet("01", pips="yes"), lambda: tw.cutout_sheet("en", pips=1)):
        with pytest.raises(ValueError, match="pips"):
            make()


def test_a_new_lesson_can_join_the_registry():
    def build(rng, seed):
        return [P.ex_tile_values(rng) for _ in range(4)]

    try:
        P.register_lesson("42_practice", tw.Msg("print.lesson.01"), build)
        ws = tw.worksheet(42, seed=1)
        assert ws.lesson == "42_practice" and len(ws.exercises) == 4
        assert ws.exercises == tw.worksheet("42_practice", seed=1).exercises
    finally:
        P.LESSONS.pop("42", None)
    with pytest.raises(ValueError, match="stem"):
        P.register_lesson("puzzles", tw.Msg("print.lesson.01"), build)
    for bad_build in ("no colon", 3, None):
        with pytest.raises(ValueError, match="build"):
            P.register_lesson("43_x", tw.Msg("print.lesson.01"), bad_build)
    with pytest.raises(ValueError, match="title"):
        P.register_lesson("43_x", "Practice", build)
    assert "43" not in P.LESSONS


def test_a_lesson_module_is_imported_only_when_its_sheet_is_made(tmp_path, monkeypatch):
    (tmp_path / "late_lesson.py").write_text(
        "from trio_widgets import paper as P\n"
        "def sheet(rng, seed):\n"
        "    return [P.ex_box_count(rng) for _ in range(4)]\n"
        "def empty(rng, seed):\n"
        "    return []\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        P.register_lesson("44_late", tw.Msg("print.lesson.02"), "late_lesson:sheet")
        assert "late_lesson" not in __import__("sys").modules
        ws = tw.worksheet("44", lang="ru", seed=3)
        assert [e.kind for e in ws.exercises] == ["box_count"] * 4
        P.register_lesson("44_late", tw.Msg("print.lesson.02"), "late_lesson:empty")
        with pytest.raises(ValueError, match="needs 1 to 12 exercises"):
            tw.worksheet("44")
    finally:
        P.LESSONS.pop("44", None)


# --------------------------------------------------------------------------- writing files


def test_to_pdf_writes_the_file_and_refuses_paths_it_cannot_write(tmp_path):
    ws = tw.worksheet("01", seed=0)
    out = ws.to_pdf(tmp_path / "sheet.pdf")
    assert Path(out).read_bytes()[:5] == b"%PDF-"
    assert len(_read(Path(out).read_bytes())) == ws.page_count
    keep = tmp_path / "keep.pdf"
    keep.write_bytes(b"my own file")
    for bad in (tmp_path / "no" / "such" / "folder.pdf", tmp_path, "", 1, None, True):
        if bad is None:
            continue  # None returns the bytes
        with pytest.raises(ValueError):
            ws.to_pdf(bad)
    assert keep.read_bytes() == b"my own file"
    if os.geteuid() != 0:  # root may write anywhere
        ro = tmp_path / "ro"
        ro.mkdir()
        ro.chmod(0o500)
        with pytest.raises(ValueError, match="not writable"):
            ws.to_pdf(ro / "x.pdf")
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".trio-")], "no temporary file left behind"


def test_a_notebook_shows_a_preview():
    ws = tw.worksheet("02", lang="ru", seed=0)
    html = ws._repr_html_()
    assert "<svg" in html and 'lang="ru"' in html and "Ответы" not in html  # the first page, not the answers
    assert "02" in repr(ws) and "A4" in repr(ws)
    assert "<svg" in tw.cutout_sheet()._repr_html_()
    assert "<svg" in tw.rules_sheet("kids", "pl")._repr_html_()


# --------------------------------------------------------------------------- cut-out sheet


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("pips", [False, True])
def test_the_cutout_sheet_has_the_56_tiles(lang, pips):
    sheet = tw.cutout_sheet(lang, pips=pips)
    pages = _read(sheet.to_pdf())
    assert len(pages) == sheet.page_count == 2
    text = " ".join(pages)
    for word in WORDS[lang]["cutout"]:
        assert word in text, (lang, word)
    drawn = [op for page in sheet.pages for op in flat(page.steps)]  # what the PDF draws
    numbers = [op for op in drawn if isinstance(op, Text) and op.text.isdigit() and len(op.text) == 1]
    tiles = [op for page in sheet.pages for op in page.steps if isinstance(op, Triangle)]
    cut_lines = [op for page in sheet.pages for op in page.steps if isinstance(op, Polygon)]
    assert len(tiles) == len(cut_lines) == 56
    assert sorted(tuple(sorted(t.numbers)) for t in tiles) == sorted(tuple(sorted(t)) for t in tw.full_set())
    if pips:
        # no digits at the tiles' corners; the dots add up to every number of the set: 56 tiles × 7.5 on average
        assert numbers == []
        dots = sum(1 for op in drawn if isinstance(op, Dot))
        assert dots == sum(sum(t) for t in tw.full_set()) == 420
    else:
        assert sorted(int(op.text) for op in numbers) == sorted(v for t in tw.full_set() for v in t)
    # every tile is at least 45 mm a side, on the page, inside its cut line
    for tile, cut in zip(tiles, cut_lines):
        pts = cut.points
        assert pts == tile.points
        assert all(0 <= x <= P.PAGE_W and 0 <= y <= P.PAGE_H for x, y in pts)
        side = ((pts[0][0] - pts[1][0]) ** 2 + (pts[0][1] - pts[1][1]) ** 2) ** 0.5
        assert side >= 44.9


# --------------------------------------------------------------------------- rules sheet


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("preset", list(tw.PRESETS))
def test_a_rules_sheet_is_one_sheet_of_paper_with_the_presets_numbers(lang, preset):
    rules = tw.Rules.preset(preset)
    sheet = tw.rules_sheet(preset, lang)
    pages = _read(sheet.to_pdf())
    assert len(pages) == sheet.page_count <= 2  # one sheet of paper: how to play, then the points
    text = _flat(" ".join(pages))
    if lang in LETTERS:  # the font has the letters, and the PDF gives them back
        assert any(c in text for c in LETTERS[lang]), (lang, preset)
    for n in rules.hand_sizes:
        assert str(n) in text
    numbers = [rules.target, rules.start_bonus, rules.zero_triple_bonus, rules.draw_penalty, rules.out_bonus]
    numbers += [rules.bridge_bonus, rules.hexagon_bonus, rules.pass_penalty]
    scored = rules.keep_score and not rules.penalty_scoring
    for n in numbers:
        if n and (scored or n == rules.target):
            assert str(n) in text, (preset, lang, n)
    words = WORDS[lang]["rules"]
    if scored and rules.bridge_bonus:
        assert words[0] in text.lower()
        assert words[1] in text.lower()
    assert words[2] in text.lower()
    if rules.hexagon_bonus and scored:
        assert str(2 * rules.hexagon_bonus) in text  # two hexagons at once


def test_a_rules_sheet_follows_the_rule_sets_numbers():
    import dataclasses

    # every option at once still fits one sheet, above the footer, in every language
    busy = dataclasses.replace(
        tw.Rules.preset("classic"),
        name="busy",
        multiply_by_sides=True,
        may_draw_instead=True,
        max_draws=3,
        hand_sizes=(10, 9, 8, 7, 6),
    )
    for lang in LANGUAGES:
        sheet = tw.rules_sheet(busy, lang)
        assert sheet.page_count == len(_read(sheet.to_pdf())) <= 2
        footer = P.PAGE_H - 8  # where the footer's line is printed
        for page in sheet.pages:
            lowest = max(op.y for op in page.steps if isinstance(op, Text) and op.y < footer)
            assert lowest <= P.PAGE_H - P.MARGIN - 6 + 0.01

    odd = dataclasses.replace(tw.Rules.preset("classic"), name="house", bridge_bonus=35, max_draws=3, target=250)
    text = _flat(tw.rules_sheet(odd).text())
    assert "35" in text and "250" in text and "at most 3" in text
    assert "until a drawn tile fits, at most 3 tiles" in text
    assert "until a drawn tile fits. Then" in _flat(tw.rules_sheet("classic").text())
    duo = _flat(tw.rules_sheet(dataclasses.replace(odd, hand_sizes=(8, 7))).text())
    assert "for 2 to 3 players" in duo and "2 players: 8 tiles each" in duo and "3 players: 7 tiles each" in duo
    assert "for 2 to 6 players" in _flat(tw.rules_sheet("classic").text())


@pytest.mark.parametrize("bad", ["chess", "", None, 3, "Classic"])
def test_a_bad_preset_is_refused_clearly(bad):
    with pytest.raises(ValueError, match="preset"):
        tw.rules_sheet(bad)


# --------------------------------------------------------------------------- pictures for a person to look at


def test_render_pages_to_png_for_a_person_to_look_at():
    import pypdfium2 as pdfium  # a test dependency: renders PDF pages from pip alone

    OUT.mkdir(parents=True, exist_ok=True)
    made = []
    for lang in LANGUAGES:
        for name, item in (
            (f"worksheet-03-{lang}", tw.worksheet("03", lang=lang, seed=0)),
            (f"worksheet-08-{lang}", tw.worksheet("08", lang=lang, seed=0)),
            (f"answers-08-{lang}", tw.worksheet("08", lang=lang, seed=0).answers()),
            (f"cutout-{lang}", tw.cutout_sheet(lang)),
            (f"rules-classic-{lang}", tw.rules_sheet("classic", lang)),
            (f"rules-kids-{lang}", tw.rules_sheet("kids", lang)),
            (f"worksheet-06-{lang}", tw.worksheet("06", lang=lang, seed=0)),
            (f"worksheet-06b-{lang}", tw.worksheet("06b", lang=lang, seed=0)),
        ):
            pdf = pdfium.PdfDocument(item.to_pdf())
            for k in range(len(pdf)):
                image = pdf[k].render(scale=100 / 72).to_pil()
                path = OUT / f"{name}-p{k + 1}.png"
                image.save(path)
                made.append(path)
                # A4 at 100 dpi, and something is drawn on it
                assert abs(image.width - 827) <= 2 and abs(image.height - 1169) <= 2
                assert image.convert("L").getextrema()[0] < 60
    assert len(made) >= 24


def test_the_docstring_examples_run():
    import doctest
    import importlib
    import pkgutil

    # the package and each of its files (doctest looks at a module's own functions only)
    modules = [P] + [importlib.import_module(f"{P.__name__}.{m.name}") for m in pkgutil.iter_modules(P.__path__)]
    results = [doctest.testmod(m, optionflags=doctest.ELLIPSIS) for m in modules]
    assert sum(r.failed for r in results) == 0 and sum(r.attempted for r in results) >= 8


def test_each_rules_sheet_says_what_its_rule_set_does():
    simple = tw.rules_sheet("trimino_simple").text()
    assert "penalty points" in simple and "300" in simple and "You may also draw when a tile fits" in simple
    assert "Bridge" not in simple and "+10" not in simple
    advanced = tw.rules_sheet("trimino_advanced").text()
    assert "multiplied by the number of sides" in advanced and "Bridge" not in advanced
    kids = tw.rules_sheet("kids").text()
    assert "point" not in kids.lower() and "fewest tiles" in kids and "points at the end of a round" not in kids
    classic = tw.rules_sheet("classic").text()
    assert "+60" in classic and "+120" in classic and "+10" in classic and "+30 more (40 in all)" in classic
    assert "Each tile you draw: −5" in classic and "Passing: −10" in classic and "scores 25 plus" in classic


def test_a_worksheet_with_pips_draws_dots_for_the_numbers():
    plain, dots = tw.worksheet("01", seed=2), tw.worksheet("01", seed=2, pips=True)
    assert plain.exercises == dots.exercises
    ex = dots.exercises[0]  # what each tile is worth: its dots on the first page add up to the answers
    assert ex.kind == "tile_values"
    n_dots = sum(1 for op in flat(dots.pages[0].steps) if isinstance(op, Dot))
    assert n_dots >= sum(ex.answer)
    assert not any(isinstance(op, Dot) for op in flat(plain.pages[0].steps))
