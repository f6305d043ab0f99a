"""foodybite-mcp's transport and message checks over raw pipes (no SDK on the client side): what JSON-RPC 2.0 and
MCP 2025-11-25 say of each message the SDK's server loop would mishandle, a line over the cap, an idle server that
does no work, and answers that stay whole when many are written to a client that reads slowly.

Binaries and the sandbox: mcp_sandbox.py."""
import json
import os
import queue
import subprocess
import threading
import time
import unittest

from mcp_sandbox import MCP_BIN, PROTOCOL_VERSION, SandboxHome

DIJON = {"latitude": 47.322, "longitude": 5.0415}


class RawServer:
    """foodybite-mcp on pipes, spoken to line by line."""

    def __init__(self, env, reading=True):
        self.process = subprocess.Popen([MCP_BIN], env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.lines = queue.Queue()
        if reading:
            threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)

    def send_bytes(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def send(self, message, jsonrpc="2.0"):
        body = dict(message) if isinstance(message, dict) else message
        if isinstance(body, dict) and jsonrpc is not None:
            body.setdefault("jsonrpc", jsonrpc)
        self.send_bytes(json.dumps(body).encode() + b"\n")

    def next(self, timeout=10):
        return json.loads(self.lines.get(timeout=timeout))

    def initialize(self, version=PROTOCOL_VERSION):
        self.send({"id": "init", "method": "initialize", "params": {
            "protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
        answer = self.next()
        self.send({"method": "notifications/initialized"})
        return answer

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=10)
        self.process.stdout.close()


class ProtocolTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.stop()

    def setUp(self):
        self.server = RawServer(self.sandbox.env)
        self.addCleanup(self.server.close)

    def ask(self, message, **kwargs):
        self.server.send(message, **kwargs)
        return self.server.next()

    def assertError(self, answer, code, id_=None, has_id=True):
        self.assertEqual(answer.get("error", {}).get("code"), code, answer)
        if has_id:
            self.assertEqual(answer.get("id"), id_, answer)
        else:
            self.assertNotIn("id", answer, answer)

    # MARK: - Messages the SDK's loop would mishandle, answered by the transport

    def test_notJSON_isAParseError_underItsIdWhenOneCanBeRead(self):
        # (issue 59: a client waited for its timeout on a message refused before it was parsed)
        self.server.initialize()
        self.server.send_bytes(b'{"jsonrpc": "2.0", "id": 7, "method": \n')
        self.assertError(self.server.next(), -32700, 7)
        self.server.send_bytes(b'{"jsonrpc": "2.0", "method": "ping", \n')
        self.assertError(self.server.next(), -32700, has_id=False)
        self.server.send_bytes(b'{"jsonrpc":"2.0","id":"deep","method":"ping","params":{"x":' + b"[" * 10_000
                               + b"]" * 10_000 + b"}}\n")
        self.assertError(self.server.next(), -32700, "deep")

    def test_aNumberNoDoubleHolds_isInvalidParamsNamingItsArgument_underItsId(self):
        self.server.initialize()
        self.server.send_bytes(b'{"jsonrpc":"2.0","id":8,"method":"tools/call","params":{"name":"nearby",'
                               b'"arguments":{"latitude":1e400,"longitude":5}}}\n')
        answer = self.server.next()
        self.assertError(answer, -32602, 8)
        self.assertIn("latitude", answer["error"]["message"])

    def test_initialize_acceptsExperimentalCapabilitiesOfAnyShape(self):
        # (issue 59: the SDK reads them as strings only, and answered -32603)
        answer = self.ask({"id": 1, "method": "initialize", "params": {
            "protocolVersion": PROTOCOL_VERSION, "clientInfo": {"name": "raw", "version": "1"},
            "capabilities": {"experimental": {"io.example/x": {}, "io.example/y": {"depth": [1, {"a": True}]}}}}})
        self.assertEqual(answer["result"]["protocolVersion"], PROTOCOL_VERSION, answer)

    def test_revision2026_07_28_onStdio_discoverAndCallWithoutInitialize_andAVersionNotServedIsNamed(self):
        meta = {"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {}}
        discovered = self.ask({"id": 1, "method": "server/discover", "params": {"_meta": meta}})
        self.assertEqual(discovered["result"]["supportedVersions"][:2], ["2026-07-28", PROTOCOL_VERSION])
        self.assertEqual((discovered["result"]["resultType"], discovered["result"]["serverInfo"]["name"]), ("complete", "foodybite"))
        listed = self.ask({"id": 2, "method": "tools/list", "params": {"_meta": meta}})
        self.assertEqual((listed["result"]["resultType"], len(listed["result"]["tools"])), ("complete", 6))
        self.assertIn("outputSchema", listed["result"]["tools"][0])
        called = self.ask({"id": 3, "method": "tools/call", "params": {"_meta": dict(meta, progressToken="p"), "name": "search", "arguments": {"text": "bouillon"}}})
        progress = called
        while "method" in progress:
            self.assertEqual(progress["params"]["progressToken"], "p")
            called = progress = self.server.next()
        self.assertEqual((called["id"], called["result"]["resultType"]), (3, "complete"))
        self.assertTrue(called["result"]["structuredContent"]["matches"])
        future = self.ask({"id": 4, "method": "tools/list", "params": {"_meta": dict(meta, **{"io.modelcontextprotocol/protocolVersion": "2030-01-01"})}})
        self.assertError(future, -32022, 4)
        self.assertEqual(future["error"]["data"], {"supported": discovered["result"]["supportedVersions"], "requested": "2030-01-01"})
        self.assertError(self.ask({"id": 5, "method": "tools/list", "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}}), -32602, 5)
        self.assertError(self.ask({"id": 6, "method": "ping", "params": {"_meta": meta}}), -32601, 6)

    def test_aBatch_isOneInvalidRequestOnA2025_11_25Session_andAnsweredOnA2025_03_26One(self):
        self.assertEqual(self.server.initialize()["result"]["protocolVersion"], PROTOCOL_VERSION)
        self.server.send([{"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"jsonrpc": "2.0", "id": 2, "method": "ping"}])
        self.assertError(self.server.next(), -32600, has_id=False)
        self.assertEqual(self.ask({"id": 3, "method": "ping"}), {"jsonrpc": "2.0", "id": 3, "result": {}})

        old = RawServer(self.sandbox.env)
        self.addCleanup(old.close)
        self.assertEqual(old.initialize("2025-03-26")["result"]["protocolVersion"], "2025-03-26")
        # Each member answered on its own: a bad one does not lose the good ones (issue 59)
        old.send([{"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"jsonrpc": "1.0", "id": 2, "method": "ping"},
                  {"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"cursor": "x"}},
                  {"jsonrpc": "2.0", "id": 4, "method": "ping"}])
        answers = [old.next() for _ in range(4)]
        by_id = {answer.get("id"): answer for answer in answers}
        self.assertEqual(sorted(by_id), [1, 2, 3, 4], answers)
        self.assertEqual(by_id[1].get("result"), {})
        self.assertEqual(by_id[4].get("result"), {})
        self.assertEqual(by_id[2]["error"]["code"], -32600)
        self.assertEqual(by_id[3]["error"]["code"], -32602)

    def test_ids_aReadableOneIsAlwaysEchoed_andOneThatIsNotAStringOrAnIntegerRefused(self):
        self.server.initialize()
        self.assertError(self.ask({"id": None, "method": "ping"}), -32600, has_id=False)
        self.assertError(self.ask({"id": {"a": 1}, "method": "ping"}), -32600, has_id=False)
        self.assertError(self.ask({"id": True, "method": "ping"}), -32600, has_id=False)
        self.assertError(self.ask({"id": 1.5, "method": "ping"}), -32600, 1.5)
        self.assertEqual(self.ask({"id": "x", "method": "ping"})["id"], "x")
        self.assertEqual(self.ask({"id": -4, "method": "ping"})["id"], -4)

    def test_aVersionOfJSONRPCOtherThan2_0_isAnInvalidRequest(self):
        self.server.initialize()
        self.assertError(self.ask({"id": 5, "method": "ping"}, jsonrpc="1.0"), -32600, 5)
        self.assertError(self.ask({"id": 6, "method": "ping"}, jsonrpc=None), -32600, 6)

    def test_initialize_withoutItsVersionCapabilitiesOrClientInfo_isInvalidParams(self):
        whole = {"protocolVersion": PROTOCOL_VERSION, "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}
        for missing in whole:
            params = {key: value for key, value in whole.items() if key != missing}
            self.assertError(self.ask({"id": missing, "method": "initialize", "params": params}), -32602, missing)
        self.assertError(self.ask({"id": 9, "method": "initialize", "params": 5}), -32602, 9)

    def test_toolsCall_withArgumentsThatAreNotAnObject_isInvalidParams_underItsId(self):
        self.server.initialize()
        answer = self.ask({"id": 11, "method": "tools/call", "params": {"name": "nearby", "arguments": "Dijon"}})
        self.assertError(answer, -32602, 11)
        self.assertError(self.ask({"id": 12, "method": "tools/call", "params": {"arguments": {}}}), -32602, 12)

    def test_toolsList_anUnknownCursor_isInvalidParams(self):
        self.server.initialize()
        self.assertError(self.ask({"id": 13, "method": "tools/list", "params": {"cursor": "page-2"}}), -32602, 13)
        self.assertEqual(len(self.ask({"id": 14, "method": "tools/list"})["result"]["tools"]), 6)

    def test_aStringArgumentThatLooksLikeADataURL_staysAString(self):
        self.server.initialize()
        text = "data:text/plain;base64,SGk="
        answer = self.ask({"id": 15, "method": "tools/call", "params": {"name": "nearby", "arguments": {"near": text}}})
        message = answer["result"]["content"][0]["text"]
        self.assertNotIn("string", message)
        self.assertIn(text, message)

    def test_aSessionBefore2025_06_18_getsNoFieldItsVersionDoesNotKnow(self):
        self.assertEqual(self.server.initialize("2025-03-26")["result"]["protocolVersion"], "2025-03-26")
        tools = self.ask({"id": 1, "method": "tools/list"})["result"]["tools"]
        self.assertFalse([tool["name"] for tool in tools if "outputSchema" in tool or "title" in tool])
        result = self.ask({"id": 2, "method": "tools/call", "params": {"name": "nearby", "arguments": DIJON}})["result"]
        self.assertNotIn("structuredContent", result)
        self.assertTrue(json.loads(result["content"][0]["text"])["places"])

    # MARK: - Reading and writing

    def test_aLineOverTheCap_isRefusedUnread_andThenAPingIsAnswered(self):
        self.server.initialize()
        started = time.monotonic()
        line = b'{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"' + b"x" * 10_000_000 + b'"}}\n'
        self.server.send_bytes(line)
        self.server.send({"id": 2, "method": "ping"})
        refused, pong = self.server.next(), self.server.next()
        took = time.monotonic() - started
        self.assertError(refused, -32600, 1)
        self.assertIn(f"{len(line) - 1} bytes", refused["error"]["message"])
        self.assertEqual(pong, {"jsonrpc": "2.0", "id": 2, "result": {}})
        self.assertLess(took, 10, "a 10 MB line and a ping")

    def test_requestsWrittenJustBeforeTheInputEnds_areEachAnswered_thenTheServerExits(self):
        # Given a tool call and pings written, then stdin closed at once (issue 55: their answers were dropped)
        server = RawServer(self.sandbox.env, reading=False)
        self.addCleanup(lambda: server.process.poll() is None and server.process.kill())
        server.send({"id": "init", "method": "initialize", "params": {
            "protocolVersion": PROTOCOL_VERSION, "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}})
        server.send({"method": "notifications/initialized"})
        server.send({"id": 1, "method": "tools/call", "params": {"name": "details", "arguments": {
            "place_id": "ChIJhRozr5Cd8kcRzXWVpd5wDvU"}}})
        for index in range(2, 6):
            server.send({"id": index, "method": "ping"})

        # When
        server.process.stdin.close()
        out = server.process.stdout.read()
        server.process.wait(timeout=30)

        # Then every request has its answer, and the server exits 0
        answers = [json.loads(line) for line in out.splitlines() if line.strip()]
        self.assertEqual(sorted(str(a.get("id")) for a in answers), ["1", "2", "3", "4", "5", "init"], out[-500:])
        self.assertNotIn("error", next(a for a in answers if a.get("id") == 1), out[-500:])
        self.assertEqual(server.process.returncode, 0)

    def test_anIdleServer_doesNoWork(self):
        self.server.initialize()
        self.ask({"id": 1, "method": "ping"})
        before = cpu_ticks(self.server.process.pid)
        time.sleep(2)
        self.assertLessEqual(cpu_ticks(self.server.process.pid) - before, 1, "clock ticks of CPU in 2 s idle")

    def test_twentyCallsAnsweredToAClientThatPausesThenReadsSlowly_allArriveWhole_tenTimesOver(self):
        # Given ten servers at once, each sent twenty calls whose answers are larger than the pipe holds
        servers = [RawServer(self.sandbox.env, reading=False) for _ in range(10)]
        for server in servers:
            self.addCleanup(server.close)
            server.send({"id": "init", "method": "initialize", "params": {
                "protocolVersion": PROTOCOL_VERSION, "capabilities": {}, "clientInfo": {"name": "slow", "version": "1"}}})
            server.send({"method": "notifications/initialized"})
            for index in range(20):
                server.send({"id": index, "method": "tools/call", "params": {
                    "name": "nearby", "arguments": dict(DIJON, limit=20, radius=1500 + index)}})

        # When each client waits 3 s, then reads 4 KB every 5 ms
        time.sleep(3)
        results = [None] * len(servers)

        def read_slowly(index, server):
            data, deadline = b"", time.monotonic() + 60
            while data.count(b"\n") < 21 and time.monotonic() < deadline:
                chunk = os.read(server.process.stdout.fileno(), 4096)
                if not chunk:
                    break
                data += chunk
                time.sleep(0.005)
            results[index] = data

        threads = [threading.Thread(target=read_slowly, args=(i, s)) for i, s in enumerate(servers)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()

        # Then every answer is one JSON message, and each call has its own
        for run, data in enumerate(results):
            answers = [json.loads(line) for line in data.splitlines()]
            calls = {answer["id"]: answer for answer in answers if answer.get("id") != "init"}
            self.assertEqual(sorted(calls), list(range(20)), f"run {run}")
            for answer in calls.values():
                places = answer["result"]["structuredContent"]["places"]
                self.assertGreater(len(places), 10, f"run {run}")
                self.assertTrue(all(place["placeID"] for place in places), f"run {run}")


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


if __name__ == "__main__":
    unittest.main(verbosity=1)
