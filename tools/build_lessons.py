"""Build the lesson notebooks in notebooks/ from the texts in tools/lessons/.

Usage (from the repository root, with the project venv)::

    .venv/bin/python tools/build_lessons.py            # write and execute every lesson
    .venv/bin/python tools/build_lessons.py 03 04      # only lessons whose name starts so
    .venv/bin/python tools/build_lessons.py --no-execute

Each lesson is a list of cells written with :func:`md`, :func:`code` and
:func:`check`.  A ``check`` cell carries ``# NBVAL_CHECK_OUTPUT`` and the exact
text the lesson's prose promises; after executing the notebook the builder
compares the cell's real output with that text and stops if they differ, so
the stored output (which ``pytest --nbval-lax`` then guards) is always what
the lesson says.

The committed ``.ipynb`` files are the product; this script only keeps them
consistent.  Outputs are stored (the lessons read well on GitHub and nbviewer,
SVG pictures included) without widget state or timings, and with cell ids
that do not change from one build to the next.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
CHECK_MARK = "# NBVAL_CHECK_OUTPUT"
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


@dataclass
class Cell:
    kind: str  # "markdown" | "code"
    source: str
    expect: str | None = None  # exact output text of a checked cell
    hidden: bool = False  # fold the program away (helpers a child need not read)


def md(text: str) -> Cell:
    return Cell("markdown", textwrap.dedent(text).strip("\n"))


def code(src: str) -> Cell:
    return Cell("code", textwrap.dedent(src).strip("\n"))


def helper(src: str) -> Cell:
    """A code cell whose program starts folded away in JupyterLab (it still runs as usual)."""
    return Cell("code", textwrap.dedent(src).strip("\n"), hidden=True)


def check(src: str, expect: str) -> Cell:
    """A code cell whose printed output nbval compares: it must print exactly ``expect``."""
    body = textwrap.dedent(src).strip("\n")
    return Cell("code", CHECK_MARK + "\n" + body, textwrap.dedent(expect).strip("\n") + "\n")


def notebook(stem: str, cells: list[Cell]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    for i, c in enumerate(cells):
        cid = f"{stem[:2]}-{i:02d}"
        if c.kind == "markdown":
            cell = nbformat.v4.new_markdown_cell(c.source, id=cid)
        else:
            cell = nbformat.v4.new_code_cell(c.source, id=cid)
            if c.hidden:
                cell.metadata["jupyter"] = {"source_hidden": True}
        nb.cells.append(cell)
    return nb


def _text_of(outputs: list) -> str:
    parts = []
    for o in outputs:
        if o.get("output_type") == "stream":
            parts.append(o.get("text", ""))
        elif o.get("output_type") in ("execute_result", "display_data"):
            parts.append(o.get("data", {}).get("text/plain", "") + "\n")
        elif o.get("output_type") == "error":
            parts.append("ERROR " + o.get("ename", "") + ": " + o.get("evalue", "") + "\n")
    return "".join(parts)


def _svg_title(svg: str) -> str:
    import html
    import re

    m = re.search(r'aria-label="([^"]*)"', svg) or re.search(r"<title>([^<]*)</title>", svg)
    text = html.unescape(m.group(1)) if m else "a picture"
    return f"[picture: {text}]"


def _svg_img(svg: str) -> str:
    import base64
    import html

    alt = _svg_title(svg)[len("[picture: ") : -1]
    b64 = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    return f'<img src="data:image/svg+xml;base64,{b64}" alt="{html.escape(alt)}"/>'


def execute(nb: nbformat.NotebookNode, cells: list[Cell], name: str) -> None:
    from nbclient import NotebookClient

    client = NotebookClient(
        nb,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(NOTEBOOKS)}},
        record_timing=False,
        store_widget_state=False,
        allow_errors=False,
    )
    client.execute()
    problems = []
    for i, (cell, spec) in enumerate(zip(nb.cells, cells)):
        if cell.cell_type != "code":
            continue
        # The live widget view needs a kernel; keep the static picture and the text.
        for o in cell.outputs:
            data = o.get("data")
            if data and WIDGET_MIME in data:
                del data[WIDGET_MIME]
            if data and "image/svg+xml" in data and str(data.get("text/plain", "")).lstrip("'\"").startswith("<svg"):
                # A picture's text form is its own markup, twice the size and no use to
                # anyone: keep its title (what a screen reader says) instead.
                data["text/plain"] = _svg_title(data["image/svg+xml"])
            if data and "image/svg+xml" in data and "text/html" not in data:
                # JupyterLab does not draw a saved SVG until the notebook is trusted (a
                # fresh Binder never is) and shows the text instead; an <img> of the same
                # picture is safe, so it shows on opening. The live output replaces it.
                data["text/html"] = _svg_img(data["image/svg+xml"])
        cell.outputs = [o for o in cell.outputs if not (o.get("data") is not None and not o["data"])]
        if spec.expect is not None:
            got = _text_of(cell.outputs)
            if got != spec.expect:
                problems.append(f"{name} cell {i}: the lesson says\n{spec.expect}but the engine prints\n{got}")
    nb.metadata.pop("widgets", None)
    if problems:
        raise SystemExit("\n".join(problems))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("only", nargs="*", help="build only lessons whose file name starts with one of these")
    ap.add_argument("--no-execute", action="store_true", help="write the notebooks without running them")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    lessons = importlib.import_module("lessons").LESSONS
    for stem, cells in lessons.items():
        if args.only and not any(stem.startswith(o) for o in args.only):
            continue
        nb = notebook(stem, cells)
        t0 = time.perf_counter()
        if not args.no_execute:
            execute(nb, cells, stem)
        path = NOTEBOOKS / f"{stem}.ipynb"
        nbformat.validate(nb)
        nbformat.write(nb, str(path))
        size = path.stat().st_size
        print(
            f"{path.relative_to(ROOT)}: {len(nb.cells)} cells, {size / 1024:.0f} KiB, {time.perf_counter() - t0:.1f} s"
        )


if __name__ == "__main__":
    main()
