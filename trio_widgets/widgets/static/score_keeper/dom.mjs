// @ts-check
// The score keeper's small DOM helpers (score_keeper/*.mjs): elements with text (never HTML),
// buttons with a stable data-key, keeping the focus across a redraw, one Tab stop per group
// (roving tabindex), leaving on Escape.  esbuild bundles every module in its own scope,
// so the names need no prefix.

/**
 * The turn being entered (it stays in the page until it is sent).
 * @typedef {{seat: number|null, numbers: number[], sides: number, bridge: boolean, hexagons: number, draws: number, pass: boolean}} Draft
 */

/**
 * @param {number|null} [seat]
 * @returns {Draft}
 */
export function emptyDraft(seat = null) {
  return { seat, numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false };
}

/**
 * Is the widget on a child's page?  The children's pages are Voila's (the template "trio", also
 * the static site's Voici), whose <body> carries data-voila; a notebook's page (JupyterLab,
 * Notebook 7) has none.  A child's page draws none of the teacher's tools: no file buttons
 * (save the sheet, save as a spreadsheet, load a saved sheet), no language menu (the page's
 * language is the lesson's), no keyboard's help.
 * @param {{body?: {dataset?: Record<string, string|undefined>}|null}|undefined} [doc]
 * @returns {boolean}
 */
export function onChildPage(doc = globalThis.document) {
  return !!(doc && doc.body && doc.body.dataset && doc.body.dataset.voila);
}

/**
 * An element with a class, attributes and text (always textContent: names are user text).
 * @param {string} tag
 * @param {string} [cls]
 * @param {Record<string, any>} [attrs]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export function el(tag, cls, attrs = {}, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    node.setAttribute(k, v === true ? "" : String(v));
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

/** "+52", "−10", "0" @param {number} n */
export function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/**
 * Save a file the page was sent (the Save buttons): a link to it, clicked and taken away.
 * @param {string} name
 * @param {string} text
 * @param {string} mime
 */
export function saveFile(name, text, mime) {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = el("a", "", { href: url, download: name, hidden: true });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** All tiles of a 0..max set, highest value first (as a family sorts them). @param {number} max */
export function setTiles(max) {
  const out = [];
  for (let a = 0; a <= max; a++) for (let b = a; b <= max; b++) for (let c = b; c <= max; c++) out.push([a, b, c]);
  out.sort((p, q) => p[0] + p[1] + p[2] - (q[0] + q[1] + q[2]) || p[2] - q[2] || p[1] - q[1]);
  return out;
}

let made = 0;

/** An id prefix unique on the page ("sk1", "sk2" ...): a page may hold several score keepers. */
export function uniqueId() {
  made += 1;
  return `sk${made}`;
}

/**
 * One Tab stop for a group of controls, arrow keys inside it (a "roving tabindex"): the chosen
 * item (aria-pressed/aria-checked, else the first enabled) is the group's stop; Left/Up and
 * Right/Down move between the items, Home/End to the ends.  Call again after each redraw.
 * @param {Element} group
 * @param {string} selector  the group's items
 */
export function roving(group, selector) {
  /** @type {HTMLElement} */ (group).dataset.roving = selector;
  const items = /** @type {HTMLElement[]} */ (Array.from(group.querySelectorAll(selector)));
  if (!items.length) return;
  const usable = items.filter((b) => !(/** @type {any} */ (b).disabled) && b.getAttribute("aria-disabled") !== "true");
  const chosen =
    usable.find((b) => b.getAttribute("aria-pressed") === "true" || b.getAttribute("aria-checked") === "true") ||
    usable[0] ||
    items[0];
  for (const b of items) b.setAttribute("tabindex", b === chosen ? "0" : "-1");
  if (/** @type {any} */ (group).skRoving) return; // the key handler is set once per group element
  /** @type {any} */ (group).skRoving = true;
  group.addEventListener("keydown", (ev) => {
    const e = /** @type {KeyboardEvent} */ (ev);
    const all = /** @type {HTMLElement[]} */ (Array.from(group.querySelectorAll(selector)));
    const i = all.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (i < 0) return;
    let j = -1;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") j = Math.min(all.length - 1, i + 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = Math.max(0, i - 1);
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = all.length - 1;
    if (j < 0) return;
    e.preventDefault();
    e.stopPropagation();
    for (const b of all) b.setAttribute("tabindex", "-1");
    all[j].setAttribute("tabindex", "0");
    all[j].focus();
  });
}

/**
 * Escape with nothing left to close: give the keyboard back to the page (in JupyterLab the
 * notebook, in command mode), since the widget keeps every other key for itself.
 * @param {HTMLElement} root
 */
export function leave(root) {
  const targets = [root.closest(".jp-Cell"), root.closest(".jp-Notebook"), root.closest(".jp-NotebookPanel")];
  for (const t of targets) {
    if (!t) continue;
    /** @type {HTMLElement} */ (t).focus();
    if (document.activeElement === t) return;
  }
  /** @type {HTMLElement|null} */ (document.activeElement)?.blur?.();
}


/**
 * A button with a stable data-key (the focus comes back to it after a redraw).
 * @param {string} key
 * @param {string} text
 * @param {() => void} onClick
 * @param {Record<string, any>} [attrs]
 * @param {string} [cls]
 * @returns {HTMLButtonElement}
 */
export function button(key, text, onClick, attrs = {}, cls = "sk-btn") {
  const b = /** @type {HTMLButtonElement} */ (el("button", cls, { type: "button", "data-key": key, ...attrs }, text));
  b.addEventListener("click", (ev) => {
    ev.preventDefault();
    onClick();
  });
  return b;
}

/**
 * A toggle chip (aria-pressed) in a row of choices.
 * @param {string} key
 * @param {string} text
 * @param {boolean} on
 * @param {() => void} onClick
 * @param {Record<string, any>} [extra]
 */
export function chip(key, text, on, onClick, extra = {}) {
  return button(key, text, onClick, { "aria-pressed": String(!!on), ...extra }, "sk-chip" + (on ? " sk-on" : ""));
}

/**
 * Keep keyboard focus across a redraw: elements carry data-key; if the focused one is gone or
 * disabled, the widget itself keeps the focus (keys still work).  Nested calls restore once.
 * @param {HTMLElement} root
 * @returns {(fn: () => void) => void}
 */
export function focusKeeper(root) {
  let depth = 0;
  return (fn) => {
    const active = /** @type {HTMLElement|null} */ (document.activeElement);
    const inside = !!active && root.contains(active);
    const key = inside && active ? active.getAttribute("data-key") : null;
    depth += 1;
    try {
      fn();
    } finally {
      depth -= 1;
    }
    if (!inside || depth > 0 || (active && active.isConnected && document.activeElement === active)) return;
    const again = key ? /** @type {HTMLElement|null} */ (root.querySelector(`[data-key="${CSS.escape(key)}"]`)) : null;
    if (again && !(/** @type {any} */ (again).disabled)) again.focus({ preventScroll: true });
    else root.focus({ preventScroll: true });
  };
}

/**
 * Move the keyboard focus to the control with this data-key (if it is there and enabled).
 * @param {HTMLElement} root
 * @param {string} key
 */
export function focusKey(root, key) {
  const b = /** @type {HTMLElement|null} */ (root.querySelector(`[data-key="${CSS.escape(key)}"]`));
  if (b && !(/** @type {any} */ (b).disabled)) {
    b.focus({ preventScroll: true });
    return true;
  }
  return false;
}
