"""09 Puzzles: deduce a missing piece, build a shape under a rule, prove a shape impossible."""

from build_lessons import check, code, exercise, nav, plan, teacher, text

STEM = "09_puzzles"


def values() -> dict[str, object]:
    import itertools

    import trio_widgets as tw
    from trio_widgets import puzzles

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
    return {
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
    text("setup"),
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
        code(
            """
            tw.PuzzleBoard("hexagon_012", lang=[[lang]]).to_svg()
            """
        )
    ),
    nav(),
]
