// ScoringPractice's front end: a board with the last move ringed; the child types its points.
//
// Draws the synced `exercise`, `preset`, `attempts`, `feedback`, `done`, `stars` and sends intents:
//   {action: "answer", points}   what the child typed (a string: Python reads it)
//   {action: "show"}             show the arithmetic
//   {action: "preset", preset}   "pressman" | "classic" | "trimino_advanced"
//   {action: "next"}
// Test hooks: input[data-action="points"], [data-action="check|show|next|preset"], .tc-feedback.

import {
  tcEl, tcButton, tcTranslator, tcHead, tcNextButton, tcFeedbackAndMessage, tcBoardSvg, tcBoardWords,
  tcScheduler, tcKeepFocus, tcOwnKeys, tcAnnouncer, tcAnnounce, tcLabelledSegmented, tcLangOn } from "./teach_common.mjs";

/** @param {{model: any, el: HTMLElement}} ctx */
function render({ model, el }) {
  const root = tcEl("div", "trio-teach ts-practice");
  el.appendChild(root);
  const announcer = tcAnnouncer(el);
  // what the child has typed survives redraws (a wrong entry is never lost)
  let typed = "";
  let typedFor = "";

  const act = (/** @type {any} */ msg) => model.send(msg);

  const build = () => {
    const restore = tcKeepFocus(root);
    const hadFocus = root.contains(document.activeElement);
    const tr = tcTranslator(model);
    tcLangOn(el, root, model);
    const q = model.get("exercise") || {};
    const fb = model.get("feedback") || {};
    const done = !!model.get("done");
    const key = `${q.seed}|${model.get("preset")}`;
    if (key !== typedFor) {
      typed = "";
      typedFor = key;
    }
    root.replaceChildren();

    root.appendChild(tcHead(tr("teach.score.title"), model.get("stars") || 0, tr));

    root.appendChild(
      tcLabelledSegmented(
        "tc-row",
        tr("teach.score.rules"),
        [
          ["pressman", tr("teach.score.preset.pressman")],
          ["classic", tr("teach.score.preset.classic")],
          ["trimino_advanced", tr("teach.score.preset.trimino_advanced")],
        ],
        String(model.get("preset")),
        (v) => act({ action: "preset", preset: v }),
        "preset",
      ),
    );

    const stage = tcEl("div", "tc-stage");
    const move = q.move || {};
    const { svg } = tcBoardSvg({
      board: q.board || [],
      last: move.cell,
      pips: !!model.get("pips"),
      label: tcBoardWords(tr, q.board || []) + " " + tr("teach.aria.last", { tile: String(move.tile || "") }),
    });
    stage.appendChild(svg);
    const rules = tcEl("div", "ts-rules");
    rules.appendChild(tcEl("div", "tx-facts-title", tr("teach.score.preset." + String(model.get("preset")))));
    const list = tcEl("ul");
    for (const line of q.rules || []) list.appendChild(tcEl("li", "", String(line)));
    rules.appendChild(list);
    stage.appendChild(rules);
    root.appendChild(stage);

    const legend = tcEl("div", "ts-legend");
    legend.appendChild(tcEl("span", "ts-ring"));
    legend.appendChild(tcEl("span", "", tr(q.first ? "teach.score.first_move" : "teach.score.last_move", { tile: String(move.tile || "") })));
    root.appendChild(legend);

    const prompt = tcEl("label", "tc-prompt", tr("teach.score.ask"));
    const input = /** @type {HTMLInputElement} */ (tcEl("input", "ts-input"));
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
    const row = tcEl("div", "ts-answer");
    row.appendChild(input);
    const check = tcButton(tr("teach.ui.check"), "check", "tc-primary tc-big");
    check.disabled = done;
    check.addEventListener("click", submit);
    row.appendChild(check);
    const show = tcButton(tr("teach.score.show"), "show", "tc-big");
    show.disabled = done;
    show.addEventListener("click", () => act({ action: "show" }));
    row.appendChild(show);
    const next = tcNextButton(tr, done, () => act({ action: "next" }));
    row.appendChild(next);
    root.appendChild(row);

    tcFeedbackAndMessage(root, fb, model.get("message"));
    tcOwnKeys(root);
    tcAnnounce(announcer, model);
    restore();
    if (hadFocus && !root.contains(document.activeElement)) (done ? next : input).focus();
  };

  const redraw = tcScheduler(build);
  const events =
    "change:exercise change:preset change:attempts change:feedback change:message change:done change:stars change:_catalogue change:pips";
  model.on(events, redraw);
  build();
  return () => {
    model.off(events, redraw);
    announcer.remove();
  };
}

export default { render };
