"""The score keeper in a real JupyterLab: a family enters turns by tapping, the totals
follow docs/rules.md (worked out by hand below), a wrong entry is refused and loses nothing,
a row is edited, the sheet saves and loads, and a reloaded page draws the table again.  Screenshots on a tablet-sized viewport,
light and dark, in test-output/screenshots/score_keeper_*.png."""

from __future__ import annotations

import json

import pytest

from .helpers import kernel_eval, open_notebook, run_all_cells, screenshot, set_theme, widget_errors, write_notebook

TABLET = {"width": 820, "height": 1180}  # a 10-inch tablet, portrait

SETUP = """\
import trio_widgets as tw
keeper = tw.ScoreKeeper(players=["Ann", "Bob", "Cleo"], rules="pressman")
keeper
"""


def _totals(page) -> list[int]:
    return json.loads(kernel_eval(page, "print(__import__('json').dumps(keeper.sheet.totals))"))


def _entries(page) -> int:
    return int(kernel_eval(page, "len(keeper.sheet)"))


def _footer_totals(page) -> list[str]:
    return page.locator(".trio-sk .sk-total .sk-pts").all_inner_texts()


def _wait_count(page, n: int) -> None:
    """Wait until the widget shows n entries (Python answered and the view came back)."""
    page.wait_for_function("(n) => document.querySelectorAll('.trio-sk .sk-row').length === n", arg=n, timeout=20_000)


def _whole_widget(page, w, name: str) -> None:
    """A picture of the whole widget: a viewport as wide as the tablet and tall enough."""
    height = int(page.evaluate("() => document.querySelector('.jp-OutputArea-output .trio-sk').scrollHeight"))
    page.set_viewport_size({"width": TABLET["width"], "height": max(TABLET["height"], height + 300)})
    w.scroll_into_view_if_needed()
    screenshot(w, name)
    page.set_viewport_size(TABLET)


def _tap_numbers(w, *numbers: int) -> None:
    for n in numbers:
        w.locator(f"[data-key='num-{n}']").click()


def _round_one(page, w) -> None:
    """Round one: Ann's 4-4-4 with the start bonus, Bob's bridge, Cleo's two draws and a pass."""
    # Ann starts with 4-4-4: docs/rules.md 10 says 22 in pressman (12 + start bonus 10).
    w.locator(".sk-player[data-seat='0']").click()
    _tap_numbers(w, 4, 4, 4)
    page.wait_for_function("() => /22/.test(document.querySelector('.trio-sk .sk-preview').textContent)")
    w.locator("[data-key='save-turn']").click()
    _wait_count(page, 1)
    assert _totals(page) == [22, 0, 0]

    # Bob: 3-4-5 tapped in another order, touching one side with a bridge: 12 + 40 = 52.
    # After Ann's turn the widget has already moved on to Bob (the next seat).
    assert w.locator(".sk-player[data-seat='1']").get_attribute("aria-pressed") == "true"
    _tap_numbers(w, 5, 3, 4)
    w.locator("[data-key='touch-bridge']").click()
    page.wait_for_function("() => /52/.test(document.querySelector('.trio-sk .sk-preview').textContent)")
    w.locator("[data-key='save-turn']").click()
    _wait_count(page, 2)

    # Cleo draws twice and passes: 2 × −5 − 10 = −20.
    w.locator("[data-key='draw-more']").click()
    w.locator("[data-key='draw-more']").click()
    w.locator("[data-key='pass']").click()
    _wait_count(page, 3)
    assert _totals(page) == [22, 52, -20]
    assert _footer_totals(page) == ["22", "52", "-20"]
    screenshot(page, "score_keeper_turns_light")


def _a_wrong_entry_is_refused(page, w) -> None:
    """A tile played twice in a round is refused, and nothing is lost."""
    # A wrong entry: Ann "places" 3-4-5 again in the same round.  Refused with a clear
    # message; the sheet and Ann's draft are unchanged.
    w.locator(".sk-player[data-seat='0']").click()
    _tap_numbers(w, 3, 4, 5)
    w.locator("[data-key='save-turn']").click()
    page.wait_for_function("() => /already played/.test(document.querySelector('.trio-sk .sk-message').textContent)")
    assert _entries(page) == 3
    assert w.locator(".sk-slot.sk-filled").all_inner_texts() == ["3", "4", "5"]
    screenshot(page, "score_keeper_refused_light")
    w.locator("[data-key='clear']").click()


def _bob_goes_out(page, w) -> None:
    """The round ends: Bob goes out, the others' tiles left are his."""
    # Bob goes out; Ann has 17 left, Cleo 8: Bob scores 25 + 17 + 8 = 50.
    w.locator("[data-key='round-over']").click()
    w.locator("[data-key='end-out']").click()
    # Bob placed the last tile, so he is chosen already
    assert w.locator("[data-key='out-1']").get_attribute("aria-pressed") == "true"
    w.locator("[data-key='left-0']").fill("17")
    w.locator("[data-key='left-2']").fill("8")
    screenshot(page, "score_keeper_round_end_light")
    w.locator("[data-key='end-save']").click()
    _wait_count(page, 4)
    assert _totals(page) == [22, 102, -20]
    assert w.locator(".sk-round-total .sk-pts").all_inner_texts() == ["22", "102", "-20"]


def _edit_type_and_undo(page, w) -> None:
    """A row edited, a turn typed on the keys, and undone."""
    # Edit a wrong entry: Bob's 3-4-5 was not a bridge after all.  Tap the row, change, save:
    # Bob loses the 40 and every total after it is worked out again.
    w.locator(".sk-row[data-index='1']").click()
    assert w.locator(".sk-slot.sk-filled").all_inner_texts() == ["3", "4", "5"]
    w.locator("[data-key='touch-1']").click()
    w.locator("[data-key='save-turn']").click()
    page.wait_for_function("() => /changed/.test(document.querySelector('.trio-sk .sk-message').textContent)")
    assert _totals(page) == [22, 62, -20]

    # Keyboard: Cleo starts round 2 with 5-5-5 typed on the keys: 15 + 10 = 25.
    w.locator(".sk-player[data-seat='2']").click()
    w.locator(".sk-player[data-seat='2']").focus()
    for key in ("5", "5", "5"):
        page.keyboard.press(key)
    page.wait_for_function("() => /25/.test(document.querySelector('.trio-sk .sk-preview').textContent)")
    page.locator(".trio-sk .sk-slots").click()  # focus off the buttons: Enter saves
    page.keyboard.press("Enter")
    _wait_count(page, 5)
    assert _totals(page) == [22, 62, 5]

    # Undo takes the last change back.
    w.locator("[data-key='undo']").click()
    _wait_count(page, 4)
    assert _totals(page) == [22, 62, -20]


def _save_and_the_dark_theme(page, w) -> None:
    """The CSV saved and read back; the widget light and dark."""
    # Save asks Python for the file, made then (a tap never carries it); the CSV saved reads
    # back to the same sheet in Python.
    with page.expect_download() as info:
        w.locator("[data-key='save-csv']").click()
    text = open(info.value.path(), encoding="utf-8").read()
    assert text.startswith("\ufeff") and info.value.suggested_filename == "score-sheet.csv"
    assert kernel_eval(page, f"tw.scoresheet.ScoreSheet.from_csv({text!r}) == keeper.sheet") == "True"
    assert kernel_eval(page, "tw.scoresheet.ScoreSheet.from_csv(keeper.csv_text) == keeper.sheet") == "True"
    w.scroll_into_view_if_needed()
    screenshot(page, "score_keeper_tablet_light")
    _whole_widget(page, w, "score_keeper_widget_light")

    set_theme(page, dark=True)
    w.locator(".sk-player[data-seat='0']").click()
    _tap_numbers(w, 2, 3, 3)
    w.locator("[data-key='toggle-set']").click()
    w.locator(".sk-set").wait_for(state="visible")
    screenshot(page, "score_keeper_tablet_dark")
    _whole_widget(page, w, "score_keeper_widget_dark")
    assert widget_errors(page) == []


def _the_page_reloaded(page, lab_server, w) -> None:
    """A reloaded page draws the table again, and the next tap lands on it."""
    # The page reloaded (the notebook saved, its kernel still running): the widget draws its
    # whole table again from its state, and the next tap's patch lands on it.
    page.evaluate("async () => await window.jupyterapp.commands.execute('docmanager:save')")
    open_notebook(page, lab_server, "score_keeper_ui.ipynb")
    w.wait_for(state="visible", timeout=30_000)
    _wait_count(page, 4)
    assert _footer_totals(page) == ["22", "62", "-20"]
    w.locator(".sk-player[data-seat='2']").click()
    _tap_numbers(w, 5, 5, 5)
    page.wait_for_function("() => /25/.test(document.querySelector('.trio-sk .sk-preview').textContent)")
    w.locator("[data-key='save-turn']").click()
    _wait_count(page, 5)
    assert _footer_totals(page) == ["22", "62", "5"]
    screenshot(page, "score_keeper_reloaded")
    assert widget_errors(page) == []


@pytest.mark.browser
def test_enter_turns_by_tapping_and_check_totals(lab_server, page):
    page.set_viewport_size(TABLET)
    write_notebook(lab_server.root_dir, "score_keeper_ui.ipynb", [("markdown", "# Score keeper"), SETUP])
    open_notebook(page, lab_server, "score_keeper_ui.ipynb")
    page.evaluate(
        "async () => { const c = window.jupyterapp.commands; if (c.hasCommand('application:toggle-left-area')) { const l = document.querySelector('#jp-left-stack'); if (l && l.offsetWidth > 0) await c.execute('application:toggle-left-area'); } }"
    )
    run_all_cells(page)
    w = page.locator(".jp-OutputArea-output .trio-sk")
    w.wait_for(state="visible", timeout=30_000)
    assert widget_errors(page) == []
    assert w.locator(".sk-player").count() == 3

    _round_one(page, w)
    _a_wrong_entry_is_refused(page, w)
    _bob_goes_out(page, w)
    _edit_type_and_undo(page, w)
    _save_and_the_dark_theme(page, w)
    _the_page_reloaded(page, lab_server, w)


@pytest.mark.browser
def test_players_typed_in_the_widget_and_language(lab_server, page):
    page.set_viewport_size(TABLET)
    write_notebook(
        lab_server.root_dir,
        "score_keeper_setup.ipynb",
        ["import trio_widgets as tw\nkeeper = tw.ScoreKeeper(lang='pl')\nkeeper"],
    )
    open_notebook(page, lab_server, "score_keeper_setup.ipynb")
    run_all_cells(page)
    w = page.locator(".jp-OutputArea-output .trio-sk")
    w.wait_for(state="visible", timeout=30_000)
    assert w.locator(".sk-setup").is_visible()
    w.locator("[data-key='name-0']").fill("Zosia")
    w.locator("[data-key='name-1']").fill("Tata")
    w.locator("[data-key='add-player']").click()
    w.locator("[data-key='name-2']").fill("Mama")
    w.locator("[data-key='rules']").select_option("classic")
    screenshot(page, "score_keeper_setup_pl")
    w.locator("[data-key='start']").click()
    page.wait_for_function("() => document.querySelectorAll('.trio-sk .sk-player').length === 3")
    assert kernel_eval(page, "keeper.sheet.players") == "['Zosia', 'Tata', 'Mama']"
    assert kernel_eval(page, "keeper.sheet.rules.name") == "'classic'"
    # classic: 5-5-5 to start = 15 + 10; the words are Polish
    w.locator(".sk-player[data-seat='1']").click()
    _tap_numbers(w, 5, 5, 5)
    w.locator("[data-key='save-turn']").click()
    _wait_count(page, 1)
    assert _totals(page) == [0, 25, 0]
    assert "Suma" in w.locator(".sk-total").inner_text()
    # a message the widget never sends is refused, nothing changes
    kernel_eval(page, "keeper.receive({'type': 'turn', 'draft': {'seat': 7, 'numbers': [1, 2, 3]}})")
    assert _entries(page) == 1
    w.locator("[data-key='lang']").select_option("ru")
    page.wait_for_function("() => document.querySelector('.trio-sk').getAttribute('lang') === 'ru'")
    screenshot(page, "score_keeper_ru")
    assert widget_errors(page) == []


@pytest.mark.browser
def test_touch_taps_download_and_load(lab_server, browser, tmp_path):
    """A tablet (touch events, no mouse): tap a turn in, download the CSV from the link,
    then load a sheet saved earlier from a file."""
    from .helpers import watch_console
    from .helpers import widget_errors as errors

    context = browser.new_context(viewport=TABLET, has_touch=True, is_mobile=False, accept_downloads=True)
    context.set_default_timeout(30_000)
    page = context.new_page()
    watch_console(page)
    try:
        write_notebook(lab_server.root_dir, "score_keeper_touch.ipynb", [SETUP])
        open_notebook(page, lab_server, "score_keeper_touch.ipynb")
        run_all_cells(page)
        w = page.locator(".jp-OutputArea-output .trio-sk")
        w.wait_for(state="visible", timeout=30_000)
        w.locator(".sk-player[data-seat='2']").tap()
        for n in (0, 0, 0):
            w.locator(f"[data-key='num-{n}']").tap()
        page.wait_for_function("() => /40/.test(document.querySelector('.trio-sk .sk-preview').textContent)")
        w.locator("[data-key='save-turn']").tap()
        _wait_count(page, 1)
        assert _totals(page) == [0, 0, 40]  # 0-0-0 to start: 10 + 30 (docs/rules.md 10)

        with page.expect_download() as info:
            w.locator("[data-key='save-csv']").click()
        saved = tmp_path / "downloaded.csv"
        info.value.save_as(saved)
        text = saved.read_text(encoding="utf-8")
        assert text.startswith("\ufeff") and "0-0-0" in text
        assert kernel_eval(page, f"tw.scoresheet.ScoreSheet.from_csv({text!r}) == keeper.sheet") == "True"

        old = tmp_path / "last_week.json"
        old.write_text(
            kernel_eval(
                page,
                "s = tw.scoresheet.ScoreSheet(['Zoë', 'Dad'], 'classic'); s.turn(0, '5-5-5'); print(s.to_json())",
            ),
            encoding="utf-8",
        )
        w.locator(".sk-file").set_input_files(str(old))
        page.wait_for_function("() => document.querySelectorAll('.trio-sk .sk-player').length === 2")
        assert kernel_eval(page, "keeper.sheet.players") == "['Zoë', 'Dad']"
        assert _totals(page) == [25, 0]
        w.locator("[data-key='undo']").tap()  # nothing lost: the sheet from before comes back
        page.wait_for_function("() => document.querySelectorAll('.trio-sk .sk-player').length === 3")
        assert _totals(page) == [0, 0, 40]
        screenshot(page, "score_keeper_touch")
        assert errors(page) == []
    finally:
        context.close()


# ----------------------------------------------------------------------------- classroom checks
CLASS_SETUP = """\
import trio_widgets as tw
ks = {}
for lang in ("en", "ru"):
    k = tw.ScoreKeeper(players=["Ann", "Bob", "Cleo"], rules="pressman", lang=lang)
    k.sheet.turn("Ann", "4-4-4"); k.sheet.turn("Bob", "3-4-5", bridge=True); k.sheet.turn("Cleo", None, draws=3, passed=True)
    k.sheet.went_out("Bob", {"Ann": 17, "Cleo": 8}); k.sheet.turn("Ann", "5-5-5")
    ks["mid", lang] = k
ks["setup", "en"] = tw.ScoreKeeper(lang="en")
ks["empty", "ru"] = tw.ScoreKeeper(players=["Юля", "Дима"], rules="classic", lang="ru")
"""
CLASS_KEEPERS = [("mid", "en"), ("mid", "ru"), ("setup", "en"), ("empty", "ru")]


@pytest.mark.browser
def test_classroom_sizes_contrast_and_axe(lab_server, browser):
    """Issues 10 and 13 for the ScoreKeeper, in English and Russian, mid-match, at setup and empty,
    with the set picker and the round's-end form open too: at phone (touch), tablet both ways and
    projector, light and dark, every control is at least 44 x 44 CSS px, nothing sticks out
    sideways, no serious axe violation, ``lang`` on the root.  Screenshots in
    test-output/screenshots/score_keeper_class_<state>_<lang>_<screen>_<theme>.png."""
    from .classroom import SCREENS, axe_can_fail, checking, layout_problems, roomy_lab, shoot_whole

    context = browser.new_context(viewport={"width": 1280, "height": 900}, has_touch=True, device_scale_factor=1)
    context.set_default_timeout(60_000)
    page = context.new_page()
    try:
        cells = [("markdown", "# Score keeper, classroom checks"), CLASS_SETUP]
        cells += [f'ks["{state}", "{lang}"]' for state, lang in CLASS_KEEPERS]
        write_notebook(lab_server.root_dir, "score_keeper_class.ipynb", cells)
        open_notebook(page, lab_server, "score_keeper_class.ipynb")
        run_all_cells(page)
        roots = page.locator(".jp-OutputArea-output .trio-sk")
        roots.nth(len(CLASS_KEEPERS) - 1).wait_for(state="visible", timeout=60_000)
        assert widget_errors(page) == []
        langs = [roots.nth(i).get_attribute("lang") for i in range(len(CLASS_KEEPERS))]
        assert langs == [lang for _, lang in CLASS_KEEPERS]
        # the first keeper shows the set to pick from, the second the round's-end form
        roots.nth(0).locator("[data-key='toggle-set']").click()
        roots.nth(1).locator("[data-key='round-over']").click()
        roots.nth(1).locator("[data-key='end-blocked']").click()
        axe_can_fail(page)
        problems: list[str] = []
        for theme in ("light", "dark"):
            set_theme(page, dark=theme == "dark")
            for screen, size, _touch in SCREENS:
                page.set_viewport_size(size)
                roomy_lab(page)
                for i, (state, lang) in enumerate(CLASS_KEEPERS):
                    el = roots.nth(i)
                    with checking(page, el) as one:
                        axe = screen in ("phone", "projector") and (lang == "en" or theme == "dark")
                        problems += layout_problems(page, one, f"{state}/{lang}/{screen}/{theme}", axe=axe)
                        if state == "mid" or screen == "phone":
                            shoot_whole(page, el, f"score_keeper_class_{state}_{lang}_{screen}_{theme}", size)
        assert not problems, "\n".join(problems)
    finally:
        context.close()


_TAB_STOPS_JS = """(sel) => {
  const root = document.querySelector(sel);
  const q = 'button, select, input, a[href], [tabindex]';
  return Array.from(root.querySelectorAll(q)).filter(e => e.tabIndex >= 0 && !e.disabled && e.offsetParent !== null
      && !e.closest('[hidden]')).map(e => e.getAttribute('data-key') || e.className || e.tagName);
}"""


@pytest.mark.browser
def test_keyboard_only(lab_server, page):
    """Issue 13 with the keyboard only: one Tab stop per group with arrows inside, a visible focus
    ring, a turn typed and saved without the mouse, the focus never falls to the page after it,
    the result read out by the live region, and Escape leaves the widget for the notebook."""
    from .classroom import focus_info

    page.set_viewport_size(TABLET)
    setup = 'import trio_widgets as tw\nkeeper = tw.ScoreKeeper(players=["Ann", "Bob", "Cleo"], rules="pressman", lang="ru")\nkeeper'
    write_notebook(lab_server.root_dir, "score_keeper_keys.ipynb", [("markdown", "# Keys"), setup])
    open_notebook(page, lab_server, "score_keeper_keys.ipynb")
    run_all_cells(page)
    w = page.locator(".jp-OutputArea-output .trio-sk").first
    w.wait_for(state="visible", timeout=30_000)
    assert w.get_attribute("lang") == "ru"
    stops = page.evaluate(_TAB_STOPS_JS, ".jp-OutputArea-output .trio-sk")
    players = [s for s in stops if str(s).startswith("player-")]
    numbers = [s for s in stops if str(s).startswith("num-")]
    assert len(players) == 1 and len(numbers) == 1, stops  # one stop per group, not one per button

    # into the players' group by Tab from the language menu, then arrows: Ann -> Bob
    w.locator("[data-key='lang']").focus()
    for _ in range(3):
        page.keyboard.press("Tab")
        if (focus_info(page).get("key") or "").startswith("player-"):
            break
    f = focus_info(page)
    assert (f["key"] or "").startswith("player-") and f["outline"], f  # reached, and the ring shows
    page.keyboard.press("Home")
    page.keyboard.press("ArrowRight")
    assert focus_info(page)["key"] == "player-1"
    page.keyboard.press("Enter")  # Bob's turn
    page.wait_for_function(
        "() => document.querySelector('.trio-sk [data-key=\"player-1\"]').getAttribute('aria-pressed') === 'true'"
    )
    # the tile's numbers by digits, then Enter saves the turn
    for key in "345":
        page.keyboard.press(key)
    page.wait_for_function("() => document.querySelectorAll('.trio-sk .sk-slot.sk-filled').length === 3")
    # Tab on to "Save turn" (past the pad, the choices, the draws: each group one stop) and press it
    presses = 0
    while presses < 15 and focus_info(page).get("key") != "save-turn":
        page.keyboard.press("Tab")
        presses += 1
    assert focus_info(page).get("key") == "save-turn"
    assert presses <= 8, presses  # a handful of stops, not one per button
    page.keyboard.press("Enter")
    _wait_count(page, 1)
    assert _totals(page) == [0, 12, 0]
    f = focus_info(page)
    assert f["inWidget"] and f["tag"] != "BODY", f  # the focus stayed in the widget ...
    assert f["key"] == "player-2", f  # ... on the next player (Cleo, already chosen), ready for the next turn
    live = w.locator(".sk-message[role='status'], .sk-message[role='alert']")
    assert "Bob" in live.inner_text() and "12" in live.inner_text()  # read out: who and how much
    assert w.locator(".sk-message").get_attribute("aria-live") == "polite"

    # Escape with nothing open leaves the widget: the notebook has the keyboard again
    page.keyboard.press("Escape")
    f = focus_info(page)
    assert not f["inWidget"], f
    where = page.evaluate(
        "() => { const a = document.activeElement; return [a.tagName, a.className, !!a.closest('.jp-NotebookPanel')]; }"
    )
    assert where[0] != "BODY" and where[2], where  # the notebook (its cell) has the keyboard again
    assert widget_errors(page) == []
