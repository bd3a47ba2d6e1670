"""One name per module: every module path the README, the docs and the lessons write imports,
and is a file or a package that exists; the earlier flat paths are gone.

The package's layers are subpackages (``trio_widgets/engine/_board.py`` ...), and a layer's
package is its public path (``trio_widgets.players``, ``trio_widgets.teaching`` ...).  Nothing
maps a name to another module at import time, so ``import trio_widgets.bots`` fails.  The paths
and names checked here are read from the places that write them, so a new mention is checked as
soon as it is written.
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
PKG = ROOT / "trio_widgets"

# The flat paths an import hook once mapped to the layers' modules (trio_widgets.bots was
# trio_widgets.players._bots).  None of them is a module now.
OLD = (
    "board",
    "errors",
    "events",
    "game",
    "geometry",
    "mosaic",
    "rules",
    "scoring",
    "tiles",
    "i18n",
    "safety",
    "bots",
    "table",
    "explore",
    "svg",
    "exercises",
    "puzzles",
    "printables",
    "puzzle_sheets",
    "widget_base",
    "game_widget",
    "teach",
    "score_keeper",
    "puzzle_widget",
    "drill",
)
LAYERS = ("engine", "words", "files", "players", "simulation", "pictures", "scoresheet", "teaching", "paper", "widgets")

# What a reader follows: the README, the contributors' guide, the docs and the lessons' sources.
DOCUMENTS = [
    ROOT / "README.md",
    ROOT / "CONTRIBUTING.md",
    *sorted((ROOT / "docs").glob("*.md")),
    *sorted((ROOT / "tools" / "lessons").glob("*.py")),
]
# Everything else that imports the package: the package itself, tools, benchmarks, tests,
# the notebooks' cells, the class server's and Binder's files.
CODE = [
    *sorted(PKG.rglob("*.py")),
    *sorted((ROOT / "tools").rglob("*.py")),
    *sorted((ROOT / "benchmarks").glob("*.py")),
    *sorted(p for p in (ROOT / "tests").rglob("*.py") if p != Path(__file__)),
    *sorted((ROOT / "notebooks").rglob("*.ipynb")),
    *sorted(p for p in (ROOT / "class").rglob("*") if p.is_file() and p.suffix in (".py", ".json", ".html", ".j2")),
    *sorted(p for p in (ROOT / "binder").rglob("*") if p.is_file()),
]
_FROM = re.compile(r"from (trio_widgets(?:\.\w+)*) import \(?([\w, \n]+?)\)?(?:\n|$|;|\\n|\"|  #)")
_DOTTED = re.compile(r"\btrio_widgets((?:\.[A-Za-z_]\w*)+)")
_OLD_PATH = re.compile(r"(?:from|import) trio_widgets\.({})\b(?!\.py|\.json)".format("|".join(OLD)))
_FROM_ROOT = re.compile(r"from trio_widgets import \(?([\w, \n]+)")


def old_imports(text: str) -> list[str]:
    """``from trio_widgets.bots import ...``, ``import trio_widgets.i18n``, ``from trio_widgets import explore``."""
    found = [m.group(0) for m in _OLD_PATH.finditer(text)]
    for m in _FROM_ROOT.finditer(text):
        for item in m.group(1).split("\n")[0].split(","):
            if item.split() and item.split()[0] in OLD:
                found.append(f"from trio_widgets import {item.split()[0]}")
    return found


def _text(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".ipynb":  # the code and words of the cells, not their outputs
        return "\n".join("".join(c["source"]) for c in json.loads(text)["cells"])
    return text


def _module_of(dotted: str) -> tuple[str, list[str]]:
    """The longest prefix of ``dotted`` that imports as a module, and the attribute names after it."""
    parts = dotted.split(".")
    for n in range(len(parts), 0, -1):
        name = ".".join(parts[:n])
        try:
            importlib.import_module(name)
        except ModuleNotFoundError:
            continue
        return name, parts[n:]
    raise AssertionError(dotted)


def documented() -> dict[str, set[str]]:
    """Module path -> the names imported from it, over every document that names one."""
    out: dict[str, set[str]] = {}
    for path in DOCUMENTS:
        text = _text(path)
        for m in _FROM.finditer(text):
            names = {n.strip().split(" as ")[0] for n in m.group(2).replace("\n", ",").split(",") if n.strip()}
            out.setdefault(m.group(1), set()).update(names)
        for m in _DOTTED.finditer(text):
            dotted = "trio_widgets" + m.group(1)
            if text[m.end() : m.end() + 1] == "/" or m.group(1) in (".py", ".json"):
                continue  # a file name (trio_widgets.py)
            out.setdefault(dotted, set())
    return out


DOCUMENTED = documented()


def _is_a_file_or_package(module: object) -> bool:
    path = Path(getattr(module, "__file__", "") or "")
    rel = module.__name__.split(".")[1:]  # type: ignore[attr-defined]
    where = PKG.joinpath(*rel)
    return path.is_file() and path.resolve() in {where.with_suffix(".py").resolve(), (where / "__init__.py").resolve()}


def test_the_paths_are_found_where_they_are_written():
    # a layer from README, names from lessons 05, 09b and 10, a module from CONTRIBUTING
    assert "trio_widgets.simulation" in DOCUMENTED  # README's "What's inside"
    assert {"make_bot", "play_round"} <= DOCUMENTED["trio_widgets.players"]  # lessons 05, 08, 10
    assert {"lesson_puzzle", "missing_tiles"} <= DOCUMENTED["trio_widgets.teaching"]  # lesson 09b
    assert "trio_widgets.paper.register_lesson" in DOCUMENTED  # README, a call
    assert len(DOCUMENTED) > 5


@pytest.mark.parametrize("path", sorted(DOCUMENTED))
def test_every_documented_path_imports_is_a_real_file_and_has_its_names(path):
    name, attrs = _module_of(path)
    module = importlib.import_module(name)
    assert name == "trio_widgets" or _is_a_file_or_package(module), f"{name} is no file or package of its own"
    assert not set(name.split(".")) & set(OLD), f"{path} names an earlier path"
    obj: object = module
    for a in attrs:  # trio_widgets.paper.register_lesson, trio_widgets.__version__
        assert hasattr(obj, a), f"{path}: {a} is missing"
        obj = getattr(obj, a)
    missing = sorted(n for n in DOCUMENTED[path] if not hasattr(module, n))
    assert missing == [], f"{path} lacks {missing}"


@pytest.mark.parametrize("layer", LAYERS)
def test_each_layer_is_a_package_with_its_public_names(layer):
    module = importlib.import_module(f"trio_widgets.{layer}")
    assert _is_a_file_or_package(module) and module.__file__.endswith("__init__.py")
    assert module.__all__ and all(not n.startswith("_") for n in module.__all__)
    missing = [n for n in module.__all__ if not hasattr(module, n)]
    assert missing == [], f"trio_widgets.{layer} lacks {missing}"
    assert getattr(tw, layer) is module


@pytest.mark.parametrize("old", OLD)
def test_an_earlier_path_no_longer_imports(old):
    assert not (PKG / f"{old}.py").exists() and not (PKG / old).exists()
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module(f"trio_widgets.{old}")
    assert f"trio_widgets.{old}" not in sys.modules
    with pytest.raises(AttributeError):
        getattr(tw, old)


def test_no_import_hook_is_installed():
    assert not [f for f in sys.meta_path if type(f).__module__.startswith("trio_widgets")]
    assert not hasattr(tw, "MODULE_PATHS")


def test_earlier_paths_fail_in_a_fresh_interpreter():
    """``import trio_widgets.bots`` as the first thing a notebook does: an error, not a module."""
    code = (
        "import importlib, trio_widgets\n"
        f"for old in {OLD!r}:\n"
        "    try:\n"
        "        importlib.import_module('trio_widgets.' + old)\n"
        "    except ModuleNotFoundError:\n"
        "        continue\n"
        "    print('imports:', old)\n"
        "from trio_widgets.players import make_bot\n"
        "from trio_widgets import words as i18n\n"
        "print(make_bot.__module__, i18n.t('game.draw', 'pl') != '')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "trio_widgets.players._bots True"


@pytest.mark.parametrize("path", [p for p in DOCUMENTS + CODE], ids=lambda p: str(p.relative_to(ROOT)))
def test_nothing_imports_an_earlier_path(path):
    found = old_imports(_text(path))
    assert found == [], f"{path.relative_to(ROOT)} imports {found}"


def test_the_old_path_check_finds_what_it_should():
    text = (
        "from trio_widgets.bots import make_bot\nimport trio_widgets.i18n as i18n\n"
        "from trio_widgets import explore, Tile\nfrom trio_widgets import words as i18n\n"
        "from trio_widgets.players import make_bot\n"
        "random.Random('trio_widgets.bots:1')\n"
    )
    assert old_imports(text) == [
        "from trio_widgets.bots",
        "import trio_widgets.i18n",
        "from trio_widgets import explore",
    ]


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
