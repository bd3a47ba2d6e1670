"""The glossaries beside the catalogues: one term for one thing, in every text of a language.

Each language may keep a glossary ``glossary.<lang>.md`` in the catalogue's folder (beside
``<lang>.json``). It is Markdown with a table of the game's terms; the column whose heading
contains the word ``avoid`` lists, in backticks, the terms that must not be used for that thing
(`kifogyás`, `lapka` ...). This test reads every glossary it finds and checks that no avoided
term appears in a catalogue value of that language (the ``_`` notes for translators are not
shown, so they are left out) nor in its lesson texts (``tools/lessons/text/<lang>/*.md``; the
note at the top, the ``@@ id`` lines, ``{{placeholders}}`` and code are left out: ``"smart"`` in
a program is code, not a word of the child's language).

A term matches at the start of a word, in any case, so a stem catches its inflected forms
(`kifogy` catches "kifogyott" and "kifogyás"); write a longer term when a stem would catch
good words.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trio_widgets import i18n

REPO = Path(__file__).resolve().parent.parent
LOCALES = i18n.catalogue_files(i18n.DEFAULT_LANG)[0].parent
LESSON_TEXTS = REPO / "tools" / "lessons" / "text"
GLOSSARIES = {p.name.split(".")[1]: p for p in sorted(LOCALES.glob("glossary.*.md"))}
#: languages that must have a glossary (others may add theirs; the test then checks them too)
REQUIRED = ("hu",)

_CODE_BLOCK = re.compile(r"^(```|~~~).*?^\1", re.S | re.M)
_CODE_SPAN = re.compile(r"(`+)(?!`).+?(?<!`)\1(?!`)", re.S)
_PLACEHOLDER = re.compile(r"\{\{?[A-Za-z_][A-Za-z0-9_]*\}\}?")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_ID_LINE = re.compile(r"^@@ .*$", re.M)


def _cells(row: str) -> list[str]:
    """The cells of a Markdown table row (``| a | b |``), with `` `|` `` kept inside backticks."""
    row = row.strip()
    if row.startswith("|"):
        row = row[1:]
    if row.endswith("|"):
        row = row[:-1]
    cells, cell, in_code = [], "", False
    for ch in row:
        if ch == "`":
            in_code = not in_code
        if ch == "|" and not in_code:
            cells.append(cell.strip())
            cell = ""
        else:
            cell += ch
    cells.append(cell.strip())
    return cells


def avoided_terms(path: Path) -> dict[str, str]:
    """Every avoided term of a glossary -> the thing (the row's first cell) it must not name.

    >>> import tempfile
    >>> p = Path(tempfile.mkdtemp()) / "glossary.xx.md"
    >>> _ = p.write_text("| English | xx | avoid |\\n|---|---|---|\\n| tile | dominó | `lapka`, `zseton` |\\n")
    >>> avoided_terms(p)
    {'lapka': 'tile', 'zseton': 'tile'}
    """
    terms: dict[str, str] = {}
    column: int | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.lstrip().startswith("|"):
            column = None  # a table ends at the first line that is not a row
            continue
        cells = _cells(line)
        if column is None:
            heads = [i for i, c in enumerate(cells) if "avoid" in c.lower()]
            if heads:
                column = heads[0]
            continue
        if set("".join(cells)) <= set("-: "):
            continue  # the |---|---| line under the heading
        if column < len(cells):
            for term in re.findall(r"`([^`]+)`", cells[column]):
                terms[term.strip()] = cells[0]
    return terms


def visible_text(raw: str) -> str:
    """A lesson text file as the reader sees its words: no notes, ids, placeholders or code."""
    for pattern in (_COMMENT, _CODE_BLOCK, _CODE_SPAN, _ID_LINE, _PLACEHOLDER):
        raw = pattern.sub(" ", raw)
    return raw


def catalogue_values(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every value a reader of ``lang`` can see in its catalogue files."""
    out: list[tuple[str, str]] = []
    for path in i18n.catalogue_files(lang):
        for key, value in i18n.read_catalogue_file(path).items():
            forms = value.items() if isinstance(value, dict) else [("", value)]
            for form, text in forms:
                where = f"{path.name}: {key}" + (f" ({form})" if form else "")
                out.append((where, _PLACEHOLDER.sub(" ", text)))
    return out


def lesson_texts(lang: str) -> list[tuple[str, str]]:
    return [
        (str(p.relative_to(REPO)), visible_text(p.read_text(encoding="utf-8")))
        for p in sorted((LESSON_TEXTS / lang).glob("*.md"))
    ]


def uses(term: str, text: str) -> bool:
    """Whether ``text`` uses ``term`` at the start of a word (any case).

    >>> uses("kifogy", "Aki kifogyott, nem kap pontot"), uses("bot", "a robot")
    (True, False)
    """
    return re.search(r"(?<!\w)" + re.escape(term), text, re.I) is not None


def test_the_required_glossaries_exist():
    for lang in REQUIRED:
        assert lang in GLOSSARIES, f"{LOCALES}/glossary.{lang}.md is missing"


@pytest.mark.parametrize("lang", sorted(GLOSSARIES))
def test_a_glossary_is_for_a_language_and_lists_terms_to_avoid(lang):
    assert lang in i18n.LANGUAGES, f"{GLOSSARIES[lang].name}: {lang!r} is not one of {i18n.LANGUAGES}"
    terms = avoided_terms(GLOSSARIES[lang])
    assert terms, f"{GLOSSARIES[lang].name}: no table with an 'avoid' column of `terms`"


@pytest.mark.parametrize("lang", sorted(GLOSSARIES))
def test_no_text_of_a_language_uses_a_term_its_glossary_avoids(lang):
    terms = avoided_terms(GLOSSARIES[lang])
    texts = catalogue_values(lang) + lesson_texts(lang)
    assert len(texts) > 100, f"{lang}: the catalogue and the lesson texts were not found"
    found = [
        f"{where}: {term!r} (for {thing})" for term, thing in terms.items() for where, text in texts if uses(term, text)
    ]
    assert not found, f"glossary.{lang}.md says to avoid these terms:\n" + "\n".join(found)


def test_the_check_sees_what_a_reader_sees():
    """An avoided word in the prose is caught; the same word as code, a placeholder or an id is not."""
    raw = '<!-- note: greedy -->\n@@ greedy\nMohó\n\n@@ pick\nA `"greedy"` játékos {{greedy}}.\n'
    assert not uses("greedy", visible_text(raw))
    assert uses("greedy", visible_text(raw + "A greedy játékos.\n"))
    assert uses("greedy", visible_text("```python\nx = 1\n```\nGreedy"))
    assert not uses("greedy", visible_text("```python\nbot = 'greedy'\n```\n"))
