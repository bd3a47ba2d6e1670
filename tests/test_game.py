"""docs/rules.md sections 5-7: deal, start, turns, round ends, match, saved games."""

import dataclasses
import json
import random

import pytest

import trio_widgets as tw
from trio_widgets import Cell, Placement, Tile

T = Tile.parse
START = Cell(0, 0, True)
PRESSMAN = tw.Rules.preset("pressman")


def order_for(hands, pool_front=(), max_value=5):
    """A set order that deals these hands (docs/rules.md 5.1) with these tiles first in the pool."""
    first = [T(t) for h in hands for t in h] + [T(t) for t in pool_front]
    assert len(set(first)) == len(first)
    return first + [t for t in tw.full_set(max_value) if t not in first]


def snapshot(g):
    return g.to_json()


# -- 5.1 deal -------------------------------------------------------------------


@pytest.mark.parametrize("n,h", [(2, 9), (3, 7), (4, 7), (5, 6), (6, 6)])
def test_hand_sizes_and_pool(n, h):
    g = tw.Game("pressman", players=n, seed=1)
    assert g.hand_sizes == [h] * n
    assert g.pool_size == 56 - n * h
    assert len(g.players) == n


def test_deal_from_a_given_order():
    order = list(reversed(tw.full_set()))
    g = tw.Game("classic", players=3, order=order)
    assert g.hands == [order[0:7], order[7:14], order[14:21]]
    g.current = g.current  # no-op
    # draws take the pool from the front
    assert g._pool[g._pool_pos] == order[21]


@pytest.mark.parametrize("players", [1, 7, 0, "two", [], ["Ann"], ["Ann", ""], ["Ann", 3], True])
def test_bad_player_lists(players):
    with pytest.raises(ValueError):
        tw.Game("pressman", players=players)


def test_bad_orders():
    s = list(tw.full_set())
    with pytest.raises(ValueError, match="twice"):
        tw.Game(players=2, order=s[:-1] + [s[0]])
    with pytest.raises(ValueError, match="missing"):
        tw.Game(players=2, order=s[:-1])
    with pytest.raises(ValueError, match="mirror"):
        tw.Game(players=2, order=s[:-1] + [T("0-2-1")])
    with pytest.raises(ValueError):
        tw.Game(players=2, order="0-0-0")
    with pytest.raises(ValueError):
        tw.Game(players=2, order=[1, 2, 3])


def test_names_are_kept():
    g = tw.Game("kids", players=["Ann", "Bob", "Cy"])
    assert g.players == ["Ann", "Bob", "Cy"]


# -- 5.2 start ------------------------------------------------------------------


def test_highest_triple_starts():
    hands = [
        ["1-1-1", "0-1-2", "0-1-3", "0-1-4", "0-1-5", "0-2-3", "0-2-4", "0-2-5", "0-3-4"],
        ["4-4-4", "2-2-2", "1-2-3", "1-2-4", "1-2-5", "1-3-4", "1-3-5", "1-4-5", "2-3-4"],
    ]
    g = tw.Game("pressman", players=2, order=order_for(hands))
    assert g.current == 1
    assert g.legal_placements() == [Placement(START, (4, 4, 4))]
    before = snapshot(g)
    with pytest.raises(tw.IllegalMove, match="starts with 4-4-4"):
        g.play(Placement(START, (2, 2, 2)))
    with pytest.raises(tw.IllegalMove, match="must be played first"):
        g.draw()
    with pytest.raises(tw.IllegalMove):
        g.pass_turn()
    assert snapshot(g) == before
    s = g.play(Placement(START, (4, 4, 4)))
    assert s.total == 22 and g.scores == [0, 22]
    assert g.current == 0


def test_zero_triple_choice():
    hands = [
        ["3-3-3", "0-0-0", "0-1-3", "0-1-4", "0-1-5", "0-2-3", "0-2-4", "0-2-5", "0-3-4"],
        ["1-1-1", "2-2-2", "1-2-3", "1-2-4", "1-2-5", "1-3-4", "1-3-5", "1-4-5", "2-3-4"],
    ]
    g = tw.Game("pressman", players=2, order=order_for(hands))
    assert g.current == 0
    assert set(g.legal_placements()) == {Placement(START, (3, 3, 3)), Placement(START, (0, 0, 0))}
    assert g.play(Placement(START, (0, 0, 0))).total == 40
    assert g.scores == [40, 0]


def test_no_triple_highest_tile_starts_without_bonus():
    hands = [
        ["0-1-2", "0-1-3", "0-1-4", "0-1-5", "0-2-3", "0-2-4", "0-2-5", "0-3-4", "0-3-5"],
        ["3-5-5", "1-2-3", "1-2-4", "1-2-5", "1-3-4", "1-3-5", "1-4-5", "2-3-4", "4-4-5"],
    ]
    # no triple anywhere (the triples are in the pool); highest tile: 4-5-5? value 14 vs 3-5-5 13 vs 4-4-5 13
    hands[1][-1] = "4-5-5"
    g = tw.Game("pressman", players=2, order=order_for(hands))
    assert g.current == 1
    assert {p.tile for p in g.legal_placements()} == {T("4-5-5")}
    assert len(g.legal_placements()) == 3
    s = g.play(g.legal_placements()[1])
    assert s.total == 14 and s.bonus == 0


def test_equal_value_tie_break_for_the_start():
    # 5-5-3 and 5-4-4 both have value 13: 5-5-3 is higher (5,5,3 > 5,4,4)
    hands = [
        ["4-4-5", "0-1-2", "0-1-3", "0-1-4", "0-1-5", "0-2-3", "0-2-4", "0-2-5", "0-3-4"],
        ["3-5-5", "1-2-3", "1-2-4", "1-2-5", "1-3-4", "1-3-5", "1-4-5", "2-3-4", "0-3-5"],
    ]
    g = tw.Game("pressman", players=2, order=order_for(hands))
    assert g.current == 1 and g.start_tiles == [T("3-5-5")]


# -- 5.3 turns: draw and pass ---------------------------------------------------------


def _stuck_game(rules, pool_front):
    # seat 1 starts with 5-5-5; only tiles with two 5's fit next to it; seat 0 holds none
    hands = [
        ["0-0-1", "0-0-2", "0-1-1", "0-1-2", "0-1-3", "0-1-4", "0-2-2", "0-2-3", "0-2-4"],
        ["5-5-5", "1-1-1", "1-1-2", "1-1-3", "1-1-4", "1-2-2", "1-2-3", "1-2-4", "1-3-3"],
    ]
    g = tw.Game(rules, players=["Ann", "Bob"], order=order_for(hands, pool_front))
    g.play(Placement(START, (5, 5, 5)))
    assert g.current == 0 and not g.can_play()
    return g


def test_draw_until_a_tile_fits_then_play():
    g = _stuck_game(PRESSMAN, ["0-0-3", "0-0-4", "4-5-5", "3-5-5"])
    with pytest.raises(tw.IllegalMove, match="draw"):
        g.pass_turn()
    assert g.draw() == T("0-0-3") and g.scores[0] == -5
    assert g.draw() == T("0-0-4") and g.scores[0] == -10
    assert g.draw() == T("4-5-5") and g.scores[0] == -15
    before = snapshot(g)
    with pytest.raises(tw.IllegalMove, match="you drew 4-5-5 and it fits: play a tile now"):
        g.draw()
    with pytest.raises(tw.IllegalMove, match="cannot pass"):
        g.pass_turn()
    assert snapshot(g) == before
    moves = g.legal_placements()
    assert moves and {p.tile for p in moves} == {T("4-5-5")}
    s = g.play(moves[0])
    assert g.scores[0] == -15 + s.total == -15 + 14
    assert g.current == 1 and g.pool_size == 38 - 3


def test_max_draws_3_then_pass_costs_25():
    rules = dataclasses.replace(PRESSMAN, max_draws=3)
    g = _stuck_game(rules, ["0-0-3", "0-0-4", "0-0-5", "3-5-5"])
    for _ in range(3):
        g.draw()
    with pytest.raises(tw.IllegalMove, match="3 tiles this turn"):
        g.draw()
    g.pass_turn()
    assert g.scores[0] == -25
    assert g.current == 1
    # the next player's turn starts afresh
    assert g.draws_this_turn == 0


def test_cannot_draw_while_able_to_play_but_may_draw_instead_in_3mino():
    hands = [
        ["4-5-5", "0-0-2", "0-1-1", "0-1-2", "0-1-3", "0-1-4", "0-2-2", "0-2-3", "0-2-4"],
        ["5-5-5", "1-1-1", "1-1-2", "1-1-3", "1-1-4", "1-2-2", "1-2-3", "1-2-4", "1-3-3"],
    ]
    for name, may in [("pressman", False), ("trimino_simple", True), ("trimino_advanced", True)]:
        g = tw.Game(name, players=2, order=order_for(hands))
        g.play(Placement(START, (5, 5, 5)))
        assert g.can_play()
        assert g.can_draw() == may
        if not may:
            with pytest.raises(tw.IllegalMove, match="you can still play 4-5-5"):
                g.draw()
        else:
            before = list(g.scores)
            g.draw()
            assert g.scores == before  # no draw penalty in 3MINO


def test_pass_when_pool_empty_and_blocked_round():
    # a 0-1 set (4 tiles), 2 players with 2 tiles each: nothing in the pool
    rules = dataclasses.replace(PRESSMAN, max_value=1, hand_sizes=(2,))
    # seat 0: 1-1-1 (starts) and 0-0-0; seat 1: 0-0-1 and 0-1-1
    g = tw.Game(rules, players=2, order=[T("1-1-1"), T("0-0-0"), T("0-0-1"), T("0-1-1")])
    assert g.current == 0
    # seat 0 holds 0-0-0 too: it may start with it instead
    assert {p.tile for p in g.legal_placements()} == {T("1-1-1"), T("0-0-0")}
    g.play(Placement(START, (1, 1, 1)))  # 3 + 10
    assert g.scores == [13, 0]
    # next to 1-1-1 only a tile with 1-1 on an edge fits: 0-1-1 (seat 1)
    assert {p.tile for p in g.legal_placements()} == {T("0-1-1")}
    g.play(g.legal_placements()[0])
    # now seat 0 has 0-0-0: does it fit anywhere? only where the board shows 0's: see what the engine says,
    # and check it independently against every open cell
    can = any(all(g.board.number_at(pt) in (None, 0) for pt in tw.cell_corners(c)) for c in g.board.open_cells())
    assert g.can_play() == can
    while not g.round_over:
        moves = g.legal_placements()
        if moves:
            g.play(moves[0])
        else:
            assert not g.can_draw()
            g.pass_turn()
    ev = g.history[-1] if g.history[-1]["type"] == "round_end" else g.history[-2]
    assert ev["type"] == "round_end"


def _rounds_of_small_games(rules_kw, players, seeds):
    """Random play with big hands, so the pool runs dry and rounds often end blocked."""
    rules = dataclasses.replace(PRESSMAN, hand_sizes=(25, 18, 13, 10, 9), **rules_kw)
    for seed in seeds:
        g = tw.Game(rules, players=players, seed=seed)
        rng = random.Random(seed)
        while not g.round_over:
            hands_before = g.hands
            scores_before = list(g.scores)
            moves = g.legal_placements()
            if moves:
                g.play(rng.choice(moves))
            elif g.can_draw():
                g.draw()
            else:
                g.pass_turn()
        yield g, hands_before, scores_before


def test_blocked_rounds_lowest_total_wins_with_ties():
    seen_blocked = seen_tie = 0
    for g, _, _ in _rounds_of_small_games({}, 3, range(150)):
        end = [e for e in g.history if e["type"] == "round_end"][0]
        if end["how"] != "blocked":
            continue
        seen_blocked += 1
        totals = [sum(t.value for t in h) for h in g.hands]
        low = min(totals)
        winners = [s for s in range(3) if totals[s] == low]
        assert end["winners"] == winners == g.round_winners
        rest = sum(totals[s] for s in range(3) if s not in winners)
        for s in range(3):
            assert end["points"][s] == (rest - totals[s] if s in winners else 0)
        if len(winners) > 1:
            seen_tie += 1
        # every player passed in turn with the pool empty: the last len(players) actions were passes
        assert g.pool_size == 0
        assert [a["action"] for a in g.actions[-3:]] == ["pass"] * 3
    assert seen_blocked > 10 and seen_tie > 0


def test_going_out_scores_bonus_plus_other_hands():
    seen = 0
    for g, _hands_before, scores_before in _rounds_of_small_games({}, 2, range(200)):
        end = [e for e in g.history if e["type"] == "round_end"][0]
        if end["how"] != "out":
            continue
        seen += 1
        w = end["seat"]
        assert g.hand_sizes[w] == 0 and g.round_winners == [w]
        others = sum(t.value for s, h in enumerate(g.hands) if s != w for t in h)
        assert end["points"][w] == 25 + others
        last_play = [e for e in g.history if e["type"] == "play"][-1]
        assert g.scores[w] == scores_before[w] + last_play["points"] + 25 + others
    assert seen > 10


def test_penalty_scoring_round_end():
    rules = dict(
        penalty_scoring=True,
        winner="lowest",
        bridge_bonus=0,
        two_sides_bonus=0,
        hexagon_bonus=0,
        start_bonus=0,
        zero_triple_bonus=0,
        draw_penalty=0,
        pass_penalty=0,
        out_bonus=0,
        target=300,
    )
    kinds = set()
    for g, _, _ in _rounds_of_small_games(rules, 2, range(200)):
        end = [e for e in g.history if e["type"] == "round_end"][0]
        kinds.add(end["how"])
        assert all(e["points"] == 0 for e in g.history if e["type"] in ("play", "draw", "pass"))
        totals = [sum(t.value for t in h) for h in g.hands]
        if end["how"] == "out":
            assert end["points"] == [0 if s == end["seat"] else totals[s] for s in range(2)]
        else:
            assert end["points"] == totals
        assert g.scores == end["points"]
    assert kinds == {"out", "blocked"}


def test_trimino_simple_whole_match_lowest_wins():
    g = tw.Game("trimino_simple", players=3, seed=11)
    rng = random.Random(3)
    while not g.match_over:
        if g.round_over:
            assert max(g.scores) < 300
            g.next_round()
            continue
        moves = g.legal_placements()
        if moves and rng.random() < 0.9:
            g.play(rng.choice(moves))
        elif g.can_draw():
            g.draw()
        elif moves:
            g.play(rng.choice(moves))
        else:
            g.pass_turn()
    assert max(g.scores) >= 300
    assert g.match_winners == [s for s in range(3) if g.scores[s] == min(g.scores)]
    with pytest.raises(tw.IllegalMove, match="match is over"):
        g.next_round()


def test_kids_one_round_no_score_fewest_tiles_win():
    for seed in range(30):
        g = tw.Game("kids", players=3, seed=seed)
        rng = random.Random(seed)
        while not g.round_over:
            moves = g.legal_placements()
            if moves:
                g.play(rng.choice(moves))
            elif g.can_draw():
                g.draw()
            else:
                g.pass_turn()
        assert g.scores == [0, 0, 0]
        assert g.match_over
        fewest = min(g.hand_sizes)
        assert g.match_winners == g.round_winners == [s for s in range(3) if g.hand_sizes[s] == fewest]
        with pytest.raises(tw.IllegalMove):
            g.next_round()


# -- 6 match end ---------------------------------------------------------------------


def _end_with(scores, round_winners, rules=PRESSMAN):
    g = tw.Game(rules, players=len(scores), seed=0)
    g.scores = list(scores)
    g.round_winners = list(round_winners)
    g._check_match_end()
    return g.match_over, g.match_winners


def test_match_end_rules():
    assert _end_with([399, 120], [0]) == (False, [])
    assert _end_with([400, 120], [1]) == (True, [0])
    # several reached: the one of them who won the last round
    assert _end_with([450, 420], [1]) == (True, [1])
    # several reached, none of them won the last round: highest
    assert _end_with([450, 420, 100], [2]) == (True, [0])
    assert _end_with([450, 450, 100], [2]) == (True, [0, 1])


def test_full_pressman_match_reaches_400_and_rounds_repeat():
    g = tw.Game("pressman", players=2, seed=5)
    random.Random(5)
    rounds = 1
    while not g.match_over:
        if g.round_over:
            assert max(g.scores) < 400
            g.next_round()
            rounds += 1
            assert g.board.is_empty and g.hand_sizes == [9, 9]
            continue
        moves = g.legal_placements()
        if moves:
            g.play(max(moves, key=lambda p: g.preview(p).total))
        elif g.can_draw():
            g.draw()
        else:
            g.pass_turn()
    assert max(g.scores) >= 400 and rounds >= 2
    assert sum(1 for e in g.history if e["type"] == "deal") == rounds


# -- illegal actions ---------------------------------------------------------------------


def test_illegal_actions_leave_the_game_unchanged():
    g = tw.Game("classic", players=["Ann", "Bob"], seed=3)
    g.play(g.legal_placements()[0])
    before = snapshot(g)
    other = 1 - g.current
    bad = [
        lambda: g.play(g.legal_placements()[0] if g.legal_placements() else Placement(START, (0, 0, 0)), seat=other),
        lambda: g.play(Placement(START, (1, 2, 3))),
        lambda: g.play(Placement(Cell(40, 40, True), tuple(g.hand(g.current)[0]))),
        lambda: g.play("garbage"),
        lambda: g.play(None),
        lambda: g.play(Placement(Cell(0, 0, False), (9, 9, 9))),
        lambda: g.draw(seat=other),
        lambda: g.pass_turn(),
        lambda: g.act({"action": "fly"}),
        lambda: g.act({"action": "play", "cell": 3, "corners": [1, 2, 3]}),
        lambda: g.act({"action": "play", "cell": "0,0,u", "corners": "123"}),
        lambda: g.act("draw"),
    ]
    for f in bad:
        with pytest.raises(ValueError) as e:
            f()
        assert str(e.value)
        assert snapshot(g) == before
    with pytest.raises(tw.IllegalMove, match="not your turn: it is"):
        g.draw(seat=other)


def test_a_tile_not_in_hand():
    g = tw.Game("pressman", players=2, seed=3)
    g.play(g.legal_placements()[0])
    theirs = g.hand(1 - g.current)
    # find a placement of an opponent's tile that would be legal on the board
    for t in theirs:
        ps = g.board.legal_placements(t)
        if ps:
            with pytest.raises(tw.IllegalMove, match="not in your hand"):
                g.play(ps[0])
            break


# -- saved games ---------------------------------------------------------------------------


def _random_game(preset, players, seed, steps):
    g = tw.Game(preset, players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.match_over:
            break
        if g.round_over:
            g.next_round()
            continue
        moves = g.legal_placements()
        if moves:
            g.play(rng.choice(moves))
        elif g.can_draw():
            g.draw()
        else:
            g.pass_turn()
    return g


def test_json_round_trip_mid_round_and_after_rounds():
    for preset in tw.PRESETS:
        for steps in (0, 7, 60, 400):
            g = _random_game(preset, 3, 17, steps)
            text = g.to_json()
            h = tw.Game.from_json(text)
            assert h.to_json() == text
            assert h.hands == g.hands and h.scores == g.scores and h.current == g.current
            assert h.board.placements == g.board.placements
            assert h.legal_placements() == g.legal_placements()
            assert h.history == g.history or [e.get("type") for e in h.history] == [e.get("type") for e in g.history]
            # the loaded game plays on exactly like the original
            if not g.round_over:
                a = g.legal_placements()
                if a:
                    assert g.play(a[0]) == h.play(a[0])
                    assert g.to_json() == h.to_json()


def _tampered(g, change):
    data = json.loads(g.to_json())
    change(data)
    return json.dumps(data)


def test_malformed_saved_games_raise_value_error():
    g = _random_game("pressman", 2, 9, 25)
    good = g.to_json()

    def dup(d):
        d["rounds"][0]["order"][5] = d["rounds"][0]["order"][6]

    def missing(d):
        d["rounds"][0]["order"].pop()

    def illegal(d):
        d["rounds"][0]["actions"][2] = {"action": "play", "cell": "30,30,u", "corners": [0, 0, 0]}

    def wrong_type(d):
        d["players"] = "Ann"

    def wrong_seed(d):
        d["seed"] = "x"

    def bad_rules(d):
        d["rules"]["hexagon_bonus"] = "fifty"

    def bad_state(d):
        d["state"]["scores"][0] += 10

    def bad_action(d):
        d["rounds"][0]["actions"].append({"action": "draw", "extra": 1})

    def pass_while_can_play(d):
        d["rounds"][0]["actions"].insert(1, {"action": "pass"})

    cases = {
        "twice": dup,
        "missing": missing,
        "action 3": illegal,
        "players": wrong_type,
        "seed": wrong_seed,
        "hexagon_bonus": bad_rules,
        "scores": bad_state,
        "unknown": bad_action,
        "action 2": pass_while_can_play,
    }
    for why, change in cases.items():
        with pytest.raises(ValueError, match=why):
            tw.Game.from_json(_tampered(g, change))
    for junk in [good[: len(good) // 2], "", "[]", "null", '{"format": "chess"}', b"\xff\xfe", 42]:
        with pytest.raises(ValueError):
            tw.Game.from_json(junk)
    # the original still loads
    assert tw.Game.from_json(good).to_json() == good


def test_undo_replays_the_round():
    g = _random_game("pressman", 2, 21, 12)
    before = g.to_json()
    moves = g.legal_placements()
    if moves:
        g.play(moves[0])
    else:
        g.draw()
    g.undo()
    assert g.to_json() == before
    with pytest.raises(tw.IllegalMove):
        g.undo(1000)
    assert g.to_json() == before


# -- reproducible --------------------------------------------------------------------------


def test_seeded_games_are_identical():
    a = _random_game("classic", 4, 1234, 300).to_json()
    b = _random_game("classic", 4, 1234, 300).to_json()
    assert a == b
    assert _random_game("classic", 4, 1235, 300).to_json() != a


def test_same_deal_under_any_hash_seed(tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    code = (
        "import random, trio_widgets as tw\n"
        "g = tw.Game('pressman', players=3, seed=99)\n"
        "rng = random.Random(1)\n"
        "while not g.match_over:\n"
        "    if g.round_over: g.next_round(); continue\n"
        "    m = g.legal_placements()\n"
        "    if m: g.play(rng.choice(m))\n"
        "    elif g.can_draw(): g.draw()\n"
        "    else: g.pass_turn()\n"
        "print(g.to_json())\n"
    )
    root = str(Path(__file__).resolve().parents[1])
    outs = []
    for hs in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=hs, PYTHONPATH=root)
        outs.append(
            subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
        )
    assert outs[0] == outs[1] == outs[2]
    assert json.loads(outs[0])["state"]["match_over"] is True


def test_drawing_instead_goes_on_until_a_drawn_tile_fits():
    # docs/rules.md 5.3 with may_draw_instead (3MINO): a player who would rather not play draws,
    # and keeps drawing until a drawn tile can be played; then places any legal tile.
    hands = [
        ["4-5-5", "0-0-2", "0-1-1", "0-1-2", "0-1-3", "0-1-4", "0-2-2", "0-2-3", "0-2-4"],
        ["5-5-5", "1-1-1", "1-1-2", "1-1-3", "1-1-4", "1-2-2", "1-2-3", "1-2-4", "1-3-3"],
    ]
    # next to a lone 5-5-5 only 5-5-x tiles fit: 0-0-3 and 0-0-4 do not, 3-5-5 does
    g = tw.Game("trimino_advanced", players=2, order=order_for(hands, ["0-0-3", "0-0-4", "3-5-5", "2-5-5"]))
    g.play(Placement(START, (5, 5, 5)))
    assert g.can_play() and g.can_draw()
    assert g.draw() == T("0-0-3")
    # the drawn tile does not fit: no placing 4-5-5 now, keep drawing
    before = snapshot(g)
    assert g.legal_placements() == [] and not g.can_play() and g.can_draw() and not g.can_pass()
    p455 = g.board.legal_placements(T("4-5-5"))[0]
    with pytest.raises(tw.IllegalMove, match="keep drawing"):
        g.play(p455)
    assert snapshot(g) == before
    assert g.draw() == T("0-0-4")
    assert g.draw() == T("3-5-5")
    # this one fits: drawing stops, and any legal tile may be placed (4-5-5 too)
    with pytest.raises(tw.IllegalMove, match="it fits"):
        g.draw()
    assert {p.tile for p in g.legal_placements()} == {T("4-5-5"), T("3-5-5")}
    g.play(p455)
    assert g.current == 1 and g.draws_this_turn == 0


def test_drawing_instead_stops_at_max_draws_then_any_tile():
    rules = dataclasses.replace(tw.Rules.preset("trimino_simple"), max_draws=1)
    hands = [
        ["4-5-5", "0-0-2", "0-1-1", "0-1-2", "0-1-3", "0-1-4", "0-2-2", "0-2-3", "0-2-4"],
        ["5-5-5", "1-1-1", "1-1-2", "1-1-3", "1-1-4", "1-2-2", "1-2-3", "1-2-4", "1-3-3"],
    ]
    g = tw.Game(rules, players=2, order=order_for(hands, ["0-0-3"]))
    g.play(Placement(START, (5, 5, 5)))
    g.draw()
    assert not g.can_draw()
    assert {p.tile for p in g.legal_placements()} == {T("4-5-5")}
