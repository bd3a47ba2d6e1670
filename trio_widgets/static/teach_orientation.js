// OrientationTrainer's front end: a tile to turn, and "same or mirror?" / "turn it so it fits".
//
// Draws the synced `exercise`, `turn`, `feedback`, `done`, `stars` and sends intents:
//   {action: "turn", turn}                  the child turned the tile (0-5 sixths clockwise)
//   {action: "answer", choice, turn}        "same" | "mirror"
//   {action: "check", turn}                 does it fit the marked space now?
//   {action: "next"}
// Python checks every answer.  Test hooks: [data-role="turnable"] (data-turn),
// [data-action="turn-left|turn-right|same|mirror|check|next"], .tc-feedback.

import {
  tcEl, tcButton, tcTranslator, tcHead, tcNextButton, tcFeedbackAndMessage, tcTileSvg, tcTurnable,
  tcTurnButtons, tcBoardSvg, tcBoardWords, tcScheduler, tcKeepFocus, tcOwnKeys, tcAnnouncer, tcAnnounce, tcTurned, tcLangOn } from "./teach_common.mjs";

/** @param {{model: any, el: HTMLElement}} ctx */
function render({ model, el }) {
  const root = tcEl("div", "trio-teach to-trainer");
  el.appendChild(root);
  const announcer = tcAnnouncer(el);
  /** @type {ReturnType<typeof tcTurnable> | null} */
  let turnable = null;

  const build = () => {
    const restore = tcKeepFocus(root);
    const hadFocus = root.contains(document.activeElement);
    const tr = tcTranslator(model);
    tcLangOn(el, root, model);
    const ex = model.get("exercise") || {};
    const fb = model.get("feedback") || {};
    const done = !!model.get("done");
    const pips = !!model.get("pips");
    root.replaceChildren();

    root.appendChild(tcHead(tr("teach.orient.title"), model.get("stars") || 0, tr));

    const mirror = ex.kind === "mirror";
    const prompt = tcEl("p", "tc-prompt", tr(mirror ? "teach.orient.ask_mirror" : "teach.orient.ask_turn"));
    prompt.id = `to-prompt-${Math.random().toString(36).slice(2)}`;
    root.appendChild(prompt);

    const act = (/** @type {any} */ msg) => model.send(msg);
    turnable = tcTurnable({
      label: tr("teach.orient.turn_me"),
      tr,
      px: 150,
      onTurn: (turn) => act({ action: "turn", turn }),
      onTap: () => turnable && turnable.turnBy(1),
      onActivate: () => {
        if (!mirror && !done && turnable) act({ action: "check", turn: turnable.turn });
      },
    });
    turnable.set(ex.tile || [0, 0, 0], model.get("turn") || 0, pips);
    turnable.el.setAttribute("aria-describedby", prompt.id);

    const stage = tcEl("div", "tc-stage");
    /** @type {number[] | null} */
    const mark = fb && Array.isArray(fb.mark) ? fb.mark : null;
    if (mirror) {
      const first = tcEl("div", "tc-col");
      first.appendChild(tcTileSvg(ex.reference || [0, 0, 0], true, { px: 150, pips, square: true, title: tr("teach.orient.first") }));
      first.appendChild(tcEl("div", "tc-caption", tr("teach.orient.first")));
      stage.appendChild(first);
    } else {
      const { svg } = tcBoardSvg({
        board: ex.board || [],
        target: ex.cell,
        placed: done && ex.cell ? { cell: ex.cell, corners: tcTurned(ex.tile || [0, 0, 0], model.get("turn") || 0).corners } : null,
        mark,
        pips,
        maxWidth: 460,
        label: tcBoardWords(tr, ex.board || []),
        targetLabel: tr("teach.aria.target"),
      });
      stage.appendChild(svg);
    }
    const second = tcEl("div", "tc-col");
    second.appendChild(turnable.el);
    second.appendChild(tcTurnButtons(tr, (s) => turnable && turnable.turnBy(s)));
    second.appendChild(tcEl("div", "tc-caption", tr("teach.orient.turn_hint")));
    stage.appendChild(second);
    root.appendChild(stage);

    const choices = tcEl("div", "to-choices");
    if (mirror) {
      const same = tcButton(tr("teach.orient.same"), "same", "tc-choice");
      const mir = tcButton(tr("teach.orient.mirror"), "mirror", "tc-choice");
      same.disabled = done;
      mir.disabled = done;
      same.addEventListener("click", () => turnable && act({ action: "answer", choice: "same", turn: turnable.turn }));
      mir.addEventListener("click", () => turnable && act({ action: "answer", choice: "mirror", turn: turnable.turn }));
      choices.append(same, mir);
    } else {
      const check = tcButton(tr("teach.ui.check"), "check", "tc-primary tc-big");
      check.disabled = done;
      check.addEventListener("click", () => turnable && act({ action: "check", turn: turnable.turn }));
      choices.appendChild(check);
    }
    const next = tcNextButton(tr, done, () => act({ action: "next" }));
    choices.appendChild(next);
    root.appendChild(choices);

    tcFeedbackAndMessage(root, fb, model.get("message"));
    tcOwnKeys(root);
    tcAnnounce(announcer, model);
    restore();
    if (hadFocus && !root.contains(document.activeElement)) (done ? next : turnable.el).focus();
  };

  const redraw = tcScheduler(build);
  // the tile's turn alone: move the tile, not the whole widget (keeps the animation and focus)
  const onTurn = () => {
    const t = model.get("turn") || 0;
    if (turnable && turnable.turn !== t) turnable.set((model.get("exercise") || {}).tile || [0, 0, 0], t, !!model.get("pips"));
  };
  const events = "change:exercise change:feedback change:message change:done change:stars change:_catalogue change:pips";
  model.on(events, redraw);
  model.on("change:turn", onTurn);
  build();
  return () => {
    announcer.remove();
    model.off(events, redraw);
    model.off("change:turn", onTurn);
  };
}

export default { render };
