import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', env: { TEST_DB_KIND: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default leaves one of two cores idle; the files share nothing but the servers
    // (each has its own database, and its own Redis key prefix), and half their time is I/O.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } },
      ...postgres,
    ],
  },
});
