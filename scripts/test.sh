#!/usr/bin/env bash
# `make test`: set up what the tests need and run all of them.
#   1. generated code is current (ent, gqlgen, schema.graphql, Relay); gofmt, go vet, go.mod
#      tidy, staticcheck
#   2. Go tests on PostgreSQL and SQLite, sign-in against the Firebase Auth emulator (the
#      packages with concurrency under -race), and a short run of each fuzz target
#   3. the web app's type check (tsc), lint (typescript-eslint, jsx-a11y, React hooks)
#      and component tests, run beside the Go tests
#   4. browser tests (Playwright Test: Chromium against the real server, database and
#      emulator) and the size budget (the JavaScript Chromium downloads on a first visit
#      to each public page)
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
need_toolchain
need_postgres
npm_install web
npm_install e2e
bash firebase/emulator.sh install
bash scripts/mailpit.sh install
bash scripts/maildev.sh install # the local mail viewer, which a browser test reads
bash scripts/s3server.sh install

bash scripts/check-generated.sh

say "gofmt"
unformatted="$(gofmt -l $(git ls-files '*.go'))"
[ -z "$unformatted" ] || die "these files are not gofmt-formatted (run gofmt -w on them): $unformatted"

say "go vet"
go vet ./...

say "go.mod and go.sum are tidy"
go mod tidy -diff || die "go.mod or go.sum is not tidy: run go mod tidy and commit the result."

# ent's generated packages are left out (gqlgen's collection code trips SA4006); its
# hand-written schema is checked.
say "staticcheck"
go tool staticcheck $(go list ./... | grep -Ev '^seoagency/ent(/[a-z]+)?$' ; echo seoagency/ent/schema)

say "docker-compose.yml is valid"
need_debian_package docker-compose docker-compose
POSTGRES_PASSWORD=x PGBACKREST_CIPHER_PASS=x PUBLIC_URL=https://x.example FIREBASE_PROJECT_ID=p FIREBASE_API_KEY=k FIREBASE_AUTH_DOMAIN=d \
  SMTP_URL=smtp://mail.example:587 MAIL_FROM='Shop <shop@x.example>' LINK_SECRET=0123456789abcdef0123456789abcdef \
  docker-compose --profile demo config >/dev/null || die "docker-compose.yml does not pass docker-compose config."

say "starting the Firebase Auth emulator"
emulator="$(bash firebase/emulator.sh start)" || die "the Firebase Auth emulator did not start (see above)."
export "$emulator"
# (set -e holds in the trap too: every command in it must succeed.)
trap 'if [ -n "${web_checks:-}" ]; then kill "$web_checks" 2>/dev/null || true; fi; bash firebase/emulator.sh stop' EXIT

# The web app's checks need neither database nor emulator: they run beside the Go tests (the
# race detector's long packages leave a core free), and their output follows the Go tests'.
say "web type check, lint and component tests (beside the Go tests; their output comes after them)"
web_log="$(mktemp)"
(
  set -e
  cd web
  npx --no-install tsc --noEmit -p tsconfig.json || { echo "web: type errors (see above)."; exit 1; }
  npm run --silent lint || { echo "web: lint findings (see above)."; exit 1; }
  npx --no-install vitest run
) >"$web_log" 2>&1 &
web_checks=$!

# The packages with concurrency (caches, server, payments, queue, concurrent saves) run once,
# under the race detector; running them without it as well would only repeat the same tests.
racy=(./graph/ ./server/... ./orders/ ./queue/ ./ssr/ ./lifecycle/ ./admins/ ./vitals/ ./mail/ ./audit/ ./webhooks/)
say "Go tests (PostgreSQL, SQLite, Auth emulator)"
go test -count=1 -timeout 30m $(comm -23 <(go list ./... | sort) <(go list "${racy[@]}" | sort))

# The server's tests take longest under the race detector (about 10 min in one process): they
# run in two processes side by side, each half of its tests, beside the other packages.
say "Go tests of the packages with concurrency, under the race detector (the server's in two halves side by side)"
race_dir="$(mktemp -d)"
go test -race -c -o "$race_dir/server.test" ./server/
mapfile -t server_tests < <(cd server && "$race_dir/server.test" -test.list '^Test' | grep '^Test')
halves=("" "")
for i in "${!server_tests[@]}"; do halves[i % 2]+="${halves[i % 2]:+|}${server_tests[i]}"; done
go test -race -count=1 -timeout 30m $(go list "${racy[@]}" | grep -vx "$(go list ./server/)") >"$race_dir/rest.log" 2>&1 &
race_jobs=($!)
for h in 0 1; do
  (cd server && exec "$race_dir/server.test" -test.count=1 -test.timeout 30m -test.run "^(${halves[h]})\$") >"$race_dir/server$h.log" 2>&1 &
  race_jobs+=($!)
done
race_status=0
for j in "${race_jobs[@]}"; do wait "$j" || race_status=1; done
cat "$race_dir/rest.log"
for h in 0 1; do echo "the server package, half $((h + 1)) of its tests:"; cat "$race_dir/server$h.log"; done
# CI shows only the end of a long log: the failures are named again last.
if [ "$race_status" -ne 0 ]; then
  echo "what failed under the race detector:"
  grep -h -E '^(--- FAIL|FAIL|panic:|WARNING: DATA RACE)|^ +[a-z_]+_test\.go:[0-9]+: ' "$race_dir"/*.log | grep -v '^ok' | head -60 || true
fi
rm -rf "$race_dir"
[ "$race_status" -eq 0 ] || die "Go tests under the race detector failed (see above)."

# The previous release's server, for the upgrade test: built beside the fuzz targets (counts,
# not durations, so they do not mind sharing the cores).
previous_log="$(mktemp)"
bash scripts/previous-release.sh >"$previous_log" 2>&1 &
previous_build=$!

# Counts, not durations: a -fuzztime duration races the coordinator's deadline in Go 1.26
# (golang/go#75804) and fails with "context deadline exceeded" on a busy machine.
# Each count is about five seconds of that target here.
say "fuzzing briefly (GraphQL requests, uploads, public queries compiled into SQL, validation, REST bodies, PayPal notices, amounts, links, preview values, Web Vitals beacons, signed mail links, uploaded images, backup archives, post documents)"
go test -run '^$' -fuzz FuzzPersistedOnly -fuzztime 8000x ./graph
go test -run '^$' -fuzz FuzzMultipart -fuzztime 8000x ./graph
go test -run '^$' -fuzz FuzzOneStatement -fuzztime 3000x ./graph
go test -run '^$' -fuzz FuzzValidation -fuzztime 20000x ./graph
go test -run '^$' -fuzz FuzzDecode -fuzztime 5000x ./rest
go test -run '^$' -fuzz FuzzIPN -fuzztime 2000x -parallel 1 ./orders
go test -run '^$' -fuzz FuzzParse -fuzztime 400000x ./money
go test -run '^$' -fuzz FuzzURL -fuzztime 300000x ./validate
go test -run '^$' -fuzz FuzzEdited -fuzztime 8000x ./server/pages
go test -run '^$' -fuzz FuzzRead -fuzztime 200000x ./seoreport
go test -run '^$' -fuzz FuzzDecode -fuzztime 5000x ./vitals
go test -run '^$' -fuzz FuzzVerify -fuzztime 5000x ./mail
go test -run '^$' -fuzz FuzzCheck -fuzztime 3000x ./media
go test -run '^$' -fuzz FuzzRead -fuzztime 3000x ./backup
go test -run '^$' -fuzz FuzzParse -fuzztime 20000x ./documents

say "the web app's type check, lint and component tests (run beside the Go tests)"
web_status=0
wait "$web_checks" || web_status=$?
web_checks=""
cat "$web_log"
[ "$web_status" -eq 0 ] || die "web: the type check, lint or component tests failed (see above)."

say "the previous release's server (built beside the fuzz targets)"
previous_status=0
wait "$previous_build" || previous_status=$?
cat "$previous_log"
[ "$previous_status" -eq 0 ] || die "the previous release's server could not be built for the upgrade test (see above)."
export E2E_PREVIOUS_SERVER_BIN="$ROOT/bin/server-previous"

build_web
need_chromium
say "building bin/server (it embeds the web app's persisted queries)"
go build -o bin/server ./cmd/server

# The point-in-time recovery drill mostly waits on PostgreSQL and pgBackRest: it runs beside
# the browser tests, its output printed after them.
need_debian_package pgbackrest pgbackrest
pitr_log="$(mktemp)"
bash scripts/pitr-drill.sh >"$pitr_log" 2>&1 &
pitr_drill=$!

say "browser tests (Playwright Test, Chromium)"
(cd e2e && npx --no-install playwright test)

say "web size budget (first visits in Chromium)"
node scripts/bundle-budget.mjs

say "the point-in-time recovery drill (run beside the browser tests)"
pitr_status=0
wait "$pitr_drill" || pitr_status=$?
cat "$pitr_log"
[ "$pitr_status" -eq 0 ] || die "the point-in-time recovery drill failed (see above)."
