"""Read aloud on a child's page (issue 27, item 5): a button by every text and every exercise that
reads it with the browser's speech synthesis in the page's language, there only when the browser
has a voice for that language.

Headless Chromium has no voices, so an init script stands in for ``window.speechSynthesis`` and
``SpeechSynthesisUtterance``: it offers the voices a test chooses (and can add one later, with a
``voiceschanged`` event), and records every utterance (its words, its ``lang`` and its voice's
language) instead of speaking.  The pages are Voila's, served by the ``lab_server`` the other
child's-page tests share (the ``voila`` fixture of test_child_pages.py).
"""

from __future__ import annotations

import json
import re

import pytest

from .helpers import screenshot
from .test_child_pages import PAGE_TIMEOUT, ChildPage, voila  # noqa: F401  (voila: the shared fixture)

pytestmark = pytest.mark.browser

#: The stand-in for the browser's speech: voices, and a record of what would be said.
SPEECH_STUB = """
(() => {
  const voices = %s.map((lang) => ({ lang, name: 'Test ' + lang, voiceURI: 'test-' + lang,
                                      default: false, localService: true }));
  const listeners = [];
  const queue = [];
  window.__said = [];
  window.__cancels = 0;
  const synth = {
    speaking: false, pending: false, paused: false, onvoiceschanged: null,
    getVoices() { return voices.slice(); },
    speak(u) {
      window.__said.push({ text: u.text, lang: u.lang, voice: u.voice ? u.voice.lang : null });
      queue.push(u);
      this.speaking = true;
    },
    cancel() {
      window.__cancels += 1;
      this.speaking = false;
      for (const u of queue.splice(0)) if (u.onerror) u.onerror({ error: 'interrupted' });
    },
    pause() {}, resume() {},
    addEventListener(type, f) { if (type === 'voiceschanged') listeners.push(f); },
    removeEventListener() {},
  };
  Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
  window.SpeechSynthesisUtterance = class {
    constructor(text) { this.text = text; this.lang = ''; this.voice = null; this.rate = 1;
                        this.onend = null; this.onerror = null; }
  };
  // the end of the reading, as a real voice would reach it
  window.__finish = () => {
    synth.speaking = false;
    for (const u of queue.splice(0)) if (u.onend) u.onend({});
  };
  window.__addVoice = (lang) => {
    voices.push({ lang, name: 'Test ' + lang, voiceURI: 'test-' + lang, default: false, localService: true });
    for (const f of listeners) f(new Event('voiceschanged'));
  };
})();
"""


def stub(*langs: str) -> str:
    return SPEECH_STUB % json.dumps(list(langs))


def _said(page) -> list[dict]:
    return page.evaluate("() => window.__said")


def _ready(page) -> str:
    page.wait_for_function("() => document.documentElement.dataset.trioReadAloud", timeout=PAGE_TIMEOUT)
    return page.evaluate("() => document.documentElement.dataset.trioReadAloud")


#: the read-aloud button of the text just before the answer widget of an exercise
EXERCISE_BUTTON = """(ex) => {
  const w = document.querySelector(`[data-exercise="${ex}"]`);
  const cell = w.closest('[cell-index]').previousElementSibling;
  return cell.querySelector('.trio-say');
}"""


def test_read_aloud_in_english(voila, browser):  # noqa: F811
    """Lesson 02 in English with an English voice: every text has a button; an exercise's button
    reads its text and its widget's question, in en-GB, and not the text that waits for the
    answer; pressing it again stops; a key works it; it is big enough to tap."""
    cp = ChildPage(
        browser, voila, "en", "02_counting", viewport={"width": 768, "height": 1024}, init_script=stub("en-US", "en-GB")
    )
    try:
        page = cp.page
        assert _ready(page) == "ready"
        page.wait_for_selector('[data-exercise="ex1"] .qz-label', timeout=PAGE_TIMEOUT)
        buttons = page.locator("#rendered_cells button.trio-say")
        texts = page.locator("#rendered_cells .jp-MarkdownCell").count()
        assert 8 <= buttons.count() < texts, (buttons.count(), texts)  # not the links alone, not the hidden text
        assert buttons.first.get_attribute("aria-label") == "Read aloud"
        nav = page.locator("#rendered_cells .jp-MarkdownCell").last  # links to other lessons: nothing to read
        assert "Next" in nav.inner_text() and nav.locator(".trio-say").count() == 0
        box = buttons.first.bounding_box()
        assert box["width"] >= 44 and box["height"] >= 44, box

        hidden = page.locator('details.trio-after[data-after="ex1"]')
        waiting = '.jp-RenderedMarkdown:has(> details.trio-after[data-after="ex1"]) > .trio-say'
        assert not hidden.is_visible() and page.locator(waiting).count() == 0
        button = page.evaluate_handle(EXERCISE_BUTTON, "ex1").as_element()
        button.click()
        said = _said(page)
        assert said and {s["lang"] for s in said} == {"en-GB"} and {s["voice"] for s in said} == {"en-GB"}, said
        words = " ".join(s["text"] for s in said)
        assert "Exercise 1" in words and "pattern" in words, words
        label = page.locator('[data-exercise="ex1"] .qz-label').first.inner_text()
        assert label and label in words, (label, words)
        assert "21 =" not in words and "56" not in words, words  # the sum that waits for the try
        assert "1, 3, 6" in words or "1, 3, 6," in words
        assert button.get_attribute("aria-label") == "Stop reading"

        cancels = page.evaluate("() => window.__cancels")
        button.click()  # again: stops, says nothing more
        assert page.evaluate("() => window.__cancels") > cancels
        assert len(_said(page)) == len(said)
        assert button.get_attribute("aria-label") == "Read aloud"

        # a tile is read as its three numbers; the keyboard works the button; the end resets it
        tile_button = page.locator("#rendered_cells .jp-MarkdownCell", has_text="2-2-5").locator(".trio-say").first
        tile_button.focus()
        page.keyboard.press("Enter")
        tile_words = " ".join(s["text"] for s in _said(page)[len(said) :])
        assert "2, 2, 5" in tile_words and "2-2-5" not in tile_words, tile_words
        page.evaluate("() => window.__finish()")
        assert tile_button.get_attribute("aria-label") == "Read aloud"

        # the text that waited for exercise 1 gets its button once it opens
        ex1 = page.locator('[data-exercise="ex1"]')  # "Show me" comes after two wrong tries
        for step, digit in ((1, "1"), (2, "2")):
            ex1.locator(f'[data-action="key"][data-value="{digit}"]').click()
            ex1.locator('[data-action="answer"]').click()
            ex1.locator(f'.qz-feedback[data-step="{step}"]').wait_for(timeout=30_000)
        ex1.locator('[data-action="show"]').click()
        page.wait_for_selector(waiting, timeout=30_000)
        opened = page.locator(waiting)
        opened.click()
        sum_words = " ".join(s["text"] for s in _said(page))
        assert "56" in sum_words, sum_words
        for name, viewport in (("phone", {"width": 390, "height": 844}), ("tablet", {"width": 768, "height": 1024})):
            page.set_viewport_size(viewport)
            button.scroll_into_view_if_needed()
            screenshot(page, f"read_aloud_en_02_light_{name}")
        assert not cp.console and not cp.outside, (cp.console, cp.outside)
    finally:
        cp.close()


def test_read_aloud_in_russian_dark(voila, browser):  # noqa: F811
    """Lesson 01 in Russian, dark theme, at phone size: the button is named in Russian, reads in
    ru-RU with the Russian voice (not the English one), and can be seen on the dark page."""
    cp = ChildPage(
        browser,
        voila,
        "ru",
        "01_meet_the_tiles",
        viewport={"width": 390, "height": 844},
        theme="dark",
        init_script=stub("en-GB", "ru-RU"),
    )
    try:
        page = cp.page
        assert _ready(page) == "ready"
        button = page.locator("#rendered_cells .trio-say").first
        assert button.get_attribute("aria-label") == "Прочитать вслух"
        look = button.evaluate(
            """(b) => { const s = getComputedStyle(b), p = getComputedStyle(document.body);
                        return { color: s.color, border: s.borderTopColor, page: p.backgroundColor }; }"""
        )
        assert look["color"] != look["page"] and look["border"] != look["page"], look
        button.click()
        said = _said(page)
        assert said and {s["lang"] for s in said} == {"ru-RU"} and {s["voice"] for s in said} == {"ru-RU"}, said
        words = " ".join(s["text"] for s in said)
        assert re.search("[а-яё]{4}", words) and "56" in words, words
        assert not re.search(r"[#*`]", words), words
        button.scroll_into_view_if_needed()
        screenshot(page, "read_aloud_ru_01_dark_phone")
        page.set_viewport_size({"width": 768, "height": 1024})
        button.scroll_into_view_if_needed()
        screenshot(page, "read_aloud_ru_01_dark_tablet")
        assert not cp.console and not cp.outside, (cp.console, cp.outside)
    finally:
        cp.close()


def test_no_button_without_a_voice_for_the_language(voila, browser):  # noqa: F811
    """A Polish page in a browser that speaks only English shows no read-aloud button; when a
    Polish voice arrives (voiceschanged), the buttons appear and speak Polish."""
    cp = ChildPage(browser, voila, "pl", "00_start_here", init_script=stub("en-GB", "hu-HU"))
    try:
        page = cp.page
        assert _ready(page) == "no-voice"
        assert page.locator(".trio-say").count() == 0
        page.evaluate("() => window.__addVoice('pl')")
        page.wait_for_selector("#rendered_cells .trio-say", timeout=10_000)
        # the lines of links (other languages, the next lesson) have nothing to read
        languages = page.locator("#rendered_cells .jp-MarkdownCell", has=page.locator("a", has_text="Русский"))
        nav = page.locator("#rendered_cells .jp-MarkdownCell").last
        assert languages.count() == 1 and languages.locator(".trio-say").count() == 0
        assert nav.locator("a").count() and nav.locator(".trio-say").count() == 0
        button = page.locator("#rendered_cells .trio-say").first
        assert button.get_attribute("aria-label") == "Przeczytaj na głos"
        button.click()
        said = _said(page)
        assert said and {s["lang"] for s in said} == {"pl-PL"} and {s["voice"] for s in said} == {"pl"}, said
    finally:
        cp.close()
