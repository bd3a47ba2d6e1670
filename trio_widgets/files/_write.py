"""File names and the one file writer: all or nothing, so a refused write leaves a file as it was."""

from __future__ import annotations

import os
import stat
import tempfile
from typing import Any

from ..words import shown
from ._refused import BadInput

__all__ = ["check_path", "write_bytes", "write_file", "write_text"]


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
    """Write ``text`` to the file ``path`` as UTF-8, all or nothing (:func:`write_file`).
    Text that cannot be encoded (a lone surrogate) is refused before any file is touched."""
    check_path(path)  # a bad path is refused first, whatever the text
    write_file(path, text)


def write_bytes(path: object, data: bytes) -> None:
    """Write ``data`` to the file ``path``, all or nothing (:func:`write_file`)."""
    write_file(path, data)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_file(path: object, data: str | bytes) -> None:
    """The package's one way of writing a file (pictures, PDFs, saved games, score sheets,
    mosaics): ``path`` is a ``str`` or ``os.PathLike``; ``data`` text (written as UTF-8) or bytes.

    All or nothing: the data goes to a new file in the same folder first, then takes the old
    file's place (``os.replace``), so a write that fails leaves an existing file as it was and
    no temporary file behind.  A new file gets the mode ``open()`` would give it (the umask
    decides: 0644 under the usual 022, so classmates on a shared folder can read it); an
    existing file keeps its mode.  Refused with a :class:`BadInput` naming the path as given,
    before anything is written: not a file name (a number would be taken by ``open()`` as an
    open file such as standard output), a folder, a folder that does not exist, a read-only
    file or a folder that cannot be written, something that is not an ordinary file.
    """
    target = check_path(path)
    blob = data.encode("utf-8") if isinstance(data, str) else bytes(data)  # before any file is touched
    if os.path.isdir(target):
        raise BadInput.of("file_folder", path=target)
    folder = os.path.dirname(os.path.abspath(target))
    if not os.path.isdir(folder):
        raise BadInput.of("file_no_folder", path=target)
    try:
        st: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError:
        raise BadInput.of("file_write", path=target) from None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise BadInput.of("file_special", path=target)  # a device such as /dev/null, a pipe: never replaced
        if not st.st_mode & 0o222 or not os.access(target, os.W_OK):
            raise BadInput.of("file_read_only", path=target)  # someone made it read-only: it stays
        mode = stat.S_IMODE(st.st_mode)
    else:
        mode = 0o666 & ~_umask()
    if not os.access(folder, os.W_OK):
        raise BadInput.of("file_folder_locked", path=target)
    try:
        fd, tmp = tempfile.mkstemp(prefix=".trio-", suffix=".tmp", dir=folder)
    except OSError:
        raise BadInput.of("file_folder_locked", path=target) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError):
            raise BadInput.of("file_write", path=target) from None
        raise
