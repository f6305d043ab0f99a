#!/usr/bin/env python3
"""foodybite against the real OpenStreetMap engines (`make test-references`, scripts/references/run.sh): the release
binary, real OSRM 26.10.0 (foot, bike, car) and real Nominatim 5.3.3 on the Monaco extract, on loopback, and the
sandbox's Overpass serving the same extract as the real Overpass would (`--osm-data`). What each test expects comes
from the engines' own answers to requests the test sends itself (OSRM's `table` and `route`, Nominatim's `/search`)
and from the extract's elements, never from foodybite's output.

Environment (set by run.sh): FOODYBITE_BIN, REFERENCE_SANDBOX_URL, REFERENCE_OSRM_FOOT_URL, _BIKE_URL, _CAR_URL,
REFERENCE_OSRM_WORK (the engines' logs), REFERENCE_OSM_DATA (the extract as Overpass elements),
REFERENCE_NOMINATIM_URL (absent: the Nominatim tests are skipped, with the reason in REFERENCE_NOMINATIM_SKIPPED).
"""
import json
import math
import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.error
import urllib.parse
import urllib.request

FOODYBITE = os.environ.get("FOODYBITE_BIN", "")
SANDBOX = os.environ.get("REFERENCE_SANDBOX_URL", "")
OSRM = {mode: os.environ.get(f"REFERENCE_OSRM_{name}_URL", "") for mode, name in
        [("walk", "FOOT"), ("bike", "BIKE"), ("drive", "CAR")]}
NOMINATIM = os.environ.get("REFERENCE_NOMINATIM_URL")
CASINO = (43.7384, 7.4246)  # Avenue de la Costa, between Monte-Carlo and La Condamine
# The tags of each kind, as OpenStreetMap's wiki defines them (`nearby` asks restaurants by default)
KINDS = {"restaurant": {"restaurant", "fast_food"}, "cafe": {"cafe"}, "bar": {"bar", "pub", "biergarten"}}


def load_places(kinds=("restaurant",)):
    amenities = set().union(*(KINDS[kind] for kind in kinds))
    with open(os.environ["REFERENCE_OSM_DATA"], encoding="utf-8") as file:
        elements = json.load(file)["elements"]
    places = []
    for element in elements:
        tags = element["tags"]
        if "name" not in tags or tags.get("amenity") not in amenities:
            continue
        point = element.get("center") or element
        places.append({"id": f"osm:{element['type']}/{element['id']}", "lat": point["lat"], "lon": point["lon"],
                       "name": tags["name"]})
    return places


def metres(a, b):
    """Great-circle metres (mean Earth radius 6,371,008.8 m)."""
    (lat1, lon1), (lat2, lon2) = a, b
    p1, p2 = math.radians(lat1), math.radians(lat2)
    dp, dl = p2 - p1, math.radians(lon2 - lon1)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))


def whole(value):
    return int(math.floor(value + 0.5))


def get_json(url):
    """The JSON an engine answers, an error's too (OSRM answers 400 with {"code": "NoSegment", ...})."""
    try:
        with urllib.request.urlopen(url, timeout=30) as answer:
            return json.load(answer)
    except urllib.error.HTTPError as error:
        return json.load(error)


def osrm(mode, service, points, **query):
    path = ";".join(f"{lon:.6f},{lat:.6f}" for lat, lon in points)
    return get_json(f"{OSRM[mode]}/{service}/v1/driving/{path}?{urllib.parse.urlencode(query)}")


def osrm_durations(mode, origin, points):
    """OSRM's own table from the origin: (seconds, metres) per point, None where it has no route."""
    table = osrm(mode, "table", [origin] + points, sources="0", annotations="duration,distance")
    assert table["code"] == "Ok", table
    return [None if d is None else (d, m) for d, m in zip(table["durations"][0][1:], table["distances"][0][1:])]


def decode_polyline(text, precision=5):
    points, index, lat, lon = [], 0, 0, 0
    while index < len(text):
        values = []
        for _ in range(2):
            result, shift = 0, 0
            while True:
                chunk = ord(text[index]) - 63
                index += 1
                result |= (chunk & 0x1F) << shift
                shift += 5
                if chunk < 0x20:
                    break
            values.append(~(result >> 1) if result & 1 else result >> 1)
        lat, lon = lat + values[0], lon + values[1]
        points.append((lat / 10 ** precision, lon / 10 ** precision))
    return points


def distance_to_line(point, line):
    """Metres from a point to a polyline (a local flat projection per segment)."""
    best = math.inf
    for (alat, alon), (blat, blon) in zip(line, line[1:]):
        east = 111320 * math.cos(math.radians(alat))
        bx, by = (blon - alon) * east, (blat - alat) * 110574
        px, py = (point[1] - alon) * east, (point[0] - alat) * 110574
        squared = bx * bx + by * by
        t = min(1, max(0, (px * bx + py * by) / squared)) if squared > 0 else 0
        best = min(best, math.hypot(px - t * bx, py - t * by))
    return best


# The words of a step, written here from OSRM's HTTP documentation (docs/http.md, StepManeuver) and its reference
# client's English (osrm-text-instructions v5), independently of foodybite's table: the type's verb for the
# modifier, the road, the side of an arrival, the heading of a departure from bearing_after, the exit counted.
def compass(bearing):
    for low, high, name in [(0, 20, "north"), (21, 69, "northeast"), (70, 110, "east"), (111, 159, "southeast"),
                            (160, 200, "south"), (201, 249, "southwest"), (250, 290, "west"),
                            (291, 339, "northwest"), (340, 360, "north")]:
        if low <= bearing <= high:
            return name
    return None


def ordinal(number):
    return f"{number}" + ("th" if 11 <= number % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th"))


SIDE = {"left": "left", "slight left": "left", "sharp left": "left", "right": "right", "slight right": "right",
        "sharp right": "right"}


def expected_instruction(step):
    maneuver = step["maneuver"]
    kind, modifier, name = maneuver["type"], maneuver.get("modifier"), step.get("name") or None
    if kind == "depart":
        heading = compass(maneuver["bearing_after"])
        return (f"Head {heading}" if heading else "Start") + (f" on {name}" if name else "")
    if kind == "arrive":
        side = SIDE.get(modifier)
        return "Arrive at the place" + (f", on the {side}" if side else ", straight ahead" if modifier == "straight" else "")
    if kind in ("roundabout", "rotary"):
        place = step.get("rotary_name") or "the roundabout"
        if maneuver.get("exit"):
            return f"Enter {place} and take the {ordinal(maneuver['exit'])} exit" + (f" onto {name}" if name else "")
        return f"Enter {place}" + (f" and exit onto {name}" if name else "")
    modifier = modifier or "straight"
    onto = f" onto {name}" if name else ""
    side = SIDE.get(modifier, "straight")
    words = {"uturn": "U-turn"}.get(modifier, modifier)
    if modifier == "uturn" and kind not in ("end of road", "roundabout turn", "continue"):
        return "Make a U-turn" + onto
    if kind in ("exit roundabout", "exit rotary"):
        return "Exit the roundabout" + onto
    if kind == "fork":
        keep = {"slight left": "Keep left", "left": "Keep left", "slight right": "Keep right", "right": "Keep right",
                "straight": "Keep straight", "sharp left": "Take a sharp left", "sharp right": "Take a sharp right"}
        return keep[modifier] + (onto if name else " at the fork")
    if kind == "end of road":
        action = {"straight": "continue straight", "uturn": "make a U-turn"}.get(modifier, f"turn {modifier}")
        return f"At the end of the road, {action}" + onto
    if kind == "roundabout turn":
        action = {"left": "turn left", "right": "turn right", "straight": "continue straight"}.get(modifier, f"make a {words}")
        return f"At the roundabout, {action}" + onto
    if kind == "continue":
        base = {"straight": "Continue straight", "uturn": "Make a U-turn"}.get(
            modifier, f"Make a {modifier}" if "slight" in modifier or "sharp" in modifier else f"Turn {modifier}")
        return base + ((" and continue on " if modifier == "uturn" else " to stay on ") + name if name else "")
    if kind == "new name":
        base = {"straight": "Continue", "slight left": "Continue slightly left", "slight right": "Continue slightly right",
                "sharp left": "Take a sharp left", "sharp right": "Take a sharp right"}.get(modifier, f"Continue {modifier}")
        return base + onto if name or modifier != "straight" else "Continue straight"
    if kind == "merge":
        return ("Merge" if modifier == "straight" else f"Merge {side}") + onto
    if kind in ("on ramp", "off ramp"):
        return ("Take the ramp" if side == "straight" else f"Take the ramp on the {side}") + onto
    if kind in ("notification", "use lane") and modifier == "straight":
        return "Continue straight" if not name else f"Continue on {name}"
    if kind == "use lane":
        return f"Keep {words}" + onto
    if kind == "notification":
        return f"Continue {words}" + onto
    # turn, and any type a client does not know (read as turn)
    return {"left": "Turn left", "right": "Turn right", "straight": "Go straight"}.get(modifier, f"Make a {words}") + onto


class ReferenceTestCase(unittest.TestCase):
    places = []

    @classmethod
    def setUpClass(cls):
        cls.places = load_places()

    def run_foodybite(self, arguments, home=None, **environment):
        home = home or tempfile.mkdtemp(prefix="foodybite-ref-")
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "XDG_CONFIG_HOME": f"{home}/config",
               "XDG_CACHE_HOME": f"{home}/cache", "XDG_DATA_HOME": f"{home}/data", "XDG_STATE_HOME": f"{home}/state",
               "NO_COLOR": "1", "TZ": "UTC", "FOODYBITE_GEOIP_URL": "off", "FOODYBITE_HTTP_TIMEOUT": "10",
               "FOODYBITE_OVERPASS_URL": SANDBOX, "FOODYBITE_NOMINATIM_URL": NOMINATIM or SANDBOX,
               "FOODYBITE_OSRM_FOOT_URL": OSRM["walk"], "FOODYBITE_OSRM_BIKE_URL": OSRM["bike"],
               "FOODYBITE_OSRM_CAR_URL": OSRM["drive"]}
        env.update(environment)
        return subprocess.run([FOODYBITE] + arguments, env=env, capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL)

    def nearby_json(self, arguments, **environment):
        run = self.run_foodybite(["nearby", "--provider", "osm", "--format", "json"] + arguments, **environment)
        self.assertEqual(run.returncode, 0, run.stderr)
        return json.loads(run.stdout)

    def check_route(self, mode, origin, place):
        """foodybite's `route` to a place against OSRM's own answer to the same request: its time, length, line and
        every step's words; the maneuver types met, or None where the engine has no route (foodybite must fail)."""
        run = self.run_foodybite(["route", place["id"], "--location", "%f,%f" % origin, "--travel", mode,
                                  "--format", "json"])
        answer = osrm(mode, "route", [origin, (place["lat"], place["lon"])], overview="full",
                      geometries="polyline", steps="true")
        if answer["code"] != "Ok":
            self.assertNotEqual(run.returncode, 0)
            return None
        self.assertEqual(run.returncode, 0, run.stderr)
        route, truth = json.loads(run.stdout), answer["routes"][0]
        steps = [s for leg in truth["legs"] for s in leg["steps"]]
        with self.subTest(mode=mode, origin=origin, place=place["name"]):
            self.assertEqual(route["seconds"], whole(truth["duration"]))
            self.assertEqual(route["meters"], whole(truth["distance"]))
            line = decode_polyline(truth["geometry"])
            path = [(lat, lon) for lon, lat in route["path"]]
            self.assertTrue(all(any(abs(a - p[0]) < 2e-5 and abs(b - p[1]) < 2e-5 for p in path)
                                for a, b in line), "OSRM's line, every point of it")
            self.assertEqual([s["instruction"] for s in route["steps"]], [expected_instruction(s) for s in steps])
            self.assertEqual([s["meters"] for s in route["steps"]], [whole(s["distance"]) for s in steps])
        return {s["maneuver"]["type"] for s in steps}

    def check_routes(self, modes, origins, stride, count):
        """`check_route` from each origin to `count` places (every `stride`-th, from the origin's index), in each mode:
        how many routes the engine had, and the maneuver types they met."""
        seen, routes = set(), 0
        for mode in modes:
            for index, origin in enumerate(origins):
                for place in self.places[index::stride][:count]:
                    types = self.check_route(mode, origin, place)
                    if types is not None:
                        routes += 1
                        seen |= types
        return routes, seen

    def within(self, centre, radius, band=3, places=None):
        """The places within the radius, and those too near its edge to judge (within `band` metres of it)."""
        places = self.places if places is None else places
        inside = {p["id"] for p in places if metres(centre, (p["lat"], p["lon"])) <= radius - band}
        edge = {p["id"] for p in places if abs(metres(centre, (p["lat"], p["lon"])) - radius) < band}
        return inside, edge


class NearbyTests(ReferenceTestCase):
    def test_nearby_listsEveryNamedPlaceOfTheExtractInTheCircle_atItsGreatCircleDistance(self):
        rows = self.nearby_json(["--location", "%f,%f" % CASINO, "--radius", "800", "--limit", "60"])
        inside, edge = self.within(CASINO, 800)
        found = {row["placeID"] for row in rows}
        self.assertGreater(len(inside), 20)
        self.assertEqual(found - edge, inside)
        for row in rows:
            self.assertLessEqual(abs(row["distanceMeters"] - metres(CASINO, (row["latitude"], row["longitude"]))), 2, row)

    def test_travel_eachMode_isOSRMsOwnTableAnswer(self):
        for mode in ("walk", "bike", "drive"):
            with self.subTest(mode=mode):
                rows = self.nearby_json(["--location", "%f,%f" % CASINO, "--radius", "600", "--travel", mode,
                                         "--limit", "40"])
                self.assertGreater(len(rows), 10)
                answers = osrm_durations(mode, CASINO, [(r["latitude"], r["longitude"]) for r in rows])
                for row, answer in zip(rows, answers):
                    self.assertIsNotNone(answer, row["name"])
                    self.assertEqual(row["travel"]["mode"], mode)
                    self.assertEqual(row["travel"]["seconds"], whole(answer[0]), row["name"])
                    self.assertEqual(row["travel"]["meters"], whole(answer[1]), row["name"])

    def test_maxTravel_keepsExactlyThePlacesOSRMReachesInTime(self):
        rows = self.nearby_json(["--location", "%f,%f" % CASINO, "--radius", "1500", "--travel", "walk",
                                 "--max-travel", "8m", "--limit", "60"])
        inside, edge = self.within(CASINO, 1500)
        candidates = [p for p in self.places if p["id"] in inside]
        answers = osrm_durations("walk", CASINO, [(p["lat"], p["lon"]) for p in candidates])
        reached = {p["id"] for p, a in zip(candidates, answers) if a is not None and whole(a[0]) <= 480}
        close_call = {p["id"] for p, a in zip(candidates, answers) if a is not None and abs(a[0] - 480) < 1}
        found = {row["placeID"] for row in rows}
        self.assertGreater(len(reached), 5)
        self.assertLess(len(reached), len(candidates), "some candidates must be too far")
        self.assertEqual(found - edge - close_call, reached - close_call)

    def test_sortTravel_overEveryCandidate_isOSRMsOrder_inOneTableRequest(self):
        log = os.path.join(os.environ["REFERENCE_OSRM_WORK"], "foot", "routed.log")
        before = open(log, encoding="utf-8", errors="replace").read().count("/table/")
        rows = self.nearby_json(["--location", "%f,%f" % CASINO, "--radius", "10000", "--sort", "travel",
                                 "--travel", "walk", "--limit", "25", "--kind", "restaurant,cafe,bar"])
        requests = open(log, encoding="utf-8", errors="replace").read().count("/table/") - before
        seconds = [row["travel"]["seconds"] for row in rows]
        self.assertEqual(seconds, sorted(seconds))
        self.assertEqual(requests, 1, "every candidate in one table request")
        # OSRM's own order over every candidate of the extract (named restaurants, fast food, cafés, bars, pubs)
        inside, edge = self.within(CASINO, 10000, places=load_places(("restaurant", "cafe", "bar")))
        candidates = [p for p in load_places(("restaurant", "cafe", "bar")) if p["id"] in inside]
        self.assertGreater(len(candidates), 80, "many candidates: the extract's every named one")
        answers = osrm_durations("walk", CASINO, [(p["lat"], p["lon"]) for p in candidates])
        expected = sorted(whole(a[0]) for a in answers if a is not None)[:25]
        self.assertEqual(seconds, expected)


class RouteTests(ReferenceTestCase):
    ORIGINS = [CASINO, (43.7311, 7.4197), (43.7286, 7.4166), (43.7459, 7.4310)]

    def test_route_timeLengthLineAndEveryStepsWords_overRoutesThatMeetEveryManeuverTheEngineEmits(self):
        routes, seen = self.check_routes(("walk", "drive"), self.ORIGINS, 9, 6)
        self.assertGreater(routes, 30)
        # The set covers what the engine emits on Monaco's roads: roundabouts and their exits, forks, the end of roads
        for kind in ("depart", "arrive", "turn", "new name", "continue", "roundabout", "exit roundabout", "fork",
                     "end of road"):
            self.assertIn(kind, seen, f"no route met {kind}: {sorted(seen)}")
        print(f"  routes: {routes}, maneuver types met: {', '.join(sorted(seen))}", file=sys.stderr)

    def test_nearbyAlong_listsThePlacesWithinTheCorridorOfOSRMsOwnRoute(self):
        start, end = (43.7286, 7.4166), (43.7459, 7.4310)
        rows = self.nearby_json(["--along", "%f,%f" % start, "--to", "%f,%f" % end, "--radius", "150",
                                 "--limit", "60"])
        line = decode_polyline(osrm("walk", "route", [start, end], overview="full", geometries="polyline")["routes"][0]
                               ["geometry"])
        near = {p["id"] for p in self.places if distance_to_line((p["lat"], p["lon"]), line) <= 150 - 5}
        edge = {p["id"] for p in self.places if abs(distance_to_line((p["lat"], p["lon"]), line) - 150) < 5}
        found = {row["placeID"] for row in rows}
        self.assertGreater(len(near), 5)
        self.assertEqual(found - edge, near)


class NominatimTests(ReferenceTestCase):
    def setUp(self):
        if not NOMINATIM:
            self.skipTest(os.environ.get("REFERENCE_NOMINATIM_SKIPPED", "no Nominatim"))

    def nominatim(self, text, limit):
        return get_json(f"{NOMINATIM}/search?" + urllib.parse.urlencode({"format": "jsonv2", "q": text, "limit": limit}))

    def test_whereamiAndNear_standWhereNominatimsFirstAnswerIs(self):
        for text in ("Place du Casino", "Port Hercule", "Jardin Exotique"):
            with self.subTest(text=text):
                first = self.nominatim(text, 5)[0]  # the best of five, as foodybite asks
                centre = (float(first["lat"]), float(first["lon"]))
                here = self.run_foodybite(["whereami", "--near", text, "--format", "json"])
                self.assertEqual(here.returncode, 0, here.stderr)
                located = json.loads(here.stdout)
                self.assertLess(metres(centre, (located["latitude"], located["longitude"])), 1)
                rows = self.nearby_json(["--near", text, "--radius", "400", "--limit", "60"])
                inside, edge = self.within(centre, 400)
                self.assertEqual({row["placeID"] for row in rows} - edge, inside)

    def test_searchProviderOSM_listsNominatimsAnswersInItsOrder(self):
        for text in ("Pizza", "Café de Paris", "Sushi"):
            with self.subTest(text=text):
                run = self.run_foodybite(["search", "--provider", "osm", text, "--format", "json"])
                self.assertEqual(run.returncode, 0, run.stderr)
                expected = [f"osm:{r['osm_type']}/{r['osm_id']}" for r in self.nominatim(text, 10)]
                found = [row["placeID"] for row in json.loads(run.stdout)]
                self.assertTrue(found, text)
                self.assertEqual(found, expected[:len(found)])

    def test_anUnknownPlace_isOneLineAndExit69_nothingListed(self):
        self.assertEqual(self.nominatim("Xyzzy Nowhere Quux", 10), [])
        run = self.run_foodybite(["nearby", "--near", "Xyzzy Nowhere Quux"])
        self.assertEqual(run.returncode, 69, run.stderr)
        self.assertIn("no place matches 'Xyzzy Nowhere Quux'", run.stderr)
        self.assertEqual(run.stdout, "")


class EngineStoppedTests(ReferenceTestCase):
    def test_anEngineStoppedMidRun_isExit75_andChangesRecordsNothing(self):
        # Given a foot engine of its own, frozen while foodybite waits on it, then killed
        work = os.path.join(os.environ["REFERENCE_OSRM_WORK"], "foot")
        routed = os.path.join(os.environ["REFERENCE_OSRM_WORK"], "wheel", "osrm", "bin", "osrm-routed")
        port = free_port()
        engine = subprocess.Popen([routed, "-i", "127.0.0.1", "-p", str(port), "-a", "MLD", "map.osrm"], cwd=work,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        url = f"http://127.0.0.1:{port}"
        try:
            wait_for(url)
            home = tempfile.mkdtemp(prefix="foodybite-ref-")
            query = ["nearby", "--provider", "osm", "--location", "%f,%f" % CASINO, "--radius", "500", "--sort",
                     "travel", "--changes", "--format", "json"]
            engine.send_signal(signal.SIGSTOP)
            running = subprocess.Popen([FOODYBITE] + query, env=self.environment(home, url), stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True)
            time.sleep(1.5)
            engine.kill()
            stdout, stderr = running.communicate(timeout=60)

            # Then the documented exit, nothing listed, nothing recorded: the next run is the query's first
            self.assertEqual(running.returncode, 75, stderr)
            self.assertEqual(stdout, "")
            engine.wait()
            engine = subprocess.Popen([routed, "-i", "127.0.0.1", "-p", str(port), "-a", "MLD", "map.osrm"], cwd=work,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            wait_for(url)
            again = subprocess.run([FOODYBITE] + query, env=self.environment(home, url), capture_output=True, text=True,
                                   timeout=60)
            self.assertEqual(again.returncode, 0, again.stderr)
            self.assertIn("first run of this query", again.stderr)
        finally:
            engine.kill()
            engine.wait()

    def environment(self, home, foot):
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "XDG_CACHE_HOME": f"{home}/cache", "XDG_DATA_HOME": f"{home}/data",
               "XDG_CONFIG_HOME": f"{home}/config", "XDG_STATE_HOME": f"{home}/state", "FOODYBITE_GEOIP_URL": "off",
               "FOODYBITE_OVERPASS_URL": SANDBOX, "FOODYBITE_NOMINATIM_URL": SANDBOX, "FOODYBITE_OSRM_FOOT_URL": foot,
               "FOODYBITE_HTTP_TIMEOUT": "10", "FOODYBITE_RETRIES": "0"}
        return env


def free_port():
    import socket
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url):
    for _ in range(100):
        try:
            get_json(f"{url}/nearest/v1/driving/7.4268,43.7397")
            return
        except Exception:
            time.sleep(0.1)
    raise AssertionError(f"{url} did not start")


def main():
    """Runs the tests of the script run (`__main__`), then the closing line CI reads: N passed, N failed, N skipped.
    REFERENCE_PART=engines runs every class but Nominatim's (scripts/references/run.sh runs them while Nominatim still
    imports), REFERENCE_PART=nominatim Nominatim's alone; unset, all of them."""
    part = os.environ.get("REFERENCE_PART", "")
    loader = unittest.TestLoader()
    suite = unittest.TestSuite()
    for test in loader.loadTestsFromModule(sys.modules["__main__"]):
        for case in test:
            nominatim = type(case).__name__ == "NominatimTests"
            if part == "" or (part == "nominatim") == nominatim:
                suite.addTest(case)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    skipped = len(result.skipped)
    # A test whose subtests failed is one failed test, however many of them failed.
    failed = len({getattr(test, "test_case", test).id() for test, _ in result.failures + result.errors})
    label = f" ({part})" if part else ""
    print(f"references{label}: {max(0, result.testsRun - failed - skipped)} passed, {failed} failed, {skipped} skipped")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
