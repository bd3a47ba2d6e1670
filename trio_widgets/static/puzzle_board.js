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
//
// Speed (a tap redraws within 100 ms, benchmarks/bench_puzzle_widget.py): the elements are made
// once and updated in place. A tap changes a few places and one or two tray tiles, so a redraw
// sets only the classes, labels and drawings that changed; the shape's outline, the tray's
// buttons and the tile in hand are remade only when the puzzle, the tray or the language
// changes. The tray tiles use the <defs> of the shape's drawing instead of a copy each.

import {
  tcEl, tcButton, tcTranslator, tcTurnable, tcTurnButtons, tcSvgEl, tcScheduler,
  tcOwnKeys, tcAnnouncer, tcTurned, tcName,
} from "./teach_common.mjs";
import { cellCorners, pointXY, parseCellLabel } from "./geometry.mjs";
import { getTileStyle, paperToSvg, placementMarkup, tileMarkup, defsMarkup, svgNodes, cellPath, cellCentreSvg } from "./tile.mjs";

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

/**
 * Set an attribute only when it changes (a redraw touches only what changed).
 * @param {Element} e
 * @param {string} name
 * @param {string} value
 */
function setAttr(e, name, value) {
  if (e.getAttribute(name) !== value) e.setAttribute(name, value);
}

/**
 * Small square <svg> pictures of tiles for the tray buttons (64 px per edge), parsed in one go;
 * they use the <defs> already in the page (the shape's drawing holds them).
 * @param {Array<{corners: number[], up: boolean}>} tiles
 * @param {boolean} pips
 * @returns {Element[]}
 */
function traySvgs(tiles, pips) {
  if (!tiles.length) return [];
  const st = getTileStyle();
  const h = (st.edge * Math.sqrt(3)) / 2;
  const r = (2 * h) / 3 + 6;
  const vb = [-r, -r, 2 * r, 2 * r + st.shadow_dy];
  const px = 64;
  const attrs = `viewBox="${vb.map((v) => v.toFixed(2)).join(" ")}" width="${((vb[2] * px) / st.edge).toFixed(1)}" ` +
    `height="${((vb[3] * px) / st.edge).toFixed(1)}" class="tc-tilesvg" aria-hidden="true" focusable="false"`;
  return svgNodes(tiles.map((t) => `<svg ${attrs}>${tileMarkup(t.corners, t.up, { pips })}</svg>`).join(""));
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

  /**
   * What the page shows now (read by the event handlers, set by each redraw).
   * @type {{selected: number, turn: number, legal: Set<string>,
   *         have: Map<string, {corners: number[], given: boolean, by: string}>}}
   */
  const now = { selected: -1, turn: 0, legal: new Set(), have: new Map() };

  // the parts of the widget, each redrawn only when what it shows changed
  const headBox = tcEl("div", "pz-head");
  const stage = tcEl("div", "pz-stage");
  const boardBox = tcEl("div", "pz-boardbox");
  boardBox.dataset.zone = "board";
  const hand = tcEl("div", "tc-col pz-hand");
  hand.dataset.zone = "hand";
  hand.setAttribute("role", "group");
  stage.append(boardBox, hand);
  const trayBox = tcEl("div", "pz-tray");
  trayBox.dataset.zone = "tray";
  trayBox.setAttribute("role", "toolbar");
  const trayEmpty = tcEl("p", "tc-sub", "\u2014");
  const buttons = tcEl("div", "pz-actions");
  const msg = tcEl("div", "tc-message pz-message");
  root.append(headBox, stage, trayBox, buttons, msg);
  /** @type {Record<string, string>} */
  const last = {};
  const changed = (/** @type {string} */ part, /** @type {any} */ inputs) => {
    const key = JSON.stringify(inputs);
    if (last[part] === key) return false;
    last[part] = key;
    return true;
  };

  // ---- the shape: made when the puzzle's places change, then updated in place
  /** @type {SVGSVGElement | null} */
  let svg = null;
  /** @type {Array<{label: string, g: Element, place: Element, ring: Element, tile: Element | null, tileKey: string}>} */
  let cellRecs = [];
  /** @type {Map<string, Element>} */
  let cellEls = new Map();
  /** @type {Array<{label: string, x: number, y: number}>} */
  let centres = [];
  /** placed tiles' drawings, kept to be used again (a tile taken back and put down again) */
  /** @type {Map<string, Element>} */
  const tileDrawings = new Map();

  const moveBoardFocus = (/** @type {string} */ label) => {
    for (const [l, e] of cellEls) setAttr(e, "tabindex", l === label ? "0" : "-1");
    boardFocus = label;
    const e = /** @type {HTMLElement | undefined} */ (/** @type {unknown} */ (cellEls.get(label)));
    if (e && document.activeElement !== e) e.focus();
  };

  /** @param {string[]} cells */
  const makeBoard = (cells) => {
    const st = getTileStyle();
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
    const s = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (tcSvgEl("svg", {
      viewBox: `${x0.toFixed(1)} ${y0.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`,
      class: "pz-board",
      role: "grid",
    })));
    // 170 px per tile edge (numbers about 50 px high on a projector), never wider than the widget
    s.style.width = `${((w / st.edge) * 170).toFixed(0)}px`;
    s.appendChild(svgNodes(defsMarkup())[0]);
    s.appendChild(tcSvgEl("rect", { x: x0.toFixed(1), y: y0.toFixed(1), width: w.toFixed(1), height: h.toFixed(1), rx: 14, class: "tc-table" }));
    const row = tcSvgEl("g", { role: "row" });
    s.appendChild(row);
    centres = [];
    cellRecs = [];
    cellEls = new Map();
    tileDrawings.clear();
    if (!boardFocus || !cells.includes(boardFocus)) boardFocus = cells[0] || "";
    for (const label of cells) {
      const [cx, cy] = cellCentreSvg(label, st);
      centres.push({ label, x: cx, y: cy });
      const g = tcSvgEl("g", { class: "pz-cell", "data-cell": label, role: "gridcell", tabindex: label === boardFocus ? "0" : "-1" });
      const place = tcSvgEl("path", { d: cellPath(label, st.gap, st), class: "pz-place" });
      const ring = tcSvgEl("path", { d: cellPath(label, -2, st), class: "pz-ring" });
      g.append(place, ring);
      g.addEventListener("click", () => tapCell(label));
      g.addEventListener("focus", () => { boardFocus = label; });
      row.appendChild(g);
      cellRecs.push({ label, g, place, ring, tile: null, tileKey: "" });
      cellEls.set(label, g);
    }
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
    s.appendChild(outline);
    s.addEventListener("keydown", (ev) => {
      const k = ev.key;
      const dirs = /** @type {Record<string, [number, number]>} */ ({ ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] });
      if (dirs[k]) {
        ev.preventDefault();
        moveBoardFocus(pzStep(centres, boardFocus, dirs[k][0], dirs[k][1]));
      } else if (k === "Enter" || k === " ") {
        ev.preventDefault();
        tapCell(boardFocus);
      } else if (k === "Escape" && now.selected >= 0) {
        ev.preventDefault();
        act({ action: "select", tile: -1 });
        focusNext = "tray";
      }
    });
    boardBox.replaceChildren(s);
    svg = s;
  };

  // ---- the tile in hand: one turnable tile, made once per language and kept
  /** @type {ReturnType<typeof tcTurnable> | null} */
  let turnable = null;
  /** @type {HTMLElement | null} */
  let turnButtons = null;
  const noTile = tcEl("p", "tc-sub");
  let handTile = "";

  // ---- the tray: one button per tray tile, made when the tray changes, kept while it is in use
  /** @type {Map<number, {b: HTMLButtonElement, name: string, corners: number[], svg: Element, key: string}>} */
  let trayRecs = new Map();
  /** @type {HTMLButtonElement[]} */
  let trayButtons = [];
  /** @param {Array<[number, string, number[]]>} tray @param {boolean} pips */
  const makeTray = (tray, pips) => {
    trayRecs = new Map();
    const pictures = traySvgs(tray.map(([, , corners]) => ({ corners, up: true })), pips);
    tray.forEach(([i, name, corners], k) => {
      const b = /** @type {HTMLButtonElement} */ (tcEl("button", "pz-tile"));
      b.type = "button";
      b.dataset.tile = name;
      b.dataset.id = String(i);
      b.tabIndex = -1;
      b.setAttribute("aria-pressed", "false");
      b.appendChild(pictures[k]);
      b.addEventListener("click", () => {
        trayFocus = i;
        focusNext = "hand";
        act({ action: "select", tile: i === now.selected ? -1 : i });
      });
      b.addEventListener("focus", () => { trayFocus = i; });
      trayRecs.set(i, { b, name, corners, svg: pictures[k], key: `${corners}|true` });
    });
    trayBox.replaceChildren();
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
    setAttr(root, "lang", lang);
    root.classList.toggle("pz-solved", solved);
    const tr_ = model.get("_catalogue");
    const words = [lang, tr_ ? Object.keys(tr_).length : 0];
    let made = false;
    /** @type {Map<string, {corners: number[], given: boolean, by: string}>} */
    const have = new Map();
    for (const [cell, corners] of pz.given || []) have.set(cell, { corners, given: true, by: "given" });
    for (const [cell, corners, , by] of placed) have.set(cell, { corners, given: false, by });
    now.selected = selected;
    now.turn = turn;
    now.legal = legal;
    now.have = have;

    // ---- head: title, task, rules
    if (changed("head", [pz.title, pz.task, pz.rules, words])) {
      const rules = tcEl("ul", "pz-rules");
      rules.setAttribute("aria-label", tr("puzzle.ui.rules"));
      for (const r of pz.rules || []) rules.appendChild(tcEl("li", "", String(r)));
      headBox.replaceChildren(tcEl("h3", "tc-title", String(pz.title || "")), tcEl("p", "tc-prompt pz-task", String(pz.task || "")), rules);
    }

    // ---- the shape
    const cells = /** @type {string[]} */ (pz.cells || []);
    const newShape = changed("shape", [cells]) || !svg;
    if (newShape) {
      makeBoard(cells);
      made = true;
    }
    // (a new shape's places are all set: the inputs below may be the same as the last shape's)
    if (changed("board", [pz.given, placed, [...legal], hinted, selected, tray[selected] ? tray[selected][1] : "", pips, words]) || newShape) {
      const s = /** @type {SVGSVGElement} */ (svg);
      setAttr(s, "aria-label", tr("puzzle.ui.board", { n: cells.length, filled: have.size }));
      if (!cells.includes(boardFocus)) boardFocus = cells[0] || "";
      cellRecs.forEach((rec, i) => {
        const { label, g } = rec;
        const got = have.get(label);
        const key = got ? `${got.corners}|${pips}` : "";
        if (key !== rec.tileKey) {
          if (rec.tile) rec.tile.remove();
          rec.tile = null;
          if (got) {
            const k = `${label}|${key}`;
            let tile = tileDrawings.get(k);
            if (!tile) {
              tile = svgNodes(placementMarkup({ cell: label, corners: got.corners }, { pips }))[0];
              tile.setAttribute("aria-hidden", "true");
              tileDrawings.set(k, tile);
            }
            g.insertBefore(tile, rec.ring);
            rec.tile = tile;
          }
          rec.tileKey = key;
        }
        setAttr(rec.place, "class", got ? "pz-place pz-filled" : "pz-place");
        let cls = "pz-cell";
        if (got) cls += got.given ? " pz-given" : " pz-by-" + got.by;
        if (legal.has(label)) cls += " legal";
        if (label === hinted) cls += " pz-hinted";
        setAttr(g, "class", cls);
        const c = parseCellLabel(label);
        const name = got ? tcName(got.corners) : "";
        const said = got
          ? tr(got.given ? "puzzle.aria.cell_given" : "puzzle.aria.cell_tile", { n: i + 1, tile: name })
          : legal.has(label) && selected >= 0
            ? tr("puzzle.aria.cell_fits", { n: i + 1, tile: tray[selected] ? tray[selected][1] : "" })
            : tr(c.up ? "puzzle.aria.cell_empty_up" : "puzzle.aria.cell_empty_down", { n: i + 1 });
        setAttr(g, "aria-label", said);
        setAttr(g, "tabindex", label === boardFocus ? "0" : "-1");
      });
    }

    // ---- the tile in hand
    if (changed("hand-words", [words]) || !turnable) {
      turnable = tcTurnable({
        label: "",
        tr,
        px: 90,
        onTurn: (k) => act({ action: "turn", turn: k }),
        onTap: () => turnable && turnable.turnBy(1),
        onActivate: () => {
          focusNext = "board";
          const first = [...now.legal][0];
          moveBoardFocus(first || boardFocus);
        },
      });
      turnButtons = tcTurnButtons(tr, (s) => turnable && turnable.turnBy(s));
      noTile.textContent = tr("puzzle.ui.no_tile");
      hand.replaceChildren(turnable.el, turnButtons, noTile);
      hand.setAttribute("aria-label", tr("puzzle.ui.hand"));
      handTile = "";
      made = true;
    }
    const inHand = selected >= 0 && tray[selected] ? tray[selected] : null;
    const tHand = /** @type {ReturnType<typeof tcTurnable>} */ (turnable);
    tHand.el.hidden = !inHand;
    /** @type {HTMLElement} */ (turnButtons).hidden = !inHand;
    noTile.hidden = !!inHand;
    if (inHand) {
      const [, name, corners] = inHand;
      const key = `${selected}|${corners}|${pips}`;
      // a turn the child made here is already drawn (and may still be turning): leave it be
      if (key !== handTile || tHand.turn !== ((turn % 6) + 6) % 6) tHand.set(corners, turn, pips);
      handTile = key;
      setAttr(tHand.el, "aria-label", tr("puzzle.ui.in_hand", { tile: name }));
    } else {
      handTile = "";
    }

    // ---- the tray: one Tab stop, arrows inside
    if (changed("tray-tiles", [tray, pips])) {
      makeTray(tray, pips);
      made = true;
    }
    const free = tray.filter(([i]) => !used.has(i));
    if (!free.some(([i]) => i === trayFocus)) trayFocus = selected >= 0 && !used.has(selected) ? selected : free.length ? free[0][0] : -1;
    if (changed("tray", [[...used], selected, selected >= 0 ? turn : 0, trayFocus, words]) || made) {
      setAttr(trayBox, "aria-label", tr("puzzle.ui.tray"));
      trayButtons = [];
      // the buttons of the tiles placed leave the tray; the others stay where they are, in order
      /** @type {Node | null} */
      let at = trayBox.firstChild;
      for (const [i] of tray) {
        const rec = /** @type {NonNullable<ReturnType<typeof trayRecs.get>>} */ (trayRecs.get(i));
        const b = rec.b;
        if (used.has(i)) {
          if (b.parentNode) {
            if (at === b) at = b.nextSibling;
            b.remove();
          }
          continue;
        }
        if (at !== b) trayBox.insertBefore(b, at);
        else at = b.nextSibling;
        trayButtons.push(b);
        const t = i === selected ? tcTurned(rec.corners, turn) : { corners: rec.corners, up: true };
        const key = `${t.corners}|${t.up}`;
        if (key !== rec.key) {
          const pic = traySvgs([t], pips)[0];
          rec.svg.replaceWith(pic);
          rec.svg = pic;
          rec.key = key;
        }
        b.tabIndex = i === trayFocus ? 0 : -1;
        setAttr(b, "aria-pressed", String(i === selected));
        setAttr(b, "aria-label", tr("puzzle.aria.tray_tile", { tile: rec.name }));
      }
      if (!free.length) trayBox.appendChild(trayEmpty);
      else if (trayEmpty.parentNode) trayEmpty.remove();
    }

    // ---- buttons
    if (changed("buttons", [words])) {
      buttons.replaceChildren();
      for (const [action, key] of [["check", "puzzle.ui.check"], ["hint", "puzzle.ui.hint_button"], ["solve", "puzzle.ui.solve_button"], ["count", "puzzle.ui.count_button"], ["reset", "puzzle.ui.reset_button"]]) {
        const b = tcButton(tr(key), action, action === "check" ? "tc-primary" : "");
        b.addEventListener("click", () => act({ action }));
        buttons.appendChild(b);
      }
      made = true;
    }

    // ---- what the widget says
    const said = model.get("message") || {};
    const text = localHint || String(said.text || "");
    const kind = !said.kind ? "" : said.kind === "error" && !localHint ? " pz-error" : " pz-ok";
    if (msg.className !== "tc-message pz-message" + kind) msg.className = "tc-message pz-message" + kind;
    if (msg.textContent !== text) msg.textContent = text;
    msg.hidden = !text;
    if (localHint) announcer.say(`l${Date.now()}`, localHint);
    else if (said.text) announcer.say(`m${said.id}`, String(said.text));

    if (made) tcOwnKeys(root);
    // focus: never lost; after a placement back to the tray, after picking a tile to the hand
    const want = focusNext || wasIn;
    focusNext = "";
    if (hadFocus || want) {
      const focus = (/** @type {HTMLElement} */ e) => { if (document.activeElement !== e) e.focus(); };
      if (want === "hand" && inHand) focus(tHand.el);
      else if (want === "board" || (want === "hand" && !inHand && selected >= 0)) moveBoardFocus(boardFocus);
      else if (want === "tray" || want === "hand") {
        const b = trayButtons.find((x) => x.tabIndex === 0) || trayButtons[0];
        focus(b || /** @type {HTMLElement} */ (buttons.firstChild));
      }
    }
    performance.measure("trio-pz:build", { start: t0 });
  };

  /** @param {string} label */
  const tapCell = (label) => {
    const got = now.have.get(label);
    if (got) {
      if (got.given) {
        localHint = tcTranslator(model)("puzzle.ui.given");
        redraw();
        return;
      }
      focusNext = "board";
      act({ action: "take", cell: label });
      return;
    }
    const selected = Number(model.get("selected") ?? -1);
    if (selected < 0) {
      localHint = tcTranslator(model)("puzzle.ui.pick_first");
      focusNext = "tray";
      redraw();
      return;
    }
    focusNext = "tray";
    act({ action: "place", cell: label, tile: selected, turn: Number(model.get("turn") || 0) });
  };

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
