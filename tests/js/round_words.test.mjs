// node --test tests/js/ : the round summary's words of the game widget (game/round_words.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { makeTranslator } from "../../trio_widgets/widgets/static/shared/i18n.mjs";
import { roundLines } from "../../trio_widgets/widgets/static/game/round_words.mjs";

const LANGS = ["en", "ru", "pl", "hu"];
const catalogue = (lang) => JSON.parse(readFileSync(new URL(`../../trio_widgets/words/locales/${lang}.json`, import.meta.url), "utf8"));
const count = (text, word) => text.split(word).length - 1;

test("the one who went out and won the round is named once", () => {
  for (const lang of LANGS) {
    const tr = makeTranslator(catalogue(lang), lang);
    const lines = roundLines(tr, { how: "out", out: 1, winners: [1] }, ["Bob", "Annika"]);
    assert.equal(lines.length, 1, `${lang}: ${lines}`);
    assert.equal(count(lines.join(" "), "Annika"), 1, `${lang}: ${lines}`);
    assert.equal(lines[0], tr("round.out_won", { name: "Annika" }));
    assert.ok(!lines[0].includes("{"), lines[0]);
    assert.ok(!lines.join(" ").includes("Bob"));
  }
});

test("Russian keeps the name in the nominative, at the start; no masculine-only past tense", () => {
  const ru = makeTranslator(catalogue("ru"), "ru");
  const pl = makeTranslator(catalogue("pl"), "pl");
  const [r] = roundLines(ru, { how: "out", out: 0, winners: [0] }, ["Маша"]);
  assert.ok(r.startsWith("Маша "), r);
  assert.doesNotMatch(r, /выиграл\b|вышел\b|за Маш/);
  const [p] = roundLines(pl, { how: "out", out: 0, winners: [0] }, ["Ola"]);
  assert.doesNotMatch(p, /wygrał\b|pozbył\b/);
});

test("a blocked round, or a winner other than the one who went out, still says both", () => {
  const tr = makeTranslator(catalogue("en"), "en");
  assert.deepEqual(roundLines(tr, { how: "blocked", winners: [0, 1], fewest_tiles: true }, ["Ann", "Bob"]), [
    "Nobody can move: the round is blocked",
    tr("round.fewest", { names: "Ann and Bob", n: 2 }),
  ]);
  const lines = roundLines(tr, { how: "out", out: 0, winners: [1] }, ["Ann", "Bob"]);
  assert.deepEqual(lines, ["Ann went out!", tr("round.winners", { names: "Bob", n: 1 })]);
});
