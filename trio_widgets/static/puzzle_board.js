// @ts-check
// PuzzleBoard's front end: a shape to fill, a tray of tiles, the tile in hand, and buttons.
//
// Draws the synced `puzzle` ({cells, given, rules, title, task}), `tray`, `used`, `placed`,
// `selected`, `turn`, `legal`, `hinted`, `solved`, `message` and sends intents:
//   {action: "select", tile}            take a tray tile in hand (its number; -1 lets go)
//   {action: "turn", turn}              the tile in hand is turned (0-5 sixths clockwise)
//   {action: "place", cell, tile, turn} put it on a place
//   {action: "take", cell}              take a placed tile back
//   {action: "check" | "hint" | "solve" | "count" | "reset"}
// Python checks everything and says why a tile does not fit.
// Keyboard: the tray and the shape are one Tab stop each (arrow keys inside, Enter or Space to
// act); the tile in hand turns with the arrow keys or R; Escape lets go of the tile.
// Test hooks: tray tiles .pz-tile[data-tile][data-id], places .pz-cell[data-cell] (class
// "legal" where the tile in hand fits), [data-action="check|hint|solve|count|reset|turn-left|turn-right"],
// .tc-message, the root's lang.

import {
  tcEl, tcButton, tcTranslator, tcTileSvg, tcTurnable, tcTurnButtons, tcSvgEl, tcScheduler,
  tcOwnKeys, tcAnnouncer, tcTurned, tcName,
} from "./teach_common.mjs";
import { cellCorners, pointXY, parseCellLabel } from "./geometry.mjs";
import { getTileStyle, paperToSvg, placementMarkup, defsMarkup, svgNodes, cellPath, cellCentreSvg } from "./tile.mjs";

/**
 * The neighbour in a direction among the places: the nearest centre within 60 degrees of it.
 * @param {Array<{label: string, x: number, y: number}>} centres
 * @param {string} from
 * @param {number} dx
 * @param {number} dy
 */
export function pzStep(centres, from, dx, dy) {
  const a = centres.find((c) => c.label === from);
  if (!a) return centres.length ? centres[0].label : from;
  let best = null;
  let bestD = Infinity;
  for (const c of centres) {
    if (c.label === from) continue;
    const vx = c.x - a.x, vy = c.y - a.y;
    const d = Math.hypot(vx, vy);
    const along = (vx * dx + vy * dy) / (d || 1);
    if (along < 0.5) continue; // more than 60 degrees off
    const score = d / along;
    if (score < bestD) { bestD = score; best = c.label; }
  }
  return best || from;
}

/** @param {{model: any, el: HTMLElement}} ctx */
function render({ model, el }) {
  const root = tcEl("div", "trio-teach pz-root");
  el.appendChild(root);
  const announcer = tcAnnouncer(el);
  let localHint = "";
  /** where keyboard focus goes after the next redraw: "tray" | "board" | "hand" | "" */
  let focusNext = "";
  let boardFocus = "";
  let trayFocus = -1;

  const act = (/** @type {any} */ msg) => {
    localHint = "";
    model.send(msg);
  };

  const build = () => {
    const t0 = performance.now();
    const tr = tcTranslator(model);
    const pz = model.get("puzzle") || {};
    const tray = /** @type {Array<[number, string, number[]]>} */ (model.get("tray") || []);
    const used = new Set(/** @type {number[]} */ (model.get("used") || []));
    const placed = /** @type {Array<[string, number[], number, string]>} */ (model.get("placed") || []);
    const selected = Number(model.get("selected") ?? -1);
    const turn = Number(model.get("turn") || 0);
    const legal = new Set(/** @type {string[]} */ (model.get("legal") || []));
    const hinted = String(model.get("hinted") || "");
    const solved = !!model.get("solved");
    const pips = !!model.get("pips");
    const lang = String(model.get("lang") || "en");
    const active = document.activeElement;
    const hadFocus = root.contains(active);
    const wasIn = hadFocus && active instanceof HTMLElement ? (active.closest("[data-zone]") || /** @type {HTMLElement} */ (root)).getAttribute("data-zone") || "" : "";
    root.setAttribute("lang", lang);
    root.classList.toggle("pz-solved", solved);
    root.replaceChildren();

    // ---- head: title, task, rules
    const head = tcEl("div", "pz-head");
    head.appendChild(tcEl("h3", "tc-title", String(pz.title || "")));
    head.appendChild(tcEl("p", "tc-prompt pz-task", String(pz.task || "")));
    const rules = tcEl("ul", "pz-rules");
    rules.setAttribute("aria-label", tr("puzzle.ui.rules"));
    for (const r of pz.rules || []) rules.appendChild(tcEl("li", "", String(r)));
    head.appendChild(rules);
    root.appendChild(head);

    // ---- the shape
    const st = getTileStyle();
    const cells = /** @type {string[]} */ (pz.cells || []);
    const have = new Map();
    for (const [cell, corners] of pz.given || []) have.set(cell, { corners, given: true, by: "given" });
    for (const [cell, corners, , by] of placed) have.set(cell, { corners, given: false, by });
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const label of cells) {
      for (const p of cellCorners(parseCellLabel(label))) {
        const [x, y] = paperToSvg(pointXY(p), st);
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      }
    }
    const m = st.edge * 0.3;
    x0 -= m; y0 -= m; x1 += m; y1 += m + st.shadow_dy;
    const w = x1 - x0, h = y1 - y0;
    const stage = tcEl("div", "pz-stage");
    const boardBox = tcEl("div", "pz-boardbox");
    boardBox.dataset.zone = "board";
    const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (tcSvgEl("svg", {
      viewBox: `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`,
      class: "pz-board",
      role: "grid",
    })));
    // 170 px per tile edge (numbers about 50 px high on a projector), never wider than the widget
    svg.style.width = `${((w / st.edge) * 170).toFixed(0)}px`;
    svg.setAttribute("aria-label", tr("puzzle.ui.board", { n: cells.length, filled: have.size }));
    svg.appendChild(svgNodes(defsMarkup())[0]);
    svg.appendChild(tcSvgEl("rect", { x: x0.toFixed(1), y: y0.toFixed(1), width: w.toFixed(1), height: h.toFixed(1), rx: 14, class: "tc-table" }));
    const row = tcSvgEl("g", { role: "row" });
    svg.appendChild(row);
    /** @type {Array<{label: string, x: number, y: number}>} */
    const centres = [];
    /** @type {Map<string, Element>} */
    const cellEls = new Map();
    if (!boardFocus || !cells.includes(boardFocus)) boardFocus = cells[0] || "";
    cells.forEach((label, i) => {
      const c = parseCellLabel(label);
      const [cx, cy] = cellCentreSvg(label, st);
      centres.push({ label, x: cx, y: cy });
      const g = tcSvgEl("g", { class: "pz-cell", "data-cell": label, role: "gridcell", tabindex: label === boardFocus ? "0" : "-1" });
      const got = have.get(label);
      g.appendChild(tcSvgEl("path", { d: cellPath(label, st.gap, st), class: "pz-place" + (got ? " pz-filled" : "") }));
      if (got) {
        const tile = svgNodes(placementMarkup({ cell: label, corners: got.corners }, { pips }))[0];
        tile.setAttribute("aria-hidden", "true");
        g.appendChild(tile);
        g.classList.add(got.given ? "pz-given" : "pz-by-" + got.by);
      }
      if (legal.has(label)) g.classList.add("legal");
      if (label === hinted) g.classList.add("pz-hinted");
      g.appendChild(tcSvgEl("path", { d: cellPath(label, -2, st), class: "pz-ring" }));
      const name = got ? tcName(got.corners) : "";
      const words = got
        ? tr(got.given ? "puzzle.aria.cell_given" : "puzzle.aria.cell_tile", { n: i + 1, tile: name })
        : legal.has(label) && selected >= 0
          ? tr("puzzle.aria.cell_fits", { n: i + 1, tile: tray[selected] ? tray[selected][1] : "" })
          : tr(c.up ? "puzzle.aria.cell_empty_up" : "puzzle.aria.cell_empty_down", { n: i + 1 });
      g.setAttribute("aria-label", words);
      g.addEventListener("click", () => tapCell(label, !!got, !!(got && got.given)));
      g.addEventListener("focus", () => { boardFocus = label; });
      row.appendChild(g);
      cellEls.set(label, g);
    });
    // the outline: every edge with one side off the shape
    const inShape = new Set(cells);
    const outline = tcSvgEl("g", { class: "pz-outline", "aria-hidden": "true" });
    for (const label of cells) {
      const c = parseCellLabel(label);
      const pts = cellCorners(c);
      const nbs = c.up
        ? [[{ x: c.x, y: c.y, up: false }, 2], [{ x: c.x - 1, y: c.y, up: false }, 1], [{ x: c.x, y: c.y - 1, up: false }, 0]]
        : [[{ x: c.x, y: c.y, up: true }, 1], [{ x: c.x + 1, y: c.y, up: true }, 0], [{ x: c.x, y: c.y + 1, up: true }, 2]];
      for (const [nb, opp] of /** @type {Array<[any, number]>} */ (nbs)) {
        if (inShape.has(`${nb.x},${nb.y},${nb.up ? "u" : "d"}`)) continue;
        const [a, b] = pts.filter((_, k) => k !== opp).map((p) => paperToSvg(pointXY(p), st));
        outline.appendChild(tcSvgEl("line", { x1: a[0].toFixed(1), y1: a[1].toFixed(1), x2: b[0].toFixed(1), y2: b[1].toFixed(1) }));
      }
    }
    svg.appendChild(outline);
    svg.addEventListener("keydown", (ev) => {
      const k = ev.key;
      const dirs = /** @type {Record<string, [number, number]>} */ ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] });
      if (dirs[k]) {
        ev.preventDefault();
        const next = pzStep(centres, boardFocus, dirs[k][0], dirs[k][1]);
        moveBoardFocus(next);
      } else if (k === "Enter" || k === " ") {
        ev.preventDefault();
        const got = have.get(boardFocus);
        tapCell(boardFocus, !!got, !!(got && got.given));
      } else if (k === "Escape" && selected >= 0) {
        ev.preventDefault();
        act({ action: "select", tile: -1 });
        focusNext = "tray";
      }
    });
    const moveBoardFocus = (/** @type {string} */ label) => {
      for (const [l, e] of cellEls) e.setAttribute("tabindex", l === label ? "0" : "-1");
      boardFocus = label;
      const e = /** @type {HTMLElement | undefined} */ (/** @type {unknown} */ (cellEls.get(label)));
      if (e) e.focus();
    };
    boardBox.appendChild(svg);
    stage.appendChild(boardBox);

    // ---- the tile in hand
    const hand = tcEl("div", "tc-col pz-hand");
    hand.dataset.zone = "hand";
    hand.setAttribute("role", "group");
    hand.setAttribute("aria-label", tr("puzzle.ui.hand"));
    /** @type {ReturnType<typeof tcTurnable> | null} */
    let turnable = null;
    if (selected >= 0 && tray[selected]) {
      const [, name, corners] = tray[selected];
      turnable = tcTurnable({
        label: tr("puzzle.ui.in_hand", { tile: name }),
        tr,
        px: 90,
        onTurn: (k) => act({ action: "turn", turn: k }),
        onTap: () => turnable && turnable.turnBy(1),
        onActivate: () => {
          focusNext = "board";
          const first = [...legal][0];
          if (first) moveBoardFocus(first);
          else moveBoardFocus(boardFocus);
        },
      });
      turnable.set(corners, turn, pips);
      hand.appendChild(turnable.el);
      hand.appendChild(tcTurnButtons(tr, (s) => turnable && turnable.turnBy(s)));
    } else {
      hand.appendChild(tcEl("p", "tc-sub", tr("puzzle.ui.no_tile")));
    }
    stage.appendChild(hand);
    root.appendChild(stage);

    // ---- the tray: one Tab stop, arrows inside
    const trayBox = tcEl("div", "pz-tray");
    trayBox.dataset.zone = "tray";
    trayBox.setAttribute("role", "toolbar");
    trayBox.setAttribute("aria-label", tr("puzzle.ui.tray"));
    const free = tray.filter(([i]) => !used.has(i));
    if (!free.some(([i]) => i === trayFocus)) trayFocus = selected >= 0 && !used.has(selected) ? selected : free.length ? free[0][0] : -1;
    /** @type {HTMLButtonElement[]} */
    const trayButtons = [];
    for (const [i, name, corners] of tray) {
      if (used.has(i)) continue;
      const b = /** @type {HTMLButtonElement} */ (tcEl("button", "pz-tile"));
      b.type = "button";
      b.dataset.tile = name;
      b.dataset.id = String(i);
      b.tabIndex = i === trayFocus ? 0 : -1;
      b.setAttribute("aria-pressed", String(i === selected));
      b.setAttribute("aria-label", tr("puzzle.aria.tray_tile", { tile: name }));
      const t = i === selected ? tcTurned(corners, turn) : { corners, up: true };
      b.appendChild(tcTileSvg(t.corners, t.up, { px: 64, pips, square: true }));
      b.addEventListener("click", () => {
        trayFocus = i;
        focusNext = "hand";
        act({ action: "select", tile: i === selected ? -1 : i });
      });
      b.addEventListener("focus", () => { trayFocus = i; });
      trayBox.appendChild(b);
      trayButtons.push(b);
    }
    trayBox.addEventListener("keydown", (ev) => {
      const k = ev.key;
      const at = trayButtons.findIndex((b) => b === document.activeElement);
      if (at < 0) return;
      let to = -1;
      if (k === "ArrowRight" || k === "ArrowDown") to = (at + 1) % trayButtons.length;
      else if (k === "ArrowLeft" || k === "ArrowUp") to = (at - 1 + trayButtons.length) % trayButtons.length;
      else if (k === "Home") to = 0;
      else if (k === "End") to = trayButtons.length - 1;
      if (to >= 0) {
        ev.preventDefault();
        for (const b of trayButtons) b.tabIndex = -1;
        trayButtons[to].tabIndex = 0;
        trayButtons[to].focus();
      }
    });
    if (!free.length) trayBox.appendChild(tcEl("p", "tc-sub", "\u2014"));
    root.appendChild(trayBox);

    // ---- buttons
    const buttons = tcEl("div", "pz-actions");
    for (const [action, key] of [["check", "puzzle.ui.check"], ["hint", "puzzle.ui.hint_button"], ["solve", "puzzle.ui.solve_button"], ["count", "puzzle.ui.count_button"], ["reset", "puzzle.ui.reset_button"]]) {
      const b = tcButton(tr(key), action, action === "check" ? "tc-primary" : "");
      b.addEventListener("click", () => act({ action }));
      buttons.appendChild(b);
    }
    root.appendChild(buttons);

    // ---- what the widget says
    const msg = tcEl("div", "tc-message pz-message");
    const said = model.get("message") || {};
    const text = localHint || String(said.text || "");
    msg.textContent = text;
    msg.hidden = !text;
    if (said.kind) msg.classList.add(said.kind === "error" && !localHint ? "pz-error" : "pz-ok");
    root.appendChild(msg);
    if (localHint) announcer.say(`l${Date.now()}`, localHint);
    else if (said.text) announcer.say(`m${said.id}`, String(said.text));

    tcOwnKeys(root);
    // focus: never lost; after a placement back to the tray, after picking a tile to the hand
    const want = focusNext || wasIn;
    focusNext = "";
    if (hadFocus || want) {
      if (want === "hand" && turnable) turnable.el.focus();
      else if (want === "board" || (want === "hand" && !turnable && selected >= 0)) moveBoardFocus(boardFocus);
      else if (want === "tray" || want === "hand") {
        const b = trayButtons.find((x) => x.tabIndex === 0) || trayButtons[0];
        if (b) b.focus();
        else /** @type {HTMLElement} */ (buttons.firstChild).focus();
      } else if (want === "board") moveBoardFocus(boardFocus);
    }
    performance.measure("trio-pz:build", { start: t0 });
  };

  /**
   * @param {string} label
   * @param {boolean} filled
   * @param {boolean} given
   */
  const tapCell = (label, filled, given) => {
    const selected = Number(model.get("selected") ?? -1);
    if (filled) {
      if (given) {
        localHint = tcTranslator(model)("puzzle.ui.given");
        redraw();
        return;
      }
      focusNext = "board";
      act({ action: "take", cell: label });
      return;
    }
    if (selected < 0) {
      localHint = tcTranslator(model)("puzzle.ui.pick_first");
      focusNext = "tray";
      redraw();
      return;
    }
    focusNext = "tray";
    act({ action: "place", cell: label, tile: selected, turn: Number(model.get("turn") || 0) });
  };

  const redraw = tcScheduler(build);
  const events =
    "change:puzzle change:tray change:used change:placed change:selected change:turn change:legal change:hinted change:solved change:message change:_catalogue change:lang change:pips";
  model.on(events, redraw);
  build();
  return () => {
    announcer.remove();
    model.off(events, redraw);
  };
}

export default { render };
