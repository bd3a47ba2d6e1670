"""Files saved by earlier versions still load, unchanged (tests/data/ holds files made before the
engine's public calls for widgets were added: a game part-way through round 2, a score sheet as
JSON and CSV, a mosaic picture)."""

from __future__ import annotations

from pathlib import Path

import trio_widgets as tw
from trio_widgets.scoresheet import ScoreSheet
from trio_widgets.widgets import GameWidget

DATA = Path(__file__).parent / "data"


def test_saved_game_loads_and_saves_the_same_text() -> None:
    text = (DATA / "saved_game_v1.json").read_text(encoding="utf-8").rstrip("\n")
    g = tw.Game.from_json(text)
    assert g.players == ["Ann", "Bob", "Cleo"]
    assert g.scores == [82, 145, 28]
    assert g.current == 2 and g.pool_size == 33
    assert [len(h) for h in g.hands] == [5, 7, 6]
    assert not g.round_over and not g.match_over
    assert g.to_json(indent=1) == text
    # and it plays on
    assert g.legal_placements() or g.can_draw() or g.can_pass()


def test_saved_score_sheet_loads_from_json_and_csv() -> None:
    js = ScoreSheet.from_json((DATA / "scoresheet_v1.json").read_text(encoding="utf-8"))
    cs = ScoreSheet.from_csv((DATA / "scoresheet_v1.csv").read_text(encoding="utf-8"))
    assert js == cs
    assert js.totals == [22, 145]
    assert len(js.entries) == 7
    assert js.to_json() == (DATA / "scoresheet_v1.json").read_text(encoding="utf-8")


def test_saved_mosaic_loads() -> None:
    text = (DATA / "mosaic_v1.json").read_text(encoding="utf-8")
    w = GameWidget(players=["A", "B"], seed=1, mode="mosaic")
    w.load_mosaic(text)
    assert w.mosaic_json() == text
    w.close()
