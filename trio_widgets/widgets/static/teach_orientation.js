// Built by esbuild from trio_widgets/widgets/static/teaching/orientation.js and what it imports (`make js`): edit those, not this file.

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
function tileSvg(corners, up, opts = {}) {
  const st = getTileStyle();
  const e = st.edge;
  const h = e * Math.sqrt(3) / 2;
  const pad = 6;
  let vb;
  if (opts.square) {
    const r = 2 * h / 3 + pad;
    vb = [-r, -r, 2 * r, 2 * r + st.shadow_dy];
  } else {
    const top = up ? -(2 * h) / 3 - pad : -h / 3 - pad;
    const bottom = (up ? h / 3 : 2 * h / 3) + st.shadow_dy + pad;
    vb = [-e / 2 - pad, top, e + 2 * pad, bottom - top];
  }
  const px = opts.px ?? 60;
  const svg = svgEl("svg", {
    viewBox: vb.map((v) => v.toFixed(2)).join(" "),
    width: (vb[2] * px / e).toFixed(1),
    height: (vb[3] * px / e).toFixed(1),
    class: "tc-tilesvg",
    "aria-hidden": "true",
    focusable: "false"
  });
  svg.appendChild(svgNode(defsMarkup(["trio-face-u", "trio-face-d", ...corners.filter((n) => n > 0).map((n) => `trio-pips-${n}`)])));
  const g = svgNode(tileMarkup(corners, up, { pips: !!opts.pips, title: opts.title }));
  if (opts.tint) {
    const face = g.querySelector("use");
    const tint = svgEl("path", { d: trianglePath(up, st.gap + 1), class: "tc-mirror-tint" });
    if (face && face.nextSibling) g.insertBefore(tint, face.nextSibling);
    else g.appendChild(tint);
  }
  svg.appendChild(g);
  return svg;
}
function trianglePath(up, inset) {
  const st = getTileStyle();
  const [cx, cy] = cellCentreSvg({ x: 0, y: 0, up }, st);
  const d = cellPath({ x: 0, y: 0, up }, inset, st);
  return d.replace(/(-?[0-9.]+),(-?[0-9.]+)/g, (_m, x, y) => `${(Number(x) - cx).toFixed(2)},${(Number(y) - cy).toFixed(2)}`);
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

// trio_widgets/widgets/static/shared/turn.mjs
var TURNS = 6;
function turned(corners, turn) {
  const k = (Math.trunc(turn) % TURNS + TURNS) % TURNS;
  const s = Math.floor((k + 1) / 2) % 3;
  const a = corners.map(Number);
  const rot = s === 0 ? a : a.slice(3 - s).concat(a.slice(0, 3 - s));
  return { corners: rot, up: k % 2 === 0 };
}
function addTurn(turn, steps) {
  return ((turn + steps) % TURNS + TURNS) % TURNS;
}
function stepsOf(degrees) {
  const s = Math.round(degrees / 60);
  return s === 0 ? 0 : s;
}
function angleDiff(a, b) {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
}
function tileWords(tr, corners, up, name) {
  const [a, b, c] = corners;
  return tr(up ? "teach.aria.tile_up" : "teach.aria.tile_down", { tile: name, a, b, c });
}

// trio_widgets/widgets/static/shared/turnable.mjs
function createTurnable(opts) {
  const box = el("div", "tc-turnable");
  box.tabIndex = 0;
  box.setAttribute("role", "slider");
  box.setAttribute("aria-label", opts.label);
  box.setAttribute("aria-valuemin", "0");
  box.setAttribute("aria-valuemax", "5");
  box.dataset.role = "turnable";
  const st = getTileStyle();
  const r = st.edge * Math.sqrt(3) / 3 + 8;
  const px = opts.px ?? 150;
  const svg = svgEl("svg", {
    viewBox: `${(-r).toFixed(1)} ${(-r).toFixed(1)} ${(2 * r).toFixed(1)} ${(2 * r).toFixed(1)}`,
    width: (2 * r * px / st.edge).toFixed(0),
    height: (2 * r * px / st.edge).toFixed(0),
    class: "tc-turnsvg"
  });
  svg.appendChild(svgNode(defsMarkup()));
  svg.appendChild(svgEl("circle", { cx: 0, cy: 0, r: (r - 3).toFixed(1), class: "tc-turn-disc" }));
  const spin = svgEl("g", { class: "tc-spin" });
  svg.appendChild(spin);
  box.appendChild(svg);
  let corners = [0, 0, 0];
  let turn = 0;
  let pips = false;
  let enabled = true;
  const draw = () => {
    const t = turned(corners, turn);
    const name = tileName(corners);
    spin.replaceChildren(svgNode(tileMarkup(t.corners, t.up, { pips, title: tileWords(opts.tr, t.corners, t.up, name) })));
    spin.classList.remove("tc-animating");
    spin.style.transform = "";
    box.setAttribute("aria-valuenow", String(turn));
    box.setAttribute("aria-valuetext", tileWords(opts.tr, t.corners, t.up, name));
    box.dataset.turn = String(turn);
    box.dataset.tile = name;
  };
  const reduced = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
  let timer = 0;
  const turnBy = (steps) => {
    if (!enabled || steps === 0) return;
    if (timer) {
      window.clearTimeout(timer);
      timer = 0;
      draw();
    }
    turn = addTurn(turn, steps);
    opts.onTurn(turn);
    if (reduced()) {
      draw();
      return;
    }
    spin.classList.add("tc-animating");
    spin.style.transform = `rotate(${steps * 60}deg)`;
    timer = window.setTimeout(() => {
      timer = 0;
      draw();
    }, 200);
  };
  let drag = null;
  const angleOf = (ev) => {
    const rect = svg.getBoundingClientRect();
    return Math.atan2(ev.clientY - (rect.top + rect.height / 2), ev.clientX - (rect.left + rect.width / 2)) * 180 / Math.PI;
  };
  svg.addEventListener("pointerdown", (ev) => {
    if (!enabled || drag) return;
    const a = angleOf(
      /** @type {PointerEvent} */
      ev
    );
    drag = { id: ev.pointerId, start: a, last: a, total: 0, x: ev.clientX, y: ev.clientY, moved: false };
    svg.setPointerCapture(ev.pointerId);
    ev.preventDefault();
  });
  svg.addEventListener("pointermove", (ev) => {
    if (!drag || ev.pointerId !== drag.id) return;
    const a = angleOf(
      /** @type {PointerEvent} */
      ev
    );
    drag.total += angleDiff(a, drag.last);
    drag.last = a;
    if (Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) > 8) drag.moved = true;
    if (drag.moved) spin.style.transform = `rotate(${drag.total.toFixed(1)}deg)`;
  });
  const end = (ev, cancelled = false) => {
    if (!drag || ev.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    spin.style.transform = "";
    if (cancelled) return;
    if (!d.moved) {
      box.focus();
      if (opts.onTap) opts.onTap();
      return;
    }
    const steps = stepsOf(d.total);
    if (steps !== 0) {
      turn = addTurn(turn, steps);
      draw();
      opts.onTurn(turn);
    }
  };
  svg.addEventListener("pointerup", (ev) => end(
    /** @type {PointerEvent} */
    ev
  ));
  svg.addEventListener("pointercancel", (ev) => end(
    /** @type {PointerEvent} */
    ev,
    true
  ));
  box.addEventListener("keydown", (ev) => {
    const k = ev.key;
    if (k === "ArrowRight" || k === "ArrowUp" || k === "r" || k === "R") turnBy(1);
    else if (k === "ArrowLeft" || k === "ArrowDown" || k === "l" || k === "L") turnBy(-1);
    else if ((k === "Enter" || k === " ") && opts.onActivate) opts.onActivate();
    else return;
    ev.preventDefault();
    ev.stopPropagation();
  });
  return {
    el: box,
    /**
     * @param {number[]} c  the tile's numbers at turn 0
     * @param {number} t
     * @param {boolean} [p]  pips
     */
    set(c, t, p = false) {
      if (timer) {
        window.clearTimeout(timer);
        timer = 0;
      }
      corners = c.map(Number);
      turn = addTurn(Number(t) || 0, 0);
      pips = p;
      draw();
    },
    turnBy,
    get turn() {
      return turn;
    },
    /** @param {boolean} on */
    enable(on) {
      enabled = on;
      box.classList.toggle("tc-disabled", !on);
      box.setAttribute("aria-disabled", String(!on));
    }
  };
}
function turnButtons(tr, turnBy) {
  const row = el("div", "tc-turnbtns");
  const left = button("\u21BA", "turn-left", "tc-icon", tr("teach.ui.turn_left"));
  left.title = tr("teach.ui.turn_left");
  const right = button("\u21BB", "turn-right", "tc-icon", tr("teach.ui.turn_right"));
  right.title = tr("teach.ui.turn_right");
  left.addEventListener("click", () => turnBy(-1));
  right.addEventListener("click", () => turnBy(1));
  row.append(left, right);
  return row;
}
function turnMemory() {
  const sent = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Map();
  return {
    /** @param {string} key @param {number} turn */
    sent(key, turn) {
      const list = sent.get(key) || [];
      list.push(turn);
      sent.set(key, list);
    },
    /** @param {string} key @param {number} modelTurn */
    shown(key, modelTurn) {
      if (!seen.has(key)) seen.set(key, modelTurn);
      const list = sent.get(key);
      return list && list.length ? list[list.length - 1] : modelTurn;
    },
    /** @param {string} key @param {number} modelTurn */
    heard(key, modelTurn) {
      if (seen.get(key) === modelTurn) return;
      seen.set(key, modelTurn);
      const list = sent.get(key);
      if (!list) return;
      const i = list.indexOf(modelTurn);
      if (i < 0) sent.delete(key);
      else {
        list.splice(0, i + 1);
        if (!list.length) sent.delete(key);
      }
    },
    clear() {
      sent.clear();
      seen.clear();
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

// trio_widgets/widgets/static/teaching/orientation.js
function createTrainer(ctx) {
  const { model, root } = ctx;
  let turnable = null;
  let home = null;
  const pending = turnMemory();
  const turnNow = () => pending.shown("", Number(model.get("turn") || 0));
  const update = () => {
    const tr = ctx.tr;
    const ex = model.get("exercise") || {};
    const fb = model.get("feedback") || {};
    const done = !!model.get("done");
    const pips = !!model.get("pips");
    root.replaceChildren();
    root.appendChild(head(tr("teach.orient.title"), model.get("stars") || 0, tr));
    const mirror = ex.kind === "mirror";
    const prompt = el("p", "tc-prompt", tr(mirror ? "teach.orient.ask_mirror" : "teach.orient.ask_turn"));
    prompt.id = `to-prompt-${Math.random().toString(36).slice(2)}`;
    root.appendChild(prompt);
    const act = ctx.send;
    turnable = createTurnable({
      label: tr("teach.orient.turn_me"),
      tr,
      px: 150,
      onTurn: (turn) => {
        pending.sent("", turn);
        act({ action: "turn", turn });
      },
      onTap: () => turnable && turnable.turnBy(1),
      onActivate: () => {
        if (!mirror && !done && turnable) act({ action: "check", turn: turnable.turn });
      }
    });
    turnable.set(ex.tile || [0, 0, 0], turnNow(), pips);
    turnable.el.setAttribute("aria-describedby", prompt.id);
    const stage = el("div", "tc-stage");
    const mark = fb && Array.isArray(fb.mark) ? fb.mark : null;
    if (mirror) {
      const first = el("div", "tc-col");
      first.appendChild(tileSvg(ex.reference || [0, 0, 0], true, { px: 150, pips, square: true, title: tr("teach.orient.first") }));
      first.appendChild(el("div", "tc-caption", tr("teach.orient.first")));
      stage.appendChild(first);
    } else {
      const { svg } = boardSvg({
        board: ex.board || [],
        target: ex.cell,
        placed: done && ex.cell ? { cell: ex.cell, corners: turned(ex.tile || [0, 0, 0], model.get("turn") || 0).corners } : null,
        mark,
        pips,
        maxWidth: 460,
        label: boardWords(tr, ex.board || []),
        targetLabel: tr("teach.aria.target")
      });
      stage.appendChild(svg);
    }
    const second = el("div", "tc-col");
    second.appendChild(turnable.el);
    second.appendChild(turnButtons(tr, (s) => turnable && turnable.turnBy(s)));
    const touch = typeof window.matchMedia === "function" && window.matchMedia("(hover: none) and (pointer: coarse)").matches;
    second.appendChild(el("div", "tc-caption", tr(touch ? "teach.orient.turn_hint_touch" : "teach.orient.turn_hint")));
    stage.appendChild(second);
    root.appendChild(stage);
    const choices = el("div", "to-choices");
    if (mirror) {
      const same = button(tr("teach.orient.same"), "same", "tc-choice");
      const mir = button(tr("teach.orient.mirror"), "mirror", "tc-choice");
      same.disabled = done;
      mir.disabled = done;
      same.addEventListener("click", () => turnable && act({ action: "answer", choice: "same", turn: turnable.turn }));
      mir.addEventListener("click", () => turnable && act({ action: "answer", choice: "mirror", turn: turnable.turn }));
      choices.append(same, mir);
    } else {
      const check = button(tr("teach.ui.check"), "check", "tc-primary tc-big");
      check.disabled = done;
      check.addEventListener("click", () => turnable && act({ action: "check", turn: turnable.turn }));
      choices.appendChild(check);
    }
    const next = nextButton(tr, done, () => act({ action: "next" }));
    choices.appendChild(next);
    root.appendChild(choices);
    feedbackAndMessage(root, fb, model.get("message"));
    home = done ? next : turnable.el;
  };
  const onTurn = () => {
    pending.heard("", Number(model.get("turn") || 0));
    const t = turnNow();
    if (turnable && turnable.turn !== t) turnable.set((model.get("exercise") || {}).tile || [0, 0, 0], t, !!model.get("pips"));
  };
  model.on("change:turn", onTurn);
  const onExercise = () => pending.clear();
  model.on("change:exercise", onExercise);
  return {
    update,
    refocus: () => home && home.focus(),
    dispose() {
      model.off("change:turn", onTurn);
      model.off("change:exercise", onExercise);
      root.replaceChildren();
    }
  };
}
var orientation_default = {
  /** @param {{model: any, el: HTMLElement}} args */
  render: (args) => mount(args, {
    cls: "trio-teach to-trainer",
    events: "change:exercise change:feedback change:message change:done change:stars change:_catalogue change:pips",
    create: createTrainer
  })
};
export {
  orientation_default as default
};
