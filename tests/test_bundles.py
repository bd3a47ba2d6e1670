"""The widgets' front ends: the committed bundles are what esbuild builds from the sources.

The sources are plain ES modules in ``trio_widgets/widgets/static/<widget>/`` and ``shared/``;
``make js`` (``npm run build``, ``tools/build_js.mjs``) bundles each widget's entry module into
``static/<bundle>.js`` and its stylesheet into ``static/<bundle>.css``, which are committed so that
pip, Binder and a school server need no Node.  Here esbuild (the version package.json pins, from
node_modules/; ``npm ci`` first when it is missing) builds them again into a temporary folder, and
every committed bundle must be the same, byte for byte.  Without node or npm the tests skip, and
under ``CI=true`` they fail (``tests/needs.py``).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import needs
import pytest
from anywidget._file_contents import FileContents

from trio_widgets import pictures as svg
from trio_widgets.widgets import (
    AdditionDrill,
    GameWidget,
    MatchPuzzle,
    OrientationTrainer,
    PuzzleBoard,
    Question,
    ScoreKeeper,
    ScoringPractice,
    TileSetExplorer,
    _static,
)
from trio_widgets.widgets._static import STATIC

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "tools" / "build_js.mjs"
WIDGETS = [
    GameWidget,
    Question,
    ScoreKeeper,
    TileSetExplorer,
    OrientationTrainer,
    MatchPuzzle,
    ScoringPractice,
    AdditionDrill,
    PuzzleBoard,
]
#: the only addresses in the front ends: XML namespaces, never fetched
NAMESPACES = {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink"}


def _run(args: list[str], **kw) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(args, cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300, **kw)
    assert proc.returncode == 0, f"{' '.join(args)} failed:\n{proc.stdout}\n{proc.stderr}"
    return proc


def build(outdir: Path, script: Path = BUILD) -> Path:
    """Run tools/build_js.mjs (the pinned esbuild) into ``outdir``."""
    _run([needs.node(), str(script), "--outdir", str(outdir)])
    return outdir


def bundle_table() -> dict[str, str]:
    """tools/build_js.mjs's BUNDLES: bundle file -> entry module under static/."""
    script = f"import {{ BUNDLES }} from {json.dumps(BUILD.as_uri())}; process.stdout.write(JSON.stringify(BUNDLES));"
    return json.loads(_run([needs.node(), "--input-type=module", "-e", script]).stdout)


def stale(committed: Path, built: Path, table: dict[str, str]) -> list[str]:
    """What differs between the committed bundles and a fresh build, one line per bundle."""
    out = []
    for path in sorted(built.iterdir()):
        mine = committed / path.name
        source = f"trio_widgets/widgets/static/{table.get(path.name, '?')}"
        if not mine.is_file():
            out.append(f"{path.name} is missing (esbuild builds it from {source})")
        elif mine.read_bytes() != path.read_bytes():
            out.append(f"{path.name} is not what esbuild builds from {source} now")
    for mine in sorted(p for p in committed.iterdir() if p.is_file()):
        if not (built / mine.name).exists():
            out.append(f"{mine.name} is built by nothing in tools/build_js.mjs: delete it or add its entry")
    return out


@pytest.fixture(scope="module")
def table() -> dict[str, str]:
    needs.build_tools()
    return bundle_table()


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory, table: dict[str, str]) -> Path:
    return build(tmp_path_factory.mktemp("bundles"))


def _owner(bundle: str) -> str:
    """The widgets that load a bundle, for the message."""
    text = (STATIC / bundle).read_text(encoding="utf-8")
    names = [w.__name__ for w in WIDGETS for key in ("_esm", "_css") if str(getattr(w, key)) == text]
    return ", ".join(names) or "no widget"


def test_committed_bundles_are_what_esbuild_builds(built: Path, table: dict[str, str]) -> None:
    problems = stale(STATIC, built, table)
    assert not problems, (
        "the committed front-end bundles are out of date:\n"
        + "\n".join(f"  {line} ({_owner(line.split()[0])})" for line in problems)
        + "\nRun `make js` and commit trio_widgets/widgets/static/*.js and *.css."
    )


def test_a_source_changed_without_a_rebuild_is_caught(tmp_path: Path, table: dict[str, str]) -> None:
    """A copy of the sources with one module changed builds a game.js that differs from the
    committed one; an unchanged copy builds every bundle the same."""
    copy = tmp_path / "repo"
    for folder in sorted(p for p in STATIC.iterdir() if p.is_dir()):  # the sources, not the bundles
        shutil.copytree(folder, copy / "trio_widgets" / "widgets" / "static" / folder.name)
    (copy / "tools").mkdir()
    shutil.copy(BUILD, copy / "tools" / BUILD.name)
    (copy / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
    same = build(tmp_path / "same", copy / "tools" / BUILD.name)
    assert stale(STATIC, same, table) == []
    panel = copy / "trio_widgets" / "widgets" / "static" / "game" / "panel.mjs"
    text = panel.read_text(encoding="utf-8")
    panel.write_text(text.replace('"trio-gw-bulb"', '"trio-gw-lamp"', 1), encoding="utf-8")  # the hint bulb's class
    assert panel.read_text(encoding="utf-8") != text
    changed = build(tmp_path / "changed", copy / "tools" / BUILD.name)
    assert stale(STATIC, changed, table) == [
        "game.js is not what esbuild builds from trio_widgets/widgets/static/game/widget.js now"
    ]


def test_every_widget_loads_its_bundle_and_every_bundle_has_a_widget() -> None:
    """A widget's _esm and _css are the committed bundles' text; every bundle has a widget."""
    used = set()
    by_text = {p.read_text(encoding="utf-8"): p.name for p in STATIC.iterdir() if p.is_file()}
    for widget in WIDGETS:
        for key in ("_esm", "_css"):
            value = getattr(widget, key)
            assert isinstance(value, str) and not isinstance(value, FileContents), f"{widget.__name__}.{key}"
            assert value in by_text, f"{widget.__name__}.{key} is not one of the committed bundles"
            used.add(by_text[value])
    bundles = {p.name for p in STATIC.iterdir() if p.is_file()}
    assert used == bundles, f"bundles no widget loads: {sorted(bundles - used)}"
    assert {f"{n}.js" for n in _static.ESM} | {f"{n}.css" for n in _static.CSS} == bundles
    with pytest.raises(ValueError, match="no front end called 'nope'"):
        _static.esm("nope")


def test_with_hot_reload_a_widget_loads_its_bundle_as_a_path() -> None:
    """With ANYWIDGET_HMR=1 anywidget gets the bundles' paths and watches them (a fresh process:
    the widget classes read the switch when they are defined)."""
    code = (
        "from pathlib import Path\n"
        "from anywidget._file_contents import FileContents\n"
        "from trio_widgets import GameWidget, ScoreKeeper\n"
        "for w in (GameWidget, ScoreKeeper):\n"
        "    for key in ('_esm', '_css'):\n"
        "        value = getattr(w, key)\n"
        "        assert isinstance(value, FileContents), (w, key, type(value))\n"
        "        print(Path(value._path).name)\n"
    )
    env = {**os.environ, "ANYWIDGET_HMR": "1"}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
    assert out.split() == ["game.js", "game.css", "score_keeper.js", "score_keeper.css"]


def test_every_entry_module_is_bundled(table: dict[str, str]) -> None:
    """The entry modules are the .js files of a widget's folder (the other modules are .mjs)."""
    entries = {p.relative_to(STATIC).as_posix() for p in STATIC.glob("*/*.js")}
    assert entries == {e for e in table.values() if e.endswith(".js")}
    css = {p.relative_to(STATIC).as_posix() for p in STATIC.glob("*/*.css")}
    assert css == {e for e in table.values() if e.endswith(".css")}


def test_each_bundle_is_one_module_that_renders(tmp_path: Path) -> None:
    """Alone in a folder (as anywidget loads it, from one URL), each bundle imports nothing and
    exports anywidget's {render} (and its {initialize}, once per widget, where a bundle has one)."""
    node = needs.node()
    for path in sorted(STATIC.glob("*.js")):
        lone = tmp_path / f"{path.stem}.mjs"
        shutil.copy(path, lone)
        script = (
            f"const m = await import({json.dumps(lone.as_uri())});\n"
            "process.stdout.write(JSON.stringify([Object.keys(m), Object.keys(m.default).filter((k) => k !== 'initialize'),"
            " typeof m.default.render, typeof (m.default.initialize || (() => {}))]));"
        )
        proc = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, f"{path.name}: {proc.stderr}"
        assert json.loads(proc.stdout) == [["default"], ["render"], "function", "function"], path.name
        assert not re.search(r"^\s*import\b|\bimport\s*\(", path.read_text(encoding="utf-8"), re.M), path.name


def test_a_bundle_draws_tiles_like_python(tmp_path: Path, table: dict[str, str]) -> None:
    """tile.mjs imports shared/tile_style.json; bundled, it draws with those numbers without
    being told (the same markup as svg.py)."""
    node = needs.node()
    entry = tmp_path / "entry.mjs"
    tile = STATIC / "shared" / "tile.mjs"
    entry.write_text(f"export {{ tileMarkup, placementMarkup }} from {json.dumps(str(tile))};\n", encoding="utf-8")
    out = tmp_path / "drawing.mjs"
    script = (
        f"import {{ build }} from 'esbuild';\n"
        f"import {{ TARGET }} from {json.dumps(BUILD.as_uri())};\n"
        f"await build({{ entryPoints: [{json.dumps(str(entry))}], outfile: {json.dumps(str(out))}, bundle: true, "
        "format: 'esm', target: TARGET, logLevel: 'error' });\n"
    )
    _run([node, "--input-type=module", "-e", script])
    draw = (
        f"const m = await import({json.dumps(out.as_uri())});\n"
        "process.stdout.write(JSON.stringify([m.tileMarkup([3, 4, 5], true, {}), "
        "m.tileMarkup([5, 0, 2], false, { pips: true, x: 10, y: 20 }), "
        "m.placementMarkup({ cell: '2,1,d', corners: [1, 2, 3] })]));"
    )
    got = json.loads(_run([node, "--input-type=module", "-e", draw]).stdout)
    from trio_widgets.engine import Cell, Placement

    assert got == [
        svg.tile_markup((3, 4, 5), True),
        svg.tile_markup((5, 0, 2), False, pips=True, x=10, y=20),
        svg.placement_markup(Placement(Cell(2, 1, False), (1, 2, 3))),
    ]


def _sources() -> list[Path]:
    return sorted(p for p in STATIC.glob("*/*") if p.suffix in (".js", ".mjs", ".css", ".json"))


def test_every_module_says_ts_check() -> None:
    modules = [p for p in _sources() if p.suffix in (".js", ".mjs")]
    assert len(modules) > 40, modules
    for path in modules:
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert first == "// @ts-check", f"{path.relative_to(STATIC)} must start with // @ts-check"


def test_nothing_comes_from_the_internet() -> None:
    """No CDN import, no fetch: the widgets work offline, in a classroom without internet."""
    files = [*_sources(), *sorted(p for p in STATIC.iterdir() if p.is_file())]
    for path in files:
        text = path.read_text(encoding="utf-8")
        where = path.relative_to(STATIC)
        assert set(re.findall(r"https?://[^\s\"'`)]*", text)) <= NAMESPACES, where
        assert not re.search(r"\b(fetch|XMLHttpRequest|WebSocket|EventSource|importScripts)\s*\(", text), where
        assert not re.search(r"@import\s+(url\()?[\"']?(https?:)?//", text), where
        if path.suffix in (".js", ".mjs"):
            for spec in re.findall(r"^\s*import\b[^;]*?[\"']([^\"']+)[\"']", text, re.M):
                assert spec.startswith(("./", "../")), f"{where} imports {spec!r}: only the project's own modules"


def test_static_docstring_examples() -> None:
    import doctest

    result = doctest.testmod(_static)
    assert result.failed == 0 and result.attempted >= 2
