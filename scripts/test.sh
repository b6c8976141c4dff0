#!/usr/bin/env bash
# `make test`: set up what the tests need and run all of them.
#   1. generated code is current (ent, gqlgen, schema.graphql, Relay)
#   2. Go tests on PostgreSQL and SQLite, sign-in against the Firebase Auth emulator,
#      and a short run of each fuzz target
#   3. the web app's type check (tsc), lint (typescript-eslint, jsx-a11y, React hooks),
#      component tests and its size budget
#   4. browser tests: Chromium against the real server, database and emulator
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
need_toolchain
need_postgres
npm_install web
npm_install e2e
bash firebase/emulator.sh install

bash scripts/check-generated.sh

say "go vet"
go vet ./...

say "docker-compose.yml is valid"
need_debian_package docker-compose docker-compose
POSTGRES_PASSWORD=x PUBLIC_URL=https://x.example FIREBASE_PROJECT_ID=p FIREBASE_API_KEY=k FIREBASE_AUTH_DOMAIN=d \
  docker-compose --profile demo config >/dev/null || die "docker-compose.yml does not pass docker-compose config."

say "starting the Firebase Auth emulator"
export "$(bash firebase/emulator.sh start)"
trap 'bash firebase/emulator.sh stop' EXIT

say "Go tests (PostgreSQL, SQLite, Auth emulator)"
go test -count=1 ./...

say "fuzzing briefly (GraphQL requests, REST bodies, PayPal notices, amounts, links)"
go test -run '^$' -fuzz FuzzPersistedOnly -fuzztime 5s ./graph
go test -run '^$' -fuzz FuzzDecode -fuzztime 5s ./rest
go test -run '^$' -fuzz FuzzIPN -fuzztime 2000x -parallel 1 ./orders
go test -run '^$' -fuzz FuzzParse -fuzztime 5s ./money
go test -run '^$' -fuzz FuzzURL -fuzztime 5s ./validate

say "web type check and lint"
(cd web && npx --no-install tsc --noEmit -p tsconfig.json) || die "web: type errors (see above)."
(cd web && npm run --silent lint) || die "web: lint findings (see above)."

say "web component tests"
(cd web && npx --no-install vitest run)

build_web
say "web size budget"
node scripts/bundle-budget.mjs

need_chromium
say "browser tests (Chromium)"
go build -o bin/server ./cmd/server
node --test --test-concurrency=1 e2e/
