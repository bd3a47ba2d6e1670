"""A puzzle's buttons that would answer a lesson's exercise wait for it (issue 27, item 2).

``PuzzleBoard(..., after=("09", "ex1"))``: "How many solutions?" and "Show a solution" (and, on
a puzzle with no solution, "Check" and "Hint", which say why) are refused, in the child's
language, until the child has tried the exercise (answered it right, or pressed "Show me"); the
synced ``locked`` and ``locked_why`` tell the page which buttons wait and why."""

from __future__ import annotations

import pytest

import trio_widgets as tw
from trio_widgets.widgets._puzzle import PuzzleRefused

LANGS = ["en", "ru", "pl", "hu"]


@pytest.mark.parametrize("lang", LANGS)
def test_count_and_solve_wait_for_the_exercise_they_answer(lang):
    board = tw.PuzzleBoard("small_triangle", lang=lang, after=("09", "ex1"))
    q = tw.Question.lesson("09", "ex1", lang=lang, progress=None)
    assert board.locked == ["count", "solve"]
    title = q.spec.title.text(lang)
    assert title in board.locked_why
    for action in ("count", "solve"):
        assert board.handle({"action": action}) is False
        assert board.message["text"] == board.locked_why  # says why, in the child's language
        assert board.placed == []  # nothing shown
    assert board.handle({"action": "hint"}) is True  # one tile of a solution answers no count
    assert board.handle({"action": "check"}) is True
    q.answer(q.spec.parts[0].answer[0])  # answered right
    assert board.locked == [] and board.locked_why == ""
    assert board.handle({"action": "count"}) is True
    assert "3" in board.message["text"]
    assert board.handle({"action": "solve"}) is True and board.solved


def test_show_me_opens_them_too_and_a_board_made_after_its_exercise():
    q = tw.Question.lesson("09", "ex2", progress=None)
    board = tw.PuzzleBoard("hexagon_012", after=("09", "ex2"))  # made after: waits all the same
    assert board.locked == ["count", "solve"]
    q.show()
    assert board.locked == []


def test_an_exercise_made_again_waits_again():
    """A box run again makes a new exercise, not yet tried: the board waits for that one."""
    board = tw.PuzzleBoard("small_triangle", after=("09", "ex1"))
    first = tw.Question.lesson("09", "ex1", progress=None)
    first.show()
    assert board.locked == []
    again = tw.Question.lesson("09", "ex1", progress=None)
    assert board.locked == ["count", "solve"]
    again.show()
    assert board.locked == [] and first is not again


def test_a_puzzle_with_no_solution_keeps_its_proof_for_after_the_try():
    """On 09b's "zero border" every button that would say why it cannot be built waits."""
    board = tw.PuzzleBoard("zero_border", lang="pl", after=("09b", "ex1"))
    q = tw.Question.lesson("09b", "ex1", lang="pl", progress=None)
    assert board.locked == ["check", "count", "hint", "solve"]
    for action in board.locked:
        assert board.handle({"action": action}) is False
        assert "0-0-0" not in board.message["text"] and "Zadanie 1" in board.message["text"]
    q.show()
    assert board.handle({"action": "count"}) is True and "0-0-0" in board.message["text"]


def test_the_reason_follows_the_language_and_a_board_without_after_never_waits():
    board = tw.PuzzleBoard("small_triangle", after=("09", "ex1"))
    tw.Question.lesson("09", "ex1", progress=None)
    board.lang = "hu"
    assert board.locked_why.startswith("Előbb válaszolj") and "1. feladat" in board.locked_why
    free = tw.PuzzleBoard("small_triangle")
    assert free.locked == [] and free.handle({"action": "count"}) is True


@pytest.mark.parametrize("bad", [("09", "ex9"), ("99", "ex1"), "09 ex1", ("09",), (9, "ex1")])
def test_after_names_an_exercise_or_is_refused(bad):
    with pytest.raises(PuzzleRefused, match="after names a lesson's exercise"):
        tw.PuzzleBoard("small_triangle", after=bad)
