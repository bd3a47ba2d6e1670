// @ts-check
// The score keeper's turn form: the tile (number pad, or picked from the set), how it touched,
// hexagons, tiles drawn, Python's preview of the points, and save / pass / delete / round over.
// What is typed is the draft (ctx.local.draft); Python checks it and works out the points.

import { SVG_NS, drawTile, tileName } from "../shared/tile.mjs";
import { el, button, chip } from "./dom.mjs";
import { setPicker } from "./set.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @returns {{el: HTMLElement, update: () => void, updatePreview: () => void, dispose: () => void}}
 */
export function createTurnForm(ctx) {
  const card = el("section", "sk-card");
  card.hidden = true;

  /** Python's preview of the points, or nothing while it is older than the draft. @param {HTMLElement} node */
  function drawPreview(node) {
    const p = ctx.model.get("preview") || {};
    node.replaceChildren();
    if (p.seq !== ctx.local.previewSeq || (p.lang && p.lang !== ctx.lang())) {
      node.classList.add("sk-stale");
      return;
    }
    node.classList.remove("sk-stale");
    node.classList.toggle("sk-problem", !!p.error);
    node.textContent = p.text || "";
  }

  function update() {
    card.replaceChildren();
    const shown = ctx.panelOpen() && ctx.local.panel !== "end";
    card.hidden = !shown;
    if (!shown) return;
    const tr = ctx.tr;
    const { draft, editIndex } = ctx.local;
    const uid = ctx.uid;
    const v = ctx.view();
    const r = v.rules || {};
    const editRow = editIndex !== null ? ctx.rows()[editIndex] : null;
    const first = editRow ? !!editRow.first : !v.round_started;
    card.className = "sk-card" + (editIndex !== null ? " sk-edit-mode" : "");
    card.setAttribute("aria-label", tr("keeper.whose_turn"));
    if (editRow && editIndex !== null) {
      const note = el("div", "sk-editing");
      note.appendChild(el("span", "", {}, tr("keeper.editing", { n: editIndex + 1 })));
      card.appendChild(note);
    }
    const grid = el("div", "sk-turn-grid");
    // --- the tile
    const tileBox = el("div", "sk-tilebox");
    tileBox.appendChild(el("div", "sk-label", {}, tr("keeper.tile") + (first ? " · " + tr("keeper.first_tile") : "")));
    const slotsRow = el("div", "sk-slots-row");
    const slots = el("div", "sk-slots", { "aria-label": tr("keeper.tile_hint"), role: "group" });
    for (let i = 0; i < 3; i++) {
      const has = i < draft.numbers.length;
      slots.appendChild(el("span", "sk-slot" + (has ? " sk-filled" : ""), { "aria-label": tr("keeper.tile_slot", { n: i + 1 }) + ": " + (has ? String(draft.numbers[i]) : tr("keeper.tile_empty")) }, has ? String(draft.numbers[i]) : "·"));
    }
    slotsRow.appendChild(slots);
    const pic = document.createElementNS(SVG_NS, "svg");
    pic.setAttribute("class", "sk-tilepic");
    pic.setAttribute("viewBox", "-60 -64 120 100");
    pic.setAttribute("aria-hidden", "true");
    if (draft.numbers.length === 3) {
      const name = tileName([...draft.numbers].sort((a, b) => a - b));
      drawTile(pic, name.split("-").map(Number), true, { size: 100 });
    }
    slotsRow.appendChild(pic);
    tileBox.appendChild(slotsRow);
    const pad = el("div", "sk-pad", { role: "group", "aria-label": tr("keeper.tile_hint") });
    const max = r.max_value ?? 5;
    for (let n = 0; n <= max; n++) {
      pad.appendChild(button(`num-${n}`, String(n), () => ctx.addNumber(n), { "aria-label": tr("keeper.number", { n }), disabled: draft.numbers.length >= 3 || draft.pass }, "sk-btn sk-num"));
    }
    pad.appendChild(button("backspace", "⌫", () => ctx.setDraft({ numbers: ctx.local.draft.numbers.slice(0, -1) }), { "aria-label": tr("keeper.backspace"), title: tr("keeper.backspace"), disabled: !draft.numbers.length }, "sk-btn sk-num sk-back"));
    pad.appendChild(button("clear", tr("keeper.clear"), () => ctx.setDraft({ numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false }), {}, "sk-btn sk-num sk-clear"));
    tileBox.appendChild(pad);
    tileBox.appendChild(button("toggle-set", ctx.local.showSet ? tr("keeper.hide_set") : tr("keeper.from_set"), () => {
      ctx.local.showSet = !ctx.local.showSet;
      ctx.draw.panel();
    }, { "aria-expanded": String(ctx.local.showSet) }, "sk-btn sk-link"));
    grid.appendChild(tileBox);
    // --- how it touched
    const facts = el("div", "sk-facts");
    const counted = !!r.counted;
    const wantTwo = counted && (r.two_sides > 0 || r.multiply || r.hexagon > 0);
    const wantThree = counted && (r.multiply || r.hexagon > 0);
    const wantBridge = counted && r.bridge > 0;
    if (!first && (wantTwo || wantBridge)) {
      facts.appendChild(el("div", "sk-label", { id: `${uid}-touch` }, tr("keeper.touch")));
      const chips = el("div", "sk-chips", { role: "group", "aria-labelledby": `${uid}-touch` });
      const bonus = (/** @type {number} */ n) => (n > 0 ? ` +${n}` : "");
      const mult = (/** @type {number} */ k) => (r.multiply ? " " + tr("keeper.touch.times", { k }) : ""); // ×2 (·2 in ru/pl/hu)
      chips.appendChild(chip("touch-1", tr("keeper.touch.1") + mult(1), draft.sides === 1 && !draft.bridge, () => ctx.setDraft({ sides: 1, bridge: false })));
      if (wantBridge) chips.appendChild(chip("touch-bridge", tr("keeper.touch.bridge") + bonus(r.bridge), draft.bridge, () => ctx.setDraft({ sides: 1, bridge: !ctx.local.draft.bridge })));
      if (wantTwo) chips.appendChild(chip("touch-2", tr("keeper.touch.2") + mult(2) + bonus(r.two_sides), draft.sides === 2, () => ctx.setDraft({ sides: 2, bridge: false })));
      if (wantThree) chips.appendChild(chip("touch-3", tr("keeper.touch.3") + mult(3), draft.sides === 3, () => ctx.setDraft({ sides: 3, bridge: false })));
      facts.appendChild(chips);
    }
    if (!first && counted && r.hexagon > 0) {
      facts.appendChild(el("div", "sk-label", { id: `${uid}-hex` }, `${tr("keeper.hexagons")} (+${r.hexagon})`));
      const chips = el("div", "sk-chips", { role: "group", "aria-labelledby": `${uid}-hex` });
      for (let k = 0; k <= 3; k++) {
        const possible = k === 0 || (k === 1 && draft.sides >= 2) || (k >= 2 && draft.sides === 3);
        chips.appendChild(chip(`hex-${k}`, k === 0 ? "0" : `⬡ ${k}`, draft.hexagons === k, () => {
          const d = ctx.local.draft;
          ctx.setDraft({ hexagons: k, sides: k >= 2 ? 3 : k === 1 && d.sides < 2 ? 2 : d.sides, bridge: k ? false : d.bridge });
        }, {
          "aria-label": `${tr("keeper.hexagons")}: ${k}`,
          "data-possible": String(possible),
        }));
      }
      facts.appendChild(chips);
    }
    if (!first) {
      facts.appendChild(el("div", "sk-label", { id: `${uid}-draw` }, tr("keeper.draws") + (counted && r.draw > 0 ? ` (−${r.draw})` : "")));
      const draws = el("div", "sk-draws", { role: "group", "aria-labelledby": `${uid}-draw` });
      draws.appendChild(button("draw-less", "−", () => ctx.setDraft({ draws: Math.max(0, ctx.local.draft.draws - 1) }), { "aria-label": tr("keeper.draw_less"), title: tr("keeper.draw_less"), disabled: !draft.draws }, "sk-btn sk-icon"));
      draws.appendChild(el("span", "sk-draw-count", { "aria-live": "polite" }, tr("keeper.draw_count", { n: draft.draws })));
      draws.appendChild(button("draw-more", "+ " + tr("keeper.draw_more"), () => ctx.setDraft({ draws: ctx.local.draft.draws + 1 }), { disabled: r.max_draws !== null && r.max_draws !== undefined && draft.draws >= r.max_draws }, "sk-btn"));
      facts.appendChild(draws);
    }
    grid.appendChild(facts);
    card.appendChild(grid);
    if (ctx.local.showSet) {
      card.appendChild(
        setPicker({ tr, max, played: v.played || [], mine: editRow && editRow.tile ? editRow.tile : null, pick: (nums) => ctx.setDraft({ numbers: [...nums], pass: false }) }),
      );
    }
    // --- preview and actions
    const prev = el("div", "sk-preview", { "aria-live": "polite" });
    card.appendChild(prev);
    drawPreview(prev);
    const actions = el("div", "sk-actions");
    const ready = draft.seat !== null && (draft.numbers.length === 3 || draft.draws > 0);
    actions.appendChild(button("save-turn", "✓ " + (editRow ? tr("keeper.save_changes") : tr("keeper.save_turn")), () => ctx.saveTurn(false), { disabled: !ready }, "sk-btn sk-primary sk-big"));
    if (!first) actions.appendChild(button("pass", tr("keeper.pass"), () => ctx.saveTurn(true), { title: tr("keeper.pass_title"), disabled: draft.seat === null }, "sk-btn sk-big"));
    if (editRow) {
      actions.appendChild(button("delete", tr("keeper.delete"), () => ctx.send({ action: "delete", index: ctx.local.editIndex }), {}, "sk-btn sk-danger"));
      actions.appendChild(button("cancel-edit", tr("keeper.cancel"), () => ctx.stopEdit()));
    } else if (v.round_started || (v.count || 0) > 0) {
      actions.appendChild(button("round-over", tr("keeper.round_over") + " …", () => ctx.openEnd(), {}, "sk-btn sk-end-btn"));
    }
    card.appendChild(actions);
    // the keys' help is a computer's (widget.css hides it on a touch screen); a child's page has none
    if (!ctx.childPage) card.appendChild(el("p", "sk-keys", {}, tr("keeper.keys", { max: max })));
  }

  return {
    el: card,
    update,
    updatePreview() {
      const node = /** @type {HTMLElement|null} */ (card.querySelector(".sk-preview"));
      if (node) drawPreview(node);
    },
    dispose: () => card.replaceChildren(),
  };
}
