"""Paper a teacher prints as it is (issue 29) and names that fit (issue 28): the pupil's sheet
alone, its answers apart, room to work, type for the age, a family's rules sheet with no word of
the software; every PDF read back with pypdf, pages rendered with pypdfium2."""

from __future__ import annotations

import dataclasses
import io
import itertools
import re
from fractions import Fraction

import pypdf
import pytest
from test_paper_handout import PT_PER_MM, _runs

import trio_widgets as tw
from trio_widgets.paper import MARGIN, PAGE_H, PAGE_W, Line, Text, Triangle
from trio_widgets.paper._drawing import LIGHT
from trio_widgets.paper._font import text_width
from trio_widgets.paper._rules_sheet import BODY_SIZE, PRESSMAN_LEAFLET_DRAWS, rules_pictures
from trio_widgets.paper._worksheet_pages import AGES, SUMS, YOUNG, YOUNG_PLACE
from trio_widgets.words import LANGUAGES
from trio_widgets.words._i18n import Msg

ALL_LESSONS = [f"{i:02d}" for i in range(1, 11)] + ["04b", "06b", "09b"]
LESSON_TEXT = {  # the lessons' own files, where their names are
    "01": "tools/lessons/text/{lang}/01_meet_the_tiles.md",
    "04": "tools/lessons/text/{lang}/04_scoring.md",
}


def _flat(text: str) -> str:
    return " ".join(text.split())


def _pdf_text(data: bytes) -> list[str]:
    return [_flat(p.extract_text() or "") for p in pypdf.PdfReader(io.BytesIO(data)).pages]


# --------------------------------------------------------------------------- the pupil's sheet alone


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pupils_sheet_carries_no_answer_and_no_teachers_line(lang):
    teacher = [
        Msg("print.answers.note").text(lang),
        Msg("print.answers.title", lesson="").text(lang).strip(" ·"),
        Msg("print.footer.worksheet", lesson="04", seed=7).text(lang),
    ]
    for lesson, seed in (("01", 7), ("04", 7), ("06", 7), ("08", 7), ("10", 7)):
        ws = tw.worksheet(lesson, lang=lang, seed=seed)
        pupil = " ".join(_pdf_text(ws.to_pdf()))
        answers = " ".join(_pdf_text(ws.answers().to_pdf()))
        for line in teacher:
            assert _flat(line) not in pupil, (lesson, lang, line)
        # what the pupil needs: the lesson, the sheet's number, a name and a date to write
        head = " ".join(_pdf_text(ws.to_pdf())[:1])
        for need in ("print.header.name", "print.header.date"):
            assert Msg(need).text(lang) in head
        number = _flat(Msg("print.header.sheet", seed=seed).text(lang))
        assert number in head
        assert ws.lesson_title in _flat(head.replace(number, " "))  # the number, at the title's right
        # no answer on the sheet; each on the teacher's, under the same sheet number
        assert _flat(Msg("print.header.sheet", seed=seed).text(lang)) in answers
        for ex in ws.exercises:
            for m in ex.answer_text:
                said = _flat(m.text(lang))
                assert said in answers, (lesson, lang, said)
                if len(said) > 12:
                    assert said not in pupil, (lesson, lang, said)


def test_the_answers_are_a_call_or_a_flag_and_a_class_set_is_two_documents():
    ws = tw.worksheet("04", lang="pl", seed=3)
    assert tw.worksheet("04", lang="pl", seed=3, answers=True).text() == ws.answers().text()
    assert ws.kind == "worksheet" and ws.answers().kind == "answers"
    with pytest.raises(ValueError, match="answers"):
        tw.worksheet("04", answers="yes")
    cs = tw.class_set("04", lang="pl", sheets=4, first=10)
    assert [s.seed for s in cs.sheets] == [10, 11, 12, 13]
    assert cs.page_count == sum(s.page_count for s in cs.sheets)
    assert cs.pages[0] is cs.sheets[0].pages[0] and cs.pages[cs.sheets[0].page_count] is cs.sheets[1].pages[0]
    pupil = " ".join(_pdf_text(cs.to_pdf()))
    answers = " ".join(_pdf_text(cs.answers().to_pdf()))
    assert Msg("print.answers.note").text("pl") not in pupil
    for s in cs.sheets:
        assert _flat(Msg("print.header.sheet", seed=s.seed).text("pl")) in answers
        assert s.exercises[0].answer_text[0].text("pl") in answers
    # printed on both sides: a blank back after a sheet of an odd number of pages
    both = tw.class_set("05", sheets=3, duplex=True)
    starts, at = [], 0
    for sheet in both.sheets:
        starts.append(at)
        at += sheet.page_count + sheet.page_count % 2
    assert both.page_count == at and all(k % 2 == 0 for k in starts)
    assert all(both.pages[k] is s.pages[0] for k, s in zip(starts, both.sheets))
    assert tw.class_set("05", sheets=3).page_count == sum(s.page_count for s in both.sheets)
    with pytest.raises(ValueError, match="duplex"):
        tw.class_set("05", duplex="yes")
    for bad in (0, -1, 201, "30", 2.5):
        with pytest.raises(ValueError, match="sheets"):
            tw.class_set("04", sheets=bad)
    with pytest.raises(ValueError, match="seed"):
        tw.class_set("04", first=10**9 - 1, sheets=2)


# --------------------------------------------------------------------------- room to work


def _blocks(ws):
    """For each exercise: (page, y of its number, y where the next one starts) on the pupil's pages."""
    labels = []
    for k, page in enumerate(ws.pages):
        for s in page.steps:
            if isinstance(s, Text) and s.bold and s.text[:-1].isdigit() and s.text.endswith(".") and s.x < MARGIN + 1:
                labels.append((k, s.y))
    ends = labels[1:] + [(len(ws.pages), 0.0)]
    return list(zip(labels, ends))


def _writing_lines(ws, start, end):
    return sorted(
        (k, s.y1)
        for k, page in enumerate(ws.pages)
        for s in page.steps
        if isinstance(s, Line) and s.color == LIGHT and s.x2 - s.x1 > 100 and start < (k, s.y1) < end
    )


@pytest.mark.parametrize("lesson", ALL_LESSONS)
def test_each_task_has_room_for_its_working(lesson):
    for seed in (0, 1):
        ws = tw.worksheet(lesson, lang="hu", seed=seed)
        blocks = _blocks(ws)
        assert len(blocks) == len(ws.exercises), (lesson, seed)
        for ex, (start, end) in zip(ws.exercises, blocks):
            lines = _writing_lines(ws, start, end)
            gaps = [b[1] - a[1] for a, b in itertools.pairwise(lines) if a[0] == b[0]]
            assert all(g >= 8 for g in gaps), (lesson, seed, ex.kind, gaps)  # room for a child's hand
            if ex.kind in SUMS:
                # a line for each step of the working the answers show, as the widgets say it
                assert len(lines) >= len(ex.answer_text), (lesson, seed, ex.kind, len(lines))
            elif ex.kind not in ("turn", "score_grid", "deal_tally", "start_tally", "match"):
                assert lines, (lesson, seed, ex.kind)


def test_a_young_child_writes_a_tiles_numbers_in_a_larger_place():
    sides = {True: [], False: []}
    for lesson in ("03", "05", "09"):
        for seed in range(3):
            ws = tw.worksheet(lesson, seed=seed)
            for page in ws.pages:
                for s in page.steps:
                    if isinstance(s, Triangle) and s.mark == "target":
                        sides[lesson in YOUNG].append(s.side)
    assert sides[True] and sides[False]
    assert min(sides[True]) >= 20 - 0.01  # the older children's largest
    assert sorted(sides[True])[len(sides[True]) // 2] >= YOUNG_PLACE - 0.2 > max(sides[False])


def test_the_working_room_is_blank_paper_when_printed():
    import pypdfium2 as pdfium

    ws = tw.worksheet("04", lang="ru", seed=2)
    pdf = pdfium.PdfDocument(ws.to_pdf())
    scale = 100 / 72
    checked = 0
    for ex, (start, end) in zip(ws.exercises, _blocks(ws)):
        lines = _writing_lines(ws, start, end)
        for (k, a), (k2, b) in itertools.pairwise(lines):
            if k != k2:
                continue
            image = pdf[k].render(scale=scale).to_pil().convert("L")
            mm = image.height / PAGE_H
            band = image.crop(
                (int((MARGIN + 10) * mm), int((a + 1) * mm), int((PAGE_W - MARGIN) * mm), int((b - 1) * mm))
            )
            assert band.getextrema()[0] > 200, (ex.kind, k, a, b)  # nothing printed where the child writes
            checked += 1
    assert checked >= 4


def test_a_page_of_practice_fills_the_page():
    for lesson in ("01", "04", "07"):
        ws = tw.worksheet(lesson, seed=4)
        gap = ws.age.line_gap
        for k, page in enumerate(ws.pages):
            lowest = max(s.y1 for s in page.steps if isinstance(s, Line))
            # the last writing line is less than a line above the foot of the page's room
            assert lowest >= PAGE_H - MARGIN - 8 - 8 - gap - 0.5, (lesson, k, lowest)


# --------------------------------------------------------------------------- a sheet for the age


@pytest.mark.parametrize("lesson", ["01", "03", "04", "07", "08", "10"])
def test_text_sizes_are_at_least_those_set_for_the_age(lesson):
    young = lesson in YOUNG
    ws = tw.worksheet(lesson, lang="pl", seed=1)
    runs = [r for page in _runs(ws.to_pdf()) for r in page]
    body = [(t, size) for t, size, _x, y, *_ in runs if y < PAGE_H - 12]  # not the footer
    smallest = 11 if young else 8
    assert min(size for _t, size in body) >= smallest - 0.01, sorted(body, key=lambda r: r[1])[:3]
    prompts = [size for t, size in body if len(t) > 25]
    want = (AGES["young"] if young else AGES["older"]).prompt
    assert prompts and sorted(prompts)[len(prompts) // 2] >= want - 0.01  # the tasks themselves
    if young:
        assert min(prompts) >= AGES["young"].box - 0.01


def test_a_young_sheets_points_box_has_only_the_points_its_tasks_use():
    for seed in range(3):
        young = tw.worksheet("04", seed=seed)
        older = tw.worksheet("08", seed=seed)
        box = [s.text for s in young.pages[0].steps if isinstance(s, Text) and s.text.startswith("\u2022")]
        assert 2 <= len(box) <= 4, box  # a tile's sum, the start, going out: not every bonus of the game
        assert not any("hexagon" in b or "bridge" in b for b in box), box
        assert any("hexagon" in s.text for s in older.pages[0].steps if isinstance(s, Text))


def test_every_sheet_asks_what_its_lesson_taught_and_uses_the_lessons_names():
    for seed in range(6):
        first = {ex.kind for ex in tw.worksheet("01", seed=seed).exercises}
        chance = tw.worksheet("06", seed=seed).exercises
        assert not first & {ex.kind for ex in chance}, seed  # no "tiles worth 4" again in lesson 06
        own = [ex for ex in chance if ex.kind == "own_tile"]
        assert len(own) == 1 and own[0].answer == Fraction(own[0].info["hand"], 56)
    for lang in LANGUAGES:
        names = [Msg(f"print.name.{i}").text(lang) for i in range(2)]
        with open(LESSON_TEXT["01"].format(lang=lang), encoding="utf-8") as f:
            lesson = f.read()
        # the girl's and the boy's names on paper are the lesson's (as the lesson declines them)
        assert all(n.rstrip("aeiouyаеияоуыь") in lesson for n in names), (lang, names)
    assert "Ben" not in " ".join(tw.worksheet(k, seed=0).text() for k in ("01", "04", "05", "08"))


# --------------------------------------------------------------------------- the family's rules sheet

SOFTWARE = {
    "en": ["jupyter", "notebook", "widget", "python", "program", "computer", "engine", "click", "download"],
    "ru": ["jupyter", "блокнот", "виджет", "python", "программ", "компьютер", "нажмите"],
    "pl": ["jupyter", "notatnik", "widżet", "python", "program", "komputer", "kliknij"],
    "hu": ["jupyter", "notebook", "python", "program", "számítógép", "kattint"],
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rules_sheet_is_for_a_family_at_a_table(lang):
    for preset in tw.PRESETS:
        rules = tw.Rules.preset(preset)
        sheet = tw.rules_sheet(preset, lang)
        data = sheet.to_pdf()
        text = " ".join(_pdf_text(data)).lower()
        assert not [w for w in SOFTWARE[lang] if w in text], (preset, lang)
        # which way play goes, apart from how a tile is placed
        order = _flat(Msg("print.rules.order" if rules.keep_score else "print.kids.order").text(lang))
        assert order.lower() in text, (preset, lang)
        if rules.keep_score:  # a rule of its own, not the start of the rule how a tile is placed
            bullets = [_flat(b) for b in sheet.text().split("\u2022")]
            assert order in bullets, (preset, lang)
        runs = [r for page in _runs(data) for r in page if r[3] < PAGE_H - 12]
        if rules.keep_score:
            # no wall of small print: the rules at BODY_SIZE or more, the headings larger
            body = [size for t, size, *_ in runs if len(t) > 30]
            assert min(body) >= BODY_SIZE - 0.01, (preset, lang, min(body))
            heads = [Msg(k.key).text(lang) for k, _lines in sheet.sections]
            for h in heads:
                assert any(t == h and size >= BODY_SIZE + 2 for t, size, *_ in runs), (preset, lang, h)
            # a picture for each bonus a tile earns on the table
            pics = {cap.key.rsplit(".", 1)[1] for cap, _f, _q in rules_pictures(rules)}
            board = {"bridge": rules.bridge_bonus, "two_sides": rules.two_sides_bonus, "hexagon": rules.hexagon_bonus}
            scored = not rules.penalty_scoring
            assert pics == {k for k, v in board.items() if v and scored}, (preset, pics)
        assert sheet.page_count <= 2


def test_the_pressman_sheet_says_which_leaflet_it_follows():
    assert tw.Rules.preset("pressman").max_draws is None
    for lang in LANGUAGES:
        said = _flat(Msg("print.rules.our_draw", n=PRESSMAN_LEAFLET_DRAWS).text(lang))
        assert said in _flat(tw.rules_sheet("pressman", lang).text()) and "Pressman" in said
        assert str(PRESSMAN_LEAFLET_DRAWS) in said
        assert said not in _flat(tw.rules_sheet("classic", lang).text())
        capped = dataclasses.replace(tw.Rules.preset("pressman"), max_draws=3)
        assert said not in _flat(tw.rules_sheet(capped, lang).text())


# --------------------------------------------------------------------------- long names fit (issue 28)


def _glyphs_inside(data: bytes) -> list[tuple[str, float, float, float]]:
    """The text runs of a PDF that reach outside the page's printable area (the margins), as
    (text, left, right, baseline) in mm, each measured in its own face (regular or bold)."""
    out = []
    for page in pypdf.PdfReader(io.BytesIO(data)).pages:

        def visit(text, cm, tm, font, size):
            if not text.strip() or abs(cm[2]) > 1e-6 or abs(tm[1]) > 1e-6:  # a turned digit of a cut-out tile
                return
            bold = "bold" in str((font or {}).get("/BaseFont", "")).lower()
            scale = abs(cm[0] * tm[0]) or 1.0
            x = (tm[4] * cm[0] + cm[4]) / PT_PER_MM
            y = PAGE_H - (tm[5] * cm[3] + cm[5]) / PT_PER_MM
            right = x + text_width(text.strip(), size * scale, bold)
            if x < MARGIN - 0.5 or right > PAGE_W - MARGIN + 0.5 or not MARGIN - 5 < y < PAGE_H - 3:
                out.append((text.strip(), x, right, y))

        page.extract_text(visitor_text=visit)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_name_with_no_break_point_fits_every_printable(lang):
    long = "W" * 40
    for base in ("classic", "kids"):
        sheet = tw.rules_sheet(dataclasses.replace(tw.Rules.preset(base), name=long), lang)
        data = sheet.to_pdf()
        assert not _glyphs_inside(data), (base, lang, _glyphs_inside(data)[:2])
        assert long in re.sub(r"\s", "", " ".join(_pdf_text(data)))  # the whole name, wrapped or smaller
    # a worksheet of a lesson registered under a long title, and the sheets themselves
    from trio_widgets import paper as P

    try:
        P.register_lesson(
            "45_" + "x" * 40, Msg("print.rules.title", rules="Ж" * 40), lambda rng, seed: [P.ex_tile_values(rng)]
        )
        for doc in (tw.worksheet(45, lang=lang), tw.worksheet(45, lang=lang).answers()):
            assert not _glyphs_inside(doc.to_pdf()), (lang, doc.kind)
    finally:
        P.LESSONS.pop("45", None)
    for lesson in ("04", "10"):
        assert not _glyphs_inside(tw.worksheet(lesson, lang=lang, seed=3).to_pdf()), lesson
