"""10 Strategy and chance: will a drawn tile fit, which move scores most, which move is best."""

from build_lessons import check, code, decimal, exercise, nav, plan, teacher, text

STEM = "10_strategy_and_chance"

#: the game of the lesson: seed 41, four moves by two greedy players; then it is the child's turn
SEED = 41


def _position():  # type: ignore[no-untyped-def]
    import trio_widgets as tw
    from trio_widgets.bots import make_bot

    game = tw.Game("pressman", players=["A", "B"], seed=SEED)
    bots = [make_bot("greedy", seed=0), make_bot("greedy", seed=1)]
    for _ in range(4):
        bots[game.current].act(game)
    return game


def values() -> dict[str, object]:
    import numpy as np

    import trio_widgets as tw

    board = tw.Board()
    board.place(tw.Placement(tw.Cell(0, 0, True), (0, 1, 2)))
    others = [t for t in tw.full_set() if t != tw.Tile(0, 1, 2)]
    fit = [t for t in others if board.legal_placements(t)]
    rng = np.random.default_rng(1)
    hits = sum(bool(board.legal_placements(others[i])) for i in rng.integers(0, len(others), 10_000))
    game = _position()
    assert game.current == 0
    moves = game.legal_placements()
    scores = [game.board.score(p, game.rules).total for p in moves]
    best = tw.hint(game)
    assert best["score"].total < max(scores), "the lesson shows a best move that does not score most"
    return {
        "fit": len(fit),
        "others": len(others),
        "fit_share": decimal(len(fit) / len(others), 3),
        "simulated": decimal(hits / 10_000, 4),
        "moves": len(moves),
        "top_score": max(scores),
        "top_tile": str(moves[scores.index(max(scores))].tile),
        "hint_tile": str(best["placement"].tile),
        "hint_score": best["score"].total,
        "bridge": game.rules.bridge_bonus,
        "hexagon": game.rules.hexagon_bonus,
        "seed": SEED,
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup"),
    code(
        """
        import numpy as np

        import trio_widgets as tw
        from trio_widgets.bots import make_bot
        from trio_widgets.i18n import format_number
        """
    ),
    text("one_tile"),
    check(
        """
        board = tw.Board()
        board.place(tw.Placement(tw.Cell(0, 0, True), (0, 1, 2)))
        others = [t for t in tw.full_set() if t != tw.Tile(0, 1, 2)]
        fit = [t for t in others if board.legal_placements(t)]
        print(len(fit), "/", len(others), "=", format_number(len(fit) / len(others), [[lang]], digits=3))
        print(*fit)
        """,
        shows=["fit", "others", "fit_share"],
    ),
    exercise("ex1"),
    text("simulate"),
    check(
        """
        rng = np.random.default_rng(1)
        draws = rng.integers(0, len(others), 10_000)
        hits = sum(bool(board.legal_placements(others[i])) for i in draws)
        print(format_number(hits / 10_000, [[lang]], digits=4))
        """,
        shows=["simulated"],
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
    text("your_tiles"),
    check(
        """
        for move in game.legal_placements():
            print(move.tile, "→", game.board.score(move, game.rules).total)
        """,
        shows=["top_score"],
    ),
    text("which_is_best"),
    check('print(tw.hint(game, lang=[[lang]])["text"])', shows=["hint_tile", "hint_score"]),
    text("why_best"),
    exercise("ex2", summary="ideas"),
    text("play"),
    code('tw.GameWidget(rules="pressman", players=[[[you]], [[computer]]], bots={1: "smart"}, seed=5, lang=[[lang]])'),
    text("drill"),
    code("tw.AdditionDrill(level=2, lang=[[lang]])"),
    text("drill_timer"),
    code("tw.AdditionDrill(level=4, timer=True, lang=[[lang]])"),
    *teacher(),
    nav(),
]
