#!/usr/bin/env python3
"""Fills a foodybite cache (created by the app itself, so the schema is the app's) with N synthetic places
spread uniformly over a square around a centre (SQLite indexes each by its grid cell itself: `place.cell`). Used by
`make bench`.

Usage: fill_cache.py CACHE_FILE N HALF_SIDE_KM [CENTRE_LAT CENTRE_LNG]
"""
import math
import random
import sqlite3
import sys
import time


def main():
    path, count, half_km = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
    lat0 = float(sys.argv[4]) if len(sys.argv) > 4 else 48.8566
    lng0 = float(sys.argv[5]) if len(sys.argv) > 5 else 2.3522
    random.seed(42)
    now = time.time()
    db = sqlite3.connect(path, timeout=10)
    db.execute("PRAGMA journal_mode=WAL")
    rows, known = [], []
    for i in range(count):
        lat = lat0 + random.uniform(-half_km, half_km) / 111.195
        lng = lng0 + random.uniform(-half_km, half_km) / (111.320 * math.cos(math.radians(lat0)))
        pid = f"bench-{i:07d}"
        rows.append((i + 1, pid, f"Restaurant {i}", lat, lng, round(random.uniform(2.5, 5.0), 1), random.randint(0, 5000),
                     random.random() < 0.7, random.randint(0, 4), f"{i} Rue du Test", "operational", now))
        known.append((pid,))
    with db:
        db.executemany("""INSERT INTO place (id, placeID, name, latitude, longitude, rating, userRatingsTotal, isOpen,
                          priceLevel, address, businessStatus, fetchedAt) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)""", rows)
        db.executemany("INSERT INTO knownPlace (placeID) VALUES (?)", known)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


if __name__ == "__main__":
    main()
