import { defineConfig } from 'vitest/config';

// MUTATION_TEST_FILES narrows the run to some test files for a per-file mutation run: Stryker's
// own --testFiles activates static mutants after their module has loaded, so they all survive.
const only = process.env.MUTATION_TEST_FILES?.split(',').filter(Boolean);

export default defineConfig({ test: { include: only?.length ? only : ['src/**/*.test.ts'] } });
