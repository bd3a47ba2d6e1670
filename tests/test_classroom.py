"""The class's record (trio_widgets/classroom): the database the children's kernels write on the
school server, the names the children give, what the teacher's view and its CSV read, and
"forget this class".  The server's pages are driven here through tornado's test client; the
whole server in a browser is tests/ui/test_class_view.py."""

from __future__ import annotations

import json
import multiprocessing
import sqlite3
import threading
import time

import pytest
import tornado.testing
import tornado.web

from trio_widgets.classroom import ClassRecord, LookAlike, NameTaken, Recorder, _kernel, answer_row, check_nickname
from trio_widgets.files import BadInput
from trio_widgets.widgets import Question
from trio_widgets.words._i18n import t


def _row(kernel="k1", ex="ex1", kind="wrong", given="9", tries=1, parts=1, done=False, shown=False, at=None):
    return answer_row(kernel, "04_scoring", ex, 0, kind, given, "Too big.", tries, parts, done, shown, at)


# ------------------------------------------------------------------ names


@pytest.mark.parametrize(
    "name",
    [
        "",
        "   ",
        '=HYPERLINK("http://x")',
        "@SUM(A1)",
        "-2+3",
        "Ann\u200b",  # zero-width space
        "\u202eevil",  # right-to-left override
        "Zo\u00ade",  # soft hyphen
        "Ann\x00",
        "\u3164",  # a Hangul filler: a blank that is a letter
        "\u0410nna",  # Cyrillic А in a Latin name: looks like "Anna"
        "x" * 25,
        42,
    ],
)
def test_a_hostile_nickname_is_refused(name):
    with pytest.raises((BadInput, LookAlike)):
        check_nickname(name)


@pytest.mark.parametrize("name", ["Kasia", "Zoé", "Ádám", "Маша", "Ola 2", "  Bartek  "])
def test_a_first_name_or_nickname_is_kept_tidied(name):
    assert check_nickname(name) == " ".join(name.split())


def test_two_tablets_cannot_have_one_name_but_a_tablet_can_change_its_own(tmp_path):
    rec = ClassRecord(tmp_path)
    assert rec.set_child("k1", "tablet-0001", "Kasia") == "Kasia"
    with pytest.raises(NameTaken):
        rec.set_child("k2", "tablet-0002", "KASIA")
    assert rec.set_child("k3", "tablet-0001", "Kasia B") == "Kasia B"  # the same tablet, a new name
    assert rec.set_child("k2", "tablet-0002", "Kasia") == "Kasia"  # now free
    with pytest.raises(BadInput):
        rec.set_child("k4", "tablet-0003", "=1+1")
    names = sorted(r[0] for r in rec.connect().execute("SELECT name FROM children"))
    assert names == ["Kasia", "Kasia B"]


# ------------------------------------------------------------------ writers


def _write_many(folder: str, kernel: str, n: int) -> None:
    rec = ClassRecord(folder)
    for i in range(n):
        rec.add_answers([_row(kernel=kernel, tries=i + 1)])
    rec.close()


def test_writers_in_threads_and_processes_lose_nothing(tmp_path):
    ClassRecord(tmp_path).connect()  # the schema, once
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_write_many, args=(str(tmp_path), f"p{i}", 60)) for i in range(4)]
    for p in procs:
        p.start()
    recorders = [Recorder(str(tmp_path), f"t{i}") for i in range(6)]
    threads = [
        threading.Thread(target=lambda r=r: [r.put(_row(kernel=r.kernel, tries=j + 1)) for j in range(80)])
        for r in recorders
    ]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    for r in recorders:
        assert r.flush(30)
        assert r.failed == 0
    counts = dict(ClassRecord(tmp_path).connect().execute("SELECT kernel, COUNT(*) FROM answers GROUP BY kernel"))
    assert counts == {**{f"p{i}": 60 for i in range(4)}, **{f"t{i}": 80 for i in range(6)}}
    mode = ClassRecord(tmp_path).connect().execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_the_widget_does_not_wait_for_a_locked_database(tmp_path):
    rec = Recorder(str(tmp_path), "k1")
    ClassRecord(tmp_path).connect()
    lock = sqlite3.connect(tmp_path / "class.sqlite3", isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")
    try:
        t0 = time.perf_counter()
        rec.put(_row())
        queued = time.perf_counter() - t0
        assert queued < 0.5  # the writer thread waits for the lock, not the caller
        assert not rec.flush(0.3)  # still waiting
    finally:
        lock.execute("ROLLBACK")
        lock.close()
    assert rec.flush(10)
    assert ClassRecord(tmp_path).count() == 1


# ------------------------------------------------------------------ the widget's record


@pytest.fixture
def class_kernel(tmp_path, monkeypatch):
    """This process as a child's kernel on a class server whose teacher speaks Polish."""
    monkeypatch.setenv("TRIO_CLASS_DATA", str(tmp_path))
    monkeypatch.setenv("TRIO_CLASS_LANG", "pl")
    monkeypatch.setattr(_kernel, "_RECORDER", None)
    yield tmp_path
    if _kernel._RECORDER is not None:
        _kernel._RECORDER.close()


def test_a_lessons_answers_are_recorded_with_the_hint_in_the_teachers_language(class_kernel):
    q = Question.lesson("04", "ex1", progress=None)
    assert q.answer("999") is False
    q.show()
    rec = _kernel.recorder()
    assert rec is not None and rec.flush(10) and rec.failed == 0
    rows = (
        ClassRecord(class_kernel)
        .connect()
        .execute("SELECT lesson, exercise, kind, given, hint, tries, done, shown FROM answers ORDER BY id")
        .fetchall()
    )
    assert [r[:4] for r in rows] == [("04_scoring", "ex1", "wrong", "999"), ("04_scoring", "ex1", "shown", "")]
    assert rows[0][5] == 1 and rows[1][7] == 1
    english = " ".join(q.feedback["lines"])
    q.lang = "pl"  # the same hint, said in Polish
    assert rows[0][4] == " ".join(q.feedback["lines"]) != english
    tab = ClassRecord(class_kernel).table("04_scoring", since=0, exercises=["ex1", "ex2"])
    assert tab["exercises"] == ["ex1", "ex2"]
    assert tab["children"][0]["cells"] == {"ex1": {"status": "shown", "tries": 1}}
    assert tab["mistakes"]["ex1"][0]["given"] == "999" and tab["mistakes"]["ex1"][0]["count"] == 1


def test_nothing_is_recorded_without_a_class_server(tmp_path, monkeypatch):
    monkeypatch.delenv("TRIO_CLASS_DATA", raising=False)
    monkeypatch.setattr(_kernel, "_RECORDER", None)
    q = Question.lesson("04", "ex1", progress=None)
    q.answer("999")
    assert _kernel.recorder() is None and _kernel._RECORDER is None


def test_a_python_without_sqlite3_still_answers_and_records_nothing(tmp_path):
    """A browser's Python (the static site's Pyodide) loads sqlite3 only on demand: the answer
    widget must import and answer there, even with TRIO_CLASS_DATA set by mistake."""
    import os
    import subprocess
    import sys

    code = (
        "import sys\n"
        "class NoSqlite:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'sqlite3' or name.startswith('sqlite3.') or name == '_sqlite3':\n"
        "            raise ImportError('no sqlite3 here')\n"
        "sys.meta_path.insert(0, NoSqlite())\n"
        "from trio_widgets.widgets import Question\n"
        "from trio_widgets.classroom import _kernel\n"
        "q = Question.lesson('04', 'ex1', progress=None)\n"
        "q.answer('999')\n"
        "assert _kernel.sqlite3 is None and _kernel.recorder() is None\n"
        "assert 'sqlite3' not in sys.modules\n"
        "print(q.view['title'])\n"
    )
    env = dict(os.environ, TRIO_CLASS_DATA=str(tmp_path / "data"))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip()
    assert not (tmp_path / "data").exists()


def test_a_database_that_cannot_be_written_changes_nothing_for_the_child(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("TRIO_CLASS_DATA", str(blocker / "data"))
    monkeypatch.setattr(_kernel, "_RECORDER", None)
    q = Question.lesson("04", "ex1", progress=None)
    plain = Question.lesson("04", "ex1", progress=None)
    assert q.answer("999") is False
    monkeypatch.delenv("TRIO_CLASS_DATA")
    plain.answer("999")
    assert q.feedback["lines"] == plain.feedback["lines"] and q.tries == 1 and q.message == plain.message
    rec = _kernel._RECORDER
    assert rec is not None and rec.flush(10) and rec.failed == 1
    rec.close()


# ------------------------------------------------------------------ the table, CSV, forget


def test_the_table_says_first_try_more_tries_shown_and_trying(tmp_path):
    rec = ClassRecord(tmp_path)
    for k, dev, name in [("k1", "dev-00001", "Ala"), ("k2", "dev-00002", "Bartek"), ("k3", "dev-00003", "Cyryl")]:
        rec.set_child(k, dev, name)
    rec.add_answers(
        [
            _row("k1", "ex1", "right", "", tries=2, parts=2, done=True),  # two parts, each at once
            _row("k2", "ex1", "wrong", "7", tries=1, parts=2),
            _row("k2", "ex1", "right", "", tries=3, parts=2, done=True),
            _row("k3", "ex1", "wrong", "7", tries=1, parts=2),
            _row("k3", "ex2", "shown", "", tries=0, shown=True),
            _row("k3", "ex1", "wrong", "8", tries=2, parts=2, at=1.0),  # another day: not today's
        ]
    )
    tab = rec.table("04_scoring", since=100.0)
    cells = {kid["name"]: kid["cells"] for kid in tab["children"]}
    assert cells["Ala"]["ex1"] == {"status": "first", "tries": 2}
    assert cells["Bartek"]["ex1"] == {"status": "right", "tries": 3}
    assert cells["Cyryl"] == {"ex1": {"status": "trying", "tries": 1}, "ex2": {"status": "shown", "tries": 0}}
    assert tab["mistakes"]["ex1"] == [{"given": "7", "hint": "Too big.", "count": 2}]
    assert all(not kid["id"].startswith("dev") for kid in tab["children"])  # the tablet's id stays on the server
    rec.set_child("k4", "dev-00004", "Ádám")
    rec.set_child("k5", "dev-00005", "Zoé")
    names = [kid["name"] for kid in rec.table("04_scoring", since=100.0)["children"]]
    assert names == ["Ádám", "Ala", "Bartek", "Cyryl", "Zoé"]  # by their letters, accents aside


def test_the_csv_cannot_run_a_formula_in_a_spreadsheet(tmp_path):
    rec = ClassRecord(tmp_path)
    db = rec.connect()
    # names are checked when given; a database changed by hand must still give a safe CSV
    db.execute("INSERT INTO children VALUES ('dev-1', '=HYPERLINK(\"http://evil\")', 'x', ?)", (time.time(),))
    db.execute("INSERT INTO pages VALUES ('k1', 'dev-1', ?)", (time.time(),))
    rec.add_answers([_row("k1", "@ex1", "wrong", "=1+1")])
    text = rec.csv_text("04_scoring", since=0, words={"child": "Dziecko", "trying": "+jeszcze"})
    rows = [r.split(",", 1) for r in text.strip().split("\r\n")]
    assert rows[0] == ["Dziecko", "'@ex1"]
    assert rows[1][0].startswith("\"'=HYPERLINK") and rows[1][1] == "'+jeszcze (1)"


def test_forget_deletes_every_name_and_answer_from_the_files(tmp_path):
    rec = ClassRecord(tmp_path)
    rec.set_child("k1", "dev-00001", "Zsófia")
    rec.add_answers([_row("k1", given="Zsófia-answer-1234")])
    assert rec.forget() == 1
    assert rec.count() == 0 and rec.table("04_scoring", since=0)["children"] == []
    for f in tmp_path.glob("class.sqlite3*"):
        raw = f.read_bytes()
        assert "Zsófia".encode() not in raw and b"answer-1234" not in raw, f.name


def test_forget_after_days_keeps_the_recent_answers(tmp_path):
    rec = ClassRecord(tmp_path)
    rec.set_child("k1", "dev-00001", "Ala")
    rec.add_answers([_row("k1", at=time.time() - 40 * 86400), _row("k1")])
    assert rec.forget(older_than_days=30) == 1
    assert rec.count() == 1


# ------------------------------------------------------------------ the server's pages


class _FakeKernels(set):
    pass


class ServerPages(tornado.testing.AsyncHTTPTestCase):
    def get_app(self):
        import tempfile

        from trio_widgets.classroom._server import ClassConfig, handlers

        self.folder = tempfile.mkdtemp()
        self.cls = ClassConfig(self.folder, "pl/04_scoring.ipynb", "pl", _FakeKernels({"kernel-a", "kernel-b"}))
        return tornado.web.Application(handlers("/", self.cls))

    def hello(self, name, kernel="kernel-a", device="tablet-0001", lang="pl"):
        body = json.dumps({"kernel": kernel, "device": device, "name": name})
        return self.fetch(
            f"/trio-class/hello?lang={lang}", method="POST", body=body, headers={"Content-Type": "application/json"}
        )

    def test_the_teachers_pages_need_the_key(self):
        for path in (
            "/trio-class/teacher",
            "/trio-class/teacher?key=wrong",
            "/trio-class/api/table",
            "/trio-class/api/csv",
        ):
            r = self.fetch(path)
            assert r.code == 403, path
            assert b"kernel" not in r.body
        # One character changed: always another character than the key's own last one.
        wrong = self.cls.key[:-1] + ("y" if self.cls.key.endswith("x") else "x")
        assert wrong != self.cls.key
        r = self.fetch("/trio-class/api/table", headers={"X-Trio-Key": wrong})
        assert r.code == 403
        r = self.fetch(f"/trio-class/teacher?key={self.cls.key}")
        assert r.code == 200 and 'lang="pl"' in r.body.decode()
        assert "default-src 'none'" in r.headers["Content-Security-Policy"]
        r = self.fetch("/trio-class/api/table", headers={"X-Trio-Key": self.cls.key})
        assert r.code == 200 and json.loads(r.body)["exercises"] == ["ex1", "ex2"]
        r = self.fetch(
            "/trio-class/api/forget",
            method="POST",
            body='{"confirm": true}',
            headers={"Content-Type": "application/json"},
        )
        assert r.code == 403

    def test_a_child_names_itself_and_a_hostile_name_is_refused_in_its_words(self):
        hostile = "=cmd|' /C calc'!A0"
        with pytest.raises(BadInput) as why:
            check_nickname(hostile)
        r = self.hello(hostile)
        assert r.code == 400
        assert json.loads(r.body)["error"] == why.value.brief.text("pl")
        assert why.value.key == "name_formula"
        r = self.hello("\u0410nna")
        assert r.code == 400 and json.loads(r.body)["error"] == t("classroom.child.mixed", "pl")
        assert self.hello("Kasia").code == 200
        r = self.hello("kasia", kernel="kernel-b", device="tablet-0002", lang="hu")
        assert r.code == 409 and json.loads(r.body)["error"] == t("classroom.child.taken", "hu")
        assert self.hello("Ola", kernel="not-a-kernel-of-this-server", device="tablet-0003").code == 404
        r = self.fetch(
            "/trio-class/hello",
            method="POST",
            body="name=Ola",
            headers={"Content-Type": "application/x-www-form-urlencoded"},
        )
        assert r.code == 415  # a form from another site cannot post a name

    def test_the_csv_and_forget(self):
        self.hello("Kasia")
        self.cls.record.add_answers([_row("kernel-a")])
        key = {"X-Trio-Key": self.cls.key}
        r = self.fetch("/trio-class/api/csv?lang=pl", headers=key)
        assert r.code == 200 and "attachment" in r.headers["Content-Disposition"]
        text = r.body.decode("utf-8-sig")
        assert text.splitlines()[1] == f"Kasia,{t('classroom.teacher.trying', 'pl')} (1),"  # ex2: not started
        r = self.fetch(
            "/trio-class/api/forget", method="POST", body="{}", headers={**key, "Content-Type": "application/json"}
        )
        assert r.code == 400 and self.cls.record.count() == 1  # no confirmation: nothing deleted
        r = self.fetch(
            "/trio-class/api/forget",
            method="POST",
            body='{"confirm": true}',
            headers={**key, "Content-Type": "application/json"},
        )
        assert r.code == 200 and self.cls.record.count() == 0
        assert json.loads(self.fetch("/trio-class/api/table", headers=key).body)["children"] == []


def test_the_docstring_examples():
    import doctest

    from trio_widgets.classroom import _record

    result = doctest.testmod(_record, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


def test_the_class_pages_fetch_nothing_from_outside():
    """The view, the name prompt and the template name no other server (no CDN, no font)."""
    from pathlib import Path

    import trio_widgets.classroom as classroom

    repo = Path(__file__).resolve().parents[1]
    files = [*Path(classroom.__file__).with_name("static").iterdir()]
    files += [*(repo / "class" / "jupyter" / "voila" / "templates" / "trio_class").iterdir()]
    assert len(files) >= 7
    for f in files:
        text = f.read_text(encoding="utf-8")
        assert "http:" not in text and "https:" not in text and "//cdn" not in text and "@import" not in text, f.name
