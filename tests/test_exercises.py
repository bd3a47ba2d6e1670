"""The teaching widgets' logic (trio_widgets.teaching): exercises made from the engine,
answers checked, bad entries refused with a clear message.

Expected values come from the rules (docs/rules.md), from geometry done here by hand, or from the
engine's own legality check, never from the code under test."""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from pathlib import Path

import pytest

from trio_widgets import Board, Cell, Placement, Rules, Tile, full_set
from trio_widgets import teaching as ex
from trio_widgets.engine import cell_corners, cell_neighbours, point_cells
from trio_widgets.teaching import ExerciseError
from trio_widgets.teaching._exercises import _kind_of
from trio_widgets.widgets._static import STATIC
from trio_widgets.words import t as i18n_t

PKG = Path(ex.__file__).resolve().parents[1]
SEEDS = range(25)


# ------------------------------------------------------------------ turning


def _turn_by_hand(corners, k):
    """Rotate an upright triangle k sixths clockwise about its centre and read the numbers
    at the cell's corners in docs/rules.md's clockwise order (top / bottom-right / bottom-left
    for an up cell, top-left / top-right / bottom for a down cell)."""
    angles = [90.0, -30.0, 210.0]  # the upright tile's corners, paper coordinates (Y up)
    turned = [(a - 60.0 * k) % 360 for a in angles]
    up = k % 2 == 0
    cell_angles = [90.0, -30.0 % 360, 210.0] if up else [150.0, 30.0, 270.0]
    out = []
    for want in cell_angles:
        i = min(range(3), key=lambda j: min(abs(turned[j] - want), 360 - abs(turned[j] - want)))
        assert min(abs(turned[i] - want), 360 - abs(turned[i] - want)) < 1e-9
        out.append(corners[i])
    return tuple(out), up


@pytest.mark.parametrize("k", range(12))
def test_turning_matches_the_picture(k):
    for corners in [(1, 2, 3), (0, 4, 4), (5, 0, 2)]:
        assert ex.turned(corners, k) == _turn_by_hand(corners, k)


def test_six_turns_make_a_full_turn_and_keep_the_tile():
    for corners in [(1, 2, 3), (2, 2, 5)]:
        seen = set()
        for k in range(6):
            c, up = ex.turned(corners, k)
            assert Tile(*c) == Tile(*corners)  # turning never makes another tile
            seen.add((c, up))
        assert ex.turned(corners, 6) == ex.turned(corners, 0)
        assert len(seen) == 6


def test_turns_to_finds_the_way_round():
    for start in range(6):
        for k in range(6):
            want, up = ex.turned((1, 2, 3), start + k)
            assert ex.turns_to((1, 2, 3), start, want, up) == k
    assert ex.turns_to((1, 2, 3), 0, (1, 3, 2), True) is None  # the mirror image: never


@pytest.mark.parametrize("bad", [-1, 6, 2.0, "3", None, True, [1]])
def test_a_bad_turn_is_refused(bad):
    with pytest.raises(ExerciseError, match="A turn is a whole number from 0 to 5"):
        ex.check_turn_value(bad)


@pytest.mark.parametrize("bad", ["banana", "1-2", "1-2-10", 123, None, ["1", "2", "3"], "x" * 100])
def test_a_bad_tile_is_refused(bad):
    with pytest.raises(ExerciseError, match="is not a tile"):
        ex.parse_tile(bad)


def test_corner_names_follow_the_clockwise_order():
    assert [ex.corner_name(True, i).text("en") for i in range(3)] == [
        "the top corner",
        "the bottom-right corner",
        "the bottom-left corner",
    ]
    assert [ex.corner_name(False, i).text("en") for i in range(3)] == [
        "the top-left corner",
        "the top-right corner",
        "the bottom corner",
    ]


# ------------------------------------------------------------------ the set


def test_the_set_grouped_by_kind_has_the_rules_counts():
    groups = {g.id: g for g in ex.set_groups(5, "kind")}
    assert [groups[k].count for k in ("kind:triples", "kind:doubles", "kind:different")] == [6, 30, 20]
    assert all(t.tile.is_triple for t in groups["kind:triples"].tiles)
    assert all(t.tile.is_double for t in groups["kind:doubles"].tiles)
    assert all(t.tile.is_different for t in groups["kind:different"].tiles)


@pytest.mark.parametrize("group_by", ex.GROUPINGS)
@pytest.mark.parametrize("n", range(1, 10))
def test_every_layout_holds_the_whole_set_once(group_by, n):
    tiles = [t.tile for g in ex.set_groups(n, group_by, number=n // 2) for t in g.tiles]
    assert len(tiles) == len(set(tiles)) == math.comb(n + 3, 3)
    assert set(tiles) == set(full_set(n))


@pytest.mark.parametrize("k", range(6))
def test_each_number_shows_on_21_tiles(k):
    groups = ex.set_groups(5, "number", number=k)
    counts = {g.id: g.count for g in groups}
    assert counts[f"number:{k}:3"] == 1
    assert counts[f"number:{k}:3"] + counts[f"number:{k}:2"] + counts[f"number:{k}:1"] == 21
    for g in groups:
        times = int(g.id.split(":")[2])
        assert all(list(t.tile).count(k) == times for t in g.tiles)


def test_grouped_by_value_each_group_has_its_sum():
    for g in ex.set_groups(5, "value"):
        v = int(g.id.split(":")[1])
        assert all(t.tile.value == v for t in g.tiles)
        assert g.label.text("en") == f"Sum {v}"


def test_the_mirror_switch_adds_the_20_missing_mirror_images():
    plain = [t for g in ex.set_groups(5, "kind") for t in g.tiles]
    both = [t for g in ex.set_groups(5, "kind", mirrors=True) for t in g.tiles]
    mirrors = [t for t in both if t.mirror]
    assert len(both) == 76 and len(mirrors) == 20
    assert all(not t.tile.in_set(5) for t in mirrors)  # none of them is in a real set
    assert {t.tile.mirror() for t in mirrors} == {t.tile for t in plain if t.tile.is_different}
    # each mirror image sits right after its partner
    for i, t in enumerate(both):
        if t.mirror:
            assert both[i - 1].tile == t.tile.mirror()


def _evaluate(formula: str) -> int:
    """Check each '=' step of a formula like 'C(8, 3) = 8 × 7 × 6 ÷ 6 = 56' and return the result."""
    parts = [p.strip() for p in formula.split("=")]
    values = []
    for p in parts:
        p = re.sub(r"C\((\d+), (\d+)\)", lambda m: str(math.comb(int(m.group(1)), int(m.group(2)))), p)
        p = p.replace("×", "*").replace("·", "*").replace("÷", "//").replace(":", "//")
        assert re.fullmatch(r"[0-9+*/() ]+", p), p
        values.append(eval(p))
    assert len(set(values)) == 1, formula
    return values[0]


@pytest.mark.parametrize("n", range(1, 10))
@pytest.mark.parametrize("mirrors", [False, True])
@pytest.mark.parametrize("lang", ["en", "ru", "pl", "hu"])
def test_the_formulas_add_up(n, mirrors, lang):
    facts = {r["id"]: r for r in ex.set_facts(n, mirrors, lang)}
    for r in facts.values():
        assert _evaluate(r["formula"]) == r["count"]
    assert facts["total"]["count"] == math.comb(n + 3, 3)
    assert facts["triples"]["count"] == n + 1
    assert facts["doubles"]["count"] == (n + 1) * n
    assert facts["different"]["count"] == math.comb(n + 1, 3)
    assert ("with_mirrors" in facts) == mirrors
    # each country's school notation: no C(8, 3) and no × for a Russian, Polish or Hungarian child
    assert all(
        ("C(" in r["formula"] or "×" in r["formula"]) == (lang == "en" and r["id"] in ("total", "different", "doubles"))
        for r in facts.values()
    )
    if mirrors:
        assert facts["with_mirrors"]["count"] == math.comb(n + 3, 3) + math.comb(n + 1, 3)


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"max_value": 0}, "from 1 to 9"),
        ({"max_value": 10}, "from 1 to 9"),
        ({"max_value": "5"}, "from 1 to 9"),
        ({"max_value": True}, "from 1 to 9"),
        ({"group_by": "colour"}, "grouped by kind, value, number, none"),
        ({"group_by": "number", "number": 6}, "from 0 to 5"),
        ({"mirrors": "yes"}, "on or off"),
    ],
)
def test_bad_layouts_are_refused_clearly(kwargs, words):
    with pytest.raises(ExerciseError, match=re.escape(words)):
        ex.set_groups(**kwargs)


def test_touching_a_tile_says_its_sum():
    assert ex.tile_sum("3-4-5").text("en") == "Tile 3-4-5: 3 + 4 + 5 = 12"
    said = ex.tile_sum("3-5-4").text("en")
    assert "mirror image of 3-4-5" in said and "12" in said


# ------------------------------------------------------------------ same or mirror?


def test_mirror_questions():
    answers = set()
    doubles = 0
    for seed in range(80):
        q = ex.make_mirror_question(seed)
        ref, shown = Tile(*q.reference), Tile(*q.shown)
        assert ref.in_set(5)
        assert shown in (ref, ref.mirror())
        assert q.answer == ("same" if shown == ref else "mirror")
        assert ex.turned(q.shown, q.start_turn) != (q.reference, True)  # never the same picture
        answers.add(q.answer)
        doubles += ref.is_double
        other = "mirror" if q.answer == "same" else "same"
        assert ex.check_mirror(q, q.answer).ok is True
        wrong = ex.check_mirror(q, other, q.start_turn)
        assert wrong.ok is False and wrong.text("en").startswith("Not quite")
    assert answers == {"same", "mirror"} and 0 < doubles < 40


def test_the_same_tile_hint_counts_the_turns_right():
    q = ex.MirrorQuestion(0, (1, 3, 5), (3, 5, 1), 1)
    for turn in range(6):
        fb = ex.check_mirror(q, "mirror", turn)
        n = dict(fb.message.params).get("n")
        if n is None:
            assert ex.turned(q.shown, turn) == ((1, 3, 5), True)
        else:
            assert ex.turned(q.shown, turn + n) == ((1, 3, 5), True)


def test_the_mirror_hint_reads_both_tiles_clockwise():
    q = ex.MirrorQuestion(0, (1, 3, 5), (5, 3, 1), 0)
    text = ex.check_mirror(q, "same").text("en")
    assert "1 → 3 → 5" in text and "1 → 5 → 3" in text


@pytest.mark.parametrize("bad", ["maybe", "", None, 1, ["same"]])
def test_a_bad_choice_is_refused(bad):
    with pytest.raises(ExerciseError, match="“same” or “mirror”"):
        ex.check_mirror(ex.make_mirror_question(0), bad)


# ------------------------------------------------------------------ turn it so it fits


@pytest.mark.parametrize("seed", SEEDS)
def test_turn_questions(seed):
    q = ex.make_turn_question(seed)
    board = Board.from_placements(q.board)  # every tile was placed legally
    assert q.tile not in board and q.tile.in_set(5)
    assert q.cell in board.open_cells()
    legal = {p.corners for p in board.legal_placements(q.tile) if p.cell == q.cell}
    right = {
        k for k in range(6) if ex.turned(tuple(q.tile), k)[1] == q.cell.up and ex.turned(tuple(q.tile), k)[0] in legal
    }
    assert right and set(q.right_turns) == right
    assert q.start_turn not in right
    for k in range(6):
        fb = ex.check_turn(q, k)
        assert fb.ok is (k in right)
        if not fb.ok and ex.turned(tuple(q.tile), k)[1] == q.cell.up:
            # the marked corner is one of the cell's, and the board shows another number there
            corners, _ = ex.turned(tuple(q.tile), k)
            i = cell_corners(q.cell).index(fb.mark)
            assert board.number_at(fb.mark) != corners[i]


def test_the_wrong_way_up_is_named():
    q = ex.make_turn_question(4)
    wrong_way = next(k for k in range(6) if ex.turned(tuple(q.tile), k)[1] != q.cell.up)
    text = ex.check_turn(q, wrong_way).text("en")
    assert text.startswith("Not quite: the space points " + ("up" if q.cell.up else "down"))


# ------------------------------------------------------------------ which tile fits?


def _situation_by_hand(board: Board, cell: Cell) -> tuple[int, bool, int]:
    """Edges shared, bridge, hexagons closed: docs/rules.md section 4, computed from the cells."""
    filled = board.cells
    shared = [nb for nb in cell_neighbours(cell) if nb in filled]
    pts = cell_corners(cell)
    bridge = False
    if len(shared) == 1:
        edge = set(cell_corners(shared[0])) & set(pts)
        (opposite,) = set(pts) - edge
        bridge = any(c in filled for c in point_cells(opposite))
    hexagons = sum(1 for p in pts if all(c in filled for c in point_cells(p) if c != cell))
    return len(shared), bridge, hexagons


@pytest.mark.parametrize("difficulty", ex.DIFFICULTIES)
@pytest.mark.parametrize("seed", range(12))
def test_match_puzzles(difficulty, seed):
    q = ex.make_match_puzzle(seed, difficulty)
    board = Board.from_placements(q.board)
    sides, bridge, hexagons = _situation_by_hand(board, q.cell)
    want = {
        "one_edge": lambda: sides == 1 and not bridge,
        "two_edges": lambda: sides == 2 and hexagons == 0,
        "bridge": lambda: sides == 1 and bridge,
        "hexagon": lambda: hexagons >= 1,
    }[difficulty]
    assert want(), (sides, bridge, hexagons)
    assert len(q.candidates) == len(set(q.candidates)) == 4
    assert all(t.in_set(5) and t not in board for t in q.candidates)
    fitting = {t for t in q.candidates if any(p.cell == q.cell for p in board.legal_placements(t))}
    assert set(q.solutions) == fitting and 1 <= len(fitting) <= 2
    for t, start in zip(q.candidates, q.start_turns):
        assert not q.fits(t, start)  # every tile has to be turned (or is wrong)
        results = [ex.check_match(q, str(t), k).ok for k in range(6)]
        assert any(results) == (t in fitting)


def test_one_edge_puzzles_sometimes_have_two_tiles_to_find():
    assert any(len(ex.make_match_puzzle(s, "one_edge").solutions) == 2 for s in range(20))


def test_each_wrong_try_gets_the_right_reason():
    # 1-2-3 on the start cell; the marked cell below its top edge needs a 1 top-left and a 2 at the bottom
    board = (Placement(Cell(0, 0, True), (1, 2, 3)),)
    cands = (Tile(1, 2, 4), Tile(0, 3, 5), Tile(1, 1, 2))
    q = ex.MatchQuestion(0, "one_edge", board, Cell(0, 0, False), cands, (0, 0, 0), (Tile(1, 1, 2),))
    down = [k for k in range(6) if k % 2 == 1]
    # 1-2-4 has a 1 and a 2, but the wrong way round: only flipping it would help
    assert all("cannot be flipped" in ex.check_match(q, "1-2-4", k).text("en") for k in down)
    # 0-3-5 has neither
    assert all("However you turn this tile" in ex.check_match(q, "0-3-5", k).text("en") for k in down)
    # 1-1-2 fits one way round: the other ways say "turn it"
    results = [ex.check_match(q, "1-1-2", k) for k in down]
    assert sum(r.ok for r in results) == 1
    assert all(r.text("en").endswith("Try turning it!") for r in results if not r.ok)
    # pointing up, the space points down
    assert ex.check_match(q, "1-1-2", 0).text("en").startswith("Not quite: the space points down")


def test_match_puzzle_bad_entries():
    q = ex.make_match_puzzle(3, "bridge")
    outsider = next(t for t in full_set(5) if t not in q.candidates)
    with pytest.raises(ExerciseError, match="not one of this puzzle's tiles"):
        ex.check_match(q, str(outsider), 0)
    with pytest.raises(ExerciseError, match="is not a tile"):
        ex.check_match(q, "<script>", 0)
    with pytest.raises(ExerciseError, match="A turn is a whole number"):
        ex.check_match(q, str(q.candidates[0]), 9)
    with pytest.raises(ExerciseError, match="puzzle level is one of one_edge, two_edges, bridge, hexagon"):
        ex.make_match_puzzle(1, "very hard")
    with pytest.raises(ExerciseError, match="A seed is a whole number"):
        ex.make_match_puzzle("3", "bridge")
    assert ex.make_match_puzzle(1, "Two Edges") == ex.make_match_puzzle(1, "two_edges")


def test_puzzles_are_the_same_on_every_run_and_hash_seed():
    code = (
        "from trio_widgets import teaching as ex;"
        "print(repr([ex.make_match_puzzle(s, d) for s in range(3) for d in ex.DIFFICULTIES]"
        " + [ex.make_scoring_question(s) for s in range(6)] + [ex.make_turn_question(s) for s in range(3)]))"
    )
    outs = set()
    for hashseed in ("1", "4242"):
        env = {"PYTHONHASHSEED": hashseed, "PATH": "/usr/bin:/bin"}
        run = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=PKG.parent, check=True
        )
        outs.add(run.stdout)
    assert len(outs) == 1
    assert ex.make_match_puzzle(7, "hexagon") == ex.make_match_puzzle(7, "hexagon")
    assert ex.make_match_puzzle(7, "hexagon") != ex.make_match_puzzle(8, "hexagon")


# ------------------------------------------------------------------ scoring


@pytest.mark.parametrize("focus", [f for f in ex.FOCUSES if f != "any"])
@pytest.mark.parametrize("seed", range(10))
def test_scoring_questions_show_what_they_promise(focus, seed):
    q = ex.make_scoring_question(seed, focus)
    board = Board.from_placements(q.board)
    assert board.problem(q.move) is None
    if focus == "start":
        assert not q.board and q.move.tile.is_triple
        return
    sides, bridge, hexagons = _situation_by_hand(board, q.move.cell)
    assert {
        "one_side": sides == 1 and not bridge,
        "two_sides": sides == 2 and hexagons == 0,
        "bridge": sides == 1 and bridge,
        "hexagon": hexagons >= 1,
    }[focus]


def test_any_focus_mixes_the_kinds():
    kinds = {_kind_of(ex.make_scoring_question(s).score("pressman")) for s in range(40)}
    assert kinds == {"start", "one_side", "two_sides", "bridge", "hexagon"}


def _by_hand(q: ex.ScoringQuestion, preset: str) -> int:
    """docs/rules.md section 4, from the situation computed here."""
    r = Rules.preset(preset)
    board = Board.from_placements(q.board)
    value = q.move.tile.value
    if not q.board:
        t = q.move.tile
        return value + (r.start_bonus if t.is_triple else 0) + (r.zero_triple_bonus if t == Tile(0, 0, 0) else 0)
    sides, bridge, hexagons = _situation_by_hand(board, q.move.cell)
    total = value * (sides if r.multiply_by_sides else 1)
    total += r.bridge_bonus if bridge else 0
    total += r.two_sides_bonus if sides == 2 and not hexagons else 0
    return total + r.hexagon_bonus * hexagons


@pytest.mark.parametrize("preset", ex.SCORING_PRESETS)
def test_the_steps_add_up_to_the_rules_total(preset):
    for seed in range(30):
        q = ex.make_scoring_question(seed)
        total = _by_hand(q, preset)
        steps = [m.text("en") for m in ex.score_steps(q.score(preset), preset)]
        a, b, c = q.move.tile
        assert steps[0] == f"{a} + {b} + {c} = {a + b + c}"
        if not ex.says_total(q.score(preset)):  # one number: said once by its own step
            assert [x for x in steps if x.endswith(f" = {total}")] and total in (
                a + b + c,
                2 * (a + b + c),
                3 * (a + b + c),
            )
        else:
            assert steps[-1].endswith(f" = {total}")
            added = eval(steps[-1].split("=")[0])
            assert added == total
        assert ex.check_score(q, preset, str(total)).ok is True


def test_advanced_scoring_shows_the_multiplier():
    q = ex.make_scoring_question(2, "two_sides")
    steps = [m.text("en") for m in ex.score_steps(q.score("trimino_advanced"), "trimino_advanced")]
    v = q.move.tile.value
    assert f"× 2 sides = {2 * v}" in steps  # the engine's step, as the game and the sheet say it
    assert steps[-1] == f"× 2 sides = {2 * v}"  # the whole score: said once, no total after it
    one = next(q for q in (ex.make_scoring_question(s, "one_side") for s in range(30)) if q.score().sides == 1)
    keys = [m.key for m in ex.score_steps(one.score("trimino_advanced"), "trimino_advanced")]
    assert "teach.score.note.one_side" in keys and "score.sides" not in keys  # × 1 is said as a note


def test_a_hexagon_replaces_the_two_sides_bonus_and_says_so():
    q = next(q for q in (ex.make_scoring_question(s, "hexagon") for s in range(30)) if q.score().sides == 2)
    keys = [m.key for m in ex.score_steps(q.score("classic"), "classic")]
    assert "score.hexagon" in keys and "score.two_sides" not in keys
    assert "teach.score.note.no_two_sides" in keys


def test_a_first_hint_never_gives_the_answer_away():
    for preset in ex.SCORING_PRESETS:
        for seed in range(30):
            q = ex.make_scoring_question(seed)
            total = q.score(preset).total
            hint = ex.check_score(q, preset, total + 1, attempt=1)
            shown = [hint.text("en")] + [m.text("en") for m in hint.steps]
            assert not any(
                re.search(rf"(?<![0-9]){total}(?![0-9])", line.replace(str(total + 1), "")) for line in shown
            ), (
                preset,
                seed,
                shown,
            )


def test_wrong_answers_get_a_hint_then_the_arithmetic():
    q = ex.make_scoring_question(5, "bridge")
    total = q.score("pressman").total
    first = ex.check_score(q, "pressman", total + 3, attempt=1)
    assert first.ok is False and not first.done
    assert str(total) not in first.text("en")  # the hint does not give the answer away
    assert [m.key for m in first.steps] == ["score.sum"]
    tile_only = ex.check_score(q, "pressman", q.move.tile.value, attempt=1)
    assert "Good start" in tile_only.text("en")
    second = ex.check_score(q, "pressman", total + 3, attempt=2)
    assert second.ok is False and second.done and f"scores {total}" in second.text("en")
    assert second.steps[-1].text("en").endswith(f"= {total}")


@pytest.mark.parametrize(
    "typed, words",
    [
        ("", "Type the points first"),
        ("   ", "Type the points first"),
        ("abc", "“abc” is not a number"),
        ("1.5", "“1.5” is not a number"),
        ("5 2", "“5 2” is not a number"),
        ("-3", "never scores less than 0"),
        (-3, "never scores less than 0"),
        ("123456", "far too many points"),
        (None, "is not a number"),
        (True, "is not a number"),
        (2.0, "is not a number"),
        ([12], "is not a number"),
    ],
)
def test_bad_points_are_refused_clearly(typed, words):
    with pytest.raises(ExerciseError, match=re.escape(words)):
        ex.parse_points(typed)


def test_points_typed_with_spaces_are_fine():
    assert ex.parse_points(" 52 ") == 52 and ex.parse_points("007") == 7 and ex.parse_points(44) == 44


def test_only_presets_that_score_during_play():
    for name in ("trimino_simple", "kids", "chess", 3):
        with pytest.raises(ExerciseError, match="Points are counted during play in these rules"):
            ex.scoring_rules(name)


# ------------------------------------------------------------------ words


def _english() -> dict:
    return json.loads((PKG / "words" / "locales" / "teach.en.json").read_text(encoding="utf-8"))


def test_every_key_the_code_uses_is_in_the_catalogue():
    english = _english()
    dynamic = {  # keys built from a name in the code
        "teach.set.group.times": [f"teach.set.group.times{k}" for k in range(4)],
        "teach.score.preset.": [f"teach.score.preset.{p}" for p in ex.SCORING_PRESETS],
        "teach.set.formula.": [f"teach.set.formula.{k}" for k in ("total", "doubles", "different")],
    }
    used = set()
    front = [*sorted((STATIC / "teaching").glob("*.js")), *sorted((STATIC / "shared").glob("*.*js"))]
    for path in [PKG / "teaching" / "_exercises.py", PKG / "widgets" / "_teach.py", *front]:
        used |= set(re.findall(r"[\"'](teach\.[a-z_.0-9]+)[\"'{]", path.read_text(encoding="utf-8")))
    used -= {"teach.css"}  # a file name, not a message
    for prefix, keys in dynamic.items():
        used.discard(prefix)
        used |= set(keys)
    missing = sorted(k for k in used if k not in english)
    assert missing == []


def test_all_four_languages_say_every_message():
    for lang in ex.LANGUAGES:
        for key in _english():
            if key.startswith("_"):
                continue
            text = i18n_t(key, lang, n=2, tile="1-2-3", value="x", top=9, choices="a, b", where="w", need=1, have=2)
            assert text and text != key, (lang, key)
        if lang != "en":  # translated: only names and pure arithmetic read the same
            same = [k for k in _english() if not k.startswith("_") and i18n_t(k, lang) == i18n_t(k, "en")]
            assert set(same) <= {"teach.score.preset.pressman"}, (lang, same)


def test_a_tile_that_never_fits_is_not_sent_turning():
    # whatever way a wrong tile is turned, the child is told to try another tile, never "turn it once more"
    for seed in range(40):
        for difficulty in ("one_edge", "two_edges", "bridge", "hexagon"):
            q = ex.make_match_puzzle(seed, difficulty)
            for t in q.candidates:
                if t in q.solutions:
                    continue
                for turn in range(6):
                    fb = ex.check_match(q, str(t), turn)
                    assert not fb.ok
                    assert fb.message.key not in ("teach.fit.need_up", "teach.fit.need_down"), (
                        seed,
                        difficulty,
                        t,
                        turn,
                    )
