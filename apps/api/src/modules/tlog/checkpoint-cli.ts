// `npm run log:checkpoint`: asks the running server (on this machine, with the backup token
// the JWT secret derives) to checkpoint the transparency log now, and prints the note.
import { loadConfig } from '../../config.ts';
import { backupToken } from '../../db/backup.ts';
import { loadScriptEnv, resolveDataDir } from '../../db/cli-env.ts';

loadScriptEnv();
const config = loadConfig({ ...process.env, DATA_DIR: resolveDataDir(process.env) });
const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
const base = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
try {
  const res = await fetch(`${base}/api/internal/log/checkpoint`, {
    method: 'POST',
    headers: { 'x-backup-token': backupToken(config.jwtSecret) },
    signal: AbortSignal.timeout(60_000),
  });
  if (!res.ok) {
    console.error(
      `The server at ${base} answered ${res.status}` +
        (res.status === 403 ? ' (it has another JWT_SECRET or DATA_DIR).' : '.'),
    );
    process.exit(1);
  }
  const { data } = (await res.json()) as { data: { size: number; note: string } };
  process.stdout.write(data.note);
} catch (error) {
  console.error(`No server answered at ${base}: ${(error as Error).message}`);
  process.exit(1);
}
