"""One page of rules for a family, every number from a rule set."""

from __future__ import annotations

from typing import Any

from ..engine._rules import PRESETS, Rules
from ..engine._tiles import full_set
from ..teaching._exercises import make_scoring_question
from ..words import _i18n as i18n
from ..words._i18n import Msg
from ._document import Printable
from ._draw_figures import board_layout, draw_figure
from ._drawing import MARGIN, PAGE_H, PAGE_W, PT
from ._figures import BoardFigure
from ._font import wrap
from ._layout import Flow

__all__ = ["RulesSheet", "rule_lines", "rules_sheet"]


def _t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


def _deal_groups(rules: Rules) -> list[tuple[int, int, int]]:
    """(from players, to players, tiles each), grouping player counts dealt the same."""
    out: list[tuple[int, int, int]] = []
    for players in range(rules.min_players, rules.max_players + 1):
        h = rules.hand_size(players)
        if out and out[-1][2] == h:
            out[-1] = (out[-1][0], players, h)
        else:
            out.append((players, players, h))
    return out


def rule_lines(rules: Rules) -> list[tuple[Msg, list[Msg]]]:
    """The rules as sections of sentences, each made from the rule set's numbers."""
    sections: list[tuple[Msg, list[Msg]]] = []
    need = [
        Msg(
            "print.rules.need",
            n=len(full_set(rules.max_value)),
            top=rules.max_value,
            lo=rules.min_players,
            hi=rules.max_players,
        )
    ]
    if rules.keep_score:
        need.append(Msg("print.rules.need_paper"))
    if not rules.keep_score:
        need.append(Msg("print.rules.goal_kids"))
    elif rules.penalty_scoring:
        need.append(Msg("print.rules.goal_low"))
    else:
        need.append(Msg("print.rules.goal"))
    sections.append((Msg("print.rules.h.need"), need))

    deal = [Msg("print.rules.shuffle")]
    for lo, hi, n in _deal_groups(rules):
        if lo == hi:
            deal.append(Msg("print.rules.deal_one", p=lo, n=n))
        else:
            deal.append(Msg("print.rules.deal_range", lo=lo, hi=hi, n=n))
    deal.append(Msg("print.rules.pool"))
    sections.append((Msg("print.rules.h.deal"), deal))

    start = [Msg("print.rules.starter"), Msg("print.rules.no_triple")]
    if rules.keep_score and not rules.penalty_scoring:
        start.append(Msg("print.rules.start_points"))
        if rules.start_bonus:
            start.append(Msg("print.rules.start_bonus", p=rules.start_bonus))
        if rules.zero_triple_bonus:
            start.append(
                Msg(
                    "print.rules.zero_bonus",
                    p=rules.zero_triple_bonus,
                    total=rules.start_bonus + rules.zero_triple_bonus,
                )
            )
    sections.append((Msg("print.rules.h.start"), start))

    turn = [Msg("print.rules.match"), Msg("print.rules.no_mirror")]
    if rules.max_draws is None:
        turn.append(Msg("print.rules.draw_until"))
    else:
        turn.append(Msg("print.rules.draw_max", n=rules.max_draws))
    if rules.may_draw_instead:
        turn.append(Msg("print.rules.may_draw"))
    if rules.keep_score and not rules.penalty_scoring and rules.draw_penalty:
        turn.append(Msg("print.rules.draw_penalty", p=rules.draw_penalty))
    turn.append(Msg("print.rules.pass"))
    if rules.keep_score and not rules.penalty_scoring and rules.pass_penalty:
        turn.append(Msg("print.rules.pass_penalty", p=rules.pass_penalty))
    sections.append((Msg("print.rules.h.turn"), turn))

    if rules.keep_score and not rules.penalty_scoring:
        pts = [Msg("print.rules.points_sum")]
        if rules.multiply_by_sides:
            pts.append(Msg("print.rules.points_sides"))
        if rules.bridge_bonus:
            pts.append(Msg("print.rules.bridge", p=rules.bridge_bonus))
        if rules.two_sides_bonus:
            pts.append(Msg("print.rules.two_sides", p=rules.two_sides_bonus))
        if rules.hexagon_bonus:
            pts.append(Msg("print.rules.hexagon", p=rules.hexagon_bonus, p2=2 * rules.hexagon_bonus))
        sections.append((Msg("print.rules.h.points"), pts))

    end = [Msg("print.rules.end")]
    if not rules.keep_score:
        end.append(Msg("print.rules.end_kids"))
    elif rules.penalty_scoring:
        end.append(Msg("print.rules.end_penalty"))
    else:
        end.append(
            Msg("print.rules.end_out", p=rules.out_bonus) if rules.out_bonus else Msg("print.rules.end_out_plain")
        )
        end.append(Msg("print.rules.end_blocked"))
    sections.append((Msg("print.rules.h.end"), end))

    if rules.target is not None:
        key = "print.rules.target_low" if rules.winner == "lowest" else "print.rules.target"
        sections.append((Msg("print.rules.h.match"), [Msg(key, n=rules.target)]))
    return sections


def _rules_pictures(rules: Rules) -> list[tuple[Msg, BoardFigure]]:
    """Small pictures of a bridge and a hexagon, built and checked by the engine."""
    pics: list[tuple[Msg, BoardFigure]] = []
    if rules.bridge_bonus or (rules.keep_score and not rules.penalty_scoring and rules.hexagon_bonus):
        q = make_scoring_question(1, "bridge")
        if rules.bridge_bonus:
            pics.append(
                (
                    Msg("print.rules.pic.bridge", p=rules.bridge_bonus),
                    BoardFigure(q.board, move=q.move, max_side=11),
                )
            )
        if rules.hexagon_bonus:
            h = make_scoring_question(2, "hexagon")
            pics.append(
                (
                    Msg("print.rules.pic.hexagon", p=rules.hexagon_bonus),
                    BoardFigure(h.board, move=h.move, max_side=11),
                )
            )
    return pics


class RulesSheet(Printable):
    """One page of rules for a family, every number from the rule set."""

    kind = "rules"

    def __init__(self, rules: Rules, lang: str) -> None:
        self.rules = rules
        self.sections = rule_lines(rules)
        name = _t(f"print.preset.{rules.name}", lang) if rules.name in PRESETS else rules.name
        title = _t("print.rules.title", lang, rules=name)
        # the largest print that keeps the rules and their pictures on one page
        for size in (10.5, 10.0, 9.5, 9.0, 8.5, 8.0):
            flow, bottom = self._layout(title, lang, size)
            if len(flow.pages) == 1 and bottom <= PAGE_H - MARGIN - 6:
                break
        super().__init__(title, lang, flow.finish())

    def _layout(self, title: str, lang: str, size: float) -> tuple[Flow, float]:
        flow = Flow(_t("print.footer.rules", lang))
        flow.y += 8
        # a family's own rule-set name can be long: the title wraps inside the margins
        for k, line in enumerate(wrap(title, 16, PAGE_W - 2 * MARGIN, bold=True)):
            flow.y += 16 * PT * 1.25 if k else 0
            flow.page.text(MARGIN, flow.y, line, size=16, bold=True)
        flow.y += 2
        for head, lines in self.sections:
            flow.y += 2.5
            flow.paragraph(head.text(lang), size=size + 1.5, bold=True)
            for t in lines:
                flow.bullet(t.text(lang), size=size)
        bottom = flow.y
        pics = _rules_pictures(self.rules)
        if pics:
            flow.y += 4
            col = (PAGE_W - 2 * MARGIN) / len(pics)
            top = flow.y
            for k, (cap, fig) in enumerate(pics):
                x = MARGIN + k * col
                draw_figure(flow.page, fig, x, top, col - 6)
                _s, _box, fh = board_layout(fig, col - 6)
                yy = top + fh + 5
                for line in wrap(cap.text(lang), 9, col - 6):
                    flow.page.text(x, yy, line, size=9)
                    yy += 4.2
                bottom = max(bottom, yy)
        return flow, bottom


def rules_sheet(preset: str | Rules, lang: str = "en") -> RulesSheet:
    """One A4 page of rules for a family, from the numbers of ``preset`` (a name or a Rules).

    >>> rules_sheet("classic", "hu").page_count
    1
    >>> "60" in rules_sheet("classic").text()
    True
    """
    if isinstance(preset, Rules):
        rules = preset
    elif isinstance(preset, str):
        rules = Rules.preset(preset)  # ValueError naming the presets
    else:
        raise ValueError(f"a rule set is a preset name ({', '.join(PRESETS)}) or a Rules, not {preset!r}")
    lang = i18n.check_lang(lang)
    return RulesSheet(rules, lang)
