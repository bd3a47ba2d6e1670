// @ts-check
// A child's progress kept in the page's own storage (localStorage), wherever the page is served
// (the static site, Voila's child's page, JupyterLab): for every widget that keeps progress (the
// game, a lesson's question, the drill).  Python decides what is kept and what comes back
// (trio_widgets/widgets/_progress.py): the page only
//   - keeps the record Python gives it (the synced `_progress_record`: {id, fresh, record}) under
//     "trio-widgets/progress/<key>" (`_progress_key`), and forgets it when `record` is null;
//   - gives it back once, as the widget comes, while the widget is fresh (the child has done
//     nothing with it in this kernel yet), with the intent {action: "restore", record}.  Python
//     checks it again as if a stranger had written it; what it refuses changes nothing.
// Whatever the storage holds is sent as it is (text that is not JSON, or too long, is sent as
// its first characters, so that Python says why it is not used).  A storage that is full or
// forbidden changes nothing on the page: the child plays on.

export const PREFIX = "trio-widgets/progress/";
/** Python's MAX_CHARS: a longer record is not parsed */
export const MAX_CHARS = 1_000_000;

/** @returns {Storage | null} */
function pageStorage() {
  try {
    return globalThis.localStorage || null;
  } catch {
    return null;
  }
}

/**
 * What the storage holds, as the restore intent carries it: the parsed record, or (text that is
 * not JSON, or too long) its first characters, which Python refuses with its reason.
 * @param {string} text
 * @returns {unknown}
 */
export function parseRecord(text) {
  if (text.length > MAX_CHARS) return text.slice(0, 64);
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 64);
  }
}

/**
 * Keep a widget's progress in the page's storage (anywidget's `initialize`).  The key may come
 * after the model (a live kernel opens the widget's comm before the widget has set its key):
 * keeping starts when it comes.
 * @param {any} model
 * @param {Storage | null} [storage]
 * @returns {() => void}  stops keeping
 */
export function keepProgress(model, storage = pageStorage()) {
  if (!storage) return () => {};
  let stop = keepUnder(model, storage);
  const rekey = () => {
    stop();
    stop = keepUnder(model, storage);
  };
  model.on("change:_progress_key", rekey);
  return () => {
    model.off("change:_progress_key", rekey);
    stop();
  };
}

/**
 * @param {any} model
 * @param {Storage} storage
 * @returns {() => void}
 */
function keepUnder(model, storage) {
  const key = model.get("_progress_key");
  if (typeof key !== "string" || !key) return () => {};
  const name = PREFIX + key;
  const save = () => {
    const kept = model.get("_progress_record");
    if (!kept || typeof kept !== "object" || !("record" in kept)) return;
    try {
      if (kept.record === null) storage.removeItem(name);
      else storage.setItem(name, JSON.stringify(kept.record));
    } catch {
      // full or forbidden: the child plays on (only a reload would lose it)
    }
  };
  let stored = null;
  if ((model.get("_progress_record") || {}).fresh !== false) {
    try {
      stored = storage.getItem(name);
    } catch {
      stored = null;
    }
  }
  if (stored !== null) model.send({ action: "restore", record: parseRecord(stored) });
  else save(); // the kernel's record is the newest (the child went on in this kernel), or there is none
  model.on("change:_progress_record", save);
  return () => model.off("change:_progress_record", save);
}
