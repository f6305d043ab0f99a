#!/usr/bin/env python3
"""An Overpass answer the size of a city's (make bench): N named restaurants on a spiral around Dijon, within 1.5 km.
  overpass-city.py N rich|short OUT.json
rich: the tags real restaurants carry (cuisine, hours, address, diet, wheelchair, website); short: amenity and name
only, the most elements that fit under foodybite's 32 MiB cap (300,000 is 31 MiB)."""
import json
import math
import sys

count, kind, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
elements = []
for i in range(count):
    angle, meters = i * 0.7, 20 + i * (1450 / count)
    lat = 47.3220 + meters * math.cos(angle) / 111195
    lon = 5.0415 + meters * math.sin(angle) / (111195 * math.cos(47.322 * math.pi / 180))
    tags = {"amenity": "restaurant", "name": "R%d" % i}
    if kind == "rich":
        tags = {"amenity": "restaurant", "name": "Chez Numero %d" % i, "cuisine": "french;pizza",
                "opening_hours": "Mo-Sa 11:30-14:30,18:30-22:30; PH off", "addr:street": "Rue de la Liberté",
                "addr:housenumber": str(i % 200), "addr:city": "Dijon", "addr:postcode": "21000",
                "diet:vegetarian": "yes", "wheelchair": "limited", "website": "https://example.com/%d" % i}
    elements.append({"type": "node", "id": i + 1, "lat": round(lat, 7), "lon": round(lon, 7), "tags": tags})
with open(out, "w") as f:
    json.dump({"version": 0.6, "elements": elements}, f, separators=(",", ":"))
