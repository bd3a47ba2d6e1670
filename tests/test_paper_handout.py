"""Sheets a teacher hands out as they are: every picture's number re-computed by the engine, the
sizes and angles of what is printed measured in the PDF itself."""

from __future__ import annotations

import io
import math
from fractions import Fraction

import pypdf
import pytest

import trio_widgets as tw
from trio_widgets.paper import MARGIN, PAGE_H, PAGE_W, Text, Triangle
from trio_widgets.paper._rules_sheet import rules_pictures
from trio_widgets.teaching import score_addends
from trio_widgets.words import LANGUAGES

PT_PER_MM = 72 / 25.4
SCORED = [p for p in tw.PRESETS if tw.Rules.preset(p).keep_score and not tw.Rules.preset(p).penalty_scoring]
WITH_BONUSES = [p for p in SCORED if tw.Rules.preset(p).hexagon_bonus and tw.Rules.preset(p).bridge_bonus]


def _runs(data: bytes, pages: int | None = None) -> list[list[tuple[str, float, float, float, float, float]]]:
    """Each page's text runs as the PDF draws them: (text, size in pt, x mm, y mm from the top,
    and the direction the letters' tops point, as dx, dy on the page with y down)."""
    out = []
    for page in pypdf.PdfReader(io.BytesIO(data)).pages[:pages]:
        runs: list[tuple[str, float, float, float, float, float]] = []

        def visit(text, cm, tm, _font, size, runs=runs):
            if not text.strip():
                return
            a, b, c, d, e, f = cm
            x, y = tm[4] * a + tm[5] * c + e, tm[4] * b + tm[5] * d + f
            scale = math.sqrt(abs(a * d - b * c) * abs(tm[0] * tm[3] - tm[1] * tm[2]))
            runs.append((text.strip(), size * scale, x / PT_PER_MM, PAGE_H - y / PT_PER_MM, c, -d))

        page.extract_text(visitor_text=visit)
        out.append(runs)
    return out


def _digits(data: bytes) -> list[tuple[str, float, float, float, float, float]]:
    return [r for page in _runs(data) for r in page if len(r[0]) == 1 and r[0].isdigit()]


# --------------------------------------------------------------------------- rules sheet


@pytest.mark.parametrize("preset", WITH_BONUSES)
def test_the_hexagon_picture_closes_one_hexagon_and_prints_the_engines_points(preset):
    rules = tw.Rules.preset(preset)
    pics = rules_pictures(rules)
    kinds = [cap.key for cap, _fig, _q in pics]
    assert kinds == ["print.rules.pic.bridge", "print.rules.pic.two_sides", "print.rules.pic.hexagon"]
    for lang in LANGUAGES:
        text = " ".join(tw.rules_sheet(preset, lang).text().split())
        for cap, fig, q in pics:
            board = q.make_board()
            score = board.score(q.move, rules)
            if cap.key.endswith("hexagon"):
                assert score.hexagons == 1 and len(board.hexagon_points(q.move)) == 1
                parts = [score.tile_value, rules.hexagon_bonus]
            elif cap.key.endswith("two_sides"):
                assert score.two_sides and not score.bridge and not score.hexagons
                assert len([c for c in tw.cell_neighbours(q.move.cell) if c in {p.cell for p in q.board}]) == 2
                parts = [score.tile_value, rules.two_sides_bonus]
            else:
                assert score.bridge and board.bridge_point(q.move) is not None
                parts = [score.tile_value, rules.bridge_bonus] + [rules.two_sides_bonus] * score.two_sides
            assert sum(parts) == score.total and score_addends(score) == parts
            printed = f"{' + '.join(map(str, parts))} = {score.total}"
            assert printed in " ".join(cap.text(lang).split()) and printed in text, (preset, lang, printed)
            # the picture drawn is this board and this move
            assert fig.placements == q.board and fig.move == q.move


@pytest.mark.parametrize("preset", list(tw.PRESETS))
def test_the_rules_pictures_digits_are_at_least_8_pt_in_the_pdf(preset):
    for lang in ("en", "hu"):
        digits = _digits(tw.rules_sheet(preset, lang).to_pdf())
        if preset in WITH_BONUSES or preset == "kids":
            assert digits, (preset, lang)
        assert all(size >= 8 for _t, size, *_ in digits), sorted(size for _t, size, *_ in digits)[:3]


def test_the_draw_rule_says_what_each_rule_set_does():
    import dataclasses

    classic = " ".join(tw.rules_sheet("classic").text().split())
    # docs/rules.md 5.3: draw one at a time until a drawn tile fits, then place any tile that fits
    assert "one tile at a time until a drawn tile fits" in classic
    assert "the one you drew or another" in classic and "and place it." not in classic
    capped = " ".join(tw.rules_sheet(dataclasses.replace(tw.Rules.preset("classic"), max_draws=3)).text().split())
    assert "at most 3 tiles" in capped and "if none fits, you pass" in capped
    assert "until a drawn tile fits" in " ".join(tw.rules_sheet("trimino_simple").text().split())
    for lang in LANGUAGES:  # a sentence of its own in every language, not the English one
        draw = tw.Msg("print.rules.draw_until").text(lang)
        assert draw != tw.Msg("print.rules.draw_until").text("en") or lang == "en"
        assert len(draw.split(".")) >= 3, (lang, draw)  # the drawing, then what is placed


def test_the_match_end_rule_says_who_wins_when_several_pass_the_target():
    text = " ".join(tw.rules_sheet("classic").text().split())
    assert "If several have, the one of them who won the last round wins" in text
    assert "if none of them won it, the one with most points wins" in text
    for lang in LANGUAGES:
        target = tw.Msg("print.rules.target", n=400).text(lang)
        assert target.count("400") >= 2 and target.count(";") >= 1, lang  # reached, then who wins


_OUR_CHOICE = {"en": "our choice", "ru": "наш выбор", "pl": "nasz wybór", "hu": "a mi választásunk"}
_HUNGARIAN = {"en": "Hungarian", "ru": "венгерск", "pl": "węgiersk", "hu": "magyar"}


def _bullets(sheet) -> list[str]:
    """The sheet's rules, one a bullet, each on one line."""
    return [" ".join(b.split()) for b in sheet.text().split("•")[1:]]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_3mino_sheets_say_which_rules_are_ours_and_not_the_leaflets(lang):
    ours = _OUR_CHOICE[lang]
    for preset in ("trimino_simple", "trimino_advanced"):
        rules = tw.Rules.preset(preset)
        bullets = _bullets(tw.rules_sheet(preset, lang))
        mine = [b for b in bullets if ours in b]
        # the 0-0-0 start: a line of its own, after the rule it speaks of, naming where it comes from
        zero = [b for b in mine if "0-0-0" in b and "3MINO" in b and _HUNGARIAN[lang] in b]
        assert len(zero) == 1, (preset, lang, mine)
        starter = next(i for i, b in enumerate(bullets) if "0-0-0" in b and ours not in b)
        assert bullets.index(zero[0]) == starter + 1, (preset, lang, bullets)
        # the target: ours for the advanced scoring only; the simple scoring's is the leaflet's
        target = [b for b in mine if str(rules.target) in b]
        assert len(target) == (preset == "trimino_advanced"), (preset, lang, mine)
        assert len(mine) == 1 + (preset == "trimino_advanced"), (preset, lang, mine)
        if target:
            assert "3MINO" in target[0] and bullets.index(target[0]) == len(bullets) - 1, (lang, bullets)
        assert tw.rules_sheet(preset, lang).page_count <= 2
    # the classic sheet follows its own leaflets: no such line
    for preset in ("classic",):
        assert not [b for b in _bullets(tw.rules_sheet(preset, lang)) if ours in b], (preset, lang)
    # a family's own target is not called ours
    import dataclasses

    own = dataclasses.replace(tw.Rules.preset("trimino_advanced"), target=500)
    assert not [b for b in _bullets(tw.rules_sheet(own, lang)) if ours in b and "500" in b], lang


_POINT_WORDS = {"en": "point", "ru": "очк", "pl": "punkt", "hu": "pont"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_kids_rules_are_pictures_and_few_words_with_no_points(lang):
    sheet = tw.rules_sheet("kids", lang)
    page = sheet.pages[0]
    text = sheet.text()
    assert _POINT_WORDS[lang] not in text.lower()
    words = [w for w in text.split() if not w.replace("-", "").isdigit()]
    assert len(words) <= 140, len(words)  # the old sheet, a list of rules, had about 200
    assert sum(isinstance(s, Triangle) for s in page.steps) >= 6  # the pictures' tiles
    runs = _runs(sheet.to_pdf())[0]
    body = [size for t, size, _x, y, *_ in runs if len(t) > 20 and y < PAGE_H - 12]  # not the footer
    assert min(body) >= 12, min(body)  # large print for a child who is learning to read
    for n in tw.Rules.preset("kids").hand_sizes:  # the deal is still there
        assert str(n) in text


# --------------------------------------------------------------------------- cut-out sheet

_CARD = {"en": "card", "ru": "картон", "pl": "karton", "hu": "karton"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_cutout_digits_point_into_their_corners_and_a_line_says_print_on_card(lang):
    sheet = tw.cutout_sheet(lang)
    data = sheet.to_pdf()
    assert _CARD[lang] in " ".join(sheet.pages[0].texts()).lower()
    tiles = [s for p in sheet.pages for s in p.steps if isinstance(s, Triangle)]
    digits = []
    for k, page in enumerate(_runs(data)):
        digits += [(k, *r) for r in page if len(r[0]) == 1 and r[0].isdigit()]
    assert len(digits) == 3 * 56
    on_page = [[s for s in p.steps if isinstance(s, Triangle)] for p in sheet.pages]
    for k, text, _size, x, y, ux, uy in digits:
        # the tile the digit is printed on, and the corner it is nearest to
        tile = min(on_page[k], key=lambda t: math.dist(t.centre, (x, y)))
        corner = min(range(3), key=lambda i: math.dist(tile.points[i], (x, y)))
        assert int(text) == tile.numbers[corner]
        cx, cy = tile.centre
        px, py = tile.points[corner]
        want = math.atan2(py - cy, px - cx)
        got = math.atan2(uy, ux)
        assert abs((got - want + math.pi) % (2 * math.pi) - math.pi) < math.radians(2), (text, got, want)
    assert len(tiles) == 56


def test_a_tile_digit_turned_into_its_corner_is_centred_where_an_upright_one_is():
    from trio_widgets.paper._tile_style import tile_steps

    pts = ((50.0, 20.0), (72.5, 59.0), (27.5, 59.0))
    upright = [s for s in tile_steps(Triangle(pts, (1, 2, 3))) if isinstance(s, Text)]
    turned = [s for s in tile_steps(Triangle(pts, (1, 2, 3), corner_digits=True)) if isinstance(s, Text)]
    assert [s.angle for s in upright] == [0, 0, 0]
    assert [round(s.angle) for s in turned] == [0, 120, -120]
    # the top corner's digit is not turned; the others keep their distance from the tile's centre
    assert (turned[0].x, turned[0].y) == (upright[0].x, upright[0].y)
    assert all(MARGIN < s.x < PAGE_W and 0 < s.y < PAGE_H for s in turned)


# --------------------------------------------------------------------------- worksheets

ALL_LESSONS = [f"{i:02d}" for i in range(1, 11)] + ["06b"]


def _labels(ws) -> list[tuple[int, float, int]]:
    """(page, y, number) of each exercise's number on the question pages, as drawn."""
    out = []
    for k, page in enumerate(ws.pages):
        for s in page.steps:
            if isinstance(s, Text) and s.bold and s.size >= 12 and s.text[:-1].isdigit() and s.text.endswith("."):
                out.append((k, s.y, int(s.text[:-1])))
    return out


@pytest.mark.parametrize("lesson", ["08"])
def test_the_scoring_sheets_print_the_bonus_values_of_the_rules_they_use(lesson):
    for seed in (0, 1, 2):
        for lang in LANGUAGES:
            ws = tw.worksheet(lesson, lang=lang, seed=seed)
            used = []
            for ex in ws.exercises:
                if "preset" in ex.info and ex.info["preset"] not in used:
                    used.append(ex.info["preset"])
            assert "classic" in used
            first = " ".join(" ".join(r[0] for r in _runs(ws.to_pdf(), pages=1)[0]).split())
            for preset in used:
                r = tw.Rules.preset(preset)
                assert tw.Msg(f"print.preset.{preset}").text(lang) in first, (lang, preset)
                plus = [r.start_bonus, r.start_bonus + r.zero_triple_bonus, r.bridge_bonus, r.two_sides_bonus]
                plus += [r.hexagon_bonus, 2 * r.hexagon_bonus, r.out_bonus]
                for v in plus:
                    if v:
                        assert f"+{v}" in first, (lesson, lang, preset, v)
                for v in (r.draw_penalty, r.pass_penalty):
                    if v:
                        assert f"\u2212{v}" in first, (lesson, lang, preset, v)
                if r.multiply_by_sides:
                    assert "×" in first or "·" in first


@pytest.mark.parametrize("lesson", ALL_LESSONS)
def test_every_task_has_room_to_write_and_no_page_holds_a_single_task_needlessly(lesson):
    for seed in range(4):
        ws = tw.worksheet(lesson, seed=seed)
        labels = _labels(ws)
        assert [n for *_k, n in labels] == list(range(1, len(ws.exercises) + 1))
        per_page = {}
        for k, _y, n in labels:
            per_page.setdefault(k, []).append(n)
        # a task alone on a page only when the page before cannot give one up (it keeps two);
        # the larger type of the young children's sheets makes some tasks a page's worth
        alone = [k for k, v in per_page.items() if len(v) == 1]
        assert all(len(per_page.get(k - 1, [])) <= 2 for k in alone), (lesson, seed, per_page)
        # after each task's number, before the next one's: a line to write on, or a table to fill
        marks = sorted(
            (k, s.y1 if hasattr(s, "y1") else s.y)
            for k, page in enumerate(ws.pages)
            for s in page.steps
            if (type(s).__name__ == "Line" and s.x2 - s.x1 > 100) or type(s).__name__ == "Rect"
        )
        ends = [(k, y) for k, y, _n in labels[1:]] + [(ws.page_count, 0.0)]
        for (k, y, n), end in zip(labels, ends):
            assert any((k, y) < m < end for m in marks), (lesson, seed, n)


def test_lesson_06_has_a_tally_table_for_the_dealing_and_fewer_look_alike_questions():
    for seed in range(4):
        ws = tw.worksheet("06", seed=seed)
        kinds = [ex.kind for ex in ws.exercises]
        assert kinds.count("chance") <= 2 and "deal_tally" in kinds
        prompts = [ex.prompt.text("en")[:30] for ex in ws.exercises]
        assert len(set(prompts)) >= len(prompts) - 1  # at most two begin alike
        tally = ws.exercises[kinds.index("deal_tally")]
        # the exact chance printed on the answer page: 1 - C(50, 9) / C(56, 9)
        p = 1 - math.comb(50, 9) / math.comb(56, 9)
        answers = " ".join(tw.Msg.text(m, "en") for m in tally.answer_text)
        assert f"{round(100 * p)} %" in answers and f"about {round(10 * p)} deals in 10" in answers
        # ten numbered rows to fill in, drawn on the question pages
        page = ws.pages[ws.exercise_pages[kinds.index("deal_tally")]]
        row_numbers = [s.text for s in page.steps if isinstance(s, Text) and s.size == 10 and s.text.isdigit()]
        assert row_numbers == [str(i) for i in range(1, 11)]


def test_lesson_06b_is_about_who_starts_and_part_1_keeps_the_hand_of_9():
    """Part 2's sheet: dealing two hands at the table (the exact chance that somebody has a
    triple on the answer page), deals to read (one where 0-0-0 may start instead) and a triple's
    chance of being dealt; part 1's sheet keeps the hand of 9 and no who-starts task."""
    dealt = 2 * tw.Rules.preset("classic").hand_sizes[0]
    p = 1 - math.comb(50, dealt) / math.comb(56, dealt)
    for seed in range(4):
        ws = tw.worksheet("06b", lang="pl", seed=seed)
        kinds = [ex.kind for ex in ws.exercises]
        assert kinds[0] == "start_tally" and kinds.count("who_starts") == 2 and "dealt_chance" in kinds
        answers = " ".join(tw.Msg.text(m, "en") for m in ws.exercises[0].answer_text)
        assert f"{round(100 * p)} %" in answers and f"about {round(10 * p)} deals in 10" in answers
        page = ws.pages[ws.exercise_pages[0]]
        row_numbers = [s.text for s in page.steps if isinstance(s, Text) and s.size == 10 and s.text.isdigit()]
        assert row_numbers == [str(i) for i in range(1, 11)]
        choice = ws.exercises[1]
        starter, tiles = choice.answer
        assert tw.Tile(0, 0, 0) in tiles and len(tiles) == 2 and "0-0-0" in tw.Msg.text(choice.answer_text[0], "pl")
        assert set(tiles) <= set(choice.info["hands"][starter])
        chance = ws.exercises[kinds.index("dealt_chance")]
        players = chance.info["players"]
        assert chance.info["tile"].is_triple
        assert chance.answer == Fraction(players * tw.Rules.preset("classic").hand_sizes[players - 2], 56)
        assert 4 <= len(ws.exercises) <= 8
        part1 = [ex.kind for ex in tw.worksheet("06", seed=seed).exercises]
        assert "who_starts" not in part1 and "start_tally" not in part1
    from trio_widgets.paper._lessons import find_lesson

    assert (
        find_lesson("06b").title.text("hu") == "06b · Ki kezd?"
        and find_lesson("06b_who_starts").stem == "06b_who_starts"
    )


def test_lesson_08_has_a_blank_score_grid():
    for lang in LANGUAGES:
        ws = tw.worksheet("08", lang=lang, seed=2)
        kinds = [ex.kind for ex in ws.exercises]
        grid = ws.exercises[kinds.index("score_grid")]
        page = ws.pages[ws.exercise_pages[kinds.index("score_grid")]]
        texts = [s.text for s in page.steps if isinstance(s, Text)]
        assert [t for t in texts if t.isdigit() and len(t) <= 2][-grid.figure.rows :] == [
            str(i) for i in range(1, grid.figure.rows + 1)
        ]
        rules = tw.Rules.preset(grid.info["preset"])
        prompt = grid.prompt.text(lang)
        assert f"\u2212{rules.draw_penalty}" in prompt and f"\u2212{rules.pass_penalty}" in prompt


def test_the_mirror_task_never_says_b_was_turned():
    said = {"en": "has been turned", "pl": "został obrócony", "hu": "elforgatták", "ru": "повёрнута "}
    seen = set()
    for seed in range(12):
        for ex in tw.worksheet("02", seed=seed).exercises:
            if ex.kind != "mirror":
                continue
            seen.add(ex.answer)
            for lang in LANGUAGES:
                assert said[lang] not in ex.prompt.text(lang), (lang, ex.answer)
    assert seen == {"same", "mirror"}


@pytest.mark.parametrize("lesson", ALL_LESSONS)
def test_board_digits_are_at_least_8_pt_and_clear_of_the_edges_in_the_pdf(lesson):
    ws = tw.worksheet(lesson, seed=1)
    for k, page in enumerate(_runs(ws.to_pdf())):
        for text, size, x, y, *_ in page:
            if len(text) == 1 and text.isdigit():
                assert size >= 8, (lesson, k, text, size)
                assert MARGIN <= x <= PAGE_W - MARGIN and MARGIN <= y <= PAGE_H - MARGIN, (lesson, k, x, y)
    for page in ws.pages:
        for s in page.steps:
            if isinstance(s, Triangle):
                assert all(MARGIN - 0.01 <= px <= PAGE_W - MARGIN + 0.01 for px, _ in s.points)
                assert all(MARGIN - 0.01 <= py <= PAGE_H - MARGIN - 8 for _, py in s.points)


def test_the_footer_gives_the_sheets_number_and_the_teachers_answers_say_what_it_is_for():
    for lang in LANGUAGES:
        a, b = tw.worksheet("03", lang=lang, seed=3), tw.worksheet("03", lang=lang, seed=4)
        fa = [r for r in _runs(a.to_pdf(), pages=1)[0] if r[3] > PAGE_H - 10][0][0]
        fb = [r for r in _runs(b.to_pdf(), pages=1)[0] if r[3] > PAGE_H - 10][0][0]
        # the pupil's page: the lesson and the sheet's number, nothing for the teacher
        assert " 3" in fa and fa.replace(" 3", " 4", 1) == fb, (fa, fb)
        assert "03" in fa and len(fa.split()) <= 8, fa
        # the teacher's answers: the sheet's number and a sentence on what it is for
        ta = [r for r in _runs(a.answers().to_pdf(), pages=1)[0] if r[3] > PAGE_H - 10][0][0]
        assert " 3" in ta and len(ta.split()) >= 10, ta
