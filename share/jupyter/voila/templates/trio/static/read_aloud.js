// @ts-check
/*
 * Read aloud, on a child's page (Voila, template "trio"): a button beside every text and every
 * exercise reads it with the browser's own speech synthesis (tablets and phones have voices
 * offline), in the page's language (<html lang>: en-GB, ru-RU, pl-PL, hu-HU, or the voice that
 * best matches the language).  Nothing is fetched and nothing is sent anywhere.
 *
 * - The buttons are there only while the browser has a voice for the page's language
 *   (speechSynthesis.getVoices(), asked again on "voiceschanged").
 * - A button reads its text as the child sees it: no folded or hidden text (an answer waiting
 *   for its exercise), no code, no pictures; a tile 2-5-5 is read as "2, 5, 5".  An exercise's
 *   button also reads the question its answer widget asks (the widget's prompt, not its answer).
 * - Pressing it again, or pressing another one, stops the reading.
 *
 * The words of the buttons are the catalogue's page.read_aloud and page.stop_reading
 * (trio_widgets/words/locales/page.<lang>.json; tests/test_read_aloud.py keeps them the same).
 */
(function () {
  'use strict';
  const synth = window.speechSynthesis;
  if (!synth || typeof window.SpeechSynthesisUtterance !== 'function') return;

  /** The spoken language of each page language. */
  const SPEECH = { en: 'en-GB', ru: 'ru-RU', pl: 'pl-PL', hu: 'hu-HU' };
  /** The buttons' accessible names (page.read_aloud, page.stop_reading). */
  const WORDS = {
    en: { read: 'Read aloud', stop: 'Stop reading' },
    ru: { read: 'Прочитать вслух', stop: 'Остановить чтение' },
    pl: { read: 'Przeczytaj na głos', stop: 'Zatrzymaj czytanie' },
    hu: { read: 'Felolvasás', stop: 'Felolvasás leállítása' },
  };
  const page = (document.documentElement.lang || 'en').toLowerCase().split(/[-_]/)[0];
  if (!(page in SPEECH)) return;
  const tag = SPEECH[/** @type {keyof typeof SPEECH} */ (page)];
  const words = WORDS[/** @type {keyof typeof WORDS} */ (page)];
  const ICON =
    '<svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">' +
    '<path fill="currentColor" d="M3 9v6h4l5 5V4L7 9H3z"/>' +
    '<path fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" ' +
    'd="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13"/></svg>';
  /** What a button does not read: hidden, folded or program text, pictures, the buttons. */
  const SKIP = 'script, style, svg, img, code, pre, button, .trio-say, [aria-hidden="true"], ' +
    'details.trio-after:not(.trio-opened)';

  /** @type {SpeechSynthesisVoice | null} */
  let voice = null;
  /** @type {HTMLButtonElement | null} */
  let speaking = null;

  /** The best voice for the page's language: its own region first, then any of the language. */
  function findVoice() {
    const voices = synth.getVoices() || [];
    const norm = (/** @type {string} */ l) => String(l || '').replace('_', '-').toLowerCase();
    return (
      voices.find((v) => norm(v.lang) === tag.toLowerCase()) ||
      voices.find((v) => norm(v.lang).split('-')[0] === page) ||
      null
    );
  }

  /** The text of ``node`` as shown, without what SKIP names; block elements end a sentence. */
  function shownText(/** @type {Node} */ node) {
    let out = '';
    const walk = (/** @type {Node} */ n) => {
      if (n.nodeType === Node.TEXT_NODE) {
        out += n.textContent || '';
        return;
      }
      if (!(n instanceof Element) || n.matches(SKIP)) return;
      if (n instanceof HTMLElement && n.hidden) return;
      if (n.tagName === 'DETAILS' && !(/** @type {HTMLDetailsElement} */ (n).open)) {
        const summary = n.querySelector(':scope > summary');
        if (summary) walk(summary);
        return;
      }
      const block = /^(P|LI|H[1-6]|TR|TD|TH|DIV|UL|OL|TABLE|BLOCKQUOTE|BR)$/.test(n.tagName);
      for (const c of Array.from(n.childNodes)) walk(c);
      if (block) out += '\n';
    };
    walk(node);
    return out;
  }

  /** Words for the voice: a tile 2-5-5 is "2, 5, 5"; arrows and links' marks are not read. */
  function spoken(/** @type {string} */ text) {
    return text
      .replace(/\b(\d)-(\d)-(\d)\b/g, '$1, $2, $3')
      .replace(/[⬅➡▶→←↻✔★·|#*_]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim();
  }

  /** Pieces short enough for every engine (a long utterance can stop halfway in Chrome). */
  function pieces(/** @type {string} */ text) {
    const out = [];
    for (const line of text.split('\n')) {
      const sentences = line.match(/[^.!?…:;]+[.!?…:;]*\s*/g) || [];
      let cur = '';
      for (const s of sentences) {
        if (cur && (cur + s).length > 180) {
          out.push(cur.trim());
          cur = '';
        }
        cur += s;
      }
      if (cur.trim()) out.push(cur.trim());
    }
    return out;
  }

  /** The answer widget that asks an exercise's question, when ``cell`` is that exercise's text. */
  function exerciseWidget(/** @type {Element} */ cell) {
    const wrapper = cell.closest('[cell-index]') || cell;
    const next = wrapper.nextElementSibling;
    return next ? next.querySelector('[data-exercise]') : null;
  }

  /** What a cell's button reads: its text, and for an exercise the question its widget asks. */
  function textOf(/** @type {Element} */ cell) {
    const parts = [];
    const md = cell.querySelector('.jp-RenderedMarkdown');
    if (md) parts.push(shownText(md));
    const widget = exerciseWidget(cell);
    if (widget) {
      for (const label of Array.from(widget.querySelectorAll('.qz-label'))) parts.push(shownText(label));
    }
    return spoken(parts.join('\n'));
  }

  function setState(/** @type {HTMLButtonElement} */ b, /** @type {boolean} */ on) {
    b.setAttribute('aria-label', on ? words.stop : words.read);
    b.title = on ? words.stop : words.read;
    b.classList.toggle('trio-say-on', on);
  }

  function stop() {
    if (speaking) setState(speaking, false);
    speaking = null;
    synth.cancel();
  }

  function say(/** @type {HTMLButtonElement} */ b, /** @type {Element} */ cell) {
    const again = speaking === b;
    stop();
    if (again) return;
    const text = textOf(cell);
    const chunks = pieces(text);
    if (!chunks.length || !voice) return;
    speaking = b;
    setState(b, true);
    chunks.forEach((chunk, i) => {
      const u = new SpeechSynthesisUtterance(chunk);
      u.lang = tag;
      if (voice) u.voice = voice;
      u.rate = 0.9; // a little slower: a child follows the words on the page
      if (i === chunks.length - 1) {
        const done = () => {
          if (speaking === b) {
            speaking = null;
            setState(b, false);
          }
        };
        u.onend = done;
        u.onerror = done;
      }
      synth.speak(u);
    });
  }

  /** The cells that get a button: every text of the page that has words to read. */
  function readable() {
    const cells = Array.from(document.querySelectorAll('#rendered_cells .jp-MarkdownCell'));
    return cells.filter((cell) => {
      const md = cell.querySelector('.jp-RenderedMarkdown');
      if (!md) return false;
      // a line of links (the way to the next lesson, the other languages) is not reading
      const clone = /** @type {Element} */ (md.cloneNode(true));
      const links = clone.querySelectorAll('a');
      for (const a of Array.from(links)) a.remove();
      const words = (shownText(clone).match(/\p{L}{2,}/gu) || []).length;
      return words >= 3 && !(links.length && words <= 6);
    });
  }

  function addButtons() {
    for (const cell of readable()) {
      const md = cell.querySelector('.jp-RenderedMarkdown');
      if (!md || md.querySelector(':scope > .trio-say')) continue;
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'trio-say';
      b.innerHTML = ICON;
      setState(b, false);
      b.addEventListener('click', () => say(b, cell));
      md.insertBefore(b, md.firstChild);
    }
  }

  function removeButtons() {
    stop();
    for (const b of Array.from(document.querySelectorAll('.trio-say'))) b.remove();
  }

  function update() {
    voice = findVoice();
    if (voice) addButtons();
    else removeButtons();
    // what the page can do now, for a look from outside (the tests): "ready" or "no-voice"
    document.documentElement.dataset.trioReadAloud = voice ? 'ready' : 'no-voice';
  }

  const style = document.createElement('style');
  style.textContent = `
    #rendered_cells .trio-say {
      float: right; margin: 0 0 6px 10px; min-width: 44px; min-height: 44px; padding: 8px;
      border-radius: 22px; border: 2px solid var(--jp-border-color1, #757575); cursor: pointer;
      background: var(--jp-layout-color1, #fff); color: var(--jp-ui-font-color1, #1a1a1a);
      display: inline-flex; align-items: center; justify-content: center; line-height: 0;
    }
    #rendered_cells .trio-say:hover { background: var(--jp-layout-color2, #eee); }
    #rendered_cells .trio-say:focus-visible { outline: 3px solid var(--jp-brand-color1, #1976d2); outline-offset: 2px; }
    #rendered_cells .trio-say.trio-say-on {
      background: var(--jp-brand-color1, #1976d2); border-color: var(--jp-brand-color1, #1976d2); color: #fff;
    }`;
  document.head.appendChild(style);
  update();
  synth.addEventListener('voiceschanged', update);
  // a text that waits for its exercise gets its button once it opens (the template's script)
  const opened = new MutationObserver(() => voice && addButtons());
  for (const d of Array.from(document.querySelectorAll('#rendered_cells details.trio-after'))) {
    opened.observe(d, { attributes: true, attributeFilter: ['class'] });
  }
  window.addEventListener('pagehide', () => synth.cancel());
})();
