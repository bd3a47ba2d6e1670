"""The still pictures speak the child's language: every word of a game, board or tile picture
(and what a screen reader says of it) and the reasons of ``Score.parts`` come from the catalogue."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from engine_helpers import played_game

from trio_widgets import pictures as svg
from trio_widgets.engine import Game, Rules, score_from_facts

NS = "{http://www.w3.org/2000/svg}"
LANGS = ("en", "ru", "pl", "hu")
OTHER_LANGS = ("ru", "pl", "hu")

# English words the pictures wrote in code before; none may appear in another language's picture
ENGLISH = re.compile(
    r"\b(Round|pool|Pool|points?|to play|tiles?|Triominoes|Players|Last move|on cell|face down|"
    r"match over|round over|start here|can go|pointing|mosaic|hexagons?|bridge|sides|triple)\b"
)
# the game's words (the reviewed glossary of each catalogue): one of each must show
WORDS = {
    "ru": ("Раунд", "колодце", "фиш", "очк"),
    "pl": ("Runda", "pula", "żeton", "punkt"),
    "hu": ("kör", "közös", "dominó", "pont"),
    "en": ("Round", "pool", "tile", "points"),
}
# the tile or the board, named in the language
GAME_NOUNS = {"ru": "фишк|поле", "pl": "żeton|plansza", "hu": "dominó|tábla"}


def words_of(picture: str) -> str:
    """Everything a person reads or hears of a picture: its texts, titles and label."""
    root = ET.fromstring(picture)
    said = [root.get("aria-label", "")]
    for el in root.iter():
        if el.tag in (NS + "text", NS + "title", NS + "desc") and el.text:
            said.append(el.text)
    return "\n".join(said)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("open_hands", [False, True])
def test_a_real_game_is_drawn_in_the_childs_language(lang: str, open_hands: bool) -> None:
    g = played_game(turns=9)
    assert g.board.placements and not g.round_over  # a game under way: tiles, a player to play
    said = words_of(svg.game_svg(g, lang=lang, open_hands=open_hands))
    for word in WORDS[lang]:
        assert word in said, f"{lang}: {word!r} missing from the picture"
    if lang != "en":
        assert ENGLISH.findall(said) == [], f"{lang}: English words in the picture"


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_a_finished_round_says_so_in_the_childs_language(lang: str) -> None:
    g = played_game(turns=400, seed=4)
    assert g.round_over
    said = words_of(svg.game_svg(g, lang=lang))
    english = words_of(svg.game_svg(g))
    assert "round over" in english or "match over" in english
    assert ENGLISH.findall(said) == []
    over = {"ru": "окончен", "pl": "koniec", "hu": "vége"}[lang]
    assert over in said


def test_english_stays_the_default() -> None:
    g = played_game(turns=9)
    pic = svg.game_svg(g)
    assert pic == svg.game_svg(g, lang="en")
    said = words_of(pic)
    # the words as they always were
    assert re.search(r"Round 1 · pool: \d+ tiles", said)
    assert re.search(r"Ann: \d+ tiles, -?\d+ points( \(to play\))?; Bob: \d+ tiles, -?\d+ points", said)
    assert "Triominoes board with 6 tiles: " in said and ". Last move: " in said
    assert str(g.to_svg()) == str(pic)


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_the_saved_picture_of_a_game_is_in_its_language(lang: str, tmp_path: Path) -> None:
    g = played_game(turns=5)
    path = tmp_path / "game.svg"
    g.to_svg(path, lang=lang)
    text = path.read_text(encoding="utf-8")
    assert text == str(svg.game_svg(g, lang=lang))
    assert ENGLISH.findall(words_of(text)) == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["<&\"'>", "Wiktoria" * 5, "שרה ו-محمد", "x}{n}{name}"])
def test_a_hostile_name_stays_well_formed(lang: str, name: str) -> None:
    g = played_game(names=[name, "Bob"], turns=4)
    for open_hands in (False, True):
        pic = svg.game_svg(g, lang=lang, open_hands=open_hands)
        root = ET.fromstring(pic)  # well-formed
        assert name in root.get("aria-label", "")  # said whole, never read as a placeholder
        shown = [el.text for el in root.iter(NS + "text") if el.text and el.text.startswith(name[:13])]
        assert shown, "the name is written in the players' strip"
        assert all(len(s) <= 14 for s in shown)


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_board_tile_and_mosaic_pictures_speak_the_language(lang: str) -> None:
    g = played_game(turns=6)
    last = g.last_play()
    assert last is not None
    pictures = [
        svg.board_svg(g.board, lang=lang, legal=[p.cell for p in g.legal_placements()][:2], last=last.placement),
        svg.board_svg(Game(seed=1).board, lang=lang),
        svg.tile_svg("3-4-5", lang=lang),
        svg.tile_svg("3-4-5", up=False, lang=lang),
        svg.tiles_svg(["0-0-0", "1-2-3"], lang=lang),
        svg.mosaic_svg({"0,0,u": None, "0,0,d": (1, 2, 3)}, lang=lang),
    ]
    for pic in pictures:
        said = words_of(pic)
        assert ENGLISH.findall(said) == [], f"{lang}: {said}"
        assert re.search(GAME_NOUNS[lang], said, re.IGNORECASE), f"{lang}: {said}"


def test_board_titles_in_english_are_as_before() -> None:
    g = played_game(turns=3)
    said = words_of(svg.board_svg(g.board, legal=[p.cell for p in g.legal_placements()][:1]))
    assert re.search(r"\d-\d-\d on cell -?\d+,-?\d+,(up|down)", said)
    assert "a tile can go on cell " in said
    assert "start here: cell 0,0,up" in words_of(svg.board_svg(Game(seed=1).board))


@pytest.mark.parametrize("lang", OTHER_LANGS)
def test_score_steps_in_the_childs_language(lang: str) -> None:
    """Score.steps() is the one wording of a score (Score.parts(), a second one, is gone): the
    same numbers in every language, the reasons in the child's own words."""
    rules = Rules.preset("pressman")
    s = score_from_facts("3-4-5", rules, bridge=True, hexagons=2)
    english = [m.text("en") for m in s.steps()]
    mine = [m.text(lang) for m in s.steps()]
    assert mine[0] == english[0] == "3 + 4 + 5 = 12"
    assert english[1:3] == ["bridge +40", "2 hexagons +100"]
    for reason in mine[1:]:
        assert not ENGLISH.search(reason), reason
    hexagons = {"ru": "2 шестиугольника", "pl": "2 sześciokąty", "hu": "2 hatszög"}[lang]
    assert f"{hexagons} +{s.hexagon_points}" in mine


@pytest.mark.parametrize("lang", LANGS)
def test_a_still_picture_can_say_run_this_cell_to_play(lang: str) -> None:
    g = played_game(turns=3)
    plain = svg.game_svg(g, lang=lang)
    root = ET.fromstring(svg.game_svg(g, lang=lang, run_hint=True))
    hint = [el.text for el in root.iter(NS + "text") if el.get("class") == "trio-run-hint"]
    words = {"en": "Run this cell", "ru": "Запусти", "pl": "Uruchom", "hu": "Futtasd"}[lang]
    assert len(hint) == 1 and hint[0] is not None and hint[0].startswith(words)
    assert hint[0] in root.get("aria-label", "")
    assert "trio-run-hint" not in plain  # only when asked: the default picture is unchanged
    # the hint gets its own line: the picture grows, nothing is drawn over
    assert float(root.get("height", 0)) > float(ET.fromstring(plain).get("height", 0))
