"""Build the lesson notebooks notebooks/<lang>/<stem>.ipynb from tools/lessons/.

Usage (from the repository root, with the project venv)::

    PYTHONPATH=$PWD .venv/bin/python tools/build_lessons.py              # every lesson, every language
    PYTHONPATH=$PWD .venv/bin/python tools/build_lessons.py 03 04        # lessons whose stem starts so
    PYTHONPATH=$PWD .venv/bin/python tools/build_lessons.py --lang ru    # one language
    PYTHONPATH=$PWD .venv/bin/python tools/build_lessons.py --check      # only check the texts (fast)
    PYTHONPATH=$PWD .venv/bin/python tools/build_lessons.py --words      # words of each child's part

A lesson has ONE source, ``tools/lessons/lNN.py``: the order of its cells, the code
cells, and the numbers its text states (``values()``, computed with the engine).  The
words are in ``tools/lessons/text/<lang>/<stem>.md``, one block per text id, which a
translator edits without touching code (see ``tools/lessons/README.md``):

- ``text("id")`` is a markdown cell holding the text ``id``;
- ``code(src)`` is a code cell; in it ``[[id]]`` becomes the text ``id`` as a Python string
  (short words a child sees: printed sentences, player names, chart labels) and
  ``[[lang]]`` the language code, so ``lang=[[lang]]`` reaches every widget and explainer;
- in any text, ``{{name}}`` is the value ``name`` of the lesson's ``values()``;
- ``check(src, shows=[...])`` is a code cell whose output nbval compares (cell tag
  ``nbval-check-output``); after running it the builder makes sure the output contains
  each named value, so the number the text states is the number the engine prints, in
  every language.  ``check(..., answer=True)`` is an exercise's check: the teacher's (tag
  ``teacher``), its output checked when the lesson is built and then not saved (no answer in
  the notebook on GitHub or nbviewer), and folded away when it is run;
- ``exercise("ex1")`` is the question ``ex1`` in a text cell, then a one-line code cell showing
  the answer widget (``tw.Question.lesson(...)``), then the teacher's answer ``ex1.answer``
  folded in a cell tagged ``teacher``.  The widget's parts are the lesson's ``values()["ask.ex1"]``
  (:func:`ask_number`, :func:`ask_tile`, :func:`ask_choice`, :func:`ask_board`, with answers
  computed by the engine); the builder writes them, with their words in every language, to
  ``trio_widgets/teaching/lesson_questions.json``, where the widget finds them (the answers are
  never in the notebook).

The build fails when a language misses an id, has one the lesson no longer uses, names
a placeholder the lesson does not compute, or states other numbers than English does
(except in the ids a lesson marks as written in each country's own notation).

**Two views of one notebook.** JupyterLab shows the whole notebook (the teacher's and the
curious child's view); Voila shows the *child's page* with the project's template ``trio``
(``share/jupyter/voila/templates/trio``, chosen in the notebook's metadata), which drops the
cells tagged here before the kernel runs and shows no code:

- ``teacher``: the lesson plan, the teacher's questions and answers, the misconceptions, the
  printables (and any ``text(..., teacher=True)``);
- ``answer``: an exercise's folded answer and an exercise's check (``check(..., answer=True)``);
- ``notebook-only``: text about the program boxes themselves (``text(..., notebook=True)``:
  how to run a box, "for the curious" explanations, "check with the computer") and the line
  that says the grey boxes are for those who want to see how the computer does it;
- ``child-quiet``: a code cell that still runs on the child's page but whose printed output
  is not shown there: set with ``check(..., quiet=True)``, and by the build itself when the
  output reads like Python (``True``, ``{...}``, ``[...]``, ``tw.``).

Links between lessons are relative, so they work in JupyterLab, in Voila and under a base URL
(Binder, JupyterHub): ``stem.ipynb`` opens the same view of another lesson, and the start page's
``../../../voila/render/<lang>/<stem>.ipynb#%`` (the child's page) and
``../../../lab/tree/<lang>/<stem>.ipynb#%`` (the notebook) open one view from either: both
pages sit three folders below the server's root, and the ``#%`` (a fragment the browser does not
send) keeps JupyterLab from taking the link for a file of the notebook folder.
"""

from __future__ import annotations

import argparse
import html
import importlib
import json
import re
import sys
import textwrap
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat

from trio_widgets.pictures import html_picture
from trio_widgets.teaching import lesson_id
from trio_widgets.words import format_number
from trio_widgets.words import t as translate

# run as a script, this module is __main__; the lessons import it as build_lessons: one module
sys.modules.setdefault("build_lessons", sys.modules[__name__])

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LESSON_DIR = Path(__file__).resolve().parent / "lessons"
TEXT_DIR = LESSON_DIR / "text"
LANGS = ["en", "ru", "pl", "hu"]
#: How each language names itself (the links between the start pages).
LANG_NAMES = {"en": "English", "ru": "Русский", "pl": "Polski", "hu": "Magyar"}
WIDGET_MIME = "application/vnd.jupyter.widget-view+json"
CHECK_TAG = "nbval-check-output"
IGNORE_TAG = "nbval-ignore-output"
#: Tags the child's page (the Voila template ``trio``) reads: see the module's docstring.
TEACHER_TAG = "teacher"
ANSWER_TAG = "answer"
NOTEBOOK_TAG = "notebook-only"
QUIET_TAG = "child-quiet"
#: The notebook's metadata that makes Voila show it with the child's-page template.
VOILA_METADATA = {"template": "trio"}
#: Printed output that reads like Python rather than like a sentence: not for the child's page.
CODE_LIKE = re.compile(r"\b(True|False|None)\b|[{}\[\]]|\btw\.|\b[A-Z][a-z]+\(|<[A-Za-z]\w* ")
#: Server pages a start page links: the child's page (Voila) and the notebook (JupyterLab).
CHILD_PAGE = "../../../voila/render/{lang}/{stem}.ipynb#%"
NOTEBOOK_PAGE = "../../../lab/tree/{lang}/{stem}.ipynb#%"
QUESTIONS_FILE = ROOT / "trio_widgets" / "teaching" / "lesson_questions.json"
MAX_CHILD_LINES = 8

ID_LINE = re.compile(r"^@@ ([a-z0-9_.]+)\s*$")
#: ``{{name}}``, or ``{{name|form|form|form}}``: the number and the noun in the form its number
#: takes (the widget catalogues' one/few/many; two forms one/other in English and Hungarian)
PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z0-9_]+)\s*(?:\|[^{}|]+)*\}\}")
CODE_TEXT = re.compile(r"\[\[([a-z0-9_.]+)\]\]")


class LessonError(Exception):
    """A lesson's texts do not fit its source (a missing id, a stale placeholder, ...)."""


# ---------------------------------------------------------------- the cells of a source


@dataclass
class Cell:
    kind: str  # "text" | "code" | "special"
    source: str = ""
    shows: tuple[str, ...] = ()  # values a checked cell's output must contain
    checked: bool = False  # nbval compares the output (tag nbval-check-output)
    answer: bool = False  # saved with its output folded away
    hidden: bool = False  # program folded away (a helper a child does not read)
    unsaved: bool = False  # its output is not saved (it shows an exercise's answer)
    notation: bool = False  # the text may use each country's own notation and numbers
    part: str = ""  # "" (the child sees it) | "teacher" | "notebook" (only in the notebook)
    quiet: bool = False  # runs on the child's page, but its printed output is not shown there
    special: str = ""  # "plan" | "teacher" | "exercise" | "nav" | "lessons" | "languages"
    ids: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)


def decimal(x: float, digits: int) -> Callable[[str], str]:
    """A value of ``values()`` written as a decimal in the reader's notation (0.164 in English,
    0,164 in Russian, Polish and Hungarian), ``digits`` after the point."""
    return lambda lang: format_number(float(x), lang, digits=digits)


def _part(teacher: bool, notebook: bool) -> str:
    return "teacher" if teacher else "notebook" if notebook else ""


def text(tid: str, notation: bool = False, notebook: bool = False, teacher: bool = False, after: str = "") -> Cell:
    """A markdown cell: the text ``tid`` of the language file.  ``notebook=True``: a text about
    the program boxes (only in the notebook, not on the child's page); ``teacher=True``: a text
    for the teacher (not on the child's page); ``after="ex1"``: a text that gives exercise ex1's
    answer away, folded in the notebook and, on the child's page, shown only once the child has
    that exercise's worked answer (answered right, or "Show me")."""
    if after and not re.fullmatch(r"ex\d+", after):
        raise ValueError(f"after names an exercise of the lesson ('ex1'), not {after!r}")
    return Cell("text", ids=(tid,), notation=notation, part=_part(teacher, notebook), extra={"after": after})


def shared(tid: str) -> Cell:
    """A markdown cell: the text ``tid`` of the language's common.md (the same in every lesson)."""
    return Cell("special", special="shared", ids=(), extra={"id": tid})


def code(src: str, saved: bool = True, teacher: bool = False, notebook: bool = False, quiet: bool = False) -> Cell:
    """A code cell a child runs (at most 8 lines).  ``saved=False``: its output (a picture or a
    widget that shows an exercise's answer) is not kept in the saved notebook.  ``teacher=True``:
    the teacher's, and ``notebook=True``: only for the notebook's reader (neither runs on the
    child's page, so no later cell may need them); ``quiet=True``: its printed output is not shown
    on the child's page."""
    return Cell("code", textwrap.dedent(src).strip("\n"), unsaved=not saved, part=_part(teacher, notebook), quiet=quiet)


def helper(src: str) -> Cell:
    """A code cell whose program starts folded away (it still counts as code a child runs)."""
    return Cell("code", textwrap.dedent(src).strip("\n"), hidden=True)


def check(
    src: str,
    shows: list[str] | tuple[str, ...] = (),
    answer: bool = False,
    notebook: bool = False,
    quiet: bool = False,
) -> Cell:
    """A code cell whose output nbval compares; its output contains every value in ``shows``.
    ``answer=True``: an exercise's check (folded; not on the child's page); ``notebook=True``:
    only in the notebook; ``quiet=True``: its printed output is not shown on the child's page."""
    return Cell(
        "code",
        textwrap.dedent(src).strip("\n"),
        shows=tuple(shows),
        checked=True,
        answer=answer,
        quiet=quiet,
        part=_part(False, notebook),
    )


def exercise(tid: str, summary: str = "answer") -> Cell:
    """An exercise: the text ``tid``, then its answer ``tid.answer`` folded under a summary
    (the common text ``answer``, or ``ideas`` for a question with many right answers)."""
    return Cell("special", special="exercise", ids=(tid, f"{tid}.answer"), extra={"summary": summary})


def plan() -> Cell:
    """The teacher's plan at the top of a lesson: ids plan.age, plan.year, plan.time, plan.goal,
    plan.aims, plan.materials, plan.support, plan.extension, then the extension's answer
    plan.answer folded (so a child reading the page does not see it)."""
    return Cell("special", special="plan", ids=(*(f"plan.{k}" for k in PLAN_FIELDS), "plan.answer"))


def teacher(*extra_cells: Cell) -> list[Cell]:
    """The teacher's part at the end: questions teacher.q1, teacher.q2, ... each with its
    answer teacher.a1, ... folded; then teacher.note; then ``extra_cells`` (e.g. printables)."""
    return [Cell("special", special="teacher"), *extra_cells]


def misconceptions() -> Cell:
    """The teacher's part: the misconceptions to expect and how to answer them (the text
    teacher.misconceptions), folded; put it right after ``teacher()``'s questions."""
    return Cell("special", special="misconceptions", ids=("teacher.misconceptions",))


def nav() -> Cell:
    """Links to the previous lesson, the start page and the next lesson."""
    return Cell("special", special="nav")


def lessons_table() -> Cell:
    """The table of every lesson (start page): title and the text ``summary`` of each, the title
    a link to the lesson in the same view (the child's page from the child's page)."""
    return Cell("special", special="lessons")


def lesson_views() -> Cell:
    """The teacher's table of every lesson's two views (start page, tagged ``teacher``): its
    child's page (Voila) and its notebook with the programs (JupyterLab)."""
    return Cell("special", special="views")


def languages() -> Cell:
    """Links to the same page in the other languages (start page)."""
    return Cell("special", special="languages")


PLAN_FIELDS = ("age", "year", "time", "goal", "aims", "materials", "support", "extension")
#: Plan fields written for each country's school (its school years, its curriculum, the length of
#: its lessons), so they may state other numbers than English: tests/test_lessons.py checks them.
PLAN_LOCAL = ("plan.year", "plan.time", "plan.aims")


# ---------------------------------------------------------------- an exercise's answer widget


@dataclass(frozen=True)
class Say:
    """Words of an exercise's widget: a lesson text (``said("ex4.a")``), a catalogue text
    (``key("question.yes")``, with parameters) or one text for every language (``same("2-2-5")``)."""

    kind: str  # "text" | "key" | "same"
    value: str
    params: tuple[tuple[str, Any], ...] = ()


def said(tid: str) -> Say:
    """The lesson text ``tid`` (a block of the lesson's language files)."""
    return Say("text", tid)


def key(k: str, **params: Any) -> Say:
    """The catalogue text ``k`` (``trio_widgets/words/locales/question.<lang>.json``)."""
    return Say("key", k, tuple(sorted(params.items())))


def same(text: str) -> Say:
    """One text for every language (a tile's name, a number)."""
    return Say("same", text)


def item(tid: str, n: int) -> Say:
    """Item ``n`` (from 1) of the numbered list in the lesson text ``tid`` ("1. 3-4-5 touches one side.")."""
    return Say("item", tid, (("n", n),))


@dataclass(frozen=True)
class Ask:
    """One part of an exercise's widget, its words still to be said in each language."""

    kind: str  # "number" | "tile" | "choice" | "board"
    args: tuple[Any, ...]
    kwargs: tuple[tuple[str, Any], ...]

    def say_ids(self) -> list[str]:
        """The lesson text ids the part uses."""
        out: list[str] = []

        def walk(v: Any) -> None:
            if isinstance(v, Say):
                if v.kind in ("text", "item"):
                    out.append(v.value)
                for _, p in v.params:
                    walk(p)
            elif isinstance(v, (list, tuple)):
                for x in v:
                    walk(x)

        walk(self.args)
        walk([v for _, v in self.kwargs])
        return out


def _ladder(kw: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """The part's keywords, with its hints' ladder made of lesson texts: ``likely`` a table
    {a likely wrong answer (a number, a tile's name, an option's number, a place, or a mistake
    read from a number: "sign", "doubled", "off_by_one"): the id of the text aimed at it}, and
    ``stronger`` the id of the second hint (the first step worked out)."""
    out = dict(kw)
    if "likely" in out:
        out["likely"] = tuple(
            sorted((str(k), said(v) if isinstance(v, str) else v) for k, v in dict(out["likely"]).items())
        )
    if isinstance(out.get("stronger"), str):
        out["stronger"] = said(out["stronger"])
    return tuple(sorted(out.items()))


def ask_number(answer: Any, **kw: Any) -> Ask:
    """A number to type (see ``trio_widgets.teaching.number_part``); ``label``, ``hint`` are Say,
    ``steps`` a list of (Say, points): the parts of the sum, for the hints; ``likely`` and
    ``stronger`` the hints' ladder (:func:`_ladder`)."""
    return Ask("number", (answer,), _ladder(kw))


def ask_tile(answer: Any, **kw: Any) -> Ask:
    """A tile (or every right tile, ``many=True``) to pick (``trio_widgets.teaching.tile_part``)."""
    return Ask("tile", (tuple(str(t) for t in answer),), _ladder(kw))


def ask_choice(options: Any, answer: Any, **kw: Any) -> Ask:
    """Buttons (``trio_widgets.teaching.choice_part``): ``options`` a list of Say."""
    return Ask("choice", (tuple(options), answer), _ladder(kw))


def ask_board(places: Any, answer: Any, **kw: Any) -> Ask:
    """Places to tap on a board picture (``trio_widgets.teaching.board_part``)."""
    return Ask("board", (tuple(places), tuple(answer)), _ladder(kw))


def _words(v: Say, say: Callable[[str, str], str]) -> Any:
    from trio_widgets.teaching import Words
    from trio_widgets.words import t as translate

    def one(lang: str) -> str:
        if v.kind == "text":
            return say(v.value, lang)
        if v.kind == "item":
            n = dict(v.params)["n"]
            found = re.findall(r"^\s*(\d+)\.\s+(.+?)(?=^\s*\d+\.\s|\Z)", say(v.value, lang), re.M | re.S)
            items = {int(k): " ".join(text.split()) for k, text in found}
            if n not in items:
                raise LessonError(f"{lang}: the text {v.value!r} has no item {n}")
            return items[n]
        if v.kind == "key":
            params = {k: (_words(p, say).text(lang) if isinstance(p, Say) else p) for k, p in v.params}
            return translate(v.value, lang, **params)
        return v.value

    return Words({lang: one(lang) for lang in LANGS})


def _resolve(v: Any, say: Callable[[str, str], str]) -> Any:
    if isinstance(v, Say):
        return _words(v, say)
    if type(v) is list:
        return [_resolve(x, say) for x in v]
    if type(v) is tuple:  # not a Tile or a Cell (tuples too)
        return tuple(_resolve(x, say) for x in v)
    return v


def make_part(a: Ask, say: Callable[[str, str], str]) -> Any:
    """The part (``trio_widgets.teaching.Part``) with its words in every language."""
    from trio_widgets import teaching

    make = {
        "number": teaching.number_part,
        "tile": teaching.tile_part,
        "choice": teaching.choice_part,
        "board": teaching.board_part,
    }[a.kind]
    args = [_resolve(x, say) for x in a.args]
    kwargs = {k: _resolve(v, say) for k, v in a.kwargs}
    return make(*args, **kwargs)


def exercise_asks(lesson: Lesson, tid: str) -> list[Ask]:
    """The parts of exercise ``tid``'s widget: the lesson's ``values()["ask.<tid>"]``."""
    asks = lesson.values.get(f"ask.{tid}")
    if not asks:
        raise LessonError(f"{lesson.stem}: exercise {tid!r} has no answer widget (values()['ask.{tid}'])")
    return list(asks) if isinstance(asks, (list, tuple)) else [asks]


def _heading(question: str) -> str:
    """An exercise's title: its first heading line ("### Exercise 1" -> "Exercise 1")."""
    m = re.search(r"^#+\s*(.+?)\s*$", question, re.M)
    return m.group(1) if m else ""


def lesson_questions(lessons: dict[str, Lesson]) -> dict[str, dict[str, Any]]:
    """Every exercise of every lesson as the answer widget reads it (lesson_questions.json)."""
    from trio_widgets.teaching import QuestionSpec, Words

    out: dict[str, dict[str, Any]] = {}
    for stem, lesson in lessons.items():
        texts = {lang: load_texts(lang, stem) for lang in LANGS}

        def say(tid: str, lang: str, stem: str = stem, texts: dict[str, dict[str, str]] = texts) -> str:
            if tid not in texts[lang]:
                raise LessonError(f"tools/lessons/text/{lang}/{stem}.md: no text for the id {tid!r}")
            return fill(texts[lang][tid], lessons[stem].values, lang)

        for c in lesson.cells:
            if c.special != "exercise":
                continue
            tid = c.ids[0]
            spec = QuestionSpec(
                tuple(make_part(a, say) for a in exercise_asks(lesson, tid)),
                Words({lang: _heading(say(tid, lang)) for lang in LANGS}),
                Words({lang: say(f"{tid}.answer", lang) for lang in LANGS}),
            )
            out.setdefault(stem, {})[tid] = spec.to_json()
    return out


def questions_json(lessons: dict[str, Lesson]) -> str:
    return json.dumps(lesson_questions(lessons), ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def question_code(stem: str, tid: str, lang: str) -> str:
    """The one line of an exercise's widget cell."""
    return f'tw.Question.lesson("{lesson_id(stem)}", "{tid}", lang="{lang}")'


# ---------------------------------------------------------------- sources and texts


@dataclass
class Lesson:
    stem: str
    cells: list[Cell]
    values: dict[str, Any]
    words: tuple[str, ...] = ()  # ids the lesson's values() read (e.g. a table's column names)


def load_lessons() -> dict[str, Lesson]:
    """Every lesson source in tools/lessons, by stem, in order."""
    if str(LESSON_DIR.parent) not in sys.path:
        sys.path.insert(0, str(LESSON_DIR.parent))
    out: dict[str, Lesson] = {}
    for path in sorted(LESSON_DIR.glob("l[0-9][0-9]*.py")):
        mod = importlib.import_module(f"lessons.{path.stem}")
        values = mod.values() if hasattr(mod, "values") else {}
        out[mod.STEM] = Lesson(mod.STEM, list(mod.CELLS), dict(values), tuple(getattr(mod, "WORDS", ())))
    return out


def parse_text(path: Path) -> dict[str, str]:
    """A language file: blocks that start with a line ``@@ id``."""
    texts: dict[str, str] = {}
    current: str | None = None
    lines: list[str] = []
    raw = path.read_text(encoding="utf-8")
    head = re.match(r"\s*<!--.*?-->", raw, re.S)  # a note to translators at the top
    skip = raw[: head.end()].count("\n") + 1 if head else 0
    for n, line in enumerate(raw.splitlines(), 1):
        if n <= skip:
            continue
        m = ID_LINE.match(line)
        if m:
            if current is not None:
                texts[current] = "\n".join(lines).strip("\n")
            current, lines = m.group(1), []
            if current in texts:
                raise LessonError(f"{path.relative_to(ROOT)}:{n}: the id {current!r} appears twice")
        elif current is None:
            if line.strip():
                raise LessonError(f"{path.relative_to(ROOT)}:{n}: text before the first '@@ id' line")
        else:
            lines.append(line)
    if current is not None:
        texts[current] = "\n".join(lines).strip("\n")
    return texts


def load_texts(lang: str, stem: str) -> dict[str, str]:
    path = TEXT_DIR / lang / f"{stem}.md"
    if not path.exists():
        raise LessonError(f"{path.relative_to(ROOT)} is missing")
    return parse_text(path)


def common_texts(lang: str) -> dict[str, str]:
    return load_texts(lang, "common")


def used_ids(lesson: Lesson, english: dict[str, str]) -> list[str]:
    """The text ids a lesson uses (teacher questions are counted from the English file)."""
    ids: list[str] = ["title", "summary", *lesson.words]
    for c in lesson.cells:
        ids.extend(c.ids)
        if c.special == "exercise":
            for a in exercise_asks(lesson, c.ids[0]):
                ids.extend(a.say_ids())
        if c.kind == "code":
            ids.extend(i for i in CODE_TEXT.findall(c.source) if i != "lang")
        if c.special == "teacher":
            n = 1
            while f"teacher.q{n}" in english:
                ids += [f"teacher.q{n}", f"teacher.a{n}"]
                n += 1
            if n == 1:
                raise LessonError(f"{lesson.stem}: the teacher's part has no question teacher.q1")
            ids.append("teacher.note")
    return list(dict.fromkeys(ids))


def _point(s: str) -> str:
    """``s`` with each decimal comma written as a point (0,161 -> 0.161), to compare numbers.

    >>> _point("0,161 and 42,5 %; 1, 2")
    '0.161 and 42.5 %; 1, 2'
    """
    return re.sub(r"(?<=\d),(?=\d)", ".", s)


def _numbers(s: str) -> list[str]:
    return sorted(re.findall(r"\d+", s))


def _common_problems(langs: list[str]) -> list[str]:
    """The shared words (``common.md``) of each language: readable, and the same ids as English's."""
    problems: list[str] = []
    english_common = common_texts("en")
    for lang in langs:
        try:
            com = common_texts(lang)
        except LessonError as e:
            problems.append(str(e))
            continue
        if set(com) != set(english_common):
            missing, extra = set(english_common) - set(com), set(com) - set(english_common)
            problems.append(f"{lang}/common.md: missing {sorted(missing)}, unused {sorted(extra)}")
    return problems


def _translation_problems(where: str, i: str, t: str, english: str, lesson: Lesson, lang: str) -> list[str]:
    """A translated text: the same computed values, and no number English does not state (a
    translation may say a small number in words: "two fives")."""
    problems = []
    a, b = sorted(PLACEHOLDER.findall(english)), sorted(PLACEHOLDER.findall(t))
    if a != b:
        problems.append(f"{where}: {i!r} uses the values {b}, English uses {a}")
    said = set(_numbers(fill(english, lesson.values)))
    extra = sorted(set(_numbers(fill(t, lesson.values, lang))) - said)
    if extra:
        problems.append(f"{where}: {i!r} states the numbers {extra}, which English does not")
    return problems


def _lesson_text_problems(
    lesson: Lesson, lang: str, texts: dict[str, str], english: dict[str, str], ids: list[str], notation: set[str]
) -> list[str]:
    """The problems of one lesson's texts in one language."""
    where = f"tools/lessons/text/{lang}/{lesson.stem}.md"
    problems = [f"{where}: no text for the id {i!r}" for i in ids if i not in texts]
    problems += [f"{where}: the id {i!r} is not used by tools/lessons (stale text?)" for i in texts if i not in ids]
    in_code = code_ids(lesson)
    for i, t in texts.items():
        for name in PLACEHOLDER.findall(t):
            if name not in lesson.values:
                problems.append(f"{where}: {i!r} names {{{{{name}}}}}, which the lesson does not compute")
        if "\n" in t and i in in_code:
            problems.append(f"{where}: {i!r} is used in a program, so it must be one line")
        if "NBVAL" in t:
            problems.append(f"{where}: {i!r} mentions NBVAL: a child must not see test markers")
        if lang != "en" and i in english and i not in notation:
            problems += _translation_problems(where, i, t, english[i], lesson, lang)
    return problems


def check_texts(lessons: dict[str, Lesson], langs: list[str] = LANGS) -> list[str]:
    """Every problem with the texts (empty when they fit the sources)."""
    problems = _common_problems(langs)
    for stem, lesson in lessons.items():
        english = load_texts("en", stem)
        ids = used_ids(lesson, english)
        notation = {i for c in lesson.cells if c.notation for i in c.ids} | set(PLAN_LOCAL)
        for lang in langs:
            try:
                texts = english if lang == "en" else load_texts(lang, stem)
            except LessonError as e:
                problems.append(str(e))
                continue
            problems += _lesson_text_problems(lesson, lang, texts, english, ids, notation)
    return problems


def code_ids(lesson: Lesson) -> set[str]:
    return {i for c in lesson.cells if c.kind == "code" for i in CODE_TEXT.findall(c.source)}


#: The minus sign of a negative number a text states: the sign the texts write ("−5"), never a hyphen.
MINUS = "\u2212"


def plural(n: int, forms: list[str], lang: str) -> str:
    """The noun's form for the whole number ``n`` (``trio_widgets.words.noun_form``, the rule
    the widget catalogues and the lessons' printed lines use): ``forms`` are one/few/many in
    Russian and Polish, one/other in English and Hungarian.

    >>> [plural(n, ["żeton", "żetony", "żetonów"], "pl") for n in (1, 2, 5, 12, 22)]
    ['żeton', 'żetony', 'żetonów', 'żetonów', 'żetony']
    >>> [plural(n, ["фишка", "фишки", "фишек"], "ru") for n in (1, 21, 2, 5, 11)]
    ['фишка', 'фишка', 'фишки', 'фишек', 'фишек']
    """
    from trio_widgets.words import noun_form

    return noun_form(n, forms, lang)


def fill(t: str, values: dict[str, Any], lang: str = "en") -> str:
    """``t`` with each ``{{name}}`` replaced by its value (a value may be a function of the
    language, e.g. a table of a real game in the language's words); ``{{name|żeton|żetony|żetonów}}``
    by the number and the noun in the form that number takes ("1 żeton", "22 żetony", "25 żetonów").

    >>> fill("zostało mu {{n|żeton|żetony|żetonów}}", {"n": 0}, "pl")
    'zostało mu 0 żetonów'
    """

    def one(m: re.Match[str]) -> str:
        if m.group(1) not in values:
            return m.group(0)
        v = values[m.group(1)]
        v = v(lang) if callable(v) else v
        forms = [f.strip() for f in m.group(0)[2:-2].split("|")[1:]]
        said = MINUS + str(-v) if isinstance(v, int) and not isinstance(v, bool) and v < 0 else str(v)
        # the minus sign the texts write ("−5"), not a hyphen
        return f"{said} {plural(v, forms, lang)}" if forms else said

    return PLACEHOLDER.sub(one, t)


# ---------------------------------------------------------------- making a notebook


def _link(stem: str) -> str:
    return f"{stem}.ipynb"


def plan_markdown(t: Callable[[str], str], com: dict[str, str]) -> str:
    """The lesson plan for the teacher: a quoted block of its fields and the extension's answer, folded."""
    lines = [f"> ### {com['plan']}", ">"]
    for k in PLAN_FIELDS:
        lines.append(f"> **{com['plan.' + k]}:** {t('plan.' + k)}")
        lines.append(">")
    answer = t("plan.answer").replace("\n", "\n> ")
    lines += [f"> <details><summary>{com['plan.answer']}</summary>", ">", f"> {answer}", ">", "> </details>"]
    return "\n".join(lines)


def _text_cell(c: Cell, source: str, com: dict[str, str]) -> tuple[str, Cell, str, str]:
    """A text cell's markdown, its source cell, part and tag: the teacher's and the notebook's
    tagged; a text that gives an exercise's answer away folded (the child's page opens it once
    that exercise is answered: the template's script)."""
    ex = c.extra.get("after")
    if ex:
        fold = f'<details class="trio-after" data-after="{ex}"><summary>{com["after"]}</summary>'
        return f"{fold}\n\n{source}\n\n</details>", c, "after", ""
    return source, c, "", {"teacher": TEACHER_TAG, "notebook": NOTEBOOK_TAG}.get(c.part, "")


def _lessons_markdown(kind: str, lang: str, com: dict[str, str], lessons: dict[str, Lesson]) -> str:
    """The start page's table of the lessons: for ``"lessons"`` each title (a link to the lesson in
    the same view, so the child's page leads only to children's pages) and what it teaches; for
    ``"views"`` (the teacher's) each lesson's child's page and its notebook with the programs."""
    stems = list(lessons)[1:]
    if kind == "lessons":
        rows = [f"| {com['lesson']} | {com['what_you_learn']} |", "|---|---|"]
        for s in stems:
            other = load_texts(lang, s)
            summary = fill(other["summary"], lessons[s].values, lang)
            rows.append(f"| [{lesson_id(s)} {other['title']}]({_link(s)}) | {summary} |")
        return "\n".join(rows)
    rows = [com["views"], "", f"| {com['lesson']} | {com['open']} |", "|---|---|"]
    for s in stems:
        child = CHILD_PAGE.format(lang=lang, stem=s)
        notebook = NOTEBOOK_PAGE.format(lang=lang, stem=s)
        title = load_texts(lang, s)["title"]
        rows.append(f"| {lesson_id(s)} {title} | [{com['child_page']}]({child}) · [{com['notebook']}]({notebook}) |")
    return "\n".join(rows)


def _code_cell(c: Cell, source: str, cell_id: str) -> nbformat.NotebookNode:
    """A program's cell: folded when hidden; tagged checked, the teacher's answer (its output
    never saved), the teacher's or the notebook's, quiet."""
    cell = nbformat.v4.new_code_cell(source, id=cell_id)
    if c.hidden:
        cell.metadata["jupyter"] = {"source_hidden": True}
    tags = [CHECK_TAG] if c.checked and not c.answer else []
    if c.answer:  # the teacher's: checked at build time, its output never saved
        cell.metadata["lesson"] = {"part": "answer"}
        tags.append(TEACHER_TAG)
        cell.metadata.setdefault("jupyter", {})["outputs_hidden"] = True
        cell.metadata["collapsed"] = True
        tags.append(ANSWER_TAG)
    if c.part:
        tags.append({"teacher": TEACHER_TAG, "notebook": NOTEBOOK_TAG}[c.part])
    if c.quiet:
        tags.append(QUIET_TAG)
    if tags:
        cell.metadata["tags"] = list(dict.fromkeys(tags))
    return cell


def _teacher_markdown(t: Callable[[str], str], com: dict[str, str], english: dict[str, str]) -> str:
    """The teacher's questions, each with its answer folded, and the teacher's note."""
    n, qs = 1, []
    while f"teacher.q{n}" in english:
        qs.append(
            f"{n}. {t(f'teacher.q{n}')}\n\n   <details><summary>{com['answer']}</summary>\n\n"
            f"   {t(f'teacher.a{n}')}\n\n   </details>\n"
        )
        n += 1
    body = f"## {com['teacher']}\n\n**{com['questions']}**\n\n" + "\n".join(qs)
    return body.rstrip() + "\n\n" + t("teacher.note")


def _nav_markdown(stem: str, lang: str, com: dict[str, str], stems: list[str]) -> str:
    """Back to the lesson before, to the start page, on to the next lesson."""
    i = stems.index(stem)
    bits = []
    if i > 0:
        prev = stems[i - 1]
        bits.append(f"⬅ {com['back']}: [{lesson_id(prev)} {load_texts(lang, prev)['title']}]({_link(prev)})")
    if i > 1:
        bits.append(f"[{load_texts(lang, stems[0])['title']}]({_link(stems[0])})")
    if i + 1 < len(stems):
        nxt = stems[i + 1]
        bits.append(f"{com['next']}: [{lesson_id(nxt)} {load_texts(lang, nxt)['title']}]({_link(nxt)}) ➡")
    return " · ".join(bits)


def _special_markdown(
    c: Cell, t: Callable[[str], str], com: dict[str, str], lesson: Lesson, lang: str, lessons: dict[str, Lesson]
) -> tuple[str, str, str]:
    """A special markdown cell's source, part and tag (every special cell but an exercise)."""
    if c.special == "shared":
        printables = c.extra["id"] == "printables"
        return com[c.extra["id"]], "printables" if printables else "", TEACHER_TAG if printables else ""
    if c.special == "plan":
        return plan_markdown(t, com), "plan", TEACHER_TAG
    if c.special == "misconceptions":
        body = t("teacher.misconceptions")
        return (
            f"<details><summary>{com['misconceptions']}</summary>\n\n{body}\n\n</details>",
            "misconceptions",
            TEACHER_TAG,
        )
    if c.special == "teacher":
        return _teacher_markdown(t, com, load_texts("en", lesson.stem)), "teacher", TEACHER_TAG
    if c.special == "nav":
        return _nav_markdown(lesson.stem, lang, com, list(lessons)), "nav", ""
    if c.special in ("lessons", "views"):
        tag = TEACHER_TAG if c.special == "views" else ""
        return _lessons_markdown(c.special, lang, com, lessons), c.special, tag
    if c.special == "languages":
        links = [f"[{LANG_NAMES[o]}](../{o}/{_link(lesson.stem)})" for o in LANGS if o != lang]
        return f"{com['other_languages']}: " + " · ".join(links), "languages", ""
    raise LessonError(f"{lesson.stem}: unknown cell {c!r}")  # pragma: no cover - a source error


def render(lesson: Lesson, lang: str, lessons: dict[str, Lesson]) -> tuple[nbformat.NotebookNode, list[Cell]]:
    """The notebook of ``lesson`` in ``lang`` (not executed) and the source cell of each cell."""
    texts = load_texts(lang, lesson.stem)
    com = common_texts(lang)

    def t(tid: str) -> str:
        if tid not in texts:
            raise LessonError(f"tools/lessons/text/{lang}/{lesson.stem}.md: no text for the id {tid!r}")
        return fill(texts[tid], lesson.values, lang)

    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    nb.metadata["language_info"] = {"name": "python"}
    nb.metadata["lesson"] = {"stem": lesson.stem, "lang": lang}
    nb.metadata["voila"] = dict(VOILA_METADATA)
    specs: list[Cell] = []

    def next_id() -> str:
        return f"{lesson_id(lesson.stem)}-{len(nb.cells):02d}"

    def add_md(source: str, spec: Cell, part: str = "", tag: str = "") -> None:
        cell = nbformat.v4.new_markdown_cell(source, id=next_id())
        if part:
            cell.metadata["lesson"] = {"part": part}
        if tag:
            cell.metadata["tags"] = [tag]
        nb.cells.append(cell)
        specs.append(spec)

    def sub(m: re.Match[str]) -> str:
        if m.group(1) == "lang":
            return json.dumps(lang)
        return json.dumps(t(m.group(1)), ensure_ascii=False)

    code_note = False  # the line that says what the grey boxes are for, before the first one
    for c in lesson.cells:
        if c.kind == "code" and not code_note and not c.part:
            add_md(f"*{com['code_note']}*", Cell("special", special="code_note"), "code_note", NOTEBOOK_TAG)
            code_note = True
        if c.kind == "text":
            add_md(*_text_cell(c, t(c.ids[0]), com))
        elif c.kind == "code":
            nb.cells.append(_code_cell(c, CODE_TEXT.sub(sub, c.source), next_id()))
            specs.append(c)
        elif c.special == "exercise":
            # the question; the widget that checks the child's answer (one line, its answers
            # in the package, never in the notebook); the teacher's answer, folded and tagged
            q, a = t(c.ids[0]), t(c.ids[1])
            add_md(q, c, "exercise")
            cell = nbformat.v4.new_code_cell(question_code(lesson.stem, c.ids[0], lang), id=next_id())
            cell.metadata["lesson"] = {"part": "question", "exercise": c.ids[0]}
            nb.cells.append(cell)
            specs.append(Cell("code", cell.source))
            add_md(f"<details><summary>{com[c.extra['summary']]}</summary>\n\n{a}\n\n</details>", c, "answer")
            nb.cells[-1].metadata["tags"] = [TEACHER_TAG, ANSWER_TAG]
        else:
            source, part, tag = _special_markdown(c, t, com, lesson, lang, lessons)
            add_md(source, c, part, tag)
    return nb, specs


# ---------------------------------------------------------------- the child's reading

#: A word, as the child's reading is counted: letters or digits (a tile 2-5-5 is three words).
WORD = re.compile(r"\w+")
#: Left out of the count: HTML tags and the addresses of web links.
NOT_READ = re.compile(r"<[^>]+>|\(http[^)]*\)")
#: The child's part of a lesson should be short (issue 18: at most about 500 words a part).
MAX_CHILD_WORDS = 550


#: The lessons for 7-9-year-olds (issue 27): at most YOUNG_CHILD_WORDS words a page as the child sees
#: it, what the programs print and the widgets' own words included.
YOUNG_LESSONS = ("00", "01", "02", "03", "04", "04b", "05", "07")
YOUNG_CHILD_WORDS = 400
#: An exercise's answer widget in a cell: ``tw.Question.lesson("01", "ex1", ...)``.
QUESTION_CALL = re.compile(r"Question\.lesson\(\s*[\"'](\w+)[\"']\s*,\s*[\"'](\w+)[\"']")


def _question_words(lesson: str, ex: str, lang: str) -> int:
    """The words an exercise's widget shows before the child tries: each part's question and its
    buttons (a hint comes only after a wrong try, a worked answer after "Show me")."""
    questions = json.loads(QUESTIONS_FILE.read_text(encoding="utf-8"))
    stem = next((s for s in questions if lesson_id(s) == lesson), None)
    spec = questions.get(stem, {}).get(ex, {}) if stem else {}
    n = 0
    for part in spec.get("parts", []):
        for shown in [part.get("label"), *part.get("options", [])]:
            if isinstance(shown, dict):
                n += len(WORD.findall(str(shown.get(lang, ""))))
    return n + len(WORD.findall(translate("question.check", lang)))


def child_words(nb: nbformat.NotebookNode, printed: bool = False, widgets: bool = False) -> int:
    """How many words a child reads on the lesson's child's page: the words of the markdown cells
    the page shows (not tagged ``teacher``, ``answer`` or ``notebook-only``), without HTML tags
    and web addresses; numbers count as words.  The start page's table of lessons (the cell of
    part ``lessons``) is navigation, not reading, and is not counted.  With ``printed``, the
    words the shown programs print or show as text are counted too (not a ``child-quiet`` cell's,
    nor a picture's).  With ``widgets``, the widgets' own words: an exercise's question and its
    buttons (``lesson_questions.json``), and every other widget's title (its still view's words
    before "Run this cell")."""
    hidden = {TEACHER_TAG, ANSWER_TAG, NOTEBOOK_TAG}
    lang = nb.metadata.get("lesson", {}).get("lang", "en")
    n = 0
    for c in nb.cells:
        tags = set(c.metadata.get("tags", []))
        if c.cell_type == "code" and not (hidden | {QUIET_TAG}) & tags:
            asked = QUESTION_CALL.search(c.source)
            if widgets and asked:
                n += _question_words(asked.group(1), asked.group(2), lang)
            for o in c.get("outputs", []):
                data = o.get("data", {})
                if printed and o.get("output_type") == "stream" and o.get("name") == "stdout":
                    n += len(WORD.findall(o.get("text", "")))
                elif printed and "text/markdown" in data:
                    n += len(WORD.findall(data["text/markdown"]))
                elif widgets and not asked and "trio-still" in data.get("text/html", ""):
                    title = str(data.get("text/plain", "")).split(" · ")[0]
                    n += len(WORD.findall(title))
        if c.cell_type != "markdown" or hidden & tags:
            continue
        if c.metadata.get("lesson", {}).get("part") == "lessons":
            continue
        n += len(WORD.findall(NOT_READ.sub("", c.source)))
    return n


# ---------------------------------------------------------------- running a notebook


def _text_of(outputs: list) -> str:
    parts = []
    for o in outputs:
        if o.get("output_type") == "stream":
            parts.append(o.get("text", ""))
        elif o.get("output_type") in ("execute_result", "display_data"):
            parts.append(o.get("data", {}).get("text/plain", "") + "\n")
        elif o.get("output_type") == "error":
            parts.append("ERROR " + o.get("ename", "") + ": " + o.get("evalue", "") + "\n")
    return "".join(parts)


def _svg_title(svg: str, lang: str = "en") -> str:
    """A picture's text/plain: what a screen reader says of it, in the lesson's language."""
    m = re.search(r'aria-label="([^"]*)"', svg) or re.search(r"<title>([^<]*)</title>", svg)
    return (
        translate("picture.plain", lang, text=html.unescape(m.group(1))) if m else translate("picture.untitled", lang)
    )


def _tidy_outputs(cell: nbformat.NotebookNode, spec: Cell, lang: str, where: str) -> list[str]:
    """Keep the outputs a reader needs: a widget's still picture (not its live view), a picture's
    words as its text and an <img> of it, one printed text however the kernel flushed it."""
    problems = []
    for o in cell.outputs:
        data = o.get("data")
        widget = bool(data) and WIDGET_MIME in data
        if widget:  # the live view needs a kernel: keep the still picture (its text/plain is its words)
            del data[WIDGET_MIME]
        if data and "image/svg+xml" in data and not widget:  # a picture's text: its words, not a repr
            data["text/plain"] = _svg_title(data["image/svg+xml"], lang)
        if data and "image/svg+xml" in data and spec.checked:
            problems.append(f"{where}: a checked cell shows a picture; show it in its own cell")
        if data and "image/svg+xml" in data and "text/html" not in data:
            # An untrusted notebook (a fresh Binder) shows a saved SVG only as an <img>.
            data["text/html"] = html_picture(data["image/svg+xml"])
    kept: list[Any] = []
    for o in cell.outputs:
        if o.get("data") is not None and not o["data"]:
            continue
        if kept and o.output_type == "stream" and kept[-1].output_type == "stream" and kept[-1].name == o.name:
            kept[-1].text += o.text  # one printed text, however the kernel flushed it
            continue
        kept.append(o)
    cell.outputs = kept
    return problems


def _printed_problems(cell: nbformat.NotebookNode, spec: Cell, lesson: Lesson, lang: str, where: str) -> list[str]:
    """What a cell prints: no Python on the child's page, and the numbers the text says."""
    problems = []
    got = _text_of(cell.outputs)
    printed = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
    on_child_page = not (spec.quiet or spec.answer or spec.part)
    if on_child_page and CODE_LIKE.search(printed):
        problems.append(
            f"{where} prints what reads like Python ({CODE_LIKE.search(printed).group(0)!r}), which "
            f"the child's page would show: print words and numbers, or mark the cell quiet=True\n{printed}"
        )
    for name in spec.shows:
        value = fill("{{" + name + "}}", lesson.values, lang).replace(MINUS, "-")  # a program prints a hyphen
        # 0,161 and 0.161 are the same number: the text and the program may use either
        if not re.search(rf"(?<![\d.]){re.escape(_point(value))}(?![\d])", _point(got)):
            problems.append(f"{where}: the text says {name} = {value}, but the cell prints\n{got}")
    return problems


def execute(nb: nbformat.NotebookNode, specs: list[Cell], lesson: Lesson, where: str) -> None:
    """Run the notebook in a kernel started in its own folder; keep outputs a reader needs."""
    from nbclient import NotebookClient

    folder = NOTEBOOKS / nb.metadata["lesson"]["lang"]
    folder.mkdir(parents=True, exist_ok=True)
    client = NotebookClient(
        nb,
        timeout=600,
        kernel_name="python3",
        resources={"metadata": {"path": str(folder)}},
        record_timing=False,
        store_widget_state=False,
        allow_errors=False,
    )
    client.execute()
    lang = nb.metadata["lesson"]["lang"]
    problems = []
    for i, (cell, spec) in enumerate(zip(nb.cells, specs, strict=True)):
        if cell.cell_type != "code":
            continue
        problems += _tidy_outputs(cell, spec, lang, f"{where} cell {i}")
        problems += _printed_problems(cell, spec, lesson, lang, f"{where} cell {i}")
    for cell, spec in zip(nb.cells, specs, strict=True):
        if cell.cell_type == "code" and (spec.answer or spec.unsaved):
            cell.outputs = []  # checked above; the answer stays out of the saved notebook
            cell.execution_count = None
    nb.metadata.pop("widgets", None)
    if problems:
        raise LessonError("\n".join(problems))


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("only", nargs="*", help="build only lessons whose stem starts with one of these")
    ap.add_argument("--lang", action="append", choices=LANGS, help="only this language (repeatable)")
    ap.add_argument("--no-execute", action="store_true", help="write the notebooks without running them")
    ap.add_argument("--check", action="store_true", help="only check the texts against the sources")
    ap.add_argument(
        "--words",
        action="store_true",
        help="print the words of each saved lesson's child's part: its texts (+ what its programs print + the widgets' own words) = the whole page",
    )
    args = ap.parse_args(argv)
    lessons = load_lessons()
    langs = args.lang or LANGS
    if args.words:
        for lang in langs:
            row = []
            for stem in lessons:
                if not args.only or any(stem.startswith(o) for o in args.only):
                    nb = nbformat.read(str(NOTEBOOKS / lang / f"{stem}.ipynb"), as_version=4)
                    text, shown = child_words(nb), child_words(nb, printed=True)
                    seen = child_words(nb, printed=True, widgets=True)
                    row.append(f"{lesson_id(stem)}:{text}(+{shown - text}+{seen - shown})={seen}")
            print(lang, " ".join(row))
        return
    problems = check_texts(lessons, langs)
    if problems:
        raise SystemExit("The lesson texts do not fit the sources:\n- " + "\n- ".join(problems))
    questions = questions_json(lessons)
    if args.check:
        if not QUESTIONS_FILE.is_file() or QUESTIONS_FILE.read_text(encoding="utf-8") != questions:
            raise SystemExit(f"{QUESTIONS_FILE.relative_to(ROOT)} is not what the lessons make: run the build")
        print(f"{len(lessons)} lessons, {len(langs)} languages: the texts fit")
        return
    if not QUESTIONS_FILE.is_file() or QUESTIONS_FILE.read_text(encoding="utf-8") != questions:
        QUESTIONS_FILE.write_text(questions, encoding="utf-8")
        from trio_widgets.teaching import lesson_questions as loaded

        loaded.cache_clear()
        print(f"{QUESTIONS_FILE.relative_to(ROOT)}: written", flush=True)
    for lang in langs:
        for stem, lesson in lessons.items():
            if args.only and not any(stem.startswith(o) for o in args.only):
                continue
            nb, specs = render(lesson, lang, lessons)
            t0 = time.perf_counter()
            path = NOTEBOOKS / lang / f"{stem}.ipynb"
            where = str(path.relative_to(ROOT))
            if not args.no_execute:
                execute(nb, specs, lesson, where)
            path.parent.mkdir(parents=True, exist_ok=True)
            nbformat.validate(nb)
            nbformat.write(nb, str(path))
            size = path.stat().st_size / 1024
            print(f"{where}: {len(nb.cells)} cells, {size:.0f} KiB, {time.perf_counter() - t0:.1f} s", flush=True)


if __name__ == "__main__":
    main()
