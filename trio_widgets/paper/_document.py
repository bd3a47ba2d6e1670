"""A printable: pages ready to print, written as a PDF, previewed in a notebook."""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

from .. import words as i18n
from ..files import check_path, write_file
from ._drawing import Page
from ._pdf import pdf_bytes
from ._svg import page_svg

__all__ = ["Printable"]


def _t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


class Printable:
    """Pages ready to print: ``to_pdf(path)`` writes an A4 PDF; a notebook shows the first page."""

    kind = "printable"

    def __init__(self, title: str, lang: str, pages: list[Page]) -> None:
        self.title = title
        self.lang = lang
        self.pages = pages

    @property
    def page_count(self) -> int:
        return len(self.pages)

    def pdf_bytes(self) -> bytes:
        return pdf_bytes(self.title, self.lang, self.pages)

    def to_pdf(self, path: str | os.PathLike[str] | None = None) -> bytes | Path:
        """Write the PDF to ``path`` (returns the path), or return its bytes when no path is given.

        A path that cannot be written raises ValueError and leaves any file there untouched."""
        if path is None:
            return self.pdf_bytes()
        target = check_path(path)  # before the pages are drawn
        write_file(target, self.pdf_bytes())
        return Path(target)

    def text(self) -> str:
        """Every word printed, page by page (what a reader of the PDF sees)."""
        return "\n\n".join("\n".join(p.texts()) for p in self.pages)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.title!r}, {self.page_count} A4 pages, lang={self.lang!r}>"

    def _head(self) -> str:
        """The title and the number of pages, in the sheet's language."""
        return f"{self.title} · {_t('print.preview.pages', self.lang, n=self.page_count)}"

    def _repr_html_(self) -> str:
        head = html.escape(self._head())
        hint = html.escape(_t("print.preview.hint", self.lang))
        return (
            f'<div lang="{self.lang}"><p><b>{head}</b><br><small>{hint}</small></p>'
            f"{page_svg(self.pages[0], width='420')}</div>"
        )

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        """What a notebook shows: the first page, and as its plain text not the ``repr`` (English
        code words) but the title and the number of pages in the sheet's language."""
        return {"text/html": self._repr_html_(), "text/plain": self._head()}
