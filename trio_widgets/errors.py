"""The engine's errors: every one is a ValueError that says what was wrong."""

from __future__ import annotations

__all__ = ["IllegalMove"]


class IllegalMove(ValueError):
    """A move, draw or pass the rules do not allow now.  The game is unchanged."""
