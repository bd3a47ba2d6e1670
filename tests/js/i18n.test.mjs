// node --test tests/js/ : the catalogue helpers of trio_widgets/widgets/static/shared/i18n.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { pluralCategory, formatMessage, makeTranslator, huArticles } from "../../trio_widgets/widgets/static/shared/i18n.mjs";

const catalogue = (lang) => JSON.parse(readFileSync(new URL(`../../trio_widgets/words/locales/${lang}.json`, import.meta.url), "utf8"));

test("plural categories follow CLDR for the four languages", () => {
  // Russian: 1, 21, 101 one; 2-4, 22-24 few; 0, 5-20, 25-30, 111-114 many
  for (const n of [1, 21, 101, 1001]) assert.equal(pluralCategory("ru", n), "one", `ru ${n}`);
  for (const n of [2, 3, 4, 22, 23, 24, 102]) assert.equal(pluralCategory("ru", n), "few", `ru ${n}`);
  for (const n of [0, 5, 11, 12, 14, 19, 20, 25, 111, 112, 114]) assert.equal(pluralCategory("ru", n), "many", `ru ${n}`);
  // Polish: only 1 is one; 21 is many (dwadzieścia jeden żetonów)
  assert.equal(pluralCategory("pl", 1), "one");
  for (const n of [2, 3, 4, 22, 23, 24, 32]) assert.equal(pluralCategory("pl", n), "few", `pl ${n}`);
  for (const n of [0, 5, 11, 12, 13, 14, 21, 25, 112]) assert.equal(pluralCategory("pl", n), "many", `pl ${n}`);
  // English and Hungarian: one / other
  assert.equal(pluralCategory("en", 1), "one");
  assert.equal(pluralCategory("en", 0), "other");
  assert.equal(pluralCategory("hu", 1), "one");
  assert.equal(pluralCategory("hu", 2), "other");
  // negative numbers take the category of their size; non-integers are "other"
  assert.equal(pluralCategory("en", -1), "one");
  assert.equal(pluralCategory("ru", 1.5), "other");
  assert.equal(pluralCategory("ru", "3"), "other");
  // the categories come from the runtime's CLDR data (Intl.PluralRules); a tag it cannot read
  // falls back to English's one / other instead of throwing in the middle of a redraw
  assert.equal(pluralCategory("ru", 1e6 + 1), "one");
  assert.equal(pluralCategory("not a language!", 1), "one");
  assert.equal(pluralCategory("not a language!", 2), "other");
});

test("formatMessage fills placeholders and picks plural forms", () => {
  assert.equal(formatMessage("{a} + {b}", "en", { a: 1, b: 2 }), "1 + 2");
  assert.equal(formatMessage("hello {name}", "en", {}), "hello {name}");
  assert.equal(formatMessage({ one: "{n} tile", other: "{n} tiles" }, "en", { n: 1 }), "1 tile");
  assert.equal(formatMessage({ one: "{n} tile", other: "{n} tiles" }, "en", { n: 7 }), "7 tiles");
  assert.equal(formatMessage({ one: "x", other: "y" }, "ru", { n: 5 }), "y", "a missing form falls back to other");
  // a parameter's text is inserted as it is, never re-read as a placeholder or markup
  assert.equal(formatMessage("{name}", "en", { name: "{n}<b>" }), "{n}<b>");
});

test("the real catalogues: the examples a child sees", () => {
  const ru = makeTranslator(catalogue("ru"), "ru");
  assert.equal(ru("game.pool", { n: 22 }), "Колодец: 22 фишки");
  assert.equal(ru("game.tiles", { n: 5 }), "5 фишек");
  assert.equal(ru("game.tiles", { n: 21 }), "21 фишка");
  const pl = makeTranslator(catalogue("pl"), "pl");
  assert.equal(pl("game.tiles", { n: 22 }), "22 żetony");
  assert.equal(pl("game.tiles", { n: 25 }), "25 żetonów");
  const en = makeTranslator(catalogue("en"), "en");
  assert.equal(en("board.cell_fits_2", { tile: "3-4-5" }), "place, fits 3-4-5 turned twice");
  assert.equal(en("tile.label", { tile: "3-4-5" }), "tile 3-4-5");
  assert.equal(en("no.such.key"), "no.such.key");
});

test("Hungarian a(z) becomes a or az as the word is read (the same table as tests/test_i18n.py)", () => {
  const { cases } = JSON.parse(readFileSync(new URL("../fixtures/hu_articles.json", import.meta.url), "utf8"));
  for (const [word, article] of Object.entries(cases)) {
    assert.equal(formatMessage("Nézd a(z) {x} dominót", "hu", { x: word }), `Nézd ${article} ${word} dominót`, word);
    const cap = article[0].toUpperCase() + article.slice(1);
    assert.equal(formatMessage("A(z) {x}. kör", "hu", { x: word }), `${cap} ${word}. kör`, word);
  }
  assert.equal(formatMessage("a(z) {x}", "en", { x: "1" }), "a(z) 1");
  assert.equal(huArticles("mind a(z) 56 dominó"), "mind az 56 dominó");
});

test("a name is filled in as it is: neither a placeholder nor a Hungarian a(z) inside it is read again", () => {
  assert.equal(formatMessage("{first} and {last}", "en", { first: "{last}", last: "Bob" }), "{last} and Bob");
  assert.equal(formatMessage("{first} és {last}", "hu", { first: "{last}", last: "Bob" }), "{last} és Bob");
  assert.equal(formatMessage("Nézd a(z) {x} dominót", "hu", { x: "a(z) Ede" }), "Nézd az a(z) Ede dominót");
  assert.equal(formatMessage("{name} köre, a(z) {tile}", "hu", { name: "a(z) 5 {tile}", tile: "1-2-3" }), "a(z) 5 {tile} köre, az 1-2-3");
});
