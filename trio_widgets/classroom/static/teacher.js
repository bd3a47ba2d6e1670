// @ts-check
// The teacher's class view (trio_widgets/classroom/_server.py): the children down the side, the
// lesson's exercises across, polled every second from api/table with the teacher's key.
(function () {
  'use strict';
  /** @type {Record<string, string>} */
  const W = JSON.parse((document.getElementById('tc-words') || {}).textContent || '{}');
  const t = (/** @type {string} */ k, /** @type {Record<string, any>} */ p = {}) =>
    (W['classroom.teacher.' + k] || k).replace(/\{(\w+)\}/g, (m, n) => (n in p ? String(p[n]) : m));
  const key = new URLSearchParams(location.search).get('key') || '';
  const lang = document.documentElement.lang || 'en';
  const base = location.pathname.replace(/teacher$/, '');
  const SYMBOL = { first: '★', right: '✓', shown: '◎', trying: '✗' };
  const STATUSES = ['first', 'right', 'shown', 'trying'];
  const $ = (/** @type {string} */ s) => /** @type {HTMLElement} */ (document.querySelector(s));
  const el = (/** @type {string} */ tag, /** @type {string} */ cls = '', /** @type {string} */ text = '') => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text) e.textContent = text;
    return e;
  };
  let hidden = sessionStorage.getItem('tc-hidden') === '1';
  /** @type {any} */
  let last = null;
  const exName = (/** @type {string} */ ex) => t('ex', { n: ex.replace(/^\D+/, '') || ex });

  const hideBtn = /** @type {HTMLButtonElement} */ ($('[data-action="hide-names"]'));
  const csvBtn = /** @type {HTMLButtonElement} */ ($('[data-action="csv"]'));
  const forgetBtn = /** @type {HTMLButtonElement} */ ($('[data-action="forget"]'));
  csvBtn.textContent = t('csv');
  forgetBtn.textContent = t('forget');
  $('#tc-mistakes-title').textContent = t('mistakes');
  const legend = $('#tc-legend');
  legend.setAttribute('aria-label', t('legend'));
  for (const s of [...STATUSES, 'none']) {
    const li = el('li');
    li.append(el('span', 'tc-cell tc-' + s, SYMBOL[/** @type {keyof SYMBOL} */ (s)] || '·'), el('span', '', t(s)));
    legend.append(li);
  }
  const setHide = () => {
    hideBtn.textContent = hidden ? t('show_names') : t('hide');
    hideBtn.setAttribute('aria-pressed', String(hidden));
    document.body.classList.toggle('tc-hidden', hidden);
  };
  setHide();
  hideBtn.addEventListener('click', () => {
    hidden = !hidden;
    sessionStorage.setItem('tc-hidden', hidden ? '1' : '0');
    setHide();
    if (last) draw(last);
  });

  function draw(/** @type {any} */ tab) {
    last = tab;
    const stem = String(tab.lesson || '');
    $('#tc-lesson').textContent = stem ? t('lesson', { lesson: stem.split('_')[0] }) : '';
    const table = $('#tc-table');
    const head = el('thead');
    const hr = el('tr');
    const corner = el('th', 'tc-name', t('child'));
    corner.setAttribute('scope', 'col');
    hr.append(corner);
    for (const ex of tab.exercises) {
      const th = el('th', '', exName(ex));
      th.setAttribute('scope', 'col');
      hr.append(th);
    }
    head.append(hr);
    const body = el('tbody');
    for (const kid of tab.children) {
      const tr = el('tr');
      const name = hidden || !kid.name ? t('child_n', { n: kid.n }) : kid.name;
      const th = el('th', 'tc-name', name);
      th.setAttribute('scope', 'row');
      tr.append(th);
      for (const ex of tab.exercises) {
        const cell = kid.cells[ex];
        const status = cell ? cell.status : 'none';
        const td = el('td', 'tc-cell tc-' + status);
        td.dataset.status = status;
        td.dataset.exercise = ex;
        if (cell) {
          td.append(el('span', 'tc-sym', SYMBOL[/** @type {keyof SYMBOL} */ (status)]), el('span', 'tc-n', String(cell.tries)));
          td.title = t(status) + ', ' + t('tries', { n: cell.tries });
        } else {
          td.append(el('span', 'tc-sym', '·'));
          td.title = t('none');
        }
        const sr = el('span', 'tc-sr', td.title);
        td.append(sr);
        tr.append(td);
      }
      body.append(tr);
    }
    table.replaceChildren(head, body);
    const list = $('#tc-mistake-list');
    const cards = [];
    for (const ex of tab.exercises) {
      const wrong = (tab.mistakes || {})[ex] || [];
      const card = el('article', 'tc-card');
      card.dataset.exercise = ex;
      card.append(el('h3', '', exName(ex)));
      if (!wrong.length) card.append(el('p', 'tc-none', t('no_mistakes')));
      const ul = el('ul');
      for (const m of wrong) {
        const li = el('li');
        const given = el('span', 'tc-given', m.given);
        li.append(given, el('span', 'tc-times', ' ' + t('times', { n: m.count })));
        if (m.hint) li.append(el('div', 'tc-hint', t('hint', { hint: m.hint })));
        ul.append(li);
      }
      if (wrong.length) card.append(ul);
      cards.push(card);
    }
    list.replaceChildren(...cards);
    const now = new Date();
    const status = tab.children.length ? t('updated', { time: now.toLocaleTimeString(lang) }) : t('waiting');
    $('#tc-status').textContent = status;
    document.body.dataset.updated = String(Date.now());
  }

  async function poll() {
    try {
      const r = await fetch(base + 'api/table', { headers: { 'X-Trio-Key': key }, cache: 'no-store' });
      if (!r.ok) throw new Error(String(r.status));
      draw(await r.json());
      document.body.classList.remove('tc-offline');
    } catch (e) {
      document.body.classList.add('tc-offline');
      $('#tc-status').textContent = t('offline');
    } finally {
      setTimeout(poll, 1000);
    }
  }

  csvBtn.addEventListener('click', async () => {
    const r = await fetch(base + 'api/csv?lang=' + encodeURIComponent(lang), { headers: { 'X-Trio-Key': key } });
    if (!r.ok) return;
    const name = (/filename="([^"]+)"/.exec(r.headers.get('Content-Disposition') || '') || [])[1] || 'class.csv';
    const a = document.createElement('a');
    a.href = URL.createObjectURL(await r.blob());
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  });
  forgetBtn.addEventListener('click', async () => {
    if (!window.confirm(t('forget_confirm'))) return;
    const r = await fetch(base + 'api/forget', {
      method: 'POST',
      headers: { 'X-Trio-Key': key, 'Content-Type': 'application/json' },
      body: JSON.stringify({ confirm: true }),
    });
    if (r.ok) window.alert(t('forgotten'));
  });
  poll();
})();
