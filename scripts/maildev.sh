#!/usr/bin/env bash
# The local mail viewer of `make run`: MailDev (npm, in maildev/), an SMTP server and a
# web inbox where every mail the site sends can be read. Tests use Mailpit
# (scripts/mailpit.sh) for its message API; Mailpit installed from the Go module proxy
# has no web interface, so it cannot be the viewer.
#
#   scripts/maildev.sh install   npm ci in maildev/ when missing or stale
#   scripts/maildev.sh start     start in the background (installs first) and wait until
#                                its inbox answers; prints SMTP_URL=… on stdout
#   scripts/maildev.sh stop      stop what start started
#
# Environment: MAILDEV_SMTP_PORT (default 1025), MAILDEV_WEB_PORT (default 8025).
source "$(dirname "$0")/lib.sh"
SMTP_PORT="${MAILDEV_SMTP_PORT:-1025}"
WEB_PORT="${MAILDEV_WEB_PORT:-8025}"
RUN="$ROOT/.run"
PIDFILE="$RUN/maildev-$SMTP_PORT.pid"
LOG="$RUN/maildev-$SMTP_PORT.log"

case "${1:-}" in
  install) npm_install maildev ;;
  start)
    npm_install maildev
    mkdir -p "$RUN"
    if [ -f "$PIDFILE" ] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
      echo "SMTP_URL=smtp://127.0.0.1:$SMTP_PORT"; exit 0
    fi
    for port in "$SMTP_PORT" "$WEB_PORT"; do
      (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null &&
        die "port $port is taken: stop what uses it or set MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT."
    done
    "$ROOT/maildev/node_modules/.bin/maildev" --smtp "$SMTP_PORT" --ip 127.0.0.1 \
      --web "$WEB_PORT" --web-ip 127.0.0.1 --max-emails 500 </dev/null >"$LOG" 2>&1 &
    echo $! >"$PIDFILE"
    for _ in $(seq 600); do
      curl -fsS -H 'Accept: text/html' "http://127.0.0.1:$WEB_PORT/" 2>/dev/null | grep -q '<title>MailDev' && {
        say "MailDev: SMTP on 127.0.0.1:$SMTP_PORT, inbox at http://127.0.0.1:$WEB_PORT"
        echo "SMTP_URL=smtp://127.0.0.1:$SMTP_PORT"; exit 0; }
      kill -0 "$(cat "$PIDFILE")" 2>/dev/null || die "MailDev stopped at start (see $LOG)."
      sleep 0.1
    done
    die "MailDev did not answer within a minute (see $LOG)."
    ;;
  stop)
    [ -f "$PIDFILE" ] && kill "$(cat "$PIDFILE")" 2>/dev/null; rm -f "$PIDFILE" ;;
  *) die "usage: scripts/maildev.sh install|start|stop" ;;
esac
