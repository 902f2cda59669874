// Starts the product as a user would (`npm start`) on a free port with a fresh data folder,
// and makes sure Debian's Chromium is there (installing it with apt when we are root).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';

import { CHROMIUM } from './chromium.ts';

export { CHROMIUM };
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium and fonts-noto-cjk (apt-get install chromium fonts-noto-cjk)`,
    );
  }
  console.log('[e2e] installing chromium and fonts-noto-cjk with apt...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export default async function setup(project: TestProject) {
  ensureChromium();
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-e2e-'));
  const logs: string[] = [];
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // vitest sets NODE_ENV=test; the app under test is built and served as `npm start` does
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ANON_PER_MIN: '100000',
      RATE_LIMIT_WRITE_PER_MIN: '100000',
      RATE_LIMIT_LOGIN_PER_MIN: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  server.stdout?.on('data', (d) => logs.push(String(d)));
  server.stderr?.on('data', (d) => logs.push(String(d)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 230_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited early:\n${logs.join('')}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // still building or starting
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
