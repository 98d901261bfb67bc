import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
// One data directory per port, so journeys on two ports can run side by side.
export const E2E_DATA_DIR = `data/e2e-${PORT}`;
// The walk has a server and data of its own on the next port: it sees the demo data as loaded
// while the journeys change theirs, so the two run side by side.
const WALK_PORT = PORT + 1;

/** `npm start` on a fresh data directory; the first server builds the bundle, the second (started after it) reuses it. */
const server = (port: number, build: boolean) => ({
  command: `rm -rf data/e2e-${port} && ${build ? 'npm run build --silent && ' : ''}DATA_DIR=data/e2e-${port} PORT=${port} PUBLIC_URL=http://localhost:${port} DATABASE_URL= LOG_LEVEL=warn node --import tsx server/main.ts`,
  url: `http://localhost:${port}/api/docs/json`,
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
});

/** Journeys in Debian's Chromium against `npm start` on a fresh data directory (DESIGN §4). */
export default defineConfig({
  testDir: 'e2e',
  // Per port as the data, so runs on two ports never clear each other's traces.
  outputDir: `test-results/e2e-${PORT}`,
  // Two workers for two cores: one walks, one takes the journeys. The journeys share one server and its
  // data, and some count on the files' name order (wissen.spec.ts erases N1006 after the journeys that
  // use that member), so they keep one worker of their own.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'wandeling', testMatch: 'a11y.spec.ts', workers: 1, use: { baseURL: `http://localhost:${WALK_PORT}` } },
    { name: 'journeys', testIgnore: 'a11y.spec.ts', workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.ci/out/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    // As a person who asked for less motion (src/theme.ts): dialogs and menus appear at once, so a
    // journey waits for no animation and the browser draws no frames in between.
    reducedMotion: 'reduce',
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
  // Sequential: the walk's server starts once the first one (which builds) answers.
  webServer: [server(PORT, true), server(WALK_PORT, false)],
});
