"""What keeps the static site's zip small (issue: at most 30 MB), checked without building it:
the wheels' left-out files (``tools/build_site.py``'s ``SLIM``), the icon fonts' older formats,
the saved pictures' second copy, and the PDFs' points on a 0.1 pt grid.

The built site itself is checked in ``tests/ui/test_site.py``: its wheels lack what SLIM
names, jedi still completes in the browser's kernel, and no page asks for a deleted font.
"""

from __future__ import annotations

import base64
import hashlib
import io
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


def test_slim_keeps_jedis_standard_library_stubs_and_the_folder_it_lists():
    drop, add = build_site.SLIM["jedi"]
    assert not any(d.startswith("jedi/third_party/typeshed/stdlib") for d in drop)
    # jedi lists typeshed/third_party when it infers a builtin: the folder must stay
    assert any(a.startswith("jedi/third_party/typeshed/third_party/") for a in add)
    assert all(a.startswith(tuple(drop)) for a in add)


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
