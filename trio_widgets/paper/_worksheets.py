"""The exercises of lessons 01-08's worksheets, each with its answer worked out by the engine.

Each ``ex_*`` function takes the sheet's seeded random generator and returns one
:class:`Exercise`; ``sheet_01`` ... ``sheet_08`` (and ``sheet_06b``) give a lesson's sheet (lessons 09 and 10 are in
:mod:`._puzzle_sheets`).  The answer is kept as data, and what it was made from in
``Exercise.data``, so a test can work it out again.  A later lesson may build its sheet from these
(``register_lesson("42_practice", title, lambda rng, seed: [ex_box_count(rng)] * 4)``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from math import comb

from ..engine import (
    Cell,
    Game,
    Rules,
    Score,
    Tile,
    cell_corners,
    cell_neighbours,
    full_set,
    round_end_points,
    set_counts,
)
from ..teaching import (
    add_up,
    make_match_puzzle,
    make_mirror_question,
    make_scoring_question,
    make_turn_question,
    says_total,
    turned,
)
from ..words import Msg
from ._figures import BoardFigure, Exercise, GridFigure, HandsFigure, TilesFigure, letters

__all__ = [
    "Turn",
    "deal_triple_chance",
    "ex_big_triangle",
    "ex_box_count",
    "ex_chance",
    "ex_deal_tally",
    "ex_dealt_chance",
    "ex_families",
    "ex_fits_hand",
    "ex_going_out",
    "ex_hand_penalty",
    "ex_match",
    "ex_mirror",
    "ex_number_count",
    "ex_own_tile",
    "ex_score",
    "ex_score_grid",
    "ex_score_sheet",
    "ex_shape_count",
    "ex_smallest_count",
    "ex_start_tally",
    "ex_tile_values",
    "ex_turn",
    "ex_who_starts",
    "ex_worth_count",
    "hexagon_cells",
    "play_round",
    "sheet_01",
    "sheet_02",
    "sheet_03",
    "sheet_04",
    "sheet_05",
    "sheet_06",
    "sheet_06b",
    "sheet_07",
    "sheet_08",
    "triangle_cells",
]


def _exercise_seed(rng: random.Random) -> int:
    return rng.randrange(10**6)


def _up(tile: Tile) -> tuple[tuple[int, int, int], bool]:
    a, b, c = tile
    return ((a, b, c), True)


# -- the kinds of exercise, each with its answer worked out by the engine


def ex_tile_values(rng: random.Random, n: int = 6) -> Exercise:
    tiles = rng.sample(full_set(), n)
    answers = tuple(t.value for t in tiles)
    return Exercise(
        "tile_values",
        Msg("print.ex.values"),
        answers,
        tuple(
            Msg("print.ans.value", letter=Msg(f"print.letter.{i}"), a=t[0], b=t[1], c=t[2], v=t.value)
            for i, t in enumerate(tiles)
        ),
        TilesFigure(tuple(_up(t) for t in tiles), lettered=True, boxes=True),
        data=(("tiles", tuple(tiles)),),
    )


_FAMILY = {"triple": "print.family.triple", "double": "print.family.double", "different": "print.family.different"}


def ex_families(rng: random.Random, n: int = 6) -> Exercise:
    tiles = full_set()
    kinds = ["triple", "double", "different"]
    pick = [rng.choice([t for t in tiles if t.kind == k]) for k in kinds]
    rest = [t for t in tiles if t not in pick]
    pick += rng.sample(rest, n - len(pick))
    rng.shuffle(pick)
    return Exercise(
        "families",
        Msg("print.ex.families"),
        tuple(t.kind for t in pick),
        tuple(
            Msg("print.ans.family", letter=Msg(f"print.letter.{i}"), family=Msg(_FAMILY[t.kind]))
            for i, t in enumerate(pick)
        ),
        TilesFigure(tuple(_up(t) for t in pick), lettered=True),
        data=(("tiles", tuple(pick)),),
    )


def ex_worth_count(rng: random.Random) -> Exercise:
    v = rng.choice([3, 4, 5, 6, 8, 9, 10, 11, 12])
    these = [t for t in full_set() if t.value == v]
    return Exercise(
        "worth_count",
        Msg("print.ex.worth_count", v=v),
        len(these),
        (Msg("print.ans.count_list", n=len(these), tiles=", ".join(map(str, these))),),
        lines=2,
        data=(("value", v),),
    )


def ex_number_count(rng: random.Random) -> Exercise:
    k = rng.randrange(6)
    times = rng.choice([1, 2])
    these = [t for t in full_set() if list(t).count(k) >= times]
    key = "print.ex.number_once" if times == 1 else "print.ex.number_twice"
    shown = ", ".join(map(str, these)) if len(these) <= 8 else ""
    ans = Msg("print.ans.count_list", n=len(these), tiles=shown) if shown else Msg("print.ans.count", n=len(these))
    return Exercise("number_count", Msg(key, k=k), len(these), (ans,), data=(("number", k), ("times", times)))


def ex_who_starts(rng: random.Random, players: int = 3, choice: bool = False) -> Exercise:
    """The hands of a real deal; who starts, and with which tile (docs/rules.md 5.2).  With
    ``choice``, a deal where the starting player may start with 0-0-0 instead (lesson 06b)."""
    names = [str(i) for i in range(players)]
    game = Game("classic", players=names, seed=rng.randrange(10**6))
    while choice and len(game.start_tiles) < 2:
        game = Game("classic", players=names, seed=rng.randrange(10**6))
    hands = tuple(tuple(sorted(h, key=lambda t: t.sort_key())) for h in game.hands)
    starter_tiles = tuple(game.start_tiles)
    first = starter_tiles[0]
    key = "print.ans.starts_zero" if len(starter_tiles) > 1 else "print.ans.starts"
    why = "print.why.triple" if first.is_triple else "print.why.biggest"
    return Exercise(
        "who_starts",
        Msg("print.ex.who_starts", n=len(hands[0])),
        (game.starter, starter_tiles),
        (Msg(key, who=Msg(f"print.name.{game.starter}"), tile=str(first), why=Msg(why)),),
        # 9 tiles a row (two players) fit the page's width on smaller tiles
        HandsFigure(hands) if len(hands[0]) <= 7 else HandsFigure(hands, side=12.5),
        lines=1,
        data=(("hands", hands),),
    )


def ex_mirror(rng: random.Random) -> Exercise:
    q = make_mirror_question(_exercise_seed(rng))
    shown, up = turned(q.shown, q.start_turn)
    key = "print.ans.same" if q.answer == "same" else "print.ans.mirror"
    return Exercise(
        "mirror",
        Msg("print.ex.mirror"),
        q.answer,
        (Msg(key),),
        TilesFigure(((q.reference, True), (shown, up)), lettered=True, side=24),
        data=(("question", q),),
    )


def ex_smallest_count(rng: random.Random) -> Exercise:
    k = rng.randrange(5)
    these = [t for t in full_set() if min(t) == k]
    return Exercise(
        "smallest_count",
        Msg("print.ex.smallest", k=k),
        len(these),
        (Msg("print.ans.count", n=len(these)),),
        lines=2,
        data=(("number", k),),
    )


def ex_box_count(rng: random.Random) -> Exercise:
    n = rng.choice([2, 3, 4, 6])
    c = set_counts(n)
    return Exercise(
        "box_count",
        Msg("print.ex.box", n=n),
        (c["total"], c["triples"], c["doubles"], c["different"]),
        (Msg("print.ans.box", total=c["total"], triples=c["triples"], doubles=c["doubles"], different=c["different"]),),
        lines=2,
        data=(("max_value", n),),
    )


def ex_turn(rng: random.Random) -> Exercise:
    q = make_turn_question(_exercise_seed(rng))
    right = q.right_turns
    shown, up = turned(tuple(q.tile), q.start_turn)
    answer = q.placement(right[0])
    tile_fig = TilesFigure(((shown, up),), side=22)
    return Exercise(
        "turn",
        Msg("print.ex.turn", tile=str(q.tile)),
        answer.corners,
        (Msg("print.ans.turn", tile=str(q.tile), a=answer.corners[0], b=answer.corners[1], c=answer.corners[2]),),
        BoardFigure(q.board, target=q.cell),
        BoardFigure(q.board, move=answer, max_side=15),
        figure2=tile_fig,
        lines=0,
        data=(("question", q),),
    )


def ex_match(rng: random.Random, difficulty: str) -> Exercise:
    q = make_match_puzzle(_exercise_seed(rng), difficulty)
    figure_tiles = tuple(turned(tuple(t), k) for t, k in zip(q.candidates, q.start_turns))
    right = tuple(i for i, t in enumerate(q.candidates) if t in q.solutions)
    first = q.solutions[0]
    turn = next(k for k in range(6) if q.fits(first, k))
    return Exercise(
        "match",
        Msg("print.ex.match"),
        right,
        (Msg("print.ans.match", letters=letters(right), n=len(right)),),
        BoardFigure(q.board, target=q.cell),
        BoardFigure(q.board, move=q.placement(first, turn), max_side=15),
        lines=0,
        figure2=TilesFigure(figure_tiles, lettered=True),
        data=(("question", q),),
    )


def _score_answer(score: Score) -> tuple[Msg, ...]:
    """The arithmetic of a score for the answer page, one line a step: the engine's
    :meth:`Score.steps` (the one wording of a score's steps), then the numbers added up (when
    there is more than one: a lone sum is said once)."""
    return (*score.steps(total=False), *((add_up(score),) if says_total(score) else ()))


def ex_score(rng: random.Random, focus: str, preset: str = "classic") -> Exercise:
    q = make_scoring_question(_exercise_seed(rng), focus)
    rules = Rules.preset(preset)
    score = q.make_board().score(q.move, rules)
    key = "print.ex.score_sides" if rules.multiply_by_sides else "print.ex.score"
    if not q.board:
        key = "print.ex.score_first"
    return Exercise(
        "score",
        Msg(key, rules=Msg(f"print.preset.{preset}")),
        score.total,
        _score_answer(score),
        BoardFigure(q.board, move=q.move),
        lines=1,
        data=(("question", q), ("preset", preset)),
    )


def ex_hand_penalty(rng: random.Random) -> Exercise:
    n = rng.randint(3, 5)
    tiles = rng.sample(full_set(), n)
    total = sum(t.value for t in tiles)
    sums = " + ".join(str(t.value) for t in tiles)
    return Exercise(
        "hand_penalty",
        Msg("print.ex.penalty"),
        total,
        (Msg("print.ans.sum", sum=sums, total=total),),
        TilesFigure(tuple(_up(t) for t in tiles)),
        data=(("tiles", tuple(tiles)),),
    )


def ex_going_out(rng: random.Random) -> Exercise:
    rules = Rules.preset("classic")
    n = rng.randint(2, 5)
    left = rng.sample(full_set(), n)
    total = sum(t.value for t in left)
    points, _ = round_end_points(rules, 0, [0, total], [0, n])
    return Exercise(
        "going_out",
        Msg("print.ex.going_out", bonus=rules.out_bonus),
        points[0],
        (
            Msg(
                "print.ans.going_out",
                bonus=rules.out_bonus,
                sum=" + ".join(str(t.value) for t in left),
                total=points[0],
            ),
        ),
        TilesFigure(tuple(_up(t) for t in left)),
        data=(("tiles", tuple(left)), ("preset", "classic")),
    )


def ex_fits_hand(rng: random.Random) -> Exercise:
    """Which tiles of a hand fit the yellow place? (several tiles, as in a game)."""
    q = make_match_puzzle(_exercise_seed(rng), rng.choice(["one_edge", "two_edges"]), candidates=5)
    figure_tiles = tuple(turned(tuple(t), k) for t, k in zip(q.candidates, q.start_turns))
    right = tuple(i for i, t in enumerate(q.candidates) if t in q.solutions)
    return Exercise(
        "match",
        Msg("print.ex.hand_fits"),
        right,
        (Msg("print.ans.match", letters=letters(right), n=len(right)),),
        BoardFigure(q.board, target=q.cell),
        None,
        lines=0,
        figure2=TilesFigure(figure_tiles, lettered=True),
        data=(("question", q),),
    )


_CHANCES = ("triple", "double", "number", "at_least", "different")


def _chance_tiles(kind: str, k: int) -> list[Tile]:
    tiles = full_set()
    if kind == "triple":
        return [t for t in tiles if t.is_triple]
    if kind == "double":
        return [t for t in tiles if t.is_double]
    if kind == "different":
        return [t for t in tiles if t.is_different]
    if kind == "number":
        return [t for t in tiles if k in t]
    return [t for t in tiles if t.value >= k]


def ex_chance(rng: random.Random, kind: str) -> Exercise:
    k = rng.randrange(6) if kind == "number" else rng.choice([10, 11, 12, 13]) if kind == "at_least" else 0
    good = len(_chance_tiles(kind, k))
    f = Fraction(good, 56)
    simple = f"{good}/56" if f.denominator == 56 else f"{good}/56 = {f.numerator}/{f.denominator}"
    return Exercise(
        "chance",
        Msg(f"print.ex.chance_{kind}", k=k),
        f,
        (Msg("print.ans.chance", good=good, fraction=simple),),
        lines=2,
        data=(("kind", kind), ("k", k)),
    )


def deal_triple_chance(hand: int = 9) -> Fraction:
    """The chance that a deal of ``hand`` tiles from the 56 holds at least one triple."""
    tiles = full_set()
    triples = sum(1 for t in tiles if t.is_triple)
    return 1 - Fraction(comb(len(tiles) - triples, hand), comb(len(tiles), hand))


def ex_deal_tally(rng: random.Random, hand: int = 9, deals: int = 10) -> Exercise:
    """Lesson 06's dealing at the table: deal ``hand`` tiles ``deals`` times and tally the triples;
    the answer page gives the exact chance to compare with."""
    return _tally(
        "deal_tally",
        Msg("print.ex.tally"),
        "print.ans.tally",
        deal_triple_chance(hand),
        deals,
        ("print.grid.triples", "print.grid.some"),
        (("hand", hand),),
    )


def ex_start_tally(rng: random.Random, players: int = 2, deals: int = 10) -> Exercise:
    """Lesson 06b's dealing at the table: deal the hands of ``players`` ``deals`` times, write the
    biggest triple dealt (or tick "nobody"); the answer page gives the exact chance that somebody
    has a triple, to compare with."""
    dealt = players * Rules.preset("classic").hand_sizes[players - 2]
    ask = Msg("print.ex.start_tally", n=dealt // players)
    return _tally(
        "start_tally",
        ask,
        "print.ans.start_tally",
        deal_triple_chance(dealt),
        deals,
        ("print.grid.biggest", "print.grid.nobody"),
        (("players", players), ("dealt", dealt)),
    )


def _tally(
    name: str,
    ask: Msg,
    answer: str,
    p: Fraction,
    deals: int,
    columns: tuple[str, str],
    data: tuple[tuple[str, object], ...],
) -> Exercise:
    """A tally at the table: a grid of ``deals`` rows (the deal and two ``columns``) and a total
    row; the answer (catalogue key ``answer``) gives the exact chance ``p`` to compare with, as a
    percentage and as deals out of ``deals``."""
    pct = round(100 * p)
    k = round(deals * p)
    return Exercise(
        name,
        ask,
        p,
        (Msg(answer, pct=pct, k=k),),
        GridFigure(("print.grid.deal", *columns), deals, "print.grid.total", row_h=7.0, width=130),
        lines=1,
        data=(*data, ("deals", deals), ("pct", pct), ("k", k)),
    )


def ex_dealt_chance(rng: random.Random) -> Exercise:
    """With 2, 3 or 4 players, the chance that one given triple is dealt to somebody: the tiles
    dealt out of 56."""
    players = rng.choice([2, 3, 4])
    hand = Rules.preset("classic").hand_sizes[players - 2]
    dealt = players * hand
    tile = rng.choice([t for t in full_set() if t.is_triple])
    f = Fraction(dealt, 56)
    return Exercise(
        "dealt_chance",
        Msg("print.ex.dealt_chance", players=players, hand=hand, dealt=dealt, tile=str(tile)),
        f,
        (Msg("print.ans.dealt_chance", dealt=dealt, fraction=f"{dealt}/56 = {f.numerator}/{f.denominator}"),),
        lines=2,
        data=(("players", players), ("hand", hand), ("tile", tile)),
    )


def ex_own_tile(rng: random.Random) -> Exercise:
    """Lesson 06's first question, "will I get the 5-5-5?": the chance that one tile is in a hand
    dealt from the 56 (the hand's tiles out of 56)."""
    players = rng.choice([2, 3, 5])
    hand = Rules.preset("classic").hand_sizes[players - 2]
    tile = rng.choice([t for t in full_set() if t.is_triple])
    f = Fraction(hand, 56)
    shown = f"{hand}/56" if f.denominator == 56 else f"{hand}/56 = {f.numerator}/{f.denominator}"
    return Exercise(
        "own_tile",
        Msg("print.ex.own_tile", hand=hand, tile=str(tile)),
        f,
        (Msg("print.ans.own_tile", hand=hand, fraction=shown),),
        TilesFigure((_up(tile),)),
        lines=2,
        data=(("hand", hand), ("tile", tile)),
    )


def ex_score_grid(rng: random.Random, preset: str = "classic", players: int = 3, turns: int = 12) -> Exercise:
    """An empty score grid for a game at the table: a column a player, a row a turn, a total."""
    rules = Rules.preset(preset)
    return Exercise(
        "score_grid",
        Msg(
            "print.ex.score_grid",
            rules=Msg(f"print.preset.{preset}"),
            p=rules.draw_penalty,
            **{"pass": rules.pass_penalty},
        ),
        None,
        (Msg("print.ans.score_grid", p=rules.draw_penalty, **{"pass": rules.pass_penalty}),),
        GridFigure(("print.grid.turn",) + ("",) * players, turns, "print.grid.total", row_h=7.5),
        lines=0,
        data=(("preset", preset), ("players", players), ("turns", turns)),
    )


def triangle_cells(n: int) -> tuple[Cell, ...]:
    """The cells of a big triangle of side ``n`` pointing up (n × n small triangles)."""
    cells = [Cell(x, y, True) for y in range(n) for x in range(n - y)]
    cells += [Cell(x, y, False) for y in range(n - 1) for x in range(n - 1 - y)]
    return tuple(cells)


def hexagon_cells(n: int) -> tuple[Cell, ...]:
    """The cells of a big hexagon of side ``n`` round the point (0, 0) (6 × n × n small triangles)."""

    def dist(p: tuple[int, int]) -> int:
        x, y = p
        return max(abs(x), abs(y), abs(x + y))

    out = []
    for y in range(-n, n + 1):
        for x in range(-n, n + 1):
            for up in (True, False):
                c = Cell(x, y, up)
                if all(dist(p) <= n for p in cell_corners(c)):
                    out.append(c)
    return tuple(out)


def _blob(rng: random.Random, size: int) -> tuple[Cell, ...]:
    cells = [Cell(0, 0, True)]
    while len(cells) < size:
        c = rng.choice(cells)
        nb = rng.choice(cell_neighbours(c))
        if nb not in cells:
            cells.append(nb)
    return tuple(sorted(cells, key=lambda c: (c.y, c.x, c.up)))


def ex_shape_count(rng: random.Random, shape: str) -> Exercise:
    if shape == "triangle":
        n = rng.choice([2, 3, 4])
        cells = triangle_cells(n)
        prompt = Msg("print.ex.count_triangle", n=n)
    elif shape == "hexagon":
        n = rng.choice([1, 2])
        cells = hexagon_cells(n)
        prompt = Msg("print.ex.count_hexagon", n=n)
    else:
        n = rng.randint(7, 12)
        cells = _blob(rng, n)
        prompt = Msg("print.ex.count_shape")
    return Exercise(
        "shape_count",
        prompt,
        len(cells),
        (Msg("print.ans.count", n=len(cells)),),
        BoardFigure(shape=cells, max_side=14),
        data=(("shape", shape), ("side", n), ("cells", cells)),
    )


def ex_big_triangle(rng: random.Random) -> Exercise:
    n = rng.choice([5, 6, 7, 8])
    tiles = n * n
    fits = tiles <= 56
    return Exercise(
        "big_triangle",
        Msg("print.ex.big_triangle", n=n),
        (tiles, fits),
        (Msg("print.ans.big_triangle_yes" if fits else "print.ans.big_triangle_no", n=n, t=tiles),),
        lines=2,
        data=(("side", n),),
    )


@dataclass(frozen=True)
class Turn:
    """One turn of a player in a real game: ``draws`` tiles drawn, then ``score`` (or a pass)."""

    draws: int
    score: Score | None
    passed: bool = False

    def points(self, rules: Rules) -> int:
        pts = -self.draws * rules.draw_penalty
        if self.passed:
            pts -= rules.pass_penalty
        if self.score is not None:
            pts += self.score.total
        return pts


def play_round(seed: int, preset: str = "classic", turns: int = 12) -> tuple[Game, list[tuple[int, Turn]]]:
    """The first ``turns`` turns of a real game between two players who always make the move
    scoring most (drawing when nothing fits): (game, [(seat, turn)])."""
    game = Game(preset, players=["A", "B"], seed=seed)
    out: list[tuple[int, Turn]] = []
    while len(out) < turns and not game.round_over:
        seat = game.current
        before = game.scores[seat]
        draws = 0
        while not game.legal_placements() and game.can_draw():
            game.draw()
            draws += 1
        moves = game.legal_placements()
        if moves:
            best = max(moves, key=lambda p: (game.preview(p).total, -p.cell.y, p.cell.x, p.corners))
            turn = Turn(draws, game.play(best))
        else:
            game.pass_turn()
            turn = Turn(draws, None, passed=True)
        if not game.round_over:
            assert game.scores[seat] - before == turn.points(game.rules), "the sheet adds up like the engine"
        out.append((seat, turn))
    return game, out


def _turn_text(turn: Turn) -> Msg:
    """What a player did in a turn: "draws 2 tiles, then places 1-2-3, makes a bridge"."""
    if turn.score is None:
        return Msg("print.sheet.pass", n=turn.draws) if turn.draws else Msg("print.sheet.pass_plain")
    s = turn.score
    what = Msg("print.sheet.play_draws" if turn.draws else "print.sheet.play", tile=str(s.tile), n=turn.draws)
    facts: list[Msg] = []
    if s.first:
        facts.append(Msg("print.sheet.first"))
    if s.bridge:
        facts.append(Msg("print.sheet.bridge"))
    if s.hexagons:
        facts.append(Msg("print.sheet.hexagon", n=s.hexagons))
    if s.two_sides and not s.hexagons:
        facts.append(Msg("print.sheet.two_sides"))
    for fact in facts:
        what = Msg("print.comma", a=what, b=fact)
    return what


def ex_score_sheet(rng: random.Random, preset: str = "classic") -> Exercise:
    """A real game's first turns for one player: the points of each, and the total."""
    while True:
        _game, turns = play_round(rng.randrange(10**6), preset, turns=10)
        seat = rng.randrange(2)
        mine = [t for s, t in turns if s == seat][:5]
        if len(mine) >= 4 and any(t.draws for t in mine) | any(t.score and t.score.bonus for t in mine):
            break
    rules = Rules.preset(preset)
    lines = [Msg("print.sheet.row", i=i + 1, what=_turn_text(t)) for i, t in enumerate(mine)]
    pts = [t.points(rules) for t in mine]
    total = sum(pts)
    answer_lines = tuple(
        Msg("print.sheet.row_points", i=i + 1, what=_turn_text(t), p=_signed(p))
        for i, (t, p) in enumerate(zip(mine, pts))
    ) + (Msg("print.ans.total", sum=" ".join(_term(i, p) for i, p in enumerate(pts)), total=total),)
    return Exercise(
        "score_sheet",
        Msg("print.ex.sheet", rules=Msg(f"print.preset.{preset}"), p=rules.draw_penalty, rows=_lines(lines)),
        total,
        answer_lines,
        lines=2,
        data=(("turns", tuple(mine)), ("preset", preset)),
    )


def _lines(parts: Sequence[Msg]) -> Msg:
    """Messages one under the other."""
    out = parts[0]
    for m in parts[1:]:
        out = Msg("print.lines", a=out, b=m)
    return out


def _signed(p: int) -> str:
    return f"+{p}" if p > 0 else f"\u2212{-p}" if p < 0 else "0"


def _term(i: int, p: int) -> str:
    if i == 0:
        return str(p) if p >= 0 else f"\u2212{-p}"
    return f"+ {p}" if p >= 0 else f"\u2212 {-p}"


# -- the lessons' sheets


def sheet_01(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_tile_values(rng), ex_families(rng), ex_worth_count(rng), ex_number_count(rng), ex_who_starts(rng, 3)]


def sheet_02(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_smallest_count(rng), ex_mirror(rng), ex_mirror(rng), ex_box_count(rng), ex_families(rng, 5)]


def sheet_03(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_mirror(rng), ex_turn(rng), ex_turn(rng), ex_match(rng, "one_edge"), ex_match(rng, "two_edges")]


def sheet_04(rng: random.Random, seed: int) -> list[Exercise]:
    """Part 1 of the scoring lesson: a tile's sum, the first tile, the tiles left in a hand, going out."""
    return [ex_score(rng, "start"), ex_score(rng, "one_side"), ex_hand_penalty(rng), ex_going_out(rng)]


def sheet_04b(rng: random.Random, seed: int) -> list[Exercise]:
    """Part 2 of the scoring lesson: the bonuses for a bridge, two sides and a hexagon; 3MINO's advanced scoring."""
    return [
        ex_score(rng, "bridge"),
        ex_score(rng, "two_sides"),
        ex_score(rng, "hexagon"),
        ex_score(rng, "two_sides", "trimino_advanced"),
    ]


def sheet_05(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_who_starts(rng, 4), ex_fits_hand(rng), ex_match(rng, "bridge"), ex_going_out(rng)]


def sheet_06(rng: random.Random, seed: int) -> list[Exercise]:
    kinds = list(_CHANCES)
    rng.shuffle(kinds)
    # the dealing at the table, tallied; then two chance questions, not four alike
    # and the lesson's own first question: will my hand hold this triple? (not lesson 01's "tiles worth 4")
    return [ex_deal_tally(rng)] + [ex_chance(rng, k) for k in kinds[:2]] + [ex_own_tile(rng)]


def sheet_06b(rng: random.Random, seed: int) -> list[Exercise]:
    # who starts: the dealing at the table, two deals to read (one with the 0-0-0 choice), a chance
    return [ex_start_tally(rng), ex_who_starts(rng, 2, choice=True), ex_who_starts(rng, 3), ex_dealt_chance(rng)]


def sheet_07(rng: random.Random, seed: int) -> list[Exercise]:
    return [
        ex_shape_count(rng, "hexagon"),
        ex_shape_count(rng, "triangle"),
        ex_shape_count(rng, "free"),
        ex_big_triangle(rng),
    ]


def sheet_08(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_score_sheet(rng), ex_score(rng, "any"), ex_going_out(rng), ex_hand_penalty(rng), ex_score_grid(rng)]
