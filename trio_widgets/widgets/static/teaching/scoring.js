// @ts-check
// ScoringPractice's front end: a board with the last move ringed; the child types its points.
//
// Draws the synced `exercise`, `preset`, `attempts`, `feedback`, `done`, `stars` and sends intents:
//   {action: "answer", points}   what the child typed (a string: Python reads it)
//   {action: "show"}             show the arithmetic
//   {action: "preset", preset}   "pressman" | "classic" | "trimino_advanced"
//   {action: "next"}
// Test hooks: input[data-action="points"], [data-action="check|show|next|preset"], .tc-feedback.

import { el, button, labelledSegmented } from "../shared/dom.mjs";
import { head, nextButton, feedbackAndMessage } from "../shared/feedback.mjs";
import { boardSvg, boardWords } from "../shared/draw.mjs";
import { mount } from "../shared/mount.mjs";

/**
 * The practice's view: the rules, the board with the last move ringed, the answer box.
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @returns {import("../shared/mount.mjs").View}
 */
function createPractice(ctx) {
  const { model, root } = ctx;
  // what the child has typed survives redraws (a wrong entry is never lost)
  let typed = "";
  let typedFor = "";
  /** @type {HTMLElement | null} where the focus goes when its control is gone */
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
          ["trimino_advanced", tr("teach.score.preset.trimino_advanced")],
        ],
        String(model.get("preset")),
        (v) => act({ action: "preset", preset: v }),
        "preset",
      ),
    );

    const stage = el("div", "tc-stage");
    const move = q.move || {};
    const { svg } = boardSvg({
      board: q.board || [],
      last: move.cell,
      pips: !!model.get("pips"),
      label: boardWords(tr, q.board || []) + " " + tr("teach.aria.last", { tile: String(move.tile || "") }),
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

    const prompt = /** @type {HTMLLabelElement} */ (el("label", "tc-prompt", tr("teach.score.ask")));
    const input = /** @type {HTMLInputElement} */ (el("input", "ts-input"));
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

export default {
  /** @param {{model: any, el: HTMLElement}} args */
  render: (args) =>
    mount(args, {
      cls: "trio-teach ts-practice",
      events: "change:exercise change:preset change:attempts change:feedback change:message change:done change:stars change:_catalogue change:pips",
      create: createPractice,
    }),
};
