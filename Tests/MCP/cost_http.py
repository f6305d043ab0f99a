"""What foodybite-mcp's HTTP transport costs (issue 59), measured in one run on one machine: a cached `nearby` over
HTTP against the same call over stdio (at most 1.2x), `ping`'s 99th percentile with 50 clients connected (at most
5 ms), and the server's memory over 10,000 calls (within 10% of what it was after the first 1,000). Each figure is
printed, so that a run says what it measured. Raw clients on both sides: the server's cost, not a client library's.

Binaries and the sandbox: mcp_sandbox.py; the server and the raw client: mcp_http.py."""
import json
import statistics
import time
import unittest

from mcp_http import HTTPServer, LEGACY
from test_protocol import RawServer
from mcp_sandbox import SandboxHome

DIJON = {"latitude": 47.322, "longitude": 5.0415}
NEARBY = {"name": "nearby", "arguments": dict(DIJON, limit=10)}


class HTTPCostTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()
        cls.server = HTTPServer(cls.sandbox.env)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.sandbox.stop()

    def test_cachedNearby_overHTTP_costsAtMost1point2TimesStdio(self):
        # Given both servers warm, the answer cached
        stdio = RawServer(self.sandbox.env)
        self.addCleanup(stdio.close)
        stdio.initialize()
        conn = self.server.connection()
        self.server.modern("tools/call", NEARBY, connection=conn)
        timings = {"stdio": [], "http": []}
        # When the same call is made 60 times over each, alternately
        for index in range(60):
            started = time.perf_counter()
            stdio.send({"id": index, "method": "tools/call", "params": NEARBY})
            answer = stdio.next()
            timings["stdio"].append(time.perf_counter() - started)
            self.assertFalse(answer["result"].get("isError"), answer)
            started = time.perf_counter()
            status, _, answer = self.server.modern("tools/call", NEARBY, connection=conn)
            timings["http"].append(time.perf_counter() - started)
            self.assertEqual(status, 200)
        # Then HTTP's median is at most 1.2 times stdio's (the first 10 of each left out)
        stdio_ms, http_ms = (statistics.median(timings[k][10:]) * 1000 for k in ("stdio", "http"))
        print(f"\ncost: cached nearby, median of 50: stdio {stdio_ms:.2f} ms, HTTP {http_ms:.2f} ms ({http_ms / stdio_ms:.2f}x)")
        self.assertLessEqual(http_ms, 1.2 * stdio_ms)

    def test_ping_p99_isAtMost5ms_withFiftyClientsConnected(self):
        # Given 50 clients, each on its own connection with its own session
        clients = []
        for _ in range(50):
            conn = self.server.connection()
            clients.append((conn, self.server.session(connection=conn)))
        # When each pings in turn, a round to warm the server (each session's first answer), then 20 rounds measured
        timings = []
        for round_ in range(21):
            for index, (conn, session) in enumerate(clients):
                started = time.perf_counter()
                status, _, answer = self.server.post({"jsonrpc": "2.0", "id": round_, "method": "ping"},
                                                     {"Mcp-Session-Id": session, "MCP-Protocol-Version": LEGACY},
                                                     connection=conn)
                if round_ > 0:
                    timings.append(time.perf_counter() - started)
                self.assertEqual((status, answer["id"]), (200, round_))
        for conn, _ in clients:
            conn.close()
        # Then the 99th percentile is at most 5 ms
        timings.sort()
        p50, p99 = timings[len(timings) // 2] * 1000, timings[int(len(timings) * 0.99)] * 1000
        print(f"\ncost: ping with 50 clients connected, 1,000 pings: p50 {p50:.2f} ms, p99 {p99:.2f} ms")
        self.assertLessEqual(p99, 5)

    def test_memory_staysFlat_over10000Calls(self):
        # Given calls of every kind: a tool call refused by its schema (the whole exchange, the stateless server's
        # renamed ids), every fiftieth a tool list, and every tenth a session opened, pinged and ended
        conn = self.server.connection()

        def calls(count):
            for index in range(count):
                if index % 10 == 0:
                    session = self.server.session(connection=conn)
                    headers = {"Mcp-Session-Id": session, "MCP-Protocol-Version": LEGACY}
                    self.server.post({"jsonrpc": "2.0", "id": 1, "method": "ping"}, headers, connection=conn)
                    conn.request("DELETE", "/mcp", headers={"Mcp-Session-Id": session})
                    conn.getresponse().read()
                elif index % 50 == 5:
                    self.server.modern("tools/list", id_=index, connection=conn)
                else:
                    status, _, answer = self.server.modern(
                        "tools/call", {"name": "search", "arguments": {"text": 5}}, id_=index, connection=conn)
                    assert status == 200 and answer["result"]["isError"], answer
        calls(1_000)
        after_first = self.server.rss_kib()
        started = time.monotonic()
        calls(9_000)
        after_all = self.server.rss_kib()
        print(f"\ncost: memory after 1,000 calls {after_first} KiB, after 10,000 {after_all} KiB "
              f"({(after_all - after_first) / after_first:+.1%}; 9,000 calls in {time.monotonic() - started:.1f} s)")
        # Then it grew by less than 10%
        self.assertLess(after_all, after_first * 1.1)


if __name__ == "__main__":
    unittest.main(verbosity=1)
