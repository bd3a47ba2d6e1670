"""02 Counting the tiles: why 56, mirror images (76), the forest, other boxes."""

from build_lessons import (
    ask_number,
    ask_tile,
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

from .common import printables

STEM = "02_counting"


def values() -> dict[str, object]:
    from math import comb

    import trio_widgets as tw

    tiles = tw.full_set()
    by_smallest = [sum(1 for t in tiles if t[0] == s) for s in range(6)]
    different = [t for t in tiles if t.kind == "different"]
    # the totals of the boxes 0-1 ... 0-7 are the tetrahedral numbers: each is the sum of the
    # triangle numbers up to it (the triangles of balls stacked into a pyramid)
    totals = [tw.set_counts(top)["total"] for top in range(1, 8)]
    triangles = [k * (k + 1) // 2 for k in range(1, 9)]
    assert totals == [sum(triangles[: k + 2]) for k in range(7)], "the text says: stacked triangles"
    stack = sum(triangles[:6])  # 1 + 3 + 6 + 10 + 15 + 21
    assert stack == len(tiles), "the text says: the pyramid of 21 at the bottom holds as many balls as the box tiles"
    return {
        "tiles": len(tiles),
        "s5": by_smallest[5],
        "s4": by_smallest[4],
        "s3": by_smallest[3],
        "s2": by_smallest[2],
        "s1": by_smallest[1],
        "s0": by_smallest[0],
        "different": len(different),
        "with_mirrors": tw.set_counts(5)["with_mirrors"],
        "with_zero_different": sum(1 for t in different if 0 in t),
        "box_0_2": len(tw.full_set(2)),
        "box_0_3": len(tw.full_set(3)),
        "box_0_6": len(tw.full_set(6)),
        "box_0_9": len(tw.full_set(9)),
        "b9_triples": tw.set_counts(9)["triples"],
        "b9_doubles": tw.set_counts(9)["doubles"],
        "b9_different": tw.set_counts(9)["different"],
        "tetra": ", ".join(map(str, totals)),
        "stack": stack,
        "c83": comb(8, 3),
        "c63": comb(6, 3),
        **_asks(by_smallest, different),
    }


def _asks(by_smallest, different):  # type: ignore[no-untyped-def]
    """The exercises' answer widgets and their hints' ladders: each likely wrong answer (worked
    out from the pattern the child is asked to continue) and the text aimed at it."""
    import trio_widgets as tw

    def start(s: int):  # type: ignore[no-untyped-def]
        right, before = by_smallest[s], by_smallest[s + 1]
        step = right - before  # the pattern adds one more each time
        return ask_number(
            right,
            label=said(f"ex1.q{s}"),
            likely={
                before: "ex1.h.copied",  # the row before's count, copied (6 for a 2: the 6 of a 3)
                before + step - 1: "ex1.h.same_step",  # the last step added again
                2 * before: "ex1.h.doubled",  # the row before, doubled
                **({21: "ex1.h.anywhere"} if right != 21 else {}),  # the tiles with that number anywhere
            },
            stronger=f"ex1.q{s}.step",
        )

    trees_with_0 = sum(1 for t in different if 0 in t)
    return {
        "ask.ex1": [start(s) for s in (2, 1, 0)],
        "ask.ex2": ask_number(
            trees_with_0,
            label=key("question.ask.how_many"),
            likely={
                sum(1 for t in tw.full_set() if 0 in t): "ex2.h.all_with_0",  # doubles and triples too
                sum(1 for t in different if 0 in t and 1 in t): "ex2.h.only_01",  # only the trees 0-1-...
                "doubled": "ex2.h.turned",  # 0-1-2 and 0-2-1 both counted
            },
            stronger="ex2.step",
        ),
        "ask.ex3": ask_tile(
            [t for t in tw.full_set(2) if t.kind == "different"],
            options=tw.full_set(2),
            rule="family",
            label=said("ex3.q"),
            likely={
                **{str(t): "ex3.h.triple" for t in tw.full_set(2) if t.kind == "triple"},
                **{str(t): "ex3.h.double" for t in tw.full_set(2) if t.kind == "double"},  # a number twice
            },
            stronger="ex3.step",
        ),
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(
        """
        import trio_widgets as tw
        """
    ),
    text("same_way"),
    code(
        """
        starts_with_4 = [t for t in tw.full_set() if t[0] == 4]
        tw.tiles_svg(starts_with_4, labels=True, lang=[[lang]])
        """
    ),
    text("start_3"),
    code(
        """
        starts_with_3 = [t for t in tw.full_set() if t[0] == 3]
        tw.tiles_svg(starts_with_3, labels=True, lang=[[lang]])
        """
    ),
    exercise("ex1"),
    text("count_all", notebook=True),
    check(
        """
        total = 0
        for smallest in [5, 4, 3, 2, 1, 0]:
            count = sum(1 for t in tw.full_set() if t[0] == smallest)
            total += count
            print(smallest, ":", count, "→", total)
        """,
        shows=["s2", "s1", "s0", "tiles"],
        answer=True,  # it prints exercise 1's answers
    ),
    text("why_56", after="ex1"),  # it adds up exercise 1's answers
    text("coincidence", notebook=True),
    # for the curious: no exercise needs the mirror images, and the child's page is short reading (issue 27)
    text("mirror_image", notebook=True),
    code(
        """
        tw.tiles_svg([tw.Tile(0, 1, 2), tw.Tile(0, 2, 1)], edge_px=90, labels=True, lang=[[lang]])
        """,
        notebook=True,
    ),
    text("mirror", notebook=True),
    check(
        """
        different = [t for t in tw.full_set() if t.kind == "different"]
        mirrors = [t.mirror() for t in different]
        print(tw.say([[all_different]], n=len(different), lang=[[lang]]))
        print([[mirrors_in_box]].format(n=sum(1 for m in mirrors if m in tw.full_set())))
        print(tw.say([[box_with_mirrors]], n=len(tw.full_set()) + len(mirrors), lang=[[lang]]))
        """,
        shows=["different", "with_mirrors"],
        notebook=True,
    ),
    text("mirror.left_out", notebook=True),
    text("forest"),
    text("forest.story", notebook=True),
    code(
        """
        different = [t for t in tw.full_set() if t.kind == "different"]
        tw.tiles_svg(different, edge_px=60, per_row=10, labels=True, lang=[[lang]])
        """
    ),
    text("how_many_trees"),
    exercise("ex2"),
    text("other_boxes"),
    # the boxes' table is for the curious (the child tries boxes in the explorer below)
    text("other_boxes.table", notebook=True),
    check(
        """
        for top in range(1, 8):
            counts = tw.set_counts(top)
            print("0 –", top, ":", counts["total"], "=",
                  counts["triples"], "+", counts["doubles"], "+", counts["different"])
        """,
        shows=["box_0_3", "box_0_6", "tiles"],
        notebook=True,
    ),
    text("explorer", notebook=True),
    code(
        """
        tw.TileSetExplorer(max_value=3, lang=[[lang]])
        """
    ),
    text("tetrahedral", teacher=True),
    exercise("ex3"),
    text("try_first", notebook=True),
    check(
        """
        print(", ".join(str(t) for t in tw.full_set(2)))
        """,
        answer=True,
    ),
    text("curious", notation=True, notebook=True),
    check(
        """
        from math import comb

        print(comb(8, 3), comb(6, 3))
        print(all(len(tw.full_set(n)) == comb(n + 3, 3) for n in range(1, 10)))
        """,
        shows=["c83", "c63"],
        notebook=True,
    ),
    *teacher(misconceptions(), *printables("02")),
    nav(),
]
