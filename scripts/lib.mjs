// Helpers shared by the workspace scripts: freshness checks and child processes.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Newest modification time under the given paths (files or folders), skipping build output. */
export function newestMtime(paths) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      const base = path.basename(p);
      if (base === 'node_modules' || base === 'dist' || base === 'data') return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else if (!/\.test\.tsx?$/.test(p)) {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const p of paths) walk(path.join(root, p));
  return newest;
}

export function isStale(output, sources) {
  const out = path.join(root, output);
  if (!fs.existsSync(out)) return true;
  return newestMtime(sources) > fs.statSync(out).mtimeMs;
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Builds the web app and the API when their output is missing or older than their sources. */
export async function buildIfNeeded() {
  const shared = ['packages/shared/src'];
  if (
    isStale('apps/web/dist/index.html', [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      ...shared,
    ])
  ) {
    console.log('[start] building the web app...');
    if ((await run('npm', ['run', 'build', '-w', '@chainreview/web'])) !== 0)
      throw new Error('web build failed');
  }
  if (
    isStale('apps/api/dist/server.js', [
      'apps/api/src',
      'apps/api/build.mjs',
      'packages/contracts/src',
      'packages/contracts/generated',
      ...shared,
    ])
  ) {
    console.log('[start] building the API...');
    if ((await run('npm', ['run', 'build', '-w', '@chainreview/api'])) !== 0)
      throw new Error('api build failed');
  }
}
