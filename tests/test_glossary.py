"""The glossaries beside the catalogues: one word for one thing in each language.

Every ``glossary.<lang>.md`` next to the catalogue files is read.  A glossary is Markdown
with one table whose header names a column ``avoid`` (the header may say more, e.g.
"Не писать (avoid)"); each row is a term of the game, and its ``avoid`` cell lists the words
the texts must not use for it, separated by ``;``.  In an avoided word or phrase:

- matching ignores case and reads ``ё`` as ``е``, and goes by whole words;
- a word that ends with ``*`` stands for any word that starts so (``триплет*``: триплет,
  триплеты, триплетом ...);
- quotes (``«»“”"``) and backticks around an entry are dropped; a ``—`` or an empty
  cell means nothing to avoid.

The texts checked are every catalogue value of the language (notes, keys starting with
``_``, are left out) and every lesson text ``tools/lessons/text/<lang>/*.md`` with its
``@@ id`` lines, ``{{placeholders}}``, code spans and code blocks left out (a program
may say ``rules="classic"``; the child reads the words around it).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trio_widgets.engine import PRESETS
from trio_widgets.players import BOTS
from trio_widgets.words import LANGUAGES, catalogue_files, read_catalogue_file

ROOT = Path(__file__).resolve().parents[1]
LOCALES = catalogue_files("en")[0].parent
LESSON_TEXTS = ROOT / "tools" / "lessons" / "text"
GLOSSARIES = {p.name.split(".")[1]: p for p in sorted(LOCALES.glob("glossary.*.md"))}


# ---------------------------------------------------------------- reading a glossary


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def glossary_rows(text: str) -> list[dict[str, str]]:
    """The rows of the glossary's table(s) that have an ``avoid`` column, as header -> cell."""
    rows: list[dict[str, str]] = []
    header: list[str] | None = None
    for line in text.splitlines():
        if not line.lstrip().startswith("|"):
            header = None
            continue
        cells = _cells(line)
        if header is None:
            header = [c.casefold() for c in cells]
            continue
        if all(re.fullmatch(r":?-{3,}:?", c) for c in cells):
            continue
        if any("avoid" in h for h in header):
            rows.append(dict(zip(header, cells)))
    return rows


def avoided(row: dict[str, str]) -> list[str]:
    """The avoided words of one row."""
    cell = next(v for k, v in row.items() if "avoid" in k)
    out = []
    for entry in cell.split(";"):
        entry = entry.strip().strip('«»“”"`').strip()
        if entry and entry not in ("—", "-", "–"):
            out.append(entry)
    return out


def _fold(s: str) -> str:
    return s.casefold().replace("ё", "е")


def avoid_pattern(term: str) -> re.Pattern[str]:
    """A whole-word, case-blind pattern for one avoided word or phrase (``*`` ends a stem)."""
    words = []
    for w in _fold(term).split():
        words.append(re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w))
    return re.compile(r"(?<!\w)" + r"\s+".join(words) + r"(?!\w)")


# ---------------------------------------------------------------- the texts of a language


def lesson_words(raw: str) -> str:
    """What a reader of a lesson text sees as words (no ids, placeholders or code)."""
    raw = re.sub(r"\A\s*<!--.*?-->", "", raw, flags=re.S)
    raw = re.sub(r"^```.*?^```", "", raw, flags=re.S | re.M)
    raw = re.sub(r"^@@ .*$", "", raw, flags=re.M)
    raw = re.sub(r"\{\{\s*\w+\s*\}\}", " ", raw)
    return re.sub(r"`[^`\n]*`", " ", raw)


def texts_of(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every catalogue value and lesson text of ``lang``."""
    out: list[tuple[str, str]] = []
    for path in catalogue_files(lang):
        if not path.is_file():
            continue
        for key, value in read_catalogue_file(path).items():
            forms = value.values() if isinstance(value, dict) else [value]
            out.extend((f"{path.name}:{key}", str(v)) for v in forms)
    for path in sorted((LESSON_TEXTS / lang).glob("*.md")):
        out.append((f"tools/lessons/text/{lang}/{path.name}", lesson_words(path.read_text(encoding="utf-8"))))
    return out


def hits(terms: list[str], texts: list[tuple[str, str]]) -> list[str]:
    found = []
    for term in terms:
        pat = avoid_pattern(term)
        for where, text in texts:
            for m in pat.finditer(_fold(text)):
                found.append(f"{where}: {term!r} ({text[max(0, m.start() - 30) : m.end() + 30]!r})")
    return found


# ---------------------------------------------------------------- the tests


def test_every_language_but_english_has_a_glossary_and_no_other_glossary_is_there():
    assert {"ru", "pl", "hu"} <= set(GLOSSARIES)
    assert set(GLOSSARIES) <= set(LANGUAGES)


@pytest.mark.parametrize("lang", sorted(GLOSSARIES))
def test_the_glossary_is_a_table_of_terms_with_words_to_avoid(lang):
    rows = glossary_rows(GLOSSARIES[lang].read_text(encoding="utf-8"))
    assert len(rows) >= 20, f"glossary.{lang}.md: the game's terms, one row each, in a table with an 'avoid' column"
    assert sum(bool(avoided(r)) for r in rows) >= 5, f"glossary.{lang}.md: say which words to avoid"


@pytest.mark.parametrize("lang", sorted(GLOSSARIES))
def test_the_glossary_names_every_rule_set_and_computer_player(lang):
    text = GLOSSARIES[lang].read_text(encoding="utf-8")
    missing = [name for name in [*PRESETS, *BOTS] if f"`{name}`" not in text]
    assert missing == [], f"glossary.{lang}.md: give these their name in the language (written `name`)"


@pytest.mark.parametrize("lang", sorted(GLOSSARIES))
def test_no_catalogue_value_or_lesson_text_uses_a_word_the_glossary_avoids(lang):
    rows = glossary_rows(GLOSSARIES[lang].read_text(encoding="utf-8"))
    terms = [t for r in rows for t in avoided(r)]
    found = hits(terms, texts_of(lang))
    assert found == [], "words the glossary avoids:\n" + "\n".join(found)


def test_the_avoid_check_finds_forms_and_phrases_and_skips_code():
    table = "| en | термин | не писать (avoid) |\n|---|---|---|\n| triple | тройка | «триплет*»; лицом вниз |\n| x | y | — |\n"
    rows = glossary_rows(table)
    assert [avoided(r) for r in rows] == [["триплет*", "лицом вниз"], []]
    texts = [
        ("a", "Самый старший Триплет."),
        ("b", "Фишки лежат лицом\nвниз."),
        ("c", lesson_words('@@ pick\nВпиши `"триплет"` и {{n}} фишек.')),
        ("d", "Тройка и трип, лицо вниз."),
    ]
    found = hits(avoided(rows[0]), texts)
    assert [f.split(":")[0] for f in found] == ["a", "b"]
    assert hits(["кон"], [("e", "Конец раунда")]) == []
    assert len(hits(["ещё"], [("f", "ЕЩЕ раз")])) == 1


#: Languages whose worksheets already carry the lessons' own titles (add a language when its
#: catalogue and lesson titles agree).
SAME_TITLES = ["ru"]


@pytest.mark.parametrize("lang", SAME_TITLES)
def test_a_worksheet_is_titled_as_its_lesson(lang):
    """One name for one thing: the sheet a teacher hands out says the lesson's title."""
    prints = next(read_catalogue_file(p) for p in catalogue_files(lang) if p.name == f"print.{lang}.json")
    for path in sorted((LESSON_TEXTS / lang).glob("[0-9][0-9]*_*.md")):
        number = path.name.split("_")[0]
        key = f"print.lesson.{number}"
        if key not in prints:
            continue  # lesson 00 has no worksheet
        raw = path.read_text(encoding="utf-8")
        title = re.search(r"^@@ title\n(.+)$", raw, re.M)
        assert title, f"{path.name} has no title"
        assert prints[key] == f"{number} · {title.group(1).strip()}", f"{key} and the title of {path.name}"
