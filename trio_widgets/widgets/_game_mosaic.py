"""The game widget's mosaic: free building without rules, every change one tap can take back.

:class:`MosaicEditor` holds the picture (an engine :class:`~trio_widgets.engine.Mosaic`) and
the pictures before each change, so that "clear" or a slip of the finger never wipes a child's
work for good.  It refuses (a :class:`~._game_intents.GameRefused`, nothing changed) what the
mosaic does not allow; the widget shows the refusal and redraws.

>>> m = MosaicEditor(5)
>>> m.place(Cell(0, 0, True), (1, 2, 3)); m.place(Cell(0, 0, False), None); m.clear()
>>> len(m.mosaic), m.can_undo
(0, True)
>>> m.undo(5); m.cells()
[['0,0,u', [1, 2, 3]], ['0,0,d', None]]
"""

from __future__ import annotations

from ..engine import MOSAIC_RADIUS, Cell, Mosaic
from ._game_intents import GameRefused

__all__ = ["MOSAIC_UNDO", "MosaicEditor"]

MOSAIC_UNDO = 500  # mosaic changes that can be taken back, one at a time


class MosaicEditor:
    """A mosaic picture being built, and the pictures before its last :data:`MOSAIC_UNDO` changes."""

    def __init__(self, max_value: int) -> None:
        self.mosaic = Mosaic(max_value)
        self._before: list[str] = []  # the picture before each change, as JSON

    @property
    def can_undo(self) -> bool:
        return bool(self._before)

    def cells(self) -> list[list[object]]:
        """The picture as the page draws it: ``[[cell label, corners or None], ...]``."""
        return [[c.label(), list(v) if v is not None else None] for c, v in self.mosaic.items()]

    def _keep(self) -> None:
        """Remember the picture as it is before a change, so that one tap never wipes it for good."""
        self._before.append(self.mosaic.to_json())
        del self._before[:-MOSAIC_UNDO]

    def place(self, cell: Cell, corners: tuple[int, int, int] | None, max_value: int | None = None) -> None:
        """Lay a tile (face down when ``corners`` is None), the set's numbers up to ``max_value``."""
        if max_value is not None:
            self.mosaic.max_value = max_value
        why = self.mosaic.problem(cell, corners)
        if why is not None:
            raise GameRefused(why.key, **why.kwargs)
        self._keep()
        self.mosaic.place(cell, corners)

    def remove(self, cell: Cell) -> None:
        if cell not in self.mosaic:
            raise GameRefused("mosaic.empty")
        self._keep()
        self.mosaic.remove(cell)

    def clear(self) -> None:
        if len(self.mosaic):
            self._keep()
        self.mosaic.clear()

    def undo(self, max_value: int) -> None:
        """Put the picture back as it was before the last change."""
        if not self._before:
            raise GameRefused("mosaic.nothing_to_undo")
        self.mosaic = Mosaic.from_json(self._before.pop(), max_value, MOSAIC_RADIUS)

    def load(self, text: str | bytes, max_value: int) -> None:
        """Load a saved picture (ValueError, and nothing changes, if it is wrong); undo brings the old one back."""
        mosaic = Mosaic.from_json(text, max_value, MOSAIC_RADIUS)
        self._keep()
        self.mosaic = mosaic
