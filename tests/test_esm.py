"""trio_widgets/_esm.py: the no-build bundler that makes one ES module for anywidget."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import needs
import pytest

from trio_widgets import svg
from trio_widgets._esm import STATIC, bundle

ENTRY = """\
import { cellAt, cellCentre, cellLabel } from "./geometry.mjs";
import {
  tileMarkup,
  placementMarkup,
} from "./tile.mjs";

export function sample() {
  return {
    tile: tileMarkup([3, 4, 5], true, {}),
    pips: tileMarkup([5, 0, 2], false, { pips: true, x: 10, y: 20 }),
    placement: placementMarkup({ cell: "2,1,d", corners: [1, 2, 3] }),
    hit: cellLabel(cellAt(cellCentre({ x: -2, y: 3, up: false }))),
  };
}

export default {
  render({ model, el }) {
    el.textContent = "ok";
    return () => {};
  },
};
"""


def _node() -> str:
    return needs.node()


@pytest.fixture()
def entry(tmp_path: Path) -> Path:
    path = tmp_path / "entry.mjs"
    path.write_text(ENTRY, encoding="utf-8")
    return path


def test_bundle_shape(entry: Path) -> None:
    src = bundle("geometry.mjs", "tile.mjs", entry)
    lines = src.splitlines()
    assert lines[0].startswith("// trio_widgets bundle: geometry.mjs, tile.mjs, entry.mjs")
    assert lines[1].startswith("const TILE_STYLE = {") and lines[1].endswith("};")
    assert json.loads(lines[1][len("const TILE_STYLE = ") : -1]) == dict(svg.STYLE)
    assert "import " not in src.replace("// ", "")  # every relative import is gone
    assert "export function cellAt" not in src and "function cellAt(" in src
    assert "export function tileMarkup" not in src and "function tileMarkup(" in src
    assert "export function sample" in src and "export default {" in src
    assert bundle("geometry", "tile", entry) == src, "names without .mjs work too"


def test_bundle_is_valid_js_and_draws_like_python(entry: Path, tmp_path: Path) -> None:
    node = _node()
    out = tmp_path / "bundle.mjs"
    out.write_text(bundle("geometry.mjs", "tile.mjs", entry), encoding="utf-8")
    check = subprocess.run([node, "--check", str(out)], capture_output=True, text=True, timeout=60)
    assert check.returncode == 0, check.stderr
    # import it the way anywidget does (one module, no neighbours to import from)
    script = (
        f"const m = await import({json.dumps(out.as_uri())});\n"
        "const el = { textContent: '' };\n"
        "const cleanup = m.default.render({ model: {}, el });\n"
        "process.stdout.write(JSON.stringify({ ...m.sample(), text: el.textContent, cleanup: typeof cleanup }));\n"
    )
    run = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    assert got["text"] == "ok" and got["cleanup"] == "function"
    assert got["hit"] == "-2,3,d"
    # TILE_STYLE from the bundle makes tile.mjs draw exactly what svg.py draws
    assert got["tile"] == svg.tile_markup((3, 4, 5), True)
    assert got["pips"] == svg.tile_markup((5, 0, 2), False, pips=True, x=10, y=20)
    from trio_widgets.board import Placement
    from trio_widgets.geometry import Cell

    assert got["placement"] == svg.placement_markup(Placement(Cell(2, 1, False), (1, 2, 3)))


def test_bundle_of_the_static_modules_alone_is_valid(tmp_path: Path) -> None:
    node = _node()
    out = tmp_path / "lib.mjs"
    out.write_text(bundle("geometry.mjs", "tile.mjs"), encoding="utf-8")
    run = subprocess.run(
        [
            node,
            "--input-type=module",
            "-e",
            f"const m = await import({json.dumps(out.as_uri())}); console.log(m.fmt(1.005), typeof m.drawTile)",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == [svg.fmt(1.005), "function"]


def test_bundle_explains_mistakes(tmp_path: Path, entry: Path) -> None:
    with pytest.raises(ValueError, match="at least one module"):
        bundle()
    with pytest.raises(ValueError, match="no module"):
        bundle("nope.mjs")
    with pytest.raises(ValueError, match="list 'geometry.mjs' before 'tile.mjs'"):
        bundle("tile.mjs")
    with pytest.raises(ValueError, match="listed twice"):
        bundle("geometry.mjs", "geometry.mjs")
    clash = tmp_path / "clash.mjs"
    clash.write_text("export function cellAt() {}\nexport default {};\n", encoding="utf-8")
    with pytest.raises(ValueError, match="'cellAt' is declared in both geometry.mjs and clash.mjs"):
        bundle("geometry.mjs", clash)
    early = tmp_path / "early.mjs"
    early.write_text("export default { render() {} };\n", encoding="utf-8")
    with pytest.raises(ValueError, match="only the last module"):
        bundle(early, "geometry.mjs")
    renamed = tmp_path / "renamed.mjs"
    renamed.write_text('import { cellAt as at } from "./geometry.mjs";\nexport default {};\n', encoding="utf-8")
    with pytest.raises(ValueError, match="renames"):
        bundle("geometry.mjs", renamed)


def test_bundle_without_style() -> None:
    src = bundle("geometry.mjs", style=False)
    assert "TILE_STYLE" not in src
    assert "export " in src  # the last module keeps its exports


def test_static_modules_exist() -> None:
    for name in ("geometry.mjs", "tile.mjs", "tile_style.json"):
        assert (STATIC / name).is_file()


def test_each_module_has_its_own_scope(tmp_path: Path) -> None:
    """Private names of two modules may be the same; only exports are shared, and they must differ."""
    node = _node()
    a = tmp_path / "a.mjs"
    a.write_text("function helper() { return 'a'; }\nexport function fromA() { return helper(); }\n", encoding="utf-8")
    b = tmp_path / "b.mjs"
    b.write_text(
        'import { fromA } from "./a.mjs";\nconst helper = () => "b";\n'
        "export const fromB = () => fromA() + helper();\nexport { helper };\n",
        encoding="utf-8",
    )
    last = tmp_path / "last.mjs"
    last.write_text('import { fromB } from "./b.mjs";\nexport const both = fromB();\n', encoding="utf-8")
    out = tmp_path / "scoped.mjs"
    out.write_text(bundle(a, b, last, style=False), encoding="utf-8")
    run = subprocess.run(
        [node, "--input-type=module", "-e", f"const m = await import({json.dumps(out.as_uri())}); console.log(m.both)"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "ab"
    # an exported name twice is still an error (the bundle shares exports)
    c = tmp_path / "c.mjs"
    c.write_text("export function fromA() {}\n", encoding="utf-8")
    with pytest.raises(ValueError, match="'fromA' is declared in both a.mjs and c.mjs"):
        bundle(a, c, last, style=False)
    renamed = tmp_path / "renamed_export.mjs"
    renamed.write_text("const x = 1;\nexport { x as y };\n", encoding="utf-8")
    with pytest.raises(ValueError, match="renames an export"):
        bundle(renamed, last, style=False)
