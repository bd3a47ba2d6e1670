from .common import answer, check, code, helper, md, next_lesson, teacher

STEM = "07_mosaic_pictures"

HELPERS = '''
import trio_widgets as tw


def mosaic_picture(cells, size=36):
    """Draw face-down tiles on the given cells (you can skip reading this)."""
    return tw.mosaic_svg(cells, size=size)


def from_drawing(text):
    """Turn a drawing made of # signs into board cells: each # is one tile."""
    rows = text.strip("\\n").split("\\n")
    cells = []
    for r, row in enumerate(rows):
        y = len(rows) - 1 - r
        for i, ch in enumerate(row):
            if ch == "#":
                up = (i - y) % 2 == 0
                cells.append(tw.Cell((i - y) // 2 if up else (i - y - 1) // 2, y, up))
    return cells
'''

CAT = """
 #   #
#######
 #####
  ###
 #####
#######     #
#######    ##
##########
"""

SNAKE = """
                ####
 ####    ####  ######
######  ######  ##
##  ######  ######
     ####    ####
"""

TREE = """
      #
     ###
    #####
     ###
    #####
   #######
  #########
      #
     ###
"""

CELLS = [
    md(
        """
        # 07 · Mosaic pictures 🐈

        A family in Russia found another way to use their wooden tiles: turn them all
        **face down** and build pictures! They made a snake, a bird, a cat and even a
        samurai with a sword.

        No rules, no points: just shapes. But there is a lot of maths hidden in them.

        First run the cell below: it gets the drawing tools ready.
        The program in it is folded away (click the ⋯ to unfold it); you do not need to read it.
        """
    ),
    helper(HELPERS),
    md(
        """
        ## A hexagon

        Six tiles around one point make a **hexagon**, like a honeycomb cell.
        """
    ),
    code(
        """
        hexagon = list(tw.point_cells((0, 0)))
        mosaic_picture(hexagon, size=60)
        """
    ),
    md(
        """
        ## Bigger and bigger triangles

        Put tiles together to make a bigger triangle. A triangle twice as wide needs
        **4** tiles. Three times as wide needs **9**.
        """
    ),
    code(
        """
        def big_triangle(width):
            ups = [tw.Cell(x, y, True) for y in range(width) for x in range(width - y)]
            downs = [tw.Cell(x, y, False) for y in range(width - 1) for x in range(width - 1 - y)]
            return ups + downs


        mosaic_picture(big_triangle(4), size=40)
        """
    ),
    check(
        """
        for width in range(1, 6):
            print(f"a triangle {width} tiles wide uses {len(big_triangle(width))} tiles")
        """,
        """
        a triangle 1 tiles wide uses 1 tiles
        a triangle 2 tiles wide uses 4 tiles
        a triangle 3 tiles wide uses 9 tiles
        a triangle 4 tiles wide uses 16 tiles
        a triangle 5 tiles wide uses 25 tiles
        """,
    ),
    md(
        """
        1, 4, 9, 16, 25: these are the **square numbers** (1 × 1, 2 × 2, 3 × 3, …).
        Triangles that make square numbers!

        Count the rows of the picture above: 7 tiles at the bottom, then 5, then 3, then 1.
        7 + 5 + 3 + 1 = 16. Adding odd numbers gives square numbers.
        """
    ),
    answer(
        """
        ### Exercise 1

        The box has 56 tiles. What is the widest triangle you can build with one box?
        How many tiles are left over?
        """,
        """
        7 × 7 = 49 fits, 8 × 8 = 64 is too many. So the widest triangle is **7 tiles wide**,
        with 56 − 49 = **7 tiles left over**.
        """,
    ),
    md(
        """
        ## A big hexagon

        Put hexagons around a hexagon, and you get a hexagon twice as wide.
        """
    ),
    code(
        """
        centre_and_neighbours = [(0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
        big_hexagon = sorted({cell for point in centre_and_neighbours for cell in tw.point_cells(point)})
        mosaic_picture(big_hexagon, size=40)
        """
    ),
    check(
        """
        print("tiles in the big hexagon:", len(big_hexagon))
        """,
        """
        tiles in the big hexagon: 24
        """,
    ),
    answer(
        """
        ### Exercise 2

        The big hexagon is made of 6 big triangles, each 2 tiles wide. Does 24 make sense?
        """,
        """
        Each big triangle 2 tiles wide uses 4 tiles. 6 × 4 = **24**. ✔
        """,
    ),
    md(
        """
        ## Pictures

        The drawing helper turns a picture made of `#` signs into tiles: each `#` is
        one tile. Next to each other, they point up and down in turn.

        Here is a **cat**:
        """
    ),
    code(f'cat = from_drawing("""{CAT}""")\nmosaic_picture(cat)'),
    check(
        """
        print("tiles in the cat:", len(cat))
        """,
        """
        tiles in the cat: 49
        """,
    ),
    md(
        """
        The cat uses 49 tiles. One box is enough, with 7 tiles to spare.

        A **snake** (not a poisonous one):
        """
    ),
    code(f'snake = from_drawing("""{SNAKE}""")\nprint("tiles in the snake:", len(snake))\nmosaic_picture(snake)'),
    md(
        """
        And a **fir tree** from the “forest” of lesson 02:
        """
    ),
    code(f'tree = from_drawing("""{TREE}""")\nprint("tiles in the tree:", len(tree))\nmosaic_picture(tree)'),
    answer(
        """
        ### Exercise 3

        Change the drawing of the tree: make it taller, or give it a star on top.
        Run the cell again. How many tiles does your tree use? Is one box enough?
        """,
        """
        Any tree is right! One box is enough as long as the tree uses 56 tiles or fewer.
        """,
        summary="Ideas",
    ),
    md(
        """
        ## Build your own

        On this board you can build freely. Choose **Face down** (or a tile) below the
        board, then tap or drag over empty places to lay tiles. Tap a tile on the table to
        take it back. There are no rules; you can use at most the 56 tiles of one box.
        """
    ),
    code(
        """
        studio = tw.GameWidget(players=["Artist", "Helper"], mode="mosaic", seed=1)
        studio
        """
    ),
    md(
        """
        Want a head start? This cell lays the cat on the board. Then change it: give it a
        hat, a longer tail, a friend…
        """
    ),
    code(
        """
        for cell in cat:
            studio.mosaic_place(cell)
        print(len(studio.mosaic), "tiles on the table")
        """
    ),
    md(
        """
        A grown-up can save your picture and load it again later:

        ```python
        saved = studio.mosaic_json()     # the picture as text
        studio.load_mosaic(saved)        # ... and back
        ```
        """
    ),
    teacher(
        "7–10",
        "30 minutes (more with a real set on the table)",
        "Free building with shapes; discover that triangles grow as square numbers (1, 4, 9, 16) "
        "and that a hexagon is six triangles.",
        [
            "Why does a triangle twice as wide need 4 tiles, not 2?",
            "Can you make a hexagon three times as wide? How many tiles? (54: 6 × 9; it just fits in one box.)",
            "Give your picture a name. What does it look like to your neighbour?",
            "Build a picture, then count its tiles in two different ways.",
        ],
        "With a real set: turning the tiles face down makes every tile the same, so children look "
        "at shape only. Building a tall tower of tiles, as the Russian family did, trains a steady hand too.",
    ),
    next_lesson(STEM),
]
