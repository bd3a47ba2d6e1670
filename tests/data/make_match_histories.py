"""Reference histories of seeded bot matches: what every later engine must reproduce exactly.

    PYTHONPATH=<checkout> python tests/data/make_match_histories.py [--out FILE]

plays :data:`MATCHES` (200 matches: every preset and a few variants of them, 2-6 players, a
mix of random, greedy and smart bots, fixed seeds) with the ``trio_widgets`` found on
PYTHONPATH and writes each match's full record to ``tests/data/match_histories.jsonl.xz``
(xz-compressed JSON lines: a header line naming each event type's fields, then one line per
match, each event a list of its fields' values in that order).  A match's record holds every
event of ``Game.history`` (every field, the score's every number, the English ``explain``),
the final scores and winners, the saved game's SHA-256, and, replaying the match's actions
on a fresh game, what ``draw_problem()`` and ``pass_problem()`` say before each action
(the refusals' words).

``tests/test_match_histories.py`` plays the same matches with the current code and compares
every event.  The stored file was made with the baseline engine of commit b1bb587, so it is
made again only when a change of results is intended (and then says so in its commit).
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import json
import lzma
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import trio_widgets as tw
from trio_widgets.players import play_match

FORMAT = "trio_widgets/match_histories"
VERSION = 1
HERE = Path(__file__).resolve().parent
DEFAULT_OUT = HERE / "match_histories.jsonl.xz"

PRESETS = ("pressman", "classic", "trimino_simple", "trimino_advanced", "kids")
KINDS = ("random", "greedy", "smart")


def _variant(preset: str, k: int) -> dict[str, Any]:
    """A rule set changed from a preset in what the presets leave out: a draw limit, a larger
    set, drawing instead of playing (every variant keeps a valid rule set)."""
    base = tw.Rules.preset(preset)
    changes: list[dict[str, Any]] = [
        {"max_draws": 3},
        {"max_value": 6},
        {"may_draw_instead": not base.may_draw_instead, "max_draws": 2},
        {"max_value": 7, "max_draws": 1},
    ]
    r = dataclasses.replace(base, name=f"{preset} variant {k % len(changes) + 1}", **changes[k % len(changes)])
    return r.to_dict()


def matches() -> list[dict[str, Any]]:
    """The 200 matches: rules (a preset name or a rule set's fields), bots in seat order, seed."""
    out: list[dict[str, Any]] = []
    for i in range(200):
        preset = PRESETS[i % len(PRESETS)]
        players = 2 + (i // len(PRESETS)) % 5
        rng = random.Random(f"match-histories:{i}")
        bots = [rng.choice(KINDS) for _ in range(players)]
        rules: str | dict[str, Any] = preset if i % 8 != 7 else _variant(preset, i // 8)
        out.append({"rules": rules, "bots": bots, "seed": 1000 + 37 * i})
    return out


MATCHES = matches()


def _rules(spec: str | dict[str, Any]) -> tw.Rules:
    return tw.Rules.preset(spec) if isinstance(spec, str) else tw.Rules.from_dict(spec)


def plain(v: Any) -> Any:
    """An event's value as plain JSON: a placement as [cell, corners], a score as its numbers."""
    if isinstance(v, tw.Placement):
        return [v.cell.label(), list(v.corners)]
    if isinstance(v, tw.Score):
        return [plain(x) for x in v]
    if isinstance(v, tw.Tile):
        return str(v)
    if isinstance(v, (list, tuple)):
        return [plain(x) for x in v]
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    raise TypeError(f"no plain form for {type(v).__name__}: {v!r}")


def _refusal(why: Any) -> Any:
    return None if why is None else [why.key, str(why)]


def record(spec: dict[str, Any]) -> dict[str, Any]:
    """Play one match and write down everything that happened."""
    rules = _rules(spec["rules"])
    rec = play_match(rules, spec["bots"], seed=spec["seed"])
    game = rec.game
    saved = game.to_json()
    # replay the actions on a fresh game, asking the refusals before each one
    data = json.loads(saved)
    fresh = tw.Game(rules, players=len(spec["bots"]), order=data["rounds"][0]["order"], seed=spec["seed"])
    refusals: list[Any] = []
    for i, r in enumerate(data["rounds"]):
        if i > 0:
            fresh.next_round(order=r["order"])
        for a in r["actions"]:
            refusals.append([_refusal(fresh.draw_problem()), _refusal(fresh.pass_problem())])
            fresh.act(a)
    assert fresh.to_json() == saved
    return {
        "rules": spec["rules"],
        "bots": spec["bots"],
        "seed": spec["seed"],
        "events": [[plain(v) for v in e.to_dict().values()] for e in rec.history],
        "scores": rec.scores,
        "winners": rec.winners,
        "rounds": rec.rounds,
        "saved_sha256": hashlib.sha256(saved.encode("utf-8")).hexdigest(),
        "refusals": refusals,
        "fields": event_fields(rec.history),
    }


def event_fields(history: list[Any]) -> dict[str, list[str]]:
    """Each event type's fields, in the order :meth:`to_dict` gives them."""
    return {e.type: list(e.to_dict()) for e in history}


def read(path: Path = DEFAULT_OUT) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and the match records of a stored file."""
    with lzma.open(path, "rt", encoding="utf-8") as f:
        lines = [json.loads(line) for line in f]
    header, records = lines[0], lines[1:]
    if header.get("format") != FORMAT or header.get("version") != VERSION:
        raise ValueError(f"{path.name} is not a {FORMAT} file of version {VERSION}")
    return header, records


_LONE_TOTAL = re.compile(r"= (-?[0-9]+), total \1$")
# issue 38: the start bonuses said as a teacher would, not as an order
_START = re.compile(r"(?<=, )start with (a triple|0-0-0) \+([0-9]+)(?=, )")


def _today(event: list[Any], names: list[str]) -> list[Any]:
    """A stored event in today's words.  Issue 27 said a lone sum once: the baseline's
    "2 + 2 + 2 = 6, total 6" is "2 + 2 + 2 = 6" now (the total is said only after a bonus).
    Issue 38 said the start bonuses as a sentence: "start with a triple +10" is "starting with a
    triple gives 10 more points" now (and the same for 0-0-0).
    Only those wordings are mapped; every number and every other word is compared as stored."""
    if "explain" not in names:
        return event
    i = names.index("explain")
    if i >= len(event) or not isinstance(event[i], str):
        return event
    out = list(event)
    out[i] = _START.sub(r"starting with \1 gives \2 more points", _LONE_TOTAL.sub(r"= \1", event[i]))
    return out


def differences(stored: dict[str, Any], fresh: dict[str, Any], fields: dict[str, list[str]]) -> list[str]:
    """Where a match played now differs from its stored record ([] when it is the same)."""
    out: list[str] = []
    name = f"match seed {stored['seed']} ({stored['rules'] if isinstance(stored['rules'], str) else stored['rules']['name']}, {', '.join(stored['bots'])})"
    for kind, names in fresh["fields"].items():
        if fields.get(kind) != names:
            out.append(f"{name}: {kind} events have fields {names}, stored {fields.get(kind)}")
    old = [_today(e, fields.get(e[0], [])) for e in stored["events"]]
    new = fresh["events"]
    for i, (a, b) in enumerate(zip(old, new)):
        if a != b:
            keys = fields.get(a[0], [])
            diff = [f"{k}: {x!r} -> {y!r}" for k, x, y in zip(keys, a, b) if x != y] or [f"{a!r} -> {b!r}"]
            out.append(f"{name}: event {i} ({a[0]}) differs: " + "; ".join(diff))
            break
    if len(old) != len(new):
        out.append(f"{name}: {len(old)} events stored, {len(new)} now")
    for key in ("scores", "winners", "rounds", "saved_sha256"):
        if stored[key] != fresh[key]:
            out.append(f"{name}: {key} {stored[key]!r} -> {fresh[key]!r}")
    for i, (a, b) in enumerate(zip(stored["refusals"], fresh["refusals"])):
        if a != b:
            out.append(f"{name}: before action {i}, draw/pass refusals {a!r} -> {b!r}")
            break
    if len(stored["refusals"]) != len(fresh["refusals"]):
        out.append(f"{name}: {len(stored['refusals'])} actions stored, {len(fresh['refusals'])} now")
    return out


def check(path: Path = DEFAULT_OUT, every: int = 1, start: int = 0) -> list[str]:
    """Play the stored matches (every ``every``-th from ``start``) again; the differences."""
    header, records = read(path)
    if len(records) != len(MATCHES) or header["matches"] != len(MATCHES):
        return [f"{path.name} holds {len(records)} matches, the list has {len(MATCHES)}"]
    out: list[str] = []
    for spec, stored in list(zip(MATCHES, records))[start::every]:
        if {k: stored[k] for k in spec} != spec:
            out.append(f"stored match {stored['seed']} is not the listed {spec}")
            continue
        out += differences(stored, record(spec), header["fields"])
    return out


def _commit() -> str:
    where = Path(tw.__file__).resolve().parent
    try:
        out = subprocess.run(
            ["git", "-C", str(where), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        )
        dirty = subprocess.run(
            ["git", "-C", str(where), "status", "--porcelain", "--", "."], capture_output=True, text=True, check=True
        )
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out.stdout.strip() + (" (with local changes)" if dirty.stdout.strip() else "")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--check", action="store_true", help="compare with the stored file instead of writing it")
    ap.add_argument("--every", type=int, default=1, help="with --check: only every n-th match")
    ap.add_argument("--start", type=int, default=0, help="with --check: the first match to compare")
    args = ap.parse_args()
    print(f"trio_widgets from {Path(tw.__file__).resolve().parent} at {_commit()}", file=sys.stderr)
    if args.check:
        found = check(args.out, args.every, args.start)
        print("\n".join(found) if found else "every compared match is the same as stored")
        sys.exit(1 if found else 0)
    fields: dict[str, list[str]] = {}
    lines = []
    for i, spec in enumerate(MATCHES):
        rec = record(spec)
        fields.update(rec.pop("fields"))
        lines.append(json.dumps(rec, separators=(",", ":"), ensure_ascii=False))
        if i % 20 == 19:
            print(f"{i + 1} matches", file=sys.stderr)
    header = {"format": FORMAT, "version": VERSION, "made_with": _commit(), "matches": len(MATCHES), "fields": fields}
    text = "\n".join([json.dumps(header), *lines]) + "\n"
    args.out.write_bytes(lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME))
    print(f"wrote {args.out} ({args.out.stat().st_size:,} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
