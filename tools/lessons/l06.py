"""06 Chance and simulation: exact counting beside the computer's thousands of deals (part 1;
who starts is part 2, l06b.py)."""

from build_lessons import (
    ask_choice,
    check,
    code,
    decimal,
    exercise,
    misconceptions,
    nav,
    plan,
    said,
    same,
    teacher,
    text,
)

from .common import printables

STEM = "06_chance_and_simulation"


def _exact() -> dict[str, object]:
    """The exact chances of both parts (counted with binomial coefficients): part 1's hand of 9,
    part 2's (l06b.py) deal of 18, the deciding triple and the 0-0-0 choice."""
    from fractions import Fraction
    from math import comb

    hand = Fraction(9, 56)
    no_triple = Fraction(comb(50, 9), comb(56, 9))
    k_triples = [Fraction(comb(6, k) * comb(50, 9 - k), comb(56, 9)) for k in range(7)]
    somebody = {d: 1 - Fraction(comb(50, d), comb(56, d)) for d in (18, 21, 28)}
    decides = [Fraction(comb(55 - b, 17), comb(56, 18)) for b in range(6)]
    # the player whose highest triple starts (not 0-0-0) also holds 0-0-0: two hands of 9
    choice = sum(2 * Fraction(comb(49 + h, 7) * comb(42 + h, 9), comb(56, 9) * comb(47, 9)) for h in range(1, 6))
    return {
        "hand": hand,
        "no_triple": no_triple,
        "k_triples": k_triples,
        "somebody": somebody,
        "decides": decides,
        "no_triple_18": Fraction(comb(50, 18), comb(56, 18)),
        # none of the five triples above 0-0-0 among the 18 dealt tiles (0-0-0 dealt or not)
        "none_above_000": Fraction(comb(51, 18), comb(56, 18)),
        "choice": choice,
    }


def values() -> dict[str, object]:
    from fractions import Fraction

    from trio_widgets import simulation

    e = _exact()
    r3 = lambda x: decimal(x, 3)  # noqa: E731
    pct = lambda x: decimal(100 * float(x), 1)  # noqa: E731
    k = e["k_triples"]
    assert max(k) == k[1] and k[1] < Fraction(1, 2), "the text says: one triple is the most common, not most hands"
    assert round(100 * k[1]) < 50 and round(100 * k[1]) > max(round(100 * x) for x in k[:1] + k[2:])
    # exercise 1: in 100 two-player games the 5-5-5 is in my hand about 100 * 9/56 times; the
    # other buttons are the games to wait for one (56 : 9), the tiles in a hand and half the games
    games_100 = round(100 * e["hand"])
    options = [round(1 / e["hand"]), 9, games_100, 50]
    assert len(set(options)) == 4 and abs(games_100 - 100 * e["hand"]) < Fraction(1, 2)
    one_in = round(1 / e["hand"])  # exercise 1's worked answer: 9/56 is "a bit less than 1 in 6"
    assert Fraction(1, one_in + 1) < e["hand"] < Fraction(1, one_in)
    return {
        "ask.ex1": ask_choice(
            [same(str(n)) for n in options],
            options.index(games_100),
            # the games to wait for one, the tiles in a hand, half the games
            likely={0: "ex1.h1", 1: "ex1.h2", 3: "ex1.h4"},
            stronger="ex1.step",
            label=said("ex1.q"),
        ),
        "games_100": games_100,
        "hand_555": r3(e["hand"]),
        "hand_555_frac": str(e["hand"]),
        # the child's worked answer says the chance in words: "9 chances out of 56"
        "hand_555_in": e["hand"].numerator,
        "hand_555_of": e["hand"].denominator,
        "one_in": decimal(1 / e["hand"], 2),
        # exercise 1's worked answer, without a decimal: "9/56, a bit less than 1 in 6"
        "one_in_whole": one_in,
        "with_triple": r3(1 - e["no_triple"]),
        # the child's page says chances as hands out of 10,000 (issue 27: no decimal printed to a child)
        "sim_555_hands": round(
            simulation.hand_odds(hands=10_000, size=9, tile="5-5-5", seed=1).row("holds 5-5-5")["simulated"] * 10_000
        ),
        "exact_555_hands": round(10_000 * e["hand"]),
        "no_triple_hands": round(10_000 * e["no_triple"]),
        "a_triple_hands": round(10_000 * (1 - e["no_triple"])),
        "without_triple": r3(e["no_triple"]),
        "one_triple_pct": pct(k[1]),  # the teacher's: 42.5 %
        # the child's page says how many hands in 100, a whole number (a child of 9 reads no 42.5 %)
        "one_triple_100": round(100 * k[1]),
        "no_triple_100": round(100 * k[0]),
        "two_triples_100": round(100 * k[2]),
        "somebody_2": r3(e["somebody"][18]),
        "sim_100": decimal(
            simulation.hand_odds(hands=100, size=9, tile="5-5-5", seed=1).row("holds 5-5-5")["simulated"], 2
        ),
        "lo_100_555": decimal(float(e["hand"]) - 1.96 * (float(e["hand"]) * float(1 - e["hand"]) / 100) ** 0.5, 2),
        "hi_100_555": decimal(float(e["hand"]) + 1.96 * (float(e["hand"]) * float(1 - e["hand"]) / 100) ** 0.5, 2),
        "se_10000": decimal((float(1 - e["no_triple"]) * float(e["no_triple"]) / 10_000) ** 0.5, 4),
        "lo_100": decimal(
            float(1 - e["no_triple"]) - 1.96 * (float(1 - e["no_triple"]) * float(e["no_triple"]) / 100) ** 0.5, 2
        ),
        "hi_100": decimal(
            float(1 - e["no_triple"]) + 1.96 * (float(1 - e["no_triple"]) * float(e["no_triple"]) / 100) ** 0.5, 2
        ),
    }


CELLS = [
    text("intro"),
    plan(),
    text("setup", notebook=True),
    code(
        """
        from fractions import Fraction
        from math import comb

        import trio_widgets as tw
        from trio_widgets import simulation
        from IPython.display import display
        from trio_widgets.words import format_number
        """
    ),
    text("will_i_get"),
    check(
        """
        chance = Fraction(9, 56)
        p, one_in = format_number(chance, [[lang]], digits=3), format_number(56 / 9, [[lang]], digits=2)
        print([[chance_555]].format(frac=chance, p=p, one_in=one_in))
        """,
        shows=["hand_555", "hand_555_frac", "one_in"],
        notebook=True,  # the fraction and its decimals are the notebook's: the child's text says "a bit less than 1 in 6"
    ),
    text("simulate"),
    text("seed_note", notebook=True),
    check(
        """
        table = simulation.hand_odds(hands=10_000, size=9, tile="5-5-5", seed=1)
        row = table.row("holds 5-5-5")
        print(tw.say([[simulated]], n=round(row["simulated"] * 10_000), lang=[[lang]]))
        print(tw.say([[exact]], n=round(row["exact"] * 10_000), lang=[[lang]]))
        """,
        shows=["sim_555_hands", "exact_555_hands"],
    ),
    text("wobble"),
    check(
        """
        no_triple = Fraction(comb(50, 9), comb(56, 9))
        print(tw.say([[no_triple_word]], n=round(no_triple * 10_000), lang=[[lang]]))
        print(tw.say([[a_triple_word]], n=round((1 - no_triple) * 10_000), lang=[[lang]]))
        """,
        shows=["no_triple_hands", "a_triple_hands"],
    ),
    check(  # the same chances as decimals, which the teacher's and the curious texts state
        """
        print(format_number(no_triple, [[lang]], digits=3), format_number(1 - no_triple, [[lang]], digits=3))
        """,
        shows=["without_triple", "with_triple"],
        notebook=True,
    ),
    text("how_many"),
    # a table of decimals is for the curious (issue 27): the child's page says it in percent below
    text("how_many_table", notebook=True),
    check(
        """
        table = simulation.triples_in_hand(hands=10_000, size=9, seed=1)
        rows = ["| " + " | ".join([[[col_triples]], [[col_exact]], [[col_simulated]], " "]) + " |", "|--:|--:|--:|:--|"]
        for k, exact, simulated in zip(table["triples"], table["exact"], table["simulated"]):
            cells = [str(k), format_number(exact, [[lang]], 3), format_number(simulated, [[lang]], 3), "█" * round(exact * 50)]
            rows.append("| " + " | ".join(cells) + " |")
        display({"text/markdown": "\\n".join(rows), "text/plain": "\\n".join(rows)}, raw=True)
        """,
        notebook=True,
    ),
    text("one_triple"),
    exercise("ex1"),
    text("curious", notation=True, notebook=True),
    check(
        """
        p = 1 - comb(50, 9) / comb(56, 9)
        print(format_number((p * (1 - p) / 10_000) ** 0.5, [[lang]], digits=4))
        """,
        shows=["se_10000"],
        notebook=True,
    ),
    text("numpy", notebook=True),
    code(
        """
        rng = simulation.default_rng(2024)
        box = tw.full_set()
        with_triple = 0
        for _ in range(10_000):
            hand = rng.permutation(56)[:9]
            with_triple += any(box[i].is_triple for i in hand)
        print(format_number(with_triple / 10_000, [[lang]]))
        """,
        notebook=True,
    ),
    *teacher(misconceptions(), *printables("06")),
    nav(),
]
