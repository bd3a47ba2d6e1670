// @ts-check
// What every teaching widget's render() does, once: the widget's element and its live region,
// one redraw per burst of model changes (keeping the keyboard focus, the language, the keys and
// the read-out feedback), and taking it all down when the view is removed.  A widget brings its
// view: create(ctx) -> {update, dispose, refocus?} (teaching/explorer.js, teaching/match.js ...).

import { el, langOn, translator, keepFocus, scheduler, ownKeys } from "./dom.mjs";
import { createAnnouncer, announce } from "./feedback.mjs";
import { keepTileNamesWhole } from "./names.mjs";

/**
 * @typedef {(key: string, params?: Record<string, unknown>) => string} Tr
 *
 * @typedef {object} Ctx
 * @property {any} model
 * @property {HTMLElement} root   the widget's part of the page (the view draws into it)
 * @property {Tr} tr             the translator for the model's language (new at each drawing)
 * @property {(msg: Record<string, unknown>) => void} send
 *
 * @typedef {object} View
 * @property {() => void} update     draw the synced state into ctx.root
 * @property {() => void} dispose
 * @property {() => void} [refocus]  the focus was in the widget and its control is gone: where it goes
 *
 * @typedef {object} Spec
 * @property {string} cls           the root's class
 * @property {string} events        the model events that redraw the view ("change:exercise change:done ...")
 * @property {(ctx: Ctx, announcer: ReturnType<typeof createAnnouncer>) => View} create
 * @property {boolean} [speaks]   the view says its own things aloud through the live region it is
 *                                given (the drill, a question): mount then only redraws it, in the
 *                                model's language, and reads nothing out itself
 */

/**
 * @param {{model: any, el: HTMLElement}} args  anywidget's
 * @param {Spec} spec
 * @returns {() => void}  anywidget's cleanup
 */
export function mount({ model, el: host }, spec) {
  const root = el("div", spec.cls);
  host.appendChild(root);
  const stopNames = keepTileNamesWhole(root); // "0-5-5" never broken across lines
  const announcer = createAnnouncer(host);
  /** @type {Ctx} */
  const ctx = { model, root, tr: translator(model), send: (msg) => model.send(msg) };
  const view = spec.create(ctx, announcer);

  const draw = spec.speaks
    ? () => {
        ctx.tr = translator(model);
        langOn(host, root, model);
        view.update();
      }
    : () => {
        const restore = keepFocus(root);
        const hadFocus = root.contains(document.activeElement);
        ctx.tr = translator(model);
        langOn(host, root, model);
        view.update();
        ownKeys(root);
        announce(announcer, model);
        restore();
        if (hadFocus && view.refocus && !root.contains(document.activeElement)) view.refocus();
      };

  const redraw = scheduler(draw);
  model.on(spec.events, redraw);
  draw();
  return () => {
    announcer.remove();
    stopNames();
    model.off(spec.events, redraw);
    view.dispose();
  };
}
