"""What keeps the static site's zip small (issue: at most 30 MB), checked without building it:
the wheels' left-out files and changed lines (``tools/build_site.py``'s ``SLIM``, ``SLIM_KEEP``,
``PATCH``), the lexers pygments keeps, the empty stand-ins, the dashboards' shared scripts and
styles in files, the icon fonts' older formats, the saved pictures' second copy, and the PDFs'
points on a 0.1 pt grid; the kernel's start as bytecode within its budget, the dashboards without math
fonts, the standard library without what a browser cannot use.

The built site itself is checked in ``tests/ui/test_site.py``: its wheels lack what SLIM
names, IPython completes and colours a traceback in the browser's kernel without jedi and
prompt_toolkit, and no page asks for a deleted font or file.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import re
import sys
import zipfile
from pathlib import Path

import pypdf  # a test dependency: the PDFs are read back
import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools"))

import build_site  # noqa: E402

from trio_widgets.paper import Page  # noqa: E402
from trio_widgets.paper._pdf import pdf_bytes  # noqa: E402


def _wheel(path: Path, files: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        lines = []
        for name, data in files.items():
            z.writestr(name, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            lines.append(f"{name},sha256={digest},{len(data)}")
        z.writestr("pkg-1.0.dist-info/RECORD", "\n".join(lines + ["pkg-1.0.dist-info/RECORD,,"]) + "\n")
    return path


def _record(z: zipfile.ZipFile) -> dict[str, str]:
    rows = [line.split(",") for line in z.read("pkg-1.0.dist-info/RECORD").decode().splitlines()]
    return {name: digest for name, digest, _size in rows}


def test_a_slimmed_wheel_leaves_out_what_it_names_and_its_record_matches(tmp_path):
    src = _wheel(
        tmp_path / "pkg-1.0-py3-none-any.whl",
        {
            "pkg/__init__.py": b"x = 1\n",
            "pkg/stubs/django/a.pyi": b"def f(): ...\n",
            "pkg/stubs/std/b.pyi": b"def g(): ...\n",
            "pkg-1.0.dist-info/METADATA": b"Name: pkg\nVersion: 1.0\n",
        },
    )
    out = build_site.slim_wheel(src, ["pkg/stubs/django/"], {"pkg/stubs/django/README.txt": "gone\n"}, tmp_path / "a")
    assert out.name == src.name
    with zipfile.ZipFile(out) as z:
        names = set(z.namelist())
        assert "pkg/stubs/django/a.pyi" not in names
        assert {"pkg/__init__.py", "pkg/stubs/std/b.pyi", "pkg/stubs/django/README.txt"} <= names
        assert z.read("pkg/stubs/django/README.txt") == b"gone\n"
        record = _record(z)
        # every file but RECORD is in RECORD with its own hash, and nothing else is
        assert set(record) == names
        for name in names - {"pkg-1.0.dist-info/RECORD"}:
            digest = base64.urlsafe_b64encode(hashlib.sha256(z.read(name)).digest()).rstrip(b"=").decode()
            assert record[name] == f"sha256={digest}", name
    again = build_site.slim_wheel(src, ["pkg/stubs/django/"], {"pkg/stubs/django/README.txt": "gone\n"}, tmp_path / "b")
    assert again.read_bytes() == out.read_bytes()


def test_a_slimmed_wheel_keeps_what_it_is_told_and_changes_a_line(tmp_path):
    src = _wheel(
        tmp_path / "pkg-1.0-py3-none-any.whl",
        {
            "pkg/__init__.py": b"import a\nuse_it = True\n",
            "pkg/lexers/python.py": b"P = 1\n",
            "pkg/lexers/rust.py": b"R = 1\n",
        },
    )
    patch = [("pkg/__init__.py", "use_it = True\n", "use_it = False\n")]
    out = build_site.slim_wheel(src, ["pkg/lexers/"], {}, tmp_path / "a", keep=["pkg/lexers/python.py"], patch=patch)
    with zipfile.ZipFile(out) as z:
        assert set(z.namelist()) == {"pkg/__init__.py", "pkg/lexers/python.py", "pkg-1.0.dist-info/RECORD"}
        assert z.read("pkg/__init__.py") == b"import a\nuse_it = False\n"
        digest = base64.urlsafe_b64encode(hashlib.sha256(z.read("pkg/__init__.py")).digest()).rstrip(b"=").decode()
        assert _record(z)["pkg/__init__.py"] == f"sha256={digest}"


@pytest.mark.parametrize(
    "patch",
    [
        [("pkg/__init__.py", "use_it = 1\n", "use_it = 0\n")],  # the line is not there
        [("pkg/__init__.py", "x\n", "y\n")],  # it is there twice
        [("pkg/gone.py", "x\n", "y\n")],  # no such file
    ],
)
def test_a_patch_that_does_not_fit_stops_the_build_and_writes_nothing(tmp_path, patch):
    src = _wheel(tmp_path / "pkg-1.0-py3-none-any.whl", {"pkg/__init__.py": b"x\nx\nuse_it = True\n"})
    with pytest.raises(SystemExit, match="to change"):
        build_site.slim_wheel(src, [], {}, tmp_path / "a", patch=patch)
    assert not (tmp_path / "a" / src.name).exists()


def _lexer_modules(names: list[str]) -> set[str]:
    """The pygments.lexers modules the lexer classes ``names`` need: their own and those they
    import, read from the installed pygments' source."""
    import ast
    import importlib.util

    from pygments.lexers._mapping import LEXERS

    module_of = {cls: entry[0] for cls, entry in LEXERS.items()} | {"Python3Lexer": "pygments.lexers.python"}
    todo, seen = [module_of[n] for n in names], set()
    while todo:
        module = todo.pop()
        if module in seen:
            continue
        seen.add(module)
        spec = importlib.util.find_spec(module)
        assert spec is not None and spec.origin is not None, module
        for node in ast.walk(ast.parse(Path(spec.origin).read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "pygments.lexers":
                todo += [module_of[a.name] for a in node.names if a.name in module_of]
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("pygments.lexers."):
                todo.append(node.module or "")
    return {m.removeprefix("pygments.lexers.") for m in seen}


def test_pygments_keeps_every_lexer_ipythons_lexers_import_and_what_they_import():
    import ast

    import ipython_pygments_lexers

    tree = ast.parse(Path(ipython_pygments_lexers.__file__).read_text(encoding="utf-8"))
    used = [
        a.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module == "pygments.lexers"
        for a in node.names
    ]
    assert "BashLexer" in used and "Python3Lexer" in used
    need = _lexer_modules([*used, "PythonLexer", "PythonConsoleLexer", "PythonTracebackLexer"])
    kept = set(build_site.PYGMENTS_LEXERS)
    assert need <= kept, sorted(need - kept)
    assert {"__init__", "_mapping"} <= kept
    assert build_site.SLIM_KEEP["pygments"] == [f"pygments/lexers/{m}.py" for m in build_site.PYGMENTS_LEXERS]


def test_a_stand_in_is_a_package_of_that_name_that_installs_nothing(tmp_path):
    wheel = build_site.stand_in("jedi", tmp_path)
    entry, requires = build_site.wheel_entry(wheel)
    assert (entry["name"], entry["imports"], requires) == ("jedi", [], [])
    with zipfile.ZipFile(wheel) as z:
        assert all(n.startswith("jedi-0.dist-info/") for n in z.namelist())


def _page(lang: str, words: str) -> str:
    module = 'import x from "y"; ' * 100
    return (
        f'<html><head><script id="jupyter-config-data" type="application/json">{{"lang": "{lang}"}}</script>\n'
        f"<style>{'.a {{ color: red; }} ' * 200}</style>\n"
        f"<script>var first = 1; {'// the same on every page ' * 80}</script>\n"
        f"<script>var words = '{words}'; {'// not the same ' * 80}</script>\n"
        f"<script>var short = 1;</script>\n"
        f'<script type="module">{module}</script></head></html>'
    )


def test_the_scripts_and_styles_every_dashboard_carries_go_into_files_it_links(tmp_path):
    pages = {"en": _page("en", "Hello"), "pl": _page("pl", "Cześć")}
    for lang, text in pages.items():
        (tmp_path / "voici" / "render" / lang / "kids").mkdir(parents=True)
        (tmp_path / "voici" / "render" / lang / "kids" / "00.html").write_text(text, encoding="utf-8")
    saved = build_site.shared_page_parts(tmp_path)
    files = sorted((tmp_path / "voici" / "shared").iterdir())
    assert sorted(f.suffix for f in files) == [".css", ".js", ".js"]  # the style, the first and the module
    for lang, before in pages.items():
        after = (tmp_path / "voici" / "render" / lang / "kids" / "00.html").read_text(encoding="utf-8")
        assert "jupyter-config-data" in after and "var short = 1;" in after and "var words = '" in after
        assert "the same on every page" not in after and "color: red" not in after
        # the page links each file where its copy was, in the same order, and nothing is lost
        rebuilt = after
        for f in files:
            href = f"../../../shared/{f.name}"
            body = f.read_text(encoding="utf-8")
            rebuilt = rebuilt.replace(f'<link rel="stylesheet" href="{href}">', f"<style>{body}</style>")
            rebuilt = rebuilt.replace(
                f'<script type="module" src="{href}"></script>', f'<script type="module">{body}</script>'
            )
            rebuilt = rebuilt.replace(f'<script src="{href}"></script>', f"<script>{body}</script>")
        assert rebuilt == before
    assert saved == sum(len(p) for p in pages.values()) - sum(
        len(p.read_text(encoding="utf-8")) for p in (tmp_path / "voici" / "render").rglob("*.html")
    ) - sum(len(f.read_text(encoding="utf-8")) for f in files)


def test_a_service_worker_tools_build_site_does_not_know_stops_the_build_and_stays_as_it_was(tmp_path):
    sw = tmp_path / "service-worker.js"
    sw.write_text("self.addEventListener('fetch', (e) => e.respondWith(fetch(e.request)));", encoding="utf-8")
    with pytest.raises(SystemExit, match="_SW_ANSWERS"):
        build_site.service_worker_leaves_files(tmp_path)
    assert sw.read_text(encoding="utf-8").startswith("self.addEventListener")


def test_only_fonts_with_a_woff2_beside_them_lose_their_older_formats(tmp_path):
    for name in ["fa-solid-900.woff2", "fa-solid-900.eot", "fa-solid-900.svg", "fa-solid-900.ttf"]:
        (tmp_path / name).write_bytes(b"x")
    (tmp_path / "fa-solid-900.woff").write_bytes(b"x")
    (tmp_path / "MathJax_Main-Regular.woff").write_bytes(b"x")  # no woff2: it is the one there is
    (tmp_path / "logo.svg").write_bytes(b"<svg/>")  # an image, not a font's copy
    gone = build_site.drop_old_font_formats(tmp_path)
    assert sorted(gone) == ["fa-solid-900.eot", "fa-solid-900.svg", "fa-solid-900.ttf", "fa-solid-900.woff"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "MathJax_Main-Regular.woff",
        "fa-solid-900.woff2",
        "logo.svg",
    ]


def test_a_saved_picture_keeps_its_html_and_loses_its_svg_copy():
    picture = {"text/html": "<div class='trio-picture'>...</div>", "image/svg+xml": "<svg/>", "text/plain": "p"}
    only_svg = {"image/svg+xml": "<svg/>", "text/plain": "q"}
    nb = {
        "cells": [
            {"cell_type": "code", "outputs": [{"output_type": "display_data", "data": dict(picture)}]},
            {"cell_type": "code", "outputs": [{"output_type": "display_data", "data": dict(only_svg)}]},
            {"cell_type": "markdown", "source": "text"},
        ]
    }
    build_site.one_picture_each(nb)
    assert nb["cells"][0]["outputs"][0]["data"] == {"text/html": picture["text/html"], "text/plain": "p"}
    assert nb["cells"][1]["outputs"][0]["data"] == only_svg


def _path_numbers(pdf: bytes) -> list[tuple[float, float]]:
    """The (x, y) in points of every m/l operator in the PDF's pages, read back with pypdf."""
    points = []
    for page in pypdf.PdfReader(io.BytesIO(pdf)).pages:
        raw = page.get_contents().get_data()
        points += [(float(x), float(y)) for x, y in re.findall(rb"(-?[\d.]+) (-?[\d.]+) [ml]\s", raw)]
    return points


@pytest.mark.parametrize("pt", [(12.3456, 40.1234), (100.01, 200.049), (7.7777, 290.9)])
def test_pdf_points_lie_on_a_tenth_of_a_point_and_where_the_page_put_them(pt):
    page = Page()
    x, y = pt
    page.poly([(x, y), (x + 10.123, y), (x, y - 7.891)], fill=(255, 255, 255), stroke=(0, 0, 0))
    page.line(x, y, x + 3.333, y - 3.333)
    k = 72 / 25.4
    drawn = _path_numbers(pdf_bytes("t", "en", [page]))
    wanted = [(x, y), (x + 10.123, y), (x, y - 7.891), (x, y), (x + 3.333, y - 3.333)]
    assert len(drawn) == len(wanted)
    for (px, py), (wx, wy) in zip(drawn, wanted):
        assert abs(px - wx * k) <= 0.051 and abs(py - (297 - wy) * k) <= 0.051  # within 0.018 mm
        assert round(px * 10) == pytest.approx(px * 10, abs=1e-6)  # on the grid: the numbers end alike


def _bytecode(root: Path, where: str, files: dict[str, bytes]) -> Path:
    """A folder as tools/site_bytecode.mjs writes it: <where>/<path>.pyc and modules.json."""
    root.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        target = root / where / (name + "c")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
    (root / "modules.json").write_text('{"cache_tag": "cpython-313", "site": [], "stdlib": []}')
    return root


def test_a_wheels_bytecode_takes_its_sources_place_or_stays_beside_a_kept_source(tmp_path):
    files = {"pkg/__init__.py": b"x = 1\n", "pkg/a.py": b"y = 2\n", "pkg/b.py": b"z = 3\n"}
    other = _wheel(tmp_path / "other-1.0-py3-none-any.whl", {**files, "other-1.0.dist-info/METADATA": b"Name: other\n"})
    ours = _wheel(
        tmp_path / "trio_widgets-0.1.0-py3-none-any.whl", {**files, "trio_widgets-0.1.0.dist-info/METADATA": b"x"}
    )
    bc = _bytecode(tmp_path / "bc", "site", {"pkg/__init__.py": b"PYC0", "pkg/a.py": b"PYC1"})
    out = tmp_path / "out"
    with zipfile.ZipFile(build_site.with_bytecode(other, bc, out)) as z:
        assert sorted(n for n in z.namelist() if n.startswith("pkg/")) == ["pkg/__init__.pyc", "pkg/a.pyc", "pkg/b.py"]
        assert z.read("pkg/a.pyc") == b"PYC1" and z.read("pkg/b.py") == b"z = 3\n"
        _record_matches(z)
    with zipfile.ZipFile(build_site.with_bytecode(ours, bc, out)) as z:
        names = {n for n in z.namelist() if n.startswith("pkg/")}
        assert names == {"pkg/__init__.py", "pkg/a.py", "pkg/b.py"} | {
            "pkg/__pycache__/__init__.cpython-313.pyc",
            "pkg/__pycache__/a.cpython-313.pyc",
        }
        assert z.read("pkg/__pycache__/a.cpython-313.pyc") == b"PYC1"
        _record_matches(z)
    lone = _wheel(tmp_path / "lone-1.0-py3-none-any.whl", {"lone.py": b"", "lone-1.0.dist-info/METADATA": b"x"})
    assert build_site.with_bytecode(lone, bc, out) == lone  # nothing of it compiled: the same wheel


def _record_matches(z: zipfile.ZipFile) -> None:
    record = next(n for n in z.namelist() if n.endswith("RECORD"))
    for line in z.read(record).decode().splitlines():
        name, digest, size = line.rsplit(",", 2)
        if digest:
            data = z.read(name)
            assert int(size) == len(data)
            assert digest == "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def test_the_standard_library_takes_the_bytecode_and_leaves_out_what_a_browser_cannot_use(tmp_path):
    stdlib = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as z:
        for name in ["json/__init__.py", "json/decoder.py", "smtplib.py", "multiprocessing/pool.py", "glob.py"]:
            z.writestr(name, f"# {name}\n")
    bc = _bytecode(tmp_path / "bc", "stdlib", {"json/__init__.py": b"PYC-json", "glob.py": b"PYC-glob"})
    assert build_site.stdlib_with_bytecode(stdlib, bc) == (2, 2)
    with zipfile.ZipFile(stdlib) as z:
        assert sorted(z.namelist()) == ["glob.pyc", "json/__init__.pyc", "json/decoder.py"]
        assert z.read("json/__init__.pyc") == b"PYC-json"


def test_a_standard_module_the_kernel_imports_is_never_left_out(tmp_path):
    stdlib = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as z:
        z.writestr("smtplib.py", "")
    before = stdlib.read_bytes()
    bc = _bytecode(tmp_path / "bc", "stdlib", {})
    (bc / "modules.json").write_text('{"cache_tag": "cpython-313", "site": [], "stdlib": ["smtplib.py"]}')
    with pytest.raises(SystemExit, match="smtplib.py"):
        build_site.stdlib_with_bytecode(stdlib, bc)
    assert stdlib.read_bytes() == before


def test_the_bytecode_kept_saves_the_most_compiling_per_byte_within_the_budget(tmp_path, monkeypatch):
    """Of two modules' bytecode, the budget keeps the one that adds fewer bytes for its code."""
    import os
    import zlib

    random_bytes = os.urandom(40_000)  # incompressible: adds its whole size over a tiny source
    wheel = _wheel(tmp_path / "w-1.0-py3-none-any.whl", {"big.py": b"a = 1\n", "small.py": b"s = 1\n" * 2000})
    stdlib = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib, "w") as z:
        z.writestr("glob.py", "g = 1\n")
    bc = _bytecode(
        tmp_path / "bc",
        "site",
        {"big.py": random_bytes, "small.py": b"code " * 4000},  # the same code size, 'small' compresses
    )
    _bytecode(bc, "stdlib", {"glob.py": b"G" * 100})
    small = len(zlib.compress(b"code " * 4000, 9)) - len(zlib.compress(b"s = 1\n" * 2000, 9))
    monkeypatch.setattr(build_site, "BYTECODE_BUDGET_MB", 10_000 / 1e6)
    added = build_site.choose_bytecode(bc, [wheel], stdlib)
    kept = sorted(str(p.relative_to(bc)) for p in bc.rglob("*.pyc"))
    assert kept == ["site/small.pyc", "stdlib/glob.pyc"]
    assert 0 < added <= 10_000 and added >= max(1, small)


def test_the_dashboards_lose_their_math_fonts_only_where_no_childs_page_has_tex(tmp_path):
    build = tmp_path / "voici" / "build"
    build.mkdir(parents=True)
    for name in ["1cb1.woff", "8ea8.woff2"]:
        (build / name).write_bytes(b"x")
    kids = tmp_path / "files" / "pl" / "kids"
    kids.mkdir(parents=True)
    page = {"cells": [{"cell_type": "markdown", "source": ["Ile jest żetonów? 56, a koszt 5 zł."]}]}
    (kids / "02.ipynb").write_text(json.dumps(page), encoding="utf-8")
    tex = {"cells": [{"cell_type": "markdown", "source": ["To jest $\\binom{8}{3}$."]}]}
    (kids / "03.ipynb").write_text(json.dumps(tex), encoding="utf-8")
    assert build_site.drop_math_fonts(tmp_path) == []
    assert (build / "1cb1.woff").exists()
    (kids / "03.ipynb").unlink()
    assert build_site.drop_math_fonts(tmp_path) == ["1cb1.woff"]
    assert sorted(p.name for p in build.iterdir()) == ["8ea8.woff2"]
