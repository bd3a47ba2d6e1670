"""07 Mosaic pictures: face-down tiles as pictures; square numbers in triangles; free building."""

from build_lessons import ask_number, check, code, exercise, key, misconceptions, nav, plan, said, teacher, text

from .common import printables

STEM = "07_mosaic_pictures"

CAT = """
 #   #
#######
 #####
 #####      #
#######    ##
############
"""
SNAKE = """
                ####
 ####    ####  ######
######  ######  ##
##  ######  ######
     ####    ####
"""
TREE = """
     #
    ###
   #####
  #######
 #########
     #
"""

FROM_DRAWING = """
import trio_widgets as tw
def from_drawing(text):
    rows = text.strip("\\n").split("\\n")
    cells = []
    for r, row in enumerate(rows):
        y = len(rows) - 1 - r
        cells += [tw.Cell((i - y) // 2, y, (i - y) % 2 == 0) for i, ch in enumerate(row) if ch == "#"]
    return cells
"""


def from_drawing(text: str) -> list:
    import trio_widgets as tw

    ns: dict = {}
    exec(FROM_DRAWING, ns)
    cells = ns["from_drawing"](text)
    assert all(isinstance(c, tw.Cell) for c in cells)
    return cells


def loose_pieces(cells: list) -> int:
    """How many tiles are not joined to the first by whole sides (0: one picture)."""
    import trio_widgets as tw

    todo, seen, inside = [cells[0]], {cells[0]}, set(cells)
    while todo:
        for n in tw.cell_neighbours(todo.pop()):
            if n in inside and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(inside) - len(seen)


def values() -> dict[str, object]:
    import trio_widgets as tw

    def big_triangle(width: int) -> list:
        ups = [tw.Cell(x, y, True) for y in range(width) for x in range(width - y)]
        downs = [tw.Cell(x, y, False) for y in range(width - 1) for x in range(width - 1 - y)]
        return ups + downs

    pictures = {name: from_drawing(d) for name, d in (("cat", CAT), ("snake", SNAKE), ("tree", TREE))}
    for name, cells in pictures.items():
        assert loose_pieces(cells) == 0, f"the {name} has pieces that touch only at a point"
    centre = set(tw.point_cells((0, 0)))
    big = {c for p in [(0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)] for c in tw.point_cells(p)}
    assert len(centre) == 6 and centre <= big
    widest = max(w for w in range(1, 20) if len(big_triangle(w)) <= 56)
    return {
        "hexagon": len(centre),
        "t2": len(big_triangle(2)),
        "t3": len(big_triangle(3)),
        "t4": len(big_triangle(4)),
        "widest": widest,
        "widest_tiles": len(big_triangle(widest)),
        "left_over": 56 - len(big_triangle(widest)),
        "big_hexagon": len(big),
        "ring": len(big) - len(centre),
        "cat": len(pictures["cat"]),
        "snake": len(pictures["snake"]),
        "tree": len(pictures["tree"]),
        "cat_spare": 56 - len(pictures["cat"]),
        "hexagon_3": 6 * len(big_triangle(3)),
        "half_hexagon": 3 * len(big_triangle(2)),
        "ask.ex1": [
            ask_number(
                widest,
                label=said("ex1.wide"),
                likely={widest + 1: "ex1.h.too_wide", 56: "ex1.h.tiles"},
                stronger="ex1.wide.step",
            ),
            ask_number(
                56 - len(big_triangle(widest)),
                label=said("ex1.left"),
                likely={len(big_triangle(widest)): "ex1.h.used", len(big_triangle(widest + 1)) - 56: "ex1.h.wider"},
                stronger="ex1.left.step",
            ),
        ],
        "ask.ex2": [
            # half the big hexagon, 3 big triangles: one triangle's count is printed above (issue 38)
            ask_number(
                3 * len(big_triangle(2)),
                label=said("ex2.half"),
                likely={
                    3 * (len(big_triangle(2)) - 1): "ex2.h.middle",
                    3 * 2: "ex2.h.wide",
                    len(big_triangle(2)): "ex2.h.one",
                },
                stronger="ex2.half.step",
            ),
            ask_number(
                len(big),
                label=said("ex2.all"),
                steps=[(key("question.step.triangle", n=k), len(big_triangle(2))) for k in range(1, 7)],
                likely={3 * len(big_triangle(2)): "ex2.h.half"},  # the half again (or 6 x the width: as many)
                stronger="ex2.all.step",
            ),
        ],
        # the child's own tree: every size is an answer; the widget says if one box is enough
        "ask.ex3": ask_number((), rule="box", box=len(tw.full_set()), label=said("ex3.count")),
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(FROM_DRAWING),
    text("hexagon"),
    code(
        """
        hexagon = list(tw.point_cells((0, 0)))
        tw.mosaic_svg(hexagon, size=60, lang=[[lang]])
        """
    ),
    text("triangles"),
    code(
        """
        def big_triangle(width):
            ups = [tw.Cell(x, y, True) for y in range(width) for x in range(width - y)]
            downs = [tw.Cell(x, y, False) for y in range(width - 1) for x in range(width - 1 - y)]
            return ups + downs

        tw.mosaic_svg(big_triangle(4), size=40, lang=[[lang]])
        """
    ),
    check(
        """
        counts = [len(big_triangle(width)) for width in range(1, 6)]
        print(tw.say([[triangle_counts]], counts=", ".join(str(n) for n in counts[:-1]), last=counts[-1], lang=[[lang]]))
        """,
        shows=["t2", "t3", "t4"],
    ),
    text("squares"),
    text("squares.odd", notebook=True),  # for the curious: odd numbers add up to squares
    exercise("ex1"),
    text("big_hexagon"),
    code(
        """
        points = [(0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
        big_hexagon = sorted({cell for point in points for cell in tw.point_cells(point)})
        tw.mosaic_svg(big_hexagon, size=40, lang=[[lang]])
        """
    ),
    check(
        """
        print(tw.say([[ring_sum]], a=len(hexagon), b=len(big_hexagon) - len(hexagon), c=len(big_hexagon), lang=[[lang]]))
        """,
        shows=["hexagon", "ring", "big_hexagon"],
        notebook=True,  # exercise 2 says it: the child's page is short reading (issue 27)
    ),
    exercise("ex2"),
    text("pictures"),
    code(f'cat = from_drawing("""{CAT.rstrip()}""")\ntw.mosaic_svg(cat, size=36, lang=[[lang]])'),
    text("snake"),
    code(f'snake = from_drawing("""{SNAKE.rstrip()}""")\ntw.mosaic_svg(snake, size=36, lang=[[lang]])'),
    text("tree"),
    code(f'tree = from_drawing("""{TREE.rstrip()}""")\ntw.mosaic_svg(tree, size=36, lang=[[lang]])'),
    # the notebook's reader counts, then runs the box; the child's page would print the answer
    # right under the question, and exercise 3 tells the cat's count
    text("count", notebook=True),
    check(
        """
        print(len(cat), len(snake), len(tree))
        """,
        shows=["cat", "snake", "tree"],
        notebook=True,
    ),
    text("build"),
    code(
        """
        studio = tw.GameWidget(players=[[[artist]], [[helper]]], mode="mosaic", seed=1, lang=[[lang]])
        studio
        """
    ),
    exercise("ex3", summary="ideas"),  # the child builds a tree on the board above, which counts it
    text("head_start", notebook=True),
    code(
        """
        for cell in cat:
            studio.mosaic_place(cell)
        print(len(studio.mosaic))
        """,
        notebook=True,
    ),
    text("save", notebook=True),
    *teacher(misconceptions(), *printables("07")),
    nav(),
]
