// @ts-check
// The score keeper's footer: Undo, save as JSON or CSV (download links of Python's texts),
// load a saved file (its text goes to Python, which checks it), a new game.

import { skEl, skDataUrl, skButton } from "./score_keeper_dom.mjs";

/**
 * @param {{model: any, T: (key: string, params?: any) => string, view: () => any,
 *          send: (intent: any) => void, showLocal: (kind: string, text: string) => void}} ctx
 * @returns {{el: HTMLElement, update: () => void, dispose: () => void}}
 */
export function skFooterView(ctx) {
  const el = skEl("div", "sk-footer-part");
  function update() {
    const v = ctx.view();
    const box = el;
    box.replaceChildren();
    box.appendChild(skButton("undo", "↶ " + ctx.T("keeper.undo"), () => ctx.send({ action: "undo" }), { disabled: !v.can_undo }));
    const json = skEl("a", "sk-btn", { download: "score-sheet.json", href: skDataUrl(ctx.model.get("json_text") || "", "application/json"), "data-key": "save-json" }, ctx.T("keeper.save_json"));
    const csv = skEl("a", "sk-btn", { download: "score-sheet.csv", href: skDataUrl("\ufeff" + (ctx.model.get("csv_text") || ""), "text/csv"), "data-key": "save-csv" }, ctx.T("keeper.save_csv"));
    box.appendChild(json);
    box.appendChild(csv);
    const load = skEl("label", "sk-btn sk-load", { "data-key": "load" });
    load.appendChild(skEl("span", "", {}, ctx.T("keeper.load")));
    const file = /** @type {HTMLInputElement} */ (skEl("input", "sk-file", { type: "file", accept: ".json,.csv,application/json,text/csv", "aria-label": ctx.T("keeper.load") }));
    file.addEventListener("change", () => {
      const f = file.files && file.files[0];
      if (!f) return;
      if (f.size > 30_000_000) { // scoresheet.MAX_FILE: the keeper loads every sheet it can save
        ctx.showLocal("error", ctx.T("keeper.err.file_too_big", { size: f.size }));
        return;
      }
      const reader = new FileReader();
      reader.onload = () => ctx.send({ action: "load", name: f.name, text: String(reader.result || "") });
      reader.readAsText(f, "utf-8");
      file.value = "";
    });
    load.appendChild(file);
    box.appendChild(load);
    if ((v.count || 0) > 0 && !v.match_over) box.appendChild(skButton("new-match-footer", ctx.T("keeper.new_match"), () => ctx.send({ action: "new_match" }), {}, "sk-btn sk-quiet"));
  }

  return { el, update, dispose: () => el.replaceChildren() };
}
