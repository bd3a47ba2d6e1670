"""A score sheet as CSV for a spreadsheet, and read back: version 2 ends with a line
``end,<entries>`` so that a file cut short is noticed; version 1 files still load."""

from __future__ import annotations

import csv
import dataclasses
import io
import json
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, TypeVar

from ..engine import PRESETS, Rules
from ..files import csv_cell, csv_uncell, parse_json, plain_int
from ..words import catalogue
from ._entries import (
    CSV_VERSION,
    FORMAT,
    MAX_ENTRIES,
    Adjust,
    Entry,
    Hand,
    RoundEnd,
    SheetError,
    Turn,
    check_players,
    check_rules,
    set_tile,
    shown_numbers,
)
from ._evaluator import Sheet

_CSV_WORDS = (
    "format", "rules", "rule", "players", "round", "kind", "player", "tile", "sides", "bridge", "hexagons",
    "draws", "pass", "points", "note", "left", "turn", "out", "blocked", "adjust", "total", "yes", "end",
)  # fmt: skip


def _csv_words(lang: str) -> dict[str, str]:
    cat = catalogue(lang)
    return {w: str(cat.get(f"keeper.csv.{w}", w)) for w in _CSV_WORDS}


@cache
def _csv_reverse() -> dict[str, str]:
    """Any language's CSV word -> its meaning."""
    from ..words import LANGUAGES

    out: dict[str, str] = {}
    for lang in LANGUAGES:
        for w, text in _csv_words(lang).items():
            out.setdefault(text.casefold(), w)
    for text, w in _CSV_OLD_WORDS.items():
        out.setdefault(text.casefold(), w)
    return out


#: Words files saved before the catalogues' review used, so that those files still load.
_CSV_OLD_WORDS = {"вышел": "out", "wyszedł": "out", "kifogyott": "out"}


def _base_rules(name: str) -> Rules:
    if name in PRESETS:
        return PRESETS[name]
    try:
        return dataclasses.replace(Rules(), name=name)  # Rules refuses a name that is not safe text
    except ValueError:
        raise SheetError("keeper.err.file_field", field="rules") from None


def _header(sheet: Sheet, w: Mapping[str, str]) -> list[str]:
    cols = [
        w[k]
        for k in ("round", "kind", "player", "tile", "sides", "bridge", "hexagons", "draws", "pass", "points", "note")
    ]
    cols += [f"{p}: {w['left']}" for p in sheet.players]
    cols += list(sheet.players)
    return cols


class _SafeWriter:
    """A csv writer whose every cell goes through :func:`~trio_widgets.files.csv_cell`: no
    cell starts with = + - @, a tab or a carriage return, whatever field it came from."""

    def __init__(self, out: io.StringIO) -> None:
        self._w = csv.writer(out, lineterminator="\r\n")

    def writerow(self, row: Sequence[Any]) -> None:
        self._w.writerow([csv_cell(str(c)) for c in row])


def to_csv(sheet: Sheet, lang: str) -> str:
    """The sheet as CSV, its words in ``lang``."""
    w = _csv_words(lang)
    out = io.StringIO()
    wr = _SafeWriter(out)
    rules = sheet.rules
    wr.writerow([w["format"], FORMAT, CSV_VERSION])
    wr.writerow([w["rules"], rules.name])
    base = (PRESETS[rules.name] if rules.name in PRESETS else Rules()).to_dict()
    base["name"] = rules.name
    for field, value in rules.to_dict().items():
        if base[field] != value:
            wr.writerow([w["rule"], field, json.dumps(value)])
    wr.writerow([w["players"], *sheet.players])
    wr.writerow([])
    wr.writerow(_header(sheet, w))
    n = len(sheet.players)
    yes = w["yes"]
    rounds = {r.stop - 1: r for r in sheet.rounds if r.over}
    for line in sheet.lines:
        e = line.entry
        row = [str(line.round)] + [""] * 10 + [""] * n + [""] * n
        if isinstance(e, Turn):
            row[1] = w["turn"]
            row[2] = sheet.players[e.seat]
            if e.tile is not None:
                row[3] = str(e.tile)
                row[6] = str(e.hexagons)
                if not line.first:
                    row[4] = str(e.sides)
                row[5] = yes if e.bridge else ""
            row[7] = str(e.draws)
            row[8] = yes if e.passed else ""
            row[11 + n + e.seat] = str(line.points[e.seat])
        elif isinstance(e, Adjust):
            row[1] = w["adjust"]
            row[2] = sheet.players[e.seat]
            row[9] = str(e.points)
            row[10] = e.note
            row[11 + n + e.seat] = str(line.points[e.seat])
        else:
            row[1] = w[e.how]
            if e.how == "out":
                row[2] = sheet.players[e.seat]  # type: ignore[index]
            for s, h in enumerate(e.hands):
                row[11 + s] = "" if h is None else h.text()
                row[11 + n + s] = str(line.points[s])
        wr.writerow(row)
        r = rounds.get(line.index)
        if r is not None:
            wr.writerow([str(r.number), w["total"]] + [""] * (9 + n) + [str(t) for t in r.totals])
    r = sheet.rounds[-1]
    if not r.over and r.stop > r.start:
        wr.writerow([str(r.number), w["total"]] + [""] * (9 + n) + [str(t) for t in r.totals])
    wr.writerow([w["end"], str(len(sheet))])  # a file cut short is noticed on loading
    return out.getvalue()


def _read_rows(text: str) -> list[list[str]]:
    """The CSV's rows, cells as they were before :func:`csv_cell` (version 2); SheetError (never csv.Error)
    for a cell over the csv module's size limit, a NUL character and the like."""
    reader = csv.reader(io.StringIO(text))
    rows: list[list[str]] = []
    try:
        for row in reader:
            if len(rows) > MAX_ENTRIES * 2 + 100 or len(row) > 100:
                raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=f"{len(rows)}+")
            rows.append(row)
    except csv.Error:
        raise SheetError("keeper.err.file_csv", row=reader.line_num) from None
    if rows and len(rows[0]) >= 3 and rows[0][2] == str(CSV_VERSION):  # version 1 wrote cells as they were
        rows = [[csv_uncell(c) for c in row] for row in rows]
    return rows


SheetT = TypeVar("SheetT", bound=Sheet)


def from_csv(make: Callable[[list[str], Rules, list[Entry]], SheetT], text: str) -> SheetT:
    """A sheet from its CSV, in any of the four languages: ``make(players, rules, entries)``
    builds it, then the points and totals the file gives are checked against the sheet's own."""
    rows = _read_rows(text)
    version = _version(rows)
    rules, players, k = _read_head(rows)
    names = check_players(players, rules)
    k += 1  # the blank line
    if k >= len(rows):  # the file ends before its column names: it was cut short
        raise SheetError("keeper.err.file_cut")
    if len(rows[k]) != 11 + 2 * len(names):
        raise _row_error(k, "keeper.err.file_field", field="columns")
    body = _Body(names, version)
    body.read(rows, k + 1)
    sheet = make(list(names), rules, body.entries)
    _check_points(sheet, body.checks)
    _check_totals(sheet, rows, body.totals)
    return sheet


def _word(cell: str) -> str:
    """What a CSV word means, whatever language wrote it ("?" for none)."""
    return _csv_reverse().get(cell.strip().casefold(), "?")


def _row_error(k: int, key: str, **params: Any) -> SheetError:
    """What is wrong, and on which row of the file (``k`` counts from 0)."""
    return SheetError("keeper.err.file_row", row=k + 1, error=SheetError(key, **params))


def _version(rows: list[list[str]]) -> int:
    if not rows or len(rows[0]) < 3 or _word(rows[0][0]) != "format" or rows[0][1] != FORMAT:
        raise SheetError("keeper.err.file_not_sheet")
    if rows[0][2] not in ("1", str(CSV_VERSION)):
        raise SheetError("keeper.err.file_version", version=rows[0][2][:10], mine=CSV_VERSION)
    return int(rows[0][2])


def _read_head(rows: list[list[str]]) -> tuple[Rules, list[str], int]:
    """The rules and the players named before the first blank line, and where that line is."""
    k = 1
    rules: Rules | None = None
    players: list[str] | None = None
    overrides: dict[str, Any] = {}
    while k < len(rows) and any(c.strip() for c in rows[k]):
        row = rows[k]
        what = _word(row[0])
        if what == "rules" and len(row) >= 2:
            rules = _base_rules(row[1])
        elif what == "rule" and len(row) >= 3:
            try:
                overrides[row[1]] = parse_json(row[2])
            except ValueError:
                raise _row_error(k, "keeper.err.file_field", field=row[1][:30]) from None
        elif what == "players":
            players = [c for c in row[1:] if c != ""]
        else:
            raise _row_error(k, "keeper.err.file_field", field=row[0][:30])
        k += 1
    if rules is None:
        raise SheetError("keeper.err.file_field", field="rules")
    if players is None:
        raise SheetError("keeper.err.file_field", field="players")
    return _with_overrides(rules, overrides), players, k


def _with_overrides(rules: Rules, overrides: dict[str, Any]) -> Rules:
    """A preset with the fields the file changes (``rule,<field>,<value>`` lines)."""
    if not overrides:
        return rules
    d = rules.to_dict()
    unknown = sorted(set(overrides) - set(d))
    if unknown:
        raise SheetError("keeper.err.file_field", field=", ".join(unknown)[:60])
    d.update(overrides)
    return check_rules(d)


class _Body:
    """The rows after the column names: the entries, and the numbers the file wrote beside
    them (checked once the sheet has worked out its own)."""

    def __init__(self, names: Sequence[str], version: int) -> None:
        self.names = names
        self.seats = {s: i for i, s in enumerate(names)}
        self.version = version
        self.entries: list[Entry] = []
        self.checks: list[tuple[int, int, list[str]]] = []  # (csv row, entry index, points cells)
        self.totals: list[tuple[int, list[str]]] = []  # (csv row, totals cells)
        self.end: tuple[int, int | None] | None = None  # (csv row, the entry count it gives)
        self.last_kind = ""

    def read(self, rows: list[list[str]], first: int) -> None:
        n = len(self.names)
        for r in range(first, len(rows)):
            row = rows[r]
            if not any(c.strip() for c in row):
                continue
            if self.end is not None:  # nothing may follow the end line
                raise _row_error(r, "keeper.err.file_field", field="end")
            if self.version >= 2 and row and _word(row[0]) == "end":
                self.end = (r, plain_int(row[1].strip(), 9) if len(row) == 2 else None)
                continue
            if len(row) != 11 + 2 * n:
                raise _row_error(r, "keeper.err.file_field", field="columns")
            self.last_kind = _word(row[1])
            try:
                self._row(r, row)
            except SheetError as e:
                raise SheetError("keeper.err.file_row", row=r + 1, error=e) from None
        self._check_end(rows)

    def _row(self, r: int, row: list[str]) -> None:
        n = len(self.names)
        kind = _word(row[1])
        who = row[2]
        seat = self.seats.get(who) if who else None
        if who and seat is None:
            raise SheetError("keeper.err.no_player", who=who[:40], players=list(self.names))
        if kind == "total":
            self.totals.append((r, row[11 + n :]))
            return
        self.entries.append(self._entry(kind, seat, row))
        self.checks.append((r, len(self.entries) - 1, row[11 + n :]))

    def _entry(self, kind: str, seat: int | None, row: list[str]) -> Entry:
        if kind in ("out", "blocked"):
            hands = tuple(None if not c.strip() else Hand.parse(c) for c in row[11 : 11 + len(self.names)])
            return RoundEnd(kind, seat if kind == "out" else None, hands)
        if kind not in ("turn", "adjust"):
            raise SheetError("keeper.err.file_field", field="kind")
        if seat is None:
            raise SheetError("keeper.err.file_field", field="player")
        if kind == "adjust":
            return Adjust(seat, _csv_int(row[9], 0), row[10])
        tile = set_tile(row[3]) if row[3] else None
        return Turn(
            seat,
            tile,
            sides=_csv_int(row[4], 1) if tile else 1,
            bridge=_yes(row[5]),
            hexagons=_csv_int(row[6], 0),
            draws=_csv_int(row[7], 0),
            passed=_yes(row[8]),
        )

    def _check_end(self, rows: list[list[str]]) -> None:
        """A file cut short is refused: version 2 by its end line, version 1 by its last total line."""
        if self.version >= 2:
            if self.end is None:
                raise SheetError("keeper.err.file_cut")
            if self.end[1] != len(self.entries):
                saved = (rows[self.end[0]] + [""])[1][:20]
                raise SheetError("keeper.err.file_count", row=self.end[0] + 1, saved=saved, n=len(self.entries))
        elif self.entries and self.last_kind != "total":
            # version 1 has no end line: it always ended with a total line, so a file that does
            # not was cut short (one cut just after a round's total line cannot be told apart)
            raise SheetError("keeper.err.file_cut")


def _yes(cell: str) -> bool:
    return _word(cell) == "yes" if cell else False


def _check_points(sheet: Sheet, checks: list[tuple[int, int, list[str]]]) -> None:
    """Each entry's points as the file wrote them are the sheet's own."""
    lines = sheet.lines
    for r, i, cells in checks:
        for s, c in enumerate(cells):
            if c.strip() and _csv_int(c, 0, row=r) != lines[i].points[s]:
                saved, mine = shown_numbers(cells), shown_numbers(lines[i].points)
                raise _row_error(r, "keeper.err.file_points", entry=i + 1, saved=saved, mine=mine)


def _check_totals(sheet: Sheet, rows: list[list[str]], totals: list[tuple[int, list[str]]]) -> None:
    """Each round's totals as the file wrote them are the sheet's own."""
    rounds = sheet.rounds  # once: it is built afresh on every reading
    for r, cells in totals:
        rnd = plain_int(rows[r][0].strip(), 6) or 0
        want = [str(t) for t in rounds[rnd - 1].totals] if 1 <= rnd <= len(rounds) else None
        if want != cells:
            raise _row_error(r, "keeper.err.file_totals", saved=shown_numbers(cells), mine=shown_numbers(want or []))


def _csv_int(cell: str, default: int, row: int | None = None) -> int:
    c = cell.strip().replace("−", "-")
    if not c:
        return default
    value = plain_int(c, 9)  # digits 0-9 only: int() also reads '²'-like digits of other scripts
    if value is None:
        raise SheetError("keeper.err.file_number", text=cell[:20])
    return value
