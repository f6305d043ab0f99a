"""foodybite-mcp on MCP's streamable HTTP transport (`--listen`), and a raw HTTP/1.1 client for what no SDK sends."""
import http.client
import json
import os
import signal
import subprocess
import tempfile
import unittest
import urllib.parse
import urllib.request

from mcp_sandbox import MCP_BIN, SandboxHome

MODERN = "2026-07-28"
LEGACY = "2025-11-25"
MODERN_META = {"io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {}}
ACCEPT = "application/json, text/event-stream"


class HTTPServer:
    """`foodybite-mcp --listen ADDRESS` (a free port unless told), its URL read from the first line it prints."""

    def __init__(self, env, address="127.0.0.1:0", args=(), extra_env=None):
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen(
            [MCP_BIN, "--listen", address, *args], env=dict(env, **(extra_env or {})), stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=self.stderr, text=True)
        self.url = self.process.stdout.readline().strip()
        parsed = urllib.parse.urlsplit(self.url)
        self.host, self.port = parsed.hostname, parsed.port

    def connection(self, timeout=30):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def post(self, body, headers=None, connection=None, raw=False):
        """One POST of `body` (JSON, or bytes when raw): (status, headers, the answer's JSON or text)."""
        conn = connection or self.connection()
        every = {"Content-Type": "application/json", "Accept": ACCEPT}
        every.update(headers or {})
        every = {k: v for k, v in every.items() if v is not None}
        conn.request("POST", "/mcp", body=body if raw else json.dumps(body), headers=every)
        response = conn.getresponse()
        data = response.read().decode()
        if connection is None:
            conn.close()
        try:
            decoded = json.loads(data)
        except ValueError:
            decoded = data
        return response.status, {k.lower(): v for k, v in response.getheaders()}, decoded

    def modern(self, method, params=None, id_=1, headers=None, **kwargs):
        """A request of 2026-07-28, its headers mirroring its body."""
        params = dict(params or {})
        params["_meta"] = dict(MODERN_META, **params.get("_meta", {}))
        mirrored = {"MCP-Protocol-Version": MODERN, "Mcp-Method": method}
        if method == "tools/call":
            mirrored["Mcp-Name"] = params["name"]
        mirrored.update(headers or {})
        return self.post({"jsonrpc": "2.0", "id": id_, "method": method, "params": params}, mirrored, **kwargs)

    def session(self, version=LEGACY, connection=None):
        """A session of the handshake revisions: its id."""
        status, headers, _ = self.post({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}}},
            connection=connection)
        assert status == 200, status
        session = headers["mcp-session-id"]
        self.post({"jsonrpc": "2.0", "method": "notifications/initialized"},
                  {"Mcp-Session-Id": session, "MCP-Protocol-Version": version}, connection=connection)
        return session

    def rss_kib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    def errors(self):
        self.stderr.seek(0)
        return self.stderr.read().decode(errors="replace")

    def stop(self, timeout=15):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        code = self.process.wait(timeout=timeout)
        self.process.stdout.close()
        self.stderr.close()
        return code


class SandboxCase(unittest.TestCase):
    """Tests that share one sandbox (`sandbox`, its `env`); `fault` sets one of its fault rules."""

    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()
        cls.env = cls.sandbox.env

    @classmethod
    def tearDownClass(cls):
        cls.sandbox.stop()

    def fault(self, rule):
        request = urllib.request.Request(
            f"{self.sandbox.url}/sandbox/faults", data=json.dumps({"rule": rule}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        self.assertEqual(urllib.request.urlopen(request).status, 201)


class SandboxServerCase(SandboxCase):
    """Tests that share one sandbox and one `foodybite-mcp --listen` on it (`server`)."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.server = HTTPServer(cls.env)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        super().tearDownClass()
