// @ts-check
// The players' standing in the score keeper: a button per player (whose turn it is, the total,
// tiles left, the leader's star), the status line under them, and the banner of a finished match.

import { el, button, roving } from "./dom.mjs";

/**
 * The players (pressing one makes the turn theirs) and the status line.
 * @param {import("./state.mjs").Ctx} ctx
 * @param {HTMLElement} box     the players
 * @param {HTMLElement} status  the status line
 * @returns {import("./state.mjs").Part}
 */
export function createPlayers(ctx, box, status) {
  function update() {
    const v = ctx.view();
    const tr = ctx.tr;
    const local = ctx.local;
    box.replaceChildren();
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", tr("keeper.whose_turn"));
    const players = v.players || [];
    const showHands = Array.isArray(v.hand_sizes);
    players.forEach((/** @type {string} */ name, /** @type {number} */ s) => {
      const leader = (v.leaders || []).includes(s) || (v.winners || []).includes(s);
      const selected = local.panel === "turn" && local.draft.seat === s;
      const b = el("button", "sk-player" + (selected ? " sk-selected" : "") + (leader ? " sk-leader" : ""), {
        type: "button",
        "aria-pressed": String(selected),
        "data-key": `player-${s}`,
        "data-seat": s,
      });
      b.appendChild(el("span", "sk-player-name", {}, name));
      if (v.rules && v.rules.keep_score) b.appendChild(el("span", "sk-player-total", {}, String((v.totals || [])[s] ?? 0)));
      const info = [];
      if (showHands) info.push(tr("keeper.tiles_left", { n: v.hand_sizes[s] }));
      if (v.next_seat === s && !v.match_over) info.push(tr("keeper.next"));
      if (info.length) b.appendChild(el("span", "sk-player-info", {}, info.join(" · ")));
      if (leader) b.appendChild(el("span", "sk-star", { "aria-hidden": "true" }, "★"));
      b.addEventListener("click", () => {
        if (ctx.local.panel !== "turn") return;
        ctx.setDraft({ seat: s });
      });
      box.appendChild(b);
    });
    roving(box, ".sk-player");
    status.replaceChildren();
    if (v.status && !v.match_over) status.appendChild(el("span", "", {}, v.status));
  }
  return {
    update,
    dispose() {
      box.replaceChildren();
      status.replaceChildren();
    },
  };
}

/**
 * The banner of a finished match: the trophy, who won, a new match.
 * @param {import("./state.mjs").Ctx} ctx
 * @param {HTMLElement} box
 * @returns {import("./state.mjs").Part}
 */
export function createBanner(ctx, box) {
  function update() {
    const v = ctx.view();
    box.replaceChildren();
    box.hidden = !v.match_over;
    if (!v.match_over) return;
    box.appendChild(el("div", "sk-trophy", { "aria-hidden": "true" }, "★"));
    box.appendChild(el("div", "sk-winner", {}, v.status));
    box.appendChild(button("new-match", ctx.tr("keeper.new_match"), () => ctx.send({ action: "new_match" }), {}, "sk-btn sk-primary"));
  }
  return { update, dispose: () => box.replaceChildren() };
}
