"""Sheets a teacher hands out as they are: every picture's number re-computed by the engine, the
sizes and angles of what is printed measured in the PDF itself."""

from __future__ import annotations

import io
import math

import pypdf
import pytest

import trio_widgets as tw
from trio_widgets.i18n import LANGUAGES
from trio_widgets.paper import MARGIN, PAGE_H, PAGE_W, Text, Triangle
from trio_widgets.paper._rules_sheet import rules_pictures
from trio_widgets.paper._worksheets import score_parts

PT_PER_MM = 72 / 25.4
SCORED = [p for p in tw.PRESETS if tw.Rules.preset(p).keep_score and not tw.Rules.preset(p).penalty_scoring]
WITH_BONUSES = [p for p in SCORED if tw.Rules.preset(p).hexagon_bonus and tw.Rules.preset(p).bridge_bonus]


def _runs(data: bytes) -> list[list[tuple[str, float, float, float, float, float]]]:
    """Each page's text runs as the PDF draws them: (text, size in pt, x mm, y mm from the top,
    and the direction the letters' tops point, as dx, dy on the page with y down)."""
    pages = []
    for page in pypdf.PdfReader(io.BytesIO(data)).pages:
        runs: list[tuple[str, float, float, float, float, float]] = []

        def visit(text, cm, tm, _font, size, runs=runs):
            if not text.strip():
                return
            a, b, c, d, e, f = cm
            x, y = tm[4] * a + tm[5] * c + e, tm[4] * b + tm[5] * d + f
            scale = math.sqrt(abs(a * d - b * c) * abs(tm[0] * tm[3] - tm[1] * tm[2]))
            runs.append((text.strip(), size * scale, x / PT_PER_MM, PAGE_H - y / PT_PER_MM, c, -d))

        page.extract_text(visitor_text=visit)
        pages.append(runs)
    return pages


def _digits(data: bytes) -> list[tuple[str, float, float, float, float, float]]:
    return [r for page in _runs(data) for r in page if len(r[0]) == 1 and r[0].isdigit()]


# --------------------------------------------------------------------------- rules sheet


@pytest.mark.parametrize("preset", WITH_BONUSES)
def test_the_hexagon_picture_closes_one_hexagon_and_prints_the_engines_points(preset):
    rules = tw.Rules.preset(preset)
    pics = rules_pictures(rules)
    kinds = [cap.key for cap, _fig, _q in pics]
    assert kinds == ["print.rules.pic.bridge", "print.rules.pic.hexagon"]
    for lang in LANGUAGES:
        text = " ".join(tw.rules_sheet(preset, lang).text().split())
        for cap, fig, q in pics:
            board = q.make_board()
            score = board.score(q.move, rules)
            if cap.key.endswith("hexagon"):
                assert score.hexagons == 1 and len(board.hexagon_points(q.move)) == 1
                parts = [score.tile_value, rules.hexagon_bonus]
            else:
                assert score.bridge and board.bridge_point(q.move) is not None
                parts = [score.tile_value, rules.bridge_bonus] + [rules.two_sides_bonus] * score.two_sides
            assert sum(parts) == score.total and score_parts(score) == parts
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
    # RULES.md 5.3: draw one at a time until a drawn tile fits, then place any tile that fits
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
