"""foodybite-mcp as an OAuth 2.1 resource server (`--auth oauth`; MCP's authorization, RFC 9728, RFC 8707, RFC 9068,
RFC 7662), tested against a real authorization server nobody here wrote (Debian's Glewlwyd, glewlwyd.py) and the
Python MCP SDK's own OAuth client: discovery from the 401, the authorization code flow with PKCE (the browser step
driven by the test), the token used, refreshed, stepped up for a scope; and refused when it has expired, was revoked,
was issued for another resource, lacks the scope, or is signed with `alg: none` or a forged signature; a rotated key
accepted once the server fetched the keys again."""
import asyncio
import base64
import hashlib
import hmac
import json
import os
import shutil
import time
import unittest
import urllib.parse

import httpx2
import requests
from mcp.client.auth import AuthorizationCodeResult, OAuthClientProvider
from mcp.client.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.auth import OAuthClientInformationFull, OAuthClientMetadata

import glewlwyd
from glewlwyd import CLIENT_ID, READ, REDIRECT, REVIEW, SERVER_CLIENT, SERVER_SECRET, Glewlwyd
from mcp_http import HTTPServer, MODERN
from mcp_sandbox import SandboxHome

DIJON = {"latitude": 47.322, "longitude": 5.0415}


def claims(token):
    part = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))


def b64url(data):
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


class MemoryStorage:
    """The SDK's TokenStorage in memory, with the assistant registered beforehand at the authorization server."""

    def __init__(self):
        self.tokens = None
        self.client = OAuthClientInformationFull(
            client_id=CLIENT_ID, redirect_uris=[REDIRECT], token_endpoint_auth_method="none",
            grant_types=["authorization_code", "refresh_token"], response_types=["code"])

    async def get_tokens(self):
        return self.tokens

    async def set_tokens(self, tokens):
        self.tokens = tokens

    async def get_client_info(self):
        return self.client

    async def set_client_info(self, client_info):
        self.client = client_info


class OAuthResourceServerTests(unittest.IsolatedAsyncioTestCase):
    @classmethod
    def setUpClass(cls):
        if not shutil.which("glewlwyd"):
            raise RuntimeError("glewlwyd is not installed: make oauth-deps (make test-end-to-end installs it)")
        cls.sandbox = SandboxHome()
        port = glewlwyd.free_port()
        cls.resource = f"http://127.0.0.1:{port}/mcp"
        cls.other = "http://127.0.0.1:1/elsewhere"
        cls.glewlwyd = Glewlwyd([cls.resource, cls.other])
        oauth = ["--auth", "oauth", "--oauth-issuer", cls.glewlwyd.issuer, "--oauth-resource", cls.resource]
        # The server introspects every token (a revoked one is refused at once) as the confidential client
        cls.server = HTTPServer(
            cls.sandbox.env, address=f"127.0.0.1:{port}",
            args=oauth + ["--oauth-client-id", SERVER_CLIENT, "--oauth-introspection-scope", glewlwyd.INTROSPECT],
            extra_env={"FOODYBITE_MCP_OAUTH_CLIENT_SECRET": SERVER_SECRET, "FOODYBITE_MCP_OAUTH_INTROSPECTION_REUSE": "0"})
        # The same resource two hours later, by signatures alone
        cls.later = HTTPServer(cls.sandbox.env, args=oauth, extra_env={"FOODYBITE_TEST_CLOCK_OFFSET": "7200"})

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()
        cls.later.stop()
        cls.glewlwyd.stop()
        cls.sandbox.stop()

    def provider(self, storage, asked):
        async def redirect(url):
            asked.append(url)
            self.consented = await asyncio.to_thread(self.glewlwyd.consent, url)

        async def callback():
            code, state = self.consented
            return AuthorizationCodeResult(code=code, state=state)
        metadata = OAuthClientMetadata(
            redirect_uris=[REDIRECT], client_name="test assistant", token_endpoint_auth_method="none",
            grant_types=["authorization_code", "refresh_token"], response_types=["code"])
        return OAuthClientProvider(self.resource, metadata, storage, redirect_handler=redirect, callback_handler=callback)

    def call(self, server, token, method="tools/list", params=None):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return server.modern(method, params, headers=headers)

    async def test_sdkClient_discoversTheServerFromThe401_authorizesWithPKCE_andCalls_inBothRevisions(self):
        for mode in ("legacy", MODERN):
            storage, asked = MemoryStorage(), []
            # When the SDK's client connects with no token, lists the tools and searches
            async with httpx2.AsyncClient(auth=self.provider(storage, asked), timeout=60) as http:
                async with Client(streamable_http_client(self.resource, http_client=http), mode=mode) as client:
                    tools = await client.list_tools()
                    found = await client.call_tool("nearby", dict(DIJON, limit=3))
            # Then it found the authorization server from the 401 and the metadata, asked once with PKCE (S256) for
            # the reading scope and this resource, and its token, issued for this server, was admitted
            self.assertEqual(len(asked), 1, mode)
            query = urllib.parse.parse_qs(urllib.parse.urlsplit(asked[0]).query)
            self.assertTrue(asked[0].startswith(f"{self.glewlwyd.issuer}/auth?"), asked[0])
            self.assertEqual((query["code_challenge_method"], query["resource"], query["scope"]),
                             (["S256"], [self.resource], [READ]))
            self.assertEqual(claims(storage.tokens.access_token)["aud"], self.resource)
            self.assertIn("review_add", [tool.name for tool in tools.tools])
            self.assertFalse(found.is_error, found.content)

    async def test_sdkClient_stepsUpOnInsufficientScope_andRefreshesAnExpiredToken(self):
        storage, asked = MemoryStorage(), []
        provider = self.provider(storage, asked)
        async with httpx2.AsyncClient(auth=provider, timeout=60) as http:
            async with Client(streamable_http_client(self.resource, http_client=http), mode=MODERN) as client:
                await client.list_tools()
                reading = storage.tokens.access_token
                # When a tool that writes is called with a token of the reading scope alone
                added = await client.call_tool("review_add", {"place_id": "ChIJhRozr5Cd8kcRzXWVpd5wDvU", "stars": 4,
                                                              "text": "stepped up"})
                # Then the 403 named the scope: the client asked again for both, and the call reached the tool (which
                # says no account is signed in on this sandbox home)
                self.assertEqual(len(asked), 2)
                self.assertEqual(urllib.parse.parse_qs(urllib.parse.urlsplit(asked[1]).query)["scope"], [f"{READ} {REVIEW}"])
                self.assertIn(REVIEW, claims(storage.tokens.access_token)["scope"].split())
                self.assertTrue(added.is_error and "account" in json.dumps(added.content[0].text).lower(), added.content)
                # When the client's token has expired (its clock says so), the next call refreshes it
                before = storage.tokens.access_token
                provider.context.token_expiry_time = time.time() - 1
                found = await client.call_tool("nearby", dict(DIJON, limit=1))
        self.assertEqual(len(asked), 2, "refreshed, not authorized again")
        self.assertNotEqual(storage.tokens.access_token, before)
        self.assertNotEqual(reading, before)
        self.assertFalse(found.is_error, found.content)

    def test_noToken_is401_namingTheMetadata_whichNamesTheAuthorizationServer(self):
        # When a request comes with no token
        status, headers, _ = self.call(self.server, None)
        # Then 401, and WWW-Authenticate points at the metadata, on both of its paths
        self.assertEqual(status, 401)
        metadata_url = f"http://127.0.0.1:{self.server.port}/.well-known/oauth-protected-resource/mcp"
        self.assertEqual(headers["www-authenticate"], f'Bearer resource_metadata="{metadata_url}", scope="{READ}"')
        for path in ("/.well-known/oauth-protected-resource/mcp", "/.well-known/oauth-protected-resource"):
            document = requests.get(f"http://127.0.0.1:{self.server.port}{path}", timeout=10).json()
            self.assertEqual(document["resource"], self.resource)
            self.assertEqual(document["authorization_servers"], [self.glewlwyd.issuer])
            self.assertEqual(document["scopes_supported"], [READ, REVIEW])

    def test_tokenWithoutTheScope_is403NamingIt(self):
        # Given a token of the reading scope
        token = self.glewlwyd.token(READ, self.resource)["access_token"]
        # When it reads, and when it calls the tool that writes
        reading = self.call(self.server, token, "tools/call", {"name": "nearby", "arguments": dict(DIJON, limit=1)})
        writing = self.call(self.server, token, "tools/call", {"name": "review_add", "arguments": {"place_id": "x", "stars": 3}})
        # Then it reads; the write is 403 insufficient_scope naming the review scope
        self.assertEqual(reading[0], 200, reading[2])
        self.assertEqual(writing[0], 403)
        self.assertIn('error="insufficient_scope"', writing[1]["www-authenticate"])
        self.assertIn(f'scope="{REVIEW}"', writing[1]["www-authenticate"])

    def assertRefused(self, server, token, reason):
        status, headers, body = self.call(server, token)
        self.assertEqual(status, 401, body)
        self.assertIn('error="invalid_token"', headers["www-authenticate"])
        self.assertIn(reason, json.dumps(body))

    def test_refusals_expiredRevokedOtherResourceNoneAndForged(self):
        issued = self.glewlwyd.token(READ, self.resource)["access_token"]
        self.assertEqual(self.call(self.server, issued)[0], 200)
        header, payload, signature = issued.split(".")
        # expired: the same token two hours later (its lifetime is an hour)
        self.assertRefused(self.later, issued, "the token has expired")
        # issued for another resource
        elsewhere = self.glewlwyd.token(READ, self.other)["access_token"]
        self.assertEqual(claims(elsewhere)["aud"], self.other)
        self.assertRefused(self.server, elsewhere, f"the token was not issued for this server ({self.resource})")
        # alg none, and HS256 with the published public key as its secret
        none = b64url(json.dumps({"typ": "at+jwt", "alg": "none", "kid": "key-1"}).encode())
        self.assertRefused(self.server, f"{none}.{payload}.", "the token's algorithm (none) is not accepted")
        public = json.dumps(self.glewlwyd.public_key("key-1")).encode()
        hs = b64url(json.dumps({"typ": "at+jwt", "alg": "HS256", "kid": "key-1"}).encode())
        mac = b64url(hmac.new(public, f"{hs}.{payload}".encode(), hashlib.sha256).digest())
        self.assertRefused(self.server, f"{hs}.{payload}.{mac}", "the token's algorithm (HS256) is not accepted")
        # forged: the claims changed (every scope), the signature kept
        forged = dict(claims(issued), scope=f"{READ} {REVIEW}")
        self.assertRefused(self.server, f"{header}.{b64url(json.dumps(forged).encode())}.{signature}",
                           "the token's signature does not verify")
        # revoked: refused at once by the server that introspects
        self.glewlwyd.revoke(issued)
        self.assertRefused(self.server, issued, "the token is not active (expired or revoked)")

    def test_rotatedKey_isAcceptedAfterTheKeysAreFetchedAgain(self):
        # Given the server has the keys of tokens signed before a rotation
        before = self.glewlwyd.token(READ, self.resource)["access_token"]
        self.assertEqual(self.call(self.later, before)[0], 401)  # (keys fetched; expired there)
        self.assertEqual(self.call(self.server, before)[0], 200)
        # When the authorization server signs with a new key
        self.glewlwyd.rotate(f"key-{time.monotonic_ns()}", [self.resource, self.other])
        after = self.glewlwyd.token(READ, self.resource)["access_token"]
        # Then a token of the new key is accepted (the keys fetched again), and one of the old key still is
        self.assertNotEqual(json.loads(base64.urlsafe_b64decode(after.split(".")[0] + "=="))["kid"], "key-1")
        self.assertEqual(self.call(self.server, after)[0], 200, self.server.errors()[-500:])
        self.assertEqual(self.call(self.server, before)[0], 200)


if __name__ == "__main__":
    unittest.main()
