"""Helpers for engine tests: build boards of a chosen shape with real tiles."""

from __future__ import annotations

from collections.abc import Sequence

import trio_widgets as tw
from trio_widgets.engine import Game, IllegalMove, Rules


def build(
    cells: Sequence[tw.Cell], last: tw.Cell | None = None, max_value: int = 5
) -> tuple[tw.Board, list[tw.Placement]]:
    """Fill ``cells`` in the given order with distinct tiles of the set, each placement
    legal when made (depth-first search over the choices), such that ``last`` (if given)
    can still be filled afterwards.  Returns the board and the placements that fit ``last``.
    """
    tiles = tw.full_set(max_value)

    def dfs(board: tw.Board, i: int) -> tuple[tw.Board, list[tw.Placement]] | None:
        if i == len(cells):
            if last is None:
                return board, []
            fits = [p for p in board.legal_placements_for(tiles) if p.cell == last]
            return (board, fits) if fits else None
        cell = cells[i]
        options = [p for p in board.legal_placements_for(tiles) if p.cell == cell]
        for p in options:
            b = board.copy()
            b.place(p)
            res = dfs(b, i + 1)
            if res is not None:
                return res
        return None

    res = dfs(tw.Board(max_value), 0)
    assert res is not None, "no way to fill these cells"
    return res


C = tw.Cell
UP, DOWN = True, False


def ring(point: tuple[int, int]) -> list[tw.Cell]:
    """The six cells around a lattice point, in order round the point (each shares an edge with the next)."""
    x, y = point
    return [C(x, y, UP), C(x - 1, y, DOWN), C(x - 1, y, UP), C(x - 1, y - 1, DOWN), C(x, y - 1, UP), C(x, y - 1, DOWN)]


def played_game(names: list[str] | None = None, turns: int = 12, seed: int = 3, preset: str = "classic") -> Game:
    """A real game from the engine: ``turns`` turns of the first legal move, drawing or passing."""
    g = Game(Rules.preset(preset), players=names or ["Ann", "Bob"], seed=seed)
    for _ in range(turns):
        if g.round_over:
            break
        moves = g.legal_placements()
        if moves:
            g.play(moves[0])
            continue
        try:
            g.draw()
        except IllegalMove:
            g.pass_turn()
    return g
