// @ts-check
// Status and controls of the game widget: whose turn, the players' scores, the pool, the
// buttons (Draw, Pass, Hint, Undo), the last move, the message line, the turn timer,
// the number style and the "light up" switch, and the mosaic panel.

import { el, svgEl, actionButton, replay, setText, setData } from "./dom.mjs";
import { keyTitle } from "./key_titles.mjs";

/** A light bulb drawn as SVG (an emoji shows as an empty box where no emoji font is installed). */
function bulbIcon() {
  const s = svgEl("svg", { class: "trio-gw-bulb", viewBox: "0 0 24 24", width: "20", height: "20", "aria-hidden": "true", focusable: "false" });
  s.appendChild(svgEl("path", { d: "M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2z", fill: "#ffd54f", stroke: "currentColor", "stroke-width": "1.5" }));
  s.appendChild(svgEl("path", { d: "M9 20.5h6M10 23h4", stroke: "currentColor", "stroke-width": "1.8", "stroke-linecap": "round", fill: "none" }));
  return s;
}

/**
 * @param {import("./state.mjs").Ctx} ctx
 */
export function createPanel(ctx) {
  const { model, local } = ctx;
  // toolbar controls (beside the board's zoom buttons)
  const numbersGroup = el("div", "trio-gw-seg");
  numbersGroup.setAttribute("role", "group");
  const digitsBtn = actionButton("digits", "trio-gw-segbtn");
  const pipsBtn = actionButton("pips", "trio-gw-segbtn");
  numbersGroup.append(digitsBtn, pipsBtn);
  const hintsLabel = el("label", "trio-gw-switch");
  const hintsBox = el("input");
  hintsBox.type = "checkbox";
  hintsBox.dataset.action = "hints";
  const hintsText = el("span");
  hintsLabel.append(hintsBox, hintsText);
  const modeBtn = actionButton("mosaic", "trio-gw-mode trio-gw-quiet");
  const bigBtn = actionButton("projector", "trio-gw-big-toggle");

  const side = el("div", "trio-gw-side");
  const status = el("div", "trio-gw-status");
  status.setAttribute("aria-live", "polite");
  const timerEl = el("div", "trio-gw-timer");
  timerEl.setAttribute("role", "timer");
  const players = el("table", "trio-gw-players");
  const pool = el("div", "trio-gw-pool");
  const roundInfo = el("div", "trio-gw-roundinfo");
  const buttons = el("div", "trio-gw-buttons");
  const drawBtn = actionButton("draw", "trio-gw-primary");
  const passBtn = actionButton("pass");
  const undoBtn = actionButton("undo");
  const hintBtn = actionButton("hint");
  const hintLabel = el("span");
  hintBtn.append(bulbIcon(), hintLabel);
  const showSummaryBtn = actionButton("summary", "trio-gw-primary");
  buttons.append(drawBtn, passBtn, hintBtn, undoBtn, showSummaryBtn);
  const lastBox = el("div", "trio-gw-last");
  const lastHead = el("div", "trio-gw-last-head");
  const lastText = el("div", "trio-gw-last-text");
  const lastScore = el("div", "trio-gw-last-score");
  lastBox.append(lastHead, lastText, lastScore);
  const mosaicPanel = el("div", "trio-gw-mosaicpanel");
  const mosaicHint = el("p", "trio-gw-mosaic-hint");
  const mosaicCount = el("div", "trio-gw-mosaic-count");
  const mosaicClear = actionButton("mosaic-clear");
  const mosaicUndo = actionButton("mosaic-undo");
  mosaicPanel.append(mosaicHint, mosaicCount, mosaicClear, mosaicUndo);
  side.append(status, timerEl, players, roundInfo, pool, buttons, lastBox, mosaicPanel, modeBtn);

  // what happened, for a screen reader: every move and every round end, politely, in the widget's language
  const announce = el("div", "trio-gw-sr trio-gw-announce");
  announce.setAttribute("role", "log");
  announce.setAttribute("aria-live", "polite");
  announce.setAttribute("aria-relevant", "additions");
  /** @param {string} text */
  function say(text) {
    if (!text) return;
    announce.append(el("p", "", text));
    while (announce.childElementCount > 6) announce.firstElementChild?.remove();
  }
  let lastSaidMove = -1;
  let lastSaidRound = "";

  const message = el("div", "trio-gw-message");
  message.setAttribute("role", "status");
  message.setAttribute("aria-live", "assertive");

  let lastMoveN = -1;
  let msgTimer = 0;
  let timer = 0;
  let timerStart = 0;
  let lastTurnId = -1;

  let drawnPlayers = "";
  /**
   * The players' table (rebuilt only when a name, score, count or the turn changes).
   * @param {any[]} seats @param {number[]} scores @param {number[]} sizes @param {number} current @param {any} summary @param {any} info
   */
  function renderPlayers(seats, scores, sizes, current, summary, info) {
    const tr = ctx.tr;
    players.replaceChildren();
    const head = players.createTHead().insertRow();
    const cols = [tr("game.players"), info.keep_score ? tr("game.score") : null, tr("game.in_hand")];
    for (const c of cols) if (c !== null) head.appendChild(el("th", "", c));
    const body = players.createTBody();
    seats.forEach((/** @type {any} */ s, /** @type {number} */ i) => {
      const row = body.insertRow();
      row.dataset.seat = String(i);
      if (i === current && !summary.rows) row.classList.add("trio-gw-current");
      const who = el("div", "trio-gw-who");
      const dot = el("span", "trio-gw-dot", i === current && !summary.rows ? "\u25B6" : "");
      dot.setAttribute("aria-hidden", "true");
      who.append(dot, el("span", "trio-gw-name", s.name));
      // no "computer" tag under a player already called "Computer"
      if (s.bot && !String(s.name).toLowerCase().includes(tr("game.is_computer").toLowerCase())) {
        who.append(el("span", "trio-gw-tag", tr("game.is_computer")));
      }
      row.insertCell().append(who);
      if (info.keep_score) row.insertCell().append(el("span", "trio-gw-score", String(scores[i] ?? 0)));
      row.insertCell().append(el("span", "trio-gw-count", tr("game.tiles", { n: sizes[i] ?? 0 })));
    });
  }

  function renderSide() {
    const tr = ctx.tr;
    const seats = model.get("seats") || [];
    const scores = model.get("scores") || [];
    const sizes = model.get("hand_sizes") || [];
    const current = model.get("current");
    const info = model.get("rules_info") || {};
    const summary = model.get("summary") || {};
    const st = model.get("status") || {};
    setText(status, st.key ? tr(st.key, st.params || {}) : "");
    const playersKey = JSON.stringify([seats, scores, sizes, current, Boolean(summary.rows), info.keep_score, model.get("lang")]);
    if (playersKey !== drawnPlayers) {
      drawnPlayers = playersKey;
      renderPlayers(seats, scores, sizes, current, summary, info);
    }
    setText(pool, tr("game.pool", { n: model.get("pool_size") }));
    const bits = [tr("game.round", { n: model.get("round_number") })];
    if (info.target) bits.push(tr("game.target", { n: info.target }));
    else if (info.target === null) bits.push(tr("game.one_round"));
    if (info.winner === "lowest") bits.push(tr("game.lowest_wins"));
    setText(roundInfo, bits.join(" \u00B7 "));
    const can = model.get("can") || {};
    setText(drawBtn, tr("game.draw"));
    drawBtn.title = tr("game.draw_title");
    drawBtn.disabled = !can.draw;
    setText(passBtn, tr("game.pass"));
    passBtn.title = tr("game.pass_title");
    passBtn.disabled = !can.pass;
    setText(hintLabel, tr("game.hint"));
    hintBtn.title = keyTitle(tr, "game.hint_title", "H", ctx.keyboard());
    hintBtn.disabled = !can.hint;
    setText(undoBtn, tr("game.undo"));
    undoBtn.title = tr("game.undo_title");
    undoBtn.disabled = !can.undo;
    undoBtn.hidden = !model.get("allow_undo");
    setText(showSummaryBtn, tr("round.show"));
    showSummaryBtn.hidden = !(summary.rows && local.summaryHidden);
    const lm = model.get("last_move") || {};
    setText(lastHead, tr("game.last_move"));
    if (!lm.type) {
      lastBox.hidden = true;
      return;
    }
    lastBox.hidden = false;
    const who = ctx.name(lm.seat);
    if (lm.type === "play") {
      setText(lastText, lm.draws
        ? tr("move.play_after_draws", { name: who, tile: lm.tile, n: lm.draws })
        : tr("move.play", { name: who, tile: lm.tile }));
      setText(lastScore, (lm.parts || []).map((/** @type {[string, any]} */ [k, p]) => tr(k, p)).join(tr("score.sep")));
    } else {
      setText(lastText, tr(lm.type === "draw" ? "move.draw" : "move.pass", { name: who }));
      setText(lastScore, lm.points ? tr("move.points", { n: lm.points }) : "");
    }
    if (lm.n !== lastMoveN) {
      if (lastMoveN !== -1) replay(lastBox, "trio-gw-flash");
      lastMoveN = lm.n;
    }
    // a computer's draws are said with the tile it then places ("drew 3 tiles and placed ...")
    const botDraw = lm.type === "draw" && (seats[lm.seat] || {}).bot != null;
    if (lm.n !== lastSaidMove && !botDraw) {
      lastSaidMove = lm.n;
      say(lm.type === "play" ? `${lastText.textContent}: ${lastScore.textContent}` : [lastText.textContent, lastScore.textContent].filter(Boolean).join(": "));
    }
  }

  /** The round's end, said once: "Round 2 is over. Ann went out! Ann won the round." */
  function sayRoundEnd() {
    const s = model.get("summary") || {};
    const key = s.rows ? `${s.round}:${s.match_over}` : "";
    if (key === lastSaidRound) return;
    lastSaidRound = key;
    if (!s.rows) return;
    const card = ctx.parts.summary?.card;
    const lines = card ? Array.from(card.querySelectorAll(".trio-gw-cardtitle, .trio-gw-cardline, .trio-gw-winnerline")).map((n) => n.textContent) : [];
    say(lines.join(" "));
  }

  function renderTexts() {
    const tr = ctx.tr;
    const big = ctx.projector();
    setText(bigBtn, tr("game.projector"));
    bigBtn.title = tr("game.projector_title");
    bigBtn.setAttribute("aria-pressed", String(big));
    numbersGroup.setAttribute("aria-label", tr("game.numbers_as"));
    setText(digitsBtn, tr("game.digits"));
    setText(pipsBtn, tr("game.pips"));
    const pips = Boolean(model.get("pips"));
    digitsBtn.setAttribute("aria-pressed", String(!pips));
    pipsBtn.setAttribute("aria-pressed", String(pips));
    setText(hintsText, tr("game.hints"));
    hintsBox.checked = Boolean(model.get("hints"));
    const mosaic = model.get("mode") === "mosaic";
    setData(modeBtn, "action", mosaic ? "play" : "mosaic");
    setText(modeBtn, mosaic ? tr("mosaic.play") : tr("mosaic.make"));
    hintsLabel.hidden = mosaic;
    setData(ctx.root, "mode", mosaic ? "mosaic" : "play");
    buttons.hidden = mosaic;
    players.hidden = mosaic;
    pool.hidden = mosaic;
    roundInfo.hidden = mosaic;
    mosaicPanel.hidden = !mosaic;
    if (mosaic) {
      lastBox.hidden = true;
      setText(status, tr("mosaic.title"));
      const n = (model.get("mosaic") || []).length;
      setText(mosaicHint, tr("mosaic.hint"));
      setText(mosaicCount, tr("mosaic.count", { n }));
      setText(mosaicClear, tr("mosaic.clear"));
      mosaicClear.disabled = n === 0;
      setText(mosaicUndo, "\u21B6 " + tr("mosaic.undo"));
      mosaicUndo.disabled = !(model.get("can") || {}).mosaic_undo;
    }
  }

  function renderTimer() {
    const secs = model.get("turn_seconds");
    clearInterval(timer);
    const tid = model.get("turn_id");
    const human = ((model.get("seats") || [])[model.get("current")] || {}).bot == null;
    if (!secs || model.get("mode") !== "play" || (model.get("summary") || {}).rows || !human || model.get("covered")) {
      // no clock while a hand is covered: Python starts none, and the page starts its own at the lift
      timerEl.hidden = true;
      lastTurnId = -1;
      return;
    }
    if (tid !== lastTurnId) {
      lastTurnId = tid;
      timerStart = performance.now();
    }
    timerEl.hidden = false;
    const tick = () => {
      const left = Math.max(0, Math.ceil(secs - (performance.now() - timerStart) / 1000));
      setText(timerEl, "\u23F1 " + ctx.tr("game.timer", { n: left }));
      timerEl.classList.toggle("trio-gw-hurry", left <= 10);
      if (left <= 0) clearInterval(timer);
    };
    tick();
    timer = window.setInterval(tick, 250);
  }

  /** The message line (an error shakes the picked tile; an info fades after a while). */
  function updateMessage() {
    const m = model.get("message") || {};
    clearTimeout(msgTimer);
    if (!m.key) {
      setText(message, "");
      message.className = "trio-gw-message";
      return;
    }
    setText(message, typeof m.text === "string" ? m.text : ctx.tr(m.key, m.params || {}));
    message.className = "trio-gw-message " + (m.kind === "error" ? "trio-gw-error" : "trio-gw-info");
    message.dataset.key = m.key;
    if (m.kind === "error") ctx.parts.rack?.shake();
    else msgTimer = window.setTimeout(() => { message.classList.add("trio-gw-fade"); }, 6000);
  }

  return {
    update() {
      renderSide();
      renderTimer();
      renderTexts();
      sayRoundEnd();
    },
    updateMessage,
    dispose() {
      clearInterval(timer);
      clearTimeout(msgTimer);
    },
    side, message, hintsBox, announce, showSummaryBtn,
    toolbarControls: [numbersGroup, hintsLabel, bigBtn],
  };
}
