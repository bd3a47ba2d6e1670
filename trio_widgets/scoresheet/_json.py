"""A score sheet as JSON data, and read back: the entries with the points the sheet gave
them, checked again on loading."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from ..engine import Rules
from ._entries import (
    FORMAT,
    FORMAT_VERSION,
    MAX_ENTRIES,
    Adjust,
    Entry,
    SheetError,
    check_rules,
    entry_from_dict,
    shown_numbers,
)
from ._evaluator import Sheet

SheetT = TypeVar("SheetT", bound=Sheet)


def sheet_to_dict(sheet: Sheet) -> dict[str, Any]:
    """Players, rules, the entries (each with its points but points given by hand), the totals."""
    entries = []
    for line in sheet.lines:
        d = line.entry.to_dict()
        if not isinstance(line.entry, Adjust):
            d["points"] = list(line.points)
        entries.append(d)
    return {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "players": list(sheet.players),
        "rules": sheet.rules.to_dict(),
        "entries": entries,
        "totals": list(sheet.totals),
    }


def sheet_from_dict(make: Callable[[Any, Rules, list[Entry]], SheetT], data: Any) -> SheetT:
    """The sheet :func:`sheet_to_dict` gave (``make(players, rules, entries)`` builds it); the
    points and totals saved are checked against the sheet's own."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SheetError("keeper.err.file_not_sheet")
    if data.get("version") != FORMAT_VERSION:
        raise SheetError("keeper.err.file_version", version=str(data.get("version"))[:10], mine=FORMAT_VERSION)
    extra = sorted(set(map(str, data)) - {"format", "version", "players", "rules", "entries", "totals"})
    if extra:
        raise SheetError("keeper.err.file_field", field=", ".join(extra)[:60])
    for key in ("players", "rules", "entries"):
        if key not in data:
            raise SheetError("keeper.err.file_field", field=key)
    if not isinstance(data["entries"], list):
        raise SheetError("keeper.err.file_field", field="entries")
    if len(data["entries"]) > MAX_ENTRIES:
        raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(data["entries"]))
    entries = []
    saved_points = []
    for k, d in enumerate(data["entries"]):
        try:
            entries.append(entry_from_dict(d))
        except SheetError as e:
            raise SheetError("keeper.err.at_entry", entry=k + 1, error=e) from None
        saved_points.append(None if isinstance(entries[-1], Adjust) else d.get("points"))
    sheet = make(data["players"], check_rules(data["rules"]), entries)
    for line, saved in zip(sheet.lines, saved_points):
        if saved is not None and saved != list(line.points):
            raise SheetError(
                "keeper.err.file_points",
                entry=line.index + 1,
                saved=shown_numbers(saved),
                mine=shown_numbers(line.points),
            )
    if "totals" in data and data["totals"] != sheet.totals:
        raise SheetError(
            "keeper.err.file_totals", saved=shown_numbers(data["totals"]), mine=shown_numbers(sheet.totals)
        )
    return sheet
