"""No exercise's answer reaches anyone who has not tried: every saved lesson notebook, every language.

For each exercise of each lesson (``trio_widgets/teaching/lesson_questions.json``, which the lesson
builder writes from the lessons' sources) this reads the saved notebook and fails when its answer
is in sight before the child answers:

* the worked answer in a text cell that is not the teacher's (tag ``teacher``) or not folded
  (``<details>``): GitHub and nbviewer show every text cell, the child's page every untagged one;
* the worked answer, or the answer itself, in any saved output (a printed check, a picture, a
  widget's still picture): GitHub and nbviewer show saved outputs, folded or not;
* the answer widget's still picture made from anything but the question (it must be the same
  picture whatever the answer is), its saved state, or its one line of code holding the answer.

``TRIO_NOTEBOOKS=/path/to/notebooks`` reads other notebooks (e.g. the lessons as they were before
the answer widgets: that run fails, as it must).
"""

from __future__ import annotations

import dataclasses
import html
import os
import re
import sys
from pathlib import Path

import nbformat
import pytest

from trio_widgets.teaching import QuestionSpec, lesson_questions
from trio_widgets.widgets import Question

REPO = Path(__file__).resolve().parents[1]
NB_DIR = Path(os.environ.get("TRIO_NOTEBOOKS", REPO / "notebooks"))
LANGS = ["en", "ru", "pl", "hu"]
QUESTIONS = lesson_questions()
CASES = [(lang, stem) for lang in LANGS for stem in QUESTIONS]
TEACHER = "teacher"
WIDGET_LINE = re.compile(r'tw\.Question\.lesson\("(\d\d[b-z]?)", "(ex\d+)", lang="([a-z]{2})"\)')


def _plain(text: str) -> str:
    """Text as a reader sees it, to compare: no Markdown marks, no tags, one space between words."""
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    text = re.sub(r"[*_`>#|]", "", text)
    return " ".join(text.split())


def _fragments(worked: str) -> list[str]:
    """The worked answer's lines long enough to be its own (not a word any text may hold)."""
    out = []
    for line in worked.splitlines():
        line = _plain(re.sub(r"^\s*(?:[-*]|\d+\.)\s+", "", line))
        if len(line) >= 14:
            out.append(line)
    return out


def _outputs_text(cell) -> list[str]:
    """Each saved output of a code cell as text: printed text, text/plain, html, svg."""
    out = []
    for o in cell.get("outputs", []):
        if o.get("output_type") == "stream":
            out.append(o.get("text", ""))
        for mime in ("text/plain", "text/html", "image/svg+xml", "text/markdown"):
            data = o.get("data", {}).get(mime)
            if data:
                out.append(data if isinstance(data, str) else "".join(data))
    return out


def _folded(source: str, fragment: str) -> bool:
    """Every place ``fragment`` is in ``source`` is inside a <details> block."""
    plain_open = _plain(source)
    if fragment not in plain_open:
        return True
    outside = _plain(re.sub(r"<details>.*?</details>", " ", source, flags=re.S))
    return fragment not in outside


def _answers(spec: QuestionSpec) -> list[str]:
    """The answers as they would be printed: whole numbers, tile names, places."""
    out: list[str] = []
    for p in spec.parts:
        if p.kind in ("number", "tile"):
            out.extend(str(a) for a in p.answer)
    return out


def _says(text: str, answer: str) -> bool:
    if re.fullmatch(r"-?\d+", answer):
        return re.search(rf"(?<![\d.,-]){re.escape(answer)}(?![\d.,])", text) is not None
    return answer in text


def _asked(source: str) -> str:
    """An exercise's text as the child reads it before trying: not its title's number, nor an
    answer folded in it."""
    asked = re.sub(r"^#.*$", "", source, flags=re.M)
    return re.sub(r"<details>.*?</details>", "", asked, flags=re.S)


def _offered(asked: str, answer: str) -> bool:
    """``answer`` is a tile the question names among others to choose from: no secret.  A number
    the question states is: the child must work it out ("6 + 18 = 24. Does 24 make sense?")."""
    return "-" in answer.strip("-") and _says(asked, answer)


@pytest.mark.parametrize(("lang", "stem"), CASES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in CASES])
def test_an_exercise_never_states_its_own_number_answer(lang, stem):
    """Issue 38: lesson 07's exercise 2 printed "6 + 18 = 24" above the question whose answer is 24."""
    nb = _read(lang, stem)
    questions = [c for c in nb.cells if c.metadata.get("lesson", {}).get("part") == "exercise"]
    problems = []
    for k, (tid, data) in enumerate(QUESTIONS[stem].items()):
        asked = _asked(questions[k].source)
        for a in dict.fromkeys(_answers(QuestionSpec.from_json(data))):
            if not _offered(asked, a) and _says(asked, a):
                problems.append(f"{tid} states its answer {a}: {' '.join(asked.split())[:120]!r}")
    assert not problems, f"{lang}/{stem}:\n" + "\n".join(problems)


def _exercise_cells(nb) -> dict[str, int]:
    """The index of each exercise's widget cell."""
    found = {}
    for i, c in enumerate(nb.cells):
        if c.cell_type == "code":
            m = WIDGET_LINE.fullmatch(c.source.strip())
            if m:
                found[m.group(2)] = i
    return found


def _read(lang: str, stem: str):
    path = NB_DIR / lang / f"{stem}.ipynb"
    if not path.exists():  # the lessons are committed: a missing one is a failure, never a skip
        pytest.fail(f"{path} is missing: build the lessons with tools/build_lessons.py")
    return nbformat.read(str(path), as_version=4)


@pytest.mark.parametrize(("lang", "stem"), CASES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in CASES])
def test_no_worked_answer_outside_the_teachers_folded_cells(lang, stem):
    nb = _read(lang, stem)
    problems = []
    for tid, data in QUESTIONS[stem].items():
        spec = QuestionSpec.from_json(data)
        for fragment in _fragments(spec.worked.text(lang)):
            for i, c in enumerate(nb.cells):
                if c.cell_type == "markdown":
                    if fragment not in _plain(c.source):
                        continue
                    if TEACHER not in c.metadata.get("tags", []):
                        problems.append(f"cell {i} (not the teacher's) shows {tid}'s answer: {fragment[:60]!r}")
                    elif not _folded(c.source, fragment):
                        problems.append(f"cell {i} shows {tid}'s answer unfolded: {fragment[:60]!r}")
                elif any(fragment in _plain(t) for t in _outputs_text(c)):
                    problems.append(f"cell {i}'s saved output shows {tid}'s answer: {fragment[:60]!r}")
    assert not problems, f"{lang}/{stem}:\n" + "\n".join(problems)


@pytest.mark.parametrize(("lang", "stem"), CASES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in CASES])
def test_no_answer_in_a_saved_output_near_its_exercise(lang, stem):
    """From the exercise before to the exercise after (the boxes a child sees around it), no saved
    output says the exercise's answers (but those the question states itself): all of them in one
    output, or one printed on its own line of text; no output further down the page picks out an
    exercise's right tiles; and no box of an exercise's answer check keeps its output."""
    nb = _read(lang, stem)
    problems = []
    questions = [i for i, c in enumerate(nb.cells) if c.metadata.get("lesson", {}).get("part") == "exercise"]
    for i, c in enumerate(nb.cells):
        if c.cell_type == "code" and c.metadata.get("lesson", {}).get("part") == "answer" and c.get("outputs"):
            problems.append(f"cell {i} is an answer's check and keeps its output")
    for k, (tid, data) in enumerate(QUESTIONS[stem].items()):
        if k >= len(questions):
            problems.append(f"{tid} has no exercise cell")
            continue
        # from the exercise before (or the start of the exercise's section) to the exercise after
        heads = [
            i
            for i in range(questions[k])
            if nb.cells[i].cell_type == "markdown" and nb.cells[i].source.startswith("## ")
        ]
        start = max(questions[k - 1] + 1 if k else 0, heads[-1] if heads else 0)
        end = questions[k + 1] if k + 1 < len(questions) else len(nb.cells)
        # a tile the question offers among others is no secret ("Which of 1-1-2, 1-2-4 ... fits?")
        asked = _asked(nb.cells[questions[k]].source)
        answers = [a for a in dict.fromkeys(_answers(QuestionSpec.from_json(data))) if not _offered(asked, a)]
        if not answers:
            continue
        spec = QuestionSpec.from_json(data)
        tiles = [a for a in answers if "-" in a.strip("-")]
        numbers = [a for a in answers if a not in tiles]
        others = {str(t) for p in spec.parts if p.kind == "tile" for t in p.row()} - set(tiles)
        for i in range(start, len(nb.cells)):
            c = nb.cells[i]
            if c.cell_type != "code":
                continue
            # the right tiles picked out anywhere below the question: the child's page is one page
            for text in _outputs_text(c):
                # the right tiles picked out: all of them, and fewer than half of the others
                shown = sum(1 for t in others if t in text)
                if tiles and all(t in text for t in tiles) and shown < len(others) / 2:
                    problems.append(f"cell {i}'s output picks out {tid}'s tiles {tiles}")
            if i >= end:
                continue
            if len(numbers) > 1 and any(_in_order(t, numbers) for t in _printed(c)):
                problems.append(f"cell {i} prints {tid}'s answers {numbers}")
            elif len(numbers) == 1 and _printed_alone(c, numbers[0]):
                problems.append(f"cell {i} prints {tid}'s answer {numbers[0]}")
    assert not problems, f"{lang}/{stem}:\n" + "\n".join(problems)


def _printed(cell) -> list[str]:
    """What a box printed (text, not pictures), each output of at most 12 lines (a short answer,
    not a table of every value)."""
    out = []
    for o in cell.get("outputs", []):
        text = o.get("text", "") if o.get("output_type") == "stream" else o.get("data", {}).get("text/plain", "")
        if text and len(text.splitlines()) <= 12:
            out.append(text)
    return out


def _in_order(text: str, numbers: list[str]) -> bool:
    """Every number of ``numbers`` printed in ``text``, in that order."""
    tokens = re.findall(r"(?<![\d-])-?\d+(?![\d])", text)
    k = 0
    for tok in tokens:
        if k < len(numbers) and tok == numbers[k]:
            k += 1
    return k == len(numbers)


def _printed_alone(cell, answer: str) -> bool:
    """``answer`` printed by the box as a line's only number or tile (``9``, ``9 : ...``, ``Ann 14``)."""
    for o in cell.get("outputs", []):
        text = o.get("text", "") if o.get("output_type") == "stream" else ""
        for line in text.splitlines():
            tokens = re.findall(r"-?\d+(?:-\d+-\d+)?", line)
            if tokens and tokens[0] == answer and (len(tokens) == 1 or " : " in line):
                return True
    return False


def _other_answers(spec: QuestionSpec) -> QuestionSpec:
    """The same question with other answers (another number, another tile, another option, another
    place): what the child sees before a try must not change."""
    parts = []
    for p in spec.parts:
        # the hints' table names wrong answers, which another answer may make right (the page
        # never gets it: the hints come from Python after a try)
        p = dataclasses.replace(p, likely=())
        if p.kind == "number":
            new = tuple(n + 1 for n in p.answer)
            p = dataclasses.replace(
                p, answer=new, steps=((p.steps[0][0], p.steps[0][1] + 1), *p.steps[1:]) if p.steps else ()
            )
        elif p.kind == "tile":
            row = [str(t) for t in p.row()]
            p = dataclasses.replace(p, answer=tuple(t for t in row if t not in p.answer)[:1] or p.answer)
        elif p.kind == "choice" and p.options:
            p = dataclasses.replace(
                p, answer=tuple(i for i in range(len(p.options)) if i not in p.answer)[:1] or p.answer
            )
        elif p.kind == "board":
            p = dataclasses.replace(p, answer=tuple(c for c in p.options if c not in p.answer)[:1] or p.answer)
        parts.append(p)
    return dataclasses.replace(spec, parts=tuple(parts), worked=type(spec.worked)({"en": "x"}))


@pytest.mark.parametrize(("lang", "stem"), CASES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in CASES])
def test_the_answer_widget_shows_the_question_and_never_the_answer(lang, stem):
    """Each exercise is one line of code naming it (no answer in the code); its saved still picture
    is the widget's own, the same picture as the question's with other answers; the widget's state
    before a try is the same too; no widget state is saved in the notebook."""
    nb = _read(lang, stem)
    cells = _exercise_cells(nb)
    assert sorted(cells) == sorted(QUESTIONS[stem]), f"{lang}/{stem}: the exercises without a widget cell"
    assert "widgets" not in nb.metadata, "a notebook saved with widget state"
    for tid, i in cells.items():
        cell = nb.cells[i]
        m = WIDGET_LINE.fullmatch(cell.source.strip())
        assert m and m.group(1) == stem.split("_")[0] and m.group(3) == lang
        spec = QuestionSpec.from_json(QUESTIONS[stem][tid], stem, tid)
        q, other = Question(spec, lang=lang), Question(_other_answers(spec), lang=lang)
        saved = [o["data"]["text/html"] for o in cell.outputs if "text/html" in o.get("data", {})]
        assert saved == [q._still_html()], f"{lang}/{stem} {tid}: the saved still picture is not the widget's"
        assert q._still_html() == other._still_html(), f"{tid}: the still picture depends on the answer"
        state, other_state = q.get_state(), other.get_state()
        for name in ("view", "part", "results", "feedback", "worked", "stars", "shown", "done"):
            assert state[name] == other_state[name], f"{tid}: the widget's {name} depends on the answer"


def test_the_check_finds_an_answer_left_in_sight(tmp_path, monkeypatch):
    """The checks fail on a notebook that shows an answer: an unfolded worked answer, a check's
    saved output, a still picture that marks the answer."""
    stem = "02_counting"
    nb = nbformat.read(str(REPO / "notebooks" / "en" / f"{stem}.ipynb"), as_version=4)
    spec = QuestionSpec.from_json(QUESTIONS[stem]["ex2"])
    worked = spec.worked.text("en")
    nb.cells.insert(3, nbformat.v4.new_markdown_cell(worked))
    monkeypatch.setattr(sys.modules[__name__], "NB_DIR", tmp_path)
    (tmp_path / "en").mkdir()
    nbformat.write(nb, str(tmp_path / "en" / f"{stem}.ipynb"))
    with pytest.raises(AssertionError, match="not the teacher's"):
        test_no_worked_answer_outside_the_teachers_folded_cells("en", stem)
    nb.cells.pop(3)
    answer_cell = next(
        i
        for i, c in enumerate(nb.cells)
        if c.metadata.get("lesson", {}).get("part") == "answer" and c.cell_type == "code"
    )
    nb.cells[answer_cell].outputs = [nbformat.v4.new_output("stream", name="stdout", text="0-0-0, 0-0-1\n")]
    nbformat.write(nb, str(tmp_path / "en" / f"{stem}.ipynb"))
    with pytest.raises(AssertionError, match="keeps its output"):
        test_no_answer_in_a_saved_output_near_its_exercise("en", stem)
    nb.cells[answer_cell].outputs = []
    ex2 = _exercise_cells(nb)["ex2"]
    out = nb.cells[ex2].outputs[0]
    out["data"]["text/html"] = out["data"]["text/html"].replace("</div>", "<b>10</b></div>", 1)
    nbformat.write(nb, str(tmp_path / "en" / f"{stem}.ipynb"))
    with pytest.raises(AssertionError, match="not the widget's"):
        test_the_answer_widget_shows_the_question_and_never_the_answer("en", stem)


# ------------------------------------------------------------- the widgets, as the page builds them

#: the cells the child's page drops before the kernel runs (the Voila template ``trio``)
OFF_THE_PAGE = {"teacher", "answer", "notebook-only"}
#: what a widget's state holds besides what it shows: its code, its words' catalogue, its layout
NOT_SHOWN = {"_esm", "_css", "_catalogue", "layout", "_model_module", "_view_module", "_dom_classes"}
TILE = re.compile(r"(?<![\d-])\d-\d-\d(?![\d-])")


def _page_widgets(lang: str, stem: str) -> list[tuple[int, object]]:
    """Each widget the child's page shows, built as the page builds it: the page's code cells run
    in order in one namespace (the cells the page drops left out), with what each cell shows (its
    last line's value, or what it displays).  The lesson's exercises are made too (not answered)."""
    import ast

    import ipywidgets
    from IPython import display as ipd

    nb = _read(lang, stem)
    shown: list[tuple[int, object]] = []
    here = [0]
    ns: dict[str, object] = {"__name__": "__lesson__"}
    real = ipd.display

    def display(*objs, **_kw):  # type: ignore[no-untyped-def]
        shown.extend((here[0], o) for o in objs)

    ipd.display = display
    try:
        for i, c in enumerate(nb.cells):
            if c.cell_type != "code" or OFF_THE_PAGE & set(c.metadata.get("tags", [])):
                continue
            here[0] = i
            tree = ast.parse(c.source)
            last = tree.body.pop() if tree.body and isinstance(tree.body[-1], ast.Expr) else None
            exec(compile(tree, f"{stem} cell {i}", "exec"), ns)
            if last is not None:
                value = eval(compile(ast.Expression(last.value), f"{stem} cell {i}", "eval"), ns)
                if value is not None:
                    shown.append((i, value))
    finally:
        ipd.display = real
    out: list[tuple[int, object]] = []
    todo = list(shown)
    while todo:  # a box of widgets shows its children
        i, w = todo.pop(0)
        if isinstance(w, ipywidgets.Box):
            todo.extend((i, child) for child in w.children)
        elif isinstance(w, ipywidgets.Widget) and not isinstance(w, Question):
            out.append((i, w))
    return out


def _shown_words(state: object) -> list[str]:
    """Every sentence in a widget's state (strings with letters) as the page shows it."""
    out: list[str] = []
    if isinstance(state, dict):
        for k, v in state.items():
            if k not in NOT_SHOWN:
                out.extend(_shown_words(v))
    elif isinstance(state, (list, tuple)):
        for v in state:
            out.extend(_shown_words(v))
    elif isinstance(state, str) and re.search(r"[^\W\d_]", state) and not state.startswith("IPY_MODEL_"):
        out.append(_plain(state))  # as the page shows it: no tags, no style
    return out


def _secret_answers(nb, stem: str) -> dict[str, list[str]]:
    """Each exercise's answers, but those the question states itself."""
    questions = [c for c in nb.cells if c.metadata.get("lesson", {}).get("part") == "exercise"]
    out = {}
    for k, (tid, data) in enumerate(QUESTIONS[stem].items()):
        asked = _asked(questions[k].source) if k < len(questions) else ""
        out[tid] = [a for a in dict.fromkeys(_answers(QuestionSpec.from_json(data))) if not _offered(asked, a)]
    return out


def _said_in(text: str, answer: str) -> bool:
    """``answer`` said in a sentence: a number ends a sentence too ("it has 1.")."""
    if re.fullmatch(r"-?\d+", answer):
        return re.search(rf"(?<![\d.,-]){re.escape(answer)}(?!\d|[.,]\d)", text) is not None
    return answer in text


def _reveals(texts: list[str], answers: dict[str, list[str]]) -> list[str]:
    found = []
    for tid, wanted in answers.items():
        for a in wanted:
            for t in texts:
                if _said_in(TILE.sub(" ", t) if "-" not in a else t, a):
                    found.append(f"{tid}'s answer {a} in {t[:80]!r}")
                    break
    return found


def _related(widgets: list[int], questions: list[int], tids: list[str], i: int) -> set[str]:
    """The exercise a widget (in cell ``i``) is about: the next one below it, when no other widget
    stands between them (a widget that gives an answer away below its exercise waits for it with
    ``after_answer``, and its distinct answers are looked for anyway)."""
    below = [k for k, q in enumerate(questions) if q > i]
    if below and not any(i < j < questions[below[0]] for j in widgets):
        return {tids[below[0]]}
    return set()


def _distinct(answer: str) -> bool:
    """An answer no sentence says by chance: a tile, or a number of two digits or more."""
    return "-" in answer.strip("-") or len(answer.lstrip("-")) >= 2


WIDGET_CASES = [(lang, stem) for lang in LANGS for stem in QUESTIONS]


@pytest.mark.parametrize(
    ("lang", "stem"), WIDGET_CASES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in WIDGET_CASES]
)
def test_no_widget_on_the_page_answers_an_exercise_before_its_try(lang, stem):
    """Every widget of the child's page (its exercises made, none tried): its synced state says no
    exercise's answer, and neither does what any of its buttons does (each action without fields
    pressed through the widget's message handler, as a tap sends it: the sentences new in its
    state after the tap).  Any exercise's distinct answers (a tile, a number of two digits or
    more) count anywhere on the page; every answer of the exercise the widget stands above (no
    other widget between)."""
    nb = _read(lang, stem)
    answers = _secret_answers(nb, stem)
    tids = list(QUESTIONS[stem])
    questions = sorted(_exercise_cells(nb).values())
    widgets = _page_widgets(lang, stem)
    places = [i for i, _ in widgets]
    # an exercise's name ("Exercise 1") is no answer 1: a button that waits for it names it
    titles = [QuestionSpec.from_json(QUESTIONS[stem][t]).title.text(lang) for t in tids]

    def words(w):  # type: ignore[no-untyped-def]
        out = []
        for text in _shown_words(w.get_state()):
            for title in titles:
                text = text.replace(title, " ") if title else text
            out.append(text)
        return out

    problems = []
    for i, w in widgets:
        name = f"cell {i}'s {type(w).__name__}"
        near = _related(places, questions, tids, i)
        wanted = {t: [a for a in answers[t] if t in near or _distinct(a)] for t in tids}
        problems += [f"{name} shows {r}" for r in _reveals(words(w), wanted)]
        for action, fields in getattr(w, "ACTIONS", {}).items():
            if fields:
                continue  # a tap on a tile or a place, not a button
            seen = set(words(w))
            w.handle({"action": action})  # as a tap sends it: a refusal is said, never raised
            new = [t for t in words(w) if t not in seen]
            problems += [f"{name}'s {action!r} says {r}" for r in _reveals(new, wanted)]
    assert not problems, f"{lang}/{stem}:\n" + "\n".join(problems)


def test_the_widget_check_finds_a_button_that_answers(tmp_path, monkeypatch):
    """The widget check fails on lesson 09 with its puzzles' buttons not waiting (as it was before
    ``after=``): "How many solutions?" answers exercises 1 and 2 in one tap."""
    stem = "09_puzzles"
    nb = nbformat.read(str(REPO / "notebooks" / "en" / f"{stem}.ipynb"), as_version=4)
    waiting = [c for c in nb.cells if c.cell_type == "code" and ", after=(" in c.source]
    assert len(waiting) == 2, "lesson 09's two counting puzzles wait for their exercises"
    for c in waiting:
        c.source = re.sub(r', after=\("09", "ex\d"\)', "", c.source)
    monkeypatch.setattr(sys.modules[__name__], "NB_DIR", tmp_path)
    (tmp_path / "en").mkdir()
    nbformat.write(nb, str(tmp_path / "en" / f"{stem}.ipynb"))
    with pytest.raises(AssertionError) as found:
        test_no_widget_on_the_page_answers_an_exercise_before_its_try("en", stem)
    assert "'count' says ex1's answer 1" in str(found.value)
    assert "'count' says ex2's answer 3" in str(found.value)


def _child_sees(cell) -> list[str]:
    """What the child's page shows of a cell: a text (not the teacher's, not folded, not one that
    waits for an exercise), or what a box prints (not a quiet box's; not a table of more than 12
    lines; not a widget's still picture: the page shows the live widget)."""
    tags = set(cell.metadata.get("tags", []))
    if OFF_THE_PAGE & tags:
        return []
    if cell.cell_type == "markdown":
        return [_plain(re.sub(r"<details[^>]*>.*?</details>", " ", cell.source, flags=re.S))]
    if "child-quiet" in tags:
        return []
    out = []
    for o in cell.get("outputs", []):
        data = o.get("data", {})
        if "application/vnd.jupyter.widget-view+json" in data:
            continue
        text = o.get("text", "") if o.get("output_type") == "stream" else data.get("text/plain", "")
        if text and len(text.splitlines()) <= 12:
            out.append(text)
    return out


def _worked_out(text: str, answer: str) -> bool:
    """``answer`` is the result of a sum ``text`` works out ("9 × 3 = **27**", "= 27, total 27")."""
    return re.search(rf"=\s*\**\s*{re.escape(answer)}(?!\d|[.,]\d)", text) is not None


@pytest.mark.parametrize(("lang", "stem"), CASES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in CASES])
def test_no_answer_worked_out_above_its_exercise(lang, stem):
    """From the exercise before (or the top of the page) down to an exercise, no text or printed
    output the child's page shows works out one of its answers of two digits or more (that the
    question does not state itself) as the result of a sum: 04b worked out 9 × 3 = 27 three lines
    above the exercise that asks for 2-3-4 filling a hole."""
    nb = _read(lang, stem)
    answers = _secret_answers(nb, stem)
    questions = [i for i, c in enumerate(nb.cells) if c.metadata.get("lesson", {}).get("part") == "exercise"]
    problems = []
    for k, tid in enumerate(QUESTIONS[stem]):
        if k >= len(questions):
            continue  # the check above says so
        start = questions[k - 1] + 1 if k else 0
        wanted = [a for a in answers[tid] if re.fullmatch(r"-?\d{2,}", a)]
        for i in range(start, questions[k]):
            for text in _child_sees(nb.cells[i]):
                problems += [
                    f"cell {i} works out {tid}'s answer {a}: {text[:70]!r}" for a in wanted if _worked_out(text, a)
                ]
    assert not problems, f"{lang}/{stem}:\n" + "\n".join(problems)


def test_the_check_finds_an_answer_worked_out_above(tmp_path, monkeypatch):
    """The check fails on 04b with exercise 2's sum worked out just above it (as 04b had it)."""
    stem = "04b_bonuses"
    nb = nbformat.read(str(REPO / "notebooks" / "en" / f"{stem}.ipynb"), as_version=4)
    answer = next(a for a in _answers(QuestionSpec.from_json(QUESTIONS[stem]["ex2"])) if len(a) >= 2)
    ex2 = sorted(_exercise_cells(nb).values())[1]
    nb.cells.insert(ex2 - 2, nbformat.v4.new_markdown_cell(f"- after the bridge: 8 × 3 = **{answer}**."))
    monkeypatch.setattr(sys.modules[__name__], "NB_DIR", tmp_path)
    (tmp_path / "en").mkdir()
    nbformat.write(nb, str(tmp_path / "en" / f"{stem}.ipynb"))
    with pytest.raises(AssertionError, match=f"works out ex2's answer {answer}"):
        test_no_answer_worked_out_above_its_exercise("en", stem)


# ------------------------------------------------------ a count the page printed before its exercise

#: An answer the page printed earlier, left as it is: none (lesson 07's exercise 2 asked for the 4
#: tiles of a triangle 2 wide after "Triangles with sides 1, 2, 3 ... use 1, 4, 9 ..."; it asks for
#: half the big hexagon, 3 such triangles, now).
PRINTED_BEFORE_KNOWN: set[tuple[str, str, str]] = set()


def _numbers_printed(cell) -> set[str]:
    """The whole numbers a box of the child's page prints (its text or its Markdown), not those of a
    tile's name (1-2-3), a decimal or a fraction; nothing of a quiet box or a box off the page."""
    tags = set(cell.metadata.get("tags", []))
    if cell.cell_type != "code" or OFF_THE_PAGE & tags or "child-quiet" in tags:
        return set()
    out: set[str] = set()
    for o in cell.get("outputs", []):
        text = (o.get("text", "") if o.get("output_type") == "stream" else "") + o.get("data", {}).get(
            "text/markdown", ""
        )
        out |= set(re.findall(r"(?<![\w.,/-])\d+(?![\w/-]|[.,]\d)", text))
    return out


@pytest.mark.parametrize(("lang", "stem"), CASES, ids=[f"{lang}-{stem.split('_')[0]}" for lang, stem in CASES])
def test_no_number_answer_printed_anywhere_above_its_exercise(lang, stem):
    """An exercise's number is never a number a box of the child's page printed above it, however
    far up: lesson 03 printed "9 tiles fit." next to 0-1-2, and its puzzle 2 asked for the 9
    neighbours of 1-2-3, an answer a child could copy without counting."""
    nb = _read(lang, stem)
    printed: set[str] = set()
    problems = []
    for c in nb.cells:
        m = WIDGET_LINE.fullmatch(c.source.strip()) if c.cell_type == "code" else None
        if m:
            spec = QuestionSpec.from_json(QUESTIONS[stem][m.group(2)])
            for p in spec.parts:
                if p.kind != "number":
                    continue
                for a in map(str, p.answer):
                    if a in printed and (stem, m.group(2), a) not in PRINTED_BEFORE_KNOWN:
                        problems.append(f"{m.group(2)}'s answer {a} is printed above it on the child's page")
        printed |= _numbers_printed(c)
    assert not problems, f"{lang}/{stem}:\n" + "\n".join(problems)


def test_the_check_finds_a_count_printed_above_its_exercise(tmp_path, monkeypatch):
    """The check fails on lesson 03 with puzzle 2's count printed far above it, as "9 tiles fit."
    was next to 0-1-2; the count it prints there now is another number."""
    stem = "03_matching_and_turning"
    nb = nbformat.read(str(REPO / "notebooks" / "en" / f"{stem}.ipynb"), as_version=4)
    answer = _answers(QuestionSpec.from_json(QUESTIONS[stem]["ex2"]))[0]
    printed = [c for c in nb.cells if _numbers_printed(c)]
    assert any("tiles fit" in o.get("text", "") for c in printed for o in c.outputs), "the count next to 0-1-2"
    assert answer not in set().union(*map(_numbers_printed, printed))
    monkeypatch.setattr(sys.modules[__name__], "NB_DIR", tmp_path)
    (tmp_path / "en").mkdir()
    c = next(c for c in printed if any("tiles fit" in o.get("text", "") for o in c.outputs))
    c.outputs = [nbformat.v4.new_output("stream", name="stdout", text=f"{answer} tiles fit.\n")]
    nbformat.write(nb, str(tmp_path / "en" / f"{stem}.ipynb"))
    with pytest.raises(AssertionError, match=f"ex2's answer {answer} is printed above it"):
        test_no_number_answer_printed_anywhere_above_its_exercise("en", stem)
