import dataclasses

import pytest

import trio_widgets as tw

SECTION_8 = {
    # field: (pressman, classic, trimino_simple, trimino_advanced, kids) as docs/rules.md section 8 writes them
    "bridge_bonus": (40, 40, 0, 0, 0),
    "two_sides_bonus": (40, 40, 0, 0, 0),
    "hexagon_bonus": (50, 60, 0, 0, 0),
    "multiply_by_sides": (False, False, False, True, False),
    "start_bonus": (10, 10, 0, 0, 0),
    "zero_triple_bonus": (30, 30, 0, 0, 0),
    "draw_penalty": (5, 5, 0, 0, 0),
    "pass_penalty": (10, 10, 0, 0, 0),
    "max_draws": (None, None, None, None, None),
    "may_draw_instead": (False, False, True, True, False),
    "out_bonus": (25, 25, 0, 0, 0),
    "penalty_scoring": (False, False, True, False, False),
    "target": (400, 400, 300, 400, None),
    "winner": ("highest", "highest", "lowest", "highest", "fewest_tiles"),
}
NAMES = ("pressman", "classic", "trimino_simple", "trimino_advanced", "kids")


@pytest.mark.parametrize("i,name", list(enumerate(NAMES)))
def test_presets_match_section_8(i, name):
    r = tw.Rules.preset(name)
    assert r.name == name
    for field, values in SECTION_8.items():
        assert getattr(r, field) == values[i], field
    assert r.max_value == 5
    assert [r.hand_size(n) for n in range(2, 7)] == [9, 7, 7, 6, 6]
    assert r.keep_score == (name != "kids")


def test_unknown_preset():
    with pytest.raises(ValueError, match="pressman"):
        tw.Rules.preset("chess")


def test_replace_makes_a_custom_rule_set():
    r = dataclasses.replace(tw.Rules.preset("pressman"), max_draws=3)
    assert r.max_draws == 3 and tw.Rules.preset("pressman").max_draws is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.max_draws = 4  # type: ignore[misc]


@pytest.mark.parametrize(
    "field,value",
    [
        ("bridge_bonus", -1),
        ("bridge_bonus", "40"),
        ("multiply_by_sides", 1),
        ("max_draws", 0),
        ("target", 0),
        ("winner", "best"),
        ("max_value", 10),
        ("hand_sizes", (9, 0)),
        ("hand_sizes", "9"),
    ],
)
def test_bad_fields_raise(field, value):
    with pytest.raises(ValueError, match=field.split("_")[0]):
        dataclasses.replace(tw.Rules(), **{field: value})


def test_dict_round_trip_and_bad_dicts():
    for name in NAMES:
        r = tw.Rules.preset(name)
        assert tw.Rules.from_dict(r.to_dict()) == r
    with pytest.raises(ValueError, match="unknown"):
        tw.Rules.from_dict({"bonus": 3})
    with pytest.raises(ValueError):
        tw.Rules.from_dict([1, 2])


def test_hand_size_limits():
    r = tw.Rules()
    for bad in (1, 7, 0, "2", 2.0, True):
        with pytest.raises(ValueError):
            r.hand_size(bad)
