// @ts-check
// Small DOM helpers of the game widget's front end.  Text goes in with textContent only.

export const SVG_NS_GW = "http://www.w3.org/2000/svg";

/**
 * Make an HTML element with a class and (text) content.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, cls, text) {
  const n = document.createElement(tag);
  if (cls) n.className = cls;
  if (text !== undefined) n.textContent = text;
  return n;
}

/**
 * Make an SVG element with attributes.
 * @param {string} tag
 * @param {Record<string, string>} [attrs]
 * @returns {SVGElement}
 */
export function svgEl(tag, attrs = {}) {
  const n = /** @type {SVGElement} */ (document.createElementNS(SVG_NS_GW, tag));
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  return n;
}

/**
 * A button with a data-action hook (the outside checks press these).
 * @param {string} action
 * @param {string} [cls]
 * @returns {HTMLButtonElement}
 */
export function actionButton(action, cls) {
  const b = el("button", "trio-gw-btn" + (cls ? " " + cls : ""));
  b.type = "button";
  b.dataset.action = action;
  return b;
}

/**
 * Listen to an event and remember how to stop listening.
 * @param {Array<() => void>} cleanups
 * @param {EventTarget} target
 * @param {string} type
 * @param {(ev: any) => void} fn
 * @param {AddEventListenerOptions} [opts]
 */
export function listen(cleanups, target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  cleanups.push(() => target.removeEventListener(type, fn, opts));
}

/**
 * Restart a CSS animation class on an element, without a layout read: the class and its twin
 * `<cls>-again` (the same animation under another name, widget.css) take turns.
 * @param {Element | null} node
 * @param {string} cls
 */
export function replay(node, cls) {
  if (!node) return;
  const again = `${cls}-again`;
  if (node.classList.contains(cls)) node.classList.replace(cls, again);
  else {
    node.classList.remove(again);
    node.classList.add(cls);
  }
}

/**
 * Write a text only when it differs (an equal write still makes the browser lay the page out again).
 * @param {Node} node
 * @param {string} text
 */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/**
 * Make `parent`'s children exactly `nodes`, in order, moving only the ones out of place
 * (a node kept where it was is not laid out again).
 * @param {Element} parent
 * @param {Element[]} nodes
 */
export function placeChildren(parent, nodes) {
  nodes.forEach((node, i) => {
    const here = parent.children[i];
    if (here !== node) parent.insertBefore(node, here || null);
  });
  while (parent.children.length > nodes.length) parent.lastElementChild?.remove();
}

/**
 * Write a data- attribute only when it differs (an equal write still restyles what CSS selects by it).
 * @param {HTMLElement} node
 * @param {string} key
 * @param {string} value
 */
export function setData(node, key, value) {
  if (node.dataset[key] !== value) node.dataset[key] = value;
}
