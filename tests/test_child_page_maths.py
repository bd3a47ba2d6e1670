"""The child's page template gives a page no maths typesetter when the page's text has no maths
(share/jupyter/voila/templates/trio/index.html.j2, static/no_maths.js; issue 32).  It decides
from the page's text before the lesson's outputs exist, so an output with maths on such a page
would be shown untypeset: none of the lessons' outputs has any, and the template's rule is the one
these tests read."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "share/jupyter/voila/templates/trio/index.html.j2"
CONF = ROOT / "share/jupyter/voila/templates/trio/conf.json"
PAGES = sorted(ROOT.glob("notebooks/*/*.ipynb"))
MATHS = re.compile(r"\$[^$\s][^$]*\$|\\\(|\\\[")  # what MathJax would typeset: $...$, \( and \[
TYPESET = ("text/markdown", "text/latex", "text/html")  # the forms the front end typesets


def _removed_tags() -> set[str]:
    conf = json.loads(CONF.read_text(encoding="utf-8"))
    return set(conf["preprocessors"]["010-child-page"]["remove_cell_tags"])


def _page_has_maths(nb: dict) -> bool:
    """The template's rule: a kept Markdown cell with "$", "\\(" or "\\["."""
    removed = _removed_tags()
    for cell in nb["cells"]:
        if cell["cell_type"] != "markdown" or removed & set(cell.get("metadata", {}).get("tags", [])):
            continue
        source = "".join(cell["source"])
        if "$" in source or "\\(" in source or "\\[" in source:
            return True
    return False


def test_the_template_decides_with_the_rule_these_tests_read():
    text = TEMPLATE.read_text(encoding="utf-8")
    assert "c.cell_type == 'markdown' and ('$' in c.source or '\\\\(' in c.source or '\\\\[' in c.source)" in text
    assert 'resources.include_url("static/no_maths.js")' in text
    assert (TEMPLATE.parent / "static/no_maths.js").is_file()


def test_the_rule_sees_maths_in_a_kept_text_and_not_in_a_removed_one():
    kept = {"cell_type": "markdown", "metadata": {}, "source": ["A sum: $3 + 4$"]}
    teacher = {"cell_type": "markdown", "metadata": {"tags": ["teacher"]}, "source": ["$x$"]}
    code = {"cell_type": "code", "metadata": {}, "source": ["price = '$3'"], "outputs": []}
    assert _page_has_maths({"cells": [kept]})
    assert not _page_has_maths({"cells": [teacher, code]})


def _maths_in_outputs(nb: dict) -> list[tuple[int, str, str]]:
    """The kept cells' outputs that the front end would typeset: (cell, form, its start)."""
    removed = _removed_tags()
    found = []
    for i, cell in enumerate(nb["cells"]):
        if removed & set(cell.get("metadata", {}).get("tags", [])):
            continue
        for out in cell.get("outputs", []):
            for form in TYPESET:
                text = (out.get("data") or {}).get(form)
                text = "".join(text) if isinstance(text, list) else (text or "")
                if (form == "text/latex" and text) or MATHS.search(text):
                    found.append((i, form, text[:80]))
    return found


def test_the_output_scan_finds_maths_in_an_output():
    table = {"output_type": "display_data", "data": {"text/markdown": "| a | $x^2$ |"}}
    quiet = {"output_type": "display_data", "data": {"text/html": "<p>3 + 4 = 7, 5 $ each</p>"}}
    cell = {"cell_type": "code", "metadata": {}, "source": [], "outputs": [quiet, table]}
    assert _maths_in_outputs({"cells": [cell]}) == [(0, "text/markdown", "| a | $x^2$ |")]
    cell["metadata"]["tags"] = ["notebook-only"]  # not on the child's page
    assert _maths_in_outputs({"cells": [cell]}) == []


@pytest.mark.parametrize("page", PAGES, ids=[f"{p.parent.name}/{p.stem}" for p in PAGES])
def test_a_page_without_maths_prints_none(page):
    nb = json.loads(page.read_text(encoding="utf-8"))
    if _page_has_maths(nb):
        return  # the page gets MathJax: its outputs may have maths
    found = _maths_in_outputs(nb)
    assert not found, found
