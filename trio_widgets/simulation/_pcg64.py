"""NumPy's default random generator in plain Python: the same numbers for the same seed.

``numpy.random.default_rng(seed)`` is a PCG64 bit generator seeded through a
``SeedSequence``.  This module does the same arithmetic with Python's integers, so a
simulation deals the same hands with NumPy and without it (in a browser kernel that has
no NumPy, for instance).  It offers only what the lessons use: :meth:`Generator.integers`
(``int64`` and ``uint8`` results, which NumPy draws differently), :meth:`Generator.random`
and :meth:`Generator.permutation`.

>>> rng = default_rng(1)
>>> rng.integers(0, 55, 5)
[26, 28, 41, 52, 1]
>>> round(default_rng(2024).random(), 6)
0.675831
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = ["Generator", "default_rng"]

_M32 = 0xFFFFFFFF
_M64 = 0xFFFFFFFFFFFFFFFF
_M128 = (1 << 128) - 1
#: PCG64's 128-bit multiplier (``PCG_DEFAULT_MULTIPLIER_128``)
_MULT = (2549297995355413924 << 64) + 4865540595714422341

# SeedSequence's hashing constants (numpy/random/bit_generator.pyx)
_INIT_A = 0x43B0D7E5
_MULT_A = 0x931E8875
_INIT_B = 0x8B51F9DD
_MULT_B = 0x58F38DED
_MIX_MULT_L = 0xCA01F9DD
_MIX_MULT_R = 0x4973F715
_XSHIFT = 16
_POOL_SIZE = 4


def _words(entropy: int) -> list[int]:
    """A non-negative int as 32-bit words, least significant first (``[0]`` for 0)."""
    if entropy < 0:
        raise ValueError(f"a seed is a whole number 0 or more, not {entropy}")
    out = []
    while True:
        out.append(entropy & _M32)
        entropy >>= 32
        if not entropy:
            return out


def _seed_state(seed: int, n_words: int) -> list[int]:
    """``SeedSequence(seed).generate_state(n_words, uint32)``."""
    entropy = _words(seed)
    hash_const = _INIT_A

    def hashmix(value: int) -> int:
        nonlocal hash_const
        value ^= hash_const
        hash_const = (hash_const * _MULT_A) & _M32
        value = (value * hash_const) & _M32
        return value ^ (value >> _XSHIFT)

    def mix(x: int, y: int) -> int:
        result = (_MIX_MULT_L * x - _MIX_MULT_R * y) & _M32
        return result ^ (result >> _XSHIFT)

    pool = [hashmix(entropy[i] if i < len(entropy) else 0) for i in range(_POOL_SIZE)]
    for src in range(_POOL_SIZE):
        for dst in range(_POOL_SIZE):
            if src != dst:
                pool[dst] = mix(pool[dst], hashmix(pool[src]))
    for src in range(_POOL_SIZE, len(entropy)):
        for dst in range(_POOL_SIZE):
            pool[dst] = mix(pool[dst], hashmix(entropy[src]))
    out = []
    h = _INIT_B
    for i in range(n_words):
        v = pool[i % _POOL_SIZE] ^ h
        h = (h * _MULT_B) & _M32
        v = (v * h) & _M32
        out.append(v ^ (v >> _XSHIFT))
    return out


class Generator:
    """What ``numpy.random.default_rng(seed)`` gives, for the calls the simulations make."""

    def __init__(self, seed: int) -> None:
        w = _seed_state(seed, 8)  # four uint64 words, each two uint32 (low first)
        s = [w[2 * i] | (w[2 * i + 1] << 32) for i in range(4)]
        initstate = (s[0] << 64) | s[1]
        self._inc = (((s[2] << 64) | s[3]) << 1 | 1) & _M128
        self._state = 0
        self._step()
        self._state = (self._state + initstate) & _M128
        self._step()
        self._half: int | None = None  # the upper half of a 64-bit output not used yet

    def _step(self) -> None:
        self._state = (self._state * _MULT + self._inc) & _M128

    def _next64(self) -> int:
        self._step()
        s = self._state
        hi = s >> 64
        x = (hi ^ s) & _M64
        rot = hi >> 58
        return ((x >> rot) | (x << (64 - rot))) & _M64

    def _next32(self) -> int:
        if self._half is not None:
            h, self._half = self._half, None
            return h
        x = self._next64()
        self._half = x >> 32
        return x & _M32

    def _uint8s(self) -> Iterator[int]:
        """Bytes of 32-bit outputs, low byte first: one fill call's buffer."""
        while True:
            w = self._next32()
            yield w & 0xFF
            yield (w >> 8) & 0xFF
            yield (w >> 16) & 0xFF
            yield w >> 24

    def random(self, size: int | None = None) -> Any:
        """A float in [0, 1), or a list of ``size`` of them."""
        if size is None:
            return (self._next64() >> 11) * (1.0 / 9007199254740992.0)
        return [(self._next64() >> 11) * (1.0 / 9007199254740992.0) for _ in range(_size(size))]

    def permutation(self, n: int) -> list[int]:
        """0, 1, ..., n - 1 shuffled, as ``numpy``'s ``permutation(n)`` shuffles them (Fisher-Yates
        from the end, each swap partner drawn by masked rejection: ``random_interval``)."""
        items = list(range(_size(n)))
        for i in range(len(items) - 1, 0, -1):
            j = self._interval(i)
            items[i], items[j] = items[j], items[i]
        return items

    def _interval(self, top: int) -> int:
        """A whole number from 0 to ``top``, drawn under the smallest bit mask that covers it."""
        mask = (1 << top.bit_length()) - 1
        draw = self._next32 if top <= _M32 else self._next64
        while True:
            v = draw() & mask
            if v <= top:
                return v

    def integers(self, low: int, high: int | None = None, size: int | None = None, dtype: Any = "int64") -> Any:
        """Whole numbers from ``low`` up to, not including, ``high`` (``integers(n)``: from 0
        to n - 1): one, or a list of ``size``.  ``dtype`` is ``"int64"`` (NumPy's default) or
        ``"uint8"``: NumPy draws them from the bits in different ways, and so does this."""
        if high is None:
            low, high = 0, low
        low, high = int(low), int(high)
        if high <= low:
            raise ValueError(f"high ({high}) must be more than low ({low})")
        n = 1 if size is None else _size(size)
        rng = high - low - 1
        kind = getattr(dtype, "__name__", str(dtype))
        if kind == "uint8":
            if low < 0 or high > 256:
                raise ValueError("uint8 numbers run from 0 to 255")
            out = [low + v for v in self._bounded8(rng, n)] if rng else [low] * n
        elif kind in ("int64", "int"):
            if rng > _M64:
                raise ValueError("ranges wider than 2**64 are not offered here")
            if rng > _M32:
                out = [low + v for v in self._bounded64(rng, n)]
            else:
                out = [low + v for v in self._bounded32(rng, n)] if rng else [low] * n
        else:
            raise ValueError(f"dtype is 'int64' or 'uint8', not {dtype!r}")
        return out[0] if size is None else out

    def _bounded32(self, rng: int, n: int) -> list[int]:
        """Lemire's method on 32-bit outputs (``buffered_bounded_lemire_uint32``)."""
        if rng == _M32:
            return [self._next32() for _ in range(n)]
        excl = rng + 1
        threshold = (_M32 - rng) % excl
        out = []
        for _ in range(n):
            m = self._next32() * excl
            if (m & _M32) < excl:
                while (m & _M32) < threshold:
                    m = self._next32() * excl
            out.append(m >> 32)
        return out

    def _bounded64(self, rng: int, n: int) -> list[int]:
        """Lemire's method on 64-bit outputs (``bounded_lemire_uint64``)."""
        if rng == _M64:
            return [self._next64() for _ in range(n)]
        excl = rng + 1
        threshold = (_M64 - rng) % excl
        out = []
        for _ in range(n):
            m = self._next64() * excl
            if (m & _M64) < excl:
                while (m & _M64) < threshold:
                    m = self._next64() * excl
            out.append(m >> 64)
        return out

    def _bounded8(self, rng: int, n: int) -> list[int]:
        """Lemire's method on bytes taken four at a time from 32-bit outputs (``..._uint8``)."""
        if rng == 0xFF:
            it = self._uint8s()
            return [next(it) for _ in range(n)]
        excl = rng + 1
        threshold = (0xFF - rng) % excl
        it = self._uint8s()
        out = []
        for _ in range(n):
            m = next(it) * excl
            if (m & 0xFF) < excl:
                while (m & 0xFF) < threshold:
                    m = next(it) * excl
            out.append(m >> 8)
        return out


def _size(size: object) -> int:
    if isinstance(size, bool) or not isinstance(size, int) or size < 0:
        raise ValueError(f"size is a whole number 0 or more, not {size!r}")
    return size


def default_rng(seed: int) -> Generator:
    """A generator that gives the numbers ``numpy.random.default_rng(seed)`` gives."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed is a whole number, not {seed!r}")
    return Generator(seed)
