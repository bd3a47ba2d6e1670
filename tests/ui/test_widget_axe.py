"""axe-core itself runs label-in-name (``label-content-name-mismatch``) and the other serious rules
on every widget, in the four languages (issue 28, item 6).

axe counts a control it cannot see as hidden and reports the rule as "inapplicable" (inside
JupyterLab's notebook, whose body is 0 px tall, it checks nothing).  Here the widgets are on a
child's page (Voilà, template trio), one page per language, one cell each: the game (a tile
picked and turned), the tile explorer, the orientation trainer, the match puzzle, the scoring
practice, the score keeper, a lesson's question, the drill and a puzzle board.  The window is made
as tall as the page and the body given the window's height, so that axe sees every widget as a
person does; one axe run over all of them.  The test asserts that axe did apply label-in-name to
each widget whose named controls show text (it passed on some of their nodes), and that it finds
nothing serious.
"""

from __future__ import annotations

import nbformat
import pytest

from .axe import PAGE_RULES, TAGS, inject

pytestmark = pytest.mark.browser

LANGS = ("en", "ru", "pl", "hu")

#: (name, the widget's code with {lang}, its root's selector)
WIDGETS = [
    (
        "game",
        'tw.GameWidget(rules="classic", players=["Ann", "Computer"], bots={{1: "greedy"}}, seed=7, lang="{lang}")',
        ".trio-gw",
    ),
    ("explorer", 'tw.TileSetExplorer(lang="{lang}")', ".tx-explorer"),
    ("orientation", 'tw.OrientationTrainer(seed=1, lang="{lang}")', ".to-trainer"),
    ("match", 'tw.MatchPuzzle(seed=3, difficulty="bridge", lang="{lang}")', ".tm-puzzle"),
    ("scoring", 'tw.ScoringPractice(seed=5, focus="bridge", lang="{lang}")', ".ts-practice"),
    ("keeper", 'tw.ScoreKeeper(players=["Ann", "Bob"], rules="classic", lang="{lang}")', ".trio-sk"),
    ("question", 'tw.Question.lesson("01", "ex4", lang="{lang}")', ".qz-root"),
    ("drill", 'tw.AdditionDrill(level=2, seed=1, lang="{lang}")', ".dr-root"),
    ("puzzle", 'tw.PuzzleBoard("small_triangle", lang="{lang}")', ".pz-root"),
]

# axe over every widget at once (axe builds its tree of the whole page each run: one run, not 36),
# with each node's widget (its root's data-axe-widget): the serious violations by widget and how
# many nodes label-in-name passed by widget (0 when axe found it inapplicable: it checked nothing).
AXE_ALL = """async ([roots, tags, off]) => {
  const els = roots.flatMap(([sel, i, key]) => { const e = document.querySelectorAll(sel)[i]; e.dataset.axeWidget = key; return [e]; });
  const rules = Object.fromEntries([...off.map(id => [id, { enabled: false }]),
                                    ['label-content-name-mismatch', { enabled: true }]]);
  const runOnly = tags.length ? { type: 'tag', values: tags } : { type: 'rule', values: ['label-content-name-mismatch'] };
  const res = await window.axe.run({ include: els }, { runOnly, rules, elementRef: true,
                                                      resultTypes: ['violations', 'passes'] });
  const owner = (n) => n.element.closest('[data-axe-widget]').dataset.axeWidget;
  const passed = {};
  for (const r of res.passes.filter(r => r.id === 'label-content-name-mismatch'))
    for (const n of r.nodes) passed[owner(n)] = (passed[owner(n)] || 0) + 1;
  const violations = res.violations.filter(v => ['serious', 'critical'].includes(v.impact)).flatMap(v =>
    v.nodes.map(n => ({ widget: owner(n), id: v.id, target: n.target.join(' '), summary: n.failureSummary,
                        html: n.html.slice(0, 240) })));
  return { passed, violations };
}"""

#: the widgets with controls named by aria-label that show text (the others' controls are named
#: by their text alone, where the rule does not apply)
APPLIES = ("game", "explorer", "match", "keeper", "question", "puzzle")

# The body as tall as the window (JupyterLab's is 0 px), and the widget scrolled into the window.
BODY_HEIGHT = "() => { document.body.style.height = window.innerHeight + 'px'; }"


def widgets_page(root_dir, lang: str, prefix: str = "axe_widgets", more: tuple[str, ...] = ()) -> str:
    """A child's page (Voilà, template trio) with every widget in one language, then the cells
    ``more``; written to ``<prefix>_<lang>.ipynb`` in ``root_dir``, whose name it returns."""
    nb = nbformat.v4.new_notebook()
    nb.cells.append(nbformat.v4.new_code_cell("import trio_widgets as tw"))
    for name, code, _sel in WIDGETS:
        # the game with a tile picked (the rack's tiles say whether they fit, the picked one is "chosen")
        pick = "\nw.select(sorted(w.legal)[0], turns=1)" if name == "game" else ""
        nb.cells.append(nbformat.v4.new_code_cell(f"w = {code.format(lang=lang)}{pick}\nw"))
    nb.cells.extend(nbformat.v4.new_code_cell(source) for source in more)
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
    nb.metadata["voila"] = {"template": "trio"}
    name = f"{prefix}_{lang}.ipynb"
    nbformat.write(nb, str(root_dir / name))
    return name


@pytest.mark.parametrize("lang", LANGS)
def test_axe_label_in_name_on_every_widget(lab_server, browser, lang):
    try:
        import voila  # noqa: F401
    except ImportError:
        pytest.fail("voila is not installed (pip install -e '.[test]')")
    name = widgets_page(lab_server.root_dir, lang)
    context = browser.new_context(viewport={"width": 1280, "height": 1000}, device_scale_factor=1)
    context.set_default_timeout(60_000)
    page = context.new_page()
    try:
        page.goto(f"{lab_server.url}voila/render/{name}?token={lab_server.token}", timeout=120_000)
        for _name, _code, sel in WIDGETS:
            page.locator(sel).first.wait_for(state="attached", timeout=120_000)
        page.locator(".trio-gw-racktile.selected").wait_for(state="attached")
        # a window as tall as the page (axe counts a widget scrolled out of the page's scroller as
        # hidden), and the body as tall as the window
        tall = page.evaluate("() => Math.max(...Array.from(document.querySelectorAll('*'), e => e.scrollHeight))")
        page.set_viewport_size({"width": 1280, "height": min(tall + 100, 20_000)})
        page.wait_for_function("(h) => window.innerHeight === h", arg=min(tall + 100, 20_000))
        page.evaluate(BODY_HEIGHT)
        inject(page)
        roots = [[sel, 0, widget] for widget, _c, sel in WIDGETS]
        # label-in-name, and in English every serious rule of the tags (the widgets' own tests run
        # them in their states and sizes)
        res = page.evaluate(AXE_ALL, [roots, TAGS if lang == "en" else [], PAGE_RULES])
        print(f"\n{lang}: label-in-name passed nodes:", res["passed"])
        bad = res["violations"]
        assert not bad, f"{len(bad)} serious findings:\n" + "\n".join(
            f"{v['widget']} {v['id']} {v['target']}: {v['summary']}\n    {v['html']}" for v in bad[:20]
        )
        # axe saw the controls: it applied label-in-name to every widget whose named controls show text
        for widget in APPLIES:
            assert res["passed"].get(widget, 0) > 0, f"axe did not apply label-in-name to {widget} ({lang})"
    finally:
        context.close()
