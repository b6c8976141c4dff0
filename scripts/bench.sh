#!/usr/bin/env bash
# `make bench`: build the web app and the server, start the Auth emulator, run bench/ (the
# server's scenarios, the ad-hoc public query, the re-paint on two replicas), then the
# JavaScript a first visit downloads, the bytes of images, and Lighthouse on a phone
# (median of 3 runs per page). With arguments (`make loadtest`), bench/ only.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
need_toolchain
need_postgres
build_web
go build -o bin/server ./cmd/server
bash firebase/emulator.sh exec go run ./bench "$@"
[ "$#" -eq 0 ] || exit 0

npm_install e2e
bash scripts/mailpit.sh install # the browser harness starts every site with a real SMTP server
need_chromium
say "the JavaScript a first visit downloads (scripts/bundle-budget.mjs)"
bash firebase/emulator.sh exec node scripts/bundle-budget.mjs
bash firebase/emulator.sh exec node bench/images/bytes.mjs

say "Lighthouse, mobile, median of 3 runs per page"
dir="$(mktemp -d)"
port="$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")"
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$dir"' EXIT
FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:9 ADDR="127.0.0.1:$port" PUBLIC_URL="http://127.0.0.1:$port" \
  DATABASE_URL="sqlite://$dir/site.db" MEDIA_STORE="$dir/media" APP_ENV=development bin/server 2>"$dir/server.log" &
server=$!
for _ in $(seq 1 120); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz" 2>/dev/null && break
  sleep 0.5
done
curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz" || die "the server for Lighthouse did not become ready: $(tail -n 5 "$dir/server.log")"
RUNS=3 bash bench/lighthouse/run.sh "http://127.0.0.1:$port"
