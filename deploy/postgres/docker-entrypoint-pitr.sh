#!/bin/sh
# Starts the base-backup loop beside PostgreSQL, then PostgreSQL itself (the image's own
# entrypoint). The loop runs as postgres, the owner of the data directory.
set -eu
mkdir -p /var/lib/pgbackrest && chown postgres:postgres /var/lib/pgbackrest
gosu postgres /usr/local/bin/pitr-backup.sh &
exec docker-entrypoint.sh "$@"
