// Process start and stop: config, database, migrations, demo data, listen, graceful close.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { resolveDemoMode } from './demo/demo-mode.ts';
import { JOBS } from './jobs/jobs.ts';
import { startJobs } from './jobs/runner.ts';

async function main() {
  for (const file of ['.env', '../../.env']) {
    const envFile = path.resolve(process.cwd(), file);
    if (fs.existsSync(envFile)) {
      process.loadEnvFile(envFile);
      break;
    }
  }
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  await migrateDatabase(database);
  const demo = await resolveDemoMode(database, config);

  const { app, deps } = await buildApp({ config, database, demo: demo.enabled });
  if (demo.seeded) app.log.info(demo.seeded, 'demo data seeded');
  const stopJobs = startJobs(deps, JOBS, app.log);

  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    stopJobs();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
