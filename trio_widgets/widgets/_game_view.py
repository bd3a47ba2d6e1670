"""What the game widget's page draws, worked out from the engine's Game: who sits at the
screen and whether a cover hides their tiles, the hands shown, the legal moves, the last move,
the round's summary and the line of status.  Plain functions of the game and the widget's
settings, without a widget: the widget writes what they give into its synced traits.

>>> from trio_widgets.engine import Game
>>> g = Game("pressman", players=["Ann", "Bob"], seed=7)
>>> seat_view(g, humans=[0, 1], holder=None, mode="play", shared=True)
(0, True)
>>> status(g, bots={}, viewer=0, covered=True, lang="en")
{'key': 'cover.wait', 'params': {'name': 'Ann'}}
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from ..engine import Game, PlayEvent, Score
from ..words import join_names, t

__all__ = [
    "hands_shown",
    "last_move",
    "legal_moves",
    "rules_info",
    "score_parts",
    "seat_view",
    "status",
    "summary",
    "with_caption",
]


def score_parts(score: Score) -> list[list[Any]]:
    """A placement's score as catalogue steps: ``[key, params]`` pairs (``Score.steps``)."""
    return [[m.key, m.kwargs] for m in score.steps()]


def seat_view(
    game: Game, humans: Sequence[int], holder: int | None, mode: str, shared: bool
) -> tuple[int | None, bool]:
    """Whose tiles the screen shows, and whether a cover hides them.  ``shared``: people take
    turns on one device and must not see each other's tiles (pass-and-play, hands closed);
    ``holder`` is the person who last lifted the cover."""
    if not humans:
        return None, False
    if len(humans) == 1:
        return humans[0], False
    nxt = next((s for s in _from_current(game) if s in humans), None)
    if game.round_over:
        return (holder if holder is not None else nxt), False
    if mode != "play":
        # building a mosaic: nobody's tiles are needed, a hidden hand stays hidden
        return (holder if holder is not None else nxt), shared and holder != nxt
    if shared:
        return nxt, holder is None or holder != nxt
    return nxt, False


def _from_current(game: Game) -> list[int]:
    return [(game.current + k) % game.num_players for k in range(game.num_players)]


def hands_shown(game: Game, viewer: int | None, covered: bool, open_hands: bool) -> list[list[str] | None]:
    """Each seat's tiles, or None where the screen must not show them."""
    out: list[list[str] | None] = []
    for s, h in enumerate(game.hands):
        visible = open_hands or (s == viewer and not covered) or game.round_over
        out.append([str(x) for x in h] if visible else None)
    return out


def legal_moves(game: Game) -> tuple[dict[str, list[list[Any]]], list[list[Any]]]:
    """The legal placements by tile (``{tile: [[cell, corners], ...]}``) and, for the first
    move, each tile that may start with the most it scores there, best first."""
    legal: dict[str, list[list[Any]]] = {}
    starts: dict[str, int] = {}
    for p in game.legal_placements():
        legal.setdefault(str(p.tile), []).append([p.cell.label(), list(p.corners)])
        if not len(game.board):
            starts[str(p.tile)] = max(starts.get(str(p.tile), -(10**9)), game.preview(p).total)
    return legal, [[tile, pts] for tile, pts in sorted(starts.items(), key=lambda kv: (-kv[1], kv[0]))]


def rules_info(game: Game) -> dict[str, Any]:
    r = game.rules
    return {
        "name": r.name,
        "keep_score": r.keep_score,
        "counting": game.counting,
        "penalty": r.penalty_scoring,
        "target": r.target,
        "winner": r.winner,
        "max_value": r.max_value,
    }


def last_move(game: Game) -> dict[str, Any]:
    """The last action, with a placement's score as steps ({} before the first)."""
    e = game.last_action()
    if e is None:
        return {}
    if isinstance(e, PlayEvent):
        return {
            "type": "play",
            "seat": e.seat,
            "cell": e.cell,
            "corners": list(e.corners),
            "tile": e.tile,
            "points": e.points,
            "parts": score_parts(e.score),
            "bridge_point": e.bridge_point,
            "hexagon_points": e.hexagon_points or [],
            "draws": e.draws,
            "n": len(game.history),
        }
    return {"type": e.type, "seat": e.seat, "points": e.points, "n": len(game.history)}


def summary(game: Game) -> dict[str, Any]:
    """The end of a round: every seat's hand, points and score ({} while the round goes on)."""
    if not game.round_over:
        return {}
    end = game.round_end()
    if end is None:  # pragma: no cover - a finished round always has its event
        return {}
    rules = game.rules
    rows = [
        {
            "seat": s,
            "hand": [str(x) for x in game.hands[s]],
            "hand_value": end.hand_totals[s],
            "points": end.points[s],
            "round_points": game.round_points[s],
            "during": game.round_points[s] - end["points"][s],
            "score": game.scores[s],
            "details": [[m.key, m.kwargs] for m in game.round_end_steps(s)],
        }
        for s in range(game.num_players)
    ]
    return {
        "round": game.round_number,
        "how": end.how,
        "out": end.seat,
        "winners": list(end.winners),
        "rows": rows,
        "keep_score": rules.keep_score,
        "penalty": rules.penalty_scoring,
        "fewest_tiles": rules.winner == "fewest_tiles",
        "match_over": game.match_over,
        "match_winners": list(game.match_winners),
    }


def status(game: Game, bots: Mapping[int, Any], viewer: int | None, covered: bool, lang: str) -> dict[str, Any]:
    """The line of status as a catalogue key and its parameters."""
    if game.match_over:
        names = [game.players[s] for s in game.match_winners]
        return {"key": "match.winner", "params": {"names": join_names(names, lang), "n": len(names)}}
    if game.round_over:
        return {"key": "round.title", "params": {"n": game.round_number}}
    name = game.players[game.current]
    if game.current in bots:
        return {"key": "game.thinking", "params": {"name": name}}
    if covered:
        return {"key": "cover.wait", "params": {"name": name}}
    if viewer == game.current:
        if name == t("game.you", lang):  # the default name: "Your turn", not "Your turn, Player"
            return {"key": "game.your_turn_plain", "params": {}}
        return {"key": "game.your_turn", "params": {"name": name}}
    return {"key": "game.turn_of", "params": {"name": name}}


_ROOT_SVG = re.compile(r'^<svg\b[^>]*?\bviewBox="([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)"[^>]*>')


def with_caption(svg: str, caption: str) -> str:
    """The still picture with a line of text above it ("Run this cell to play"), or as it was
    if its shape is not the one svg.py makes."""
    from xml.sax.saxutils import escape

    m = _ROOT_SVG.match(svg)
    width = re.search(r'\swidth="([\d.]+)"', m.group(0)) if m else None
    height = re.search(r'\sheight="([\d.]+)"', m.group(0)) if m else None
    if m is None or width is None or height is None:
        return svg
    x, y, w, h = (float(v) for v in m.groups())
    band = max(48.0, w / 18)
    px = float(height.group(1)) / h  # pixels per unit
    head = re.sub(r'viewBox="[^"]*"', f'viewBox="{x:g} {y - band:g} {w:g} {h + band:g}"', m.group(0))
    head = re.sub(r'\sheight="[\d.]+"', f' height="{(h + band) * px:.2f}"', head)
    text = (
        f'<g class="trio-run-cell"><rect x="{x:g}" y="{y - band:g}" width="{w:g}" height="{band * 0.86:g}" rx="{band / 5:g}" '
        f'fill="#fff3c4" stroke="#b8860b"/><text x="{x + w / 2:g}" y="{y - band * 0.36:g}" text-anchor="middle" '
        f'font-family="Verdana, DejaVu Sans, Arial, sans-serif" font-size="{band * 0.5:g}" font-weight="bold" '
        f'fill="#3b2a00">\u25b6 {escape(caption)}</text></g>'
    )
    return head + text + svg[m.end() :]
