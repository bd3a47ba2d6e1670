"""The project's own documents: docs/rules.md's preset table is the code's, and every citation of the
rules points at docs/rules.md (the rules the engine implements live in the repository)."""

from __future__ import annotations

import re
from pathlib import Path

import trio_widgets as tw

ROOT = Path(__file__).resolve().parents[1]
RULES_DOC = ROOT / "docs" / "rules.md"

#: (field, words) in the order of the table
FIELDS = [
    ("bridge_bonus", "bridge bonus"),
    ("two_sides_bonus", "two-sides bonus"),
    ("hexagon_bonus", "hexagon bonus (each)"),
    ("multiply_by_sides", "value × sides touched"),
    ("start_bonus", "start bonus (a triple first)"),
    ("zero_triple_bonus", "extra for 0-0-0 first"),
    ("draw_penalty", "each tile drawn"),
    ("pass_penalty", "a pass"),
    ("max_draws", "most draws in one turn"),
    ("may_draw_instead", "may draw instead of placing"),
    ("out_bonus", "going out"),
    ("penalty_scoring", "penalty points (lowest wins)"),
    ("target", "match ends at"),
    ("winner", "winner"),
    ("keep_score", "keeps score"),
    ("hand_sizes", "tiles dealt (2/3/4/5/6 players)"),
]


def _cell(field: str, value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return {"max_draws": "no limit", "target": "one round"}[field]
    if field == "hand_sizes":
        return "/".join(map(str, value))  # type: ignore[call-overload]
    if field in ("draw_penalty", "pass_penalty") and value:
        return f"−{value}"
    if field == "winner":
        return {"highest": "most points", "lowest": "fewest points", "fewest_tiles": "fewest tiles left"}[str(value)]
    return str(value)


def preset_table() -> str:
    names = list(tw.PRESETS)
    lines = ["| | " + " | ".join(f"`{n}`" for n in names) + " |", "|---|" + "---|" * len(names)]
    for f, words in FIELDS:
        cells = " | ".join(_cell(f, getattr(tw.Rules.preset(n), f)) for n in names)
        lines.append(f"| {words} (`{f}`) | {cells} |")
    return "\n".join(lines)


def test_every_rules_field_is_in_the_table():
    import dataclasses

    assert {f.name for f in dataclasses.fields(tw.Rules)} - {f for f, _ in FIELDS} == {"name", "max_value"}


def test_the_preset_table_in_docs_rules_md_is_the_code():
    text = RULES_DOC.read_text(encoding="utf-8")
    m = re.search(r"<!-- presets:[^>]*-->\n(.*?)\n<!-- /presets -->", text, re.S)
    assert m, "docs/rules.md has lost its preset table markers"
    assert m.group(1) == preset_table(), "docs/rules.md section 8 differs from Rules.preset: paste preset_table()"


def test_the_numbers_the_rules_page_states():
    text = RULES_DOC.read_text(encoding="utf-8")
    # section 10's facts, stated in the page, computed from the engine
    full = tw.full_set()
    triples = sum(t.is_triple for t in full)
    doubles = sum(len(set(t)) == 2 for t in full)
    assert (
        f"{len(full)} tiles: {triples} triples, {doubles} doubles, {len(full) - triples - doubles} all different"
        in text
    )
    start = tw.score_from_facts("4-4-4", tw.Rules.preset("pressman"), first=True).total
    zero = tw.score_from_facts("0-0-0", tw.Rules.preset("pressman"), first=True).total
    assert f"Starting with 4-4-4 scores {start} (`pressman`); starting with 0-0-0 scores {zero}." in text


def test_every_citation_of_the_rules_points_at_docs_rules_md():
    stale = []
    for base in ("trio_widgets", "tests", "tools"):
        for path in sorted((ROOT / base).rglob("*")):
            if path.suffix in (".py", ".md", ".js", ".mjs", ".json") and path.is_file() and path != Path(__file__):
                for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                    if re.search(r"(?<![/\w])RULES\.md", line):
                        stale.append(f"{path.relative_to(ROOT)}:{i}")
    for name in ("README.md", "CONTRIBUTING.md"):
        for i, line in enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"(?<![/\w])RULES\.md", line):
                stale.append(f"{name}:{i}")
    assert stale == [], "cite docs/rules.md instead: " + ", ".join(stale[:20])
