"""Pictures as SVG: tiles, rows of tiles, boards, games and mosaics."""

from __future__ import annotations

from ._svg import (
    EDGE,
    ROWS_KEPT,
    STYLE,
    SVG_NS,
    XLINK_NS,
    SvgString,
    TileRowSvg,
    board_svg,
    def_ids,
    def_markup,
    fmt,
    game_svg,
    html_picture,
    mosaic_svg,
    placement_markup,
    tile_element,
    tile_markup,
    tile_svg,
    tiles_svg,
    to_svg,
)

__all__ = [
    "EDGE",
    "ROWS_KEPT",
    "STYLE",
    "SVG_NS",
    "XLINK_NS",
    "SvgString",
    "TileRowSvg",
    "board_svg",
    "def_ids",
    "def_markup",
    "fmt",
    "game_svg",
    "html_picture",
    "mosaic_svg",
    "placement_markup",
    "tile_element",
    "tile_markup",
    "tile_svg",
    "tiles_svg",
    "to_svg",
]
