// `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR, then exits. `npm start` migrates by itself; this is for deploys and inspection.
import fs from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openDatabase } from './client.ts';

/** Where a relative DATA_DIR is meant from: npm's own start folder, as `npm start` uses it. */
export function resolveDataDir(env: Record<string, string | undefined>): string {
  const base = env.INIT_CWD ?? process.cwd();
  return path.resolve(base, env.DATA_DIR ?? './data');
}

async function main(): Promise<void> {
  const base = process.env.INIT_CWD ?? process.cwd();
  const envFile = path.join(base, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = url ? undefined : path.join(resolveDataDir(process.env), 'pglite');
  const database = await openDatabase({ url, dataDir });
  try {
    await migrateDatabase(database);
    console.log(`[db:migrate] migrations applied to ${url ? 'PostgreSQL' : dataDir}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[db:migrate] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
