"""Hostile files, names and numbers: every refusal is a ValueError with the project's own
message, nothing is changed by a refused call, and costs do not grow with a match's length.

One test per hole found by an attack on the engine and the score sheet, then fuzz tests of
every loader with damaged real saves (tests/fixtures, written by the format's first version)."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import trio_widgets as tw
from trio_widgets import engine, files
from trio_widgets.engine import MAX_SAVE_CHARS, Cell, Game
from trio_widgets.engine import _board as board_mod
from trio_widgets.scoresheet import MAX_FILE, Hand, RoundEnd, ScoreSheet, SheetError, Turn
from trio_widgets.scoresheet import _evaluator as evaluator_mod

FIXTURES = Path(__file__).parent / "fixtures"
GAME_V1 = (FIXTURES / "game_v1.json").read_text(encoding="utf-8")
SHEET_JSON_V1 = (FIXTURES / "sheet_v1.json").read_text(encoding="utf-8")
SHEET_CSV_V1 = (FIXTURES / "sheet_v1.csv").read_text(encoding="utf-8")
SHEET_CSV_V1_RU = (FIXTURES / "sheet_v1.ru.csv").read_text(encoding="utf-8")
HOUSE_CSV_V1 = (FIXTURES / "sheet_house_v1.csv").read_text(encoding="utf-8")
HOUSE_JSON_V1 = (FIXTURES / "sheet_house_v1.json").read_text(encoding="utf-8")
PAYLOAD = "=cmd|' /C calc'!A0"


def csv_cells(text: str) -> list[str]:
    return [c for row in csv.reader(io.StringIO(text)) for c in row]


def play_some(g: Game, moves: int) -> None:
    """Play ``moves`` actions by a simple rule (best score first), dealing new rounds as needed."""
    for _ in range(moves):
        if g.match_over:
            return
        if g.round_over:
            g.next_round()
            continue
        ps = g.legal_placements()
        if ps:
            g.play(max(ps, key=lambda p: (g.board.score(p, g.rules).total, str(p))))
        elif g.can_draw():
            g.draw()
        else:
            g.pass_turn()


def long_rules() -> tw.Rules:
    return dataclasses.replace(tw.Rules.preset("pressman"), name="long match", target=100_000)


def round_entries(k: int) -> list:
    """One round of a score sheet for three players: some turns, then Ann goes out and the
    others say which tiles they have left."""
    tiles = ["5-5-5", "4-5-5", "3-5-5", "2-5-5", "1-5-5", "0-5-5", "4-4-5", "3-4-5", "2-4-5", "1-4-5"]
    out = [Turn(i % 3, t, sides=1, draws=1 if i else 0) for i, t in enumerate(tiles[: 2 + k % 8])]
    out.append(RoundEnd("out", 0, (None, Hand(tiles=("0-0-1", "0-1-2")), Hand(tiles=("1-1-1",)))))
    return out


def big_sheet(entries: int) -> ScoreSheet:
    items: list = []
    k = 0
    while len(items) < entries:
        items += round_entries(k)
        k += 1
    return ScoreSheet(["Ann", "Bob", "Cleo"], long_rules(), items[:entries])


# ---------------------------------------------------------------------------
# Files written by the first version still load


def test_saves_of_the_first_format_still_load():
    g = Game.from_json(GAME_V1)
    assert g.round_number == 4 and g.to_json() == GAME_V1
    s = ScoreSheet.from_json(SHEET_JSON_V1)
    assert len(s) == 91 and s.to_json() == SHEET_JSON_V1
    assert ScoreSheet.from_csv(SHEET_CSV_V1) == s == ScoreSheet.from_csv(SHEET_CSV_V1_RU)
    house = ScoreSheet.from_csv(HOUSE_CSV_V1)
    assert house == ScoreSheet.from_json(HOUSE_JSON_V1) and house.rules.name == "house"
    assert ScoreSheet.from_csv(s.to_csv()) == s and ScoreSheet.from_csv(house.to_csv("hu")) == house


# ---------------------------------------------------------------------------
# CSV formula injection


def test_a_rule_set_named_like_a_formula_is_refused_in_both_formats():
    for text in (
        HOUSE_CSV_V1.replace("zasady,house", f"zasady,{PAYLOAD}"),  # the attack's own line
        ScoreSheet.from_csv(HOUSE_CSV_V1).to_csv().replace("rules,house", f"rules,'{PAYLOAD}"),  # escaped, v2
    ):
        with pytest.raises(SheetError, match="rules"):
            ScoreSheet.from_csv(text)
    data = json.loads(HOUSE_JSON_V1)
    data["rules"]["name"] = PAYLOAD
    with pytest.raises(SheetError, match="rules"):
        ScoreSheet.from_json(json.dumps(data))
    with pytest.raises(ValueError, match="cannot start with"):
        dataclasses.replace(tw.Rules(), name=PAYLOAD)
    data = json.loads(GAME_V1)
    data["rules"]["name"] = PAYLOAD
    with pytest.raises(ValueError, match="cannot start with"):
        Game.from_json(json.dumps(data))


def test_exported_csv_cells_never_start_like_a_formula():
    # Whatever a field holds (here a rule set name and a note that slipped past every check),
    # the CSV writer puts ' in front; whole numbers such as -20 stay numbers.
    s = ScoreSheet.from_csv(HOUSE_CSV_V1)
    s.adjust("Ann", -3, "late")
    evil = object.__new__(tw.Rules)
    for f in dataclasses.fields(tw.Rules):
        object.__setattr__(evil, f.name, getattr(s.rules, f.name))
    object.__setattr__(evil, "name", PAYLOAD)
    s._rules = evil
    for bad in ("@SUM(1+1)", "+1+cmd", "\tx", "\rx", "-2+3+cmd|' /C calc'!A0"):
        object.__setattr__(s._entries[-1], "note", bad)
        for lang in ("en", "ru", "pl", "hu"):
            cells = csv_cells(s.to_csv(lang))
            risky = [c for c in cells if c.startswith(files.FORMULA_START) and not c.lstrip("-").isdigit()]
            assert not risky, risky
            assert "'" + PAYLOAD in cells and "'" + bad in cells
            assert "-20" in cells  # a penalty is still a number in the spreadsheet


@given(st.text(max_size=30))
@settings(max_examples=300, deadline=None)
def test_csv_cells_are_safe_and_read_back_exactly(text):
    cell = files.csv_cell(text)
    assert not cell.startswith(files.FORMULA_START) or files.plain_int(cell) is not None
    assert files.csv_uncell(cell) == text


def test_an_escaped_cell_reads_back_and_a_quote_survives():
    s = ScoreSheet(["'Ann", "Bob"], "pressman")
    s.turn("'Ann", "4-4-4")
    text = s.to_csv()
    assert "''Ann" in csv_cells(text)
    assert ScoreSheet.from_csv(text) == s


# ---------------------------------------------------------------------------
# Loaders raise only ValueError, with a message


def deep(n: int) -> str:
    return "[" * n + "]" * n


@pytest.mark.parametrize("depth", [2_000, 200_000])
def test_deeply_nested_json_is_a_clear_refusal(depth):
    with pytest.raises(ValueError, match="nested too deeply|not valid JSON"):
        Game.from_json('{"format": "trio_widgets/game", "version": 1, "players": ' + deep(depth) + "}")
    with pytest.raises(SheetError, match="not a score sheet"):
        ScoreSheet.from_json('{"format": "trio_widgets/scoresheet", "entries": ' + deep(depth) + "}")


def test_a_csv_cell_over_the_csv_module_limit_is_a_clear_refusal():
    text = SHEET_CSV_V1.replace("house rule: birthday", "x" * 200_000)
    with pytest.raises(SheetError, match=r"Line \d+ of the file cannot be read: a cell is far too long"):
        ScoreSheet.from_csv(text)
    with pytest.raises(SheetError):
        ScoreSheet.from_csv(SHEET_CSV_V1.replace("Anna", "An\x00na", 1))


@pytest.mark.parametrize("digit", ["²", "٣", "１", "1_0"])
def test_digits_of_other_scripts_are_refused_with_our_message(digit):
    with pytest.raises(ValueError, match="a tile is three numbers|whole numbers 0-9"):
        tw.Tile.parse(f"{digit}-3-4")
    with pytest.raises(SheetError, match="What is left in a hand"):
        Hand.parse(digit)
    with pytest.raises(SheetError, match="What is left in a hand"):
        Hand.parse(f"n={digit}")
    with pytest.raises(ValueError, match="a cell label looks like"):
        Cell.parse(f"{digit},0,u")
    # a points cell of the CSV
    text = SHEET_CSV_V1.replace("1,turn,Ола,5-5-5,,,0,0,,,,,,,,,25", f"1,turn,Ола,5-5-5,,,0,0,,,,,,,,,2{digit}")
    with pytest.raises(SheetError, match="is not a whole number"):
        ScoreSheet.from_csv(text)
    # a round number of a total line
    text = SHEET_CSV_V1.replace("\n1,total,", f"\n{digit},total,")
    with pytest.raises(SheetError):
        ScoreSheet.from_csv(text)


def test_huge_numbers_get_the_projects_message():
    with pytest.raises(ValueError, match="seed must be"):
        Game(seed=10**5000)
    with pytest.raises(ValueError, match="seed must be"):
        Game(seed=2**64 + 1)
    assert Game(seed=np.int64(7)).seed == 7 and type(Game(seed=np.int64(7)).seed) is int
    with pytest.raises(ValueError, match=r"a game has 2 to 6 players, not ~10\^5000"):
        Game(players=10**5000)
    with pytest.raises(ValueError, match=r"whole numbers 0-9, not ~10\^5000"):
        tw.Tile(10**5000, 0, 0)
    with pytest.raises(ValueError, match="rules: target must be"):
        dataclasses.replace(tw.Rules(), target=10**5000)
    data = json.loads(GAME_V1)
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', '"seed": 1' + "0" * 5000)
    with pytest.raises(ValueError, match="saved game is not valid JSON: a number in it is too long"):
        Game.from_json(text)


# ---------------------------------------------------------------------------
# Sizes: refused by length first; a long sheet reloads


def test_an_oversized_saved_game_is_refused_by_its_length():
    text = GAME_V1[:-1] + " " * (MAX_SAVE_CHARS - len(GAME_V1) + 2) + "}"
    with pytest.raises(ValueError, match="too big"):
        Game.from_json(text)
    with pytest.raises(ValueError, match="too big"):
        Game.from_json(text.encode("utf-8") * 4)
    data = json.loads(GAME_V1)
    data["rounds"] = data["rounds"] * 400  # 1,600 rounds: more than a match may have
    with pytest.raises(ValueError, match="at most 1000 rounds"):
        Game.from_json(json.dumps(data))


def test_a_score_sheet_of_5600_entries_reloads_its_own_files():
    s = big_sheet(5_600)
    assert len(s) == 5_600 and not s.match_over
    text = s.to_json()
    assert len(text) > 1_000_000  # more than the old limit
    assert ScoreSheet.from_json(text) == s
    assert ScoreSheet.from_csv(s.to_csv()) == s
    with pytest.raises(SheetError, match="too big"):
        ScoreSheet.load_text(" " * (MAX_FILE + 1))


# ---------------------------------------------------------------------------
# A CSV cut short


def csv_lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def test_a_csv_cut_at_a_line_boundary_is_refused():
    s = ScoreSheet.from_json(SHEET_JSON_V1)
    lines = csv_lines(s.to_csv())
    assert lines[-1].startswith("end,91")
    for keep in range(5, len(lines)):  # every cut after the column names
        with pytest.raises(SheetError, match="ends too early|end line"):
            ScoreSheet.from_csv("".join(lines[:keep]))
    # a line taken out of the middle
    with pytest.raises(SheetError):
        ScoreSheet.from_csv("".join(lines[:10] + lines[11:]))
    # an end line that does not match, or lines after it
    with pytest.raises(SheetError, match="says 90 entries, but the file has 91"):
        ScoreSheet.from_csv("".join(lines[:-1]) + "end,90\r\n")
    with pytest.raises(SheetError, match="end"):
        ScoreSheet.from_csv("".join(lines) + lines[-3])


def test_a_csv_of_the_first_version_loads_only_when_it_ends_with_its_total_line():
    lines = csv_lines(SHEET_CSV_V1)
    assert ScoreSheet.from_csv(SHEET_CSV_V1)
    assert ",total," in lines[-1]
    with pytest.raises(SheetError, match="ends too early"):
        ScoreSheet.from_csv("".join(lines[:-1]))  # the last turn line is now last: cut
    with pytest.raises(SheetError, match="ends too early"):
        ScoreSheet.from_csv("".join(lines[:4]))  # cut before the column names
    header_only = "".join(lines[:5])
    assert len(ScoreSheet.from_csv(header_only)) == 0


# ---------------------------------------------------------------------------
# Names: one set of rules for the Game and the score sheet


BAD_NAMES = [
    "Ann\ud800",
    "\udfffBob",
    "Ann\x00",
    "Ann\x1b[31m",
    "A\u202eB",
    "Ann\u2028",
    "\ufffe",
    "A\x85",
    "=1+1",
    "-Bob",
    "@x",
    "+1",
    " ",
    "x" * 41,
]


@pytest.mark.parametrize("name", BAD_NAMES)
def test_bad_names_are_refused_by_game_and_sheet(name):
    with pytest.raises(ValueError) as game_err:
        Game(players=[name, "Bob"])
    with pytest.raises(SheetError) as sheet_err:
        ScoreSheet([name, "Bob"], "pressman")
    assert sheet_err.value.key == "error." + game_err.value.key
    with pytest.raises(ValueError):
        engine.check_name(name)


def test_two_players_with_one_name_are_refused_by_both():
    with pytest.raises(ValueError, match="two players are called"):
        Game(players=["Ann", "ann"])
    with pytest.raises(SheetError, match="Two players are called"):
        ScoreSheet(["Ann", "ann"], "pressman")


names = st.text(
    alphabet=st.characters(blacklist_categories=()), min_size=0, max_size=45
)  # any code point, surrogates included


@given(st.lists(names, min_size=2, max_size=3))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_game_and_sheet_accept_exactly_the_same_names_and_the_svg_is_well_formed(players):
    try:
        g = Game("pressman", players=players, seed=1)
    except ValueError:
        g = None
    try:
        s = ScoreSheet(players, "pressman")
    except SheetError:
        s = None
    assert (g is None) == (s is None)
    if g is not None and s is not None:
        assert g.players == s.players
        ET.fromstring(g.to_svg())  # well-formed XML for every accepted name
        g.to_svg().encode("utf-8")


def test_a_refused_picture_leaves_an_existing_file_untouched(tmp_path, monkeypatch):
    from trio_widgets import pictures  # the engine draws through the pictures layer's package

    g = Game(players=["Ann", "Bob"], seed=3)
    target = tmp_path / "game.svg"
    target.write_text("the old picture", encoding="utf-8")
    monkeypatch.setattr(pictures, "game_svg", lambda game, **kw: pictures.SvgString("<svg>\ud800</svg>"))
    with pytest.raises(ValueError):
        g.to_svg(str(target))
    assert target.read_text(encoding="utf-8") == "the old picture"
    assert [p.name for p in tmp_path.iterdir()] == ["game.svg"]  # no temporary file left
    monkeypatch.undo()
    g.to_svg(target)
    assert ET.parse(target).getroot().tag.endswith("svg")


@pytest.mark.parametrize("call", ["g.to_svg(1)", "g.board.to_svg(1)", "tw.Tile(1,2,3).to_svg(1)", "tw.to_svg(g, 1)"])
def test_to_svg_of_a_number_does_not_write_to_and_close_standard_output(call):
    code = (
        "import sys, trio_widgets as tw\n"
        "g = tw.Game(players=['Ann', 'Bob'], seed=3)\n"
        f"try:\n    {call}\nexcept ValueError as e:\n    print('refused:', e)\n"
        "print('still open')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.splitlines() == ["refused: path is a file name (text), not 1", "still open"]


# ---------------------------------------------------------------------------
# Rules


def test_rules_with_numpy_numbers_become_plain_and_save():
    r = dataclasses.replace(
        tw.Rules(),
        target=np.int64(300),
        hexagon_bonus=np.int32(60),
        max_draws=np.uint8(3),
        hand_sizes=(np.int64(9), 7, 7, 6, 6),
        keep_score=np.bool_(True),
    )
    assert type(r.target) is int and type(r.hexagon_bonus) is int and type(r.max_draws) is int
    assert all(type(h) is int for h in r.hand_sizes) and r.keep_score is True
    g = Game(r, seed=1)
    play_some(g, 5)
    assert Game.from_json(g.to_json()).to_json() == g.to_json()
    assert tw.Rules.from_dict(json.loads(json.dumps(r.to_dict()))) == r


def test_rules_under_which_a_match_never_ends_are_refused():
    with pytest.raises(ValueError, match="keeps no score never reaches a target"):
        dataclasses.replace(tw.Rules.preset("kids"), target=100)
    with pytest.raises(ValueError, match="never reaches a target"):
        tw.Rules.from_dict({"keep_score": False, "target": 400})
    assert dataclasses.replace(tw.Rules.preset("kids"), target=None).target is None


# ---------------------------------------------------------------------------
# Costs that must not grow


def test_undo_replays_only_the_current_round(monkeypatch):
    g = Game.from_json(GAME_V1)
    assert g.round_number == 4
    in_round = len(g.actions)
    calls = []
    real = Game.act
    monkeypatch.setattr(Game, "act", lambda self, a: calls.append(a) or real(self, a))
    before = g.to_json()
    g.undo()
    assert len(calls) == in_round - 1  # not every action of rounds 1-3 again
    data = json.loads(before)
    data["rounds"][-1]["actions"].pop()
    del data["state"]
    assert g.to_json() == Game.from_json(json.dumps(data)).to_json()


@given(st.integers(0, 10_000), st.integers(1, 400), st.integers(1, 5), st.sampled_from(sorted(tw.PRESETS)))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_undo_gives_what_a_replay_without_the_last_actions_gives(seed, moves, steps, preset):
    g = Game(preset, players=3, seed=seed)
    play_some(g, moves)
    n = len(g.actions)
    if n == 0:
        with pytest.raises(tw.IllegalMove):
            g.undo()
        return
    steps = min(steps, n)
    data = json.loads(g.to_json())
    data["rounds"][-1]["actions"] = data["rounds"][-1]["actions"][:-steps]
    del data["state"]
    want = Game.from_json(json.dumps(data))
    g.undo(steps)
    assert g.to_json() == want.to_json()
    assert g.history == want.history or [e["type"] for e in g.history] == [e["type"] for e in want.history]
    assert (g.scores, g.match_over, g.round_over, g.current) == (
        want.scores,
        want.match_over,
        want.round_over,
        want.current,
    )
    play_some(g, 3)  # it goes on playing
    play_some(want, 3)
    assert g.to_json() == want.to_json()


def test_a_sheet_append_works_out_only_the_new_entry(monkeypatch):
    s = big_sheet(2_000)
    calls = []
    real = evaluator_mod.score_from_facts
    monkeypatch.setattr(evaluator_mod, "score_from_facts", lambda *a, **k: calls.append(1) or real(*a, **k))
    s.turn("Bob", "0-0-2")
    assert len(calls) == 1  # not one per turn of the whole sheet
    s.check(Turn(0, "0-0-3", sides=1))
    assert len(calls) == 2
    assert len(s) == 2_001


@st.composite
def sheet_changes(draw):
    ops = []
    for _ in range(draw(st.integers(1, 25))):
        ops.append(
            draw(
                st.one_of(
                    st.tuples(
                        st.just("turn"),
                        st.integers(0, 2),
                        st.sampled_from(["5-5-5", "4-5-5", "1-2-3", "0-0-0", "2-2-4", "3-4-5"]),
                        st.integers(1, 3),
                        st.integers(0, 2),
                    ),
                    st.tuples(st.just("pass"), st.integers(0, 2), st.integers(0, 3)),
                    st.tuples(st.just("out"), st.integers(0, 2), st.integers(1, 40)),
                    st.tuples(st.just("adjust"), st.integers(0, 2), st.integers(-50, 50)),
                    st.tuples(st.just("undo")),
                    st.tuples(st.just("delete"), st.integers(0, 50)),
                    st.tuples(st.just("edit"), st.integers(0, 50), st.integers(1, 3)),
                )
            )
        )
    return ops


@given(sheet_changes(), st.sampled_from(["pressman", "classic", "trimino_simple"]))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_incremental_totals_match_working_the_whole_sheet_out_again(ops, preset):
    s = ScoreSheet(["Ann", "Bob", "Cleo"], preset)
    for op in ops:
        before = s.to_json()
        try:
            if op[0] == "turn":
                s.turn(op[1], op[2], sides=op[3], draws=op[4])
            elif op[0] == "pass":
                s.turn(op[1], draws=op[2], passed=True)
            elif op[0] == "out":
                s.went_out(op[1], {p: op[2] for k, p in enumerate(s.players) if k != op[1]})
            elif op[0] == "adjust":
                s.adjust(op[1], op[2] or 1, "fix")
            elif op[0] == "undo":
                s.undo()
            elif op[0] == "delete" and len(s):
                s.delete(op[1] % len(s))
            elif op[0] == "edit" and len(s):
                s.edit(op[1] % len(s), sides=op[2])
        except (SheetError, TypeError):
            assert s.to_json() == before  # a refused change changes nothing
        fresh = ScoreSheet(s.players, s.rules, s.entries)
        assert (s.lines, s.totals, s.rounds, s.winners, s.round_number) == (
            fresh.lines,
            fresh.totals,
            fresh.rounds,
            fresh.winners,
            fresh.round_number,
        )
        assert (s.next_seat, s.hand_sizes, s.played_tiles, s.round_started) == (
            fresh.next_seat,
            fresh.hand_sizes,
            fresh.played_tiles,
            fresh.round_started,
        )


def test_the_cell_table_does_not_grow_with_cells_asked_about_by_hand():
    b = tw.Board()
    b.place(tw.Placement(Cell(0, 0, True), (1, 2, 3)))
    size = len(board_mod._CELL_INFO)
    for x in range(20_000):
        b.hexagon_points(tw.Placement(Cell(10**6 + x, -(10**6), bool(x % 2)), (0, 0, 0)))
        b.bridge_point(tw.Placement(Cell(-(10**9), x, True), (0, 0, 0)))
    assert len(board_mod._CELL_INFO) == size


# ---------------------------------------------------------------------------
# Fuzz: damaged real saves; only ValueError escapes, a refused load changes nothing

# A few seconds each; TRIO_FUZZ_EXAMPLES=5000 runs a longer search.
EXAMPLES = int(os.environ.get("TRIO_FUZZ_EXAMPLES", "50"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_leaf = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.just(10**4000),
    st.floats(allow_nan=False),
    st.text(max_size=12),
    st.sampled_from(["²", "3-4-5", "0,0,u", "=cmd|' /C calc'!A0", "\ud800", "x" * 200, "١", "play", "draw"]),
)
json_value = st.recursive(
    json_leaf,
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
    max_leaves=12,
)


def paths(value, prefix=()):
    """Every place in a JSON document (as a tuple of keys and indexes)."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, (*prefix, i))


@st.composite
def damaged_json(draw, text: str) -> str:
    data = json.loads(text)
    kind = draw(st.sampled_from(["replace", "replace", "delete", "nest", "truncate", "flip"]))
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text) - 1))]
    if kind == "flip":
        i = draw(st.integers(0, len(text) - 1))
        return text[:i] + draw(st.characters()) + text[i + 1 :]
    where = draw(st.sampled_from(list(paths(data))[1:]))
    parent = data
    for k in where[:-1]:
        parent = parent[k]
    if kind == "delete":
        del parent[where[-1]]
    elif kind == "nest":  # written as text: deeper than json.dumps (or json.loads) can go
        depth = draw(st.integers(1, 100_000))
        inner = json.dumps(parent[where[-1]])
        parent[where[-1]] = "@@NEST@@"
        return json.dumps(data).replace('"@@NEST@@"', "[" * depth + inner + "]" * depth, 1)
    else:
        parent[where[-1]] = draw(json_value)
    try:
        return json.dumps(data, ensure_ascii=draw(st.booleans()))
    except (RecursionError, ValueError):
        return json.dumps(None)


@given(damaged_json(GAME_V1))
@FUZZ
def test_fuzz_game_from_json(text):
    live = Game.from_json(GAME_V1)
    try:
        g = Game.from_json(text)
    except ValueError as e:
        assert str(e)
    else:
        assert Game.from_json(g.to_json()).to_json() == g.to_json()
    assert live.to_json() == GAME_V1


def sheet_load(target: ScoreSheet, text: str) -> None:
    before = (target.to_json(), len(target), target.can_undo)
    try:
        target.load(ScoreSheet.load_text(text))
    except ValueError as e:
        assert isinstance(e, SheetError) and e.text("ru") and str(e)
        assert (target.to_json(), len(target), target.can_undo) == before  # nothing changed
    else:
        assert ScoreSheet.from_json(target.to_json()) == target


@given(st.one_of(damaged_json(SHEET_JSON_V1), damaged_json(HOUSE_JSON_V1)))
@FUZZ
def test_fuzz_sheet_from_json(text):
    sheet_load(ScoreSheet(["Ann", "Bob"], "classic"), text)


csv_cell_text = st.one_of(
    st.text(max_size=10),
    st.sampled_from(
        ["²", "-", "'", "'=1", "=1+1", "1" * 30, "\x00", '"', "\r\n", "end", "total", "turn", "out", "17 n=3", "٣"]
    ),
    st.just("x" * 140_000),  # over the csv module's field limit
)


@st.composite
def damaged_csv(draw, text: str) -> str:
    lines = text.splitlines(keepends=True)
    kind = draw(st.sampled_from(["cell", "cell", "drop", "dup", "cut", "flip", "swap"]))
    if kind == "cut":
        return text[: draw(st.integers(0, len(text) - 1))]
    if kind == "flip":
        i = draw(st.integers(0, len(text) - 1))
        return text[:i] + draw(st.characters()) + text[i + 1 :]
    i = draw(st.integers(0, len(lines) - 1))
    if kind == "drop":
        del lines[i]
    elif kind == "dup":
        lines.insert(i, lines[i])
    elif kind == "swap":
        j = draw(st.integers(0, len(lines) - 1))
        lines[i], lines[j] = lines[j], lines[i]
    else:
        row = next(csv.reader([lines[i]]), None) or [""]
        row[draw(st.integers(0, max(0, len(row) - 1)))] = draw(csv_cell_text)
        out = io.StringIO()
        csv.writer(out, lineterminator="\r\n").writerow(row)
        lines[i] = out.getvalue()
    return "".join(lines)


NEW_CSV = ScoreSheet.from_json(SHEET_JSON_V1).to_csv("pl")


@given(
    st.one_of(damaged_csv(SHEET_CSV_V1), damaged_csv(SHEET_CSV_V1_RU), damaged_csv(HOUSE_CSV_V1), damaged_csv(NEW_CSV))
)
@FUZZ
def test_fuzz_sheet_from_csv(text):
    sheet_load(ScoreSheet(["Ann", "Bob"], "classic"), text)


anything = st.one_of(
    json_value,
    st.builds(np.int64, st.integers(-(2**63), 2**63 - 1)),
    st.lists(st.integers(-(10**30), 10**30), max_size=5),
    st.tuples(st.integers(), st.integers(), st.integers()),
    st.binary(max_size=5),
)


digit = st.one_of(st.characters(categories=["Nd", "No"]), st.sampled_from("0123456789"))
tile_like = st.builds(
    lambda a, b, c, sep: sep.join((a, b, c)), digit, digit, digit, st.sampled_from(["-", ",", " ", ""])
)


@given(st.one_of(st.text(max_size=12), tile_like, anything))
@settings(max_examples=6 * EXAMPLES, deadline=None)
def test_fuzz_tile_cell_and_hand_parsers(value):
    for parse in (tw.Tile.parse, Cell.parse, Hand.parse, lambda v: tw.Tile.parse(v, max_value=5)):
        try:
            parse(value)
        except ValueError as e:
            assert str(e)


rule_fields = [f.name for f in dataclasses.fields(tw.Rules)]


@given(st.dictionaries(st.sampled_from([*rule_fields, "bogus"]), anything, max_size=5))
@settings(max_examples=3 * EXAMPLES, deadline=None)
def test_fuzz_rules_from_dict(d):
    try:
        r = tw.Rules.from_dict(d)
    except ValueError as e:
        assert str(e)
    else:
        back = tw.Rules.from_dict(json.loads(json.dumps(r.to_dict())))
        assert back == r


MOSAIC_V1 = (Path(__file__).parent / "data" / "mosaic_v1.json").read_text(encoding="utf-8")


@given(damaged_json(MOSAIC_V1))
@FUZZ
def test_fuzz_mosaic_from_json(text):
    from trio_widgets.engine import Mosaic

    try:
        m = Mosaic.from_json(text)
    except ValueError as e:
        assert str(e)
    else:
        assert Mosaic.from_json(m.to_json()) == m


def test_a_mosaic_save_is_refused_by_length_and_depth_with_a_message():
    from trio_widgets.engine import MAX_MOSAIC_CHARS, Mosaic

    assert len(Mosaic.from_json(MOSAIC_V1)) == 2
    with pytest.raises(ValueError, match="at most 1000000 characters"):
        Mosaic.from_json(" " * (MAX_MOSAIC_CHARS + 1))
    with pytest.raises(ValueError, match="a saved mosaic is JSON text"):
        Mosaic.from_json('{"cells": ' + deep(100_000) + "}")
    with pytest.raises(ValueError, match="UTF-8"):
        Mosaic.from_json(b"\xff{}")


def test_the_score_keeper_loads_a_5600_entry_sheet_it_saved():
    from trio_widgets.widgets import ScoreKeeper

    s = big_sheet(5_600)
    k = ScoreKeeper(players=list(s.players), rules=s.rules)
    assert k.handle({"action": "load", "text": s.to_json(), "name": "big.json"}), k.message
    assert len(k.sheet) == 5_600 and k.sheet.totals == s.totals
