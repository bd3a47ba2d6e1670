"""Properties over random games of every preset and 2-6 players (hypothesis)."""

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import trio_widgets as tw
from trio_widgets import Placement
from trio_widgets.engine import cell_corners

games = st.tuples(
    st.sampled_from(sorted(tw.PRESETS)),
    st.integers(2, 6),
    st.integers(0, 2**32 - 1),
    st.integers(0, 2**32 - 1),
    st.floats(0.0, 0.5),
)


def check_invariants(g: tw.Game) -> None:
    # no tile is created or lost: hands + pool + board = the set
    hands = [t for h in g.hands for t in h]
    pool = g._pool[g._pool_pos :]
    board = [p.tile for p in g.board.placements]
    everything = hands + pool + board
    assert sorted(everything) == sorted(tw.full_set(g.rules.max_value))
    assert len(pool) == g.pool_size
    # every lattice point shows one number: all placements agree at shared points
    seen: dict = {}
    for p in g.board.placements:
        for pt, v in zip(cell_corners(p.cell), p.corners):
            assert seen.setdefault(pt, v) == v
    assert seen == g.board.points
    # a player's score is the sum of their events
    totals = [0] * g.num_players
    for e in g.history:
        if isinstance(e["points"], list):
            for s, v in enumerate(e["points"]):
                totals[s] += v
        else:
            totals[e["seat"]] += e["points"]
    assert totals == g.scores


def check_legal_moves_exactly(g: tw.Game) -> None:
    listed = set(g.legal_placements())
    hand = g.hand(g.current)
    cells = set(g.board.open_cells()) | {c for p in g.board.placements for c in tw.cell_neighbours(p.cell)}
    cells |= {tw.Cell(0, 0, True), tw.Cell(3, 3, False)}
    for cell in cells:
        for t in hand:
            for rot in t.rotations():
                p = Placement(cell, rot)
                ok = g.play_problem(p) is None
                assert ok == (p in listed), (p, g.play_problem(p))
    for p in listed:
        h = g.copy()
        h.play(p)  # accepted
    assert g.can_play() == bool(listed)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games)
def test_random_games_keep_every_invariant(params):
    preset, players, seed, move_seed, draw_rate = params
    g = tw.Game(preset, players=players, seed=seed)
    rng = random.Random(move_seed)
    steps = 0
    while not g.match_over and steps < 600:
        steps += 1
        if g.round_over:
            g.next_round()
            continue
        if steps % 7 == 0:
            check_legal_moves_exactly(g)
        moves = g.legal_placements()
        if g.can_draw() and (not moves or rng.random() < draw_rate):
            g.draw()
        elif moves:
            g.play(rng.choice(moves))
        else:
            assert g.can_pass()
            g.pass_turn()
        check_invariants(g)
        if steps % 25 == 0:
            text = g.to_json()
            assert tw.Game.from_json(text).to_json() == text
    text = g.to_json()
    assert tw.Game.from_json(text).to_json() == text


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(tw.PRESETS)), st.integers(2, 6), st.integers(0, 10**9))
def test_filling_a_notch_or_hole_is_never_a_bridge(preset, players, seed):
    g = tw.Game(preset, players=players, seed=seed)
    rng = random.Random(seed)
    while not g.round_over:
        moves = g.legal_placements()
        if moves:
            s = g.play(rng.choice(moves))
            if s.sides >= 2:
                assert not s.bridge
            if s.hexagons:
                assert s.sides >= 2
        elif g.can_draw():
            g.draw()
        else:
            g.pass_turn()
