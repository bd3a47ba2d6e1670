"""Free building: a mosaic picture laid with the tiles of a set, without the rules of play.

A cell holds a tile face up (its numbers clockwise, any turn) or face down (``None``); each
tile of the set is used at most once, cells need not touch, numbers need not match.  The
game widget's "Make a picture" mode is glue around a :class:`Mosaic`; lesson 07 and
``svg.mosaic_svg`` draw one.

>>> m = Mosaic()
>>> m.place("0,0,u"); m.place("0,0,d", (1, 2, 3))
>>> len(m), m.cells[Cell(0, 0, False)]
(2, (1, 2, 3))
>>> m.problem("0,1,u", (2, 3, 1)).text()
'1-2-3 is already in the picture'
>>> Mosaic.from_json(m.to_json()) == m
True
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from ..files import parse_json, write_file
from ..words import Msg, shown
from ._geometry import Cell
from ._tiles import Tile, full_set

__all__ = ["MAX_MOSAIC_CHARS", "MOSAIC_FORMAT", "MOSAIC_RADIUS", "Mosaic", "MosaicRefused"]

#: The ``format`` field of a saved mosaic picture.
MOSAIC_FORMAT = "trio_widgets/mosaic"
#: How far from the middle (in cells, along x or y) a tile may be laid.
MOSAIC_RADIUS = 40

Corners = tuple[int, int, int]
_MAX_TEXT = 40
#: A saved mosaic longer than this (characters) is refused before it is read; a full
#: picture of every cell within the radius is about 300,000.
MAX_MOSAIC_CHARS = 1_000_000


class MosaicRefused(ValueError):
    """A tile that cannot be laid or taken away there; ``msg`` says why.  Nothing changes."""

    def __init__(self, msg: Msg) -> None:
        self.msg = msg
        self.key = msg.key
        self.params = msg.kwargs
        super().__init__(msg.text("en"))


def _cell(v: object) -> Cell:
    if isinstance(v, Cell):
        return v
    if not isinstance(v, str) or not 0 < len(v) <= _MAX_TEXT:
        raise ValueError(f"cell must be a short string, not {shown(v, 60)}")
    return Cell.parse(v)


def _corners(v: object) -> Corners:
    if isinstance(v, tuple):
        v = list(v)
    if not isinstance(v, list) or len(v) != 3 or not all(isinstance(n, int) and not isinstance(n, bool) for n in v):
        raise ValueError(f"corners must be a list of three whole numbers, not {shown(v, 60)}")
    a, b, c = v
    return (a, b, c)


def _read_mosaic_text(text: object) -> Mapping[str, Any]:
    """A saved mosaic's JSON object, its size, encoding, format and version checked."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * MAX_MOSAIC_CHARS:
            raise ValueError(f"a saved mosaic has at most {MAX_MOSAIC_CHARS} characters, this one {len(text)}")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise ValueError("a saved mosaic is UTF-8 text") from None
    if not isinstance(text, str):
        raise ValueError("a saved mosaic is JSON text")
    if len(text) > MAX_MOSAIC_CHARS:
        raise ValueError(f"a saved mosaic has at most {MAX_MOSAIC_CHARS} characters, this one {len(text)}")
    try:
        data = parse_json(text)
    except ValueError:
        raise ValueError("a saved mosaic is JSON text") from None
    if not isinstance(data, Mapping) or data.get("format") != MOSAIC_FORMAT or data.get("version") != 1:
        raise ValueError(f"this is not a saved mosaic (format {MOSAIC_FORMAT!r}, version 1)")
    return data


def _saved_cell(item: object, radius: int, max_value: int) -> tuple[Cell, Corners | None]:
    """One ``["x,y,u", null or [a, b, c]]`` entry of a saved mosaic, checked on its own."""
    if not isinstance(item, list) or len(item) != 2:
        raise ValueError('an entry is ["x,y,u", null or [a, b, c]]')
    cell = _cell(item[0])
    corners = None if item[1] is None else _corners(item[1])
    if max(abs(cell.x), abs(cell.y)) > radius:
        raise ValueError(f"{cell.label()} is too far from the middle")
    if corners is not None and (max(corners) > max_value or min(corners) < 0 or not Tile(*corners).in_set(max_value)):
        raise ValueError(f"{corners} is not a tile of the set")
    return cell, corners


class Mosaic:
    """A mosaic picture: cell -> the tile's numbers clockwise, or None for a tile face down."""

    def __init__(self, max_value: int = 5, radius: int = MOSAIC_RADIUS) -> None:
        self.max_value = max_value
        self.radius = radius
        self._cells: dict[Cell, Corners | None] = {}

    # -- reading ---------------------------------------------------------------
    @property
    def cells(self) -> dict[Cell, Corners | None]:
        """Every laid cell (a copy), in the order the tiles were laid."""
        return dict(self._cells)

    @property
    def size(self) -> int:
        """How many tiles the set has: the most a mosaic can hold."""
        return len(full_set(self.max_value))

    def __len__(self) -> int:
        return len(self._cells)

    def __contains__(self, cell: object) -> bool:
        return cell in self._cells

    def __iter__(self) -> Iterator[Cell]:
        return iter(self._cells)

    def items(self) -> list[tuple[Cell, Corners | None]]:
        return list(self._cells.items())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Mosaic):
            return NotImplemented
        return self.max_value == other.max_value and self._cells == other._cells

    def __repr__(self) -> str:
        return f"<Mosaic of {len(self)} tiles>"

    def used(self) -> set[Tile]:
        """The tiles laid face up."""
        return {Tile(*v) for v in self._cells.values() if v is not None}

    # -- the rules of free building -------------------------------------------------
    def problem(self, cell: Cell | str, corners: Sequence[int] | None = None) -> Msg | None:
        """Why a tile cannot be laid there (a message of the catalogue), or None."""
        cell = _cell(cell)
        if max(abs(cell.x), abs(cell.y)) > self.radius:
            return Msg("mosaic.far")
        if cell in self._cells:
            return Msg("mosaic.taken")
        if len(self._cells) >= self.size:
            return Msg("mosaic.full", n=self.size)
        if corners is not None:
            c = _corners(corners)
            if max(c) > self.max_value or min(c) < 0:
                return Msg("error.not_a_tile")
            tile = Tile(*c)
            if not tile.in_set(self.max_value):
                return Msg("error.mirror", tile=str(tile))
            if tile in self.used():
                return Msg("mosaic.used", tile=str(tile))
        return None

    def place(self, cell: Cell | str, corners: Sequence[int] | None = None) -> None:
        """Lay a tile: face down (``corners=None``) or showing these numbers clockwise.
        MosaicRefused (nothing changes) if it cannot go there."""
        why = self.problem(cell, corners)
        if why is not None:
            raise MosaicRefused(why)
        self._cells[_cell(cell)] = None if corners is None else _corners(corners)

    def remove(self, cell: Cell | str) -> None:
        """Take the tile off a cell; MosaicRefused if there is none."""
        c = _cell(cell)
        if c not in self._cells:
            raise MosaicRefused(Msg("mosaic.empty"))
        del self._cells[c]

    def clear(self) -> None:
        """Take every tile off."""
        self._cells.clear()

    # -- files -------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        cells = sorted(self._cells.items(), key=lambda kv: (-kv[0].y, kv[0].x, not kv[0].up))
        return {
            "format": MOSAIC_FORMAT,
            "version": 1,
            "cells": [[c.label(), list(v) if v is not None else None] for c, v in cells],
        }

    def to_json(self, indent: int | None = None, *, path: str | os.PathLike[str] | None = None) -> str:
        """The picture as JSON (cells in a fixed order), to save and load again; also written to
        the file ``path`` when given (:func:`~trio_widgets.files.write_file`)."""
        text = json.dumps(self.to_data(), indent=indent)
        if path is not None:
            write_file(path, text)
        return text

    @classmethod
    def from_json(cls, text: str | bytes, max_value: int = 5, radius: int = MOSAIC_RADIUS) -> Mosaic:
        """A picture saved by :meth:`to_json`; ValueError saying what is wrong otherwise (a text
        longer than :data:`MAX_MOSAIC_CHARS` is refused before it is read)."""
        data = _read_mosaic_text(text)
        cells = data.get("cells")
        if not isinstance(cells, list):
            raise ValueError("a saved mosaic has a list of cells")
        m = cls(max_value, radius)
        if len(cells) > m.size:
            raise ValueError(f"a mosaic has at most {m.size} tiles, this one {len(cells)}")
        used: set[Tile] = set()
        for i, item in enumerate(cells):
            try:
                cell, corners = _saved_cell(item, radius, max_value)
            except ValueError as e:
                raise ValueError(f"cell {i + 1}: {e}") from None
            if cell in m._cells:
                raise ValueError(f"cell {i + 1}: {cell.label()} is there twice")
            if corners is not None:
                tile = Tile(*corners)
                if tile in used:
                    raise ValueError(f"cell {i + 1}: {tile} is there twice")
                used.add(tile)
            m._cells[cell] = corners
        return m
