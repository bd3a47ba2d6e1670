// @ts-check
// The message catalogue in the browser: the same formatting rules as trio_widgets/i18n.py.
//
// A widget gets one language's whole catalogue from Python (i18n.catalogue(lang),
// synced in a traitlet) and formats with it here.  A value is text with {name}
// placeholders, or plural forms {"one": ..., "few": ..., "many": ..., "other": ...}
// picked by the parameter n (CLDR plural rules, from the browser's Intl.PluralRules).
// Pure functions, no DOM: tested with `node --test tests/js/`.

/** @type {Map<string, Intl.PluralRules>} */
const pluralRules = new Map();

/**
 * CLDR plural category of a whole number in a language, by the browser's own CLDR data
 * (Intl.PluralRules).  Python's i18n.plural_category gives the same for every language the
 * widgets speak; tests/test_i18n.py runs both over 0..1000.  Anything but a whole number
 * (1.5, "3", null) is "other", as in Python.
 * @param {string} lang
 * @param {unknown} n
 * @returns {string}  "one", "few", "many", "other" ...
 */
export function pluralCategory(lang, n) {
  if (typeof n !== "number" || !Number.isInteger(n)) return "other";
  let rules = pluralRules.get(lang);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lang);
    } catch {
      rules = new Intl.PluralRules("en"); // not a language tag: English's one / other, never a throw
    }
    pluralRules.set(lang, rules);
  }
  return rules.select(n);
}

/**
 * Fill one catalogue value: the plural form by params.n, then {name} placeholders.
 * A placeholder without a parameter stays as it is.
 * @param {string | Record<string, string>} text
 * @param {string} lang
 * @param {Record<string, unknown>} [params]
 * @returns {string}
 */
export function formatMessage(text, lang, params = {}) {
  let s = text;
  if (s !== null && typeof s === "object") {
    const forms = /** @type {Record<string, string>} */ (s);
    s = forms[pluralCategory(lang, params.n)] ?? forms.other ?? Object.values(forms)[0] ?? "";
  }
  const template = String(s ?? "");
  const has = (/** @type {string} */ name) => Object.prototype.hasOwnProperty.call(params, name);
  if (lang === "hu" && template.includes("(z) ")) {
    // one pass over the template: only its own a(z) is read, never one inside a filled-in name
    return template.replace(HU_FILL, (m, a, pre, name, word, lone) => {
      if (lone !== undefined) return has(lone) ? String(params[lone]) : m;
      if (name === undefined) return `${a}${huWantsAz(word) ? "z" : ""} ${pre}${word}`;
      if (!has(name)) return m;
      const value = String(params[name]);
      const first = /^[^\p{L}\p{N}_]*([\p{L}\p{N}_]+)/u.exec(value);
      if (!first) return `${a}(z) ${pre}${value}`;
      return `${a}${huWantsAz(first[1]) ? "z" : ""} ${pre}${value}`;
    });
  }
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (m, name) => (has(name) ? String(params[name]) : m));
}

/** A Hungarian template's a(z) before a placeholder or a word, or a lone placeholder (as i18n.py's _HU_FILL). */
const HU_FILL = /(?<![\p{L}\p{N}_])([Aa])\(z\) ([^\p{L}\p{N}_{]*)(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([\p{L}\p{N}_]+))|\{([A-Za-z_][A-Za-z0-9_]*)\}/gu;

/**
 * Whether Hungarian says "az" (not "a") before a word: before a vowel sound, and before a number
 * read with one (egy, öt, ötven, ötszáz, ezer: 1, 5, 50-59, 500-599, 1000-1999 ...).  Same rule
 * as trio_widgets/i18n.py's _hu_wants_az.
 * @param {string} word
 */
function huWantsAz(word) {
  const digits = /^[0-9]+/.exec(word);
  if (!digits) return "aáeéiíoóöőuúüű".includes(word.charAt(0).toLowerCase()) && word.length > 0;
  const number = digits[0].replace(/^0+/, "") || "0";
  const lead = number.slice(0, number.length % 3 || 3);
  return number[0] === "5" || (lead === "1" && number.length !== 2 && number.length !== 3);
}

/**
 * Hungarian's "a(z)" before a filled-in word made "a" or "az", as the word is read.
 * @param {string} text
 */
export function huArticles(text) {
  return text.replace(/(?<![\p{L}\p{N}_])([Aa])\(z\) ([^\p{L}\p{N}_]*)([\p{L}\p{N}_]+)/gu, (m, a, pre, word) =>
    `${a}${huWantsAz(word) ? "z" : ""} ${pre}${word}`,
  );
}

/**
 * A translate function over one catalogue: tr("game.pool", {n: 3}).  Unknown keys give the key.
 * @param {Record<string, string | Record<string, string>>} catalogue
 * @param {string} lang
 * @returns {(key: string, params?: Record<string, unknown>) => string}
 */
export function makeTranslator(catalogue, lang) {
  const cat = catalogue || {};
  return (key, params = {}) => {
    const text = Object.prototype.hasOwnProperty.call(cat, key) ? cat[key] : undefined;
    return text === undefined ? key : formatMessage(text, lang, params);
  };
}
