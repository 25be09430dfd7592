import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's headless shell when it is installed (chromium-headless-shell): the same Blink and V8 as `chromium`,
// without the desktop browser's machinery, for about a fifth less CPU per journey (decision 051)
const chromium =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker runs whole journey files, one after the other, against its own server (fixtures.ts).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: './global-setup.ts',
  // The journey on the embedded PGlite needs a worker of its own, whose server loads the demo data on its first
  // start (fixtures.ts): first in the queue, it starts beside the other journeys instead of after them all.
  projects: [
    { name: 'pglite', testMatch: 'whole-delivery.spec.ts' },
    { name: 'journeys', testIgnore: 'whole-delivery.spec.ts' },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
    // as people who ask for less motion: no transitions to wait through (the theme respects the setting)
    reducedMotion: 'reduce',
    // one browser context per worker, reset between journeys (cookies, storage, pages, viewport): its HTTP
    // cache and renderer stay warm, which halves the browser's CPU per journey
    reuseContext: process.env.E2E_FRESH_CONTEXTS !== '1',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
