// Built by esbuild from trio_widgets/widgets/static/score_keeper/widget.js and what it imports (`make js`): edit those, not this file.

// trio_widgets/widgets/static/score_keeper/dom.mjs
function emptyDraft(seat = null) {
  return { seat, numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false };
}
function onChildPage(doc = globalThis.document) {
  return !!(doc && doc.body && doc.body.dataset && doc.body.dataset.voila);
}
function el(tag, cls, attrs = {}, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === void 0 || v === false) continue;
    node.setAttribute(k, v === true ? "" : String(v));
  }
  if (text !== void 0) node.textContent = text;
  return node;
}
function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "0";
}
function saveFile(name, text, mime) {
  const url = URL.createObjectURL(new Blob([text], { type: `${mime};charset=utf-8` }));
  const link = el("a", "", { href: url, download: name, hidden: true });
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 6e4);
}
function setTiles(max) {
  const out = [];
  for (let a = 0; a <= max; a++) for (let b = a; b <= max; b++) for (let c = b; c <= max; c++) out.push([a, b, c]);
  out.sort((p, q) => p[0] + p[1] + p[2] - (q[0] + q[1] + q[2]) || p[2] - q[2] || p[1] - q[1]);
  return out;
}
var made = 0;
function uniqueId() {
  made += 1;
  return `sk${made}`;
}
function roving(group, selector) {
  group.dataset.roving = selector;
  const items = (
    /** @type {HTMLElement[]} */
    Array.from(group.querySelectorAll(selector))
  );
  if (!items.length) return;
  const usable = items.filter((b) => !/** @type {any} */
  b.disabled && b.getAttribute("aria-disabled") !== "true");
  const chosen = usable.find((b) => b.getAttribute("aria-pressed") === "true" || b.getAttribute("aria-checked") === "true") || usable[0] || items[0];
  for (const b of items) b.setAttribute("tabindex", b === chosen ? "0" : "-1");
  if (
    /** @type {any} */
    group.skRoving
  ) return;
  group.skRoving = true;
  group.addEventListener("keydown", (ev) => {
    const e = (
      /** @type {KeyboardEvent} */
      ev
    );
    const all = (
      /** @type {HTMLElement[]} */
      Array.from(group.querySelectorAll(selector))
    );
    const i = all.indexOf(
      /** @type {HTMLElement} */
      document.activeElement
    );
    if (i < 0) return;
    let j = -1;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") j = Math.min(all.length - 1, i + 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = Math.max(0, i - 1);
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = all.length - 1;
    if (j < 0) return;
    e.preventDefault();
    e.stopPropagation();
    for (const b of all) b.setAttribute("tabindex", "-1");
    all[j].setAttribute("tabindex", "0");
    all[j].focus();
  });
}
function leave(root) {
  const targets = [root.closest(".jp-Cell"), root.closest(".jp-Notebook"), root.closest(".jp-NotebookPanel")];
  for (const t of targets) {
    if (!t) continue;
    t.focus();
    if (document.activeElement === t) return;
  }
  document.activeElement?.blur?.();
}
function button(key, text, onClick, attrs = {}, cls = "sk-btn") {
  const b = (
    /** @type {HTMLButtonElement} */
    el("button", cls, { type: "button", "data-key": key, ...attrs }, text)
  );
  b.addEventListener("click", (ev) => {
    ev.preventDefault();
    onClick();
  });
  return b;
}
function chip(key, text, on, onClick, extra = {}) {
  return button(key, text, onClick, { "aria-pressed": String(!!on), ...extra }, "sk-chip" + (on ? " sk-on" : ""));
}
function focusKeeper(root) {
  let depth = 0;
  return (fn) => {
    const active = (
      /** @type {HTMLElement|null} */
      document.activeElement
    );
    const inside = !!active && root.contains(active);
    const key = inside && active ? active.getAttribute("data-key") : null;
    depth += 1;
    try {
      fn();
    } finally {
      depth -= 1;
    }
    if (!inside || depth > 0 || active && active.isConnected && document.activeElement === active) return;
    const again = key ? (
      /** @type {HTMLElement|null} */
      root.querySelector(`[data-key="${CSS.escape(key)}"]`)
    ) : null;
    if (again && !/** @type {any} */
    again.disabled) again.focus({ preventScroll: true });
    else root.focus({ preventScroll: true });
  };
}
function focusKey(root, key) {
  const b = (
    /** @type {HTMLElement|null} */
    root.querySelector(`[data-key="${CSS.escape(key)}"]`)
  );
  if (b && !/** @type {any} */
  b.disabled) {
    b.focus({ preventScroll: true });
    return true;
  }
  return false;
}

// trio_widgets/widgets/static/score_keeper/table_sync.mjs
function applySplice(list, splice) {
  if (!splice) return list;
  const [start, remove, items] = splice;
  return [...list.slice(0, start), ...items, ...list.slice(start + remove)];
}
function patchTable(table, patch) {
  if (!patch || typeof patch.rev !== "number" || patch.rev === table.rev) return table;
  if (patch.base === null || patch.base === void 0) {
    return { rev: patch.rev, rows: patch.rows ? patch.rows[2] : table.rows, rounds: patch.rounds ? patch.rounds[2] : table.rounds };
  }
  if (patch.base !== table.rev) return null;
  return { rev: patch.rev, rows: applySplice(table.rows, patch.rows), rounds: applySplice(table.rounds, patch.rounds) };
}

// trio_widgets/widgets/static/shared/i18n.mjs
var pluralRules = /* @__PURE__ */ new Map();
function pluralCategory(lang, n) {
  if (typeof n !== "number" || !Number.isInteger(n)) return "other";
  let rules = pluralRules.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en");
    }
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}
function formatMessage(text, lang, params = {}) {
  let s = text;
  if (s !== null && typeof s === "object") {
    const forms = (
      /** @type {Record<string, string>} */
      s
    );
    s = forms[pluralCategory(lang, params.n)] ?? forms.other ?? Object.values(forms)[0] ?? "";
  }
  const template = String(s ?? "");
  const has = (name) => Object.prototype.hasOwnProperty.call(params, name);
  if (lang === "hu" && template.includes("(z) ")) {
    return template.replace(HU_FILL, (m, a, pre, name, word, lone) => {
      if (lone !== void 0) return has(lone) ? String(params[lone]) : m;
      if (name === void 0) return `${a}${huWantsAz(word) ? "z" : ""} ${pre}${word}`;
      if (!has(name)) return m;
      const value = String(params[name]);
      const first = /^[^\p{L}\p{N}_]*([\p{L}\p{N}_]+)/u.exec(value);
      if (!first) return `${a}(z) ${pre}${value}`;
      return `${a}${huWantsAz(first[1]) ? "z" : ""} ${pre}${value}`;
    });
  }
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (m, name) => has(name) ? String(params[name]) : m);
}
var HU_FILL = /(?<![\p{L}\p{N}_])([Aa])\(z\) ([^\p{L}\p{N}_{]*)(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([\p{L}\p{N}_]+))|\{([A-Za-z_][A-Za-z0-9_]*)\}/gu;
function huWantsAz(word) {
  const digits = /^[0-9]+/.exec(word);
  if (!digits) return "a\xE1e\xE9i\xEDo\xF3\xF6\u0151u\xFA\xFC\u0171".includes(word.charAt(0).toLowerCase()) && word.length > 0;
  const number = digits[0].replace(/^0+/, "") || "0";
  const lead = number.slice(0, number.length % 3 || 3);
  return number[0] === "5" || lead === "1" && number.length !== 2 && number.length !== 3;
}
function makeTranslator(catalogue, lang) {
  const cat = catalogue || {};
  return (key, params = {}) => {
    const text = Object.prototype.hasOwnProperty.call(cat, key) ? cat[key] : void 0;
    return text === void 0 ? key : formatMessage(text, lang, params);
  };
}

// trio_widgets/widgets/static/score_keeper/state.mjs
var NOTHING = () => {
};
function createContext(model, root) {
  const view = () => model.get("view") || {};
  const lang = () => model.get("lang") || "en";
  const local = {
    draft: emptyDraft(),
    editIndex: null,
    panel: "turn",
    endForm: { how: null, seat: null, left: [] },
    showSet: false,
    previewSeq: 0,
    lastMessageSeq: -1,
    scrollToEnd: false,
    messageHidden: false
  };
  const ctx = {
    model,
    root,
    uid: uniqueId(),
    childPage: onChildPage(root.ownerDocument),
    local,
    view,
    rows: () => model.get("rows") || [],
    rounds: () => model.get("rounds") || [],
    lang,
    tr: makeTranslator(model.get("_catalogue"), lang()),
    send: (msg) => model.send(msg),
    retranslate() {
      ctx.tr = makeTranslator(model.get("_catalogue"), lang());
    },
    panelOpen: () => !model.get("setup") && (!view().match_over || local.editIndex !== null),
    keepFocus: focusKeeper(root),
    focusKey: (key) => focusKey(root, key),
    draw: { all: NOTHING, panel: NOTHING, players: NOTHING, message: NOTHING, local: NOTHING },
    requestPreview() {
      if (local.panel !== "turn") return;
      local.previewSeq += 1;
      ctx.send({ action: "preview", seq: local.previewSeq, draft: { ...local.draft }, edit: local.editIndex });
    },
    setDraft(change) {
      const draft = local.draft = { ...local.draft, ...change };
      ctx.hideMessage();
      if (draft.sides !== 1) draft.bridge = false;
      if (draft.sides < 2) draft.hexagons = 0;
      if (draft.sides === 2 && draft.hexagons > 1) draft.hexagons = 1;
      ctx.keepFocus(() => {
        ctx.draw.players();
        ctx.draw.panel();
      });
      ctx.requestPreview();
    },
    addNumber(n) {
      if (local.draft.numbers.length >= 3) return;
      ctx.setDraft({ numbers: [...local.draft.numbers, n], pass: false });
    },
    saveTurn(pass = false) {
      ctx.send({ action: "turn", draft: { ...local.draft, pass }, edit: local.editIndex });
    },
    hideMessage() {
      if (local.messageHidden) return;
      local.messageHidden = true;
      ctx.draw.message();
    },
    startEdit(i) {
      const row = ctx.rows()[i];
      if (!row) return;
      local.messageHidden = true;
      local.editIndex = i;
      local.showSet = false;
      if (row.kind === "turn") {
        local.panel = "turn";
        local.draft = {
          seat: row.seat,
          numbers: row.numbers ? [...row.numbers] : [],
          sides: row.sides || 1,
          bridge: !!row.bridge,
          hexagons: row.hexagons || 0,
          draws: row.draws || 0,
          pass: !!row.passed
        };
      } else if (row.kind === "out" || row.kind === "blocked") {
        local.panel = "end";
        const kids = view().rules && view().rules.winner === "fewest_tiles";
        const src = kids ? row.counts : row.left;
        local.endForm = {
          how: row.kind,
          seat: row.kind === "out" ? row.seat : null,
          left: src.map((v) => v === null || v === void 0 ? "" : String(v))
        };
      } else {
        local.editIndex = null;
        return;
      }
      ctx.draw.all();
      ctx.requestPreview();
      const card = root.querySelector(".sk-card:not([hidden])");
      if (card) card.scrollIntoView({ block: "nearest" });
    },
    stopEdit() {
      local.messageHidden = true;
      local.editIndex = null;
      local.panel = "turn";
      local.draft = emptyDraft(view().next_seat ?? null);
      ctx.draw.all();
      ctx.requestPreview();
    },
    openEnd() {
      const v = view();
      const n = (v.players || []).length;
      local.panel = "end";
      local.editIndex = null;
      local.messageHidden = true;
      local.endForm = { how: null, seat: v.last_tile_seat ?? local.draft.seat, left: new Array(n).fill("") };
      ctx.draw.all();
    }
  };
  return ctx;
}

// trio_widgets/widgets/static/score_keeper/header.mjs
function createHeader(ctx, box) {
  function update() {
    const v = ctx.view();
    const tr = ctx.tr;
    box.replaceChildren();
    const titles = el("div", "sk-titles");
    titles.appendChild(el("div", "sk-title", {}, tr("keeper.title")));
    if (v.rules) titles.appendChild(el("div", "sk-subtitle", {}, `${v.rules.label} \xB7 ${v.rules.goal}`));
    box.appendChild(titles);
    const tools = el("div", "sk-tools");
    if (!ctx.childPage) {
      const langSel = (
        /** @type {HTMLSelectElement} */
        el("select", "sk-select", { "aria-label": tr("keeper.language"), "data-key": "lang" })
      );
      for (const [code, name] of v.languages || []) {
        const o = (
          /** @type {HTMLOptionElement} */
          el("option", "", { value: code }, name)
        );
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

// trio_widgets/widgets/static/score_keeper/setup.mjs
function createSetup(ctx, box) {
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
      names = [...v.players || []];
      rules = v.rules.preset || "";
    }
    const locked = (v.count || 0) > 0;
    box.appendChild(el("h3", "sk-h", {}, tr("keeper.setup.title")));
    const list = el("div", "sk-names");
    names.forEach((name, i) => {
      const row = el("div", "sk-name-row");
      const input = (
        /** @type {HTMLInputElement} */
        el("input", "sk-input", {
          type: "text",
          value: name,
          maxlength: "40",
          autocomplete: "off",
          "aria-label": tr("keeper.setup.name_label", { n: i + 1 }),
          placeholder: tr("keeper.setup.player", { n: i + 1 }),
          "data-key": `name-${i}`
        })
      );
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
        row.appendChild(button(`remove-${i}`, "\u2715", () => {
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
        const last = (
          /** @type {HTMLInputElement|null} */
          box.querySelector(`[data-key="name-${(names || []).length - 1}"]`)
        );
        if (last) {
          last.focus();
          last.select();
        }
      }));
    }
    if (locked) box.appendChild(el("p", "sk-hint", {}, tr("keeper.setup.locked")));
    const label = el("label", "sk-label", {}, tr("keeper.setup.rules"));
    const sel = (
      /** @type {HTMLSelectElement} */
      el("select", "sk-select sk-rules", { "data-key": "rules" })
    );
    for (const [name, text] of v.presets || []) {
      const o = (
        /** @type {HTMLOptionElement} */
        el("option", "", { value: name }, text)
      );
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

// trio_widgets/widgets/static/score_keeper/players.mjs
function createPlayers(ctx, box, status) {
  function update() {
    const v = ctx.view();
    const tr = ctx.tr;
    const local = ctx.local;
    box.replaceChildren();
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", tr("keeper.whose_turn"));
    const players = v.players || [];
    const showHands = Array.isArray(v.hand_sizes);
    players.forEach((name, s) => {
      const leader = (v.leaders || []).includes(s) || (v.winners || []).includes(s);
      const selected = local.panel === "turn" && local.draft.seat === s;
      const b = el("button", "sk-player" + (selected ? " sk-selected" : "") + (leader ? " sk-leader" : ""), {
        type: "button",
        "aria-pressed": String(selected),
        "data-key": `player-${s}`,
        "data-seat": s
      });
      b.appendChild(el("span", "sk-player-name", {}, name));
      if (v.rules && v.rules.keep_score) b.appendChild(el("span", "sk-player-total", {}, String((v.totals || [])[s] ?? 0)));
      const info = [];
      if (showHands) info.push(tr("keeper.tiles_left", { n: v.hand_sizes[s] }));
      if (v.next_seat === s && !v.match_over) info.push(tr("keeper.next"));
      if (info.length) b.appendChild(el("span", "sk-player-info", {}, info.join(" \xB7 ")));
      if (leader) b.appendChild(el("span", "sk-star", { "aria-hidden": "true" }, "\u2605"));
      b.addEventListener("click", () => {
        if (ctx.local.panel !== "turn") return;
        ctx.setDraft({ seat: s });
      });
      box.appendChild(b);
    });
    roving(box, ".sk-player");
    status.replaceChildren();
    if (v.status && !v.match_over) status.appendChild(el("span", "", {}, v.status));
  }
  return {
    update,
    dispose() {
      box.replaceChildren();
      status.replaceChildren();
    }
  };
}
function createBanner(ctx, box) {
  function update() {
    const v = ctx.view();
    box.replaceChildren();
    box.hidden = !v.match_over;
    if (!v.match_over) return;
    box.appendChild(el("div", "sk-trophy", { "aria-hidden": "true" }, "\u2605"));
    box.appendChild(el("div", "sk-winner", {}, v.status));
    box.appendChild(button("new-match", ctx.tr("keeper.new_match"), () => ctx.send({ action: "new_match" }), {}, "sk-btn sk-primary"));
  }
  return { update, dispose: () => box.replaceChildren() };
}

// trio_widgets/widgets/static/shared/geometry.mjs
var SQRT3_2 = Math.sqrt(3) / 2;
var START_CELL = Object.freeze({ x: 0, y: 0, up: true });
function cellLabel(cell) {
  return `${cell.x},${cell.y},${cell.up ? "u" : "d"}`;
}

// trio_widgets/widgets/static/shared/tile_style.json
var tile_style_default = {
  _doc: "One drawing of a tile, read by trio_widgets/svg.py (Python) and trio_widgets/widgets/static/shared/tile.mjs (browser). Lengths are SVG user units; a tile's edge is `edge` units and the tile is drawn around its centre. Colours are [css variable, fallback]; static SVG uses the fallback. Change a number here and both drawings change together; tests/test_one_drawing.py checks that they still agree.",
  version: 1,
  edge: 100,
  gap: 2.5,
  corner_round: 0.13,
  stroke_width: 2.5,
  bevel_inset: 4.5,
  bevel_width: 1.5,
  shadow_dy: 3.5,
  shadow_opacity: 0.3,
  anchor: 0.38,
  font_family: "Verdana, DejaVu Sans, Segoe UI, Arial, sans-serif",
  font_size: 26,
  font_weight: "bold",
  baseline: 0.36,
  pip_anchor: 0.39,
  pip_radius: [0, 5.5, 5, 4.8, 4.4, 4.2, 3.8, 3.5, 3.3, 3.1],
  pip_spacing: [0, 0, 11, 11.5, 10.5, 9.6, 8.6, 8.2, 8, 7.4],
  pips: {
    "0": [],
    "1": [[0, 0]],
    "2": [[-0.5, 0], [0.5, 0]],
    "3": [[0, -0.58], [-0.5, 0.29], [0.5, 0.29]],
    "4": [[-0.5, -0.5], [0.5, -0.5], [-0.5, 0.5], [0.5, 0.5]],
    "5": [[-0.6, -0.6], [0.6, -0.6], [0, 0], [-0.6, 0.6], [0.6, 0.6]],
    "6": [[0, -1.16], [-0.5, -0.29], [0.5, -0.29], [-1, 0.58], [0, 0.58], [1, 0.58]],
    "7": [[-0.5, -0.87], [0.5, -0.87], [-1, 0], [0, 0], [1, 0], [-0.5, 0.87], [0.5, 0.87]],
    "8": [[-1, -0.87], [0, -0.87], [1, -0.87], [-0.5, 0], [0.5, 0], [-1, 0.87], [0, 0.87], [1, 0.87]],
    "9": [[-1, -1], [0, -1], [1, -1], [-1, 0], [0, 0], [1, 0], [-1, 1], [0, 1], [1, 1]]
  },
  colours: {
    face: ["--trio-tile-face", "#fffaec"],
    border: ["--trio-tile-border", "#4a3728"],
    bevel: ["--trio-tile-bevel", "#eadcc0"],
    shadow: ["--trio-tile-shadow", "#000000"],
    back: ["--trio-tile-back", "#3f6fb5"],
    back_bevel: ["--trio-tile-back-bevel", "#9dbbe6"],
    table: ["--trio-table", "#2f6f58"],
    table_border: ["--trio-table-border", "#24523f"],
    grid: ["--trio-grid", "#ffffff"],
    start: ["--trio-start", "#fffaec"],
    legal: ["--trio-legal", "#b9f6ca"],
    highlight: ["--trio-highlight", "#ffc83d"],
    last: ["--trio-last", "#ff8a65"],
    card: ["--trio-card", "#fffaec"],
    card_text: ["--trio-card-text", "#2b2118"],
    card_muted: ["--trio-card-muted", "#6b5a48"]
  },
  numbers: ["#3d3d3d", "#c62828", "#1565c0", "#2e7d32", "#7b1fa2", "#b45309", "#00796b", "#ad1457", "#5d4037", "#283593"]
};

// trio_widgets/widgets/static/shared/tile.mjs
var currentStyle = tile_style_default;
var SVG_NS = "http://www.w3.org/2000/svg";
var XLINK_NS = "http://www.w3.org/1999/xlink";
function getTileStyle() {
  if (!currentStyle) throw new Error("tile.mjs has no style: call setTileStyle(tile_style.json)");
  return currentStyle;
}
function styleOf(opts) {
  return opts && opts.style || getTileStyle();
}
function fmt(v) {
  let n = Math.floor(v * 100 + 0.5);
  if (n === 0) return "0";
  const sign = n < 0 ? "-" : "";
  n = Math.abs(n);
  let text = String(Math.floor(n / 100));
  const frac = n % 100;
  if (frac) text += "." + String(frac).padStart(2, "0").replace(/0+$/, "");
  return sign + text;
}
function pt(x, y) {
  return `${fmt(x)},${fmt(y)}`;
}
function escText(s) {
  return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function escAttr(s) {
  return escText(s).replace(/"/g, "&quot;").replace(/\r/g, "&#13;").replace(/\n/g, "&#10;").replace(/\t/g, "&#09;");
}
function el2(tag, attrs, body) {
  let s = "<" + tag;
  for (const [k, v] of attrs) s += ` ${k}="${escAttr(v)}"`;
  if (typeof body === "string") return body === "" ? s + " />" : `${s}>${escText(body)}</${tag}>`;
  if (!body || body.length === 0) return s + " />";
  return `${s}>${body.join("")}</${tag}>`;
}
function colour(name, style) {
  return style.colours[name][1];
}
function baseCorners(up, style) {
  const e = style.edge;
  const h = e * SQRT3_2;
  if (up) return [[0, -(2 * h / 3)], [e / 2, h / 3], [-(e / 2), h / 3]];
  return [[-(e / 2), -(h / 3)], [e / 2, -(h / 3)], [0, 2 * h / 3]];
}
function shapePath(up, inset, style) {
  const e = style.edge;
  const r = e * SQRT3_2 / 3;
  const k = (r - inset) / r;
  const pts = baseCorners(up, style).map(([x, y]) => [x * k, y * k]);
  const t = style.corner_round;
  let d = "";
  for (let i = 0; i < 3; i++) {
    const [px, py] = pts[i];
    const [qx, qy] = pts[(i + 2) % 3];
    const [nx, ny] = pts[(i + 1) % 3];
    const ax = px + (qx - px) * t;
    const ay = py + (qy - py) * t;
    const bx = px + (nx - px) * t;
    const by = py + (ny - py) * t;
    d += (i === 0 ? "M" : "L") + pt(ax, ay) + "Q" + pt(px, py) + " " + pt(bx, by);
  }
  return d + "Z";
}
function anchor(up, i, frac, style) {
  const [x, y] = baseCorners(up, style)[i];
  return [x * frac, y * frac];
}
function defIds(need = {}) {
  const ids = ["trio-face-u", "trio-face-d"];
  if (need.backs) ids.push("trio-back-u", "trio-back-d");
  if (need.pips) {
    const nums = need.numbers === void 0 ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [...new Set(need.numbers)];
    for (const n of nums.sort((a, b) => a - b)) if (n > 0) ids.push(`trio-pips-${n}`);
  }
  return ids;
}
function defMarkup(id, style) {
  const st = style || getTileStyle();
  if (id.startsWith("trio-pips-")) {
    const n = Number(id.slice("trio-pips-".length));
    const s = st.pip_spacing[n];
    const r = fmt(st.pip_radius[n]);
    const dots = st.pips[String(n)].map(
      ([dx, dy]) => el2("circle", [["cx", fmt(dx * s)], ["cy", fmt(dy * s)], ["r", r]])
    );
    return el2("g", [["id", id], ["fill", st.numbers[n]]], dots);
  }
  const [, kind, ud] = id.split("-");
  const up = ud === "u";
  const [face, bevel] = kind === "back" ? ["back", "back_bevel"] : ["face", "bevel"];
  const outline = shapePath(up, st.gap, st);
  return el2("g", [["id", id]], [
    el2("path", [
      ["d", outline],
      ["fill", colour("shadow", st)],
      ["fill-opacity", fmt(st.shadow_opacity)],
      ["transform", `translate(0,${fmt(st.shadow_dy)})`]
    ]),
    el2("path", [
      ["d", outline],
      ["fill", colour(face, st)],
      ["stroke", colour("border", st)],
      ["stroke-width", fmt(st.stroke_width)],
      ["stroke-linejoin", "round"]
    ]),
    el2("path", [
      ["d", shapePath(up, st.gap + st.bevel_inset, st)],
      ["fill", "none"],
      ["stroke", colour(bevel, st)],
      ["stroke-width", fmt(st.bevel_width)],
      ["stroke-linejoin", "round"]
    ])
  ]);
}
function defsMarkup(ids, style) {
  const list = ids || defIds({ pips: true, backs: true });
  return el2("defs", [], list.map((id) => defMarkup(id, style)));
}
function use(id, extra = []) {
  return el2("use", [["href", "#" + id], ["xlink:href", "#" + id], ...extra]);
}
function tileName(corners) {
  const [a, b, c] = corners.map(Number);
  const rots = [[a, b, c], [b, c, a], [c, a, b]];
  rots.sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2]);
  return rots[0].join("-");
}
function placeTransform(x, y, scale = 1) {
  let t = `translate(${pt(x, y)})`;
  if (scale !== 1) t += ` scale(${fmt(scale)})`;
  return t;
}
function tileMarkup(corners, up, opts = {}) {
  const st = styleOf(opts);
  const nums = corners.map(Number);
  const name = tileName(nums);
  const cell = opts.cell === void 0 || opts.cell === null ? null : typeof opts.cell === "string" ? opts.cell : cellLabel(opts.cell);
  let title = opts.title;
  if (title === void 0 || title === null) {
    if (cell === null) title = `tile ${name}`;
    else {
      const [cx, cy, cu] = cell.split(",");
      title = `${name} on cell ${cx},${cy},${cu === "u" ? "up" : "down"}`;
    }
  }
  const scale = opts.size !== void 0 ? opts.size / st.edge : opts.scale ?? 1;
  const attrs = [["class", "trio-tile"], ["data-tile", name]];
  if (cell !== null) attrs.push(["data-cell", cell]);
  attrs.push(["transform", placeTransform(opts.x ?? 0, opts.y ?? 0, scale)]);
  const body = [el2("title", [], title), use("trio-face-" + (up ? "u" : "d"))];
  if (opts.pips) {
    nums.forEach((n, i) => {
      if (n > 0) {
        const [ax, ay] = anchor(up, i, st.pip_anchor, st);
        const place = `translate(${pt(ax, ay)})` + (up ? "" : " scale(1,-1)");
        body.push(use(`trio-pips-${n}`, [["transform", place]]));
      }
    });
  } else {
    const texts = nums.map((n, i) => {
      const [ax, ay] = anchor(up, i, st.anchor, st);
      return el2("text", [["x", fmt(ax)], ["y", fmt(ay + st.baseline * st.font_size)], ["fill", st.numbers[n]]], String(n));
    });
    body.push(
      el2(
        "g",
        [
          ["class", "trio-nums"],
          ["font-family", st.font_family],
          ["font-size", fmt(st.font_size)],
          ["font-weight", st.font_weight],
          ["text-anchor", "middle"]
        ],
        texts
      )
    );
  }
  return el2("g", attrs, body);
}
function svgNodes(markup, doc = globalThis.document) {
  const Parser = (
    /** @type {any} */
    (doc.defaultView || globalThis).DOMParser
  );
  const parsed = new Parser().parseFromString(
    `<svg xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}">${markup}</svg>`,
    "image/svg+xml"
  );
  const root = parsed.documentElement;
  if (root.getElementsByTagName("parsererror").length) throw new Error("tile.mjs: bad SVG markup");
  return Array.from(root.children).map((n) => (
    /** @type {Element} */
    doc.importNode(n, true)
  ));
}
function ensureDefs(node, style) {
  const svg = (
    /** @type {any} */
    node.ownerSVGElement || node
  );
  if (!svg.querySelector("#trio-face-u")) {
    const [defs] = svgNodes(defsMarkup(void 0, style), svg.ownerDocument);
    svg.insertBefore(defs, svg.firstChild);
  }
  return svg;
}
function drawTile(svgParent, corners, up, opts = {}) {
  ensureDefs(svgParent, opts.style);
  const [g] = svgNodes(tileMarkup(corners, up, opts), svgParent.ownerDocument);
  svgParent.appendChild(g);
  return g;
}

// trio_widgets/widgets/static/score_keeper/set.mjs
function setPicker(ctx) {
  const wrap = el("div", "sk-setwrap");
  const grid = el("div", "sk-set", { role: "group", "aria-label": ctx.tr("keeper.set_label") });
  const played = new Set(ctx.played);
  const mine = ctx.mine;
  for (const nums of setTiles(ctx.max)) {
    const name = nums.join("-");
    const used = played.has(name) && name !== mine;
    const b = button(`set-${name}`, "", () => {
      if (!used) ctx.pick(nums);
    }, {
      "data-tile": name,
      "aria-label": used ? ctx.tr("keeper.tile_played_short", { tile: name }) : ctx.tr("tile.label", { tile: name }),
      "aria-disabled": used ? "true" : null
    }, "sk-settile" + (used ? " sk-used" : ""));
    const svg = document.createElementNS(SVG_NS, "svg");
    svg.setAttribute("viewBox", "-54 -62 108 96");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    ensureDefs(svg);
    drawTile(svg, nums, true, { size: 100 });
    b.appendChild(svg);
    grid.appendChild(b);
  }
  wrap.appendChild(grid);
  return wrap;
}

// trio_widgets/widgets/static/score_keeper/turn.mjs
function createTurnForm(ctx) {
  const card = el("section", "sk-card");
  card.hidden = true;
  function drawPreview(node) {
    const p = ctx.model.get("preview") || {};
    node.replaceChildren();
    if (p.seq !== ctx.local.previewSeq || p.lang && p.lang !== ctx.lang()) {
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
    const tileBox = el("div", "sk-tilebox");
    tileBox.appendChild(el("div", "sk-label", {}, tr("keeper.tile") + (first ? " \xB7 " + tr("keeper.first_tile") : "")));
    const slotsRow = el("div", "sk-slots-row");
    const slots = el("div", "sk-slots", { "aria-label": tr("keeper.tile_hint"), role: "group" });
    for (let i = 0; i < 3; i++) {
      const has = i < draft.numbers.length;
      slots.appendChild(el("span", "sk-slot" + (has ? " sk-filled" : ""), { "aria-label": tr("keeper.tile_slot", { n: i + 1 }) + ": " + (has ? String(draft.numbers[i]) : tr("keeper.tile_empty")) }, has ? String(draft.numbers[i]) : "\xB7"));
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
    pad.appendChild(button("backspace", "\u232B", () => ctx.setDraft({ numbers: ctx.local.draft.numbers.slice(0, -1) }), { "aria-label": tr("keeper.backspace"), title: tr("keeper.backspace"), disabled: !draft.numbers.length }, "sk-btn sk-num sk-back"));
    pad.appendChild(button("clear", tr("keeper.clear"), () => ctx.setDraft({ numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false }), {}, "sk-btn sk-num sk-clear"));
    tileBox.appendChild(pad);
    tileBox.appendChild(button("toggle-set", ctx.local.showSet ? tr("keeper.hide_set") : tr("keeper.from_set"), () => {
      ctx.local.showSet = !ctx.local.showSet;
      ctx.draw.panel();
    }, { "aria-expanded": String(ctx.local.showSet) }, "sk-btn sk-link"));
    grid.appendChild(tileBox);
    const facts = el("div", "sk-facts");
    const counted = !!r.counted;
    const wantTwo = counted && (r.two_sides > 0 || r.multiply || r.hexagon > 0);
    const wantThree = counted && (r.multiply || r.hexagon > 0);
    const wantBridge = counted && r.bridge > 0;
    if (!first && (wantTwo || wantBridge)) {
      facts.appendChild(el("div", "sk-label", { id: `${uid}-touch` }, tr("keeper.touch")));
      const chips = el("div", "sk-chips", { role: "group", "aria-labelledby": `${uid}-touch` });
      const bonus = (n) => n > 0 ? ` +${n}` : "";
      const mult = (k) => r.multiply ? " " + tr("keeper.touch.times", { k }) : "";
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
        const possible = k === 0 || k === 1 && draft.sides >= 2 || k >= 2 && draft.sides === 3;
        chips.appendChild(chip(`hex-${k}`, k === 0 ? "0" : `\u2B21 ${k}`, draft.hexagons === k, () => {
          const d = ctx.local.draft;
          ctx.setDraft({ hexagons: k, sides: k >= 2 ? 3 : k === 1 && d.sides < 2 ? 2 : d.sides, bridge: k ? false : d.bridge });
        }, {
          "aria-label": `${tr("keeper.hexagons")}: ${k}`,
          "data-possible": String(possible)
        }));
      }
      facts.appendChild(chips);
    }
    if (!first) {
      facts.appendChild(el("div", "sk-label", { id: `${uid}-draw` }, tr("keeper.draws") + (counted && r.draw > 0 ? ` (\u2212${r.draw})` : "")));
      const draws = el("div", "sk-draws", { role: "group", "aria-labelledby": `${uid}-draw` });
      draws.appendChild(button("draw-less", "\u2212", () => ctx.setDraft({ draws: Math.max(0, ctx.local.draft.draws - 1) }), { "aria-label": tr("keeper.draw_less"), title: tr("keeper.draw_less"), disabled: !draft.draws }, "sk-btn sk-icon"));
      draws.appendChild(el("span", "sk-draw-count", { "aria-live": "polite" }, tr("keeper.draw_count", { n: draft.draws })));
      draws.appendChild(button("draw-more", "+ " + tr("keeper.draw_more"), () => ctx.setDraft({ draws: ctx.local.draft.draws + 1 }), { disabled: r.max_draws !== null && r.max_draws !== void 0 && draft.draws >= r.max_draws }, "sk-btn"));
      facts.appendChild(draws);
    }
    grid.appendChild(facts);
    card.appendChild(grid);
    if (ctx.local.showSet) {
      card.appendChild(
        setPicker({ tr, max, played: v.played || [], mine: editRow && editRow.tile ? editRow.tile : null, pick: (nums) => ctx.setDraft({ numbers: [...nums], pass: false }) })
      );
    }
    const prev = el("div", "sk-preview", { "aria-live": "polite" });
    card.appendChild(prev);
    drawPreview(prev);
    const actions = el("div", "sk-actions");
    const ready = draft.seat !== null && (draft.numbers.length === 3 || draft.draws > 0);
    actions.appendChild(button("save-turn", "\u2713 " + (editRow ? tr("keeper.save_changes") : tr("keeper.save_turn")), () => ctx.saveTurn(false), { disabled: !ready }, "sk-btn sk-primary sk-big"));
    if (!first) actions.appendChild(button("pass", tr("keeper.pass"), () => ctx.saveTurn(true), { title: tr("keeper.pass_title"), disabled: draft.seat === null }, "sk-btn sk-big"));
    if (editRow) {
      actions.appendChild(button("delete", tr("keeper.delete"), () => ctx.send({ action: "delete", index: ctx.local.editIndex }), {}, "sk-btn sk-danger"));
      actions.appendChild(button("cancel-edit", tr("keeper.cancel"), () => ctx.stopEdit()));
    } else if (v.round_started || (v.count || 0) > 0) {
      actions.appendChild(button("round-over", tr("keeper.round_over") + " \u2026", () => ctx.openEnd(), {}, "sk-btn sk-end-btn"));
    }
    card.appendChild(actions);
    if (!ctx.childPage) card.appendChild(el("p", "sk-keys", {}, tr("keeper.keys", { max })));
  }
  return {
    el: card,
    update,
    updatePreview() {
      const node = (
        /** @type {HTMLElement|null} */
        card.querySelector(".sk-preview")
      );
      if (node) drawPreview(node);
    },
    dispose: () => card.replaceChildren()
  };
}

// trio_widgets/widgets/static/score_keeper/end.mjs
function createEndForm(ctx) {
  const card = el("section", "sk-card");
  card.hidden = true;
  const form = () => ctx.local.endForm;
  function save() {
    const v = ctx.view();
    const kids = v.rules.winner === "fewest_tiles";
    const end = form();
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
    card.appendChild(el("h3", "sk-h", {}, tr("keeper.round_over") + " \xB7 " + tr("keeper.round", { n: editIndex !== null ? (ctx.rows()[editIndex] || {}).round : v.round })));
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
      players.forEach((name, s) => {
        who.appendChild(chip(`out-${s}`, name, end.seat === s, () => {
          form().seat = s;
          ctx.draw.panel();
        }));
      });
      card.appendChild(who);
    }
    const needInputs = end.how === "blocked" || end.how === "out" && end.seat !== null && !(kids && !r.keep_score);
    if (needInputs) {
      card.appendChild(el("div", "sk-label", {}, kids ? tr("keeper.end.left_tiles") : tr("keeper.end.left_points")));
      const list = el("div", "sk-left");
      players.forEach((name, s) => {
        const row = el("label", "sk-left-row");
        row.appendChild(el("span", "sk-left-name", {}, name));
        if (end.how === "out" && end.seat === s) {
          row.appendChild(el("span", "sk-left-out", {}, tr("keeper.end.out_mark")));
        } else {
          const input = (
            /** @type {HTMLInputElement} */
            el("input", "sk-input sk-left-input", {
              type: "text",
              inputmode: "numeric",
              pattern: "[0-9]*",
              maxlength: "3",
              autocomplete: "off",
              "aria-label": kids ? tr("keeper.end.tiles_label", { name }) : tr("keeper.end.left_label", { name }),
              "data-key": `left-${s}`,
              "data-seat": s
            })
          );
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
    const ready = end.how === "blocked" || end.how === "out" && end.seat !== null;
    actions.appendChild(button("end-save", "\u2713 " + (editIndex !== null ? tr("keeper.save_changes") : tr("keeper.end.save")), save, { disabled: !ready }, "sk-btn sk-primary sk-big"));
    if (editIndex !== null) actions.appendChild(button("delete", tr("keeper.delete"), () => ctx.send({ action: "delete", index: ctx.local.editIndex }), {}, "sk-btn sk-danger"));
    actions.appendChild(button("end-cancel", tr("keeper.cancel"), () => ctx.stopEdit()));
    card.appendChild(actions);
  }
  return { el: card, update, dispose: () => card.replaceChildren() };
}

// trio_widgets/widgets/static/score_keeper/message.mjs
function createMessage(ctx, box) {
  box.setAttribute("role", "status");
  box.setAttribute("aria-live", "polite");
  function show(kind, text) {
    box.replaceChildren();
    box.className = `sk-message sk-${kind}`;
    box.setAttribute("role", kind === "error" ? "alert" : "status");
    box.textContent = text;
  }
  function update() {
    const m = ctx.model.get("message") || {};
    if (!m.text || ctx.local.messageHidden) {
      box.replaceChildren();
      box.className = "sk-message";
      return;
    }
    show(m.kind || "info", m.text);
  }
  return { update, show, dispose: () => box.replaceChildren() };
}

// trio_widgets/widgets/static/score_keeper/table.mjs
function createTable(ctx) {
  const part = el("div", "sk-table-part");
  function update() {
    const v = ctx.view();
    const box = part;
    box.replaceChildren();
    const players = v.players || [];
    const rows = ctx.rows();
    const wrap = el("div", "sk-tablewrap");
    const table = el("table", "sk-table");
    table.appendChild(el("caption", "sk-vh", {}, ctx.tr("keeper.table")));
    const thead = el("thead");
    const hr = el("tr");
    hr.appendChild(el("th", "sk-n", { scope: "col" }, ctx.tr("keeper.col.n")));
    hr.appendChild(el("th", "sk-what", { scope: "col" }, ctx.tr("keeper.col.what")));
    players.forEach((p) => hr.appendChild(el("th", "sk-pts", { scope: "col" }, p)));
    thead.appendChild(hr);
    table.appendChild(thead);
    const tbody = el("tbody");
    if (!rows.length) {
      const tr = el("tr");
      tr.appendChild(el("td", "sk-empty", { colspan: String(players.length + 2) }, ctx.tr("keeper.no_entries")));
      tbody.appendChild(tr);
    }
    const keep = !!(v.rules && v.rules.keep_score);
    for (const rd of ctx.rounds()) {
      if (rd.start >= rd.stop && !rd.over && rd.number > 1) continue;
      const head = el("tr", "sk-round-head");
      head.appendChild(el("th", "", { colspan: String(players.length + 2), scope: "rowgroup" }, ctx.tr("keeper.round", { n: rd.number })));
      if (rd.start < rd.stop || rd.number === 1) tbody.appendChild(head);
      for (let i = rd.start; i < rd.stop; i++) {
        const row = rows[i];
        if (!row) continue;
        const editable = row.kind !== "adjust";
        const tr = el("tr", "sk-row" + (i === ctx.local.editIndex ? " sk-editing-row" : "") + (row.kind === "out" || row.kind === "blocked" ? " sk-end-row" : ""), {
          "data-index": i
        });
        const num = el("td", "sk-n");
        if (editable) {
          num.appendChild(button(`row-${i}`, String(i + 1), () => ctx.startEdit(i), { "aria-label": ctx.tr("keeper.edit_row", { n: i + 1 }), title: ctx.tr("keeper.edit_row", { n: i + 1 }) }, "sk-rowbtn"));
        } else {
          num.textContent = String(i + 1);
        }
        tr.appendChild(num);
        const what = el("td", "sk-what");
        if (row.seat !== null && row.seat !== void 0 && row.kind !== "out") what.appendChild(el("b", "", {}, players[row.seat] + " "));
        if (row.tile) what.appendChild(el("span", "sk-tilename", {}, row.tile + " "));
        what.appendChild(el("span", "sk-expl", {}, row.text));
        tr.appendChild(what);
        players.forEach((_, s) => {
          const acting = row.seat === s || row.kind === "out" || row.kind === "blocked";
          const pts = row.points[s];
          const text = acting || pts ? keep ? signed(pts) : "" : "";
          const won = (row.winners || []).includes(s);
          tr.appendChild(el("td", "sk-pts" + (pts < 0 ? " sk-neg" : "") + (won ? " sk-won" : ""), {}, won && !keep ? "\u2605" : text));
        });
        if (editable) {
          tr.addEventListener("click", (ev) => {
            if (!/** @type {HTMLElement} */
            ev.target.closest("button")) ctx.startEdit(i);
          });
        }
        tbody.appendChild(tr);
      }
      if (rd.over && keep) {
        const tot = el("tr", "sk-round-total");
        tot.appendChild(el("td", "sk-n"));
        tot.appendChild(el("th", "sk-what", { scope: "row" }, ctx.tr("keeper.round_total", { n: rd.number })));
        rd.totals.forEach((t) => tot.appendChild(el("td", "sk-pts", {}, String(t))));
        tbody.appendChild(tot);
      }
    }
    table.appendChild(tbody);
    if (keep) {
      const tfoot = el("tfoot");
      const fr = el("tr", "sk-total");
      fr.appendChild(el("td", "sk-n"));
      fr.appendChild(el("th", "sk-what", { scope: "row" }, ctx.tr("keeper.total_now")));
      (v.totals || []).forEach((t, s) => {
        const lead = (v.leaders || []).includes(s) || (v.winners || []).includes(s);
        fr.appendChild(el("td", "sk-pts" + (lead ? " sk-lead" : ""), { "data-seat": s }, String(t)));
      });
      tfoot.appendChild(fr);
      table.appendChild(tfoot);
    }
    wrap.appendChild(table);
    box.appendChild(wrap);
    if (ctx.local.scrollToEnd) {
      ctx.local.scrollToEnd = false;
      wrap.scrollTop = wrap.scrollHeight;
    }
  }
  return { el: part, update, dispose: () => part.replaceChildren() };
}

// trio_widgets/widgets/static/score_keeper/footer.mjs
function createFooter(ctx) {
  const part = el("div", "sk-footer-part");
  function update() {
    const v = ctx.view();
    const box = part;
    box.replaceChildren();
    box.appendChild(button("undo", "\u21B6 " + ctx.tr("keeper.undo"), () => ctx.send({ action: "undo" }), { disabled: !v.can_undo }));
    if (!ctx.childPage) {
      box.appendChild(button("save-json", ctx.tr("keeper.save_json"), () => ctx.send({ action: "export", format: "json" })));
      box.appendChild(button("save-csv", ctx.tr("keeper.save_csv"), () => ctx.send({ action: "export", format: "csv" })));
      const load = el("label", "sk-btn sk-load", { "data-key": "load" });
      load.appendChild(el("span", "", {}, ctx.tr("keeper.load")));
      const file = (
        /** @type {HTMLInputElement} */
        el("input", "sk-file", { type: "file", accept: ".json,.csv,application/json,text/csv", "aria-label": ctx.tr("keeper.load") })
      );
      file.addEventListener("change", () => {
        const f = file.files && file.files[0];
        if (!f) return;
        if (f.size > 3e7) {
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

// trio_widgets/widgets/static/score_keeper/keys.mjs
function attachKeys(ctx) {
  const { root, model, local } = ctx;
  function onFocusIn(ev) {
    const t = (
      /** @type {HTMLElement} */
      ev.target
    );
    const g = (
      /** @type {HTMLElement|null} */
      t.closest("[data-roving]")
    );
    if (!g || !g.dataset.roving) return;
    for (const b of g.querySelectorAll(g.dataset.roving)) b.setAttribute("tabindex", b === t ? "0" : "-1");
  }
  function onKey(e) {
    const t = (
      /** @type {HTMLElement} */
      e.target
    );
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === "Escape") {
      e.preventDefault();
      if (!model.get("setup") && (local.editIndex !== null || local.panel === "end")) ctx.stopEdit();
      else if (!model.get("setup") && local.showSet) {
        local.showSet = false;
        ctx.draw.panel();
        ctx.focusKey("toggle-set");
      } else leave(root);
      return;
    }
    if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
    if (model.get("setup")) return;
    const max = (ctx.view().rules || {}).max_value ?? 5;
    if (local.panel !== "turn") return;
    const draft = local.draft;
    if (/^[0-9]$/.test(e.key) && Number(e.key) <= max) {
      e.preventDefault();
      ctx.addNumber(Number(e.key));
    } else if (e.key === "Backspace") {
      e.preventDefault();
      ctx.setDraft({ numbers: draft.numbers.slice(0, -1) });
    } else if (e.key === "d" || e.key === "D" || e.key === "+") {
      e.preventDefault();
      ctx.setDraft({ draws: draft.draws + 1 });
    } else if (e.key === "-") {
      e.preventDefault();
      ctx.setDraft({ draws: Math.max(0, draft.draws - 1) });
    } else if ((e.key === "p" || e.key === "P") && draft.seat !== null) {
      e.preventDefault();
      ctx.saveTurn(true);
    } else if (e.key === "Enter" && t.tagName !== "BUTTON" && t.tagName !== "A" && t.getAttribute("role") !== "button") {
      e.preventDefault();
      ctx.saveTurn(false);
    }
  }
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("keydown", onKey);
  return {
    update() {
    },
    dispose() {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("keydown", onKey);
    }
  };
}

// trio_widgets/widgets/static/shared/names.mjs
var TILE_NAME = new RegExp("(?<![\\d-])\\d-\\d-\\d(?:-\\p{L}+)?(?![\\d-])", "gu");
var CLASS = "trio-tilename";
var LEAVE = `svg, .${CLASS}, [contenteditable], textarea, script, style, [aria-live], [role=status], [role=alert], [role=log]`;
function wrapNames(node) {
  const parent = node.parentElement;
  const text = node.data;
  TILE_NAME.lastIndex = 0;
  if (!parent || !TILE_NAME.test(text) || parent.closest(LEAVE)) return;
  const doc = node.ownerDocument;
  const frag = doc.createDocumentFragment();
  let at = 0;
  TILE_NAME.lastIndex = 0;
  for (let m = TILE_NAME.exec(text); m; m = TILE_NAME.exec(text)) {
    if (m.index > at) frag.append(text.slice(at, m.index));
    const span = doc.createElement("span");
    span.className = CLASS;
    span.style.whiteSpace = "nowrap";
    span.textContent = m[0];
    frag.append(span);
    at = m.index + m[0].length;
  }
  if (at < text.length) frag.append(text.slice(at));
  parent.replaceChild(frag, node);
}
function wrapUnder(node) {
  if (node.nodeType === Node.TEXT_NODE) {
    wrapNames(
      /** @type {Text} */
      node
    );
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE || /** @type {Element} */
  node.closest(LEAVE)) return;
  const walker = (node.ownerDocument || document).createTreeWalker(node, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) found.push(
    /** @type {Text} */
    n
  );
  for (const t of found) wrapNames(t);
}
function keepTileNamesWhole(root) {
  wrapUnder(root);
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "characterData") wrapUnder(r.target);
      else for (const n of r.addedNodes) if (root.contains(n)) wrapUnder(n);
    }
  });
  mo.observe(root, { childList: true, characterData: true, subtree: true });
  return () => mo.disconnect();
}

// trio_widgets/widgets/static/score_keeper/widget.js
var BOXES = ["header", "setup", "banner", "players", "status", "panel", "message", "table", "footer"];
var widget_default = {
  /**
   * Once per widget (however many views it has): keep the table up to date from the patches,
   * and save the files the Save buttons asked for.
   * @param {{model: any}} args
   */
  initialize({ model }) {
    let rev = (model.get("patch") || {}).rev ?? 0;
    const onPatch = () => {
      const table = { rev, rows: model.get("rows") || [], rounds: model.get("rounds") || [] };
      const next = patchTable(table, model.get("patch") || {});
      if (next === null) {
        model.send({ action: "sync" });
        return;
      }
      if (next === table) return;
      rev = next.rev;
      model.set({ rows: next.rows, rounds: next.rounds });
    };
    const onMessage = (msg) => {
      if (msg && msg.type === "file" && typeof msg.text === "string") saveFile(String(msg.name), msg.text, String(msg.mime));
    };
    model.on("change:patch", onPatch);
    model.on("msg:custom", onMessage);
    return () => {
      model.off("change:patch", onPatch);
      model.off("msg:custom", onMessage);
    };
  },
  /** @param {{model: any, el: HTMLElement}} args */
  render({ model, el: host }) {
    const root = el("div", "trio-sk", { role: "group", tabindex: "-1", "data-lm-suppress-shortcuts": "true" });
    host.appendChild(root);
    const ctx = createContext(model, root);
    const local = ctx.local;
    const box = {};
    for (const name of BOXES) root.appendChild(box[name] = el("div", `sk-${name}`));
    const header = createHeader(ctx, box.header);
    const setup = createSetup(ctx, box.setup);
    const banner = createBanner(ctx, box.banner);
    const players = createPlayers(ctx, box.players, box.status);
    const turn = createTurnForm(ctx);
    const end = createEndForm(ctx);
    box.panel.append(turn.el, end.el);
    const message = createMessage(ctx, box.message);
    const table = createTable(ctx);
    box.table.appendChild(table.el);
    const footer = createFooter(ctx);
    box.footer.appendChild(footer.el);
    const keys = attachKeys(ctx);
    const stopNames = keepTileNamesWhole(root);
    function rove() {
      for (const g of root.querySelectorAll(".sk-players")) roving(g, ".sk-player");
      for (const g of root.querySelectorAll(".sk-pad, .sk-chips")) roving(g, "button");
      for (const g of root.querySelectorAll(".sk-set")) roving(g, ".sk-settile");
      for (const g of root.querySelectorAll(".sk-table tbody")) roving(g, ".sk-rowbtn");
    }
    function drawPanel() {
      ctx.keepFocus(() => {
        box.panel.hidden = !ctx.panelOpen();
        turn.update();
        end.update();
        rove();
      });
    }
    function drawAll() {
      ctx.retranslate();
      root.setAttribute("lang", ctx.lang());
      root.setAttribute("aria-label", ctx.tr("keeper.label"));
      ctx.keepFocus(() => {
        header.update();
        setup.update();
        banner.update();
        players.update();
        table.update();
        footer.update();
        message.update();
        rove();
      });
      drawPanel();
      const hide = !!model.get("setup");
      for (const name of ["players", "status", "table", "footer", "banner"]) if (hide) box[name].hidden = true;
      if (!hide) {
        box.players.hidden = false;
        box.status.hidden = false;
        box.table.hidden = false;
        box.footer.hidden = false;
      }
    }
    ctx.draw = { all: drawAll, panel: drawPanel, players: () => players.update(), message: () => message.update(), local: message.show };
    const changed = { view: false, all: false, message: false, preview: false };
    let queued = false;
    function flush() {
      queued = false;
      const now = { ...changed };
      for (
        const k of
        /** @type {Array<keyof typeof changed>} */
        Object.keys(changed)
      ) changed[k] = false;
      let redraw = now.all;
      let preview = false;
      let refocus = false;
      if (now.message) {
        const m = model.get("message") || {};
        if (m.id !== local.lastMessageSeq) {
          local.lastMessageSeq = m.id;
          local.messageHidden = false;
          if (m.kind === "ok") {
            refocus = document.activeElement === document.body || root.contains(document.activeElement);
            local.editIndex = null;
            local.panel = "turn";
            local.showSet = false;
            local.draft = emptyDraft(ctx.view().next_seat ?? null);
            local.scrollToEnd = true;
            redraw = preview = true;
          }
        } else now.message = false;
      }
      if (now.view) {
        const v = ctx.view();
        const n = (v.players || []).length;
        if (local.draft.seat !== null && local.draft.seat >= n) local.draft.seat = null;
        if (local.editIndex !== null && local.editIndex >= ctx.rows().length) {
          local.editIndex = null;
          local.panel = "turn";
        }
        redraw = preview = true;
      }
      if (redraw) drawAll();
      else if (now.message) message.update();
      if (preview) ctx.requestPreview();
      if (now.preview && !redraw) turn.updatePreview();
      if (refocus && (document.activeElement === root || document.activeElement === document.body || !root.contains(document.activeElement))) {
        const stop = (
          /** @type {HTMLElement|null} */
          root.querySelector(".sk-pad [tabindex='0'], .sk-players [tabindex='0']")
        );
        if (stop) stop.focus({ preventScroll: true });
      }
    }
    const note = (what) => () => {
      changed[what] = true;
      if (queued) return;
      queued = true;
      queueMicrotask(flush);
    };
    const handlers = [
      ["change:view", note("view")],
      ["change:_catalogue", note("all")],
      ["change:setup", note("all")],
      ["change:message", note("message")],
      ["change:preview", note("preview")],
      ["change:rows", note("view")],
      ["change:rounds", note("view")]
    ];
    for (const [ev, fn] of handlers) model.on(ev, fn);
    local.lastMessageSeq = (model.get("message") || {}).id ?? -1;
    local.messageHidden = true;
    local.draft = emptyDraft(ctx.view().next_seat ?? null);
    drawAll();
    ctx.requestPreview();
    return () => {
      stopNames();
      for (const [ev, fn] of handlers) model.off(ev, fn);
      for (const part of [keys, header, setup, banner, players, turn, end, message, table, footer]) part.dispose();
    };
  }
};
export {
  widget_default as default
};
