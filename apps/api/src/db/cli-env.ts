// What the database scripts (`npm run db:*`) read: the .env of the folder npm started in, and
// DATA_DIR meant from there, as `npm start` uses it.
import fs from 'node:fs';
import path from 'node:path';

/** Where a relative path given to a script is meant from: npm's own start folder. */
export const scriptBase = (env: Record<string, string | undefined>) =>
  env.INIT_CWD ?? process.cwd();

export function resolveDataDir(env: Record<string, string | undefined>): string {
  return path.resolve(scriptBase(env), env.DATA_DIR ?? './data');
}

/** Where the embedded database's uploads live on disk (backups copy them too). */
export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

/** Loads the start folder's .env into process.env (variables already set win). */
export function loadScriptEnv(): void {
  const envFile = path.join(scriptBase(process.env), '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
}
