// @ts-check
// MatchPuzzle's front end: a small board with a marked space, tiles to pick, turn and put there.
//
// Draws the synced `exercise` (the puzzle), `turns`, `selected`, `found`, `placed`, `feedback`, `done`, `stars`
// and sends intents:
//   {action: "select", tile}                 take a tile in hand
//   {action: "turn", tile, turn}             the child turned it (0-5 sixths clockwise)
//   {action: "try", tile, turn}              put it on the marked space
//   {action: "level", difficulty}, {action: "next"}
// A tile gets there by the "Put it here" button, by tapping the marked space, by Enter on the
// tile in hand, or by dragging a tile from the tray onto the space.  Python says if it fits.
// Test hooks: tray tiles .tm-cand[data-tile], [data-role="turnable"], .tc-target[data-cell],
// [data-action="put|next|level|turn-left|turn-right"], .tc-feedback.

import { el, button, segmented, roving } from "../shared/dom.mjs";
import { showMessage, showFeedback, head, nextButton } from "../shared/feedback.mjs";
import { tileSvg, boardSvg, boardWords } from "../shared/draw.mjs";
import { createTurnable, turnButtons, turnMemory } from "../shared/turnable.mjs";
import { turned } from "../shared/turn.mjs";
import { mount } from "../shared/mount.mjs";

/**
 * Is the point over the marked space?
 * @param {Element | null} target
 * @param {number} x
 * @param {number} y
 */
function overTarget(target, x, y) {
  if (!target) return false;
  for (const e of document.elementsFromPoint(x, y)) if (target.contains(e)) return true;
  return false;
}

/**
 * A tile of the tray: a button (a tap takes it in hand) that can also be dragged onto the marked
 * space (pointer events: mouse, touch, pen); a ghost of the tile follows the pointer.
 * @param {{name: string, label: string, found: boolean, pressed: boolean, done: boolean,
 *          draw: (b: HTMLElement) => void, ghost: () => Element, target: () => Element | null,
 *          onSelect: () => void, onDrop: () => void}} o
 */
function trayTile(o) {
  const b = /** @type {HTMLButtonElement} */ (el("button", "tm-cand" + (o.found ? " tm-found" : "")));
  b.type = "button";
  b.dataset.tile = o.name;
  b.dataset.fkey = "cand|" + o.name;
  b.setAttribute("aria-pressed", String(o.pressed));
  b.setAttribute("aria-label", o.label);
  o.draw(b);
  let suppress = false;
  b.addEventListener("click", () => {
    if (suppress) {
      suppress = false;
      return;
    }
    o.onSelect();
  });
  /** @type {{id: number, x: number, y: number, ghost: HTMLElement | null} | null} */
  let drag = null;
  b.addEventListener("pointerdown", (ev) => {
    if (o.done || ev.button > 0) return;
    drag = { id: ev.pointerId, x: ev.clientX, y: ev.clientY, ghost: null };
    b.setPointerCapture(ev.pointerId);
  });
  b.addEventListener("pointermove", (ev) => {
    if (!drag || ev.pointerId !== drag.id) return;
    if (!drag.ghost && Math.hypot(ev.clientX - drag.x, ev.clientY - drag.y) > 10) {
      const g = el("div", "tm-ghost");
      g.appendChild(o.ghost());
      document.body.appendChild(g);
      drag.ghost = g;
    }
    if (drag.ghost) {
      const r = drag.ghost.getBoundingClientRect();
      drag.ghost.style.left = `${ev.clientX - r.width / 2}px`;
      drag.ghost.style.top = `${ev.clientY - r.height / 2}px`;
      const target = o.target();
      if (target) target.classList.toggle("tc-dropping", overTarget(target, ev.clientX, ev.clientY));
    }
  });
  const end = (/** @type {PointerEvent} */ ev, cancelled = false) => {
    if (!drag || ev.pointerId !== drag.id) return;
    const d = drag;
    drag = null;
    if (!d.ghost) return;
    d.ghost.remove();
    suppress = true;
    const target = o.target();
    if (target) target.classList.remove("tc-dropping");
    if (!cancelled && overTarget(target, ev.clientX, ev.clientY)) o.onDrop();
  };
  b.addEventListener("pointerup", (ev) => end(/** @type {PointerEvent} */ (ev)));
  b.addEventListener("pointercancel", (ev) => end(/** @type {PointerEvent} */ (ev), true));
  return b;
}

/**
 * The puzzle's view: the board with its marked space, the tile in hand, the tray, the feedback.
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @returns {import("../shared/mount.mjs").View}
 */
function createPuzzle(ctx) {
  const { model, root } = ctx;
  /** @type {ReturnType<typeof createTurnable> | null} */
  let turnable = null;
  /** @type {Map<string, HTMLElement>} */
  let trayButtons = new Map();
  /** @type {Element | null} */
  let target = null;
  let localHint = "";
  /** @type {HTMLElement | null} where the focus goes when its control is gone */
  let home = null;

  const act = ctx.send;
  const names = () => ((model.get("exercise") || {}).candidates || []).map((/** @type {any} */ c) => String(c.tile));
  // turns the child made that the kernel has not sent back yet (quick taps)
  const pending = turnMemory();
  const modelTurnOf = (/** @type {string} */ name) => {
    const i = names().indexOf(name);
    return i >= 0 ? Number((model.get("turns") || [])[i] || 0) : 0;
  };
  const turnOf = (/** @type {string} */ name) => pending.shown(name, modelTurnOf(name));
  const cornersOf = (/** @type {string} */ name) => {
    const c = ((model.get("exercise") || {}).candidates || []).find((/** @type {any} */ x) => x.tile === name);
    return c ? c.corners.map(Number) : [0, 0, 0];
  };
  const tryTile = (/** @type {string} */ name, /** @type {number} */ turn) => {
    localHint = "";
    act({ action: "try", tile: name, turn });
  };

  const drawTrayTile = (/** @type {HTMLElement} */ b, /** @type {string} */ name) => {
    const t = turned(cornersOf(name), turnOf(name));
    b.replaceChildren(tileSvg(t.corners, t.up, { px: 72, pips: !!model.get("pips"), square: true }));
  };

  const update = () => {
    const tr = ctx.tr;
    const pz = model.get("exercise") || {};
    const fb = model.get("feedback") || {};
    const done = !!model.get("done");
    const found = /** @type {string[]} */ (model.get("found") || []);
    const selected = String(model.get("selected") || "");
    const pips = !!model.get("pips");
    root.replaceChildren();

    root.appendChild(head(tr("teach.match.title"), model.get("stars") || 0, tr));

    root.appendChild(
      segmented(
        tr("teach.match.level"),
        [
          ["one_edge", tr("teach.match.level.one_edge")],
          ["two_edges", tr("teach.match.level.two_edges")],
          ["bridge", tr("teach.match.level.bridge")],
          ["hexagon", tr("teach.match.level.hexagon")],
        ],
        String(pz.difficulty || ""),
        (v) => act({ action: "level", difficulty: v }),
        "level",
      ),
    );

    const need = Number(pz.need || 1);
    const prompt = el("p", "tc-prompt", tr(need > 1 ? "teach.match.ask_many" : "teach.match.ask_one", { n: need }));
    prompt.id = `tm-prompt-${Math.random().toString(36).slice(2)}`;
    root.appendChild(prompt);
    if (need > 1) root.appendChild(el("p", "tc-sub", tr("teach.match.found", { found: found.length, n: need })));

    const stage = el("div", "tc-stage");
    const board = boardSvg({
      board: pz.board || [],
      target: pz.cell,
      placed: model.get("placed") && model.get("placed").cell ? model.get("placed") : null,
      mark: fb && Array.isArray(fb.mark) ? fb.mark : null,
      pips,
      label: boardWords(tr, pz.board || []),
      targetLabel: tr("teach.aria.target"),
    });
    target = board.target;
    board.svg.setAttribute("role", "group"); // it holds a button (the yellow space): not a flat picture
    if (target) {
      target.setAttribute("tabindex", "0");
      target.setAttribute("role", "button");
      target.setAttribute("aria-label", tr("teach.ui.put"));
      target.setAttribute("data-action", "target");
      const put = () => {
        if (done) return;
        if (!selected) {
          localHint = tr("teach.match.pick_first");
          showLocal();
          return;
        }
        tryTile(selected, turnable ? turnable.turn : turnOf(selected));
      };
      target.addEventListener("click", put);
      target.addEventListener("keydown", (ev) => {
        const k = /** @type {KeyboardEvent} */ (ev).key;
        if (k === "Enter" || k === " ") {
          ev.preventDefault();
          put();
        }
      });
    }
    stage.appendChild(board.svg);

    const hand = el("div", "tc-col tm-handcol");
    if (selected) {
      turnable = createTurnable({
        label: tr("teach.match.in_hand", { tile: selected }),
        tr,
        px: 130,
        onTurn: (turn) => {
          pending.sent(selected, turn);
          act({ action: "turn", tile: selected, turn });
          const b = trayButtons.get(selected);
          if (b) {
            const t = turned(cornersOf(selected), turn);
            b.replaceChildren(tileSvg(t.corners, t.up, { px: 72, pips, square: true }));
          }
        },
        onTap: () => turnable && turnable.turnBy(1),
        onActivate: () => {
          if (!done && turnable) tryTile(selected, turnable.turn);
        },
      });
      turnable.set(cornersOf(selected), turnOf(selected), pips);
      turnable.el.setAttribute("aria-describedby", prompt.id);
      hand.appendChild(turnable.el);
      hand.appendChild(turnButtons(tr, (s) => turnable && turnable.turnBy(s)));
      const put = button(tr("teach.ui.put"), "put", "tc-primary tc-big");
      put.disabled = done;
      put.addEventListener("click", () => turnable && tryTile(selected, turnable.turn));
      hand.appendChild(put);
    } else {
      turnable = null;
      hand.appendChild(el("p", "tc-sub", tr("teach.match.pick_first")));
    }
    stage.appendChild(hand);
    root.appendChild(stage);

    // the tray: tap to take a tile, or drag it onto the marked space
    const tray = el("div", "tm-tray");
    tray.setAttribute("role", "group");
    tray.setAttribute("aria-label", tr("teach.match.tray"));
    trayButtons = new Map();
    for (const name of names()) {
      const isFound = found.includes(name);
      const b = trayTile({
        name,
        // the name holds the digits as the tile shows them (a child using voice control says what they see)
        label: tr(isFound ? "teach.aria.cand_found" : "teach.aria.cand", {
          tile: name,
          shown: turned(cornersOf(name), turnOf(name)).corners.join("-"),
        }),
        found: isFound,
        pressed: name === selected,
        done,
        draw: (tile) => drawTrayTile(tile, name),
        ghost: () => {
          const t = turned(cornersOf(name), turnOf(name));
          return tileSvg(t.corners, t.up, { px: 84, pips, square: true });
        },
        target: () => target,
        onSelect: () => {
          localHint = "";
          act({ action: "select", tile: name });
        },
        onDrop: () => tryTile(name, turnOf(name)),
      });
      tray.appendChild(b);
      trayButtons.set(name, b);
    }
    roving(tray, ".tm-cand"); // one Tab stop for the tray, arrows between its tiles
    root.appendChild(tray);

    const next = nextButton(tr, done, () => act({ action: "next" }));
    root.appendChild(next);

    const box = el("div", "tc-feedback");
    showFeedback(box, fb);
    root.appendChild(box);
    const msg = el("div", "tc-message");
    root.appendChild(msg);
    const showLocal = () => {
      const m = model.get("message") || {};
      showMessage(msg, localHint ? { text: localHint } : m);
    };
    showLocal();
    home = done ? next : turnable ? turnable.el : null;
  };

  // turns alone: redraw the tray tiles and the tile in hand, not the whole widget
  const onTurns = () => {
    for (const name of names()) pending.heard(name, modelTurnOf(name));
    for (const [name, b] of trayButtons) drawTrayTile(b, name);
    const sel = String(model.get("selected") || "");
    if (turnable && sel && turnable.turn !== turnOf(sel)) turnable.set(cornersOf(sel), turnOf(sel), !!model.get("pips"));
  };
  model.on("change:turns", onTurns);
  const onExercise = () => pending.clear();
  model.on("change:exercise", onExercise);

  return {
    update,
    refocus: () => home && home.focus(),
    dispose() {
      model.off("change:turns", onTurns);
      model.off("change:exercise", onExercise);
      root.replaceChildren();
    },
  };
}

export default {
  /** @param {{model: any, el: HTMLElement}} args */
  render: (args) =>
    mount(args, {
      cls: "trio-teach tm-puzzle",
      events:
        "change:exercise change:selected change:found change:placed change:feedback change:message change:done change:stars change:_catalogue change:pips",
      create: createPuzzle,
    }),
};
