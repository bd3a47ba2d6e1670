// @ts-check
// A tile's name ("0-5-5") is never broken across two lines: a browser may break a line after a
// hyphen, and on a phone "0-5-" and "5" on two lines read as two things.  Every tile name in a
// widget's text is kept in a span that does not wrap.  The text itself is not changed (the same
// hyphens, so a screen reader reads the numbers as before, and an element's name from its text is
// the same); data-tile and aria labels are attributes, which this never touches.

/**
 * A tile's name: three numbers joined by hyphens, not part of a longer run of them, with the
 * ending a language joins to it (Hungarian "0-0-0-val", "4-4-4-gyel"), kept whole with it.
 */
const TILE_NAME = /(?<![\d-])\d-\d-\d(?:-\p{L}+)?(?![\d-])/gu;
const CLASS = "trio-tilename";
/**
 * Where names are left as they are: inside an SVG (its text does not wrap), a span already made,
 * text a person edits, and live regions (a change there would be read out again).
 */
const LEAVE = `svg, .${CLASS}, [contenteditable], textarea, script, style, [aria-live], [role=status], [role=alert], [role=log]`;

/** @param {Text} node */
function wrapNames(node) {
  const parent = node.parentElement;
  const text = node.data;
  TILE_NAME.lastIndex = 0;
  if (!parent || !TILE_NAME.test(text) || parent.closest(LEAVE)) return;
  const doc = node.ownerDocument;
  const frag = doc.createDocumentFragment();
  let at = 0;
  TILE_NAME.lastIndex = 0;
  for (let m = TILE_NAME.exec(text); m; m = TILE_NAME.exec(text)) {
    if (m.index > at) frag.append(text.slice(at, m.index));
    const span = doc.createElement("span");
    span.className = CLASS;
    span.style.whiteSpace = "nowrap";
    span.textContent = m[0];
    frag.append(span);
    at = m.index + m[0].length;
  }
  if (at < text.length) frag.append(text.slice(at));
  parent.replaceChild(frag, node);
}

/** @param {Node} node */
function wrapUnder(node) {
  if (node.nodeType === Node.TEXT_NODE) {
    wrapNames(/** @type {Text} */ (node));
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE || /** @type {Element} */ (node).closest(LEAVE)) return;
  const walker = (node.ownerDocument || document).createTreeWalker(node, NodeFilter.SHOW_TEXT);
  /** @type {Text[]} */
  const found = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(/** @type {Text} */ (n));
  for (const t of found) wrapNames(t);
}

/**
 * Keep every tile name in `root` whole, now and as the widget draws (a MutationObserver).
 * @param {HTMLElement} root
 * @returns {() => void} stop
 */
export function keepTileNamesWhole(root) {
  wrapUnder(root);
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "characterData") wrapUnder(r.target);
      else for (const n of r.addedNodes) if (root.contains(n)) wrapUnder(n); // still in the widget (drawn before it is on the page, too)
    }
  });
  mo.observe(root, { childList: true, characterData: true, subtree: true });
  return () => mo.disconnect();
}
