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
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
