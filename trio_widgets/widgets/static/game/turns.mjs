// @ts-check
// How a rack tile is turned, and which corners it shows in a board cell (pure, tested in node).

/**
 * The three readings of a tile "a-b-c" clockwise, from its name.
 * @param {string} name
 * @returns {number[][]}
 */
export function rotations(name) {
  const [a, b, c] = name.split("-").map(Number);
  return [[a, b, c], [b, c, a], [c, a, b]];
}

/**
 * The corners (top, bottom-right, bottom-left) of a rack tile turned `turns` times clockwise.
 * @param {string} name
 * @param {number} turns
 * @returns {number[]}
 */
export function rackCorners(name, turns) {
  return rotations(name)[(3 - (turns % 3)) % 3];
}

/**
 * How many clockwise turns of the upright rack tile give a placement's corners.
 * A down cell is read as the upright tile turned a sixth further clockwise:
 * upright (p, q, r) sits in a down cell as (r, p, q).
 * @param {string} name
 * @param {{up: boolean}} cell
 * @param {number[]} corners
 * @returns {number}
 */
export function turnsFor(name, cell, corners) {
  const upright = cell.up ? corners : [corners[1], corners[2], corners[0]];
  const rots = rotations(name);
  for (let j = 0; j < 3; j++) {
    if (rots[j][0] === upright[0] && rots[j][1] === upright[1] && rots[j][2] === upright[2]) return (3 - j) % 3;
  }
  return 0;
}

/**
 * The corners a tile would show in a cell when turned `turns` times (hints off: the person decides).
 * @param {string} name
 * @param {{up: boolean}} cell
 * @param {number} turns
 * @returns {number[]}
 */
export function cornersIn(name, cell, turns) {
  const [p, q, r] = rackCorners(name, turns);
  return cell.up ? [p, q, r] : [r, p, q];
}

/**
 * A tile's name (smallest reading first) from corners in any rotation.
 * @param {number[]} corners
 * @returns {string}
 */
export function nameOf(corners) {
  const [a, b, c] = corners;
  const rots = [[a, b, c], [b, c, a], [c, a, b]].sort((p, q) => p[0] - q[0] || p[1] - q[1] || p[2] - q[2]);
  return rots[0].join("-");
}
