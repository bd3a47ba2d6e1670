// @ts-check
// The set to pick a tile from (the score keeper's "from the set"): one real button per tile
// (keyboard, touch, at least 52 px), played ones marked and refused; one Tab stop, arrows inside.

import { SVG_NS, drawTile, ensureDefs } from "../shared/tile.mjs";
import { el, setTiles, button } from "./dom.mjs";

/**
 * @param {{tr: (key: string, params?: any) => string, max: number, played: string[], mine: string|null,
 *          pick: (numbers: number[]) => void}} ctx
 * @returns {HTMLElement}
 */
export function setPicker(ctx) {
  const wrap = el("div", "sk-setwrap");
  const grid = el("div", "sk-set", { role: "group", "aria-label": ctx.tr("keeper.set_label") });
  const played = new Set(ctx.played);
  const mine = ctx.mine;
  for (const nums of setTiles(ctx.max)) {
    const name = nums.join("-");
    const used = played.has(name) && name !== mine;
    const b = button(`set-${name}`, "", () => {
      if (!used) ctx.pick(nums);
    }, {
      "data-tile": name,
      "aria-label": used ? ctx.tr("keeper.tile_played_short", { tile: name }) : ctx.tr("tile.label", { tile: name }),
      "aria-disabled": used ? "true" : null,
    }, "sk-settile" + (used ? " sk-used" : ""));
    const svg = document.createElementNS(SVG_NS, "svg");
    svg.setAttribute("viewBox", "-54 -62 108 96");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    ensureDefs(svg);
    drawTile(svg, nums, true, { size: 100 });
    b.appendChild(svg);
    grid.appendChild(b);
  }
  wrap.appendChild(grid);
  return wrap;
}
