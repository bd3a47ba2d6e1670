"""A class on the school server with its record and the teacher's view: 30 children answer every
few seconds while the teacher's view polls; every answer must be in the database.

The server is the one ``make class DATA=...`` starts (benchmarks/bench_voila_class.py's
``ClassServer``: standalone Voila on notebooks/ with class/voila.py) with ``TRIO_CLASS_DATA`` set
to a temporary folder, so every child's kernel writes its answers to ``class.sqlite3`` there
(trio_widgets/classroom/).  The children are bench_voila_class.py's light clients (the page's
HTML, the kernel's websocket, the Question's ``answer`` message; no drawing); each also says its
name to ``/trio-class/hello`` as the page's name prompt does.  The teacher's view is simulated
by a client that fetches ``/trio-class/api/table`` every second, as the view's page does.

Printed:

* *answer checked* on the child's page (sent until the kernel's feedback arrives; median, p90),
  against the class benchmark's goal of 100 ms (``--no-record`` runs the same class without
  the record, for comparison);
* *the view's update time*: from the kernel's feedback to an answer until the teacher's poll
  first shows that answer's try (goal 2 s; it includes up to 1 s of the poll's own interval);
* the poll's own time (the server reading the database and answering);
* answers sent, answers in the database, and PASS/FAIL: none lost, 100 ms, 2 s.

    .venv/bin/python benchmarks/bench_class_view.py                  # 30 children, 10 answers each
    .venv/bin/python benchmarks/bench_class_view.py --children 3 --answers 2
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_voila_class import VOILA, ClassServer, LightChild, line

GOAL_VIEW_S = 2.0
GOAL_ANSWER_MS = 100.0
POLL_S = 1.0


class Stamped(list):
    """The light client's answer times, each with the wall time its feedback arrived."""

    def __init__(self) -> None:
        super().__init__()
        self.at: list[float] = []

    def append(self, ms: float) -> None:  # type: ignore[override]
        self.at.append(time.time())
        super().append(ms)


class NamedChild(LightChild):
    """A light client that also says its name once its page (kernel) is known."""

    def __init__(self, server: ClassServer, n: int) -> None:
        super().__init__(server, n)
        self.name = f"Kid {n + 1:02d}"
        self.answers_ms = Stamped()
        self.hello_status = 0

    async def hello(self) -> None:
        from tornado.httpclient import AsyncHTTPClient, HTTPClientError

        while not self.kernel_id and not self.errors:
            await asyncio.sleep(0.05)
        if not self.kernel_id:
            return
        body = json.dumps({"kernel": self.kernel_id, "device": f"{self.n:032x}", "name": self.name})
        try:
            r = await AsyncHTTPClient().fetch(
                f"{self.server.url}trio-class/hello?lang=en",
                method="POST",
                body=body,
                headers={"Content-Type": "application/json"},
            )
            self.hello_status = r.code
        except HTTPClientError as e:
            self.hello_status = e.code
            self.errors.append(f"hello: {e.code}")


class Teacher:
    """Polls the view's table every second; notes when each child's try count first showed."""

    def __init__(self, server: ClassServer, key: str) -> None:
        self.server, self.key = server, key
        self.seen: dict[tuple[str, int], float] = {}  # (name, tries) -> first wall time shown
        self.poll_ms: list[float] = []
        self.errors: list[str] = []
        self.stop = False

    async def run(self) -> None:
        from tornado.httpclient import AsyncHTTPClient

        while not self.stop:
            t0 = time.perf_counter()
            try:
                r = await AsyncHTTPClient().fetch(
                    f"{self.server.url}trio-class/api/table", headers={"X-Trio-Key": self.key}, request_timeout=30
                )
                tab = json.loads(r.body)
                now = time.time()
                self.poll_ms.append((time.perf_counter() - t0) * 1000)
                for kid in tab["children"]:
                    tries = max((c["tries"] for c in kid["cells"].values()), default=0)
                    for k in range(1, tries + 1):
                        self.seen.setdefault((kid["name"], k), now)
            except Exception as e:
                self.errors.append(f"{type(e).__name__}: {e}")
            await asyncio.sleep(max(0.0, POLL_S - (time.perf_counter() - t0)))


async def lesson(
    server: ClassServer, children: int, answers: int, seed: int, key: str
) -> tuple[list[NamedChild], Teacher]:
    from tornado.httpclient import AsyncHTTPClient

    AsyncHTTPClient.configure(None, max_clients=max(10, 2 * children + 2))
    rng = random.Random(seed)
    kids = [NamedChild(server, n) for n in range(children)]
    teacher = Teacher(server, key)
    watcher = asyncio.ensure_future(teacher.run()) if key else None
    hellos = [k.hello() for k in kids] if key else []  # without the record there is no name prompt
    await asyncio.gather(*(k.run(answers, random.Random(rng.random())) for k in kids), *hellos)
    if watcher is not None:
        await asyncio.sleep(2 * POLL_S + 0.5)  # the last answers reach the view
        teacher.stop = True
        await watcher
    return kids, teacher


def record_checks(
    kids: list[NamedChild], teacher: Teacher, data: Path, answers: list[float]
) -> list[tuple[str, bool, str]]:
    """The teacher's view and the database: print their figures, and give their checks."""
    lags = []
    missing = 0
    for k in kids:
        for i, at in enumerate(k.answers_ms.at):
            shown = teacher.seen.get((k.name, i + 1))
            if shown is None:
                missing += 1
            else:
                lags.append(max(0.0, shown - at))
    print("the teacher's view:")
    print(line("update time (feedback on the child's page to the view's poll showing it)", lags, "s"))
    print(line("the poll's own time (server reads the database, answers)", teacher.poll_ms, "ms", "{:.0f}"))
    with sqlite3.connect(data / "class.sqlite3") as db:
        stored = db.execute("SELECT COUNT(*) FROM answers").fetchone()[0]
        named = db.execute("SELECT COUNT(*) FROM children").fetchone()[0]
    print(f"answers sent {len(answers)}, in the database {stored}; children named {named} of {len(kids)}")
    return [
        (
            "every answer in the database, none lost",
            stored == len(answers) and len(answers) > 0,
            f"{stored}/{len(answers)}",
        ),
        (
            f"the view shows every answer within {GOAL_VIEW_S:.0f} s (max)",
            missing == 0 and bool(lags) and max(lags) <= GOAL_VIEW_S,
            f"max {max(lags):.2f} s, {missing} never shown" if lags else f"{missing} never shown",
        ),
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--children", type=int, default=30)
    ap.add_argument("--answers", type=int, default=10, help="answers per child, one every 2-4 s")
    ap.add_argument("--lesson", default="en/04_scoring", help="the lesson's page, relative to notebooks/")
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--pool-timeout", type=float, default=900)
    ap.add_argument("--no-record", action="store_true", help="the same class without the record (for comparison)")
    args = ap.parse_args(argv)
    if args.children < 1 or args.answers < 1:
        ap.error("--children and --answers must be at least 1")
    if not VOILA.exists():
        print(f"{VOILA} is missing (pip install voila)", file=sys.stderr)
        return 2
    out = Path(tempfile.mkdtemp(prefix="bench_class_view_"))
    data = out / "data"
    if args.no_record:
        os.environ.pop("TRIO_CLASS_DATA", None)
    else:
        os.environ["TRIO_CLASS_DATA"] = str(data)
    print(
        f"lesson {args.lesson}: {args.children} children (light clients), {args.answers} answers each, "
        f"record {'off' if args.no_record else 'on'}; load average before {os.getloadavg()[0]:.2f}"
    )
    server = ClassServer(args.lesson, args.children, out / "voila.log")
    ok = True
    try:
        server.wait_pool(args.pool_timeout)
        quiet = server.wait_quiet(args.pool_timeout)
        print(f"every kernel has run the lesson after {quiet:.1f} s")
        key = "" if args.no_record else (data / "teacher-key").read_text().strip()
        t0 = time.perf_counter()
        kids, teacher = asyncio.run(lesson(server, args.children, args.answers, args.seed, key))
        print(f"the lesson ran {time.perf_counter() - t0:.1f} s; load average at the end {os.getloadavg()[0]:.2f}")
        answers = [ms for k in kids for ms in k.answers_ms]
        print("answer checked (ms):")
        print(line("light clients (sent to kernel's feedback)", answers, "ms", "{:.0f}"))
        errors = [f"child {k.n}: {e}" for k in kids for e in k.errors] + [f"teacher: {e}" for e in teacher.errors]
        for e in errors[:10]:
            print("error:", e)
        checks = [
            (
                f"answer checked, median at most {GOAL_ANSWER_MS:.0f} ms",
                bool(answers) and statistics.median(answers) <= GOAL_ANSWER_MS,
                f"{statistics.median(answers):.0f} ms" if answers else "none",
            ),
            (
                "every child answered every time, no error",
                not errors and len(answers) == len(kids) * args.answers,
                f"{len(errors)} errors",
            ),
        ]
        if not args.no_record:
            checks += record_checks(kids, teacher, data, answers)
        for name, passed, figure in checks:
            print(f"{'PASS' if passed else 'FAIL'}  {name}: {figure}")
            ok = ok and passed
    except Exception:
        ok = False
        raise
    finally:
        server.stop()
        if not ok:  # what the server said about it
            bad = [x for x in server.log().splitlines() if "ERROR" in x or "Error" in x or "WARNING" in x]
            print("server log (errors and warnings):", *bad[-15:], sep="\n  ")
        shutil.rmtree(out, ignore_errors=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
