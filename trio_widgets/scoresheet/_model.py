"""A score sheet for a table game with a real set (docs/rules.md sections 4-8).

The paper sheet of seeds 000 and 003 ("write down every player's name; after
each turn add or take away points in their column"), done by the computer:
you record the *facts* of each turn (which tile, how it touched, draws, a
pass) and of each round end (who went out and what the others have left, or
a blocked table), and the sheet works out every number with the engine's own
arithmetic (:class:`~trio_widgets.engine.Score`, :class:`~trio_widgets.engine.Rules`).

>>> s = ScoreSheet(["Ann", "Bob"], "pressman")
>>> s.turn("Ann", "4-4-4").points          # first tile, a triple: 12 + 10
(22, 0)
>>> s.turn("Bob", "3-4-5", bridge=True).points   # 12 + bridge 40
(0, 52)
>>> s.turn("Ann", draws=2, passed=True).points   # -5 -5 -10
(-20, 0)
>>> s.went_out("Bob", {"Ann": 17}).points          # 25 + 17
(0, 42)
>>> s.totals
[2, 94]
>>> ScoreSheet.from_csv(s.to_csv()) == s and ScoreSheet.from_json(s.to_json()) == s
True

Bad input raises :class:`SheetError` (a ``ValueError``) with a clear message
and leaves the sheet as it was:

>>> s.turn("Ann", "3-4-5", bridge=True)      # round 2 has started: a first tile
Traceback (most recent call last):
...
trio_widgets.scoresheet._entries.SheetError: The first tile of a round touches no other tile: no bridge, extra sides or hexagon.
>>> len(s.entries), s.round_number
(4, 2)
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from ..engine import Rules, Tile, name_key
from ..files import parse_json, write_file
from ._csv import from_csv, to_csv
from ._entries import (
    MAX_ENTRIES,
    Adjust,
    Entry,
    Hand,
    RoundEnd,
    SheetError,
    Turn,
    check_players,
    check_rules,
    file_text,
    is_int,
    set_tile,
)
from ._evaluator import EntryProblem, Line, RoundSummary, evaluate
from ._explain import explain_line
from ._html import sheet_html
from ._json import sheet_from_dict, sheet_to_dict

__all__ = ["ScoreSheet"]

MAX_UNDO = 200  # changes undo can take back


class ScoreSheet:
    """The score sheet of one match: players, rules, and the list of entries.

    ``players`` is a list of 2-6 names; ``rules`` a preset name (``"classic"``,
    ``"pressman"``, ``"trimino_simple"``, ``"trimino_advanced"``, ``"kids"``) or a
    :class:`Rules`.  Every number is worked out from the entries; every change is
    checked first and refused with a :class:`SheetError` if it is wrong, leaving the
    sheet as it was.  ``undo()`` takes back the last change.

    A player is named by seat (0, 1, ...) or by name wherever a ``seat`` is asked for.
    """

    def __init__(self, players: Sequence[str], rules: Rules | str = "classic", entries: Iterable[Entry] = ()) -> None:
        r = check_rules(rules)
        names = check_players(players, r)
        items = list(entries)
        if len(items) > MAX_ENTRIES:
            raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(items))
        for e in items:
            if not isinstance(e, (Turn, RoundEnd, Adjust)):
                raise SheetError("keeper.err.file_field", field="entries")
        try:
            result = evaluate(names, r, items)
        except EntryProblem as p:
            raise SheetError("keeper.err.at_entry", entry=p.index + 1, error=p.error) from None
        self._players = names
        self._rules = r
        self._entries: list[Entry] = items
        self._result = result
        self._cache: dict[str, Any] = {}
        # ("add", snapshot) takes back an entry added at the end; (what, players, rules, entries) the rest
        self._undo: list[tuple[Any, ...]] = []
        self._listeners: list[Callable[[ScoreSheet], None]] = []

    # -- reading -------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        return list(self._players)

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def entries(self) -> tuple[Entry, ...]:
        got = self._cache.get("entries")
        if got is None:
            got = self._cache["entries"] = tuple(self._entries)
        return got  # type: ignore[no-any-return]

    @property
    def lines(self) -> tuple[Line, ...]:
        """Every entry with its points and the running totals."""
        got = self._cache.get("lines")
        if got is None:
            got = self._cache["lines"] = tuple(self._result.lines)
        return got  # type: ignore[no-any-return]

    @property
    def totals(self) -> list[int]:
        """Match totals by seat."""
        return list(self._result.totals)

    @property
    def rounds(self) -> tuple[RoundSummary, ...]:
        """Every round so far; the last one is still going on unless the match is over."""
        got = self._cache.get("rounds")
        if got is None:
            got = self._cache["rounds"] = self._result.rounds()
        return got  # type: ignore[no-any-return]

    @property
    def round_number(self) -> int:
        """The round being played now (the last one when the match is over)."""
        return self._result.closed[-1].number if self._result.winners else self._result.cur.number

    @property
    def match_over(self) -> bool:
        return bool(self._result.winners)

    @property
    def winners(self) -> list[int]:
        """Seats of the match's winners (docs/rules.md 6, 7); [] while the match goes on."""
        return list(self._result.winners)

    @property
    def leaders(self) -> list[int]:
        """Seats in the lead now (highest total, or lowest with penalty scoring); [] before
        any points or when the rules keep no score."""
        t = self._result.totals
        if not self._rules.keep_score or not any(t) or self._rules.winner == "fewest_tiles":
            return []
        best = min(t) if self._rules.winner == "lowest" else max(t)
        return [s for s in range(len(t)) if t[s] == best]

    @property
    def next_seat(self) -> int | None:
        """Whose turn it probably is (the seat after the last turn of this round), or None
        at a round's start (the starter is whoever holds the highest triple)."""
        last = self._result.cur.last_seat
        if self.match_over or last is None:
            return None
        return (last + 1) % len(self._players)

    @property
    def round_started(self) -> bool:
        """True once the current round has its first tile."""
        return self._result.cur.first_done

    @property
    def played_tiles(self) -> list[Tile]:
        """Tiles placed so far in the current round, in the order played."""
        return list(self._result.cur.played)

    @property
    def hand_sizes(self) -> list[int] | None:
        """Tiles each player should hold now by this round's entries (dealt + drawn − placed),
        or None before any turn of the round is entered."""
        cur = self._result.cur
        if not cur.turns or self.match_over:
            return None
        return list(cur.hand_sizes or [])

    def seat(self, who: int | str) -> int:
        """The seat of a player given by seat number or name (SheetError if there is none)."""
        if is_int(who):
            if 0 <= who < len(self._players):  # type: ignore[operator]
                return int(who)  # type: ignore[arg-type]
        elif isinstance(who, str):
            w = name_key(" ".join(who.split()))
            for s, name in enumerate(self._players):
                if name_key(name) == w:
                    return s
        raise SheetError("keeper.err.no_player", who=str(who)[:40], players=list(self._players))

    def __len__(self) -> int:
        return len(self._entries)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoreSheet):
            return NotImplemented
        return (self._players, self._rules, self._entries) == (other._players, other._rules, other._entries)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        scores = " · ".join(f"{p} {t}" for p, t in zip(self._players, self._result.totals))
        state = "match over" if self.match_over else f"round {self.round_number}"
        count = len(self._entries)
        return f"<ScoreSheet {self._rules.name}: {scores}; {state}; {count} entr{'y' if count == 1 else 'ies'}>"

    # -- changing ------------------------------------------------------------
    def on_change(self, callback: Callable[[ScoreSheet], None]) -> None:
        """Call ``callback(sheet)`` after every change (the widget redraws this way)."""
        self._listeners.append(callback)

    def off_change(self, callback: Callable[[ScoreSheet], None]) -> None:
        """Stop calling ``callback`` (a closed widget lets go of the sheet this way)."""
        self._listeners = [cb for cb in self._listeners if cb is not callback]

    def _commit(
        self,
        what: str,
        entries: Sequence[Entry],
        changed: int | None = None,
        players: tuple[str, ...] | None = None,
        rules: Rules | None = None,
    ) -> None:
        players = self._players if players is None else players
        rules = self._rules if rules is None else rules
        entries = list(entries)
        if len(entries) > MAX_ENTRIES:
            raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(entries))
        try:
            result = evaluate(players, rules, entries)
        except EntryProblem as p:
            if p.index == changed:
                raise p.error from None
            raise SheetError("keeper.err.breaks", entry=p.index + 1, error=p.error) from None
        self._undo.append((what, self._players, self._rules, tuple(self._entries)))
        del self._undo[:-MAX_UNDO]
        self._players, self._rules, self._entries, self._result = players, rules, entries, result
        self._changed()

    def _changed(self) -> None:
        self._cache.clear()
        for cb in list(self._listeners):
            cb(self)

    def _check_open(self) -> None:
        if self.match_over:
            raise SheetError("keeper.err.match_over", winners=[self._players[w] for w in self._result.winners])

    def _index(self, index: int) -> int:
        if not is_int(index) or not -len(self._entries) <= index < len(self._entries):
            raise SheetError("keeper.err.index", entry=str(index)[:20], count=len(self._entries))
        return int(index) % len(self._entries)

    def check(self, entry: Entry, index: int | None = None) -> Line:
        """The line ``entry`` would give, added at the end (or put in place of entry ``index``),
        without changing the sheet: SheetError if it would be refused.

        >>> s = ScoreSheet(["Ann", "Bob"], "classic"); _ = s.turn("Ann", "2-2-2")
        >>> s.check(Turn(1, "2-2-5", sides=2)).points, len(s)
        ((0, 49), 1)
        """
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        if index is None:
            self._check_open()
            ev = self._result
            snap = ev.save()
            try:
                return ev.step(entry)
            except EntryProblem as p:
                raise p.error from None
            finally:
                ev.restore(snap)
        i = self._index(index)
        entries = self._entries[:i] + [entry] + self._entries[i + 1 :]
        try:
            result = evaluate(self._players, self._rules, entries)
        except EntryProblem as p:
            if p.index == i:
                raise p.error from None
            raise SheetError("keeper.err.breaks", entry=p.index + 1, error=p.error) from None
        return result.lines[i]

    def add(self, entry: Entry) -> Line:
        """Add an entry at the end; returns its line."""
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        self._check_open()
        if len(self._entries) >= MAX_ENTRIES:
            raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(self._entries) + 1)
        ev = self._result
        snap = ev.save()
        try:
            line = ev.step(entry)  # only this entry is worked out: the cost does not grow with the sheet
        except EntryProblem as p:
            ev.restore(snap)
            raise p.error from None
        self._entries.append(entry)
        self._undo.append(("add", snap))
        del self._undo[:-MAX_UNDO]
        self._changed()
        return line

    def insert(self, index: int, entry: Entry) -> Line:
        """Put an entry before entry ``index`` (a forgotten turn); later points are worked out again."""
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        i = self._index(index) if self._entries else 0
        self._commit("insert", self._entries[:i] + [entry] + self._entries[i:], changed=i)
        return self._result.lines[i]

    def replace(self, index: int, entry: Entry) -> Line:
        """Put ``entry`` in place of entry ``index`` (a wrong entry); the old one stays if the new one is wrong."""
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        i = self._index(index)
        self._commit("edit", self._entries[:i] + [entry] + self._entries[i + 1 :], changed=i)
        return self._result.lines[i]

    def edit(self, index: int, **changes: Any) -> Line:
        """Change some facts of entry ``index``: ``sheet.edit(3, bridge=True)``; a player may be
        given by name (``seat="Bob"``), a round end's hands as in :meth:`went_out`."""
        i = self._index(index)
        old = self._entries[i]
        allowed = {f.name for f in dataclasses.fields(old)}
        unknown = sorted(set(changes) - allowed)
        if unknown:
            raise SheetError("keeper.err.file_field", field=", ".join(unknown))
        if "seat" in changes and changes["seat"] is not None:
            changes["seat"] = self.seat(changes["seat"])
        if "hands" in changes:
            changes["hands"] = self._hands(changes["hands"], changes.get("seat", getattr(old, "seat", None)))
        return self.replace(i, dataclasses.replace(old, **changes))

    def delete(self, index: int) -> Entry:
        """Remove entry ``index`` (refused if that would make a later entry wrong); returns it."""
        i = self._index(index)
        old = self._entries[i]
        self._commit("delete", self._entries[:i] + self._entries[i + 1 :])
        return old

    def undo(self) -> str:
        """Take back the last change (add, edit, delete, load, ...); returns what it was."""
        if not self._undo:
            raise SheetError("keeper.err.nothing_to_undo")
        record = self._undo.pop()
        if record[0] == "add":
            self._entries.pop()
            self._result.restore(record[1])
            self._changed()
            return "add"
        what, players, rules, entries = record
        self._players, self._rules, self._entries = players, rules, list(entries)
        self._result = evaluate(players, rules, self._entries)
        self._changed()
        return str(what)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def set_players(self, players: Sequence[str], rules: Rules | str | None = None) -> None:
        """Rename the players (and, if given, change the rules at the same time); the number
        of players can change only while the sheet is empty."""
        r = self._rules if rules is None else check_rules(rules)
        names = check_players(players, r)
        if self._entries and len(names) != len(self._players):
            raise SheetError("keeper.err.players_locked")
        if names != self._players or r != self._rules:
            self._commit("players", self._entries, players=names, rules=r)

    def set_rules(self, rules: Rules | str) -> None:
        """Score the same entries under other rules (refused if an entry makes no sense under them)."""
        r = check_rules(rules)
        names = check_players(self._players, r)
        self._commit("rules", self._entries, rules=r, players=names)

    def clear(self) -> None:
        """Start a new match with the same players and rules (undo brings the old one back)."""
        self._commit("clear", ())

    def load(self, other: ScoreSheet) -> None:
        """Take players, rules and entries from another sheet (a loaded file); undo goes back."""
        self._commit("load", list(other._entries), players=other._players, rules=other._rules)

    # -- adding, the friendly way ---------------------------------------------
    def turn(
        self,
        seat: int | str,
        tile: Tile | str | Sequence[int] | None = None,
        *,
        sides: int = 1,
        bridge: bool = False,
        hexagons: int = 0,
        draws: int = 0,
        passed: bool = False,
    ) -> Line:
        """A turn: the tile placed (any reading of its three numbers) with how it touched,
        after ``draws`` draws; or ``passed=True`` (after draws); or only draws.

        >>> s = ScoreSheet(["Ann", "Bob"], "classic")
        >>> s.turn(0, "5-5-5").points, s.turn("Bob", (5, 4, 5), sides=2).points
        ((25, 0), (0, 54))
        """
        t = None if tile is None else set_tile(tile)
        return self.add(
            Turn(self.seat(seat), t, sides=sides, bridge=bridge, hexagons=hexagons, draws=draws, passed=passed)
        )

    def _hands(self, hands: Any, out: int | None) -> tuple[Hand | None, ...]:
        n = len(self._players)
        if isinstance(hands, Mapping):
            row: list[Any] = [None] * n
            for who, h in hands.items():
                row[self.seat(who)] = h
            hands = row
        if isinstance(hands, (str, bytes)) or not isinstance(hands, (list, tuple)) or len(hands) != n:
            raise SheetError("keeper.err.hands_list", n=n)
        return tuple(None if h is None else Hand.parse(h) for h in hands)

    def went_out(self, seat: int | str, hands: Any) -> Line:
        """The round ends: ``seat`` placed their last tile.  ``hands`` says what the others have
        left: ``{"Ann": 17, "Cleo": "1-2-3 0-0-4"}`` or a list by seat (None for the one who went out)."""
        s = self.seat(seat)
        return self.add(RoundEnd("out", s, self._hands(hands, s)))

    def blocked(self, hands: Any) -> Line:
        """The round ends blocked (nobody can move): what every player has left, as in :meth:`went_out`."""
        return self.add(RoundEnd("blocked", None, self._hands(hands, None)))

    def adjust(self, seat: int | str, points: int, note: str = "") -> Line:
        """Add (or with a negative number take away) points by hand, with a note."""
        return self.add(Adjust(self.seat(seat), points, note))

    # -- words ---------------------------------------------------------------
    def explain(self, index: int, lang: str = "en") -> str:
        """How entry ``index`` scored, in words a child can follow.

        >>> s = ScoreSheet(["Ann", "Bob"], "pressman")
        >>> _ = s.turn("Ann", "4-4-4"); _ = s.turn("Bob", "3-4-4", sides=2, draws=1)
        >>> s.explain(1)
        'drew 1 tile −5, 3 + 4 + 4 = 11, two sides +40, total 46'
        """
        line = self._result.lines[self._index(index)]
        return explain_line(line, self._players, self._rules, lang)

    # -- files ---------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The sheet as JSON data: players, rules, the entries with their points, the totals."""
        return sheet_to_dict(self)

    def to_json(self, indent: int | None = 1, *, path: str | os.PathLike[str] | None = None) -> str:
        """The sheet as JSON (players, rules, the entries with their points, the totals); also
        written to the file ``path`` when given (:func:`~trio_widgets.files.write_file`)."""
        text = json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)
        if path is not None:
            write_file(path, text)
        return text

    @classmethod
    def from_dict(cls, data: Any) -> ScoreSheet:
        """A sheet from :meth:`to_dict`'s data; its points and totals are checked against the entries."""
        return sheet_from_dict(cls, data)

    @classmethod
    def from_json(cls, text: str | bytes) -> ScoreSheet:
        """A sheet saved by :meth:`to_json`; anything wrong raises SheetError saying what."""
        text = file_text(text)
        try:
            data = parse_json(text)
        except ValueError:
            raise SheetError("keeper.err.file_not_sheet") from None
        try:
            return cls.from_dict(data)
        except RecursionError:
            raise SheetError("keeper.err.file_not_sheet") from None

    def to_csv(self, lang: str = "en", *, path: str | os.PathLike[str] | None = None) -> str:
        """The sheet as CSV for a spreadsheet: a few lines naming the rules and players, then one
        row per entry with each player's points in their column and a total row after each round.
        Column names are in ``lang``; :meth:`from_csv` reads any of the four languages.  Also
        written to the file ``path`` when given (:func:`~trio_widgets.files.write_file`)."""
        text = to_csv(self, lang)
        if path is not None:
            write_file(path, text)
        return text

    @classmethod
    def from_csv(cls, text: str | bytes) -> ScoreSheet:
        """A sheet saved by :meth:`to_csv`.  The points and totals in it are checked against
        the entries (the sheet works them out itself: change entries, not numbers)."""
        return from_csv(cls, file_text(text))

    @classmethod
    def load_text(cls, text: str | bytes) -> ScoreSheet:
        """A sheet from a saved file, JSON or CSV (told apart by its first character)."""
        text = file_text(text)
        if text.lstrip().startswith("{"):
            return cls.from_json(text)
        return cls.from_csv(text)

    @classmethod
    def from_game(cls, game: Any) -> ScoreSheet:
        """The score sheet of an engine :class:`~trio_widgets.engine.Game` so far, built from its
        history (what a family would have written down)."""
        entries: list[Entry] = []
        pending: dict[int, int] = {}
        for ev in game.history:
            kind = ev["type"]
            if kind == "draw":
                pending[ev["seat"]] = pending.get(ev["seat"], 0) + 1
            elif kind == "play":
                pending.pop(ev["seat"], None)
                entries.append(
                    Turn(
                        ev["seat"],
                        set_tile(ev["tile"]),
                        sides=max(1, ev["sides"]),
                        bridge=ev["bridge"],
                        hexagons=ev["hexagons"],
                        draws=ev["draws"],
                    )
                )
            elif kind == "pass":
                pending.pop(ev["seat"], None)
                entries.append(Turn(ev["seat"], None, draws=ev["draws"], passed=True))
            elif kind == "round_end":
                pending.clear()
                out = ev["seat"] if ev["how"] == "out" else None
                hands = tuple(
                    None if s == out else Hand(total=ev["hand_totals"][s], count=ev["hand_sizes"][s])
                    for s in range(len(game.players))
                )
                entries.append(RoundEnd(ev["how"], out, hands))
        for seat, k in pending.items():
            entries.append(Turn(seat, None, draws=k))
        return cls(list(game.players), game.rules, entries)

    # -- pictures ------------------------------------------------------------
    def _repr_html_(self) -> str:
        return sheet_html(self)

    def to_html(self, lang: str = "en") -> str:
        """A static HTML table of the sheet (what a notebook shows without a kernel)."""
        return sheet_html(self, lang)
