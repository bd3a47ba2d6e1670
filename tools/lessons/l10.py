"""10 Strategy and chance: will a drawn tile fit, which move scores most, which move is best."""

from build_lessons import (
    ask_choice,
    check,
    code,
    decimal,
    exercise,
    misconceptions,
    nav,
    plan,
    said,
    teacher,
    text,
)

STEM = "10_strategy_and_chance"

#: the game of the lesson: seed 41, four moves by two greedy players; then it is the child's turn
SEED = 41


def _position():  # type: ignore[no-untyped-def]
    import trio_widgets as tw
    from trio_widgets.players import make_bot

    game = tw.Game("pressman", players=["A", "B"], seed=SEED)
    bots = [make_bot("greedy", seed=0), make_bot("greedy", seed=1)]
    for _ in range(4):
        bots[game.current].act(game)
    return game


def values() -> dict[str, object]:
    import trio_widgets as tw
    from trio_widgets import simulation
    from trio_widgets.paper._rules_sheet import PRESSMAN_LEAFLET_DRAWS
    from trio_widgets.teaching import neighbour_counts

    board = tw.Board()
    board.place(tw.Placement(tw.Cell(0, 0, True), (0, 1, 2)))
    others = [t for t in tw.full_set() if t != tw.Tile(0, 1, 2)]
    fit = [t for t in others if board.legal_placements(t)]
    rng = simulation.default_rng(1)
    hits = sum(bool(board.legal_placements(others[i])) for i in rng.integers(0, len(others), 10_000))
    game = _position()
    assert game.current == 0
    moves = game.legal_placements()
    scores = [game.board.score(p, game.rules).total for p in moves]
    best = tw.hint(game)
    assert best["score"].total < max(scores), "the lesson shows a best move that does not score most"
    # what the move that scores most leaves: a hexagon for the next player, with a tile you cannot see
    top = moves[scores.index(max(scores))]
    after = game.board.copy()
    after.place(top)
    on_table = {p.tile for p in after.cells.values()}
    closing = [
        (after.score(p, game.rules).total, p.tile)
        for t in tw.full_set()
        for p in after.legal_placements(t)
        if after.score(p, game.rules).hexagons
    ]
    assert len(closing) == 1, "the text names one tile that closes a hexagon"
    ((leave_score, leave_tile),) = closing
    assert leave_tile not in game.hands[0] and leave_tile not in on_table, "the text says you cannot see it"
    safe = game.board.copy()
    safe.place(best["placement"])
    assert not any(safe.score(p, game.rules).hexagons for t in tw.full_set() for p in safe.legal_placements(t)), (
        "the text says the smart player's move leaves no hexagon"
    )
    # the quick sums count with the Pressman rules (the widget's own rules), not the classic ones
    from trio_widgets.teaching import drill_question

    hexagon_points = {
        pts // n
        for level in (2, 4)
        for s in range(50)
        for key, pts, n in drill_question(level, s).bonuses
        if key == "score.hexagon"
    }
    assert hexagon_points == {game.rules.hexagon_bonus}, hexagon_points
    nb = neighbour_counts()

    def lone(corners: tuple[int, int, int]) -> int:  # how many other tiles fit next to a lone tile
        alone = tw.Board()
        alone.place(tw.Placement(tw.Cell(0, 0, True), corners))
        return sum(1 for t in tw.full_set() if t != tw.Tile(*corners) and alone.legal_placements(t))

    # exercise 1: a tile fits 0-1-2 only if one of its edges shows one of 0-1-2's pairs the
    # other way round (1-0, 2-1 or 0-2): so the fitting tiles are those, and no others
    pairs = {(1, 0), (2, 1), (0, 2)}

    def edges(t: tw.Tile) -> set[tuple[int, int]]:
        a, b, c = t
        return {(a, b), (b, c), (c, a)}

    assert {t for t in others if edges(t) & pairs} == set(fit)
    one_in = round(len(others) / len(fit))  # "less than 1 in 6": 9 in 55 is a bit less than 1 in 6
    assert len(fit) * one_in < len(others) < len(fit) * (one_in + 1), (len(fit), len(others))
    asks = {
        "ask.ex1": ask_choice(
            [said("ex1.c1"), said("ex1.c2"), said("ex1.c3")],
            1,
            likely={0: "ex1.h1", 2: "ex1.h3"},
            stronger="ex1.step",
            label=said("ex1.q"),
        ),
        # the reasons of the teacher's answer are right; the other two are not
        "ask.ex2": ask_choice(
            [said(f"ex2.c{k}") for k in range(1, 6)],
            (0, 1, 3),
            many=True,
            likely={2: "ex2.h3", 4: "ex2.h5"},
            stronger="ex2.step",
            label=said("ex2.q"),
        ),
    }
    return {
        **asks,
        "lone_333": lone((3, 3, 3)),
        "lone_005": lone((0, 0, 5)),
        "leave_tile": str(leave_tile),
        "leave_score": leave_score,
        "drill_hexagon": game.rules.hexagon_bonus,
        # the one reading of the rules this lesson plays (leaflet 001, a Russian description of
        # Pressman's box of 1968), and what the printed Pressman leaflet of a family's box says
        "leaflet_draws": PRESSMAN_LEAFLET_DRAWS,
        "draw": game.rules.draw_penalty,
        "double_nb": min(nb["double"]),
        "triple_nb": min(nb["triple"]),
        "different_nb": min(nb["different"]),
        "fit": len(fit),
        "others": len(others),
        "fit_share": decimal(len(fit) / len(others), 3),
        # exercise 1's worked answer, without a decimal: "about 16 draws in 100, less than 1 in 6"
        "fit_in_100": round(100 * len(fit) / len(others)),
        "fit_one_in": one_in,
        "simulated": decimal(hits / 10_000, 4),
        "moves": len(moves),
        "top_score": max(scores),
        "top_tile": str(moves[scores.index(max(scores))].tile),
        "hint_tile": str(best["placement"].tile),
        "hint_score": best["score"].total,
        "bridge": game.rules.bridge_bonus,
        "hexagon": game.rules.hexagon_bonus,
        "two_sides": game.rules.two_sides_bonus,
        "seed": SEED,
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(
        """
        import trio_widgets as tw
        from trio_widgets import simulation
        from trio_widgets.players import describe_placement, make_bot
        from trio_widgets.words import format_number
        """
    ),
    text("one_tile"),
    check(
        """
        board = tw.Board()
        board.place(tw.Placement(tw.Cell(0, 0, True), (0, 1, 2)))
        others = [t for t in tw.full_set() if t != tw.Tile(0, 1, 2)]
        fit = [t for t in others if board.legal_placements(t)]
        print(tw.say([[fit_line]], fit=len(fit), others=len(others), lang=[[lang]]))
        """,
        shows=["fit", "others"],
    ),
    # the tiles that fit as a picture, not a list of numbers to read (issue 27: short reading)
    code(
        """
        tw.tiles_svg(fit, labels=True, lang=[[lang]])
        """
    ),
    exercise("ex1"),
    # the chance as a decimal and its simulation are for the curious (issue 27)
    text("simulate", notebook=True),
    check(
        """
        print(format_number(len(fit) / len(others), [[lang]], digits=3))
        rng = simulation.default_rng(1)
        draws = rng.integers(0, len(others), 10_000)
        hits = sum(bool(board.legal_placements(others[i])) for i in draws)
        print([[sim_line]].format(share=format_number(hits / 10_000, [[lang]], digits=4)))
        """,
        shows=["fit_share", "simulated"],
        notebook=True,
    ),
    text("which_scores_most"),
    code(
        f"""
        game = tw.Game("pressman", players=[[[you]], [[computer]]], seed={SEED})
        bots = [make_bot("greedy", seed=0), make_bot("greedy", seed=1)]
        for _ in range(4):
            bots[game.current].act(game)
        tw.game_svg(game, lang=[[lang]])
        """
    ),
    text("your_hand"),
    code(
        """
        tw.tiles_svg(game.hands[game.current], labels=True, lang=[[lang]])
        """
    ),
    text("your_tiles"),
    check(
        """
        for move in game.legal_placements():
            points = tw.Msg.of("move.points", n=game.board.score(move, game.rules).total).text([[lang]])
            print([[move_points]].format(move=describe_placement(game.board, move, [[lang]]), points=points))
        """,
        shows=["top_score"],
    ),
    text("which_is_best"),
    check(
        """
        best = tw.hint(game, lang=[[lang]])
        points = tw.Msg.of("move.points", n=best["score"].total).text([[lang]])
        print([[best_move]].format(move=describe_placement(game.board, best["placement"], [[lang]]), points=points))
        """,
        shows=["hint_tile", "hint_score"],
    ),
    text("why_best"),
    # the bonuses at stake and the hexagon's place are for the curious (issue 27): the child's page
    # says what the move leaves in the text below
    text("why_best.more", notebook=True),
    check(
        """
        top = max(game.legal_placements(), key=lambda move: game.board.score(move, game.rules).total)
        after = game.board.copy()
        after.place(top)
        for tile in tw.full_set():
            for move in after.legal_placements(tile):
                if after.score(move, game.rules).hexagons:
                    points = tw.Msg.of("move.points", n=after.score(move, game.rules).total).text([[lang]])
                    print([[move_points]].format(move=describe_placement(after, move, [[lang]]), points=points))
        """,
        shows=["leave_score"],
        notebook=True,
    ),
    text("what_it_leaves"),
    exercise("ex2", summary="ideas"),
    text("play"),
    code(
        """
        tw.GameWidget(rules="pressman", players=[[[you]], [[computer]]], bots={1: "smart"}, seed=5, lang=[[lang]],
                      progress="10-game")
        """
    ),
    text("drill"),
    text("drill.rules", notebook=True),  # which rules a family's box prints: the grown-ups' (issue 27)
    code('tw.AdditionDrill(level=2, lang=[[lang]], progress="10-drill")'),
    text("drill_timer"),
    code('tw.AdditionDrill(level=4, timer=True, lang=[[lang]], progress="10-drill-timer")'),
    *teacher(misconceptions()),
    nav(),
]
