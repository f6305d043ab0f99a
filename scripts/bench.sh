#!/usr/bin/env bash
# make bench: an offline `foodybite nearby` (release build, whole process) over caches of 1,000 and 100,000
# places, at two densities. Prints wall time (hyperfine) and peak memory (GNU time); see README, Performance.
set -euo pipefail
cd "$(dirname "$0")/.."

# The release binary as `make install` builds it: Swift's runtime and Foundation linked statically, which
# halves process start-up (no 50 shared libraries to load and relocate).
swift build -c release --static-swift-stdlib --product foodybite --scratch-path .build-release >/dev/null
BIN="$(swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)/foodybite"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run_case() {  # name places half_side_km radius
  local name=$1 places=$2 half=$3 radius=$4 home="$work/case-$2-$3-$4"
  mkdir -p "$home"
  HOME=$home "$BIN" nearby --offline --location 48.8566,2.3522 --format json >/dev/null 2>&1 || true  # creates the schema
  python3 scripts/fill_cache.py "$home/.cache/foodybite/cache.sqlite" "$places" "$half"
  local cmd="HOME=$home $BIN nearby --offline --location 48.8566,2.3522 --radius $radius --limit 60 --format json"
  local listed in_range mean peak
  in_range=$(python3 - "$home/.cache/foodybite/cache.sqlite" "$radius" <<'PY'
import math, sqlite3, sys
db = sqlite3.connect(sys.argv[1]); r = float(sys.argv[2]); lat0, lng0 = 48.8566, 2.3522
def d(lat, lng):
    p1, p2 = math.radians(lat0), math.radians(lat); dp = p2 - p1; dl = math.radians(lng - lng0)
    h = math.sin(dp/2)**2 + math.cos(p1)*math.cos(p2)*math.sin(dl/2)**2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))
print(sum(1 for lat, lng in db.execute("SELECT latitude, longitude FROM place") if d(lat, lng) <= r))
PY
)
  hyperfine --warmup 3 --runs 30 --export-json "$home.json" --style none -N "env $cmd" >/dev/null 2>&1 \
    || hyperfine --warmup 3 --runs 30 --export-json "$home.json" --style none "$cmd" >/dev/null
  mean=$(python3 -c "import json; r=json.load(open('$home.json'))['results'][0]; print(f\"{r['mean']*1000:.1f} ms ± {r['stddev']*1000:.1f}\")")
  /usr/bin/time -o "$home.rss" -f '%M' env HOME="$home" "$BIN" nearby --offline --location 48.8566,2.3522 --radius "$radius" \
    --limit 60 --format json >/dev/null 2>&1
  peak=$(tail -n 1 "$home.rss")
  printf '| %-28s | %7s | %6s | %8s | %-16s | %6.1f MB |\n' "$name" "$places" "$radius" "$in_range" "$mean" "$(echo "$peak / 1024" | bc -l)"
}

echo "| case                         |  places | radius | in range | wall (mean ± sd) | peak RSS |"
echo "|------------------------------|---------|--------|----------|------------------|----------|"
run_case "1k places, 200 km square"     1000   100  1500
run_case "100k places, 2000 km square"  100000 1000 1500
run_case "100k places, 200 km square"   100000 100  1500
run_case "100k places, 20 km square"    100000 10  1500
run_case "100k places, 20 km, 5 km"     100000 10  5000
