/// <reference types="vitest/config" />
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';

// The Go server (ADDR, default :8080) answers /graphql, /app-config.json and /api/*
// in development; `npm run dev` proxies them there.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [relay, react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
    // Route pages are React.lazy chunks; the entry holds only the shell. Libraries sit in
    // their own long-lived chunks so a release that changes only app code re-downloads little.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
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
});
