"""The child's page of every lesson in every language: the lesson served by Voila (the
extension of the same Jupyter server JupyterLab runs in) with the project's template ``trio``.

One server for the whole file (the ``lab_server`` of conftest.py), the pages one after
another, every host but 127.0.0.1 blocked.  Each page must: ask nothing from outside, log no
console error, show no code (no input area, no Python in its text), no teacher's part and no
answer, no English word on a Russian, Polish or Hungarian page (tile names such as 0-1-2 are
not words), and its first widget must be usable (rendered, and a click on its first button
redraws it).  A last test takes screenshots of one page at phone, tablet and projector sizes
in two languages, light and dark, and checks that nothing runs off the screen.
"""

from __future__ import annotations

import json
import re
import sys
import urllib.request
from functools import cache

import nbformat
import pytest

from .conftest import _skip_or_fail
from .helpers import REPO_ROOT, first_widget_usable, loopback_only, screenshot

pytestmark = pytest.mark.browser

sys.path.insert(0, str(REPO_ROOT / "tools"))
import build_lessons  # noqa: E402

NOTEBOOKS = REPO_ROOT / "notebooks"
LANGS = build_lessons.LANGS
STEMS = sorted(p.stem for p in (NOTEBOOKS / "en").glob("[0-9][0-9]*_*.ipynb"))
PAGES = [(lang, stem) for lang in LANGS for stem in STEMS]
LOCALES = REPO_ROOT / "trio_widgets" / "words" / "locales"
LESSON_TEXTS = REPO_ROOT / "tools" / "lessons" / "text"
PAGE_TIMEOUT = 120_000  # ms: a page runs its whole lesson in a fresh kernel on 2 busy cores

#: Python on a page: a keyword used as in a program, a call of the package, a repr.
CODE_ON_PAGE = re.compile(
    r"\bimport \w|\bfrom \w+ import\b|\bdef \w+\(|\blambda\b|\bprint\(|\btw\.|\blang=|\bseed=|"
    r"\b(True|False|None)\b|\{'|\[\[|\{\{|<\w+ object at|^Out\[",
    re.M,
)
WORD = re.compile(r"[^\W\d_]{4,}")


# ---------------------------------------------------------------- what a page must not show


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() if k != "_doc" for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _catalogue(lang: str) -> list[str]:
    out = []
    for path in sorted(LOCALES.glob(f"*{lang}.json")):
        if path.name == f"{lang}.json" or path.name.endswith(f".{lang}.json"):
            out += _strings(json.loads(path.read_text(encoding="utf-8")))
    return out


def _lesson_texts(lang: str) -> list[str]:
    out = []
    for path in sorted((LESSON_TEXTS / lang).glob("*.md")):
        out += list(build_lessons.parse_text(path).values())
    return out


def _words(texts: list[str]) -> set[str]:
    # placeholders ({{value}} in lessons, {name} in catalogues) and code are not words of the text
    return {w.lower() for t in texts for w in WORD.findall(re.sub(r"\{\{\w+\}\}|\{\w+\}|`[^`]*`", " ", t))}


@cache
def english_words(lang: str) -> frozenset[str]:
    """Words of 4+ letters of the English catalogues and lessons that ``lang``'s own
    catalogues and lessons never use (so "Pressman" or "Binder", which every language uses,
    are not counted)."""
    english = _words(_catalogue("en") + _lesson_texts("en"))
    # and the languages' own names, which every start page links ("English")
    own = _words(_catalogue(lang) + _lesson_texts(lang) + list(build_lessons.LANG_NAMES.values()))
    return frozenset(english - own)


@cache
def teacher_labels(lang: str) -> tuple[str, ...]:
    """Headings of the teacher's part and of the notebook-only lines, in ``lang``."""
    com = build_lessons.common_texts(lang)
    return tuple(com[k] for k in ("plan", "teacher", "questions", "misconceptions", "plan.answer", "code_note"))


def _plain(markdown: str) -> str:
    text = re.sub(r"<[^>]+>|[*_`#>|]", " ", markdown)
    return re.sub(r"\s+", " ", text).strip()


@cache
def hidden_sentences(lang: str, stem: str) -> tuple[str, ...]:
    """Long sentences of the cells the child's page drops (answers, the teacher's part, the
    notebook-only texts): none of them may be on the page."""
    nb = nbformat.read(str(NOTEBOOKS / lang / f"{stem}.ipynb"), as_version=4)
    dropped, shown = [], set()
    for c in nb.cells:
        if c.cell_type != "markdown":
            continue
        sentences = re.split(r"(?<=[.!?:])\s+", _plain(c.source))
        if {"teacher", "answer", "notebook-only"} & set(c.metadata.get("tags", [])):
            dropped += [s for s in sentences if len(s) >= 40 and not re.search(r"\d-\d-\d", s)]
        else:
            shown.update(sentences)
    # a sentence the child's text says too (the plan may repeat the rules) is no leak
    return tuple(s for s in dropped if not any(s in t for t in shown))


@cache
def widget_classes() -> frozenset[str]:
    import trio_widgets.widgets as w

    return frozenset(n for n in w.__all__ if isinstance(getattr(w, n), type))


def expects_widget(lang: str, stem: str) -> bool:
    """Does the lesson's page show a widget (a shown code cell whose saved result is one)?"""
    nb = nbformat.read(str(NOTEBOOKS / lang / f"{stem}.ipynb"), as_version=4)
    for c in nb.cells:
        if c.cell_type != "code" or {"teacher", "answer", "notebook-only"} & set(c.metadata.get("tags", [])):
            continue
        for o in c.outputs:
            m = re.match(r"<?(\w+)[( ]", str(o.get("data", {}).get("text/plain", "")))
            if m and m.group(1) in widget_classes():
                return True
    return False


# ---------------------------------------------------------------- one server, one page at a time


@pytest.fixture(scope="module")
def voila(lab_server):
    try:
        import voila  # noqa: F401
    except ImportError:
        _skip_or_fail("voila is not installed (pip install -e '.[test]')")
    if not (REPO_ROOT / "share/jupyter/voila/templates/trio/index.html.j2").exists():
        pytest.fail("the Voila template share/jupyter/voila/templates/trio is missing")
    return lab_server


def _kernels(server) -> set[str]:
    req = urllib.request.Request(server.url + "api/kernels", headers={"Authorization": f"token {server.token}"})
    with urllib.request.urlopen(req, timeout=10) as resp:
        return {k["id"] for k in json.load(resp)}


def _shutdown(server, kernel: str) -> None:
    req = urllib.request.Request(
        server.url + f"api/kernels/{kernel}", method="DELETE", headers={"Authorization": f"token {server.token}"}
    )
    try:
        urllib.request.urlopen(req, timeout=10).close()
    except OSError:
        pass  # already gone: Voila ends a page's kernel when the page closes


class ChildPage:
    """A child's page open in a fresh context that may reach only 127.0.0.1."""

    def __init__(
        self, browser, server, lang: str, stem: str, *, viewport=None, theme: str = "light", init_script: str = ""
    ):
        self.server, self.outside, self.console = server, [], []
        self.before = _kernels(server)
        self.context = browser.new_context(viewport=viewport or {"width": 1280, "height": 900})
        self.context.set_default_timeout(30_000)
        if init_script:  # runs in the page before its own scripts (e.g. a stand-in for speech)
            self.context.add_init_script(init_script)
        self.context.route("**/*", loopback_only(self.outside))
        self.page = self.context.new_page()
        self.page.on("console", self._on_console)
        self.page.on("pageerror", lambda err: self.console.append(f"pageerror: {err}"))
        url = f"{server.url}voila/render/{lang}/{stem}.ipynb?token={server.token}&theme={theme}"
        self.page.goto(url, wait_until="domcontentloaded", timeout=PAGE_TIMEOUT)
        self.page.wait_for_selector("#rendered_cells", state="visible", timeout=PAGE_TIMEOUT)

    def _on_console(self, msg) -> None:
        if msg.type == "error":
            self.console.append(f"console.error: {msg.text}")

    def text(self) -> str:
        return self.page.inner_text("#rendered_cells")

    def close(self) -> None:
        self.context.close()
        for kernel in _kernels(self.server) - self.before:
            _shutdown(self.server, kernel)


# ---------------------------------------------------------------- the tests


@pytest.mark.parametrize(("lang", "stem"), PAGES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in PAGES])
def test_child_page(voila, browser, lang, stem):
    cp = ChildPage(browser, voila, lang, stem)
    try:
        widget = expects_widget(lang, stem)
        action = first_widget_usable(cp.page, PAGE_TIMEOUT) if widget else None
        cp.page.wait_for_load_state("networkidle", timeout=PAGE_TIMEOUT)
        text = cp.text()
        problems = []
        if cp.outside:
            problems.append(f"asked outside hosts: {cp.outside}")
        if cp.console:
            problems.append("console errors:\n" + "\n".join(cp.console))
        if cp.page.locator("#rendered_cells .jp-CodeCell .jp-InputArea, .cm-editor").count():
            problems.append("a program box is on the page")
        code = sorted({m.group(0) for m in CODE_ON_PAGE.finditer(text)})
        if code:
            problems.append(f"Python on the page: {code}")
        if cp.page.locator("#rendered_cells details:not(.trio-after)").count():
            problems.append("a folded answer or a teacher's fold is on the page")
        shown = [label for label in teacher_labels(lang) if label in text]
        if shown:
            problems.append(f"the teacher's part or a notebook-only line is on the page: {shown}")
        flat = re.sub(r"\s+", " ", text)
        leaked = [s for s in hidden_sentences(lang, stem) if s in flat]
        if leaked:
            problems.append(f"text of a dropped cell is on the page: {leaked[:3]}")
        errors = cp.page.locator("#rendered_cells [data-mime-type='application/vnd.jupyter.stderr']")
        if errors.count():
            problems.append("an error box: " + errors.first.inner_text()[:500])
        if lang != "en":
            english = sorted({w for w in WORD.findall(text) if w.lower() in english_words(lang)})
            if english:
                problems.append(f"English words on the {lang} page: {english}")
        if widget and not action:
            problems.append("no widget button to press")
        assert not problems, f"{lang}/{stem}: " + "\n".join(problems)
    finally:
        cp.close()


#: (name, viewport) of the screens a class uses.
SCREENS = [
    ("phone", {"width": 390, "height": 844}),
    ("tablet", {"width": 768, "height": 1024}),
    ("projector", {"width": 1920, "height": 1080}),
]

_OVERFLOW_JS = """() => {
  const vw = document.documentElement.clientWidth, out = [];
  for (const el of document.querySelectorAll('#rendered_cells *')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || el.closest('table, .jp-OutputArea-output')) continue;
    if (r.right > vw + 1.5) out.push((el.className.baseVal ?? el.className) + ' ' + el.tagName + ' ' + Math.round(r.right));
    if (out.length > 5) break;
  }
  return { page: document.documentElement.scrollWidth - vw, out };
}"""

_TEXT_SIZE_JS = """() => {
  let small = 0;
  for (const p of document.querySelectorAll('#rendered_cells .jp-RenderedMarkdown p, #rendered_cells .jp-RenderedMarkdown li')) {
    if (parseFloat(getComputedStyle(p).fontSize) < 16) small += 1;
  }
  return small;
}"""


@pytest.mark.parametrize("lang", ["en", "hu"])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_child_page_fits_phone_tablet_and_projector(voila, browser, lang, theme):
    """Lesson 03 (text, pictures, two widgets) in English and in Hungarian (the longest words):
    at each size no text runs off the screen, the reading text is at least 16 px, and a
    screenshot is saved in test-output/screenshots/ to look at."""
    stem = "03_matching_and_turning"
    cp = ChildPage(browser, voila, lang, stem, theme=theme)
    try:
        first_widget_usable(cp.page, PAGE_TIMEOUT)
        if theme == "dark":
            assert cp.page.evaluate("() => document.body.dataset.jpThemeLight") == "false"
        problems = []
        for name, viewport in SCREENS:
            cp.page.set_viewport_size(viewport)
            cp.page.wait_for_timeout(300)
            screenshot(cp.page, f"child_page_{stem.split('_')[0]}_{lang}_{theme}_{name}")
            over = cp.page.evaluate(_OVERFLOW_JS)
            if over["page"] > 1 or over["out"]:
                problems.append(f"{name}: the page is {over['page']} px too wide; {over['out']}")
            small = cp.page.evaluate(_TEXT_SIZE_JS)
            if small:
                problems.append(f"{name}: {small} paragraphs in text smaller than 16 px")
        assert not problems, "\n".join(problems)
    finally:
        cp.close()


def test_the_page_is_in_the_lessons_language(voila, browser):
    cp = ChildPage(browser, voila, "pl", "00_start_here")
    try:
        assert cp.page.evaluate("() => document.documentElement.lang") == "pl"
        links = cp.page.eval_on_selector_all("#rendered_cells a[href]", "els => els.map(e => e.href)")
        assert any(h.split("#")[0].endswith("/voila/render/pl/01_meet_the_tiles.ipynb") for h in links), links
        # the children's start page links only children's pages: the notebooks are the teacher's
        assert not [h for h in links if "/lab/" in h], links
    finally:
        cp.close()


def test_the_childs_own_rack_and_the_computers_row_say_each_thing_once(voila, browser):
    """The child's player has the default name (hu "Játékos"): the rack reads "A dominóid" (your
    tiles), not "Játékos dominói"; the computer, named "Számítógép", gets no second "számítógép"
    tag under its name."""
    from trio_widgets.words import t

    cp = ChildPage(browser, voila, "hu", "00_start_here")
    try:
        cp.page.wait_for_selector(".trio-gw-racktitle", state="visible", timeout=PAGE_TIMEOUT)
        assert cp.page.inner_text(".trio-gw-racktitle").strip() == t("game.your_rack", "hu")
        rows = cp.page.eval_on_selector_all(
            ".trio-gw-who",
            "els => els.map(e => [e.querySelector('.trio-gw-name').textContent, !!e.querySelector('.trio-gw-tag')])",
        )
        assert [t("game.you", "hu"), False] in rows and ["Számítógép", False] in rows, rows
    finally:
        cp.close()


def test_english_words_list_finds_english():
    """The list the page test uses catches an English word and lets a Polish one through."""
    words = english_words("pl")
    assert "computer" in words and "turn" in words
    assert "komputer" not in words and "pressman" not in words


def _two_wrong_tries(page, exercise: str = "ex1") -> None:
    """Two wrong numbers at the exercise's first part (1, then 12): its hints' ladder, after which
    the page offers "Show me"."""
    ex = page.locator(f'[data-exercise="{exercise}"]')
    for step, digit in ((1, "1"), (2, "2")):
        ex.locator(f'[data-action="key"][data-value="{digit}"]').click()
        ex.locator('[data-action="answer"]').click()
        ex.locator(f'.qz-feedback[data-step="{step}"]').wait_for(timeout=30_000)
    ex.locator('[data-action="show"]').wait_for(timeout=30_000)


def test_lesson_08_shows_the_replayed_game_only_after_exercise_1(voila, browser):
    """Lesson 08's score keeper holds the totals exercise 1 asks for: on the child's page it waits
    (a line says so) until exercise 1 is answered or "Show me" is pressed.  The printed sheet of every
    turn is the notebook's (issue 27), so it is the page's one waiting widget."""
    stem = "08_keep_score"
    totals = [str(build_lessons.load_lessons()[stem].values[k]) for k in ("ann", "bob", "cleo")]
    cp = ChildPage(browser, voila, "ru", stem)
    try:
        cp.page.wait_for_selector(".trio-after", timeout=PAGE_TIMEOUT)
        cp.page.wait_for_selector('[data-exercise="ex1"] [data-action="answer"]', timeout=PAGE_TIMEOUT)
        cp.page.wait_for_load_state("networkidle", timeout=PAGE_TIMEOUT)
        before = re.sub(r"\s+", " ", cp.text())
        assert cp.page.locator(".trio-after").count() == 1
        assert not [t for t in totals if re.search(rf"\b{t}\b", before)], "a total is in sight before a try"
        cards = cp.page.locator(".sk-card").count()
        _two_wrong_tries(cp.page)
        assert cp.page.locator(".trio-after").count() == 1, "wrong tries show nothing of the answer"
        cp.page.locator('[data-exercise="ex1"] [data-action="show"]').click()
        cp.page.wait_for_function("() => !document.querySelector('.trio-after')", timeout=30_000)
        cp.page.wait_for_function(f"() => document.querySelectorAll('.sk-card').length > {cards}", timeout=30_000)
        after = re.sub(r"\s+", " ", cp.text())
        assert all(re.search(rf"\b{t}\b", after) for t in totals), "the keeper shows the totals"
        assert not cp.console and not cp.outside, (cp.console, cp.outside)
    finally:
        cp.close()


def test_a_text_that_gives_an_answer_away_waits_for_the_try(voila, browser):
    """Lesson 02 adds up exercise 1's answers right after it (1 + 3 + 6 + ... = 56): on the child's
    page that text is hidden until exercise 1 is answered or shown, then open (no fold to click)."""
    stem = "02_counting"
    cp = ChildPage(browser, voila, "pl", stem)
    try:
        cp.page.wait_for_selector('[data-exercise="ex1"] [data-action="answer"]', timeout=PAGE_TIMEOUT)
        after = cp.page.locator('details.trio-after[data-after="ex1"]')
        assert after.count() == 1 and not after.is_visible()
        tiles = str(build_lessons.load_lessons()[stem].values["tiles"])
        hidden = after.inner_text()
        assert "+" in cp.page.evaluate("(d) => d.textContent", after.element_handle()) and tiles in hidden
        _two_wrong_tries(cp.page)
        assert not after.is_visible(), "wrong tries open nothing"
        cp.page.locator('[data-exercise="ex1"] [data-action="show"]').click()
        cp.page.wait_for_function(
            "() => document.querySelector('details.trio-after').classList.contains('trio-opened')", timeout=30_000
        )
        assert after.is_visible() and after.evaluate("(d) => d.open")
        assert not cp.page.locator("details.trio-after > summary").is_visible()
        assert not cp.console and not cp.outside, (cp.console, cp.outside)
    finally:
        cp.close()


_OUTPUT_STYLE_JS = """() => {
  const out = document.querySelector(
    '#rendered_cells .jp-OutputArea-output.jp-RenderedText[data-mime-type="text/plain"] pre');
  const para = document.querySelector('#rendered_cells .jp-RenderedMarkdown p');
  if (!out || !para) return null;
  const s = getComputedStyle(out), p = getComputedStyle(para);
  return {
    text: out.textContent, family: s.fontFamily, size: s.fontSize, color: s.color, wrap: s.whiteSpace, words: s.wordBreak,
    paraFamily: p.fontFamily, paraSize: p.fontSize, paraColor: p.color,
    background: getComputedStyle(document.body).backgroundColor,
  };
}"""


@pytest.mark.parametrize(("lang", "stem"), [("ru", "04_scoring"), ("hu", "03_matching_and_turning")])
@pytest.mark.parametrize("theme", ["light", "dark"])
def test_printed_output_reads_as_text(voila, browser, lang, stem, theme):
    """A lesson's printed lines ("Мост: 40") are sentences for the child: the page's text font
    (not a monospace code font), the text's size and colour in both themes, and they wrap."""
    cp = ChildPage(browser, voila, lang, stem, viewport={"width": 390, "height": 844}, theme=theme)
    try:
        cp.page.wait_for_selector(
            "#rendered_cells .jp-OutputArea-output.jp-RenderedText[data-mime-type='text/plain'] pre",
            timeout=PAGE_TIMEOUT,
        )
        style = cp.page.evaluate(_OUTPUT_STYLE_JS)
        assert style, "no printed output or no paragraph on the page"
        cp.page.locator("#rendered_cells .jp-OutputArea-output.jp-RenderedText pre").first.scroll_into_view_if_needed()
        screenshot(cp.page, f"child_page_output_{lang}_{stem[:2]}_{theme}_phone")
        assert "monospace" not in style["family"].lower(), style
        for mono in ("menlo", "consolas", "dejavu sans mono", "liberation mono", "courier"):
            assert mono not in style["family"].lower(), style
        assert style["family"] == style["paraFamily"], style
        assert style["size"] == style["paraSize"], style
        assert style["color"] == style["paraColor"], style
        assert style["color"] != style["background"], style
        assert style["wrap"] == "pre-wrap", style
        assert style["words"] == "normal", style  # a printed sentence breaks between words, never inside one
    finally:
        cp.close()


def _exercises(lang: str, stem: str) -> dict[str, str]:
    """The lesson's exercises on its page: id -> title (the heading of the exercise's text)."""
    from trio_widgets.teaching import QuestionSpec

    questions = json.loads((REPO_ROOT / "trio_widgets" / "teaching" / "lesson_questions.json").read_text("utf-8"))
    return {tid: QuestionSpec.from_json(spec).title.text(lang) for tid, spec in questions.get(stem, {}).items()}


# Every heading on the page (the lesson's text and the widgets) by its text.
_HEADINGS_JS = """() => Array.from(document.querySelectorAll('#rendered_cells :is(h1, h2, h3, h4, h5, h6)'),
  h => h.textContent.replace(/\\s+/g, ' ').replace(/¶$/, '').trim())"""


@pytest.mark.parametrize("stem", [s for s in STEMS if _exercises("en", s)], ids=lambda s: s.split("_")[0])
def test_an_exercise_title_is_shown_once(voila, browser, stem):
    """Issue 27: the exercise's heading in the text, then the same title on its answer widget.
    Each exercise's title is one heading on the child's page (the text's), and the widget is
    named by it (a group a screen reader announces with that name)."""
    exercises = _exercises("en", stem)
    cp = ChildPage(browser, voila, "en", stem, viewport={"width": 390, "height": 844})
    try:
        for tid in exercises:
            cp.page.wait_for_selector(f'.qz-root[data-exercise="{tid}"]', state="attached", timeout=PAGE_TIMEOUT)
        first = cp.page.locator(f'.qz-root[data-exercise="{next(iter(exercises))}"]')
        first.scroll_into_view_if_needed()
        cp.page.mouse.wheel(0, -200)  # the exercise's text above its widget
        cp.page.wait_for_timeout(300)
        screenshot(cp.page, f"child_page_exercise_{stem.split('_')[0]}_en_phone")
        headings = cp.page.evaluate(_HEADINGS_JS)
        for tid, title in exercises.items():
            assert title and headings.count(title) == 1, (tid, title, headings)
            root = cp.page.locator(f'.qz-root[data-exercise="{tid}"]')
            assert root.get_attribute("role") == "group" and root.get_attribute("aria-label") == title
            assert root.locator(".tc-title").count() == 0
    finally:
        cp.close()


@pytest.mark.parametrize(("lang", "stem"), [("en", "01_meet_the_tiles"), ("pl", "04_scoring")])
def test_tile_names_in_the_text_stay_on_one_line(voila, browser, lang, stem):
    """Issue 27: on a phone the lesson's text broke "0-3-4" after a hyphen.  At 390 and 320 px
    every tile name in the page's text (and the widgets') is on one line, with its plain hyphens."""
    from .test_tile_names import NAMES

    cp = ChildPage(browser, voila, lang, stem, viewport={"width": 390, "height": 844})
    try:
        cp.page.wait_for_selector(".qz-root", state="attached", timeout=PAGE_TIMEOUT)
        broken = []
        for width in (390, 320):
            cp.page.set_viewport_size({"width": width, "height": 844})
            cp.page.wait_for_function("(w) => document.documentElement.clientWidth === w", arg=width)
            cp.page.wait_for_timeout(300)
            names = cp.page.evaluate(NAMES)
            assert len(names) >= 5, names  # the lesson does name tiles in its text
            assert all(n["name"][1] == n["name"][3] == "-" for n in names), names
            broken += [(width, n) for n in names if n["lines"] > 1 and not n["live"]]
        assert broken == [], broken
        screenshot(cp.page, f"child_page_tile_names_{lang}_{stem.split('_')[0]}_320")
    finally:
        cp.close()


_TILE_ROWS_JS = """() => Array.from(document.querySelectorAll('#rendered_cells .trio-tile-row'), (row) => {
  const imgs = Array.from(row.querySelectorAll('svg'));
  const tops = new Set(imgs.map((i) => Math.round(i.getBoundingClientRect().top)));
  return {
    right: row.getBoundingClientRect().right,
    imgs: imgs.length,
    lines: tops.size,
    groups: row.querySelectorAll(':scope > div').length,
    loaded: imgs.every((i) => i.getBoundingClientRect().width > 0 && i.querySelector('use, path') !== null),
    pictures: row.querySelectorAll('img').length,
    hooks: row.querySelectorAll('[data-tile], [data-cell], title').length,
    widest: Math.max(0, ...imgs.map((i) => i.getBoundingClientRect().right)),
    scroll: row.scrollWidth - row.clientWidth,
  };
})"""


@pytest.mark.parametrize("lang", ["en", "hu"])
def test_a_row_of_tiles_wraps_on_a_phone(voila, browser, lang):
    """Issue 27: lesson 01's whole set (56 tiles, 8 a row) was one picture wider than a phone.
    At 390 x 844 each row of tiles is a box of one picture a tile inside the screen: the whole set
    keeps its 7 rows of 8 as 7 groups (the text counts them), each row's halves one above the other,
    the tiles at their size; longer rows wrap.  Issue 32: each tile is drawn in the page (static/
    pictures.js), not an <img> the browser parses on its own: no <img> is left in a row, no tile in a
    row carries a widget's test hook (data-tile) or its own title, and a row's ids are its own (a
    widget's tiles use the same names in their SVG: a widget must never draw a row's parts)."""
    stem = "01_meet_the_tiles"
    cp = ChildPage(browser, voila, lang, stem, viewport={"width": 390, "height": 844})
    try:
        cp.page.wait_for_selector(".trio-tile-row svg", state="attached", timeout=PAGE_TIMEOUT)
        cp.page.wait_for_load_state("networkidle", timeout=PAGE_TIMEOUT)
        vw = cp.page.evaluate("() => document.documentElement.clientWidth")
        rows = cp.page.evaluate(_TILE_ROWS_JS)
        assert rows and max(r["imgs"] for r in rows) == 56, rows
        for r in rows:
            assert r["pictures"] == 0 and r["hooks"] == 0, r
            assert r["loaded"] and r["right"] <= vw + 0.5 and r["widest"] <= vw + 0.5 and r["scroll"] <= 0, (vw, r)
        whole = next(r for r in rows if r["imgs"] == 56)
        # the 7 rows of 8 the text counts stay 7 groups: on a phone each row's halves one above the other
        assert whole["groups"] == 56 / 8 and whole["lines"] == 2 * whole["groups"], whole
        longer = [r for r in rows if r["imgs"] > 10]  # the doubles and the all-different: 10 a row
        assert longer and all(r["lines"] > -(-r["imgs"] // 10) for r in longer if r is not whole), rows  # wrapped
        cp.page.locator(".trio-tile-row").nth(rows.index(whole)).scroll_into_view_if_needed()
        rows_ids = cp.page.evaluate("() => Array.from(document.querySelectorAll('.trio-tile-row [id]'), (e) => e.id)")
        others = cp.page.evaluate(
            "() => Array.from(document.querySelectorAll('[id]'), (e) => e.closest('.trio-tile-row') ? null : e.id)"
        )
        assert rows_ids and len(rows_ids) == len(set(rows_ids)) and not set(rows_ids) & set(others), rows_ids[:8]
        screenshot(cp.page, f"child_page_tile_row_{lang}_01_phone")
    finally:
        cp.close()


_OUTPUT_SCRIPT = re.compile(r'<script type="application/vnd\.voila\.cell-output\+json">\s*(.*?)\s*</script>', re.S)


def test_the_page_sends_each_output_in_the_one_form_it_draws(voila):
    """Issue 32: lesson 01's page was 580 KB, each picture sent three times (its HTML, its SVG and
    the SVG again as text) and each widget with its still picture for a notebook read without
    running it.  The child's page gets only the form its front end draws: a live widget alone, a
    picture's HTML alone; and a row of tiles without an <img> of an SVG a tile (the page draws them:
    static/pictures.js)."""
    before = _kernels(voila)
    url = f"{voila.url}voila/render/en/01_meet_the_tiles.ipynb?token={voila.token}"
    try:
        with urllib.request.urlopen(url, timeout=PAGE_TIMEOUT / 1000) as resp:
            page = resp.read().decode("utf-8")
    finally:
        for kernel in _kernels(voila) - before:
            _shutdown(voila, kernel)
    outputs = [json.loads(o) for o in _OUTPUT_SCRIPT.findall(page)]
    forms = [sorted((o.get("data") or {}).keys()) for o in outputs if o.get("output_type") != "stream"]
    widget = ["application/vnd.jupyter.widget-view+json"]
    assert forms.count(widget) >= 5 and forms.count(["text/html"]) >= 3, forms
    assert all(len(f) == 1 for f in forms), forms
    rows = [o["data"]["text/html"] for o in outputs if "trio-tile-row" in str((o.get("data") or {}).get("text/html"))]
    assert rows and all("data-trio-svg=" in r and "data:image/svg+xml" not in r for r in rows), [r[:300] for r in rows]


_MATHS_JS = """() => ({
  config: JSON.parse(document.getElementById('jupyter-config-data').textContent).fullMathjaxUrl,
  mathjax: performance.getEntriesByType('resource').filter((r) => /\\/voila\\/static\\//.test(r.name))
    .map((r) => r.name.split('/').pop()),
  typeset: document.querySelectorAll('mjx-container').length,
  stub: performance.getEntriesByType('resource').some((r) => /no_maths\\.js/.test(r.name) && r.responseStatus === 200),
})"""


def _maths_seen(browser, voila, stem: str, drawn: str) -> dict:
    """Open en/<stem>'s child's page, wait for its first widget and for ``drawn`` (a JS condition),
    and say what the page has of a typesetter (_MATHS_JS); no console error, no outside request."""
    cp = ChildPage(browser, voila, "en", stem)
    try:
        first_widget_usable(cp.page, PAGE_TIMEOUT)
        cp.page.wait_for_function(drawn, timeout=PAGE_TIMEOUT)
        seen = cp.page.evaluate(_MATHS_JS)
        assert not cp.console and not cp.outside, (cp.console, cp.outside)
    finally:
        cp.close()
    return seen


def test_a_page_without_maths_does_not_load_the_maths_typesetter(voila, browser):
    """Issue 32: Voila's front end typesets every text of the page as it starts, which loaded and
    ran the bundled MathJax (16 more files, 900 KB) on pages with no maths: half a second of a
    slow tablet's start.  A lesson's page has no maths and gets static/no_maths.js; a page with
    maths in its text still gets MathJax from the page's own server, and its maths is drawn."""
    stub = "() => performance.getEntriesByType('resource').some((r) => /no_maths/.test(r.name))"
    plain = _maths_seen(browser, voila, "01_meet_the_tiles", stub)
    assert "no_maths.js" in plain["config"] and plain["stub"], plain
    plain_files = set(plain["mathjax"])

    # the same lesson with a sum in its first text: the front end's MathJax draws it
    nb = nbformat.read(voila.root_dir / "en" / "01_meet_the_tiles.ipynb", as_version=4)
    first = next(c for c in nb.cells if c.cell_type == "markdown")
    first.source += "\n\nA sum: $3 + 4 = 7$"
    nbformat.write(nb, voila.root_dir / "en" / "01_maths_check.ipynb")
    try:
        maths = _maths_seen(
            browser, voila, "01_maths_check", "() => document.querySelectorAll('mjx-container').length > 0"
        )
    finally:
        (voila.root_dir / "en" / "01_maths_check.ipynb").unlink()
    assert maths["config"] == "null" and maths["typeset"] >= 1, maths
    # MathJax's own files are what the page without maths did not fetch
    assert len(set(maths["mathjax"]) - plain_files) >= 10, sorted(set(maths["mathjax"]) - plain_files)
