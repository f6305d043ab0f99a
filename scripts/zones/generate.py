#!/usr/bin/env python3
"""The time-zone table foodybite reads a place's zone and country from when the map data names none (`make zone-data`):
the zone boundaries of timezone-boundary-builder as timezonefinder-data ships them (PyPI, MIT licence; the boundaries
© OpenStreetMap contributors, ODbL 1.0), each simplified to within SIMPLIFY degrees (about 50 m), with each zone's
country from tzdata's zone.tab (its first country; the oceans' Etc/GMT zones are left out: no place to eat is there).

    python3 scripts/zones/generate.py OUT.bin

OUT.bin, little-endian: "FBZ1"; u16 zones, each: u8 name length, the name, 2 bytes of country ("  ": none); u32 rings,
each: u16 zone, u32 outer (0 for an outer ring, else 1 + the index of the ring it is a hole of), four i32 (its bounding
box: south, west, north, east, in 1/20,000 degrees), u32 points, u32 bytes; then each ring's points in order, as zigzag
varint differences from the point before (the first from 0, 0), latitude then longitude, in 1/20,000 degrees.
"""
import struct
import sys

import numpy as np
from shapely import LineString, simplify
from timezonefinder import TimezoneFinder

SIMPLIFY = 0.0005
SCALE = 20_000  # 1/20,000 degree: 5.5 m


def countries(path="/usr/share/zoneinfo/zone.tab"):
    table = {}
    with open(path, encoding="utf-8") as file:
        for line in file:
            if line.startswith("#") or not line.strip():
                continue
            fields = line.rstrip("\n").split("\t")
            table.setdefault(fields[2], fields[0].split(",")[0])
    return table


def ring(coordinates):
    """A ring (2 x N int32, 1e-7 degrees, longitude first) simplified, as (latitude, longitude) in 1e-5 degrees."""
    points = coordinates.astype(np.float64).T / 1e7  # (lon, lat)
    simple = np.asarray(simplify(LineString(points), SIMPLIFY, preserve_topology=False).coords)
    if len(simple) < 4:
        simple = points
    quantised = np.round(simple[:, ::-1] * SCALE).astype(np.int64)  # (lat, lon)
    keep = np.ones(len(quantised), dtype=bool)
    keep[1:] = np.any(quantised[1:] != quantised[:-1], axis=1)
    return quantised[keep]


def varints(values):
    out = bytearray()
    for value in values:
        value = int(value)
        zigzag = (value << 1) ^ (value >> 63)
        while zigzag >= 0x80:
            out.append((zigzag & 0x7F) | 0x80)
            zigzag >>= 7
        out.append(zigzag)
    return bytes(out)


def main(out):
    finder = TimezoneFinder()
    codes = countries()
    zones, index = [], {}
    records, streams = [], []
    for boundary in range(finder.nr_of_polygons):
        name = finder.zone_name_from_boundary_id(boundary)
        if name.startswith("Etc/"):
            continue
        if name not in index:
            index[name] = len(zones)
            zones.append(name)
        outer = len(records)
        for number, coordinates in enumerate([finder.coords_of(boundary)] + list(finder._holes_of_poly(boundary))):
            points = ring(coordinates)
            south, west = points.min(axis=0)
            north, east = points.max(axis=0)
            deltas = np.diff(points, axis=0, prepend=np.zeros((1, 2), dtype=np.int64)).reshape(-1)
            stream = varints(deltas)
            records.append((index[name], 0 if number == 0 else outer + 1, south, west, north, east, len(points),
                            len(stream)))
            streams.append(stream)
    blob = bytearray(b"FBZ1")
    blob += struct.pack("<H", len(zones))
    for name in zones:
        encoded = name.encode()
        blob += struct.pack("<B", len(encoded)) + encoded + codes.get(name, "  ").encode()
    blob += struct.pack("<I", len(records))
    for record in records:
        blob += struct.pack("<HIiiiiII", *record)
    for stream in streams:
        blob += stream
    with open(out, "wb") as file:
        file.write(blob)
    points = sum(r[6] for r in records)
    print(f"zones: {len(zones)} zones, {len(records)} rings, {points} points, {len(blob)} bytes -> {out}",
          file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1])
