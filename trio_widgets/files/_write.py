"""File names and the one file writer: all or nothing, so a refused write leaves a file as it was."""

from __future__ import annotations

import os
import tempfile
from typing import Any

from ..words._shown import shown
from ._refused import BadInput

__all__ = ["check_path", "write_bytes", "write_text"]


def check_path(path: object) -> str:
    """``path`` as a file name, or :class:`BadInput` if it is not one (a number would be
    taken by ``open()`` as an already open file, such as standard output)."""
    target: Any = None
    if not isinstance(path, bool) and isinstance(path, (str, os.PathLike)):
        target = os.fspath(path)
        if isinstance(target, bytes):
            target = os.fsdecode(target)
    if not isinstance(target, str) or not target or "\x00" in target:
        raise BadInput.of("path_text", path=shown(path))
    return target


def write_text(path: object, text: str) -> None:
    """Write ``text`` to the file ``path`` as UTF-8, all or nothing (:func:`write_bytes`).
    Text that cannot be encoded (a lone surrogate) is refused before any file is touched."""
    check_path(path)  # a bad path is refused first, whatever the text
    write_bytes(path, text.encode("utf-8"))  # UnicodeEncodeError (a ValueError) before any file is touched


def write_bytes(path: object, data: bytes) -> None:
    """Write ``data`` to the file ``path`` (a ``str`` or ``os.PathLike``), all or nothing:
    it is written to a new file beside it first, then put in place, so a refused or failed
    write leaves an existing file as it was (and no temporary file behind).  Anything else
    given as ``path`` (a number would be taken as an open file such as standard output) is
    refused before anything is opened.  The one file writer: pictures, PDFs, puzzles."""
    target = check_path(path)
    folder = os.path.dirname(os.path.abspath(target))
    try:
        mode = os.stat(target).st_mode & 0o777
    except OSError:
        mask = os.umask(0o022)
        os.umask(mask)
        mode = 0o666 & ~mask
    fd, tmp = tempfile.mkstemp(prefix=".trio-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
