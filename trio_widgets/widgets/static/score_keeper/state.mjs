// @ts-check
// What the parts of the score keeper share: the model, the translator, the page's own state
// (the draft of the turn being entered lives here until it is sent, which form is open, the
// entry being changed) and the intents it sends.  Python works out every number.

import { makeTranslator } from "../shared/i18n.mjs";
import { emptyDraft, uniqueId, focusKeeper, focusKey, onChildPage } from "./dom.mjs";

/**
 * @typedef {import("./dom.mjs").Draft} Draft
 * @typedef {{how: string|null, seat: number|null, left: string[]}} EndForm
 *
 * @typedef {object} Local
 * @property {Draft} draft
 * @property {number|null} editIndex   the entry being changed (null: a new one)
 * @property {string} panel            "turn" | "end": the turn form or the round-end form
 * @property {EndForm} endForm
 * @property {boolean} showSet         the set to pick a tile from is open
 * @property {number} previewSeq       the newest preview asked for (older answers are stale)
 * @property {number} lastMessageSeq
 * @property {boolean} scrollToEnd     the table scrolls to its last row at the next drawing
 * @property {boolean} messageHidden   the last message is about something the player has moved on from
 *
 * @typedef {object} Part
 * @property {() => void} update
 * @property {() => void} dispose
 *
 * @typedef {object} Draw  what the entry file redraws when a part asks
 * @property {() => void} all
 * @property {() => void} panel      the open form
 * @property {() => void} players
 * @property {() => void} message
 * @property {(kind: string, text: string) => void} local  a message from the page itself
 *
 * @typedef {object} Ctx
 * @property {any} model
 * @property {HTMLElement} root
 * @property {string} uid                 ids unique on the page
 * @property {boolean} childPage          a child's page (Voila): no files, no language menu, no keys' help
 * @property {(key: string, params?: Record<string, unknown>) => string} tr
 * @property {Local} local
 * @property {() => any} view             Python's `view` of the sheet (all but the table)
 * @property {() => any[]} rows           the table's rows, one per entry
 * @property {() => any[]} rounds         the table's rounds
 * @property {() => string} lang
 * @property {(msg: Record<string, unknown>) => void} send
 * @property {() => void} retranslate
 * @property {() => boolean} panelOpen   the entry card is shown (not the setup, not a finished match)
 * @property {(fn: () => void) => void} keepFocus
 * @property {(key: string) => boolean} focusKey
 * @property {Draw} draw
 * @property {() => void} requestPreview
 * @property {(change: Partial<Draft>) => void} setDraft
 * @property {(n: number) => void} addNumber
 * @property {(pass?: boolean) => void} saveTurn
 * @property {() => void} hideMessage
 * @property {(i: number) => void} startEdit
 * @property {() => void} stopEdit
 * @property {() => void} openEnd
 */

const NOTHING = () => {};

/**
 * @param {any} model
 * @param {HTMLElement} root
 * @returns {Ctx}
 */
export function createContext(model, root) {
  const view = () => model.get("view") || {};
  const lang = () => model.get("lang") || "en";
  /** @type {Local} */
  const local = {
    draft: emptyDraft(),
    editIndex: null,
    panel: "turn",
    endForm: { how: null, seat: null, left: [] },
    showSet: false,
    previewSeq: 0,
    lastMessageSeq: -1,
    scrollToEnd: false,
    messageHidden: false,
  };
  /** @type {Ctx} */
  const ctx = {
    model,
    root,
    uid: uniqueId(),
    childPage: onChildPage(root.ownerDocument),
    local,
    view,
    rows: () => model.get("rows") || [],
    rounds: () => model.get("rounds") || [],
    lang,
    tr: makeTranslator(model.get("_catalogue"), lang()),
    send: (msg) => model.send(msg),
    retranslate() {
      ctx.tr = makeTranslator(model.get("_catalogue"), lang());
    },
    panelOpen: () => !model.get("setup") && (!view().match_over || local.editIndex !== null),
    keepFocus: focusKeeper(root),
    focusKey: (key) => focusKey(root, key),
    draw: { all: NOTHING, panel: NOTHING, players: NOTHING, message: NOTHING, local: NOTHING },

    requestPreview() {
      if (local.panel !== "turn") return;
      local.previewSeq += 1;
      ctx.send({ action: "preview", seq: local.previewSeq, draft: { ...local.draft }, edit: local.editIndex });
    },
    setDraft(change) {
      const draft = (local.draft = { ...local.draft, ...change });
      ctx.hideMessage();
      if (draft.sides !== 1) draft.bridge = false;
      if (draft.sides < 2) draft.hexagons = 0;
      if (draft.sides === 2 && draft.hexagons > 1) draft.hexagons = 1;
      ctx.keepFocus(() => {
        ctx.draw.players();
        ctx.draw.panel();
      });
      ctx.requestPreview();
    },
    addNumber(n) {
      if (local.draft.numbers.length >= 3) return;
      ctx.setDraft({ numbers: [...local.draft.numbers, n], pass: false });
    },
    saveTurn(pass = false) {
      ctx.send({ action: "turn", draft: { ...local.draft, pass }, edit: local.editIndex });
    },
    hideMessage() {
      if (local.messageHidden) return;
      local.messageHidden = true;
      ctx.draw.message();
    },
    startEdit(i) {
      const row = ctx.rows()[i];
      if (!row) return;
      local.messageHidden = true;
      local.editIndex = i;
      local.showSet = false;
      if (row.kind === "turn") {
        local.panel = "turn";
        local.draft = {
          seat: row.seat,
          numbers: row.numbers ? [...row.numbers] : [],
          sides: row.sides || 1,
          bridge: !!row.bridge,
          hexagons: row.hexagons || 0,
          draws: row.draws || 0,
          pass: !!row.passed,
        };
      } else if (row.kind === "out" || row.kind === "blocked") {
        local.panel = "end";
        const kids = view().rules && view().rules.winner === "fewest_tiles";
        const src = kids ? row.counts : row.left;
        local.endForm = {
          how: row.kind,
          seat: row.kind === "out" ? row.seat : null,
          left: src.map((/** @type {any} */ v) => (v === null || v === undefined ? "" : String(v))),
        };
      } else {
        local.editIndex = null; // entries added by hand in Python are changed in Python
        return;
      }
      ctx.draw.all();
      ctx.requestPreview();
      const card = root.querySelector(".sk-card:not([hidden])");
      if (card) card.scrollIntoView({ block: "nearest" });
    },
    stopEdit() {
      local.messageHidden = true;
      local.editIndex = null;
      local.panel = "turn";
      local.draft = emptyDraft(view().next_seat ?? null);
      ctx.draw.all();
      ctx.requestPreview();
    },
    openEnd() {
      const v = view();
      const n = (v.players || []).length;
      local.panel = "end";
      local.editIndex = null;
      local.messageHidden = true;
      local.endForm = { how: null, seat: v.last_tile_seat ?? local.draft.seat, left: new Array(n).fill("") };
      ctx.draw.all();
    },
  };
  return ctx;
}
