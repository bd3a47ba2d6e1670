"""One score explainer: Score.steps() is the arithmetic; explain(), the game widget's summary,
the score sheet's lines and the scoring exercises are all made from it."""

from __future__ import annotations

import itertools

import pytest

import trio_widgets as tw
from trio_widgets import exercises as ex
from trio_widgets.i18n import LANGUAGES, t
from trio_widgets.scoresheet import ScoreSheet, score_parts
from trio_widgets.widgets._game_view import score_parts as _score_parts

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
        assert steps[0].key == "score.sum" and steps[-1].key == "score.total"
        assert steps[-1].kwargs == {"total": s.total}
        base = steps[1].kwargs["points"] if len(steps) > 1 and steps[1].key == "score.sides" else s.tile_value
        bonuses = [m.kwargs["points"] for m in steps[1:-1] if m.key != "score.sides"]
        assert base + sum(bonuses) == s.total, s
        assert s.steps(total=False) == steps[:-1]


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
        == "2 + 4 + 5 = 11, × 2 sides = 22, total 22"
    )
    assert (
        tw.score_from_facts("0-0-0", tw.Rules.preset("classic"), first=True).explain()
        == "0 + 0 + 0 = 0, start with a triple +10, start with 0-0-0 +30, total 40"
    )
    assert (
        tw.score_from_facts("1-2-3", tw.Rules.preset("trimino_simple")).explain()
        == "1 + 2 + 3 = 6; no points are scored while playing in this game"
    )


def test_game_widget_sheet_and_exercises_use_the_steps():
    for s in _scores():
        assert _score_parts(s) == [[m.key, m.kwargs] for m in s.steps()]
        assert score_parts(s, "pl") == [m.text("pl") for m in s.steps(total=False)]
    for seed, focus in itertools.product(range(6), ex.FOCUSES):
        q = ex.make_scoring_question(seed, focus)
        for preset in ex.SCORING_PRESETS:
            s = q.score(preset)
            said = ex.score_steps(s, preset)
            assert said[-1].kwargs["total"] == s.total
            # every bonus of the engine's steps is said, with the same points
            engine = [m.kwargs["points"] for m in s.steps(total=False) if m.key not in ("score.sum", "score.sides")]
            exercise = [m.kwargs["p"] for m in said if m.key in ex._BONUS_STEPS.values()]
            assert engine == exercise


@pytest.mark.parametrize("preset", ["pressman", "trimino_simple"])
def test_the_score_sheet_line_has_no_unfilled_words(preset):
    sheet = ScoreSheet(["Ann", "Bob"], preset)
    sheet.turn("Ann", "4-4-4")
    sheet.turn("Bob", "3-4-5", sides=1)
    for lang in LANGUAGES:
        for i in range(2):
            assert "{" not in sheet.explain(i, lang)
