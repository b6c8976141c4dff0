#!/usr/bin/env bash
# Regenerates ent, gqlgen, schema.graphql, the API and configuration references (docs/), the admin's content
# description and Relay's artifacts, and fails when that changes any file: generated code must never be stale.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
snapshot() {
  find ent graph schema.graphql docs web/src web/persisted-queries.json -type f \
    -not -path '*/node_modules/*' -print0 2>/dev/null | sort -z | xargs -0 sha256sum
}
say "checking that generated code is up to date"
before="$(snapshot)"
go generate ./ent ./graph ./rest ./config >/dev/null || die "go generate failed (see above)."
node scripts/admin-descriptions.mjs || die "the admin's content description could not be generated (see above)."
(cd web && npm run --silent relay >/dev/null) || die "relay-compiler failed (see above)."
after="$(snapshot)"
if [ "$before" != "$after" ]; then
  diff <(echo "$before") <(echo "$after") >&2 || true
  die "generated code was stale (the files above changed): commit the regenerated files (\`make generate\`)."
fi
