// @ts-check
// The score keeper's footer: Undo, save as JSON or CSV (the button asks Python for the file,
// which comes back as a message and is saved: widget.js), load a saved file (its text goes
// to Python, which checks it), a new game.  The files are the teacher's, in the notebook: a child's
// page (ctx.childPage) keeps the sheet on the page and draws no file button.

import { el, button } from "./dom.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @returns {{el: HTMLElement, update: () => void, dispose: () => void}}
 */
export function createFooter(ctx) {
  const part = el("div", "sk-footer-part");
  function update() {
    const v = ctx.view();
    const box = part;
    box.replaceChildren();
    box.appendChild(button("undo", "↶ " + ctx.tr("keeper.undo"), () => ctx.send({ action: "undo" }), { disabled: !v.can_undo }));
    if (!ctx.childPage) {
      box.appendChild(button("save-json", ctx.tr("keeper.save_json"), () => ctx.send({ action: "export", format: "json" })));
      box.appendChild(button("save-csv", ctx.tr("keeper.save_csv"), () => ctx.send({ action: "export", format: "csv" })));
      const load = el("label", "sk-btn sk-load", { "data-key": "load" });
      load.appendChild(el("span", "", {}, ctx.tr("keeper.load")));
      const file = /** @type {HTMLInputElement} */ (el("input", "sk-file", { type: "file", accept: ".json,.csv,application/json,text/csv", "aria-label": ctx.tr("keeper.load") }));
      file.addEventListener("change", () => {
        const f = file.files && file.files[0];
        if (!f) return;
        if (f.size > 30_000_000) { // scoresheet.MAX_FILE: the keeper loads every sheet it can save
          ctx.draw.local("error", ctx.tr("keeper.err.file_too_big", { size: f.size }));
          return;
        }
        const reader = new FileReader();
        reader.onload = () => ctx.send({ action: "load", name: f.name, text: String(reader.result || "") });
        reader.readAsText(f, "utf-8");
        file.value = "";
      });
      load.appendChild(file);
      box.appendChild(load);
    }
    if ((v.count || 0) > 0 && !v.match_over) box.appendChild(button("new-match-footer", ctx.tr("keeper.new_match"), () => ctx.send({ action: "new_match" }), {}, "sk-btn sk-quiet"));
  }

  return { el: part, update, dispose: () => part.replaceChildren() };
}
