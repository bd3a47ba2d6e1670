// @ts-check
// The teaching widgets' pictures: one tile in a small <svg>, a small board with a marked space,
// the last move ringed and a marked corner, and the board's words for screen readers.  Tiles
// are drawn by tile.mjs (the same drawing as svg.py).

import { cellCorners, pointXY, parseCellLabel } from "./geometry.mjs";
import { SVG_NS, tileMarkup, defsMarkup, svgNodes, placementMarkup, cellPath, cellCentreSvg, paperToSvg, getTileStyle, tileName } from "./tile.mjs";

/**
 * @param {string} markup
 * @returns {Element}
 */
export function svgNode(markup) {
  return svgNodes(markup)[0];
}

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
export function svgEl(tag, attrs) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * A small <svg> holding one tile (its own <defs>), sized `px` pixels per edge.
 * @param {number[]} corners
 * @param {boolean} up
 * @param {{px?: number, pips?: boolean, title?: string, tint?: boolean, square?: boolean}} [opts]
 */
export function tileSvg(corners, up, opts = {}) {
  const st = getTileStyle();
  const e = st.edge;
  const h = e * Math.sqrt(3) / 2;
  const pad = 6;
  let vb;
  if (opts.square) {
    const r = (2 * h) / 3 + pad;
    vb = [-r, -r, 2 * r, 2 * r + st.shadow_dy];
  } else {
    const top = up ? -(2 * h) / 3 - pad : -h / 3 - pad;
    const bottom = (up ? h / 3 : (2 * h) / 3) + st.shadow_dy + pad;
    vb = [-e / 2 - pad, top, e + 2 * pad, bottom - top];
  }
  const px = opts.px ?? 60;
  const svg = svgEl("svg", {
    viewBox: vb.map((v) => v.toFixed(2)).join(" "),
    width: ((vb[2] * px) / e).toFixed(1),
    height: ((vb[3] * px) / e).toFixed(1),
    class: "tc-tilesvg",
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.appendChild(svgNode(defsMarkup(["trio-face-u", "trio-face-d", ...corners.filter((n) => n > 0).map((n) => `trio-pips-${n}`)])));
  const g = svgNode(tileMarkup(corners, up, { pips: !!opts.pips, title: opts.title }));
  if (opts.tint) {
    const face = g.querySelector("use");
    const tint = svgEl("path", { d: trianglePath(up, st.gap + 1), class: "tc-mirror-tint" });
    if (face && face.nextSibling) g.insertBefore(tint, face.nextSibling);
    else g.appendChild(tint);
  }
  svg.appendChild(g);
  return svg;
}

/**
 * A triangle around the origin (SVG units, Y down), shrunk by `inset`.
 * @param {boolean} up
 * @param {number} inset
 */
export function trianglePath(up, inset) {
  const st = getTileStyle();
  const [cx, cy] = cellCentreSvg({ x: 0, y: 0, up }, st);
  const d = cellPath({ x: 0, y: 0, up }, inset, st);
  // cellPath is placed at the cell's centre; move it to the origin
  return d.replace(/(-?[0-9.]+),(-?[0-9.]+)/g, (_m, x, y) => `${(Number(x) - cx).toFixed(2)},${(Number(y) - cy).toFixed(2)}`);
}

/**
 * A small board as an <svg>: the table, the tiles, a target cell, a last-move ring, a marked corner.
 * @param {{board: Array<[string, number[]]>, target?: string | null, last?: string | null,
 *          mark?: number[] | null, placed?: {cell: string, corners: number[]} | null,
 *          pips?: boolean, px?: number, maxWidth?: number, label?: string, targetLabel?: string}} spec
 * @returns {{svg: SVGSVGElement, target: Element | null}}
 */
export function boardSvg(spec) {
  const st = getTileStyle();
  const e = st.edge;
  const cells = spec.board.map(([c]) => c);
  if (spec.target) cells.push(spec.target);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const label of cells) {
    for (const p of cellCorners(parseCellLabel(label))) {
      const [x, y] = paperToSvg(pointXY(p), st);
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    }
  }
  const m = e * 0.42;
  x0 -= m; y0 -= m; x1 += m; y1 += m + st.shadow_dy;
  const w = x1 - x0, h = y1 - y0;
  // pixels per tile edge: big for a small board, and the whole board at most maxWidth wide
  const px = Math.min(spec.px ?? 110, (spec.maxWidth ?? 540) / (w / e));
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (svgEl("svg", {
    viewBox: `${x0.toFixed(2)} ${y0.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`,
    class: "tc-board",
    role: "img",
  })));
  svg.style.width = `${((w * px) / e).toFixed(0)}px`;
  if (spec.label) svg.setAttribute("aria-label", spec.label);
  svg.appendChild(svgNode(defsMarkup()));
  svg.appendChild(svgEl("rect", { x: x0.toFixed(2), y: y0.toFixed(2), width: w.toFixed(2), height: h.toFixed(2), rx: 14, class: "tc-table" }));
  for (const [cell, corners] of spec.board) {
    svg.appendChild(svgNode(placementMarkup({ cell, corners }, { pips: !!spec.pips })));
  }
  /** @type {Element | null} */
  let target = null;
  if (spec.target) {
    target = svgEl("g", { class: "tc-target", "data-cell": spec.target });
    target.appendChild(svgEl("path", { d: cellPath(spec.target, st.gap, st), class: "tc-target-fill" }));
    const [cx, cy] = cellCentreSvg(spec.target, st);
    const q = svgEl("text", { x: cx.toFixed(2), y: (cy + 13).toFixed(2), class: "tc-target-q", "text-anchor": "middle" });
    q.textContent = "?";
    target.appendChild(q);
    if (spec.targetLabel) {
      const title = svgEl("title", {});
      title.textContent = spec.targetLabel;
      target.appendChild(title);
    }
    svg.appendChild(target);
    if (spec.placed && spec.placed.cell === spec.target) {
      target.classList.add("tc-filled");
      const g = svgNode(placementMarkup({ cell: spec.placed.cell, corners: spec.placed.corners }, { pips: !!spec.pips }));
      g.classList.add("tc-placed");
      svg.appendChild(g);
    }
    const ring = svgEl("path", { d: cellPath(spec.target, -1, st), class: "tc-target-ring" + (spec.placed && spec.placed.cell === spec.target ? " tc-done" : "") });
    svg.appendChild(ring);
    // keyboard focus on the space shows on its ring (an SVG <g> has no outline of its own)
    target.addEventListener("focus", () => ring.classList.toggle("tc-focus", /** @type {Element} */ (target).matches(":focus-visible")));
    target.addEventListener("blur", () => ring.classList.remove("tc-focus"));
  }
  if (spec.last) {
    svg.appendChild(svgEl("path", { d: cellPath(spec.last, st.gap / 2, st), class: "tc-last", "data-cell": spec.last }));
  }
  if (spec.mark) {
    const [mx, my] = paperToSvg(pointXY(/** @type {[number, number]} */ (spec.mark)), st);
    svg.appendChild(svgEl("circle", { cx: mx.toFixed(2), cy: my.toFixed(2), r: 21, class: "tc-mark" }));
  }
  return { svg, target };
}

/**
 * A board's words for screen readers: how many tiles, what the marked space needs.
 * @param {(key: string, params?: any) => string} tr
 * @param {Array<[string, number[]]>} board
 */
export function boardWords(tr, board) {
  const tiles = board.map(([, c]) => tileName(c)).join(", ");
  return tr("teach.aria.board", { n: board.length, tiles });
}
