#!/usr/bin/env python3
"""make test-kills: writing commands of the release binary killed (SIGKILL) at random instants, KILLS times (1,000).

Each round starts a writing command on one home shared by every round (favorites add or remove, config set, or two of
them at once) and kills one of them after a random delay within a normal run of it; then a reading command checks the
user's data. Rounds of two more kinds kill a command while it opens the user's data (issue 66): `settle` leaves a
write's frames in the -wal file (a write killed after its commit), then kills the reader that settles them; `damaged`
makes the seal stale (the data differs from what foodybite last wrote, as damage would), then kills the reader that
sets the file aside and salvages it; the next reader must find every favourite (its notice of the damage is expected,
once). Counted and reported:
  false alarms  the reader said the data was damaged, differs, has no seal, or was moved aside;
  losses        a favourite whose add exited 0 is missing (or one whose remove exited 0 is back), a config value set
                by a command that exited 0 is not what it said;
  stray files   anything in the data or config folder but the files foodybite keeps (no .tmp, .corrupt, .orphan,
                nosync), and any file there not 0600.
Also counted: the notices of a later command that found frames a killed one left in the -wal file ("a command was
interrupted"), and how many of those held a change cut off before its last frame ("not whole": no damage).
Exit 0 when all three are 0.   kill-writes.py BINARY [KILLS]"""
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

binary, kills = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1000
home = tempfile.mkdtemp(prefix="foodybite-kills-")
env = {"HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
       "XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state", "PATH": "/usr/bin:/bin", "NO_COLOR": "1",
       "FOODYBITE_GEOIP_URL": "off"}
ALARMS = ("damaged", "differs", "no seal", "moved to", "moved aside", "internal error")
KEPT = {"foodybite.sqlite", "foodybite.sqlite-wal", "foodybite.sqlite-shm", "foodybite.sqlite.lock",
        "foodybite.sqlite.seal", "config.yaml", "config.yaml.lock", ".config.yaml.lock"}
random.seed(int(os.environ.get("KILLS_SEED", "43")))


def run(args):
    return subprocess.run([binary] + args, env=env, capture_output=True, text=True, timeout=60)


def favourites():
    listed = run(["favorites", "list", "--format", "json"])
    try:
        return listed, {row["placeID"] for row in json.loads(listed.stdout)}
    except (ValueError, KeyError, TypeError):
        return listed, set()


def configured():
    """http_timeout as config.yaml holds it (None when unset or unreadable)."""
    try:
        for line in open(home + "/config/foodybite/config.yaml"):
            if line.startswith("http_timeout:"):
                return line.split(":", 1)[1].strip().strip("'\"")
    except OSError:
        return None
    return None


# The time a write takes here, to kill within it.
started = time.monotonic()
for _ in range(5):
    run(["favorites", "add", "ChIJwarmup"])
span = (time.monotonic() - started) / 5
run(["favorites", "remove", "ChIJwarmup"])

expected, config = set(), {}
false_alarms, losses, strays, killed = [], [], [], 0
notices = {"interrupted": 0, "not whole": 0}


def count(stderr):
    for key in notices:
        notices[key] += stderr.count("a command was interrupted" if key == "interrupted" else key)


data = home + "/data/foodybite"
opens = {"settle": 0, "damaged": 0}


def open_round(round_, kind):
    """A reader killed while it opens the user's data: after an interrupted write, or a stale seal."""
    global killed
    opens[kind] += 1
    if kind == "settle":
        value = "ChIJsettle%d" % round_
        interrupted = subprocess.run([binary, "favorites", "add", value], env={**env, "FOODYBITE_TEST_KILL_AFTER": "committed"},
                                     capture_output=True, text=True, timeout=60)
        expected.add(value) if interrupted.returncode == -signal.SIGKILL else None
    else:
        with open(data + "/foodybite.sqlite.seal", "w") as seal:
            seal.write("1 1 deadbeef\n")
    reader = subprocess.Popen([binary, "favorites", "list"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              text=True)
    time.sleep(random.uniform(0, span * 1.2))
    reader.send_signal(signal.SIGKILL)
    _, stderr = reader.communicate(timeout=60)
    killed += reader.returncode == -signal.SIGKILL
    listed, present = favourites()
    said = stderr + listed.stderr
    count(said)
    if kind == "settle" and any(word in said for word in ALARMS):
        false_alarms.append((round_, "settle", said.strip()))
    if listed.returncode != 0:
        false_alarms.append((round_, kind + " list", listed.stderr.strip()))
    missing = expected - present
    if missing:
        losses.append((round_, kind, sorted(missing)))
    again = run(["favorites", "list"])
    if again.stderr:
        false_alarms.append((round_, kind + " again", again.stderr.strip()))
    for name in os.listdir(data):
        if ".corrupt-" in name:
            os.remove(os.path.join(data, name))  # set aside by this round's damage, as it should be


began = time.monotonic()
for round_ in range(kills):
    kind = random.choice(["add", "add", "remove", "config", "pair", "settle", "damaged"])
    if kind in ("settle", "damaged"):
        open_round(round_, kind)
        continue
    commands = []
    if kind in ("add", "pair"):
        commands.append(("add", "ChIJ%d" % round_))
    if kind == "pair":
        commands.append(("add", "ChIJ%db" % round_))
    if kind == "remove":
        commands.append(("remove", random.choice(sorted(expected)) if expected else "ChIJnone"))
    if kind == "config":
        commands.append(("config", str(random.randint(1, 60))))
    processes = []
    for verb, value in commands:
        args = (["favorites", verb, value] if verb != "config" else ["config", "set", "http_timeout", value])
        processes.append((verb, value, subprocess.Popen([binary] + args, env=env, stdout=subprocess.DEVNULL,
                                                        stderr=subprocess.PIPE, text=True)))
    time.sleep(random.uniform(0, span * 1.2))
    victim = random.randrange(len(processes))
    processes[victim][2].send_signal(signal.SIGKILL)
    for index, (verb, value, process) in enumerate(processes):
        _, stderr = process.communicate(timeout=60)
        if process.returncode == -signal.SIGKILL:
            killed += 1
        count(stderr)
        if any(word in stderr for word in ALARMS):
            false_alarms.append((round_, verb, stderr.strip()))
        if process.returncode == 0:
            if verb == "add":
                expected.add(value)
            elif verb == "remove":
                expected.discard(value)
            else:
                config["http_timeout"] = value
        elif process.returncode == -signal.SIGKILL and verb == "remove":
            expected.discard(value)  # it may or may not have gone: not counted either way
    listed, present = favourites()
    count(listed.stderr)
    if any(word in listed.stderr for word in ALARMS) or listed.returncode != 0:
        false_alarms.append((round_, "list", listed.stderr.strip()))
    missing = expected - present
    if missing:
        losses.append((round_, "missing", sorted(missing)))
    expected |= {value for value in present if value.startswith("ChIJ")}  # a killed add that landed is kept
    if config:
        shown = configured()
        if shown != config["http_timeout"]:
            if shown is not None and kind == "config":  # a killed set that landed: its value is the new one
                config["http_timeout"] = shown
            else:
                losses.append((round_, "config", shown, config["http_timeout"]))
    for folder in (home + "/data/foodybite", home + "/config/foodybite"):
        for name in os.listdir(folder) if os.path.isdir(folder) else []:
            path = os.path.join(folder, name)
            mode = os.stat(path).st_mode & 0o777
            if name not in KEPT or mode != 0o600:
                strays.append((round_, name, oct(mode)))
                os.remove(path) if os.path.isfile(path) else None

took = time.monotonic() - began
print("kills: %d rounds (%d of them killing a reader settling an interrupted write, %d one rebuilding a damaged file), "
      "%d commands killed by SIGKILL, %.0f s (a write takes %.0f ms here); "
      "false alarms %d, losses %d, stray files %d; interrupted writes found %d (%d of them cut off mid-change)"
      % (kills, opens["settle"], opens["damaged"], killed, took, span * 1000, len(false_alarms), len(losses),
         len(strays), notices["interrupted"], notices["not whole"]))
for item in (false_alarms + losses + strays)[:20]:
    print("  ", item)
sys.exit(0 if not (false_alarms or losses or strays) else 1)
