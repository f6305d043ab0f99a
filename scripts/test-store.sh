#!/usr/bin/env bash
# make test-store: the shared store against a real PostgreSQL 15 (scripts/store/postgres.sh: a private cluster in
# .build-store, TLS on, password authentication), started here and stopped at the end: the PostgreSQL stores' classes
# (PersistenceTests.Postgres*, in process), then the fleet tests (Tests/Store: foodybite processes of several homes
# sharing one store, against the sandbox, PostgreSQL stopped and started under them).
set -euo pipefail
cd "$(dirname "$0")/.."
export WORK="$PWD/.build-store"
PGPORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
export PGPORT
trap 'bash scripts/store/postgres.sh stop' EXIT
bash scripts/store/postgres.sh stop
FOLDER=$(bash scripts/store/postgres.sh start | tail -1)
export FOODYBITE_TEST_POSTGRES_PORT=$PGPORT FOODYBITE_TEST_POSTGRES_DIR=$FOLDER
started=$SECONDS
TEST_FILTER='^PersistenceTests\.Postgres' TEST_JOBS=4 bash scripts/test.sh
python3 -m unittest discover -v -s Tests/Store -p "test_*.py"
echo "make test-store: in $((SECONDS - started)) s"
