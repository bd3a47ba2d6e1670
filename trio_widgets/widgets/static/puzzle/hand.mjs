// @ts-check
// The PuzzleBoard's tile in hand: one turnable tile ([data-role="turnable"]: dragging round it,
// the arrow keys or R, a tap turns it once) with the turn buttons, or "no tile in hand".  Made
// once per language and kept; a redraw only sets the tile and its turn.

import { el } from "../shared/dom.mjs";
import { createTurnable, turnButtons, turnMemory } from "../shared/turnable.mjs";
import { setAttr, changes } from "./state.mjs";

/**
 * @param {import("./state.mjs").Page} page
 * @param {() => void} onActivate  Enter or Space on the tile: on to the shape
 */
export function createHand(page, onActivate) {
  const box = el("div", "tc-col pz-hand");
  box.dataset.zone = "hand";
  box.setAttribute("role", "group");
  const noTile = el("p", "tc-sub");
  /** @type {ReturnType<typeof createTurnable> | null} */
  let turnable = null;
  /** @type {HTMLElement | null} */
  let buttons = null;
  let shown = "";
  const wordsChanged = changes();
  // turns the child made that the kernel has not sent back yet (quick taps)
  const pending = turnMemory();

  /** @param {import("./state.mjs").State} now */
  const update = (now) => {
    const { tr, inHand, selected, turn, pips } = now;
    if (wordsChanged([now.words]) || !turnable) {
      const t = createTurnable({
        label: "",
        tr,
        px: 90,
        onTurn: (k) => {
          pending.sent(shown, k);
          page.act({ action: "turn", turn: k });
        },
        onTap: () => t.turnBy(1),
        onActivate,
      });
      turnable = t;
      // after a turn button the focus goes to the tile (a screen reader reads its new turn)
      buttons = turnButtons(tr, (s) => {
        t.turnBy(s);
        t.el.focus();
      });
      noTile.textContent = tr("puzzle.ui.no_tile");
      box.replaceChildren(t.el, buttons, noTile);
      box.setAttribute("aria-label", tr("puzzle.ui.hand"));
      shown = "";
      pending.clear();
    }
    turnable.el.hidden = !inHand;
    /** @type {HTMLElement} */ (buttons).hidden = !inHand;
    noTile.hidden = !!inHand;
    if (!inHand) {
      shown = "";
      return;
    }
    const [, name, corners] = inHand;
    const key = `${selected}|${corners}|${pips}`;
    const k = ((turn % 6) + 6) % 6;
    if (key !== shown) pending.clear();
    else pending.heard(key, k);
    const want = pending.shown(key, k);
    // a turn the child made here is already drawn (and may still be turning): leave it be
    if (key !== shown || turnable.turn !== want) turnable.set(corners, want, pips);
    shown = key;
    setAttr(turnable.el, "aria-label", tr("puzzle.ui.in_hand", { tile: name }));
  };

  return {
    el: box,
    update,
    /** The tile in hand, when there is one. */
    tile: () => (turnable && !turnable.el.hidden ? turnable.el : null),
    dispose: () => box.replaceChildren(),
  };
}
