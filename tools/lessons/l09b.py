"""09b More puzzles (part 2 of lesson 09): prove a shape impossible, find the missing tiles of a
box, the values and the neighbours of the tiles, equal sides."""

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

from trio_widgets.words import join_names

from .common import printables

STEM = "09b_more_puzzles"


def values() -> dict[str, object]:
    import itertools

    import trio_widgets as tw
    from trio_widgets import teaching
    from trio_widgets.engine import cell_corners

    lp = teaching.lesson_puzzle
    hist = teaching.value_histogram()
    pairs = teaching.missing_tiles(400, 54)
    assert pairs == [p for p in itertools.combinations(tw.full_set(), 2) if p[0].value + p[1].value == 20]
    fam = teaching.neighbour_counts()
    odd = lp("odd_hexagon")
    zeros = sum(list(t).count(0) for t in odd.tiles)
    # the strip of three: no two of its tiles share two numbers, so none can lie side by side
    strip = lp("strip_of_three").tiles
    assert all(
        len(set(a) & set(b)) == 1 and b not in teaching.neighbours(a) for a, b in itertools.combinations(strip, 2)
    )
    # exercise 1: a place whose three corners are all on the border needs 0-0-0
    zero = lp("zero_border").shape
    border = set(zero.border)
    needs_000 = [c for c in zero.cells if all(pt in border for pt in cell_corners(c))]
    # the likely wrong places: a place on a side, two corners on the border (a 0-0-x fits it)
    two_on_border = [c for c in zero.cells if sum(pt in border for pt in cell_corners(c)) == 2]
    assert two_on_border and len(two_on_border) + len(needs_000) == len(zero.cells)
    assert len(needs_000) > sum(1 for t in tw.full_set() if t == tw.Tile(0, 0, 0)), "more such places than 0-0-0s"
    # exercise 2: in a hexagon every point is shared by 2 or 6 tiles, so each number shows an
    # even number of times; the odd hexagon's tiles show 0 an odd number of times
    shared = {odd.shape.cells_at(pt) for pt in odd.shape.points}
    assert shared <= {2, 6} and zeros % 2 == 1

    def _neighbours(name: str):  # type: ignore[no-untyped-def]
        """How many neighbours a tile has, and the likely wrong counts: the tile itself counted
        (a triple), each edge's tiles counted again, a pair read only one way round."""
        tile = tw.Tile.parse(name)
        right = len(teaching.neighbours(name))
        if tile.kind == "triple":
            likely = {right + 1: "ex3.h.itself", 3 * right: "ex3.h.each_edge"}
        elif tile.kind == "double":
            a = tile[0] if tile[0] == tile[1] else tile[2]
            same_pair = sum(1 for t in tw.full_set() if list(t).count(a) >= 2 and t != tile)
            likely = {same_pair: "ex3.h.both_ways"}
        else:
            likely = {2 * right: "ex3.h.one_way"}
        return ask_number(
            right,
            label=key("question.ask.neighbours", tile=name),
            likely=likely,
            stronger=f"ex3.step.{name.replace('-', '')}",
        )

    asks = {
        "ask.ex1": [
            ask_board(
                zero.cells,
                needs_000,
                rule="border",
                border=sorted(border),
                label=said("ex1.tap"),
                likely={f"{c.x},{c.y},{'u' if c.up else 'd'}": "ex1.h.side" for c in two_on_border},
                stronger="ex1.tap.step",
            ),
            ask_number(
                len(needs_000),
                label=said("ex1.count"),
                likely={sum(1 for t in tw.full_set() if t == tw.Tile(0, 0, 0)): "ex1.h.one"},
                stronger="ex1.count.step",
            ),
        ],
        "ask.ex2": [
            ask_number(zeros, label=said("ex2.count"), likely={"doubled": "ex2.h.twice"}, stronger="ex2.count.step"),
            ask_choice(
                [said("ex2.even"), said("ex2.odd"), said("ex2.any")],
                0,
                label=said("ex2.why"),
                likely={1: "ex2.h.odd", 2: "ex2.h.any"},
                stronger="ex2.why.step",
            ),
        ],
        "ask.ex3": [_neighbours(name) for name in ("3-3-3", "3-3-4", "1-2-3")],
    }
    return {
        **asks,
        "set_value": sum(t.value for t in tw.full_set()),
        "missing_value": sum(t.value for t in tw.full_set()) - 400,
        "pairs": len(pairs),
        # two example pairs, each two tiles joined with the language's "and" (not "+": not a sum)
        "pairs_some": lambda lang: "; ".join(join_names(pair, lang) for pair in pairs[:2]),
        "most_common": max(hist.values()),
        "worth_7": hist[7],
        "worth_0": hist[0],
        "triple_nb": min(fam["triple"]),
        "double_nb": min(fam["double"]),
        "different_nb": min(fam["different"]),
        "odd_zeros": zeros,
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
        from IPython.display import display
        from trio_widgets.teaching import lesson_puzzle, missing_tiles, neighbours, value_histogram
        """
    ),
    text("impossible"),
    code('tw.PuzzleBoard("zero_border", lang=[[lang]], after=("09b", "ex1"))'),
    exercise("ex1"),
    check('print(lesson_puzzle("zero_border").why_impossible().text([[lang]]))', answer=True),
    text("strip"),
    code('tw.PuzzleBoard("strip_of_three", lang=[[lang]])'),
    # the corner's half of the proof, and the program's words for it, are the notebook's (issue 27)
    text("strip.more", notebook=True),
    check('print(lesson_puzzle("strip_of_three").why_impossible().text([[lang]]))', notebook=True),
    text("odd_hexagon"),
    exercise("ex2"),
    check('print(lesson_puzzle("odd_hexagon").why_impossible().text([[lang]]))', shows=["odd_zeros"], answer=True),
    text("missing_tiles"),
    # the text beside it says the set's value: the child's page shows only the pairs
    check("print(sum(t.value for t in tw.full_set()))", shows=["set_value"], quiet=True),
    check(
        """
        pairs = missing_tiles(400, 54)
        some = "; ".join(tw.words.join_names(pair, lang=[[lang]]) for pair in pairs[:2])
        print(tw.say([[pairs_found]], n=len(pairs), some=some, lang=[[lang]]))
        """,
        shows=["pairs", "pairs_some"],
    ),
    # a table of sixteen numbers is for the curious (issue 27): the child's page goes on to neighbours
    text("histogram", notebook=True),
    check(
        """
        rows = ["| " + " | ".join([[[col_value]], [[col_tiles]], " "]) + " |", "|--:|--:|:--|"]
        for value, count in value_histogram().items():
            rows.append(f"| {value} | {count} | {'█' * count} |")
        display({"text/markdown": "\\n".join(rows), "text/plain": "\\n".join(rows)}, raw=True)
        """,
        shows=["most_common", "worth_7"],
        notebook=True,
    ),
    text("histogram_read", notebook=True),
    text("neighbours"),
    exercise("ex3"),
    check(
        """
        for name in ["3-3-3", "3-3-4", "1-2-3"]:
            print(name, len(neighbours(name)))
        """,
        shows=["triple_nb", "double_nb", "different_nb"],
        answer=True,
    ),
    text("equal_sides"),
    text("equal_sides.ways", notebook=True),  # how many ways: for the curious (issue 27)
    code('tw.PuzzleBoard("equal_sides", lang=[[lang]])'),
    *teacher(misconceptions(), *printables("09b")),
    nav(),
]
