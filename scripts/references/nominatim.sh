#!/usr/bin/env bash
# Real Nominatim 5.3.3 on loopback for the reference tests: PyPI's nominatim-db and nominatim-api in a venv over
# Debian's python3-icu, Debian's PostgreSQL 15 with PostGIS 3 and osm2pgsql, a private cluster (trust auth, loopback
# only, its socket in WORK), each city's extract imported into a database of its own (the cities' imports at once),
# each served by a `nominatim serve` of its own. Adapted from ../shared/references/osm/setup-nominatim.sh.
#
#   WORK=dir PGPORT=Q bash scripts/references/nominatim.sh start CITY=PBF:PORT ...   -> CITY's at http://127.0.0.1:PORT
#   WORK=dir bash scripts/references/nominatim.sh stop
#
# The venv and the cluster are kept in WORK; a city's import is made again only when its PBF changes.
set -euo pipefail
: "${WORK:?WORK: a scratch directory}"
mkdir -p "$WORK/nominatim" && cd "$WORK/nominatim"
N=$PWD PGBIN=/usr/lib/postgresql/15/bin
as_postgres() { su postgres -s /bin/sh -c "$1"; }
# PostgreSQL runs as its own user, which must reach its cluster: kept in WORK when it can, else (a clone under a
# private folder: /root, a mktemp -d) in a folder of its own under /var/tmp, named after WORK.
cluster() {
  if id postgres > /dev/null 2>&1 && ! as_postgres "cd '$N'" 2> /dev/null; then
    local folder
    folder=/var/tmp/foodybite-nominatim-$(printf '%s' "$N" | sha256sum | cut -c1-12)
    mkdir -p "$folder" && chown postgres:postgres "$folder" && chmod 700 "$folder"
    echo "$folder"
  else
    echo "$N"
  fi
}
case "${1:-}" in
stop)
  C=$(cluster)
  [ -f pids ] && while read -r _ pid; do kill "$pid" 2>/dev/null || true; done < pids
  rm -f pids
  [ -f "$C/pgdata/postmaster.pid" ] && as_postgres "$PGBIN/pg_ctl -D $C/pgdata -m fast -w stop" > /dev/null 2>&1 || true
  exit 0 ;;
start) ;;
*) echo "usage: nominatim.sh start|stop" >&2; exit 64 ;;
esac
: "${PGPORT:?PGPORT: the PostgreSQL port}"
shift
[ $# -gt 0 ] || { echo "usage: nominatim.sh start CITY=PBF:PORT ..." >&2; exit 64; }
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
C=$(cluster)  # (after the packages: they make the postgres user)
mkdir -p "$C/sock" "$C/pgdata" && chown postgres:postgres "$C/sock" "$C/pgdata"
[ -e "$C/pgdata/PG_VERSION" ] \
  || as_postgres "$PGBIN/initdb -D $C/pgdata --auth=trust -U postgres -E UTF8 --locale=C.UTF-8" > initdb.log 2>&1 \
  || { echo "nominatim.sh: initdb failed; its log:" >&2; tail -5 initdb.log >&2; exit 69; }
touch "$C/pg.log" && chown postgres "$C/pg.log"
as_postgres "$PGBIN/pg_ctl -D $C/pgdata -l $C/pg.log -w -o '-p $PGPORT -k $C/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off' start" > /dev/null \
  || { echo "nominatim.sh: PostgreSQL did not start; its log:" >&2; tail -5 "$C/pg.log" >&2; exit 69; }
PSQL="psql -h $C/sock -p $PGPORT -U postgres -tAq"
$PSQL -c "select 1 from pg_roles where rolname='www-data'" | grep -q 1 || $PSQL -c 'create role "www-data" login'

# Monaco's database, project and stamp keep the names they always had; another city's are its own.
names() {  # city -> "database project stamp"
  if [ "$1" = monaco ]; then echo "nominatim project stamp"; else echo "nominatim_$1 project-$1 stamp-$1"; fi
}
import_city() {  # city pbf: the import, unless its database holds this extract already
  local db project stampfile stamp
  read -r db project stampfile <<< "$(names "$1")"
  mkdir -p "$project"
  printf 'NOMINATIM_DATABASE_DSN="pgsql:dbname=%s;host=%s;port=%s;user=postgres"\n' "$db" "$C/sock" "$PGPORT" > "$project/.env"
  stamp=$(sha256sum "$2" | cut -c1-16)
  if [ "$(cat "$stampfile" 2>/dev/null)" != "$stamp" ] || ! $PSQL -l | grep -q "^$db|"; then
    $PSQL -c "drop database if exists $db" > /dev/null
    (cd "$project" && PATH=$N/venv/bin:$PATH "$N/venv/bin/nominatim" import --osm-file "$2" --threads 2 \
      --no-updates --offline > "../import-$1.log" 2>&1) \
      || { echo "nominatim.sh: $1's import failed; its log:" >&2; tail -5 "import-$1.log" >&2; return 1; }
    echo "$stamp" > "$stampfile"
  fi
}
# The imports at once: most of each is PostgreSQL creating functions and tables, one statement at a time.
imports=()
for spec in "$@"; do
  city=${spec%%=*} rest=${spec#*=}
  import_city "$city" "$(realpath "${rest%:*}")" &
  imports+=("$!")
done
for pid in "${imports[@]}"; do wait "$pid" || exit 69; done
: > pids
for spec in "$@"; do
  city=${spec%%=*} port=${spec##*:}
  read -r _ project _ <<< "$(names "$city")"
  (cd "$project" && exec "$N/venv/bin/nominatim" serve --server "127.0.0.1:$port" > "../serve-$city.log" 2>&1) &
  echo "nominatim-serve-$city $!" >> pids
done
for spec in "$@"; do
  city=${spec%%=*} port=${spec##*:}
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/status" > /dev/null && continue 2; sleep 0.2; done
  echo "nominatim.sh: $city's nominatim serve did not start; its log:" >&2; tail -5 "serve-$city.log" >&2; exit 69
done
