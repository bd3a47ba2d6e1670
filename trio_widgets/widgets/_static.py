"""Where each widget's front end is: one ES module and one stylesheet, as ``pathlib.Path``.

The sources are plain ES modules in ``static/<widget>/`` and ``static/shared/``.  esbuild
bundles each widget's entry module (and whatever it imports) into ``static/<name>.js`` and its
stylesheet into ``static/<name>.css`` (``make js``; the list is ``tools/build_js.mjs``).  The
bundles are committed and shipped in the wheel, so installing the package builds nothing.

A widget sets ``_esm = esm("game")`` and ``_css = css("game")``.  anywidget reads a path
itself, and with ``ANYWIDGET_HMR=1`` (a checkout, not site-packages) it watches the file and
redraws the open widgets when ``make js`` rewrites it.

>>> esm("game").name, css("teach").name
('game.js', 'teach.css')
>>> esm("game").read_text(encoding="utf-8").startswith("// Built by esbuild")
True
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["CSS", "ESM", "STATIC", "css", "esm"]

STATIC = Path(__file__).resolve().with_name("static")

#: The ES modules (``static/<name>.js``), one per widget.
ESM = (
    "game",
    "score_keeper",
    "teach_explorer",
    "teach_orientation",
    "teach_match",
    "teach_scoring",
    "drill",
    "puzzle",
)
#: The stylesheets (``static/<name>.css``); the four teaching widgets share ``teach``.
CSS = ("game", "score_keeper", "teach", "drill", "puzzle")


def _bundle(name: str, suffix: str, names: tuple[str, ...]) -> Path:
    if name not in names:
        raise ValueError(f"no front end called {name!r}: the {suffix} bundles are {', '.join(names)}")
    path = STATIC / f"{name}{suffix}"
    if not path.is_file():
        raise ValueError(f"{path} is missing: build the front ends with `make js`")
    return path


def esm(name: str) -> Path:
    """The ES module of the widget ``name`` (``static/<name>.js``)."""
    return _bundle(name, ".js", ESM)


def css(name: str) -> Path:
    """The stylesheet ``name`` (``static/<name>.css``)."""
    return _bundle(name, ".css", CSS)
