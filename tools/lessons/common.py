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


def and_join(items: list[str], word: str) -> str:
    """``items`` joined with ", ", the last two with ``word`` (the language's "and").

    >>> and_join(["3-4-5", "5-5-5"], "és"), and_join(["1-1-1", "2-2-2", "3-3-3"], "and")
    ('3-4-5 és 5-5-5', '1-1-1, 2-2-2 and 3-3-3')
    """
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} {word} {items[-1]}"


def and_word(stem: str, lang: str) -> str:
    """The language's "and": the text block ``and`` of the lesson ``stem``."""
    from build_lessons import load_texts

    return load_texts(lang, stem)["and"].strip()


def and_list(stem: str, items: list[str]):  # type: ignore[no-untyped-def]
    """A value of ``values()``: ``items`` joined by :func:`and_join` in each language's words."""
    names = [str(i) for i in items]
    return lambda lang: and_join(names, and_word(stem, lang))
