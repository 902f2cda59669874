// The set-up most API test files share: one app on its own fresh database for the whole file,
// opened before the file's first test and closed after its last.
import { afterAll, beforeAll } from 'vitest';
import type { BuiltApp } from '../src/app.ts';
import { createTestApp, createTestDatabase, type TestDatabase } from './helper.ts';

export interface TestApp {
  /** The app under test (read inside tests and hooks, after set-up). */
  readonly built: BuiltApp;
  /** Its database, for a second app on the same data. */
  readonly testDb: TestDatabase;
}

/** Registers the file's beforeAll/afterAll hooks and returns the app they open. */
export function useTestApp(options: Parameters<typeof createTestApp>[1] = {}): TestApp {
  let built: BuiltApp | undefined;
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    built = await createTestApp(testDb, options);
  });
  afterAll(async () => {
    await built?.app.close();
    await testDb?.cleanup();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is read before the beforeAll hook ran`);
    return value;
  };
  return {
    get built() {
      return ready(built, 'built');
    },
    get testDb() {
      return ready(testDb, 'testDb');
    },
  };
}
