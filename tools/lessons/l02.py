from .common import SETUP_TILES, answer, check, code, helper, md, next_lesson, teacher, try_first, widget

STEM = "02_counting"

CELLS = [
    md(
        """
        # 02 · Counting the tiles: why 56? 🔢

        The box holds 56 tiles. Why 56, and not 50 or 100?
        In this lesson you count the tiles in a clever way, so you know
        there are 56 **without** counting them one by one.

        First run the cell below: it gets the tiles ready.
        The program in it is folded away (click the ⋯ to unfold it); you do not need to read it.
        """
    ),
    helper(SETUP_TILES),
    md(
        """
        ## Write each tile the same way

        Turn a tile so that its **smallest** number comes first. The tile
        1-3-4 is already written so. The tile 4-1-3 is the same tile, turned.

        In the box, the numbers never go down as you read clockwise from the
        smallest: 0-1-2, 2-2-5, 3-4-5. (Lesson 03 shows why 0-2-1 is missing.)

        ## Sort by the smallest number

        How many tiles start with a **5**? Only one: 5-5-5.

        How many start with a **4**? After the 4 come two numbers, each 4 or 5,
        never going down: 4-4-4, 4-4-5, 4-5-5. That is **3** tiles.
        """
    ),
    code(
        """
        starts_with_4 = [t for t in tw.full_set() if t[0] == 4]
        tiles_picture(starts_with_4)
        """
    ),
    md(
        """
        Starting with a **3**: 3-3-3, 3-3-4, 3-3-5, 3-4-4, 3-4-5, 3-5-5. That is **6** tiles.
        """
    ),
    code(
        """
        starts_with_3 = [t for t in tw.full_set() if t[0] == 3]
        tiles_picture(starts_with_3)
        """
    ),
    answer(
        """
        ### Exercise 1

        Can you guess how many tiles start with a 2? With a 1? With a 0?
        Look at the pattern: 1, 3, 6, …
        """,
        """
        The pattern adds 2, then 3, then 4, then 5, then 6:
        1, 3, 6, **10**, **15**, **21**. These are the *triangle numbers*:
        you can stack 1, 3, 6 or 10 balls into a triangle.
        """,
    ),
    check(
        """
        total = 0
        for smallest in [5, 4, 3, 2, 1, 0]:
            count = sum(1 for t in tw.full_set() if t[0] == smallest)
            total += count
            print(f"smallest number {smallest}: {count:2} tiles, so far {total}")
        """,
        """
        smallest number 5:  1 tiles, so far 1
        smallest number 4:  3 tiles, so far 4
        smallest number 3:  6 tiles, so far 10
        smallest number 2: 10 tiles, so far 20
        smallest number 1: 15 tiles, so far 35
        smallest number 0: 21 tiles, so far 56
        """,
    ),
    md(
        """
        1 + 3 + 6 + 10 + 15 + 21 = **56**. That is why the box has 56 tiles!

        Did you spot it? The tiles that start with 0 are 21. In lesson 01 every
        number was on 21 tiles too. Is that a coincidence? (Ask your teacher.)

        ## Mirror images: why not 76?

        Look at the tile **0-1-2**. Now imagine its mirror image, as in a mirror:
        the numbers go the other way round, **0-2-1**.
        """
    ),
    code(
        """
        tiles_picture([tw.Tile(0, 1, 2), tw.Tile(0, 2, 1)], size=90)
        """
    ),
    md(
        """
        You can turn these two as much as you like: they never look the same.
        They are **different tiles**. But the box only has 0-1-2. A tile has a
        blank back, so you cannot flip it over to make 0-2-1.

        Only a tile with **three different** numbers has a different mirror image.
        (The mirror image of 2-2-5 is 2-5-2, and that is just 2-2-5 turned.)
        There are 20 tiles with three different numbers. If the box also had
        their mirror images, it would hold 56 + 20 tiles:
        """
    ),
    check(
        """
        different = [t for t in tw.full_set() if t.kind == "different"]
        mirrors = [t.mirror() for t in different]
        print("all-different tiles:", len(different))
        print("their mirror images in the box:", sum(1 for m in mirrors if m in tw.full_set()))
        print("a box with mirror images too:", len(tw.full_set()) + len(mirrors))
        """,
        """
        all-different tiles: 20
        their mirror images in the box: 0
        a box with mirror images too: 76
        """,
    ),
    md(
        """
        A box with mirror images would need **76 tiles**. The makers saved 20 tiles
        and the game got harder: you must look at the numbers **and** at their order.

        ## The forest of all-different tiles

        A Russian blog about a wooden set called the all-different tiles
        *“a forest of number fir trees”*: each one is a little tree of three
        different numbers. Here is the forest:
        """
    ),
    code(
        """
        tiles_picture(different, size=60, per_row=10)
        """
    ),
    md(
        """
        How many trees? Choose **3 different numbers** out of the six numbers 0 to 5.
        Each choice gives exactly one tree, written smallest first.
        """
    ),
    answer(
        """
        ### Exercise 2

        List all the trees that use the number 0. How many are there?
        """,
        """
        0-1-2, 0-1-3, 0-1-4, 0-1-5, 0-2-3, 0-2-4, 0-2-5, 0-3-4, 0-3-5, 0-4-5: **10** trees.
        (Choose 2 numbers out of 1, 2, 3, 4, 5: that is 10 ways.)
        """,
    ),
    md(
        """
        ## Other boxes

        Some sets have numbers from 0 to **3**, others from 0 to **6**. How many tiles
        would they need? The computer can make any box:
        """
    ),
    check(
        """
        for top in range(1, 8):
            counts = tw.set_counts(top)
            print(f"numbers 0 to {top}: {counts['total']:3} tiles "
                  f"({counts['triples']} triples, {counts['doubles']} doubles, {counts['different']} all different)")
        """,
        """
        numbers 0 to 1:   4 tiles (2 triples, 2 doubles, 0 all different)
        numbers 0 to 2:  10 tiles (3 triples, 6 doubles, 1 all different)
        numbers 0 to 3:  20 tiles (4 triples, 12 doubles, 4 all different)
        numbers 0 to 4:  35 tiles (5 triples, 20 doubles, 10 all different)
        numbers 0 to 5:  56 tiles (6 triples, 30 doubles, 20 all different)
        numbers 0 to 6:  84 tiles (7 triples, 42 doubles, 35 all different)
        numbers 0 to 7: 120 tiles (8 triples, 56 doubles, 56 all different)
        """,
    ),
    md(
        """
        In the tile explorer you can change the biggest number and watch the box grow.
        You can also add the mirror images: then the box for 0 to 5 holds 76 tiles.
        """
    ),
    *widget(
        "TileSetExplorer",
        """
        tw.TileSetExplorer(max_value=3)
        """,
        what="the box for any biggest number, with or without mirror images",
    ),
    md(
        """
        The totals 4, 10, 20, 35, 56, 84, 120 are the *tetrahedral numbers*:
        stack the triangles 1, 3, 6, 10, 15, 21 on top of each other
        and you get a pyramid of balls.
        """
    ),
    answer(
        """
        ### Exercise 3

        A box with numbers 0 to 2 has 10 tiles. Write them all down.
        Which one is the “tree” (all different)?
        """,
        """
        0-0-0, 1-1-1, 2-2-2 (triples); 0-0-1, 0-0-2, 0-1-1, 0-2-2, 1-1-2, 1-2-2 (doubles);
        and the only tree, **0-1-2**.
        """,
    ),
    try_first(),
    check(
        """
        print(", ".join(str(t) for t in tw.full_set(2)))
        """,
        """
        0-0-0, 0-0-1, 0-0-2, 0-1-1, 0-1-2, 0-2-2, 1-1-1, 1-1-2, 1-2-2, 2-2-2
        """,
    ),
    md(
        """
        ---

        ### 🎓 For the curious: C(8, 3)

        A tile is a choice of 3 numbers from the 6 numbers 0–5, where a number may be
        chosen more than once and the order does not matter (we write it smallest first).
        Choices of *k* things from *n* kinds with repetition number
        C(n + k − 1, k); here C(6 + 3 − 1, 3) = C(8, 3) = 8·7·6 / (3·2·1) = **56**.
        In general numbers 0..n give C(n + 3, 3) tiles: n + 1 triples, (n + 1)·n doubles
        and C(n + 1, 3) all-different tiles.

        A neat way to see C(8, 3): write a tile a ≤ b ≤ c as three *different* numbers
        a < b + 1 < c + 2, chosen from 0..7. Every such choice of 3 numbers out of 8 gives
        one tile and back again.

        The sum 1 + 3 + 6 + 10 + 15 + 21 = 56 above is the *hockey-stick identity*:
        C(2,2) + C(3,2) + … + C(7,2) = C(8,3).

        With mirror images, the all-different tiles count twice: 56 + C(6, 3) = 56 + 20 = 76.
        """
    ),
    check(
        """
        from math import comb

        print("C(8, 3) =", comb(8, 3))
        print("C(6, 3) =", comb(6, 3))
        print("check every box:", all(len(tw.full_set(n)) == comb(n + 3, 3) for n in range(1, 10)))
        """,
        """
        C(8, 3) = 56
        C(6, 3) = 20
        check every box: True
        """,
    ),
    teacher(
        "9–12 (the boxed maths: 14+ and adults)",
        "30–40 minutes",
        "Count the set by a system (sorting by the smallest number) instead of one by one; "
        "meet triangle and tetrahedral numbers; understand why mirror images are not in the box.",
        [
            "Why do the tiles that start with 0 number 21, the same as the tiles with a 0 on them?",
            "How many tiles would a box with numbers 0 to 9 need? (220: check it with the computer.)",
            "Cut out paper triangles and make the mirror image of 0-1-2. Can you turn it into 0-1-2?",
            "Make 1 + 3 + 6 + 10 with counters or Lego bricks stacked as a pyramid.",
        ],
        "Follow-up: lesson 03 uses mirror images to explain which tiles can be placed.",
    ),
    next_lesson(STEM),
]
