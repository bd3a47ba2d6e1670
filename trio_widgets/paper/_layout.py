"""Pages filled from the top, with a footer and page numbers."""

from __future__ import annotations

from ._drawing import GREY, MARGIN, PAGE_H, PAGE_W, PT, Page
from ._font import wrap

__all__ = ["Flow"]


class Flow:
    """Pages filled from the top, a new page when the next block does not fit."""

    def __init__(self, footer: str) -> None:
        self.pages: list[Page] = []
        self.footer = footer
        self.y = 0.0
        self.new_page()

    def new_page(self) -> Page:
        page = Page()
        self.pages.append(page)
        self.y = MARGIN
        return page

    @property
    def page(self) -> Page:
        return self.pages[-1]

    def need(self, h: float) -> None:
        if self.y + h > PAGE_H - MARGIN - 8:
            self.new_page()

    def paragraph(self, text: str, size: float = 11, bold: bool = False, x: float = MARGIN, indent: float = 0) -> None:
        lh = size * PT * 1.35
        for line in wrap(text, size, PAGE_W - MARGIN - x - indent, bold):
            self.need(lh)
            self.y += lh
            self.page.text(x + indent, self.y, line, size=size, bold=bold)

    def bullet(self, text: str, size: float = 10.5) -> None:
        """A line of a list: a bullet, and the wrapped lines aligned after it."""
        lh = size * PT * 1.35
        indent = 6.0
        for k, line in enumerate(wrap(text, size, PAGE_W - 2 * MARGIN - indent)):
            self.need(lh)
            self.y += lh
            if k == 0:
                self.page.text(MARGIN + 2, self.y, "\u2022", size=size)
            self.page.text(MARGIN + indent, self.y, line, size=size)

    def finish(self) -> list[Page]:
        n = len(self.pages)
        for i, page in enumerate(self.pages):
            page.text(MARGIN, PAGE_H - 8, self.footer, size=8, color=GREY)
            page.text(PAGE_W - MARGIN, PAGE_H - 8, f"{i + 1} / {n}", size=8, align="right", color=GREY)
        return self.pages
