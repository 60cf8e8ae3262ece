#!/bin/sh
# Makes a local PostgreSQL available for the API tests and prints its URL on stdout:
#   postgres://villa:villa@127.0.0.1:5432/villa_test
# Installs PostgreSQL with apt-get when it is missing and we are root; starts the cluster on
# 127.0.0.1 only; creates the role villa (password villa, CREATEDB so each test file can make
# its own fresh database) and the database villa_test. Safe to run again.
# Exit status 3, with a loud message on stderr, when PostgreSQL cannot be made available.
set -eu

ROLE=villa
PASSWORD=villa
DATABASE=villa_test
PORT="${PGPORT:-5432}"

say() { printf '%s\n' "$*" >&2; }
fail() {
  say ''
  say '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
  say "!!  PostgreSQL is NOT available: $*"
  say '!!  The API tests will run on SQLite only.'
  say '!!  Install it as root (apt-get install -y postgresql) or set TEST_DATABASE_URL.'
  say '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'
  exit 3
}

is_root() { [ "$(id -u)" = 0 ]; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  is_root || fail 'it is not installed and installing it needs root'
  command -v apt-get >/dev/null 2>&1 || fail 'it is not installed and apt-get is missing'
  say 'Installing PostgreSQL with apt-get (about a minute)...'
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2 || fail 'apt-get update failed'
  apt-get install -y postgresql >&2 || fail 'apt-get install postgresql failed'
fi

# The newest installed major version, e.g. 15.
VERSION=$(ls /usr/lib/postgresql | sort -n | tail -n 1)
[ -n "$VERSION" ] || fail 'no version found under /usr/lib/postgresql'

if ! pg_isready -q -h 127.0.0.1 -p "$PORT"; then
  is_root || fail "the server is not running on 127.0.0.1:$PORT and starting it needs root"
  if ! pg_lsclusters -h 2>/dev/null | awk '{print $1, $2}' | grep -q "^$VERSION main$"; then
    say "Creating cluster $VERSION/main..."
    pg_createcluster "$VERSION" main >&2 || fail "pg_createcluster $VERSION main failed"
  fi
  say "Starting PostgreSQL $VERSION on 127.0.0.1:$PORT..."
  pg_ctlcluster "$VERSION" main start -- -o "-c listen_addresses=127.0.0.1 -c port=$PORT" >&2 ||
    fail "pg_ctlcluster $VERSION main start failed"
  tries=0
  until pg_isready -q -h 127.0.0.1 -p "$PORT"; do
    tries=$((tries + 1))
    [ "$tries" -le 30 ] || fail 'the server did not become ready within 15 seconds'
    sleep 0.5
  done
fi

psql_admin() {
  if is_root; then
    su postgres -c "psql -X -q -v ON_ERROR_STOP=1 -p $PORT -h /var/run/postgresql $*"
  else
    psql -X -q -v ON_ERROR_STOP=1 -p "$PORT" -h 127.0.0.1 "$@"
  fi
}

# Already usable? Then nothing to create (also the path for non-root users).
if PGPASSWORD="$PASSWORD" psql -X -q -h 127.0.0.1 -p "$PORT" -U "$ROLE" -d "$DATABASE" -c 'select 1' >/dev/null 2>&1; then
  echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DATABASE"
  exit 0
fi

is_root || fail "role $ROLE or database $DATABASE is missing and creating them needs root"
psql_admin "-d postgres -c \"do \\\$\\\$ begin
  if not exists (select from pg_roles where rolname = '$ROLE') then
    create role $ROLE login password '$PASSWORD' createdb;
  else
    alter role $ROLE login password '$PASSWORD' createdb;
  end if;
end \\\$\\\$; grant pg_signal_backend to $ROLE;\"" >&2 || fail "could not create role $ROLE"
if ! psql_admin "-d postgres -tAc \"select 1 from pg_database where datname = '$DATABASE'\"" | grep -q 1; then
  psql_admin "-d postgres -c \"create database $DATABASE owner $ROLE\"" >&2 || fail "could not create database $DATABASE"
fi

PGPASSWORD="$PASSWORD" psql -X -q -h 127.0.0.1 -p "$PORT" -U "$ROLE" -d "$DATABASE" -c 'select 1' >/dev/null 2>&1 ||
  fail "cannot log in as $ROLE over TCP on 127.0.0.1:$PORT (check pg_hba.conf)"
echo "postgres://$ROLE:$PASSWORD@127.0.0.1:$PORT/$DATABASE"
