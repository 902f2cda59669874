// `npm start`: builds what is missing, then serves the web app and the API on one port.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { buildIfNeeded, root } from './lib.mjs';

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

try {
  await buildIfNeeded();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

const env = { NODE_ENV: 'production', PORT: '3000', HOST: '127.0.0.1', ...process.env };
// The API leads its own process group, so that whatever it starts goes with it. npm runs this
// script through `sh -c`, which does not pass signals on: package.json `exec`s it instead.
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
  detached: true,
});
/** The API finishes its requests and exits within 8 s; past this, its group is killed. */
const KILL_AFTER_MS = 9500;
let stopping = false;
function stop() {
  if (stopping || server.exitCode !== null) return;
  stopping = true;
  server.kill('SIGTERM');
  setTimeout(() => {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, KILL_AFTER_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
server.on('exit', (code, signal) => {
  // anything the API left in its group goes too
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // nothing left
  }
  process.exit(code ?? (signal ? 1 : 0));
});
