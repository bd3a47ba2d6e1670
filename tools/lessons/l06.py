from .common import answer, check, code, helper, md, next_lesson, teacher

STEM = "06_chance_and_simulation"

BAR_CHART = '''
def bar_chart(labels, series, title="", width=560, height=240):
    """A simple bar chart as an SVG picture: series is {"name": [values...]} (you can skip reading this)."""
    colours = ["#2b6cb0", "#f6ad55", "#38a169"]
    top = max(max(v) for v in series.values()) or 1
    left, bottom, plot_h = 48, height - 34, height - 70
    group = (width - left - 10) / len(labels)
    bar = group * 0.8 / len(series)
    parts = [f'<rect width="{width}" height="{height}" fill="white"/>',
             f'<text x="{width / 2}" y="18" text-anchor="middle" font-size="15" font-weight="bold">{title}</text>']
    for k in range(5):  # grid lines and their numbers
        v = top * k / 4
        y = bottom - plot_h * k / 4
        parts.append(f'<line x1="{left}" x2="{width - 10}" y1="{y:.1f}" y2="{y:.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end" font-size="11">{v:.2f}</text>')
    for i, label in enumerate(labels):
        x0 = left + i * group + group * 0.1
        for j, (name, values) in enumerate(series.items()):
            h = plot_h * values[i] / top
            parts.append(f'<rect x="{x0 + j * bar:.1f}" y="{bottom - h:.1f}" width="{bar - 2:.1f}" '
                         f'height="{h:.1f}" fill="{colours[j]}"><title>{label}, {name}: {values[i]:.3f}</title></rect>')
        parts.append(f'<text x="{x0 + group * 0.4:.1f}" y="{bottom + 16}" text-anchor="middle" font-size="12">{label}</text>')
    for j, name in enumerate(series):
        parts.append(f'<rect x="{left + 130 * j}" y="{height - 12}" width="10" height="10" fill="{colours[j]}"/>'
                     f'<text x="{left + 130 * j + 14}" y="{height - 3}" font-size="12">{name}</text>')
    return SvgString(f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" role="img" '
                     f'aria-label="{title}" font-family="sans-serif">{"".join(parts)}</svg>')
'''

CELLS = [
    md(
        """
        # 06 · Chance and simulation 🎰

        Before a game, the tiles are shuffled face down. Nobody knows who gets which tile.
        But we **can** say how often things happen. There are two ways:

        1. **Count** all the possible deals exactly (with clever maths), or
        2. **Simulate**: let the computer shuffle and deal thousands of times, and count.

        In this lesson we do both, side by side. They should agree!
        """
    ),
    code(
        """
        from fractions import Fraction
        from math import comb

        import numpy as np
        import trio_widgets as tw
        from trio_widgets import explore
        from trio_widgets.svg import SvgString
        """
    ),
    md(
        """
        The next cell teaches the computer to draw bar charts. Run it too.
        FOLD
        """.replace("FOLD", "The program in it is folded away (click the ⋯ to unfold it); you do not need to read it.")
    ),
    helper(BAR_CHART),
    md(
        """
        ## Will I get the 5-5-5?

        With two players, each gets **9 tiles** out of 56. Think of one tile, like 5-5-5.
        It has 9 chances out of 56 to be in your hand. That is a bit more than
        1 chance in 7 (because 56 ÷ 9 is a bit more than 6).
        """
    ),
    check(
        """
        chance = Fraction(9, 56)
        print("exact:", chance, "=", round(float(chance), 3))
        """,
        """
        exact: 9/56 = 0.161
        """,
    ),
    md(
        """
        Now let the computer deal 10,000 hands. The `seed=1` makes it deal the same
        hands every time, so this page always shows the same numbers.
        """
    ),
    code(
        """
        explore.hand_odds(hands=10_000, size=9, tile="5-5-5", seed=1)
        """
    ),
    md(
        """
        Look at the row *holds 5-5-5*: the simulated number is close to the exact 0.161,
        but not exactly the same. A simulation always wobbles a little. The more hands it
        deals, the smaller the wobble.

        ## Will I get a triple?

        There are 6 triples. The table above says a hand of 9 holds at least one of them
        **about 2 times out of 3**. Here is how to count it exactly: the hands **without** a
        triple use only the other 50 tiles.
        """
    ),
    check(
        """
        no_triple = Fraction(comb(50, 9), comb(56, 9))
        print("a hand with no triple:", round(float(no_triple), 3))
        print("a hand with a triple: ", round(float(1 - no_triple), 3))
        """,
        """
        a hand with no triple: 0.331
        a hand with a triple:  0.669
        """,
    ),
    md(
        """
        ## How many triples in one hand?

        Sometimes you get none, sometimes one, sometimes even two or three.
        The blue bars are exact, the orange bars are 10,000 simulated hands.
        """
    ),
    code(
        """
        table = explore.triples_in_hand(hands=10_000, size=9, seed=1)
        print(table)
        bar_chart([str(k) for k in table["triples"]],
                  {"exact": table["exact"], "simulated": table["simulated"]},
                  title="Triples in a hand of 9 tiles")
        """
    ),
    md(
        """
        Most hands hold **one** triple. Six triples in one hand almost never happens.

        ## Who starts?

        The player with the biggest triple starts. But what if **nobody** has a triple?
        With two players, 18 tiles are dealt and 38 stay in the pool.
        """
    ),
    check(
        """
        for players, dealt in [(2, 18), (3, 21), (4, 28)]:
            some = 1 - Fraction(comb(50, dealt), comb(56, dealt))
            print(f"{players} players, {dealt} tiles dealt: somebody has a triple {float(some):.3f}")
        """,
        """
        2 players, 18 tiles dealt: somebody has a triple 0.915
        3 players, 21 tiles dealt: somebody has a triple 0.950
        4 players, 28 tiles dealt: somebody has a triple 0.988
        """,
    ),
    md(
        """
        With two players, somebody has a triple in **about 11 games out of 12**.
        The simulation agrees:
        """
    ),
    code(
        """
        explore.who_starts(deals=10_000, players=[2, 3, 4], seed=1)
        """
    ),
    md(
        """
        ## Which tile starts?

        The 5-5-5 starts whenever it is dealt to someone: 18 chances out of 56.
        The 4-4-4 starts when it is dealt **and** the 5-5-5 is not. And so on.

        This time the computer deals **real games** with the game engine, 2,000 of them,
        and writes down the first tile.
        """
    ),
    code(
        """
        names = ["5-5-5", "4-4-4", "3-3-3", "2-2-2", "1-1-1", "0-0-0", "no triple"]
        counts = dict.fromkeys(names, 0)
        for seed in range(2000):
            game = tw.Game("pressman", players=2, seed=seed)
            first = game.start_tiles[0]
            counts[str(first) if first.is_triple else "no triple"] += 1
        simulated = [counts[n] / 2000 for n in names]
        print(counts)
        """
    ),
    md(
        """
        And the exact chances: a triple starts if it is dealt (18 of 56 tiles are dealt)
        and no bigger triple is dealt.
        """
    ),
    check(
        """
        exact = []
        for bigger in range(6):             # 5-5-5 has no bigger triple, 4-4-4 has one, ...
            p = Fraction(comb(56 - bigger - 1, 17), comb(56, 18))
            exact.append(p)
        exact.append(Fraction(comb(50, 18), comb(56, 18)))
        for name, p in zip(names, exact):
            print(f"{name:>9}: {float(p):.3f}")
        print("5-5-5 starts:", exact[0], " all together:", sum(exact))
        """,
        """
            5-5-5: 0.321
            4-4-4: 0.222
            3-3-3: 0.152
            2-2-2: 0.103
            1-1-1: 0.070
            0-0-0: 0.046
        no triple: 0.085
        5-5-5 starts: 9/28  all together: 1
        """,
    ),
    code(
        """
        bar_chart(names, {"exact": [float(p) for p in exact], "2,000 games": simulated},
                  title="The first tile of a two-player game")
        """
    ),
    md(
        """
        The 5-5-5 starts about **1 game in 3** (exactly 9/28). All the chances together make
        exactly 1: every game starts somehow!
        """
    ),
    answer(
        """
        ### Exercise 1

        Why is 0-0-0 the least likely starting triple, even though it is dealt just as often
        as 5-5-5?
        """,
        """
        0-0-0 only starts if **no other triple** is dealt. That rarely happens: all five bigger
        triples must stay in the pool.
        """,
    ),
    answer(
        """
        ### Exercise 2

        With four players, 28 tiles are dealt: exactly half the box. What is the chance that
        the 5-5-5 is dealt? (You can do this one in your head.)
        """,
        """
        28 out of 56 = **1/2**. The 5-5-5 is dealt in half of the four-player games.
        """,
    ),
    md(
        """
        ## Does the starting player win more often?

        Here nobody can count exactly: a whole game is too complicated. But we can simulate!
        Two computer players play 300 rounds of the kids' game.
        """
    ),
    code(
        """
        explore.round_stats("kids", players=2, rounds=300, seed=1)
        """
    ),
    md(
        """
        The starting player won about half of the rounds: starting first is not a big help.
        The *95% margin* says how much the answer can wobble with only 300 rounds.

        ---

        ### 🎓 For the curious: the hypergeometric law

        Dealing *n* tiles from a box of *N* = 56 that holds *K* special tiles (say the 6
        triples) is drawing without putting back. The number of special tiles dealt, *X*,
        follows the hypergeometric law:

        P(X = k) = C(K, k) · C(N − K, n − k) / C(N, n),

        so P(X ≥ 1) = 1 − C(N − K, n) / C(N, n). For a hand of 9: 1 − C(50, 9)/C(56, 9) ≈ 0.669;
        for the 18 tiles of a two-player deal: 1 − C(50, 18)/C(56, 18) ≈ 0.915.

        The first tile: triple *t* starts when it is dealt and the *b* triples above it are not.
        Fixing those *b* + 1 tiles leaves C(56 − b − 1, 17) ways to choose the other 17 dealt tiles,
        so P = C(55 − b, 17) / C(56, 18); for 5-5-5 (b = 0) that is 18/56 = 9/28.

        A simulated share *p̂* from *m* independent deals has standard error √(p(1 − p)/m); with
        m = 10,000 and p ≈ 0.67 that is about 0.005, so a 95% margin of about ±0.009, which is
        the “95% margin” column above. The simulations here use NumPy's `default_rng(seed)`.
        """
    ),
    check(
        """
        p = 1 - comb(50, 9) / comb(56, 9)
        print("standard error for 10,000 hands:", round((p * (1 - p) / 10_000) ** 0.5, 4))
        """,
        """
        standard error for 10,000 hands: 0.0047
        """,
    ),
    md(
        """
        Want to try it yourself with plain NumPy? Deal 10,000 hands of 9 (each row of `hands`
        holds the positions of 9 tiles in the box) and count the hands with a triple:
        """
    ),
    code(
        """
        rng = np.random.default_rng(2024)
        is_triple = np.array([t.is_triple for t in tw.full_set()])
        hands = rng.random((10_000, 56)).argsort(axis=1)[:, :9]
        print("share of hands with a triple:", is_triple[hands].any(axis=1).mean())
        """
    ),
    teacher(
        "10–12 for the main part; the boxed maths for 15+ and adults",
        "40 minutes",
        "See that a chance can be counted exactly *and* estimated by repeating an experiment, "
        "and that the two agree more closely the more often we repeat it.",
        [
            "Deal 9 tiles from a real box 10 times. How often did you get a triple? Is it close to 2 in 3?",
            "Why does the simulation not give exactly the same number as counting?",
            "What happens to the wobble if we deal 100 hands instead of 10,000? (Change the number and see.)",
            "Is it fair that the player with the biggest triple starts? Use the last table to argue.",
        ],
        "Everything is seeded (`seed=1`, `default_rng(2024)`, `Game(seed=...)`), so the page shows "
        "the same numbers on every run; change a seed to see the simulation wobble.",
    ),
    next_lesson(STEM),
]
