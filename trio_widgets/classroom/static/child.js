// @ts-check
// The class server's name prompt on a child's page (served by trio_widgets/classroom/_server.py,
// loaded by the template trio_class).  TRIO_CLASS_WORDS, the words in the page's language, comes
// before this file.  The name is asked on the first page of the day and kept by this tablet's
// browser (localStorage) with a random id of the tablet; the server keeps which page is whose.
/* global TRIO_CLASS_WORDS */
(function () {
  'use strict';
  /** @type {Record<string, string>} */
  // @ts-ignore: defined by the server before this file
  const W = TRIO_CLASS_WORDS;
  const say = (/** @type {string} */ k, /** @type {Record<string, string>} */ p = {}) =>
    (W['classroom.child.' + k] || k).replace(/\{(\w+)\}/g, (m, n) => (n in p ? p[n] : m));
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  const lang = new URL(script.src).searchParams.get('lang') || 'en';
  const base = new URL('.', script.src).href; // .../trio-class/
  let kernel = '';
  try {
    kernel = JSON.parse((document.getElementById('jupyter-config-data') || {}).textContent || '{}').kernelId || '';
  } catch (e) {
    kernel = '';
  }
  const STORE = 'trio-class-child';
  const day = () => {
    const d = new Date();
    return d.getFullYear() + '-' + (d.getMonth() + 1) + '-' + d.getDate();
  };
  /** @returns {{device: string, name: string, day: string}} */
  const load = () => {
    try {
      const s = JSON.parse(localStorage.getItem(STORE) || '{}');
      if (typeof s.device === 'string' && /^[0-9a-f]{32}$/.test(s.device)) return s;
    } catch (e) { /* a new tablet */ }
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return { device: Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''), name: '', day: '' };
  };
  const me = load();
  const save = () => {
    try { localStorage.setItem(STORE, JSON.stringify(me)); } catch (e) { /* private mode: asked again */ }
  };

  /** The server's answer: the name as kept, or an Error with the child's words. A server that
   * cannot keep it (or cannot be reached) is not the child's problem: the name is taken as it is. */
  async function hello(/** @type {string} */ name) {
    let r;
    try {
      r = await fetch(base + 'hello?lang=' + encodeURIComponent(lang), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kernel, device: me.device, name }),
      });
    } catch (e) {
      return name.trim();
    }
    if (r.status === 400 || r.status === 409) {
      let why = '';
      try { why = (await r.json()).error || ''; } catch (e) { why = ''; }
      if (why) throw new Error(why);
    }
    if (r.ok) return (await r.json()).name;
    return name.trim();
  }

  const bar = document.createElement('div');
  bar.className = 'tc-me';
  bar.hidden = true;
  const who = document.createElement('span');
  const change = document.createElement('button');
  change.type = 'button';
  change.dataset.action = 'class-name-change';
  change.textContent = say('change');
  bar.append(who, change);
  document.body.prepend(bar);

  function showName() {
    who.textContent = say('me', { name: me.name });
    bar.hidden = false;
  }

  function ask(/** @type {string} */ error) {
    const back = document.createElement('div');
    back.className = 'tc-ask-back';
    const form = document.createElement('form');
    form.className = 'tc-ask';
    form.setAttribute('role', 'dialog');
    form.setAttribute('aria-modal', 'true');
    form.setAttribute('aria-labelledby', 'tc-ask-title');
    form.lang = lang;
    const h = document.createElement('h2');
    h.id = 'tc-ask-title';
    h.textContent = say('ask');
    const help = document.createElement('p');
    help.textContent = say('help');
    const label = document.createElement('label');
    label.htmlFor = 'tc-name';
    label.textContent = say('label');
    const input = document.createElement('input');
    input.id = 'tc-name';
    input.name = 'nickname';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.maxLength = 60;
    input.setAttribute('autocapitalize', 'words');
    input.value = error ? me.name : '';
    const err = document.createElement('p');
    err.className = 'tc-error';
    err.setAttribute('role', 'alert');
    err.textContent = error;
    input.setAttribute('aria-describedby', 'tc-name-error');
    err.id = 'tc-name-error';
    const ok = document.createElement('button');
    ok.type = 'submit';
    ok.dataset.action = 'class-name-ok';
    ok.textContent = say('ok');
    form.append(h, help, label, input, err, ok);
    back.append(form);
    document.body.append(back);
    input.focus();
    form.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      ok.disabled = true;
      try {
        me.name = await hello(input.value);
        me.day = day();
        save();
        back.remove();
        showName();
      } catch (e) {
        err.textContent = e instanceof Error ? e.message : String(e);
        input.setAttribute('aria-invalid', 'true');
        input.focus();
      } finally {
        ok.disabled = false;
      }
    });
  }

  change.addEventListener('click', () => ask(''));
  if (me.name && me.day === day()) {
    showName();
    hello(me.name).catch((e) => ask(e.message)); // this page's kernel is this tablet's child's
  } else {
    ask('');
  }
})();
