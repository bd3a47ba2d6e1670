"""01 Meet the tiles: the three families, a tile's value, every number on 21 tiles, who starts."""

from build_lessons import (
    ask_choice,
    ask_tile,
    check,
    code,
    exercise,
    key,
    misconceptions,
    nav,
    plan,
    said,
    teacher,
    text,
)

from .common import printables

STEM = "01_meet_the_tiles"


def values() -> dict[str, object]:
    import trio_widgets as tw

    tiles = tw.full_set()
    kinds = {k: sum(1 for t in tiles if t.kind == k) for k in ("triple", "double", "different")}
    with_number = {n: sum(1 for t in tiles if n in t) for n in range(6)}
    assert len(set(with_number.values())) == 1
    return {
        "tiles": len(tiles),
        "rows": len(tiles) // 8,
        "triples": kinds["triple"],
        "doubles": kinds["double"],
        "different": kinds["different"],
        "with_number": with_number[5],
        "one_five": sum(1 for t in tiles if list(t).count(5) == 1),
        "two_fives": sum(1 for t in tiles if list(t).count(5) == 2),
        "worth_12": len([t for t in tiles if t.value == 12]),
        "worth_10": ", ".join(str(t) for t in tiles if t.value == 10),
        "worth_10_count": sum(1 for t in tiles if t.value == 10),
        "max_value": max(t.value for t in tiles),
        "min_value": min(t.value for t in tiles),
        **_asks(tiles),
    }


FAMILIES = ("triple", "double", "different")


def _asks(tiles):  # type: ignore[no-untyped-def]
    """The exercises' answer widgets, their answers worked out by the engine."""
    import trio_widgets as tw

    family = [key(f"question.family.{k}") for k in FAMILIES]
    hands = ["2-3-5", "1-4-4", "0-5-5", "2-2-5"]
    # the hint aimed at each wrong family, by what the tile really is (and 1-1-0, written out of order)
    aimed = {
        "triple": {"double": "ex1.h.all_three", "different": "ex1.h.all_three"},
        "double": {"triple": "ex1.h.not_triple", "different": "ex1.h.two_same"},
        "different": {"triple": "ex1.h.not_triple", "double": "ex1.h.none_same"},
    }

    def family_of(name: str):  # type: ignore[no-untyped-def]
        kind = tw.Tile.parse(name).kind
        likely = {FAMILIES.index(k): tid for k, tid in aimed[kind].items()}
        if list(tw.Tile.parse(name)) != [int(n) for n in name.split("-")]:  # not written smallest first
            likely[FAMILIES.index("different")] = "ex1.h.order"
        return ask_choice(
            family,
            FAMILIES.index(kind),
            label=key("question.ask.family", tile=name),
            likely=likely,
            stronger=f"ex1.step.{name.replace('-', '')}",
        )

    best = tw.highest_first(tw.Tile.parse(t) for t in hands)[0]
    tie = next(t for t in hands if tw.Tile.parse(t) != best and tw.Tile.parse(t).value == best.value)
    return {
        "ask.ex1": [family_of(name) for name in ("2-2-5", "0-3-4", "5-5-5", "1-1-0")],
        "ask.ex2": ask_tile(
            [t for t in tiles if t.value == 12],
            many=True,
            rule="value",
            value=12,
            label=said("ex2.q"),
            likely={  # a sum one off (every tile worth 11 or 13), or the double 0-5-5 (10)
                **{str(t): "ex2.h.eleven" for t in tiles if t.value == 11},
                **{str(t): "ex2.h.thirteen" for t in tiles if t.value == 13},
                "0-5-5": "ex2.h.ten",
            },
            stronger="ex2.step",
        ),
        "ask.ex3": ask_tile(
            [t for t in tiles if list(t).count(5) == 1],
            options=[t for t in tiles if 5 in t],
            many=True,
            rule="fives",
            number=5,
            label=said("ex3.q"),
            # a tile with two 5s is the likeliest slip (0-5-5 ... 4-5-5)
            likely={"5-5-5": "ex3.h.triple", **{f"{n}-5-5": "ex3.h.two" for n in range(5)}},
            stronger="ex3.step",
        ),
        "ask.ex4": ask_tile(
            [best],
            options=hands,
            rule="highest",
            label=said("ex4.q"),
            likely={tie: "ex4.h.tie"},
            stronger="ex4.step",
        ),
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(
        """
        import trio_widgets as tw
        """
    ),
    text("one_tile"),
    code(
        """
        tw.tiles_svg(["1-3-4"], edge_px=110, labels=True, lang=[[lang]])
        """
    ),
    text("clockwise"),
    # for the curious: the child's page is short reading (issue 27)
    text("clockwise.pips", notebook=True),
    code(
        """
        tw.tiles_svg(["1-3-4"], pips=True, edge_px=110, labels=True, lang=[[lang]])
        """,
        notebook=True,
    ),
    text("whole_box"),
    code(
        """
        tiles = tw.full_set()
        tw.tiles_svg(tiles, per_row=8, labels=True, lang=[[lang]])
        """
    ),
    check(
        """
        print(tw.say([[rows_of_8]], n=len(tiles) // 8, lang=[[lang]]))
        print(tw.say([[tiles_word]], n=len(tiles), lang=[[lang]]))
        """,
        shows=["rows", "tiles"],
        notebook=True,  # the text below says it: the child's page is short reading (issue 27)
    ),
    text("families"),
    code(
        """
        triples = [t for t in tiles if t.kind == "triple"]
        tw.tiles_svg(triples, labels=True, lang=[[lang]])
        """
    ),
    text("triples"),
    code(
        """
        doubles = [t for t in tiles if t.kind == "double"]
        tw.tiles_svg(doubles, edge_px=48, per_row=10, labels=True, lang=[[lang]])
        """
    ),
    text("different"),
    code(
        """
        different = [t for t in tiles if t.kind == "different"]
        tw.tiles_svg(different, edge_px=48, per_row=10, labels=True, lang=[[lang]])
        """
    ),
    check(
        """
        print(tw.say([[triples_word]], n=len(triples), lang=[[lang]]))
        print(tw.say([[doubles_word]], n=len(doubles), lang=[[lang]]))
        print(tw.say([[different_word]], n=len(different), lang=[[lang]]))
        print(tw.say([[together]], n=len(triples) + len(doubles) + len(different), lang=[[lang]]))
        """,
        shows=["triples", "doubles", "different", "tiles"],
        notebook=True,  # the text below says it: the child's page is short reading (issue 27)
    ),
    text("why_30"),
    text("why_30.more", notebook=True),
    exercise("ex1"),
    text("value"),
    check(
        """
        for name in ["1-3-4", "5-5-5"]:  # two examples: the child's page is short reading (issue 27)
            a, b, c = tw.Tile.parse(name)
            print([[worth_sum]].format(tile=name, a=a, b=b, c=c, v=a + b + c))
        """,
        shows=["max_value"],
    ),
    text("smallest"),
    exercise("ex2"),
    text("try_first", notebook=True),
    check(
        """
        for value in [12, 13, 14]:
            print(value, ":", ", ".join(str(t) for t in tiles if t.value == value))
        """,
        answer=True,
    ),
    text("every_number", notebook=True),  # for the curious: the child's page is short reading (issue 27)
    check(
        """
        for number in range(6):
            print(number, ":", sum(1 for t in tiles if number in t))
        """,
        shows=["with_number"],
        notebook=True,
    ),
    text("fair", notebook=True),
    text("fair.by_hand", notebook=True),
    exercise("ex3"),
    text("who_starts"),
    text("who_starts.list", notebook=True),  # the text above says how: the child's page is short reading
    check(
        """
        for tile in tw.highest_first(tiles)[:4]:  # not down to 12: exercise 2 asks for those
            print([[worth]].format(tile=tile, v=tile.value))
        """,
        shows=["max_value"],
        notebook=True,
    ),
    exercise("ex4"),
    text("try_first2", notebook=True),
    check(
        """
        hands = ["2-3-5", "1-4-4", "0-5-5", "2-2-5"]
        print(tw.highest_first(tw.Tile.parse(t) for t in hands)[0])
        """,
        answer=True,
    ),
    text("explore"),
    text("explore.more", notebook=True),
    code(
        """
        tw.TileSetExplorer(formulas=False, lang=[[lang]])
        """
    ),
    *teacher(misconceptions(), *printables("01", cutout=True)),
    nav(),
]
