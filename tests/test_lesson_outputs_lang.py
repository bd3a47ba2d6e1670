"""The saved outputs of the Russian, Polish and Hungarian lessons speak the child's language.

A teacher reads a built lesson without running it: every picture of a tile, a board, a game or a
widget, its tooltips (``<title>``) and what a screen reader says of it (``aria-label``, ``alt``),
and the plain text a notebook falls back to.  None of it may be English: no English word of the
catalogue's pictures, widgets and game words (``picture.*``, the widgets' files, the shared words
of ``<lang>.json``), and no code name of a rule set or a computer player ("classic", "greedy"),
which a child reads in the catalogue's words ("Классические", "Łakomczuch", "Mohó").
"""

from __future__ import annotations

import base64
import binascii
import html
import re
from functools import cache
from pathlib import Path

import nbformat
import pytest

from trio_widgets.engine._rules import PRESETS
from trio_widgets.pictures._svg import board_svg, html_picture
from trio_widgets.players._bots import BOTS
from trio_widgets.words._i18n import catalogue_files, read_catalogue_file

REPO = Path(__file__).resolve().parents[1]
NB_DIR = REPO / "notebooks"
OTHER_LANGS = ("ru", "pl", "hu")
#: the catalogue files of the pictures, the widgets and the shared game words (not the engine's
#: refusals, nor the printables' words: paper is checked on its own)
SHOWN_FILES = re.compile(
    r"^(?:en|ru|pl|hu|picture\..*|teach\..*|puzzle\..*|drill\..*|score_keeper\..*|hint\..*)\.json$"
)
WORD = re.compile(r"[^\W\d_]{4,}")  # a word of 4 letters or more (tile names like 0-1-2 are not words)
CODE_NAMES = re.compile(r"(?<![\w-])(" + "|".join(sorted({*PRESETS, *BOTS}, key=len, reverse=True)) + r")(?![\w-])")
SHOWN_MIME = ("text/html", "image/svg+xml", "text/plain")
EMBEDDED_SVG = re.compile(r"data:image/svg\+xml;base64,([A-Za-z0-9+/=]+)")
SAID_ATTR = re.compile(r'\b(?:aria-label|alt|title|placeholder)="([^"]*)"')


def _texts(value: object) -> list[str]:
    if isinstance(value, dict):
        return [str(v) for v in value.values()]
    return [str(value)]


def _words(text: str) -> set[str]:
    return {w.casefold() for w in WORD.findall(re.sub(r"\{[A-Za-z_]\w*\}", " ", text))}


@cache
def english_words(lang: str) -> frozenset[str]:
    """The English words of the shown catalogue files that ``lang``'s own catalogue never uses
    ("Pressman", "Tri-Ominos" and "3MINO" are names in every language)."""
    english: set[str] = set()
    for path in catalogue_files("en"):
        if SHOWN_FILES.match(path.name):
            for value in read_catalogue_file(path).values():
                for text in _texts(value):
                    english |= _words(text)
    mine: set[str] = set()
    for path in catalogue_files(lang):
        for value in read_catalogue_file(path).values():
            for text in _texts(value):
                mine |= _words(text)
    return frozenset(english - mine)


def said(markup: str) -> list[str]:
    """What a reader sees or hears of HTML or SVG: its texts, tooltips, screen-reader names and
    image descriptions, and the same of every SVG picture embedded as an ``<img>``."""
    out: list[str] = []
    for data in EMBEDDED_SVG.findall(markup):
        try:
            out += said(base64.b64decode(data).decode("utf-8"))
        except (binascii.Error, UnicodeDecodeError):
            out.append(f"(a picture that cannot be read: {data[:40]}...)")
    body = re.sub(r"<(style|script)\b.*?</\1>", " ", markup, flags=re.S | re.I)
    body = EMBEDDED_SVG.sub(" ", body)
    out += SAID_ATTR.findall(body)
    out += re.findall(r">([^<]+)<", body)
    return [html.unescape(t) for t in out if t.strip()]


def shown_texts(nb: nbformat.NotebookNode) -> list[tuple[int, str, str]]:
    """(cell index, MIME type, text) for every text a saved output shows."""
    found = []
    for i, cell in enumerate(nb.cells):
        for out in cell.get("outputs", []):
            data = out.get("data", {})
            for mime in SHOWN_MIME:
                if mime not in data:
                    continue
                value = data[mime]
                text = "".join(value) if isinstance(value, list) else str(value)
                for piece in [text] if mime == "text/plain" else said(text):
                    found.append((i, mime, piece))
            if out.get("output_type") == "stream":
                found.append((i, "stream", str(out.get("text", ""))))
    return found


def problems(nb: nbformat.NotebookNode, lang: str) -> list[str]:
    """Every English word and code name in the outputs of ``nb`` (a lesson in ``lang``)."""
    english = english_words(lang)
    bad = []
    for i, mime, text in shown_texts(nb):
        words = sorted({w for w in WORD.findall(text) if w.casefold() in english})
        names = sorted(set(CODE_NAMES.findall(text)))
        if words or names:
            bad.append(f"cell {i} {mime}: {', '.join(words + names)} in {text[:160]!r}")
    return bad


LESSONS = [(lang, path) for lang in OTHER_LANGS for path in sorted((NB_DIR / lang).glob("*.ipynb"))]


@pytest.mark.parametrize(("lang", "path"), LESSONS, ids=[f"{lang}/{p.stem}" for lang, p in LESSONS])
def test_no_english_in_what_a_saved_lesson_shows(lang: str, path: Path) -> None:
    nb = nbformat.read(str(path), as_version=4)
    bad = problems(nb, lang)
    assert not bad, f"notebooks/{lang}/{path.name} shows English:\n" + "\n".join(bad)


def test_every_language_has_lessons_to_check() -> None:
    for lang in OTHER_LANGS:
        assert len([p for where, p in LESSONS if where == lang]) >= 10, lang


def _notebook_showing(data: dict[str, str]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("x")
    cell.outputs = [nbformat.v4.new_output("display_data", data=data)]
    nb.cells.append(cell)
    return nb


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_the_check_finds_an_english_picture_hidden_in_an_img(lang: str) -> None:
    """The check reads inside an ``<img>`` of an SVG (how a saved lesson shows a picture) and its
    titles: an English board picture in a lesson fails it, the same picture in the lesson's
    language passes."""
    from engine_helpers import played_game

    board = played_game(turns=4).board
    english = _notebook_showing({"text/html": html_picture(board_svg(board))})
    found = problems(english, lang)
    assert found and any("board" in p and "cell" in p for p in found), found
    mine = _notebook_showing({"text/html": html_picture(board_svg(board, lang=lang))})
    assert problems(mine, lang) == []


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_the_check_finds_code_names_and_english_plain_text(lang: str) -> None:
    nb = _notebook_showing({"text/plain": "GameWidget(rules='kids', players=['A', 'B'], bots={1: 'greedy'})"})
    found = problems(nb, lang)
    assert found and "greedy" in found[0] and "kids" in found[0], found
    assert "rules" in found[0] or "players" in found[0], found  # English words of the widget's catalogue
    assert problems(_notebook_showing({"text/plain": "[0-1-2, 3-4-5]"}), lang) == []  # tile names are no words


# -- the widgets' and the engine's still pictures, before any lesson is built -----------------

WIDGET_MIME = "application/vnd.jupyter.widget-view+json"


def _still_of(widget: object) -> nbformat.NotebookNode:
    """A notebook showing what a saved lesson keeps of ``widget``: its bundle without the live view."""
    bundle = widget._repr_mimebundle_()  # type: ignore[attr-defined]
    data = dict(bundle[0] if isinstance(bundle, tuple) else bundle)
    assert WIDGET_MIME in data  # the live widget is there first
    del data[WIDGET_MIME]
    assert set(data) & {"text/html", "image/svg+xml"} and "text/plain" in data
    return _notebook_showing(data)


def _widgets(lang: str) -> list[object]:
    import trio_widgets as tw

    keeper = tw.ScoreKeeper(["Ann", "Bob"], "classic", lang=lang)
    keeper.sheet.turn(0, "3-4-5")
    keeper.sheet.turn(1, "4-4-5", sides=2, draws=1)
    game = tw.GameWidget(rules="classic", players=["Ann", "Bob"], bots={1: "smart"}, seed=3, lang=lang)
    game.play(game.game.legal_placements()[0])
    return [
        tw.TileSetExplorer(lang=lang),
        tw.TileSetExplorer(max_value=3, mirrors=True, lang=lang),
        tw.OrientationTrainer(seed=0, lang=lang),  # a mirror question
        tw.OrientationTrainer(seed=1, lang=lang),  # a turning question on a board
        tw.MatchPuzzle(seed=3, lang=lang),
        *(tw.ScoringPractice(seed=4, preset=p, lang=lang) for p in ("pressman", "classic", "trimino_advanced")),
        tw.PuzzleBoard("hexagon_012", lang=lang),
        tw.PuzzleBoard("missing_piece", lang=lang),
        tw.AdditionDrill(level=2, lang=lang),
        tw.AdditionDrill(level=4, timer=True, lang=lang),
        keeper,
        *(tw.ScoreKeeper(["Ann", "Bob"], preset, lang=lang) for preset in PRESETS),
        game,
        tw.GameWidget(rules="kids", players=["Ann", "Bob"], bots={1: "greedy"}, open_hands=True, seed=7, lang=lang),
        tw.GameWidget(rules="pressman", players=["Ann", "Bob"], bots={1: "random"}, seed=1, lang=lang),
        tw.GameWidget(players=["Ann", "Bob"], seed=1, mode="mosaic", lang=lang),
    ]


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_every_widgets_still_view_is_in_its_language(lang: str) -> None:
    """Tooltips, screen-reader names, texts and the plain text of every widget's still view."""
    for widget in _widgets(lang):
        bad = problems(_still_of(widget), lang)
        assert not bad, f"{type(widget).__name__} in {lang}:\n" + "\n".join(bad)


def test_an_english_widget_still_says_what_it_did() -> None:
    """English stays English (the check above is not passed by a widget that shows no words)."""
    for widget in _widgets("en"):
        texts = " ".join(text for _, _, text in shown_texts(_still_of(widget)))
        assert "Run this cell" in texts, type(widget).__name__


@pytest.mark.parametrize("lang", OTHER_LANGS)
@pytest.mark.parametrize("bot", sorted(BOTS))
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_rule_sets_and_computer_players_are_named_in_catalogue_words(lang: str, bot: str, preset: str) -> None:
    import trio_widgets as tw
    from trio_widgets.words._i18n import t

    w = tw.GameWidget(rules=preset, players=["Ann", "Bob"], bots={1: bot}, seed=2, lang=lang)
    line = w.still_text()
    assert t(f"keeper.rules.{preset}", lang) in line and f"Bob ({t(f'bot.name.{bot}', lang)})" in line
    assert not CODE_NAMES.search(line), line
    assert CODE_NAMES.search(repr(w))  # the repr stays Python, for programmers


@pytest.mark.parametrize("lang", ("en", *OTHER_LANGS))
def test_every_rule_set_and_computer_player_has_a_name(lang: str) -> None:
    from trio_widgets.words._i18n import catalogue

    words = catalogue(lang)
    for preset in PRESETS:
        assert f"keeper.rules.{preset}" in words, preset
    for bot in BOTS:
        assert f"bot.name.{bot}" in words, bot
        assert not CODE_NAMES.fullmatch(str(words[f"bot.name.{bot}"]))  # a word, not the code name


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_tiles_boards_and_games_draw_themselves_in_a_language(lang: str, tmp_path: Path) -> None:
    from engine_helpers import played_game

    from trio_widgets.engine._tiles import Tile
    from trio_widgets.pictures._svg import game_svg, tile_svg

    game = played_game(turns=5)
    pictures = {
        "tile": (Tile(1, 2, 3).to_svg(lang=lang), tile_svg(Tile(1, 2, 3), lang=lang), Tile(1, 2, 3).to_svg()),
        "board": (game.board.to_svg(lang=lang), board_svg(game.board, lang=lang), game.board.to_svg()),
        "game": (game.to_svg(lang=lang), game_svg(game, lang=lang), game.to_svg()),
    }
    for what, (mine, drawn, english) in pictures.items():
        assert str(mine) == str(drawn), what
        assert problems(_notebook_showing({"image/svg+xml": str(mine)}), lang) == [], what
        assert problems(_notebook_showing({"image/svg+xml": str(english)}), lang), what  # English by default
    path = tmp_path / "board.svg"
    game.board.to_svg(path, lang=lang, pips=True)
    assert path.read_text(encoding="utf-8") == str(board_svg(game.board, lang=lang, pips=True))
