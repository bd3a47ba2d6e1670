"""The message catalogue: every language has every key, the same placeholders,
the plural forms it needs, and the browser formats like Python."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import needs
import pytest

from trio_widgets import words as i18n
from trio_widgets.widgets._static import STATIC
from trio_widgets.words import (
    LANGUAGES,
    catalogue,
    catalogue_files,
    check_lang,
    format_message,
    keys,
    plural_category,
    t,
)

PKG = Path(i18n.__file__).resolve().parents[1]
LOCALES = PKG / "words" / "locales"
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
# CLDR plural categories each language uses for whole numbers
NEEDED_FORMS = {
    "en": {"one", "other"},
    "hu": {"one", "other"},
    "ru": {"one", "few", "many"},
    "pl": {"one", "few", "many"},
}


def _load_strict(path: Path) -> dict:
    def no_duplicates(pairs):
        seen = {}
        for k, v in pairs:
            if k in seen:
                raise AssertionError(f"{path.name}: key {k!r} appears twice")
            seen[k] = v
        return seen

    return json.loads(path.read_text(encoding="utf-8"), object_pairs_hook=no_duplicates)


def _messages(path: Path) -> dict:
    return {k: v for k, v in _load_strict(path).items() if not k.startswith("_")}


def _namespaces() -> list[str]:
    """ "" for en.json, "teach" for teach.en.json ...: every catalogue file English has."""
    return sorted(p.name[: -len(".en.json")] if p.name != "en.json" else "" for p in LOCALES.glob("*en.json"))


def _file(ns: str, lang: str) -> Path:
    return LOCALES / (f"{ns}.{lang}.json" if ns else f"{lang}.json")


def _placeholders(value) -> set[str]:
    texts = value.values() if isinstance(value, dict) else [value]
    return {name for text in texts for name in PLACEHOLDER.findall(text)}


def test_the_four_languages_of_the_rule_texts():
    assert LANGUAGES == ("en", "ru", "pl", "hu")
    for path in LOCALES.glob("*.json"):
        lang = path.name.split(".")[-2]
        assert lang in LANGUAGES, f"{path.name}: not one of our languages"
    assert "" in _namespaces()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_exactly_the_english_keys(lang):
    for ns in _namespaces():
        path = _file(ns, lang)
        assert path.is_file(), f"{path.name} is missing: every widget's words in every language"
        english = set(_messages(_file(ns, "en")))
        mine = set(_messages(path))
        assert sorted(english - mine) == [], f"{path.name} lacks these keys"
        assert sorted(mine - english) == [], f"{path.name} has keys English does not"
    assert set(keys(lang)) == set(keys("en"))


def test_a_key_lives_in_one_file_only():
    for lang in LANGUAGES:
        where: dict[str, str] = {}
        for path in catalogue_files(lang):
            if not path.is_file():
                continue
            for key in _messages(path):
                assert key not in where, f"{key!r} is in both {where[key]} and {path.name}"
                where[key] = path.name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_and_plural_forms_match_english(lang):
    for ns in _namespaces():
        english = _messages(_file(ns, "en"))
        if not _file(ns, lang).is_file():
            continue  # reported by the test above
        for key, value in _messages(_file(ns, lang)).items():
            ref = english.get(key)
            if ref is None:
                continue  # reported by the test above
            assert isinstance(value, (str, dict)), f"{lang}:{key} is text or plural forms"
            assert _placeholders(value) == _placeholders(ref), f"{lang}:{key} placeholders differ from English"
            if isinstance(value, dict):
                assert isinstance(ref, dict), f"{lang}:{key} has plural forms, English has none"
                assert NEEDED_FORMS[lang] <= set(value), f"{lang}:{key} needs the forms {sorted(NEEDED_FORMS[lang])}"
                assert set(value) <= {"zero", "one", "two", "few", "many", "other"}
                assert all(isinstance(v, str) and v for v in value.values())
            else:
                assert value != "" or ref == "", f"{lang}:{key} is empty"


def test_plural_categories_by_cldr():
    # examples from the CLDR charts, not from our code
    cases = {
        "ru": {
            "one": [1, 21, 31, 101],
            "few": [2, 3, 4, 22, 34, 102],
            "many": [0, 5, 11, 12, 13, 14, 20, 25, 111, 114],
        },
        "pl": {"one": [1], "few": [2, 3, 4, 22, 23, 24, 102], "many": [0, 5, 11, 12, 14, 21, 25, 112]},
        "en": {"one": [1], "other": [0, 2, 11, 21]},
        "hu": {"one": [1], "other": [0, 2, 5, 21]},
    }
    for lang, by_cat in cases.items():
        for cat, numbers in by_cat.items():
            for n in numbers:
                assert plural_category(lang, n) == cat, (lang, n)
    assert plural_category("ru", None) == "other"
    assert plural_category("en", True) == "other"


def test_t_fills_parameters_and_picks_forms():
    assert t("game.tiles", "en", n=1) == "1 tile"
    assert t("game.tiles", "en", n=0) == "0 tiles"
    assert t("game.tiles", "ru", n=3) == "3 фишки"
    assert t("game.tiles", "ru", n=11) == "11 фишек"
    assert t("game.tiles", "pl", n=22) == "22 żetony"
    assert t("game.turn_of", "hu", name="Anna") == "Anna jön"
    assert t("board.cell_fits_1", "en", tile="3-4-5") == "place, fits 3-4-5 turned once"
    # unknown key: the key itself; missing parameter: the placeholder stays
    assert t("no.such.key", "pl") == "no.such.key"
    assert t("game.turn_of", "en") == "{name}'s turn"
    # a parameter is inserted as it is, never read again as a placeholder
    assert t("game.turn_of", "en", name="{n}") == "{n}'s turn"
    assert format_message({"one": "a", "other": "b"}, "ru", {"n": 5}) == "b"


def test_bad_language_is_refused():
    for bad in ("de", "EN", "", None, 1):
        with pytest.raises(ValueError, match="interface languages"):
            check_lang(bad)
        with pytest.raises(ValueError):
            t("game.draw", bad)


def test_catalogue_is_english_filled_and_complete():
    for lang in LANGUAGES:
        cat = catalogue(lang)
        assert set(cat) == set(keys("en")) and set(_messages(LOCALES / "en.json")) <= set(cat)
        assert not any(k.startswith("_") for k in cat)
    assert catalogue("ru")["game.draw"] == "Взять"
    # a copy: changing it changes nothing
    catalogue("en")["game.draw"] = "x"
    assert catalogue("en")["game.draw"] == "Draw"


# Keys written literally in the widget's code must exist (a typo would show "game.drwa" to a child).
_KEY_IN_CODE = re.compile(
    r"""["'`]((?:names|tile|board|score|game|move|round|match|cover|timer|undo|error|mosaic)\.[a-z0-9_]+)(?:\$\{[^}]*\})?["'`]"""
)


@pytest.mark.parametrize("source", ["widgets/_game*.py", "front end"])
def test_keys_used_in_the_widget_exist(source):
    if source == "front end":  # the modules of widgets/static/game/
        text = "".join(p.read_text(encoding="utf-8") for p in sorted((STATIC / "game").glob("*.*js")))
    else:  # the game widget and its parts
        text = "".join(p.read_text(encoding="utf-8") for p in sorted(PKG.glob(source)))
    used = {k for k in _KEY_IN_CODE.findall(text) if k.split(".")[-1] not in ("js", "mjs", "json", "css", "py")}
    assert len(used) > 30, "the pattern should find the widget's keys"
    known = set(keys("en"))
    templated = {k for k in used if k.endswith("_")}  # `board.cell_fits_${k}`
    for k in templated:
        assert {f"{k}{i}" for i in range(3)} <= known
    assert sorted(used - templated - known) == []


@pytest.mark.parametrize("folder", ["game", "score_keeper", "teaching", "drill", "puzzle", "shared"])
def test_widget_code_writes_text_only_with_textContent(folder):
    files = sorted((STATIC / folder).glob("*.*js"))
    assert len(files) >= (1 if folder == "drill" else 4), files
    for p in files:
        js = p.read_text(encoding="utf-8")
        assert not re.search(r"\.(innerHTML|outerHTML|insertAdjacentHTML)\b", js), p.name


def test_browser_plurals_and_formatting_agree_with_python(tmp_path):
    needs.node()
    script = tmp_path / "plurals.mjs"
    script.write_text(
        f"""
import {{ pluralCategory, makeTranslator }} from {json.dumps((STATIC / "shared" / "i18n.mjs").as_uri())};
import {{ readFileSync }} from "node:fs";
const out = {{}};
for (const lang of {json.dumps(list(LANGUAGES))}) {{
  const cat = JSON.parse(readFileSync({json.dumps(str(LOCALES))} + "/" + lang + ".json", "utf8"));
  const tr = makeTranslator(cat, lang);
  out[lang] = {{
    plural: Array.from({{length: 230}}, (_, n) => pluralCategory(lang, n)),
    pool: Array.from({{length: 60}}, (_, n) => tr("game.pool", {{n}})),
    fits: tr("board.cell_fits_2", {{tile: "3-4-5"}}),
  }};
}}
console.log(JSON.stringify(out));
""",
        encoding="utf-8",
    )
    proc = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    js = json.loads(proc.stdout)
    for lang in LANGUAGES:
        assert js[lang]["plural"] == [plural_category(lang, n) for n in range(230)]
        assert js[lang]["pool"] == [t("game.pool", lang, n=n) for n in range(60)]
        assert js[lang]["fits"] == t("board.cell_fits_2", lang, tile="3-4-5")


def test_python_plural_rules_agree_with_the_browsers_cldr_data():
    """The widgets pick plural forms with the browser's Intl.PluralRules (shared/i18n.mjs); the
    kernel has no Intl, so i18n.plural_category keeps its own rules.  Node (the same ICU data as
    Chromium) says what every whole number from -1000 to 1000 is in each language; Python must
    say the same.  Python calls every float "other" (1.0 too, which JS cannot tell from 1), so
    the fractions compared are those with a fraction."""
    node = needs.node()
    numbers = list(range(-1000, 1001))
    fractions = [0.5, 1.5, 2.25, 4.5, 11.5, 21.5, 101.75]
    script = f"""
import {{ readFileSync }} from "node:fs";
import {{ pluralCategory }} from {json.dumps((STATIC / "shared" / "i18n.mjs").as_uri())};
const {{ langs, numbers, fractions }} = JSON.parse(readFileSync(0, "utf8"));
const out = {{}};
for (const lang of langs) {{
  const rules = new Intl.PluralRules(lang);
  out[lang] = {{
    locale: rules.resolvedOptions().locale,
    categories: rules.resolvedOptions().pluralCategories,
    intl: numbers.map((n) => rules.select(n)),
    fractions: fractions.map((n) => rules.select(n)),
    widget: [...numbers, ...fractions].map((n) => pluralCategory(lang, n)),
  }};
}}
process.stdout.write(JSON.stringify(out));
"""
    proc = subprocess.run(
        [node, "--input-type=module", "-e", script],
        input=json.dumps({"langs": list(LANGUAGES), "numbers": numbers, "fractions": fractions}),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    js = json.loads(proc.stdout)
    for lang in LANGUAGES:
        got = js[lang]
        # full ICU data: a Node built with small-icu knows only English and answers "en" here
        assert got["locale"] == lang, f"node's Intl has no plural rules for {lang!r} (small-icu?): {got['locale']}"
        assert set(got["categories"]) >= NEEDED_FORMS[lang] | {"other"}, (lang, got["categories"])
        python = [plural_category(lang, n) for n in numbers]
        wrong = [(n, p, j) for n, p, j in zip(numbers, python, got["intl"]) if p != j]
        assert wrong == [], f"{lang}: (n, Python, Intl.PluralRules) differ: {wrong[:10]}"
        assert [plural_category(lang, x) for x in fractions] == got["fractions"] == ["other"] * len(fractions)
        assert got["widget"] == got["intl"] + got["fractions"], f"{lang}: pluralCategory is not Intl's"


def test_docstring_examples():
    import doctest

    from trio_widgets.words import _i18n

    result = doctest.testmod(_i18n, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 5


def _calls(name: str) -> list:
    """Every call ``name(...)`` or ``X.name(...)`` in the package's modules."""
    import ast

    out = []
    for path in sorted(PKG.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            if (isinstance(f, ast.Name) and f.id == name) or (
                isinstance(f, ast.Attribute) and f"{getattr(f.value, 'id', '')}.{f.attr}" == name
            ):
                out.append((path.relative_to(PKG).as_posix(), node))
    return out


def _literal(node) -> str:
    import ast

    assert isinstance(node, ast.Constant) and isinstance(node.value, str), ast.dump(node)
    return node.value


def test_every_reason_the_engine_gives_can_be_said_in_every_language():
    # every refusal is Reason.of(kind, sentence, **params): the widget's short line error.<kind>
    # and the engine's sentence engine.<sentence>, both in every catalogue, filled by those params
    calls = _calls("Reason.of")
    kinds, sentences = set(), {}
    for where, node in calls:
        kind = _literal(node.args[0])
        sentence = _literal(node.args[1]) if len(node.args) > 1 else kind
        kinds.add(kind)
        params = {k.arg for k in node.keywords}
        assert None not in params, f"{where}: name the parameters of engine.{sentence}"
        sentences.setdefault(sentence, []).append((where, params))
    assert {"corner", "keep_drawing", "drew_fits", "can_play", "not_your_turn", "start_tile_zero"} <= kinds
    assert len(sentences) >= 25
    english = catalogue("en")
    for lang in LANGUAGES:
        cat = catalogue(lang)
        assert not [k for k in sorted(kinds) if f"error.{k}" not in cat], lang
        assert not [k for k in sorted(sentences) if f"engine.{k}" not in cat], lang
    for sentence, uses in sentences.items():
        needed = _placeholders(english[f"engine.{sentence}"])
        for where, params in uses:
            assert needed <= params, f"{where}: engine.{sentence} needs {sorted(needed - params)}"
    # no refusal is raised from an English text written in the code
    for where, node in _calls("IllegalMove") + _calls("Reason"):
        import ast

        assert not any(isinstance(a, (ast.Constant, ast.JoinedStr)) for a in node.args), f"{where}: {ast.dump(node)}"


def test_every_sheet_and_exercise_error_key_is_in_every_catalogue():
    import ast

    keys_used = set()
    made = [(w, n.args[0]) for w, n in _calls("SheetError") + _calls("ExerciseError")]
    made += [(w, n.args[1]) for w, n in _calls("problem") if w.startswith("scoresheet/")]  # SheetError(key) inside
    for where, arg in made:
        if isinstance(arg, ast.Name) or isinstance(arg, ast.Attribute):
            continue  # a key passed on (checked where it was written)
        # a literal key, or a choice between literal keys
        found = [
            c.value
            for c in ast.walk(arg)
            if isinstance(c, ast.Constant) and isinstance(c.value, str) and c.value.startswith(("keeper.", "teach."))
        ]
        assert found, f"{where}: {ast.dump(arg)}"
        keys_used.update(found)
    assert {"keeper.err.tile_text", "keeper.err.tile_played", "teach.error.tile"} <= keys_used
    for lang in LANGUAGES:
        assert not [k for k in sorted(keys_used) if k not in catalogue(lang)], lang


def test_one_translator_and_english_from_the_catalogue():
    import trio_widgets as tw
    from trio_widgets import scoresheet
    from trio_widgets.engine import Reason
    from trio_widgets.teaching import _exercises as exercises

    assert not hasattr(scoresheet, "tr") and not hasattr(exercises, "tr")
    assert exercises.Msg is tw.Msg is i18n.Msg

    g = tw.Game(tw.Rules.preset("pressman"), players=["Ann", "Bob"], seed=3)
    refused = []
    for act in (g.draw, g.pass_turn, lambda: g.play(((5, 5, True), (0, 0, 0))), lambda: g.play("junk")):
        with pytest.raises(tw.IllegalMove) as e:
            act()
        refused.append(e.value)
    sheet = scoresheet.ScoreSheet(["Ann", "Bob"], "pressman")
    with pytest.raises(scoresheet.SheetError) as se:
        sheet.turn("Ann", "9-9-9")
    with pytest.raises(exercises.ExerciseError) as ee:
        exercises.parse_tile("7-8-x")
    for err in [*refused, se.value, ee.value]:
        assert isinstance(err.msg, i18n.Msg)
        assert str(err) == err.msg.text("en") == t(err.msg.key, "en", **err.msg.kwargs)
        for lang in LANGUAGES:
            said = err.msg.text(lang)
            assert said and "{" not in said.replace("{'action'", ""), (lang, said)
    # the Russian differs from the English where the catalogue has a sentence
    assert refused[0].msg.text("ru") != str(refused[0])
    # kind and parameters for a widget, unchanged; the short line is the catalogue's error.<kind>
    assert refused[0].key == "must_start" and set(refused[0].params) == {"tile"}
    assert refused[0].brief == i18n.Msg("error.must_start", refused[0].params)
    why = Reason.of("corner", have=3, want=4, point=[1, 2], at="(1, 2)")
    assert str(why) == "corner (1, 2) is a 3 on the board, the tile puts a 4 there"
    assert tw.IllegalMove("free text").brief.text("en") == "Not allowed: free text"


def test_a_message_is_a_value():
    from trio_widgets.words import Msg

    a = Msg("game.turn_of", name="Ann")
    assert a == Msg("game.turn_of", {"name": "Ann"}) and hash(a) == hash(Msg.of("game.turn_of", name="Ann"))
    assert a != Msg("game.turn_of", name="Bob")
    assert a.kwargs == {"name": "Ann"} and a.text("pl") == t("game.turn_of", "pl", name="Ann")
    with pytest.raises(AttributeError):
        a.key = "x"  # type: ignore[misc]
    nested = Msg("match.winner", n=2, names=["Ann", "Bob"])
    assert nested.text("ru") == t("match.winner", "ru", n=2, names="Ann и Bob")
    assert nested.to_json("pl")["params"]["names"] == "Ann i Bob"
    import pickle

    assert pickle.loads(pickle.dumps(a)) == a


# ------------------------------------------------------------------ Hungarian "a(z)"
HU_ARTICLES = json.loads((Path(__file__).parent / "fixtures" / "hu_articles.json").read_text(encoding="utf-8"))["cases"]


@pytest.mark.parametrize(("word", "article"), sorted(HU_ARTICLES.items()))
def test_hungarian_a_or_az_as_the_word_is_read(word, article):
    assert i18n.format_message("Nézd a(z) {x} dominót", "hu", {"x": word}) == f"Nézd {article} {word} dominót"
    assert i18n.format_message("A(z) {x}. kör", "hu", {"x": word}) == f"{article.capitalize()} {word}. kör"


def test_a_z_is_left_alone_outside_hungarian_and_in_real_messages_reads_right():
    assert i18n.format_message("a(z) {x}", "en", {"x": "1"}) == "a(z) 1"
    said = i18n.t("hint.where.right", "hu", tile="0-1-2", other="1-4-4")
    assert "az 1-4-4" in said and "a(z)" not in said
    assert i18n.t("round.title", "hu", n=2) == "Vége a 2. körnek"
    assert i18n.t("round.title", "hu", n=5) == "Vége az 5. körnek"


# ------------------------------------------------------------------ kind words for every child
#: A child's wrong try is met kindly: words that only judge the answer ("źle", «неправильно»,
#: "rossz") are not said to a child.
HARSH = {
    "pl": r"\bźle\b|\bzł(y|a|e|ą|ej|ych|ego)\b|\bniepoprawn\w*|\bnieprawidłow\w*",
    "ru": r"\bнеправильно\b|\bневерно\b|\bплохо\b",
    "hu": r"\brossz\w*|\bhelytelen\w*",
}
#: A past tense said to the child ("you left out") in the masculine only: Polish "-łeś"
#: ("Pominąłeś") unless the feminine stands beside it; Russian a past tense in -л after «ты» or
#: opening a sentence with no subject («Пропустил …»), unless «(а)» follows.
MASCULINE = {
    "pl": r"\b\w+(łeś|łbyś)\b(?!\s*(\(a\)|/\s*\w+łaś|(albo|lub)\s+\w+łaś))",
    "ru": r"(\bты(\s+\w+){0,2}?\s+|(^|[.!?]\s+)(не\s+)?)(?!чисел\b|правил\b)\w+(ил|ал|ял|ел|ыл|ул|ёл)(ся)?\b(?!\s*\(а\))",
}
#: Catalogues a child never reads: the teacher's view of the class, the site's index for grown-ups.
NOT_FOR_THE_CHILD = ("classroom.",)


def _texts(value) -> list[str]:
    if isinstance(value, dict):
        return [s for v in value.values() for s in _texts(v)]
    return [value] if isinstance(value, str) else []


def _childs_catalogue(lang: str) -> list[tuple[str, str]]:
    out = []
    for ns in _namespaces():
        for key, value in _messages(_file(ns, lang)).items():
            if not key.startswith(NOT_FOR_THE_CHILD):
                out += [(key, s) for s in _texts(value)]
    return out


def _lesson_hints(lang: str) -> list[tuple[str, str]]:
    """Every lesson text an exercise's widget says after a try: the hints aimed at a likely
    mistake (``ex2.h.sign``) and the stronger hints (``ex2.step``, ``ex1.p3.step``)."""
    import sys

    sys.path.insert(0, str(PKG.parent / "tools"))
    import build_lessons

    out = []
    for stem in build_lessons.load_lessons():
        for tid, text in build_lessons.load_texts(lang, stem).items():
            if re.fullmatch(r"ex\d+(\.h\..+|(\.[pq]\d+)?\.step)", tid):
                out.append((f"{stem} {tid}", text))
    return out


def _unkind(lang: str, text: str) -> list[str]:
    found = [m.group(0) for m in re.finditer(HARSH.get(lang, r"(?!)"), text, re.I)]
    found += [m.group(0).strip() for m in re.finditer(MASCULINE.get(lang, r"(?!)"), text, re.I)]
    return found


@pytest.mark.parametrize("lang", ["pl", "ru", "hu"])
def test_feedback_is_kind_and_fits_every_child(lang):
    problems = [
        f"{where}: {hits} in {text!r}"
        for where, text in _childs_catalogue(lang) + _lesson_hints(lang)
        if (hits := _unkind(lang, text))
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("lang", "text", "unkind"),
    [
        ("pl", "Pominąłeś jeden żeton.", True),
        ("pl", "To źle.", True),
        ("pl", "{tile} to zła odpowiedź.", True),
        ("pl", "Pominąłeś albo pominęłaś jeden żeton.", False),
        ("pl", "Brakuje jednego żetonu.", False),
        ("ru", "Ты пропустил одну фишку.", True),
        ("ru", "Пропустил одну фишку? Посмотри ещё раз.", True),
        ("ru", "{tile} — неправильно.", True),
        ("ru", "Ты пропустил(а) одну фишку.", False),
        ("ru", "Не хватает одной фишки. Боря взял три фишки.", False),
        ("hu", "Rossz.", True),
        ("hu", "Még nem jó, próbáld újra!", False),
    ],
)
def test_the_kind_words_check_finds_what_it_should(lang, text, unkind):
    assert bool(_unkind(lang, text)) is unkind, _unkind(lang, text)


# ------------------------------------------------------------------ Russian: a name as it is
#: A player's name is typed by the child and cannot be declined («Аня» -> «у Ани»): a Russian
#: message puts it where the nominative reads right (after a verb, a colon, «игрока»), never after
#: a preposition that governs another case («у {player}») nor with an ending added («{name}у»).
RU_NAME_PARAMS = {"name", "player", "names", "winners", "who", "first", "last", "leader", "leaders"}
RU_GOVERNS = r"у|для|от|к|ко|с|со|о|об|обо|при|по|без|до|за|над|под|перед|через|против|между|после|кроме|среди|про"
#: Messages whose {name} is not a player's (a setting's, a rule set's or a field's name).
RU_NOT_A_PLAYER = {"drill.error.switch", "puzzle.error.switch", "keeper.err.rules_unknown"}


def _declined_names(key: str, text: str) -> list[str]:
    params = RU_NAME_PARAMS | ({"other"} if key.startswith("keeper.") else set())
    found = []
    for m in re.finditer(r"\{(\w+)\}", text):
        if m.group(1) not in params:
            continue
        before, after = text[: m.start()], text[m.end() :]
        if re.search(rf"(?i)(^|[\s(«])({RU_GOVERNS})\s*$", before) or re.match(r"[а-яё]", after):
            found.append(text[max(0, m.start() - 12) : m.end() + 3])
    return found


def test_russian_puts_a_players_name_in_the_nominative():
    problems = [
        f"{key}: …{hit}… in {s!r}"
        for ns in _namespaces()
        for key, value in _messages(_file(ns, "ru")).items()
        if key not in RU_NOT_A_PLAYER
        for s in _texts(value)
        for hit in _declined_names(key, s)
    ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("text", "declined"),
    [
        ("{tile} не может быть сразу у {player} и у {other}.", True),
        ("Передай планшет {name}у", True),
        ("Ход для {name}", True),
        ("Ходит: {name}", False),
        ("Ход игрока {name}", False),
        ("{player} получает {points}", False),
    ],
)
def test_the_name_check_finds_a_declined_name(text, declined):
    assert bool(_declined_names("keeper.err.x", text)) is declined


#: Each language's word for a real table, which the screen never says for its board (the glossaries:
#: en "board", ru «поле», pl „plansza”, hu „játéktér”; a real table is the printed rules' and sheets').
TABLE_WORD = {
    "en": r"\btables?\b",
    "ru": r"\bстол(?:а|е|у|ом|ы|ов)?\b",
    "pl": r"\bst(?:ół|ole|ołu|ołem|oły|ołów)\b",
    "hu": r"\basztal",
}
BOARD_WORD = {"en": "board", "ru": "пол", "pl": "plansz", "hu": "játéktér"}
#: The catalogue's words not on a widget's board: the printed rules and sheets (a family's real
#: table), the teacher's table of answers, the score keeper's score table.
NOT_THE_BOARD = ("print.", "puzzle.sheet.", "classroom.", "keeper.table")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_widgets_call_their_board_a_board_never_a_table(lang):
    """The game's hint put the first tile "in the middle of the table" and the mosaic counted the
    tiles "on the table" (ru «на столе»), where the lessons' pages say "board" («поле»)."""
    said = []
    for path in catalogue_files(lang):
        for key, value in _messages(path).items():
            if key.startswith(NOT_THE_BOARD):
                continue
            for text in value.values() if isinstance(value, dict) else [value]:
                if re.search(TABLE_WORD[lang], text, re.IGNORECASE):
                    said.append(f"{path.name} {key}: {text}")
    assert not said, "\n".join(said)
    for key in ("hint.where.middle", "mosaic.count", "mosaic.full"):
        assert BOARD_WORD[lang] in t(key, lang, tile="0-0-0", n=2), (lang, key)
