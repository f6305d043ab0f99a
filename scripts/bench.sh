#!/usr/bin/env bash
# make bench: foodybite (release build, whole process) side by side with what a user would run instead, in one
# run on the bundled sandbox; then offline nearby over a 100,000-place cache as the places in range grow.
# Medians of hyperfine runs; peak RSS from GNU time. The README keeps the figures (Performance). The side-by-side
# table is measured twice in the same rounds: on the sandbox, and on a server that answers at once
# (scripts/bench-fast-server.py). BENCH_SIDE_ONLY=1 stops after those two tables.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${BENCH_RUNS:-40}
# shellcheck source=scripts/bench-setup.sh
source scripts/bench-setup.sh

# The floor: what any static Swift binary pays at start-up on this machine, before foodybite does anything.
floor() {  # name, source
  printf '%s\n' "$2" >"$work/$1.swift"
  swiftc -O -static-stdlib "$work/$1.swift" -o "$work/$1" 2>/dev/null
}
floor print-only 'print("0.1.0")'
floor foundation-networking 'import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
print(URLSessionConfiguration.ephemeral.timeoutIntervalForRequest > 0 ? "0.1.0" : "")'
floor urlsession 'import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
let session = URLSession(configuration: .ephemeral)
print(session.configuration.timeoutIntervalForRequest > 0 ? "0.1.0" : "")'
curl_cmd="curl -s -X POST $url/v1/places:searchNearby -H 'Content-Type: application/json' -H 'X-Goog-Api-Key: $FOODYBITE_PLACES_API_KEY' -H 'X-Goog-FieldMask: $mask' -d '$body'"
jq_filter='[.places // [] | .[] | select((.rating // 0) >= 4 and (.businessStatus // "OPERATIONAL") == "OPERATIONAL") | {placeID: .id, name: .displayName.text, rating, userRatingsTotal: .userRatingCount, address: .shortFormattedAddress}]'
printf '%s' "$jq_filter" >"$work/filter.jq"
# OpenStreetMap: the places part of the Overpass query foodybite sends for the same circle (no key, no ratings, so no --stars),
# and the same reading in jq: named places, not former ones, at their node or centre.
OSM_NEARBY="nearby --location $LOCATION --radius 1500 --format json --provider osm"
ql="[out:json][timeout:13];
(nwr[\"amenity\"~\"^(restaurant|fast_food)\$\"][\"name\"](around:1500,$LAT,$LNG););
out center tags;"
printf '%s' "$ql" >"$work/query.overpassql"
osm_curl="curl -s -X POST $url/api/interpreter -H 'User-Agent: bench' --data-urlencode data@$work/query.overpassql"
printf '%s' '[.elements[] | select(.tags.name != null) | {placeID: "osm:\(.type)/\(.id)", name: .tags.name, latitude: (.lat // .center.lat), longitude: (.lon // .center.lon), cuisine: .tags.cuisine, openingHours: .tags.opening_hours}]' >"$work/osm.jq"
[ "$(bash -c "$osm_curl" | jq 'length')" -gt 0 ] || { echo "bench: the Overpass query got no places" >&2; exit 1; }
[ -n "$("$work/urlsession-request")" ] || { echo "bench: the URLSession floor program got no answer" >&2; exit 1; }
if readelf -d "$BIN" | grep -q 'libcurl'; then echo "bench: note: this foodybite loads libcurl at start-up" >&2; fi

interpreter_requests() { curl -s "$url/sandbox/requests" | jq '[.requests[] | select(.path == "/api/interpreter")] | length'; }
before=$(interpreter_requests)
"$BIN" $OSM_NEARBY --no-cache >/dev/null
echo "foodybite nearby --provider osm: $(($(interpreter_requests) - before)) Overpass request(s)"

# A server that answers at once (scripts/bench-fast-server.py: the sandbox's bytes for each request, kept after the
# first): what is left of a run is the client's own time, not the server's. Warmed with one run of each command.
python3 scripts/bench-fast-server.py "$url" >"$work/fast.out" 2>/dev/null &
fast_pid=$!
for _ in $(seq 1 100); do [ -s "$work/fast.out" ] && break; sleep 0.05; done
fast=$(head -n 1 "$work/fast.out")
FAST="env FOODYBITE_PLACES_URL=$fast BENCH_URL=$fast"
fast_curl_cmd=${curl_cmd//$url/$fast}
$FAST "$BIN" $NEARBY --no-cache >/dev/null && $FAST "$work/urlsession-request" >/dev/null && bash -c "$fast_curl_cmd" >/dev/null
echo "load before the rounds: $(cut -d' ' -f1-3 /proc/loadavg)"

# Side by side in rounds (BENCH_ROUNDS, 8), each command RUNS/ROUNDS times a round, the order reversed every other
# round: a machine that drifts during the run moves every command alike, so the ratios hold.
ROUNDS=${BENCH_ROUNDS:-8}
side=(
  "curl | jq (same query and filter)" "bash -c \"$curl_cmd | jq -f $work/filter.jq\""
  "bare curl" "bash -c \"$curl_cmd >/dev/null\""
  "foodybite nearby (cache on)" "$BIN $NEARBY"
  "foodybite nearby --no-cache" "$BIN $NEARBY --no-cache"
  "foodybite nearby --offline" "$BIN $NEARBY --offline"
  "foodybite nearby --provider foursquare --no-cache" "$BIN $NEARBY --provider foursquare --no-cache"
  "foodybite nearby --provider all --no-cache" "$BIN $NEARBY --provider all --no-cache"
  "curl | jq (Overpass, the same query)" "bash -c \"$osm_curl | jq -f $work/osm.jq\""
  "foodybite nearby --provider osm --no-cache (one request)" "$BIN $OSM_NEARBY --no-cache"
  "foodybite --version" "$BIN --version"
  "floor: static Swift, print only" "$work/print-only"
  "floor: + FoundationNetworking linked" "$work/foundation-networking"
  "floor: + a URLSession created" "$work/urlsession"
  "floor: + one URLSession request (same search)" "$work/urlsession-request"
  "fast server: curl | jq" "bash -c \"$fast_curl_cmd | jq -f $work/filter.jq\""
  "fast server: foodybite nearby (cache on)" "$FAST $BIN $NEARBY"
  "fast server: foodybite nearby --no-cache" "$FAST $BIN $NEARBY --no-cache"
  "fast server: foodybite nearby --offline" "$FAST $BIN $NEARBY --offline"
  "fast server: floor: one URLSession request" "$FAST $work/urlsession-request"
)
echo "side by side, $RUNS runs each in $ROUNDS rounds..." >&2
for round in $(seq 1 "$ROUNDS"); do
  args=()
  for ((i = 0; i < ${#side[@]}; i += 2)); do
    j=$i; [ $((round % 2)) -eq 0 ] && j=$((${#side[@]} - 2 - i))
    args+=(-n "${side[$j]}" "${side[$((j + 1))]}")
  done
  hyperfine -N --warmup 2 --runs $((RUNS / ROUNDS)) --export-json "$work/side-$round.json" --style none "${args[@]}" \
    >/dev/null 2>&1
done

python3 - "$work"/side-*.json <<'PY'
import json, statistics, sys
times = {}
for path in sorted(sys.argv[1:], key=lambda p: int(p.rsplit("-", 1)[1].split(".")[0])):
    for r in json.load(open(path))["results"]:
        times.setdefault(r["command"], []).extend(r["times"])  # in the first round's order: the table's
medians = {name: statistics.median(values) for name, values in times.items()}
base, floor = medians["curl | jq (same query and filter)"], medians["floor: + one URLSession request (same search)"]
fast_base, fast_floor = medians["fast server: curl | jq"], medians["fast server: floor: one URLSession request"]
print("| command (the sandbox) | median | vs `curl \\| jq` | vs the URLSession floor |")
print("|---|---|---|---|")
for name, m in medians.items():
    if not name.startswith("fast server: "):
        shown = name.replace("|", "\\|")
        print(f"| {shown} | {m * 1000:.1f} ms | {m / base:.2f}x | {m / floor:.2f}x |")
print()
print("| command (a server that answers at once) | median | vs `curl \\| jq` | vs the URLSession floor |")
print("|---|---|---|---|")
for name, m in medians.items():
    if name.startswith("fast server: "):
        shown = name.removeprefix("fast server: ").replace("|", "\\|")
        print(f"| {shown} | {m * 1000:.1f} ms | {m / fast_base:.2f}x | {m / fast_floor:.2f}x |")
PY
echo "load after the rounds: $(cut -d' ' -f1-3 /proc/loadavg)"
kill "$fast_pid" 2>/dev/null || true
# BENCH_SIDE_ONLY=1: these two tables only (a quick look at a change).
[ -n "${BENCH_SIDE_ONLY:-}" ] && exit 0

# --provider all asks every provider at once: with 100 ms added to every answer of a second sandbox, all three
# together should cost one wait, not three.
"$BIN_DIR/foodybite-sandbox" --port 0 --fault '/v1/*=latency:100ms' --fault '/places/*=latency:100ms' \
  --fault '/api/interpreter=latency:100ms' --fault '/maps/*=latency:100ms' \
  --fault '/distanceMatrix/*=latency:100ms' --fault '/directions/*=latency:100ms' \
  >"$work/slow.out" 2>/dev/null &
slow_pid=$!
for _ in $(seq 1 100); do [ -s "$work/slow.out" ] && break; sleep 0.05; done
slow=$(head -n 1 "$work/slow.out")
echo "every provider, 100 ms latency each, $RUNS runs each..." >&2
FOODYBITE_PLACES_URL="$slow" FOODYBITE_FOURSQUARE_URL="$slow" FOODYBITE_OVERPASS_URL="$slow" \
  FOODYBITE_PLACES_LEGACY_URL="$slow" FOODYBITE_ROUTES_URL="$slow" hyperfine -N --warmup 2 --runs "$RUNS" \
  --export-json "$work/both.json" --style none \
  -n "google, 100 ms" "$BIN $NEARBY --no-cache" \
  -n "foursquare, 100 ms" "$BIN $NEARBY --no-cache --provider foursquare" \
  -n "osm, 100 ms" "$BIN $OSM_NEARBY --no-cache" \
  -n "all (three at once), 100 ms each" "$BIN $NEARBY --no-cache --provider all" \
  -n "nearby --travel walk (new API: routed in the search), 100 ms" "$BIN $NEARBY --no-cache --travel walk" \
  -n "nearby --travel walk --places-api legacy (search, then one matrix), 100 ms each" \
  "$BIN $NEARBY --no-cache --travel walk --places-api legacy" \
  -n "route PLACE (details, then the directions), 100 ms each" "$BIN route ChIJhRozr5Cd8kcRzXWVpd5wDvU --location $LOCATION" \
  >/dev/null
kill "$slow_pid" 2>/dev/null || true
python3 - "$work/both.json" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
print()
print("| --provider, each answer 100 ms late | median |")
print("|---|---|")
for r in results:
    print(f"| {r['command']} | {r['median'] * 1000:.1f} ms |")
PY

# City-sized Overpass answers (no key): the sandbox answers with 30,000 real-looking restaurants (11 MiB) or 300,000
# short elements (31 MiB, near the 32 MiB cap); a fresh home each run, so the cache writes every place. Goals (issue
# 32): 30,000 places <= 60 MB and <= 2 s; 300,000 <= 150 MB and <= 10 s.
city_case() {  # count kind [piece bytes: sent chunked in pieces of that size] [binary: $BIN]
  local binary=${4:-$BIN}
  python3 scripts/overpass-city.py "$1" "$2" "$work/city-$1.json"
  local rule="body:$work/city-$1.json"
  [ -n "${3:-}" ] && rule="pieces:$3:$work/city-$1.json"
  "$BIN_DIR/foodybite-sandbox" --port 0 >"$work/city.out" 2>/dev/null &
  local city_pid=$! city_url wall peak
  for _ in $(seq 1 100); do [ -s "$work/city.out" ] && break; sleep 0.05; done
  city_url=$(head -n 1 "$work/city.out")
  curl -s -X POST "$city_url/sandbox/faults" -H 'Content-Type: application/json' \
    -d "{\"rule\":\"/api/interpreter=$rule\"}" >/dev/null
  local walls=() peaks=()
  for run in 1 2 3; do
    local home="$work/city-home-$1-${3:-whole}-$run-$RANDOM"
    mkdir -p "$home"
    env -u FOODYBITE_PLACES_API_KEY -u FOODYBITE_FOURSQUARE_API_KEY HOME="$home" XDG_CACHE_HOME="$home/cache" \
      XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" FOODYBITE_OVERPASS_URL="$city_url" \
      FOODYBITE_HTTP_TIMEOUT=60 /usr/bin/time -o "$home.time" -f '%e %M' "$binary" nearby --location "$LOCATION" \
      --radius 1500 --limit 20 --format json >/dev/null 2>&1
    walls+=("$(cut -d' ' -f1 "$home.time" | tail -n 1)")
    peaks+=("$(cut -d' ' -f2 "$home.time" | tail -n 1)")
  done
  kill "$city_pid" 2>/dev/null; wait "$city_pid" 2>/dev/null || true
  wall=$(printf '%s\n' "${walls[@]}" | sort -n | sed -n 2p)
  peak=$(printf '%s\n' "${peaks[@]}" | sort -n | tail -n 1)
  city_wall=$wall
  local label="${3:+in $3 B}"
  [ "$binary" != "$BIN" ] && label="(baseline)"
  printf '| %7s %-5s %-10s | %6.1f MiB | %6s s | %6.1f MB |\n' "$1" "$2" "$label" \
    "$(echo "$(stat -c %s "$work/city-$1.json") / 1048576" | bc -l)" "$wall" "$(echo "$peak / 1024" | bc -l)"
}

echo
echo "city-sized Overpass answers, cache on, median of 3 (wall) and the highest peak RSS:"
echo
echo "| answer                   |       size |     wall | peak RSS |"
echo "|--------------------------|------------|----------|----------|"
city_case 30000 rich
city_case 300000 short
this_wall=$city_wall
city_case 300000 short 700
if [ -n "${BENCH_BASELINE:-}" ]; then
  city_case 300000 short "" "$BENCH_BASELINE"
  echo
  echo "300,000 places, cache on: this build $this_wall s, the baseline $city_wall s:" \
    "$(echo "scale=2; $this_wall / $city_wall" | bc -l)x"
fi

# Offline scaling: one cache of 100,000 places per density; the same query; places in range grow.
run_case() {  # name places half_side_km radius [extra args]
  local name=$1 places=$2 half=$3 radius=$4 extra=${5:-} home="$work/case-$2-$3"
  if [ ! -f "$home/cache/foodybite/cache.sqlite" ]; then
    mkdir -p "$home"
    XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" "$BIN" nearby --offline --location 48.8566,2.3522 \
      --format json >/dev/null 2>&1 || true  # creates the schema
    python3 scripts/fill_cache.py "$home/cache/foodybite/cache.sqlite" "$places" "$half"
  fi
  local args="nearby --offline --location 48.8566,2.3522 --radius $radius --stars 0 --limit 60 --format json $extra"
  local in_range median peak
  in_range=$(python3 - "$home/cache/foodybite/cache.sqlite" "$radius" <<'PY'
import math, sqlite3, sys
db = sqlite3.connect(sys.argv[1]); r = float(sys.argv[2]); lat0, lng0 = 48.8566, 2.3522
def d(lat, lng):
    p1, p2 = math.radians(lat0), math.radians(lat); dp = p2 - p1; dl = math.radians(lng - lng0)
    h = math.sin(dp/2)**2 + math.cos(p1)*math.cos(p2)*math.sin(dl/2)**2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))
print(sum(1 for lat, lng in db.execute("SELECT latitude, longitude FROM place") if d(lat, lng) <= r))
PY
)
  XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" hyperfine -N --warmup 3 --runs "$RUNS" \
    --export-json "$home.json" --style none "$BIN $args" >/dev/null 2>&1
  median=$(python3 -c "import json; r=json.load(open('$home.json'))['results'][0]; print(f\"{r['median']*1000:.1f} ms\")")
  XDG_CACHE_HOME="$home/cache" XDG_DATA_HOME="$home/data" /usr/bin/time -o "$home.rss" -f '%M' "$BIN" $args \
    >/dev/null 2>&1
  peak=$(tail -n 1 "$home.rss")
  printf '| %-36s | %6s | %8s | %9s | %6.1f MB |\n' "$name" "$radius" "$in_range" "$median" "$(echo "$peak / 1024" | bc -l)"
}

echo
echo "offline nearby, 100,000 cached places, --limit 60, $RUNS runs each:"
echo
echo "| case                                 | radius | in range |    median | peak RSS |"
echo "|--------------------------------------|--------|----------|-----------|----------|"
run_case "2000 km square (sparse)"           100000 1000 1500
run_case "200 km square"                     100000 100  1500
run_case "20 km square"                      100000 10   1500
run_case "20 km square, 5 km radius"         100000 10   5000
run_case "20 km square, 5 km, --sort rating" 100000 10   5000 "--sort rating"
run_case "20 km square, 5 km, --sort name"   100000 10   5000 "--sort name"
echo
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -sr)"

# The same build's instructions (callgrind) against its budgets, and with BENCH_BASELINE an earlier build timed and
# counted beside it: before and after in one run.
echo
echo "instructions (callgrind):"
echo
bash scripts/bench-instructions.sh || true
if [ -n "${BENCH_BASELINE:-}" ]; then
  echo
  echo "wall time beside $BENCH_BASELINE:"
  bash scripts/bench-compare.sh "$BENCH_BASELINE" "$BIN"
fi
