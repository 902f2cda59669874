// Stopping the product as an operator does: SIGTERM or SIGINT to the `npm start` (or
// `npm run dev`) process alone. Every process it started is gone within 10 s, the ports are
// free, and a request in flight when the signal came is answered first.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/free-port.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-shutdown-'));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every process below `root` (from /proc: pid and parent of each). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, ppid] of parent) {
      if (ppid !== pid) continue;
      found.push(child);
      walk(child);
    }
  };
  walk(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitFor(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  const until = Date.now() + 150_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${logs.join('')}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer:\n${logs.join('')}`);
}

function npm(args: string[], env: Record<string, string>) {
  const logs: string[] = [];
  const child = spawn('npm', args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  started.push(child);
  return { child, logs };
}

/** A POST in flight until `finish()` sends the rest of its body; resolves with the status line. */
async function slowRequest(port: number) {
  const body = JSON.stringify({ address: '0x0000000000000000000000000000000000000001' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (d) => (received += String(d)));
  const answered = new Promise<string>((resolve) =>
    socket.once('close', () => resolve(received.split('\r\n')[0] ?? '')),
  );
  socket.write(
    'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    finish() {
      socket.write(body.slice(10));
      return answered;
    },
  };
}

/**
 * Sends `signal` to the npm process alone, finishes a request that was in flight once the
 * port stops taking new ones, and checks that everything npm started is gone within 10 s.
 */
async function stopAndCheck(
  child: ChildProcess,
  signal: NodeJS.Signals,
  apiPort: number,
  ports: number[],
) {
  const tree = descendants(child.pid!);
  expect(tree.length).toBeGreaterThan(0);
  const request = await slowRequest(apiPort);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalled = Date.now();
  child.kill(signal);
  while (await canConnect(apiPort)) await new Promise((r) => setTimeout(r, 50));
  expect(await request.finish()).toBe('HTTP/1.1 200 OK');
  await exited;
  while (tree.some(alive) && Date.now() - signalled < 10_000)
    await new Promise((r) => setTimeout(r, 100));
  expect(tree.filter(alive)).toEqual([]);
  expect(Date.now() - signalled).toBeLessThan(10_000);
  for (const port of ports) expect(await canBind(port)).toBe(true);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('stopping npm start and npm run dev', () => {
  it('npm start with the demo dev chain stops entirely on SIGTERM to npm', async () => {
    const [port, chainPort] = [await freePort(), await freePort()];
    const { child, logs } = npm(['start'], {
      NODE_ENV: 'production',
      PORT: String(port),
      DEV_CHAIN_PORT: String(chainPort),
      DEMO: '1',
    });
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, logs);
    expect(await canBind(chainPort)).toBe(false);
    await stopAndCheck(child, 'SIGTERM', port, [port, chainPort]);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  }, 200_000);

  it('npm start stops entirely on SIGINT to npm', async () => {
    const port = await freePort();
    const { child, logs } = npm(['start'], {
      NODE_ENV: 'production',
      PORT: String(port),
      DEMO: '0',
    });
    await waitFor(`http://127.0.0.1:${port}/api/health`, child, logs);
    await stopAndCheck(child, 'SIGINT', port, [port]);
  }, 200_000);

  it('npm run dev (API and Vite) stops entirely on SIGTERM to npm', async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    const { child, logs } = npm(['run', 'dev'], {
      NODE_ENV: 'development',
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DEMO: '0',
    });
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, child, logs);
    await waitFor(`http://127.0.0.1:${webPort}/`, child, logs);
    await stopAndCheck(child, 'SIGTERM', apiPort, [apiPort, webPort]);
  }, 200_000);
});
