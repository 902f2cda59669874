import { defineConfig } from 'vitest/config';

// The API suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const postgres = process.env.TEST_DATABASE_URL
  ? [{ extends: true as const, test: { name: 'postgres', env: { TEST_DB_KIND: 'postgres' } } }]
  : [];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'pglite', env: { TEST_DB_KIND: 'pglite' } } },
      ...postgres,
    ],
  },
});
