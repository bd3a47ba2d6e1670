// node --test tests/js/ : the turns a child made that the kernel has not sent back yet
// (trio_widgets/widgets/static/shared/turnable.mjs turnMemory), used by the match puzzle, the
// orientation trainer and the puzzle board so that quick taps never jump back.
import test from "node:test";
import assert from "node:assert/strict";

import { turnMemory } from "../../trio_widgets/widgets/static/shared/turnable.mjs";

test("two quick taps: the kernel's answer to the first does not undo the second", () => {
  const m = turnMemory();
  m.sent("4-4-5", 5);
  m.sent("4-4-5", 0);
  assert.equal(m.shown("4-4-5", 4), 0, "before any answer the tile shows the last tap");
  m.heard("4-4-5", 5);
  assert.equal(m.shown("4-4-5", 5), 0, "the answer to the first tap: still the last tap");
  m.heard("4-4-5", 0);
  assert.equal(m.shown("4-4-5", 0), 0);
  assert.equal(m.shown("4-4-5", 3), 3, "all answered: the model's turn is shown again");
});

test("a turn the child never sent is the kernel's own change and wins", () => {
  const m = turnMemory();
  m.sent("a", 1);
  m.sent("a", 2);
  m.heard("a", 4); // a reset: 4 was never sent
  assert.equal(m.shown("a", 4), 4);
  m.heard("a", 2); // a late answer after the reset changes nothing
  assert.equal(m.shown("a", 4), 4);
});

test("the same turn sent twice is taken off once for each answer", () => {
  const m = turnMemory();
  for (const t of [1, 2, 1]) m.sent("a", t);
  m.heard("a", 1);
  assert.equal(m.shown("a", 1), 1);
  m.heard("a", 2);
  assert.equal(m.shown("a", 2), 1, "one more answer (1) still to come");
  m.heard("a", 1);
  assert.equal(m.shown("a", 5), 5);
});

test("tiles are kept apart, and clear drops everything", () => {
  const m = turnMemory();
  m.sent("a", 3);
  m.sent("b", 1);
  m.heard("b", 1);
  assert.equal(m.shown("a", 0), 3);
  assert.equal(m.shown("b", 0), 0);
  m.clear();
  assert.equal(m.shown("a", 0), 0);
});

test("a model turn already seen is not an answer: another tile's change keeps this tile's taps", () => {
  const m = turnMemory();
  assert.equal(m.shown("a", 4), 4, "drawn first from the model");
  m.sent("a", 5);
  m.heard("a", 4); // the turns list changed for another tile: this tile's turn is still 4
  assert.equal(m.shown("a", 4), 5, "the tap not answered yet is still shown");
  m.heard("a", 5);
  assert.equal(m.shown("a", 5), 5);
  m.sent("a", 0);
  m.heard("a", 5); // a redraw with the same model turn
  assert.equal(m.shown("a", 5), 0);
});
