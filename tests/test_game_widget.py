"""The game widget without a browser: its traits, and every message the browser may send.

The browser only sends intents; these tests send them the way the comm does
(``widget.handle(content)``) and check the engine decided: a legal move is
played and scored as the engine says, anything else is answered with a clear
message and leaves the game exactly as it was.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import random
import subprocess

import needs
import pytest

import trio_widgets as tw
from trio_widgets import Cell, Game, Placement, Rules, Tile, full_set
from trio_widgets.widgets import MOSAIC_FORMAT, GameWidget, explain
from trio_widgets.widgets._game_intents import ACTIONS as INTENTS
from trio_widgets.widgets._static import STATIC

# The computer (seat 1) starts with 5-5-5; Ann holds no tile with two 5s, so she
# must draw, and the pool's first tile, 3-5-5, fits.
ANN = "0-0-1 0-0-2 0-1-1 0-1-2 0-2-2 1-1-2 0-0-3 0-1-3 1-2-2".split()
CPU = "5-5-5 0-5-5 1-5-5 2-5-5 3-3-3 1-1-1 2-2-2 4-4-4 0-4-4".split()


def stuck_game(**kw) -> Game:
    rest = [str(x) for x in full_set() if str(x) not in ANN + CPU + ["3-5-5"]]
    return Game("pressman", players=["Ann", "Computer"], order=ANN + CPU + ["3-5-5"] + rest, seed=1, **kw)


def two_people(**kw) -> GameWidget:
    kw.setdefault("pass_and_play", False)
    return GameWidget(rules="pressman", players=["Ann", "Bob"], seed=7, **kw)


def snapshot(w: GameWidget) -> str:
    return w.game.to_json()


def tiles_everywhere(g: Game) -> list[Tile]:
    return sorted([x for h in g.hands for x in h] + [p.tile for p in g.board.placements] + g._pool[g._pool_pos :])


# --------------------------------------------------------------- building
def test_default_is_you_against_a_computer():
    w = GameWidget(seed=3)
    assert [s["name"] for s in w.seats] == ["Player", "Computer"]
    assert w.seats[0]["bot"] is None and w.seats[1]["bot"] == "greedy"
    assert w.humans == [0]
    assert repr(w) == "GameWidget(rules='pressman', players=['Player', 'Computer'], bots={1: 'greedy'})"
    # default names follow the language
    assert [s["name"] for s in GameWidget(seed=3, lang="ru").seats] == ["Игрок", "Компьютер"]


def test_built_from_a_game_or_from_rules():
    g = stuck_game()
    w = GameWidget(g, bots={1: "smart"})
    assert w.game is g
    w2 = GameWidget(rules="kids", players=["Mum", "Zoe", "Max"], bots={2: "random"}, seed=5)
    assert w2.game.rules.name == "kids" and w2.game.num_players == 3
    assert w2.rules_info["keep_score"] is False


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"game": "not a game"}, "game must be"),
        ({"game": "GAME", "rules": "classic"}, "either a game"),
        ({"bots": {2: "greedy"}}, "not a seat"),
        ({"bots": {1: "clever"}}, "no bot named"),
        ({"bots": ["greedy"]}, "one entry per seat"),
        ({"bots": "greedy"}, "bots is a dict"),
        ({"lang": "de"}, "interface languages"),
        ({"turn_seconds": 2}, "turn_seconds"),
        ({"turn_seconds": True}, "turn_seconds"),
        ({"bot_delay": -1}, "bot_delay"),
        ({"mode": "chess"}, "mode"),
    ],
)
def test_bad_arguments_are_refused(kwargs, message):
    if kwargs.get("game") == "GAME":
        kwargs["game"] = stuck_game()
    elif "game" not in kwargs:
        kwargs.setdefault("players", ["Ann", "Computer"])
    with pytest.raises(ValueError, match=message):
        GameWidget(**kwargs)


def test_traits_are_compact_and_follow_the_game():
    w = GameWidget(stuck_game(), bots={1: "greedy"})  # no event loop: the computer moves at once
    g = w.game
    assert w.board == [["0,0,u", [5, 5, 5]]]
    assert w.scores == g.scores == [0, 25]
    assert w.current == 0 and w.viewer == 0 and not w.covered and not w.busy
    assert w.hand_sizes == [9, 8] and w.pool_size == g.pool_size == 38
    # Ann sees her own tiles only
    assert w.hands[0] == [str(x) for x in g.hand(0)] and w.hands[1] is None
    assert w.legal == {} and w.can["draw"] and not w.can["pass"]
    assert w.last_move["type"] == "play" and w.last_move["seat"] == 1 and w.last_move["tile"] == "5-5-5"
    assert w.status == {"key": "game.your_turn", "params": {"name": "Ann"}}
    # nothing in the synced state is the whole history
    state = json.dumps(w.get_state())
    assert "history" not in state


def test_your_turn_leaves_out_the_default_name_only():
    # Russian: «Твой ход», not «Твой ход, Игрок»; a name the family typed stays in the greeting
    rest = [str(x) for x in full_set() if str(x) not in ANN + CPU + ["3-5-5"]]
    order = ANN + CPU + ["3-5-5"] + rest
    for lang, you, status in [
        ("ru", "Игрок", {"key": "game.your_turn_plain", "params": {}}),
        ("en", "Player", {"key": "game.your_turn_plain", "params": {}}),
        ("ru", "Маша", {"key": "game.your_turn", "params": {"name": "Маша"}}),
    ]:
        game = Game("pressman", players=[you, "Computer"], order=order, seed=1)
        w = GameWidget(game, bots={1: "greedy"}, lang=lang)
        assert w.current == 0 and w.viewer == 0
        assert w.status == status
    assert tw.words.t("game.your_turn_plain", "ru") == "Твой ход"


def test_legal_trait_is_the_engines_legal_placements():
    w = two_people()
    for _ in range(6):
        g = w.game
        grouped: dict[str, list] = {}
        for p in g.legal_placements():
            grouped.setdefault(str(p.tile), []).append([p.cell.label(), list(p.corners)])
        assert w.legal == grouped
        if not grouped:
            break
        tile = sorted(grouped)[0]
        cell, corners = grouped[tile][-1]
        assert w.handle({"action": "play", "tile": tile, "cell": cell, "corners": corners, "seat": g.current})


def test_open_hands_shows_every_rack():
    w = GameWidget(rules="kids", players=["Mum", "Zoe", "Computer"], bots={2: "random"}, seed=4, open_hands=True)
    assert all(h is not None for h in w.hands)
    assert not w.pass_and_play and not w.covered


# -------------------------------------------------------------- playing
def test_play_a_placement_and_its_score():
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    assert w.handle({"action": "draw", "seat": 0})
    assert w.scores[0] == -5 and w.hands[0][-1] == "3-5-5"
    assert not w.can["draw"]  # it fits, so no more drawing
    legal = w.legal["3-5-5"]
    assert sorted(c for c, _ in legal) == ["-1,0,d", "0,-1,d", "0,0,d"]
    cell, corners = legal[0]
    expected = w.game.preview(Placement(Cell.parse(cell), corners))
    before = len(w.game.history)
    assert w.handle({"action": "play", "tile": "3-5-5", "cell": cell, "corners": corners, "seat": 0})
    ann_play = next(e for e in w.game.history[before:] if e["type"] == "play")
    assert ann_play["seat"] == 0 and ann_play["points"] == expected.total
    assert w.game.scores[0] == -5 + expected.total
    # the computer answered at once (no event loop here) and it is Ann's turn again
    assert w.current == 0 and not w.busy
    assert w.message == {}


def test_explain_matches_the_engine_in_english():
    seen_bonus = set()
    for rules, seed in (("classic", 0), ("trimino_advanced", 4), ("kids", 1)):
        g = Game(rules, players=2, seed=seed)
        bots = [tw.players.make_bot("greedy", seed=i) for i in range(2)]
        while not g.round_over:
            for p in g.legal_placements():
                s = g.preview(p)
                assert explain(s, "en") == s.explain()
                seen_bonus |= {name for name in ("bridge", "two_sides", "hexagons", "first") if getattr(s, name)}
                seen_bonus |= {"sides"} if s.multiplier > 1 else set()
            bots[g.current].act(g)
    assert {"bridge", "two_sides", "hexagons", "first", "sides"} <= seen_bonus


def test_last_move_marks_bridge_and_hexagon_points():
    found = set()
    for seed in range(40):
        w = GameWidget(Game("pressman", players=["Ann", "Bob"], seed=seed), pass_and_play=False)
        while not w.game.round_over and found != {"bridge", "hexagon"}:
            g = w.game
            legal = g.legal_placements()
            special = [p for p in legal if g.preview(p).bridge or g.preview(p).hexagons]
            if special:
                p = special[0]
                bp, hexes = g.board.bridge_point(p), g.board.hexagon_points(p)
                assert w.play(p)
                keys = [k for k, _ in w.last_move["parts"]]
                assert keys[0] == "score.sum" and keys[-1] == "score.total"
                if bp is not None:
                    found.add("bridge")
                    assert w.last_move["bridge_point"] == list(bp) and "score.bridge" in keys
                if hexes:
                    found.add("hexagon")
                    assert w.last_move["hexagon_points"] == [list(h) for h in hexes] and "score.hexagon" in keys
            elif legal:
                w.play(legal[-1])
            elif not w.draw():
                w.pass_turn()
        if found == {"bridge", "hexagon"}:
            break
    assert found == {"bridge", "hexagon"}


# ------------------------------------------------ what is refused, and why
def refused(w: GameWidget, content, key: str, **params) -> None:
    before = snapshot(w)
    board, hands, scores = list(w.board), list(w.hands), list(w.scores)
    assert w.handle(content) is False
    assert w.message["key"] == key, w.message
    for k, v in params.items():
        assert w.message["params"][k] == v
    assert w.message["kind"] == "error"
    assert snapshot(w) == before and w.board == board and w.hands == hands and w.scores == scores


def test_refused_placements_say_why():
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    w.handle({"action": "draw"})
    refused(w, {"action": "play", "cell": "0,0,d", "corners": [5, 0, 5]}, "error.not_in_hand", tile="0-5-5")
    refused(w, {"action": "play", "cell": "0,0,d", "corners": [5, 5, 5]}, "error.on_board", tile="5-5-5")
    refused(w, {"action": "play", "cell": "0,0,u", "corners": [3, 5, 5]}, "error.cell_taken", tile="5-5-5")
    refused(w, {"action": "play", "cell": "4,4,u", "corners": [3, 5, 5]}, "error.not_touching")
    # 3-5-5 below 5-5-5 the wrong way round: a 3 where the board shows 5
    refused(w, {"action": "play", "cell": "0,-1,d", "corners": [3, 5, 5]}, "error.corner", have=5, want=3)
    # the mirror image of 0-1-2 is not a tile of the set
    refused(w, {"action": "play", "cell": "0,0,d", "corners": [0, 2, 1]}, "error.mirror", tile="0-2-1")
    refused(w, {"action": "play", "cell": "0,0,d", "corners": [5, 5, 9]}, "error.not_a_tile")
    refused(w, {"action": "play", "cell": "0,0,d", "corners": [5, 5, 3], "seat": 1}, "error.not_your_turn", name="Ann")
    refused(w, {"action": "pass"}, "error.can_play", tile="3-5-5")
    refused(w, {"action": "draw"}, "error.drew_fits", tile="3-5-5")


def test_the_start_is_checked():
    w = two_people()
    start = str(w.game.start_tiles[0])
    other = next(str(x) for x in w.game.hand(w.current) if x not in w.game.start_tiles)
    x = Tile.parse(other)
    refused(w, {"action": "play", "cell": "0,0,u", "corners": list(x)}, "error.start_tile", tile=start)
    refused(w, {"action": "play", "cell": "1,0,u", "corners": list(Tile.parse(start))}, "error.first_cell")
    refused(w, {"action": "draw"}, "error.must_start")
    refused(w, {"action": "pass"}, "error.must_start")


@pytest.mark.parametrize(
    "content",
    [
        None,
        "play",
        42,
        [],
        {},
        {"action": "fly"},
        {"action": 3},
        {"action": "play"},
        {"action": "play", "cell": "0,0,u"},
        {"action": "play", "cell": "0,0,u", "corners": "345"},
        {"action": "play", "cell": "0,0,u", "corners": [3, 4]},
        {"action": "play", "cell": "0,0,u", "corners": [3, 4, True]},
        {"action": "play", "cell": "0,0,u", "corners": [3.0, 4, 5]},
        {"action": "play", "cell": "zero", "corners": [3, 4, 5]},
        {"action": "play", "cell": "0,0,x", "corners": [3, 4, 5]},
        {"action": "play", "cell": "0," * 40 + "u", "corners": [3, 4, 5]},
        {"action": "play", "cell": ["0", "0", "u"], "corners": [3, 4, 5]},
        {"action": "play", "cell": "0,0,u", "corners": [3, 4, 5], "tile": "banana"},
        {"action": "play", "cell": "0,0,u", "corners": [3, 4, 5], "tile": "3-4-4"},
        {"action": "play", "cell": "0,0,u", "corners": [3, 4, 5], "extra": 1},
        {"action": "draw", "seat": "0"},
        {"action": "draw", "seat": 9},
        {"action": "draw", "seat": True},
        {"action": "select", "tile": "3-4-5", "turns": 3},
        {"action": "select", "tile": "3-4-5", "turns": "1"},
        {"action": "select", "tile": 345},
        {"action": "set_mode", "mode": "golf"},
        {"action": "mosaic_place", "cell": "0,0,u", "corners": "back"},
    ],
)
def test_garbage_is_answered_and_changes_nothing(content):
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    refused(w, content, "error.bad_message")


def test_computer_turn_and_cover_refuse_actions():
    w = GameWidget(rules="classic", players=["Ann", "Bob", "Cleo"], seed=4)
    assert w.pass_and_play and w.covered
    assert w.hands == [None, None, None] and w.legal == {}
    assert w.can["ready"] and not w.can["draw"]
    p = w.game.legal_placements()[0]
    refused(w, {"action": "play", "cell": p.cell.label(), "corners": list(p.corners)}, "error.covered")
    refused(w, {"action": "select", "tile": str(p.tile)}, "error.covered")
    starter = w.current
    assert w.handle({"action": "ready"})
    assert not w.covered and w.viewer == starter
    assert w.hands[starter] is not None and sum(h is None for h in w.hands) == 2
    assert w.play(p)
    # the next person must take the device first
    assert w.covered and w.viewer == w.current != starter
    assert all(h is None for h in w.hands)
    refused(w, {"action": "draw"}, "error.covered")
    assert w.status["key"] == "cover.wait"


def test_select_and_turn():
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    w.draw()
    assert w.handle({"action": "select", "tile": "3-5-5", "turns": 2, "seq": 5})
    assert w.selection == {"tile": "3-5-5", "turns": 2, "seq": 5}
    assert w.select("5-3-5", turns=1) and w.selection["tile"] == "3-5-5" and w.selection["turns"] == 1
    refused(w, {"action": "select", "tile": "4-4-4"}, "error.not_in_hand", tile="4-4-4")
    assert w.select(None) and w.selection["tile"] is None
    # placing clears the selection
    w.select("3-5-5")
    cell, corners = w.legal["3-5-5"][0]
    assert w.play(cell, corners)
    assert w.selection["tile"] is None


# ----------------------------------------------------------- undo, rounds
def test_undo_takes_back_the_human_move_and_the_replies():
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    start = snapshot(w)
    w.draw()
    cell, corners = w.legal["3-5-5"][0]
    w.play(cell, corners)
    assert len(w.game.board) >= 2
    assert w.undo()
    assert w.message["key"] == "undo.done" and w.message["kind"] == "info"
    # back to after Ann's draw: the computer's reply and Ann's placement are gone
    assert len(w.game.board) == 1 and w.game.hand(0)[-1] == Tile(3, 5, 5) and w.current == 0
    assert w.undo()
    assert snapshot(w) == start
    assert w.undo() is False and w.message["key"] == "undo.none"
    assert snapshot(w) == start


def test_undo_can_be_switched_off_for_a_real_match():
    w = GameWidget(stuck_game(), bots={1: "greedy"}, allow_undo=False)
    w.draw()
    assert not w.can["undo"]
    before = snapshot(w)
    assert w.handle({"action": "undo"}) is False
    assert w.message["key"] == "undo.off" and snapshot(w) == before


def short_round_game() -> Game:
    rules = dataclasses.replace(Rules.preset("pressman"), hand_sizes=(2, 2, 2, 2, 2))
    order = "5-5-5 4-5-5 0-0-1 3-3-3".split()
    order += [str(x) for x in full_set() if str(x) not in order]
    return Game(rules, players=["Ann", "Computer"], order=order, seed=2)


def test_round_summary_then_next_round():
    w = GameWidget(short_round_game(), bots={1: "greedy"})
    assert w.play("0,0,u", (5, 5, 5))
    # the computer drew until a tile fitted and played it; Ann goes out with 4-5-5
    cell, corners = w.legal["4-5-5"][0]
    assert w.play(cell, corners)
    g = w.game
    assert g.round_over and w.summary["out"] == 0 and w.summary["how"] == "out"
    end = [e for e in g.history if e["type"] == "round_end"][-1]
    assert [r["points"] for r in w.summary["rows"]] == end["points"]
    ann = w.summary["rows"][0]
    # going out: out bonus + the other hands, as the engine counted them
    parts = dict((k, p["points"]) for k, p in ann["details"])
    assert parts["round.out_bonus"] + parts["round.from_hands"] == ann["points"]
    assert parts["round.from_hands"] == sum(Tile.parse(x).value for x in w.summary["rows"][1]["hand"])
    assert w.can["next_round"] and not w.can["draw"]
    assert all(h is not None for h in w.hands)  # hands are shown at the end
    refused(w, {"action": "draw"}, "error.round_over")
    assert w.handle({"action": "next_round"})
    assert w.game.round_number == 2 and w.summary == {} and not w.game.round_over


def test_match_end_and_new_game():
    g = Game("kids", players=["Zoe", "Computer"], seed=9)
    w = GameWidget(g, bots={1: "greedy"})
    for _ in range(500):
        if w.game.round_over:
            break
        if w.legal:
            tile = sorted(w.legal)[0]
            assert w.play(*w.legal[tile][0])
        elif w.can["draw"]:
            assert w.draw()
        else:
            assert w.pass_turn()
    assert w.game.match_over  # the kids' game is one round
    assert w.summary["match_over"] and w.summary["fewest_tiles"]
    assert w.status["key"] == "match.winner"
    assert w.can["new_match"] and not w.can["next_round"]
    refused(w, {"action": "next_round"}, "error.match_over")
    old_seed = w.game.seed
    assert w.handle({"action": "new_match"})
    assert w.game is not g and w.game.seed != old_seed and not w.game.round_over
    assert w.game.players == ["Zoe", "Computer"]


# ---------------------------------------------------------------- timer
def test_time_up_draws_when_allowed_then_says_so():
    w = GameWidget(stuck_game(), bots={1: "greedy"}, turn_seconds=30)
    assert w.time_up()
    assert w.game.hand(0)[-1] == Tile(3, 5, 5) and w.scores[0] == -5
    assert w.message["key"] == "timer.up_draw" and w.message["params"] == {"name": "Ann"}
    # now 3-5-5 fits: the rules allow neither drawing nor passing, the widget just says so
    before = snapshot(w)
    assert w.time_up() is False
    assert w.message["key"] == "timer.up_play" and snapshot(w) == before


def test_time_up_passes_when_nothing_can_be_drawn():
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    g = w.game
    g._pool_pos = len(g._pool)  # an empty pool (test setup only)
    w._publish()
    assert w.can["pass"]
    assert w.time_up()
    assert w.message["key"] == "timer.up_pass"
    assert [e["type"] for e in g.history if e.get("seat") == 0] == ["pass"]


def test_an_old_timer_does_nothing():
    w = GameWidget(stuck_game(), bots={1: "greedy"}, turn_seconds=30)
    before = snapshot(w)
    w._timer_fired(w._version - 1)
    assert snapshot(w) == before


# ----------------------------------------------------- with an event loop
def test_computer_moves_later_on_the_running_loop_and_undo_cancels_it():
    async def scenario():
        w = GameWidget(stuck_game(), bots={1: "greedy"}, bot_delay=0.05)
        assert w.busy and len(w.game.board) == 0  # the computer waits a moment before moving
        refused(w, {"action": "draw"}, "error.wait_computer", name="Computer")
        for _ in range(200):
            await asyncio.sleep(0.01)
            if not w.busy:
                break
        assert len(w.game.board) == 1 and w.current == 0
        turn = w.turn_id
        w.draw()
        assert w.turn_id == turn + 1  # a new timer for the rest of the turn
        cell, corners = w.legal["3-5-5"][0]
        w.play(cell, corners)
        assert w.busy and w.current == 1
        w.undo()  # before the computer answers
        assert not w.busy and w.current == 0
        await asyncio.sleep(0.3)
        # the computer's scheduled answer was dropped
        assert len(w.game.board) == 1 and w.current == 0
        w.close()

    asyncio.run(scenario())


def test_timer_fires_on_the_running_loop(monkeypatch):
    async def scenario():
        w = GameWidget(stuck_game(), bots={1: "greedy"}, bot_delay=0)
        while w.busy:
            await asyncio.sleep(0.01)
        # turn_seconds is at least 5 for people; shorten the wait for the test only
        monkeypatch.setattr(GameWidget, "_check_timer", staticmethod(lambda v: None))
        w.turn_seconds = 1
        await asyncio.sleep(1.3)
        assert w.message.get("key") == "timer.up_draw"
        assert w.game.hand(0)[-1] == Tile(3, 5, 5)
        w.close()

    asyncio.run(scenario())


# --------------------------------------------------------------- mosaic
def test_mosaic_place_remove_and_limits():
    w = GameWidget(players=["Zoe", "Computer"], bots={1: "greedy"}, seed=3, mode="mosaic")
    assert w.mosaic_place("0,0,u")
    assert w.mosaic_place(Cell(1, 0, True), (3, 4, 5))
    assert w.mosaic == [["0,0,u", None], ["1,0,u", [3, 4, 5]]]
    for content, key in [
        ({"action": "mosaic_place", "cell": "0,0,u", "corners": None}, "mosaic.taken"),
        ({"action": "mosaic_place", "cell": "2,0,u", "corners": [4, 5, 3]}, "mosaic.used"),
        ({"action": "mosaic_place", "cell": "2,0,u", "corners": [3, 5, 4]}, "error.mirror"),
        ({"action": "mosaic_place", "cell": "99,0,u", "corners": None}, "mosaic.far"),
        ({"action": "mosaic_remove", "cell": "5,5,d"}, "mosaic.empty"),
    ]:
        before = list(w.mosaic)
        assert w.handle(content) is False and w.message["key"] == key
        assert w.mosaic == before
    assert w.mosaic_remove("0,0,u") and w.mosaic == [["1,0,u", [3, 4, 5]]]
    # a whole box at most: 56 tiles
    w.mosaic_clear()
    for i in range(56):
        assert w.mosaic_place(Cell(i % 20, i // 20, True))
    assert w.handle({"action": "mosaic_place", "cell": "0,10,u", "corners": None}) is False
    assert w.message["key"] == "mosaic.full"
    # the game is untouched by all this
    assert len(w.game.board) <= 1


def test_mosaic_only_in_mosaic_mode_and_switching():
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    refused(w, {"action": "mosaic_place", "cell": "0,0,d", "corners": None}, "mosaic.not_mosaic")
    refused(w, {"action": "new_match"}, "error.match_not_over")
    assert w.handle({"action": "set_mode", "mode": "mosaic"})
    assert w.mode == "mosaic" and not w.can["draw"] and not w.can["undo"]
    refused(w, {"action": "draw"}, "error.not_playing")
    refused(w, {"action": "undo"}, "error.not_playing")
    assert w.mosaic_place("0,0,d")
    assert w.handle({"action": "set_mode", "mode": "play"})
    assert w.can["draw"]  # the game goes on where it was


def test_mosaic_json_round_trip_and_bad_files():
    w = GameWidget(players=["A", "B"], seed=1, mode="mosaic")
    cells = [Cell(x, 0, up) for x in range(-3, 3) for up in (True, False)]
    for c in cells:
        w.mosaic_place(c)
    w.mosaic_place("0,1,u", (2, 2, 5))
    text = w.mosaic_json()
    data = json.loads(text)
    assert data["format"] == MOSAIC_FORMAT and len(data["cells"]) == len(cells) + 1
    other = GameWidget(players=["A", "B"], seed=2, mode="mosaic")
    other.load_mosaic(text)
    assert sorted(map(tuple, map(json.dumps, other.mosaic))) == sorted(map(tuple, map(json.dumps, w.mosaic)))
    assert other.mosaic_json() == text
    good = other.mosaic_json()
    for bad in [
        "not json",
        json.dumps({"format": "x", "version": 1, "cells": []}),
        json.dumps({"format": MOSAIC_FORMAT, "version": 1, "cells": "no"}),
        json.dumps({"format": MOSAIC_FORMAT, "version": 1, "cells": [["0,0,u", None], ["0,0,u", None]]}),
        json.dumps({"format": MOSAIC_FORMAT, "version": 1, "cells": [["0,0,u", [1, 2, 3]], ["1,0,u", [2, 3, 1]]]}),
        json.dumps({"format": MOSAIC_FORMAT, "version": 1, "cells": [["0,0,u", [1, 3, 2]]]}),
        json.dumps({"format": MOSAIC_FORMAT, "version": 1, "cells": [["500,0,u", None]]}),
        json.dumps({"format": MOSAIC_FORMAT, "version": 1, "cells": [["a,b,c", None]]}),
        json.dumps(
            {
                "format": MOSAIC_FORMAT,
                "version": 1,
                "cells": [["0,0,u", None]] * 0 + [[f"{i},0,u", None] for i in range(57)],
            }
        ),
    ]:
        with pytest.raises(ValueError):
            other.load_mosaic(bad)
        assert other.mosaic_json() == good


# ------------------------------------------------------------------ fuzz
def _random_value(rng: random.Random, depth: int = 0):
    kinds = ["int", "str", "none", "bool", "float"] + (["list", "dict"] if depth < 2 else [])
    k = rng.choice(kinds)
    if k == "int":
        return rng.choice([0, 1, 2, 3, 5, 9, -1, 10, 2**40])
    if k == "str":
        return rng.choice(["", "0,0,u", "1,0,d", "3-4-5", "x", "play", "0,0", "-1,-1,d", "5-5-5", "u" * 100])
    if k == "none":
        return None
    if k == "bool":
        return rng.random() < 0.5
    if k == "float":
        return rng.choice([0.5, 1.0, float("nan")])
    if k == "list":
        return [_random_value(rng, depth + 1) for _ in range(rng.randint(0, 4))]
    return {
        rng.choice(["action", "cell", "corners", "tile", "seat", "turns", "x"]): _random_value(rng, depth + 1)
        for _ in range(3)
    }


def _near_valid(rng: random.Random, w: GameWidget) -> dict:
    g = w.game
    action = rng.choice(
        ["play"] * 6 + ["draw", "pass", "undo", "select", "ready", "next_round", "new_match", "set_mode"]
    )
    msg: dict = {"action": action}
    if action == "play":
        legal = g.legal_placements()
        if legal and rng.random() < 0.6:
            p = rng.choice(legal)
            msg.update(cell=p.cell.label(), corners=list(p.corners))
            if rng.random() < 0.3:  # spoil it
                msg["corners"] = [rng.randint(0, 6) for _ in range(3)]
        else:
            msg.update(
                cell=f"{rng.randint(-3, 3)},{rng.randint(-3, 3)},{rng.choice('ud')}",
                corners=[rng.randint(0, 5) for _ in range(3)],
            )
        if rng.random() < 0.2:
            msg["tile"] = str(rng.choice(full_set()))
    elif action == "select":
        msg.update(tile=str(rng.choice(full_set())), turns=rng.randint(0, 2))
    elif action == "set_mode":
        msg["mode"] = rng.choice(["play", "play", "mosaic"])
    if rng.random() < 0.3:
        msg["seat"] = rng.randint(0, 2)
    return msg


def _consistent(w: GameWidget) -> None:
    g = w.game
    assert tiles_everywhere(g) == sorted(full_set())  # no tile made or lost
    assert Game.from_json(g.to_json()).to_json() == g.to_json()  # every move in it is legal
    assert w.board == [[p.cell.label(), list(p.corners)] for p in g.board.placements]
    assert w.scores == g.scores and w.current == g.current and w.pool_size == g.pool_size
    assert w.hand_sizes == g.hand_sizes
    for seat, hand in enumerate(w.hands):
        assert hand is None or hand == [str(x) for x in g.hand(seat)]


def test_fuzz_thousands_of_random_messages_keep_the_game_consistent():
    rng = random.Random(20240601)
    w = GameWidget(
        rules="pressman", players=["Ann", "Computer", "Bob"], bots={1: "random"}, seed=12, pass_and_play=True
    )
    changed = 0
    for i in range(3000):
        if rng.random() < 0.35:
            msg = (
                _random_value(rng)
                if rng.random() < 0.5
                else {"action": rng.choice(["play", "draw", "x"]), **{"cell": _random_value(rng)}}
            )
        else:
            msg = _near_valid(rng, w)
        before = w.game.to_json()
        ok = w.handle(msg)
        if not ok:
            assert w.message.get("kind") == "error", msg
            assert w.game.to_json() == before, msg
        else:
            changed += 1
        if w.game.round_over and rng.random() < 0.5:
            w.handle({"action": "next_round"})
        if i % 50 == 0:
            _consistent(w)
    _consistent(w)
    assert changed > 300  # the fuzz also played a good part of a game


# -------------------------------------------- the rack's turns, in the browser code
def test_browser_turning_never_flips_a_tile(tmp_path):
    needs.node()
    """game/turns.mjs turns a rack tile into a cell; it must always be the same tile
    (a rotation, never the mirror) and its turn count must read back."""
    module = STATIC / "game" / "turns.mjs"
    script = tmp_path / "turns.mjs"
    script.write_text(
        f"""
import {{ cornersIn, turnsFor, rackCorners }} from {json.dumps(module.as_uri())};
const out = [];
for (const name of {json.dumps([str(x) for x in full_set()])}) {{
  for (const up of [true, false]) {{
    for (let k = 0; k < 3; k++) {{
      const cell = {{x: 0, y: 0, up}};
      const c = cornersIn(name, cell, k);
      out.push([name, up, k, c, turnsFor(name, cell, c), rackCorners(name, k)]);
    }}
  }}
}}
console.log(JSON.stringify(out));
""",
        encoding="utf-8",
    )
    proc = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    racks: dict[str, dict[int, list[int]]] = {}
    for name, up, k, corners, turns, rack in json.loads(proc.stdout):
        tile = Tile.parse(name)
        assert Tile(*corners) == tile, (name, up, k, corners)  # a rotation: Tile() is equal under rotation only
        assert Tile(*rack) == tile
        if not tile.is_triple:
            assert turns == k
        racks.setdefault(name, {})[k] = rack
    # one turn is a third of a turn clockwise: the top number goes to the bottom-right,
    # bottom-right to bottom-left, bottom-left to the top
    for name, by_k in racks.items():
        for k in range(3):
            before, after = by_k[k], by_k[(k + 1) % 3]
            assert (after[1], after[2], after[0]) == (before[0], before[1], before[2]), name


def test_docstring_examples():
    import doctest

    import trio_widgets.widgets._game as mod

    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 5


def test_misspelt_settings_are_refused():
    with pytest.raises(TypeError, match="rule"):
        GameWidget(rule="classic")


def test_static_picture_of_a_mosaic_shows_the_mosaic():
    w = GameWidget(players=["A", "B"], seed=1, mode="mosaic")
    w.mosaic_place("0,0,u")
    w.mosaic_place("2,0,d", (1, 2, 3))
    data, _ = w._repr_mimebundle_()
    svg = data["image/svg+xml"]
    assert 'data-cell="2,0,d"' in svg and "face down" in svg
    w.mode = "play"
    data, _ = w._repr_mimebundle_()
    assert 'data-cell="2,0,d"' not in data["image/svg+xml"]


def test_drawing_instead_must_go_on_until_a_drawn_tile_fits():
    # 3MINO lets a player draw instead of playing; then they draw until a drawn tile fits
    # (docs/rules.md 5.3). Ann holds 4-5-5, which fits next to 5-5-5; the pool starts 0-0-3, 3-5-5.
    ann = ["4-5-5", "0-0-2", "0-1-1", "0-1-2", "0-1-3", "0-1-4", "0-2-2", "0-2-3", "0-2-4"]
    bob = ["5-5-5", "1-1-1", "1-1-2", "1-1-3", "1-1-4", "1-2-2", "1-2-3", "1-2-4", "1-3-3"]
    first = ann + bob + ["0-0-3", "3-5-5"]
    order = first + [str(x) for x in full_set() if str(x) not in first]
    g = Game("trimino_advanced", players=["Ann", "Bob"], order=order, seed=1)
    w = GameWidget(g, pass_and_play=False, open_hands=True)
    assert w.play("0,0,u", (5, 5, 5))
    assert w.can["draw"] and w.draw()
    assert g.last_drawn == Tile.parse("0-0-3") and g.must_keep_drawing
    assert w.can["draw"] and not w.can["pass"]
    assert not any(w.legal.values())  # nothing lights up while drawing
    p = g.board.legal_placements(Tile.parse("4-5-5"))[0]
    refused(
        w, {"action": "play", "cell": p.cell.label(), "corners": list(p.corners)}, "error.keep_drawing", tile="0-0-3"
    )
    assert w.draw() and g.last_drawn_fits
    refused(w, {"action": "draw"}, "error.drew_fits", tile="3-5-5")
    assert w.play(p.cell.label(), p.corners)  # any legal tile may be placed now


def test_hint_shows_a_legal_move_and_changes_nothing():
    w = GameWidget(stuck_game(), bots={1: "greedy"})
    # Ann must draw first: the hint says so
    before = snapshot(w)
    assert w.can["hint"]
    assert w.handle({"action": "hint"})
    assert w.hint == {"action": "draw"} and w.message["key"] == "game.hint_draw"
    assert snapshot(w) == before
    w.draw()  # 3-5-5 fits now
    assert w.handle({"action": "hint", "seat": 0})
    g = w.game
    p = Placement(Cell.parse(w.hint["cell"]), w.hint["corners"])
    assert p in g.legal_placements() and w.hint["tile"] == "3-5-5"
    assert w.message["key"] == "game.hint_play" and w.message["kind"] == "info"
    # the arithmetic in the hint is the engine's score of that move, in the widget's language
    assert w.message["params"]["score"] == explain(g.preview(p), "en")
    # a hint for someone else, or with junk fields, is refused; playing clears the hint
    refused(w, {"action": "hint", "seat": 1}, "error.not_your_turn", name="Ann")
    assert w.handle({"action": "hint", "extra": 1}) is False
    w.play(p)
    assert w.hint == {}


def test_a_computer_player_that_answers_an_illegal_move_is_replaced_by_greedy():
    class Cheat:
        name = "cheat"

        def decide(self, game):
            return {"action": "pass"}  # never legal while a tile can be placed

    w = GameWidget(stuck_game(), bots={1: Cheat()})
    g = w.game
    # the computer (seat 1) had to start with 5-5-5; the cheat's pass was replaced by a legal move
    assert [p.tile for p in g.board.placements] == [Tile(5, 5, 5)]
    assert g.current == 0 and not any(e["type"] == "pass" for e in g.history)


# ----------------------------------------------------------- privacy, ownership, one thought at a time
def _published(w: GameWidget) -> dict:
    """Everything the widget sends to the page but the message line."""
    return {k: v for k, v in w.get_state().items() if k not in ("message", "_catalogue")}


def _two_people(**kw) -> GameWidget:
    return GameWidget(rules="pressman", players=["Ann", "Bob"], seed=21, **kw)


def _take_turn(w: GameWidget) -> None:
    """The person at the device lifts the cover and plays (or draws)."""
    assert w.ready()
    legal = w.game.legal_placements()
    assert w.play(legal[0]) if legal else w.draw()


def test_pass_and_play_undo_never_takes_back_the_other_persons_move():
    w = _two_people()
    assert w.pass_and_play
    first = w.current
    _take_turn(w)
    assert w.covered and w.current != first
    # the cover is up: whoever holds the device, Undo is not there and is refused
    assert not w.can["undo"]
    before = _published(w)
    assert w.undo() is False and w.message["key"] == "error.covered"
    assert _published(w) == before and all(h is None for h in w.hands)
    # the second person lifts the cover: their Undo may not take back the first person's move
    assert w.ready()
    assert not w.can["undo"]
    before = _published(w)
    assert w.undo() is False and w.message["key"] == "undo.none"
    assert _published(w) == before
    assert w.hands[first] is None  # the first person's rack stayed hidden
    # ... but their own move, before passing the device on, yes
    second = w.current
    legal = w.game.legal_placements()
    assert w.play(legal[0]) if legal else w.draw()
    if w.covered:
        assert not w.can["undo"]  # the cover came up at once: nobody may undo now
    w.open_hands = True  # learning together: no secrets, undo as usual
    assert w.can["undo"] and w.undo() and w.current == second


def test_mosaic_mode_does_not_publish_a_covered_hand():
    w = _two_people()
    assert w.covered and all(h is None for h in w.hands)
    assert w.handle({"action": "set_mode", "mode": "mosaic"})
    assert all(h is None for h in w.hands), w.hands
    assert w.legal == {} and w.selection["tile"] is None
    assert w.handle({"action": "select", "tile": str(w.game.hand(w.current)[0])}) is False
    assert w.handle({"action": "set_mode", "mode": "play"})
    assert w.covered and all(h is None for h in w.hands)
    # after "I'm ready" the holder's hand shows, also in mosaic mode; the other one never
    assert w.ready()
    holder = w.viewer
    w.mode = "mosaic"
    assert w.hands[holder] is not None and w.hands[1 - holder] is None


def test_a_covered_hand_never_reaches_the_page_in_a_whole_match():
    rng = random.Random(5)
    w = GameWidget(rules="pressman", players=["Ann", "Bob", "Computer"], bots={2: "greedy"}, seed=3)
    sent: list[dict] = []
    w.send_state = lambda key=None: sent.append(w.get_state(key))  # type: ignore[method-assign]
    for _ in range(400):
        if w.game.match_over:
            break
        if w.game.round_over:
            w.next_round()
            continue
        if w.covered:
            for seat in range(3):
                assert w.hands[seat] is None, (seat, w.hands)
            assert w.legal == {} and not w.hint
            if rng.random() < 0.2:
                w.undo()  # refused under the cover
            w.ready()
            continue
        viewer = w.viewer
        assert [s for s, h in enumerate(w.hands) if h is not None] == [viewer]
        legal = w.game.legal_placements()
        if legal:
            w.play(rng.choice(legal))
        elif not w.draw():
            w.pass_turn()
    for state in sent:  # what went to the page: never a hand while the cover is up
        if state.get("covered") and "hands" in state and not state.get("summary"):
            assert all(h is None for h in state["hands"]), state["hands"]


@pytest.mark.parametrize(
    "trait, value",
    [
        ("open_hands", True),
        ("allow_undo", True),
        ("bot_delay", 1e9),
        ("scores", [999, 0]),
        ("hands", [["0-0-0"], ["5-5-5"]]),
        ("pass_and_play", False),
        ("turn_seconds", 5),
        ("mode", "mosaic"),
        ("lang", "ru"),
        ("legal", {"0-0-0": [["0,0,u", [0, 0, 0]]]}),
        ("can", {"undo": True}),
        ("pips", "yes"),  # a page-writable trait, but not a bool
    ],
)
def test_the_page_cannot_set_settings_or_state(trait, value):
    w = GameWidget(rules="pressman", players=["Ann", "Bob"], seed=2, allow_undo=False)
    before = _published(w)
    echoed: list = []
    w.send_state = lambda key=None: echoed.append(key)  # type: ignore[method-assign]
    w.set_state({trait: value})  # what ipywidgets calls for an update from the page
    assert _published(w) == before
    assert echoed == [[trait]]  # the page is told Python's value again


def test_the_page_may_switch_digits_and_lighting():
    w = GameWidget(rules="pressman", players=["Ann", "Bob"], seed=2)
    w.set_state({"pips": True, "hints": False, "scores": [5, 5]})
    assert w.pips is True and w.hints is False and w.scores == [0, 0]


@pytest.mark.parametrize("value", [-1, 11, float("nan"), float("inf"), "1", None])
def test_checked_ranges_hold_after_construction(value):
    w = GameWidget(rules="pressman", players=["Ann", "Bob"], seed=2)
    with pytest.raises(Exception, match="bot_delay"):
        w.bot_delay = value
    assert w.bot_delay == 0.9


def test_one_computer_player_never_thinks_twice_at_once():
    import threading
    import time

    class SlowBot:
        name = "slow"

        def __init__(self) -> None:
            self.inside = 0
            self.most = 0
            self.calls = 0
            self.lock = threading.Lock()

        def decide(self, game):
            with self.lock:
                self.inside += 1
                self.calls += 1
                self.most = max(self.most, self.inside)
            time.sleep(0.15)
            with self.lock:
                self.inside -= 1
            from trio_widgets.players import make_bot

            return make_bot("greedy").decide(game)

    bot = SlowBot()

    async def scenario():
        w = GameWidget(rules="pressman", players=["Computer", "Ann"], bots={0: bot}, seed=8, bot_delay=0)
        for _ in range(300):
            if w.current == 1 and not w.busy:  # Ann's turn: she plays, then the computer thinks
                legal = w.game.legal_placements()
                assert w.play(legal[0]) if legal else w.draw()
            await asyncio.sleep(0.01)
            if bot.inside:
                break
        assert bot.inside == 1
        # settings changed while it thinks: a timer, the mode back and forth, the delay
        w.turn_seconds = 30
        w.bot_delay = 0.0
        w.mode = "mosaic"
        w.mode = "play"
        w.turn_seconds = None
        for _ in range(200):
            await asyncio.sleep(0.02)
            if not w.busy:
                break
        assert not w.busy and w.game.current == 1 and len(w.game.board) >= 1
        assert bot.calls >= 1
        w.close()

    asyncio.run(scenario())
    assert bot.most == 1, f"the bot ran {bot.most} decisions at once"


def _wrong_typed(rng: random.Random, w: GameWidget) -> dict:
    """A known action whose fields have wrong types or values."""
    action = rng.choice(list(INTENTS))
    fields = sorted(INTENTS[action] - {"action"})
    msg: dict = {"action": action}
    for f in fields:
        if rng.random() < 0.6:
            msg[f] = _random_value(rng)
    if rng.random() < 0.1:
        msg["extra"] = 1
    return msg


def test_fuzz_the_message_handler_with_wrong_types():
    """Random intents with wrong types: only documented outcomes (True, or False with an error
    message from the catalogue), never an exception, and a refused one changes nothing."""
    from trio_widgets.words import keys

    known = set(keys("en"))
    rng = random.Random(777)
    w = GameWidget(rules="pressman", players=["Ann", "Computer", "Bob"], bots={1: "random"}, seed=5)
    outcomes = {True: 0, False: 0}
    for _ in range(4000):
        msg = _wrong_typed(rng, w) if rng.random() < 0.8 else _near_valid(rng, w)
        before, game = _published(w), w.game.to_json()
        ok = w.handle(msg)
        assert ok in (True, False)
        outcomes[ok] += 1
        if not ok:
            assert w.message["kind"] == "error" and w.message["key"] in known, (msg, w.message)
            assert _published(w) == before and w.game.to_json() == game, msg
        if w.game.round_over:
            w.next_round() or w.new_match()
    # through the comm as the page sends them, too
    for _ in range(300):
        w._on_custom_msg(w, _random_value(rng), [])
    assert outcomes[False] > 2000 and outcomes[True] > 50, outcomes


def test_built_on_the_shared_widget_base():
    from trio_widgets.widgets import WidgetBase

    w = GameWidget(rules="pressman", players=["Ann", "Bob"], seed=2, pass_and_play=False)
    assert isinstance(w, WidgetBase)
    assert set(w.ACTIONS) == set(INTENTS) and all("action" not in f for f in w.ACTIONS.values())
    assert w.handle({"action": "fly"}) is False and w.message["key"] == "error.bad_message"
    assert w.handle({"action": "draw", "seat": "0"}) is False and w.message["key"] == "error.bad_message"
    assert w.draw() is False and w.message["text"] == "The first tile must be placed first"
    w.lang = "pl"  # the message on screen follows the language
    assert w.message["key"] == "error.must_start" and w.message["text"] == w.text("error.must_start")
    assert w.message["text"] != "The first tile must be placed first"
    with pytest.raises(ValueError):
        w.lang = "xx"
    with pytest.raises(TypeError, match="_catalogue"):
        GameWidget(_catalogue={})


# ----------------------------------------------------------- words that do not mislead a child
def both_starts_game() -> Game:
    """Ann holds 3-3-3 and 0-0-0 and no higher triple is dealt: both may start, 0-0-0 scores more."""
    ann = "3-3-3 0-0-0 0-1-2 0-1-3 0-2-3 1-2-3 0-1-4 0-2-4 1-2-4".split()
    bob = "0-0-1 0-0-2 0-1-1 0-2-2 1-1-2 0-0-3 1-1-3 0-3-3 1-3-3".split()
    rest = [str(t) for t in full_set() if str(t) not in ann + bob]
    return Game("pressman", players=["Ann", "Bob"], order=ann + bob + rest, seed=1)


def test_start_options_name_every_allowed_start_and_the_best():
    g = both_starts_game()
    w = GameWidget(g, pass_and_play=False)
    engine = {str(p.tile): g.preview(p).total for p in g.legal_placements()}
    assert engine == {"0-0-0": 40, "3-3-3": 19}
    assert w.starts == [["0-0-0", 40], ["3-3-3", 19]]  # best first
    p = next(p for p in g.legal_placements() if str(p.tile) == "3-3-3")
    assert w.play(p) and w.starts == []  # only for the first move


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "hu"])
def test_start_hint_in_every_language_names_both_starts_and_which_scores_more(tmp_path, lang):
    """The rack's hint (game/rack.mjs startHintText) with the widget's catalogue, run in node."""
    from trio_widgets.words import catalogue

    node = needs.node()
    w = GameWidget(both_starts_game(), pass_and_play=False, lang=lang)
    script = tmp_path / "hint.mjs"
    script.write_text(
        f"""
import {{ startHintText }} from {json.dumps((STATIC / "game" / "rack.mjs").as_uri())};
import {{ makeTranslator }} from {json.dumps((STATIC / "shared" / "i18n.mjs").as_uri())};
const tr = makeTranslator({json.dumps(catalogue(lang))}, {json.dumps(lang)});
console.log(JSON.stringify([startHintText(tr, {json.dumps(w.starts)}), startHintText(tr, [["5-5-5", 25]])]));
""",
        encoding="utf-8",
    )
    proc = subprocess.run([node, str(script)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    both, one = json.loads(proc.stdout)
    assert "0-0-0" in both and "3-3-3" in both and "40" in both and "19" in both, both
    tx = w.text

    def option(tile: str, n: int) -> str:
        return tx("game.start_option", tile=tile, points=tx("move.points", n=n))

    options = tx("game.start_or", first=option("0-0-0", 40), last=option("3-3-3", 19))
    assert both == tx("game.start_choice", options=options, best="0-0-0", points=tx("move.points", n=40))
    assert both.index("0-0-0") < both.index("3-3-3")  # the better start is named first
    assert "{" not in both and "}" not in both
    assert one == w.text("game.start_with", tile="5-5-5")


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "hu"])
def test_the_still_picture_says_run_this_cell_to_play(lang):
    from xml.dom import minidom

    w = GameWidget(rules="pressman", players=["Ann", "Bob"], seed=3, lang=lang, pass_and_play=False)
    data, _meta = w._repr_mimebundle_()
    svg = data["image/svg+xml"]
    minidom.parseString(svg)  # well-formed
    assert w.text("game.run_cell") in svg
    assert (svg.count("<svg") == 1 and 'data-tile="' in svg) or len(w.board) == 0
    if lang == "en":
        assert "Run this cell to play" in svg
    else:  # the picture itself (and what a screen reader hears) speaks the widget's language
        assert "Triominoes board" not in svg and "Players:" not in svg


def test_summary_says_during_the_round_at_its_end_and_in_total():
    w = GameWidget(short_round_game(), bots={1: "greedy"})
    rng = random.Random(1)
    while not w.game.round_over:
        legal = w.game.legal_placements()
        assert w.play(rng.choice(legal)) if legal else (w.draw() or w.pass_turn())
    for row in w.summary["rows"]:
        assert row["during"] + row["points"] == row["round_points"] == w.game.round_points[row["seat"]]
    assert any(row["during"] > 0 for row in w.summary["rows"])


@pytest.mark.parametrize("part", ["_game_intents", "_game_view", "_game_bots", "_game_mosaic"])
def test_the_game_widgets_parts_run_their_examples(part):
    import doctest
    import importlib

    mod = importlib.import_module(f"trio_widgets.widgets.{part}")
    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted >= 2


def test_the_status_names_tied_winners_in_one_pass_like_everything_else():
    from types import SimpleNamespace

    from trio_widgets.widgets import _game_view as view

    done = SimpleNamespace(match_over=True, match_winners=[0, 1], players=["{last}", "Bob"])
    said = view.status(done, {}, None, False, "en")  # type: ignore[arg-type]
    assert said["params"]["names"] == "{last} and Bob" == tw.words.join_names(["{last}", "Bob"], "en")
    assert tw.words.t(said["key"], "en", **said["params"]).count("Bob") == 1


def test_what_the_game_widget_says_is_the_one_message_type():
    w = GameWidget(players=["Ann", "Bob"], seed=7, pass_and_play=False)
    p = w.game.legal_placements()[0]
    assert w.play(p) and w.handle({"action": "undo"})
    assert isinstance(w._said, tw.words.Msg) and w._said == tw.words.Msg("undo.done")
    assert w.handle({"action": "hint"}) and isinstance(w._said, tw.words.Msg)
