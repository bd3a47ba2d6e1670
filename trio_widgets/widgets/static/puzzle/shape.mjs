// @ts-check
// The PuzzleBoard's shape: its places (the test hooks .pz-cell[data-cell="x,y,u|d"], class
// "legal" where the tile in hand fits), the tiles on them and the outline.  The drawing is made
// when the puzzle's places change; a redraw then sets only the classes, labels and tiles that
// changed.  Keyboard: one Tab stop, the arrow keys go to the neighbouring place, Enter or Space
// taps it, Escape lets go of the tile in hand.

import { cellCorners, pointXY, parseCellLabel } from "../shared/geometry.mjs";
import { getTileStyle, paperToSvg, placementMarkup, defsMarkup, svgNodes, cellPath, cellCentreSvg, tileName } from "../shared/tile.mjs";
import { el } from "../shared/dom.mjs";
import { svgEl } from "../shared/draw.mjs";
import { setAttr, changes } from "./state.mjs";

/**
 * The neighbour in a direction among the places: the nearest centre within 60 degrees of it.
 * @param {Array<{label: string, x: number, y: number}>} centres
 * @param {string} from
 * @param {number} dx
 * @param {number} dy
 */
export function neighbour(centres, from, dx, dy) {
  const a = centres.find((c) => c.label === from);
  if (!a) return centres.length ? centres[0].label : from;
  let best = null;
  let bestD = Infinity;
  for (const c of centres) {
    if (c.label === from) continue;
    const vx = c.x - a.x, vy = c.y - a.y;
    const d = Math.hypot(vx, vy);
    const along = (vx * dx + vy * dy) / (d || 1);
    if (along < 0.5) continue; // more than 60 degrees off
    const score = d / along;
    if (score < bestD) { bestD = score; best = c.label; }
  }
  return best || from;
}

/**
 * The edges of a shape's outline (every edge with one side off the shape), in SVG units.
 * @param {string[]} cells
 * @param {any} st  the tile style
 * @returns {Array<[number[], number[]]>}
 */
function outlineEdges(cells, st) {
  const inShape = new Set(cells);
  /** @type {Array<[number[], number[]]>} */
  const out = [];
  for (const label of cells) {
    const c = parseCellLabel(label);
    const pts = cellCorners(c);
    const nbs = c.up
      ? [[{ x: c.x, y: c.y, up: false }, 2], [{ x: c.x - 1, y: c.y, up: false }, 1], [{ x: c.x, y: c.y - 1, up: false }, 0]]
      : [[{ x: c.x, y: c.y, up: true }, 1], [{ x: c.x + 1, y: c.y, up: true }, 0], [{ x: c.x, y: c.y + 1, up: true }, 2]];
    for (const [nb, opp] of /** @type {Array<[any, number]>} */ (nbs)) {
      if (inShape.has(`${nb.x},${nb.y},${nb.up ? "u" : "d"}`)) continue;
      const [a, b] = pts.filter((_, k) => k !== opp).map((p) => paperToSvg(pointXY(p), st));
      out.push([a, b]);
    }
  }
  return out;
}

/**
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @param {import("./state.mjs").Page} page
 */
export function createShape(ctx, page) {
  const box = el("div", "pz-boardbox");
  box.dataset.zone = "board";
  /** @type {SVGSVGElement | null} */
  let svg = null;
  /** @type {Array<{label: string, g: Element, place: Element, ring: Element, tile: Element | null, tileKey: string}>} */
  let recs = [];
  /** @type {Map<string, Element>} */
  let cellEls = new Map();
  /** @type {Array<{label: string, x: number, y: number}>} */
  let centres = [];
  /** placed tiles' drawings, kept to be used again (a tile taken back and put down again) */
  /** @type {Map<string, Element>} */
  const tileDrawings = new Map();
  let focused = "";
  const shapeChanged = changes();
  const placesChanged = changes();

  /** The place with the Tab stop gets the focus. @param {string} [label] */
  const focus = (label = focused) => {
    for (const [l, e] of cellEls) setAttr(e, "tabindex", l === label ? "0" : "-1");
    focused = label;
    const e = /** @type {HTMLElement | undefined} */ (/** @type {unknown} */ (cellEls.get(label)));
    if (e && document.activeElement !== e) e.focus();
  };

  /** @param {string} label */
  const tap = (label) => {
    const { have, tr } = page.now();
    const got = have.get(label);
    if (got) {
      if (got.given) {
        page.hint(tr("puzzle.ui.given"));
        return;
      }
      page.focusAfter("board");
      page.act({ action: "take", cell: label });
      return;
    }
    const selected = Number(ctx.model.get("selected") ?? -1);
    if (selected < 0) {
      page.hint(tr("puzzle.ui.pick_first"), "tray");
      return;
    }
    page.focusAfter("tray");
    page.act({ action: "place", cell: label, tile: selected, turn: Number(ctx.model.get("turn") || 0) });
  };

  /** @param {string[]} cells */
  const make = (cells) => {
    const st = getTileStyle();
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const label of cells) {
      for (const p of cellCorners(parseCellLabel(label))) {
        const [x, y] = paperToSvg(pointXY(p), st);
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      }
    }
    const m = st.edge * 0.3;
    x0 -= m; y0 -= m; x1 += m; y1 += m + st.shadow_dy;
    const w = x1 - x0, h = y1 - y0;
    const s = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (svgEl("svg", {
      viewBox: `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`,
      class: "pz-board",
      role: "grid",
    })));
    // 170 px per tile edge (numbers about 50 px high on a projector), never wider than the widget
    s.style.width = `${((w / st.edge) * 170).toFixed(0)}px`;
    s.appendChild(svgNodes(defsMarkup())[0]);
    s.appendChild(svgEl("rect", { x: x0.toFixed(1), y: y0.toFixed(1), width: w.toFixed(1), height: h.toFixed(1), rx: 14, class: "tc-table" }));
    const row = svgEl("g", { role: "row" });
    s.appendChild(row);
    centres = [];
    recs = [];
    cellEls = new Map();
    tileDrawings.clear();
    if (!focused || !cells.includes(focused)) focused = cells[0] || "";
    for (const label of cells) {
      const [cx, cy] = cellCentreSvg(label, st);
      centres.push({ label, x: cx, y: cy });
      const g = svgEl("g", { class: "pz-cell", "data-cell": label, role: "gridcell", tabindex: label === focused ? "0" : "-1" });
      const place = svgEl("path", { d: cellPath(label, st.gap, st), class: "pz-place" });
      const ring = svgEl("path", { d: cellPath(label, -2, st), class: "pz-ring" });
      g.append(place, ring);
      g.addEventListener("click", () => tap(label));
      g.addEventListener("focus", () => { focused = label; });
      row.appendChild(g);
      recs.push({ label, g, place, ring, tile: null, tileKey: "" });
      cellEls.set(label, g);
    }
    const outline = svgEl("g", { class: "pz-outline", "aria-hidden": "true" });
    for (const [a, b] of outlineEdges(cells, st)) {
      outline.appendChild(svgEl("line", { x1: a[0].toFixed(1), y1: a[1].toFixed(1), x2: b[0].toFixed(1), y2: b[1].toFixed(1) }));
    }
    s.appendChild(outline);
    s.addEventListener("keydown", (ev) => {
      const k = ev.key;
      const dirs = /** @type {Record<string, [number, number]>} */ ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] });
      if (dirs[k]) {
        ev.preventDefault();
        focus(neighbour(centres, focused, dirs[k][0], dirs[k][1]));
      } else if (k === "Enter" || k === " ") {
        ev.preventDefault();
        tap(focused);
      } else if (k === "Escape" && page.now().selected >= 0) {
        ev.preventDefault();
        page.act({ action: "select", tile: -1 });
        page.focusAfter("tray");
      }
    });
    box.replaceChildren(s);
    svg = s;
  };

  /** @param {import("./state.mjs").State} now */
  const update = (now) => {
    const { cells, have, legal, selected, tray, pips, tr } = now;
    const newShape = shapeChanged([cells]) || !svg;
    if (newShape) make(cells);
    // (a new shape's places are all set: the inputs below may be the same as the last shape's)
    const inputs = [now.pz.given, now.placed, [...legal], now.hinted, selected, tray[selected] ? tray[selected][1] : "", pips, now.words];
    if (!placesChanged(inputs) && !newShape) return;
    setAttr(/** @type {SVGSVGElement} */ (svg), "aria-label", tr("puzzle.ui.board", { n: cells.length, filled: have.size }));
    if (!cells.includes(focused)) focused = cells[0] || "";
    recs.forEach((rec, i) => {
      const { label, g } = rec;
      const got = have.get(label);
      const key = got ? `${got.corners}|${pips}` : "";
      if (key !== rec.tileKey) {
        if (rec.tile) rec.tile.remove();
        rec.tile = null;
        if (got) {
          const k = `${label}|${key}`;
          let tile = tileDrawings.get(k);
          if (!tile) {
            tile = svgNodes(placementMarkup({ cell: label, corners: got.corners }, { pips }))[0];
            tile.setAttribute("aria-hidden", "true");
            tileDrawings.set(k, tile);
          }
          g.insertBefore(tile, rec.ring);
          rec.tile = tile;
        }
        rec.tileKey = key;
      }
      setAttr(rec.place, "class", got ? "pz-place pz-filled" : "pz-place");
      let cls = "pz-cell";
      if (got) cls += got.given ? " pz-given" : " pz-by-" + got.by;
      if (legal.has(label)) cls += " legal";
      if (label === now.hinted) cls += " pz-hinted";
      setAttr(g, "class", cls);
      const c = parseCellLabel(label);
      const said = got
        ? tr(got.given ? "puzzle.aria.cell_given" : "puzzle.aria.cell_tile", { n: i + 1, tile: tileName(got.corners) })
        : legal.has(label) && selected >= 0
          ? tr("puzzle.aria.cell_fits", { n: i + 1, tile: tray[selected] ? tray[selected][1] : "" })
          : tr(c.up ? "puzzle.aria.cell_empty_up" : "puzzle.aria.cell_empty_down", { n: i + 1 });
      setAttr(g, "aria-label", said);
      setAttr(g, "tabindex", label === focused ? "0" : "-1");
    });
  };

  return {
    el: box,
    update,
    focus,
    /** To the first place where the tile in hand fits, else the place last focused. */
    focusLegal: () => focus([...page.now().legal][0] || focused),
    dispose: () => {
      box.replaceChildren();
      tileDrawings.clear();
    },
  };
}
