#!/usr/bin/env bash
# Real OSRM (osrm-backend 26.10.0) on loopback for the reference tests: the engine's own executables from PyPI's
# osrm-bindings wheel (osrm-extract, -partition, -customize, osrm-routed; no Python needed to run them), the
# foot, bicycle and car profiles it ships, the map extract PBF. Adapted from ../shared/references/osm/setup-osrm.sh.
#
#   WORK=dir CITY=name PBF=map.osm.pbf PORTS="P1 P2 P3" bash scripts/references/osrm.sh start   -> foot P1, bike P2, car P3
#   WORK=dir CITY=name bash scripts/references/osrm.sh stop
#
# The wheel is kept in WORK, each city's graphs (CITY, default monaco) beside it, made again only when its PBF changes.
set -euo pipefail
: "${WORK:?WORK: a scratch directory}"
[ -n "${PBF:-}" ] && PBF=$(realpath "$PBF")
CITY=${CITY:-monaco}
mkdir -p "$WORK/osrm" && cd "$WORK/osrm"
pids=pids-$CITY
case "${1:-}" in
stop)
  [ -f "$pids" ] && while read -r _ pid _; do kill "$pid" 2>/dev/null || true; done < "$pids"
  [ -f "$pids" ] && while read -r _ pid _; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done < "$pids"
  rm -f "$pids"
  exit 0 ;;
start) ;;
*) echo "usage: osrm.sh start|stop" >&2; exit 64 ;;
esac
: "${PBF:?PBF: an .osm.pbf file}" "${PORTS:?PORTS: three ports (foot bike car)}"
if [ ! -x wheel/osrm/bin/osrm-routed ]; then
  # The wheel is cp312-abi3: downloaded for 3.12 whatever Python this is, and unpacked (its executables need none).
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: --python-version 3.12 \
    --platform manylinux_2_28_x86_64 -d wheels "osrm-bindings==26.10.0"
  rm -rf wheel && mkdir -p wheel && (cd wheel && python3 -m zipfile -e ../wheels/osrm_bindings-26.10.0-*.whl .)
  chmod +x wheel/osrm/bin/*
fi
BIN=$PWD/wheel/osrm/bin PROFILES=$PWD/wheel/osrm/share/profiles
stamp=$(sha256sum "$PBF" | cut -c1-16)
: > "$pids"
set -- $PORTS
# Monaco's graphs stay where they always were (foot, bicycle, car); another city's are in a folder of its own.
place=$([ "$CITY" = monaco ] && echo . || echo "$CITY")
for profile in foot bicycle car; do
  port=$1; shift
  dir=$place/$profile
  mkdir -p "$dir"
  if [ "$(cat "$dir/stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -f "$dir"/map.* && cp "$PBF" "$dir/map.osm.pbf"
    (cd "$dir" && "$BIN/osrm-extract" -p "$PROFILES/$profile.lua" map.osm.pbf > extract.log 2>&1 \
      && "$BIN/osrm-partition" map.osrm > partition.log 2>&1 && "$BIN/osrm-customize" map.osrm > customize.log 2>&1)
    echo "$stamp" > "$dir/stamp"
  fi
  (cd "$dir" && exec "$BIN/osrm-routed" -i 127.0.0.1 -p "$port" -a MLD map.osrm > routed.log 2>&1) &
  echo "$dir $! $port" >> "$pids"
done
while read -r dir pid port; do
  for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$port/nearest/v1/driving/7.4268,43.7397" > /dev/null && continue 2
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "osrm.sh: osrm-routed ($dir) did not start; its log:" >&2; tail -5 "$dir/routed.log" >&2; exit 69
done < "$pids"
