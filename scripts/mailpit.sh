#!/usr/bin/env bash
# The local mail catcher of development and tests: Mailpit (a Go program, installed from
# the Go module proxy into bin/), with an SMTP server and a web inbox.
#
#   scripts/mailpit.sh install   go install the pinned Mailpit into bin/ when missing
#   scripts/mailpit.sh start     start in the background (installs first) and wait until
#                                it answers; prints SMTP_URL=… on stdout
#   scripts/mailpit.sh stop      stop what start started
#
# Environment: MAILPIT_SMTP_PORT (default 1025), MAILPIT_UI_PORT (default 8025).
source "$(dirname "$0")/lib.sh"
VERSION=v1.27.11
BIN="$ROOT/bin/mailpit"
SMTP_PORT="${MAILPIT_SMTP_PORT:-1025}"
UI_PORT="${MAILPIT_UI_PORT:-8025}"
RUN="$ROOT/.run"
PIDFILE="$RUN/mailpit-$SMTP_PORT.pid"

install() {
  [ -x "$BIN" ] && "$BIN" version 2>/dev/null | grep -q . && [ -f "$BIN.$VERSION" ] && return 0
  say "installing Mailpit $VERSION (go install, about a minute the first time)"
  GOBIN="$ROOT/bin" GOFLAGS=-mod=mod go install "github.com/axllent/mailpit@$VERSION" ||
    die "could not install Mailpit from the Go module proxy (see above); it is the local mail server of make run and make test."
  touch "$BIN.$VERSION"
}

case "${1:-}" in
  install) install ;;
  start)
    install
    mkdir -p "$RUN"
    if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
      echo "SMTP_URL=smtp://127.0.0.1:$SMTP_PORT"; exit 0
    fi
    (exec 3<>"/dev/tcp/127.0.0.1/$SMTP_PORT") 2>/dev/null &&
      die "port $SMTP_PORT is taken: stop what uses it or set MAILPIT_SMTP_PORT."
    "$BIN" --smtp "127.0.0.1:$SMTP_PORT" --listen "127.0.0.1:$UI_PORT" --disable-version-check \
      --smtp-auth-accept-any --smtp-auth-allow-insecure >"$RUN/mailpit-$SMTP_PORT.log" 2>&1 &
    echo $! >"$PIDFILE"
    for _ in $(seq 100); do
      curl -fsS "http://127.0.0.1:$UI_PORT/api/v1/messages" >/dev/null 2>&1 && {
        say "Mailpit: SMTP on 127.0.0.1:$SMTP_PORT, inbox at http://127.0.0.1:$UI_PORT"
        echo "SMTP_URL=smtp://127.0.0.1:$SMTP_PORT"; exit 0; }
      sleep 0.1
    done
    die "Mailpit did not start (see $RUN/mailpit-$SMTP_PORT.log)."
    ;;
  stop)
    [ -f "$PIDFILE" ] && kill "$(cat "$PIDFILE")" 2>/dev/null; rm -f "$PIDFILE" ;;
  *) die "usage: scripts/mailpit.sh install|start|stop" ;;
esac
