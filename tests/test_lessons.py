"""The lesson notebooks as documents: what a teacher and a child rely on.

Running them (and comparing the numbers they state) is nbval's job in
``make test`` (``pytest notebooks --nbval-lax``) and test_binder.py's on a
Binder-like environment; here we check what nbval cannot see: every lesson
has a teacher's note and exercises with folded answers, links resolve,
randomness is seeded, outputs are saved (so the pages read well on GitHub),
the numbers the prose states sit in checked cells, and the committed
notebooks are what tools/build_lessons.py writes.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest

REPO = Path(__file__).resolve().parents[1]
NB_DIR = REPO / "notebooks"
CHECK_MARK = "# NBVAL_CHECK_OUTPUT"
EXPECTED = [
    "00_start_here",
    "01_meet_the_tiles",
    "02_counting",
    "03_matching_and_turning",
    "04_scoring",
    "05_play_a_game",
    "06_chance_and_simulation",
    "07_mosaic_pictures",
    "08_keep_score",
]
LESSONS = [NB_DIR / f"{stem}.ipynb" for stem in EXPECTED]


def _read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def _markdown(nb) -> str:
    return "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")


def _checked_output(nb) -> str:
    text = []
    for c in nb.cells:
        if c.cell_type == "code" and CHECK_MARK in c.source.splitlines():
            for o in c.outputs:
                text.append(o.get("text", "") or o.get("data", {}).get("text/plain", ""))
    return "".join(text)


def test_the_lessons_are_there_and_numbered():
    found = sorted(p.stem for p in NB_DIR.glob("*.ipynb"))
    assert found == EXPECTED


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_lesson_is_a_valid_saved_notebook(path):
    nb = _read(path)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    assert path.stat().st_size < 1_000_000, f"{path.name} is {path.stat().st_size} bytes: keep lessons under 1 MB"
    ids = [c.id for c in nb.cells]
    assert len(ids) == len(set(ids))
    assert "widgets" not in nb.metadata, "saved widget state makes files big and goes stale"
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# ")
    count = 0
    for c in nb.cells:
        if c.cell_type != "code":
            continue
        # saved executed top to bottom, with no errors, so it reads well without a kernel
        count += 1
        assert c.execution_count == count, f"{path.name}: cells not run in order top to bottom (cell {c.id})"
        for o in c.outputs:
            assert o.output_type != "error", f"{path.name} cell {c.id} saved an error"
            assert "application/vnd.jupyter.widget-view+json" not in o.get("data", {}), (
                f"{path.name} cell {c.id}: a widget view without its state shows nothing on reopening; "
                "keep the static picture"
            )


@pytest.mark.parametrize("path", LESSONS[1:], ids=lambda p: p.stem)
def test_lesson_has_a_teacher_note_and_exercises_with_folded_answers(path):
    text = _markdown(_read(path))
    assert "For the teacher" in text
    for part in ("**Age:**", "**Time:**", "**Goal:**", "Questions to ask afterwards"):
        assert part in text, f"{path.name}: the teacher's note has no {part}"
    assert text.count("<details>") >= 1, f"{path.name} has no exercise with a folded answer"
    assert text.count("<details>") == text.count("</details>")
    assert text.count("<details>") == len(re.findall(r"<details><summary>[^<]+</summary>", text))


def test_start_page_links_every_lesson_and_has_a_teachers_paragraph():
    text = _markdown(_read(LESSONS[0]))
    for stem in EXPECTED[1:]:
        assert f"]({stem}.ipynb)" in text, f"00_start_here does not link {stem}"
    assert "For teachers" in text


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_relative_links_resolve(path):
    for target in re.findall(r"\]\(([^)\s]+)\)", _markdown(_read(path))):
        url = urlparse(target)
        if url.scheme or target.startswith("#"):
            continue
        assert (path.parent / unquote(url.path)).exists(), f"{path.name} links to {target}, which does not exist"


# Calls that shuffle, deal or pick at random: each must be given a seed.
SEEDED_CALLS = re.compile(
    r"\b(Game|GameWidget|default_rng|hand_odds|triples_in_hand|who_starts|round_stats|round_table|"
    r"make_bot|play_match|tournament|MatchPuzzle|OrientationTrainer|ScoringPractice)\("
)


def _call_args(source: str, start: int) -> str:
    depth, i = 0, start
    while i < len(source):
        ch = source[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0:
                return source[start + 1 : i]
        i += 1
    return source[start + 1 :]


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.stem)
def test_all_randomness_is_seeded(path):
    for c in _read(path).cells:
        if c.cell_type != "code":
            continue
        src = c.source
        assert not re.search(r"\bnp\.random\.(?!default_rng)\w+\(", src), (
            f"{path.name}: use np.random.default_rng(seed)"
        )
        assert not re.search(r"^\s*import random\b|random\.(random|shuffle|choice|randint)\(", src, re.M), (
            f"{path.name}: use a seeded random.Random(seed) or numpy Generator"
        )
        for m in SEEDED_CALLS.finditer(src):
            args = _call_args(src, m.end() - 1)
            if m.group(1) == "default_rng":
                assert args.strip(), f"{path.name}: default_rng() without a seed"
            elif m.group(1) == "Game" and "from_json" in src[max(0, m.start() - 10) : m.start()]:
                continue
            else:
                assert "seed" in args, f"{path.name}: {m.group(1)}({args}) has no seed: the page would change every run"


# Numbers the prose states, and where a checked cell prints them (nbval then guards them).
STATED = {
    "01_meet_the_tiles": [
        ("**56 tiles**", "tiles: 56"),
        ("**21 tiles**", "tiles with a 5: 21"),
        ("**6 triples**", "triples:       6"),
    ],
    "02_counting": [
        ("**56**", "so far 56"),
        ("**76 tiles**", "a box with mirror images too: 76"),
        ("C(8, 3)", "C(8, 3) = 56"),
    ],
    "03_matching_and_turning": [
        ("**Nine tiles**", "9 tiles fit: 0-0-1, 0-0-2, 0-1-1, 0-2-2, 0-2-3, 0-2-4, 0-2-5, 1-1-2, 1-2-2"),
        ("only five", "5 tiles fit"),
    ],
    "04_scoring": [
        ("**22** points", "total 22"),
        ("**40**", "total 40"),
        ("**54**", "total 54"),
        ("**69**", "total 69"),
        ("**129**", "total 129"),
    ],
    "06_chance_and_simulation": [
        ("**about 2 times out of 3**", "a hand with a triple:  0.669"),
        ("0.915", "somebody has a triple 0.915"),
        ("9/28", "5-5-5 starts: 9/28"),
    ],
    "07_mosaic_pictures": [("**square numbers**", "uses 16 tiles"), ("49 tiles", "tiles in the cat: 49")],
    "08_keep_score": [("**134**", "'Ann': 134")],
}


@pytest.mark.parametrize("stem", sorted(STATED))
def test_numbers_in_the_prose_are_printed_by_checked_cells(stem):
    nb = _read(NB_DIR / f"{stem}.ipynb")
    prose, checked = _markdown(nb), _checked_output(nb)
    for said, printed in STATED[stem]:
        assert said in prose, f"{stem}: the text no longer says {said!r}"
        assert printed in checked, f"{stem}: no checked cell prints {printed!r} any more"


def test_lessons_import_only_what_binder_installs():
    reqs = [ln.split("#")[0].strip() for ln in (REPO / "binder" / "requirements.txt").read_text().splitlines()]
    pinned = {r.split("==")[0].lower().replace("-", "_") for r in reqs if "==" in r}
    allowed = set(sys.stdlib_module_names) | {"trio_widgets", "IPython", "ipykernel"} | pinned
    for path in LESSONS:
        for c in _read(path).cells:
            if c.cell_type != "code":
                continue
            for m in re.finditer(r"^\s*(?:from|import)\s+([A-Za-z_]\w*)", c.source, re.M):
                assert m.group(1) in allowed, (
                    f"{path.name} imports {m.group(1)}, which binder/requirements.txt does not install"
                )


def test_committed_notebooks_are_what_the_builder_writes():
    sys.path.insert(0, str(REPO / "tools"))
    try:
        import build_lessons
        from lessons import LESSONS as SOURCES
    finally:
        sys.path.remove(str(REPO / "tools"))
    assert sorted(SOURCES) == EXPECTED
    for stem, cells in SOURCES.items():
        built = build_lessons.notebook(stem, cells)
        saved = _read(NB_DIR / f"{stem}.ipynb")
        assert [(c.cell_type, c.source) for c in saved.cells] == [(c.cell_type, c.source) for c in built.cells], (
            f"{stem}.ipynb differs from tools/lessons: run `.venv/bin/python tools/build_lessons.py {stem[:2]}`"
        )


def test_readme_lists_every_lesson():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Lessons", 1)[1].split("\n## ", 1)[0]
    for stem in EXPECTED:
        assert f"(notebooks/{stem}.ipynb)" in section, f"README's Lessons section does not link {stem}"
