#!/usr/bin/env bash
# Starts Debian's PostgreSQL and Redis on loopback for the scale-out tests and
# `npm run stack`: `start` (idempotent), or `database-url` to print the URL.
# Needs root (CI and these machines); a real deployment brings its own servers.
set -euo pipefail
DB=dice
URL="postgres://postgres:postgres@127.0.0.1:5432/$DB"
case "${1:-start}" in
  database-url)
    echo "$URL"
    ;;
  start)
    version=$(ls /usr/lib/postgresql | sort -n | tail -1)
    pg_lsclusters -h | grep -q "^$version main" || pg_createcluster "$version" main >/dev/null
    pg_ctlcluster "$version" main status >/dev/null 2>&1 || pg_ctlcluster "$version" main start
    su postgres -c "psql -qc \"alter user postgres password 'postgres'\"" >/dev/null
    su postgres -c "psql -tAc \"select 1 from pg_database where datname = '$DB'\"" | grep -q 1 ||
      su postgres -c "createdb $DB"
    redis-cli ping >/dev/null 2>&1 || redis-server --daemonize yes --save "" --appendonly no >/dev/null
    ;;
  *)
    echo "usage: $0 [start|database-url]" >&2
    exit 64
    ;;
esac
