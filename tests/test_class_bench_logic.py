"""The class benchmark's light client (benchmarks/bench_voila_class.py) answers whatever lesson it
is given: from the widgets' states it picks the first Question not done and what to answer to its
part (a wrong number, a choice, a tile), "next" when a part is right and another follows, and
nothing when no Question is left.  The whole class runs in tests/ui/test_class_bench.py."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from trio_widgets.widgets import Question

REPO_ROOT = Path(__file__).resolve().parents[1]


def _bench():
    path = REPO_ROOT / "benchmarks" / "bench_voila_class.py"
    spec = importlib.util.spec_from_file_location("bench_voila_class_logic", path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


bench = _bench()


def _states(*questions: Question) -> dict:
    """The widgets' states as ``update_states`` brings them, in the page's order."""
    return {q.model_id: {"state": q.get_state()} for q in questions}


def _q(lesson: str, exercise: str) -> Question:
    return Question.lesson(lesson, exercise, progress=None)


def test_a_number_part_gets_a_wrong_number():
    q = _q("04", "ex1")
    assert bench._step(_states(q), 3, 1) == ("answer", q.model_id, 0, "922")
    assert bench._step(_states(q), 3, 2) == ("answer", q.model_id, 0, "923")


def test_a_choice_part_gets_option_n_plus_k():
    q = _q("10", "ex1")
    options = q.view["parts"][0]["options"]
    assert len(options) >= 2
    for n, k in ((0, 0), (1, 0), (2, 3)):
        assert bench._step(_states(q), n, k) == ("answer", q.model_id, 0, (n + k) % len(options))


def test_a_tile_part_taps_a_tile_cycling():
    q = _q("02", "ex3")
    tiles = q.view["parts"][0]["tiles"]
    names = {bench._step(_states(q), n, 0)[3] for n in range(len(tiles))}
    assert names == {"-".join(map(str, t)) for t in tiles}
    assert q.answer(next(iter(names))) in (True, False)  # a name the Question understands


def test_a_done_question_a_many_part_and_a_board_part_are_passed_by():
    done, many, board, number = _q("05", "ex1"), _q("10", "ex2"), _q("09b", "ex1"), _q("09", "ex1")
    for value in range(len(done.view["parts"][0]["options"])):
        if not done.done:
            done.answer(value)
    assert done.done
    assert bench._step(_states(done, many, board, number), 0, 0) == ("answer", number.model_id, 0, "900")


def test_a_right_part_goes_on_with_next():
    q = _q("03", "ex3")  # two choice parts
    for value in range(len(q.view["parts"][0]["options"])):
        if q.results[0] is None:
            q.answer(value)
    assert bench._step(_states(q), 0, 0) == ("next", q.model_id)
    q.next()
    assert bench._step(_states(q), 0, 0)[:3] == ("answer", q.model_id, 1)


def test_no_question_left_or_none_at_all():
    assert bench._step({}, 0, 0) is None
    assert bench._stopped({"w": {"state": {"value": 3}}}) == bench.NO_QUESTION
    q = _q("05", "ex1")
    for value in range(len(q.view["parts"][0]["options"])):
        if not q.done:
            q.answer(value)
    assert bench._step(_states(q), 0, 0) is None
    assert bench._stopped(_states(q)) == bench.ALL_DONE


@pytest.mark.parametrize("lesson", ["01", "03", "05", "06b", "09b", "10"])
def test_a_child_goes_through_a_lesson_without_a_refused_answer(lesson):
    """Every step the client takes, applied to the lesson's Questions as the kernel would, is
    accepted (no message: nothing refused); the states are tracked from the ``update``s."""
    from trio_widgets.teaching import lesson_questions

    exercises = next(v for stem, v in lesson_questions().items() if stem.split("_")[0] == lesson)
    qs = [_q(lesson, ex) for ex in exercises]
    by_id = {q.model_id: q for q in qs}
    states = bench._track(
        None, {"msg_type": "comm_msg", "content": {"data": {"method": "update_states", "states": _states(*qs)}}}
    )
    for k in range(40):
        step = bench._step(states, 1, k)
        if step is None:
            break
        q = by_id[step[1]]
        intent = {"action": "next"} if step[0] == "next" else {"action": "answer", "part": step[2], "value": step[3]}
        assert q.handle(intent), (step, q.message)
        update = {
            "msg_type": "comm_msg",
            "content": {"comm_id": q.model_id, "data": {"method": "update", "state": q.get_state()}},
        }
        states = bench._track(states, update)
    assert step is not None or bench._stopped(states) == bench.ALL_DONE


def test_the_next_lesson_is_the_page_after_the_lesson():
    """The Chromium children open the next lesson: by default the page after --lesson in its
    folder, never the lesson itself (its pool's kernels are all taken by then: the page would wait)."""
    assert bench.parse_args(["--lesson", "en/04_scoring"]).second_lesson == "en/04b_bonuses"
    assert bench.parse_args(["--lesson", "en/04b_bonuses"]).second_lesson == "en/05_play_a_game"
    assert bench.parse_args(["--lesson", "hu/09b_more_puzzles"]).second_lesson == "hu/10_strategy_and_chance"
    assert bench.parse_args(["--lesson", "en/10_strategy_and_chance"]).second_lesson == ""
    assert bench.parse_args(["--second-lesson", ""]).second_lesson == ""
    with pytest.raises(SystemExit):
        bench.parse_args(["--lesson", "en/04b_bonuses", "--second-lesson", "en/04b_bonuses"])
