"""The lesson notebooks as documents: what a teacher and a child rely on, in every language.

Running them (and comparing the outputs of their checked cells) is nbval's job in
``make test`` (``pytest notebooks --nbval-lax``) and test_binder.py's on a Binder-like
environment.  Here we check what nbval cannot see: every language has every lesson,
the committed notebooks are what tools/build_lessons.py makes from the sources and
texts (so each number the text states is the engine's), no test marker or long program
is in sight of a child, answers are folded, the teacher finds a plan and the answers,
links resolve, randomness is seeded, and the exact chances lesson 06 states agree with
real engine games.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import unquote, urlparse

import nbformat
import pytest

REPO = Path(__file__).resolve().parents[1]
NB_DIR = REPO / "notebooks"
LANGS = ["en", "ru", "pl", "hu"]
FIRST_STEMS = [
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
MAX_LINES = 8

sys.path.insert(0, str(REPO / "tools"))
import build_lessons  # noqa: E402

SOURCES = build_lessons.load_lessons()
STEMS = list(SOURCES)
BUILT_LANGS = [lang for lang in LANGS if (NB_DIR / lang).is_dir()]
ALL = [(lang, stem) for lang in LANGS for stem in STEMS]


def _path(lang: str, stem: str) -> Path:
    return NB_DIR / lang / f"{stem}.ipynb"


def _read(lang: str, stem: str) -> nbformat.NotebookNode:
    return nbformat.read(str(_path(lang, stem)), as_version=4)


def _markdown(nb) -> str:
    return "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")


def _ids(v):
    return f"{v[0]}-{v[1]}" if isinstance(v, tuple) else str(v)


# -- the set of lessons ------------------------------------------------------------------


def test_the_lessons_are_there_and_numbered():
    assert STEMS[: len(FIRST_STEMS)] == FIRST_STEMS
    assert all(re.fullmatch(r"\d\d_[a-z0-9_]+", s) for s in STEMS)
    assert not list(NB_DIR.glob("*.ipynb")), "lessons live in notebooks/<lang>/ now"


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_the_same_lessons(lang):
    found = sorted(p.stem for p in (NB_DIR / lang).glob("*.ipynb"))
    assert found == STEMS, f"notebooks/{lang}/ has {found}, the sources are {STEMS}"


def test_the_texts_fit_the_sources():
    """Every language has every text id, no stale id or placeholder, and the same numbers as English."""
    problems = build_lessons.check_texts(SOURCES)
    assert not problems, "\n".join(problems)


def test_the_text_check_catches_a_missing_id_and_a_stale_placeholder(tmp_path, monkeypatch):
    """The build's own check fails on the two mistakes a translator makes most."""
    for lang in LANGS:
        (tmp_path / lang).mkdir()
        for f in (build_lessons.TEXT_DIR / lang).glob("*.md"):
            (tmp_path / lang / f.name).write_text(f.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(build_lessons, "TEXT_DIR", tmp_path)
    assert build_lessons.check_texts(SOURCES) == []
    ru = tmp_path / "ru" / "01_meet_the_tiles.md"
    text = ru.read_text(encoding="utf-8")
    ru.write_text(re.sub(r"@@ ex1\.answer\n.*?(?=\n@@ )", "", text, flags=re.S), encoding="utf-8")
    assert any("no text for the id 'ex1.answer'" in p for p in build_lessons.check_texts(SOURCES))
    ru.write_text(text.replace("{{tiles}}", "{{tile_count}}", 1), encoding="utf-8")
    assert any("{{tile_count}}" in p for p in build_lessons.check_texts(SOURCES))
    ru.write_text(text.replace("{{tiles}}", "57", 1), encoding="utf-8")
    assert any("states the numbers ['57']" in p for p in build_lessons.check_texts(SOURCES))
    assert any("uses the values" in p for p in build_lessons.check_texts(SOURCES))


@pytest.mark.parametrize(("lang", "stem"), ALL, ids=_ids)
def test_committed_notebook_is_what_the_builder_makes(lang, stem):
    """Same cells, sources, tags and folding as a fresh build: so every number the text states
    is the value the lesson computes with the engine today, and translations are up to date."""
    built, _ = build_lessons.render(SOURCES[stem], lang, SOURCES)
    saved = _read(lang, stem)

    def shape(nb):
        return [(c.cell_type, c.source, c.metadata.get("tags"), c.metadata.get("jupyter")) for c in nb.cells]

    assert shape(saved) == shape(built), (
        f"notebooks/{lang}/{stem}.ipynb differs from tools/lessons: run "
        f"`PYTHONPATH=$PWD .venv/bin/python tools/build_lessons.py --lang {lang} {stem[:2]}`"
    )


# -- what a child sees --------------------------------------------------------------------


@pytest.mark.parametrize(("lang", "stem"), ALL, ids=_ids)
def test_lesson_is_a_valid_saved_notebook(lang, stem):
    path = _path(lang, stem)
    nb = _read(lang, stem)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    assert nb.metadata["lesson"] == {"stem": stem, "lang": lang}
    assert path.stat().st_size < 1_000_000, f"{path.name} is {path.stat().st_size} bytes: keep lessons under 1 MB"
    ids = [c.id for c in nb.cells]
    assert len(ids) == len(set(ids))
    assert "widgets" not in nb.metadata, "saved widget state makes files big and goes stale"
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# ")
    count = 0
    for c in nb.cells:
        if c.cell_type != "code":
            continue
        count += 1
        assert c.execution_count == count, f"{path.name}: cells not run in order top to bottom (cell {c.id})"
        for o in c.outputs:
            assert o.output_type != "error", f"{path.name} cell {c.id} saved an error"
            assert "application/vnd.jupyter.widget-view+json" not in o.get("data", {}), (
                f"{path.name} cell {c.id}: a widget view without its state shows nothing on reopening"
            )


@pytest.mark.parametrize(("lang", "stem"), ALL, ids=_ids)
def test_no_test_marker_and_no_long_program_in_sight(lang, stem):
    for c in _read(lang, stem).cells:
        assert "NBVAL" not in c.source.upper(), f"{lang}/{stem} cell {c.id} shows a test marker to a child"
        if c.cell_type == "code":
            lines = c.source.strip("\n").splitlines()
            assert len(lines) <= MAX_LINES, (
                f"{lang}/{stem} cell {c.id} is a program of {len(lines)} lines (at most {MAX_LINES}; "
                "folded helpers count too: move them into the package)"
            )


@pytest.mark.parametrize(("lang", "stem"), ALL, ids=_ids)
def test_checked_cells_are_tagged_and_exercise_answers_are_folded(lang, stem):
    nb = _read(lang, stem)
    checked = [c for c in nb.cells if c.cell_type == "code" and "nbval-check-output" in c.metadata.get("tags", [])]
    if stem != "00_start_here":
        assert checked, f"{lang}/{stem}: no cell's output is checked"
    for c in checked:
        assert c.outputs, f"{lang}/{stem} cell {c.id}: a checked cell saved without its output checks nothing"
        if c.metadata.get("jupyter", {}).get("outputs_hidden"):
            assert c.metadata.get("collapsed") is True  # the classic notebook's way of folding
    folded = [c for c in checked if c.metadata.get("jupyter", {}).get("outputs_hidden")]
    answers = [c for c in SOURCES[stem].cells if c.kind == "code" and c.answer]
    assert len(folded) == len(answers), f"{lang}/{stem}: an exercise's check is saved with its answer showing"
    text = _markdown(nb)
    assert text.count("<details>") == text.count("</details>")
    assert text.count("<details>") == len(re.findall(r"<details><summary>[^<]+</summary>", text))
    for c in nb.cells:
        if c.metadata.get("lesson", {}).get("part") == "exercise":
            assert "<details><summary>" in c.source, f"{lang}/{stem} cell {c.id}: an exercise without a folded answer"


@pytest.mark.parametrize(("lang", "stem"), ALL, ids=_ids)
def test_lesson_opens_with_a_plan_and_ends_with_the_teachers_answers(lang, stem):
    nb = _read(lang, stem)
    parts = [c.metadata.get("lesson", {}).get("part") for c in nb.cells]
    assert "plan" in parts[:3], f"{lang}/{stem}: the lesson plan is not at the top"
    plan = nb.cells[parts.index("plan")].source
    assert plan.count("**") >= 12, (
        f"{lang}/{stem}: the plan lacks one of age, time, goal, materials, support, extension"
    )
    if stem == "00_start_here":
        return
    assert "teacher" in parts, f"{lang}/{stem}: no teacher's part"
    teacher = nb.cells[parts.index("teacher")].source
    questions = re.findall(r"^\d+\. ", teacher, re.M)
    assert len(questions) >= 3
    assert teacher.count("<details><summary>") == len(questions), f"{lang}/{stem}: a teacher's question has no answer"


def test_the_plan_states_a_time_that_fits_a_40_minute_class():
    for stem in STEMS:
        words = build_lessons.load_texts("en", stem)
        minutes = [int(m) for m in re.findall(r"(\d+) minutes", words["plan.time"])]
        assert minutes and minutes[0] <= 40, f"{stem}: plan.time {words['plan.time']!r}"
        parts = minutes[1:]
        if parts:
            assert sum(parts) <= 40, f"{stem}: the parts of the plan add up to {sum(parts)} minutes"


@pytest.mark.parametrize("lang", LANGS)
def test_start_page_links_every_lesson_and_the_other_languages(lang):
    text = _markdown(_read(lang, "00_start_here"))
    for stem in STEMS[1:]:
        assert f"]({stem}.ipynb)" in text, f"{lang}/00_start_here does not link {stem}"
    for other in LANGS:
        if other != lang:
            assert f"](../{other}/00_start_here.ipynb)" in text, f"{lang}/00_start_here does not link {other}"


@pytest.mark.parametrize(("lang", "stem"), ALL, ids=_ids)
def test_relative_links_resolve(lang, stem):
    path = _path(lang, stem)
    for target in re.findall(r"\]\(([^)\s]+)\)", _markdown(_read(lang, stem))):
        url = urlparse(target)
        if url.scheme or target.startswith("#"):
            continue
        assert (path.parent / unquote(url.path)).exists(), f"{lang}/{stem} links to {target}, which does not exist"


def test_lesson_zero_no_longer_explains_testing():
    for lang in LANGS:
        text = _markdown(_read(lang, "00_start_here")).lower()
        assert "checked by the computer every" not in text and "nbval" not in text


# Words a child of 7-12 does not know, and the way a lesson must say them (English).
JARGON = [r"\bpreset", r"\bpenalt", r"95% margin", r"\bcell\b"]


@pytest.mark.parametrize("stem", STEMS)
def test_english_lessons_avoid_words_a_child_does_not_know(stem):
    nb = _read("en", stem)
    for c in nb.cells:
        if c.cell_type != "markdown" or c.metadata.get("lesson", {}).get("part") in ("plan", "teacher"):
            continue
        body = re.sub(r"`[^`]*`", "", c.source)  # code names a grown-up types are not prose
        body = body.replace("Restart Kernel and Run All Cells", "")  # a menu's own words
        for word in JARGON:
            assert not re.search(word, body, re.I), f"en/{stem} cell {c.id} says {word!r} to a child"
        if re.search(r"\bseed\b", body, re.I):
            assert re.search(r"seed.{0,80}(number|start)", body, re.I | re.S), f"en/{stem}: 'seed' not explained"


@pytest.mark.parametrize("lang", LANGS)
def test_code_cells_speak_the_lessons_language(lang):
    """Every widget and explainer in a lesson gets the lesson's language."""
    for stem in STEMS:
        for c in _read(lang, stem).cells:
            if c.cell_type != "code":
                continue
            for m in re.finditer(
                r"\b(GameWidget|ScoreKeeper|TileSetExplorer|OrientationTrainer|MatchPuzzle|"
                r"ScoringPractice|PuzzleBoard|explain)\(",
                c.source,
            ):
                args = _call_args(c.source, m.end() - 1)
                if m.group(1) == "explain" and c.source[: m.start()].rstrip().endswith("def"):
                    continue
                assert f'"{lang}"' in args, f"{lang}/{stem} cell {c.id}: {m.group(1)}({args}) without lang"


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


@pytest.mark.parametrize("stem", STEMS)
def test_all_randomness_is_seeded(stem):
    for c in _read("en", stem).cells:
        if c.cell_type != "code":
            continue
        src = c.source
        assert not re.search(r"\bnp\.random\.(?!default_rng)\w+\(", src), f"{stem}: use np.random.default_rng(seed)"
        assert not re.search(r"^\s*import random\b|random\.(random|shuffle|choice|randint)\(", src, re.M)
        for m in SEEDED_CALLS.finditer(src):
            args = _call_args(src, m.end() - 1)
            if m.group(1) == "default_rng":
                assert args.strip(), f"{stem}: default_rng() without a seed"
            elif m.group(1) == "Game" and "from_json" in src[max(0, m.start() - 10) : m.start()]:
                continue
            else:
                assert "seed" in args, f"{stem}: {m.group(1)}({args}) has no seed: the page would change every run"


def test_lessons_import_only_what_binder_installs():
    reqs = [ln.split("#")[0].strip() for ln in (REPO / "binder" / "requirements.txt").read_text().splitlines()]
    pinned = {r.split("==")[0].lower().replace("-", "_") for r in reqs if "==" in r}
    allowed = set(sys.stdlib_module_names) | {"trio_widgets", "IPython", "ipykernel"} | pinned
    for lang in LANGS:
        for stem in STEMS:
            for c in _read(lang, stem).cells:
                if c.cell_type != "code":
                    continue
                for m in re.finditer(r"^\s*(?:from|import)\s+([A-Za-z_]\w*)", c.source, re.M):
                    assert m.group(1) in allowed, f"{lang}/{stem} imports {m.group(1)}, which Binder does not install"


# -- numbers stated that no cell prints: checked here against the engine -----------------


def test_lesson_06_exact_chances_agree_with_the_engine():
    """The exact chances of lesson 06 against independent counts: the 0-0-0 choice against
    6,000 real engine deals, and the hypergeometric sums adding up."""
    from fractions import Fraction

    from lessons.l06 import _exact

    import trio_widgets as tw

    e = _exact()
    assert sum(e["k_triples"]) == 1
    assert sum(e["decides"]) + e["no_triple_18"] == 1
    assert e["decides"][0] == Fraction(9, 28)
    assert Fraction(1, 6) > e["hand"] > Fraction(1, 7)  # "a bit less than 1 chance in 6"
    assert max(e["k_triples"]) == e["k_triples"][1] < Fraction(1, 2)  # most common, not most hands
    n = 6000
    games = [tw.Game("pressman", players=2, seed=s) for s in range(n)]
    choice = sum(1 for g in games if len(g.start_tiles) == 2) / n
    p = float(e["choice"])
    assert abs(choice - p) < 4 * (p * (1 - p) / n) ** 0.5, (choice, p)
    # a choice means: the starter holds the highest dealt triple and 0-0-0 as well
    for g in games[:500]:
        if len(g.start_tiles) == 2:
            assert tw.Tile(0, 0, 0) in g.start_tiles and g.start_tiles[0] in g.hand(g.starter)


def test_lesson_07_pictures_hold_together():
    """Every picture's tiles touch along whole sides (no piece joined only at a point)."""
    from lessons import l07

    for drawing in (l07.CAT, l07.SNAKE, l07.TREE):
        cells = l07.from_drawing(drawing)
        assert len(cells) <= 56
        assert l07.loose_pieces(cells) == 0
    # and the check can fail: a tile pointing down above one pointing up meet only at a point
    assert l07.loose_pieces(l07.from_drawing("\n#\n#\n")) == 1
    assert l07.loose_pieces(l07.from_drawing("\n #\n #\n")) == 0  # up above down: a whole side


def test_lesson_08_worked_game_is_a_real_engine_game():
    """The table of lesson 08 is the sheet of a real seeded round: replay it independently."""
    from lessons import l08

    import trio_widgets as tw
    from trio_widgets.bots import make_bot, play_round

    game = tw.Game("classic", players=["Ann", "Bob", "Cleo"], seed=l08.SEED)
    play_round(game, [make_bot("greedy", seed=s) for s in (1, 2, 3)])
    assert game.round_over
    v = l08.values()
    assert list(game.scores) == [v["ann"], v["bob"], v["cleo"]]
    assert game.hand_sizes[2] == 0  # Cleo went out
    table = l08.turns_table("en")
    assert table.count("\n| ") == v["turns"] + 1  # one row per turn, one for the round's end
    assert "bridge +40" in table and "hexagon +60" in table and "drew 2 tiles" in table


ARITHMETIC = re.compile(r"(?<![\d.,/-])((?:[−-]?\d+\s*[+−×·÷]\s*)+[−-]?\d+)\s*=\s*([−-]?\d+)(?![\d/])")


def _value(expr: str) -> float:
    expr = expr.replace("−", "-").replace("×", "*").replace("·", "*").replace("÷", "/")
    assert re.fullmatch(r"[\d\s+*/-]+", expr), expr
    return eval(expr)  # digits and + - * / only, checked above


@pytest.mark.parametrize(("lang", "stem"), [(lang, stem) for lang in BUILT_LANGS for stem in STEMS], ids=_ids)
def test_every_sum_the_text_writes_out_is_right(lang, stem):
    """'1 + 3 + 6 + 10 + 15 + 21 = 56', '9 × 3 = 27', '11 + 13 − 10 = 14': each is worked out again."""
    found = 0
    for c in _read(lang, stem).cells:
        if c.cell_type != "markdown":
            continue
        text = c.source.replace("**", "")
        for m in ARITHMETIC.finditer(text):
            found += 1
            assert _value(m.group(1)) == int(m.group(2).replace("−", "-")), f"{lang}/{stem}: {m.group(0)!r} is wrong"
    if stem in ("01_meet_the_tiles", "02_counting", "04_scoring", "07_mosaic_pictures", "08_keep_score"):
        assert found >= 3, f"{lang}/{stem}: the check found only {found} sums (is the pattern still right?)"


def test_the_sum_check_can_fail():
    m = ARITHMETIC.search("so 7 + 5 + 3 + 1 = 17 tiles")
    assert m and _value(m.group(1)) != int(m.group(2))
    assert not ARITHMETIC.search("the tiles 1-1-2 and 1-2-2 = 2 tiles")


def test_no_emoji_a_school_computer_cannot_draw():
    """Emoji need a colour-emoji font that many school computers (Linux, older Windows) lack: they
    show an empty box.  Lessons, widgets and catalogues use words, SVG icons and common symbols."""
    emoji = re.compile("[\U0001f000-\U0001faff]")
    places = [*Path(REPO, "notebooks").glob("*/*.ipynb"), *Path(REPO, "tools", "lessons").rglob("*.md")]
    places += [
        *Path(REPO, "trio_widgets", "static").glob("*.*js"),
        *Path(REPO, "trio_widgets", "words", "locales").glob("*.json"),
    ]
    places += [*Path(REPO, "trio_widgets").rglob("*.py"), Path(REPO, "tools", "build_lessons.py")]
    found = []
    for path in places:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".ipynb":  # what the page shows: cells' text and their outputs' text
            text = json.dumps(json.loads(text), ensure_ascii=False)
        found += [f"{path.relative_to(REPO)}: {m.group(0)!r}" for m in emoji.finditer(text)]
    assert len(places) > 100
    assert not found, "\n".join(found[:20])
