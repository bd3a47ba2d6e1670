"""A printable: pages ready to print, written as a PDF, previewed in a notebook."""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

from ..files._write import write_bytes
from ..words import _i18n as i18n
from ._drawing import Page
from ._pdf import pdf_bytes
from ._svg import page_svg

__all__ = ["Printable"]


def _t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


def _check_path(path: object) -> Path:
    if isinstance(path, bool) or not isinstance(path, (str, os.PathLike)):
        raise ValueError(f"to_pdf needs a file name like 'sheet.pdf', not {path!r}")
    p = Path(os.fspath(path))
    if not str(p).strip():
        raise ValueError("to_pdf needs a file name like 'sheet.pdf', not an empty name")
    if p.is_dir():
        raise ValueError(f"{str(p)!r} is a folder: give a file name like 'sheet.pdf'")
    parent = p.parent if str(p.parent) else Path(".")
    if not parent.is_dir():
        raise ValueError(f"cannot write {str(p)!r}: the folder {str(parent)!r} does not exist")
    if not os.access(parent, os.W_OK):
        raise ValueError(f"cannot write {str(p)!r}: the folder {str(parent)!r} is not writable")
    return p


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
        p = _check_path(path)
        data = self.pdf_bytes()
        try:
            write_bytes(p, data)
        except OSError as e:
            raise ValueError(f"cannot write {str(p)!r}: {e.strerror or e}") from None
        return p

    def text(self) -> str:
        """Every word printed, page by page (what a reader of the PDF sees)."""
        return "\n\n".join("\n".join(p.texts()) for p in self.pages)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.title!r}, {self.page_count} A4 pages, lang={self.lang!r}>"

    def _repr_html_(self) -> str:
        head = html.escape(f"{self.title} · {_t('print.preview.pages', self.lang, n=self.page_count)}")
        hint = html.escape(_t("print.preview.hint", self.lang))
        return (
            f'<div lang="{self.lang}"><p><b>{head}</b><br><small>{hint}</small></p>'
            f"{page_svg(self.pages[0], width='420')}</div>"
        )
