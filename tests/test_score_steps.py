"""One score explainer: Score.steps() is the arithmetic and its words; explain(), the game widget's
summary, the score sheet's lines, the scoring exercises, the drill, the lessons' questions and the
printed answer pages all say a step with its ``score.<name>`` words, never a second copy of them."""

from __future__ import annotations

import itertools
import random
import re
import sys
from pathlib import Path

import pytest

import trio_widgets as tw
from trio_widgets import teaching as ex
from trio_widgets.paper._worksheets import ex_score
from trio_widgets.scoresheet import ScoreSheet, score_parts
from trio_widgets.teaching import drill_question
from trio_widgets.widgets import AdditionDrill, Question
from trio_widgets.widgets._game_view import score_parts as _score_parts
from trio_widgets.words import LANGUAGES, catalogue, keys, t

REPO = Path(__file__).resolve().parents[1]

FACTS = [
    dict(first=True),
    dict(sides=1),
    dict(sides=2),
    dict(sides=3),
    dict(sides=1, bridge=True),
    dict(sides=2, hexagons=1),
    dict(sides=3, hexagons=2),
    dict(sides=3, hexagons=3),
]


def _scores():
    for preset, tile, facts in itertools.product(tw.PRESETS, ["0-0-0", "5-5-5", "1-2-3", "2-4-5"], FACTS):
        yield tw.score_from_facts(tile, tw.Rules.preset(preset), **facts)


def test_steps_add_up_to_the_total():
    for s in _scores():
        steps = s.steps()
        if not s.counted:
            assert [m.key for m in steps] == ["score.not_counted"] and s.total == 0
            continue
        assert steps[0].key == "score.sum"
        if not s.bonus:
            # a lone sum (or the sum times the sides) is the whole score: said once, no total after it
            assert steps == s.steps(total=False) and steps[-1].key in ("score.sum", "score.sides")
            assert steps[-1].kwargs["points" if steps[-1].key == "score.sides" else "value"] == s.total
            continue
        assert steps[-1].key == "score.total"
        assert steps[-1].kwargs == {"total": s.total}
        base = steps[1].kwargs["points"] if len(steps) > 1 and steps[1].key == "score.sides" else s.tile_value
        bonuses = [m.kwargs["points"] for m in steps[1:-1] if m.key != "score.sides"]
        assert base + sum(bonuses) == s.total, s
        assert s.steps(total=False) == steps[:-1]


def sep_join(lang, steps):
    return t("score.sep", lang).join(m.text(lang) for m in steps)


def _said_numbers(text):
    return re.findall(r"\d+", text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_lone_sum_is_said_once(lang):
    """A score with no bonus says its total once: ``2 + 3 + 5 = 10``, never ``10 = 10`` or
    ``total 10`` after it, in explain(), the game widget, the score sheet, the exercises and the
    printed answer pages."""
    pressman = tw.Rules.preset("pressman")
    s = tw.score_from_facts("2-3-5", pressman)
    assert s.explain(lang) == t("score.sum", lang, a=2, b=3, c=5, value=10)
    assert _said_numbers(s.explain(lang)).count("10") == 1
    assert [k for k, _ in _score_parts(s)] == ["score.sum"]
    times = tw.score_from_facts("2-4-5", tw.Rules.preset("trimino_advanced"), sides=2)
    assert _said_numbers(times.explain(lang)).count("22") == 1
    # the score sheet's line
    sheet = ScoreSheet(["Ann", "Bo"], "trimino_advanced")
    sheet.turn("Ann", "4-4-4")
    sheet.turn("Bo", "2-4-5", sides=2)
    assert sheet.explain(1, lang) == sep_join(lang, times.steps())
    assert _said_numbers(sheet.explain(1, lang)).count("22") == 1
    # the scoring exercises and the printed answer pages: no last line after a lone sum
    for preset, sc in _exercise_scores():
        said = ex.score_steps(sc, preset)
        if sc.counted and not sc.bonus:
            assert not ex.says_total(sc) and said[-1].key not in ("score.total", "score.add_up"), (preset, sc)
            last = said[-1].text(lang) if said[-1].key.startswith("score.") else said[-2].text(lang)
            assert _said_numbers(" ".join(m.text(lang) for m in said)).count(str(sc.total)) == _said_numbers(
                last
            ).count(str(sc.total))


def test_explain_is_the_steps_said_in_a_language():
    for s in _scores():
        for lang in LANGUAGES:
            assert s.explain(lang) == t("score.sep", lang).join(m.text(lang) for m in s.steps())


def test_explain_in_english_is_unchanged():
    rules = tw.Rules.preset("pressman")
    assert tw.score_from_facts("3-4-5", rules, bridge=True).explain() == "3 + 4 + 5 = 12, bridge +40, total 52"
    # the texts the engine gave before the steps existed
    assert (
        tw.score_from_facts("2-4-5", rules, sides=3, hexagons=2).explain()
        == "2 + 4 + 5 = 11, 2 hexagons +100, total 111"
    )
    assert (
        tw.score_from_facts("2-4-5", tw.Rules.preset("trimino_advanced"), sides=2).explain()
        == "2 + 4 + 5 = 11, × 2 sides = 22"
    )
    # issue 38: the start bonuses said as a teacher would ("start with a triple +10" read as an order)
    assert (
        tw.score_from_facts("0-0-0", tw.Rules.preset("classic"), first=True).explain()
        == "0 + 0 + 0 = 0, starting with a triple gives 10 more points, starting with 0-0-0 gives 30 more points, total 40"
    )
    assert (
        tw.score_from_facts("1-2-3", tw.Rules.preset("trimino_simple")).explain()
        == "1 + 2 + 3 = 6; no points are scored while playing in this game"
    )


@pytest.mark.parametrize(
    ("lang", "start", "zero"),
    [
        (
            "pl",
            1,
            "za start żetonem potrójnym dochodzi jeszcze 1 punkt, za start żetonem 0-0-0 dochodzą jeszcze 22 punkty",
        ),
        (
            "pl",
            10,
            "za start żetonem potrójnym dochodzi jeszcze 10 punktów, za start żetonem 0-0-0 dochodzi jeszcze 30 punktów",
        ),
        ("ru", 21, "первый ход тройкой приносит ещё 21 очко, первый ход фишкой 0-0-0 приносит ещё 22 очка"),
        ("ru", 10, "первый ход тройкой приносит ещё 10 очков, первый ход фишкой 0-0-0 приносит ещё 30 очков"),
        ("en", 1, "starting with a triple gives 1 more point, starting with 0-0-0 gives 22 more points"),
    ],
)
def test_the_start_bonuses_are_said_as_a_teacher_would_with_the_noun_agreeing(lang, start, zero):
    """Polish 'rozpoczęcie żetonem potrójnym dodaje do wyniku 10' was stiff: a teacher writes 'za
    start żetonem potrójnym dochodzi jeszcze 10 punktów', the noun agreeing with any rules' points."""
    import dataclasses

    rules = dataclasses.replace(
        tw.Rules.preset("classic"), start_bonus=start, zero_triple_bonus=22 if start != 10 else 30
    )
    said = tw.score_from_facts("0-0-0", rules, first=True).explain(lang)
    assert zero in said, said


def test_game_widget_and_sheet_use_the_steps():
    for s in _scores():
        assert _score_parts(s) == [[m.key, m.kwargs] for m in s.steps()]
        assert score_parts(s, "pl") == [m.text("pl") for m in s.steps(total=False)]


def _exercise_scores():
    for seed, focus in itertools.product(range(6), ex.FOCUSES):
        q = ex.make_scoring_question(seed, focus)
        for preset in ex.SCORING_PRESETS:
            yield preset, q.score(preset)


def _add_up_is_right(last, s):
    """The last line of a score worked out step by step: its numbers added up, or the total."""
    if last.key == "score.total":
        assert last.kwargs == {"total": s.total} and len(ex.score_addends(s)) == 1 and not s.counted
    else:
        assert last.key == "score.add_up" and last.kwargs["total"] == s.total
        numbers = [int(n) for n in last.kwargs["sum"].split(" + ")]
        assert numbers == ex.score_addends(s) and sum(numbers) == s.total and len(numbers) > 1


def test_exercises_say_the_engines_steps_then_notes_then_the_sum():
    for preset, s in _exercise_scores():
        said = ex.score_steps(s, preset)
        body = said[:-1] if ex.says_total(s) else said
        steps = [m for m in body if m.key.startswith("score.")]
        assert steps == s.steps(total=False), (preset, s)
        assert all(m.key in ex.SCORE_NOTES for m in body if not m.key.startswith("score."))
        if ex.says_total(s):
            _add_up_is_right(said[-1], s)


def _step_texts(s, lang):
    return [m.text(lang) for m in s.steps(total=False)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_surface_words_a_step_as_the_engine_does(lang):
    """For many plays: the text each surface shows for a step is the step's ``score.<name>`` text."""
    sep = t("score.sep", lang)
    for preset, s in _exercise_scores():
        engine = _step_texts(s, lang)
        # explain() and the score sheet
        assert s.explain(lang).split(sep)[: len(engine)] == engine
        assert score_parts(s, lang) == engine
        # the exercise: the engine's texts in order, the notes between them are other words
        said = [m.text(lang) for m in ex.score_steps(s, preset)]
        assert [x for x in said if x in engine] == engine
    # the printed answer page: one line a step, the engine's words, then the sum
    rng = random.Random(7)
    for focus, preset in itertools.product(ex.FOCUSES, ["classic", "pressman", "trimino_advanced"]):
        e = ex_score(rng, focus, preset)
        q = e.info["question"]
        s = q.make_board().score(q.move, tw.Rules.preset(preset))
        lines = [m.text(lang) for m in e.answer_text]
        if not ex.says_total(s):
            assert lines == _step_texts(s, lang) and lines[-1].endswith(str(s.total)), (focus, preset, lines)
            continue
        assert lines[:-1] == _step_texts(s, lang) and lines[-1].endswith(str(s.total)), (focus, preset, lines)
    # the drill: its bonuses and its running sums carry the engine's words
    for level, seed in itertools.product((1, 2, 4), range(40)):
        d = drill_question(level, seed)
        bonus_words = [m.text(lang) for m in d.bonus_steps()]
        assert [m.key for m in d.bonus_steps()] == [k for k, _, _ in d.bonuses]
        # each bonus's words carry its points ("bridge +40"; issue 38: "starting with a triple
        # gives 10 more points", no longer "start with a triple +10", which read as an order)
        assert all(re.search(rf"(?<!\d){points}(?!\d)", w) for w, (_, points, _) in zip(bonus_words, d.bonuses))
        tile = d.tiles[0]
        first = t("score.sum", lang, a=tile[0], b=tile[1], c=tile[2], value=tile.value)
        assert d.steps[0].text(lang) == first
        for m, words in zip(d.steps[1:], bonus_words):
            assert m.text(lang).startswith(words + ":") and m.text(lang).endswith(f"= {m.kwargs['total']}")
    # the drill widget shows the bonuses in the engine's words
    drill = AdditionDrill(level=4, seed=3, lang=lang)
    shown = drill.question_view["bonuses"]
    assert shown and shown == [m.text(lang) for m in drill.question.bonus_steps()]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lessons_questions_word_a_step_as_the_engine_does(lang):
    """Lesson 04b's sums: the parts a hint names are the engine's steps of the lesson's moves, in
    the engine's words, and the hint places them after a colon (grammatical in every language)."""
    sys.path.insert(0, str(REPO / "tools"))
    import build_lessons
    from lessons.common import score_steps

    classic = tw.Rules.preset("classic")
    for s in (
        tw.score_from_facts("1-2-2", classic, bridge=True),
        tw.score_from_facts("5-5-5", classic, sides=2, hexagons=1),
    ):
        parts = score_steps(s)
        words = [build_lessons._words(w, lambda tid, lg: "").text(lang) for w, _ in parts]
        assert words == _step_texts(s, lang)
        assert sum(v for _, v in parts) == s.total
    # the widget's hint, from the committed questions: "you left out" + the bridge's own words
    bridge = tw.score_from_facts("1-2-2", classic, bridge=True)
    w = Question.lesson("04b", "ex1", lang=lang)  # the bridge and the hexagon: part 2 of lesson 04
    w.handle({"action": "answer", "part": w.part, "value": 12})
    w.next()
    w.handle({"action": "answer", "part": w.part, "value": bridge.tile_value})
    left_out = t("question.hint.sum.left_out", lang, typed=bridge.tile_value, part=t("score.bridge", lang, points=40))
    assert w.feedback_text == left_out
    assert t("score.bridge", lang, points=40) in w.feedback_text


OLD_FAMILIES = ("teach.score.step.", "print.step.", "drill.bonus.", "drill.step.")
OLD_QUESTION_STEPS = ("sum", "sides", "start", "zero_triple", "bridge", "two_sides", "hexagon")


def test_one_family_of_step_words_in_every_catalogue():
    """No second copy of a step's words: the families that renamed the engine's steps are gone."""
    engine_steps = {f"score.{k}" for k in ("sum", "sides", "start", "zero_triple", "bridge", "two_sides", "hexagon")}
    for lang in LANGUAGES:
        cat = catalogue(lang)
        assert engine_steps <= set(cat)
        for k in keys(lang):
            assert not k.startswith(OLD_FAMILIES), k
            assert k not in {f"question.step.{s}" for s in OLD_QUESTION_STEPS}, k
        # and no other key says a step's words (the rules' legends, what a bonus is worth, are rules)
        for step in ("score.bridge", "score.two_sides", "score.start", "score.zero_triple"):
            words = t(step, lang, points=999).replace("+999", "").strip()
            copies = [
                k
                for k, v in cat.items()
                if isinstance(v, str)
                and k != step
                and not k.startswith(("_", "print.rules.", "print.points.", "teach.score.rule."))
                and re.fullmatch(rf"{re.escape(words)}:? *\+?\{{\w+\}}", v, re.IGNORECASE)
            ]
            assert copies == [], (lang, step, copies)


@pytest.mark.parametrize("preset", ["pressman", "trimino_simple"])
def test_the_score_sheet_line_has_no_unfilled_words(preset):
    sheet = ScoreSheet(["Ann", "Bob"], preset)
    sheet.turn("Ann", "4-4-4")
    sheet.turn("Bob", "3-4-5", sides=1)
    for lang in LANGUAGES:
        for i in range(2):
            assert "{" not in sheet.explain(i, lang)
