#!/usr/bin/env python3
"""The sandbox's Overpass data from a real extract (foodybite-sandbox --osm-data FILE): what the real Overpass API
would answer over it, for `make test-references` (Tests/References).

    python3 scripts/references/overpass-data.py monaco.osm.pbf osm-data.json

- elements: every node, way and relation of the kinds foodybite asks for (amenity restaurant, fast_food, cafe, bar,
  pub, biergarten, food_court, ice_cream; shop bakery, pastry, ...), with all their tags, as Overpass prints them:
  a node at its `lat`/`lon`, a way or relation at its `center` (the middle of its bounding box, as `out center` does);
- areas: the relations Overpass's standard rules make areas of (here: every relation assembled as a (multi)polygon
  that has a name), with id 3600000000 + the relation's id, all their tags and their outer rings (`is_in` tests a
  point against them); closed ways are not areas (only relations are, on the real server), but `is_in` also returns
  the closed ways around a point: the named ones are listed under `closedWays`.
Reads the extract with pyosmium (PyPI `osmium`), the libosmium bindings.
"""
import json
import sys

import osmium

AMENITIES = {"restaurant", "fast_food", "cafe", "bar", "pub", "biergarten", "food_court", "ice_cream"}
SHOPS = {"bakery", "pastry", "confectionery"}


def wanted(tags):
    return tags.get("amenity") in AMENITIES or tags.get("shop") in SHOPS


def bbox_center(points):
    lats = [p[0] for p in points]
    lons = [p[1] for p in points]
    return round((min(lats) + max(lats)) / 2, 7), round((min(lons) + max(lons)) / 2, 7)


def main(pbf, out):
    elements, areas, closed_ways = [], [], []
    way_points = {}
    for obj in osmium.FileProcessor(pbf).with_locations().with_areas():
        tags = {tag.k: tag.v for tag in obj.tags}
        if isinstance(obj, osmium.osm.Node):
            if wanted(tags) and obj.location.valid():
                elements.append({"type": "node", "id": obj.id, "lat": round(obj.location.lat, 7),
                                 "lon": round(obj.location.lon, 7), "tags": tags})
        elif isinstance(obj, osmium.osm.Way):
            points = [(n.lat, n.lon) for n in obj.nodes if n.location.valid()]
            if not points:
                continue
            if wanted(tags):
                lat, lon = bbox_center(points)
                elements.append({"type": "way", "id": obj.id, "center": {"lat": lat, "lon": lon}, "tags": tags})
            if obj.is_closed() and "name" in tags and len(points) >= 4:
                way_points[obj.id] = (tags, points)
        elif isinstance(obj, osmium.osm.Area):
            rings = [[(round(n.lat, 7), round(n.lon, 7)) for n in ring] for ring in obj.outer_rings()]
            rings = [ring for ring in rings if len(ring) >= 4]
            if not rings:
                continue
            if obj.from_way():
                continue
            relation = obj.orig_id()
            if wanted(tags):
                lat, lon = bbox_center([p for ring in rings for p in ring])
                elements.append({"type": "relation", "id": relation, "center": {"lat": lat, "lon": lon}, "tags": tags})
            if "name" in tags:
                areas.append({"id": 3600000000 + relation, "tags": tags, "rings": rings})
    for way, (tags, points) in sorted(way_points.items()):
        if not wanted(tags):
            closed_ways.append({"id": way, "tags": tags, "rings": [points]})
    json.dump({"about": f"Overpass's view of {pbf.rsplit('/', 1)[-1]} (scripts/references/overpass-data.py); "
                        "data (c) OpenStreetMap contributors, ODbL 1.0",
               "elements": elements, "areas": areas, "closedWays": closed_ways},
              open(out, "w"), ensure_ascii=False, separators=(",", ":"))
    print(f"{len(elements)} places, {len(areas)} areas, {len(closed_ways)} closed ways -> {out}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
