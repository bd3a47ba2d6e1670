"""The second hostile round: what a mischievous child, a family on a shared classroom computer
and a forged page could still break (timers under the cover, long counts, farmed stars, wiped
work, odd digits, names that hide or become other names, files on a shared folder), and the
fuzz tests of the new paths.  Each test failed before its fix."""

from __future__ import annotations

import json
import unicodedata

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import trio_widgets as tw
from trio_widgets import words as i18n
from trio_widgets.scoresheet import ScoreSheet, SheetError
from trio_widgets.widgets import AdditionDrill

LANGS = ("en", "ru", "pl", "hu")


# ------------------------------------------------------------------ the drill's answers
@pytest.mark.parametrize("value", ["²", "--5", "٣", "１", "1_0", "5 5", "⁵", "Ⅻ", "-", ""])
def test_the_drill_says_not_a_number_for_odd_digits(value):
    d = AdditionDrill(seed=1)
    asked = d.asked
    assert d.handle({"action": "answer", "value": value}) is False
    assert d.message["key"] == "drill.error.number"
    assert d.asked == asked and d.phase == "asking"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(
        st.text(max_size=12),
        st.integers(min_value=-(10**30), max_value=10**30),
        st.floats(allow_nan=True),
        st.none(),
        st.booleans(),
        st.lists(st.integers(), max_size=3),
        st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
        st.sampled_from([10**5000, np.int64(7), np.float64(7.0), b"7", float("inf")]),
    )
)
def test_fuzz_the_drills_answer(value):
    d = AdditionDrill(seed=3)
    right = d.question.answer
    ok = d.handle({"action": "answer", "value": value})
    if not ok:
        assert d.message["key"] in ("drill.error.number", "drill.error.message"), d.message
        assert d.asked == 0
    else:
        assert d.asked == 1 and d.feedback["right"] == (d.feedback["picked"] == right)


# ------------------------------------------------------------------ names filled in one pass
def test_join_names_fills_each_name_once():
    for lang in LANGS:
        said = i18n.join_names(["{last}", "Bob"], lang)
        assert said.count("{last}") == 1 and said.count("Bob") == 1, said
        said = i18n.join_names(["Ann", "{first}", "Bob"], lang)
        assert said.count("{first}") == 1 and said.count("Ann") == 1, said


def test_a_tied_keeper_names_both_players_as_they_are():
    from trio_widgets.widgets import ScoreKeeper

    for lang in LANGS:
        k = ScoreKeeper(["{last}", "Bob"], "classic", lang=lang)
        k.sheet.turn(0, "1-2-3")
        k.sheet.turn(1, "1-1-4")
        status = k.view["status"]
        assert "{last}" in status and status.count("Bob") == 1, status
        k.close()


def test_a_hungarian_article_inside_a_name_is_not_rewritten():
    # "a(z) " in a name is the name's own text: only the catalogue's own a(z) is made a or az
    name = "a(z) Ede"
    for key in ("game.turn_of", "cover.wait"):
        text = i18n.t(key, "hu", name=name)
        assert name in text, text
    assert i18n.t("game.turn_of", "hu", name="Ede") == i18n.t("game.turn_of", "hu", name="Ede")


# ------------------------------------------------------------------ numpy integers
def test_numpy_integers_are_whole_numbers_everywhere():
    from trio_widgets.widgets import GameWidget

    w = GameWidget(players=["Ann", "Cpu"], bots={np.int64(1): "smart"}, seed=np.int64(4), turn_seconds=np.int64(30))
    assert list(w.bots) == [1] and type(next(iter(w.bots))) is int
    assert w.turn_seconds == 30 and type(w.turn_seconds) is int
    w.turn_seconds = np.int32(40)
    assert w.turn_seconds == 40 and type(w.turn_seconds) is int
    g = tw.Game("pressman", players=np.int64(2), seed=np.uint8(3))
    before = g.to_json()
    g.play(g.legal_placements()[0])
    g.undo(np.int64(1))
    assert g.to_json() == before
    with pytest.raises(ValueError):
        g.undo(True)
    from trio_widgets.paper import worksheet

    assert worksheet("04", seed=np.int64(2)).text() == worksheet("04", seed=2).text()
    with pytest.raises(ValueError):
        worksheet("04", seed=True)
    from trio_widgets.players import play_match

    assert tw.score_from_facts(tw.Tile(1, 2, 3), tw.Rules(), sides=np.int64(2)).total > 0
    assert i18n.t("game.pool", "ru", n=np.int64(22)) == i18n.t("game.pool", "ru", n=22)
    assert GameWidget(players=["Ann", "Cpu"], bots={1: "greedy"}, bot_delay=np.int64(0)).bot_delay == 0
    a = play_match("kids", ["greedy", "greedy"], seed=np.int64(5))
    assert a.scores == play_match("kids", ["greedy", "greedy"], seed=5).scores


# ------------------------------------------------------------------ the score sheet loader
def _sheet_with_hand(hand) -> str:
    s = ScoreSheet(["Ann", "Bob"], "classic")
    data = json.loads(s.to_json())
    data["entries"] = [{"kind": "blocked", "hands": [hand, {"total": 3}]}]
    return json.dumps(data)


@pytest.mark.parametrize(
    "hand", [{"tiles": 5}, {"tiles": "1-2-3"}, {"tiles": [5]}, {"tiles": [None]}, {"tiles": {"a": 1}}, {"total": "5"}]
)
def test_a_type_confused_hand_is_the_loaders_value_error(hand):
    with pytest.raises(ValueError) as e:
        ScoreSheet.from_json(_sheet_with_hand(hand))
    assert isinstance(e.value, SheetError) and e.value.msg.key.startswith("keeper."), e.value


_JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**6), 10**6) | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["hands", "hand", "tiles", "total", "count", "seat", "entry", "players", "rules", "kind", "tile"]),
    _JSONISH,
)
def test_fuzz_the_score_sheet_loader_with_type_confused_fields(where, junk):
    s = ScoreSheet(["Ann", "Bob"], "classic")
    s.turn(0, "1-2-3")
    data = json.loads(s.to_json())
    entry = {"kind": "out", "seat": 1, "hands": [{"total": 4}, None]}
    if where in ("tiles", "total", "count"):
        entry["hands"][0] = {where: junk}
    elif where == "hand":
        entry["hands"][0] = junk
    elif where in ("hands", "seat", "kind"):
        entry[where] = junk
    elif where == "tile":
        data["entries"][0]["tile"] = junk
    elif where == "entry":
        entry = junk
    else:
        data[where] = junk
    data["entries"].append(entry)
    data.pop("totals")
    try:
        ScoreSheet.from_json(json.dumps(data))
    except SheetError:
        pass


# ------------------------------------------------------------------ invisible and look-alike names
INVISIBLE = [
    "\u200b",
    "\ufeff",
    "\u2060",
    "\u3164",
    "\u00ad",
    "\u061c",
    "\u115f",
    "\u1160",
    "\uffa0",
    "\u200d",
    "\u180e",
]


@pytest.mark.parametrize("ch", INVISIBLE)
def test_invisible_characters_are_refused_in_every_name(ch):
    from trio_widgets.widgets import ScoreKeeper

    for names in ([ch, "Bob"], ["Ann", "Ann" + ch], ["Ann", ch + "Ann"], ["An" + ch + "n", "Bob"]):
        with pytest.raises(ValueError) as e:
            tw.Game(players=names)
        assert e.value.key == "name_char", names
        with pytest.raises(SheetError) as e2:
            ScoreSheet(names, "classic")
        assert e2.value.msg.key == "error.name_char"
        k = ScoreKeeper(["Ann", "Bob"], "classic")
        before = k.sheet.players
        assert k.handle({"action": "setup", "players": names, "rules": "classic"}) is False
        assert k.message["key"] == "error.name_char" and k.sheet.players == before
        k.close()


@pytest.mark.parametrize(("a", "b"), [("Zoé", "Zoe\u0301"), ("Ångström", "A\u030angstro\u0308m"), ("zoé", "ZOE\u0301")])
def test_names_that_look_the_same_are_the_same_name(a, b):
    with pytest.raises(ValueError) as e:
        tw.Game(players=[a, b])
    assert e.value.key == "name_twice"
    with pytest.raises(SheetError) as e2:
        ScoreSheet([a, b], "classic")
    assert e2.value.msg.key == "keeper.err.player_twice"
    # one spelling is kept: what is shown and saved is the composed one
    composed = unicodedata.normalize("NFC", b)
    assert composed != b and tw.Game(players=[b, "Bob"]).players[0] == composed
    assert ScoreSheet([b, "Bob"]).players[0] == composed and ScoreSheet([b, "Bob"]).seat(a) == 0


def test_ordinary_names_still_pass():
    names = ["Zoltán Kiss", "Ёжик", "Łucja", "Anne-Marie", "O'Neil", "李雷"]
    assert tw.Game(players=names[:6]).players == names[:6]


# ------------------------------------------------------------------ a saved puzzle's title
@pytest.mark.parametrize("title", ["\\ud800", "A\\u0000B", "\\u001b[31mred", "abc\\u202edcba", "\\u200b", "x\\u2028y"])
def test_a_forged_puzzle_title_is_refused_before_anything_changes(title):
    from trio_widgets.widgets import PuzzleBoard

    w = PuzzleBoard("small_triangle")
    before, shown = w.to_json(), dict(w.puzzle)
    saved = json.loads(w.to_json())
    saved["puzzle"]["title"] = "TITLE"
    text = json.dumps(saved).replace('"TITLE"', '"' + title + '"')
    with pytest.raises(ValueError) as e:
        w.load_json(text)
    assert getattr(e.value, "msg", None) is not None and e.value.msg.key.startswith("puzzle.error")
    assert w.to_json() == before and w.puzzle == shown
    json.dumps(w.puzzle, ensure_ascii=False).encode("utf-8")  # the state still goes to the page
    for lang in LANGS:
        assert e.value.msg.text(lang)


def test_a_plain_puzzle_title_still_loads():
    from trio_widgets.widgets import PuzzleBoard

    w = PuzzleBoard("small_triangle")
    saved = json.loads(w.to_json())
    saved["puzzle"]["title"] = "Zoé's  puzzle"
    w.load_json(json.dumps(saved))
    assert w.puzzle["title"] == "Zoé's puzzle"


# ------------------------------------------------------------------ messages that say the real problem
def test_too_many_tiles_dealt_says_so_in_every_language():
    rules = tw.Rules(name="t", max_value=1)
    with pytest.raises(SheetError) as e:
        ScoreSheet(["Ann", "Bob"], rules)
    assert e.value.msg.key == "keeper.err.players_tiles"
    for lang in LANGS:
        text = e.value.text(lang)
        assert "18" in text and "4" in text and "2 to 6" not in text, text
    with pytest.raises(ValueError) as e2:
        tw.Game(rules, players=["Ann", "Bob"])
    assert e2.value.key == "players_tiles"
    for lang in LANGS:
        assert "18" in e2.value.msg.text(lang) and "4" in e2.value.msg.text(lang)


@pytest.mark.parametrize("unit", ["count", "total"])
def test_a_hand_bigger_than_the_set_says_the_set_is_smaller(unit):
    from trio_widgets.widgets import ScoreKeeper

    k = ScoreKeeper(["Ann", "Bob"], "kids" if unit == "count" else "classic")
    k.sheet.turn(0, "1-2-3")
    before = k.sheet.to_json()
    big = 999 if unit == "count" else 9999
    assert k.handle({"action": "round_end", "how": "out", "seat": 1, "left": [big, None], "unit": unit}) is False
    key = k.message["key"]
    assert key == ("keeper.err.hand_count_set" if unit == "count" else "keeper.err.hand_total_set"), k.message
    for lang in LANGS:
        k.lang = lang
        text = k.message["text"]
        assert str(big) in text and ("56" in text if unit == "count" else "420" in text), text
    assert k.sheet.to_json() == before
    k.close()


def test_under_kids_a_hand_cannot_hold_more_tiles_than_the_set():
    from trio_widgets.scoresheet import Hand, RoundEnd

    s = ScoreSheet(["Ann", "Bob"], "kids")
    with pytest.raises(SheetError) as e:
        s.add(RoundEnd("blocked", None, (Hand(count=60), Hand(count=2))))
    assert e.value.msg.key in ("keeper.err.hand_count_set", "keeper.err.at_entry")
    assert "56" in e.value.text("en") and len(s) == 0
    s.add(RoundEnd("blocked", None, (Hand(count=5), Hand(count=2))))  # a real hand still goes in


# ------------------------------------------------------------------ no clock under the cover
def test_no_turn_clock_runs_while_a_hand_is_covered(monkeypatch):
    import asyncio

    from trio_widgets.widgets import GameWidget

    async def scenario():
        monkeypatch.setattr(GameWidget, "_check_timer", staticmethod(lambda v: None))  # 1 s for the test
        w = GameWidget(rules="pressman", players=["Ann", "Bob"], seed=7, pass_and_play=True, turn_seconds=1)
        assert w.covered and not w._pending  # Ann has not lifted the cover: no clock
        await asyncio.sleep(1.3)
        assert w.scores == [0, 0] and w.game.hand_sizes == [9, 9] and not w.message
        assert w.ready() and not w.covered and len(w._pending) == 1  # lifted: her clock starts
        w.play(*w.legal[next(iter(w.legal))][0])
        assert w.covered and w.current == 1 and not w._pending  # Bob's hand is covered: no clock
        sizes = list(w.game.hand_sizes)
        await asyncio.sleep(1.3)
        assert w.game.hand_sizes == sizes and w.scores[1] == 0
        turn = w.turn_id
        assert w.ready() and w.turn_id == turn + 1  # the page starts its clock at the lift
        await asyncio.sleep(1.3)
        assert w.message.get("key", "").startswith("timer.up_")  # after the lift, the clock runs
        w.close()

    asyncio.run(scenario())


# ------------------------------------------------------------------ one star per exercise
def test_scoring_practice_gives_no_star_after_show_and_one_per_move():
    from trio_widgets.widgets import ScoringPractice

    w = ScoringPractice(seed=4)
    w.show()
    shown = w.score.total
    for preset in ("classic", "pressman"):  # away and back: the same move
        w.handle({"action": "preset", "preset": preset})
        w.handle({"action": "answer", "points": str(w.score.total)})
    assert w.stars == 0, "the answer was shown"
    assert shown == w.score.total
    w.next()
    assert w.answer(str(w.score.total)) and w.stars == 1
    for preset in ("classic", "pressman", "trimino_advanced", "pressman"):
        w.handle({"action": "preset", "preset": preset})
        w.handle({"action": "answer", "points": str(w.score.total)})
    assert w.stars == 1, "one star for one move"


def test_match_puzzle_level_switch_gives_no_second_star():
    from trio_widgets.widgets import MatchPuzzle

    def solve(w):
        q = w.question
        for t in q.solutions:
            for k in range(6):
                if w.handle({"action": "try", "tile": str(t), "turn": k}) and w.feedback.get("ok"):
                    break

    w = MatchPuzzle(seed=3, difficulty="one_edge")
    solve(w)
    assert w.done and w.stars == 1
    w.handle({"action": "level", "difficulty": "two_edges"})
    w.handle({"action": "level", "difficulty": "one_edge"})
    assert not w.done  # the same puzzle again, to do again
    solve(w)
    assert w.done and w.stars == 1
    w.handle({"action": "level", "difficulty": "two_edges"})
    solve(w)
    assert w.stars == 2  # a new puzzle is a new star


# ------------------------------------------------------------------ one tap never wipes a child's work
def test_clearing_a_mosaic_can_be_undone():
    from trio_widgets.widgets import GameWidget

    w = GameWidget(players=["Zoe", "Computer"], bots={1: "greedy"}, seed=3, mode="mosaic")
    assert not w.can["mosaic_undo"]
    assert w.mosaic_place("0,0,u") and w.mosaic_place("1,0,u", (3, 4, 5))
    picture = list(w.mosaic)
    assert w.handle({"action": "mosaic_clear"}) and w.mosaic == []
    assert w.can["mosaic_undo"]
    assert w.handle({"action": "mosaic_undo"}) and w.mosaic == picture
    assert w.message["key"] == "mosaic.undone"
    assert w.handle({"action": "mosaic_undo"}) and w.mosaic == picture[:1]  # and the tile before it
    for lang in LANGS:
        assert i18n.t("mosaic.undo", lang) != "mosaic.undo" and i18n.t("mosaic.undone", lang) != "mosaic.undone"
    w.handle({"action": "mosaic_undo"})
    assert w.mosaic == [] and not w.can["mosaic_undo"]
    assert w.handle({"action": "mosaic_undo"}) is False and w.message["key"] == "mosaic.nothing_to_undo"


def test_resetting_or_showing_a_puzzle_can_be_undone():
    from trio_widgets.widgets import PuzzleBoard

    w = PuzzleBoard("small_triangle")
    w.hint()
    w.hint()
    work = w.to_json()
    assert w.placed and w.can_undo
    w.reset()
    assert not w.placed
    assert w.handle({"action": "undo"}) and w.to_json() == work
    assert w.message["key"] == "puzzle.ui.undone"
    w.show_solution()
    assert w.solved
    assert w.handle({"action": "undo"}) and w.to_json() == work and not w.solved
    for lang in LANGS:
        assert i18n.t("puzzle.ui.undo_button", lang) != "puzzle.ui.undo_button"
    while w.can_undo:
        w.handle({"action": "undo"})
    assert not w.placed
    assert w.handle({"action": "undo"}) is False and w.message["key"] == "puzzle.ui.nothing_to_undo"


# ------------------------------------------------------------------ a tap on "how many?" answers quickly
def test_counting_a_huge_puzzle_stops_and_says_more_than():
    from trio_widgets.teaching import Puzzle, Shape
    from trio_widgets.widgets import COUNT_LIMIT, PuzzleBoard

    w = PuzzleBoard(Puzzle(Shape.hexagon(), match=False, no_equal_touching=True))
    assert w.handle({"action": "count"})
    assert w.message["key"] == "puzzle.ui.count_more" and w.message_text.count(str(COUNT_LIMIT)) == 1
    for lang in LANGS:
        w.lang = lang
        assert str(COUNT_LIMIT) in w.message_text and "{" not in w.message_text


def test_counting_a_puzzle_with_a_huge_search_stops_after_its_steps():
    from trio_widgets.teaching import Puzzle, Shape
    from trio_widgets.widgets import COUNT_STEPS, PuzzlePlay

    pz = Puzzle(Shape.triangle(4), side_sum="equal")
    n, complete = pz.count_up_to(10**9, steps=COUNT_STEPS)
    assert not complete and n < 10**9  # the steps ran out, not the limit
    said = PuzzlePlay(pz).count(limit=1000, steps=COUNT_STEPS)
    assert said.key in ("puzzle.ui.count_stopped", "puzzle.ui.count_stopped_none")
    assert pz.count_up_to(10**9, steps=COUNT_STEPS) == (n, False)  # the same answer every time


@pytest.mark.parametrize("name", sorted(__import__("trio_widgets.teaching", fromlist=["x"]).LESSON_PUZZLES))
def test_the_lessons_counts_are_exact_from_a_tap(name):
    from trio_widgets.teaching import lesson_puzzle
    from trio_widgets.widgets import PuzzleBoard, PuzzlePlay

    pz = lesson_puzzle(name)
    w = PuzzleBoard(name)
    w.handle({"action": "count"})
    assert w.message_text == PuzzlePlay(pz).count().text("en")
    assert pz.count_up_to(10**6) == (pz.count(), True)
    assert pz.count_up_to(10**6, turned_same=True) == (pz.count(turned_same=True), True)


# ------------------------------------------------------------------ check, hint and show answer quickly
#: custom puzzles a family could make: the 36-cell triangle from the whole set has no solution,
#: and no counting argument says so, so a full search tries millions of places
HARD_PUZZLES = {
    "triangle of 36": dict(),
    "triangle of 36, no equal touching": dict(no_equal_touching=True),
}


def _hard(name):
    from trio_widgets.teaching import Puzzle, Shape

    return Puzzle(Shape.triangle(6), **HARD_PUZZLES[name])


def _searches(monkeypatch):
    """Record the step limit of every search the solver starts."""
    from trio_widgets.teaching import _puzzles

    seen: list = []
    run = _puzzles._Search._run

    def recording(self, found, steps=None):
        seen.append(steps)
        return run(self, found, steps)

    monkeypatch.setattr(_puzzles._Search, "_run", recording)
    return seen


@pytest.mark.parametrize("name", sorted(HARD_PUZZLES))
@pytest.mark.parametrize("action", ["check", "hint", "solve"])
def test_check_hint_and_show_on_a_huge_puzzle_stop_and_say_so(monkeypatch, name, action):
    from trio_widgets.widgets import SEARCH_STEPS, PuzzleBoard

    w = PuzzleBoard(_hard(name))
    work = w.to_json()
    seen = _searches(monkeypatch)
    w.handle({"action": action})
    assert w.message["key"] == "puzzle.ui.too_long"
    assert seen and all(s is not None and s <= SEARCH_STEPS for s in seen)  # every search was bounded
    assert w.to_json() == work and not w.placed  # nothing changed
    for lang in LANGS:
        w.lang = lang
        assert w.message_text and "{" not in w.message_text and w.message_text != "puzzle.ui.too_long"


def test_a_hint_after_tiles_are_placed_on_a_huge_puzzle_stays_bounded(monkeypatch):
    from trio_widgets.teaching import turns_to
    from trio_widgets.widgets import SEARCH_STEPS, PuzzleBoard

    w = PuzzleBoard(_hard("triangle of 36"))
    cell = w.play.puzzle.shape.cells[0]
    tile = 0
    w.place(cell.label(), tile, turns_to(tuple(w.play.tray[tile]), 0, tuple(w.play.tray[tile]), cell.up))
    work = w.to_json()
    seen = _searches(monkeypatch)
    for action in ("check", "hint", "solve"):
        w.handle({"action": action})
        assert w.message["key"] == "puzzle.ui.too_long", action
        assert w.to_json() == work  # the child's tile is still there, nothing else came
    assert len(seen) >= 3 and all(s is not None and s <= SEARCH_STEPS for s in seen)


def test_bounded_searches_give_the_answers_of_the_full_ones():
    from trio_widgets.teaching import LESSON_PUZZLES, Puzzle, Shape, lesson_puzzle
    from trio_widgets.widgets import SEARCH_STEPS, PuzzlePlay

    puzzles = [lesson_puzzle(n) for n in sorted(LESSON_PUZZLES)]
    puzzles.append(Puzzle(Shape.hexagon(), match=False, no_equal_touching=True))
    for pz in puzzles:
        assert pz.solve_within(10**7) == (pz.solve(), True)
        for action in ("check", "hint", "show_solution"):
            full, bounded = PuzzlePlay(pz), PuzzlePlay(pz)
            assert _answer(full, action) == _answer(bounded, action, steps=SEARCH_STEPS), (pz.title, action)
            assert full.to_json() == bounded.to_json()


def _answer(play, action, **kw):
    """What the play says to ``action`` (a message, or the refusal's message)."""
    from trio_widgets.widgets import PuzzleRefused

    try:
        return getattr(play, action)(**kw)
    except PuzzleRefused as e:
        return ("refused", e.msg)


def test_solve_within_refuses_a_step_count_that_is_not_a_whole_number():
    from trio_widgets.teaching import lesson_puzzle

    pz = lesson_puzzle("hexagon_012")
    for bad in (0, -1, 1.5, True, "10", None):
        with pytest.raises(ValueError, match="steps"):
            pz.solve_within(bad)
    assert pz.solve_within(np.int64(100_000)) == (pz.solve(), True)


# ------------------------------------------------------------------ files on a shared computer
def _writers(tmp_path):
    """Every way the package writes a file: name -> write(path)."""
    from trio_widgets.engine import Mosaic
    from trio_widgets.paper import rules_sheet
    from trio_widgets.widgets import PuzzleBoard

    g = tw.Game(players=["Ann", "Bob"], seed=1)
    sheet = ScoreSheet(["Ann", "Bob"], "classic")
    return {
        "puzzle svg": lambda p: PuzzleBoard("small_triangle").to_svg(p),
        "game svg": lambda p: g.to_svg(p),
        "board svg": lambda p: g.board.to_svg(p),
        "tile svg": lambda p: tw.Tile(1, 2, 3).to_svg(p),
        "svg string": lambda p: tw.tiles_svg([tw.Tile(1, 2, 3)]).to_svg(p),
        "pdf": lambda p: rules_sheet("kids", "en").to_pdf(p),
        "saved game": lambda p: g.to_json(path=p),
        "score sheet json": lambda p: sheet.to_json(path=p),
        "score sheet csv": lambda p: sheet.to_csv("en", path=p),
        "mosaic": lambda p: Mosaic(5).to_json(path=p),
    }


WRITERS = ["puzzle svg", "game svg", "board svg", "tile svg", "svg string", "pdf", "saved game"]
WRITERS += ["score sheet json", "score sheet csv", "mosaic"]


@pytest.mark.parametrize("what", WRITERS)
def test_every_file_is_written_by_one_careful_writer(what, tmp_path, monkeypatch):
    import os
    from pathlib import Path

    write = _writers(tmp_path)[what]
    # a str and a pathlib.Path both work; a new file gets the mode open() would give
    old_mask = os.umask(0o022)
    try:
        write(tmp_path / "a.out")
        write(str(tmp_path / "b.out"))
        assert (tmp_path / "a.out").stat().st_mode & 0o777 == 0o644
        os.umask(0o002)
        write(tmp_path / "c.out")
        assert (tmp_path / "c.out").stat().st_mode & 0o777 == 0o664
    finally:
        os.umask(old_mask)
    assert (tmp_path / "a.out").read_bytes() == (tmp_path / "b.out").read_bytes()
    # an existing file keeps its mode (a 0644 PDF stays readable by the class)
    keep = tmp_path / "shared.out"
    keep.write_bytes(b"old")
    keep.chmod(0o644)
    write(keep)
    assert keep.stat().st_mode & 0o777 == 0o644 and keep.read_bytes() != b"old"
    # a folder, a missing folder, a read-only file: a clear ValueError naming the user's path
    ro = tmp_path / "ro.out"
    ro.write_bytes(b"do not touch")
    ro.chmod(0o444)
    for bad, key in [
        (tmp_path, "file_folder"),
        (tmp_path / "no" / "such.out", "file_no_folder"),
        (ro, "file_read_only"),
    ]:
        with pytest.raises(ValueError) as e:
            write(bad)
        assert getattr(e.value, "key", None) == key, (what, bad, e.value)
        assert str(bad) in str(e.value) and ".trio-" not in str(e.value)
        for lang in LANGS:
            assert str(bad) in e.value.text(lang)
    assert ro.read_bytes() == b"do not touch"
    # a write that fails leaves the old file as it was, and no temporary file behind
    old = tmp_path / "old.out"
    old.write_bytes(b"the old one")

    def broken(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(ValueError) as e:
        write(old)
    assert e.value.key == "file_write" and str(old) in str(e.value) and ".trio-" not in str(e.value)
    assert old.read_bytes() == b"the old one"
    assert not [p for p in Path(tmp_path).iterdir() if p.name.startswith(".trio-")]


def test_there_is_one_file_writer():
    import pathlib

    root = pathlib.Path(tw.__file__).parent
    writers = [p.name for p in root.rglob("*.py") if "mkstemp" in p.read_text(encoding="utf-8")]
    assert writers == ["_write.py"], writers
    openers = [
        p.name
        for p in root.rglob("*.py")
        if any(m in p.read_text(encoding="utf-8") for m in ('open(path, "w"', "open(path, 'w'", '"wb")'))
        and p.name != "_write.py"
    ]
    assert openers == [], openers


# ------------------------------------------------------------------ a closed keeper lets go
def test_a_closed_keeper_stops_listening_and_is_collected():
    import gc
    import weakref

    from trio_widgets.widgets import ScoreKeeper

    sheet = ScoreSheet(["Ann", "Bob"], "classic")
    keepers = [ScoreKeeper(sheet=sheet) for _ in range(10)]
    live = ScoreKeeper(sheet=sheet)
    renders = []
    for k in keepers:
        k.observe(lambda change: renders.append(change), names=["view"])
        k.close()
    refs = [weakref.ref(k) for k in keepers]
    del keepers, k
    sheet.turn(0, "1-2-3")
    assert renders == [], "a closed keeper re-rendered"
    assert live.view["totals"] == sheet.totals
    gc.collect()
    assert [r for r in refs if r() is not None] == [], "a closed keeper stayed in memory"
    assert len(sheet._listeners) == 1
    live.close()
    assert sheet._listeners == []


# ------------------------------------------------------------------ the rules sheet's title fits the page
@pytest.mark.parametrize("lang", LANGS)
def test_a_long_rule_set_name_wraps_inside_the_page(lang):
    import pypdfium2 as pdfium

    from trio_widgets.paper import MARGIN, PAGE_W

    name = "Семейные правила бабушки Тамары и внука"  # 39 letters, as a family names its rules
    assert len(name) == 39
    sheet = tw.rules_sheet(tw.Rules(name=name), lang)
    page = pdfium.PdfDocument(sheet.to_pdf())[0]
    width_pt = page.get_width()
    text = page.get_textpage()
    right = max(text.get_charbox(i)[2] for i in range(text.count_chars()))
    limit = (PAGE_W - MARGIN) / PAGE_W * width_pt
    assert right <= limit + 0.5, f"text ends at {right / width_pt * PAGE_W:.1f} mm of {PAGE_W:.0f}"
    assert name.split()[-1] in text.get_text_range()  # the whole name is printed
    assert sheet.page_count <= 2  # one sheet of paper: how to play, the points on the back
