import { defineConfig } from '@playwright/test';
import { FIXTURES_PORT } from './e2e/fixtures/server';
// @ts-expect-error plain ES module without type declarations
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './scripts/chromium-flags.mjs';

// not the preview port (4173): the tests always start their own server on the fresh build
const PORT = Number(process.env.E2E_PORT ?? 4180);
// what `npm run build:subpath` builds: the site for a non-root base, as a project site needs
const SUBPATH_BASE = '/site/';
const SUBPATH_OUTPUT = 'dist-site';
// the same build behind the shipped nginx config, and a build for a non-root base under its prefix
process.env.E2E_NGINX_URL = `http://127.0.0.1:${PORT + 1}`;
process.env.E2E_SUBPATH_URL = `http://127.0.0.1:${PORT + 2}${SUBPATH_BASE}`;
process.env.E2E_SPARE_PORT = String(PORT + 3);

export default defineConfig({
  testDir: 'e2e',
  // the seeded random visitor is a long run of its own (npm run test:monkey), not part of npm test
  testIgnore: process.env.MONKEY === '1' ? [] : ['**/monkey.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  // three browsers at a time on the two-core machines here: the tests are independent and spend
  // much of their time waiting on the network and on timers (8.5 min with two, 7.2 with three)
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `node scripts/serve.mjs dist`,
      env: { PORT: String(PORT) },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
    },
    {
      // Debian's nginx with deploy/nginx/ (.ci/run installs it); stopped with the tests
      command: `node scripts/nginx-local.mjs dist`,
      env: { PORT: String(PORT + 1) },
      url: `${process.env.E2E_NGINX_URL}/`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node scripts/serve.mjs ${SUBPATH_OUTPUT}`,
      env: { PORT: String(PORT + 2), BASE: SUBPATH_BASE },
      url: process.env.E2E_SUBPATH_URL,
      reuseExistingServer: false,
    },
    {
      // the test-only fixture build (npm run build:fixtures), used by the specs that import FIXTURES_URL
      command: `node scripts/serve.mjs dist-fixtures`,
      env: { PORT: String(FIXTURES_PORT) },
      port: FIXTURES_PORT,
      reuseExistingServer: false,
    },
  ],
});
