// node --test tests/js/ : the teaching widgets' pure helpers (trio_widgets/widgets/static/shared/turn.mjs, draw.mjs).
// Turning is checked against geometry done here by hand: rotate an upright triangle about its
// centre and read the numbers at the cell's corners in docs/rules.md's clockwise order.
import test from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";

import { setTileStyle, tileName } from "../../trio_widgets/widgets/static/shared/tile.mjs";
import { turned, addTurn, stepsOf, angleDiff } from "../../trio_widgets/widgets/static/shared/turn.mjs";
import { trianglePath } from "../../trio_widgets/widgets/static/shared/draw.mjs";

const STYLE = JSON.parse(fs.readFileSync(new URL("../../trio_widgets/widgets/static/shared/tile_style.json", import.meta.url), "utf8"));
setTileStyle(STYLE);

/** @param {number[]} corners @param {number} k */
function byHand(corners, k) {
  const angles = [90, -30, 210].map((a) => (((a - 60 * k) % 360) + 360) % 360);
  const up = k % 2 === 0;
  const cell = up ? [90, 330, 210] : [150, 30, 270];
  const dist = (/** @type {number} */ a, /** @type {number} */ b) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));
  return {
    corners: cell.map((want) => {
      const i = [0, 1, 2].find((j) => dist(angles[j], want) < 1e-9);
      assert.notEqual(i, undefined);
      return corners[/** @type {number} */ (i)];
    }),
    up,
  };
}

test("turning a tile matches the picture, turn after turn", () => {
  for (const corners of [[1, 2, 3], [0, 4, 4], [5, 0, 2]]) {
    for (let k = 0; k < 12; k++) assert.deepEqual(turned(corners, k), byHand(corners, k), `k=${k}`);
    assert.deepEqual(turned(corners, -1), byHand(corners, 5));
  }
});

test("turns wrap round in sixths", () => {
  assert.equal(addTurn(5, 1), 0);
  assert.equal(addTurn(0, -1), 5);
  assert.equal(addTurn(2, 13), 3);
  assert.equal(stepsOf(29), 0);
  assert.equal(stepsOf(31), 1);
  assert.equal(stepsOf(-95), -2);
  assert.ok(Object.is(stepsOf(-10), 0)); // never -0
  assert.equal(angleDiff(10, 350), 20);
  assert.equal(angleDiff(350, 10), -20);
  assert.equal(angleDiff(-170, 170), 20);
});

test("a tile's name starts from its smallest rotation", () => {
  assert.equal(tileName([4, 5, 3]), "3-4-5");
  assert.equal(tileName([5, 4, 3]), "3-5-4"); // the mirror image keeps its own order
  assert.equal(tileName([2, 0, 0]), "0-0-2");
});

test("the mirror tint is a triangle round the origin", () => {
  for (const up of [true, false]) {
    const nums = trianglePath(up, 3).match(/-?[0-9.]+/g).map(Number);
    const xs = nums.filter((_, i) => i % 2 === 0);
    const ys = nums.filter((_, i) => i % 2 === 1);
    const cx = xs.reduce((a, b) => a + b) / 3;
    const cy = ys.reduce((a, b) => a + b) / 3;
    assert.ok(Math.abs(cx) < 0.05 && Math.abs(cy) < 0.05, `${cx},${cy}`);
    assert.equal(ys.filter((y) => y < 0).length, up ? 1 : 2); // one corner on top when it points up
  }
});
