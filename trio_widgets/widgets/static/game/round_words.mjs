// @ts-check
// The words at the top of the game widget's round summary: how the round ended and who won it,
// each player named once ("Ann went out and won the round!", not "Ann went out! Ann won the round").

/**
 * @typedef {(key: string, params?: Record<string, any>) => string} Tr
 * @typedef {{how?: string, out?: number | null, winners?: number[], fewest_tiles?: boolean}} RoundEnd
 */

/**
 * The players' names joined as the catalogue joins them ("Ann and Bob", "Ann, Bob and Cleo").
 * @param {Tr} tr
 * @param {string[]} ns
 */
export function joinNames(tr, ns) {
  if (ns.length <= 1) return ns.join("");
  return tr("names.and", { first: ns.slice(0, -1).join(tr("names.sep")), last: ns[ns.length - 1] });
}

/**
 * The summary's lines about the round's end, in the page's language.
 * @param {Tr} tr
 * @param {RoundEnd} s  the widget's `summary` trait
 * @param {string[]} names  the players' names, by seat
 * @returns {string[]}
 */
export function roundLines(tr, s, names) {
  const winners = s.winners || [];
  const who = joinNames(tr, winners.map((i) => names[i] ?? ""));
  if (s.how === "out") {
    const name = names[s.out ?? -1] ?? "";
    // the one who went out won the round: one sentence, the name said once
    if (winners.length === 1 && winners[0] === s.out && !s.fewest_tiles) return [tr("round.out_won", { name })];
    return [tr("round.out", { name }), tr("round.winners", { names: who, n: winners.length })];
  }
  const second = s.fewest_tiles ? "round.fewest" : "round.winners";
  return [tr("round.blocked"), tr(second, { names: who, n: winners.length })];
}
