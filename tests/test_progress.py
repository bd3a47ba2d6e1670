"""A child's progress in the static site (widgets/_progress.py): a lesson's answers, "Show me" and
the star, and a game in progress, saved to a file in a temporary folder and restored when the
same widget is made again, as after a reload of the page; a file that is not right is refused
(the widget starts afresh and says so); outside the site nothing is written.  The site's kernel
is pretended by ``platform="emscripten"``."""

from __future__ import annotations

import json

import pytest

import trio_widgets as tw
from trio_widgets.teaching._questions import lesson_questions
from trio_widgets.widgets import Progress

SITE = "emscripten"


def keep(folder, key="04-ex2", platform=SITE) -> Progress:
    return Progress(key, folder=folder, platform=platform)


def right(part):
    """A right answer for a lesson's part, as the page sends it."""
    return list(part.answer) if part.many else part.answer[0]


def answer(q, value) -> bool:
    assert q.handle({"action": "answer", "part": q.part, "value": value}), q.message
    return bool(q.feedback["ok"])


def test_answers_and_the_star_come_back(tmp_path):
    q = tw.Question.lesson("04", "ex2", progress=keep(tmp_path))
    parts = q.spec.parts
    assert not answer(q, 1)
    assert answer(q, right(parts[0]))
    q.next()
    assert answer(q, right(parts[1]))
    again = tw.Question.lesson("04", "ex2", progress=keep(tmp_path))
    assert again.results == q.results and again.results[1] is not None and again.results[2] is None
    assert (again.part, again.tries, again.stars, again.done) == (1, 3, 0, False)
    assert again.feedback["ok"] and again.worked == [], "no worked answer before every part is right"
    assert again.message == {}
    again.next()
    for p in parts[2:]:
        assert answer(again, right(p))
        if again.part + 1 < len(parts):
            again.next()
    third = tw.Question.lesson("04", "ex2", progress=keep(tmp_path))
    assert third.done and third.stars == 1 and third.worked == again.worked != []
    assert third.results == again.results


def test_show_me_stays_and_gives_no_star(tmp_path):
    q = tw.Question.lesson("02", "ex2", progress=keep(tmp_path, "02-ex2"))
    q.show()
    assert answer(q, right(q.spec.parts[0])) and q.stars == 0
    again = tw.Question.lesson("02", "ex2", progress=keep(tmp_path, "02-ex2"))
    assert again.shown and again.done and again.stars == 0 and again.worked


def test_every_lesson_exercise_comes_back_solved(tmp_path):
    for stem, exercises in lesson_questions().items():
        for ex in exercises:
            key = f"{stem[:2]}-{ex}"
            q = tw.Question.lesson(stem, ex, progress=keep(tmp_path, key))
            if any(not p.answer for p in q.spec.parts):
                continue  # an open question: every answer is right, nothing to check again
            for i, p in enumerate(q.spec.parts):
                assert answer(q, right(p)), (key, i)
                if i + 1 < len(q.spec.parts):
                    q.next()
            again = tw.Question.lesson(stem, ex, progress=keep(tmp_path, key))
            assert (again.results, again.stars, again.done) == (q.results, 1, True), key


def test_a_lesson_exercise_has_its_own_key_and_none_turns_it_off():
    assert tw.Question.lesson("04_scoring", "ex1").progress.key == "04-ex1"
    assert tw.Question.lesson(4, "ex1", progress=None).progress is None
    with pytest.raises(ValueError, match="progress key"):
        tw.Question.lesson("04", "ex1", progress="../../etc/passwd")
    with pytest.raises(ValueError, match="klucz zapisu|Klucz zapisu"):
        tw.Question.lesson("04", "ex1", progress="a/b", lang="pl")


def test_outside_the_site_nothing_is_written_or_read(tmp_path):
    q = tw.Question.lesson("04", "ex1", progress=keep(tmp_path, "04-ex1", platform="linux"))
    assert answer(q, right(q.spec.parts[0]))
    assert list(tmp_path.iterdir()) == []
    keep(tmp_path, "04-ex1").save("question", {"answers": [38, None], "part": 0, "tries": 1, "shown": False})
    fresh = tw.Question.lesson("04", "ex1", progress=keep(tmp_path, "04-ex1", platform="linux"))
    assert fresh.results == [None, None] and fresh.tries == 0


def saved(tmp_path, key="04-ex1"):
    return tmp_path / f".trio-progress-{key}.json"


def written(tmp_path, state, key="04-ex1", kind="question"):
    body = {"format": "trio_widgets/progress", "version": 1, "kind": kind, "key": key, "state": state}
    saved(tmp_path, key).write_text(json.dumps(body))


HOSTILE = [
    "not json {",
    json.dumps([1, 2]),
    json.dumps({"format": "trio_widgets/progress", "version": 2, "kind": "question", "key": "04-ex1", "state": {}}),
    json.dumps({"format": "trio_widgets/progress", "version": 1, "kind": "game", "key": "04-ex1", "state": {}}),
    json.dumps({"format": "trio_widgets/progress", "version": 1, "kind": "question", "key": "04-ex9", "state": {}}),
    "[" * 100_000 + "]" * 100_000,
    "x" * 3_000_000,
    "\udcff",
]

FORGED = [
    {"answers": [37, None], "part": 0, "tries": 1, "shown": False},  # a wrong answer claimed right
    {"answers": [None, 30], "part": 1, "tries": 1, "shown": False},  # the second part before the first
    {"answers": [38, 30, 1], "part": 1, "tries": 2, "shown": False},  # three answers for two parts
    {"answers": [38, None], "part": 1.5, "tries": 1, "shown": False},
    {"answers": [38, None], "part": 0, "tries": -1, "shown": False},
    {"answers": [38, None], "part": 0, "tries": 1, "shown": "no"},
    {"answers": [{"x": 1}, None], "part": 0, "tries": 1, "shown": False},
    {"answers": "38", "part": 0, "tries": 1, "shown": False},
]


@pytest.mark.parametrize("text", HOSTILE, ids=range(len(HOSTILE)))
def test_a_file_that_is_not_a_progress_file_is_refused(tmp_path, text):
    saved(tmp_path).write_text(text, encoding="utf-8", errors="surrogateescape")
    before = saved(tmp_path).read_bytes()
    q = tw.Question.lesson("04", "ex1", progress=keep(tmp_path, "04-ex1"), lang="ru")
    assert q.results == [None, None] and q.tries == 0 and q.stars == 0
    assert q.message["kind"] == "error" and q.message["key"] == "progress.error.file"
    assert "заново" in q.message["text"], "said in the child's language"
    assert saved(tmp_path).read_bytes() == before, "reading changes nothing"


@pytest.mark.parametrize("state", FORGED, ids=range(len(FORGED)))
def test_a_forged_answer_is_refused(tmp_path, state):
    written(tmp_path, state)
    q = tw.Question.lesson("04", "ex1", progress=keep(tmp_path, "04-ex1"))
    assert q.results == [None, None] and q.part == 0 and q.stars == 0 and not q.done
    assert q.worked == [], "a forged file never brings the worked answer to the page"
    assert q.message["key"] == "progress.error.file"


def test_a_refused_file_lets_the_child_start_afresh(tmp_path):
    written(tmp_path, FORGED[0])
    q = tw.Question.lesson("04", "ex1", progress=keep(tmp_path, "04-ex1"))
    assert answer(q, 38)
    assert json.loads(saved(tmp_path).read_text())["state"]["answers"] == [38, None]


# --------------------------------------------------------------------------- the game


def game(tmp_path, key="00-game", **kw):
    kw = {"rules": "kids", "players": ["You", "Computer"], "bots": {1: "greedy"}, "seed": 7, "bot_delay": 0, **kw}
    return tw.GameWidget(progress=keep(tmp_path, key), **kw)


def test_a_game_in_progress_comes_back(tmp_path):
    w = game(tmp_path)
    assert not saved(tmp_path, "00-game").exists(), "the game as dealt needs no file"
    w.play(w.game.legal_placements()[0])
    w._run_bots_now()  # the computer's reply, as the event loop would run it
    assert len(w.board) == 2
    again = game(tmp_path)
    assert again.game.to_json() == w.game.to_json()
    assert again.board == w.board and again.scores == w.scores and again.hands == w.hands
    assert again.message == {}


def test_a_game_with_other_rules_or_players_starts_afresh(tmp_path):
    w = game(tmp_path)
    w.play(w.game.legal_placements()[0])
    for other in ({"rules": "pressman"}, {"players": ["Ann", "Computer"]}):
        fresh = game(tmp_path, **other)
        assert len(fresh.board) == 0 and fresh.message == {}, "a changed box is a new game, not an error"


def test_a_forged_game_is_refused(tmp_path):
    w = game(tmp_path)
    w.play(w.game.legal_placements()[0])
    data = json.loads(w.game.to_json())
    text = json.dumps(data).replace('"corners": [', '"corners": [9, ', 1)  # a tile not in the set
    for bad in (text, "{", 5, None):
        written(tmp_path, {"game": bad}, key="00-game", kind="game")
        fresh = game(tmp_path)
        assert len(fresh.board) == 0 and fresh.message["key"] == "progress.error.file"
    written(tmp_path, {"answers": []}, key="00-game", kind="question")
    assert game(tmp_path).message["key"] == "progress.error.file", "a question's file is no game"


def test_a_save_that_fails_does_not_stop_the_game(tmp_path):
    (tmp_path / ".trio-progress-00-game.json").mkdir()  # a folder where the file should be
    w = game(tmp_path)
    w.play(w.game.legal_placements()[0])
    assert len(w.board) >= 1 and w.progress.problem is not None


def test_a_game_without_a_key_keeps_nothing(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    w = tw.GameWidget(rules="kids", players=["You", "Computer"], bots={1: "greedy"}, seed=7)
    w.play(w.game.legal_placements()[0])
    assert w.progress is None and list(tmp_path.iterdir()) == []


# --------------------------------------------------------------------------- the drill


def drill(tmp_path, **kw):
    return tw.AdditionDrill(level=2, progress=keep(tmp_path, "10-drill"), **kw)


def test_the_drills_stars_come_back(tmp_path):
    d = drill(tmp_path)
    assert d.answer(d.question.answer) and d.stars == 1
    d.next()
    assert not d.answer(d.question.answer + 1)
    again = drill(tmp_path)
    assert again.stars == 1 and again.asked == 0, "the stars come back; the round starts afresh"


@pytest.mark.parametrize("stars", [-1, 1.5, True, "3", 10**7, None])
def test_forged_stars_are_refused(tmp_path, stars):
    written(tmp_path, {"stars": stars}, key="10-drill", kind="drill")
    d = drill(tmp_path, lang="hu")
    assert d.stars == 0 and d.message["key"] == "progress.error.file"


def test_the_game_is_saved_after_the_move_is_sent(tmp_path, monkeypatch):
    w = game(tmp_path, bots={}, players=["Ann", "Bob"], open_hands=True)
    order = []
    monkeypatch.setattr(w, "send_state", lambda *a, **k: order.append("sent"))
    save = w.progress.save
    monkeypatch.setattr(w.progress, "save", lambda *a: (order.append("saved"), save(*a)))
    w.play(w.game.legal_placements()[0])
    assert order and order[-1] == "saved" and "sent" in order and order.index("sent") < order.index("saved")
    assert len(game(tmp_path, bots={}, players=["Ann", "Bob"], open_hands=True).board) == 1
