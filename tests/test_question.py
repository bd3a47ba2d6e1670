"""Question, the lessons' answer widget, driven through handle({...}) as the page drives it: each
kind answered wrong then right, the hints the engine works out, one star per exercise and none
after "Show me", no answer in the synced state before the child has it right, hostile values."""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

from trio_widgets.teaching import (
    QuestionError,
    QuestionSpec,
    Words,
    board_part,
    check_part,
    choice_part,
    lesson_question,
    lesson_questions,
    number_part,
    parse_number,
    tile_part,
)
from trio_widgets.widgets import Question

LANGS = ["en", "ru", "pl", "hu"]


def _answer(q: Question, value) -> bool:
    assert q.handle({"action": "answer", "part": q.part, "value": value}), q.message
    return q.feedback["ok"]


def _state_text(q: Question) -> str:
    state = {k: v for k, v in q.get_state().items() if k != "_catalogue"}
    return json.dumps(state, ensure_ascii=False, default=str)


# -- each kind: wrong, then right -----------------------------------------------------------


def test_a_number_wrong_then_right_and_the_star():
    q = Question.lesson("02", "ex2")
    assert not _answer(q, "7")
    assert "too small" in q.feedback_text and q.stars == 0 and q.worked == [] and not q.done
    assert not _answer(q, "11")
    assert q.feedback_text.startswith("Very close! 11 is one too many"), "one off: said so"
    assert _answer(q, " 10 ")
    assert q.stars == 1 and q.done and q.worked, "the worked answer comes once it is right"
    assert q.tries == 3


def test_a_sum_says_which_part_is_wrong():
    """Lesson 04b, exercise 1, part 2: 1-2-2 makes a bridge, 5 + 40 = 45 (Score.steps())."""
    q = Question.lesson("04b", "ex1")
    assert _answer(q, 12)
    q.next()
    assert not _answer(q, 5)
    assert q.feedback_text == "Not 5. This part is missing: bridge +40."
    # a later wrong try says what is wrong, then the stronger hint (the first step worked out)
    assert not _answer(q, 40)
    assert q.feedback["lines"][0] == "Not 40. This part is missing: 1 + 2 + 2 = 5."
    assert q.feedback["lines"][1] == "The tile's numbers make 1 + 2 + 2 = 5. Now add the bonus for a bridge."
    assert not _answer(q, 50)
    assert q.feedback["lines"][0] == "Not 50. You counted this part twice: 1 + 2 + 2 = 5."
    assert not _answer(q, 60)
    assert "too big" in q.feedback["lines"][0]
    assert _answer(q, 45)


def test_minus_points_said_as_minus():
    """Lesson 04, exercise 2, part 1: three tiles drawn (-5 each), then 2-3-4 (9): -6."""
    q = Question.lesson("04", "ex2")
    assert q.view["parts"][0]["signed"]
    assert not _answer(q, "24")
    assert "taken away, not added" in q.feedback_text
    assert not _answer(q, "-15")
    assert "is missing: the tile 2-3-4" in q.feedback_text
    assert not _answer(q, "-1")
    assert "is missing: tile 1 from the pool" in q.feedback_text
    assert _answer(q, "−6")  # the minus sign a tablet's keyboard gives
    q.next()
    assert _answer(q, "-20"), "'how many points does she lose': 20 or -20"


def test_a_tile_on_a_board_says_which_corner():
    """Lesson 03, puzzle 1: the tiles that fit below 1-2-3's right side (the engine's board)."""
    q = Question.lesson("03", "ex1", lang="ru")
    assert not _answer(q, ["2-2-5"])
    text = q.feedback_text
    assert "На 2-2-5 нет единицы" in text and "ещё 2" in text, "the hint aimed at 2-2-5, and the tiles to find"
    q = Question.lesson("03", "ex1", lang="ru")
    assert not _answer(q, ["1-2-4", "2-2-5"])
    text = q.feedback_text
    assert "На 1-2-4 есть 1 и 2" in text and "зеркальное отражение, а это другая фишка" in text, "the mirror hint"
    assert _answer(q, ["1-2-2", "1-1-2"])
    assert q.stars == 1


def test_a_tile_by_value_and_the_highest_tile():
    q = Question.lesson("01", "ex2")
    assert not _answer(q, ["2-5-5", "3-3-5"])
    assert "that tile is worth 11, one less than 12" in q.feedback_text and "2 more to find" in q.feedback_text
    assert _answer(q, ["4-4-4", "2-5-5", "3-4-5"])
    q = Question.lesson("01", "ex4")
    assert not _answer(q, "1-4-4")
    assert q.feedback_text == "1-4-4 is worth 9: another tile is worth more."
    assert not _answer(q, "2-3-5")
    assert "compare their biggest numbers" in q.feedback["lines"][0]
    assert _answer(q, "0-5-5")


def test_a_choice_part_by_part_and_its_hints():
    q = Question.lesson("06b", "ex1", lang="pl")
    assert not _answer(q, 0)
    assert q.feedback_text.startswith("Nie, każdy żeton jest rozdawany tak samo często")
    assert _answer(q, 1) and q.stars == 1
    q = Question.lesson("10", "ex2")
    assert not _answer(q, [0, 4])
    assert "this lesson shows a move that scores less" in q.feedback_text
    assert "2 more right answers" in q.feedback_text
    assert _answer(q, [3, 1, 0])


def test_a_place_on_the_board():
    """Lesson 09b, exercise 1: the corner places need 0-0-0 (all three corners on the border)."""
    q = Question.lesson("09b", "ex1")
    places = q.view["parts"][0]["places"]
    right = set(q.spec.parts[0].answer)
    wrong = next(c for c in places if c not in right)
    assert not _answer(q, wrong)
    assert "corners on the border" in q.feedback_text
    assert _answer(q, sorted(right)[0])
    q.next()
    assert _answer(q, "3") and q.stars == 1


def test_an_opinion_and_a_number_the_child_chooses():
    q = Question.lesson("05", "ex1")
    assert _answer(q, 2) and q.stars == 1 and q.worked
    q = Question.lesson("07", "ex3")
    assert _answer(q, "60")
    assert q.feedback_text == "For 60 tiles, one box of 56 is not enough. You need 4 more."
    assert not q.handle({"action": "answer", "part": 0, "value": "0"}), "done: nothing more is counted"


# -- stars and "show me" ----------------------------------------------------------------------


def test_show_me_then_right_gives_no_star():
    q = Question.lesson("02", "ex1")
    assert q.worked == []
    assert not q.handle({"action": "show"}), "the hints first"
    assert not _answer(q, 3) and not _answer(q, 4)
    assert q.handle({"action": "show"})
    assert q.shown and q.worked, "show me: the worked answer"
    for _ in range(3):
        right = q.spec.parts[q.part].answer[0]
        assert _answer(q, right)
        if not q.done:
            q.next()
    assert q.done and q.stars == 0


def test_one_star_per_exercise_no_farming():
    q = Question.lesson("02", "ex2")
    assert _answer(q, 10) and q.stars == 1
    for value in (10, "10", 9):
        assert not q.handle({"action": "answer", "part": 0, "value": value})
        assert q.message["key"] == "question.error.done"
    assert q.stars == 1
    q.handle({"action": "show"})
    assert q.stars == 1, "show me after the star keeps it"


def test_next_only_after_a_right_answer():
    q = Question.lesson("04b", "ex1")
    assert not q.handle({"action": "next"})
    assert q.message["key"] == "question.error.not_yet" and q.part == 0
    assert not q.handle({"action": "answer", "part": 1, "value": 45}), "only the part shown"
    assert q.part == 0 and q.tries == 0


# -- nothing before a try -----------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_no_answer_in_the_synced_state_before_it_is_right(lang):
    """For every exercise of every lesson, the state the page gets holds no answer: not the worked
    answer, not an accepted number or tile, not the right option (a wrong try changes nothing)."""
    for stem, exercises in lesson_questions().items():
        for tid in exercises:
            q = Question.lesson(stem, tid, lang=lang)
            spec = q.spec
            worked = [line for line in spec.worked.text(lang).splitlines() if len(line.strip()) > 8]
            for _ in range(2):
                text = _state_text(q)
                assert not any(line.strip() in text for line in worked), (stem, tid)
                assert "answer" not in json.dumps(q.view), (stem, tid)
                p = spec.parts[q.part]
                for key in ("answer", "steps", "hints", "hint", "rule", "params"):
                    assert all(key not in v for v in q.view["parts"]), (stem, tid, key)
                if p.kind == "number" and p.answer:
                    # a wrong number: the hint never says the answer
                    wrong = p.answer[0] + 1000 if p.answer[0] + 1000 not in p.answer else p.answer[0] - 1000
                    q.handle({"action": "answer", "part": q.part, "value": wrong})
                    assert not q.feedback["ok"]
                    assert not any(str(a) in " ".join(q.feedback["lines"]).split() for a in p.answer), (stem, tid)
            assert q.worked == [] and q.stars == 0


def test_the_still_picture_shows_the_question_never_the_answer():
    q = Question.lesson("01", "ex4", lang="hu")
    still = q._still_html()
    assert "Futtasd le ezt a programdobozt" in still
    assert still.count("<svg") == 1, "the row of tiles to choose from"
    part = dataclasses.replace(q.spec.parts[0], answer=("2-3-5",), likely=())
    other = dataclasses.replace(q.spec, parts=(part,))
    assert Question(other, lang="hu")._still_html() == still, "another answer, the same picture"


# -- hostile values ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        None,
        True,
        1.5,
        [1],
        {"a": 1},
        "",
        "  ",
        "12a",
        "1e3",
        "٣",
        "１２",
        "²",
        "1_0",
        "0x10",
        "9" * 7,
        10**30,
        -(10**30),
        "‮12",
    ],
)
def test_hostile_numbers_are_refused_and_change_nothing(value):
    q = Question.lesson("02", "ex2")
    before = (q.tries, q.feedback, q.stars)
    assert not q.handle({"action": "answer", "part": 0, "value": value})
    assert q.message["kind"] == "error" and q.message["key"].startswith("question.error.")
    assert (q.tries, q.feedback, q.stars) == before


@pytest.mark.parametrize(
    ("lesson", "value"),
    [
        (("01", "ex4"), "banana"),
        (("01", "ex4"), "5-5-5"),  # a tile, not one of the row
        (("01", "ex4"), ["0-5-5"]),
        (("01", "ex2"), "2-5-5"),  # every right one: a list
        (("01", "ex2"), ["2-5-5", "5-5-2"]),  # the same tile twice
        (("01", "ex2"), ["1-2-3"] * 61),
        (("01", "ex2"), []),
        (("03", "ex3"), 2),
        (("03", "ex3"), True),
        (("03", "ex3"), "0"),
        (("03", "ex3"), -1),
        (("09b", "ex1"), "9,9,u"),
        (("09b", "ex1"), ["0,0,u"]),
        (("09b", "ex1"), 0),
    ],
)
def test_hostile_picks_are_refused(lesson, value):
    q = Question.lesson(*lesson)
    assert not q.handle({"action": "answer", "part": 0, "value": value})
    assert q.message["key"].startswith("question.error."), q.message
    assert q.tries == 0 and q.feedback == {}


@pytest.mark.parametrize(
    "intent",
    [
        None,
        [],
        "answer",
        {"action": "fly"},
        {"action": "answer", "part": 0, "value": 1, "extra": 2},
        {"action": "answer", "part": "0", "value": 10},
        {"action": "answer", "part": True, "value": 10},
        {"action": "answer", "part": 10**20, "value": 10},
        {"action": "show", "part": 0},
    ],
)
def test_bad_intents_are_refused(intent):
    q = Question.lesson("02", "ex2")
    assert not q.handle(intent)
    assert q.message["kind"] == "error" and q.tries == 0 and not q.shown


def test_the_page_cannot_set_the_state():
    q = Question.lesson("02", "ex2")
    q.set_state({"stars": 1, "done": True, "worked": [{"kind": "p", "parts": [["x", False]]}], "part": 1})
    assert (q.stars, q.done, q.worked, q.part) == (0, False, [], 0)


def test_parse_number_reads_digits_only():
    assert parse_number("007") == 7 and parse_number(" - 3 ") == -3 and parse_number(42) == 42
    for bad in ("٣", "１２", "3.0", "three", "+3"):
        with pytest.raises(QuestionError) as e:
            parse_number(bad)
        assert e.value.msg.key == "question.error.number"
        assert "не число" in e.value.text("ru")


# -- words and the lessons' file -----------------------------------------------------------------


def test_a_lessons_exercise_does_not_repeat_its_title_as_a_heading():
    """Issue 27: the text above a lesson's exercise has its title as a heading; the widget keeps
    the title (its name) but shows no second heading.  A question of one's own keeps its heading."""
    q = Question.lesson("01", "ex1", lang="en")
    assert q.view["title"] == "Exercise 1" and q.view["heading"] == ""
    own = Question(number_part(12))
    assert own.view["heading"] == own.view["title"] != ""


def _shown_text(still: str) -> str:
    """The words a still picture shows (its tags and attributes left out)."""
    return re.sub(r"<[^>]*>", " ", re.sub(r"<svg.*?</svg>", " ", still, flags=re.S))


@pytest.mark.parametrize("lang", LANGS)
def test_the_still_picture_of_a_lessons_exercise_shows_its_title_once(lang):
    """The lesson's text heads the exercise with its title; the still picture (a notebook opened
    without a kernel, the page before the widget is drawn) does not say it a second time.  A
    question of one's own, with no text above it, keeps its title."""
    for stem, tid in (("01", "ex4"), ("04", "ex1"), ("02", "ex2")):
        q = Question.lesson(stem, tid, lang=lang)
        title = q.view["title"]
        assert title and title not in _shown_text(q._still_html()), (stem, tid, title)
    own = Question(number_part(12), lang=lang)
    assert _shown_text(own._still_html()).count(own.view["title"]) == 1


@pytest.mark.parametrize("lang", LANGS)
def test_every_exercise_speaks_the_childs_language(lang):
    for stem, exercises in lesson_questions().items():
        for tid in exercises:
            q = Question.lesson(stem, tid, lang=lang)
            assert q.view["title"], (stem, tid)
            for p in q.view["parts"]:
                for text in p.get("options", []):
                    assert text, (stem, tid)
    q = Question.lesson("03", "ex3", lang="en")
    assert q.view["parts"][0]["label"] == "Is 4-5-3 the same tile as 3-4-5?"
    q.lang = "hu"
    assert q.view["parts"][0]["label"] == "Ugyanaz a dominó a 4-5-3, mint a 3-4-5?"
    assert q.view["parts"][0]["options"] == ["ugyanaz a dominó", "másik dominó"]


def test_every_lesson_exercise_is_in_the_file():
    """Every exercise of every lesson's source has its answer widget in the file the builder
    writes (and the file is what the sources make today); each parses back to the same data."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    import build_lessons

    sources = build_lessons.load_lessons()
    exercises = {(s, c.ids[0]) for s, lesson in sources.items() for c in lesson.cells if c.special == "exercise"}
    data = lesson_questions()
    assert {(s, tid) for s, ex in data.items() for tid in ex} == exercises
    assert json.loads(build_lessons.questions_json(sources)) == data, "run tools/build_lessons.py"
    kinds = {p.kind for s, ex in data.items() for tid in ex for p in lesson_question(s, tid).parts}
    assert kinds == {"number", "tile", "choice", "board"}
    for ex in data.values():
        for d in ex.values():
            assert QuestionSpec.from_json(d).to_json() == d


def test_a_missing_lesson_or_exercise_is_said_clearly():
    with pytest.raises(ValueError, match="no exercise “ex9”"):
        Question.lesson("04", "ex9")
    with pytest.raises(ValueError, match="Урока «77» нет"):
        Question.lesson("77", "ex1", lang="ru")
    with pytest.raises(TypeError):
        Question("12")


def test_a_question_of_your_own():
    q = Question([number_part(7, label=Words.same("3 + 4")), choice_part([Words.same("a"), Words.same("b")], 1)])
    assert _answer(q, "7")
    q.next()
    assert not _answer(q, 0) and _answer(q, 1) and q.stars == 1
    with pytest.raises(ValueError):
        number_part(7, steps=[(Words.same("3"), 3)])  # the steps must add up to the answer
    with pytest.raises(ValueError):
        tile_part(["5-5-5"], options=["0-0-0"])
    with pytest.raises(ValueError):
        board_part(["0,0,u"], ["1,0,u"])
    v = check_part(number_part(3), "5")
    assert not v.ok and v.lines[0].text("pl") == "5 to za dużo: odpowiedź jest mniejsza."


# -- what would give an answer away waits for the child's try ------------------------------


def _after(lang="en"):
    from trio_widgets.widgets import after_answer

    made = []

    def make():
        import ipywidgets

        made.append(1)
        return ipywidgets.Label("the totals")

    q = Question.lesson("08", "ex2", lang=lang)
    return q, after_answer("08", "ex2", make, lang=lang), made


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "hu"])
def test_after_answer_waits_for_the_worked_answer(lang):
    q, box, made = _after(lang)
    assert made == [], "made before the child tried"
    note = box.children[0].value
    assert q.view["title"] in note and "the totals" not in note
    assert q.answer("0") is False  # nobody has 0 points after six turns
    assert made == [] and box.children[0].value == note, "a wrong answer gives nothing away"
    while not q.done:  # answer every part right
        from trio_widgets.teaching import check_part

        part = q.spec.parts[q.part]
        right = next(str(n) for n in range(-200, 400) if check_part(part, str(n)).ok)
        q.answer(right)
        if not q.done:
            q.next()
    assert made == [1] and box.children[0].value == "the totals"


def test_after_answer_opens_on_show_me_and_once_only():
    q, box, made = _after()
    q.show()
    assert made == [1] and box.children[0].value == "the totals"
    q.answer("0")
    assert made == [1], "made once"


def test_after_answer_makes_at_once_without_the_exercise_or_once_it_is_answered(monkeypatch):
    import weakref

    import trio_widgets.widgets._question as mod
    from trio_widgets.widgets import after_answer

    monkeypatch.setattr(mod, "_MADE", weakref.WeakValueDictionary())  # a kernel that made no exercise yet
    assert after_answer("08", "ex1", lambda: "made", lang="ru") == "made"
    q = Question.lesson("08", "ex1")
    q.show()
    assert after_answer("08", "ex1", lambda: "made") == "made"


def test_after_answer_refuses_what_it_cannot_use():
    from trio_widgets.widgets import after_answer

    with pytest.raises(ValueError, match="lambda"):
        after_answer("08", "ex1", "tw.ScoreKeeper()")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="ex9"):
        after_answer("08", "ex9", lambda: None)
    with pytest.raises(ValueError):
        after_answer("08", "ex1", lambda: None, lang="xx")


def test_the_widgets_doctests():
    import doctest

    import trio_widgets.widgets._question as mod

    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 5 and result.failed == 0
