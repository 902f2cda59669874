// `npm run db:backup -- <file>` and `npm run db:restore -- <file>` (README "Backup and
// restore"): DATABASE_URL through pg_dump/pg_restore, else the embedded database in DATA_DIR,
// read from the same .env as the server.
import path from 'node:path';
import { backup, restore } from './backup.ts';
import { loadScriptEnv, scriptBase } from './cli-env.ts';

async function main(): Promise<void> {
  const [command, given] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !given)
    throw new Error(`usage: npm run db:${command ?? 'backup'} -- <file>`);
  loadScriptEnv();
  const file = path.resolve(scriptBase(process.env), given);
  const done =
    command === 'backup' ? await backup(process.env, file) : await restore(process.env, file);
  console.log(`[db:${command}] ${file}: ${done}`);
}

main().catch((error: unknown) => {
  console.error(`[db] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
