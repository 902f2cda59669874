// The app as a WalletConnect user gets it, offline: the web app built with a WalletConnect
// project id and the relay URL of a local test relay (VITE_* are build-time), served by the
// API (already built by the global setup) on a free port with a fresh data folder.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const logs: string[] = [];
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (d) => logs.push(String(d)));
    child.stderr?.on('data', (d) => logs.push(String(d)));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed:\n${logs.join('')}`)),
    );
  });
}

export interface WalletConnectApp {
  baseUrl: string;
  close(): Promise<void>;
}

export async function startWalletConnectApp(relayUrl: string): Promise<WalletConnectApp> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-wc-'));
  const webDist = path.join(workDir, 'web');
  await run(
    process.execPath,
    [path.join(repoRoot, 'apps/web/node_modules/vite/bin/vite.js'), 'build', '--outDir', webDist],
    path.join(repoRoot, 'apps/web'),
    {
      ...process.env,
      // vitest runs with NODE_ENV=test; the app is built as for production
      NODE_ENV: 'production',
      VITE_WALLETCONNECT_PROJECT_ID: 'chainreview-e2e',
      VITE_WALLETCONNECT_RELAY_URL: relayUrl,
    },
  );
  const port = await freePort();
  const logs: string[] = [];
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST_DIR: webDist,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ANON_PER_MIN: '100000',
      RATE_LIMIT_WRITE_PER_MIN: '100000',
      RATE_LIMIT_LOGIN_PER_MIN: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d) => logs.push(String(d)));
  server.stderr?.on('data', (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the app exited early:\n${logs.join('')}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error(`the app did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async close() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
