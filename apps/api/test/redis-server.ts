// A redis-server of the test's own (not the machine's: a fault test restarts it empty), on a
// free port of 127.0.0.1, without persistence; stopped by its PID.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port.ts';

export interface RedisServer {
  readonly port: number;
  readonly url: string;
  /** Kills it and starts a new, empty one on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return child;
}

async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(child.pid!, 'SIGKILL');
  await exited;
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child = await launch(port);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await kill(child);
      child = await launch(port);
    },
    stop: () => kill(child),
  };
}

/** Resolves once `condition` holds (checked every 10 ms); fails after `timeoutMs`. */
export async function until(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
