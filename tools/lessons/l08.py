"""08 Keep score of a real game: the score keeper, a worked game from a real seeded engine game."""

from build_lessons import (
    ask_choice,
    ask_number,
    check,
    code,
    exercise,
    key,
    load_texts,
    misconceptions,
    nav,
    plan,
    said,
    teacher,
    text,
)

from .common import printables

STEM = "08_keep_score"
#: Words the worked game's table uses (read by turns_table, not by a cell).
WORDS = ("col_turn", "col_player", "col_points", "col_turns")
SEED = 154  # a classic three-player round with draws, a hexagon, a bridge, and a player going out


def _game(names: list[str]):
    import trio_widgets as tw
    from trio_widgets.players import make_bot, play_round

    game = tw.Game("classic", players=names, seed=SEED)
    play_round(game, [make_bot("greedy", seed=s) for s in (1, 2, 3)])
    return game, tw.ScoreSheet.from_game(game)


def _names(lang: str) -> list[str]:
    words = load_texts(lang, STEM)
    return [words["ann"], words["bob"], words["cleo"]]


def turns_table(lang: str) -> str:
    """The worked game's sheet as a Markdown table, in the words of ``lang``: one row per turn.
    Going out is part of the turn that places the last tile, so it ends that turn's row."""
    from trio_widgets.scoresheet import RoundEnd

    words = load_texts(lang, STEM)
    _, sheet = _game(_names(lang))
    rows = [f"| {words['col_turn']} | {words['col_player']} | {words['col_points']} |", "|---|---|---|"]
    turn = 0
    for i, entry in enumerate(sheet.entries):
        if isinstance(entry, RoundEnd) and entry.how == "out" and turn and sheet.entries[i - 1].seat == entry.seat:
            rows[-1] = rows[-1].removesuffix(" |") + f"; {sheet.explain(i, lang)} |"
            continue
        turn += 1
        who = sheet.players[entry.seat] if entry.seat is not None else ""
        rows.append(f"| {turn} | {who} | {sheet.explain(i, lang)} |")
    return "\n".join(rows)


def sheet_table(lang: str) -> str:
    """The worked game as a family writes it on paper, for the child's page: one column per player
    in the order they play, one row per time round the table (at most 8 rows: issue 27), each turn
    its points and the tile placed; going out adds its points to the last turn's cell."""
    from trio_widgets.scoresheet import RoundEnd, Turn

    words = load_texts(lang, STEM)
    _, sheet = _game(_names(lang))
    turns = [(i, e) for i, e in enumerate(sheet.entries) if isinstance(e, Turn)]
    order = [e.seat for _, e in turns[: len(sheet.players)]]
    assert all(e.seat == order[k % len(order)] for k, (_, e) in enumerate(turns)), "the table needs turns in turn"
    end = sheet.entries[-1]
    minus = lambda n: str(n).replace("-", "−")  # noqa: E731
    rows = [f"| {words['col_turns']} | " + " | ".join(sheet.players[s] for s in order) + " |", "|---|--:|--:|--:|"]
    for first in range(0, len(turns), len(order)):
        cells = []
        for k in range(first, min(first + len(order), len(turns))):
            i, e = turns[k]
            cells.append(f"{minus(sheet.lines[i].points[e.seat])} ({e.tile})")
            if k == len(turns) - 1 and isinstance(end, RoundEnd) and end.seat == e.seat:
                cells[-1] += f" + {sheet.lines[-1].points[e.seat]}"
        cells += [""] * (len(order) - len(cells))
        rows.append(f"| {first + 1}–{first + len(cells) - cells.count('')} | " + " | ".join(cells) + " |")
    assert len(rows) - 2 <= 8, "the child's table has at most 8 rows"
    return "\n".join(rows)


def values() -> dict[str, object]:
    from trio_widgets.scoresheet import RoundEnd, ScoreSheet, Turn

    game, sheet = _game(["A", "B", "C"])
    turns = [e for e in sheet.entries if isinstance(e, Turn)]
    end = sheet.entries[-1]
    assert isinstance(end, RoundEnd) and end.how == "out" and end.seat == 2, "the text says Cleo goes out"
    assert any(e.bridge for e in turns) and any(e.hexagons for e in turns) and any(e.draws for e in turns)
    assert not any(e.passed for e in turns), "the text says nobody had to pass"
    per_player: list[list[int]] = [[], [], []]
    steps: list[list] = [[], [], []]  # (the turn's number in the table, its points): the widget's hints
    for i, e in enumerate(sheet.entries[:-1]):
        per_player[e.seat].append(sheet.lines[i].points[e.seat])
        steps[e.seat].append((key("question.step.turn", n=i + 1), sheet.lines[i].points[e.seat]))
    per_player[2].append(sheet.lines[-1].points[2])
    steps[2].append((key("question.step.out"), sheet.lines[-1].points[2]))
    assert [sum(p) for p in per_player] == sheet.totals

    def sum_text(points: list[int]) -> str:
        text = str(points[0])
        for p in points[1:]:
            text += f" − {-p}" if p < 0 else f" + {p}"
        return text

    left = [h.total for h in end.hands if h is not None]
    simple = ScoreSheet(["A", "B", "C"], "trimino_simple")
    simple.went_out("C", {"A": " ".join(str(t) for t in game.hand(0)), "B": " ".join(str(t) for t in game.hand(1))})
    assert simple.totals == [left[0], left[1], 0], "the teacher's answer: the same round with simple scoring"
    counts = [h.count for h in end.hands if h is not None]
    out = {
        "seed": SEED,
        "turns": len(turns),
        "table": turns_table,
        "sheet": sheet_table,
        "ann": sheet.totals[0],
        "bob": sheet.totals[1],
        "cleo": sheet.totals[2],
        "ann_left": left[0],
        "bob_left": left[1],
        "ann_count": counts[0],
        "bob_count": counts[1],
        "out_bonus": game.rules.out_bonus,
        "cleo_out": game.rules.out_bonus + sum(left),
        "max_draws": max(e.draws for e in turns),
        "ann_sum": sum_text(per_player[0]),
        "bob_sum": sum_text(per_player[1]),
        "cleo_sum": sum_text(per_player[2]),
        **_mine(),
    }
    names = [said("ann"), said("bob"), said("cleo")]
    minus = [sum(v for _, v in s if v < 0) for s in steps]  # each player's points taken away
    out_bonus = game.rules.out_bonus
    likely = [
        {sheet.totals[0] - 2 * minus[0]: "ex1.h.minus"},  # a turn's minus points added
        {sheet.totals[1] - game.rules.start_bonus: "ex1.h.start"},  # the start bonus left out
        {  # going out: only the bonus, or nothing at all
            sheet.totals[2] - sum(left): "ex1.h.out_tiles",
            sheet.totals[2] - sum(left) - out_bonus: "ex1.h.out",
        },
    ]
    leader = sheet.totals.index(max(sheet.totals))
    out["ask.ex1"] = [
        *(
            ask_number(
                sheet.totals[seat],
                label=key("question.ask.points", name=names[seat]),
                steps=steps[seat],
                likely=likely[seat],
            )
            for seat in range(3)
        ),
        ask_choice(
            names,
            leader,
            label=key("question.ask.who_wins"),
            likely={seat: "ex1.h.out_wins" if seat == 2 else "ex1.h.compare" for seat in range(3) if seat != leader},
            stronger="ex1.who.step",
        ),
    ]
    return out


#: the by-hand sheet of the lesson's box: (player, tile, tiles drawn), in the order of the box
BY_HAND = [
    ("bob", "5-5-5", 0),
    ("cleo", "2-5-5", 0),
    ("ann", "1-5-5", 0),
    ("bob", "1-4-5", 0),
    ("cleo", "1-2-5", 0),
    ("ann", "4-4-5", 2),
]


def _mine() -> dict[str, object]:
    """The by-hand sheet's totals (exercise 2), and its widget: each turn's tile and draws."""
    from trio_widgets.scoresheet import ScoreSheet

    mine = ScoreSheet(["ann", "bob", "cleo"], "classic")
    steps: dict[str, list] = {"ann": [], "bob": [], "cleo": []}
    for n, (who, tile, draws) in enumerate(BY_HAND, 1):
        mine.turn(who, tile, draws=draws)
        got = mine.lines[-1].points[mine.players.index(who)]
        penalty = -draws * mine.rules.draw_penalty
        steps[who].append((key("question.step.turn", n=n), got - penalty))
        if draws:
            steps[who].append((key("question.step.draws", n=draws, turn=n), penalty))
    totals = dict(zip(mine.players, mine.totals))
    assert totals == {"ann": 11 + 13 - 10, "bob": 25 + 10, "cleo": 12 + 8}, "the teacher's answer states these sums"
    return {
        "mine_ann": totals["ann"],
        "mine_bob": totals["bob"],
        "mine_cleo": totals["cleo"],
        "last_turn": len(BY_HAND),  # exercise 2 asks the points after this turn
        "ask.ex2": [
            ask_number(
                totals[who],
                # its own question (exercise 1 asks the points at the round's end)
                label=said(f"ex2.q.{who}"),
                steps=steps[who],
                likely={
                    # the tiles from the pool left out
                    "ann": {totals["ann"] - sum(v for _, v in steps["ann"] if v < 0): "ex2.h.draws"},
                    # the start bonus (or turn 4: as much) left out
                    "bob": {totals["bob"] - mine.rules.start_bonus: "ex2.h.bob"},
                    # the last turn counted twice
                    "cleo": {totals["cleo"] + steps["cleo"][-1][1]: "ex2.h.twice"},
                }[who],
            )
            for who in ("ann", "bob", "cleo")
        ],
    }


CELLS = [
    text("intro"),
    plan(),
    code(
        """
        import trio_widgets as tw

        tw.ScoreKeeper(rules="classic", lang=[[lang]])
        """
    ),
    text("how", teacher=True),  # for the grown-up who taps; the widget names its buttons
    text("real_game"),
    # every turn worked out is the grown-up's (issue 27): the child's page has the sheet of 8 rows
    text("real_game_turns", teacher=True),
    exercise("ex1"),
    text("replay", notebook=True),
    code(
        """
        from trio_widgets.players import make_bot, play_round

        game = tw.Game("classic", players=[[[ann]], [[bob]], [[cleo]]], seed=154)
        play_round(game, [make_bot("greedy", seed=s) for s in (1, 2, 3)])
        sheet = tw.ScoreSheet.from_game(game)
        """
    ),
    # the totals are exercise 1's answer: the teacher's, never saved
    check("print(dict(zip(sheet.players, sheet.totals)))", shows=["ann", "bob", "cleo"], answer=True),
    text("in_keeper"),
    # the keeper and the table show exercise 1's totals: made only once the child has its worked
    # answer (right, or "Show me"), never saved
    code(
        """
        tw.after_answer("08", "ex1", lambda: tw.ScoreKeeper(sheet=sheet, lang=[[lang]]), lang=[[lang]])
        """,
        saved=False,
    ),
    text("by_hand", notebook=True),
    check(
        """
        mine = tw.ScoreSheet([[[ann]], [[bob]], [[cleo]]], "classic")
        mine.turn([[bob]], "5-5-5")
        mine.turn([[cleo]], "2-5-5")
        mine.turn([[ann]], "1-5-5")
        mine.turn([[bob]], "1-4-5")
        mine.turn([[cleo]], "1-2-5")
        mine.turn([[ann]], "4-4-5", draws=2)
        print(" · ".join(f"{p} {t}" for p, t in zip(mine.players, mine.totals)))
        """,
        shows=["mine_ann", "mine_bob", "mine_cleo"],
        answer=True,
    ),
    exercise("ex2"),
    # the printed sheet (every turn, 23 rows) is the grown-up's: the child's page has the sheet of 8 rows
    text("table", notebook=True),
    code(
        """
        from ipywidgets import HTML

        tw.after_answer("08", "ex1", lambda: HTML(sheet.to_html([[lang]])), lang=[[lang]])
        """,
        saved=False,
        notebook=True,
    ),
    text("save", notebook=True),
    check(
        """
        again = tw.ScoreSheet.from_csv(sheet.to_csv())
        print(again == sheet)
        """,
        notebook=True,
    ),
    text("simple"),
    code(
        """
        tw.ScoreKeeper(players=[[[mum]], [[tom]], [[lily]]], rules="trimino_simple", lang=[[lang]])
        """
    ),
    *teacher(misconceptions(), *printables("08", rules="classic")),
    nav(),
]
