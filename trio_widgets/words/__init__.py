"""The words: the message catalogues (``locales/``), ``Msg`` the one message type, ``t()`` the one
translator, plural and Hungarian article rules, number formatting, ``say()`` a printed line with a number's
noun in its form.
"""

from __future__ import annotations

from ._i18n import (
    DEFAULT_LANG,
    LANGUAGES,
    Msg,
    MsgError,
    catalogue,
    catalogue_files,
    check_lang,
    format_message,
    format_number,
    join_names,
    keys,
    plural_category,
    read_catalogue_file,
    t,
)
from ._say import noun_form, say
from ._shown import short, shown

__all__ = [
    "DEFAULT_LANG",
    "LANGUAGES",
    "Msg",
    "MsgError",
    "catalogue",
    "catalogue_files",
    "check_lang",
    "format_message",
    "format_number",
    "join_names",
    "keys",
    "noun_form",
    "plural_category",
    "read_catalogue_file",
    "say",
    "short",
    "shown",
    "t",
]
