"""foodybite-mcp --listen held to the MUSTs of both transport revisions it serves (issue 67), over raw HTTP: what
2025-11-25 says of a client's responses and notifications, DELETE and a cancelled request (a disconnect that is no
cancellation there: MCPServerTests.ExchangeTests); what
2026-07-28 says of its error codes (-32020, -32022 with the versions served). docs/mcp.md's table names the test
that holds each rule.

Binaries and the sandbox: mcp_sandbox.py; the server and the raw client: mcp_http.py."""
import json
import threading
import time
import unittest

from mcp_http import LEGACY, MODERN, MODERN_META, SandboxServerCase

DIJON = {"latitude": 47.322, "longitude": 5.0415}


class RevisionRulesTests(SandboxServerCase):
    def session_headers(self):
        return {"Mcp-Session-Id": self.server.session(), "MCP-Protocol-Version": LEGACY}

    # MARK: - 2025-11-25

    def test_legacy_aResponseOrNotificationPOSTedByTheClient_is202WithNoBody(self):
        # (issue 67: a response hung, holding its connection)
        headers = self.session_headers()
        for message in ({"jsonrpc": "2.0", "id": "s-1", "result": {}},
                        {"jsonrpc": "2.0", "id": "s-2", "error": {"code": -1, "message": "no"}},
                        {"jsonrpc": "2.0", "method": "notifications/roots/list_changed"}):
            conn = self.server.connection(timeout=5)
            status, _, body = self.server.post(message, headers, connection=conn)
            conn.close()
            self.assertEqual((status, body), (202, ""), message)

    def test_legacy_deleteWithAnUnsupportedVersion_is400_andLeavesTheSessionOpen(self):
        headers = self.session_headers()
        conn = self.server.connection()
        conn.request("DELETE", "/mcp", headers=dict(headers, **{"MCP-Protocol-Version": "2027-01-01"}))
        response = conn.getresponse()
        answer = json.loads(response.read())
        self.assertEqual((response.status, answer["error"]["code"]), (400, -32022))
        status, _, _ = self.server.post({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}, headers)
        self.assertEqual(status, 200)

    def test_legacy_aCancelledCall_getsAnEventStreamWithNoAnswer_atOnce(self):
        # Given a session's call waiting on Overpass (3 s)
        self.fault("/api/interpreter*=latency:3s*1")
        headers = self.session_headers()
        answered = {}

        def call():
            answered["call"] = self.server.post({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": {
                "name": "nearby", "arguments": dict(DIJON, provider="osm", radius=650)}}, headers)
            answered["at"] = time.monotonic()
        caller = threading.Thread(target=call)
        caller.start()
        time.sleep(0.5)
        # When the client cancels it
        cancelled = self.server.post({"jsonrpc": "2.0", "method": "notifications/cancelled",
                                      "params": {"requestId": 7, "reason": "moved on"}}, headers)
        sent = time.monotonic()
        caller.join(10)
        # Then the notification is accepted (202), and the call's POST gets an event stream that ends with no answer
        # (issue 67: an empty 202, which a request's POST may not get), before the 3 s its work would take
        self.assertEqual(cancelled[0], 202)
        status, answer_headers, body = answered["call"]
        self.assertEqual((status, answer_headers["content-type"], body), (200, "text/event-stream", ""))
        self.assertLess(answered["at"] - sent, 2.0)

    # MARK: - 2026-07-28's codes

    def test_modern_aHeaderThatDoesNotMatchTheBody_isHeaderMismatch32020(self):
        # (issue 67: -32001, which the Python SDK v2 reads as a request timeout)
        status, _, answer = self.server.modern("tools/list", headers={"Mcp-Method": "tools/call"})
        self.assertEqual((status, answer["error"]["code"], answer["id"]), (400, -32020, 1))
        status, _, answer = self.server.modern("tools/call", {"name": "nearby", "arguments": DIJON},
                                               headers={"Mcp-Name": "details"})
        self.assertEqual((status, answer["error"]["code"]), (400, -32020))
        status, _, answer = self.server.post(
            {"jsonrpc": "2.0", "id": 3, "method": "tools/list", "params": {"_meta": dict(MODERN_META, **{
                "io.modelcontextprotocol/protocolVersion": "2027-01-01"})}},
            {"MCP-Protocol-Version": MODERN, "Mcp-Method": "tools/list"})
        self.assertEqual((status, answer["error"]["code"]), (400, -32020), "the header and the body disagree")

    def test_modern_aVersionNeverHeardOf_is32022_withTheVersionsServed(self):
        meta = dict(MODERN_META, **{"io.modelcontextprotocol/protocolVersion": "2027-01-01"})
        for headers in ({"MCP-Protocol-Version": "2027-01-01", "Mcp-Method": "tools/list"},
                        {"MCP-Protocol-Version": "2027-01-01"}):
            status, _, answer = self.server.post(
                {"jsonrpc": "2.0", "id": 2, "method": "tools/list", "params": {"_meta": meta}}, headers)
            self.assertEqual((status, answer["error"]["code"], answer["id"]), (400, -32022, 2), headers)
            self.assertEqual(answer["error"]["data"]["requested"], "2027-01-01")
            self.assertEqual(answer["error"]["data"]["supported"][:2], [MODERN, LEGACY])

    def test_modern_aResponsePOSTedByTheClient_isRefused(self):
        status, _, answer = self.server.post({"jsonrpc": "2.0", "id": 9, "result": {}},
                                             {"MCP-Protocol-Version": MODERN})
        self.assertEqual((status, answer["error"]["code"]), (400, -32600))

    def test_modern_deleteIsNoPartOfIt_405(self):
        conn = self.server.connection()
        conn.request("DELETE", "/mcp", headers={"MCP-Protocol-Version": MODERN, "Mcp-Session-Id": "x"})
        response = conn.getresponse()
        response.read()
        self.assertEqual((response.status, response.getheader("Allow")), (405, "POST"))


if __name__ == "__main__":
    unittest.main()
