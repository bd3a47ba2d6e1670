"""The start page's table of the lessons promises only what each lesson's child's page shows (issue 27).

The table (lesson 00, ``lessons_table()``) is built from each lesson's own ``summary`` block, in
every language; a summary names numbers, tiles and sets (its "promises": ``76``, ``0-1-2``,
``3MINO``), and a child who opens the lesson must find each of them on its child's page.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import nbformat
import pytest
from test_child_words import HIDDEN, child_texts

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import build_lessons  # noqa: E402

LANGS = ["en", "ru", "pl", "hu"]
SOURCES = build_lessons.load_lessons()
STEMS = list(SOURCES)[1:]


def _summary(lang: str, stem: str) -> str:
    return build_lessons.fill(build_lessons.load_texts(lang, stem)["summary"], SOURCES[stem].values, lang)


def _table_rows(lang: str) -> dict[str, str]:
    """The start page's table as the child's page shows it: each lesson's stem and its second column."""
    nb = nbformat.read(str(ROOT / "notebooks" / lang / "00_start_here.ipynb"), as_version=4)
    rows: dict[str, str] = {}
    for cell in nb.cells:
        if cell.cell_type != "markdown" or set(cell.metadata.get("tags", [])) & HIDDEN:
            continue
        for m in re.finditer(r"^\| \[[^\]]*\]\((\w+)\.ipynb\) \| (.*) \|$", cell.source, re.M):
            rows[m.group(1)] = m.group(2)
    return rows


def _promises(text: str) -> set[str]:
    """What a text promises that can be looked for: every word with a digit in it (a number, a
    tile 0-1-2, the set 3MINO), a number's thousands' separator left out."""
    text = re.sub(r"(?<=\d)[\s\u00a0\u202f,.](?=\d{3}\b)", "", text)
    return {w.strip(".,;:!?()«»„”“") for w in re.findall(r"\S*\d\S*", text)}


def _page(lang: str, stem: str) -> str:
    text = " ".join(t for _, t in child_texts(lang, stem))
    return re.sub(r"(?<=\d)[\s\u00a0\u202f,.](?=\d{3}\b)", "", text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_start_pages_table_is_each_lessons_summary(lang):
    rows = _table_rows(lang)
    assert list(rows) == STEMS, f"{lang}: the start page's table lists {list(rows)}"
    for stem in STEMS:
        assert rows[stem] == _summary(lang, stem), f"{lang}/{stem}: the table does not say the lesson's summary"


@pytest.mark.parametrize("lang", LANGS)
def test_a_summary_promises_only_what_the_childs_page_shows(lang):
    missing = []
    for stem in STEMS:
        page = _page(lang, stem)
        for promise in sorted(_promises(_summary(lang, stem))):
            if promise not in page:
                missing.append(f"{lang}/{stem}: the summary promises {promise!r}, the child's page never shows it")
    assert not missing, "\n".join(missing)


def test_the_promises_are_found():
    assert _promises("why a box with mirror images would need 76, 0-1-2 and 3MINO; 10,000 deals") == {
        "76",
        "0-1-2",
        "3MINO",
        "10000",
    }
