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

import { tcEl, tcButton, tcTranslator, tcTileSvg, tcScheduler, tcOwnKeys, tcAnnouncer, tcSegmented } from "./teach_common.mjs";

/** @param {{model: any, el: HTMLElement}} ctx */
function render({ model, el }) {
  const root = tcEl("div", "trio-teach dr-root");
  el.appendChild(root);
  const announcer = tcAnnouncer(el);
  let tick = 0;
  let typed = "";

  const act = (/** @type {any} */ msg) => model.send(msg);

  const build = () => {
    const tr = tcTranslator(model);
    const q = model.get("question_view") || {};
    const fb = model.get("feedback") || {};
    const phase = String(model.get("phase") || "asking");
    const result = model.get("result") || {};
    const timer = !!model.get("timer");
    const pips = !!model.get("pips");
    const hadFocus = root.contains(document.activeElement);
    const focusKey = hadFocus && document.activeElement instanceof HTMLElement ? document.activeElement.dataset.action || "" : "";
    root.setAttribute("lang", String(model.get("lang") || "en"));
    root.replaceChildren();

    const head = tcEl("div", "tc-head");
    head.appendChild(tcEl("h3", "tc-title", tr("drill.title")));
    const stars = tcEl("span", "tc-stars", tr("drill.stars", { n: Number(model.get("stars") || 0) }));
    head.appendChild(stars);
    root.appendChild(head);

    root.appendChild(
      tcSegmented(
        tr("drill.level"),
        [["tile", tr("drill.level.tile")], ["bonus", tr("drill.level.bonus")], ["hand", tr("drill.level.hand")], ["move", tr("drill.level.move")]],
        String(q.level || ""),
        (v) => act({ action: "level", level: v }),
        "level",
      ),
    );

    const status = tcEl("p", "tc-sub dr-status");
    if (timer) {
      const clock = tcEl("span", "dr-clock");
      clock.setAttribute("role", "timer");
      clock.dataset.role = "clock";
      status.appendChild(clock);
      status.appendChild(document.createTextNode(" "));
    }
    status.appendChild(document.createTextNode(tr("drill.score", { right: Number(model.get("right") || 0), n: Number(model.get("asked") || 0) })));
    root.appendChild(status);

    if (phase === "over") {
      const box = tcEl("div", "dr-result");
      box.setAttribute("role", "status");
      const big = tcEl("div", "dr-bigstars");
      big.setAttribute("role", "img");
      big.setAttribute("aria-label", tr("drill.big_stars", { n: Number(result.stars || 1) }));
      for (let i = 0; i < 3; i++) {
        const s = tcEl("span", i < Number(result.stars || 1) ? "dr-star dr-on" : "dr-star", "\u2605");
        s.setAttribute("aria-hidden", "true");
        big.appendChild(s);
      }
      box.appendChild(big);
      box.appendChild(tcEl("p", "tc-prompt", String(result.text || "")));
      const again = tcButton(tr("drill.again"), "again", "tc-primary tc-big");
      again.addEventListener("click", () => act({ action: "again" }));
      box.appendChild(again);
      root.appendChild(box);
    } else if (phase === "ready") {
      root.appendChild(tcEl("p", "tc-prompt", tr("drill.ready", { seconds: Number(model.get("seconds") || 30) })));
      const start = tcButton(tr("drill.start"), "start", "tc-primary tc-big");
      start.addEventListener("click", () => act({ action: "start" }));
      root.appendChild(start);
    } else {
      const prompt = tcEl("p", "tc-prompt", String(q.prompt || ""));
      root.appendChild(prompt);
      const row = tcEl("div", "dr-tiles");
      row.setAttribute("role", "img");
      row.setAttribute("aria-label", (q.tiles || []).map((/** @type {number[]} */ t) => t.join("-")).join(", "));
      for (const t of q.tiles || []) row.appendChild(tcTileSvg(t, true, { px: 96, pips, square: true }));
      for (const b of q.bonuses || []) row.appendChild(tcEl("span", "dr-bonus", String(b)));
      root.appendChild(row);
      const choices = tcEl("div", "dr-choices");
      choices.setAttribute("role", "group");
      choices.setAttribute("aria-label", tr("drill.choices"));
      for (const v of q.choices || []) {
        const b = tcButton(String(v), "answer", "dr-choice");
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
        const next = tcButton(tr("drill.next"), "next", "tc-primary tc-big");
        next.addEventListener("click", () => act({ action: "next" }));
        root.appendChild(next);
      }
    }

    if (fb.text) {
      const box = tcEl("div", "tc-feedback dr-feedback " + (fb.right ? "tc-ok" : "tc-notyet"));
      box.appendChild(tcEl("div", "tc-feedback-line", String(fb.text)));
      if (!fb.right && Array.isArray(fb.steps)) {
        const ol = tcEl("ol", "tc-steps");
        for (const s of fb.steps) ol.appendChild(tcEl("li", "", String(s)));
        box.appendChild(ol);
      }
      root.appendChild(box);
      announcer.say(`f${fb.id}-${phase}`, [String(fb.text), ...(fb.right ? [] : (fb.steps || []).map(String))].join(" "));
    }
    const m = model.get("message") || {};
    const msg = tcEl("div", "tc-message", String(m.text || ""));
    msg.hidden = !m.text;
    root.appendChild(msg);
    if (m.text) announcer.say(`m${m.id}`, String(m.text));
    if (phase === "over" && result.text) announcer.say(`r${model.get("asked")}`, String(result.text));
    tcOwnKeys(root);
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
    clock.textContent = tcTranslator(model)("drill.seconds_left", { n: left });
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

  const redraw = tcScheduler(build);
  const events =
    "change:question_view change:feedback change:phase change:asked change:right change:stars change:result change:message change:_catalogue change:lang change:timer change:started_at change:pips";
  model.on(events, redraw);
  build();
  return () => {
    window.clearInterval(timerId);
    announcer.remove();
    model.off(events, redraw);
  };
}

export default { render };
