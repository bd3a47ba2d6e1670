// @ts-check
// PuzzleBoard's front end: a shape to fill, a tray of tiles, the tile in hand, and buttons.
//
// Draws the synced `puzzle` ({cells, given, rules, title, task}), `tray`, `used`, `placed`,
// `selected`, `turn`, `legal`, `hinted`, `solved`, `message` and sends intents:
//   {action: "select", tile}            take a tray tile in hand (its number; -1 lets go)
//   {action: "turn", turn}              the tile in hand is turned (0-5 sixths clockwise)
//   {action: "place", cell, tile, turn} put it on a place
//   {action: "take", cell}              take a placed tile back
//   {action: "check" | "hint" | "solve" | "count" | "reset" | "undo"}
// Python checks everything and says why a tile does not fit.
// Keyboard: the tray and the shape are one Tab stop each (arrow keys inside, Enter or Space to
// act); the tile in hand turns with the arrow keys or R; Escape lets go of the tile.
// Test hooks: tray tiles .pz-tile[data-tile][data-id], places .pz-cell[data-cell] (class
// "legal" where the tile in hand fits), [data-action="check|hint|solve|count|reset|undo|turn-left|turn-right"],
// .pz-locked (why some buttons wait for an exercise), .tc-message, the root's lang.
//
// Its parts, each in its own module and each redrawn only when what it shows changed:
// words.mjs (heading, buttons, message), shape.mjs (the places), hand.mjs (the tile in hand),
// tray.mjs; state.mjs reads the synced traits once per redraw.
// Speed (a tap redraws within 100 ms, benchmarks/bench_puzzle_widget.py): the elements are made
// once and updated in place; the tray tiles use the <defs> of the shape's drawing.

import { mount } from "../shared/mount.mjs";
import { el } from "../shared/dom.mjs";
import { readState } from "./state.mjs";
import { createWords } from "./words.mjs";
import { createShape } from "./shape.mjs";
import { createHand } from "./hand.mjs";
import { createTray } from "./tray.mjs";

/**
 * The puzzle's view: its parts, and where the keyboard focus goes after a tap.
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @returns {import("../shared/mount.mjs").View}
 */
function createPuzzle(ctx) {
  const { model, root } = ctx;
  /** where keyboard focus goes after the next redraw: "tray" | "board" | "hand" | "" */
  let focusNext = "";
  /** @type {import("./state.mjs").State} */
  let state = readState(model, ctx.tr);

  /** @param {HTMLElement | null} e */
  const focusOn = (e) => {
    if (e && document.activeElement !== e) e.focus();
  };
  const toTray = () => focusOn(tray.stop() || /** @type {HTMLElement | null} */ (words.buttons.firstElementChild));

  /** @type {import("./state.mjs").Page} */
  const page = {
    act: (msg) => {
      words.clearHint();
      ctx.send(msg);
    },
    hint: (text, zone) => {
      words.hint(text);
      if (zone === "tray") toTray();
    },
    focusAfter: (zone) => {
      focusNext = zone;
    },
    now: () => state,
  };
  const words = createWords(page);
  const shape = createShape(ctx, page);
  const hand = createHand(page, () => {
    focusNext = "board";
    shape.focusLegal();
  });
  const tray = createTray(page);
  const stage = el("div", "pz-stage");
  stage.append(shape.el, hand.el);
  root.append(words.head, stage, tray.el, words.buttons, words.locked, words.message, words.region);

  const update = () => {
    const t0 = performance.now();
    const active = document.activeElement;
    const hadFocus = root.contains(active);
    const wasIn = hadFocus && active instanceof HTMLElement ? (active.closest("[data-zone]") || root).getAttribute("data-zone") || "" : "";
    state = readState(model, ctx.tr);
    root.classList.toggle("pz-solved", state.solved);
    words.update(state);
    shape.update(state);
    hand.update(state);
    tray.update(state);
    // focus: never lost; after a placement back to the tray, after picking a tile to the hand
    const want = focusNext || wasIn;
    focusNext = "";
    if (hadFocus || want) {
      if (want === "hand" && state.inHand) focusOn(hand.tile());
      else if (want === "board" || (want === "hand" && !state.inHand && state.selected >= 0)) shape.focus();
      else if (want === "tray" || want === "hand") toTray();
    }
    performance.measure("trio-pz:build", { start: t0 });
  };

  return {
    update,
    refocus: toTray,
    dispose: () => {
      words.dispose();
      shape.dispose();
      hand.dispose();
      tray.dispose();
    },
  };
}

export default {
  /** @param {{model: any, el: HTMLElement}} args */
  render: (args) =>
    mount(args, {
      cls: "trio-teach pz-root",
      events:
        "change:puzzle change:tray change:used change:placed change:selected change:turn change:legal change:hinted change:solved change:can_undo change:locked change:locked_why change:message change:_catalogue change:lang change:pips",
      create: createPuzzle,
    }),
};
