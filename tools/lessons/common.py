"""Cells several lessons share."""

from build_lessons import Cell, code, shared


def printables(lesson: str, rules: str | None = None, cutout: bool = False) -> list[Cell]:
    """The teacher's printables: the lesson's worksheet (and answer page) as a PDF next to the
    notebook, optionally the one-page rules of ``rules`` and the 56 tiles to cut out; the box
    shows the worksheet's first page."""
    lines = [
        f'sheet = tw.worksheet("{lesson}", lang=[[lang]], seed=0)',
        f'sheet.to_pdf("worksheet_{lesson}.pdf")',
    ]
    if rules:
        lines.append(f'tw.rules_sheet("{rules}", lang=[[lang]]).to_pdf("rules_{rules}.pdf")')
    if cutout:
        lines.append('tw.cutout_sheet(lang=[[lang]]).to_pdf("tiles_to_cut_out.pdf")')
    lines.append("sheet")
    return [shared("printables"), code("\n".join(lines), teacher=True)]


#: How each step of the engine's Score.steps() is named in a widget's hint ("you left out ...").
_STEP_KEYS = {
    "score.start": "question.step.start",
    "score.zero_triple": "question.step.zero_triple",
    "score.bridge": "question.step.bridge",
    "score.two_sides": "question.step.two_sides",
    "score.hexagon": "question.step.hexagon",
}


def score_steps(score) -> list:  # type: ignore[no-untyped-def]
    """The parts of a score as a widget's sum: (words, points) for each step of ``Score.steps()``
    (the tile's numbers, the sides it multiplies by, each bonus), adding up to ``score.total``."""
    from build_lessons import key

    out = []
    for step in score.steps(total=False):
        p = step.kwargs
        if step.key in ("score.sum", "score.not_counted"):
            out.append((key("question.step.sum", a=p["a"], b=p["b"], c=p["c"]), p["value"]))
            value = p["value"]
        elif step.key == "score.sides":
            out.append((key("question.step.sides", sides=p["sides"]), p["points"] - value))
        else:
            out.append((key(_STEP_KEYS[step.key]), p["points"]))
    assert sum(v for _, v in out) == score.total, (score, out)
    return out
