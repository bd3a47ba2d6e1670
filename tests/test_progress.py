"""A child's progress kept in the child's browser (widgets/_progress.py): a lesson's answers,
"Show me" and the star, the drill's stars and a game in progress.  The page's part
(static/shared/keep.mjs, tested in tests/js/keep.test.mjs) is played here by :class:`Browser`: it
keeps each widget's ``_progress_record`` and gives it back to a new widget with the same key, as
after a reload of the page with a new kernel.  What comes back is checked again: a record of the
wrong shape, size, kind or key, a forged "right" and a changed game are refused, change nothing
and are said in the child's language."""

from __future__ import annotations

import base64
import json
import os
import stat

import pytest

import trio_widgets as tw
from trio_widgets.teaching._questions import lesson_questions
from trio_widgets.widgets import _progress
from trio_widgets.widgets._progress import FORMAT, MAX_CHARS, VERSION, seal


@pytest.fixture(autouse=True)
def secret_folder(tmp_path, monkeypatch):
    """The kernel's sealing secret in a temporary data folder, made afresh for each test."""
    monkeypatch.setenv("TRIO_WIDGETS_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(_progress, "_SECRETS", {})
    monkeypatch.chdir(tmp_path)
    return tmp_path / "data"


class Browser:
    """The page's storage, as keep.mjs uses it."""

    def __init__(self):
        self.storage: dict[str, str] = {}

    def show(self, widget):
        """The widget comes on the page: a kept record goes back to it while it is fresh, and
        the page keeps what the widget gives it from then on."""
        name = "trio-widgets/progress/" + widget._progress_key
        if widget._progress_record.get("fresh", True) is not False and name in self.storage:
            widget.handle({"action": "restore", "record": json.loads(self.storage[name])})
        widget.observe(lambda change: self._keep(name, change["new"]), "_progress_record")
        self._keep(name, widget._progress_record)
        return widget

    def _keep(self, name, kept):
        if "record" not in kept:
            return
        if kept["record"] is None:
            self.storage.pop(name, None)
        else:
            self.storage[name] = json.dumps(kept["record"])

    def record(self, key):
        return json.loads(self.storage[f"trio-widgets/progress/{key}"])

    def write(self, key, record):
        self.storage[f"trio-widgets/progress/{key}"] = json.dumps(record)


def right(part):
    """A right answer for a lesson's part, as the page sends it."""
    return list(part.answer) if part.many else part.answer[0]


def answer(q, value) -> bool:
    assert q.handle({"action": "answer", "part": q.part, "value": value}), q.message
    return bool(q.feedback["ok"])


def question(browser, lesson="04", ex="ex2", **kw):
    return browser.show(tw.Question.lesson(lesson, ex, **kw))


def test_answers_and_the_star_come_back():
    b = Browser()
    q = question(b)
    parts = q.spec.parts
    assert not answer(q, 1)
    assert answer(q, right(parts[0]))
    q.next()
    assert answer(q, right(parts[1]))
    again = question(b)
    assert again.results == q.results and again.results[1] is not None and again.results[2] is None
    assert (again.part, again.tries, again.stars, again.done) == (1, 3, 0, False)
    assert again.feedback["ok"] and again.worked == [], "no worked answer before every part is right"
    assert again.message == {}
    again.next()
    for p in parts[2:]:
        assert answer(again, right(p))
        if again.part + 1 < len(parts):
            again.next()
    third = question(b)
    assert third.done and third.stars == 1 and third.worked == again.worked != []
    assert third.results == again.results


def test_show_me_stays_and_gives_no_star():
    b = Browser()
    q = question(b, "02", "ex2")
    q.show()
    assert answer(q, right(q.spec.parts[0])) and q.stars == 0
    again = question(b, "02", "ex2")
    assert again.shown and again.done and again.stars == 0 and again.worked


def test_every_lesson_exercise_comes_back_solved():
    b = Browser()
    for stem, exercises in lesson_questions().items():
        for ex in exercises:
            q = question(b, stem, ex)
            if any(not p.answer for p in q.spec.parts):
                continue  # an open question: every answer is right, nothing to check again
            for i, p in enumerate(q.spec.parts):
                assert answer(q, right(p)), (stem, ex, i)
                if i + 1 < len(q.spec.parts):
                    q.next()
            again = question(b, stem, ex)
            assert (again.results, again.stars, again.done) == (q.results, 1, True), (stem, ex)


def test_two_browsers_never_see_each_others_progress():
    ann, bob = Browser(), Browser()
    q = question(ann, "02", "ex2")
    assert answer(q, right(q.spec.parts[0])) and q.stars == 1
    assert question(bob, "02", "ex2").stars == 0
    assert question(ann, "02", "ex2").stars == 1


def test_a_lesson_exercise_has_its_own_key_and_none_turns_it_off():
    assert tw.Question.lesson("04_scoring", "ex1").progress.key == "04-ex1"
    assert tw.Question.lesson("04_scoring", "ex1")._progress_key == "04-ex1"
    off = tw.Question.lesson(4, "ex1", progress=None)
    assert off.progress is None and off._progress_key == ""
    assert answer(off, right(off.spec.parts[0])) and off._progress_record == {}
    with pytest.raises(ValueError, match="progress key"):
        tw.Question.lesson("04", "ex1", progress="../../etc/passwd")
    with pytest.raises(ValueError, match="klucz zapisu|Klucz zapisu"):
        tw.Question.lesson("04", "ex1", progress="a/b", lang="pl")


def test_nothing_is_written_on_the_server_for_answers(tmp_path, secret_folder):
    q = question(Browser(), "04", "ex1")
    assert answer(q, right(q.spec.parts[0]))
    assert list(tmp_path.iterdir()) == [], "the answers live in the browser only"


def test_a_record_is_taken_only_while_the_widget_is_fresh():
    b = Browser()
    q = question(b, "04", "ex1")
    assert answer(q, right(q.spec.parts[0]))
    later = tw.Question.lesson("04", "ex1")
    assert not answer(later, 1)  # the child answers (wrongly) in the new kernel first ...
    assert later.handle({"action": "restore", "record": b.record("04-ex1")})
    assert later.results == [None, None] and later.tries == 1, "... so what the child did here is newer"


# --------------------------------------------------------------------------- refused records


def record(state, kind="question", key="04-ex1", **over):
    return {"format": FORMAT, "version": VERSION, "kind": kind, "key": key, "state": state, **over}


GOOD = {"answers": [38, None], "part": 0, "tries": 1, "shown": False}

HOSTILE = {
    "text": "not json {",
    "list": [1, 2],
    "null": None,
    "number": 7,
    "old version": record(GOOD, version=1),
    "new version": record(GOOD, version=3),
    "a game's record": record(GOOD, kind="game"),
    "another key": record(GOOD, key="04-ex9"),
    "no format": {k: v for k, v in record(GOOD).items() if k != "format"},
    "an unknown field": record(GOOD, extra=1),
    "state a list": record([38]),
    "huge text": record({**GOOD, "note": "x" * (MAX_CHARS + 1)}),
    "huge key": record({"x" * (MAX_CHARS + 1): 1}),
    "many values": record({**GOOD, "note": [0] * 20_000}),
    "deep": record({**GOOD, "note": json.loads("[" * 50 + "]" * 50)}),
    "a float": record({**GOOD, "tries": 1.0}),
    "an unknown state field": record({**GOOD, "stars": 1}),
    "state missing a field": record({k: v for k, v in GOOD.items() if k != "shown"}),
}

FORGED = [
    {"answers": [None, 30], "part": 1, "tries": 1, "shown": False},  # the second part before the first
    {"answers": [38, 30, 1], "part": 1, "tries": 2, "shown": False},  # three answers for two parts
    {"answers": [38, None], "part": 1.5, "tries": 1, "shown": False},
    {"answers": [38, None], "part": 0, "tries": -1, "shown": False},
    {"answers": [38, None], "part": 0, "tries": True, "shown": False},
    {"answers": [38, None], "part": 0, "tries": 1, "shown": "no"},
    {"answers": [{"x": 1}, None], "part": 0, "tries": 1, "shown": False},
    {"answers": "38", "part": 0, "tries": 1, "shown": False},
]


@pytest.mark.parametrize("bad", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_record_that_is_not_right_changes_nothing_and_says_why(bad):
    b = Browser()
    b.storage["trio-widgets/progress/04-ex1"] = bad if isinstance(bad, str) else json.dumps(bad)
    before = dict(b.storage)
    q = tw.Question.lesson("04", "ex1", lang="ru")
    if isinstance(bad, str):  # keep.mjs sends text that is not JSON as it is
        assert not q.handle({"action": "restore", "record": bad})
    else:
        b.show(q)
    assert q.results == [None, None] and q.tries == 0 and q.stars == 0 and q.worked == []
    assert q.message["kind"] == "error" and q.message["key"] == "progress.error.file"
    assert "заново" in q.message["text"], "said in the child's language"
    assert b.storage == before, "reading changes nothing"


def test_a_wrong_answer_claimed_right_is_refused_in_the_childs_language():
    b = Browser()
    b.write("04-ex1", record({"answers": [37, None], "part": 0, "tries": 1, "shown": False}))
    q = b.show(tw.Question.lesson("04", "ex1", lang="pl"))
    assert q.results == [None, None] and q.stars == 0 and not q.done and q.worked == []
    assert q.message["key"] == "progress.error.forged" and "od nowa" in q.message["text"]
    assert answer(q, 38), "the child starts afresh"
    assert b.record("04-ex1")["state"]["answers"] == [38, None], "and what is kept now is the child's"


@pytest.mark.parametrize("state", FORGED, ids=range(len(FORGED)))
def test_a_forged_record_is_refused(state):
    b = Browser()
    b.write("04-ex1", record(state))
    q = b.show(tw.Question.lesson("04", "ex1"))
    assert q.results == [None, None] and q.part == 0 and q.stars == 0 and not q.done
    assert q.worked == [], "a forged record never brings the worked answer to the page"
    assert q.message["key"] in ("progress.error.file", "progress.error.forged")


# --------------------------------------------------------------------------- the game


def game(browser, key="00-game", **kw):
    kw = {"rules": "kids", "players": ["You", "Computer"], "bots": {1: "greedy"}, "seed": 7, "bot_delay": 0, **kw}
    return browser.show(tw.GameWidget(progress=key, **kw))


def play_a_move(w):
    w.play(w.game.legal_placements()[0])
    w._run_bots_now()  # the computer's reply, as the event loop would run it


def test_a_game_in_progress_comes_back():
    b = Browser()
    w = game(b)
    assert b.storage == {}, "the game as dealt needs no record"
    play_a_move(w)
    assert len(w.board) == 2
    again = game(b)
    assert again.game.to_json() == w.game.to_json()
    assert again.board == w.board and again.scores == w.scores and again.hands == w.hands
    assert again.message == {}
    play_a_move(again)
    assert len(game(b).board) == 4


def test_a_covered_hand_never_reaches_the_page():
    b = Browser()
    w = game(b)
    play_a_move(w)
    kept = json.dumps(b.record("00-game"))
    computer = w.game.hands[1]
    assert computer
    assert "trio_widgets/game" not in kept and "hands" not in kept
    for tile in computer:
        assert json.dumps(str(tile)) not in kept, tile  # "4-4-5", as a saved game names it
    assert set(b.record("00-game")["state"]) == {"game"}


def test_a_game_with_other_rules_or_players_starts_afresh():
    b = Browser()
    play_a_move(game(b))
    for other in ({"rules": "pressman"}, {"players": ["Ann", "Computer"]}):
        fresh = game(b, **other)
        assert len(fresh.board) == 0 and fresh.message == {}, "a changed box is a new game, not an error"


def test_a_changed_game_is_refused():
    b = Browser()
    w = game(b)
    play_a_move(w)
    sealed = b.record("00-game")["state"]["game"]
    raw = bytearray(base64.urlsafe_b64decode(sealed))
    raw[-5] ^= 1  # one bit of the game changed in the page
    for bad, key in (
        (base64.urlsafe_b64encode(bytes(raw)).decode(), "progress.error.elsewhere"),
        ("!!not base64!!", "progress.error.file"),
        ("", "progress.error.file"),
        (5, "progress.error.file"),
        (None, "progress.error.file"),
        # sealed here but not a game the rules allow: a tile not in the set, replayed by the engine
        (seal(w.game.to_json().replace('"corners": [', '"corners": [9, ', 1)), "progress.error.file"),
        (seal("{"), "progress.error.file"),
    ):
        b.write("00-game", record({"game": bad}, kind="game", key="00-game"))
        fresh = game(b, lang="hu")
        assert len(fresh.board) == 0 and fresh.message["key"] == key, bad
    b.write("00-game", record(GOOD, kind="question", key="00-game"))
    assert game(b).message["key"] == "progress.error.file", "a question's record is no game"


def test_a_game_kept_by_another_server_starts_afresh(monkeypatch, tmp_path):
    b = Browser()
    play_a_move(game(b))
    monkeypatch.setenv("TRIO_WIDGETS_DATA", str(tmp_path / "another-server"))
    fresh = game(b, lang="ru")
    assert len(fresh.board) == 0 and fresh.message["key"] == "progress.error.elsewhere"
    assert "новая игра" in fresh.message["text"]


def test_the_secret_is_made_once_readable_by_its_owner_only_and_shared_by_kernels(secret_folder):
    b = Browser()
    play_a_move(game(b))
    path = secret_folder / "trio_widgets" / "seal.key"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    first = path.read_text()
    _progress._SECRETS.clear()  # a new kernel
    assert len(game(b).board) == 2 and path.read_text() == first
    assert sorted(p.name for p in path.parent.iterdir()) == ["seal.key"], "no temporary file left"


def test_a_game_without_a_key_keeps_nothing(tmp_path):
    w = tw.GameWidget(rules="kids", players=["You", "Computer"], bots={1: "greedy"}, seed=7)
    w.play(w.game.legal_placements()[0])
    assert w.progress is None and w._progress_record == {} and list(tmp_path.iterdir()) == []


def test_the_game_is_kept_after_the_move_is_sent(monkeypatch):
    w = game(Browser(), bots={}, players=["Ann", "Bob"], open_hands=True)
    order = []
    monkeypatch.setattr(w, "send_state", lambda *a, **k: order.append("sent"))
    keep = w._keep
    monkeypatch.setattr(w, "_keep", lambda: (order.append("kept"), keep()))
    w.play(w.game.legal_placements()[0])
    assert order.count("kept") == 1 and order.index("sent") < order.index("kept"), "the move is drawn first"


# --------------------------------------------------------------------------- the drill


def drill(browser, **kw):
    return browser.show(tw.AdditionDrill(level=2, progress="10-drill", **kw))


def test_the_drills_stars_come_back():
    b = Browser()
    d = drill(b)
    assert d.answer(d.question.answer) and d.stars == 1
    d.next()
    assert not d.answer(d.question.answer + 1)
    again = drill(b)
    assert again.stars == 1 and again.asked == 0, "the stars come back; the round starts afresh"


@pytest.mark.parametrize("stars", [-1, 1.5, True, "3", 10**7, None])
def test_forged_stars_are_refused(stars):
    b = Browser()
    b.write("10-drill", record({"stars": stars}, kind="drill", key="10-drill"))
    d = drill(b, lang="hu")
    assert d.stars == 0 and d.message["key"] == "progress.error.file"
    b.write("10-drill", record({"stars": 2, "extra": 1}, kind="drill", key="10-drill"))
    assert drill(b).stars == 0


# --------------------------------------------------------------------------- the child's page's words


def test_the_child_pages_own_words_are_the_catalogues_in_every_language():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import build_page_words

    assert build_page_words.WORDS_JS.read_text(encoding="utf-8") == build_page_words.words_js(), (
        "run tools/build_page_words.py"
    )
    words = json.loads(build_page_words.words_js().split("window.trioPageWords = ", 1)[1].rstrip().rstrip(";"))
    assert set(words) == {"en", "ru", "pl", "hu"}
    assert all(set(w) == set(words["en"]) and all(w.values()) for w in words.values())
    assert {"lost", "stuck", "retry", "start_again", "start_again_ask", "yes", "no"} == set(words["en"])


def test_a_python_without_hard_links_makes_the_secret_too(monkeypatch, secret_folder):
    monkeypatch.delattr(os, "link")  # the site's in-browser Python (Pyodide) has no os.link
    b = Browser()
    play_a_move(game(b))
    assert (secret_folder / "trio_widgets" / "seal.key").is_file()
    _progress._SECRETS.clear()
    assert len(game(b).board) == 2
