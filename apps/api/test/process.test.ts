// The API as a process on the embedded database: one process per DATA_DIR (a second one is
// refused; the lock of a killed one is taken over, and every write it acknowledged is
// there), a clear message when DATA_DIR cannot be used, and a stop on SIGTERM or SIGINT that
// lets the request in flight finish and frees the port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';
import { newWallet } from './helper.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: string | null }>;
}

function startServer(dataDir: string, port: number): Server {
  const logs: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      DEMO: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, port, output: () => logs.join(''), exited };
}

async function waitHealthy(server: Server): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not healthy: ${server.output()}`);
}

/** Whether a connection to the port is refused (nothing listens). */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function waitRefused(port: number): Promise<void> {
  while (!(await refused(port))) await new Promise((r) => setTimeout(r, 50));
}

/** Whether this process can bind the port (nothing holds it). */
function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A POST whose body arrives in two parts: the request is in flight from the first part until
 * `finish()` sends the rest; resolves with the status line of the answer.
 */
function slowRequest(port: number) {
  const body = JSON.stringify({ address: '0x0000000000000000000000000000000000000001' });
  const socket = net.connect(port, '127.0.0.1');
  const connected = new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (d) => (received += String(d)));
  const answered = new Promise<string>((resolve, reject) => {
    socket.once('close', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.once('error', reject);
  });
  return {
    async start() {
      await connected;
      socket.write(
        'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
    },
    finish() {
      socket.write(body.slice(10));
      return answered;
    },
  };
}

/** Signs a new wallet in over HTTP; returns its Authorization header. */
async function signInOver(base: string): Promise<Record<string, string>> {
  const wallet = newWallet();
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ address: wallet.address }),
  });
  const { message } = ((await login.json()) as { data: { message: string } }).data;
  const verify = await fetch(`${base}/api/verify-login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ address: wallet.address, sign: await wallet.signMessage({ message }) }),
  });
  expect(verify.status).toBe(200);
  const token = ((await verify.json()) as { data: { access_token: string } }).data.access_token;
  return { authorization: `Bearer ${token}` };
}

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('the API process', () => {
  let dataDir: string;
  let first: Server;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chainreview-process-'));
    first = startServer(dataDir, await freePort());
    await waitHealthy(first);
  }, 120_000);

  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same DATA_DIR, naming the folder and the holder', async () => {
    const second = startServer(dataDir, await freePort());
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${path.join(dataDir, 'pglite')} is in use by process ${first.child.pid}`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);
    // the first one is untouched
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health/live`)).status).toBe(200);
  });

  it('stops on SIGTERM after the request in flight, frees the port and the lock', async () => {
    const request = slowRequest(first.port);
    await request.start();
    // A request sent later and answered means the server has read this one's headers: it is in
    // flight, not a new arrival during the stop (which is answered 503, as it should be).
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health/live`)).status).toBe(200);
    const signalled = Date.now();
    first.child.kill('SIGTERM');
    // no new connection once the stop has begun, while the open request still runs
    await waitRefused(first.port);
    expect(await request.finish()).toBe('HTTP/1.1 200 OK');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(await canBind(first.port)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('keeps every acknowledged write of a killed process; the next takes its lock, stops on SIGINT', async () => {
    const killed = startServer(dataDir, await freePort());
    await waitHealthy(killed);
    const base = `http://127.0.0.1:${killed.port}`;
    const members = await Promise.all(Array.from({ length: 8 }, () => signInOver(base)));
    for (const [i, member] of members.entries()) {
      const put = await fetch(`${base}/api/me`, {
        method: 'PUT',
        headers: { ...member, 'content-type': 'application/json' },
        body: JSON.stringify({ bio: `written before the kill ${i}` }),
      });
      expect(put.status).toBe(200);
    }
    killed.child.kill('SIGKILL');
    await killed.exited;
    const lockFile = path.join(dataDir, 'pglite.lock');
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(killed.child.pid);

    const next = startServer(dataDir, await freePort());
    await waitHealthy(next);
    expect(JSON.parse(fs.readFileSync(lockFile, 'utf8')).pid).toBe(next.child.pid);
    for (const [i, member] of members.entries()) {
      const me = await fetch(`http://127.0.0.1:${next.port}/api/me`, { headers: member });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { data: { bio: string } }).data.bio).toBe(
        `written before the kill ${i}`,
      );
    }
    next.child.kill('SIGINT');
    expect(await next.exited).toEqual({ code: 0, signal: null });
    expect(await canBind(next.port)).toBe(true);
    expect(fs.existsSync(lockFile)).toBe(false);
  }, 150_000);

  it('says which path cannot be used when DATA_DIR cannot be created', async () => {
    const file = path.join(dataDir, 'a-file');
    fs.writeFileSync(file, '');
    const server = startServer(path.join(file, 'data'), await freePort());
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(path.join(file, 'data'));
    expect(server.output()).toContain('(ENOTDIR)');
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});
