"""06 Chance and simulation: exact counting beside the computer's thousands of deals."""

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

    import trio_widgets as tw
    from trio_widgets import explore

    e = _exact()
    r3 = lambda x: decimal(x, 3)  # noqa: E731
    pct = lambda x: decimal(100 * float(x), 1)  # noqa: E731
    stats = explore.round_stats("kids", players=2, rounds=300, seed=1).row("starting player wins")
    choice_games = sum(1 for s in range(2000) if len(tw.Game("pressman", players=2, seed=s).start_tiles) > 1)
    k = e["k_triples"]
    # exercise 1: 0-0-0 is dealt as often as 5-5-5, and decides least often because it needs
    # every other triple to stay in the pool (the right answer of three)
    assert e["decides"][5] == min(e["decides"]) and e["decides"][5] < e["none_above_000"]
    # exercise 2: with four players 28 of the 56 tiles are dealt
    dealt = Fraction(28, 56)
    fractions = [Fraction(1, 4), dealt, Fraction(1, 28), Fraction(9, 56)]
    ask = {
        "ask.ex1": ask_choice(
            [said("ex1.c1"), said("ex1.c2"), said("ex1.c3")],
            1,
            hints=[said("ex1.h1"), same(""), said("ex1.h3")],
        ),
        "ask.ex2": ask_choice(
            [same(str(f)) for f in fractions], fractions.index(Fraction(28, 56)), hint=said("ex2.hint")
        ),
    }
    assert max(k) == k[1] and k[1] < Fraction(1, 2), "the text says: one triple is the most common, not most hands"
    return {
        **ask,
        "hand_555": r3(e["hand"]),
        "hand_555_frac": str(e["hand"]),
        "one_in": decimal(1 / e["hand"], 2),
        "with_triple": r3(1 - e["no_triple"]),
        "without_triple": r3(e["no_triple"]),
        "one_triple_pct": pct(k[1]),
        "no_triple_pct": pct(k[0]),
        "two_triples_pct": pct(k[2]),
        "somebody_2": r3(e["somebody"][18]),
        "somebody_3": r3(e["somebody"][21]),
        "somebody_4": r3(e["somebody"][28]),
        "decides_555": r3(e["decides"][0]),
        "decides_555_frac": str(e["decides"][0]),
        "decides_000": r3(e["decides"][5]),
        "none_above_000": r3(e["none_above_000"]),
        "no_triple_2p": r3(e["no_triple_18"]),
        "choice": r3(e["choice"]),
        "choice_games": choice_games,
        "start_bonus": tw.Rules.preset("classic").start_bonus,
        "start_000": tw.Board().score(tw.Placement(tw.Cell(0, 0, True), (0, 0, 0)), tw.Rules.preset("classic")).total,
        "start_wins": decimal(stats["simulated"], 2),
        "start_margin": decimal(stats["95% margin"], 2),
        "sim_100": decimal(
            explore.hand_odds(hands=100, size=9, tile="5-5-5", seed=1).row("holds 5-5-5")["simulated"], 2
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
        from trio_widgets import explore
        from trio_widgets.i18n import format_number
        """
    ),
    text("will_i_get"),
    check(
        """
        chance = Fraction(9, 56)
        print(chance, "=", format_number(chance, [[lang]], digits=3))
        print("56 : 9 =", format_number(56 / 9, [[lang]], digits=2))
        """,
        shows=["hand_555", "hand_555_frac", "one_in"],
    ),
    text("simulate"),
    text("seed_note", notebook=True),
    check(
        """
        table = explore.hand_odds(hands=10_000, size=9, tile="5-5-5", seed=1)
        row = table.row("holds 5-5-5")
        print([[simulated]], format_number(row["simulated"], [[lang]], digits=3))
        print([[exact]], format_number(row["exact"], [[lang]], digits=3))
        """,
        shows=["hand_555"],
    ),
    text("wobble"),
    check(
        """
        no_triple = Fraction(comb(50, 9), comb(56, 9))
        print([[no_triple_word]], format_number(no_triple, [[lang]], digits=3))
        print([[a_triple_word]], format_number(1 - no_triple, [[lang]], digits=3))
        """,
        shows=["without_triple", "with_triple"],
    ),
    text("how_many"),
    check(
        """
        table = explore.triples_in_hand(hands=10_000, size=9, seed=1)
        for k, exact, simulated in zip(table["triples"], table["exact"], table["simulated"]):
            print(k, format_number(exact, [[lang]], 3), format_number(simulated, [[lang]], 3), "█" * round(exact * 50))
        """,
    ),
    text("who_starts"),
    check(
        """
        for players, dealt in [(2, 18), (3, 21), (4, 28)]:
            some = 1 - Fraction(comb(50, dealt), comb(56, dealt))
            print(players, "→", format_number(some, [[lang]], digits=3))
        """,
        shows=["somebody_2", "somebody_3", "somebody_4"],
    ),
    text("eleven_in_twelve"),
    check(
        """
        table = explore.who_starts(deals=10_000, players=[2, 3, 4], seed=1)
        for players, simulated in zip(table["players"], table["some triple, simulated"]):
            print(players, "→", format_number(simulated, [[lang]], digits=3))
        """,
    ),
    text("which_triple"),
    check(
        """
        for bigger in range(6):
            p = Fraction(comb(55 - bigger, 17), comb(56, 18))
            n = 5 - bigger
            print(tw.Tile(n, n, n), format_number(p, [[lang]], digits=3), "█" * round(float(p) * 50))
        p = Fraction(comb(50, 18), comb(56, 18))
        print([[no_triple_word]], format_number(p, [[lang]], digits=3), "█" * round(float(p) * 50))
        print("5-5-5:", Fraction(comb(55, 17), comb(56, 18)))
        """,
        shows=["decides_555", "decides_000", "no_triple_2p", "decides_555_frac"],
    ),
    text("zero_choice"),
    check(
        """
        choice = 0
        for seed in range(2000):
            game = tw.Game("pressman", players=2, seed=seed)
            if len(game.start_tiles) == 2:
                choice += 1
        print(choice, "/ 2000 =", format_number(choice / 2000, [[lang]]))
        """,
        shows=["choice_games"],
    ),
    exercise("ex1"),
    exercise("ex2"),
    text("starter_wins"),
    check(
        """
        table = explore.round_stats("kids", players=2, rounds=300, seed=1)
        row = table.row("starting player wins")
        print(format_number(row["simulated"], [[lang]], 2), "±", format_number(row["95% margin"], [[lang]], 2))
        """,
        shows=["start_wins", "start_margin"],
    ),
    text("margin"),
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
        rng = explore.default_rng(2024)
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
