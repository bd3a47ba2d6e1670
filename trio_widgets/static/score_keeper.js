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

import { drawTile, tileName, SVG_NS } from "./tile.mjs";
import { skEmptyDraft, skEl, skRoving, skLeave, skIds, skButton } from "./score_keeper_dom.mjs";
import { skTableView } from "./score_keeper_table.mjs";
import { skFooterView } from "./score_keeper_footer.mjs";
import { skSetPicker } from "./score_keeper_set.mjs";
import { makeTranslator } from "./i18n.mjs";

export default {
  render({ model, el }) {
    // data-lm-suppress-shortcuts: digits, Enter and Backspace typed here are ours,
    // not JupyterLab's notebook shortcuts.
    const root = skEl("div", "trio-sk", { role: "group", tabindex: "-1", "data-lm-suppress-shortcuts": "true" });
    el.appendChild(root);
    skIds.count += 1;
    const uid = `sk${skIds.count}`; // ids unique on a page with several score keepers

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
    const table = skTableView({
      T: (key, params) => T(key, params),
      view,
      editIndex: () => editIndex,
      startEdit: (i) => startEdit(i),
      takeScrollToEnd: () => {
        const s = scrollToEnd;
        scrollToEnd = false;
        return s;
      },
    });
    parts.table.appendChild(table.el);
    const footer = skFooterView({ model, T: (key, params) => T(key, params), view, send, showLocal: (kind, text) => showLocal(kind, text) });
    parts.footer.appendChild(footer.el);
    const drawTable = table.update;
    const drawFooter = footer.update;
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
    const button = skButton;

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
      if (showSet) {
        box.appendChild(
          skSetPicker({ T, max, played: view().played || [], mine: editRow && editRow.tile ? editRow.tile : null, pick: (nums) => setDraft({ numbers: [...nums], pass: false }) }),
        );
      }
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
      table.dispose();
      footer.dispose();
    };
  },
};
