// @ts-check
// Board geometry for the browser: lattice <-> paper <-> screen, and hit-testing.
//
// The same conventions as trio_widgets/geometry.py (docs/rules.md section 2):
// lattice point [x, y] sits on paper at X = x + y/2, Y = y * sqrt(3)/2 (Y up).
// A cell is {x, y, up}; its corners, clockwise:
//   up:   [x, y+1] top, [x+1, y] bottom-right, [x, y] bottom-left
//   down: [x, y+1] top-left, [x+1, y+1] top-right, [x+1, y] bottom
// A view {scale, panX, panY} maps paper to screen pixels (Y down):
//   screenX = X * scale + panX,  screenY = -Y * scale + panY
// Pure functions, no imports, no DOM: tested with `node --test tests/js/`.

/** @typedef {[number, number]} Point   a lattice point [x, y] (integers) */
/** @typedef {[number, number]} XY      a paper or screen position */
/** @typedef {{x: number, y: number, up: boolean}} Cell */
/** @typedef {{scale: number, panX: number, panY: number}} View */
/** @typedef {{minX: number, minY: number, maxX: number, maxY: number}} Bounds */

/** sqrt(3)/2: the height of a row of cells, in tile edges. */
export const SQRT3_2 = Math.sqrt(3) / 2;

/** The cell the first tile of a round goes on. @type {Cell} */
export const START_CELL = Object.freeze({ x: 0, y: 0, up: true });

/**
 * Paper position of a lattice point (unit edge, Y up).
 * @param {Point} p
 * @returns {XY}
 */
export function pointXY(p) {
  const [x, y] = p;
  return [x + y / 2, y * SQRT3_2];
}

/**
 * A cell's three lattice points, clockwise (the order of a placement's corners).
 * @param {Cell} cell
 * @returns {[Point, Point, Point]}
 */
export function cellCorners(cell) {
  const { x, y } = cell;
  if (cell.up) return [[x, y + 1], [x + 1, y], [x, y]];
  return [[x, y + 1], [x + 1, y + 1], [x + 1, y]];
}

/**
 * Paper position of a cell's centre (unit edge, Y up).
 * @param {Cell} cell
 * @returns {XY}
 */
export function cellCentre(cell) {
  const [a, b, c] = cellCorners(cell).map(pointXY);
  return [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3];
}

/**
 * The three cells sharing an edge with `cell`.
 * @param {Cell} cell
 * @returns {[Cell, Cell, Cell]}
 */
export function cellNeighbours(cell) {
  const { x, y } = cell;
  if (cell.up) {
    return [{ x, y, up: false }, { x: x - 1, y, up: false }, { x, y: y - 1, up: false }];
  }
  return [{ x, y, up: true }, { x: x + 1, y, up: true }, { x, y: y + 1, up: true }];
}

/**
 * The six cells around a lattice point.
 * @param {Point} p
 * @returns {Cell[]}
 */
export function pointCells(p) {
  const [x, y] = p;
  return [
    { x, y, up: true },
    { x: x - 1, y, up: true },
    { x, y: y - 1, up: true },
    { x: x - 1, y, up: false },
    { x, y: y - 1, up: false },
    { x: x - 1, y: y - 1, up: false },
  ];
}

/**
 * True when two cells are the same cell.
 * @param {Cell} a
 * @param {Cell} b
 */
export function sameCell(a, b) {
  return a.x === b.x && a.y === b.y && Boolean(a.up) === Boolean(b.up);
}

/**
 * The short label used everywhere ("x,y,u" or "x,y,d"), as Cell.label() in Python.
 * @param {Cell} cell
 * @returns {string}
 */
export function cellLabel(cell) {
  return `${cell.x},${cell.y},${cell.up ? "u" : "d"}`;
}

/**
 * Read "x,y,u" / "x,y,d" back into a cell; throws an Error saying what is wrong.
 * @param {string} text
 * @returns {Cell}
 */
export function parseCellLabel(text) {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*([ud])\s*$/.exec(String(text));
  if (!m) throw new Error(`a cell label looks like '0,0,u' or '1,-2,d', not ${JSON.stringify(text)}`);
  return { x: Number(m[1]), y: Number(m[2]), up: m[3] === "u" };
}

/**
 * Paper position -> screen pixels.
 * @param {XY} paper
 * @param {View} view
 * @returns {XY}
 */
export function toScreen(paper, view) {
  return [paper[0] * view.scale + view.panX, view.panY - paper[1] * view.scale];
}

/**
 * Screen pixels -> paper position (the inverse of toScreen).
 * @param {XY} screen
 * @param {View} view
 * @returns {XY}
 */
export function toPaper(screen, view) {
  return [(screen[0] - view.panX) / view.scale, (view.panY - screen[1]) / view.scale];
}

/**
 * Which cell contains a paper position: exact, straight from the lattice.
 * A point exactly on an edge gets one of the two cells: on a horizontal edge
 * the up cell above it; on the slanted edge between an up cell and the down
 * cell to its right, the down cell.
 * @param {XY} paper
 * @returns {Cell}
 */
export function cellAt(paper) {
  const ly = paper[1] / SQRT3_2; // lattice coordinates (may be fractional)
  const lx = paper[0] - ly / 2;
  const fx = Math.floor(lx);
  const fy = Math.floor(ly);
  return { x: fx, y: fy, up: lx - fx + (ly - fy) < 1 };
}

/**
 * The lattice point nearest to a paper position (for snapping to corners).
 * @param {XY} paper
 * @returns {Point}
 */
export function pointAt(paper) {
  const cell = cellAt(paper);
  let best = null;
  let bestD = Infinity;
  for (const p of cellCorners(cell)) {
    const [X, Y] = pointXY(p);
    const d = (X - paper[0]) ** 2 + (Y - paper[1]) ** 2;
    if (d < bestD) {
      bestD = d;
      best = p;
    }
  }
  return /** @type {Point} */ (best);
}

/**
 * Paper bounds of some cells (their corners), or null for none.
 * @param {Iterable<Cell>} cells
 * @returns {Bounds | null}
 */
export function boundsOf(cells) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const cell of cells) {
    for (const p of cellCorners(cell)) {
      const [X, Y] = pointXY(p);
      if (X < minX) minX = X;
      if (X > maxX) maxX = X;
      if (Y < minY) minY = Y;
      if (Y > maxY) maxY = Y;
    }
  }
  if (minX === Infinity) return null;
  return { minX, minY, maxX, maxY };
}

/**
 * The view that fits `cells` (the start cell when there are none) into a
 * width x height box with `margin` pixels free on every side, centred.
 * `maxScale` (pixels per tile edge) keeps a board of two tiles from filling a wall.
 * @param {Iterable<Cell>} cells
 * @param {number} width
 * @param {number} height
 * @param {number} [margin]
 * @param {number} [maxScale]
 * @returns {View}
 */
export function fitView(cells, width, height, margin = 0, maxScale = Infinity) {
  const b = boundsOf(cells) ?? /** @type {Bounds} */ (boundsOf([START_CELL]));
  const w = Math.max(b.maxX - b.minX, 1e-9);
  const h = Math.max(b.maxY - b.minY, 1e-9);
  const room = (n) => Math.max(n - 2 * margin, 1);
  const scale = Math.min(room(width) / w, room(height) / h, maxScale);
  const cx = (b.minX + b.maxX) / 2;
  const cy = (b.minY + b.maxY) / 2;
  return { scale, panX: width / 2 - cx * scale, panY: height / 2 + cy * scale };
}

/**
 * Zoom by `factor` keeping the paper point under `screen` where it is (wheel, pinch).
 * @param {View} view
 * @param {XY} screen
 * @param {number} factor
 * @returns {View}
 */
export function zoomAt(view, screen, factor) {
  const scale = view.scale * factor;
  return {
    scale,
    panX: screen[0] - (screen[0] - view.panX) * factor,
    panY: screen[1] - (screen[1] - view.panY) * factor,
  };
}

/**
 * Move the view by a screen offset (drag to pan).
 * @param {View} view
 * @param {number} dx
 * @param {number} dy
 * @returns {View}
 */
export function panBy(view, dx, dy) {
  return { scale: view.scale, panX: view.panX + dx, panY: view.panY + dy };
}

/** @typedef {{left: number, top: number, right: number, bottom: number}} Box  screen pixels */

/**
 * The screen box of some cells at a view (their triangles' bounds).
 * @param {Iterable<Cell>} cells
 * @param {View} view
 * @returns {Box | null}
 */
export function screenBoxOf(cells, view) {
  const b = boundsOf(cells);
  if (!b) return null;
  return {
    left: b.minX * view.scale + view.panX,
    right: b.maxX * view.scale + view.panX,
    top: view.panY - b.maxY * view.scale,
    bottom: view.panY - b.minY * view.scale,
  };
}

/**
 * The smallest move of [lo, hi] that puts it inside [min, max] (centred when it is the longer).
 * @param {number} lo @param {number} hi @param {number} min @param {number} max
 */
function shiftInto(lo, hi, min, max) {
  if (hi - lo > max - min) return (min + max) / 2 - (lo + hi) / 2;
  if (lo < min) return min - lo;
  if (hi > max) return max - hi;
  return 0;
}

/**
 * The view that shows `cells` wholly inside `box` (screen pixels, any margin already taken
 * off), changing `view` as little as it can:
 * - every cell inside already: the same view;
 * - they fit at the view's scale: the smallest pan that brings them in;
 * - else zoomed out (never in) to the scale that fits them, but not below `minScale` (the
 *   smallest readable, tappable size; or the view's own scale when that is smaller), centred;
 * - when not even that fits them: at that smallest scale, the cell `best` and as many of the
 *   others nearest to it as fit with it, centred; the rest are reached by panning.
 * `all` says whether every cell is inside the box at the returned view.
 * @param {Cell[]} cells
 * @param {View} view
 * @param {Box} box
 * @param {number} minScale
 * @param {Cell} [best] one of `cells` (else the first): the one shown when they cannot all be
 * @returns {{view: View, all: boolean}}
 */
export function revealView(cells, view, box, minScale, best) {
  if (!cells.length) return { view, all: true };
  const bw = box.right - box.left;
  const bh = box.bottom - box.top;
  /** The largest scale that fits some cells into the box. @param {Cell[]} some */
  const fitScale = (some) => {
    const b = /** @type {Bounds} */ (boundsOf(some));
    return Math.min(bw / Math.max(b.maxX - b.minX, 1e-9), bh / Math.max(b.maxY - b.minY, 1e-9));
  };
  const fit = fitScale(cells);
  const scale = fit >= view.scale ? view.scale : Math.max(Math.min(minScale, view.scale), fit);
  const all = fit >= scale - 1e-9;
  let shown = cells;
  if (!all) {
    // the best cell, then the others nearest to it while they still fit with it
    const first = best || cells[0];
    const [fx, fy] = cellCentre(first);
    const byDistance = cells
      .filter((c) => !sameCell(c, first))
      .map((c) => { const [x, y] = cellCentre(c); return { c, d: Math.hypot(x - fx, y - fy) }; })
      .sort((a, b) => a.d - b.d);
    shown = [first];
    for (const { c } of byDistance) if (fitScale([...shown, c]) >= scale - 1e-9) shown.push(c);
  }
  let v = { scale, panX: view.panX, panY: view.panY };
  if (scale !== view.scale || !all) {
    // zoomed out (or too many to show): the cells' middle to the box's middle
    const b = /** @type {Bounds} */ (boundsOf(shown));
    v = {
      scale,
      panX: (box.left + box.right) / 2 - ((b.minX + b.maxX) / 2) * scale,
      panY: (box.top + box.bottom) / 2 + ((b.minY + b.maxY) / 2) * scale,
    };
  }
  const s = /** @type {Box} */ (screenBoxOf(shown, v));
  return { view: panBy(v, shiftInto(s.left, s.right, box.left, box.right), shiftInto(s.top, s.bottom, box.top, box.bottom)), all };
}
