"""A score sheet as a static HTML table: what a notebook shows without a kernel."""

from __future__ import annotations

import html
from typing import Any

from ..words import catalogue, t
from ._entries import Adjust, RoundEnd, Turn
from ._evaluator import Sheet
from ._explain import explain_line


def _esc(text: Any) -> str:
    return html.escape(str(text), quote=True)


def sheet_html(sheet: Sheet, lang: str = "en") -> str:
    """The sheet as a plain HTML table (rounds, each player's column, totals, the winner).
    Deterministic; uses JupyterLab's CSS variables with fallbacks so it reads in dark mode."""
    players = sheet.players
    n = len(players)
    fg = "var(--jp-ui-font-color0, #1f1f1f)"
    muted = "var(--jp-ui-font-color2, #6b6b6b)"
    line_c = "var(--jp-border-color2, #d0d0d0)"
    bg2 = "var(--jp-layout-color2, #f2f2f2)"
    cell = f"padding:3px 8px;border-bottom:1px solid {line_c};"
    num = cell + "text-align:right;font-variant-numeric:tabular-nums;"
    title = t("keeper.title", lang)
    preset = (
        t(f"keeper.rules.{sheet.rules.name}", lang)
        if f"keeper.rules.{sheet.rules.name}" in catalogue(lang)
        else sheet.rules.name
    )
    goal = t("game.target", lang, n=sheet.rules.target) if sheet.rules.target else t("game.one_round", lang)
    out = [
        f'<div class="trio-scoresheet-static" style="font-family:var(--jp-ui-font-family, sans-serif);color:{fg};">',
        f'<div style="font-weight:bold;margin:4px 0;">{_esc(title)} · {_esc(preset)} · {_esc(goal)}</div>',
        f'<table style="border-collapse:collapse;font-size:13px;color:{fg};">',
        f'<thead><tr><th style="{cell}text-align:left;">#</th><th style="{cell}text-align:left;">{_esc(t("keeper.col.what", lang))}</th>',
    ]
    out += [f'<th style="{num}">{_esc(p)}</th>' for p in players]
    out.append("</tr></thead><tbody>")
    over = {r.stop - 1: r for r in sheet.rounds if r.over}
    for line in sheet.lines:
        what = explain_line(line, players, sheet.rules, lang)
        if isinstance(line.entry, (Turn, Adjust)):
            what = f"{players[line.entry.seat]}: {what}"
        out.append(f'<tr><td style="{cell}color:{muted};">{line.index + 1}</td><td style="{cell}">{_esc(what)}</td>')
        for s in range(n):
            value = line.points[s] if (line.points[s] or line.seat == s or isinstance(line.entry, RoundEnd)) else ""
            out.append(f'<td style="{num}">{_esc(value)}</td>')
        out.append("</tr>")
        r = over.get(line.index)
        if r is not None:
            out.append(
                f'<tr style="background:{bg2};font-weight:bold;"><td style="{cell}"></td><td style="{cell}">{_esc(t("keeper.round_total", lang, n=r.number))}</td>'
            )
            out += [f'<td style="{num}">{t}</td>' for t in r.totals]
            out.append("</tr>")
    out.append(
        f'</tbody><tfoot><tr style="font-weight:bold;"><td style="{cell}"></td><td style="{cell}">{_esc(t("round.total", lang))}</td>'
    )
    out += [f'<td style="{num}">{t}</td>' for t in sheet.totals]
    out.append("</tr></tfoot></table>")
    if sheet.match_over:
        names = [players[w] for w in sheet.winners]
        out.append(
            f'<div style="font-weight:bold;margin:6px 0;">★ {_esc(t("match.winner", lang, n=len(names), names=names))}</div>'
        )
    elif sheet.leaders:
        names = [players[w] for w in sheet.leaders]
        out.append(f'<div style="margin:6px 0;">{_esc(t("keeper.leader", lang, n=len(names), names=names))}</div>')
    out.append("</div>")
    return "".join(out)
