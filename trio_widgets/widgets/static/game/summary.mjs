// @ts-check
// The round / match summary of the game widget: who went out, what is left in each hand,
// the points, and the buttons to go on.

import { el, actionButton } from "./dom.mjs";
import { tileButton } from "./rack.mjs";
import { joinNames, roundLines } from "./round_words.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 */
export function createSummary(ctx) {
  const { model, local } = ctx;
  const overlay = el("div", "trio-gw-overlay");
  const card = el("div", "trio-gw-card");
  const titleId = `trio-gw-summary-${Math.random().toString(36).slice(2)}`;
  card.setAttribute("role", "dialog");
  card.setAttribute("aria-modal", "true");
  card.setAttribute("aria-labelledby", titleId);
  card.tabIndex = -1;
  overlay.append(card);
  let lastKey = "";
  /** @type {HTMLElement | null} where focus was when the card opened (it goes back there) */
  let before = null;
  let opened = false;
  let lastDraw = "";

  function update() {
    const tr = ctx.tr;
    const s = model.get("summary") || {};
    const drawKey = JSON.stringify([s, model.get("can"), model.get("lang"), model.get("pips"), model.get("seats"), model.get("mode"), local.summaryHidden]);
    if (drawKey === lastDraw) return;
    lastDraw = drawKey;
    const had = document.activeElement;
    const keepAction = had instanceof HTMLElement && card.contains(had) ? had.dataset.action : null;
    card.replaceChildren();
    const key = s.rows ? `${s.round}:${s.match_over}` : "";
    if (key !== lastKey) {
      local.summaryHidden = false;
      lastKey = key;
    }
    const wasOpen = !overlay.hidden;
    overlay.hidden = !s.rows || model.get("mode") !== "play" || local.summaryHidden;
    opened = !overlay.hidden && !wasOpen;
    if (!s.rows) return;
    const seats = model.get("seats") || [];
    const seatNames = seats.map((/** @type {{name?: string}} */ x) => x?.name ?? "");
    /** @param {number[]} list */
    const names = (list) => joinNames(tr, list.map((i) => seatNames[i] ?? ""));
    const title = el("h3", "trio-gw-cardtitle", s.match_over ? tr("match.title") : tr("round.title", { n: s.round }));
    title.id = titleId;
    card.append(title);
    for (const line of roundLines(tr, s, seatNames)) card.append(el("p", "trio-gw-cardline", line));
    const table = el("table", "trio-gw-summary");
    const hr = table.createTHead().insertRow();
    const heads = [tr("round.player"), tr("round.left")];
    if (s.keep_score) heads.push(tr("round.during"), tr("round.at_end"), tr("round.total"));
    for (const h of heads) hr.appendChild(el("th", "", h));
    const tb = table.createTBody();
    for (const r of s.rows) {
      const row = tb.insertRow();
      row.dataset.seat = String(r.seat);
      if (s.winners.includes(r.seat)) row.classList.add("trio-gw-winner");
      /** @param {number} i */
      const cell = (i) => { const c = row.insertCell(); c.dataset.label = heads[i]; return c; };
      cell(0).append(el("span", "trio-gw-name", seats[r.seat]?.name ?? ""));
      const left = cell(1);
      if (r.hand.length) {
        const tiles = el("span", "trio-gw-lefttiles");
        for (const tl of r.hand) {
          const b = tileButton(tr, tl, false, 0, Boolean(model.get("pips")), 30);
          b.disabled = true;
          b.classList.add("trio-gw-tiny");
          tiles.appendChild(b);
        }
        const sums = r.hand.map((/** @type {string} */ x) => x.split("-").reduce((a, v) => a + Number(v), 0)).join(" + ");
        left.append(tiles, el("span", "trio-gw-leftsum", tr("round.hand_value", { tiles: sums, value: r.hand_value })));
      } else {
        left.append(el("span", "", tr("round.nothing_left")));
      }
      if (s.keep_score) {
        /** @param {number} n */
        const signed = (n) => (n > 0 ? "+" : "") + String(n);
        cell(2).append(el("span", "trio-gw-points", signed(r.during ?? r.round_points - r.points)));
        const end = cell(3);
        end.append(el("span", "trio-gw-points", signed(r.points)));
        for (const [k, p] of r.details || []) end.append(el("div", "trio-gw-detail", tr(k, p)));
        cell(4).append(el("strong", "trio-gw-total", String(r.score)));
      }
    }
    card.append(table);
    if (s.match_over) {
      card.append(el("p", "trio-gw-winnerline", tr("match.winner", { names: names(s.match_winners), n: s.match_winners.length })));
    }
    const row = el("div", "trio-gw-cardbuttons");
    const can = model.get("can") || {};
    if (can.next_round) {
      const b = actionButton("next-round", "trio-gw-primary trio-gw-big");
      b.textContent = tr("game.next_round");
      row.append(b);
    }
    if (can.new_match) {
      const b = actionButton("new-match", "trio-gw-primary trio-gw-big");
      b.textContent = tr("game.new_match");
      row.append(b);
    }
    const look = actionButton("look", "trio-gw-quiet trio-gw-icon");
    look.textContent = "\u2715";
    look.setAttribute("aria-label", tr("round.close"));
    look.title = tr("round.close");
    row.append(look);
    card.append(row);
    if (keepAction && !opened) /** @type {HTMLElement | null} */ (card.querySelector(`[data-action="${keepAction}"]`))?.focus({ preventScroll: true });
    if (opened) {
      // the child is looking at the board or the rack: bring the card into view, focus into it
      const a = document.activeElement;
      before = a instanceof HTMLElement && ctx.root.contains(a) ? a : null;
      const first = /** @type {HTMLElement | null} */ (card.querySelector(".trio-gw-primary") || look);
      requestAnimationFrame(() => {
        card.scrollIntoView({ block: "nearest", inline: "nearest" });
        (first || card).focus({ preventScroll: true });
      });
    }
  }

  /** Tab stays inside the open card; Escape closes it. @param {KeyboardEvent} ev */
  function onKey(ev) {
    if (overlay.hidden) return;
    if (ev.key === "Escape") {
      hide();
      ev.preventDefault();
      ev.stopPropagation();
      return;
    }
    if (ev.key !== "Tab") return;
    const items = /** @type {HTMLElement[]} */ (Array.from(card.querySelectorAll("button:not([disabled])")));
    if (!items.length) return;
    const i = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    if (ev.shiftKey && i <= 0) { items[items.length - 1].focus(); ev.preventDefault(); }
    else if (!ev.shiftKey && i === items.length - 1) { items[0].focus(); ev.preventDefault(); }
  }
  card.addEventListener("keydown", onKey);

  /** The child closes the card to look at the final board; focus goes back where it was (or to "Show the scores"). */
  function hide() {
    local.summaryHidden = true;
    overlay.hidden = true;
    lastDraw = ""; // drawn again when it opens
    ctx.parts.panel?.update();
    const back = before && before.isConnected && !before.hasAttribute("disabled") ? before : ctx.parts.panel?.showSummaryBtn;
    back?.focus({ preventScroll: true });
  }

  return {
    update,
    dispose() { card.removeEventListener("keydown", onKey); },
    el: overlay,
    card,
    hide,
    show() { local.summaryHidden = false; update(); },
    isOpen: () => !overlay.hidden,
  };
}
