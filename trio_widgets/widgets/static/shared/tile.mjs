// @ts-check
// One drawing of a tile, for the browser: the same markup as trio_widgets/svg.py.
//
// Every number comes from tile_style.json, which this module imports (esbuild
// puts it in each widget's bundle; node reads it as a JSON module).  A test may
// draw with other numbers: setTileStyle(json), or {style} in the options.
// tests/test_one_drawing.py compares tileMarkup() with svg.tile_markup().
//
// SVG units: a tile edge is style.edge (100) units; tiles are drawn around
// their centre; board units are paper units * edge with Y flipped (Y down).
//
// In a widget (a module of static/<widget>/ importing "../shared/tile.mjs"):
//   const svg = document.createElementNS(SVG_NS, "svg");      // touch-action: none
//   const layer = document.createElementNS(SVG_NS, "g");      // the board, in board units
//   svg.appendChild(layer);
//   let view = fitView(cells, width, height, 24, 120);         // geometry.mjs
//   layer.setAttribute("transform", viewTransform(view));
//   for (const p of placements) drawPlacement(layer, p, { pips });   // p = {cell: "x,y,u", corners: [a, b, c]}
//   const g = drawTile(handSvg, [3, 4, 5], true, { x: 60, y: 60, scale: 0.8 });  // a tile in a hand
//   g.setAttribute("tabindex", "0"); g.setAttribute("role", "button");
//   // pointer -> cell: cellAt(toPaper([e.clientX - rect.left, e.clientY - rect.top], view))

import { SQRT3_2, cellCorners, pointXY, parseCellLabel, cellLabel } from "./geometry.mjs";
import TILE_STYLE from "./tile_style.json" with { type: "json" };

/** @type {any} */
let currentStyle = TILE_STYLE;

export const SVG_NS = "http://www.w3.org/2000/svg";
export const XLINK_NS = "http://www.w3.org/1999/xlink";

/**
 * Use this style (the parsed tile_style.json) from now on.
 * @param {any} style
 */
export function setTileStyle(style) {
  currentStyle = style;
}

/** The style in use (throws if none was given). */
export function getTileStyle() {
  if (!currentStyle) throw new Error("tile.mjs has no style: call setTileStyle(tile_style.json)");
  return currentStyle;
}

/** @param {any} [opts] */
function styleOf(opts) {
  return (opts && opts.style) || getTileStyle();
}

/**
 * A number for SVG: rounded to 2 decimals, no trailing zeros, never "-0".
 * The same function as svg.fmt in Python, so both print the same text.
 * @param {number} v
 * @returns {string}
 */
export function fmt(v) {
  let n = Math.floor(v * 100 + 0.5);
  if (n === 0) return "0";
  const sign = n < 0 ? "-" : "";
  n = Math.abs(n);
  let text = String(Math.floor(n / 100));
  const frac = n % 100;
  if (frac) text += "." + String(frac).padStart(2, "0").replace(/0+$/, "");
  return sign + text;
}

/** @param {number} x @param {number} y */
function pt(x, y) {
  return `${fmt(x)},${fmt(y)}`;
}

// ---------------------------------------------------------------- markup
/** @param {string} s */
function escText(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** @param {string} s  (escaped as ElementTree escapes attributes) */
function escAttr(s) {
  return escText(s)
    .replace(/"/g, "&quot;")
    .replace(/\r/g, "&#13;")
    .replace(/\n/g, "&#10;")
    .replace(/\t/g, "&#09;");
}

/**
 * Serialise one element the way Python's ElementTree does.
 * @param {string} tag
 * @param {Array<[string, string]>} attrs  in order
 * @param {string[] | string} [body]  child markup, or text
 * @returns {string}
 */
function el(tag, attrs, body) {
  let s = "<" + tag;
  for (const [k, v] of attrs) s += ` ${k}="${escAttr(v)}"`;
  if (typeof body === "string") return body === "" ? s + " />" : `${s}>${escText(body)}</${tag}>`;
  if (!body || body.length === 0) return s + " />";
  return `${s}>${body.join("")}</${tag}>`;
}

/** @param {string} name @param {any} style */
function colour(name, style) {
  return style.colours[name][1];
}

/**
 * `var(--trio-tile-face, #fffaec)` for a colour of tile_style.json, for widget CSS.
 * @param {string} name
 * @param {any} [style]
 */
export function cssColour(name, style) {
  const [v, fallback] = (style || getTileStyle()).colours[name];
  return `var(${v}, ${fallback})`;
}

// ---------------------------------------------------------------- shapes
/**
 * The triangle's corners around its centre, clockwise from the cell's first corner (Y down).
 * @param {boolean} up
 * @param {any} style
 * @returns {Array<[number, number]>}
 */
function baseCorners(up, style) {
  const e = style.edge;
  const h = e * SQRT3_2;
  if (up) return [[0, -((2 * h) / 3)], [e / 2, h / 3], [-(e / 2), h / 3]];
  return [[-(e / 2), -(h / 3)], [e / 2, -(h / 3)], [0, (2 * h) / 3]];
}

/**
 * A triangle shrunk so each edge moves `inset` inwards, with rounded corners.
 * @param {boolean} up
 * @param {number} inset
 * @param {any} style
 */
function shapePath(up, inset, style) {
  const e = style.edge;
  const r = (e * SQRT3_2) / 3;
  const k = (r - inset) / r;
  const pts = baseCorners(up, style).map(([x, y]) => [x * k, y * k]);
  const t = style.corner_round;
  let d = "";
  for (let i = 0; i < 3; i++) {
    const [px, py] = pts[i];
    const [qx, qy] = pts[(i + 2) % 3];
    const [nx, ny] = pts[(i + 1) % 3];
    const ax = px + (qx - px) * t;
    const ay = py + (qy - py) * t;
    const bx = px + (nx - px) * t;
    const by = py + (ny - py) * t;
    d += (i === 0 ? "M" : "L") + pt(ax, ay) + "Q" + pt(px, py) + " " + pt(bx, by);
  }
  return d + "Z";
}

/** @param {boolean} up @param {number} i @param {number} frac @param {any} style */
function anchor(up, i, frac, style) {
  const [x, y] = baseCorners(up, style)[i];
  return [x * frac, y * frac];
}

// ---------------------------------------------------------------- defs
/**
 * The <defs> ids a drawing needs, in a fixed order (as svg.def_ids).
 * @param {{pips?: boolean, numbers?: Iterable<number>, backs?: boolean}} [need]
 * @returns {string[]}
 */
export function defIds(need = {}) {
  const ids = ["trio-face-u", "trio-face-d"];
  if (need.backs) ids.push("trio-back-u", "trio-back-d");
  if (need.pips) {
    const nums = need.numbers === undefined ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [...new Set(need.numbers)];
    for (const n of nums.sort((a, b) => a - b)) if (n > 0) ids.push(`trio-pips-${n}`);
  }
  return ids;
}

/**
 * The markup of one <defs> entry: "trio-face-u|d", "trio-back-u|d" or "trio-pips-N".
 * @param {string} id
 * @param {any} [style]
 * @returns {string}
 */
export function defMarkup(id, style) {
  const st = style || getTileStyle();
  if (id.startsWith("trio-pips-")) {
    const n = Number(id.slice("trio-pips-".length));
    const s = st.pip_spacing[n];
    const r = fmt(st.pip_radius[n]);
    const dots = st.pips[String(n)].map(([dx, dy]) =>
      el("circle", [["cx", fmt(dx * s)], ["cy", fmt(dy * s)], ["r", r]]),
    );
    return el("g", [["id", id], ["fill", st.numbers[n]]], dots);
  }
  const [, kind, ud] = id.split("-");
  const up = ud === "u";
  const [face, bevel] = kind === "back" ? ["back", "back_bevel"] : ["face", "bevel"];
  const outline = shapePath(up, st.gap, st);
  return el("g", [["id", id]], [
    el("path", [
      ["d", outline],
      ["fill", colour("shadow", st)],
      ["fill-opacity", fmt(st.shadow_opacity)],
      ["transform", `translate(0,${fmt(st.shadow_dy)})`],
    ]),
    el("path", [
      ["d", outline],
      ["fill", colour(face, st)],
      ["stroke", colour("border", st)],
      ["stroke-width", fmt(st.stroke_width)],
      ["stroke-linejoin", "round"],
    ]),
    el("path", [
      ["d", shapePath(up, st.gap + st.bevel_inset, st)],
      ["fill", "none"],
      ["stroke", colour(bevel, st)],
      ["stroke-width", fmt(st.bevel_width)],
      ["stroke-linejoin", "round"],
    ]),
  ]);
}

/**
 * A whole <defs> element with the given entries (all faces, backs and pips by default).
 * @param {string[]} [ids]
 * @param {any} [style]
 */
export function defsMarkup(ids, style) {
  const list = ids || defIds({ pips: true, backs: true });
  return el("defs", [], list.map((id) => defMarkup(id, style)));
}

// ---------------------------------------------------------------- one tile
/** @param {string} id @param {Array<[string, string]>} [extra] */
function use(id, extra = []) {
  return el("use", [["href", "#" + id], ["xlink:href", "#" + id], ...extra]);
}

/**
 * The tile's name: its numbers clockwise from the smallest rotation, "3-4-5".
 * @param {number[]} corners
 */
export function tileName(corners) {
  const [a, b, c] = corners.map(Number);
  const rots = [[a, b, c], [b, c, a], [c, a, b]];
  rots.sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2]);
  return rots[0].join("-");
}

/** @param {number} x @param {number} y @param {number} [scale] */
function placeTransform(x, y, scale = 1) {
  let t = `translate(${pt(x, y)})`;
  if (scale !== 1) t += ` scale(${fmt(scale)})`;
  return t;
}

/**
 * @typedef {object} TileOptions
 * @property {boolean} [pips]    dots instead of digits
 * @property {number} [x]        centre, SVG units (default 0)
 * @property {number} [y]
 * @property {number} [scale]    1 = a tile edge of style.edge units
 * @property {number} [size]     edge in SVG units instead of scale (size / style.edge)
 * @property {string | {x:number,y:number,up:boolean}} [cell]   adds data-cell and the "on cell" title
 * @property {string} [title]    the <title> text (screen readers, hover)
 * @property {any} [style]       a tile_style.json other than the one set
 */

/**
 * One tile's SVG markup: a <g> with data-tile, a <title>, the face and the numbers.
 * `corners` are the numbers at the corners clockwise, starting at the top
 * (pointing up) or the top-left (pointing down), like a placement's corners.
 * @param {number[]} corners
 * @param {boolean} up
 * @param {TileOptions} [opts]
 * @returns {string}
 */
export function tileMarkup(corners, up, opts = {}) {
  const st = styleOf(opts);
  const nums = corners.map(Number);
  const name = tileName(nums);
  const cell = opts.cell === undefined || opts.cell === null ? null : typeof opts.cell === "string" ? opts.cell : cellLabel(opts.cell);
  let title = opts.title;
  if (title === undefined || title === null) {
    if (cell === null) title = `tile ${name}`;
    else {
      const [cx, cy, cu] = cell.split(",");
      title = `${name} on cell ${cx},${cy},${cu === "u" ? "up" : "down"}`;
    }
  }
  const scale = opts.size !== undefined ? opts.size / st.edge : opts.scale ?? 1;
  /** @type {Array<[string, string]>} */
  const attrs = [["class", "trio-tile"], ["data-tile", name]];
  if (cell !== null) attrs.push(["data-cell", cell]);
  attrs.push(["transform", placeTransform(opts.x ?? 0, opts.y ?? 0, scale)]);
  const body = [el("title", [], title), use("trio-face-" + (up ? "u" : "d"))];
  if (opts.pips) {
    nums.forEach((n, i) => {
      if (n > 0) {
        const [ax, ay] = anchor(up, i, st.pip_anchor, st);
        const place = `translate(${pt(ax, ay)})` + (up ? "" : " scale(1,-1)");
        body.push(use(`trio-pips-${n}`, [["transform", place]]));
      }
    });
  } else {
    const texts = nums.map((n, i) => {
      const [ax, ay] = anchor(up, i, st.anchor, st);
      return el("text", [["x", fmt(ax)], ["y", fmt(ay + st.baseline * st.font_size)], ["fill", st.numbers[n]]], String(n));
    });
    body.push(
      el(
        "g",
        [
          ["class", "trio-nums"],
          ["font-family", st.font_family],
          ["font-size", fmt(st.font_size)],
          ["font-weight", st.font_weight],
          ["text-anchor", "middle"],
        ],
        texts,
      ),
    );
  }
  return el("g", attrs, body);
}

/**
 * A face-down tile (its back), for hands you may not see.
 * @param {boolean} up
 * @param {{x?: number, y?: number, scale?: number}} [opts]
 */
export function backMarkup(up, opts = {}) {
  return el("g", [["class", "trio-tile trio-back"], ["transform", placeTransform(opts.x ?? 0, opts.y ?? 0, opts.scale ?? 1)]], [
    el("title", [], "a tile, face down"),
    use("trio-back-" + (up ? "u" : "d")),
  ]);
}

// ---------------------------------------------------------------- on a board
/**
 * @param {string | {x:number,y:number,up:boolean}} cell
 * @returns {{x:number,y:number,up:boolean}}
 */
function asCell(cell) {
  return typeof cell === "string" ? parseCellLabel(cell) : { x: cell.x, y: cell.y, up: Boolean(cell.up) };
}

/**
 * Paper position -> board SVG units (edge units, Y down), as svg.py places tiles.
 * @param {[number, number]} paper
 * @param {any} [style]
 * @returns {[number, number]}
 */
export function paperToSvg(paper, style) {
  const e = (style || getTileStyle()).edge;
  return [paper[0] * e, -(paper[1] * e)];
}

/**
 * Board SVG units -> paper position.
 * @param {[number, number]} p
 * @param {any} [style]
 * @returns {[number, number]}
 */
export function svgToPaper(p, style) {
  const e = (style || getTileStyle()).edge;
  return [p[0] / e, -p[1] / e];
}

/**
 * A cell's centre in board SVG units (computed exactly as svg.py does).
 * @param {string | {x:number,y:number,up:boolean}} cell
 * @param {any} [style]
 * @returns {[number, number]}
 */
export function cellCentreSvg(cell, style) {
  const [a, b, c] = cellCorners(asCell(cell)).map(pointXY);
  return paperToSvg([(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3], style);
}

/**
 * A placed tile's markup, at its cell on the board (like svg.placement_markup).
 * @param {{cell: string | {x:number,y:number,up:boolean}, corners: number[]}} placement
 * @param {TileOptions} [opts]
 */
export function placementMarkup(placement, opts = {}) {
  const cell = asCell(placement.cell);
  const [x, y] = cellCentreSvg(cell, opts.style);
  return tileMarkup(placement.corners, cell.up, { ...opts, x, y, cell: cellLabel(cell) });
}

/**
 * The path of a cell's triangle in board SVG units, shrunk by `inset` (for
 * outlines: legal cells, highlights, the last move, drop targets).
 * @param {string | {x:number,y:number,up:boolean}} cell
 * @param {number} [inset]
 * @param {any} [style]
 */
export function cellPath(cell, inset = 0, style) {
  const st = style || getTileStyle();
  const c = asCell(cell);
  const [cx, cy] = cellCentreSvg(c, st);
  const r = (st.edge * SQRT3_2) / 3;
  const k = (r - inset) / r;
  return "M" + baseCorners(c.up, st).map(([x, y]) => pt(cx + x * k, cy + y * k)).join("L") + "Z";
}

/**
 * The transform for a <g> holding board-unit drawings, so that a geometry.mjs
 * view {scale, panX, panY} (pixels per tile edge, pan in pixels) applies:
 * then geometry.toScreen/toPaper/cellAt agree with what is drawn.
 * @param {{scale: number, panX: number, panY: number}} view
 * @param {any} [style]
 */
export function viewTransform(view, style) {
  const e = (style || getTileStyle()).edge;
  return `translate(${view.panX},${view.panY}) scale(${view.scale / e})`;
}

// ---------------------------------------------------------------- DOM
/**
 * Parse SVG markup into nodes of `doc` (no innerHTML on user text: all text in
 * the markup is escaped by el()).
 * @param {string} markup  one or more SVG elements
 * @param {Document} [doc]
 * @returns {Element[]}
 */
export function svgNodes(markup, doc = globalThis.document) {
  const Parser = /** @type {any} */ (doc.defaultView || globalThis).DOMParser;
  const parsed = new Parser().parseFromString(
    `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}">${markup}</svg>`,
    "image/svg+xml",
  );
  const root = parsed.documentElement;
  if (root.getElementsByTagName("parsererror").length) throw new Error("tile.mjs: bad SVG markup");
  return Array.from(root.children).map((n) => /** @type {Element} */ (doc.importNode(n, true)));
}

/**
 * Make sure the <svg> holding `node` has the tile <defs> (faces, backs, pips).
 * @param {Element} node  an <svg> or any element inside one
 * @param {any} [style]
 * @returns {Element} the <svg>
 */
export function ensureDefs(node, style) {
  const svg = /** @type {any} */ (node).ownerSVGElement || node;
  if (!svg.querySelector("#trio-face-u")) {
    const [defs] = svgNodes(defsMarkup(undefined, style), svg.ownerDocument);
    svg.insertBefore(defs, svg.firstChild);
  }
  return svg;
}

/**
 * Draw one tile into an SVG element; returns its <g> (add listeners, tabindex, aria to it).
 * @param {Element} svgParent  an <svg> or a <g> inside one
 * @param {number[]} corners
 * @param {boolean} up
 * @param {TileOptions} [opts]
 * @returns {Element}
 */
export function drawTile(svgParent, corners, up, opts = {}) {
  ensureDefs(svgParent, opts.style);
  const [g] = svgNodes(tileMarkup(corners, up, opts), svgParent.ownerDocument);
  svgParent.appendChild(g);
  return g;
}

/**
 * Draw a placed tile at its cell (board SVG units); returns its <g>.
 * @param {Element} svgParent
 * @param {{cell: string | {x:number,y:number,up:boolean}, corners: number[]}} placement
 * @param {TileOptions} [opts]
 * @returns {Element}
 */
export function drawPlacement(svgParent, placement, opts = {}) {
  ensureDefs(svgParent, opts.style);
  const [g] = svgNodes(placementMarkup(placement, opts), svgParent.ownerDocument);
  svgParent.appendChild(g);
  return g;
}

/**
 * Draw a face-down tile; returns its <g>.
 * @param {Element} svgParent
 * @param {boolean} up
 * @param {{x?: number, y?: number, scale?: number, style?: any}} [opts]
 */
export function drawBack(svgParent, up, opts = {}) {
  ensureDefs(svgParent, opts.style);
  const [g] = svgNodes(backMarkup(up, opts), svgParent.ownerDocument);
  svgParent.appendChild(g);
  return g;
}
