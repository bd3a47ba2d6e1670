from .common import SETUP_TILES, answer, check, code, helper, md, next_lesson, teacher, try_first, widget

STEM = "03_matching_and_turning"

CELLS = [
    md(
        """
        # 03 · Matching and turning 🔄

        In a game you put tiles next to each other. The numbers that meet must
        be the same. In this lesson you learn to **turn** tiles so they fit,
        and you find out why you may never **flip** them.

        First run the cell below: it gets the tiles ready.
        The program in it is folded away (click the ⋯ to unfold it); you do not need to read it.
        """
    ),
    helper(SETUP_TILES),
    md(
        """
        ## Turning

        Here is the tile 0-1-2 three times. Each time it is turned a bit more.
        """
    ),
    code(
        """
        tiles_picture([(0, 1, 2), (1, 2, 0), (2, 0, 1)], size=90)
        """
    ),
    md(
        """
        The top number changes, but read clockwise from the 0 it is always 0, 1, 2.
        It is **one tile**, turned. The computer agrees:
        """
    ),
    check(
        """
        print(tw.Tile(0, 1, 2) == tw.Tile(1, 2, 0) == tw.Tile(2, 0, 1))
        """,
        "True",
    ),
    md(
        """
        A tile can also point **down**. It is still the same tile:
        """
    ),
    code(
        """
        tw.tile_svg((0, 1, 2), up=False, size=90)
        """
    ),
    md(
        """
        ## Flipping is not allowed

        Now look at 0-2-1. Read it clockwise: 0, then 2, then 1.
        It is the **mirror image** of 0-1-2.
        """
    ),
    check(
        """
        mirror = tw.Tile(0, 2, 1)
        print("same as 0-1-2?", mirror == tw.Tile(0, 1, 2))
        print("in the box?", mirror in tw.full_set())
        """,
        """
        same as 0-1-2? False
        in the box? False
        """,
    ),
    md(
        """
        Turn it as much as you like: you never get 0-1-2. To get 0-1-2 you would
        have to **flip** it over, and the back of a tile is blank. So 0-2-1 is a
        different tile, and it is not in the box (lesson 02 tells why).

        ## Matching

        When two tiles touch along a side, the two corners on that side must show
        the **same numbers**. If a tile touches another only at one corner, that
        corner must match too.

        Here is a board with 0-1-2 on it. The dashed places are where another tile
        can go.
        """
    ),
    code(
        """
        board = tw.Board()
        board.place(tw.Placement(tw.Cell(0, 0, True), (0, 1, 2)))
        tw.board_svg(board, legal=board.open_cells(), size=110)
        """
    ),
    md(
        """
        Each place shares one side with the 0-1-2, so it shares **two** numbers:

        - the place on the **right** touches the 0 and the 1;
        - the place on the **left** touches the 0 and the 2;
        - the place **below** touches the 2 and the 1.

        ## The nine tiles that fit

        Which tiles of the box can go next to a lone 0-1-2? The computer tries every
        tile in every place, turned every way:
        """
    ),
    check(
        """
        fits = sorted({p.tile for p in board.legal_placements_for(tw.full_set())})
        print(len(fits), "tiles fit:", ", ".join(str(t) for t in fits))
        places = {"right": tw.Cell(0, 0, False), "left": tw.Cell(-1, 0, False), "below": tw.Cell(0, -1, False)}
        for name, cell in places.items():
            here = sorted({p.tile for p in board.legal_placements_for(tw.full_set()) if p.cell == cell})
            print(f"{name:>5}: {len(here)} tiles:", ", ".join(str(t) for t in here))
        """,
        """
        9 tiles fit: 0-0-1, 0-0-2, 0-1-1, 0-2-2, 0-2-3, 0-2-4, 0-2-5, 1-1-2, 1-2-2
        right: 2 tiles: 0-0-1, 0-1-1
         left: 5 tiles: 0-0-2, 0-2-2, 0-2-3, 0-2-4, 0-2-5
        below: 2 tiles: 1-1-2, 1-2-2
        """,
    ),
    code(
        """
        tiles_picture(fits, size=70, per_row=9)
        """
    ),
    md(
        """
        **Nine tiles**: 2 + 5 + 2 = 9. Now look for **0-1-3**. It has a 0 and a 1,
        so it should fit on the right… but it is not in the list!

        A tile pointing down on the right shows, reading clockwise from its top-left
        corner: **0**, then a free corner, then **1**. So it must read 0-?-1.
        Turn 0-1-3 round: 0-1-3, 1-3-0, 3-0-1. It never reads 0-?-1.
        Only its mirror image 0-3-1 would, and you cannot flip a tile.

        The place below works the same way. It must read 2-1-? clockwise. The
        computer tries every number for the free corner:
        """
    ),
    check(
        """
        below = tw.Cell(0, -1, False)
        for free in range(6):
            p = tw.Placement(below, (2, 1, free))
            print(f"2-1-{free} is the tile {p.tile}:", "fits!" if board.is_legal(p) else "no, it is a mirror image")
        """,
        """
        2-1-0 is the tile 0-2-1: no, it is a mirror image
        2-1-1 is the tile 1-1-2: fits!
        2-1-2 is the tile 1-2-2: fits!
        2-1-3 is the tile 1-3-2: no, it is a mirror image
        2-1-4 is the tile 1-4-2: no, it is a mirror image
        2-1-5 is the tile 1-5-2: no, it is a mirror image
        """,
    ),
    md(
        """
        Below the 0-1-2 only **1-1-2** and **1-2-2** fit. For 2-1-3 you would need the
        tile 1-3-2, and the box only has its mirror image 1-2-3.
        The computer even tells you why a tile does not fit:
        """
    ),
    check(
        """
        print(board.problem(tw.Placement(below, (2, 1, 3))))
        """,
        """
        1-3-2 is not a tile of the set: it is the mirror image of 1-2-3, and tiles cannot be flipped
        """,
    ),
    md(
        """

        ## After a triple, only five

        A triple like 3-3-3 shows the same number everywhere. Which tiles fit next to it?
        """
    ),
    check(
        """
        triple_board = tw.Board()
        triple_board.place(tw.Placement(tw.Cell(0, 0, True), (3, 3, 3)))
        fits_3 = sorted({p.tile for p in triple_board.legal_placements_for(tw.full_set())})
        print(len(fits_3), "tiles fit:", ", ".join(str(t) for t in fits_3))
        """,
        """
        5 tiles fit: 0-3-3, 1-3-3, 2-3-3, 3-3-4, 3-3-5
        """,
    ),
    md(
        """
        A neighbour of 3-3-3 needs two 3s side by side: the doubles with two 3s. There
        are five of them (0, 1, 2, 4 or 5 as the third number).
        """
    ),
    md(
        """
        ## Puzzles 🧩

        Each puzzle shows a board. The yellow ring marks an empty place.
        """
    ),
    code(
        """
        puzzle = tw.Board()
        puzzle.place(tw.Placement(tw.Cell(0, 0, True), (1, 2, 3)))
        tw.board_svg(puzzle, highlight=[tw.Cell(0, 0, False)], size=110)
        """
    ),
    answer(
        """
        ### Puzzle 1

        The yellow place touches the **1** (top) and the **2** (bottom right) of the tile 1-2-3.
        Which of these tiles can go there: **1-1-2**, **1-2-4**, **1-2-2**, **2-2-5**?
        """,
        """
        **1-1-2 and 1-2-2.** A tile pointing down there reads, clockwise from its
        top-left corner: 1, then the free corner, then 2. So it must read **1-?-2**.

        - 1-1-2 reads 1-1-2 ✔
        - 1-2-2 reads 1-2-2 ✔ (the free corner is a 2)
        - 1-2-4 turned reads 1-2-4, 2-4-1 or 4-1-2: never 1-?-2 ✘ (1-4-2 is its mirror image)
        - 2-2-5 has no 1 ✘
        """,
    ),
    try_first(),
    check(
        """
        spot = tw.Cell(0, 0, False)
        ok = sorted({p.tile for p in puzzle.legal_placements_for(tw.full_set()) if p.cell == spot})
        print("fit the yellow place:", ", ".join(str(t) for t in ok))
        """,
        """
        fit the yellow place: 1-1-2, 1-2-2
        """,
    ),
    answer(
        """
        ### Puzzle 2

        How many tiles fit **somewhere** next to a lone 1-2-3? (Hint: 1-2-3 has three
        different numbers, just like 0-1-2.)
        """,
        """
        **Nine**, the same as for 0-1-2: every all-different tile has nine neighbours.
        The next cell checks it.
        """,
    ),
    try_first(),
    check(
        """
        print(len({p.tile for p in puzzle.legal_placements_for(tw.full_set())}))
        """,
        "9",
    ),
    answer(
        """
        ### Puzzle 3

        Is 4-5-3 the same tile as 3-4-5? Is 5-4-3?
        """,
        """
        4-5-3 turned is 3-4-5: **the same tile**. 5-4-3 turned is 3-5-4, the mirror image:
        **a different tile** (and not in the box).
        """,
    ),
    md(
        """
        ## Practise

        The turning trainer shows a tile and a place: turn the tile until it fits.
        The matching puzzles give you a board, a place and four tiles to choose from.
        """
    ),
    *widget(
        "OrientationTrainer",
        """
        tw.OrientationTrainer(seed=1)
        """,
        what="turn a tile until it fits",
    ),
    *widget(
        "MatchPuzzle",
        """
        tw.MatchPuzzle(seed=3)
        """,
        what="choose the tile that fits",
    ),
    teacher(
        "8–12",
        "30 minutes",
        "Children can tell turning (allowed, same tile) from flipping (not allowed, the mirror "
        "image), and check whether a tile fits a place by matching the numbers at both corners "
        "of the shared side in the right order.",
        [
            "Why do exactly nine tiles fit next to 0-1-2, but only five next to 3-3-3?",
            "Which tiles have a mirror image that is also in the box? (Only the triples and doubles: their mirror image is themselves.)",
            "With a real set: lay 0-1-2 down and let the children find all nine neighbours.",
            "Draw a tile on tracing paper, turn the paper over: which tile do you see now?",
        ],
        "Follow-up: lesson 04 counts points for tiles that touch on one, two or three sides.",
    ),
    next_lesson(STEM),
]
