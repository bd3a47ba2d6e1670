"""The site's notebooks as ``tools/build_site.py`` writes them, checked without building the site:
the start pages' links lead to the site's own pages, and a text that gives an answer away names
its exercise in a class the children's pages' script can find (``tests/ui/test_site.py`` checks
both in the built site, in Chromium)."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))

import build_site  # noqa: E402

LANGS = ["en", "ru", "pl", "hu"]
LINK = re.compile(r"\]\(([^)\s]+\.ipynb)\)")


@pytest.mark.parametrize("lang", ["en", "ru", "pl", "hu"])
def test_the_start_pages_links_lead_to_the_sites_own_pages(lang):
    nb = json.loads((REPO / "notebooks" / lang / "00_start_here.ipynb").read_text(encoding="utf-8"))
    stems = {p.name for p in (REPO / "notebooks" / lang).glob("*.ipynb")}
    teacher = build_site.site_notebook(nb, lang, [])
    kids = build_site.kids_notebook(nb, lang)
    for page, folder in ((teacher, Path(lang)), (kids, Path(lang) / "kids")):
        text = "".join("".join(c["source"]) for c in page["cells"] if c["cell_type"] == "markdown")
        assert "voila/render" not in text and "lab/tree" not in text
        links = LINK.findall(text)
        if page is teacher:
            assert len(links) >= 2 * (len(stems) - 1), "each lesson: its page for children and its notebook"
        else:  # the children's start page links each lesson once, and only children's pages
            assert len(links) >= len(stems) - 1, "each lesson: its page for children"
        for link in links:
            parts: list[str] = []
            for part in (folder / link).parts:  # ".." resolved inside the site's files/
                if part == "..":
                    parts.pop()
                else:
                    parts.append(part)
            assert parts[0] in LANGS and len(parts) in (2, 3) and parts[-1] in stems, link
            assert len(parts) == 2 or parts[1] == "kids", link
            if page is kids:
                assert len(parts) == 3, f"the children's start page links a notebook: {link}"
        assert any("/kids/" in link or (folder.name == "kids" and "/" not in link) for link in links)


def test_a_text_waiting_for_an_exercise_is_the_lesson_builders_own_markup():
    """The site's child's page opens a text that gives an answer away with the same script as the
    Voila page (the template's), by the markup the lesson builder wrote: the site copies it as it is."""
    nb = json.loads((REPO / "notebooks" / "hu" / "02_counting.ipynb").read_text(encoding="utf-8"))

    def waiting(cells):
        return ["".join(c["source"]) for c in cells if "trio-after" in "".join(c["source"])]

    texts = waiting(build_site.kids_notebook(nb, "hu")["cells"])
    assert len(texts) == 1 and texts[0].startswith('<details class="trio-after" data-after="ex1">'), texts
    assert texts == [build_site.site_links(t, kids=True) for t in waiting(nb["cells"])]
