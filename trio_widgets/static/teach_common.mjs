// What the teaching widgets (teach_*.js) share in the browser: turning a tile,
// drawing a small board, a turnable tile, buttons, feedback.
//
// Python (trio_widgets/teach.py, exercises.py) decides every right and wrong;
// these helpers only draw the synced state and report what the child does.
// Tiles are drawn by tile.mjs (the same drawing as svg.py).  All text goes
// into the page with textContent.  Identifiers start with "tc" (the bundler
// puts every module in one scope).
//
// Turning: a tile turns in sixths of a full turn, clockwise.  Turn 0 shows it
// pointing up with its numbers clockwise from the top as given; odd turns
// point it down (exercises.turned in Python, tcTurned here).

import { cellCorners, pointXY, parseCellLabel } from "./geometry.mjs";
import { SVG_NS, tileMarkup, defsMarkup, svgNodes, placementMarkup, cellPath, cellCentreSvg, paperToSvg, getTileStyle } from "./tile.mjs";
import { makeTranslator } from "./i18n.mjs";

export const TC_TURNS = 6;

/**
 * The numbers at a cell's corners (clockwise, as a placement reads them) and
 * whether the tile points up, after turning it `turn` sixths clockwise.
 * @param {number[]} corners  clockwise from the top at turn 0
 * @param {number} turn
 * @returns {{corners: number[], up: boolean}}
 */
export function tcTurned(corners, turn) {
  const k = ((Math.trunc(turn) % TC_TURNS) + TC_TURNS) % TC_TURNS;
  const s = Math.floor((k + 1) / 2) % 3;
  const a = corners.map(Number);
  const rot = s === 0 ? a : a.slice(3 - s).concat(a.slice(0, 3 - s));
  return { corners: rot, up: k % 2 === 0 };
}

/**
 * A turn plus some steps, back into 0..5.
 * @param {number} turn
 * @param {number} steps
 */
export function tcAddTurn(turn, steps) {
  return (((turn + steps) % TC_TURNS) + TC_TURNS) % TC_TURNS;
}

/**
 * Whole sixths of a turn in an angle (degrees, clockwise), rounded to the nearest.
 * @param {number} degrees
 */
export function tcStepsOf(degrees) {
  const s = Math.round(degrees / 60);
  return s === 0 ? 0 : s; // never -0
}

/**
 * The smallest signed difference between two angles in degrees (-180..180).
 * @param {number} a
 * @param {number} b
 */
export function tcAngleDiff(a, b) {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
}

/**
 * Words for a tile as it lies, for screen readers: "3-4-5, pointing up: 3 at the top, ...".
 * @param {(key: string, params?: any) => string} tr
 * @param {number[]} corners  as the cell reads them
 * @param {boolean} up
 * @param {string} name
 */
export function tcTileWords(tr, corners, up, name) {
  const [a, b, c] = corners;
  return tr(up ? "teach.aria.tile_up" : "teach.aria.tile_down", { tile: name, a, b, c });
}

/** The tile's name: its numbers from the smallest rotation, "3-4-5". @param {number[]} c */
export function tcName(c) {
  const rots = [[c[0], c[1], c[2]], [c[1], c[2], c[0]], [c[2], c[0], c[1]]];
  rots.sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  return rots[0].join("-");
}

// ------------------------------------------------------------------ DOM helpers

/**
 * An HTML element with a class and text (textContent, never HTML).
 * @param {string} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export function tcEl(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = text;
  return e;
}

/**
 * A real <button> (keyboard and touch for free).
 * @param {string} text
 * @param {string} action  data-action, for tests and styling
 * @param {string} [cls]
 * @param {string} [aria]  aria-label when the text is a symbol
 */
export function tcButton(text, action, cls, aria) {
  const b = /** @type {HTMLButtonElement} */ (tcEl("button", "tc-btn" + (cls ? " " + cls : ""), text));
  b.type = "button";
  b.dataset.action = action;
  if (aria) b.setAttribute("aria-label", aria);
  return b;
}

/**
 * Put the widget's language on its element and root (a screen reader reads a Russian widget with
 * Russian rules even in an English notebook).
 * @param {HTMLElement} el  anywidget's element (holds the live region too)
 * @param {HTMLElement} root
 * @param {any} model
 */
export function tcLangOn(el, root, model) {
  const lang = String(model.get("lang") || "en");
  el.setAttribute("lang", lang);
  root.setAttribute("lang", lang);
}

/**
 * The translator for the model's catalogue and language.
 * @param {any} model
 */
export function tcTranslator(model) {
  return makeTranslator(model.get("_catalogue") || {}, model.get("lang") || "en");
}

/**
 * A row of toggle buttons (one pressed): returns the row; `onPick(value)` on a press.
 * @param {string} label  aria-label of the group
 * @param {Array<[string, string]>} options  [value, text]
 * @param {string} current
 * @param {(value: string) => void} onPick
 * @param {string} action
 */
export function tcSegmented(label, options, current, onPick, action) {
  const row = tcEl("div", "tc-seg");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", label);
  for (const [value, text] of options) {
    const b = tcButton(text, action, "tc-segbtn");
    b.dataset.value = value;
    b.setAttribute("aria-pressed", String(value === current));
    b.addEventListener("click", () => onPick(value));
    row.appendChild(b);
  }
  tcRoving(row, "button");
  return row;
}

/**
 * Show (or hide) the widget's error message.
 * @param {HTMLElement} box
 * @param {any} message  {text, kind, id} or {}
 */
export function tcShowMessage(box, message) {
  const text = message && message.text ? String(message.text) : "";
  box.textContent = text;
  box.hidden = !text;
}

/**
 * Show the feedback to the last answer: a line, then steps (the arithmetic).
 * @param {HTMLElement} box
 * @param {any} fb  {ok, text, steps, done} or {}
 */
export function tcShowFeedback(box, fb) {
  box.replaceChildren();
  const text = fb && fb.text ? String(fb.text) : "";
  box.hidden = !text;
  if (!text) return;
  const kind = fb.ok === true ? "tc-ok" : fb.ok === false ? "tc-notyet" : "tc-info";
  box.className = "tc-feedback " + kind;
  const line = tcEl("div", "tc-feedback-line");
  line.appendChild(tcEl("span", "tc-feedback-icon", fb.ok === true ? "\u2714" : fb.ok === false ? "\u21bb" : "\u2139"));
  line.appendChild(tcEl("span", "tc-feedback-text", text));
  box.appendChild(line);
  const steps = Array.isArray(fb.steps) ? fb.steps : [];
  if (steps.length) {
    const list = tcEl("ol", "tc-steps");
    for (const s of steps) list.appendChild(tcEl("li", "", String(s)));
    box.appendChild(list);
  }
}

/**
 * "★ 3": exercises solved.
 * @param {HTMLElement} box
 * @param {number} n
 * @param {(key: string, params?: any) => string} tr
 */
export function tcShowStars(box, n, tr) {
  box.textContent = "\u2605 " + String(n);
  box.setAttribute("aria-label", tr("teach.ui.stars", { n }));
  box.title = tr("teach.ui.stars", { n });
}

/**
 * The widget's heading: its title and "★ n", the exercises solved so far.
 * @param {string} title
 * @param {number} stars
 * @param {(key: string, params?: any) => string} tr
 */
export function tcHead(title, stars, tr) {
  const head = tcEl("div", "tc-head");
  head.appendChild(tcEl("h3", "tc-title", title));
  const box = tcEl("span", "tc-stars");
  tcShowStars(box, stars, tr);
  head.appendChild(box);
  return head;
}

/**
 * A label and a row of toggle buttons (tcSegmented), in a row of class `cls`.
 * @param {string} cls
 * @param {string} label  shown, and the aria-label of the group
 * @param {Array<[string, string]>} options  [value, text]
 * @param {string} current
 * @param {(value: string) => void} onPick
 * @param {string} action
 */
export function tcLabelledSegmented(cls, label, options, current, onPick, action) {
  const row = tcEl("div", cls);
  row.appendChild(tcEl("span", "tx-label", label));
  row.appendChild(tcSegmented(label, options, current, onPick, action));
  return row;
}

/**
 * "Next ▶": shown once the exercise is done; `onNext()` on a press.
 * @param {(key: string, params?: any) => string} tr
 * @param {boolean} done
 * @param {() => void} onNext
 */
export function tcNextButton(tr, done, onNext) {
  const next = tcButton(tr("teach.ui.next") + " \u25b6", "next", "tc-primary tc-big");
  next.hidden = !done;
  next.addEventListener("click", onNext);
  return next;
}

/**
 * The feedback to the last answer, then the error message, added to `root`.
 * @param {HTMLElement} root
 * @param {any} fb  {ok, text, steps, done} or {}
 * @param {any} message  {text, kind, id} or {}
 */
export function tcFeedbackAndMessage(root, fb, message) {
  const box = tcEl("div", "tc-feedback");
  tcShowFeedback(box, fb);
  root.appendChild(box);
  const msg = tcEl("div", "tc-message");
  tcShowMessage(msg, message);
  root.appendChild(msg);
}

// ------------------------------------------------------------------ SVG helpers

/**
 * @param {string} markup
 * @returns {Element}
 */
function tcNode(markup) {
  return svgNodes(markup)[0];
}

/**
 * @param {string} tag
 * @param {Record<string, string | number>} attrs
 */
export function tcSvgEl(tag, attrs) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/**
 * A small <svg> holding one tile (its own <defs>), sized `px` pixels per edge.
 * @param {number[]} corners
 * @param {boolean} up
 * @param {{px?: number, pips?: boolean, title?: string, tint?: boolean, square?: boolean}} [opts]
 */
export function tcTileSvg(corners, up, opts = {}) {
  const st = getTileStyle();
  const e = st.edge;
  const h = e * Math.sqrt(3) / 2;
  const pad = 6;
  let vb;
  if (opts.square) {
    const r = (2 * h) / 3 + pad;
    vb = [-r, -r, 2 * r, 2 * r + st.shadow_dy];
  } else {
    const top = up ? -(2 * h) / 3 - pad : -h / 3 - pad;
    const bottom = (up ? h / 3 : (2 * h) / 3) + st.shadow_dy + pad;
    vb = [-e / 2 - pad, top, e + 2 * pad, bottom - top];
  }
  const px = opts.px ?? 60;
  const svg = tcSvgEl("svg", {
    viewBox: vb.map((v) => v.toFixed(2)).join(" "),
    width: ((vb[2] * px) / e).toFixed(1),
    height: ((vb[3] * px) / e).toFixed(1),
    class: "tc-tilesvg",
    "aria-hidden": "true",
    focusable: "false",
  });
  svg.appendChild(tcNode(defsMarkup(["trio-face-u", "trio-face-d", ...corners.filter((n) => n > 0).map((n) => `trio-pips-${n}`)])));
  const g = tcNode(tileMarkup(corners, up, { pips: !!opts.pips, title: opts.title }));
  if (opts.tint) {
    const face = g.querySelector("use");
    const tint = tcSvgEl("path", { d: tcTrianglePath(up, st.gap + 1), class: "tc-mirror-tint" });
    if (face && face.nextSibling) g.insertBefore(tint, face.nextSibling);
    else g.appendChild(tint);
  }
  svg.appendChild(g);
  return svg;
}

/**
 * A triangle around the origin (SVG units, Y down), shrunk by `inset`.
 * @param {boolean} up
 * @param {number} inset
 */
export function tcTrianglePath(up, inset) {
  const st = getTileStyle();
  const [cx, cy] = cellCentreSvg({ x: 0, y: 0, up }, st);
  const d = cellPath({ x: 0, y: 0, up }, inset, st);
  // cellPath is placed at the cell's centre; move it to the origin
  return d.replace(/(-?[0-9.]+),(-?[0-9.]+)/g, (_m, x, y) => `${(Number(x) - cx).toFixed(2)},${(Number(y) - cy).toFixed(2)}`);
}

/**
 * A small board as an <svg>: the table, the tiles, a target cell, a last-move ring, a marked corner.
 * @param {{board: Array<[string, number[]]>, target?: string | null, last?: string | null,
 *          mark?: number[] | null, placed?: {cell: string, corners: number[]} | null,
 *          pips?: boolean, px?: number, maxWidth?: number, label?: string, targetLabel?: string}} spec
 * @returns {{svg: SVGSVGElement, target: Element | null}}
 */
export function tcBoardSvg(spec) {
  const st = getTileStyle();
  const e = st.edge;
  const cells = spec.board.map(([c]) => c);
  if (spec.target) cells.push(spec.target);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const label of cells) {
    for (const p of cellCorners(parseCellLabel(label))) {
      const [x, y] = paperToSvg(pointXY(p), st);
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    }
  }
  const m = e * 0.42;
  x0 -= m; y0 -= m; x1 += m; y1 += m + st.shadow_dy;
  const w = x1 - x0, h = y1 - y0;
  // pixels per tile edge: big for a small board, and the whole board at most maxWidth wide
  const px = Math.min(spec.px ?? 110, (spec.maxWidth ?? 540) / (w / e));
  const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (tcSvgEl("svg", {
    viewBox: `${x0.toFixed(2)} ${y0.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`,
    class: "tc-board",
    role: "img",
  })));
  svg.style.width = `${((w * px) / e).toFixed(0)}px`;
  if (spec.label) svg.setAttribute("aria-label", spec.label);
  svg.appendChild(tcNode(defsMarkup()));
  svg.appendChild(tcSvgEl("rect", { x: x0.toFixed(2), y: y0.toFixed(2), width: w.toFixed(2), height: h.toFixed(2), rx: 14, class: "tc-table" }));
  for (const [cell, corners] of spec.board) {
    svg.appendChild(tcNode(placementMarkup({ cell, corners }, { pips: !!spec.pips })));
  }
  /** @type {Element | null} */
  let target = null;
  if (spec.target) {
    target = tcSvgEl("g", { class: "tc-target", "data-cell": spec.target });
    target.appendChild(tcSvgEl("path", { d: cellPath(spec.target, st.gap, st), class: "tc-target-fill" }));
    const [cx, cy] = cellCentreSvg(spec.target, st);
    const q = tcSvgEl("text", { x: cx.toFixed(2), y: (cy + 13).toFixed(2), class: "tc-target-q", "text-anchor": "middle" });
    q.textContent = "?";
    target.appendChild(q);
    if (spec.targetLabel) {
      const title = tcSvgEl("title", {});
      title.textContent = spec.targetLabel;
      target.appendChild(title);
    }
    svg.appendChild(target);
    if (spec.placed && spec.placed.cell === spec.target) {
      target.classList.add("tc-filled");
      const g = tcNode(placementMarkup({ cell: spec.placed.cell, corners: spec.placed.corners }, { pips: !!spec.pips }));
      g.classList.add("tc-placed");
      svg.appendChild(g);
    }
    const ring = tcSvgEl("path", { d: cellPath(spec.target, -1, st), class: "tc-target-ring" + (spec.placed && spec.placed.cell === spec.target ? " tc-done" : "") });
    svg.appendChild(ring);
    // keyboard focus on the space shows on its ring (an SVG <g> has no outline of its own)
    target.addEventListener("focus", () => ring.classList.toggle("tc-focus", /** @type {Element} */ (target).matches(":focus-visible")));
    target.addEventListener("blur", () => ring.classList.remove("tc-focus"));
  }
  if (spec.last) {
    svg.appendChild(tcSvgEl("path", { d: cellPath(spec.last, st.gap / 2, st), class: "tc-last", "data-cell": spec.last }));
  }
  if (spec.mark) {
    const [mx, my] = paperToSvg(pointXY(/** @type {[number, number]} */ (spec.mark)), st);
    svg.appendChild(tcSvgEl("circle", { cx: mx.toFixed(2), cy: my.toFixed(2), r: 21, class: "tc-mark" }));
  }
  return { svg, target };
}

// ------------------------------------------------------------------ a tile to turn

/**
 * A tile the child turns: by the buttons the caller adds, by dragging round it
 * (pointer events: mouse, touch, pen), or with the arrow keys when it has focus.
 * Role "slider": its value is the turn (0-5), its value text says where the numbers are.
 *
 * @param {{label: string, tr: (key: string, params?: any) => string, px?: number,
 *          onTurn: (turn: number) => void, onActivate?: () => void, onTap?: () => void}} opts
 */
export function tcTurnable(opts) {
  const box = tcEl("div", "tc-turnable");
  box.tabIndex = 0;
  box.setAttribute("role", "slider");
  box.setAttribute("aria-label", opts.label);
  box.setAttribute("aria-valuemin", "0");
  box.setAttribute("aria-valuemax", "5");
  box.dataset.role = "turnable";
  const st = getTileStyle();
  const r = (st.edge * Math.sqrt(3)) / 3 + 8;
  const px = opts.px ?? 150;
  const svg = tcSvgEl("svg", {
    viewBox: `${(-r).toFixed(1)} ${(-r).toFixed(1)} ${(2 * r).toFixed(1)} ${(2 * r).toFixed(1)}`,
    width: ((2 * r * px) / st.edge).toFixed(0),
    height: ((2 * r * px) / st.edge).toFixed(0),
    class: "tc-turnsvg",
  });
  svg.appendChild(tcNode(defsMarkup()));
  svg.appendChild(tcSvgEl("circle", { cx: 0, cy: 0, r: (r - 3).toFixed(1), class: "tc-turn-disc" }));
  const spin = tcSvgEl("g", { class: "tc-spin" });
  svg.appendChild(spin);
  box.appendChild(svg);

  let corners = [0, 0, 0];
  let turn = 0;
  let pips = false;
  let enabled = true;

  const draw = () => {
    const t = tcTurned(corners, turn);
    const name = tcName(corners);
    spin.replaceChildren(tcNode(tileMarkup(t.corners, t.up, { pips, title: tcTileWords(opts.tr, t.corners, t.up, name) })));
    spin.classList.remove("tc-animating");
    spin.style.transform = "";
    box.setAttribute("aria-valuenow", String(turn));
    box.setAttribute("aria-valuetext", tcTileWords(opts.tr, t.corners, t.up, name));
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
    turn = tcAddTurn(turn, steps);
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
    drag.total += tcAngleDiff(a, drag.last);
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
    const steps = tcStepsOf(d.total);
    if (steps !== 0) {
      turn = tcAddTurn(turn, steps);
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
      turn = tcAddTurn(Number(t) || 0, 0);
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
export function tcTurnButtons(tr, turnBy) {
  const row = tcEl("div", "tc-turnbtns");
  const left = tcButton("\u21ba", "turn-left", "tc-icon", tr("teach.ui.turn_left"));
  left.title = tr("teach.ui.turn_left");
  const right = tcButton("\u21bb", "turn-right", "tc-icon", tr("teach.ui.turn_right"));
  right.title = tr("teach.ui.turn_right");
  left.addEventListener("click", () => turnBy(-1));
  right.addEventListener("click", () => turnBy(1));
  row.append(left, right);
  return row;
}

/**
 * A board's words for screen readers: how many tiles, what the marked space needs.
 * @param {(key: string, params?: any) => string} tr
 * @param {Array<[string, number[]]>} board
 */
export function tcBoardWords(tr, board) {
  const tiles = board.map(([, c]) => tcName(c)).join(", ");
  return tr("teach.aria.board", { n: board.length, tiles });
}

/**
 * Keep focus on "the same" control across a redraw: returns a function that restores it.
 * @param {HTMLElement} root
 */
export function tcKeepFocus(root) {
  const active = /** @type {HTMLElement | null} */ (document.activeElement);
  if (!active || !root.contains(active)) return () => {};
  const key = active.dataset.fkey || active.dataset.action && `${active.dataset.action}|${active.dataset.value || ""}|${active.dataset.tile || ""}`;
  return () => {
    if (!key) return;
    for (const e of root.querySelectorAll("[data-fkey], [data-action]")) {
      const h = /** @type {HTMLElement} */ (e);
      const k = h.dataset.fkey || h.dataset.action && `${h.dataset.action}|${h.dataset.value || ""}|${h.dataset.tile || ""}`;
      if (k === key) {
        h.focus();
        return;
      }
    }
  };
}

/**
 * Run `fn` once after a burst of model changes (one Python update changes several traits).
 * @param {() => void} fn
 */
export function tcScheduler(fn) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      fn();
    });
  };
}

/**
 * JupyterLab reads keys pressed anywhere in a notebook as its own shortcuts (arrows move between
 * cells, Enter edits one): mark every control of the widget so the keys stay with it.
 * Lumino skips an event whose target (or an ancestor) has data-lm-suppress-shortcuts.
 * @param {HTMLElement} root
 */
export function tcOwnKeys(root) {
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const e of root.querySelectorAll("button, input, select, textarea, [tabindex]")) e.setAttribute("data-lm-suppress-shortcuts", "true");
  if (/** @type {any} */ (root).tcEscape) return;
  /** @type {any} */ (root).tcEscape = true;
  // Escape gives the keyboard back to the notebook (the widget keeps every other key for itself)
  root.addEventListener("keydown", (ev) => {
    if (/** @type {KeyboardEvent} */ (ev).key !== "Escape" || ev.defaultPrevented) return;
    ev.preventDefault();
    tcLeave(root);
  });
}

/**
 * Give the keyboard back to the page: in JupyterLab the notebook (command mode), else nowhere.
 * @param {HTMLElement} root
 */
export function tcLeave(root) {
  const nb = /** @type {HTMLElement|null} */ (root.closest(".jp-Notebook"));
  const cell = /** @type {HTMLElement|null} */ (root.closest(".jp-Cell"));
  if (nb) nb.focus();
  else if (cell) cell.focus();
  else /** @type {HTMLElement|null} */ (document.activeElement)?.blur?.();
}

/**
 * One Tab stop for a group of controls, arrow keys inside it ("roving tabindex"): the chosen item
 * (aria-pressed="true", else the first enabled one) is the group's stop; Left/Up, Right/Down,
 * Home and End move between the items; the item last focused stays the stop.
 * @param {HTMLElement} group  made anew with each redraw
 * @param {string} selector  its items
 */
export function tcRoving(group, selector) {
  const items = /** @type {HTMLElement[]} */ (Array.from(group.querySelectorAll(selector)));
  if (!items.length) return;
  const usable = items.filter((b) => !(/** @type {any} */ (b).disabled));
  const chosen = usable.find((b) => b.getAttribute("aria-pressed") === "true") || usable[0] || items[0];
  for (const b of items) b.tabIndex = b === chosen ? 0 : -1;
  group.addEventListener("focusin", (ev) => {
    const t = /** @type {HTMLElement} */ (ev.target);
    if (!items.includes(t)) return;
    for (const b of items) b.tabIndex = b === t ? 0 : -1;
  });
  group.addEventListener("keydown", (ev) => {
    const e = /** @type {KeyboardEvent} */ (ev);
    const i = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (i < 0) return;
    let j = -1;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") j = Math.min(items.length - 1, i + 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = Math.max(0, i - 1);
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = items.length - 1;
    if (j < 0) return;
    e.preventDefault();
    e.stopPropagation();
    items[j].focus();
  });
}

/**
 * A polite live region that stays put across redraws (a region made anew with each redraw is
 * not read out by every screen reader): say(text) reads the feedback or the error aloud once.
 * @param {HTMLElement} el  the widget's element (the region goes next to the redrawn part)
 */
export function tcAnnouncer(el) {
  const region = tcEl("div", "tc-sr");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("role", "status");
  el.appendChild(region);
  let last = "";
  return {
    /** @param {string} key  what is being said (an id), @param {string} text */
    say(key, text) {
      if (!text || key === last) return;
      last = key;
      region.textContent = text;
    },
    remove() {
      region.remove();
    },
  };
}

/**
 * Read out the feedback or the error message when either is new.
 * @param {ReturnType<typeof tcAnnouncer>} announcer
 * @param {any} model
 */
export function tcAnnounce(announcer, model) {
  const m = model.get("message") || {};
  const f = model.get("feedback") || {};
  if (m.text) announcer.say(`m${m.id}`, String(m.text));
  else if (f.text) announcer.say(`f${f.id}`, [String(f.text), ...(Array.isArray(f.steps) ? f.steps.map(String) : [])].join(" "));
}
