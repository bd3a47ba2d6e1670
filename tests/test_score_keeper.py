"""The ScoreKeeper widget without a browser: the messages the page sends (intents), each
checked; the state it draws from; languages; save and load."""

from __future__ import annotations

import json

import pytest

import trio_widgets as tw
from trio_widgets.score_keeper import ScoreKeeper
from trio_widgets.scoresheet import ScoreSheet


def keeper(rules="pressman", lang="en") -> ScoreKeeper:
    return ScoreKeeper(players=["Ann", "Bob", "Cleo"], rules=rules, lang=lang)


def turn(k: ScoreKeeper, seat: int, numbers=(), **facts) -> dict:
    draft = {"seat": seat, "numbers": list(numbers), **facts}
    return k.receive({"type": "turn", "draft": draft, "edit": None})


def test_lazy_export_and_deterministic_repr():
    k = tw.ScoreKeeper(players=["Ann", "Bob"], rules="classic")
    assert isinstance(k, ScoreKeeper)
    assert repr(k) == "<ScoreKeeper classic: Ann 0 · Bob 0; round 1; 0 entries>"
    assert "export default" in k._esm and 'from "./' not in k._esm
    assert ".trio-sk" in k._css


def test_a_few_taps_make_a_turn():
    k = keeper()
    assert turn(k, 0, (4, 4, 4))["kind"] == "ok"  # 12 + 10 (docs/rules.md 10: 22)
    assert turn(k, 1, (5, 3, 4), bridge=True)["kind"] == "ok"  # 12 + 40
    assert turn(k, 2, draws=2, **{"pass": True})["kind"] == "ok"  # -5 -5 -10
    assert k.sheet.totals == [22, 52, -20]
    v = k.view
    assert v["totals"] == [22, 52, -20] and v["leaders"] == [1] and v["next_seat"] == 0
    assert v["rows"][1]["tile"] == "3-4-5" and v["rows"][1]["points"] == [0, 52, 0]
    assert v["hand_sizes"] == [6, 6, 9]  # 7 dealt each; played one, one, drew two
    assert v["last_tile_seat"] == 1  # who most likely went out, if the round ends now
    assert "Bob is in the lead" == v["status"]


def test_preview_changes_nothing():
    k = keeper("classic")
    turn(k, 0, (2, 2, 2))
    before = k.sheet.to_json()
    out = k.receive(
        {"type": "preview", "seq": 7, "draft": {"seat": 1, "numbers": [2, 2, 5], "sides": 2, "hexagons": 1}}
    )
    assert out["ok"] and out["seq"] == 7 and out["points"] == [0, 9 + 60, 0]
    assert k.preview["text"].endswith("total 69")
    assert k.sheet.to_json() == before
    bad = k.receive({"type": "preview", "seq": 8, "draft": {"seat": 1, "numbers": [2, 2, 2]}})
    assert bad["error"] and "already played" in bad["text"]
    assert k.receive({"type": "preview", "seq": 9, "draft": {"seat": None}})["text"].startswith("Tap whose turn")


def test_round_end_edit_delete_undo():
    k = keeper("pressman")
    turn(k, 0, (4, 4, 4))
    turn(k, 1, (3, 4, 5), bridge=True)
    msg = k.receive({"type": "round_end", "how": "out", "seat": 1, "left": [17, None, 8], "unit": "total"})
    assert msg["kind"] == "ok" and k.sheet.totals == [22, 52 + 25 + 25, 0]
    assert k.view["rounds"][0]["over"] and k.view["round"] == 2
    # Bob's tile was not a bridge: edit it, every total follows
    assert k.receive({"type": "turn", "draft": {"seat": 1, "numbers": [3, 4, 5]}, "edit": 1})["kind"] == "ok"
    assert k.sheet.totals == [22, 12 + 50, 0]
    assert k.receive({"type": "round_end", "how": "blocked", "left": [5, 9, 8], "edit": 2})["kind"] == "ok"
    assert k.sheet.totals == [22 + 17 - 5, 12, 0]
    assert k.receive({"type": "delete", "index": 2})["kind"] == "ok"
    assert len(k.sheet) == 2
    assert k.receive({"type": "undo"})["kind"] == "ok"
    assert len(k.sheet) == 3


def test_a_wrong_edit_keeps_the_old_entry():
    k = keeper()
    turn(k, 0, (4, 4, 4))
    turn(k, 1, (3, 4, 5), bridge=True)
    before = k.sheet.to_json()
    out = k.receive({"type": "turn", "draft": {"seat": 1, "numbers": [4, 4, 4]}, "edit": 1})
    assert out["kind"] == "error" and "4-4-4 was already played" in out["text"]
    assert k.sheet.to_json() == before and k.message["kind"] == "error"


BAD_MESSAGES = [
    None,
    "turn",
    [],
    {},
    {"type": "drop_table"},
    {"type": "__init__"},
    {"type": "turn"},
    {"type": "turn", "draft": "4-4-4"},
    {"type": "turn", "draft": {"seat": 9, "numbers": [1, 2, 3]}},
    {"type": "turn", "draft": {"seat": True, "numbers": [1, 2, 3]}},
    {"type": "turn", "draft": {"seat": 0, "numbers": [1, 2, 3, 4]}},
    {"type": "turn", "draft": {"seat": 0, "numbers": ["1", 2, 3]}},
    {"type": "turn", "draft": {"seat": 0, "numbers": [1, 2, 3], "bridge": "yes"}},
    {"type": "turn", "draft": {"seat": 0, "numbers": [1, 2, 3], "cheat": 1}},
    {"type": "turn", "draft": {"seat": 0, "numbers": [1, 2, 3]}, "edit": 5},
    {"type": "turn", "draft": {"seat": 0, "numbers": [1, 2, 3]}, "extra": 1},
    {"type": "round_end", "how": "won", "left": [1, 2, 3]},
    {"type": "round_end", "how": "blocked", "left": [1, 2]},
    {"type": "round_end", "how": "blocked", "left": [1, 2, -3]},
    {"type": "round_end", "how": "blocked", "left": [1, 2, 3], "unit": "kg"},
    {"type": "delete", "index": 99},
    {"type": "delete", "index": "0"},
    {"type": "lang", "lang": "de"},
    {"type": "load"},
    {"type": "load", "text": 42},
    {"type": "setup", "players": "Ann, Bob", "rules": "classic"},
]


@pytest.mark.parametrize("msg", BAD_MESSAGES)
def test_messages_the_page_never_sends_change_nothing(msg):
    k = keeper()
    turn(k, 0, (4, 4, 4))
    before = (k.sheet.to_json(), k.lang, k.setup)
    out = k.receive(msg)
    assert out["kind"] == "error"
    assert out["text"] == "The score sheet got something it could not understand: nothing was changed."
    assert (k.sheet.to_json(), k.lang, k.setup) == before


@pytest.mark.parametrize(
    "msg,words",
    [
        ({"type": "turn", "draft": {"seat": 1, "numbers": [4, 4, 4]}}, "already played"),
        ({"type": "turn", "draft": {"seat": 1, "numbers": [1, 2, 9]}}, "no 9"),
        ({"type": "turn", "draft": {"seat": 1, "numbers": [1, 2]}}, "tap the tile's numbers first"),
        ({"type": "turn", "draft": {"seat": None, "numbers": [1, 2, 3]}}, "Tap whose turn it is first"),
        ({"type": "turn", "draft": {"seat": 1, "numbers": [1, 2, 3], "sides": 1, "hexagons": 2}}, "at least two sides"),
        ({"type": "round_end", "how": "out", "seat": None, "left": [None, 2, 3]}, "no player"),
        ({"type": "round_end", "how": "out", "seat": 0, "left": [None, 2, None]}, "How many points has Cleo left"),
        ({"type": "load", "text": "hello"}, "not a score sheet"),
        ({"type": "setup", "players": ["Ann", "Ann", "Cleo"], "rules": "classic"}, "Two players are called Ann"),
        ({"type": "setup", "players": ["Ann", "Bob"], "rules": "classic"}, "cannot be added or removed"),
        ({"type": "setup", "players": ["Ann", "Bob", "Cleo"], "rules": "chess"}, "no rules called chess"),
    ],
)
def test_wrong_entries_are_answered_clearly(msg, words):
    k = keeper()
    turn(k, 0, (4, 4, 4))
    before = k.sheet.to_json()
    out = k.receive(msg)
    assert out["kind"] == "error" and words in out["text"]
    assert k.sheet.to_json() == before


def test_setup_in_the_widget():
    k = ScoreKeeper(lang="hu")
    assert k.setup and k.view["players"] == ["1. játékos", "2. játékos"]
    out = k.receive({"type": "setup", "players": [" Ann ", "Bob", "Cleo"], "rules": "trimino_simple"})
    assert out["kind"] == "ok" and not k.setup
    assert k.sheet.players == ["Ann", "Bob", "Cleo"] and k.sheet.rules.name == "trimino_simple"
    turn(k, 0, (5, 5, 5))
    # with entries: rename and change rules, yes; add a player, no
    assert k.receive({"type": "setup", "players": ["Anna", "Bob", "Cleo"], "rules": "classic"})["kind"] == "ok"
    assert k.sheet.players[0] == "Anna" and k.sheet.totals == [25, 0, 0]
    k.receive({"type": "undo"})
    assert k.sheet.players[0] == "Ann" and k.sheet.rules.name == "trimino_simple"  # one change, one undo


def test_languages():
    k = keeper("pressman", lang="ru")
    turn(k, 0, (4, 4, 4))
    assert k.texts["keeper.title"] == "Таблица очков"
    assert "первый ход триплетом +10" in k.view["rows"][0]["text"]
    out = turn(k, 1, (4, 4, 4))
    assert out["text"] == "4-4-4 уже выложена в этом раунде (запись 1)."
    k.receive({"type": "lang", "lang": "pl"})
    assert k.lang == "pl" and k.texts["keeper.title"] == "Tabela wyników"
    assert k.csv_text.splitlines()[4].startswith("runda,co,gracz,żeton")
    assert ScoreSheet.from_csv(k.csv_text) == k.sheet
    with pytest.raises(ValueError):
        k.lang = "xx"
    assert k.lang == "pl"


def test_python_side_changes_reach_the_widget():
    k = keeper("classic")
    k.sheet.turn("Cleo", "5-5-5")
    assert k.view["totals"] == [0, 0, 25] and k.view["played"] == ["5-5-5"]
    assert json.loads(k.json_text)["totals"] == [0, 0, 25]
    assert ScoreSheet.from_csv(k.csv_text) == k.sheet


def test_load_a_saved_sheet_and_undo_it():
    k = keeper("classic")
    turn(k, 0, (5, 5, 5))
    other = ScoreSheet(["Zoë", "Dad"], "kids")
    other.turn(0, "1-1-1")
    out = k.receive({"type": "load", "name": "old.csv", "text": "\ufeff" + other.to_csv("hu")})
    assert out["kind"] == "ok" and k.sheet == other
    assert k.view["players"] == ["Zoë", "Dad"] and k.view["rules"]["name"] == "kids"
    k.receive({"type": "undo"})
    assert k.sheet.players == ["Ann", "Bob", "Cleo"] and k.sheet.totals == [25, 0, 0]  # nothing lost
    out = k.receive({"type": "load", "text": k.sheet.to_json()})
    assert out["kind"] == "ok"


def test_match_over_and_new_match():
    k = ScoreKeeper(players=["Ann", "Bob"], rules="kids")
    turn(k, 0, (5, 5, 5))
    out = k.receive({"type": "round_end", "how": "blocked", "left": [4, 2], "unit": "count"})
    assert out["text"] == "Bob wins!"
    assert k.view["match_over"] and k.view["winners"] == [1]
    assert turn(k, 0, (1, 1, 1))["kind"] == "error"
    k.receive({"type": "new_match"})
    assert len(k.sheet) == 0 and not k.view["match_over"]


def test_static_view():
    k = keeper("classic")
    turn(k, 0, (5, 5, 5))
    html = k._repr_html_()
    assert "Score sheet" in html and "Ann" in html and ">25<" in html
    k.lang = "hu"
    assert "Pontozólap" in k._repr_html_()


def test_misspelt_settings_are_refused():
    import trio_widgets as tw

    with pytest.raises(TypeError, match="player"):
        tw.ScoreKeeper(player=["Ann", "Bob"])
