"""A class on one machine: 30 children open one lesson's child's page at once and answer.

The school server is the one ``make class`` starts: standalone Voila on notebooks/ with the
shipped configuration ``class/voila.py`` (a pool of pre-started kernels for the class's lesson;
see docs/classroom.md).  This script starts that server on 127.0.0.1 (a free port), waits until
the pool is full (the "warm kernel pool"), then lets ``--children`` children open the lesson's
page at the same moment:

* ``--browsers`` of them (default 2) are real pages in Debian's Chromium (Playwright), every host
  but 127.0.0.1 unreachable (and every request elsewhere counted).  *First widget usable*: from
  ``goto`` until the page's first widget (the first output, in the page's order, that holds a
  control of a widget: a button, a box to type in, a tile or a place to tap; not the template's
  read-aloud buttons) has a control enabled and drawn with a size (the widget drew itself from
  the state it fetched from the kernel).  The page's *parts* are marked inside it (a script
  run before the page's own): the HTML's first byte and end, the DOM loaded, the kernel's
  websocket asked for and open, the widget manager asking for the widgets' states and their
  arrival, the first widget drawn and usable; with what the page fetched, by where it comes from
  (files, KB decoded and over the wire, how many from the browser's cache, when the last ended,
  the largest), and the page's own CPU until usable (Chromium's ``Performance.getMetrics``).
  ``--cpu-slow 4`` slows Chromium's CPU 4x (DevTools' ``Emulation.setCPUThrottlingRate``): a
  cheap tablet.  *Answer checked and redrawn*: the script answers as a child would (below) with
  the Question's own controls (types the number and presses "Check", or taps the option or the
  tile); timed inside the page from the click until the Question has redrawn itself with the
  kernel's new feedback (a MutationObserver), so it is what the child sees.  After answering,
  each opens ``--second-lesson`` (the next lesson's page: by default the page after ``--lesson``
  in its folder, en/04b_bonuses after en/04_scoring, none after the last) in the same tab,
  measured the same way: what the browser kept is used again.
* the others are light clients, in one asyncio loop: each fetches the page's HTML (which holds
  the kernel's id) and opens the kernel's websocket (``/api/kernels/<id>/channels``, the JSON
  protocol), then sends what Voila's widget manager and the Question's front end send: a
  ``comm_open`` of ``jupyter.widget.control`` with ``request_states`` (the manager fetches every
  widget's state), and the Question's intents as comm messages,
  ``{"method": "custom", "content": {"action": "answer", "part": p, "value": v}}`` and
  ``{"action": "next"}`` (anywidget's ``model.send``); each Question's part, results and done are
  followed from the kernel's ``update`` messages.  *First widget usable* for them: from the
  request for the page until the widgets' states have arrived (what a page needs before it can
  draw; no drawing is simulated).  *Answer checked*: from sending the answer until the kernel's
  ``update`` carrying the new feedback arrives (the kernel's check and the trip; no redraw).

``--pool cold``: no pool, every page starts its kernel when it is opened (what ``make lab`` does);
the next lesson has a warm pool too, as ``make class`` gives it (``NEXT=auto``); ``--next-cold``:
it has none (``make class NEXT=``), its page starts its kernel when it is opened.

Every child answers ``--answers`` times, every 2-4 s (a random pause, seeded), the first Question
on the page that is not done, part by part: a number part gets a wrong number (9xx, too big for
any exercise: it is checked and gets a hint); a choice part option (n + k) % (the options), for
child n's k-th answer (it may be right); a tile part a tile, each time the next; a part that is
right goes on with "Next" when the Question has another part (not timed, not counted).  A done
Question, a part on a board or a part asking for every right one is passed by: the child goes on
to the next Question.  When no Question is left the child stops answering: "answered N of M; the
page's questions were all done", not an error.  A page with no Question (en/00_start_here) has
no answer to time: its answers' goal is N/A.  Then the script prints: the pool's warm-up time;
first widget usable (median, max; browsers and light clients apart and together); answer checked
and redrawn (median, p90); the resident memory (RSS) of each child's kernel and of the server;
the load average; the parts of the pages' opening; and PASS/FAIL (N/A: nothing to measure on
this page) for each goal: first widget usable within 3 s (max; 6 s with the CPU slowed 4x), the
next lesson's page within 2 s, answers checked in 100 ms median, 150 MB per child, no error, no
outside request, no console error.

    .venv/bin/python benchmarks/bench_voila_class.py                 # 30 children, 2 in Chromium
    .venv/bin/python benchmarks/bench_voila_class.py --cpu-slow 4    # ... on cheap tablets
    .venv/bin/python benchmarks/bench_voila_class.py --next-cold     # the next lesson not pre-heated
    .venv/bin/python benchmarks/bench_voila_class.py --pool cold     # no pool
    .venv/bin/python benchmarks/bench_voila_class.py --children 2 --answers 2
    .venv/bin/python benchmarks/bench_voila_class.py --lesson en/10_strategy_and_chance  # any lesson page
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
from benchmarks.browser_bench import ARGS  # noqa: E402
from trio_widgets.classroom import _pages as classroom_pages  # noqa: E402  (make class's next lesson)

VOILA = Path(sys.executable).with_name("voila")
CHROMIUM = "/usr/bin/chromium"
GOAL_FIRST_S = 3.0
GOAL_FIRST_SLOW_S = 6.0  # with Chromium's CPU slowed 4x (a cheap tablet)
GOAL_SECOND_S = 2.0  # the next lesson's page in the same tab
GOAL_ANSWER_MS = 100.0
GOAL_MB = 150.0
# Chromium reaches no host but 127.0.0.1 (every other name does not resolve), and every request
# to another place is counted.  Not Playwright's request routing: that turns the browser's cache
# off, and what a page takes from the cache is measured here.
BLOCK_OUTSIDE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"
LOCAL = ("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")
PAGE_TIMEOUT_MS = 240_000  # a page that is not usable after 4 minutes counts as failed
#: why a child answered fewer than ``--answers`` times (not an error)
NO_QUESTION = "no Question on this page"
ALL_DONE = "the page's questions were all done"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def pct(values: list[float], q: float) -> float:
    v = sorted(values)
    return v[min(len(v) - 1, max(0, round(q * (len(v) - 1))))]


# ---------------------------------------------------------------- the server


class ClassServer:
    """``make class`` on 127.0.0.1: standalone Voila on notebooks/ with class/voila.py."""

    def __init__(self, lesson: str, children: int, log: Path, *, pool: bool = True, after: str = "") -> None:
        self.lesson, self.children, self.log_path, self.after = lesson, children, log, after
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        env = dict(os.environ)
        env.update(
            TRIO_CLASS_LESSON=lesson if pool else "",
            TRIO_CLASS_NEXT=after,
            TRIO_CLASS_CHILDREN=str(children),
            JUPYTER_PATH=os.pathsep.join(p for p in (str(REPO / "share/jupyter"), env.get("JUPYTER_PATH", "")) if p),
            JUPYTER_CONFIG_PATH=str(REPO / "class"),
            PYTHONPATH=os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p),
            PYDEVD_DISABLE_FILE_VALIDATION="1",
        )
        self._log = open(log, "w")
        cmd = [str(VOILA), ".", f"--port={self.port}", "--Voila.ip=127.0.0.1", "--no-browser"]
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            cmd,
            cwd=REPO / "notebooks",
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its kernels are in its process group: stopped with it
        )

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def wait_pool(self, timeout: float) -> float:
        """Seconds from start until Voila says the lesson's pool (and the next lesson's) is full."""
        wants = [
            re.compile(r"Kernel pool of " + re.escape(name) + r"\.ipynb is filled")
            for name in (self.lesson, self.after)
            if name
        ]
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("the class server stopped:\n" + self.log()[-3000:])
            if all(want.search(self.log()) for want in wants):
                return time.perf_counter() - self.started
            time.sleep(0.25)
        raise RuntimeError(f"the kernel pool was not full after {timeout:.0f} s:\n" + self.log()[-3000:])

    def wait_up(self, timeout: float) -> float:
        """Seconds from start until the server answers (a cold pool: nothing to wait for)."""
        from urllib.request import urlopen

        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("the class server stopped:\n" + self.log()[-3000:])
            try:
                with urlopen(self.url, timeout=2):
                    return time.perf_counter() - self.started
            except OSError:
                time.sleep(0.25)
        raise RuntimeError(f"the class server did not answer after {timeout:.0f} s")

    def wait_quiet(self, timeout: float) -> float:
        """Seconds from start until the kernels have run the lesson: Voila says the pool is full
        once every kernel is started, while they are still running it.  Quiet: the kernels
        together used less than 0.1 CPU second in the last 2 s."""
        deadline = time.perf_counter() + timeout
        last = self.cpu_s()[1]
        while time.perf_counter() < deadline:
            time.sleep(2)
            now = self.cpu_s()[1]
            if now - last < 0.1:
                return time.perf_counter() - self.started
            last = now
        raise RuntimeError(f"the kernels were still busy after {timeout:.0f} s")

    def kernels_rss_mb(self) -> tuple[dict[str, float], float]:
        """RSS (MB) of each kernel (by its connection file's kernel id) and of the server."""
        import psutil

        server = psutil.Process(self.proc.pid)
        kernels: dict[str, float] = {}
        for child in server.children(recursive=True):
            try:
                cmd = child.cmdline()
                rss = child.memory_info().rss / 2**20
            except psutil.Error:
                continue
            m = re.search(r"kernel-([0-9a-f-]{36})\.json", " ".join(cmd))
            if "ipykernel_launcher" in " ".join(cmd) and m:
                kernels[m.group(1)] = rss
        return kernels, server.memory_info().rss / 2**20

    def cpu_s(self) -> tuple[float, float]:
        """CPU seconds (user + system) used so far by the server and by all its kernels."""
        import psutil

        server = psutil.Process(self.proc.pid)
        t = server.cpu_times()
        kernels = 0.0
        for child in server.children(recursive=True):
            try:
                c = child.cpu_times()
            except psutil.Error:
                continue
            kernels += c.user + c.system
        return t.user + t.system, kernels

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # the kernels it started
        except (ProcessLookupError, PermissionError):
            pass
        self._log.close()


# ---------------------------------------------------------------- a light client


def _msg(msg_type: str, content: dict, session: str, metadata: dict | None = None) -> str:
    return json.dumps(
        {
            "header": {
                "msg_id": uuid.uuid4().hex,
                "msg_type": msg_type,
                "username": "child",
                "session": session,
                "date": "",
                "version": "5.3",
            },
            "parent_header": {},
            "metadata": metadata or {},
            "content": content,
            "channel": "shell",
            "buffers": [],
        }
    )


def _question_state(st: dict) -> dict | None:
    """A Question's synced state (its ``view`` holds parts and it has a ``feedback``), else None."""
    s = st.get("state", {})
    view = s.get("view")
    return s if isinstance(view, dict) and isinstance(view.get("parts"), list) and "feedback" in s else None


def _wrong_number(n: int, k: int) -> str:
    """Child ``n``'s ``k``-th number: 9xx, too big for any exercise (a wrong answer, with a hint)."""
    return str(900 + (n * 7 + k) % 99)


def _part_value(part: dict, n: int, k: int) -> object:
    """What child ``n`` answers the ``k``-th time to a part: a wrong number; option (n + k) % len;
    a tile, cycling; None for a part it does not answer (a place on a board, "every right one")."""
    kind = part.get("kind")
    if part.get("many"):
        return None
    if kind == "number":
        return _wrong_number(n, k)
    options, tiles = part.get("options") or [], part.get("tiles") or []
    if kind == "choice" and options:
        return (n + k) % len(options)
    if kind == "tile" and tiles:
        return "-".join(str(v) for v in tiles[(n + k) % len(tiles)])
    return None


def _step(states: dict, n: int, k: int) -> tuple | None:
    """What child ``n`` does next, from the widgets' states (in the page's order): for the first
    Question not done whose part it can answer, ``("answer", model_id, part, value)``, or
    ``("next", model_id)`` when that part is right and another follows; a done Question, a board
    part or a "many" part is passed by (the child goes on to the next Question).  None: no
    Question is left to answer."""
    for model_id, st in states.items():
        s = _question_state(st)
        if s is None or s.get("done"):
            continue
        parts, i, results = s["view"]["parts"], s.get("part", 0), s.get("results") or []
        if not 0 <= i < len(parts):
            continue
        if i < len(results) and results[i] is not None:
            if i + 1 < len(parts):
                return ("next", model_id)
            continue
        value = _part_value(parts[i], n, k)
        if value is not None:
            return ("answer", model_id, i, value)
    return None


def _stopped(states: dict) -> str:
    """Why a child answers no more: the page has no Question, or its Questions are all done."""
    if not any(_question_state(st) is not None for st in states.values()):
        return NO_QUESTION
    return ALL_DONE


async def _feedback(inbox: asyncio.Queue, model_id: str, last_id: int) -> int:
    """Waits for the Question's ``update`` with a feedback newer than ``last_id``; returns its id."""
    while True:
        msg = await asyncio.wait_for(inbox.get(), 120)
        c = msg.get("content", {})
        data = c.get("data", {})
        fb = data.get("state", {}).get("feedback") if c.get("comm_id") == model_id else None
        if msg.get("msg_type") == "comm_msg" and data.get("method") == "update" and fb and fb.get("id", 0) > last_id:
            return fb.get("id", 0)


async def _updated(inbox: asyncio.Queue, model_id: str, key: str) -> None:
    """Waits for the widget's ``update`` that carries ``key`` (a Question's new ``part``)."""
    while True:
        msg = await asyncio.wait_for(inbox.get(), 120)
        c = msg.get("content", {})
        data = c.get("data", {})
        if c.get("comm_id") == model_id and data.get("method") == "update" and key in data.get("state", {}):
            return


def _drain(inbox: asyncio.Queue) -> None:
    """Drops the messages already come (their changes are in the tracked states): what is waited
    for next is what answers the intent about to be sent."""
    while not inbox.empty():
        inbox.get_nowait()


def _track(states: dict | None, msg: dict) -> dict | None:
    """The widgets' states as the kernel's messages change them: ``update_states`` (every widget,
    what the widget manager asked for) and each widget's ``update``; returns the states (None
    until they came)."""
    if msg.get("msg_type") != "comm_msg":
        return states
    c = msg.get("content", {})
    data = c.get("data", {})
    if data.get("method") == "update_states":
        return {k: {"state": dict(v.get("state", {}))} for k, v in data.get("states", {}).items()}
    if states is not None and data.get("method") == "update":
        states.setdefault(c.get("comm_id"), {"state": {}})["state"].update(data.get("state", {}))
    return states


class LightChild:
    """A child's page without a browser: the page's HTML, then the kernel's websocket."""

    def __init__(self, server: ClassServer, n: int) -> None:
        self.server, self.n = server, n
        self.session = uuid.uuid4().hex
        self.kernel_id = ""
        self.first_s = float("nan")
        self.html_s = float("nan")
        self.answers_ms: list[float] = []
        self.errors: list[str] = []
        #: why the child stopped answering before ``answers`` ("" while it answers)
        self.stopped = ""
        self.states: dict | None = None  # the widgets' states, as the kernel's messages change them

    async def run(self, answers: int, rng: random.Random) -> None:
        from tornado.httpclient import AsyncHTTPClient
        from tornado.websocket import websocket_connect

        t0 = time.perf_counter()
        url = f"{self.server.url}voila/render/{self.server.lesson}.ipynb"
        resp = await AsyncHTTPClient().fetch(url, request_timeout=PAGE_TIMEOUT_MS / 1000)
        html = resp.body.decode()
        self.html_s = time.perf_counter() - t0
        m = re.search(r'"kernelId":\s*"([0-9a-f-]{36})"', html)
        if not m:
            text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))[:300]
            self.errors.append(f"no kernel id in the page (HTTP {resp.code}, {len(html)} characters: {text})")
            return
        self.kernel_id = m.group(1)
        ws = await websocket_connect(
            f"ws://127.0.0.1:{self.server.port}/api/kernels/{self.kernel_id}/channels?session_id={self.session}",
            max_message_size=64 * 2**20,
        )
        inbox: asyncio.Queue = asyncio.Queue()

        async def reader() -> None:
            while True:
                raw = await ws.read_message()
                if raw is None:
                    return
                if isinstance(raw, str):
                    msg = json.loads(raw)
                    self.states = _track(self.states, msg)
                    await inbox.put(msg)

        read_task = asyncio.ensure_future(reader())
        try:
            await self._fetch_states(ws, inbox)
            self.first_s = time.perf_counter() - t0
            await self._answer(ws, inbox, answers, rng)
        except Exception as e:  # a child that cannot go on is counted, not fatal
            self.errors.append(f"{type(e).__name__}: {e}")
        finally:
            read_task.cancel()
            ws.close()

    def _send(self, ws, model_id: str, content: dict) -> None:
        """A Question's intent, as its front end sends it (anywidget's ``model.send``)."""
        ws.write_message(
            _msg("comm_msg", {"comm_id": model_id, "data": {"method": "custom", "content": content}}, self.session)
        )

    async def _fetch_states(self, ws, inbox: asyncio.Queue) -> None:
        """What the widget manager does first: asks the kernel for every widget's state."""
        control = uuid.uuid4().hex
        ws.write_message(
            _msg(
                "comm_open",
                {"comm_id": control, "target_name": "jupyter.widget.control", "data": {}},
                self.session,
                {"version": "1.0.0"},  # the widget control protocol, as the widget manager says
            )
        )
        ws.write_message(_msg("comm_msg", {"comm_id": control, "data": {"method": "request_states"}}, self.session))
        while True:
            msg = await asyncio.wait_for(inbox.get(), 120)
            if (
                msg.get("msg_type") == "comm_msg"
                and msg.get("content", {}).get("data", {}).get("method") == "update_states"
            ):
                return

    async def _answer(self, ws, inbox: asyncio.Queue, answers: int, rng: random.Random) -> None:
        """``answers`` times, every 2-4 s: the first Question not done, part by part (see
        :func:`_step`); "next" when a part is right and another follows (not timed)."""
        k = 0
        while k < answers:
            states = self.states or {}
            step = _step(states, self.n, k)
            if step is None:
                self.stopped = _stopped(states)
                return
            if step[0] == "next":
                _drain(inbox)
                self._send(ws, step[1], {"action": "next"})
                await _updated(inbox, step[1], "part")
                continue
            _, model_id, part, value = step
            await asyncio.sleep(rng.uniform(2.0, 4.0))
            last_id = (states[model_id]["state"].get("feedback") or {}).get("id", 0)
            _drain(inbox)
            sent = time.perf_counter()
            self._send(ws, model_id, {"action": "answer", "part": part, "value": value})
            await _feedback(inbox, model_id, last_id)
            self.answers_ms.append((time.perf_counter() - sent) * 1000)
            k += 1


# ---------------------------------------------------------------- a child in Chromium

# The first widget on the page: the first output (document order) that holds a control of a
# widget, not the template's read-aloud buttons; 0 none yet, 1 drawn, 2 usable (a control of it
# enabled, with a size).
_FIRST_WIDGET_JS = """() => {
  const CONTROL = 'button, input, select, textarea, [data-tile], [data-cell], [role=button], [tabindex]';
  for (const out of document.querySelectorAll('#rendered_cells .jp-OutputArea-output')) {
    const controls = [...out.querySelectorAll(CONTROL)].filter((c) => !c.closest('.trio-say'));
    if (!controls.length) continue;
    return controls.some((c) => {
      const r = c.getBoundingClientRect();
      return !c.disabled && c.getAttribute('aria-disabled') !== 'true' && r.width > 0 && r.height > 0;
    }) ? 2 : 1;
  }
  return 0;
}"""

_USABLE_JS = f"() => ({_FIRST_WIDGET_JS})() === 2"

# Runs in every page before its own scripts: marks (ms since the page was asked for) when the
# kernel's websocket is asked for and open, when the widget manager asks the kernel for the
# widgets' states and when they come, when the first widget is drawn (a control of it on the page)
# and usable (a control of it enabled, with a size).
_PARTS_JS = """(() => {
  const parts = (window.__trioParts = { states: 0 });
  const mark = (name) => { if (!(name in parts)) parts[name] = performance.now(); };
  const KERNEL = /\\/api\\/kernels\\/[^/?]+\\/channels/;
  const text = (d) => typeof d === 'string' ? d : (d instanceof ArrayBuffer ? new TextDecoder().decode(d) : '');
  const Native = window.WebSocket;
  class Watched extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      if (!KERNEL.test(String(url))) return;
      mark('kernel socket asked');
      this.addEventListener('open', () => mark('kernel connected'));
      this.addEventListener('message', (ev) => {
        const t = text(ev.data);
        if (t.includes('"update_states"')) {
          mark('widget states received');
          parts.states += (t.match(/"_model_module"/g) || []).length;
        }
      });
    }
    send(data) {
      if (text(data).includes('request_states')) mark('widget manager up (asks the states)');
      return super.send(data);
    }
  }
  window.WebSocket = Watched;
  const first = FIRST_WIDGET;
  const look = () => {
    const seen = first();
    if (seen) mark('first widget drawn');
    if (seen === 2) { mark('first widget usable'); return true; }
    return false;
  };
  const watch = new MutationObserver(() => { if (look()) watch.disconnect(); });
  document.addEventListener('DOMContentLoaded', () => {
    if (!look()) watch.observe(document.body, { subtree: true, childList: true, attributes: true });
  });
})();""".replace("FIRST_WIDGET", _FIRST_WIDGET_JS)

# What the page fetched, by where it comes from: requests, bytes over the wire and decoded, how
# many came from the browser's cache, when the last one ended; and the page's own marks.
_TIMELINE_JS = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const groups = {};
  const kind = (u) => {
    const p = new URL(u).pathname;
    for (const [k, re] of [['Voila front end (/voila/static)', /\\/voila\\/static\\//],
                           ['widget extensions (/voila/labextensions)', /\\/voila\\/labextensions\\//],
                           ['template scripts (/voila/templates)', /\\/voila\\/templates\\//],
                           ['theme (/voila/api/themes)', /\\/voila\\/api\\/themes\\//]]) if (re.test(p)) return k;
    return 'other (' + p.split('/').slice(0, 3).join('/') + ')';
  };
  for (const r of performance.getEntriesByType('resource')) {
    if (r.initiatorType === 'xmlhttprequest' && /\\/api\\//.test(r.name) && !/themes/.test(r.name)) continue;
    const g = (groups[kind(r.name)] ||= { n: 0, wire: 0, body: 0, cached: 0, end: 0, biggest: [] });
    g.n += 1; g.wire += r.transferSize; g.body += r.decodedBodySize;
    if (r.transferSize === 0 && r.decodedBodySize > 0) g.cached += 1;
    g.end = Math.max(g.end, r.responseEnd);
    g.biggest.push([r.decodedBodySize, r.name.split('/').pop().split('?')[0], r.responseEnd]);
  }
  for (const g of Object.values(groups)) g.biggest = g.biggest.sort((a, b) => b[0] - a[0]).slice(0, 3);
  return {
    parts: Object.assign({}, window.__trioParts,
      { 'HTML first byte': nav.responseStart, 'HTML all received': nav.responseEnd,
        'DOM loaded': nav.domContentLoadedEventEnd }),
    groups,
    html: { wire: nav.transferSize, body: nav.decodedBodySize },
  };
}"""

# The page's own CPU (Chromium's Performance.getMetrics, seconds since the page was made).
_METRICS = ("ScriptDuration", "V8CompileDuration", "RecalcStyleDuration", "LayoutDuration", "TaskDuration")

# Child ``n``'s ``k``-th answer, to the first Question on the page that is not done, part by part:
# a number part gets ``number`` typed and "Check"; a single choice part option (n + k) % len; a
# single tile part a tile, cycling; a part that is right goes on with "Next" (not timed) when
# another follows; a done Question, a board part or a "many" part is passed by.  Resolves with
# {ms}: from the click until the Question has redrawn itself with the kernel's feedback (a new,
# visible feedback); or {none}: why there was nothing to answer (no Question, all done).  A plain
# string argument is the number to type (n = k = 0).
_ANSWER_JS = """async (arg) => {
  const a = typeof arg === 'string' ? { number: arg, n: 0, k: 0 } : arg;
  const redrawn = (root, act, ready) => new Promise((resolve, reject) => {
    let t0 = 0;
    const obs = new MutationObserver(() => {
      if (!t0 || !ready()) return;
      const ms = performance.now() - t0;
      obs.disconnect();
      requestAnimationFrame(() => resolve(ms));
    });
    obs.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    setTimeout(() => { obs.disconnect(); reject(new Error('no redraw after 60 s')); }, 60000);
    t0 = performance.now();
    act();
  });
  const single = (root, action) => {
    const bs = [...root.querySelectorAll(`button[data-action="${action}"]`)];
    if (!bs.length || bs.some((b) => b.disabled || b.hasAttribute('aria-pressed'))) return null;
    const b = bs[(a.n + a.k) % bs.length];
    return () => b.click();
  };
  const act = (root) => {
    const box = root.querySelector('.qz-input');
    if (box && !box.disabled) {
      return () => {
        box.value = a.number;
        box.dispatchEvent(new Event('input', { bubbles: true }));
        root.querySelector('button[data-action="answer"]').click();
      };
    }
    return single(root, 'choose') || single(root, 'pick');
  };
  const roots = [...document.querySelectorAll('#rendered_cells .jp-OutputArea-output .qz-root')];
  if (!roots.length) return { none: 'no Question' };
  for (const root of roots) {
    while (!root.querySelector('.qz-done')) {
      const next = root.querySelector('button[data-action="next"]');
      if (next) {
        await redrawn(root, () => next.click(), () => !root.querySelector('button[data-action="next"]'));
        continue;
      }
      const answer = act(root);
      if (!answer) break;
      const old = root.querySelector('.qz-feedback');
      const ready = () => {
        const fb = root.querySelector('.qz-feedback');
        return !!fb && fb !== old && !fb.hidden && !!fb.textContent.trim();
      };
      return { ms: await redrawn(root, answer, ready) };
    }
  }
  return { none: 'all done' };
}"""


class Opening:
    """One page's opening in Chromium: when it was usable, and its parts (the page's marks, what
    it fetched, its CPU)."""

    def __init__(self) -> None:
        self.html_s = self.dom_s = self.first_s = float("nan")
        self.parts: dict[str, float] = {}
        self.groups: dict[str, dict] = {}
        self.html: dict[str, float] = {}
        self.cpu: dict[str, float] = {}

    async def open(self, page, cdp, url: str) -> None:
        before = await _metrics(cdp)
        t0 = time.perf_counter()
        await page.goto(url, wait_until="commit", timeout=PAGE_TIMEOUT_MS)
        self.html_s = time.perf_counter() - t0
        await page.wait_for_load_state("domcontentloaded", timeout=PAGE_TIMEOUT_MS)
        self.dom_s = time.perf_counter() - t0
        await page.wait_for_function(_USABLE_JS, timeout=PAGE_TIMEOUT_MS, polling=50)
        self.first_s = time.perf_counter() - t0
        after = await _metrics(cdp)
        # a new document starts its counts again
        self.cpu = {
            k: after.get(k, 0.0) - (before.get(k, 0.0) if after.get(k, 0.0) >= before.get(k, 0.0) else 0.0)
            for k in _METRICS
        }
        timeline = await page.evaluate(_TIMELINE_JS)
        self.parts = {k: v / 1000 for k, v in timeline["parts"].items() if k != "states"}
        self.parts["states"] = timeline["parts"].get("states", 0)
        self.groups, self.html = timeline["groups"], timeline["html"]


async def _metrics(cdp) -> dict[str, float]:
    got = await cdp.send("Performance.getMetrics")
    return {m["name"]: m["value"] for m in got["metrics"]}


class BrowserChild:
    def __init__(self, server: ClassServer, n: int, slow: float = 1.0, second: str = "") -> None:
        self.server, self.n, self.slow, self.second = server, n, slow, second
        self.first = Opening()
        self.next = Opening()
        self.answers_ms: list[float] = []
        self.errors: list[str] = []
        self.outside: list[str] = []
        self.console: list[str] = []
        self.stopped = ""  # why the child stopped answering before ``answers`` ("" while it answers)

    @property
    def first_s(self) -> float:
        return self.first.first_s

    async def run(self, browser, answers: int, rng: random.Random) -> None:
        context = await browser.new_context(viewport={"width": 768, "height": 1024})
        await context.add_init_script(_PARTS_JS)
        page = await context.new_page()
        page.on(
            "console",
            lambda m: self.console.append(f"{m.text} ({m.location.get('url', '')})") if m.type == "error" else None,
        )
        page.on("request", lambda r: None if r.url.startswith(LOCAL) else self.outside.append(r.url))
        try:
            cdp = await context.new_cdp_session(page)
            await cdp.send("Performance.enable")
            if self.slow > 1:
                await cdp.send("Emulation.setCPUThrottlingRate", {"rate": self.slow})
            await self.first.open(page, cdp, f"{self.server.url}voila/render/{self.server.lesson}.ipynb")
            await self.answer(page, answers, rng)
            if self.second:  # the next lesson, in the same tab: what the browser kept is used again
                await self.next.open(page, cdp, f"{self.server.url}voila/render/{self.second}.ipynb")
        except Exception as e:
            self.errors.append(f"{type(e).__name__}: {str(e)[:300]}")
        finally:
            await context.close()

    async def answer(self, page, answers: int, rng: random.Random) -> None:
        """``answers`` times, every 2-4 s, the first Question not done (see ``_ANSWER_JS``)."""
        for k in range(answers):
            await asyncio.sleep(rng.uniform(2.0, 4.0))
            got = await page.evaluate(_ANSWER_JS, {"number": _wrong_number(self.n, k), "n": self.n, "k": k})
            if "none" in got:
                self.stopped = NO_QUESTION if got["none"] == "no Question" else ALL_DONE
                return
            self.answers_ms.append(got["ms"])


# ---------------------------------------------------------------- the class


async def lesson_time(server: ClassServer, args: argparse.Namespace, opened: dict) -> list:
    rng = random.Random(args.seed)
    kids: list = []
    pw = browser = None
    tasks = []
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=max(10, args.children))  # every child at once, no queue
    if args.browsers:
        from playwright.async_api import async_playwright

        pw = await async_playwright().start()
        browser = await pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=[*ARGS, BLOCK_OUTSIDE])
    try:
        for n in range(args.children):
            r = random.Random(rng.random())
            kid: BrowserChild | LightChild
            if n < args.browsers:
                kid = BrowserChild(server, n, args.cpu_slow, args.second_lesson)
                tasks.append(kid.run(browser, args.answers, r))
            else:
                kid = LightChild(server, n)
                tasks.append(kid.run(args.answers, r))
            kids.append(kid)

        async def watch() -> None:
            # the server's and kernels' CPU until every page is usable (or has failed)
            while not all(k.first_s == k.first_s or k.errors for k in kids):
                await asyncio.sleep(0.1)
            opened.update(cpu=server.cpu_s(), at=time.perf_counter(), own=time.process_time(), busy=_machine_busy_s())

        opened.update(
            start=time.perf_counter(),
            cpu0=server.cpu_s(),
            own0=time.process_time(),
            busy0=_machine_busy_s(),
            kernels=set(server.kernels_rss_mb()[0]),
        )  # the browser is up: the children start
        watcher = asyncio.ensure_future(watch())
        await asyncio.gather(*tasks)
        await watcher
    finally:
        if browser is not None:
            await browser.close()
        if pw is not None:
            await pw.stop()
    return kids


def _machine_busy_s() -> float:
    """CPU seconds the whole machine has spent busy (all cores; /proc/stat), NaN where unknown."""
    try:
        with open("/proc/stat") as f:
            ticks = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return float("nan")
    idle = ticks[3] + (ticks[4] if len(ticks) > 4 else 0)  # idle and iowait
    return (sum(ticks[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def line(name: str, values: list[float], unit: str, fmt: str = "{:.2f}") -> str:
    if not values:
        return f"  {name}: none"
    f = lambda v: fmt.format(v)  # noqa: E731
    return (
        f"  {name}: median {f(statistics.median(values))} {unit}, p90 {f(pct(values, 0.9))} {unit}, "
        f"max {f(max(values))} {unit}  (n={len(values)})"
    )


def known(values) -> list[float]:
    return [v for v in values if v == v]


# ---------------------------------------------------------------- the report


def print_parts(title: str, openings: list[Opening]) -> None:
    """The parts of a page's opening in Chromium: medians over the children of each mark (s since
    the page was asked for), of what it fetched by origin, and of the page's own CPU."""
    done = [o for o in openings if o.parts]
    if not done:
        return
    print(f"parts of {title} in Chromium (median of {len(done)} pages; s since the page was asked for):")
    names = {k for o in done for k in o.parts if k != "states"}
    marks = {k: statistics.median(known(o.parts.get(k, float("nan")) for o in done) or [float("nan")]) for k in names}
    for name, at in sorted(marks.items(), key=lambda kv: (kv[1] != kv[1], kv[1])):
        extra = (
            f" ({statistics.median(o.parts.get('states', 0) for o in done):.0f} widgets)"
            if name == "widget states received"
            else ""
        )
        print(f"  {at:6.2f}  {name}{extra}")
    html = done[0].html
    print(f"  the page's HTML: {html.get('body', 0) / 1024:.0f} KB, {html.get('wire', 0) / 1024:.0f} KB over the wire")
    for group in sorted({g for o in done for g in o.groups}):
        gs = [o.groups[group] for o in done if group in o.groups]
        med = lambda key, gs=gs: statistics.median(g[key] for g in gs)  # noqa: E731
        big = ", ".join(f"{name} {size / 1024:.0f} KB" for size, name, _end in gs[0]["biggest"])
        print(
            f"  {med('end') / 1000:6.2f}  {group}: {med('n'):.0f} files, {med('body') / 1024:.0f} KB "
            f"({med('wire') / 1024:.0f} KB over the wire, {med('cached'):.0f} from the browser's cache); largest {big}"
        )
    cpu = {k: statistics.median(o.cpu.get(k, 0.0) for o in done) for k in _METRICS}
    print(
        f"  the page's CPU until usable: scripts {cpu['ScriptDuration']:.2f} s (compiling {cpu['V8CompileDuration']:.2f} s), "
        f"styles {cpu['RecalcStyleDuration']:.2f} s, layout {cpu['LayoutDuration']:.2f} s, all tasks {cpu['TaskDuration']:.2f} s"
    )
    print_stages(marks)


#: The stages of a page's opening, between two of its marks.
STAGES = (
    ("the server: the page's HTML", "", "HTML all received"),
    ("the page's own scripts and styles, until the DOM is loaded", "HTML all received", "DOM loaded"),
    ("Voila's front end and the widget extensions: fetched, compiled, run", "DOM loaded", "kernel socket asked"),
    ("the kernel's connection and the widgets' states", "kernel socket asked", "widget states received"),
    ("the first widget made and drawn", "widget states received", "first widget usable"),
)


def print_stages(marks: dict[str, float]) -> None:
    """Where the time went: each stage's share of the time until the first widget was usable."""
    total = marks.get("first widget usable", float("nan"))
    if total != total or total <= 0:
        return
    shares = []
    for name, start, end in STAGES:
        took = marks.get(end, float("nan")) - (marks.get(start, float("nan")) if start else 0.0)
        if took == took:
            shares.append(f"{name} {took:.2f} s ({100 * took / total:.0f}%)")
    print("  where the time went: " + "; ".join(shares))


def print_cpu(server_cpu: tuple, opened: dict, wall: float, kids: list) -> None:
    cpu0, cpu1 = server_cpu
    first_done = max(known(k.first_s for k in kids), default=float("nan"))
    print(
        f"CPU used while the children opened and answered: server {cpu1[0] - cpu0[0]:.1f} s, "
        f"kernels {cpu1[1] - cpu0[1]:.1f} s, in {wall:.1f} s of {os.cpu_count()} cores "
        f"(the last page was usable after {first_done:.1f} s)"
    )
    if opened.get("cpu"):
        c, c0 = opened["cpu"], opened["cpu0"]
        print(
            f"  of which until every page was usable ({opened['at'] - opened['start']:.1f} s): "
            f"server {c[0] - c0[0]:.1f} s, kernels {c[1] - c0[1]:.1f} s (the server is one process: its CPU seconds are the "
            "least time the pages take even on an idle machine)"
        )
        own = opened["own"] - opened["own0"]
        busy = opened["busy"] - opened["busy0"]
        rest = busy - (c[0] - c0[0]) - (c[1] - c0[1]) - own
        print(
            f"  and the machine's other work then: this benchmark's light clients {own:.1f} s, Chromium and the rest "
            f"{rest:.1f} s; the machine was busy {busy:.1f} s of {os.cpu_count() * (opened['at'] - opened['start']):.1f} "
            "(the light clients stand for the class's other tablets: on a real class server they use no CPU of its own)"
        )


def print_openings(b: list[BrowserChild], lights: list[LightChild], second: str) -> None:
    print("page's HTML received (s):")
    print(line("Chromium, first byte", known(k.first.html_s for k in b), "s"))
    print(line("Chromium, whole page (DOM loaded)", known(k.first.dom_s for k in b), "s"))
    print(line("light clients", known(k.html_s for k in lights), "s"))
    print("first widget usable (s):")
    print(line("Chromium (drawn, a control enabled)", known(k.first.first_s for k in b), "s"))
    print(line("light clients (widget states received)", known(k.first_s for k in lights), "s"))
    if second:
        print(f"the next lesson's page ({second}) in the same tab, first widget usable (s):")
        print(line("Chromium, first byte", known(k.next.html_s for k in b), "s"))
        print(line("Chromium (drawn, a control enabled)", known(k.next.first_s for k in b), "s"))


def answered(kids: list, answers: int) -> tuple[int, int, str]:
    """How many answers the children gave, of how many asked, and why some stopped before
    ("" when none did): their page had no Question, or its Questions were all done."""
    given = sum(len(k.answers_ms) for k in kids)
    why = sorted({k.stopped for k in kids if k.stopped})
    return given, len(kids) * answers, "; ".join(why)


def print_answers(b: list[BrowserChild], lights: list[LightChild], answers: int) -> list[float]:
    answers_b = [ms for k in b for ms in k.answers_ms]
    answers_l = [ms for k in lights for ms in k.answers_ms]
    given, asked, why = answered([*b, *lights], answers)
    if why == NO_QUESTION:
        print(f"answer checked and redrawn: no answer timed ({NO_QUESTION})")
        return []
    print("answer checked and redrawn (ms):")
    print(line("Chromium (click to redrawn feedback)", answers_b, "ms", "{:.0f}"))
    print(line("light clients (sent to kernel's feedback)", answers_l, "ms", "{:.0f}"))
    print(line("all children", answers_b + answers_l, "ms", "{:.0f}"))
    if why:
        print(f"  answered {given} of {asked}; {why}")
    return answers_b + answers_l


def print_memory(server: ClassServer, children: int) -> float:
    """Prints the kernels' and the server's memory; returns the memory per child (MB)."""
    kernels, server_mb = server.kernels_rss_mb()
    rss = sorted(kernels.values())
    print(
        f"memory: {len(rss)} kernels, RSS median {statistics.median(rss):.0f} MB, max {max(rss):.0f} MB; "
        f"server {server_mb:.0f} MB ({server_mb / children:.1f} MB a child)"
        if rss
        else "memory: no kernel found"
    )
    return (max(rss) if rss else float("inf")) + server_mb / children


def print_troubles(kids: list, b: list[BrowserChild]) -> tuple[list[str], list[str], list[str]]:
    errors = [f"child {k.n}: {e}" for k in kids for e in k.errors]
    outside = sorted({u for k in b for u in k.outside})
    console = [c for k in b for c in k.console]
    for e in errors[:10]:
        print("error:", e)
    if outside:
        print("outside requests:", outside[:5])
    if console:
        print("console errors:", console[:5])
    return errors, outside, console


def first_goal(args: argparse.Namespace) -> tuple[float, str]:
    if args.cpu_slow > 1:
        return GOAL_FIRST_SLOW_S, f"Chromium's CPU slowed {args.cpu_slow:g}x"
    return GOAL_FIRST_S, "Chromium"


def opening_checks(args: argparse.Namespace, kids: list) -> list[tuple[str, bool | None, str]]:
    """The goals of the pages' opening: first widget usable (Chromium, light clients), next lesson."""
    b = [k for k in kids if isinstance(k, BrowserChild)]
    firsts_b = known(k.first.first_s for k in b)
    lights = [k for k in kids if isinstance(k, LightChild)]
    firsts = known(k.first_s for k in lights)
    goal, where = first_goal(args)
    checks: list[tuple[str, bool | None, str]] = []
    if args.pool == "warm":
        checks += [
            (
                f"first widget usable within {goal:.0f} s (max, warm pool, {where})",
                bool(firsts_b) and len(firsts_b) == len(b) and max(firsts_b) <= goal,
                f"{max(firsts_b):.2f} s" if firsts_b else "none",
            ),
            (
                f"light clients' widgets' states within {GOAL_FIRST_S:.0f} s (max, warm pool)",
                len(firsts) == len(lights) and (not firsts or max(firsts) <= GOAL_FIRST_S),
                f"{max(firsts):.2f} s" if firsts else "none",
            ),
        ]
    if args.second_lesson:
        nexts = known(k.next.first_s for k in b)
        checks.append(
            (
                f"the next lesson's page in the same tab usable within {GOAL_SECOND_S:.0f} s (max, {where})",
                bool(nexts) and len(nexts) == len(b) and max(nexts) <= GOAL_SECOND_S,
                f"{max(nexts):.2f} s" if nexts else "none",
            )
        )
    return checks


def answer_checks(
    args: argparse.Namespace, kids: list, answers: list[float], errors: list[str]
) -> tuple[tuple[str, bool | None, str], tuple[str, bool | None, str]]:
    """The goals of the answers: checked in time, every child answered (or had nothing left to
    answer), no error.  A page with no Question has no answer to time: N/A, not a figure."""
    given, asked, why = answered(kids, args.answers)
    name = f"answer checked and redrawn, median at most {GOAL_ANSWER_MS:.0f} ms"
    if why == NO_QUESTION:
        timed: tuple[str, bool | None, str] = (name, None, NO_QUESTION)
    else:
        timed = (
            name,
            bool(answers) and statistics.median(answers) <= GOAL_ANSWER_MS,
            f"{statistics.median(answers):.0f} ms" if answers else "none",
        )
    complete = all(len(k.answers_ms) == args.answers or k.stopped for k in kids)
    return timed, (
        "every child answered every time, no error",
        not errors and complete,
        f"{len(errors)} errors" + (f"; answered {given} of {asked}; {why}" if why else ""),
    )


def goals(args: argparse.Namespace, kids: list, answers: list[float], per_child: float, troubles: tuple) -> bool:
    """Prints PASS, FAIL or N/A (nothing to measure on this page) for each goal; True when none failed."""
    errors, outside, console = troubles
    timed, complete = answer_checks(args, kids, answers, errors)
    checks = opening_checks(args, kids)
    checks += [
        timed,
        (
            f"memory per child at most {GOAL_MB:.0f} MB (largest kernel + server's share)",
            per_child <= GOAL_MB,
            f"{per_child:.0f} MB",
        ),
        complete,
        (
            "no outside request, no console error (Chromium)",
            not outside and not console,
            f"{len(outside)}, {len(console)}",
        ),
    ]
    for name, passed, figure in checks:
        print(f"{'N/A ' if passed is None else 'PASS' if passed else 'FAIL'}  {name}: {figure}")
    return all(passed is not False for _name, passed, _figure in checks)


def report(args: argparse.Namespace, server: ClassServer, kids: list, measured: dict) -> bool:
    b = [k for k in kids if isinstance(k, BrowserChild)]
    lights = [k for k in kids if isinstance(k, LightChild)]
    load = os.getloadavg()
    print(
        f"the lesson ran {measured['wall']:.1f} s; load average at the end {load[0]:.2f} (1 min), {load[1]:.2f} (5 min)"
    )
    print_cpu(measured["cpu"], measured["opened"], measured["wall"], kids)
    print_openings(b, lights, args.second_lesson)
    print_parts(f"{args.lesson}'s page ({args.pool} pool)", [k.first for k in b])
    if args.second_lesson:
        print_parts(f"the next lesson's page, {args.second_lesson}", [k.next for k in b])
    answers = print_answers(b, lights, args.answers)
    per_child = print_memory(server, args.children)
    used = [k.kernel_id for k in lights if k.kernel_id]
    fresh = sum(1 for kid in used if kid not in measured["opened"].get("kernels", set()))
    if fresh and args.pool == "warm":
        print(f"note: {fresh} light clients got a kernel started for them (the pool was empty)")
    return goals(args, kids, answers, per_child, print_troubles(kids, b))


def next_lesson(lesson: str) -> str:
    """The page after ``lesson`` in its folder (``en/04_scoring`` -> ``en/04b_bonuses``, the order
    of the lessons); "" after the last one.

    >>> next_lesson("en/04_scoring"), next_lesson("pl/09_puzzles"), next_lesson("en/10_strategy_and_chance")
    ('en/04b_bonuses', 'pl/09b_more_puzzles', '')
    """
    return classroom_pages.next_lesson(REPO / "notebooks", lesson)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--children", type=int, default=30)
    ap.add_argument("--browsers", type=int, default=2, help="how many of the children are real Chromium pages")
    ap.add_argument("--answers", type=int, default=10, help="answers per child, one every 2-4 s")
    ap.add_argument("--lesson", default="en/04_scoring", help="the lesson's page, relative to notebooks/")
    ap.add_argument(
        "--second-lesson",
        default=None,
        help="the lesson the Chromium children open next in the same tab ('' for none; default: the page "
        "after --lesson in its folder, none after the last)",
    )
    ap.add_argument(
        "--pool", choices=("warm", "cold"), default="warm", help="cold: no kernel pool, every page starts its kernel"
    )
    ap.add_argument(
        "--next-pooled",
        action="store_true",
        default=True,
        help="the next lesson has a warm pool too, as make class gives it (NEXT=auto); the default",
    )
    ap.add_argument(
        "--next-cold",
        dest="next_pooled",
        action="store_false",
        help="the next lesson's page starts its kernel when opened (make class NEXT=)",
    )
    ap.add_argument(
        "--cpu-slow", type=float, default=1.0, help="slow Chromium's CPU this many times (4: a cheap tablet)"
    )
    ap.add_argument("--seed", type=int, default=18)
    ap.add_argument("--pool-timeout", type=float, default=900)
    args = ap.parse_args(argv)
    if args.children < 1 or args.answers < 1:
        ap.error("--children and --answers must be at least 1")
    if args.cpu_slow < 1:
        ap.error("--cpu-slow must be at least 1")
    args.browsers = min(args.browsers, args.children)
    if args.second_lesson is None:
        args.second_lesson = next_lesson(args.lesson)
    if args.second_lesson and args.second_lesson == args.lesson and args.pool == "warm":
        ap.error("--second-lesson must be another page: the pool's kernels are all taken by then")
    for lesson in (args.lesson, args.second_lesson):
        if lesson and not (REPO / "notebooks" / f"{lesson}.ipynb").exists():
            ap.error(f"no lesson notebooks/{lesson}.ipynb")
    return args


def run_class(args: argparse.Namespace, server: ClassServer) -> bool:
    load = os.getloadavg()
    if args.pool == "warm":
        warm = server.wait_pool(args.pool_timeout)
        print(f"kernel pool of {args.children} full after {warm:.1f} s (load average then {os.getloadavg()[0]:.2f})")
        quiet = server.wait_quiet(args.pool_timeout)
        print(f"every kernel has run the lesson (the pool is warm) after {quiet:.1f} s")
    else:
        up = server.wait_up(args.pool_timeout)
        print(
            f"the server answers after {up:.1f} s (no kernel pool: every page starts its kernel; load average {load[0]:.2f})"
        )
    cpu0 = server.cpu_s()
    t0 = time.perf_counter()
    opened: dict = {}
    kids = asyncio.run(lesson_time(server, args, opened))
    measured = {"wall": time.perf_counter() - t0, "cpu": (cpu0, server.cpu_s()), "opened": opened}
    return report(args, server, kids, measured)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.browsers and not os.access(CHROMIUM, os.X_OK):
        print(f"{CHROMIUM} is missing: run with --browsers 0", file=sys.stderr)
        return 2
    if not VOILA.exists():
        print(f"{VOILA} is missing (pip install voila)", file=sys.stderr)
        return 2
    # stopped (timeout, kill): stop the server and its kernels too, they are in a session of their own
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    out = Path(tempfile.mkdtemp(prefix="bench_class_"))
    warm = args.pool == "warm"
    after = args.second_lesson if warm and args.next_pooled else ""
    slow = f", Chromium's CPU slowed {args.cpu_slow:g}x" if args.cpu_slow > 1 else ""
    print(
        f"lesson {args.lesson}: {args.children} children ({args.browsers} in Chromium{slow}), "
        f"{args.answers} answers each, {args.pool} pool"
        + (f"; next lesson {args.second_lesson} ({'warm' if after else 'no'} pool)" if args.second_lesson else "")
    )
    print(f"machine: {os.cpu_count()} cores, load average before {os.getloadavg()[0]:.2f}")
    server = ClassServer(args.lesson, args.children, out / "voila.log", pool=warm, after=after)
    ok = False
    try:
        ok = run_class(args, server)
    finally:
        server.stop()
        if not ok:  # the server's log says why: kept
            kept = Path(tempfile.gettempdir()) / f"bench_voila_class-{os.getpid()}.log"
            shutil.copy(out / "voila.log", kept)
            print(f"the server's log: {kept}")
        shutil.rmtree(out, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
