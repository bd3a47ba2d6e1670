// node --test tests/js/ : the score keeper's pure helpers (trio_widgets/widgets/static/score_keeper/dom.mjs).
import test from "node:test";
import assert from "node:assert/strict";

import { setTiles, signed, emptyDraft, dataUrl } from "../../trio_widgets/widgets/static/score_keeper/dom.mjs";

test("the set to pick from holds every tile once, lowest value first", () => {
  for (const [max, count] of [[5, 56], [3, 20], [6, 84]]) {
    const tiles = setTiles(max);
    assert.equal(tiles.length, count);
    assert.equal(new Set(tiles.map((t) => t.join("-"))).size, count);
    for (const t of tiles) assert.ok(t[0] <= t[1] && t[1] <= t[2] && t[2] <= max);
    const sums = tiles.map((t) => t[0] + t[1] + t[2]);
    assert.deepEqual(sums, [...sums].sort((a, b) => a - b));
  }
});

test("points are written with their sign, minus as a real minus sign", () => {
  assert.equal(signed(52), "+52");
  assert.equal(signed(-10), "\u221210");
  assert.equal(signed(0), "0");
});

test("an empty draft and a download link", () => {
  assert.deepEqual(emptyDraft(2), { seat: 2, numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false });
  assert.equal(dataUrl("a,b\n", "text/csv"), "data:text/csv;charset=utf-8,a%2Cb%0A");
});
