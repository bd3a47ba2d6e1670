// @ts-check
// The score keeper (trio_widgets/score_keeper.py): a score sheet for a family playing with a
// real set, on a tablet.
//
// The browser only draws the synced state (`view`, the table `rows` and `rounds`, `_catalogue`,
// `preview`, `message`, `setup`) and sends intents:
//   {action: "turn", draft, edit}, {action: "preview", seq, draft, edit}
//   {action: "round_end", how, seat, left, unit, edit}, {action: "delete", index}
//   {action: "undo"}, {action: "load", name, text}, {action: "new_match"}
//   {action: "setup", players, rules}, {action: "settings", open}, {action: "lang", lang}
//   {action: "export", format}, {action: "sync"}
// Python works out every number and checks every message.  A tap costs the same on a long
// sheet as on a short one: after the page has the table, Python sends a `patch` of the rows
// that changed (table_sync.mjs; applied once per model, in `initialize`), and a saved file
// only when a Save button asks for it (a message {type: "file", name, mime, text}).  The draft of the turn being
// entered lives in the page until it is sent.
//
// One part per job, each in its own module returning {update, dispose}:
//   dom.mjs      small DOM helpers (elements, buttons, focus, roving tabindex)
//   state.mjs    the shared context (model, translator, the draft, intents)
//   header.mjs   title, language, the players & rules button
//   setup.mjs    the players & rules screen
//   players.mjs  the players (whose turn, totals), the status, the match banner
//   turn.mjs     the turn form (number pad, touches, draws, preview, save)
//   set.mjs      the set to pick a tile from (part of the turn form)
//   end.mjs      the round-end form
//   message.mjs  the message line
//   table.mjs    the table of entries
//   footer.mjs   undo, save, load, new game
//   keys.mjs     the keyboard
//   table_sync.mjs  the table's patches
// with ../shared/ (tile.mjs, i18n.mjs); esbuild bundles them into ../score_keeper.js (`make js`),
// each module in its own scope.  This file only wires them: model events (several in one update draw once), the
// order of drawing, and taking everything down when the view is removed.

import { el, emptyDraft, roving, saveFile } from "./dom.mjs";
import { patchTable } from "./table_sync.mjs";
import { createContext } from "./state.mjs";
import { createHeader } from "./header.mjs";
import { createSetup } from "./setup.mjs";
import { createPlayers, createBanner } from "./players.mjs";
import { createTurnForm } from "./turn.mjs";
import { createEndForm } from "./end.mjs";
import { createMessage } from "./message.mjs";
import { createTable } from "./table.mjs";
import { createFooter } from "./footer.mjs";
import { attachKeys } from "./keys.mjs";
import { keepTileNamesWhole } from "../shared/names.mjs";

/** The widget's parts, top to bottom (each a div of class sk-<name>). */
const BOXES = ["header", "setup", "banner", "players", "status", "panel", "message", "table", "footer"];

export default {
  /**
   * Once per widget (however many views it has): keep the table up to date from the patches,
   * and save the files the Save buttons asked for.
   * @param {{model: any}} args
   */
  initialize({ model }) {
    // the table the page has now: the whole state came with the patch that made it
    let rev = (model.get("patch") || {}).rev ?? 0;
    const onPatch = () => {
      const table = { rev, rows: model.get("rows") || [], rounds: model.get("rounds") || [] };
      const next = patchTable(table, model.get("patch") || {});
      if (next === null) {
        model.send({ action: "sync" }); // a patch was missed: ask for the whole table
        return;
      }
      if (next === table) return;
      rev = next.rev;
      model.set({ rows: next.rows, rounds: next.rounds }); // the page's copy only: never sent back
    };
    /** @param {any} msg */
    const onMessage = (msg) => {
      if (msg && msg.type === "file" && typeof msg.text === "string") saveFile(String(msg.name), msg.text, String(msg.mime));
    };
    model.on("change:patch", onPatch);
    model.on("msg:custom", onMessage);
    return () => {
      model.off("change:patch", onPatch);
      model.off("msg:custom", onMessage);
    };
  },

  /** @param {{model: any, el: HTMLElement}} args */
  render({ model, el: host }) {
    // data-lm-suppress-shortcuts: digits, Enter and Backspace typed here are ours,
    // not JupyterLab's notebook shortcuts.
    const root = el("div", "trio-sk", { role: "group", tabindex: "-1", "data-lm-suppress-shortcuts": "true" });
    host.appendChild(root);
    const ctx = createContext(model, root);
    const local = ctx.local;

    /** @type {Record<string, HTMLElement>} */
    const box = {};
    for (const name of BOXES) root.appendChild((box[name] = el("div", `sk-${name}`)));
    const header = createHeader(ctx, box.header);
    const setup = createSetup(ctx, box.setup);
    const banner = createBanner(ctx, box.banner);
    const players = createPlayers(ctx, box.players, box.status);
    const turn = createTurnForm(ctx);
    const end = createEndForm(ctx);
    box.panel.append(turn.el, end.el);
    const message = createMessage(ctx, box.message);
    const table = createTable(ctx);
    box.table.appendChild(table.el);
    const footer = createFooter(ctx);
    box.footer.appendChild(footer.el);
    const keys = attachKeys(ctx);
    const stopNames = keepTileNamesWhole(root); // "0-5-5" never broken across lines

    /** One Tab stop per group (players, number pad, each row of choices, the set, the table's rows). */
    function rove() {
      for (const g of root.querySelectorAll(".sk-players")) roving(g, ".sk-player");
      for (const g of root.querySelectorAll(".sk-pad, .sk-chips")) roving(g, "button");
      for (const g of root.querySelectorAll(".sk-set")) roving(g, ".sk-settile");
      for (const g of root.querySelectorAll(".sk-table tbody")) roving(g, ".sk-rowbtn");
    }

    function drawPanel() {
      ctx.keepFocus(() => {
        box.panel.hidden = !ctx.panelOpen();
        turn.update();
        end.update();
        rove();
      });
    }

    function drawAll() {
      ctx.retranslate();
      root.setAttribute("lang", ctx.lang());
      root.setAttribute("aria-label", ctx.tr("keeper.label"));
      ctx.keepFocus(() => {
        header.update();
        setup.update();
        banner.update();
        players.update();
        table.update();
        footer.update();
        message.update();
        rove();
      });
      drawPanel();
      const hide = !!model.get("setup");
      for (const name of ["players", "status", "table", "footer", "banner"]) if (hide) box[name].hidden = true;
      if (!hide) {
        box.players.hidden = false;
        box.status.hidden = false;
        box.table.hidden = false;
        box.footer.hidden = false;
      }
    }

    ctx.draw = { all: drawAll, panel: drawPanel, players: () => players.update(), message: () => message.update(), local: message.show };

    // ---------------------------------------------------------- model events
    // One update from Python changes several traits (view, the table, message ...): the
    // changes are noted and drawn once, after the last of them.
    const changed = { view: false, all: false, message: false, preview: false };
    let queued = false;

    function flush() {
      queued = false;
      const now = { ...changed };
      for (const k of /** @type {Array<keyof typeof changed>} */ (Object.keys(changed))) changed[k] = false;
      let redraw = now.all;
      let preview = false;
      let refocus = false;
      if (now.message) {
        const m = model.get("message") || {};
        if (m.id !== local.lastMessageSeq) {
          local.lastMessageSeq = m.id;
          local.messageHidden = false;
          if (m.kind === "ok") {
            // the intent was accepted: start a fresh turn for the next player
            refocus = document.activeElement === document.body || root.contains(document.activeElement);
            local.editIndex = null;
            local.panel = "turn";
            local.showSet = false;
            local.draft = emptyDraft(ctx.view().next_seat ?? null);
            local.scrollToEnd = true;
            redraw = preview = true;
          }
        } else now.message = false;
      }
      if (now.view) {
        const v = ctx.view();
        const n = (v.players || []).length;
        if (local.draft.seat !== null && local.draft.seat >= n) local.draft.seat = null;
        if (local.editIndex !== null && local.editIndex >= ctx.rows().length) {
          local.editIndex = null;
          local.panel = "turn";
        }
        redraw = preview = true;
      }
      if (redraw) drawAll();
      else if (now.message) message.update();
      if (preview) ctx.requestPreview();
      if (now.preview && !redraw) turn.updatePreview();
      // the keyboard goes on where the next turn starts, the next player (never lost to the page)
      if (refocus && (document.activeElement === root || document.activeElement === document.body || !root.contains(document.activeElement))) {
        const stop = /** @type {HTMLElement|null} */ (root.querySelector(".sk-pad [tabindex='0'], .sk-players [tabindex='0']"));
        if (stop) stop.focus({ preventScroll: true });
      }
    }

    /** @param {keyof typeof changed} what */
    const note = (what) => () => {
      changed[what] = true;
      if (queued) return;
      queued = true;
      queueMicrotask(flush);
    };
    /** @type {Array<[string, () => void]>} */
    const handlers = [
      ["change:view", note("view")],
      ["change:_catalogue", note("all")],
      ["change:setup", note("all")],
      ["change:message", note("message")],
      ["change:preview", note("preview")],
      ["change:rows", note("view")],
      ["change:rounds", note("view")],
    ];
    for (const [ev, fn] of handlers) model.on(ev, fn);

    local.lastMessageSeq = (model.get("message") || {}).id ?? -1;
    local.messageHidden = true; // an old message from before this view was drawn
    local.draft = emptyDraft(ctx.view().next_seat ?? null);
    drawAll();
    ctx.requestPreview();

    return () => {
      stopNames();
      for (const [ev, fn] of handlers) model.off(ev, fn);
      for (const part of [keys, header, setup, banner, players, turn, end, message, table, footer]) part.dispose();
    };
  },
};
