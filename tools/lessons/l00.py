"""00 Start here: what a tile is, the lessons, a first game (and, in the notebook, how to run a cell; for\nthe teacher, each lesson's two views)."""

from build_lessons import check, code, languages, lesson_views, lessons_table, nav, plan, text

STEM = "00_start_here"


def values() -> dict[str, int]:
    import trio_widgets as tw

    return {"tiles": len(tw.full_set())}


CELLS = [
    text("intro"),
    languages(),
    plan(),
    text("notebooks", notebook=True),
    code(
        """
        import trio_widgets as tw

        tw.tiles_svg(["3-4-5"], edge_px=110, labels=True, lang=[[lang]])
        """
    ),
    text("tile"),
    text("how", notebook=True),
    check(
        """
        tiles = tw.full_set()
        print(tw.say([[box_holds]], n=len(tiles), lang=[[lang]]))
        """,
        shows=["tiles"],
    ),
    text("change", notebook=True),
    text("lessons"),
    lessons_table(),
    text("order"),
    text("game"),
    code(
        """
        tw.GameWidget(rules="kids", players=[[[you]], [[computer]]], bots={1: "greedy"}, seed=7, lang=[[lang]],
                      progress="00-game")
        """
    ),
    text("grownups", teacher=True),
    lesson_views(),
    nav(),
]
