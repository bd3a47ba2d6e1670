"""Tools some tests need: a missing one skips a local run but fails CI (CI=true),
so a green CI has really run every test."""

from __future__ import annotations

import os
import shutil

import pytest


def skip_or_fail(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"{reason} (CI=true: this test must run)", pytrace=False)
    pytest.skip(reason)


def node() -> str:
    """The path of Node.js, for the JavaScript checks."""
    path = shutil.which("node")
    if path is None:
        skip_or_fail("node is missing (apt-get install nodejs)")
    assert path is not None
    return path
