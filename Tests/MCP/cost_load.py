"""Many callers at once (issue 69): 50 clients of the Python MCP SDK, each making 40 mixed calls (nearby, details,
route) to one `foodybite-mcp --listen` against the sandbox (its OSRM a server of the user's own: not spaced), half on
each protocol revision. Every one of the 2,000 calls answered, the 99th percentile under 2 s, and the server's
memory flat (at most 20% above what it was after the first quarter of the calls). The figures are printed.

Binaries and the sandbox: mcp_sandbox.py; the server: mcp_http.py."""
import asyncio
import statistics
import time
import unittest

from mcp.client.client import Client

from mcp_http import HTTPServer, MODERN
from mcp_sandbox import SandboxHome

DIJON = {"latitude": 47.322, "longitude": 5.0415}
BOUILLON = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
OSM_PLACE = "osm:node/3287208124"
CLIENTS, CALLS = 50, 40


def call(client_index, call_index):
    """The call a client makes: nearby, details and route in turn, with arguments that repeat across clients (the
    cache and the joins are what many callers meet) and some that do not."""
    kind = call_index % 3
    if kind == 0:
        return "nearby", dict(DIJON, limit=10, radius=800 + 100 * (call_index % 5))
    if kind == 1:
        return "details", {"place_id": [BOUILLON, OSM_PLACE][client_index % 2]}
    offset = ((client_index + call_index) % 10) / 1000
    return "route", dict(latitude=DIJON["latitude"] + offset, longitude=DIJON["longitude"], place_id=OSM_PLACE,
                         travel=["walk", "bike", "drive"][call_index % 3])


class ManyCallersTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()
        cls.server = HTTPServer(cls.sandbox.env)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.sandbox.stop()

    def test_fiftyClientsOfFortyMixedCalls_allAnswered_p99Under2s_memoryFlat(self):
        timings, failures, rss = [], [], {}

        async def client(index):
            mode = "legacy" if index % 2 else MODERN
            async with Client(self.server.url, mode=mode, read_timeout_seconds=60) as session:
                for number in range(CALLS):
                    name, arguments = call(index, number)
                    started = time.perf_counter()
                    try:
                        result = await session.call_tool(name, arguments)
                        if result.is_error:
                            failures.append((name, result.content[0].text))
                    except Exception as error:  # a session that died is a failure to count, not to stop at
                        failures.append((name, repr(error)))
                    timings.append(time.perf_counter() - started)
                    if "first" not in rss and len(timings) >= CLIENTS * CALLS // 4:
                        rss["first"] = self.server.rss_kib()

        async def everyone():
            await asyncio.gather(*[client(index) for index in range(CLIENTS)])

        started = time.monotonic()
        asyncio.run(everyone())
        elapsed = time.monotonic() - started
        rss["last"] = self.server.rss_kib()
        ordered = sorted(timings)
        p50, p99 = statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.99) - 1] * 1000
        print(f"\ncost: {CLIENTS} clients x {CALLS} mixed calls: {len(timings) - len(failures)} of {len(timings)} answered "
              f"in {elapsed:.1f} s, p50 {p50:.0f} ms, p99 {p99:.0f} ms; RSS after a quarter {rss.get('first', 0)} KiB, at the end {rss['last']} KiB",
              end=" ")
        self.assertEqual(failures, [])
        self.assertEqual(len(timings), CLIENTS * CALLS)
        self.assertLess(p99, 2000)
        self.assertLessEqual(rss["last"], rss.get("first", rss["last"]) * 1.2)


if __name__ == "__main__":
    unittest.main()
