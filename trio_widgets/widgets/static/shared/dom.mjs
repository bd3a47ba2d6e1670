// @ts-check
// The teaching widgets' small DOM helpers: elements with text (never HTML), buttons, rows of
// toggle buttons, the language and translator, keeping the keyboard (focus across a redraw, one
// Tab stop per group, keys kept from JupyterLab, Escape to leave), one redraw per burst of changes.

import { makeTranslator } from "./i18n.mjs";

/**
 * An HTML element with a class and text (textContent, never HTML).
 * @param {string} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}

/**
 * A real <button> (keyboard and touch for free).
 * @param {string} text
 * @param {string} action  data-action, for tests and styling
 * @param {string} [cls]
 * @param {string} [aria]  aria-label when the text is a symbol
 */
export function button(text, action, cls, aria) {
  const b = /** @type {HTMLButtonElement} */ (el("button", "tc-btn" + (cls ? " " + cls : ""), text));
  b.type = "button";
  b.dataset.action = action;
  if (aria) b.setAttribute("aria-label", aria);
  return b;
}

/**
 * Put the widget's language on its element and root (a screen reader reads a Russian widget with
 * Russian rules even in an English notebook).  Only when it changes: setting `lang`, even to the
 * same value, makes the browser restyle and lay out the whole widget again (about 20 ms for the
 * PuzzleBoard, whose redraw after a tap is otherwise about 2 ms).
 * @param {HTMLElement} host  anywidget's element (holds the live region too)
 * @param {HTMLElement} root
 * @param {any} model
 */
export function langOn(host, root, model) {
  const lang = String(model.get("lang") || "en");
  if (host.getAttribute("lang") !== lang) host.setAttribute("lang", lang);
  if (root.getAttribute("lang") !== lang) root.setAttribute("lang", lang);
}

/**
 * The translator for the model's catalogue and language.
 * @param {any} model
 */
export function translator(model) {
  return makeTranslator(model.get("_catalogue") || {}, model.get("lang") || "en");
}

/**
 * A row of toggle buttons (one pressed): returns the row; `onPick(value)` on a press.
 * @param {string} label  aria-label of the group
 * @param {Array<[string, string]>} options  [value, text]
 * @param {string} current
 * @param {(value: string) => void} onPick
 * @param {string} action
 */
export function segmented(label, options, current, onPick, action) {
  const row = el("div", "tc-seg");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", label);
  for (const [value, text] of options) {
    const b = button(text, action, "tc-segbtn");
    b.dataset.value = value;
    b.setAttribute("aria-pressed", String(value === current));
    b.addEventListener("click", () => onPick(value));
    row.appendChild(b);
  }
  roving(row, "button");
  return row;
}

/**
 * A label and a row of toggle buttons (segmented), in a row of class `cls`.
 * @param {string} cls
 * @param {string} label  shown, and the aria-label of the group
 * @param {Array<[string, string]>} options  [value, text]
 * @param {string} current
 * @param {(value: string) => void} onPick
 * @param {string} action
 */
export function labelledSegmented(cls, label, options, current, onPick, action) {
  const row = el("div", cls);
  row.appendChild(el("span", "tx-label", label));
  row.appendChild(segmented(label, options, current, onPick, action));
  return row;
}

/**
 * One Tab stop for a group of controls, arrow keys inside it ("roving tabindex"): the chosen item
 * (aria-pressed="true", else the first enabled one) is the group's stop; Left/Up, Right/Down,
 * Home and End move between the items; the item last focused stays the stop.
 * @param {HTMLElement} group  made anew with each redraw
 * @param {string} selector  its items
 */
export function roving(group, selector) {
  const items = /** @type {HTMLElement[]} */ (Array.from(group.querySelectorAll(selector)));
  if (!items.length) return;
  const usable = items.filter((b) => !(/** @type {any} */ (b).disabled));
  const chosen = usable.find((b) => b.getAttribute("aria-pressed") === "true") || usable[0] || items[0];
  for (const b of items) b.tabIndex = b === chosen ? 0 : -1;
  group.addEventListener("focusin", (ev) => {
    const t = /** @type {HTMLElement} */ (ev.target);
    if (!items.includes(t)) return;
    for (const b of items) b.tabIndex = b === t ? 0 : -1;
  });
  group.addEventListener("keydown", (ev) => {
    const e = /** @type {KeyboardEvent} */ (ev);
    const i = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (i < 0) return;
    let j = -1;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") j = Math.min(items.length - 1, i + 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = Math.max(0, i - 1);
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = items.length - 1;
    if (j < 0) return;
    e.preventDefault();
    e.stopPropagation();
    items[j].focus();
  });
}

/**
 * Keep focus on "the same" control across a redraw: returns a function that restores it.
 * @param {HTMLElement} root
 */
export function keepFocus(root) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!active || !root.contains(active)) return () => {};
  const key = active.dataset.fkey || active.dataset.action && `${active.dataset.action}|${active.dataset.value || ""}|${active.dataset.tile || ""}`;
  return () => {
    if (!key) return;
    for (const e of root.querySelectorAll("[data-fkey], [data-action]")) {
      const h = /** @type {HTMLElement} */ (e);
      const k = h.dataset.fkey || h.dataset.action && `${h.dataset.action}|${h.dataset.value || ""}|${h.dataset.tile || ""}`;
      if (k === key) {
        h.focus();
        return;
      }
    }
  };
}

/**
 * Run `fn` once after a burst of model changes (one Python update changes several traits).
 * @param {() => void} fn
 */
export function scheduler(fn) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      fn();
    });
  };
}

/**
 * JupyterLab reads keys pressed anywhere in a notebook as its own shortcuts (arrows move between
 * cells, Enter edits one): mark every control of the widget so the keys stay with it.
 * Lumino skips an event whose target (or an ancestor) has data-lm-suppress-shortcuts.
 * @param {HTMLElement} root
 */
export function ownKeys(root) {
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const e of root.querySelectorAll("button, input, select, textarea, [tabindex]")) e.setAttribute("data-lm-suppress-shortcuts", "true");
  if (/** @type {any} */ (root).tcEscape) return;
  /** @type {any} */ (root).tcEscape = true;
  // Escape gives the keyboard back to the notebook (the widget keeps every other key for itself)
  root.addEventListener("keydown", (ev) => {
    if (/** @type {KeyboardEvent} */ (ev).key !== "Escape" || ev.defaultPrevented) return;
    ev.preventDefault();
    leave(root);
  });
}

/**
 * Give the keyboard back to the page: in JupyterLab the notebook (command mode), else nowhere.
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
