"""04 Scoring arithmetic, part 1: tile sums, the first tile's bonus, a game so far, minus points,
simple 3MINO scoring (part 2, l04b.py: the bonuses for a bridge and a hexagon, the trainer,
3MINO's advanced scoring)."""

from build_lessons import (
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

from .common import printables

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
    empty = tw.Board()
    start = {c: empty.score(tw.Placement(tw.Cell(0, 0, True), (c, c, c)), classic).total for c in (0, 3, 4)}
    board, points = tw.Board(), [0, 0]
    moves: list[list] = [[], []]  # each player's tiles and their points, for the widget's hints
    for i, (cell, corners) in enumerate(MOVES):
        p = tw.Placement(cell, corners)
        points[i % 2] += board.score(p, classic).total
        moves[i % 2].append((key("question.step.tile", n=i + 1, tile=str(p.tile)), board.score(p, classic).total))
        board.place(p)
    sheet = ScoreSheet(["A", "B", "C"], "trimino_simple")
    sheet.went_out("A", {"B": "2-3-4 1-5-5", "C": "0-0-1"})
    return {
        "start_bonus": classic.start_bonus,
        "zero_bonus": classic.zero_triple_bonus,
        "draw": classic.draw_penalty,
        "pass": classic.pass_penalty,
        "out": classic.out_bonus,
        "start_444": start[4],
        "start_000": start[0],
        "ann": points[0],
        "bob": points[1],
        "three_draws_play": -3 * classic.draw_penalty + tw.Tile(2, 3, 4).value,
        "two_draws_pass": -(2 * classic.draw_penalty + classic.pass_penalty),
        "out_example": classic.out_bonus + tw.Tile(2, 3, 4).value + tw.Tile(1, 5, 5).value,
        "simple_bob": sheet.totals[1],
        "simple_cleo": sheet.totals[2],
        "simple_target": tw.Rules.preset("trimino_simple").target,
        "ext_start": start[3],
        "ext_turn": -2 * classic.draw_penalty + tw.Tile(1, 2, 3).value,
        **_asks(points, moves),
    }


def _asks(points, moves):  # type: ignore[no-untyped-def]
    """The exercises' answer widgets: every answer is the engine's score, and its steps say
    which part of a sum the child got wrong."""
    import trio_widgets as tw

    classic = tw.Rules.preset("classic")
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
    both = points[0] + points[1]
    return {
        "ask.ex1": [
            ask_number(
                points[seat],
                label=key("question.ask.points", name=said_name),
                steps=moves[seat],
                likely={
                    both: "ex1.h.all_tiles",  # every tile of the game added up
                    points[1 - seat]: "ex1.h.other_player",  # the other player's tiles
                    # Ann's triple without its start bonus
                    **({points[0] - classic.start_bonus: "ex1.h.start_bonus"} if seat == 0 else {}),
                },
            )
            for seat, said_name in enumerate((said("ann"), said("bob")))
        ],
        "ask.ex2": [
            ask_number(
                sum(v for _, v in played),
                label=item("ex2.items", 1),
                steps=played,
                likely={"sign": "ex2.h.sign", fits.value: "ex2.h.only_tile"},
                stronger="ex2.p1.step",
            ),
            # "how many points does she lose": 20, or -20 said as points
            ask_number(
                (sum(v for _, v in lost), -sum(v for _, v in lost)),
                label=item("ex2.items", 2),
                steps=lost,
                likely={
                    draw + classic.pass_penalty: "ex2.h.each_tile",
                    3 * draw + classic.pass_penalty: "ex2.h.two_tiles",
                },
                stronger="ex2.p2.step",
            ),
            ask_number(
                sum(v for _, v in out),
                label=item("ex2.items", 3),
                steps=out,
                likely={sum(t.value for t in left): "ex2.h.out_bonus", classic.out_bonus: "ex2.h.only_bonus"},
                stronger="ex2.p3.step",
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
        print(tw.say([[start_word]], n=classic.start_bonus, lang=[[lang]]))
        """,
        quiet=True,  # the text below says it: the child's page is short reading (issue 27)
    ),
    text("sum"),
    check(
        """
        for n in [4, 5, 0]:
            start = tw.Placement(tw.Cell(0, 0, True), (n, n, n))
            print(tw.Board().score(start, classic).explain(lang=[[lang]]))
        """,
        shows=["start_444", "start_000"],
        notebook=True,  # the text below says it: the child's page is short reading (issue 27)
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
        for k, (cell, corners) in enumerate(moves, 1):
            placement = tw.Placement(cell, corners)
            points = board.score(placement, classic).explain(lang=[[lang]])
            print([[tile_wins]].format(k=k, sum=points))
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
    text("minus"),
    exercise("ex2"),
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
    text("trimino_simple", notebook=True),  # for the curious: no exercise needs it (issue 27)
    check(
        """
        sheet = tw.ScoreSheet([[[ann]], [[bob]], [[cleo]]], "trimino_simple")
        sheet.went_out([[ann]], {[[bob]]: "2-3-4 1-5-5", [[cleo]]: "0-0-1"})
        print([[simple_totals]].format(totals=", ".join(f"{p} {t}" for p, t in zip(sheet.players, sheet.totals))))
        """,
        shows=["simple_bob", "simple_cleo"],
        notebook=True,  # the example above says it: the child's page is short reading (issue 27)
    ),
    text("trimino_simple.start", teacher=True),  # why to start with it: a remark for the grown-ups
    *teacher(misconceptions(), *printables("04", rules="classic")),
    nav(),
]
