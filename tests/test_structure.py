"""The package's shape, where the import contracts cannot say it.

Which layer may import which is held by import-linter (``lint-imports`` in ``make lint``,
the contracts in pyproject.toml's ``[tool.importlinter]``).  What is left here: no import
cycle between modules, and no module uses another module's private names.

Every module of ``trio_widgets`` is parsed (nothing is imported), so imports inside functions
count as much as those at the top.  The one cycle allowed is ``engine._tiles`` <-> ``pictures``: a tile
draws itself for Jupyter (``Tile._repr_svg_``) with a lazy import, as python-chess does.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import trio_widgets

PKG = Path(trio_widgets.__file__).resolve().parent
# A tile, a board and a game draw themselves (_repr_svg_) with an import inside the method: the
# one way up, as in the import-linter contracts.  Every other import makes no cycle.
LAZY_UP = {("engine._tiles", "pictures"), ("engine._board", "pictures"), ("engine._game", "pictures")}


def _dotted(path: Path) -> str:
    parts = ["trio_widgets", *path.relative_to(PKG).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


# Every module of the package, by its path below the package (``engine._board`` for
# ``engine/_board.py``, ``engine`` for the layer's package), the root as ``__init__``.
FULL: dict[str, str] = {}  # dotted name -> short name
MODULES: dict[str, Path] = {}
DOTTED: dict[str, str] = {}  # short name -> real dotted name
for _path in sorted(PKG.rglob("*.py")):
    _full = _dotted(_path)
    _rel = _full.removeprefix("trio_widgets").lstrip(".")
    _name = "__init__" if not _rel else _rel
    FULL[_full] = _name
    MODULES[_name] = _path
    DOTTED[_name] = _full

# Underscore names that are a protocol of someone else, not a module's private parts.
PROTOCOL = {
    "_replace",  # NamedTuple
    "_asdict",
    "_fields",
    "_make",
    "_esm",  # anywidget
    "_css",
    "_repr_svg_",  # Jupyter
    "_repr_html_",
    "_repr_mimebundle_",
    "_ipython_display_",
}


def _tree(name: str) -> ast.Module:
    return ast.parse(MODULES[name].read_text(encoding="utf-8"), filename=str(MODULES[name]))


def _base(name: str, node: ast.ImportFrom) -> str:
    """The dotted module a ``from ... import`` statement of module ``name`` starts from."""
    if node.level == 0:
        return node.module or ""
    here = DOTTED.get(name, f"trio_widgets.{name}")
    package = here if MODULES.get(name, Path()).name == "__init__.py" else here.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    return f"{package}.{node.module}" if node.module else package


def _target(node: ast.ImportFrom | ast.Import, alias: ast.alias | None = None, name: str = "") -> list[str]:
    """The package modules an import statement of module ``name`` reaches."""
    out = []
    if isinstance(node, ast.Import):
        for a in node.names:
            if a.name.split(".")[0] == "trio_widgets" and a.name in FULL:
                out.append(FULL[a.name])
        return out
    base = _base(name, node)
    if base.split(".")[0] != "trio_widgets":
        return out
    for a in node.names:
        sub = f"{base}.{a.name}"
        if sub in FULL:  # from . import module
            out.append(FULL[sub])
        elif base in FULL and FULL[base] not in out:
            out.append(FULL[base])
    return out


def import_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for name in MODULES:
        for node in ast.walk(_tree(name)):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                for target in _target(node, name=name):
                    if target in MODULES and target != name:
                        graph[name].add(target)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[set[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(comp)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_graph_is_read_from_the_source():
    graph = import_graph()
    # a top-level import, an import inside a function, and a "from . import module"
    assert "engine._scoring" in graph["engine._board"]
    assert "pictures" in graph["engine._tiles"]  # Tile._repr_svg_: a lazy import
    assert "teaching" in graph["widgets._teach"]


def test_no_import_cycle_except_the_lazy_picture_of_a_tile():
    graph = import_graph()
    # the package root imports its parts; no part imports the root
    assert not [m for m in graph if "__init__" in graph[m]], "a module imports the package root"
    acyclic = {k: {t for t in v if (k, t) not in LAZY_UP} for k, v in graph.items() if k != "__init__"}
    cycles = _cycles(acyclic)
    assert cycles == [], f"import cycles: {cycles}"
    # and the lazy ones are only that: inside a function of the engine's module
    for name, up in LAZY_UP:
        assert up in graph[name], (name, up)
        top = {
            t
            for node in _tree(name).body
            if isinstance(node, (ast.Import, ast.ImportFrom))
            for t in _target(node, name=name)
        }
        assert up not in top, name


# ----------------------------------------------------------------------- private names
def _defined_names(tree: ast.Module) -> set[str]:
    """Every underscore name a module defines: functions, classes, assignments, attributes it sets."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            out.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            out.add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
        elif isinstance(node, ast.arg):
            out.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                out.add(a.asname or a.name)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith("_"):
            out.add(node.value)  # setattr(self, "_x", ...), __slots__ = ("_x",)
    return {n for n in out if n.startswith("_")}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__")) and name not in PROTOCOL


def _imports(name: str, tree: ast.Module) -> tuple[dict[str, str], list[str]]:
    """The package modules module ``name`` imports under a name of its own (alias -> module), and
    its imports of another module's private names."""
    module_aliases: dict[str, str] = {}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = _base(name, node)
            for a in node.names:
                if f"{base}.{a.name}" in FULL:  # from . import module
                    module_aliases[a.asname or a.name] = FULL[f"{base}.{a.name}"]
                elif base in FULL and FULL[base] != name and _private(a.name):
                    found.append(f"{name}.py:{node.lineno}: from {FULL[base]} import {a.name}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name in FULL and a.name != "trio_widgets":
                    module_aliases[a.asname or a.name.split(".")[-1]] = FULL[a.name]
    return module_aliases, found


def private_uses(name: str) -> list[str]:
    tree = _tree(name)
    mine = _defined_names(tree)
    module_aliases, found = _imports(name, tree)
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute) or not _private(node.attr):
            continue
        owner = node.value
        if isinstance(owner, ast.Name) and owner.id in module_aliases:
            if module_aliases[owner.id] != name:
                found.append(f"{name}.py:{node.lineno}: {owner.id}.{node.attr} (module {module_aliases[owner.id]})")
            continue
        if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
            continue
        if isinstance(owner, ast.Call) and getattr(owner.func, "id", None) in ("super", "type"):
            continue
        if node.attr in mine:
            continue  # this module's own private name, on another object of its own kind
        found.append(f"{name}.py:{node.lineno}: {ast.unparse(node)}")
    return found


def test_the_private_name_check_finds_what_it_should():
    src = "from .engine._board import _helper\nfrom .teaching import _exercises as ex\nx = ex._check_seed(1) + game._hands\n"
    tree = ast.parse(src)
    MODULES_BACKUP = dict(MODULES)
    try:
        fake = PKG / "___probe___.py"
        MODULES["___probe___"] = fake
        global _tree
        real = _tree

        def probe(n: str) -> ast.Module:
            return tree if n == "___probe___" else real(n)

        _tree = probe  # type: ignore[assignment]
        uses = private_uses("___probe___")
    finally:
        _tree = real  # type: ignore[assignment]
        MODULES.clear()
        MODULES.update(MODULES_BACKUP)
    assert len(uses) == 3, uses


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_uses_another_modules_private_names(name):
    assert private_uses(name) == []
