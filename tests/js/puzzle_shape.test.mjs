// node --test tests/js/ : the PuzzleBoard's keyboard walk over its places
// (trio_widgets/widgets/static/puzzle/shape.mjs neighbour(): the nearest place within 60 degrees of an arrow).
import test from "node:test";
import assert from "node:assert/strict";

import { neighbour } from "../../trio_widgets/widgets/static/puzzle/shape.mjs";

// a row of three places and one above the middle one, a little to the right
const centres = [
  { label: "a", x: 0, y: 0 },
  { label: "b", x: 10, y: 0 },
  { label: "c", x: 20, y: 0 },
  { label: "top", x: 12, y: -10 },
];

test("an arrow goes to the nearest place that way", () => {
  assert.equal(neighbour(centres, "a", 1, 0), "b");
  assert.equal(neighbour(centres, "b", 1, 0), "c");
  assert.equal(neighbour(centres, "c", -1, 0), "b");
  assert.equal(neighbour(centres, "b", 0, -1), "top");
  assert.equal(neighbour(centres, "top", 0, 1), "b");
});

test("nothing that way: the focus stays; an unknown place starts at the first", () => {
  assert.equal(neighbour(centres, "c", 1, 0), "c");
  assert.equal(neighbour(centres, "a", 0, 1), "a");
  assert.equal(neighbour(centres, "gone", 1, 0), "a");
  assert.equal(neighbour([], "gone", 1, 0), "gone");
});
