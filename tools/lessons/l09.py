"""09 Puzzles (part 1): deduce a missing piece, build a shape under a rule, count the solutions.

Part 2, the shapes that cannot be built and the values and neighbours of the tiles, is l09b."""

from build_lessons import (
    ask_number,
    check,
    code,
    exercise,
    misconceptions,
    nav,
    plan,
    said,
    teacher,
    text,
)

from trio_widgets.words import join_names

from .common import printables

STEM = "09_puzzles"


def equal_neighbours(differ_by: int = 0) -> list[tuple[str, str]]:
    """Every pair of tiles of the box that can lie side by side on a board and are worth the same
    (or, with ``differ_by``, whose values differ by that much): none are worth the same, since two
    such tiles would be mirror images."""
    import trio_widgets as tw

    found = []
    for tile in tw.full_set():
        board = tw.Board()
        board.place(tw.Placement(tw.Cell(0, 0, True), tuple(tile)))  # its three sides all free
        for p in board.legal_placements_for(tw.full_set()):
            if p.tile != tile and p.tile.value - tile.value == differ_by:
                found.append((str(tile), str(p.tile)))
    return found


def values() -> dict[str, object]:
    import trio_widgets as tw
    from trio_widgets import teaching
    from trio_widgets.engine import cell_corners, cell_neighbours

    lp = teaching.lesson_puzzle
    small = lp("small_triangle")
    hexagon = lp("hexagon_012")
    full_hexagon = teaching.Puzzle(teaching.Shape.hexagon())
    # the small triangle: every way uses the same four tiles
    ways = [{p.tile for p in sol.placements} for sol in small.solutions()]
    four = ways[0]
    assert all(w == four for w in ways) and len(four) == 4
    # the missing tile: the gap's middle corner is on every given tile; each given tile that
    # shares a side with the gap brings one more number (the other end of that side)
    missing = lp("missing_piece")
    (gap,) = set(missing.shape.cells) - {p.cell for p in missing.given}
    middle = set.intersection(*(set(cell_corners(p.cell)) for p in missing.given))
    beside = [p for p in missing.given if p.cell in cell_neighbours(gap)]
    new_corners = [set(cell_corners(p.cell)) & set(cell_corners(gap)) - middle for p in beside]
    assert len(middle) == 1 and middle <= set(cell_corners(gap))
    assert all(len(c) == 1 for c in new_corners) and len(set.union(*new_corners)) == 2
    # no twins side by side: the rule changes nothing, because two tiles that share a side and
    # are worth the same would be mirror images (checked here over every pair of tiles)
    plain = teaching.Puzzle(lp("no_equal_neighbours").shape, tiles=lp("no_equal_neighbours").tiles)
    assert not equal_neighbours()
    assert all(max(t) <= 2 for t in hexagon.tiles) and len(tw.full_set()) == 56
    asks = {
        # the likely wrong count: every placement, turned copies of one picture counted apart
        "ask.ex1": ask_number(
            small.count(turned_same=True),
            label=said("ex1.q"),
            likely={small.count(): "ex1.h.turned", len(four): "ex1.h.tiles"},
            stronger="ex1.step",
        ),
        "ask.ex2": ask_number(
            hexagon.count(turned_same=True),
            label=said("ex2.q"),
            likely={hexagon.count(): "ex2.h.turned", len(hexagon.tiles): "ex2.h.tiles"},
            stronger="ex2.step",
        ),
    }
    return {
        **asks,
        "small_four": lambda lang: join_names(sorted(four), lang),  # the language's "and" before the last
        "small_left": lambda lang: join_names(sorted(set(small.tiles) - four), lang),
        "gap_sides": len(beside),
        "plain_count": plain.count(),
        "missing_count": lp("missing_piece").count(),
        "small_count": small.count(),
        "small_turned": small.count(turned_same=True),
        "hex012_tiles": len(hexagon.tiles),
        "hex012_count": hexagon.count(),
        "hex012_turned": hexagon.count(turned_same=True),
        "hexagon_all": full_hexagon.count(),
        "hexagon_all_turned": full_hexagon.count(turned_same=True),
        "no_equal_count": lp("no_equal_neighbours").count(),
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(
        """
        import trio_widgets as tw
        from trio_widgets.teaching import lesson_puzzle
        """
    ),
    text("how_to_play"),
    code('tw.PuzzleBoard("missing_piece", lang=[[lang]])'),
    text("missing_piece"),
    # why only one tile fits, side by side, is for the curious: the child's page is short (issue 27)
    text("missing_piece.why", notebook=True),
    check('print(lesson_puzzle("missing_piece").count())', shows=["missing_count"], quiet=True),
    text("small_triangle"),
    code('tw.PuzzleBoard("small_triangle", lang=[[lang]], after=("09", "ex1"))'),
    exercise("ex1"),
    check(
        """
        puzzle = lesson_puzzle("small_triangle")
        print(puzzle.count(), puzzle.count(turned_same=True))
        """,
        shows=["small_count", "small_turned"],
        answer=True,
    ),
    text("hexagon_012"),
    code('tw.PuzzleBoard("hexagon_012", lang=[[lang]], after=("09", "ex2"))'),
    exercise("ex2"),
    check(
        """
        puzzle = lesson_puzzle("hexagon_012")
        print(puzzle.count(), puzzle.count(turned_same=True))
        """,
        shows=["hex012_count", "hex012_turned"],
        answer=True,
    ),
    text("whole_set"),
    check(
        """
        hexagon = tw.Puzzle(tw.Shape.hexagon())
        print(hexagon.count(), hexagon.count(turned_same=True))
        """,
        shows=["hexagon_all", "hexagon_all_turned"],
        quiet=True,
    ),
    text("no_twins"),
    code('tw.PuzzleBoard("no_equal_neighbours", lang=[[lang]])'),
    # the child's page names the reason (mirror images); its proof is the notebook's (issue 27)
    text("no_twins.why", notebook=True),
    *teacher(
        misconceptions(),
        *printables("09"),
        code(
            """
            tw.PuzzleBoard("hexagon_012", lang=[[lang]]).to_svg()
            """,
            teacher=True,
        ),
    ),
    nav(),
]
