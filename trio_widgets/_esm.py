"""A tiny no-build bundler for the widgets' front end.

anywidget loads a widget's ``_esm`` as ONE module string (from a blob URL),
so ``import ... from "./geometry.mjs"`` cannot work inside it.  ``bundle``
joins the plain ES modules of ``trio_widgets/static/`` into one:

- ``import ... from "./x.mjs"`` statements are dropped (the modules they name
  must be listed earlier in the same call);
- every module but the last gets its own scope: its code runs inside a function
  that returns what it exports (``export function`` / ``export const`` /
  ``export class`` and ``export { a, b }`` lists), and only those names are
  seen by the modules after it.  Its other top-level names stay private, so
  two modules may each have a helper called ``el`` without a name prefix;
- the last module keeps its exports (its ``export default { render }``) and
  must not declare a name an earlier module exports;
- ``const TILE_STYLE = <tile_style.json>;`` goes first, so ``tile.mjs``
  draws with the same numbers as ``svg.py``.

>>> src = bundle("geometry.mjs", "tile.mjs")
>>> src.splitlines()[1].startswith("const TILE_STYLE = {")
True
>>> "export function cellAt" in src, "function cellAt" in src
(False, True)
>>> "const { SQRT3_2, START_CELL, pointXY," in src   # geometry.mjs in its own scope
True
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

__all__ = ["STATIC", "TEACH_MODULES", "bundle"]

STATIC = Path(__file__).with_name("static")

#: The modules the small widgets share (teaching widgets, drill, puzzle board), dependencies first.
TEACH_MODULES = (
    "geometry.mjs",
    "tile.mjs",
    "i18n.mjs",
    "teach_dom.mjs",
    "teach_turn.mjs",
    "teach_draw.mjs",
    "teach_turnable.mjs",
    "teach_feedback.mjs",
)

# `import {a, b} from "./x.mjs";`, `import * as g from './x.mjs'`, `import "./x.mjs";`, over several lines too
_RELATIVE_IMPORT = re.compile(
    r"""^[ \t]*import\b(?P<what>[^;"']*?)(?:\bfrom\b)?\s*(?P<q>["'])(?P<path>\.{1,2}/[^"']+)(?P=q)\s*(?:with\s*\{[^}]*\}\s*)?;?[ \t]*\n?""",
    re.MULTILINE,
)
_EXPORT_DECL = re.compile(
    r"^([ \t]*)export[ \t]+(?=(?:async[ \t]+)?function\b|const\b|let\b|var\b|class\b)", re.MULTILINE
)
_EXPORT_LIST = re.compile(r"^[ \t]*export[ \t]*\{[^}]*\}[ \t]*;?[ \t]*\n?", re.MULTILINE)
_EXPORT_DEFAULT = re.compile(r"^[ \t]*export[ \t]+default\b", re.MULTILINE)
_TOP_DECL = re.compile(
    r"^(?:export[ \t]+)?(?:async[ \t]+)?(?:function\*?|const|let|var|class)[ \t]+([A-Za-z_$][\w$]*)",
    re.MULTILINE,
)
_EXPORTED_DECL = re.compile(
    r"^export[ \t]+(?:async[ \t]+)?(?:function\*?|const|let|var|class)[ \t]+([A-Za-z_$][\w$]*)", re.MULTILINE
)
_EXPORT_LIST_NAMES = re.compile(r"^[ \t]*export[ \t]*\{([^}]*)\}", re.MULTILINE)


def _exported(src: str, name: str) -> list[str]:
    """The names a module exports (declarations and ``export { ... }`` lists, no renaming)."""
    names = _EXPORTED_DECL.findall(src)
    for m in _EXPORT_LIST_NAMES.finditer(src):
        for item in m.group(1).split(","):
            item = item.strip()
            if not item:
                continue
            if re.search(r"\bas\b", item):
                raise ValueError(f"bundle: {name} renames an export ({item!r}); export the original name")
            names.append(item)
    return list(dict.fromkeys(names))


def _read(module: str | os.PathLike[str]) -> tuple[str, str]:
    if isinstance(module, os.PathLike):
        path = Path(module)
    elif "." in module:
        path = STATIC / module
    else:  # a bare name: name.mjs, else name.js
        path = STATIC / (module + ".mjs")
        if not path.is_file() and (STATIC / (module + ".js")).is_file():
            path = STATIC / (module + ".js")
    if not path.is_file():
        raise ValueError(f"bundle: no module {str(module)!r} in {STATIC}")
    return path.name, path.read_text(encoding="utf-8")


def bundle(*modules: str | os.PathLike[str], style: bool = True) -> str:
    """Join modules (dependencies first) into one ES module string.

    A module is a file name in ``trio_widgets/static/`` (``"tile.mjs"``, or
    just ``"tile"`` for ``tile.mjs`` or else ``tile.js``) or a path (``pathlib.Path``) to a module elsewhere.  ``style=False`` leaves out
    the ``TILE_STYLE`` constant.
    """
    if not modules:
        raise ValueError("bundle: name at least one module, e.g. bundle('geometry.mjs', 'tile.mjs', 'board.mjs')")
    loaded = [_read(m) for m in modules]
    names = [name for name, _ in loaded]
    seen: dict[str, str] = {}
    declared: dict[str, str] = {}
    if style:
        declared["TILE_STYLE"] = "tile_style.json"
    parts = [f"// trio_widgets bundle: {', '.join(names)} (made by trio_widgets/_esm.py; edit the modules, not this)"]
    if style:
        data = json.loads((STATIC / "tile_style.json").read_text(encoding="utf-8"))
        parts.append("const TILE_STYLE = " + json.dumps(data, ensure_ascii=False, separators=(",", ":")) + ";")
    for i, (name, src) in enumerate(loaded):
        if name in seen:
            raise ValueError(f"bundle: {name!r} is listed twice")
        last = i == len(loaded) - 1

        def drop_import(m: re.Match[str], name: str = name) -> str:
            target = Path(m.group("path")).name
            if target.endswith(".json"):
                return ""
            if target not in seen:
                raise ValueError(f"bundle: {name} imports ./{target}; list {target!r} before {name!r}")
            if re.search(r"\bas\b", m.group("what")) and "*" not in m.group("what"):
                raise ValueError(f"bundle: {name} renames an import from ./{target} ('as'); use the original names")
            if "*" in m.group("what"):
                raise ValueError(f"bundle: {name} imports * from ./{target}; import the names it uses")
            return ""

        src = _RELATIVE_IMPORT.sub(drop_import, src)
        # the names this module puts in the bundle's scope: all its top-level names if it is
        # the last one, else only what it exports (the rest stays inside its own scope)
        public = [m.group(1) for m in _TOP_DECL.finditer(src)] if last else _exported(src, name)
        for ident in public:
            if ident in declared:
                raise ValueError(f"bundle: {ident!r} is declared in both {declared[ident]} and {name}")
            declared[ident] = name
        seen[name] = src
        if last:
            parts.append(f"// ---- {name}\n{src.rstrip()}")
            continue
        if _EXPORT_DEFAULT.search(src):
            raise ValueError(f"bundle: {name} has 'export default'; only the last module may")
        src = _EXPORT_DECL.sub(r"\1", src)
        src = _EXPORT_LIST.sub("", src)
        listed = ", ".join(public)
        parts.append(
            f"// ---- {name}\nconst {{ {listed} }} = (() => {{\n{src.rstrip()}\nreturn {{ {listed} }};\n}})();"
        )
    return "\n".join(parts) + "\n"
