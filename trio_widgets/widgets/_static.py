"""Each widget's front end: one ES module and one stylesheet, built by esbuild.

The sources are plain ES modules in ``static/<widget>/`` and ``static/shared/``.  esbuild
bundles each widget's entry module (and whatever it imports) into ``static/<name>.js`` and its
stylesheet into ``static/<name>.css`` (``make js``; the list is ``tools/build_js.mjs``).  The
bundles are committed and shipped in the wheel, so installing the package builds nothing.

A widget sets ``_esm = esm("game")`` and ``_css = css("game")``: the bundle's text.  While
developing, with ``ANYWIDGET_HMR=1`` (anywidget's hot reload), they are the bundles'
``pathlib.Path``: anywidget then watches the files and redraws the open widgets when ``make js``
rewrites them.  Only then, because anywidget ties every widget made from a path to that file's
change signal, which keeps the widget alive after ``close()``.

>>> bundle("game", ".js").name, bundle("teach", ".css").name
('game.js', 'teach.css')
>>> esm("game").startswith("// Built by esbuild")
True
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["CSS", "ESM", "STATIC", "bundle", "css", "esm", "hot_reload"]

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
    "question",
)
#: The stylesheets (``static/<name>.css``); the four teaching widgets share ``teach``.
CSS = ("game", "score_keeper", "teach", "drill", "puzzle", "question")


def hot_reload() -> bool:
    """Whether anywidget's hot reload is on (``ANYWIDGET_HMR=1``, as anywidget reads it)."""
    return os.environ.get("ANYWIDGET_HMR") == "1"


def bundle(name: str, suffix: str) -> Path:
    """The committed bundle ``static/<name><suffix>`` (``.js`` or ``.css``)."""
    names = ESM if suffix == ".js" else CSS
    if name not in names:
        raise ValueError(f"no front end called {name!r}: the {suffix} bundles are {', '.join(names)}")
    path = STATIC / f"{name}{suffix}"
    if not path.is_file():
        raise ValueError(f"{path} is missing: build the front ends with `make js`")
    return path


def _front_end(name: str, suffix: str) -> Path | str:
    path = bundle(name, suffix)
    return path if hot_reload() else path.read_text(encoding="utf-8")


def esm(name: str) -> Path | str:
    """The ES module of the widget ``name`` (``static/<name>.js``): its text, or its path
    while hot reload is on."""
    return _front_end(name, ".js")


def css(name: str) -> Path | str:
    """The stylesheet ``name`` (``static/<name>.css``): its text, or its path while hot reload
    is on."""
    return _front_end(name, ".css")
