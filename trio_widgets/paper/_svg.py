"""A page drawn as an SVG picture: the preview a notebook shows."""

from __future__ import annotations

import html

from ._drawing import DASH, PAGE_H, PAGE_W, PT, Colour, Line, Page, Polygon, Primitive, Rect, Text
from ._tile_style import flat

__all__ = ["page_svg"]


def _rgb(c: Colour | None) -> str:
    return "none" if c is None else "#{:02x}{:02x}{:02x}".format(*c)


def _paint(fill: Colour | None, stroke: Colour | None, width: float, dash: bool) -> str:
    d = f' stroke-dasharray="{DASH[0]:g} {DASH[1]:g}"' if dash else ""
    return f'fill="{_rgb(fill)}" stroke="{_rgb(stroke)}" stroke-width="{width:g}"{d}'


def _step_svg(step: Primitive) -> str:
    if isinstance(step, Text):
        weight = ' font-weight="bold"' if step.bold else ""
        if step.angle:
            weight += f' transform="rotate({step.angle:.1f} {step.x:.2f} {step.y:.2f})"'
        return (
            f'<text x="{step.x:.2f}" y="{step.y:.2f}" font-family="DejaVu Sans, Verdana, sans-serif" '
            f'font-size="{step.size * PT:.2f}"{weight} fill="{_rgb(step.color)}">{html.escape(step.text)}</text>'
        )
    if isinstance(step, Line):
        return (
            f'<line x1="{step.x1:.2f}" y1="{step.y1:.2f}" x2="{step.x2:.2f}" y2="{step.y2:.2f}" '
            f"{_paint(None, step.color, step.width, step.dash)}/>"
        )
    if isinstance(step, Polygon):
        p = " ".join(f"{x:.2f},{y:.2f}" for x, y in step.points)
        return f'<polygon points="{p}" {_paint(step.fill, step.stroke, step.width, step.dash)}/>'
    if isinstance(step, Rect):
        return (
            f'<rect x="{step.x:.2f}" y="{step.y:.2f}" width="{step.w:.2f}" height="{step.h:.2f}" '
            f"{_paint(step.fill, step.stroke, step.width, step.dash)}/>"
        )
    return f'<circle cx="{step.x:.2f}" cy="{step.y:.2f}" r="{step.r:.2f}" fill="{_rgb(step.color)}"/>'


def page_svg(page: Page, width: str = "100%") -> str:
    """An SVG picture of one page (what a notebook shows)."""
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PAGE_W:g} {PAGE_H:g}" width="{width}" '
        f'role="img" style="background:#fff;border:1px solid #bbb;max-width:420px">'
    )
    return head + "".join(_step_svg(step) for step in flat(page.steps)) + "</svg>"
