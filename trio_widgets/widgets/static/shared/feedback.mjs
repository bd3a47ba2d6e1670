// @ts-check
// What the teaching widgets say back to the child: the heading with the stars, the feedback to
// the last answer (a line and the arithmetic), the error message, "Next", and a live region
// that reads the feedback or the error aloud once.  All text goes in with textContent.

import { el, button } from "./dom.mjs";

/**
 * Show (or hide) the widget's error message.
 * @param {HTMLElement} box
 * @param {any} message  {text, kind, id} or {}
 */
export function showMessage(box, message) {
  const text = message && message.text ? String(message.text) : "";
  box.textContent = text;
  box.hidden = !text;
}

/**
 * Show the feedback to the last answer: a line, then steps (the arithmetic).
 * @param {HTMLElement} box
 * @param {any} fb  {ok, text, steps, done} or {}
 */
export function showFeedback(box, fb) {
  box.replaceChildren();
  const text = fb && fb.text ? String(fb.text) : "";
  box.hidden = !text;
  if (!text) return;
  const kind = fb.ok === true ? "tc-ok" : fb.ok === false ? "tc-notyet" : "tc-info";
  box.className = "tc-feedback " + kind;
  const line = el("div", "tc-feedback-line");
  line.appendChild(el("span", "tc-feedback-icon", fb.ok === true ? "\u2714" : fb.ok === false ? "\u21bb" : "\u2139"));
  line.appendChild(el("span", "tc-feedback-text", text));
  box.appendChild(line);
  const steps = Array.isArray(fb.steps) ? fb.steps : [];
  if (steps.length) {
    const list = el("ol", "tc-steps");
    for (const s of steps) list.appendChild(el("li", "", String(s)));
    box.appendChild(list);
  }
}

/**
 * "★ 3": exercises solved.
 * @param {HTMLElement} box
 * @param {number} n
 * @param {(key: string, params?: any) => string} tr
 */
export function showStars(box, n, tr) {
  box.textContent = "\u2605 " + String(n);
  box.setAttribute("aria-label", tr("teach.ui.stars", { n }));
  box.title = tr("teach.ui.stars", { n });
}

/**
 * The widget's heading: its title and "★ n", the exercises solved so far.
 * @param {string} title
 * @param {number} stars
 * @param {(key: string, params?: any) => string} tr
 */
export function head(title, stars, tr) {
  const line = el("div", "tc-head");
  line.appendChild(el("h3", "tc-title", title));
  const box = el("span", "tc-stars");
  showStars(box, stars, tr);
  line.appendChild(box);
  return line;
}

/**
 * "Next ▶": shown once the exercise is done; `onNext()` on a press.
 * @param {(key: string, params?: any) => string} tr
 * @param {boolean} done
 * @param {() => void} onNext
 */
export function nextButton(tr, done, onNext) {
  const next = button(tr("teach.ui.next") + " \u25b6", "next", "tc-primary tc-big");
  next.hidden = !done;
  next.addEventListener("click", onNext);
  return next;
}

/**
 * The feedback to the last answer, then the error message, added to `root`.
 * @param {HTMLElement} root
 * @param {any} fb  {ok, text, steps, done} or {}
 * @param {any} message  {text, kind, id} or {}
 */
export function feedbackAndMessage(root, fb, message) {
  const box = el("div", "tc-feedback");
  showFeedback(box, fb);
  root.appendChild(box);
  const msg = el("div", "tc-message");
  showMessage(msg, message);
  root.appendChild(msg);
}

/**
 * A polite live region that stays put across redraws (a region made anew with each redraw is
 * not read out by every screen reader): say(text) reads the feedback or the error aloud once.
 * @param {HTMLElement} host  the widget's element (the region goes next to the redrawn part)
 */
export function createAnnouncer(host) {
  const region = el("div", "tc-sr");
  region.setAttribute("aria-live", "polite");
  region.setAttribute("role", "status");
  host.appendChild(region);
  let last = "";
  return {
    /** @param {string} key  what is being said (an id), @param {string} text */
    say(key, text) {
      if (!text || key === last) return;
      last = key;
      region.textContent = text;
    },
    remove() {
      region.remove();
    },
  };
}

/**
 * Read out the feedback or the error message when either is new.
 * @param {ReturnType<typeof createAnnouncer>} announcer
 * @param {any} model
 */
export function announce(announcer, model) {
  const m = model.get("message") || {};
  const f = model.get("feedback") || {};
  if (m.text) announcer.say(`m${m.id}`, String(m.text));
  else if (f.text) announcer.say(`f${f.id}`, [String(f.text), ...(Array.isArray(f.steps) ? f.steps.map(String) : [])].join(" "));
}
