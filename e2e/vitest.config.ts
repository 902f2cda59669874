import { defineConfig } from 'vitest/config';

// Browser tests: one real `npm start` for the run (global setup), Debian's Chromium driven by
// playwright-core, files one after another (the machines have two cores).
export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
