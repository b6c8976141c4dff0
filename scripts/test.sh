#!/usr/bin/env bash
# `make test`: set up what the tests need and run all of them.
#   1. generated code is current (ent, gqlgen, schema.graphql, Relay); gofmt, go vet, go.mod
#      tidy, staticcheck
#   2. Go tests on PostgreSQL and SQLite, sign-in against the Firebase Auth emulator,
#      the concurrent packages again under -race, and a short run of each fuzz target
#   3. the web app's type check (tsc), lint (typescript-eslint, jsx-a11y, React hooks)
#      and component tests
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
POSTGRES_PASSWORD=x PUBLIC_URL=https://x.example FIREBASE_PROJECT_ID=p FIREBASE_API_KEY=k FIREBASE_AUTH_DOMAIN=d \
  SMTP_URL=smtp://mail.example:587 MAIL_FROM='Shop <shop@x.example>' LINK_SECRET=0123456789abcdef0123456789abcdef \
  docker-compose --profile demo config >/dev/null || die "docker-compose.yml does not pass docker-compose config."

say "starting the Firebase Auth emulator"
emulator="$(bash firebase/emulator.sh start)" || die "the Firebase Auth emulator did not start (see above)."
export "$emulator"
trap 'bash firebase/emulator.sh stop' EXIT

say "Go tests (PostgreSQL, SQLite, Auth emulator)"
go test -count=1 -timeout 30m ./...

say "race detector on the packages with concurrency (caches, server, payments, queue, concurrent saves)"
go test -race -count=1 -timeout 30m ./graph/ ./server/... ./orders/ ./queue/ ./ssr/ ./lifecycle/ ./admins/ ./vitals/ ./mail/

# Counts, not durations: a -fuzztime duration races the coordinator's deadline in Go 1.26
# (golang/go#75804) and fails with "context deadline exceeded" on a busy machine.
# Each count is about five seconds of that target here.
say "fuzzing briefly (GraphQL requests, uploads, public queries compiled into SQL, validation, REST bodies, PayPal notices, amounts, links, preview values, Web Vitals beacons, signed mail links, uploaded images)"
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

say "web type check and lint"
(cd web && npx --no-install tsc --noEmit -p tsconfig.json) || die "web: type errors (see above)."
(cd web && npm run --silent lint) || die "web: lint findings (see above)."

say "web component tests"
(cd web && npx --no-install vitest run)

build_web
need_chromium
say "building bin/server (it embeds the web app's persisted queries)"
go build -o bin/server ./cmd/server

say "browser tests (Playwright Test, Chromium)"
(cd e2e && npx --no-install playwright test)

say "web size budget (first visits in Chromium)"
node scripts/bundle-budget.mjs
