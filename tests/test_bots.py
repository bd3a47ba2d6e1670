"""Computer players: legal actions only, no peeking, hints, matches and tournaments."""

from __future__ import annotations

import random

import pytest

import trio_widgets as tw
from trio_widgets.players import (
    Action,
    GreedyBot,
    PublicView,
    RandomBot,
    SmartBot,
    hint,
    make_bot,
    move_gain,
    play_match,
    play_round,
    tournament,
)

PRESETS = tw.Rules.presets()
KINDS = ("random", "greedy", "smart")


def check_action(game: tw.Game, action: Action) -> None:
    """The action is one the engine allows now (asked of the engine, not of the bot's view)."""
    if action.kind == "play":
        assert action.placement in game.legal_placements()
        assert game.play_problem(action.placement) is None
    elif action.kind == "draw":
        assert game.can_draw()
    else:
        assert action.kind == "pass"
        assert game.can_pass()


def play_checked(game: tw.Game, bots, rounds: int = 1) -> int:
    """Play up to ``rounds`` rounds, checking every action before and after; returns actions taken."""
    taken = 0
    for r in range(rounds):
        while not game.round_over:
            seat = game.current
            view = PublicView.of(game)
            # the view's draw/pass flags are the engine's
            assert (view.can_draw, view.can_pass) == (game.can_draw(), game.can_pass())
            before = len(game.actions)
            action = bots[seat].act(game)
            check_after = game.actions
            assert len(check_after) == before + 1, "a bot takes exactly one action"
            assert check_after[-1]["action"] == action.kind
            taken += 1
        if game.match_over or r == rounds - 1:
            break
        game.next_round()
    return taken


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_bot_only_makes_legal_actions(preset, players):
    for seed in range(2):
        game = tw.Game(preset, players=players, seed=1000 * players + seed)
        bots = [make_bot(KINDS[(s + seed) % 3], seed=s) for s in range(players)]
        # check each decision against the engine before it is applied
        while not game.round_over:
            action = bots[game.current].decide(game)
            check_action(game, action)
            action.apply(game)
        assert game.round_over
        if not game.match_over:
            game.next_round()
            play_checked(game, bots, rounds=1)


@pytest.mark.parametrize("kind", KINDS)
def test_each_bot_plays_whole_matches_of_every_preset(kind):
    for i, preset in enumerate(PRESETS):
        rec = play_match(preset, [kind, "random", "greedy"][: 2 + i % 2], seed=i)
        assert rec.game.match_over
        assert rec.winners == rec.game.match_winners
        assert rec.history[-1]["type"] == "match_end"


def test_bots_act_only_for_a_live_round():
    game = tw.Game("kids", players=2, seed=4)
    play_round(game, [make_bot("greedy"), make_bot("random", 1)])
    for kind in KINDS:
        with pytest.raises(tw.IllegalMove):
            make_bot(kind).act(game)


def test_history_is_complete_and_adds_up():
    rec = play_match("pressman", ["smart", "greedy"], seed=5)
    totals = [0, 0]
    for e in rec.history:
        if e["type"] in ("play", "draw", "pass"):
            totals[e["seat"]] += e["points"]
        elif e["type"] == "round_end":
            for s, p in enumerate(e["points"]):
                totals[s] += p
    assert totals == rec.scores


# -- greedy ------------------------------------------------------------------


def positions(preset: str, players: int, games: int, seed: int = 0, every: int = 1):
    """Positions (games to act in) reached by seeded mixed play."""
    for g_i in range(games):
        game = tw.Game(preset, players=players, seed=seed * 100 + g_i)
        bots = [make_bot(KINDS[(s + g_i) % 3], seed=s) for s in range(players)]
        n = 0
        while not game.round_over:
            if n % every == 0:
                yield game
            bots[game.current].act(game)
            n += 1


@pytest.mark.parametrize("preset", PRESETS)
def test_greedy_takes_the_most_now(preset):
    rules = tw.Rules.preset(preset)
    bot = GreedyBot()
    seen = 0
    for game in positions(preset, 2, 3, seed=1):
        moves = game.legal_placements()
        action = bot.decide(game)
        if not moves:
            assert action.kind in ("draw", "pass")
            continue
        assert action.kind == "play"
        # worth of each move, asked of the engine's preview (counted or not)
        board = game.board
        worth = {p: board.score(p, rules) for p in moves}
        if rules.penalty_scoring:
            best = max(s.tile_value for s in worth.values())
            assert worth[action.placement].tile_value == best
        elif rules.keep_score:
            best = max(s.total for s in worth.values())
            assert game.preview(action.placement).total == best
        seen += 1
    assert seen > 20


def test_greedy_shortcut_decides_like_its_view():
    bot = GreedyBot()
    for preset in PRESETS:
        for game in positions(preset, 3, 2, seed=2):
            assert bot.decide(game) == bot.choose(PublicView.of(game))


def test_greedy_never_draws_by_choice_and_random_sometimes_does():
    # trimino_simple lets a player draw instead of playing
    greedy, rnd = GreedyBot(), RandomBot(seed=3)
    random_draws_by_choice = 0
    for game in positions("trimino_simple", 2, 6, seed=3):
        if game.legal_placements() and not game.board.is_empty:
            assert greedy.decide(game).kind == "play"
            if rnd.decide(game).kind == "draw":
                random_draws_by_choice += 1
    assert random_draws_by_choice > 0


def test_random_bot_is_reproducible_from_its_seed():
    def run(seed):
        game = tw.Game("classic", players=3, seed=9)
        bots = [RandomBot(seed), RandomBot(seed + 1), RandomBot(seed + 2)]
        play_round(game, bots)
        return game.actions

    assert run(1) == run(1)
    assert run(1) != run(50)


# -- SmartBot never peeks ----------------------------------------------------


def _scrub(game: tw.Game, seat: int) -> tw.Game:
    """sample_hidden, plus hide what the copy's history says other players drew."""
    g = game.sample_hidden(seat, random.Random(seat * 7919 + len(game.history)))
    g.history = [dict(e, tile="?") if e.get("type") == "draw" and e.get("seat") != seat else e for e in g.history]
    return g


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [2, 4])
def test_smart_bot_decides_the_same_whatever_the_hidden_tiles(preset, players):
    smart = SmartBot()
    compared = differed = 0
    for game in positions(preset, players, 2, seed=4, every=3):
        seat = game.current
        for k in range(2):
            other = game.sample_hidden(seat, random.Random(k))
            if k == 1:
                other = _scrub(other, seat)
            # the hidden part really is different ...
            if [h for s, h in enumerate(other.hands) if s != seat] != [
                h for s, h in enumerate(game.hands) if s != seat
            ]:
                differed += 1
            assert other.hand_sizes == game.hand_sizes and other.hand(seat) == game.hand(seat)
            # ... but what the seat may know, and so the decision, is not
            assert PublicView.of(other) == PublicView.of(game)
            assert smart.decide(other) == smart.decide(game)
            compared += 1
    assert compared > 10 and differed > compared // 2


def test_smart_bot_decides_the_same_when_only_the_deal_of_others_differs():
    """Two separate games, built from different shuffles: the same hand for seat 0 and the
    same moves so far, but different tiles in the other hand and the pool."""
    smart = SmartBot()
    rng = random.Random(11)
    compared = 0
    for _trial in range(30):
        order = list(tw.full_set())
        rng.shuffle(order)
        first = tw.Game("pressman", players=2, order=order)
        # a few plays (no draws) by greedy; remember the opponent's played tiles
        bots = [GreedyBot(), GreedyBot()]
        moves = []
        while len(moves) < rng.randrange(0, 8) and first.legal_placements() and not first.round_over:
            a = bots[first.current].act(first)
            moves.append(a)
        played_by_1 = {a.placement.tile for i, a in enumerate(moves) if first.history[1 + i]["seat"] == 1}
        hand0 = order[:9]
        keep1 = [t for t in order[9:18] if t in played_by_1]
        others = [t for t in order[9:] if t not in played_by_1]
        rng.shuffle(others)
        new1 = keep1 + others[: 9 - len(keep1)]
        order2 = hand0 + new1 + others[9 - len(keep1) :]
        second = tw.Game("pressman", players=2, order=order2)
        try:
            for a in moves:
                a.apply(second)
        except tw.IllegalMove:
            continue  # the new deal changed who starts: not the same public game
        if second.round_over or first.round_over or second.current != first.current:
            continue
        seat = first.current
        if second.hand(seat) != first.hand(seat):
            continue
        assert PublicView.of(second) == PublicView.of(first)
        assert smart.decide(second) == smart.decide(first)
        compared += 1
    assert compared >= 10


def test_smart_bot_uses_no_chance():
    game = tw.Game("classic", players=3, seed=21)
    for _ in range(6):
        make_bot("greedy").act(game)
    assert SmartBot(seed=1).decide(game) == SmartBot(seed=2).decide(game)


def test_public_view_cannot_be_changed_and_holds_no_other_hand():
    game = tw.Game("pressman", players=3, seed=2)
    view = PublicView.of(game, seat=1)
    with pytest.raises(AttributeError):
        view.hand = ()
    others = set(game.hand(0)) | set(game.hand(2))
    assert not others & set(view.hand)
    assert others <= set(view.unseen)
    assert view.legal == () and not view.can_draw  # not seat 1's turn
    with pytest.raises(ValueError):
        PublicView.of(game, seat=3)


# -- hints -------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_hint_explains_the_move_and_changes_nothing(kind):
    kinds_seen = set()
    for game in positions("pressman", 2, 2, seed=6, every=2):
        before = game.to_json()
        h = hint(game, kind)
        assert game.to_json() == before
        kinds_seen.add(h["action"])
        if h["action"] == "play":
            assert h["placement"] in game.legal_placements()
            assert h["score"] == game.preview(h["placement"])
            # the score's own step words, laid out in sentences (issue 38), and a full stop
            assert all(m.text().lower() in h["text"].lower() for m in h["score"].steps(total=False)), h["text"]
            assert h["text"].endswith(".")
            assert h["text"].startswith(f"Put {h['placement'].tile}")
        elif h["action"] == "draw":
            assert "draw" in h["text"] and "-5 points" in h["text"]
        else:
            assert "pass" in h["text"]
        assert "\n" not in h["text"]
    assert {"play", "draw"} <= kinds_seen


def test_bot_hint_method_is_the_hint_function():
    game = tw.Game("classic", players=2, seed=12)
    for _ in range(4):
        make_bot("greedy").act(game)
    for kind in KINDS[1:]:
        assert make_bot(kind).hint(game) == hint(game, kind)


def test_hint_example_from_the_issue():
    # 2-3-4 alone on the board; 3-4-5 put to its left makes 2-3-4-... a one-edge placement
    rules = tw.Rules.preset("pressman")
    board = tw.Board()
    board.place(tw.Placement(tw.Cell(0, 0, True), (2, 3, 4)))
    from trio_widgets.players import describe_placement

    # up cell (0,0) shows 2 at the top, 3 bottom-right, 4 bottom-left (docs/rules.md 2)
    cases = [
        (tw.Placement(tw.Cell(-1, 0, False), (5, 2, 4)), "2-4-5 on the left of 2-3-4"),
        (tw.Placement(tw.Cell(0, 0, False), (2, 3, 3)), "2-3-3 on the right of 2-3-4"),
        (tw.Placement(tw.Cell(0, -1, False), (4, 3, 4)), "3-4-4 below 2-3-4"),
    ]
    for p, words in cases:
        assert board.problem(p) is None
        assert describe_placement(board, p) == words
    # a down tile's neighbour straight above it
    board.place(cases[1][0])
    above = tw.Placement(tw.Cell(0, 1, True), (2, 3, 2))
    assert board.problem(above) is None
    assert describe_placement(board, above) == "2-2-3 above 2-3-3"
    assert rules.bridge_bonus == 40


def test_hint_for_penalty_and_kids_games_says_what_counts():
    for preset, word in (("trimino_simple", "points out of your hand"), ("kids", "Put")):
        game = tw.Game(preset, players=2, seed=8)
        make_bot("greedy").act(game)
        h = hint(game, "smart")
        if h["action"] == "play":
            assert word in h["text"]


def test_describe_is_one_short_line():
    for kind in KINDS:
        d = make_bot(kind).describe()
        assert d and "\n" not in d and len(d) < 90
    assert make_bot("greedy").describe() == "plays the move that scores most right now"


def test_make_bot_rejects_unknown_names_and_bad_seeds():
    with pytest.raises(ValueError, match="no bot named"):
        make_bot("genius")
    with pytest.raises(ValueError):
        make_bot("random", seed="x")
    bot = SmartBot()
    assert make_bot(bot) is bot


def test_move_gain_follows_the_rule_set():
    board = tw.Board()
    board.place(tw.Placement(tw.Cell(0, 0, True), (2, 3, 4)))
    p = tw.Placement(tw.Cell(0, 0, False), (2, 3, 3))
    for preset in PRESETS:
        rules = tw.Rules.preset(preset)
        s = board.score(p, rules)
        # penalty scoring: the 8 points of 2-3-3 leave the hand; kids: one tile fewer
        expected = 8 if rules.penalty_scoring else (s.total if rules.keep_score else 10)
        assert move_gain(s, rules) == expected


# -- matches and tournaments ----------------------------------------------------


def test_tournament_is_reproducible_and_rotates_seats():
    a = tournament("classic", ["greedy", "random", "smart"], matches=3, seed=3)
    b = tournament("classic", ["greedy", "random", "smart"], matches=3, seed=3)
    c = tournament("classic", ["greedy", "random", "smart"], matches=3, seed=4)
    assert a.to_dict() == b.to_dict() and a.points == b.points
    assert a.points != c.points  # another seed, other deals
    # every entry took every seat once in 3 matches
    for entry in range(3):
        seats = [order.index(entry) for order in a.orders]
        assert sorted(seats) == [0, 1, 2]
    assert sum(a.wins) == pytest.approx(3)


def test_tournament_same_with_two_processes():
    one = tournament("trimino_simple", ["greedy", "random"], matches=4, seed=7)
    two = tournament("trimino_simple", ["greedy", "random"], matches=4, seed=7, processes=2)
    assert one.to_dict() == two.to_dict()


def test_tournament_report_and_intervals():
    t = tournament("kids", ["greedy", "random"], matches=8, seed=1)
    d = t.to_dict()
    for i in range(2):
        lo, hi = d["win_interval"][i]
        assert 0 <= lo <= d["win_rate"][i] <= hi <= 1
    assert "win rate" in str(t)
    assert t.table()["bot"] == ["greedy", "random"]
    with pytest.raises(ValueError):
        tournament("kids", ["greedy", "random"], matches=0)
    with pytest.raises(ValueError):
        tournament("kids", ["greedy", "nobody"], matches=2)


def test_play_match_with_bot_objects_and_names():
    rec = play_match("classic", [SmartBot(), "greedy", RandomBot(5)], seed=2, players=["Ann", "Bob", "Cy"])
    assert rec.game.players == ["Ann", "Bob", "Cy"]
    assert rec.bots == ["smart", "greedy", "random"]
    assert rec.rounds == rec.game.round_number
    again = play_match("classic", [SmartBot(), "greedy", RandomBot(5)], seed=2, players=["Ann", "Bob", "Cy"])
    assert again.game.to_json() == rec.game.to_json()


def test_hints_and_descriptions_in_every_language():
    from trio_widgets.words import LANGUAGES

    game = tw.Game("classic", players=["Ann", "Bob"], seed=4)
    seen = set()
    for _ in range(40):
        if game.round_over:
            break
        for kind in ("random", "greedy", "smart"):
            english = hint(game, kind)
            assert english["text"] == english["msg"].text("en")
            for lang in LANGUAGES:
                h = hint(game, kind, lang=lang)
                assert h["action"] == english["action"] and h["placement"] == english["placement"]
                assert h["text"] == h["msg"].text(lang) and "{" not in h["text"]
                if lang != "en":
                    assert h["text"] != english["text"]
                assert h["msg"].key == "hint.end"  # every hint ends with a full stop, after its reason
                seen.add(h["msg"].kwargs["text"].key)
        make_bot("greedy").act(game)
    assert {"hint.because", "hint.cost"} & seen
    for kind in ("random", "greedy", "smart"):
        bot = make_bot(kind)
        assert bot.describe() == bot.describe("en") == bot.description
        assert len({bot.describe(lang) for lang in LANGUAGES}) == 4


@pytest.mark.parametrize("preset", ["pressman", "classic", "trimino_simple", "kids"])
def test_smart_bot_weighs_replies_without_placing_its_move_as_on_the_board_after_it(preset):
    """SmartBot's replies after a move, worked out from the board before it (its far moves)
    and what the move changes, are those it finds on a copy with the move placed: the same
    tiles, gains, placements (ties to the first listed) and order."""
    from trio_widgets.players._bots import _Ctx

    bot = SmartBot()
    rules = tw.Rules.preset(preset)
    seen = 0
    for seed in range(6):
        game = tw.Game(rules, players=2, seed=40 + seed)
        seats = [RandomBot(seed), GreedyBot()]
        while not game.round_over and seen < 400:
            view = PublicView.of(game)
            if not view.board.is_empty and len(view.legal) >= 2:
                ctx = _Ctx(view, bot.weights.stuck)
                if ctx.u and ctx.k:
                    base = bot._reply_base(ctx, view.board)
                    for p in view.legal:
                        after = view.board.copy()
                        after.place_unchecked(p)
                        want = bot._replies(ctx, after, 7.0)
                        assert bot._replies_after(ctx, view.board, base, p, 7.0) == want
                        seen += 1
            seats[game.current].act(game)
    assert seen > 50


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "Put 5-5-5 in the middle of the board. 5 + 5 + 5 = 15. Starting with a triple gives 10 more points: 25 in all.",
        ),
        ("ru", "Положи 5-5-5 в середину поля. 5 + 5 + 5 = 15. Первый ход тройкой приносит ещё 10 очков: всего 25."),
        (
            "pl",
            "Połóż 5-5-5 na środku planszy. Punkty: 5 + 5 + 5 = 15. "
            "Za start żetonem potrójnym dochodzi jeszcze 10 punktów: razem 25.",
        ),
        (
            "hu",
            "Tedd le az 5-5-5 dominót a játéktér közepére. Számold össze a pontokat: 5 + 5 + 5 = 15. "
            "Triplával kezdeni még 10 pontot ér, így összesen 25.",
        ),
    ],
)
def test_the_hint_says_the_start_bonus_as_a_teacher_would(lang, said):
    """Issue 38: lesson 05's hint said "start with a triple +10, total 25" (an order, a formula)
    and ended with no full stop, in every language."""
    game = tw.Game("classic", players=["Ann", "Bob"], seed=7)
    assert hint(game, lang=lang)["text"] == said


def test_the_hungarian_hint_says_what_to_put_in_a_sentence():
    """Hungarian lesson 05: "Ezt tedd le: 5-5-5, a játéktér közepére ... ér: összesen 25" read as
    an order with a label's colon; the hint names the tile as the object of "tedd le" (with its
    article), the numbers still the engine's, while the tile's place alone (lesson 10's
    "describe_placement") keeps its own words."""
    game = tw.Game("classic", players=["Ann", "Bob"], seed=7)
    first = hint(game, lang="hu")
    game.play(first["placement"])
    h = hint(game, lang="hu")
    tile = str(h["placement"].tile)
    assert h["text"].startswith(f"Tedd le a{'z' if tile[0] in '15' else ''} {tile} dominót "), h["text"]
    assert h["text"].endswith(".") and ": " not in h["text"].split("pontokat: ")[0]
    assert f"összesen {h['score'].total}" in h["text"] or h["score"].bonus == 0
    where = tw.players.describe_placement(game.board, h["placement"], "hu")
    assert where.startswith(f"{tile}, "), where
