// @ts-check
// What the PuzzleBoard shows now, read from the synced traits once per redraw, and the two
// helpers that let each part of it touch only what changed (a tap redraws within 100 ms:
// benchmarks/bench_puzzle_widget.py).

/**
 * @typedef {object} Got  a tile on a place
 * @property {number[]} corners
 * @property {boolean} given
 * @property {string} by  "given" | "child" | "hint" | "shown"
 *
 * @typedef {[number, string, number[]]} TrayTile  [tray number, name, corners]
 *
 * @typedef {object} State
 * @property {(key: string, params?: Record<string, unknown>) => string} tr
 * @property {any} pz  the puzzle: {cells, given, rules, title, task}
 * @property {string[]} cells
 * @property {TrayTile[]} tray
 * @property {Set<number>} used  the tray numbers of the tiles on the shape
 * @property {Array<[string, number[], number, string]>} placed  [cell, corners, tray number, by]
 * @property {number} selected  the tray number of the tile in hand, -1 for none
 * @property {number} turn
 * @property {Set<string>} legal  where the tile in hand fits
 * @property {string} hinted
 * @property {boolean} solved
 * @property {boolean} canUndo  whether "undo" has a change to take back
 * @property {Set<string>} locked  the buttons that wait for the exercise they would answer
 * @property {string} lockedWhy  why they wait, in the child's language ("" none)
 * @property {boolean} pips
 * @property {any} message  {text, kind, id} or {}
 * @property {Array<string | number>} words  what the texts depend on (the language, the catalogue)
 * @property {Map<string, Got>} have  the tiles on the shape, by place
 * @property {TrayTile | null} inHand
 *
 * @typedef {object} Page  what the parts of the widget share
 * @property {(msg: Record<string, unknown>) => void} act  send an intent (the page's own hint goes)
 * @property {(text: string, focus?: "tray") => void} hint  show and say a hint of the page's own
 *   ("First tap a tile"), and take the focus to `focus` now
 * @property {(zone: "tray" | "board" | "hand") => void} focusAfter  where the focus goes after the next redraw
 * @property {() => State} now  what the page shows now
 */

/**
 * @param {any} model
 * @param {State["tr"]} tr
 * @returns {State}
 */
export function readState(model, tr) {
  const pz = model.get("puzzle") || {};
  const tray = /** @type {State["tray"]} */ (model.get("tray") || []);
  const placed = /** @type {State["placed"]} */ (model.get("placed") || []);
  const selected = Number(model.get("selected") ?? -1);
  const catalogue = model.get("_catalogue");
  /** @type {Map<string, Got>} */
  const have = new Map();
  for (const [cell, corners] of pz.given || []) have.set(cell, { corners, given: true, by: "given" });
  for (const [cell, corners, , by] of placed) have.set(cell, { corners, given: false, by });
  const lang = String(model.get("lang") || "en");
  return {
    tr,
    pz,
    cells: /** @type {string[]} */ (pz.cells || []),
    tray,
    used: new Set(/** @type {number[]} */ (model.get("used") || [])),
    placed,
    selected,
    turn: Number(model.get("turn") || 0),
    legal: new Set(/** @type {string[]} */ (model.get("legal") || [])),
    hinted: String(model.get("hinted") || ""),
    solved: !!model.get("solved"),
    canUndo: !!model.get("can_undo"),
    locked: new Set(/** @type {string[]} */ (model.get("locked") || [])),
    lockedWhy: String(model.get("locked_why") || ""),
    pips: !!model.get("pips"),
    message: model.get("message") || {},
    words: [lang, catalogue ? Object.keys(catalogue).length : 0],
    have,
    inHand: selected >= 0 && tray[selected] ? tray[selected] : null,
  };
}

/**
 * Set an attribute only when it changes (a redraw touches only what changed).
 * @param {Element} e
 * @param {string} name
 * @param {string} value
 */
export function setAttr(e, name, value) {
  if (e.getAttribute(name) !== value) e.setAttribute(name, value);
}

/**
 * A memory of what a part last drew: `changed(inputs)` is true when they differ from last time.
 * @returns {(inputs: unknown) => boolean}
 */
export function changes() {
  let last = "";
  return (inputs) => {
    const key = JSON.stringify(inputs);
    if (key === last) return false;
    last = key;
    return true;
  };
}
