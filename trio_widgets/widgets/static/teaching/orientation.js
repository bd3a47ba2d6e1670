// @ts-check
// OrientationTrainer's front end: a tile to turn, and "same or mirror?" / "turn it so it fits".
//
// Draws the synced `exercise`, `turn`, `feedback`, `done`, `stars` and sends intents:
//   {action: "turn", turn}                  the child turned the tile (0-5 sixths clockwise)
//   {action: "answer", choice, turn}        "same" | "mirror"
//   {action: "check", turn}                 does it fit the marked space now?
//   {action: "next"}
// Python checks every answer.  Test hooks: [data-role="turnable"] (data-turn),
// [data-action="turn-left|turn-right|same|mirror|check|next"], .tc-feedback.

import { el, button } from "../shared/dom.mjs";
import { head, nextButton, feedbackAndMessage } from "../shared/feedback.mjs";
import { tileSvg, boardSvg, boardWords } from "../shared/draw.mjs";
import { createTurnable, turnButtons, turnMemory } from "../shared/turnable.mjs";
import { turned } from "../shared/turn.mjs";
import { mount } from "../shared/mount.mjs";

/**
 * The trainer's view: the exercise, the tile to turn, the answer buttons, the feedback.
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @returns {import("../shared/mount.mjs").View}
 */
function createTrainer(ctx) {
  const { model, root } = ctx;
  /** @type {ReturnType<typeof createTurnable> | null} */
  let turnable = null;
  /** @type {HTMLElement | null} where the focus goes when its control is gone */
  let home = null;
  // turns the child made that the kernel has not sent back yet (quick taps)
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
      },
    });
    turnable.set(ex.tile || [0, 0, 0], turnNow(), pips);
    turnable.el.setAttribute("aria-describedby", prompt.id);

    const stage = el("div", "tc-stage");
    /** @type {number[] | null} */
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
        targetLabel: tr("teach.aria.target"),
      });
      stage.appendChild(svg);
    }
    const second = el("div", "tc-col");
    second.appendChild(turnable.el);
    second.appendChild(turnButtons(tr, (s) => turnable && turnable.turnBy(s)));
    // a touch screen (a tablet, a phone) has no arrow keys: its caption does not name them
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

  // the tile's turn alone: move the tile, not the whole widget (keeps the animation and focus)
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
    },
  };
}

export default {
  /** @param {{model: any, el: HTMLElement}} args */
  render: (args) =>
    mount(args, {
      cls: "trio-teach to-trainer",
      events: "change:exercise change:feedback change:message change:done change:stars change:_catalogue change:pips",
      create: createTrainer,
    }),
};
