#!/usr/bin/env python3
"""The reference answers for OSMOpeningHoursDifferentialTests: opening-hours-py (an independent evaluator, in Rust)
judges each opening_hours value at each instant. Reads JSON on stdin:
  {"coords": [LAT, LNG], "values": [...], "instants": ["2026-11-23T12:30", ...]}   (instants naive, local time)
and writes {"states": [[state per instant] per value]}, a state being "open", "closed", "unknown" or "invalid"
(the reference cannot parse the value)."""
import datetime
import json
import sys

import opening_hours

request = json.load(sys.stdin)
coords = tuple(request["coords"])
instants = [datetime.datetime.fromisoformat(text) for text in request["instants"]]
states = []
for value in request["values"]:
    try:
        hours = opening_hours.OpeningHours(value, coords=coords)
    except Exception:
        states.append(["invalid"] * len(instants))
        continue
    row = []
    for instant in instants:
        try:
            state, _comment = hours.state(instant)
            row.append(str(state).split(".")[-1].lower())
        except Exception:
            row.append("invalid")
    states.append(row)
json.dump({"states": states}, sys.stdout)
