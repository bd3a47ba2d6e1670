from .common import SETUP_TILES, answer, check, code, helper, md, next_lesson, teacher, try_first, widget

STEM = "01_meet_the_tiles"

CELLS = [
    md(
        """
        # 01 · Meet the tiles 🔺

        In this lesson you meet the 56 tiles in the box.
        You sort them into three families, and you find out what a tile is worth.

        First run the cell below: it gets the tiles ready.
        The program in it is folded away (click the ⋯ to unfold it); you do not need to read it.
        """
    ),
    helper(SETUP_TILES),
    md(
        """
        ## One tile

        A tile is a triangle. It has a number in each of its three corners.
        The numbers go from **0 to 5**.
        """
    ),
    code(
        """
        tw.tile_svg(tw.Tile(1, 3, 4))
        """
    ),
    md(
        """
        We read the numbers **clockwise**, the way the hands of a clock go:
        1, then 3, then 4. So this tile is called **1-3-4**.

        Some sets show dots instead of digits, like dice. It is the same tile:
        """
    ),
    code(
        """
        tw.tile_svg(tw.Tile(1, 3, 4), pips=True)
        """
    ),
    md(
        """
        ## The whole box

        Here are all the tiles. Count the rows: 7 rows of 8 tiles.
        """
    ),
    code(
        """
        tiles = tw.full_set()
        tiles_picture(tiles, per_row=8)
        """
    ),
    check(
        """
        print("rows of 8:", len(tiles) // 8)
        print("tiles:", len(tiles))
        """,
        """
        rows of 8: 7
        tiles: 56
        """,
    ),
    md(
        """
        7 rows of 8 tiles: 7 × 8 = **56 tiles**. No two tiles are the same.

        ## Three families

        Look at the numbers on a tile. Are they all the same? Two the same? All different?

        - **Triples**: all three numbers are the same, like 2-2-2.
        - **Doubles**: two numbers are the same, like 0-0-3 or 4-5-5.
        - **All different**: three different numbers, like 1-3-4.
        """
    ),
    code(
        """
        triples = [t for t in tiles if t.kind == "triple"]
        tiles_picture(triples)
        """
    ),
    md(
        """
        There is one triple for each number from 0 to 5. That makes **6 triples**.
        The triples are special: the player with the biggest triple starts the game.

        Now the doubles. There are a lot of them!
        """
    ),
    code(
        """
        doubles = [t for t in tiles if t.kind == "double"]
        tiles_picture(doubles, size=48, per_row=10)
        """
    ),
    md(
        """
        And the tiles whose three numbers are all different:
        """
    ),
    code(
        """
        different = [t for t in tiles if t.kind == "different"]
        tiles_picture(different, size=48, per_row=10)
        """
    ),
    check(
        """
        print("triples:      ", len(triples))
        print("doubles:      ", len(doubles))
        print("all different:", len(different))
        print("together:     ", len(triples) + len(doubles) + len(different))
        """,
        """
        triples:       6
        doubles:       30
        all different: 20
        together:      56
        """,
    ),
    md(
        """
        6 + 30 + 20 = 56. Every tile is in exactly one family.

        Why 30 doubles? Pick the number that appears twice (6 ways: 0, 1, 2, 3, 4 or 5).
        Then pick the other number (5 ways left). 6 × 5 = **30**.
        """
    ),
    answer(
        """
        ### Exercise 1

        Which family is each tile in? **2-2-5**, **0-3-4**, **5-5-5**, **1-1-0**.
        """,
        """
        2-2-5 is a double, 0-3-4 is all different, 5-5-5 is a triple,
        1-1-0 is a double (it is the tile 0-1-1).
        """,
    ),
    md(
        """
        ## What is a tile worth?

        A tile's **value** is its three numbers added up.
        The tile 1-3-4 is worth 1 + 3 + 4 = **8**.
        """
    ),
    check(
        """
        for name in ["1-3-4", "0-0-0", "5-5-5", "2-4-5"]:
            tile = tw.Tile.parse(name)
            a, b, c = tile
            print(f"{name}: {a} + {b} + {c} = {tile.value}")
        """,
        """
        1-3-4: 1 + 3 + 4 = 8
        0-0-0: 0 + 0 + 0 = 0
        5-5-5: 5 + 5 + 5 = 15
        2-4-5: 2 + 4 + 5 = 11
        """,
    ),
    md(
        """
        The smallest value is 0 (the tile 0-0-0). The biggest is 15 (the tile 5-5-5).
        """
    ),
    answer(
        """
        ### Exercise 2

        Three tiles are worth exactly **12**. Can you find them in the big picture?
        """,
        """
        **2-5-5** (2 + 5 + 5), **3-4-5** (3 + 4 + 5) and **4-4-4** (4 + 4 + 4).
        The computer agrees, in the next cell.
        """,
    ),
    try_first(),
    check(
        """
        print("worth 12:", [str(t) for t in tiles if t.value == 12])
        print("worth 13:", [str(t) for t in tiles if t.value == 13])
        print("worth 14:", [str(t) for t in tiles if t.value == 14])
        """,
        """
        worth 12: ['2-5-5', '3-4-5', '4-4-4']
        worth 13: ['3-5-5', '4-4-5']
        worth 14: ['4-5-5']
        """,
    ),
    md(
        """
        ## Every number is on 21 tiles

        How many tiles show a **3** somewhere? Count them in the big picture,
        or let the computer count.
        """
    ),
    check(
        """
        for number in range(6):
            count = sum(1 for t in tiles if number in t)
            print(f"tiles with a {number}: {count}")
        """,
        """
        tiles with a 0: 21
        tiles with a 1: 21
        tiles with a 2: 21
        tiles with a 3: 21
        tiles with a 4: 21
        tiles with a 5: 21
        """,
    ),
    md(
        """
        Every number is on **21 tiles**. That is fair: no number is luckier than another.

        You can check it by hand for the 5. The tiles with a 5 are 5-5-5, then the
        doubles with two 5s (0-5-5, 1-5-5, 2-5-5, 3-5-5, 4-5-5: that is 5 tiles),
        then the tiles with one 5 and two other numbers from 0 to 4 (15 tiles).
        1 + 5 + 15 = **21**.
        """
    ),
    answer(
        """
        ### Exercise 3

        The tiles with one 5: the other two numbers come from 0, 1, 2, 3, 4.
        They can be the same (0-0, 1-1, …) or different (0-1, 0-2, …).
        List them. Do you get 15?
        """,
        """
        Same: 0-0, 1-1, 2-2, 3-3, 4-4 (5 pairs).
        Different: 0-1, 0-2, 0-3, 0-4, 1-2, 1-3, 1-4, 2-3, 2-4, 3-4 (10 pairs).
        5 + 10 = 15. ✔
        """,
    ),
    md(
        """
        ## Who starts?

        At the start of a game, the player with the **biggest triple** goes first.
        If nobody has a triple, the player with the tile of **biggest value** starts.

        Two tiles can have the same value: 3-5-5 and 4-4-5 are both worth 13.
        Then write each tile's numbers biggest first, **5-5-3** and **5-4-4**,
        and compare them number by number, like words in a dictionary:
        5 and 5 are equal, then 5 beats 4. So **3-5-5 is higher** than 4-4-5.

        Here are the highest tiles, biggest first:
        """
    ),
    check(
        """
        for tile in tw.highest_first(tiles)[:7]:
            print(tile, "worth", tile.value)
        """,
        """
        5-5-5 worth 15
        4-5-5 worth 14
        3-5-5 worth 13
        4-4-5 worth 13
        2-5-5 worth 12
        3-4-5 worth 12
        4-4-4 worth 12
        """,
    ),
    answer(
        """
        ### Exercise 4

        Nobody has a triple. Ann has 2-3-5 and 1-4-4. Bob has 0-5-5 and 2-2-5.
        Who starts, and with which tile?
        """,
        """
        The values: 2-3-5 is 10, 1-4-4 is 9, 0-5-5 is 10, 2-2-5 is 9.
        Two tiles are worth 10: 2-3-5 and 0-5-5. Biggest first they read
        5-3-2 and 5-5-0. The first numbers are equal (5), then 5 beats 3.
        So **Bob starts with 0-5-5**.
        """,
    ),
    try_first(),
    check(
        """
        print(tw.highest_first(tw.Tile.parse(t) for t in ["2-3-5", "1-4-4", "0-5-5", "2-2-5"])[0])
        """,
        """
        0-5-5
        """,
    ),
    md(
        """
        ## Explore the box yourself

        In the tile explorer you can sort the box by family, by value, or pick a number
        and light up the 21 tiles that show it.
        """
    ),
    *widget(
        "TileSetExplorer",
        """
        tw.TileSetExplorer()
        """,
        fallback="""
        # Light up the tiles that show a 3:
        with_3 = [t for t in tiles if 3 in t]
        tiles_picture(with_3, size=48, per_row=7)
        """,
        what="sort and light up the tiles of the box",
    ),
    teacher(
        "7–10",
        "25 minutes",
        "Children know the three families of tiles (6 triples, 30 doubles, 20 all different), "
        "can work out a tile's value, and see that every number appears on 21 tiles.",
        [
            "Why is there only one 0-0-0, but there are five doubles with two 5s?",
            "Which family has the most tiles? Why do you think so?",
            "If you pick one tile without looking, is it more likely a double or a triple?",
            "With a real box: sort the tiles into the three families and count them.",
        ],
        "Follow-up: lesson 02 explains *why* the box holds 56 tiles.",
    ),
    next_lesson(STEM),
]
