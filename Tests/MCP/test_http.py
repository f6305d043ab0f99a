"""foodybite-mcp on MCP's streamable HTTP transport (`--listen`), through the Python MCP SDK's client (mcp==2.3.0) in
both protocol revisions (2025-11-25's sessions, 2026-07-28's stateless requests, and the SDK's `auto`, which asks
`server/discover` first), and through raw HTTP for what no SDK sends: the gate (Origin, Host, bearer token, body cap,
a client that sends a byte a second), sessions, the 2026-07-28 ladder, 50 clients at once, and SIGTERM's drain.

Binaries and the sandbox: mcp_sandbox.py; the server and the raw client: mcp_http.py."""
import asyncio
import json
import os
import socket
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.request

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.client import Client
from mcp.client.stdio import stdio_client

from mcp_http import HTTPServer, LEGACY, MODERN, MODERN_META, SandboxCase
from mcp_sandbox import CLI_BIN, MCP_BIN, SandboxHome
from test_foodybite_mcp import strip_cached

DIJON = {"latitude": 47.322, "longitude": 5.0415}
BOUILLON = "ChIJhRozr5Cd8kcRzXWVpd5wDvU"
TOKEN = "s3cret-token-for-tests-0123456789"
# One call of each tool that reads (review_add writes: its own test on stdio).
CALLS = [
    ("nearby", dict(DIJON, limit=5)),
    ("nearby", dict(DIJON, provider="osm", radius=1.2, radius_unit="km", units="imperial", language="de")),
    ("details", {"place_id": BOUILLON}),
    ("search", {"text": "bouillon"}),
    ("route", dict(DIJON, place_id=BOUILLON, travel="walk")),
    ("reviews", {}),
    ("nearby", {"radius": "far"}),
]


def answer_of(result):
    """What a tool answered, comparable across transports."""
    return result.is_error, strip_cached(result.structured_content), None if result.structured_content else result.content[0].text


class HTTPTransportTests(unittest.IsolatedAsyncioTestCase):
    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()
        cls.env = cls.sandbox.env
        cls.server = HTTPServer(cls.env)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.sandbox.stop()

    async def asyncSetUp(self):
        asyncio.get_running_loop().slow_callback_duration = 30

    def fault(self, rule):
        request = urllib.request.Request(
            f"{self.sandbox.url}/sandbox/faults", data=json.dumps({"rule": rule}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        self.assertEqual(urllib.request.urlopen(request).status, 201)

    async def stdio_answers(self):
        server = StdioServerParameters(command=MCP_BIN, args=[], env=self.env)
        with open(os.devnull, "w") as errlog:
            async with stdio_client(server, errlog=errlog) as (read, write):
                async with ClientSession(read, write) as session:
                    await session.initialize()
                    return [answer_of(await session.call_tool(name, arguments)) for name, arguments in CALLS]

    # MARK: - Both revisions, through the SDK

    async def test_bothRevisions_connectListTheToolsAndAnswerEachCallAsStdioDoes(self):
        # Given each tool's answer over stdio
        expected = await self.stdio_answers()
        for mode, version in (("legacy", LEGACY), (MODERN, MODERN), ("auto", MODERN)):
            # When a client of that revision connects over HTTP, lists the tools and calls each
            async with Client(self.server.url, mode=mode) as client:
                listed = await client.list_tools()
                answers = [answer_of(await client.call_tool(name, arguments)) for name, arguments in CALLS]
                # Then it speaks the revision asked for, and every answer is stdio's
                self.assertEqual(client.protocol_version, version, mode)
                self.assertEqual([t.name for t in listed.tools], ["nearby", "details", "search", "route", "reviews", "review_add"])
                for (name, arguments), answer, stdio in zip(CALLS, answers, expected):
                    self.assertEqual(answer, stdio, f"{mode}: {name} {arguments}")
        self.assertTrue(expected[-1][0] and "'radius' must be a JSON number" in expected[-1][2], "a refusal in the assistant's words")

    async def test_reviewAdd_postsWithTheAccountSignedInWithTheCommandLine_inBothRevisions(self):
        # Given the account signed in with the command line
        for words in (["account", "signup", "--name", "Ada", "--email", "ada.http@example.com", "--password-stdin"],
                      ["account", "login", "--email", "ada.http@example.com", "--password-stdin"]):
            done = subprocess.run([CLI_BIN] + words, env=self.env, input="Passw0rd.\n", capture_output=True, text=True, timeout=60)
            self.assertEqual(done.returncode, 0, done.stderr)
        self.addCleanup(subprocess.run, [CLI_BIN, "account", "logout"], env=self.env, capture_output=True, timeout=60)
        for mode in ("legacy", MODERN):
            async with Client(self.server.url, mode=mode) as client:
                # When a review is posted over HTTP, then listed
                added = await client.call_tool("review_add", {"place_id": BOUILLON, "stars": 4, "text": f"-over HTTP, {mode}"})
                listed = await client.call_tool("reviews", {"place_id": BOUILLON})
            # Then it is posted, and among the account's reviews
            self.assertFalse(added.is_error, added.content)
            self.assertFalse(listed.is_error, listed.content)
            self.assertIn(f"-over HTTP, {mode}", json.dumps(listed.structured_content))

    async def test_progress_isStreamedBeforeTheResult_inBothRevisions(self):
        for mode in ("legacy", MODERN):
            notes = []

            async def progress(value, total, message):
                notes.append((value, message))
            async with Client(self.server.url, mode=mode) as client:
                result = await client.call_tool("nearby", dict(DIJON, provider="foursquare"), progress_callback=progress)
            self.assertFalse(result.is_error, result.content)
            self.assertGreaterEqual(len(notes), 1, mode)
            self.assertEqual(notes[0], (0, "nearby started"), mode)

    async def test_cancelledCall_endsAtOnce_andTheServerGoesOn_inBothRevisions(self):
        # Given Overpass answering only after 3 s
        self.fault("/api/interpreter*=latency:3s*2")
        for mode in ("legacy", MODERN):
            async with Client(self.server.url, mode=mode) as client:
                # When a call is cancelled while it waits
                started = time.monotonic()
                with anyio.move_on_after(0.5):
                    await client.call_tool("nearby", dict(DIJON, provider="osm", radius=700))
                # Then the client is free at once, and the server answers the next call
                self.assertLess(time.monotonic() - started, 2.5, mode)
                listed = await client.list_tools()
                self.assertEqual(len(listed.tools), 6, mode)

    # MARK: - Many clients at once

    async def test_fiftyClients_twentyCallsEach_everyAnswerWholeAndTheCallersOwn(self):
        async def client(index):
            mode = "legacy" if index % 2 else MODERN
            units = "imperial" if index % 3 else "metric"
            limit = index % 10 + 1
            async with Client(self.server.url, mode=mode) as session:
                for call in range(20):
                    if call % 2:
                        refused = await session.call_tool("nearby", dict(DIJON, radius=40, radius_unit="mi", units=units))
                        text = refused.content[0].text
                        assert refused.is_error and ("31.06 mi" in text) == (units == "imperial"), (index, text)
                        assert "--" not in text, text
                    else:
                        found = await session.call_tool("nearby", dict(DIJON, limit=limit))
                        places = found.structured_content["places"]
                        assert len(places) == limit, (index, len(places))
                        assert json.loads(found.content[0].text) == found.structured_content
                        assert any(f"showing the {limit} nearest" in note for note in found.structured_content["notes"]), (index, found.structured_content["notes"])
            return index
        started = time.monotonic()
        done = await asyncio.gather(*(client(i) for i in range(50)))
        self.assertEqual(sorted(done), list(range(50)))
        self.assertLess(time.monotonic() - started, 240)

    # MARK: - The gate

    def test_origin_fromAnotherSite_is403_andFromThisMachine_goesOn(self):
        status, _, answer = self.server.modern("tools/list", headers={"Origin": "http://evil.example"})
        self.assertEqual(status, 403)
        self.assertNotIn("id", answer)
        status, _, _ = self.server.modern("tools/list", headers={"Origin": f"http://localhost:{self.server.port}"})
        self.assertEqual(status, 200)

    def test_hostNotThisMachine_onLoopback_is421(self):
        # (DNS rebinding: a name that now points at 127.0.0.1)
        status, _, _ = self.server.modern("tools/list", headers={"Host": "rebound.example:8931"})
        self.assertEqual(status, 421)

    def test_dnsRebinding_aNameThatStartsWith127_isNoLoopback(self):
        # (issue 67: a page on 127.attacker.example, rebound to 127.0.0.1, sent exactly these and ran every tool)
        port = self.server.port
        status, _, answer = self.server.modern("tools/list", headers={
            "Host": f"127.attacker.example:{port}", "Origin": f"http://127.attacker.example:{port}"})
        self.assertEqual(status, 403, answer)
        status, _, _ = self.server.modern("tools/list", headers={"Host": f"127.attacker.example:{port}"})
        self.assertEqual(status, 421)
        status, _, _ = self.server.modern("tools/list", headers={"Origin": f"http://127.0.0.1.nip.io:{port}"})
        self.assertEqual(status, 403)
        for host in [f"LOCALHOST:{port}", f"127.0.0.1:{port}", f"127.1.2.3:{port}", f"[::1]:{port}"]:
            status, _, answer = self.server.modern("tools/list", headers={"Host": host})
            self.assertEqual(status, 200, f"{host}: {answer}")

    def test_bodyOverOneMebibyte_is413_beforeItIsRead(self):
        # Given a request that announces 2 MiB and sends none of it
        with socket.create_connection(("127.0.0.1", self.server.port), timeout=10) as sock:
            sock.sendall(b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                         b"Accept: application/json, text/event-stream\r\nContent-Length: 2097152\r\n\r\n")
            # Then the answer comes without the body being sent
            answer = sock.recv(4096).decode()
        self.assertTrue(answer.startswith("HTTP/1.1 413"), answer[:80])

    def test_slowClient_delaysNoOne_andIsDroppedAfterTenSeconds(self):
        # Given a client sending its headers a byte every 0.2 s
        sock = socket.create_connection(("127.0.0.1", self.server.port), timeout=30)
        dropped = {}

        def trickle():
            started = time.monotonic()
            try:
                for byte in b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n" * 20:
                    sock.send(bytes([byte]))
                    time.sleep(0.2)
            except OSError:
                pass
            dropped["after"] = time.monotonic() - started
        slow = threading.Thread(target=trickle)
        slow.start()
        # When others call meanwhile, then each is answered at once (not after the slow one's 10 s)
        for _ in range(20):
            started = time.monotonic()
            status, _, _ = self.server.modern("tools/list")
            self.assertEqual(status, 200)
            self.assertLess(time.monotonic() - started, 2)
        # And the slow one is dropped after the request time (10 s), well before it ends
        slow.join(40)
        sock.close()
        self.assertIn("after", dropped)
        self.assertLess(dropped["after"], 14)

    def test_methodsAndPaths_otherThanPOSTOrDELETEOnMcp_areRefused(self):
        conn = self.server.connection()
        conn.request("GET", "/mcp", headers={"Accept": "text/event-stream"})
        response = conn.getresponse()
        response.read()
        self.assertEqual((response.status, response.getheader("Allow")), (405, "POST, DELETE, OPTIONS"))
        conn.request("POST", "/other", body="{}", headers={"Content-Type": "application/json"})
        response = conn.getresponse()
        response.read()
        self.assertEqual(response.status, 404)
        status, _, _ = self.server.post({"jsonrpc": "2.0", "id": 1, "method": "ping"}, {"Accept": "application/json"})
        self.assertEqual(status, 406)
        status, _, _ = self.server.post("x=1", {"Content-Type": "application/x-www-form-urlencoded"}, raw=True)
        self.assertEqual(status, 415)

    # MARK: - Sessions (2025-11-25)

    def test_session_unknownOrEnded_is404_missing_is400_andItsVersionIsChecked(self):
        session = self.server.session()
        ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        status, _, answer = self.server.post(ping, {"Mcp-Session-Id": session, "MCP-Protocol-Version": LEGACY})
        self.assertEqual((status, answer.get("result")), (200, {}))
        status, _, _ = self.server.post(ping, {"Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-06-18"})
        self.assertEqual(status, 400, "another version than the session's")
        status, _, _ = self.server.post(ping, {"Mcp-Session-Id": session, "MCP-Protocol-Version": "1999-01-01"})
        self.assertEqual(status, 400, "a version never served")
        self.assertEqual(self.server.post(ping)[0], 400, "no session")
        self.assertEqual(self.server.post(ping, {"Mcp-Session-Id": "f" * 32})[0], 404)
        conn = self.server.connection()
        conn.request("DELETE", "/mcp", headers={"Mcp-Session-Id": session})
        response = conn.getresponse()
        response.read()
        self.assertEqual(response.status, 200)
        self.assertEqual(self.server.post(ping, {"Mcp-Session-Id": session})[0], 404, "ended by DELETE")

    def test_initialize_withExperimentalCapabilitiesOfAnyShape_opensASession(self):
        status, headers, answer = self.server.post({"jsonrpc": "2.0", "id": "x", "method": "initialize", "params": {
            "protocolVersion": LEGACY, "capabilities": {"experimental": {"io.example/x": {"deep": [1, {"a": None}]}}},
            "clientInfo": {"name": "raw", "version": "1"}}})
        self.assertEqual((status, answer["id"], answer["result"]["protocolVersion"]), (200, "x", LEGACY))
        self.assertIn("mcp-session-id", headers)

    def test_olderSession_getsTheToolsWithoutStructuredContent_andBatchesMemberByMember(self):
        session = self.server.session("2025-03-26")
        headers = {"Mcp-Session-Id": session, "MCP-Protocol-Version": "2025-03-26"}
        status, _, answers = self.server.post([
            {"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
            {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "nearby", "arguments": "no"}},
            {"jsonrpc": "2.0", "id": 3, "method": "ping"},
        ], headers)
        self.assertEqual(status, 200)
        by_id = {a["id"]: a for a in answers}
        self.assertEqual(sorted(by_id), [1, 2, 3])
        self.assertNotIn("outputSchema", by_id[1]["result"]["tools"][0])
        self.assertEqual(by_id[2]["error"]["code"], -32602)
        self.assertEqual(by_id[3]["result"], {})

    # MARK: - 2026-07-28's ladder

    def test_toolList_isUnder12KBAsTheModelReadsIt_and15KBWhole_inEveryRevision(self):
        # (it goes into every conversation: 23.6 KB, about 6,000 tokens, when issue 59 was filed)
        conn = self.server.connection()
        conn.request("POST", "/mcp", body=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": {"_meta": MODERN_META}}),
                     headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                              "MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/list"})
        modern = conn.getresponse().read()
        session = self.server.session()
        conn.request("POST", "/mcp", body=json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}),
                     headers={"Content-Type": "application/json", "Accept": "application/json, text/event-stream",
                              "MCP-Protocol-Version": LEGACY, "Mcp-Session-Id": session})
        legacy = conn.getresponse().read()
        # What a host hands the model: the tools without their icons and MCP Apps links (shown, not read)
        def read(answer):
            return len(json.dumps([{k: v for k, v in tool.items() if k not in ("icons", "_meta")}
                                   for tool in json.loads(answer)["result"]["tools"]], separators=(",", ":")))
        print(f"\ncost: the tool list is {len(legacy):,} bytes (2025-11-25), {len(modern):,} (2026-07-28); "
              f"{read(legacy):,} and {read(modern):,} without icons and app links")
        self.assertEqual(len(json.loads(modern)["result"]["tools"]), 6)
        self.assertLess(read(modern), 12_000)
        self.assertLess(read(legacy), 12_000)
        # (the SDK writes each icon as base64: about 420 bytes a tool)
        self.assertLess(len(modern), 15_000)
        self.assertLess(len(legacy), 15_000)

    def test_modern_discoverSaysTheVersionsAndEveryResultItsType(self):
        status, _, answer = self.server.modern("server/discover")
        self.assertEqual(status, 200)
        result = answer["result"]
        self.assertEqual(result["resultType"], "complete")
        self.assertEqual(result["supportedVersions"][:2], [MODERN, LEGACY])
        self.assertEqual(result["serverInfo"]["name"], "foodybite")
        _, _, listed = self.server.modern("tools/list")
        self.assertEqual((listed["result"]["resultType"], listed["result"]["cacheScope"]), ("complete", "public"))
        self.assertGreater(listed["result"]["ttlMs"], 0)
        self.assertNotIn("mcp-session-id", self.server.modern("tools/list")[1])

    def test_modern_noEnvelope_andMethodsNotOfTheRevision_areRefusedAsItSays(self):
        # (header mismatches and versions never heard of: test_http_revisions)
        status, _, answer = self.server.post(
            {"jsonrpc": "2.0", "id": 4, "method": "tools/list", "params": {}},
            {"MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/list"})
        self.assertEqual((status, answer["error"]["code"], answer["id"]), (400, -32602, 4))
        status, _, answer = self.server.modern("ping", id_=5)
        self.assertEqual((status, answer["error"]["code"]), (404, -32601), "ping left with the handshake")
        status, _, answer = self.server.modern("nosuch/method", id_=6)
        self.assertEqual((status, answer["error"]["code"]), (404, -32601))

    def test_modern_unreadableMessages_areAnsweredUnderTheirId(self):
        headers = {"MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/call", "Mcp-Name": "nearby"}
        status, _, answer = self.server.post(
            b'{"jsonrpc":"2.0","id":"big","method":"tools/call","params":{"name":"nearby","arguments":{"latitude":1e400}}}',
            headers, raw=True)
        self.assertEqual((status, answer["id"], answer["error"]["code"]), (400, "big", -32602))
        self.assertIn("latitude", answer["error"]["message"])
        status, _, answer = self.server.post(b'{"jsonrpc":"2.0","id":9,' + b"[" * 10_000, headers, raw=True)
        self.assertEqual((status, answer.get("id"), answer["error"]["code"]), (400, 9, -32700))


class HTTPExposureTests(SandboxCase):
    """The server off loopback, with a token; and its stop."""

    def exit_and_errors(self, address):
        """The exit code and stderr of a server that should refuse to start on `address`."""
        server = HTTPServer(self.env, address=address)
        code = server.process.wait(timeout=10)
        errors = server.errors()
        server.stop()
        return code, errors

    def test_offLoopback_withoutAToken_refusesToStart(self):
        code, errors = self.exit_and_errors("0.0.0.0:0")
        self.assertEqual(code, 64)
        self.assertIn("needs a bearer token", errors)
        self.assertEqual(errors.count("\n"), 1, errors)

    def test_aNameThatStartsWith127_isNoLoopback_andNeedsAToken(self):
        # (issue 67: it was called loopback and asked no token)
        code, errors = self.exit_and_errors("127.0.0.1.evil.example:0")
        self.assertEqual(code, 64)
        self.assertIn("127.0.0.1.evil.example (not loopback) needs a bearer token", errors)

    def test_anAddressInUse_isOneLineAndExit69(self):
        with socket.socket() as taken:
            taken.bind(("127.0.0.1", 0))
            taken.listen()
            port = taken.getsockname()[1]
            server = HTTPServer(self.env, address=f"127.0.0.1:{port}")
            code = server.process.wait(timeout=10)
            errors = server.errors()
            server.stop()
        self.assertEqual(code, 69)
        self.assertEqual(errors, f"foodybite-mcp: cannot listen on 127.0.0.1:{port}: address already in use\n")

    def test_token_missingOrWrong_is401WithTheChallenge_rightGoesOn_andIsNeverShown(self):
        with tempfile.NamedTemporaryFile("w", suffix=".token") as token_file:
            token_file.write(TOKEN + "\n")
            token_file.flush()
            server = HTTPServer(self.env, address="0.0.0.0:0", args=["--token-file", token_file.name])
            try:
                status, headers, answer = server.modern("tools/list")
                self.assertEqual(status, 401)
                self.assertEqual(headers["www-authenticate"], 'Bearer realm="foodybite-mcp"')
                status, headers, _ = server.modern("tools/list", headers={"Authorization": "Bearer wrong-token-0123456789"})
                self.assertEqual(status, 401)
                self.assertIn('error="invalid_token"', headers["www-authenticate"])
                status, _, answer = server.modern("tools/list", headers={"Authorization": f"Bearer {TOKEN}"})
                self.assertEqual(status, 200)
                status, _, refused = server.modern("tools/call", {"name": "nearby", "arguments": {"radius": "far"}},
                                                   headers={"Authorization": f"Bearer {TOKEN}"})
                self.assertEqual(status, 200)
                self.assertTrue(refused["result"]["isError"])
                said = json.dumps(answer) + json.dumps(refused)
                for secret in (TOKEN, token_file.name, self.env["HOME"], "sandbox-key"):
                    self.assertNotIn(secret, said)
            finally:
                server.stop()
                self.assertNotIn(TOKEN, server.errors() if not server.stderr.closed else "")

    def test_tokenInTheEnvironment_isRequiredOnLoopbackToo(self):
        server = HTTPServer(self.env, extra_env={"FOODYBITE_MCP_TOKEN": TOKEN})
        try:
            self.assertEqual(server.modern("tools/list")[0], 401)
            self.assertEqual(server.modern("tools/list", headers={"Authorization": f"Bearer {TOKEN}"})[0], 200)
        finally:
            server.stop()

    def test_sigterm_finishesTheCallsInFlight_thenExits0(self):
        # Given a call that waits 2 s on Overpass, in flight
        request = urllib.request.Request(
            f"{self.sandbox.url}/sandbox/faults", data=json.dumps({"rule": "/api/interpreter*=latency:2s*1"}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        urllib.request.urlopen(request)
        server = HTTPServer(self.env)
        answered = {}
        caller = threading.Thread(target=lambda: answered.setdefault("call", server.modern(
            "tools/call", {"name": "nearby", "arguments": dict(DIJON, provider="osm", radius=600)})))
        caller.start()
        time.sleep(0.5)
        # When the server is told to stop
        started = time.monotonic()
        code = server.stop(timeout=15)
        caller.join(5)
        # Then the call is answered whole, and the server exits 0 well within 10 s
        self.assertEqual(code, 0)
        self.assertLess(time.monotonic() - started, 10)
        status, _, answer = answered["call"]
        self.assertEqual(status, 200)
        self.assertFalse(answer["result"].get("isError"), answer)
        self.assertTrue(answer["result"]["structuredContent"]["places"])


if __name__ == "__main__":
    unittest.main(verbosity=1)
