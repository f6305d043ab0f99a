#!/usr/bin/env python3
"""Seeds of the stored-rows fuzz target (Fuzz/StoredRows.swift): one row of each table, its columns typed as
foodybite writes them, in the target's format: a table byte, then per column a type byte (0 NULL, 1 INTEGER,
2 REAL, 3 TEXT, 4 TEXT that is not UTF-8, 5 BLOB) and its value (8 bytes little-endian, or a length byte and bytes)."""
import os
import struct
import sys

NULL = (0,)


def integer(value):
    return (1, struct.pack("<q", value))


def real(value):
    return (2, struct.pack("<d", value))


def text(value):
    data = value.encode()
    return (3, bytes([len(data)]) + data)


def blob(value):
    data = value.encode()
    return (5, bytes([len(data)]) + data)


ROWS = {
    "place": (0, [text("ChIJ1"), text("Le Bistrot"), real(47.35), real(5.05), real(4.5), integer(120), integer(1),
                  integer(2), text("1 rue de la Paix"), text("OPERATIONAL"), text("photos/1"), integer(400),
                  integer(300), real(1.7e9), text(",restaurant,french_restaurant,"),
                  text("french_restaurant"), text("restaurant"),
                  text('{"diets":["vegan"],"wheelchair":true,"outdoorSeating":false,"openingHours":"Mo-Su 12:00-23:00"}')]),
    "placeDetails": (1, [blob('{"placeID":"p","name":"Le Bistrot","businessStatus":"OPERATIONAL","reviews":[],'
                              '"photos":[]}'), real(1.7e9)]),
    "review": (2, [text("Ana"), text("Great"), integer(5), real(1.6e9), text("a month ago"), real(1.7e9)]),
    "knownPlace": (3, [text("ChIJ1")]),
    "preference-radius": (4, [text("radius"), text("1500")]),
    "preference-rating": (4, [text("minimumRating"), text("4.0")]),
    "preference-home": (4, [text("home"), text("47.3220,5.0415")]),
    "reviewOutbox": (5, [integer(1), text("ChIJ1"), text("Lovely"), integer(4), real(1.7e9), integer(1), NULL,
                         text("http://127.0.0.1:8080"), text("7C9E6679-7425-40DE-944B-E07FC1F90AE7"), NULL]),
    "favorite": (6, [text("ChIJ1"), real(1.7e9)]),
    "nearbyBaseline": (7, [blob('[{"placeID":"p","name":"Le Bistrot","location":{"latitude":47.35,"longitude":5.05},'
                                '"businessStatus":"OPERATIONAL"}]'), real(1.7e9)]),
    "textSearch": (8, [blob('[{"placeID":"osm:node/1","name":"Dijon","location":{"latitude":47.32,"longitude":5.04},'
                            '"businessStatus":"unknown"}]'), real(1.7e9)]),
}

corpus = sys.argv[1]
for name, (table, columns) in ROWS.items():
    with open(os.path.join(corpus, name), "wb") as seed:
        seed.write(bytes([table]) + b"".join(bytes([column[0]]) + (column[1] if len(column) > 1 else b"")
                                             for column in columns))
