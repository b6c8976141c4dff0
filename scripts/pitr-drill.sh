#!/usr/bin/env bash
# The point-in-time recovery drill: the steps of docs/operations.md ("Point-in-time recovery"),
# run with the shipped deploy/postgres configuration on a private PostgreSQL cluster. It
# archives WAL with pgBackRest, takes a base backup with deploy/postgres/pitr-backup.sh, writes
# orders, records the time, makes the "mistake" (every subscriber deleted), recovers to the
# recorded time into a lost data directory and checks that what was written before it is back
# and the mistake is not. Needs bin/server (for the schema) and PostgreSQL's server binaries.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
need_debian_package pgbackrest pgbackrest
pgbin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$pgbin/initdb" ] || die "the recovery drill needs PostgreSQL's server binaries (/usr/lib/postgresql/N/bin/initdb)."
[ -x bin/server ] || die "the recovery drill needs bin/server: go build -o bin/server ./cmd/server"

port="${PITR_DRILL_PORT:-5499}"
dir="$(mktemp -d /tmp/pitr-drill.XXXXXX)"
# PostgreSQL refuses to run as root: the cluster is the postgres user's, as in the image.
as_pg() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- env "${pg_env[@]}" "$@"; else env "${pg_env[@]}" "$@"; fi; }
[ "$(id -u)" -ne 0 ] || chown postgres "$dir"
# The shipped configuration, with this drill's paths (pgBackRest reads PGBACKREST_<OPTION>).
pg_env=(PGBACKREST_CONFIG="$ROOT/deploy/postgres/pgbackrest.conf" PGBACKREST_REPO1_PATH="$dir/repo"
  PGBACKREST_PG1_PATH="$dir/data" PGBACKREST_PG1_PORT="$port" PGBACKREST_PG1_SOCKET_PATH="$dir"
  PGBACKREST_LOCK_PATH="$dir/lock" PGBACKREST_SPOOL_PATH="$dir/spool" PGBACKREST_LOG_PATH="$dir/log"
  PGBACKREST_REPO1_CIPHER_PASS="drill-cipher-pass" PGHOST="$dir" PGPORT="$port" PGUSER=seo PATH="$pgbin:$PATH")
stop() { as_pg pg_ctl -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; }
trap 'stop; rm -rf "$dir"' EXIT
start() {
  as_pg pg_ctl -D "$dir/data" -l "$dir/postgres.log" -w -t 120 start >/dev/null ||
    { cat "$dir/postgres.log" >&2; die "the drill's PostgreSQL did not start (its log is above)."; }
}
sql() { as_pg psql -X -qAt -v ON_ERROR_STOP=1 -d seo -c "$1"; }
begin=$SECONDS

say "PITR drill: a PostgreSQL cluster archiving WAL with pgBackRest (deploy/postgres)"
as_pg initdb -D "$dir/data" -U seo --auth=trust >/dev/null
# The settings of the compose file's db command.
cat >>"$dir/data/postgresql.conf" <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
wal_level = replica
archive_mode = on
archive_timeout = 60
archive_command = 'pgbackrest --stanza=seo archive-push %p'
CONF
start

as_pg psql -X -q -d postgres -c "create database seo" >/dev/null
PGBACKREST_STANZA=seo as_pg bash deploy/postgres/pitr-backup.sh once >"$dir/backup.log" 2>&1 ||
  { cat "$dir/backup.log" >&2; die "pitr-backup.sh once failed (its output is above)."; }
grep -q "backup command end: completed successfully" "$dir/backup.log" || die "pitr-backup.sh did not complete a backup."

# The product's schema, and rows written after the base backup: only the WAL archive has them.
DATABASE_URL="postgres://seo@127.0.0.1:$port/seo?sslmode=disable" APP_ENV=development bin/server migrate >/dev/null ||
  die "bin/server migrate failed on the drill's database."
for i in $(seq 1 20); do sql "insert into subscribers (email, created_at, updated_at) values ('reader$i@example.com', now(), now())"; done
sleep 1
target="$(sql "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'")"
sleep 1
sql "delete from subscribers" # the mistake
sql "select pg_switch_wal()" >/dev/null
as_pg pgbackrest --stanza=seo check >/dev/null || die "pgbackrest check failed: the WAL with the mistake was not archived."

say "PITR drill: the data directory lost; restoring to $target"
stop
rm -rf "$dir/data"
as_pg mkdir -m 700 "$dir/data"
as_pg pgbackrest --stanza=seo --type=time "--target=$target" --target-action=promote restore >"$dir/restore.log" 2>&1 ||
  { cat "$dir/restore.log" >&2; die "pgbackrest restore failed (its output is above)."; }
start
for _ in $(seq 1 120); do [ "$(sql "select pg_is_in_recovery()" 2>/dev/null)" = f ] && break; sleep 0.5; done
[ "$(sql "select pg_is_in_recovery()")" = f ] || die "the restored cluster did not leave recovery."
n="$(sql "select count(*) from subscribers")"
[ "$n" = 20 ] || die "after recovery to $target the database has $n subscribers, not the 20 written before it."
[ "$(sql "select count(*) from subscribers where email = 'reader20@example.com'")" = 1 ] || die "the last row before the target is missing."
sql "insert into subscribers (email, created_at, updated_at) values ('after@example.com', now(), now())" # writable again
say "PITR drill passed in $((SECONDS - begin)) s: 20 rows written after the base backup recovered from the WAL archive; the mistake after $target undone"
