"""Program text several lessons share (until the package has a public function for it)."""

# The first code cell of the lessons that draw rows of tiles: folded away in the notebook.
SETUP_TILES = '''
import trio_widgets as tw
from trio_widgets.svg import STYLE, SvgString, def_ids, def_markup, tile_markup


def tiles_picture(tiles, size=56, per_row=8):
    """Draw several tiles in rows, each with its name under it."""
    e = STYLE["edge"]
    h = e * 3 ** 0.5 / 2
    cw, ch = e * 1.12, h + 0.42 * e
    parts = []
    for i, corners in enumerate(tiles):
        x, y = (i % per_row + 0.5) * cw, (i // per_row) * ch + 2 * h / 3 + 0.06 * e
        parts.append(tile_markup(tuple(corners), True, x=x, y=y))
        parts.append(f'<text x="{x:.1f}" y="{y + h / 3 + 0.3 * e:.1f}" text-anchor="middle" '
                     f'font-size="{0.19 * e:.1f}" font-weight="bold">{tw.Tile(*corners)}</text>')
    w, h_all = min(per_row, len(tiles)) * cw, -(-len(tiles) // per_row) * ch
    names = ", ".join(str(tw.Tile(*t)) for t in tiles)
    return SvgString(
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'viewBox="0 0 {w:.1f} {h_all:.1f}" width="{w * size / e:.0f}" height="{h_all * size / e:.0f}" '
        f'role="img" aria-label="{len(tiles)} tiles: {names}" font-family="sans-serif" fill="#222">'
        f'<defs>{"".join(def_markup(d) for d in def_ids(False))}</defs>'
        f'<rect width="100%" height="100%" rx="{0.1 * e:.1f}" fill="#fbf7ef"/>{"".join(parts)}</svg>'
    )
'''
