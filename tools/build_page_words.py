"""Writes the words of the child's page (the Voila template ``trio``) for its own script:
``share/jupyter/voila/templates/trio/static/words.js``, from the catalogue keys
``progress.page.*`` of ``trio_widgets/words/locales/progress.<lang>.json`` in every language.

The page needs them when the lesson's kernel does not answer, so they cannot come from a widget.
Run it after changing those words (``tests/test_progress.py`` fails while the file is out of date)::

    PYTHONPATH=$PWD .venv/bin/python tools/build_page_words.py
"""

from __future__ import annotations

import json
from pathlib import Path

from trio_widgets.words import _i18n as i18n

ROOT = Path(__file__).resolve().parent.parent
WORDS_JS = ROOT / "share" / "jupyter" / "voila" / "templates" / "trio" / "static" / "words.js"
PREFIX = "progress.page."


def words_js() -> str:
    """The file's text: ``window.trioPageWords = {lang: {name: text}}``."""
    words = {
        lang: {k[len(PREFIX) :]: v for k, v in sorted(i18n.catalogue(lang).items()) if k.startswith(PREFIX)}
        for lang in i18n.LANGUAGES
    }
    return (
        "// The child's page's own words (static/page.js), in every language: made by\n"
        "// tools/build_page_words.py from the keys progress.page.* of trio_widgets/words/locales/progress.<lang>.json.\n"
        "// Edit those, not this file.\n"
        f"window.trioPageWords = {json.dumps(words, ensure_ascii=False, indent=2)};\n"
    )


if __name__ == "__main__":
    WORDS_JS.write_text(words_js(), encoding="utf-8")
    print(f"wrote {WORDS_JS.relative_to(ROOT)}")
