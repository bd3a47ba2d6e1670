// The game widget's front end (anywidget): draws the synced state, sends intents.
//
// Python (trio_widgets/game_widget.py) decides every rule.  This module only
// draws what the traitlets say (board, hands, legal placements, scores, the
// message ...) and sends what the person wants to do:
//   {action: "select", tile, turns, seq}      choose / turn a rack tile
//   {action: "play", tile, cell, corners, seat}
//   {action: "draw" | "pass" | "undo", seat}, {action: "ready"}  (pass-and-play cover)
//   {action: "next_round" | "new_match"}, {action: "set_mode", mode}
//   {action: "mosaic_place", cell, corners|null}, {action: "mosaic_remove", cell}, {action: "mosaic_clear"}
// Tiles are drawn by tile.mjs (the same drawing as svg.py); lattice <-> pixels
// and hit-testing by geometry.mjs; words from the catalogue (i18n.mjs).
// Names and every other text go into the page with textContent.
//
// Test hooks: rack tiles [data-tile="3-4-5"], board cells [data-cell="x,y,u"],
// lit cells .legal, buttons [data-action="draw|pass|rotate|next-round|undo|..."].

import { SQRT3_2, cellCorners, pointXY, cellNeighbours, cellLabel, parseCellLabel, toPaper, cellAt, fitView, zoomAt, panBy } from "./geometry.mjs";
import { tileMarkup, backMarkup, defsMarkup, defIds, cellPath, viewTransform, svgNodes, cellCentreSvg, paperToSvg, getTileStyle } from "./tile.mjs";
import { makeTranslator } from "./i18n.mjs";

const GW_SVG_NS = "http://www.w3.org/2000/svg";
const GW_MAX_SCALE = 96; // pixels per tile edge at most when fitting
const GW_MIN_SCALE = 12;
const GW_FIT_MARGIN = 18;
const GW_RACK_EDGE = 76; // rack tiles: pixels per edge (larger than board tiles)

/**
 * The three readings of a tile "a-b-c" clockwise, from its name.
 * @param {string} name
 * @returns {number[][]}
 */
export function gwRotations(name) {
  const [a, b, c] = name.split("-").map(Number);
  return [[a, b, c], [b, c, a], [c, a, b]];
}

/**
 * The corners (top, bottom-right, bottom-left) of a rack tile turned `turns` times clockwise.
 * @param {string} name
 * @param {number} turns
 */
export function gwRackCorners(name, turns) {
  return gwRotations(name)[(3 - (turns % 3)) % 3];
}

/**
 * How many clockwise turns of the upright rack tile give a placement's corners.
 * A down cell is read as the upright tile turned a sixth further clockwise:
 * upright (p, q, r) sits in a down cell as (r, p, q).
 * @param {string} name
 * @param {{up: boolean}} cell
 * @param {number[]} corners
 */
export function gwTurnsFor(name, cell, corners) {
  const upright = cell.up ? corners : [corners[1], corners[2], corners[0]];
  const rots = gwRotations(name);
  for (let j = 0; j < 3; j++) {
    if (rots[j][0] === upright[0] && rots[j][1] === upright[1] && rots[j][2] === upright[2]) return (3 - j) % 3;
  }
  return 0;
}

/**
 * The corners a tile would show in a cell when turned `turns` times (hints off: the person decides).
 * @param {string} name
 * @param {{up: boolean}} cell
 * @param {number} turns
 */
export function gwCornersIn(name, cell, turns) {
  const [p, q, r] = gwRackCorners(name, turns);
  return cell.up ? [p, q, r] : [r, p, q];
}

/**
 * Make an HTML element with a class and (text) content.
 * @param {string} tag
 * @param {string} [cls]
 * @param {string} [text]
 */
function gwEl(tag, cls, text) {
  const n = document.createElement(tag);
  if (cls) n.className = cls;
  if (text !== undefined) n.textContent = text;
  return n;
}

/** @param {string} tag @param {Record<string, string>} [attrs] */
function gwSvgEl(tag, attrs = {}) {
  const n = document.createElementNS(GW_SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  return n;
}

/**
 * A button with a data-action hook.
 * @param {string} action
 * @param {string} [cls]
 */
function gwButton(action, cls) {
  const b = gwEl("button", "trio-gw-btn" + (cls ? " " + cls : ""));
  b.type = "button";
  b.dataset.action = action;
  return b;
}

/** The lattice grid as an SVG pattern (board units, Y down): one period of the triangles. */
function gwGridPattern() {
  const e = getTileStyle().edge;
  const r = e * SQRT3_2;
  const h = e / 2;
  const d = [
    `M0,0L${-h},${r}`, `M0,0L${h},${r}`, `M${e},0L${h},${r}`, `M${e},0L${e + h},${r}`,
    `M${h},${r}L0,${2 * r}`, `M${h},${r}L${e},${2 * r}`, `M${-h},${r}L0,${2 * r}`, `M${e + h},${r}L${e},${2 * r}`,
    `M${-e},0H${2 * e}`, `M${-e},${r}H${2 * e}`, `M${-e},${2 * r}H${2 * e}`,
  ].join("");
  const pattern = gwSvgEl("pattern", {
    id: "trio-gw-grid", patternUnits: "userSpaceOnUse", x: "0", y: "0", width: String(e), height: String(2 * r),
  });
  pattern.appendChild(gwSvgEl("path", { d, class: "trio-gw-gridline" }));
  return pattern;
}

export default {
  render({ model, el }) {
    const gwT0 = performance.now();
    const style = getTileStyle();
    const E = style.edge;
    /** @type {Array<() => void>} */
    const cleanups = [];
    const on = (target, type, fn, opts) => {
      target.addEventListener(type, fn, opts);
      cleanups.push(() => target.removeEventListener(type, fn, opts));
    };

    // ------------------------------------------------------------ local state
    const local = {
      selected: /** @type {string | null} */ (null),
      turns: 0,
      seq: 0,
      view: /** @type {{scale:number, panX:number, panY:number} | null} */ (null),
      autoFit: true,
      focusCell: /** @type {string | null} */ (null),
      hoverCell: /** @type {string | null} */ (null),
      drawn: /** @type {string[]} */ ([]), // "label:a,b,c" of the tiles drawn, in order
      drawnPips: false,
      drawnMode: "",
      palette: /** @type {string | null} */ ("back"), // mosaic: "back" or a tile name
      paletteTurns: 0,
      msgTimer: 0,
      timer: 0,
      timerStart: 0,
      lastTurnId: -1,
      lastMoveN: -1,
      summaryHidden: false,
      lastSummaryKey: "",
      anim: 0,
      rendered: false,
    };
    let tr = makeTranslator(model.get("_catalogue"), model.get("lang"));
    const name = (seat) => ((model.get("seats") || [])[seat] || {}).name || "";

    // ------------------------------------------------------------ the page
    const root = gwEl("div", "trio-gw");
    root.dataset.mode = "play";
    const layout = gwEl("div", "trio-gw-layout");
    const boardWrap = gwEl("div", "trio-gw-boardwrap");
    const toolbar = gwEl("div", "trio-gw-toolbar");
    const zoomOut = gwButton("zoom-out", "trio-gw-icon");
    zoomOut.textContent = "\u2212";
    const zoomIn = gwButton("zoom-in", "trio-gw-icon");
    zoomIn.textContent = "+";
    const fitBtn = gwButton("fit", "trio-gw-icon");
    fitBtn.textContent = "\u2922";
    const numbersGroup = gwEl("div", "trio-gw-seg");
    numbersGroup.setAttribute("role", "group");
    const digitsBtn = gwButton("digits", "trio-gw-segbtn");
    const pipsBtn = gwButton("pips", "trio-gw-segbtn");
    numbersGroup.append(digitsBtn, pipsBtn);
    const hintsLabel = gwEl("label", "trio-gw-switch");
    const hintsBox = gwEl("input");
    hintsBox.type = "checkbox";
    hintsBox.dataset.action = "hints";
    const hintsText = gwEl("span");
    hintsLabel.append(hintsBox, hintsText);
    const modeBtn = gwButton("mosaic", "trio-gw-mode trio-gw-quiet");
    toolbar.append(zoomOut, zoomIn, fitBtn, numbersGroup, hintsLabel);

    const svg = /** @type {SVGSVGElement} */ (/** @type {unknown} */ (gwSvgEl("svg", { class: "trio-gw-board", role: "group" })));
    const defsHolder = svgNodes(defsMarkup(defIds({ pips: true, backs: true })))[0];
    svg.appendChild(defsHolder);
    const ownDefs = gwSvgEl("defs");
    ownDefs.appendChild(gwGridPattern());
    svg.appendChild(ownDefs);
    const viewG = gwSvgEl("g", { class: "trio-gw-view" });
    const gridRect = gwSvgEl("rect", { class: "trio-gw-grid", x: "-8000", y: "-8000", width: "16000", height: "16000", fill: "url(#trio-gw-grid)" });
    const startLayer = gwSvgEl("g", { class: "trio-gw-start-layer" });
    const openLayer = gwSvgEl("g", { class: "trio-gw-open-layer" });
    const tileLayer = gwSvgEl("g", { class: "trio-gw-tiles" });
    const markLayer = gwSvgEl("g", { class: "trio-gw-marks" });
    const previewLayer = gwSvgEl("g", { class: "trio-gw-preview" });
    viewG.append(gridRect, startLayer, tileLayer, openLayer, markLayer, previewLayer);
    svg.appendChild(viewG);
    const keysHelp = gwEl("p", "trio-gw-sr");
    keysHelp.id = `trio-gw-keys-${Math.random().toString(36).slice(2)}`;
    svg.setAttribute("aria-describedby", keysHelp.id);
    const boardBox = gwEl("div", "trio-gw-boardbox");
    boardBox.append(svg);
    boardWrap.append(toolbar, boardBox, keysHelp);

    const side = gwEl("div", "trio-gw-side");
    const status = gwEl("div", "trio-gw-status");
    status.setAttribute("aria-live", "polite");
    const timerEl = gwEl("div", "trio-gw-timer");
    timerEl.setAttribute("role", "timer");
    const players = gwEl("table", "trio-gw-players");
    const pool = gwEl("div", "trio-gw-pool");
    const roundInfo = gwEl("div", "trio-gw-roundinfo");
    const buttons = gwEl("div", "trio-gw-buttons");
    const drawBtn = gwButton("draw", "trio-gw-primary");
    const passBtn = gwButton("pass");
    const undoBtn = gwButton("undo");
    const hintBtn = gwButton("hint");
    const showSummaryBtn = gwButton("summary", "trio-gw-primary");
    buttons.append(drawBtn, passBtn, hintBtn, undoBtn, showSummaryBtn);
    const lastBox = gwEl("div", "trio-gw-last");
    const lastHead = gwEl("div", "trio-gw-last-head");
    const lastText = gwEl("div", "trio-gw-last-text");
    const lastScore = gwEl("div", "trio-gw-last-score");
    lastBox.append(lastHead, lastText, lastScore);
    // mosaic side panel
    const mosaicPanel = gwEl("div", "trio-gw-mosaicpanel");
    const mosaicHint = gwEl("p", "trio-gw-mosaic-hint");
    const mosaicCount = gwEl("div", "trio-gw-mosaic-count");
    const mosaicClear = gwButton("mosaic-clear");
    mosaicPanel.append(mosaicHint, mosaicCount, mosaicClear);
    side.append(status, timerEl, players, roundInfo, pool, buttons, lastBox, mosaicPanel, modeBtn);

    const message = gwEl("div", "trio-gw-message");
    message.setAttribute("role", "status");
    message.setAttribute("aria-live", "assertive");

    const rackArea = gwEl("div", "trio-gw-rackarea");
    const rackHead = gwEl("div", "trio-gw-rackhead");
    const rackTitle = gwEl("span", "trio-gw-racktitle");
    const rotateBtn = gwButton("rotate");
    rackHead.append(rackTitle, rotateBtn);
    const rack = gwEl("div", "trio-gw-rack");
    rack.setAttribute("role", "toolbar");
    const rackHint = gwEl("div", "trio-gw-rackhint");
    const cover = gwEl("div", "trio-gw-cover");
    const coverTitle = gwEl("div", "trio-gw-cover-title");
    const coverHint = gwEl("div", "trio-gw-cover-hint");
    const readyBtn = gwButton("ready", "trio-gw-primary trio-gw-big");
    cover.append(coverTitle, coverHint, readyBtn);
    rackArea.append(rackHead, rack, rackHint, cover);
    const others = gwEl("div", "trio-gw-others");

    const overlay = gwEl("div", "trio-gw-overlay");
    const card = gwEl("div", "trio-gw-card");
    card.setAttribute("role", "dialog");
    overlay.append(card);

    layout.append(boardWrap, side, message, rackArea, others);
    root.append(layout, overlay);
    el.append(root);

    // ------------------------------------------------------------ focus survives redraws
    function focusKey() {
      const a = /** @type {Element | null} */ (document.activeElement);
      if (!a || !root.contains(a)) return null;
      if (a.classList.contains("trio-gw-cell")) return { cell: a.getAttribute("data-cell") };
      if (a.classList.contains("trio-gw-racktile")) return { tile: /** @type {HTMLElement} */ (a).dataset.tile };
      return null;
    }
    function restoreFocus(key) {
      if (!key) return;
      const a = document.activeElement;
      if (a && root.contains(a) && a !== document.body && a.isConnected) return;
      let n = null;
      if (key.cell) n = openLayer.querySelector(`[data-cell="${key.cell}"]`);
      else if (key.tile) n = rack.querySelector(`[data-tile="${key.tile}"]`);
      if (n) {
        if (key.cell) openLayer.querySelectorAll(".trio-gw-cell").forEach((c) => c.setAttribute("tabindex", c === n ? "0" : "-1"));
        /** @type {any} */ (n).focus({ preventScroll: true });
      }
    }

    // ------------------------------------------------------------ sending
    const send = (msg) => model.send(msg);
    const interactive = () => {
      const viewer = model.get("viewer");
      return model.get("mode") === "play" && !model.get("covered") && viewer !== null &&
        viewer === model.get("current") && !(model.get("summary") || {}).rows &&
        ((model.get("seats") || [])[viewer] || {}).bot == null;
    };
    const myHand = () => {
      const v = model.get("viewer");
      const hands = model.get("hands") || [];
      return v === null || v === undefined ? null : hands[v] || null;
    };

    function select(tile, turns) {
      const fk = focusKey();
      local.selected = tile;
      local.turns = tile ? turns % 3 : 0;
      local.seq += 1;
      send({ action: "select", tile: local.selected, turns: local.turns, seq: local.seq });
      renderRack();
      renderCells();
      restoreFocus(fk);
    }

    function turnSelected() {
      if (!local.selected) return;
      select(local.selected, local.turns + 1);
      const t = rack.querySelector(`[data-tile="${local.selected}"] .trio-gw-racksvg`);
      if (t) {
        t.classList.remove("trio-gw-spin");
        void (/** @type {HTMLElement} */ (t)).getBoundingClientRect();
        t.classList.add("trio-gw-spin");
      }
    }

    /** The placement to send for a tap on a cell, or null. @param {string} label */
    function placementFor(label) {
      if (!local.selected) return null;
      const cell = parseCellLabel(label);
      // hints off: the tile goes down the way the person turned it (Python says if it fits)
      if (!model.get("hints")) return gwCornersIn(local.selected, cell, local.turns);
      // hints on: a lit cell takes the tile the way it fits there (the way it is turned, at the start cell)
      const legal = (model.get("legal") || {})[local.selected] || [];
      const here = legal.filter((p) => p[0] === label);
      if (!here.length) return null;
      const same = here.find((p) => gwTurnsFor(local.selected, cell, p[1]) === local.turns);
      return (same || here[0])[1];
    }

    function placeOn(label) {
      if (!interactive() || !local.selected) return false;
      const corners = placementFor(label);
      if (!corners) return false;
      send({ action: "play", tile: local.selected, cell: label, corners, seat: model.get("viewer") });
      return true;
    }

    // ------------------------------------------------------------ view
    function boxSize() {
      const r = svg.getBoundingClientRect();
      return [Math.max(r.width, 50), Math.max(r.height, 50)];
    }
    function boardCells() {
      if (model.get("mode") === "mosaic") return (model.get("mosaic") || []).map((m) => parseCellLabel(m[0]));
      return (model.get("board") || []).map((p) => parseCellLabel(p[0]));
    }
    function fitCells() {
      const cells = boardCells();
      if (model.get("mode") === "play") {
        // the ring of open cells too, so every lit cell is on screen
        const taken = new Set(cells.map(cellLabel));
        const ring = [];
        for (const c of cells) for (const n of cellNeighbours(c)) if (!taken.has(cellLabel(n))) ring.push(n);
        return cells.concat(ring);
      }
      if (!cells.length) return [{ x: -3, y: -2, up: true }, { x: 3, y: 2, up: false }];
      return cells;
    }
    function targetFit() {
      const [w, h] = boxSize();
      return fitView(fitCells(), w, h, GW_FIT_MARGIN, GW_MAX_SCALE);
    }
    function applyView() {
      if (!local.view) return;
      viewG.setAttribute("transform", viewTransform(local.view));
    }
    function setView(v, animate) {
      cancelAnimationFrame(local.anim);
      if (!animate || !local.view || matchMedia("(prefers-reduced-motion: reduce)").matches) {
        local.view = v;
        applyView();
        return;
      }
      const from = local.view;
      const t0 = performance.now();
      const step = (now) => {
        const k = Math.min(1, (now - t0) / 280);
        const e = 1 - (1 - k) * (1 - k);
        local.view = {
          scale: from.scale + (v.scale - from.scale) * e,
          panX: from.panX + (v.panX - from.panX) * e,
          panY: from.panY + (v.panY - from.panY) * e,
        };
        applyView();
        if (k < 1) local.anim = requestAnimationFrame(step);
      };
      local.anim = requestAnimationFrame(step);
    }
    function refit(animate) {
      if (local.autoFit) setView(targetFit(), animate);
    }
    function zoomBy(factor, at) {
      if (!local.view) return;
      const [w, h] = boxSize();
      const s = Math.min(Math.max(local.view.scale * factor, GW_MIN_SCALE), 240) / local.view.scale;
      local.autoFit = false;
      setView(zoomAt(local.view, at || [w / 2, h / 2], s), false);
    }

    // ------------------------------------------------------------ drawing: board
    function tileTitle(corners) {
      return tr("board.tile", { tile: tileNameOf(corners) });
    }
    function tileNameOf(corners) {
      const [a, b, c] = corners;
      const rots = [[a, b, c], [b, c, a], [c, a, b]].sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2]);
      return rots[0].join("-");
    }

    function renderTiles() {
      const mode = model.get("mode");
      const pips = Boolean(model.get("pips"));
      const items = mode === "mosaic"
        ? (model.get("mosaic") || []).map((m) => [m[0], m[1]])
        : (model.get("board") || []).map((p) => [p[0], p[1]]);
      const keys = items.map(([c, k]) => `${c}:${k === null ? "back" : k.join(",")}`);
      const sameKind = local.drawnPips === pips && local.drawnMode === mode;
      const prefix = sameKind && keys.length >= local.drawn.length && local.drawn.every((k, i) => k === keys[i]);
      if (prefix && keys.length === local.drawn.length) return false;
      const start = prefix ? local.drawn.length : 0;
      if (!prefix) tileLayer.replaceChildren();
      // a tile added to a board already on screen drops in (a computer's move a child can follow)
      const animate = prefix && local.rendered;
      let markup = "";
      for (let i = start; i < items.length; i++) {
        const [label, corners] = items[i];
        const cell = parseCellLabel(label);
        let m;
        if (corners === null) {
          const [x, y] = cellCentreSvg(cell);
          m = backMarkup(cell.up, { x, y }).replace('class="trio-tile trio-back"', `class="trio-tile trio-back" data-cell="${label}"`);
        } else {
          m = tileMarkup(corners, cell.up, { pips, x: cellCentreSvg(cell)[0], y: cellCentreSvg(cell)[1], cell: label, title: tileTitle(corners) });
        }
        markup += animate ? `<g class="trio-gw-drop">${m}</g>` : m;
      }
      if (markup) {
        const nodes = svgNodes(markup);
        for (const n of nodes) {
          const g = n.classList.contains("trio-gw-drop") ? n.firstElementChild : n;
          if (g) {
            const c = g.getAttribute("data-cell");
            const tl = g.getAttribute("data-tile");
            g.setAttribute("aria-label", tl ? tr("board.tile", { tile: tl }) : tr("tile.face_down"));
            const title = g.querySelector("title");
            if (title && !tl) title.textContent = tr("tile.face_down");
            if (mode === "mosaic" && c) g.classList.add("trio-gw-mosaictile");
          }
          tileLayer.appendChild(n);
        }
      }
      local.drawn = keys;
      local.drawnPips = pips;
      local.drawnMode = mode;
      local.rendered = true;
      return true;
    }

    function renderStart() {
      startLayer.replaceChildren();
      if (model.get("mode") !== "play" || (model.get("board") || []).length) return;
      const g = gwSvgEl("g", { class: "trio-gw-startcell" });
      g.appendChild(gwSvgEl("path", { d: cellPath("0,0,u", style.gap) }));
      const [x, y] = cellCentreSvg("0,0,u");
      const star = gwSvgEl("text", { x: String(x), y: String(y + 11), "text-anchor": "middle" });
      star.textContent = "\u2605";
      g.appendChild(star);
      startLayer.appendChild(g);
    }

    /** Cells a tap may target now: [label, turns-needed | null, lit]. */
    function targetCells() {
      const out = new Map();
      if (model.get("mode") !== "play" || !interactive() || !local.selected) return out;
      const legal = (model.get("legal") || {})[local.selected] || [];
      if (model.get("hints")) {
        for (const [label, corners] of legal) {
          const k = gwTurnsFor(local.selected, parseCellLabel(label), corners);
          const prev = out.get(label);
          if (!prev) out.set(label, { turns: [k], corners: [corners], lit: true });
          else { prev.turns.push(k); prev.corners.push(corners); }
        }
        return out;
      }
      // hints off: every open cell (the person finds out whether it fits)
      const board = model.get("board") || [];
      if (!board.length) {
        out.set("0,0,u", { turns: [], corners: [], lit: false });
        return out;
      }
      const taken = new Set(board.map((p) => p[0]));
      for (const p of board) {
        for (const n of cellNeighbours(parseCellLabel(p[0]))) {
          const l = cellLabel(n);
          if (!taken.has(l)) out.set(l, { turns: [], corners: [], lit: false });
        }
      }
      return out;
    }

    let cellTargets = new Map();
    let cellsKey = "";
    function renderCells() {
      const key = JSON.stringify([model.get("legal"), local.selected, local.turns, model.get("hints"), model.get("board").length,
        model.get("viewer"), model.get("covered"), model.get("current"), model.get("mode"), model.get("lang"), model.get("summary")]);
      if (key === cellsKey) return;
      cellsKey = key;
      openLayer.replaceChildren();
      previewLayer.replaceChildren();
      cellTargets = targetCells();
      const tile = local.selected;
      const focusLabel = cellTargets.has(local.focusCell || "") ? local.focusCell : null;
      let first = true;
      for (const [label, info] of cellTargets) {
        const g = gwSvgEl("g", { class: "trio-gw-cell" + (info.lit ? " legal" : " open"), "data-cell": label, role: "button" });
        if (info.lit) {
          const k = info.turns.includes(local.turns) ? local.turns : info.turns[0];
          if (info.turns.includes(local.turns)) g.classList.add("fits-now");
          g.dataset.turns = String(k);
          g.setAttribute("aria-label", tr(`board.cell_fits_${k}`, { tile }));
        } else {
          g.setAttribute("aria-label", label === "0,0,u" && !(model.get("board") || []).length ? tr("board.start") : tr("board.cell"));
        }
        const isFocus = focusLabel ? label === focusLabel : first;
        g.setAttribute("tabindex", isFocus ? "0" : "-1");
        first = false;
        g.appendChild(gwSvgEl("path", { d: cellPath(label, style.gap + 2) }));
        openLayer.appendChild(g);
      }
      if (local.hoverCell && cellTargets.has(local.hoverCell)) showPreview(local.hoverCell);
    }

    function showPreview(label) {
      previewLayer.replaceChildren();
      if (!local.selected || !cellTargets.has(label)) return;
      // the target ring stays visible above the ghost tile (keyboard focus, hover)
      const ring = gwSvgEl("path", { class: "trio-gw-target", d: cellPath(label, -1) });
      const corners = placementFor(label);
      if (!corners) {
        previewLayer.appendChild(ring);
        return;
      }
      const cell = parseCellLabel(label);
      const [x, y] = cellCentreSvg(cell);
      const [n] = svgNodes(tileMarkup(corners, cell.up, { pips: Boolean(model.get("pips")), x, y, title: "" }));
      n.classList.add("trio-gw-ghost");
      n.removeAttribute("data-tile");
      n.setAttribute("aria-hidden", "true");
      previewLayer.append(n, ring);
    }

    function renderHint() {
      // the move the Hint button suggests: the tile drawn faintly on its cell, ringed
      const h = model.get("hint") || {};
      if (!h.cell || !h.corners) return;
      const cell = parseCellLabel(h.cell);
      const [x, y] = cellCentreSvg(cell);
      const [n] = svgNodes(tileMarkup(h.corners, cell.up, { pips: Boolean(model.get("pips")), x, y, title: "" }));
      n.classList.add("trio-gw-ghost");
      n.removeAttribute("data-tile");
      n.setAttribute("aria-hidden", "true");
      const ring = gwSvgEl("path", { class: "trio-gw-hintring", d: cellPath(h.cell, -1), "data-cell": h.cell });
      const title = gwSvgEl("title");
      title.textContent = tr("game.hint");
      ring.appendChild(title);
      markLayer.append(n, ring);
    }

    function renderMarks() {
      markLayer.replaceChildren();
      if (model.get("mode") !== "play") return;
      renderHint();
      const lm = model.get("last_move") || {};
      if (lm.type !== "play") return;
      const ring = gwSvgEl("path", { class: "trio-gw-lastring", d: cellPath(lm.cell, style.gap / 2), "data-cell": lm.cell });
      markLayer.appendChild(ring);
      for (const p of lm.hexagon_points || []) {
        const [x, y] = p;
        const around = [[x + 1, y], [x, y + 1], [x - 1, y + 1], [x - 1, y], [x, y - 1], [x + 1, y - 1]];
        const d = "M" + around.map((q) => paperToSvg(pointXY(q)).map((v) => v.toFixed(1)).join(",")).join("L") + "Z";
        const hex = gwSvgEl("path", { class: "trio-gw-hexagon", d });
        const title = gwSvgEl("title");
        title.textContent = tr("board.hexagon");
        hex.appendChild(title);
        markLayer.appendChild(hex);
      }
      if (lm.bridge_point) {
        const [x, y] = paperToSvg(pointXY(lm.bridge_point));
        const c = gwSvgEl("circle", { class: "trio-gw-bridge", cx: x.toFixed(1), cy: y.toFixed(1), r: String(E * 0.22) });
        const title = gwSvgEl("title");
        title.textContent = tr("board.bridge");
        c.appendChild(title);
        markLayer.appendChild(c);
        // the edge it bridges over: from the shared edge's far corner to the point
      }
    }

    // ------------------------------------------------------------ drawing: side panel
    function renderSide() {
      const seats = model.get("seats") || [];
      const scores = model.get("scores") || [];
      const sizes = model.get("hand_sizes") || [];
      const current = model.get("current");
      const info = model.get("rules_info") || {};
      const summary = model.get("summary") || {};
      const st = model.get("status") || {};
      status.textContent = st.key ? tr(st.key, st.params || {}) : "";
      players.replaceChildren();
      const head = players.createTHead().insertRow();
      const cols = [tr("game.players"), info.keep_score ? tr("game.score") : null, ""];
      for (const c of cols) if (c !== null) { const th = gwEl("th", "", c); head.appendChild(th); }
      const body = players.createTBody();
      seats.forEach((s, i) => {
        const row = body.insertRow();
        row.dataset.seat = String(i);
        if (i === current && !summary.rows) row.classList.add("trio-gw-current");
        const nameCell = row.insertCell();
        const who = gwEl("div", "trio-gw-who");
        const dot = gwEl("span", "trio-gw-dot", i === current && !summary.rows ? "\u25B6" : "");
        dot.setAttribute("aria-hidden", "true");
        who.append(dot, gwEl("span", "trio-gw-name", s.name));
        if (s.bot) who.append(gwEl("span", "trio-gw-tag", tr("game.is_computer")));
        nameCell.append(who);
        if (info.keep_score) row.insertCell().append(gwEl("span", "trio-gw-score", String(scores[i] ?? 0)));
        row.insertCell().append(gwEl("span", "trio-gw-count", tr("game.tiles", { n: sizes[i] ?? 0 })));
      });
      pool.textContent = tr("game.pool", { n: model.get("pool_size") });
      const bits = [tr("game.round", { n: model.get("round_number") })];
      if (info.target) bits.push(tr("game.target", { n: info.target }));
      else if (info.target === null) bits.push(tr("game.one_round"));
      if (info.winner === "lowest") bits.push(tr("game.lowest_wins"));
      roundInfo.textContent = bits.join(" \u00B7 ");
      const can = model.get("can") || {};
      drawBtn.textContent = tr("game.draw");
      drawBtn.title = tr("game.draw_title");
      drawBtn.disabled = !can.draw;
      passBtn.textContent = tr("game.pass");
      passBtn.title = tr("game.pass_title");
      passBtn.disabled = !can.pass;
      hintBtn.textContent = "\u{1F4A1} " + tr("game.hint");
      hintBtn.title = tr("game.hint_title");
      hintBtn.setAttribute("aria-label", tr("game.hint"));
      hintBtn.disabled = !can.hint;
      undoBtn.textContent = tr("game.undo");
      undoBtn.title = tr("game.undo_title");
      undoBtn.disabled = !can.undo;
      undoBtn.hidden = !model.get("allow_undo");
      showSummaryBtn.textContent = tr("round.show");
      showSummaryBtn.hidden = !(summary.rows && local.summaryHidden);
      // last move
      const lm = model.get("last_move") || {};
      lastHead.textContent = tr("game.last_move");
      if (!lm.type) {
        lastBox.hidden = true;
      } else {
        lastBox.hidden = false;
        const who = name(lm.seat);
        if (lm.type === "play") {
          lastText.textContent = lm.draws
            ? tr("move.play_after_draws", { name: who, tile: lm.tile, n: lm.draws })
            : tr("move.play", { name: who, tile: lm.tile });
          lastScore.textContent = (lm.parts || []).map(([k, p]) => tr(k, p)).join(tr("score.sep"));
        } else {
          lastText.textContent = tr(lm.type === "draw" ? "move.draw" : "move.pass", { name: who });
          lastScore.textContent = lm.points ? tr("move.points", { n: lm.points }) : "";
        }
        if (lm.n !== local.lastMoveN) {
          lastBox.classList.remove("trio-gw-flash");
          void lastBox.offsetWidth;
          if (local.lastMoveN !== -1) lastBox.classList.add("trio-gw-flash");
          local.lastMoveN = lm.n;
        }
      }
    }

    // ------------------------------------------------------------ drawing: rack
    function rackTileButton(tileName, selected, turns, pips, edge) {
      const b = gwEl("button", "trio-gw-racktile" + (selected ? " selected" : ""));
      b.type = "button";
      b.dataset.tile = tileName;
      b.setAttribute("aria-pressed", selected ? "true" : "false");
      b.setAttribute("aria-label", tr(selected ? "tile.selected" : "tile.label", { tile: tileName }));
      const h = edge * SQRT3_2;
      const s = gwSvgEl("svg", {
        class: "trio-gw-racksvg", width: String(edge + 8), height: String(h + 10),
        viewBox: `${-E / 2 - 5} ${-(2 * h / 3) * (E / edge) - 5} ${E + 10} ${h * (E / edge) + 12}`, "aria-hidden": "true",
      });
      s.appendChild(svgNodes(defsMarkup(defIds({ pips, numbers: tileName.split("-").map(Number) })))[0]);
      const [g] = svgNodes(tileMarkup(gwRackCorners(tileName, turns), true, { pips, title: tr("tile.label", { tile: tileName }) }));
      g.removeAttribute("data-tile"); // the hook is on the button
      s.appendChild(g);
      b.appendChild(s);
      return b;
    }

    let rackKey = "";
    function renderRack() {
      const mode = model.get("mode");
      const key = JSON.stringify([mode, model.get("hands"), model.get("viewer"), model.get("covered"), model.get("pips"),
        model.get("hints"), model.get("legal"), model.get("can"), model.get("selection"), local.selected, local.turns,
        local.palette, local.paletteTurns, model.get("mosaic"), model.get("open_hands"), model.get("lang"), model.get("board").length,
        model.get("current"), model.get("summary")]);
      if (key === rackKey) return;
      rackKey = key;
      const seats = model.get("seats") || [];
      const viewer = model.get("viewer");
      const pips = Boolean(model.get("pips"));
      const covered = Boolean(model.get("covered"));
      rack.replaceChildren();
      rotateBtn.textContent = "\u21BB " + tr("game.rotate");
      rotateBtn.title = tr("game.rotate_title");
      if (mode === "mosaic") {
        renderPalette();
        return;
      }
      const hand = myHand();
      const sel = model.get("selection") || {};
      // adopt Python's selection when it is at least as new as ours (a reopened notebook, w.select())
      if (typeof sel.seq === "number" && sel.seq >= local.seq && (sel.tile !== local.selected || sel.turns !== local.turns)) {
        local.selected = sel.tile ?? null;
        local.turns = sel.turns ?? 0;
        local.seq = sel.seq;
      }
      if (local.selected && (!hand || !hand.includes(local.selected))) {
        local.selected = null;
        local.turns = 0;
      }
      rackArea.hidden = viewer === null || viewer === undefined;
      rackTitle.textContent = viewer !== null && viewer !== undefined ? tr("game.rack_of", { name: name(viewer) }) : "";
      rotateBtn.disabled = !local.selected || covered;
      cover.hidden = !covered;
      if (covered) {
        const who = name(model.get("current"));
        coverTitle.textContent = tr("cover.title", { name: who });
        coverHint.textContent = tr("cover.hint");
        readyBtn.textContent = tr("cover.ready");
        readyBtn.disabled = !(model.get("can") || {}).ready;
      }
      rack.setAttribute("aria-label", rackTitle.textContent);
      if (hand && !covered) {
        for (const tile of hand) {
          const b = rackTileButton(tile, tile === local.selected, tile === local.selected ? local.turns : 0, pips, GW_RACK_EDGE);
          const legal = (model.get("legal") || {})[tile];
          if (interactive() && model.get("hints") && legal && legal.length) b.classList.add("playable");
          rack.appendChild(b);
        }
      } else if (viewer !== null && viewer !== undefined) {
        const sizes = model.get("hand_sizes") || [];
        for (let i = 0; i < (sizes[viewer] || 0); i++) rack.appendChild(backTile(GW_RACK_EDGE * 0.8));
      }
      // hint line under the rack
      let hint = "";
      if (interactive()) {
        const legal = model.get("legal") || {};
        const can = model.get("can") || {};
        const anyFits = Object.keys(legal).length > 0;
        if (!anyFits && model.get("hints") && (model.get("board") || []).length) {
          hint = can.draw ? tr("game.stuck_draw") : can.pass ? tr("game.stuck_pass") : "";
        } else if (!local.selected) {
          hint = !(model.get("board") || []).length && anyFits
            ? tr("game.start_with", { tile: Object.keys(legal)[0] })
            : tr("game.choose_tile");
        } else if (model.get("hints") && !(legal[local.selected] || []).length) {
          hint = tr("game.fits_nowhere", { tile: local.selected });
        } else {
          hint = tr("game.place_tile", { tile: local.selected });
        }
      }
      rackHint.textContent = hint;
      renderOthers();
    }

    function backTile(edge) {
      const h = edge * SQRT3_2;
      const s = gwSvgEl("svg", {
        class: "trio-gw-backsvg", width: String(edge + 4), height: String(h + 6),
        viewBox: `${-E / 2 - 3} ${-(2 * h / 3) * (E / edge) - 3} ${E + 6} ${h * (E / edge) + 8}`,
      });
      s.setAttribute("role", "img");
      s.setAttribute("aria-label", tr("tile.face_down"));
      s.appendChild(svgNodes(defsMarkup(["trio-back-u", "trio-back-d"]))[0]);
      const back = svgNodes(backMarkup(true))[0];
      const title = back.querySelector("title");
      if (title) title.textContent = tr("tile.face_down");
      s.appendChild(back);
      return s;
    }

    function renderOthers() {
      others.replaceChildren();
      if (model.get("mode") !== "play" || !model.get("open_hands")) return;
      const hands = model.get("hands") || [];
      const viewer = model.get("viewer");
      const pips = Boolean(model.get("pips"));
      hands.forEach((hand, seat) => {
        if (seat === viewer || !hand) return;
        const box = gwEl("div", "trio-gw-otherhand");
        box.dataset.seat = String(seat);
        box.append(gwEl("div", "trio-gw-othername", tr("game.rack_of", { name: name(seat) })));
        const row = gwEl("div", "trio-gw-otherrow");
        for (const tile of hand) {
          const b = rackTileButton(tile, false, 0, pips, 46);
          b.disabled = true;
          b.classList.add("trio-gw-small");
          row.appendChild(b);
        }
        box.append(row);
        others.appendChild(box);
      });
    }

    // ------------------------------------------------------------ mosaic
    function renderPalette() {
      const used = new Set((model.get("mosaic") || []).filter((m) => m[1] !== null).map((m) => tileNameOf(m[1])));
      const pips = Boolean(model.get("pips"));
      rackArea.hidden = false;
      cover.hidden = true;
      rackTitle.textContent = tr("mosaic.palette");
      rotateBtn.disabled = local.palette === "back" || !local.palette;
      const backBtn = gwEl("button", "trio-gw-racktile trio-gw-paletteback" + (local.palette === "back" ? " selected" : ""));
      backBtn.type = "button";
      backBtn.dataset.tile = "back";
      backBtn.setAttribute("aria-pressed", local.palette === "back" ? "true" : "false");
      backBtn.setAttribute("aria-label", tr("mosaic.face_down"));
      backBtn.append(backTile(GW_RACK_EDGE * 0.8), gwEl("span", "trio-gw-palettelabel", tr("mosaic.face_down")));
      rack.appendChild(backBtn);
      const maxV = (model.get("rules_info") || {}).max_value ?? 5;
      for (let a = 0; a <= maxV; a++) for (let b = a; b <= maxV; b++) for (let c = b; c <= maxV; c++) {
        const nm = `${a}-${b}-${c}`;
        if (used.has(nm)) continue;
        const sel = local.palette === nm;
        const btn = rackTileButton(nm, sel, sel ? local.paletteTurns : 0, pips, 44);
        btn.classList.add("trio-gw-small");
        rack.appendChild(btn);
      }
      rackHint.textContent = "";
      others.replaceChildren();
      const n = (model.get("mosaic") || []).length;
      mosaicHint.textContent = tr("mosaic.hint");
      mosaicCount.textContent = tr("mosaic.count", { n });
      mosaicClear.textContent = tr("mosaic.clear");
      mosaicClear.disabled = n === 0;
    }

    function mosaicTap(label, painting) {
      const filled = (model.get("mosaic") || []).some((m) => m[0] === label);
      if (filled) {
        if (!painting) send({ action: "mosaic_remove", cell: label });
        return;
      }
      if (!local.palette) return;
      const cell = parseCellLabel(label);
      const corners = local.palette === "back" ? null : gwCornersIn(local.palette, cell, local.paletteTurns);
      send({ action: "mosaic_place", cell: label, corners });
      if (local.palette !== "back") local.palette = "back"; // a numbered tile is used once
    }

    // ------------------------------------------------------------ message, summary, timer, texts
    function renderMessage() {
      const m = model.get("message") || {};
      clearTimeout(local.msgTimer);
      if (!m.key) {
        message.textContent = "";
        message.className = "trio-gw-message";
        return;
      }
      message.textContent = tr(m.key, m.params || {});
      message.className = "trio-gw-message " + (m.kind === "error" ? "trio-gw-error" : "trio-gw-info");
      message.dataset.key = m.key;
      if (m.kind === "error" && local.selected) {
        const t = rack.querySelector(`[data-tile="${local.selected}"]`);
        if (t) {
          t.classList.remove("trio-gw-shake");
          void (/** @type {HTMLElement} */ (t)).offsetWidth;
          t.classList.add("trio-gw-shake");
        }
      }
      if (m.kind !== "error") {
        local.msgTimer = setTimeout(() => { message.classList.add("trio-gw-fade"); }, 6000);
      }
    }

    function renderSummary() {
      const s = model.get("summary") || {};
      card.replaceChildren();
      const key = s.rows ? `${s.round}:${s.match_over}` : "";
      if (key !== local.lastSummaryKey) {
        local.summaryHidden = false;
        local.lastSummaryKey = key;
      }
      overlay.hidden = !s.rows || model.get("mode") !== "play" || local.summaryHidden;
      if (!s.rows) return;
      const seats = model.get("seats") || [];
      const names = (list) => {
        const ns = list.map((i) => seats[i]?.name ?? "");
        if (ns.length <= 1) return ns.join("");
        return tr("names.and", { first: ns.slice(0, -1).join(tr("names.sep")), last: ns[ns.length - 1] });
      };
      card.append(gwEl("h3", "trio-gw-cardtitle", s.match_over ? tr("match.title") : tr("round.title", { n: s.round })));
      if (s.how === "out") card.append(gwEl("p", "trio-gw-cardline", tr("round.out", { name: seats[s.out]?.name ?? "" })));
      else card.append(gwEl("p", "trio-gw-cardline", tr("round.blocked")));
      if (s.fewest_tiles) card.append(gwEl("p", "trio-gw-cardline", tr("round.fewest", { names: names(s.winners), n: s.winners.length })));
      else card.append(gwEl("p", "trio-gw-cardline", tr("round.winners", { names: names(s.winners), n: s.winners.length })));
      const table = gwEl("table", "trio-gw-summary");
      const hr = table.createTHead().insertRow();
      const heads = [tr("round.player"), tr("round.left")];
      if (s.keep_score) heads.push(tr("round.points"), tr("round.total"));
      for (const h of heads) hr.appendChild(gwEl("th", "", h));
      const tb = table.createTBody();
      for (const r of s.rows) {
        const row = tb.insertRow();
        row.dataset.seat = String(r.seat);
        if (s.winners.includes(r.seat)) row.classList.add("trio-gw-winner");
        row.insertCell().append(gwEl("span", "trio-gw-name", seats[r.seat]?.name ?? ""));
        const left = row.insertCell();
        if (r.hand.length) {
          const tiles = gwEl("span", "trio-gw-lefttiles");
          for (const tl of r.hand) tiles.appendChild(rackTileButton(tl, false, 0, Boolean(model.get("pips")), 30));
          tiles.querySelectorAll("button").forEach((b) => { b.disabled = true; b.classList.add("trio-gw-tiny"); });
          left.append(tiles, gwEl("span", "trio-gw-leftsum", tr("round.hand_value", { tiles: r.hand.map((x) => x.split("-").reduce((a, v) => a + Number(v), 0)).join(" + "), value: r.hand_value })));
        } else {
          left.append(gwEl("span", "", tr("round.nothing_left")));
        }
        if (s.keep_score) {
          const pts = row.insertCell();
          pts.append(gwEl("span", "trio-gw-points", (r.points > 0 ? "+" : "") + String(r.points)));
          for (const [k, p] of r.details || []) pts.append(gwEl("div", "trio-gw-detail", tr(k, p)));
          row.insertCell().append(gwEl("strong", "", String(r.score)));
        }
      }
      card.append(table);
      if (s.match_over) {
        const w = gwEl("p", "trio-gw-winnerline", tr("match.winner", { names: names(s.match_winners), n: s.match_winners.length }));
        card.append(w);
      }
      const row = gwEl("div", "trio-gw-cardbuttons");
      const can = model.get("can") || {};
      if (can.next_round) {
        const b = gwButton("next-round", "trio-gw-primary trio-gw-big");
        b.textContent = tr("game.next_round");
        row.append(b);
      }
      if (can.new_match) {
        const b = gwButton("new-match", "trio-gw-primary trio-gw-big");
        b.textContent = tr("game.new_match");
        row.append(b);
      }
      const look = gwButton("look", "trio-gw-quiet");
      look.textContent = "\u2715";
      look.setAttribute("aria-label", tr("board.label"));
      row.append(look);
      card.append(row);
    }

    function renderTimer() {
      const secs = model.get("turn_seconds");
      clearInterval(local.timer);
      const tid = model.get("turn_id");
      if (tid !== local.lastTurnId) {
        local.lastTurnId = tid;
        local.timerStart = performance.now();
      }
      const human = ((model.get("seats") || [])[model.get("current")] || {}).bot == null;
      if (!secs || model.get("mode") !== "play" || (model.get("summary") || {}).rows || !human || model.get("covered")) {
        timerEl.hidden = true;
        return;
      }
      timerEl.hidden = false;
      const tick = () => {
        const left = Math.max(0, Math.ceil(secs - (performance.now() - local.timerStart) / 1000));
        timerEl.textContent = "\u23F1 " + tr("game.timer", { n: left });
        timerEl.classList.toggle("trio-gw-hurry", left <= 10);
        if (left <= 0) clearInterval(local.timer);
      };
      tick();
      local.timer = setInterval(tick, 250);
    }

    function renderTexts() {
      svg.setAttribute("aria-label", tr("board.label"));
      keysHelp.textContent = tr("board.keys");
      zoomIn.setAttribute("aria-label", tr("board.zoom_in"));
      zoomIn.title = tr("board.zoom_in");
      zoomOut.setAttribute("aria-label", tr("board.zoom_out"));
      zoomOut.title = tr("board.zoom_out");
      fitBtn.setAttribute("aria-label", tr("board.fit"));
      fitBtn.title = tr("board.fit");
      numbersGroup.setAttribute("aria-label", tr("game.numbers_as"));
      digitsBtn.textContent = tr("game.digits");
      pipsBtn.textContent = tr("game.pips");
      const pips = Boolean(model.get("pips"));
      digitsBtn.setAttribute("aria-pressed", String(!pips));
      pipsBtn.setAttribute("aria-pressed", String(pips));
      hintsText.textContent = tr("game.hints");
      hintsBox.checked = Boolean(model.get("hints"));
      const mosaic = model.get("mode") === "mosaic";
      modeBtn.dataset.action = mosaic ? "play" : "mosaic";
      modeBtn.textContent = mosaic ? tr("mosaic.play") : tr("mosaic.make");
      hintsLabel.hidden = mosaic;
      root.dataset.mode = mosaic ? "mosaic" : "play";
      buttons.hidden = mosaic;
      players.hidden = mosaic;
      pool.hidden = mosaic;
      roundInfo.hidden = mosaic;
      mosaicPanel.hidden = !mosaic;
      if (mosaic) { lastBox.hidden = true; status.textContent = tr("mosaic.title"); }
    }

    // ------------------------------------------------------------ render all (batched)
    let queued = false;
    let refitWanted = false;
    function renderAll() {
      queued = false;
      const fk = focusKey();
      tr = makeTranslator(model.get("_catalogue"), model.get("lang"));
      renderTexts();
      const changed = renderTiles();
      renderStart();
      renderSummary();
      renderSide();
      renderRack();
      renderCells();
      renderMarks();
      renderTimer();
      if (model.get("mode") === "mosaic") renderTexts();
      if (!local.view) setView(targetFit(), false);
      // the board fits itself to the view as it grows; a mosaic stays put while it is drawn
      else if ((changed && model.get("mode") === "play") || refitWanted) refit(true);
      refitWanted = false;
      restoreFocus(fk);
    }
    function invalidate() {
      if (queued) return;
      queued = true;
      queueMicrotask(renderAll);
    }
    const traits = [
      "board", "hands", "hand_sizes", "scores", "current", "pool_size", "round_number", "viewer", "covered",
      "legal", "can", "last_move", "status", "summary", "busy", "turn_id", "selection", "mosaic", "seats",
      "rules_info", "pips", "hints", "hint", "open_hands", "allow_undo", "turn_seconds", "mode", "lang", "_catalogue",
    ];
    for (const name of traits) {
      const fn = () => invalidate();
      model.on(`change:${name}`, fn);
      cleanups.push(() => model.off(`change:${name}`, fn));
    }
    const onMessage = () => renderMessage();
    model.on("change:message", onMessage);
    cleanups.push(() => model.off("change:message", onMessage));
    const onMode = () => { local.autoFit = true; refitWanted = true; };
    model.on("change:mode", onMode);
    cleanups.push(() => model.off("change:mode", onMode));

    // ------------------------------------------------------------ input: buttons
    on(root, "click", (ev) => {
      const target = /** @type {HTMLElement} */ (ev.target);
      const tileBtn = /** @type {HTMLElement | null} */ (target.closest(".trio-gw-racktile"));
      if (tileBtn && rack.contains(tileBtn)) {
        const tile = tileBtn.dataset.tile || "";
        if (model.get("mode") === "mosaic") {
          if (local.palette === tile && tile !== "back") local.paletteTurns = (local.paletteTurns + 1) % 3;
          else { local.palette = tile; local.paletteTurns = 0; }
          renderRack();
          return;
        }
        if (local.selected === tile) turnSelected();
        else select(tile, 0);
        return;
      }
      const btn = /** @type {HTMLElement | null} */ (target.closest("[data-action]"));
      if (!btn || !root.contains(btn) || /** @type {HTMLButtonElement} */ (btn).disabled) return;
      const seat = model.get("viewer");
      switch (btn.dataset.action) {
        case "draw": send({ action: "draw", seat }); break;
        case "pass": send({ action: "pass", seat }); break;
        case "undo": send({ action: "undo" }); break;
        case "hint": send({ action: "hint", seat }); break;
        case "rotate":
          if (model.get("mode") === "mosaic") { local.paletteTurns = (local.paletteTurns + 1) % 3; renderRack(); }
          else turnSelected();
          break;
        case "next-round": send({ action: "next_round" }); break;
        case "new-match": send({ action: "new_match" }); break;
        case "ready": send({ action: "ready" }); break;
        case "look": local.summaryHidden = true; overlay.hidden = true; renderSide(); break;
        case "summary": local.summaryHidden = false; renderSummary(); renderSide(); break;
        case "zoom-in": zoomBy(1.25); break;
        case "zoom-out": zoomBy(0.8); break;
        case "fit": local.autoFit = true; refit(true); break;
        case "digits": model.set("pips", false); model.save_changes(); break;
        case "pips": model.set("pips", true); model.save_changes(); break;
        case "mosaic": send({ action: "set_mode", mode: "mosaic" }); break;
        case "play": send({ action: "set_mode", mode: "play" }); break;
        case "mosaic-clear": send({ action: "mosaic_clear" }); break;
        default: break;
      }
    });
    on(hintsBox, "change", () => { model.set("hints", hintsBox.checked); model.save_changes(); });

    // ------------------------------------------------------------ input: keyboard
    function focusBoardCell(label) {
      local.focusCell = label;
      const g = openLayer.querySelector(`[data-cell="${label}"]`);
      openLayer.querySelectorAll(".trio-gw-cell").forEach((n) => n.setAttribute("tabindex", n === g ? "0" : "-1"));
      if (g) {
        /** @type {any} */ (g).focus({ preventScroll: true });
        showPreview(label);
      }
    }
    function nearestCell(fromLabel, dx, dy) {
      const from = cellCentreSvg(fromLabel);
      let best = null;
      let bestScore = Infinity;
      for (const label of cellTargets.keys()) {
        if (label === fromLabel) continue;
        const [x, y] = cellCentreSvg(label);
        const vx = x - from[0];
        const vy = y - from[1];
        const along = vx * dx + vy * dy;
        if (along <= 1e-6) continue;
        const across = Math.abs(vx * dy - vy * dx);
        const score = along + 2 * across;
        if (score < bestScore) { bestScore = score; best = label; }
      }
      return best;
    }
    on(root, "keydown", (ev) => {
      const target = /** @type {HTMLElement} */ (ev.target);
      const k = ev.key;
      if ((k === "h" || k === "H") && !ev.ctrlKey && !ev.metaKey && !ev.altKey && model.get("mode") === "play"
          && !(target instanceof HTMLInputElement)) {
        if ((model.get("can") || {}).hint) send({ action: "hint", seat: model.get("viewer") });
        ev.preventDefault();
        ev.stopPropagation();
        return;
      }
      if ((k === "r" || k === "R") && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
        if (model.get("mode") === "mosaic") { local.paletteTurns = (local.paletteTurns + 1) % 3; renderRack(); }
        else turnSelected();
        const cellG = target.closest && target.closest(".trio-gw-cell");
        if (cellG) focusBoardCell(cellG.getAttribute("data-cell"));
        ev.preventDefault();
        ev.stopPropagation();
        return;
      }
      const cellG = target.closest && target.closest(".trio-gw-cell");
      if (cellG) {
        const label = cellG.getAttribute("data-cell");
        const dirs = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
        if (dirs[k]) {
          const next = nearestCell(label, dirs[k][0], dirs[k][1]);
          if (next) focusBoardCell(next);
          ev.preventDefault();
          ev.stopPropagation();
        } else if (k === "Enter" || k === " ") {
          placeOn(label);
          ev.preventDefault();
          ev.stopPropagation();
        } else if (k === "Escape") {
          const t = rack.querySelector(`[data-tile="${local.selected}"]`);
          if (t) /** @type {HTMLElement} */ (t).focus();
          ev.preventDefault();
          ev.stopPropagation();
        }
        return;
      }
      const tileBtn = target.closest && target.closest(".trio-gw-racktile");
      if (tileBtn && rack.contains(tileBtn) && model.get("mode") === "play") {
        if (k === "Enter" || k === " ") {
          const tile = /** @type {HTMLElement} */ (tileBtn).dataset.tile || "";
          if (local.selected !== tile) select(tile, 0);
          // on to the board: the first cell it fits (or the first open cell)
          const first = openLayer.querySelector(".trio-gw-cell.fits-now") || openLayer.querySelector(".trio-gw-cell");
          if (first) focusBoardCell(first.getAttribute("data-cell"));
          ev.preventDefault();
          ev.stopPropagation();
        } else if (k === "ArrowRight" || k === "ArrowLeft") {
          const all = Array.from(rack.querySelectorAll(".trio-gw-racktile"));
          const i = all.indexOf(tileBtn);
          const next = all[(i + (k === "ArrowRight" ? 1 : all.length - 1)) % all.length];
          if (next) /** @type {HTMLElement} */ (next).focus();
          ev.preventDefault();
          ev.stopPropagation();
        }
      }
    });
    // Keep JupyterLab's notebook shortcuts (a, b, dd, arrows ...) from acting on keys meant for the widget.
    on(root, "keydown", (ev) => { if (ev.target !== root) ev.stopPropagation(); });

    // ------------------------------------------------------------ input: pointer (tap, drag to pan, pinch, wheel)
    const pointers = new Map();
    let gesture = /** @type {any} */ (null);
    const localXY = (ev) => {
      const r = svg.getBoundingClientRect();
      return [ev.clientX - r.left, ev.clientY - r.top];
    };
    const cellUnder = (xy) => (local.view ? cellLabel(cellAt(toPaper(xy, local.view))) : null);
    on(svg, "pointerdown", (ev) => {
      if (ev.button !== undefined && ev.button > 0 && ev.pointerType === "mouse") return;
      pointers.set(ev.pointerId, localXY(ev));
      try { svg.setPointerCapture(ev.pointerId); } catch (e) { /* not capturable */ }
      if (pointers.size === 1) {
        const xy = localXY(ev);
        const label = cellUnder(xy);
        const paint = model.get("mode") === "mosaic" && local.palette === "back" && label &&
          !(model.get("mosaic") || []).some((m) => m[0] === label);
        gesture = { kind: "tap", start: xy, last: xy, label, paint, painted: new Set() };
        if (paint) { gesture.painted.add(label); mosaicTap(label, false); gesture.kind = "paint"; }
      } else if (pointers.size === 2) {
        const [a, b] = Array.from(pointers.values());
        gesture = { kind: "pinch", dist: Math.hypot(a[0] - b[0], a[1] - b[1]), mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
      }
      ev.preventDefault();
    });
    on(svg, "pointermove", (ev) => {
      const xy = localXY(ev);
      if (pointers.has(ev.pointerId)) pointers.set(ev.pointerId, xy);
      if (!gesture) {
        if (ev.pointerType === "mouse") {
          const label = cellUnder(xy);
          if (label !== local.hoverCell) {
            local.hoverCell = label;
            if (label && cellTargets.has(label)) showPreview(label);
            else previewLayer.replaceChildren();
          }
        }
        return;
      }
      if (gesture.kind === "pinch" && pointers.size >= 2) {
        const [a, b] = Array.from(pointers.values());
        const dist = Math.hypot(a[0] - b[0], a[1] - b[1]);
        const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        if (local.view && gesture.dist > 0) {
          let v = zoomAt(local.view, mid, dist / gesture.dist);
          v = panBy(v, mid[0] - gesture.mid[0], mid[1] - gesture.mid[1]);
          if (v.scale >= GW_MIN_SCALE && v.scale <= 240) { local.autoFit = false; setView(v, false); }
        }
        gesture.dist = dist;
        gesture.mid = mid;
        return;
      }
      if (gesture.kind === "paint") {
        const label = cellUnder(xy);
        if (label && !gesture.painted.has(label) && !(model.get("mosaic") || []).some((m) => m[0] === label)) {
          gesture.painted.add(label);
          mosaicTap(label, true);
        }
        return;
      }
      const moved = Math.hypot(xy[0] - gesture.start[0], xy[1] - gesture.start[1]);
      if (gesture.kind === "tap" && moved > 6) gesture.kind = "pan";
      if (gesture.kind === "pan" && local.view) {
        local.autoFit = false;
        setView(panBy(local.view, xy[0] - gesture.last[0], xy[1] - gesture.last[1]), false);
      }
      gesture.last = xy;
    });
    const endPointer = (ev) => {
      const had = pointers.has(ev.pointerId);
      pointers.delete(ev.pointerId);
      if (!had || !gesture) return;
      if (gesture.kind === "tap" && ev.type === "pointerup") {
        const label = cellUnder(localXY(ev));
        if (label) {
          if (model.get("mode") === "mosaic") mosaicTap(label, false);
          else if (cellTargets.has(label)) { local.focusCell = label; placeOn(label); }
        }
      }
      if (pointers.size === 0) gesture = null;
      else if (gesture.kind === "pinch") gesture = { kind: "pan", start: [0, 0], last: Array.from(pointers.values())[0] };
    };
    on(svg, "pointerup", endPointer);
    on(svg, "pointercancel", endPointer);
    on(svg, "pointerleave", () => { if (!gesture) { local.hoverCell = null; previewLayer.replaceChildren(); } });
    on(svg, "wheel", (ev) => {
      ev.preventDefault();
      zoomBy(Math.exp(-ev.deltaY * (ev.deltaMode === 1 ? 0.05 : 0.0015)), localXY(ev));
    }, { passive: false });
    on(svg, "focusin", (ev) => {
      const g = /** @type {Element} */ (ev.target).closest(".trio-gw-cell");
      if (g) { local.focusCell = g.getAttribute("data-cell"); showPreview(local.focusCell); }
    });

    // ------------------------------------------------------------ size
    const ro = new ResizeObserver(() => {
      if (local.autoFit) setView(targetFit(), false);
    });
    ro.observe(boardBox);
    cleanups.push(() => ro.disconnect());

    renderAll();
    renderMessage();
    // for benchmarks/bench_widget.py: how long the first drawing took (and until the next frame)
    performance.measure("trio-gw:first-render", { start: gwT0, end: performance.now() });
    requestAnimationFrame(() => performance.measure("trio-gw:first-frame", { start: gwT0, end: performance.now() }));
    return () => {
      for (const c of cleanups) c();
      clearInterval(local.timer);
      clearTimeout(local.msgTimer);
      cancelAnimationFrame(local.anim);
    };
  },
};
