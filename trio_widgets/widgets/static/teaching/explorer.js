// @ts-check
// TileSetExplorer's front end: the whole set, grouped, counted, explained.
//
// Draws the synced `groups` and `facts` (Python lays the set out) and sends intents:
//   {action: "set", max_value | group_by | number | mirrors}
//   {action: "select", tile}
// Test hooks: tiles [data-tile="3-4-5"] (mirror images also .tx-mirror), the slider
// [data-action="max-value"], grouping buttons [data-action="group"][data-value="kind"],
// number buttons [data-action="number"], the switch [data-action="mirrors"], .tc-feedback.

import { el, labelledSegmented } from "../shared/dom.mjs";
import { showMessage, showFeedback } from "../shared/feedback.mjs";
import { tileSvg } from "../shared/draw.mjs";
import { mount } from "../shared/mount.mjs";

/**
 * The tile button nearest above or below `from` (for the arrow keys).
 * @param {HTMLElement[]} tiles
 * @param {HTMLElement} from
 * @param {number} dir  -1 up, 1 down
 */
function verticalNeighbour(tiles, from, dir) {
  const r = from.getBoundingClientRect();
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  /** @type {HTMLElement | null} */
  let best = null;
  let bestRow = Infinity;
  let bestDx = Infinity;
  for (const t of tiles) {
    const q = t.getBoundingClientRect();
    const dy = (q.top + q.height / 2 - cy) * dir;
    if (dy < r.height / 3) continue;
    const dx = Math.abs(q.left + q.width / 2 - cx);
    if (dy < bestRow - 2 || (Math.abs(dy - bestRow) <= 2 && dx < bestDx)) {
      best = t;
      bestRow = dy;
      bestDx = dx;
    }
  }
  return best;
}

/**
 * The explorer's view: the controls, the counts and the formula, the set in groups.
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @returns {import("../shared/mount.mjs").View}
 */
function createExplorer(ctx) {
  const { model, root, send } = ctx;
  /** @type {string} */
  let focusTile = "";

  const update = () => {
    const tr = ctx.tr;
    const n = model.get("max_value");
    const groupBy = model.get("group_by");
    root.replaceChildren();

    const head = el("div", "tc-head");
    head.appendChild(el("h3", "tc-title", tr("teach.explorer.title")));
    root.appendChild(head);

    // -- controls
    const controls = el("div", "tx-controls");
    const sliderBox = el("label", "tx-slider");
    const sliderText = el("span", "tx-slider-text", tr("teach.explorer.max_value", { n }));
    const slider = /** @type {HTMLInputElement} */ (el("input", "tx-range"));
    slider.type = "range";
    slider.min = "1";
    slider.max = "9";
    slider.step = "1";
    slider.value = String(n);
    slider.dataset.action = "max-value";
    slider.setAttribute("aria-valuetext", tr("teach.explorer.max_value", { n }));
    slider.addEventListener("input", () => {
      sliderText.textContent = tr("teach.explorer.max_value", { n: Number(slider.value) });
    });
    slider.addEventListener("change", () => send({ action: "set", max_value: Number(slider.value) }));
    sliderBox.append(sliderText, slider);
    controls.appendChild(sliderBox);

    controls.appendChild(
      labelledSegmented(
        "tx-row",
        tr("teach.explorer.group_by"),
        [
          ["kind", tr("teach.explorer.group.kind")],
          ["value", tr("teach.explorer.group.value")],
          ["number", tr("teach.explorer.group.number")],
          ["none", tr("teach.explorer.group.none")],
        ],
        groupBy,
        (v) => send({ action: "set", group_by: v }),
        "group",
      ),
    );

    if (groupBy === "number") {
      const opts = /** @type {Array<[string, string]>} */ ([]);
      for (let k = 0; k <= n; k++) opts.push([String(k), String(k)]);
      controls.appendChild(
        labelledSegmented("tx-row", tr("teach.explorer.number"), opts, String(model.get("number")), (v) => send({ action: "set", number: Number(v) }), "number"),
      );
    }

    const sw = el("label", "tc-switch");
    const box = /** @type {HTMLInputElement} */ (el("input"));
    box.type = "checkbox";
    box.setAttribute("role", "switch");
    box.checked = !!model.get("mirrors");
    box.dataset.action = "mirrors";
    box.addEventListener("change", () => send({ action: "set", mirrors: box.checked }));
    sw.append(box, el("span", "", tr("teach.explorer.mirrors")));
    controls.appendChild(sw);
    root.appendChild(controls);

    // -- the counts and the formula
    const facts = el("div", "tx-facts");
    facts.appendChild(el("div", "tx-facts-title", tr("teach.explorer.formula_title")));
    const table = el("table", "tx-facts-table");
    for (const f of model.get("facts") || []) {
      const row = el("tr", "tx-fact tx-fact-" + String(f.id));
      row.appendChild(el("th", "", String(f.label)));
      // the arithmetic in the school's notation, or (formulas off) only how many, in words
      row.appendChild(el("td", model.get("formulas") === false ? "tx-fact-count" : "tx-formula", String(f.formula)));
      table.appendChild(row);
    }
    facts.appendChild(table);
    root.appendChild(facts);

    // -- what the last touched tile is worth; errors
    const info = el("div", "tc-feedback");
    showFeedback(info, model.get("feedback"));
    if (info.hidden) {
      info.hidden = false;
      info.className = "tc-feedback tc-hint";
      info.textContent = tr("teach.explorer.hint");
    }
    root.appendChild(info);
    const msg = el("div", "tc-message");
    showMessage(msg, model.get("message"));
    root.appendChild(msg);

    // -- the set
    const selected = model.get("selected") || "";
    const px = n <= 5 ? 64 : n <= 7 ? 50 : 42;
    const pips = !!model.get("pips");
    const wrap = el("div", "tx-groups");
    /** @type {HTMLElement[]} */
    const buttons = [];
    for (const g of model.get("groups") || []) {
      const sec = el("section", "tx-group");
      sec.dataset.group = String(g.id);
      const h = el("div", "tx-group-head");
      h.appendChild(el("span", "tx-group-label", String(g.label)));
      h.appendChild(el("span", "tx-count", tr("teach.explorer.count", { n: g.count })));
      sec.appendChild(h);
      const row = el("div", "tx-tiles");
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", `${g.label}: ${tr("teach.explorer.count", { n: g.count })}`);
      for (const [name, corners, mirror] of g.tiles) {
        const b = /** @type {HTMLButtonElement} */ (el("button", "tx-tile" + (mirror ? " tx-mirror" : "")));
        b.type = "button";
        b.dataset.tile = name;
        b.dataset.fkey = "tile|" + name;
        b.tabIndex = -1;
        b.setAttribute("aria-label", tr(mirror ? "teach.aria.mirror_tile" : "teach.aria.set_tile", { tile: name }));
        b.setAttribute("aria-pressed", String(name === selected));
        b.appendChild(tileSvg(corners, true, { px, pips, tint: !!mirror }));
        b.addEventListener("click", () => {
          focusTile = name;
          send({ action: "select", tile: name });
        });
        row.appendChild(b);
        buttons.push(b);
      }
      sec.appendChild(row);
      wrap.appendChild(sec);
    }
    if (model.get("mirrors")) {
      const legend = el("div", "tx-legend");
      legend.appendChild(tileSvg([0, 2, 1], true, { px: 44, tint: true }));
      legend.appendChild(el("span", "", tr("teach.explorer.legend_mirror")));
      root.appendChild(legend);
    }
    root.appendChild(wrap);

    // one tab stop for the whole set; arrow keys move between tiles
    const current = buttons.find((b) => b.dataset.tile === (focusTile || selected)) || buttons[0];
    if (current) current.tabIndex = 0;
    wrap.addEventListener("keydown", (ev) => {
      const i = buttons.indexOf(/** @type {HTMLElement} */ (ev.target));
      if (i < 0) return;
      /** @type {HTMLElement | null | undefined} */
      let next = null;
      if (ev.key === "ArrowRight") next = buttons[i + 1];
      else if (ev.key === "ArrowLeft") next = buttons[i - 1];
      else if (ev.key === "ArrowDown") next = verticalNeighbour(buttons, buttons[i], 1);
      else if (ev.key === "ArrowUp") next = verticalNeighbour(buttons, buttons[i], -1);
      else if (ev.key === "Home") next = buttons[0];
      else if (ev.key === "End") next = buttons[buttons.length - 1];
      else return;
      ev.preventDefault();
      if (next) {
        buttons[i].tabIndex = -1;
        next.tabIndex = 0;
        next.focus();
        focusTile = next.dataset.tile || "";
      }
    });
  };

  return { update, dispose: () => root.replaceChildren() };
}

export default {
  /** @param {{model: any, el: HTMLElement}} args */
  render: (args) =>
    mount(args, {
      cls: "trio-teach tx-explorer",
      events:
        "change:groups change:facts change:selected change:feedback change:message change:_catalogue change:pips change:mirrors change:formulas change:group_by change:number change:max_value",
      create: createExplorer,
    }),
};
