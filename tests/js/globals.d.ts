// What trio_widgets/_esm.py puts in front of every bundle (tile_style.json).
declare const TILE_STYLE: any;
