"""The score sheet: arithmetic checked against docs/rules.md worked by hand and against the
engine (seeded games replayed into a sheet), exact JSON/CSV round trips, and bad
entries refused with a clear message and nothing lost."""

from __future__ import annotations

import dataclasses
import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import trio_widgets as tw
from trio_widgets.scoresheet import (
    Hand,
    RoundEnd,
    ScoreSheet,
    SheetError,
    Turn,
    match_winners,
    round_end_points,
    score_from_facts,
)
from trio_widgets.widgets._static import STATIC
from trio_widgets.words import t

LOCALES = Path(tw.__file__).parent / "words" / "locales"
LANGS = ("en", "ru", "pl", "hu")


def sheet(rules="pressman", players=("Ann", "Bob", "Cleo")) -> ScoreSheet:
    return ScoreSheet(list(players), rules)


def unchanged(s: ScoreSheet):
    """Context: the sheet must be exactly as before (entries, totals, files)."""

    class _Same:
        def __enter__(self):
            self.before = (s.to_json(), s.to_csv(), len(s), s.totals)

        def __exit__(self, *exc):
            assert (s.to_json(), s.to_csv(), len(s), s.totals) == self.before
            return False

    return _Same()


# ---------------------------------------------------------------------------
# Arithmetic, worked out by hand from docs/rules.md


def test_bridge_in_pressman_is_value_plus_40():
    s = sheet()
    s.turn("Ann", "4-4-4")
    line = s.turn("Bob", "3-4-5", bridge=True)
    assert line.points == (0, 12 + 40, 0)  # docs/rules.md 4: value + bridge_bonus


def test_first_tiles_from_rules_section_10():
    # "Starting with 4-4-4 scores 22 (pressman); with 0-0-0, 40."
    assert sheet().turn("Ann", "4-4-4").points[0] == 22
    assert sheet().turn("Ann", "0-0-0").points[0] == 40
    # nobody holds a triple: the highest tile scores its value and no bonus (5.2)
    assert sheet().turn("Ann", "4-5-5").points[0] == 14
    assert sheet("classic").turn("Bob", "5-5-5").points[1] == 25


def test_two_sides_three_sides_and_hexagons():
    s = sheet("classic")
    s.turn("Ann", "1-1-1")
    assert s.turn("Bob", "2-3-4", sides=2).points[1] == 9 + 40  # two_sides_bonus
    assert s.turn("Cleo", "1-2-5", sides=3).points[2] == 8  # a hole: no bonus for 3 sides
    # a two-sided placement that closes a hexagon earns the hexagon only (section 9)
    assert s.turn("Ann", "0-0-4", sides=2, hexagons=1).points[0] == 4 + 60
    assert s.turn("Bob", "0-1-2", sides=3, hexagons=2).points[1] == 3 + 2 * 60
    p = sheet("pressman")
    p.turn(0, "5-5-5")
    assert p.turn(1, "3-4-4", sides=3, hexagons=3).points[1] == 11 + 150  # seed 001: 150 for three


def test_trimino_advanced_multiplies_by_sides():
    s = sheet("trimino_advanced")
    assert s.turn(0, "2-2-2").points[0] == 6  # first tile: × 1, no bonus
    assert s.turn(1, "2-3-4").points[1] == 9
    assert s.turn(2, "1-2-3", sides=2).points[2] == 12
    assert s.turn(0, "3-4-5", sides=3).points[0] == 36


def test_draws_and_passes():
    s = sheet("pressman")
    s.turn("Ann", "5-5-5")
    assert s.turn("Bob", "1-2-3", draws=2).points[1] == 6 - 10
    assert s.turn("Cleo", draws=3, passed=True).points[2] == -25  # 5+5+5+10 (section 9)
    assert s.turn("Ann", passed=True).points[0] == -10
    assert s.turn("Bob", draws=1).points[1] == -5  # a draw written down before the tile is known
    assert s.totals == [25 - 10, 6 - 10 - 5, -25]


def test_going_out_and_blocked_round():
    s = sheet("classic")
    s.turn("Ann", "3-3-3")
    line = s.went_out("Bob", {"Ann": 17, "Cleo": "1-2-3 0-0-4"})  # 17 and 6 + 4
    assert line.points == (0, 25 + 17 + 10, 0)
    assert line.winners == (1,)
    assert s.round_number == 2
    s.turn("Cleo", "2-2-2")
    # blocked: the lowest total wins, gets the others' totals minus their own (5.5)
    line = s.blocked([20, 9, 14])
    assert line.points == (0, 20 + 14 - 9, 0)
    # a tie for the lowest: both win, each scores the rest minus their own
    s.turn("Ann", "4-4-4")
    line = s.blocked([8, 8, 30])
    assert line.points == (22, 22, 0)
    assert line.winners == (0, 1)


def test_penalty_scoring_trimino_simple():
    s = sheet("trimino_simple")
    s.turn("Ann", "5-5-5")
    s.turn("Bob", "3-4-5", sides=2)
    assert s.totals == [0, 0, 0]  # no points during play (section 7)
    s.went_out("Bob", [40, None, 25])
    assert s.totals == [40, 0, 25]
    s.blocked([100, 90, 80])  # everyone adds their own hand
    assert s.totals == [140, 90, 105]
    assert not s.match_over
    s.blocked([170, 30, 30])  # Ann reaches 300: the lowest total wins
    assert s.totals == [310, 120, 135]
    assert s.match_over and s.winners == [1]
    assert s.leaders == [1]


def test_kids_game_fewest_tiles_and_one_round():
    s = sheet("kids")
    s.turn(0, "5-5-5")
    s.turn(1, "4-5-5")
    assert s.totals == [0, 0, 0]
    # blocked: fewest tiles wins, even with the highest total (section 8, 9)
    line = s.blocked(["n=3", "14 n=1", "n=2"])
    assert line.winners == (1,)
    assert s.match_over and s.winners == [1]  # one round
    with pytest.raises(SheetError, match="game is over"):
        s.turn(0, "1-1-1")


def test_kids_blocked_needs_counts_and_going_out_needs_nothing():
    s = sheet("kids")
    s.turn(0, "5-5-5")
    with unchanged(s), pytest.raises(SheetError, match="How many tiles has Bob"):
        s.blocked([Hand(count=2), Hand(total=14), Hand(count=2)])
    assert s.went_out("Cleo", [None, None, None]).winners == (2,)


def test_match_end_rules_section_6():
    r = tw.Rules.preset("classic")
    assert match_winners(r, [399, 380], [0]) == []
    assert match_winners(r, [400, 380], [1]) == [0]  # one reached: they win
    assert match_winners(r, [410, 405], [1]) == [1]  # several: the last round's winner
    assert match_winners(r, [410, 405, 420], [0, 1]) == [0, 1]
    assert match_winners(r, [410, 430, 12], [2]) == [1]  # none of them won it: the highest


def test_match_ends_at_the_target_in_a_sheet():
    s = sheet("classic", players=("Ann", "Bob"))
    s.adjust("Ann", 380, "earlier games")
    s.turn("Bob", "5-5-5")
    s.went_out("Ann", {"Bob": 10})  # 380 + 25 + 10 = 415 >= 400
    assert s.match_over and s.winners == [0]
    with unchanged(s), pytest.raises(SheetError, match="The game is over: Ann won"):
        s.turn("Bob", "1-1-1")


def test_round_end_points_is_the_engine_formula():
    classic = tw.Rules.preset("classic")
    assert round_end_points(classic, 0, [0, 7, 8], [0, 1, 2]) == ([25 + 15, 0, 0], [0])
    assert round_end_points(classic, None, [3, 7, 8], [1, 1, 2]) == ([15 - 3, 0, 0], [0])


def test_score_from_facts_gives_the_engine_score():
    board = tw.Board()
    first = tw.Placement(tw.Cell(0, 0, True), (3, 4, 5))
    rules = tw.Rules.preset("pressman")
    assert score_from_facts("3-4-5", rules, first=True) == board.score(first, rules)


# ---------------------------------------------------------------------------
# The engine: a seeded game's history, written into a sheet, gives the same numbers


def _play_match(preset: str, players: int, seed: int, max_rounds: int = 25) -> tw.Game:
    g = tw.Game(preset, players=players, seed=seed)
    rng = random.Random(seed)
    while True:
        while not g.round_over:
            legal = g.legal_placements()
            if legal and g.can_draw() and g.rules.may_draw_instead and rng.random() < 0.15:
                g.draw()
            elif legal:
                legal.sort(key=repr)
                best = max(legal, key=lambda p: g.preview(p).total) if rng.random() < 0.7 else rng.choice(legal)
                g.play(best)
            elif g.can_draw():
                g.draw()
            else:
                g.pass_turn()
        if g.match_over or g.round_index + 1 >= max_rounds:
            return g
        g.next_round()


GAMES = [(preset, 2 + seed % 5, seed) for preset in tw.PRESETS for seed in range(4)]


@pytest.mark.parametrize("preset,players,seed", GAMES)
def test_sheet_of_an_engine_game_matches_the_engine(preset, players, seed):
    g = _play_match(preset, players, seed)
    s = ScoreSheet.from_game(g)
    assert s.totals == g.scores
    assert s.winners == g.match_winners
    assert s.match_over == g.match_over
    # every turn's Score is the engine's, every round end's points are the engine's
    plays = [e for e in g.history if e["type"] == "play"]
    ends = [e for e in g.history if e["type"] == "round_end"]
    scored = [ln for ln in s.lines if ln.score is not None]
    assert [ln.score for ln in scored] == [e["score"] for e in plays]
    round_lines = [ln for ln in s.lines if isinstance(ln.entry, RoundEnd)]
    assert [list(ln.points) for ln in round_lines] == [e["points"] for e in ends]
    assert [list(ln.winners) for ln in round_lines] == [e["winners"] for e in ends]
    # the rounds' subtotals add up to the match totals
    assert [sum(r.points[k] for r in s.rounds) for k in range(players)] == g.scores
    # and the sheet survives both file formats exactly
    assert ScoreSheet.from_json(s.to_json()) == s
    assert ScoreSheet.from_csv(s.to_csv()) == s


def test_engine_game_in_progress_keeps_pending_draws():
    g = tw.Game("classic", players=2, seed=3)
    while True:
        if g.can_draw():
            g.draw()
            break
        g.play(g.legal_placements()[0])
    s = ScoreSheet.from_game(g)
    assert s.totals == g.scores
    assert isinstance(s.entries[-1], Turn) and s.entries[-1].tile is None and s.entries[-1].draws == 1


def test_engine_game_with_a_draw_cap():
    rules = dataclasses.replace(tw.Rules.preset("pressman"), max_draws=3)
    g = tw.Game(rules, players=4, seed=11)
    rng = random.Random(0)
    while not g.round_over:
        legal = g.legal_placements()
        if legal:
            g.play(rng.choice(sorted(legal, key=repr)))
        elif g.can_draw():
            g.draw()
        else:
            g.pass_turn()
    s = ScoreSheet.from_game(g)
    assert s.totals == g.scores
    assert ScoreSheet.from_csv(s.to_csv()) == s  # custom rules travel in the CSV


# ---------------------------------------------------------------------------
# Editing, deleting, undo


def test_edit_recomputes_every_total_after_it():
    s = sheet("pressman")
    s.turn("Ann", "4-4-4")
    s.turn("Bob", "3-4-5", bridge=True)
    s.went_out("Cleo", {"Ann": 10, "Bob": 5})
    assert s.totals == [22, 52, 40]
    s.edit(1, bridge=False, sides=2)  # it touched two sides: 12 + 40 all the same
    assert s.totals == [22, 52, 40]
    s.edit(1, sides=1)
    assert s.totals == [22, 12, 40]
    s.edit(2, hands={"Ann": 30, "Bob": 5})
    assert s.totals == [22, 12, 60]
    assert s.undo() == "edit" and s.totals == [22, 12, 40]


def test_delete_insert_and_undo():
    s = sheet("classic")
    s.turn("Ann", "5-5-5")
    s.turn("Bob", "4-5-5")
    s.turn("Cleo", "3-5-5")
    s.delete(1)
    assert [e.seat for e in s.entries] == [0, 2]
    assert s.totals == [25, 0, 13]
    s.insert(1, Turn(1, "4-5-5"))
    assert s.totals == [25, 14, 13]
    s.undo()
    s.undo()
    assert [getattr(e.tile, "value", None) for e in s.entries] == [15, 14, 13]
    with pytest.raises(SheetError, match="nothing to undo"):
        s.undo(), s.undo(), s.undo(), s.undo()


def test_an_edit_that_would_break_a_later_entry_is_refused():
    s = sheet("pressman")
    s.turn("Ann", "4-4-4")
    s.turn("Bob", "3-4-5", bridge=True)
    s.turn("Cleo", "1-2-3")
    with unchanged(s), pytest.raises(SheetError) as err:
        s.edit(0, tile="1-2-3")  # now 1-2-3 would be played twice in round 1
    assert "entry 3 wrong" in str(err.value) and "1-2-3 was already played" in str(err.value)
    with unchanged(s), pytest.raises(SheetError, match="entry 1 wrong.*first tile"):
        s.delete(0)  # Bob's bridge would become the round's first tile


def test_an_edit_that_ends_the_match_early_is_refused():
    s = sheet("classic", players=("Ann", "Bob"))
    s.turn("Ann", "5-5-5")
    s.went_out("Ann", {"Bob": 10})
    s.turn("Bob", "4-4-4")
    with unchanged(s), pytest.raises(SheetError, match="ended after round 1"):
        s.edit(1, hands=[None, 400])


def test_rename_and_rules_change():
    s = sheet("pressman")
    s.turn("Ann", "0-0-0")
    s.set_players(["Anna", "Bob", "Cleo"])
    assert s.players[0] == "Anna" and s.totals[0] == 40
    with unchanged(s), pytest.raises(SheetError, match="cannot be added or removed"):
        s.set_players(["Anna", "Bob"])
    s.set_rules("trimino_simple")
    assert s.totals == [0, 0, 0]
    s.undo()
    assert s.totals == [40, 0, 0]


def test_listeners_hear_every_change():
    s = sheet()
    seen = []
    s.on_change(lambda sh: seen.append(len(sh)))
    s.turn(0, "1-1-1")
    s.undo()
    assert seen == [1, 0]


# ---------------------------------------------------------------------------
# Bad entries: a clear message and nothing lost


def started(rules="pressman") -> ScoreSheet:
    s = sheet(rules)
    s.turn("Ann", "4-4-4")
    s.turn("Bob", "3-4-5", bridge=True)
    return s


BAD_TURNS = [
    (dict(seat="Cleo", tile="5-4-3"), "3-4-5 was already played in this round \\(entry 2\\)"),
    (dict(seat="Cleo", tile="1-2-6"), "from 0 to 5, so there is no 6"),
    (dict(seat="Cleo", tile="1-2"), "three numbers like 3-4-5"),
    (dict(seat="Cleo", tile="1-2-3", sides=2, bridge=True), "bridge touches the others on just one side"),
    (dict(seat="Cleo", tile="1-2-3", hexagons=1), "at least two sides"),
    (dict(seat="Cleo", tile="1-2-3", sides=2, hexagons=2), "all three sides"),
    (dict(seat="Cleo", tile="1-2-3", sides=4), "1, 2 or 3 sides"),
    (dict(seat="Cleo", tile="1-2-3", hexagons=4), "0, 1, 2 or 3 hexagons"),
    (dict(seat="Cleo", tile="1-2-3", passed=True), "tile or a pass, not both"),
    (dict(seat="Cleo"), "a tile, some draws, or a pass"),
    (dict(seat="Cleo", tile="1-2-3", draws=-1), "0 to 99"),
    (dict(seat="Dan", tile="1-2-3"), "no player called Dan"),
    (dict(seat=5, tile="1-2-3"), "no player called 5"),
]


@pytest.mark.parametrize("kw,message", BAD_TURNS)
def test_bad_turns_are_refused_and_change_nothing(kw, message):
    s = started()
    seat = kw.pop("seat")
    with unchanged(s), pytest.raises(SheetError, match=message):
        s.turn(seat, **kw)


def test_first_tile_rules():
    s = sheet()
    with unchanged(s), pytest.raises(SheetError, match="first tile of a round touches no other tile"):
        s.turn("Ann", "4-4-4", bridge=True)
    with unchanged(s), pytest.raises(SheetError, match="Nobody draws before the first tile"):
        s.turn("Ann", "4-4-4", draws=1)
    with unchanged(s), pytest.raises(SheetError, match="before a pass"):
        s.turn("Ann", passed=True)


def test_draw_limits():
    capped = ScoreSheet(["Ann", "Bob"], dataclasses.replace(tw.Rules.preset("pressman"), max_draws=3))
    capped.turn(0, "5-5-5")
    assert capped.turn(1, draws=3, passed=True).points[1] == -25
    with unchanged(capped), pytest.raises(SheetError, match="at most 3 draws"):
        capped.turn(0, "1-1-1", draws=4)
    # two players: 56 - 2 × 9 = 38 tiles in the pool
    s = sheet("classic", players=("Ann", "Bob"))
    s.turn(0, "5-5-5")
    s.turn(1, draws=30, passed=True)
    with unchanged(s), pytest.raises(SheetError, match="Only 38 tiles are in the pool"):
        s.turn(0, draws=9, passed=True)


BAD_ENDS = [
    (lambda s: s.went_out("Bob", {"Ann": 10}), "How many points has Cleo left"),
    (lambda s: s.went_out("Bob", {"Ann": 10, "Cleo": 100, "Bob": 5}), "Bob went out, so their hand is empty"),
    (lambda s: s.went_out("Bob", {"Ann": "n=2 n=3", "Cleo": 3}), "is a number like 17"),
    (
        lambda s: s.went_out("Bob", {"Ann": "35 n=2", "Cleo": 3}),
        "Ann cannot have 35 points left: 2 tiles add up to at most 30",
    ),
    (lambda s: s.went_out("Bob", {"Ann": 500, "Cleo": 3}), "the whole set adds up to only 420"),
    (lambda s: s.went_out("Bob", {"Ann": "3-4-5", "Cleo": 3}), "3-4-5 is in Ann's hand, but it was played"),
    (lambda s: s.went_out("Bob", {"Ann": "1-1-2 0-0-1", "Cleo": "2-1-1"}), "1-1-2 cannot be in both Ann's and Cleo's"),
    (lambda s: s.went_out("Bob", {"Ann": "1-1-2 2-1-1", "Cleo": 3}), "written twice in one hand"),
    (lambda s: s.went_out("Bob", {"Ann": "n=0", "Cleo": 3}), "How many points has Ann"),
    (lambda s: s.blocked([1, 2]), "each of the 3 players"),
    (lambda s: s.blocked([1, 2, "lots"]), "is a number like 17"),
    (lambda s: s.adjust("Ann", 0), "not 0"),
    (lambda s: s.adjust("Ann", 5, "=SUM(A1)"), "cannot start with"),
]


@pytest.mark.parametrize("action,message", BAD_ENDS)
def test_bad_round_ends_are_refused(action, message):
    s = started("classic")
    with unchanged(s), pytest.raises(SheetError, match=message):
        action(s)


def test_bad_players_and_rules():
    with pytest.raises(SheetError, match="2 to 6 players, not 1"):
        ScoreSheet(["Ann"])
    with pytest.raises(SheetError, match="2 to 6 players, not 7"):
        ScoreSheet([f"P{i}" for i in range(7)])
    with pytest.raises(SheetError, match="Two players are called ann"):
        ScoreSheet(["Ann", "ann"])
    with pytest.raises(SheetError, match="cannot start with"):
        ScoreSheet(["=cmd()", "Bob"])
    with pytest.raises(SheetError, match="no rules called chess"):
        ScoreSheet(["Ann", "Bob"], "chess")
    s = sheet()
    with pytest.raises(SheetError, match="no entry 4"):
        s.delete(4)
    assert isinstance(SheetError("keeper.err.nothing_to_undo"), ValueError)


def test_kids_game_keeps_no_score_by_hand():
    s = sheet("kids")
    with unchanged(s), pytest.raises(SheetError, match="keep no score"):
        s.adjust("Ann", 10)


# ---------------------------------------------------------------------------
# Files


def rich_sheet() -> ScoreSheet:
    """A bit of everything, with awkward names."""
    s = ScoreSheet(['Zoë "Z", jr', "Дима", "Ábel; 2"], "classic")
    s.turn(0, "5-5-5")
    s.turn(1, "4-5-5", sides=2)
    s.turn(2, "3-4-5", bridge=True, draws=2)
    s.turn(0, draws=2, passed=True)
    s.adjust(1, -7, "прощено, mostly")
    s.went_out(1, [Hand(tiles=(tw.Tile(1, 2, 3), tw.Tile(0, 0, 4))), None, Hand(total=12, count=3)])
    s.turn(2, "0-0-0")
    s.turn(0, "0-0-1", sides=2, hexagons=1)
    s.blocked(["n=1 5", "0-1-1 2-2-2", "30"])
    s.turn(1, "1-1-1")
    return s


def test_json_round_trip_is_exact():
    s = rich_sheet()
    text = s.to_json()
    back = ScoreSheet.from_json(text)
    assert back == s and back.totals == s.totals
    assert back.to_json() == text
    data = json.loads(text)
    assert data["totals"] == s.totals and data["players"][1] == "Дима"


@pytest.mark.parametrize("lang", LANGS)
def test_csv_round_trip_is_exact_in_every_language(lang):
    s = rich_sheet()
    text = s.to_csv(lang)
    back = ScoreSheet.from_csv(text)
    assert back == s
    assert back.to_csv(lang) == text
    assert ScoreSheet.from_csv(("\ufeff" + text).encode("utf-8")) == s  # as downloaded (BOM, bytes)
    assert ScoreSheet.load_text(text) == s and ScoreSheet.load_text(s.to_json()) == s


def test_csv_reads_like_the_paper_sheet():
    s = sheet("pressman", players=("Ann", "Bob"))
    s.turn("Ann", "4-4-4")
    s.turn("Bob", "3-4-5", bridge=True)
    s.went_out("Bob", {"Ann": 17})
    rows = [r.split(",") for r in s.to_csv().splitlines()]
    assert rows[3] == [""]  # a blank line after the rules and the players
    header = rows[4]
    assert header[:4] == ["round", "what", "player", "tile"] and header[-2:] == ["Ann", "Bob"]
    body = rows[5:-1]
    assert [r[-2:] for r in body] == [["22", ""], ["", "52"], ["0", "42"], ["22", "94"]]
    assert body[-1][1] == "total"
    assert rows[-1] == ["end", "3"]  # the entry count: a file cut short is noticed


def test_custom_rules_travel_in_both_formats():
    rules = dataclasses.replace(tw.Rules.preset("classic"), name="house", target=150, hexagon_bonus=70, max_draws=2)
    s = ScoreSheet(["Ann", "Bob"], rules)
    s.turn(0, "5-5-5")
    s.turn(1, "4-5-5", sides=2, hexagons=1)
    assert s.totals == [25, 14 + 70]
    for back in (ScoreSheet.from_json(s.to_json()), ScoreSheet.from_csv(s.to_csv())):
        assert back.rules == rules and back == s


def test_a_file_whose_numbers_were_changed_by_hand_is_refused():
    s = started("pressman")
    data = json.loads(s.to_json())
    data["entries"][1]["points"] = [0, 60, 0]
    with pytest.raises(SheetError, match="points saved for entry 2 .* change the entries, not the numbers"):
        ScoreSheet.from_json(json.dumps(data))
    data = json.loads(s.to_json())
    data["totals"] = [22, 53, 0]
    with pytest.raises(SheetError, match="saved totals"):
        ScoreSheet.from_json(json.dumps(data))
    text = s.to_csv().replace(",52", ",50")
    with pytest.raises(SheetError, match=r"Line 7 of the file: The points saved for entry 2 \(· / 50 / ·\)"):
        ScoreSheet.from_csv(text)


def test_a_file_with_a_bad_entry_says_which():
    s = started()
    data = json.loads(s.to_json())
    data["entries"][1]["tile"] = "4-4-4"
    with pytest.raises(SheetError, match="Entry 2: 4-4-4 was already played"):
        ScoreSheet.from_json(json.dumps(data))
    text = s.to_csv().replace("3-4-5", "3-4-9")
    with pytest.raises(SheetError, match="Entry 2: .* so there is no 9"):
        ScoreSheet.from_csv(text)
    text = s.to_csv().replace("3-4-5", "3-4")
    with pytest.raises(SheetError, match="Line 7 of the file: A tile is three numbers like 3-4-5, not 3-4"):
        ScoreSheet.from_csv(text)


@pytest.mark.parametrize(
    "text,message",
    [
        ("", "not a score sheet"),
        ("{not json", "not a score sheet"),
        ('{"format": "trio_widgets/game"}', "not a score sheet"),
        ('{"format": "trio_widgets/scoresheet", "version": 9}', "another version"),
        ('{"format": "trio_widgets/scoresheet", "version": 1, "players": ["A", "B"]}', "missing or wrong part: rules"),
        ("a,b,c\n1,2,3\n", "not a score sheet"),
        ("format,trio_widgets/scoresheet,1\nrules,classic\n", "missing or wrong part: players"),
        (b"\xff\xfe\x00", "UTF-8"),
        ("x" * (tw.scoresheet.MAX_FILE + 1), "too big"),
    ],
)
def test_files_that_are_not_sheets(text, message):
    with pytest.raises(SheetError, match=message):
        ScoreSheet.load_text(text)


# ---------------------------------------------------------------------------
# Property: whatever a family taps in, the sheet adds up and survives saving


tile_numbers = st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(0, 5))


@st.composite
def tapped_entries(draw):
    n = draw(st.integers(2, 4))
    preset = draw(st.sampled_from(list(tw.PRESETS)))
    s = ScoreSheet([f"P{i}" for i in range(n)], preset)
    for _ in range(draw(st.integers(0, 30))):
        kind = draw(st.sampled_from(["tile", "tile", "tile", "pass", "out", "blocked"]))
        seat = draw(st.integers(0, n - 1))
        try:
            if kind == "tile":
                sides = draw(st.integers(1, 3))
                s.turn(
                    seat,
                    draw(tile_numbers),
                    sides=sides,
                    bridge=sides == 1 and draw(st.booleans()),
                    hexagons=draw(st.integers(0, 1 if sides == 2 else 3 if sides == 3 else 0)),
                    draws=draw(st.integers(0, 2)),
                )
            elif kind == "pass":
                s.turn(seat, draws=draw(st.integers(0, 3)), passed=True)
            elif kind == "out":
                s.went_out(
                    seat,
                    [
                        None if k == seat else f"{draw(st.integers(0, 30))} n={draw(st.integers(1, 5))}"
                        for k in range(n)
                    ],
                )
            else:
                s.blocked([f"{draw(st.integers(0, 30))} n={draw(st.integers(1, 5))}" for _ in range(n)])
        except SheetError:
            pass  # refused: the sheet is unchanged, which the round trip below also checks
    return s


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tapped_entries())
def test_any_sheet_adds_up_and_round_trips(s):
    n = len(s.players)
    assert s.totals == [sum(ln.points[k] for ln in s.lines) for k in range(n)]
    assert all(
        ln.totals == tuple(sum(m.points[k] for m in s.lines[: ln.index + 1]) for k in range(n)) for ln in s.lines
    )
    assert [r.start for r in s.rounds] == sorted(r.start for r in s.rounds)
    assert ScoreSheet.from_json(s.to_json()) == s
    assert ScoreSheet.from_csv(s.to_csv()) == s


# ---------------------------------------------------------------------------
# Words: four languages


def test_messages_in_four_languages():
    s = started()
    with pytest.raises(SheetError) as err:
        s.turn("Cleo", "3-4-5")
    texts = {lang: err.value.text(lang) for lang in LANGS}
    assert len(set(texts.values())) == 4
    assert all("3-4-5" in t and "2" in t for t in texts.values())
    assert "уже выложена" in texts["ru"]
    assert s.explain(1, "pl") == "3 + 4 + 5 = 12, most +40, razem 52"


@pytest.mark.parametrize("lang", LANGS)
def test_a_round_end_names_each_player_once(lang):
    """Issue 27: "Ann went out! Ann: +45 (...)" named the winner twice."""
    out = started()
    out.went_out("Ann", {"Bob": 10, "Cleo": "1-2-3 0-0-4"})
    blocked = started()
    blocked.blocked({"Ann": 10, "Bob": 5, "Cleo": "1-2-3 0-0-4"})
    for s, winner in ((out, "Ann"), (blocked, "Bob")):
        text = s.explain(len(s.lines) - 1, lang)
        assert text.count(winner) == 1, text
        points = s.lines[-1].points[s.seat(winner)]
        assert f"+{points}" in text, text  # the winner's points are still said


@pytest.mark.parametrize("lang", LANGS)
def test_a_round_end_without_scores_names_the_winner_once(lang):
    """Without scores kept (the kids' game) "Ann went out! Ann won the round" named her twice."""
    s = ScoreSheet(["Ann", "Bob"], "kids")
    s.went_out("Ann", {"Bob": 10})
    text = s.explain(len(s.lines) - 1, lang)
    assert text.count("Ann") == 1 and text == t("round.out_won", lang, name="Ann"), text


def _placeholders(v) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", json.dumps(v, ensure_ascii=False)))


@pytest.mark.parametrize("lang", ["ru", "pl", "hu"])
def test_every_language_file_has_every_key_and_placeholder(lang):
    en = json.loads((LOCALES / "score_keeper.en.json").read_text(encoding="utf-8"))
    other = json.loads((LOCALES / f"score_keeper.{lang}.json").read_text(encoding="utf-8"))
    assert set(en) == set(other)
    for key, value in en.items():
        if key.startswith("_"):
            continue
        assert _placeholders(value) == _placeholders(other[key]), key
        if isinstance(value, dict):
            want = {"one", "few", "many", "other"} if lang in ("ru", "pl") else {"one", "other"}
            assert set(other[key]) == want, key


def test_every_message_key_the_code_uses_exists():
    pkg = Path(tw.__file__).parent
    front = sorted((STATIC / "score_keeper").glob("*.*js"))  # the entry module and its modules
    assert len(front) > 5, front
    src = "".join(
        p.read_text(encoding="utf-8")
        for p in [*sorted((pkg / "scoresheet").glob("*.py")), pkg / "widgets" / "_score_keeper.py", *front]
    )
    en = json.loads((LOCALES / "score_keeper.en.json").read_text(encoding="utf-8"))
    used = set(re.findall(r"[\"'](keeper\.[a-z_.0-9]+)[\"']", src))
    assert used and used <= set(en), sorted(used - set(en))


def test_csv_words_are_unambiguous_across_languages():
    from trio_widgets.scoresheet._csv import _CSV_WORDS, _csv_words

    meaning: dict[str, str] = {}
    for lang in LANGS:
        for word, text in _csv_words(lang).items():
            assert meaning.setdefault(text.casefold(), word) == word, (lang, text)
    assert len(_CSV_WORDS) == len(set(_CSV_WORDS))


def test_static_html_escapes_names():
    s = ScoreSheet(["<b>Ann</b>", "Bob & co"], "classic")
    s.turn(0, "5-5-5")
    html = s._repr_html_()
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html and "<b>Ann" not in html and "Bob &amp; co" in html
    assert html == ScoreSheet.from_json(s.to_json())._repr_html_()
