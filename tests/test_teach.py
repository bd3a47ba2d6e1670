"""The teaching widgets without a browser: constructors, the intents the page sends (each
checked, a bad one changes nothing), the state the page draws, languages, static views."""

from __future__ import annotations

import doctest
import html
import re

import pytest
import traitlets

import trio_widgets as tw
from trio_widgets import pictures as svg
from trio_widgets import teaching as ex
from trio_widgets.teaching import ExerciseError
from trio_widgets.widgets import MatchPuzzle, OrientationTrainer, ScoringPractice, TileSetExplorer
from trio_widgets.words import t as i18n_t

WIDGETS = [TileSetExplorer, OrientationTrainer, MatchPuzzle, ScoringPractice]


def state(w) -> dict:
    """Every synced trait but the error message: what must not change after a bad intent."""
    return {k: getattr(w, k) for k in w.keys if k not in ("message", "comm", "_model_id")}


def refused(w, content, words: str) -> None:
    before = state(w)
    assert w.handle(content) is False
    assert words in w.message_text, w.message_text
    assert w.message["text"] == w.message_text and w.message["kind"] == "error"
    assert state(w) == before


def test_the_package_exports_them_lazily():
    assert tw.TileSetExplorer is TileSetExplorer and tw.MatchPuzzle is MatchPuzzle
    assert tw.OrientationTrainer is OrientationTrainer and tw.ScoringPractice is ScoringPractice


@pytest.mark.parametrize("cls", WIDGETS)
def test_front_end_is_one_module_with_its_style(cls):
    w = cls()
    assert " as default\n};" in w._esm and 'from "./' not in w._esm
    # tiles drawn by shared/tile.mjs with the numbers of shared/tile_style.json, bundled in
    assert svg.STYLE["_doc"] in w._esm
    assert ".trio-teach" in w._css and "var(--jp-ui-font-color0" in w._css
    assert w._catalogue["teach.ui.next"] == "Next"
    assert all(k.startswith("teach.") for k in w._catalogue)


def test_repr_is_deterministic():
    assert (
        repr(TileSetExplorer())
        == "TileSetExplorer(max_value=5, group_by='kind', number=0, mirrors=False, formulas=True, lang='en')"
    )
    assert (
        repr(OrientationTrainer(seed=4, mode="turn", lang="pl")) == "OrientationTrainer(seed=4, mode='turn', lang='pl')"
    )
    assert repr(MatchPuzzle(seed=3, difficulty="bridge")) == "MatchPuzzle(seed=3, difficulty='bridge', lang='en')"
    assert (
        repr(ScoringPractice(seed=2, preset="classic"))
        == "ScoringPractice(seed=2, preset='classic', focus='any', lang='en')"
    )


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda: TileSetExplorer(max_value=12), "from 1 to 9"),
        (lambda: TileSetExplorer(group_by="colour"), "grouped by"),
        (lambda: TileSetExplorer(number=7), "from 0 to 5"),
        (lambda: TileSetExplorer(mirrors=1), "on or off"),
        (lambda: OrientationTrainer(mode="spin"), "mixed, mirror, turn"),
        (lambda: OrientationTrainer(seed=1.5), "A seed is a whole number"),
        (lambda: MatchPuzzle(difficulty="impossible"), "one_edge, two_edges, bridge, hexagon"),
        (lambda: ScoringPractice(preset="kids"), "pressman, classic, trimino_advanced"),
        (lambda: ScoringPractice(focus="luck"), "start, one_side"),
        (lambda: MatchPuzzle(lang="de"), "en, ru, pl and hu"),
        (lambda: ScoringPractice(pips="yes"), "on or off"),
    ],
)
def test_bad_settings_are_refused_clearly(make, words):
    with pytest.raises(ValueError, match=re.escape(words)):
        make()


def test_bad_settings_later_are_refused_and_change_nothing():
    w = TileSetExplorer()
    before = state(w)
    for name, value in [("max_value", 0), ("group_by", 3), ("number", 9), ("mirrors", "on"), ("lang", "xx")]:
        with pytest.raises(traitlets.TraitError) as err:
            setattr(w, name, value)
        assert isinstance(err.value, ValueError)  # also a ValueError, as everywhere in the package
    assert state(w) == before


@pytest.mark.parametrize("cls", WIDGETS)
@pytest.mark.parametrize(
    "content, words",
    [
        ("next", "does not understand"),
        (None, "does not understand"),
        ({}, "does not understand"),
        ({"action": "explode"}, "does not understand"),
        ({"action": 3}, "does not understand"),
    ],
)
def test_garbage_messages_change_nothing(cls, content, words):
    refused(cls(), content, words)


def test_custom_messages_reach_the_handler():
    w = MatchPuzzle(seed=1)
    w._handle_custom_msg({"action": "select", "tile": str(w.question.candidates[1])}, [])
    assert w.selected == str(w.question.candidates[1])
    w._handle_custom_msg({"action": "select", "tile": "0-0-0", "extra": 1}, [])
    assert "does not understand" in w.message_text and w.selected == str(w.question.candidates[1])


# ------------------------------------------------------------------ TileSetExplorer


def test_explorer_lays_out_and_counts():
    w = TileSetExplorer()
    assert [(g["id"], g["count"]) for g in w.groups] == [
        ("kind:triples", 6),
        ("kind:doubles", 30),
        ("kind:different", 20),
    ]
    assert sum(len(g["tiles"]) for g in w.groups) == 56
    assert [f["count"] for f in w.facts] == [56, 6, 30, 20]
    assert w.handle({"action": "set", "max_value": 9, "mirrors": True})
    assert w.facts[0]["count"] == 220 and w.facts[-1]["count"] == 220 + 120  # C(10, 3) mirror images
    assert sum(len(g["tiles"]) for g in w.groups) == 340
    assert sum(1 for g in w.groups for t in g["tiles"] if t[2]) == 120


def test_explorer_select_shows_the_sum_and_follows_the_set():
    w = TileSetExplorer(max_value=5)
    assert w.handle({"action": "select", "tile": "4-5-3"})
    assert w.selected == "3-4-5" and w.feedback["text"] == "Tile 3-4-5: 3 + 4 + 5 = 12" and w.feedback["ok"] is None
    refused(w, {"action": "select", "tile": "3-5-4"}, "3-5-4 is not in the set shown now")  # a mirror, switch off
    assert w.handle({"action": "set", "mirrors": True})
    assert w.handle({"action": "select", "tile": "3-5-4"}) and "mirror image of 3-4-5" in w.feedback["text"]
    # a smaller set: the tile it no longer holds is let go
    assert w.handle({"action": "set", "max_value": 4})
    assert w.selected == "" and w.feedback == {}
    assert w.handle({"action": "select", "tile": None}) and w.selected == ""


def test_explorer_number_follows_the_largest_number():
    w = TileSetExplorer(group_by="number", number=5)
    assert w.handle({"action": "set", "max_value": 3})
    assert w.number == 3 and {g["id"] for g in w.groups} == {f"number:3:{k}" for k in range(4)}
    w.max_value = 2  # from Python too
    assert w.number == 2 and w.groups[0]["id"] == "number:2:3"


@pytest.mark.parametrize(
    "content, words",
    [
        ({"action": "set", "max_value": 10}, "from 1 to 9"),
        ({"action": "set", "max_value": "7"}, "from 1 to 9"),
        ({"action": "set", "max_value": 4, "number": 5}, "from 0 to 4"),  # checked together: nothing changes
        ({"action": "set", "group_by": "rainbow"}, "grouped by"),
        ({"action": "set", "mirrors": "true"}, "on or off"),
        ({"action": "select", "tile": "7-7-7"}, "7-7-7 is not in the set shown now"),
        ({"action": "select", "tile": 345}, "is not a tile"),
        ({"action": "select", "tile": "<b>1-2-3</b>"}, "is not a tile"),
        ({"action": "set", "colour": "red"}, "does not understand"),
    ],
)
def test_explorer_bad_intents(content, words):
    refused(TileSetExplorer(), content, words)


def test_explorer_speaks_four_languages():
    w = TileSetExplorer()
    w.select("3-4-5")
    w.lang = "ru"
    assert w.groups[0]["label"] == "Тройки: три одинаковых числа"
    assert w.feedback["text"] == "Фишка 3-4-5: 3 + 4 + 5 = 12"
    assert w._catalogue["teach.ui.next"] == "Дальше"
    w.lang = "hu"
    assert w.facts[0]["label"].startswith("Minden dominó")
    w.lang = "pl"
    assert w.groups[1]["label"].startswith("Żetony podwójne")


def test_explorer_without_formulas_says_how_many_in_words():
    """A young child's page counts the set in words: no multiplication, no division, no C(8, 3)."""
    w = TileSetExplorer(formulas=False, lang="hu")
    assert [f["formula"] for f in w.facts] == ["56 dominó", "6 dominó", "30 dominó", "20 dominó"]
    assert w.handle({"action": "set", "max_value": 2, "mirrors": True})
    assert [f["formula"] for f in w.facts] == ["10 dominó", "3 dominó", "6 dominó", "1 dominó", "11 dominó"]
    w.lang = "ru"
    assert w.facts[0]["formula"] == "10 фишек" and w.facts[3]["formula"] == "1 фишка"
    assert "monospace" not in w._repr_html_()
    w.formulas = True  # from Python, the arithmetic comes back
    assert w.facts[0]["formula"].endswith("= 10") and "monospace" in w._repr_html_()
    with pytest.raises(ValueError):
        TileSetExplorer(formulas="no")
    w.lang = "en"
    refused(w, {"action": "set", "formulas": False}, "does not understand")  # the page cannot switch it


# ------------------------------------------------------------------ OrientationTrainer


def test_trainer_alternates_in_mixed_mode_and_moves_on():
    w = OrientationTrainer(seed=0)
    assert w.kind == "mirror" and w.exercise["kind"] == "mirror" and w.exercise["reference"]
    w.next()
    assert w.seed == 1 and w.kind == "turn" and w.exercise["cell"] and w.exercise["board"]
    assert OrientationTrainer(seed=5, mode="mirror").kind == "mirror"
    assert OrientationTrainer(seed=4, mode="turn").kind == "turn"


def test_trainer_turn_exercise():
    w = OrientationTrainer(seed=3, mode="turn")
    q = w.question
    assert w.turn == q.start_turn and w.exercise["tile"] == list(q.tile)
    assert w.exercise["cell"] == q.cell.label()
    assert w.check() is False and w.done is False and w.feedback["ok"] is False
    assert w.stars == 0
    assert w.handle({"action": "turn", "turn": q.right_turns[0]}) and w.turn == q.right_turns[0]
    assert w.check() is True and w.done and w.stars == 1 and w.feedback["done"]
    refused(w, {"action": "check", "turn": 0}, "finished")  # no change after it is solved
    w.next()
    assert w.done is False and w.feedback == {} and w.stars == 1


def test_trainer_check_with_the_turn_in_the_message():
    w = OrientationTrainer(seed=3, mode="turn")
    right = w.question.right_turns[0]
    assert w.handle({"action": "check", "turn": right})
    assert w.turn == right and w.done


def test_trainer_mirror_exercise():
    w = OrientationTrainer(seed=0, mode="mirror")
    wrong = "same" if w.question.answer == "mirror" else "mirror"
    assert w.answer(wrong) is False and not w.done
    assert w.feedback["text"].startswith("Not quite")
    w.turn_by(-1)
    assert w.turn == (w.question.start_turn - 1) % 6
    assert w.answer(w.question.answer) is True and w.done and w.stars == 1


@pytest.mark.parametrize(
    "content, words",
    [
        ({"action": "turn", "turn": 6}, "from 0 to 5"),
        ({"action": "turn", "turn": "1"}, "from 0 to 5"),
        ({"action": "turn"}, "from 0 to 5"),
        ({"action": "answer", "choice": "same"}, "not for this exercise"),  # seed 1 is a turning one
        ({"action": "check", "turn": -1}, "from 0 to 5"),
        ({"action": "next", "seed": 5}, "does not understand"),
    ],
)
def test_trainer_bad_intents(content, words):
    refused(OrientationTrainer(seed=1), content, words)


def test_trainer_bad_answer_on_a_mirror_question():
    w = OrientationTrainer(seed=0)
    refused(w, {"action": "answer", "choice": "upside down"}, "“same” or “mirror”")
    refused(w, {"action": "check"}, "not for this exercise")
    with pytest.raises(ExerciseError, match="“same” or “mirror”"):
        w.answer("both")


# ------------------------------------------------------------------ MatchPuzzle


def test_match_puzzle_state_for_the_page():
    w = MatchPuzzle(seed=3, difficulty="bridge")
    q = w.question
    assert w.exercise["cell"] == q.cell.label() and w.exercise["need"] == len(q.solutions) == 1
    assert [c["tile"] for c in w.exercise["candidates"]] == [str(t) for t in q.candidates]
    assert w.turns == list(q.start_turns) and w.found == [] and w.placed == {} and not w.done
    assert len(w.exercise["board"]) == len(q.board)


def test_match_puzzle_wrong_then_right():
    w = MatchPuzzle(seed=3, difficulty="bridge")
    q = w.question
    wrong = next(t for t in q.candidates if t not in q.solutions)
    assert w.try_tile(wrong, 0) is False
    assert w.feedback["ok"] is False and w.found == [] and not w.done
    assert w.selected == str(wrong)  # the tile tried stays in hand
    sol = q.solutions[0]
    right = next(k for k in range(6) if q.fits(sol, k))
    assert w.handle({"action": "turn", "tile": str(sol), "turn": right})
    assert w.turns[q.candidates.index(sol)] == right
    assert w.try_tile(sol, right) is True
    assert w.found == [str(sol)] and w.done and w.stars == 1
    assert w.placed["cell"] == q.cell.label() and w.placed["tile"] == str(sol)
    assert "bridge" in w.feedback["text"]
    refused(w, {"action": "try", "tile": str(sol), "turn": right}, "finished")


def test_match_puzzle_with_two_tiles_to_find():
    seed = next(s for s in range(40) if len(ex.make_match_puzzle(s, "one_edge").solutions) == 2)
    w = MatchPuzzle(seed=seed, difficulty="one_edge")
    q = w.question
    assert w.exercise["need"] == 2
    first, second = q.solutions
    k1 = next(k for k in range(6) if q.fits(first, k))
    assert w.try_tile(first, k1) and not w.done
    assert "1 more tile fits" in w.feedback_text
    w.try_tile(first, k1)  # again: said kindly, not counted twice
    assert w.found == [str(first)] and "already found" in w.feedback["text"]
    k2 = next(k for k in range(6) if q.fits(second, k))
    assert w.try_tile(second, k2) and w.done and w.found == [str(first), str(second)]
    assert "found them all" in w.feedback_text


def test_match_puzzle_levels_and_next():
    w = MatchPuzzle(seed=2)
    assert w.handle({"action": "level", "difficulty": "hexagon"})
    assert w.difficulty == "hexagon" and w.question == ex.make_match_puzzle(2, "hexagon")
    w.next()
    assert w.seed == 3 and w.question == ex.make_match_puzzle(3, "hexagon") and w.found == []


@pytest.mark.parametrize(
    "content, words",
    [
        ({"action": "try", "tile": "9-9-9", "turn": 0}, "is not a tile"),
        ({"action": "try", "tile": None, "turn": 0}, "is not a tile"),
        ({"action": "try", "tile": "5-5-5", "turn": 0}, "not one of this puzzle's tiles"),
        ({"action": "try", "tile": "CAND", "turn": 8}, "from 0 to 5"),
        ({"action": "try", "tile": "CAND", "turn": True}, "from 0 to 5"),
        ({"action": "turn", "tile": "CAND", "turn": 2.5}, "from 0 to 5"),
        ({"action": "select", "tile": ["1", "2", "3"]}, "is not a tile"),
        ({"action": "level", "difficulty": "expert"}, "puzzle level is one of"),
    ],
)
def test_match_puzzle_bad_intents(content, words):
    w = MatchPuzzle(seed=4, difficulty="two_edges")
    if content.get("tile") == "CAND":
        content = {**content, "tile": str(w.question.candidates[0])}
    if content.get("tile") == "5-5-5" and tw.Tile(5, 5, 5) in w.question.candidates:
        content = {**content, "tile": next(str(t) for t in tw.full_set() if t not in w.question.candidates)}
    refused(w, content, words)


# ------------------------------------------------------------------ ScoringPractice


def test_scoring_right_first_time():
    w = ScoringPractice(seed=5, focus="bridge")
    s = w.score
    assert w.exercise["move"]["tile"] == str(w.question.move.tile)
    assert w.exercise["board"][-1] == [w.question.move.cell.label(), list(w.question.move.corners)]
    assert any("Bridge: +40" in line for line in w.exercise["rules"])
    assert w.answer(str(s.total)) is True and w.done and w.stars == 1 and w.attempts == 0
    assert w.feedback["steps"][-1].endswith(f"= {s.total}")


def test_scoring_garbage_is_not_a_try():
    w = ScoringPractice(seed=5, focus="bridge")
    for typed, words in [
        ("abc", "is not a number"),
        ("", "Type the points first"),
        ("-4", "less than 0"),
        (None, "is not a number"),
    ]:
        refused(w, {"action": "answer", "points": typed}, words)
    assert w.attempts == 0


def test_scoring_two_wrong_answers_then_the_arithmetic():
    w = ScoringPractice(seed=5, focus="bridge")
    total = w.score.total
    assert w.answer(total + 1) is False and w.attempts == 1 and not w.done
    assert str(total) not in w.feedback["text"] and len(w.feedback["steps"]) == 1
    assert w.answer(total + 2) is False and w.attempts == 2 and w.done
    assert f"scores {total}" in w.feedback["text"]
    with pytest.raises(ExerciseError, match="finished"):
        w.answer(total)
    assert w.stars == 0


def test_scoring_show_and_presets():
    w = ScoringPractice(seed=2, focus="two_sides")
    move = w.question.move
    w.show()
    assert w.done and w.feedback["ok"] is None and w.stars == 0
    assert w.handle({"action": "preset", "preset": "trimino_advanced"})
    assert w.preset == "trimino_advanced" and not w.done and w.attempts == 0 and w.feedback == {}
    assert w.question.move == move  # the same move, counted with other rules
    v = move.tile.value
    assert w.score.total == 2 * v
    assert any("×" in line for line in w.exercise["rules"])
    assert w.answer(2 * v)
    refused(w, {"action": "preset", "preset": "trimino_simple"}, "pressman, classic, trimino_advanced")
    w.next()
    assert w.seed == 3 and not w.done


def test_scoring_in_polish():
    w = ScoringPractice(seed=5, focus="bridge", lang="pl")
    w.answer(w.score.total)
    assert w.feedback["text"].startswith("Tak!") and "most +40" in w.feedback["steps"]
    assert w.exercise["rules"][0] == "Żeton daje sumę swoich trzech liczb"


# ------------------------------------------------------------------ static views


@pytest.mark.parametrize(
    "make",
    [
        lambda: TileSetExplorer(mirrors=True),
        lambda: OrientationTrainer(seed=0),
        lambda: OrientationTrainer(seed=1),
        lambda: MatchPuzzle(seed=3, difficulty="bridge"),
        lambda: ScoringPractice(seed=5),
    ],
)
def test_static_views(make):
    a, b = make(), make()
    page = a._repr_html_()
    assert page == b._repr_html_()  # deterministic: notebooks keep it as it is
    assert page.startswith('<div class="trio-teach-static"') and "<svg" in page and "<script" not in page
    mime = a._repr_mimebundle_()
    data = mime[0] if isinstance(mime, tuple) else mime
    # the text a notebook without a kernel falls back to: the widget in words, not its repr
    assert data["text/plain"] == a.still_text() != repr(a)
    assert data["text/plain"].startswith(a._title_and_ask()[0])


def test_static_view_words_are_escaped_and_translated():
    w = ScoringPractice(seed=5, lang="ru")
    page = w._repr_html_()
    assert html.escape(i18n_t("teach.score.ask", "ru")) in page
    assert "Count the points" not in page


def test_docstring_examples():
    from trio_widgets.teaching import _exercises
    from trio_widgets.widgets import _teach

    for mod in (_teach, _exercises):
        result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0 and result.attempted > 0


def test_unknown_settings_are_refused():
    import trio_widgets as tw

    with pytest.raises(TypeError, match="rules"):
        tw.ScoringPractice(rules="classic")
    with pytest.raises(TypeError, match="colour"):
        tw.TileSetExplorer(colour="red")
    # a real setting still works
    assert tw.ScoringPractice(preset="classic").preset == "classic"


# ----------------------------------------------------------------------------- hostile messages
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_JUNK = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True)
    | st.text(max_size=10)
    | st.sampled_from(["3-4-5", "0-0-0", "5-5-5", "same", "mirror", "kind", "value", "hexagon", "classic"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
_FIELDS = ["tile", "turn", "choice", "points", "preset", "difficulty", "max_value", "group_by", "number", "mirrors"]


def _intents(cls) -> st.SearchStrategy:
    def build(action: str, fields: dict) -> dict:
        return {"action": action, **fields}

    return st.builds(
        build,
        st.sampled_from(sorted(cls.ACTIONS) + ["fly", "__init__"]),
        st.dictionaries(st.sampled_from(_FIELDS), _JUNK | st.integers(-1, 7), max_size=3),
    )


@pytest.mark.parametrize("cls", WIDGETS)
def test_fuzz_intents_only_documented_outcomes(cls):
    """Random intents with fields of every type: handle() answers True or False and never raises;
    a refused one shows an error in the widget and changes no synced trait."""

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(msgs=st.lists(_intents(cls) | _JUNK, min_size=1, max_size=5))
    def run(msgs):
        w = cls()
        for msg in msgs:
            before = state(w)
            ok = w.handle(msg)
            assert ok in (True, False)
            if not ok:
                assert w.message["kind"] == "error" and w.message_text
                assert state(w) == before

    run()


@pytest.mark.parametrize("cls", WIDGETS)
def test_the_page_cannot_set_settings_or_state(cls):
    """A plain state update from the page (not an intent) changes nothing: Python owns the state."""
    w = cls()
    before = state(w)
    sent: list = []
    w._send = lambda msg, buffers=None: sent.append(msg)
    hostile = {k: 1 for k in w.keys if not k.startswith("_") and k not in ("layout", "tabbable", "tooltip")}
    hostile["lang"] = "ru"
    w._handle_msg({"content": {"data": {"method": "update", "state": hostile}}, "buffers": []})
    assert state(w) == before
    assert sent[-1]["state"]["lang"] == "en"


def test_explorer_counts_in_the_school_notation_of_its_language():
    w = tw.TileSetExplorer(lang="hu")
    assert w.facts[0]["formula"] == "8 · 7 · 6 : 6 = 56"
    w.lang = "pl"
    assert w.facts[0]["formula"] == "8 · 7 · 6 : (3 · 2 · 1) = 56"
    w.lang = "en"
    assert w.facts[0]["formula"] == "C(8, 3) = 8 × 7 × 6 ÷ 6 = 56"
