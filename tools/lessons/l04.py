from .common import answer, check, code, md, next_lesson, teacher, try_first, widget

STEM = "04_scoring"

CELLS = [
    md(
        """
        # 04 · Scoring arithmetic ➕

        In the grown-up game every tile you place wins points. Big moves win
        **bonus** points. In this lesson you add up points like a referee.

        Run the first cell to get the tiles and the rules ready.
        """
    ),
    code(
        """
        import trio_widgets as tw

        classic = tw.Rules.preset("classic")
        print("bridge bonus:   ", classic.bridge_bonus)
        print("two sides bonus:", classic.two_sides_bonus)
        print("hexagon bonus:  ", classic.hexagon_bonus)
        print("start bonus:    ", classic.start_bonus)
        """
    ),
    md(
        """
        ## A tile is worth its sum

        When you place a tile, you win its three numbers added up.
        Placing **2-4-4** wins 2 + 4 + 4 = **10** points.

        ## The first tile

        The game starts with the biggest triple. Whoever places it wins its sum
        **plus 10**. Starting with 0-0-0 is worth even more: 10 + 30 extra.
        """
    ),
    check(
        """
        empty = tw.Board()
        for triple in [(4, 4, 4), (5, 5, 5), (0, 0, 0)]:
            start = tw.Placement(tw.Cell(0, 0, True), triple)
            print(empty.score(start, classic).explain())
        """,
        """
        4 + 4 + 4 = 12, start with a triple +10, total 22
        5 + 5 + 5 = 15, start with a triple +10, total 25
        0 + 0 + 0 = 0, start with a triple +10, start with 0-0-0 +30, total 40
        """,
    ),
    md(
        """
        Starting with 4-4-4 wins **22** points. Starting with 0-0-0 wins **40**,
        even though its sum is 0!

        ## A game so far

        Ann and Bob have played 8 tiles. Here is the table:
        """
    ),
    code(
        """
        moves = [
            ("0,0,u", (4, 4, 4)), ("-1,0,d", (2, 4, 4)), ("-1,0,u", (2, 4, 0)), ("-2,0,d", (0, 2, 0)),
            ("-2,0,u", (0, 0, 0)), ("-2,-1,d", (0, 0, 5)), ("-1,-1,u", (0, 5, 5)), ("0,-1,d", (4, 4, 5)),
        ]
        board = tw.Board()
        for cell, corners in moves:
            placement = tw.Placement(cell, corners)
            print(board.score(placement, classic).explain())
            board.place(placement)
        board
        """
    ),
    answer(
        """
        ### Exercise 1

        Add up the points of those 8 tiles. (Ann played the 1st, 3rd, 5th and 7th tile;
        Bob the others.) How many points has Ann? And Bob?
        """,
        """
        Ann: 22 + 6 + 0 + 10 = **38**. Bob: 10 + 2 + 5 + 13 = **30**.
        """,
    ),
    try_first(),
    check(
        """
        replay = tw.Board()
        points = [0, 0]
        for i, (cell, corners) in enumerate(moves):
            placement = tw.Placement(cell, corners)
            points[i % 2] += replay.score(placement, classic).total
            replay.place(placement)
        print("Ann", points[0], "· Bob", points[1])
        """,
        """
        Ann 38 · Bob 30
        """,
    ),
    md(
        """
        ## The bridge: +40

        Look at the gap in the bottom row, between 0-5-5 and 4-4-5. The place ringed in
        yellow is next to 4-4-5. A tile there touches 4-4-5 along a **side**, and its far
        corner touches the 0-5-5 at one **point**. It jumps across the gap like a bridge.
        """
    ),
    code(
        """
        bridge = tw.Placement("0,-1,u", (4, 5, 5))
        tw.board_svg(board, highlight=[bridge.cell])
        """
    ),
    check(
        """
        print(board.score(bridge, classic).explain())
        """,
        """
        4 + 5 + 5 = 14, bridge +40, total 54
        """,
    ),
    md(
        """
        The tile 4-5-5 is worth 14. The bridge adds 40. Together: 14 + 40 = **54**.

        ## The hexagon: +60

        Six tiles around one point make a **hexagon**. The tile that fills the sixth
        place wins a big bonus. Find the **0** where five tiles meet: 0-2-4, 0-0-2, 0-0-0,
        0-0-5 and 0-5-5 (it is the top-left corner of the yellow place). Five places around it
        are full; the sixth is empty.
        """
    ),
    code(
        """
        hole = tw.Placement("-1,-1,d", (0, 4, 5))
        tw.board_svg(board, highlight=[hole.cell])
        """
    ),
    check(
        """
        print(board.score(hole, classic).explain())
        """,
        """
        0 + 4 + 5 = 9, hexagon +60, total 69
        """,
    ),
    md(
        """
        0-4-5 is worth 9. The hexagon adds 60: 9 + 60 = **69**.

        This tile touches **two sides** too. There is a bonus of 40 for touching two
        sides, but when a tile closes a hexagon it gets the hexagon bonus only.

        ## Two hexagons at once!

        What if Bob first plays the bridge, and then Ann fills the hole?
        Now the hole is surrounded on all three sides, and it closes **two** hexagons:
        """
    ),
    check(
        """
        later = board.copy()
        later.place(bridge)
        print(later.score(hole, classic).explain())
        """,
        """
        0 + 4 + 5 = 9, 2 hexagons +120, total 129
        """,
    ),
    code(
        """
        later.place(hole)
        tw.board_svg(later, last=hole)
        """
    ),
    md(
        """
        9 + 60 + 60 = **129** points for one tile!
        """
    ),
    answer(
        """
        ### Exercise 2

        Work these out on paper, with the classic rules (bridge +40, two sides +40, hexagon +60):

        1. 3-4-5 touches one side.
        2. 1-2-2 makes a bridge.
        3. 2-3-5 touches two sides and closes no hexagon.
        4. 5-5-5 closes one hexagon.
        """,
        """
        1. 3 + 4 + 5 = **12**.
        2. 1 + 2 + 2 = 5, + 40 = **45**.
        3. 2 + 3 + 5 = 10, + 40 = **50**.
        4. 5 + 5 + 5 = 15, + 60 = **75**.
        """,
    ),
    md(
        """
        ## Minus points

        In the classic game you also **lose** points:

        - **−5** for every tile you draw from the pool,
        - **−10** if you still cannot play and must pass.

        Going out first wins **25** points plus the values of every tile the others still hold.
        """
    ),
    answer(
        """
        ### Exercise 3

        Bob cannot play. He draws 3 tiles and still cannot play, so he passes.
        How many points does he lose?
        """,
        """
        5 + 5 + 5 + 10 = **25** points.
        """,
    ),
    try_first(),
    check(
        """
        print("3 draws and a pass:", -(3 * classic.draw_penalty + classic.pass_penalty))
        print("going out when the others hold 2-3-4 and 1-5-5:",
              classic.out_bonus + tw.Tile(2, 3, 4).value + tw.Tile(1, 5, 5).value)
        """,
        """
        3 draws and a pass: -25
        going out when the others hold 2-3-4 and 1-5-5: 45
        """,
    ),
    md(
        """
        ## Practise with the scoring trainer

        The trainer shows a move on a board. Type the points it wins.
        If you are wrong, it shows you the sum step by step.
        """
    ),
    *widget(
        "ScoringPractice",
        """
        tw.ScoringPractice(preset="classic", seed=4)
        """,
        what="type the points a move wins",
    ),
    md(
        """
        ## The other way to score: 3MINO

        A Polish set called 3MINO has two ways to score.

        ### Simple scoring: penalty points

        Nobody scores while playing. When someone goes out, every other player adds up
        the tiles **left in their hand**. Those are *penalty* points: fewer is better.
        The game ends when somebody reaches 300. The player with the **fewest** points wins.

        *Example:* Ann goes out. Bob still holds 2-3-4 and 1-5-5. Cleo holds 0-0-1.
        Bob gets 9 + 11 = 20 penalty points, Cleo gets 1, Ann gets 0.
        """
    ),
    check(
        """
        from trio_widgets.scoresheet import ScoreSheet

        sheet = ScoreSheet(["Ann", "Bob", "Cleo"], "trimino_simple")
        sheet.went_out("Ann", {"Bob": "2-3-4 1-5-5", "Cleo": "0-0-1"})
        print(sheet.totals)
        """,
        """
        [0, 20, 1]
        """,
    ),
    md(
        """
        This is a good way to start: it is only adding, and the numbers stay small.

        ### Advanced scoring: times the sides

        A tile wins its sum **times the number of sides it touches**. There are no other
        bonuses. On our board:

        - the bridge tile 4-5-5 touches 1 side: 14 × 1 = **14**;
        - the hole tile 0-4-5 touches 2 sides: 9 × 2 = **18**;
        - after the bridge, the hole touches 3 sides: 9 × 3 = **27**.
        """
    ),
    check(
        """
        advanced = tw.Rules.preset("trimino_advanced")
        print(board.score(bridge, advanced).explain())
        print(board.score(hole, advanced).explain())
        after_bridge = board.copy()
        after_bridge.place(bridge)
        print(after_bridge.score(hole, advanced).explain())
        """,
        """
        4 + 5 + 5 = 14, total 14
        0 + 4 + 5 = 9, × 2 sides = 18, total 18
        0 + 4 + 5 = 9, × 3 sides = 27, total 27
        """,
    ),
    answer(
        """
        ### Exercise 4

        With advanced scoring, which is worth more: 5-5-5 touching one side, or 2-3-4
        filling a hole (three sides)?
        """,
        """
        5-5-5: 15 × 1 = 15. 2-3-4: 9 × 3 = **27**. Filling the hole wins!
        """,
    ),
    teacher(
        "8–12",
        "40 minutes (two short sessions work well)",
        "Children add a tile's three numbers, add the bonuses (start +10, bridge +40, two sides +40, "
        "hexagon +60) and subtract penalties (draw −5, pass −10); older ones compare the 3MINO "
        "ways of scoring (penalty points; sum × sides).",
        [
            "Why is starting with 0-0-0 worth more than starting with 5-5-5?",
            "Is it better to play a bridge now, or to wait for the hexagon? (Look at the 129!)",
            "In simple 3MINO scoring, why does the player with the fewest points win?",
            "Make up a move and its score, and let a friend check it.",
        ],
        "The classic numbers here come from the Hungarian and Russian rule sheets; the Pressman "
        "rules give 50 for a hexagon instead of 60 (see lesson 05). Follow-up: lesson 08 keeps "
        "the score of a real game.",
    ),
    next_lesson(STEM),
]
