"""What the MCP tests share: the binaries, and the sandbox (every provider, the routers and the Foodybite server on
loopback) with a scratch home pointed at it.

Binaries: FOODYBITE_MCP_BIN, FOODYBITE_BIN and FOODYBITE_SANDBOX_BIN (default: the debug build's)."""
import os
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEBUG = os.path.join(ROOT, ".build", "debug")
MCP_BIN = os.environ.get("FOODYBITE_MCP_BIN", os.path.join(DEBUG, "foodybite-mcp"))
CLI_BIN = os.environ.get("FOODYBITE_BIN", os.path.join(DEBUG, "foodybite"))
SANDBOX_BIN = os.environ.get("FOODYBITE_SANDBOX_BIN", os.path.join(DEBUG, "foodybite-sandbox"))
TOOLS_SNAPSHOT = os.path.join(ROOT, "Tests", "MCP", "tools.json")
PROTOCOL_VERSION = "2025-11-25"
# The one instant every process of these tests lives at (foodybite's hours, the sandbox's clock), in one zone and
# locale: the tests never read the machine's clock, zone, locale or terminal.
NOW = "2026-11-24T12:30:00+01:00"


class SandboxHome:
    """The sandbox on a loopback port, and the environment of a scratch home whose every provider is it."""

    def __init__(self):
        self.scratch = tempfile.TemporaryDirectory(prefix="foodybite-mcp-")
        out = open(os.path.join(self.scratch.name, "sandbox.out"), "w+")
        self.process = subprocess.Popen(
            [SANDBOX_BIN, "--port", "0"], stdout=out, stderr=subprocess.DEVNULL,
            env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "FOODYBITE_SANDBOX_NOW": NOW, "TZ": "UTC",
                 "LANG": "C.UTF-8"})
        url = ""
        for _ in range(200):
            out.seek(0)
            url = out.readline().strip()
            if url:
                break
            time.sleep(0.05)
        self.url = url
        home = os.path.join(self.scratch.name, "home")
        os.makedirs(home)
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": home, "NO_COLOR": "1",
            "XDG_CONFIG_HOME": f"{home}/config", "XDG_CACHE_HOME": f"{home}/cache", "XDG_DATA_HOME": f"{home}/data",
            "XDG_STATE_HOME": f"{home}/state", "FOODYBITE_GEOIP_URL": "off",
            "FOODYBITE_PLACES_API_KEY": "sandbox-key", "FOODYBITE_PLACES_URL": url,
            "FOODYBITE_PLACES_LEGACY_URL": url, "FOODYBITE_FOURSQUARE_API_KEY": "sandbox-key",
            "FOODYBITE_FOURSQUARE_URL": url, "FOODYBITE_OVERPASS_URL": url, "FOODYBITE_NOMINATIM_URL": url,
            "FOODYBITE_ROUTES_URL": url, "FOODYBITE_ROUTER": "osrm", "FOODYBITE_OSRM_FOOT_URL": f"{url}/routed-foot",
            "FOODYBITE_OSRM_BIKE_URL": f"{url}/routed-bike", "FOODYBITE_OSRM_CAR_URL": f"{url}/routed-car",
            "FOODYBITE_SERVER_URL": url,
            "FOODYBITE_NOW": NOW, "TZ": "Europe/Paris", "LANG": "C.UTF-8",
            # OSRM's and Nominatim's one request a second kept on an injected clock: no test waits for it
            "FOODYBITE_TEST_SPACING_CLOCK": self.spacing_clock,
        }

    @property
    def spacing_clock(self):
        """The file of the spacing's injected clock: the seconds its pauses added, instead of being waited out."""
        return os.path.join(self.scratch.name, "spacing-clock")

    def spaced_seconds(self):
        """How long the processes' requests to the spaced services would have waited for one another so far."""
        try:
            with open(self.spacing_clock) as clock:
                return float(clock.read().strip() or 0)
        except FileNotFoundError:
            return 0.0

    def stop(self):
        self.process.terminate()
        self.process.wait()
        self.scratch.cleanup()
