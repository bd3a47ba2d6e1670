"""No half-made sentence (issue 28): no ``{name}`` left in anything a reader sees.

Every message of every catalogue is said with the parameters its callers pass (found in the
package's and the tools' Python and in the widgets' front ends), every printable is made (every lesson's worksheet and its
answers for a few seeds, every rules sheet, the cut-out sheets) in the four languages, and the
saved outputs of the built lesson notebooks are read; none may show a placeholder."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

import trio_widgets as tw
from trio_widgets.paper._lessons import LESSONS
from trio_widgets.words import LANGUAGES
from trio_widgets.words._i18n import catalogue, format_message

ROOT = Path(__file__).resolve().parent.parent
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
#: the functions that take a catalogue key first (then, for t, the language) and its parameters
SAYERS = {"Msg", "of", "t", "_t", "MsgError", "Refused", "ExerciseError", "SheetError", "key"}


def _placeholders(value) -> set[str]:
    texts = value.values() if isinstance(value, dict) else [value]
    return {m[1:-1] for text in texts for m in PLACEHOLDER.findall(text)}


def _calls() -> list[tuple[str, int, str | re.Pattern[str], set[str]]]:
    """Each call in the source that names a catalogue key: (file, line, the key, or for an
    f-string a pattern whose fields match any word, the parameters passed). Calls passing
    ``**params`` or a mapping that is not written out are left out: what they pass is not in
    the source."""
    out: list[tuple[str, int, str | re.Pattern[str], set[str]]] = []
    files = sorted((ROOT / "trio_widgets").rglob("*.py")) + sorted((ROOT / "tools").rglob("*.py"))
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name not in SAYERS:
                continue
            first = node.args[0]
            key: str | re.Pattern[str]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                key = first.value
            elif isinstance(first, ast.JoinedStr):
                key = re.compile(
                    "".join(re.escape(v.value) if isinstance(v, ast.Constant) else r"\w+" for v in first.values)
                )
            else:
                continue
            if any(k.arg is None for k in node.keywords):
                continue  # **params
            params = {k.arg for k in node.keywords if k.arg}
            rest = node.args[2:] if name in ("t", "_t") else node.args[1:]
            if rest:
                if isinstance(rest[0], ast.Dict) and all(isinstance(k, ast.Constant) for k in rest[0].keys):
                    params |= {k.value for k in rest[0].keys if isinstance(k, ast.Constant)}
                else:
                    continue
            out.append((str(path.relative_to(ROOT)), node.lineno, key, params))
    return out


def _leaves(key: str, params: set[str], cats) -> list[str]:
    """What a message said with these parameters leaves unfilled, in each language."""
    out = []
    for lang in LANGUAGES:
        said = format_message(cats[lang][key], lang, {p: "x" for p in params})
        out += [f"{lang} {m}" for m in PLACEHOLDER.findall(said)]
    return out


def test_every_message_said_by_the_code_gets_every_parameter_it_names():
    """A key written out in a call gets every parameter it names from that call; a key made
    with an f-string (``f"score.{name}"``) from at least one of the calls that can make it."""
    cats = {lang: catalogue(lang) for lang in LANGUAGES}
    keys = sorted(cats["en"])
    calls = _calls()
    missing = []
    written = {key for _w, _l, key, _p in calls if isinstance(key, str)}
    for where, line, key, params in calls:
        if isinstance(key, str) and key in cats["en"]:
            left = _leaves(key, params, cats)
            if left:
                missing.append(f"{where}:{line} {key} leaves {left}")
    made: dict[str, list[tuple[str, int, set[str]]]] = {}
    for where, line, key, params in calls:
        if isinstance(key, re.Pattern):
            for k in keys:
                if key.fullmatch(k) and k not in written:
                    made.setdefault(k, []).append((where, line, params))
    for k, ways in made.items():
        if all(_leaves(k, params, cats) for _w, _l, params in ways):
            where, line, params = ways[0]
            missing.append(f"{where}:{line} {k} leaves {_leaves(k, params, cats)}")
    assert len(written & set(keys)) > 400 and len(made) > 50  # the scan finds the package's messages
    assert not missing, "\n".join(missing[:20])


_JS_CALL = re.compile(r"\btr\(\s*([\"'])([a-z_]+\.[A-Za-z_.0-9]+)\1")


def _top_level(body: str) -> list[str] | None:
    """The parts of an object literal's body (after its ``{``) up to its ``}``, split at its own
    commas; ``None`` when it spreads another object (``...rest``)."""
    parts, level, start = [], 0, 0
    for k, c in enumerate(body):
        if c in "([{":
            level += 1
        elif c in ")]}":
            if level == 0:
                parts.append(body[start:k])
                break
            level -= 1
        elif c == "," and level == 0:
            parts.append(body[start:k])
            start = k + 1
    parts = [p.strip() for p in parts if p.strip()]
    return None if any(p.startswith("...") for p in parts) else parts


def _js_calls() -> list[tuple[str, int, str, set[str]]]:
    """Each ``tr("key", {...})`` of the widgets' front ends: (file, line, key, the parameters
    passed); a call whose parameters are not an object written out is left out."""
    out = []
    static = ROOT / "trio_widgets" / "widgets" / "static"
    for path in sorted(static.rglob("*.mjs")) + sorted(static.glob("*/*.js")):
        src = path.read_text(encoding="utf-8")
        for m in _JS_CALL.finditer(src):
            i, depth, j = m.end(), 1, m.end()
            while j < len(src) and depth:
                depth += 1 if src[j] in "([{" else -1 if src[j] in ")]}" else 0
                j += 1
            args = src[i : j - 1].strip()
            line = src.count("\n", 0, m.start()) + 1
            if not args:
                out.append((str(path.relative_to(ROOT)), line, m.group(2), set()))
                continue
            rest = args[1:].strip() if args.startswith(",") else ""
            parts = _top_level(rest[1:]) if rest.startswith("{") else None
            if parts is None:
                continue
            names = [re.match(r"([A-Za-z_$][\w$]*|\"[^\"]+\"|'[^']+')\s*(:|$)", p) for p in parts]
            if all(names):
                out.append(
                    (str(path.relative_to(ROOT)), line, m.group(2), {n.group(1).strip("\"'") for n in names if n})
                )
    return out


def test_every_message_the_browser_says_gets_every_parameter_it_names():
    cats = {lang: catalogue(lang) for lang in LANGUAGES}
    calls = _js_calls()
    assert len(calls) > 200  # the scan finds the front ends' messages
    unknown = [f"{w}:{line} {key}" for w, line, key, _p in calls if key not in cats["en"]]
    missing = [
        f"{w}:{line} {key} leaves {_leaves(key, params, cats)}"
        for w, line, key, params in calls
        if key in cats["en"] and _leaves(key, params, cats)
    ]
    assert not unknown and not missing, "\n".join((unknown + missing)[:20])


def _printables():
    for lang in LANGUAGES:
        for key in LESSONS:
            for seed in (0, 1, 2):
                ws = tw.worksheet(key, lang=lang, seed=seed)
                yield f"worksheet {key} {lang} {seed}", ws.text()
                yield f"answers {key} {lang} {seed}", ws.answers().text()
        for preset in tw.PRESETS:
            yield f"rules {preset} {lang}", tw.rules_sheet(preset, lang).text()
        for pips in (False, True):
            yield f"cut-out {lang} {pips}", tw.cutout_sheet(lang, pips=pips).text()


def test_no_printable_shows_a_placeholder():
    seen = 0
    for what, text in _printables():
        seen += 1
        assert not PLACEHOLDER.search(text), (what, PLACEHOLDER.findall(text)[:3])
    assert seen == len(LANGUAGES) * (len(LESSONS) * 6 + len(tw.PRESETS) + 2)


def test_lesson_10s_bonus_is_said_with_its_points():
    for lang in LANGUAGES:
        for seed in range(6):
            ws = tw.worksheet("10", lang=lang, seed=seed)
            for ex in ws.exercises:
                if ex.kind == "sum_2":
                    step = ex.prompt.kwargs["bonus"]
                    # "bridge +40", or since issue 38 "starting with a triple gives 10 more points"
                    points = step.kwargs["points"]
                    assert re.search(rf"(?<![\d-]){points}(?!\d)", ex.prompt.text(lang)), ex.prompt.text(lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_saved_lesson_output_shows_a_placeholder(lang):
    """The built notebooks' saved outputs, what a reader sees without running them."""
    found = []
    books = sorted((ROOT / "notebooks" / lang).glob("*.ipynb"))
    assert books
    for book in books:
        for cell in json.loads(book.read_text(encoding="utf-8"))["cells"]:
            for output in cell.get("outputs", []):
                texts = [output.get("text", "")]
                data = output.get("data", {})
                texts += [data.get(kind, "") for kind in ("text/plain", "text/markdown")]
                if "text/html" in data:  # the words of a picture or a table, not its style or script
                    html = "".join(data["text/html"])
                    html = re.sub(r"<(style|script)\b.*?</\1>", "", html, flags=re.S)
                    texts.append(re.sub(r"<[^>]+>", " ", html))
                for text in texts:
                    text = "".join(text)
                    if PLACEHOLDER.search(text):
                        found.append((book.name, PLACEHOLDER.findall(text)[:3]))
    assert not found, found[:5]
