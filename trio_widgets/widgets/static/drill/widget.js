// @ts-check
// AdditionDrill's front end: the tiles (and bonuses) to add up, four totals to tap, stars.
//
// Draws the synced `question_view`, `feedback`, `phase`, `asked`, `right`, `stars`, `result`,
// `level`, `timer`, `seconds`, `started_at` and sends intents:
//   {action: "answer", value}  a total tapped (or typed: digits then Enter)
//   {action: "next"} {action: "start"} {action: "time_up"} {action: "level", level} {action: "again"}
// Python works out every answer and keeps the score; with the timer the page only shows the
// half minute counting down and says "time_up" when it is over (Python checks the clock).
// Test hooks: [data-action="answer"][data-value], [data-action="next|start|again|level"], .dr-feedback.

import { el, button, translator, segmented, scheduler, ownKeys, langOn } from "../shared/dom.mjs";
import { tileSvg } from "../shared/draw.mjs";
import { createAnnouncer } from "../shared/feedback.mjs";
import { mount } from "../shared/mount.mjs";
import { keepProgress } from "../shared/keep.mjs";

/**
 * The drill's view: the level, the score, then the question and its four totals (or the start
 * button, or the round's stars), the feedback and the message; the clock and typed answers.
 * @param {import("../shared/mount.mjs").Ctx} ctx
 * @param {ReturnType<typeof createAnnouncer>} announcer  reads the feedback, the message and the result aloud
 * @returns {import("../shared/mount.mjs").View}
 */
function createDrill(ctx, announcer) {
  const { model, root } = ctx;
  let tick = 0;
  let typed = "";

  const act = ctx.send;

  const update = () => {
    const tr = ctx.tr;
    const q = model.get("question_view") || {};
    const fb = model.get("feedback") || {};
    const phase = String(model.get("phase") || "asking");
    const result = model.get("result") || {};
    const timer = !!model.get("timer");
    const pips = !!model.get("pips");
    const hadFocus = root.contains(document.activeElement);
    const focusKey = hadFocus && document.activeElement instanceof HTMLElement ? document.activeElement.dataset.action || "" : "";
    root.replaceChildren();

    const head = el("div", "tc-head");
    head.appendChild(el("h3", "tc-title", tr("drill.title")));
    const stars = el("span", "tc-stars", tr("drill.stars", { n: Number(model.get("stars") || 0) }));
    head.appendChild(stars);
    root.appendChild(head);

    root.appendChild(
      segmented(
        tr("drill.level"),
        [["tile", tr("drill.level.tile")], ["bonus", tr("drill.level.bonus")], ["hand", tr("drill.level.hand")], ["move", tr("drill.level.move")]],
        String(q.level || ""),
        (v) => act({ action: "level", level: v }),
        "level",
      ),
    );

    const status = el("p", "tc-sub dr-status");
    if (timer) {
      const clock = el("span", "dr-clock");
      clock.setAttribute("role", "timer");
      clock.dataset.role = "clock";
      status.appendChild(clock);
      status.appendChild(document.createTextNode(" "));
    }
    status.appendChild(document.createTextNode(tr("drill.score", { right: Number(model.get("right") || 0), n: Number(model.get("asked") || 0) })));
    root.appendChild(status);

    if (phase === "over") {
      const box = el("div", "dr-result");
      box.setAttribute("role", "status");
      const big = el("div", "dr-bigstars");
      big.setAttribute("role", "img");
      big.setAttribute("aria-label", tr("drill.big_stars", { n: Number(result.stars || 1) }));
      for (let i = 0; i < 3; i++) {
        const s = el("span", i < Number(result.stars || 1) ? "dr-star dr-on" : "dr-star", "\u2605");
        s.setAttribute("aria-hidden", "true");
        big.appendChild(s);
      }
      box.appendChild(big);
      box.appendChild(el("p", "tc-prompt", String(result.text || "")));
      const again = button(tr("drill.again"), "again", "tc-primary tc-big");
      again.addEventListener("click", () => act({ action: "again" }));
      box.appendChild(again);
      root.appendChild(box);
    } else if (phase === "ready") {
      root.appendChild(el("p", "tc-prompt", tr("drill.ready", { seconds: Number(model.get("seconds") || 30) })));
      const start = button(tr("drill.start"), "start", "tc-primary tc-big");
      start.addEventListener("click", () => act({ action: "start" }));
      root.appendChild(start);
    } else {
      const prompt = el("p", "tc-prompt", String(q.prompt || ""));
      root.appendChild(prompt);
      const row = el("div", "dr-tiles");
      row.setAttribute("role", "img");
      row.setAttribute("aria-label", (q.tiles || []).map((/** @type {number[]} */ t) => t.join("-")).join(", "));
      for (const t of q.tiles || []) row.appendChild(tileSvg(t, true, { px: 96, pips, square: true }));
      for (const b of q.bonuses || []) row.appendChild(el("span", "dr-bonus", String(b)));
      root.appendChild(row);
      const choices = el("div", "dr-choices");
      choices.setAttribute("role", "group");
      choices.setAttribute("aria-label", tr("drill.choices"));
      for (const v of q.choices || []) {
        const b = button(String(v), "answer", "dr-choice");
        b.dataset.value = String(v);
        if (phase === "answered") {
          b.disabled = true;
          if (Number(v) === Number(fb.answer)) b.classList.add("dr-right");
          else if (Number(v) === Number(fb.picked)) b.classList.add("dr-picked");
        }
        b.addEventListener("click", () => act({ action: "answer", value: Number(v) }));
        choices.appendChild(b);
      }
      root.appendChild(choices);
      if (phase === "answered") {
        const next = button(tr("drill.next"), "next", "tc-primary tc-big");
        next.addEventListener("click", () => act({ action: "next" }));
        root.appendChild(next);
      }
    }

    if (fb.text) {
      const box = el("div", "tc-feedback dr-feedback " + (fb.right ? "tc-ok" : "tc-notyet"));
      box.appendChild(el("div", "tc-feedback-line", String(fb.text)));
      if (!fb.right && Array.isArray(fb.steps)) {
        const ol = el("ol", "tc-steps");
        for (const s of fb.steps) ol.appendChild(el("li", "", String(s)));
        box.appendChild(ol);
      }
      root.appendChild(box);
      announcer.say(`f${fb.id}-${phase}`, [String(fb.text), ...(fb.right ? [] : (fb.steps || []).map(String))].join(" "));
    }
    const m = model.get("message") || {};
    const msg = el("div", "tc-message", String(m.text || ""));
    msg.hidden = !m.text;
    root.appendChild(msg);
    if (m.text) announcer.say(`m${m.id}`, String(m.text));
    if (phase === "over" && result.text) announcer.say(`r${model.get("asked")}`, String(result.text));
    ownKeys(root);
    updateClock();
    if (hadFocus) {
      const want = /** @type {HTMLElement | null} */ (
        root.querySelector(`[data-action="${focusKey}"]:not([disabled])`) || root.querySelector('[data-action="next"], [data-action="again"], [data-action="answer"]:not([disabled]), [data-action="start"]')
      );
      if (want) want.focus();
    }
  };

  // the half minute, drawn from Python's start time; at zero the page says so (Python checks)
  const updateClock = () => {
    const clock = root.querySelector('[data-role="clock"]');
    const phase = String(model.get("phase") || "");
    const started = Number(model.get("started_at") || 0);
    const total = Number(model.get("seconds") || 30);
    if (!clock) return;
    const left = phase === "asking" || phase === "answered" ? Math.max(0, Math.ceil(total - (Date.now() - started) / 1000)) : phase === "ready" ? total : 0;
    clock.textContent = ctx.tr("drill.seconds_left", { n: left });
    clock.classList.toggle("dr-hurry", left <= 5 && phase !== "ready");
    if ((phase === "asking" || phase === "answered") && started > 0 && left === 0 && !tick) {
      tick = 1; // once per round
      act({ action: "time_up" });
    }
    if (phase !== "asking" && phase !== "answered") tick = 0;
  };
  const timerId = window.setInterval(updateClock, 250);

  // typed answers: digits then Enter, anywhere in the widget
  root.addEventListener("keydown", (ev) => {
    if (String(model.get("phase")) !== "asking") return;
    if (/^[0-9]$/.test(ev.key)) {
      typed = (typed + ev.key).slice(-4);
      ev.preventDefault();
    } else if (ev.key === "Enter" && typed) {
      ev.preventDefault();
      act({ action: "answer", value: Number(typed) });
      typed = "";
    }
  });

  return {
    update,
    dispose: () => {
      window.clearInterval(timerId);
      root.replaceChildren();
    },
  };
}

const EVENTS =
  "change:question_view change:feedback change:phase change:asked change:right change:stars change:result change:message change:_catalogue change:lang change:timer change:started_at change:pips";

/**
 * @param {{model: any, el: HTMLElement}} args  anywidget's
 */
function render(args) {
  return mount(args, { cls: "trio-teach dr-root", events: EVENTS, create: createDrill, speaks: true });
}

export default { initialize: ({ model }) => keepProgress(model), render };
