// A TCP proxy between the API and a dependency (PostgreSQL, Redis, an RPC) that can stumble on
// command: pause (the peer is frozen: bytes stop flowing, connections hang), drop (the peer
// restarts: every open connection is cut) and refuse (the peer is down: new connections are
// reset at once). Fault tests put it between the app and the real service.
import net from 'node:net';

export type FaultMode = 'pass' | 'pause' | 'refuse';

export interface FaultProxy {
  /** The port on 127.0.0.1 that clients connect to. */
  readonly port: number;
  /** `target`'s URL with host and port replaced by the proxy's. */
  url(target: string): string;
  readonly mode: FaultMode;
  /** Freezes every connection, old and new, until `resume` (bytes are held, not lost). */
  pause(): void;
  /** Back to passing bytes; held bytes and held connections go on. */
  resume(): void;
  /** Cuts every open connection (a restart); new ones pass unless refused or paused. */
  drop(): void;
  /** Cuts every open connection and resets new ones until `resume`. */
  refuse(): void;
  /** Connections opened through the proxy so far. */
  readonly connections: number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  /** Bytes held while paused, per direction. */
  held: { up: Buffer[]; down: Buffer[] };
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: FaultMode = 'pass';
  let opened = 0;
  const pairs = new Set<Pair>();
  const waiting = new Set<Pair>();

  // Bytes are forwarded by hand (not pipe): pipe resumes a source on drain, undoing a pause.
  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'pause') pair.held.down.push(chunk);
      else pair.client.write(chunk);
    });
    const end = () => cut(pair);
    upstream.on('error', end);
    upstream.on('close', end);
    for (const chunk of pair.held.up.splice(0)) upstream.write(chunk);
  };

  const flush = (pair: Pair) => {
    if (!pair.upstream) return;
    for (const chunk of pair.held.up.splice(0)) pair.upstream.write(chunk);
    for (const chunk of pair.held.down.splice(0)) pair.client.write(chunk);
  };

  const cut = (pair: Pair) => {
    pairs.delete(pair);
    waiting.delete(pair);
    pair.upstream?.destroy();
    pair.client.destroy();
  };

  const server = net.createServer((client) => {
    opened += 1;
    client.on('error', () => undefined);
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const pair: Pair = { client, upstream: null, held: { up: [], down: [] } };
    pairs.add(pair);
    client.on('close', () => cut(pair));
    client.on('data', (chunk: Buffer) => {
      if (mode === 'pause' || !pair.upstream) pair.held.up.push(chunk);
      else pair.upstream.write(chunk);
    });
    if (mode === 'pause') {
      waiting.add(pair);
      return;
    }
    connectUpstream(pair);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;

  const dropAll = () => {
    for (const pair of [...pairs]) {
      pair.upstream?.resetAndDestroy();
      pair.client.resetAndDestroy();
      pairs.delete(pair);
      waiting.delete(pair);
    }
  };

  return {
    port,
    url(targetUrl) {
      const parsed = new URL(targetUrl);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    get mode() {
      return mode;
    },
    get connections() {
      return opened;
    },
    pause() {
      mode = 'pause';
    },
    resume() {
      mode = 'pass';
      for (const pair of pairs) if (!waiting.has(pair)) flush(pair);
      for (const pair of [...waiting]) {
        waiting.delete(pair);
        connectUpstream(pair);
      }
    },
    drop: dropAll,
    refuse() {
      mode = 'refuse';
      dropAll();
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
