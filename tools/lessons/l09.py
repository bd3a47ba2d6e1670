"""09 Puzzles: deduce a missing piece, build a shape under a rule, prove a shape impossible."""

from build_lessons import (
    ask_board,
    ask_choice,
    ask_number,
    check,
    code,
    exercise,
    key,
    misconceptions,
    nav,
    plan,
    said,
    teacher,
    text,
)

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
    import itertools

    import trio_widgets as tw
    from trio_widgets import puzzles
    from trio_widgets.geometry import cell_corners, cell_neighbours

    lp = puzzles.lesson_puzzle
    small = lp("small_triangle")
    hexagon = lp("hexagon_012")
    triangle = lp("triangle_012")
    full_hexagon = puzzles.Puzzle(puzzles.Shape.hexagon())
    hist = puzzles.value_histogram()
    pairs = puzzles.missing_tiles(400, 54)
    assert pairs == [p for p in itertools.combinations(tw.full_set(), 2) if p[0].value + p[1].value == 20]
    fam = puzzles.neighbour_counts()
    odd = lp("odd_hexagon")
    zeros = sum(list(t).count(0) for t in odd.tiles)
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
    plain = puzzles.Puzzle(lp("no_equal_neighbours").shape, tiles=lp("no_equal_neighbours").tiles)
    assert not equal_neighbours()
    # the strip of three: no two of its tiles share two numbers, so none can lie side by side
    strip = lp("strip_of_three").tiles
    assert all(
        len(set(a) & set(b)) == 1 and b not in puzzles.neighbours(a) for a, b in itertools.combinations(strip, 2)
    )
    # exercise 3: a place whose three corners are all on the border needs 0-0-0
    zero = lp("zero_border").shape
    border = set(zero.border)
    needs_000 = [c for c in zero.cells if all(pt in border for pt in cell_corners(c))]
    assert len(needs_000) > sum(1 for t in tw.full_set() if t == tw.Tile(0, 0, 0)), "more such places than 0-0-0s"
    # exercise 4: in a hexagon every point is shared by 2 or 6 tiles, so each number shows an
    # even number of times; the odd hexagon's tiles show 0 an odd number of times
    shared = {odd.shape.cells_at(pt) for pt in odd.shape.points}
    assert shared <= {2, 6} and zeros % 2 == 1
    asks = {
        "ask.ex1": ask_number(small.count(turned_same=True), label=key("question.ask.how_many")),
        "ask.ex2": ask_number(hexagon.count(turned_same=True), label=key("question.ask.how_many")),
        "ask.ex3": [
            ask_board(zero.cells, needs_000, rule="border", border=sorted(border), label=said("ex3.tap")),
            ask_number(len(needs_000), label=said("ex3.count")),
        ],
        "ask.ex4": [
            ask_number(zeros, label=said("ex4.count")),
            ask_choice([said("ex4.even"), said("ex4.odd"), said("ex4.any")], 0, label=said("ex4.why")),
        ],
        "ask.ex5": [
            ask_number(len(puzzles.neighbours(name)), label=key("question.ask.neighbours", tile=name))
            for name in ("3-3-3", "3-3-4", "1-2-3")
        ],
    }
    return {
        **asks,
        "small_four": ", ".join(str(t) for t in sorted(four)),
        "small_left": ", ".join(str(t) for t in sorted(set(small.tiles) - four)),
        "gap_sides": len(beside),
        "plain_count": plain.count(),
        "missing_count": lp("missing_piece").count(),
        "small_count": small.count(),
        "small_turned": small.count(turned_same=True),
        "hex012_tiles": len(hexagon.tiles),
        "hex012_count": hexagon.count(),
        "hex012_turned": hexagon.count(turned_same=True),
        "tri012_count": triangle.count(),
        "tri012_turned": triangle.count(turned_same=True),
        "hexagon_all": full_hexagon.count(),
        "hexagon_all_turned": full_hexagon.count(turned_same=True),
        "set_value": sum(t.value for t in tw.full_set()),
        "missing_value": sum(t.value for t in tw.full_set()) - 400,
        "pairs": len(pairs),
        "most_common": max(hist.values()),
        "worth_7": hist[7],
        "worth_0": hist[0],
        "triple_nb": min(fam["triple"]),
        "double_nb": min(fam["double"]),
        "different_nb": min(fam["different"]),
        "odd_zeros": zeros,
        "no_equal_count": lp("no_equal_neighbours").count(),
        "equal_sides_count": lp("equal_sides").count(),
        "equal_sides_turned": lp("equal_sides").count(turned_same=True),
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(
        """
        import trio_widgets as tw
        from trio_widgets.puzzles import lesson_puzzle, missing_tiles, neighbours, value_histogram
        """
    ),
    text("how_to_play"),
    code('tw.PuzzleBoard("missing_piece", lang=[[lang]])'),
    text("missing_piece"),
    check('print(lesson_puzzle("missing_piece").count())', shows=["missing_count"]),
    text("small_triangle"),
    code('tw.PuzzleBoard("small_triangle", lang=[[lang]])'),
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
    code('tw.PuzzleBoard("hexagon_012", lang=[[lang]])'),
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
    ),
    text("no_twins"),
    code('tw.PuzzleBoard("no_equal_neighbours", lang=[[lang]])'),
    text("impossible"),
    code('tw.PuzzleBoard("zero_border", lang=[[lang]])'),
    exercise("ex3"),
    check('print(lesson_puzzle("zero_border").why_impossible().text([[lang]]))', answer=True),
    text("strip"),
    code('tw.PuzzleBoard("strip_of_three", lang=[[lang]])'),
    check('print(lesson_puzzle("strip_of_three").why_impossible().text([[lang]]))'),
    text("odd_hexagon"),
    exercise("ex4"),
    check('print(lesson_puzzle("odd_hexagon").why_impossible().text([[lang]]))', shows=["odd_zeros"], answer=True),
    text("missing_tiles"),
    check(
        """
        print(sum(t.value for t in tw.full_set()))
        pairs = missing_tiles(400, 54)
        print(len(pairs))
        for a, b in pairs[:5]:
            print(a, "+", b)
        """,
        shows=["set_value", "pairs"],
    ),
    text("histogram"),
    check(
        """
        for value, count in value_histogram().items():
            print(f"{value:2}", "█" * count, count)
        """,
        shows=["most_common", "worth_7"],
    ),
    text("neighbours"),
    exercise("ex5"),
    check(
        """
        for name in ["3-3-3", "3-3-4", "1-2-3"]:
            print(name, len(neighbours(name)))
        """,
        shows=["triple_nb", "double_nb", "different_nb"],
        answer=True,
    ),
    text("equal_sides"),
    code('tw.PuzzleBoard("equal_sides", lang=[[lang]])'),
    *teacher(
        misconceptions(),
        code(
            """
            tw.PuzzleBoard("hexagon_012", lang=[[lang]]).to_svg()
            """
        ),
    ),
    nav(),
]
