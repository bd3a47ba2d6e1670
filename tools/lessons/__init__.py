"""The lesson texts: one module per notebook, each defining ``STEM`` and ``CELLS``.

``tools/build_lessons.py`` turns them into notebooks/NN_*.ipynb.
"""

from __future__ import annotations

from importlib import import_module

_MODULES = ["l00", "l01", "l02", "l03", "l04", "l05", "l06", "l07", "l08"]

LESSONS = {}
for _name in _MODULES:
    try:
        _m = import_module(f"{__name__}.{_name}")
    except ModuleNotFoundError as e:  # a lesson not written yet
        if e.name != f"{__name__}.{_name}":
            raise
        continue
    LESSONS[_m.STEM] = _m.CELLS
