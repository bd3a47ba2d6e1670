"""Only sentences, pictures and widgets on a child's page (issue 27, item 3).

What a lesson's programs show on a child's page (Voila, template ``trio``) is read by a child of
7-12, in Russian, Polish and Hungarian schools as well as English ones: a sentence in the child's
language, a picture or a widget, never a line of program output.  The test reads every output the
child's page shows, from the built notebooks, as ``tests/test_child_words.py`` reads them (the
printed text of the cells the template keeps, what they display as Markdown or HTML; not a
picture, whose words are for a screen reader, nor a widget's still view, which the live widget
replaces), and fails on a line that reads like a program's:

- a colon between numbers (":" is the division sign in Russian, Polish and Hungarian schools), or
  a colon after a lone label of a few words, before a number ("Tiles in the box: 56", but not
  "Put this down: 5-5-5", a tile's name);
- a line of only numbers and punctuation (a lone "1", "41 54 26", "9 / 55 = 0.164", a bar chart's
  row "0 0.331 0.326 ███");
- an arrow "→" (a program's "maps to");
- monospace or code markup (backticks, <code>, <pre>);
- a rule set's code name (``trimino_simple``: the catalogue's display names are for people);
- a file format (JSON, CSV).

A Markdown table's rows are a table (its header names the columns), not program lines.
"""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from test_child_words import HIDDEN, LANGS, NOTEBOOKS, STEMS, _is_widget

from trio_widgets.engine import PRESETS

#: Rule sets whose code name is not a word of the game's language (``trimino_simple``).
CODE_NAMES = [name for name in PRESETS if not name.isalpha()]

LETTER = r"[^\W\d_]"
PROGRAM_LIKE: list[tuple[str, re.Pattern[str]]] = [
    ("a colon between numbers", re.compile(r"\d\s*:\s*[-−+]?\d")),
    # a number, not a tile's name ("Put this down: 5-5-5, in the middle" is a sentence)
    (
        "a colon after a lone label",
        re.compile(rf"^\W*(?:{LETTER}+[\s'’.,-]*){{1,6}}:\s*[-−+]?\d+(?:[.,/]\d+)*(?![-\d])"),
    ),
    ("an arrow", re.compile(r"→")),
    ("code markup", re.compile(r"`|<code\b|<pre\b|<tt\b", re.I)),
    ("a rule set's code name", re.compile(r"\b(?:" + "|".join(map(re.escape, CODE_NAMES)) + r")\b")),
    ("a file format", re.compile(r"\b(?:JSON|CSV)\b", re.I)),
]


def program_like(line: str) -> list[str]:
    """What makes ``line`` (one line of a child's page's output) read like a program's."""
    found = [what for what, pattern in PROGRAM_LIKE if pattern.search(line)]
    if re.search(r"\d", line) and not re.search(LETTER, line):
        found.append("only numbers and punctuation")
    return found


def _lines(text: str) -> list[str]:
    """The lines of an output a child reads: not blank, not a Markdown table's rows."""
    return [ln for ln in text.splitlines() if ln.strip() and not ln.lstrip().startswith("|")]


def child_outputs(lang: str, stem: str) -> list[tuple[str, str]]:
    """(where, line) of every line of output the child's page of ``stem`` shows in ``lang``."""
    nb = nbformat.read(str(NOTEBOOKS / lang / f"{stem}.ipynb"), as_version=4)
    out = []
    for i, cell in enumerate(nb.cells):
        tags = set(cell.metadata.get("tags", []))
        if cell.cell_type != "code" or tags & HIDDEN or "child-quiet" in tags:
            continue
        for o in cell.outputs:
            texts = []
            if o.output_type == "stream" and o.name == "stdout":
                texts.append(o.text)
            elif o.output_type in ("display_data", "execute_result"):
                data = o.get("data", {})
                if _is_widget(data, lang) or "image/svg+xml" in data or "image/png" in data:
                    continue  # a widget (the live one replaces it) or a picture
                if o.output_type == "execute_result" and list(data) == ["text/plain"]:
                    continue  # a bare Python result: the template drops it
                if "text/markdown" in data:
                    texts.append(data["text/markdown"])
                elif "text/html" in data:
                    html = data["text/html"]
                    texts.append(re.sub(r"<(?!/?(code|pre|tt)\b)[^>]+>", "\n", html))
            out += [(f"cell {i}", line) for text in texts for line in _lines(text)]
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("stem", STEMS)
def test_a_childs_page_shows_no_program_lines(lang, stem):
    problems = [
        f"{where}: {', '.join(what)}\n    {line.strip()[:160]}"
        for where, line in child_outputs(lang, stem)
        if (what := program_like(line))
    ]
    assert not problems, f"{lang}/{stem}: {len(problems)} program-like lines on the child's page:\n" + "\n".join(
        problems
    )


@pytest.mark.parametrize(
    "line",
    [
        "9 : 0-0-1, 0-0-2, 0-1-1",
        "right : 2 → 0-0-1, 0-1-1",
        "0 – 1 : 4 = 2 + 2 + 0",
        "0 : 21 1 : 21",
        "Tiles in the box: 56",
        "First tile, a triple: 10",
        "1",
        "41 54 26",
        "5-5-5: 9/28",
        "0 0.331 0.326 █████████████████",
        "Simulated: 0.158",
        "Play `tw.GameWidget()`",
        "Rules: trimino_simple",
        "Save the sheet (JSON)",
        "Фишек в коробке: 56",
        "Żetonów w pudełku: 56",
        "Ennyi dominó van egy készletben: 56",
    ],
)
def test_program_lines_are_recognised(line):
    assert program_like(line), line


@pytest.mark.parametrize(
    "line",
    [
        "The box holds 56 tiles.",
        "On the right, 2 tiles fit: 0-0-1, 0-1-1.",
        "4 + 4 + 4 = 12, starting with a triple gives 10 more points, total 22",
        "Put 5-5-5 in the middle of the board. 5 + 5 + 5 = 15. Starting with a triple gives 10 more points: 25 in all.",
        "Greedy has 6 tiles left, Random has 0.",
        "Tedd le az 5-5-5 dominót a játéktér közepére. Számold össze a pontokat: 5 + 5 + 5 = 15. "
        "Triplával kezdeni még 10 pontot ér, így összesen 25.",
        "The classic rules and the kids' version.",
        "| Triples | 6 |",
        "В коробке 56 фишек.",
        "A hatszög 60 pluszpontot ér.",
    ],
)
def test_sentences_pass(line):
    assert not [ln for ln in _lines(line) if program_like(ln)], program_like(line)


def test_the_childs_page_hides_the_score_sheets_files():
    """The score keeper's Save and Load buttons are the teacher's, in the notebook, and its language
    is the lesson's: the score keeper draws none of them on a child's page (onChildPage; lesson 08's
    pages in tests/ui/test_child_score_sheet.py), and the template also hides them by their keys."""
    root = Path(__file__).resolve().parents[1]
    footer = "".join(
        (root / f"trio_widgets/widgets/static/score_keeper/{part}.mjs").read_text(encoding="utf-8")
        for part in ("footer", "header")
    )
    page = (root / "share/jupyter/voila/templates/trio/index.html.j2").read_text(encoding="utf-8")
    rule = re.search(r"((?:#rendered_cells \.trio-sk \[data-key=\"[\w-]+\"\],?\s*)+)\{\s*display:\s*none", page)
    assert rule, "the child's page hides no score-sheet button"
    hidden = set(re.findall(r'data-key="([\w-]+)"', rule.group(1)))
    assert hidden == {"save-json", "save-csv", "load", "lang"}
    made = set(re.findall(r'button\("([\w-]+)"', footer)) | set(re.findall(r'"data-key": "([\w-]+)"', footer))
    assert hidden <= made, f"the score keeper no longer makes {hidden - made}"
