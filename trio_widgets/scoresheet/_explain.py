"""A score sheet's line in words: the arithmetic of a turn (the engine's ``Score.steps``, with
draws and a pass), a round's end, points given by hand."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Rules, Score, round_end_steps
from ..words import catalogue, t
from ._entries import Adjust, Turn
from ._evaluator import Line


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def score_parts(score: Score, lang: str = "en") -> list[str]:
    """A placed tile's score as steps (``3 + 4 + 5 = 12``, ``bridge +40`` ...) in ``lang``:
    ``Score.steps`` without the total (the line adds its own, draws and passes included)."""
    return [m.text(lang) for m in score.steps(total=False)]


def explain_line(line: Line, players: Sequence[str], rules: Rules, lang: str = "en") -> str:
    """How one line of the sheet scored, in ``lang``."""
    e = line.entry
    sep = str(catalogue(lang).get("score.sep", ", "))
    counted = rules.keep_score and not rules.penalty_scoring
    if isinstance(e, Turn):
        parts = []
        if e.draws:
            parts.append(t("keeper.part.draws", lang, n=e.draws, points=e.draws * rules.draw_penalty if counted else 0))
        if e.passed:
            parts.append(t("keeper.part.pass", lang, points=rules.pass_penalty if counted else 0))
        if line.score is not None:
            parts.extend(score_parts(line.score, lang))
        # the total after the parts, unless one step already ends with it (a lone sum, said once)
        said = bool(e.draws) + bool(e.passed) + (line.score is not None)
        if counted and (said > 1 or (line.score is not None and line.score.bonus)):
            parts.append(
                t(
                    "score.total",
                    lang,
                    total=_signed(line.points[e.seat]) if line.points[e.seat] < 0 else line.points[e.seat],
                )
            )
        return sep.join(parts)
    if isinstance(e, Adjust):
        text = t("keeper.part.adjust", lang, player=players[e.seat], points=_signed(e.points))
        return f"{text}: {e.note}" if e.note else text
    if e.how == "out":
        head = t("round.out", lang, name=players[e.seat])  # type: ignore[index]
    else:
        head = t("round.blocked", lang)
    bits = []
    if rules.keep_score and not rules.penalty_scoring:
        for w in line.winners:
            hand = e.hands[w]
            own = hand.total if hand is not None and e.how == "blocked" else 0
            rest = line.points[w] - (rules.out_bonus if e.how == "out" else 0) + (own or 0)
            sub = " (" + sep.join(m.text(lang) for m in round_end_steps(rules, e.how, rest, own=own or None)) + ")"
            if e.how == "out" and list(line.winners) == [e.seat]:
                # one sentence that names the player once: "Ann went out and gets +45 (...)"
                return t("keeper.part.out_total", lang, player=players[w], points=_signed(line.points[w])) + sub
            bits.append(t("keeper.part.total", lang, player=players[w], points=_signed(line.points[w])) + sub)
    elif rules.penalty_scoring:
        bits.append(t("round.penalty", lang))
    elif e.how == "out" and list(line.winners) == [e.seat]:
        return t("round.out_won", lang, name=players[e.seat])  # type: ignore[index]  # the winner named once
    else:
        bits.append(t("round.winners", lang, n=len(line.winners), names=[players[w] for w in line.winners]))
    return head + (" " if head[-1:] in (".", "!", "?", "…") else ". ") + sep.join(bits)
