// Built by esbuild from trio_widgets/widgets/static/game/widget.js and what it imports (`make js`): edit those, not this file.

// trio_widgets/widgets/static/game/dom.mjs
var SVG_NS_GW = "http://www.w3.org/2000/svg";
function el(tag, cls, text) {
  const n = document.createElement(tag);
  if (cls) n.className = cls;
  if (text !== void 0) n.textContent = text;
  return n;
}
function svgEl(tag, attrs = {}) {
  const n = (
    /** @type {SVGElement} */
    document.createElementNS(SVG_NS_GW, tag)
  );
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  return n;
}
function actionButton(action, cls) {
  const b = el("button", "trio-gw-btn" + (cls ? " " + cls : ""));
  b.type = "button";
  b.dataset.action = action;
  return b;
}
function listen(cleanups, target, type, fn, opts) {
  target.addEventListener(type, fn, opts);
  cleanups.push(() => target.removeEventListener(type, fn, opts));
}
function replay(node, cls) {
  if (!node) return;
  const again = `${cls}-again`;
  if (node.classList.contains(cls)) node.classList.replace(cls, again);
  else {
    node.classList.remove(again);
    node.classList.add(cls);
  }
}
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}
function placeChildren(parent, nodes) {
  nodes.forEach((node, i) => {
    const here = parent.children[i];
    if (here !== node) parent.insertBefore(node, here || null);
  });
  while (parent.children.length > nodes.length) parent.lastElementChild?.remove();
}
function setData(node, key, value) {
  if (node.dataset[key] !== value) node.dataset[key] = value;
}

// trio_widgets/widgets/static/game/key_titles.mjs
var TOUCH_ONLY = "(hover: none) and (pointer: coarse)";
function hasKeyboard(media = globalThis.matchMedia) {
  return !(typeof media === "function" && media(TOUCH_ONLY).matches);
}
function keyTitle(tr, titleKey, key, keyboard) {
  const title = tr(titleKey);
  return keyboard ? tr("game.key_title", { title, key }) : title;
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
function cellCentre(cell) {
  const [a, b, c] = cellCorners(cell).map(pointXY);
  return [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3];
}
function cellNeighbours(cell) {
  const { x, y } = cell;
  if (cell.up) {
    return [{ x, y, up: false }, { x: x - 1, y, up: false }, { x, y: y - 1, up: false }];
  }
  return [{ x, y, up: true }, { x: x + 1, y, up: true }, { x, y: y + 1, up: true }];
}
function sameCell(a, b) {
  return a.x === b.x && a.y === b.y && Boolean(a.up) === Boolean(b.up);
}
function cellLabel(cell) {
  return `${cell.x},${cell.y},${cell.up ? "u" : "d"}`;
}
function parseCellLabel(text) {
  const m = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*([ud])\s*$/.exec(String(text));
  if (!m) throw new Error(`a cell label looks like '0,0,u' or '1,-2,d', not ${JSON.stringify(text)}`);
  return { x: Number(m[1]), y: Number(m[2]), up: m[3] === "u" };
}
function toScreen(paper, view) {
  return [paper[0] * view.scale + view.panX, view.panY - paper[1] * view.scale];
}
function toPaper(screen, view) {
  return [(screen[0] - view.panX) / view.scale, (view.panY - screen[1]) / view.scale];
}
function cellAt(paper) {
  const ly = paper[1] / SQRT3_2;
  const lx = paper[0] - ly / 2;
  const fx = Math.floor(lx);
  const fy = Math.floor(ly);
  return { x: fx, y: fy, up: lx - fx + (ly - fy) < 1 };
}
function boundsOf(cells) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const cell of cells) {
    for (const p of cellCorners(cell)) {
      const [X, Y] = pointXY(p);
      if (X < minX) minX = X;
      if (X > maxX) maxX = X;
      if (Y < minY) minY = Y;
      if (Y > maxY) maxY = Y;
    }
  }
  if (minX === Infinity) return null;
  return { minX, minY, maxX, maxY };
}
function fitView(cells, width, height, margin = 0, maxScale = Infinity) {
  const b = boundsOf(cells) ?? /** @type {Bounds} */
  boundsOf([START_CELL]);
  const w = Math.max(b.maxX - b.minX, 1e-9);
  const h = Math.max(b.maxY - b.minY, 1e-9);
  const room = (n) => Math.max(n - 2 * margin, 1);
  const scale = Math.min(room(width) / w, room(height) / h, maxScale);
  const cx = (b.minX + b.maxX) / 2;
  const cy = (b.minY + b.maxY) / 2;
  return { scale, panX: width / 2 - cx * scale, panY: height / 2 + cy * scale };
}
function zoomAt(view, screen, factor) {
  const scale = view.scale * factor;
  return {
    scale,
    panX: screen[0] - (screen[0] - view.panX) * factor,
    panY: screen[1] - (screen[1] - view.panY) * factor
  };
}
function panBy(view, dx, dy) {
  return { scale: view.scale, panX: view.panX + dx, panY: view.panY + dy };
}
function screenBoxOf(cells, view) {
  const b = boundsOf(cells);
  if (!b) return null;
  return {
    left: b.minX * view.scale + view.panX,
    right: b.maxX * view.scale + view.panX,
    top: view.panY - b.maxY * view.scale,
    bottom: view.panY - b.minY * view.scale
  };
}
function shiftInto(lo, hi, min, max) {
  if (hi - lo > max - min) return (min + max) / 2 - (lo + hi) / 2;
  if (lo < min) return min - lo;
  if (hi > max) return max - hi;
  return 0;
}
function revealView(cells, view, box, minScale, best) {
  if (!cells.length) return { view, all: true };
  const bw = box.right - box.left;
  const bh = box.bottom - box.top;
  const fitScale = (some) => {
    const b = (
      /** @type {Bounds} */
      boundsOf(some)
    );
    return Math.min(bw / Math.max(b.maxX - b.minX, 1e-9), bh / Math.max(b.maxY - b.minY, 1e-9));
  };
  const fit = fitScale(cells);
  const scale = fit >= view.scale ? view.scale : Math.max(Math.min(minScale, view.scale), fit);
  const all = fit >= scale - 1e-9;
  let shown = cells;
  if (!all) {
    const first = best || cells[0];
    const [fx, fy] = cellCentre(first);
    const byDistance = cells.filter((c) => !sameCell(c, first)).map((c) => {
      const [x, y] = cellCentre(c);
      return { c, d: Math.hypot(x - fx, y - fy) };
    }).sort((a, b) => a.d - b.d);
    shown = [first];
    for (const { c } of byDistance) if (fitScale([...shown, c]) >= scale - 1e-9) shown.push(c);
  }
  let v = { scale, panX: view.panX, panY: view.panY };
  if (scale !== view.scale || !all) {
    const b = (
      /** @type {Bounds} */
      boundsOf(shown)
    );
    v = {
      scale,
      panX: (box.left + box.right) / 2 - (b.minX + b.maxX) / 2 * scale,
      panY: (box.top + box.bottom) / 2 + (b.minY + b.maxY) / 2 * scale
    };
  }
  const s = (
    /** @type {Box} */
    screenBoxOf(shown, v)
  );
  return { view: panBy(v, shiftInto(s.left, s.right, box.left, box.right), shiftInto(s.top, s.bottom, box.top, box.bottom)), all };
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

// trio_widgets/widgets/static/game/turns.mjs
function rotations(name) {
  const [a, b, c] = name.split("-").map(Number);
  return [[a, b, c], [b, c, a], [c, a, b]];
}
function rackCorners(name, turns) {
  return rotations(name)[(3 - turns % 3) % 3];
}
function turnsFor(name, cell, corners) {
  const upright = cell.up ? corners : [corners[1], corners[2], corners[0]];
  const rots = rotations(name);
  for (let j = 0; j < 3; j++) {
    if (rots[j][0] === upright[0] && rots[j][1] === upright[1] && rots[j][2] === upright[2]) return (3 - j) % 3;
  }
  return 0;
}
function cornersIn(name, cell, turns) {
  const [p, q, r] = rackCorners(name, turns);
  return cell.up ? [p, q, r] : [r, p, q];
}
function nameOf(corners) {
  const [a, b, c] = corners;
  const rots = [[a, b, c], [b, c, a], [c, a, b]].sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2]);
  return rots[0].join("-");
}

// trio_widgets/widgets/static/game/state.mjs
function createContext(model, root) {
  const local = {
    selected: null,
    turns: 0,
    seq: 0,
    view: null,
    autoFit: true,
    focusCell: null,
    hoverCell: null,
    palette: "back",
    paletteTurns: 0,
    summaryHidden: false,
    projector: null
  };
  let widthNow = -1;
  const ctx = {
    model,
    root,
    local,
    tr: makeTranslator(model.get("_catalogue"), model.get("lang")),
    send: (msg) => model.send(msg),
    parts: {},
    retranslate() {
      ctx.tr = makeTranslator(model.get("_catalogue"), model.get("lang"));
    },
    touch: () => navigator.maxTouchPoints > 0 || matchMedia("(pointer: coarse)").matches,
    keyboard: () => hasKeyboard(),
    projector() {
      if (local.projector !== null) return local.projector;
      const setting = model.get("projector");
      if (setting === true || setting === false) return setting;
      return window.innerWidth >= 1800 && window.innerHeight >= 1e3 && ctx.width() >= 1400;
    },
    width() {
      if (widthNow < 0) widthNow = root.getBoundingClientRect().width;
      return widthNow;
    },
    setWidth(w) {
      widthNow = w;
    },
    name: (seat) => ((model.get("seats") || [])[seat] || {}).name || "",
    interactive() {
      const viewer = model.get("viewer");
      return model.get("mode") === "play" && !model.get("covered") && viewer !== null && viewer === model.get("current") && !(model.get("summary") || {}).rows && ((model.get("seats") || [])[viewer] || {}).bot == null;
    },
    myHand() {
      const v = model.get("viewer");
      const hands = model.get("hands") || [];
      return v === null || v === void 0 ? null : hands[v] || null;
    },
    placementFor(label) {
      const tile = local.selected;
      if (!tile) return null;
      const cell = parseCellLabel(label);
      if (!model.get("hints")) return cornersIn(tile, cell, local.turns);
      const legal = (model.get("legal") || {})[tile] || [];
      const here = legal.filter((p) => p[0] === label);
      if (!here.length) return null;
      const same = here.find((p) => turnsFor(tile, cell, p[1]) === local.turns);
      return (same || here[0])[1];
    }
  };
  return ctx;
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
function backMarkup(up, opts = {}) {
  return el2("g", [["class", "trio-tile trio-back"], ["transform", placeTransform(opts.x ?? 0, opts.y ?? 0, opts.scale ?? 1)]], [
    el2("title", [], "a tile, face down"),
    use("trio-back-" + (up ? "u" : "d"))
  ]);
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
function cellPath(cell, inset = 0, style) {
  const st = style || getTileStyle();
  const c = asCell(cell);
  const [cx, cy] = cellCentreSvg(c, st);
  const r = st.edge * SQRT3_2 / 3;
  const k = (r - inset) / r;
  return "M" + baseCorners(c.up, st).map(([x, y]) => pt(cx + x * k, cy + y * k)).join("L") + "Z";
}
function viewTransform(view, style) {
  const e = (style || getTileStyle()).edge;
  return `translate(${view.panX},${view.panY}) scale(${view.scale / e})`;
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

// trio_widgets/widgets/static/game/board.mjs
var MAX_SCALE = 96;
var MIN_SCALE = 12;
var MAX_ZOOM = 320;
var FIT_MARGIN = 18;
var TOUCH_MIN_SCALE = 64;
var PROJECTOR_SCALE = 190;
var REVEAL_MARGIN = 10;
var REVEAL_MIN_SCALE = 40;
var REVEAL_RETRY_MS = 250;
var REVEAL_TRIES = 40;
function gridPattern() {
  const e = getTileStyle().edge;
  const r = e * SQRT3_2;
  const h = e / 2;
  const d = [
    `M0,0L${-h},${r}`,
    `M0,0L${h},${r}`,
    `M${e},0L${h},${r}`,
    `M${e},0L${e + h},${r}`,
    `M${h},${r}L0,${2 * r}`,
    `M${h},${r}L${e},${2 * r}`,
    `M${-h},${r}L0,${2 * r}`,
    `M${e + h},${r}L${e},${2 * r}`,
    `M${-e},0H${2 * e}`,
    `M${-e},${r}H${2 * e}`,
    `M${-e},${2 * r}H${2 * e}`
  ].join("");
  const pattern = svgEl("pattern", {
    id: "trio-gw-grid",
    patternUnits: "userSpaceOnUse",
    x: "0",
    y: "0",
    width: String(e),
    height: String(2 * r)
  });
  pattern.appendChild(svgEl("path", { d, class: "trio-gw-gridline" }));
  return pattern;
}
function createBoardView(ctx) {
  const { model, local } = ctx;
  const style = getTileStyle();
  const E = style.edge;
  const zoomOut = actionButton("zoom-out", "trio-gw-icon");
  zoomOut.textContent = "\u2212";
  const zoomIn = actionButton("zoom-in", "trio-gw-icon");
  zoomIn.textContent = "+";
  const fitBtn = actionButton("fit", "trio-gw-icon");
  fitBtn.textContent = "\u2922";
  const svg = (
    /** @type {SVGSVGElement} */
    /** @type {unknown} */
    svgEl("svg", { class: "trio-gw-board", role: "group" })
  );
  svg.appendChild(svgNodes(defsMarkup(defIds({ pips: true, backs: true })))[0]);
  const ownDefs = svgEl("defs");
  ownDefs.appendChild(gridPattern());
  svg.appendChild(ownDefs);
  const viewG = svgEl("g", { class: "trio-gw-view" });
  const gridRect = svgEl("rect", { class: "trio-gw-grid", x: "-8000", y: "-8000", width: "16000", height: "16000", fill: "url(#trio-gw-grid)" });
  const startLayer = svgEl("g", { class: "trio-gw-start-layer" });
  const openLayer = svgEl("g", { class: "trio-gw-open-layer" });
  const tileLayer = svgEl("g", { class: "trio-gw-tiles" });
  const markLayer = svgEl("g", { class: "trio-gw-marks" });
  const previewLayer = svgEl("g", { class: "trio-gw-preview" });
  viewG.append(gridRect, startLayer, tileLayer, openLayer, markLayer, previewLayer);
  svg.appendChild(viewG);
  const keysHelp = el("p", "trio-gw-sr");
  keysHelp.id = `trio-gw-keys-${Math.random().toString(36).slice(2)}`;
  svg.setAttribute("aria-describedby", keysHelp.id);
  const boardBox = el("div", "trio-gw-boardbox");
  boardBox.append(svg);
  let placedFor = null;
  let placedMap = /* @__PURE__ */ new Map();
  function placedTiles() {
    const board = model.get("board") || [];
    if (board !== placedFor) {
      placedFor = board;
      placedMap = new Map(board.map((p) => [p[0], p[1]]));
    }
    return placedMap;
  }
  function near(label) {
    const placed = placedTiles();
    const names = [];
    for (const n of cellNeighbours(parseCellLabel(label))) {
      const corners = placed.get(cellLabel(n));
      if (corners) names.push(nameOf(corners));
    }
    if (names.length <= 1) return names.join("");
    return ctx.tr("names.and", { first: names.slice(0, -1).join(ctx.tr("names.sep")), last: names[names.length - 1] });
  }
  function tileName2(label, tile) {
    const n = model.get("mode") === "play" ? near(label) : "";
    return n ? ctx.tr("board.tile_at", { tile, near: n }) : ctx.tr("board.tile", { tile });
  }
  let drawn = [];
  let drawnPips = false;
  let drawnMode = "";
  let drawnLang = "";
  let rendered = false;
  let anim = 0;
  let cellTargets = /* @__PURE__ */ new Map();
  let cellsKey = "";
  let box = null;
  function boxSize() {
    if (!box) {
      const r = svg.getBoundingClientRect();
      box = [r.width, r.height];
    }
    return [Math.max(box[0], 50), Math.max(box[1], 50)];
  }
  function boardCells() {
    if (model.get("mode") === "mosaic") return (model.get("mosaic") || []).map((m) => parseCellLabel(m[0]));
    return (model.get("board") || []).map((p) => parseCellLabel(p[0]));
  }
  function fitCells() {
    const cells = boardCells();
    if (model.get("mode") === "play") {
      const taken = new Set(cells.map(cellLabel));
      const ring = [];
      for (const c of cells) for (const n of cellNeighbours(c)) if (!taken.has(cellLabel(n))) ring.push(n);
      return cells.concat(ring);
    }
    if (!cells.length) return [{ x: -3, y: -2, up: true }, { x: 3, y: 2, up: false }];
    return cells;
  }
  function scaleRange() {
    if (ctx.projector()) return [PROJECTOR_SCALE, PROJECTOR_SCALE + 10];
    return [ctx.touch() ? TOUCH_MIN_SCALE : 0, MAX_SCALE];
  }
  function focusCells() {
    const lit = Array.from(cellTargets.keys()).map(parseCellLabel);
    if (lit.length) return lit;
    const lm = model.get("last_move") || {};
    if (lm.cell) return [parseCellLabel(lm.cell)];
    const cells = boardCells();
    return cells.length ? cells.slice(-1) : [parseCellLabel("0,0,u")];
  }
  function targetFit() {
    const [w, h] = boxSize();
    const [lo, hi] = scaleRange();
    const v = fitView(fitCells(), w, h, FIT_MARGIN, hi);
    if (v.scale >= lo) return v;
    const near2 = fitView(focusCells(), w, h, FIT_MARGIN, hi);
    return near2.scale >= lo ? near2 : { scale: lo, ...centreOn(focusCells(), lo, w, h) };
  }
  function centreOn(cells, scale, w, h) {
    const b = boundsOf(cells);
    const cx = b ? (b.minX + b.maxX) / 2 : 0;
    const cy = b ? (b.minY + b.maxY) / 2 : 0;
    return { panX: w / 2 - cx * scale, panY: h / 2 + cy * scale };
  }
  function visiblePart() {
    const r = svg.getBoundingClientRect();
    let left = r.left;
    let top = r.top;
    let right = r.right;
    let bottom = r.bottom;
    for (let a = svg.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const paint = /paint|strict|content/.test(cs.contain);
      const cx = paint || cs.overflowX !== "visible";
      const cy = paint || cs.overflowY !== "visible";
      if (!cx && !cy) continue;
      const q = a.getBoundingClientRect();
      const x0 = q.left + a.clientLeft;
      const y0 = q.top + a.clientTop;
      if (cx) {
        left = Math.max(left, x0);
        right = Math.min(right, x0 + a.clientWidth);
      }
      if (cy) {
        top = Math.max(top, y0);
        bottom = Math.min(bottom, y0 + a.clientHeight);
      }
    }
    const vv = window.visualViewport;
    const vx = vv ? vv.offsetLeft : 0;
    const vy = vv ? vv.offsetTop : 0;
    left = Math.max(left, vx);
    top = Math.max(top, vy);
    right = Math.min(right, vx + (vv ? vv.width : document.documentElement.clientWidth));
    bottom = Math.min(bottom, vy + (vv ? vv.height : document.documentElement.clientHeight));
    const origin = [r.left, r.top];
    const size = [r.width, r.height];
    return { origin, size, part: { left: left - r.left, top: top - r.top, right: right - r.left, bottom: bottom - r.top } };
  }
  const inset = (b, m) => ({ left: b.left + m, top: b.top + m, right: b.right - m, bottom: b.bottom - m });
  function revealMinScale() {
    const [lo] = scaleRange();
    return lo > 0 ? lo : REVEAL_MIN_SCALE;
  }
  function bestCell(part) {
    const view = local.view;
    let best = null;
    let bestD = Infinity;
    for (const [label, info] of cellTargets) {
      const cell = parseCellLabel(label);
      const [x, y] = view ? toScreen(cellCentre(cell), view) : [0, 0];
      const d = Math.hypot(x - (part.left + part.right) / 2, y - (part.top + part.bottom) / 2) - (info.turns.includes(local.turns) ? 1e6 : 0);
      if (d < bestD) {
        bestD = d;
        best = cell;
      }
    }
    return best || void 0;
  }
  function coverOver(origin, view, part) {
    for (const label of cellTargets.keys()) {
      const cell = parseCellLabel(label);
      const c = cellCentre(cell);
      const probes = [c, ...cellCorners(cell).map((p) => {
        const q = pointXY(p);
        return [(q[0] + c[0]) / 2, (q[1] + c[1]) / 2];
      })];
      for (const p of probes) {
        const [x, y] = toScreen(
          /** @type {[number, number]} */
          p,
          view
        );
        if (x < part.left || x > part.right || y < part.top || y > part.bottom) continue;
        const hit = document.elementFromPoint(origin[0] + x, origin[1] + y);
        if (hit && !svg.contains(hit)) {
          const r = hit.getBoundingClientRect();
          return { left: r.left - origin[0], top: r.top - origin[1], right: r.right - origin[0], bottom: r.bottom - origin[1] };
        }
      }
    }
    return null;
  }
  function besideCover(part, cover) {
    const sides = [
      { ...part, right: Math.min(part.right, cover.left) },
      { ...part, left: Math.max(part.left, cover.right) },
      { ...part, bottom: Math.min(part.bottom, cover.top) },
      { ...part, top: Math.max(part.top, cover.bottom) }
    ];
    const area = (b) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
    return sides.reduce((a, b) => area(b) > area(a) ? b : a);
  }
  function placeCells(cells, view, room, minScale = revealMinScale()) {
    const best = bestCell(room);
    const r = revealView(cells, view, inset(room, REVEAL_MARGIN), minScale, best);
    if (r.all) return r;
    const tight = revealView(cells, view, inset(room, 1), minScale, best);
    return tight.all ? tight : r;
  }
  let revealedKey = "";
  let revealedLabels = "";
  let revealedInsets = { left: 0, top: 0, right: 0, bottom: 0 };
  function keepRevealed(v) {
    if (!revealedKey || revealedKey !== cellsKey || !cellTargets.size) return v;
    const [w, h] = boxSize();
    const part = { left: revealedInsets.left, top: revealedInsets.top, right: w - revealedInsets.right, bottom: h - revealedInsets.bottom };
    const cells = Array.from(cellTargets.keys()).map(parseCellLabel);
    return placeCells(cells, v, part).view;
  }
  function reveal(keep = false, panOnly = false, again = false) {
    clearTimeout(revealWait);
    revealWait = 0;
    if (!again) revealTries = 0;
    if (!cellTargets.size || !local.view) return;
    const minScale = panOnly ? local.view.scale : revealMinScale();
    const labels = Array.from(cellTargets.keys());
    const cells = labels.map(parseCellLabel);
    const sameCells = labels.join(" ") === revealedLabels;
    let { origin, part, size } = visiblePart();
    const [w, h] = size;
    if (w < 1 || h < 1) return revealLater(panOnly);
    const cut = part.left > 0.5 || part.top > 0.5 || part.right < w - 0.5 || part.bottom < h - 0.5;
    if (cut && !placeCells(cells, local.view, part, minScale).all) {
      boardBox.scrollIntoView({ block: "nearest", inline: "nearest" });
      ({ origin, part } = visiblePart());
    }
    let room = part;
    let view = local.view;
    for (let i = 0; i < 4; i++) {
      view = placeCells(cells, local.view, room, minScale).view;
      const cover = coverOver(origin, view, room);
      if (!cover) break;
      room = besideCover(room, cover);
    }
    if (room.right - room.left < 1 || room.bottom - room.top < 1) return revealLater(panOnly);
    revealedKey = cellsKey;
    revealedLabels = labels.join(" ");
    revealedInsets = { left: room.left, top: room.top, right: w - room.right, bottom: h - room.bottom };
    const v = local.view;
    if ((keep || sameCells) && !placeCells(cells, v, room, minScale).all && cells.some((c) => wholly(c, v, room))) return;
    if (view.scale !== v.scale || view.panX !== v.panX || view.panY !== v.panY) setView(view, !keep);
  }
  function wholly(c, v, room) {
    return cellCorners(c).every((p) => {
      const [x, y] = toScreen(pointXY(p), v);
      return x >= room.left && x <= room.right && y >= room.top && y <= room.bottom;
    });
  }
  let revealQueued = 0;
  let revealWait = 0;
  let revealTries = 0;
  function revealLater(panOnly) {
    if (revealTries >= REVEAL_TRIES) return;
    revealTries += 1;
    revealWait = window.setTimeout(() => {
      revealWait = 0;
      cancelAnimationFrame(revealQueued);
      revealQueued = requestAnimationFrame(() => {
        revealQueued = 0;
        reveal(true, panOnly, true);
      });
    }, REVEAL_RETRY_MS);
  }
  function revealSoon(panOnly = false) {
    if (!cellTargets.size) return;
    cancelAnimationFrame(revealQueued);
    revealQueued = requestAnimationFrame(() => {
      revealQueued = 0;
      reveal(true, panOnly);
    });
  }
  function applyView() {
    if (!local.view) return;
    viewG.setAttribute("transform", viewTransform(local.view));
  }
  function setView(v, animate) {
    cancelAnimationFrame(anim);
    if (!animate || !local.view || matchMedia("(prefers-reduced-motion: reduce)").matches) {
      local.view = v;
      applyView();
      return;
    }
    const from = local.view;
    const t0 = performance.now();
    const step = (now) => {
      const k = Math.min(1, (now - t0) / 280);
      const e = 1 - (1 - k) * (1 - k);
      local.view = {
        scale: from.scale + (v.scale - from.scale) * e,
        panX: from.panX + (v.panX - from.panX) * e,
        panY: from.panY + (v.panY - from.panY) * e
      };
      applyView();
      if (k < 1) anim = requestAnimationFrame(step);
    };
    anim = requestAnimationFrame(step);
  }
  function refit(animate) {
    if (local.autoFit) setView(keepRevealed(targetFit()), animate);
  }
  function userView(v) {
    local.autoFit = false;
    revealedKey = "";
    setView(v, false);
  }
  function zoomBy(factor, at) {
    if (!local.view) return;
    const [w, h] = boxSize();
    const s = Math.min(Math.max(local.view.scale * factor, MIN_SCALE), MAX_ZOOM) / local.view.scale;
    userView(zoomAt(local.view, at || [w / 2, h / 2], s));
    revealSoon(true);
  }
  function localXY(ev) {
    const r = svg.getBoundingClientRect();
    return [ev.clientX - r.left, ev.clientY - r.top];
  }
  const cellUnder = (xy) => local.view ? cellLabel(cellAt(toPaper(xy, local.view))) : null;
  function renderTiles() {
    const mode = model.get("mode");
    const pips = Boolean(model.get("pips"));
    const items = mode === "mosaic" ? (model.get("mosaic") || []).map((m) => [m[0], m[1]]) : (model.get("board") || []).map((p) => [p[0], p[1]]);
    const keys = items.map(([c, k]) => `${c}:${k === null ? "back" : k.join(",")}`);
    const sameKind = drawnPips === pips && drawnMode === mode;
    const prefix = sameKind && keys.length >= drawn.length && drawn.every((k, i) => k === keys[i]);
    if (prefix && keys.length === drawn.length) {
      if (model.get("lang") !== drawnLang) {
        drawnLang = model.get("lang");
        nameTiles();
      }
      return false;
    }
    drawnLang = model.get("lang");
    const start = prefix ? drawn.length : 0;
    if (!prefix) tileLayer.replaceChildren();
    const animate = prefix && rendered;
    let markup = "";
    for (let i = start; i < items.length; i++) {
      const [label, corners] = items[i];
      const cell = parseCellLabel(label);
      const [x, y] = cellCentreSvg(cell);
      let m;
      if (corners === null) {
        m = backMarkup(cell.up, { x, y }).replace('class="trio-tile trio-back"', `class="trio-tile trio-back" data-cell="${label}"`);
      } else {
        m = tileMarkup(corners, cell.up, { pips, x, y, cell: label, title: "" });
      }
      markup += animate ? `<g class="trio-gw-drop">${m}</g>` : m;
    }
    if (markup) {
      for (const n of svgNodes(markup)) {
        const g = n.classList.contains("trio-gw-drop") ? n.firstElementChild : n;
        if (g) {
          g.setAttribute("role", "img");
          if (mode === "mosaic" && g.getAttribute("data-cell")) g.classList.add("trio-gw-mosaictile");
        }
        tileLayer.appendChild(n);
      }
    }
    nameTiles();
    drawn = keys;
    drawnPips = pips;
    drawnMode = mode;
    rendered = true;
    return true;
  }
  function nameTiles() {
    for (const g of tileLayer.querySelectorAll(".trio-tile")) {
      const tl = g.getAttribute("data-tile");
      const label = g.getAttribute("data-cell") || "";
      const name = tl ? tileName2(label, tl) : ctx.tr("tile.face_down");
      if (g.getAttribute("aria-label") === name) continue;
      g.setAttribute("aria-label", name);
      const title = g.querySelector("title");
      if (title) title.textContent = name;
    }
  }
  function renderStart() {
    startLayer.replaceChildren();
    if (model.get("mode") !== "play" || (model.get("board") || []).length) return;
    const g = svgEl("g", { class: "trio-gw-startcell" });
    g.appendChild(svgEl("path", { d: cellPath("0,0,u", style.gap) }));
    const [x, y] = cellCentreSvg("0,0,u");
    const star = svgEl("text", { x: String(x), y: String(y + 11), "text-anchor": "middle" });
    star.textContent = "\u2605";
    g.appendChild(star);
    startLayer.appendChild(g);
  }
  function targetCells() {
    const out = /* @__PURE__ */ new Map();
    const tile = local.selected;
    if (model.get("mode") !== "play" || !ctx.interactive() || !tile) return out;
    const legal = (model.get("legal") || {})[tile] || [];
    if (model.get("hints")) {
      for (const [label, corners] of legal) {
        const k = turnsFor(tile, parseCellLabel(label), corners);
        const prev = out.get(label);
        if (!prev) out.set(label, { turns: [k], corners: [corners], lit: true });
        else {
          prev.turns.push(k);
          prev.corners.push(corners);
        }
      }
      return out;
    }
    const board = model.get("board") || [];
    if (!board.length) {
      out.set("0,0,u", { turns: [], corners: [], lit: false });
      return out;
    }
    const taken = new Set(board.map((p) => p[0]));
    for (const p of board) {
      for (const n of cellNeighbours(parseCellLabel(p[0]))) {
        const l = cellLabel(n);
        if (!taken.has(l)) out.set(l, { turns: [], corners: [], lit: false });
      }
    }
    return out;
  }
  function renderCells() {
    const key = JSON.stringify([
      model.get("legal"),
      local.selected,
      local.turns,
      model.get("hints"),
      (model.get("board") || []).length,
      model.get("viewer"),
      model.get("covered"),
      model.get("current"),
      model.get("mode"),
      model.get("lang"),
      model.get("summary")
    ]);
    if (key === cellsKey) return;
    cellsKey = key;
    openLayer.replaceChildren();
    previewLayer.replaceChildren();
    cellTargets = targetCells();
    const tile = local.selected;
    const focusLabel = cellTargets.has(local.focusCell || "") ? local.focusCell : null;
    let first = true;
    for (const [label, info] of cellTargets) {
      const g = svgEl("g", { class: "trio-gw-cell" + (info.lit ? " legal" : " open"), "data-cell": label, role: "button" });
      if (info.lit) {
        const k = info.turns.includes(local.turns) ? local.turns : info.turns[0];
        if (info.turns.includes(local.turns)) g.classList.add("fits-now");
        g.dataset.turns = String(k);
        const n = near(label);
        const fits = ctx.tr(`board.cell_fits_${k}`, { tile });
        g.setAttribute("aria-label", n ? fits + ", " + ctx.tr("board.next_to", { near: n }) : fits);
      } else if (label === "0,0,u" && !(model.get("board") || []).length) {
        g.setAttribute("aria-label", ctx.tr("board.start"));
      } else {
        const n = near(label);
        g.setAttribute("aria-label", n ? ctx.tr("board.cell") + ", " + ctx.tr("board.next_to", { near: n }) : ctx.tr("board.cell"));
      }
      const isFocus = focusLabel ? label === focusLabel : first;
      g.setAttribute("tabindex", isFocus ? "0" : "-1");
      first = false;
      g.appendChild(svgEl("path", { d: cellPath(label, style.gap + 2) }));
      openLayer.appendChild(g);
    }
    if (local.hoverCell && cellTargets.has(local.hoverCell)) showPreview(local.hoverCell);
  }
  function showPreview(label) {
    previewLayer.replaceChildren();
    if (!local.selected || !cellTargets.has(label)) return;
    const ring = svgEl("path", { class: "trio-gw-target", d: cellPath(label, -1) });
    const corners = ctx.placementFor(label);
    if (!corners) {
      previewLayer.appendChild(ring);
      return;
    }
    const cell = parseCellLabel(label);
    const [x, y] = cellCentreSvg(cell);
    const [n] = svgNodes(tileMarkup(corners, cell.up, { pips: Boolean(model.get("pips")), x, y, title: "" }));
    n.classList.add("trio-gw-ghost");
    n.removeAttribute("data-tile");
    n.setAttribute("aria-hidden", "true");
    previewLayer.append(n, ring);
  }
  function clearPreview() {
    previewLayer.replaceChildren();
  }
  function renderHint() {
    const h = model.get("hint") || {};
    if (!h.cell || !h.corners) return;
    const cell = parseCellLabel(h.cell);
    const [x, y] = cellCentreSvg(cell);
    const [n] = svgNodes(tileMarkup(h.corners, cell.up, { pips: Boolean(model.get("pips")), x, y, title: "" }));
    n.classList.add("trio-gw-ghost");
    n.removeAttribute("data-tile");
    n.setAttribute("aria-hidden", "true");
    const ring = svgEl("path", { class: "trio-gw-hintring", d: cellPath(h.cell, -1), "data-cell": h.cell });
    const title = svgEl("title");
    title.textContent = ctx.tr("game.hint");
    ring.appendChild(title);
    markLayer.append(n, ring);
  }
  function renderMarks() {
    markLayer.replaceChildren();
    if (model.get("mode") !== "play") return;
    renderHint();
    const lm = model.get("last_move") || {};
    if (lm.type !== "play") return;
    markLayer.appendChild(svgEl("path", { class: "trio-gw-lastring", d: cellPath(lm.cell, style.gap / 2), "data-cell": lm.cell }));
    for (const p of lm.hexagon_points || []) {
      const [x, y] = p;
      const around = [[x + 1, y], [x, y + 1], [x - 1, y + 1], [x - 1, y], [x, y - 1], [x + 1, y - 1]];
      const d = "M" + around.map((q) => paperToSvg(pointXY(
        /** @type {[number, number]} */
        q
      )).map((v) => v.toFixed(1)).join(",")).join("L") + "Z";
      const hex = svgEl("path", { class: "trio-gw-hexagon", d });
      const title = svgEl("title");
      title.textContent = ctx.tr("board.hexagon");
      hex.appendChild(title);
      markLayer.appendChild(hex);
    }
    if (lm.bridge_point) {
      const [x, y] = paperToSvg(pointXY(lm.bridge_point));
      const c = svgEl("circle", { class: "trio-gw-bridge", cx: x.toFixed(1), cy: y.toFixed(1), r: String(E * 0.22) });
      const title = svgEl("title");
      title.textContent = ctx.tr("board.bridge");
      c.appendChild(title);
      markLayer.appendChild(c);
    }
  }
  function renderTexts() {
    svg.setAttribute("aria-label", ctx.tr("board.label"));
    keysHelp.textContent = ctx.tr("board.keys");
    for (
      const [b, key] of
      /** @type {Array<[HTMLButtonElement, string]>} */
      [[zoomIn, "board.zoom_in"], [zoomOut, "board.zoom_out"], [fitBtn, "board.fit"]]
    ) {
      b.setAttribute("aria-label", ctx.tr(key));
      b.title = ctx.tr(key);
    }
  }
  function focusCell(label) {
    local.focusCell = label;
    const g = openLayer.querySelector(`[data-cell="${label}"]`);
    openLayer.querySelectorAll(".trio-gw-cell").forEach((n) => n.setAttribute("tabindex", n === g ? "0" : "-1"));
    if (g) {
      g.focus({ preventScroll: true });
      showPreview(label);
    }
  }
  function nearestCell(fromLabel, dx, dy) {
    const from = cellCentreSvg(fromLabel);
    let best = null;
    let bestScore = Infinity;
    for (const label of cellTargets.keys()) {
      if (label === fromLabel) continue;
      const [x, y] = cellCentreSvg(label);
      const vx = x - from[0];
      const vy = y - from[1];
      const along = vx * dx + vy * dy;
      if (along <= 1e-6) continue;
      const across = Math.abs(vx * dy - vy * dx);
      const score = along + 2 * across;
      if (score < bestScore) {
        bestScore = score;
        best = label;
      }
    }
    return best;
  }
  function firstTarget() {
    const n = openLayer.querySelector(".trio-gw-cell.fits-now") || openLayer.querySelector(".trio-gw-cell");
    return n ? n.getAttribute("data-cell") : null;
  }
  let refitWanted = false;
  function update() {
    if (ctx.projector() !== lastProjector) {
      lastProjector = ctx.projector();
      local.autoFit = true;
      refitWanted = true;
    }
    renderTexts();
    const changed = renderTiles();
    renderStart();
    renderCells();
    renderMarks();
    if (!local.view) setView(targetFit(), false);
    else if (changed && model.get("mode") === "play" || refitWanted) {
      refit(!cellTargets.size);
      revealSoon();
    }
    refitWanted = false;
  }
  let lastProjector = ctx.projector();
  const ro = new ResizeObserver((entries) => {
    for (const e of entries) {
      if (e.target !== svg) continue;
      const b = e.borderBoxSize && e.borderBoxSize[0];
      box = b ? [b.inlineSize, b.blockSize] : [e.contentRect.width, e.contentRect.height];
    }
    if (ctx.projector() !== lastProjector) {
      lastProjector = ctx.projector();
      local.autoFit = true;
      revealedKey = "";
    }
    if (local.autoFit) refit(false);
    else if (local.view) setView(keepRevealed(local.view), false);
    revealSoon();
  });
  ro.observe(boardBox);
  ro.observe(svg, { box: "border-box" });
  return {
    update,
    dispose() {
      ro.disconnect();
      cancelAnimationFrame(anim);
      cancelAnimationFrame(revealQueued);
      clearTimeout(revealWait);
    },
    /** refit on the next update (a new mode) */
    wantRefit() {
      refitWanted = true;
    },
    updateCells: renderCells,
    svg,
    boardBox,
    keysHelp,
    openLayer,
    zoomButtons: [zoomOut, zoomIn, fitBtn],
    refit,
    zoomBy,
    setView,
    userView,
    reveal,
    scaleRange,
    localXY,
    cellUnder,
    showPreview,
    clearPreview,
    focusCell,
    nearestCell,
    firstTarget,
    /** @param {string | null} label */
    isTarget: (label) => label !== null && cellTargets.has(label)
  };
}

// trio_widgets/widgets/static/game/rack.mjs
var RACK_EDGE = 76;
var PHONE_EDGE = 56;
var PROJECTOR_EDGE = 120;
function tileButton(tr, tileName2, selected, turns, pips, edge) {
  const E = getTileStyle().edge;
  const b = el("button", "trio-gw-racktile" + (selected ? " selected" : ""));
  b.type = "button";
  b.dataset.tile = tileName2;
  b.setAttribute("aria-pressed", selected ? "true" : "false");
  const shown = pips ? "" : rackCorners(tileName2, turns).join("-");
  const head = shown ? tr("tile.rack", { shown, tile: tileName2 }) : tr("tile.label", { tile: tileName2 });
  b.setAttribute("aria-label", selected ? head + ", " + tr("tile.chosen") : head);
  const h = edge * SQRT3_2;
  const s = svgEl("svg", {
    class: "trio-gw-racksvg",
    width: String(edge + 8),
    height: String(h + 10),
    viewBox: `${-E / 2 - 5} ${-(2 * h / 3) * (E / edge) - 5} ${E + 10} ${h * (E / edge) + 12}`,
    "aria-hidden": "true"
  });
  s.appendChild(svgNodes(defsMarkup(defIds({ pips, numbers: tileName2.split("-").map(Number) })))[0]);
  const [g] = svgNodes(tileMarkup(rackCorners(tileName2, turns), true, { pips, title: tr("tile.label", { tile: tileName2 }) }));
  g.removeAttribute("data-tile");
  g.querySelector("title")?.remove();
  s.appendChild(g);
  b.appendChild(s);
  return b;
}
function backTile(tr, edge) {
  const E = getTileStyle().edge;
  const h = edge * SQRT3_2;
  const s = svgEl("svg", {
    class: "trio-gw-backsvg",
    width: String(edge + 4),
    height: String(h + 6),
    viewBox: `${-E / 2 - 3} ${-(2 * h / 3) * (E / edge) - 3} ${E + 6} ${h * (E / edge) + 8}`
  });
  s.setAttribute("role", "img");
  s.setAttribute("aria-label", tr("tile.face_down"));
  s.appendChild(svgNodes(defsMarkup(["trio-back-u", "trio-back-d"]))[0]);
  const back = svgNodes(backMarkup(true))[0];
  const title = back.querySelector("title");
  if (title) title.textContent = tr("tile.face_down");
  s.appendChild(back);
  return s;
}
function startHintText(tr, starts, fallback) {
  if (starts.length <= 1) return tr("game.start_with", { tile: starts.length ? starts[0][0] : fallback });
  const opts = starts.map(([tile, n2]) => tr("game.start_option", { tile, points: tr("move.points", { n: n2 }) }));
  const options = tr("game.start_or", { first: opts.slice(0, -1).join(tr("names.sep")), last: opts[opts.length - 1] });
  const [best, n] = starts[0];
  return tr("game.start_choice", { options, best, points: tr("move.points", { n }) });
}
function createRack(ctx) {
  const { model, local } = ctx;
  const rackArea = el("div", "trio-gw-rackarea");
  const rackHead = el("div", "trio-gw-rackhead");
  const rackTitle = el("span", "trio-gw-racktitle");
  const rotateBtn = actionButton("rotate");
  rackHead.append(rackTitle, rotateBtn);
  const rack = el("div", "trio-gw-rack");
  rack.setAttribute("role", "toolbar");
  const rackHint = el("div", "trio-gw-rackhint");
  const cover = el("div", "trio-gw-cover");
  const coverTitle = el("div", "trio-gw-cover-title");
  const coverHint = el("div", "trio-gw-cover-hint");
  const readyBtn = actionButton("ready", "trio-gw-primary trio-gw-big");
  cover.append(coverTitle, coverHint, readyBtn);
  rackArea.append(rackHead, rack, rackHint, cover);
  const others = el("div", "trio-gw-others");
  function renderOthers() {
    others.replaceChildren();
    if (model.get("mode") !== "play" || !model.get("open_hands")) return;
    const hands = model.get("hands") || [];
    const viewer = model.get("viewer");
    const pips = Boolean(model.get("pips"));
    hands.forEach((hand, seat) => {
      if (seat === viewer || !hand) return;
      const box = el("div", "trio-gw-otherhand");
      box.dataset.seat = String(seat);
      box.append(el("div", "trio-gw-othername", ctx.tr("game.rack_of", { name: ctx.name(seat) })));
      const row = el("div", "trio-gw-otherrow");
      for (const tile of hand) {
        const b = tileButton(ctx.tr, tile, false, 0, pips, 46);
        b.disabled = true;
        b.classList.add("trio-gw-small");
        row.appendChild(b);
      }
      box.append(row);
      others.appendChild(box);
    });
  }
  function renderPalette() {
    const used = new Set((model.get("mosaic") || []).filter((m) => m[1] !== null).map((m) => nameOf(m[1])));
    const pips = Boolean(model.get("pips"));
    rackArea.hidden = false;
    cover.hidden = true;
    rackTitle.textContent = ctx.tr("mosaic.palette");
    rotateBtn.disabled = local.palette === "back" || !local.palette;
    const backBtn = el("button", "trio-gw-racktile trio-gw-paletteback" + (local.palette === "back" ? " selected" : ""));
    backBtn.type = "button";
    backBtn.dataset.tile = "back";
    backBtn.setAttribute("aria-pressed", local.palette === "back" ? "true" : "false");
    backBtn.setAttribute("aria-label", ctx.tr("mosaic.face_down"));
    backBtn.append(backTile(ctx.tr, RACK_EDGE * 0.8), el("span", "trio-gw-palettelabel", ctx.tr("mosaic.face_down")));
    rack.appendChild(backBtn);
    const maxV = (model.get("rules_info") || {}).max_value ?? 5;
    for (let a = 0; a <= maxV; a++) for (let b = a; b <= maxV; b++) for (let c = b; c <= maxV; c++) {
      const nm = `${a}-${b}-${c}`;
      if (used.has(nm)) continue;
      const sel = local.palette === nm;
      const btn = tileButton(ctx.tr, nm, sel, sel ? local.paletteTurns : 0, pips, 44);
      btn.classList.add("trio-gw-small");
      rack.appendChild(btn);
    }
    rackHint.textContent = "";
    others.replaceChildren();
    const keep = rack.querySelector(".trio-gw-racktile.selected") || backBtn;
    for (const b of rack.querySelectorAll(".trio-gw-racktile")) b.tabIndex = b === keep ? 0 : -1;
  }
  function startHint() {
    return startHintText(ctx.tr, model.get("starts") || [], Object.keys(model.get("legal") || {})[0]);
  }
  function rackHintText() {
    if (!ctx.interactive()) return "";
    const legal = model.get("legal") || {};
    const can = model.get("can") || {};
    const hints = model.get("hints");
    const onBoard = (model.get("board") || []).length;
    const anyFits = Object.keys(legal).length > 0;
    if (!anyFits && hints && onBoard) return can.draw ? ctx.tr("game.stuck_draw") : can.pass ? ctx.tr("game.stuck_pass") : "";
    if (!local.selected) {
      if (onBoard || !anyFits) return ctx.tr("game.choose_tile");
      return startHint();
    }
    if (hints && !(legal[local.selected] || []).length) return ctx.tr("game.fits_nowhere", { tile: local.selected });
    return ctx.tr("game.place_tile", { tile: local.selected });
  }
  let rovingTile = null;
  function rackEdge() {
    if (ctx.projector()) return PROJECTOR_EDGE;
    return ctx.width() < 560 ? PHONE_EDGE : RACK_EDGE;
  }
  let rackKey = "";
  let buttons = /* @__PURE__ */ new Map();
  const baseLabels = /* @__PURE__ */ new WeakMap();
  function update() {
    const mode = model.get("mode");
    const key = JSON.stringify([
      mode,
      model.get("hands"),
      model.get("viewer"),
      model.get("covered"),
      model.get("pips"),
      model.get("hints"),
      model.get("legal"),
      model.get("can"),
      model.get("selection"),
      local.selected,
      local.turns,
      local.palette,
      local.paletteTurns,
      model.get("mosaic"),
      model.get("open_hands"),
      model.get("lang"),
      (model.get("board") || []).length,
      model.get("current"),
      model.get("summary"),
      rackEdge(),
      model.get("starts")
    ]);
    if (key === rackKey) return;
    rackKey = key;
    const viewer = model.get("viewer");
    const pips = Boolean(model.get("pips"));
    const covered = Boolean(model.get("covered"));
    setText(rotateBtn, "\u21BB " + ctx.tr("game.rotate"));
    rotateBtn.title = keyTitle(ctx.tr, "game.rotate_title", "R", ctx.keyboard());
    if (mode === "mosaic") {
      rack.replaceChildren();
      buttons.clear();
      renderPalette();
      return;
    }
    const hand = ctx.myHand();
    const sel = model.get("selection") || {};
    if (typeof sel.seq === "number" && sel.seq >= local.seq && (sel.tile !== local.selected || sel.turns !== local.turns)) {
      local.selected = sel.tile ?? null;
      local.turns = sel.turns ?? 0;
      local.seq = sel.seq;
    }
    if (local.selected && (!hand || !hand.includes(local.selected))) {
      local.selected = null;
      local.turns = 0;
    }
    const seated = viewer !== null && viewer !== void 0;
    rackArea.hidden = !seated;
    const own = seated && ctx.name(viewer) === ctx.tr("game.you");
    rackTitle.textContent = !seated ? "" : own ? ctx.tr("game.your_rack") : ctx.tr("game.rack_of", { name: ctx.name(viewer) });
    rotateBtn.disabled = !local.selected || covered;
    cover.hidden = !covered;
    if (covered) {
      coverTitle.textContent = ctx.tr("cover.title", { name: ctx.name(model.get("current")) });
      coverHint.textContent = ctx.tr("cover.hint");
      readyBtn.textContent = ctx.tr("cover.ready");
      readyBtn.disabled = !(model.get("can") || {}).ready;
    }
    rack.setAttribute("aria-label", rackTitle.textContent);
    if (hand && !covered) {
      const edge = rackEdge();
      const tell = ctx.interactive() && model.get("hints");
      const keep = hand.includes(local.selected || "") ? local.selected : hand.includes(rovingTile || "") ? rovingTile : hand[0];
      const lang = model.get("lang");
      const next = /* @__PURE__ */ new Map();
      const row = hand.map((tile) => {
        const selected = tile === local.selected;
        const turns = selected ? local.turns : 0;
        const k = `${tile}|${selected}|${turns}|${pips}|${edge}|${lang}`;
        let b = buttons.get(k);
        if (!b) {
          b = tileButton(ctx.tr, tile, selected, turns, pips, edge);
          baseLabels.set(b, b.getAttribute("aria-label") || "");
        }
        next.set(k, b);
        const legal = (model.get("legal") || {})[tile];
        const fits = Boolean(legal && legal.length);
        b.classList.toggle("playable", tell && fits);
        const base = baseLabels.get(b) || "";
        const label = tell ? base + ", " + ctx.tr(fits ? "tile.fits" : "tile.no_fit") : base;
        if (b.getAttribute("aria-label") !== label) b.setAttribute("aria-label", label);
        const tabIndex = tile === keep ? "0" : "-1";
        if (b.getAttribute("tabindex") !== tabIndex) b.setAttribute("tabindex", tabIndex);
        return b;
      });
      buttons = next;
      placeChildren(rack, row);
    } else {
      rack.replaceChildren();
      buttons.clear();
      if (seated) {
        const sizes = model.get("hand_sizes") || [];
        for (let i = 0; i < (sizes[viewer] || 0); i++) rack.appendChild(backTile(ctx.tr, RACK_EDGE * 0.8));
      }
    }
    setText(rackHint, rackHintText());
    renderOthers();
  }
  return {
    update,
    dispose() {
    },
    rackArea,
    others,
    rack,
    /** @param {string | null} tile */
    /** @param {string | null} tile the tile that keeps the rack's Tab stop */
    setRoving(tile) {
      rovingTile = tile;
      for (const b of rack.querySelectorAll(".trio-gw-racktile")) b.tabIndex = /** @type {HTMLElement} */
      b.dataset.tile === tile ? 0 : -1;
    },
    /** The tile that has the rack's Tab stop (to give focus back after a move). */
    rovingEl: () => (
      /** @type {HTMLElement | null} */
      rack.querySelector('.trio-gw-racktile[tabindex="0"]') || rack.querySelector(".trio-gw-racktile")
    ),
    tileEl: (tile) => (
      /** @type {HTMLElement | null} */
      tile ? rack.querySelector(`[data-tile="${tile}"]`) : null
    ),
    /** the picked tile spins a third of a turn */
    spin() {
      replay(local.selected ? rack.querySelector(`[data-tile="${local.selected}"] .trio-gw-racksvg`) : null, "trio-gw-spin");
    },
    /** the picked tile shakes (a refused move) */
    shake() {
      replay(local.selected ? rack.querySelector(`[data-tile="${local.selected}"]`) : null, "trio-gw-shake");
    }
  };
}

// trio_widgets/widgets/static/game/round_words.mjs
function joinNames(tr, ns) {
  if (ns.length <= 1) return ns.join("");
  return tr("names.and", { first: ns.slice(0, -1).join(tr("names.sep")), last: ns[ns.length - 1] });
}
function roundLines(tr, s, names) {
  const winners = s.winners || [];
  const who = joinNames(tr, winners.map((i) => names[i] ?? ""));
  if (s.how === "out") {
    const name = names[s.out ?? -1] ?? "";
    if (winners.length === 1 && winners[0] === s.out && !s.fewest_tiles) return [tr("round.out_won", { name })];
    return [tr("round.out", { name }), tr("round.winners", { names: who, n: winners.length })];
  }
  const second = s.fewest_tiles ? "round.fewest" : "round.winners";
  return [tr("round.blocked"), tr(second, { names: who, n: winners.length })];
}

// trio_widgets/widgets/static/game/summary.mjs
function createSummary(ctx) {
  const { model, local } = ctx;
  const overlay = el("div", "trio-gw-overlay");
  const card = el("div", "trio-gw-card");
  const titleId = `trio-gw-summary-${Math.random().toString(36).slice(2)}`;
  card.setAttribute("role", "dialog");
  card.setAttribute("aria-modal", "true");
  card.setAttribute("aria-labelledby", titleId);
  card.tabIndex = -1;
  overlay.append(card);
  let lastKey = "";
  let before = null;
  let opened = false;
  let lastDraw = "";
  function update() {
    const tr = ctx.tr;
    const s = model.get("summary") || {};
    const drawKey = JSON.stringify([s, model.get("can"), model.get("lang"), model.get("pips"), model.get("seats"), model.get("mode"), local.summaryHidden]);
    if (drawKey === lastDraw) return;
    lastDraw = drawKey;
    const had = document.activeElement;
    const keepAction = had instanceof HTMLElement && card.contains(had) ? had.dataset.action : null;
    card.replaceChildren();
    const key = s.rows ? `${s.round}:${s.match_over}` : "";
    if (key !== lastKey) {
      local.summaryHidden = false;
      lastKey = key;
    }
    const wasOpen = !overlay.hidden;
    overlay.hidden = !s.rows || model.get("mode") !== "play" || local.summaryHidden;
    opened = !overlay.hidden && !wasOpen;
    if (!s.rows) return;
    const seats = model.get("seats") || [];
    const seatNames = seats.map((x) => x?.name ?? "");
    const names = (list) => joinNames(tr, list.map((i) => seatNames[i] ?? ""));
    const title = el("h3", "trio-gw-cardtitle", s.match_over ? tr("match.title") : tr("round.title", { n: s.round }));
    title.id = titleId;
    card.append(title);
    for (const line of roundLines(tr, s, seatNames)) card.append(el("p", "trio-gw-cardline", line));
    const table = el("table", "trio-gw-summary");
    const hr = table.createTHead().insertRow();
    const heads = [tr("round.player"), tr("round.left")];
    if (s.keep_score) heads.push(tr("round.during"), tr("round.at_end"), tr("round.total"));
    for (const h of heads) hr.appendChild(el("th", "", h));
    const tb = table.createTBody();
    for (const r of s.rows) {
      const row2 = tb.insertRow();
      row2.dataset.seat = String(r.seat);
      if (s.winners.includes(r.seat)) row2.classList.add("trio-gw-winner");
      const cell = (i) => {
        const c = row2.insertCell();
        c.dataset.label = heads[i];
        return c;
      };
      cell(0).append(el("span", "trio-gw-name", seats[r.seat]?.name ?? ""));
      const left = cell(1);
      if (r.hand.length) {
        const tiles = el("span", "trio-gw-lefttiles");
        for (const tl of r.hand) {
          const b = tileButton(tr, tl, false, 0, Boolean(model.get("pips")), 30);
          b.disabled = true;
          b.classList.add("trio-gw-tiny");
          tiles.appendChild(b);
        }
        const sums = r.hand.map((x) => x.split("-").reduce((a, v) => a + Number(v), 0)).join(" + ");
        left.append(tiles, el("span", "trio-gw-leftsum", tr("round.hand_value", { tiles: sums, value: r.hand_value })));
      } else {
        left.append(el("span", "", tr("round.nothing_left")));
      }
      if (s.keep_score) {
        const signed = (n) => (n > 0 ? "+" : "") + String(n);
        cell(2).append(el("span", "trio-gw-points", signed(r.during ?? r.round_points - r.points)));
        const end = cell(3);
        end.append(el("span", "trio-gw-points", signed(r.points)));
        for (const [k, p] of r.details || []) end.append(el("div", "trio-gw-detail", tr(k, p)));
        cell(4).append(el("strong", "trio-gw-total", String(r.score)));
      }
    }
    card.append(table);
    if (s.match_over) {
      card.append(el("p", "trio-gw-winnerline", tr("match.winner", { names: names(s.match_winners), n: s.match_winners.length })));
    }
    const row = el("div", "trio-gw-cardbuttons");
    const can = model.get("can") || {};
    if (can.next_round) {
      const b = actionButton("next-round", "trio-gw-primary trio-gw-big");
      b.textContent = tr("game.next_round");
      row.append(b);
    }
    if (can.new_match) {
      const b = actionButton("new-match", "trio-gw-primary trio-gw-big");
      b.textContent = tr("game.new_match");
      row.append(b);
    }
    const look = actionButton("look", "trio-gw-quiet trio-gw-icon");
    look.textContent = "\u2715";
    look.setAttribute("aria-label", tr("round.close"));
    look.title = tr("round.close");
    row.append(look);
    card.append(row);
    if (keepAction && !opened) card.querySelector(`[data-action="${keepAction}"]`)?.focus({ preventScroll: true });
    if (opened) {
      const a = document.activeElement;
      before = a instanceof HTMLElement && ctx.root.contains(a) ? a : null;
      const first = (
        /** @type {HTMLElement | null} */
        card.querySelector(".trio-gw-primary") || look
      );
      requestAnimationFrame(() => {
        card.scrollIntoView({ block: "nearest", inline: "nearest" });
        (first || card).focus({ preventScroll: true });
      });
    }
  }
  function onKey(ev) {
    if (overlay.hidden) return;
    if (ev.key === "Escape") {
      hide();
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    if (ev.key !== "Tab") return;
    const items = (
      /** @type {HTMLElement[]} */
      Array.from(card.querySelectorAll("button:not([disabled])"))
    );
    if (!items.length) return;
    const i = items.indexOf(
      /** @type {HTMLElement} */
      document.activeElement
    );
    if (ev.shiftKey && i <= 0) {
      items[items.length - 1].focus();
      ev.preventDefault();
    } else if (!ev.shiftKey && i === items.length - 1) {
      items[0].focus();
      ev.preventDefault();
    }
  }
  card.addEventListener("keydown", onKey);
  function hide() {
    local.summaryHidden = true;
    overlay.hidden = true;
    lastDraw = "";
    ctx.parts.panel?.update();
    const back = before && before.isConnected && !before.hasAttribute("disabled") ? before : ctx.parts.panel?.showSummaryBtn;
    back?.focus({ preventScroll: true });
  }
  return {
    update,
    dispose() {
      card.removeEventListener("keydown", onKey);
    },
    el: overlay,
    card,
    hide,
    show() {
      local.summaryHidden = false;
      update();
    },
    isOpen: () => !overlay.hidden
  };
}

// trio_widgets/widgets/static/game/panel.mjs
function bulbIcon() {
  const s = svgEl("svg", { class: "trio-gw-bulb", viewBox: "0 0 24 24", width: "20", height: "20", "aria-hidden": "true", focusable: "false" });
  s.appendChild(svgEl("path", { d: "M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z", fill: "#ffd54f", stroke: "currentColor", "stroke-width": "1.5" }));
  s.appendChild(svgEl("path", { d: "M9 20.5h6M10 23h4", stroke: "currentColor", "stroke-width": "1.8", "stroke-linecap": "round", fill: "none" }));
  return s;
}
function createPanel(ctx) {
  const { model, local } = ctx;
  const numbersGroup = el("div", "trio-gw-seg");
  numbersGroup.setAttribute("role", "group");
  const digitsBtn = actionButton("digits", "trio-gw-segbtn");
  const pipsBtn = actionButton("pips", "trio-gw-segbtn");
  numbersGroup.append(digitsBtn, pipsBtn);
  const hintsLabel = el("label", "trio-gw-switch");
  const hintsBox = el("input");
  hintsBox.type = "checkbox";
  hintsBox.dataset.action = "hints";
  const hintsText = el("span");
  hintsLabel.append(hintsBox, hintsText);
  const modeBtn = actionButton("mosaic", "trio-gw-mode trio-gw-quiet");
  const bigBtn = actionButton("projector", "trio-gw-big-toggle");
  const side = el("div", "trio-gw-side");
  const status = el("div", "trio-gw-status");
  status.setAttribute("aria-live", "polite");
  const timerEl = el("div", "trio-gw-timer");
  timerEl.setAttribute("role", "timer");
  const players = el("table", "trio-gw-players");
  const pool = el("div", "trio-gw-pool");
  const roundInfo = el("div", "trio-gw-roundinfo");
  const buttons = el("div", "trio-gw-buttons");
  const drawBtn = actionButton("draw", "trio-gw-primary");
  const passBtn = actionButton("pass");
  const undoBtn = actionButton("undo");
  const hintBtn = actionButton("hint");
  const hintLabel = el("span");
  hintBtn.append(bulbIcon(), hintLabel);
  const showSummaryBtn = actionButton("summary", "trio-gw-primary");
  buttons.append(drawBtn, passBtn, hintBtn, undoBtn, showSummaryBtn);
  const lastBox = el("div", "trio-gw-last");
  const lastHead = el("div", "trio-gw-last-head");
  const lastText = el("div", "trio-gw-last-text");
  const lastScore = el("div", "trio-gw-last-score");
  lastBox.append(lastHead, lastText, lastScore);
  const mosaicPanel = el("div", "trio-gw-mosaicpanel");
  const mosaicHint = el("p", "trio-gw-mosaic-hint");
  const mosaicCount = el("div", "trio-gw-mosaic-count");
  const mosaicClear = actionButton("mosaic-clear");
  const mosaicUndo = actionButton("mosaic-undo");
  mosaicPanel.append(mosaicHint, mosaicCount, mosaicClear, mosaicUndo);
  side.append(status, timerEl, players, roundInfo, pool, buttons, lastBox, mosaicPanel, modeBtn);
  const announce = el("div", "trio-gw-sr trio-gw-announce");
  announce.setAttribute("role", "log");
  announce.setAttribute("aria-live", "polite");
  announce.setAttribute("aria-relevant", "additions");
  function say(text) {
    if (!text) return;
    announce.append(el("p", "", text));
    while (announce.childElementCount > 6) announce.firstElementChild?.remove();
  }
  let lastSaidMove = -1;
  let lastSaidRound = "";
  const message = el("div", "trio-gw-message");
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "assertive");
  let lastMoveN = -1;
  let msgTimer = 0;
  let timer = 0;
  let timerStart = 0;
  let lastTurnId = -1;
  let drawnPlayers = "";
  function renderPlayers(seats, scores, sizes, current, summary, info) {
    const tr = ctx.tr;
    players.replaceChildren();
    const head = players.createTHead().insertRow();
    const cols = [tr("game.players"), info.keep_score ? tr("game.score") : null, tr("game.in_hand")];
    for (const c of cols) if (c !== null) head.appendChild(el("th", "", c));
    const body = players.createTBody();
    seats.forEach((s, i) => {
      const row = body.insertRow();
      row.dataset.seat = String(i);
      if (i === current && !summary.rows) row.classList.add("trio-gw-current");
      const who = el("div", "trio-gw-who");
      const dot = el("span", "trio-gw-dot", i === current && !summary.rows ? "\u25B6" : "");
      dot.setAttribute("aria-hidden", "true");
      who.append(dot, el("span", "trio-gw-name", s.name));
      if (s.bot && !String(s.name).toLowerCase().includes(tr("game.is_computer").toLowerCase())) {
        who.append(el("span", "trio-gw-tag", tr("game.is_computer")));
      }
      row.insertCell().append(who);
      if (info.keep_score) row.insertCell().append(el("span", "trio-gw-score", String(scores[i] ?? 0)));
      row.insertCell().append(el("span", "trio-gw-count", tr("game.tiles", { n: sizes[i] ?? 0 })));
    });
  }
  function renderSide() {
    const tr = ctx.tr;
    const seats = model.get("seats") || [];
    const scores = model.get("scores") || [];
    const sizes = model.get("hand_sizes") || [];
    const current = model.get("current");
    const info = model.get("rules_info") || {};
    const summary = model.get("summary") || {};
    const st = model.get("status") || {};
    setText(status, st.key ? tr(st.key, st.params || {}) : "");
    const playersKey = JSON.stringify([seats, scores, sizes, current, Boolean(summary.rows), info.keep_score, model.get("lang")]);
    if (playersKey !== drawnPlayers) {
      drawnPlayers = playersKey;
      renderPlayers(seats, scores, sizes, current, summary, info);
    }
    setText(pool, tr("game.pool", { n: model.get("pool_size") }));
    const bits = [tr("game.round", { n: model.get("round_number") })];
    if (info.target) bits.push(tr("game.target", { n: info.target }));
    else if (info.target === null) bits.push(tr("game.one_round"));
    if (info.winner === "lowest") bits.push(tr("game.lowest_wins"));
    setText(roundInfo, bits.join(" \xB7 "));
    const can = model.get("can") || {};
    setText(drawBtn, tr("game.draw"));
    drawBtn.title = tr("game.draw_title");
    drawBtn.disabled = !can.draw;
    setText(passBtn, tr("game.pass"));
    passBtn.title = tr("game.pass_title");
    passBtn.disabled = !can.pass;
    setText(hintLabel, tr("game.hint"));
    hintBtn.title = keyTitle(tr, "game.hint_title", "H", ctx.keyboard());
    hintBtn.disabled = !can.hint;
    setText(undoBtn, tr("game.undo"));
    undoBtn.title = tr("game.undo_title");
    undoBtn.disabled = !can.undo;
    undoBtn.hidden = !model.get("allow_undo");
    setText(showSummaryBtn, tr("round.show"));
    showSummaryBtn.hidden = !(summary.rows && local.summaryHidden);
    const lm = model.get("last_move") || {};
    setText(lastHead, tr("game.last_move"));
    if (!lm.type) {
      lastBox.hidden = true;
      return;
    }
    lastBox.hidden = false;
    const who = ctx.name(lm.seat);
    if (lm.type === "play") {
      setText(lastText, lm.draws ? tr("move.play_after_draws", { name: who, tile: lm.tile, n: lm.draws }) : tr("move.play", { name: who, tile: lm.tile }));
      setText(lastScore, (lm.parts || []).map(([k, p]) => tr(k, p)).join(tr("score.sep")));
    } else {
      setText(lastText, tr(lm.type === "draw" ? "move.draw" : "move.pass", { name: who }));
      setText(lastScore, lm.points ? tr("move.points", { n: lm.points }) : "");
    }
    if (lm.n !== lastMoveN) {
      if (lastMoveN !== -1) replay(lastBox, "trio-gw-flash");
      lastMoveN = lm.n;
    }
    const botDraw = lm.type === "draw" && (seats[lm.seat] || {}).bot != null;
    if (lm.n !== lastSaidMove && !botDraw) {
      lastSaidMove = lm.n;
      say(lm.type === "play" ? `${lastText.textContent}: ${lastScore.textContent}` : [lastText.textContent, lastScore.textContent].filter(Boolean).join(": "));
    }
  }
  function sayRoundEnd() {
    const s = model.get("summary") || {};
    const key = s.rows ? `${s.round}:${s.match_over}` : "";
    if (key === lastSaidRound) return;
    lastSaidRound = key;
    if (!s.rows) return;
    const card = ctx.parts.summary?.card;
    const lines = card ? Array.from(card.querySelectorAll(".trio-gw-cardtitle, .trio-gw-cardline, .trio-gw-winnerline")).map((n) => n.textContent) : [];
    say(lines.join(" "));
  }
  function renderTexts() {
    const tr = ctx.tr;
    const big = ctx.projector();
    setText(bigBtn, tr("game.projector"));
    bigBtn.title = tr("game.projector_title");
    bigBtn.setAttribute("aria-pressed", String(big));
    numbersGroup.setAttribute("aria-label", tr("game.numbers_as"));
    setText(digitsBtn, tr("game.digits"));
    setText(pipsBtn, tr("game.pips"));
    const pips = Boolean(model.get("pips"));
    digitsBtn.setAttribute("aria-pressed", String(!pips));
    pipsBtn.setAttribute("aria-pressed", String(pips));
    setText(hintsText, tr("game.hints"));
    hintsBox.checked = Boolean(model.get("hints"));
    const mosaic = model.get("mode") === "mosaic";
    setData(modeBtn, "action", mosaic ? "play" : "mosaic");
    setText(modeBtn, mosaic ? tr("mosaic.play") : tr("mosaic.make"));
    hintsLabel.hidden = mosaic;
    setData(ctx.root, "mode", mosaic ? "mosaic" : "play");
    buttons.hidden = mosaic;
    players.hidden = mosaic;
    pool.hidden = mosaic;
    roundInfo.hidden = mosaic;
    mosaicPanel.hidden = !mosaic;
    if (mosaic) {
      lastBox.hidden = true;
      setText(status, tr("mosaic.title"));
      const n = (model.get("mosaic") || []).length;
      setText(mosaicHint, tr("mosaic.hint"));
      setText(mosaicCount, tr("mosaic.count", { n }));
      setText(mosaicClear, tr("mosaic.clear"));
      mosaicClear.disabled = n === 0;
      setText(mosaicUndo, "\u21B6 " + tr("mosaic.undo"));
      mosaicUndo.disabled = !(model.get("can") || {}).mosaic_undo;
    }
  }
  function renderTimer() {
    const secs = model.get("turn_seconds");
    clearInterval(timer);
    const tid = model.get("turn_id");
    const human = ((model.get("seats") || [])[model.get("current")] || {}).bot == null;
    if (!secs || model.get("mode") !== "play" || (model.get("summary") || {}).rows || !human || model.get("covered")) {
      timerEl.hidden = true;
      lastTurnId = -1;
      return;
    }
    if (tid !== lastTurnId) {
      lastTurnId = tid;
      timerStart = performance.now();
    }
    timerEl.hidden = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil(secs - (performance.now() - timerStart) / 1e3));
      setText(timerEl, "\u23F1 " + ctx.tr("game.timer", { n: left }));
      timerEl.classList.toggle("trio-gw-hurry", left <= 10);
      if (left <= 0) clearInterval(timer);
    };
    tick();
    timer = window.setInterval(tick, 250);
  }
  function updateMessage() {
    const m = model.get("message") || {};
    clearTimeout(msgTimer);
    if (!m.key) {
      setText(message, "");
      message.className = "trio-gw-message";
      return;
    }
    setText(message, typeof m.text === "string" ? m.text : ctx.tr(m.key, m.params || {}));
    message.className = "trio-gw-message " + (m.kind === "error" ? "trio-gw-error" : "trio-gw-info");
    message.dataset.key = m.key;
    if (m.kind === "error") ctx.parts.rack?.shake();
    else msgTimer = window.setTimeout(() => {
      message.classList.add("trio-gw-fade");
    }, 6e3);
  }
  return {
    update() {
      renderSide();
      renderTimer();
      renderTexts();
      sayRoundEnd();
    },
    updateMessage,
    dispose() {
      clearInterval(timer);
      clearTimeout(msgTimer);
    },
    side,
    message,
    hintsBox,
    announce,
    showSummaryBtn,
    toolbarControls: [numbersGroup, hintsLabel, bigBtn]
  };
}

// trio_widgets/widgets/static/game/input.mjs
function attachInput(ctx) {
  const { model, local, root, send } = ctx;
  const board = ctx.parts.board;
  const rack = ctx.parts.rack;
  const summary = ctx.parts.summary;
  const panel = ctx.parts.panel;
  const cleanups = [];
  const on = (target, type, fn, opts) => listen(cleanups, target, type, fn, opts);
  function focusKey() {
    const a = (
      /** @type {Element | null} */
      document.activeElement
    );
    if (!a || !root.contains(a)) return null;
    if (a.classList.contains("trio-gw-cell")) return { cell: a.getAttribute("data-cell") };
    if (a.classList.contains("trio-gw-racktile")) return { tile: (
      /** @type {HTMLElement} */
      a.dataset.tile
    ) };
    return { inside: true };
  }
  function restoreFocus(key) {
    if (!key) return;
    const a = document.activeElement;
    if (a && root.contains(a) && a !== document.body && a.isConnected && !/** @type {HTMLButtonElement} */
    a.disabled) return;
    if (summary.isOpen()) return;
    if (key.cell && board.openLayer.querySelector(`[data-cell="${key.cell}"]`)) {
      board.focusCell(key.cell);
      return;
    }
    const tile = key.tile && rack.tileEl(key.tile) || rack.rovingEl();
    if (tile && !rack.rackArea.hidden) {
      tile.focus({ preventScroll: true });
      return;
    }
    const other = (
      /** @type {HTMLElement | null} */
      root.querySelector(".trio-gw-side button:not([disabled]):not([hidden]), .trio-gw-cover button:not([disabled])")
    );
    other?.focus({ preventScroll: true });
  }
  function select(tile, turns) {
    const fk = focusKey();
    local.selected = tile;
    local.turns = tile ? turns % 3 : 0;
    local.seq += 1;
    send({ action: "select", tile: local.selected, turns: local.turns, seq: local.seq });
    rack.setRoving(tile);
    rack.update();
    board.updateCells();
    board.reveal();
    restoreFocus(fk);
  }
  function turnSelected() {
    if (!local.selected) return;
    select(local.selected, local.turns + 1);
    rack.spin();
  }
  function placeOn(label) {
    if (!ctx.interactive() || !local.selected) return false;
    const corners = ctx.placementFor(label);
    if (!corners) return false;
    send({ action: "play", tile: local.selected, cell: label, corners, seat: model.get("viewer") });
    return true;
  }
  function mosaicTap(label, painting) {
    const filled = (model.get("mosaic") || []).some((m) => m[0] === label);
    if (filled) {
      if (!painting) send({ action: "mosaic_remove", cell: label });
      return;
    }
    if (!local.palette) return;
    const cell = parseCellLabel(label);
    const corners = local.palette === "back" ? null : cornersIn(local.palette, cell, local.paletteTurns);
    send({ action: "mosaic_place", cell: label, corners });
    if (local.palette !== "back") local.palette = "back";
  }
  function turnPalette() {
    local.paletteTurns = (local.paletteTurns + 1) % 3;
    rack.update();
  }
  on(root, "click", (ev) => {
    const target = (
      /** @type {HTMLElement} */
      ev.target
    );
    const tileBtn = (
      /** @type {HTMLElement | null} */
      target.closest(".trio-gw-racktile")
    );
    if (tileBtn && rack.rack.contains(tileBtn)) {
      const tile = tileBtn.dataset.tile || "";
      if (model.get("mode") === "mosaic") {
        if (local.palette === tile && tile !== "back") local.paletteTurns = (local.paletteTurns + 1) % 3;
        else {
          local.palette = tile;
          local.paletteTurns = 0;
        }
        rack.update();
        return;
      }
      if (local.selected === tile) turnSelected();
      else select(tile, 0);
      return;
    }
    const btn = (
      /** @type {HTMLButtonElement | null} */
      target.closest("[data-action]")
    );
    if (!btn || !root.contains(btn) || btn.disabled) return;
    const seat = model.get("viewer");
    switch (btn.dataset.action) {
      case "draw":
        send({ action: "draw", seat });
        break;
      case "pass":
        send({ action: "pass", seat });
        break;
      case "undo":
        send({ action: "undo" });
        break;
      case "hint":
        send({ action: "hint", seat });
        break;
      case "rotate":
        if (model.get("mode") === "mosaic") turnPalette();
        else turnSelected();
        break;
      case "next-round":
        send({ action: "next_round" });
        break;
      case "new-match":
        send({ action: "new_match" });
        break;
      case "ready":
        send({ action: "ready" });
        break;
      case "look":
        summary.hide();
        panel.update();
        break;
      case "summary":
        summary.show();
        panel.update();
        break;
      case "projector":
        local.projector = !ctx.projector();
        local.autoFit = true;
        ctx.parts.rerender();
        break;
      case "zoom-in":
        board.zoomBy(1.25);
        break;
      case "zoom-out":
        board.zoomBy(0.8);
        break;
      case "fit":
        local.autoFit = true;
        board.refit(true);
        break;
      case "digits":
        model.set("pips", false);
        model.save_changes();
        break;
      case "pips":
        model.set("pips", true);
        model.save_changes();
        break;
      case "mosaic":
        send({ action: "set_mode", mode: "mosaic" });
        break;
      case "play":
        send({ action: "set_mode", mode: "play" });
        break;
      case "mosaic-clear":
        send({ action: "mosaic_clear" });
        break;
      case "mosaic-undo":
        send({ action: "mosaic_undo" });
        break;
      default:
        break;
    }
  });
  on(panel.hintsBox, "change", () => {
    model.set("hints", panel.hintsBox.checked);
    model.save_changes();
  });
  on(root, "keydown", (ev) => {
    const target = (
      /** @type {HTMLElement} */
      ev.target
    );
    const k = ev.key;
    const plain = !ev.ctrlKey && !ev.metaKey && !ev.altKey;
    if ((k === "h" || k === "H") && plain && model.get("mode") === "play" && !(target instanceof HTMLInputElement)) {
      if ((model.get("can") || {}).hint) send({ action: "hint", seat: model.get("viewer") });
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    if ((k === "r" || k === "R") && plain) {
      if (model.get("mode") === "mosaic") turnPalette();
      else turnSelected();
      const cellG2 = target.closest && target.closest(".trio-gw-cell");
      if (cellG2) board.focusCell(cellG2.getAttribute("data-cell"));
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    const cellG = target.closest && target.closest(".trio-gw-cell");
    if (cellG) {
      const label = cellG.getAttribute("data-cell") || "";
      const dirs = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (dirs[k]) {
        const next = board.nearestCell(label, dirs[k][0], dirs[k][1]);
        if (next) board.focusCell(next);
        ev.preventDefault();
        ev.stopPropagation();
      } else if (k === "Enter" || k === " ") {
        placeOn(label);
        ev.preventDefault();
        ev.stopPropagation();
      } else if (k === "Escape") {
        rack.tileEl(local.selected)?.focus();
        ev.preventDefault();
        ev.stopPropagation();
      }
      return;
    }
    const tileBtn = target.closest && target.closest(".trio-gw-racktile");
    if (tileBtn && rack.rack.contains(tileBtn) && model.get("mode") === "play") {
      if (k === "Enter" || k === " ") {
        const tile = (
          /** @type {HTMLElement} */
          tileBtn.dataset.tile || ""
        );
        if (local.selected !== tile) select(tile, 0);
        const first = board.firstTarget();
        if (first) board.focusCell(first);
        ev.preventDefault();
        ev.stopPropagation();
        return;
      }
    }
    if (tileBtn && rack.rack.contains(tileBtn)) {
      const all = (
        /** @type {HTMLElement[]} */
        Array.from(rack.rack.querySelectorAll(".trio-gw-racktile"))
      );
      const i = all.indexOf(
        /** @type {HTMLElement} */
        tileBtn
      );
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[k];
      const j = step ? (i + step + all.length) % all.length : k === "Home" ? 0 : k === "End" ? all.length - 1 : -1;
      if (j >= 0 && all[j]) {
        rack.setRoving(all[j].dataset.tile || null);
        all[j].focus();
        ev.preventDefault();
        ev.stopPropagation();
        return;
      }
    }
    if (k === "Escape" && !summary.isOpen()) {
      const a = (
        /** @type {HTMLElement | null} */
        document.activeElement
      );
      a?.blur();
      const out = (
        /** @type {HTMLElement | null} */
        root.parentElement?.closest("[tabindex]") ?? null
      );
      out?.focus({ preventScroll: true });
      escaping = true;
    }
  });
  let escaping = false;
  on(root, "keydown", (ev) => {
    if (escaping) {
      escaping = false;
      return;
    }
    if (ev.target !== root) ev.stopPropagation();
  });
  const svg = board.svg;
  const pointers = /* @__PURE__ */ new Map();
  let gesture = null;
  const mosaicHas = (label) => (model.get("mosaic") || []).some((m) => m[0] === label);
  on(svg, "pointerdown", (ev) => {
    if (ev.button !== void 0 && ev.button > 0 && ev.pointerType === "mouse") return;
    if (ev.isPrimary) {
      pointers.clear();
      gesture = null;
    }
    pointers.set(ev.pointerId, board.localXY(ev));
    try {
      svg.setPointerCapture(ev.pointerId);
    } catch (e) {
    }
    if (pointers.size === 1) {
      const xy = board.localXY(ev);
      const label = board.cellUnder(xy);
      const paint = model.get("mode") === "mosaic" && local.palette === "back" && label && !mosaicHas(label);
      gesture = { kind: "tap", start: xy, last: xy, label, paint, painted: /* @__PURE__ */ new Set() };
      if (paint) {
        gesture.painted.add(label);
        mosaicTap(label, false);
        gesture.kind = "paint";
      }
    } else if (pointers.size === 2) {
      const [a, b] = Array.from(pointers.values());
      gesture = { kind: "pinch", dist: Math.hypot(a[0] - b[0], a[1] - b[1]), mid: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] };
    }
    ev.preventDefault();
  });
  on(svg, "pointermove", (ev) => {
    const xy = board.localXY(ev);
    if (pointers.has(ev.pointerId)) pointers.set(ev.pointerId, xy);
    if (!gesture) {
      if (ev.pointerType === "mouse") {
        const label = board.cellUnder(xy);
        if (label !== local.hoverCell) {
          local.hoverCell = label;
          if (board.isTarget(label)) board.showPreview(label);
          else board.clearPreview();
        }
      }
      return;
    }
    if (gesture.kind === "pinch" && pointers.size >= 2) {
      const [a, b] = Array.from(pointers.values());
      const dist = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      if (local.view && gesture.dist > 0) {
        let v = zoomAt(local.view, mid, dist / gesture.dist);
        v = panBy(v, mid[0] - gesture.mid[0], mid[1] - gesture.mid[1]);
        if (v.scale >= MIN_SCALE && v.scale <= MAX_ZOOM) board.userView(v);
      }
      gesture.dist = dist;
      gesture.mid = mid;
      return;
    }
    if (gesture.kind === "paint") {
      const label = board.cellUnder(xy);
      if (label && !gesture.painted.has(label) && !mosaicHas(label)) {
        gesture.painted.add(label);
        mosaicTap(label, true);
      }
      return;
    }
    const moved = Math.hypot(xy[0] - gesture.start[0], xy[1] - gesture.start[1]);
    if (gesture.kind === "tap" && moved > 6) gesture.kind = "pan";
    if (gesture.kind === "pan" && local.view) {
      board.userView(panBy(local.view, xy[0] - gesture.last[0], xy[1] - gesture.last[1]));
    }
    gesture.last = xy;
  });
  function keepFocusAfterPlay() {
    const a = document.activeElement;
    if (!(a instanceof HTMLElement) || !a.classList.contains("trio-gw-racktile") || a.dataset.tile !== local.selected) return;
    const next = (
      /** @type {HTMLElement | null} */
      rack.rack.querySelector(".trio-gw-racktile:not(.selected)")
    );
    if (!next) return;
    rack.setRoving(next.dataset.tile || null);
    next.focus({ preventScroll: true });
  }
  const endPointer = (ev) => {
    const had = pointers.has(ev.pointerId);
    pointers.delete(ev.pointerId);
    if (!had || !gesture) return;
    if (gesture.kind === "tap" && ev.type === "pointerup") {
      const label = gesture.label;
      if (label) {
        if (model.get("mode") === "mosaic") mosaicTap(label, false);
        else if (board.isTarget(label) && placeOn(label)) {
          local.focusCell = label;
          keepFocusAfterPlay();
        }
      }
    }
    if (pointers.size === 0) gesture = null;
    else if (gesture.kind === "pinch") gesture = { kind: "pan", start: [0, 0], last: Array.from(pointers.values())[0] };
  };
  on(svg, "pointerup", endPointer);
  on(svg, "pointercancel", endPointer);
  on(svg, "pointerleave", () => {
    if (!gesture) {
      local.hoverCell = null;
      board.clearPreview();
    }
  });
  on(svg, "wheel", (ev) => {
    ev.preventDefault();
    board.zoomBy(Math.exp(-ev.deltaY * (ev.deltaMode === 1 ? 0.05 : 15e-4)), board.localXY(ev));
  }, { passive: false });
  on(svg, "focusin", (ev) => {
    const g = (
      /** @type {Element} */
      ev.target.closest(".trio-gw-cell")
    );
    if (g) {
      local.focusCell = g.getAttribute("data-cell");
      board.showPreview(local.focusCell);
    }
  });
  return {
    update() {
    },
    dispose() {
      for (const c of cleanups) c();
    },
    focusKey,
    restoreFocus
  };
}

// trio_widgets/widgets/static/shared/keep.mjs
var PREFIX = "trio-widgets/progress/";
var MAX_CHARS = 1e6;
function pageStorage() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null;
  }
}
function parseRecord(text) {
  if (text.length > MAX_CHARS) return text.slice(0, 64);
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 64);
  }
}
function keepProgress(model, storage = pageStorage()) {
  if (!storage) return () => {
  };
  let stop = keepUnder(model, storage);
  const rekey = () => {
    stop();
    stop = keepUnder(model, storage);
  };
  model.on("change:_progress_key", rekey);
  return () => {
    model.off("change:_progress_key", rekey);
    stop();
  };
}
function keepUnder(model, storage) {
  const key = model.get("_progress_key");
  if (typeof key !== "string" || !key) return () => {
  };
  const name = PREFIX + key;
  const save = () => {
    const kept = model.get("_progress_record");
    if (!kept || typeof kept !== "object" || !("record" in kept)) return;
    try {
      if (kept.record === null) storage.removeItem(name);
      else storage.setItem(name, JSON.stringify(kept.record));
    } catch {
    }
  };
  let stored = null;
  if ((model.get("_progress_record") || {}).fresh !== false) {
    try {
      stored = storage.getItem(name);
    } catch {
      stored = null;
    }
  }
  if (stored !== null) model.send({ action: "restore", record: parseRecord(stored) });
  else save();
  model.on("change:_progress_record", save);
  return () => model.off("change:_progress_record", save);
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

// trio_widgets/widgets/static/game/widget.js
var TRAITS = [
  "board",
  "hands",
  "hand_sizes",
  "scores",
  "current",
  "pool_size",
  "round_number",
  "viewer",
  "covered",
  "legal",
  "can",
  "last_move",
  "status",
  "summary",
  "busy",
  "turn_id",
  "selection",
  "mosaic",
  "seats",
  "rules_info",
  "pips",
  "hints",
  "hint",
  "open_hands",
  "allow_undo",
  "turn_seconds",
  "mode",
  "lang",
  "_catalogue",
  "starts",
  "projector"
];
var widget_default = {
  /** @param {{model: any}} args */
  initialize: ({ model }) => keepProgress(model),
  // the game in progress, kept in the page's storage
  /** @param {{model: any, el: HTMLElement}} args */
  render({ model, el: host }) {
    const t0 = performance.now();
    const root = el("div", "trio-gw");
    root.dataset.mode = "play";
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    const ctx = createContext(model, root);
    const board = ctx.parts.board = createBoardView(ctx);
    const rack = ctx.parts.rack = createRack(ctx);
    const summary = ctx.parts.summary = createSummary(ctx);
    const panel = ctx.parts.panel = createPanel(ctx);
    const input = attachInput(ctx);
    const layout = el("div", "trio-gw-layout");
    const boardWrap = el("div", "trio-gw-boardwrap");
    const toolbar = el("div", "trio-gw-toolbar");
    toolbar.append(...board.zoomButtons, ...panel.toolbarControls);
    boardWrap.append(toolbar, board.boardBox, board.keysHelp);
    layout.append(boardWrap, panel.side, panel.message, rack.rackArea, rack.others);
    root.append(layout, summary.el, panel.announce);
    host.append(root);
    const stopNames = keepTileNamesWhole(root);
    let queued = false;
    function renderAll() {
      queued = false;
      const fk = input.focusKey();
      ctx.width();
      ctx.retranslate();
      const lang = model.get("lang") || "en";
      if (root.lang !== lang) root.lang = lang;
      root.classList.toggle("trio-gw-projector", ctx.projector());
      root.classList.toggle("trio-gw-touch", ctx.touch());
      summary.update();
      panel.update();
      rack.update();
      board.update();
      input.restoreFocus(fk);
    }
    function invalidate() {
      if (queued) return;
      queued = true;
      queueMicrotask(renderAll);
    }
    ctx.parts.rerender = invalidate;
    const handlers = TRAITS.map((name) => [`change:${name}`, invalidate]);
    handlers.push(["change:message", () => panel.updateMessage()]);
    handlers.push(["change:mode", () => {
      ctx.local.autoFit = true;
      board.wantRefit();
    }]);
    handlers.push(["change:projector", () => {
      ctx.local.projector = null;
      ctx.local.autoFit = true;
    }]);
    for (const [ev, fn] of handlers) model.on(ev, fn);
    let shape = "";
    const ro = new ResizeObserver((entries) => {
      for (const e of entries) {
        const b = e.borderBoxSize && e.borderBoxSize[0];
        ctx.setWidth(b ? b.inlineSize : e.contentRect.width);
      }
      const now = `${ctx.projector()}:${ctx.width() < 560}`;
      if (now !== shape) {
        shape = now;
        invalidate();
      }
    });
    ro.observe(root, { box: "border-box" });
    renderAll();
    panel.updateMessage();
    performance.measure("trio-gw:first-render", { start: t0, end: performance.now() });
    requestAnimationFrame(() => performance.measure("trio-gw:first-frame", { start: t0, end: performance.now() }));
    return () => {
      ro.disconnect();
      stopNames();
      for (const [ev, fn] of handlers) model.off(ev, fn);
      for (const part of [input, board, rack, summary, panel]) part.dispose();
    };
  }
};
export {
  widget_default as default
};
