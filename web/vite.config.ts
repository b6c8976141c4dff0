import { defineConfig } from 'vitest/config';
import { createLogger, type Plugin, type UserConfig } from 'vite';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import routesTable from './routes.json' with { type: 'json' };
import { LIGHT_PAGES } from './src/light/pages.generated.ts';

// The Go server (ADDR, default :8080) answers /graphql, /app-config.json and /api/*
// in development; `npm run dev` proxies them there.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

/**
 * routes.json is read by the server too (titles and descriptions for each page's SEO head,
 * noindex, notes); the browser needs only path, page and access (each page sets its own
 * title). Dropping the rest keeps about 0.8 KB gzip out of the visitor's first script.
 */
const routesForTheBrowser: Plugin = {
  name: 'routes-json-for-the-browser',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('/web/routes.json') && !id.endsWith('\\web\\routes.json')) return null;
    const table = JSON.parse(code) as { routes: Record<string, unknown>[] };
    const routes = table.routes.map(({ path, page, access }) => ({ path, page, access }));
    return { code: JSON.stringify({ routes }), map: null };
  },
};

/**
 * CSS Modules (X.module.css beside its component): one class name per class, the same in every
 * build (the site, the light runtime, the server's renderer), since the server paints the public
 * pages with the names the browser's style sheet defines. The name is the class and a hash of
 * the module's path, so two modules may use the same class name.
 */
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const cssModules = {
  generateScopedName(name: string, filename: string) {
    const file = relative(webRoot, filename.replace(/\?.*$/, '')).split(sep).join('/');
    return `${name}_${createHash('sha256').update(file).digest('base64url').slice(0, 5)}`;
  },
};

/**
 * The public pages arrive painted by the server, before any script: their styles must be in
 * the first style sheet, the one index.html links, not in the page chunks' sheets. main.tsx
 * imports their CSS modules (src/sections, src/pages, src/auth); kept there even though main.tsx reads
 * no class from them, they and their rules stay in the entry.
 */
const paintedStylesFirst: Plugin = {
  name: 'painted-styles-first',
  enforce: 'post',
  transform(code, id) {
    if (!/[\\/]src[\\/](sections|pages|auth|documents)[\\/]\w+\.module\.css$/.test(id)) return null;
    return { code, map: null, moduleSideEffects: 'no-treeshake' };
  },
  apply: 'build',
};

/** Where the light build (below) writes its manifest, beside the site's. */
const LIGHT_MANIFEST = '.vite/light-manifest.json';

/**
 * The light runtime's entry, the chunks it imports (preloaded with it) and the paths of the
 * pages it starts (src/light/pages.generated.ts, from routes.json), from the light build, which runs first.
 */
function lightEntry(): { entry: string; preload: string[]; paths: string[] } {
  const file = fileURLToPath(new URL(`./dist/${LIGHT_MANIFEST}`, import.meta.url));
  if (!existsSync(file)) throw new Error(`start-after-paint: no ${file}: build the light runtime first (vite build --mode light)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const main = manifest['src/light/main.tsx'];
  const preload = new Set<string>();
  const add = (key: string) => {
    for (const k of manifest[key]?.imports ?? []) {
      const href = `/${manifest[k].file}`;
      if (preload.has(href)) continue;
      preload.add(href);
      add(k);
    }
  };
  add('src/light/main.tsx');
  const light = new Set<string>(LIGHT_PAGES);
  const paths = (routesTable.routes as { path: string; page: string }[]).filter((r) => light.has(r.page)).map((r) => r.path);
  return { entry: `/${main.file}`, preload: [...preload], paths };
}

/**
 * The app's scripts start after first paint: index.html's module script and module preloads
 * become one deferred /boot.js (web/public), which loads them once the page is painted.
 * Public pages arrive painted by the server, so their styles and images get the bandwidth
 * first; the scripts then download together and take the page over. A painted page of
 * src/light/pages.generated.ts gets the light runtime instead (data-light…), the others the full app.
 */
const startAfterPaint: Plugin = {
  name: 'start-after-paint',
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
      if (!entry) throw new Error('start-after-paint: no module script in index.html');
      const preloads: string[] = [];
      const out = html
        .replace(entry[0], '')
        .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_m, href: string) => {
          if (href !== entry[1]) preloads.push(href);
          return '';
        });
      const light = lightEntry();
      const boot =
        `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"` +
        ` data-light="${light.entry}" data-light-preload="${light.preload.join(' ')}" data-light-paths="${light.paths.join(' ')}"></script>\n  `;
      return out.replace('</head>', `  ${boot}</head>`);
    },
  },
  apply: 'build',
};

/**
 * react-router's package exports name only its development build (with dev-only warnings),
 * even for production bundles (remix-run/react-router#12532, #14753); the same package ships
 * the production build beside it. The site's build uses that one, for both entry points
 * (react-router and react-router/dom), so there is still one copy of the router.
 */
function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  const dir = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  const index = `${dir}index.mjs`;
  const dom = `${dir}dom-export.mjs`;
  if (!existsSync(index) || !existsSync(dom)) return [];
  return [
    { find: /^react-router$/, replacement: index },
    { find: /^react-router\/dom$/, replacement: dom },
  ];
}

/** The site: index.html and every page chunk. */
const site: UserConfig = {
  plugins: [routesForTheBrowser, relay, react(), startAfterPaint, paintedStylesFirst],
  css: { modules: cssModules },
  build: {
    outDir: 'dist',
    // The light build (which runs first) has emptied it.
    emptyOutDir: false,
    assetsDir: 'assets',
    // dist/.vite/manifest.json says which source files each chunk holds: the size budget
    // (scripts/bundle-budget.mjs) finds admin code by it. The server never serves dot-folders.
    manifest: true,
    sourcemap: false,
    // Every browser the site supports knows <link rel="modulepreload">; without the polyfill
    // (about 0.4 KB gzip of the entry) an older one still loads everything, only later.
    modulePreload: { polyfill: false },
    // Route pages are React.lazy chunks; the entry holds only the shell. Libraries sit in
    // their own long-lived chunks so a release that changes only app code re-downloads little.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group holds the modules its test matches, not everything they import (the
          // sections import the shell's Toast: it stays with the shell).
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'relay',
              test: /node_modules[\\/](react-relay|relay-runtime|fbjs|invariant|nullthrows|@babel[\\/]runtime)[\\/]/,
              priority: 10,
            },
            {
              // The public pages' sections (home, services, pricing, contact, support) in one
              // chunk: one request for them all, one name in the entry's preload map.
              name: 'sections',
              // Their CSS modules are not: main.tsx ships them in the first style sheet.
              test: /[\\/]src[\\/](sections[\\/]\w+\.tsx?$|__generated__[\\/](\w+Section_query|ContactMap_query|useSendMessageMutation)\.graphql)/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': apiOrigin,
      '/app-config.json': apiOrigin,
      '/api': apiOrigin,
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // Style sheets are not loaded; a CSS module's class is its name in the module (styles.plan → "plan").
    css: { include: [], modules: { classNameStrategy: 'non-scoped' } },
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.mjs'],
    restoreMocks: true,
    // Above the 5 s a findBy… may wait (src/test/setup.ts).
    testTimeout: 15_000,
  },
};

/**
 * The light build keeps of an operation's artifact what its runtime reads: the params (the
 * persisted id, name and kind); fragments and the rest of a query's description (which only
 * Relay's store reads) are left out.
 */
const artifactParamsOnly: Plugin = {
  name: 'relay-artifact-params-only',
  enforce: 'pre',
  transform(code, id) {
    if (!/[\\/]__generated__[\\/][\w$]+\.graphql\.ts$/.test(id)) return null;
    const params = code.slice(code.lastIndexOf('"params": {'));
    const field = (name: string) => new RegExp(`"${name}": ("[^"]*"|null)`).exec(params)?.[1] ?? 'null';
    const kept = params.startsWith('"params"') ? `{ params: { id: ${field('id')}, name: ${field('name')}, operationKind: ${field('operationKind')} } }` : '{}';
    return { code: `export default ${kept};`, map: null };
  },
};

/**
 * The public pages' light runtime (`vite build --mode light`, run first by `npm run build`):
 * src/light/main.tsx with 'react-relay/hooks', 'relay-runtime' and 'react-router' resolved
 * to its stand-ins (src/light/relay.ts, router.tsx). A build of its own, into dist/ beside the
 * site (which it empties first: the site's build adds to it), so the same components compile
 * once against Relay and React Router and once against the stand-ins.
 */
/** The light runtime's pages wear the site's style sheet (index.html's): its own copy is left out. */
const noStyleSheets: Plugin = {
  name: 'no-style-sheets',
  generateBundle(_options, bundle) {
    for (const name of Object.keys(bundle)) if (name.endsWith('.css')) delete bundle[name];
  },
};

const light: UserConfig = {
  plugins: [routesForTheBrowser, relay, artifactParamsOnly, react(), noStyleSheets],
  css: { modules: cssModules },
  resolve: {
    alias: [
      { find: /^react-relay\/hooks$/, replacement: fileURLToPath(new URL('./src/light/relay.ts', import.meta.url)) },
      { find: /^relay-runtime$/, replacement: fileURLToPath(new URL('./src/light/relay.ts', import.meta.url)) },
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./src/light/router.tsx', import.meta.url)) },
    ],
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: LIGHT_MANIFEST,
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { light: 'src/light/main.tsx' },
      output: {
        // V8's compile hint: React's functions compile as the chunk streams in, off the main
        // thread, instead of one by one in the task that starts the page.
        postBanner: (chunk) => (chunk.name === 'light-react' ? '//# allFunctionsCalledOnLoad\n' : ''),
        codeSplitting: {
          includeDependenciesRecursively: false,
          // React in a long-lived chunk of its own, as in the site's build.
          groups: [{ name: 'light-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 }],
        },
      },
    },
  },
};

/**
 * GraphiQL's style sheets carry their fonts inline (data: URLs), which the site's
 * Content-Security-Policy (font-src 'self') refuses. This writes each one out as a file
 * of the build and points the style sheet at it, so the fonts load from this server.
 */
const fontsAsFiles: Plugin = {
  name: 'graphiql-fonts-as-files',
  enforce: 'pre',
  transform(code, id) {
    if (!/node_modules[\\/].*\.css(\?|$)/.test(id) || !code.includes('data:font/')) return null;
    const out = code.replace(
      /url\((["']?)data:font\/([a-z0-9]+);base64,([A-Za-z0-9+/=]+)\1\)/g,
      (_m, _q, type: string, data: string) => {
        const source = Buffer.from(data, 'base64');
        const ext = type === 'ttf' ? 'ttf' : type === 'woff' ? 'woff' : 'woff2';
        const fileName = `assets/graphiql-font-${createHash('sha256').update(source).digest('hex').slice(0, 12)}.${ext}`;
        this.emitFile({ type: 'asset', fileName, source });
        return `url(/${fileName})`;
      },
    );
    return { code: out, map: null };
  },
};


/**
 * GraphiQL (`vite build --mode graphiql`, run by `npm run build` after the site):
 * graphiql.html → dist/graphiql.html, which the server serves at /graphiql (in production
 * to signed-in staff and API key holders: src/graphiql/access.ts). A build of
 * its own, added to dist/ without emptying it, so not one byte of GraphiQL (Monaco and
 * its workers, all bundled from npm: nothing from a CDN) can end up in the site's chunks.
 */
const graphiql: UserConfig = {
  plugins: [fontsAsFiles, react()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    // Monaco is one large chunk, loaded only by this page, once the server let the caller in.
    chunkSizeWarningLimit: 4000,
    // Which chunks are GraphiQL's: the size budget (scripts/bundle-budget.mjs) fails when a
    // public page loads one.
    manifest: '.vite/graphiql-manifest.json',
    rolldownOptions: {
      input: { graphiql: 'graphiql.html' },
      onwarn(warning, warn) {
        // graphiql's packages start modules with "use no memo" (React Compiler): harmless.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
};

/**
 * The server-side renderer (`vite build --mode ssr`): the same pages as one script, run by
 * the Go server's renderer (Node.js, ssr/host.js) to paint each public page's HTML before its scripts load.
 */
const noDynamicImport: Plugin = {
  // The renderer has no import(): the pages are in the script already, and react-router's
  // route-module loader (framework mode, unused here) gets a function that refuses.
  name: 'ssr-no-dynamic-import',
  renderChunk(code) {
    return { code: code.replace(/\bimport\(/g, '__noImport('), map: null };
  },
};

const ssr: UserConfig = {
  plugins: [routesForTheBrowser, relay, react(), noDynamicImport],
  css: { modules: cssModules },
  resolve: { alias: reactRouterProduction() },
  define: { 'process.env.NODE_ENV': '"production"' },
  publicDir: false,
  build: {
    // Under dist/, which the server never serves (a folder whose name starts with a dot).
    outDir: 'dist/.server',
    emptyOutDir: true,
    ssr: 'src/entry-server.tsx',
    target: 'es2020',
    minify: true,
    rolldownOptions: {
      // One classic script defining SSR.prepare and SSR.render, run as is (ssr/host.js).
      output: { format: 'iife', name: 'SSR', entryFileNames: 'render.js' },
    },
  },
  ssr: { noExternal: true, target: 'webworker' },
};

/**
 * Warnings that say nothing a developer can act on, kept out of every build's output (a
 * newcomer's first `make run` should show only what matters):
 * - GraphiQL's font URLs exist once the build is written;
 * - postcss-modules' `composes … from` imports are declarations without a source file,
 *   which Vite's URL rewriter reports as a plugin's fault (css-modules/postcss-modules-values#40);
 * - rolldown's plugin timings measure the machine's load as much as the plugins.
 */
const quietLogger = createLogger();
for (const level of ['warn', 'warnOnce'] as const) {
  const log = quietLogger[level].bind(quietLogger);
  quietLogger[level] = (msg, options) => {
    if (/graphiql-font-\w+\.\w+ referenced in .* didn't resolve at build time/.test(msg)) return;
    if (msg.includes('A PostCSS plugin did not pass the `from` option to `postcss.parse`')) return;
    log(msg, options);
  };
}

function quiet(config: UserConfig): UserConfig {
  const build = config.build ?? {};
  const rolldownOptions = build.rolldownOptions ?? {};
  return {
    ...config,
    customLogger: quietLogger,
    build: { ...build, rolldownOptions: { ...rolldownOptions, checks: { ...rolldownOptions.checks, bundlerTimings: false } } },
  };
}

export default defineConfig(({ mode, command }) => {
  if (mode === 'graphiql') return quiet(graphiql);
  if (mode === 'ssr') return quiet(ssr);
  if (mode === 'light') return quiet(light);
  if (command !== 'build') return quiet(site);
  return quiet({ ...site, resolve: { alias: reactRouterProduction() } });
});
