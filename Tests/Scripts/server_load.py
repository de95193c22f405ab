#!/usr/bin/env python3
"""The sign-up servers under load: wrk posts bodies that differ per request, and nothing is lost or mixed up.

Runs against each sample server (`--server hummingbird|vapor|both`, both by default; see
Tests/Scripts/support/signup_server.py), the same steps for each; steps 3 and 4 where the server has the
comparison routes (both do).

1. Builds the server's package (debug; `--release` for the figures), or takes the binary named by SIGNUP_SERVER
   (Hummingbird) or SIGNUP_VAPOR (Vapor, its SQLite file new in a temporary folder), and starts it on a free port
   of 127.0.0.1. Any 64 lowercase hex digits are a token the server could have made, so
   the script makes one and sends it as the csrf_token cookie and, in a good body, as the csrf_token field.
2. Formwork's route: wrk (-t2 -c64 by default) posts good sign-ups to POST / for --duration seconds
   (Tests/Scripts/support/server_load.lua; thread T's request C is user_name "Load T-C", every other field derived
   from T and C, the email load.T.C@example.com; each run's threads are numbered after the last run's, so no two
   requests to one server carry one email). When the time is up each thread lets its requests under way finish
   and sends nothing more, so none is cut off (one still unanswered when wrk stops, DRAIN_SECONDS later, is
   reported, and may or may not be stored). Every answer must be 303; GET /signups must then hold exactly one new
   model per 303, each the model its name says was sent, field for field, and each 303's /welcome/N a different
   one of them: nothing lost.
3. The same good bodies to POST /bare: the limit, the same server reading the same body within the same size
   limit and checking its token, then 303, without binding or storing. Every answer must be 303, and Formwork's
   store must not change.
4. The same good bodies to POST /plain, bound by the server framework's own URLEncodedFormDecoder (Hummingbird's,
   Vapor's) without validating and kept in memory (the bodies hold only fields every reader reads: no emergency
   contacts, one newsletter value). Every answer must be 303, and Formwork's store must not change. Steps 2, 3 and
   4 alternate in --rounds rounds (2 by default), each route posting for its share of --duration in each, so that
   a change in the machine's load falls on all three.
5. A mix, one connection per wrk thread so that each answer is known to answer the thread's last request: of
   every 20 bodies 13 good (303), 4 refused by a rule (422, the posted name written back), 2 with a wrong or no
   token (403) and 1 over the 2 MiB limit (413). Each kind must always get its status, and the store must grow
   by exactly the good ones, each /welcome/N naming the request that got it.
6. SIGTERM: the server must exit 0 within 5 s, and its log must hold no warning or error.
7. A server that keeps its sign-ups in a SQLite file (Vapor): the file, read with Python's sqlite3 once the
   server has stopped, holds one row per 303 of POST / in every run (good bodies still under way when wrk stopped
   aside), each row the model GET /signups gave for its number, its email column the model's email lowercased.
   (Such a server's POST / writes the row in the database while POST /plain keeps its model in memory: its ratios
   include that write.)

Prints requests per second (answers over the posting windows), wrk's latency percentiles, and Formwork's
throughput as a ratio to the plain route's and to the bare route's (the goal is at least 0.5× the bare route's
in release; a goal missed is printed, not failed: the figure depends on the machine). Exits 1 on any mismatch.
The server's log goes to its package's .build/server-load/server.log.
Run: `python3 Tests/Scripts/server_load.py [--server vapor] [--release] [--threads 2] [--connections 64]
[--duration 10] [--rounds 2]`.
Skips (exit 77; under CI, fails) when wrk is missing; on Debian/Ubuntu: `apt-get install wrk`.
"""
import argparse
import json
import os
import re
import secrets
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "support"))
from missing_tool import skip_check  # noqa: E402
from signup_server import add_server_argument, chosen_servers  # noqa: E402
LUA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "support", "server_load.lua")
ACCOUNT_ID = "6F9619FF-8B86-D011-B42D-00C04FC964FF"
GENDERS = ["female", "male", "prefer_not_to_say"]
TOPICS = ["swift", "design", "music", "travel", "photography"]
EXPECTED_STATUS = {"valid": 303, "invalid": 422, "badtoken": 403, "oversized": 413}
# POST /'s requests per second as a share of the bare route's, at least (release).
GOAL_OF_BARE = 0.5
# Seconds a thread may take to finish its requests under way once it stops posting; wrk runs this much longer.
DRAIN_SECONDS = 3


def kind_of(counter, mode):
    """The kind of body request `counter` sends (server_load.lua's kind_of)."""
    if mode != "mix":
        return "valid"
    m = counter % 20
    return ("oversized" if m == 7 else "badtoken" if m in (3, 13) else "invalid" if m in (1, 6, 11, 16)
            else "valid")


def expected_model(t, c):
    """The model of thread t's good request c, as GET /signups writes it: server_load.lua's fields, read."""
    cn = c % 3 == 0
    return {
        "about_me": f"Café order {c} of {t}", "accountID": ACCOUNT_ID,
        "address": {"city": f"City {t}", "country": "CN" if cn else "UK", "province": f"Province {c}" if cn else "",
                    "street": f"{c} Load Street", "zip": f"Z{c}"},
        "age": 13 + (c * 7 + t) % 120, "avatar": None,
        "birthday": f"{1950 + c % 50:04d}-{1 + c % 12:02d}-{1 + c % 28:02d}T00:00:00Z",
        "email": f"load.{t}.{c}@example.com", "emergency_contacts": [], "gender": GENDERS[(c + t) % 3],
        "newsletter": c % 2 == 0, "frequency": "monthly",  # the bodies send none: the default stays
        "phone": f"+1 555 {t} {c}", "tags": [f"t{c % 5}", f"thread-{t}"],
        "topics": [TOPICS[c % 5], TOPICS[(c + 2) % 5]], "user_name": f"Load {t}-{c}",
    }


def as_list(value):
    """A Lua table as a list: the script writes an empty table as {}."""
    return value if isinstance(value, list) else []


class Run:
    """One wrk run: its threads' records (see server_load.lua's done) and the problems found in it."""

    def __init__(self, name, result):
        self.name, self.result, self.problems = name, result, []
        self.threads = result["threads"]

    def fail(self, message):
        self.problems.append(f"{self.name}: {message}")

    def total(self, field):
        return sum(thread.get(field, 0) for thread in self.threads)

    def statuses(self):
        """Answers by tally key: status, or "kind status" for an exact run."""
        counts = {}
        for thread in self.threads:
            for key, count in (thread.get("tally") or {}).items():
                counts[key] = counts.get(key, 0) + count
        return counts

    def sent(self):
        counts = {}
        for thread in self.threads:
            for kind, count in (thread.get("sent") or {}).items():
                counts[kind] = counts.get(kind, 0) + count
        return counts

    def requests_per_second(self):
        """Answers over the posting window: the first request sent to the last answer, across threads."""
        started = min(t["first_sent"] for t in self.threads if t.get("counter"))
        ended = max(t["last_answer"] for t in self.threads if t.get("answered"))
        return self.total("answered") / max(ended - started, 1e-9)

    def unanswered(self, kind=None):
        """Requests still under way when wrk stopped (normally none: see DRAIN_SECONDS); by kind in an exact run."""
        if kind is None:
            return self.total("counter") - self.total("answered")
        return sum(1 for t in self.threads if t.get("pending") and kind_of(t["pending"], "mix") == kind)

    def check_transport(self):
        """wrk saw no socket error and counted the answers the script did."""
        errors = {k: v for k, v in self.result["summary"]["errors"].items() if k != "status" and v}
        if errors:
            self.fail(f"wrk reports socket errors {errors}")
        if self.result["summary"]["requests"] != self.total("answered"):
            self.fail(f"wrk counted {self.result['summary']['requests']} answers, the script "
                      f"{self.total('answered')}")

    def line(self):
        latency = self.result["latency"]
        ms = {p: latency[p] / 1000 for p in ("50", "90", "99")}
        statuses = ", ".join(f"{count} × {key}" for key, count in sorted(self.statuses().items()))
        # A request under way when wrk stopped may or may not have been stored; the checks allow for either.
        late = (f"; {self.unanswered()} still under way {DRAIN_SECONDS} s after posting stopped"
                if self.unanswered() else "")
        return (f"{self.name}: {self.total('answered')} answers ({statuses}){late}; {self.requests_per_second():.0f} "
                f"requests/s; latency p50 {ms['50']:.1f} ms, p90 {ms['90']:.1f} ms, p99 {ms['99']:.1f} ms")


def check_stored(run, new, mode):
    """Each new model is a good request that was sent, field for field, and no two are the same request."""
    sent_by_thread = {t["id"]: t.get("counter", 0) for t in run.threads}
    seen = set()
    for model in new:
        match = re.fullmatch(r"Load (\d+)-(\d+)", str(model.get("user_name")))
        if not match:
            run.fail(f"a stored model was never sent: {model}")
            continue
        t, c = int(match.group(1)), int(match.group(2))
        if (t, c) in seen:
            run.fail(f"Load {t}-{c} is stored twice")
        seen.add((t, c))
        if not 1 <= c <= sent_by_thread.get(t, 0) or kind_of(c, mode) != "valid":
            run.fail(f"Load {t}-{c} is stored, but no good body of that name was sent")
        elif model != expected_model(t, c):
            expected = expected_model(t, c)
            wrong = {k: (model.get(k), expected.get(k)) for k in set(model) | set(expected)
                     if model.get(k) != expected.get(k)}
            run.fail(f"Load {t}-{c} is stored with fields of another request (stored, sent): {wrong}")
    return seen


def check_count(run, new, answered, in_flight):
    """One new model per 303; a request still under way when wrk stopped may have been stored too."""
    if not answered <= len(new) <= answered + in_flight:
        under_way = f" and {in_flight} good bodies under way when wrk stopped" if in_flight else ""
        run.fail(f"{len(new)} models stored for {answered} answers 303{under_way}")


def check_locations(run, before, new, exact):
    """Each 303 named a stored model, a different one each time: so none was lost. An exact run also knows which
    request each 303 answered, and that request's name must be the model's. A server numbers its sign-ups from 1
    with no gap (Hummingbird's numbers are places in its list, Vapor's the database's ids, which a refused insert
    does not take), so number N is the Nth model GET /signups lists."""
    numbers = [n for t in run.threads for n in as_list(t.get("locations"))]
    if len(set(numbers)) != len(numbers) or not all(before < n <= before + len(new) for n in numbers):
        run.fail(f"the 303s named {len(numbers)} sign-ups, {len(set(numbers))} different, but {len(new)} were "
                 f"stored (numbers {before + 1}…{before + len(new)})")
    if exact:
        for thread in run.threads:
            for number, counter in zip(as_list(thread.get("locations")), as_list(thread.get("location_counters"))):
                name = f"Load {thread['id']}-{counter}"
                stored = new[number - before - 1]["user_name"] if before < number <= before + len(new) else None
                if stored != name:
                    run.fail(f"/welcome/{number} answered {name}, but names {stored}")


def check_valid_run(run, before, after):
    """Every answer is 303, and the store holds exactly the 303s' models."""
    run.check_transport()
    other = {key: count for key, count in run.statuses().items() if key != "303"}
    if other:
        run.fail(f"good bodies got other answers than 303: {other}")
    new = after[len(before):]
    if after[:len(before)] != before:
        run.fail("models stored before the run changed")
    check_count(run, new, run.statuses().get("303", 0), run.unanswered())
    check_stored(run, new, "valid")
    check_locations(run, len(before), new, exact=False)


def check_mix_run(run, before, after):
    """Each kind of body always got its status, and the store grew by exactly the good ones."""
    run.check_transport()
    for key, count in sorted(run.statuses().items()):
        kind, status = key.split(" ")
        if EXPECTED_STATUS[kind] != int(status):
            run.fail(f"{count} {kind} bodies got {status}, not {EXPECTED_STATUS[kind]}")
    sent = run.sent()
    for kind in EXPECTED_STATUS:
        if not sent.get(kind):
            run.fail(f"no {kind} body was sent: the run was too short to show anything about them")
    mismatches = run.total("echo_mismatches")
    if mismatches:
        run.fail(f"{mismatches} answers 422 did not write back the name that was posted")
    new = after[len(before):]
    if after[:len(before)] != before:
        run.fail("models stored before the run changed")
    check_count(run, new, run.statuses().get("valid 303", 0), run.unanswered("valid"))
    check_stored(run, new, "mix")
    check_locations(run, len(before), new, exact=True)


def throughput(runs):
    """Requests per second over several runs of one route: their answers over their posting windows."""
    return sum(run.total("answered") for run in runs) / sum(run.total("answered") / run.requests_per_second()
                                                            for run in runs)


def check_other_route(run, base, stored):
    """A route that stores nothing in Formwork's store: every answer 303, the store still `stored`."""
    run.check_transport()
    if set(run.statuses()) != {"303"}:
        run.fail(f"good bodies got other answers than 303: {run.statuses()}")
    if signups(base) != stored:
        run.fail(f"posts to {run.name.split(' ')[1]} changed Formwork's store")


class Target:
    """A running server under load; each run's threads are numbered after the previous runs' (server_load.lua's
    FIRST), so no two requests sent to it carry one name or email."""

    def __init__(self, base):
        self.base, self.next_thread = base, 1

    def run(self, path, mode, seconds, threads, connections, exact, name):
        first, self.next_thread = self.next_thread, self.next_thread + threads
        return run_wrk(self.base + path, mode, seconds, threads, connections, exact, name, first)


def run_wrk(url, mode, seconds, threads, connections, exact, name, first):
    command = ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds + DRAIN_SECONDS}s", "--latency", "-s", LUA,
               url, "--", mode, TOKEN, str(seconds), str(first)] + (["exact"] if exact else [])
    finished = subprocess.run(command, capture_output=True, text=True, timeout=seconds + DRAIN_SECONDS + 60)
    lines = [line for line in finished.stdout.splitlines() if line.startswith("LOAD-RESULT ")]
    if finished.returncode != 0 or len(lines) != 1:
        print(f"FAIL: {name}: wrk exited {finished.returncode}:\n{finished.stdout[-2000:]}\n{finished.stderr[-2000:]}")
        sys.exit(1)
    return Run(name, json.loads(lines[0][len("LOAD-RESULT "):]))


def signups(base):
    with urllib.request.urlopen(base + "/signups", timeout=60) as response:
        return json.loads(response.read())


def stop_server(process, log_path):
    """SIGTERM; the server must exit 0 within 5 s and have logged no warning or error."""
    process.send_signal(signal.SIGTERM)
    try:
        code = process.wait(timeout=5)
    except subprocess.TimeoutExpired:
        process.kill()
        return ["the server was still running 5 s after SIGTERM"]
    problems = [] if code == 0 else [f"the server exited {code} after SIGTERM"]
    with open(log_path) as log:
        logged = [line.rstrip() for line in log if re.search(r"\b(warning|error|critical)\b", line)]
    return problems + [f"the server logged: {line}" for line in logged[:10]]


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_server_argument(parser)
    parser.add_argument("--release", action="store_true", help="build and run the server in release (the figures)")
    parser.add_argument("--threads", type=int, default=2, help="wrk threads for the good-body runs (2)")
    parser.add_argument("--connections", type=int, default=64, help="connections in every run (64)")
    parser.add_argument("--duration", type=int, default=10, help="seconds of posting in the good-body runs (10)")
    parser.add_argument("--mix-duration", type=int, default=5, help="seconds of posting in the mixed run (5)")
    parser.add_argument("--rounds", type=int, default=2,
                        help="rounds of POST /, POST /bare and POST /plain, each for duration / rounds seconds (2)")
    arguments = parser.parse_args()
    if arguments.rounds < 1:
        parser.error("--rounds must be at least 1")
    return arguments


TOKEN = secrets.token_hex(32)


def stored_rows(path):
    """The database's rows, by number: each (email column, model read from its JSON)."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as database:
        return [(email, json.loads(model)) for email, model in
                database.execute("SELECT email, model FROM signups ORDER BY id")]


def check_database(path, served, answered, in_flight):
    """The SQLite file, read without the server: one row per 303 (and per good body under way when wrk stopped, at
    most), each the model GET /signups gave for its number, under its email lowercased. Returns the number of rows
    and the problems found."""
    rows, problems = stored_rows(path), []
    if not answered <= len(rows) <= answered + in_flight:
        problems.append(f"the database holds {len(rows)} rows for {answered} answers 303")
    if [model for _, model in rows] != served:
        problems.append(f"the database's {len(rows)} rows are not the {len(served)} sign-ups GET /signups gave")
    problems += [f"the row of {model.get('user_name')} has the email {email!r}" for email, model in rows
                 if email != str(model.get("email")).lower()]
    return len(rows), problems


def load(server, arguments, work):
    """Every step of the docstring against `server`; prints its figures and returns the problems found."""
    started = time.monotonic()
    binary = server.binary(arguments.release)
    artifacts = server.artifacts("server-load")
    os.makedirs(artifacts, exist_ok=True)
    log_path = os.path.join(artifacts, "server.log")
    c, d = arguments.connections, arguments.duration
    routes = [("/", "POST / (Formwork)")]
    if server.comparison_routes:
        routes += [("/bare", "POST /bare (no binding)"), ("/plain", f"POST /plain ({server.name})")]
    with open(log_path, "w") as log:
        process, base = server.start(binary, log, work)
        target = Target(base)
        try:
            before = signups(base)
            runs, after = {path: [] for path, _ in routes}, before
            for round_ in range(1, arguments.rounds + 1):
                seconds = max(1, d // arguments.rounds)
                name = f" round {round_}" if arguments.rounds > 1 else ""
                for path, label in routes:
                    run = target.run(path, "valid", seconds, arguments.threads, c, False, label + name)
                    runs[path].append(run)
                    if path == "/":
                        stored, after = after, signups(base)
                        check_valid_run(run, stored, after)
                    else:
                        check_other_route(run, base, after)
            mix = target.run("/", "mix", arguments.mix_duration, c, c, True, "POST / mixed bodies")
            after_mix = signups(base)
            check_mix_run(mix, after, after_mix)
        finally:
            server_problems = stop_server(process, log_path) if process.poll() is None else ["the server died"]
    formwork = runs["/"]
    answered = sum(run.statuses().get("303", 0) for run in formwork) + mix.statuses().get("valid 303", 0)
    if server.database_file:
        in_flight = sum(run.unanswered() for run in formwork) + mix.unanswered("valid")
        rows, problems = check_database(server.database_path(work), after_mix, answered, in_flight)
        server_problems += problems
    build = f"the server {binary}" if os.environ.get(server.binary_variable) else (
        "release build" if arguments.release else "debug build")
    print(f"{server.name} server load ({build}, wrk -t{arguments.threads} -c{c}, {d} s per route, "
          f"{', '.join(path for path, _ in routes)} in {arguments.rounds} alternating rounds; "
          f"mix: -t{c} -c{c}, {arguments.mix_duration} s):")
    for run in [run for each in zip(*runs.values()) for run in each] + [mix]:
        print("  " + run.line())
    for path, label in routes:
        print(f"  {label}, all rounds: {sum(run.total('answered') for run in runs[path])} answers; "
              f"{throughput(runs[path]):.0f} requests/s")
    sent = mix.sent()
    print(f"  mix sent {', '.join(f'{sent.get(k, 0)} {k}' for k in EXPECTED_STATUS)}; each kind got its status")
    kept = (f"the database file holds {rows} rows for {answered} answers 303, each the model GET /signups gave"
            if server.database_file else f"stored {len(after_mix)} sign-ups")
    print(f"  {kept}, each the model its request sent ({time.monotonic() - started:.1f} s)")
    if server.comparison_routes:
        plain, bare = runs["/plain"], runs["/bare"]
        print(f"  Formwork / {server.name}'s decoder: {throughput(formwork) / throughput(plain):.2f}× the throughput")
        of_bare = throughput(formwork) / throughput(bare)
        rounds = sorted(f.requests_per_second() / b.requests_per_second() for f, b in zip(formwork, bare))
        spread = f" (rounds {rounds[0]:.2f}–{rounds[-1]:.2f}×)" if len(rounds) > 1 else ""
        goal = f"goal ≥ {GOAL_OF_BARE}× {'met' if of_bare >= GOAL_OF_BARE else 'missed'}"
        print(f"  Formwork / the bare route (the limit): {of_bare:.2f}× the throughput{spread}; {goal}"
              + ("" if arguments.release else " (not a release run)"))
    every_run = [run for each in runs.values() for run in each] + [mix]
    return [problem for run in every_run for problem in run.problems] + server_problems


def main():
    arguments = parse_arguments()
    if not shutil.which("wrk"):
        skip_check("the server load test needs wrk", "Debian/Ubuntu: apt-get install wrk")
    problems = []
    for server in chosen_servers(arguments):
        with tempfile.TemporaryDirectory() as work:
            problems += [f"{server.name}: {problem}" for problem in load(server, arguments, work)]
    for problem in problems[:40]:
        print(f"FAIL: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
