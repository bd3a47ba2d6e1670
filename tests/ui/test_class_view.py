"""The class server with its record (``make class DATA=...``) in Chromium: two children on two
pages name themselves (a hostile name and a taken one refused, in Polish), answer, and the
teacher's view shows them; a child's page cannot open the view nor read another child's
answers; with the database read-only the children's pages answer as before, and once it is
writable again the answers are kept again.  One server (3 pre-started kernels) for the module."""

from __future__ import annotations

import importlib.util
import os
import shutil
import sqlite3
import subprocess
from pathlib import Path

import pytest

from trio_widgets.classroom import check_nickname
from trio_widgets.files import BadInput
from trio_widgets.words._i18n import t

from .axe import axe_violations, format_violations
from .conftest import CHROMIUM, _skip_or_fail
from .helpers import REPO_ROOT, loopback_only, screenshot

pytestmark = pytest.mark.browser

LESSON = "pl/04_scoring"
BOX = "#rendered_cells .jp-OutputArea-output .qz-input"
USABLE = f"() => {{ const b = document.querySelector('{BOX}'); return !!b && !b.disabled; }}"


def _bench():
    spec = importlib.util.spec_from_file_location(
        "bench_voila_class", REPO_ROOT / "benchmarks" / "bench_voila_class.py"
    )
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


ANSWER_JS = _bench()._ANSWER_JS  # the class benchmark's answer: from the click to the redrawn feedback


@pytest.fixture(scope="module")
def class_server(tmp_path_factory):
    try:
        import voila  # noqa: F401
    except ImportError:
        _skip_or_fail("voila is not installed (pip install -e '.[test]')")
    if not os.access(CHROMIUM, os.X_OK):
        _skip_or_fail(f"{CHROMIUM} is missing (apt-get install chromium)")
    tmp = tmp_path_factory.mktemp("class")
    data = tmp / "data"
    before = {k: os.environ.get(k) for k in ("TRIO_CLASS_DATA", "TRIO_CLASS_LANG")}
    os.environ["TRIO_CLASS_DATA"] = str(data)
    os.environ.pop("TRIO_CLASS_LANG", None)  # the teacher's language is the lesson's (pl)
    try:
        server = _bench().ClassServer(LESSON, 3, tmp / "voila.log")
    finally:
        for k, v in before.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
    try:
        server.wait_pool(600)
        server.wait_quiet(600)
        yield server, data
    finally:
        server.stop()


class Child:
    """A child's page in its own browser context (its own tablet), only 127.0.0.1 allowed."""

    def __init__(self, browser, server, size, scheme="light"):
        self.outside: list[str] = []
        self.context = browser.new_context(viewport=size, color_scheme=scheme, locale="pl-PL")
        self.context.set_default_timeout(120_000)
        self.context.route("**/*", loopback_only(self.outside))
        self.page = self.context.new_page()
        self.errors: list[str] = []
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.url = f"{server.url}voila/render/{LESSON}.ipynb"

    def open(self):
        self.page.goto(self.url, wait_until="domcontentloaded")

    def name(self, text):
        self.page.fill("#tc-name", text)
        self.page.click('[data-action="class-name-ok"]')

    def answer(self, value):
        """Type ``value`` in the first Question's number box, press Check, wait for its feedback."""
        self.page.wait_for_function(USABLE, polling=100)
        self.page.evaluate(ANSWER_JS, value)

    def show(self):
        """Press the first Question's "Show me"."""
        self.page.evaluate(
            "(sel) => document.querySelector(sel).closest('.jp-OutputArea-output')"
            ".querySelector('button[data-action=show]').click()",
            BOX,
        )

    def close(self):
        self.context.close()


def _refusal(name):
    with pytest.raises(BadInput) as why:
        check_nickname(name)
    return why.value.brief.text("pl")


def _readonly(data, on: bool):
    """The database read-only: immutable (chattr) as root, for whom file modes change nothing;
    the shared-memory index stays writable (an immutable -shm would stop the kernels)."""
    files = [str(data / "class.sqlite3"), str(data / "class.sqlite3-wal")]
    if os.geteuid() == 0 and shutil.which("chattr"):
        subprocess.run(["chattr", "+i" if on else "-i", *files], check=True)
    else:
        for f in files:
            os.chmod(f, 0o444 if on else 0o644)


def _view_cell(page, name, status, tries):
    page.wait_for_function(
        "([name, status, tries]) => [...document.querySelectorAll('#tc-table tbody tr')].some((tr) =>"
        " tr.querySelector('th').textContent === name && tr.querySelector('td[data-exercise=\"ex1\"]')?.dataset.status === status"
        " && tr.querySelector('td[data-exercise=\"ex1\"] .tc-n')?.textContent === String(tries))",
        arg=[name, status, tries],
        polling=200,
        timeout=30_000,
    )


def _kasia_names_herself(kasia: Child) -> None:
    """The name prompt: a dialog, readable, refusing hostile names with the reason; then "Kasia"."""
    kasia.open()
    ask = kasia.page.locator(".tc-ask")
    ask.wait_for()
    assert ask.get_attribute("role") == "dialog"
    assert kasia.page.locator("#tc-ask-title").inner_text() == t("classroom.child.ask", "pl")
    screenshot(kasia.page, "class_name_prompt_phone_pl")
    bad = axe_violations(kasia.page, ".tc-ask")
    assert not bad, format_violations(bad)
    for hostile in (
        "=cmd|' /C calc'!A0",
        "Ka\u200bsia",
        "\u041ar\u0131st\u0131an",
        "Kasia Kowalska-Wiśniewska z Krakowa",
    ):
        kasia.name(hostile)
        want = t("classroom.child.mixed", "pl") if "\u041a" in hostile else _refusal(hostile)
        kasia.page.wait_for_function(
            "(want) => document.querySelector('.tc-error').textContent === want", arg=want, polling=100
        )
        assert ask.is_visible()
    screenshot(kasia.page, "class_name_refused_phone_pl")
    kasia.name("Kasia")
    ask.wait_for(state="detached")
    assert kasia.page.locator(".tc-me span").inner_text() == t("classroom.child.me", "pl", name="Kasia")


def _look_at_the_view(view) -> None:
    """The teacher's view on the projector and a tablet, light and dark, names shown and hidden."""
    assert view.locator("h1").inner_text() == t("classroom.teacher.title", "pl")
    screenshot(view, "class_view_projector_light")
    bad = axe_violations(view, "body")
    assert not bad, format_violations(bad)
    view.click('[data-action="hide-names"]')
    table = view.locator("#tc-table").inner_text()
    assert "Kasia" not in table and "Zuzanka" not in table
    assert t("classroom.teacher.child_n", "pl", n=1) in table
    screenshot(view, "class_view_projector_light_hidden")
    view.emulate_media(color_scheme="dark")
    screenshot(view, "class_view_projector_dark_hidden")
    bad = axe_violations(view, "body")
    assert not bad, format_violations(bad)
    view.click('[data-action="hide-names"]')
    view.set_viewport_size({"width": 768, "height": 1024})
    screenshot(view, "class_view_tablet_dark")
    view.emulate_media(color_scheme="light")
    view.click('[data-action="hide-names"]')
    screenshot(view, "class_view_tablet_light_hidden")


def _a_child_cannot_read_the_view(kasia: Child, data: Path) -> None:
    got = kasia.page.evaluate(
        """async () => { const out = {};
             for (const p of ['trio-class/teacher', 'trio-class/teacher?key=x', 'trio-class/api/table',
                              'trio-class/api/csv', 'api/kernels', 'api/sessions']) {
               const r = await fetch('/' + p); out[p] = [r.status, await r.text()]; }
             const f = await fetch('/trio-class/api/forget', {method: 'POST', headers: {'Content-Type': 'application/json'},
                                   body: '{"confirm": true}'});
             out.forget = [f.status, await f.text()];
             return out; }"""
    )
    for path, (status, body) in got.items():
        assert status in (403, 404, 405), (path, status)
        assert "Zuzanka" not in body and "999" not in body, path
    assert "Zuzanka" not in kasia.page.content()
    assert (
        sqlite3.connect(data / "class.sqlite3").execute("SELECT COUNT(*) FROM answers").fetchone()[0] == 5
    )  # Kasia 2 wrong, Zuzanka 2 wrong and Show me


def test_two_children_and_the_teachers_view(class_server, browser):
    server, data = class_server
    kasia = Child(browser, server, {"width": 390, "height": 844})
    zuzia = Child(browser, server, {"width": 768, "height": 1024}, scheme="dark")
    # bypass_csp: axe is injected as an inline script, which the view's policy refuses
    teacher = browser.new_context(viewport={"width": 1920, "height": 1080}, locale="pl-PL", bypass_csp=True)
    try:
        _kasia_names_herself(kasia)

        zuzia.open()
        zuzia.page.locator(".tc-ask").wait_for()
        zuzia.name("KASIA")  # another tablet's name
        zuzia.page.wait_for_function(
            "(want) => document.querySelector('.tc-error').textContent === want",
            arg=t("classroom.child.taken", "pl"),
            polling=100,
        )
        zuzia.name("Zuzanka")
        zuzia.page.locator(".tc-ask").wait_for(state="detached")

        kasia.answer("999")
        kasia.answer("998")
        zuzia.answer("999")
        zuzia.answer("995")  # "Show me" comes after two wrong tries (the hints' ladder)
        zuzia.show()

        view = teacher.new_page()
        view.goto(f"{server.url}trio-class/teacher?key={(data / 'teacher-key').read_text().strip()}")
        _view_cell(view, "Kasia", "trying", 2)
        _view_cell(view, "Zuzanka", "shown", 2)
        card = view.locator('.tc-card[data-exercise="ex1"]')
        assert "999" in card.inner_text() and t("classroom.teacher.times", "pl", n=2) in card.inner_text()
        _look_at_the_view(view)

        # a child's page cannot open the view, nor read another child's answers
        _a_child_cannot_read_the_view(kasia, data)

        # the page remembers the child: no question on the next page of the day
        kasia.open()
        kasia.page.locator(".tc-me").wait_for()
        assert kasia.page.locator(".tc-ask").count() == 0

        # the database read-only: the page answers as before and says nothing of it
        _readonly(data, True)
        try:
            zuzia.answer("997")
            assert t("classroom.teacher.offline", "pl") not in zuzia.page.inner_text("body")
            assert not zuzia.errors
        finally:
            _readonly(data, False)
        db = sqlite3.connect(data / "class.sqlite3")
        assert db.execute("SELECT COUNT(*) FROM answers WHERE given = '997'").fetchone()[0] == 0  # not kept
        zuzia.answer("996")  # written again (the kernel opens the database afresh)
        view.click('[data-action="hide-names"]')  # the names shown again
        _view_cell(view, "Zuzanka", "shown", 4)  # the widget counted the try it could not write
        assert not kasia.outside and not zuzia.outside
    finally:
        teacher.close()
        kasia.close()
        zuzia.close()
