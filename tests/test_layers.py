"""The layers as subpackages: what each split-off module does, and what loading one part loads."""

from __future__ import annotations

import doctest
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

import trio_widgets as tw
from trio_widgets.files import BadInput, write_bytes, write_text

ROOT = Path(__file__).resolve().parents[1]

# The modules split out of safety.py and drill.py, whose examples test_doctests ran before.
SPLIT = [
    "trio_widgets.engine._names",
    "trio_widgets.files._csv",
    "trio_widgets.files._json",
    "trio_widgets.files._numbers",
    "trio_widgets.files._refused",
    "trio_widgets.files._write",
    "trio_widgets.words._shown",
    "trio_widgets.teaching._drill",
]


@pytest.mark.parametrize("name", SPLIT)
def test_docstring_examples_of_the_split_modules(name):
    mod = importlib.import_module(name)
    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    if name not in ("trio_widgets.files._json", "trio_widgets.files._write"):
        assert result.attempted > 0, name


def _loaded_after(code: str) -> set[str]:
    out = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys; print(' '.join(sorted(sys.modules)))"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    return set(out.stdout.split())


def test_printing_a_puzzle_sheet_loads_no_widget():
    # lesson 10's sheet asks the drill's questions; lesson 09's the puzzles
    loaded = _loaded_after("import trio_widgets as tw\ntw.worksheet('10', seed=1)\ntw.worksheet('09', seed=1)")
    assert "trio_widgets.teaching._drill" in loaded and "trio_widgets.paper._puzzle_sheets" in loaded
    assert not {"anywidget", "ipywidgets", "traitlets"} & loaded
    assert not [m for m in loaded if m.startswith("trio_widgets.widgets")]


def test_the_engine_loads_no_layer_above_it():
    loaded = _loaded_after("import trio_widgets as tw\ng = tw.Game(players=2, seed=1)\ng.play(g.legal_placements()[0])")
    layers = {m.split(".")[1] for m in loaded if m.startswith("trio_widgets.")}
    assert layers <= {"engine", "files", "words"}, layers
    assert not {"numpy", "anywidget", "ipywidgets", "traitlets"} & loaded


def test_the_drill_widget_and_its_questions_are_one():
    from trio_widgets.teaching import drill_question
    from trio_widgets.widgets import AdditionDrill

    assert drill_question is tw.teaching.drill_question
    d = AdditionDrill(level=3, seed=4)
    assert d.question == drill_question(3, 4 * 1000)
    with pytest.raises(tw.teaching.DrillError) as e:
        drill_question(9)
    assert e.value.key == "drill.error.level" and "9" in e.value.text("pl")


# ------------------------------------------------------------------ the one file writer
def test_write_bytes_replaces_a_file_whole_and_keeps_its_mode(tmp_path):
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    write_bytes(target, b"%PDF new")
    assert target.read_bytes() == b"%PDF new"
    assert target.stat().st_mode & 0o777 == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


def test_a_refused_write_changes_nothing(tmp_path):
    target = tmp_path / "p.svg"
    target.write_text("old", encoding="utf-8")
    with pytest.raises(UnicodeEncodeError):
        write_text(target, "<svg>\ud800</svg>")
    with pytest.raises(BadInput) as e:
        write_text(3, "<svg/>")  # 3 would be an open file (stdout's neighbour), not a name
    assert e.value.key == "path_text" and e.value.brief.text("en")
    with pytest.raises(BadInput) as e:
        write_bytes(tmp_path / "no_folder" / "x.pdf", b"x")
    assert e.value.key == "file_no_folder"  # a clear ValueError naming the path, not an OSError
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["p.svg"]


def test_every_writer_uses_the_one_writer(tmp_path, monkeypatch):
    """A PDF, a picture and a puzzle's SVG all go through files.write_file."""
    import trio_widgets.files._write as w
    from trio_widgets.widgets import PuzzleBoard

    written = []
    real = w.write_file
    monkeypatch.setattr(w, "write_file", lambda path, data: written.append(Path(path).name) or real(path, data))
    monkeypatch.setattr("trio_widgets.paper._document.write_file", w.write_file)
    monkeypatch.setattr("trio_widgets.widgets._puzzle.write_file", w.write_file)
    tw.rules_sheet("kids", lang="en").to_pdf(tmp_path / "rules.pdf")
    tw.Game(players=2, seed=1).to_svg(tmp_path / "game.svg")
    PuzzleBoard().to_svg(str(tmp_path / "puzzle.svg"))
    assert written == ["rules.pdf", "game.svg", "puzzle.svg"]
