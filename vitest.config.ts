import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    // API test files share one embedded database per worker (opening PGlite costs seconds and memory);
    // each file still gets a schema of its own, so files never see each other's rows.
    pool: 'forks',
    // One fork per core of CI's and the developers' 2-core machines.
    maxWorkers: 2,
    isolate: false,
    testTimeout: 30_000,
    // Transformed modules kept on disk (in node_modules, so a new install starts afresh): the second
    // suite of a CI run, on PostgreSQL, reads what the first one on PGlite transformed.
    experimental: { fsModuleCache: true },
    hookTimeout: 60_000,
  },
});
