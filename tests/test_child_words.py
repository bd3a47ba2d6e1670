"""No word of the notebook's machinery on a child's page (issue 27, item 1).

A child's page (Voila, template ``trio``) shows a lesson's text, its pictures and its widgets; it
has no program boxes, nothing to run or edit, no folds to open, no keyboard and no files.  So no
sentence the child reads may name them, in any language.  The test reads what the template would
show, from the built notebooks: the markdown cells it keeps (not tagged ``teacher``, ``answer`` or
``notebook-only``), the saved output of the code cells it keeps (printed text, a picture's words;
not the still view of a widget, which the live widget replaces, nor a bare Python result, which
the template drops), and every word of the lesson's answer widgets
(``trio_widgets/teaching/lesson_questions.json``: questions, hints, worked answers).

The lists are each language's own words for the machinery, as a translator would say them.  In
English and Hungarian "box" (doboz) is also the box of tiles, which a child's page may name: the
lists catch the box only where it is a program's (the next box, the box prints, run the box).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
QUESTIONS = ROOT / "trio_widgets" / "teaching" / "lesson_questions.json"
LANGS = ["en", "ru", "pl", "hu"]
HIDDEN = {"teacher", "answer", "notebook-only"}

#: The machinery, per language: (a pattern, what it names).  Matched case-insensitively on words.
MACHINERY: dict[str, list[tuple[str, str]]] = {
    "en": [
        (r"\bprograms?\b|\bprogramm", "a program"),
        (r"\bcode\b", "code"),
        (r"\bcells?\b", "a cell"),
        (r"\bnotebooks?\b", "the notebook"),
        (r"\b(re-?)?run(s|ning)?\b", "running a box"),
        (r"\b(next|(?<!with )this|first|grey|gray|program|last) box\b|\bbox (below|above)\b", "a program box"),
        (r"\bbox(es)? (prints?|puts|writes|shows|draws|counts|checks|lays)\b", "the box prints"),
        (r"\bedit(s|ing|or)?\b", "editing"),
        (r"\bshift\b|\benter\b|\bctrl\b|\bescape\b|\bkeys?\b|\bkeyboard\b|\barrow keys\b", "a keyboard key"),
        (r"\bjson\b|\bcsv\b|\bpython\b|\bkernel\b", "a file format or program name"),
        (r"▶", "a fold's ▶"),
        (r"\bclick", "clicking (a tablet is tapped)"),
    ],
    "ru": [
        (r"окошк|окошеч", "«окошко» (a program box)"),
        (r"\bокн[оаеу]\b|\bокном\b", "«окно»"),
        (r"запус[кт]|перезапус", "«запусти»"),
        (r"программ", "«программа»"),
        (r"\bкод(а|ом|е)?\b", "«код»"),
        (r"ячейк\w*\b(?! в пчел)", "«ячейка»"),
        (r"блокнот|тетрадк|ноутбук", "«блокнот» (the notebook)"),
        (r"редактир", "«редактировать»"),
        (r"shift|\benter\b|клавиш|клавиатур", "a keyboard key"),
        (r"json|csv|python|kernel", "a file format or program name"),
        (r"▶", "a fold's ▶"),
        (r"\bвыполн(и|ить|яет)\b", "«выполни» (run)"),
        (r"щ[её]лкн|кликн", "«щёлкни» (click)"),
    ],
    "pl": [
        (r"okien|okn[oaie]\b", "„okienko” (a program box)"),
        (r"uruchom", "„uruchom”"),
        (r"program(?!ow[aey])", "„program”"),  # "podstawa programowa" is the curriculum, not a program
        (r"\bkod(u|em|zie)?\b", "„kod”"),
        (r"komórk\w*\b(?! w plastrze)", "„komórka” (a cell)"),
        (r"notatnik|notebook", "„notatnik” (the notebook)"),
        (r"edytuj|edycj|edytor", "„edytuj”"),
        (r"shift|\benter\b|klawisz|klawiatur", "a keyboard key"),
        (r"json|csv|python|kernel", "a file format or program name"),
        (r"▶", "a fold's ▶"),
        (r"klikn|klikaj", "„kliknij” (click)"),
    ],
    "hu": [
        (r"programdoboz|program", "„program” / „programdoboz”"),
        (r"futtat|futtasd|lefut", "„futtasd” (run)"),
        (r"\bkód", "„kód”"),
        (r"\bcell[aáé]", "„cella”"),
        (r"jegyzetfüzet|notebook", "„jegyzetfüzet” (the notebook)"),
        (r"szerkeszt", "„szerkeszd” (edit)"),
        (r"shift|\benter|billenty", "a keyboard key"),
        (r"json|csv|python|kernel", "a file format or program name"),
        (r"▶", "a fold's ▶"),
        (r"kattint", "„kattints” (click)"),
        # "doboz" is the box of tiles; a box that lays, prints or comes next is a program box
        (
            r"\b(következő|alábbi|első|utolsó|szürke|ez a|ezt a) doboz|\bdoboz\w* (letenn|kirak|kiír|megmutat|ellenőr)",
            "„doboz” as a program box",
        ),
    ],
}


def _plain(markdown: str) -> str:
    """The words a child reads in a markdown cell: no link targets, no HTML tags."""
    text = re.sub(r"\]\([^)]*\)", "]", markdown)
    return re.sub(r"<[^>]+>", " ", text)


def _strings(value, lang: str) -> list[str]:
    """Every text in ``lang`` of a question (its words are {"en": ..., "ru": ...})."""
    if isinstance(value, dict):
        if lang in value and set(value) <= set(LANGS):
            return [value[lang]] if isinstance(value[lang], str) else _strings(value[lang], lang)
        return [s for v in value.values() for s in _strings(v, lang)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v, lang)]
    return []


@cache
def _questions() -> dict:
    return json.loads(QUESTIONS.read_text(encoding="utf-8"))


#: The last words of a widget's still view ("Run this cell to play"): catalogue keys.
STILL_RUN_KEYS = (
    "game.run_cell",
    "drill.run_cell",
    "puzzle.ui.run_cell",
    "teach.still.run",
    "keeper.still.run",
    "question.run_cell",
    "picture.run_to_play",
)


def _is_widget(data: dict, lang: str) -> bool:
    """Is a saved output a widget's still view (which the child's page replaces by the live widget)?"""
    from trio_widgets.words import t

    plain = str(data.get("text/plain", "")).strip().rstrip(".")
    return "trio-still" in data.get("text/html", "") or any(
        plain.endswith(t(k, lang).strip().rstrip(".")) for k in STILL_RUN_KEYS
    )


def child_texts(lang: str, stem: str) -> list[tuple[str, str]]:
    """(where, text) of everything the child's page of ``stem`` shows in ``lang``, as the
    template ``trio`` shows it, and every word of the lesson's answer widgets."""
    nb = nbformat.read(str(NOTEBOOKS / lang / f"{stem}.ipynb"), as_version=4)
    out: list[tuple[str, str]] = []
    for i, cell in enumerate(nb.cells):
        tags = set(cell.metadata.get("tags", []))
        if tags & HIDDEN:
            continue
        if cell.cell_type == "markdown":
            out.append((f"cell {i}", _plain(cell.source)))
            continue
        if cell.cell_type != "code" or "child-quiet" in tags:
            continue
        for o in cell.outputs:
            if o.output_type == "stream" and o.name == "stdout":
                out.append((f"cell {i} (printed)", o.text))
            elif o.output_type in ("display_data", "execute_result"):
                data = o.get("data", {})
                if _is_widget(data, lang):
                    continue  # a widget's still view: the live widget stands in its place
                if o.output_type == "execute_result" and list(data) == ["text/plain"]:
                    continue  # a bare Python result: the template drops it
                if "text/markdown" in data:
                    out.append((f"cell {i} (shown)", data["text/markdown"]))
                elif "text/plain" in data:
                    out.append((f"cell {i} (shown)", data["text/plain"]))
    for ex, question in _questions().get(stem, {}).items():
        out += [(f"question {ex}", s) for s in _strings(question, lang)]
    return out


def machinery(lang: str, text: str) -> list[str]:
    """The machinery words of ``lang`` in ``text``: each as 'what it names: the words found'."""
    found = []
    for pattern, what in MACHINERY[lang]:
        hits = sorted({m.group(0) for m in re.finditer(pattern, text, re.I)})
        if hits:
            found.append(f"{what}: {', '.join(hits)}")
    return found


STEMS = sorted(p.stem for p in (NOTEBOOKS / "en").glob("[0-9][0-9]*_*.ipynb"))


@pytest.mark.parametrize("lang", LANGS)
def test_no_machinery_words_on_a_childs_page(lang):
    problems = []
    for stem in STEMS:
        for where, text in child_texts(lang, stem):
            for hit in machinery(lang, text):
                line = re.sub(r"\s+", " ", text).strip()
                problems.append(f"{lang}/{stem} {where}: {hit}\n    {line[:200]}")
    assert not problems, f"{len(problems)} machinery words on the {lang} child's pages:\n" + "\n".join(problems)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Run the next box. A board appears."),
        ("en", "The box prints how many tiles are left."),
        ("en", "Press Shift + Enter."),
        ("en", "The answer is hidden under ▶ Answer."),
        ("en", "Save the sheet (JSON)."),
        ("ru", "Сохранить для Excel (CSV)"),
        ("pl", "Zapisz tabelę (JSON)"),
        ("hu", "Mentés táblázatkezelőhöz (CSV)"),
        ("ru", "Запусти следующее окошко."),
        ("ru", "Нажми Shift + Enter."),
        ("ru", "Это окно с программой."),
        ("pl", "Uruchom okienko jeszcze raz."),
        ("pl", "Notatnik z programami."),
        ("pl", "Naciśnij klawisz R."),
        ("hu", "Futtasd le a programdobozt."),
        ("hu", "A doboz letenné egy másolat játéktérre."),
        ("hu", "Nyomd meg az R billentyűt."),
    ],
)
def test_the_lists_find_machinery(lang, text):
    assert machinery(lang, text), text


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "The box holds 56 tiles. Is one box enough for your tree?"),
        ("en", "Tap a tile, then tap a place on the board."),
        ("ru", "В коробке 56 фишек. Шесть фишек — как ячейки в пчелиных сотах."),
        ("en", "The makers left out 20 tiles. With this box, you must look at the order."),
        ("pl", "W pudełku jest 56 żetonów, jak komórka w plastrze miodu. Podstawa programowa."),
        ("hu", "A dobozban 56 dominó van. Elég hozzá egy doboz?"),
    ],
)
def test_the_lists_let_the_game_through(lang, text):
    assert not machinery(lang, text), machinery(lang, text)


def test_the_words_a_child_reads_count_what_the_programs_print():
    """``build_lessons.child_words(nb, printed=True)`` (``--words``) adds the printed words of the
    programs the child's page shows, and not those of a quiet or a dropped cell."""
    import sys

    sys.path.insert(0, str(ROOT / "tools"))
    import build_lessons

    def printing(text: str, tags: list[str]) -> nbformat.NotebookNode:
        cell = nbformat.v4.new_code_cell("print(...)", metadata={"tags": tags})
        cell.outputs = [nbformat.v4.new_output("stream", name="stdout", text=text)]
        return cell

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_markdown_cell("Two words"),
        printing("Tiles in the box: 56\n", []),
        printing("one two three\n", ["child-quiet"]),
        printing("one two three\n", ["notebook-only"]),
        printing("one two three\n", ["teacher", "answer"]),
    ]
    assert build_lessons.child_words(nb) == 2
    assert build_lessons.child_words(nb, printed=True) == 2 + 5

    # the widgets' own words: an exercise's questions and options and its Check button, not its hints
    asked = nbformat.v4.new_code_cell('tw.Question.lesson("01", "ex1", lang="en")')
    nb.cells.append(asked)
    nb.metadata["lesson"] = {"lang": "en"}
    parts = _questions()["01_meet_the_tiles"]["ex1"]["parts"]
    shown = [p["label"]["en"] for p in parts] + [o["en"] for p in parts for o in p.get("options", [])]
    expected = sum(len(re.findall(r"\w+", s)) for s in shown) + 1  # "Check"
    assert build_lessons.child_words(nb, printed=True, widgets=True) == 2 + 5 + expected
    nb.metadata["lesson"] = {"lang": "ru"}
    assert build_lessons.child_words(nb, printed=True, widgets=True) != 2 + 5 + expected, "the page's language"


#: Catalogue messages a child's page never shows, and why: the still view's last words (the live
#: widget stands in their place), the teacher's and the site's pages, the printables, the score
#: sheet's file errors (only a loaded file brings them, and the score keeper draws no Load button on
#: a child's page: tests/ui/test_child_pages.py), the score keeper's keyboard help (not drawn on a
#: child's page either), the board's keys (the front end shows them only with a keyboard), a
#: programmer's errors, and the pictures' words (the engine's and the front end's tile drawing say
#: "on cell" together; left to the pictures).  The score keeper's Save and Load buttons are NOT here:
#: the notebook's teacher sees them, and their words must still be a child's (no file format).
NOT_ON_A_CHILDS_PAGE = (
    *STILL_RUN_KEYS,
    "classroom.",
    "site.",
    "print.",
    "keeper.err.file_",
    "keeper.keys",
    "board.keys",
    "teach.orient.turn_hint",
    "progress.error.",
    "picture.",
)


def _catalogue_texts(lang: str) -> list[tuple[str, str]]:
    from trio_widgets.words import catalogue

    def flat(value) -> list[str]:  # a message, or its plural forms
        return [s for v in value.values() for s in flat(v)] if isinstance(value, dict) else [value]

    return [
        (key, text)
        for key, value in catalogue(lang).items()
        if not key.startswith(("_", *NOT_ON_A_CHILDS_PAGE))
        for text in flat(value)
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_no_machinery_words_in_the_widgets_words(lang):
    """The widgets on a child's page speak the child's words too: English says "place" (on the
    board), never "cell", as the other languages do; no "run", "enter", keys or files."""
    problems = [
        f"{key}: {hit}\n    {text[:160]}"
        for key, text in _catalogue_texts(lang)
        for hit in machinery(lang, re.sub(r"\{\w+\}", "", text))  # a placeholder's name is not said
    ]
    assert not problems, f"{len(problems)} machinery words in the {lang} widgets' words:\n" + "\n".join(problems)


# ------------------------------------------------------------------ Hungarian: a colon is division
#: In a Hungarian school ":" is the division sign (12 : 3).  A short label with a colon right
#: before a sum ("2. dominó: 2 + 4 + 4 = 10", "Anna: 22 + 6", "5-5-5: 15 · 1") reads to a child
#: as a division; a sentence says it instead ("2. dominó pontjai 2 + 4 + 4 = 10").  A label is
#: one to three words, an ordinal or a tile opening a line or a sentence ("-" is a tile's, not a
#: sum's: a sum takes away with "−").
HU_LABEL_COLON = re.compile(
    r"(?:^|(?<=[.!?;]\s)|(?<=\n))[\s*]*(?:\d+\.\s+)?(?:\d-\d-\d|\w+)(?:\s+\w+){0,2}\s*:\s*\**−?\d+\s*[+·−]\s*\d",
    re.M,
)


def hu_label_colons(text: str) -> list[str]:
    return [m.group(0).strip() for m in HU_LABEL_COLON.finditer(text)]


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("1. dominó: 4 + 4 + 4 = 12, kezdés triplával +10, összesen 22.", True),
        ("Anna: 22 + 6 + 0 + 10 = **38**. Bence: 10 + 2 + 5 + 13 = **30**.", True),
        ("5-5-5: 15 · 1 = 15. 1-3-4: 8 · 3 = **24**.", True),
        ("A dominó számai: 1 + 2 + 2 = 5.", True),
        ("1. dominó pontjai 4 + 4 + 4 = 12, kezdés triplával +10, összesen 22.", False),
        ("Anna 22 + 6 + 0 + 10 = **38** pontot szerzett.", False),
        ("Tedd le az 5-5-5 dominót a játéktér közepére. Számold össze a pontokat: 5 + 5 + 5 = 15", False),
    ],
)
def test_the_hungarian_label_colon_check_finds_what_it_should(text, found):
    assert bool(hu_label_colons(text)) is found, hu_label_colons(text)


@pytest.mark.parametrize(
    "stem",
    [
        "00_start_here",
        "04_scoring",
        "04b_bonuses",
        "02_counting",
        "05_play_a_game",
        "07_mosaic_pictures",
        "08_keep_score",
        "09_puzzles",
    ],
)
def test_hu_no_label_with_a_colon_before_a_sum(stem):
    problems = [f"{where}: {hit}" for where, text in child_texts("hu", stem) for hit in hu_label_colons(text)]
    assert not problems, "\n".join(problems)


def test_hu_the_explorer_says_a_tiles_value_in_a_sentence():
    from trio_widgets.teaching._exercises import tile_sum

    said = tile_sum("1-3-4").text("hu")
    assert said == "Az 1-3-4 dominó értéke 1 + 3 + 4 = 8", said
    assert not hu_label_colons(tile_sum("2-4-5").text("hu"))


def test_hu_a_mirror_image_is_not_called_a_turned_tile():
    """Lesson 02's hint for a child who counted each tree twice: 0-2-1 is 0-1-2's mirror image,
    not 0-1-2 turned (lesson 03 shows the two cannot be turned into each other)."""
    texts = " ".join(text for _w, text in child_texts("hu", "02_counting"))
    assert "elforgatott 0-1-2" not in texts
    assert "A 0-1-2 és a 0-2-1 nem két fa" in texts


def test_hu_a_wrong_tile_is_told_in_a_teachers_sentence():
    """No "A(z)" template: the sentence needs no article before the tile's name."""
    from trio_widgets.words import catalogue, t

    assert "(z)" not in catalogue("hu")["question.hint.tile.not"]
    assert t("question.hint.tile.not", "hu", tile="1-3-4") == "Nem ez a dominó kell: 1-3-4."


@pytest.mark.parametrize("lang", LANGS)
def test_the_score_keepers_file_buttons_name_no_file_format(lang):
    """The score keeper's Save and Load buttons (the notebook's; a child's page draws none) say
    what they do in a child's words, in every language: "Save the sheet", not "(JSON)" or "(CSV)"."""
    from trio_widgets.words import catalogue

    keys = ("keeper.save_json", "keeper.save_csv", "keeper.load")
    assert not [k for k in keys if k.startswith(NOT_ON_A_CHILDS_PAGE)], "the buttons' words are scanned"
    words = {k: catalogue(lang)[k] for k in keys}
    assert not {k: w for k, w in words.items() if re.search(r"json|csv|\.\w{3,4}\b|excel", w, re.I)}, words


# ------------------------------------------------------------------ lesson 05: the numbers said once
@pytest.mark.parametrize("lang", LANGS)
def test_lesson_05_says_the_tiles_left_once(lang):
    """Lesson 05's printed line says how many tiles each computer player has left; the sentence
    under the picture said the same numbers again.  One text of the child's page says them."""
    import trio_widgets as tw
    from trio_widgets.players import make_bot, play_round

    game = tw.Game("kids", players=["A", "B"], seed=5)
    play_round(game, [make_bot("greedy", seed=1), make_bot("random", seed=2)])
    greedy, random_ = game.hand_sizes
    said = [
        where
        for where, text in child_texts(lang, "05_play_a_game")
        if not (where.endswith("(shown)") and text.startswith("["))  # a picture: words for a screen reader
        and all(re.search(rf"(?<![\d\-]){n}(?![\d\-])", text) for n in (greedy, random_))
    ]
    assert len(said) == 1 and "(printed)" in said[0], said


#: The words of lesson 05's two ways of playing: the kids' version, then the classic rules.
KIDS_THEN_CLASSIC = {
    "en": ("kids", "classic"),
    "ru": ("детским", "классическ"),
    "pl": ("dla dzieci", "klasyczn"),
    "hu": ("gyerekváltozat", "klasszikus"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_lesson_05s_summary_promises_what_its_page_has(lang):
    """Page 00's line for lesson 05 said "any other rules" (ru), "various rules" (pl), "several
    rule sets" (hu); the child's page has the kids' version and then the classic rules only."""
    line = next(
        ln for _, text in child_texts(lang, "00_start_here") for ln in text.splitlines() if ln.startswith("| [05 ")
    )
    line = line.split("|")[2]  # the summary, not the lesson's title
    kids, classic = KIDS_THEN_CLASSIC[lang]
    assert kids in line and classic in line and line.index(kids) < line.index(classic), line
    assert not re.search(r"любым|różnych|többféle|every|any", line, re.I), line


# ------------------------------------------------------------------ lesson 06: numbers a child reads
@pytest.mark.parametrize("lang", LANGS)
def test_lesson_06_says_chances_in_whole_numbers(lang):
    """A child of 9-10 reads "about 43 hands in 100", not "42.5 %" (lesson 06's one_triple)."""
    decimals = [
        f"{where}: {m.group(0)}"
        for where, text in child_texts(lang, "06_chance_and_simulation")
        for m in re.finditer(r"\d[.,]\d+\s*%|\d+(?:[.,]\d+)?\s*%", text)
    ]
    assert not decimals, decimals


def test_ru_lesson_06_prints_no_number_before_a_noun_that_cannot_agree():
    """Lesson 06's program prints "в {n} руках" whatever n is: for 41 it must be "в 41 руке".  A
    printed line says the number last ("Рук без единой тройки — примерно 3307 из 10 000")."""
    text = (ROOT / "tools" / "lessons" / "text" / "ru" / "06_chance_and_simulation.md").read_text(encoding="utf-8")
    assert not re.findall(r"\{n\}\s+(?!из\b)[а-яё]+", text)  # "3307 из 10 000": no noun to agree


# ------------------------------------------------------------------ lesson 08: each exercise its question
@pytest.mark.parametrize("lang", LANGS)
def test_lesson_08s_second_exercise_asks_its_own_question(lang):
    """Exercise 2 asks the points after turn 6; it asked in exercise 1's words ("How many points
    does Ann get?", the round's end), so a child could not tell the two apart."""
    questions = json.loads(QUESTIONS.read_text(encoding="utf-8"))["08_keep_score"]
    first = [p["label"][lang] for p in questions["ex1"]["parts"]]
    second = [p["label"][lang] for p in questions["ex2"]["parts"]]
    assert len(second) == 3 and not set(first) & set(second), second
    assert all("6" in label for label in second), second  # the turn it asks about


def test_hu_lesson_06s_summary_says_dealing_not_division():
    """Page 00 said "10 000-szer oszt" for lesson 06: "oszt" beside a number reads as division."""
    line = next(
        ln for _, text in child_texts("hu", "00_start_here") for ln in text.splitlines() if ln.startswith("| [06 ")
    )
    summary = line.split("|")[2]
    assert not re.search(r"\boszt\w*\b", summary), summary
    assert "kioszt" in summary and len(summary.split()) <= 15, summary
