# The two commands of the README: `make run` and `make test`. The rest are their parts.
.PHONY: run test generate check-generated web server bench loadtest

# Set up everything and run the site on the embedded SQLite database, with the
# Firebase Auth emulator and its demo accounts.
run:
	bash scripts/run.sh

# Set up everything and run every test: Go (PostgreSQL and SQLite, the Auth emulator),
# the web app's component tests, its size budget, and browser tests in Chromium.
test:
	bash scripts/test.sh

# Regenerate ent, gqlgen, schema.graphql, docs/api.md, docs/configuration.md and the Relay artifacts.
generate:
	go generate ./ent ./graph ./rest ./config
	node scripts/admin-descriptions.mjs
	cd web && npm run --silent relay

# Fail when regenerating changes any committed file.
check-generated:
	bash scripts/check-generated.sh

# Install the web app's packages and build it into web/dist.
web:
	bash -c 'source scripts/lib.sh && build_web'

server:
	go build -o bin/server ./cmd/server

# Load benchmark (issue 9): PostgreSQL with 10,000 orders, the real server, 4 scenarios.
bench:
	bash scripts/bench.sh

# Load test (issue 10): 60 s of mixed reads, sign-ups and orders at the configured
# limits; fails on any 5xx or lost write.
loadtest:
	bash scripts/bench.sh -load 60s
