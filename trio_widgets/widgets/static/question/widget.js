// @ts-check
// Question's front end: a lesson's exercise, answered with a number, a tile, a choice or a place
// on a board; Python checks every answer and sends the hints (and, once every part is right or
// after "Show me", the worked answer).  The page never holds the answer before that.
//
// Draws the synced `view`, `part`, `results`, `feedback`, `worked`, `stars`, `shown`, `done`,
// `can_show` and sends intents:
//   {action: "answer", part, value}   value: the digits typed, a tile's name, an option's number,
//                                     a place's cell label, or a list of them ("every right one")
//   {action: "show"}  {action: "next"}
// The hints come in steps: a first wrong try gets the hint aimed at the mistake (feedback.step 1),
// a second one a stronger hint too (step 2); "Show me" is drawn only once Python offers it
// (`can_show`: after two wrong tries at a part), with a line that says it is there.
// Keyboard: every control is a real button or input (Tab reaches each one); Enter in the number
// box answers; after an answer the focus goes to the feedback, which is also read aloud.
// Test hooks: [data-action="answer|show|next|key|pick|choose|place"], [data-tile], [data-cell],
// [data-value], .qz-feedback, .qz-worked, .tc-stars.

import { el, button, translator, scheduler, ownKeys, langOn, keepFocus } from "../shared/dom.mjs";
import { tileSvg, boardSvg, svgEl, svgNode } from "../shared/draw.mjs";
import { createAnnouncer } from "../shared/feedback.mjs";
import { mount } from "../shared/mount.mjs";
import { keepProgress } from "../shared/keep.mjs";
import { cellPath, cellCentreSvg, paperToSvg, defsMarkup, placementMarkup, getTileStyle } from "../shared/tile.mjs";
import { cellCorners, pointXY, parseCellLabel } from "../shared/geometry.mjs";

/**
 * A board picture with places to tap (the places are buttons: Tab reaches each, Enter or Space taps).
 * @param {{board: Array<[string, number[]]>, places: string[], picked: Set<string>, right: string[],
 *          disabled: boolean, tr: (k: string, p?: any) => string, onTap: (cell: string) => void}} spec
 */
function placesSvg(spec) {
  const st = getTileStyle();
  const e = st.edge;
  const cells = [...spec.board.map(([c]) => c), ...spec.places];
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const label of cells) {
    for (const p of cellCorners(parseCellLabel(label))) {
      const [x, y] = paperToSvg(pointXY(p), st);
      x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
    }
  }
  const m = e * 0.3;
  x0 -= m; y0 -= m; x1 += m; y1 += m + st.shadow_dy;
  const w = x1 - x0, h = y1 - y0;
  const svg = svgEl("svg", { viewBox: `${x0.toFixed(2)} ${y0.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`, class: "tc-board qz-board", role: "group" });
  svg.setAttribute("aria-label", spec.tr("question.places"));
  /** @type {HTMLElement} */ (/** @type {unknown} */ (svg)).style.width = `${Math.min(560, (w / e) * 110).toFixed(0)}px`;
  svg.appendChild(svgNode(defsMarkup()));
  svg.appendChild(svgEl("rect", { x: x0.toFixed(2), y: y0.toFixed(2), width: w.toFixed(2), height: h.toFixed(2), rx: 14, class: "tc-table" }));
  for (const [cell, corners] of spec.board) svg.appendChild(svgNode(placementMarkup({ cell, corners })));
  spec.places.forEach((cell, i) => {
    const g = svgEl("g", { class: "qz-place", "data-cell": cell, "data-action": "place", role: "button" });
    const picked = spec.picked.has(cell);
    g.setAttribute("aria-pressed", String(picked));
    g.setAttribute("aria-label", spec.tr("question.place", { n: i + 1 }) + (picked ? ", " + spec.tr("question.picked") : ""));
    if (picked) g.classList.add("qz-on");
    if (spec.right.includes(cell)) g.classList.add("qz-right");
    if (!spec.disabled) g.setAttribute("tabindex", "0");
    else g.setAttribute("aria-disabled", "true");
    g.appendChild(svgEl("path", { d: cellPath(cell, st.gap, st), class: "qz-place-fill" }));
    const [cx, cy] = cellCentreSvg(cell, st);
    const n = svgEl("text", { x: cx.toFixed(2), y: (cy + 12).toFixed(2), class: "qz-place-n", "text-anchor": "middle" });
    n.textContent = String(i + 1);
    g.appendChild(n);
    const tap = () => { if (!spec.disabled) spec.onTap(cell); };
    g.addEventListener("click", tap);
    g.addEventListener("keydown", (ev) => {
      const k = /** @type {KeyboardEvent} */ (ev).key;
      if (k === "Enter" || k === " ") { ev.preventDefault(); tap(); }
    });
    svg.appendChild(g);
  });
  return svg;
}

/**
 * The question's view.
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @param {ReturnType<typeof createAnnouncer>} announcer
 */
function createQuestion(ctx, announcer) {
  const { model, root } = ctx;
  let typed = "";
  /** @type {Set<string>} */
  let picked = new Set();
  let shownPart = -1;
  let lastFeedback = 0;
  let focusFeedback = false;

  /** @param {any} value */
  const answer = (value) => {
    focusFeedback = true;
    ctx.send({ action: "answer", part: Number(model.get("part") || 0), value });
  };

  const update = () => {
    const tr = ctx.tr;
    const view = model.get("view") || {};
    const parts = Array.isArray(view.parts) ? view.parts : [];
    const i = Number(model.get("part") || 0);
    const p = parts[i] || { kind: "number" };
    const results = model.get("results") || [];
    const fb = model.get("feedback") || {};
    const worked = model.get("worked") || [];
    const done = !!model.get("done");
    const shown = !!model.get("shown");
    const canShow = !!model.get("can_show");
    const right = results[i] !== null && results[i] !== undefined;
    if (i !== shownPart) {
      shownPart = i;
      typed = "";
      picked = new Set();
    }
    const restore = keepFocus(root);
    root.replaceChildren();
    // the child's page opens the texts folded until this exercise is answered (data-after)
    if (view.exercise) root.dataset.exercise = String(view.exercise);
    root.dataset.open = String(worked.length > 0);

    const head = el("div", "tc-head");
    const title = String(view.title || tr("question.title"));
    if (view.heading) {
      head.appendChild(el("h3", "tc-title", String(view.heading)));
      root.removeAttribute("role");
      root.removeAttribute("aria-label");
    } else {
      // under a lesson's text, which shows the title as its heading: the widget is named by it, not headed again
      root.setAttribute("role", "group");
      root.setAttribute("aria-label", title);
    }
    const stars = el("span", "tc-stars", "\u2605 " + String(Number(model.get("stars") || 0)));
    stars.setAttribute("aria-label", tr("question.stars", { n: Number(model.get("stars") || 0) }));
    head.appendChild(stars);
    root.appendChild(head);

    if (parts.length > 1) {
      root.appendChild(el("p", "tc-sub qz-progress", tr("question.part", { n: i + 1, of: parts.length })));
      const past = el("ul", "qz-past");
      for (let k = 0; k < i; k++) {
        const given = results[k];
        const text = describe(parts[k], given);
        past.appendChild(el("li", "", `${parts[k].label ? parts[k].label + " " : ""}\u2714 ${text}`));
      }
      if (i > 0) root.appendChild(past);
    }
    if (p.label) root.appendChild(el("p", "tc-prompt qz-label", String(p.label)));

    const locked = right || done;
    if (p.board && p.kind !== "board") {
      const { svg } = boardSvg({ board: p.board, target: p.target || null, maxWidth: 300, px: 90 });
      svg.classList.add("qz-picture");
      root.appendChild(svg);
    }
    if (p.kind === "number") root.appendChild(numberInput(p, locked));
    else if (p.kind === "tile") root.appendChild(tileRow(p, locked, right ? results[i] : null));
    else if (p.kind === "choice") root.appendChild(choiceRow(p, locked, right ? results[i] : null));
    else if (p.kind === "board") {
      const given = right ? [].concat(results[i]) : [];
      root.appendChild(placesSvg({ board: p.board || [], places: p.places || [], picked: right ? new Set(given) : picked, right: given, disabled: locked, tr, onTap: (cell) => pickOrAnswer(p, cell) }));
      if (!locked) root.appendChild(el("p", "tc-sub", tr(p.many ? "question.pick_many" : "question.tap_place")));
    }

    const actions = el("div", "tc-row qz-actions");
    if (!locked && (p.kind === "number" || p.many)) {
      const check = button(tr("question.check"), "answer", "tc-primary tc-big");
      check.addEventListener("click", () => {
        if (p.kind === "number") answer(typed);
        else answer([...picked]);
      });
      actions.appendChild(check);
    }
    if (!shown && !done && canShow) {
      const show = button(tr("question.show"), "show", "tc-big qz-show");
      show.addEventListener("click", () => { focusFeedback = true; ctx.send({ action: "show" }); });
      actions.appendChild(show);
    }
    if (right && !done && i + 1 < parts.length) {
      const next = button(tr("question.next") + " \u25b6", "next", "tc-primary tc-big");
      next.addEventListener("click", () => { focusFeedback = false; ctx.send({ action: "next" }); });
      actions.appendChild(next);
    }
    if (actions.childElementCount) root.appendChild(actions);

    const box = el("div", "tc-feedback qz-feedback");
    box.tabIndex = -1;
    const lines = Array.isArray(fb.lines) ? fb.lines : [];
    box.hidden = !lines.length || Number(fb.part) !== i;
    if (!box.hidden) {
      box.classList.add(fb.ok ? "tc-ok" : "tc-notyet");
      if (!fb.ok && Number(fb.step) > 0) box.dataset.step = String(fb.step);
      const line = el("div", "tc-feedback-line");
      line.appendChild(el("span", "tc-feedback-icon", fb.ok ? "\u2714" : "\u21bb"));
      const words = el("div", "qz-lines");
      lines.forEach((/** @type {any} */ l, /** @type {number} */ k) => {
        // the stronger hint (the last line of a second wrong try) stands out as the next step
        const strong = !fb.ok && Number(fb.step) === 2 && k === lines.length - 1 && lines.length > 1;
        words.appendChild(el("p", strong ? "qz-line qz-stronger" : "qz-line", String(l)));
      });
      if (!fb.ok && canShow && !shown && !done) words.appendChild(el("p", "qz-line qz-ladder", tr("question.ladder", { show: tr("question.show") })));
      line.appendChild(words);
      box.appendChild(line);
    }
    root.appendChild(box);

    if (done || worked.length) {
      const end = el("div", "tc-feedback tc-info qz-end");
      if (done) end.appendChild(el("p", "qz-line qz-done", tr("question.done")));
      if (done && Number(model.get("stars") || 0) > 0) end.appendChild(el("p", "qz-line qz-star", tr("question.star")));
      if (shown) end.appendChild(el("p", "qz-line qz-nostar", tr(done ? "question.no_star_done" : "question.no_star")));
      root.appendChild(end);
    }
    if (worked.length) {
      const w = el("div", "qz-worked");
      w.appendChild(el("h4", "qz-worked-title", tr("question.worked")));
      /** @type {HTMLElement | null} */
      let list = null;
      for (const line of worked) {
        const item = el(line.kind === "li" ? "li" : "p", "qz-line");
        for (const [text, bold] of line.parts || []) item.appendChild(bold ? el("strong", "", String(text)) : document.createTextNode(String(text)));
        if (line.kind === "li") {
          if (!list) { list = el("ul", "qz-list"); w.appendChild(list); }
          list.appendChild(item);
        } else {
          list = null;
          w.appendChild(item);
        }
      }
      root.appendChild(w);
    }

    const m = model.get("message") || {};
    const msg = el("div", "tc-message", String(m.text || ""));
    msg.hidden = !m.text;
    root.appendChild(msg);
    ownKeys(root);

    // say it aloud, and put the focus on what was said after the child answered
    const fid = Number(fb.id || 0);
    if (m.text) announcer.say(`m${m.id}`, String(m.text));
    else if (fid && fid !== lastFeedback && lines.length) announcer.say(`f${fid}`, [...lines, ...(!fb.ok && canShow && !shown && !done ? [tr("question.ladder", { show: tr("question.show") })] : [])].join(" "));
    if (shown && worked.length) announcer.say("shown", tr("question.no_star"));
    const isNew = fid !== lastFeedback;
    lastFeedback = fid;
    restore();
    if (focusFeedback && (isNew || m.text || worked.length)) {
      focusFeedback = false;
      const target = /** @type {HTMLElement | null} */ (m.text ? msg : !box.hidden ? box : root.querySelector(".qz-worked"));
      if (target) {
        target.tabIndex = -1;
        target.focus();
      }
    }
  };

  /**
   * What a right answer was, in words (the parts already answered).
   * @param {any} part
   * @param {any} given
   */
  const describe = (part, given) => {
    const list = [].concat(given);
    if (part.kind === "choice") return list.map((k) => String((part.options || [])[Number(k)] || "")).join(", ");
    if (part.kind === "board") return list.map((c) => ctx.tr("question.place", { n: (part.places || []).indexOf(c) + 1 })).join(", ");
    return list.map(String).join(", ");
  };

  /** @param {any} p @param {string} value */
  const pickOrAnswer = (p, value) => {
    if (!p.many) {
      answer(p.kind === "choice" ? Number(value) : value);
      return;
    }
    if (picked.has(value)) picked.delete(value);
    else picked.add(value);
    update();
  };

  /** @param {any} p @param {boolean} locked */
  const numberInput = (p, locked) => {
    const tr = ctx.tr;
    const wrap = el("div", "qz-number");
    const label = el("label", "qz-input-label");
    label.appendChild(el("span", "tx-label", tr("question.your_answer")));
    const input = /** @type {HTMLInputElement} */ (el("input", "qz-input"));
    input.type = "text";
    input.inputMode = p.signed ? "text" : "numeric";
    input.autocomplete = "off";
    input.spellcheck = false;
    input.maxLength = 8;
    input.value = locked ? String((model.get("results") || [])[Number(model.get("part") || 0)] ?? typed) : typed;
    input.dataset.action = "typed";
    input.disabled = locked;
    input.addEventListener("input", () => { typed = input.value; });
    input.addEventListener("keydown", (ev) => {
      if (/** @type {KeyboardEvent} */ (ev).key === "Enter") {
        ev.preventDefault();
        answer(typed);
      }
    });
    label.appendChild(input);
    wrap.appendChild(label);
    if (!locked) {
      const keys = el("div", "qz-keys");
      keys.setAttribute("role", "group");
      keys.setAttribute("aria-label", tr("question.keypad"));
      const digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"];
      if (p.signed) digits.push("\u2212");
      for (const d of digits) {
        const b = button(d, "key", "qz-key", d === "\u2212" ? tr("question.minus") : undefined);
        b.dataset.value = d;
        b.addEventListener("click", () => {
          if (d === "\u2212") typed = typed.startsWith("\u2212") ? typed.slice(1) : "\u2212" + typed;
          else if (typed.replace("\u2212", "").length < 6) typed += d;
          update();
        });
        keys.appendChild(b);
      }
      const del = button("\u232b", "key", "qz-key", tr("question.delete"));
      del.dataset.value = "del";
      del.addEventListener("click", () => { typed = typed.slice(0, -1); update(); });
      keys.appendChild(del);
      wrap.appendChild(keys);
    }
    return wrap;
  };

  /** @param {any} p @param {boolean} locked @param {any} given */
  const tileRow = (p, locked, given) => {
    const tr = ctx.tr;
    const row = el("div", "qz-tiles");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", tr("question.tiles"));
    const right = new Set([].concat(given || []).map(String));
    for (const t of p.tiles || []) {
      const name = t.join("-");
      const on = right.has(name) || (!locked && picked.has(name));
      const b = button("", "pick", "qz-tile" + (on ? " qz-on" : "") + (right.has(name) ? " qz-right" : ""));
      b.dataset.tile = name;
      b.setAttribute("aria-label", tr("teach.aria.set_tile", { tile: name }) + (on ? ", " + tr("question.picked") : ""));
      if (p.many) b.setAttribute("aria-pressed", String(on));
      b.appendChild(tileSvg(t, true, { px: 52, square: true }));
      // the tile's name under it is drawn from its data-name (CSS), not a second text: axe's label-in-name
      // reads the drawn digits and a text "2-3-5" run together ("2352-3-5"), which no name contains
      const label = el("span", "qz-tile-name");
      label.dataset.name = name;
      b.appendChild(label);
      b.disabled = locked;
      b.addEventListener("click", () => pickOrAnswer(p, name));
      row.appendChild(b);
    }
    const wrap = el("div", "qz-pick");
    wrap.appendChild(row);
    if (!locked) wrap.appendChild(el("p", "tc-sub", tr(p.many ? "question.pick_many" : "question.pick_one")));
    return wrap;
  };

  /** @param {any} p @param {boolean} locked @param {any} given */
  const choiceRow = (p, locked, given) => {
    const row = el("div", "qz-choices");
    row.setAttribute("role", "group");
    const right = new Set([].concat(given ?? []).map(String));
    (p.options || []).forEach((/** @type {string} */ text, /** @type {number} */ k) => {
      const value = String(k);
      const on = right.has(value) || (!locked && picked.has(value));
      const b = button(String(text), "choose", "tc-choice qz-choice" + (on ? " qz-on" : "") + (right.has(value) ? " qz-right" : ""));
      b.dataset.value = value;
      if (p.many) b.setAttribute("aria-pressed", String(on));
      b.disabled = locked;
      b.addEventListener("click", () => {
        if (p.many) pickOrAnswer(p, value);
        else answer(k);
      });
      row.appendChild(b);
    });
    const wrap = el("div", "qz-pick");
    wrap.appendChild(row);
    if (!locked && p.many) wrap.appendChild(el("p", "tc-sub", ctx.tr("question.pick_many")));
    return wrap;
  };

  return { update, dispose: () => root.replaceChildren() };
}

const EVENTS = "change:view change:part change:results change:feedback change:worked change:stars change:shown change:can_show change:done change:message change:_catalogue change:lang";

/**
 * @param {{model: any, el: HTMLElement}} args  anywidget's
 */
function render(args) {
  return mount(args, { cls: "trio-teach qz-root", events: EVENTS, create: createQuestion, speaks: true });
}

export default { initialize: ({ model }) => keepProgress(model), render };
