#!/usr/bin/env bash
# `make run`: build the web app and the server, start the Firebase Auth emulator with
# the demo accounts, the local mail viewer (MailDev) and the PayPal stand-in, and serve
# the site on the embedded SQLite database (or on DATABASE_URL). Ctrl-C stops everything.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
started=$SECONDS
say "setting up: the first run installs packages and builds everything (about 10 minutes on 2 cores; later runs about 1)"
need_toolchain
build_web
say "building the server (the first build compiles every module: several minutes)"
with_progress "building the server" go build -o bin/server ./cmd/server || die "the server did not build (see above)."
emulator_started=""
if [ -z "${FIREBASE_AUTH_EMULATOR_HOST:-}" ]; then
  say "starting the Firebase Auth emulator"
  emulator="$(bash firebase/emulator.sh start)" || die "the Firebase Auth emulator did not start (see above)."
  export "$emulator"
  emulator_started=1
fi
maildev=""
if [ -z "${SMTP_URL:-}" ]; then
  say "starting the local mail viewer (MailDev)"
  maildev="$(bash scripts/maildev.sh start)" || die "the local mail viewer did not start (see above)."
  export "$maildev"
fi
# The PayPal stand-in (docs/payments.md): the pay form posts to it and its notices go
# through the site's real verification, with no network. Unless PayPal's URLs are set.
paypal_pid=""
paypal_addr="${PAYPAL_SANDBOX_ADDR:-127.0.0.1:8090}"
if [ -z "${PAYPAL_CHECKOUT_URL:-}" ] && [ -z "${PAYPAL_IPN_VERIFY_URL:-}" ]; then
  say "starting the PayPal stand-in"
  bin/server paypal-sandbox "$paypal_addr" &
  paypal_pid=$!
  for _ in $(seq 40); do
    curl -fsS "http://$paypal_addr/" >/dev/null 2>&1 && break
    kill -0 "$paypal_pid" 2>/dev/null || die "the PayPal stand-in did not start on $paypal_addr (see above; PAYPAL_SANDBOX_ADDR picks another address)."
    sleep 0.25
  done
  export PAYPAL_CHECKOUT_URL="http://$paypal_addr/cgi-bin/webscr" PAYPAL_IPN_VERIFY_URL="http://$paypal_addr/ipn/cgi-bin/webscr"
  # A fresh site gets the stand-in's demo shop as its PayPal e-mail; one set before stays.
  export PAYPAL_EMAIL="${PAYPAL_EMAIL:-shop@paypal-sandbox.test}"
fi
pid=""
stop_all() {
  [ -z "$pid" ] || { kill -TERM "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; }
  [ -z "$paypal_pid" ] || { kill -TERM "$paypal_pid" 2>/dev/null; wait "$paypal_pid" 2>/dev/null || true; }
  [ -z "$emulator_started" ] || bash firebase/emulator.sh stop
  [ -z "$maildev" ] || bash scripts/maildev.sh stop
}
trap stop_all EXIT
# Ctrl-C is how a developer stops the site: not an error.
trap 'say "stopping"; exit 0' INT TERM
export ADMIN_EMAILS="${ADMIN_EMAILS:-admin@seo-agency.test}"
site="${ADDR:-127.0.0.1:8080}"
case "$site" in :*) site="127.0.0.1$site" ;; esac
bin/server &
pid=$!
for _ in $(seq 120); do
  curl -fsS "http://$site/readyz" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || die "the server stopped at start (see its log above)."
  sleep 0.5
done
say "ready after $((SECONDS - started)) s: http://$site (demo admin: admin@seo-agency.test / admin-demo-123, customer: customer@seo-agency.test / customer-demo-123; the demo admin sets up an authenticator app at the first sign-in, SECOND_FACTOR=off skips it)"
[ -z "$maildev" ] || say "every e-mail the site sends arrives in the inbox at http://127.0.0.1:${MAILDEV_WEB_PORT:-8025}"
[ -z "$paypal_pid" ] || say "payments go to the PayPal stand-in at http://$paypal_addr (no money moves): order a plan, press Pay Now, then Pay, Cancel or a subscription's buttons there"
status=0
wait "$pid" || status=$?
pid=""
exit "$status"
