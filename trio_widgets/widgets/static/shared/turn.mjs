// @ts-check
// Turning a tile, for the teaching widgets: a tile turns in sixths of a full turn, clockwise.
// Turn 0 shows it pointing up with its numbers clockwise from the top as given; odd turns point
// it down (exercises.turned in Python, turned here).  Pure functions (the node tests check them).

export const TURNS = 6;

/**
 * The numbers at a cell's corners (clockwise, as a placement reads them) and
 * whether the tile points up, after turning it `turn` sixths clockwise.
 * @param {number[]} corners  clockwise from the top at turn 0
 * @param {number} turn
 * @returns {{corners: number[], up: boolean}}
 */
export function turned(corners, turn) {
  const k = ((Math.trunc(turn) % TURNS) + TURNS) % TURNS;
  const s = Math.floor((k + 1) / 2) % 3;
  const a = corners.map(Number);
  const rot = s === 0 ? a : a.slice(3 - s).concat(a.slice(0, 3 - s));
  return { corners: rot, up: k % 2 === 0 };
}

/**
 * A turn plus some steps, back into 0..5.
 * @param {number} turn
 * @param {number} steps
 */
export function addTurn(turn, steps) {
  return (((turn + steps) % TURNS) + TURNS) % TURNS;
}

/**
 * Whole sixths of a turn in an angle (degrees, clockwise), rounded to the nearest.
 * @param {number} degrees
 */
export function stepsOf(degrees) {
  const s = Math.round(degrees / 60);
  return s === 0 ? 0 : s; // never -0
}

/**
 * The smallest signed difference between two angles in degrees (-180..180).
 * @param {number} a
 * @param {number} b
 */
export function angleDiff(a, b) {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d < -180) d += 360;
  return d;
}

/**
 * Words for a tile as it lies, for screen readers: "3-4-5, pointing up: 3 at the top, ...".
 * @param {(key: string, params?: any) => string} tr
 * @param {number[]} corners  as the cell reads them
 * @param {boolean} up
 * @param {string} name
 */
export function tileWords(tr, corners, up, name) {
  const [a, b, c] = corners;
  return tr(up ? "teach.aria.tile_up" : "teach.aria.tile_down", { tile: name, a, b, c });
}
