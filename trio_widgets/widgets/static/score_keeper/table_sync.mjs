// @ts-check
// The score keeper's table as the page keeps it: Python sends the whole table (`rows`,
// `rounds`) with the widget's state when a page opens it, and after that only a `patch` per
// change: one splice of the rows and one of the rounds, numbered (`rev`) and made from the
// table at `base`.  A patch the page cannot apply (it missed one) makes it ask for the whole
// table again.  Pure functions: tests/js/score_keeper_dom.test.mjs.

/**
 * @typedef {[number, number, any[]]} Splice  [start, how many to delete, the items put there]
 * @typedef {{rev: number, base?: number|null, rows?: Splice, rounds?: Splice}} Patch
 * @typedef {{rev: number, rows: any[], rounds: any[]}} Table
 */

/**
 * The list with one splice made (a new list; the old one is left as it was).
 * @param {any[]} list
 * @param {Splice|undefined} splice
 * @returns {any[]}
 */
export function applySplice(list, splice) {
  if (!splice) return list;
  const [start, remove, items] = splice;
  return [...list.slice(0, start), ...items, ...list.slice(start + remove)];
}

/**
 * The table after a patch: the same table when the page has it already (a page opened on a
 * widget gets the patch with the table it made), the whole table from a patch without a base,
 * and null when the patch starts from a table the page does not have (ask for all of it).
 * @param {Table} table
 * @param {Patch} patch
 * @returns {Table|null}
 */
export function patchTable(table, patch) {
  if (!patch || typeof patch.rev !== "number" || patch.rev === table.rev) return table;
  if (patch.base === null || patch.base === undefined) {
    return { rev: patch.rev, rows: patch.rows ? patch.rows[2] : table.rows, rounds: patch.rounds ? patch.rounds[2] : table.rounds };
  }
  if (patch.base !== table.rev) return null;
  return { rev: patch.rev, rows: applySplice(table.rows, patch.rows), rounds: applySplice(table.rounds, patch.rounds) };
}
