#!/usr/bin/env bash
# Builds the previous release's server into bin/server-previous, for the upgrade test
# (e2e/upgrade.test.mjs). The previous release is PREVIOUS_RELEASE (a commit), or else the
# commit before the newest migration was added: the code that last ran on the schema before
# the newest expansion. Prints the commit it built.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
git rev-parse --git-dir >/dev/null 2>&1 || die "the upgrade test needs the git history (this is not a git checkout)."
if [ -z "${PREVIOUS_RELEASE:-}" ]; then
  # Main's own history (--first-parent): a merge that brought a migration counts as the commit that added it.
  newest="$(git log -1 --first-parent --format=%H --diff-filter=A -- ent/migrate/migrations/'*.sql')"
  [ -n "$newest" ] || die "no commit added a migration: nothing to upgrade from."
  PREVIOUS_RELEASE="$newest^"
fi
commit="$(git rev-parse --verify -q "$PREVIOUS_RELEASE^{commit}")" ||
  die "the previous release $PREVIOUS_RELEASE is not in this clone's history (a shallow clone? run git fetch --unshallow, or set PREVIOUS_RELEASE)."
out="$ROOT/bin/server-previous"
if [ -x "$out" ] && [ "$(cat "$out.commit" 2>/dev/null)" = "$commit" ]; then
  echo "$commit"
  exit 0
fi
say "building the previous release's server ($(git log -1 --format='%h %s' "$commit" | cut -c1-80))"
src="$(mktemp -d)"
trap 'rm -rf "$src"' EXIT
git archive "$commit" | tar -x -C "$src"
mkdir -p "$ROOT/bin"
(cd "$src" && go build -o "$out" ./cmd/server) || die "the previous release ($commit) did not build (see above)."
echo "$commit" >"$out.commit"
echo "$commit"
