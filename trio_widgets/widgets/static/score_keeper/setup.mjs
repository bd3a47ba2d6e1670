// @ts-check
// The score keeper's players & rules screen: names typed here stay here until Start, when they
// go to Python (which checks them).

import { el, button } from "./dom.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @param {HTMLElement} box
 * @returns {import("./state.mjs").Part}
 */
export function createSetup(ctx, box) {
  /** @type {string[]|null} */
  let names = null;
  let rules = "";

  function start() {
    ctx.send({ action: "setup", players: (names || []).map((s) => s.trim()), rules });
  }

  function update() {
    const tr = ctx.tr;
    box.replaceChildren();
    const v = ctx.view();
    if (!ctx.model.get("setup")) {
      box.hidden = true;
      names = null;
      return;
    }
    box.hidden = false;
    if (names === null) {
      names = [...(v.players || [])];
      rules = v.rules.preset || "";
    }
    const locked = (v.count || 0) > 0;
    box.appendChild(el("h3", "sk-h", {}, tr("keeper.setup.title")));
    const list = el("div", "sk-names");
    names.forEach((name, i) => {
      const row = el("div", "sk-name-row");
      const input = /** @type {HTMLInputElement} */ (el("input", "sk-input", {
        type: "text",
        value: name,
        maxlength: "40",
        autocomplete: "off",
        "aria-label": tr("keeper.setup.name_label", { n: i + 1 }),
        placeholder: tr("keeper.setup.player", { n: i + 1 }),
        "data-key": `name-${i}`,
      }));
      input.value = name;
      input.addEventListener("input", () => {
        if (names) names[i] = input.value;
      });
      input.addEventListener("keydown", (ev) => {
        if (ev.key === "Enter") {
          ev.preventDefault();
          start();
        }
      });
      row.appendChild(input);
      if (!locked && names && names.length > (v.rules.min_players || 2)) {
        row.appendChild(button(`remove-${i}`, "✕", () => {
          if (names) names.splice(i, 1);
          update();
        }, { "aria-label": tr("keeper.setup.remove"), title: tr("keeper.setup.remove") }, "sk-btn sk-icon"));
      }
      list.appendChild(row);
    });
    box.appendChild(list);
    if (!locked && names.length < (v.rules.max_players || 6)) {
      box.appendChild(button("add-player", "+ " + tr("keeper.setup.add"), () => {
        if (names) names.push(ctx.tr("keeper.setup.player", { n: names.length + 1 }));
        update();
        const last = /** @type {HTMLInputElement|null} */ (box.querySelector(`[data-key="name-${(names || []).length - 1}"]`));
        if (last) {
          last.focus();
          last.select();
        }
      }));
    }
    if (locked) box.appendChild(el("p", "sk-hint", {}, tr("keeper.setup.locked")));
    const label = el("label", "sk-label", {}, tr("keeper.setup.rules"));
    const sel = /** @type {HTMLSelectElement} */ (el("select", "sk-select sk-rules", { "data-key": "rules" }));
    for (const [name, text] of v.presets || []) {
      const o = /** @type {HTMLOptionElement} */ (el("option", "", { value: name }, text));
      if (name === rules) o.selected = true;
      sel.appendChild(o);
    }
    sel.addEventListener("change", () => {
      rules = sel.value;
    });
    label.appendChild(sel);
    box.appendChild(label);
    const actions = el("div", "sk-actions");
    actions.appendChild(button("start", tr("keeper.setup.start"), start, {}, "sk-btn sk-primary"));
    if (locked) actions.appendChild(button("setup-cancel", tr("keeper.cancel"), () => ctx.send({ action: "settings", open: false })));
    box.appendChild(actions);
  }

  return { update, dispose: () => box.replaceChildren() };
}
