"""The widget base every widget stands on: settings, language, catalogue, message, intents, and
the rule that the browser owns nothing (a state update from the page is refused)."""

from __future__ import annotations

from typing import Any

import pytest
import traitlets as T

from trio_widgets.widgets import Refused, SettingError, WidgetBase


class Counter(WidgetBase):
    """A tiny widget: one action with one field, one trait the page may set."""

    ACTIONS = {"add": frozenset({"by"}), "reset": frozenset()}
    FRONTEND_WRITABLE = frozenset({"small"})
    count = T.Int(0).tag(sync=True)
    small = T.Bool(False).tag(sync=True)
    limit = T.Int(9).tag(sync=True)

    @T.validate("small")
    def _valid_small(self, proposal: Any) -> bool:
        if not isinstance(proposal["value"], bool):
            raise T.TraitError("small is True or False")
        return proposal["value"]

    def _do_add(self, by: Any = 1) -> Refused | None:
        if not isinstance(by, int) or isinstance(by, bool) or not 1 <= by <= self.limit:
            raise Refused("teach.error.turn", value=repr(by)[:20])
        self.count += by
        return None

    def _do_reset(self) -> Refused:
        self.count = 0
        return Refused("teach.ui.next")  # anything with key and text(lang): shown as "ok"


def synced(w: WidgetBase) -> dict[str, Any]:
    return {k: getattr(w, k) for k in w.keys if k not in ("message", "comm")}


def browser_update(w: WidgetBase, state: dict[str, Any]) -> list[dict[str, Any]]:
    """Deliver a state update the way the page sends it; return what the kernel sent back."""
    sent: list[dict[str, Any]] = []
    w._send = lambda msg, buffers=None: sent.append(msg)  # type: ignore[method-assign]
    w._handle_msg({"content": {"data": {"method": "update", "state": state}}, "buffers": []})
    return sent


def test_unknown_keyword_is_named():
    with pytest.raises(TypeError, match="Counter has no setting 'cont'"):
        Counter(cont=3)
    with pytest.raises(TypeError, match="'_catalogue'"):
        Counter(_catalogue={})  # the widget's own bookkeeping is no setting
    assert Counter(count=3).count == 3


@pytest.mark.parametrize("bad", ["de", "", None, 3, ["en"]])
def test_lang_is_checked_at_construction_and_after(bad):
    with pytest.raises(SettingError, match="interface languages"):
        Counter(lang=bad)
    w = Counter(lang="pl")
    with pytest.raises(ValueError):
        w.lang = bad
    with pytest.raises(T.TraitError):
        w.lang = bad
    assert w.lang == "pl"


def test_catalogue_and_message_follow_the_language():
    w = Counter()
    assert w._catalogue["teach.ui.next"] == "Next"
    assert w.handle({"action": "add", "by": 99}) is False
    english = w.message["text"]
    first_id = w.message["id"]
    w.lang = "ru"
    assert w._catalogue["teach.ui.next"] != "Next"
    assert w.message["key"] == "teach.error.turn" and w.message["text"] != english
    assert w.message["id"] > first_id  # a new text is a new message for the page
    assert w.message_text == w.message["text"]


@pytest.mark.parametrize(
    "content",
    [
        None,
        "add",
        ["add"],
        {},
        {"action": None},
        {"action": "ADD"},
        {"action": "_do_add"},
        {"action": "__init__"},
        {"action": "add", "by": 1, "extra": 2},
        {"action": "add", "by": "1"},
        {"action": "add", "by": True},
        {"action": "add", "by": 10},
        {"action": "reset", "by": 1},
        {"action": 3.5},
    ],
)
def test_refused_intents_change_nothing(content):
    w = Counter(count=2)
    before = synced(w)
    assert w.handle(content) is False
    assert w.message["kind"] == "error" and w.message["text"]
    assert synced(w) == before


def test_good_intents_run_and_say_what_they_return():
    w = Counter()
    assert w.handle({"action": "add", "by": 3}) is True and w.count == 3
    assert w.message == {}  # a good intent clears the last error
    assert w.handle({"action": "add"}) is True and w.count == 4  # fields are optional
    assert w.handle({"action": "reset"}) is True and w.count == 0
    assert w.message["kind"] == "ok" and w.message["text"] == "Next"


def test_python_api_path_raises_the_refusal():
    w = Counter()
    with pytest.raises(Refused):
        w._act({"action": "add", "by": 0})
    assert w.message["kind"] == "error" and w.count == 0


def test_a_subclass_must_implement_every_action():
    with pytest.raises(TypeError, match="_do_jump"):

        class Broken(WidgetBase):
            ACTIONS = {"jump": frozenset()}

    with pytest.raises(TypeError, match="'action'"):

        class Broken2(WidgetBase):
            ACTIONS = {"jump": frozenset({"action"})}

            def _do_jump(self) -> None: ...


def test_the_browser_owns_nothing():
    w = Counter(count=2)
    before = synced(w)
    sent = browser_update(w, {"count": 1000, "limit": 10**9, "lang": "ru", "message": {"text": "hi"}})
    assert synced(w) == before
    assert w.message == {}
    # the page is told Python's values back, so it shows what Python holds
    assert sent and sent[-1]["method"] == "update"
    assert sent[-1]["state"]["count"] == 2 and sent[-1]["state"]["lang"] == "en"
    assert sent[-1]["state"]["limit"] == 9


def test_a_writable_trait_is_still_validated():
    w = Counter()
    browser_update(w, {"small": True})
    assert w.small is True
    sent = browser_update(w, {"small": "yes please"})
    assert w.small is True
    assert sent[-1]["state"] == {"small": True}
    browser_update(w, {"_view_count": 1})  # ipywidgets' own bookkeeping stays the page's


@pytest.mark.parametrize("name", ["seed", "pips", "difficulty", "lang"])
def test_none_is_checked_like_any_other_value(name):
    from trio_widgets.widgets import MatchPuzzle

    w = MatchPuzzle(seed=3)
    before = synced(w)
    with pytest.raises(ValueError):
        setattr(w, name, None)
    assert synced(w) == before


@pytest.mark.parametrize(
    "make,lang,words",
    [
        ("MatchPuzzle", "en", "Run this cell to play."),
        ("TileSetExplorer", "ru", "Запусти это окошко, чтобы играть."),
        ("OrientationTrainer", "pl", "Uruchom to okienko, aby zagrać."),
        ("ScoringPractice", "hu", "Futtasd le ezt a programdobozt a feladathoz."),
        ("ScoreKeeper", "ru", "Запусти это окошко, чтобы вести счёт."),
    ],
)
def test_the_still_picture_says_run_this_cell_in_the_widgets_language(make, lang, words):
    """A lesson saved with its outputs and opened without a kernel shows text/html: the picture
    and a line saying to run the cell, in the widget's language."""
    import trio_widgets as tw

    w = getattr(tw, make)(lang=lang)
    data, _meta = w._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data  # the live widget first
    still = data["text/html"]
    assert words in still and f'lang="{lang}"' in still
    assert ("<svg" in still) or ("<table" in still)


def test_every_widget_is_let_go_after_close():
    """A closed widget leaves memory: nothing the package or anywidget keeps holds it (anywidget
    ties a widget made from a bundle's path to that file's change signal, for hot reload)."""
    import gc
    import weakref

    from trio_widgets import (
        AdditionDrill,
        GameWidget,
        MatchPuzzle,
        OrientationTrainer,
        PuzzleBoard,
        ScoreKeeper,
        ScoringPractice,
        TileSetExplorer,
    )

    for cls in (
        GameWidget,
        ScoreKeeper,
        TileSetExplorer,
        OrientationTrainer,
        MatchPuzzle,
        ScoringPractice,
        PuzzleBoard,
        AdditionDrill,
    ):
        w = cls()
        ref = weakref.ref(w)
        w.close()
        del w
        gc.collect()
        assert ref() is None, f"a closed {cls.__name__} stayed in memory"
