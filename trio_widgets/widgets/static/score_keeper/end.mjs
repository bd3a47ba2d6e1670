// @ts-check
// The score keeper's round-end form: how the round ended (a player went out, or nobody could
// play), who went out, the tiles or points left in each hand.  Python scores it.

import { el, button, chip } from "./dom.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @returns {{el: HTMLElement, update: () => void, dispose: () => void}}
 */
export function createEndForm(ctx) {
  const card = el("section", "sk-card");
  card.hidden = true;
  const form = () => ctx.local.endForm;

  function save() {
    const v = ctx.view();
    const kids = v.rules.winner === "fewest_tiles";
    const end = form();
    /** @type {(number|null)[]} */
    const left = [];
    let bad = false;
    end.left.forEach((text, s) => {
      const t = String(text ?? "").trim();
      if (end.how === "out" && s === end.seat) left.push(null);
      else if (t === "") left.push(null);
      else if (/^\d{1,3}$/.test(t)) left.push(Number(t));
      else bad = true;
    });
    if (bad) {
      ctx.draw.local("error", ctx.tr("keeper.err.hand_text", { text: "" }));
      return;
    }
    ctx.send({ action: "round_end", how: end.how, seat: end.how === "out" ? end.seat : null, left, unit: kids ? "count" : "total", edit: ctx.local.editIndex });
  }

  function update() {
    card.replaceChildren();
    const shown = ctx.panelOpen() && ctx.local.panel === "end";
    card.hidden = !shown;
    if (!shown) return;
    const tr = ctx.tr;
    const editIndex = ctx.local.editIndex;
    const end = form();
    const v = ctx.view();
    const r = v.rules || {};
    const players = v.players || [];
    const kids = r.winner === "fewest_tiles";
    card.className = "sk-card" + (editIndex !== null ? " sk-edit-mode" : "");
    card.setAttribute("aria-label", tr("keeper.round_over"));
    if (editIndex !== null) card.appendChild(el("div", "sk-editing", {}, tr("keeper.editing", { n: editIndex + 1 })));
    card.appendChild(el("h3", "sk-h", {}, tr("keeper.round_over") + " · " + tr("keeper.round", { n: editIndex !== null ? (ctx.rows()[editIndex] || {}).round : v.round })));
    const how = el("div", "sk-chips", { role: "group" });
    how.appendChild(chip("end-out", tr("keeper.end.out"), end.how === "out", () => {
      form().how = "out";
      ctx.draw.panel();
    }, {}));
    how.appendChild(chip("end-blocked", tr("keeper.end.blocked"), end.how === "blocked", () => {
      const f = form();
      f.how = "blocked";
      if (kids && Array.isArray(v.hand_sizes) && f.left.every((x) => x === "")) f.left = v.hand_sizes.map(String);
      ctx.draw.panel();
    }, {}));
    card.appendChild(how);
    if (end.how === "out") {
      card.appendChild(el("div", "sk-label", { id: `${ctx.uid}-who` }, tr("keeper.end.who")));
      const who = el("div", "sk-chips", { role: "group", "aria-labelledby": `${ctx.uid}-who` });
      players.forEach((/** @type {string} */ name, /** @type {number} */ s) => {
        who.appendChild(chip(`out-${s}`, name, end.seat === s, () => {
          form().seat = s;
          ctx.draw.panel();
        }));
      });
      card.appendChild(who);
    }
    const needInputs = end.how === "blocked" || (end.how === "out" && end.seat !== null && !(kids && !r.keep_score));
    if (needInputs) {
      card.appendChild(el("div", "sk-label", {}, kids ? tr("keeper.end.left_tiles") : tr("keeper.end.left_points")));
      const list = el("div", "sk-left");
      players.forEach((/** @type {string} */ name, /** @type {number} */ s) => {
        const row = el("label", "sk-left-row");
        row.appendChild(el("span", "sk-left-name", {}, name));
        if (end.how === "out" && end.seat === s) {
          row.appendChild(el("span", "sk-left-out", {}, tr("keeper.end.out_mark")));
        } else {
          const input = /** @type {HTMLInputElement} */ (el("input", "sk-input sk-left-input", {
            type: "text",
            inputmode: "numeric",
            pattern: "[0-9]*",
            maxlength: "3",
            autocomplete: "off",
            "aria-label": kids ? tr("keeper.end.tiles_label", { name }) : tr("keeper.end.left_label", { name }),
            "data-key": `left-${s}`,
            "data-seat": s,
          }));
          input.value = end.left[s] ?? "";
          input.addEventListener("input", () => {
            form().left[s] = input.value;
          });
          input.addEventListener("keydown", (ev) => {
            if (ev.key === "Enter") {
              ev.preventDefault();
              save();
            }
          });
          row.appendChild(input);
        }
        list.appendChild(row);
      });
      card.appendChild(list);
      card.appendChild(el("p", "sk-hint", {}, kids ? tr("keeper.end.hint_kids") : end.how === "out" ? tr("keeper.end.hint_out") : tr("keeper.end.hint_blocked")));
    }
    const actions = el("div", "sk-actions");
    const ready = end.how === "blocked" || (end.how === "out" && end.seat !== null);
    actions.appendChild(button("end-save", "✓ " + (editIndex !== null ? tr("keeper.save_changes") : tr("keeper.end.save")), save, { disabled: !ready }, "sk-btn sk-primary sk-big"));
    if (editIndex !== null) actions.appendChild(button("delete", tr("keeper.delete"), () => ctx.send({ action: "delete", index: ctx.local.editIndex }), {}, "sk-btn sk-danger"));
    actions.appendChild(button("end-cancel", tr("keeper.cancel"), () => ctx.stopEdit()));
    card.appendChild(actions);
  }

  return { el: card, update, dispose: () => card.replaceChildren() };
}
