"""04 Scoring arithmetic: tile sums, start bonus, bridge, hexagon, minus points; the 3MINO ways."""

from build_lessons import (
    ask_choice,
    ask_number,
    check,
    code,
    exercise,
    item,
    key,
    misconceptions,
    nav,
    plan,
    said,
    teacher,
    text,
)

from .common import printables, score_steps

STEM = "04_scoring"

MOVES = [
    ("0,0,u", (4, 4, 4)),
    ("-1,0,d", (2, 4, 4)),
    ("-1,0,u", (2, 4, 0)),
    ("-2,0,d", (0, 2, 0)),
    ("-2,0,u", (0, 0, 0)),
    ("-2,-1,d", (0, 0, 5)),
    ("-1,-1,u", (0, 5, 5)),
    ("0,-1,d", (4, 4, 5)),
]


def values() -> dict[str, object]:
    import trio_widgets as tw
    from trio_widgets.scoresheet import ScoreSheet

    classic = tw.Rules.preset("classic")
    advanced = tw.Rules.preset("trimino_advanced")
    empty = tw.Board()
    start = {c: empty.score(tw.Placement(tw.Cell(0, 0, True), (c, c, c)), classic).total for c in (0, 4, 5)}
    board, points = tw.Board(), [0, 0]
    moves: list[list] = [[], []]  # each player's tiles and their points, for the widget's hints
    for i, (cell, corners) in enumerate(MOVES):
        p = tw.Placement(cell, corners)
        points[i % 2] += board.score(p, classic).total
        moves[i % 2].append((key("question.step.tile", n=i + 1, tile=str(p.tile)), board.score(p, classic).total))
        board.place(p)
    bridge = tw.Placement("0,-1,u", (4, 5, 5))
    hole = tw.Placement("-1,-1,d", (0, 4, 5))
    later = board.copy()
    later.place(bridge)
    sheet = ScoreSheet(["A", "B", "C"], "trimino_simple")
    sheet.went_out("A", {"B": "2-3-4 1-5-5", "C": "0-0-1"})
    return {
        "bridge": classic.bridge_bonus,
        "two_sides": classic.two_sides_bonus,
        "hexagon": classic.hexagon_bonus,
        "start_bonus": classic.start_bonus,
        "zero_bonus": classic.zero_triple_bonus,
        "draw": classic.draw_penalty,
        "pass": classic.pass_penalty,
        "out": classic.out_bonus,
        "pressman_hexagon": tw.Rules.preset("pressman").hexagon_bonus,
        "start_444": start[4],
        "start_000": start[0],
        "ann": points[0],
        "bob": points[1],
        "bridge_total": board.score(bridge, classic).total,
        "hole_total": board.score(hole, classic).total,
        "two_hex_total": later.score(hole, classic).total,
        "three_draws_play": -3 * classic.draw_penalty + tw.Tile(2, 3, 4).value,
        "two_draws_pass": -(2 * classic.draw_penalty + classic.pass_penalty),
        "out_example": classic.out_bonus + tw.Tile(2, 3, 4).value + tw.Tile(1, 5, 5).value,
        "simple_bob": sheet.totals[1],
        "simple_cleo": sheet.totals[2],
        "simple_target": tw.Rules.preset("trimino_simple").target,
        "adv_bridge": board.score(bridge, advanced).total,
        "adv_hole": board.score(hole, advanced).total,
        "adv_hole3": later.score(hole, advanced).total,
        "ext_total": tw.Tile(3, 4, 5).value + classic.hexagon_bonus,
        **_asks(points, moves),
    }


def _asks(points, moves):  # type: ignore[no-untyped-def]
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
    draw, fits, left = classic.draw_penalty, tw.Tile(2, 3, 4), (tw.Tile(2, 3, 4), tw.Tile(1, 5, 5))
    played = [(key("question.step.draw", n=k), -draw) for k in (1, 2, 3)] + [
        (key("question.step.value", tile=str(fits)), fits.value)
    ]
    lost = [(key("question.step.draw", n=k), draw) for k in (1, 2)] + [
        (key("keeper.part.pass", points=classic.pass_penalty), classic.pass_penalty)
    ]
    out = [(key("round.out_bonus", points=classic.out_bonus), classic.out_bonus)] + [
        (key("question.step.value", tile=str(t)), t.value) for t in left
    ]
    one_side = tw.score_from_facts("5-5-5", advanced)
    hole = tw.score_from_facts("2-3-4", advanced, sides=3)
    return {
        "ask.ex1": [
            ask_number(points[seat], label=key("question.ask.points", name=said_name), steps=moves[seat])
            for seat, said_name in enumerate((said("ann"), said("bob")))
        ],
        "ask.ex2": [ask_number(s.total, label=item("ex2", k + 1), steps=score_steps(s)) for k, s in enumerate(paper)],
        "ask.ex3": [
            ask_number(sum(v for _, v in played), label=item("ex3", 1), steps=played),
            # "how many points does she lose": 20, or -20 said as points
            ask_number((sum(v for _, v in lost), -sum(v for _, v in lost)), label=item("ex3", 2), steps=lost),
            ask_number(sum(v for _, v in out), label=item("ex3", 3), steps=out),
        ],
        "ask.ex4": [
            ask_choice([said("ex4.a"), said("ex4.b")], 1 if hole.total > one_side.total else 0),
            ask_number(hole.total, label=said("ex4.points"), steps=score_steps(hole)),
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
        print([[bridge_word]], classic.bridge_bonus)
        print([[two_sides_word]], classic.two_sides_bonus)
        print([[hexagon_word]], classic.hexagon_bonus)
        print([[start_word]], classic.start_bonus)
        """
    ),
    text("sum"),
    check(
        """
        for n in [4, 5, 0]:
            start = tw.Placement(tw.Cell(0, 0, True), (n, n, n))
            print(tw.Board().score(start, classic).explain(lang=[[lang]]))
        """,
        shows=["start_444", "start_000"],
    ),
    text("game_so_far"),
    code(
        """
        moves = [
            ("0,0,u", (4, 4, 4)), ("-1,0,d", (2, 4, 4)), ("-1,0,u", (2, 4, 0)), ("-2,0,d", (0, 2, 0)),
            ("-2,0,u", (0, 0, 0)), ("-2,-1,d", (0, 0, 5)), ("-1,-1,u", (0, 5, 5)), ("0,-1,d", (4, 4, 5)),
        ]
        """
    ),
    code(
        """
        board = tw.Board()
        for cell, corners in moves:
            placement = tw.Placement(cell, corners)
            print(board.score(placement, classic).explain(lang=[[lang]]))
            board.place(placement)
        tw.board_svg(board, lang=[[lang]])
        """
    ),
    exercise("ex1"),
    text("try_first", notebook=True),
    check(
        """
        replay, points = tw.Board(), [0, 0]
        for i, (cell, corners) in enumerate(moves):
            placement = tw.Placement(cell, corners)
            points[i % 2] += replay.score(placement, classic).total
            replay.place(placement)
        print([[ann]], points[0], "·", [[bob]], points[1])
        """,
        shows=["ann", "bob"],
        answer=True,
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
    ),
    text("two_hexagons"),
    check(
        """
        later = board.copy()
        later.place(bridge)
        print(later.score(hole, classic).explain(lang=[[lang]]))
        """,
        shows=["two_hex_total"],
    ),
    code(
        """
        later.place(hole)
        tw.board_svg(later, last=hole, lang=[[lang]])
        """
    ),
    text("wow"),
    exercise("ex2"),
    text("minus"),
    exercise("ex3"),
    text("try_first", notebook=True),
    check(
        """
        print(-3 * classic.draw_penalty + tw.Tile(2, 3, 4).value)
        print(-(2 * classic.draw_penalty + classic.pass_penalty))
        print(classic.out_bonus + tw.Tile(2, 3, 4).value + tw.Tile(1, 5, 5).value)
        """,
        shows=["three_draws_play", "two_draws_pass", "out_example"],
        answer=True,
    ),
    text("trainer"),
    code(
        """
        tw.ScoringPractice(preset="classic", seed=4, lang=[[lang]])
        """
    ),
    text("trimino_simple"),
    check(
        """
        sheet = tw.ScoreSheet([[[ann]], [[bob]], [[cleo]]], "trimino_simple")
        sheet.went_out([[ann]], {[[bob]]: "2-3-4 1-5-5", [[cleo]]: "0-0-1"})
        print(" · ".join(f"{p} {t}" for p, t in zip(sheet.players, sheet.totals)))
        """,
        shows=["simple_bob", "simple_cleo"],
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
    ),
    exercise("ex4"),
    *teacher(misconceptions(), *printables("04", rules="classic")),
    nav(),
]
