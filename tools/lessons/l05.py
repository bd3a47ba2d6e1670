"""05 Play a game: the board against the computer, open hands, a hint, two players, every rule set."""

from build_lessons import ask_choice, check, code, exercise, misconceptions, nav, plan, said, teacher, text

from .common import printables

STEM = "05_play_a_game"
NAMES = ["pressman", "classic", "trimino_simple", "trimino_advanced", "kids"]


def values() -> dict[str, object]:
    import trio_widgets as tw
    from trio_widgets.players import make_bot, play_round

    first = tw.Game("kids", players=2, seed=7)
    assert first.starter == 0, "the text says the child starts"
    out: dict[str, object] = {"start_tile": str(first.start_tiles[0])}
    for name in NAMES:
        r = tw.Rules.preset(name)
        key = name.split("_")[-1]
        for field in ("bridge_bonus", "two_sides_bonus", "hexagon_bonus", "start_bonus", "zero_triple_bonus"):
            out[f"{key}_{field.split('_')[0]}"] = getattr(r, field) or "–"
        out[f"{key}_draw"] = r.draw_penalty or "–"
        out[f"{key}_pass"] = r.pass_penalty or "–"
        out[f"{key}_out"] = r.out_bonus or "–"
        out[f"{key}_target"] = r.target or "–"
    # What the lesson says is our choice, not 3MINO's: the leaflet ends only the simple scoring
    # (at 300); the advanced one ends where the classic game does, and the starter may choose
    # 0-0-0 under every set of rules (3MINO's leaflet has no such choice).
    assert tw.Rules.preset("trimino_advanced").target == tw.Rules.preset("classic").target
    for name in NAMES:
        assert any(len(tw.Game(name, players=2, seed=s).start_tiles) == 2 for s in range(200)), name
    game = tw.Game("kids", players=["A", "B"], seed=5)
    play_round(game, [make_bot("greedy", seed=1), make_bot("random", seed=2)])
    out["left_greedy"], out["left_random"] = game.hand_sizes
    # the text says Random (seat 1) won the round, with fewer tiles left than Greedy
    assert game.round_over and game.round_winners == [1], "the text says Random won this round"
    assert out["left_random"] < out["left_greedy"], "the text says Random has fewer tiles left"
    # which way of playing was easier is the child's own experience: every answer is right,
    # and the widget then gives the ideas to talk about
    out["ask.ex1"] = ask_choice(
        [said("ex1.open"), said("ex1.hidden"), said("ex1.same")], (), rule="any", label=said("ex1.q")
    )
    return out


CELLS = [
    text("intro"),
    plan(),
    text("how"),
    code(
        """
        import trio_widgets as tw

        tw.GameWidget(rules="kids", players=[[[you]], [[computer]]], bots={1: "greedy"}, seed=7, lang=[[lang]],
                      progress="05-game")
        """
    ),
    text("seed_note", notebook=True),
    text("open_hands"),
    code(
        """
        tw.GameWidget(rules="kids", players=[[[you]], [[computer]]], bots={1: "random"},
                      open_hands=True, seed=12, lang=[[lang]], progress="05-open-hands")
        """
    ),
    text("hint"),
    code(
        """
        game = tw.Game("classic", players=[[[ann]], [[bob]]], seed=7)
        print(tw.hint(game, lang=[[lang]])["text"])
        """
    ),
    text("two_people"),
    code(
        """
        tw.GameWidget(rules="kids", players=[[[ann]], [[bob]]], seed=21, lang=[[lang]], progress="05-two-people")
        """
    ),
    text("all_rules"),
    text("all_rules.table", notebook=True),  # the rule sets side by side: for the curious and the grown-ups
    text("sources", teacher=True),  # where the numbers come from: for the grown-ups
    text("pick", notebook=True),
    code(
        """
        rules = "classic"
        tw.GameWidget(rules=rules, players=[[[you]], [[computer]]], bots={1: "smart"}, seed=7, lang=[[lang]],
                      progress="05-pick-rules")
        """
    ),
    text("watch"),
    check(
        """
        from trio_widgets.players import make_bot, play_round

        game = tw.Game("kids", players=[[[greedy]], [[random]]], seed=5)
        play_round(game, [make_bot("greedy", seed=1), make_bot("random", seed=2)])
        (p1, p2), (n1, n2) = game.players, game.hand_sizes
        print([[tiles_left]].format(p1=p1, n1=n1, p2=p2, n2=n2))
        """,
        shows=["left_greedy", "left_random"],
    ),
    code(
        """
        tw.game_svg(game, lang=[[lang]])
        """
    ),
    exercise("ex1", summary="ideas"),
    *teacher(misconceptions(), *printables("05", rules="kids")),
    nav(),
]
