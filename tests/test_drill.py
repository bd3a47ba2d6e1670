"""AdditionDrill and its questions: answers worked out by the engine, stars, rounds, the timer,
levels, refusals that change nothing, four languages."""

from __future__ import annotations

import random

import pytest

import trio_widgets as tw
from trio_widgets.teaching import LEVELS, drill_question
from trio_widgets.widgets import ROUND, SECONDS, AdditionDrill

LANGS = ("en", "ru", "pl", "hu")


class Clock:
    """A clock the test moves by hand (the drill reads time through ``_clock``)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_answer_is_the_engines_arithmetic(level):
    rules = tw.Rules.preset("pressman")
    for seed in range(60):
        q = drill_question(level, seed)
        assert q.answer in q.choices and len(set(q.choices)) == 4 and min(q.choices) >= 0
        assert q.answer == sum(t.value for t in q.tiles) + sum(p for _, p, _ in q.bonuses)
        if level != 3:
            (t,) = q.tiles
            facts = {k: p for k, p, _ in q.bonuses}
            hexagons = next((n for k, _, n in q.bonuses if k == "score.hexagon"), 0)
            score = tw.score_from_facts(
                t,
                rules,
                first="score.start" in facts,
                sides=3 if hexagons >= 2 else 2 if hexagons or "score.two_sides" in facts else 1,
                bridge="score.bridge" in facts,
                hexagons=hexagons,
            )
            assert score.total == q.answer, (q, score.explain())
        # the last step ends on the answer
        assert q.steps[-1].text("en").endswith(f"= {q.answer}")
    assert drill_question(level, 5) == drill_question(level, 5)


def test_levels_ask_what_they_say():
    assert all(len(drill_question(1, s).tiles) == 1 and not drill_question(1, s).bonuses for s in range(30))
    assert all(len(drill_question(2, s).bonuses) == 1 for s in range(30))
    assert all(2 <= len(drill_question(3, s).tiles) <= 4 for s in range(30))
    level4 = [drill_question(4, s) for s in range(60)]
    assert {k for q in level4 for k, _, _ in q.bonuses} >= {"score.hexagon", "score.zero_triple"}


def test_a_round_of_ten_with_gentle_stars():
    d = AdditionDrill(level=1, seed=2)
    rng = random.Random(0)
    right = 0
    for k in range(ROUND):
        q = d.question
        good = rng.random() < 0.7
        wrong = next(c for c in q.choices if c != q.answer)
        assert d.answer(q.answer if good else wrong) is good
        right += good
        assert d.stars == right  # a wrong answer costs nothing
        if not good:
            assert d.feedback["steps"] and d.feedback["answer"] == q.answer
        if k < ROUND - 1:
            assert d.phase == "answered"
            d.next()
    assert d.phase == "over" and d.asked == ROUND and d.right == right
    assert d.result["stars"] == (3 if right >= 8 else 2 if right >= 5 else 1)
    assert f"{right} right out of {ROUND} sums" in d.result["text"]
    d.again()
    assert d.phase == "asking" and d.asked == 0 and d.stars == right and d.seed == 3


def test_the_half_minute_is_python_s_clock():
    d = AdditionDrill(level=3, timer=True, seed=1)
    clock = Clock()
    d._clock = clock
    assert d.phase == "ready"
    assert not d.handle({"action": "answer", "value": 5})
    assert d.message["key"] == "drill.error.press_start"
    d.start()
    assert d.started_at > 0
    for _ in range(4):
        d.answer(d.question.answer)
        clock.now += 5
    assert d.phase == "asking" and d.asked == 4  # with the timer: straight on
    # the page says the time is up too early: refused
    assert not d.handle({"action": "time_up"})
    assert d.message["key"] == "drill.error.not_yet"
    clock.now += 20.5  # 40.5 s: too late for another answer
    before = d.right
    assert not d.handle({"action": "answer", "value": d.question.answer})
    assert d.message["key"] == "drill.error.time_up" and d.right == before
    assert d.phase == "over" and str(SECONDS) in d.result["text"]


def test_time_up_from_the_page_ends_the_round():
    d = AdditionDrill(timer=True)
    clock = Clock()
    d._clock = clock
    d.start()
    clock.now += SECONDS
    assert d.handle({"action": "time_up"})
    assert d.phase == "over"
    assert not d.handle({"action": "answer", "value": 3})
    assert d.message["key"] == "drill.error.over"


def test_refusals_change_nothing():
    d = AdditionDrill(level=2, seed=4)
    for msg, key in [
        ({"action": "answer", "value": "twelve"}, "drill.error.number"),
        ({"action": "answer", "value": True}, "drill.error.number"),
        ({"action": "answer", "value": 10**9}, "drill.error.number"),
        ({"action": "next"}, "drill.error.answer_first"),
        ({"action": "start"}, "drill.error.no_timer"),
        ({"action": "level", "level": 9}, None),
        ({"action": "fly"}, "drill.error.message"),
        ({"action": "answer", "value": 1, "x": 2}, "drill.error.message"),
        ("answer", "drill.error.message"),
    ]:
        before = {k: v for k, v in d.get_state().items() if k != "message"}
        assert not d.handle(msg)
        if key:
            assert d.message["key"] == key, msg
        assert {k: v for k, v in d.get_state().items() if k != "message"} == before
    d.answer(d.question.answer)
    assert not d.handle({"action": "answer", "value": 1})
    assert d.message["key"] == "drill.error.answered"
    # a typed answer ("12") is a number too
    d.next()
    assert d.handle({"action": "answer", "value": str(d.question.answer)})
    assert d.feedback["right"]


def test_settings_and_levels():
    with pytest.raises(ValueError, match="levels"):
        AdditionDrill(level=0)
    with pytest.raises(ValueError):
        AdditionDrill(timer="yes")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="no setting"):
        AdditionDrill(speed=2)
    d = AdditionDrill(level="hand")
    assert d.level == 3 and d.question_view["level"] == "hand"
    d.answer(d.question.answer)
    assert d.handle({"action": "level", "level": "move"})
    assert d.level == 4 and d.asked == 0 and d.phase == "asking"
    d.set_state({"stars": 99, "level": 1, "right": 5})
    assert d.stars == 1 and d.level == 4 and d.right == 0


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_in_the_child_s_language(lang):
    d = AdditionDrill(level=4, seed=3, lang=lang)
    wrong = next(c for c in d.question.choices if c != d.question.answer)
    d.answer(wrong)
    texts = [d.question_view["prompt"], d.feedback["text"], *d.feedback["steps"], *d.question_view["bonuses"]]
    assert all(t and "{" not in t and "drill." not in t for t in texts)
    html = d._repr_html_()
    assert f'lang="{lang}"' in html and "<svg" in html
    assert d._catalogue["drill.title"] == tw.words.t("drill.title", lang)


def test_the_front_end_bundles():
    d = AdditionDrill()
    assert " as default\n};" in d._esm and "time_up" in d._esm
    assert ".dr-choice" in d._css
