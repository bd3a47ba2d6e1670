// node --test tests/js/ : the pure geometry of trio_widgets/widgets/static/shared/geometry.mjs
import test from "node:test";
import assert from "node:assert/strict";

import {
  SQRT3_2,
  START_CELL,
  pointXY,
  cellCorners,
  cellCentre,
  cellNeighbours,
  pointCells,
  sameCell,
  cellLabel,
  parseCellLabel,
  toScreen,
  toPaper,
  cellAt,
  pointAt,
  boundsOf,
  fitView,
  zoomAt,
  panBy,
  screenBoxOf,
  revealView,
} from "../../trio_widgets/widgets/static/shared/geometry.mjs";

const close = (a, b, eps = 1e-9) => Math.abs(a - b) <= eps;
const closeXY = (p, q, eps = 1e-9) => close(p[0], q[0], eps) && close(p[1], q[1], eps);
const key = (p) => `${p[0]},${p[1]}`;

/** Every cell with -n <= x, y <= n, both kinds. */
function cells(n) {
  const out = [];
  for (let y = -n; y <= n; y++) for (let x = -n; x <= n; x++) for (const up of [true, false]) out.push({ x, y, up });
  return out;
}

/** A small seeded generator, so failures repeat. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Barycentric test: is paper point p inside (or on) the cell's triangle? */
function inside(cell, p, eps = 1e-9) {
  const [a, b, c] = cellCorners(cell).map(pointXY);
  const cross = (o, u, v) => (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0]);
  const d1 = cross(a, b, p);
  const d2 = cross(b, c, p);
  const d3 = cross(c, a, p);
  const neg = d1 < -eps || d2 < -eps || d3 < -eps;
  const pos = d1 > eps || d2 > eps || d3 > eps;
  return !(neg && pos);
}

test("pointXY puts lattice points on paper as docs/rules.md section 2 says", () => {
  assert.deepEqual(pointXY([0, 0]), [0, 0]);
  assert.deepEqual(pointXY([1, 0]), [1, 0]);
  assert.ok(closeXY(pointXY([0, 1]), [0.5, SQRT3_2]));
  assert.ok(closeXY(pointXY([-2, 2]), [-1, 2 * SQRT3_2]));
  assert.ok(close(SQRT3_2, Math.sqrt(3) / 2));
});

test("corners of an up cell and a down cell, clockwise", () => {
  assert.deepEqual(cellCorners({ x: 0, y: 0, up: true }), [[0, 1], [1, 0], [0, 0]]);
  assert.deepEqual(cellCorners({ x: 0, y: 0, up: false }), [[0, 1], [1, 1], [1, 0]]);
  assert.deepEqual(cellCorners({ x: 3, y: -2, up: true }), [[3, -1], [4, -2], [3, -2]]);
  assert.deepEqual(cellCorners({ x: 3, y: -2, up: false }), [[3, -1], [4, -1], [4, -2]]);
  for (const cell of cells(3)) {
    const [a, b, c] = cellCorners(cell).map(pointXY);
    // clockwise on paper (Y up) = negative signed area
    const area = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
    assert.ok(area < 0, `${cellLabel(cell)} is not clockwise`);
    assert.ok(close(Math.abs(area) / 2, Math.sqrt(3) / 4), "every cell is a unit triangle");
  }
});

test("up cells point up, down cells point down", () => {
  for (const cell of cells(2)) {
    const ys = cellCorners(cell).map((p) => pointXY(p)[1]);
    const top = ys.filter((y) => close(y, Math.max(...ys))).length;
    assert.equal(top, cell.up ? 1 : 2, cellLabel(cell));
  }
});

test("neighbours share exactly two corners, and know each other back", () => {
  for (const cell of cells(4)) {
    const mine = new Set(cellCorners(cell).map(key));
    const ns = cellNeighbours(cell);
    assert.equal(new Set(ns.map(cellLabel)).size, 3);
    for (const n of ns) {
      assert.equal(n.up, !cell.up);
      const shared = cellCorners(n).map(key).filter((k) => mine.has(k));
      assert.equal(shared.length, 2, `${cellLabel(cell)} and ${cellLabel(n)}`);
      assert.ok(cellNeighbours(n).some((m) => sameCell(m, cell)));
    }
  }
});

test("the six cells around a point all have it as a corner", () => {
  for (const p of [[0, 0], [3, -1], [-2, 5]]) {
    const around = pointCells(p);
    assert.equal(new Set(around.map(cellLabel)).size, 6);
    for (const c of around) assert.ok(cellCorners(c).some((q) => q[0] === p[0] && q[1] === p[1]));
  }
});

test("cell labels round-trip and bad labels say what is wrong", () => {
  for (const cell of cells(3)) assert.deepEqual(parseCellLabel(cellLabel(cell)), cell);
  assert.equal(cellLabel({ x: 2, y: -1, up: false }), "2,-1,d");
  assert.deepEqual(parseCellLabel(" 2 , -1 , d "), { x: 2, y: -1, up: false });
  for (const bad of ["", "1,2", "1,2,x", "a,b,u", "1.5,2,u", null]) {
    assert.throws(() => parseCellLabel(bad), /a cell label looks like/);
  }
});

test("cellAt(cellCentre(c)) is c for many cells", () => {
  for (const cell of cells(25)) assert.deepEqual(cellAt(cellCentre(cell)), cell);
});

test("cellAt finds the right cell near corners and edges", () => {
  for (const cell of cells(6)) {
    const centre = cellCentre(cell);
    const corners = cellCorners(cell).map(pointXY);
    for (const c of corners) {
      // 99% of the way from the centre to a corner: still inside
      const p = [centre[0] + (c[0] - centre[0]) * 0.99, centre[1] + (c[1] - centre[1]) * 0.99];
      assert.deepEqual(cellAt(p), cell);
    }
    for (let i = 0; i < 3; i++) {
      const a = corners[i];
      const b = corners[(i + 1) % 3];
      const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const out = [mid[0] - centre[0], mid[1] - centre[1]];
      const inP = [mid[0] - out[0] * 1e-6, mid[1] - out[1] * 1e-6];
      const outP = [mid[0] + out[0] * 1e-6, mid[1] + out[1] * 1e-6];
      assert.deepEqual(cellAt(inP), cell, "just inside an edge");
      const across = cellAt(outP);
      assert.ok(
        cellNeighbours(cell).some((n) => sameCell(n, across)),
        `just across an edge of ${cellLabel(cell)} is its neighbour, not ${cellLabel(across)}`,
      );
    }
  }
});

test("cellAt: every point lies in the cell it is given", () => {
  const r = rng(7);
  for (let i = 0; i < 5000; i++) {
    const p = [(r() - 0.5) * 40, (r() - 0.5) * 40];
    assert.ok(inside(cellAt(p), p), `point ${p} not in ${cellLabel(cellAt(p))}`);
  }
  // a lattice point belongs to one of its six cells
  for (const q of [[0, 0], [2, -3], [-4, 1]]) {
    const c = cellAt(pointXY(q));
    assert.ok(pointCells(q).some((n) => sameCell(n, c)));
  }
});

test("pointAt snaps to the nearest lattice point", () => {
  assert.deepEqual(pointAt([0.05, 0.02]), [0, 0]);
  assert.deepEqual(pointAt(pointXY([3, -2]).map((v) => v + 0.1)), [3, -2]);
  const c = cellCentre({ x: 1, y: 1, up: true });
  assert.deepEqual(pointAt([c[0], c[1] + 0.5]), [1, 2]);
});

test("toScreen and toPaper are inverses, and screen Y points down", () => {
  const views = [
    { scale: 1, panX: 0, panY: 0 },
    { scale: 80, panX: 200, panY: 150 },
    { scale: 13.7, panX: -55.5, panY: 1234.25 },
  ];
  const r = rng(3);
  for (const view of views) {
    for (let i = 0; i < 200; i++) {
      const p = [(r() - 0.5) * 30, (r() - 0.5) * 30];
      assert.ok(closeXY(toPaper(toScreen(p, view), view), p, 1e-9));
      const s = [r() * 800, r() * 600];
      assert.ok(closeXY(toScreen(toPaper(s, view), view), s, 1e-7));
    }
    const up = toScreen([0, 1], view);
    const origin = toScreen([0, 0], view);
    assert.ok(up[1] < origin[1], "paper up is screen up");
  }
  assert.deepEqual(toScreen([1, 1], { scale: 10, panX: 5, panY: 100 }), [15, 90]);
});

test("hit-testing through a view finds the cell drawn there", () => {
  const view = { scale: 64, panX: 300, panY: 220 };
  for (const cell of cells(4)) {
    const s = toScreen(cellCentre(cell), view);
    assert.deepEqual(cellAt(toPaper(s, view)), cell);
  }
});

test("boundsOf covers every corner; null for no cells", () => {
  assert.equal(boundsOf([]), null);
  const b = boundsOf([START_CELL]);
  assert.ok(close(b.minX, 0) && close(b.maxX, 1) && close(b.minY, 0) && close(b.maxY, SQRT3_2));
  const some = [{ x: -3, y: 2, up: false }, { x: 4, y: -1, up: true }, { x: 0, y: 0, up: true }];
  const bb = boundsOf(some);
  for (const c of some) {
    for (const p of cellCorners(c).map(pointXY)) {
      assert.ok(p[0] >= bb.minX && p[0] <= bb.maxX && p[1] >= bb.minY && p[1] <= bb.maxY);
    }
  }
});

test("fitView keeps everything inside the box, centred, and uses the room", () => {
  const r = rng(11);
  for (let trial = 0; trial < 50; trial++) {
    const n = 1 + Math.floor(r() * 30);
    const some = [];
    for (let i = 0; i < n; i++) {
      some.push({ x: Math.floor((r() - 0.5) * 20), y: Math.floor((r() - 0.5) * 20), up: r() < 0.5 });
    }
    const width = 200 + r() * 800;
    const height = 150 + r() * 600;
    const margin = r() * 40;
    const view = fitView(some, width, height, margin);
    assert.ok(view.scale > 0);
    let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
    for (const c of some) {
      for (const p of cellCorners(c).map(pointXY)) {
        const [sx, sy] = toScreen(p, view);
        assert.ok(sx >= margin - 1e-6 && sx <= width - margin + 1e-6, `x ${sx} outside ${width}`);
        assert.ok(sy >= margin - 1e-6 && sy <= height - margin + 1e-6, `y ${sy} outside ${height}`);
        minX = Math.min(minX, sx); maxX = Math.max(maxX, sx);
        minY = Math.min(minY, sy); maxY = Math.max(maxY, sy);
      }
    }
    // centred, and one direction is filled up to the margins
    assert.ok(close((minX + maxX) / 2, width / 2, 1e-6));
    assert.ok(close((minY + maxY) / 2, height / 2, 1e-6));
    const fillsX = close(maxX - minX, width - 2 * margin, 1e-6);
    const fillsY = close(maxY - minY, height - 2 * margin, 1e-6);
    assert.ok(fillsX || fillsY, "the cells fill the box one way");
  }
});

test("fitView: an empty board shows the start cell; maxScale caps the zoom", () => {
  const view = fitView([], 300, 300, 20);
  assert.deepEqual(cellAt(toPaper([150, 150], view)), START_CELL);
  const capped = fitView([START_CELL], 1000, 1000, 0, 90);
  assert.equal(capped.scale, 90);
  assert.deepEqual(cellAt(toPaper([500, 500], capped)), START_CELL);
});

test("zoomAt keeps the point under the pointer still; panBy moves by pixels", () => {
  const view = { scale: 50, panX: 120, panY: 80 };
  const at = [333, 222];
  const paper = toPaper(at, view);
  for (const f of [0.5, 1.1, 3]) {
    const z = zoomAt(view, at, f);
    assert.ok(close(z.scale, view.scale * f));
    assert.ok(closeXY(toScreen(paper, z), at, 1e-9));
  }
  const moved = panBy(view, 10, -5);
  assert.ok(closeXY(toScreen([1, 1], moved), toScreen([1, 1], view).map((v, i) => v + [10, -5][i])));
});

// ------------------------------------------------------------ revealView: lit cells into the visible part

/** Whether every cell's triangle lies inside the box at the view. */
const inBox = (cells, view, box) =>
  cells.every((c) => {
    const s = screenBoxOf([c], view);
    return s.left >= box.left - 1e-6 && s.top >= box.top - 1e-6 && s.right <= box.right + 1e-6 && s.bottom <= box.bottom + 1e-6;
  });
const BOX = { left: 60, top: 40, right: 300, bottom: 340 }; // 240 x 300 px of a board, the rest hidden

test("revealView keeps the view when the cells are inside already", () => {
  const cells = [parseCellLabel("0,0,u"), parseCellLabel("1,0,d")];
  const view = { scale: 64, panX: 120, panY: 200 };
  assert.ok(inBox(cells, view, BOX));
  assert.deepEqual(revealView(cells, view, BOX, 64), { view, all: true });
});

test("revealView pans the least when the cells fit at the same scale", () => {
  const cells = [parseCellLabel("0,0,u"), parseCellLabel("2,0,u")]; // 3 edges wide
  const view = { scale: 64, panX: 10, panY: 200 }; // the left cell under the hidden left part
  assert.ok(!inBox(cells, view, BOX));
  const { view: v, all } = revealView(cells, view, BOX, 64);
  assert.ok(all && inBox(cells, v, BOX));
  assert.equal(v.scale, 64);
  assert.equal(v.panY, 200); // only sideways
  assert.ok(close(screenBoxOf(cells, v).left, BOX.left)); // just far enough
});

test("revealView zooms out, not below the smallest size, when the cells do not fit", () => {
  const cells = [parseCellLabel("0,0,u"), parseCellLabel("3,0,u")]; // 4 edges wide: 256 px at 64
  const view = { scale: 96, panX: 100, panY: 200 };
  const { view: v, all } = revealView(cells, view, BOX, 50);
  assert.ok(all && inBox(cells, v, BOX));
  assert.ok(close(v.scale, 240 / 4)); // as big as fits
  const s = screenBoxOf(cells, v);
  assert.ok(close((s.left + s.right) / 2, 180) && close((s.top + s.bottom) / 2, 190)); // centred
  // never zoomed in: a smaller view stays as small
  const small = revealView(cells, { scale: 30, panX: -500, panY: 200 }, BOX, 64);
  assert.ok(small.all && small.view.scale === 30 && inBox(cells, small.view, BOX));
});

test("revealView shows the best cell and its nearest neighbours when not all fit at the smallest size", () => {
  const best = parseCellLabel("5,0,u");
  const near = parseCellLabel("4,0,d");
  const far = parseCellLabel("-6,0,u");
  const cells = [far, near, best];
  const view = { scale: 80, panX: 0, panY: 200 };
  const { view: v, all } = revealView(cells, view, BOX, 64, best);
  assert.equal(all, false);
  assert.equal(v.scale, 64); // the smallest size, no smaller
  assert.ok(inBox([best, near], v, BOX));
  assert.ok(!inBox([far], v, BOX));
  // without a best cell the first is shown
  const first = revealView(cells, view, BOX, 64);
  assert.ok(inBox([far], first.view, BOX));
});
