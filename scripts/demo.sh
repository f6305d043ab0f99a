#!/usr/bin/env bash
# make demo: the main job, end to end. Without FOODYBITE_PLACES_API_KEY it runs against the bundled sandbox
# (real recorded Google data on 127.0.0.1, and its Foursquare view of the same places); with a key, against Google
# itself (and Foursquare too when FOODYBITE_FOURSQUARE_API_KEY is set; OpenStreetMap needs no key). It lists the
# restaurants from Google, then from every provider merged (--provider all), then the coffee near by (--kind cafe),
# then OpenStreetMap's places that say they serve vegetarian food (--provider osm --diet vegetarian).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN_DIR=$(swift build --show-bin-path)
LOCATION=${FOODYBITE_DEMO_LOCATION:-47.3220,5.0415}   # Dijon, in the sandbox's data set
ARGS=(nearby --location "$LOCATION" --radius 1500 --stars 4)
ALL=(nearby --location "$LOCATION" --radius 1500 --stars 4 --provider all)
COFFEE=(nearby --location "$LOCATION" --radius 1500 --stars 4.5 --kind cafe --provider all)
OSM=(nearby --location "$LOCATION" --radius 1500 --provider osm --diet vegetarian)

if [ -n "${FOODYBITE_PLACES_API_KEY:-}" ]; then
  echo "demo: FOODYBITE_PLACES_API_KEY is set: asking Google Places for real." >&2
  echo "\$ foodybite ${ARGS[*]}" >&2
  "$BIN_DIR/foodybite" "${ARGS[@]}"
  if [ -n "${FOODYBITE_FOURSQUARE_API_KEY:-}" ]; then
    echo >&2
    echo "\$ foodybite ${ALL[*]}" >&2
    "$BIN_DIR/foodybite" "${ALL[@]}"
  fi
  echo >&2
  echo "\$ foodybite ${COFFEE[*]}" >&2
  "$BIN_DIR/foodybite" "${COFFEE[@]}"
  echo >&2
  echo "\$ foodybite ${OSM[*]}" >&2
  "$BIN_DIR/foodybite" "${OSM[@]}"
  exit 0
fi

# The demo's own folders: the sandbox's made-up places never reach the user's real cache, and nothing is left.
work=$(mktemp -d)
out="$work/sandbox.out"
export XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" XDG_DATA_HOME="$work/data" XDG_STATE_HOME="$work/state"
cleanup() {
  if [ -n "${sandbox_pid:-}" ] && kill -0 "$sandbox_pid" 2>/dev/null; then
    kill -TERM "$sandbox_pid" 2>/dev/null || true
    wait "$sandbox_pid" 2>/dev/null || true
  fi
  exec 3>&- 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT INT TERM

# The sandbox also exits by itself if this script dies: it watches its stdin, a FIFO whose only writer is this
# script (fd 3), so no helper process is needed to hold it open.
mkfifo "$work/stdin"
FOODYBITE_SANDBOX_WATCH_STDIN=1 "$BIN_DIR/foodybite-sandbox" --port 0 >"$out" 2>/dev/null <"$work/stdin" &
sandbox_pid=$!
exec 3>"$work/stdin"
for _ in $(seq 1 100); do
  [ -s "$out" ] && break
  sleep 0.05
done
url=$(head -n 1 "$out")
case "$url" in
  http://127.0.0.1:*) ;;
  *) echo "demo: the sandbox did not start" >&2; exit 69 ;;
esac

echo "demo: no FOODYBITE_PLACES_API_KEY, so using the bundled sandbox at $url (recorded Google data)." >&2
export FOODYBITE_PLACES_API_KEY=sandbox-demo-key FOODYBITE_PLACES_URL="$url" FOODYBITE_PLACES_LEGACY_URL="$url"
export FOODYBITE_FOURSQUARE_API_KEY=sandbox-demo-key FOODYBITE_FOURSQUARE_URL="$url"
export FOODYBITE_OVERPASS_URL="$url" FOODYBITE_NOMINATIM_URL="$url"
echo "\$ foodybite ${ARGS[*]}" >&2
"$BIN_DIR/foodybite" "${ARGS[@]}"
echo >&2
echo "\$ foodybite ${ALL[*]}    # Google, Foursquare and OpenStreetMap, the same restaurant on one row" >&2
"$BIN_DIR/foodybite" "${ALL[@]}"
echo >&2
echo "\$ foodybite ${COFFEE[*]}    # coffee near me: cafés and coffee shops, rated 4.5 or more" >&2
"$BIN_DIR/foodybite" "${COFFEE[@]}"
echo >&2
echo "\$ foodybite ${OSM[*]}    # OpenStreetMap, no key: the places that say they serve vegetarian food" >&2
"$BIN_DIR/foodybite" "${OSM[@]}"
