"""The map page (`--format html`, issue 58) in a real browser: headless Chromium from Debian (chromium,
chromium-driver) driven by Selenium (PyPI) opens pages the foodybite binary wrote from the sandbox, with tiles served
from loopback by this test (every request recorded), and checks what a person sees and does: a marker and a row per
place, popups that say what the JSON rows say, the keyboard path, no console error, no request but the tiles', both
widths with nothing cut (screenshots in BROWSER_ARTIFACTS, default .build-browser/), size and time to interactive,
hostile names, and accessibility: axe-core 4.12.1 (Deque's rules, as the PyPI wheel axe-playwright-python ships them)
run in the page finds nothing serious or critical, a skip link leads past the map, markers are numbered buttons that
Enter opens and Escape closes (issue 66). Without Chromium, its driver or Selenium, the class is skipped with one line
saying why.

Binaries: FOODYBITE_BIN and FOODYBITE_SANDBOX_BIN (default: the debug build's), as Tests/MCP's."""
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import unittest
import urllib.request
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "MCP"))
from mcp_sandbox import CLI_BIN, ROOT, SandboxHome  # noqa: E402

try:
    from selenium import webdriver
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    webdriver = None

CHROMIUM = shutil.which("chromium")
CHROMEDRIVER = shutil.which("chromedriver")
SKIP = (
    "Selenium is not installed (make test-browser installs it)" if webdriver is None
    else "Chromium is not installed (make test-browser installs chromium and chromium-driver)" if not CHROMIUM
    else "chromium-driver is not installed (make test-browser installs it)" if not CHROMEDRIVER
    else None)
ARTIFACTS = os.environ.get("BROWSER_ARTIFACTS", os.path.join(ROOT, ".build-browser"))
DIJON = ["--location", "47.3220,5.0415"]
HOSTILE = os.path.join(ROOT, "Fixtures", "hostile", "hostile-names-overpass.json")


def axe_source():
    """axe-core's axe.min.js from the wheel the Makefile installs (reference-deps), read without importing the
    package (its Python half wants Playwright)."""
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise AssertionError("axe-playwright-python is not installed: run make reference-deps")
    with open(os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")) as file:
        return file.read()


def tile_png():
    """A 256 px tile: a pale ground with a grid, enough to see that tiles loaded."""
    rows = []
    for y in range(256):
        row = bytearray([0])
        for x in range(256):
            line = x % 64 == 0 or y % 64 == 0
            row += bytes((205, 214, 200) if line else (236, 234, 226))
        rows.append(bytes(row))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 256, 256, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows)))
            + chunk(b"IEND", b""))


def chromium(*arguments):
    """Headless Chromium driven by Selenium, its network and console logged."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,900", "--lang=en-US", *arguments]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


class TileServer:
    """Tiles on loopback, every request recorded."""

    def __init__(self):
        png = tile_png()
        requests = self.requests = []

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                requests.append(self.path)
                self.send_response(200)
                self.send_header("Content-Type", "image/png")
                self.send_header("Content-Length", str(len(png)))
                self.end_headers()
                self.wfile.write(png)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


class BrowserCase(unittest.TestCase):
    """A class of browser tests: the sandbox, tiles on loopback, a scratch folder and Chromium, for the class."""
    chromium_arguments = ()

    @classmethod
    def setUpClass(cls):
        cls.sandbox = SandboxHome()
        cls.tiles = TileServer()
        cls.scratch = tempfile.TemporaryDirectory(prefix="foodybite-browser-")
        cls.driver = chromium(*cls.chromium_arguments)

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.tiles.stop()
        cls.sandbox.stop()
        cls.scratch.cleanup()


@unittest.skipIf(SKIP, SKIP)
class MapPageBrowserTests(BrowserCase):
    chromium_arguments = ("--allow-file-access-from-files",)

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        os.makedirs(ARTIFACTS, exist_ok=True)

    # Helpers

    def foodybite(self, words, tile_url=None):
        env = dict(self.sandbox.env)
        env["FOODYBITE_TILE_URL"] = tile_url or self.tiles.origin + "/{z}/{x}/{y}.png"
        run = subprocess.run([CLI_BIN] + words, env=env, capture_output=True, text=True, timeout=60)
        self.assertEqual(run.returncode, 0, run.stderr)
        return run.stdout

    def page(self, words, name, tile_url=None):
        """The page `nearby WORDS --format html` writes, and the JSON rows of the same search."""
        path = os.path.join(self.scratch.name, name + ".html")
        self.foodybite(["nearby"] + words + ["--format", "html", "--output", path], tile_url)
        rows = json.loads(self.foodybite(["nearby"] + words + ["--format", "json"], tile_url))
        return path, rows

    def open(self, path, width=1280, height=900):
        self.driver.get_log("performance")
        self.driver.get_log("browser")
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
        self.driver.get("file://" + path)
        for _ in range(100):
            if self.driver.execute_script("return document.documentElement.getAttribute('data-fb-ready')"):
                return
            time.sleep(0.05)
        self.fail("the page never became ready: %s" % self.driver.get_log("browser"))

    def requested(self):
        urls = []
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                urls.append(message["params"]["request"]["url"])
        return urls

    def popup_fields(self):
        """The open popup's values by their field, as text (also when the popup is scrolled out of view)."""
        return self.driver.execute_script("""
            const popups = document.querySelectorAll('.leaflet-popup-content');
            const fields = {};
            if (popups.length === 0) return fields;
            for (const element of popups[popups.length - 1].querySelectorAll('[data-field]'))
              fields[element.getAttribute('data-field')] = element.textContent;
            return fields;""")

    def inject_overpass(self, elements, uses=2):
        """The sandbox's Overpass answers these elements `uses` times (the page's search and the JSON one)."""
        path = os.path.join(self.scratch.name, f"overpass-{len(elements)}.json")
        with open(path, "w") as file:
            json.dump({"version": 0.6, "generator": "foodybite browser tests", "elements": elements}, file)
        request = urllib.request.Request(
            self.sandbox.url + "/sandbox/faults", data=json.dumps({"rule": f"/api/interpreter=body:{path}*{uses}"}).encode(),
            headers={"Content-Type": "application/json"}, method="POST")
        with urllib.request.urlopen(request) as response:
            self.assertEqual(response.status, 201)

    def axe_violations(self):
        """axe-core's serious and critical violations of the open page: (rule, impact, first target, count)."""
        self.driver.execute_script(axe_source() + "\n;return true;")
        found = self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            axe.run(document, { resultTypes: ['violations'] }).then(result => done(result.violations.map(v => [
              v.id, v.impact, JSON.stringify(v.nodes[0] && v.nodes[0].target), v.nodes.length])),
              error => done([['axe failed', String(error), '', 0]]));""")
        return [v for v in found if v[1] in ("serious", "critical") or v[0] == "axe failed"]

    def marked(self):
        """The places with a marker of their own on the map, and those in a group's."""
        alone = [e.get_attribute("data-place-id") for e in self.driver.find_elements(By.CSS_SELECTOR, ".fb-marker")]
        grouped = [i for e in self.driver.find_elements(By.CSS_SELECTOR, ".fb-group")
                   for i in e.get_attribute("data-place-ids").split()]
        return alone + grouped

    def reveal(self, place):
        """The place's own marker, its row chosen first when it is in a group (the chosen place stands alone);
        the popup its row opened closed again."""
        found = self.driver.find_elements(By.CSS_SELECTOR, f'.fb-marker[data-place-id="{place}"]')
        if not found:
            row = self.driver.find_element(By.CSS_SELECTOR, f'li.fb-place[data-place-id="{place}"] button')
            self.driver.execute_script("arguments[0].click()", row)
            self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
            found = self.driver.find_elements(By.CSS_SELECTOR, f'.fb-marker[data-place-id="{place}"]')
        self.assertEqual(len(found), 1, place)
        return found[0]

    def active(self, script):
        return self.driver.execute_script("const e = document.activeElement; return " + script)

    @staticmethod
    def shown_name(row):
        return f"{row['localName']} ({row['name']})" if row.get("localName") else row["name"]

    # Tests

    def test_everyPlace_hasAMarkerAndARow_andItsPopupSaysWhatItsJSONRowSays(self):
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "all", "--limit", "60"], "all")
        self.open(path)
        ids = [row["placeID"] for row in rows]
        mapped = [row["placeID"] for row in rows if any(s != "google" for s in row["sources"])]
        listed = [e.get_attribute("data-place-id") for e in self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place")]
        self.assertGreaterEqual(len(rows), 10)
        self.assertEqual(listed, ids, "a row per place, in the answer's order")
        self.assertEqual(sorted(self.marked()), sorted(mapped), "a marker (alone or in a group) per place not Google's alone")
        for row in [r for r in rows if r["placeID"] in mapped][:12]:
            marker = self.reveal(row["placeID"])
            self.driver.execute_script("arguments[0].click()", marker)
            fields = self.popup_fields()
            self.assertEqual(fields.get("name"), self.shown_name(row))
            self.assertEqual(fields.get("providers"), ", ".join(row["sources"]))
            if row.get("kind"):
                self.assertEqual(fields.get("kind"), row["kind"])
            if row.get("rating") is not None:
                self.assertIn(f"{row['rating']:.1f}", fields.get("rating", ""))
            selected = self.driver.find_element(By.CSS_SELECTOR, "li.fb-place.fb-selected")
            self.assertEqual(selected.get_attribute("data-place-id"), row["placeID"], "clicking a marker marks its row")
        # The page with a popup open, for docs/output.md (copied there by hand when the page changes)
        first = self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place button")[2]
        first.click()
        time.sleep(0.5)
        self.driver.save_screenshot(os.path.join(ARTIFACTS, "map-page-popup-1280.png"))
        self.assertEqual([e for e in self.driver.get_log("browser") if e["level"] == "SEVERE"], [])

    def test_googlesOwnPlaces_areListedWithoutAMarker(self):
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "google"], "google")
        self.open(path)
        self.assertGreater(len(rows), 0)
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place .fb-unmapped")), len(rows))
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, ".fb-marker"), [])
        self.assertIn("Places from Google Maps.", self.driver.find_element(By.TAG_NAME, "footer").text)

    def test_keyboard_reachesEveryRowInOrder_andEnterOpensItsPopup(self):
        path, rows = self.page(DIJON + ["--radius", "1000", "--provider", "osm", "--limit", "15"], "keyboard")
        self.open(path)
        self.driver.execute_script("document.activeElement.blur(); window.focus();")
        body = self.driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.TAB)
        reached = []
        for _ in range(200):
            place = self.driver.execute_script(
                "const li = document.activeElement.closest('li.fb-place'); return li && li.getAttribute('data-place-id')")
            if place and place not in reached:
                reached.append(place)
            if len(reached) == len(rows):
                break
            self.driver.switch_to.active_element.send_keys(Keys.TAB)
        self.assertEqual(reached, [row["placeID"] for row in rows])
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        time.sleep(0.4)
        self.assertEqual(self.popup_fields().get("name"), self.shown_name(rows[-1]))
        active = self.driver.execute_script("return document.activeElement.closest('li').getAttribute('aria-current')")
        self.assertEqual(active, "true")

    def test_page_asksNothingButTheTiles_andFitsBothWidthsWithNothingCut(self):
        path, _ = self.page(DIJON + ["--radius", "1500", "--provider", "osm"], "widths")
        for width, height in [(375, 812), (1280, 900)]:
            self.open(path, width, height)
            time.sleep(0.5)
            for url in self.requested():
                if url.startswith("file://") or url.startswith("data:"):
                    continue
                self.assertTrue(url.startswith(self.tiles.origin + "/"), url)
            self.assertTrue(any(p.endswith(".png") for p in self.tiles.requests), "tiles were asked")
            overflow = self.driver.execute_script("""
                const width = document.documentElement.clientWidth;
                const cut = [];
                if (document.documentElement.scrollWidth > width) cut.push('page ' + document.documentElement.scrollWidth);
                for (const element of document.querySelectorAll('header *, #side *, footer *, #map')) {
                  const rect = element.getBoundingClientRect();
                  if (rect.width > 0 && (rect.left < -1 || rect.right > width + 1)) cut.push(element.outerHTML.slice(0, 80));
                  // The map clips its tiles by design; any other box that hides what overflows it cuts text.
                  if (element.id !== 'map' && element.scrollWidth > element.clientWidth + 1
                      && getComputedStyle(element).overflowX === 'hidden')
                    cut.push('clipped ' + element.outerHTML.slice(0, 80));
                }
                // Nothing drawn over anything else: the list ends before the footer starts.
                const rows = document.querySelectorAll('#side li, #side p');
                const footer = document.querySelector('footer').getBoundingClientRect();
                const side = document.querySelector('#side');
                const last = rows.length ? rows[rows.length - 1].getBoundingClientRect() : null;
                if (last && getComputedStyle(side).overflowY === 'visible' && last.bottom > footer.top + 1)
                  cut.push('the list runs under the footer');
                return cut;""")
            self.assertEqual(overflow, [], f"{width} px")
            self.driver.save_screenshot(os.path.join(ARTIFACTS, f"map-page-{width}.png"))
            self.assertEqual([e for e in self.driver.get_log("browser") if e["level"] == "SEVERE"], [])

    def test_sixtyPlaces_weighUnder300KB_andAreInteractiveWithinASecond(self):
        # Sixty restaurants around Dijon's centre (the sandbox's own data has 14 there), with what real tags carry
        elements = [{
            "type": "node", "id": 7700000001 + i, "lat": 47.3180 + (i // 8) * 0.0012, "lon": 5.0360 + (i % 8) * 0.0016,
            "tags": {"amenity": "restaurant", "name": f"Brasserie n°{i + 1} — Les Trois Faisans de la Côte-d'Or",
                     "cuisine": "french;regional", "opening_hours": "Mo-Sa 11:30-14:30,18:30-22:30; PH off",
                     "addr:street": "Rue des Forges", "addr:housenumber": str(i + 1), "diet:vegetarian": "yes",
                     "wheelchair": "limited", "outdoor_seating": "yes", "website": "https://example.org/"}}
            for i in range(60)]
        self.inject_overpass(elements)
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "osm", "--limit", "60", "--no-cache"], "sixty")
        self.open(path)
        self.assertEqual(len(rows), 60)
        self.assertLess(os.path.getsize(path), 300_000)
        ready = int(self.driver.execute_script("return document.documentElement.getAttribute('data-fb-ready')"))
        self.assertLess(ready, 1000, f"interactive after {ready} ms")

    def test_hostileNames_areShownAsTheirText_andRunNothing(self):
        with open(HOSTILE) as file:
            self.inject_overpass(json.load(file)["elements"])
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "osm", "--no-cache"], "hostile")
        for width in [375, 1280]:
            self.open(path, width)
            with self.assertRaises(NoAlertPresentException):
                self.driver.switch_to.alert.text
            names = [e.text for e in self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place .fb-name")]
            self.assertEqual(len(names), 6)
            self.assertIn("<script>alert(1)</script>", names)
            self.assertEqual(sorted(names), sorted(self.shown_name(row) for row in rows))
            self.assertEqual(len(self.driver.find_elements(By.TAG_NAME, "img")), len(self.driver.find_elements(
                By.CSS_SELECTOR, "img.leaflet-tile")), "no image but tiles")
            for marker in self.driver.find_elements(By.CSS_SELECTOR, ".fb-marker"):
                self.driver.execute_script("arguments[0].click()", marker)
                self.assertIn(self.popup_fields().get("name"), names)
            wide = self.driver.execute_script(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth")
            self.assertTrue(wide, f"{width} px: a 500-character name wraps")
            self.assertEqual([e for e in self.driver.get_log("browser") if e["level"] == "SEVERE"], [])

    def test_axe_findsNothingSeriousOrCritical_onThePagesPeopleGet(self):
        self.driver.set_script_timeout(60)
        for words, name in [
            (DIJON + ["--radius", "1500", "--provider", "all", "--limit", "60"], "axe-all"),
            (DIJON + ["--radius", "1500", "--provider", "google"], "axe-google"),
        ]:
            path, _ = self.page(words, name)
            for width in [375, 1280]:
                self.open(path, width)
                self.assertEqual(self.axe_violations(), [], f"{name} at {width} px")
            marker = self.driver.find_elements(By.CSS_SELECTOR, ".fb-marker")
            if marker:
                self.driver.execute_script("arguments[0].click()", marker[0])
                time.sleep(0.5)  # the popup's fade-in done: axe judges contrast as it is drawn
                self.assertEqual(self.axe_violations(), [], f"{name} with a popup open")

    def test_skipLink_isTheFirstStop_andTheFirstRowIsTwoKeysAway(self):
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "osm", "--limit", "60"], "skip")
        self.open(path)
        self.driver.execute_script("document.activeElement.blur(); window.focus();")
        self.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
        self.assertEqual(self.active("e.className"), "fb-skip")
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        self.driver.switch_to.active_element.send_keys(Keys.TAB)
        self.assertEqual(self.active("e.closest('li.fb-place') && e.closest('li.fb-place').getAttribute('data-place-id')"),
                         rows[0]["placeID"])

    def test_markers_areNumberedButtons_enterMarksTheRow_andEscapeClosesThePopup(self):
        path, rows = self.page(DIJON + ["--radius", "1000", "--provider", "osm", "--limit", "15"], "markers")
        self.open(path)
        numbers = {e.get_attribute("data-place-id"): e.find_element(By.CSS_SELECTOR, ".fb-number").text
                   for e in self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place")}
        self.assertEqual([numbers[row["placeID"]] for row in rows], [str(i + 1) for i in range(len(rows))])
        for marker in self.driver.find_elements(By.CSS_SELECTOR, ".fb-marker"):
            place = marker.get_attribute("data-place-id")
            self.assertEqual(marker.get_attribute("role"), "button")
            self.assertEqual(self.driver.execute_script("return arguments[0].textContent", marker), numbers[place])
            self.assertTrue(marker.get_attribute("aria-label").startswith(numbers[place] + ". "))
        self.assertEqual(len(self.driver.find_elements(By.CSS_SELECTOR, ".fb-start")), 1, "where the search started")
        third = rows[2]
        marker = self.reveal(third["placeID"])
        self.driver.execute_script("arguments[0].focus()", marker)
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        time.sleep(0.3)
        self.assertEqual(self.popup_fields().get("name"), self.shown_name(third))
        selected = self.driver.find_element(By.CSS_SELECTOR, "li.fb-place.fb-selected")
        self.assertEqual(selected.get_attribute("data-place-id"), third["placeID"], "Enter on a marker marks its row")
        self.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        time.sleep(0.3)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, ".leaflet-popup"), [], "Escape closes the popup")
        self.assertEqual(self.active("e.getAttribute('data-place-id')"), third["placeID"], "focus back on the marker")

    def test_overlappingMarkers_areOneGroupSayingHowMany_andEnterZoomsToThem(self):
        # 60 places within about 250 m of the centre of a 1,500 m circle (the blob)
        self.inject_overpass([
            {"type": "node", "id": 8000 + i, "lat": 47.3220 + 0.0004 * (i // 8 - 3.5), "lon": 5.0415 + 0.0006 * (i % 8 - 3.5),
             "tags": {"amenity": "restaurant", "name": f"Table {i + 1}"}} for i in range(60)])
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "osm", "--limit", "60", "--no-cache"], "groups")
        self.assertEqual(len(rows), 60)
        self.open(path)
        groups = self.driver.find_elements(By.CSS_SELECTOR, ".fb-group")
        self.assertGreater(len(groups), 0, "the places of a 1,500 m circle overlap at the zoom that shows it all")
        boxes = self.driver.execute_script("""
            return Array.from(document.querySelectorAll('.fb-marker, .fb-group'), e => {
              const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; });""")
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                self.assertGreaterEqual(max(abs(a[0] - b[0]), abs(a[1] - b[1])), 18, "no two markers on one spot")
        group = groups[0]
        members = group.get_attribute("data-place-ids").split()
        self.assertEqual(self.driver.execute_script("return arguments[0].textContent", group), str(len(members)))
        self.assertEqual(group.get_attribute("role"), "button")
        self.assertIn(f"{len(members)} places", group.get_attribute("aria-label"))
        self.driver.execute_script("arguments[0].focus()", group)
        self.driver.switch_to.active_element.send_keys(Keys.ENTER)
        time.sleep(0.8)
        alone = {e.get_attribute("data-place-id") for e in self.driver.find_elements(By.CSS_SELECTOR, ".fb-marker")}
        self.assertTrue(alone & set(members), "zoomed in, some of the group stand alone")
        self.assertEqual(sorted(self.marked()), sorted(r["placeID"] for r in rows if r["sources"] != ["google"]))

    def test_aRowWithoutAMarker_closesThePopupOpenBeforeIt(self):
        # Google's places, and one of OpenStreetMap's that is none of them (every sandbox place Google knows in Dijon
        # is on the map too)
        self.inject_overpass([{"type": "node", "id": 7001, "lat": 47.3231, "lon": 5.0402,
                               "tags": {"amenity": "restaurant", "name": "Le Bistrot du Marché couvert"}}])
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "google,osm", "--no-cache"], "google-row")
        self.open(path)
        buttons = {e.get_attribute("data-place-id"): e.find_element(By.TAG_NAME, "button")
                   for e in self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place")}
        mapped = next(row for row in rows if any(s != "google" for s in row["sources"]))
        google = next((row for row in rows if row["sources"] == ["google"]), None)
        self.assertIsNotNone(google, "places only Google knows")
        self.driver.execute_script("arguments[0].click()", buttons[mapped["placeID"]])
        time.sleep(0.3)
        self.assertEqual(self.popup_fields().get("name"), self.shown_name(mapped))
        self.driver.execute_script("arguments[0].click()", buttons[google["placeID"]])
        time.sleep(0.3)
        self.assertEqual(self.driver.find_elements(By.CSS_SELECTOR, ".leaflet-popup"), [])
        selected = self.driver.find_element(By.CSS_SELECTOR, "li.fb-place.fb-selected")
        self.assertEqual(selected.get_attribute("data-place-id"), google["placeID"])

    def test_withoutTiles_thePageSaysSo_andTheListAndMarkersStillWork(self):
        path, rows = self.page(DIJON + ["--radius", "1500", "--provider", "osm"], "no-tiles",
                               tile_url="http://127.0.0.1:9/{z}/{x}/{y}.png")
        self.open(path)
        note = self.driver.find_element(By.ID, "tiles-note")
        for _ in range(120):
            if note.is_displayed():
                break
            time.sleep(0.05)
        self.assertTrue(note.is_displayed())
        self.assertEqual(sorted(self.marked()), sorted(row["placeID"] for row in rows))
        self.driver.find_elements(By.CSS_SELECTOR, "li.fb-place button")[0].click()
        time.sleep(0.4)
        self.assertEqual(self.popup_fields().get("name"), self.shown_name(rows[0]))


if __name__ == "__main__":
    unittest.main()
