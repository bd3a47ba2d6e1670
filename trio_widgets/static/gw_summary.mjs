// @ts-check
// The round / match summary of the game widget: who went out, what is left in each hand,
// the points, and the buttons to go on.

import { el, actionButton } from "./gw_dom.mjs";
import { tileButton } from "./gw_rack.mjs";

/**
 * @param {import("./gw_state.mjs").Ctx} ctx
 */
export function createSummary(ctx) {
  const { model, local } = ctx;
  const overlay = el("div", "trio-gw-overlay");
  const card = el("div", "trio-gw-card");
  card.setAttribute("role", "dialog");
  overlay.append(card);
  let lastKey = "";

  function update() {
    const tr = ctx.tr;
    const s = model.get("summary") || {};
    card.replaceChildren();
    const key = s.rows ? `${s.round}:${s.match_over}` : "";
    if (key !== lastKey) {
      local.summaryHidden = false;
      lastKey = key;
    }
    overlay.hidden = !s.rows || model.get("mode") !== "play" || local.summaryHidden;
    if (!s.rows) return;
    const seats = model.get("seats") || [];
    /** @param {number[]} list */
    const names = (list) => {
      const ns = list.map((i) => seats[i]?.name ?? "");
      if (ns.length <= 1) return ns.join("");
      return tr("names.and", { first: ns.slice(0, -1).join(tr("names.sep")), last: ns[ns.length - 1] });
    };
    card.append(el("h3", "trio-gw-cardtitle", s.match_over ? tr("match.title") : tr("round.title", { n: s.round })));
    if (s.how === "out") card.append(el("p", "trio-gw-cardline", tr("round.out", { name: seats[s.out]?.name ?? "" })));
    else card.append(el("p", "trio-gw-cardline", tr("round.blocked")));
    if (s.fewest_tiles) card.append(el("p", "trio-gw-cardline", tr("round.fewest", { names: names(s.winners), n: s.winners.length })));
    else card.append(el("p", "trio-gw-cardline", tr("round.winners", { names: names(s.winners), n: s.winners.length })));
    const table = el("table", "trio-gw-summary");
    const hr = table.createTHead().insertRow();
    const heads = [tr("round.player"), tr("round.left")];
    if (s.keep_score) heads.push(tr("round.points"), tr("round.total"));
    for (const h of heads) hr.appendChild(el("th", "", h));
    const tb = table.createTBody();
    for (const r of s.rows) {
      const row = tb.insertRow();
      row.dataset.seat = String(r.seat);
      if (s.winners.includes(r.seat)) row.classList.add("trio-gw-winner");
      row.insertCell().append(el("span", "trio-gw-name", seats[r.seat]?.name ?? ""));
      const left = row.insertCell();
      if (r.hand.length) {
        const tiles = el("span", "trio-gw-lefttiles");
        for (const tl of r.hand) tiles.appendChild(tileButton(tr, tl, false, 0, Boolean(model.get("pips")), 30));
        tiles.querySelectorAll("button").forEach((b) => { b.disabled = true; b.classList.add("trio-gw-tiny"); });
        const sums = r.hand.map((/** @type {string} */ x) => x.split("-").reduce((a, v) => a + Number(v), 0)).join(" + ");
        left.append(tiles, el("span", "trio-gw-leftsum", tr("round.hand_value", { tiles: sums, value: r.hand_value })));
      } else {
        left.append(el("span", "", tr("round.nothing_left")));
      }
      if (s.keep_score) {
        const pts = row.insertCell();
        pts.append(el("span", "trio-gw-points", (r.points > 0 ? "+" : "") + String(r.points)));
        for (const [k, p] of r.details || []) pts.append(el("div", "trio-gw-detail", tr(k, p)));
        row.insertCell().append(el("strong", "", String(r.score)));
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
    const look = actionButton("look", "trio-gw-quiet");
    look.textContent = "\u2715";
    look.setAttribute("aria-label", tr("board.label"));
    row.append(look);
    card.append(row);
  }

  return {
    update,
    dispose() {},
    el: overlay,
    card,
    /** the child closed the card to look at the final board */
    hide() { local.summaryHidden = true; overlay.hidden = true; },
    show() { local.summaryHidden = false; update(); },
  };
}
