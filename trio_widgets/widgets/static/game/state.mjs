// @ts-check
// What the parts of the game widget share: the model, the translator, the browser's own
// (never rule-deciding) state such as which rack tile is picked, and the intents it sends.

import { hasKeyboard } from "./key_titles.mjs";
import { parseCellLabel } from "../shared/geometry.mjs";
import { makeTranslator } from "../shared/i18n.mjs";
import { cornersIn, turnsFor } from "./turns.mjs";

/**
 * @typedef {{scale: number, panX: number, panY: number}} View
 * @typedef {object} Local
 * @property {string | null} selected   the rack tile picked
 * @property {number} turns             how often it is turned clockwise
 * @property {number} seq               how many selections this page made (Python keeps the newest)
 * @property {View | null} view
 * @property {boolean} autoFit
 * @property {string | null} focusCell
 * @property {string | null} hoverCell
 * @property {string | null} palette    mosaic: "back" or a tile name
 * @property {number} paletteTurns
 * @property {boolean} summaryHidden
 * @property {boolean | null} projector  big tiles chosen on this page (null: the widget's setting, else the screen decides)
 *
 * @typedef {object} Part
 * @property {() => void} update
 * @property {() => void} dispose
 *
 * @typedef {object} Ctx
 * @property {any} model
 * @property {(key: string, params?: Record<string, unknown>) => string} tr
 * @property {Local} local
 * @property {HTMLElement} root
 * @property {(msg: Record<string, unknown>) => void} send
 * @property {() => boolean} interactive
 * @property {() => string[] | null} myHand
 * @property {(seat: number) => string} name
 * @property {(label: string) => number[] | null} placementFor
 * @property {() => void} retranslate
 * @property {() => boolean} touch       a touch screen: cells and controls at least 44 px
 * @property {() => boolean} keyboard    a keyboard to help with: tooltips name their keys (not a touch screen alone)
 * @property {() => boolean} projector   big tiles (numbers at least 48 px)
 * @property {() => number} width        the widget's width (no layout read while drawing)
 * @property {(w: number) => void} setWidth  the widget's width, as the ResizeObserver saw it
 * @property {Record<string, any>} parts  the other parts, by name (board, rack, summary, panel)
 */

/**
 * @param {any} model
 * @param {HTMLElement} root
 * @returns {Ctx}
 */
export function createContext(model, root) {
  /** @type {Local} */
  const local = {
    selected: null,
    turns: 0,
    seq: 0,
    view: null,
    autoFit: true,
    focusCell: null,
    hoverCell: null,
    palette: "back",
    paletteTurns: 0,
    summaryHidden: false,
    projector: null,
  };
  let widthNow = -1;
  /** @type {Ctx} */
  const ctx = {
    model,
    root,
    local,
    tr: makeTranslator(model.get("_catalogue"), model.get("lang")),
    send: (msg) => model.send(msg),
    parts: {},
    retranslate() {
      ctx.tr = makeTranslator(model.get("_catalogue"), model.get("lang"));
    },
    touch: () => navigator.maxTouchPoints > 0 || matchMedia("(pointer: coarse)").matches,
    keyboard: () => hasKeyboard(),
    projector() {
      if (local.projector !== null) return local.projector;
      const setting = model.get("projector");
      if (setting === true || setting === false) return setting;
      // a classroom projector or a large screen: 1080 lines or more, shown at full width
      return window.innerWidth >= 1800 && window.innerHeight >= 1000 && ctx.width() >= 1400;
    },
    width() {
      // kept by the widget's ResizeObserver (ctx.setWidth); read from the page only before the first
      // one reports, never between DOM writes (no forced layouts)
      if (widthNow < 0) widthNow = root.getBoundingClientRect().width;
      return widthNow;
    },
    setWidth(w) { widthNow = w; },
    name: (seat) => ((model.get("seats") || [])[seat] || {}).name || "",
    interactive() {
      const viewer = model.get("viewer");
      return model.get("mode") === "play" && !model.get("covered") && viewer !== null &&
        viewer === model.get("current") && !(model.get("summary") || {}).rows &&
        ((model.get("seats") || [])[viewer] || {}).bot == null;
    },
    myHand() {
      const v = model.get("viewer");
      const hands = model.get("hands") || [];
      return v === null || v === undefined ? null : hands[v] || null;
    },
    placementFor(label) {
      const tile = local.selected;
      if (!tile) return null;
      const cell = parseCellLabel(label);
      // hints off: the tile goes down the way the person turned it (Python says if it fits)
      if (!model.get("hints")) return cornersIn(tile, cell, local.turns);
      // hints on: a lit cell takes the tile the way it fits there (the way it is turned, if it fits so)
      const legal = (model.get("legal") || {})[tile] || [];
      const here = legal.filter((/** @type {any[]} */ p) => p[0] === label);
      if (!here.length) return null;
      const same = here.find((/** @type {any[]} */ p) => turnsFor(tile, cell, p[1]) === local.turns);
      return (same || here[0])[1];
    },
  };
  return ctx;
}
