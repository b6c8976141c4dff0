#!/bin/sh
# Base backups for point-in-time recovery, run beside PostgreSQL in the db container
# (docker-compose.yml): creates the stanza once, then a full backup each Sunday (or when
# none exists) and a differential every other day at 02:00 UTC. WAL is archived
# continuously by archive_command. `pitr-backup.sh once` takes one backup now and exits
# (the recovery drill, scripts/pitr-drill.sh, runs it so).
set -eu
stanza="${PGBACKREST_STANZA:-seo}"

# Until PostgreSQL serves (the image's first start runs initdb and restarts it): stanza-create
# is idempotent (it checks an existing stanza against this cluster), check proves that
# archive_command works.
until pg_isready -q && pgbackrest --stanza="$stanza" stanza-create && pgbackrest --stanza="$stanza" check; do
  sleep 10
done

backup() {
  if [ "$(date -u +%u)" = 7 ] || ! pgbackrest --stanza="$stanza" info --output=json | grep -q '"type":"full"'; then
    pgbackrest --stanza="$stanza" --type=full backup
  else
    pgbackrest --stanza="$stanza" --type=diff backup
  fi
}

if [ "${1:-}" = once ]; then
  backup
  exit 0
fi
# A first backup at once, so recovery is possible from the first day.
backup || echo "pitr-backup: the backup failed; retrying at the next slot" >&2
while :; do
  now=$(date -u +%s)
  next=$(date -u -d "tomorrow 02:00" +%s)
  sleep $((next - now))
  backup || echo "pitr-backup: the backup failed; retrying at the next slot" >&2
done
