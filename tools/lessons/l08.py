from .common import answer, check, code, md, next_lesson, teacher

STEM = "08_keep_score"

CELLS = [
    md(
        """
        # 08 · Keep score of a real game 📝

        Playing with a real wooden set? The classic rules are fun, but somebody has to
        write down the points after every turn. A Russian family wrote: *“So much writing
        and adding up: we gave up!”* Let the tablet do it.

        You tell it **what happened** (which tile, did it make a bridge, how many tiles
        were drawn); it works out **the points**.
        """
    ),
    code(
        """
        import trio_widgets as tw

        keeper = tw.ScoreKeeper(rules="classic")
        keeper
        """
    ),
    md(
        """
        ## How to use the score keeper

        0. Type the players' names (2 to 6 players) and choose the rules.
        1. Tap the name of the player whose turn it was.
        2. Tap the three numbers of the tile they placed.
        3. Did it make a **bridge**, touch **two sides**, close a **hexagon**? Tap it.
        4. Did they **draw** tiles first, or **pass**? Tap that too.
        5. At the end of a round, tap who went out and type what the others have left.

        Made a mistake? Tap the line to change it, or press **Undo**.
        The sheet can be saved as a file and opened again next time.

        ## A game, step by step

        Ann, Bob and Cleo play the classic rules. This is what happened:

        | turn | what happened | points |
        |---|---|---|
        | Ann | starts with 4-4-4 | 12 + 10 = **22** |
        | Bob | places 2-4-4 | **10** |
        | Cleo | draws 2 tiles, then places 1-4-4 | −5 −5 + 9 = **−1** |
        | Ann | places 3-4-5, a bridge | 12 + 40 = **52** |
        | Bob | draws 3 tiles, nothing fits, passes | −5 −5 −5 −10 = **−25** |
        | Cleo | places 0-4-5 and closes a hexagon | 9 + 60 = **69** |
        | Ann | places her last tile: she is out! | |

        Bob has tiles worth 17 left. Cleo has 2-5-5 and 1-2-3 left: 12 + 6 = 18.
        Ann gets 25 for going out, plus 17 + 18: 25 + 35 = **60**.
        """
    ),
    answer(
        """
        ### Exercise

        Add up each player's points. Who is winning?
        """,
        """
        Ann: 22 + 52 + 60 = **134**. Bob: 10 − 25 = **−15**. Cleo: −1 + 69 = **68**. Ann is winning.
        """,
    ),
    md(
        """
        Now let a score keeper do it. Each line says what happened, in the same order:
        """
    ),
    check(
        """
        example = tw.ScoreKeeper(players=["Ann", "Bob", "Cleo"], rules="classic")
        sheet = example.sheet
        sheet.turn("Ann", "4-4-4")
        sheet.turn("Bob", "2-4-4")
        sheet.turn("Cleo", "1-4-4", draws=2)
        sheet.turn("Ann", "3-4-5", bridge=True)
        sheet.turn("Bob", draws=3, passed=True)
        sheet.turn("Cleo", "0-4-5", sides=2, hexagons=1)
        sheet.went_out("Ann", {"Bob": 17, "Cleo": "2-5-5 1-2-3"})
        for line in range(len(sheet.entries)):
            print(sheet.explain(line))
        print("totals:", dict(zip(sheet.players, sheet.totals)))
        """,
        """
        4 + 4 + 4 = 12, start with a triple +10, total 22
        2 + 4 + 4 = 10
        drew 2 tiles −10, 1 + 4 + 4 = 9, total −1
        3 + 4 + 5 = 12, bridge +40, total 52
        drew 3 tiles −15, passed −10, total −25
        0 + 4 + 5 = 9, hexagon +60, total 69
        Ann went out! Ann: +60 (going out +25, from the other hands +35)
        totals: {'Ann': 134, 'Bob': -15, 'Cleo': 68}
        """,
    ),
    md(
        """
        The same numbers as yours (if you added carefully!). Here is the example in the
        score keeper: tap a line to see how it was worked out.
        """
    ),
    code(
        """
        example
        """
    ),
    md(
        """
        ## The sheet as a table

        Without a tablet, the sheet prints as a table, ready to stick on the fridge:
        """
    ),
    code(
        """
        sheet
        """
    ),
    md(
        """
        ## Save it and open it later

        A grown-up can save the sheet as a spreadsheet file (CSV) and load it again:

        ```python
        text = sheet.to_csv()
        same = tw.scoresheet.ScoreSheet.from_csv(text)
        ```
        """
    ),
    check(
        """
        from trio_widgets.scoresheet import ScoreSheet

        again = ScoreSheet.from_csv(sheet.to_csv())
        print("the same sheet after saving and loading:", again == sheet)
        """,
        """
        the same sheet after saving and loading: True
        """,
    ),
    md(
        """
        ## Simple scoring for younger players

        With the 3MINO simple rules, nobody scores during the round. At the end, each player
        who still holds tiles adds up their numbers: those are penalty points, and the
        **fewest** points win. It is just adding, so it is a good start for 7-year-olds.
        """
    ),
    code(
        """
        tw.ScoreKeeper(players=["Mum", "Tom", "Lily"], rules="trimino_simple")
        """
    ),
    teacher(
        "8–12 (scorekeeper), with an adult at the table",
        "a whole game: 30–60 minutes",
        "Use the score keeper with a real set: children name the tile, say how it touched "
        "and check the sheet's arithmetic in their heads.",
        [
            "Before tapping, say the points out loud. Did the sheet agree?",
            "Who had the most minus points? What happened?",
            "Which single move scored the most points in your game?",
            "Compare a game with classic scoring and one with simple 3MINO scoring: which was more exciting?",
        ],
        "The sheet checks what it can (a tile cannot be played twice in a round, numbers go from 0 to 5) "
        "and says clearly what is wrong; it never loses an entry. Rules: classic (+60 hexagon) or "
        "pressman (+50); see lesson 05.",
    ),
    next_lesson(STEM),
]
