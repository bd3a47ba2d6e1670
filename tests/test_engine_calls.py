"""The engine's public calls for widgets: typed history, the last play, undo steps, the round-end
breakdown, the fast scoring path, the mosaic model and the exercise checkers."""

from __future__ import annotations

import json

import pytest

import trio_widgets as tw
from trio_widgets import teaching as ex
from trio_widgets.engine import DealEvent, DrawEvent, Mosaic, MosaicRefused, PassEvent, PlayEvent, RoundEndEvent
from trio_widgets.players import make_bot
from trio_widgets.words import Msg


def _played_round(preset: str = "pressman", seed: int = 3) -> tw.Game:
    g = tw.Game(tw.Rules.preset(preset), players=["Ann", "Bob", "Cleo"], seed=seed)
    bot = make_bot("greedy")
    while not g.round_over:
        bot.act(g)
    return g


def test_history_is_typed_and_still_reads_like_dicts():
    g = _played_round()
    kinds = {type(e) for e in g.history}
    assert {DealEvent, PlayEvent, RoundEndEvent} <= kinds
    for e in g.history:
        assert e["type"] == e.type == e.get("type") and "type" in e
        assert dict(e) == e.to_dict() and set(e) == set(e.to_dict())
        with pytest.raises(AttributeError):  # frozen: what happened stays so
            e.points = []  # type: ignore[misc]
    play = next(e for e in g.history if isinstance(e, PlayEvent))
    assert play["score"] is play.score and play.points == play.score.total
    assert play.explain == play.score.explain()
    with pytest.raises(KeyError):
        play["no_such_field"]


def test_last_play_last_action_and_turn_events():
    g = tw.Game("pressman", players=2, seed=7)
    assert g.last_play() is None and g.last_action() is None and g.turn_events() == []
    score = g.play(g.legal_placements()[0])
    assert g.last_play() is g.last_action() is g.history[-1]
    assert g.last_play().score == score and g.last_play().seat == 0
    bot = make_bot("greedy")
    while not any(isinstance(e, (DrawEvent, PassEvent)) for e in g.turn_events()) and not g.round_over:
        bot.act(g)
    events = g.turn_events()
    assert events == [e for e in g.history if isinstance(e, (PlayEvent, DrawEvent, PassEvent))]
    assert g.last_action() is events[-1]
    plays = [e for e in events if isinstance(e, PlayEvent)]
    assert g.last_play() is plays[-1]
    # a new round starts with nothing
    g2 = _played_round()
    g2.next_round()
    assert g2.last_play() is None and g2.turn_events() == [] and g2.round_end() is None


def test_undo_steps_counts_back_to_the_players_own_action():
    g = tw.Game("pressman", players=["Ann", "Bob"], seed=7)
    assert g.undo_steps([0]) is None
    bot = make_bot("greedy")
    for _ in range(5):
        bot.act(g)
    events = g.turn_events()
    last_ann = max(i for i, e in enumerate(events) if e.seat == 0)
    steps = g.undo_steps([0])
    assert steps == len(events) - last_ann
    before = g.to_json()
    target = len(events) - steps
    g.undo(steps)
    assert len(g.turn_events()) == target
    assert g.to_json() != before
    assert g.undo_steps([0, 1]) == (1 if g.turn_events() else None)


@pytest.mark.parametrize("preset", ["pressman", "classic", "trimino_simple", "kids"])
def test_round_end_steps_add_up_to_the_round_end_points(preset):
    for seed in range(8):
        g = _played_round(preset, seed)
        end = g.round_end()
        assert isinstance(end, RoundEndEvent) and end is [e for e in g.history if isinstance(e, RoundEndEvent)][-1]
        for seat in range(g.num_players):
            steps = g.round_end_steps(seat)
            if not g.counting:
                assert steps == []
                continue
            signed = {"round.out_bonus": 1, "round.from_hands": 1, "round.own_hand": -1}
            assert sum(signed[m.key] * m.kwargs["points"] for m in steps) == end.points[seat]
            assert bool(steps) == (seat == end.seat or (end.how == "blocked" and seat in end.winners))


def test_the_fast_scoring_path_gives_the_checked_score():
    g = _played_round("classic", 1)
    board = g.board
    rules = g.rules
    for tile in tw.full_set()[:20]:
        if tile in board:
            continue
        for p in board.legal_placements(tile):
            assert board.score_unchecked(p, rules) == board.score(p, rules)
    b = tw.Board()
    p = b.legal_placements(tw.Tile(5, 5, 5))[0]
    b.place_unchecked(p)
    assert b.placements == (p,)


def test_mosaic_model():
    m = Mosaic()
    m.place("0,0,u")
    m.place(tw.Cell(0, 0, False), (1, 2, 3))
    assert len(m) == 2 and m.used() == {tw.Tile(1, 2, 3)}
    for cell, corners, key in [
        ("0,0,u", None, "mosaic.taken"),
        ("41,0,u", None, "mosaic.far"),
        ("1,0,u", (3, 1, 2), "mosaic.used"),
        ("1,0,u", (3, 2, 1), "error.mirror"),
        ("1,0,u", (6, 1, 1), "error.not_a_tile"),
    ]:
        why = m.problem(cell, corners)
        assert isinstance(why, Msg) and why.key == key
        before = m.cells
        with pytest.raises(MosaicRefused) as e:
            m.place(cell, corners)
        assert e.value.msg == why and m.cells == before
        assert str(e.value) == why.text("en")
    with pytest.raises(MosaicRefused):
        m.remove("5,5,u")
    m.remove("0,0,u")
    assert list(m) == [tw.Cell(0, 0, False)]
    text = m.to_json()
    assert Mosaic.from_json(text) == m and json.loads(text)["format"] == "trio_widgets/mosaic"
    full = Mosaic(max_value=1)
    for i, t in enumerate(tw.full_set(1)):
        full.place(f"{i},0,u", tuple(t))
    assert full.problem("9,9,u").key == "mosaic.full"
    m.clear()
    assert len(m) == 0


@pytest.mark.parametrize(
    "text",
    [
        "nope",
        '{"format": "x", "version": 1, "cells": []}',
        '{"format": "trio_widgets/mosaic", "version": 1, "cells": [["0,0,u", null], ["0,0,u", null]]}',
        '{"format": "trio_widgets/mosaic", "version": 1, "cells": [["0,0,u", [1, 2, 3]], ["1,0,u", [2, 3, 1]]]}',
        '{"format": "trio_widgets/mosaic", "version": 1, "cells": [["0,0,u", [3, 2, 1]]]}',
        '{"format": "trio_widgets/mosaic", "version": 1, "cells": [["99,0,u", null]]}',
        '{"format": "trio_widgets/mosaic", "version": 1, "cells": [[1, null]]}',
    ],
)
def test_a_bad_saved_mosaic_is_refused_with_a_message(text):
    with pytest.raises(ValueError, match=r"\w"):
        Mosaic.from_json(text)


def test_exercise_checkers_are_public():
    assert ex.check_seed(3) == 3
    assert ex.check_max_value(5) == 5
    assert ex.check_grouping("kind") == "kind"
    assert ex.check_number(2, 5) == 2
    assert ex.check_difficulty("bridge") == "bridge"
    assert ex.check_focus("hexagon") == "hexagon"
    assert ex.is_whole_number(3) and not ex.is_whole_number(True) and not ex.is_whole_number(3.0)
    assert ex.short_text("x" * 50).endswith("…") and len(ex.short_text("x" * 50)) == 24
    for bad in (lambda: ex.check_seed(-1.5), lambda: ex.check_difficulty("easy"), lambda: ex.check_focus(1)):
        with pytest.raises(ex.ExerciseError):
            bad()


@pytest.mark.parametrize("preset", ["pressman", "trimino_simple", "kids"])
def test_what_a_position_allows_is_asked_once_and_answered_the_same(preset):
    """The quick questions (can_draw, can_pass, scored_placements) agree with the worded ones
    (draw_problem, pass_problem, preview) at every step of a game, and what is handed out
    cannot change the game."""
    g = tw.Game(preset, players=3, seed=11)
    bots = [make_bot(k, seed=i) for i, k in enumerate(("random", "greedy", "smart"))]
    steps = 0
    while not g.round_over:
        assert g.can_draw() == (g.draw_problem() is None)
        assert g.can_pass() == (g.pass_problem() is None)
        legal = g.legal_placements()
        scored = g.scored_placements()
        assert [p for p, _ in scored] == legal
        assert all(s == g.preview(p) for p, s in scored)
        legal.clear()  # a copy: the game's own list is untouched
        assert [p for p, _ in g.scored_placements()] == [p for p, _ in scored]
        bots[g.current].act(g)
        steps += 1
    assert steps > 10


def test_a_placement_worked_out_for_an_earlier_position_is_checked_again():
    g = tw.Game("pressman", players=2, seed=7)
    first = g.scored_placements()
    g.play(first[0][0])
    stale = first[1][0] if len(first) > 1 else first[0][0]
    why = g.play_problem(stale)
    assert why is not None
    with pytest.raises(tw.IllegalMove) as err:
        g.play(stale)
    assert str(err.value) == str(why)
    play = g.history[-1]
    assert isinstance(play, PlayEvent) and play.explain == play.score.explain() == play["explain"]
    assert list(play)[list(play).index("points") + 1] == "explain"
