import { defineConfig } from 'vitest/config';

/** The screens' tests, which render in jsdom; every other test runs in Node. */
const DOM_TESTS = ['tests/components/**/*.test.tsx', 'tests/components/export-xlsx.test.ts'];

export default defineConfig({
  test: {
    setupFiles: ['tests/setup.ts'],
    // API test files share one embedded database per worker (opening PGlite costs seconds and memory);
    // each file still gets a schema of its own, so files never see each other's rows.
    pool: 'forks',
    // One fork per core of CI's and the developers' 2-core machines.
    maxWorkers: 2,
    isolate: false,
    // Generous: the machines are shared, and a screen's test that takes 7 s on a quiet one has taken
    // four times that on a busy one. A test that hangs still fails, within minutes.
    testTimeout: 60_000,
    // Transformed modules kept on disk (in node_modules, so a new install starts afresh): the second
    // suite of a CI run, on PostgreSQL, reads what the first one on PGlite transformed.
    experimental: { fsModuleCache: true },
    hookTimeout: 60_000,
    // Two projects, so that a worker runs the files of one environment after each other: a worker
    // that went from a screen's test to an API test and back built its jsdom and its modules again.
    projects: [
      { extends: true, test: { name: 'dom', include: DOM_TESTS, environment: 'jsdom', testTimeout: 90_000 } },
      { extends: true, test: { name: 'node', include: ['tests/**/*.test.{ts,tsx}'], exclude: DOM_TESTS } },
    ],
  },
});
