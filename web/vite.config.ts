/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// The Go server (ADDR, default :8080) answers /graphql, /app-config.json and /api/*
// in development; `npm run dev` proxies them there.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

/** The site: index.html and every page chunk. */
const site: UserConfig = {
  plugins: [relay, react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
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
              test: /[\\/]src[\\/](sections[\\/]|__generated__[\\/](\w+Section_query|ContactMap_query|useSendMessageMutation)\.graphql)/,
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
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
};

/**
 * GraphiQL (`vite build --mode graphiql`, run by `npm run build` after the site):
 * graphiql.html → dist/graphiql.html, which the server serves at /graphiql. A build of
 * its own, added to dist/ without emptying it, so not one byte of GraphiQL (Monaco and
 * its workers, all bundled from npm: nothing from a CDN) can end up in the site's chunks.
 */
const graphiql: UserConfig = {
  plugins: [react()],
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    assetsDir: 'assets',
    sourcemap: false,
    // Monaco is one large chunk, loaded only by this developer page.
    chunkSizeWarningLimit: 4000,
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

export default defineConfig(({ mode }) => (mode === 'graphiql' ? graphiql : site));
