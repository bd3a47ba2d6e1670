// node --test tests/js/ : the score keeper's pure helpers (trio_widgets/widgets/static/score_keeper/dom.mjs).
import test from "node:test";
import assert from "node:assert/strict";

import { setTiles, signed, emptyDraft, onChildPage } from "../../trio_widgets/widgets/static/score_keeper/dom.mjs";
import { applySplice, patchTable } from "../../trio_widgets/widgets/static/score_keeper/table_sync.mjs";

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

test("an empty draft", () => {
  assert.deepEqual(emptyDraft(2), { seat: 2, numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false });
});

test("a splice adds, changes and takes away rows, leaving the old list as it was", () => {
  const old = ["a", "b", "c"];
  assert.deepEqual(applySplice(old, [3, 0, ["d"]]), ["a", "b", "c", "d"]); // a new entry at the end
  assert.deepEqual(applySplice(old, [1, 1, ["B"]]), ["a", "B", "c"]); // an entry changed
  assert.deepEqual(applySplice(old, [0, 2, []]), ["c"]);
  assert.deepEqual(applySplice(old, undefined), old);
  assert.deepEqual(old, ["a", "b", "c"]);
});

test("a patch applies once, from its base; a missed one asks for the table", () => {
  const table = { rev: 4, rows: ["a", "b"], rounds: [{ stop: 2 }] };
  const next = patchTable(table, { rev: 5, base: 4, rows: [2, 0, ["c"]], rounds: [0, 1, [{ stop: 3 }]] });
  assert.deepEqual(next, { rev: 5, rows: ["a", "b", "c"], rounds: [{ stop: 3 }] });
  assert.equal(patchTable(table, { rev: 4, base: 3, rows: [0, 0, ["x"]] }), table); // in the table already
  assert.equal(patchTable(table, { rev: 7, base: 6, rows: [0, 0, ["x"]] }), null); // one was missed
  const whole = patchTable(table, { rev: 9, base: null, rows: [0, 0, ["x", "y"]], rounds: [0, 0, []] });
  assert.deepEqual(whole, { rev: 9, rows: ["x", "y"], rounds: [] });
});

test("a child's page is Voila's (its body has data-voila); a notebook's page is not", () => {
  assert.equal(onChildPage({ body: { dataset: { voila: "voila" } } }), true); // the template "trio", Voila or Voici
  assert.equal(onChildPage({ body: { dataset: {} } }), false); // JupyterLab, Notebook 7
  assert.equal(onChildPage({ body: null }), false);
  assert.equal(onChildPage(undefined), false);
});
