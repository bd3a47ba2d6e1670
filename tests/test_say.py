"""``say()``: a line a lesson's program prints, its number's noun in the form the number takes."""

import pytest

import trio_widgets as tw
from trio_widgets.words import say

PL = "{n|żeton|żetony|żetonów}"
RU = "{n|фишка|фишки|фишек}"


@pytest.mark.parametrize(
    ("n", "pl", "ru"),
    [
        (1, "1 żeton", "1 фишка"),
        (2, "2 żetony", "2 фишки"),
        (5, "5 żetonów", "5 фишек"),
        (12, "12 żetonów", "12 фишек"),
        (21, "21 żetonów", "21 фишка"),
        (22, "22 żetony", "22 фишки"),
        (25, "25 żetonów", "25 фишек"),
    ],
)
def test_a_number_gives_its_noun_the_form_it_takes(n, pl, ru):
    assert say(PL, n=n, lang="pl") == pl
    assert say(RU, n=n, lang="ru") == ru


@pytest.mark.parametrize(
    ("n", "said"), [(0, "0 tiles fit"), (1, "1 tile fits"), (2, "2 tiles fit"), (21, "21 tiles fit")]
)
def test_english_has_one_and_other(n, said):
    assert say("{n|tile fits|tiles fit}", n=n, lang="en") == said


def test_plain_fields_are_filled_like_format_and_the_language_defaults_to_english():
    assert say("Подходит {n|фишка|фишки|фишек}.", n=9, lang="ru") == "Подходит 9 фишек."
    assert say("{tile} is worth {v}.", tile="1-2-3", v=6) == "1-2-3 is worth 6."
    assert say("Rund: {total}, {n|wygrana|wygrane|wygranych}", total=300, n=144, lang="pl") == "Rund: 300, 144 wygrane"
    assert tw.say is say


@pytest.mark.parametrize(
    ("text", "lang", "values", "says"),
    [
        ("{n|фишка|фишки}", "ru", {"n": 2}, "takes 3 forms in ru"),
        ("{n|tile|tiles|tiles}", "en", {"n": 2}, "takes 2 forms in en"),
        ("{n|żeton||żetonów}", "pl", {"n": 2}, "takes 3 forms in pl"),
        (RU, "ru", {"n": 2.5}, "whole number, not 2.5"),
        (RU, "ru", {"n": "2"}, "whole number, not '2'"),
        (RU, "ru", {"n": True}, "whole number, not True"),
        (RU, "ru", {"k": 2}, "no value n="),
        ("{} фишек", "ru", {"n": 2}, "a field is {name}"),
        (RU, "de", {"n": 2}, "not 'de'"),
    ],
)
def test_a_wrong_form_count_a_non_integer_or_a_missing_value_is_a_clear_error(text, lang, values, says):
    with pytest.raises(ValueError, match=__import__("re").escape(says)):
        say(text, lang=lang, **values)


def test_the_docstring_examples_say_what_say_does():
    import doctest
    import importlib

    result = doctest.testmod(importlib.import_module("trio_widgets.words._say"))
    assert result.failed == 0 and result.attempted >= 5
