// Playwright Test runs the browser and server tests (see fixtures.mjs for the real server,
// database and PayPal stand-in each test file gets). From e2e/, after
// `go build -o bin/server ./cmd/server`, a build of web/ and with FIREBASE_AUTH_EMULATOR_HOST
// exported (`export "$(bash firebase/emulator.sh start)"`):
//
//   npx playwright test                 # everything
//   npx playwright test admin --retries 0
//   npx playwright show-trace .artifacts/test-results/<test>/trace.zip
import { defineConfig } from '@playwright/test';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: '.',
  testMatch: '*.test.mjs',
  outputDir: '.artifacts/test-results',
  // Two files at once: each file's server, database and browser wait on each other more than
  // they compute, so two workers fit a 2-core machine (165 tests: 15.3 min at load 18 with
  // two, against 12 min on a quiet machine with one). E2E_WORKERS=1 runs one file at a time.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: false,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  timeout: 120_000,
  reporter: CI ? [['list'], ['github']] : 'list',
  use: {
    browserName: 'chromium',
    // Debian's Chromium: Playwright's own browsers are never downloaded.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
