// The web size budget: the JavaScript a visitor's first page load needs (/boot.js, the
// entry it starts and the chunks it preloads, all named in index.html) must stay within
// 170 KB gzip, and no admin page code may be among it. Sizes are deterministic, so this
// is a check, not a benchmark.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../web/dist/', import.meta.url).pathname;
const BUDGET = 170 * 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const files = [
  ...[...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/\sdata-entry="([^"]+\.js)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/\sdata-preload="([^"]*)"/g)].flatMap((m) => m[1].split(' ').filter(Boolean)),
];
if (!files.some((f) => f.startsWith('/assets/index-'))) {
  console.error(`bundle budget: the app's entry script is not among ${JSON.stringify(files)} in web/dist/index.html`);
  process.exit(1);
}
let total = 0;
for (const f of files) {
  const code = readFileSync(join(dist, f)); // web/public files (boot.js) are copied to dist/ too
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  console.log(`  ${f}  ${(code.length / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`);
  if (/admin/i.test(f)) {
    console.error(`bundle budget: admin code ${f} is loaded by every page`);
    process.exit(1);
  }
}
console.log(`initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET / 1024} KB)`);
if (total > BUDGET) {
  console.error('bundle budget: over budget');
  process.exit(1);
}
