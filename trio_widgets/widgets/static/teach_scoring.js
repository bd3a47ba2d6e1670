// Built by esbuild from trio_widgets/widgets/static/teaching/scoring.js and what it imports (`make js`): edit those, not this file.

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

// trio_widgets/widgets/static/shared/dom.mjs
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== void 0 && text !== null) e.textContent = text;
  return e;
}
function button(text, action, cls, aria) {
  const b = (
    /** @type {HTMLButtonElement} */
    el("button", "tc-btn" + (cls ? " " + cls : ""), text)
  );
  b.type = "button";
  b.dataset.action = action;
  if (aria) b.setAttribute("aria-label", aria);
  return b;
}
function langOn(host, root, model) {
  const lang = String(model.get("lang") || "en");
  if (host.getAttribute("lang") !== lang) host.setAttribute("lang", lang);
  if (root.getAttribute("lang") !== lang) root.setAttribute("lang", lang);
}
function translator(model) {
  return makeTranslator(model.get("_catalogue") || {}, model.get("lang") || "en");
}
function segmented(label, options, current, onPick, action) {
  const row = el("div", "tc-seg");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", label);
  for (const [value, text] of options) {
    const b = button(text, action, "tc-segbtn");
    b.dataset.value = value;
    b.setAttribute("aria-pressed", String(value === current));
    b.addEventListener("click", () => onPick(value));
    row.appendChild(b);
  }
  roving(row, "button");
  return row;
}
function labelledSegmented(cls, label, options, current, onPick, action) {
  const row = el("div", cls);
  row.appendChild(el("span", "tx-label", label));
  row.appendChild(segmented(label, options, current, onPick, action));
  return row;
}
function roving(group, selector) {
  const items = (
    /** @type {HTMLElement[]} */
    Array.from(group.querySelectorAll(selector))
  );
  if (!items.length) return;
  const usable = items.filter((b) => !/** @type {any} */
  b.disabled);
  const chosen = usable.find((b) => b.getAttribute("aria-pressed") === "true") || usable[0] || items[0];
  for (const b of items) b.tabIndex = b === chosen ? 0 : -1;
  group.addEventListener("focusin", (ev) => {
    const t = (
      /** @type {HTMLElement} */
      ev.target
    );
    if (!items.includes(t)) return;
    for (const b of items) b.tabIndex = b === t ? 0 : -1;
  });
  group.addEventListener("keydown", (ev) => {
    const e = (
      /** @type {KeyboardEvent} */
      ev
    );
    const i = items.indexOf(
      /** @type {HTMLElement} */
      document.activeElement
    );
    if (i < 0) return;
    let j = -1;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") j = Math.min(items.length - 1, i + 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") j = Math.max(0, i - 1);
    else if (e.key === "Home") j = 0;
    else if (e.key === "End") j = items.length - 1;
    if (j < 0) return;
    e.preventDefault();
    e.stopPropagation();
    items[j].focus();
  });
}
function keepFocus(root) {
  const active = (
    /** @type {HTMLElement | null} */
    document.activeElement
  );
  if (!active || !root.contains(active)) return () => {
  };
  const key = active.dataset.fkey || active.dataset.action && `${active.dataset.action}|${active.dataset.value || ""}|${active.dataset.tile || ""}`;
  return () => {
    if (!key) return;
    for (const e of root.querySelectorAll("[data-fkey], [data-action]")) {
      const h = (
        /** @type {HTMLElement} */
        e
      );
      const k = h.dataset.fkey || h.dataset.action && `${h.dataset.action}|${h.dataset.value || ""}|${h.dataset.tile || ""}`;
      if (k === key) {
        h.focus();
        return;
      }
    }
  };
}
function scheduler(fn) {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      fn();
    });
  };
}
function ownKeys(root) {
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  for (const e of root.querySelectorAll("button, input, select, textarea, [tabindex]")) e.setAttribute("data-lm-suppress-shortcuts", "true");
  if (
    /** @type {any} */
    root.tcEscape
  ) return;
  root.tcEscape = true;
  root.addEventListener("keydown", (ev) => {
    if (
      /** @type {KeyboardEvent} */
      ev.key !== "Escape" || ev.defaultPrevented
    ) return;
    ev.preventDefault();
    leave(root);
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

// trio_widgets/widgets/static/shared/feedback.mjs
function showMessage(box, message) {
  const text = message && message.text ? String(message.text) : "";
  box.textContent = text;
  box.hidden = !text;
}
function showFeedback(box, fb) {
  box.replaceChildren();
  const text = fb && fb.text ? String(fb.text) : "";
  box.hidden = !text;
  if (!text) return;
  const kind = fb.ok === true ? "tc-ok" : fb.ok === false ? "tc-notyet" : "tc-info";
  box.className = "tc-feedback " + kind;
  const line = el("div", "tc-feedback-line");
  line.appendChild(el("span", "tc-feedback-icon", fb.ok === true ? "\u2714" : fb.ok === false ? "\u21BB" : "\u2139"));
  line.appendChild(el("span", "tc-feedback-text", text));
  box.appendChild(line);
  const steps = Array.isArray(fb.steps) ? fb.steps : [];
  if (steps.length) {
    const list = el("ol", "tc-steps");
    for (const s of steps) list.appendChild(el("li", "", String(s)));
    box.appendChild(list);
  }
}
function showStars(box, n, tr) {
  box.textContent = "\u2605 " + String(n);
  box.setAttribute("aria-label", tr("teach.ui.stars", { n }));
  box.title = tr("teach.ui.stars", { n });
}
function head(title, stars, tr) {
  const line = el("div", "tc-head");
  line.appendChild(el("h3", "tc-title", title));
  const box = el("span", "tc-stars");
  showStars(box, stars, tr);
  line.appendChild(box);
  return line;
}
function nextButton(tr, done, onNext) {
  const next = button(tr("teach.ui.next") + " \u25B6", "next", "tc-primary tc-big");
  next.hidden = !done;
  next.addEventListener("click", onNext);
  return next;
}
function feedbackAndMessage(root, fb, message) {
  const box = el("div", "tc-feedback");
  showFeedback(box, fb);
  root.appendChild(box);
  const msg = el("div", "tc-message");
  showMessage(msg, message);
  root.appendChild(msg);
}
function createAnnouncer(host) {
  const region = el("div", "tc-sr");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("role", "status");
  host.appendChild(region);
  let last = "";
  return {
    /** @param {string} key  what is being said (an id), @param {string} text */
    say(key, text) {
      if (!text || key === last) return;
      last = key;
      region.textContent = text;
    },
    remove() {
      region.remove();
    }
  };
}
function announce(announcer, model) {
  const m = model.get("message") || {};
  const f = model.get("feedback") || {};
  if (m.text) announcer.say(`m${m.id}`, String(m.text));
  else if (f.text) announcer.say(`f${f.id}`, [String(f.text), ...Array.isArray(f.steps) ? f.steps.map(String) : []].join(" "));
}

// trio_widgets/widgets/static/shared/geometry.mjs
var SQRT3_2 = Math.sqrt(3) / 2;
var START_CELL = Object.freeze({ x: 0, y: 0, up: true });
function pointXY(p) {
  const [x, y] = p;
  return [x + y / 2, y * SQRT3_2];
}
function cellCorners(cell) {
  const { x, y } = cell;
  if (cell.up) return [[x, y + 1], [x + 1, y], [x, y]];
  return [[x, y + 1], [x + 1, y + 1], [x + 1, y]];
}
function cellLabel(cell) {
  return `${cell.x},${cell.y},${cell.up ? "u" : "d"}`;
}
function parseCellLabel(text) {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*([ud])\s*$/.exec(String(text));
  if (!m) throw new Error(`a cell label looks like '0,0,u' or '1,-2,d', not ${JSON.stringify(text)}`);
  return { x: Number(m[1]), y: Number(m[2]), up: m[3] === "u" };
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
function asCell(cell) {
  return typeof cell === "string" ? parseCellLabel(cell) : { x: cell.x, y: cell.y, up: Boolean(cell.up) };
}
function paperToSvg(paper, style) {
  const e = (style || getTileStyle()).edge;
  return [paper[0] * e, -(paper[1] * e)];
}
function cellCentreSvg(cell, style) {
  const [a, b, c] = cellCorners(asCell(cell)).map(pointXY);
  return paperToSvg([(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3], style);
}
function placementMarkup(placement, opts = {}) {
  const cell = asCell(placement.cell);
  const [x, y] = cellCentreSvg(cell, opts.style);
  return tileMarkup(placement.corners, cell.up, { ...opts, x, y, cell: cellLabel(cell) });
}
function cellPath(cell, inset = 0, style) {
  const st = style || getTileStyle();
  const c = asCell(cell);
  const [cx, cy] = cellCentreSvg(c, st);
  const r = st.edge * SQRT3_2 / 3;
  const k = (r - inset) / r;
  return "M" + baseCorners(c.up, st).map(([x, y]) => pt(cx + x * k, cy + y * k)).join("L") + "Z";
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

// trio_widgets/widgets/static/shared/draw.mjs
function svgNode(markup) {
  return svgNodes(markup)[0];
}
function svgEl(tag, attrs) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}
function boardSvg(spec) {
  const st = getTileStyle();
  const e = st.edge;
  const cells = spec.board.map(([c]) => c);
  if (spec.target) cells.push(spec.target);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const label of cells) {
    for (const p of cellCorners(parseCellLabel(label))) {
      const [x, y] = paperToSvg(pointXY(p), st);
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  const m = e * 0.42;
  x0 -= m;
  y0 -= m;
  x1 += m;
  y1 += m + st.shadow_dy;
  const w = x1 - x0, h = y1 - y0;
  const px = Math.min(spec.px ?? 110, (spec.maxWidth ?? 540) / (w / e));
  const svg = (
    /** @type {SVGSVGElement} */
    /** @type {unknown} */
    svgEl("svg", {
      viewBox: `${x0.toFixed(2)} ${y0.toFixed(2)} ${w.toFixed(2)} ${h.toFixed(2)}`,
      class: "tc-board",
      role: "img"
    })
  );
  svg.style.width = `${(w * px / e).toFixed(0)}px`;
  if (spec.label) svg.setAttribute("aria-label", spec.label);
  svg.appendChild(svgNode(defsMarkup()));
  svg.appendChild(svgEl("rect", { x: x0.toFixed(2), y: y0.toFixed(2), width: w.toFixed(2), height: h.toFixed(2), rx: 14, class: "tc-table" }));
  for (const [cell, corners] of spec.board) {
    svg.appendChild(svgNode(placementMarkup({ cell, corners }, { pips: !!spec.pips })));
  }
  let target = null;
  if (spec.target) {
    target = svgEl("g", { class: "tc-target", "data-cell": spec.target });
    target.appendChild(svgEl("path", { d: cellPath(spec.target, st.gap, st), class: "tc-target-fill" }));
    const [cx, cy] = cellCentreSvg(spec.target, st);
    const q = svgEl("text", { x: cx.toFixed(2), y: (cy + 13).toFixed(2), class: "tc-target-q", "text-anchor": "middle" });
    q.textContent = "?";
    target.appendChild(q);
    if (spec.targetLabel) {
      const title = svgEl("title", {});
      title.textContent = spec.targetLabel;
      target.appendChild(title);
    }
    svg.appendChild(target);
    if (spec.placed && spec.placed.cell === spec.target) {
      target.classList.add("tc-filled");
      const g = svgNode(placementMarkup({ cell: spec.placed.cell, corners: spec.placed.corners }, { pips: !!spec.pips }));
      g.classList.add("tc-placed");
      svg.appendChild(g);
    }
    const ring = svgEl("path", { d: cellPath(spec.target, -1, st), class: "tc-target-ring" + (spec.placed && spec.placed.cell === spec.target ? " tc-done" : "") });
    svg.appendChild(ring);
    target.addEventListener("focus", () => ring.classList.toggle(
      "tc-focus",
      /** @type {Element} */
      target.matches(":focus-visible")
    ));
    target.addEventListener("blur", () => ring.classList.remove("tc-focus"));
  }
  if (spec.last) {
    svg.appendChild(svgEl("path", { d: cellPath(spec.last, st.gap / 2, st), class: "tc-last", "data-cell": spec.last }));
  }
  if (spec.mark) {
    const [mx, my] = paperToSvg(pointXY(
      /** @type {[number, number]} */
      spec.mark
    ), st);
    svg.appendChild(svgEl("circle", { cx: mx.toFixed(2), cy: my.toFixed(2), r: 21, class: "tc-mark" }));
  }
  return { svg, target };
}
function boardWords(tr, board) {
  const tiles = board.map(([, c]) => tileName(c)).join(", ");
  return tr("teach.aria.board", { n: board.length, tiles });
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

// trio_widgets/widgets/static/shared/mount.mjs
function mount({ model, el: host }, spec) {
  const root = el("div", spec.cls);
  host.appendChild(root);
  const stopNames = keepTileNamesWhole(root);
  const announcer = createAnnouncer(host);
  const ctx = { model, root, tr: translator(model), send: (msg) => model.send(msg) };
  const view = spec.create(ctx, announcer);
  const draw = spec.speaks ? () => {
    ctx.tr = translator(model);
    langOn(host, root, model);
    view.update();
  } : () => {
    const restore = keepFocus(root);
    const hadFocus = root.contains(document.activeElement);
    ctx.tr = translator(model);
    langOn(host, root, model);
    view.update();
    ownKeys(root);
    announce(announcer, model);
    restore();
    if (hadFocus && view.refocus && !root.contains(document.activeElement)) view.refocus();
  };
  const redraw = scheduler(draw);
  model.on(spec.events, redraw);
  draw();
  return () => {
    announcer.remove();
    stopNames();
    model.off(spec.events, redraw);
    view.dispose();
  };
}

// trio_widgets/widgets/static/teaching/scoring.js
function createPractice(ctx) {
  const { model, root } = ctx;
  let typed = "";
  let typedFor = "";
  let home = null;
  const act = ctx.send;
  const update = () => {
    const tr = ctx.tr;
    const q = model.get("exercise") || {};
    const fb = model.get("feedback") || {};
    const done = !!model.get("done");
    const key = `${q.seed}|${model.get("preset")}`;
    if (key !== typedFor) {
      typed = "";
      typedFor = key;
    }
    root.replaceChildren();
    root.appendChild(head(tr("teach.score.title"), model.get("stars") || 0, tr));
    root.appendChild(
      labelledSegmented(
        "tc-row",
        tr("teach.score.rules"),
        [
          ["pressman", tr("teach.score.preset.pressman")],
          ["classic", tr("teach.score.preset.classic")],
          ["trimino_advanced", tr("teach.score.preset.trimino_advanced")]
        ],
        String(model.get("preset")),
        (v) => act({ action: "preset", preset: v }),
        "preset"
      )
    );
    const stage = el("div", "tc-stage");
    const move = q.move || {};
    const { svg } = boardSvg({
      board: q.board || [],
      last: move.cell,
      pips: !!model.get("pips"),
      label: boardWords(tr, q.board || []) + " " + tr("teach.aria.last", { tile: String(move.tile || "") })
    });
    stage.appendChild(svg);
    const rules = el("div", "ts-rules");
    rules.appendChild(el("div", "tx-facts-title", tr("teach.score.preset." + String(model.get("preset")))));
    const list = el("ul");
    for (const line of q.rules || []) list.appendChild(el("li", "", String(line)));
    rules.appendChild(list);
    stage.appendChild(rules);
    root.appendChild(stage);
    const legend = el("div", "ts-legend");
    legend.appendChild(el("span", "ts-ring"));
    legend.appendChild(el("span", "", tr(q.first ? "teach.score.first_move" : "teach.score.last_move", { tile: String(move.tile || "") })));
    root.appendChild(legend);
    const prompt = (
      /** @type {HTMLLabelElement} */
      el("label", "tc-prompt", tr("teach.score.ask"))
    );
    const input = (
      /** @type {HTMLInputElement} */
      el("input", "ts-input")
    );
    input.type = "text";
    input.inputMode = "numeric";
    input.autocomplete = "off";
    input.maxLength = 6;
    input.dataset.action = "points";
    input.value = typed;
    input.disabled = done;
    input.id = `ts-input-${Math.random().toString(36).slice(2)}`;
    prompt.htmlFor = input.id;
    input.setAttribute("aria-label", tr("teach.score.input"));
    input.placeholder = "?";
    input.addEventListener("input", () => {
      typed = input.value;
    });
    const submit = () => {
      if (done) return;
      typed = input.value;
      act({ action: "answer", points: input.value });
    };
    input.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter") {
        ev.preventDefault();
        submit();
      }
    });
    root.appendChild(prompt);
    const row = el("div", "ts-answer");
    row.appendChild(input);
    const check = button(tr("teach.ui.check"), "check", "tc-primary tc-big");
    check.disabled = done;
    check.addEventListener("click", submit);
    row.appendChild(check);
    const show = button(tr("teach.score.show"), "show", "tc-big");
    show.disabled = done;
    show.addEventListener("click", () => act({ action: "show" }));
    row.appendChild(show);
    const next = nextButton(tr, done, () => act({ action: "next" }));
    row.appendChild(next);
    root.appendChild(row);
    feedbackAndMessage(root, fb, model.get("message"));
    home = done ? next : input;
  };
  return { update, refocus: () => home && home.focus(), dispose: () => root.replaceChildren() };
}
var scoring_default = {
  /** @param {{model: any, el: HTMLElement}} args */
  render: (args) => mount(args, {
    cls: "trio-teach ts-practice",
    events: "change:exercise change:preset change:attempts change:feedback change:message change:done change:stars change:_catalogue change:pips",
    create: createPractice
  })
};
export {
  scoring_default as default
};
