"""04b Scoring arithmetic, part 2: the bonuses for a bridge, two sides and a hexagon on the board of
part 1 (l04.py), the scoring trainer, and 3MINO's advanced scoring."""

from build_lessons import (
    ask_choice,
    ask_number,
    check,
    code,
    exercise,
    item,
    misconceptions,
    nav,
    plan,
    said,
    teacher,
    text,
)

from .common import printables, score_steps
from .l04 import MOVES  # part 1's board: part 2 goes on from it

STEM = "04b_bonuses"


def values() -> dict[str, object]:
    import trio_widgets as tw

    classic = tw.Rules.preset("classic")
    advanced = tw.Rules.preset("trimino_advanced")
    board = tw.Board()
    for cell, corners in MOVES:
        board.place(tw.Placement(cell, corners))
    bridge = tw.Placement("0,-1,u", (4, 5, 5))
    hole = tw.Placement("-1,-1,d", (0, 4, 5))
    later = board.copy()
    later.place(bridge)
    return {
        "bridge": classic.bridge_bonus,
        "two_sides": classic.two_sides_bonus,
        "hexagon": classic.hexagon_bonus,
        "pressman_hexagon": tw.Rules.preset("pressman").hexagon_bonus,
        "bridge_total": board.score(bridge, classic).total,
        "hole_total": board.score(hole, classic).total,
        "two_hex_total": later.score(hole, classic).total,
        "adv_bridge": board.score(bridge, advanced).total,
        "adv_hole": board.score(hole, advanced).total,
        "adv_hole3": later.score(hole, advanced).total,
        "ext_total": tw.Tile(3, 4, 5).value + classic.hexagon_bonus,
        **_asks(),
    }


def _asks():  # type: ignore[no-untyped-def]
    """The exercises' answer widgets: every answer is the engine's score, and its steps say
    which part of a sum the child got wrong."""
    import trio_widgets as tw

    classic = tw.Rules.preset("classic")
    advanced = tw.Rules.preset("trimino_advanced")
    paper = [
        tw.score_from_facts("3-4-5", classic),
        tw.score_from_facts("1-2-2", classic, bridge=True),
        tw.score_from_facts("2-3-5", classic, sides=2),
        tw.score_from_facts("5-5-5", classic, sides=2, hexagons=1),
    ]
    one_side = tw.score_from_facts("5-5-5", advanced)
    hole = tw.score_from_facts("1-3-4", advanced, sides=3)
    tile = [tw.Tile.parse(t).value for t in ("3-4-5", "1-2-2", "2-3-5", "5-5-5")]
    two, hexagon = classic.two_sides_bonus, classic.hexagon_bonus
    likely = [  # each part's likely wrong sums: a bonus it does not get, or the wrong one
        {tile[0] + two: "ex1.h.no_bonus"},
        {tile[1] + hexagon: "ex1.h.bridge_bonus"},
        {tile[2] + hexagon: "ex1.h.no_hexagon"},
        {tile[3] + two: "ex1.h.hexagon_bonus", tile[3] + two + hexagon: "ex1.h.hexagon_only"},
    ]
    sides = 3
    return {
        "ask.ex1": [
            ask_number(
                s.total,
                label=item("ex1.items", k + 1),  # the widget asks them: ex1 does not list them
                steps=score_steps(s),
                likely=likely[k],
                stronger=f"ex1.p{k + 1}.step",
            )
            for k, s in enumerate(paper)
        ],
        "ask.ex2": [
            ask_choice(
                [said("ex2.a"), said("ex2.b")],
                1 if hole.total > one_side.total else 0,
                label=said("ex2.q"),
                likely={0 if hole.total > one_side.total else 1: "ex2.h.big_tile"},
                stronger="ex2.p1.step",
            ),
            ask_number(
                hole.total,
                label=said("ex2.points"),
                steps=score_steps(hole),
                likely={
                    hole.total // sides * 2: "ex2.h.factor",  # the example's two sides
                    hole.total // sides: "ex2.h.times",  # the tile's numbers only
                    hole.total // sides + sides: "ex2.h.added",  # the sides added, not multiplied
                    hole.total + hexagon: "ex2.h.bonus",  # the classic rules' hexagon bonus added too
                },
                stronger="ex2.p2.step",
            ),
        ],
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(
        """
        import trio_widgets as tw

        classic = tw.Rules.preset("classic")
        print(tw.say([[bridge_word]], n=classic.bridge_bonus, lang=[[lang]]))
        print(tw.say([[two_sides_word]], n=classic.two_sides_bonus, lang=[[lang]]))
        print(tw.say([[hexagon_word]], n=classic.hexagon_bonus, lang=[[lang]]))
        """,
        quiet=True,  # the headings below say each bonus: the child's page is short reading (issue 27)
    ),
    code(
        """
        moves = [
            ("0,0,u", (4, 4, 4)), ("-1,0,d", (2, 4, 4)), ("-1,0,u", (2, 4, 0)), ("-2,0,d", (0, 2, 0)),
            ("-2,0,u", (0, 0, 0)), ("-2,-1,d", (0, 0, 5)), ("-1,-1,u", (0, 5, 5)), ("0,-1,d", (4, 4, 5)),
        ]
        board = tw.Board()
        for cell, corners in moves:
            board.place(tw.Placement(cell, corners))
        """
    ),
    text("bridge"),
    code(
        """
        bridge = tw.Placement("0,-1,u", (4, 5, 5))
        tw.board_svg(board, highlight=[bridge.cell], lang=[[lang]])
        """
    ),
    check(
        """
        print(board.score(bridge, classic).explain(lang=[[lang]]))
        """,
        shows=["bridge_total"],
        notebook=True,  # the text below says it: the child's page is short reading (issue 27)
    ),
    text("hexagon"),
    code(
        """
        hole = tw.Placement("-1,-1,d", (0, 4, 5))
        tw.board_svg(board, highlight=[hole.cell], lang=[[lang]])
        """
    ),
    check(
        """
        print(board.score(hole, classic).explain(lang=[[lang]]))
        """,
        shows=["hole_total"],
        notebook=True,  # the text below says it: the child's page is short reading (issue 27)
    ),
    text("two_hexagons"),
    # for the curious: a second example, and the trainer (issue 27: the child's page is short reading)
    text("two_hexagons.more", notebook=True),
    check(
        """
        later = board.copy()
        later.place(bridge)
        print(later.score(hole, classic).explain(lang=[[lang]]))
        """,
        shows=["two_hex_total"],
        notebook=True,  # the text below says it: the child's page is short reading (issue 27)
    ),
    code(
        """
        later = board.copy()
        later.place(bridge)
        later.place(hole)
        tw.board_svg(later, last=hole, lang=[[lang]])
        """,
        notebook=True,
    ),
    text("wow", notebook=True),
    exercise("ex1"),
    text("trainer", notebook=True),
    code(
        """
        tw.ScoringPractice(preset="classic", seed=4, lang=[[lang]])
        """,
        notebook=True,
    ),
    text("trimino_advanced"),
    check(
        """
        advanced = tw.Rules.preset("trimino_advanced")
        after_bridge = board.copy()
        after_bridge.place(bridge)
        for where, placement in [(board, bridge), (board, hole), (after_bridge, hole)]:
            print(where.score(placement, advanced).explain(lang=[[lang]]))
        """,
        shows=["adv_bridge", "adv_hole", "adv_hole3"],
        notebook=True,  # the text above says it: the child's page is short reading (issue 27)
    ),
    exercise("ex2"),
    *teacher(misconceptions(), *printables("04b", rules="classic")),
    nav(),
]
