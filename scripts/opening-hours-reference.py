#!/usr/bin/env python3
"""The reference answers for OSMOpeningHoursDifferentialTests: opening-hours-py (an independent evaluator, in Rust)
judges each opening_hours value at each instant. Reads JSON on stdin:
  {"coords": [LAT, LNG], "values": [...], "instants": ["2026-11-23T12:30", ...]}   (instants naive, local time)
and writes {"states": [[state per instant] per value]}, a state being "open", "closed", "unknown" or "invalid"
(the reference cannot parse the value). With {"holidays": ...} instead, each country's public holidays (below)."""
import datetime
import json
import sys

import opening_hours

request = json.load(sys.stdin)
if "holidays" in request:
    # {"holidays": {"FR": [LAT, LNG], ...}, "years": [2026, 2027]}: each country's days that "00:00-24:00; PH off"
    # closes at noon, i.e. the reference's public holidays there: {"holidays": {"FR": ["2026-01-01", ...]}}.
    answer = {}
    for country, point in request["holidays"].items():
        hours = opening_hours.OpeningHours("00:00-24:00; PH off", coords=tuple(point))
        day = datetime.date(min(request["years"]), 1, 1)
        days = []
        while day.year <= max(request["years"]):
            state, _comment = hours.state(datetime.datetime(day.year, day.month, day.day, 12, 0))
            if str(state).split(".")[-1].lower() == "closed":
                days.append(day.isoformat())
            day += datetime.timedelta(days=1)
        answer[country] = days
    json.dump({"holidays": answer}, sys.stdout)
    sys.exit(0)
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
