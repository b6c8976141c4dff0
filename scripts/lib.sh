# Shared helpers of the scripts: clear messages and one-time set-up steps.
# shellcheck shell=bash
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Each step says when it started (minutes:seconds since the first script of the run began,
# which its sub-scripts inherit), so a slow step shows.
export RUN_STARTED="${RUN_STARTED:-$(date +%s)}"
say() {
  local t=$(($(date +%s) - RUN_STARTED))
  printf '\033[1m==> [%d:%02d] %s\033[0m\n' $((t / 60)) $((t % 60)) "$*" >&2
}
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# with_progress WHAT CMD…: run CMD, saying every 30 s that WHAT is still going (a first
# build takes minutes and prints nothing of its own), and how long it took.
with_progress() {
  local what="$1" start=$SECONDS ticker status=0
  shift
  ( while sleep 30; do say "still $what ($((SECONDS - start)) s so far)"; done ) &
  ticker=$!
  "$@" || status=$?
  kill "$ticker" 2>/dev/null; wait "$ticker" 2>/dev/null || true
  [ "$status" -ne 0 ] || say "done $what in $((SECONDS - start)) s"
  return "$status"
}

need_toolchain() {
  command -v go >/dev/null 2>&1 || die "Go is not installed (need Go 1.26 or newer, https://go.dev/dl)."
  command -v node >/dev/null 2>&1 || die "Node.js is not installed (need Node 20 or newer)."
  command -v npm >/dev/null 2>&1 || die "npm is not installed (it comes with Node.js)."
  local major
  major="$(node -p 'process.versions.node.split(".")[0]')"
  [ "$major" -ge 20 ] || die "Node.js $major is too old: need Node 20 or newer."
}

# npm_install DIR: npm ci when node_modules is missing or older than the lock file.
npm_install() {
  local dir="$ROOT/$1" stamp="$ROOT/$1/node_modules/.lock.sha256" sum
  sum="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then return 0; fi
  say "npm ci in $1/"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error) ||
    die "npm ci failed in $1/: the npm registry must be reachable (see npm's message above)."
  echo "$sum" >"$stamp"
}

# build_web: install the web app's packages and build it into web/dist.
build_web() {
  npm_install web
  say "building the web app (about 2 minutes)"
  with_progress "building the web app" bash -c 'cd "$1" && npm run --silent build' _ "$ROOT/web" ||
    die "the web app did not build (see above)."
}

# need_debian_package COMMAND PACKAGE: install Debian's PACKAGE when COMMAND is missing.
need_debian_package() {
  if command -v "$1" >/dev/null 2>&1; then return 0; fi
  say "installing Debian's $2"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  command -v apt-get >/dev/null 2>&1 || die "$1 is missing and this machine has no apt-get: install $2."
  ($sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2" >/dev/null) ||
    die "could not install Debian's $2 package (apt-get failed above); install it and run again."
  command -v "$1" >/dev/null 2>&1 || die "$2 was installed but $1 is still missing."
}

# need_chromium: the browser tests drive Debian's Chromium at /usr/bin/chromium.
need_chromium() {
  need_debian_package chromium chromium
  [ -x /usr/bin/chromium ] || die "the browser tests need Chromium at /usr/bin/chromium."
}

# need_postgres: the Go tests create databases on TEST_POSTGRES_URL (default: local server).
need_postgres() {
  local url="${TEST_POSTGRES_URL:-postgres://root@127.0.0.1:5432/postgres?sslmode=disable}"
  if command -v psql >/dev/null 2>&1 && psql "$url" -Atc 'select 1' >/dev/null 2>&1; then return 0; fi
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    say "starting the local PostgreSQL cluster"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -1)" main start >/dev/null 2>&1 || true
    sleep 2
    psql "$url" -Atc 'select 1' >/dev/null 2>&1 && return 0
  fi
  die "PostgreSQL is not reachable at $url: start it, or set TEST_POSTGRES_URL to a server where this user may create databases."
}
