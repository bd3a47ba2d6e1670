"""The JSDoc types of the widgets' front ends (the `// @ts-check` modules of
trio_widgets/widgets/static/<widget>/ and shared/) are checked by TypeScript's compiler,
`tsc -p tests/js/tsconfig.json`: each widget's entry module and everything it imports.

TypeScript is a build tool pinned in package.json, installed into node_modules/ by `npm ci`
(which tests/needs.py runs when it is missing), so this runs from a fresh clone too."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import needs

from trio_widgets.widgets._static import STATIC

ROOT = Path(__file__).resolve().parents[1]
CONFIG = ROOT / "tests" / "js" / "tsconfig.json"


def _tsc() -> Path:
    return needs.build_tools() / "typescript" / "bin" / "tsc"


def _bundled() -> dict[str, set[str]]:
    """The modules in each committed bundle (esbuild heads each one with a comment naming it)."""
    out = {}
    for bundle in sorted(STATIC.glob("*.js")):
        names = re.findall(r"^// trio_widgets/widgets/static/(\S+\.m?js)$", bundle.read_text(encoding="utf-8"), re.M)
        out[bundle.name] = set(names)
    return out


def test_the_bundles_name_their_modules():
    bundled = _bundled()
    assert len(bundled["score_keeper.js"]) >= 10 and len(bundled["teach_match.js"]) >= 8, bundled
    assert "drill/widget.js" in bundled["drill.js"] and "puzzle/widget.js" in bundled["puzzle.js"], bundled
    assert "shared/tile.mjs" in bundled["game.js"], bundled


def test_widget_jsdoc_types(tmp_path):
    tsc = _tsc()
    node = needs.node()
    proc = subprocess.run(
        [node, str(tsc), "-p", str(CONFIG), "--listFiles"],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, f"tsc found type errors:\n{out}"
    # every module of every checked widget's bundle is in the program tsc checked
    checked = {
        Path(line.strip()).relative_to(STATIC).as_posix()
        for line in proc.stdout.splitlines()
        if Path(line.strip()).is_relative_to(STATIC)
    }
    for bundle, names in _bundled().items():
        assert names <= checked, f"{bundle}: tsconfig.json does not reach {sorted(names - checked)}"
    # the check is real: a wrong type in a copy of a module is caught
    bad = tmp_path / "bad.mjs"
    bad.write_text(
        '// @ts-check\nimport { el } from "' + (STATIC / "game" / "dom.mjs").as_uri().replace("file://", "") + '";\n'
        "/** @type {number} */\nexport const n = el('div').textContent;\n",
        encoding="utf-8",
    )
    proc = subprocess.run(
        [node, str(tsc), "--noEmit", "--allowJs", "--checkJs", "--lib", "es2022,dom", "--target", "es2022",
         "--module", "es2022", "--moduleResolution", "bundler", str(bad)],
        cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode != 0 and "TS2322" in proc.stdout, proc.stdout + proc.stderr
