// @ts-check
// Tooltips of the game widget's buttons that have a keyboard key ("What would the computer do? (H)"):
// the key is said only where there is a keyboard.  A touch screen with no mouse (a tablet, a phone)
// gets the words alone, as the score keeper hides its keys' help there (its widget.css, the same
// media query).

/** A touch screen with no mouse: no keyboard help. */
export const TOUCH_ONLY = "(hover: none) and (pointer: coarse)";

/**
 * Is there a keyboard to help with (not a touch screen alone)?
 * @param {(query: string) => { matches: boolean }} [media]  the page's matchMedia
 */
export function hasKeyboard(media = globalThis.matchMedia) {
  return !(typeof media === "function" && media(TOUCH_ONLY).matches);
}

/**
 * A button's tooltip: its words, and its key where there is a keyboard (``game.key_title``).
 * @param {(key: string, params?: Record<string, unknown>) => string} tr
 * @param {string} titleKey  the catalogue key of the words
 * @param {string} key       the keyboard key ("H")
 * @param {boolean} keyboard
 */
export function keyTitle(tr, titleKey, key, keyboard) {
  const title = tr(titleKey);
  return keyboard ? tr("game.key_title", { title, key }) : title;
}
