// @ts-check
// Input of the game widget: taps and clicks, the keyboard, drag to pan, pinch and wheel to
// zoom.  Everything a person does becomes an intent sent to Python (or a change of view).

import { parseCellLabel, zoomAt, panBy } from "../shared/geometry.mjs";
import { listen } from "./dom.mjs";
import { cornersIn } from "./turns.mjs";
import { MIN_SCALE, MAX_ZOOM } from "./board.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 */
export function attachInput(ctx) {
  const { model, local, root, send } = ctx;
  const board = ctx.parts.board;
  const rack = ctx.parts.rack;
  const summary = ctx.parts.summary;
  const panel = ctx.parts.panel;
  /** @type {Array<() => void>} */
  const cleanups = [];
  /** @type {(target: EventTarget, type: string, fn: (ev: any) => void, opts?: AddEventListenerOptions) => void} */
  const on = (target, type, fn, opts) => listen(cleanups, target, type, fn, opts);

  // ------------------------------------------------------------ focus survives redraws
  function focusKey() {
    const a = /** @type {Element | null} */ (document.activeElement);
    if (!a || !root.contains(a)) return null;
    if (a.classList.contains("trio-gw-cell")) return { cell: a.getAttribute("data-cell") };
    if (a.classList.contains("trio-gw-racktile")) return { tile: /** @type {HTMLElement} */ (a).dataset.tile };
    return { inside: true };
  }
  /**
   * Focus is never lost in a redraw: the same cell or tile if it is still there, else the rack
   * (after a placement the child picks the next tile), else the first control that can be used.
   * @param {{cell?: string | null, tile?: string, inside?: boolean} | null} key
   */
  function restoreFocus(key) {
    if (!key) return;
    const a = document.activeElement;
    if (a && root.contains(a) && a !== document.body && a.isConnected && !(/** @type {HTMLButtonElement} */ (a).disabled)) return;
    if (summary.isOpen()) return; // the summary card takes focus itself
    if (key.cell && board.openLayer.querySelector(`[data-cell="${key.cell}"]`)) { board.focusCell(key.cell); return; }
    const tile = (key.tile && rack.tileEl(key.tile)) || rack.rovingEl();
    if (tile && !rack.rackArea.hidden) { tile.focus({ preventScroll: true }); return; }
    const other = /** @type {HTMLElement | null} */ (root.querySelector(".trio-gw-side button:not([disabled]):not([hidden]), .trio-gw-cover button:not([disabled])"));
    other?.focus({ preventScroll: true });
  }

  // ------------------------------------------------------------ intents
  /** @param {string | null} tile @param {number} turns */
  function select(tile, turns) {
    const fk = focusKey();
    local.selected = tile;
    local.turns = tile ? turns % 3 : 0;
    local.seq += 1;
    send({ action: "select", tile: local.selected, turns: local.turns, seq: local.seq });
    rack.setRoving(tile);
    rack.update();
    board.updateCells();
    board.reveal(); // the lit cells on screen, with the rack
    restoreFocus(fk);
  }
  function turnSelected() {
    if (!local.selected) return;
    select(local.selected, local.turns + 1);
    rack.spin();
  }
  /** @param {string} label */
  function placeOn(label) {
    if (!ctx.interactive() || !local.selected) return false;
    const corners = ctx.placementFor(label);
    if (!corners) return false;
    send({ action: "play", tile: local.selected, cell: label, corners, seat: model.get("viewer") });
    return true;
  }
  /** @param {string} label @param {boolean} painting */
  function mosaicTap(label, painting) {
    const filled = (model.get("mosaic") || []).some((/** @type {any[]} */ m) => m[0] === label);
    if (filled) {
      if (!painting) send({ action: "mosaic_remove", cell: label });
      return;
    }
    if (!local.palette) return;
    const cell = parseCellLabel(label);
    const corners = local.palette === "back" ? null : cornersIn(local.palette, cell, local.paletteTurns);
    send({ action: "mosaic_place", cell: label, corners });
    if (local.palette !== "back") local.palette = "back"; // a numbered tile is used once
  }
  function turnPalette() {
    local.paletteTurns = (local.paletteTurns + 1) % 3;
    rack.update();
  }

  // ------------------------------------------------------------ buttons and rack taps
  on(root, "click", (ev) => {
    const target = /** @type {HTMLElement} */ (ev.target);
    const tileBtn = /** @type {HTMLElement | null} */ (target.closest(".trio-gw-racktile"));
    if (tileBtn && rack.rack.contains(tileBtn)) {
      const tile = tileBtn.dataset.tile || "";
      if (model.get("mode") === "mosaic") {
        if (local.palette === tile && tile !== "back") local.paletteTurns = (local.paletteTurns + 1) % 3;
        else { local.palette = tile; local.paletteTurns = 0; }
        rack.update();
        return;
      }
      if (local.selected === tile) turnSelected();
      else select(tile, 0);
      return;
    }
    const btn = /** @type {HTMLButtonElement | null} */ (target.closest("[data-action]"));
    if (!btn || !root.contains(btn) || btn.disabled) return;
    const seat = model.get("viewer");
    switch (btn.dataset.action) {
      case "draw": send({ action: "draw", seat }); break;
      case "pass": send({ action: "pass", seat }); break;
      case "undo": send({ action: "undo" }); break;
      case "hint": send({ action: "hint", seat }); break;
      case "rotate":
        if (model.get("mode") === "mosaic") turnPalette();
        else turnSelected();
        break;
      case "next-round": send({ action: "next_round" }); break;
      case "new-match": send({ action: "new_match" }); break;
      case "ready": send({ action: "ready" }); break;
      case "look": summary.hide(); panel.update(); break;
      case "summary": summary.show(); panel.update(); break;
      case "projector":
        local.projector = !ctx.projector();
        local.autoFit = true;
        ctx.parts.rerender();
        break;
      case "zoom-in": board.zoomBy(1.25); break;
      case "zoom-out": board.zoomBy(0.8); break;
      case "fit": local.autoFit = true; board.refit(true); break;
      case "digits": model.set("pips", false); model.save_changes(); break;
      case "pips": model.set("pips", true); model.save_changes(); break;
      case "mosaic": send({ action: "set_mode", mode: "mosaic" }); break;
      case "play": send({ action: "set_mode", mode: "play" }); break;
      case "mosaic-clear": send({ action: "mosaic_clear" }); break;
      case "mosaic-undo": send({ action: "mosaic_undo" }); break;
      default: break;
    }
  });
  on(panel.hintsBox, "change", () => { model.set("hints", panel.hintsBox.checked); model.save_changes(); });

  // ------------------------------------------------------------ keyboard
  on(root, "keydown", (ev) => {
    const target = /** @type {HTMLElement} */ (ev.target);
    const k = ev.key;
    const plain = !ev.ctrlKey && !ev.metaKey && !ev.altKey;
    if ((k === "h" || k === "H") && plain && model.get("mode") === "play" && !(target instanceof HTMLInputElement)) {
      if ((model.get("can") || {}).hint) send({ action: "hint", seat: model.get("viewer") });
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    if ((k === "r" || k === "R") && plain) {
      if (model.get("mode") === "mosaic") turnPalette();
      else turnSelected();
      const cellG = target.closest && target.closest(".trio-gw-cell");
      if (cellG) board.focusCell(cellG.getAttribute("data-cell"));
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    const cellG = target.closest && target.closest(".trio-gw-cell");
    if (cellG) {
      const label = cellG.getAttribute("data-cell") || "";
      /** @type {Record<string, [number, number]>} */
      const dirs = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (dirs[k]) {
        const next = board.nearestCell(label, dirs[k][0], dirs[k][1]);
        if (next) board.focusCell(next);
        ev.preventDefault();
        ev.stopPropagation();
      } else if (k === "Enter" || k === " ") {
        placeOn(label);
        ev.preventDefault();
        ev.stopPropagation();
      } else if (k === "Escape") {
        rack.tileEl(local.selected)?.focus();
        ev.preventDefault();
        ev.stopPropagation();
      }
      return;
    }
    const tileBtn = target.closest && target.closest(".trio-gw-racktile");
    if (tileBtn && rack.rack.contains(tileBtn) && model.get("mode") === "play") {
      if (k === "Enter" || k === " ") {
        const tile = /** @type {HTMLElement} */ (tileBtn).dataset.tile || "";
        if (local.selected !== tile) select(tile, 0);
        // on to the board: the first cell it fits (or the first open cell)
        const first = board.firstTarget();
        if (first) board.focusCell(first);
        ev.preventDefault();
        ev.stopPropagation();
        return;
      }
    }
    if (tileBtn && rack.rack.contains(tileBtn)) {
      // one Tab stop for the rack: arrow keys, Home and End move inside it
      const all = /** @type {HTMLElement[]} */ (Array.from(rack.rack.querySelectorAll(".trio-gw-racktile")));
      const i = all.indexOf(/** @type {HTMLElement} */ (tileBtn));
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[k];
      const j = step ? (i + step + all.length) % all.length : k === "Home" ? 0 : k === "End" ? all.length - 1 : -1;
      if (j >= 0 && all[j]) {
        rack.setRoving(all[j].dataset.tile || null);
        all[j].focus();
        ev.preventDefault();
        ev.stopPropagation();
        return;
      }
    }
    if (k === "Escape" && !summary.isOpen()) {
      // leave the widget: the notebook gets Escape (JupyterLab's command mode) and the focus
      const a = /** @type {HTMLElement | null} */ (document.activeElement);
      a?.blur();
      const out = /** @type {HTMLElement | null} */ (root.parentElement?.closest("[tabindex]") ?? null);
      out?.focus({ preventScroll: true });
      escaping = true;
    }
  });
  // Keep JupyterLab's notebook shortcuts (a, b, dd, arrows ...) from acting on keys meant for the widget
  // (but Escape, which leaves it).
  let escaping = false;
  on(root, "keydown", (ev) => {
    if (escaping) { escaping = false; return; }
    if (ev.target !== root) ev.stopPropagation();
  });

  // ------------------------------------------------------------ pointer: tap, drag to pan, pinch, wheel
  const svg = board.svg;
  /** @type {Map<number, [number, number]>} */
  const pointers = new Map();
  /** @type {any} */
  let gesture = null;
  const mosaicHas = (/** @type {string} */ label) => (model.get("mosaic") || []).some((/** @type {any[]} */ m) => m[0] === label);
  on(svg, "pointerdown", (ev) => {
    if (ev.button !== undefined && ev.button > 0 && ev.pointerType === "mouse") return;
    // the first finger down (or a mouse press): no other pointer is down, whatever was missed
    // (a pointerup the board never got would make every later tap a pinch that places nothing)
    if (ev.isPrimary) { pointers.clear(); gesture = null; }
    pointers.set(ev.pointerId, board.localXY(ev));
    try { svg.setPointerCapture(ev.pointerId); } catch (e) { /* not capturable */ }
    if (pointers.size === 1) {
      const xy = board.localXY(ev);
      const label = board.cellUnder(xy);
      const paint = model.get("mode") === "mosaic" && local.palette === "back" && label && !mosaicHas(label);
      gesture = { kind: "tap", start: xy, last: xy, label, paint, painted: new Set() };
      if (paint) { gesture.painted.add(label); mosaicTap(label, false); gesture.kind = "paint"; }
    } else if (pointers.size === 2) {
      const [a, b] = Array.from(pointers.values());
      gesture = { kind: "pinch", dist: Math.hypot(a[0] - b[0], a[1] - b[1]), mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
    }
    ev.preventDefault();
  });
  on(svg, "pointermove", (ev) => {
    const xy = board.localXY(ev);
    if (pointers.has(ev.pointerId)) pointers.set(ev.pointerId, xy);
    if (!gesture) {
      if (ev.pointerType === "mouse") {
        const label = board.cellUnder(xy);
        if (label !== local.hoverCell) {
          local.hoverCell = label;
          if (board.isTarget(label)) board.showPreview(label);
          else board.clearPreview();
        }
      }
      return;
    }
    if (gesture.kind === "pinch" && pointers.size >= 2) {
      const [a, b] = Array.from(pointers.values());
      const dist = Math.hypot(a[0] - b[0], a[1] - b[1]);
      /** @type {[number, number]} */
      const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      if (local.view && gesture.dist > 0) {
        let v = zoomAt(local.view, mid, dist / gesture.dist);
        v = panBy(v, mid[0] - gesture.mid[0], mid[1] - gesture.mid[1]);
        if (v.scale >= MIN_SCALE && v.scale <= MAX_ZOOM) board.userView(v);
      }
      gesture.dist = dist;
      gesture.mid = mid;
      return;
    }
    if (gesture.kind === "paint") {
      const label = board.cellUnder(xy);
      if (label && !gesture.painted.has(label) && !mosaicHas(label)) {
        gesture.painted.add(label);
        mosaicTap(label, true);
      }
      return;
    }
    const moved = Math.hypot(xy[0] - gesture.start[0], xy[1] - gesture.start[1]);
    if (gesture.kind === "tap" && moved > 6) gesture.kind = "pan";
    if (gesture.kind === "pan" && local.view) {
      board.userView(panBy(local.view, xy[0] - gesture.last[0], xy[1] - gesture.last[1]));
    }
    gesture.last = xy;
  });
  /**
   * A tap placed the picked tile: focus moves now, while the kernel answers, from the picked rack
   * tile (it leaves the rack) to the rack tile that keeps the Tab stop after the move, so that the
   * redraw removes no focused element (which would make the browser lay the page out twice more).
   */
  function keepFocusAfterPlay() {
    const a = document.activeElement;
    if (!(a instanceof HTMLElement) || !a.classList.contains("trio-gw-racktile") || a.dataset.tile !== local.selected) return;
    const next = /** @type {HTMLElement | null} */ (rack.rack.querySelector(".trio-gw-racktile:not(.selected)"));
    if (!next) return;
    rack.setRoving(next.dataset.tile || null);
    next.focus({ preventScroll: true });
  }
  /** @param {PointerEvent} ev */
  const endPointer = (ev) => {
    const had = pointers.has(ev.pointerId);
    pointers.delete(ev.pointerId);
    if (!had || !gesture) return;
    if (gesture.kind === "tap" && ev.type === "pointerup") {
      const label = gesture.label; // where the tap began (a tap moves less than 6 px; no layout read here)
      if (label) {
        if (model.get("mode") === "mosaic") mosaicTap(label, false);
        else if (board.isTarget(label) && placeOn(label)) {
          local.focusCell = label;
          keepFocusAfterPlay();
        }
      }
    }
    if (pointers.size === 0) gesture = null;
    else if (gesture.kind === "pinch") gesture = { kind: "pan", start: [0, 0], last: Array.from(pointers.values())[0] };
  };
  on(svg, "pointerup", endPointer);
  on(svg, "pointercancel", endPointer);
  on(svg, "pointerleave", () => { if (!gesture) { local.hoverCell = null; board.clearPreview(); } });
  on(svg, "wheel", (ev) => {
    ev.preventDefault();
    board.zoomBy(Math.exp(-ev.deltaY * (ev.deltaMode === 1 ? 0.05 : 0.0015)), board.localXY(ev));
  }, { passive: false });
  on(svg, "focusin", (ev) => {
    const g = /** @type {Element} */ (ev.target).closest(".trio-gw-cell");
    if (g) { local.focusCell = g.getAttribute("data-cell"); board.showPreview(local.focusCell); }
  });

  return {
    update() {},
    dispose() { for (const c of cleanups) c(); },
    focusKey, restoreFocus,
  };
}
