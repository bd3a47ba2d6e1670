"""The examples in the engine's docstrings run and give what they say (each module of the
engine's layer, by its file: doctest looks at a module's own functions only)."""

import doctest
import importlib

import pytest

MODULES = ["_tiles", "_geometry", "_rules", "_scoring", "_board", "_game", "_errors", "_names"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    mod = importlib.import_module(f"trio_widgets.engine.{name}")
    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    if name not in ("_errors",):
        assert result.attempted > 0
