#!/usr/bin/env bash
# Real OSRM (osrm-backend 26.10.0) on loopback for the reference tests: the engine's own executables from PyPI's
# osrm-bindings wheel (osrm-extract, -partition, -customize, osrm-routed; no Python needed to run them), the
# foot, bicycle and car profiles it ships, the map extract PBF. Adapted from ../shared/references/osm/setup-osrm.sh.
#
#   WORK=dir PBF=map.osm.pbf PORTS="P1 P2 P3" bash scripts/references/osrm.sh start   -> foot P1, bike P2, car P3
#   WORK=dir bash scripts/references/osrm.sh stop
#
# The wheel and each profile's graph are kept in WORK and made again only when the PBF changes.
set -euo pipefail
: "${WORK:?WORK: a scratch directory}"
[ -n "${PBF:-}" ] && PBF=$(realpath "$PBF")
mkdir -p "$WORK/osrm" && cd "$WORK/osrm"
case "${1:-}" in
stop)
  [ -f pids ] && while read -r _ pid _; do kill "$pid" 2>/dev/null || true; done < pids
  [ -f pids ] && while read -r _ pid _; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done < pids
  rm -f pids
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
: > pids
set -- $PORTS
for profile in foot bicycle car; do
  port=$1; shift
  mkdir -p "$profile"
  if [ "$(cat "$profile/stamp" 2>/dev/null)" != "$stamp" ]; then
    rm -f "$profile"/map.* && cp "$PBF" "$profile/map.osm.pbf"
    (cd "$profile" && "$BIN/osrm-extract" -p "$PROFILES/$profile.lua" map.osm.pbf > extract.log 2>&1 \
      && "$BIN/osrm-partition" map.osrm > partition.log 2>&1 && "$BIN/osrm-customize" map.osrm > customize.log 2>&1)
    echo "$stamp" > "$profile/stamp"
  fi
  (cd "$profile" && exec "$BIN/osrm-routed" -i 127.0.0.1 -p "$port" -a MLD map.osrm > routed.log 2>&1) &
  echo "$profile $! $port" >> pids
done
while read -r profile pid port; do
  for _ in $(seq 100); do
    curl -sf "http://127.0.0.1:$port/nearest/v1/driving/7.4268,43.7397" > /dev/null && continue 2
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "osrm.sh: osrm-routed ($profile) did not start; its log:" >&2; tail -5 "$profile/routed.log" >&2; exit 69
done < pids
