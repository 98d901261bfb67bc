import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// One data directory per port, so journeys on two ports can run side by side.
export const E2E_DATA_DIR = `data/e2e-${PORT}`;

/** Journeys in Debian's Chromium against `npm start` on a fresh data directory (DESIGN §4). */
export default defineConfig({
  testDir: 'e2e',
  // One worker, also on two cores: the journeys share one server and its data, and some count on the
  // files' name order (wissen.spec.ts erases N1006 after the journeys that use that member).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.ci/out/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npm run build --silent && DATA_DIR=${E2E_DATA_DIR} PORT=${PORT} PUBLIC_URL=http://localhost:${PORT} DATABASE_URL= LOG_LEVEL=warn node --import tsx server/main.ts`,
    url: `http://localhost:${PORT}/api/docs/json`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
