// @ts-check
// The board view of the game widget: the placed tiles, the lit cells, the marks of the last
// move, and the view (fit, zoom, pan).  It draws; the input part tells it what was tapped.

import { SQRT3_2, pointXY, cellNeighbours, cellLabel, parseCellLabel, toPaper, cellAt, fitView, zoomAt, boundsOf, toScreen, cellCentre, cellCorners, revealView } from "../shared/geometry.mjs";
import { tileMarkup, backMarkup, defsMarkup, defIds, cellPath, viewTransform, svgNodes, cellCentreSvg, paperToSvg, getTileStyle } from "../shared/tile.mjs";
import { el, svgEl, actionButton } from "./dom.mjs";
import { turnsFor, nameOf } from "./turns.mjs";

const MAX_SCALE = 96; // pixels per tile edge at most when fitting
export const MIN_SCALE = 12;
export const MAX_ZOOM = 320;
const FIT_MARGIN = 18;
// A lit cell is tapped, not clicked: on a touch screen its box is at least 44 x 44 CSS px
// (a cell drawn inset by style.gap + 2 units of 100 at 64 px per edge is 46 px tall).
export const TOUCH_MIN_SCALE = 64;
// Projector: numbers at least 48 px (font_size 26 of 100 units per edge: 190 px per edge gives 49 px).
export const PROJECTOR_SCALE = 190;
// After a pick, the lit cells are shown at least this far inside the board's visible part ...
const REVEAL_MARGIN = 10;
// ... and never smaller than this with a mouse (digits of 10 px); on touch never below TOUCH_MIN_SCALE.
const REVEAL_MIN_SCALE = 40;
// While nothing of the board can be seen (JupyterLab hides the notebook and lays its splash screen
// over the page while it changes the theme), reveal() waits: it tries again this often, this many times.
const REVEAL_RETRY_MS = 250;
const REVEAL_TRIES = 40;

/** The lattice grid as an SVG pattern (board units, Y down): one period of the triangles. */
function gridPattern() {
  const e = getTileStyle().edge;
  const r = e * SQRT3_2;
  const h = e / 2;
  const d = [
    `M0,0L${-h},${r}`, `M0,0L${h},${r}`, `M${e},0L${h},${r}`, `M${e},0L${e + h},${r}`,
    `M${h},${r}L0,${2 * r}`, `M${h},${r}L${e},${2 * r}`, `M${-h},${r}L0,${2 * r}`, `M${e + h},${r}L${e},${2 * r}`,
    `M${-e},0H${2 * e}`, `M${-e},${r}H${2 * e}`, `M${-e},${2 * r}H${2 * e}`,
  ].join("");
  const pattern = svgEl("pattern", {
    id: "trio-gw-grid", patternUnits: "userSpaceOnUse", x: "0", y: "0", width: String(e), height: String(2 * r),
  });
  pattern.appendChild(svgEl("path", { d, class: "trio-gw-gridline" }));
  return pattern;
}

/**
 * @typedef {{turns: number[], corners: number[][], lit: boolean}} Target
 */

/**
 * @param {import("./state.mjs").Ctx} ctx
 */
export function createBoardView(ctx) {
  const { model, local } = ctx;
  const style = getTileStyle();
  const E = style.edge;

  const zoomOut = actionButton("zoom-out", "trio-gw-icon");
  zoomOut.textContent = "\u2212";
  const zoomIn = actionButton("zoom-in", "trio-gw-icon");
  zoomIn.textContent = "+";
  const fitBtn = actionButton("fit", "trio-gw-icon");
  fitBtn.textContent = "\u2922";

  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (svgEl("svg", { class: "trio-gw-board", role: "group" })));
  svg.appendChild(svgNodes(defsMarkup(defIds({ pips: true, backs: true })))[0]);
  const ownDefs = svgEl("defs");
  ownDefs.appendChild(gridPattern());
  svg.appendChild(ownDefs);
  const viewG = svgEl("g", { class: "trio-gw-view" });
  const gridRect = svgEl("rect", { class: "trio-gw-grid", x: "-8000", y: "-8000", width: "16000", height: "16000", fill: "url(#trio-gw-grid)" });
  const startLayer = svgEl("g", { class: "trio-gw-start-layer" });
  const openLayer = svgEl("g", { class: "trio-gw-open-layer" });
  const tileLayer = svgEl("g", { class: "trio-gw-tiles" });
  const markLayer = svgEl("g", { class: "trio-gw-marks" });
  const previewLayer = svgEl("g", { class: "trio-gw-preview" });
  viewG.append(gridRect, startLayer, tileLayer, openLayer, markLayer, previewLayer);
  svg.appendChild(viewG);
  const keysHelp = el("p", "trio-gw-sr");
  keysHelp.id = `trio-gw-keys-${Math.random().toString(36).slice(2)}`;
  svg.setAttribute("aria-describedby", keysHelp.id);
  const boardBox = el("div", "trio-gw-boardbox");
  boardBox.append(svg);

  /** @type {any[] | null} */
  let placedFor = null;
  /** @type {Map<string, number[]>} */
  let placedMap = new Map();
  /** The placed tiles by cell, built once per board the kernel sends. */
  function placedTiles() {
    const board = model.get("board") || [];
    if (board !== placedFor) {
      placedFor = board;
      placedMap = new Map(board.map((/** @type {any[]} */ p) => [p[0], p[1]]));
    }
    return placedMap;
  }
  /** Names of the placed tiles next to a cell (sharing an edge), as a child would say them. @param {string} label */
  function near(label) {
    const placed = placedTiles();
    const names = [];
    for (const n of cellNeighbours(parseCellLabel(label))) {
      const corners = placed.get(cellLabel(n));
      if (corners) names.push(nameOf(corners));
    }
    if (names.length <= 1) return names.join("");
    return ctx.tr("names.and", { first: names.slice(0, -1).join(ctx.tr("names.sep")), last: names[names.length - 1] });
  }
  /** @param {string} label @param {string} tile */
  function tileName(label, tile) {
    const n = model.get("mode") === "play" ? near(label) : "";
    return n ? ctx.tr("board.tile_at", { tile, near: n }) : ctx.tr("board.tile", { tile });
  }

  /** @type {string[]} "label:a,b,c" of the tiles drawn, in order */
  let drawn = [];
  let drawnPips = false;
  let drawnMode = "";
  let drawnLang = "";
  let rendered = false;
  let anim = 0;
  /** @type {Map<string, Target>} */
  let cellTargets = new Map();
  let cellsKey = "";

  // ------------------------------------------------------------ view
  /** @type {[number, number] | null} the board's box, kept by the ResizeObserver (no layout read while drawing) */
  let box = null;
  function boxSize() {
    if (!box) {
      const r = svg.getBoundingClientRect();
      box = [r.width, r.height];
    }
    return [Math.max(box[0], 50), Math.max(box[1], 50)];
  }
  function boardCells() {
    if (model.get("mode") === "mosaic") return (model.get("mosaic") || []).map((/** @type {any[]} */ m) => parseCellLabel(m[0]));
    return (model.get("board") || []).map((/** @type {any[]} */ p) => parseCellLabel(p[0]));
  }
  function fitCells() {
    const cells = boardCells();
    if (model.get("mode") === "play") {
      // the ring of open cells too, so every lit cell is on screen
      const taken = new Set(cells.map(cellLabel));
      const ring = [];
      for (const c of cells) for (const n of cellNeighbours(c)) if (!taken.has(cellLabel(n))) ring.push(n);
      return cells.concat(ring);
    }
    if (!cells.length) return [{ x: -3, y: -2, up: true }, { x: 3, y: 2, up: false }];
    return cells;
  }
  /** The smallest and largest scale a fit may use: big tiles on a projector, tappable cells on touch. */
  function scaleRange() {
    if (ctx.projector()) return [PROJECTOR_SCALE, PROJECTOR_SCALE + 10];
    return [ctx.touch() ? TOUCH_MIN_SCALE : 0, MAX_SCALE];
  }
  /** Where to look when the whole board does not fit at a readable size: the lit cells, else the last move. */
  function focusCells() {
    const lit = Array.from(cellTargets.keys()).map(parseCellLabel);
    if (lit.length) return lit;
    const lm = model.get("last_move") || {};
    if (lm.cell) return [parseCellLabel(lm.cell)];
    const cells = boardCells();
    return cells.length ? cells.slice(-1) : [parseCellLabel("0,0,u")];
  }
  function targetFit() {
    const [w, h] = boxSize();
    const [lo, hi] = scaleRange();
    const v = fitView(fitCells(), w, h, FIT_MARGIN, hi);
    if (v.scale >= lo) return v;
    // zoom to the part that matters at the smallest readable size (the child pans for the rest)
    const near = fitView(focusCells(), w, h, FIT_MARGIN, hi);
    return near.scale >= lo ? near : { scale: lo, ...centreOn(focusCells(), lo, w, h) };
  }
  /** @param {Array<{x: number, y: number, up: boolean}>} cells @param {number} scale @param {number} w @param {number} h */
  function centreOn(cells, scale, w, h) {
    const b = boundsOf(cells);
    const cx = b ? (b.minX + b.maxX) / 2 : 0;
    const cy = b ? (b.minY + b.maxY) / 2 : 0;
    return { panX: w / 2 - cx * scale, panY: h / 2 + cy * scale };
  }
  /**
   * The part of the board a person can see and tap, in the board's own pixels (its box's top-left
   * is 0, 0): the board's box cut by every ancestor that clips it (the output area, the notebook's
   * scroller under JupyterLab's toolbar, a scrolled page) and by the window.  Reads the layout: only
   * in reveal(), after a pick, never while drawing.  `size` is the box's size as laid out now (the
   * ResizeObserver's may not have caught up yet).
   */
  function visiblePart() {
    const r = svg.getBoundingClientRect();
    let left = r.left;
    let top = r.top;
    let right = r.right;
    let bottom = r.bottom;
    // the body's overflow is the window's (JupyterLab's body is 0 px tall and clips nothing)
    for (let a = svg.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const paint = /paint|strict|content/.test(cs.contain);
      const cx = paint || cs.overflowX !== "visible";
      const cy = paint || cs.overflowY !== "visible";
      if (!cx && !cy) continue;
      const q = a.getBoundingClientRect();
      const x0 = q.left + a.clientLeft;
      const y0 = q.top + a.clientTop;
      if (cx) { left = Math.max(left, x0); right = Math.min(right, x0 + a.clientWidth); }
      if (cy) { top = Math.max(top, y0); bottom = Math.min(bottom, y0 + a.clientHeight); }
    }
    const vv = window.visualViewport;
    const vx = vv ? vv.offsetLeft : 0;
    const vy = vv ? vv.offsetTop : 0;
    left = Math.max(left, vx);
    top = Math.max(top, vy);
    right = Math.min(right, vx + (vv ? vv.width : document.documentElement.clientWidth));
    bottom = Math.min(bottom, vy + (vv ? vv.height : document.documentElement.clientHeight));
    /** @type {[number, number]} */
    const origin = [r.left, r.top];
    /** @type {[number, number]} */
    const size = [r.width, r.height];
    return { origin, size, part: { left: left - r.left, top: top - r.top, right: right - r.left, bottom: bottom - r.top } };
  }
  /** @param {{left: number, top: number, right: number, bottom: number}} b @param {number} m */
  const inset = (b, m) => ({ left: b.left + m, top: b.top + m, right: b.right - m, bottom: b.bottom - m });
  /** The smallest scale reveal() may zoom out to: tappable on touch, readable with a mouse. */
  function revealMinScale() {
    const [lo] = scaleRange();
    return lo > 0 ? lo : REVEAL_MIN_SCALE;
  }
  /** The lit cell to show when they cannot all be shown: the one the picked tile fits as turned, nearest the middle. @param {{left: number, top: number, right: number, bottom: number}} part */
  function bestCell(part) {
    const view = local.view;
    let best = null;
    let bestD = Infinity;
    for (const [label, info] of cellTargets) {
      const cell = parseCellLabel(label);
      const [x, y] = view ? toScreen(cellCentre(cell), view) : [0, 0];
      const d = Math.hypot(x - (part.left + part.right) / 2, y - (part.top + part.bottom) / 2) - (info.turns.includes(local.turns) ? 1e6 : 0);
      if (d < bestD) { bestD = d; best = cell; }
    }
    return best || undefined;
  }
  /**
   * What is over a lit cell at a view (a sticky toolbar, a panel laid over the notebook): the box,
   * in the board's pixels, of the first thing that is not the board at one of the cell's centre
   * and three points between it and its corners, else null.
   * @param {[number, number]} origin @param {import("./state.mjs").View} view @param {{left: number, top: number, right: number, bottom: number}} part
   */
  function coverOver(origin, view, part) {
    for (const label of cellTargets.keys()) {
      const cell = parseCellLabel(label);
      const c = cellCentre(cell);
      const probes = [c, ...cellCorners(cell).map((p) => { const q = pointXY(p); return [(q[0] + c[0]) / 2, (q[1] + c[1]) / 2]; })];
      for (const p of probes) {
        const [x, y] = toScreen(/** @type {[number, number]} */ (p), view);
        if (x < part.left || x > part.right || y < part.top || y > part.bottom) continue;
        const hit = document.elementFromPoint(origin[0] + x, origin[1] + y);
        if (hit && !svg.contains(hit)) {
          const r = hit.getBoundingClientRect();
          return { left: r.left - origin[0], top: r.top - origin[1], right: r.right - origin[0], bottom: r.bottom - origin[1] };
        }
      }
    }
    return null;
  }
  /**
   * The visible part without what covers it: the biggest of the four parts beside the cover.
   * @param {{left: number, top: number, right: number, bottom: number}} part @param {{left: number, top: number, right: number, bottom: number}} cover
   */
  function besideCover(part, cover) {
    const sides = [
      { ...part, right: Math.min(part.right, cover.left) },
      { ...part, left: Math.max(part.left, cover.right) },
      { ...part, bottom: Math.min(part.bottom, cover.top) },
      { ...part, top: Math.max(part.top, cover.bottom) },
    ];
    const area = (/** @type {typeof part} */ b) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
    return sides.reduce((a, b) => (area(b) > area(a) ? b : a));
  }

  /**
   * revealView() in a room REVEAL_MARGIN px inside `room`; when that is too small for all of them,
   * 1 px inside (wholly inside matters more than the margin).
   * @param {Array<{x: number, y: number, up: boolean}>} cells @param {import("./state.mjs").View} view @param {{left: number, top: number, right: number, bottom: number}} room @param {number} [minScale]
   */
  function placeCells(cells, view, room, minScale = revealMinScale()) {
    const best = bestCell(room);
    const r = revealView(cells, view, inset(room, REVEAL_MARGIN), minScale, best);
    if (r.all) return r;
    const tight = revealView(cells, view, inset(room, 1), minScale, best);
    return tight.all ? tight : r;
  }
  /** The cells reveal() showed, and the room it had (hidden px on each side of the box), for a refit while they are lit. */
  let revealedKey = "";
  let revealedLabels = "";
  let revealedInsets = { left: 0, top: 0, right: 0, bottom: 0 };
  /**
   * A view changed for another reason (the box's size, a refit) keeps the lit cells that reveal()
   * showed where they can be seen, in the room reveal() measured (no layout read).
   * @param {import("./state.mjs").View} v
   */
  function keepRevealed(v) {
    if (!revealedKey || revealedKey !== cellsKey || !cellTargets.size) return v;
    const [w, h] = boxSize();
    const part = { left: revealedInsets.left, top: revealedInsets.top, right: w - revealedInsets.right, bottom: h - revealedInsets.bottom };
    const cells = Array.from(cellTargets.keys()).map(parseCellLabel);
    return placeCells(cells, v, part).view;
  }
  /**
   * After a tile is picked: every lit cell wholly inside the part of the board that can be seen and
   * tapped, REVEAL_MARGIN px clear of its edges.  The view changes as little as it can (revealView):
   * nothing when they are in view; else a pan; else a zoom out, down to the smallest readable,
   * tappable size.  When even that part cannot hold them at that size but the board is partly out of
   * sight (scrolled away, under the notebook's toolbar), the board is first scrolled into the window.
   * When they still do not all fit, the best one (one the tile fits as turned, nearest the middle)
   * is shown with as many of its nearest neighbours as fit with it: the others are a drag away (and
   * the next pick starts from where the person dragged to).  Something laid over the board (found
   * by elementFromPoint at the cells' places) is kept out of the room too.
   * Reads the layout, once the drawing is done (the tap's handler), never inside the redraw.
   * When nothing of the board can be seen or tapped (its box is not laid out, or something covers
   * all of it: JupyterLab's splash screen while it changes the theme), the view is left as it is
   * (a room of no size would shrink the cells into the box's corner) and reveal() tries again later.
   */
  function reveal(keep = false, panOnly = false, again = false) {
    clearTimeout(revealWait);
    revealWait = 0;
    if (!again) revealTries = 0;
    if (!cellTargets.size || !local.view) return;
    // after a zoom the person made: their size stays, the board only slides
    const minScale = panOnly ? local.view.scale : revealMinScale();
    const labels = Array.from(cellTargets.keys());
    const cells = labels.map(parseCellLabel);
    const sameCells = labels.join(" ") === revealedLabels;
    let { origin, part, size } = visiblePart();
    const [w, h] = size;
    if (w < 1 || h < 1) return revealLater(panOnly);
    const cut = part.left > 0.5 || part.top > 0.5 || part.right < w - 0.5 || part.bottom < h - 0.5;
    if (cut && !placeCells(cells, local.view, part, minScale).all) {
      boardBox.scrollIntoView({ block: "nearest", inline: "nearest" });
      ({ origin, part } = visiblePart());
    }
    let room = part;
    let view = local.view;
    for (let i = 0; i < 4; i++) {
      view = placeCells(cells, local.view, room, minScale).view;
      const cover = coverOver(origin, view, room);
      if (!cover) break;
      room = besideCover(room, cover);
    }
    if (room.right - room.left < 1 || room.bottom - room.top < 1) return revealLater(panOnly);
    revealedKey = cellsKey;
    revealedLabels = labels.join(" ");
    revealedInsets = { left: room.left, top: room.top, right: w - room.right, bottom: h - room.bottom };
    const v = local.view;
    // A turn of the picked tile (the same lit cells), a resize or a redraw: when the lit cells cannot
    // all be shown at a tappable size and some of them are in sight, they stay where the child sees
    // them (the view does not jump to the cells the tile fits as turned, away from the finger).
    if ((keep || sameCells) && !placeCells(cells, v, room, minScale).all && cells.some((c) => wholly(c, v, room))) return;
    if (view.scale !== v.scale || view.panX !== v.panX || view.panY !== v.panY) setView(view, !keep);
  }
  /** Whether a cell is wholly inside a room at a view. @param {{x: number, y: number, up: boolean}} c @param {import("./state.mjs").View} v @param {{left: number, top: number, right: number, bottom: number}} room */
  function wholly(c, v, room) {
    return cellCorners(c).every((p) => {
      const [x, y] = toScreen(pointXY(p), v);
      return x >= room.left && x <= room.right && y >= room.top && y <= room.bottom;
    });
  }
  /**
   * After the board's box changed (a tablet turned, the window resized) or the board was redrawn
   * (the computer's move) while cells are lit: reveal() again on the next frame, from the layout as
   * it is then (the room measured at the pick is stale: the box moved in the page).
   */
  let revealQueued = 0;
  let revealWait = 0;
  let revealTries = 0;
  /** reveal() again a little later, from the page as it is then (a bounded number of times). @param {boolean} panOnly */
  function revealLater(panOnly) {
    if (revealTries >= REVEAL_TRIES) return;
    revealTries += 1;
    revealWait = window.setTimeout(() => {
      revealWait = 0;
      cancelAnimationFrame(revealQueued);
      revealQueued = requestAnimationFrame(() => { revealQueued = 0; reveal(true, panOnly, true); });
    }, REVEAL_RETRY_MS);
  }
  /** @param {boolean} [panOnly] */
  function revealSoon(panOnly = false) {
    if (!cellTargets.size) return;
    cancelAnimationFrame(revealQueued);
    revealQueued = requestAnimationFrame(() => { revealQueued = 0; reveal(true, panOnly); });
  }
  function applyView() {
    if (!local.view) return;
    viewG.setAttribute("transform", viewTransform(local.view));
  }
  /** @param {import("./state.mjs").View} v @param {boolean} animate */
  function setView(v, animate) {
    cancelAnimationFrame(anim);
    if (!animate || !local.view || matchMedia("(prefers-reduced-motion: reduce)").matches) {
      local.view = v;
      applyView();
      return;
    }
    const from = local.view;
    const t0 = performance.now();
    /** @param {number} now */
    const step = (now) => {
      const k = Math.min(1, (now - t0) / 280);
      const e = 1 - (1 - k) * (1 - k);
      local.view = {
        scale: from.scale + (v.scale - from.scale) * e,
        panX: from.panX + (v.panX - from.panX) * e,
        panY: from.panY + (v.panY - from.panY) * e,
      };
      applyView();
      if (k < 1) anim = requestAnimationFrame(step);
    };
    anim = requestAnimationFrame(step);
  }
  /** @param {boolean} animate */
  function refit(animate) {
    if (local.autoFit) setView(keepRevealed(targetFit()), animate);
  }
  /** A pan or zoom the person made: the board stops fitting itself, and the view is theirs. @param {import("./state.mjs").View} v */
  function userView(v) {
    local.autoFit = false;
    revealedKey = "";
    setView(v, false);
  }
  /** @param {number} factor @param {[number, number]} [at] */
  function zoomBy(factor, at) {
    if (!local.view) return;
    const [w, h] = boxSize();
    const s = Math.min(Math.max(local.view.scale * factor, MIN_SCALE), MAX_ZOOM) / local.view.scale;
    userView(zoomAt(local.view, at || [w / 2, h / 2], s));
    revealSoon(true); // the lit cells stay in sight at the new size
  }
  /** A pointer event's place in the board's box. @param {{clientX: number, clientY: number}} ev @returns {[number, number]} */
  function localXY(ev) {
    const r = svg.getBoundingClientRect();
    return [ev.clientX - r.left, ev.clientY - r.top];
  }
  /** @param {[number, number]} xy */
  const cellUnder = (xy) => (local.view ? cellLabel(cellAt(toPaper(xy, local.view))) : null);

  // ------------------------------------------------------------ tiles
  function renderTiles() {
    const mode = model.get("mode");
    const pips = Boolean(model.get("pips"));
    /** @type {Array<[string, number[] | null]>} */
    const items = mode === "mosaic"
      ? (model.get("mosaic") || []).map((/** @type {any[]} */ m) => [m[0], m[1]])
      : (model.get("board") || []).map((/** @type {any[]} */ p) => [p[0], p[1]]);
    const keys = items.map(([c, k]) => `${c}:${k === null ? "back" : k.join(",")}`);
    const sameKind = drawnPips === pips && drawnMode === mode;
    const prefix = sameKind && keys.length >= drawn.length && drawn.every((k, i) => k === keys[i]);
    if (prefix && keys.length === drawn.length) {
      if (model.get("lang") !== drawnLang) { drawnLang = model.get("lang"); nameTiles(); }
      return false;
    }
    drawnLang = model.get("lang");
    const start = prefix ? drawn.length : 0;
    if (!prefix) tileLayer.replaceChildren();
    // a tile added to a board already on screen drops in (a computer's move a child can follow)
    const animate = prefix && rendered;
    let markup = "";
    for (let i = start; i < items.length; i++) {
      const [label, corners] = items[i];
      const cell = parseCellLabel(label);
      const [x, y] = cellCentreSvg(cell);
      let m;
      if (corners === null) {
        m = backMarkup(cell.up, { x, y }).replace('class="trio-tile trio-back"', `class="trio-tile trio-back" data-cell="${label}"`);
      } else {
        m = tileMarkup(corners, cell.up, { pips, x, y, cell: label, title: "" });
      }
      markup += animate ? `<g class="trio-gw-drop">${m}</g>` : m;
    }
    if (markup) {
      for (const n of svgNodes(markup)) {
        const g = n.classList.contains("trio-gw-drop") ? n.firstElementChild : n;
        if (g) {
          // one picture with one name (the digits inside are not read one by one)
          g.setAttribute("role", "img");
          if (mode === "mosaic" && g.getAttribute("data-cell")) g.classList.add("trio-gw-mosaictile");
        }
        tileLayer.appendChild(n);
      }
    }
    nameTiles();
    drawn = keys;
    drawnPips = pips;
    drawnMode = mode;
    rendered = true;
    return true;
  }

  /** Every board tile named with its neighbours (a new tile changes its neighbours' names too). */
  function nameTiles() {
    for (const g of tileLayer.querySelectorAll(".trio-tile")) {
      const tl = g.getAttribute("data-tile");
      const label = g.getAttribute("data-cell") || "";
      const name = tl ? tileName(label, tl) : ctx.tr("tile.face_down");
      if (g.getAttribute("aria-label") === name) continue; // only the new tile and its neighbours change
      g.setAttribute("aria-label", name);
      const title = g.querySelector("title");
      if (title) title.textContent = name;
    }
  }

  function renderStart() {
    startLayer.replaceChildren();
    if (model.get("mode") !== "play" || (model.get("board") || []).length) return;
    const g = svgEl("g", { class: "trio-gw-startcell" });
    g.appendChild(svgEl("path", { d: cellPath("0,0,u", style.gap) }));
    const [x, y] = cellCentreSvg("0,0,u");
    const star = svgEl("text", { x: String(x), y: String(y + 11), "text-anchor": "middle" });
    star.textContent = "\u2605";
    g.appendChild(star);
    startLayer.appendChild(g);
  }

  // ------------------------------------------------------------ cells a tap may target
  /** @returns {Map<string, Target>} */
  function targetCells() {
    /** @type {Map<string, Target>} */
    const out = new Map();
    const tile = local.selected;
    if (model.get("mode") !== "play" || !ctx.interactive() || !tile) return out;
    const legal = (model.get("legal") || {})[tile] || [];
    if (model.get("hints")) {
      for (const [label, corners] of legal) {
        const k = turnsFor(tile, parseCellLabel(label), corners);
        const prev = out.get(label);
        if (!prev) out.set(label, { turns: [k], corners: [corners], lit: true });
        else { prev.turns.push(k); prev.corners.push(corners); }
      }
      return out;
    }
    // hints off: every open cell (the person finds out whether it fits)
    const board = model.get("board") || [];
    if (!board.length) {
      out.set("0,0,u", { turns: [], corners: [], lit: false });
      return out;
    }
    const taken = new Set(board.map((/** @type {any[]} */ p) => p[0]));
    for (const p of board) {
      for (const n of cellNeighbours(parseCellLabel(p[0]))) {
        const l = cellLabel(n);
        if (!taken.has(l)) out.set(l, { turns: [], corners: [], lit: false });
      }
    }
    return out;
  }

  function renderCells() {
    const key = JSON.stringify([model.get("legal"), local.selected, local.turns, model.get("hints"), (model.get("board") || []).length,
      model.get("viewer"), model.get("covered"), model.get("current"), model.get("mode"), model.get("lang"), model.get("summary")]);
    if (key === cellsKey) return;
    cellsKey = key;
    openLayer.replaceChildren();
    previewLayer.replaceChildren();
    cellTargets = targetCells();
    const tile = local.selected;
    const focusLabel = cellTargets.has(local.focusCell || "") ? local.focusCell : null;
    let first = true;
    for (const [label, info] of cellTargets) {
      const g = svgEl("g", { class: "trio-gw-cell" + (info.lit ? " legal" : " open"), "data-cell": label, role: "button" });
      if (info.lit) {
        const k = info.turns.includes(local.turns) ? local.turns : info.turns[0];
        if (info.turns.includes(local.turns)) g.classList.add("fits-now");
        g.dataset.turns = String(k);
        const n = near(label);
        const fits = ctx.tr(`board.cell_fits_${k}`, { tile });
        g.setAttribute("aria-label", n ? fits + ", " + ctx.tr("board.next_to", { near: n }) : fits);
      } else if (label === "0,0,u" && !(model.get("board") || []).length) {
        g.setAttribute("aria-label", ctx.tr("board.start"));
      } else {
        const n = near(label);
        g.setAttribute("aria-label", n ? ctx.tr("board.cell") + ", " + ctx.tr("board.next_to", { near: n }) : ctx.tr("board.cell"));
      }
      const isFocus = focusLabel ? label === focusLabel : first;
      g.setAttribute("tabindex", isFocus ? "0" : "-1");
      first = false;
      g.appendChild(svgEl("path", { d: cellPath(label, style.gap + 2) }));
      openLayer.appendChild(g);
    }
    if (local.hoverCell && cellTargets.has(local.hoverCell)) showPreview(local.hoverCell);
  }

  /** The ghost of the picked tile on a cell, and a ring round it (keyboard focus, hover). @param {string} label */
  function showPreview(label) {
    previewLayer.replaceChildren();
    if (!local.selected || !cellTargets.has(label)) return;
    const ring = svgEl("path", { class: "trio-gw-target", d: cellPath(label, -1) });
    const corners = ctx.placementFor(label);
    if (!corners) {
      previewLayer.appendChild(ring);
      return;
    }
    const cell = parseCellLabel(label);
    const [x, y] = cellCentreSvg(cell);
    const [n] = svgNodes(tileMarkup(corners, cell.up, { pips: Boolean(model.get("pips")), x, y, title: "" }));
    n.classList.add("trio-gw-ghost");
    n.removeAttribute("data-tile");
    n.setAttribute("aria-hidden", "true");
    previewLayer.append(n, ring);
  }
  function clearPreview() {
    previewLayer.replaceChildren();
  }

  // ------------------------------------------------------------ marks: hint, last move, bridge, hexagons
  function renderHint() {
    const h = model.get("hint") || {};
    if (!h.cell || !h.corners) return;
    const cell = parseCellLabel(h.cell);
    const [x, y] = cellCentreSvg(cell);
    const [n] = svgNodes(tileMarkup(h.corners, cell.up, { pips: Boolean(model.get("pips")), x, y, title: "" }));
    n.classList.add("trio-gw-ghost");
    n.removeAttribute("data-tile");
    n.setAttribute("aria-hidden", "true");
    const ring = svgEl("path", { class: "trio-gw-hintring", d: cellPath(h.cell, -1), "data-cell": h.cell });
    const title = svgEl("title");
    title.textContent = ctx.tr("game.hint");
    ring.appendChild(title);
    markLayer.append(n, ring);
  }

  function renderMarks() {
    markLayer.replaceChildren();
    if (model.get("mode") !== "play") return;
    renderHint();
    const lm = model.get("last_move") || {};
    if (lm.type !== "play") return;
    markLayer.appendChild(svgEl("path", { class: "trio-gw-lastring", d: cellPath(lm.cell, style.gap / 2), "data-cell": lm.cell }));
    for (const p of lm.hexagon_points || []) {
      const [x, y] = p;
      const around = [[x + 1, y], [x, y + 1], [x - 1, y + 1], [x - 1, y], [x, y - 1], [x + 1, y - 1]];
      const d = "M" + around.map((q) => paperToSvg(pointXY(/** @type {[number, number]} */ (q))).map((v) => v.toFixed(1)).join(",")).join("L") + "Z";
      const hex = svgEl("path", { class: "trio-gw-hexagon", d });
      const title = svgEl("title");
      title.textContent = ctx.tr("board.hexagon");
      hex.appendChild(title);
      markLayer.appendChild(hex);
    }
    if (lm.bridge_point) {
      const [x, y] = paperToSvg(pointXY(lm.bridge_point));
      const c = svgEl("circle", { class: "trio-gw-bridge", cx: x.toFixed(1), cy: y.toFixed(1), r: String(E * 0.22) });
      const title = svgEl("title");
      title.textContent = ctx.tr("board.bridge");
      c.appendChild(title);
      markLayer.appendChild(c);
    }
  }

  function renderTexts() {
    svg.setAttribute("aria-label", ctx.tr("board.label"));
    keysHelp.textContent = ctx.tr("board.keys");
    for (const [b, key] of /** @type {Array<[HTMLButtonElement, string]>} */ ([[zoomIn, "board.zoom_in"], [zoomOut, "board.zoom_out"], [fitBtn, "board.fit"]])) {
      b.setAttribute("aria-label", ctx.tr(key));
      b.title = ctx.tr(key);
    }
  }

  // ------------------------------------------------------------ keyboard helpers
  /** @param {string} label */
  function focusCell(label) {
    local.focusCell = label;
    const g = openLayer.querySelector(`[data-cell="${label}"]`);
    openLayer.querySelectorAll(".trio-gw-cell").forEach((n) => n.setAttribute("tabindex", n === g ? "0" : "-1"));
    if (g) {
      /** @type {SVGElement} */ (g).focus({ preventScroll: true });
      showPreview(label);
    }
  }
  /** The target cell nearest in a direction. @param {string} fromLabel @param {number} dx @param {number} dy */
  function nearestCell(fromLabel, dx, dy) {
    const from = cellCentreSvg(fromLabel);
    let best = null;
    let bestScore = Infinity;
    for (const label of cellTargets.keys()) {
      if (label === fromLabel) continue;
      const [x, y] = cellCentreSvg(label);
      const vx = x - from[0];
      const vy = y - from[1];
      const along = vx * dx + vy * dy;
      if (along <= 1e-6) continue;
      const across = Math.abs(vx * dy - vy * dx);
      const score = along + 2 * across;
      if (score < bestScore) { bestScore = score; best = label; }
    }
    return best;
  }
  /** The first cell the picked tile fits as turned (else the first target). */
  function firstTarget() {
    const n = openLayer.querySelector(".trio-gw-cell.fits-now") || openLayer.querySelector(".trio-gw-cell");
    return n ? n.getAttribute("data-cell") : null;
  }

  // ------------------------------------------------------------ update
  let refitWanted = false;
  function update() {
    if (ctx.projector() !== lastProjector) { lastProjector = ctx.projector(); local.autoFit = true; refitWanted = true; }
    renderTexts();
    const changed = renderTiles();
    renderStart();
    renderCells();
    renderMarks();
    if (!local.view) setView(targetFit(), false);
    // the board fits itself to the view as it grows; a mosaic stays put while it is drawn
    else if ((changed && model.get("mode") === "play") || refitWanted) {
      // with lit cells, at once, and they are revealed again from the page as it is then
      refit(!cellTargets.size);
      revealSoon();
    }
    refitWanted = false;
  }

  let lastProjector = ctx.projector();
  const ro = new ResizeObserver((entries) => {
    for (const e of entries) {
      if (e.target !== svg) continue;
      const b = e.borderBoxSize && e.borderBoxSize[0];
      box = b ? [b.inlineSize, b.blockSize] : [e.contentRect.width, e.contentRect.height];
    }
    if (ctx.projector() !== lastProjector) { lastProjector = ctx.projector(); local.autoFit = true; revealedKey = ""; }
    // the board refits (keeping the lit cells a pick revealed in view: a resize must not undo it),
    // from the fit it wants, never from a view still zooming there (a projector's big tiles would
    // be undone by the half-done zoom); a view the person chose keeps the revealed cells in view
    if (local.autoFit) refit(false);
    else if (local.view) setView(keepRevealed(local.view), false);
    revealSoon();
  });
  ro.observe(boardBox);
  ro.observe(svg, { box: "border-box" });

  return {
    update,
    dispose() {
      ro.disconnect();
      cancelAnimationFrame(anim);
      cancelAnimationFrame(revealQueued);
      clearTimeout(revealWait);
    },
    /** refit on the next update (a new mode) */
    wantRefit() { refitWanted = true; },
    updateCells: renderCells,
    svg, boardBox, keysHelp, openLayer,
    zoomButtons: [zoomOut, zoomIn, fitBtn],
    refit, zoomBy, setView, userView, reveal, scaleRange, localXY, cellUnder, showPreview, clearPreview, focusCell, nearestCell, firstTarget,
    /** @param {string | null} label */
    isTarget: (label) => label !== null && cellTargets.has(label),
  };
}
