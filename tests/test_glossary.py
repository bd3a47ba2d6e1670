"""The glossaries: one word for one thing in each language's lessons, widgets and printables.

A glossary is ``glossary.<lang>.md`` beside the catalogues (``trio_widgets/locales/``). Its
Markdown table has a column whose heading contains "term" (the words we use) and one whose
heading contains "avoid" (the words we never write). In those two columns only the words in
`backticks` count; a ``*`` at the end of a word stands for any ending (``żeton*`` is żeton, żetony,
żetonów ...; ``kart* gry`` is karta gry, karty gry ...). Matching ignores case and finds whole words only.

Every glossary found is checked against the texts of its language: each avoided word appears
in no catalogue value and no lesson text, and each term appears in at least one of them. In
lesson texts, the ``@@ id`` lines, the notes to translators (``<!-- -->``), the
``{{placeholders}}`` and code (what a child types, such as ``"classic"``) are left out; in
catalogues, the notes (``_doc`` ...) and the ``{placeholders}``.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from trio_widgets.i18n import LANGUAGES, catalogue_files, read_catalogue_file

LOCALES = catalogue_files("en")[0].parent
LESSON_TEXTS = Path(__file__).resolve().parent.parent / "tools" / "lessons" / "text"
GLOSSARIES = sorted(LOCALES.glob("glossary.*.md"))
# the languages whose glossary must be there
REQUIRED = ("pl",)

TICKED = re.compile(r"`([^`]+)`")


def _lang(path: Path) -> str:
    return path.name.split(".")[1]


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def glossary_words(path: Path) -> tuple[list[str], list[str]]:
    """The (terms, avoided words) of one glossary: the `ticked` words of its table's
    "term" and "avoid" columns."""
    terms: list[str] = []
    avoid: list[str] = []
    columns: tuple[int, int] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.lstrip().startswith("|"):
            columns = None
            continue
        cells = _cells(line)
        if columns is None:
            heads = [cell.lower() for cell in cells]
            term_col = next((i for i, h in enumerate(heads) if "term" in h), None)
            avoid_col = next((i for i, h in enumerate(heads) if "avoid" in h), None)
            assert term_col is not None and avoid_col is not None, (
                f"{path.name}: a glossary table has a 'term' and an 'avoid' column, not {cells}"
            )
            columns = (term_col, avoid_col)
            continue
        if set("".join(cells)) <= set("-: "):
            continue  # the |---|---| line under the heading
        term_col, avoid_col = columns
        terms += TICKED.findall(cells[term_col]) if term_col < len(cells) else []
        avoid += TICKED.findall(cells[avoid_col]) if avoid_col < len(cells) else []
    return terms, avoid


def word_pattern(word: str) -> re.Pattern[str]:
    """A glossary word as a pattern: whole words, any case, ``*`` at the end for any ending,
    any white space between the words of a phrase."""
    parts = [re.escape(part.rstrip("*")) + (r"\w*" if part.endswith("*") else "") for part in word.split()]
    return re.compile(r"(?<!\w)" + r"\s+".join(parts) + r"(?!\w)", re.IGNORECASE)


def _lesson_words(text: str) -> str:
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.DOTALL)
    text = re.sub(r"^@@.*$", " ", text, flags=re.MULTILINE)
    text = re.sub(r"```.*?```", " ", text, flags=re.DOTALL)
    text = re.sub(r"`[^`]*`", " ", text)
    return re.sub(r"\{\{\s*\w+\s*\}\}", " ", text)


def _catalogue_words(value) -> list[str]:
    forms = value.values() if isinstance(value, dict) else [value]
    return [re.sub(r"\{\w+\}", " ", form) for form in forms]


@cache
def texts(lang: str) -> tuple[tuple[str, str], ...]:
    """Every text a reader of ``lang`` sees, as (where, text) pairs."""
    out: list[tuple[str, str]] = []
    for path in catalogue_files(lang):
        if path.is_file():
            for key, value in read_catalogue_file(path).items():
                out += [(f"{path.name}: {key}", text) for text in _catalogue_words(value)]
    for path in sorted((LESSON_TEXTS / lang).glob("*.md")):
        out.append((f"tools/lessons/text/{lang}/{path.name}", _lesson_words(path.read_text(encoding="utf-8"))))
    return tuple(out)


def test_the_glossary_words_are_read_as_words():
    assert word_pattern("żeton*").search("Dwa Żetony")
    assert not word_pattern("żeton*").search("bezżetonowy")
    assert word_pattern("kart* gry").search("wpisz do karty\ngry")
    assert not word_pattern("kart* gry").search("karta pracy")
    assert not word_pattern("tura").search("temperatura")
    assert not word_pattern("classic").search("classics")


@pytest.mark.parametrize("lang", REQUIRED)
def test_a_glossary_for_each_language_that_has_one(lang):
    assert LOCALES / f"glossary.{lang}.md" in GLOSSARIES


@pytest.mark.parametrize("path", GLOSSARIES, ids=_lang)
def test_each_glossary_is_of_one_of_our_languages_and_has_words(path):
    assert _lang(path) in LANGUAGES
    terms, avoid = glossary_words(path)
    assert len(terms) >= 20 and len(avoid) >= 10, f"{path.name}: {len(terms)} terms, {len(avoid)} avoided words"


@pytest.mark.parametrize("path", GLOSSARIES, ids=_lang)
def test_no_text_uses_a_word_the_glossary_avoids(path):
    lang = _lang(path)
    _, avoid = glossary_words(path)
    found = [
        f"{where}: {match.group(0)!r} ({word})"
        for word in avoid
        for where, text in texts(lang)
        for match in word_pattern(word).finditer(text)
    ]
    assert not found, f"{path.name} avoids these words:\n" + "\n".join(found)


@pytest.mark.parametrize("path", GLOSSARIES, ids=_lang)
def test_every_glossary_term_is_used(path):
    lang = _lang(path)
    terms, _ = glossary_words(path)
    unused = [word for word in terms if not any(word_pattern(word).search(text) for _, text in texts(lang))]
    assert not unused, f"{path.name}: no {lang} text uses {unused}"
