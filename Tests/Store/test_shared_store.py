"""A team's foodybite processes sharing one store (`store = postgresql://…`), against the sandbox and the real
PostgreSQL scripts/test-store.sh starts (FOODYBITE_TEST_POSTGRES_PORT, FOODYBITE_TEST_POSTGRES_DIR): each process
has a home of its own, as on several machines, so that only the store is shared."""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "MCP"))
from mcp_sandbox import CLI_BIN, ROOT, SandboxHome  # noqa: E402

PORT = os.environ.get("FOODYBITE_TEST_POSTGRES_PORT", "")
FOLDER = os.environ.get("FOODYBITE_TEST_POSTGRES_DIR", "")
DIJON = ["--location", "47.3220,5.0415"]


def psql(sql, database="postgres"):
    """One statement as the cluster's superuser, on its own socket; its rows as text."""
    out = subprocess.run(
        ["psql", "-h", f"{FOLDER}/sock", "-p", PORT, "-U", "postgres", "-d", database, "-tAq", "-c", sql],
        capture_output=True, text=True, check=True, **as_postgres())
    return out.stdout.strip()


def as_postgres():
    return {"user": "postgres"} if os.getuid() == 0 else {}


class SharedStoreTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not PORT or not FOLDER:
            raise RuntimeError("these tests need PostgreSQL: run make test-store")
        cls.sandbox = SandboxHome()
        cls.password_file = os.path.join(FOLDER, "password")

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.stop()

    def setUp(self):
        self.database = "fleet_" + uuid.uuid4().hex[:12]
        psql(f"CREATE DATABASE {self.database} OWNER foodybite")
        self.homes = []

    def tearDown(self):
        for home in self.homes:
            shutil.rmtree(home, ignore_errors=True)

    def home(self, **extra):
        """The environment of a new home (its own config, cache and data) on the shared store."""
        folder = tempfile.mkdtemp(prefix="foodybite-fleet-")
        self.homes.append(folder)
        env = dict(self.sandbox.env)
        env.pop("FOODYBITE_TEST_SPACING_CLOCK", None)  # the store keeps the spacing, on its server's clock
        env.update({
            "HOME": folder, "XDG_CONFIG_HOME": f"{folder}/config", "XDG_CACHE_HOME": f"{folder}/cache",
            "XDG_DATA_HOME": f"{folder}/data", "XDG_STATE_HOME": f"{folder}/state",
            "FOODYBITE_STORE": f"postgresql://foodybite@127.0.0.1:{PORT}/{self.database}?sslmode=require",
            "FOODYBITE_STORE_PASSWORD_FILE": self.password_file,
        })
        env.update(extra)
        return env

    def run_cli(self, args, env, timeout=60, stdin=None):
        started = time.monotonic()
        done = subprocess.run([CLI_BIN, *args], env=env, input=stdin, capture_output=True, text=True, timeout=timeout)
        return done, time.monotonic() - started

    def requests(self, prefix):
        with urllib.request.urlopen(self.sandbox.url + "/sandbox/requests", timeout=10) as reply:
            log = json.load(reply)["requests"]
        return [entry for entry in log if entry.get("path", "").startswith(prefix)]

    def place_names(self, count):
        """Names of OpenStreetMap places of the sandbox's Dijon, each found by a Nominatim lookup of its own."""
        found = subprocess.run(
            [CLI_BIN, "nearby", *DIJON, "--provider", "osm", "--kind", "restaurant,cafe,bar,bakery", "--radius",
             "3000", "--limit", "60", "--format", "json", "--no-cache"], env=self.sandbox.env, capture_output=True, text=True, timeout=60)
        self.assertEqual(found.returncode, 0, found.stderr)
        names = sorted({p["name"] for p in json.loads(found.stdout) if any(c.isalpha() for c in p.get("name", ""))})
        self.assertGreaterEqual(len(names), count, names)
        return names[:count]

    def test_route_askedInOneHome_isAnsweredInAnotherFromTheStore_withNoRequestToOSRM(self):
        # Given a route asked through one home
        first, second = self.home(), self.home()
        trip = ["route", "osm:node/3287208124", *DIJON, "--travel", "walk", "--format", "json"]
        asked, _ = self.run_cli(trip, first)
        self.assertEqual(asked.returncode, 0, asked.stderr)
        before = len(self.requests("/routed-"))

        # When another home asks the same trip
        again, _ = self.run_cli(trip, second)

        # Then the store answers it: the same route, nothing sent to OSRM
        self.assertEqual(again.returncode, 0, again.stderr)
        self.assertEqual(json.loads(again.stdout), json.loads(asked.stdout))
        self.assertEqual(len(self.requests("/routed-")), before)

    def test_nearby_savedThroughOneHome_isAnsweredOfflineInAnother(self):
        # Given a search through one home
        search = ["nearby", *DIJON, "--provider", "osm", "--radius", "800", "--format", "json"]
        online, _ = self.run_cli(search, self.home())
        self.assertEqual(online.returncode, 0, online.stderr)

        # When another home, which has never searched, asks offline
        offline, _ = self.run_cli([*search, "--offline"], self.home())

        # Then the store's places answer it: the same places
        self.assertEqual(offline.returncode, 0, offline.stderr)
        ids = lambda out: sorted(p["placeID"] for p in json.loads(out))  # noqa: E731
        self.assertTrue(ids(online.stdout))
        self.assertEqual(ids(offline.stdout), ids(online.stdout))
        rows = psql("SELECT count(*) FROM nearby_place", self.database)
        self.assertGreaterEqual(int(rows), len(ids(online.stdout)))

    def test_near_sixHomesAtOnce_sendNominatimOneRequestASecondForTheWholeFleet(self):
        # Given six homes, each spacing every server (the sandbox stands for OSMF's Nominatim), six distinct places
        names = self.place_names(6)
        before = len(self.requests("/search"))
        homes = [self.home(FOODYBITE_REQUEST_SPACING="every-server") for _ in names]

        # When each looks its place up at once
        def near(pair):
            env, name = pair
            return self.run_cli(["nearby", "--near", name, "--provider", "osm", "--radius", "300"], env, timeout=120)[0]
        with ThreadPoolExecutor(len(homes)) as pool:
            done = list(pool.map(near, zip(homes, names)))

        # Then every one answered, and the sandbox saw the lookups at least a second apart
        for result in done:
            self.assertEqual(result.returncode, 0, result.stderr)
        arrivals = sorted(entry["receivedAt"] for entry in self.requests("/search")[before:])
        self.assertEqual(len(arrivals), len(names))
        gaps = [b - a for a, b in zip(arrivals, arrivals[1:])]
        self.assertGreaterEqual(min(gaps), 0.99, gaps)

    def test_near_sameTextFromAnotherHome_isAnsweredFromTheStore(self):
        name = self.place_names(1)[0]
        before = len(self.requests("/search"))
        lookup = ["nearby", "--near", name, "--provider", "osm", "--radius", "300", "--format", "json"]

        first, _ = self.run_cli(lookup, self.home())
        second, _ = self.run_cli(lookup, self.home())

        self.assertEqual((first.returncode, second.returncode), (0, 0), first.stderr + second.stderr)
        self.assertEqual(len(self.requests("/search")) - before, 1)

    def fault(self, rule):
        request = urllib.request.Request(
            self.sandbox.url + "/sandbox/faults", data=json.dumps({"rule": rule}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        self.assertEqual(urllib.request.urlopen(request, timeout=10).status, 201)

    def test_reviews_queuedInOneHome_areSentOnceByThreeHomesSyncingAtOnce(self):
        # Given three homes signed in as one account, and six reviews queued in one of them (the server refused them
        # for now)
        homes = [self.home() for _ in range(3)]
        email = f"team-{uuid.uuid4().hex[:8]}@example.com"
        signup = self.run_cli(["account", "signup", "--name", "Team", "--email", email, "--password-stdin"], homes[0],
                              stdin="Passw0rd.\n")[0]
        self.assertEqual(signup.returncode, 0, signup.stderr)
        for env in homes:
            login = self.run_cli(["account", "login", "--email", email, "--password-stdin"], env, stdin="Passw0rd.\n")[0]
            self.assertEqual(login.returncode, 0, login.stderr)
        self.fault("POST /review=503*6")
        texts = [f"fleet review {n} {uuid.uuid4().hex[:6]}" for n in range(6)]
        for text in texts:
            self.run_cli(["review", "add", "osm:node/3287208124", "--stars", "4", "--text", text], homes[0])
        outboxes = [{row["text"] for row in json.loads(self.run_cli(["review", "outbox", "--format", "json"], env)[0].stdout)}
                    for env in homes]
        self.assertEqual(outboxes, [set(texts)] * 3, "every home sees the one outbox")

        # When the three sync at once, each post slowed so that they overlap
        self.fault("POST /review=latency:300ms*20")
        with ThreadPoolExecutor(3) as pool:
            synced = list(pool.map(lambda env: self.run_cli(["review", "sync"], env)[0], homes))

        # Then each review is on the server exactly once, and the outbox is empty for everyone
        for result in synced:
            self.assertIn(result.returncode, (0, 75), result.stderr)
        listed = self.run_cli(["reviews", "--format", "json"], homes[1])[0]
        on_server = [row["text"] for row in json.loads(listed.stdout) if row.get("pending") is False]
        self.assertEqual(sorted(t for t in on_server if t in texts), sorted(texts))
        left = self.run_cli(["review", "outbox", "--format", "json"], homes[2])[0]
        self.assertEqual(json.loads(left.stdout), [])

    def test_aPasswordInTheStoreURL_isRefusedAsConfiguration_andNeverEchoed(self):
        env = self.home(FOODYBITE_STORE=f"postgresql://foodybite:hunter2@127.0.0.1:{PORT}/{self.database}")

        done, _ = self.run_cli(["nearby", *DIJON, "--provider", "osm"], env)

        self.assertEqual(done.returncode, 78, done.stderr)
        self.assertIn("FOODYBITE_STORE_PASSWORD", done.stderr)
        self.assertNotIn("hunter2", done.stderr + done.stdout)

    def test_theStoreStopped_aSpacedCallFailsFastAsTemporary_thenWorksWhenItIsBack(self):
        # Given a home whose every Nominatim request is spaced by the store, and the store stopped
        name = self.place_names(1)[0]
        env = self.home(FOODYBITE_REQUEST_SPACING="every-server")
        lookup = ["nearby", "--near", name, "--provider", "osm", "--radius", "300", "--no-cache"]
        stop = subprocess.run(["bash", "scripts/store/postgres.sh", "stop"], cwd=ROOT, capture_output=True)
        self.assertEqual(stop.returncode, 0)
        try:
            # When
            down, took = self.run_cli(lookup, env)
        finally:
            start = subprocess.run(["bash", "scripts/store/postgres.sh", "start"], cwd=ROOT, capture_output=True, text=True)
            self.assertEqual(start.returncode, 0, start.stderr)

        # Then: exit 75 (try again later) within seconds, and the same call works once the store is back
        self.assertEqual(down.returncode, 75, down.stderr)
        self.assertLess(took, 10)
        self.assertIn("store", down.stderr)
        back, _ = self.run_cli(lookup, env)
        self.assertEqual(back.returncode, 0, back.stderr)


if __name__ == "__main__":
    unittest.main()
