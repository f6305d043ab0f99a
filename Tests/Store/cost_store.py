"""The shared store's cost, side by side in one run: a cached `nearby` (the 2026-07-28 revision over HTTP) answered by
one foodybite-mcp on this home's SQLite, by one on the PostgreSQL store, and through HAProxy by three on the store;
each 200 times after a warm-up, p50 and p99 printed (docs/deployment.md holds the figures). Needs the cluster of
scripts/test-store.sh (FOODYBITE_TEST_POSTGRES_PORT, FOODYBITE_TEST_POSTGRES_DIR); the binaries as mcp_sandbox says."""
import os
import shutil
import statistics
import sys
import tempfile
import time
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "MCP"))
sys.path.insert(0, HERE)
from mcp_http import HTTPServer  # noqa: E402
from mcp_sandbox import SandboxHome  # noqa: E402
from test_fleet_mcp import Balancer  # noqa: E402
from test_shared_store import FOLDER, PORT, psql  # noqa: E402

CALLS = 200
QUERY = {"name": "nearby", "arguments": {"latitude": 47.322, "longitude": 5.0415, "provider": "osm", "radius": 800,
                                          "offline": True}}


def home_env(sandbox, folder, store=None):
    env = dict(sandbox.env)
    env.update({"HOME": folder, "XDG_CONFIG_HOME": f"{folder}/config", "XDG_CACHE_HOME": f"{folder}/cache",
                "XDG_DATA_HOME": f"{folder}/data", "XDG_STATE_HOME": f"{folder}/state"})
    if store:
        env.update({"FOODYBITE_STORE": store, "FOODYBITE_STORE_PASSWORD_FILE": os.path.join(FOLDER, "password")})
    return env


def timed(server):
    """Milliseconds of each of CALLS calls, one connection each (as the balancer's clients)."""
    for _ in range(20):
        server.modern("tools/call", QUERY)
    took = []
    for n in range(CALLS):
        started = time.perf_counter()
        status, _, answer = server.modern("tools/call", QUERY, id_=n)
        took.append((time.perf_counter() - started) * 1000)
        assert status == 200 and not answer["result"].get("isError") and answer["result"]["structuredContent"]["places"]
    return took


def summary(name, took):
    ordered = sorted(took)
    p99 = ordered[int(len(ordered) * 0.99) - 1]
    print(f"{name:44} p50 {statistics.median(ordered):6.2f} ms   p99 {p99:6.2f} ms")
    return statistics.median(ordered)


def main():
    sandbox = SandboxHome()
    scratch = tempfile.mkdtemp(prefix="foodybite-cost-store-")
    database = "cost_" + uuid.uuid4().hex[:12]
    psql(f"CREATE DATABASE {database} OWNER foodybite")
    store = f"postgresql://foodybite@127.0.0.1:{PORT}/{database}?sslmode=disable"
    servers = []
    try:
        # The same places in both caches: one online search through each engine first.
        sqlite = HTTPServer(home_env(sandbox, f"{scratch}/sqlite"))
        shared = [HTTPServer(home_env(sandbox, f"{scratch}/pg{n}", store)) for n in range(3)]
        servers = [sqlite, *shared]
        online = dict(QUERY, arguments=dict(QUERY["arguments"], offline=False))
        for server in (sqlite, shared[0]):
            server.modern("tools/call", online)
        balancer = Balancer([s.port for s in shared], scratch)
        servers.append(balancer)
        alone = summary("one instance on SQLite", timed(sqlite))
        one = summary("one instance on PostgreSQL", timed(shared[0]))
        summary("three on PostgreSQL through HAProxy", timed(balancer))
        print(f"the store's extra per call (p50): {one - alone:+.2f} ms")
    finally:
        for server in servers:
            server.stop()
        sandbox.stop()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
