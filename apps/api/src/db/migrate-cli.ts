// `npm run db:migrate`: applies the migrations to DATABASE_URL, or to the embedded database in
// DATA_DIR, then exits. `npm start` migrates by itself; this is for deploys and inspection.
import path from 'node:path';
import { loadScriptEnv, resolveDataDir } from './cli-env.ts';
import { migrateDatabase, openDatabase } from './client.ts';

async function main(): Promise<void> {
  loadScriptEnv();
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
