"""Three `foodybite-mcp --listen` instances on one shared store behind Debian's HAProxy (round robin, a request to
each instance in turn), against the sandbox and the real PostgreSQL scripts/test-store.sh starts."""
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request
import uuid
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "MCP"))
from mcp_http import HTTPServer  # noqa: E402
from mcp_sandbox import SandboxHome  # noqa: E402
from test_shared_store import FOLDER, PORT, psql  # noqa: E402

DIJON = {"latitude": 47.322, "longitude": 5.0415}


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Balancer(HTTPServer):
    """HAProxy in front of the instances: the helper's requests, sent to its port."""

    def __init__(self, ports, folder):
        self.port = free_port()
        config = os.path.join(folder, "haproxy.cfg")
        with open(config, "w") as out:
            out.write("\n".join([
                "global", "  maxconn 2000",
                "defaults", "  mode http", "  timeout connect 2s", "  timeout client 120s", "  timeout server 120s",
                "frontend mcp", f"  bind 127.0.0.1:{self.port}", "  default_backend instances",
                "backend instances", "  balance roundrobin",
                *[f"  server i{n} 127.0.0.1:{port}" for n, port in enumerate(ports)], ""]))
        self.process = subprocess.Popen(["haproxy", "-db", "-f", config], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.05)

    def stop(self, timeout=15):
        self.process.terminate()
        self.process.wait(timeout=timeout)


class FleetTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not PORT or not FOLDER:
            raise RuntimeError("these tests need PostgreSQL: run make test-store")
        cls.sandbox = SandboxHome()

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.stop()

    def setUp(self):
        database = "fleet_" + uuid.uuid4().hex[:12]
        psql(f"CREATE DATABASE {database} OWNER foodybite")
        self.folder = tempfile.mkdtemp(prefix="foodybite-fleet-")
        self.instances = []
        for n in range(3):
            home = os.path.join(self.folder, f"home{n}")
            env = dict(self.sandbox.env)
            env.pop("FOODYBITE_TEST_SPACING_CLOCK", None)
            env.update({
                "HOME": home, "XDG_CONFIG_HOME": f"{home}/config", "XDG_CACHE_HOME": f"{home}/cache",
                "XDG_DATA_HOME": f"{home}/data", "XDG_STATE_HOME": f"{home}/state",
                "FOODYBITE_STORE": f"postgresql://foodybite@127.0.0.1:{PORT}/{database}?sslmode=require",
                "FOODYBITE_STORE_PASSWORD_FILE": os.path.join(FOLDER, "password"),
                "FOODYBITE_REQUEST_SPACING": "every-server",
            })
            self.instances.append(HTTPServer(env))
        self.balancer = Balancer([i.port for i in self.instances], self.folder)

    def tearDown(self):
        self.balancer.stop()
        for instance in self.instances:
            instance.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    def requests(self, prefix):
        with urllib.request.urlopen(self.sandbox.url + "/sandbox/requests", timeout=10) as reply:
            return [e for e in json.load(reply)["requests"] if e.get("path", "").startswith(prefix)]

    def place_names(self):
        answer = self.call("nearby", dict(DIJON, provider="osm", kinds=["restaurant", "cafe", "bar", "bakery"],
                                          radius=3000, limit=60))
        names = sorted({p["name"] for p in answer["structuredContent"]["places"] if any(c.isalpha() for c in p["name"])})
        self.assertGreaterEqual(len(names), 6, names)
        return names[:6]

    def call(self, name, arguments, id_=1):
        connection = self.balancer.connection(timeout=90)
        try:
            status, _, answer = self.balancer.modern(
                "tools/call", {"name": name, "arguments": arguments}, id_=id_, connection=connection)
        finally:
            connection.close()
        self.assertEqual(status, 200, answer)
        return answer["result"]

    def test_route_throughEachInstanceInTurn_isAskedOfOSRMOnce(self):
        # Given a trip nobody asked yet
        trip = dict(DIJON, place_id="osm:node/3287208124", travel="walk")
        before = len(self.requests("/routed-"))

        # When it is asked three times through the balancer, so once of each instance
        answers = [self.call("route", trip, id_=n) for n in range(3)]

        # Then the same route each time, and OSRM asked once: the others answered from the shared store
        self.assertFalse(any(a.get("isError") for a in answers), answers)
        self.assertEqual(len({json.dumps(a["structuredContent"]["route"], sort_keys=True) for a in answers}), 1)
        self.assertEqual(len(self.requests("/routed-")) - before, 1)

    def test_near_thirtyCallsAtOnceOnThreeInstances_reachNominatimAtMostOnceASecond(self):
        # Given thirty distinct lookups (six places' names, each also with a mark: another text, the same words)
        texts = [name + mark for name in self.place_names() for mark in ["", ",", ".", ";", "!"]]
        before = len(self.requests("/search"))

        # When they are asked at once through the balancer
        def near(pair):
            n, text = pair
            return self.call("nearby", {"near": text, "provider": "osm", "radius": 300}, id_=n)
        with ThreadPoolExecutor(30) as pool:
            answers = list(pool.map(near, enumerate(texts)))

        # Then each one answered or was told to try again later, and Nominatim saw at most one request a second
        for answer in answers:
            if answer.get("isError"):
                self.assertIn("try again", json.dumps(answer), answer)
        arrivals = sorted(e["receivedAt"] for e in self.requests("/search")[before:])
        self.assertGreaterEqual(len(arrivals), 20, "most calls reached Nominatim")
        gaps = [b - a for a, b in zip(arrivals, arrivals[1:])]
        self.assertGreaterEqual(min(gaps), 0.99, gaps)
        told = sum(1 for a in answers if a.get("isError"))
        print(f"\n  30 lookups on 3 instances: {len(arrivals)} reached Nominatim, {told} told to try again, "
              f"the closest {min(gaps):.3f} s apart", file=sys.stderr)


if __name__ == "__main__":
    unittest.main()
