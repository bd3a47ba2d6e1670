"""The hints' ladder of every exercise of every lesson, in every language: a likely wrong answer
(listed in the lesson's source, ``likely=``) gets the hint aimed at it, not a generic one; a second
wrong try gets the stronger hint (the first step worked out); only then is "Show me" offered.

The wrong answers come from the lessons' own tables (read from lesson_questions.json, which the
builder writes from tools/lessons/lNN.py); the words each must get are the lesson's texts
(tools/lessons/text/<lang>/<stem>.md), read here from those files, not from the widget."""

from __future__ import annotations

import dataclasses
import json
import re
import sys
from pathlib import Path

import pytest

from trio_widgets.teaching import Words, check_part, lesson_question, lesson_questions, number_part
from trio_widgets.widgets import Question
from trio_widgets.words import _i18n as i18n

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("en", "ru", "pl", "hu")
sys.path.insert(0, str(ROOT / "tools"))
import build_lessons  # noqa: E402

LESSONS = build_lessons.load_lessons()


def _parts():
    for stem, exercises in lesson_questions().items():
        for ex, spec in exercises.items():
            for i, part in enumerate(spec["parts"]):
                yield stem, ex, i, part


PARTS = list(_parts())
#: parts with no wrong answer: an opinion (rule "any"), a number the child chooses (rule "box")
OPEN = {(stem, ex, i) for stem, ex, i, p in PARTS if p.get("rule") in ("any", "box")}


def _source_ladder(stem: str, ex: str, i: int) -> tuple[dict[str, str], str]:
    """The part's ladder as its lesson source declares it: {likely key: text id}, stronger text id."""
    asks = build_lessons.exercise_asks(LESSONS[stem], ex)
    kw = dict(asks[i].kwargs)
    likely = {k: say.value for k, say in kw.get("likely", ())}
    stronger = kw.get("stronger")
    return likely, (stronger.value if stronger is not None else "")


def _said(stem: str, tid: str, lang: str) -> str:
    """A lesson text as the child reads it (its {{values}} filled in), from the language file."""
    texts = build_lessons.load_texts(lang, stem)
    return build_lessons.fill(texts[tid], LESSONS[stem].values, lang)


def _wrong_value(part: dict, key: str):
    """The answer a child would give for the likely key ``key`` of ``part`` (as the page sends it)."""
    kind, right = part["kind"], part["answer"]
    if kind == "number":
        n = {"sign": -right[0], "doubled": 2 * right[0]}.get(key)
        if key == "off_by_one":
            n = next(m for m in (right[0] + 1, right[0] - 1) if m not in right)
        return str(n if n is not None else int(key))
    if kind == "choice":
        return [int(key)] if part.get("many") else int(key)
    return [key] if part.get("many") else key


def _at_part(stem: str, ex: str, i: int, lang: str) -> Question:
    """The exercise's widget, its earlier parts answered right, asking part ``i``."""
    q = Question.lesson(stem.split("_")[0], ex, lang=lang, progress=None)
    for k in range(i):
        p = q.spec.parts[k]
        right = list(p.answer) if p.many else p.answer[0]
        assert q.handle({"action": "answer", "part": k, "value": right}) and q.feedback["ok"]
        q.next()
    return q


def _wrong(q: Question, value) -> list[str]:
    assert q.handle({"action": "answer", "part": q.part, "value": value}), q.message
    assert not q.feedback["ok"], f"{value!r} is taken as right"
    return q.feedback["lines"]


LIKELY = [(stem, ex, i, key, tid) for stem, ex, i, _p in PARTS for key, tid in _source_ladder(stem, ex, i)[0].items()]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("stem", "ex", "i", "key", "tid"), LIKELY, ids=[f"{s[:3]}-{e}-{i}-{k}" for s, e, i, k, _ in LIKELY]
)
def test_a_likely_wrong_answer_gets_its_own_hint_then_the_stronger_one_then_show_me(stem, ex, i, key, tid, lang):
    part = lesson_questions()[stem][ex]["parts"][i]
    value = _wrong_value(part, key)
    q = _at_part(stem, ex, i, lang)
    aimed = _said(stem, tid, lang)
    first = _wrong(q, value)
    assert first[0] == aimed, f"{value!r}: the hint aimed at it"
    spec_part = q.spec.parts[i]
    generic = check_part(dataclasses.replace(spec_part, likely=()), value).lines[0].text(lang)
    assert aimed != generic, f"{value!r}: the aimed hint is not what any wrong answer would get"
    assert first[1:] == ([first[-1]] if part.get("many") and len(first) > 1 else []), "and only it"
    assert q.feedback["step"] == 1 and not q.can_show
    assert not q.handle({"action": "show"}) and q.message["key"] == "question.error.show_later"
    assert not q.shown and q.worked == [], "no answer before the hints"
    second = _wrong(q, value)
    _likely, stronger_id = _source_ladder(stem, ex, i)
    stronger = _said(stem, stronger_id, lang) if stronger_id else None
    assert q.feedback["step"] == 2 and second[0] == aimed
    if stronger is not None:
        assert second[-1] == stronger, "the second wrong try gets the stronger hint"
    assert second[-1] != aimed
    assert q.can_show and q.handle({"action": "show"}) and q.shown and q.worked, "then Show me"


def _number_words(text: str) -> set[int]:
    """The numbers a text states, a tile's name (1-2-3) or a pair of numbers (3-4) aside."""
    text = re.sub(r"\d(-[\d?])+", "", text)
    return {int(m) for m in re.findall(r"\d+", text)}


@pytest.mark.parametrize(
    ("stem", "ex", "i"), [(s, e, i) for s, e, i, _ in PARTS], ids=[f"{s[:3]}-{e}-{i}" for s, e, i, _ in PARTS]
)
def test_every_part_has_a_ladder_that_never_says_the_answer(stem, ex, i):
    """Each part (but an opinion or a number the child chooses) has a stronger hint of its own
    (its source's ``stronger``, or for a sum of several parts the sum's first part), and no hint
    on its ladder states a number answer."""
    if (stem, ex, i) in OPEN:
        return
    likely, stronger_id = _source_ladder(stem, ex, i)
    part = lesson_question(stem.split("_")[0], ex).parts[i]
    assert stronger_id or len(part.steps) > 1, f"{stem} {ex} part {i + 1}: no stronger hint in the source"
    for lang in LANGS:
        texts = [_said(stem, tid, lang) for tid in [*likely.values(), stronger_id] if tid]
        if part.kind == "number":
            for text in texts:
                assert not _number_words(text) & set(part.answer), f"{lang}: a hint says the answer: {text}"


@pytest.mark.parametrize("lang", LANGS)
def test_the_ladder_texts_are_in_every_language_and_differ_from_english(lang):
    """Every aimed and stronger hint is written in each language (not English copied)."""
    for stem, ex, i, _p in PARTS:
        likely, stronger_id = _source_ladder(stem, ex, i)
        for tid in [*likely.values(), stronger_id]:
            if tid and lang != "en":
                assert _said(stem, tid, lang) != _said(stem, tid, "en"), f"{stem} {tid}: {lang} is English"


# -- what an answer listed nowhere gets: what the checking reads from it -----------------------


def _lines(part, value, before=0):
    v = check_part(part, value, before)
    assert not v.ok
    return [line.key for line in v.lines]


def test_unlisted_numbers_are_diagnosed_from_the_answer():
    count = number_part(12)
    assert _lines(count, "24")[0] == "question.hint.doubled"
    assert _lines(count, "6")[0] == "question.hint.half"
    assert _lines(count, "13")[0] == "question.hint.one_less"
    assert _lines(count, "11")[0] == "question.hint.one_more"
    assert _lines(count, "-12")[0] == "question.hint.sign_plus"
    assert _lines(count, "30") == ["question.hint.less", "question.hint.count"]
    assert _lines(count, "3") == ["question.hint.more", "question.hint.count"]
    minus = number_part(-6)
    assert _lines(minus, "6")[0] == "question.hint.sign_minus"
    a, b = Words.same("a"), Words.same("b")
    summed = number_part(15, steps=[(a, 10), (b, 5)])
    assert _lines(summed, "10") == ["question.hint.sum.left_out"], "too small by a part's value: that part"
    assert _lines(summed, "20") == ["question.hint.sum.twice"], "too big by a part's value: that part twice"


def test_a_second_wrong_try_adds_the_stronger_hint_and_the_first_step_of_a_sum():
    a, b, c = Words.same("tile 1"), Words.same("tile 2"), Words.same("tile 3")
    summed = number_part(18, steps=[(a, 10), (b, 5), (c, 3)])
    first, second = check_part(summed, "30", 0), check_part(summed, "30", 1)
    assert (first.step, second.step) == (1, 2)
    assert second.lines[0] == first.lines[0] and second.lines[-1].key == "question.hint.first_step"
    assert second.lines[-1].text("en") == (
        "Here is the first step: tile 1, worth 10. Now add the other parts to it, one at a time."
    )
    own = number_part(7, stronger=Words.same("Count the rows."), likely={"doubled": Words.same("Twice!")})
    assert check_part(own, "14", 0).lines[0].text() == "Twice!"
    assert [line.text() for line in check_part(own, "14", 1).lines] == ["Twice!", "Count the rows."]


def test_a_likely_answer_must_be_a_wrong_answer_of_the_part():
    with pytest.raises(ValueError):
        number_part(7, likely={7: Words.same("the answer itself")})
    with pytest.raises(ValueError):
        number_part(7, likely={"seven": Words.same("not a number")})


def test_show_me_waits_for_two_wrong_tries_at_the_part_on_the_page():
    q = Question(number_part(12, stronger=Words.same("Count the rows.")))
    assert not q.can_show and not q.handle({"action": "show"})
    assert q.message["key"] == "question.error.show_later" and "Show me" in q.message["text"]
    q.answer("5")
    assert not q.can_show and q.feedback["step"] == 1
    q.answer("6")
    assert q.can_show and q.feedback["step"] == 2 and q.feedback["lines"][-1] == "Count the rows."
    assert q.handle({"action": "show"}) and q.shown and q.stars == 0


def test_the_ladder_starts_again_at_the_next_part():
    q = Question.lesson("04b", "ex1", progress=None)
    q.answer("11")
    q.answer("13")
    assert q.can_show and q.wrong == 2
    q.answer("12")
    q.next()
    assert q.wrong == 0 and q.feedback == {}
    q.answer("40")
    assert q.feedback["step"] == 1, "part 2's first wrong try gets its first hint"


@pytest.mark.parametrize("lang", ("ru", "pl"))
def test_feedback_is_gender_neutral_in_polish_and_russian(lang):
    """No masculine-only past forms a child reads (Pominąłeś, policzyłeś, пропустил, посмотрел)."""
    masculine = {
        "pl": re.compile(r"\w+(łeś|łem)\b"),
        "ru": re.compile(r"\b(ты|Ты)\s+\w+(ил|ал|ел|ёл|ул)\b|\bпропустил\b|\bпосчитал\b|\bпосмотрел\b|\bнашёл\b"),
    }[lang]
    said = [v for k, v in i18n.catalogue(lang).items() if k.startswith("question.")]
    for stem, ex, i, _p in PARTS:
        likely, stronger_id = _source_ladder(stem, ex, i)
        said += [_said(stem, tid, lang) for tid in [*likely.values(), stronger_id] if tid]
    flat = [s for v in said for s in (v.values() if isinstance(v, dict) else [v])]
    bad = [s for s in flat if masculine.search(s)]
    assert not bad, bad


@pytest.mark.parametrize("lang", LANGS)
def test_no_colon_as_a_label_between_numbers_in_the_feedback(lang):
    """ ":" is division in Russian, Polish and Hungarian schools: no "9: 4" in what a child reads."""
    flat = []
    for k, v in i18n.catalogue(lang).items():
        if k.startswith("question.hint") or k.startswith("question.part") or k.startswith("question.box"):
            flat += list(v.values()) if isinstance(v, dict) else [v]
    colon = re.compile(r"(\d|\{[a-z_]+\})\s*:\s*(\d|\{(n|of|right|more|spare|box|typed|answer|value|points)\})")
    assert not [s for s in flat if colon.search(s)]


@pytest.mark.parametrize("lang", LANGS)
def test_03_the_mirror_tile_gets_the_mirror_hint(lang):
    """Lesson 03, puzzle 1: the child who picks 1-2-4 (whose mirror image 1-4-2 would fit) is told
    that a mirror image is another tile, its numbers going round the other way."""
    q = _at_part("03_matching_and_turning", "ex1", 0, lang)
    lines = _wrong(q, ["1-1-2", "1-2-2", "1-2-4"])
    assert lines[0] == _said("03_matching_and_turning", "ex1.h.mirror", lang)
    english = _said("03_matching_and_turning", "ex1.h.mirror", "en")
    assert "mirror image is another tile" in english and "other way" in english


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("two", ["0-5-5", "3-5-5"])
def test_01_a_tile_with_two_fives_gets_its_own_hint(lang, two):
    """Lesson 01, exercise 3 (the tiles with exactly one 5): a tile with two 5s, the likeliest slip,
    is told it has two 5s, not the general hint."""
    q = _at_part("01_meet_the_tiles", "ex3", 0, lang)
    one_five = ["0-1-5", "0-0-5", "1-1-5"]
    lines = _wrong(q, [*one_five, two])
    assert lines[0] == _said("01_meet_the_tiles", "ex3.h.two", lang)
    assert "0-5-5" in _said("01_meet_the_tiles", "ex3.h.two", "en") and "two 5s" in _said(
        "01_meet_the_tiles", "ex3.h.two", "en"
    )


@pytest.mark.parametrize("lang", LANGS)
def test_02_the_count_of_the_row_before_copied_gets_its_own_hint(lang):
    """Lesson 02, exercise 1: 6 tiles start with a 3 (shown just above); the child who answers 6
    for the tiles that start with a 2 copied it, and is told so, not just "too small"."""
    q = _at_part("02_counting", "ex1", 0, lang)
    assert q.handle({"action": "answer", "part": q.part, "value": "6"}), q.message
    assert not q.feedback["ok"] and q.feedback["lines"][0] == _said("02_counting", "ex1.h.copied", lang)
    assert "next jump" in _said("02_counting", "ex1.h.copied", "en")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("wrong", "tid"),
    [("0-0-0", "ex3.h.triple"), ("2-2-2", "ex3.h.triple"), ("0-0-1", "ex3.h.double"), ("1-2-2", "ex3.h.double")],
)
def test_02_a_triple_or_a_double_picked_for_the_tree_gets_its_own_hint(lang, wrong, tid):
    """Lesson 02, exercise 3 (the tree of the box 0-2): a triple, or a double (a number twice), is
    told what it is, not the general hint."""
    q = _at_part("02_counting", "ex3", 0, lang)
    assert _wrong(q, wrong)[0] == _said("02_counting", tid, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("stem", "ex", "i", "tid"),
    [
        ("02_counting", "ex3", 0, "ex3.q"),
        ("05_play_a_game", "ex1", 0, "ex1.q"),
        ("01_meet_the_tiles", "ex2", 0, "ex2.q"),
        ("01_meet_the_tiles", "ex3", 0, "ex3.q"),
        ("01_meet_the_tiles", "ex4", 0, "ex4.q"),
        ("03_matching_and_turning", "ex1", 0, "ex1.q"),
        ("03_matching_and_turning", "ex2", 0, "ex2.q"),
        ("04b_bonuses", "ex2", 0, "ex2.q"),
    ],
)
def test_the_answer_widget_asks_its_question(lang, stem, ex, i, tid):
    """Issue 38: lesson 02's exercise 3 and lesson 05's had answer widgets with no question; so did
    lesson 01's exercises 2 and 3, lesson 03's puzzle 1 and the first part of 04b's exercise 2; and
    lesson 01's exercise 4 and 03's puzzle 2 asked only "Which tile?" and "How many?"."""
    q = Question.lesson(stem.split("_")[0], ex, lang=lang, progress=None)
    label = q.spec.parts[i].label
    assert label is not None and label.text(lang) == _said(stem, tid, lang)
    assert label.text(lang).endswith("?")


EXERCISES = [(stem, ex) for stem, exercises in lesson_questions().items() for ex in exercises]


@pytest.mark.parametrize(("stem", "ex"), EXERCISES, ids=[f"{s.split('_')[0]}-{e}" for s, e in EXERCISES])
def test_every_part_of_every_exercise_asks_its_question_in_every_language(stem, ex):
    """Issue 39: a child answers in the widget, so each part of it asks its own question (its
    label), in every language, not only the text above it; a label that is a question in English
    is a question in every language (04b's items in ru, pl and hu said the move but not "how many
    points?")."""
    q = Question.lesson(stem.split("_")[0], ex, lang="en", progress=None)
    problems = []
    for i, part in enumerate(q.spec.parts):
        if part.label is None:
            problems.append(f"part {i + 1}: no question")
            continue
        for lang in LANGS:
            said = " ".join(part.label.text(lang).split())
            if not said:
                problems.append(f"part {i + 1} ({lang}): an empty question")
            elif part.label.text("en").rstrip().endswith("?") and not said.endswith("?"):
                problems.append(f"part {i + 1} ({lang}): {said!r} asks nothing")
    assert not problems, f"{stem} {ex}: " + "; ".join(problems)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("wrong", "tid"),
    [("2-4-5", "ex2.h.eleven"), ("3-3-5", "ex2.h.eleven"), ("3-5-5", "ex2.h.thirteen"), ("4-4-5", "ex2.h.thirteen")],
)
def test_01_a_tile_worth_one_off_12_gets_its_own_hint(lang, wrong, tid):
    """Lesson 01, exercise 2 (the tiles worth 12): every tile worth 11 or 13 (a sum one off) is
    told so, not only 1-5-5 and 3-4-4."""
    q = _at_part("01_meet_the_tiles", "ex2", 0, lang)
    assert _wrong(q, [wrong])[0] == _said("01_meet_the_tiles", tid, lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("place", ["right", "left", "below"])
def test_03_the_count_of_one_place_gets_its_own_hint(lang, place):
    """Lesson 03, puzzle 2 (the tiles next to 1-1-3): the tiles of one place only, counted as if
    they were all, are told to count the other places too."""
    n = LESSONS["03_matching_and_turning"].values[f"double_{place}"]
    q = _at_part("03_matching_and_turning", "ex2", 0, lang)
    assert _wrong(q, str(n))[0] == _said("03_matching_and_turning", "ex2.h.one_place", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_04b_a_hexagon_bonus_added_with_advanced_scoring_gets_its_own_hint(lang):
    """Lesson 04b, exercise 2 (1-3-4 filling a hole, advanced scoring): adding the classic rules'
    hexagon bonus to 8 x 3 is told that advanced scoring has no bonuses."""
    values = LESSONS["04b_bonuses"].values
    q = _at_part("04b_bonuses", "ex2", 1, lang)
    said = _wrong(q, str(q.spec.parts[1].answer[0] + values["hexagon"]))[0]
    assert said == _said("04b_bonuses", "ex2.h.bonus", lang)


#: lessons 06, 06b and 10 and their exercises (every part asked by its widget, issue 38)
ASKED_06_06B_10 = [
    (stem, ex)
    for stem in ("06_chance_and_simulation", "06b_who_starts", "10_strategy_and_chance")
    for ex in lesson_questions()[stem]
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("stem", "ex"), ASKED_06_06B_10)
def test_06_06b_10_every_answer_widget_asks_its_question(lang, stem, ex):
    """Issue 38: the answer widgets of lessons 06, 06b and 10 had no question of their own, only the
    text above them. Each part asks its question (``exK.q``, all languages), the exercise's text
    does not ask it again, and the question does not name the right answer."""
    q = Question.lesson(stem.split("_")[0], ex, lang=lang, progress=None)
    for part in q.spec.parts:
        assert part.label is not None, f"{stem} {ex}: a part with no question"
        asked = part.label.text(lang)
        assert asked == _said(stem, f"{ex}.q", lang) and asked.endswith("?")
        assert "?" not in _said(stem, ex, lang), f"{stem} {ex}: the text asks the question again"
        right = [part.options[k].text(lang) for k in part.answer]
        assert not any(r in asked for r in right), f"{stem} {ex}: the question names its answer"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("stem", "ex"), ASKED_06_06B_10)
def test_06_06b_10_every_wrong_button_gets_an_aimed_hint(lang, stem, ex):
    """Lessons 06, 06b and 10 ask with buttons: each wrong button is a likely mistake, and gets the
    hint its source aims at it (a text of the lesson), not the widget's general "not that one"."""
    for i, part in enumerate(lesson_questions()[stem][ex]["parts"]):
        wrong = set(range(len(part["options"]))) - set(part["answer"])
        assert wrong <= {int(k) for k in part["likely"]}, f"{stem} {ex} part {i + 1}: no aimed hint for {wrong}"
        for k in wrong:
            q = _at_part(stem, ex, i, lang)
            tid = _source_ladder(stem, ex, i)[0][str(k)]
            assert _wrong(q, _wrong_value(part, str(k)))[0] == _said(stem, tid, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_06b_the_two_players_chance_copied_from_the_page_gets_its_own_hint(lang):
    """Lesson 06b, exercise 2 (the 5-5-5 dealt with four players): the page has just said "about 1
    game in 3" for two players; that chance copied is a button with its own hint (more tiles dealt)."""
    q = _at_part("06b_who_starts", "ex2", 0, lang)
    k = next(i for i, o in enumerate(q.spec.parts[0].options) if o.text(lang) == "1/3")
    assert _wrong(q, k)[0] == _said("06b_who_starts", "ex2.h.two_players", lang)
    assert "1 game in 3" in _said("06b_who_starts", "ex2.h.two_players", "en")


@pytest.mark.parametrize("lang", LANGS)
def test_09b_every_wrong_place_of_the_zero_border_gets_the_side_hint(lang):
    """Teachers' reading: in 09b exercise 1 a wrong place (on a side: two corners on the border, a
    0-0-x fits it) got no hint aimed at it, only the second hint."""
    part = lesson_questions()["09b_more_puzzles"]["ex1"]["parts"][0]
    wrong = [c for c in part["options"] if c not in part["answer"]]
    assert wrong
    for place in wrong:
        q = _at_part("09b_more_puzzles", "ex1", 0, lang)
        assert _wrong(q, place)[0] == _said("09b_more_puzzles", "ex1.h.side", lang), place


_NO_WORD = {"en": "No", "ru": "Нет", "pl": "Nie", "hu": "Nem"}


def _lesson_texts(node, lang):
    """Every text in the lessons' questions in one language (labels, hints, likely answers' hints)."""
    if isinstance(node, dict):
        if lang in node and isinstance(node[lang], str):
            yield node[lang]
        for v in node.values():
            yield from _lesson_texts(v, lang)
    elif isinstance(node, list):
        for v in node:
            yield from _lesson_texts(v, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_hint_says_no_as_a_teacher_would(lang):
    """A hint after a wrong choice starts "No, ..." ("Nem, ...", "Nie, ...", "Нет, ..."), not with a
    colon after the word: a label's colon in a sentence to a child reads as a program's output."""
    data = json.loads((ROOT / "trio_widgets/teaching/lesson_questions.json").read_text(encoding="utf-8"))
    texts = list(_lesson_texts(data, lang))
    starts = [t for t in texts if t.startswith(_NO_WORD[lang] + ",")]
    assert len(starts) >= 9, len(starts)  # the hints this looks at are there
    assert not [t for t in texts if t.startswith(_NO_WORD[lang] + ":")]
