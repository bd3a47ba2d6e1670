"""Nothing a child did is lost on Voila's child's page (the template ``trio``): the answers, a
"Show me", the stars and a game in progress are kept in the browser (static/shared/keep.mjs) and
come back to the new kernel's widgets after a reload, where Python checks them again; a page whose
kernel or widgets do not answer says so in the child's language and tries again by itself
(the template's static/page.js).

One server (the ``lab_server`` of conftest.py, Voila as its extension) and one small lesson page
written for these tests: two exercises of lesson 02 and a game against the computer, at tablet
size (768x1024).  Each test opens its own browser context (its own storage: a child's tablet).
"""

from __future__ import annotations

import json
import urllib.request

import nbformat
import pytest

from .helpers import pick_a_tile_with_a_place, screenshot

pytestmark = pytest.mark.browser

QUESTION = ".jp-OutputArea-output .qz-root"
GAME = ".jp-OutputArea-output .trio-gw:has([data-action])"
BOARD = f"{GAME} .trio-gw-tiles [data-tile]"
TROUBLE = '[data-trio-page="trouble"]'
PAGE_TIMEOUT = 120_000  # ms: a page runs its cells in a fresh kernel on 2 busy cores
TABLET = {"width": 768, "height": 1024}


def _lesson(lang: str) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("import trio_widgets as tw"),
        nbformat.v4.new_code_cell(f'tw.Question.lesson("02", "ex2", lang="{lang}")'),
        nbformat.v4.new_code_cell(f'tw.Question.lesson("02", "ex3", lang="{lang}")'),
        nbformat.v4.new_code_cell(
            f'tw.GameWidget(rules="kids", players=["Ann", "Bob"], bots={{1: "greedy"}}, seed=7, bot_delay=0, '
            f'lang="{lang}", progress="keep-game")'
        ),
    ]
    nb.metadata.update(
        kernelspec={"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
        language_info={"name": "python"},
        lesson={"lang": lang, "stem": "keep"},
        voila={"template": "trio"},
    )
    return nb


@pytest.fixture(scope="module")
def lesson_url(lab_server):
    """The lesson page's address in a language: ``lesson_url("ru")``."""
    for lang in ("en", "ru"):
        folder = lab_server.root_dir / "keep"
        folder.mkdir(exist_ok=True)
        nbformat.write(_lesson(lang), str(folder / f"{lang}.ipynb"))
    return lambda lang: f"{lab_server.url}voila/render/keep/{lang}.ipynb?token={lab_server.token}"


@pytest.fixture
def tablet(browser):
    """A fresh browser context (a child's tablet: its own storage) at 768x1024."""
    context = browser.new_context(viewport=TABLET, device_scale_factor=1)
    context.set_default_timeout(30_000)
    yield context
    context.close()


def _open(page, url: str) -> None:
    page.goto(url, wait_until="domcontentloaded", timeout=PAGE_TIMEOUT)
    _ready(page)


def _ready(page) -> None:
    """Every widget of the page drawn and usable (the game's rack is there)."""
    page.locator(f"{QUESTION} .qz-input").first.wait_for(timeout=PAGE_TIMEOUT)
    page.locator(f"{GAME} .trio-gw-rack [data-tile]").first.wait_for(timeout=PAGE_TIMEOUT)


def _kept(page) -> dict:
    return page.evaluate(
        """() => Object.fromEntries(Object.keys(localStorage)
             .filter((k) => k.startsWith('trio-widgets/progress/'))
             .map((k) => [k.slice(22), JSON.parse(localStorage.getItem(k))]))"""
    )


def _board(page) -> list[str]:
    return page.locator(BOARD).evaluate_all("els => els.map(e => e.dataset.tile)")


def _play_a_move(page) -> None:
    """Pick a rack tile that has a lit place, put it there; wait for the computer's reply."""
    game = page.locator(GAME).first
    before = game.locator(".trio-gw-tiles [data-tile]").count()
    pick_a_tile_with_a_place(game)
    game.locator(".trio-gw-cell.legal").first.click()
    page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length >= n", arg=[BOARD, before + 2])


def _answer(ex, value: str) -> None:
    ex.locator(".qz-input").fill(value)
    ex.locator(".qz-input").press("Enter")


def _kernel_id(page) -> str:
    return page.evaluate("() => JSON.parse(document.getElementById('jupyter-config-data').textContent).kernelId")


def _kernels(server, method: str, path: str = "") -> None:
    req = urllib.request.Request(
        f"{server.url}api/kernels{path}", method=method, headers={"Authorization": f"token {server.token}"}
    )
    urllib.request.urlopen(req, timeout=30).read()


def test_answers_a_shown_answer_and_a_game_come_back_after_a_reload_and_start_again_clears(tablet, lesson_url):
    page = tablet.new_page()
    _open(page, lesson_url("en"))
    ex2, ex3 = page.locator(QUESTION).nth(0), page.locator(QUESTION).nth(1)
    # exercise 2 answered right (10 tiles), after a wrong try
    _answer(ex2, "9")
    ex2.locator(".qz-feedback").wait_for(state="visible")
    _answer(ex2, "10")
    ex2.locator(".qz-star").wait_for()
    # exercise 3 shown with "Show me", offered after two wrong picks (the hints' ladder): no star
    for step, tile in ((1, "0-0-0"), (2, "1-1-1")):
        ex3.locator(f'[data-action="pick"][data-tile="{tile}"]').click()  # a pick is the answer
        ex3.locator(f'.qz-feedback[data-step="{step}"]').wait_for()
    ex3.locator('[data-action="show"]').click()
    ex3.locator(".qz-worked, .qz-line").first.wait_for()
    # two moves in the game (the computer replies to each)
    _play_a_move(page)
    _play_a_move(page)
    board = _board(page)
    assert len(board) >= 4
    page.wait_for_function("() => (localStorage.getItem('trio-widgets/progress/keep-game') || '').length > 100")
    kept = _kept(page)
    assert kept["02-ex2"]["state"] == {"answers": [10], "part": 0, "tries": 2, "shown": False}
    assert kept["02-ex3"]["state"]["shown"] is True
    assert set(kept["keep-game"]["state"]) == {"game"} and "hands" not in json.dumps(kept["keep-game"])
    screenshot(page, "keep-voila-answered-768x1024")

    # the page is reloaded: a new kernel, the same page as the child left it
    page.reload(wait_until="domcontentloaded", timeout=PAGE_TIMEOUT)
    _ready(page)
    ex2, ex3 = page.locator(QUESTION).nth(0), page.locator(QUESTION).nth(1)
    ex2.locator(".qz-star").wait_for()
    page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length === n", arg=[BOARD, len(board)])
    assert _board(page) == board
    assert ex2.locator(".qz-input").input_value() == "10" and ex2.locator(".qz-input").is_disabled()
    assert ex3.locator(".qz-star").count() == 0, "a shown answer earns no star, after the reload too"
    assert ex3.locator('[data-action="show"]').count() == 0
    screenshot(page, "keep-voila-reloaded-768x1024")
    _play_a_move(page)  # the game goes on
    assert len(_board(page)) >= len(board) + 2

    # a hand-edited record claims a wrong answer right: refused, said, nothing shown
    page.evaluate(
        """() => localStorage.setItem('trio-widgets/progress/02-ex2', JSON.stringify({format: 'trio_widgets/progress',
             version: 2, kind: 'question', key: '02-ex2', state: {answers: [11], part: 0, tries: 1, shown: false}}))"""
    )
    page.reload(wait_until="domcontentloaded", timeout=PAGE_TIMEOUT)
    _ready(page)
    ex2 = page.locator(QUESTION).nth(0)
    ex2.get_by_text("says an answer is right, but it is not").wait_for()
    assert ex2.locator(".qz-star").count() == 0 and ex2.locator(".qz-input").is_enabled()

    # "Start again" at the foot of the page: asked, then everything is forgotten
    page.locator('[data-action="start-again"]').click()
    page.locator('[data-action="start-again-no"]').click()
    assert _kept(page), "No keeps everything"
    page.locator('[data-action="start-again"]').click()
    screenshot(page.locator(".trio-page-foot"), "keep-voila-start-again-768x1024")
    page.locator('[data-action="start-again-yes"]').click()
    page.wait_for_load_state("domcontentloaded")
    _ready(page)
    assert _board(page) == [] and page.locator(f"{QUESTION} .qz-star").count() == 0
    assert set(_kept(page)) <= {"keep-game"}, "only what the new page has done since"


def test_two_tablets_never_see_each_others_progress(browser, tablet, lesson_url):
    page = tablet.new_page()
    _open(page, lesson_url("en"))
    ex2 = page.locator(QUESTION).nth(0)
    _answer(ex2, "10")
    ex2.locator(".qz-star").wait_for()
    other = browser.new_context(viewport=TABLET)
    try:
        second = other.new_page()
        _open(second, lesson_url("en"))
        assert second.locator(f"{QUESTION} .qz-star").count() == 0 and _kept(second) == {}
    finally:
        other.close()


def test_a_page_recovers_from_a_kernel_that_does_not_answer_and_a_dropped_connection(tablet, lesson_url, lab_server):
    """A slowed kernel (the widgets' state never comes on the first load), then a kernel
    restarted and one shut down under the page: each time the page says so in Russian, reloads
    by itself and ends with working widgets and nothing lost."""
    page = tablet.new_page()
    loads = {"n": 0}
    sockets = []

    def slow_first_load(ws):
        loads["n"] += 1
        first = loads["n"] == 1
        sockets.append(ws)
        server = ws.connect_to_server()
        ws.on_message(lambda m: server.send(m))

        def to_page(m):
            text = m if isinstance(m, str) else m.decode("utf-8", "replace")
            if first and '"comm_msg"' in text:
                return  # the widgets' state never comes
            ws.send(m)

        server.on_message(to_page)

    page.route_web_socket("**/api/kernels/*/channels*", slow_first_load)
    page.goto(lesson_url("ru"), wait_until="domcontentloaded", timeout=PAGE_TIMEOUT)
    page.locator(TROUBLE).wait_for(timeout=PAGE_TIMEOUT)
    assert "связь с уроком" in page.locator(TROUBLE).inner_text()
    screenshot(page, "keep-voila-recovering-ru-768x1024")
    _ready(page)  # reloaded by itself; the second load's state comes
    assert loads["n"] >= 2
    ex2 = page.locator(QUESTION).nth(0)
    _answer(ex2, "10")
    ex2.locator(".qz-star").wait_for()
    _play_a_move(page)
    board = _board(page)

    # the connection drops (a Wi-Fi gone), the kernel is restarted under the page (it has none of
    # the page's widgets any more), it is shut down (a server that stopped it): each time the
    # page reloads by itself, and nothing is lost
    for method, path in (("close", ""), ("POST", "/restart"), ("DELETE", "")):
        # as if a while had passed since the page's last reload by itself (it makes at most 2 in 5 minutes)
        page.evaluate("() => sessionStorage.removeItem('trio-widgets/page/reloads')")
        page.evaluate("() => { window.__before = true; }")
        if method == "close":
            sockets[-1].close()
        else:
            _kernels(lab_server, method, f"/{_kernel_id(page)}{path}")
        page.locator(TROUBLE).wait_for(timeout=PAGE_TIMEOUT)
        page.wait_for_function("() => window.__before === undefined", timeout=PAGE_TIMEOUT)  # reloaded
        _ready(page)
        page.locator(QUESTION).nth(0).locator(".qz-star").wait_for()
        page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length === n", arg=[BOARD, len(board)])
        assert _board(page) == board, method
    _play_a_move(page)  # working widgets

    # a page that has reloaded by itself twice in the last minutes stops and says so, with a button
    page.evaluate("() => sessionStorage.setItem('trio-widgets/page/reloads', JSON.stringify([Date.now(), Date.now()]))")
    sockets[-1].close()
    page.locator(f'{TROUBLE}[data-state="stuck"] [data-action="page-retry"]').wait_for()
    assert "Ещё раз" in page.locator(TROUBLE).inner_text()
    screenshot(page, "keep-voila-stuck-ru-768x1024")
    page.locator('[data-action="page-retry"]').click()
    _ready(page)
    page.locator(QUESTION).nth(0).locator(".qz-star").wait_for()
