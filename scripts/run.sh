#!/usr/bin/env bash
# `make run`: build the web app and the server, start the Firebase Auth emulator with
# the demo accounts and the local mail catcher (Mailpit), and serve the site on the
# embedded SQLite database (or on DATABASE_URL). Ctrl-C stops everything.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
need_toolchain
build_web
say "building the server"
go build -o bin/server ./cmd/server || die "the server did not build (see above)."
if [ -z "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
  say "starting the Firebase Auth emulator"
  emulator="$(bash firebase/emulator.sh start)" || die "the Firebase Auth emulator did not start (see above)."
  export "$emulator"
  trap 'bash firebase/emulator.sh stop' EXIT
fi
mailpit=""
if [ -z "${SMTP_URL:-}" ]; then
  mailpit="$(bash scripts/mailpit.sh start)" || die "the local mail catcher did not start (see above)."
  export "$mailpit"
fi
stop_all() { bash firebase/emulator.sh stop; [ -z "$mailpit" ] || bash scripts/mailpit.sh stop; }
trap stop_all EXIT
export ADMIN_EMAILS="${ADMIN_EMAILS:-admin@seo-agency.test}"
# The demo admin signs in with a password alone; SECOND_FACTOR=required make run
# tries the second factor (production always requires it).
export SECOND_FACTOR="${SECOND_FACTOR:-off}"
say "serving on http://${ADDR:-127.0.0.1:8080} (demo admin: admin@seo-agency.test / admin-demo-123, customer: customer@seo-agency.test / customer-demo-123)"
[ -z "$mailpit" ] || say "the site's e-mails arrive in the inbox at http://127.0.0.1:${MAILPIT_UI_PORT:-8025}"
bin/server &
pid=$!
trap 'kill -TERM $pid 2>/dev/null; wait $pid; stop_all' EXIT INT TERM
wait $pid
