"""ScoreKeeper: the score sheet as a widget, for a family playing with a real set.

A few big taps per turn on a tablet (whose turn, the tile's three numbers, how
it touched, draws, pass), the round's end (who went out and what the others
have left, or blocked), a running table per round, the leader and the winner.
Tap a row to change or delete it; Undo takes back the last change; the sheet
saves to JSON or CSV (the Save buttons ask for the file, which is made then) and loads
from a file.

What a tap sends to the page does not grow with the sheet: ``view`` holds what is drawn
above the table (totals, whose turn, the rules), ``rows`` and ``rounds`` the table, and
after the page has them a change goes as a ``patch`` of the rows and rounds that changed
(one splice of each, numbered; the page asks for everything again, ``{"action": "sync"}``,
if it ever misses one).  The saved files are made only when asked for
(``{"action": "export", "format": "csv"}``) and go to the page as a message of their own.

The browser only sends intents; every number is worked out in Python by
:class:`~trio_widgets.scoresheet.ScoreSheet` with the engine's arithmetic, and
every message from the browser is checked: a wrong one is answered with a
clear message and changes nothing.

>>> k = ScoreKeeper(players=["Ann", "Bob"], rules="pressman")
>>> _ = k.sheet.turn("Ann", "4-4-4"); _ = k.sheet.turn("Bob", "3-4-5", bridge=True)
>>> k.view["totals"], [row["tile"] for row in k.rows]
([22, 52], ['4-4-4', '3-4-5'])
>>> k
<ScoreKeeper pressman: Ann 22 · Bob 52; round 1; 2 entries>
>>> k.handle({"action": "turn", "draft": {"seat": 0, "numbers": [9, 9, 9]}})
False
>>> k.message["text"]
'The numbers of this set go from 0 to 5, so there is no 9.'
>>> len(k.sheet)
2
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Any

import traitlets

from .. import words as i18n
from ..engine import PRESETS, Rules
from ..scoresheet import (
    MAX_FILE,
    Adjust,
    Hand,
    RoundEnd,
    ScoreSheet,
    SheetError,
    Turn,
    explain_line,
    set_tile,
)
from ..words import Msg, catalogue
from ..words import t as tr
from ._base import KEEP_MESSAGE, Said, WidgetBase, short
from ._static import css, esm

__all__ = ["ScoreKeeper"]

_MAX_TEXT = MAX_FILE  # the keeper loads every sheet the engine can save


class _Bad(Exception):
    """A browser message that does not have the shape the widget sends."""


def _want(cond: bool) -> None:
    if not cond:
        raise _Bad()


def _int(v: Any, lo: int, hi: int) -> int:
    _want(isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi)
    return int(v)


def _opt_int(v: Any, lo: int, hi: int) -> int | None:
    return None if v is None else _int(v, lo, hi)


def _bool(v: Any) -> bool:
    _want(isinstance(v, bool))
    return bool(v)


class _LineSaid:
    """What the keeper says about an entry just added: the line's own words (worked out by the
    score sheet's explainer in whatever language the widget shows)."""

    def __init__(self, key: str, text: Callable[[str], str]) -> None:
        self.key = key
        self._text = text

    def text(self, lang: str) -> str:
        return self._text(lang)


_MISSING: Any = object()  # a required field the intent left out


class ScoreKeeper(WidgetBase):
    """A score sheet widget: ``ScoreKeeper(players=["Ann", "Bob"], rules="classic", lang="en")``.

    ``players`` (2-6 names; leave it out to type them in the widget), ``rules`` a preset
    name or a :class:`~trio_widgets.engine.Rules`, ``lang`` one of ``en``, ``ru``, ``pl``,
    ``hu``; or ``sheet=`` an existing :class:`ScoreSheet`.  ``keeper.sheet`` is the sheet
    itself: change it from Python (``keeper.sheet.turn(...)``) and the widget follows;
    ``keeper.sheet.to_csv()`` / ``to_json()`` save it.

    The page sends intents (:meth:`handle`, :attr:`ACTIONS`): ``{"action": "turn", "draft":
    {...}}``, ``{"action": "round_end", ...}``, ``{"action": "delete", "index": 2}``,
    ``{"action": "undo"}``, ``{"action": "load", "text": ...}`` ...  Every file that does not
    load becomes a message on screen; nothing changes.
    """

    _esm = esm("score_keeper")
    _css = css("score_keeper")
    #: what the page draws above the table: totals, whose turn, the rules, the status ...
    view = traitlets.Dict().tag(sync=True)
    #: the table: one row per entry, and the rounds; sent whole only with the widget's whole
    #: state (a page opening it), otherwise changed on both sides by ``patch``
    rows: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    rounds: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    #: the last change of the table: ``{"rev", "base", "rows": [start, delete, items],
    #: "rounds": [...]}`` turns the table at ``base`` into the table at ``rev`` (``base`` None:
    #: the whole table is ``items``)
    patch = traitlets.Dict().tag(sync=True)
    preview = traitlets.Dict().tag(sync=True)
    setup = traitlets.Bool(False).tag(sync=True)

    ACTIONS = {
        "preview": frozenset({"draft", "seq", "edit"}),
        "turn": frozenset({"draft", "edit"}),
        "round_end": frozenset({"how", "left", "seat", "edit", "unit"}),
        "delete": frozenset({"index"}),
        "undo": frozenset(),
        "new_match": frozenset(),
        "lang": frozenset({"lang"}),
        "settings": frozenset({"open"}),
        "setup": frozenset({"players", "rules"}),
        "load": frozenset({"text", "name"}),
        "export": frozenset({"format"}),
        "sync": frozenset(),
    }
    REFUSALS = (SheetError, _Bad)
    BAD_INTENT_KEY = "keeper.err.bad_message"
    RUN_KEY = "keeper.still.run"

    def __init__(
        self,
        players: Sequence[str] | None = None,
        rules: Rules | str = "classic",
        lang: str = "en",
        *,
        sheet: ScoreSheet | None = None,
        **kwargs: Any,
    ) -> None:
        unknown = sorted(k for k in kwargs if k.startswith("_") or k not in type(self).class_trait_names())
        if unknown:
            raise TypeError(f"{type(self).__name__} has no setting {', '.join(map(repr, unknown))}")
        lang = self._check_lang(lang)
        show_setup = players is None and sheet is None
        if sheet is None:
            names = (
                list(players) if players is not None else [tr("keeper.setup.player", lang, n=i + 1) for i in range(2)]
            )
            sheet = ScoreSheet(names, rules)
        elif not isinstance(sheet, ScoreSheet):
            raise ValueError(f"sheet must be a ScoreSheet, not {type(sheet).__name__}")
        self._sheet = sheet
        # the table as the page has it (rev) and, until it is sent, the patch's base
        self._rev = 0
        self._pending: tuple[int, list[Any], list[Any]] | None = None
        # rows already worded, reused while their line is the same object (adding an entry at
        # the end words only that entry)
        self._row_key: tuple[Any, ...] = ()
        self._row_lines: list[Any] = []
        self._row_dicts: list[dict[str, Any]] = []
        super().__init__(lang=lang, setup=show_setup, **kwargs)
        # the sheet holds only a weak reference to the widget: a keeper that is closed or
        # dropped stops redrawing and can be collected (close() also lets go at once)
        me = weakref.ref(self)

        def follow(_sheet: ScoreSheet) -> None:
            keeper = me()
            if keeper is None or keeper._closed:
                _sheet.off_change(follow)
            else:
                keeper._refresh()

        self._follow = follow
        self._closed = False
        sheet.on_change(follow)
        self._refresh()

    def close(self) -> None:
        """Close the widget and let go of its sheet: it no longer redraws when the sheet changes."""
        self._closed = True
        if hasattr(self, "_follow"):  # (a keeper whose settings were refused never followed one)
            self._sheet.off_change(self._follow)
        super().close()

    # ------------------------------------------------------------------ state
    @property
    def sheet(self) -> ScoreSheet:
        """The :class:`ScoreSheet` behind the widget."""
        return self._sheet

    def _catalogue_for(self, lang: str) -> dict[str, Any]:
        return catalogue(lang)

    def _on_lang(self) -> None:
        if hasattr(self, "_sheet"):
            self._refresh()

    def _refusal(self, error: Exception) -> Said:
        if isinstance(error, _Bad):
            return Msg(self.BAD_INTENT_KEY)
        return super()._refusal(error)

    def __repr__(self) -> str:
        return repr(self._sheet).replace("<ScoreSheet", "<ScoreKeeper")

    def _repr_html_(self) -> str:
        return self._sheet.to_html(self.lang)

    def _still_words(self) -> list[str]:
        """The sheet's name, its rules' name, the players (with their totals where points are
        counted) and "Run this cell to use the score sheet", in the widget's language."""
        s, lang = self._sheet, self.lang
        key = f"keeper.rules.{s.rules.name}"
        rules = tr(key, lang) if key in catalogue(lang) else ""
        if s.rules.keep_score:
            players = ", ".join(f"{p} {total}" for p, total in zip(s.players, s.totals))
        else:
            players = i18n.join_names(s.players, lang)
        return [tr("keeper.title", lang), rules, players, *super()._still_words()]

    @property
    def json_text(self) -> str:
        """The sheet as a JSON file (made when asked for: the page gets it from the Save button)."""
        return self._sheet.to_json()

    @property
    def csv_text(self) -> str:
        """The sheet as a CSV file in the widget's language (made when asked for)."""
        return self._sheet.to_csv(self.lang)

    def _refresh(self) -> None:
        with self.hold_sync():
            self.view = self._view()
            self._ship(self._rows_now(), [_round_dict(rd) for rd in self._sheet.rounds])

    def _ship(self, rows: list[dict[str, Any]], rounds: list[dict[str, Any]], whole: bool = False) -> None:
        """Bring ``rows`` and ``rounds`` to the page: a patch of what changed since the table the
        page has (or, when ``whole``, all of it).  Several changes before a send make one patch."""
        if self._pending is not None:  # the last patch is not sent yet: one patch from its base
            base, old_rows, old_rounds = self._pending
        else:
            base, old_rows, old_rounds = self._rev, list(self.rows), list(self.rounds)
        row_splice = _splice(old_rows, rows)
        round_splice = _splice(old_rounds, rounds)
        if not whole and row_splice is None and round_splice is None and self._pending is None:
            return  # nothing in the table changed
        # the traits hold the whole table (what a page opening the widget gets), changed in
        # place so that only the patch is sent
        self.rows[:] = rows
        self.rounds[:] = rounds
        self._pending = (base, old_rows, old_rounds)
        self._rev = base + 1
        if whole:
            self.patch = {"rev": self._rev, "base": None, "rows": [0, 0, rows], "rounds": [0, 0, rounds]}
        else:
            self.patch = {
                "rev": self._rev,
                "base": base,
                "rows": row_splice or [0, 0, []],
                "rounds": round_splice or [0, 0, []],
            }

    def open(self) -> None:
        super().open()
        self._pending = None  # the page opening the widget gets the whole state, the table too

    def send_state(self, key: Any = None) -> None:
        super().send_state(key)
        keys = self.keys if key is None else [key] if isinstance(key, str) else key
        if "patch" in keys:
            self._pending = None  # the page has the patch now

    def _rows_now(self) -> list[dict[str, Any]]:
        """The table's rows, one per line; a line worded before (the same object, the same
        names, rules and language) keeps its row."""
        s = self._sheet
        key = (self.lang, tuple(s.players), s.rules)
        if key != self._row_key:
            self._row_key, self._row_lines, self._row_dicts = key, [], []
        known, worded = self._row_lines, self._row_dicts
        lines = s.lines
        rows = [
            worded[i] if i < len(known) and known[i] is line else _row_dict(line, s, self.lang)
            for i, line in enumerate(lines)
        ]
        self._row_lines, self._row_dicts = list(lines), rows
        return rows

    def _view(self) -> dict[str, Any]:
        s = self._sheet
        r = s.rules
        lang = self.lang
        counted = r.keep_score and not r.penalty_scoring
        label_key = f"keeper.rules.{r.name}"
        label = tr(label_key, lang) if label_key in catalogue(lang) else r.name
        if r.winner == "fewest_tiles":
            goal = tr("keeper.kids_goal", lang)
        elif r.target is None:
            goal = tr("game.one_round", lang)
        else:
            goal = tr("game.target", lang, n=r.target)
            if r.winner == "lowest":
                goal += " · " + tr("game.lowest_wins", lang)
        if s.match_over:
            status = tr("match.winner", lang, n=len(s.winners), names=[s.players[w] for w in s.winners])
        elif s.leaders:
            status = tr("keeper.leader", lang, n=len(s.leaders), names=[s.players[w] for w in s.leaders])
        else:
            status = ""
        presets = [[name, tr(f"keeper.rules.{name}", lang)] for name in PRESETS]
        if r.name not in PRESETS or PRESETS[r.name] != r:
            presets.append(["", label])
        return {
            "players": s.players,
            "rules": {
                "name": r.name,
                "preset": r.name if PRESETS.get(r.name) == r else "",
                "label": label,
                "goal": goal,
                "counted": counted,
                "keep_score": r.keep_score,
                "penalty_scoring": r.penalty_scoring,
                "winner": r.winner,
                "bridge": r.bridge_bonus,
                "two_sides": r.two_sides_bonus,
                "hexagon": r.hexagon_bonus,
                "multiply": r.multiply_by_sides,
                "draw": r.draw_penalty,
                "pass": r.pass_penalty,
                "max_draws": r.max_draws,
                "max_value": r.max_value,
                "min_players": r.min_players,
                "max_players": r.max_players,
            },
            "presets": presets,
            "languages": [
                [code, str(i18n.catalogue(code).get("lang.name", code)) if _has_lang(code) else code]
                for code in i18n.LANGUAGES
            ],
            "totals": s.totals,
            "leaders": s.leaders,
            "winners": s.winners,
            "match_over": s.match_over,
            "round": s.round_number,
            "round_started": s.round_started,
            "next_seat": s.next_seat,
            "last_tile_seat": _last_tile_seat(s),
            "hand_sizes": s.hand_sizes,
            "played": [str(t) for t in s.played_tiles],
            "can_undo": s.can_undo,
            "status": status,
            "count": len(s),
        }

    # --------------------------------------------------------------- intents
    def receive(self, msg: Any) -> dict[str, Any]:
        """Carry out one intent (as :meth:`handle`) and return what the widget says now."""
        self.handle(msg)
        return dict(self.message)

    def _draft_entry(self, draft: Any) -> Turn | None:
        """A Turn from the browser's draft, or None if it is not finished yet."""
        _want(isinstance(draft, dict))
        _want(set(draft) <= {"seat", "numbers", "sides", "bridge", "hexagons", "draws", "pass"})
        n = len(self._sheet.players)
        seat = _opt_int(draft.get("seat"), 0, n - 1)
        numbers = draft.get("numbers", [])
        _want(
            isinstance(numbers, list)
            and len(numbers) <= 3
            and all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 99 for v in numbers)
        )
        sides = _int(draft.get("sides", 1), 0, 99)
        bridge = _bool(draft.get("bridge", False))
        hexagons = _int(draft.get("hexagons", 0), 0, 99)
        draws = _int(draft.get("draws", 0), 0, 999)
        passed = _bool(draft.get("pass", False))
        if seat is None:
            return None
        tile = set_tile(numbers) if len(numbers) == 3 else None
        if tile is None and not passed and not draws:
            return None
        for v in numbers:
            if v > self._sheet.rules.max_value:
                raise SheetError("keeper.err.tile_number", max=self._sheet.rules.max_value, n=v)
        if tile is None:
            sides, bridge, hexagons = 1, False, 0
        if passed:
            tile = None
            sides, bridge, hexagons = 1, False, 0
        return Turn(seat, tile, sides=sides, bridge=bridge, hexagons=hexagons, draws=draws, passed=passed)

    def _edit_index(self, edit: Any) -> int | None:
        """The entry being changed, or None for a new one."""
        if edit is None:
            return None
        _want(len(self._sheet) > 0)
        return _int(edit, 0, len(self._sheet) - 1)

    def _do_preview(self, draft: Any = _MISSING, seq: Any = None, edit: Any = None) -> object:
        _want(draft is not _MISSING)
        seq = _opt_int(seq, 0, 2**53)
        lang = self.lang
        index = self._edit_index(edit)
        out: dict[str, Any] = {"seq": seq, "ok": False, "text": "", "points": None, "lang": lang}
        try:
            entry = self._draft_entry(draft)
            if entry is None:
                out["text"] = tr("keeper.preview_start" if draft.get("seat") is None else "keeper.preview_tile", lang)
            else:
                line = self._sheet.check(entry, index)
                out.update(
                    ok=True,
                    text=explain_line(line, self._sheet.players, self._sheet.rules, lang),
                    points=list(line.points),
                )
        except SheetError as e:
            out.update(error=True, text=e.text(lang))
        self.preview = out
        return KEEP_MESSAGE

    def _do_turn(self, draft: Any = _MISSING, edit: Any = None) -> Said:
        _want(draft is not _MISSING)
        index = self._edit_index(edit)
        entry = self._draft_entry(draft)
        if entry is None:
            raise SheetError("keeper.err.no_seat" if draft.get("seat") is None else "keeper.err.turn_empty")
        if index is None:
            return self._added(self._sheet.add(entry))
        self._sheet.replace(index, entry)
        return Msg("keeper.msg.changed", n=index + 1)

    def _added(self, line: Any) -> Said:
        s = self._sheet
        if isinstance(line.entry, RoundEnd):
            if s.match_over:
                names = [s.players[w] for w in s.winners]
                return Msg("match.winner", n=len(names), names=names)
            return Msg("keeper.msg.round_end", n=line.round)
        players, rules = list(s.players), s.rules
        return _LineSaid("keeper.msg.added", lambda lang: _row_text(line, players, rules, lang))

    def _do_round_end(
        self, how: Any = _MISSING, left: Any = _MISSING, seat: Any = None, edit: Any = None, unit: Any = "total"
    ) -> Said:
        _want(how in ("out", "blocked"))
        n = len(self._sheet.players)
        seat = _opt_int(seat, 0, n - 1)
        _want(unit in ("total", "count"))
        _want(isinstance(left, list) and len(left) == n)
        hands: list[Hand | None] = []
        for v in left:
            if v is None:
                hands.append(None)
            else:
                v = _int(v, 0, 10**6)  # the sheet says what is too much for the set, in words
                hands.append(Hand(total=v) if unit == "total" else Hand(count=v))
        if how == "out":
            if seat is None:
                raise SheetError("keeper.err.seat", seat="?")
            hands[seat] = None
        else:
            seat = None
        entry = RoundEnd(how, seat, tuple(hands))
        index = self._edit_index(edit)
        if index is None:
            return self._added(self._sheet.add(entry))
        self._sheet.replace(index, entry)
        return Msg("keeper.msg.changed", n=index + 1)

    def _do_delete(self, index: Any = _MISSING) -> Said:
        _want(len(self._sheet) > 0)
        i = _int(index, 0, len(self._sheet) - 1)
        self._sheet.delete(i)
        return Msg("keeper.msg.deleted", n=i + 1)

    def _do_undo(self) -> Said:
        self._sheet.undo()
        return Msg("keeper.msg.undone")

    def _do_new_match(self) -> Said:
        self._sheet.clear()
        return Msg("keeper.msg.new_match")

    def _do_lang(self, lang: Any = _MISSING) -> object:
        _want(isinstance(lang, str) and lang in i18n.LANGUAGES)
        self.lang = lang
        return KEEP_MESSAGE

    def _do_settings(self, open: Any = _MISSING) -> object:
        self.setup = _bool(open)
        return KEEP_MESSAGE

    def _do_setup(self, players: Any = _MISSING, rules: Any = _MISSING) -> Said:
        _want(
            isinstance(players, list)
            and len(players) <= 12
            and all(isinstance(p, str) and len(p) <= 200 for p in players)
        )
        _want(isinstance(rules, str))
        s = self._sheet
        if rules == "":
            new_rules = s.rules
        elif rules in PRESETS:
            new_rules = PRESETS[rules]
        else:
            raise SheetError("keeper.err.rules_unknown", name=short(rules, 30), names=", ".join(PRESETS))
        # The names go through the score sheet's own checks (the same as ScoreSheet(...) and a loaded
        # file): one rule for every way a name enters.
        s.set_players(players, new_rules)
        self.setup = False
        return Msg("keeper.msg.started")

    def _do_load(self, text: Any = _MISSING, name: Any = None) -> Said:
        _want(isinstance(text, str) and (name is None or isinstance(name, str)))
        if len(text) > _MAX_TEXT:
            raise SheetError("keeper.err.file_too_big", size=len(text))
        try:
            other = ScoreSheet.load_text(text)
        except SheetError:
            raise
        except Exception:  # a file is anyone's bytes: whatever breaks, the page says so
            raise SheetError("keeper.err.file_not_sheet") from None
        self._sheet.load(other)
        self.setup = False
        return Msg("keeper.msg.loaded", n=len(other))

    def _do_export(self, format: Any = _MISSING) -> object:
        """The Save buttons: the file is made now and sent to the page, which saves it."""
        _want(format in ("json", "csv"))
        if format == "json":
            text, mime = self._sheet.to_json(), "application/json"
        else:  # with a byte order mark, so that a spreadsheet reads the names' letters right
            text, mime = "\ufeff" + self._sheet.to_csv(self.lang), "text/csv"
        self.send({"type": "file", "format": format, "name": f"score-sheet.{format}", "mime": mime, "text": text})
        return KEEP_MESSAGE

    def _do_sync(self) -> object:
        """The page missed a patch (or cannot tell): it gets the whole table again."""
        self._ship(self._rows_now(), [_round_dict(rd) for rd in self._sheet.rounds], whole=True)
        return KEEP_MESSAGE


def _splice(old: list[Any], new: list[Any]) -> list[Any] | None:
    """``[start, delete, items]``: the one splice that turns ``old`` into ``new`` (None: equal).
    Adding an entry at the end gives ``[n, 0, [its row]]``."""
    n_old, n_new = len(old), len(new)
    start, most = 0, min(n_old, n_new)
    while start < most and (old[start] is new[start] or old[start] == new[start]):
        start += 1
    if start == n_old == n_new:
        return None
    end = 0
    while end < most - start:
        a, b = old[n_old - 1 - end], new[n_new - 1 - end]
        if a is not b and a != b:
            break
        end += 1
    return [start, n_old - start - end, new[start : n_new - end]]


def _row_dict(line: Any, sheet: ScoreSheet, lang: str) -> dict[str, Any]:
    """A line as the page's table draws it (and the turn form fills in when it is changed)."""
    e = line.entry
    row: dict[str, Any] = {
        "round": line.round,
        "kind": "turn" if isinstance(e, Turn) else "adjust" if isinstance(e, Adjust) else e.how,
        "seat": getattr(e, "seat", None),
        "points": list(line.points),
        "text": explain_line(line, sheet.players, sheet.rules, lang),
        "first": line.first,
    }
    if isinstance(e, Turn):
        row.update(
            tile=None if e.tile is None else str(e.tile),
            numbers=None if e.tile is None else list(e.tile),
            sides=e.sides,
            bridge=e.bridge,
            hexagons=e.hexagons,
            draws=e.draws,
            passed=e.passed,
        )
    elif isinstance(e, RoundEnd):
        row.update(
            winners=list(line.winners),
            left=[None if h is None else h.total for h in e.hands],
            counts=[None if h is None else h.count for h in e.hands],
        )
    else:
        row.update(adjust=e.points, note=e.note)
    return row


def _round_dict(rd: Any) -> dict[str, Any]:
    return {
        "number": rd.number,
        "start": rd.start,
        "stop": rd.stop,
        "points": list(rd.points),
        "totals": list(rd.totals),
        "how": rd.how,
        "winners": list(rd.winners),
        "over": rd.over,
    }


def _row_text(line: Any, players: Sequence[str], rules: Rules, lang: str) -> str:
    text = explain_line(line, players, rules, lang)
    if isinstance(line.entry, Turn):
        return tr("keeper.msg.added", lang, player=players[line.entry.seat], text=text)
    return text


def _last_tile_seat(sheet: ScoreSheet) -> int | None:
    """Who placed the last tile of the round being played: most likely the one who went out."""
    current = sheet.rounds[-1]
    for line in reversed(sheet.lines[current.start : current.stop]):
        if line.score is not None:
            return line.entry.seat  # type: ignore[union-attr]
    return None


def _has_lang(code: str) -> bool:
    try:
        i18n.catalogue(code)
        return True
    except OSError:
        return False
