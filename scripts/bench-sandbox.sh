#!/usr/bin/env bash
# Sourced by the bench scripts: starts the sandbox ($SANDBOX) on loopback (sandbox_pid, url) and points a fresh home
# under $work and every provider at it (their keys the sandbox's), so that foodybite's commands can be measured there.
"$SANDBOX" --port 0 >"$work/sandbox.out" 2>/dev/null &
sandbox_pid=$!
for _ in $(seq 1 100); do [ -s "$work/sandbox.out" ] && break; sleep 0.05; done
url=$(head -n 1 "$work/sandbox.out")
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/config" XDG_CACHE_HOME="$work/home/cache"
export XDG_DATA_HOME="$work/home/data" XDG_STATE_HOME="$work/home/state"
export FOODYBITE_PLACES_API_KEY=sandbox-bench-key FOODYBITE_PLACES_URL="$url" FOODYBITE_PLACES_LEGACY_URL="$url"
export FOODYBITE_FOURSQUARE_API_KEY=sandbox-bench-key FOODYBITE_FOURSQUARE_URL="$url"
export FOODYBITE_OVERPASS_URL="$url" FOODYBITE_NOMINATIM_URL="$url" FOODYBITE_ROUTES_URL="$url"
# Opening hours judged at one instant, a weekday's lunchtime in Dijon: what a place's OPEN text and next change cost
# depends on the hour (nearby --provider osm counted 46.6 M at 03:00, 47.8 M at 13:00, 48.3 M at 20:00).
export FOODYBITE_NOW=2026-12-02T13:00:00+01:00
mkdir -p "$HOME"
