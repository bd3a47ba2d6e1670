// The score keeper (trio_widgets/score_keeper.py): a score sheet for a family
// playing with a real set, on a tablet.
//
// The browser only draws the synced state (`view`, `_catalogue`, `preview`,
// `message`) and sends intents ({action: "turn", draft}, {action: "round_end", ...},
// {action: "delete", index}, {action: "undo"}, {action: "load", text} ...).  Python
// works out every number and checks every message.  The draft of the turn being
// entered lives here until it is sent.
//
// Bundled by trio_widgets/_esm.py after geometry.mjs, tile.mjs and i18n.mjs;
// every top-level name here starts with "sk" (the bundle is one scope).

import { drawTile, ensureDefs, tileName, SVG_NS } from "./tile.mjs";
import { makeTranslator } from "./i18n.mjs";

/** @typedef {{seat: number|null, numbers: number[], sides: number, bridge: boolean, hexagons: number, draws: number, pass: boolean}} SkDraft */

/** @returns {SkDraft} */
function skEmptyDraft(seat = null) {
  return { seat, numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false };
}

/**
 * An element with a class, attributes and text (always textContent: names are user text).
 * @param {string} tag
 * @param {string} [cls]
 * @param {Record<string, any>} [attrs]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
function skEl(tag, cls, attrs = {}, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    node.setAttribute(k, v === true ? "" : String(v));
  }
  if (text !== undefined) node.textContent = text;
  return node;
}

/** "+52", "−10", "0" @param {number} n */
function skSigned(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0";
}

/** A data: URL for a download. @param {string} text @param {string} mime */
function skDataUrl(text, mime) {
  return `data:${mime};charset=utf-8,${encodeURIComponent(text)}`;
}

/** All tiles of a 0..max set, highest value first (as a family sorts them). @param {number} max */
function skSetTiles(max) {
  const out = [];
  for (let a = 0; a <= max; a++) for (let b = a; b <= max; b++) for (let c = b; c <= max; c++) out.push([a, b, c]);
  out.sort((p, q) => p[0] + p[1] + p[2] - (q[0] + q[1] + q[2]) || p[2] - q[2] || p[1] - q[1]);
  return out;
}

let skCount = 0;

/**
 * One Tab stop for a group of controls, arrow keys inside it (a "roving tabindex"): the chosen
 * item (aria-pressed/aria-checked, else the first enabled) is the group's stop; Left/Up and
 * Right/Down move between the items, Home/End to the ends.  Call again after each redraw.
 * @param {Element} group
 * @param {string} selector  the group's items
 */
function skRoving(group, selector) {
  /** @type {HTMLElement} */ (group).dataset.roving = selector;
  const items = /** @type {HTMLElement[]} */ (Array.from(group.querySelectorAll(selector)));
  if (!items.length) return;
  const usable = items.filter((b) => !(/** @type {any} */ (b).disabled) && b.getAttribute("aria-disabled") !== "true");
  const chosen =
    usable.find((b) => b.getAttribute("aria-pressed") === "true" || b.getAttribute("aria-checked") === "true") ||
    usable[0] ||
    items[0];
  for (const b of items) b.setAttribute("tabindex", b === chosen ? "0" : "-1");
  if (/** @type {any} */ (group).skRoving) return; // the key handler is set once per group element
  /** @type {any} */ (group).skRoving = true;
  group.addEventListener("keydown", (ev) => {
    const e = /** @type {KeyboardEvent} */ (ev);
    const all = /** @type {HTMLElement[]} */ (Array.from(group.querySelectorAll(selector)));
    const i = all.indexOf(/** @type {HTMLElement} */ (document.activeElement));
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

/**
 * Escape with nothing left to close: give the keyboard back to the page (in JupyterLab the
 * notebook, in command mode), since the widget keeps every other key for itself.
 * @param {HTMLElement} root
 */
function skLeave(root) {
  /** @type {HTMLElement|null} */
  let node = root.parentElement;
  while (node && !(node.hasAttribute("tabindex") && node.tabIndex >= -1 && node.classList.contains("jp-Notebook"))) {
    node = node.parentElement;
  }
  const cell = /** @type {HTMLElement|null} */ (root.closest(".jp-Cell"));
  if (node) node.focus();
  else if (cell && cell.tabIndex >= -1) cell.focus();
  else /** @type {HTMLElement} */ (document.activeElement)?.blur?.();
}

export default {
  render({ model, el }) {
    // data-lm-suppress-shortcuts: digits, Enter and Backspace typed here are ours,
    // not JupyterLab's notebook shortcuts.
    const root = skEl("div", "trio-sk", { role: "group", tabindex: "-1", "data-lm-suppress-shortcuts": "true" });
    el.appendChild(root);
    skCount += 1;
    const uid = `sk${skCount}`; // ids unique on a page with several score keepers

    /** @type {SkDraft} */
    let draft = skEmptyDraft();
    /** @type {number|null} */
    let editIndex = null;
    let panel = "turn"; // "turn" | "end"
    /** @type {{how: string|null, seat: number|null, left: string[]}} */
    let endForm = { how: null, seat: null, left: [] };
    let showSet = false;
    let previewSeq = 0;
    let lastMessageSeq = -1;
    let scrollToEnd = false;
    let messageHidden = false; // the last message is about something the player has moved on from

    const view = () => model.get("view") || {};
    const lang = () => model.get("lang") || "en";
    let T = makeTranslator(model.get("_catalogue"), lang());
    const send = (/** @type {any} */ msg) => model.send(msg);

    // -------------------------------------------------------------- intents
    function requestPreview() {
      if (panel !== "turn") return;
      previewSeq += 1;
      send({ action: "preview", seq: previewSeq, draft: { ...draft }, edit: editIndex });
    }

    function setDraft(/** @type {Partial<SkDraft>} */ change) {
      draft = { ...draft, ...change };
      hideMessage();
      if (draft.sides !== 1) draft.bridge = false;
      if (draft.sides < 2) draft.hexagons = 0;
      if (draft.sides === 2 && draft.hexagons > 1) draft.hexagons = 1;
      keepFocus(() => {
        drawPlayers();
        drawPanel();
      });
      requestPreview();
    }

    function addNumber(/** @type {number} */ n) {
      if (draft.numbers.length >= 3) return;
      setDraft({ numbers: [...draft.numbers, n], pass: false });
    }

    function saveTurn(pass = false) {
      const d = { ...draft, pass };
      send({ action: "turn", draft: d, edit: editIndex });
    }

    function hideMessage() {
      if (messageHidden) return;
      messageHidden = true;
      drawMessage();
    }

    function startEdit(/** @type {number} */ i) {
      const row = (view().rows || [])[i];
      if (!row) return;
      messageHidden = true;
      editIndex = i;
      showSet = false;
      if (row.kind === "turn") {
        panel = "turn";
        draft = {
          seat: row.seat,
          numbers: row.numbers ? [...row.numbers] : [],
          sides: row.sides || 1,
          bridge: !!row.bridge,
          hexagons: row.hexagons || 0,
          draws: row.draws || 0,
          pass: !!row.passed,
        };
      } else if (row.kind === "out" || row.kind === "blocked") {
        panel = "end";
        const kids = view().rules && view().rules.winner === "fewest_tiles";
        const src = kids ? row.counts : row.left;
        endForm = { how: row.kind, seat: row.kind === "out" ? row.seat : null, left: src.map((v) => (v === null || v === undefined ? "" : String(v))) };
      } else {
        editIndex = null; // entries added by hand in Python are changed in Python
        return;
      }
      drawAll();
      requestPreview();
      const first = root.querySelector(".sk-card");
      if (first) first.scrollIntoView({ block: "nearest" });
    }

    function stopEdit() {
      messageHidden = true;
      editIndex = null;
      panel = "turn";
      draft = skEmptyDraft(view().next_seat ?? null);
      drawAll();
      requestPreview();
    }

    function openEnd() {
      const v = view();
      const n = (v.players || []).length;
      panel = "end";
      editIndex = null;
      messageHidden = true;
      endForm = { how: null, seat: v.last_tile_seat ?? draft.seat, left: new Array(n).fill("") };
      drawAll();
    }

    function saveEnd() {
      const v = view();
      const kids = v.rules.winner === "fewest_tiles";
      /** @type {(number|null)[]} */
      const left = [];
      let bad = false;
      endForm.left.forEach((text, s) => {
        const t = String(text ?? "").trim();
        if (endForm.how === "out" && s === endForm.seat) left.push(null);
        else if (t === "") left.push(null);
        else if (/^\d{1,3}$/.test(t)) left.push(Number(t));
        else bad = true;
      });
      if (bad) {
        showLocal("error", T("keeper.err.hand_text", { text: "" }));
        return;
      }
      send({ action: "round_end", how: endForm.how, seat: endForm.how === "out" ? endForm.seat : null, left, unit: kids ? "count" : "total", edit: editIndex });
    }

    // ---------------------------------------------------------- drawing
    /** @type {Record<string, HTMLElement>} */
    const parts = {};
    for (const name of ["header", "setup", "banner", "players", "status", "panel", "message", "table", "footer"]) {
      parts[name] = skEl("div", `sk-${name}`);
      root.appendChild(parts[name]);
    }
    parts.message.setAttribute("role", "status");
    parts.message.setAttribute("aria-live", "polite");

    /** Keep keyboard focus across a redraw: elements carry data-key; if the focused
     * one is gone or disabled, the widget itself keeps the focus (keys still work). */
    let focusDepth = 0;
    function keepFocus(/** @type {() => void} */ fn) {
      const active = /** @type {HTMLElement|null} */ (document.activeElement);
      const inside = !!active && root.contains(active);
      const key = inside && active ? active.getAttribute("data-key") : null;
      focusDepth += 1;
      try {
        fn();
      } finally {
        focusDepth -= 1;
      }
      if (!inside || focusDepth > 0 || (active && active.isConnected && document.activeElement === active)) return;
      const again = key ? /** @type {HTMLElement|null} */ (root.querySelector(`[data-key="${CSS.escape(key)}"]`)) : null;
      if (again && !(/** @type {any} */ (again).disabled)) again.focus({ preventScroll: true });
      else root.focus({ preventScroll: true });
    }

    /** Move the keyboard focus to the control with this data-key (if it is there and enabled). */
    function focusKey(/** @type {string} */ key) {
      const b = /** @type {HTMLElement|null} */ (root.querySelector(`[data-key="${CSS.escape(key)}"]`));
      if (b && !(/** @type {any} */ (b).disabled)) {
        b.focus({ preventScroll: true });
        return true;
      }
      return false;
    }

    /**
     * A button. @param {string} key  stable id for focus
     * @param {string} text @param {() => void} onClick
     * @param {Record<string, any>} [attrs] @param {string} [cls]
     */
    function button(key, text, onClick, attrs = {}, cls = "sk-btn") {
      const b = skEl("button", cls, { type: "button", "data-key": key, ...attrs }, text);
      b.addEventListener("click", (ev) => {
        ev.preventDefault();
        onClick();
      });
      return b;
    }

    function drawHeader() {
      const v = view();
      const box = parts.header;
      box.replaceChildren();
      const titles = skEl("div", "sk-titles");
      titles.appendChild(skEl("div", "sk-title", {}, T("keeper.title")));
      if (v.rules) titles.appendChild(skEl("div", "sk-subtitle", {}, `${v.rules.label} · ${v.rules.goal}`));
      box.appendChild(titles);
      const tools = skEl("div", "sk-tools");
      const langSel = /** @type {HTMLSelectElement} */ (skEl("select", "sk-select", { "aria-label": T("keeper.language"), "data-key": "lang" }));
      for (const [code, name] of v.languages || []) {
        const o = /** @type {HTMLOptionElement} */ (skEl("option", "", { value: code }, name));
        if (code === lang()) o.selected = true;
        langSel.appendChild(o);
      }
      langSel.addEventListener("change", () => send({ action: "lang", lang: langSel.value }));
      tools.appendChild(langSel);
      tools.appendChild(button("settings", T("keeper.settings"), () => send({ action: "settings", open: !model.get("setup") }), { "aria-expanded": String(!!model.get("setup")) }));
      box.appendChild(tools);
    }

    // The players & rules screen: names typed here stay here until Start.
    /** @type {string[]|null} */
    let setupNames = null;
    let setupRules = "";
    function drawSetup() {
      const box = parts.setup;
      box.replaceChildren();
      const v = view();
      if (!model.get("setup")) {
        box.hidden = true;
        setupNames = null;
        return;
      }
      box.hidden = false;
      if (setupNames === null) {
        setupNames = [...(v.players || [])];
        setupRules = v.rules.preset || "";
      }
      const locked = (v.count || 0) > 0;
      box.appendChild(skEl("h3", "sk-h", {}, T("keeper.setup.title")));
      const list = skEl("div", "sk-names");
      setupNames.forEach((name, i) => {
        const row = skEl("div", "sk-name-row");
        const input = /** @type {HTMLInputElement} */ (skEl("input", "sk-input", {
          type: "text",
          value: name,
          maxlength: "40",
          autocomplete: "off",
          "aria-label": T("keeper.setup.name_label", { n: i + 1 }),
          placeholder: T("keeper.setup.player", { n: i + 1 }),
          "data-key": `name-${i}`,
        }));
        input.value = name;
        input.addEventListener("input", () => {
          if (setupNames) setupNames[i] = input.value;
        });
        input.addEventListener("keydown", (ev) => {
          if (ev.key === "Enter") {
            ev.preventDefault();
            startGame();
          }
        });
        row.appendChild(input);
        if (!locked && setupNames && setupNames.length > (v.rules.min_players || 2)) {
          row.appendChild(button(`remove-${i}`, "✕", () => {
            if (setupNames) setupNames.splice(i, 1);
            drawSetup();
          }, { "aria-label": T("keeper.setup.remove"), title: T("keeper.setup.remove") }, "sk-btn sk-icon"));
        }
        list.appendChild(row);
      });
      box.appendChild(list);
      if (!locked && setupNames.length < (v.rules.max_players || 6)) {
        box.appendChild(button("add-player", "+ " + T("keeper.setup.add"), () => {
          if (setupNames) setupNames.push(T("keeper.setup.player", { n: setupNames.length + 1 }));
          drawSetup();
          const last = /** @type {HTMLInputElement|null} */ (box.querySelector(`[data-key="name-${(setupNames || []).length - 1}"]`));
          if (last) {
            last.focus();
            last.select();
          }
        }));
      }
      if (locked) box.appendChild(skEl("p", "sk-hint", {}, T("keeper.setup.locked")));
      const rl = skEl("label", "sk-label", {}, T("keeper.setup.rules"));
      const sel = /** @type {HTMLSelectElement} */ (skEl("select", "sk-select sk-rules", { "data-key": "rules" }));
      for (const [name, label] of v.presets || []) {
        const o = /** @type {HTMLOptionElement} */ (skEl("option", "", { value: name }, label));
        if (name === setupRules) o.selected = true;
        sel.appendChild(o);
      }
      sel.addEventListener("change", () => {
        setupRules = sel.value;
      });
      rl.appendChild(sel);
      box.appendChild(rl);
      const actions = skEl("div", "sk-actions");
      actions.appendChild(button("start", T("keeper.setup.start"), startGame, {}, "sk-btn sk-primary"));
      if (locked) actions.appendChild(button("setup-cancel", T("keeper.cancel"), () => send({ action: "settings", open: false })));
      box.appendChild(actions);
    }

    function startGame() {
      send({ action: "setup", players: (setupNames || []).map((s) => s.trim()), rules: setupRules });
    }

    function drawBanner() {
      const v = view();
      const box = parts.banner;
      box.replaceChildren();
      box.hidden = !v.match_over;
      if (!v.match_over) return;
      box.appendChild(skEl("div", "sk-trophy", { "aria-hidden": "true" }, "🏆"));
      box.appendChild(skEl("div", "sk-winner", {}, v.status));
      box.appendChild(button("new-match", T("keeper.new_match"), () => send({ action: "new_match" }), {}, "sk-btn sk-primary"));
    }

    function drawPlayers() {
      const v = view();
      const box = parts.players;
      box.replaceChildren();
      box.setAttribute("role", "group");
      box.setAttribute("aria-label", T("keeper.whose_turn"));
      const players = v.players || [];
      const showHands = Array.isArray(v.hand_sizes);
      players.forEach((name, s) => {
        const leader = (v.leaders || []).includes(s) || (v.winners || []).includes(s);
        const selected = panel === "turn" && draft.seat === s;
        const b = skEl("button", "sk-player" + (selected ? " sk-selected" : "") + (leader ? " sk-leader" : ""), {
          type: "button",
          "aria-pressed": String(selected),
          "data-key": `player-${s}`,
          "data-seat": s,
        });
        const top = skEl("span", "sk-player-name", {}, name);
        b.appendChild(top);
        if (v.rules && v.rules.keep_score) b.appendChild(skEl("span", "sk-player-total", {}, String((v.totals || [])[s] ?? 0)));
        const info = [];
        if (showHands) info.push(T("keeper.tiles_left", { n: v.hand_sizes[s] }));
        if (v.next_seat === s && !v.match_over) info.push(T("keeper.next"));
        if (info.length) b.appendChild(skEl("span", "sk-player-info", {}, info.join(" · ")));
        if (leader) b.appendChild(skEl("span", "sk-star", { "aria-hidden": "true" }, "★"));
        b.addEventListener("click", () => {
          if (panel !== "turn") return;
          setDraft({ seat: s });
        });
        box.appendChild(b);
      });
      skRoving(box, ".sk-player");
      const st = parts.status;
      st.replaceChildren();
      if (v.status && !v.match_over) st.appendChild(skEl("span", "", {}, v.status));
    }

    function chip(key, text, on, onClick, extra = {}) {
      return button(key, text, onClick, { "aria-pressed": String(!!on), ...extra }, "sk-chip" + (on ? " sk-on" : ""));
    }

    function drawTurnPanel(box) {
      const v = view();
      const r = v.rules || {};
      const editRow = editIndex !== null ? (v.rows || [])[editIndex] : null;
      const first = editRow ? !!editRow.first : !v.round_started;
      if (editRow) {
        const note = skEl("div", "sk-editing");
        note.appendChild(skEl("span", "", {}, T("keeper.editing", { n: editIndex + 1 })));
        box.appendChild(note);
      }
      const grid = skEl("div", "sk-turn-grid");
      // --- the tile
      const tileBox = skEl("div", "sk-tilebox");
      tileBox.appendChild(skEl("div", "sk-label", {}, T("keeper.tile") + (first ? " · " + T("keeper.first_tile") : "")));
      const slotsRow = skEl("div", "sk-slots-row");
      const slots = skEl("div", "sk-slots", { "aria-label": T("keeper.tile_hint"), role: "group" });
      for (let i = 0; i < 3; i++) {
        const has = i < draft.numbers.length;
        slots.appendChild(skEl("span", "sk-slot" + (has ? " sk-filled" : ""), { "aria-label": T("keeper.tile_slot", { n: i + 1 }) + ": " + (has ? String(draft.numbers[i]) : T("keeper.tile_empty")) }, has ? String(draft.numbers[i]) : "·"));
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
      const pad = skEl("div", "sk-pad", { role: "group", "aria-label": T("keeper.tile_hint") });
      const max = r.max_value ?? 5;
      for (let n = 0; n <= max; n++) {
        pad.appendChild(button(`num-${n}`, String(n), () => addNumber(n), { "aria-label": T("keeper.number", { n }), disabled: draft.numbers.length >= 3 || draft.pass }, "sk-btn sk-num"));
      }
      pad.appendChild(button("backspace", "⌫", () => setDraft({ numbers: draft.numbers.slice(0, -1) }), { "aria-label": T("keeper.backspace"), title: T("keeper.backspace"), disabled: !draft.numbers.length }, "sk-btn sk-num sk-back"));
      pad.appendChild(button("clear", T("keeper.clear"), () => setDraft({ numbers: [], sides: 1, bridge: false, hexagons: 0, draws: 0, pass: false }), {}, "sk-btn sk-num sk-clear"));
      tileBox.appendChild(pad);
      tileBox.appendChild(button("toggle-set", showSet ? T("keeper.hide_set") : T("keeper.from_set"), () => {
        showSet = !showSet;
        drawPanel();
      }, { "aria-expanded": String(showSet) }, "sk-btn sk-link"));
      grid.appendChild(tileBox);
      // --- how it touched
      const facts = skEl("div", "sk-facts");
      const counted = !!r.counted;
      const wantTwo = counted && (r.two_sides > 0 || r.multiply || r.hexagon > 0);
      const wantThree = counted && (r.multiply || r.hexagon > 0);
      const wantBridge = counted && r.bridge > 0;
      if (!first && (wantTwo || wantBridge)) {
        facts.appendChild(skEl("div", "sk-label", { id: `${uid}-touch` }, T("keeper.touch")));
        const chips = skEl("div", "sk-chips", { role: "group", "aria-labelledby": `${uid}-touch` });
        const bonus = (n) => (n > 0 ? ` +${n}` : "");
        const mult = (k) => (r.multiply ? ` ×${k}` : "");
        chips.appendChild(chip("touch-1", T("keeper.touch.1") + mult(1), draft.sides === 1 && !draft.bridge, () => setDraft({ sides: 1, bridge: false })));
        if (wantBridge) chips.appendChild(chip("touch-bridge", T("keeper.touch.bridge") + bonus(r.bridge), draft.bridge, () => setDraft({ sides: 1, bridge: !draft.bridge })));
        if (wantTwo) chips.appendChild(chip("touch-2", T("keeper.touch.2") + mult(2) + bonus(r.two_sides), draft.sides === 2, () => setDraft({ sides: 2, bridge: false })));
        if (wantThree) chips.appendChild(chip("touch-3", T("keeper.touch.3") + mult(3), draft.sides === 3, () => setDraft({ sides: 3, bridge: false })));
        facts.appendChild(chips);
      }
      if (!first && counted && r.hexagon > 0) {
        facts.appendChild(skEl("div", "sk-label", { id: `${uid}-hex` }, `${T("keeper.hexagons")} (+${r.hexagon})`));
        const chips = skEl("div", "sk-chips", { role: "group", "aria-labelledby": `${uid}-hex` });
        for (let k = 0; k <= 3; k++) {
          const possible = k === 0 || (k === 1 && draft.sides >= 2) || (k >= 2 && draft.sides === 3);
          chips.appendChild(chip(`hex-${k}`, k === 0 ? "0" : `⬡ ${k}`, draft.hexagons === k, () => setDraft({ hexagons: k, sides: k >= 2 ? 3 : k === 1 && draft.sides < 2 ? 2 : draft.sides, bridge: k ? false : draft.bridge }), {
            "aria-label": `${T("keeper.hexagons")}: ${k}`,
            "data-possible": String(possible),
          }));
        }
        facts.appendChild(chips);
      }
      if (!first) {
        facts.appendChild(skEl("div", "sk-label", { id: `${uid}-draw` }, T("keeper.draws") + (counted && r.draw > 0 ? ` (−${r.draw})` : "")));
        const draws = skEl("div", "sk-draws", { role: "group", "aria-labelledby": `${uid}-draw` });
        draws.appendChild(button("draw-less", "−", () => setDraft({ draws: Math.max(0, draft.draws - 1) }), { "aria-label": T("keeper.draw_less"), title: T("keeper.draw_less"), disabled: !draft.draws }, "sk-btn sk-icon"));
        draws.appendChild(skEl("span", "sk-draw-count", { "aria-live": "polite" }, T("keeper.draw_count", { n: draft.draws })));
        draws.appendChild(button("draw-more", "+ " + T("keeper.draw_more"), () => setDraft({ draws: draft.draws + 1 }), { disabled: r.max_draws !== null && r.max_draws !== undefined && draft.draws >= r.max_draws }, "sk-btn"));
        facts.appendChild(draws);
      }
      grid.appendChild(facts);
      box.appendChild(grid);
      if (showSet) box.appendChild(drawSet(max, editRow));
      // --- preview and actions
      const prev = skEl("div", "sk-preview", { "aria-live": "polite" });
      box.appendChild(prev);
      drawPreviewInto(prev);
      const actions = skEl("div", "sk-actions");
      const ready = draft.seat !== null && (draft.numbers.length === 3 || draft.draws > 0);
      actions.appendChild(button("save-turn", "✓ " + (editRow ? T("keeper.save_changes") : T("keeper.save_turn")), () => saveTurn(false), { disabled: !ready }, "sk-btn sk-primary sk-big"));
      if (!first) actions.appendChild(button("pass", T("keeper.pass"), () => saveTurn(true), { title: T("keeper.pass_title"), disabled: draft.seat === null }, "sk-btn sk-big"));
      if (editRow) {
        actions.appendChild(button("delete", T("keeper.delete"), () => send({ action: "delete", index: editIndex }), {}, "sk-btn sk-danger"));
        actions.appendChild(button("cancel-edit", T("keeper.cancel"), stopEdit));
      } else if (v.round_started || (v.count || 0) > 0) {
        actions.appendChild(button("round-over", T("keeper.round_over") + " …", openEnd, {}, "sk-btn sk-end-btn"));
      }
      box.appendChild(actions);
      box.appendChild(skEl("p", "sk-keys", {}, T("keeper.keys", { max: max })));
    }

    /** The set to pick a tile from: one button per tile (a real button: keyboard, touch, 52 px). */
    function drawSet(/** @type {number} */ max, /** @type {any} */ editRow) {
      const wrap = skEl("div", "sk-setwrap");
      const grid = skEl("div", "sk-set", { role: "group", "aria-label": T("keeper.set_label") });
      const played = new Set(view().played || []);
      const mine = editRow && editRow.tile ? editRow.tile : null;
      for (const nums of skSetTiles(max)) {
        const name = nums.join("-");
        const used = played.has(name) && name !== mine;
        const b = button(`set-${name}`, "", () => {
          if (!used) setDraft({ numbers: [...nums], pass: false });
        }, {
          "data-tile": name,
          "aria-label": used ? T("keeper.tile_played_short", { tile: name }) : T("tile.label", { tile: name }),
          "aria-disabled": used ? "true" : null,
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

    function drawEndPanel(box) {
      const v = view();
      const r = v.rules || {};
      const players = v.players || [];
      const kids = r.winner === "fewest_tiles";
      if (editIndex !== null) box.appendChild(skEl("div", "sk-editing", {}, T("keeper.editing", { n: editIndex + 1 })));
      box.appendChild(skEl("h3", "sk-h", {}, T("keeper.round_over") + " · " + T("keeper.round", { n: editIndex !== null ? (v.rows[editIndex] || {}).round : v.round })));
      const how = skEl("div", "sk-chips", { role: "group" });
      how.appendChild(chip("end-out", T("keeper.end.out"), endForm.how === "out", () => {
        endForm.how = "out";
        drawPanel();
      }, {}));
      how.appendChild(chip("end-blocked", T("keeper.end.blocked"), endForm.how === "blocked", () => {
        endForm.how = "blocked";
        if (kids && Array.isArray(v.hand_sizes) && endForm.left.every((x) => x === "")) endForm.left = v.hand_sizes.map(String);
        drawPanel();
      }, {}));
      box.appendChild(how);
      if (endForm.how === "out") {
        box.appendChild(skEl("div", "sk-label", { id: `${uid}-who` }, T("keeper.end.who")));
        const who = skEl("div", "sk-chips", { role: "group", "aria-labelledby": `${uid}-who` });
        players.forEach((name, s) => {
          who.appendChild(chip(`out-${s}`, name, endForm.seat === s, () => {
            endForm.seat = s;
            drawPanel();
          }));
        });
        box.appendChild(who);
      }
      const needInputs = endForm.how === "blocked" || (endForm.how === "out" && endForm.seat !== null && !(kids && !r.keep_score));
      if (needInputs) {
        box.appendChild(skEl("div", "sk-label", {}, kids ? T("keeper.end.left_tiles") : T("keeper.end.left_points")));
        const list = skEl("div", "sk-left");
        players.forEach((name, s) => {
          const row = skEl("label", "sk-left-row");
          row.appendChild(skEl("span", "sk-left-name", {}, name));
          if (endForm.how === "out" && endForm.seat === s) {
            row.appendChild(skEl("span", "sk-left-out", {}, T("keeper.end.out_mark")));
          } else {
            const input = /** @type {HTMLInputElement} */ (skEl("input", "sk-input sk-left-input", {
              type: "text",
              inputmode: "numeric",
              pattern: "[0-9]*",
              maxlength: "3",
              autocomplete: "off",
              "aria-label": kids ? T("keeper.end.tiles_label", { name }) : T("keeper.end.left_label", { name }),
              "data-key": `left-${s}`,
              "data-seat": s,
            }));
            input.value = endForm.left[s] ?? "";
            input.addEventListener("input", () => {
              endForm.left[s] = input.value;
            });
            input.addEventListener("keydown", (ev) => {
              if (ev.key === "Enter") {
                ev.preventDefault();
                saveEnd();
              }
            });
            row.appendChild(input);
          }
          list.appendChild(row);
        });
        box.appendChild(list);
        box.appendChild(skEl("p", "sk-hint", {}, kids ? T("keeper.end.hint_kids") : endForm.how === "out" ? T("keeper.end.hint_out") : T("keeper.end.hint_blocked")));
      }
      const actions = skEl("div", "sk-actions");
      const ready = endForm.how === "blocked" || (endForm.how === "out" && endForm.seat !== null);
      actions.appendChild(button("end-save", "✓ " + (editIndex !== null ? T("keeper.save_changes") : T("keeper.end.save")), saveEnd, { disabled: !ready }, "sk-btn sk-primary sk-big"));
      if (editIndex !== null) actions.appendChild(button("delete", T("keeper.delete"), () => send({ action: "delete", index: editIndex }), {}, "sk-btn sk-danger"));
      actions.appendChild(button("end-cancel", T("keeper.cancel"), stopEdit));
      box.appendChild(actions);
    }

    function drawPanel() {
      keepFocus(() => {
        const box = parts.panel;
        box.replaceChildren();
        const v = view();
        const open = !model.get("setup") && (!v.match_over || editIndex !== null);
        box.hidden = !open;
        if (!open) return;
        const inner = skEl("section", "sk-card" + (editIndex !== null ? " sk-edit-mode" : ""), { "aria-label": panel === "end" ? T("keeper.round_over") : T("keeper.whose_turn") });
        if (panel === "end") drawEndPanel(inner);
        else drawTurnPanel(inner);
        box.appendChild(inner);
        rove();
      });
    }

    /** One Tab stop per group (players, number pad, each row of choices, the set, the table's rows). */
    function rove() {
      for (const g of root.querySelectorAll(".sk-players")) skRoving(g, ".sk-player");
      for (const g of root.querySelectorAll(".sk-pad, .sk-chips")) skRoving(g, "button");
      for (const g of root.querySelectorAll(".sk-set")) skRoving(g, ".sk-settile");
      for (const g of root.querySelectorAll(".sk-table tbody")) skRoving(g, ".sk-rowbtn");
    }

    function drawPreviewInto(/** @type {HTMLElement} */ node) {
      const p = model.get("preview") || {};
      node.replaceChildren();
      if (p.seq !== previewSeq || (p.lang && p.lang !== lang())) {
        node.classList.add("sk-stale");
        return;
      }
      node.classList.remove("sk-stale");
      node.classList.toggle("sk-problem", !!p.error);
      node.textContent = p.text || "";
    }

    function showLocal(kind, text) {
      const box = parts.message;
      box.replaceChildren();
      box.className = `sk-message sk-${kind}`;
      box.setAttribute("role", kind === "error" ? "alert" : "status");
      box.textContent = text;
    }

    function drawMessage() {
      const m = model.get("message") || {};
      if (!m.text || messageHidden) {
        parts.message.replaceChildren();
        parts.message.className = "sk-message";
        return;
      }
      showLocal(m.kind || "info", m.text);
    }

    function drawTable() {
      const v = view();
      const box = parts.table;
      box.replaceChildren();
      const players = v.players || [];
      const rows = v.rows || [];
      const wrap = skEl("div", "sk-tablewrap");
      const table = skEl("table", "sk-table");
      table.appendChild(skEl("caption", "sk-vh", {}, T("keeper.table")));
      const thead = skEl("thead");
      const hr = skEl("tr");
      hr.appendChild(skEl("th", "sk-n", { scope: "col" }, T("keeper.col.n")));
      hr.appendChild(skEl("th", "sk-what", { scope: "col" }, T("keeper.col.what")));
      players.forEach((p) => hr.appendChild(skEl("th", "sk-pts", { scope: "col" }, p)));
      thead.appendChild(hr);
      table.appendChild(thead);
      const tbody = skEl("tbody");
      if (!rows.length) {
        const tr = skEl("tr");
        tr.appendChild(skEl("td", "sk-empty", { colspan: String(players.length + 2) }, T("keeper.no_entries")));
        tbody.appendChild(tr);
      }
      const keep = !!(v.rules && v.rules.keep_score);
      for (const rd of v.rounds || []) {
        if (rd.start >= rd.stop && !rd.over && rd.number > 1) continue;
        const head = skEl("tr", "sk-round-head");
        head.appendChild(skEl("th", "", { colspan: String(players.length + 2), scope: "rowgroup" }, T("keeper.round", { n: rd.number })));
        if (rd.start < rd.stop || rd.number === 1) tbody.appendChild(head);
        for (let i = rd.start; i < rd.stop; i++) {
          const row = rows[i];
          if (!row) continue;
          const editable = row.kind !== "adjust";
          // the whole row is a tap target; the entry's number is a real button for keyboards
          // and screen readers (the row keeps its table semantics)
          const tr = skEl("tr", "sk-row" + (i === editIndex ? " sk-editing-row" : "") + (row.kind === "out" || row.kind === "blocked" ? " sk-end-row" : ""), {
            "data-index": i,
          });
          const num = skEl("td", "sk-n");
          if (editable) {
            num.appendChild(button(`row-${i}`, String(i + 1), () => startEdit(i), { "aria-label": T("keeper.edit_row", { n: i + 1 }), title: T("keeper.edit_row", { n: i + 1 }) }, "sk-rowbtn"));
          } else {
            num.textContent = String(i + 1);
          }
          tr.appendChild(num);
          const what = skEl("td", "sk-what");
          if (row.seat !== null && row.seat !== undefined && row.kind !== "out") what.appendChild(skEl("b", "", {}, players[row.seat] + " "));
          if (row.tile) what.appendChild(skEl("span", "sk-tilename", {}, row.tile + " "));
          what.appendChild(skEl("span", "sk-expl", {}, row.text));
          tr.appendChild(what);
          players.forEach((_, s) => {
            const acting = row.seat === s || row.kind === "out" || row.kind === "blocked";
            const pts = row.points[s];
            const text = acting || pts ? (keep ? skSigned(pts) : "") : "";
            const won = (row.winners || []).includes(s);
            tr.appendChild(skEl("td", "sk-pts" + (pts < 0 ? " sk-neg" : "") + (won ? " sk-won" : ""), {}, won && !keep ? "★" : text));
          });
          if (editable) {
            tr.addEventListener("click", (ev) => {
              if (!(/** @type {HTMLElement} */ (ev.target)).closest("button")) startEdit(i);
            });
          }
          tbody.appendChild(tr);
        }
        if (rd.over && keep) {
          const tot = skEl("tr", "sk-round-total");
          tot.appendChild(skEl("td", "sk-n"));
          tot.appendChild(skEl("th", "sk-what", { scope: "row" }, T("keeper.round_total", { n: rd.number })));
          rd.totals.forEach((t) => tot.appendChild(skEl("td", "sk-pts", {}, String(t))));
          tbody.appendChild(tot);
        }
      }
      table.appendChild(tbody);
      if (keep) {
        const tfoot = skEl("tfoot");
        const fr = skEl("tr", "sk-total");
        fr.appendChild(skEl("td", "sk-n"));
        fr.appendChild(skEl("th", "sk-what", { scope: "row" }, T("keeper.total_now")));
        (v.totals || []).forEach((t, s) => {
          const lead = (v.leaders || []).includes(s) || (v.winners || []).includes(s);
          fr.appendChild(skEl("td", "sk-pts" + (lead ? " sk-lead" : ""), { "data-seat": s }, String(t)));
        });
        tfoot.appendChild(fr);
        table.appendChild(tfoot);
      }
      wrap.appendChild(table);
      box.appendChild(wrap);
      if (scrollToEnd) {
        wrap.scrollTop = wrap.scrollHeight;
        scrollToEnd = false;
      }
    }

    function drawFooter() {
      const v = view();
      const box = parts.footer;
      box.replaceChildren();
      box.appendChild(button("undo", "↶ " + T("keeper.undo"), () => send({ action: "undo" }), { disabled: !v.can_undo }));
      const json = skEl("a", "sk-btn", { download: "score-sheet.json", href: skDataUrl(model.get("json_text") || "", "application/json"), "data-key": "save-json" }, T("keeper.save_json"));
      const csv = skEl("a", "sk-btn", { download: "score-sheet.csv", href: skDataUrl("\ufeff" + (model.get("csv_text") || ""), "text/csv"), "data-key": "save-csv" }, T("keeper.save_csv"));
      box.appendChild(json);
      box.appendChild(csv);
      const load = skEl("label", "sk-btn sk-load", { "data-key": "load" });
      load.appendChild(skEl("span", "", {}, T("keeper.load")));
      const file = /** @type {HTMLInputElement} */ (skEl("input", "sk-file", { type: "file", accept: ".json,.csv,application/json,text/csv", "aria-label": T("keeper.load") }));
      file.addEventListener("change", () => {
        const f = file.files && file.files[0];
        if (!f) return;
        if (f.size > 1_000_000) {
          showLocal("error", T("keeper.err.file_too_big", { size: f.size }));
          return;
        }
        const reader = new FileReader();
        reader.onload = () => send({ action: "load", name: f.name, text: String(reader.result || "") });
        reader.readAsText(f, "utf-8");
        file.value = "";
      });
      load.appendChild(file);
      box.appendChild(load);
      if ((v.count || 0) > 0 && !v.match_over) box.appendChild(button("new-match-footer", T("keeper.new_match"), () => send({ action: "new_match" }), {}, "sk-btn sk-quiet"));
    }

    function drawAll() {
      T = makeTranslator(model.get("_catalogue"), lang());
      root.setAttribute("lang", lang());
      root.setAttribute("aria-label", T("keeper.label"));
      keepFocus(() => {
        drawHeader();
        drawSetup();
        drawBanner();
        drawPlayers();
        drawTable();
        drawFooter();
        drawMessage();
        rove();
      });
      drawPanel();
      const hide = !!model.get("setup");
      for (const name of ["players", "status", "table", "footer", "banner"]) if (hide) parts[name].hidden = true;
      if (!hide) {
        parts.players.hidden = false;
        parts.status.hidden = false;
        parts.table.hidden = false;
        parts.footer.hidden = false;
      }
    }

    // ---------------------------------------------------------- keyboard
    root.addEventListener("focusin", (ev) => {
      const t = /** @type {HTMLElement} */ (ev.target);
      const g = /** @type {HTMLElement|null} */ (t.closest("[data-roving]"));
      if (!g || !g.dataset.roving) return;
      for (const b of g.querySelectorAll(g.dataset.roving)) b.setAttribute("tabindex", b === t ? "0" : "-1");
    });
    root.addEventListener("keydown", (ev) => {
      const e = /** @type {KeyboardEvent} */ (ev);
      const t = /** @type {HTMLElement} */ (e.target);
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === "Escape") {
        e.preventDefault();
        if (!model.get("setup") && (editIndex !== null || panel === "end")) stopEdit();
        else if (!model.get("setup") && showSet) {
          showSet = false;
          drawPanel();
          focusKey("toggle-set");
        } else skLeave(root);
        return;
      }
      if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
      if (model.get("setup")) return;
      const max = (view().rules || {}).max_value ?? 5;
      if (panel !== "turn") return;
      if (/^[0-9]$/.test(e.key) && Number(e.key) <= max) {
        e.preventDefault();
        addNumber(Number(e.key));
      } else if (e.key === "Backspace") {
        e.preventDefault();
        setDraft({ numbers: draft.numbers.slice(0, -1) });
      } else if (e.key === "d" || e.key === "D" || e.key === "+") {
        e.preventDefault();
        setDraft({ draws: draft.draws + 1 });
      } else if (e.key === "-") {
        e.preventDefault();
        setDraft({ draws: Math.max(0, draft.draws - 1) });
      } else if ((e.key === "p" || e.key === "P") && draft.seat !== null) {
        e.preventDefault();
        saveTurn(true);
      } else if (e.key === "Enter" && t.tagName !== "BUTTON" && t.tagName !== "A" && t.getAttribute("role") !== "button") {
        e.preventDefault();
        saveTurn(false);
      }
    });

    // ---------------------------------------------------------- model events
    const onView = () => {
      const v = view();
      const n = (v.players || []).length;
      if (draft.seat !== null && draft.seat >= n) draft.seat = null;
      if (editIndex !== null && editIndex >= (v.rows || []).length) {
        editIndex = null;
        panel = "turn";
      }
      drawAll();
      requestPreview();
    };
    const onMessage = () => {
      const m = model.get("message") || {};
      if (m.id === lastMessageSeq) return;
      lastMessageSeq = m.id;
      messageHidden = false;
      if (m.kind === "ok") {
        // the intent was accepted: start a fresh turn for the next player
        const v = view();
        const had = document.activeElement === document.body || root.contains(document.activeElement);
        editIndex = null;
        panel = "turn";
        showSet = false;
        draft = skEmptyDraft(v.next_seat ?? null);
        scrollToEnd = true;
        drawAll();
        requestPreview();
        // the keyboard goes on where the next turn starts (never lost to the page)
        if (had && (document.activeElement === root || document.activeElement === document.body || !root.contains(document.activeElement))) {
          const stop = /** @type {HTMLElement|null} */ (root.querySelector(".sk-pad [tabindex='0'], .sk-players [tabindex='0']"));
          if (stop) stop.focus({ preventScroll: true });
        }
      }
      drawMessage();
    };
    const onPreview = () => {
      const node = /** @type {HTMLElement|null} */ (root.querySelector(".sk-preview"));
      if (node) drawPreviewInto(node);
    };
    model.on("change:view", onView);
    model.on("change:_catalogue", drawAll);
    model.on("change:setup", drawAll);
    model.on("change:message", onMessage);
    model.on("change:preview", onPreview);
    model.on("change:json_text", drawFooter);
    model.on("change:csv_text", drawFooter);

    lastMessageSeq = (model.get("message") || {}).id ?? -1;
    messageHidden = true; // an old message from before this view was drawn
    draft = skEmptyDraft(view().next_seat ?? null);
    drawAll();
    requestPreview();

    return () => {
      model.off("change:view", onView);
      model.off("change:_catalogue", drawAll);
      model.off("change:setup", drawAll);
      model.off("change:message", onMessage);
      model.off("change:preview", onPreview);
      model.off("change:json_text", drawFooter);
      model.off("change:csv_text", drawFooter);
    };
  },
};
