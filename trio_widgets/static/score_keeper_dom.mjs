// @ts-check
// The score keeper's small DOM helpers (score_keeper*.mjs): elements with text (never HTML),
// buttons with a stable data-key, one Tab stop per group (roving tabindex), leaving on Escape.
// Bundled before the other score_keeper modules by trio_widgets/_esm.py (one scope: names
// start with "sk").

/** @typedef {{seat: number|null, numbers: number[], sides: number, bridge: boolean, hexagons: number, draws: number, pass: boolean}} SkDraft */

/** @returns {SkDraft} */
export function skEmptyDraft(seat = null) {
  return { seat, numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false };
}

/**
 * An element with a class, attributes and text (always textContent: names are user text).
 * @param {string} tag
 * @param {string} [cls]
 * @param {Record<string, any>} [attrs]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export function skEl(tag, cls, attrs = {}, text) {
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
export function skSigned(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** A data: URL for a download. @param {string} text @param {string} mime */
export function skDataUrl(text, mime) {
  return `data:${mime};charset=utf-8,${encodeURIComponent(text)}`;
}

/** All tiles of a 0..max set, highest value first (as a family sorts them). @param {number} max */
export function skSetTiles(max) {
  const out = [];
  for (let a = 0; a <= max; a++) for (let b = a; b <= max; b++) for (let c = b; c <= max; c++) out.push([a, b, c]);
  out.sort((p, q) => p[0] + p[1] + p[2] - (q[0] + q[1] + q[2]) || p[2] - q[2] || p[1] - q[1]);
  return out;
}

export const skIds = { count: 0 };

/**
 * One Tab stop for a group of controls, arrow keys inside it (a "roving tabindex"): the chosen
 * item (aria-pressed/aria-checked, else the first enabled) is the group's stop; Left/Up and
 * Right/Down move between the items, Home/End to the ends.  Call again after each redraw.
 * @param {Element} group
 * @param {string} selector  the group's items
 */
export function skRoving(group, selector) {
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
export function skLeave(root) {
  /** @type {HTMLElement|null} */
  let node = root.parentElement;
  while (node && !(node.hasAttribute("tabindex") && node.tabIndex >= -1 && node.classList.contains("jp-Notebook"))) {
    node = node.parentElement;
  }
  const cell = /** @type {HTMLElement|null} */ (root.closest(".jp-Cell"));
  if (node) node.focus();
  else if (cell && cell.tabIndex >= -1) cell.focus();
  else /** @type {HTMLElement} */ (document.activeElement)?.blur?.();
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
export function skButton(key, text, onClick, attrs = {}, cls = "sk-btn") {
  const b = /** @type {HTMLButtonElement} */ (skEl("button", cls, { type: "button", "data-key": key, ...attrs }, text));
  b.addEventListener("click", (ev) => {
    ev.preventDefault();
    onClick();
  });
  return b;
}
