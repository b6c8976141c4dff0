#!/usr/bin/env bash
# The Firebase Auth emulator for development and tests. Only the Auth emulator
# runs (pure Node.js: no Java), offline, for a demo-… project, with the demo
# accounts of demo-data/ imported at every start (imports are read-only: what
# tests create is gone after a restart).
#
#   ./emulator.sh install        npm ci when node_modules is missing or stale
#   ./emulator.sh start          start in the background (installs first), wait
#                                until it answers, print FIREBASE_AUTH_EMULATOR_HOST=…
#   ./emulator.sh stop           stop the emulator that start started
#   ./emulator.sh status         say whether it runs; exit 1 when it does not
#   ./emulator.sh exec CMD ARGS  start (unless running), run CMD with
#                                FIREBASE_AUTH_EMULATOR_HOST set, stop what it started
#
# Environment (all optional):
#   FIREBASE_EMULATOR_PORT           port of the Auth emulator (default 9099)
#   FIREBASE_PROJECT_ID              project id (default demo-seo-agency)
#   FIREBASE_EMULATOR_START_TIMEOUT  seconds to wait for it to answer (default 90)
#
# Messages go to stderr; `start` prints only FIREBASE_AUTH_EMULATOR_HOST=… on
# stdout, so `export "$(./emulator.sh start)"` works.
set -euo pipefail

DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PORT="${FIREBASE_EMULATOR_PORT:-9099}"
PROJECT="${FIREBASE_PROJECT_ID:-demo-seo-agency}"
TIMEOUT="${FIREBASE_EMULATOR_START_TIMEOUT:-90}"
HOST="127.0.0.1"
RUN="$DIR/.run"
PIDFILE="$RUN/auth-emulator-$PORT.pid"
LOGFILE="$RUN/auth-emulator-$PORT.log"
FIREBASE="$DIR/node_modules/.bin/firebase"
STAMP="$DIR/node_modules/.package-lock.sha256"

say() { printf 'emulator.sh: %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

case "$PORT" in
  '' | *[!0-9]*) die "FIREBASE_EMULATOR_PORT must be a port number, got '$PORT'." ;;
esac
if [ "$PORT" -lt 1 ] || [ "$PORT" -gt 65535 ]; then
  die "FIREBASE_EMULATOR_PORT must be between 1 and 65535, got '$PORT'."
fi

lock_sum() { cat "$DIR/package.json" "$DIR/package-lock.json" | sha256sum | cut -d' ' -f1; }

install() {
  command -v node >/dev/null 2>&1 || die "node is not installed; the Auth emulator needs Node.js 20 or newer."
  command -v npm >/dev/null 2>&1 || die "npm is not installed; it is needed to install firebase-tools."
  [ -f "$DIR/package-lock.json" ] || die "firebase/package-lock.json is missing; it pins firebase-tools."
  if [ -x "$FIREBASE" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$(lock_sum)" ]; then
    return 0
  fi
  say "installing firebase-tools with npm ci (about 300 MB, takes half a minute or so)…"
  # --ignore-scripts: no dependency's install script is needed by the Auth
  # emulator (re2 only speeds up Hosting and compiles C++ for minutes).
  # npm ci starts from an empty node_modules each time; a second try gets past
  # the odd failed tarball extraction that npm sometimes reports.
  local try ok=0
  for try in 1 2 3; do
    if (cd "$DIR" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error >&2); then
      ok=1
      break
    fi
    [ "$try" = 3 ] || say "npm ci failed (try $try of 3); trying again…"
  done
  if [ "$ok" != 1 ]; then
    die "npm ci failed in $DIR (see the npm output above); the npm registry must be reachable. Fix that and run ./emulator.sh install again."
  fi
  [ -x "$FIREBASE" ] || die "npm ci finished but $FIREBASE is missing."
  lock_sum >"$STAMP"
  say "firebase-tools $("$FIREBASE" --version 2>/dev/null || echo '?') installed."
}

# answers: the port serves the Auth emulator's status document.
answers() {
  node -e '
    const url = process.argv[1];
    fetch(url, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.json())
      .then((j) => process.exit(j && j.authEmulator && j.authEmulator.ready ? 0 : 1))
      .catch(() => process.exit(1));
  ' "http://$HOST:$PORT/" 2>/dev/null
}

# port_taken: something (anything) listens on the port.
port_taken() { (exec 3<>"/dev/tcp/$HOST/$PORT") 2>/dev/null; }

running_pid() {
  [ -f "$PIDFILE" ] || return 1
  local pid
  pid="$(cat "$PIDFILE" 2>/dev/null || true)"
  case "$pid" in '' | *[!0-9]*) return 1 ;; esac
  kill -0 "$pid" 2>/dev/null || return 1
  echo "$pid"
}

config_file() {
  # firebase.json pins the Auth emulator to 9099; another port gets a copy in .run/.
  if [ "$PORT" = 9099 ]; then
    echo "$DIR/firebase.json"
    return
  fi
  local cfg="$RUN/firebase.$PORT.json"
  node -e '
    const fs = require("fs");
    const [src, dst, port] = process.argv.slice(1);
    const c = JSON.parse(fs.readFileSync(src, "utf8"));
    c.emulators.auth.port = Number(port);
    // The hub and logging ports (4400, 4500 and 4501 by default) follow too, so two
    // emulators on two ports run side by side.
    c.emulators.hub = { port: 10000 + Number(port) };
    c.emulators.logging = { port: 20000 + Number(port) };
    fs.writeFileSync(dst, JSON.stringify(c, null, 2) + "\n");
  ' "$DIR/firebase.json" "$cfg" "$PORT"
  echo "$cfg"
}

start() {
  install
  mkdir -p "$RUN"
  local pid
  if pid="$(running_pid)"; then
    if answers; then
      say "the Auth emulator already runs (pid $pid) on $HOST:$PORT for project $PROJECT."
      echo "FIREBASE_AUTH_EMULATOR_HOST=$HOST:$PORT"
      return 0
    fi
    die "pid $pid from $PIDFILE runs but $HOST:$PORT does not answer; run ./emulator.sh stop first."
  fi
  rm -f "$PIDFILE"
  if port_taken; then
    if answers; then
      die "an Auth emulator that this script did not start already listens on $HOST:$PORT; stop it, or set FIREBASE_EMULATOR_PORT to another port."
    fi
    die "port $PORT on $HOST is taken by another program; set FIREBASE_EMULATOR_PORT to a free port."
  fi
  case "$PROJECT" in
    demo-*) ;;
    *) say "warning: project '$PROJECT' is not a demo-… project; the emulator may try to reach Google's servers." ;;
  esac

  local cfg started
  cfg="$(config_file)"
  started="$(date +%s)"
  say "starting the Auth emulator on $HOST:$PORT for project $PROJECT (log: $LOGFILE)…"
  # Run from .run/ so firebase-debug.log lands there; setsid puts the emulator in
  # its own session so that it outlives this script and its terminal.
  rm -f "$PIDFILE"
  (
    cd "$RUN"
    # The inner shell writes its own pid (setsid may fork), then becomes firebase.
    exec setsid bash -c 'echo $$ >"$1"; shift; exec "$@"' _ "$PIDFILE" \
      "$FIREBASE" emulators:start \
      --only auth \
      --project "$PROJECT" \
      --config "$cfg" \
      --import "$DIR/demo-data" \
      </dev/null >"$LOGFILE" 2>&1
  ) &
  local i
  for i in $(seq 1 50); do
    [ -s "$PIDFILE" ] && break
    sleep 0.1
  done
  pid="$(cat "$PIDFILE" 2>/dev/null || true)"
  [ -n "$pid" ] || die "could not launch $FIREBASE (no pid written to $PIDFILE)."

  while :; do
    if answers; then
      break
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$PIDFILE"
      say "the Auth emulator exited during start-up; the end of its log:"
      tail -n 25 "$LOGFILE" >&2 || true
      die "could not start the Auth emulator (full log: $LOGFILE)."
    fi
    if [ $(($(date +%s) - started)) -ge "$TIMEOUT" ]; then
      say "the Auth emulator did not answer on $HOST:$PORT within ${TIMEOUT}s; the end of its log:"
      tail -n 25 "$LOGFILE" >&2 || true
      stop >/dev/null 2>&1 || true
      die "timed out starting the Auth emulator (raise FIREBASE_EMULATOR_START_TIMEOUT if this machine is slow)."
    fi
    sleep 0.3
  done
  say "the Auth emulator answers on $HOST:$PORT after $(($(date +%s) - started))s (pid $pid); demo accounts admin@seo-agency.test and customer@seo-agency.test are imported."
  echo "FIREBASE_AUTH_EMULATOR_HOST=$HOST:$PORT"
}

stop() {
  local pid
  if ! pid="$(running_pid)"; then
    rm -f "$PIDFILE"
    say "no Auth emulator started by this script runs on port $PORT."
    return 0
  fi
  # The emulator leads its own process group (setsid); signal the group.
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
  local i
  for i in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  if kill -0 "$pid" 2>/dev/null; then
    say "the Auth emulator (pid $pid) did not stop within 10s; killing it."
    kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$PIDFILE"
  say "stopped the Auth emulator (pid $pid) on port $PORT."
}

status() {
  local pid
  if pid="$(running_pid)" && answers; then
    say "the Auth emulator runs (pid $pid) on $HOST:$PORT."
    echo "FIREBASE_AUTH_EMULATOR_HOST=$HOST:$PORT"
    return 0
  fi
  say "no Auth emulator started by this script answers on $HOST:$PORT."
  return 1
}

run_with() {
  [ "$#" -gt 0 ] || die "usage: ./emulator.sh exec COMMAND [ARGS…]"
  local ours=0 line
  if ! running_pid >/dev/null; then
    ours=1
  fi
  line="$(start)"
  if [ "$ours" = 1 ]; then
    trap 'stop' EXIT
  fi
  local code=0
  env "$line" "FIREBASE_PROJECT_ID=$PROJECT" "$@" || code=$?
  return "$code"
}

cmd="${1:-}"
[ "$#" -gt 0 ] && shift
case "$cmd" in
  install) install ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  exec) run_with "$@" ;;
  *)
    cat >&2 <<'EOF'
usage: ./emulator.sh install|start|stop|status|exec COMMAND [ARGS…]
  install  npm ci when node_modules is missing or stale
  start    start the Auth emulator in the background and print FIREBASE_AUTH_EMULATOR_HOST=…
  stop     stop it
  status   exit 0 when it runs
  exec     run a command with the emulator up (stops it afterwards if exec started it)
Environment: FIREBASE_EMULATOR_PORT (9099), FIREBASE_PROJECT_ID (demo-seo-agency),
FIREBASE_EMULATOR_START_TIMEOUT (90 seconds).
EOF
    exit 2
    ;;
esac
