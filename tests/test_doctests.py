"""The examples in the engine's docstrings run and give what they say."""

import doctest
import importlib

import pytest

MODULES = ["tiles", "geometry", "rules", "scoring", "board", "game", "errors", "safety"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    mod = importlib.import_module(f"trio_widgets.{name}")
    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    if name not in ("errors",):
        assert result.attempted > 0
