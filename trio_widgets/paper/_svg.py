"""A page drawn as an SVG picture: the preview a notebook shows."""

from __future__ import annotations

import html

from ._drawing import PAGE_H, PAGE_W, PT, Page

__all__ = ["page_svg"]


def _rgb(c: tuple[int, int, int] | None) -> str:
    return "none" if c is None else "#{:02x}{:02x}{:02x}".format(*c)


def page_svg(page: Page, width: str = "100%") -> str:
    """An SVG picture of one page (what a notebook shows)."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PAGE_W:g} {PAGE_H:g}" width="{width}" '
        f'role="img" style="background:#fff;border:1px solid #bbb;max-width:420px">'
    ]
    for op in page.ops:
        kind = op[0]
        if kind == "text":
            _, x, y, text, size, bold, color = op
            weight = ' font-weight="bold"' if bold else ""
            out.append(
                f'<text x="{x:.2f}" y="{y:.2f}" font-family="DejaVu Sans, Verdana, sans-serif" '
                f'font-size="{size * PT:.2f}"{weight} fill="{_rgb(color)}">{html.escape(text)}</text>'
            )
        elif kind == "line":
            _, x1, y1, x2, y2, width, color, dash = op
            d = ' stroke-dasharray="1.5 1.2"' if dash else ""
            out.append(
                f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" stroke="{_rgb(color)}" '
                f'stroke-width="{width:g}"{d}/>'
            )
        elif kind == "poly":
            _, pts, fill, stroke, width, dash = op
            d = ' stroke-dasharray="1.5 1.2"' if dash else ""
            p = " ".join(f"{x:.2f},{y:.2f}" for x, y in pts)
            out.append(
                f'<polygon points="{p}" fill="{_rgb(fill)}" stroke="{_rgb(stroke)}" stroke-width="{width:g}"{d}/>'
            )
        elif kind == "dot":
            _, x, y, r, color = op
            out.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}" fill="{_rgb(color)}"/>')
    out.append("</svg>")
    return "".join(out)
