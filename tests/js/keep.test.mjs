// node --test tests/js/ : the page's part of keeping a child's progress (shared/keep.mjs).
import { test } from "node:test";
import assert from "node:assert/strict";
import { keepProgress, parseRecord, PREFIX, MAX_CHARS } from "../../trio_widgets/widgets/static/shared/keep.mjs";

function storage() {
  const m = new Map();
  return {
    m,
    getItem: (k) => (m.has(k) ? m.get(k) : null),
    setItem: (k, v) => void m.set(k, String(v)),
    removeItem: (k) => void m.delete(k),
  };
}

function model(traits) {
  const handlers = new Map();
  const sent = [];
  return {
    sent,
    traits,
    get: (k) => traits[k],
    send: (msg) => sent.push(msg),
    on: (ev, f) => handlers.set(ev, f),
    off: (ev, f) => handlers.get(ev) === f && handlers.delete(ev),
    set(k, v) {
      traits[k] = v;
      handlers.get(`change:${k}`)?.();
    },
  };
}

const RECORD = { format: "trio_widgets/progress", version: 2, kind: "question", key: "04-ex1", state: { tries: 1 } };

test("a fresh widget is given back what the page kept, and the page keeps what Python says next", () => {
  const s = storage();
  s.setItem(PREFIX + "04-ex1", JSON.stringify(RECORD));
  const m = model({ _progress_key: "04-ex1", _progress_record: {} });
  const stop = keepProgress(m, s);
  assert.deepEqual(m.sent, [{ action: "restore", record: RECORD }]);
  assert.equal(s.getItem(PREFIX + "04-ex1"), JSON.stringify(RECORD), "not overwritten before Python answers");
  m.set("_progress_record", { id: 1, fresh: true, record: { ...RECORD, state: { tries: 2 } } });
  assert.equal(JSON.parse(s.getItem(PREFIX + "04-ex1")).state.tries, 2);
  m.set("_progress_record", { id: 2, fresh: false, record: null });
  assert.equal(s.getItem(PREFIX + "04-ex1"), null, "forgotten");
  stop();
  m.set("_progress_record", { id: 3, fresh: false, record: RECORD });
  assert.equal(s.getItem(PREFIX + "04-ex1"), null, "nothing kept once stopped");
});

test("a widget the child has used in this kernel is not sent the older record: its own is kept", () => {
  const s = storage();
  s.setItem(PREFIX + "00-game", "old");
  const m = model({ _progress_key: "00-game", _progress_record: { id: 4, fresh: false, record: RECORD } });
  keepProgress(m, s);
  assert.deepEqual(m.sent, []);
  assert.deepEqual(JSON.parse(s.getItem(PREFIX + "00-game")), RECORD);
});

test("a widget without a key, or a page without storage, keeps nothing", () => {
  const s = storage();
  const m = model({ _progress_key: "", _progress_record: {} });
  keepProgress(m, s)();
  keepProgress(model({ _progress_key: "04-ex1", _progress_record: {} }), null)();
  assert.equal(s.m.size, 0);
  assert.deepEqual(m.sent, []);
});

test("text that is not JSON, or too long, goes to Python as its first characters (Python says why)", () => {
  assert.equal(parseRecord("{not json"), "{not json");
  assert.equal(parseRecord("x".repeat(MAX_CHARS + 1)), "x".repeat(64));
  assert.deepEqual(parseRecord(JSON.stringify(RECORD)), RECORD);
});

test("a storage that refuses to write changes nothing on the page", () => {
  const s = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); }, removeItem: () => {} };
  const m = model({ _progress_key: "04-ex1", _progress_record: {} });
  keepProgress(m, s);
  assert.doesNotThrow(() => m.set("_progress_record", { id: 1, fresh: true, record: RECORD }));
});

test("a key that comes after the model (a live kernel) starts the keeping then", () => {
  const s = storage();
  s.setItem(PREFIX + "04-ex1", JSON.stringify(RECORD));
  const m = model({ _progress_key: "", _progress_record: {} });
  keepProgress(m, s);
  assert.deepEqual(m.sent, []);
  m.set("_progress_key", "04-ex1");
  assert.deepEqual(m.sent, [{ action: "restore", record: RECORD }]);
  m.set("_progress_record", { id: 1, fresh: true, record: { ...RECORD, state: { tries: 5 } } });
  assert.equal(JSON.parse(s.getItem(PREFIX + "04-ex1")).state.tries, 5);
});
