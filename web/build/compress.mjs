// Compresses the built files once, when they are built: name.br and name.gz beside each
// file a browser takes compressed. The server sends them from disk as they are
// (server/pages/web.go), so a visitor never waits for compression and the server keeps
// none of them in its memory. `npm run build` runs it last: node build/compress.mjs dist
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The kinds of file worth compressing; images and fonts are compressed already. Each has a
 * type the server knows by its extension: it never sends a compressed form of a file whose
 * type it must sniff (a source map).
 */
export const COMPRESSIBLE = ['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.xml'];

/**
 * Brotli's best level (11) makes the home page's script 8% and its CSS 6% smaller than
 * level 6; above 256 KiB (the GraphiQL editor's files) it costs seconds a file for little,
 * so those get level 6, as large as 11 within a few percent.
 */
const BEST_UP_TO = 256 * 1024;

/** Writes file.br and file.gz, each only when smaller than the file; returns which. */
export function compressFile(file) {
  const bytes = readFileSync(file);
  const written = [];
  const forms = {
    br: () =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: bytes.length <= BEST_UP_TO ? 11 : 6,
          [constants.BROTLI_PARAM_LGWIN]: Math.min(Math.max(Math.ceil(Math.log2(bytes.length + 1)), 10), 24),
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    gz: () => gzipSync(bytes, { level: 9 }),
  };
  for (const [ext, compress] of Object.entries(forms)) {
    const out = compress();
    if (out.length < bytes.length) {
      writeFileSync(`${file}.${ext}`, out);
      written.push(ext);
    } else {
      rmSync(`${file}.${ext}`, { force: true }); // an older build's, for other bytes
    }
  }
  return written;
}

/** Compresses every compressible file under dir but its dot folders (the server's renderer, the manifests). */
export function compressDir(dir) {
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.')) continue;
    if (entry.isDirectory()) files += compressDir(path);
    else if (COMPRESSIBLE.includes(extname(entry.name).toLowerCase()) && statSync(path).size > 0) {
      compressFile(path);
      files++;
    }
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'dist';
  const started = Date.now();
  const n = compressDir(dir);
  console.log(`compressed ${n} files under ${dir} (brotli and gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
