// One migrated database per test worker, for rule tests that Stryker re-runs once per mutant:
// a fresh PGlite costs up to a minute on a loaded machine, the tests themselves milliseconds.
// Stryker's vitest runs without isolation (vitest.mutation.config.ts), so the module, and the
// database, outlive a run; a plain vitest run imports this afresh for each file. Tests that use
// it create their own rows and read only those.
import type { BuiltApp } from '../src/app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from './helper.ts';

let opened: Promise<TestDatabase> | undefined;

export function workerDatabase(): Promise<TestDatabase> {
  opened ??= createTestDatabase();
  return opened;
}

let app: Promise<BuiltApp> | undefined;

/** The app on the worker's database, built once a worker (its clock is the real one). */
export function workerApp(): Promise<BuiltApp> {
  app ??= workerDatabase().then((testDb) => createTestApp(testDb));
  return app;
}
