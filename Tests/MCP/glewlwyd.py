"""Glewlwyd 2.7 (Debian's `glewlwyd` package, an OAuth 2.1 / OpenID Connect server nobody here wrote) on loopback, for
the OAuth tests of foodybite-mcp: its own SQLite database and configuration in a scratch folder, its OpenID Connect
plugin set up through its admin API as docs/mcp.md tells a deployment to (JWT access tokens signed with ES256, PKCE,
resource indicators, refresh, introspection and revocation), a user who consents in a "browser" the test drives
(Glewlwyd's own login API and its consent step), and the key rotated on demand."""
import base64
import gzip
import json
import os
import shutil
import socket
import sqlite3
import subprocess
import tempfile
import time
import urllib.parse

import requests
from cryptography.hazmat.primitives.asymmetric import ec

GLEWLWYD = shutil.which("glewlwyd") or "/usr/bin/glewlwyd"
SCHEMA = "/usr/share/doc/glewlwyd/database/init.sqlite3.sql.gz"
WEBAPP = "/usr/share/glewlwyd/webapp"
READ, REVIEW, INTROSPECT = "foodybite.read", "foodybite.review", "foodybite.introspect"
CLIENT_ID, REDIRECT = "assistant", "http://127.0.0.1:9/callback"
SERVER_CLIENT, SERVER_SECRET = "foodybite-mcp", "introspection-secret-for-tests"
USER, PASSWORD = "alice", "alice-password-for-tests"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def signing_key(kid):
    """An ES256 private key as a JWK (Glewlwyd's jwks-private)."""
    key = ec.generate_private_key(ec.SECP256R1())
    numbers = key.private_numbers()

    def b64(value):
        return base64.urlsafe_b64encode(value.to_bytes(32, "big")).rstrip(b"=").decode()
    return {"kty": "EC", "crv": "P-256", "kid": kid, "alg": "ES256", "use": "sig", "x": b64(numbers.public_numbers.x),
            "y": b64(numbers.public_numbers.y), "d": b64(numbers.private_value)}


class Glewlwyd:
    def __init__(self, resources):
        """`resources`: the resources (RFC 8707) its tokens may be issued for."""
        self.folder = tempfile.mkdtemp(prefix="glewlwyd-")
        self.port = free_port()
        self.base = f"http://localhost:{self.port}"
        self.api = f"{self.base}/api"
        self.issuer = f"{self.api}/oidc"
        database = os.path.join(self.folder, "glewlwyd.db")
        with gzip.open(SCHEMA, "rt") as schema, sqlite3.connect(database) as db:
            db.executescript(schema.read())
        config = os.path.join(self.folder, "glewlwyd.conf")
        with open(config, "w") as out:
            out.write(self._config(database))
        self.log = open(os.path.join(self.folder, "glewlwyd.log"), "w")
        self.process = subprocess.Popen([GLEWLWYD, f"--config-file={config}"], stdout=self.log, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
        self._wait()
        self.admin = self._session("admin", "password")
        self.keys = [signing_key("key-1")]
        for name in (READ, REVIEW, INTROSPECT):
            self._ok(self.admin.post(f"{self.api}/scope/", json={
                "name": name, "display_name": name, "description": name, "password_required": name != INTROSPECT,
                "password_max_age": 86400, "scheme": {}}))
        self._ok(self.admin.post(f"{self.api}/mod/plugin/", json={
            "module": "oidc", "name": "oidc", "display_name": "OpenID Connect", "order_rank": 0, "enabled": True,
            "parameters": self._parameters(resources)}))
        self._ok(self.admin.post(f"{self.api}/user/", json={
            "username": USER, "password": PASSWORD, "scope": [READ, REVIEW, "g_profile"], "enabled": True}))
        # The assistant: a public client (no secret: PKCE); foodybite-mcp: the confidential client that introspects.
        self._ok(self.admin.post(f"{self.api}/client/", json={
            "client_id": CLIENT_ID, "name": "An assistant", "enabled": True, "confidential": False, "scope": [],
            "redirect_uri": [REDIRECT], "authorization_type": ["code", "refresh_token"]}))
        self._ok(self.admin.post(f"{self.api}/client/", json={
            "client_id": SERVER_CLIENT, "name": "foodybite-mcp", "enabled": True, "confidential": True,
            "password": SERVER_SECRET, "scope": [INTROSPECT], "redirect_uri": [],
            "authorization_type": ["client_credentials"], "token_endpoint_auth_method": ["client_secret_basic"]}))

    def _config(self, database):
        return f"""port={self.port}
bind_address="127.0.0.1"
external_url="{self.base}"
login_url="login.html"
api_prefix="api"
static_files_path="{WEBAPP}"
allow_origin="*"
log_mode="console"
log_level="INFO"
cookie_domain="localhost"
cookie_secure=0
session_expiration=3600
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=true
login_api_enabled=true
max_post_size=1048576
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="/usr/lib/glewlwyd/user"
client_module_path="/usr/lib/glewlwyd/client"
user_auth_scheme_module_path="/usr/lib/glewlwyd/scheme"
plugin_module_path="/usr/lib/glewlwyd/plugin"
hash_algorithm="SHA512"
database = {{ type = "sqlite3" path = "{database}" }};
"""

    def _parameters(self, resources):
        return {
            "iss": self.issuer, "jwt-type": "ecdsa", "jwt-key-size": "256",
            "jwks-private": json.dumps({"keys": self.keys}), "default-kid": self.keys[0]["kid"], "jwks-show": True,
            "access-token-duration": 3600, "refresh-token-duration": 86400, "code-duration": 600,
            "refresh-token-rolling": True, "allow-non-oidc": True, "auth-type-code-enabled": True,
            "auth-type-refresh-enabled": True, "auth-type-client-enabled": True, "auth-type-implicit-enabled": False,
            "auth-type-token-enabled": False, "auth-type-password-enabled": False, "auth-type-none-enabled": False,
            "auth-type-device-enabled": False, "pkce-allowed": True, "pkce-method-plain-allowed": False,
            "introspection-revocation-allowed": True, "introspection-revocation-allow-target-client": True,
            "introspection-revocation-auth-scope": [INTROSPECT],
            "resource-allowed": True, "resource-scope": {READ: resources, REVIEW: resources},
            "resource-scope-and-client-property": False, "subject-type": "public", "scope": [], "claims": [],
            "additional-parameters": [], "request-parameter-allow": False, "session-management-allowed": False}

    def _wait(self):
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.05)
        raise RuntimeError(f"glewlwyd did not start: {open(self.log.name).read()[-2000:]}")

    def _session(self, username, password):
        """A session signed in with `username`'s password (Glewlwyd's login API: what its login page calls)."""
        session = requests.Session()
        answer = session.post(f"{self.api}/auth/", json={"username": username, "password": password}, timeout=10)
        self._ok(answer)
        # (the cookie names Domain=localhost, which Python's cookie jar will not send to localhost)
        session.headers["Cookie"] = answer.headers["Set-Cookie"].split(";")[0]
        return session

    @staticmethod
    def _ok(answer):
        if answer.status_code != 200:
            raise RuntimeError(f"glewlwyd: {answer.request.method} {answer.request.url}: {answer.status_code} {answer.text[:300]}")
        return answer

    def consent(self, authorization_url):
        """The browser step: the user signs in, grants the scopes asked to the assistant, and the authorization
        endpoint redirects to the client's redirect URI: (code, state)."""
        browser = self._session(USER, PASSWORD)
        scope = urllib.parse.parse_qs(urllib.parse.urlsplit(authorization_url).query)["scope"][0]
        self._ok(browser.put(f"{self.api}/auth/grant/{CLIENT_ID}", json={"scope": scope}))
        answer = browser.get(authorization_url, allow_redirects=False, timeout=10)
        location = answer.headers["Location"]
        if location.startswith(f"{self.base}/login.html"):
            # Glewlwyd's login page, signed in already, goes back to the authorization with g_continue
            callback = urllib.parse.parse_qs(urllib.parse.urlsplit(location).query)["callback_url"][0]
            location = browser.get(callback + "&g_continue", allow_redirects=False, timeout=10).headers["Location"]
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(location).query)
        if "code" not in query:
            raise RuntimeError(f"glewlwyd refused the authorization: {location}")
        return query["code"][0], query.get("state", [None])[0]

    def token(self, scope, resource):
        """An access token for `resource` with `scope`, by the authorization code flow with PKCE outside any SDK."""
        verifier = base64.urlsafe_b64encode(os.urandom(32)).rstrip(b"=").decode()
        import hashlib
        challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
        query = {"response_type": "code", "client_id": CLIENT_ID, "redirect_uri": REDIRECT, "scope": scope,
                 "state": "s", "code_challenge": challenge, "code_challenge_method": "S256", "resource": resource}
        code, _ = self.consent(f"{self.issuer}/auth?{urllib.parse.urlencode(query)}")
        answer = self._ok(requests.post(f"{self.issuer}/token", data={
            "grant_type": "authorization_code", "code": code, "client_id": CLIENT_ID, "redirect_uri": REDIRECT,
            "code_verifier": verifier, "resource": resource}, timeout=10))
        return answer.json()

    def revoke(self, token):
        """RFC 7009's revocation, by the confidential client with its own token of the introspection scope."""
        own = self._ok(requests.post(f"{self.issuer}/token", data={"grant_type": "client_credentials", "scope": INTROSPECT},
                                     auth=(SERVER_CLIENT, SERVER_SECRET), timeout=10)).json()["access_token"]
        self._ok(requests.post(f"{self.issuer}/revoke", data={"token": token, "token_type_hint": "access_token"},
                               headers={"Authorization": f"Bearer {own}"}, timeout=10))

    def rotate(self, kid, resources):
        """A new signing key, first (the one that signs), the old ones still published; the plugin reloaded."""
        self.keys.insert(0, signing_key(kid))
        self._ok(self.admin.put(f"{self.api}/mod/plugin/oidc", json={
            "module": "oidc", "name": "oidc", "display_name": "OpenID Connect", "order_rank": 0, "enabled": True,
            "parameters": self._parameters(resources)}))
        self._ok(self.admin.put(f"{self.api}/mod/plugin/oidc/reset"))

    def public_key(self, kid):
        """The public JWK published for `kid`."""
        keys = requests.get(f"{self.issuer}/jwks", timeout=10).json()["keys"]
        return next(key for key in keys if key["kid"] == kid)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)
