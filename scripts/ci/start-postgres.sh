#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on loopback (Debian's postgresql, run as the postgres user because
# initdb refuses root) and exports TEST_DATABASE_URL. Source it; call stop_test_postgres when done.
set -euo pipefail

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}

if ! PG_BIN=$(find_pg_bin); then
  echo "PostgreSQL not found: installing Debian's postgresql package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(find_pg_bin)
fi

PG_PORT=${TEST_PG_PORT:-54329}
PG_DIR=$(mktemp -d /tmp/groundschool-pg.XXXXXX)
chown postgres:postgres "$PG_DIR"
run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi
}
run_as_postgres "'$PG_BIN/initdb' -D '$PG_DIR/data' -U postgres --auth=trust -E UTF8 >/dev/null"
run_as_postgres "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -l '$PG_DIR/server.log' -w -o \"-p $PG_PORT -k '$PG_DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start >/dev/null"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') is running for the tests at $TEST_DATABASE_URL"

stop_test_postgres() {
  run_as_postgres "'$PG_BIN/pg_ctl' -D '$PG_DIR/data' -m fast stop >/dev/null" || true
  rm -rf "$PG_DIR"
}
