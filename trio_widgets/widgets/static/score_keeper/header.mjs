// @ts-check
// The score keeper's header: its title and rules, the language, the players & rules button.

import { el, button } from "./dom.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @param {HTMLElement} box
 * @returns {import("./state.mjs").Part}
 */
export function createHeader(ctx, box) {
  function update() {
    const v = ctx.view();
    const tr = ctx.tr;
    box.replaceChildren();
    const titles = el("div", "sk-titles");
    titles.appendChild(el("div", "sk-title", {}, tr("keeper.title")));
    if (v.rules) titles.appendChild(el("div", "sk-subtitle", {}, `${v.rules.label} · ${v.rules.goal}`));
    box.appendChild(titles);
    const tools = el("div", "sk-tools");
    if (!ctx.childPage) { // a child's page is in the lesson's language
      const langSel = /** @type {HTMLSelectElement} */ (el("select", "sk-select", { "aria-label": tr("keeper.language"), "data-key": "lang" }));
      for (const [code, name] of v.languages || []) {
        const o = /** @type {HTMLOptionElement} */ (el("option", "", { value: code }, name));
        if (code === ctx.lang()) o.selected = true;
        langSel.appendChild(o);
      }
      langSel.addEventListener("change", () => ctx.send({ action: "lang", lang: langSel.value }));
      tools.appendChild(langSel);
    }
    const setup = !!ctx.model.get("setup");
    tools.appendChild(button("settings", tr("keeper.settings"), () => ctx.send({ action: "settings", open: !ctx.model.get("setup") }), { "aria-expanded": String(setup) }));
    box.appendChild(tools);
  }
  return { update, dispose: () => box.replaceChildren() };
}
