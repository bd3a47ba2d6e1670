"""PuzzleBoard and PuzzlePlay without a browser: intents, refusals, messages in four languages,
saving and loading, the still picture and the print picture."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

import pytest

from trio_widgets import Cell, Placement, Tile
from trio_widgets.teaching import LESSON_PUZZLES, Puzzle, PuzzleError, Shape, lesson_puzzle, turned, turns_to
from trio_widgets.widgets import PuzzleBoard, PuzzlePlay, PuzzleRefused, puzzle_svg

LANGS = ("en", "ru", "pl", "hu")


def turn_for(play: PuzzlePlay, tile_id: int, p: Placement) -> int:
    """The turn (0-5) that lays tray tile ``tile_id`` as placement ``p``."""
    k = turns_to(tuple(play.tray[tile_id]), 0, p.corners, p.cell.up)
    assert k is not None
    return k


def solve_by_intents(w: PuzzleBoard) -> None:
    """Play a solution the way the page does: select, turn, place, one tile at a time."""
    sol = w.play.puzzle.solve()
    assert sol is not None
    for p in sol.placements:
        if p.cell in {g.cell for g in w.play.puzzle.given}:
            continue
        i = next(i for i, t in enumerate(w.play.tray) if t == p.tile and i not in w.play.used())
        k = turn_for(w.play, i, p)
        assert w.handle({"action": "select", "tile": i}), w.message_text
        assert w.handle({"action": "turn", "turn": k}), w.message_text
        assert p.cell.label() in w.legal
        assert w.handle({"action": "place", "cell": p.cell.label(), "tile": i, "turn": k}), w.message_text


@pytest.mark.parametrize("name", [n for n in LESSON_PUZZLES if lesson_puzzle(n).solve() is not None])
def test_every_solvable_lesson_puzzle_can_be_solved_by_taps(name):
    w = PuzzleBoard(name)
    solve_by_intents(w)
    assert w.solved and w.play.solved
    assert w.message["key"] == "puzzle.ui.solved"
    assert w.used == sorted(w.play.used())


def test_a_tile_that_does_not_fit_says_why_and_changes_nothing():
    w = PuzzleBoard("small_triangle")
    w.place("0,0,d", "1-2-3", turn=1)  # the middle, pointing down
    state = w.get_state()
    # 5-5-5 next to 1-2-3: its corners cannot agree
    i = w.play.tray.index(Tile(5, 5, 5))
    assert not w.handle({"action": "place", "cell": "0,0,u", "tile": i, "turn": 0})
    assert w.message["kind"] == "error" and w.message["key"] == "puzzle.why.corner"
    assert "5-5-5 puts a 5 where 1-2-3 shows a" in w.message_text
    after = w.get_state()
    for k in ("placed", "used", "tray", "solved", "puzzle"):
        assert after[k] == state[k]
    for lang in LANGS[1:]:
        w.lang = lang
        assert w.message["text"] != "" and "{" not in w.message["text"]
        assert "5-5-5" in w.message["text"] and "1-2-3" in w.message["text"]


def test_turning_the_tile_in_hand_keeps_the_message():
    w = PuzzleBoard("small_triangle")
    i = w.play.tray.index(Tile(5, 5, 5))
    assert w.handle({"action": "select", "tile": i})
    said = dict(w.message)
    assert said["key"] == "puzzle.ui.in_hand" and "5-5-5" in said["text"]
    for k in (1, 2, 5, 0):
        assert w.handle({"action": "turn", "turn": k})
        assert w.turn == k
        assert w.message == said  # the same words, the same id: the page does not read them again
    # a refusal is still said, and turning after it leaves the refusal in sight
    assert not w.handle({"action": "place", "cell": "0,0,d", "tile": i, "turn": 0})
    refused = dict(w.message)
    assert refused["kind"] == "error" and refused["key"] == "puzzle.ui.point_down"
    assert w.handle({"action": "turn", "turn": 1})
    assert w.message == refused and w.turn == 1
    # a bad turn is refused and changes nothing
    assert not w.handle({"action": "turn", "turn": 9})
    assert w.turn == 1 and w.message["key"] == "puzzle.ui.error.turn"


def test_the_lit_places_are_exactly_where_the_tile_fits():
    rng = random.Random(4)
    w = PuzzleBoard("triangle_012")
    w.place("0,0,d", "0-1-2", turn=1)
    for _ in range(20):
        i = rng.choice([i for i in range(len(w.play.tray)) if i not in w.play.used()])
        k = rng.randrange(6)
        w.handle({"action": "select", "tile": i})
        w.handle({"action": "turn", "turn": k})
        _, up = turned(tuple(w.play.tray[i]), k)
        for c in w.play.empty_cells():
            if c.up != up:
                continue
            play = PuzzlePlay.from_json(w.to_json())
            try:
                play.place(c, i, k)
                ok = True
            except PuzzleRefused:
                ok = False
            assert ok == (c.label() in w.legal), (c, w.play.tray[i], k)


def test_places_and_tiles_that_are_not_there_are_refused():
    w = PuzzleBoard("hexagon_012")
    for msg, key in [
        ({"action": "place", "cell": "9,9,u", "tile": 0, "turn": 0}, "puzzle.ui.error.off_shape"),
        ({"action": "place", "cell": "bad", "tile": 0, "turn": 0}, "puzzle.ui.error.cell"),
        ({"action": "place", "cell": "1,1,u", "tile": 99, "turn": 0}, "puzzle.ui.error.tile"),
        ({"action": "place", "cell": "1,1,u", "tile": True, "turn": 0}, "puzzle.ui.error.tile"),
        ({"action": "place", "cell": "1,1,u", "tile": 0, "turn": 6}, "puzzle.ui.error.turn"),
        ({"action": "place", "cell": "1,1,u"}, "puzzle.ui.pick_first"),
        ({"action": "turn", "turn": "2"}, "puzzle.ui.error.turn"),
        ({"action": "select", "tile": -5}, "puzzle.ui.error.tile"),
        ({"action": "take", "cell": "1,1,u"}, "puzzle.ui.empty"),
        ({"action": "fly"}, "puzzle.ui.error.message"),
        ({"action": "hint", "extra": 1}, "puzzle.ui.error.message"),
        ("hint", "puzzle.ui.error.message"),
        (None, "puzzle.ui.error.message"),
        ([1, 2], "puzzle.ui.error.message"),
    ]:
        before = w.get_state()
        assert not w.handle(msg)
        assert w.message["key"] == key, msg
        assert {k: v for k, v in w.get_state().items() if k != "message"} == {
            k: v for k, v in before.items() if k != "message"
        }


def test_fuzzed_messages_never_escape_and_never_change_the_puzzle():
    rng = random.Random(7)
    w = PuzzleBoard("small_triangle")
    values = [None, -1, 0, 1, 5, 6, 2**70, 1.5, "0,0,u", "0,0,d", "x", [], {}, True, "1-2-3", "\ud800"]
    for _ in range(600):
        msg = {"action": rng.choice([*PuzzleBoard.ACTIONS, "nope"])}
        for f in rng.sample(["cell", "tile", "turn", "x"], rng.randrange(4)):
            msg[f] = rng.choice(values)
        w.handle(msg)  # never raises
        # whatever happened, what is on the shape keeps every rule
        assert w.play.puzzle.problems(w.play.placements) == []


def test_take_back_hint_show_count_and_reset():
    w = PuzzleBoard("hexagon_012")
    w.hint()
    assert len(w.placed) == 1 and w.placed[0][3] == "hint" and w.hinted == w.placed[0][0]
    cell = w.placed[0][0]
    assert "is back in the tray" in w.take(cell)
    assert w.placed == []
    assert w.count() == "This puzzle has 18 solutions. If turning the whole shape makes the same solution, it has 3."
    w.show_solution()
    assert w.solved and len(w.placed) == 6
    assert w.reset() == "All the tiles are back in the tray."
    assert w.placed == [] and not w.solved
    assert w.check() == "No mistake so far. 6 places are still empty."


def test_check_says_when_the_tiles_placed_lead_nowhere():
    w = PuzzleBoard("small_triangle")
    # every solution has 1-2-3 in the middle; 1-2-2 fits there, but leads nowhere
    assert {s.cells[Cell(0, 0, False)].tile for s in w.play.puzzle.solutions()} == {Tile(1, 2, 3)}
    assert w.handle({"action": "place", "cell": "0,0,d", "tile": 0, "turn": 1}), w.message_text
    assert w.message_text == "1-2-2 fits."
    assert "cannot all stay" in w.check()
    assert not w.handle({"action": "hint"})
    assert w.message["key"] == "puzzle.ui.stuck"
    w.show_solution()  # starts again from a full solution
    assert w.solved and w.message["key"] == "puzzle.ui.shown"


def test_an_impossible_puzzle_says_why():
    w = PuzzleBoard("zero_border")
    assert "three 0s" in w.check()
    assert not w.handle({"action": "hint"})
    assert w.message["key"] == "puzzle.why.border3"
    assert w.count().startswith("This puzzle has no solution. 3 places have 3 corners on the border")
    w.lang = "ru"
    assert w.message["text"].startswith("У этой головоломки нет решения.")


def test_given_tiles_stay():
    w = PuzzleBoard("missing_piece")
    given = w.puzzle["given"][0][0]
    assert not w.handle({"action": "take", "cell": given})
    assert w.message["key"] == "puzzle.ui.given"
    assert len(w.tray) == 20 - 5


def test_settings_are_checked():
    with pytest.raises(TypeError, match="no setting 'colour'"):
        PuzzleBoard("hexagon_012", colour="red")
    with pytest.raises(ValueError, match="languages"):
        PuzzleBoard("hexagon_012", lang="de")
    with pytest.raises(ValueError):
        PuzzleBoard("no such puzzle")
    with pytest.raises(ValueError):
        PuzzleBoard(42)  # type: ignore[arg-type]
    w = PuzzleBoard("hexagon_012")
    with pytest.raises(Exception, match="languages"):
        w.lang = "xx"
    assert w.lang == "en"


def test_the_page_cannot_set_state():
    w = PuzzleBoard("hexagon_012")
    w.set_state({"solved": True, "placed": [["1,1,u", [0, 0, 0], 0, "child"]], "selected": 3})
    assert not w.solved and w.placed == [] and w.selected == -1


def test_a_puzzle_object_or_a_name():
    pz = Puzzle(Shape.triangle(2), tiles=["0-0-0", "0-0-1", "0-1-1", "1-1-1", "0-1-2"], title="mine")
    w = PuzzleBoard(pz, lang="hu")
    assert w.puzzle["title"] == "mine"
    assert repr(w) == "PuzzleBoard(Puzzle('triangle4'), lang='hu')"


# ------------------------------------------------------------------ save and load


def test_save_and_load_round_trip():
    w = PuzzleBoard("triangle_012")
    w.hint()
    w.hint()
    text = w.to_json()
    w2 = PuzzleBoard("hexagon_012", lang="pl")
    w2.load_json(text)
    assert w2.placed == w.placed and w2.tray == w.tray and w2.puzzle["cells"] == w.puzzle["cells"]
    assert w2.play.puzzle == w.play.puzzle


@pytest.mark.parametrize(
    "bad",
    [
        "",
        "{",
        "[]",
        '{"format": "trio-puzzle", "version": 2, "puzzle": {}, "placed": []}',
        '{"format": "other"}',
        "[" * 5000,
        "x" * 300_000,
        42,
        None,
    ],
)
def test_a_bad_saved_puzzle_changes_nothing(bad):
    w = PuzzleBoard("triangle_012")
    w.hint()
    before = w.get_state()
    with pytest.raises(ValueError):
        w.load_json(bad)
    assert w.get_state() == before


def test_a_saved_puzzle_with_a_tile_that_breaks_a_rule_is_refused():
    w = PuzzleBoard("triangle_012")
    w.hint()
    w.hint()
    data = json.loads(w.to_json())
    data["placed"][1]["corners"] = data["placed"][1]["corners"][::-1]  # the mirror image
    with pytest.raises(PuzzleError):
        PuzzlePlay.from_json(json.dumps(data))
    data = json.loads(w.to_json())
    data["placed"][0]["tile"] = data["placed"][1]["tile"]  # one tile twice
    with pytest.raises(PuzzleError):
        PuzzlePlay.from_json(json.dumps(data))


# ------------------------------------------------------------------ pictures


def test_the_still_picture_says_run_this_cell_in_the_widget_language():
    for lang, words in zip(
        LANGS, ["Run this cell", "Запусти это окошко", "Uruchom to okienko", "Futtasd le ezt a programdobozt"]
    ):
        html = PuzzleBoard("hexagon_012", lang=lang)._repr_html_()
        assert words in html and f'lang="{lang}"' in html
        assert html.count("data-cell=") >= 6


def test_the_print_picture_is_well_formed_svg_with_every_place_and_tile():
    w = PuzzleBoard("small_triangle")
    w.hint()
    svg = w.to_svg()
    root = ET.fromstring(svg)
    places = [e for e in root.iter() if e.get("data-cell") and e.tag.endswith("path")]
    assert len(places) == 4
    assert svg.count('class="trio-tile') == 1 + 5  # one placed, five in the tray
    assert ET.fromstring(puzzle_svg(lesson_puzzle("zero_border"), tray=False)) is not None


def test_the_print_description_has_the_answer():
    spec = PuzzleBoard("hexagon_012", lang="pl").print_spec()
    assert spec["count"] == 18 and spec["count_turned"] == 3
    assert spec["title"] == "Sześciokąt z 0, 1 i 2"
    assert spec["answer_svg"].count('class="trio-tile') == 6
    spec = PuzzleBoard("odd_hexagon").print_spec()
    assert spec["count"] == 0 and "even number of times" in spec["why_impossible"] and spec["answer_svg"] == ""


def test_the_widget_front_end_bundles():
    w = PuzzleBoard("hexagon_012")
    assert " as default\n};" in w._esm and "function neighbour" in w._esm
    assert ".pz-cell" in w._css
    assert all(k.startswith(("puzzle.", "teach.")) for k in w._catalogue)


# ------------------------------------------------------------------ worksheets of lessons 09, 09b and 10


@pytest.mark.parametrize("lesson", ["09", "09b", "10"])
def test_the_worksheets_of_lessons_09_09b_and_10(lesson):
    import random

    import trio_widgets as tw
    from trio_widgets import paper as puzzle_sheets

    build = {"09": puzzle_sheets.sheet_09, "09b": puzzle_sheets.sheet_09b, "10": puzzle_sheets.sheet_10}[lesson]
    for seed in range(5):
        exercises = build(random.Random(seed), seed)
        assert 4 <= len(exercises) <= 8
        for ex in exercises:
            info = ex.info
            if ex.kind == "missing_piece":
                given = info["given"] if "given" in info else lesson_puzzle(info["puzzle"]).given
                # the gap's tile, the right way round, is the one tile of the box that fills it
                filled = tw.Puzzle(tw.Shape.hexagon(), given=given).solutions()
                assert {p.tile for sol in filled for p in sol.placements if p not in given} == {ex.answer}
            elif ex.kind == "small_triangle":
                pz = lesson_puzzle("small_triangle")
                assert sorted(ex.answer) == sorted(pz.solve().tiles)  # type: ignore[union-attr]
            elif ex.kind == "impossible":
                assert lesson_puzzle(info["puzzle"]).count() == 0
            elif ex.kind == "neighbours":
                assert ex.answer == tuple(len(tw.teaching.neighbours(t)) for t in info["tiles"])
            elif ex.kind == "missing_tiles":
                assert ex.answer == len(tw.teaching.missing_tiles(info["total"], 54))
            elif ex.kind.startswith("sum_"):
                assert ex.answer == sum(t.value for t in info["tiles"]) + sum(p for _, p, _ in info["bonuses"])
            elif ex.kind == "fits_lone":
                board = tw.Board()
                board.place(Placement(tw.START_CELL, tuple(info["tile"])))
                assert ex.answer == sum(1 for t in tw.full_set() if t != info["tile"] and board.legal_placements(t))
    for lang in LANGS:
        sheet = tw.worksheet(lesson, lang=lang, seed=1)
        pdf = sheet.to_pdf()
        assert pdf[:5] == b"%PDF-"


def test_the_two_parts_of_lesson_09_share_out_its_worksheet():
    """Part 1 (09) keeps what it teaches: the missing tile, the small triangle, the hexagons;
    part 2 (09b) has the shapes that cannot be built, the missing tiles of a box, the neighbours."""
    import random

    from trio_widgets import paper as puzzle_sheets

    one = {e.kind for seed in range(5) for e in puzzle_sheets.sheet_09(random.Random(seed), seed)}
    two = {e.kind for seed in range(5) for e in puzzle_sheets.sheet_09b(random.Random(seed), seed)}
    assert one == {"missing_piece", "small_triangle", "hexagon_count"}
    assert two == {"impossible", "missing_tiles", "neighbours"}
    shapes = {e.info["puzzle"] for e in puzzle_sheets.sheet_09b(random.Random(3), 3) if e.kind == "impossible"}
    assert len(shapes) == 2  # two different shapes that cannot be built
