// @ts-check
// The PuzzleBoard's tray: one button per tile (test hooks .pz-tile[data-tile][data-id]), made
// when the tray changes and kept while it is in use; a tile placed leaves the tray, a tile taken
// back comes back to its place in it.  The tile in hand is drawn turned as it is in the hand.
// Keyboard: one Tab stop (the tile in hand, else the one last focused), arrow keys, Home, End.

import { getTileStyle, tileMarkup, svgNodes } from "../shared/tile.mjs";
import { el } from "../shared/dom.mjs";
import { turned } from "../shared/turn.mjs";
import { setAttr, changes } from "./state.mjs";

/**
 * Small square <svg> pictures of tiles for the tray buttons (64 px per edge), parsed in one go;
 * they use the <defs> already in the page (the shape's drawing holds them).
 * @param {Array<{corners: number[], up: boolean}>} tiles
 * @param {boolean} pips
 * @returns {Element[]}
 */
function traySvgs(tiles, pips) {
  if (!tiles.length) return [];
  const st = getTileStyle();
  const h = (st.edge * Math.sqrt(3)) / 2;
  const r = (2 * h) / 3 + 6;
  const vb = [-r, -r, 2 * r, 2 * r + st.shadow_dy];
  const px = 64;
  const attrs = `viewBox="${vb.map((v) => v.toFixed(2)).join(" ")}" width="${((vb[2] * px) / st.edge).toFixed(1)}" ` +
    `height="${((vb[3] * px) / st.edge).toFixed(1)}" class="tc-tilesvg" aria-hidden="true" focusable="false"`;
  return svgNodes(tiles.map((t) => `<svg ${attrs}>${tileMarkup(t.corners, t.up, { pips })}</svg>`).join(""));
}

/** @param {import("./state.mjs").Page} page */
export function createTray(page) {
  const box = el("div", "pz-tray");
  box.dataset.zone = "tray";
  box.setAttribute("role", "toolbar");
  const empty = el("p", "tc-sub", "\u2014");
  /** @type {Map<number, {b: HTMLButtonElement, name: string, corners: number[], svg: Element, key: string}>} */
  let recs = new Map();
  /** @type {HTMLButtonElement[]} the buttons in the tray now, in order */
  let buttons = [];
  let focused = -1;
  const tilesChanged = changes();
  const stateChanged = changes();

  /** @param {import("./state.mjs").TrayTile[]} tray @param {boolean} pips */
  const make = (tray, pips) => {
    recs = new Map();
    const pictures = traySvgs(tray.map(([, , corners]) => ({ corners, up: true })), pips);
    tray.forEach(([i, name, corners], k) => {
      const b = /** @type {HTMLButtonElement} */ (el("button", "pz-tile"));
      b.type = "button";
      b.dataset.tile = name;
      b.dataset.id = String(i);
      b.tabIndex = -1;
      b.setAttribute("aria-pressed", "false");
      b.appendChild(pictures[k]);
      b.addEventListener("click", () => {
        focused = i;
        page.focusAfter("hand");
        page.act({ action: "select", tile: i === page.now().selected ? -1 : i });
      });
      b.addEventListener("focus", () => { focused = i; });
      recs.set(i, { b, name, corners, svg: pictures[k], key: `${corners}|true` });
    });
    box.replaceChildren();
  };

  /** @param {import("./state.mjs").State} now */
  const update = (now) => {
    const { tray, used, selected, turn, pips, tr } = now;
    const made = tilesChanged([tray, pips]);
    if (made) make(tray, pips);
    const free = tray.filter(([i]) => !used.has(i));
    if (!free.some(([i]) => i === focused)) focused = selected >= 0 && !used.has(selected) ? selected : free.length ? free[0][0] : -1;
    if (!stateChanged([[...used], selected, selected >= 0 ? turn : 0, focused, now.words]) && !made) return;
    setAttr(box, "aria-label", tr("puzzle.ui.tray"));
    buttons = [];
    // the buttons of the tiles placed leave the tray; the others stay where they are, in order
    /** @type {Node | null} */
    let at = box.firstChild;
    for (const [i] of tray) {
      const rec = /** @type {NonNullable<ReturnType<typeof recs.get>>} */ (recs.get(i));
      const b = rec.b;
      if (used.has(i)) {
        if (b.parentNode) {
          if (at === b) at = b.nextSibling;
          b.remove();
        }
        continue;
      }
      if (at !== b) box.insertBefore(b, at);
      else at = b.nextSibling;
      buttons.push(b);
      const t = i === selected ? turned(rec.corners, turn) : { corners: rec.corners, up: true };
      const key = `${t.corners}|${t.up}`;
      if (key !== rec.key) {
        const pic = traySvgs([t], pips)[0];
        rec.svg.replaceWith(pic);
        rec.svg = pic;
        rec.key = key;
      }
      b.tabIndex = i === focused ? 0 : -1;
      setAttr(b, "aria-pressed", String(i === selected));
      setAttr(b, "aria-label", tr("puzzle.aria.tray_tile", { tile: rec.name }));
    }
    if (!free.length) box.appendChild(empty);
    else if (empty.parentNode) empty.remove();
  };

  box.addEventListener("keydown", (ev) => {
    const k = ev.key;
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (at < 0) return;
    let to = -1;
    if (k === "ArrowRight" || k === "ArrowDown") to = (at + 1) % buttons.length;
    else if (k === "ArrowLeft" || k === "ArrowUp") to = (at - 1 + buttons.length) % buttons.length;
    else if (k === "Home") to = 0;
    else if (k === "End") to = buttons.length - 1;
    if (to >= 0) {
      ev.preventDefault();
      for (const b of buttons) b.tabIndex = -1;
      buttons[to].tabIndex = 0;
      buttons[to].focus();
    }
  });

  return {
    el: box,
    update,
    /** The tray's Tab stop (null when the tray is empty). */
    stop: () => buttons.find((x) => x.tabIndex === 0) || buttons[0] || null,
    dispose: () => box.replaceChildren(),
  };
}
