"""The static site (``make site``) in Chromium, as a child's tablet meets it: served from
127.0.0.1, every other host blocked.

The site is built once for the run (``tools/build_site.py`` into ``test-output/site``; it needs
npm for the pinned pyodide package: without npm a local run skips and ``CI=true`` fails), or
``TRIO_SITE_BUILT=<folder>`` names one the run built already.
Each language's start page opens and a move is played on its GameWidget; every language's
child's dashboard (Voici) shows the lesson only, in its language, at phone and tablet size,
light and dark; a teacher's lesson opened in Polish has JupyterLab's menus in Polish; a tile is
placed on a PuzzleBoard and a drill question answered on the children's pages; a worksheet PDF opens;
every lesson of every language runs top to bottom in the Pyodide kernel; a game, a puzzle's
tiles and the drill's stars survive a reload, and "start again" clears them.  Any request to
another host, and any error in the page's console, fails the test that made it.

About 6 minutes on a 2-core machine (the build 3-4 of them).
"""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from . import site_harness as site
from .conftest import TEST_OUTPUT
from .conftest import _skip_or_fail as skip_or_fail
from .helpers import REPO_ROOT as REPO

pytestmark = pytest.mark.browser

LANGS = ["en", "ru", "pl", "hu"]
OUT = TEST_OUTPUT / "site"


@pytest.fixture(scope="module")
def built() -> Path:
    reuse = os.environ.get("TRIO_SITE_BUILT")  # a site this run built already (its folder)
    if reuse and (Path(reuse) / "index.html").is_file():
        site.SITE = Path(reuse)
        return site.SITE
    if shutil.which("npm") is None:
        skip_or_fail("npm is missing: the site needs the pinned pyodide package (apt-get install npm)")
    site.SITE = site.build_site(OUT)
    return OUT


@pytest.fixture(scope="module")
def served(built):
    with site.serve(built) as base:
        yield base


@pytest.fixture(scope="module")
def context(browser, served):
    """One browser for the module (its cache warms after the first page, as a tablet's does)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(60_000)
    watch = site.Watch(ctx, served)
    ctx.watch = watch
    yield ctx
    ctx.close()


@pytest.fixture
def page(context):
    watch = context.watch
    before = len(watch.errors), len(watch.outside)
    pg = watch.page(context.new_page())
    yield pg
    pg.close()
    assert watch.outside[before[1] :] == [], "requests to other hosts"
    assert watch.errors[before[0] :] == [], "errors in the console"


def test_the_site_has_what_a_class_needs(built):
    files = built / "files"
    for lang in LANGS:
        lessons = sorted(p.stem for p in (files / lang).glob("*.ipynb"))
        assert lessons == sorted(p.stem for p in (REPO / "notebooks" / lang).glob("*.ipynb"))
        assert len(lessons) >= 14 and lessons[0] == "00_start_here"
        assert sorted(p.stem for p in (files / lang / "kids").glob("*.ipynb")) == lessons
        for kids in (files / lang / "kids").glob("*.ipynb"):
            cells = json.loads(kids.read_text(encoding="utf-8"))["cells"]
            tags = {t for c in cells for t in c.get("metadata", {}).get("tags", [])}
            assert not tags & {"teacher", "answer", "notebook-only"}, f"{kids.name}: {tags}"
        pdfs = {p.name for p in (files / lang / "printables").glob("*.pdf")}
        ids = [s.split("_")[0] for s in lessons[1:]]
        assert {f"worksheets_{n}.pdf" for n in ids} <= pdfs
        assert {f"answers_{n}.pdf" for n in ids} <= pdfs
        assert {"tiles_to_cut_out.pdf", "rules_classic.pdf", "rules_kids.pdf"} <= pdfs
    start = (built / "index.html").read_text(encoding="utf-8")
    for lang in LANGS:
        assert f"notebooks/index.html?path={lang}/00_start_here.ipynb" in start
    lock = (built / "static" / "pyodide" / "pyodide-lock.json").read_text()
    # the lock names only wheels that are in the site, and no numpy
    packages = json.loads(lock)["packages"]
    assert "numpy" not in packages and "trio-widgets" in packages
    assert all((built / "static" / "pyodide" / p["file_name"]).is_file() for p in packages.values())
    # no page links a server's view (Voila, JupyterLab) that the site does not have
    for nb in files.rglob("*.ipynb"):
        text = nb.read_text(encoding="utf-8")
        assert "voila/render" not in text and "lab/tree" not in text, nb


def test_the_zip_leaves_out_what_no_browser_asks_for(built):
    """What tools/build_site.py leaves out to keep the zip under 30 MB is out of the built site;
    the browser tests below fail on any request it still makes for them (a 404 in the console)."""
    import sys
    import zipfile

    sys.path.insert(0, str(REPO / "tools"))
    from build_site import OLD_FONT_FORMATS, SLIM, SLIM_KEEP

    fonts = built / "build"
    old = [p.name for p in fonts.iterdir() if p.suffix in OLD_FONT_FORMATS and p.with_suffix(".woff2").exists()]
    assert old == [] and list(fonts.glob("*.woff2"))
    packages = json.loads((built / "static" / "pyodide" / "pyodide-lock.json").read_text())["packages"]
    for name, (drop, add) in SLIM.items():
        with zipfile.ZipFile(built / "static" / "pyodide" / packages[name]["file_name"]) as z:
            names = z.namelist()
        keep = set(add) | set(SLIM_KEEP.get(name, []))
        # a kept module may be there as its bytecode (the kernel's start: build_site.with_bytecode)
        kept = keep | {k + "c" for k in keep if k.endswith(".py")}
        assert not [n for n in names if n.startswith(tuple(drop)) and n not in kept], name
        assert not [k for k in keep if k not in names and k + "c" not in names], name
    # jedi is an empty stand-in; prompt_toolkit is not there at all
    assert packages["jedi"]["version"] == "0" and "prompt-toolkit" not in packages and "parso" not in packages
    # the dashboards link the scripts and styles they share, which are there
    for html_page in (built / "voici" / "render").glob("*/kids/*.html"):
        for href in re.findall(r'(?:src|href)="\.\./\.\./\.\./(shared/[^"]+)"', html_page.read_text(encoding="utf-8")):
            assert (built / "voici" / href).is_file(), (html_page.name, href)
    for nb in (built / "files").rglob("*.ipynb"):
        for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"]:
            for out in cell.get("outputs", []):
                assert not {"text/html", "image/svg+xml"} <= set(out.get("data", {})), nb.name


def _traceback(page, code: str) -> str | None:
    """The traceback (its lines joined, colours kept) of running ``code`` in the open lesson's kernel."""
    return page.evaluate(
        """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const f = k.requestExecute({ code, store_history: false });
  let tb = null;
  f.onIOPub = (m) => { if (m.header.msg_type === 'error') tb = m.content.traceback.join('\\n'); };
  await f.done;
  return tb;
}""",
        code,
    )


def test_the_kernel_completes_and_colours_a_traceback_without_jedi_and_prompt_toolkit(page, served):
    """The site ships no jedi and does not import IPython's terminal (prompt_toolkit) at start
    (tools/build_site.py's PATCH): IPython completes with its own completer, pygments (slimmed
    to the lexers IPython uses) colours a traceback and reads IPython's own lexer's name."""
    site.open_lesson(page, served, "en/00_start_here.ipynb")
    code = (
        "import json, sys\n"
        "from IPython.core.completer import provisionalcompleter\n"
        "from pygments.lexers import get_lexer_by_name\n"
        "numbers = [1, 2]\n"
        "with provisionalcompleter():\n"
        "    got = [c.text for c in get_ipython().Completer.completions('numbers.app', 11)]\n"
        "print(json.dumps({'got': got, 'jedi': get_ipython().Completer.use_jedi,\n"
        "    'loaded': sorted(m for m in ('jedi', 'parso', 'prompt_toolkit', 'wcwidth') if m in sys.modules),\n"
        "    'lexer': type(get_lexer_by_name('ipython3')).__name__}))"
    )
    r = site.execute(page, code)
    assert r["status"] == "ok" and not r["errors"], r
    seen = json.loads(r["out"])
    assert seen["jedi"] is False and seen["loaded"] == []
    assert any(g.endswith("append") for g in seen["got"]), seen["got"]
    assert seen["lexer"] == "IPython3Lexer"
    tb = _traceback(page, "def f():\n    return 1 / 0\nf()")
    assert tb and "ZeroDivisionError" in tb and "\x1b[" in tb, tb  # coloured
    assert "return 1 / 0" in re.sub(r"\x1b\[[0-9;]*m", "", tb), tb


def test_the_kernel_starts_from_bytecode_and_a_traceback_still_shows_this_packages_lines(page, served):
    """tools/build_site.py puts the kernel's start in the site as bytecode (compiled by the site's
    own Pyodide: the kernel would refuse another Python's), in place of the sources it was made
    from, but this package's sources stay beside its bytecode: a teacher's traceback into it
    shows its lines."""
    site.open_lesson(page, served, "en/00_start_here.ipynb")
    code = (
        "import sys\n"
        "spec = lambda m: getattr(m, '__spec__', None)\n"
        "print(sum((getattr(spec(m), 'origin', None) or '').endswith('.pyc') for m in list(sys.modules.values())))"
    )
    r = site.execute(page, code)
    assert r["status"] == "ok" and not r["errors"], r
    assert int(r["out"]) >= 20, r  # modules of the standard library and of IPython, from their bytecode
    tb = _traceback(page, "import trio_widgets as tw\ntw.Game(rules='nope')")
    shown = re.sub(r"\x1b\[[0-9;]*m", "", tb or "")
    assert "no preset named" in shown and "Rules.preset(rules)" in shown, shown


@pytest.mark.parametrize("lang", LANGS)
def test_start_page_opens_and_a_move_is_played(page, served, lang):
    page.goto(served)
    page.locator(f'[data-start="{lang}"]').click()
    page.wait_for_selector(".jp-Notebook")
    page.wait_for_function(f"() => ({site._KERNEL})() === 'idle'", timeout=180_000, polling=250)
    site.run_all(page)
    assert site.play_a_move(page) > 0
    board = page.locator(f"{site.GAME} .trio-gw-tiles [data-tile]").count()
    assert board >= 1


def test_a_puzzle_tile_and_a_drill_answer_on_the_childrens_pages(page, served):
    # the live widget (the still picture saved in the page has no buttons)
    live = f'{site.PUZZLE}:has([data-action="turn-right"])'
    site.open_dashboard(page, served, "en/kids/09_puzzles.ipynb", first=live)
    puzzle = page.locator(live).first
    placed = False
    for i in range(puzzle.locator(".pz-tile[data-id]").count()):
        puzzle.locator(".pz-tile[data-id]").nth(i).click()
        for _turn in range(6):
            if puzzle.locator(".pz-cell.legal").count():
                break
            puzzle.locator('[data-action="turn-right"]').click()
            page.wait_for_timeout(300)
        if puzzle.locator(".pz-cell.legal").count():
            puzzle.locator(".pz-cell.legal").first.click()
            puzzle.locator(".pz-cell.pz-by-child").first.wait_for(timeout=30_000)
            placed = True
            break
    assert placed, "no tile of the puzzle had a place"

    site.open_dashboard(
        page, served, "en/kids/10_strategy_and_chance.ipynb", first=f'{site.DRILL} [data-action="answer"]'
    )
    drill = page.locator(f'{site.DRILL}:has([data-action="answer"])').first
    drill.locator('[data-action="answer"]').first.click()
    drill.locator(".dr-feedback").wait_for(state="visible", timeout=30_000)


def test_a_worksheet_pdf_opens_from_its_lesson(page, served, built):
    nb = site.site_notebook("en/04_scoring.ipynb")
    links = [c for c in nb["cells"] if c.get("metadata", {}).get("lesson", {}).get("part") == "printables"]
    assert len(links) == 1 and "printables/worksheets_04.pdf" in "".join(links[0]["source"])
    url = f"{served}files/en/printables/worksheets_04.pdf"
    response = page.goto(url)  # opens in the browser's PDF viewer
    assert response.ok and response.headers["content-type"] == "application/pdf"
    body = page.request.get(url).body()
    assert body.startswith(b"%PDF") and body.count(b"/Type /Page") >= 30  # 30 sheets at least


def test_every_lesson_runs_top_to_bottom_in_the_pyodide_kernel(page, served):
    site.open_lesson(page, served, "en/00_start_here.ipynb")
    failed = {}
    for lang in LANGS:
        for nb in sorted((site.SITE / "files" / lang).glob("*.ipynb")):
            problems = site.lesson_runs(page, site.site_notebook(f"{lang}/{nb.name}"))
            if problems:
                failed[f"{lang}/{nb.name}"] = problems
    assert failed == {}


QUESTION = ".jp-OutputArea-output .qz-root"


#: every language's child's dashboard at phone and tablet size, light and dark (one pass each)
LOOKS = [
    ("en", 390, 844, "light"),
    ("ru", 820, 1180, "dark"),
    ("pl", 390, 844, "dark"),
    ("hu", 820, 1180, "light"),
]
#: English words of the page's own machinery that a ru/pl/hu page must not show
ENGLISH = ["Loading", "Executing", "Run", "Cell", "Error", "Restart", "Read aloud"]


@pytest.mark.parametrize(("lang", "width", "height", "scheme"), LOOKS)
def test_a_childs_dashboard_shows_the_lesson_only_in_its_language(browser, served, lang, width, height, scheme):
    """The child's page is a Voici dashboard: the lesson runs by itself (its first widget is
    drawn), nothing of JupyterLab shows, nothing in English on a ru/pl/hu page, no outside
    request, no console error; the widgets follow a dark browser."""
    ctx = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    watch = site.Watch(ctx, served)
    page = watch.page(ctx.new_page())
    try:
        site.open_dashboard(
            page, served, f"{lang}/kids/00_start_here.ipynb", first=f"{site.GAME} .trio-gw-rack [data-tile]"
        )
        text = page.locator("body").inner_text()
        assert [w for w in site.LAB_WORDS if w in text] == []
        assert page.locator(site.LAB_CONTROLS).count() == 0
        assert "import trio_widgets" not in text and "tw." not in text, "no program in sight"
        assert page.evaluate("() => document.documentElement.lang") == lang
        if lang != "en":
            assert [w for w in ENGLISH if re.search(rf"\b{w}\b", text)] == []
        rack = page.locator(f"{site.GAME} .trio-gw-rack").first
        rgb = rack.evaluate("(e) => getComputedStyle(e).color.match(/[0-9.]+/g).slice(0, 3).map(Number)")
        assert (sum(rgb) / 3 > 128) == (scheme == "dark"), (scheme, rgb)
        page.screenshot(path=str(TEST_OUTPUT / f"site-dashboard-{lang}-{width}-{scheme}.png"))
        assert watch.errors == [] and watch.outside == []
    finally:
        ctx.close()


#: a widget of this package, drawn with something to press (every lesson has one)
WIDGET = ".jp-OutputArea-output :is(.trio-teach, .trio-gw) :is(button, [data-tile], [data-cell])"


def _kids_pages() -> list[tuple[str, str]]:
    return [(lang, nb.stem) for lang in LANGS for nb in sorted((REPO / "notebooks" / lang).glob("[0-9]*.ipynb"))]


@pytest.mark.parametrize("look", range(len(LOOKS)), ids=[f"{w}x{h}-{s}" for _, w, h, s in LOOKS])
def test_every_childs_dashboard_runs_its_lesson_and_shows_only_the_lesson_in_its_language(browser, served, look):
    """Every child's dashboard of every language, each at one of the looks in turn (phone and
    tablet, light and dark; 00's at all of them above): the lesson runs to its end by itself and
    its widgets are drawn; no JupyterLab word or control, no program, no error or traceback,
    nothing English on a ru/pl/hu page, no outside request, no console error."""
    _, width, height, scheme = LOOKS[look]
    ctx = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    watch = site.Watch(ctx, served)
    page = watch.page(ctx.new_page())
    pages = _kids_pages()[look :: len(LOOKS)]
    problems: dict[str, list[str]] = {}
    try:
        for lang, stem in pages:
            path = f"{lang}/kids/{stem}.ipynb"
            site.open_dashboard(page, served, path, first=WIDGET)
            page.locator("#loading").wait_for(state="hidden", timeout=120_000)  # every cell has run
            text = page.locator("body").inner_text()
            found = [w for w in site.LAB_WORDS if w in text]
            found += ["a JupyterLab control"] * (page.locator(site.LAB_CONTROLS).count() > 0)
            found += [w for w in ("import trio_widgets", "tw.", "Traceback") if w in text]
            shown_lang = page.evaluate("() => document.documentElement.lang")
            if shown_lang != lang:
                found.append(f"lang={shown_lang}")
            if lang != "en":
                found += [w for w in ENGLISH if re.search(rf"\b{w}\b", text)]
            if found:
                problems[path] = found
        assert problems == {}
        assert watch.errors == [] and watch.outside == []
        assert len(pages) >= 12, pages  # this look's share of the 56 pages
    finally:
        ctx.close()


def test_a_teachers_lesson_in_polish_has_jupyterlabs_menus_in_polish(page, served):
    page.goto(site.notebook_url(served, "pl/00_start_here.ipynb"))
    page.wait_for_selector(".lm-MenuBar-itemLabel", timeout=180_000)
    menus = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
    assert "Plik" in menus and "File" not in menus and "Kernel" not in menus, menus


def test_on_a_childs_page_a_text_that_gives_an_answer_away_waits_and_printing_reads_as_text(page, served):
    """Lesson 02 adds up exercise 1's answers right after it (1 + 3 + 6 + ... = 56): on the site's
    child's page, as on Voila's, that text is hidden (no fold to click open) until exercise 1 is
    answered or shown; printed output takes the text's font."""
    site.open_dashboard(page, served, "pl/kids/02_counting.ipynb", first='[data-exercise="ex1"] [data-action="answer"]')
    ex = page.locator('[data-exercise="ex1"]')
    ex.locator('[data-action="answer"]').wait_for(timeout=120_000)
    show = ex.locator('[data-action="show"]')
    after = page.locator('details.trio-after[data-after="ex1"]')
    assert after.count() == 1 and not after.is_visible()
    assert "56" in page.evaluate("(d) => d.textContent", after.element_handle())
    assert "= 56" not in page.locator("body").inner_text()
    for step, digit in ((1, "1"), (2, "2")):  # the hints' ladder first: two wrong tries
        ex.locator(f'[data-action="key"][data-value="{digit}"]').click()
        ex.locator('[data-action="answer"]').click()
        ex.locator(f'.qz-feedback[data-step="{step}"]').wait_for(timeout=60_000)
    assert not after.is_visible(), "wrong tries open nothing"
    show.click()
    page.wait_for_function(
        "() => document.querySelector('details.trio-after').classList.contains('trio-opened')", timeout=30_000
    )
    assert after.is_visible() and after.evaluate("(d) => d.open")
    assert not page.locator("details.trio-after > summary").is_visible()
    # printed output takes the text's font: lesson 00 prints a sentence ("The box holds 56 tiles")
    site.open_dashboard(page, served, "pl/kids/00_start_here.ipynb", first=".jp-OutputArea-output pre")
    fonts = page.evaluate(
        """() => [document.querySelector('.jp-OutputArea-output pre'), document.querySelector('.jp-RenderedMarkdown p')]
            .map(e => e && getComputedStyle(e).fontFamily)"""
    )
    assert fonts[0] and fonts[0] == fonts[1], fonts


def _board(page) -> list[str]:
    return page.locator(f"{site.GAME} .trio-gw-tiles [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)")


def _kept(page, key: str):
    """The record the page keeps under ``key`` in the browser's storage (None: none)."""
    text = page.evaluate("k => localStorage.getItem('trio-widgets/progress/' + k)", key)
    return None if text is None else json.loads(text)


def test_answers_stars_and_a_game_survive_a_reload_and_start_again_clears_them(page, served):
    # a child answers exercise 2 of lesson 2 (one part: 10) on the children's page ...
    site.open_dashboard(page, served, "en/kids/02_counting.ipynb", first=f"{QUESTION} .qz-input")
    ex2 = page.locator(QUESTION).nth(1)
    ex2.locator(".qz-input").fill("9")
    ex2.locator(".qz-input").press("Enter")
    ex2.locator(".qz-feedback").wait_for(state="visible")
    ex2.locator(".qz-input").fill("10")
    ex2.locator(".qz-input").press("Enter")
    ex2.locator(".qz-star").wait_for(timeout=30_000)
    page.wait_for_function("() => (localStorage.getItem('trio-widgets/progress/02-ex2') || '').includes('[10]')")
    assert _kept(page, "02-ex2")["state"] == {"answers": [10], "part": 0, "tries": 2, "shown": False}
    # ... and plays a move in the game of the start page (the computer replies)
    site.open_dashboard(page, served, "en/kids/00_start_here.ipynb", first=f"{site.GAME} .trio-gw-rack [data-tile]")
    site.play_a_move(page)
    page.wait_for_function(
        "sel => document.querySelectorAll(sel + ' .trio-gw-tiles [data-tile]').length >= 2", arg=site.GAME
    )
    page.wait_for_function("() => localStorage.getItem('trio-widgets/progress/00-game') !== null")
    page.wait_for_timeout(1500)  # the computer's reply kept too
    board = _board(page)
    saved = _kept(page, "00-game")
    assert len(board) >= 2 and len(saved["state"]["game"]) > 100
    assert "hands" not in json.dumps(saved), "the game is sealed: no covered tile in the page"

    # the page is reloaded: the kernel starts afresh, the lesson runs again by itself, all is as it was
    page.reload()
    page.wait_for_function(
        "([sel, n]) => document.querySelectorAll(sel + ' .trio-gw-tiles [data-tile]').length === n",
        arg=[site.GAME, len(board)],
        timeout=120_000,
    )
    assert _board(page) == board
    site.open_dashboard(page, served, "en/kids/02_counting.ipynb", first=f"{QUESTION} .qz-input")
    ex2 = page.locator(QUESTION).nth(1)
    ex2.locator(".qz-star").wait_for(timeout=60_000)
    assert ex2.locator(".tc-stars").text_content().strip() == "\u2605 1"
    assert ex2.locator(".qz-input").input_value() == "10" and ex2.locator(".qz-input").is_disabled()

    # "start again" on the site's start page: the answers, the star and the game are gone
    page.goto(served)
    page.once("dialog", lambda d: d.accept())
    button = page.locator('[data-action="start-again"]').first
    done = button.get_attribute("data-done")
    button.click()
    page.wait_for_function("t => document.querySelector('[data-action=\"start-again\"]').textContent === t", arg=done)
    site.open_dashboard(page, served, "en/kids/02_counting.ipynb", first=f"{QUESTION} .qz-input")
    assert _kept(page, "02-ex2") is None
    page.locator(f"{QUESTION} .qz-input").first.wait_for(timeout=120_000)
    assert page.locator(QUESTION).nth(1).locator(".qz-star").count() == 0
    site.open_dashboard(page, served, "en/kids/00_start_here.ipynb", first=f"{site.GAME} .trio-gw-rack [data-tile]")
    assert _kept(page, "00-game") is None
    assert _board(page) == []
