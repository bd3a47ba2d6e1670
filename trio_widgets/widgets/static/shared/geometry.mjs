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
