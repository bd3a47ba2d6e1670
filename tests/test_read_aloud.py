"""The read-aloud script of the child's page (share/jupyter/voila/templates/trio/static/read_aloud.js)
without a browser: its buttons' names are the catalogue's words in every language, it speaks each
language's voice, and the template loads it from its own static folder (tests/ui/test_read_aloud.py
checks what it says in Chromium)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from trio_widgets.words import LANGUAGES, t

TEMPLATE = Path(__file__).resolve().parents[1] / "share" / "jupyter" / "voila" / "templates" / "trio"
SCRIPT = TEMPLATE / "static" / "read_aloud.js"


def _table(name: str) -> str:
    m = re.search(rf"const {name} = (\{{.*?\n?\s*\}});", SCRIPT.read_text(encoding="utf-8"), re.S)
    assert m, f"read_aloud.js has no table {name}"
    return m.group(1)


def _words() -> dict[str, dict[str, str]]:
    body = _table("WORDS")
    return {
        lang: {"read": read, "stop": stop}
        for lang, read, stop in re.findall(r"(\w\w): \{ read: '([^']*)', stop: '([^']*)' \}", body)
    }


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_buttons_words_are_the_catalogues(lang):
    words = _words()
    assert words.get(lang) == {"read": t("page.read_aloud", lang), "stop": t("page.stop_reading", lang)}, words


def test_every_language_has_its_voice():
    speech = json.loads(re.sub(r"(\w\w):", r'"\1":', _table("SPEECH")).replace("'", '"'))
    assert speech == {"en": "en-GB", "ru": "ru-RU", "pl": "pl-PL", "hu": "hu-HU"}
    assert set(speech) == set(LANGUAGES)


def test_the_template_loads_the_script_from_its_own_folder():
    page = (TEMPLATE / "index.html.j2").read_text(encoding="utf-8")
    assert 'resources.include_js("static/read_aloud.js")' in page
