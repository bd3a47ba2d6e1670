// @ts-check
// A tile the child turns (by buttons, by dragging round it, with the arrow keys) and the two
// turn buttons.

import { defsMarkup, tileMarkup, getTileStyle, tileName } from "./tile.mjs";
import { turned, addTurn, stepsOf, angleDiff, tileWords } from "./turn.mjs";
import { el, button } from "./dom.mjs";
import { svgNode, svgEl } from "./draw.mjs";

/**
 * A tile the child turns: by the buttons the caller adds, by dragging round it
 * (pointer events: mouse, touch, pen), or with the arrow keys when it has focus.
 * Role "slider": its value is the turn (0-5), its value text says where the numbers are.
 *
 * @param {{label: string, tr: (key: string, params?: any) => string, px?: number,
 *          onTurn: (turn: number) => void, onActivate?: () => void, onTap?: () => void}} opts
 */
export function createTurnable(opts) {
  const box = el("div", "tc-turnable");
  box.tabIndex = 0;
  box.setAttribute("role", "slider");
  box.setAttribute("aria-label", opts.label);
  box.setAttribute("aria-valuemin", "0");
  box.setAttribute("aria-valuemax", "5");
  box.dataset.role = "turnable";
  const st = getTileStyle();
  const r = (st.edge * Math.sqrt(3)) / 3 + 8;
  const px = opts.px ?? 150;
  const svg = svgEl("svg", {
    viewBox: `${(-r).toFixed(1)} ${(-r).toFixed(1)} ${(2 * r).toFixed(1)} ${(2 * r).toFixed(1)}`,
    width: ((2 * r * px) / st.edge).toFixed(0),
    height: ((2 * r * px) / st.edge).toFixed(0),
    class: "tc-turnsvg",
  });
  svg.appendChild(svgNode(defsMarkup()));
  svg.appendChild(svgEl("circle", { cx: 0, cy: 0, r: (r - 3).toFixed(1), class: "tc-turn-disc" }));
  const spin = svgEl("g", { class: "tc-spin" });
  svg.appendChild(spin);
  box.appendChild(svg);

  let corners = [0, 0, 0];
  let turn = 0;
  let pips = false;
  let enabled = true;

  const draw = () => {
    const t = turned(corners, turn);
    const name = tileName(corners);
    spin.replaceChildren(svgNode(tileMarkup(t.corners, t.up, { pips, title: tileWords(opts.tr, t.corners, t.up, name) })));
    spin.classList.remove("tc-animating");
    spin.style.transform = "";
    box.setAttribute("aria-valuenow", String(turn));
    box.setAttribute("aria-valuetext", tileWords(opts.tr, t.corners, t.up, name));
    box.dataset.turn = String(turn);
    box.dataset.tile = name;
  };

  const reduced = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

  let timer = 0;
  /** @param {number} steps */
  const turnBy = (steps) => {
    if (!enabled || steps === 0) return;
    if (timer) {
      window.clearTimeout(timer);
      timer = 0;
      draw();
    }
    turn = addTurn(turn, steps);
    opts.onTurn(turn);
    if (reduced()) {
      draw();
      return;
    }
    // the drawing still shows the old turn: spin it there, then draw the new one upright
    spin.classList.add("tc-animating");
    spin.style.transform = `rotate(${steps * 60}deg)`;
    timer = window.setTimeout(() => {
      timer = 0;
      draw();
    }, 200);
  };

  // dragging round the centre
  /** @type {{id: number, start: number, last: number, total: number, x: number, y: number, moved: boolean} | null} */
  let drag = null;
  /** @param {PointerEvent} ev */
  const angleOf = (ev) => {
    const rect = svg.getBoundingClientRect();
    return (Math.atan2(ev.clientY - (rect.top + rect.height / 2), ev.clientX - (rect.left + rect.width / 2)) * 180) / Math.PI;
  };
  svg.addEventListener("pointerdown", (ev) => {
    if (!enabled || drag) return;
    const a = angleOf(/** @type {PointerEvent} */ (ev));
    drag = { id: ev.pointerId, start: a, last: a, total: 0, x: ev.clientX, y: ev.clientY, moved: false };
    svg.setPointerCapture(ev.pointerId);
    ev.preventDefault();
  });
  svg.addEventListener("pointermove", (ev) => {
    if (!drag || ev.pointerId !== drag.id) return;
    const a = angleOf(/** @type {PointerEvent} */ (ev));
    drag.total += angleDiff(a, drag.last);
    drag.last = a;
    if (Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) > 8) drag.moved = true;
    if (drag.moved) spin.style.transform = `rotate(${drag.total.toFixed(1)}deg)`;
  });
  const end = (/** @type {PointerEvent} */ ev, cancelled = false) => {
    if (!drag || ev.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    spin.style.transform = "";
    if (cancelled) return;
    if (!d.moved) {
      box.focus();
      if (opts.onTap) opts.onTap();
      return;
    }
    const steps = stepsOf(d.total);
    if (steps !== 0) {
      turn = addTurn(turn, steps);
      draw();
      opts.onTurn(turn);
    }
  };
  svg.addEventListener("pointerup", (ev) => end(/** @type {PointerEvent} */ (ev)));
  svg.addEventListener("pointercancel", (ev) => end(/** @type {PointerEvent} */ (ev), true));

  box.addEventListener("keydown", (ev) => {
    const k = ev.key;
    if (k === "ArrowRight" || k === "ArrowUp" || k === "r" || k === "R") turnBy(1);
    else if (k === "ArrowLeft" || k === "ArrowDown" || k === "l" || k === "L") turnBy(-1);
    else if ((k === "Enter" || k === " ") && opts.onActivate) opts.onActivate();
    else return;
    ev.preventDefault();
    ev.stopPropagation();
  });

  return {
    el: box,
    /**
     * @param {number[]} c  the tile's numbers at turn 0
     * @param {number} t
     * @param {boolean} [p]  pips
     */
    set(c, t, p = false) {
      if (timer) {
        window.clearTimeout(timer);
        timer = 0;
      }
      corners = c.map(Number);
      turn = addTurn(Number(t) || 0, 0);
      pips = p;
      draw();
    },
    turnBy,
    get turn() {
      return turn;
    },
    /** @param {boolean} on */
    enable(on) {
      enabled = on;
      box.classList.toggle("tc-disabled", !on);
      box.setAttribute("aria-disabled", String(!on));
    },
  };
}

/**
 * The two turn buttons, ↺ and ↻ (big, for fingers).
 * @param {(key: string, params?: any) => string} tr
 * @param {(steps: number) => void} turnBy
 */
export function turnButtons(tr, turnBy) {
  const row = el("div", "tc-turnbtns");
  const left = button("\u21ba", "turn-left", "tc-icon", tr("teach.ui.turn_left"));
  left.title = tr("teach.ui.turn_left");
  const right = button("\u21bb", "turn-right", "tc-icon", tr("teach.ui.turn_right"));
  right.title = tr("teach.ui.turn_right");
  left.addEventListener("click", () => turnBy(-1));
  right.addEventListener("click", () => turnBy(1));
  row.append(left, right);
  return row;
}

/**
 * The turns the child made that the kernel has not sent back yet, per tile.  Two quick taps
 * send 5, then 0; the kernel's answer to the first (5) comes when the tile already shows 0,
 * and a tile drawn from the model would jump back to 5.  `shown` is the turn to draw;
 * `heard` takes the kernel's answer off the list, and ignores a model turn it has seen
 * already (a change to another tile, a redraw).  A new turn the child never sent is the
 * kernel's own change (a new exercise, a reset): it wins and the list is dropped.
 */
export function turnMemory() {
  /** @type {Map<string, number[]>} the turns sent and not yet answered */
  const sent = new Map();
  /** @type {Map<string, number>} the model's turn last seen */
  const seen = new Map();
  return {
    /** @param {string} key @param {number} turn */
    sent(key, turn) {
      const list = sent.get(key) || [];
      list.push(turn);
      sent.set(key, list);
    },
    /** @param {string} key @param {number} modelTurn */
    shown(key, modelTurn) {
      if (!seen.has(key)) seen.set(key, modelTurn);
      const list = sent.get(key);
      return list && list.length ? list[list.length - 1] : modelTurn;
    },
    /** @param {string} key @param {number} modelTurn */
    heard(key, modelTurn) {
      if (seen.get(key) === modelTurn) return;
      seen.set(key, modelTurn);
      const list = sent.get(key);
      if (!list) return;
      const i = list.indexOf(modelTurn);
      if (i < 0) sent.delete(key);
      else {
        list.splice(0, i + 1);
        if (!list.length) sent.delete(key);
      }
    },
    clear() {
      sent.clear();
      seen.clear();
    },
  };
}
