"""A small table of results: what the simulations (:mod:`trio_widgets.simulation`) and the
computer players' tournaments (:mod:`trio_widgets.players`) return.

It needs nothing but the standard library, so the players do not depend on the simulation
module (dependencies run one way: simulation -> players -> engine).
"""

from __future__ import annotations

import html
import math
import numbers
from collections.abc import Iterable, Sequence
from typing import Any

__all__ = ["Table"]


class Table:
    """A small table of results that prints nicely and turns into plot-ready columns.

    >>> t = Table(["kind", "count"], [("triple", 6), ("double", 30)], title="The set")
    >>> t
    The set
    kind    count
    triple      6
    double     30
    >>> t["count"], t.row("double")
    ([6, 30], {'kind': 'double', 'count': 30})
    >>> t.chart()
    {'labels': ['triple', 'double'], 'count': [6, 30]}
    """

    def __init__(
        self,
        columns: Sequence[str],
        rows: Iterable[Sequence[Any]],
        title: str = "",
        data: dict[str, Any] | None = None,
        note: str = "",
    ) -> None:
        self.columns = list(columns)
        self.rows = [tuple(r) for r in rows]
        for r in self.rows:
            if len(r) != len(self.columns):
                raise ValueError(f"a row has {len(r)} values, the table has {len(self.columns)} columns")
        self.title = title
        self.note = note
        self.data: dict[str, Any] = dict(data or {})

    # -- reading --------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __getitem__(self, column: str) -> list[Any]:
        """The values of one column, as a list."""
        try:
            i = self.columns.index(column)
        except ValueError:
            raise KeyError(f"no column {column!r}; the columns are {', '.join(self.columns)}") from None
        return [r[i] for r in self.rows]

    def row(self, label: Any) -> dict[str, Any]:
        """The row whose first value is ``label``, as a dict."""
        for r in self.rows:
            if r[0] == label:
                return dict(zip(self.columns, r))
        raise KeyError(f"no row {label!r}; the rows are {', '.join(map(str, (r[0] for r in self.rows)))}")

    def to_dict(self) -> dict[str, list[Any]]:
        """Column name -> list of values (what ``pandas.DataFrame(...)`` takes)."""
        return {c: self[c] for c in self.columns}

    def chart(self, *columns: str) -> dict[str, list[Any]]:
        """Bar-chart data: ``{"labels": first column as text, column: values, ...}``.

        With no columns named, every column holding only numbers is included.
        """
        labels = [str(r[0]) for r in self.rows]
        if not columns:
            columns = tuple(
                c
                for c in self.columns[1:]
                if all(isinstance(v, numbers.Real) and not isinstance(v, bool) for v in self[c])
            )
        out: dict[str, list[Any]] = {"labels": labels}
        for c in columns:
            out[c] = self[c]
        return out

    # -- showing --------------------------------------------------------------
    def __repr__(self) -> str:
        cells = [[_fmt(v) for v in r] for r in self.rows]
        widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(self.columns)]
        lines = [self.title] if self.title else []
        lines.append("  ".join(c.ljust(w) for c, w in zip(self.columns, widths)).rstrip())
        for r in cells:
            lines.append("  ".join(v.rjust(w) if _numeric(v) else v.ljust(w) for v, w in zip(r, widths)).rstrip())
        if self.note:
            lines.append(self.note)
        return "\n".join(lines)

    __str__ = __repr__

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self.columns)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(_fmt(v))}</td>" for v in r) + "</tr>" for r in self.rows)
        cap = f"<caption>{html.escape(self.title)}</caption>" if self.title else ""
        foot = f"<p><small>{html.escape(self.note)}</small></p>" if self.note else ""
        return f"<table>{cap}<thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{foot}"


def _fmt(v: Any) -> str:
    if v is None:
        return "-"
    if isinstance(v, numbers.Real) and not isinstance(v, numbers.Integral):
        v = float(v)
        if math.isnan(v):
            return "-"
        if abs(v) >= 100:
            return f"{v:.1f}"
        return f"{v:.4f}"
    return str(v)


def _numeric(s: str) -> bool:
    if s == "-":
        return True
    try:
        float(s)
        return True
    except ValueError:
        return False
