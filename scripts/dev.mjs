// `npm run dev`: the API (tsx watch, restarts on change) on API_PORT (3001) and Vite's dev
// server with hot reload on PORT (5173), which proxies /api to the API. One command, one Ctrl-C.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
const host = process.env.HOST ?? '127.0.0.1';
/** A workspace's own bin first (npm may install a package there), then the root's. */
const bin = (name, workspace) =>
  [
    path.join(root, workspace, 'node_modules', '.bin', name),
    path.join(root, 'node_modules', '.bin', name),
  ].find((p) => fs.existsSync(p)) ?? name;

const children = [
  spawn(bin('tsx', 'apps/api'), ['watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    detached: true,
    // the browser is on Vite's origin: the sign-in message must name that one
    env: {
      NODE_ENV: 'development',
      PUBLIC_URL: `http://${host}:${webPort}`,
      ...process.env,
      PORT: apiPort,
      HOST: host,
    },
  }),
  spawn(bin('vite', 'apps/web'), ['--host', host, '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, API_PORT: apiPort },
  }),
];

/** Whether any process of the group led by `pid` is still there. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroups(signal) {
  for (const child of children) {
    if (!child.pid) continue;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}

/** The API finishes its requests and exits within 8 s; past this, what is left is killed. */
const KILL_AFTER_MS = 9500;
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  // each child leads its own process group: the signal reaches the processes it started too
  signalGroups('SIGTERM');
  const deadline = Date.now() + KILL_AFTER_MS;
  const wait = setInterval(() => {
    const left = children.filter((child) => child.pid && groupAlive(child.pid));
    if (left.length && Date.now() < deadline) return;
    if (left.length) signalGroups('SIGKILL');
    clearInterval(wait);
    process.exit(code);
  }, 100);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
for (const child of children) {
  child.on('exit', (code) => stop(code ?? 1));
  child.on('error', (error) => {
    console.error(`[dev] ${error.message}`);
    stop(1);
  });
}
// an exit without stop() (an exception here) still takes the children along
process.on('exit', () => signalGroups('SIGTERM'));
console.log(`[dev] web http://${host}:${webPort} (hot reload), API http://${host}:${apiPort}`);
