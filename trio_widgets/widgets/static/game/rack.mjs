// @ts-check
// The rack of the game widget: the tiles of the person at the screen (or the pass-and-play
// cover), the other open hands, and in mosaic mode the palette of tiles.

import { SQRT3_2 } from "../shared/geometry.mjs";
import { tileMarkup, backMarkup, defsMarkup, defIds, svgNodes, getTileStyle } from "../shared/tile.mjs";
import { el, svgEl, actionButton, replay, setText, placeChildren } from "./dom.mjs";
import { rackCorners, nameOf } from "./turns.mjs";
import { keyTitle } from "./key_titles.mjs";

export const RACK_EDGE = 76; // rack tiles: pixels per edge (larger than board tiles)
const PHONE_EDGE = 56; // a phone: two rows of tiles under the board
const PROJECTOR_EDGE = 120;

/**
 * A rack tile: a button (data-tile) holding the tile drawn upright, turned `turns` times.
 * @param {(key: string, params?: Record<string, unknown>) => string} tr
 * @param {string} tileName
 * @param {boolean} selected
 * @param {number} turns
 * @param {boolean} pips
 * @param {number} edge  pixels per tile edge
 */
export function tileButton(tr, tileName, selected, turns, pips, edge) {
  const E = getTileStyle().edge;
  const b = el("button", "trio-gw-racktile" + (selected ? " selected" : ""));
  b.type = "button";
  b.dataset.tile = tileName;
  b.setAttribute("aria-pressed", selected ? "true" : "false");
  // the name starts with the numbers in the order the page shows them, as axe's label-in-name
  // rule reads them (digits joined, punctuation aside): what a child sees is what is read
  const shown = pips ? "" : rackCorners(tileName, turns).join("-");
  const head = shown ? tr("tile.rack", { shown, tile: tileName }) : tr("tile.label", { tile: tileName });
  b.setAttribute("aria-label", selected ? head + ", " + tr("tile.chosen") : head);
  const h = edge * SQRT3_2;
  const s = svgEl("svg", {
    class: "trio-gw-racksvg", width: String(edge + 8), height: String(h + 10),
    viewBox: `${-E / 2 - 5} ${-(2 * h / 3) * (E / edge) - 5} ${E + 10} ${h * (E / edge) + 12}`, "aria-hidden": "true",
  });
  s.appendChild(svgNodes(defsMarkup(defIds({ pips, numbers: tileName.split("-").map(Number) })))[0]);
  const [g] = svgNodes(tileMarkup(rackCorners(tileName, turns), true, { pips, title: tr("tile.label", { tile: tileName }) }));
  g.removeAttribute("data-tile"); // the hook is on the button
  g.querySelector("title")?.remove(); // the button has the name: a title would be text the name lacks
  s.appendChild(g);
  b.appendChild(s);
  return b;
}

/**
 * A face-down tile.
 * @param {(key: string, params?: Record<string, unknown>) => string} tr
 * @param {number} edge
 */
export function backTile(tr, edge) {
  const E = getTileStyle().edge;
  const h = edge * SQRT3_2;
  const s = svgEl("svg", {
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

/**
 * The first move's hint: every tile that may start and which one scores the most
 * ("You may start with 3-3-3 (19 points) or 0-0-0 (40 points). 0-0-0 scores the most ...").
 * @param {(key: string, params?: Record<string, unknown>) => string} tr
 * @param {Array<[string, number]>} starts  [tile, points], best first (GameWidget.starts)
 * @param {string} [fallback]  a tile that may start, when starts is empty
 * @returns {string}
 */
export function startHintText(tr, starts, fallback) {
  if (starts.length <= 1) return tr("game.start_with", { tile: starts.length ? starts[0][0] : fallback });
  const opts = starts.map(([tile, n]) => tr("game.start_option", { tile, points: tr("move.points", { n }) }));
  const options = tr("game.start_or", { first: opts.slice(0, -1).join(tr("names.sep")), last: opts[opts.length - 1] });
  const [best, n] = starts[0];
  return tr("game.start_choice", { options, best, points: tr("move.points", { n }) });
}

/**
 * @param {import("./state.mjs").Ctx} ctx
 */
export function createRack(ctx) {
  const { model, local } = ctx;
  const rackArea = el("div", "trio-gw-rackarea");
  const rackHead = el("div", "trio-gw-rackhead");
  const rackTitle = el("span", "trio-gw-racktitle");
  const rotateBtn = actionButton("rotate");
  rackHead.append(rackTitle, rotateBtn);
  const rack = el("div", "trio-gw-rack");
  rack.setAttribute("role", "toolbar");
  const rackHint = el("div", "trio-gw-rackhint");
  const cover = el("div", "trio-gw-cover");
  const coverTitle = el("div", "trio-gw-cover-title");
  const coverHint = el("div", "trio-gw-cover-hint");
  const readyBtn = actionButton("ready", "trio-gw-primary trio-gw-big");
  cover.append(coverTitle, coverHint, readyBtn);
  rackArea.append(rackHead, rack, rackHint, cover);
  const others = el("div", "trio-gw-others");

  function renderOthers() {
    others.replaceChildren();
    if (model.get("mode") !== "play" || !model.get("open_hands")) return;
    const hands = model.get("hands") || [];
    const viewer = model.get("viewer");
    const pips = Boolean(model.get("pips"));
    hands.forEach((/** @type {string[] | null} */ hand, /** @type {number} */ seat) => {
      if (seat === viewer || !hand) return;
      const box = el("div", "trio-gw-otherhand");
      box.dataset.seat = String(seat);
      box.append(el("div", "trio-gw-othername", ctx.tr("game.rack_of", { name: ctx.name(seat) })));
      const row = el("div", "trio-gw-otherrow");
      for (const tile of hand) {
        const b = tileButton(ctx.tr, tile, false, 0, pips, 46);
        b.disabled = true;
        b.classList.add("trio-gw-small");
        row.appendChild(b);
      }
      box.append(row);
      others.appendChild(box);
    });
  }

  function renderPalette() {
    const used = new Set((model.get("mosaic") || []).filter((/** @type {any[]} */ m) => m[1] !== null).map((/** @type {any[]} */ m) => nameOf(m[1])));
    const pips = Boolean(model.get("pips"));
    rackArea.hidden = false;
    cover.hidden = true;
    rackTitle.textContent = ctx.tr("mosaic.palette");
    rotateBtn.disabled = local.palette === "back" || !local.palette;
    const backBtn = el("button", "trio-gw-racktile trio-gw-paletteback" + (local.palette === "back" ? " selected" : ""));
    backBtn.type = "button";
    backBtn.dataset.tile = "back";
    backBtn.setAttribute("aria-pressed", local.palette === "back" ? "true" : "false");
    backBtn.setAttribute("aria-label", ctx.tr("mosaic.face_down"));
    backBtn.append(backTile(ctx.tr, RACK_EDGE * 0.8), el("span", "trio-gw-palettelabel", ctx.tr("mosaic.face_down")));
    rack.appendChild(backBtn);
    const maxV = (model.get("rules_info") || {}).max_value ?? 5;
    for (let a = 0; a <= maxV; a++) for (let b = a; b <= maxV; b++) for (let c = b; c <= maxV; c++) {
      const nm = `${a}-${b}-${c}`;
      if (used.has(nm)) continue;
      const sel = local.palette === nm;
      const btn = tileButton(ctx.tr, nm, sel, sel ? local.paletteTurns : 0, pips, 44);
      btn.classList.add("trio-gw-small");
      rack.appendChild(btn);
    }
    rackHint.textContent = "";
    others.replaceChildren();
    const keep = rack.querySelector(".trio-gw-racktile.selected") || backBtn;
    for (const b of rack.querySelectorAll(".trio-gw-racktile")) /** @type {HTMLElement} */ (b).tabIndex = b === keep ? 0 : -1;
  }

  function startHint() {
    return startHintText(ctx.tr, model.get("starts") || [], Object.keys(model.get("legal") || {})[0]);
  }

  function rackHintText() {
    if (!ctx.interactive()) return "";
    const legal = model.get("legal") || {};
    const can = model.get("can") || {};
    const hints = model.get("hints");
    const onBoard = (model.get("board") || []).length;
    const anyFits = Object.keys(legal).length > 0;
    if (!anyFits && hints && onBoard) return can.draw ? ctx.tr("game.stuck_draw") : can.pass ? ctx.tr("game.stuck_pass") : "";
    if (!local.selected) {
      if (onBoard || !anyFits) return ctx.tr("game.choose_tile");
      return startHint();
    }
    if (hints && !(legal[local.selected] || []).length) return ctx.tr("game.fits_nowhere", { tile: local.selected });
    return ctx.tr("game.place_tile", { tile: local.selected });
  }

  /** @type {string | null} the rack tile that holds the rack's Tab stop */
  let rovingTile = null;
  function rackEdge() {
    if (ctx.projector()) return PROJECTOR_EDGE;
    return ctx.width() < 560 ? PHONE_EDGE : RACK_EDGE;
  }

  let rackKey = "";
  /** @type {Map<string, HTMLButtonElement>} the rack's buttons by what they show */
  let buttons = new Map();
  /** @type {WeakMap<Element, string>} a rack button's name before "fits" / "does not fit" */
  const baseLabels = new WeakMap();
  function update() {
    const mode = model.get("mode");
    const key = JSON.stringify([mode, model.get("hands"), model.get("viewer"), model.get("covered"), model.get("pips"),
      model.get("hints"), model.get("legal"), model.get("can"), model.get("selection"), local.selected, local.turns,
      local.palette, local.paletteTurns, model.get("mosaic"), model.get("open_hands"), model.get("lang"), (model.get("board") || []).length,
      model.get("current"), model.get("summary"), rackEdge(), model.get("starts")]);
    if (key === rackKey) return;
    rackKey = key;
    const viewer = model.get("viewer");
    const pips = Boolean(model.get("pips"));
    const covered = Boolean(model.get("covered"));
    setText(rotateBtn, "\u21BB " + ctx.tr("game.rotate"));
    rotateBtn.title = keyTitle(ctx.tr, "game.rotate_title", "R", ctx.keyboard());
    if (mode === "mosaic") {
      rack.replaceChildren();
      buttons.clear();
      renderPalette();
      return;
    }
    const hand = ctx.myHand();
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
    const seated = viewer !== null && viewer !== undefined;
    rackArea.hidden = !seated;
    // the default name ("Player") gets "Your tiles", not "Player's tiles"
    const own = seated && ctx.name(viewer) === ctx.tr("game.you");
    rackTitle.textContent = !seated ? "" : own ? ctx.tr("game.your_rack") : ctx.tr("game.rack_of", { name: ctx.name(viewer) });
    rotateBtn.disabled = !local.selected || covered;
    cover.hidden = !covered;
    if (covered) {
      coverTitle.textContent = ctx.tr("cover.title", { name: ctx.name(model.get("current")) });
      coverHint.textContent = ctx.tr("cover.hint");
      readyBtn.textContent = ctx.tr("cover.ready");
      readyBtn.disabled = !(model.get("can") || {}).ready;
    }
    rack.setAttribute("aria-label", rackTitle.textContent);
    if (hand && !covered) {
      const edge = rackEdge();
      const tell = ctx.interactive() && model.get("hints");
      const keep = hand.includes(local.selected || "") ? local.selected : hand.includes(rovingTile || "") ? rovingTile : hand[0];
      const lang = model.get("lang");
      /** @type {Map<string, HTMLButtonElement>} */
      const next = new Map();
      const row = hand.map((/** @type {string} */ tile) => {
        const selected = tile === local.selected;
        const turns = selected ? local.turns : 0;
        // a tile drawn as before keeps its button (a move redraws only the rack's changes)
        const k = `${tile}|${selected}|${turns}|${pips}|${edge}|${lang}`;
        let b = buttons.get(k);
        if (!b) {
          b = tileButton(ctx.tr, tile, selected, turns, pips, edge);
          baseLabels.set(b, b.getAttribute("aria-label") || "");
        }
        next.set(k, b);
        const legal = (model.get("legal") || {})[tile];
        const fits = Boolean(legal && legal.length);
        b.classList.toggle("playable", tell && fits);
        const base = baseLabels.get(b) || "";
        const label = tell ? base + ", " + ctx.tr(fits ? "tile.fits" : "tile.no_fit") : base;
        if (b.getAttribute("aria-label") !== label) b.setAttribute("aria-label", label);
        // one Tab stop for the rack, arrow keys inside (the attribute is compared: reading .tabIndex lays the page out)
        const tabIndex = tile === keep ? "0" : "-1";
        if (b.getAttribute("tabindex") !== tabIndex) b.setAttribute("tabindex", tabIndex);
        return b;
      });
      buttons = next;
      placeChildren(rack, row);
    } else {
      rack.replaceChildren();
      buttons.clear();
      if (seated) {
        const sizes = model.get("hand_sizes") || [];
        for (let i = 0; i < (sizes[viewer] || 0); i++) rack.appendChild(backTile(ctx.tr, RACK_EDGE * 0.8));
      }
    }
    setText(rackHint, rackHintText());
    renderOthers();
  }

  return {
    update,
    dispose() {},
    rackArea, others, rack,
    /** @param {string | null} tile */
    /** @param {string | null} tile the tile that keeps the rack's Tab stop */
    setRoving(tile) {
      rovingTile = tile;
      for (const b of rack.querySelectorAll(".trio-gw-racktile")) /** @type {HTMLElement} */ (b).tabIndex = /** @type {HTMLElement} */ (b).dataset.tile === tile ? 0 : -1;
    },
    /** The tile that has the rack's Tab stop (to give focus back after a move). */
    rovingEl: () => /** @type {HTMLElement | null} */ (rack.querySelector('.trio-gw-racktile[tabindex="0"]') || rack.querySelector(".trio-gw-racktile")),
    tileEl: (tile) => /** @type {HTMLElement | null} */ (tile ? rack.querySelector(`[data-tile="${tile}"]`) : null),
    /** the picked tile spins a third of a turn */
    spin() {
      replay(local.selected ? rack.querySelector(`[data-tile="${local.selected}"] .trio-gw-racksvg`) : null, "trio-gw-spin");
    },
    /** the picked tile shakes (a refused move) */
    shake() {
      replay(local.selected ? rack.querySelector(`[data-tile="${local.selected}"]`) : null, "trio-gw-shake");
    },
  };
}
