#!/usr/bin/env bash
# Each database is opened once a process: `strace -f -e trace=openat` of `nearby --provider all --changes` (every
# provider, the cache, the user data) against the sandbox must show one open of cache.sqlite and one of
# foodybite.sqlite, on the first run (files created) and the second (files there). Uses the debug build
# (`make test` made it); installs strace when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v strace >/dev/null; then
  sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq strace >/dev/null
fi
BIN=$(swift build --show-bin-path)
work=$(mktemp -d)
export XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state"
"$BIN/foodybite-sandbox" --port 0 >"$work/url" 2>/dev/null &
sandbox=$!
trap 'kill "$sandbox" 2>/dev/null || true; wait "$sandbox" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do [ -s "$work/url" ] && break; sleep 0.05; done
url=$(head -n 1 "$work/url")
export FOODYBITE_PLACES_API_KEY=sandbox-key FOODYBITE_PLACES_URL="$url" FOODYBITE_FOURSQUARE_API_KEY=sandbox-key \
  FOODYBITE_FOURSQUARE_URL="$url" FOODYBITE_OVERPASS_URL="$url" FOODYBITE_NOMINATIM_URL="$url"

status=0
for run in first second; do
  strace -f -e trace=openat -o "$work/trace" "$BIN/foodybite" nearby --location 47.3220,5.0415 --radius 1500 \
    --provider all --changes >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; exit 1; }
  for file in cache.sqlite foodybite.sqlite; do
    opens=$(grep -c "/$file\", O_" "$work/trace" || true)
    echo "check-opens: $run run: $file opened $opens time(s)"
    [ "$opens" -eq 1 ] || status=1
  done
done
exit $status
