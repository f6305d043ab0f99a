#!/usr/bin/env python3
"""make test-linearity: the work of every decoder grows as what a server sends, counted (valgrind's callgrind, on a
stripped copy of the release binary; steady on a busy machine), not timed.

For each shape of answer (Google's new and legacy searches, Foursquare's, Overpass's places, areas and a whole answer
read by `details`, Nominatim's matches), the sandbox sends a body of 0, N and 2N elements made from a recorded
answer in Fixtures/ (each element's id made unique), and the command that reads it runs under callgrind. The work
of 2N elements beyond the empty answer's must be at most 2.2 times that of N (a quadratic reader is 4 times).
  linearity.py BINARY SANDBOX [N]   (N: 600)   Exit 0 when every shape holds."""
import copy
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request

binary, sandbox, n = sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 600
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
work = tempfile.mkdtemp(prefix="foodybite-linearity-")
stripped = os.path.join(work, "foodybite")
subprocess.run(["cp", binary, stripped], check=True)
subprocess.run(["strip", "--strip-debug", stripped], check=True)


def fixture(path):
    with open(os.path.join(root, "Fixtures", path)) as f:
        return json.load(f)


def google(count):
    first = fixture("google-places/places-v1-searchNearby-restaurants-Dijon.json")["places"][0]
    first = {key: value for key, value in first.items() if key not in ("reviews", "photos")}  # 18 KB a place: the cap
    places = []
    for i in range(count):
        place = copy.deepcopy(first)
        place.update({"id": "ChIJlinear%06d" % i, "name": "places/ChIJlinear%06d" % i,
                      "location": {"latitude": 47.322 + i * 1e-6, "longitude": 5.0415}})
        places.append(place)
    return {"places": places}


def legacy(count):
    first = fixture("google-places/maps_http_places_nearbysearch_response.json")["results"][0]
    results = []
    for i in range(count):
        place = copy.deepcopy(first)
        place["place_id"] = "ChIJlegacy%06d" % i
        place["geometry"]["location"] = {"lat": 47.322 + i * 1e-6, "lng": 5.0415}
        results.append(place)
    return {"html_attributions": [], "results": results, "status": "OK"}


def foursquare(count):
    first = fixture("foursquare/search-2025-NetApplied.json")["results"][0]
    results = []
    for i in range(count):
        place = copy.deepcopy(first)
        place.update({"fsq_place_id": "4c2f560b66e40f47b7a%05d" % i, "latitude": 47.322 + i * 1e-6,
                      "longitude": 5.0415})
        results.append(place)
    return {"results": results}


def overpass_places(count):
    first = fixture("osm/overpass-dijon-sandbox.json")["elements"][0]
    elements = []
    for i in range(count):
        element = copy.deepcopy(first)
        element["id"] = 1_000_000 + i
        elements.append(element)
    return {"version": 0.6, "generator": "linearity", "osm3s": {}, "elements": elements}


def overpass_areas(count):
    # One area more than counted, so that even the empty case names the place's zone and country: without one,
    # foodybite reads its table of zones (a constant 14 M instructions), which the counted answers would not pay.
    areas = [{"type": "area", "id": 3_600_000_000 + i,
              "tags": {"admin_level": "8", "boundary": "administrative", "name": "Commune %d" % i,
                       "timezone": "Europe/Paris", "ISO3166-1": "FR"}} for i in range(count + 1)]
    return {"version": 0.6, "elements": areas + overpass_places(1)["elements"]}


def nominatim(count):
    first = fixture("osm/nominatim-search-sandbox.json")[0]
    matches = []
    for i in range(count):
        match = copy.deepcopy(first)
        match["place_id"] = 100_000 + i
        match["osm_id"] = 1_000_000 + i
        matches.append(match)
    return matches


near = ["--location", "47.3220,5.0415", "--radius", "1500", "--no-cache", "--format", "json"]
SHAPES = [  # name, body maker, route, command, key settings
    ("google new search: places", google, "/v1/*", ["nearby"] + near, {"FOODYBITE_PLACES_API_KEY": "k"}),
    ("google legacy search: results", legacy, "/maps/api/place/*", ["nearby", "--places-api", "legacy"] + near,
     {"FOODYBITE_PLACES_API_KEY": "k"}),
    ("foursquare search: results", foursquare, "/places/search", ["nearby", "--provider", "foursquare"] + near,
     {"FOODYBITE_FOURSQUARE_API_KEY": "k"}),
    ("overpass nearby: places", overpass_places, "/api/interpreter", ["nearby", "--provider", "osm"] + near, {}),
    ("overpass nearby: areas", overpass_areas, "/api/interpreter", ["nearby", "--provider", "osm"] + near, {}),
    ("overpass details: whole answer", overpass_places, "/api/interpreter",
     ["details", "osm:way/1000000", "--no-cache", "--format", "json"], {}),
    ("nominatim search: matches", nominatim, "/search", ["search", "Burger King", "--provider", "osm", "--format", "json"],
     {}),
]

process = subprocess.Popen([sandbox, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
url = process.stdout.readline().strip()


def inject(rule):
    request = urllib.request.Request(url + "/sandbox/faults", data=json.dumps({"rule": rule}).encode(),
                                     headers={"Content-Type": "application/json"}, method="POST")
    urllib.request.urlopen(request).read()


def clear():
    urllib.request.urlopen(urllib.request.Request(url + "/sandbox/faults", method="DELETE")).read()


def instructions(command, settings):
    home = tempfile.mkdtemp(dir=work)
    env = {"HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
           "XDG_DATA_HOME": home + "/data", "PATH": "/usr/bin:/bin", "FOODYBITE_GEOIP_URL": "off",
           "FOODYBITE_HTTP_TIMEOUT": "60", "FOODYBITE_RETRIES": "0", "FOODYBITE_PLACES_URL": url,
           "FOODYBITE_PLACES_LEGACY_URL": url, "FOODYBITE_FOURSQUARE_URL": url, "FOODYBITE_OVERPASS_URL": url,
           "FOODYBITE_NOMINATIM_URL": url, "FOODYBITE_ROUTES_URL": url}
    env.update(settings)
    out = os.path.join(home, "callgrind.out")
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, stripped] + command, env=env,
                         capture_output=True, text=True, timeout=600)
    counted = re.search(r"Collected : (\d+)", run.stderr)
    return (int(counted.group(1)) if counted else None), run


failed = 0
print("| shape | instructions, 0 | N = %d, beyond 0 | 2N, beyond 0 | 2N / N | exits |" % n)
print("|---|---|---|---|---|---|")
try:
    for name, make, route, command, settings in SHAPES:
        counts, exits = [], []
        for count in (0, n, 2 * n):
            body = os.path.join(work, "body-%d.json" % count)
            with open(body, "w") as f:
                json.dump(make(count), f, separators=(",", ":"))
            clear()
            inject("%s=body:%s" % (route, body))
            total, run = instructions(command, settings)
            if total is None:
                print("linearity: %s: no count (exit %d): %s" % (name, run.returncode, run.stderr[-300:]))
                sys.exit(1)
            counts.append(total)
            exits.append(str(run.returncode))
        grown, doubled = counts[1] - counts[0], counts[2] - counts[0]
        ratio = doubled / grown if grown > 0 else float("inf")
        verdict = "ok" if ratio <= 2.2 else "OVER 2.2"
        failed += ratio > 2.2
        print("| %s | %.1f M | %.1f M | %.1f M | %.2f %s | %s |" % (
            name, counts[0] / 1e6, grown / 1e6, doubled / 1e6, ratio, verdict, " ".join(exits)))
finally:
    process.terminate()
print("linearity: %d shapes, %d over 2.2x" % (len(SHAPES), failed))
sys.exit(1 if failed else 0)
