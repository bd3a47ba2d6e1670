"""A line a program prints, in the words of a language: ``say()``.

The lessons' texts give a number its noun's form when the lesson is built
(``{{n|фишка|фишки|фишек}}``); a line the lesson's program prints at run time says
its number with the same forms, single-braced: ``{n|фишка|фишки|фишек}``.  In
Russian and Polish a number before a noun agrees with it (1 фишка, 2 фишки, 5 фишек,
21 фишка; 1 żeton, 2 żetony, 5 żetonów, 22 żetony), so the forms are one/few/many
there and one/other in English and Hungarian, picked by :func:`plural_category`,
the rule the widget catalogues use.

>>> say("Подходит {n|фишка|фишки|фишек}.", n=9, lang="ru")
'Подходит 9 фишек.'
>>> say("Pasują {n|żeton|żetony|żetonów}: {tiles}.", n=22, tiles="0-1-2", lang="pl")
'Pasują 22 żetony: 0-1-2.'
>>> say("{n|tile fits|tiles fit}.", n=1)
'1 tile fits.'
"""

from __future__ import annotations

import numbers
import re
from typing import Any

from ._i18n import DEFAULT_LANG, check_lang, plural_category

__all__ = ["noun_form", "say"]

#: ``{name}`` or ``{name|form|form...}``: a value, or a whole number and its noun's form
_FIELD = re.compile(r"\{([^{}]*)\}")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: the forms a number's noun takes, in the order a text names them
FORMS = {"ru": ("one", "few", "many"), "pl": ("one", "few", "many"), "en": ("one", "other"), "hu": ("one", "other")}


def noun_form(n: Any, forms: list[str] | tuple[str, ...], lang: str) -> str:
    """The form of a noun after the whole number ``n``: ``forms`` are one/few/many (Russian,
    Polish) or one/other (English, Hungarian), picked by :func:`plural_category`.  The lesson
    builder's ``{{n|...}}`` and :func:`say`'s ``{n|...}`` both pick their form here.

    >>> [noun_form(n, ["фишка", "фишки", "фишек"], "ru") for n in (1, 21, 2, 5, 11)]
    ['фишка', 'фишка', 'фишки', 'фишек', 'фишек']
    """
    order = FORMS[check_lang(lang)]
    if len(forms) != len(order) or not all(forms):
        raise ValueError(
            f"a noun after a number takes {len(order)} forms in {lang} ({', '.join(order)}), "
            f"not {len([f for f in forms if f])}"
        )
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        raise ValueError(f"a noun's form needs a whole number, not {n!r}")
    return forms[order.index(plural_category(lang, n))]


def say(text: str, /, lang: str = DEFAULT_LANG, **values: Any) -> str:
    """``text`` with each ``{name}`` replaced by its value and each ``{name|one|few|many}``
    (Russian, Polish) or ``{name|one|other}`` (English, Hungarian) by the whole number and the
    noun in the form that number takes.  A field without a value, a wrong number of forms or a
    number of forms that is not a whole number is a ``ValueError`` that says which.

    >>> [say("{n|żeton|żetony|żetonów}", n=n, lang="pl") for n in (1, 2, 5, 12, 22)]
    ['1 żeton', '2 żetony', '5 żetonów', '12 żetonów', '22 żetony']
    >>> say("Таких фишек {n|фишка|фишки}.", n=2, lang="ru")
    Traceback (most recent call last):
    ...
    ValueError: {n|фишка|фишки}: a noun after a number takes 3 forms in ru (one, few, many), not 2
    """
    lang = check_lang(lang)

    def one(m: re.Match[str]) -> str:
        name, *forms = (part.strip() for part in m.group(1).split("|"))
        if not _NAME.fullmatch(name):
            raise ValueError(f"{m.group(0)}: a field is {{name}} or {{name|form|...}} in {text!r}")
        if name not in values:
            raise ValueError(f"{m.group(0)}: no value {name}= for {text!r}")
        value = values[name]
        if not forms:
            return str(value)
        try:
            return f"{value} {noun_form(value, forms, lang)}"
        except ValueError as e:
            raise ValueError(f"{m.group(0)}: {e}") from None

    return _FIELD.sub(one, text)
