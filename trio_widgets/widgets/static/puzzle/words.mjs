// @ts-check
// What the PuzzleBoard says: its heading (title, task, rules), its buttons
// ([data-action="check|hint|solve|count|reset|undo"]) and its message (.pz-message: Python's, or a
// hint of the page's own such as "First tap a tile", which its own live region reads out once;
// Python's messages are read out by shared/mount.mjs's).

import { el, button } from "../shared/dom.mjs";
import { changes } from "./state.mjs";

const BUTTONS = [
  ["check", "puzzle.ui.check"],
  ["hint", "puzzle.ui.hint_button"],
  ["solve", "puzzle.ui.solve_button"],
  ["count", "puzzle.ui.count_button"],
  ["reset", "puzzle.ui.reset_button"],
  ["undo", "puzzle.ui.undo_button"],
];

/** @param {import("./state.mjs").Page} page */
export function createWords(page) {
  const head = el("div", "pz-head");
  const buttons = el("div", "pz-actions");
  const message = el("div", "tc-message pz-message");
  /** why some buttons wait: they would answer an exercise the child has not tried yet */
  const locked = el("p", "pz-locked");
  locked.hidden = true;
  /** the page's own hint, shown until the next intent */
  let hint = "";
  /** @type {any} Python's message, as last drawn */
  let said = {};
  const region = el("div", "tc-sr");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("role", "status");
  const headChanged = changes();
  const buttonsChanged = changes();

  const showMessage = () => {
    const text = hint || String(said.text || "");
    const kind = !said.kind ? "" : said.kind === "error" && !hint ? " pz-error" : " pz-ok";
    if (message.className !== "tc-message pz-message" + kind) message.className = "tc-message pz-message" + kind;
    if (message.textContent !== text) message.textContent = text;
    message.hidden = !text;
  };

  /** @param {import("./state.mjs").State} now */
  const update = (now) => {
    const { pz, tr } = now;
    if (headChanged([pz.title, pz.task, pz.rules, now.words])) {
      const rules = el("ul", "pz-rules");
      rules.setAttribute("aria-label", tr("puzzle.ui.rules"));
      for (const r of pz.rules || []) rules.appendChild(el("li", "", String(r)));
      head.replaceChildren(el("h3", "tc-title", String(pz.title || "")), el("p", "tc-prompt pz-task", String(pz.task || "")), rules);
    }
    if (buttonsChanged([now.words])) {
      buttons.replaceChildren();
      for (const [action, key] of BUTTONS) {
        const b = button(tr(key), action, action === "check" ? "tc-primary" : "");
        b.addEventListener("click", () => page.act({ action }));
        buttons.appendChild(b);
      }
    }
    const undo = /** @type {HTMLButtonElement | null} */ (buttons.querySelector('[data-action="undo"]'));
    if (undo && undo.disabled !== !now.canUndo) undo.disabled = !now.canUndo;
    for (const b of buttons.querySelectorAll("button[data-action]")) {
      const action = b.getAttribute("data-action") || "";
      if (action === "undo") continue;
      const wait = now.locked.has(action);
      if (/** @type {HTMLButtonElement} */ (b).disabled !== wait) /** @type {HTMLButtonElement} */ (b).disabled = wait;
    }
    if (locked.textContent !== now.lockedWhy) locked.textContent = now.lockedWhy;
    locked.hidden = !now.lockedWhy;
    said = now.message;
    showMessage();
  };

  return {
    head,
    buttons,
    locked,
    message,
    region,
    update,
    /** Show a hint of the page's own and read it out. @param {string} text */
    hint: (text) => {
      hint = text;
      showMessage();
      region.textContent = text;
    },
    /** An intent is sent: the page's own hint goes (from the page with the next redraw). */
    clearHint: () => {
      hint = "";
      region.textContent = "";
    },
    dispose: () => {
      head.replaceChildren();
      buttons.replaceChildren();
    },
  };
}
