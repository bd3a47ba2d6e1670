"""The JSDoc types of the widgets' front ends (`// @ts-check` modules in trio_widgets/static/:
the game widget, the score keeper, the teaching widgets, the drill and the puzzle board) are checked by TypeScript's compiler,
`tsc -p tests/js/tsconfig.json`.

TypeScript (a pinned version from the npm registry) is installed on first use into
node_modules/.tsc/ (gitignored), so this runs from a fresh clone too."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import needs

ROOT = Path(__file__).resolve().parents[1]
TYPESCRIPT = "typescript@5.9.3"
PREFIX = ROOT / "node_modules" / ".tsc"
TSC = PREFIX / "node_modules" / "typescript" / "bin" / "tsc"
CONFIG = ROOT / "tests" / "js" / "tsconfig.json"
STATIC = ROOT / "trio_widgets" / "static"


def _tsc() -> Path:
    needs.node()
    version = TYPESCRIPT.split("@")[1]
    package = PREFIX / "node_modules" / "typescript" / "package.json"
    if package.is_file() and f'"version": "{version}"' in package.read_text(encoding="utf-8"):
        return TSC
    npm = shutil.which("npm")
    if npm is None:
        needs.skip_or_fail("npm is missing: it installs TypeScript for the type check (apt-get install npm)")
    assert npm is not None
    PREFIX.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run(
        [npm, "install", "--no-save", "--no-audit", "--no-fund", "--prefix", str(PREFIX), TYPESCRIPT],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "npm_config_update_notifier": "false"},
    )
    if proc.returncode != 0 or not TSC.is_file():
        needs.skip_or_fail(f"npm could not install {TYPESCRIPT}:\n{proc.stdout}\n{proc.stderr}")
    return TSC


def _bundled() -> dict[str, list[str]]:
    """Each checked widget's front-end modules, as its bundle names them (its first line)."""
    from trio_widgets import drill, game_widget, puzzle_widget, score_keeper, teach

    bundles = {
        "GameWidget": game_widget._load_esm(),
        "ScoreKeeper": score_keeper._esm(),
        **{name: teach._bundle(f"teach_{name}.js") for name in ("explorer", "match", "orientation", "scoring")},
        "AdditionDrill": drill._bundle(),
        "PuzzleBoard": puzzle_widget._bundle(),
    }
    head = "// trio_widgets bundle: "
    out = {}
    for widget, src in bundles.items():
        first = src.splitlines()[0]
        assert first.startswith(head), first
        out[widget] = first[len(head) :].split(" (")[0].split(", ")
    return out


def test_widget_modules_say_ts_check():
    bundled = _bundled()
    assert len(bundled["ScoreKeeper"]) >= 10 and len(bundled["match"]) >= 8, bundled
    assert bundled["AdditionDrill"][-1] == "drill.js" and bundled["PuzzleBoard"][-1] == "puzzle_board.js", bundled
    modules = sorted({m for names in bundled.values() for m in names})
    modules += sorted(p.name for p in STATIC.glob("gw_*.mjs"))
    for name in modules:
        first = (STATIC / name).read_text(encoding="utf-8").splitlines()[0]
        assert first == "// @ts-check", f"{name} must start with // @ts-check"


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
    checked = {Path(line.strip()).name for line in proc.stdout.splitlines() if "trio_widgets/static/" in line}
    for widget, names in _bundled().items():
        assert set(names) <= checked, f"{widget}: tsconfig.json does not reach {sorted(set(names) - checked)}"
    # the check is real: a wrong type in a copy of a module is caught
    bad = tmp_path / "bad.mjs"
    bad.write_text(
        '// @ts-check\nimport { el } from "' + (STATIC / "gw_dom.mjs").as_uri().replace("file://", "") + '";\n'
        "/** @type {number} */\nexport const n = el('div').textContent;\n",
        encoding="utf-8",
    )
    proc = subprocess.run(
        [node, str(tsc), "--noEmit", "--allowJs", "--checkJs", "--lib", "es2022,dom", "--target", "es2022",
         "--module", "es2022", "--moduleResolution", "bundler", str(bad)],
        cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert proc.returncode != 0 and "TS2322" in proc.stdout, proc.stdout + proc.stderr
