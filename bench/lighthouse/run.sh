#!/usr/bin/env bash
# Lighthouse (mobile: Lighthouse's default Moto G Power emulation with simulated slow 4G
# and CPU throttling) against a running server, with Debian's Chromium. Builds nothing:
# start the server first (bin/server, or `make run`), then
#
#   bench/lighthouse/run.sh http://127.0.0.1:18555
#
# Prints the four category scores (0–100) of /, /service, /pricing, /contact and /support (set
# PAGES="/ /pricing" for fewer) and keeps the full reports in bench/lighthouse/reports/.
# Environment: CHROME_PATH (default /usr/bin/chromium), PAGES, RUNS (runs per page, the
# median performance run is kept; default 1).
set -euo pipefail

DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
BASE="${1:-}"
if [ -z "$BASE" ]; then
  echo "usage: $0 BASE_URL   (e.g. $0 http://127.0.0.1:18555)" >&2
  exit 2
fi
BASE="${BASE%/}"
PAGES="${PAGES:-/ /service /pricing /contact /support}"
RUNS="${RUNS:-1}"
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
LH="$DIR/node_modules/.bin/lighthouse"
OUT="$DIR/reports"

[ -x "$CHROME_PATH" ] || { echo "run.sh: $CHROME_PATH is missing: install Debian's chromium (apt-get install -y chromium)." >&2; exit 1; }
if [ ! -x "$LH" ]; then
  echo "run.sh: installing lighthouse (npm ci in bench/lighthouse)…" >&2
  (cd "$DIR" && npm ci --no-audit --no-fund --loglevel=error >&2)
fi
if ! curl -fsS -o /dev/null --max-time 5 "$BASE/"; then
  echo "run.sh: $BASE/ does not answer: start the server first." >&2
  exit 1
fi
mkdir -p "$OUT"

# The flags of DESIGN.md: Debian's Chromium, headless, nothing fetched in the background.
FLAGS="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"

printf '%-12s %12s %14s %15s %6s\n' page performance accessibility best-practices seo
for page in $PAGES; do
  name="$(echo "$page" | sed 's#^/$#home#; s#^/##; s#/#-#g')"
  reports=()
  for run in $(seq 1 "$RUNS"); do
    report="$OUT/$name-$run.json"
    # Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): try again.
    ok=0
    for attempt in 1 2 3; do
      if "$LH" "$BASE$page" \
        --quiet \
        --output=json --output-path="$report" \
        --only-categories=performance,accessibility,best-practices,seo \
        --form-factor=mobile \
        --chrome-flags="$FLAGS" \
        --max-wait-for-load=45000 >/dev/null 2>"$OUT/$name-$run.log"; then
        ok=1
        break
      fi
      echo "run.sh: lighthouse failed on $BASE$page (try $attempt of 3): $(grep -m1 -i 'error' "$OUT/$name-$run.log" || tail -n 1 "$OUT/$name-$run.log")" >&2
    done
    if [ "$ok" != 1 ]; then
      echo "run.sh: giving up on $BASE$page (log: $OUT/$name-$run.log):" >&2
      tail -n 20 "$OUT/$name-$run.log" >&2
      exit 1
    fi
    reports+=("$report")
  done
  node --input-type=module -e '
    import { readFileSync } from "node:fs";
    const [page, ...files] = process.argv.slice(1);
    const runs = files.map((f) => JSON.parse(readFileSync(f, "utf8")));
    for (const r of runs) if (r.runtimeError) { console.error(`${page}: ${r.runtimeError.code} ${r.runtimeError.message}`); process.exit(1); }
    // The run with the median performance score stands for the page.
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const c = runs[Math.floor(runs.length / 2)].categories;
    const s = (k) => String(Math.round(c[k].score * 100));
    console.log(page.padEnd(12), s("performance").padStart(12), s("accessibility").padStart(14), s("best-practices").padStart(15), s("seo").padStart(6));
  ' "$page" "${reports[@]}"
done
