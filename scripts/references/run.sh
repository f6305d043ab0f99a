#!/usr/bin/env bash
# make test-references: foodybite's release binary against the real OpenStreetMap engines on the Monaco extract of
# ../shared/references/osm, on loopback: real OSRM (foot, bike, car) and real Nominatim, beside the sandbox's
# Overpass serving the same extract as the real one would. Tests/References/test_references.py holds the tests; what
# each expects comes from the engines' own answers. Everything it starts is stopped at the end (checked).
#
#   bash scripts/references/run.sh                    REFERENCES_NOMINATIM=0 leaves Nominatim out (its tests skipped)
#
# Where the extract is missing it says what it lacks and counts as skipped (exit 0). The engines' builds are kept in
# .build-references/ between runs (a new extract makes them again).
set -uo pipefail
cd "$(dirname "$0")/../.."
SHARED=${FOODYBITE_SHARED:-../shared}
PBF=$SHARED/references/osm/monaco.osm.pbf
if [ ! -f "$PBF" ]; then
  echo "test-references: skipped: $PBF is missing (the real map extract the engines run on: ../shared/references/osm)"
  echo "references: 0 passed, 0 failed, 1 skipped"
  exit 0
fi
PBF=$(realpath "$PBF")
WORK=$PWD/.build-references
mkdir -p "$WORK"
started=$SECONDS
took() { echo "test-references: $1 in $((SECONDS - started)) s"; }

sandbox_pid=""
stop() {
  [ -n "$sandbox_pid" ] && kill "$sandbox_pid" 2>/dev/null && wait "$sandbox_pid" 2>/dev/null
  WORK=$WORK bash scripts/references/osrm.sh stop
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

# The release binary (what users install) and the sandbox (a test tool: the debug build).
make -s release > "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
swift build --product foodybite-sandbox >> "$WORK/build.log" 2>&1 || { cat "$WORK/build.log"; exit 1; }
release=$(source scripts/release-flags.sh && swift build "${RELEASE_FLAGS[@]}" --show-bin-path)
debug=$(swift build --show-bin-path)
took "built"

# The extract as Overpass would answer it (pyosmium reads it).
python3 -c 'import osmium' 2>/dev/null \
  || python3 -m pip install -q --disable-pip-version-check --root-user-action=ignore "osmium==4.3.2"
python3 scripts/references/overpass-data.py "$PBF" "$WORK/osm-data.json" || exit 1

foot=$(free_port) bike=$(free_port) car=$(free_port)
WORK=$WORK PBF=$PBF PORTS="$foot $bike $car" bash scripts/references/osrm.sh start || exit 1
took "OSRM (foot :$foot, bike :$bike, car :$car) started"
if [ "${REFERENCES_NOMINATIM:-1}" = 1 ]; then
  nominatim=$(free_port)
  WORK=$WORK PBF=$PBF PORT=$nominatim PGPORT=$(free_port) bash scripts/references/nominatim.sh start || exit 1
  export REFERENCE_NOMINATIM_URL=http://127.0.0.1:$nominatim
  took "Nominatim (:$nominatim) started"
else
  export REFERENCE_NOMINATIM_SKIPPED=${REFERENCES_NOMINATIM_WHY:-"REFERENCES_NOMINATIM=0: Nominatim left out"}
  echo "test-references: Nominatim skipped: $REFERENCE_NOMINATIM_SKIPPED"
fi

exec {sandbox_out}< <("$debug/foodybite-sandbox" --osm-data "$WORK/osm-data.json" 2> "$WORK/sandbox.log")
sandbox_pid=$(pgrep -n -f "foodybite-sandbox --osm-data $WORK/osm-data.json")
read -r -t 30 sandbox_url <&"$sandbox_out" || { echo "test-references: the sandbox did not start" >&2; exit 1; }

export FOODYBITE_BIN=$release/foodybite REFERENCE_SANDBOX_URL=$sandbox_url REFERENCE_OSM_DATA=$WORK/osm-data.json
export REFERENCE_OSRM_FOOT_URL=http://127.0.0.1:$foot REFERENCE_OSRM_BIKE_URL=http://127.0.0.1:$bike
export REFERENCE_OSRM_CAR_URL=http://127.0.0.1:$car REFERENCE_OSRM_WORK=$WORK/osrm
echo "test-references: $FOODYBITE_BIN against the real engines"
python3 -W ignore::ResourceWarning Tests/References/test_references.py
status=$?
took "done"
stop || status=1
trap - EXIT
exit $status
