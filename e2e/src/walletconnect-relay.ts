// A local WalletConnect v2 relay for offline tests: JSON-RPC 2.0 over WebSocket on 127.0.0.1,
// speaking the relay protocol the official clients use (irn_* and the session methods that
// sign-client 2.2x publishes through the relay).
//   irn_subscribe {topic} -> subscription id; irn_batchSubscribe {topics} -> ids
//   irn_unsubscribe / irn_batchUnsubscribe -> true
//   irn_publish {topic, message, ttl, tag} -> true, delivered to every other subscriber of the
//     topic as an `irn_subscription` request {id, data: {topic, message, publishedAt, tag}}
//   irn_batchPublish {messages}, irn_batchFetchMessages {topics} -> {messages, hasMore}
//   wc_proposeSession {pairingTopic, sessionProposal} -> subscribes the proposer to the pairing
//     topic (the client sends no irn_subscribe for it) and publishes the proposal there
//   wc_approveSession {pairingTopic, sessionTopic, sessionProposalResponse,
//     sessionSettlementRequest} -> subscribes the wallet to the session topic, publishes the
//     response on the pairing topic and the settle request on the session topic
// A message nobody else is subscribed to waits (per topic, until its ttl) for the next
// subscriber. The `auth` JWT and projectId query parameters are accepted unchecked.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

interface StoredMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  attestation?: string;
  expiresAt: number;
}

interface JsonRpcRequest {
  id: number | string;
  jsonrpc: '2.0';
  method: string;
  params?: Record<string, unknown>;
}

export interface RelayLogEntry {
  method: string;
  topic?: string;
}

export interface LocalRelay {
  url: string;
  /** Every request a client sent, in order (method and topic). */
  log: RelayLogEntry[];
  /** Query strings of the connections (the client's auth JWT, projectId...). */
  connections: URLSearchParams[];
  close(): Promise<void>;
}

const subscriptionId = (topic: string) => createHash('sha256').update(topic).digest('hex');

export async function startLocalRelay(): Promise<LocalRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const subscribers = new Map<string, Set<WebSocket>>();
  const mailbox = new Map<string, StoredMessage[]>();
  const log: RelayLogEntry[] = [];
  const connections: URLSearchParams[] = [];
  let nextId = Date.now() * 1000;

  function deliver(socket: WebSocket, stored: StoredMessage) {
    const { topic, message, publishedAt, tag, attestation } = stored;
    socket.send(
      JSON.stringify({
        id: nextId++,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(topic),
          data: { topic, message, publishedAt, tag, ...(attestation ? { attestation } : {}) },
        },
      }),
    );
  }

  function publish(from: WebSocket, params: Record<string, unknown>) {
    const topic = String(params.topic ?? '');
    const message = String(params.message ?? '');
    if (!topic || !message) throw new Error('topic and message are required');
    const ttl = Number(params.ttl ?? 300);
    const stored: StoredMessage = {
      topic,
      message,
      publishedAt: Date.now(),
      tag: Number(params.tag ?? 0),
      attestation: typeof params.attestation === 'string' ? params.attestation : undefined,
      expiresAt: Date.now() + ttl * 1000,
    };
    const others = [...(subscribers.get(topic) ?? [])].filter(
      (s) => s !== from && s.readyState === s.OPEN,
    );
    if (others.length === 0) {
      const box = mailbox.get(topic) ?? [];
      box.push(stored);
      mailbox.set(topic, box);
      return;
    }
    for (const socket of others) deliver(socket, stored);
  }

  function takeMailbox(topic: string): StoredMessage[] {
    const box = (mailbox.get(topic) ?? []).filter((m) => m.expiresAt > Date.now());
    mailbox.delete(topic);
    return box;
  }

  function subscribe(socket: WebSocket, topic: string) {
    let set = subscribers.get(topic);
    if (!set) subscribers.set(topic, (set = new Set()));
    set.add(socket);
    return subscriptionId(topic);
  }

  function handle(socket: WebSocket, request: JsonRpcRequest): unknown {
    const params = request.params ?? {};
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = String(params.topic ?? '');
        const id = subscribe(socket, topic);
        // Waiting messages follow the subscription's answer.
        setImmediate(() => takeMailbox(topic).forEach((m) => deliver(socket, m)));
        return id;
      }
      case 'irn_batchSubscribe': {
        const topics = (params.topics as string[] | undefined) ?? [];
        const ids = topics.map((t) => subscribe(socket, t));
        setImmediate(() =>
          topics.forEach((t) => takeMailbox(t).forEach((m) => deliver(socket, m))),
        );
        return ids;
      }
      case 'irn_unsubscribe':
        subscribers.get(String(params.topic ?? ''))?.delete(socket);
        return true;
      case 'irn_batchUnsubscribe':
        for (const s of (params.subscriptions as { topic: string }[] | undefined) ?? [])
          subscribers.get(s.topic)?.delete(socket);
        return true;
      case 'irn_publish':
        publish(socket, params);
        return true;
      case 'irn_batchPublish':
        for (const m of (params.messages as Record<string, unknown>[] | undefined) ?? [])
          publish(socket, m);
        return true;
      case 'irn_batchFetchMessages': {
        const topics = (params.topics as string[] | undefined) ?? [];
        const messages = topics.flatMap((t) => takeMailbox(t).map(({ expiresAt: _e, ...m }) => m));
        return { messages, hasMore: false };
      }
      case 'wc_proposeSession':
        subscribe(socket, String(params.pairingTopic ?? ''));
        publish(socket, {
          ...params,
          topic: params.pairingTopic,
          message: params.sessionProposal,
          tag: params.tag ?? 1100,
        });
        return true;
      case 'wc_approveSession':
        subscribe(socket, String(params.sessionTopic ?? ''));
        publish(socket, {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          ttl: params.ttl,
          tag: 1101,
        });
        publish(socket, {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          ttl: params.ttl,
          tag: 1102,
        });
        return true;
      default:
        throw Object.assign(new Error(`Method not found: ${request.method}`), { code: -32601 });
    }
  }

  server.on('connection', (socket, req) => {
    connections.push(new URL(req.url ?? '/', 'ws://127.0.0.1').searchParams);
    socket.on('message', (raw) => {
      let payload: JsonRpcRequest | { id: unknown; result?: unknown; error?: unknown };
      try {
        payload = JSON.parse(String(raw));
      } catch {
        socket.send(
          JSON.stringify({
            id: null,
            jsonrpc: '2.0',
            error: { code: -32700, message: 'Parse error' },
          }),
        );
        return;
      }
      // Acknowledgements of our irn_subscription requests: nothing to do.
      if (!('method' in payload)) return;
      const request = payload;
      const params = request.params ?? {};
      log.push({
        method: request.method,
        topic: (params.topic ?? params.pairingTopic ?? params.sessionTopic) as string | undefined,
      });
      try {
        const result = handle(socket, request);
        socket.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }));
      } catch (error) {
        const e = error as { code?: number; message: string };
        socket.send(
          JSON.stringify({
            id: request.id,
            jsonrpc: '2.0',
            error: { code: e.code ?? -32602, message: e.message },
          }),
        );
      }
    });
    socket.on('close', () => {
      for (const set of subscribers.values()) set.delete(socket);
    });
  });

  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    log,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
