"""The lessons' exercises as questions the engine checks: the answer, the hints, the worked answer.

No widget here (:class:`~trio_widgets.widgets.Question` shows a question); a question is plain
data, so the lesson builder writes it, a test reads it and the widget checks with it.

* A :class:`QuestionSpec` is an exercise: a title, one or more :class:`Part`\\ s (asked one
  after the other) and the worked answer (shown only after the child has answered every part,
  or has asked "show me").
* A part is one of four kinds: ``"number"`` (digits), ``"tile"`` (pick one tile, or every
  right one, of a row or of the 56), ``"choice"`` (buttons) and ``"board"`` (tap a place on a
  board picture).  Its ``answer`` is every accepted answer.
* :func:`check_part` checks what the child gave: a :class:`Verdict`, right or not, with the
  lines to say: for a sum, which part of the sum is missing or wrong (from the parts the
  lesson worked out with ``Score.steps()``); for a tile, which corner does not match (the
  engine's board), which number or value is wrong; for a count, bigger or smaller and a way
  to count.  Input that is not an answer at all (not a number, not a tile of the row, a
  hostile value) raises :class:`QuestionError` (a ValueError carrying a ``Msg``); nothing is
  counted.
* Texts a lesson writes (a part's question, the options, the worked answer) are
  :class:`Words`: one text per language.  Texts the package writes are catalogue keys
  (``words/locales/question.<lang>.json``).
* :func:`lesson_question` gives a lesson's exercise from ``lesson_questions.json`` (written by
  ``tools/build_lessons.py`` from the lessons' sources, where the answers are computed with the
  engine).

>>> q = QuestionSpec.of(number_part(12, label=Words.same("3 + 4 + 5")))
>>> check_part(q.parts[0], "12").ok, check_part(q.parts[0], " 11 ").ok
(True, False)
>>> check_part(q.parts[0], "11").lines[0].text("en")
'11 is too small: the answer is bigger.'
>>> check_part(q.parts[0], "twelve")
Traceback (most recent call last):
...
trio_widgets.teaching._questions.QuestionError: “twelve” is not a number. Type it with digits, like 12.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from .. import words as i18n
from ..engine import Board, Cell, Placement, Tile, cell_corners, full_set
from ..files import plain_int
from ..words import Msg, MsgError, short

__all__ = [
    "KINDS",
    "QUESTIONS_FILE",
    "Line",
    "Part",
    "QuestionError",
    "QuestionSpec",
    "Verdict",
    "Words",
    "board_part",
    "check_part",
    "choice_part",
    "lesson_question",
    "lesson_questions",
    "likely_hint",
    "number_part",
    "parse_number",
    "stronger_hint",
    "tile_part",
    "worked_lines",
]

KINDS = ("number", "tile", "choice", "board")
#: the exercises of every lesson, written by tools/build_lessons.py
QUESTIONS_FILE = Path(__file__).with_name("lesson_questions.json")
#: the most digits a typed number may have (a child's answer is never longer)
MAX_DIGITS = 6
#: how a wrong tile is explained (see :func:`_tile_reason`)
TILE_RULES = ("", "value", "fives", "family", "highest", "fits")
BOARD_RULES = ("", "border")
NUMBER_RULES = ("", "box")
CHOICE_RULES = ("", "any")
#: mistakes a likely wrong number is read from (see :class:`Part`): the answer's sign left off,
#: everything counted twice, one too many or too few
LIKELY_RULES = ("sign", "doubled", "off_by_one")
_MINUS = "-\u2212\u2013"  # hyphen-minus, minus sign, en dash (a tablet's keyboard may give any)


class QuestionError(MsgError):
    """What the child gave is not an answer (not a number, not a tile of the row ...): nothing
    is counted.  ``msg`` is the message (a :class:`Msg`); ``str(e)`` its English."""


# --------------------------------------------------------------------------- words


@dataclass(frozen=True)
class Words:
    """A lesson's text in each language (``Words({"en": "Ann", "ru": "Аня", ...})``), or one text
    for every language (:meth:`same`, a tile's name); English fills a missing language."""

    texts: tuple[tuple[str, str], ...] = ()

    def __init__(self, texts: Mapping[str, str] | Iterable[tuple[str, str]] = ()) -> None:
        items = dict(texts)
        for lang, text in items.items():
            if lang not in i18n.LANGUAGES or not isinstance(text, str):
                raise ValueError(f"Words: {lang!r} -> {text!r:.40} is not a text in one of {i18n.LANGUAGES}")
        object.__setattr__(self, "texts", tuple(sorted(items.items())))

    @classmethod
    def same(cls, text: str) -> Words:
        return cls({lang: text for lang in i18n.LANGUAGES})

    @property
    def key(self) -> str:
        return "question.lesson_text"

    def __bool__(self) -> bool:
        return any(text for _, text in self.texts)

    def text(self, lang: str = "en") -> str:
        d = dict(self.texts)
        return d.get(lang, d.get("en", ""))

    def to_json(self) -> dict[str, str]:
        return dict(self.texts)


@dataclass(frozen=True)
class Line:
    """One line the widget says: a catalogue key and its parameters, where a parameter may be
    :class:`Words` or a :class:`Msg` (said in the same language), or lesson :class:`Words` alone."""

    key: str
    params: tuple[tuple[str, Any], ...] = ()
    words: Words | None = None

    @classmethod
    def of(cls, key: str, **params: Any) -> Line:
        return cls(key, tuple(sorted(params.items())))

    @classmethod
    def lesson(cls, words: Words) -> Line:
        return cls("question.lesson_text", (), words)

    def text(self, lang: str = "en") -> str:
        if self.words is not None:
            return self.words.text(lang)
        params = {k: (v.text(lang) if isinstance(v, (Words, Msg, Line)) else v) for k, v in self.params}
        return i18n.t(self.key, lang, **params)


# --------------------------------------------------------------------------- the parts


@dataclass(frozen=True)
class Part:
    """One question of an exercise (see the module's documentation).

    ``answer``: every accepted answer (whole numbers; tile names; option numbers from 0; cell
    labels ``"x,y,u|d"``); with ``many``, the child must pick all of them and nothing else.
    ``options``: a choice's buttons (:class:`Words`), a tile question's row of tiles (names;
    empty: the 56), a board question's places (cell labels).  ``steps``: the parts of a sum
    (their words and points), for the hints.  ``rule``: how a wrong answer is explained
    (``"value"``, ``"fives"``, ``"family"``, ``"highest"``, ``"fits"`` for tiles; ``"border"`` for
    a board; ``"box"`` for a number the child chooses; ``"any"`` for a choice with no wrong
    answer).  ``board``: the tiles on the picture (cell label, corners); ``target``: the place
    a tile must fit (rule ``"fits"``).  ``hints``: a choice's hint for each option; ``hint``: the
    lesson's hint for any wrong answer.  ``params``: numbers the rule needs.

    The hints come in steps (a ladder): the first wrong try gets the hint aimed at the likely
    mistake, ``likely``: (what the child gave, the hint) pairs, where "what the child gave" is a
    wrong value (a number, a tile's name, an option's number, a place's cell label) or, for a
    number, a mistake read from the answer (:data:`LIKELY_RULES`: ``"sign"`` the sign left off,
    ``"doubled"`` every one counted twice, ``"off_by_one"`` one too many or too few); an answer
    listed nowhere gets what the checking can read from it (which part of a sum, which corner).
    Each later wrong try adds ``stronger`` (the first step worked out; for a sum with no
    ``stronger``, the sum's first part), and only then does the page offer "Show me".
    """

    kind: str
    answer: tuple[Any, ...]
    label: Words = field(default_factory=Words)
    options: tuple[Any, ...] = ()
    many: bool = False
    signed: bool = False
    steps: tuple[tuple[Words, int], ...] = ()
    rule: str = ""
    board: tuple[tuple[str, tuple[int, int, int]], ...] = ()
    target: str = ""
    hints: tuple[Words, ...] = ()
    hint: Words = field(default_factory=Words)
    params: tuple[tuple[str, int], ...] = ()
    likely: tuple[tuple[str, Words], ...] = ()
    stronger: Words = field(default_factory=Words)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a part's kind is one of {KINDS}, not {self.kind!r}")
        if not self.answer and self.rule not in ("box", "any"):
            raise ValueError("a part needs at least one right answer")
        rules = {"number": NUMBER_RULES, "tile": TILE_RULES, "choice": CHOICE_RULES, "board": BOARD_RULES}[self.kind]
        if self.rule not in rules:
            raise ValueError(f"a {self.kind} part's rule is one of {rules}, not {self.rule!r}")
        if self.kind == "tile":
            names = [str(Tile.parse(n)) for n in self.answer]
            row = self.row()
            if not set(names) <= {str(t) for t in row}:
                raise ValueError(f"the answer {names} is not among the tiles offered")
        if self.kind == "choice":
            if not all(isinstance(i, int) and 0 <= i < len(self.options) for i in self.answer):
                raise ValueError(f"a choice's answer is the number of an option (0-{len(self.options) - 1})")
            if self.hints and len(self.hints) != len(self.options):
                raise ValueError("a choice has one hint per option, or none")
        if self.kind == "board" and not set(self.answer) <= set(self.options):
            raise ValueError("a board's answer is among its places")
        if self.kind == "number" and not all(isinstance(n, int) and not isinstance(n, bool) for n in self.answer):
            raise ValueError("a number part's answers are whole numbers")
        for given, _words in self.likely:
            if not isinstance(given, str) or not self._is_wrong(given):
                raise ValueError(f"a likely wrong answer is a wrong answer of the part, not {given!r}")

    def _is_wrong(self, given: str) -> bool:
        """Is ``given`` (a key of ``likely``) an answer of this part's kind that is not right?"""
        if self.kind == "number":
            if given in LIKELY_RULES:
                return True
            n = plain_int(given, MAX_DIGITS)
            return n is not None and n not in self.answer
        if self.kind == "tile":
            try:
                tile = Tile.parse(given)
            except ValueError:
                return False
            return str(tile) == given and tile in self.row() and given not in self.answer
        if self.kind == "choice":
            n = plain_int(given, 2)
            return n is not None and 0 <= n < len(self.options) and n not in self.answer
        return given in self.options and given not in self.answer

    def row(self) -> tuple[Tile, ...]:
        """The tiles a tile question offers."""
        return tuple(Tile.parse(n) for n in self.options) if self.options else full_set()

    def param(self, name: str, default: int = 0) -> int:
        return dict(self.params).get(name, default)

    # -- the browser's view of the part: never the answer
    def view(self, lang: str) -> dict[str, Any]:
        """What the page draws: the question, the buttons, the tiles, the places; no answer."""
        out: dict[str, Any] = {"kind": self.kind, "label": self.label.text(lang), "many": self.many}
        if self.kind == "number":
            out["signed"] = self.signed
        elif self.kind == "tile":
            out["tiles"] = [list(t) for t in self.row()]
        elif self.kind == "choice":
            out["options"] = [o.text(lang) for o in self.options]
        elif self.kind == "board":
            out["places"] = list(self.options)
        if self.board:
            out["board"] = [[c, list(k)] for c, k in self.board]
        if self.target:
            out["target"] = self.target
        return out

    # -- the file
    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "answer": list(self.answer)}
        if self.label:
            d["label"] = self.label.to_json()
        if self.options:
            d["options"] = [o.to_json() if isinstance(o, Words) else o for o in self.options]
        for name in ("many", "signed"):
            if getattr(self, name):
                d[name] = True
        if self.steps:
            d["steps"] = [[w.to_json(), v] for w, v in self.steps]
        if self.rule:
            d["rule"] = self.rule
        if self.board:
            d["board"] = [[c, list(k)] for c, k in self.board]
        if self.target:
            d["target"] = self.target
        if self.hints:
            d["hints"] = [h.to_json() for h in self.hints]
        if self.hint:
            d["hint"] = self.hint.to_json()
        if self.params:
            d["params"] = dict(self.params)
        if self.likely:
            d["likely"] = {given: words.to_json() for given, words in self.likely}
        if self.stronger:
            d["stronger"] = self.stronger.to_json()
        return d

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Part:
        kind = d["kind"]
        options = tuple(Words(o) if isinstance(o, dict) else o for o in d.get("options", ()))
        return cls(
            kind,
            tuple(d["answer"]),
            label=Words(d.get("label", {})),
            options=options,
            many=bool(d.get("many", False)),
            signed=bool(d.get("signed", False)),
            steps=tuple((Words(w), int(v)) for w, v in d.get("steps", ())),
            rule=d.get("rule", ""),
            board=tuple((c, (int(k[0]), int(k[1]), int(k[2]))) for c, k in d.get("board", ())),
            target=d.get("target", ""),
            hints=tuple(Words(h) for h in d.get("hints", ())),
            hint=Words(d.get("hint", {})),
            params=tuple(sorted(d.get("params", {}).items())),
            likely=tuple((str(k), Words(v)) for k, v in d.get("likely", {}).items()),
            stronger=Words(d.get("stronger", {})),
        )


def _likely(likely: Mapping[Any, Words] | Iterable[tuple[Any, Words]]) -> tuple[tuple[str, Words], ...]:
    items = likely.items() if isinstance(likely, Mapping) else likely
    return tuple((str(k), w) for k, w in items)


def number_part(
    answer: int | Iterable[int],
    *,
    label: Words = Words(),
    steps: Sequence[tuple[Words, int]] = (),
    signed: bool = False,
    hint: Words = Words(),
    rule: str = "",
    likely: Mapping[Any, Words] | Iterable[tuple[Any, Words]] = (),
    stronger: Words = Words(),
    **params: int,
) -> Part:
    """A number to type: ``answer`` (or every accepted number); ``steps``, the parts of a sum."""
    accepted = (answer,) if isinstance(answer, int) else tuple(answer)
    if steps and sum(v for _, v in steps) != accepted[0]:
        raise ValueError(f"the steps add up to {sum(v for _, v in steps)}, not {accepted[0]}")
    return Part(
        "number",
        accepted,
        label=label,
        steps=tuple(steps),
        signed=signed or any(n < 0 for n in accepted),
        hint=hint,
        rule=rule,
        params=tuple(sorted(params.items())),
        likely=_likely(likely),
        stronger=stronger,
    )


def tile_part(
    answer: Iterable[Any],
    *,
    options: Iterable[Any] = (),
    label: Words = Words(),
    many: bool = False,
    rule: str = "",
    board: Iterable[tuple[str, Sequence[int]]] = (),
    target: str = "",
    hint: Words = Words(),
    likely: Mapping[Any, Words] | Iterable[tuple[Any, Words]] = (),
    stronger: Words = Words(),
    **params: int,
) -> Part:
    """A tile to pick (``many``: every right tile) from ``options`` (tile names; empty: the 56)."""
    return Part(
        "tile",
        tuple(str(Tile.parse(str(t))) for t in answer),
        label=label,
        options=tuple(str(Tile.parse(str(t))) for t in options),
        many=many,
        rule=rule,
        board=tuple((str(c), (int(k[0]), int(k[1]), int(k[2]))) for c, k in board),
        target=target,
        hint=hint,
        params=tuple(sorted(params.items())),
        likely=_likely(likely),
        stronger=stronger,
    )


def choice_part(
    options: Sequence[Words],
    answer: int | Iterable[int],
    *,
    label: Words = Words(),
    many: bool = False,
    hints: Sequence[Words] = (),
    hint: Words = Words(),
    rule: str = "",
    likely: Mapping[Any, Words] | Iterable[tuple[Any, Words]] = (),
    stronger: Words = Words(),
) -> Part:
    """Buttons: ``answer`` is the number (from 0) of the right option, or of every right one."""
    accepted = (answer,) if isinstance(answer, int) else tuple(answer)
    return Part(
        "choice",
        accepted,
        label=label,
        options=tuple(options),
        many=many,
        hints=tuple(hints),
        hint=hint,
        rule=rule,
        likely=_likely(likely),
        stronger=stronger,
    )


def board_part(
    places: Iterable[str],
    answer: Iterable[str],
    *,
    label: Words = Words(),
    board: Iterable[tuple[str, Sequence[int]]] = (),
    many: bool = False,
    rule: str = "",
    hint: Words = Words(),
    border: Iterable[tuple[int, int]] = (),
    likely: Mapping[Any, Words] | Iterable[tuple[Any, Words]] = (),
    stronger: Words = Words(),
) -> Part:
    """Places to tap on a board picture (cell labels ``"x,y,u"``); ``answer``: every right place.
    ``border``: the lattice points of the shape's border (rule ``"border"``)."""
    params = tuple(sorted((f"b{x},{y}", 1) for x, y in border))
    return Part(
        "board",
        tuple(_cell_label(c) for c in answer),
        label=label,
        options=tuple(_cell_label(c) for c in places),
        board=tuple((_cell_label(c), (int(k[0]), int(k[1]), int(k[2]))) for c, k in board),
        many=many,
        rule=rule,
        hint=hint,
        params=params,
        likely=_likely(likely),
        stronger=stronger,
    )


def _cell_label(c: Any) -> str:
    cell = Cell.parse(c) if isinstance(c, str) else c
    return f"{cell.x},{cell.y},{'u' if cell.up else 'd'}"


# --------------------------------------------------------------------------- an exercise


@dataclass(frozen=True)
class QuestionSpec:
    """An exercise: ``title`` (e.g. "Exercise 1"), its ``parts`` and ``worked`` (the worked answer,
    Markdown, one text per language); ``lesson`` and ``exercise`` say where it comes from."""

    parts: tuple[Part, ...]
    title: Words = field(default_factory=Words)
    worked: Words = field(default_factory=Words)
    lesson: str = ""
    exercise: str = ""

    def __post_init__(self) -> None:
        if not self.parts:
            raise ValueError("an exercise has at least one part")

    @classmethod
    def of(cls, *parts: Part, title: Words = Words(), worked: Words = Words()) -> QuestionSpec:
        return cls(tuple(parts), title, worked)

    def to_json(self) -> dict[str, Any]:
        return {
            "title": self.title.to_json(),
            "worked": self.worked.to_json(),
            "parts": [p.to_json() for p in self.parts],
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any], lesson: str = "", exercise: str = "") -> QuestionSpec:
        return cls(
            tuple(Part.from_json(p) for p in d["parts"]),
            Words(d.get("title", {})),
            Words(d.get("worked", {})),
            lesson,
            exercise,
        )


@cache
def lesson_questions() -> dict[str, dict[str, Any]]:
    """Every lesson's exercises as the lesson builder wrote them: ``{stem: {exercise: {...}}}``."""
    if not QUESTIONS_FILE.is_file():
        return {}
    data: dict[str, dict[str, Any]] = json.loads(QUESTIONS_FILE.read_text(encoding="utf-8"))
    return data


def lesson_question(lesson: object, exercise: object) -> QuestionSpec:
    """The exercise ``exercise`` (``"ex1"``) of ``lesson`` (``"01"``, ``1`` or ``"01_meet_the_tiles"``).

    >>> lesson_question("04", "ex2").parts[1].kind
    'number'
    >>> lesson_question("04", "ex9")
    Traceback (most recent call last):
    ...
    trio_widgets.teaching._questions.QuestionError: Lesson 04_scoring has no exercise “ex9”: it has ex1, ex2.
    """
    data = lesson_questions()
    text = f"{lesson:02d}" if isinstance(lesson, int) and not isinstance(lesson, bool) else str(lesson)[:40]
    stems = [s for s in data if s == text or s.split("_")[0] == text]
    if len(stems) != 1:
        raise QuestionError("question.error.lesson", value=text, lessons=", ".join(s.split("_")[0] for s in data))
    stem = stems[0]
    name = str(exercise)[:20]
    if name not in data[stem]:
        raise QuestionError("question.error.exercise", lesson=stem, value=name, exercises=", ".join(data[stem]))
    return QuestionSpec.from_json(data[stem][name], stem, name)


def worked_lines(markdown: str) -> list[dict[str, Any]]:
    """A worked answer (Markdown) as lines the page writes with textContent: ``{"kind": "p"|"li",
    "parts": [[text, bold], ...]}``, a paragraph (or a list item) with its wrapped lines joined;
    no HTML goes through.

    >>> worked_lines("Ann: **38**,\\nBob: 30.\\n- one\\n  more\\n- two")[0]
    {'kind': 'p', 'parts': [['Ann: ', False], ['38', True], [', Bob: 30.', False]]}
    >>> [line["parts"][0][0] for line in worked_lines("- one\\n  more\\n- two")]
    ['one more', 'two']
    """
    blocks: list[tuple[str, str]] = []
    for raw in markdown.splitlines():
        line = raw.strip()
        if not line:
            blocks.append(("", ""))
            continue
        m = re.match(r"^([-*]|\d+\.)\s+(.*)$", line)
        if m:
            number = m.group(1) + " " if m.group(1)[0].isdigit() else ""
            blocks.append(("li", number + m.group(2)))
        elif blocks and blocks[-1][0]:
            kind, text = blocks[-1]
            blocks[-1] = (kind, text + " " + line)  # a wrapped line goes on with its paragraph
        else:
            blocks.append(("p", line))
    out: list[dict[str, Any]] = []
    for kind, text in blocks:
        if not kind:
            continue
        text = re.sub(r"<[^>]*>", "", text)
        parts: list[list[Any]] = []
        for i, piece in enumerate(re.split(r"\*\*", text)):
            piece = piece.replace("*", "")
            if piece:
                parts.append([piece, i % 2 == 1])
        if parts:
            out.append({"kind": kind, "parts": parts})
    return out


# --------------------------------------------------------------------------- checking


@dataclass(frozen=True)
class Verdict:
    """The check of one answer: ``ok``, and ``lines`` to say (the hints, or why it is right);
    ``step``, for a wrong answer, the rung of the hints' ladder (see :func:`check_part`)."""

    ok: bool
    lines: tuple[Line, ...]
    given: Any = None
    #: which rung of the hints' ladder a wrong answer got: 1 the aimed hint, 2 the stronger one
    step: int = 0


def parse_number(value: object) -> int:
    """A number the child typed or tapped: digits 0-9 only, an optional minus (``-``, ``−``);
    spaces around are fine.  Anything else is a :class:`QuestionError`.

    >>> parse_number(" −6 "), parse_number(12)
    (-6, 12)
    >>> parse_number("١٢")
    Traceback (most recent call last):
    ...
    trio_widgets.teaching._questions.QuestionError: “١٢” is not a number. Type it with digits, like 12.
    """
    if isinstance(value, bool):
        raise QuestionError("question.error.number", value=short(value, 20))
    if isinstance(value, int):
        if abs(value) >= 10**MAX_DIGITS:
            raise QuestionError("question.error.too_big")
        return value
    if not isinstance(value, str):
        raise QuestionError("question.error.number", value=short(value, 20))
    s = value.strip()
    if not s:
        raise QuestionError("question.error.empty")
    sign = ""
    if s[0] in _MINUS:
        sign, s = "-", s[1:].strip()
    if s.isascii() and s.isdigit() and len(s) > MAX_DIGITS:
        raise QuestionError("question.error.too_big")
    n = plain_int(sign + s, MAX_DIGITS)
    if n is None:
        raise QuestionError("question.error.number", value=short(value, 20))
    return n


def _pick(value: object, many: bool) -> list[Any]:
    """The browser's pick: one item, or (``many``) a list of at most 60 items, none twice."""
    if many:
        if not isinstance(value, list) or len(value) > 60:
            raise QuestionError("question.error.pick", value=short(value, 20))
        if not value:
            raise QuestionError("question.error.nothing")
        return value
    return [value]


def check_part(part: Part, value: object, wrong_before: int = 0) -> Verdict:
    """Check ``value`` (what the page sent) against ``part``; :class:`QuestionError` when it is
    not an answer of the part's kind at all.

    ``wrong_before``: the wrong tries the child has made at this part so far.  The first wrong try
    gets the hint aimed at the likely mistake (the part's ``likely``), or what the checking reads
    from the answer; a later one also gets the stronger hint (:func:`stronger_hint`)."""
    if part.kind == "number":
        verdict = _check_number(part, parse_number(value))
    elif part.kind == "tile":
        verdict = _check_tiles(part, _pick(value, part.many))
    elif part.kind == "choice":
        verdict = _check_choice(part, _pick(value, part.many))
    else:
        verdict = _check_board(part, _pick(value, part.many))
    if verdict.ok:
        return verdict
    lines = verdict.lines
    if part.kind == "number":
        aimed = likely_hint(part, verdict.given)
        if aimed is not None:
            lines = (Line.lesson(aimed),)
    step = 1
    if wrong_before >= 1:
        stronger = stronger_hint(part)
        if stronger is not None:
            lines = (*lines[:1], stronger)
            step = 2
    return Verdict(False, lines, verdict.given, step)


def likely_hint(part: Part, given: Any) -> Words | None:
    """The hint the part's source aims at this wrong answer (its ``likely``), or None.

    >>> p = number_part(-6, likely={"sign": Words.same("minus!"), 9: Words.same("nine")})
    >>> likely_hint(p, 6).text(), likely_hint(p, 9).text(), likely_hint(p, 7)
    ('minus!', 'nine', None)
    """
    if not part.likely:
        return None
    table = dict(part.likely)
    if part.kind == "number":
        n = int(given)
        right = part.answer[0]
        if str(n) in table:
            return table[str(n)]
        found = {
            "sign": right != 0 and n == -right,
            "doubled": right != 0 and n == 2 * right,
            "off_by_one": abs(n - right) == 1,
        }
        for rule in LIKELY_RULES:
            if found[rule] and rule in table:
                return table[rule]
        return None
    picked = [str(g) for g in (given if isinstance(given, list) else [given])]
    for g in picked:
        if g in table:
            return table[g]
    return None


def stronger_hint(part: Part) -> Line | None:
    """The hint of a second wrong try: the part's ``stronger`` (the first step worked out), or for
    a sum of several parts its first part; None for a part with no wrong answer."""
    if part.stronger:
        return Line.lesson(part.stronger)
    if len(part.steps) > 1:
        words, points = part.steps[0]
        return Line.of("question.hint.first_step", part=words, points=points, n=len(part.steps) - 1)
    if part.rule in ("box", "any"):
        return None
    return Line.of("question.hint.again")


def _check_number(part: Part, n: int) -> Verdict:
    if part.rule == "box":
        box = part.param("box", 56)
        if n < 1:
            raise QuestionError("question.error.positive")
        key = "question.box.enough" if n <= box else "question.box.short"
        return Verdict(True, (Line.of(key, n=n, box=box, spare=box - n, more=n - box),), n)
    if n in part.answer:
        return Verdict(True, (Line.of("question.right.number", answer=n),), n)
    right = part.answer[0]
    lines: list[Line] = []
    if part.steps:
        lines.extend(_sum_hints(part.steps, right, n))
    if not lines:
        lines.extend(_count_hints(part, right, n))
    elif part.hint:
        lines.append(Line.lesson(part.hint))
    return Verdict(False, tuple(lines), n)


def _count_hints(part: Part, right: int, n: int) -> list[Line]:
    """What a wrong number says when no part of a sum explains it: the sign left off, every one
    counted twice, one too many or too few, or simply too big or too small; then a way to go on."""
    if right != 0 and n == -right:
        first = Line.of("question.hint.sign_minus" if right < 0 else "question.hint.sign_plus", typed=n)
    elif right > 0 and n == 2 * right:
        first = Line.of("question.hint.doubled", typed=n)
    elif right > 1 and n * 2 == right:
        first = Line.of("question.hint.half", typed=n)
    elif abs(n - right) == 1:
        first = Line.of("question.hint.one_more" if n < right else "question.hint.one_less", typed=n)
    else:
        first = Line.of("question.hint.more" if n < right else "question.hint.less", typed=n)
    if part.hint:
        then = Line.lesson(part.hint)
    elif part.steps:
        then = Line.of("question.hint.sum.parts", n=len(part.steps))
    elif first.key in (
        "question.hint.doubled",
        "question.hint.half",
        "question.hint.one_less",
        "question.hint.one_more",
    ):
        return [first]
    else:
        then = Line.of("question.hint.count")
    return [first, then]


def _sum_hints(steps: Sequence[tuple[Words, int]], total: int, n: int) -> list[Line]:
    """Which part of the sum is wrong, when the typed number tells: one left out, one added
    instead of taken away, one counted twice, or the sum stopped early."""
    for words, v in steps:
        if v and n == total - v:
            return [Line.of("question.hint.sum.left_out", typed=n, part=words)]
    minus = [(words, v) for words, v in steps if v < 0]
    for words, v in minus:
        if n == total - 2 * v:
            return [Line.of("question.hint.sum.minus", typed=n, part=words)]
    if len(minus) > 1 and n == total - 2 * sum(v for _, v in minus):
        return [Line.of("question.hint.sum.minus_all", typed=n, part=minus[0][0])]
    for words, v in steps:
        if v and n == total + v:
            return [Line.of("question.hint.sum.twice", typed=n, part=words)]
    run = 0
    for k, (_words, v) in enumerate(steps[:-1]):
        run += v
        if n == run:
            return [Line.of("question.hint.sum.go_on", typed=n, part=steps[k + 1][0])]
    return []


def _tiles_of(part: Part, names: list[Any]) -> list[Tile]:
    row = part.row()
    out: list[Tile] = []
    for name in names:
        if not isinstance(name, str) or len(name) > 12:
            raise QuestionError("question.error.tile", value=short(name, 20))
        try:
            tile = Tile.parse(name)
        except ValueError:
            raise QuestionError("question.error.tile", value=short(name, 20)) from None
        if tile not in row:
            raise QuestionError("question.error.not_offered", value=str(tile))
        if tile in out:
            raise QuestionError("question.error.twice", value=str(tile))
        out.append(tile)
    return out


def _aimed(part: Part, given: str, reason: Line) -> Line:
    """The hint the part's source aims at this wrong pick (its ``likely``), else ``reason``."""
    for key, words in part.likely:
        if key == given:
            return Line.lesson(words)
    return reason


def _check_tiles(part: Part, names: list[Any]) -> Verdict:
    picked = _tiles_of(part, names)
    answer = [Tile.parse(a) for a in part.answer]
    wrong = [t for t in picked if t not in answer]
    if not part.many:
        if not wrong:
            return Verdict(True, (Line.of("question.right.tile", tile=str(picked[0])),), str(picked[0]))
        reason = _aimed(part, str(wrong[0]), _tile_reason(part, wrong[0], answer))
        return Verdict(False, _with_hint(part, [reason]), str(picked[0]))
    missing = [t for t in answer if t not in picked]
    if not wrong and not missing:
        return Verdict(True, (Line.of("question.right.tiles", n=len(answer)),), [str(t) for t in picked])
    lines = [_aimed(part, str(t), _tile_reason(part, t, answer)) for t in wrong[:3]]
    if len(wrong) > 3:
        lines.append(Line.of("question.hint.tile.more_wrong", n=len(wrong) - 3))
    right = len(picked) - len(wrong)
    if missing:
        lines.append(Line.of("question.hint.tile.missing", n=len(missing), right=right))
    return Verdict(False, _with_hint(part, lines), [str(t) for t in picked])


def _with_hint(part: Part, lines: list[Line]) -> tuple[Line, ...]:
    """The reasons, then the lesson's hint for any wrong answer (not after a hint aimed at the answer)."""
    aimed = any(line.words is not None for line in lines)
    return tuple(lines) + ((Line.lesson(part.hint),) if part.hint and not aimed else ())


def _tile_reason(part: Part, tile: Tile, answer: list[Tile]) -> Line:
    """Why ``tile`` is not a right tile, as the part's rule sees it."""
    name = str(tile)
    if part.rule == "value":
        return Line.of("question.hint.tile.value", tile=name, value=tile.value, want=part.param("value"))
    if part.rule == "fives":
        number = part.param("number", 5)
        return Line.of("question.hint.tile.count", tile=name, number=number, n=list(tile).count(number))
    if part.rule == "family":
        return Line.of(f"question.hint.tile.family.{tile.kind}", tile=name)
    if part.rule == "highest":
        best = answer[0]
        if tile.value < best.value:
            return Line.of("question.hint.tile.worth_less", tile=name, value=tile.value)
        return Line.of("question.hint.tile.tie", tile=name, value=tile.value)
    if part.rule == "fits":
        return _corner_reason(part, tile)
    return Line.of("question.hint.tile.not", tile=name)


def _corner_reason(part: Part, tile: Tile) -> Line:
    """Which corner does not match when ``tile`` goes to the target place, turned the best way
    (the engine's board says what each corner needs); or that only its mirror image would fit."""
    from ._exercises import corner_name

    board = Board()
    for label, corners in part.board:
        board.place(Placement(Cell.parse(label), corners))
    cell = Cell.parse(part.target)
    points = cell_corners(cell)

    def mismatches(corners: Sequence[int]) -> list[tuple[int, int, int]]:
        found = [(i, board.number_at(pt), v) for i, (pt, v) in enumerate(zip(points, corners))]
        return [(i, int(need), v) for i, need, v in found if need is not None and need != v]

    def turns(t: Tile) -> list[tuple[int, int, int]]:
        a, b, c = t
        return [(a, b, c), (b, c, a), (c, a, b)]

    mirror = tile.mirror()
    if mirror != tile and any(not mismatches(k) for k in turns(mirror)):
        return Line.of("question.hint.tile.mirror", tile=str(tile), mirror=str(mirror))
    best: tuple[int, int, int, int] | None = None  # (mismatches, index, need, have)
    for turn in turns(tile):
        bad = mismatches(turn)
        if bad and (best is None or len(bad) < best[0]):
            i, need, have = bad[0]
            best = (len(bad), i, need, have)
    if best is None:  # pragma: no cover - a right tile has no mismatch
        return Line.of("question.hint.tile.not", tile=str(tile))
    _, i, need, have = best
    return Line.of("question.hint.tile.corner", tile=str(tile), where=corner_name(cell.up, i), need=need, have=have)


def _check_choice(part: Part, picks: list[Any]) -> Verdict:
    idx: list[int] = []
    for p in picks:
        if isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < len(part.options):
            raise QuestionError("question.error.choice", value=short(p, 20), n=len(part.options))
        if p in idx:
            raise QuestionError("question.error.twice", value=str(p + 1))
        idx.append(p)
    if part.rule == "any":
        return Verdict(True, (Line.of("question.right.opinion"),), idx if part.many else idx[0])
    wrong = [i for i in idx if i not in part.answer]
    missing = [i for i in part.answer if i not in idx] if part.many else []
    given: Any = idx if part.many else idx[0]
    if not wrong and not missing:
        return Verdict(True, (Line.of("question.right.choice"),), given)
    lines: list[Line] = []
    for i in wrong:
        if part.hints and part.hints[i]:
            lines.append(Line.lesson(part.hints[i]))
        else:
            lines.append(_aimed(part, str(i), Line.of("question.hint.choice.not", option=part.options[i])))
    if missing:
        lines.append(Line.of("question.hint.choice.missing", n=len(missing)))
    return Verdict(False, _with_hint(part, lines), given)


def _check_board(part: Part, picks: list[Any]) -> Verdict:
    cells: list[str] = []
    for p in picks:
        if not isinstance(p, str) or p not in part.options:
            raise QuestionError("question.error.place", value=short(p, 20))
        if p in cells:
            raise QuestionError("question.error.twice", value=p)
        cells.append(p)
    given: Any = cells if part.many else cells[0]
    wrong = [c for c in cells if c not in part.answer]
    missing = [c for c in part.answer if c not in cells] if part.many else []
    if not wrong and not missing:
        return Verdict(True, (Line.of("question.right.place"),), given)
    lines: list[Line] = []
    for c in wrong[:3]:
        if part.rule == "border":
            border = {k for k, _ in part.params}
            on = sum(1 for x, y in cell_corners(Cell.parse(c)) if f"b{x},{y}" in border)
            lines.append(_aimed(part, c, Line.of("question.hint.board.border", n=on)))
        else:
            lines.append(_aimed(part, c, Line.of("question.hint.board.not")))
    if missing:
        lines.append(Line.of("question.hint.board.missing", n=len(missing)))
    return Verdict(False, _with_hint(part, lines), given)
