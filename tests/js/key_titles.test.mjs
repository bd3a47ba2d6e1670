// node --test tests/js/ : the game widget's tooltips name their keyboard keys only where there is a
// keyboard (game/key_titles.mjs); a touch screen alone gets the words without "(H)" or "(R)".
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { makeTranslator } from "../../trio_widgets/widgets/static/shared/i18n.mjs";
import { TOUCH_ONLY, hasKeyboard, keyTitle } from "../../trio_widgets/widgets/static/game/key_titles.mjs";

const LANGS = ["en", "ru", "pl", "hu"];
const catalogue = (lang) => JSON.parse(readFileSync(new URL(`../../trio_widgets/words/locales/${lang}.json`, import.meta.url), "utf8"));
const media = (touchOnly) => (query) => ({ matches: touchOnly && query === TOUCH_ONLY });

test("on a touch screen alone the tooltips name no key, in every language", () => {
  for (const lang of LANGS) {
    const tr = makeTranslator(catalogue(lang), lang);
    for (const [titleKey, key] of [["game.hint_title", "H"], ["game.rotate_title", "R"]]) {
      const touch = keyTitle(tr, titleKey, key, hasKeyboard(media(true)));
      assert.equal(touch, tr(titleKey));
      assert.doesNotMatch(touch, /\([A-Z]\)/, `${lang}: ${touch}`);
      const desk = keyTitle(tr, titleKey, key, hasKeyboard(media(false)));
      assert.ok(desk.startsWith(tr(titleKey)) && desk.endsWith(`(${key})`), `${lang}: ${desk}`);
    }
  }
});

test("no key is written into the words themselves", () => {
  for (const lang of LANGS) {
    const c = catalogue(lang);
    for (const k of ["game.hint_title", "game.rotate_title"]) assert.doesNotMatch(c[k], /\([A-Z]\)/, `${lang} ${k}`);
  }
});

test("the score keeper hides its keys' help under the same media query", () => {
  const css = readFileSync(new URL("../../trio_widgets/widgets/static/score_keeper/widget.css", import.meta.url), "utf8");
  assert.ok(css.includes(`@media ${TOUCH_ONLY}`), TOUCH_ONLY);
  assert.equal(hasKeyboard(undefined), true); // no matchMedia (a test, an old browser): say the keys
});
