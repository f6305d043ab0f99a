#!/usr/bin/env bash
# Real Nominatim 5.3.3 on loopback for the reference tests: PyPI's nominatim-db and nominatim-api in a venv over
# Debian's python3-icu, Debian's PostgreSQL 15 with PostGIS 3 and osm2pgsql, a private cluster (trust auth, loopback
# only, its socket in WORK), the map extract PBF imported, served by `nominatim serve`. Adapted from
# ../shared/references/osm/setup-nominatim.sh.
#
#   WORK=dir CITY=name PBF=map.osm.pbf PORT=P PGPORT=Q bash scripts/references/nominatim.sh start   -> http://127.0.0.1:P
#   WORK=dir bash scripts/references/nominatim.sh stop
#
# The venv and the cluster are kept in WORK, with a database of each city's (CITY, default monaco); an import is made
# again only when its PBF changes.
set -euo pipefail
: "${WORK:?WORK: a scratch directory}"
[ -n "${PBF:-}" ] && PBF=$(realpath "$PBF")
mkdir -p "$WORK/nominatim" && cd "$WORK/nominatim"
N=$PWD PGBIN=/usr/lib/postgresql/15/bin
CITY=${CITY:-monaco}
# Monaco's database and project keep the names they always had; another city's are its own.
db=$([ "$CITY" = monaco ] && echo nominatim || echo "nominatim_$CITY")
project=$([ "$CITY" = monaco ] && echo project || echo "project-$CITY")
stampfile=$([ "$CITY" = monaco ] && echo stamp || echo "stamp-$CITY")
as_postgres() { su postgres -s /bin/sh -c "$1"; }
case "${1:-}" in
stop)
  [ -f pids ] && while read -r _ pid; do kill "$pid" 2>/dev/null || true; done < pids
  rm -f pids
  [ -f pgdata/postmaster.pid ] && as_postgres "$PGBIN/pg_ctl -D $N/pgdata -m fast -w stop" > /dev/null 2>&1 || true
  exit 0 ;;
start) ;;
*) echo "usage: nominatim.sh start|stop" >&2; exit 64 ;;
esac
: "${PBF:?PBF: an .osm.pbf file}" "${PORT:?PORT: the HTTP port}" "${PGPORT:?PGPORT: the PostgreSQL port}"
packages="postgresql-15 postgresql-15-postgis-3 osm2pgsql python3-icu python3-venv"
missing=$(for p in $packages; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || echo "$p"; done)
if [ -n "$missing" ]; then
  (apt-get install -y -qq --no-install-recommends $missing > apt.log 2>&1) \
    || { apt-get update -qq > /dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing > apt.log 2>&1; }
fi
if [ ! -x venv/bin/nominatim ]; then
  /usr/bin/python3 -m venv --system-site-packages venv       # Debian's python3-icu: PyICU has no wheels
  venv/bin/pip install --quiet --disable-pip-version-check "nominatim-db==5.3.3" "nominatim-api==5.3.3" falcon uvicorn
fi
mkdir -p sock pgdata && chown postgres:postgres sock pgdata
[ -e pgdata/PG_VERSION ] || as_postgres "$PGBIN/initdb -D $N/pgdata --auth=trust -U postgres -E UTF8 --locale=C.UTF-8" > initdb.log
touch pg.log && chown postgres pg.log
as_postgres "$PGBIN/pg_ctl -D $N/pgdata -l $N/pg.log -w -o '-p $PGPORT -k $N/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off' start" > /dev/null
PSQL="psql -h $N/sock -p $PGPORT -U postgres -tAq"
$PSQL -c "select 1 from pg_roles where rolname='www-data'" | grep -q 1 || $PSQL -c 'create role "www-data" login'
mkdir -p "$project"
printf 'NOMINATIM_DATABASE_DSN="pgsql:dbname=%s;host=%s;port=%s;user=postgres"\n' "$db" "$N/sock" "$PGPORT" > "$project/.env"
stamp=$(sha256sum "$PBF" | cut -c1-16)
if [ "$(cat "$stampfile" 2>/dev/null)" != "$stamp" ] || ! $PSQL -l | grep -q "^$db|"; then
  $PSQL -c "drop database if exists $db" > /dev/null
  (cd "$project" && PATH=$N/venv/bin:$PATH "$N/venv/bin/nominatim" import --osm-file "$PBF" --threads 2 \
    --no-updates --offline > "../import-$CITY.log" 2>&1) \
    || { echo "nominatim.sh: the import failed; its log:" >&2; tail -5 "import-$CITY.log" >&2; exit 69; }
  echo "$stamp" > "$stampfile"
fi
(cd "$project" && exec "$N/venv/bin/nominatim" serve --server "127.0.0.1:$PORT" > "../serve-$CITY.log" 2>&1) &
echo "nominatim-serve $!" > pids
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/status" > /dev/null && exit 0; sleep 0.2; done
echo "nominatim.sh: nominatim serve did not start; its log:" >&2; tail -5 "serve-$CITY.log" >&2; exit 69
