// @ts-check
// The score keeper's table: one row per entry, a head and a total per round, the totals at
// the foot.  A row's number is a button that opens the entry
// for changing; the rows are one Tab stop, arrows between them.  Only draws: Python's `view`,
// `rows` and `rounds`.

import { el, signed, button } from "./dom.mjs";

/**
 * @param {import("./state.mjs").Ctx} ctx
 * @returns {{el: HTMLElement, update: () => void, dispose: () => void}}
 */
export function createTable(ctx) {
  const part = el("div", "sk-table-part");
  function update() {
    const v = ctx.view();
    const box = part;
    box.replaceChildren();
    const players = v.players || [];
    const rows = ctx.rows();
    const wrap = el("div", "sk-tablewrap");
    const table = el("table", "sk-table");
    table.appendChild(el("caption", "sk-vh", {}, ctx.tr("keeper.table")));
    const thead = el("thead");
    const hr = el("tr");
    hr.appendChild(el("th", "sk-n", { scope: "col" }, ctx.tr("keeper.col.n")));
    hr.appendChild(el("th", "sk-what", { scope: "col" }, ctx.tr("keeper.col.what")));
    players.forEach((p) => hr.appendChild(el("th", "sk-pts", { scope: "col" }, p)));
    thead.appendChild(hr);
    table.appendChild(thead);
    const tbody = el("tbody");
    if (!rows.length) {
      const tr = el("tr");
      tr.appendChild(el("td", "sk-empty", { colspan: String(players.length + 2) }, ctx.tr("keeper.no_entries")));
      tbody.appendChild(tr);
    }
    const keep = !!(v.rules && v.rules.keep_score);
    for (const rd of ctx.rounds()) {
      if (rd.start >= rd.stop && !rd.over && rd.number > 1) continue;
      const head = el("tr", "sk-round-head");
      head.appendChild(el("th", "", { colspan: String(players.length + 2), scope: "rowgroup" }, ctx.tr("keeper.round", { n: rd.number })));
      if (rd.start < rd.stop || rd.number === 1) tbody.appendChild(head);
      for (let i = rd.start; i < rd.stop; i++) {
        const row = rows[i];
        if (!row) continue;
        const editable = row.kind !== "adjust";
        // the whole row is a tap target; the entry's number is a real button for keyboards
        // and screen readers (the row keeps its table semantics)
        const tr = el("tr", "sk-row" + (i === ctx.local.editIndex ? " sk-editing-row" : "") + (row.kind === "out" || row.kind === "blocked" ? " sk-end-row" : ""), {
          "data-index": i,
        });
        const num = el("td", "sk-n");
        if (editable) {
          num.appendChild(button(`row-${i}`, String(i + 1), () => ctx.startEdit(i), { "aria-label": ctx.tr("keeper.edit_row", { n: i + 1 }), title: ctx.tr("keeper.edit_row", { n: i + 1 }) }, "sk-rowbtn"));
        } else {
          num.textContent = String(i + 1);
        }
        tr.appendChild(num);
        const what = el("td", "sk-what");
        if (row.seat !== null && row.seat !== undefined && row.kind !== "out") what.appendChild(el("b", "", {}, players[row.seat] + " "));
        if (row.tile) what.appendChild(el("span", "sk-tilename", {}, row.tile + " "));
        what.appendChild(el("span", "sk-expl", {}, row.text));
        tr.appendChild(what);
        players.forEach((_, s) => {
          const acting = row.seat === s || row.kind === "out" || row.kind === "blocked";
          const pts = row.points[s];
          const text = acting || pts ? (keep ? signed(pts) : "") : "";
          const won = (row.winners || []).includes(s);
          tr.appendChild(el("td", "sk-pts" + (pts < 0 ? " sk-neg" : "") + (won ? " sk-won" : ""), {}, won && !keep ? "★" : text));
        });
        if (editable) {
          tr.addEventListener("click", (ev) => {
            if (!(/** @type {HTMLElement} */ (ev.target)).closest("button")) ctx.startEdit(i);
          });
        }
        tbody.appendChild(tr);
      }
      if (rd.over && keep) {
        const tot = el("tr", "sk-round-total");
        tot.appendChild(el("td", "sk-n"));
        tot.appendChild(el("th", "sk-what", { scope: "row" }, ctx.tr("keeper.round_total", { n: rd.number })));
        rd.totals.forEach((t) => tot.appendChild(el("td", "sk-pts", {}, String(t))));
        tbody.appendChild(tot);
      }
    }
    table.appendChild(tbody);
    if (keep) {
      const tfoot = el("tfoot");
      const fr = el("tr", "sk-total");
      fr.appendChild(el("td", "sk-n"));
      fr.appendChild(el("th", "sk-what", { scope: "row" }, ctx.tr("keeper.total_now")));
      (v.totals || []).forEach((t, s) => {
        const lead = (v.leaders || []).includes(s) || (v.winners || []).includes(s);
        fr.appendChild(el("td", "sk-pts" + (lead ? " sk-lead" : ""), { "data-seat": s }, String(t)));
      });
      tfoot.appendChild(fr);
      table.appendChild(tfoot);
    }
    wrap.appendChild(table);
    box.appendChild(wrap);
    if (ctx.local.scrollToEnd) {
      ctx.local.scrollToEnd = false;
      wrap.scrollTop = wrap.scrollHeight;
    }
  }

  return { el: part, update, dispose: () => part.replaceChildren() };
}
