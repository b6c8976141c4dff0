import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDir } from './compress.mjs';

describe('build/compress.mjs', () => {
  it('writes each compressible file in brotli and gzip beside it, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.server'));
    const script = 'export const greeting = "hello";\n'.repeat(400);
    const files = {
      'assets/app-1234.js': script,
      'assets/style-1234.CSS': 'body { margin: 0 }\n'.repeat(100),
      'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
      'assets/photo.png': script, // compressed already, whatever its bytes
      '.server/render.js': script, // the server's renderer: never sent
      'assets/tiny.js': 'x', // compressing makes it larger
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    // An older build's gzip form of tiny.js, for other bytes, must not be sent for the new one.
    writeFileSync(join(dir, 'assets/tiny.js.gz'), 'stale');

    expect(compressDir(dir)).toBe(4);
    for (const name of ['assets/app-1234.js', 'assets/style-1234.CSS', 'favicon.svg']) {
      const original = readFileSync(join(dir, name));
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length / 5);
    }
    for (const name of ['assets/photo.png', '.server/render.js', 'assets/tiny.js']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
