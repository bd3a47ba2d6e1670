// @ts-check
// The score keeper's table (score_keeper.js draws it here): one row per entry, a head and a
// total per round, the totals at the foot.  A row's number is a button that opens the entry
// for changing; the rows are one Tab stop, arrows between them.  Only draws: Python's `view`.

import { skEl, skSigned, skButton } from "./score_keeper_dom.mjs";

/**
 * @param {{T: (key: string, params?: any) => string, view: () => any, editIndex: () => number|null,
 *          startEdit: (i: number) => void, takeScrollToEnd: () => boolean}} ctx
 * @returns {{el: HTMLElement, update: () => void, dispose: () => void}}
 */
export function skTableView(ctx) {
  const el = skEl("div", "sk-table-part");
  function update() {
    const v = ctx.view();
    const box = el;
    box.replaceChildren();
    const players = v.players || [];
    const rows = v.rows || [];
    const wrap = skEl("div", "sk-tablewrap");
    const table = skEl("table", "sk-table");
    table.appendChild(skEl("caption", "sk-vh", {}, ctx.T("keeper.table")));
    const thead = skEl("thead");
    const hr = skEl("tr");
    hr.appendChild(skEl("th", "sk-n", { scope: "col" }, ctx.T("keeper.col.n")));
    hr.appendChild(skEl("th", "sk-what", { scope: "col" }, ctx.T("keeper.col.what")));
    players.forEach((p) => hr.appendChild(skEl("th", "sk-pts", { scope: "col" }, p)));
    thead.appendChild(hr);
    table.appendChild(thead);
    const tbody = skEl("tbody");
    if (!rows.length) {
      const tr = skEl("tr");
      tr.appendChild(skEl("td", "sk-empty", { colspan: String(players.length + 2) }, ctx.T("keeper.no_entries")));
      tbody.appendChild(tr);
    }
    const keep = !!(v.rules && v.rules.keep_score);
    for (const rd of v.rounds || []) {
      if (rd.start >= rd.stop && !rd.over && rd.number > 1) continue;
      const head = skEl("tr", "sk-round-head");
      head.appendChild(skEl("th", "", { colspan: String(players.length + 2), scope: "rowgroup" }, ctx.T("keeper.round", { n: rd.number })));
      if (rd.start < rd.stop || rd.number === 1) tbody.appendChild(head);
      for (let i = rd.start; i < rd.stop; i++) {
        const row = rows[i];
        if (!row) continue;
        const editable = row.kind !== "adjust";
        // the whole row is a tap target; the entry's number is a real button for keyboards
        // and screen readers (the row keeps its table semantics)
        const tr = skEl("tr", "sk-row" + (i === ctx.editIndex() ? " sk-editing-row" : "") + (row.kind === "out" || row.kind === "blocked" ? " sk-end-row" : ""), {
          "data-index": i,
        });
        const num = skEl("td", "sk-n");
        if (editable) {
          num.appendChild(skButton(`row-${i}`, String(i + 1), () => ctx.startEdit(i), { "aria-label": ctx.T("keeper.edit_row", { n: i + 1 }), title: ctx.T("keeper.edit_row", { n: i + 1 }) }, "sk-rowbtn"));
        } else {
          num.textContent = String(i + 1);
        }
        tr.appendChild(num);
        const what = skEl("td", "sk-what");
        if (row.seat !== null && row.seat !== undefined && row.kind !== "out") what.appendChild(skEl("b", "", {}, players[row.seat] + " "));
        if (row.tile) what.appendChild(skEl("span", "sk-tilename", {}, row.tile + " "));
        what.appendChild(skEl("span", "sk-expl", {}, row.text));
        tr.appendChild(what);
        players.forEach((_, s) => {
          const acting = row.seat === s || row.kind === "out" || row.kind === "blocked";
          const pts = row.points[s];
          const text = acting || pts ? (keep ? skSigned(pts) : "") : "";
          const won = (row.winners || []).includes(s);
          tr.appendChild(skEl("td", "sk-pts" + (pts < 0 ? " sk-neg" : "") + (won ? " sk-won" : ""), {}, won && !keep ? "★" : text));
        });
        if (editable) {
          tr.addEventListener("click", (ev) => {
            if (!(/** @type {HTMLElement} */ (ev.target)).closest("button")) ctx.startEdit(i);
          });
        }
        tbody.appendChild(tr);
      }
      if (rd.over && keep) {
        const tot = skEl("tr", "sk-round-total");
        tot.appendChild(skEl("td", "sk-n"));
        tot.appendChild(skEl("th", "sk-what", { scope: "row" }, ctx.T("keeper.round_total", { n: rd.number })));
        rd.totals.forEach((t) => tot.appendChild(skEl("td", "sk-pts", {}, String(t))));
        tbody.appendChild(tot);
      }
    }
    table.appendChild(tbody);
    if (keep) {
      const tfoot = skEl("tfoot");
      const fr = skEl("tr", "sk-total");
      fr.appendChild(skEl("td", "sk-n"));
      fr.appendChild(skEl("th", "sk-what", { scope: "row" }, ctx.T("keeper.total_now")));
      (v.totals || []).forEach((t, s) => {
        const lead = (v.leaders || []).includes(s) || (v.winners || []).includes(s);
        fr.appendChild(skEl("td", "sk-pts" + (lead ? " sk-lead" : ""), { "data-seat": s }, String(t)));
      });
      tfoot.appendChild(fr);
      table.appendChild(tfoot);
    }
    wrap.appendChild(table);
    box.appendChild(wrap);
    if (ctx.takeScrollToEnd()) wrap.scrollTop = wrap.scrollHeight;
  }

  return { el, update, dispose: () => el.replaceChildren() };
}
