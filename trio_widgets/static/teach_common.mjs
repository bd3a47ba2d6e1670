// @ts-check
// The teaching helpers under their former "tc" names, for drill.js and puzzle_board.js, which
// still import them from here.  The helpers themselves live in modules with one job each
// (teach_dom.mjs, teach_turn.mjs, teach_draw.mjs, teach_turnable.mjs, teach_feedback.mjs);
// new code imports them from there by their own names.

import { tileName } from "./tile.mjs";
import { el, button, translator, segmented, scheduler, ownKeys } from "./teach_dom.mjs";
import { turned } from "./teach_turn.mjs";
import { svgEl, tileSvg } from "./teach_draw.mjs";
import { createTurnable, turnButtons } from "./teach_turnable.mjs";
import { createAnnouncer } from "./teach_feedback.mjs";

export const tcEl = el;
export const tcButton = button;
export const tcTranslator = translator;
export const tcSegmented = segmented;
export const tcScheduler = scheduler;
export const tcOwnKeys = ownKeys;
export const tcTurned = turned;
export const tcName = tileName;
export const tcSvgEl = svgEl;
export const tcTileSvg = tileSvg;
export const tcTurnable = createTurnable;
export const tcTurnButtons = turnButtons;
export const tcAnnouncer = createAnnouncer;
