"""06b Who starts: which triple decides the start, the 0-0-0 choice, and whether the starter wins."""

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
from .l06 import _exact

STEM = "06b_who_starts"


def _choice_games(games: int) -> int:
    """How many of ``games`` seeded two-player deals give the starting player the 0-0-0 choice."""
    import trio_widgets as tw

    return sum(1 for s in range(games) if len(tw.Game("pressman", players=2, seed=s).start_tiles) > 1)


def values() -> dict[str, object]:
    from fractions import Fraction

    import trio_widgets as tw
    from trio_widgets import simulation

    e = _exact()
    r3 = lambda x: decimal(x, 3)  # noqa: E731
    stats = simulation.round_stats("kids", players=2, rounds=300, seed=1).row("starting player wins")
    choice_games = _choice_games(2000)
    choice_games_4000 = _choice_games(4000)
    # the extension: twice the games come closer to the exact chance
    assert abs(choice_games_4000 / 4000 - e["choice"]) < abs(choice_games / 2000 - e["choice"])
    # exercise 1: 0-0-0 is dealt as often as 5-5-5, and decides least often because it needs
    # every other triple to stay in the pool (the right answer of three)
    assert e["decides"][5] == min(e["decides"]) and e["decides"][5] < e["none_above_000"]
    # exercise 2: with four players 28 of the 56 tiles are dealt
    dealt = Fraction(4 * tw.Rules.preset("classic").hand_sizes[2], 56)
    # the last button is the two-player chance the page states ("about 1 game in 3"), copied
    two_players = Fraction(1, round(1 / e["decides"][0]))
    assert two_players == Fraction(1, 3) and two_players < dealt, "the text says: about 1 game in 3, more with four"
    fractions = [Fraction(1, 4), dealt, Fraction(1, 28), Fraction(9, 56), two_players]
    assert len(set(fractions)) == len(fractions)
    # teacher question 2: three players deal more tiles than two, so a triple is more likely
    assert e["somebody"][21] > e["somebody"][18]
    ask = {
        "ask.ex1": ask_choice(
            [said("ex1.c1"), said("ex1.c2"), said("ex1.c3")],
            1,
            likely={0: "ex1.h1", 2: "ex1.h3"},
            stronger="ex1.step",
            label=said("ex1.q"),
        ),
        "ask.ex2": ask_choice(
            [same(str(f)) for f in fractions],
            fractions.index(dealt),
            # a quarter, one tile of the 28 dealt, one hand of 9, the two players' chance
            likely={0: "ex2.h.quarter", 2: "ex2.h.one_tile", 3: "ex2.h.one_hand", 4: "ex2.h.two_players"},
            stronger="ex2.hint",
            label=said("ex2.q"),
        ),
    }
    return {
        **ask,
        "somebody_2": r3(e["somebody"][18]),
        "somebody_3": r3(e["somebody"][21]),
        "somebody_4": r3(e["somebody"][28]),
        "decides_555": r3(e["decides"][0]),
        "decides_555_frac": str(e["decides"][0]),
        "decides_000": r3(e["decides"][5]),
        "none_above_000": r3(e["none_above_000"]),
        # the same two chances as games in 100, for the child's worked answer (no decimals)
        "decides_000_in100": round(100 * float(e["decides"][5])),
        "none_above_000_in100": round(100 * float(e["none_above_000"])),
        "no_triple_2p": r3(e["no_triple_18"]),
        "choice": r3(e["choice"]),
        "choice_games": choice_games,
        "choice_share": decimal(choice_games / 2000, 3),
        "choice_games_4000": choice_games_4000,
        "choice_share_4000": decimal(choice_games_4000 / 4000, 3),
        "start_bonus": tw.Rules.preset("classic").start_bonus,
        "start_000": tw.Board().score(tw.Placement(tw.Cell(0, 0, True), (0, 0, 0)), tw.Rules.preset("classic")).total,
        "start_wins": decimal(stats["simulated"], 2),
        # the child's page says it in rounds won (issue 27: no decimal printed to a child)
        "start_won": round(stats["simulated"] * 300),
        "start_margin": decimal(stats["95% margin"], 2),
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
    text("who_starts"),
    text("eleven_in_twelve"),
    # the decimals, the simulation and the table are for the curious (issue 27): the child's page
    # says "about 11 games out of 12" and "about 1 game in 3"
    text("who_starts_table", notebook=True),
    check(
        """
        for players, dealt in [(2, 18), (3, 21), (4, 28)]:
            some = 1 - Fraction(comb(50, dealt), comb(56, dealt))
            print(tw.say([[somebody_line]], n=players, p=format_number(some, [[lang]], digits=3), lang=[[lang]]))
        """,
        shows=["somebody_2", "somebody_3", "somebody_4"],
        notebook=True,
    ),
    text("simulation_agrees", notebook=True),
    check(
        """
        table = simulation.who_starts(deals=10_000, players=[2, 3, 4], seed=1)
        for players, simulated in zip(table["players"], table["some triple, simulated"]):
            print(tw.say([[simulated_line]], n=players, p=format_number(simulated, [[lang]], digits=3), lang=[[lang]]))
        """,
        notebook=True,
    ),
    text("which_triple"),
    check(
        """
        rows = ["| " + " | ".join([[[col_triple]], [[col_chance]], " "]) + " |", "|:--|--:|:--|"]
        for n in range(5, -2, -1):
            p = Fraction(comb(50 + n, 17), comb(56, 18)) if n >= 0 else Fraction(comb(50, 18), comb(56, 18))
            who = str(tw.Tile(n, n, n)) if n >= 0 else [[no_triple_word]]
            rows.append("| " + " | ".join([who, format_number(p, [[lang]], digits=3), "█" * round(float(p) * 50)]) + " |")
        display({"text/markdown": "\\n".join(rows), "text/plain": "\\n".join(rows)}, raw=True)
        print([[decides_frac]].format(frac=Fraction(comb(55, 17), comb(56, 18))))
        """,
        shows=["decides_555", "decides_000", "no_triple_2p", "decides_555_frac"],
        notebook=True,
    ),
    text("decides"),
    # the 0-0-0 choice (its classic bonus, 2,000 dealt games) is for the curious
    text("zero_choice", notebook=True),
    check(
        """
        choice = 0
        for seed in range(2000):
            game = tw.Game("pressman", players=2, seed=seed)
            if len(game.start_tiles) == 2:
                choice += 1
        print(tw.say([[choice_count]], n=choice, total=2000, p=format_number(choice / 2000, [[lang]]), lang=[[lang]]))
        """,
        shows=["choice_games", "choice_share"],
        notebook=True,
    ),
    exercise("ex1"),
    exercise("ex2"),
    text("starter_wins"),
    check(
        """
        table = simulation.round_stats("kids", players=2, rounds=300, seed=1)
        row = table.row("starting player wins")
        print(tw.say([[starter_share]], n=round(row["simulated"] * 300), total=300, lang=[[lang]]))
        """,
        shows=["start_won"],
    ),
    check(  # the margin of error is for the curious and the teacher (issue 27)
        """
        print(format_number(row["simulated"], [[lang]], 2), "±", format_number(row["95% margin"], [[lang]], 2))
        """,
        shows=["start_wins", "start_margin"],
        notebook=True,
    ),
    text("margin", notebook=True),
    text("curious", notation=True, notebook=True),
    *teacher(misconceptions(), *printables("06b")),
    nav(),
]
