// @ts-check
// The score keeper's keyboard: digits type the tile, Backspace takes one back, D/+ and - count
// tiles drawn, P passes, Enter saves the turn, Escape closes what is open (else leaves the
// widget); arrows move inside a group (one Tab stop each).

import { leave } from "./dom.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @returns {import("./state.mjs").Part}
 */
export function attachKeys(ctx) {
  const { root, model, local } = ctx;

  /** @param {FocusEvent} ev */
  function onFocusIn(ev) {
    const t = /** @type {HTMLElement} */ (ev.target);
    const g = /** @type {HTMLElement|null} */ (t.closest("[data-roving]"));
    if (!g || !g.dataset.roving) return;
    for (const b of g.querySelectorAll(g.dataset.roving)) b.setAttribute("tabindex", b === t ? "0" : "-1");
  }

  /** @param {KeyboardEvent} e */
  function onKey(e) {
    const t = /** @type {HTMLElement} */ (e.target);
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape") {
      e.preventDefault();
      if (!model.get("setup") && (local.editIndex !== null || local.panel === "end")) ctx.stopEdit();
      else if (!model.get("setup") && local.showSet) {
        local.showSet = false;
        ctx.draw.panel();
        ctx.focusKey("toggle-set");
      } else leave(root);
      return;
    }
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
    if (model.get("setup")) return;
    const max = (ctx.view().rules || {}).max_value ?? 5;
    if (local.panel !== "turn") return;
    const draft = local.draft;
    if (/^[0-9]$/.test(e.key) && Number(e.key) <= max) {
      e.preventDefault();
      ctx.addNumber(Number(e.key));
    } else if (e.key === "Backspace") {
      e.preventDefault();
      ctx.setDraft({ numbers: draft.numbers.slice(0, -1) });
    } else if (e.key === "d" || e.key === "D" || e.key === "+") {
      e.preventDefault();
      ctx.setDraft({ draws: draft.draws + 1 });
    } else if (e.key === "-") {
      e.preventDefault();
      ctx.setDraft({ draws: Math.max(0, draft.draws - 1) });
    } else if ((e.key === "p" || e.key === "P") && draft.seat !== null) {
      e.preventDefault();
      ctx.saveTurn(true);
    } else if (e.key === "Enter" && t.tagName !== "BUTTON" && t.tagName !== "A" && t.getAttribute("role") !== "button") {
      e.preventDefault();
      ctx.saveTurn(false);
    }
  }

  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("keydown", onKey);
  return {
    update() {},
    dispose() {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("keydown", onKey);
    },
  };
}
