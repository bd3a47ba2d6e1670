"""The module paths the documentation, the lessons and the tests name keep working.

The package's layers are subpackages (``trio_widgets/engine/_board.py`` ...), and every earlier
module path (``trio_widgets.board``, ``trio_widgets.bots`` ...) is the same module under its
documented name.  The paths and names checked here are read from the places that use them
(README, docs, lessons, lesson builder, benchmarks, tests, notebooks), so a new mention is
checked as soon as it is written.
"""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import trio_widgets as tw

ROOT = Path(__file__).resolve().parents[1]
SOURCES = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    *sorted((ROOT / "docs").glob("*.md")),
    *sorted((ROOT / "tools").rglob("*.py")),
    *sorted((ROOT / "benchmarks").glob("*.py")),
    *sorted((ROOT / "tests").rglob("*.py")),
    *sorted((ROOT / "notebooks").rglob("*.ipynb")),
]
_FROM = re.compile(r"from (trio_widgets(?:\.[a-z_]+)*) import \(?([\w, \n]+?)\)?(?:\n|$|;|\\n)")
_MENTION = re.compile(r"\btrio_widgets\.([a-z][a-z_]*)\b(?!/)")


def _text(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".ipynb":  # the code and words of the cells, not their outputs
        return "\n".join("".join(c["source"]) for c in json.loads(text)["cells"])
    return text


def documented() -> dict[str, set[str]]:
    """Module path -> the names imported from it, over every source that names one."""
    out: dict[str, set[str]] = {}
    for path in SOURCES:
        if path == Path(__file__):
            continue
        text = _text(path)
        for m in _FROM.finditer(text):
            names = {n.strip().split(" as ")[0] for n in m.group(2).replace("\n", ",").split(",") if n.strip()}
            if m.group(1) == "trio_widgets":  # from trio_widgets import bots, Tile, ...
                out.setdefault("trio_widgets", set()).update(names)
            else:
                out.setdefault(m.group(1), set()).update(names)
        for m in _MENTION.finditer(text):
            if m.group(1) not in ("py", "json"):
                out.setdefault(f"trio_widgets.{m.group(1)}", set())
    return out


DOCUMENTED = documented()


def test_the_paths_are_found_where_they_are_written():
    # a module path from README, one from a lesson, one only from the tests, and names with them
    assert "trio_widgets.explore" in DOCUMENTED  # README's "What's inside"
    assert {"make_bot", "play_round"} <= DOCUMENTED["trio_widgets.bots"]  # lessons 05, 08, 10
    assert "lesson_puzzle" in DOCUMENTED["trio_widgets.puzzles"]
    assert "trio_widgets.game_widget" in DOCUMENTED
    assert len(DOCUMENTED) > 20


@pytest.mark.parametrize("path", sorted(DOCUMENTED))
def test_every_documented_path_imports_and_has_its_names(path):
    try:
        module = importlib.import_module(path)
    except ModuleNotFoundError:
        # a name on the root (``trio_widgets.__version__``, ``trio_widgets.Tile``), not a module
        module = None
    if module is None:
        assert hasattr(tw, path.rpartition(".")[2]), path
        return
    missing = sorted(n for n in DOCUMENTED[path] if not hasattr(module, n))
    assert missing == [], f"{path} lacks {missing}"


@pytest.mark.parametrize("old", sorted(tw.MODULE_PATHS))
def test_an_earlier_path_is_the_module_itself(old):
    module = importlib.import_module(f"trio_widgets.{old}")
    real = importlib.import_module(f"trio_widgets.{tw.MODULE_PATHS[old]}")
    assert module is real
    assert getattr(tw, old) is real
    assert sys.modules[f"trio_widgets.{old}"] is real
    assert real.__name__ == f"trio_widgets.{tw.MODULE_PATHS[old]}"  # its own name, for pickles and reprs
    public = getattr(real, "__all__", [])
    assert public and all(hasattr(module, n) for n in public)


def test_a_name_patched_on_the_pictures_layer_is_patched_where_the_engine_uses_it(monkeypatch):
    """The engine draws a game through the pictures layer's front door (``from ..pictures import
    game_svg``, inside the method), so a patch on ``trio_widgets.pictures`` is what it sees."""
    from trio_widgets import pictures

    called = []

    def fake(game, **kw):
        called.append(game)
        return pictures.SvgString("<svg/>")

    monkeypatch.setattr("trio_widgets.pictures.game_svg", fake)
    g = tw.Game(players=2, seed=1)
    assert g._repr_svg_() == "<svg/>" and called == [g]  # the engine's lazy import sees the patch


def test_an_unknown_path_is_still_an_error():
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("trio_widgets.no_such_module")
    with pytest.raises(AttributeError):
        tw.no_such_module  # noqa: B018


def test_earlier_paths_import_in_a_fresh_interpreter():
    """``import trio_widgets.bots`` and ``from trio_widgets.i18n import t`` as the first thing
    a notebook does, before anything else of the package is loaded."""
    code = (
        "import trio_widgets.bots as b, sys\n"
        "from trio_widgets.i18n import t\n"
        "from trio_widgets.game_widget import GameWidget\n"
        "import trio_widgets.players._bots as real\n"
        "assert b is real and t('game.draw', 'pl')\n"
        "print(GameWidget.__module__)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "trio_widgets.widgets._game"


def test_the_root_names_load_from_their_layers():
    lazy = [
        "GameWidget",
        "ScoreKeeper",
        "ScoreSheet",
        "PuzzleBoard",
        "AdditionDrill",
        "Puzzle",
        "make_bot",
        "worksheet",
    ]
    for name in [*tw.__all__, *lazy]:
        assert getattr(tw, name) is not None, name
    assert tw.GameWidget.__module__ == "trio_widgets.widgets._game"
    assert tw.Board.__module__ == "trio_widgets.engine._board"
