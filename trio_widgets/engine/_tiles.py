"""Tiles: triangles with a number at each corner, read clockwise (docs/rules.md section 1).

>>> Tile(1, 2, 0)
Tile(0, 1, 2)
>>> Tile(0, 1, 2) == Tile(2, 0, 1), Tile(0, 1, 2) == Tile(0, 2, 1)
(True, False)
>>> Tile.parse("3-4-5").value
12
>>> len(full_set())
56
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Mapping
from functools import cache
from itertools import islice
from math import comb

from ..files import check_path
from ..words import shown

__all__ = ["MAX_NUMBER", "TILE_OF", "Tile", "full_set", "highest_first", "set_counts"]

#: The largest number a tile may show in any set this package knows (sets 0-1 to 0-9).
MAX_NUMBER = 9


def _check_number(v: object, where: str = "") -> int:
    if isinstance(v, bool) or not isinstance(v, numbers.Integral):
        raise ValueError(f"a tile's corners are whole numbers 0-{MAX_NUMBER}, not {shown(v)}{where}")
    n = int(v)
    if n < 0 or n > MAX_NUMBER:
        raise ValueError(f"a tile's corners are whole numbers 0-{MAX_NUMBER}, not {shown(n)}{where}")
    return n


def _canonical(a: int, b: int, c: int) -> tuple[int, int, int]:
    return min((a, b, c), (b, c, a), (c, a, b))


class Tile(tuple[int, ...]):
    """A triangular tile; its numbers clockwise, starting from the smallest rotation.

    Turning a tile gives the same tile; a mirror image is a different one.
    """

    __slots__ = ()

    def __new__(cls, a: int, b: int, c: int) -> Tile:
        key = (a, b, c)
        cached = _INTERN.get(key) if all(type(v) is int for v in key) else None
        if cached is not None:
            return cached
        nums = (_check_number(a), _check_number(b), _check_number(c))
        return tuple.__new__(cls, _canonical(*nums))

    def __getnewargs__(self) -> tuple[int, int, int]:  # pickling / copy
        return (self[0], self[1], self[2])

    def __repr__(self) -> str:
        a, b, c = self
        return f"Tile({a}, {b}, {c})"

    def __str__(self) -> str:
        said = _TEXT.get(self)
        if said is None:
            said = "-".join(map(str, self))
            if len(_TEXT) < _KEEP:
                _TEXT[self] = said
        return said

    # -- numbers ------------------------------------------------------------
    @property
    def value(self) -> int:
        """The sum of the three numbers."""
        return self[0] + self[1] + self[2]

    @property
    def kind(self) -> str:
        """``"triple"``, ``"double"`` or ``"different"``."""
        n = len(set(self))
        return "triple" if n == 1 else "double" if n == 2 else "different"

    @property
    def is_triple(self) -> bool:
        return self[0] == self[1] == self[2]

    @property
    def is_double(self) -> bool:
        return len(set(self)) == 2

    @property
    def is_different(self) -> bool:
        return len(set(self)) == 3

    @property
    def max_number(self) -> int:
        return max(self)

    def in_set(self, max_value: int = 5) -> bool:
        """True if a real set with numbers 0..max_value holds this tile (mirror images are not held)."""
        a, b, c = self
        return a <= b <= c and c <= max_value

    def mirror(self) -> Tile:
        """The tile read anticlockwise: what you would see if you could flip it.

        >>> Tile(0, 1, 2).mirror()
        Tile(0, 2, 1)
        >>> Tile(1, 1, 4).mirror()
        Tile(1, 1, 4)
        """
        a, b, c = self
        return Tile(a, c, b)

    def rotations(self) -> tuple[tuple[int, int, int], ...]:
        """The distinct clockwise readings of the tile (1 for a triple, else 3).

        >>> Tile(0, 1, 2).rotations()
        ((0, 1, 2), (1, 2, 0), (2, 0, 1))
        """
        a, b, c = self
        if a == b == c:
            return ((a, b, c),)
        return ((a, b, c), (b, c, a), (c, a, b))

    def sort_key(self) -> tuple[int, tuple[int, ...]]:
        """Key for "highest first" (docs/rules.md section 1): value, then numbers sorted descending."""
        key = _SORT_KEY.get(self)
        if key is None:
            key = (self.value, tuple(sorted(self, reverse=True)))
            if len(_SORT_KEY) < _KEEP:
                _SORT_KEY[self] = key
        return key

    # -- pictures -----------------------------------------------------------
    def _repr_svg_(self) -> str:
        from ..pictures import tile_svg

        return str(tile_svg(self))

    def to_svg(self, path: str | None = None, *, lang: str = "en", **kw: object) -> str:
        """The tile as an SVG picture (written to ``path`` when given); ``lang`` is the language
        of what a screen reader says of it (``tile_svg``'s other options go through ``kw``).

        >>> "Фишка 3-4-5" in Tile(3, 4, 5).to_svg(lang="ru")
        True
        """
        from ..pictures import tile_svg

        if path is not None:
            check_path(path)  # before drawing: refuse anything but a file name
        return tile_svg(self, lang=lang, **kw).to_svg(path)  # type: ignore[arg-type]

    # -- text ---------------------------------------------------------------
    @classmethod
    def parse(cls, text: str | Tile | Iterable[int], max_value: int | None = None) -> Tile:
        """Read ``"3-4-5"``, ``"345"``, ``"3,4,5"`` or ``"3 4 5"``.

        With ``max_value``, the tile must be one of that set (no larger number,
        not a mirror image).

        >>> Tile.parse("5-4-3")
        Tile(3, 5, 4)
        >>> Tile.parse("3-4")
        Traceback (most recent call last):
        ...
        ValueError: a tile is three numbers like '3-4-5', not '3-4'
        >>> Tile.parse("7-0-0", max_value=5)
        Traceback (most recent call last):
        ...
        ValueError: 0-0-7 is not a tile of the 0-5 set: 7 is too big
        """
        tile = cls._parse(text)
        if max_value is not None:
            m = _check_max_value(max_value)
            if max(tile) > m:
                raise ValueError(f"{tile} is not a tile of the 0-{m} set: {max(tile)} is too big")
            if not tile.in_set(m):
                raise ValueError(f"{tile} is not a tile of the set: it is the mirror image of {tile.mirror()}")
        return tile

    @classmethod
    def _parse(cls, text: str | Tile | Iterable[int]) -> Tile:
        if isinstance(text, Tile):
            return text
        if not isinstance(text, str):
            try:
                nums = list(islice(text, 4))
            except TypeError:
                raise ValueError(f"a tile is three numbers like '3-4-5', not {shown(text)}") from None
            if len(nums) != 3:
                raise ValueError(f"a tile is three numbers like '3-4-5', not {shown(text)}")
            return cls(*nums)
        if len(text) > 40:
            raise ValueError(f"a tile is three numbers like '3-4-5', not {shown(text)}")
        s = text.strip()
        for sep in ("-", ",", " ", "/"):
            if sep in s:
                parts = [p for p in s.split(sep) if p.strip() != ""] if sep == " " else s.split(sep)
                break
        else:
            parts = list(s)
        parts = [p.strip() for p in parts]
        # only the digits 0-9: str.isdigit() is also true of '²' and of other scripts' digits
        if len(parts) != 3 or not all(len(p) == 1 and p in _DIGITS for p in parts):
            if len(parts) == 3 and all(p.lstrip("-") and set(p.lstrip("-")) <= _DIGITS_SET for p in parts):
                bad = next(p for p in parts if not (len(p) == 1 and p in _DIGITS))
                raise ValueError(f"a tile's corners are whole numbers 0-{MAX_NUMBER}, not {bad} (in {shown(text)})")
            raise ValueError(f"a tile is three numbers like '3-4-5', not {shown(text)}")
        return cls(*(int(p) for p in parts))


_DIGITS = "0123456789"
_DIGITS_SET = frozenset(_DIGITS)


def _build_intern() -> dict[tuple[int, int, int], Tile]:
    table: dict[tuple[int, int, int], Tile] = {}
    rng = range(MAX_NUMBER + 1)
    for a in rng:
        for b in rng:
            for c in rng:
                canon = _canonical(a, b, c)
                t = table.get(canon)
                if t is None:
                    t = tuple.__new__(Tile, canon)
                    table[canon] = t
                table[(a, b, c)] = t
    return table


_INTERN: dict[tuple[int, int, int], Tile] = {}
#: A tile's text and sort key, kept once worked out (the engine asks for them on every move);
#: at most _KEEP of each, the tiles with numbers 0-9 and their mirror images.
_TEXT: dict[tuple[int, ...], str] = {}
_SORT_KEY: dict[tuple[int, ...], tuple[int, tuple[int, ...]]] = {}
_KEEP = 400
_INTERN.update(_build_intern())
#: Three numbers clockwise (a tuple of ints) -> the Tile, for every tile with numbers 0-9: a
#: fast lookup for code that handles many placements (the board, the computer players).
TILE_OF: Mapping[tuple[int, int, int], Tile] = _INTERN


def _check_max_value(max_value: object) -> int:
    if (
        isinstance(max_value, bool)
        or not isinstance(max_value, numbers.Integral)
        or not 1 <= int(max_value) <= MAX_NUMBER
    ):
        raise ValueError(f"max_value is a whole number from 1 to {MAX_NUMBER}, not {max_value!r}")
    return int(max_value)


@cache
def _full_set(max_value: int) -> tuple[Tile, ...]:
    n = max_value
    return tuple(Tile(a, b, c) for a in range(n + 1) for b in range(a, n + 1) for c in range(b, n + 1))


def full_set(max_value: int = 5) -> tuple[Tile, ...]:
    """Every tile of a set with numbers 0..max_value, in order (a <= b <= c).

    >>> len(full_set(5)), len(full_set(9))
    (56, 220)
    """
    return _full_set(_check_max_value(max_value))


def set_counts(max_value: int = 5) -> dict[str, int]:
    """How many tiles of each kind a set with numbers 0..n holds (docs/rules.md section 1).

    >>> set_counts(5)
    {'triples': 6, 'doubles': 30, 'different': 20, 'total': 56, 'with_mirrors': 76}
    """
    n = _check_max_value(max_value)
    triples, doubles, different = n + 1, (n + 1) * n, comb(n + 1, 3)
    total = comb(n + 3, 3)
    assert triples + doubles + different == total
    return {
        "triples": triples,
        "doubles": doubles,
        "different": different,
        "total": total,
        "with_mirrors": total + different,
    }


def highest_first(tiles: Iterable[Tile]) -> list[Tile]:
    """Tiles ordered highest first (docs/rules.md section 1)."""
    return sorted(tiles, key=Tile.sort_key, reverse=True)
