// @ts-check
// The game widget's front end (anywidget): draws the synced state, sends intents.
//
// Python (trio_widgets/game_widget.py) decides every rule.  The browser only draws what the
// traitlets say (board, hands, legal placements, scores, the message ...) and sends what the
// person wants to do:
//   {action: "select", tile, turns, seq}      choose / turn a rack tile
//   {action: "play", tile, cell, corners, seat}
//   {action: "draw" | "pass" | "undo" | "hint", seat}, {action: "ready"}  (pass-and-play cover)
//   {action: "next_round" | "new_match"}, {action: "set_mode", mode}
//   {action: "mosaic_place", cell, corners|null}, {action: "mosaic_remove", cell}, {action: "mosaic_clear"}, {action: "mosaic_undo"}
//
// One part per job, each in its own module returning {update, dispose}:
//   state.mjs    the shared context (model, translator, the picked tile, intents)
//   board.mjs    the board view (tiles, lit cells, marks; fit, zoom, pan)
//   rack.mjs     the rack, the pass-and-play cover, open hands, the mosaic palette
//   summary.mjs  the round / match summary
//   panel.mjs    status and controls (players, buttons, last move, message, timer)
//   input.mjs    taps, keyboard, pointer gestures
// with ../shared/ (geometry.mjs, tile.mjs, i18n.mjs).  esbuild bundles this file and what it
// imports into ../game.js (`make js`).  Names and every other text go into the page with textContent.
//
// Test hooks: rack tiles [data-tile="3-4-5"], board cells [data-cell="x,y,u"],
// lit cells .legal, buttons [data-action="draw|pass|rotate|next-round|undo|..."].

import { el } from "./dom.mjs";
import { createContext } from "./state.mjs";
import { createBoardView } from "./board.mjs";
import { createRack } from "./rack.mjs";
import { createSummary } from "./summary.mjs";
import { createPanel } from "./panel.mjs";
import { attachInput } from "./input.mjs";
import { keepProgress } from "../shared/keep.mjs";
import { keepTileNamesWhole } from "../shared/names.mjs";

/** The model's traits that redraw the widget when they change. */
const TRAITS = [
  "board", "hands", "hand_sizes", "scores", "current", "pool_size", "round_number", "viewer", "covered",
  "legal", "can", "last_move", "status", "summary", "busy", "turn_id", "selection", "mosaic", "seats",
  "rules_info", "pips", "hints", "hint", "open_hands", "allow_undo", "turn_seconds", "mode", "lang", "_catalogue",
  "starts", "projector",
];

export default {
  /** @param {{model: any}} args */
  initialize: ({ model }) => keepProgress(model), // the game in progress, kept in the page's storage
  /** @param {{model: any, el: HTMLElement}} args */
  render({ model, el: host }) {
    const t0 = performance.now();
    const root = el("div", "trio-gw");
    root.dataset.mode = "play";
    // JupyterLab's notebook shortcuts (Enter, a, b, dd, arrows ...) do not act on keys meant for the
    // widget (Lumino reads this attribute); Escape leaves the widget (input.mjs)
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    const ctx = createContext(model, root);
    const board = (ctx.parts.board = createBoardView(ctx));
    const rack = (ctx.parts.rack = createRack(ctx));
    const summary = (ctx.parts.summary = createSummary(ctx));
    const panel = (ctx.parts.panel = createPanel(ctx));
    const input = attachInput(ctx);

    const layout = el("div", "trio-gw-layout");
    const boardWrap = el("div", "trio-gw-boardwrap");
    const toolbar = el("div", "trio-gw-toolbar");
    toolbar.append(...board.zoomButtons, ...panel.toolbarControls);
    boardWrap.append(toolbar, board.boardBox, board.keysHelp);
    layout.append(boardWrap, panel.side, panel.message, rack.rackArea, rack.others);
    root.append(layout, summary.el, panel.announce);
    host.append(root);
    const stopNames = keepTileNamesWhole(root); // "0-5-5" never broken across lines

    let queued = false;
    function renderAll() {
      queued = false;
      const fk = input.focusKey();
      ctx.width(); // the ResizeObserver's figure (a layout read only before it first reports)
      ctx.retranslate();
      const lang = model.get("lang") || "en";
      // a screen reader reads the widget with its language's rules (written only when it changes:
      // a write restyles the whole widget)
      if (root.lang !== lang) root.lang = lang;
      root.classList.toggle("trio-gw-projector", ctx.projector());
      root.classList.toggle("trio-gw-touch", ctx.touch());
      summary.update();
      panel.update();
      rack.update();
      board.update();
      input.restoreFocus(fk);
    }
    function invalidate() {
      if (queued) return;
      queued = true;
      queueMicrotask(renderAll);
    }
    ctx.parts.rerender = invalidate;
    /** @type {Array<[string, () => void]>} */
    const handlers = TRAITS.map((name) => [`change:${name}`, invalidate]);
    handlers.push(["change:message", () => panel.updateMessage()]);
    handlers.push(["change:mode", () => { ctx.local.autoFit = true; board.wantRefit(); }]);
    handlers.push(["change:projector", () => { ctx.local.projector = null; ctx.local.autoFit = true; }]);
    for (const [ev, fn] of handlers) model.on(ev, fn);

    // the screen's size decides the projector size and the phone's rack: look again when it changes
    let shape = "";
    const ro = new ResizeObserver((entries) => {
      for (const e of entries) {
        const b = e.borderBoxSize && e.borderBoxSize[0];
        ctx.setWidth(b ? b.inlineSize : e.contentRect.width);
      }
      const now = `${ctx.projector()}:${ctx.width() < 560}`;
      if (now !== shape) { shape = now; invalidate(); }
    });
    ro.observe(root, { box: "border-box" });

    renderAll();
    panel.updateMessage();
    // for benchmarks/bench_widget.py: how long the first drawing took (and until the next frame)
    performance.measure("trio-gw:first-render", { start: t0, end: performance.now() });
    requestAnimationFrame(() => performance.measure("trio-gw:first-frame", { start: t0, end: performance.now() }));
    return () => {
      ro.disconnect();
      stopNames();
      for (const [ev, fn] of handlers) model.off(ev, fn);
      for (const part of [input, board, rack, summary, panel]) part.dispose();
    };
  },
};
