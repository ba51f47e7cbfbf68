#!/usr/bin/env bash
# Runs CMD… against a throw-away PostgreSQL server on 127.0.0.1.
#
#   scripts/with-postgres.sh swift test --skip-build --filter DataPostgresTests
#
# - Installs Debian's `postgresql` with apt-get when `initdb` is missing.
# - initdb into a `mktemp -d` folder as a non-root user (PostgreSQL refuses to run as root),
#   starts it on a free port, listening on 127.0.0.1 only.
# - Role `postgres` (superuser) logs in with trust; role `sitegen` (CREATEDB) needs its
#   password (scram-sha-256), so tests can check a wrong password is refused; role
#   `sitegen_tls` is refused without TLS, as a server that requires TLS does.
# - TLS is on, with a certificate for `localhost` (only) signed by a private CA made here with
#   openssl; SITEGEN_TEST_PG_CA is that CA's certificate, SITEGEN_TEST_PG_OTHER_CA one of
#   another CA (which signed nothing), so tests can check verify-ca/verify-full for real.
# - Exports SITEGEN_TEST_PG_URL=postgres://sitegen:…@127.0.0.1:PORT/sitegen_test?sslmode=disable
#   and SITEGEN_TEST_PG_ADMIN_URL (the trusted superuser), then runs CMD.
# - Stops the server and removes the folder at exit, also when CMD fails; exits with CMD's status.
set -euo pipefail

if [ "$#" -eq 0 ]; then
    echo "usage: $0 CMD [ARG…]" >&2
    exit 2
fi

find_bin() {
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -n "$found" ] && [ -x "$found/initdb" ]; then echo "$found"; return; fi
    if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return; fi
}

PGBIN=$(find_bin)
if [ -z "${PGBIN:-}" ]; then
    echo "with-postgres: installing postgresql…" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
    PGBIN=$(find_bin)
fi
if [ -z "${PGBIN:-}" ]; then
    echo "with-postgres: initdb not found" >&2
    exit 1
fi

# Run server commands as a non-root user.
if [ "$(id -u)" -eq 0 ]; then
    RUNAS_USER=postgres
    id -u "$RUNAS_USER" >/dev/null 2>&1 || useradd --system --no-create-home "$RUNAS_USER"
    as_pg() { runuser -u "$RUNAS_USER" -- "$@"; }
else
    RUNAS_USER=$(id -un)
    as_pg() { "$@"; }
fi

DIR=$(mktemp -d /tmp/sitegen-pg.XXXXXX)
chmod 755 "$DIR"
chown "$RUNAS_USER" "$DIR"
DATA="$DIR/data"
LOG="$DIR/server.log"

cleanup() {
    local status=$?
    if [ -f "$DATA/postmaster.pid" ]; then
        as_pg "$PGBIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$DIR"
    exit "$status"
}
trap cleanup EXIT INT TERM

# A free port: ask the kernel for one.
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

# A private CA, a server certificate for localhost signed by it, and an unrelated CA.
CERTS="$DIR/certs"
mkdir "$CERTS"
make_ca() {
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
        -subj "/CN=$2" -keyout "$CERTS/$1.key" -out "$CERTS/$1.crt" 2>/dev/null
}
make_ca ca "sitegen test CA"
make_ca other-ca "another test CA"
openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj "/CN=localhost" \
    -keyout "$CERTS/server.key" -out "$CERTS/server.csr" 2>/dev/null
printf 'subjectAltName=DNS:localhost\nbasicConstraints=CA:FALSE\n' > "$CERTS/server.ext"
openssl x509 -req -in "$CERTS/server.csr" -CA "$CERTS/ca.crt" -CAkey "$CERTS/ca.key" -CAcreateserial \
    -days 2 -extfile "$CERTS/server.ext" -out "$CERTS/server.crt" 2>/dev/null
chmod 755 "$CERTS"
chmod 644 "$CERTS"/*.crt
chmod 600 "$CERTS/server.key"
chown "$RUNAS_USER" "$CERTS/server.key" "$CERTS/server.crt"

as_pg "$PGBIN/initdb" -D "$DATA" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
cat > "$DATA/pg_hba.conf" <<HBA
local   all   all                        trust
hostnossl all sitegen_tls 127.0.0.1/32   reject
host    all   sitegen    127.0.0.1/32    scram-sha-256
host    all   all        127.0.0.1/32    trust
HBA
as_pg "$PGBIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 30 \
    -o "-k $DIR -c listen_addresses=127.0.0.1 -p $PORT -c fsync=off -c max_connections=200 -c ssl=on -c ssl_cert_file=$CERTS/server.crt -c ssl_key_file=$CERTS/server.key" start >/dev/null

PASSWORD="sitegen-test-pw"
as_pg "$PGBIN/psql" -h "$DIR" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -q <<SQL
SET password_encryption = 'scram-sha-256';
CREATE ROLE sitegen LOGIN CREATEDB PASSWORD '$PASSWORD';
CREATE ROLE sitegen_tls LOGIN;
CREATE DATABASE sitegen_test OWNER sitegen;
SQL

export SITEGEN_TEST_PG_URL="postgres://sitegen:$PASSWORD@127.0.0.1:$PORT/sitegen_test?sslmode=disable"
export SITEGEN_TEST_PG_ADMIN_URL="postgres://postgres@127.0.0.1:$PORT/postgres?sslmode=disable"
export SITEGEN_TEST_PG_BIN="$PGBIN"
export SITEGEN_TEST_PG_SOCKET="$DIR"
export SITEGEN_TEST_PG_PORT="$PORT"
export SITEGEN_TEST_PG_CA="$CERTS/ca.crt"
export SITEGEN_TEST_PG_OTHER_CA="$CERTS/other-ca.crt"

set +e
"$@"
status=$?
set -e
exit "$status"
