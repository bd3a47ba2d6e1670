"""Reading JSON that came from outside: every problem is a ValueError."""

from __future__ import annotations

import json
from typing import Any

__all__ = ["parse_json"]


def parse_json(text: str) -> Any:
    """``json.loads`` that raises only ValueError: also for nesting deeper than Python's
    recursion allows, and for numbers too long to read."""
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})") from None
    except ValueError:  # e.g. an integer of more than 4300 digits
        raise ValueError("a number in it is too long") from None
