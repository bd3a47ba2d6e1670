"""The worksheets of lessons 09 and 09b (puzzles, in two parts) and 10 (strategy and chance), for
``tw.worksheet``.

Each builder takes the sheet's seeded random generator and returns the exercises
(:class:`trio_widgets.paper.Exercise`); every answer is worked out by the solver or the
engine, and kept as data so a test can work it out again.

>>> import random
>>> [e.kind for e in sheet_09(random.Random(0), 0)]
['missing_piece', 'missing_piece', 'small_triangle', 'hexagon_count']
>>> [e.kind for e in sheet_09b(random.Random(0), 0)]
['impossible', 'impossible', 'missing_tiles', 'neighbours']
"""

from __future__ import annotations

import random

from ..engine import START_CELL, Board, Placement, Tile, full_set
from ..teaching import Puzzle, drill_question, lesson_puzzle, missing_tiles, neighbours
from ..words import Msg
from ._figures import BoardFigure, Exercise, TilesFigure

__all__ = ["sheet_09", "sheet_09b", "sheet_10"]


def _up(t: Tile) -> tuple[tuple[int, int, int], bool]:
    return ((t[0], t[1], t[2]), True)


def _letter(i: int) -> Msg:
    return Msg(f"print.letter.{i}")


def ex_missing_piece() -> Exercise:
    pz = lesson_puzzle("missing_piece")
    sol = pz.solve()
    assert sol is not None
    gap = next(p for p in sol.placements if p.cell not in {g.cell for g in pz.given})
    return Exercise(
        "missing_piece",
        Msg("puzzle.sheet.missing_piece"),
        gap.tile,
        (Msg("puzzle.sheet.ans.tile", tile=str(gap.tile)),),
        BoardFigure(placements=pz.given, target=gap.cell),
        answer_figure=BoardFigure(placements=sol.placements, move=gap),
        data=(("puzzle", "missing_piece"),),
    )


def ex_another_missing_piece(rng: random.Random) -> Exercise:
    """The tile that fills the gap of a hexagon of the tiles 0 to 2 (one of its places left
    empty), other than the lesson's own missing tile: the gap's three corners say its numbers."""
    pz = lesson_puzzle("hexagon_012")
    lesson = {p.cell: p for p in lesson_puzzle("missing_piece").given}
    choices = [
        (sol, gap)
        for sol in pz.solutions()
        for gap in sol.placements
        if {p.cell: p for p in sol.placements if p != gap} != lesson
    ]
    sol, gap = rng.choice(choices)
    given = tuple(p for p in sol.placements if p != gap)
    (only,) = Puzzle(pz.shape, tiles=pz.tiles, given=given).solutions()  # one tile, one way round
    assert gap in only.placements
    return Exercise(
        "missing_piece",
        Msg("puzzle.sheet.missing_piece"),
        gap.tile,
        (Msg("puzzle.sheet.ans.tile", tile=str(gap.tile)),),
        BoardFigure(placements=given, target=gap.cell),
        answer_figure=BoardFigure(placements=sol.placements, move=gap),
        data=(("given", given),),
    )


def ex_small_triangle(rng: random.Random) -> Exercise:
    pz = lesson_puzzle("small_triangle")
    tiles = list(pz.tiles)
    rng.shuffle(tiles)
    sol = pz.solve()
    assert sol is not None
    used = sorted(tiles.index(t) for t in sol.tiles)
    return Exercise(
        "small_triangle",
        Msg("puzzle.sheet.small_triangle"),
        tuple(tiles[i] for i in used),
        (Msg("puzzle.sheet.ans.letters", letters=", ".join(Msg(f"print.letter.{i}").text() for i in used)),),
        BoardFigure(shape=pz.shape.cells),
        answer_figure=BoardFigure(placements=sol.placements),
        figure2=TilesFigure(tuple(_up(t) for t in tiles), lettered=True),
        data=(("tiles", tuple(tiles)),),
    )


def ex_hexagon_count() -> Exercise:
    pz = lesson_puzzle("hexagon_012")
    n, m = pz.count(), pz.count(turned_same=True)
    return Exercise(
        "hexagon_count",
        Msg("puzzle.sheet.hexagon_count"),
        m,
        (Msg("puzzle.sheet.ans.hexagons", n=n, m=m),),
        TilesFigure(tuple(_up(t) for t in pz.tiles)),
        lines=2,
        data=(("puzzle", "hexagon_012"),),
    )


#: The shapes of lesson 09b that cannot be built.
IMPOSSIBLE = ("zero_border", "strip_of_three", "odd_hexagon")


def ex_impossible(name: str) -> Exercise:
    pz = lesson_puzzle(name)
    why = pz.why_impossible()
    assert why is not None and pz.solve() is None
    return Exercise(
        "impossible",
        Msg(f"puzzle.sheet.impossible.{name}"),
        False,
        (why,),
        BoardFigure(shape=pz.shape.cells),
        figure2=TilesFigure(tuple(_up(t) for t in pz.tiles)) if len(pz.tiles) <= 8 else None,
        lines=3,
        data=(("puzzle", name),),
    )


def ex_missing_tiles(rng: random.Random) -> Exercise:
    gone = rng.choice([(Tile(5, 5, 5), Tile(0, 0, 5)), (Tile(4, 5, 5), Tile(0, 1, 5)), (Tile(3, 4, 5), Tile(2, 3, 5))])
    total = sum(t.value for t in full_set()) - sum(t.value for t in gone)
    pairs = missing_tiles(total, 54)
    return Exercise(
        "missing_tiles",
        Msg("puzzle.sheet.missing_tiles", total=total),
        len(pairs),
        (
            Msg(
                "puzzle.sheet.ans.missing_tiles",
                v=gone[0].value + gone[1].value,
                n=len(pairs),
                a=str(gone[0]),
                b=str(gone[1]),
            ),
        ),
        lines=2,
        data=(("total", total),),
    )


def ex_neighbours(rng: random.Random) -> Exercise:
    kinds = ["triple", "double", "different"]
    rng.shuffle(kinds)
    pick = [rng.choice([t for t in full_set() if t.kind == k]) for k in kinds]
    counts = tuple(len(neighbours(t)) for t in pick)
    return Exercise(
        "neighbours",
        Msg("puzzle.sheet.neighbours"),
        counts,
        tuple(Msg("puzzle.sheet.ans.neighbours", letter=_letter(i), n=c) for i, c in enumerate(counts)),
        TilesFigure(tuple(_up(t) for t in pick), lettered=True, boxes=True),
        data=(("tiles", tuple(pick)),),
    )


def sheet_09(rng: random.Random, seed: int) -> list[Exercise]:
    """Lesson 09 (part 1): two missing tiles, the small triangle, counting hexagons."""
    return [
        ex_missing_piece(),
        ex_another_missing_piece(rng),
        ex_small_triangle(rng),
        ex_hexagon_count(),
    ]


def sheet_09b(rng: random.Random, seed: int) -> list[Exercise]:
    """Lesson 09b (part 2): two shapes that cannot be built, the missing tiles of a box, neighbours."""
    return [
        *(ex_impossible(name) for name in rng.sample(IMPOSSIBLE, 2)),
        ex_missing_tiles(rng),
        ex_neighbours(rng),
    ]


def ex_fits_lone(rng: random.Random) -> Exercise:
    lone = rng.choice([t for t in full_set() if t != Tile(0, 1, 2)])
    board = Board()
    board.place(Placement(START_CELL, tuple(lone)))
    fit = [t for t in full_set() if t != lone and board.legal_placements(t)]
    return Exercise(
        "fits_lone",
        Msg("puzzle.sheet.fits_lone", tile=str(lone)),
        len(fit),
        (Msg("puzzle.sheet.ans.fits_lone", n=len(fit), tiles=", ".join(map(str, fit))),),
        TilesFigure((_up(lone),)),
        lines=2,
        data=(("tile", lone),),
    )


def ex_sum(rng: random.Random, level: int) -> Exercise:
    q = drill_question(level, rng.randrange(10**6))
    if level == 3:
        prompt = Msg("puzzle.sheet.sum_hand", n=len(q.tiles))
    elif q.bonuses:
        # the engine's own step ("hexagon +50"), with its points: one wording of a bonus
        prompt = Msg("puzzle.sheet.sum_bonus", bonus=q.bonus_steps()[0])
    else:
        prompt = Msg("puzzle.sheet.sum_tile")
    return Exercise(
        f"sum_{level}",
        prompt,
        q.answer,
        q.steps,
        TilesFigure(tuple(_up(t) for t in q.tiles), boxes=False),
        data=(("level", level), ("tiles", q.tiles), ("bonuses", q.bonuses)),
    )


def sheet_10(rng: random.Random, seed: int) -> list[Exercise]:
    """Lesson 10: will a tile fit next to a lone tile, and quick sums of tiles and bonuses."""
    return [ex_fits_lone(rng), ex_fits_lone(rng), ex_sum(rng, 1), ex_sum(rng, 2), ex_sum(rng, 3), ex_sum(rng, 4)]
