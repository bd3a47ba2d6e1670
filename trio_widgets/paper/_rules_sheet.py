"""One page of rules for a family, every number from a rule set."""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from .. import words as i18n
from ..engine import PRESETS, Rules, full_set
from ..teaching import ScoringQuestion, make_scoring_question, make_turn_question, score_addends, turned
from ..words import Msg
from ._document import Printable
from ._draw_figures import board_layout, draw_figure, figure_height
from ._drawing import MARGIN, PAGE_H, PAGE_W, PT
from ._figures import BoardFigure, Figure, TilesFigure
from ._font import fit_lines, wrap
from ._layout import Flow

__all__ = [
    "BODY_SIZE",
    "PICTURE_SIDE",
    "PRESSMAN_LEAFLET_DRAWS",
    "RulesSheet",
    "one_hexagon_question",
    "one_two_sides_question",
    "rule_lines",
    "rules_pictures",
    "rules_sheet",
]


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


#: The most draws in one turn of Pressman's later printed leaflet (docs/rules.md section 9); the
#: ``pressman`` rule set follows leaflet 001 (no limit) and its sheet says so.
PRESSMAN_LEAFLET_DRAWS = 3

#: The 3MINO rule sets (leaflet 002). Their leaflet gives no 0-0-0 start (ours comes from the
#: Hungarian rule sheet, 003) and no target for the advanced scoring (ours is the classic game's);
#: their sheets say so where the rule is printed.
_TRIMINO = ("trimino_simple", "trimino_advanced")


def rule_lines(rules: Rules) -> list[tuple[Msg, list[Msg]]]:
    """The rules as sections of sentences, each made from the rule set's numbers."""
    sections = [
        (Msg("print.rules.h.need"), _need_lines(rules)),
        (Msg("print.rules.h.deal"), _deal_lines(rules)),
        (Msg("print.rules.h.start"), _start_lines(rules)),
        (Msg("print.rules.h.turn"), _turn_lines(rules)),
    ]
    if rules.keep_score and not rules.penalty_scoring:
        sections.append((Msg("print.rules.h.points"), _points_lines(rules)))
    sections.append((Msg("print.rules.h.end"), _end_lines(rules)))
    if rules.target is not None:
        sections.append((Msg("print.rules.h.match"), _match_lines(rules, rules.target)))
    return sections


def _need_lines(rules: Rules) -> list[Msg]:
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
    return need


def _deal_lines(rules: Rules) -> list[Msg]:
    deal = [Msg("print.rules.shuffle")]
    for lo, hi, n in _deal_groups(rules):
        if lo == hi:
            deal.append(Msg("print.rules.deal_one", p=lo, n=n))
        else:
            deal.append(Msg("print.rules.deal_range", lo=lo, hi=hi, n=n))
    deal.append(Msg("print.rules.pool"))
    return deal


def _start_lines(rules: Rules) -> list[Msg]:
    start = [Msg("print.rules.starter"), Msg("print.rules.no_triple")]
    if rules.name in _TRIMINO:  # the 3MINO leaflet has no 0-0-0 start: the line after the rule says so
        start.insert(1, Msg("print.rules.our_zero"))
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
    return start


def _turn_lines(rules: Rules) -> list[Msg]:
    # which way play goes round the table: a sentence of its own, apart from how a tile is placed
    turn = [Msg("print.rules.order"), Msg("print.rules.match"), Msg("print.rules.no_mirror")]
    if rules.max_draws is None:
        turn.append(Msg("print.rules.draw_until"))
        if rules.name == "pressman":  # leaflet 001's reading; the later printed leaflet caps the draws
            turn.append(Msg("print.rules.our_draw", n=PRESSMAN_LEAFLET_DRAWS))
    else:
        turn.append(Msg("print.rules.draw_max", n=rules.max_draws))
    if rules.may_draw_instead:
        turn.append(Msg("print.rules.may_draw"))
    scored = rules.keep_score and not rules.penalty_scoring
    if scored and rules.draw_penalty:
        turn.append(Msg("print.rules.draw_penalty", p=rules.draw_penalty))
    turn.append(Msg("print.rules.pass"))
    if scored and rules.pass_penalty:
        turn.append(Msg("print.rules.pass_penalty", p=rules.pass_penalty))
    return turn


def _points_lines(rules: Rules) -> list[Msg]:
    pts = [Msg("print.rules.points_sum")]
    if rules.multiply_by_sides:
        pts.append(Msg("print.rules.points_sides"))
    if rules.bridge_bonus:
        pts.append(Msg("print.rules.bridge", p=rules.bridge_bonus))
    if rules.two_sides_bonus:
        pts.append(Msg("print.rules.two_sides", p=rules.two_sides_bonus))
    if rules.hexagon_bonus:
        pts.append(Msg("print.rules.hexagon", p=rules.hexagon_bonus, p2=2 * rules.hexagon_bonus))
    return pts


def _end_lines(rules: Rules) -> list[Msg]:
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
    return end


def _match_lines(rules: Rules, target: int) -> list[Msg]:
    key = "print.rules.target_low" if rules.winner == "lowest" else "print.rules.target"
    match = [Msg(key, n=target)]
    if rules.name == "trimino_advanced" and target == PRESETS["trimino_advanced"].target:
        match.append(Msg("print.rules.our_target", n=target))
    return match


#: The smallest print of a family's rules sheet (points): no wall of small print.
BODY_SIZE = 10.5

#: The smallest tile side (mm) of the pictures: their digits are then at least 8 pt.
PICTURE_SIDE = 12.0


@cache
def one_hexagon_question(rules: Rules) -> ScoringQuestion:
    """A move that closes exactly one hexagon under ``rules`` (the engine says so), on the
    smallest board among the first scoring questions that show a hexagon."""
    found = []
    for seed in range(60):
        q = make_scoring_question(seed, "hexagon")
        if q.make_board().score(q.move, rules).hexagons == 1:
            found.append((len(q.board), seed, q))
    if not found:  # pragma: no cover - the questions do show single hexagons
        raise AssertionError("no scoring question closes exactly one hexagon")
    return min(found, key=lambda f: (f[0], f[1]))[2]


@cache
def one_two_sides_question(rules: Rules) -> ScoringQuestion:
    """A move that touches two tiles along its sides and earns the two-sides bonus only (no
    bridge, no hexagon) under ``rules``, on the smallest board among the first such questions."""
    found = []
    for seed in range(60):
        q = make_scoring_question(seed, "two_sides")
        s = q.make_board().score(q.move, rules)
        if s.two_sides and not s.bridge and not s.hexagons and not s.first:
            found.append((len(q.board), seed, q))
    if not found:  # pragma: no cover - the questions do show two sides
        raise AssertionError("no scoring question earns the two-sides bonus alone")
    return min(found, key=lambda f: (f[0], f[1]))[2]


def _caption(key: str, q: ScoringQuestion, rules: Rules, bonus: int) -> Msg:
    score = q.make_board().score(q.move, rules)
    parts = score_addends(score)
    # the sum is kept on one line: no break inside "8 + 40 = 48"
    return Msg(key, p=bonus, sum="\u00a0+\u00a0".join(map(str, parts)), total=score.total)


def rules_pictures(rules: Rules) -> list[tuple[Msg, BoardFigure, ScoringQuestion]]:
    """Small pictures of a bridge and of one hexagon, each with the points the engine gives the
    blue tile under ``rules``."""
    pics: list[tuple[Msg, BoardFigure, ScoringQuestion]] = []
    if not rules.keep_score or rules.penalty_scoring:
        return pics
    if rules.bridge_bonus:
        q = make_scoring_question(1, "bridge")
        fig = BoardFigure(q.board, move=q.move, max_side=PICTURE_SIDE)
        pics.append((_caption("print.rules.pic.bridge", q, rules, rules.bridge_bonus), fig, q))
    if rules.two_sides_bonus:
        t = one_two_sides_question(rules)
        fig = BoardFigure(t.board, move=t.move, max_side=PICTURE_SIDE)
        pics.append((_caption("print.rules.pic.two_sides", t, rules, rules.two_sides_bonus), fig, t))
    if rules.hexagon_bonus:
        h = one_hexagon_question(rules)
        fig = BoardFigure(h.board, move=h.move, max_side=PICTURE_SIDE)
        pics.append((_caption("print.rules.pic.hexagon", h, rules, rules.hexagon_bonus), fig, h))
    return pics


def _kids_pictures() -> dict[str, Figure]:
    """The kids' sheet's pictures: the biggest triple, a tile placed so its numbers meet, a tile
    turned round."""
    q = make_turn_question(5)  # three tiles on the table, the blue one touching two of them
    placed = q.placement(q.right_turns[0])
    tile = (1, 2, 4)
    return {
        "start": TilesFigure((((5, 5, 5), True),), side=22),
        "match": BoardFigure(q.board, move=placed, max_side=20),
        "turn": TilesFigure(tuple(turned(tile, k) for k in (0, 2, 4)), side=17),
    }


class RulesSheet(Printable):
    """One page of rules for a family, every number from the rule set."""

    kind = "rules"

    def __init__(self, rules: Rules, lang: str) -> None:
        self.rules = rules
        self.sections = rule_lines(rules)
        name = _t(f"print.preset.{rules.name}", lang) if rules.name in PRESETS else rules.name
        title = _t("print.rules.title", lang, rules=name)
        if not rules.keep_score:  # young children: pictures and few words, nothing about points
            super().__init__(title, lang, self._kids(title, lang).finish())
            return
        # the largest print that keeps the rules and their pictures on one page
        # the largest print, from BODY_SIZE up, that keeps the rules and their pictures on one
        # page; when even BODY_SIZE does not fit, the sheet goes on over the back of the page
        # too much for one page: the front says how to play, the back how to score, with the
        # pictures, in the largest print that keeps each to its page
        tries = [(sz, 1) for sz in (12.0, 11.5, 11.0, BODY_SIZE)] + [(sz, 2) for sz in (12.5, 12.0, 11.5, 11.0)]
        for size, pages in [*tries, (BODY_SIZE, 0)]:
            flow, bottom = self._layout(title, lang, size, split=pages != 1)
            if not pages or (len(flow.pages) == pages and bottom <= PAGE_H - MARGIN - 6):
                break
        self.size = size
        super().__init__(title, lang, flow.finish())

    def _kids(self, title: str, lang: str) -> Flow:
        """Numbered steps in large print, each with a picture beside it where one helps."""
        rules = self.rules
        flow = Flow(_t("print.footer.rules", lang))
        flow.y += 8
        for k, (line, sz) in enumerate(fit_lines(title, 18, PAGE_W - 2 * MARGIN, bold=True)):
            flow.y += sz * PT * 1.25 if k else 0
            flow.page.text(MARGIN, flow.y, line, size=sz, bold=True)
        flow.y += 4
        deal = [
            Msg("print.rules.deal_one", p=lo, n=n) if lo == hi else Msg("print.rules.deal_range", lo=lo, hi=hi, n=n)
            for lo, hi, n in _deal_groups(rules)
        ]
        draw = Msg("print.kids.draw") if rules.max_draws is None else Msg("print.rules.draw_max", n=rules.max_draws)
        pics = _kids_pictures()
        steps: list[tuple[list[Msg], list[Msg], Figure | None]] = [
            ([Msg("print.kids.deal")], deal + [Msg("print.rules.pool")], None),
            ([Msg("print.kids.start")], [Msg("print.kids.order")], pics["start"]),
            ([Msg("print.kids.match")], [], pics["match"]),
            ([Msg("print.kids.turn")], [], pics["turn"]),
            ([draw], [], None),
            ([Msg("print.kids.win")], [], None),
        ]
        size, small = 14.0, 12.0
        pic_w = 62.0
        for i, (words, more, fig) in enumerate(steps, 1):
            text_x = MARGIN + 13
            text_w = PAGE_W - MARGIN - text_x - (pic_w + 6 if fig is not None else 0)
            lines = [(ln, size) for m in words for ln in wrap(m.text(lang), size, text_w)]
            lines += [(ln, small) for m in more for ln in wrap(m.text(lang), small, text_w)]
            text_h = sum(sz * PT * 1.4 for _ln, sz in lines)
            fig_h = figure_height(fig, pic_w) if fig is not None else 0.0
            top = flow.y + 6
            cx, cy = MARGIN + 5, top + 5
            flow.page.poly(_circle(cx, cy, 5.2), (255, 236, 170), None)
            flow.page.text(cx, cy + 2.2, str(i), size=16, bold=True, align="center")
            y = top
            for ln, sz in lines:
                y += sz * PT * 1.4
                flow.page.text(text_x, y, ln, size=sz)
            if fig is not None:
                draw_figure(flow.page, fig, PAGE_W - MARGIN - pic_w, top, pic_w, lang=lang)
            flow.y = top + max(text_h + 2, fig_h, 11)
        return flow

    def _layout(self, title: str, lang: str, size: float, split: bool = False) -> tuple[Flow, float]:
        flow = Flow(_t("print.footer.rules", lang))
        flow.y += 8
        # a family's own rule-set name can be long: the title wraps inside the margins
        for k, (line, sz) in enumerate(fit_lines(title, 18, PAGE_W - 2 * MARGIN, bold=True)):
            flow.y += sz * PT * 1.25 if k else 0
            flow.page.text(MARGIN, flow.y, line, size=sz, bold=True)
        flow.y += 2
        back = next((k for k, (h, _l) in enumerate(self.sections) if h.key == "print.rules.h.points"), None)
        if back is None:
            back = next(k for k, (h, _l) in enumerate(self.sections) if h.key == "print.rules.h.end")
        for k, (head, lines) in enumerate(self.sections):
            if split and k == back:
                flow.new_page()
            # a heading a family finds at a glance: larger, on a coloured band
            flow.y += 3
            hs = size + 2.5
            flow.need(hs * PT * 1.6 + 6)
            flow.page.rect(MARGIN, flow.y + 0.6, PAGE_W - 2 * MARGIN, hs * PT * 1.45, (255, 236, 170), None)
            flow.paragraph(head.text(lang), size=hs, bold=True, x=MARGIN + 2)
            flow.y += 1
            for t in lines:
                flow.bullet(t.text(lang), size=size)
        bottom = flow.y
        pics = rules_pictures(self.rules)
        if pics:
            flow.y += 4
            col = (PAGE_W - 2 * MARGIN) / len(pics)
            top = flow.y
            tallest = max(board_layout(fig, col - 6)[2] for _cap, fig, _q in pics)
            caption = max(len(wrap(cap.text(lang), 10, col - 6)) for cap, _f, _q in pics) * 4.6
            flow.need(tallest + caption + 8)  # the pictures and their captions on one page
            top = flow.y
            for k, (cap, fig, _q) in enumerate(pics):
                x = MARGIN + k * col
                _s, _box, fh = board_layout(fig, col - 6)
                draw_figure(flow.page, fig, x, top + (tallest - fh) / 2, col - 6)
                yy = top + tallest + 5  # the captions side by side, under the taller picture
                for line in wrap(cap.text(lang), 10, col - 6):
                    flow.page.text(x, yy, line, size=10)
                    yy += 4.6
                bottom = max(bottom, yy)
        return flow, bottom


def _circle(x: float, y: float, r: float) -> list[tuple[float, float]]:
    return [(x + r * math.cos(k * math.pi / 12), y + r * math.sin(k * math.pi / 12)) for k in range(24)]


def rules_sheet(preset: str | Rules, lang: str = "en") -> RulesSheet:
    """One A4 page of rules for a family, from the numbers of ``preset`` (a name or a Rules).

    >>> rules_sheet("kids", "hu").page_count
    1
    >>> rules_sheet("classic", "hu").page_count     # how to play on the front, the points on the back
    2
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
