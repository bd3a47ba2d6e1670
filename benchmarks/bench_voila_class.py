"""A class on one machine: 30 children open one lesson's child's page at once and answer.

The school server is the one ``make class`` starts: standalone Voila on notebooks/ with the
shipped configuration ``class/voila.py`` (a pool of pre-started kernels for the class's lesson;
see docs/classroom.md).  This script starts that server on 127.0.0.1 (a free port), waits until
the pool is full (the "warm kernel pool"), then lets ``--children`` children open the lesson's
page at the same moment:

* ``--browsers`` of them (default 2) are real pages in Debian's Chromium (Playwright), every host
  but 127.0.0.1 blocked.  *First widget usable*: from ``goto`` until the page's first Question
  shows its number box, enabled (the widget drew itself from the state it fetched from the
  kernel).  *Answer checked and redrawn*: the script types a number in that box and presses
  "Check"; timed inside the page from the click until the Question has redrawn itself with the
  kernel's feedback (a MutationObserver), so it is what the child sees.
* the others are light clients, in one asyncio loop: each fetches the page's HTML (which holds
  the kernel's id) and opens the kernel's websocket (``/api/kernels/<id>/channels``, the JSON
  protocol), then sends what Voila's widget manager and the Question's front end send: a
  ``comm_open`` of ``jupyter.widget.control`` with ``request_states`` (the manager fetches every
  widget's state), and, for the first Question whose part is a number, the comm message
  ``{"method": "custom", "content": {"action": "answer", "part": p, "value": "9xx"}}``
  (anywidget's ``model.send``).  *First widget usable* for them: from the request for the page
  until the widgets' states have arrived (what a page needs before it can draw; no drawing is
  simulated).  *Answer checked*: from sending the answer until the kernel's ``update`` carrying
  the new feedback arrives (the kernel's check and the trip; no redraw).

Every child answers ``--answers`` times, every 2-4 s (a random pause, seeded), a wrong number
each time (9xx, too big for any exercise), so each answer is checked and gets a hint.  Then the
script prints: the pool's warm-up time; first widget usable (median, max; browsers and light
clients apart and together); answer checked and redrawn (median, p90); the resident memory (RSS)
of each child's kernel and of the server; the load average; and PASS/FAIL for each goal of the
issue (3 s, 100 ms median, 150 MB per child).

    .venv/bin/python benchmarks/bench_voila_class.py                 # 30 children, 2 in Chromium
    .venv/bin/python benchmarks/bench_voila_class.py --children 2 --answers 2
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
VOILA = Path(sys.executable).with_name("voila")
CHROMIUM = "/usr/bin/chromium"
GOAL_FIRST_S = 3.0
GOAL_ANSWER_MS = 100.0
GOAL_MB = 150.0
PAGE_TIMEOUT_MS = 240_000  # a page that is not usable after 4 minutes counts as failed


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

    def __init__(self, lesson: str, children: int, log: Path) -> None:
        self.lesson, self.children, self.log_path = lesson, children, log
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        env = dict(os.environ)
        env.update(
            TRIO_CLASS_LESSON=lesson,
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
        """Seconds from start until Voila says the lesson's pool is full."""
        want = re.compile(r"Kernel pool of " + re.escape(self.lesson) + r"\.ipynb is filled")
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("the class server stopped:\n" + self.log()[-3000:])
            if want.search(self.log()):
                return time.perf_counter() - self.started
            time.sleep(0.25)
        raise RuntimeError(f"the kernel pool was not full after {timeout:.0f} s:\n" + self.log()[-3000:])

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
            self.errors.append("no kernel id in the page")
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
                    await inbox.put(json.loads(raw))

        read_task = asyncio.ensure_future(reader())
        try:
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
            states = None
            while states is None:
                msg = await asyncio.wait_for(inbox.get(), 120)
                data = msg.get("content", {}).get("data", {})
                if msg.get("msg_type") == "comm_msg" and data.get("method") == "update_states":
                    states = data["states"]
            self.first_s = time.perf_counter() - t0
            target = None
            for model_id, st in states.items():
                view = st.get("state", {}).get("view")
                part = st.get("state", {}).get("part", 0)
                if isinstance(view, dict) and "feedback" in st.get("state", {}):
                    parts = view.get("parts") or []
                    if part < len(parts) and parts[part].get("kind") == "number":
                        target = (model_id, part)
                        break
            if target is None:
                self.errors.append("no Question with a number to answer on the page")
                return
            model_id, part = target
            last_id = -1
            for k in range(answers):
                await asyncio.sleep(rng.uniform(2.0, 4.0))
                content = {"action": "answer", "part": part, "value": str(900 + (self.n * 7 + k) % 99)}
                sent = time.perf_counter()
                ws.write_message(
                    _msg(
                        "comm_msg",
                        {"comm_id": model_id, "data": {"method": "custom", "content": content}},
                        self.session,
                    )
                )
                while True:
                    msg = await asyncio.wait_for(inbox.get(), 120)
                    c = msg.get("content", {})
                    data = c.get("data", {})
                    fb = data.get("state", {}).get("feedback") if c.get("comm_id") == model_id else None
                    if msg.get("msg_type") == "comm_msg" and data.get("method") == "update" and fb:
                        if fb.get("id", 0) > last_id:
                            last_id = fb.get("id", 0)
                            break
                self.answers_ms.append((time.perf_counter() - sent) * 1000)
        except Exception as e:  # a child that cannot go on is counted, not fatal
            self.errors.append(f"{type(e).__name__}: {e}")
        finally:
            read_task.cancel()
            ws.close()


# ---------------------------------------------------------------- a child in Chromium

_USABLE_JS = """() => {
  const box = document.querySelector('#rendered_cells .jp-OutputArea-output .qz-input');
  return !!box && !box.disabled && box.getBoundingClientRect().width > 0;
}"""

# Types `value` into the first Question's number box, presses Check, and resolves with the ms from
# the click until the Question has redrawn itself with a visible feedback (its reply).
_ANSWER_JS = """(value) => new Promise((resolve, reject) => {
  const box = document.querySelector('#rendered_cells .jp-OutputArea-output .qz-input');
  const root = box.closest('.jp-OutputArea-output');
  box.value = value;
  box.dispatchEvent(new Event('input', { bubbles: true }));
  const check = root.querySelector('button[data-action="answer"]');
  let t0 = 0;
  const obs = new MutationObserver(() => {
    const fb = root.querySelector('.qz-feedback');
    if (t0 && fb && !fb.hidden && fb.textContent.trim()) {
      const ms = performance.now() - t0;
      obs.disconnect();
      requestAnimationFrame(() => resolve(ms));
    }
  });
  obs.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  setTimeout(() => { obs.disconnect(); reject(new Error('no feedback after 60 s')); }, 60000);
  t0 = performance.now();
  check.click();
})"""


class BrowserChild:
    def __init__(self, server: ClassServer, n: int) -> None:
        self.server, self.n = server, n
        self.first_s = float("nan")
        self.html_s = float("nan")
        self.answers_ms: list[float] = []
        self.errors: list[str] = []
        self.outside: list[str] = []
        self.console: list[str] = []
        self.dom_s = float("nan")

    async def run(self, browser, answers: int, rng: random.Random) -> None:
        context = await browser.new_context(viewport={"width": 768, "height": 1024})

        async def route(r) -> None:
            if r.request.url.startswith(("http://127.0.0.1:", "ws://127.0.0.1:", "data:", "blob:")):
                await r.continue_()
            else:
                self.outside.append(r.request.url)
                await r.abort()

        await context.route("**/*", route)
        page = await context.new_page()
        page.on("console", lambda m: self.console.append(m.text) if m.type == "error" else None)
        try:
            t0 = time.perf_counter()
            url = f"{self.server.url}voila/render/{self.server.lesson}.ipynb"
            await page.goto(url, wait_until="commit", timeout=PAGE_TIMEOUT_MS)
            self.html_s = time.perf_counter() - t0
            await page.wait_for_load_state("domcontentloaded", timeout=PAGE_TIMEOUT_MS)
            self.dom_s = time.perf_counter() - t0
            await page.wait_for_function(_USABLE_JS, timeout=PAGE_TIMEOUT_MS, polling=50)
            self.first_s = time.perf_counter() - t0
            for k in range(answers):
                await asyncio.sleep(rng.uniform(2.0, 4.0))
                self.answers_ms.append(await page.evaluate(_ANSWER_JS, str(900 + (self.n * 7 + k) % 99)))
        except Exception as e:
            self.errors.append(f"{type(e).__name__}: {str(e)[:300]}")
        finally:
            await context.close()


# ---------------------------------------------------------------- the class


async def lesson_time(server: ClassServer, children: int, browsers: int, answers: int, seed: int, opened: dict):
    rng = random.Random(seed)
    kids: list = []
    pw = browser = None
    tasks = []
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=max(10, children))  # every child at once, no queue
    if browsers:
        from playwright.async_api import async_playwright

        pw = await async_playwright().start()
        browser = await pw.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu", "--no-first-run"]
        )
    try:
        for n in range(children):
            r = random.Random(rng.random())
            if n < browsers:
                kid = BrowserChild(server, n)
                tasks.append(kid.run(browser, answers, r))
            else:
                kid = LightChild(server, n)
                tasks.append(kid.run(answers, r))
            kids.append(kid)

        async def watch() -> None:
            # the server's and kernels' CPU until every page is usable (or has failed)
            while not all(k.first_s == k.first_s or k.errors for k in kids):
                await asyncio.sleep(0.1)
            opened.update(cpu=server.cpu_s(), at=time.perf_counter())

        opened.update(
            start=time.perf_counter(), cpu0=server.cpu_s(), kernels=set(server.kernels_rss_mb()[0])
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


def line(name: str, values: list[float], unit: str, fmt: str = "{:.2f}") -> str:
    if not values:
        return f"  {name}: none"
    f = lambda v: fmt.format(v)  # noqa: E731
    return (
        f"  {name}: median {f(statistics.median(values))} {unit}, p90 {f(pct(values, 0.9))} {unit}, "
        f"max {f(max(values))} {unit}  (n={len(values)})"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--children", type=int, default=30)
    ap.add_argument("--browsers", type=int, default=2, help="how many of the children are real Chromium pages")
    ap.add_argument("--answers", type=int, default=10, help="answers per child, one every 2-4 s")
    ap.add_argument("--lesson", default="en/04_scoring", help="the lesson's page, relative to notebooks/")
    ap.add_argument("--seed", type=int, default=18)
    ap.add_argument("--pool-timeout", type=float, default=900)
    args = ap.parse_args(argv)
    if args.children < 1 or args.answers < 1:
        ap.error("--children and --answers must be at least 1")
    browsers = min(args.browsers, args.children)
    if browsers and not os.access(CHROMIUM, os.X_OK):
        print(f"{CHROMIUM} is missing: run with --browsers 0", file=sys.stderr)
        return 2
    if not VOILA.exists():
        print(f"{VOILA} is missing (pip install voila)", file=sys.stderr)
        return 2
    if not (REPO / "notebooks" / f"{args.lesson}.ipynb").exists():
        ap.error(f"no lesson notebooks/{args.lesson}.ipynb")

    out = Path(tempfile.mkdtemp(prefix="bench_class_"))
    print(f"lesson {args.lesson}: {args.children} children ({browsers} in Chromium), {args.answers} answers each")
    print(f"machine: {os.cpu_count()} cores, load average before {os.getloadavg()[0]:.2f}")
    server = ClassServer(args.lesson, args.children, out / "voila.log")
    ok = True
    try:
        warm = server.wait_pool(args.pool_timeout)
        load_warm = os.getloadavg()
        print(f"kernel pool of {args.children} full after {warm:.1f} s (load average then {load_warm[0]:.2f})")
        quiet = server.wait_quiet(args.pool_timeout)
        print(f"every kernel has run the lesson (the pool is warm) after {quiet:.1f} s")
        cpu0 = server.cpu_s()
        t0 = time.perf_counter()
        opened: dict = {}
        kids = asyncio.run(lesson_time(server, args.children, browsers, args.answers, args.seed, opened))
        wall = time.perf_counter() - t0
        cpu1 = server.cpu_s()
        load_after = os.getloadavg()
        kernels, server_mb = server.kernels_rss_mb()
        kernels_before = opened.get("kernels", set())
        used = [k.kernel_id for k in kids if isinstance(k, LightChild) and k.kernel_id]
        fresh = sum(1 for kid in used if kid not in kernels_before)

        b = [k for k in kids if isinstance(k, BrowserChild)]
        lights = [k for k in kids if isinstance(k, LightChild)]
        print(
            f"the lesson ran {wall:.1f} s; load average at the end {load_after[0]:.2f} (1 min), {load_after[1]:.2f} (5 min)"
        )
        first_done = max((k.first_s for k in kids if k.first_s == k.first_s), default=float("nan"))
        print(
            f"CPU used while the children opened and answered: server {cpu1[0] - cpu0[0]:.1f} s, "
            f"kernels {cpu1[1] - cpu0[1]:.1f} s, in {wall:.1f} s of {os.cpu_count()} cores "
            f"(the last page was usable after {first_done:.1f} s)"
        )
        if opened:
            c, c0 = opened["cpu"], opened["cpu0"]
            print(
                f"  of which until every page was usable ({opened['at'] - opened['start']:.1f} s): "
                f"server {c[0] - c0[0]:.1f} s, kernels {c[1] - c0[1]:.1f} s (the server is one process: its CPU seconds are the "
                "least time the pages take even on an idle machine)"
            )
        print("page's HTML received (s):")
        print(line("Chromium, first byte", [k.html_s for k in b if k.html_s == k.html_s], "s"))
        print(line("Chromium, whole page (DOM loaded)", [k.dom_s for k in b if k.dom_s == k.dom_s], "s"))
        print(line("light clients", [k.html_s for k in lights if k.html_s == k.html_s], "s"))
        firsts_b = [k.first_s for k in b if k.first_s == k.first_s]
        firsts_l = [k.first_s for k in lights if k.first_s == k.first_s]
        print("first widget usable (s):")
        print(line("Chromium (drawn, number box enabled)", firsts_b, "s"))
        print(line("light clients (widget states received)", firsts_l, "s"))
        answers_b = [ms for k in b for ms in k.answers_ms]
        answers_l = [ms for k in lights for ms in k.answers_ms]
        print("answer checked and redrawn (ms):")
        print(line("Chromium (click to redrawn feedback)", answers_b, "ms", "{:.0f}"))
        print(line("light clients (sent to kernel's feedback)", answers_l, "ms", "{:.0f}"))
        print(line("all children", answers_b + answers_l, "ms", "{:.0f}"))
        rss = sorted(kernels.values())
        print(
            f"memory: {len(rss)} kernels, RSS median {statistics.median(rss):.0f} MB, max {max(rss):.0f} MB; "
            f"server {server_mb:.0f} MB ({server_mb / args.children:.1f} MB a child)"
            if rss
            else "memory: no kernel found"
        )
        if fresh:
            print(f"note: {fresh} light clients got a kernel started for them (the pool was empty)")
        errors = [f"child {k.n}: {e}" for k in kids for e in k.errors]
        outside = sorted({u for k in b for u in k.outside})
        console = [c for k in b for c in k.console]
        for e in errors[:10]:
            print("error:", e)
        if outside:
            print("outside requests:", outside[:5])
        if console:
            print("console errors:", console[:5])

        firsts = firsts_b + firsts_l
        all_answers = answers_b + answers_l
        per_child = (max(rss) if rss else float("inf")) + server_mb / args.children
        checks = [
            (
                f"first widget usable within {GOAL_FIRST_S:.0f} s (max, warm pool)",
                bool(firsts) and len(firsts) == len(kids) and max(firsts) <= GOAL_FIRST_S,
                f"{max(firsts):.2f} s" if firsts else "none",
            ),
            (
                f"answer checked and redrawn, median at most {GOAL_ANSWER_MS:.0f} ms",
                bool(all_answers) and statistics.median(all_answers) <= GOAL_ANSWER_MS,
                f"{statistics.median(all_answers):.0f} ms" if all_answers else "none",
            ),
            (
                f"memory per child at most {GOAL_MB:.0f} MB (largest kernel + server's share)",
                per_child <= GOAL_MB,
                f"{per_child:.0f} MB",
            ),
            (
                "every child answered every time, no error",
                not errors and len(all_answers) == len(kids) * args.answers,
                f"{len(errors)} errors",
            ),
            (
                "no outside request, no console error (Chromium)",
                not outside and not console,
                f"{len(outside)}, {len(console)}",
            ),
        ]
        for name, passed, figure in checks:
            print(f"{'PASS' if passed else 'FAIL'}  {name}: {figure}")
            ok = ok and passed
    finally:
        server.stop()
        shutil.rmtree(out, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
