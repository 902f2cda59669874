// The documented scripts that can run unattended, run as a newcomer would from the repository
// root: db:migrate on a fresh data folder, db:generate finding the schema and the migrations in
// step, dev serving the web app with hot reload and proxying /api. (lint, typecheck and
// format:check run in CI as `npm run check`; bench with small sizes.)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-scripts-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function npm(args: string[], env: Record<string, string> = {}, timeout = 120_000) {
  return spawnSync('npm', args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout,
  });
}

async function waitFor(url: string, ms: number): Promise<Response> {
  const until = Date.now() + ms;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
      last = new Error(`${url}: ${res.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw last instanceof Error ? last : new Error(String(last));
}

describe('documented scripts', () => {
  it('npm run db:migrate creates and migrates a fresh embedded database in DATA_DIR', () => {
    const dataDir = path.join(scratch, 'migrate');
    const result = npm(['run', 'db:migrate'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('migrations applied');
    expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
  });

  it('npm run db:generate finds the schema and the committed migrations in step', () => {
    const folder = path.join(repoRoot, 'apps/api/src/db/migrations');
    const before = fs.readdirSync(folder).sort();
    const result = npm(['run', 'db:generate', '--', '--name', 'drift_check']);
    const created = fs.readdirSync(folder).filter((f) => !before.includes(f));
    // a drift writes a new migration: take it back so the tree stays as committed
    for (const file of created) fs.rmSync(path.join(folder, file));
    if (created.length > 0) spawnSync('git', ['checkout', '--', folder], { cwd: repoRoot });
    expect(result.status, result.stderr).toBe(0);
    expect(created, 'schema.ts has changes without a migration').toEqual([]);
    expect(result.stdout).toMatch(/No schema changes/i);
  });

  it('npm run dev serves the web app with hot reload and proxies /api to the API', async () => {
    const [apiPort, webPort, chainPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const child = spawn('npm', ['run', 'dev'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: path.join(scratch, 'dev'),
        DATABASE_URL: '',
        DEMO: '0',
        API_PORT: String(apiPort),
        PORT: String(webPort),
        DEV_CHAIN_PORT: String(chainPort),
      },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const health = await waitFor(`http://127.0.0.1:${webPort}/api/health`, 90_000);
      expect(await health.json()).toMatchObject({ data: { status: 'ok' } });
      const page = await waitFor(`http://127.0.0.1:${webPort}/`, 30_000);
      const html = await page.text();
      expect(html).toContain('/@vite/client'); // Vite's dev server, with its hot-reload client
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
    // the API and Vite stop with it: their ports free up
    await expect
      .poll(
        async () =>
          fetch(`http://127.0.0.1:${apiPort}/api/health`).then(
            () => 'up',
            () => 'down',
          ),
        { timeout: 15_000, interval: 500 },
      )
      .toBe('down');
  }, 150_000);

  it('npm run bench runs every benchmark to its end (small sizes: the figures are not the point)', () => {
    const result = npm(
      ['run', 'bench'],
      {
        BENCH_SECONDS: '1',
        BENCH_CONNECTIONS: '4',
        BENCH_PROJECTS: '2000',
        BENCH_RUNS: '3',
        BENCH_REVIEWS: '500',
        BENCH_VOTERS: '4',
        BENCH_VOTE_REVIEWS: '100',
        BENCH_LCP_RUNS: '1',
        BENCH_LIGHTHOUSE_RUNS: '1',
      },
      420_000,
    );
    expect(result.status, `${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`).toBe(0);
    // each benchmark printed its table
    for (const heading of [
      'req/s',
      'Deep pagination',
      'Vote writes',
      'seeded 2,000 projects',
      'vote-integrity detector',
      'First load',
      'First-load JavaScript of every page type',
      'Lighthouse 12 mobile',
    ])
      expect(result.stdout).toContain(heading);
  }, 440_000);
});
