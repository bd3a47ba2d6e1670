"""Cells several lessons share."""

from build_lessons import Cell, code, shared


def printables(lesson: str, rules: str | None = None, cutout: bool = False) -> list[Cell]:
    """The teacher's printables: the lesson's worksheet (the pupil's sheet) and its answers as two
    PDFs next to the notebook, optionally the one-page rules of ``rules`` and the 56 tiles to cut
    out; the box shows the worksheet's first page."""
    lines = [
        f'sheet = tw.worksheet("{lesson}", lang=[[lang]], seed=0)',
        f'sheet.to_pdf("worksheet_{lesson}.pdf")',
        f'sheet.answers().to_pdf("answers_{lesson}.pdf")',
    ]
    if rules:
        lines.append(f'tw.rules_sheet("{rules}", lang=[[lang]]).to_pdf("rules_{rules}.pdf")')
    if cutout:
        lines.append('tw.cutout_sheet(lang=[[lang]]).to_pdf("tiles_to_cut_out.pdf")')
    lines.append("sheet")
    return [shared("printables"), code("\n".join(lines), teacher=True)]


def score_steps(score) -> list:  # type: ignore[no-untyped-def]
    """The parts of a score as a widget's sum: (words, points) for each step of ``Score.steps()``
    (the tile's numbers, the sides it multiplies by, each bonus), in the engine's own words
    (``score.bridge``: "bridge +40"), adding up to ``score.total``."""
    from build_lessons import key

    out = []
    value = 0
    for step in score.steps(total=False):
        p = step.kwargs
        words = key(step.key, **p)
        if step.key in ("score.sum", "score.not_counted"):
            value = p["value"]
            out.append((words, value))
        elif step.key == "score.sides":
            out.append((words, p["points"] - value))
        else:
            out.append((words, p["points"]))
    assert sum(v for _, v in out) == score.total, (score, out)
    return out
