from textwrap import dedent

from .common import TITLES, check, code, md

STEM = "00_start_here"

ONE_LINE = {
    "01_meet_the_tiles": "the 56 tiles in the box: triples, doubles and all-different tiles, and what a tile is worth.",
    "02_counting": "why there are exactly 56 tiles, why a box with mirror images would need 76, and the “forest” of all-different tiles.",
    "03_matching_and_turning": "turning a tile is fine, flipping it is not; which tiles fit next to 0-1-2; puzzles.",
    "04_scoring": "adding up points: tile sums, the start bonus, bridges, hexagons, and the two 3MINO ways of scoring.",
    "05_play_a_game": "play a whole game on the board against the computer, with every set of rules, and the easy kids' version.",
    "06_chance_and_simulation": "how often someone gets a triple, who starts, and a computer that deals 10,000 times to check.",
    "07_mosaic_pictures": "turn the tiles face down and build pictures: a cat, a snake, a fir tree; square numbers hiding in triangles.",
    "08_keep_score": "a score sheet on the tablet for a game with a real wooden set.",
}

links = "\n".join(f"| [{stem[:2]} {TITLES[stem]}]({stem}.ipynb) | {ONE_LINE[stem]} |" for stem in list(TITLES)[1:])

CELLS = [
    md(
        """
        # Triominoes: start here 👋

        Welcome! Triominoes are dominoes shaped like triangles.
        Every tile has **three numbers**, one in each corner.
        You lay tiles next to each other so that the numbers **match**.

        These pages are *notebooks*. A notebook mixes reading with little
        programs you can run. Each lesson is one notebook.
        """
    ),
    code(
        """
        import trio_widgets as tw

        tw.tile_svg(tw.Tile(3, 4, 5))
        """
    ),
    md(
        """
        This is the tile **3-4-5**. Its numbers are 3, 4 and 5.

        ## How to use a notebook

        1. Click on a grey box with a program in it (a *cell*).
        2. Press **Shift + Enter** (or the ▶ button at the top). The cell runs,
           and its answer appears under it.
        3. Go on to the next cell. Always start at the top of the page.

        Try it: click the cell below and press Shift + Enter.
        """
    ),
    check(
        """
        tiles = tw.full_set()
        print("The box holds", len(tiles), "tiles.")
        """,
        "The box holds 56 tiles.",
    ),
    md(
        dedent("""
        You can change a cell and run it again. Nothing breaks! If a page gets
        muddled, use the menu **Kernel → Restart Kernel and Run All Cells**.

        *Cells marked `# NBVAL_CHECK_OUTPUT` are checked by the computer every
        time the project is tested: their answers must stay exactly as written
        here.*

        ## The lessons

        | Lesson | What you learn |
        |---|---|
        """)
        + links
        + dedent("""

        Lessons 01 to 04 are best in order. Lessons 05, 07 and 08 can be
        opened at any time. Lesson 06 is for older children and grown-ups who
        like numbers.

        Every lesson has **exercises**. The answer is hidden under
        “▶ Answer”: click it when you have tried.
        """)
    ),
    md(
        """
        ## A game to try right now

        Run the next cell. A board appears, and you play against the computer.
        Tap the star to put down your first tile. Then tap a tile in your hand,
        and tap a place that lights up.
        """
    ),
    code(
        """
        tw.GameWidget(rules="kids", players=["Player", "Computer"], bots={1: "greedy"}, seed=7)
        """
    ),
    md(
        """
        ## For teachers and parents

        The lessons are written for children aged **7 to 12**, with short
        sentences and numbers they can check by hand. Each lesson takes
        **20–40 minutes** and ends with a box *“For the teacher”*: the age, the
        time, the goal and questions to ask afterwards. The maths for grown-ups
        (binomial coefficients in 02, the hypergeometric law in 06) sits in
        clearly marked boxes that children can skip.

        Everything is **repeatable**: every shuffle uses a fixed *seed*, so the
        page shows the same deal and the same numbers on every computer —
        useful when a whole class follows along on a projector. Change the
        seed (`seed=7`) for a new deal.

        **How to open the lessons:**

        - *Online, nothing to install:* the **Binder** button in the project's
          README opens this page in JupyterLab in your browser (it takes a
          minute to start).
        - *On your own computer:* with Python 3.10+ and `make`, run `make lab`
          in the project folder. It installs everything the first time and
          opens JupyterLab on this folder.
        - *Without a kernel:* the pages also read well on GitHub or nbviewer,
          pictures included. The game boards then show a still picture.

        The lessons follow the printed rules of three real sets (Pressman's
        Tri-Ominos, the Polish 3MINO and the classic rules of Russian and
        Hungarian rule sheets), plus the simple family version for children;
        lesson 04 explains the scoring and lesson 05 compares all five presets
        (`pressman`, `classic`, `trimino_simple`, `trimino_advanced`, `kids`).
        """
    ),
    md("Next: [01 Meet the tiles](01_meet_the_tiles.ipynb) ➡"),
]
