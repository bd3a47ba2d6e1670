from .common import answer, check, code, md, next_lesson, teacher

STEM = "05_play_a_game"

CELLS = [
    md(
        """
        # 05 · Play a game 🎲

        Time to play! The board below is a real game against the computer.
        Start with the **kids' version**: no points to count. Whoever has the
        fewest tiles left at the end wins.

        ## How to play

        - Your tiles are at the bottom. **Tap a tile** to pick it up.
        - The places where it fits **light up**. Tap one to put the tile there.
        - The tile does not fit the way you want? Press **Turn** (or the R key).
        - Nothing fits? Press **Draw** to take a tile from the pool.
        - Nothing fits and the pool is empty? Press **Pass**.

        The player with the biggest triple starts. Here, that is you, with 5-5-5:
        tap the star in the middle.
        """
    ),
    code(
        """
        import trio_widgets as tw

        tw.GameWidget(rules="kids", players=["Player", "Computer"], bots={1: "greedy"}, seed=7)
        """
    ),
    md(
        """
        The game starts the same way every time, because of `seed=7`. Change the 7 to
        another number and run the cell again for a new deal.

        ## Play with open hands

        When you are learning, it helps to see **everybody's** tiles. A family in Russia
        played their first games like this and gave each other tips. Here, the computer's
        tiles are face up too:
        """
    ),
    code(
        """
        tw.GameWidget(rules="kids", players=["Player", "Computer"], bots={1: "random"}, open_hands=True, seed=12)
        """
    ),
    md(
        """
        ## Ask for a hint

        Stuck? The computer can say what it would do, and why:
        """
    ),
    code(
        """
        from trio_widgets.bots import hint

        game = tw.Game("classic", players=["Ann", "Bob"], seed=7)
        print(hint(game)["text"])
        """
    ),
    md(
        """
        ## Two people, one tablet

        Give the players' names and no computer. Between turns a cover hides the tiles,
        so you can pass the tablet across the table without peeking.
        """
    ),
    code(
        """
        tw.GameWidget(rules="kids", players=["Ann", "Bob"], seed=21)
        """
    ),
    md(
        """
        ## All the rules

        People play Triominoes in different ways. Each way is a **preset**:

        - **pressman**: the American Tri-Ominos box from 1968. Hexagon +50.
        - **classic**: the rules of the Russian and Hungarian rule sheets. Hexagon +60.
        - **trimino_simple**: the Polish 3MINO box, simple scoring: penalty points, fewest wins.
        - **trimino_advanced**: 3MINO advanced scoring: the sum times the sides touched.
        - **kids**: the family version: no points, fewest tiles left wins.

        Here they are side by side (a dash means “not used”):
        """
    ),
    check(
        """
        presets = ["pressman", "classic", "trimino_simple", "trimino_advanced", "kids"]
        rows = [
            ("bridge bonus", "bridge_bonus"), ("two sides bonus", "two_sides_bonus"),
            ("hexagon bonus", "hexagon_bonus"), ("times the sides", "multiply_by_sides"),
            ("start bonus", "start_bonus"), ("0-0-0 bonus", "zero_triple_bonus"),
            ("draw penalty", "draw_penalty"), ("pass penalty", "pass_penalty"),
            ("going out bonus", "out_bonus"), ("penalty points", "penalty_scoring"),
            ("play to", "target"), ("winner", "winner"),
        ]


        def show(value):
            if value is True:
                return "yes"
            if value is False or value == 0:
                return "-"
            if value is None:
                return "1 round"
            return str(value).replace("_", " ")


        print(f"{'':16}" + "".join(f"{name.split('_')[0]:>10}" for name in presets))
        print((f"{'':16}" + "".join(f"{(name.split('_') + [''])[1]:>10}" for name in presets)).rstrip())
        for label, field in rows:
            print(f"{label:16}" + "".join(f" {show(getattr(tw.Rules.preset(n), field)):>9}" for n in presets))
        """,
        """
                          pressman   classic   trimino   trimino      kids
                                                simple  advanced
        bridge bonus            40        40         -         -         -
        two sides bonus         40        40         -         -         -
        hexagon bonus           50        60         -         -         -
        times the sides          -         -         -       yes         -
        start bonus             10        10         -         -         -
        0-0-0 bonus             30        30         -         -         -
        draw penalty             5         5         -         -         -
        pass penalty            10        10         -         -         -
        going out bonus         25        25         -         -         -
        penalty points           -         -       yes         -         -
        play to                400       400       300       400   1 round
        winner             highest   highest    lowest   highest fewest tiles
        """,
    ),
    md(
        """
        Pick a preset, write its name in the cell below, and play against the computer.
        `"smart"` is the strongest computer player; `"greedy"` always takes the most
        points now; `"random"` plays any tile that fits.
        """
    ),
    code(
        """
        rules = "classic"   # or "pressman", "trimino_simple", "trimino_advanced", "kids"

        tw.GameWidget(rules=rules, players=["Player", "Computer"], bots={1: "smart"}, seed=7)
        """
    ),
    md(
        """
        ## Watch the computers play

        Two computer players can play a whole round on their own. The picture shows how
        the round ended.
        """
    ),
    code(
        """
        from trio_widgets.bots import make_bot, play_round

        game = tw.Game("kids", players=["Greedy", "Random"], seed=5)
        play_round(game, [make_bot("greedy", seed=1), make_bot("random", seed=2)])
        print("tiles left:", dict(zip(game.players, game.hand_sizes)))
        print("winner:", ", ".join(game.players[s] for s in game.round_winners))
        game
        """
    ),
    answer(
        """
        ### Exercise

        Play the kids' version twice: once with open hands, once without.
        Which was easier? Why?
        """,
        """
        With open hands you can see which tiles the computer might play next, and it is
        easier to plan. In a real game, tiles are hidden: you must remember what has been
        played. There is no single right answer: talk about it!
        """,
        summary="Ideas",
    ),
    teacher(
        "7–12 (kids' version from 7; classic scoring from about 9)",
        "20–45 minutes of play",
        "Play whole games: find where a tile fits, turn it, draw when stuck; later, compare rule sets.",
        [
            "Which tile did you keep for the end, and why?",
            "When is it better to play a tile with big numbers early?",
            "In the classic game, did anyone make a bridge or a hexagon? How many points was it?",
            'Play against "random", then against "smart". What does the smart player do differently?',
        ],
        "On a projector, open hands let the whole class advise one player. For two children on one "
        "tablet, use the two-player board (a cover hides the tiles between turns). The Hungarian "
        "rule sheet suggests a 30-second limit for slow turns: `GameWidget(..., turn_seconds=30)`.",
    ),
    next_lesson(STEM),
]
