#!/usr/bin/env bash
# A private PostgreSQL 15 (Debian's) for the shared store's tests: its own cluster in WORK, on loopback only, TLS on
# with a certificate authority made here (the tests' sslmode=verify-full), password authentication (scram-sha-256)
# for the role foodybite over TCP, trust for the postgres role on the cluster's own socket.
#
#   WORK=dir PGPORT=Q bash scripts/store/postgres.sh start   -> prints the cluster's folder (ca.pem, sock/, password)
#   WORK=dir bash scripts/store/postgres.sh stop
set -euo pipefail
: "${WORK:?WORK: a scratch directory}"
mkdir -p "$WORK" && WORK=$(cd "$WORK" && pwd)
PGBIN=/usr/lib/postgresql/15/bin
as_postgres() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
# PostgreSQL runs as its own user, which must reach its cluster: in WORK when it can, else (a clone under a private
# folder: /root, a mktemp -d) in a folder of its own under /var/tmp, named after WORK.
cluster() {
  if [ "$(id -u)" = 0 ] && ! as_postgres "cd '$WORK'" 2> /dev/null; then
    local folder
    folder=/var/tmp/foodybite-store-$(printf '%s' "$WORK" | sha256sum | cut -c1-12)
    mkdir -p "$folder" && chown postgres:postgres "$folder" && chmod 700 "$folder"
    echo "$folder"
  else
    echo "$WORK/postgres"
  fi
}
C=$(cluster)
case "${1:-}" in
stop)
  [ -f "$C/pgdata/postmaster.pid" ] && as_postgres "$PGBIN/pg_ctl -D $C/pgdata -m fast -w stop" > /dev/null 2>&1 || true
  exit 0 ;;
start) ;;
*) echo "usage: postgres.sh start|stop" >&2; exit 64 ;;
esac
: "${PGPORT:?PGPORT: the PostgreSQL port}"
[ -x "$PGBIN/initdb" ] || bash "$(dirname "$0")/../install-packages.sh" postgresql-15
mkdir -p "$C/sock" "$C/pgdata"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$C" "$C/sock" "$C/pgdata"
if [ ! -e "$C/pgdata/PG_VERSION" ]; then
  as_postgres "$PGBIN/initdb -D $C/pgdata --auth-local=trust --auth-host=scram-sha-256 -U postgres -E UTF8 --locale=C.UTF-8" \
    > "$C/initdb.log" 2>&1 || { echo "postgres.sh: initdb failed; its log:" >&2; tail -5 "$C/initdb.log" >&2; exit 69; }
  # The certificate authority and the server's certificate for localhost and 127.0.0.1.
  (cd "$C" && openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj /CN=foodybite-test-ca -keyout ca.key -out ca.pem \
    && openssl req -newkey rsa:2048 -nodes -subj /CN=localhost -keyout server.key -out server.csr \
    && printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\n' > san.ext \
    && openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 30 -extfile san.ext -out server.crt \
    && openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj /CN=another-ca -keyout other.key -out other-ca.pem) \
    > "$C/tls.log" 2>&1 || { echo "postgres.sh: the test certificates could not be made" >&2; exit 69; }
  chmod 600 "$C/server.key"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$C/server.key" "$C/server.crt"
  head -c 18 /dev/urandom | base64 | tr -d '/+=' > "$C/password"
  chmod 644 "$C/password" "$C/ca.pem" "$C/other-ca.pem"
fi
touch "$C/pg.log" && { [ "$(id -u)" != 0 ] || chown postgres "$C/pg.log"; }
as_postgres "$PGBIN/pg_ctl -D $C/pgdata status" > /dev/null 2>&1 \
  || as_postgres "$PGBIN/pg_ctl -D $C/pgdata -l $C/pg.log -w -o '-p $PGPORT -k $C/sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c ssl=on -c ssl_cert_file=$C/server.crt -c ssl_key_file=$C/server.key -c max_connections=200' start" > /dev/null \
  || { echo "postgres.sh: PostgreSQL did not start; its log:" >&2; tail -5 "$C/pg.log" >&2; exit 69; }
PSQL="psql -h $C/sock -p $PGPORT -U postgres -tAq"
$PSQL -c "select 1 from pg_roles where rolname='foodybite'" | grep -q 1 \
  || $PSQL -c "create role foodybite login createdb password '$(cat "$C/password")'"
echo "$C"
