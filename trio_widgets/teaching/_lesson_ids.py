"""A lesson's stem and its short name.

A lesson's notebook is ``<id>_<name>.ipynb``: ``04_scoring``.  A lesson too long for one class is
split into parts, the later parts with a letter after the number: ``04b_bonuses``.  The id
(``"04"``, ``"04b"``) names the lesson in a worksheet's footer, in ``tw.Question.lesson`` and in
the links between lessons.
"""

from __future__ import annotations

import re

#: A lesson's stem: two digits, an optional part letter, an underscore, a name.
LESSON_STEM = re.compile(r"(\d\d[b-z]?)_[a-z0-9_]+")


def lesson_id(stem: str) -> str:
    """The short name of lesson ``stem``: ``"04"`` for ``"04_scoring"``, ``"04b"`` for ``"04b_bonuses"``.

    >>> lesson_id("09b_more_puzzles")
    '09b'
    >>> lesson_id("9_puzzles")
    Traceback (most recent call last):
    ...
    ValueError: a lesson stem looks like '09_puzzles' or '09b_more_puzzles', not '9_puzzles'
    """
    m = LESSON_STEM.fullmatch(stem) if isinstance(stem, str) else None
    if m is None:
        raise ValueError(f"a lesson stem looks like '09_puzzles' or '09b_more_puzzles', not {stem!r:.40}")
    return m.group(1)
