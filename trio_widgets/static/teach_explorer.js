// TileSetExplorer's front end: the whole set, grouped, counted, explained.
//
// Draws the synced `groups` and `facts` (Python lays the set out) and sends intents:
//   {action: "set", max_value | group_by | number | mirrors}
//   {action: "select", tile}
// Test hooks: tiles [data-tile="3-4-5"] (mirror images also .tx-mirror), the slider
// [data-action="max-value"], grouping buttons [data-action="group"][data-value="kind"],
// number buttons [data-action="number"], the switch [data-action="mirrors"], .tc-feedback.

import { tcEl, tcButton, tcTranslator, tcLabelledSegmented, tcShowMessage, tcShowFeedback, tcTileSvg, tcKeepFocus, tcOwnKeys, tcAnnouncer, tcAnnounce, tcScheduler, tcLangOn } from "./teach_common.mjs";

/**
 * The tile button nearest above or below `from` (for the arrow keys).
 * @param {HTMLElement[]} tiles
 * @param {HTMLElement} from
 * @param {number} dir  -1 up, 1 down
 */
function txVerticalNeighbour(tiles, from, dir) {
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

/** @param {{model: any, el: HTMLElement}} ctx */
function render({ model, el }) {
  const root = tcEl("div", "trio-teach tx-explorer");
  el.appendChild(root);
  const announcer = tcAnnouncer(el);
  /** @type {string} */
  let focusTile = "";

  const send = (/** @type {any} */ msg) => model.send(msg);

  const build = () => {
    const restore = tcKeepFocus(root);
    const tr = tcTranslator(model);
    tcLangOn(el, root, model);
    const n = model.get("max_value");
    const groupBy = model.get("group_by");
    root.replaceChildren();

    const head = tcEl("div", "tc-head");
    head.appendChild(tcEl("h3", "tc-title", tr("teach.explorer.title")));
    root.appendChild(head);

    // -- controls
    const controls = tcEl("div", "tx-controls");
    const sliderBox = tcEl("label", "tx-slider");
    const sliderText = tcEl("span", "tx-slider-text", tr("teach.explorer.max_value", { n }));
    const slider = /** @type {HTMLInputElement} */ (tcEl("input", "tx-range"));
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
      tcLabelledSegmented(
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
        tcLabelledSegmented("tx-row", tr("teach.explorer.number"), opts, String(model.get("number")), (v) => send({ action: "set", number: Number(v) }), "number"),
      );
    }

    const sw = tcEl("label", "tc-switch");
    const box = /** @type {HTMLInputElement} */ (tcEl("input"));
    box.type = "checkbox";
    box.setAttribute("role", "switch");
    box.checked = !!model.get("mirrors");
    box.dataset.action = "mirrors";
    box.addEventListener("change", () => send({ action: "set", mirrors: box.checked }));
    sw.append(box, tcEl("span", "", tr("teach.explorer.mirrors")));
    controls.appendChild(sw);
    root.appendChild(controls);

    // -- the counts and the formula
    const facts = tcEl("div", "tx-facts");
    facts.appendChild(tcEl("div", "tx-facts-title", tr("teach.explorer.formula_title")));
    const table = tcEl("table", "tx-facts-table");
    for (const f of model.get("facts") || []) {
      const row = tcEl("tr", "tx-fact tx-fact-" + String(f.id));
      row.appendChild(tcEl("th", "", String(f.label)));
      row.appendChild(tcEl("td", "tx-formula", String(f.formula)));
      table.appendChild(row);
    }
    facts.appendChild(table);
    root.appendChild(facts);

    // -- what the last touched tile is worth; errors
    const info = tcEl("div", "tc-feedback");
    tcShowFeedback(info, model.get("feedback"));
    if (info.hidden) {
      info.hidden = false;
      info.className = "tc-feedback tc-hint";
      info.textContent = tr("teach.explorer.hint");
    }
    root.appendChild(info);
    const msg = tcEl("div", "tc-message");
    tcShowMessage(msg, model.get("message"));
    root.appendChild(msg);

    // -- the set
    const selected = model.get("selected") || "";
    const px = n <= 5 ? 64 : n <= 7 ? 50 : 42;
    const pips = !!model.get("pips");
    const wrap = tcEl("div", "tx-groups");
    /** @type {HTMLElement[]} */
    const buttons = [];
    for (const g of model.get("groups") || []) {
      const sec = tcEl("section", "tx-group");
      sec.dataset.group = String(g.id);
      const h = tcEl("div", "tx-group-head");
      h.appendChild(tcEl("span", "tx-group-label", String(g.label)));
      h.appendChild(tcEl("span", "tx-count", tr("teach.explorer.count", { n: g.count })));
      sec.appendChild(h);
      const row = tcEl("div", "tx-tiles");
      row.setAttribute("role", "group");
      row.setAttribute("aria-label", `${g.label}: ${tr("teach.explorer.count", { n: g.count })}`);
      for (const [name, corners, mirror] of g.tiles) {
        const b = /** @type {HTMLButtonElement} */ (tcEl("button", "tx-tile" + (mirror ? " tx-mirror" : "")));
        b.type = "button";
        b.dataset.tile = name;
        b.dataset.fkey = "tile|" + name;
        b.tabIndex = -1;
        b.setAttribute("aria-label", tr(mirror ? "teach.aria.mirror_tile" : "teach.aria.set_tile", { tile: name }));
        b.setAttribute("aria-pressed", String(name === selected));
        b.appendChild(tcTileSvg(corners, true, { px, pips, tint: !!mirror }));
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
      const legend = tcEl("div", "tx-legend");
      legend.appendChild(tcTileSvg([0, 2, 1], true, { px: 44, tint: true }));
      legend.appendChild(tcEl("span", "", tr("teach.explorer.legend_mirror")));
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
      else if (ev.key === "ArrowDown") next = txVerticalNeighbour(buttons, buttons[i], 1);
      else if (ev.key === "ArrowUp") next = txVerticalNeighbour(buttons, buttons[i], -1);
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
    tcOwnKeys(root);
    tcAnnounce(announcer, model);
    restore();
  };

  const events = "change:groups change:facts change:selected change:feedback change:message change:_catalogue change:pips change:mirrors change:group_by change:number change:max_value";
  const redraw = tcScheduler(build);
  model.on(events, redraw);
  build();
  return () => {
    model.off(events, redraw);
    announcer.remove();
  };
}

export default { render };
